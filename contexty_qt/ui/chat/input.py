"""The message input: text, reference chips (@-mentions and "Add to Chat"), Send / Stop.

Typing @ opens a completer over memories and groups, matched fuzzily by title; Up/Down choose,
Enter or Tab take one, Esc closes. A taken reference becomes a chip above the text (× removes it).
Enter sends, Shift+Enter starts a new line.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QTextCursor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.core.chat.context import Reference, RefKind
from contexty_qt.ui.chat.flow import ChipBox
from contexty_qt.ui.chat.fuzzy import Candidate

_AT = re.compile(r"(?:^|(?<=\s))@([^\s@]{0,40})$")
KIND_LABEL = {"group": "group", "snippet": "snippet", "observation": "screen", "chat": "chat"}


class CompleterPopup(QListWidget):
    """The @ list: a child of the chat view, drawn above the input (works in the frameless window)."""

    chosen = Signal(object)  # Candidate

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("mentionCompleter")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setUniformItemSizes(True)
        self.itemClicked.connect(lambda item: self.chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.hide()

    def show_candidates(self, candidates: list[Candidate], anchor: QWidget) -> None:
        self.clear()
        for candidate in candidates:
            label = f"{candidate.title}   ·  {KIND_LABEL.get(candidate.kind, candidate.kind)}"
            item = QListWidgetItem(("▸ " if candidate.kind == "group" else "") + label)
            item.setData(Qt.ItemDataRole.UserRole, candidate)
            self.addItem(item)
        if not candidates:
            self.hide()
            return
        self.setCurrentRow(0)
        row = self.sizeHintForRow(0) if self.count() else 20
        height = min(8, self.count()) * row + 6
        parent = self.parentWidget()
        assert parent is not None
        top_left = anchor.mapTo(parent, QPoint(0, 0))
        self.setGeometry(top_left.x(), max(0, top_left.y() - height - 2), anchor.width(), height)
        self.show()
        self.raise_()

    def move_selection(self, step: int) -> None:
        if self.count():
            self.setCurrentRow((self.currentRow() + step) % self.count())

    def current(self) -> Candidate | None:
        item = self.currentItem()
        data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return data if isinstance(data, Candidate) else None


class MessageEdit(QPlainTextEdit):
    submit = Signal()
    focused = Signal()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focused.emit()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatInput")
        self.setAccessibleName("Message to the chat")
        self.setPlaceholderText("Ask about your memories… (@ to mention one)")
        self.setTabChangesFocus(False)
        self.popup: CompleterPopup | None = None
        self.setFixedHeight(64)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        popup = self.popup
        key = event.key()
        if popup is not None and popup.isVisible():
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                popup.move_selection(1 if key == Qt.Key.Key_Down else -1)
                return
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab):
                candidate = popup.current()
                if candidate is not None:
                    popup.chosen.emit(candidate)
                    return
            if key == Qt.Key.Key_Escape:
                popup.hide()
                return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.submit.emit()
            return
        super().keyPressEvent(event)


class ReferenceChip(QToolButton):
    removed = Signal(object)  # Reference

    def __init__(self, ref: Reference, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ref = ref
        self.title = title
        self.setObjectName("referenceChip")
        short = title if len(title) <= 30 else title[:29] + "…"
        self.setText(f"{'▸ ' if ref.kind is RefKind.GROUP else '@'}{short}  ×")
        self.setToolTip(f"{'Group' if ref.kind is RefKind.GROUP else 'Memory'} {ref.id}: {title}\n"
                        "Sent with your message as a MENTION. Click to remove.")
        self.setStyleSheet("QToolButton { background: #fdf0c4; border: 1px solid #e2cf8a; border-radius: 9px;"
                           " padding: 1px 8px; }")
        self.clicked.connect(self._remove)

    def _remove(self) -> None:
        self.removed.emit(self.ref)


class ChatInput(QFrame):
    send_requested = Signal(str, object)  # text, list[Reference]
    stop_requested = Signal()

    def __init__(self, complete: Callable[[str], list[Candidate]], popup_parent: QWidget,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatInputBox")
        self._complete = complete
        self.refs: list[tuple[Reference, str]] = []
        self.take_hook: Callable[[Candidate], bool] | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(4)
        self.chips_box = ChipBox(self)
        self.chips_box.hide()
        layout.addWidget(self.chips_box)
        row = QHBoxLayout()
        self.edit = MessageEdit(self)
        self.popup = CompleterPopup(popup_parent)
        self.edit.popup = self.popup
        row.addWidget(self.edit, 1)
        self.send_button = QPushButton("Send", self)
        self.send_button.setObjectName("sendButton")
        self.send_button.setDefault(False)
        self.stop_button = QPushButton("Stop", self)
        self.stop_button.setObjectName("stopButton")
        self.stop_button.hide()
        buttons = QVBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        row.addLayout(buttons)
        layout.addLayout(row)
        self.edit.submit.connect(self.submit)
        self.send_button.clicked.connect(self.submit)
        self.stop_button.clicked.connect(self.stop_requested)
        self.edit.textChanged.connect(self._update_completer)
        self.popup.chosen.connect(self._take)
        self.edit.installEventFilter(self)

    # ---- sending ---------------------------------------------------------------------------------
    def submit(self) -> None:
        text = self.edit.toPlainText().strip()
        if not text and not self.refs:
            return
        self.popup.hide()
        self.send_requested.emit(text, [Reference(r.kind, r.id, t) for r, t in self.refs])

    def sent(self) -> None:
        """The message went out: clear the text and the chips."""
        self.edit.clear()
        self.clear_refs()

    def set_busy(self, busy: bool) -> None:
        self.send_button.setVisible(not busy)
        self.stop_button.setVisible(busy)

    # ---- references ------------------------------------------------------------------------------
    def add_ref(self, ref: Reference, title: str) -> None:
        if any(r == ref for r, _t in self.refs):
            return
        self.refs.append((ref, title))
        chip = ReferenceChip(ref, title, self.chips_box)
        chip.removed.connect(self.remove_ref)
        self.chips_box.add(chip)

    def remove_ref(self, ref: Reference) -> None:
        self.refs = [(r, t) for r, t in self.refs if r != ref]
        for chip in self.chip_widgets():
            if chip.ref == ref:
                self.chips_box.remove(chip)

    def clear_refs(self) -> None:
        for ref, _title in list(self.refs):
            self.remove_ref(ref)

    def chip_widgets(self) -> list[ReferenceChip]:
        return [c for c in self.chips_box.chips() if isinstance(c, ReferenceChip)]

    # ---- the @ completer -------------------------------------------------------------------------
    def _query(self) -> str | None:
        cursor = self.edit.textCursor()
        before = self.edit.toPlainText()[: cursor.position()]
        match = _AT.search(before)
        return match.group(1) if match else None

    def _update_completer(self) -> None:
        query = self._query()
        if query is None:
            self.popup.hide()
            return
        self.popup.show_candidates(self._complete(query), self)

    def _take(self, candidate: Candidate) -> None:
        cursor = self.edit.textCursor()
        query = self._query()
        if query is not None:
            cursor.movePosition(QTextCursor.MoveOperation.Left, QTextCursor.MoveMode.KeepAnchor, len(query) + 1)
            cursor.removeSelectedText()
            self.edit.setTextCursor(cursor)
        self.popup.hide()
        hook, self.take_hook = self.take_hook, None
        if hook is None or not hook(candidate):
            self.add_ref(candidate.ref, candidate.title)
        self.edit.setFocus()

    def pick(self, hook: Callable[[Candidate], bool]) -> None:
        """Open the completer for another purpose ("Include memory…"): `hook` gets the choice."""
        self.take_hook = hook
        self.edit.setFocus()
        self.edit.insertPlainText("@")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.edit and event.type() == QEvent.Type.FocusOut and self.popup.isVisible() \
                and not self.popup.underMouse():
            self.popup.hide()
        return super().eventFilter(watched, event)
