"""Paste, drop and new note (issue 17): each through the memo popup into a memory with the provenance
"Pasted"/"Dropped" (and, dropped on a group, that group); bad input refused with a message, nothing lost."""

from __future__ import annotations

import io
from collections.abc import Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PIL import Image
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent, QGuiApplication, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from contexty_qt.capture.provenance import NullWindowSource
from contexty_qt.capture.session import Session
from contexty_qt.core.model import Memory
from contexty_qt.core.sanitize import MAX_IMAGE_BYTES
from contexty_qt.ui.capture_controller import CaptureController
from contexty_qt.ui.intake import (
    DROPPED,
    PASTED,
    Intake,
    MimeSnapshot,
    canvas_drop_target,
    canvas_group,
    html_to_text,
    read_incoming,
)

if TYPE_CHECKING:
    from tests.ui.canvas_support import Harness

pytest_plugins = ["tests.ui.canvas_support"]
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")


class NoHotkeys:
    def start(self, on_activate: Any) -> None:
        pass

    def set_bindings(self, bindings: Any) -> Future[dict[str, str | None]]:
        future: Future[dict[str, str | None]] = Future()
        future.set_result({})
        return future

    def stop(self) -> None:
        pass


class Rig:
    def __init__(self, canvas: Harness, runner: Any) -> None:
        self.c = canvas
        self.queued: list[Memory] = []
        self.capture = CaptureController(canvas.tree, canvas.core.settings, runner=runner, session=Session.NONE,
                                         window_source_factory=NullWindowSource, hotkeys=NoHotkeys(),  # type: ignore[arg-type]
                                         enqueue_analysis=self.queued.append)
        self.intake = Intake(canvas.tree, self.capture, runner, target_group=canvas_group(canvas.panel),
                             group_name=canvas.panel.mirror.group_path)
        self.notices: list[str] = []
        self.intake.notice.connect(self.notices.append)
        self.intake.accept_drops(canvas_drop_target(canvas.view))

    def popup(self) -> Any:
        self.c.qtbot.waitUntil(lambda: self.capture.popup is not None, timeout=5000)
        return self.capture.popup

    def send(self, memo: str = "") -> Memory:
        popup = self.popup()
        before = {m.id for m in self.c.core.store.memories()}
        QTest.keyClicks(popup.memo, memo)
        popup.request_send()
        self.c.qtbot.waitUntil(lambda: popup.done and self.capture.popup is not popup, timeout=5000)
        [new] = [m for m in self.c.core.store.memories() if m.id not in before]
        return new


@pytest.fixture
def rig(canvas: Harness, runner: Any) -> Iterator[Rig]:
    made = Rig(canvas, runner)
    yield made
    made.capture.shutdown()


def png(size: tuple[int, int] = (80, 40), fmt: str = "PNG") -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (200, 30, 30)).save(out, fmt)
    return out.getvalue()


def test_pasted_text_becomes_a_memory_through_the_memo_popup(rig: Rig) -> None:
    QGuiApplication.clipboard().setText("Quarterly numbers: revenue up 4 %")
    rig.intake.paste()
    popup = rig.popup()
    assert "Pasted from the clipboard" in popup.note_label.text()
    memory = rig.send("check with finance")
    assert (memory.text, memory.memo, memory.provenance.app) == ("Quarterly numbers: revenue up 4 %",
                                                                 "check with finance", PASTED)
    # the AI analysis is queued like a capture's (on the runner, after the popup closed)
    rig.c.qtbot.waitUntil(lambda: bool(rig.queued) and rig.queued[-1].id == memory.id, timeout=5000)


def test_pasted_image_is_stored(rig: Rig) -> None:
    image = QImage(120, 60, QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.darkCyan)
    QGuiApplication.clipboard().setImage(image)
    rig.intake.paste()
    memory = rig.send("a chart")
    assert memory.image and memory.provenance.app == PASTED  # encoded like a region capture
    with Image.open(rig.c.core.store.image_path(memory.image)) as stored:
        assert stored.size == (120, 60)


def test_pasted_link_is_a_link_memory_and_never_fetched(rig: Rig) -> None:
    QGuiApplication.clipboard().setText("  https://example.org/paper?id=7  ")
    rig.intake.paste()
    assert "never opens it" in rig.popup().note_label.text()
    memory = rig.send()
    assert (memory.text, memory.provenance.url) == ("https://example.org/paper?id=7",) * 2


def drop(rig: Rig, mime: QMimeData, where: Any) -> None:
    """The drop as the canvas viewport's filter sees it (offscreen Qt delivers a Drop only during a real drag
    of its drag manager; tests/e2e/test_everyday_use.py drops from another process on Xvfb)."""
    pos = QPointF(where)
    event = QDropEvent(pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    assert rig.intake.eventFilter(rig.c.viewport, event) is True
    assert event.isAccepted()


def test_a_file_dropped_on_a_group_goes_into_that_group(rig: Rig, tmp_path: Path) -> None:
    c = rig.c
    c.show("trip")
    shot = tmp_path / "boarding pass.jpg"
    shot.write_bytes(png((300, 200), "JPEG"))
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(shot))])
    drop(rig, mime, c.frame_body("trip"))
    popup = rig.popup()
    assert "“boarding pass.jpg”, into “Trip”" in popup.note_label.text()
    memory = rig.send("for the trip")
    assert memory.group_id == c.ids["trip"] and memory.placed_by_user
    assert memory.image and memory.image.endswith(".jpg")  # stored as it came, not re-encoded
    assert (memory.provenance.app, memory.provenance.window_title) == (DROPPED, "boarding pass.jpg")
    c.settle()
    assert c.scene.mirror.memories[memory.id].group_id == c.ids["trip"]


def test_several_files_come_one_popup_after_another_and_bad_ones_are_named(rig: Rig, tmp_path: Path) -> None:
    c = rig.c
    notes = tmp_path / "notes.md"
    notes.write_text("# Ideas\n- ferry at 9\n", encoding="utf-8")
    fake = tmp_path / "fake.png"
    fake.write_bytes(b"\x89PNG\r\n\x1a\nnot an image")
    binary = tmp_path / "tool.bin"
    binary.write_bytes(b"\x7fELF\x00\x00\x01")
    huge = tmp_path / "huge.webp"
    with huge.open("wb") as handle:  # sparse: the size is checked before anything is read
        handle.truncate(MAX_IMAGE_BYTES + 1)
    other = tmp_path / "other.txt"
    other.write_text("second file", encoding="utf-8")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in (notes, fake, binary, huge, other)])
    drop(rig, mime, c.frame_body("trip"))
    first = rig.send()
    assert first.text == "# Ideas\n- ferry at 9\n"
    second = rig.send()
    assert second.text == "second file" and rig.intake.pending() == 0
    said = " ".join(rig.notices)
    assert "“fake.png”" in said and "“tool.bin” is neither text nor an image" in said
    assert "“huge.webp” is 64 MB; the limit for an image is 64 MB" in said


def test_a_failed_save_keeps_the_popup_and_the_memo(rig: Rig) -> None:
    rig.c.core.store.close()
    QGuiApplication.clipboard().setText("kept")
    rig.intake.paste()
    popup = rig.popup()
    QTest.keyClicks(popup.memo, "my thought")
    popup.request_send()
    rig.c.qtbot.waitUntil(lambda: popup.error_label.isVisibleTo(popup), timeout=5000)
    assert popup.memo_text() == "my thought" and rig.capture.popup is popup


def test_new_note_is_typed_in_the_app_and_goes_into_the_selected_group(rig: Rig) -> None:
    c = rig.c
    c.scene.select_nodes([], [c.ids["grant"]])
    dialog = rig.intake.new_note()
    assert "Grant proposal" in dialog.findChild(type(dialog.error), "noteGroup").text()
    dialog.request_save()
    assert dialog.error.text() == "Type something first."
    QTest.keyClicks(dialog.edit, "Call the funding office on Monday")
    saved: list[int] = []
    rig.intake.note_saved.connect(saved.append)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Save).click()
    c.qtbot.waitUntil(lambda: bool(saved), timeout=5000)
    memory = c.core.store.get_memory(saved[0])
    assert (memory.text, memory.provenance.app, memory.group_id) == ("Call the funding office on Monday", "Note",
                                                                      c.ids["grant"])
    assert rig.queued[-1].id == memory.id


def test_rich_text_and_oversized_markup() -> None:
    snapshot = MimeSnapshot(html="<p>Hello <b>world</b></p><script>x()</script><ul><li>one</li><li>two</li></ul>")
    [item], problems = read_incoming(snapshot, PASTED)
    assert item.text == "Hello world\n\none\n\ntwo" and not problems
    assert html_to_text("a&amp;b") == "a&b"
    items, problems = read_incoming(MimeSnapshot(html="<p>" + "x" * 8_000_001), PASTED)
    assert items == [] and "the limit is 8,000,000" in problems[0]
    items, problems = read_incoming(MimeSnapshot(urls=("ftp://example.org/x",)), DROPPED)
    assert items == [] and "not a web link or a file" in problems[0]


def test_text_dropped_on_the_timeline_list_becomes_an_unplaced_memory(rig: Rig) -> None:
    from PySide6.QtWidgets import QListView

    from contexty_qt.ui.intake import DropTarget

    timeline = QListView()
    rig.c.qtbot.addWidget(timeline)
    rig.intake.accept_drops(DropTarget(timeline.viewport()))
    assert timeline.viewport().acceptDrops()
    mime = QMimeData()
    mime.setHtml("<p>Meeting moved to <b>Thursday</b></p>")
    event = QDropEvent(QPointF(5, 5), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    assert rig.intake.eventFilter(timeline.viewport(), event) is True
    memory = rig.send()
    assert (memory.text, memory.provenance.app, memory.group_id) == ("Meeting moved to Thursday", DROPPED, None)
