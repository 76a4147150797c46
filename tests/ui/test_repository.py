"""Issue 7 UI: the long-term memory window (search, map, sessions, faded), the workspace switcher and
the feature that wires sessions and post-thinking into the app."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QInputDialog, QPushButton

from contexty_qt.core.ai import AIServices
from contexty_qt.core.embeddings import EmbeddingIndex
from contexty_qt.core.jobs import JobQueue
from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
from contexty_qt.core.longterm import consolidation, forgetting
from contexty_qt.core.longterm.sessions import Sessions
from contexty_qt.core.longterm.workspaces import Workspaces
from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.core.services import CoreServices
from contexty_qt.core.wiring import create_runner, longterm_runner
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.repository.feature import LongtermFeature
from contexty_qt.ui.repository.window import highlighted
from tests.core.pipeline_support import WordEmbedder

T0 = datetime(2025, 5, 12, 9, 0, tzinfo=UTC)
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")


def add(core: CoreServices, text: str, *, minutes: float = 0, memo: str = "", workspace: int | None = None,
        source: SourceType = SourceType.SNIPPET, app: str = "Firefox") -> int:
    return core.tree.add_memory(source, text=text, memo=memo, workspace_id=workspace, provenance=Provenance(app),
                                captured_at=T0 + timedelta(minutes=minutes)).id


@pytest.fixture
def parts(qtbot: Any, core: CoreServices) -> Iterator[tuple[CoreServices, LongtermFeature]]:
    bridge = EventBridge(core.bus, core.tree.undo_stack)
    watcher = ExternalChangeWatcher(core.store)
    runner = TaskRunner()
    ai = AIServices(core, embedder=WordEmbedder(), in_process=True)
    feature = LongtermFeature(core, ai, bridge, watcher, runner)
    yield core, feature
    feature.shutdown()
    runner.shutdown()
    bridge.close()
    ai.close()


def test_search_shows_the_matching_sentence_and_pulls_into_the_current_workspace(
        parts: tuple[CoreServices, LongtermFeature], qtbot: Any) -> None:
    core, feature = parts
    paper = Workspaces(core.tree).create("Paper")
    hotel = add(core, "We booked flights. The hotel in Lisbon costs 148 euro per night.", memo="walkable")
    add(core, "GPU utilisation 31 percent", workspace=paper.id, app="Terminal")
    EmbeddingIndex(core.store, WordEmbedder()).ensure()
    Workspaces(core.tree).switch(paper.id)
    window = feature.open_window("search")
    qtbot.addWidget(window)
    window.query.setText("hotel Lisbon")
    window.run_search()
    qtbot.waitUntil(lambda: window.results.count() > 0, timeout=10000)
    hit = window.results.item(0).data(Qt.ItemDataRole.UserRole + 1)
    assert hit.memory.id == hotel and hit.sentence.text == "The hotel in Lisbon costs 148 euro per night."
    assert "background:#FFE58A" in highlighted(hit.sentence.text, hit.sentence.spans)
    assert "found among 2 memories" in window.status.text()
    window.results.item(0).setSelected(True)
    assert window.pull_button.isEnabled() and "Paper" in window.pull_button.text()
    window.pull_button.click()
    assert hotel in core.tree.references(paper.id)
    assert hotel in {m.id for m in core.tree.snapshot(paper.id).memories}
    core.tree.undo()
    assert hotel not in core.tree.references(paper.id)
    window.workspace_filter.setCurrentIndex(window.workspace_filter.findData(paper.id))
    qtbot.waitUntil(lambda: window.results.count() == 0, timeout=10000)


def test_map_shows_clusters_selects_by_lasso_and_cluster_and_dims_filtered_memories(
        parts: tuple[CoreServices, LongtermFeature], qtbot: Any) -> None:
    core, feature = parts
    paper = Workspaces(core.tree).create("Paper")
    for i in range(8):
        add(core, f"hotel lisbon booking night room breakfast {i}", minutes=i)
        add(core, f"gpu training dataloader workers batch profiler {i}", minutes=i, workspace=paper.id)
    EmbeddingIndex(core.store, WordEmbedder()).ensure()
    window = feature.open_window("map")
    qtbot.addWidget(window)
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: window.map.data is not None, timeout=10000)
    view = window.map
    view.synchronous = True
    assert len(view.data) == 16 and window.legend.count() == len(view.data.clusters) >= 2
    whole = [QPointF(0, 0), QPointF(view.width(), 0), QPointF(view.width(), view.height()),
             QPointF(0, view.height())]
    assert sorted(view.lasso(whole)) == sorted(int(i) for i in view.data.ids)
    assert "16 selected" in window.selection_label.text()
    label = int(view.data.labels[0])
    view.select_cluster(label)
    assert len(view.selected_ids()) == int((view.data.labels == label).sum())
    window.workspace_filter.setCurrentIndex(window.workspace_filter.findData(paper.id))
    assert int(view._visible.sum()) == 8
    assert set(view.lasso(whole)) == {int(i) for i, ws in zip(view.data.ids, view.data.workspace, strict=True)
                                      if ws == paper.id}
    view.zoom(1.5)
    view.pan_pixels(30, -10)
    image = view.grab().toImage()
    assert image.width() > 0  # paints with a selection, dimmed dots and labels without raising
    index = int(np.flatnonzero(view._visible)[0])
    centre = view.transform().map(QPointF(float(view.data.xy[index, 0]), float(view.data.xy[index, 1])))
    assert view.point_at(centre) == index
    assert "gpu training" in window._describe(int(view.data.ids[index])).lower()


def test_sessions_page_merges_and_keeps_apart_and_faded_page_restores(
        parts: tuple[CoreServices, LongtermFeature], qtbot: Any) -> None:
    core, feature = parts
    sessions = Sessions(core.tree, core.settings, queue=JobQueue(core.store, core.bus))
    session = sessions.start()  # the feature follows activity with the real clock
    a = add(core, "NIH budget justification GPU workstation travel conference", minutes=1)
    b = add(core, "NIH budget justification GPU workstation travel conference costs", minutes=2,
            source=SourceType.OBSERVATION)
    c = add(core, "Reviewer asks calibration plots subgroup pilot data", minutes=3)
    d = add(core, "Reviewer asks calibration plots subgroup pilot data figure", minutes=4,
            source=SourceType.OBSERVATION)
    for i, text in enumerate(["weather sunny tomorrow", "lunch pizza tacos order", "coffee filter kitchen empty",
                              "train delay platform announcement"]):
        add(core, text, minutes=5 + i, source=SourceType.OBSERVATION)
    sessions.end(session.id)
    runner = longterm_runner(core, gateway=LLMGateway(config=LLMConfig()), embedder=WordEmbedder())
    try:
        runner.run_until_idle()
    finally:
        runner.close()
    window = feature.open_window("sessions")
    qtbot.addWidget(window)
    page = window.sessions_page
    qtbot.waitUntil(lambda: page.list.count() == 1)
    assert "merges to review" in page.list.item(0).text()
    # the session's detail is read on the TaskRunner after the list arrives
    qtbot.waitUntil(lambda: page.detail.findChild(type(window.status), "sessionSummary") is not None)
    summary = page.detail.findChild(type(window.status), "sessionSummary")
    assert summary is not None and summary.text().startswith("A 1 min session in “Default”: 2 snippets")
    merge = [btn for btn in page.detail.findChildren(QPushButton) if btn.text() == "Merge"]
    keep = [btn for btn in page.detail.findChildren(QPushButton) if btn.text() == "Keep apart"]
    assert len(merge) == len(keep) == 2
    merge[0].click()
    qtbot.waitUntil(lambda: len([btn for btn in page.detail.findChildren(QPushButton)
                                 if btn.text() == "Keep apart" and btn.isVisible()]) <= 1)
    [btn for btn in page.detail.findChildren(QPushButton) if btn.text() == "Keep apart"][-1].click()

    def states() -> dict[tuple[int, int], str]:
        return {(p.keep_id, p.other_id): p.state for p in consolidation.proposals(core.store)}

    qtbot.waitUntil(lambda: sorted(states().values()) == ["accepted", "rejected"])  # written on the write lane
    assert set(states()) == {(a, b), (c, d)}
    core.tree.undo()
    core.tree.undo()
    assert {p.state for p in consolidation.proposals(core.store)} == {"pending"}
    faded = forgetting.faded(core.store)
    assert faded and all(m.source is SourceType.OBSERVATION for m in faded)
    window.tabs.setCurrentWidget(window.faded_page)
    window.refresh_lists()
    table = window.faded_page.table
    qtbot.waitUntil(lambda: table.rowCount() == len(faded))  # read off the GUI thread
    restore = table.cellWidget(0, 3)
    assert isinstance(restore, QPushButton)
    restore.click()
    qtbot.waitUntil(lambda: len(forgetting.faded(core.store)) == len(faded) - 1)
    qtbot.waitUntil(lambda: table.rowCount() == len(faded) - 1)  # the page follows the change


def test_workspace_switcher_creates_switches_and_archives(parts: tuple[CoreServices, LongtermFeature], qtbot: Any,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMainWindow, QMessageBox

    core, feature = parts
    window = QMainWindow()
    qtbot.addWidget(window)
    switcher = feature.install(window)
    assert window.menuBar().cornerWidget() is switcher
    assert [a.text() for a in window.menuBar().actions()][-1] == "&Memory"
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Grant", True))
    switcher.new_workspace()
    assert Workspaces(core.tree).current().name == "Grant"
    assert switcher.combo.currentText() == "Grant" and switcher.combo.count() == 2
    switcher._chosen(switcher.combo.findText("Default"))
    assert Workspaces(core.tree).current().name == "Default"
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    switcher.archive_workspace()
    assert switcher.combo.count() == 1 and switcher.archived_menu.isEnabled()
    core.tree.undo()
    qtbot.waitUntil(lambda: switcher.combo.count() == 2)


def test_feature_follows_activity_ends_a_session_and_reports_its_summary(core: CoreServices, qtbot: Any) -> None:
    bridge = EventBridge(core.bus, core.tree.undo_stack)
    watcher = ExternalChangeWatcher(core.store)
    runner = TaskRunner()
    ai = AIServices(core, embedder=WordEmbedder(), in_process=True)
    feature = LongtermFeature(core, ai, bridge, watcher, runner)
    jobs = create_runner(core, ai)  # post-thinking is a job of the app's one runner
    jobs.start()
    try:
        notices: list[str] = []
        feature.notice.connect(notices.append)
        memory = add(core, "a snippet saved while the app runs", memo="my thought")
        session = feature.sessions.open_session(1)
        assert session is not None and core.store.get_memory(memory).session_id == session.id
        feature.end_session()
        qtbot.waitUntil(lambda: any(n.startswith("Session summary:") for n in notices), timeout=20000)
        assert feature.sessions.get(session.id).end_reason == "explicit"
        feature.copy_context()
        qtbot.waitUntil(lambda: any(n.startswith("Copied the workspace") for n in notices), timeout=10000)
        from PySide6.QtGui import QGuiApplication

        assert "my thought" in QGuiApplication.clipboard().text()
        add(core, "another one")
    finally:
        feature.shutdown()
        jobs.close(timeout=10)
        runner.shutdown()
        bridge.close()
        ai.close()
    assert all(not s.open for s in Sessions(core.tree).all())  # quitting ended the open session
