"""Region snippet: freeze every screen, then let the user drag a rectangle (CAP-1, "Ctrl+Shift+S").

The screens are grabbed first (mss, physical pixels) and each overlay shows its screen's frozen
image, so a tooltip or an animation that disappears when the overlay appears is still there to
be selected, and the crop is exactly what the user saw. One borderless overlay per screen, each
placed on its own screen's logical geometry; the frozen image carries its screen's device pixel
ratio, so it is painted 1:1 on mixed-DPI setups, and a selection is mapped back to physical
pixels with that screen's ratio (ScreenGeometry.to_physical). A selection stays on the screen
where the drag began.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QCursor,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QWidget

from contexty_qt.capture.frozen import FrozenScreen, frame_to_qimage, freeze_screens, screen_geometry
from contexty_qt.capture.geometry import Rect
from contexty_qt.ui.memo_popup import headless, raise_window, wayland

# the frozen-screen helpers live in capture/frozen.py (the capture backends make them); kept here too
__all__ = ["FrozenScreen", "RegionOverlay", "RegionSelection", "RegionSelector", "frame_to_qimage",
           "freeze_screens", "screen_geometry"]

MIN_SELECTION = 4  # logical pixels: a smaller drag is a slip of the hand, not a selection
HINT = "Drag to select a region   ·   Enter: whole screen   ·   Esc: cancel"


@dataclass
class RegionSelection:
    image: QImage  # the crop, physical pixels
    rect: Rect  # where it was, global physical pixels
    screen_name: str


class RegionOverlay(QWidget):
    """A borderless full-screen window showing one frozen screen, with a rubber band."""

    selection_made = Signal(QRect)  # logical, widget coordinates
    cancel_requested = Signal()
    whole_screen_requested = Signal()
    drag_started = Signal()

    def __init__(self, frozen: FrozenScreen) -> None:
        super().__init__(None)
        self.frozen = frozen
        # Bypass the window manager: it would otherwise decorate, move or refuse a window that
        # covers the whole screen. Keyboard focus then comes from grabKeyboard().
        self.setWindowFlags(Qt.WindowType.FramelessWindowHint | Qt.WindowType.WindowStaysOnTopHint
                            | Qt.WindowType.X11BypassWindowManagerHint)
        self.setWindowTitle("Contexty — select a region")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setCursor(QCursor(Qt.CursorShape.CrossCursor))
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._origin: QPoint | None = None
        self._current: QPoint | None = None
        g = frozen.geometry.logical
        self.setGeometry(QRect(g.x, g.y, g.width, g.height))

    # ---- state -------------------------------------------------------------------------------
    def selection(self) -> QRect:
        if self._origin is None or self._current is None:
            return QRect()
        # from the press point to the release point, end exclusive (QRect(p1, p2) includes p2)
        a, b = self._origin, self._current
        rect = QRect(min(a.x(), b.x()), min(a.y(), b.y()), abs(a.x() - b.x()), abs(a.y() - b.y()))
        return rect.intersected(self.rect())

    def clear(self) -> None:
        self._origin = self._current = None
        self.update()

    # ---- input -------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._origin = self._current = event.position().toPoint()
            self.drag_started.emit()
            self.update()
        elif event.button() == Qt.MouseButton.RightButton:
            self.cancel_requested.emit()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._origin is not None and event.buttons() & Qt.MouseButton.LeftButton:
            self._current = event.position().toPoint()
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._origin is None:
            return
        self._current = event.position().toPoint()
        selection = self.selection()
        if selection.width() >= MIN_SELECTION and selection.height() >= MIN_SELECTION:
            self.selection_made.emit(selection)
        else:
            self.clear()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.cancel_requested.emit()
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.whole_screen_requested.emit()
        else:
            super().keyPressEvent(event)

    # ---- painting ----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawImage(self.rect(), self.frozen.image)  # DPR-aware: 1:1 physical pixels
        painter.fillRect(self.rect(), QColor(0, 0, 0, 110))
        selection = self.selection()
        if not selection.isEmpty():
            painter.drawImage(selection, self.frozen.image, self._source_rect(selection))
            painter.setPen(QPen(QColor(56, 132, 255), 2))
            painter.drawRect(selection.adjusted(0, 0, -1, -1))
            self._paint_size(painter, selection)
        self._paint_hint(painter, selection)
        painter.end()

    def _source_rect(self, selection: QRect) -> QRect:
        dpr = self.frozen.geometry.dpr
        return QRect(round(selection.x() * dpr), round(selection.y() * dpr),
                     round(selection.width() * dpr), round(selection.height() * dpr))

    def _paint_size(self, painter: QPainter, selection: QRect) -> None:
        physical = self._source_rect(selection)
        text = f"{physical.width()} × {physical.height()}"
        metrics = painter.fontMetrics()
        box = QRect(QPoint(0, 0), QSize(metrics.horizontalAdvance(text) + 12, metrics.height() + 6))
        box.moveTopLeft(selection.bottomLeft() + QPoint(0, 6))
        if box.bottom() > self.height():
            box.moveBottomLeft(selection.topLeft() - QPoint(0, 6))
        painter.fillRect(box, QColor(20, 20, 20, 200))
        painter.setPen(QColor("white"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_hint(self, painter: QPainter, selection: QRect) -> None:
        """How to use the overlay, kept visible during a drag unless it would cover the selection."""
        font = painter.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        box = QRect(0, 0, metrics.horizontalAdvance(HINT) + 32, metrics.height() + 16)
        box.moveCenter(QPoint(self.width() // 2, 0))
        # near the bottom: the top of a screen is where titles and tabs are, which people select
        box.moveBottom(self.height() - max(24, self.height() // 12))
        if box.intersects(selection):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 20, 20, 210))
        painter.drawRoundedRect(box, 8, 8)
        painter.setPen(QColor("white"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, HINT)

    # ---- mapping -----------------------------------------------------------------------------
    def to_physical(self, selection: QRect) -> Rect:
        g = self.frozen.geometry
        logical = Rect(g.logical.x + selection.x(), g.logical.y + selection.y(), selection.width(),
                       selection.height())
        return g.to_physical(logical)

    def crop(self, physical: Rect) -> QImage:
        origin = self.frozen.geometry.physical
        image = self.frozen.image.copy(QRect(physical.x - origin.x, physical.y - origin.y, physical.width,
                                             physical.height))
        image.setDevicePixelRatio(1.0)  # the crop is stored at physical resolution
        return image


class RegionSelector(QObject):
    """Shows one overlay per frozen screen; emits `selected(RegionSelection)` or `cancelled()`."""

    selected = Signal(object)
    cancelled = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.overlays: list[RegionOverlay] = []

    @property
    def active(self) -> bool:
        return bool(self.overlays)

    def start(self, frozen: Sequence[FrozenScreen]) -> None:
        self.close()
        pointer = QCursor.pos()
        focus: RegionOverlay | None = None
        for item in frozen:
            overlay = RegionOverlay(item)
            overlay.selection_made.connect(lambda rect, o=overlay: self._finish(o, rect))
            overlay.whole_screen_requested.connect(lambda o=overlay: self._finish(o, o.rect()))
            overlay.cancel_requested.connect(self.cancel)
            overlay.drag_started.connect(lambda o=overlay: self._clear_others(o))
            if item.screen is not None:
                overlay.setScreen(item.screen)
            self.overlays.append(overlay)
            if focus is None or overlay.geometry().contains(pointer):
                focus = overlay
        for overlay in self.overlays:
            if wayland():
                overlay.showFullScreen()  # no positioning on Wayland: full screen on its own output
            else:
                overlay.show()
            raise_window(overlay)
        if focus is not None:
            raise_window(focus)
            focus.setFocus()
            if not headless() and not wayland():
                focus.grabKeyboard()  # an override-redirect window gets no focus from the WM

    def _clear_others(self, keep: RegionOverlay) -> None:
        for overlay in self.overlays:
            if overlay is not keep:
                overlay.clear()

    def _finish(self, overlay: RegionOverlay, selection: QRect) -> None:
        physical = overlay.to_physical(selection)
        result = RegionSelection(overlay.crop(physical), physical, overlay.frozen.geometry.name)
        self.close()
        self.selected.emit(result)

    def cancel(self) -> None:
        if self.overlays:
            self.close()
            self.cancelled.emit()

    def close(self) -> None:
        overlays, self.overlays = self.overlays, []
        for overlay in overlays:
            if not headless() and not wayland():
                overlay.releaseKeyboard()
            overlay.hide()
            overlay.deleteLater()
