"""Links the AI proposes (MEM-6 / UI-3): two memories in different tasks about the same thing.

When a new capture names the same specific thing as a memory in another top-level group (the same
person or place name, the same booking or ticket reference: "Tanthof", "BD-77120", "YH20XKE"), the
place job proposes a link between them. A proposal is a link the AI made (created_by AI, drawn
dashed on the canvas); the user accepts it (it becomes the user's link, one undoable command) or
dismisses it (the link is removed, one undoable command). Only accepted links feed the
understanding (core/pipeline/understanding.py gather()).

Offline the "same thing" test is lexical: a distinctive name or code (capitalised inside a
sentence, or letters mixed with digits) that few memories of the workspace share, backed by some
embedding similarity so a common first name alone does not link two unrelated captures.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from contexty_qt.core.commands import UpdateRows
from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.model import Link, Memory, NodeKind, Origin
from contexty_qt.core.pipeline.placement import GroupTable, PlacementItem
from contexty_qt.core.provenance_text import FILLER, KNOWN_APP_WORDS, provenance_words, strip_provenance
from contexty_qt.core.text import STOPWORDS
from contexty_qt.core.tree import MemoryTree

MAX_SHARING = 3  # a name more memories than this share is the workspace's vocabulary, not a specific thing
MIN_COSINE = 0.25
PROPOSED_PREFIX = "Same "

_NAME = re.compile(r"(?<![\w.])([A-Z][a-zà-ÿ]{3,}|[A-Z]{2,}[-\d][\w-]{2,}|[A-Z0-9]{2,}-\d{3,}|[A-Z]{2}\d{2}[A-Z]{3})\b")
_SENTENCE_START = re.compile(r"(?:^|[.!?:\n]\s*|[—–-]\s)$")


def entities(memory: Memory) -> set[str]:
    """Distinctive names and codes in a memory's own words (not its provenance)."""
    banned = provenance_words(memory.provenance.app, memory.provenance.url, memory.provenance.window_title)
    text = " \n ".join([strip_provenance(memory.provenance.window_title, memory.provenance.app), memory.text,
                        memory.memo])
    found: set[str] = set()
    for match in _NAME.finditer(text):
        word = match.group(1)
        lower = word.lower()
        if lower in STOPWORDS or lower in FILLER or lower in KNOWN_APP_WORDS or lower in banned:
            continue
        if word[1:].islower() and _SENTENCE_START.search(text[: match.start()]):
            continue  # a capital because the sentence starts there
        found.add(word)
    return found


@dataclass(frozen=True)
class Proposal:
    src: int  # memory ids
    dst: int
    label: str
    score: float


def propose(new_id: int, memories: Mapping[int, Memory], items: Mapping[int, PlacementItem],
            final: Mapping[int, int | None], table: GroupTable, links: Sequence[Link]) -> Proposal | None:
    """At most one link proposal for a newly placed memory (`final`: every memory's group after
    placement, existing ids only; the new memory's own entry may be a new group's placeholder)."""
    new = memories.get(new_id)
    if new is None or new_id not in items:
        return None
    mine = entities(new)
    if not mine:
        return None
    named: dict[int, set[str]] = {m: entities(memory) for m, memory in memories.items() if m != new_id}
    spread = Counter(e for found in named.values() for e in found)
    linked = {frozenset(((link.src_kind, link.src_id), (link.dst_kind, link.dst_id))) for link in links}
    home = table.root_of(final.get(new_id)) if isinstance(final.get(new_id), int) else None
    best: Proposal | None = None
    for other, found in named.items():
        # the most specific first: a code (letters with digits), then the rarest name
        shared = sorted((e for e in mine & found if spread[e] <= MAX_SHARING),
                        key=lambda e: (not any(ch.isdigit() for ch in e), spread[e], e))
        target = final.get(other)
        if not shared or not isinstance(target, int) or other not in items:
            continue
        if home is not None and table.root_of(target) == home:
            continue  # the same task already holds them together
        if frozenset(((NodeKind.MEMORY, new_id), (NodeKind.MEMORY, other))) in linked:
            continue
        cosine = items[new_id].similarity(items[other])
        if cosine < MIN_COSINE and len(shared) < 2:
            continue
        score = len(shared) + cosine
        if best is None or score > best.score:
            best = Proposal(new_id, other, f"{PROPOSED_PREFIX}“{shared[0]}”", score)
    return best


def is_proposal(link: Link) -> bool:
    return link.created_by is Origin.AI


def accept_link(tree: MemoryTree, link_id: int) -> None:
    """The user keeps a proposed link: it becomes theirs (one undoable command)."""
    link = next((x for x in tree.store.links() if x.id == link_id), None)
    if link is None:
        raise InvalidInputError("That link no longer exists.")
    if not is_proposal(link):
        return
    tree.execute(UpdateRows("links", {link_id: {"created_by": Origin.USER.value}},
                            f"Accept link{f' “{link.label}”' if link.label else ''}", Origin.USER))


def dismiss_link(tree: MemoryTree, link_id: int) -> None:
    """The user turns a proposal down: the link goes (one undoable command)."""
    tree.unlink(link_id, Origin.USER)
