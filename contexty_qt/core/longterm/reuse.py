"""Reuse across workspaces (LTM-2): pull memories or whole groups into another workspace as
*references*, not copies, so an edit made in either workspace shows in both.

A reference is a row of `memory_refs` (workspace, memory, the group it sits in there, its place
there). `MemoryTree.snapshot()` and `workspace_memories()` show referenced memories in the
workspace's tree with the group they have there; moving one there moves the reference only.
Pulling a group copies the group structure (new groups with the same names, in the target
workspace) and references its memories, so the target workspace can reorganise them freely without
disturbing the source. Everything here is one undoable command per action.

For chat's @-mentions across workspaces: `mention_candidates()` finds memories of every workspace
by title, and a mentioned memory can be used as context wherever it lives (memory ids are global).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from contexty_qt.core.commands import Command, InsertRow, Macro
from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.events import Action, ChangeEvent, Entity
from contexty_qt.core.model import Memory, Origin, utcnow
from contexty_qt.core.store import Store, memory_from_row, to_db_time
from contexty_qt.core.text import tokens
from contexty_qt.core.tree import MemoryTree, _group_name


class AnnounceWorkspace:
    """A command that changes nothing and reports the workspace as changed (on do and undo), so views
    showing it re-read its tree, references included."""

    def __init__(self, workspace_id: int, origin: Origin) -> None:
        self.workspace_id, self.origin, self.text = workspace_id, origin, ""

    def do(self, store: Store) -> list[ChangeEvent]:
        return [ChangeEvent(Entity.WORKSPACE, Action.CHANGED, (self.workspace_id,), self.origin, ("references",))]

    def undo(self, store: Store) -> list[ChangeEvent]:
        return self.do(store)


@dataclass(frozen=True)
class PullResult:
    references: int  # references created
    skipped: int  # already there (own memory or referenced before)
    group_id: int | None = None  # the group created for a pulled group


def _ref_row(workspace_id: int, memory_id: int, group_id: int | None) -> dict[str, object]:
    return {"workspace_id": workspace_id, "memory_id": memory_id, "group_id": group_id,
            "created_at": to_db_time(utcnow())}


def _require_target(tree: MemoryTree, workspace_id: int, group_id: int | None) -> None:
    if workspace_id not in {w.id for w in tree.store.list_workspaces()}:
        raise InvalidInputError(f"No workspace with id {workspace_id}.")
    if group_id is not None and tree.store.get_group(group_id).workspace_id != workspace_id:
        raise InvalidInputError(f"Group {group_id} is not in workspace {workspace_id}.")


def pull_memories(tree: MemoryTree, memory_ids: Sequence[int], workspace_id: int, group_id: int | None = None,
                  origin: Origin = Origin.USER) -> PullResult:
    """Show these memories in `workspace_id` (in `group_id` there, or unassigned)."""
    _require_target(tree, workspace_id, group_id)
    memories = tree.store.memories(ids=list(dict.fromkeys(memory_ids)))
    if len(memories) != len(set(memory_ids)):
        missing = set(memory_ids) - {m.id for m in memories}
        raise InvalidInputError(f"No memory with id {min(missing)}.")
    present = tree.references(workspace_id)
    todo = [m for m in memories if m.workspace_id != workspace_id and m.id not in present]
    if not todo:
        return PullResult(0, len(memories))
    commands: list[Command] = [InsertRow("memory_refs", _ref_row(workspace_id, m.id, group_id), "", origin)
                               for m in todo]
    commands.append(AnnounceWorkspace(workspace_id, origin))
    name = _workspace_name(tree.store, workspace_id)
    what = f"“{todo[0].display_title()}”" if len(todo) == 1 else f"{len(todo)} memories"
    tree.execute(Macro(f"Pull {what} into “{name}”", origin, commands))
    return PullResult(len(todo), len(memories) - len(todo))


def pull_group(tree: MemoryTree, group_id: int, workspace_id: int, parent_id: int | None = None,
                origin: Origin = Origin.USER, *, include_archived: bool = False) -> PullResult:
    """Show a whole group in `workspace_id`: its structure copied (new groups of the same names), its
    memories referenced (a memory shown in the source group by reference is referenced itself)."""
    _require_target(tree, workspace_id, parent_id)
    store = tree.store
    source = store.get_group(group_id)
    if source.workspace_id == workspace_id:
        raise InvalidInputError(f"“{source.name}” is already in that workspace.")
    snapshot = tree.snapshot(source.workspace_id)
    taken = set(tree.references(workspace_id))
    created = 0
    skipped = 0
    new_root: int | None = None
    with tree.macro(f"Pull group “{source.name}” into “{_workspace_name(store, workspace_id)}”", origin):
        stack: list[tuple[int, int | None]] = [(group_id, parent_id)]
        while stack:
            current, parent = stack.pop(0)
            group = next(b for b in snapshot.groups if b.id == current)
            copy = tree.add_group(_group_name(group.name), parent_id=parent, summary=group.summary,
                                      workspace_id=workspace_id, origin=origin)
            if new_root is None:
                new_root = copy.id
            for memory in snapshot.members(current):
                if memory.archived and not include_archived:
                    continue
                if memory.workspace_id == workspace_id or memory.id in taken:
                    skipped += 1
                    continue
                tree.execute(InsertRow("memory_refs", _ref_row(workspace_id, memory.id, copy.id), "", origin))
                taken.add(memory.id)
                created += 1
            stack += [(child.id, copy.id) for child in snapshot.children(current)]
        tree.execute(AnnounceWorkspace(workspace_id, origin))
    return PullResult(created, skipped, new_root)


def remove_references(tree: MemoryTree, memory_ids: Sequence[int], workspace_id: int,
                      origin: Origin = Origin.USER) -> int:
    """Stop showing these memories in `workspace_id` (the memories themselves stay where they live)."""
    from contexty_qt.core.commands import DeleteRow

    refs = tree.references(workspace_id)
    chosen = [refs[i] for i in dict.fromkeys(memory_ids) if i in refs]
    if not chosen:
        return 0
    commands: list[Command] = [DeleteRow("memory_refs", r.id, "", origin) for r in chosen]
    commands.append(AnnounceWorkspace(workspace_id, origin))
    what = "1 reference" if len(chosen) == 1 else f"{len(chosen)} references"
    tree.execute(Macro(f"Remove {what} from “{_workspace_name(tree.store, workspace_id)}”", origin, commands))
    return len(chosen)


def shown_in(store: Store, memory_id: int) -> list[int]:
    """The workspaces showing this memory by reference."""
    return [int(r["workspace_id"]) for r in store.query(
        "SELECT workspace_id FROM memory_refs WHERE memory_id = ? ORDER BY workspace_id", (memory_id,))]


def _workspace_name(store: Store, workspace_id: int) -> str:
    return next((w.name for w in store.list_workspaces() if w.id == workspace_id), str(workspace_id))


# ---- @-mentions across workspaces (for chat) -----------------------------------------------------
@dataclass(frozen=True)
class MentionCandidate:
    memory_id: int
    title: str
    workspace_id: int
    workspace: str
    archived: bool


def mention_candidates(store: Store, text: str, *, limit: int = 20, exclude_workspace: int | None = None,
                       ) -> list[MentionCandidate]:
    """Memories of every workspace whose title (or memo) matches `text`: each query word a prefix of
    some word of the title, best (most recent) first. Chat's @-completer may add these to its own."""
    words = [w for w in text.lower().split() if w]
    names = {w.id: w.name for w in store.list_workspaces()}
    if not words:
        return []
    clauses = " AND ".join("(lower(title) LIKE ? OR lower(memo) LIKE ? OR lower(text) LIKE ?)" for _ in words)
    params: list[object] = []
    for w in words:
        pattern = f"%{w.replace('%', '').replace('_', '')}%"
        params += [pattern, pattern, pattern]
    sql = f"SELECT * FROM memories WHERE {clauses}"
    if exclude_workspace is not None:
        sql += " AND workspace_id != ?"
        params.append(exclude_workspace)
    rows = store.query(sql + f" ORDER BY archived, captured_at DESC LIMIT {int(limit) * 3}", params)
    memories = [memory_from_row(dict(r)) for r in rows]
    q = set(tokens(text))
    memories.sort(key=lambda m: (m.archived, -len(q & set(tokens(m.display_title()))), -m.captured_at.timestamp()))
    return [MentionCandidate(m.id, m.display_title(), m.workspace_id, names.get(m.workspace_id, ""), m.archived)
            for m in memories[:limit]]


def memories_for_mention(store: Store, memory_ids: Sequence[int]) -> list[Memory]:
    """The mentioned memories, wherever they live (for the chat's MENTION blocks)."""
    found = {m.id: m for m in store.memories(ids=list(memory_ids))}
    return [found[i] for i in memory_ids if i in found]


__all__ = ["AnnounceWorkspace", "MentionCandidate", "PullResult", "memories_for_mention", "mention_candidates",
           "pull_group", "pull_memories", "remove_references", "shown_in"]
