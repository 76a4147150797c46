"""The JSON export: the whole store, a workspace or a selection as one self-contained document."""

from __future__ import annotations

import base64
import dataclasses
import enum
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from contexty_qt import __version__
from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.exchange.schema import FORMAT, VERSION
from contexty_qt.core.model import (
    Group,
    Link,
    Memory,
    Message,
    NodeKind,
    Thread,
    Workspace,
    utcnow,
)
from contexty_qt.core.store import Store, to_db_time
from contexty_qt.core.tree import TreeSnapshot, with_descendants


# ---- export ----------------------------------------------------------------------------------
def to_json_value(value: Any) -> Any:
    """Dataclasses, enums and datetimes as plain JSON values; times in the store's UTC format."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json_value(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, datetime):
        return to_db_time(value)
    if isinstance(value, Mapping):
        return {str(k): to_json_value(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [to_json_value(v) for v in value]
    return value


def snapshot_json(store: Store, snapshot: TreeSnapshot) -> dict[str, Any]:
    """The full state of one workspace's tree (what `contexty tree --json` prints)."""
    workspace = next(w for w in store.list_workspaces() if w.id == snapshot.workspace_id)
    return {
        "workspace": to_json_value(workspace),
        "groups": to_json_value(snapshot.groups),
        "memories": to_json_value(snapshot.memories),
        "links": to_json_value(snapshot.links),
    }


def _selected_workspaces(store: Store, workspace_id: int | None) -> list[Workspace]:
    workspaces = store.list_workspaces()
    if workspace_id is None:
        return workspaces
    chosen = [w for w in workspaces if w.id == workspace_id]
    if not chosen:
        raise InvalidInputError(f"No workspace with id {workspace_id}.")
    return chosen


@dataclass(frozen=True)
class Selection:
    """Part of a workspace to export: these memories, and these groups with everything inside them.
    The groups around the chosen memories come along (so the outline keeps its shape), without
    their other members."""

    memory_ids: frozenset[int] = frozenset()
    group_ids: frozenset[int] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.memory_ids or self.group_ids)




def _ancestors(groups: Mapping[int, Group], group_id: int | None) -> list[int]:
    chain: list[int] = []
    while group_id is not None and group_id in groups and group_id not in chain:
        chain.append(group_id)
        group_id = groups[group_id].parent_id
    return chain


def select_snapshot(snapshot: TreeSnapshot, selection: Selection | None) -> TreeSnapshot:
    """The part of a snapshot a selection names (the whole snapshot without one)."""
    if not selection:
        return snapshot
    by_id = {b.id: b for b in snapshot.groups}
    whole = with_descendants(snapshot.groups, [b for b in selection.group_ids if b in by_id])
    memories = [m for m in snapshot.memories if m.id in selection.memory_ids or m.group_id in whole]
    keep_groups = set(whole)
    for memory in memories:
        keep_groups.update(_ancestors(by_id, memory.group_id))
    for group_id in list(whole):
        keep_groups.update(_ancestors(by_id, group_id))
    memory_ids = {m.id for m in memories}
    nodes = {(NodeKind.MEMORY, i) for i in memory_ids} | {(NodeKind.GROUP, i) for i in keep_groups}
    links = [lk for lk in snapshot.links if (lk.src_kind, lk.src_id) in nodes and (lk.dst_kind, lk.dst_id) in nodes]
    return TreeSnapshot(snapshot.workspace_id, memories, [b for b in snapshot.groups if b.id in keep_groups],
                        links, references=({k: v for k, v in snapshot.references.items() if k in memory_ids}))


def _table_rows(store: Store, table: str, workspace_ids: Sequence[int]) -> list[dict[str, Any]]:
    marks = ", ".join("?" for _ in workspace_ids)
    rows = store.query(f"SELECT * FROM {table} WHERE workspace_id IN ({marks}) ORDER BY id", list(workspace_ids))
    return [dict(r) for r in rows]


def _longterm_rows(store: Store, workspace_ids: Sequence[int], memory_ids: set[int], group_ids: set[int],
                   memories: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Sessions, thoughts, merge proposals and references (issue 7) as document rows; a reference to
    something outside the export is dropped (or set to none where the column allows it)."""
    sessions = _table_rows(store, "sessions", workspace_ids)
    session_ids = {s["id"] for s in sessions}
    for memory in memories:
        if memory["session_id"] not in session_ids:
            memory["session_id"] = None
        if memory["merged_into"] not in memory_ids:
            memory["merged_into"] = None
    thoughts = []
    for t in _table_rows(store, "thoughts", workspace_ids):
        t["tags"] = list(json.loads(t["tags"]))
        t["memory_ids"] = [i for i in json.loads(t["memory_ids"]) if i in memory_ids]
        t["archived"] = bool(t["archived"])
        if t["session_id"] not in session_ids:
            t["session_id"] = None
        thoughts.append(t)
    proposals = []
    for p in _table_rows(store, "merge_proposals", workspace_ids):
        if p["keep_id"] not in memory_ids or p["other_id"] not in memory_ids:
            continue
        if p["merged_id"] not in memory_ids:
            p["merged_id"] = None
        if p["session_id"] not in session_ids:
            p["session_id"] = None
        proposals.append(p)
    refs = []
    for r in _table_rows(store, "memory_refs", workspace_ids):
        if r["memory_id"] not in memory_ids:
            continue
        if r["group_id"] not in group_ids:
            r["group_id"] = None
        refs.append(r)
    return {"sessions": sessions, "thoughts": thoughts, "merge_proposals": proposals, "memory_refs": refs}


def export_document(store: Store, workspace_id: int | None = None,
                    selection: Selection | None = None) -> dict[str, Any]:
    """Everything in one workspace (or all of them), or a selection of one, as an ExportDocument-shaped
    dict. A selection exports its memories, groups and the links between them (no chat threads)."""
    if selection and workspace_id is None:
        raise InvalidInputError("A selection is exported from one workspace: name it.")
    with store.transaction():  # one consistent read
        workspaces = _selected_workspaces(store, workspace_id)
        groups: list[Group] = []
        memories: list[Memory] = []
        links: list[Link] = []
        threads: list[Thread] = []
        messages: list[Message] = []
        for ws in workspaces:
            if selection:
                part = select_snapshot(TreeSnapshot(ws.id, store.memories(ws.id), store.groups(ws.id),
                                                    store.links(ws.id)), selection)
                groups, memories, links = part.groups, part.memories, part.links
                continue
            groups += store.groups(ws.id)
            memories += store.memories(ws.id)
            links += store.links(ws.id)
            ws_threads = sorted(store.threads(ws.id), key=lambda t: t.id)
            threads += ws_threads
            for thread in ws_threads:
                messages += store.messages(thread.id)
        names = sorted({m.image for m in memories if m.image})
        images = [{"name": n, "data": base64.b64encode(store.image_path(n).read_bytes()).decode("ascii")}
                  for n in names]
        memory_rows: list[dict[str, Any]] = to_json_value(memories)
        longterm = _longterm_rows(store, [w.id for w in workspaces], {m.id for m in memories},
                                  {b.id for b in groups}, memory_rows)
    return {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": to_db_time(utcnow()),
        "app_version": __version__,
        "workspaces": to_json_value(workspaces),
        "groups": to_json_value(groups),
        "memories": memory_rows,
        "links": to_json_value(links),
        "threads": to_json_value(threads),
        "messages": to_json_value(messages),
        "images": images,
        **longterm,
    }
