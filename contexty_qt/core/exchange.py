"""Export and import: a versioned, lossless JSON document, and a Markdown outline for other AI tools.

The JSON document embeds images as base64 so an export is one self-contained file: it can be piped,
moved or mailed as a single artifact, and an import never follows a file path chosen by the file's
author. Import validates everything (shape, types, sizes, references, cycles, images) before it
writes anything, then writes in one transaction as one undoable step with Origin.IMPORT.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import enum
import hashlib
import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    JsonValue,
    ValidationError,
)

from contexty_qt import __version__
from contexty_qt.core.commands import DeleteRow, InsertRow, UpdateRows
from contexty_qt.core.errors import ImportFormatError, InvalidInputError
from contexty_qt.core.model import (
    MAX_GROUP_DEPTH,
    AnalysisState,
    Branch,
    Link,
    Memory,
    Message,
    NodeKind,
    Origin,
    Provenance,
    SourceType,
    Thread,
    Workspace,
    utcnow,
)
from contexty_qt.core.sanitize import MAX_IMAGE_BYTES, MAX_MEMO_CHARS, MAX_TEXT_CHARS, validate_image
from contexty_qt.core.store import Store, memory_to_row, to_db_time
from contexty_qt.core.tree import MemoryTree, TreeSnapshot, with_descendants

FORMAT = "contexty-export"
# 2: sessions, thoughts, merge proposals, references (memory_refs) and the memory/workspace columns of
# issue 7; version 1 files (none of these) still import
VERSION = 2
# Whole file in memory, base64 images included; a larger archive is better split by workspace.
MAX_IMPORT_BYTES = 512 * 1024 * 1024
# Stored text may carry the truncation marker that sanitize.clean_text appends.
_SLACK = 200
_MAX_ITEMS = 1_000_000
_IMAGE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,127}(\.[A-Za-z0-9]{1,8})?")


# ---- the document's schema -------------------------------------------------------------------
def _no_nul(value: str) -> str:
    if "\x00" in value:
        raise ValueError("contains a NUL character")
    return value


def _safe_image_name(value: str) -> str:
    if not _IMAGE_NAME.fullmatch(value):
        raise ValueError("is not a plain file name (letters, digits, '-', '_' and one extension)")
    return value


def _limited(limit: int) -> Any:
    return Field(max_length=limit + _SLACK)


NoNul = AfterValidator(_no_nul)
Id = Annotated[int, Field(ge=1, le=2**62)]
Name = Annotated[str, Field(min_length=1, max_length=200 + _SLACK), NoNul]
Label = Annotated[str, _limited(200), NoNul]
Tag = Annotated[str, _limited(64), NoNul]
AppName = Annotated[str, _limited(256), NoNul]
WindowTitle = Annotated[str, _limited(1024), NoNul]
Url = Annotated[str, _limited(4096), NoNul]
BranchSummary = Annotated[str, _limited(4000), NoNul]
ShortText = Annotated[str, _limited(MAX_MEMO_CHARS), NoNul]  # memo, title, summary, context
LongText = Annotated[str, _limited(MAX_TEXT_CHARS), NoNul]  # captured text, chat messages
ImageName = Annotated[str, AfterValidator(_safe_image_name)]
Coordinate = float | None


class _Strict(BaseModel):
    # strict: "1" is not 1 and 0 is not false; forbid: a misspelt field is an error, not lost data
    model_config = ConfigDict(extra="forbid", strict=True, allow_inf_nan=False, frozen=True)


class WorkspaceIn(_Strict):
    id: Id
    name: Name
    created_at: AwareDatetime = Field(default_factory=utcnow)
    archived: bool = False
    opened_at: AwareDatetime | None = None


class BranchIn(_Strict):
    id: Id
    workspace_id: Id
    name: Name
    summary: BranchSummary = ""
    parent_id: Id | None = None
    created_by: Origin = Origin.USER
    collapsed: bool = False
    pos_x: Coordinate = None
    pos_y: Coordinate = None
    created_at: AwareDatetime = Field(default_factory=utcnow)


class ProvenanceIn(_Strict):
    app: AppName = ""
    window_title: WindowTitle = ""
    url: Url = ""


class MemoryIn(_Strict):
    id: Id
    workspace_id: Id
    source: SourceType
    captured_at: AwareDatetime
    text: LongText = ""
    image: ImageName | None = None
    memo: ShortText = ""
    title: ShortText = ""
    summary: ShortText = ""
    tags: Annotated[list[Tag], Field(max_length=1000)] = []
    user_context: ShortText = ""
    provenance: ProvenanceIn = ProvenanceIn()
    branch_id: Id | None = None
    placed_by_user: bool = False
    hidden: bool = False
    archived: bool = False
    updated: bool = False
    previous: dict[str, JsonValue] | None = None
    analysis_state: AnalysisState = AnalysisState.PENDING
    analysis_error: ShortText = ""
    recall_count: Annotated[int, Field(ge=0, le=2**62)] = 0
    last_recalled: AwareDatetime | None = None
    importance: float = 0.0
    pos_x: Coordinate = None
    pos_y: Coordinate = None
    created_at: AwareDatetime = Field(default_factory=utcnow)
    session_id: Id | None = None
    merged_into: Id | None = None
    faded_at: AwareDatetime | None = None
    pruned_image: ImageName | None = None
    pruned_at: AwareDatetime | None = None


class LinkIn(_Strict):
    id: Id
    workspace_id: Id
    src_kind: NodeKind
    src_id: Id
    dst_kind: NodeKind
    dst_id: Id
    label: Label = ""
    created_by: Origin = Origin.USER
    created_at: AwareDatetime = Field(default_factory=utcnow)


class ThreadIn(_Strict):
    id: Id
    workspace_id: Id
    title: ShortText
    created_at: AwareDatetime
    updated_at: AwareDatetime


class MessageIn(_Strict):
    id: Id
    thread_id: Id
    role: Literal["user", "assistant", "system"]
    content: LongText
    created_at: AwareDatetime
    citations: Annotated[list[Id], Field(max_length=10_000)] = []
    memory_id: Id | None = None
    state: Annotated[str, Field(min_length=1, max_length=32), NoNul] = "done"  # "done" | "partial" | "error"


Word = Annotated[str, Field(min_length=0, max_length=64), NoNul]


class SessionIn(_Strict):
    id: Id
    workspace_id: Id
    started_at: AwareDatetime
    last_activity_at: AwareDatetime
    ended_at: AwareDatetime | None = None
    end_reason: Word | None = None
    started_by: Word = "activity"
    summary: ShortText = ""
    summary_source: Word = ""
    post_state: Word = ""
    created_at: AwareDatetime = Field(default_factory=utcnow)


class ThoughtIn(_Strict):
    id: Id
    workspace_id: Id
    session_id: Id | None = None
    text: ShortText
    tags: Annotated[list[Tag], Field(max_length=1000)] = []
    memory_ids: Annotated[list[Id], Field(max_length=10_000)] = []
    at: AwareDatetime
    source: Word = "offline"
    archived: bool = False
    created_at: AwareDatetime = Field(default_factory=utcnow)


class MergeProposalIn(_Strict):
    id: Id
    workspace_id: Id
    session_id: Id | None = None
    keep_id: Id
    other_id: Id
    similarity: float
    reason: ShortText = ""
    judged_by: Word = "heuristic"
    state: Literal["pending", "accepted", "rejected"] = "pending"
    merged_id: Id | None = None
    created_at: AwareDatetime = Field(default_factory=utcnow)
    decided_at: AwareDatetime | None = None


class MemoryRefIn(_Strict):
    id: Id
    workspace_id: Id
    memory_id: Id
    branch_id: Id | None = None
    pos_x: Coordinate = None
    pos_y: Coordinate = None
    created_at: AwareDatetime = Field(default_factory=utcnow)


class ImageIn(_Strict):
    name: ImageName
    data: Annotated[str, Field(max_length=MAX_IMAGE_BYTES * 4 // 3 + 8)]  # base64


Items = Field(max_length=_MAX_ITEMS)


class ExportDocument(_Strict):
    format: Literal["contexty-export"]
    version: Literal[1, 2]
    exported_at: AwareDatetime | None = None
    app_version: Annotated[str, Field(max_length=64)] = ""
    workspaces: Annotated[list[WorkspaceIn], Field(min_length=1, max_length=10_000)]
    branches: Annotated[list[BranchIn], Items] = []
    memories: Annotated[list[MemoryIn], Items] = []
    links: Annotated[list[LinkIn], Items] = []
    threads: Annotated[list[ThreadIn], Items] = []
    messages: Annotated[list[MessageIn], Items] = []
    images: Annotated[list[ImageIn], Items] = []
    sessions: Annotated[list[SessionIn], Items] = []
    thoughts: Annotated[list[ThoughtIn], Items] = []
    merge_proposals: Annotated[list[MergeProposalIn], Items] = []
    memory_refs: Annotated[list[MemoryRefIn], Items] = []


class _Header(BaseModel):
    model_config = ConfigDict(extra="ignore")
    format: JsonValue = None
    version: JsonValue = None


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
        "branches": to_json_value(snapshot.branches),
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
    branch_ids: frozenset[int] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.memory_ids or self.branch_ids)




def _ancestors(branches: Mapping[int, Branch], branch_id: int | None) -> list[int]:
    chain: list[int] = []
    while branch_id is not None and branch_id in branches and branch_id not in chain:
        chain.append(branch_id)
        branch_id = branches[branch_id].parent_id
    return chain


def select_snapshot(snapshot: TreeSnapshot, selection: Selection | None) -> TreeSnapshot:
    """The part of a snapshot a selection names (the whole snapshot without one)."""
    if not selection:
        return snapshot
    by_id = {b.id: b for b in snapshot.branches}
    whole = with_descendants(snapshot.branches, [b for b in selection.branch_ids if b in by_id])
    memories = [m for m in snapshot.memories if m.id in selection.memory_ids or m.branch_id in whole]
    keep_branches = set(whole)
    for memory in memories:
        keep_branches.update(_ancestors(by_id, memory.branch_id))
    for branch_id in list(whole):
        keep_branches.update(_ancestors(by_id, branch_id))
    memory_ids = {m.id for m in memories}
    nodes = {(NodeKind.MEMORY, i) for i in memory_ids} | {(NodeKind.BRANCH, i) for i in keep_branches}
    links = [lk for lk in snapshot.links if (lk.src_kind, lk.src_id) in nodes and (lk.dst_kind, lk.dst_id) in nodes]
    return TreeSnapshot(snapshot.workspace_id, memories, [b for b in snapshot.branches if b.id in keep_branches],
                        links, references=({k: v for k, v in snapshot.references.items() if k in memory_ids}))


def _table_rows(store: Store, table: str, workspace_ids: Sequence[int]) -> list[dict[str, Any]]:
    marks = ", ".join("?" for _ in workspace_ids)
    rows = store.query(f"SELECT * FROM {table} WHERE workspace_id IN ({marks}) ORDER BY id", list(workspace_ids))
    return [dict(r) for r in rows]


def _longterm_rows(store: Store, workspace_ids: Sequence[int], memory_ids: set[int], branch_ids: set[int],
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
        if r["branch_id"] not in branch_ids:
            r["branch_id"] = None
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
        branches: list[Branch] = []
        memories: list[Memory] = []
        links: list[Link] = []
        threads: list[Thread] = []
        messages: list[Message] = []
        for ws in workspaces:
            if selection:
                part = select_snapshot(TreeSnapshot(ws.id, store.memories(ws.id), store.branches(ws.id),
                                                    store.links(ws.id)), selection)
                branches, memories, links = part.branches, part.memories, part.links
                continue
            branches += store.branches(ws.id)
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
                                  {b.id for b in branches}, memory_rows)
    return {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": to_db_time(utcnow()),
        "app_version": __version__,
        "workspaces": to_json_value(workspaces),
        "branches": to_json_value(branches),
        "memories": memory_rows,
        "links": to_json_value(links),
        "threads": to_json_value(threads),
        "messages": to_json_value(messages),
        "images": images,
        **longterm,
    }


# ---- Markdown --------------------------------------------------------------------------------
_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>#|])")


def _inline(text: str) -> str:
    return _MD_SPECIAL.sub(r"\\\1", " ".join(text.split()))


def _local_time(value: datetime) -> str:
    return value.astimezone().strftime("%Y-%m-%d %H:%M %Z").strip()


def _quoted(text: str, indent: str) -> list[str]:
    return [f"{indent}> {line}".rstrip() for line in text.splitlines() or [""]]


def _memory_markdown(memory: Memory, image_link: Callable[[str], str], shown_from: str = "") -> list[str]:
    flags = [f for f, on in (("archived", memory.archived), ("hidden", memory.hidden)) if on]
    if shown_from:
        flags.append(f"from “{_inline(shown_from)}”")
    head = f"- **{_inline(memory.display_title())}** ({memory.source.value}"
    head += f", {', '.join(flags)})" if flags else ")"
    lines = [head]
    sub = "  "
    prov = memory.provenance
    where = [_inline(prov.app)] if prov.app else []
    if prov.window_title:
        where.append(f"“{_inline(prov.window_title)}”")
    if prov.url:
        where.append(f"<{prov.url}>" if " " not in prov.url and ">" not in prov.url else _inline(prov.url))
    lines.append(f"{sub}- Captured: {' · '.join([_local_time(memory.captured_at), *where])}")
    for label, value in (("Memo", memory.memo), ("User's context", memory.user_context),
                         ("Summary", memory.summary)):
        if value.strip():
            lines.append(f"{sub}- {label}: {_inline(value)}")
    if memory.tags:
        lines.append(f"{sub}- Tags: {', '.join(_inline(t) for t in memory.tags)}")
    if memory.image:
        lines.append(f"{sub}- Image: ![{_inline(memory.display_title())}]({image_link(memory.image)})")
    elif memory.pruned_image:
        lines.append(f"{sub}- Image: removed by the retention limit")
    if memory.text.strip():
        lines.append(f"{sub}- Text:")
        lines.append("")
        lines += _quoted(memory.text, sub + "  ")
        lines.append("")
    return lines


def _branch_markdown(snapshot: TreeSnapshot, branch: Branch, level: int,
                     image_link: Callable[[str], str], homes: Mapping[int, str] | None = None) -> list[str]:
    lines = ["", f"{'#' * min(level, 6)} {_inline(branch.name)}", ""]
    if branch.summary.strip():
        lines += [_inline(branch.summary), ""]
    for memory in snapshot.members(branch.id):
        lines += _memory_markdown(memory, image_link, (homes or {}).get(memory.id, ""))
    for child in snapshot.children(branch.id):
        lines += _branch_markdown(snapshot, child, level + 1, image_link, homes)
    return lines


def _homes(store: Store, snapshot: TreeSnapshot) -> dict[int, str]:
    """memory id -> the name of the workspace a referenced memory lives in."""
    names = {w.id: w.name for w in store.list_workspaces()}
    return {m.id: names.get(m.workspace_id, "") for m in snapshot.memories if m.id in snapshot.references}


def _link_markdown(snapshot: TreeSnapshot) -> list[str]:
    titles = {(NodeKind.MEMORY, m.id): m.display_title() for m in snapshot.memories}
    titles.update({(NodeKind.BRANCH, b.id): b.name for b in snapshot.branches})
    lines = []
    for link in snapshot.links:
        src = titles.get((link.src_kind, link.src_id), f"{link.src_kind.value} {link.src_id}")
        dst = titles.get((link.dst_kind, link.dst_id), f"{link.dst_kind.value} {link.dst_id}")
        label = f" ({_inline(link.label)})" if link.label else ""
        lines.append(f"- {_inline(src)} → {_inline(dst)}{label}")
    return ["", "## Links", "", *lines] if lines else []


def export_markdown(tree: MemoryTree, workspace_id: int | None, image_link: Callable[[str], str],
                    selection: Selection | None = None) -> str:
    """An outline: groups as nested headings, each memory with its memo, context, tags and provenance.
    Memories shown here from another workspace (references) are included, marked with their origin.

    `image_link` turns an image file name into the (relative) path the document should use.
    """
    if selection and workspace_id is None:
        raise InvalidInputError("A selection is exported from one workspace: name it.")
    out = [f"<!-- Contexty {__version__} export, {_local_time(utcnow())} -->"]
    for ws in _selected_workspaces(tree.store, workspace_id):
        snapshot = select_snapshot(tree.snapshot(ws.id), selection)
        homes = _homes(tree.store, snapshot)
        out += ["", f"# {_inline(ws.name)}"]
        for branch in snapshot.children(None):
            out += _branch_markdown(snapshot, branch, 2, image_link, homes)
        unassigned = snapshot.members(None)
        if unassigned:
            out += ["", "## Unassigned", ""]
            for memory in unassigned:
                out += _memory_markdown(memory, image_link, homes.get(memory.id, ""))
        out += _link_markdown(snapshot)
    return "\n".join(out).rstrip() + "\n"


def image_names(store: Store, workspace_id: int | None, selection: Selection | None = None,
                tree: MemoryTree | None = None) -> list[str]:
    """Image files the Markdown export of these workspaces (or this selection) links to."""
    if tree is not None:
        return sorted({m.image for ws in _selected_workspaces(store, workspace_id)
                       for m in select_snapshot(tree.snapshot(ws.id), selection).memories if m.image})
    return sorted({m.image for ws in _selected_workspaces(store, workspace_id)
                   for m in store.memories(ws.id) if m.image})


# ---- "copy context": compact plain text for pasting into another assistant -----------------------
CONTEXT_TEXT_CHARS = 240


def _clip(text: str, limit: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def _context_memory(memory: Memory, shown_from: str) -> list[str]:
    prov = memory.provenance
    where = ", ".join(p for p in (_clip(prov.app, 40), _clip(prov.url or prov.window_title, 90)) if p)
    title = _clip(memory.title or memory.text or memory.display_title(), 100)
    head = f"- [m{memory.id}] {title} ({memory.source.value}, " \
           f"{memory.captured_at.astimezone().strftime('%Y-%m-%d %H:%M')}{', ' + where if where else ''}" \
           f"{', from ' + shown_from if shown_from else ''})"
    lines = [head]
    body = _clip(memory.summary or memory.text, CONTEXT_TEXT_CHARS)
    if body and body != title:
        lines.append(f"  {body}")
    if memory.memo.strip():
        lines.append(f"  My note: {_clip(memory.memo, CONTEXT_TEXT_CHARS)}")
    if memory.user_context.strip():
        lines.append(f"  Why I saved it: {_clip(memory.user_context, CONTEXT_TEXT_CHARS)}")
    if memory.tags:
        lines.append(f"  Tags: {', '.join(memory.tags[:8])}")
    return lines


def _plural(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def export_context(tree: MemoryTree, workspace_id: int | None = None, selection: Selection | None = None) -> str:
    """The workspace (or a selection) as compact plain text to paste into another assistant: what the
    AI understands of the work, then each group with its memories (title, gist, the person's note, the
    AI's reading of why it was saved, provenance). Archived and hidden memories are left out."""
    ws_id = tree.workspace(workspace_id)
    workspace = next(w for w in _selected_workspaces(tree.store, ws_id))
    snapshot = select_snapshot(tree.snapshot(ws_id), selection)
    live = [m for m in snapshot.memories if not m.archived and not m.hidden]
    keep = {m.id for m in live}
    snapshot = TreeSnapshot(snapshot.workspace_id, live, snapshot.branches, snapshot.links, snapshot.references)
    homes = _homes(tree.store, snapshot)
    groups = {m.branch_id for m in live}
    out = [f"Context from Contexty, my workspace “{workspace.name}”: {len(live)} saved "
           f"{'memory' if len(live) == 1 else 'memories'}"
           + (f" in {_plural(len([b for b in snapshot.branches if b.id in groups]), 'group')}"
              if snapshot.branches else "")
           + f" ({_local_time(utcnow())}). Use it as background on what I am working on; "
             "[m12]-style ids name the items."]
    rows = tree.store.query("SELECT summary FROM understanding WHERE workspace_id = ?", (ws_id,))
    if rows and not selection and str(rows[0]["summary"]).strip():
        out += ["", f"What I am doing now (as the AI understood it): {_clip(str(rows[0]['summary']), 600)}"]

    def walk(branch: Branch, path: list[str]) -> None:
        names = [*path, branch.name]
        members = snapshot.members(branch.id)
        if members:
            out.append("")
            out.append(f"## {' / '.join(_clip(n, 60) for n in names)}"
                       + (f" — {_clip(branch.summary, 200)}" if branch.summary.strip() else ""))
            for memory in members:
                out.extend(_context_memory(memory, homes.get(memory.id, "")))
        for child in snapshot.children(branch.id):
            walk(child, names)

    for branch in snapshot.children(None):
        walk(branch, [])
    unassigned = snapshot.members(None)
    if unassigned:
        out += ["", "## Not in a group"]
        for memory in unassigned:
            out.extend(_context_memory(memory, homes.get(memory.id, "")))
    titles = {(NodeKind.MEMORY, m.id): m.display_title() for m in live}
    titles.update({(NodeKind.BRANCH, b.id): b.name for b in snapshot.branches})
    links = [lk for lk in snapshot.links if (lk.src_kind, lk.src_id) in titles and (lk.dst_kind, lk.dst_id) in titles
             and (lk.src_kind is NodeKind.BRANCH or lk.src_id in keep)]
    if links:
        out += ["", "## Links I drew"]
        for lk in links:
            label = f" ({_clip(lk.label, 60)})" if lk.label else ""
            out.append(f"- {_clip(titles[(lk.src_kind, lk.src_id)], 60)} → "
                       f"{_clip(titles[(lk.dst_kind, lk.dst_id)], 60)}{label}")
    return "\n".join(out).rstrip() + "\n"


# ---- import: validation ----------------------------------------------------------------------
def _describe_validation(exc: ValidationError) -> str:
    errors = exc.errors(include_input=False, include_url=False)
    first = errors[0]
    if first["type"] == "json_invalid":
        return f"The file is not valid JSON ({first['msg'].removeprefix('Invalid JSON: ')})."
    where = ".".join(str(part) for part in first["loc"]) or "the document"
    more = f" (and {len(errors) - 1} more problems)" if len(errors) > 1 else ""
    return f"The file is not a valid Contexty export: {where}: {first['msg']}{more}."


def parse_document(data: bytes) -> ExportDocument:
    """Check format and version first (for a useful message), then the whole schema."""
    if len(data) > MAX_IMPORT_BYTES:
        raise ImportFormatError(f"The file is larger than {MAX_IMPORT_BYTES // 2**20} MB; "
                                "export fewer workspaces at a time.")
    try:
        header = _Header.model_validate_json(data)
    except ValidationError as exc:
        if exc.errors()[0]["type"] == "json_invalid":
            raise ImportFormatError(_describe_validation(exc)) from None
        raise ImportFormatError("The file is not a Contexty export (its top level is not a JSON object).") \
            from None
    if header.format != FORMAT:
        raise ImportFormatError(f"The file is not a Contexty export (format {header.format!r}, "
                                f"expected {FORMAT!r}).")
    if not isinstance(header.version, int) or isinstance(header.version, bool) or header.version < 1:
        raise ImportFormatError(f"The file has an invalid export version {header.version!r}.")
    if header.version > VERSION:
        raise ImportFormatError(f"The file is export version {header.version}, written by a newer Contexty; "
                                f"this one reads version {VERSION}. Update Contexty to import it.")
    try:
        return ExportDocument.model_validate_json(data)
    except ValidationError as exc:
        raise ImportFormatError(_describe_validation(exc)) from None


def _unique(kind: str, ids: Iterable[int]) -> set[int]:
    seen: set[int] = set()
    for id in ids:
        if id in seen:
            raise ImportFormatError(f"The file lists {kind} {id} twice.")
        seen.add(id)
    return seen


def _branch_depths(branches: Sequence[BranchIn]) -> dict[int, int]:
    """Nesting level of every group (0 at the top), in linear time; refuses cycles and trees deeper than
    MAX_GROUP_DEPTH. Parents must already be known to be in the file."""
    parent = {b.id: b.parent_id for b in branches}
    depths: dict[int, int] = {}
    for branch in branches:
        path: list[int] = []
        on_path: set[int] = set()
        current: int | None = branch.id
        while current is not None and current not in depths:
            if current in on_path:
                raise ImportFormatError(f"Group {current} in the file is nested inside itself "
                                        "(a cycle of parent groups).")
            path.append(current)
            on_path.add(current)
            current = parent[current]
        level = -1 if current is None else depths[current]
        for id in reversed(path):
            level += 1
            if level >= MAX_GROUP_DEPTH:
                raise ImportFormatError(f"Group {id} in the file is nested {level + 1} groups deep; "
                                        f"groups nest at most {MAX_GROUP_DEPTH} deep.")
            depths[id] = level
    return depths


def check_references(doc: ExportDocument) -> None:
    """Every id referenced exists in the file, in the same workspace; groups form a tree."""
    workspaces = _unique("workspace", (w.id for w in doc.workspaces))
    branch_ws = {b.id: b.workspace_id for b in doc.branches}
    _unique("group", (b.id for b in doc.branches))
    memory_ws = {m.id: m.workspace_id for m in doc.memories}
    _unique("memory", (m.id for m in doc.memories))
    _unique("link", (lk.id for lk in doc.links))
    threads = {t.id: t.workspace_id for t in doc.threads}
    _unique("thread", (t.id for t in doc.threads))
    _unique("message", (m.id for m in doc.messages))
    image_names = [i.name for i in doc.images]
    if len(set(image_names)) != len(image_names):
        raise ImportFormatError("The file lists the same image name twice.")
    for b in doc.branches:
        _require(b.workspace_id in workspaces, f"group {b.id} is in workspace {b.workspace_id}")
        if b.parent_id is not None:
            _require(branch_ws.get(b.parent_id) == b.workspace_id,
                     f"group {b.id} is inside group {b.parent_id}")
    _branch_depths(doc.branches)
    for m in doc.memories:
        _require(m.workspace_id in workspaces, f"memory {m.id} is in workspace {m.workspace_id}")
        if m.branch_id is not None:
            _require(branch_ws.get(m.branch_id) == m.workspace_id, f"memory {m.id} is in group {m.branch_id}")
        if m.image is not None:
            _require(m.image in image_names, f"memory {m.id} shows image {m.image}")
    nodes = {NodeKind.MEMORY: memory_ws, NodeKind.BRANCH: branch_ws}
    for lk in doc.links:
        _require(lk.workspace_id in workspaces, f"link {lk.id} is in workspace {lk.workspace_id}")
        for kind, id in ((lk.src_kind, lk.src_id), (lk.dst_kind, lk.dst_id)):
            label = "group" if kind is NodeKind.BRANCH else "memory"
            _require(nodes[kind].get(id) == lk.workspace_id, f"link {lk.id} connects {label} {id}")
        if (lk.src_kind, lk.src_id) == (lk.dst_kind, lk.dst_id):
            raise ImportFormatError(f"Link {lk.id} in the file connects an item to itself.")
    for t in doc.threads:
        _require(t.workspace_id in workspaces, f"thread {t.id} is in workspace {t.workspace_id}")
    for msg in doc.messages:
        _require(msg.thread_id in threads, f"message {msg.id} is in thread {msg.thread_id}")
        if msg.memory_id is not None:
            _require(msg.memory_id in memory_ws, f"message {msg.id} refers to memory {msg.memory_id}")
    _check_longterm(doc, workspaces, memory_ws, branch_ws)


def _check_longterm(doc: ExportDocument, workspaces: set[int], memory_ws: dict[int, int],
                    branch_ws: dict[int, int]) -> None:
    session_ws = {s.id: s.workspace_id for s in doc.sessions}
    _unique("session", (s.id for s in doc.sessions))
    _unique("thought", (t.id for t in doc.thoughts))
    _unique("merge proposal", (p.id for p in doc.merge_proposals))
    _unique("reference", (r.id for r in doc.memory_refs))
    for s in doc.sessions:
        _require(s.workspace_id in workspaces, f"session {s.id} is in workspace {s.workspace_id}")
    for m in doc.memories:
        if m.session_id is not None:
            _require(session_ws.get(m.session_id) == m.workspace_id, f"memory {m.id} is in session {m.session_id}")
        if m.merged_into is not None:
            _require(m.merged_into in memory_ws, f"memory {m.id} was merged into memory {m.merged_into}")
    for t in doc.thoughts:
        _require(t.workspace_id in workspaces, f"thought {t.id} is in workspace {t.workspace_id}")
        if t.session_id is not None:
            _require(session_ws.get(t.session_id) == t.workspace_id, f"thought {t.id} is in session {t.session_id}")
        for memory_id in t.memory_ids:
            _require(memory_id in memory_ws, f"thought {t.id} comes from memory {memory_id}")
    for p in doc.merge_proposals:
        _require(p.workspace_id in workspaces, f"merge proposal {p.id} is in workspace {p.workspace_id}")
        if p.session_id is not None:
            _require(session_ws.get(p.session_id) == p.workspace_id,
                     f"merge proposal {p.id} is in session {p.session_id}")
        for memory_id in (p.keep_id, p.other_id, *([p.merged_id] if p.merged_id is not None else [])):
            _require(memory_id in memory_ws, f"merge proposal {p.id} names memory {memory_id}")
    seen: set[tuple[int, int]] = set()
    for r in doc.memory_refs:
        _require(r.workspace_id in workspaces, f"reference {r.id} is in workspace {r.workspace_id}")
        _require(r.memory_id in memory_ws, f"reference {r.id} shows memory {r.memory_id}")
        if r.branch_id is not None:
            _require(branch_ws.get(r.branch_id) == r.workspace_id, f"reference {r.id} is in group {r.branch_id}")
        if (r.workspace_id, r.memory_id) in seen or memory_ws[r.memory_id] == r.workspace_id:
            raise ImportFormatError(f"Reference {r.id} in the file shows memory {r.memory_id} twice in "
                                    f"workspace {r.workspace_id}.")
        seen.add((r.workspace_id, r.memory_id))


def _require(ok: bool, what: str) -> None:
    # `what` names the referring item; the referenced one is missing or in another workspace
    if not ok:
        raise ImportFormatError(f"The file is inconsistent: {what}, which is not in the file "
                                "(or belongs to another workspace).")


def check_images(doc: ExportDocument) -> dict[str, str]:
    """Decode and verify every image; return file name in the document -> content-hash name."""
    renamed: dict[str, str] = {}
    for image in doc.images:
        data = _decode_image(image)
        try:
            suffix = validate_image(data)
        except InvalidInputError as exc:
            raise ImportFormatError(f"Image {image.name} in the file is not usable: {exc}") from None
        renamed[image.name] = f"{hashlib.sha256(data).hexdigest()}.{suffix}"
    return renamed


def _decode_image(image: ImageIn) -> bytes:
    try:
        return base64.b64decode(image.data, validate=True)
    except (binascii.Error, ValueError):
        raise ImportFormatError(f"Image {image.name} in the file is not valid base64.") from None


# ---- import: writing -------------------------------------------------------------------------
@dataclass
class ImportResult:
    same_ids: bool  # True when the store was empty and every id was kept
    counts: dict[str, int] = field(default_factory=dict)
    workspace_ids: dict[int, int] = field(default_factory=dict)  # file id -> store id
    memory_ids: dict[int, int] = field(default_factory=dict)
    branch_ids: dict[int, int] = field(default_factory=dict)

    def summary(self) -> str:
        c = self.counts
        return (f"Imported {c['memories']} memories, {c['branches']} groups, {c['links']} links, "
                f"{c['threads']} threads and {c['messages']} messages"
                + (f", {c['sessions']} sessions" if c.get("sessions") else "")
                + (" (ids kept)." if self.same_ids else " (new ids assigned)."))


def store_is_empty(store: Store) -> bool:
    counts = store.counts()
    return (all(counts[t] == 0 for t in ("memories", "branches", "links", "threads", "messages"))
            and not store.query("SELECT 1 FROM sessions LIMIT 1"))


@dataclass(frozen=True)
class CheckedImport:
    """A document that passed every check; image names mapped to their content-hash names."""

    doc: ExportDocument
    renamed: dict[str, str]


def check_import(data: bytes) -> CheckedImport:
    """Everything that can be known about the file without the store: run it before opening one."""
    doc = parse_document(data)
    check_references(doc)
    return CheckedImport(doc, check_images(doc))


def import_document(tree: MemoryTree, data: bytes | CheckedImport, *,
                    into_workspace: int | None = None) -> ImportResult:
    """Validate the whole document, then write it as one transaction and one undo step.

    Into an empty store every id is kept, so export -> import reproduces the tree exactly.
    Otherwise new ids are assigned and each workspace of the file goes into the workspace of
    the same name (created when missing), or all of them into `into_workspace`.
    """
    checked = data if isinstance(data, CheckedImport) else check_import(data)
    doc, renamed = checked.doc, checked.renamed
    store = tree.store
    if into_workspace is not None:
        _selected_workspaces(store, into_workspace)
    same_ids = into_workspace is None and store_is_empty(store)
    written: list[Path] = []
    used = {m.image for m in doc.memories if m.image}
    try:
        for image in doc.images:
            target = store.image_path(renamed[image.name])
            if image.name in used and not target.exists():
                store.put_image(_decode_image(image))
                written.append(target)
        with tree.macro(f"Import {len(doc.memories)} memories", Origin.IMPORT):
            result = _Writer(tree, doc, renamed, same_ids, into_workspace).write()
    except BaseException:
        for path in written:  # all or nothing: no orphan image files either
            path.unlink(missing_ok=True)
        raise
    return result


class _Writer:
    """Inserts the document's rows in dependency order, mapping file ids to store ids."""

    def __init__(self, tree: MemoryTree, doc: ExportDocument, renamed: dict[str, str], same_ids: bool,
                 into_workspace: int | None) -> None:
        self.tree, self.doc, self.renamed, self.same_ids = tree, doc, renamed, same_ids
        self.into_workspace = into_workspace
        self.result = ImportResult(same_ids)
        self.thread_ids: dict[int, int] = {}

    def insert(self, table: str, file_id: int, row: dict[str, Any]) -> int:
        row["id"] = file_id if self.same_ids else None
        command = InsertRow(table, row, "", Origin.IMPORT)
        self.tree.execute(command)
        assert command.id is not None
        return command.id

    def write(self) -> ImportResult:
        self._workspaces()
        self._branches()
        self._sessions()
        self._memories()
        self._links()
        self._threads()
        self._longterm()
        d = self.doc
        self.result.counts = {"workspaces": len(d.workspaces), "branches": len(d.branches),
                              "memories": len(d.memories), "links": len(d.links),
                              "threads": len(d.threads), "messages": len(d.messages), "sessions": len(d.sessions),
                              "thoughts": len(d.thoughts), "merge_proposals": len(d.merge_proposals),
                              "memory_refs": len(d.memory_refs)}
        return self.result

    def _workspaces(self) -> None:
        store = self.tree.store
        ws_map = self.result.workspace_ids
        if self.same_ids:
            # the empty store's placeholder "Default" gives way to the file's workspaces and ids
            for existing in store.list_workspaces():
                self.tree.execute(DeleteRow("workspaces", existing.id, "", Origin.IMPORT))
            for ws in self.doc.workspaces:
                ws_map[ws.id] = self.insert("workspaces", ws.id, _workspace_row(ws))
            return
        by_name = {}
        for existing in reversed(store.list_workspaces()):
            by_name[existing.name] = existing.id
        for ws in self.doc.workspaces:
            if self.into_workspace is not None:
                ws_map[ws.id] = self.into_workspace
            elif ws.name in by_name:
                ws_map[ws.id] = by_name[ws.name]
            else:
                ws_map[ws.id] = by_name[ws.name] = self.insert("workspaces", ws.id, _workspace_row(ws))

    def _branches(self) -> None:
        ws_map, branch_map = self.result.workspace_ids, self.result.branch_ids
        for b in _parents_first(self.doc.branches):
            row = {"workspace_id": ws_map[b.workspace_id], "name": b.name, "summary": b.summary,
                   "parent_id": None if b.parent_id is None else branch_map[b.parent_id],
                   "created_by": b.created_by.value, "collapsed": int(b.collapsed), "pos_x": b.pos_x,
                   "pos_y": b.pos_y, "created_at": to_db_time(b.created_at)}
            branch_map[b.id] = self.insert("branches", b.id, row)

    def _memories(self) -> None:
        ws_map, branch_map = self.result.workspace_ids, self.result.branch_ids
        for m in sorted(self.doc.memories, key=lambda m: m.id):
            memory = Memory(
                id=0, workspace_id=ws_map[m.workspace_id], source=m.source, captured_at=m.captured_at,
                text=m.text, image=self.renamed[m.image] if m.image else None, memo=m.memo, title=m.title,
                summary=m.summary, tags=list(m.tags), user_context=m.user_context,
                provenance=Provenance(**m.provenance.model_dump()),
                branch_id=None if m.branch_id is None else branch_map[m.branch_id],
                placed_by_user=m.placed_by_user, hidden=m.hidden, archived=m.archived, updated=m.updated,
                previous=dict(m.previous) if m.previous is not None else None,
                analysis_state=m.analysis_state, analysis_error=m.analysis_error,
                recall_count=m.recall_count, last_recalled=m.last_recalled, importance=m.importance,
                pos_x=m.pos_x, pos_y=m.pos_y, created_at=m.created_at,
                session_id=None if m.session_id is None else self.session_ids[m.session_id],
                faded_at=m.faded_at, pruned_image=m.pruned_image, pruned_at=m.pruned_at,
            )  # merged_into once every memory is in (it may point at a later one): _longterm
            self.result.memory_ids[m.id] = self.insert("memories", m.id, memory_to_row(memory))

    def _sessions(self) -> None:
        self.session_ids: dict[int, int] = {}
        for s in sorted(self.doc.sessions, key=lambda s: s.id):
            row = {"workspace_id": self.result.workspace_ids[s.workspace_id], "started_at": to_db_time(s.started_at),
                   "last_activity_at": to_db_time(s.last_activity_at), "ended_at": to_db_time(s.ended_at),
                   "end_reason": s.end_reason, "started_by": s.started_by, "summary": s.summary,
                   "summary_source": s.summary_source, "post_state": s.post_state,
                   "created_at": to_db_time(s.created_at)}
            self.session_ids[s.id] = self.insert("sessions", s.id, row)

    def _longterm(self) -> None:
        """Thoughts, merge proposals, references and merged originals (issue 7)."""
        memory_ids, ws_map, branch_map = self.result.memory_ids, self.result.workspace_ids, self.result.branch_ids
        merged = {memory_ids[m.id]: {"merged_into": memory_ids[m.merged_into]}
                  for m in self.doc.memories if m.merged_into is not None}
        if merged:
            self.tree.execute(UpdateRows("memories", merged, "", Origin.IMPORT))

        def session(value: int | None) -> int | None:
            return None if value is None else self.session_ids[value]

        row: dict[str, Any]
        for t in sorted(self.doc.thoughts, key=lambda t: t.id):
            row = {"workspace_id": ws_map[t.workspace_id], "session_id": session(t.session_id), "text": t.text,
                   "tags": json.dumps(list(t.tags), ensure_ascii=False),
                   "memory_ids": _json_list([memory_ids[i] for i in t.memory_ids]), "at": to_db_time(t.at),
                   "source": t.source, "archived": int(t.archived), "created_at": to_db_time(t.created_at)}
            self.insert("thoughts", t.id, row)
        for p in sorted(self.doc.merge_proposals, key=lambda p: p.id):
            row = {"workspace_id": ws_map[p.workspace_id], "session_id": session(p.session_id),
                   "keep_id": memory_ids[p.keep_id], "other_id": memory_ids[p.other_id],
                   "similarity": p.similarity, "reason": p.reason, "judged_by": p.judged_by, "state": p.state,
                   "merged_id": None if p.merged_id is None else memory_ids[p.merged_id],
                   "created_at": to_db_time(p.created_at), "decided_at": to_db_time(p.decided_at)}
            self.insert("merge_proposals", p.id, row)
        for r in sorted(self.doc.memory_refs, key=lambda r: r.id):
            workspace, memory = ws_map[r.workspace_id], memory_ids[r.memory_id]
            if self.tree.store.get_memory(memory).workspace_id == workspace:
                continue  # imported into the memory's own workspace (--into): it is there already
            if self.tree.store.query("SELECT 1 FROM memory_refs WHERE workspace_id = ? AND memory_id = ?",
                                     (workspace, memory)):
                continue
            row = {"workspace_id": workspace, "memory_id": memory,
                   "branch_id": None if r.branch_id is None else branch_map[r.branch_id], "pos_x": r.pos_x,
                   "pos_y": r.pos_y, "created_at": to_db_time(r.created_at)}
            self.insert("memory_refs", r.id, row)

    def _links(self) -> None:
        maps = {NodeKind.MEMORY: self.result.memory_ids, NodeKind.BRANCH: self.result.branch_ids}
        for lk in sorted(self.doc.links, key=lambda lk: lk.id):
            row = {"workspace_id": self.result.workspace_ids[lk.workspace_id], "src_kind": lk.src_kind.value,
                   "src_id": maps[lk.src_kind][lk.src_id], "dst_kind": lk.dst_kind.value,
                   "dst_id": maps[lk.dst_kind][lk.dst_id], "label": lk.label,
                   "created_by": lk.created_by.value, "created_at": to_db_time(lk.created_at)}
            self.insert("links", lk.id, row)

    def _threads(self) -> None:
        for t in sorted(self.doc.threads, key=lambda t: t.id):
            row = {"workspace_id": self.result.workspace_ids[t.workspace_id], "title": t.title,
                   "created_at": to_db_time(t.created_at), "updated_at": to_db_time(t.updated_at)}
            self.thread_ids[t.id] = self.insert("threads", t.id, row)
        memory_ids = self.result.memory_ids
        for msg in sorted(self.doc.messages, key=lambda m: m.id):
            # a citation of a memory deleted before the export is kept as is, but not renumbered
            citations = list(msg.citations) if self.same_ids else [
                memory_ids[c] for c in msg.citations if c in memory_ids]
            row = {"thread_id": self.thread_ids[msg.thread_id], "role": msg.role, "content": msg.content,
                   "citations": _json_list(citations),
                   "memory_id": None if msg.memory_id is None else memory_ids[msg.memory_id],
                   "state": msg.state, "created_at": to_db_time(msg.created_at)}
            self.insert("messages", msg.id, row)


def _workspace_row(ws: WorkspaceIn) -> dict[str, Any]:
    return {"name": ws.name, "created_at": to_db_time(ws.created_at), "archived": int(ws.archived),
            "opened_at": to_db_time(ws.opened_at)}


def _parents_first(branches: Sequence[BranchIn]) -> list[BranchIn]:
    depths = _branch_depths(branches)
    return sorted(branches, key=lambda b: (depths[b.id], b.id))


def _json_list(values: list[int]) -> str:
    return json.dumps(values)
