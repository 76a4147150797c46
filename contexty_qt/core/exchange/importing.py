"""Import: validate everything (shape, types, sizes, references, cycles, images) before writing, then
write in one transaction as one undoable step with Origin.IMPORT."""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from contexty_qt.core.commands import DeleteRow, InsertRow, UpdateRows
from contexty_qt.core.errors import ImportFormatError, InvalidInputError
from contexty_qt.core.exchange.document import _selected_workspaces
from contexty_qt.core.exchange.legacy import GROUPS_SINCE, upgrade_branch_names
from contexty_qt.core.exchange.schema import (
    FORMAT,
    MAX_IMPORT_BYTES,
    VERSION,
    ExportDocument,
    GroupIn,
    ImageIn,
    WorkspaceIn,
    _Header,
)
from contexty_qt.core.model import (
    MAX_GROUP_DEPTH,
    Memory,
    NodeKind,
    Origin,
    Provenance,
)
from contexty_qt.core.sanitize import validate_image
from contexty_qt.core.store import Store, memory_to_row, to_db_time
from contexty_qt.core.tree import MemoryTree


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
        if header.version < GROUPS_SINCE:  # written before branch became group
            data = upgrade_branch_names(data)
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


def _group_depths(groups: Sequence[GroupIn]) -> dict[int, int]:
    """Nesting level of every group (0 at the top), in linear time; refuses cycles and trees deeper than
    MAX_GROUP_DEPTH. Parents must already be known to be in the file."""
    parent = {b.id: b.parent_id for b in groups}
    depths: dict[int, int] = {}
    for group in groups:
        path: list[int] = []
        on_path: set[int] = set()
        current: int | None = group.id
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
    group_ws = {b.id: b.workspace_id for b in doc.groups}
    _unique("group", (b.id for b in doc.groups))
    memory_ws = {m.id: m.workspace_id for m in doc.memories}
    _unique("memory", (m.id for m in doc.memories))
    _unique("link", (lk.id for lk in doc.links))
    threads = {t.id: t.workspace_id for t in doc.threads}
    _unique("thread", (t.id for t in doc.threads))
    _unique("message", (m.id for m in doc.messages))
    image_names = [i.name for i in doc.images]
    if len(set(image_names)) != len(image_names):
        raise ImportFormatError("The file lists the same image name twice.")
    for b in doc.groups:
        _require(b.workspace_id in workspaces, f"group {b.id} is in workspace {b.workspace_id}")
        if b.parent_id is not None:
            _require(group_ws.get(b.parent_id) == b.workspace_id,
                     f"group {b.id} is inside group {b.parent_id}")
    _group_depths(doc.groups)
    for m in doc.memories:
        _require(m.workspace_id in workspaces, f"memory {m.id} is in workspace {m.workspace_id}")
        if m.group_id is not None:
            _require(group_ws.get(m.group_id) == m.workspace_id, f"memory {m.id} is in group {m.group_id}")
        if m.image is not None:
            _require(m.image in image_names, f"memory {m.id} shows image {m.image}")
    nodes = {NodeKind.MEMORY: memory_ws, NodeKind.GROUP: group_ws}
    for lk in doc.links:
        _require(lk.workspace_id in workspaces, f"link {lk.id} is in workspace {lk.workspace_id}")
        for kind, id in ((lk.src_kind, lk.src_id), (lk.dst_kind, lk.dst_id)):
            label = "group" if kind is NodeKind.GROUP else "memory"
            _require(nodes[kind].get(id) == lk.workspace_id, f"link {lk.id} connects {label} {id}")
        if (lk.src_kind, lk.src_id) == (lk.dst_kind, lk.dst_id):
            raise ImportFormatError(f"Link {lk.id} in the file connects an item to itself.")
    for t in doc.threads:
        _require(t.workspace_id in workspaces, f"thread {t.id} is in workspace {t.workspace_id}")
    for msg in doc.messages:
        _require(msg.thread_id in threads, f"message {msg.id} is in thread {msg.thread_id}")
        if msg.memory_id is not None:
            _require(msg.memory_id in memory_ws, f"message {msg.id} refers to memory {msg.memory_id}")
    _check_longterm(doc, workspaces, memory_ws, group_ws)


def _check_longterm(doc: ExportDocument, workspaces: set[int], memory_ws: dict[int, int],
                    group_ws: dict[int, int]) -> None:
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
        if r.group_id is not None:
            _require(group_ws.get(r.group_id) == r.workspace_id, f"reference {r.id} is in group {r.group_id}")
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
    group_ids: dict[int, int] = field(default_factory=dict)

    def summary(self) -> str:
        c = self.counts
        return (f"Imported {c['memories']} memories, {c['groups']} groups, {c['links']} links, "
                f"{c['threads']} threads and {c['messages']} messages"
                + (f", {c['sessions']} sessions" if c.get("sessions") else "")
                + (" (ids kept)." if self.same_ids else " (new ids assigned)."))


def store_is_empty(store: Store) -> bool:
    counts = store.counts()
    return (all(counts[t] == 0 for t in ("memories", "groups", "links", "threads", "messages"))
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
        self._groups()
        self._sessions()
        self._memories()
        self._links()
        self._threads()
        self._longterm()
        d = self.doc
        self.result.counts = {"workspaces": len(d.workspaces), "groups": len(d.groups),
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

    def _groups(self) -> None:
        ws_map, group_map = self.result.workspace_ids, self.result.group_ids
        for b in _parents_first(self.doc.groups):
            row = {"workspace_id": ws_map[b.workspace_id], "name": b.name, "summary": b.summary,
                   "parent_id": None if b.parent_id is None else group_map[b.parent_id],
                   "created_by": b.created_by.value, "collapsed": int(b.collapsed), "pos_x": b.pos_x,
                   "pos_y": b.pos_y, "created_at": to_db_time(b.created_at)}
            group_map[b.id] = self.insert("groups", b.id, row)

    def _memories(self) -> None:
        ws_map, group_map = self.result.workspace_ids, self.result.group_ids
        for m in sorted(self.doc.memories, key=lambda m: m.id):
            memory = Memory(
                id=0, workspace_id=ws_map[m.workspace_id], source=m.source, captured_at=m.captured_at,
                text=m.text, image=self.renamed[m.image] if m.image else None, memo=m.memo, title=m.title,
                summary=m.summary, tags=list(m.tags), user_context=m.user_context,
                provenance=Provenance(**m.provenance.model_dump()),
                group_id=None if m.group_id is None else group_map[m.group_id],
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
        memory_ids, ws_map, group_map = self.result.memory_ids, self.result.workspace_ids, self.result.group_ids
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
                   "group_id": None if r.group_id is None else group_map[r.group_id], "pos_x": r.pos_x,
                   "pos_y": r.pos_y, "created_at": to_db_time(r.created_at)}
            self.insert("memory_refs", r.id, row)

    def _links(self) -> None:
        maps = {NodeKind.MEMORY: self.result.memory_ids, NodeKind.GROUP: self.result.group_ids}
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


def _parents_first(groups: Sequence[GroupIn]) -> list[GroupIn]:
    depths = _group_depths(groups)
    return sorted(groups, key=lambda b: (depths[b.id], b.id))


def _json_list(values: list[int]) -> str:
    return json.dumps(values)
