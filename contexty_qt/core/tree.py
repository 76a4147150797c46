"""The memory tree T=(M,B,L) as operations: each builds an undoable command, runs it in one
transaction, records it on the undo stack and broadcasts what changed.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from contexty_qt.core.commands import Command, DeleteRow, InsertRow, Macro, UndoStack, UpdateRows, describe
from contexty_qt.core.errors import ContextyError, InvalidInputError, NotFoundError, TreeError
from contexty_qt.core.events import ChangeEvent, EventBus, coalesce
from contexty_qt.core.model import (
    MAX_GROUP_DEPTH,
    Group,
    Link,
    Memory,
    MemoryRef,
    NodeKind,
    Origin,
    Provenance,
    SourceType,
    utcnow,
)
from contexty_qt.core.sanitize import MAX_MEMO_CHARS, clean_text
from contexty_qt.core.store import Store, from_db_time, memory_field_to_columns, memory_to_row, to_db_time

log = logging.getLogger("contexty.tree")

# Fields a person (or the AI) may edit on a card; the rest is captured data or bookkeeping.
EDITABLE_MEMORY_FIELDS = {
    "text",  # the captured text, corrected by the user (issue 17)
    "title", "summary", "tags", "user_context", "memo", "group_id", "hidden", "archived",
    "updated", "previous", "placed_by_user", "pos_x", "pos_y", "analysis_state", "analysis_error",
    "importance", "recall_count", "last_recalled",
    "session_id", "merged_into", "faded_at", "pruned_image", "pruned_at",  # issue 7 (core/longterm/)
}
EDITABLE_GROUP_FIELDS = {"name", "summary", "parent_id", "collapsed", "pos_x", "pos_y"}
REFINABLE_FIELDS = ("title", "summary", "tags", "user_context")


@dataclass
class TreeSnapshot:
    """Everything a view needs to draw one workspace, read in one go.

    `memories` includes the memories of other workspaces shown here by reference (LTM-2): each with
    the group and position it has here; `references` maps their ids to the reference (their
    `workspace_id` stays their own workspace's, which is how a view can tell them apart)."""

    workspace_id: int
    memories: list[Memory] = field(default_factory=list)
    groups: list[Group] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    references: dict[int, MemoryRef] = field(default_factory=dict)

    def members(self, group_id: int | None) -> list[Memory]:
        return [m for m in self.memories if m.group_id == group_id]

    def children(self, group_id: int | None) -> list[Group]:
        return [b for b in self.groups if b.parent_id == group_id]


def with_descendants(groups: Sequence[Group], roots: Iterable[int]) -> set[int]:
    """The given group ids and every group nested below them (parent links from the model)."""
    found = set(roots)
    grew = True
    while grew:
        grew = False
        for b in groups:
            if b.parent_id in found and b.id not in found:
                found.add(b.id)
                grew = True
    return found


def normalize_tags(tags: Iterable[str]) -> list[str]:
    seen: list[str] = []
    for tag in tags:
        clean = " ".join(clean_text(str(tag), limit=64).split()).strip("#, ").lower()
        if clean and clean not in seen:
            seen.append(clean)
    return seen


class MemoryTree:
    def __init__(self, store: Store, bus: EventBus, undo_stack: UndoStack) -> None:
        self.store = store
        self.bus = bus
        self.undo_stack = undo_stack
        self._lock = threading.RLock()
        self._macro: list[Command] | None = None
        self._macro_events: list[ChangeEvent] = []

    # ---- running commands ------------------------------------------------------------------
    def execute(self, command: Command) -> Command:
        with self._lock:
            if self._macro is not None:
                self._macro_events += command.do(self.store)
                self._macro.append(command)
                return command
            with self.store.transaction():
                events = command.do(self.store)
            self.undo_stack.pushed(command)
        self.bus.emit(coalesce(events))
        return command

    @contextlib.contextmanager
    def macro(self, text: str, origin: Origin = Origin.USER) -> Iterator[None]:
        """Group every operation inside the block into one transaction and one undo step."""
        with self._lock:
            if self._macro is not None:  # nested macros fold into the outer one
                yield
                return
            self._macro, self._macro_events = [], []
            try:
                with self.store.transaction():
                    yield
                commands, events = self._macro, self._macro_events
            finally:
                self._macro, self._macro_events = None, []
            if commands:
                self.undo_stack.pushed(Macro(text, origin, commands))
        self.bus.emit(coalesce(events))

    def undo(self) -> str | None:
        """Undo the user's latest step (with the AI steps that built on it); AI steps in between stay."""
        return self._replay(self.undo_stack.take_undo, undo=True)

    def redo(self) -> str | None:
        return self._replay(self.undo_stack.take_redo, undo=False)

    def undo_step(self, command: Command) -> str | None:
        """Undo one particular step (an AI step from its own entry); refused when the user changed the
        same thing since."""
        return self._replay(lambda: self.undo_stack.take_step(command), undo=True)

    def redo_step(self, command: Command) -> str | None:
        return self._replay(lambda: self.undo_stack.take_redo_step(command), undo=False)

    def _replay(self, take: Callable[[], Command | None], *, undo: bool) -> str | None:
        verb = "undo" if undo else "redo"
        with self._lock:  # taken under the lock: no step can land between choosing and replaying
            command = take()
            if command is None:
                return None
            try:
                with self.store.transaction():
                    events = command.undo(self.store) if undo else command.do(self.store)
            except ContextyError as exc:
                # something outside this session changed the same rows; drop the step, say why
                self.undo_stack.dropped()
                raise TreeError(f"Cannot {verb} “{describe(command)}”: {exc}") from exc
            (self.undo_stack.undone if undo else self.undo_stack.redone)(command)
        self.bus.emit(coalesce(events))
        return describe(command)

    # ---- reading ---------------------------------------------------------------------------
    def workspace(self, workspace_id: int | None) -> int:
        return workspace_id if workspace_id is not None else self.store.default_workspace_id()

    def snapshot(self, workspace_id: int | None = None) -> TreeSnapshot:
        ws = self.workspace(workspace_id)
        with self.store.transaction():  # one consistent read
            refs = self.references(ws)
            memories = self.store.memories(ws)
            if refs:
                memories += self._as_shown(self.store.memories(ids=list(refs)), refs)
            return TreeSnapshot(ws, memories, self.store.groups(ws), self.store.links(ws), refs)

    def partial_snapshot(self, workspace_id: int, ids: Iterable[int], *, groups: bool,
                         links: bool) -> tuple[list[Memory], list[Group] | None, list[Link] | None]:
        """In one consistent read: these memories as the workspace shows them, and its groups and
        links when asked for (what a view re-reads after change events)."""
        wanted = list(ids)
        with self.store.transaction():
            memories = self.workspace_memories(workspace_id, wanted) if wanted else []
            return (memories, self.store.groups(workspace_id) if groups else None,
                    self.store.links(workspace_id) if links else None)

    def workspace_memories(self, workspace_id: int | None, ids: Iterable[int] | None = None, *,
                           include_archived: bool = True) -> list[Memory]:
        """The memories a workspace's tree shows (its own and those shown by reference, with their
        group here), optionally only these ids: what a view re-reads after a change event."""
        return workspace_memories(self.store, self.workspace(workspace_id), ids, include_archived=include_archived)

    def references(self, workspace_id: int) -> dict[int, MemoryRef]:
        """memory id -> its reference in this workspace (LTM-2)."""
        return references(self.store, workspace_id)

    @staticmethod
    def _as_shown(memories: Iterable[Memory], refs: dict[int, MemoryRef]) -> list[Memory]:
        shown = []
        for memory in memories:
            ref = refs[memory.id]
            # a user-placed card stays where the user put it in its own workspace; here it is where the
            # reference is, and counts as placed by the user (the AI must not move it here)
            shown.append(replace(memory, group_id=ref.group_id, pos_x=ref.pos_x, pos_y=ref.pos_y,
                                 placed_by_user=True))
        return shown

    # ---- memories --------------------------------------------------------------------------
    def add_memory(
        self,
        source: SourceType,
        *,
        text: str | bytes = "",
        image: bytes | None = None,
        memo: str | bytes = "",
        provenance: Provenance | None = None,
        captured_at: datetime | None = None,
        workspace_id: int | None = None,
        origin: Origin = Origin.USER,
        **extra: Any,
    ) -> Memory:
        """Commit a capture (and its image file) before returning: the caller may then report it saved."""
        clean = clean_text(text)
        image_name = self.store.put_image(image) if image is not None else None
        if not clean.strip() and image_name is None:
            raise InvalidInputError("A memory needs some text or an image.")
        prov = provenance or Provenance()
        memory = Memory(
            id=0,
            workspace_id=self.workspace(workspace_id),
            source=source,
            captured_at=captured_at or utcnow(),
            text=clean,
            image=image_name,
            memo=clean_text(memo, limit=MAX_MEMO_CHARS),
            provenance=Provenance(
                clean_text(prov.app, limit=256), clean_text(prov.window_title, limit=1024),
                clean_text(prov.url, limit=4096),
            ),
        )
        for name, value in extra.items():
            if not hasattr(memory, name):
                raise InvalidInputError(f"Unknown memory field {name!r}.")
            setattr(memory, name, value)
        if memory.group_id is not None:
            self._require_group(memory.group_id, memory.workspace_id)
        memory.tags = normalize_tags(memory.tags)
        row = memory_to_row(memory)
        label = f"Add {source.value} “{memory.display_title()}”"
        command = self.execute(InsertRow("memories", row, label, origin))
        assert isinstance(command, InsertRow) and command.id is not None
        return self.store.get_memory(command.id)

    def edit_memory(self, memory_id: int, origin: Origin = Origin.USER, **changes: Any) -> None:
        self.edit_memories([memory_id], origin, **changes)

    def edit_memories(self, memory_ids: Sequence[int], origin: Origin = Origin.USER, *,
                      label: str | None = None, **changes: Any) -> None:
        unknown = set(changes) - EDITABLE_MEMORY_FIELDS
        if unknown:
            raise InvalidInputError(f"These fields cannot be edited: {', '.join(sorted(unknown))}.")
        if not memory_ids or not changes:
            return
        memories = [self.store.get_memory(i) for i in memory_ids]
        if "tags" in changes:
            changes["tags"] = normalize_tags(changes["tags"])
        for key in ("title", "summary", "user_context"):
            if key in changes:
                changes[key] = clean_text(changes[key], limit=MAX_MEMO_CHARS)
        if "memo" in changes:
            changes["memo"] = clean_text(changes["memo"], limit=MAX_MEMO_CHARS)
        if "text" in changes:
            changes["text"] = clean_text(changes["text"])  # the capture limit (MAX_TEXT_CHARS)
            if not changes["text"].strip() and any(not m.image for m in memories):
                raise InvalidInputError("A memory without a screenshot needs some text.")
        if changes.get("group_id") is not None:
            for memory in memories:
                self._require_group(changes["group_id"], memory.workspace_id)
        if origin is Origin.USER and "updated" not in changes and set(changes) & set(REFINABLE_FIELDS):
            changes["updated"] = False  # the user has seen and corrected the card
        columns: dict[str, Any] = {}
        for name, value in changes.items():
            columns.update(memory_field_to_columns(name, value))
        label = label or (f"Edit “{memories[0].display_title()}”" if len(memories) == 1
                          else f"Edit {len(memories)} memories")
        self.execute(UpdateRows("memories", {m.id: columns for m in memories}, label, origin))

    def refine_memory(self, memory_id: int, origin: Origin = Origin.AI, **changes: Any) -> None:
        """An AI revision (MEM-4): keeps the previous values and raises the "Updated" badge."""
        memory = self.store.get_memory(memory_id)
        changes = {k: v for k, v in changes.items() if k in REFINABLE_FIELDS}
        previous = {k: getattr(memory, k) for k in changes}
        if not changes or all(previous[k] == changes[k] for k in changes):
            return
        self.edit_memories([memory_id], origin, label=f"Refine “{memory.display_title()}”",
                           updated=True, previous=previous, **changes)

    def set_archived(self, memory_ids: Sequence[int], archived: bool = True,
                     origin: Origin = Origin.USER) -> None:
        verb = "Archive" if archived else "Restore"
        self.edit_memories(memory_ids, origin, label=f"{verb} {_count(memory_ids, 'memory')}", archived=archived)

    def move_memories(self, memory_ids: Sequence[int], group_id: int | None,
                      origin: Origin = Origin.USER, *, workspace_id: int | None = None) -> None:
        """Move to a group or, with None, to unassigned. A move by the user pins the placement.

        A memory shown in the group's workspace by reference (LTM-2) moves there, in that workspace
        only; `workspace_id` says which workspace a move to unassigned is meant for."""
        target_ws = self.store.get_group(group_id).workspace_id if group_id is not None else workspace_id
        if target_ws is not None:
            refs = self.references(target_ws)
            moved_refs = [i for i in memory_ids if i in refs]
            if moved_refs:
                rest = [i for i in memory_ids if i not in refs]
                target = self.store.get_group(group_id).name if group_id is not None else "Unassigned"
                with self.macro(f"Move {_count(memory_ids, 'memory')} to “{target}”", origin):
                    self.execute(UpdateRows("memory_refs", {refs[i].id: {"group_id": group_id} for i in moved_refs},
                                            "", origin))
                    if rest:
                        self.move_memories(rest, group_id, origin)
                return
        if origin is not Origin.USER:
            pinned = [i for i in memory_ids if self.store.get_memory(i).placed_by_user]
            if pinned:
                raise TreeError(f"Memories {pinned} were placed by the user; the AI may not move them.")
        target = self.store.get_group(group_id).name if group_id is not None else "Unassigned"
        self.edit_memories(memory_ids, origin, label=f"Move {_count(memory_ids, 'memory')} to “{target}”",
                           group_id=group_id, placed_by_user=origin is Origin.USER)

    def delete_memories(self, memory_ids: Sequence[int], origin: Origin = Origin.USER) -> None:
        ids = list(dict.fromkeys(memory_ids))
        for memory_id in ids:
            self.store.get_memory(memory_id)  # NotFound before anything happens
        commands: list[Command] = []
        for link in self._links_touching(NodeKind.MEMORY, ids):
            commands.append(DeleteRow("links", link.id, "", origin))
        commands += self._longterm_rows_of(ids, origin)
        # chat messages keep pointing at their memory after undo
        message_ids = self.store.message_ids_for_memories(ids)
        if message_ids:
            commands.append(UpdateRows("messages", {m: {"memory_id": None} for m in message_ids}, "", origin))
        for job in self.store.jobs():
            if job.memory_id in ids:
                commands.append(DeleteRow("jobs", job.id, "", origin))
        commands += [DeleteRow("memories", i, "", origin) for i in ids]
        self.execute(Macro(f"Delete {_count(ids, 'memory')}", origin, commands))

    # ---- groups --------------------------------------------------------------------------
    def add_group(self, name: str, *, parent_id: int | None = None, summary: str = "",
                      workspace_id: int | None = None, origin: Origin = Origin.USER) -> Group:
        name = _group_name(name)
        ws = self.workspace(workspace_id)
        if parent_id is not None:
            self._require_group(parent_id, ws)
            self._check_depth(len(self._ancestors(parent_id)) + 1)
        row = {"workspace_id": ws, "parent_id": parent_id, "name": name, "summary": clean_text(summary, limit=4000),
               "created_by": origin.value, "created_at": to_db_time(utcnow())}
        command = self.execute(InsertRow("groups", row, f"Create group “{name}”", origin))
        assert isinstance(command, InsertRow) and command.id is not None
        return self.store.get_group(command.id)

    def edit_group(self, group_id: int, origin: Origin = Origin.USER, *, label: str | None = None,
                    **changes: Any) -> None:
        unknown = set(changes) - EDITABLE_GROUP_FIELDS
        if unknown:
            raise InvalidInputError(f"These group fields cannot be edited: {', '.join(sorted(unknown))}.")
        group = self.store.get_group(group_id)
        if "name" in changes:
            changes["name"] = _group_name(changes["name"])
            if origin is Origin.USER and group.created_by is Origin.AI and changes["name"] != group.name:
                # the user named it: the group is theirs now, so the AI never renames or deletes it
                changes["created_by"] = Origin.USER.value
        if "collapsed" in changes:
            changes["collapsed"] = int(bool(changes["collapsed"]))
        if "parent_id" in changes:
            self._check_nesting(group, changes["parent_id"])
        self.execute(UpdateRows("groups", {group_id: changes}, label or f"Edit group “{group.name}”", origin))

    def rename_group(self, group_id: int, name: str, origin: Origin = Origin.USER) -> None:
        old = self.store.get_group(group_id).name
        self.edit_group(group_id, origin, label=f"Rename “{old}” to “{_group_name(name)}”", name=name)

    def nest_group(self, group_id: int, parent_id: int | None, origin: Origin = Origin.USER) -> None:
        group = self.store.get_group(group_id)
        where = self.store.get_group(parent_id).name if parent_id is not None else "top level"
        self.edit_group(group_id, origin, label=f"Move group “{group.name}” to “{where}”", parent_id=parent_id)

    def delete_group(self, group_id: int, origin: Origin = Origin.USER) -> None:
        """Remove the group, not its contents: members and child groups move up to the parent."""
        group = self.store.get_group(group_id)
        commands = self._empty_group_into(group, group.parent_id, origin)
        commands.append(DeleteRow("groups", group_id, "", origin))
        self.execute(Macro(f"Delete group “{group.name}”", origin, commands))

    def merge_groups(self, source_id: int, target_id: int, origin: Origin = Origin.USER) -> None:
        """Fold `source` into `target`: its members, child groups and links move over."""
        if source_id == target_id:
            raise TreeError("A group cannot be merged into itself.")
        source, target = self.store.get_group(source_id), self.store.get_group(target_id)
        if source.workspace_id != target.workspace_id:
            raise TreeError("Groups of different workspaces cannot be merged.")
        if source_id in self._ancestors(target_id):
            raise TreeError(f"“{target.name}” is inside “{source.name}”; merge it the other way round.")
        commands = self._empty_group_into(source, target_id, origin, retarget_links=True)
        commands.append(DeleteRow("groups", source_id, "", origin))
        self.execute(Macro(f"Merge “{source.name}” into “{target.name}”", origin, commands))

    def group(self, memory_ids: Sequence[int], name: str, *, group_ids: Sequence[int] = (),
              parent_id: int | None = None, summary: str = "", origin: Origin = Origin.USER,
              workspace_id: int | None = None) -> Group:
        """Create a group around a selection of memories and groups (right-click → Create Group)."""
        if not memory_ids and not group_ids:
            raise InvalidInputError("Select at least one memory or group to group.")
        memories = [self.store.get_memory(i) for i in memory_ids]
        groups = [self.store.get_group(i) for i in group_ids]
        ws = self.workspace(workspace_id if workspace_id is not None else
                            (memories[0].workspace_id if memories else groups[0].workspace_id))
        if parent_id is None:
            # keep the new group where the selection was when all of it shared one parent
            parents = {m.group_id for m in memories} | {b.parent_id for b in groups}
            parent_id = parents.pop() if len(parents) == 1 else None
            if parent_id in set(group_ids):
                parent_id = None
        with self.macro(f"Group {len(memories) + len(groups)} items as “{_group_name(name)}”", origin):
            new = self.add_group(name, parent_id=parent_id, summary=summary, workspace_id=ws, origin=origin)
            if memories:
                self.move_memories(memory_ids, new.id, origin)
            for group in groups:
                self.nest_group(group.id, new.id, origin)
        return self.store.get_group(new.id)

    # ---- links -----------------------------------------------------------------------------
    def link(self, src: tuple[NodeKind, int], dst: tuple[NodeKind, int], label: str = "",
             origin: Origin = Origin.USER) -> Link:
        ws = {self._node_workspace(*src), self._node_workspace(*dst)}
        if len(ws) != 1:
            raise TreeError("Links connect items of the same workspace.")
        if src == dst:
            raise TreeError("An item cannot be linked to itself.")
        row = {"workspace_id": ws.pop(), "src_kind": src[0].value, "src_id": src[1], "dst_kind": dst[0].value,
               "dst_id": dst[1], "label": clean_text(label, limit=200), "created_by": origin.value,
               "created_at": to_db_time(utcnow())}
        command = self.execute(InsertRow("links", row, f"Link {src[0].value} {src[1]} → {dst[0].value} {dst[1]}",
                                         origin))
        assert isinstance(command, InsertRow) and command.id is not None
        return next(link for link in self.store.links() if link.id == command.id)

    def unlink(self, link_id: int, origin: Origin = Origin.USER) -> None:
        self.store.row("links", link_id)
        self.execute(DeleteRow("links", link_id, "Remove link", origin))

    # ---- helpers ---------------------------------------------------------------------------
    def _require_group(self, group_id: int, workspace_id: int) -> Group:
        group = self.store.get_group(group_id)
        if group.workspace_id != workspace_id:
            raise TreeError(f"Group {group_id} belongs to another workspace.")
        return group

    def _node_workspace(self, kind: NodeKind, id: int) -> int:
        if kind is NodeKind.MEMORY:
            return self.store.get_memory(id).workspace_id
        return self.store.get_group(id).workspace_id

    def _ancestors(self, group_id: int | None) -> list[int]:
        chain: list[int] = []
        while group_id is not None and group_id not in chain:
            chain.append(group_id)
            group_id = self.store.get_group(group_id).parent_id
        return chain

    def _check_nesting(self, group: Group, parent_id: int | None) -> None:
        if parent_id is None:
            return
        parent = self._require_group(parent_id, group.workspace_id)
        above = self._ancestors(parent.id)
        if group.id in above:
            raise TreeError(f"“{group.name}” cannot go inside itself or one of its own groups.")
        self._check_depth(len(above) + self._height(group))

    def _height(self, group: Group) -> int:
        """Levels of groups from `group` down to its deepest descendant, itself included."""
        children: dict[int | None, list[int]] = {}
        for b in self.store.groups(group.workspace_id):
            children.setdefault(b.parent_id, []).append(b.id)
        height, level = 0, [group.id]
        while level and height <= MAX_GROUP_DEPTH:  # the bound also stops at a (damaged) cycle
            height += 1
            level = [c for b in level for c in children.get(b, [])]
        return height

    @staticmethod
    def _check_depth(depth: int) -> None:
        if depth > MAX_GROUP_DEPTH:
            raise TreeError(f"Groups nest at most {MAX_GROUP_DEPTH} deep; this would make {depth} levels.")

    def _links_touching(self, kind: NodeKind, ids: Iterable[int]) -> list[Link]:
        found: dict[int, Link] = {}
        for id in ids:
            for link in self.store.links_touching(kind, id):
                found[link.id] = link
        return list(found.values())

    def _longterm_rows_of(self, memory_ids: Sequence[int], origin: Origin) -> list[Command]:
        """What the database would drop or clear by itself when these memories go (references, merge
        proposals, "merged into" marks), as commands, so an undo of the delete restores them too."""
        if not memory_ids:
            return []
        marks = ", ".join("?" for _ in memory_ids)
        ids = list(memory_ids)
        commands: list[Command] = []
        for r in self.store.query(f"SELECT id FROM memory_refs WHERE memory_id IN ({marks})", ids):
            commands.append(DeleteRow("memory_refs", int(r["id"]), "", origin))
        for r in self.store.query(f"SELECT id FROM merge_proposals WHERE keep_id IN ({marks}) OR other_id IN "
                                  f"({marks})", ids + ids):
            commands.append(DeleteRow("merge_proposals", int(r["id"]), "", origin))
        merged = self.store.query(f"SELECT id FROM memories WHERE merged_into IN ({marks})", ids)
        if merged:
            commands.append(UpdateRows("memories", {int(r["id"]): {"merged_into": None} for r in merged}, "", origin))
        return commands

    def _empty_group_into(self, group: Group, target: int | None, origin: Origin,
                           retarget_links: bool = False) -> list[Command]:
        commands: list[Command] = []
        members = self.store.memories(group_id=group.id)
        if members:
            commands.append(UpdateRows("memories", {m.id: {"group_id": target} for m in members}, "", origin))
        refs = self.store.query("SELECT id FROM memory_refs WHERE group_id = ?", (group.id,))
        if refs:  # memories shown here by reference (LTM-2) move up with the members
            commands.append(UpdateRows("memory_refs", {int(r["id"]): {"group_id": target} for r in refs}, "",
                                       origin))
        children = [b for b in self.store.groups(group.workspace_id) if b.parent_id == group.id]
        if children:
            commands.append(UpdateRows("groups", {c.id: {"parent_id": target} for c in children}, "", origin))
        for link in self.store.links_touching(NodeKind.GROUP, group.id):
            if retarget_links and target is not None:
                changes: dict[str, Any] = {}
                if link.src_kind is NodeKind.GROUP and link.src_id == group.id:
                    changes["src_id"] = target
                if link.dst_kind is NodeKind.GROUP and link.dst_id == group.id:
                    changes["dst_id"] = target
                commands.append(UpdateRows("links", {link.id: changes}, "", origin))
            else:
                commands.append(DeleteRow("links", link.id, "", origin))
        return commands


def memory_ref_from_row(r: dict[str, Any]) -> MemoryRef:
    created = from_db_time(r["created_at"])
    assert created is not None
    return MemoryRef(int(r["id"]), int(r["workspace_id"]), int(r["memory_id"]), r["group_id"], r["pos_x"],
                     r["pos_y"], created)


def _group_name(name: str) -> str:
    clean = " ".join(clean_text(name, limit=200).split())
    if not clean:
        raise InvalidInputError("A group needs a name.")
    return clean


def _count(ids: Sequence[int], noun: str) -> str:
    if len(ids) == 1:
        return f"1 {noun}"
    return f"{len(ids)} {'memories' if noun == 'memory' else noun + 's'}"


__all__ = ["MemoryTree", "NotFoundError", "TreeSnapshot", "memory_ref_from_row", "normalize_tags"]


def references(store: Store, workspace_id: int) -> dict[int, MemoryRef]:
    """memory id -> its reference in this workspace (LTM-2)."""
    rows = store.query("SELECT * FROM memory_refs WHERE workspace_id = ? ORDER BY id", (workspace_id,))
    return {int(r["memory_id"]): memory_ref_from_row(dict(r)) for r in rows}


def workspace_memories(store: Store, workspace_id: int, ids: Iterable[int] | None = None, *,
                       include_archived: bool = True) -> list[Memory]:
    """A workspace's own memories and those shown in it by reference (LTM-2, with their group there),
    optionally only these ids. Read-only: what views and the retrieval index read."""
    wanted = None if ids is None else list(ids)
    with store.transaction():
        own = store.memories(workspace_id, ids=wanted, include_archived=include_archived)
        refs = references(store, workspace_id)
        if wanted is not None:
            refs = {k: v for k, v in refs.items() if k in set(wanted)}
        if refs:
            shown = store.memories(ids=list(refs), include_archived=include_archived)
            own += MemoryTree._as_shown(shown, refs)
    return own
