"""What the user does on the canvas: actions (every one a MemoryTree command) and mouse modes.

`CanvasActions` is the only place the canvas changes the model; the overview's drag-and-drop uses
it too, so both panels make the same commands with the same undo text. A drag is one command,
pushed on release.

Mouse modes are small objects (after orange-canvas-core's interactions): the view hands each mouse
event to the current mode; Idle decides, on press, whether a drag becomes a card move, a frame
move, a pan, a rubber band or a new link, and hands over to that mode until release.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLineF, QObject, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainterPath
from PySide6.QtWidgets import QApplication, QRubberBand

from contexty_qt.core.errors import ContextyError
from contexty_qt.core.events import Action, ChangeEvent, Entity
from contexty_qt.core.jobs import ANALYZE, JobQueue
from contexty_qt.core.model import AnalysisState, JobState, NodeKind, Origin
from contexty_qt.core.tree import MemoryTree
from contexty_qt.ui.bridge import TaskRunner
from contexty_qt.ui.canvas.items import CardItem, FrameItem, GhostItem, LinkItem
from contexty_qt.ui.canvas.layout import UNASSIGNED
from contexty_qt.ui.canvas.mirror import TreeMirror

if TYPE_CHECKING:
    from contexty_qt.ui.canvas.scene import CanvasScene
    from contexty_qt.ui.canvas.view import CanvasView

log = logging.getLogger("contexty.ui.canvas.interactions")

NEW_GROUP_NAME = "New group"
UNFREEZE_FALLBACK_MS = 3000  # if a drop's change event never comes back, let the layout take the cards


def _plural(n: int, noun: str) -> str:
    if n == 1:
        return f"1 {noun}"
    return f"{n} {'memories' if noun == 'memory' else noun + 's'}"


class CanvasActions(QObject):
    """Model changes requested from the canvas or the overview. Errors become a status message."""

    status = Signal(str)
    add_to_chat = Signal(list, list)  # memory ids, branch ids (CHAT-3; the chat panel connects)
    edit_requested = Signal(int)  # memory id: open the card editor
    rename_requested = Signal(int)  # branch id: start the in-place rename
    retitle_requested = Signal(int)  # memory id: edit the card's title in place
    prompt_requested = Signal(list, list)  # memory ids, branch ids: open the "Prompt with AI" box

    def __init__(self, tree: MemoryTree, mirror: TreeMirror, jobs: JobQueue | None = None,
                 runner: TaskRunner | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tree, self.mirror, self.jobs, self.runner = tree, mirror, jobs, runner
        self.scene: CanvasScene | None = None  # set by the scene's owner, for drop positions

    def _run(self, what: Callable[[], Any], done: str = "") -> bool:
        try:
            what()
        except ContextyError as exc:
            self.status.emit(str(exc))
            return False
        if done:
            self.status.emit(done)
        return True

    # ---- moving ----------------------------------------------------------------------------
    def drop_cards(self, memory_ids: Sequence[int], target: int | None,
                   corners: dict[int, tuple[float, float]] | None = None) -> bool:
        """Cards dropped into `target` (None: unassigned) with their top-left scene corners, or
        without corners (overview, menu) to go to the end of the target. One undo step. Returns
        True when the model changed."""
        ids = [i for i in dict.fromkeys(memory_ids) if i in self.mirror.memories]
        if not ids:
            return False
        mirror = self.mirror
        moving = [i for i in ids if mirror.memories[i].branch_id != target]
        relative = self._relative_corners(target, corners or {}, ids)
        siblings = self._sibling_slots(target, set(ids)) if corners else {}
        edits: dict[int, dict[str, Any]] = {}
        for memory_id in ids:
            memory = mirror.memories[memory_id]
            change: dict[str, Any] = {}
            if memory_id in moving:
                change.update(branch_id=target, placed_by_user=True)
            pos = relative.get(memory_id)
            new_pos = (None, None) if pos is None else pos
            if (memory.pos_x, memory.pos_y) != new_pos:
                change.update(pos_x=new_pos[0], pos_y=new_pos[1])
            if change:
                edits[memory_id] = change
        for memory_id, (x, y) in siblings.items():
            memory = mirror.memories[memory_id]
            if (memory.pos_x, memory.pos_y) != (x, y):
                edits[memory_id] = {"pos_x": x, "pos_y": y}
        if not edits:
            return False
        where = mirror.branches[target].name if target in mirror.branches else "Unassigned"
        label = (f"Move {_plural(len(moving), 'memory')} to “{where}”" if moving
                 else f"Arrange cards in “{where}”")

        def run() -> None:
            with self.tree.macro(label, Origin.USER):
                for memory_id, change in edits.items():
                    self.tree.edit_memories([memory_id], Origin.USER, label=label, **change)
        return self._run(run)

    def _relative_corners(self, target: int | None, corners: dict[int, tuple[float, float]],
                          ids: Iterable[int]) -> dict[int, tuple[float, float] | None]:
        """In-frame positions are order keys relative to the frame's member block."""
        out: dict[int, tuple[float, float] | None] = {i: None for i in ids}
        scene = self.scene
        if scene is None or not corners:
            return out
        origin = scene.layout.member_origin.get(target if target is not None else UNASSIGNED)
        if origin is None:
            return out
        for memory_id, (x, y) in corners.items():
            out[memory_id] = (round(x - origin[0], 1), round(y - origin[1], 1))
        return out

    def _sibling_slots(self, target: int | None, exclude: set[int]) -> dict[int, tuple[float, float]]:
        """Pin the target's other cards to the slots they occupy now, so a drop changes only the
        dropped cards' places, not the order of everything else."""
        scene = self.scene
        if scene is None:
            return {}
        key = target if target is not None else UNASSIGNED
        origin = scene.layout.member_origin.get(key)
        if origin is None:
            return {}
        out: dict[int, tuple[float, float]] = {}
        for memory_id, memory in self.mirror.memories.items():
            if memory_id in exclude or memory.branch_id != target:
                continue
            rect = scene.layout.cards.get(memory_id)
            if rect is not None:
                out[memory_id] = (round(rect.x - origin[0], 1), round(rect.y - origin[1], 1))
        return out

    def drop_branch(self, branch_id: int, target: int | None, corner: tuple[float, float] | None = None) -> bool:
        """A frame dropped into `target` (None: top level) with its new top-left scene corner."""
        mirror = self.mirror
        branch = mirror.branches.get(branch_id)
        if branch is None:
            return False
        if target is not None and (target == branch_id or target in mirror.descendants(branch_id)):
            self.status.emit(f"“{branch.name}” cannot go inside itself or one of its own groups.")
            return False
        scene = self.scene
        edits: dict[int, dict[str, Any]] = {}
        pos: tuple[float | None, float | None] = (None, None)
        if corner is not None and scene is not None:
            if target is None:
                pos = (round(corner[0], 1), round(corner[1], 1))
                for other in mirror.branches.values():  # keep the rest of the canvas where it is
                    rect = scene.layout.frames.get(other.id)
                    if other.parent_id is None and other.id != branch_id and other.pos_x is None and rect:
                        edits[other.id] = {"pos_x": rect.x, "pos_y": rect.y}
            else:
                origin = scene.layout.child_origin.get(target)
                if origin is not None:
                    pos = (round(corner[0] - origin[0], 1), round(corner[1] - origin[1], 1))
                    for other in mirror.branches.values():
                        rect = scene.layout.frames.get(other.id)
                        if other.parent_id == target and other.id != branch_id and rect is not None:
                            slot = (round(rect.x - origin[0], 1), round(rect.y - origin[1], 1))
                            if (other.pos_x, other.pos_y) != slot:
                                edits[other.id] = {"pos_x": slot[0], "pos_y": slot[1]}
        nest = branch.parent_id != target
        moved = (branch.pos_x, branch.pos_y) != pos
        if not nest and not moved and not edits:
            return False
        where = mirror.branches[target].name if target in mirror.branches else "the top level"
        label = f"Move group “{branch.name}” to “{where}”" if nest else f"Move group “{branch.name}”"

        def run() -> None:
            with self.tree.macro(label, Origin.USER):
                if nest:
                    self.tree.nest_branch(branch_id, target)
                if moved:
                    self.tree.edit_branch(branch_id, label=label, pos_x=pos[0], pos_y=pos[1])
                for other_id, change in edits.items():
                    self.tree.edit_branch(other_id, label=label, **change)
        return self._run(run)

    def drop_nodes(self, memory_ids: Sequence[int], branch_ids: Sequence[int], target: int | None) -> bool:
        """Memories and groups dropped together (overview, or from the overview onto the canvas)."""
        mirror = self.mirror
        for branch_id in branch_ids:
            if target is not None and (target == branch_id or target in mirror.descendants(branch_id)):
                name = mirror.branches[branch_id].name if branch_id in mirror.branches else str(branch_id)
                self.status.emit(f"“{name}” cannot go inside itself or one of its own groups.")
                return False
        moving = [i for i in memory_ids if i in mirror.memories and mirror.memories[i].branch_id != target]
        nesting = [b for b in branch_ids if b in mirror.branches and mirror.branches[b].parent_id != target]
        if not moving and not nesting:
            return False
        where = mirror.branches[target].name if target in mirror.branches else (
            "Unassigned" if not nesting else "the top level")
        count = len(moving) + len(nesting)
        label = f"Move {count} item{'s' if count != 1 else ''} to “{where}”"

        def run() -> None:
            with self.tree.macro(label, Origin.USER):
                if moving:
                    self.tree.edit_memories(moving, Origin.USER, label=label, branch_id=target, placed_by_user=True,
                                            pos_x=None, pos_y=None)
                for branch_id in nesting:
                    self.tree.edit_branch(branch_id, label=label, parent_id=target, pos_x=None, pos_y=None)
        return self._run(run)

    # ---- grouping, archiving, deleting -----------------------------------------------------
    def create_group(self, memory_ids: Sequence[int], branch_ids: Sequence[int] = (),
                     name: str = NEW_GROUP_NAME) -> int | None:
        created: list[int] = []

        def run() -> None:
            created.append(self.tree.group(list(memory_ids), name, branch_ids=list(branch_ids)).id)
        if self._run(run) and created:
            return created[0]
        return None

    def archive(self, memory_ids: Sequence[int], archived: bool = True) -> bool:
        if not memory_ids:
            return False
        verb = "Archived" if archived else "Restored"
        return self._run(lambda: self.tree.set_archived(list(memory_ids), archived),
                         f"{verb} {_plural(len(memory_ids), 'memory')}. Ctrl+Z undoes it.")

    def delete(self, memory_ids: Sequence[int], branch_ids: Sequence[int] = ()) -> bool:
        if not memory_ids and not branch_ids:
            return False
        parts = []
        if memory_ids:
            parts.append(_plural(len(memory_ids), "memory"))
        if branch_ids:
            parts.append(_plural(len(branch_ids), "group"))
        label = f"Delete {' and '.join(parts)}"

        def run() -> None:
            with self.tree.macro(label, Origin.USER):
                if memory_ids:
                    self.tree.delete_memories(list(memory_ids))
                # deepest first, so each group's contents move to a parent that still exists
                for branch_id in sorted(branch_ids, key=self._depth, reverse=True):
                    self.tree.delete_branch(branch_id)
        note = " (the groups' cards moved to their parent)" if branch_ids else ""
        return self._run(run, f"Deleted {' and '.join(parts)}{note}. Ctrl+Z undoes it.")

    def _depth(self, branch_id: int) -> int:
        depth, node = 0, self.mirror.branches.get(branch_id)
        seen: set[int] = set()
        while node is not None and node.parent_id is not None and node.id not in seen:
            seen.add(node.id)
            depth += 1
            node = self.mirror.branches.get(node.parent_id)
        return depth

    # ---- branches --------------------------------------------------------------------------
    def rename(self, branch_id: int, name: str) -> bool:
        branch = self.mirror.branches.get(branch_id)
        if branch is None or " ".join(name.split()) == branch.name:
            return False
        return self._run(lambda: self.tree.rename_branch(branch_id, name))

    def set_collapsed(self, branch_id: int, collapsed: bool) -> bool:
        branch = self.mirror.branches.get(branch_id)
        if branch is None or branch.collapsed == collapsed:
            return False
        verb = "Collapse" if collapsed else "Expand"
        return self._run(lambda: self.tree.edit_branch(branch_id, label=f"{verb} group “{branch.name}”",
                                                       collapsed=collapsed))

    # ---- links -----------------------------------------------------------------------------
    def link(self, src: tuple[NodeKind, int], dst: tuple[NodeKind, int], label: str = "") -> bool:
        return self._run(lambda: self.tree.link(src, dst, label.strip()))

    def unlink(self, link_id: int) -> bool:
        return self._run(lambda: self.tree.unlink(link_id))

    # ---- cards -----------------------------------------------------------------------------
    def retitle(self, memory_id: int, title: str) -> bool:
        """The title typed on the card (double-click or F2): one undoable step."""
        memory = self.mirror.memories.get(memory_id)
        title = " ".join(title.split())
        if memory is None or not title or title == memory.title:
            return False
        return self._run(lambda: self.tree.edit_memories(
            [memory_id], Origin.USER, label=f"Rename card “{memory.display_title()}” to “{title}”", title=title))

    def mark_seen(self, memory_id: int) -> bool:
        """The user looked at an "Updated" card: the badge goes (undoable like any change)."""
        memory = self.mirror.memories.get(memory_id)
        if memory is None or not memory.updated:
            return False
        return self._run(lambda: self.tree.edit_memories([memory_id], Origin.USER,
                                                         label=f"Mark “{memory.display_title()}” as seen",
                                                         updated=False))

    def retry(self, memory_id: int) -> None:
        """Run a failed analysis again through the persisted job queue (off the GUI thread)."""
        jobs = self.jobs
        if jobs is None:
            self.status.emit("Analysis cannot be retried here: no job queue is connected.")
            return

        def work() -> None:
            failed = [j for j in jobs.jobs(memory_id=memory_id) if j.kind == ANALYZE
                      and j.state in (JobState.FAILED, JobState.PENDING)]
            if failed:
                jobs.retry(failed[-1].id)  # announces the card's new state through the bus
                return
            # the job row is gone (pruned): queue a fresh one and say so on the card
            jobs.enqueue(ANALYZE, memory_id)
            with jobs.store.transaction():
                jobs.store.update_row("memories", memory_id, {"analysis_state": AnalysisState.PENDING.value,
                                                              "analysis_error": ""})
            if jobs.bus is not None:
                jobs.bus.emit([ChangeEvent(Entity.MEMORY, Action.CHANGED, (memory_id,), Origin.AI,
                                           ("analysis_error", "analysis_state"))])

        done = "Analysis queued again."
        if self.runner is None:
            try:
                work()
            except ContextyError as exc:
                self.status.emit(str(exc))
                return
            self.status.emit(done)
        else:
            self.runner.submit(work, lambda _r: self.status.emit(done), lambda e: self.status.emit(str(e)))


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
            elif item is None or (isinstance(item, FrameItem) and item.branch is None):
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
        if (isinstance(item, FrameItem) and item.branch is not None) or isinstance(item, CardItem):
            self._part = item.part_at(item.mapFromScene(pos))
        if alt and isinstance(item, CardItem | FrameItem) and (isinstance(item, CardItem) or item.branch is not None):
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
        elif isinstance(item, FrameItem) and item.branch is not None and self._part == "header":
            mode = DragBranchMode(view, item, press_scene)
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
        elif isinstance(item, FrameItem) and item.branch is not None and part == "collapse":
            self.actions.set_collapsed(item.branch.id, not item.branch.collapsed)
        elif isinstance(item, FrameItem) and item.branch is not None and part == "header":
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
        if isinstance(item, FrameItem) and item.branch is not None and \
                item.part_at(item.mapFromScene(pos)) == "header":
            self.actions.rename_requested.emit(item.branch.id)
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
        branch_id = target.frame_id if target is not None else None
        if branch_id == UNASSIGNED:
            branch_id = None
        corners = {i: (self.scene.cards[i].pos().x(), self.scene.cards[i].pos().y())
                   for i in self.ids if i in self.scene.cards}
        if target is None:
            corners = {}  # dropped on bare canvas: to the end of the Unassigned area
        changed = self.actions.drop_cards(self.ids, branch_id, corners)
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


class DragBranchMode(Mode):
    """A frame's outline follows the mouse; dropping nests it in the frame under the cursor, or
    places it on the canvas at the top level."""

    def __init__(self, view: CanvasView, frame: FrameItem, press: QPointF) -> None:
        super().__init__(view)
        assert frame.branch is not None
        self.frame = frame
        self.branch_id = frame.branch.id
        self._press = press
        self._start = frame.pos()
        self._exclude = {self.branch_id, *self.scene.mirror.descendants(self.branch_id)}
        rect = frame.rect()
        shown = QRectF(0, 0, min(rect.width(), 900), min(rect.height(), 600))
        self.ghost = GhostItem(self.scene.ctx, shown, frame.branch.name)
        self.ghost.setPos(self._start)
        self.scene.addItem(self.ghost)
        frame.setOpacity(0.45)
        self._target: FrameItem | None = None

    def move(self, event: QMouseEvent) -> bool:
        pos = _scene_pos(self.view, event)
        self.ghost.setPos(self._start + (pos - self._press))
        target = self.scene.frame_at(pos, self._exclude)
        if target is not None and target.branch is None:
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
        self.actions.drop_branch(self.branch_id, target, (corner.x(), corner.y()))
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
        if item is self.source or isinstance(item, LinkItem) or (isinstance(item, FrameItem) and item.branch is None):
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
    assert item.branch is not None
    return NodeKind.BRANCH, item.branch.id


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


def encode_nodes(memory_ids: Iterable[int], branch_ids: Iterable[int]) -> bytes:
    return json.dumps({"memories": sorted(set(memory_ids)), "branches": sorted(set(branch_ids))}).encode()


def decode_nodes(data: bytes) -> tuple[list[int], list[int]]:
    try:
        payload = json.loads(bytes(data).decode())
        return [int(i) for i in payload.get("memories", [])], [int(i) for i in payload.get("branches", [])]
    except (ValueError, TypeError, AttributeError):
        return [], []
