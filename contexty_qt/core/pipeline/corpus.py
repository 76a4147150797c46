"""What the AI steps read about a workspace: memories as placement items (vectors from the
embedding index) and as short lines for prompts.

Every line written here ends up inside a prompt's data block (core/llm/prompts.py), so it may hold
anything a capture held; the prompts' shared rules tell the model it is data, never instructions.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from contexty_qt.core.embeddings import EmbeddingIndex, Vectors
from contexty_qt.core.model import Group, Link, Memory, SourceType
from contexty_qt.core.pipeline.naming import lexical_words
from contexty_qt.core.pipeline.placement import GroupTable, PlacementItem
from contexty_qt.core.store import Store
from contexty_qt.core.text import in_another_language, mostly_other_than_latin

# memories whose words ItemWords keeps: a workspace larger than this is read in part from scratch on every load
ITEM_WORDS_KEPT = 10_000
LINE_CHARS = 360  # one memory's line in a prompt: enough to judge it, cheap in tokens
SOURCE_LETTER = {SourceType.SNIPPET: "S", SourceType.OBSERVATION: "O", SourceType.CHAT: "C"}


def _flat(text: str, limit: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def memory_line(memory: Memory, *, context: bool = True, tags: bool = True, limit: int = LINE_CHARS) -> str:
    """`#12 [snippet] Title — summary | memo: … | you: … | Firefox, arxiv.org | 2026-11-16 09:12`."""
    parts = [f"#{memory.id} [{memory.source.value}] {_flat(memory.display_title(), 100)}"]
    body = memory.summary or memory.text
    if body and body != memory.title:
        parts[0] += f" — {_flat(body, 160)}"
    if memory.memo:
        parts.append(f"memo: {_flat(memory.memo, 160)}")
    if tags and memory.tags:
        parts.append("tags: " + ", ".join(memory.tags[:8]))
    if context and memory.user_context:
        parts.append(f"context: {_flat(memory.user_context, 160)}")
    prov = memory.provenance
    where = ", ".join(p for p in (_flat(prov.app, 40), _flat(prov.url or prov.window_title, 80)) if p)
    if where:
        parts.append(where)
    parts.append(memory.captured_at.astimezone().strftime("%Y-%m-%d %H:%M"))
    line = " | ".join(parts)
    return line if len(line) <= limit else line[: limit - 1] + "…"


def group_line(group: Group, members: int, names: dict[int, str] | None = None) -> str:
    parent = ""
    if group.parent_id is not None:
        parent = f" (inside b{group.parent_id}" + (f" “{names[group.parent_id]}”" if names and
                                                     group.parent_id in names else "") + ")"
    summary = f" — {_flat(group.summary, 160)}" if group.summary else ""
    return f"b{group.id} “{_flat(group.name, 80)}”{parent}, {members} memories{summary}"


@dataclass
class Corpus:
    """One workspace's memories, groups and placement items, read in one go."""

    workspace_id: int
    memories: dict[int, Memory]
    groups: dict[int, Group]
    items: dict[int, PlacementItem]  # every non-archived memory; a zero vector when it has none
    links: list[Link] = field(default_factory=list)

    def table(self) -> GroupTable:
        return GroupTable({b.id: b.parent_id for b in self.groups.values()})

    def members(self, group_id: int) -> list[Memory]:
        return [m for m in self.memories.values() if m.group_id == group_id]

    def describe(self, memory_id: int) -> str:
        return memory_line(self.memories[memory_id])

    def placed(self, exclude: Iterable[int] = ()) -> list[PlacementItem]:
        """Items of memories that sit in a group, in capture order (what placement scores)."""
        skip = set(exclude)
        return sorted((i for i in self.items.values() if i.group_id is not None and i.id not in skip),
                      key=lambda i: (i.captured_at, i.id))


class ItemWords:
    """Each memory's lexical words and whether its content is in another language, kept between workspace reads.

    Working them out takes about half a millisecond a capture, and every placement reads the whole workspace:
    without this, a place job in a workspace of 600 memories spent some 300 ms on words alone, past the 200 ms
    a capture may take to be placed. An entry is used only while the memory's text fields are the ones it was
    made from (a hash of them), so an edit or an OCR text arriving is read again; the least recently read go
    beyond `kept`. Job steps may run on more than one thread, hence the lock."""

    def __init__(self, kept: int = ITEM_WORDS_KEPT) -> None:
        self.kept = kept
        self._entries: OrderedDict[int, tuple[int, frozenset[str], bool, bool]] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._entries)

    def of(self, memory: Memory) -> tuple[frozenset[str], bool, bool]:
        """The memory's lexical words, whether its content is in another language, and whether most of its letters
        are of a script the English model cannot read (placement.W_UNREADABLE_MEMO)."""
        ocr = memory.summary if not memory.text else ""
        prov = memory.provenance
        fields = (memory.text, memory.memo, prov.window_title, prov.app, prov.url, ocr)
        key = hash(fields)
        with self._lock:
            entry = self._entries.get(memory.id)
            if entry is not None and entry[0] == key:
                self._entries.move_to_end(memory.id)
                return entry[1], entry[2], entry[3]
        body = memory.text or ocr
        words, foreign = lexical_words(*fields), in_another_language(body)
        unreadable = mostly_other_than_latin(body)
        with self._lock:
            self._entries[memory.id] = (key, words, foreign, unreadable)
            self._entries.move_to_end(memory.id)
            while len(self._entries) > self.kept:
                self._entries.popitem(last=False)
        return words, foreign, unreadable


def load_corpus(store: Store, index: EmbeddingIndex | None, workspace_id: int, *,
                ensure: bool = True, words: ItemWords | None = None) -> Corpus:
    """Read the workspace and its vectors (computing the missing or stale ones first when `ensure`); `words`
    keeps the memories' words from one read to the next."""
    memories = {m.id: m for m in store.memories(workspace_id, include_archived=False)}
    groups = {b.id: b for b in store.groups(workspace_id)}
    vectors: dict[int, tuple[Vectors, Vectors | None]] = {}
    if index is not None and memories:
        if ensure:
            index.ensure(list(memories))
        vectors = index.vectors(list(memories))
    dim = next((len(v[0]) for v in vectors.values()), 1)
    zero = np.zeros(dim, dtype=np.float32)
    items = {m.id: item_for(m, *vectors.get(m.id, (zero, None)), words=words) for m in memories.values()}
    return Corpus(workspace_id, memories, groups, items, store.links(workspace_id))


def item_for(memory: Memory, content: Vectors, memo: Vectors | None, *,
             words: ItemWords | None = None) -> PlacementItem:
    lexical, foreign, unreadable = (words if words is not None else ItemWords()).of(memory)
    return PlacementItem(
        id=memory.id, content_vec=content, memo_vec=memo, captured_at=memory.captured_at,
        app=memory.provenance.app, url=memory.provenance.url, tags=frozenset(memory.tags),
        group_id=memory.group_id, words=lexical, foreign=foreign, unreadable=unreadable,
    )


def word_items(memories: Iterable[Memory]) -> list[PlacementItem]:
    """Placement items carrying only words (no vectors): enough for `keyword_name`."""
    zero = np.zeros(1, dtype=np.float32)
    return [item_for(m, zero, None) for m in memories]


def with_group(item: PlacementItem, group_id: int | None) -> PlacementItem:
    return replace(item, group_id=group_id)


def lines(memories: Sequence[Memory], line: Callable[[Memory], str] = memory_line) -> str:
    return "\n".join(line(m) for m in memories) or "(none)"
