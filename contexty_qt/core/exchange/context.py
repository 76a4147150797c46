""""Copy context": a workspace as compact plain text to paste into another assistant."""

from __future__ import annotations

from contexty_qt.core.exchange.document import Selection, _selected_workspaces, select_snapshot
from contexty_qt.core.exchange.markdown import _homes, _local_time
from contexty_qt.core.model import (
    Group,
    Memory,
    NodeKind,
    utcnow,
)
from contexty_qt.core.tree import MemoryTree, TreeSnapshot

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
    snapshot = TreeSnapshot(snapshot.workspace_id, live, snapshot.groups, snapshot.links, snapshot.references)
    homes = _homes(tree.store, snapshot)
    groups = {m.group_id for m in live}
    out = [f"Context from Contexty, my workspace “{workspace.name}”: {len(live)} saved "
           f"{'memory' if len(live) == 1 else 'memories'}"
           + (f" in {_plural(len([b for b in snapshot.groups if b.id in groups]), 'group')}"
              if snapshot.groups else "")
           + f" ({_local_time(utcnow())}). Use it as background on what I am working on; "
             "[m12]-style ids name the items."]
    rows = tree.store.query("SELECT summary FROM understanding WHERE workspace_id = ?", (ws_id,))
    if rows and not selection and str(rows[0]["summary"]).strip():
        out += ["", f"What I am doing now (as the AI understood it): {_clip(str(rows[0]['summary']), 600)}"]

    def walk(group: Group, path: list[str]) -> None:
        names = [*path, group.name]
        members = snapshot.members(group.id)
        if members:
            out.append("")
            out.append(f"## {' / '.join(_clip(n, 60) for n in names)}"
                       + (f" — {_clip(group.summary, 200)}" if group.summary.strip() else ""))
            for memory in members:
                out.extend(_context_memory(memory, homes.get(memory.id, "")))
        for child in snapshot.children(group.id):
            walk(child, names)

    for group in snapshot.children(None):
        walk(group, [])
    unassigned = snapshot.members(None)
    if unassigned:
        out += ["", "## Not in a group"]
        for memory in unassigned:
            out.extend(_context_memory(memory, homes.get(memory.id, "")))
    titles = {(NodeKind.MEMORY, m.id): m.display_title() for m in live}
    titles.update({(NodeKind.GROUP, b.id): b.name for b in snapshot.groups})
    links = [lk for lk in snapshot.links if (lk.src_kind, lk.src_id) in titles and (lk.dst_kind, lk.dst_id) in titles
             and (lk.src_kind is NodeKind.GROUP or lk.src_id in keep)]
    if links:
        out += ["", "## Links I drew"]
        for lk in links:
            label = f" ({_clip(lk.label, 60)})" if lk.label else ""
            out.append(f"- {_clip(titles[(lk.src_kind, lk.src_id)], 60)} → "
                       f"{_clip(titles[(lk.dst_kind, lk.dst_id)], 60)}{label}")
    return "\n".join(out).rstrip() + "\n"
