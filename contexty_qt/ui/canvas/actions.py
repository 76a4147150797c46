"""Model changes requested from the canvas or the overview: every one a MemoryTree command.

`CanvasActions` is the only place the canvas changes the model; the overview's drag-and-drop uses
it too, so both panels make the same commands with the same undo text. A drag is one command,
pushed on release (the mouse modes in interactions.py call it). Bookkeeping (Retry of a failed
analysis) goes through the job queue's own API, which announces its change events.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from contexty_qt.core.errors import ContextyError
from contexty_qt.core.jobs import JobQueue
from contexty_qt.core.model import NodeKind, Origin
from contexty_qt.core.tree import MemoryTree
from contexty_qt.ui.bridge import TaskRunner
from contexty_qt.ui.canvas.layout import UNASSIGNED
from contexty_qt.ui.canvas.mirror import TreeMirror

if TYPE_CHECKING:
    from contexty_qt.ui.canvas.scene import CanvasScene

log = logging.getLogger("contexty.ui.canvas.actions")

NEW_GROUP_NAME = "New group"


def _plural(n: int, noun: str) -> str:
    if n == 1:
        return f"1 {noun}"
    return f"{n} {'memories' if noun == 'memory' else noun + 's'}"


class CanvasActions(QObject):
    """Model changes requested from the canvas or the overview. Errors become a status message."""

    status = Signal(str)
    add_to_chat = Signal(list, list)  # memory ids, group ids (CHAT-3; the chat panel connects)
    edit_requested = Signal(int)  # memory id: open the card editor
    rename_requested = Signal(int)  # group id: start the in-place rename
    retitle_requested = Signal(int)  # memory id: edit the card's title in place
    prompt_requested = Signal(list, list)  # memory ids, group ids: open the "Prompt with AI" box

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
        moving = [i for i in ids if mirror.memories[i].group_id != target]
        relative = self._relative_corners(target, corners or {}, ids)
        siblings = self._sibling_slots(target, set(ids)) if corners else {}
        edits: dict[int, dict[str, Any]] = {}
        for memory_id in ids:
            memory = mirror.memories[memory_id]
            change: dict[str, Any] = {}
            if memory_id in moving:
                change.update(group_id=target, placed_by_user=True)
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
        where = mirror.groups[target].name if target in mirror.groups else "Unassigned"
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
            if memory_id in exclude or memory.group_id != target:
                continue
            rect = scene.layout.cards.get(memory_id)
            if rect is not None:
                out[memory_id] = (round(rect.x - origin[0], 1), round(rect.y - origin[1], 1))
        return out

    def drop_group(self, group_id: int, target: int | None, corner: tuple[float, float] | None = None) -> bool:
        """A frame dropped into `target` (None: top level) with its new top-left scene corner."""
        mirror = self.mirror
        group = mirror.groups.get(group_id)
        if group is None:
            return False
        if target is not None and (target == group_id or target in mirror.descendants(group_id)):
            self.status.emit(f"“{group.name}” cannot go inside itself or one of its own groups.")
            return False
        scene = self.scene
        edits: dict[int, dict[str, Any]] = {}
        pos: tuple[float | None, float | None] = (None, None)
        if corner is not None and scene is not None:
            if target is None:
                pos = (round(corner[0], 1), round(corner[1], 1))
                for other in mirror.groups.values():  # keep the rest of the canvas where it is
                    rect = scene.layout.frames.get(other.id)
                    if other.parent_id is None and other.id != group_id and other.pos_x is None and rect:
                        edits[other.id] = {"pos_x": rect.x, "pos_y": rect.y}
            else:
                origin = scene.layout.child_origin.get(target)
                if origin is not None:
                    pos = (round(corner[0] - origin[0], 1), round(corner[1] - origin[1], 1))
                    for other in mirror.groups.values():
                        rect = scene.layout.frames.get(other.id)
                        if other.parent_id == target and other.id != group_id and rect is not None:
                            slot = (round(rect.x - origin[0], 1), round(rect.y - origin[1], 1))
                            if (other.pos_x, other.pos_y) != slot:
                                edits[other.id] = {"pos_x": slot[0], "pos_y": slot[1]}
        nest = group.parent_id != target
        moved = (group.pos_x, group.pos_y) != pos
        if not nest and not moved and not edits:
            return False
        where = mirror.groups[target].name if target in mirror.groups else "the top level"
        label = f"Move group “{group.name}” to “{where}”" if nest else f"Move group “{group.name}”"

        def run() -> None:
            with self.tree.macro(label, Origin.USER):
                if nest:
                    self.tree.nest_group(group_id, target)
                if moved:
                    self.tree.edit_group(group_id, label=label, pos_x=pos[0], pos_y=pos[1])
                for other_id, change in edits.items():
                    self.tree.edit_group(other_id, label=label, **change)
        return self._run(run)

    def drop_nodes(self, memory_ids: Sequence[int], group_ids: Sequence[int], target: int | None) -> bool:
        """Memories and groups dropped together (overview, or from the overview onto the canvas)."""
        mirror = self.mirror
        for group_id in group_ids:
            if target is not None and (target == group_id or target in mirror.descendants(group_id)):
                name = mirror.groups[group_id].name if group_id in mirror.groups else str(group_id)
                self.status.emit(f"“{name}” cannot go inside itself or one of its own groups.")
                return False
        moving = [i for i in memory_ids if i in mirror.memories and mirror.memories[i].group_id != target]
        nesting = [b for b in group_ids if b in mirror.groups and mirror.groups[b].parent_id != target]
        if not moving and not nesting:
            return False
        where = mirror.groups[target].name if target in mirror.groups else (
            "Unassigned" if not nesting else "the top level")
        count = len(moving) + len(nesting)
        label = f"Move {count} item{'s' if count != 1 else ''} to “{where}”"

        def run() -> None:
            with self.tree.macro(label, Origin.USER):
                if moving:
                    self.tree.edit_memories(moving, Origin.USER, label=label, group_id=target, placed_by_user=True,
                                            pos_x=None, pos_y=None)
                for group_id in nesting:
                    self.tree.edit_group(group_id, label=label, parent_id=target, pos_x=None, pos_y=None)
        return self._run(run)

    # ---- grouping, archiving, deleting -----------------------------------------------------
    def create_group(self, memory_ids: Sequence[int], group_ids: Sequence[int] = (),
                     name: str = NEW_GROUP_NAME) -> int | None:
        created: list[int] = []

        def run() -> None:
            created.append(self.tree.group(list(memory_ids), name, group_ids=list(group_ids)).id)
        if self._run(run) and created:
            return created[0]
        return None

    def archive(self, memory_ids: Sequence[int], archived: bool = True) -> bool:
        if not memory_ids:
            return False
        verb = "Archived" if archived else "Restored"
        return self._run(lambda: self.tree.set_archived(list(memory_ids), archived),
                         f"{verb} {_plural(len(memory_ids), 'memory')}. Ctrl+Z undoes it.")

    def delete(self, memory_ids: Sequence[int], group_ids: Sequence[int] = ()) -> bool:
        if not memory_ids and not group_ids:
            return False
        parts = []
        if memory_ids:
            parts.append(_plural(len(memory_ids), "memory"))
        if group_ids:
            parts.append(_plural(len(group_ids), "group"))
        label = f"Delete {' and '.join(parts)}"

        def run() -> None:
            with self.tree.macro(label, Origin.USER):
                if memory_ids:
                    self.tree.delete_memories(list(memory_ids))
                # deepest first, so each group's contents move to a parent that still exists
                for group_id in sorted(group_ids, key=self._depth, reverse=True):
                    self.tree.delete_group(group_id)
        note = " (the groups' cards moved to their parent)" if group_ids else ""
        return self._run(run, f"Deleted {' and '.join(parts)}{note}. Ctrl+Z undoes it.")

    def _depth(self, group_id: int) -> int:
        depth, node = 0, self.mirror.groups.get(group_id)
        seen: set[int] = set()
        while node is not None and node.parent_id is not None and node.id not in seen:
            seen.add(node.id)
            depth += 1
            node = self.mirror.groups.get(node.parent_id)
        return depth

    # ---- groups --------------------------------------------------------------------------
    def rename(self, group_id: int, name: str) -> bool:
        group = self.mirror.groups.get(group_id)
        if group is None or " ".join(name.split()) == group.name:
            return False
        return self._run(lambda: self.tree.rename_group(group_id, name))

    def set_collapsed(self, group_id: int, collapsed: bool) -> bool:
        group = self.mirror.groups.get(group_id)
        if group is None or group.collapsed == collapsed:
            return False
        verb = "Collapse" if collapsed else "Expand"
        return self._run(lambda: self.tree.edit_group(group_id, label=f"{verb} group “{group.name}”",
                                                       collapsed=collapsed))

    # ---- links -----------------------------------------------------------------------------
    def link(self, src: tuple[NodeKind, int], dst: tuple[NodeKind, int], label: str = "") -> bool:
        return self._run(lambda: self.tree.link(src, dst, label.strip()))

    def unlink(self, link_id: int) -> bool:
        return self._run(lambda: self.tree.unlink(link_id))

    def accept_link(self, link_id: int) -> bool:
        """Keep a link the AI proposed: it becomes the user's (one undo step)."""
        from contexty_qt.core.pipeline.links import accept_link

        return self._run(lambda: accept_link(self.tree, link_id))

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
            jobs.retry_analysis(memory_id)  # the queue announces the job and the card's new state

        done = "Analysis queued again."
        if self.runner is None:
            try:
                work()
            except ContextyError as exc:
                self.status.emit(str(exc))
                return
            self.status.emit(done)
        else:
            self.runner.write(work, lambda _r: self.status.emit(done), lambda e: self.status.emit(str(e)))
