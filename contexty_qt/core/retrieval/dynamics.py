"""Memory dynamics: how recall consolidates a memory (DYN-1, paper 001) and how important it is
(LUFY-1/2, paper 004), and their persistence (table memory_dynamics, migration 3).

What we can compute here, and how:
  * DYN-1 needs r (cosine relevance to the question: the dense signal), t (days since the memory was
    last recalled, or captured) and g_n (consolidation, grown at every recall). All three are local.
    As in paper 001, a memory is *recalled* when p_n(t) exceeds k = RECALL_THRESHOLD (0.86): the
    engine's "recall" signal ranks only those (retrieval/engine.py), and after an answer
    `DynamicsStore.record_answer` consolidates every memory shown to the model whose p_n(t) crossed k
    at the question (`recalled`), and every memory the answer cited (used: recalled by the answer
    itself): recall_count + 1, last_recalled = now and g_n = g_(n−1) + S(t) with t the days since its
    previous recall (or capture). A memory shown below k is not recalled and does not consolidate.
  * LUFY-1 importance e^(−Δt/S) with S = w_A·A + w_P·P + w_L·L + w_R1·R1 − w_R2·R2:
      - A (arousal): the paper uses a text-emotion model; we use a lexical proxy in [0, 1] from
        exclamation, intensity words and emphatic (upper-case) words in the memo and text, because a
        second model at capture time costs more than it gives. Honest proxy, documented as such;
        computed once per memory and stored (NULL until then).
      - P (perplexity): needs a language model's token log-probs; OpenAI-compatible servers rarely
        return them for prompts, so P = 0 unless a caller supplies it (weight −0.28: small anyway).
      - L (LLM-rated importance 1..10): rated by the chat model (prompt chat_importance) for memories
        an answer used, when a model is configured, at most a few per answer; otherwise a heuristic
        (snippet > chat > observation, more for a longer memo).
      - R1 / R2: how often the memory was retrieved first / second for an answer (counted in chat,
        whether or not the answer then cited it).
    Δt is days since the memory was last recalled (or captured). S is stored per memory in the
    retrieval index ("strength") and the importance is computed at the time of each question, so it
    fades between questions; memories.importance keeps the value at the last update (for display and
    for forgetting, LUFY-3).
  * LUFY-2: the dense signal is cosine + importance, the importance only breaking near ties (weight
    engine.IMPORTANCE_WEIGHT, not the paper's 0.1: see there why).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from contexty_qt.core.events import Action, ChangeEvent, Entity
from contexty_qt.core.model import Memory, Origin, SourceType, utcnow
from contexty_qt.core.store import Store, to_db_time

LUFY_WEIGHTS = {"A": 2.76, "P": -0.28, "L": 0.44, "R1": 1.02, "R2": 0.012}
PERPLEXITY_CAP = 10.0
RECALL_THRESHOLD = 0.86  # paper 001's k: recall is triggered when p_n(t) exceeds it (eq. 8 and §3.1)


def recall_triggered(probability: float, threshold: float = RECALL_THRESHOLD) -> bool:
    """DYN-1: the memory is recalled (and so consolidates) when its recall probability exceeds k."""
    return probability >= threshold


def recall_probability(relevance: float, days_since_recall: float, consolidation: float) -> float:
    """p_n(t) = (1 − exp(−r·e^(−t/g_n))) / (1 − e^(−1)); decays with t, never reaches zero."""
    r = max(0.0, min(1.0, relevance))
    g = max(consolidation, 1e-6)
    t = max(0.0, days_since_recall)
    return (1.0 - math.exp(-r * math.exp(-t / g))) / (1.0 - math.exp(-1.0))


def consolidate(consolidation: float, days_since_recall: float) -> float:
    """g_n = g_(n−1) + (1 − e^(−t)) / (1 + e^(−t)): a recall after a longer gap consolidates more."""
    t = max(0.0, days_since_recall)
    return consolidation + (1.0 - math.exp(-t)) / (1.0 + math.exp(-t))


_INTENSE = re.compile(
    r"\b(love|hate|amazing|awful|terrible|urgent|important|crucial|must|never|always|wow|damn|"
    r"excited|worried|angry|frustrat\w*|perfect|best|worst|critical|asap|deadline)\b",
    re.IGNORECASE,
)


def arousal_proxy(text: str) -> float:
    """A lexical stand-in for an emotion model: 0 for flat text, towards 1 for emphatic text."""
    if not text:
        return 0.0
    hits = len(_INTENSE.findall(text)) + text.count("!") + sum(1 for w in text.split() if len(w) > 2 and w.isupper())
    return min(1.0, hits / 3.0)


def heuristic_llm_importance(memo: str, is_snippet: bool, source: SourceType | None = None) -> float:
    """L on the 1..10 scale when no model rates it: a written thought matters more than a screen."""
    score = 5.0 if is_snippet else 3.0 if source is SourceType.CHAT else 2.0
    if memo:
        score += min(3.0, len(memo.split()) / 8.0)
    return min(10.0, score)


@dataclass(frozen=True)
class ImportanceInputs:
    arousal: float = 0.0
    perplexity: float = 0.0
    llm_importance: float = 5.0
    retrieved_first: int = 0
    retrieved_second: int = 0


def strength(inputs: ImportanceInputs) -> float:
    w = LUFY_WEIGHTS
    s = (w["A"] * inputs.arousal + w["P"] * min(inputs.perplexity, PERPLEXITY_CAP)
         + w["L"] * inputs.llm_importance + w["R1"] * inputs.retrieved_first - w["R2"] * inputs.retrieved_second)
    return max(s, 0.1)


def importance(inputs: ImportanceInputs, days_since_recall: float) -> float:
    """LUFY-1: e^(−Δt/S); 1 right after capture or recall, fading more slowly for stronger memories."""
    return math.exp(-max(0.0, days_since_recall) / strength(inputs))


DAY_S = 86400.0


def days_between(earlier: datetime, later: datetime) -> float:
    return max(0.0, (later - earlier).total_seconds() / DAY_S)


@dataclass(frozen=True)
class DynamicsRow:
    """What memory_dynamics holds for one memory (defaults: never recalled, inputs not computed)."""

    memory_id: int
    consolidation: float = 1.0
    retrieved_first: int = 0
    retrieved_second: int = 0
    arousal: float | None = None
    llm_importance: float | None = None
    perplexity: float | None = None


def importance_inputs(memory: Memory, row: DynamicsRow) -> ImportanceInputs:
    """LUFY-1's inputs for a memory: stored values where known, the documented proxies otherwise."""
    arousal = row.arousal if row.arousal is not None else arousal_proxy(f"{memory.memo}\n{memory.text[:2000]}")
    rated = row.llm_importance if row.llm_importance is not None else heuristic_llm_importance(
        memory.memo, memory.source is SourceType.SNIPPET, memory.source)
    return ImportanceInputs(arousal, row.perplexity or 0.0, rated, row.retrieved_first, row.retrieved_second)


def memory_importance(memory: Memory, row: DynamicsRow, now: datetime) -> float:
    since = memory.last_recalled or memory.captured_at
    return importance(importance_inputs(memory, row), days_between(since, now))


class DynamicsStore:
    """Reads and updates memory_dynamics, and the recall columns of memories (recall_count,
    last_recalled, importance). These are bookkeeping, not user edits: they are written directly
    (no undo step) and announced as a MEMORY change with those fields and Origin.AI."""

    FIELDS = ("recall_count", "last_recalled", "importance")

    def __init__(self, store: Store, emit: Callable[[list[ChangeEvent]], None] | None = None) -> None:
        self.store = store
        self.emit = emit

    def get(self, memory_ids: Iterable[int] | None = None) -> dict[int, DynamicsRow]:
        sql, params = "SELECT * FROM memory_dynamics", []
        if memory_ids is not None:
            ids = list(memory_ids)
            if not ids:
                return {}
            sql += f" WHERE memory_id IN ({', '.join('?' for _ in ids)})"
            params = ids
        out: dict[int, DynamicsRow] = {}
        for r in self.store.query(sql, params):
            out[int(r["memory_id"])] = DynamicsRow(
                int(r["memory_id"]), float(r["consolidation"]), int(r["retrieved_first"]),
                int(r["retrieved_second"]), r["arousal"], r["llm_importance"], r["perplexity"])
        return out

    def row(self, memory_id: int) -> DynamicsRow:
        return self.get([memory_id]).get(memory_id, DynamicsRow(memory_id))

    def _save(self, rows: Iterable[DynamicsRow]) -> None:
        now = to_db_time(utcnow())
        with self.store.transaction() as db:
            for r in rows:
                db.execute(
                    "INSERT OR REPLACE INTO memory_dynamics (memory_id, consolidation, retrieved_first, "
                    "retrieved_second, arousal, llm_importance, perplexity, updated_at) "
                    "SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM memories WHERE id = ?)",
                    (r.memory_id, r.consolidation, r.retrieved_first, r.retrieved_second, r.arousal,
                     r.llm_importance, r.perplexity, now, r.memory_id))

    def ensure_inputs(self, memories: Sequence[Memory]) -> dict[int, DynamicsRow]:
        """Store the arousal proxy for memories that have none yet; return every memory's row."""
        rows = self.get([m.id for m in memories])
        missing = []
        for m in memories:
            row = rows.get(m.id, DynamicsRow(m.id))
            if row.arousal is None:
                row = replace(row, arousal=arousal_proxy(f"{m.memo}\n{m.text[:2000]}"))
                missing.append(row)
            rows[m.id] = row
        if missing:
            self._save(missing)
        return rows

    def set_llm_importance(self, ratings: Mapping[int, float]) -> None:
        rows = self.get(ratings)
        self._save(replace(rows.get(i, DynamicsRow(i)), llm_importance=max(1.0, min(10.0, float(v))))
                   for i, v in ratings.items())

    def record_answer(self, used: Sequence[int], retrieved: Sequence[int], now: datetime | None = None,
                      recalled: Sequence[int] = ()) -> list[int]:
        """An answer was given: consolidate what it used and what was recalled for it (DYN-1: shown to
        the model with p_n(t) above k, `recalled`), count first/second retrievals (LUFY R1/R2) and
        recompute importance (LUFY-1). Returns the memory ids whose state changed."""
        now = now or utcnow()
        used_ids = list(dict.fromkeys([*used, *recalled]))
        ranked = list(dict.fromkeys(retrieved))[:2]
        touched = list(dict.fromkeys([*used_ids, *ranked]))
        if not touched:
            return []
        memories = {m.id: m for m in self.store.memories(ids=touched)}
        rows = self.ensure_inputs(list(memories.values()))
        changed_rows: list[DynamicsRow] = []
        columns: dict[int, dict[str, object]] = {}
        for memory_id in touched:
            memory = memories.get(memory_id)
            if memory is None:
                continue  # deleted meanwhile
            row = rows[memory_id]
            if ranked and memory_id == ranked[0]:
                row = replace(row, retrieved_first=row.retrieved_first + 1)
            elif len(ranked) > 1 and memory_id == ranked[1]:
                row = replace(row, retrieved_second=row.retrieved_second + 1)
            recall_count, last = memory.recall_count, memory.last_recalled
            if memory_id in used_ids:
                since = days_between(memory.last_recalled or memory.captured_at, now)
                row = replace(row, consolidation=consolidate(row.consolidation, since))
                recall_count, last = recall_count + 1, now
            changed_rows.append(row)
            value = importance(importance_inputs(memory, row), days_between(last or memory.captured_at, now))
            columns[memory_id] = {"recall_count": recall_count, "last_recalled": to_db_time(last),
                                  "importance": value}
        self._save(changed_rows)
        with self.store.transaction() as db:
            for memory_id, cols in columns.items():
                db.execute("UPDATE memories SET recall_count = ?, last_recalled = ?, importance = ? WHERE id = ?",
                           (cols["recall_count"], cols["last_recalled"], cols["importance"], memory_id))
        if self.emit is not None and columns:
            self.emit([ChangeEvent(Entity.MEMORY, Action.CHANGED, tuple(columns), Origin.AI, self.FIELDS)])
        return list(columns)
