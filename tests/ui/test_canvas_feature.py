"""The canvas issue wired into the real main window: panels in their slots, Ctrl+Z through the
Edit menu, the Prompt-with-AI adapter over the pipeline's Regrouper interface."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from contexty_qt.core.model import NodeKind
from contexty_qt.core.services import CoreServices
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.canvas.feature import CanvasFeature
from contexty_qt.ui.main_window import MainWindow

pytest_plugins = ["tests.ui.canvas_support"]
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def window(qtbot: Any, core: CoreServices, runner: TaskRunner) -> Iterator[tuple[MainWindow, CanvasFeature, dict]]:
    from tests.ui.canvas_support import build_workspace

    ids = build_workspace(core)
    bridge = EventBridge(core.bus, core.tree.undo_stack)
    watcher = ExternalChangeWatcher(core.store)
    feature = CanvasFeature(core.tree, bridge, watcher, runner)
    main = MainWindow(core.tree, core.settings, bridge, watcher, runner, panels=feature.panels(),
                      keep_running_on_close=False)
    feature.attach(main)
    feature.canvas.scene.animate = False
    qtbot.addWidget(main)
    main.resize(1500, 900)
    main.show()
    qtbot.waitUntil(lambda: feature.mirror.loaded_once and not feature.canvas.is_busy(), timeout=5000)
    yield main, feature, ids
    feature.close()
    main.shutdown()
    bridge.close()


def settle(qtbot: Any, feature: CanvasFeature) -> None:
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not feature.canvas.is_busy(), timeout=5000)
    QApplication.processEvents()


def test_panels_sit_in_the_main_window(window: tuple[MainWindow, CanvasFeature, dict]) -> None:
    main, feature, _ids = window
    assert main.canvas is feature.canvas and main.overview is feature.overview
    assert main.tabs.indexOf(feature.overview) == 1
    assert feature.canvas.isVisible()


def test_canvas_gesture_shows_in_the_edit_menu_and_ctrl_z_undoes_it(
        window: tuple[MainWindow, CanvasFeature, dict], qtbot: Any) -> None:
    main, feature, ids = window
    tree = feature.tree
    feature.canvas.tree_actions.drop_cards([ids["m_aims"]], ids["trip"])
    settle(qtbot, feature)
    assert main.undo_action.text() == "Undo Move 1 memory to “Trip”"
    feature.canvas.view.setFocus()
    QTest.keyClick(main, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, feature)
    assert tree.store.get_memory(ids["m_aims"]).group_id == ids["grant"]
    QTest.keyClick(main, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    settle(qtbot, feature)
    assert tree.store.get_memory(ids["m_aims"]).group_id == ids["trip"]


def test_add_to_chat_reaches_the_feature_signal(window: tuple[MainWindow, CanvasFeature, dict]) -> None:
    _main, feature, ids = window
    got: list[tuple[list[int], list[int]]] = []
    feature.add_to_chat.connect(lambda m, b: got.append((m, b)))
    feature.canvas.tree_actions.add_to_chat.emit([ids["m_aims"]], [ids["trip"]])
    assert got == [([ids["m_aims"]], [ids["trip"]])]


def test_status_messages_go_to_the_status_bar(window: tuple[MainWindow, CanvasFeature, dict]) -> None:
    main, feature, ids = window
    feature.canvas.tree_actions.drop_group(ids["grant"], ids["reviews"])  # refused: its own child
    assert "cannot go inside itself" in main.statusBar().currentMessage()


@dataclass(frozen=True)
class Op:
    kind: str
    description: str
    memory_ids: tuple[int, ...] = ()
    group_id: int | None = None
    target: Any = None
    ref: str = ""
    name: str = ""
    src: Any = None
    dst: Any = None
    label: str = ""


@dataclass(frozen=True)
class Preview:
    summary: str
    operations: tuple[Op, ...]
    warnings: tuple[str, ...] = ()


class FakeRegrouper:
    """The interface of core/pipeline/regroup.py's Regrouper, recorded."""

    def __init__(self, tree: Any, ids: dict[str, int]) -> None:
        self.tree, self.ids = tree, ids
        self.applied: list[Preview] = []

    def propose(self, memory_ids: list[int], group_ids: list[int], instruction: str, *,
                workspace_id: int | None = None) -> Preview:
        return Preview("Put the flights with the budget", (
            Op("move", "Move “Flights to Lisbon” to “Grant proposal”", (self.ids["m_flight"],),
               target=self.ids["grant"]),
            Op("link", "Link the budget to the trip", src=(NodeKind.MEMORY, self.ids["m_budget"]),
               dst=(NodeKind.GROUP, self.ids["trip"]), label="pays for"),
        ), ("Left out: renaming a group outside the selection.",))

    def apply(self, preview: Preview) -> None:
        self.applied.append(preview)
        self.tree.move_memories([self.ids["m_flight"]], self.ids["grant"])


def test_prompt_with_ai_through_the_regrouper_interface(window: tuple[MainWindow, CanvasFeature, dict],
                                                        qtbot: Any) -> None:
    _main, feature, ids = window
    regrouper = FakeRegrouper(feature.tree, ids)
    made: list[FakeRegrouper] = []
    feature.use_regrouper(lambda: made.append(regrouper) or regrouper)  # a factory, as the app passes
    plans = feature.canvas.plans
    dialog = plans.open_prompt([ids["m_flight"]], [], feature.canvas)
    dialog.instruction.setPlainText("put travel costs with the grant")
    dialog.send.click()
    qtbot.waitUntil(lambda: plans.plan is not None, timeout=5000)
    panel = feature.canvas.plan_panel
    assert [panel.steps.item(i).text() for i in range(panel.steps.count())] == [
        "Move “Flights to Lisbon” to “Grant proposal”", "Link the budget to the trip"]
    assert "Left out" in panel.problems.text()
    assert feature.canvas.scene.cards[ids["m_flight"]].plan_note == "→ “Grant proposal”"
    panel.apply.click()
    settle(qtbot, feature)
    assert len(regrouper.applied) == 1 and made == [regrouper]  # built once, when first asked
    assert feature.tree.store.get_memory(ids["m_flight"]).group_id == ids["grant"]
