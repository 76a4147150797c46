"""Main window (UI-1): four panels, persisted layout, undo/redo with descriptive text, hide on close."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QLabel, QLineEdit, QListView, QTextEdit

from contexty_qt.core.model import SourceType
from contexty_qt.core.services import CoreServices, open_core
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.main_window import DEFAULT_SIZES, MainWindow, PlaceholderPanel, action_text

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")

WindowFactory = Callable[..., MainWindow]


@pytest.fixture
def make_window(qtbot: Any, core: CoreServices) -> Iterator[WindowFactory]:
    runner = TaskRunner()
    bridges: list[EventBridge] = []
    windows: list[MainWindow] = []

    def make(keep_running_on_close: bool = True) -> MainWindow:
        bridge = EventBridge(core.bus, core.tree.undo_stack)
        bridges.append(bridge)
        window = MainWindow(core.tree, core.settings, bridge, ExternalChangeWatcher(core.store), runner,
                            keep_running_on_close=keep_running_on_close)
        qtbot.addWidget(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.shutdown()
    for bridge in bridges:
        bridge.close()
    runner.shutdown()


def settle(qtbot: Any, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.timeline.is_loading(), timeout=5000)


def test_four_panels_in_order_and_honest_placeholders(qtbot: Any, make_window: WindowFactory) -> None:
    window = make_window()
    splitter = window.splitter
    assert splitter.count() == 4
    assert [splitter.widget(i) for i in range(4)] == [window.threads, window.tabs, window.canvas, window.chat]
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == ["Timeline", "Overview"]
    assert window.tabs.widget(0) is window.timeline
    for panel in (window.threads, window.overview, window.canvas, window.chat):
        assert isinstance(panel, PlaceholderPanel)
        assert "later version" in panel.message.text()
        # nothing in a placeholder can be clicked or typed into
        for control in (QAbstractButton, QLineEdit, QTextEdit, QAbstractItemView):
            assert panel.findChildren(control) == []
    assert window.timeline.findChild(QListView) is not None
    settle(qtbot, window)


def test_feature_panels_replace_their_placeholders(qtbot: Any, core: CoreServices) -> None:
    runner = TaskRunner()
    bridge = EventBridge(core.bus)
    canvas = QLabel("a real canvas")
    window = MainWindow(core.tree, core.settings, bridge, ExternalChangeWatcher(core.store), runner,
                        panels={"canvas": canvas})
    qtbot.addWidget(window)
    try:
        assert window.canvas is canvas and window.splitter.widget(2) is canvas
        assert isinstance(window.chat, PlaceholderPanel)
        with pytest.raises(ValueError, match="unknown panel slots"):
            MainWindow(core.tree, core.settings, bridge, ExternalChangeWatcher(core.store), runner,
                       panels={"sidebar": QLabel()})
    finally:
        window.shutdown()
        bridge.close()
        runner.shutdown()


def test_undo_redo_actions_describe_the_step_and_work(qtbot: Any, core: CoreServices,
                                                      make_window: WindowFactory) -> None:
    window = make_window()
    window.show()
    settle(qtbot, window)
    assert window.undo_action.text() == "Undo" and not window.undo_action.isEnabled()
    assert window.redo_action.text() == "Redo" and not window.redo_action.isEnabled()
    assert window.undo_action.shortcut().toString() == "Ctrl+Z"
    assert "Ctrl+Shift+Z" in [s.toString() for s in window.redo_action.shortcuts()]

    memory = core.tree.add_memory(SourceType.SNIPPET, text="Q3 & Q4 funding")
    qtbot.waitUntil(lambda: window.undo_action.isEnabled())
    assert window.undo_action.text() == "Undo Add snippet “Q3 && Q4 funding”"  # && shows one "&"
    qtbot.waitUntil(lambda: window.timeline.model.memory_count() == 1)

    window.undo_action.trigger()
    qtbot.waitUntil(lambda: window.timeline.model.memory_count() == 0)
    assert window.redo_action.text() == "Redo Add snippet “Q3 && Q4 funding”"
    assert window.redo_action.isEnabled() and not window.undo_action.isEnabled()
    assert "Undid: Add snippet" in window.statusBar().currentMessage()

    window.redo_action.trigger()
    qtbot.waitUntil(lambda: window.timeline.model.titles() == ["Q3 & Q4 funding"])
    assert core.store.get_memory(memory.id).text == "Q3 & Q4 funding"


def test_keyboard_shortcuts_reach_undo_and_redo(qtbot: Any, core: CoreServices,
                                                make_window: WindowFactory) -> None:
    window = make_window()
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    core.tree.add_memory(SourceType.SNIPPET, text="shortcut")
    qtbot.waitUntil(lambda: window.undo_action.isEnabled())
    window.timeline.list.setFocus()
    qtbot.keyClick(window.timeline.list, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: core.store.counts()["memories"] == 0)
    qtbot.keyClick(window.timeline.list, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: core.store.counts()["memories"] == 1)
    settle(qtbot, window)


def test_an_undo_that_cannot_apply_is_reported_not_raised(qtbot: Any, core: CoreServices,
                                                          make_window: WindowFactory) -> None:
    window = make_window()
    memory = core.tree.add_memory(SourceType.SNIPPET, text="edited elsewhere")
    core.tree.edit_memory(memory.id, title="mine")
    other = open_core(str(core.data_dir))
    try:
        other.tree.delete_memories([memory.id])  # another process removed it meanwhile
    finally:
        other.close()
    window.undo()
    assert "Cannot undo" in window.statusBar().currentMessage()
    settle(qtbot, window)


def test_action_text_is_shortened_and_escaped() -> None:
    assert action_text("Undo", None) == "Undo"
    long = action_text("Undo", "Add snippet “" + "x" * 200 + "”")
    assert len(long) <= len("Undo ") + 60 and long.endswith("…")


def test_layout_is_saved_and_restored(qtbot: Any, core: CoreServices, make_window: WindowFactory) -> None:
    first = make_window()
    with qtbot.waitExposed(first):
        first.show()
    assert first.splitter.sizes() != [0, 0, 0, 0]
    first.resize(790, 560)  # the offscreen screen is 800x600; restoreGeometry clamps to it
    first.splitter.setSizes([130, 300, 170, 172])
    wanted = first.splitter.sizes()
    first.close()  # hides to the tray and remembers the layout
    assert core.settings.get("ui.main_splitter") == wanted
    assert core.settings.get("ui.main_geometry")

    second = make_window()
    with qtbot.waitExposed(second):
        second.show()
    assert second.splitter.sizes() == wanted
    assert (second.width(), second.height()) == (790, 560)
    settle(qtbot, first)
    settle(qtbot, second)


def test_broken_saved_layout_falls_back_to_defaults(qtbot: Any, core: CoreServices,
                                                    make_window: WindowFactory) -> None:
    core.settings.set("ui.main_splitter", ["a", "b"])
    core.settings.set("ui.main_geometry", "not base64 geometry")
    window = make_window()
    sizes = window.splitter.sizes()
    assert len(sizes) == 4 and all(s > 0 for s in sizes)
    assert sum(DEFAULT_SIZES) > 0
    settle(qtbot, window)


def test_closing_hides_to_tray_or_quits_without_a_tray(qtbot: Any, make_window: WindowFactory) -> None:
    window = make_window(keep_running_on_close=True)
    window.show()
    with qtbot.waitSignal(window.hidden_to_tray):
        window.close()
    assert not window.isVisible()
    window.bring_to_front()
    assert window.isVisible()

    no_tray = make_window(keep_running_on_close=False)
    no_tray.show()
    event = QCloseEvent()
    with qtbot.waitSignal(no_tray.quit_requested):
        no_tray.closeEvent(event)
    assert event.isAccepted()
    settle(qtbot, window)
    settle(qtbot, no_tray)


def test_activation_checks_for_outside_writers(qtbot: Any, core: CoreServices,
                                               make_window: WindowFactory) -> None:
    window = make_window()
    window.show()
    settle(qtbot, window)
    other = open_core(str(core.data_dir))
    try:
        other.tree.add_memory(SourceType.SNIPPET, text="from the terminal")
    finally:
        other.close()
    window.event(QEvent(QEvent.Type.WindowActivate))
    qtbot.waitUntil(lambda: window.timeline.model.titles() == ["from the terminal"])
    assert window.count_label.text() == "1 memory"
    assert window.status()["memories"] == 1


def test_laptop_first_start_gives_the_canvas_most_of_the_window() -> None:
    from contexty_qt.ui.main_window import WIDE_SCREEN, default_layout

    sizes, hidden = default_layout(1366)
    assert hidden == {"threads"}
    shown = [s for i, s in enumerate(sizes) if i != 0]
    assert sizes[2] > sum(shown) / 2  # the canvas: more than half of what is shown
    assert default_layout(WIDE_SCREEN)[1] == set()


def test_a_geometry_from_a_larger_screen_is_fitted_into_this_one() -> None:
    from PySide6.QtCore import QRect

    from contexty_qt.ui.main_window import fitted

    assert fitted(QRect(1500, 200, 1900, 1000), QRect(0, 0, 1366, 740)) == QRect(0, 0, 1366, 740)
    assert fitted(QRect(900, 600, 800, 500), QRect(0, 0, 1280, 800)) == QRect(480, 300, 800, 500)
    assert fitted(QRect(10, 10, 300, 200), QRect(0, 0, 1280, 800)) == QRect(10, 10, 300, 200)


def test_panels_hide_from_the_view_menu_and_stay_hidden(qtbot: Any, core: CoreServices,
                                                       make_window: WindowFactory) -> None:
    first = make_window()
    with qtbot.waitExposed(first):
        first.show()
    first.show_all_panels()
    first.panel_actions["chat"].trigger()  # the chat panel hides; the canvas takes its room
    assert first.chat.isHidden() and first.hidden_panels() == ["chat"]
    first.show_canvas_only()
    assert first.threads.isHidden() and first.tabs.isHidden() and not first.canvas.isHidden()
    first.close()
    assert core.settings.get("ui.hidden_panels") == ["threads", "memories", "chat"]
    second = make_window()
    with qtbot.waitExposed(second):
        second.show()
    assert second.chat.isHidden() and second.tabs.isHidden()
    second.panel_actions["memories"].trigger()
    assert not second.tabs.isHidden() and second.splitter.sizes()[1] > 0
    settle(qtbot, first)
    settle(qtbot, second)


def test_the_first_window_fits_a_small_screen(qtbot: Any, make_window: WindowFactory) -> None:
    window = make_window()  # the offscreen screen is 800x600
    with qtbot.waitExposed(window):
        window.show()
    screen = window.screen().availableGeometry()
    assert screen.contains(window.frameGeometry())
    assert window.hidden_panels() == ["threads"]  # narrower than a wide screen: laptop defaults
    settle(qtbot, window)
