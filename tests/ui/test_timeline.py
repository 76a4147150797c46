"""The Timeline tab: real memories, newest first, by day, live from in-process and outside writers."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.core.services import CoreServices, open_core
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.timeline import (
    KIND_ROLE,
    MEMORY_ID_ROLE,
    SOURCE_COLORS,
    TimelineModel,
    TimelineRow,
    TimelineView,
    day_label,
)

# the offscreen platform notes that it cannot pass size hints to a (non-existent) window manager
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def runner() -> Iterator[TaskRunner]:
    task_runner = TaskRunner()
    yield task_runner
    task_runner.shutdown()


@pytest.fixture
def view(qtbot: Any, core: CoreServices, runner: TaskRunner) -> Iterator[TimelineView]:
    bridge = EventBridge(core.bus)
    watcher = ExternalChangeWatcher(core.store)
    timeline = TimelineView(core.store, runner)
    bridge.changed.connect(timeline.on_changes)
    watcher.changed_externally.connect(timeline.reload)
    timeline.watcher = watcher  # type: ignore[attr-defined]  # for the tests below
    qtbot.addWidget(timeline)
    timeline.resize(360, 600)
    timeline.show()
    yield timeline
    timeline.close_view()
    bridge.close()


def loaded(qtbot: Any, view: TimelineView, action: Any = None) -> None:
    """Run `action` and wait until the view applied the reads it caused."""
    with qtbot.waitSignal(view.loaded, timeout=5000):
        if action is not None:
            action()
    qtbot.waitUntil(lambda: not view.is_loading(), timeout=5000)


def row(id: int, when: datetime, source: SourceType = SourceType.SNIPPET, title: str = "") -> TimelineRow:
    return TimelineRow(id, source, title or f"m{id}", "App", "", "", when.astimezone(), False)


def test_model_orders_newest_first_and_groups_by_day() -> None:
    now = datetime.now().astimezone().replace(hour=12)
    model = TimelineModel()
    model.set_rows([row(1, now - timedelta(days=1)), row(2, now), row(3, now - timedelta(hours=1)),
                    row(4, now - timedelta(days=1), SourceType.OBSERVATION)])
    kinds = [model.index(i).data(KIND_ROLE) for i in range(model.rowCount())]
    assert kinds == ["day", "memory", "memory", "day", "memory", "memory"]
    assert model.index(0).data() == "Today"
    assert model.index(3).data() == "Yesterday"
    assert [model.index(i).data(MEMORY_ID_ROLE) for i in (1, 2, 4, 5)] == [2, 3, 4, 1]
    assert not model.flags(model.index(0)) & Qt.ItemFlag.ItemIsSelectable  # headers are not items
    assert model.flags(model.index(1)) & Qt.ItemFlag.ItemIsSelectable
    assert model.memory_count() == 4
    model.update_rows([2, 5], [row(5, now + timedelta(minutes=1), title="new")])
    assert model.titles() == ["new", "m3", "m4", "m1"]


def test_day_labels() -> None:
    today = date(2026, 11, 21)
    assert day_label(today, today) == "Today"
    assert day_label(date(2026, 11, 20), today) == "Yesterday"
    assert day_label(date(2026, 11, 2), today) == "Monday, 02 November"
    assert day_label(date(2025, 11, 2), today) == "Sunday, 02 November 2025"


def test_empty_store_says_how_to_add_a_memory(qtbot: Any, view: TimelineView) -> None:
    loaded(qtbot, view, view.reload)
    assert view.stack.currentWidget() is view.message
    assert "contexty add" in view.message.text()


def test_lists_real_memories_with_source_app_and_time(qtbot: Any, core: CoreServices,
                                                      view: TimelineView) -> None:
    at = datetime(2026, 3, 4, 9, 30, tzinfo=UTC)
    core.tree.add_memory(SourceType.SNIPPET, text="funding section", memo="funding looks thin",
                         provenance=Provenance(app="Firefox"), captured_at=at)
    core.tree.add_memory(SourceType.OBSERVATION, text="screen text", provenance=Provenance(app="Terminal"))
    core.tree.add_memory(SourceType.CHAT, text="what did I read about funding?")
    loaded(qtbot, view, view.reload)
    assert view.stack.currentWidget() is view.list
    assert view.model.titles() == ["what did I read about funding?", "screen text", "funding looks thin"]
    last = view.model.index(view.model.rowCount() - 1)
    local = at.astimezone()
    assert f"Snippet: funding looks thin, Snippet · Firefox · {local:%H:%M}" == last.data(
        Qt.ItemDataRole.AccessibleTextRole)
    assert "Firefox" in last.data(Qt.ItemDataRole.ToolTipRole)


def test_rows_are_painted_with_their_source_colour(qtbot: Any, core: CoreServices, view: TimelineView) -> None:
    for source in SourceType:
        core.tree.add_memory(source, text=f"a {source.value}")
    loaded(qtbot, view, view.reload)
    image = view.list.viewport().grab().toImage()
    colors = {QColor(image.pixel(x, y)).name().upper()
              for x in range(0, 20) for y in range(0, min(image.height(), 300))}
    for source in SourceType:
        assert SOURCE_COLORS[source].name().upper() in colors, source


def test_in_process_changes_update_the_list(qtbot: Any, core: CoreServices, view: TimelineView) -> None:
    loaded(qtbot, view, view.reload)
    first = core.tree.add_memory(SourceType.SNIPPET, text="first")
    loaded(qtbot, view)
    assert view.model.titles() == ["first"]
    loaded(qtbot, view, lambda: core.tree.add_memory(SourceType.SNIPPET, text="second"))
    assert view.model.titles() == ["second", "first"]
    loaded(qtbot, view, lambda: core.tree.edit_memory(first.id, title="renamed"))
    assert view.model.titles() == ["second", "renamed"]
    loaded(qtbot, view, lambda: core.tree.set_archived([first.id]))
    assert view.model.titles() == ["second"]  # archived memories leave the timeline
    loaded(qtbot, view, core.tree.undo)
    assert view.model.titles() == ["second", "renamed"]
    ids = [m.id for m in core.store.memories()]
    loaded(qtbot, view, lambda: core.tree.delete_memories(ids))
    assert view.model.memory_count() == 0
    assert view.stack.currentWidget() is view.message


def test_selection_survives_a_reload(qtbot: Any, core: CoreServices, view: TimelineView) -> None:
    keep = core.tree.add_memory(SourceType.SNIPPET, text="keep me selected")
    loaded(qtbot, view, view.reload)
    view.list.setCurrentIndex(view.model.index(view.model.row_of(keep.id)))
    loaded(qtbot, view, lambda: core.tree.add_memory(SourceType.SNIPPET, text="newer"))
    assert view.selected_ids() == [keep.id]


def test_an_outside_writer_appears_after_notification(qtbot: Any, core: CoreServices,
                                                      view: TimelineView) -> None:
    loaded(qtbot, view, view.reload)
    terminal = open_core(str(core.data_dir))  # `contexty add` in another process, same database
    try:
        terminal.tree.add_memory(SourceType.SNIPPET, text="added from a terminal")
    finally:
        terminal.close()
    assert view.model.memory_count() == 0  # nobody told us yet
    loaded(qtbot, view, view.watcher.check)  # type: ignore[attr-defined]  # window activation fallback
    assert view.model.titles() == ["added from a terminal"]


def test_ten_thousand_memories_load_off_the_gui_thread(qtbot: Any, core: CoreServices,
                                                       view: TimelineView) -> None:
    start = datetime(2026, 1, 1, tzinfo=UTC)
    with core.tree.macro("bulk"):
        for i in range(10_000):
            core.tree.add_memory(SourceType.SNIPPET if i % 3 else SourceType.OBSERVATION,
                                 text=f"memory number {i}", captured_at=start + timedelta(minutes=7 * i))
    view.reload()
    # the read runs on the pool and its rows come back through the event loop: reload() only schedules it, so
    # nothing is loaded yet when it returns (a property, not a stopwatch: timings stay out of the suite)
    assert view.model.memory_count() == 0
    with qtbot.waitSignal(view.loaded, timeout=20000):
        pass
    assert view.model.memory_count() == 10_000
    assert view.model.titles(1) == ["memory number 9999"]
    view.list.scrollToBottom()
    qtbot.wait(10)


def test_with_the_canvas_mirror_it_keeps_no_copy_of_its_own_and_shows_pulled_memories(
        qtbot: Any, core: CoreServices, runner: TaskRunner) -> None:
    from contexty_qt.core.longterm.reuse import pull_memories
    from contexty_qt.core.longterm.workspaces import Workspaces
    from contexty_qt.ui.canvas.mirror import TreeMirror

    elsewhere = Workspaces(core.tree).create("Elsewhere").id
    other = core.tree.add_memory(SourceType.SNIPPET, text="from another workspace", workspace_id=elsewhere)
    bridge = EventBridge(core.bus)
    mirror = TreeMirror(core.tree, runner)
    bridge.changed.connect(mirror.on_changes)
    timeline = TimelineView(core.store, runner, mirror=mirror)
    bridge.changed.connect(timeline.on_changes)  # as MainWindow wires it: ignored, the mirror tells
    qtbot.addWidget(timeline)
    try:
        assert timeline.is_loading()  # until the mirror's first read
        loaded(qtbot, timeline, mirror.reload)
        assert timeline.model.memory_count() == 0
        first = core.tree.add_memory(SourceType.SNIPPET, text="first")
        loaded(qtbot, timeline)
        assert timeline.model.titles() == ["first"]
        loaded(qtbot, timeline, lambda: pull_memories(core.tree, [other.id], core.store.default_workspace_id()))
        assert set(timeline.model.titles()) == {"first", "from another workspace"}  # pulled ones show too
        loaded(qtbot, timeline, lambda: core.tree.set_archived([first.id]))
        assert timeline.model.titles() == ["from another workspace"]
    finally:
        timeline.close_view()
        mirror.close()
        bridge.close()
