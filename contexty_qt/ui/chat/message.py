"""One message in a chat view: Markdown text, citation chips (click: show the card on the canvas;
menu: exclude / emphasize for a refined answer), copy, retry and the inline error of a failed answer."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QGuiApplication, QTextCursor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.core.chat import threads as th
from contexty_qt.core.chat.prompting import Refinement
from contexty_qt.ui.chat.flow import ChipBox
from contexty_qt.ui.chat.markdown import FEATURES, STYLE, parse_url, plain_copy, to_markdown
from contexty_qt.ui.chat.model import MessageItem

RERENDER_MS = 150  # while streaming, Markdown is redrawn this often; tokens in between are appended as text
MESSAGE_STYLE = """
#userMessage { background: #eaf1fb; border: 1px solid #cfdcf0; border-radius: 8px; }
#assistantMessage { background: palette(base); border: 1px solid #d9d9d9; border-radius: 8px; }
QTextBrowser#messageText { background: transparent; border: none; }
QLabel#messageRole { color: #6b7280; font-weight: 600; }
QPushButton { color: #4b5563; padding: 1px 6px; }
"""
# No note for th.NO_MODEL: that answer's own first sentence says no chat model is configured, and the banner above
# the thread says how to set one up; a red line repeating it under every answer read as a failure.
STATE_NOTE = {
    th.PARTIAL: "The answer was cut off.",
    th.ERROR: "The answer failed.",
    th.STOPPED: "Stopped.",
}


class MarkdownView(QTextBrowser):
    """A text block as tall as its content (the view scrolls, not each message)."""

    link_activated = Signal(str, int)  # "memory" | "group", id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageText")
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.document().setDefaultStyleSheet(STYLE)
        self.document().setDocumentMargin(2)
        self.document().documentLayout().documentSizeChanged.connect(self._fit)
        self.anchorClicked.connect(self._on_anchor)
        self.setMinimumHeight(18)

    def set_markdown(self, text: str) -> None:
        self.document().setMarkdown(text, FEATURES)
        self._fit()

    def append_text(self, text: str) -> None:
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(text)

    def _fit(self, *_args: object) -> None:
        self.document().setTextWidth(max(50, self.viewport().width()))
        height = int(self.document().size().height()) + 4
        if height != self.height():
            self.setFixedHeight(height)

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit()

    def sizeHint(self) -> QSize:
        return QSize(200, int(self.document().size().height()) + 4)

    def _on_anchor(self, url: QUrl) -> None:
        parsed = parse_url(url)
        if parsed is not None:
            self.link_activated.emit(*parsed)


CHIP_MIN_WIDTH = 80  # narrowest a citation chip gets: "m12 · Li…" still says which memory


class CitationChip(QToolButton):
    """[m12 · title] — click: show on the canvas; the arrow: exclude / emphasize / merge."""

    activated = Signal(int)  # memory id
    mark_requested = Signal(object, str)  # self, "exclude" | "emphasize" | "merge"

    def __init__(self, memory_id: int, title: str, parent: QWidget | None = None, *, included: bool = False) -> None:
        super().__init__(parent)
        self.memory_id = memory_id
        self.title = title
        self.included = included  # picked with "Include memory…", not yet in an answer
        self.label = ""  # the whole label ("m12 · Lisbon flights"); the button shows it elided when narrower
        self._whole = QSize(0, 0)  # the size the whole label needs (set by _update)
        self.mark = ""  # "", "exclude", "emphasize", "merge"
        self.setObjectName("citationChip")
        self.setProperty("memoryId", memory_id)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        # a tool button is Fixed: as wide as its label whatever the panel; Maximum lets it narrow (see _elide)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setStyleSheet("QToolButton { background: #e3ecfa; border: 1px solid #b8cbe8; border-radius: 9px;"
                           " padding: 1px 8px; color: #1f4f9a; } QToolButton:hover { background: #d3e1f7; }"
                           " QToolButton::menu-button { border: none; width: 14px; }")
        self.clicked.connect(self._activate)
        if included:
            self.setToolTip("Will be included when you regenerate; click to remove.")
        else:
            self.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
            self.setToolTip(f"m{memory_id}: {title}\nClick to show it on the canvas; the arrow refines the answer.")
            menu = QMenu(self)
            menu.addAction("Show on canvas").triggered.connect(self._activate)
            menu.addAction("Exclude from the answer").triggered.connect(self._exclude)
            menu.addAction("Emphasize").triggered.connect(self._emphasize)
            menu.addAction("Merge with another (mark two or more)").triggered.connect(self._merge)
            self.setMenu(menu)
        self._update()

    def _activate(self) -> None:
        self.activated.emit(self.memory_id)

    def _exclude(self) -> None:
        self.mark_requested.emit(self, "exclude")

    def _emphasize(self) -> None:
        self.mark_requested.emit(self, "emphasize")

    def _merge(self) -> None:
        self.mark_requested.emit(self, "merge")

    def set_mark(self, mark: str) -> None:
        self.mark = mark
        self._update()

    def _update(self) -> None:
        short = self.title if len(self.title) <= 32 else self.title[:31] + "…"
        prefix = "+ " if self.included else {"exclude": "✕ ", "emphasize": "★ ", "merge": "⧉ "}.get(self.mark, "")
        font = self.font()
        font.setStrikeOut(self.mark == "exclude")
        font.setBold(self.mark == "emphasize")
        self.setFont(font)
        self.label = f"{prefix}m{self.memory_id} · {short}"
        self.setText(self.label)
        self._whole = super().sizeHint()  # as wide as the whole label; narrower, the label is elided (_elide)
        self._elide()

    def sizeHint(self) -> QSize:
        return QSize(self._whole)

    def minimumSizeHint(self) -> QSize:
        # a chip may be narrower than its label (a narrow chat panel): the label is elided, never cut by the edge
        return QSize(min(self._whole.width(), CHIP_MIN_WIDTH), self._whole.height())

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._elide()

    def _elide(self) -> None:
        text = self.label
        if self.width() < self._whole.width():
            spare = self._whole.width() - self.fontMetrics().horizontalAdvance(self.label)  # padding, arrow
            text = self.fontMetrics().elidedText(self.label, Qt.TextElideMode.ElideRight, self.width() - spare)
        if text != self.text():
            self.setText(text)


class MessageWidget(QFrame):
    citation_clicked = Signal(int)  # memory id
    retry_requested = Signal(int)  # message id
    refine_requested = Signal(int, object)  # message id, Refinement
    include_requested = Signal(int)  # message id: pick a memory to add
    shown = Signal(float)  # ms from a token's arrival to its display

    def __init__(self, item: MessageItem, titles: Callable[[int], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.item = item
        self._titles = titles
        self._include: list[int] = []
        self.setObjectName("assistantMessage" if item.role == "assistant" else "userMessage")
        self.setProperty("messageId", item.id)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(MESSAGE_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        self.who = QLabel(self)
        self.who.setObjectName("messageRole")
        layout.addWidget(self.who)
        self.text = MarkdownView(self)
        self.text.viewport().setAutoFillBackground(False)
        self.text.link_activated.connect(self._on_link)
        layout.addWidget(self.text)
        self.chips_box = ChipBox(self)
        layout.addWidget(self.chips_box)
        self.error = QLabel(self)
        self.error.setObjectName("messageError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #a33;")
        layout.addWidget(self.error)
        actions = QHBoxLayout()
        actions.setSpacing(6)
        self.copy_button = self._button("Copy", self.copy)
        self.retry_button = self._button("Retry", lambda: self.retry_requested.emit(self.item.id))
        self.include_button = self._button("Include memory…", lambda: self.include_requested.emit(self.item.id))
        self.regenerate_button = self._button("Regenerate with changes", self._regenerate)
        self.discard_button = self._button("Discard changes", self.discard_changes)
        for button in (self.copy_button, self.retry_button, self.include_button, self.regenerate_button,
                       self.discard_button):
            actions.addWidget(button)
        actions.addStretch(1)
        self.actions_row = actions
        layout.addLayout(actions)
        self._pending_markdown = False
        self._render_timer = QTimer(self)
        self._render_timer.setSingleShot(True)
        self._render_timer.setInterval(RERENDER_MS)
        self._render_timer.timeout.connect(self._render)
        self.set_item(item)

    def _button(self, text: str, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text, self)
        button.setFlat(True)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(slot)
        return button

    # ---- content ---------------------------------------------------------------------------------
    def set_item(self, item: MessageItem) -> None:
        self.item = item
        self._render_timer.stop()
        assistant = item.role == "assistant"
        self.who.setText(("Contexty" if assistant else "You") + ("  · writing…" if item.streaming else ""))
        self._render()
        self._set_chips(item.citations if assistant and item.state != th.STREAMING else ())
        note = STATE_NOTE.get(item.state, "") if assistant else ""
        if item.error and item.state != th.NO_MODEL:
            note = f"{note} {item.error}".strip()
        self.error.setText(note + (" Retry when it is back." if item.state in (th.PARTIAL, th.ERROR) else ""))
        self.error.setVisible(bool(note))
        self.copy_button.setVisible(assistant and bool(item.content) and not item.streaming)
        self.retry_button.setVisible(item.retryable)
        can_refine = assistant and item.state == th.DONE
        self.include_button.setVisible(can_refine)
        self._update_refine_buttons()

    def append_token(self, text: str, arrived: float) -> None:
        """Show a token at once (as text); the Markdown catches up within RERENDER_MS."""
        self.item = MessageItem(self.item.id, self.item.role, self.item.content + text, self.item.state,
                                self.item.citations, self.item.error)
        self.text.append_text(text)
        self.shown.emit((time.perf_counter() - arrived) * 1e3)
        if not self._render_timer.isActive():
            self._render_timer.start()

    def _render(self) -> None:
        content = self.item.content
        if self.item.role == "assistant" and not content and self.item.streaming:
            content = "…"
        self.text.set_markdown(to_markdown(content, lambda i: bool(self._titles(i))))

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(plain_copy(self.item.content))

    def _on_link(self, kind: str, target: int) -> None:
        if kind == "memory":
            self.citation_clicked.emit(target)

    # ---- citations and refinement ---------------------------------------------------------------
    def _set_chips(self, citations: tuple[int, ...]) -> None:
        self.chips_box.clear()
        for memory_id in (i for i in citations if self._titles(i)):
            chip = CitationChip(memory_id, self._titles(memory_id), self.chips_box)
            chip.activated.connect(self.citation_clicked)
            chip.mark_requested.connect(self._toggle)
            self.chips_box.add(chip)
        for memory_id in self._include:
            chip = CitationChip(memory_id, self._titles(memory_id), self.chips_box, included=True)
            chip.activated.connect(self._drop_include)
            self.chips_box.add(chip)

    def chip_widgets(self) -> list[CitationChip]:
        return [w for w in self.chips_box.chips() if isinstance(w, CitationChip) and not w.included]

    def _toggle(self, chip: CitationChip, mark: str) -> None:
        chip.set_mark("" if chip.mark == mark else mark)
        self._update_refine_buttons()

    def include(self, memory_id: int) -> None:
        if memory_id not in self._include and memory_id not in self.item.citations:
            self._include.append(memory_id)
            self._set_chips(self.item.citations)
            self._update_refine_buttons()

    def _drop_include(self, memory_id: int) -> None:
        self._include = [i for i in self._include if i != memory_id]
        self._set_chips(self.item.citations)
        self._update_refine_buttons()

    def refinement(self) -> Refinement:
        chips = self.chip_widgets()
        return Refinement(tuple(c.memory_id for c in chips if c.mark == "exclude"), tuple(self._include),
                          tuple(c.memory_id for c in chips if c.mark == "emphasize"),
                          tuple(c.memory_id for c in chips if c.mark == "merge"))

    def discard_changes(self) -> None:
        self._include = []
        self._set_chips(self.item.citations)
        for chip in self.chip_widgets():
            chip.set_mark("")
        self._update_refine_buttons()

    def _update_refine_buttons(self) -> None:
        pending = not self.refinement().empty()
        self.regenerate_button.setVisible(pending)
        # one memory marked to merge is not a change yet, but it can be discarded
        self.discard_button.setVisible(pending or any(c.mark for c in self.chip_widgets()))

    def _regenerate(self) -> None:
        refinement = self.refinement()
        if not refinement.empty():
            self.refine_requested.emit(self.item.id, refinement)
            self.discard_changes()
