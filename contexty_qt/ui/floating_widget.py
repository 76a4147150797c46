"""The floating widget (CAP-8): a small always-on-top bar over every application.

Region snippet, text snippet, observation on/off (its state always visible), open the floating
chat, and a badge counting AI work in progress. It never takes the keyboard focus, so clicking
"Text" keeps the selection of the application the user was in. Drag it by its grip (or any
spot that is not a button); the position is remembered in the setting ui.floating_pos.
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QPoint, QRect, Qt, Signal
from PySide6.QtGui import QGuiApplication, QMouseEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QToolButton, QWidget

from contexty_qt.core.settings import Settings
from contexty_qt.ui.memo_popup import float_on_wayland

POS_KEY = "ui.floating_pos"
CHAT_UNAVAILABLE = "The floating chat is not available yet."


class FloatingWidget(QFrame):
    region_requested = Signal()
    text_requested = Signal()
    observation_toggled = Signal(bool)
    pause_requested = Signal(float)  # minutes; 0 resumes
    chat_requested = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._drag_offset: QPoint | None = None
        self.setObjectName("floatingWidget")
        self.setWindowFlags(Qt.WindowType.Tool | Qt.WindowType.FramelessWindowHint
                            | Qt.WindowType.WindowStaysOnTopHint | Qt.WindowType.WindowDoesNotAcceptFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setWindowTitle("Contexty — capture bar")
        self.setStyleSheet(
            "#floatingWidget { background: palette(window); border: 1px solid palette(mid); border-radius: 6px; }"
            "QToolButton { padding: 3px 7px; }"
            "QToolButton#observeButton:checked { background: #1a7f37; color: white; border-radius: 4px; }"
            "#badge { background: #bf8700; color: white; border-radius: 8px; padding: 0 5px; font-weight: bold; }"
            "#grip { color: palette(mid); padding: 0 2px; }")

        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 3, 6, 3)
        layout.setSpacing(2)
        self.grip = QLabel("⠿")
        self.grip.setObjectName("grip")
        self.grip.setToolTip("Drag to move")
        self.grip.setCursor(Qt.CursorShape.SizeAllCursor)
        layout.addWidget(self.grip)

        self.region_button = self._button("Region", "Capture a screen region with a memo", self.region_requested)
        self.text_button = self._button("Text", "Capture the selected text with a memo", self.text_requested)
        self.observe_button = QToolButton()
        self.observe_button.setObjectName("observeButton")
        self.observe_button.setCheckable(True)
        self.observe_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.observe_button.toggled.connect(self._on_observe_toggled)
        # the arrow next to Observe: pause without switching observation off
        self.observe_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        pause_menu = QMenu(self.observe_button)
        for label, minutes in (("Pause for 15 minutes", 15.0), ("Pause for 1 hour", 60.0),
                               ("Resume now", 0.0)):
            action = pause_menu.addAction(label)
            action.triggered.connect(lambda _checked=False, m=minutes: self.pause_requested.emit(m))
        self.pause_menu = pause_menu
        self.observe_button.setMenu(pause_menu)
        layout.addWidget(self.region_button)
        layout.addWidget(self.text_button)
        layout.addWidget(self.observe_button)
        self.chat_button = self._button("Chat", CHAT_UNAVAILABLE, self.chat_requested)
        self.chat_button.setEnabled(False)
        layout.addWidget(self.chat_button)

        self.badge = QLabel()
        self.badge.setObjectName("badge")
        self.badge.hide()
        layout.addWidget(self.badge)
        self.set_observation(False)
        self.adjustSize()

    def _button(self, text: str, tip: str, signal: Any) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _checked=False: signal.emit())
        return button

    # ---- state from outside ------------------------------------------------------------------
    def set_observation(self, on: bool) -> None:
        """Reflect the observation state without emitting observation_toggled."""
        self.observe_button.blockSignals(True)
        self.observe_button.setChecked(on)
        self.observe_button.blockSignals(False)
        self._label_observation(on)

    def _label_observation(self, on: bool) -> None:
        self.observe_button.setText("● Observing" if on else "○ Observe")
        self.observe_button.setToolTip("Observation is ON: screenshots while you work in other apps. Click to stop."
                                       if on else "Observation is off. Click to take screenshots while you work.")
        self._fit()

    def _fit(self) -> None:
        """Resize to the content; a bar that grew past the screen edge moves back inside."""
        self.adjustSize()
        float_on_wayland(self)
        if self.isVisible():
            clamped = self._clamped(self.pos())
            if clamped != self.pos():
                self.move(clamped)

    def _on_observe_toggled(self, on: bool) -> None:
        # A click is a request: the button keeps showing the real state until the owner confirms
        # with set_observation() (turning on may first ask the user, or fail on this platform).
        self.set_observation(not on)
        self.observation_toggled.emit(on)

    def set_chat_available(self, available: bool, tooltip: str = "") -> None:
        self.chat_button.setEnabled(available)
        self.chat_button.setToolTip(tooltip or ("Open the floating chat" if available else CHAT_UNAVAILABLE))

    def set_pending(self, count: int) -> None:
        """Hook for the job queue: how many AI steps are waiting or running."""
        if count > 0:
            self.badge.setText(str(count) if count < 100 else "99+")
            self.badge.setToolTip(f"{count} AI step{'s' if count != 1 else ''} in progress")
            self.badge.show()
        else:
            self.badge.hide()
        self._fit()

    # ---- position ----------------------------------------------------------------------------
    def restore_position(self) -> None:
        """Where the user left it, if that spot is still on a screen; else bottom centre of the screen,
        over the canvas area of a maximised main window rather than a panel header or input."""
        self.adjustSize()
        float_on_wayland(self)
        saved = self._settings.get(POS_KEY)
        if isinstance(saved, list) and len(saved) == 2 and all(isinstance(v, int | float) for v in saved):
            point = QPoint(int(saved[0]), int(saved[1]))
            if any(s.availableGeometry().intersects(QRect(point, self.size())) for s in QGuiApplication.screens()):
                self.move(self._clamped(point))
                return
        screen = QGuiApplication.primaryScreen()
        if screen is not None:
            area = screen.availableGeometry()
            self.move(area.center().x() - self.width() // 2, area.bottom() - self.height() - 64)

    def _clamped(self, point: QPoint) -> QPoint:
        screen = QGuiApplication.screenAt(point + QPoint(self.width() // 2, self.height() // 2)) \
            or QGuiApplication.screenAt(point) or QGuiApplication.primaryScreen()
        if screen is None:
            return point
        area = screen.availableGeometry()
        x = max(area.left(), min(point.x(), area.right() - self.width() + 1))
        y = max(area.top(), min(point.y(), area.bottom() - self.height() + 1))
        return QPoint(x, y)

    def save_position(self) -> None:
        with contextlib.suppress(Exception):  # a read-only settings file must not break dragging
            self._settings.set(POS_KEY, [self.x(), self.y()])

    # ---- dragging ----------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._drag_offset = event.globalPosition().toPoint() - self.frameGeometry().topLeft()
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag_offset is not None and event.buttons() & Qt.MouseButton.LeftButton:
            self.move(self._clamped(event.globalPosition().toPoint() - self._drag_offset))
            event.accept()
        else:
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._drag_offset is not None and event.button() == Qt.MouseButton.LeftButton:
            self._drag_offset = None
            self.save_position()
            event.accept()
        else:
            super().mouseReleaseEvent(event)
