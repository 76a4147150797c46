"""The 2D map of the long-term repository (LTM-1): every memory a dot, coloured by cluster, the
cluster keywords written at their centres; hover for a preview, drag a lasso to select, wheel to
zoom, drag to pan, double-click to fit.

Drawing stays cheap at 20,000 dots: the dots of each cluster are one QPolygonF built once per data
set, mapped to pixels and drawn with one drawPoints call each into an image that covers the view and
a quarter of a view around it, on a pool thread (QPainter on a QImage needs no GUI thread). A pan
blits that image; a zoom gesture scales it; the dots are drawn again, crisply and off the GUI thread,
when the gesture rests or a pan leaves the drawn area. Filters dim dots (a
second, grey polygon set); the selection, hover, labels and lasso are drawn on top every frame.
Nothing here reads the store or computes the layout: MapData arrives ready
(core/longterm/repository.py, computed on a worker thread).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QImage,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QToolTip, QWidget

from contexty_qt.core.longterm.repository import MapData, points_in_polygon
from contexty_qt.ui.bridge import TaskRunner

log = logging.getLogger("contexty.ui.repository.map")

# distinct, colour-blind-friendlier hues (Okabe-Ito first, then Tableau)
CLUSTER_COLORS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#7F3C8D",
                  "#11A579", "#3969AC", "#E73F74", "#80BA5A"]
HOVER_PX = 9.0
CACHE_MARGIN = 0.25  # the cached dots cover the view plus this share of it on each side
REST_MS = 150  # after the last zoom step, draw the dots again at the new scale
MIN_SCALE, MAX_SCALE = 20.0, 200_000.0


def cluster_color(label: int) -> QColor:
    return QColor(CLUSTER_COLORS[label % len(CLUSTER_COLORS)])


@dataclass(frozen=True)
class DotsRequest:
    """Everything a pool thread needs to draw the dots (no widget access there)."""

    generation: int
    width: float  # logical pixels of the image
    height: float
    centre: QPointF  # the data point at the image's centre
    scale: float
    dpr: float
    polys: tuple[tuple[int, QPolygonF], ...]
    dim: QPolygonF
    point_px: float
    antialias: bool


def draw_dots(request: DotsRequest) -> QImage:
    image = QImage(max(1, int(request.width * request.dpr)), max(1, int(request.height * request.dpr)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(request.dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, request.antialias)
    t = QTransform()
    t.translate(request.width / 2, request.height / 2)
    t.scale(request.scale, -request.scale)
    t.translate(-request.centre.x(), -request.centre.y())
    if not request.dim.isEmpty():
        pen = QPen(QColor(150, 150, 150, 70), request.point_px * 0.8)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawPoints(t.map(request.dim))
    for label, poly in request.polys:
        pen = QPen(cluster_color(label), request.point_px)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawPoints(t.map(poly))
    painter.end()
    return image


class MapView(QWidget):
    hovered = Signal(int)  # memory id under the pointer, -1 when none
    selection_changed = Signal(object)  # list[int] of memory ids
    activated = Signal(int)  # double-click on a dot

    def __init__(self, parent: QWidget | None = None, runner: TaskRunner | None = None) -> None:
        """`runner`: the app's TaskRunner draws the dots (else one of the view's own)."""
        super().__init__(parent)
        self.setObjectName("repositoryMap")
        self._runner = runner if runner is not None else TaskRunner(max_threads=1, parent=self)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.data: MapData | None = None
        self._polys: list[tuple[int, QPolygonF]] = []
        self._dim_poly = QPolygonF()
        self._visible: npt.NDArray[np.bool_] = np.zeros(0, dtype=bool)
        self._selected: npt.NDArray[np.bool_] = np.zeros(0, dtype=bool)
        self._sel_poly = QPolygonF()
        self._tops: dict[int, tuple[float, float]] = {}  # cluster -> (x of its centre, its highest y)
        self.scale = 200.0
        self.offset = QPointF(0.0, 0.0)  # the data point at the widget's centre
        self.point_px = 7.0
        self.hover = -1
        self._drag_start: QPointF | None = None
        self._drag_offset = QPointF()
        self._lasso: list[QPointF] = []
        self.lasso_mode = False  # otherwise a plain drag pans (Shift+drag lassos either way)
        self.describe: Callable[[int], str] | None = None  # memory id -> tooltip HTML
        self.frame_hook: Callable[[float], None] | None = None  # benchmarks: paint time in ms
        self.empty_text = "Computing the map…"
        self._tip_timer = QTimer(self)
        self._tip_timer.setSingleShot(True)
        self._tip_timer.setInterval(250)
        self._tip_timer.timeout.connect(self._show_tip)
        self._tip_pos = QPointF()
        self._cache: tuple[QImage, QPointF, float] | None = None  # dots, data point at its centre, scale
        self._generation = 0  # data, filter or size changes make older images useless
        self._drawing = False
        self._draw_again = False
        self.synchronous = False  # draw on the GUI thread (tests, screenshots that grab at once)
        self._rest = QTimer(self)
        self._rest.setSingleShot(True)
        self._rest.setInterval(REST_MS)
        self._rest.timeout.connect(self._rested)

    # ---- data ----------------------------------------------------------------------------------
    def set_data(self, data: MapData | None) -> None:
        self.data = data
        self.hover = -1
        n = len(data) if data is not None else 0
        self._visible = np.ones(n, dtype=bool)
        self._selected = np.zeros(n, dtype=bool)
        self._rebuild()
        self.fit()

    def set_visible(self, mask: npt.NDArray[np.bool_] | None) -> None:
        """Dim the dots outside the filters (None: all visible)."""
        if self.data is None:
            return
        n = len(self.data)
        self._visible = np.ones(n, dtype=bool) if mask is None else np.asarray(mask, dtype=bool)
        self._selected &= self._visible
        self._rebuild()
        self.update()

    def _rebuild(self) -> None:
        self._polys = []
        self._dim_poly = QPolygonF()
        data = self.data
        if data is None or not len(data):
            self._sel_poly = QPolygonF()
            return
        xy = data.xy
        self._tops = {}
        for label in range(int(data.labels.max()) + 1):
            members = np.flatnonzero((data.labels == label) & self._visible)
            if members.size:
                self._polys.append((label, _polygon(xy[members])))
                # the label sits above the cluster's densest part: its top decile
                self._tops[label] = (float(np.median(xy[members, 0])), float(np.percentile(xy[members, 1], 90)))
        dim = np.flatnonzero(~self._visible)
        self._dim_poly = _polygon(xy[dim]) if dim.size else QPolygonF()
        self._sel_poly = _polygon(xy[np.flatnonzero(self._selected)]) if self._selected.any() else QPolygonF()
        self._invalidate()

    # ---- selection ---------------------------------------------------------------------------
    def selected_ids(self) -> list[int]:
        if self.data is None:
            return []
        return [int(i) for i in self.data.ids[self._selected]]

    def select_ids(self, ids: Sequence[int]) -> None:
        if self.data is None:
            return
        self._selected = np.isin(self.data.ids, np.asarray(list(ids), dtype=np.int64)) & self._visible
        self._sel_poly = _polygon(self.data.xy[np.flatnonzero(self._selected)]) if self._selected.any() \
            else QPolygonF()
        self.update()
        self.selection_changed.emit(self.selected_ids())

    def select_cluster(self, label: int) -> None:
        if self.data is not None:
            self.select_ids([int(i) for i in self.data.ids[(self.data.labels == label) & self._visible]])

    def lasso(self, polygon_px: Sequence[QPointF], *, add: bool = False) -> list[int]:
        """Select the visible dots inside a polygon given in widget pixels."""
        if self.data is None or len(polygon_px) < 3:
            return []
        inverse, _ok = self.transform().inverted()
        poly = [inverse.map(p) for p in polygon_px]
        inside = points_in_polygon(self.data.xy, [(p.x(), p.y()) for p in poly]) & self._visible
        chosen = self.data.ids[inside | self._selected] if add else self.data.ids[inside]
        self.select_ids([int(i) for i in chosen])
        return self.selected_ids()

    # ---- view transform ------------------------------------------------------------------------
    def transform(self) -> QTransform:
        t = QTransform()
        t.translate(self.width() / 2.0, self.height() / 2.0)
        t.scale(self.scale, -self.scale)  # y up, as in a plot
        t.translate(-self.offset.x(), -self.offset.y())
        return t

    def fit(self) -> None:
        data = self.data
        if data is None or not len(data):
            self.update()
            return
        lo, hi = data.xy.min(axis=0), data.xy.max(axis=0)
        span = np.maximum(hi - lo, 1e-3)
        self.offset = QPointF(float(lo[0] + hi[0]) / 2.0, float(lo[1] + hi[1]) / 2.0)
        margin = 48.0
        self.scale = float(min((self.width() - 2 * margin) / span[0], (self.height() - 2 * margin) / span[1]))
        self.scale = max(MIN_SCALE, min(MAX_SCALE, self.scale))
        self.update()

    def zoom(self, factor: float, around: QPointF | None = None) -> None:
        around = around if around is not None else QPointF(self.width() / 2.0, self.height() / 2.0)
        before, _ok = self.transform().inverted()
        anchor = before.map(around)
        self.scale = max(MIN_SCALE, min(MAX_SCALE, self.scale * factor))
        after, _ok = self.transform().inverted()
        moved = after.map(around)
        self.offset += anchor - moved
        self.update()

    def pan_pixels(self, dx: float, dy: float) -> None:
        self.offset += QPointF(-dx / self.scale, dy / self.scale)
        self.update()

    def point_at(self, pos: QPointF) -> int:
        """Index of the visible dot nearest to `pos` (widget pixels) within HOVER_PX, or -1."""
        data = self.data
        if data is None or not len(data):
            return -1
        inverse, _ok = self.transform().inverted()
        p = inverse.map(pos)
        d2 = (data.xy[:, 0] - p.x()) ** 2 + (data.xy[:, 1] - p.y()) ** 2
        d2 = np.where(self._visible, d2, np.inf)
        best = int(np.argmin(d2))
        return best if float(d2[best]) * self.scale ** 2 <= HOVER_PX ** 2 else -1

    # ---- painting ------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        import time

        started = time.perf_counter()
        painter = QPainter(self)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        data = self.data
        if data is None or not len(data):
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.empty_text)
            painter.end()
            return
        self._paint_dots(painter)
        transform = self.transform()
        if not self._sel_poly.isEmpty():
            selected = transform.map(self._sel_poly)
            ring = QPen(palette.color(QPalette.ColorRole.Text), self.point_px + 3.0)
            ring.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(ring)
            painter.drawPoints(selected)
            pen = QPen(palette.color(QPalette.ColorRole.Highlight), self.point_px)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawPoints(selected)
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._paint_labels(painter, transform)
        if 0 <= self.hover < len(data):
            center = transform.map(QPointF(float(data.xy[self.hover, 0]), float(data.xy[self.hover, 1])))
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Text), 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(center, self.point_px + 3.0, self.point_px + 3.0)
        if len(self._lasso) > 1:
            path = QPainterPath(self._lasso[0])
            for p in self._lasso[1:]:
                path.lineTo(p)
            path.closeSubpath()
            color = QColor(palette.color(QPalette.ColorRole.Highlight))
            painter.setPen(QPen(color, 1.5, Qt.PenStyle.DashLine))
            color.setAlpha(40)
            painter.setBrush(color)
            painter.drawPath(path)
        painter.end()
        if self.frame_hook is not None:
            self.frame_hook((time.perf_counter() - started) * 1e3)

    def _paint_dots(self, painter: QPainter) -> None:
        """Blit (pan) or scale (zoom) the drawn dots; ask for a new drawing when they no longer cover
        the view at this scale (the old one shows meanwhile)."""
        w, h = float(self.width()), float(self.height())
        if self._cache is None:
            self._request()
            if self._cache is None:  # drawing on a pool thread: the next frame shows it
                return
        image, centre, scale = self._cache
        dpr = image.devicePixelRatio()
        iw, ih = image.width() / dpr, image.height() / dpr
        if scale == self.scale:
            dx = (centre.x() - self.offset.x()) * scale
            dy = -(centre.y() - self.offset.y()) * scale
            painter.drawImage(QPointF(w / 2 - iw / 2 + dx, h / 2 - ih / 2 + dy), image)
            if abs(dx) > CACHE_MARGIN * w or abs(dy) > CACHE_MARGIN * h:
                self._request()
        else:
            half_w, half_h = iw / 2 / scale, ih / 2 / scale
            area = QRectF(centre.x() - half_w, centre.y() - half_h, 2 * half_w, 2 * half_h)
            painter.drawImage(self.transform().mapRect(area), image, QRectF(image.rect()))
            self._rest.start()

    def _dots_request(self) -> DotsRequest:
        w, h = float(self.width()), float(self.height())
        return DotsRequest(self._generation, w * (1 + 2 * CACHE_MARGIN), h * (1 + 2 * CACHE_MARGIN),
                           QPointF(self.offset), self.scale, self.devicePixelRatioF(), tuple(self._polys),
                           self._dim_poly, self.point_px, self.data is not None and len(self.data) <= 5000)

    def _request(self) -> None:
        if self.synchronous:
            request = self._dots_request()
            self._cache = (draw_dots(request), request.centre, request.scale)
            return
        if self._drawing:
            self._draw_again = True
            return
        self._drawing = True
        request = self._dots_request()
        self._runner.submit(lambda: draw_dots(request), lambda image: self._drawn(request, image), self._draw_failed)

    def _draw_failed(self, error: BaseException) -> None:
        self._drawing = False
        log.error("drawing the map failed", exc_info=(type(error), error, error.__traceback__))

    def _drawn(self, request: DotsRequest, image: QImage) -> None:
        self._drawing = False
        if request.generation == self._generation:
            self._cache = (image, request.centre, request.scale)
            self.update()
        if self._draw_again or request.generation != self._generation:
            self._draw_again = False
            self._request()

    def _invalidate(self) -> None:
        self._generation += 1
        self._cache = None

    def wait_drawn(self, timeout_ms: int = 5000) -> bool:
        """Tests and benchmarks: wait for the dots to be drawn."""
        from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEventLoop

        clock = QElapsedTimer()
        clock.start()
        if self._cache is None:
            self._request()
        while (self._cache is None or self._drawing) and clock.elapsed() < timeout_ms:
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
            threading.Event().wait(0.005)  # let the drawing thread have the GIL
        return self._cache is not None

    def _rested(self) -> None:
        if self._cache is not None and self._cache[2] != self.scale:
            self._request()

    def _paint_labels(self, painter: QPainter, transform: QTransform) -> None:
        data = self.data
        assert data is not None
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        placed: list[QRectF] = []
        base = self.palette().color(QPalette.ColorRole.Base)
        for cluster in sorted(data.clusters, key=lambda c: -c.size):
            if cluster.label not in self._tops:
                continue  # filtered out entirely
            anchor = transform.map(QPointF(*self._tops[cluster.label]))
            text = f"{cluster.keywords}  ({cluster.size})"
            width = metrics.horizontalAdvance(text) + 14
            height = metrics.height() + 6
            rect = QRectF(anchor.x() - width / 2, anchor.y() - height - self.point_px, width, height)
            if not self.rect().toRectF().intersects(rect) or any(rect.intersects(p) for p in placed):
                continue  # off screen, or over a bigger cluster's label: zoom in to read it
            placed.append(rect)
            fill = QColor(base)
            fill.setAlpha(225)
            painter.setPen(QPen(cluster_color(cluster.label), 2.0))
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, 8, 8)
            painter.setPen(self.palette().color(QPalette.ColorRole.Text))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def label_at(self, pos: QPointF) -> int | None:
        """The cluster whose label is under `pos` (clicking a label selects the cluster)."""
        data = self.data
        if data is None:
            return None
        metrics = QFontMetricsF(self.font())
        transform = self.transform()
        for cluster in data.clusters:
            if cluster.label not in self._tops:
                continue
            anchor = transform.map(QPointF(*self._tops[cluster.label]))
            width = metrics.horizontalAdvance(f"{cluster.keywords}  ({cluster.size})") * 1.1 + 14
            height = metrics.height() + 6
            top = anchor.y() - height - self.point_px
            if abs(pos.x() - anchor.x()) <= width / 2 and top <= pos.y() <= top + height:
                return cluster.label
        return None

    # ---- input ---------------------------------------------------------------------------------
    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom(1.2 ** steps, event.position())
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() in (Qt.MouseButton.LeftButton, Qt.MouseButton.MiddleButton):
            self._drag_start = event.position()
            self._drag_offset = QPointF(self.offset)
            lasso = event.button() == Qt.MouseButton.LeftButton and (
                self.lasso_mode or bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            self._lasso = [event.position()] if lasso else []
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if self._drag_start is not None:
            if self._lasso:
                self._lasso.append(pos)
                self.update()
            else:
                delta = pos - self._drag_start
                self.offset = self._drag_offset + QPointF(-delta.x() / self.scale, delta.y() / self.scale)
                self.update()
            return
        index = self.point_at(pos)
        if index != self.hover:
            self.hover = index
            self.update()
            self.hovered.emit(int(self.data.ids[index]) if index >= 0 and self.data is not None else -1)
            QToolTip.hideText()
            if index >= 0:
                self._tip_pos = pos
                self._tip_timer.start()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        start, self._drag_start = self._drag_start, None
        if start is None:
            return
        moved = (event.position() - start).manhattanLength() > 4
        if self._lasso:
            lasso, self._lasso = self._lasso, []
            add = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
            if moved:
                self.lasso(lasso, add=add)
            self.update()
            if moved:
                return
        if moved:
            return
        label = self.label_at(event.position())
        index = self.point_at(event.position())
        if index >= 0 and self.data is not None:
            memory_id = int(self.data.ids[index])
            add = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
            current = set(self.selected_ids())
            self.select_ids(sorted(current ^ {memory_id}) if add else [memory_id])
        elif label is not None:
            self.select_cluster(label)
        else:
            self.select_ids([])

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        index = self.point_at(event.position())
        if index >= 0 and self.data is not None:
            self.activated.emit(int(self.data.ids[index]))
        else:
            self.fit()

    def leaveEvent(self, event: object) -> None:
        if self.hover != -1:
            self.hover = -1
            self.update()
            self.hovered.emit(-1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._generation += 1  # the drawn dots still show (in place) until the new size is drawn
        if self._cache is not None:
            self._request()
        if event.oldSize().width() <= 0:
            self.fit()

    def _show_tip(self) -> None:
        if self.hover < 0 or self.data is None or self.describe is None:
            return
        text = self.describe(int(self.data.ids[self.hover]))
        if text:
            QToolTip.showText(self.mapToGlobal(self._tip_pos.toPoint()), text, self)


def _polygon(xy: npt.NDArray[np.float32]) -> QPolygonF:
    return QPolygonF([QPointF(float(x), float(y)) for x, y in xy])
