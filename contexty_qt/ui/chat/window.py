"""The floating chat window (CHAT-1, CAP-8): frameless but movable by its title bar, resizable from
its corner, always on top, showing the same ChatSession as the main window's chat panel."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QMouseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizeGrip,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.core.settings import Settings
from contexty_qt.ui.chat.model import ChatSession
from contexty_qt.ui.chat.view import ChatView

DEFAULT_SIZE = (380, 520)


class TitleBar(QFrame):
    """Drag here to move the window (it has no frame of its own)."""

    def __init__(self, window: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("floatingChatTitle")
        self._window = window
        self._grab: QPoint | None = None
        self.setCursor(Qt.CursorShape.SizeAllCursor)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            handle = self._window.windowHandle()
            if handle is not None and handle.startSystemMove():  # the window manager moves it (Wayland too)
                event.accept()
                return
            self._grab = event.globalPosition().toPoint() - self._window.frameGeometry().topLeft()
            event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._grab is not None and event.buttons() & Qt.MouseButton.LeftButton:
            self._window.move(event.globalPosition().toPoint() - self._grab)
            event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._grab = None


class FloatingChatWindow(QWidget):
    settings_requested = Signal()

    def __init__(self, session: ChatSession, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window | Qt.WindowType.FramelessWindowHint
                         | Qt.WindowType.WindowStaysOnTopHint)
        self.setObjectName("floatingChat")
        self.setWindowTitle("Contexty chat")
        self.session = session
        self.settings = settings
        self.setStyleSheet("#floatingChat { background: palette(window); border: 1px solid palette(mid); }"
                           "#floatingChatTitle { background: #2f5d9e; } #floatingChatTitle QLabel { color: white; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(1, 1, 1, 1)
        layout.setSpacing(0)
        self.title_bar = TitleBar(self, self)
        bar = QHBoxLayout(self.title_bar)
        bar.setContentsMargins(8, 4, 4, 4)
        label = QLabel("Contexty chat", self.title_bar)
        font = label.font()
        font.setBold(True)
        label.setFont(font)
        bar.addWidget(label)
        self.threads = QComboBox(self.title_bar)
        self.threads.setObjectName("floatingThreads")
        self.threads.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.threads.setMinimumContentsLength(12)
        self.threads.activated.connect(self._pick_thread)
        bar.addWidget(self.threads, 1)
        new = QToolButton(self.title_bar)
        new.setText("+")
        new.setToolTip("New thread")
        new.clicked.connect(session.new_thread)
        bar.addWidget(new)
        close = QToolButton(self.title_bar)
        close.setObjectName("floatingChatClose")
        close.setText("×")
        close.setToolTip("Hide (the chat stays in the main window)")
        close.clicked.connect(self.hide)
        bar.addWidget(close)
        layout.addWidget(self.title_bar)
        self.view = ChatView(session, self)
        self.view.settings_requested.connect(self.settings_requested)
        layout.addWidget(self.view, 1)
        grip_row = QHBoxLayout()
        grip_row.setContentsMargins(0, 0, 0, 0)
        grip_row.addStretch(1)
        grip_row.addWidget(QSizeGrip(self), 0, Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignRight)
        layout.addLayout(grip_row)
        session.threads_changed.connect(self._fill_threads)
        session.thread_changed.connect(self._fill_threads)
        self._fill_threads()
        self.resize(*DEFAULT_SIZE)

    def _fill_threads(self, *_args: object) -> None:
        self.threads.blockSignals(True)
        self.threads.clear()
        for thread in self.session.all_threads():
            self.threads.addItem(thread.title, thread.id)
            if thread.id == self.session.thread_id:
                self.threads.setCurrentIndex(self.threads.count() - 1)
        self.threads.blockSignals(False)

    def _pick_thread(self, index: int) -> None:
        thread_id = self.threads.itemData(index)
        if thread_id is not None and thread_id != self.session.thread_id:
            self.session.switch_thread(int(thread_id))

    def open(self) -> None:
        """Show, raise and focus the input (the floating widget's "Chat" button)."""
        if not self.isVisible():
            self._place()
        self.show()
        self.raise_()
        self.activateWindow()
        self.view.input.edit.setFocus()

    def _place(self) -> None:
        saved = self.settings.get("ui.floating_chat_geometry") if self.settings is not None \
            and self._has_geometry_setting() else []
        screen = QGuiApplication.primaryScreen()
        area = screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)
        if isinstance(saved, list) and len(saved) == 4:
            rect = QRect(*(int(v) for v in saved))
            if area.intersects(rect):
                self.setGeometry(rect)
                return
        width, height = DEFAULT_SIZE
        self.setGeometry(area.right() - width - 24, area.bottom() - height - 24, width, height)

    def _has_geometry_setting(self) -> bool:
        from contexty_qt.core.settings import SCHEMA_BY_KEY

        return self.settings is not None and "ui.floating_chat_geometry" in SCHEMA_BY_KEY

    def hideEvent(self, event: object) -> None:
        if self._has_geometry_setting() and self.settings is not None:
            g = self.geometry()
            self.settings.set("ui.floating_chat_geometry", [g.x(), g.y(), g.width(), g.height()])
        super().hideEvent(event)  # type: ignore[arg-type]

    def closeEvent(self, event: QCloseEvent) -> None:
        event.ignore()
        self.hide()
