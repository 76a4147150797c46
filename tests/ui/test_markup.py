"""Markup before saving (issue 17): the tools change the picture that is stored, blurred pixels
are gone from the stored file (and from every file the capture wrote), crop and undo work, and
the analysis reads the marked-up file."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image
from PySide6.QtCore import QPoint, QPointF, QSize, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from contexty_qt.capture.geometry import Rect
from contexty_qt.capture.images import thumbnail_path
from contexty_qt.capture.screen import Frame, ScreenGrabber
from contexty_qt.core.services import CoreServices
from contexty_qt.ui.markup.document import MIN_BLOCK, Edit, MarkupDocument, Tool, pixelate
from contexty_qt.ui.markup.editor import MarkupEditor
from contexty_qt.ui.region_selector import freeze_screens
from tests.ui.test_capture_controller import Rig, send_memo

pytestmark = pytest.mark.qt_log_ignore("does not support raise", "does not support propagateSizeHints")

SECRET = Rect(40, 20, 120, 40)  # where the "password" is, in screen pixels


class NoiseGrabber(ScreenGrabber):
    """A screen of flat grey with random noise where the secret is: no pixel of it can be guessed."""

    def __init__(self) -> None:
        rng = np.random.default_rng(17)
        self.secret = rng.integers(0, 256, (SECRET.height, SECRET.width, 3), dtype=np.uint8)

    def grab(self, rect: Rect) -> Frame:
        pixels = np.full((rect.height, rect.width, 4), 200, np.uint8)
        pixels[:, :, 3] = 255
        y, x = SECRET.y - rect.y, SECRET.x - rect.x
        pixels[y: y + SECRET.height, x: x + SECRET.width, :3] = self.secret
        return Frame(pixels, rect)


def rgb(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    raw = np.frombuffer(image.constBits(), np.uint8, count=image.sizeInBytes())
    return raw.reshape(image.height(), image.bytesPerLine())[:, : image.width() * 3].reshape(
        image.height(), image.width(), 3).copy()


def noise_image(width: int = 200, height: int = 100) -> QImage:
    pixels = np.random.default_rng(3).integers(0, 256, (height, width, 3), dtype=np.uint8)
    return QImage(pixels.tobytes(), width, height, width * 3, QImage.Format.Format_RGB888).copy()


def test_pixelate_leaves_no_original_pixel_and_uniform_blocks() -> None:
    image = noise_image()
    before = rgb(image)
    after = rgb(pixelate(image, image.rect().adjusted(20, 10, -20, -10)))
    region_before, region_after = before[10:90, 20:180], after[10:90, 20:180]
    assert (region_before == region_after).all(axis=2).mean() < 0.001
    block = region_after[:MIN_BLOCK, :MIN_BLOCK].reshape(-1, 3)
    assert (block == block[0]).all()  # one colour per block
    assert (before[:10] == after[:10]).all() and (before[:, :20] == after[:, :20]).all()  # outside untouched


def test_document_tools_crop_and_undo() -> None:
    image = QImage(300, 200, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    document = MarkupDocument(image)
    assert not document.add(Edit(Tool.BOX, QPointF(5, 5), QPointF(6, 6)))  # a click is no box
    assert document.add(Edit(Tool.BOX, QPointF(10, 10), QPointF(100, 80)))
    assert document.image().pixelColor(10, 40).red() > 200 and document.image().pixelColor(10, 40).green() < 100
    assert document.add(Edit(Tool.HIGHLIGHT, QPointF(150, 10), QPointF(250, 40)))
    highlighted = document.image().pixelColor(200, 20)
    assert highlighted.red() > 240 and highlighted.blue() < 40  # yellow marker
    assert document.add(Edit(Tool.ARROW, QPointF(20, 150), QPointF(200, 150)))
    assert document.add(Edit(Tool.TEXT, QPointF(20, 190), QPointF(20, 190), "pw here"))
    assert document.add(Edit(Tool.CROP, QPointF(0, 0), QPointF(120, 90)))
    assert document.image().size() == QSize(120, 90)
    assert document.undo() is not None and document.image().size() == QSize(300, 200)
    assert document.image().pixelColor(200, 20) == highlighted  # the earlier edits are rendered again
    while document.undo() is not None:
        pass
    assert document.image().pixelColor(10, 40) == QColor("white") and not document.modified


def test_bar_undo_and_tool_buttons(qtbot: QtBot) -> None:
    editor = MarkupEditor(noise_image(400, 200), QSize(200, 100))
    qtbot.addWidget(editor)
    editor.show()
    assert editor.canvas.size() == QSize(200, 100)  # half scale
    assert not editor.undo_button.isEnabled()
    editor.tool_buttons[Tool.CROP].click()
    qtbot.mousePress(editor.canvas, Qt.MouseButton.LeftButton, pos=QPoint(1, 1))  # (0, 0): "centre" to QTest
    qtbot.mouseMove(editor.canvas, QPoint(50, 50))
    qtbot.mouseRelease(editor.canvas, Qt.MouseButton.LeftButton, pos=QPoint(50, 50))
    assert editor.image().size() == QSize(98, 98)  # widget pixels are mapped to image pixels
    assert editor.undo_button.isEnabled()
    editor.undo_button.click()
    assert editor.image().size() == QSize(400, 200) and not editor.modified
    editor.tool_buttons[Tool.TEXT].click()
    qtbot.mouseClick(editor.canvas, Qt.MouseButton.LeftButton, pos=QPoint(20, 60))
    field = editor.canvas.findChild(QLineEdit, "markupTextField")
    assert field is not None
    qtbot.keyClicks(field, "secret")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert [e.text for e in editor.document.edits] == ["secret"]
    qtbot.mouseClick(editor.canvas, Qt.MouseButton.LeftButton, pos=QPoint(40, 60))
    field = editor.canvas.findChild(QLineEdit, "markupTextField")
    qtbot.keyClicks(field, "dropped")
    qtbot.keyClick(field, Qt.Key.Key_Escape)  # drops the words only
    assert [e.text for e in editor.document.edits] == ["secret"]
    names = [b.accessibleName() for b in (*editor.tool_buttons.values(), editor.undo_button)]
    assert all(names) and len(set(names)) == len(names)


def test_blurred_region_is_absent_from_every_stored_file(qtbot: QtBot, core: CoreServices, tmp_path: Path) -> None:
    rig = Rig(qtbot, core)
    rig.controller.start()
    try:
        grabber = NoiseGrabber()
        frozen = freeze_screens(grabber)
        rig.controller.start_region_selection(frozen)
        overlay = rig.controller.region_selector.overlays[0]
        with qtbot.waitSignal(rig.controller.popup_shown):
            qtbot.mousePress(overlay, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
            qtbot.mouseMove(overlay, QPoint(210, 110))
            qtbot.mouseRelease(overlay, Qt.MouseButton.LeftButton, pos=QPoint(210, 110))
        popup = rig.controller.popup
        assert popup is not None and popup.markup is not None
        canvas = popup.markup.canvas
        assert canvas.scale() == 1.0  # a 200x100 capture is shown 1:1
        popup.markup.tool_buttons[Tool.BLUR].click()
        # the secret sits at (30, 10)-(150, 50) of the capture; blur a little more than that
        qtbot.mousePress(canvas, Qt.MouseButton.LeftButton, pos=QPoint(26, 6))
        qtbot.mouseMove(canvas, QPoint(100, 30))
        qtbot.mouseRelease(canvas, Qt.MouseButton.LeftButton, pos=QPoint(155, 55))
        assert popup.marked_up
        memory = send_memo(qtbot, rig, "login form, password blurred")
        assert memory.image is not None
        qtbot.waitUntil(lambda: thumbnail_path(core.store.images_dir, memory.image).exists())  # type: ignore[arg-type]

        with Image.open(core.store.image_path(memory.image)) as stored:
            pixels = np.asarray(stored.convert("RGB"))
        assert pixels.shape == (100, 200, 3)
        region = pixels[10:50, 30:150]
        assert (region == grabber.secret).all(axis=2).mean() < 0.001
        assert (pixels[80:, :] == 200).all()  # the rest of the capture is exact
        # nothing the capture wrote anywhere under the data folder holds the secret pixels
        found = []
        for path in core.store.data_dir.rglob("*"):
            if not path.is_file():
                continue
            try:
                with Image.open(path) as candidate:
                    array = np.asarray(candidate.convert("RGB"))
            except Exception:
                assert grabber.secret.tobytes()[:48] not in path.read_bytes()
                continue
            if array.shape[0] >= 40 and array.shape[1] >= 120:
                found.append(path.name)
                window = array[10:50, 30:150] if array.shape[:2] == (100, 200) else array[:40, :120]
                assert (window == grabber.secret).all(axis=2).mean() < 0.001, path
        assert memory.image in found
        # the analysis reads this same file (OCR and the vision model): store.image_path(memory.image)
    finally:
        rig.controller.shutdown()
