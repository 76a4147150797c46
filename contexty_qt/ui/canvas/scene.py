"""The canvas scene: a mirror of the memory tree through change events and a model->item map.

Nothing lives only in items: each holds a copy of its row, the layout is recomputed from the
model (membership from group_id/parent_id, positions from pos_x/pos_y), and every gesture goes
back to the model as a MemoryTree command; the scene follows the resulting events.

Relayout is batched: any number of changes in one event-loop turn cause one layout pass, posted
as a LayoutRequest. Items the user is dragging are frozen: an AI update arriving mid-drag
repaints them but never moves or rebuilds them under the cursor.
"""

from __future__ import annotations

import contextlib
import logging
import math
from collections.abc import Iterable
from datetime import datetime

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPointF, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QFontMetricsF, QPainter, QPen, QPixmap, QPixmapCache
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from contexty_qt.core.model import AnalysisState, Memory, NodeKind, SourceType
from contexty_qt.core.retrieval.transliteration import spelled_in
from contexty_qt.ui.canvas.items import (
    DETAIL_LOD,
    TILE_TEXT_LOD,
    Z_CARD,
    Z_DRAG,
    CanvasContext,
    CardItem,
    FrameItem,
    FrameLabelItem,
    LinkItem,
    _font,
    card_footprint,
    tile_rects,
)
from contexty_qt.ui.canvas.layout import UNASSIGNED, CardSpec, GroupSpec, Layout, Rect, compute_layout
from contexty_qt.ui.canvas.mirror import MirrorDelta, TreeMirror
from contexty_qt.ui.canvas.secret_counts import SecretCounter
from contexty_qt.ui.canvas.theme import CanvasTheme
from contexty_qt.ui.canvas.thumbnails import ThumbnailCache
from contexty_qt.ui.selection import SelectionModel

log = logging.getLogger("contexty.ui.canvas.scene")

LAYOUT_REQUEST = QEvent.Type(QEvent.registerEventType())
ANIMATION_MS = 160
MAX_ANIMATED = 300  # more moving items than this jump straight to their place
SPINNER_MS = 90
ZOOM_REST_MS = 200
PIXMAP_SCREENS = 1  # rendered cards (QPixmapCache): a screen's worth of pixels (what is visible), docs/CACHES.md
PIXMAP_CACHE_MIN_KB = 10 * 1024  # Qt's own default


def pixmap_cache_kb() -> int:
    """The budget of Qt's pixmap cache, where every painted card keeps its rendering: enough for the
    visible cards on the largest screen (panning re-renders the cards it brings in). Each card painted
    at a new zoom adds an entry (~0.4 MB for a readable card), so a higher limit only grows with a
    day's cards (issue 18)."""
    from PySide6.QtGui import QGuiApplication

    pixels = 0.0
    for screen in QGuiApplication.screens():
        size, ratio = screen.size(), screen.devicePixelRatio()
        pixels = max(pixels, size.width() * size.height() * ratio * ratio)
    return max(PIXMAP_CACHE_MIN_KB, int(PIXMAP_SCREENS * pixels * 4 / 1024))
LABEL_ZOOM = DETAIL_LOD  # below this zoom (cards are tiles), frame names are fixed-size labels
LABEL_MIN_FRAME = 40  # pixels: a frame narrower than this on screen shows no name label
# Cards get a graphics item only while they are on screen or near it (issue 14: 10,000 card items
# held ~85 MB). Items exist for the laid-out cards within the visible rect grown by this share of
# the viewport on every side, plus the selected, dragged and focused ones; below SUMMARY_LOD cards
# are plain tiles and one CardTiles item draws them all.
REALIZE_MARGIN = 0.5
SUMMARY_LOD = TILE_TEXT_LOD


class CardTiles(QGraphicsItem):
    """Every laid-out card without an item of its own, as the plain tile it is below SUMMARY_LOD:
    the level of detail of a zoomed-out canvas, where 10,000 cards are coloured rectangles."""

    def __init__(self, scene: CanvasScene) -> None:
        super().__init__()
        self.canvas = scene
        self._bounds = QRectF()
        self.setZValue(Z_CARD - 1)
        self.setVisible(False)

    def set_bounds(self, rect: QRectF) -> None:
        if rect != self._bounds:
            self.prepareGeometryChange()
            self._bounds = rect

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scene = self.canvas
        t = scene.ctx.theme
        exposed = option.exposedRect if not option.exposedRect.isEmpty() else self._bounds
        left, top, right, bottom = exposed.left(), exposed.top(), exposed.right(), exposed.bottom()
        memories, items = scene.mirror.memories, scene.cards
        searching = bool(scene.search_query)
        # one brush change per source and opacity, not per card
        groups: dict[tuple[SourceType, float], list[QRectF]] = {}
        notes: dict[float, list[QRectF]] = {}
        hits: list[QRectF] = []
        for memory_id, r in scene.layout.cards.items():
            if r.x > right or r.y > bottom or r.x + r.w < left or r.y + r.h < top or memory_id in items:
                continue
            memory = memories.get(memory_id)
            if memory is None:
                continue
            match = scene.matches.get(memory_id) if searching else None
            opacity = 0.22 if match is False else (0.55 if memory.archived or memory.hidden else 1.0)
            body, strip, note = tile_rects(t, r.x, r.y, bool(memory.memo.strip()))
            groups.setdefault((memory.source, opacity), []).append(body)
            groups.setdefault((memory.source, -opacity), []).append(strip)  # negative: the accent strip
            if note is not None:
                notes.setdefault(opacity, []).append(note)
            if match:
                hits.append(body.adjusted(-1.5, -1.5, 1.5, 1.5))
        painter.setPen(Qt.PenStyle.NoPen)
        for (source, opacity), rects in groups.items():
            painter.setOpacity(abs(opacity))
            painter.setBrush(t.sources[source].fill if opacity > 0 else t.sources[source].accent)
            painter.drawRects(rects)
        for opacity, rects in notes.items():
            painter.setOpacity(opacity)
            painter.setBrush(t.note_fill)
            painter.drawRects(rects)
        painter.setOpacity(1.0)
        if hits:
            lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
            painter.setPen(QPen(t.search_hit, max(2.5, 3.0 / max(lod, 0.01))))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRects(hits)


def _qrect(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.w, rect.h)


class CanvasScene(QGraphicsScene):
    layout_applied = Signal()
    search_changed = Signal(int)  # number of matching cards

    def __init__(self, mirror: TreeMirror, selection: SelectionModel, theme: CanvasTheme | None = None,
                 thumbnails: ThumbnailCache | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # No BSP index: new cards wait hidden at the origin until the layout places them, and Qt's
        # BSP tree files every coincident item under every leaf (10,000 cards: 9.8 s and 1.7 GB on
        # the first paint). A linear scan of the visible rect is faster anyway at this size
        # (0.4 ms vs 1.3 ms for 10,000 laid-out cards), and cards move on every relayout.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.mirror = mirror
        self.selection = selection
        self.ctx = CanvasContext(theme or CanvasTheme.from_system(), thumbnails)
        self.cards: dict[int, CardItem] = {}  # the cards that have an item now (see REALIZE_MARGIN)
        self.matches: dict[int, bool] = {}  # search: hit or miss by card, while a search is on
        self.plan_cards: dict[int, str] = {}  # "Prompt with AI" notes by card
        self._layout_keys: dict[int, tuple[object, ...]] = {}  # what the layout read of each card
        self._realize_pending = False
        self.frames: dict[int, FrameItem] = {}
        self.labels: dict[int, FrameLabelItem] = {}
        self.links: dict[int, LinkItem] = {}
        self.layout = Layout()
        self.show_hidden = False
        self.show_archived = False
        self.animate = True
        self.zoom = 1.0
        self.search_query = ""
        # OCR text by image name, for the search: filled off the GUI thread (CanvasPanel asks the runner)
        self.ocr_texts: dict[str, str] = {}
        self._frozen_cards: set[int] = set()
        self._layout_pending = False
        self._syncing_selection = False
        self._closed = False
        self._anim: QVariantAnimation | None = None
        self._anim_moves: list[tuple[QGraphicsItem, QPointF, QPointF]] = []
        self._zooming = 0.0  # the cache scale of the zoom gesture under way (0: none)
        self._zoom_rest = QTimer(self)  # a zoom gesture ends when no step came for a moment
        self._zoom_rest.setSingleShot(True)
        self._zoom_rest.setInterval(ZOOM_REST_MS)
        self._zoom_rest.timeout.connect(self._zoom_ended)
        self._spinner = QTimer(self)
        self._spinner.setObjectName("canvasSpinner")
        self._spinner.setInterval(SPINNER_MS)
        self._spinner.timeout.connect(self._spin)
        self.tiles = CardTiles(self)
        self.addItem(self.tiles)
        self.setBackgroundBrush(self.ctx.theme.background)
        if QPixmapCache.cacheLimit() < (limit := pixmap_cache_kb()):  # room for the visible cards' renderings
            QPixmapCache.setCacheLimit(limit)
        mirror.applied.connect(self._on_applied)
        selection.changed.connect(self._selection_from_model)
        self.selectionChanged.connect(self._selection_to_model)
        if thumbnails is not None:
            thumbnails.ready.connect(self._thumbnail_ready)
        if mirror.loaded_once:
            self._on_applied(MirrorDelta(full=True, memories=set(mirror.memories), groups=True, links=True))

    # ---- mirror -> items -------------------------------------------------------------------
    def _visible_memory(self, memory: Memory) -> bool:
        if memory.archived and not self.show_archived:
            return False
        return not (memory.hidden and not self.show_hidden)

    def _on_applied(self, delta: MirrorDelta) -> None:
        if self._closed:
            return
        mirror = self.mirror
        self.ctx.now = datetime.now().astimezone()
        # text-only changes (the usual AI refinement) repaint their cards; the layout runs only
        # when membership, order, visibility or a card's size changed
        relayout = delta.full or bool(delta.removed) or delta.groups or delta.links
        if delta.full:
            for memory_id in [i for i in self._layout_keys if i not in mirror.memories]:
                self._remove_card(memory_id)
        for memory_id in delta.removed:
            self._remove_card(memory_id)
        for memory_id in delta.memories:
            memory = mirror.memories.get(memory_id)
            if memory is None:
                self._remove_card(memory_id)
                continue
            key = self._layout_key(memory)
            if self._layout_keys.get(memory_id) != key:
                self._layout_keys[memory_id] = key
                relayout = True  # new, or moved, resized, hidden...: its item (if any) follows the layout
            item = self.cards.get(memory_id)
            if item is not None:
                if item.set_memory(memory):
                    relayout = True
                elif memory.analysis_state is AnalysisState.PENDING:
                    self._update_spinner()
            elif memory_id in self.layout.cards:
                self.tiles.update()
        if delta.groups or delta.full:
            for group_id in [i for i in self.frames if i != UNASSIGNED and i not in mirror.groups]:
                self._remove_frame(group_id)
            for group in mirror.groups.values():
                frame = self.frames.get(group.id)
                if frame is None:
                    self._add_frame(FrameItem(group, self.ctx))
                else:
                    frame.set_group(group)
                    self.labels[group.id].refresh()
        if delta.links or delta.full:
            for link_id in [i for i in self.links if i not in mirror.links]:
                self.removeItem(self.links.pop(link_id))
            for link in mirror.links.values():
                link_item = self.links.get(link.id)
                if link_item is None:
                    link_item = LinkItem(link, self.ctx)
                    link_item.setVisible(False)
                    self.links[link.id] = link_item
                    self.addItem(link_item)
                else:
                    link_item.set_link(link)
        if delta.removed:
            self.selection.forget(memory_ids=delta.removed)
        gone = [b for b in self.selection.group_ids if b not in mirror.groups]
        if gone:
            self.selection.forget(group_ids=gone)
        if self.search_query:
            self._apply_search()
        if relayout:
            self.request_layout()
        else:
            self._update_spinner()

    def _add_frame(self, frame: FrameItem) -> None:
        frame.setVisible(False)
        self.frames[frame.frame_id] = frame
        self.addItem(frame)
        label = FrameLabelItem(frame, self.ctx)
        self.labels[frame.frame_id] = label
        self.addItem(label)

    def _remove_card(self, memory_id: int) -> None:
        self._layout_keys.pop(memory_id, None)
        self.matches.pop(memory_id, None)
        self._frozen_cards.discard(memory_id)
        self._drop_item(memory_id)

    def _drop_item(self, memory_id: int) -> None:
        """The card keeps its place in the layout; only its graphics item goes."""
        item = self.cards.pop(memory_id, None)
        if item is not None:
            self._forget_animated(item)
            self.ctx.layouts.discard(memory_id)
            self.removeItem(item)

    def _layout_key(self, memory: Memory) -> tuple[object, ...]:
        """What the layout reads from a card (CardItem.layout_key without the item)."""
        return (memory.group_id, memory.pos_x, memory.pos_y, memory.hidden, memory.archived, memory.captured_at,
                card_footprint(memory, self.ctx.theme))

    # ---- items for the cards near the screen ---------------------------------------------------
    def card(self, memory_id: int) -> CardItem | None:
        """The item of a laid-out card, made now if it has none (until the next realize pass drops
        it again, unless it is selected, dragged or focused). None when the card is not drawn."""
        item = self.cards.get(memory_id)
        if item is not None:
            return item
        rect = self.layout.cards.get(memory_id)
        memory = self.mirror.memories.get(memory_id)
        if rect is None or memory is None:
            return None
        item = CardItem(memory, self.ctx)
        item.match = self.matches.get(memory_id) if self.search_query else None
        item.plan_note = self.plan_cards.get(memory_id, "")
        if memory_id in self._frozen_cards:
            item.setZValue(Z_DRAG)
        if self._zooming:
            item.set_fast_zoom(self._zooming)
        item.setPos(rect.x, rect.y)
        self.cards[memory_id] = item
        self.addItem(item)
        if memory_id in self.selection.memory_ids:
            self._syncing_selection = True
            item.setSelected(True)
            self._syncing_selection = False
        return item

    def pinned_cards(self) -> set[int]:
        """Cards that keep their item wherever they are: selected, dragged, or the keyboard's focus."""
        pinned = set(self.selection.memory_ids) | self._frozen_cards
        for view in self.views():
            focus = getattr(view, "focus_node", None)
            if focus is not None and focus[0] is NodeKind.MEMORY:
                pinned.add(focus[1])
        return pinned

    def item_region(self) -> QRectF | None:
        """Where cards get items: around what the views show. None: everywhere (no view, e.g. a test
        of the scene alone); an empty rect: nowhere (every view is below SUMMARY_LOD)."""
        views = self.views()
        if not views:
            return None
        region = QRectF()
        for view in views:
            zoom = view.transform().m11()
            if zoom < SUMMARY_LOD:
                continue
            visible = view.mapToScene(view.viewport().rect()).boundingRect()
            mx, my = visible.width() * REALIZE_MARGIN, visible.height() * REALIZE_MARGIN
            region = region.united(visible.adjusted(-mx, -my, mx, my))
        return region

    def request_realize(self) -> None:
        """Give the cards near the screen their items at the next event-loop turn (after a scroll
        or zoom), however often this is called."""
        if not self._realize_pending and not self._closed:
            self._realize_pending = True
            QTimer.singleShot(0, self, self.realize)

    def realize(self, extra: QRectF | None = None) -> None:
        """Make the items of the laid-out cards in the item region (and in `extra`), drop the others
        unless pinned; below SUMMARY_LOD the CardTiles item draws the cards without one."""
        self._realize_pending = False
        if self._closed:
            return
        region = self.item_region()
        pinned = self.pinned_cards()
        wanted: set[int] = set()
        for rect in ([] if region is None else [region]) + ([extra] if extra is not None else []):
            if rect.isEmpty():
                continue
            left, top, right, bottom = rect.left(), rect.top(), rect.right(), rect.bottom()
            wanted.update(i for i, r in self.layout.cards.items()
                          if r.x <= right and r.y <= bottom and r.x + r.w >= left and r.y + r.h >= top)
        if region is None:
            wanted = set(self.layout.cards)
        for memory_id in [i for i in self.cards if i not in wanted and i not in pinned]:
            self._drop_item(memory_id)
        for memory_id in wanted | (pinned & self.layout.cards.keys()):
            item = self.cards.get(memory_id) or self.card(memory_id)
            if item is not None and not item.isVisible() and memory_id in self.layout.cards:
                item.setVisible(True)
        summary = region is not None and region.isEmpty()
        if summary != self.tiles.isVisible():
            self.tiles.setVisible(summary)
        self.tiles.update()
        self._update_spinner()

    def _remove_frame(self, frame_id: int) -> None:
        frame = self.frames.pop(frame_id, None)
        if frame is not None:
            self._forget_animated(frame)
            self.removeItem(frame)
            self.removeItem(self.labels.pop(frame_id))

    def _forget_animated(self, item: QGraphicsItem) -> None:
        self._anim_moves = [m for m in self._anim_moves if m[0] is not item]

    # ---- layout ----------------------------------------------------------------------------
    def request_layout(self) -> None:
        """Ask for one relayout at the next event-loop turn, however often this is called."""
        if not self._layout_pending and not self._closed:
            self._layout_pending = True
            QApplication.postEvent(self, QEvent(LAYOUT_REQUEST))

    def event(self, event: QEvent) -> bool:
        if event.type() == LAYOUT_REQUEST:
            if self._layout_pending:
                self.relayout()
            return True
        return super().event(event)

    def relayout(self) -> None:
        """Lay everything out now (normally reached through request_layout)."""
        self._layout_pending = False
        if self._closed:
            return
        theme = self.ctx.theme
        metrics = theme.metrics()
        cards = []
        for memory_id, memory in self.mirror.memories.items():
            if not self._visible_memory(memory):
                continue
            w, h = card_footprint(memory, theme)
            pos = (memory.pos_x, memory.pos_y) if memory.pos_x is not None and memory.pos_y is not None else None
            cards.append(CardSpec(memory_id, memory.group_id, w, h, pos, memory.captured_at.timestamp()))
        name_font = _font(theme.font, 1.15, bold=True)
        fm = QFontMetricsF(name_font)
        groups = []
        for group in self.mirror.groups.values():
            pos = (group.pos_x, group.pos_y) if group.pos_x is not None and group.pos_y is not None else None
            min_w = min(theme.card_w * 2.5, fm.horizontalAdvance(group.name) + theme.line * 11)
            groups.append(GroupSpec(group.id, group.parent_id, group.collapsed, pos,
                                       group.created_at.timestamp(), min_w))
        layout = compute_layout(cards, groups, metrics)
        self._apply_layout(layout, {c.id for c in cards})

    def _apply_layout(self, layout: Layout, laid_out: set[int]) -> None:
        moves: list[tuple[QGraphicsItem, QPointF, QPointF]] = []
        if self._anim is not None:
            self._anim.stop()
            for item, _start, end in self._anim_moves:  # finish the running animation at once
                item.setPos(end)
            self._anim_moves = []

        def place(item: QGraphicsItem, target: QPointF, was_visible: bool) -> None:
            if was_visible and self.animate and item.pos() != target:
                moves.append((item, item.pos(), target))
            else:
                item.setPos(target)

        members: dict[int, int] = {}
        for memory_id in laid_out:
            group_id = self.mirror.memories[memory_id].group_id
            owner = group_id if group_id is not None and group_id in self.frames else UNASSIGNED
            members[owner] = members.get(owner, 0) + 1
        children: dict[int, int] = {}
        for group in self.mirror.groups.values():
            if group.parent_id is not None:
                children[group.parent_id] = children.get(group.parent_id, 0) + 1

        if UNASSIGNED in layout.frames and UNASSIGNED not in self.frames:
            self._add_frame(FrameItem(None, self.ctx))
        for frame_id, frame in list(self.frames.items()):
            rect = layout.frames.get(frame_id)
            if rect is None:
                frame.setVisible(False)
                self.labels[frame_id].setVisible(False)
                if frame_id == UNASSIGNED:
                    self._remove_frame(UNASSIGNED)
                continue
            was_visible = frame.isVisible()
            frame.set_rect(_qrect(rect))
            frame.set_depth(layout.depth.get(frame_id, 0))
            frame.set_counts(members.get(frame_id, 0), children.get(frame_id, 0))
            place(frame, QPointF(rect.x, rect.y), was_visible)
            frame.setVisible(True)
        for memory_id, item in self.cards.items():
            rect = layout.cards.get(memory_id)
            if rect is None:
                item.setVisible(False)  # a selected card stays selected in the model; just not drawn
                continue
            if memory_id in self._frozen_cards:
                continue  # under the user's mouse: never moved by a relayout
            was_visible = item.isVisible()
            place(item, QPointF(rect.x, rect.y), was_visible)
            item.setVisible(True)
        self.layout = layout
        bounds = layout.bounds()
        self.tiles.set_bounds(_qrect(bounds) if bounds is not None else QRectF())
        self.realize()  # cards that came near the screen get their items, at their place
        if len(moves) > MAX_ANIMATED:
            for item, _start, end in moves:
                item.setPos(end)
            moves = []
        if moves:
            self._start_animation(moves)
        self._update_labels()
        self.update_links()
        bounds = layout.bounds()
        margin = self.ctx.theme.line * 30
        if bounds is not None:
            self.setSceneRect(_qrect(bounds).adjusted(-margin, -margin, margin, margin))
        else:
            self.setSceneRect(QRectF(-margin, -margin, 2 * margin, 2 * margin))
        self._update_spinner()
        self.layout_applied.emit()

    def _start_animation(self, moves: list[tuple[QGraphicsItem, QPointF, QPointF]]) -> None:
        if self._anim is None:
            self._anim = QVariantAnimation(self)
            self._anim.setStartValue(0.0)
            self._anim.setEndValue(1.0)
            self._anim.setDuration(ANIMATION_MS)
            self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._anim.valueChanged.connect(self._animate_step)
            self._anim.finished.connect(self._animation_done)
        self._anim_moves = moves
        self._anim.start()

    def _animate_step(self, value: object) -> None:
        f = float(value)  # type: ignore[arg-type]
        for item, start, end in self._anim_moves:
            item.setPos(start + (end - start) * f)
        self.update_links()

    def _animation_done(self) -> None:
        for item, _start, end in self._anim_moves:
            item.setPos(end)
        self._anim_moves = []
        self.update_links()

    def is_animating(self) -> bool:
        return bool(self._anim_moves)

    def finish_animation(self) -> None:
        if self._anim is not None and self._anim_moves:
            self._anim.stop()
            self._animation_done()

    # ---- links and labels ------------------------------------------------------------------
    def node_rect(self, kind: NodeKind, node_id: int) -> QRectF | None:
        """Where a node is drawn now: itself, or the collapsed frame that hides it."""
        if kind is NodeKind.MEMORY:
            memory = self.mirror.memories.get(node_id)
            if memory is None:
                return None
            item = self.cards.get(node_id)
            if item is not None and item.isVisible():
                return item.mapRectToScene(item.card_rect())
            rect = self.layout.cards.get(node_id)
            if rect is not None and item is None:
                return QRectF(rect.x, rect.y, self.ctx.theme.card_w, self.ctx.theme.card_h)
            group_id = memory.group_id
            if not self._visible_memory(memory):
                return None
        else:
            group_id = node_id
        seen: set[int] = set()
        while group_id is not None and group_id not in seen:
            seen.add(group_id)
            frame = self.frames.get(group_id)
            if frame is not None and frame.isVisible():
                return frame.mapRectToScene(frame.rect())
            group = self.mirror.groups.get(group_id)
            group_id = group.parent_id if group is not None else None
        return None

    def update_links(self, only: Iterable[int] | None = None) -> None:
        items = self.links.values() if only is None else [self.links[i] for i in only if i in self.links]
        for item in items:
            link = item.link
            item.set_ends(self.node_rect(link.src_kind, link.src_id), self.node_rect(link.dst_kind, link.dst_id))

    def links_touching_cards(self, memory_ids: set[int]) -> list[int]:
        return [i for i, item in self.links.items()
                if (item.link.src_kind is NodeKind.MEMORY and item.link.src_id in memory_ids)
                or (item.link.dst_kind is NodeKind.MEMORY and item.link.dst_id in memory_ids)]

    def set_zoom(self, zoom: float, gesture: bool = False) -> None:
        """The view's scale, for the low-zoom frame labels. `gesture`: one step of a continuous
        zoom (wheel, pinch, keys): readable cards are scaled from a cache until it rests."""
        if abs(zoom - self.zoom) > 1e-9:
            self.zoom = zoom
            self._update_labels()
            self.request_realize()
        if gesture and not self._closed:
            # readable cards from a 1:1 render (soft above 100 % until the gesture rests); tiles small
            scale = 1.0 if zoom >= DETAIL_LOD else 0.35
            if scale != self._zooming:
                self._zooming = scale
                for card in self.cards.values():
                    card.set_fast_zoom(scale)
            self._zoom_rest.start()
        elif self._zooming:
            self._zoom_ended()

    def _zoom_ended(self) -> None:
        self._zoom_rest.stop()
        if self._zooming:
            self._zooming = 0.0
            for card in self.cards.values():
                card.set_fast_zoom(None)

    def label_places(self, zoom: float) -> dict[int, QRectF]:
        """Where each frame name shown at `zoom` goes (scene rectangles, each 2 scene units larger on every side),
        by frame id; the names not in it are hidden."""
        # a nested frame's label sits one header below its parent's, which at low zoom is less than a label's
        # height: parents first, and a label that would cover one already placed moves right, past it, along its
        # frame's top (the first sub-group's name was hidden under its task's); one that no longer fits its frame
        # stays hidden, so labels never pile up
        if zoom >= LABEL_ZOOM:
            return {}
        line = self.ctx.theme.line
        places: dict[int, QRectF] = {}
        order = sorted(self.labels.items(), key=lambda kv: (self.frames[kv[0]].depth, self.frames[kv[0]].pos().y(),
                                                             self.frames[kv[0]].pos().x()))
        gap = 6 / max(zoom, 1e-3)
        for frame_id, label in order:
            frame = self.frames[frame_id]
            if not frame.isVisible() or frame.rect().width() * zoom <= LABEL_MIN_FRAME:
                continue
            pos = frame.pos() + QPointF(line * 0.4, line * 0.4)
            rect = QRectF(pos, label.boundingRect().size() / max(zoom, 1e-3)).adjusted(-2, -2, 2, 2)
            moved = False
            for _ in range(len(places) + 1):
                covered = [other for other in places.values() if rect.intersects(other)]
                if not covered:
                    break
                rect.moveLeft(max(other.right() for other in covered) + gap)
                moved = True
            right = frame.pos().x() + frame.rect().width()
            if not (moved and rect.right() > right) and not any(rect.intersects(o) for o in places.values()):
                places[frame_id] = rect
        return places

    def _update_labels(self) -> None:
        places = self.label_places(self.zoom)
        for frame_id, label in self.labels.items():
            place = places.get(frame_id)
            if place is not None:
                label.setPos(place.topLeft() + QPointF(2, 2))
            label.setVisible(place is not None)

    # ---- frozen items (dragging) -----------------------------------------------------------
    def freeze_cards(self, ids: Iterable[int]) -> None:
        self._frozen_cards = set(ids)
        for memory_id in self._frozen_cards:
            item = self.cards.get(memory_id)
            if item is not None:
                self._forget_animated(item)
                item.setZValue(Z_DRAG)

    def unfreeze(self) -> None:
        for memory_id in self._frozen_cards:
            item = self.cards.get(memory_id)
            if item is not None:
                item.setZValue(Z_CARD)
        self._frozen_cards = set()
        self.request_layout()

    @property
    def frozen_cards(self) -> set[int]:
        return set(self._frozen_cards)

    # ---- lookups used by the interactions --------------------------------------------------
    def frame_at(self, pos: QPointF, exclude: set[int] | None = None) -> FrameItem | None:
        """The deepest visible frame under a scene point (ignoring `exclude` and their insides)."""
        best: FrameItem | None = None
        for frame_id, frame in self.frames.items():
            if not frame.isVisible() or (exclude and frame_id in exclude):
                continue
            if frame.mapRectToScene(frame.rect()).contains(pos) and (best is None or frame.depth > best.depth):
                best = frame
        return best

    def item_at(self, pos: QPointF) -> QGraphicsItem | None:
        """The topmost card, link or frame under a scene point (a card drawn as a tile gets its item)."""
        for item in self.items(pos):
            if isinstance(item, CardTiles) and item.isVisible():
                hit = self.card_at(pos)
                if hit is not None:
                    return hit
            elif isinstance(item, (CardItem, FrameItem, LinkItem)) and item.isVisible():
                return item
        return None

    def card_at(self, pos: QPointF) -> CardItem | None:
        """The laid-out card whose body is under a scene point, given its item."""
        t = self.ctx.theme
        for memory_id, r in self.layout.cards.items():
            if r.x <= pos.x() <= r.x + t.card_w and r.y <= pos.y() <= r.y + t.card_h:
                return self.card(memory_id)
        return None

    def selected_ids(self) -> tuple[list[int], list[int]]:
        memories, groups = [], []
        for item in self.selectedItems():
            if isinstance(item, CardItem):
                memories.append(item.memory.id)
            elif isinstance(item, FrameItem) and item.tree_group is not None:
                groups.append(item.tree_group.id)
        return sorted(memories), sorted(groups)

    def reading_order(self) -> list[int]:
        """The laid-out cards by top, then left."""
        return sorted(self.layout.cards, key=lambda i: (round(self.layout.cards[i].y), self.layout.cards[i].x))

    # ---- selection sync --------------------------------------------------------------------
    def _selection_to_model(self) -> None:
        if self._syncing_selection or self._closed:
            return
        memories, groups = self.selected_ids()
        # keep the selection of cards the canvas does not draw now (hidden, collapsed)
        undrawn = {i for i in self.selection.memory_ids
                   if i in self.mirror.memories and (i not in self.cards or not self.cards[i].isVisible())}
        self.selection.set(set(memories) | undrawn, groups, self)

    def _selection_from_model(self, source: object) -> None:
        if source is self:
            return
        self.select_nodes(self.selection.memory_ids, self.selection.group_ids, notify=False)

    def select_nodes(self, memory_ids: Iterable[int], group_ids: Iterable[int] = (), notify: bool = True) -> None:
        memories, groups = set(memory_ids), set(group_ids)
        self._syncing_selection = True
        try:
            for memory_id in memories - self.cards.keys():
                self.card(memory_id)  # a selected card keeps an item (pinned_cards)
            for memory_id, item in self.cards.items():
                item.setSelected(memory_id in memories)
            for frame_id, frame in self.frames.items():
                frame.setSelected(frame_id in groups)
        finally:
            self._syncing_selection = False
        if notify:
            self._selection_to_model()
        self.request_realize()  # cards no longer selected and far away give their items back

    # ---- toggles, search, theme ------------------------------------------------------------
    def set_show_hidden(self, on: bool) -> None:
        if on != self.show_hidden:
            self.show_hidden = on
            self.request_layout()

    def set_show_archived(self, on: bool) -> None:
        if on != self.show_archived:
            self.show_archived = on
            self.request_layout()

    def set_search(self, query: str) -> list[int]:
        self.search_query = query.strip()
        return self._apply_search()

    def _apply_search(self) -> list[int]:
        """Mark every card hit or miss; the hits (ids), laid-out ones first in reading order."""
        terms = parse_query(self.search_query)
        self.matches = {} if not terms else {
            m.id: matches(m, terms, self.mirror.group_path(m.group_id), self.ocr_texts.get(m.image or "", ""))
            for m in self.mirror.memories.values()}
        for memory_id, item in self.cards.items():
            item.match = self.matches.get(memory_id) if terms else None
            item.update()
        self.tiles.update()
        far = (math.inf, math.inf)
        hits = sorted((i for i, hit in self.matches.items() if hit),
                      key=lambda i: (round(r.y), r.x) if (r := self.layout.cards.get(i)) is not None else far)
        for frame in self.frames.values():
            name = frame.tree_group.name.lower() if frame.tree_group is not None else ""
            hit = bool(terms) and any(value in name for field, value in terms if field in ("", "group"))
            frame.match = True if hit else None
            frame.update()
        self.search_changed.emit(len(hits))
        return hits

    def set_theme(self, theme: CanvasTheme) -> None:
        self.ctx.theme = theme
        self.setBackgroundBrush(theme.background)
        for card in self.cards.values():
            card.theme_changed()
        self._layout_keys = {i: self._layout_key(m) for i, m in self.mirror.memories.items()}
        for frame in self.frames.values():
            frame.theme_changed()
        for label in self.labels.values():
            label.refresh()
        self.request_layout()

    def set_plan_notes(self, cards: dict[int, str], frames: dict[int, str]) -> None:
        self.plan_cards = dict(cards)
        for memory_id, item in self.cards.items():
            note = cards.get(memory_id, "")
            if note != item.plan_note:
                item.plan_note = note
                item.update()
        for frame_id, frame in self.frames.items():
            note = frames.get(frame_id, "")
            if note != frame.plan_note:
                frame.plan_note = note
                frame.update()

    # ---- spinner, thumbnails ---------------------------------------------------------------
    def _pending_cards(self) -> list[CardItem]:
        return [c for c in self.cards.values() if c.isVisible() and c.memory.analysis_state is AnalysisState.PENDING]

    def _update_spinner(self) -> None:
        want = bool(self._pending_cards()) and not self._closed
        if want and not self._spinner.isActive():
            self._spinner.start()
        elif not want and self._spinner.isActive():
            self._spinner.stop()

    def _spin(self) -> None:
        self.ctx.spinner_phase = (self.ctx.spinner_phase + 30.0) % 360.0
        pending = self._pending_cards()
        if not pending:
            self._spinner.stop()
            return
        if self.zoom >= 0.5:
            for card in pending:
                card.update(card.edit_button_rect().adjusted(-card.ctx.theme.line * 2, -4, 4, 4))

    def count_secrets_with(self, counter: SecretCounter | None) -> None:
        """Cards count their likely secrets on `counter`'s worker thread, not in their first paint."""
        self.ctx.secret_counter = counter
        if counter is not None:
            counter.ready.connect(self._secrets_counted)

    def _secrets_counted(self, memory_id: int) -> None:
        card = self.cards.get(memory_id)
        if card is not None:
            card.secrets_counted()

    def _thumbnail_ready(self, name: str, _pixmap: QPixmap) -> None:
        for card in self.cards.values():
            if card.memory.image == name:
                card.thumbnail_ready()

    def close(self) -> None:
        """Stop timers and animations; the scene no longer follows the model."""
        self._closed = True
        self._spinner.stop()
        self._zoom_rest.stop()
        if self._anim is not None:
            self._anim.stop()
        with contextlib.suppress(RuntimeError, TypeError):
            self.mirror.applied.disconnect(self._on_applied)
            self.selection.changed.disconnect(self._selection_from_model)


# ---- search ---------------------------------------------------------------------------------
FIELDS = ("tag", "app", "memo", "group", "source")


def parse_query(query: str) -> list[tuple[str, str]]:
    """'tag:budget app:firefox grant' -> [("tag", "budget"), ("app", "firefox"), ("", "grant")]."""
    terms: list[tuple[str, str]] = []
    for word in query.lower().split():
        field, sep, value = word.partition(":")
        if sep and field in FIELDS and value:
            terms.append((field, value))
        else:
            terms.append(("", word))
    return terms


def matches(memory: Memory, terms: list[tuple[str, str]], group_path: str = "", ocr: str = "") -> bool:
    """`ocr`: the text read from the card's screenshot (a plain word matches it like the card's text)."""
    prov = memory.provenance
    every = " ".join([memory.display_title(), memory.summary, memory.text, memory.memo, memory.user_context,
                      " ".join(memory.tags), prov.app, prov.window_title, prov.url, ocr]).lower()
    for field, value in terms:
        if field == "tag":
            ok = any(value in tag for tag in memory.tags)
        elif field == "app":
            ok = value in prov.app.lower() or value in prov.url.lower()
        elif field == "memo":
            ok = value in memory.memo.lower()
        elif field == "source":
            ok = memory.source is SourceType(value) if value in {s.value for s in SourceType} else False
        elif field == "group":
            ok = value in group_path.lower()
        else:  # a word anywhere, also without its accents or as a name in another script (transliteration.py)
            ok = value in every or spelled_in(value, every)
        if not ok:
            return False
    return True
