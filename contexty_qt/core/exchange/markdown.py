"""The Markdown export: a workspace as an outline for other AI tools (images beside it)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from datetime import datetime

from contexty_qt import __version__
from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.exchange.document import Selection, _selected_workspaces, select_snapshot
from contexty_qt.core.model import (
    Group,
    Memory,
    NodeKind,
    utcnow,
)
from contexty_qt.core.store import Store
from contexty_qt.core.tree import MemoryTree, TreeSnapshot

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


def _group_markdown(snapshot: TreeSnapshot, group: Group, level: int,
                     image_link: Callable[[str], str], homes: Mapping[int, str] | None = None) -> list[str]:
    lines = ["", f"{'#' * min(level, 6)} {_inline(group.name)}", ""]
    if group.summary.strip():
        lines += [_inline(group.summary), ""]
    for memory in snapshot.members(group.id):
        lines += _memory_markdown(memory, image_link, (homes or {}).get(memory.id, ""))
    for child in snapshot.children(group.id):
        lines += _group_markdown(snapshot, child, level + 1, image_link, homes)
    return lines


def _homes(store: Store, snapshot: TreeSnapshot) -> dict[int, str]:
    """memory id -> the name of the workspace a referenced memory lives in."""
    names = {w.id: w.name for w in store.list_workspaces()}
    return {m.id: names.get(m.workspace_id, "") for m in snapshot.memories if m.id in snapshot.references}


def _link_markdown(snapshot: TreeSnapshot) -> list[str]:
    titles = {(NodeKind.MEMORY, m.id): m.display_title() for m in snapshot.memories}
    titles.update({(NodeKind.GROUP, b.id): b.name for b in snapshot.groups})
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
        for group in snapshot.children(None):
            out += _group_markdown(snapshot, group, 2, image_link, homes)
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
