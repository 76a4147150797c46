"""What the user does on the canvas with the mouse: the modes (model changes go through
CanvasActions, ui/canvas/actions.py; a drag is one command, pushed on release).

Mouse modes are small objects (after orange-canvas-core's interactions): the view hands each mouse
event to the current mode; Idle decides, on press, whether a drag becomes a card move, a frame
move, a pan, a rubber band or a new link, and hands over to that mode until release.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLineF, QObject, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainterPath
from PySide6.QtWidgets import QApplication, QRubberBand

from contexty_qt.core.model import NodeKind
from contexty_qt.ui.canvas.actions import CanvasActions
from contexty_qt.ui.canvas.items import CardItem, FrameItem, GhostItem, LinkItem
from contexty_qt.ui.canvas.layout import UNASSIGNED

if TYPE_CHECKING:
    from contexty_qt.ui.canvas.scene import CanvasScene
    from contexty_qt.ui.canvas.view import CanvasView

log = logging.getLogger("contexty.ui.canvas.interactions")

UNFREEZE_FALLBACK_MS = 3000  # if a drop's change event never comes back, let the layout take the cards


# ---- mouse modes ----------------------------------------------------------------------------
def _scene_pos(view: CanvasView, event: QMouseEvent) -> QPointF:
    return view.mapToScene(event.position().toPoint())


class Mode:
    """One way of handling the mouse; returns True from a handler when it used the event."""

    def __init__(self, view: CanvasView) -> None:
        self.view = view
        self.scene: CanvasScene = view.canvas_scene
        self.actions: CanvasActions = view.tree_actions

    def press(self, event: QMouseEvent) -> bool:
        return False

    def move(self, event: QMouseEvent) -> bool:
        return False

    def release(self, event: QMouseEvent) -> bool:
        return False

    def double_click(self, event: QMouseEvent) -> bool:
        return False

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.cancel()
            return True
        return False

    def cancel(self) -> None:
        self.finish()

    def finish(self) -> None:
        self.view.set_mode(IdleMode(self.view))


class IdleMode(Mode):
    """Nothing under way: a press decides what the following drag will be."""

    def __init__(self, view: CanvasView) -> None:
        super().__init__(view)
        self._press: QPointF | None = None  # view coordinates
        self._item: Any = None
        self._part = ""
        self._select_on_release = False

    def press(self, event: QMouseEvent) -> bool:
        view, scene = self.view, self.scene
        pos = _scene_pos(view, event)
        mods = event.modifiers()
        if event.button() == Qt.MouseButton.MiddleButton or (
                event.button() == Qt.MouseButton.LeftButton and view.space_held):
            view.set_mode(PanMode(view, event))
            return True
        if event.button() == Qt.MouseButton.RightButton:
            item = scene.item_at(pos)
            if isinstance(item, (CardItem, FrameItem)) and item.flags() & item.GraphicsItemFlag.ItemIsSelectable \
                    and not item.isSelected():
                scene.clearSelection()
                item.setSelected(True)
            elif item is None or (isinstance(item, FrameItem) and item.tree_group is None):
                scene.clearSelection()
            # used, yet ignored: the scene must not clear the selection (its items ignore right
            # presses), and the platform may send the context menu only for unaccepted presses
            event.ignore()
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        item = scene.item_at(pos)
        self._press, self._item, self._part = event.position(), item, ""
        ctrl = bool(mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.MetaModifier))
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        alt = bool(mods & Qt.KeyboardModifier.AltModifier)
        if (isinstance(item, FrameItem) and item.tree_group is not None) or isinstance(item, CardItem):
            self._part = item.part_at(item.mapFromScene(pos))
        if alt and isinstance(item, CardItem | FrameItem) and (isinstance(item, CardItem)
                                                               or item.tree_group is not None):
            view.set_mode(LinkMode(view, item, pos))
            return True
        if not isinstance(item, CardItem | FrameItem) or (
                isinstance(item, FrameItem) and self._part not in ("header", "collapse")):
            if shift or ctrl:
                view.set_mode(RubberBandMode(view, event, add=ctrl or shift))
            # else: a pan starts once the mouse moves; a plain click clears the selection
            return True
        if self._part in ("edit", "badge", "retry", "collapse"):
            return True  # buttons act on release
        if ctrl:
            item.setSelected(not item.isSelected())
            self._press, self._item = None, None  # a Ctrl-click only toggles
            return True
        if not item.isSelected():
            scene.clearSelection()
            item.setSelected(True)
        else:
            self._select_on_release = True  # a click (no drag) on a selected card selects only it
        return True

    def move(self, event: QMouseEvent) -> bool:
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return False
        if (event.position() - self._press).manhattanLength() < QApplication.startDragDistance():
            return True
        item, view = self._item, self.view
        press_scene = view.mapToScene(self._press.toPoint())
        self._press = None
        if isinstance(item, CardItem) and self._part in ("body", "note"):
            ids = [c.memory.id for c in self.scene.selectedItems() if isinstance(c, CardItem)]
            if item.memory.id not in ids:
                ids = [item.memory.id]
            mode: Mode = DragCardsMode(view, ids, press_scene)
        elif isinstance(item, FrameItem) and item.tree_group is not None and self._part == "header":
            mode = DragGroupMode(view, item, press_scene)
        elif item is None or isinstance(item, (FrameItem, LinkItem)):
            mode = PanMode(view, event, start=self._press_view(press_scene))
        else:
            return True
        view.set_mode(mode)
        mode.move(event)
        return True

    def _press_view(self, scene_pos: QPointF) -> QPointF:
        return QPointF(self.view.mapFromScene(scene_pos))

    def release(self, event: QMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        item, part = self._item, self._part
        pressed = self._press is not None
        self._press, self._item, self._part = None, None, ""
        if not pressed:
            return True  # the press was fully handled (a Ctrl-click toggle)
        if isinstance(item, CardItem):
            if part in ("edit", "badge"):
                self.actions.edit_requested.emit(item.memory.id)
            elif part == "retry":
                self.actions.retry(item.memory.id)
            elif self._select_on_release:
                self.scene.clearSelection()
                item.setSelected(True)
        elif isinstance(item, FrameItem) and item.tree_group is not None and part == "collapse":
            self.actions.set_collapsed(item.tree_group.id, not item.tree_group.collapsed)
        elif isinstance(item, FrameItem) and item.tree_group is not None and part == "header":
            if self._select_on_release:
                self.scene.clearSelection()
                item.setSelected(True)
        elif item is None or isinstance(item, (FrameItem, LinkItem)):
            self.scene.clearSelection()  # a click on empty space
        self._select_on_release = False
        return True

    def double_click(self, event: QMouseEvent) -> bool:
        pos = _scene_pos(self.view, event)
        item = self.scene.item_at(pos)
        if isinstance(item, FrameItem) and item.tree_group is not None and \
                item.part_at(item.mapFromScene(pos)) == "header":
            self.actions.rename_requested.emit(item.tree_group.id)
            return True
        if isinstance(item, CardItem) and item.part_at(item.mapFromScene(pos)) in ("body", "note"):
            if item.title_rect().contains(item.mapFromScene(pos)):
                self.actions.retitle_requested.emit(item.memory.id)
                return True
            self.actions.edit_requested.emit(item.memory.id)
            return True
        return False


class PanMode(Mode):
    """Drag on empty space (or with Space held, or the middle button) scrolls the canvas."""

    def __init__(self, view: CanvasView, event: QMouseEvent, start: QPointF | None = None) -> None:
        super().__init__(view)
        self._last = start if start is not None else event.position()
        self._button = event.button() if event.button() != Qt.MouseButton.NoButton else Qt.MouseButton.LeftButton
        view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)

    def move(self, event: QMouseEvent) -> bool:
        delta = event.position() - self._last
        self._last = event.position()
        self.view.pan_by(-delta.x(), -delta.y())
        return True

    def release(self, event: QMouseEvent) -> bool:
        self.finish()
        return True

    def finish(self) -> None:
        self.view.viewport().setCursor(Qt.CursorShape.OpenHandCursor if self.view.space_held
                                       else Qt.CursorShape.ArrowCursor)
        super().finish()


class RubberBandMode(Mode):
    """Shift/Ctrl + drag on empty space selects every card (and whole frame) inside the band."""

    def __init__(self, view: CanvasView, event: QMouseEvent, add: bool) -> None:
        super().__init__(view)
        self._origin = event.position().toPoint()
        self._band = QRubberBand(QRubberBand.Shape.Rectangle, view.viewport())
        self._band.setGeometry(self._origin.x(), self._origin.y(), 0, 0)
        self._band.show()
        self._before = list(self.scene.selectedItems()) if add else []

    def move(self, event: QMouseEvent) -> bool:
        rect = QRect(self._origin, event.position().toPoint()).normalized()
        self._band.setGeometry(rect)
        path = QPainterPath()
        path.addPolygon(self.view.mapToScene(rect))
        scene = self.scene
        scene.realize(extra=path.boundingRect())  # cards drawn as tiles get items the band can select
        scene._syncing_selection = True  # one model update per move, not one per item
        try:
            scene.setSelectionArea(path, Qt.ItemSelectionOperation.ReplaceSelection,
                                   Qt.ItemSelectionMode.ContainsItemShape, self.view.viewportTransform())
            for item in self._before:
                item.setSelected(True)
        finally:
            scene._syncing_selection = False
        scene._selection_to_model()
        return True

    def release(self, event: QMouseEvent) -> bool:
        self.finish()
        return True

    def finish(self) -> None:
        self._band.hide()
        self._band.deleteLater()
        super().finish()


class DragCardsMode(Mode):
    """Selected cards follow the mouse; the frame under the cursor is the highlighted drop target."""

    def __init__(self, view: CanvasView, memory_ids: Sequence[int], press: QPointF) -> None:
        super().__init__(view)
        self.ids = [i for i in memory_ids if i in self.scene.cards]
        self._press = press
        self._start = {i: QPointF(self.scene.cards[i].pos()) for i in self.ids}
        self._target: FrameItem | None = None
        self._links = self.scene.links_touching_cards(set(self.ids))
        self.scene.freeze_cards(self.ids)
        for memory_id in self.ids:
            self.scene.cards[memory_id].setOpacity(0.88)

    def move(self, event: QMouseEvent) -> bool:
        pos = _scene_pos(self.view, event)
        delta = pos - self._press
        for memory_id in list(self.ids):
            item = self.scene.cards.get(memory_id)
            if item is None:  # deleted while dragged (an AI or another window): drop it from the drag
                self.ids.remove(memory_id)
                continue
            item.setPos(self._start[memory_id] + delta)
        target = self.scene.frame_at(pos)
        if target is not self._target:
            if self._target is not None:
                self._target.set_drop_target(False)
            self._target = target
            if target is not None:
                target.set_drop_target(True)
        self.scene.update_links(self._links)
        self.view.autoscroll(event.position())
        return True

    def release(self, event: QMouseEvent) -> bool:
        target = self._target
        if target is not None:
            target.set_drop_target(False)
        group_id = target.frame_id if target is not None else None
        if group_id == UNASSIGNED:
            group_id = None
        corners = {i: (self.scene.cards[i].pos().x(), self.scene.cards[i].pos().y())
                   for i in self.ids if i in self.scene.cards}
        if target is None:
            corners = {}  # dropped on bare canvas: to the end of the Unassigned area
        changed = self.actions.drop_cards(self.ids, group_id, corners)
        self._end(wait_for_model=changed)
        return True

    def cancel(self) -> None:
        if self._target is not None:
            self._target.set_drop_target(False)
        for memory_id, start in self._start.items():
            item = self.scene.cards.get(memory_id)
            if item is not None:
                item.setPos(start)
        self._end(wait_for_model=False)

    def _end(self, wait_for_model: bool) -> None:
        for memory_id in self.ids:
            item = self.scene.cards.get(memory_id)
            if item is not None:
                item.setOpacity(1.0)
        if wait_for_model:
            # stay put until the moved rows come back through the mirror, so the cards do not
            # jump to their old slots for a frame before settling into the new ones
            self.view.unfreeze_after_update(set(self.ids), UNFREEZE_FALLBACK_MS)
        else:
            self.scene.unfreeze()
        self.scene.update_links(self._links)
        self.finish()


class DragGroupMode(Mode):
    """A frame's outline follows the mouse; dropping nests it in the frame under the cursor, or
    places it on the canvas at the top level."""

    def __init__(self, view: CanvasView, frame: FrameItem, press: QPointF) -> None:
        super().__init__(view)
        assert frame.tree_group is not None
        self.frame = frame
        self.group_id = frame.tree_group.id
        self._press = press
        self._start = frame.pos()
        self._exclude = {self.group_id, *self.scene.mirror.descendants(self.group_id)}
        rect = frame.rect()
        shown = QRectF(0, 0, min(rect.width(), 900), min(rect.height(), 600))
        self.ghost = GhostItem(self.scene.ctx, shown, frame.tree_group.name)
        self.ghost.setPos(self._start)
        self.scene.addItem(self.ghost)
        frame.setOpacity(0.45)
        self._target: FrameItem | None = None

    def move(self, event: QMouseEvent) -> bool:
        pos = _scene_pos(self.view, event)
        self.ghost.setPos(self._start + (pos - self._press))
        target = self.scene.frame_at(pos, self._exclude)
        if target is not None and target.tree_group is None:
            target = None  # the Unassigned area holds cards only; a frame there is top level
        if target is not self._target:
            if self._target is not None:
                self._target.set_drop_target(False)
            self._target = target
            if target is not None:
                target.set_drop_target(True)
        self.view.autoscroll(event.position())
        return True

    def release(self, event: QMouseEvent) -> bool:
        target = self._target.frame_id if self._target is not None else None
        corner = self.ghost.pos()
        self._cleanup()
        self.actions.drop_group(self.group_id, target, (corner.x(), corner.y()))
        self.finish()
        return True

    def cancel(self) -> None:
        self._cleanup()
        self.finish()

    def _cleanup(self) -> None:
        if self._target is not None:
            self._target.set_drop_target(False)
        self.frame.setOpacity(1.0)
        self.scene.removeItem(self.ghost)


class LinkMode(Mode):
    """Alt + drag from a card or frame to another draws a link; its label is asked in place."""

    def __init__(self, view: CanvasView, source: CardItem | FrameItem, press: QPointF) -> None:
        super().__init__(view)
        self.source = source
        self._from = source.mapRectToScene(source.card_rect() if isinstance(source, CardItem)
                                           else source.rect()).center()
        self.ghost = GhostItem(self.scene.ctx)
        self.ghost.set_line(QLineF(self._from, press))
        self.scene.addItem(self.ghost)
        self._target: Any = None

    def move(self, event: QMouseEvent) -> bool:
        pos = _scene_pos(self.view, event)
        self.ghost.set_line(QLineF(self._from, pos))
        item = self.scene.item_at(pos)
        if item is self.source or isinstance(item, LinkItem) or (isinstance(item, FrameItem)
                                                                 and item.tree_group is None):
            item = None
        if item is not self._target:
            if isinstance(self._target, FrameItem):
                self._target.set_drop_target(False)
            elif isinstance(self._target, CardItem):
                self._target.setSelected(False)
            self._target = item
            if isinstance(item, FrameItem):
                item.set_drop_target(True)
            elif isinstance(item, CardItem):
                item.setSelected(True)
        return True

    def release(self, event: QMouseEvent) -> bool:
        target = self._target
        if isinstance(target, FrameItem):
            target.set_drop_target(False)
        self.scene.removeItem(self.ghost)
        self.finish()
        if target is not None:
            self.view.ask_link_label(node_of(self.source), node_of(target))
        return True

    def cancel(self) -> None:
        if isinstance(self._target, FrameItem):
            self._target.set_drop_target(False)
        self.scene.removeItem(self.ghost)
        self.finish()


def node_of(item: CardItem | FrameItem) -> tuple[NodeKind, int]:
    if isinstance(item, CardItem):
        return NodeKind.MEMORY, item.memory.id
    assert item.tree_group is not None
    return NodeKind.GROUP, item.tree_group.id


class DeferredUnfreeze(QObject):
    """Unfreezes dragged cards when the mirror applies a change to any of them (or after a fallback)."""

    def __init__(self, scene: CanvasScene, ids: set[int], fallback_ms: int) -> None:
        super().__init__(scene)
        self.scene, self.ids = scene, ids
        self._done = False
        scene.mirror.applied.connect(self._on_applied)
        QTimer.singleShot(fallback_ms, self, self._finish)

    def _on_applied(self, delta: Any) -> None:
        if delta.full or delta.memories & self.ids or delta.removed & self.ids:
            self._finish()

    def _finish(self) -> None:
        if self._done:
            return
        self._done = True
        with contextlib.suppress(RuntimeError, TypeError):
            self.scene.mirror.applied.disconnect(self._on_applied)
        if self.scene.frozen_cards & self.ids or not self.scene.frozen_cards:
            self.scene.unfreeze()
        self.deleteLater()


# ---- drag-and-drop between panels (overview -> overview, overview -> canvas) ------------------
NODES_MIME = "application/x-contexty-nodes"


def encode_nodes(memory_ids: Iterable[int], group_ids: Iterable[int]) -> bytes:
    return json.dumps({"memories": sorted(set(memory_ids)), "groups": sorted(set(group_ids))}).encode()


def decode_nodes(data: bytes) -> tuple[list[int], list[int]]:
    try:
        payload = json.loads(bytes(data).decode())
        return [int(i) for i in payload.get("memories", [])], [int(i) for i in payload.get("groups", [])]
    except (ValueError, TypeError, AttributeError):
        return [], []
