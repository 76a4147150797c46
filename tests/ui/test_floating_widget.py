"""The floating widget: its buttons, the visible observation state, the chat button waiting for
chat, the pending badge, and a position that is remembered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QGuiApplication, QMouseEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from contexty_qt.core.settings import Settings
from contexty_qt.ui.floating_widget import CHAT_UNAVAILABLE, POS_KEY, FloatingWidget

# A Qt.Tool window is raised when shown, and the bar resizes to its content while shown; the
# offscreen test platform can do neither and says so.
pytestmark = pytest.mark.qt_log_ignore("does not support raise", "does not support propagateSizeHints")


@pytest.fixture
def settings(tmp_path: object) -> Settings:
    from pathlib import Path

    return Settings(Path(str(tmp_path)) / "settings.json")


@pytest.fixture
def widget(qtbot: QtBot, settings: Settings) -> FloatingWidget:
    widget = FloatingWidget(settings)
    qtbot.addWidget(widget)
    widget.restore_position()
    with qtbot.waitExposed(widget):  # waitExposed is a context manager: a bare call waits for nothing
        widget.show()
    return widget


def test_snippet_buttons_emit_requests(qtbot: QtBot, widget: FloatingWidget) -> None:
    with qtbot.waitSignal(widget.region_requested):
        qtbot.mouseClick(widget.region_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(widget.text_requested):
        qtbot.mouseClick(widget.text_button, Qt.MouseButton.LeftButton)


def test_observation_toggle_shows_its_state(qtbot: QtBot, widget: FloatingWidget) -> None:
    assert "Observe" in widget.observe_button.text() and not widget.observe_button.isChecked()
    with qtbot.waitSignal(widget.observation_toggled) as toggled:
        qtbot.mouseClick(widget.observe_button, Qt.MouseButton.LeftButton)
    assert toggled.args == [True]
    # a request only: the state shown is the real one until the owner confirms it
    assert widget.observe_button.text() == "○ Observe" and not widget.observe_button.isChecked()
    with qtbot.assertNotEmitted(widget.observation_toggled):
        widget.set_observation(True)  # state pushed from outside (controller, tray) is not echoed
    assert widget.observe_button.text() == "● Observing" and "ON" in widget.observe_button.toolTip()
    with qtbot.waitSignal(widget.observation_toggled) as toggled:
        qtbot.mouseClick(widget.observe_button, Qt.MouseButton.LeftButton)
    assert toggled.args == [False] and widget.observe_button.isChecked()


def test_pause_menu_requests_a_pause_or_a_resume(qtbot: QtBot, widget: FloatingWidget) -> None:
    actions = widget.pause_menu.actions()
    assert [a.text() for a in actions] == ["Pause for 15 minutes", "Pause for 1 hour", "Resume now"]
    with qtbot.waitSignal(widget.pause_requested) as paused:
        actions[1].trigger()
    assert paused.args == [60.0]
    with qtbot.waitSignal(widget.pause_requested) as resumed:
        actions[2].trigger()
    assert resumed.args == [0.0]


def test_chat_is_disabled_with_a_reason_until_chat_exists(qtbot: QtBot, widget: FloatingWidget) -> None:
    assert not widget.chat_button.isEnabled() and widget.chat_button.toolTip() == CHAT_UNAVAILABLE
    widget.set_chat_available(True)
    with qtbot.waitSignal(widget.chat_requested):
        qtbot.mouseClick(widget.chat_button, Qt.MouseButton.LeftButton)


def test_pending_badge(widget: FloatingWidget) -> None:
    assert widget.badge.isHidden()
    widget.set_pending(3)
    assert widget.badge.isVisible() and widget.badge.text() == "3" and "3 AI steps" in widget.badge.toolTip()
    widget.set_pending(250)
    assert widget.badge.text() == "99+"
    widget.set_pending(0)
    assert widget.badge.isHidden()


def test_never_takes_focus(widget: FloatingWidget) -> None:
    assert widget.windowFlags() & Qt.WindowType.WindowDoesNotAcceptFocus
    assert widget.windowFlags() & Qt.WindowType.WindowStaysOnTopHint
    assert all(b.focusPolicy() == Qt.FocusPolicy.NoFocus
               for b in (widget.region_button, widget.text_button, widget.observe_button, widget.chat_button))


def send_mouse(widget: FloatingWidget, kind: QEvent.Type, global_pos: QPoint,
               buttons: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    local = QPointF(widget.mapFromGlobal(global_pos))
    event = QMouseEvent(kind, local, QPointF(global_pos), Qt.MouseButton.LeftButton, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def test_dragging_moves_the_widget_and_remembers_where(widget: FloatingWidget, settings: Settings) -> None:
    start = widget.mapToGlobal(widget.grip.geometry().center())
    before = widget.pos()
    send_mouse(widget, QEvent.Type.MouseButtonPress, start)
    send_mouse(widget, QEvent.Type.MouseMove, start + QPoint(-150, -120))
    send_mouse(widget, QEvent.Type.MouseButtonRelease, start + QPoint(-150, -120), Qt.MouseButton.NoButton)
    assert widget.pos() == before + QPoint(-150, -120)
    assert settings.get(POS_KEY) == [widget.x(), widget.y()]


def test_position_is_restored_and_clamped_onto_a_screen(qtbot: QtBot, settings: Settings) -> None:
    settings.set(POS_KEY, [50, 60])
    widget = FloatingWidget(settings)
    qtbot.addWidget(widget)
    widget.restore_position()
    assert widget.pos() == QPoint(50, 60)
    settings.set(POS_KEY, [99999, 99999])  # a monitor that is gone
    widget.restore_position()
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert area.contains(widget.geometry())
