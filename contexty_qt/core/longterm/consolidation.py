"""Post-thinking at session end (CAIM-5, paper 003 §3.3.3) and merging duplicates.

CAIM's post-thinking has two phases, kept here:
  * memory extension: the session's memories (and its chat) are distilled into a few short
    "inductive thoughts", each with up to three tags from the ontology, the time of the key event it
    comes from and the ids of its source memories, plus a summary the person reads. With a model this
    is the `session_thoughts` prompt; offline, one thought per group the session worked in (its
    titles and the person's memos, facts only) and a summary of counts and groups.
  * memory review: duplicates are found and merged. CAIM merges in place; here a merge is a
    *proposal* the person accepts or rejects, because a merge changes their cards. Candidates are
    pairs (a memory of the session, any live memory of its workspace) whose content vectors are
    close; with a model the closest pairs go to the `merge_review` prompt, which confirms or refuses
    each; offline only near-identical pairs are proposed (cosine >= 0.95, or >= 0.88 with most words
    shared).

Where thoughts live: a table (`thoughts`, migration 5), not memories of a new source type. A thought
is a derived reading of the user's memories, like the context understanding, not something they
captured: as a memory it would be placed on the canvas, retrieved as evidence of itself, faded and
merged like a capture, and a new source type would ripple through every table keyed by source
(retrieval weights, card colours, the memories.source CHECK constraint, which SQLite can only change
by rebuilding the table). Thoughts keep their sources (`memory_ids`) and time (`at`), so a view can
show them with their evidence, and chat can read them later as context.

Accepting a merge (`merge_memories`) is one undoable command that loses nothing: a new card holds
both texts and both memos (tags joined, the earlier title, group and provenance), the two originals
are archived with `merged_into` pointing at it (still searchable in the repository, restorable by
undo), links and references to them move to the new card, and the proposal records the result.
"""

from __future__ import annotations

import json
import logging
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np

from contexty_qt.core.commands import Command, InsertRow, Macro, UpdateRows
from contexty_qt.core.embeddings import EmbeddingIndex
from contexty_qt.core.errors import InvalidInputError, NotFoundError
from contexty_qt.core.llm.errors import LLMBudgetError, LLMOutputError
from contexty_qt.core.llm.gateway import CallBudget, LLMGateway
from contexty_qt.core.llm.prompts import Raw
from contexty_qt.core.longterm.schemas import MergeReview, SessionThoughts
from contexty_qt.core.longterm.sessions import Session
from contexty_qt.core.model import AnalysisState, Memory, NodeKind, Origin, SourceType, utcnow
from contexty_qt.core.ontology import Ontology
from contexty_qt.core.pipeline.corpus import memory_line
from contexty_qt.core.retrieval.dynamics import DynamicsStore
from contexty_qt.core.retrieval.thoughts import Thought, thoughts
from contexty_qt.core.sanitize import MAX_MEMO_CHARS, MAX_TEXT_CHARS, clean_text
from contexty_qt.core.store import Store, from_db_time, memory_to_row, to_db_time
from contexty_qt.core.text import token_set
from contexty_qt.core.tree import MemoryTree

log = logging.getLogger("contexty.longterm")

MAX_THOUGHTS = 6
MAX_RATED = 40  # observations rated by the model per session
MAX_PROMPT_MEMORIES = 80  # the most important of a long session go to the model
MAX_CHAT_LINES = 30
CANDIDATE_SIMILARITY = 0.80  # pairs at least this close are candidates for the model's review
MAX_REVIEW_PAIRS = 20
OFFLINE_SAME = 0.95  # offline: this close is a duplicate
OFFLINE_CLOSE = 0.88  # ... or this close with most words shared
OFFLINE_WORDS = 0.6
LEXICAL_SAME = 0.85  # without vectors: word overlap this high
SEPARATOR = "\n\n— merged —\n\n"


# ---- rows ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class MergeProposal:
    id: int
    workspace_id: int
    session_id: int | None
    keep_id: int
    other_id: int
    similarity: float
    reason: str = ""
    judged_by: str = "heuristic"  # "model" | "heuristic"
    state: str = "pending"  # "pending" | "accepted" | "rejected"
    merged_id: int | None = None
    decided_at: datetime | None = None


def _time(value: Any) -> datetime:
    parsed = from_db_time(value)
    assert parsed is not None
    return parsed


def proposals(store: Store, *, session_id: int | None = None, workspace_id: int | None = None,
              state: str | None = None) -> list[MergeProposal]:
    where, params = [], []
    for column, value in (("session_id", session_id), ("workspace_id", workspace_id), ("state", state)):
        if value is not None:
            where.append(f"{column} = ?")
            params.append(value)
    sql = "SELECT * FROM merge_proposals" + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY id"
    return [MergeProposal(int(r["id"]), int(r["workspace_id"]), r["session_id"], int(r["keep_id"]), int(r["other_id"]),
                          float(r["similarity"]), str(r["reason"]), str(r["judged_by"]), str(r["state"]),
                          r["merged_id"], from_db_time(r["decided_at"]))
            for r in store.query(sql, params)]


def get_proposal(store: Store, proposal_id: int) -> MergeProposal:
    rows = store.query("SELECT id FROM merge_proposals WHERE id = ?", (proposal_id,))
    if not rows:
        raise NotFoundError(f"No merge proposal with id {proposal_id}.")
    return next(p for p in proposals(store) if p.id == proposal_id)


# ---- what post-thinking decided (computed without writing) -------------------------------------
@dataclass
class NewThought:
    text: str
    tags: list[str]
    memory_ids: list[int]
    at: datetime


@dataclass
class NewProposal:
    keep_id: int
    other_id: int
    similarity: float
    reason: str
    judged_by: str


@dataclass
class PostThinking:
    session: Session
    summary: str
    source: str  # "model" | "offline"
    thoughts: list[NewThought] = field(default_factory=list)
    proposals: list[NewProposal] = field(default_factory=list)
    ratings: dict[int, float] = field(default_factory=dict)  # LUFY L (1..10) the model gave observations
    notes: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Candidate:
    a: int
    b: int
    similarity: float  # content cosine (or word overlap without vectors)
    words: float  # Jaccard of the two memories' content words


class PostThinker:
    """Computes a session's post-thinking (`think`, no writes), then writes it (`apply`, inside the
    caller's macro: one AI step on the undo stack)."""

    def __init__(self, store: Store, gateway: LLMGateway | None = None,
                 index: Callable[[], EmbeddingIndex] | None = None, ontology: Ontology | None = None) -> None:
        self.store = store
        self.gateway = gateway
        self.index = index
        self.ontology = ontology if ontology is not None else Ontology(store)

    def use_model(self) -> bool:
        return self.gateway is not None and self.gateway.available("analysis")

    # ---- think -----------------------------------------------------------------------------
    def think(self, session: Session, budget: CallBudget | None = None) -> PostThinking:
        memories = [m for m in _session_memories(self.store, session.id) if m.merged_into is None]
        workspace = next((w.name for w in self.store.list_workspaces() if w.id == session.workspace_id), "")
        result = PostThinking(session, "", "offline")
        if not memories:
            result.summary = "Nothing was captured in this session."
            return result
        chat = _chat_lines(self.store, session)
        by_id = {m.id: m for m in memories}
        if self.use_model():
            assert self.gateway is not None
            try:
                answer = self.gateway.structured("analysis", "session_thoughts", {
                    "workspace": workspace, "span": Raw(session.describe()),
                    "memories": "\n".join(memory_line(m) for m in _most_important(memories, MAX_PROMPT_MEMORIES)),
                    "chat": "\n".join(chat) or "(none)", "ontology": self.ontology.describe()}, SessionThoughts,
                    budget=budget)
            except (LLMOutputError, LLMBudgetError) as exc:
                result.notes.append(f"thoughts: offline ({exc})")
            else:
                result.source = "model"
                result.summary = answer.summary
                for t in answer.thoughts[:MAX_THOUGHTS]:
                    sources = [i for i in dict.fromkeys(t.memory_ids) if i in by_id]
                    tags = self._tags(t.tags, t.text, [by_id[i] for i in sources])
                    at = max((by_id[i].captured_at for i in sources), default=session.ended_at or session.started_at)
                    result.thoughts.append(NewThought(t.text, tags, sources, at))
        if result.source == "offline":
            result.summary, result.thoughts = offline_thoughts(memories, workspace, session, self._group_names())
        result.proposals = self._review(self.find_candidates(session, memories), by_id, budget, result.notes)
        result.ratings = self._rate(memories, budget, result.notes)
        return result

    def _rate(self, memories: Sequence[Memory], budget: CallBudget | None, notes: list[str]) -> dict[int, float]:
        """With a model: LUFY's L for the session's observations no model rated yet (the chat_importance
        prompt), so forgetting ranks them by what they hold. Offline, forgetting estimates L itself."""
        if not self.use_model():
            return {}
        observations = [m for m in memories if m.source is SourceType.OBSERVATION]
        rows = DynamicsStore(self.store).get([m.id for m in observations])
        todo = [m for m in observations if rows.get(m.id) is None or rows[m.id].llm_importance is None]
        todo = todo[:MAX_RATED]
        if not todo:
            return {}
        assert self.gateway is not None
        from contexty_qt.core.chat.schemas import ImportanceResult

        listing = "\n\n".join(f"m{m.id}: {m.display_title()}\nmemo: {m.memo or '(none)'}\n"
                              f"{' '.join(m.text.split())[:300]}" for m in todo)
        try:
            answer = self.gateway.structured("analysis", "chat_importance", {"memories": listing}, ImportanceResult,
                                             budget=budget)
        except (LLMOutputError, LLMBudgetError) as exc:
            notes.append(f"ratings: offline ({exc})")
            return {}
        known = {m.id for m in todo}
        return {r.id: max(1.0, min(10.0, r.importance / 10 if r.importance > 10 else r.importance))
                for r in answer.ratings if r.id in known}

    def _tags(self, proposed: Sequence[str], text: str, sources: Sequence[Memory]) -> list[str]:
        tags = self.ontology.resolve(list(proposed)) if proposed else []
        if not tags:
            tags = self.ontology.match(text, limit=3)
        if not tags:
            tags = [t for t, _ in Counter(t for m in sources for t in m.tags).most_common(3)]
        return tags[:3]

    def _group_names(self) -> dict[int, tuple[str, int | None]]:
        return {b.id: (b.name, b.parent_id) for b in self.store.groups()}

    # ---- duplicates --------------------------------------------------------------------------
    def find_candidates(self, session: Session, memories: Sequence[Memory]) -> list[Candidate]:
        """Pairs (a memory of the session, a live memory of its workspace) that look alike, closest
        first; each memory in at most one pair; pairs proposed before are left out."""
        pool = [m for m in self.store.memories(session.workspace_id, include_archived=False) if m.merged_into is None]
        if len(pool) < 2:
            return []
        words = {m.id: token_set(m.title, m.text, m.memo) for m in pool}
        seen = {(p.keep_id, p.other_id) for p in proposals(self.store, workspace_id=session.workspace_id)}
        seen |= {(b, a) for a, b in seen}
        session_ids = [m.id for m in memories]
        pairs: list[Candidate] = []
        index = self._embedding_index()
        if index is not None:
            try:
                index.ensure(session_ids)
                pool_ids, matrix = index.matrix("content", [m.id for m in pool])
            except Exception as exc:  # no vectors: fall back to words, say so in the log
                log.warning("post-thinking without vectors: %s", exc)
                pool_ids, matrix = [], np.zeros((0, 0), dtype=np.float32)
        else:
            pool_ids, matrix = [], np.zeros((0, 0), dtype=np.float32)
        if pool_ids:
            row = {m: i for i, m in enumerate(pool_ids)}
            mine = [i for i in session_ids if i in row]
            if mine:
                sims = matrix[[row[i] for i in mine]] @ matrix.T
                hits = np.argwhere(sims >= CANDIDATE_SIMILARITY)
                for r, c in hits:
                    a, b = mine[int(r)], pool_ids[int(c)]
                    if a != b:
                        pairs.append(Candidate(a, b, float(sims[r, c]), _jaccard(words[a], words[b])))
        else:
            pool_by_id = {m.id: m for m in pool}
            for a in session_ids:
                for b in pool_by_id:
                    if a != b and a in words:
                        overlap = _jaccard(words[a], words[b])
                        if overlap >= LEXICAL_SAME:
                            pairs.append(Candidate(a, b, overlap, overlap))
        chosen: list[Candidate] = []
        used: set[int] = set()
        for cand in sorted(pairs, key=lambda p: (-p.similarity, min(p.a, p.b), max(p.a, p.b))):
            a, b = sorted((cand.a, cand.b))
            if (a, b) in seen or a in used or b in used:
                continue
            used |= {a, b}
            chosen.append(Candidate(a, b, cand.similarity, cand.words))
        return chosen

    def _embedding_index(self) -> EmbeddingIndex | None:
        if self.index is None:
            return None
        try:
            return self.index()
        except Exception as exc:
            log.warning("no embedding index for post-thinking: %s", exc)
            return None

    def _review(self, candidates: Sequence[Candidate], by_id: Mapping[int, Memory], budget: CallBudget | None,
                notes: list[str]) -> list[NewProposal]:
        if not candidates:
            return []
        memories = {m.id: m for m in self.store.memories(ids={c.a for c in candidates} | {c.b for c in candidates})}

        def ordered(c: Candidate) -> tuple[int, int]:  # the earlier capture is the one kept in front
            a, b = memories[c.a], memories[c.b]
            return (a.id, b.id) if (a.captured_at, a.id) <= (b.captured_at, b.id) else (b.id, a.id)

        if self.use_model():
            assert self.gateway is not None
            review = sorted(candidates, key=lambda c: -c.similarity)[:MAX_REVIEW_PAIRS]
            blocks = "\n\n".join(f"pair {n + 1}:\na: {memory_line(memories[c.a])}\nb: {memory_line(memories[c.b])}"
                                 for n, c in enumerate(review))
            try:
                answer = self.gateway.structured("analysis", "merge_review", {"pairs": blocks}, MergeReview,
                                                 budget=budget)
            except (LLMOutputError, LLMBudgetError) as exc:
                notes.append(f"merges: offline ({exc})")
            else:
                verdicts = {frozenset((v.a, v.b)): v for v in answer.pairs}
                out = []
                for c in review:
                    verdict = verdicts.get(frozenset((c.a, c.b)))
                    if verdict is not None and verdict.same:
                        keep, other = ordered(c)
                        out.append(NewProposal(keep, other, round(c.similarity, 4),
                                               verdict.reason or "the model judged them the same", "model"))
                return out
        out = []
        for c in candidates:
            if c.similarity >= OFFLINE_SAME or (c.similarity >= OFFLINE_CLOSE and c.words >= OFFLINE_WORDS):
                keep, other = ordered(c)
                out.append(NewProposal(keep, other, round(c.similarity, 4),
                                       f"nearly the same content (similarity {c.similarity:.2f}, "
                                       f"{c.words:.0%} of words shared)", "heuristic"))
        return out

    # ---- apply -------------------------------------------------------------------------------
    def apply(self, tree: MemoryTree, result: PostThinking, origin: Origin = Origin.AI) -> None:
        """Write thoughts, proposals and the summary (inside the caller's macro or as one step)."""
        session = result.session
        now = to_db_time(utcnow())
        live = {m.id for m in tree.store.memories(ids={p.keep_id for p in result.proposals}
                                                  | {p.other_id for p in result.proposals})}
        commands: list[Command] = []
        for t in result.thoughts:
            commands.append(InsertRow("thoughts", {
                "workspace_id": session.workspace_id, "session_id": session.id,
                "text": clean_text(t.text, limit=MAX_MEMO_CHARS),
                "tags": json.dumps(t.tags, ensure_ascii=False), "memory_ids": json.dumps(t.memory_ids),
                "at": to_db_time(t.at), "source": result.source, "archived": 0, "created_at": now}, "", origin))
        for p in result.proposals:
            if p.keep_id in live and p.other_id in live:  # a card deleted meanwhile: nothing to propose
                commands.append(InsertRow("merge_proposals", {
                    "workspace_id": session.workspace_id, "session_id": session.id, "keep_id": p.keep_id,
                    "other_id": p.other_id, "similarity": p.similarity, "reason": p.reason,
                    "judged_by": p.judged_by, "state": "pending", "created_at": now}, "", origin))
        if result.ratings:  # bookkeeping of the dynamics (chat does the same), inside this step's transaction
            DynamicsStore(tree.store).set_llm_importance(result.ratings)
        commands.append(UpdateRows("sessions", {session.id: {
            "summary": clean_text(result.summary, limit=MAX_MEMO_CHARS), "summary_source": result.source,
            "post_state": "done"}}, "", origin))
        tree.execute(Macro(f"Post-thinking of the session {session.describe()}", origin, commands))


def _session_memories(store: Store, session_id: int) -> list[Memory]:
    from contexty_qt.core.store import memory_from_row

    rows = store.query("SELECT * FROM memories WHERE session_id = ? AND archived = 0 ORDER BY captured_at, id",
                       (session_id,))
    return [memory_from_row(dict(r)) for r in rows]


_SOURCE_RANK = {SourceType.SNIPPET: 0, SourceType.CHAT: 1, SourceType.OBSERVATION: 2}


def _most_important(memories: Sequence[Memory], limit: int) -> list[Memory]:
    """Snippets and memos first (deliberate), then the rest; shown in capture order."""
    ranked = sorted(memories, key=lambda m: (_SOURCE_RANK[m.source], not m.memo, -m.importance,
                                             m.captured_at))[:limit]
    return sorted(ranked, key=lambda m: (m.captured_at, m.id))


def _chat_lines(store: Store, session: Session) -> list[str]:
    start, end = session.span()
    rows = store.query(
        "SELECT m.role, m.content, m.created_at FROM messages m JOIN threads t ON t.id = m.thread_id "
        "WHERE t.workspace_id = ? AND m.created_at >= ? AND m.created_at <= ? ORDER BY m.created_at, m.id",
        (session.workspace_id, to_db_time(start), to_db_time(end)))
    lines = []
    for r in rows[-MAX_CHAT_LINES:]:
        text = " ".join(str(r["content"]).split())
        lines.append(f"{'Q' if r['role'] == 'user' else 'A'}: {text[:300]}")
    return lines


def _jaccard(a: Iterable[str], b: Iterable[str]) -> float:
    sa, sb = set(a), set(b)
    return len(sa & sb) / len(sa | sb) if sa and sb else 0.0


def _flat(text: str, limit: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def _gist(memory: Memory, limit: int = 70) -> str:
    """What a memory holds, in a few words: its title, else the first sentence of its text."""
    title = memory.title.rstrip("…").strip()
    if title and not memory.memo.startswith(title):  # a title of its own (the offline analyzer may reuse the memo)
        return _flat(memory.title, limit)
    text = memory.text or memory.summary or memory.display_title()
    first = re.split(r"(?<=[.!?])\s", " ".join(text.split()), maxsplit=1)[0]
    return _flat(first.rstrip("."), limit)


def offline_thoughts(memories: Sequence[Memory], workspace: str, session: Session,
                     groups: Mapping[int, tuple[str, int | None]]) -> tuple[str, list[NewThought]]:
    """One thought per group the session did deliberate work in (a snippet, a chat, a memo): what it
    saved and the person's own note, facts only, the weightiest groups first; groups of screens only
    are left to the summary (CAIM drops what is incidental). A summary of counts and groups."""

    def root(group_id: int | None) -> int | None:
        seen: set[int] = set()
        while group_id is not None and groups.get(group_id, ("", None))[1] is not None and group_id not in seen:
            seen.add(group_id)
            group_id = groups[group_id][1]
        return group_id if group_id in groups else None

    by_root: dict[int | None, list[Memory]] = {}
    for m in memories:
        by_root.setdefault(root(m.group_id), []).append(m)
    weight = {SourceType.SNIPPET: 1.0, SourceType.CHAT: 0.6, SourceType.OBSERVATION: 0.25}

    def score(ms: list[Memory]) -> float:
        return sum(weight[m.source] + (0.5 if m.memo else 0.0) for m in ms)

    def deliberate(m: Memory) -> bool:
        return m.source is not SourceType.OBSERVATION or bool(m.memo)

    ranked = sorted(by_root.items(), key=lambda kv: (-score(kv[1]), kv[0] is None, kv[0] or 0))
    out: list[NewThought] = []
    for group_id, members in ranked:
        if len(out) >= MAX_THOUGHTS:
            break
        chosen = sorted((m for m in members if deliberate(m)), key=lambda m: (m.captured_at, m.id))
        if not chosen:
            continue
        name = groups[group_id][0] if group_id is not None else ""
        items = "; ".join(_gist(m) for m in chosen[:3])
        more = f" (and {len(chosen) - 3} more)" if len(chosen) > 3 else ""
        text = f"{_flat(name, 60)}: you saved {items}{more}." if name else f"You saved {items}{more}."
        memo = next((m.memo for m in reversed(chosen) if m.memo), "")
        if memo:
            text += f" Your note: “{_flat(memo, 120)}”."
        tags = [t for t, _ in Counter(t for m in members for t in m.tags).most_common(3)]
        sources = [m.id for m in chosen[:12]]
        out.append(NewThought(_flat(text, 300), tags, sources, max(m.captured_at for m in chosen)))
    counts = Counter(m.source for m in memories)
    parts = [f"{counts[s]} {s.value}{'s' if counts[s] != 1 else ''}" for s in SourceType if counts[s]]
    start, end = session.span()
    minutes = max(1, round((end - start).total_seconds() / 60))
    span = f"{minutes} min" if minutes < 120 else f"{minutes / 60:.1f} h"
    named = [groups[b][0] for b, _ in ranked if b is not None][:3]
    summary = f"A {span} session in “{_flat(workspace, 60)}”: {', '.join(parts)}."
    if named:
        summary += " Mostly " + ", ".join(f"“{_flat(n, 50)}”" for n in named) + "."
    latest = max((m for m in memories if m.memo), key=lambda m: (m.captured_at, m.id), default=None)
    if latest is not None:
        summary += f" Your last note: “{_flat(latest.memo, 100)}”."
    return summary, out


# ---- merging -------------------------------------------------------------------------------------
def live_card(store: Store, memory_id: int) -> Memory:
    """Follow `merged_into` to the card a memory now lives on."""
    memory = store.get_memory(memory_id)
    seen: set[int] = set()
    while memory.merged_into is not None and memory.merged_into not in seen:
        seen.add(memory.id)
        memory = store.get_memory(memory.merged_into)
    return memory


def merged_card(a: Memory, b: Memory) -> Memory:
    """The card a merge makes of `a` (the earlier) and `b`: both texts, both memos, joined tags."""

    def join(x: str, y: str, limit: int) -> str:
        x, y = x.strip(), y.strip()
        if not y or y in x:
            return x
        if not x or x in y:
            return y
        return clean_text(x + SEPARATOR + y, limit=limit)

    # a deliberate capture outranks an automatic one
    source = a.source if a.source is b.source else min((a.source, b.source), key=lambda s: _SOURCE_RANK[s])
    done = a.analysis_state is AnalysisState.DONE or b.analysis_state is AnalysisState.DONE
    return Memory(
        id=0, workspace_id=a.workspace_id, source=source, captured_at=min(a.captured_at, b.captured_at),
        text=join(a.text, b.text, MAX_TEXT_CHARS), image=a.image or b.image,
        memo=join(a.memo, b.memo, MAX_MEMO_CHARS), title=a.title or b.title,
        summary=a.summary if len(a.summary) >= len(b.summary) else b.summary,
        tags=list(dict.fromkeys([*a.tags, *b.tags])), user_context=a.user_context or b.user_context,
        provenance=a.provenance, group_id=a.group_id if a.group_id is not None else b.group_id,
        placed_by_user=a.placed_by_user or b.placed_by_user, hidden=a.hidden and b.hidden,
        analysis_state=AnalysisState.DONE if done else AnalysisState.PENDING,
        recall_count=a.recall_count + b.recall_count,
        last_recalled=max((t for t in (a.last_recalled, b.last_recalled) if t is not None), default=None),
        importance=max(a.importance, b.importance), pos_x=a.pos_x, pos_y=a.pos_y, created_at=utcnow(),
        session_id=b.session_id if b.session_id is not None else a.session_id,
    )


def merge_memories(tree: MemoryTree, keep_id: int, other_id: int, *, origin: Origin = Origin.USER,
                   proposal_id: int | None = None) -> Memory:
    """Merge two memories into a new card; the originals are archived and point at it. One undo step."""
    store = tree.store
    a, b = live_card(store, keep_id), live_card(store, other_id)
    if a.id == b.id:
        raise InvalidInputError(f"Memories {keep_id} and {other_id} are already one card ({a.id}).")
    if a.workspace_id != b.workspace_id:
        raise InvalidInputError("Only memories of the same workspace can be merged.")
    if (b.captured_at, b.id) < (a.captured_at, a.id):
        a, b = b, a
    card = merged_card(a, b)
    row = memory_to_row(card)
    insert = InsertRow("memories", row, "", origin)
    label = f"Merge “{a.display_title()}” and “{b.display_title()}”"
    with tree.macro(label, origin):
        tree.execute(insert)
        assert insert.id is not None
        new_id = insert.id
        stamp = to_db_time(utcnow())
        tree.execute(UpdateRows("memories", {a.id: {"archived": 1, "merged_into": new_id},
                                             b.id: {"archived": 1, "merged_into": new_id}}, "", origin))
        for link in {lk.id: lk for m in (a, b) for lk in store.links_touching(NodeKind.MEMORY, m.id)}.values():
            changes: dict[str, Any] = {}
            if link.src_kind is NodeKind.MEMORY and link.src_id in (a.id, b.id):
                changes["src_id"] = new_id
            if link.dst_kind is NodeKind.MEMORY and link.dst_id in (a.id, b.id):
                changes["dst_id"] = new_id
            if changes.get("src_id", link.src_id) == changes.get("dst_id", link.dst_id) and \
                    link.src_kind is link.dst_kind:
                continue  # a link between the two originals: it stays with them
            tree.execute(UpdateRows("links", {link.id: changes}, "", origin))
        refs = store.query("SELECT id, workspace_id FROM memory_refs WHERE memory_id IN (?, ?) ORDER BY id",
                           (a.id, b.id))
        moved: set[int] = set()
        for r in refs:  # references elsewhere now show the merged card (one per workspace)
            if int(r["workspace_id"]) in moved:
                continue
            moved.add(int(r["workspace_id"]))
            tree.execute(UpdateRows("memory_refs", {int(r["id"]): {"memory_id": new_id}}, "", origin))
        if proposal_id is not None:
            tree.execute(UpdateRows("merge_proposals", {proposal_id: {"state": "accepted", "merged_id": new_id,
                                                                      "decided_at": stamp}}, "", origin))
    return store.get_memory(new_id)


def accept(tree: MemoryTree, proposal_id: int, origin: Origin = Origin.USER) -> Memory:
    proposal = get_proposal(tree.store, proposal_id)
    if proposal.state != "pending":
        raise InvalidInputError(f"Merge proposal {proposal_id} was {proposal.state} already.")
    return merge_memories(tree, proposal.keep_id, proposal.other_id, origin=origin, proposal_id=proposal_id)


def reject(tree: MemoryTree, proposal_id: int, origin: Origin = Origin.USER) -> None:
    proposal = get_proposal(tree.store, proposal_id)
    if proposal.state != "pending":
        raise InvalidInputError(f"Merge proposal {proposal_id} was {proposal.state} already.")
    titles = [tree.store.get_memory(i).display_title() for i in (proposal.keep_id, proposal.other_id)]
    tree.execute(UpdateRows("merge_proposals", {proposal_id: {"state": "rejected",
                                                              "decided_at": to_db_time(utcnow())}},
                            f"Keep “{titles[0]}” and “{titles[1]}” apart", origin))


def archive_thought(tree: MemoryTree, thought_id: int, archived: bool = True, origin: Origin = Origin.USER) -> None:
    tree.execute(UpdateRows("thoughts", {thought_id: {"archived": int(archived)}},
                            "Dismiss a thought" if archived else "Bring back a thought", origin))


__all__ = ["Candidate", "MergeProposal", "NewProposal", "NewThought", "PostThinker", "PostThinking", "Thought",
           "accept", "archive_thought", "get_proposal", "live_card", "merge_memories", "merged_card",
           "offline_thoughts", "proposals", "reject", "thoughts"]
