"""The memo popup (CAP-2): what was captured, a memo field, Send (Enter) and Cancel (Esc).

It appears near the pointer on the screen the pointer is on, above other windows, and takes the
keyboard focus so the memo can be typed at once. The popup itself never writes anything: Send
emits `send_requested(memo)`, the owner commits the memory off the GUI thread and closes the
popup only once the commit succeeded (`finish()`), or shows the error and keeps the memo
(`show_error()`), so nothing the user typed is lost on a failed save.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from PySide6.QtCore import QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QCursor, QGuiApplication, QImage, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.core.model import Provenance, utcnow
from contexty_qt.ui.markup.editor import MarkupEditor

PREVIEW_MAX = QSize(640, 360)  # most snippets fit 1:1 (scaled text blurs)
TEXT_PREVIEW_CHARS = 4000
MEMO_PLACEHOLDER = "Your thought about this…"
KEYS_HINT = "Enter sends · Shift+Enter new line · Esc cancels"
SOURCE_TOOLTIP_CHARS = 1000  # per provenance value: a hostile window title may be megabytes long


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def isolate(text: str) -> str:
    """Wrap in FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE (Unicode bidi): overrides and embeddings
    inside `text` end at its end, so they cannot reorder the text around it."""
    return f"\u2068{text}\u2069" if text else text


def headless() -> bool:
    """The offscreen/minimal platforms (tests) have no stacking or grabs and warn when asked."""
    return QGuiApplication.platformName() in ("offscreen", "minimal")


def wayland() -> bool:
    """Qt runs as a Wayland client: no window placement, no grabs, focus through xdg-activation."""
    return QGuiApplication.platformName().startswith("wayland")


def float_on_wayland(widget: QWidget) -> None:
    """On Wayland a client cannot place its windows, and tiling compositors (sway) tile every
    resizable toplevel: a fixed size (min == max) is what makes them float it, at its own size."""
    if wayland():
        widget.setFixedSize(widget.sizeHint().expandedTo(widget.minimumSizeHint()))


def raise_window(widget: QWidget) -> None:
    if not headless():
        widget.raise_()
    widget.activateWindow()


@dataclass
class CapturePayload:
    """What the popup shows and the commit stores."""

    provenance: Provenance
    text: str = ""
    image: QImage | None = None  # the region, at physical resolution
    note: str = ""  # e.g. "Nothing was selected, so the clipboard was used instead."
    captured_at: datetime = field(default_factory=utcnow)

    @property
    def kind(self) -> str:
        return "image" if self.image is not None else "text"


class MemoEdit(QPlainTextEdit):
    """Enter sends; Shift+Enter inserts a newline (a plain one, not Qt's U+2028 line separator)."""

    submitted = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.textCursor().insertText("\n")
            else:
                self.submitted.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class MemoPopup(QFrame):
    send_requested = Signal(str)
    cancelled = Signal()

    def __init__(self, payload: CapturePayload, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.payload = payload
        self._busy = False
        self._done = False
        self.markup: MarkupEditor | None = None
        self.setObjectName("memoPopup")
        # A frameless dialog that stays on top: window managers place dialogs where asked
        # (a normal window may be maximised by a tiling or mobile WM) and give them focus.
        self.setWindowFlags(Qt.WindowType.Dialog | Qt.WindowType.FramelessWindowHint
                            | Qt.WindowType.WindowStaysOnTopHint)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)  # the owner decides its life
        self.setWindowTitle("Contexty — add a memo")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#memoPopup { background: palette(window); border: 1px solid palette(mid); border-radius: 8px; }"
            "#memoSource { color: palette(placeholder-text); }"
            "#memoNote { color: #9a6700; }"
            "#memoError { color: #cf222e; }"
            "#memoPreview { background: palette(base); border: 1px solid palette(midlight); }")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(8)

        heading = QLabel("Screenshot snippet" if payload.kind == "image" else "Text snippet")
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        layout.addWidget(heading)

        self.source_label = QLabel(self._source_text(payload.provenance))
        self.source_label.setObjectName("memoSource")
        self.source_label.setTextFormat(Qt.TextFormat.PlainText)
        self.source_label.setMaximumWidth(PREVIEW_MAX.width())
        self.source_label.setToolTip("\n".join(clip(v, SOURCE_TOOLTIP_CHARS) for v in (
            payload.provenance.app, payload.provenance.window_title, payload.provenance.url) if v))
        layout.addWidget(self.source_label)

        if payload.note:
            self.note_label = QLabel(payload.note)
            self.note_label.setObjectName("memoNote")
            self.note_label.setWordWrap(True)
            layout.addWidget(self.note_label)

        self.preview = self._build_preview(payload)
        layout.addWidget(self.preview)

        self.memo = MemoEdit()
        self.memo.setObjectName("memoField")
        self.memo.setPlaceholderText(MEMO_PLACEHOLDER)
        self.memo.setTabChangesFocus(True)
        self.memo.setFixedHeight(self.memo.fontMetrics().lineSpacing() * 3 + 16)
        self.memo.submitted.connect(self.request_send)
        layout.addWidget(self.memo)

        self.error_label = QLabel()
        self.error_label.setObjectName("memoError")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        layout.addWidget(self.error_label)

        buttons = QHBoxLayout()
        self.status_label = QLabel(KEYS_HINT)
        self.status_label.setObjectName("memoSource")
        buttons.addWidget(self.status_label, 1)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setToolTip("Discard this snippet (Esc)")
        self.cancel_button.clicked.connect(self.request_cancel)
        self.send_button = QPushButton("Send")
        self.send_button.setToolTip("Save the snippet with your memo (Enter)")
        self.send_button.setDefault(True)
        self.send_button.clicked.connect(self.request_send)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.send_button)
        layout.addLayout(buttons)

        self.setFocusProxy(self.memo)
        self.adjustSize()

    # ---- building ----------------------------------------------------------------------------
    @staticmethod
    def _source_text(provenance: Provenance) -> str:
        # each part isolated: a right-to-left override in a window title must not reorder the rest
        parts = [isolate(clip(p, 90)) for p in (provenance.app, provenance.window_title) if p]
        text = " — ".join(parts) if parts else "Unknown window"
        if provenance.url:
            text += f"  ({isolate(clip(provenance.url, 90))})"
        return text if len(text) <= 90 else text[:89] + "…"

    def _build_preview(self, payload: CapturePayload) -> QWidget:
        if payload.image is not None:
            # a region capture is marked up here, before anything is saved (see ui/markup)
            self.markup = MarkupEditor(payload.image, PREVIEW_MAX, self)
            self.markup.changed.connect(self._on_markup_changed)
            self.markup.canvas.text_finished.connect(lambda: self.memo.setFocus(Qt.FocusReason.OtherFocusReason))
            self.markup.canvas.setObjectName("memoPreview")
            return self.markup
        text = payload.text
        if len(text) > TEXT_PREVIEW_CHARS:
            text = text[:TEXT_PREVIEW_CHARS] + f"\n… ({len(payload.text) - TEXT_PREVIEW_CHARS:,} more characters)"
        view = QPlainTextEdit(text)
        view.setObjectName("memoPreview")
        view.setReadOnly(True)
        view.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        view.setTabChangesFocus(True)
        lines = max(2, min(8, text.count("\n") + 1 + len(text) // 70))
        view.setFixedHeight(view.fontMetrics().lineSpacing() * lines + 14)
        view.setMinimumWidth(420)
        return view

    def _on_markup_changed(self) -> None:
        if self.isVisible():  # a crop shrinks the picture: shrink the popup with it
            self.adjustSize()

    def final_image(self) -> QImage | None:
        """The image to save: the capture with the user's markup (blurred pixels are gone)."""
        return self.markup.image() if self.markup is not None else self.payload.image

    @property
    def marked_up(self) -> bool:
        return self.markup is not None and self.markup.modified

    # ---- showing -----------------------------------------------------------------------------
    def popup(self, at: QPoint | None = None) -> None:
        """Show near `at` (default: the pointer), inside that screen, and take the focus."""
        self.place_near(at if at is not None else QCursor.pos())
        self.show()
        self.bring_to_front()

    def place_near(self, point: QPoint) -> None:
        screen = QGuiApplication.screenAt(point) or QGuiApplication.primaryScreen()
        if screen is not None:
            self.setScreen(screen)
        self.adjustSize()
        size = self.sizeHint().expandedTo(self.minimumSizeHint())
        area = screen.availableGeometry() if screen is not None else QRect(0, 0, 1920, 1080)
        x, y = point.x() + 16, point.y() + 16  # below-right of the pointer, not under it
        if x + size.width() > area.right():
            x = point.x() - 16 - size.width()
        if y + size.height() > area.bottom():
            y = point.y() - 16 - size.height()
        x = max(area.left(), min(x, area.right() - size.width()))
        y = max(area.top(), min(y, area.bottom() - size.height()))
        self.move(x, y)
        float_on_wayland(self)

    def bring_to_front(self) -> None:
        """Raise and focus; used again when a second capture hotkey arrives while this is open."""
        raise_window(self)
        self.memo.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def flash(self) -> None:
        """A short visual nudge: "this popup is still waiting for you"."""
        self.bring_to_front()
        self.status_label.setText("Finish or cancel this snippet first.")
        QTimer.singleShot(2500, self, self._clear_status)

    def _clear_status(self) -> None:
        if not self._busy:
            self.status_label.setText(KEYS_HINT)

    # ---- sending -----------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._busy

    def memo_text(self) -> str:
        return self.memo.toPlainText().strip()

    def request_send(self) -> None:
        if self._busy or self._done:
            return
        self.set_busy(True)
        self.send_requested.emit(self.memo_text())

    def request_cancel(self) -> None:
        if self._busy or self._done:
            return  # the commit is in flight: it will finish or report an error
        self._done = True
        self.hide()
        self.cancelled.emit()

    def set_busy(self, busy: bool) -> None:
        self._busy = busy
        self.send_button.setEnabled(not busy)
        self.cancel_button.setEnabled(not busy)
        self.memo.setReadOnly(busy)
        if self.markup is not None:
            self.markup.setEnabled(not busy)  # the picture being saved is the one on screen
        self.status_label.setText("Saving…" if busy else KEYS_HINT)

    def show_error(self, message: str) -> None:
        self.set_busy(False)
        self.error_label.setText(f"Not saved: {message}")
        self.error_label.show()
        float_on_wayland(self)
        self.bring_to_front()

    def finish(self) -> None:
        """The memory is committed: close for good."""
        self._busy = False
        self._done = True
        self.hide()

    # ---- keys and closing --------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.request_cancel()
            event.accept()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._busy:
            event.ignore()  # never vanish while the save is in flight
            return
        if not self._done:
            self._done = True
            self.cancelled.emit()
        super().closeEvent(event)

    @property
    def done(self) -> bool:
        return self._done
