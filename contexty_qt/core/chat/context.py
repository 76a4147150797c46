"""What an answer is given: explicit references first (CHAT-3, marked MENTION), retrieved memories
in the remaining slots (CHAT-4), each as a structured block (CHAT-5) in one data block that the
captured content cannot close (see llm/prompts.py)."""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime, tzinfo
from typing import TYPE_CHECKING

from contexty_qt.core.model import Group, Memory, SourceType
from contexty_qt.core.store import Store
from contexty_qt.core.tree import references, with_descendants, workspace_memories

if TYPE_CHECKING:
    from contexty_qt.core.retrieval.thoughts import Thought

MAX_CONTEXT = 8  # memories per answer
GROUP_MEMBERS = 3  # a group reference contributes its most recent members (Appendix A)
EXCERPT_CHARS = 700  # of a memory's captured text, per block
MENTION_PATTERN = re.compile(r"@\[(memory|group):(\d{1,12})(?::([^\]]*))?\]")  # inline form: @[memory:12:title]


class RefKind(enum.StrEnum):
    MEMORY = "memory"
    GROUP = "group"


@dataclass(frozen=True)
class Reference:
    """An explicit reference: an @-mention or "Add to Chat" of a memory or a group."""

    kind: RefKind
    id: int
    title: str = field(default="", compare=False)  # for display only

    def token(self, title: str = "") -> str:
        label = (title or self.title).replace("]", ")").replace(":", " ").replace("\n", " ")[:60]
        return f"@[{self.kind.value}:{self.id}{':' + label if label else ''}]"


class ItemKind(enum.StrEnum):
    MENTION = "mention"  # referenced by the person (or contributed by a referenced group)
    RETRIEVED = "retrieved"
    INCLUDED = "included"  # added while refining an answer (LTM-4)
    EXCLUDED = "excluded"  # removed while refining: recorded, never shown to the model


@dataclass
class ContextItem:
    memory: Memory
    kind: ItemKind
    weight: float = 1.0  # > 1: emphasized (LTM-4)
    score: float = 0.0  # retrieval score, for retrieved items
    recall: float = 0.0  # DYN-1 recall probability p_n(t) at the question (retrieved items)
    via_group: str = ""  # the referenced group that contributed it
    merged: bool = False  # LTM-4: the person merged it with the other merged items of this context
    thought: Thought | None = None  # a session thought (CAIM-5): `memory` is its stand-in, never stored
    via_thought: str = ""  # the thought that brought this memory (one of its sources)

    @property
    def emphasized(self) -> bool:
        return self.weight > 1.0


@dataclass
class Context:
    items: list[ContextItem] = field(default_factory=list)
    excluded: list[int] = field(default_factory=list)

    def ids(self) -> list[int]:
        """The memories in the context (a thought is not one: its sources are)."""
        return [i.memory.id for i in self.items if i.thought is None]

    def retrieved_ids(self) -> list[int]:
        return [i.memory.id for i in self.items if i.kind is ItemKind.RETRIEVED and i.thought is None]

    def thoughts(self) -> list[Thought]:
        return [i.thought for i in self.items if i.thought is not None]


def parse_mentions(text: str) -> tuple[str, list[Reference]]:
    """Inline references (`@[memory:12:title]`) out of a typed message: the plain text and the refs."""
    refs = [Reference(RefKind(m.group(1)), int(m.group(2))) for m in MENTION_PATTERN.finditer(text)]

    def label(m: re.Match[str]) -> str:
        return f"@{m.group(3)}" if m.group(3) else f"@{'m' if m.group(1) == 'memory' else 'b'}{m.group(2)}"

    return MENTION_PATTERN.sub(label, text).strip(), list(dict.fromkeys(refs))


def resolve_references(store: Store, refs: Iterable[Reference], *, per_group: int = GROUP_MEMBERS,
                       ) -> list[ContextItem]:
    """Memories for explicit references, in the order given. A group contributes its most recent
    members, its child groups' included (a reference to "Lisbon trip" means all of it)."""
    items: list[ContextItem] = []
    seen: set[int] = set()
    groups: list[Group] | None = None
    for ref in refs:
        if ref.kind is RefKind.MEMORY:
            found = store.memories(ids=[ref.id])
            if found and found[0].id not in seen:
                seen.add(found[0].id)
                items.append(ContextItem(found[0], ItemKind.MENTION))
            continue
        if groups is None:
            groups = store.groups()
        target = next((b for b in groups if b.id == ref.id), None)
        if target is None:
            continue
        group = with_descendants(groups, [target.id])
        members = [m for group_id in group
                   for m in store.memories(target.workspace_id, include_archived=False, group_id=group_id,
                                           newest_first=True, limit=per_group + len(seen))
                   if m.id not in seen]
        pulled = [i for i, ref in references(store, target.workspace_id).items() if ref.group_id in group]
        if pulled:  # a group pulled from another workspace holds references (LTM-2): those are its members
            members += [m for m in workspace_memories(store, target.workspace_id, pulled, include_archived=False)
                        if m.id not in seen and m.workspace_id != target.workspace_id]
        members.sort(key=lambda m: (m.captured_at, m.id), reverse=True)
        for memory in members[:per_group]:
            seen.add(memory.id)
            items.append(ContextItem(memory, ItemKind.MENTION, via_group=target.name))
    return items




SOURCE_LABEL = {SourceType.SNIPPET: "snippet", SourceType.OBSERVATION: "observation", SourceType.CHAT: "chat"}


def thought_memory(thought: Thought) -> Memory:
    """A stand-in Memory for a thought in a context (id: the negative thought id; never stored)."""
    return Memory(-thought.id, thought.workspace_id, SourceType.CHAT, thought.at, text=thought.text,
                  title=f"Thought of the session of {thought.at:%a %d %b %Y}", tags=list(thought.tags))


def local_time(at: datetime, zone: tzinfo | None) -> str:
    """`Tue 24 Nov 2026 21:30 JST`: a stored (UTC) time as the person reads it, in their zone (issue 13: the
    answer reads "this morning" in the same zone as retrieval does; None: as stored)."""
    return (at.astimezone(zone) if zone is not None else at).strftime("%a %d %b %Y %H:%M %Z").strip()


def thought_block(item: ContextItem, zone: tzinfo | None = None) -> str:
    """A session thought (CAIM-5): what the person's earlier session came to, with its sources to cite."""
    assert item.thought is not None
    t = item.thought
    sources = " ".join(f"[m{i}]" for i in t.memory_ids) or "(none)"
    return "\n".join([f"THOUGHT from the session of {local_time(t.at, zone)} "
                      "(distilled from the memories listed as its sources; cite those, not the thought)",
                      f"thought: {' '.join(t.text.split())}", *([f"tags: {', '.join(t.tags)}"] if t.tags else []),
                      f"sources: {sources}"])


def memory_block(item: ContextItem, zone: tzinfo | None = None) -> str:
    """CHAT-5: source type, title, context, summary, tags, memo, provenance, id (+ a content excerpt); times in
    the person's `zone`."""
    if item.thought is not None:
        return thought_block(item, zone)
    m = item.memory
    flags = []
    if item.kind in (ItemKind.MENTION, ItemKind.INCLUDED):
        flags.append("MENTION")
    if item.emphasized:
        flags.append("EMPHASIZE")
    if item.merged:
        flags.append("MERGED")  # with every other MERGED block: one memory, as the person asked
    lines = [f"[m{m.id}]" + (" " + " ".join(flags) if flags else "")]
    lines.append(f"source: {SOURCE_LABEL[m.source]}")
    lines.append(f"title: {m.display_title()}")
    if m.user_context:
        lines.append(f"context: {m.user_context}")
    if m.summary:
        lines.append(f"summary: {m.summary}")
    if m.tags:
        lines.append(f"tags: {', '.join(m.tags)}")
    if m.memo:
        lines.append(f"memo (the person's own note): {m.memo}")
    where = [p for p in (m.provenance.app, m.provenance.window_title, m.provenance.url) if p]
    lines.append(f"provenance: {' · '.join([*where, local_time(m.captured_at, zone)])}")
    if item.via_group:
        lines.append(f"from the referenced group: {item.via_group}")
    if item.via_thought:
        lines.append(f"a source of the session thought: {item.via_thought}")
    text = " ".join(m.text.split())
    if text and text != m.summary:
        excerpt = text if len(text) <= EXCERPT_CHARS else text[: EXCERPT_CHARS - 1].rstrip() + "…"
        lines.append(f"content: {excerpt}")
    return "\n".join(lines)


def context_text(context: Context, zone: tzinfo | None = None) -> str:
    if not context.items:
        return "(no memories were selected for this message)"
    return "\n\n".join(memory_block(item, zone) for item in context.items)
