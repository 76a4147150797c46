"""The retrieval engine: several signals over the same memories, fused into one ranking.

Signals (each ranks the candidates on its own):
  contexty  Appendix A of the Contexty paper: token overlap + 0.2 tag boost + 0.15 recency (30 days),
            times a source weight (snippets above chat above observations).
  bm25      Okapi BM25 over the same fields, times the source weight. The memo counts twice: people
            ask about what they thought as much as what they saw. (A separate memo-only vote was
            tried and removed: weak memo matches out-voted documents ranked first elsewhere.)
  dense     cosine to the question (content or memo, whichever is closer) + 0.1 * importance (LUFY-2).
  time      when the question names a time (CAIM-3): the range filters every signal's candidates, and
            captures inside it rank by the asked order ("first"/"last"; otherwise newest first).
A signal ranks only the memories it has evidence for: the Appendix A score needs a shared token or
tag (its recency term alone would rank every memory), BM25 a shared term.
Fusion is reciprocal rank fusion, Σ w_s / (k + rank_s) (LTM-5) with k = 10: with the customary k = 60,
1/61 and 1/69 barely differ, so the number of signals that list a memory outweighs how high they rank
it. Dense similarity weighs 1.5, the two lexical scores 0.5 each (bench/retrieval.py: results are flat
for k in 1..10). `adaptive_cutoff` trims a ranking where the score gap exceeds 0.8·std of the gaps.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np
import numpy.typing as npt

from contexty_qt.core.model import Memory, SourceType
from contexty_qt.core.retrieval.timeexpr import TimeScope, parse_time_scope
from contexty_qt.core.text import tokens

FloatArray = npt.NDArray[np.float64]
SOURCE_WEIGHT = {SourceType.SNIPPET: 1.0, SourceType.CHAT: 0.85, SourceType.OBSERVATION: 0.7}
MEMO_BOOST = 2  # memo tokens count this many times in BM25
RRF_K = 10
SIGNAL_WEIGHTS = {"contexty": 0.5, "bm25": 0.5, "dense": 1.5, "time": 2.0}
POOL = 200  # candidates taken from each signal before fusion
DAY = 86400.0


@dataclass(frozen=True)
class MemoryDoc:
    """The searchable view of one memory."""

    id: int
    source: SourceType
    captured_at: datetime
    text: str  # title, summary, user's context, raw text / OCR, provenance
    memo: str = ""
    tags: tuple[str, ...] = ()
    archived: bool = False
    importance: float = 0.0

    @classmethod
    def from_memory(cls, m: Memory) -> MemoryDoc:
        parts = [m.title, m.summary, m.user_context, m.text, m.provenance.app, m.provenance.window_title,
                 m.provenance.url, " ".join(m.tags)]
        return cls(m.id, m.source, m.captured_at, "\n".join(p for p in parts if p), m.memo, tuple(m.tags),
                   m.archived, m.importance)


@dataclass(frozen=True)
class Hit:
    memory_id: int
    score: float  # fused
    signals: Mapping[str, float]  # each signal's own score, for explanations and `contexty search`
    ranks: Mapping[str, int]


@dataclass
class SearchResult:
    hits: list[Hit]
    scope: TimeScope | None
    timings_ms: dict[str, float] = field(default_factory=dict)

    def ids(self) -> list[int]:
        return [h.memory_id for h in self.hits]


class RetrievalIndex:
    """Inverted index + dense matrices over a set of memories; rebuilt or appended as memories change."""

    def __init__(self, docs: Iterable[MemoryDoc] = (), vectors: Mapping[int, tuple[Any, Any]] | None = None,
                 dim: int = 384, *, rrf_k: float = RRF_K, weights: Mapping[str, float] | None = None) -> None:
        self.dim = dim
        self.rrf_k = rrf_k
        self.weights = dict(SIGNAL_WEIGHTS if weights is None else weights)
        self.docs: list[MemoryDoc] = []
        self._postings: dict[str, dict[int, int]] = {}
        self._tags: dict[str, list[int]] = {}
        self._lengths: list[int] = []
        self._evidence: npt.NDArray[np.bool_] = np.zeros(0, dtype=bool)
        self._content_vecs: list[npt.NDArray[np.float32] | None] = []
        self._memo_vecs: list[npt.NDArray[np.float32] | None] = []
        self._frozen: dict[str, Any] | None = None
        self._id_index: dict[int, int] = {}
        for doc in docs:
            pair = (vectors or {}).get(doc.id, (None, None))
            self.add(doc, pair[0], pair[1])

    def __len__(self) -> int:
        return len(self.docs)

    def add(self, doc: MemoryDoc, content_vec: Any = None, memo_vec: Any = None) -> None:
        index = len(self.docs)
        self.docs.append(doc)
        counts: dict[str, int] = {}
        for token in tokens(doc.text):
            counts[token] = counts.get(token, 0) + 1
        for token in tokens(doc.memo):
            counts[token] = counts.get(token, 0) + MEMO_BOOST
        for token, tf in counts.items():
            self._postings.setdefault(token, {})[index] = tf
        for tag in doc.tags:
            self._tags.setdefault(tag.lower(), []).append(index)
        self._lengths.append(sum(counts.values()))
        self._content_vecs.append(None if content_vec is None else np.asarray(content_vec, dtype=np.float32))
        self._memo_vecs.append(None if memo_vec is None else np.asarray(memo_vec, dtype=np.float32))
        self._frozen = None

    # arrays are built lazily once per batch of additions, so appends stay cheap
    def _arrays(self) -> dict[str, Any]:
        if self._frozen is None:
            n = len(self.docs)
            zeros = np.zeros(self.dim, dtype=np.float32)
            has_dense = any(v is not None for v in self._content_vecs)
            self._frozen = {
                "times": np.array([d.captured_at.timestamp() for d in self.docs], dtype=np.float64),
                "weights": np.array([SOURCE_WEIGHT[d.source] for d in self.docs], dtype=np.float64),
                "live": np.array([not d.archived for d in self.docs], dtype=bool),
                "importance": np.array([d.importance for d in self.docs], dtype=np.float64),
                "lengths": np.array(self._lengths, dtype=np.float64),
                "content": np.stack([v if v is not None else zeros for v in self._content_vecs])
                if has_dense and n else None,
                "memo": np.stack([v if v is not None else zeros for v in self._memo_vecs])
                if has_dense and n and any(v is not None for v in self._memo_vecs) else None,
                "postings": {},
            }
        return self._frozen

    def _posting(self, token: str) -> tuple[npt.NDArray[np.int64], FloatArray] | None:
        cache = self._arrays()["postings"]
        if token not in cache:
            entries = self._postings.get(token)
            cache[token] = None if not entries else (
                np.fromiter(entries.keys(), dtype=np.int64, count=len(entries)),
                np.fromiter(entries.values(), dtype=np.float64, count=len(entries)),
            )
        result: tuple[npt.NDArray[np.int64], FloatArray] | None = cache[token]
        return result

    # ---- the signals ----------------------------------------------------------------------------
    def contexty_scores(self, query: str, q_tokens: Sequence[str], now: datetime) -> FloatArray:
        arrays = self._arrays()
        n = len(self.docs)
        overlap = np.zeros(n, dtype=np.float64)
        distinct = set(q_tokens)
        for token in distinct:
            posting = self._posting(token)
            if posting is not None:
                overlap[posting[0]] += 1.0
        score = overlap / max(1, len(distinct))
        lowered = query.lower()
        tagged = np.zeros(n, dtype=bool)
        for tag, members in self._tags.items():
            if tag and tag in lowered:
                tagged[members] = True
        score += 0.2 * tagged
        self._evidence = (overlap > 0) | tagged
        age_days = (now.timestamp() - arrays["times"]) / DAY
        score += 0.15 * np.clip(1.0 - age_days / 30.0, 0.0, None)
        result: FloatArray = score * arrays["weights"]
        return result

    def bm25_scores(self, q_tokens: Sequence[str], k1: float = 1.2, b: float = 0.75) -> FloatArray:
        arrays = self._arrays()
        n = len(self.docs)
        scores = np.zeros(n, dtype=np.float64)
        if n == 0:
            return scores
        lengths = arrays["lengths"]
        norm = k1 * (1.0 - b + b * lengths / max(1.0, float(lengths.mean())))
        for token in set(q_tokens):
            posting = self._posting(token)
            if posting is None:
                continue
            idx, tf = posting
            idf = math.log(1.0 + (n - len(idx) + 0.5) / (len(idx) + 0.5))
            scores[idx] += idf * tf * (k1 + 1.0) / (tf + norm[idx])
        result: FloatArray = scores * arrays["weights"]
        return result

    def dense_scores(self, query_vec: Any) -> FloatArray | None:
        arrays = self._arrays()
        if arrays["content"] is None or query_vec is None:
            return None
        q = np.asarray(query_vec, dtype=np.float32)
        scores = arrays["content"] @ q
        if arrays["memo"] is not None:
            scores = np.maximum(scores, arrays["memo"] @ q)
        result: FloatArray = scores.astype(np.float64) + 0.1 * arrays["importance"]
        return result

    # ---- search ---------------------------------------------------------------------------------
    def search(self, question: str, now: datetime, *, limit: int = 10,
               embed: Callable[[str], Any] | None = None, include_archived: bool = False,
               signals: Sequence[str] = ("contexty", "bm25", "dense", "time"),
               exclude: Iterable[int] = ()) -> SearchResult:
        import time as clock

        timings: dict[str, float] = {}
        started = clock.perf_counter()
        arrays = self._arrays()
        n = len(self.docs)
        if n == 0:
            return SearchResult([], None)
        scope = parse_time_scope(question, now)
        content_query = question
        for phrase in scope.matched if scope else ():
            content_query = content_query.lower().replace(phrase, " ")
        q_tokens = tokens(content_query)
        eligible = arrays["live"].copy() if not include_archived else np.ones(n, dtype=bool)
        for memory_id in exclude:
            index = self._position(memory_id)
            if index is not None:
                eligible[index] = False
        if scope and scope.start is not None:
            in_range = (arrays["times"] >= scope.start.timestamp()) & (arrays["times"] < scope.end.timestamp()) \
                if scope.end is not None else arrays["times"] >= scope.start.timestamp()
            if (in_range & eligible).any():
                eligible &= in_range  # filter; with nothing in range the question's time is only a hint
        timings["prepare"] = (clock.perf_counter() - started) * 1e3

        raw: dict[str, FloatArray] = {}
        if "contexty" in signals:
            t = clock.perf_counter()
            raw["contexty"] = self.contexty_scores(content_query, q_tokens, now)
            timings["contexty"] = (clock.perf_counter() - t) * 1e3
        if "bm25" in signals and q_tokens:
            t = clock.perf_counter()
            raw["bm25"] = self.bm25_scores(q_tokens)
            timings["bm25"] = (clock.perf_counter() - t) * 1e3
        if "dense" in signals and embed is not None:
            t = clock.perf_counter()
            dense = self.dense_scores(embed(content_query.strip() or question))
            if dense is not None:
                raw["dense"] = dense
            timings["dense"] = (clock.perf_counter() - t) * 1e3
        if "time" in signals and scope is not None:
            times = arrays["times"]
            raw["time"] = -times if scope.order == "first" else times.copy()

        t = clock.perf_counter()
        fused = np.zeros(n, dtype=np.float64)
        ranks: dict[str, dict[int, int]] = {}
        candidate_idx = np.flatnonzero(eligible)
        for name, scores in raw.items():
            if candidate_idx.size == 0:
                break
            sub = scores[candidate_idx]
            order_pool = candidate_idx
            if name in ("bm25", "contexty"):  # no evidence: no opinion, rather than a last place
                keep = sub > 0 if name != "contexty" else self._evidence[candidate_idx]
                order_pool, sub = candidate_idx[keep], sub[keep]
            if sub.size == 0:
                continue
            top = min(POOL, sub.size)
            part = np.argpartition(-sub, top - 1)[:top]
            ordered = order_pool[part[np.argsort(-sub[part], kind="stable")]]
            ranks[name] = {int(i): r for r, i in enumerate(ordered)}
            weight = self.weights.get(name, 1.0)
            if name == "time" and scope is not None and scope.order is None and q_tokens:
                weight = 0.5  # a plain range already filtered; content decides the order within it
            fused[ordered] += weight / (self.rrf_k + np.arange(1, ordered.size + 1))
        if "bm25" in raw and raw["bm25"].max() > 0:  # equal fused scores: the stronger term match first
            fused += 1e-6 * (fused > 0) * raw["bm25"] / raw["bm25"].max()
        pool = np.flatnonzero(fused > 0)
        top = min(limit, pool.size)
        hits: list[Hit] = []
        if top:
            best = pool[np.argpartition(-fused[pool], top - 1)[:top]]
            best = best[np.argsort(-fused[best], kind="stable")]
            for i in best:
                index = int(i)
                hits.append(Hit(
                    self.docs[index].id, float(fused[index]),
                    {name: float(scores[index]) for name, scores in raw.items()},
                    {name: r[index] + 1 for name, r in ranks.items() if index in r},
                ))
        timings["fuse"] = (clock.perf_counter() - t) * 1e3
        timings["total"] = (clock.perf_counter() - started) * 1e3
        return SearchResult(hits, scope, timings)

    def _position(self, memory_id: int) -> int | None:
        if len(self._id_index) != len(self.docs):
            self._id_index = {d.id: i for i, d in enumerate(self.docs)}
        return self._id_index.get(memory_id)


def adaptive_cutoff(scores: Sequence[float], *, factor: float = 0.8, min_keep: int = 1) -> int:
    """How many of a descending ranking to keep (LTM-5): cut at the first gap, after `min_keep`
    results, that exceeds factor·std of all the gaps."""
    if len(scores) <= min_keep:
        return len(scores)
    gaps = [scores[i] - scores[i + 1] for i in range(len(scores) - 1)]
    spread = float(np.std(gaps))
    if spread == 0.0:
        return len(scores)
    for i, gap in enumerate(gaps):
        if i + 1 >= min_keep and gap > factor * spread:
            return i + 1
    return len(scores)
