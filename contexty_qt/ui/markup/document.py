"""Markup of a captured region, before it is saved: the original image plus a list of edits.

The document never touches the disk. `image()` renders the edits onto a copy of the original, in
order, so undo is "drop the last edit and render again"; the rendered image is what the capture
controller encodes and stores, so OCR and the vision model see exactly what the user saw.

Blur is a pixelation by block averaging (numpy): every pixel of a block becomes the block's mean,
so no pixel of the original region survives in the result (a nearest-neighbour downscale would keep
one original pixel per block). Edits are in the coordinates of the image as it is when they are
made: after a crop, later edits are relative to the cropped image.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPolygonF

MIN_BLOCK = 12  # pixels: a pixelated word at this block size cannot be read back
BLOCKS_ACROSS = 16  # a large region gets larger blocks (at most this many across its short side)
ARROW_COLOR = QColor("#e5342b")
BOX_COLOR = QColor("#e5342b")
HIGHLIGHT_COLOR = QColor(255, 221, 0)
TEXT_COLOR = QColor("#e5342b")
MAX_TEXT_CHARS = 200


class Tool(Enum):
    ARROW = "arrow"
    BOX = "rectangle"
    HIGHLIGHT = "highlighter"
    TEXT = "text"
    BLUR = "blur"
    CROP = "crop"


@dataclass(frozen=True)
class Edit:
    """One markup step. `rect` for shapes, `start`/`end` for an arrow, `text` at `start` for text."""

    tool: Tool
    start: QPointF
    end: QPointF
    text: str = ""

    @property
    def rect(self) -> QRectF:
        return QRectF(self.start, self.end).normalized()

    def is_meaningful(self) -> bool:
        """A click without a drag makes no arrow, box or crop (text needs words, not a size)."""
        if self.tool is Tool.TEXT:
            return bool(self.text.strip())
        if self.tool is Tool.ARROW:
            return QLineF(self.start, self.end).length() >= 4
        rect = self.rect
        return rect.width() >= 3 and rect.height() >= 3


def pen_width(image: QImage) -> float:
    """Lines scale with the image: 3 px on a small snippet, thicker on a 4K region."""
    return max(3.0, min(image.width(), image.height()) / 150)


def to_rgb32(image: QImage) -> QImage:
    return image.convertToFormat(QImage.Format.Format_RGB32)


def pixelate(image: QImage, region: QRect) -> QImage:
    """Replace every block of `region` by its mean colour; returns a new image."""
    import numpy as np  # with the first use, not at launch (issue 14)

    base = to_rgb32(image)
    area = region.intersected(base.rect())
    if area.isEmpty():
        return base.copy()
    width, height = base.width(), base.height()
    raw = np.frombuffer(base.constBits(), dtype=np.uint8, count=base.sizeInBytes())
    pixels = raw.reshape(height, base.bytesPerLine())[:, : width * 4].reshape(height, width, 4).copy()
    top, left = area.top(), area.left()
    patch = pixels[top: top + area.height(), left: left + area.width()].astype(np.float64)
    block = max(MIN_BLOCK, math.ceil(min(area.width(), area.height()) / BLOCKS_ACROSS))
    rows = np.arange(0, patch.shape[0], block)
    cols = np.arange(0, patch.shape[1], block)
    sums = np.add.reduceat(np.add.reduceat(patch, rows, axis=0), cols, axis=1)
    counts = np.outer(np.diff(np.append(rows, patch.shape[0])), np.diff(np.append(cols, patch.shape[1])))
    means = np.rint(sums / counts[:, :, None]).astype(np.uint8)
    means[:, :, 3] = 255
    spread = np.repeat(np.repeat(means, np.diff(np.append(rows, patch.shape[0])), axis=0),
                       np.diff(np.append(cols, patch.shape[1])), axis=1)
    pixels[top: top + area.height(), left: left + area.width()] = spread
    result = QImage(pixels.data, width, height, width * 4, QImage.Format.Format_RGB32)
    return result.copy()  # own the bytes: `pixels` goes away with this frame


def arrow_head(line: QLineF, size: float) -> QPolygonF:
    angle = math.atan2(line.dy(), line.dx())
    tip = line.p2()
    left = QPointF(tip.x() - size * math.cos(angle - math.pi / 7), tip.y() - size * math.sin(angle - math.pi / 7))
    right = QPointF(tip.x() - size * math.cos(angle + math.pi / 7), tip.y() - size * math.sin(angle + math.pi / 7))
    return QPolygonF([tip, left, right])


def text_font(image: QImage) -> QFont:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(14, round(min(image.width(), image.height()) / 18)))
    return font


def paint_edit(painter: QPainter, edit: Edit, image: QImage) -> None:
    """Draw a shape edit (not blur or crop, which change pixels or size) onto `image`'s painter."""
    width = pen_width(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if edit.tool is Tool.ARROW:
        line = QLineF(edit.start, edit.end)
        painter.setPen(QPen(ARROW_COLOR, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        head = arrow_head(line, width * 4)
        shaft = QLineF(line.p1(), line.pointAt(max(0.0, 1 - (width * 3) / max(line.length(), 1.0))))
        painter.drawLine(shaft)
        painter.setBrush(QBrush(ARROW_COLOR))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPolygon(head)
    elif edit.tool is Tool.BOX:
        painter.setPen(QPen(BOX_COLOR, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(edit.rect)
    elif edit.tool is Tool.HIGHLIGHT:
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Multiply)
        painter.fillRect(edit.rect, HIGHLIGHT_COLOR)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    elif edit.tool is Tool.TEXT:
        font = text_font(image)
        painter.setFont(font)
        path = QPainterPath()
        path.addText(edit.start, font, edit.text[:MAX_TEXT_CHARS])
        painter.setPen(QPen(QColor("white"), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)  # a white outline keeps the words readable on any background
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(TEXT_COLOR))
        painter.drawPath(path)


def apply_edit(image: QImage, edit: Edit) -> QImage:
    """`image` with `edit` applied, as a new RGB32 image (the input is left alone)."""
    if edit.tool is Tool.BLUR:
        return pixelate(image, edit.rect.toAlignedRect())
    if edit.tool is Tool.CROP:
        area = edit.rect.toAlignedRect().intersected(image.rect())
        return to_rgb32(image.copy(area)) if not area.isEmpty() else to_rgb32(image).copy()
    result = to_rgb32(image).copy()
    painter = QPainter(result)
    try:
        paint_edit(painter, edit, result)
    finally:
        painter.end()
    return result


class MarkupDocument:
    """The original capture and the user's edits; `image()` is what gets saved.

    Only the latest rendering is kept (a 4K capture is 33 MB per copy); undo renders the remaining
    edits again from the original, which takes a few milliseconds per edit.
    """

    def __init__(self, original: QImage) -> None:
        self._original = to_rgb32(original)
        self._original.setDevicePixelRatio(1.0)
        self._edits: list[Edit] = []
        self._image = self._original

    @property
    def edits(self) -> tuple[Edit, ...]:
        return tuple(self._edits)

    @property
    def modified(self) -> bool:
        return bool(self._edits)

    def image(self) -> QImage:
        return self._image

    def add(self, edit: Edit) -> bool:
        """Apply `edit`; a meaningless one (a click without a drag) is dropped and returns False."""
        if not edit.is_meaningful():
            return False
        self._edits.append(edit)
        self._image = apply_edit(self._image, edit)
        return True

    def undo(self) -> Edit | None:
        if not self._edits:
            return None
        edit = self._edits.pop()
        image = self._original
        for earlier in self._edits:
            image = apply_edit(image, earlier)
        self._image = image
        return edit
