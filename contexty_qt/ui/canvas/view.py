"""The canvas view: zoom (wheel, pinch, keys), pan (drag empty space, Space+drag, middle button),
fit all, zoom to selection, keyboard navigation between cards, in-place editors, a minimap.

Mouse events go to the current interaction mode (interactions.py); the view only routes them.
"""

from __future__ import annotations

import contextlib
import logging
import math
from collections.abc import Iterable

from PySide6.QtCore import QEvent, QLineF, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QGesture, QGestureEvent, QGraphicsView, QLineEdit, QMenu, QPinchGesture, QWidget

from contexty_qt.core.model import AnalysisState, NodeKind, Origin
from contexty_qt.ui.canvas import accessibility
from contexty_qt.ui.canvas.accessibility import Node
from contexty_qt.ui.canvas.actions import CanvasActions
from contexty_qt.ui.canvas.interactions import (
    NODES_MIME,
    DeferredUnfreeze,
    IdleMode,
    Mode,
    decode_nodes,
)
from contexty_qt.ui.canvas.items import CardItem, LinkItem
from contexty_qt.ui.canvas.layout import UNASSIGNED
from contexty_qt.ui.canvas.scene import CanvasScene
from contexty_qt.ui.selection import SelectionModel

log = logging.getLogger("contexty.ui.canvas.view")

MIN_ZOOM, MAX_ZOOM = 0.03, 4.0
WHEEL_STEP = 1.0015  # per 1/8 degree of wheel rotation: one notch (120) is about 20 %
KEY_STEP = 1.25
AUTOSCROLL_EDGE = 28
FIT_NAMES_SHRINK = 0.25  # "Fit all" zooms out at most this much more to show every frame name whole


class InlineEditor(QLineEdit):
    """A one-line editor laid over the canvas (group names, link labels). Enter commits, Esc cancels."""

    def __init__(self, parent: QWidget, text: str, placeholder: str, commit_on_focus_out: bool) -> None:
        super().__init__(text, parent)
        self.setObjectName("canvasInlineEditor")
        self.setPlaceholderText(placeholder)
        self._commit_on_focus_out = commit_on_focus_out
        self._done = False
        self.on_commit: list[object] = []
        self.returnPressed.connect(self.commit)

    def commit(self) -> None:
        if self._done:
            return
        self._done = True
        for callback in self.on_commit:
            callback(self.text())  # type: ignore[operator]
        self._close()

    def cancel(self) -> None:
        if not self._done:
            self._done = True
            self._close()

    def _close(self) -> None:
        parent = self.parentWidget()
        self.hide()
        self.deleteLater()
        if parent is not None:
            view = parent.parentWidget()
            if view is not None:
                view.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            return
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()  # QLineEdit passes Enter on: the canvas would open the card editor with it

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if event.reason() in (Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason):
            return
        if self._commit_on_focus_out:
            self.commit()
        else:
            self.cancel()


class Minimap(QWidget):
    """The whole tree in miniature with the visible area outlined; click or drag to go there."""

    def __init__(self, view: CanvasView) -> None:
        super().__init__(view)
        self.setObjectName("canvasMinimap")
        self.view = view
        self.setFixedSize(QSize(200, 140))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip("Overview of the canvas: click or drag to move there")
        self._pixmap: QPixmap | None = None
        self._bounds = QRectF()

    def invalidate(self) -> None:
        self._pixmap = None
        self.update()

    def _scale(self) -> tuple[float, float, float]:
        b = self._bounds
        if b.isEmpty():
            return 1.0, 0.0, 0.0
        s = min((self.width() - 8) / b.width(), (self.height() - 8) / b.height())
        ox = (self.width() - b.width() * s) / 2 - b.left() * s
        oy = (self.height() - b.height() * s) / 2 - b.top() * s
        return s, ox, oy

    def _render(self) -> QPixmap:
        scene = self.view.canvas_scene
        theme = scene.ctx.theme
        bounds = scene.layout.bounds()
        self._bounds = QRectF(bounds.x, bounds.y, bounds.w, bounds.h) if bounds else QRectF()
        dpr = self.devicePixelRatioF()
        pixmap = QPixmap(self.size() * dpr)
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        bg = QColor(theme.background)
        bg.setAlpha(235)
        painter.setPen(QPen(theme.frame_border, 1))
        painter.setBrush(bg)
        painter.drawRoundedRect(QRectF(0.5, 0.5, self.width() - 1, self.height() - 1), 6, 6)
        s, ox, oy = self._scale()
        painter.setPen(Qt.PenStyle.NoPen)
        for frame_id, rect in sorted(scene.layout.frames.items(), key=lambda kv: scene.layout.depth.get(kv[0], 0)):
            painter.setBrush(theme.frame_fill(scene.layout.depth.get(frame_id, 0) + 1))
            painter.drawRect(QRectF(rect.x * s + ox, rect.y * s + oy, max(1.0, rect.w * s), max(1.0, rect.h * s)))
        for memory_id, rect in scene.layout.cards.items():
            memory = scene.mirror.memories.get(memory_id)
            if memory is None:
                continue
            painter.setBrush(theme.sources[memory.source].accent)
            painter.drawRect(QRectF(rect.x * s + ox, rect.y * s + oy, max(1.0, rect.w * s), max(1.0, rect.h * s)))
        painter.end()
        return pixmap

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._pixmap is None or self._pixmap.size() != self.size() * self.devicePixelRatioF():
            self._pixmap = self._render()
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._pixmap)
        s, ox, oy = self._scale()
        visible = self.view.visible_scene_rect()
        painter.setPen(QPen(self.view.canvas_scene.ctx.theme.selection, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(visible.x() * s + ox, visible.y() * s + oy, visible.width() * s,
                                visible.height() * s).intersected(QRectF(1, 1, self.width() - 2, self.height() - 2)))

    def _go(self, pos: QPointF) -> None:
        s, ox, oy = self._scale()
        if s > 0:
            self.view.centerOn(QPointF((pos.x() - ox) / s, (pos.y() - oy) / s))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.view.stop_following()
        self._go(event.position())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._go(event.position())


class CanvasView(QGraphicsView):
    zoom_changed = Signal(float)

    def __init__(self, scene: CanvasScene, actions: CanvasActions, selection: SelectionModel,
                 parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setObjectName("canvasView")
        self.setAccessibleName("Memory canvas")
        self.canvas_scene = scene
        self.tree_actions = actions
        self.selection = selection
        self.space_held = False
        self.mode: Mode = IdleMode(self)
        self.minimap_enabled = True
        self._editor: InlineEditor | None = None
        self._focus_card: int | None = None
        self.focus_node: Node | None = None  # the group or card the keyboard is on (Tab, arrows)
        accessibility.install()  # screen readers see the groups and cards as list items
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, False)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAcceptDrops(True)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self.minimap = Minimap(self)
        self.minimap.hide()
        scene.layout_applied.connect(self._after_layout)
        selection.changed.connect(self._selection_changed)
        # The view fits every group after each layout until the person moves it (zoom, pan, a click, a key, the
        # minimap, a scroll bar): captures arriving in new groups otherwise land outside a view that was fitted once.
        self._following = True
        self._auto = False  # the view is moving itself (fit after a layout), not the person
        for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
            bar.sliderPressed.connect(self.stop_following)
            bar.actionTriggered.connect(lambda _action: self.stop_following())

    # ---- modes -----------------------------------------------------------------------------
    def set_mode(self, mode: Mode) -> None:
        self.mode = mode

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.stop_following()
        self.close_editor(commit=True)
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if not self.mode.press(event):
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if not self.mode.move(event):
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if not self.mode.release(event):
            super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if not self.mode.double_click(event):
            super().mouseDoubleClickEvent(event)

    # ---- zoom and pan ----------------------------------------------------------------------
    def zoom(self) -> float:
        return float(self.transform().m11())

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def set_zoom(self, zoom: float, anchor: QPointF | None = None, gesture: bool = False) -> None:
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        anchor = anchor if anchor is not None else QPointF(self.viewport().rect().center())
        before = self.mapToScene(anchor.toPoint())
        self.setTransform(QTransform.fromScale(zoom, zoom))
        self._update_scene_rect()
        after = self.mapToScene(anchor.toPoint())
        self.pan_by((before.x() - after.x()) * zoom, (before.y() - after.y()) * zoom)
        self._zoomed(gesture)

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """One step of a continuous zoom (wheel, pinch, keys)."""
        self.set_zoom(self.zoom() * factor, anchor, gesture=True)

    def stop_following(self) -> None:
        """The person moved the view: layouts no longer fit it to every group."""
        if not self._auto:
            self._following = False

    def pan_by(self, dx: float, dy: float) -> None:
        self.stop_following()
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + round(dx))
        v.setValue(v.value() + round(dy))
        if self.minimap.isVisible():
            self.minimap.update()

    def fit_rect(self, rect: QRectF, max_zoom: float = 1.0, labels: bool = False) -> None:
        """Zoom and scroll so `rect` fills the view. `labels`: the frames' fixed-size low-zoom names count too, so a
        name that runs past its frame's right edge (a narrow group with a long name) is not cut off by the view."""
        if rect.isEmpty():
            return
        margin = self.canvas_scene.ctx.theme.line * 2
        rect = rect.adjusted(-margin, -margin, margin, margin)
        view = self.viewport().rect()
        zoom = max(MIN_ZOOM, min(view.width() / rect.width(), view.height() / rect.height(), max_zoom))
        if labels:
            zoom, rect = self._fit_with_labels(rect, zoom, view.width())
        self.setTransform(QTransform.fromScale(zoom, zoom))
        self._update_scene_rect()
        self.centerOn(rect.center())
        self._zoomed()

    def _fit_with_labels(self, rect: QRectF, zoom: float, width: int) -> tuple[float, QRectF]:
        """`zoom`, or the zoom at which the frame names shown at `zoom` all fit `width` pixels beside `rect` when that
        shows the same names and is at most FIT_NAMES_SHRINK smaller; with `rect` widened by their overhang.
        A name is as wide on screen at any zoom, so one starting at scene x fits below (width - its pixels) / (x -
        rect's left). Rather one name cut at the view's edge than others gone (too narrow a frame hides its name,
        and a wider name on less room can cover another) or everything much smaller."""
        scene = self.canvas_scene
        shown = scene.label_places(zoom)
        bounds = [(width - place.width() * zoom) / (place.left() - rect.left()) for place in shown.values()
                  if place.left() > rect.left()]
        fitted = min([zoom, *bounds])
        if zoom * (1 - FIT_NAMES_SHRINK) <= fitted < zoom and fitted >= MIN_ZOOM:
            places = scene.label_places(fitted)
            right = max([rect.right(), *(place.right() for place in places.values())])
            if places.keys() == shown.keys() and right <= rect.left() + width / fitted:
                return fitted, QRectF(rect.left(), rect.top(), right - rect.left(), rect.height())
        return zoom, rect

    def fit_all(self) -> None:
        bounds = self.canvas_scene.layout.bounds()
        if bounds is not None:
            self.fit_rect(QRectF(bounds.x, bounds.y, bounds.w, bounds.h), labels=True)

    def zoom_to_selection(self) -> None:
        rect = QRectF()
        for item in self.canvas_scene.selectedItems():
            if item.isVisible():
                rect = rect.united(item.sceneBoundingRect())
        if rect.isEmpty():
            self.fit_all()
        else:
            self.fit_rect(rect, max_zoom=1.5)

    def reset_zoom(self) -> None:
        self.set_zoom(1.0)

    def _zoomed(self, gesture: bool = False) -> None:
        self.stop_following()
        self.canvas_scene.set_zoom(self.zoom(), gesture)
        self._update_minimap()
        self.close_editor(commit=True)
        self.zoom_changed.emit(self.zoom())

    def _update_scene_rect(self) -> None:
        """Content plus most of a viewport of room around it, so any part can reach the centre."""
        bounds = self.canvas_scene.layout.bounds()
        content = QRectF(bounds.x, bounds.y, bounds.w, bounds.h) if bounds else QRectF(0, 0, 1, 1)
        z = self.zoom() or 1.0
        mx = self.viewport().width() / z * 0.85
        my = self.viewport().height() / z * 0.85
        self.setSceneRect(content.adjusted(-mx, -my, mx, my))

    def wheelEvent(self, event: QWheelEvent) -> None:
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        pixel = event.pixelDelta()
        if not ctrl and not pixel.isNull():  # a touchpad's two-finger scroll pans
            self.pan_by(-pixel.x(), -pixel.y())
        else:
            delta = event.angleDelta().y() or event.angleDelta().x()
            if delta:
                self.zoom_by(WHEEL_STEP ** delta, event.position())
        event.accept()

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.NativeGesture:
            assert isinstance(event, QNativeGestureEvent)
            if event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
                self.zoom_by(1.0 + event.value(), event.position())
                return True
        elif event.type() == QEvent.Type.Gesture:
            assert isinstance(event, QGestureEvent)
            gesture: QGesture | None = event.gesture(Qt.GestureType.PinchGesture)
            if isinstance(gesture, QPinchGesture):
                change = gesture.changeFlags()
                if change & QPinchGesture.ChangeFlag.ScaleFactorChanged:
                    anchor = self.viewport().mapFromGlobal(gesture.centerPoint().toPoint())
                    self.zoom_by(gesture.scaleFactor(), QPointF(anchor))
                event.accept(gesture)
                return True
        return super().viewportEvent(event)

    def autoscroll(self, pos: QPointF) -> None:
        """Dragging near an edge scrolls that way (one step per mouse move)."""
        rect = self.viewport().rect()
        dx = dy = 0.0
        if pos.x() < AUTOSCROLL_EDGE:
            dx = -(AUTOSCROLL_EDGE - pos.x())
        elif pos.x() > rect.width() - AUTOSCROLL_EDGE:
            dx = pos.x() - rect.width() + AUTOSCROLL_EDGE
        if pos.y() < AUTOSCROLL_EDGE:
            dy = -(AUTOSCROLL_EDGE - pos.y())
        elif pos.y() > rect.height() - AUTOSCROLL_EDGE:
            dy = pos.y() - rect.height() + AUTOSCROLL_EDGE
        if dx or dy:
            self.pan_by(dx, dy)

    # ---- layout / minimap ------------------------------------------------------------------
    def _after_layout(self) -> None:
        self._update_scene_rect()
        if self._following and self.canvas_scene.layout.cards:
            self._auto = True
            try:
                self.fit_all()
            finally:
                self._auto = False
        self.minimap.invalidate()
        self._update_minimap()

    def _update_minimap(self) -> None:
        bounds = self.canvas_scene.layout.bounds()
        big = False
        if bounds is not None and self.minimap_enabled:
            visible = self.visible_scene_rect()
            big = bounds.w > visible.width() * 1.05 or bounds.h > visible.height() * 1.05
        margin = 12
        self.minimap.move(self.width() - self.minimap.width() - margin, self.height() - self.minimap.height() - margin)
        self.minimap.setVisible(big)
        if big:
            self.minimap.raise_()
            self.minimap.update()

    def set_minimap_enabled(self, on: bool) -> None:
        self.minimap_enabled = on
        self._update_minimap()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.canvas_scene.request_realize()
        self._update_scene_rect()
        self._update_minimap()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self.canvas_scene.request_realize()  # cards coming on screen get their items
        if self.minimap.isVisible():
            self.minimap.update()
        if self._editor is not None:
            self._editor.move(self._editor.pos() + QPoint(dx, dy))

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        rect = QRectF(rect)
        theme = self.canvas_scene.ctx.theme
        painter.fillRect(rect, theme.background)
        zoom = self.zoom()
        if zoom < 0.3:
            return
        step = theme.line * 2.5
        left, top = math.floor(rect.left() / step), math.floor(rect.top() / step)
        right, bottom = math.ceil(rect.right() / step), math.ceil(rect.bottom() / step)
        points = [QPointF(i * step, j * step) for j in range(top, bottom) for i in range(left, right)]
        pen = QPen(theme.grid, 2.0)
        pen.setCosmetic(True)  # two device pixels at any zoom, drawn without antialiasing (cheap)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(pen)
        painter.drawPoints(points)
        painter.restore()

    # ---- selection following and keyboard navigation ---------------------------------------
    def _selection_changed(self, source: object) -> None:
        if source is self.canvas_scene:
            return
        self.ensure_visible(self.selection.memory_ids, self.selection.group_ids)

    def ensure_visible(self, memory_ids: Iterable[int], group_ids: Iterable[int] = ()) -> None:
        rect = QRectF()
        for memory_id in memory_ids:
            item = self.canvas_scene.card(memory_id)
            if item is not None and item.isVisible():
                rect = rect.united(item.sceneBoundingRect())
        for group_id in group_ids:
            frame = self.canvas_scene.frames.get(group_id)
            if frame is not None and frame.isVisible():
                rect = rect.united(frame.sceneBoundingRect())
        if rect.isEmpty():
            return
        visible = self.visible_scene_rect()
        if not visible.contains(rect):
            self.stop_following()  # the view shows what was asked for, and stays there
            if rect.width() > visible.width() or rect.height() > visible.height():
                self.fit_rect(rect, max_zoom=self.zoom())
            else:
                self.centerOn(rect.center())

    def _current_card(self) -> CardItem | None:
        scene = self.canvas_scene
        if self._focus_card is not None:
            item = scene.card(self._focus_card)
            if item is not None and item.isVisible() and item.isSelected():
                return item
        selected = [i for i in scene.selectedItems() if isinstance(i, CardItem) and i.isVisible()]
        return selected[0] if selected else None

    def navigate(self, dx: int, dy: int) -> None:
        """Select the nearest card in a direction (arrow keys)."""
        scene = self.canvas_scene
        current = self._current_card()
        order = scene.reading_order()
        if not order:
            return
        if current is None:
            target: int | None = order[0]
        else:
            c = current.sceneBoundingRect().center()
            best, best_score = None, math.inf
            for memory_id in order:
                if memory_id == current.memory.id:
                    continue
                r = scene.layout.cards[memory_id]
                p = current.sceneBoundingRect().center() + QPointF(r.x, r.y) - current.pos()
                along = (p.x() - c.x()) * dx + (p.y() - c.y()) * dy
                if along <= 1:
                    continue
                across = abs((p.x() - c.x()) * dy) + abs((p.y() - c.y()) * dx)
                score = along + across * 2.5
                if score < best_score:
                    best, best_score = memory_id, score
            target = best
        if target is None:
            return
        self.focus_on((NodeKind.MEMORY, target))

    # ---- keyboard focus on groups and cards ---------------------------------------------------
    def focus_on(self, node: Node) -> None:
        """Select `node`, show it, draw the focus ring around it and tell a screen reader."""
        kind, node_id = node
        if kind is NodeKind.MEMORY:
            self.canvas_scene.select_nodes([node_id])
            self._focus_card = node_id
            self.ensure_visible([node_id])
        else:
            self.canvas_scene.select_nodes([], [node_id])
            self._focus_card = None
            self.ensure_visible([], [node_id])
        self.focus_node = node
        self.viewport().update()
        accessibility.announce_focus(self, node)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab walk the groups and cards in reading order, then leave the canvas."""
        if self.hasFocus() and self._editor is None:
            order = [node for node, _item in accessibility.canvas_nodes(self.canvas_scene)]
            if order:
                if self.focus_node in order:
                    index = order.index(self.focus_node) + (1 if next else -1)
                else:
                    index = 0 if next else len(order) - 1
                if 0 <= index < len(order):
                    self.focus_on(order[index])
                    return True
        return super().focusNextPrevChild(next)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)
        if not self.hasFocus():
            return
        painter.save()
        painter.resetTransform()  # viewport pixels: the ring keeps its width at any zoom
        color = self.palette().highlight().color()
        painter.setPen(QPen(color, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.viewport().rect().adjusted(1, 1, -2, -2))  # the canvas has the focus
        target = self._focus_rect()
        if target is not None:
            painter.setPen(QPen(color, 3, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(QRectF(self.mapFromScene(target).boundingRect()).adjusted(-4, -4, 4, 4), 8, 8)
        painter.restore()

    def _focus_rect(self) -> QRectF | None:
        if self.focus_node is None:
            return None
        kind, node_id = self.focus_node
        scene = self.canvas_scene
        item = scene.card(node_id) if kind is NodeKind.MEMORY else scene.frames.get(node_id)
        if item is None or not item.isVisible() or not item.isSelected():
            return None
        return item.sceneBoundingRect()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.stop_following()  # keyboard work on the canvas (moving between cards, editing) is the person's too
        if self.mode.key_press(event):
            return
        key, mods = event.key(), event.modifiers()
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        scene = self.canvas_scene
        memories, groups = scene.selected_ids()
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self.space_held = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
        elif ctrl and key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(KEY_STEP)
        elif ctrl and key == Qt.Key.Key_Minus:
            self.zoom_by(1 / KEY_STEP)
        elif (ctrl and key == Qt.Key.Key_0) or key == Qt.Key.Key_Home:
            self.fit_all()
        elif ctrl and key == Qt.Key.Key_1:
            self.reset_zoom()
        elif ctrl and key == Qt.Key.Key_2:
            self.zoom_to_selection()
        elif ctrl and key == Qt.Key.Key_A:
            scene.select_nodes(list(scene.layout.cards))
        elif ctrl and key == Qt.Key.Key_G and (memories or groups):
            self.create_group(memories, groups)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down) and not ctrl:
            dx = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(key, 0)  # type: ignore[call-overload]
            dy = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}.get(key, 0)  # type: ignore[call-overload]
            self.navigate(dx, dy)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and len(memories) == 1 and not groups:
            self.tree_actions.edit_requested.emit(memories[0])
        elif key == Qt.Key.Key_F2 and len(memories) == 1 and not groups:
            self.start_title_edit(memories[0])
        elif (key == Qt.Key.Key_F2 or key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)) and len(groups) == 1 \
                and not memories:
            self.start_rename(groups[0])
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and (memories or groups):
            self.tree_actions.delete(memories, groups)
        elif key == Qt.Key.Key_Escape:
            scene.clearSelection()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self.space_held = False
            self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
            event.accept()
            return
        super().keyReleaseEvent(event)

    # ---- context menu ----------------------------------------------------------------------
    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        pos, global_pos = self.context_menu_position(event)
        menu = self.build_context_menu(pos)
        if menu is not None and not menu.isEmpty():
            menu.exec(global_pos)
        if menu is not None:
            menu.deleteLater()

    def context_menu_position(self, event: QContextMenuEvent) -> tuple[QPointF, QPoint]:
        """Where the menu is about (scene) and where it opens (screen). From the Menu key or
        Shift+F10: the focused group or card (else the first selected), opened beside it."""
        pos, global_pos = self.mapToScene(event.pos()), event.globalPos()
        if event.reason() == QContextMenuEvent.Reason.Keyboard:
            target = self._focus_rect()
            if target is None:
                target = next((i.sceneBoundingRect() for i in self.canvas_scene.selectedItems() if i.isVisible()),
                              None)
            if target is not None:
                pos = target.center()
                corner = self.mapFromScene(QPointF(target.left() + 12, target.top() + 12))
                global_pos = self.viewport().mapToGlobal(corner)
        return pos, global_pos

    def build_context_menu(self, pos: QPointF) -> QMenu | None:
        scene, actions = self.canvas_scene, self.tree_actions
        item = scene.item_at(pos)
        menu = QMenu(self)
        menu.setObjectName("canvasContextMenu")
        if isinstance(item, LinkItem):
            link = item.link
            if link.created_by is Origin.AI:  # a link the AI proposed (core/pipeline/links.py)
                menu.addAction("Accept suggested link", lambda: actions.accept_link(link.id))
                menu.addAction("Dismiss suggestion", lambda: actions.unlink(link.id))
                return menu
            label = f"Remove link “{link.label}”" if link.label else "Remove link"
            menu.addAction(label, lambda: actions.unlink(link.id))
            return menu
        memories, groups = scene.selected_ids()
        if not memories and not groups:
            fit = menu.addAction("Fit all", self.fit_all)
            fit.setShortcut(QKeySequence("Ctrl+0"))
            menu.addAction("New empty group", lambda: self.create_group([], []))
            return menu
        count = len(memories) + len(groups)
        what = _describe(len(memories), len(groups))
        create_action = menu.addAction(f"Create Group from {what}", lambda: self.create_group(memories, groups))
        create_action.setShortcut(QKeySequence("Ctrl+G"))
        menu.addAction("Prompt with AI…", lambda: actions.prompt_requested.emit(memories, groups))
        menu.addAction("Add to Chat", lambda: actions.add_to_chat.emit(memories, groups))
        menu.addSeparator()
        if len(memories) == 1 and not groups:
            memory = scene.mirror.memories[memories[0]]
            edit = menu.addAction("Edit card…", lambda: actions.edit_requested.emit(memory.id))
            edit.setShortcut(QKeySequence(Qt.Key.Key_Return))
            retitle = menu.addAction("Rename card", lambda: self.start_title_edit(memory.id))
            retitle.setShortcut(QKeySequence(Qt.Key.Key_F2))
            if memory.analysis_state is AnalysisState.FAILED:
                menu.addAction("Retry analysis", lambda: actions.retry(memory.id))
            if memory.updated:
                menu.addAction("Mark as seen", lambda: actions.mark_seen(memory.id))
        if len(groups) == 1 and not memories:
            group_id = groups[0]
            rename = menu.addAction("Rename group", lambda: self.start_rename(group_id))
            rename.setShortcut(QKeySequence(Qt.Key.Key_F2))
            group = scene.mirror.groups.get(group_id)
            if group is not None:
                menu.addAction("Expand" if group.collapsed else "Collapse",
                               lambda: actions.set_collapsed(group_id, not group.collapsed))
                if group.parent_id is not None:
                    menu.addAction("Move to top level", lambda: actions.drop_group(group_id, None))
        if count == 2:
            nodes = [(NodeKind.MEMORY, i) for i in memories] + [(NodeKind.GROUP, i) for i in groups]
            menu.addAction("Link these two…", lambda: self.ask_link_label(nodes[0], nodes[1]))
        if memories and any(scene.mirror.memories[i].group_id is not None for i in memories
                            if i in scene.mirror.memories):
            menu.addAction("Remove from group", lambda: actions.drop_cards(memories, None))
        menu.addSeparator()
        if memories:
            archived = all(scene.mirror.memories[i].archived for i in memories if i in scene.mirror.memories)
            if archived:
                menu.addAction("Restore from archive", lambda: actions.archive(memories, False))
            else:
                menu.addAction("Archive", lambda: actions.archive(memories, True))
        delete = menu.addAction(f"Delete {what}", lambda: actions.delete(memories, groups))
        delete.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        return menu

    def create_group(self, memories: list[int], groups: list[int]) -> None:
        if not memories and not groups:
            created = None
            try:
                created = self.tree_actions.tree.add_group("New group").id
            except Exception as exc:
                self.tree_actions.status.emit(str(exc))
        else:
            created = self.tree_actions.create_group(memories, groups)
        if created is not None:
            self._rename_when_shown(created)

    def _rename_when_shown(self, group_id: int) -> None:
        """Start renaming a new group as soon as its frame is laid out."""
        scene = self.canvas_scene

        def attempt() -> None:
            frame = scene.frames.get(group_id)
            if frame is not None and frame.isVisible():
                scene.layout_applied.disconnect(attempt)
                scene.select_nodes([], [group_id])
                self.ensure_visible([], [group_id])
                self.start_rename(group_id)

        scene.layout_applied.connect(attempt)

    # ---- in-place editors ------------------------------------------------------------------
    def close_editor(self, commit: bool) -> None:
        editor, self._editor = self._editor, None
        if editor is not None:
            with contextlib.suppress(RuntimeError):  # already deleted
                editor.commit() if commit else editor.cancel()

    def _open_editor(self, rect: QRectF, text: str, placeholder: str, commit_on_focus_out: bool) -> InlineEditor:
        self.close_editor(commit=True)
        editor = InlineEditor(self.viewport(), text, placeholder, commit_on_focus_out)
        top_left = self.mapFromScene(rect.topLeft())
        width = max(220, int(rect.width() * self.zoom()))
        editor.setGeometry(QRect(top_left, QSize(width, max(editor.sizeHint().height(),
                                                            int(rect.height() * self.zoom())))))
        font = editor.font()
        font.setBold(True)
        editor.setFont(font)
        editor.show()
        editor.setFocus(Qt.FocusReason.OtherFocusReason)
        editor.selectAll()
        self._editor = editor
        editor.destroyed.connect(lambda *_: setattr(self, "_editor", None) if self._editor is editor else None)
        return editor

    def start_rename(self, group_id: int) -> InlineEditor | None:
        frame = self.canvas_scene.frames.get(group_id)
        if frame is None or frame.tree_group is None or not frame.isVisible():
            return None
        self.ensure_visible([], [group_id])
        rect = frame.mapRectToScene(frame.name_rect())
        editor = self._open_editor(rect, frame.tree_group.name, "Group name", commit_on_focus_out=True)
        editor.setObjectName("canvasRenameEditor")
        editor.on_commit.append(lambda text: self.tree_actions.rename(group_id, text) if text.strip() else None)
        return editor

    def start_title_edit(self, memory_id: int) -> InlineEditor | None:
        """Edit a card's title in place (double-click on the title, or F2); Enter saves, Esc cancels."""
        card = self.canvas_scene.card(memory_id)
        if card is None or not card.isVisible():
            return None
        self.ensure_visible([memory_id])
        rect = card.mapRectToScene(card.title_rect())
        rect.setHeight(rect.height() / 2)  # one line: the editor scrolls a longer title
        editor = self._open_editor(rect, card.memory.title or card.memory.display_title(), "Card title",
                                   commit_on_focus_out=True)
        editor.setObjectName("canvasTitleEditor")
        editor.setAccessibleName("Card title")
        editor.on_commit.append(lambda text: self.tree_actions.retitle(memory_id, text))
        return editor

    def ask_link_label(self, src: tuple[NodeKind, int], dst: tuple[NodeKind, int]) -> InlineEditor | None:
        scene = self.canvas_scene
        a, b = scene.node_rect(*src), scene.node_rect(*dst)
        if a is None or b is None:
            return None
        middle = QLineF(a.center(), b.center()).center()
        line = scene.ctx.theme.line
        rect = QRectF(middle.x() - line * 8, middle.y() - line, line * 16, line * 2)
        editor = self._open_editor(rect, "", "Link label (optional), Enter to link", commit_on_focus_out=False)
        editor.setObjectName("canvasLinkEditor")
        editor.on_commit.append(lambda text: self.tree_actions.link(src, dst, text))
        return editor

    def unfreeze_after_update(self, ids: set[int], fallback_ms: int) -> None:
        DeferredUnfreeze(self.canvas_scene, ids, fallback_ms)

    # ---- drops from the overview -----------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(NODES_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if not event.mimeData().hasFormat(NODES_MIME):
            event.ignore()
            return
        target = self.canvas_scene.frame_at(self.mapToScene(event.position().toPoint()))
        for frame in self.canvas_scene.frames.values():
            frame.set_drop_target(frame is target)
        event.acceptProposedAction()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        for frame in self.canvas_scene.frames.values():
            frame.set_drop_target(False)
        super().dragLeaveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        for frame in self.canvas_scene.frames.values():
            frame.set_drop_target(False)
        memories, groups = decode_nodes(bytes(event.mimeData().data(NODES_MIME).data()))
        target_frame = self.canvas_scene.frame_at(self.mapToScene(event.position().toPoint()))
        target = target_frame.frame_id if target_frame is not None else None
        if target == UNASSIGNED:
            target = None
        self.tree_actions.drop_nodes(memories, groups, target)
        event.acceptProposedAction()


def _describe(memories: int, groups: int) -> str:
    parts = []
    if memories:
        parts.append(f"{memories} card{'s' if memories != 1 else ''}")
    if groups:
        parts.append(f"{groups} group{'s' if groups != 1 else ''}")
    return " and ".join(parts)


__all__ = ["CanvasView", "InlineEditor", "Minimap"]
