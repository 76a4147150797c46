"""Putting things in without a hotkey (issue 17): paste (Ctrl+V), drag-and-drop onto the canvas or the
timeline, and a new note typed in the app (Ctrl+N).

Whatever comes in, plain or rich text, an image (PNG, JPEG, WebP; a file or clipboard pixels), an
image or text file, a link, becomes a memory through the same memo popup and commit as a hotkey
capture (ui/capture_controller.py), with the provenance "Pasted" or "Dropped" and, for a drop on a
group, that group. A link is stored as a link memory (its address as text and as the URL); the app
never fetches it. The limits of the hostile-input hardening apply (core/sanitize.py): files are
checked against them before they are read, images are validated when they are stored, text past the
capture limit is truncated with a visible marker, and anything refused is said in the status bar.
Reading files, parsing HTML and decoding previews run on the TaskRunner; the GUI thread only copies
what the clipboard or the drag hands over.

    intake = Intake(tree, capture, runner, target_group=canvas.selected_group, parent=shell)
    intake.install(window, canvas_view, timeline_list)   # menu actions, drop targets
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QEvent, QMimeData, QObject, QPointF, Qt, QUrl, Signal
from PySide6.QtGui import (
    QAction,
    QClipboard,
    QDragMoveEvent,
    QDropEvent,
    QGuiApplication,
    QImage,
    QImageReader,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.core.errors import ContextyError, InvalidInputError
from contexty_qt.core.model import Memory, Provenance, SourceType
from contexty_qt.core.sanitize import MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_TEXT_CHARS, validate_image
from contexty_qt.core.tree import MemoryTree
from contexty_qt.ui.bridge import TaskRunner
from contexty_qt.ui.memo_popup import PREVIEW_MAX, CapturePayload

log = logging.getLogger("contexty.ui.intake")

PASTED, DROPPED = "Pasted", "Dropped"  # the provenance "app" of what came in this way
NOTE_APP = "Note"  # a note typed in the app
IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".webp"}
MAX_TEXT_FILE_BYTES = 4 * MAX_TEXT_CHARS  # UTF-8 of the longest capture; the text is truncated at the capture limit
MAX_HTML_CHARS = 8 * MAX_TEXT_CHARS  # markup around the text: refused beyond this, not parsed
MAX_FILES = 20  # one drop; each file gets its own popup, one after the other
SNIFF_BYTES = 8192
_LINK = re.compile(r"^\s*(https?://[^\s<>\"]+)\s*$", re.IGNORECASE)
_NODES_MIME = "application/x-contexty-nodes"  # the canvas's own drags (ui/canvas/interactions.py)


@dataclass(frozen=True)
class Incoming:
    """One thing to become a memory."""

    how: str  # PASTED or DROPPED
    text: str = ""
    image: bytes | None = None  # a file's bytes, stored as they are
    pixels: QImage | None = None  # clipboard pixels (encoded to PNG by the capture controller)
    preview: QImage | None = None  # a small decoded copy of `image` for the popup
    name: str = ""  # the file's name
    url: str = ""  # a link

    def payload(self, group: str = "") -> CapturePayload:
        what = f"“{self.name}”" if self.name else ("a link" if self.url else "the clipboard")
        note = f"{self.how} {'from' if self.how == PASTED and not self.name else ''} {what}".replace("  ", " ")
        if self.url:
            note += " (stored as a link; Contexty never opens it)"
        if group:
            note += f", into “{group}”"
        return CapturePayload(Provenance(self.how, self.name, self.url), text=self.text,
                              image=self.pixels if self.pixels is not None else self.preview, note=note + ".")


@dataclass(frozen=True)
class MimeSnapshot:
    """What a clipboard or a drag offered, copied out on the GUI thread (the QMimeData does not outlive
    the event)."""

    urls: tuple[str, ...] = ()
    text: str = ""
    html: str = ""
    image: QImage | None = None
    problems: tuple[str, ...] = ()

    @classmethod
    def of(cls, mime: QMimeData | None) -> MimeSnapshot:
        if mime is None:
            return cls()
        urls = tuple(u.toString() for u in mime.urls()) if mime.hasUrls() else ()
        image, problems = None, []
        if mime.hasImage() and not any(QUrl(u).isLocalFile() for u in urls):
            data = mime.imageData()
            if isinstance(data, QImage) and not data.isNull():
                if data.width() * data.height() > MAX_IMAGE_PIXELS:
                    problems.append(f"The image is {data.width()}x{data.height()} pixels; the limit is "
                                    f"{MAX_IMAGE_PIXELS // 1_000_000} megapixels.")
                else:
                    image = data
        text = mime.text() if mime.hasText() else ""
        markup = mime.html() if mime.hasHtml() else ""
        return cls(urls, text, markup, image, tuple(problems))

    def empty(self) -> bool:
        return not (self.urls or self.text.strip() or self.html.strip() or self.image is not None or self.problems)


# ---- reading what came in (a worker thread) ------------------------------------------------------
_BLOCKS = frozenset({"p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote", "section"})


class _TextOfHtml(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._skip += 1
        elif tag in _BLOCKS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip = max(0, self._skip - 1)
        elif tag in _BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def html_to_text(markup: str) -> str:
    parser = _TextOfHtml()
    parser.feed(markup)
    parser.close()
    lines = [" ".join(line.split()) for line in "".join(parser.parts).splitlines()]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


def _preview(data: bytes) -> QImage | None:
    """A decoded copy no larger than the popup shows (JPEG decodes straight to the smaller size)."""
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    reader = QImageReader(buffer)
    size = reader.size()
    if size.isValid() and (size.width() > PREVIEW_MAX.width() * 2 or size.height() > PREVIEW_MAX.height() * 2):
        reader.setScaledSize(size.scaled(PREVIEW_MAX * 2, Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    return None if image.isNull() else image


def _is_image(path: Path, head: bytes) -> bool:
    return path.suffix.lower() in IMAGE_SUFFIXES or head.startswith((b"\x89PNG", b"\xff\xd8\xff")) or (
        head[:4] == b"RIFF" and head[8:12] == b"WEBP")


def read_file(path: Path, how: str) -> Incoming:
    """An image or text file, checked against the limits before it is read."""
    name = path.name
    if path.is_dir():
        raise InvalidInputError(f"“{name}” is a folder: drop the files inside it.")
    try:
        size = path.stat().st_size
        with path.open("rb") as handle:
            head = handle.read(SNIFF_BYTES)
            if _is_image(path, head):
                if size > MAX_IMAGE_BYTES:
                    raise InvalidInputError(f"“{name}” is {size // (1024 * 1024)} MB; the limit for an image is "
                                            f"{MAX_IMAGE_BYTES // (1024 * 1024)} MB.")
                data = head + handle.read()
                try:
                    validate_image(data)
                except InvalidInputError as exc:
                    raise InvalidInputError(f"“{name}”: {exc}") from None
                return Incoming(how, image=data, preview=_preview(data), name=name)
            if b"\x00" in head:
                raise InvalidInputError(f"“{name}” is neither text nor an image Contexty reads (PNG, JPEG, WebP).")
            data = head + handle.read(max(0, MAX_TEXT_FILE_BYTES - len(head)))
    except OSError as exc:
        raise InvalidInputError(f"“{name}” could not be read: {exc.strerror or exc}.") from None
    text = data.decode("utf-8", errors="replace")
    if not text.strip():
        raise InvalidInputError(f"“{name}” is empty.")
    if size > MAX_TEXT_FILE_BYTES:
        text += f"\n[… truncated by Contexty: the file is {size:,} bytes]"
    return Incoming(how, text=text, name=name)


def read_incoming(snapshot: MimeSnapshot, how: str) -> tuple[list[Incoming], list[str]]:
    """What to make memories of, and what was refused and why. Runs on a worker thread."""
    items: list[Incoming] = []
    problems = list(snapshot.problems)
    files = [QUrl(u).toLocalFile() for u in snapshot.urls if QUrl(u).isLocalFile()]
    links = [u for u in snapshot.urls if not QUrl(u).isLocalFile()]
    if len(files) > MAX_FILES:
        problems.append(f"{len(files)} files at once: the first {MAX_FILES} were taken.")
    for path in files[:MAX_FILES]:
        try:
            items.append(read_file(Path(path), how))
        except InvalidInputError as exc:
            problems.append(str(exc))
    for link in links:
        if QUrl(link).scheme().lower() in ("http", "https"):
            items.append(Incoming(how, text=link, url=link))
        else:
            problems.append(f"“{link[:200]}” is not a web link or a file; only those are taken.")
    if snapshot.urls:
        return items, problems
    if snapshot.image is not None:
        items.append(Incoming(how, pixels=snapshot.image))
        return items, problems
    text = snapshot.text
    if not text.strip() and snapshot.html.strip():
        if len(snapshot.html) > MAX_HTML_CHARS:
            problems.append(f"The formatted text is {len(snapshot.html):,} characters; "
                            f"the limit is {MAX_HTML_CHARS:,}.")
            return items, problems
        text = html_to_text(snapshot.html)
    found = _LINK.match(text) if len(text) < 8192 else None
    if found:
        items.append(Incoming(how, text=found.group(1), url=found.group(1)))
    elif text.strip():
        items.append(Incoming(how, text=text))
    elif not problems:
        problems.append(f"There is nothing Contexty can keep in what was {how.lower()}.")
    return items, problems


# ---- a new note ----------------------------------------------------------------------------------
class NoteDialog(QDialog):
    """A memory typed in the app (Ctrl+N). Ctrl+Enter saves; it stays open until the save succeeded."""

    save_requested = Signal(str)

    def __init__(self, group: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noteDialog")
        self.setWindowTitle("New note")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        layout = QVBoxLayout(self)
        where = QLabel(f"Goes into “{group}”." if group else "Goes to the canvas; the AI places it.", self)
        where.setObjectName("noteGroup")
        where.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(where)
        self.edit = QPlainTextEdit(self)
        self.edit.setObjectName("noteText")
        self.edit.setAccessibleName("Note")
        self.edit.setPlaceholderText("Type a thought, a to-do, a quote…  (Ctrl+Enter saves)")
        self.edit.setTabChangesFocus(True)
        layout.addWidget(self.edit, 1)
        self.error = QLabel(self)
        self.error.setObjectName("noteError")
        self.error.setStyleSheet("color: #cf222e;")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.accepted.connect(self.request_save)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        save = QAction(self)
        save.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        save.triggered.connect(self.request_save)
        self.addAction(save)
        self.resize(440, 260)

    def request_save(self) -> None:
        text = self.edit.toPlainText()
        if not text.strip():
            self.show_error("Type something first.")
            return
        self.buttons.setEnabled(False)
        self.save_requested.emit(text)

    def show_error(self, message: str) -> None:
        self.buttons.setEnabled(True)
        self.error.setText(message)
        self.error.show()


# ---- the GUI side --------------------------------------------------------------------------------
@dataclass
class _Queued:
    item: Incoming
    group_id: int | None
    group: str = ""


@dataclass
class DropTarget:
    """A widget that takes drops from other apps; `locate(pos)` names the group under the pointer and
    `highlight(pos or None)` shows it."""

    widget: QWidget
    locate: Callable[[Any], int | None] = lambda _pos: None
    highlight: Callable[[Any], None] = lambda _pos: None


class Intake(QObject):
    notice = Signal(str)  # what was refused, or why nothing happened: for the status bar
    note_saved = Signal(int)

    def __init__(self, tree: MemoryTree, capture: Any, runner: TaskRunner, *,
                 target_group: Callable[[], int | None] = lambda: None,
                 group_name: Callable[[int], str] = lambda _id: "",
                 clipboard: QClipboard | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tree, self.capture, self.runner = tree, capture, runner
        self.target_group, self.group_name = target_group, group_name
        self._clipboard = clipboard
        self._queue: list[_Queued] = []
        self._targets: dict[QObject, DropTarget] = {}
        self.note: NoteDialog | None = None
        self.paste_action = QAction("&Paste as a Memory", self)
        self.paste_action.setObjectName("pasteMemoryAction")
        self.paste_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Paste))
        self.paste_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)  # text fields keep their Ctrl+V
        self.paste_action.triggered.connect(lambda: self.paste())
        self.note_action = QAction("&New Note…", self)
        self.note_action.setObjectName("newNoteAction")
        self.note_action.setShortcut(QKeySequence(QKeySequence.StandardKey.New))
        self.note_action.triggered.connect(lambda: self.new_note())
        capture.popup_shown.connect(self._watch_popup)

    # ---- wiring --------------------------------------------------------------------------------
    def install(self, window: QMainWindow) -> None:
        """The Memory menu's first entries (the menu is made if nobody made it yet)."""
        menu = window.findChild(QMenu, "memoryMenu")
        if menu is None:
            menu = QMenu("&Memory", window)
            menu.setObjectName("memoryMenu")
            window.menuBar().addMenu(menu)
        first = menu.actions()[0] if menu.actions() else None
        menu.insertActions(first, [self.note_action, self.paste_action])  # type: ignore[arg-type]
        if first is not None:
            menu.insertSeparator(first)
        window.addAction(self.note_action)
        window.addAction(self.paste_action)

    def accept_drops(self, target: DropTarget) -> None:
        target.widget.setAcceptDrops(True)
        target.widget.installEventFilter(self)
        self._targets[target.widget] = target

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        target = self._targets.get(watched)
        kind = event.type()
        if target is None or kind not in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.DragLeave,
                                          QEvent.Type.Drop):
            return False
        if kind == QEvent.Type.DragLeave:
            target.highlight(None)
            return False
        assert isinstance(event, (QDragMoveEvent, QDropEvent))  # DragEnter is a DragMove
        mime = event.mimeData()
        if mime is None or mime.hasFormat(_NODES_MIME) or not (mime.hasUrls() or mime.hasText() or mime.hasHtml()
                                                                  or mime.hasImage()):
            return False  # the canvas's own drags, or nothing to take
        pos = event.position()
        if kind == QEvent.Type.Drop:
            target.highlight(None)
            snapshot = MimeSnapshot.of(mime)
            if snapshot.empty():  # the other app did not hand the data over (X drops fetch it from the source)
                self.notice.emit("Nothing came with that drop; try again.")
                event.ignore()
                return True
            self.take(snapshot, DROPPED, target.locate(pos))
        else:
            target.highlight(pos)
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        return True

    # ---- paste, drop, note ---------------------------------------------------------------------
    def paste(self, group_id: int | None = None) -> None:
        clipboard = self._clipboard or QGuiApplication.clipboard()
        self.take(MimeSnapshot.of(clipboard.mimeData()), PASTED,
                  group_id if group_id is not None else self.target_group())

    def take(self, snapshot: MimeSnapshot, how: str, group_id: int | None = None) -> None:
        log.info("%s: %d URL(s), %d characters of text, %s image, group %s", how, len(snapshot.urls),
                 len(snapshot.text), "an" if snapshot.image is not None else "no", group_id)
        if snapshot.empty():
            self.notice.emit("The clipboard is empty." if how == PASTED else "Nothing to take in that drop.")
            return
        self.runner.submit(lambda: read_incoming(snapshot, how),
                           lambda result: self._read(result, group_id),
                           lambda exc: self.notice.emit(f"Could not read what was {how.lower()}: {exc}"))

    def _read(self, result: tuple[list[Incoming], list[str]], group_id: int | None) -> None:
        items, problems = result
        log.info("read %d item(s) to keep; refused: %s", len(items), problems or "nothing")
        if problems:
            self.notice.emit(" ".join(problems))
        group = self.group_name(group_id) if group_id is not None else ""
        self._queue += [_Queued(item, group_id, group) for item in items]
        self._next()

    def _next(self) -> None:
        while self._queue and self.capture.popup is None:
            queued = self._queue.pop(0)
            if self.capture.open_payload(queued.item.payload(queued.group), image=queued.item.image,
                                         group_id=queued.group_id):
                return
            self._queue.insert(0, queued)
            return

    def _watch_popup(self, popup: QObject) -> None:
        popup.destroyed.connect(lambda *_: self._next())

    def pending(self) -> int:
        return len(self._queue)

    def new_note(self, group_id: int | None = None) -> NoteDialog:
        if self.note is not None:
            with contextlib.suppress(RuntimeError):  # already closed and deleted
                self.note.raise_()
                self.note.activateWindow()
                return self.note
        target = group_id if group_id is not None else self.target_group()
        dialog = NoteDialog(self.group_name(target) if target is not None else "")
        dialog.save_requested.connect(lambda text: self._save_note(dialog, text, target))
        dialog.destroyed.connect(lambda *_: setattr(self, "note", None))
        self.note = dialog
        dialog.show()
        dialog.edit.setFocus()
        return dialog

    def _save_note(self, dialog: NoteDialog, text: str, group_id: int | None) -> None:
        tree, capture = self.tree, self.capture
        extra: dict[str, Any] = {"group_id": group_id, "placed_by_user": True} if group_id is not None else {}

        def commit() -> Memory:
            memory = tree.add_memory(SourceType.SNIPPET, text=text, provenance=Provenance(NOTE_APP), **extra)
            capture.analyse_later(memory)
            return memory

        def saved(memory: Memory) -> None:
            self.note_saved.emit(memory.id)
            with contextlib.suppress(RuntimeError):
                dialog.accept()

        def failed(exc: BaseException) -> None:
            message = str(exc) if isinstance(exc, ContextyError) else f"{type(exc).__name__}: {exc}"
            with contextlib.suppress(RuntimeError):
                dialog.show_error(message)

        self.runner.write(commit, saved, failed)


def canvas_group(panel: Any) -> Callable[[], int | None]:
    """The group a paste or a new note goes to: the one group selected on the canvas, if so."""

    def chosen() -> int | None:
        memories, groups = panel.scene.selected_ids()
        return int(groups[0]) if len(groups) == 1 and not memories else None

    return chosen


def canvas_drop_target(view: Any) -> DropTarget:
    """The canvas view's viewport: a drop on a group's frame goes into that group."""
    from contexty_qt.ui.canvas.layout import UNASSIGNED

    scene = view.canvas_scene

    def frame(pos: Any) -> Any:
        return scene.frame_at(view.mapToScene(pos.toPoint()))

    def locate(pos: Any) -> int | None:
        found = frame(pos)
        if found is None or found.frame_id == UNASSIGNED:
            return None
        return int(found.frame_id)

    def highlight(pos: Any) -> None:
        target = frame(pos) if pos is not None else None
        for item in scene.frames.values():
            item.set_drop_target(item is target)

    return DropTarget(view.viewport(), locate, highlight)


def canvas_points(view: Any) -> dict[str, Any]:
    """Screen points of what is on the canvas (for the status query that end-to-end tests read): each
    group's frame body by name (a few spots inside it), each card's title by memory id; only what is
    visible in the view."""
    scene, viewport = view.canvas_scene, view.viewport()
    area = viewport.rect()

    def screen(scene_point: Any) -> list[int] | None:
        point = view.mapFromScene(scene_point)
        if not area.contains(point):
            return None
        found = viewport.mapToGlobal(point)
        return [found.x(), found.y()]

    groups: dict[str, list[list[int]]] = {}
    for frame in scene.frames.values():
        if frame.tree_group is not None and frame.isVisible():
            rect = frame.mapRectToScene(frame.rect())
            inset = (rect.bottomRight() - rect.topLeft()) * 0.04
            corners = (rect.bottomRight() - inset, rect.bottomLeft() + QPointF(inset.x(), -inset.y()),
                       rect.topRight() + QPointF(-inset.x(), inset.y() * 3))  # inside the frame, off its cards
            spots = [s for s in (screen(c) for c in corners) if s is not None]
            if spots:
                groups[frame.tree_group.name] = spots
    cards: dict[str, list[int]] = {}
    for card in scene.cards.values():
        if card.isVisible():
            spot = screen(card.mapToScene(card.title_rect().center()))
            if spot is not None:
                cards[str(card.memory.id)] = spot
    centre = viewport.mapToGlobal(area.center())
    return {"groups": groups, "cards": cards, "canvas": [centre.x(), centre.y()]}


__all__ = ["DROPPED", "NOTE_APP", "PASTED", "DropTarget", "Incoming", "Intake", "MimeSnapshot", "NoteDialog",
           "canvas_drop_target", "html_to_text", "read_incoming"]

