"""The card editor (MEM-7, issue 17): title, tags, the user's context, memo, group, summary, the
captured text and a screenshot's OCR text, saved as one undoable command.

Only fields the user changed are written, compared with the values when the editor opened (the long
text fields: only when typed in), so an AI refinement landing meanwhile is not overwritten by stale
text. Opening an "Updated" card shows what the AI changed and offers to undo the AI's step from there;
closing or saving it clears the badge. The OCR text is read off the GUI thread when a runner is given.
"Read again" reads the screenshot afresh (a Cyrillic screenshot captured before Tesseract's Cyrillic data was
installed came out as Latin look-alikes) and puts the reading in the OCR field, where Save keeps it like a typed
correction and Cancel leaves the stored text.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any
from urllib.parse import urlparse

import shiboken6
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QTextOption
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.core.commands import Command, describe
from contexty_qt.core.edits import ReadingFields, edit_ocr_text, fields_from_reading, stored_ocr_text
from contexty_qt.core.errors import ContextyError
from contexty_qt.core.model import Memory, Origin
from contexty_qt.core.tree import MemoryTree
from contexty_qt.ui.bridge import TaskRunner
from contexty_qt.ui.canvas.items import SOURCE_NAMES, url_host
from contexty_qt.ui.canvas.mirror import TreeMirror

UNASSIGNED_LABEL = "(no group)"
PREVIEW_CHARS = 600  # of the captured text and of each value before an AI update
URL_CHARS = 300
UNBROKEN_CHARS = 60  # a word wraps after this many characters (a 600-character word made the dialog 4,000 px wide)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def isolate(text: str) -> str:
    """Unicode bidi isolation (FSI ... PDI): overrides inside `text` end with it."""
    return f"\u2068{text}\u2069"


# combining marks, variation selectors, joiners, skin tones, tag characters: never separated from what they follow
_JOINING = ("\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe00-\ufe0f\ufe20-\ufe2f\u200c\u200d"
            "\U0001f3fb-\U0001f3ff\U000e0020-\U000e007f")
_LONG_RUN = re.compile(rf"(\S{{{UNBROKEN_CHARS}}})(?<!\u200d)(?=[^\s{_JOINING}])")


def breakable(text: str) -> str:
    """Give word wrap a place to break inside very long words (zero-width spaces between characters)."""
    return _LONG_RUN.sub("\\1\u200b", text)


def wrap_for(edit: QPlainTextEdit, text: str) -> None:
    """Wrap `edit` anywhere when `text` holds a run without spaces longer than a line: breaking at word
    boundaries first searches each line's remainder for one, which for a 1 MB unbroken word (a pasted key, a
    base64 blob) kept the GUI thread laying out the field for minutes; anywhere, it takes about a second.
    Ordinary text keeps wrapping between words."""
    long_run = _LONG_RUN.search(text) is not None
    edit.setWordWrapMode(QTextOption.WrapMode.WrapAnywhere if long_run
                         else QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)


def _scheme(url: str) -> str:
    try:
        return urlparse(url).scheme.lower()
    except ValueError:  # "http://[oops": not a usable address
        return ""


def parse_tags(text: str) -> list[str]:
    return [t.strip() for t in text.replace(";", ",").split(",") if t.strip()]


def long_field(text: str, name: str, placeholder: str, lines: int, parent: QWidget) -> QPlainTextEdit:
    """A multi-line field whose document says whether the user typed in it (a hostile or huge capture
    round-trips through QPlainTextEdit imperfectly: untouched, it is never written back)."""
    edit = QPlainTextEdit(parent)
    edit.setObjectName(name)
    edit.setPlaceholderText(placeholder)
    edit.setTabChangesFocus(True)
    wrap_for(edit, text)
    edit.setPlainText(text)
    edit.document().setModified(False)
    edit.setFixedHeight(edit.fontMetrics().lineSpacing() * lines + 12)
    return edit


class CardEditor(QDialog):
    saved = Signal(int)
    ai_step_undone = Signal(str)  # what was undone, for the status bar

    def __init__(self, tree: MemoryTree, mirror: TreeMirror, memory: Memory, parent: QWidget | None = None,
                 runner: TaskRunner | None = None, read_again: Callable[[str], str] | None = None,
                 reading_fields: ReadingFields | None = None) -> None:
        """`read_again`: image name -> a fresh OCR reading (core/ai.py AIServices.read_again); with a runner it
        gives the OCR field a "Read again" button. `reading_fields`: the title and summary that follow the new
        reading (core/pipeline/analyze.py fields_from_new_reading: the model's when one is configured); the
        offline analyzer's when None."""
        super().__init__(parent)
        self.setObjectName("cardEditor")
        self.setWindowTitle(f"Edit card — {memory.display_title()}")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.tree, self.mirror, self.memory = tree, mirror, memory
        self._reading_fields = reading_fields
        layout = QVBoxLayout(self)

        prov = memory.provenance
        # each part isolated, so a right-to-left override in an app name cannot reorder the rest
        origin = " · ".join(isolate(breakable(clip(p, 120))) for p in (
            SOURCE_NAMES[memory.source], prov.app, url_host(prov.url) if prov.url else "",
            memory.captured_at.astimezone().strftime("%Y-%m-%d %H:%M")) if p)
        header = QLabel(origin, self)
        header.setObjectName("cardEditorProvenance")
        header.setTextFormat(Qt.TextFormat.PlainText)
        header.setWordWrap(True)
        header.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(header)
        if prov.url:
            shown = breakable(clip(prov.url, URL_CHARS))
            # only web addresses are links: a captured file://, smb:// or javascript: address is shown, not opened
            web = _scheme(prov.url) in ("http", "https")
            url = QLabel(f'<a href="{html.escape(prov.url, quote=True)}">{html.escape(shown)}</a>' if web else shown,
                         self)
            url.setObjectName("cardEditorUrl")
            url.setTextFormat(Qt.TextFormat.RichText if web else Qt.TextFormat.PlainText)
            url.setOpenExternalLinks(web)
            url.setWordWrap(True)
            layout.addWidget(url)

        form = QFormLayout()
        self.title = QLineEdit(memory.title, self)
        self.title.setPlaceholderText(memory.display_title())
        self.title.setObjectName("cardEditorTitle")
        form.addRow("&Title", self.title)
        self.tags = QLineEdit(", ".join(memory.tags), self)
        self.tags.setPlaceholderText("comma-separated, e.g. grant, budget")
        self.tags.setObjectName("cardEditorTags")
        form.addRow("T&ags", self.tags)
        self.context = QPlainTextEdit(self)
        wrap_for(self.context, memory.user_context)
        self.context.setPlainText(memory.user_context)
        self.context.setObjectName("cardEditorContext")
        self.context.setPlaceholderText("How the AI reads what you were doing and why")
        self.context.setTabChangesFocus(True)
        self.context.setFixedHeight(self.fontMetrics().lineSpacing() * 5)
        form.addRow("&Context", self.context)
        self.memo = QPlainTextEdit(self)
        wrap_for(self.memo, memory.memo)
        self.memo.setPlainText(memory.memo)
        self.memo.setObjectName("cardEditorMemo")
        self.memo.setPlaceholderText("Your thought about this capture")
        self.memo.setTabChangesFocus(True)
        self.memo.setFixedHeight(self.fontMetrics().lineSpacing() * 4)
        form.addRow("&Memo", self.memo)
        self.tree_group = QComboBox(self)
        self.tree_group.setObjectName("cardEditorGroup")
        self.tree_group.addItem(UNASSIGNED_LABEL, None)
        paths = sorted(((b, mirror.group_path(b)) for b in mirror.groups), key=lambda x: x[1].lower())
        for group_id, path in paths:
            self.tree_group.addItem(path, group_id)
        index = self.tree_group.findData(memory.group_id)
        self.tree_group.setCurrentIndex(max(0, index))
        form.addRow("&Group", self.tree_group)
        self.summary = long_field(memory.summary, "cardEditorSummary", "What the capture is about", 3, self)
        form.addRow("S&ummary", self.summary)
        self.text: QPlainTextEdit | None = None
        if memory.text or not memory.image:
            self.text = long_field(memory.text, "cardEditorText", "The captured text", 5, self)
            form.addRow("Captured te&xt", self.text)
        self.ocr: QPlainTextEdit | None = None
        self._ocr_loaded: str | None = None
        if memory.image:
            self.ocr = long_field("", "cardEditorOcr", "Reading the OCR text…", 4, self)
            self.ocr.setReadOnly(True)
            self.ocr.setToolTip("The text read from the screenshot: correct it and search finds the right words.")
            form.addRow("&OCR text", self.ocr)
            self._load_ocr(runner)
        self.read_again: QPushButton | None = None
        self.read_again_status: QLabel | None = None
        if memory.image and read_again is not None and runner is not None:
            self.read_again = QPushButton("R&ead again", self)
            self.read_again.setObjectName("cardEditorReadAgain")
            self.read_again.setToolTip("Read the screenshot again with the OCR installed now; Save keeps the new "
                                       "reading, Cancel keeps the old one.")
            self.read_again.setEnabled(False)  # until the stored reading has loaded
            self.read_again.clicked.connect(lambda: self._read_again(runner, read_again))
            row = QHBoxLayout()
            row.addWidget(self.read_again)
            row.addStretch(1)
            form.addRow("", row)
            self.read_again_status = QLabel(self)
            self.read_again_status.setObjectName("cardEditorReadAgainStatus")
            self.read_again_status.setWordWrap(True)
            self.read_again_status.hide()
            form.addRow("", self.read_again_status)
        layout.addLayout(form)

        self.previous = QLabel(self)
        self.previous.setObjectName("cardEditorPrevious")
        self.previous.setWordWrap(True)
        self.previous.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if memory.previous:
            lines = ["<b>The AI updated this card.</b> Before its update:"]
            for key, value in list(memory.previous.items())[:10]:
                shown = ", ".join(str(v) for v in value) if isinstance(value, list) else str(value)
                shown = html.escape(breakable(clip(shown, PREVIEW_CHARS)))
                lines.append(f"<i>{html.escape(clip(key, 40).replace('_', ' '))}</i>: {shown or '(empty)'}")
            self.previous.setText("<br>".join(lines))
        self.previous.setVisible(bool(memory.previous) and memory.updated)
        layout.addWidget(self.previous)
        self.ai_step: Command | None = None
        steps = tree.undo_stack.steps_touching("memories", memory.id) if memory.updated else []
        self.undo_ai = QPushButton(self)
        self.undo_ai.setObjectName("cardEditorUndoAi")
        if steps:
            self.ai_step = steps[0]
            self.undo_ai.setText(clip(f"Undo {describe(self.ai_step)}", 80))
            self.undo_ai.setToolTip("Undo the AI's latest change to this card (your own changes stay).")
            self.undo_ai.clicked.connect(self.undo_ai_step)
            row = QHBoxLayout()
            row.addWidget(self.undo_ai)
            row.addStretch(1)
            layout.addLayout(row)
        else:
            self.undo_ai.hide()

        self.error = QLabel(self)
        self.error.setObjectName("cardEditorError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #C62828;")
        self.error.hide()
        layout.addWidget(self.error)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons
        save = QAction(self)  # Ctrl+Enter saves from any field (Enter adds a line in the long ones)
        save.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        save.triggered.connect(self.save)
        self.addAction(save)
        self.resize(max(460, self.sizeHint().width()), self.sizeHint().height())
        self._shown = {"title": self.title.text(), "tags": self.tags.text(),
                       "context": self.context.toPlainText(), "memo": self.memo.toPlainText()}

    def _edited(self, name: str, shown: str) -> bool:
        """A field counts as changed only when it differs from what the editor first showed: QPlainTextEdit
        normalises some text as it loads it (a no-break space reads back as a space), and saving a card's tags
        must not rewrite its memo that way."""
        return shown != self._shown[name]

    def changes(self) -> dict[str, Any]:
        m = self.memory
        changes: dict[str, Any] = {}
        title = self.title.text()
        if self._edited("title", title) and title.strip() != m.title:
            changes["title"] = title.strip()
        tags = self.tags.text()
        if self._edited("tags", tags) and parse_tags(tags) != m.tags:
            changes["tags"] = parse_tags(tags)
        context = self.context.toPlainText()
        if self._edited("context", context) and context.strip() != m.user_context:
            changes["user_context"] = context.strip()
        memo = self.memo.toPlainText()
        if self._edited("memo", memo) and memo.strip() != m.memo:
            changes["memo"] = memo.strip()
        group_id = self.tree_group.currentData()
        if group_id != m.group_id:
            changes.update(group_id=group_id, placed_by_user=True, pos_x=None, pos_y=None)
        if self.summary.document().isModified() and self.summary.toPlainText().strip() != m.summary:
            changes["summary"] = self.summary.toPlainText().strip()
        if self.text is not None and self.text.document().isModified() and self.text.toPlainText() != m.text:
            changes["text"] = self.text.toPlainText()
        return changes

    def ocr_change(self) -> str | None:
        if self.ocr is None or self._ocr_loaded is None or not self.ocr.document().isModified():
            return None
        text = self.ocr.toPlainText().strip()
        return text if text != self._ocr_loaded else None

    def _load_ocr(self, runner: TaskRunner | None) -> None:
        store, image = self.tree.store, self.memory.image or ""

        def shown(text: str | None) -> None:
            if self.ocr is None:
                return
            self._ocr_loaded = text or ""
            wrap_for(self.ocr, self._ocr_loaded)
            self.ocr.setPlainText(self._ocr_loaded)
            self.ocr.document().setModified(False)
            self.ocr.setReadOnly(False)
            self.ocr.setPlaceholderText("No text was read from this screenshot (yet): type what it shows")
            if self.read_again is not None:
                self.read_again.setEnabled(True)

        if runner is None:
            shown(stored_ocr_text(store, image))
        else:
            runner.submit(lambda: stored_ocr_text(store, image), shown,
                          lambda exc: self.error.setText(f"Could not read the OCR text: {exc}"))

    def _read_again(self, runner: TaskRunner, read: Callable[[str], str]) -> None:
        """A fresh reading off the GUI thread (OCR takes seconds); it replaces the field's text, unsaved."""
        image = self.memory.image or ""
        assert self.read_again is not None
        self.read_again.setEnabled(False)
        self._say("Reading the screenshot again…")

        store, memory = self.tree.store, self.mirror.memories.get(self.memory.id, self.memory)
        old = self._ocr_loaded or ""

        def work() -> tuple[str, dict[str, str]]:
            text = read(image).strip()
            if self._reading_fields is not None:
                return text, self._reading_fields(memory, old, text)
            return text, fields_from_reading(store, memory, old, text)

        def done(result: tuple[str, dict[str, str]]) -> None:
            if not shiboken6.isValid(self) or self.ocr is None or self.read_again is None:
                return  # the editor was closed while OCR ran
            self.read_again.setEnabled(True)
            text, fields = result
            if text == self.ocr.toPlainText().strip():
                self._say("Read again: the same text.")
                return
            wrap_for(self.ocr, text)
            self.ocr.setPlainText(text)
            self.ocr.document().setModified(True)
            followed = []
            # the title and summary made of the old reading follow the new one, unless typed in here
            if "title" in fields and not self._edited("title", self.title.text()):
                self.title.setText(fields["title"])
                followed.append("title")
            if "summary" in fields and not self.summary.document().isModified():
                self.summary.setPlainText(fields["summary"])
                self.summary.document().setModified(True)
                followed.append("summary")
            verb = "follows" if len(followed) == 1 else "follow"
            also = f" The {' and '.join(followed)} made of the old reading now {verb} the new one." if followed else ""
            self._say(f"Read again: {len(text)} characters.{also} Save keeps this; Cancel keeps the old reading."
                      if text else "Read again: no text was found. Save keeps it empty; Cancel keeps the old reading.")

        def failed(exc: BaseException) -> None:
            if shiboken6.isValid(self) and self.read_again is not None:
                self.read_again.setEnabled(True)
                self._say(f"Could not read the screenshot again: {exc}")

        runner.submit(work, done, failed)

    def _say(self, text: str) -> None:
        assert self.read_again_status is not None  # made with the button that calls this
        self.read_again_status.setText(text)
        self.read_again_status.show()
        self.resize(self.width(), max(self.height(), self.sizeHint().height()))  # room for the message

    def save(self) -> None:
        changes = self.changes()
        ocr = self.ocr_change()
        current = self.mirror.memories.get(self.memory.id, self.memory)
        if current.updated:
            changes["updated"] = False  # the user has looked at it
        if not changes and ocr is None:
            self.accept()
            return
        label = f"Edit “{self.memory.display_title()}”"
        try:
            with self.tree.macro(label, Origin.USER):  # every field, OCR text included: one undo step
                if changes:
                    self.tree.edit_memories([self.memory.id], Origin.USER, label=label, **changes)
                if ocr is not None:
                    edit_ocr_text(self.tree, self.memory.id, ocr)
        except ContextyError as exc:
            self.error.setText(str(exc))
            self.error.show()
            return
        self.saved.emit(self.memory.id)
        self.accept()

    def undo_ai_step(self) -> None:
        """The "Updated" badge's own undo: the AI's latest step on this card, not the user's last move."""
        if self.ai_step is None:
            return
        try:
            text = self.tree.undo_step(self.ai_step)
        except ContextyError as exc:
            self.error.setText(str(exc))
            self.error.show()
            return
        self.ai_step_undone.emit(f"Undid: {text}")
        self.accept()
