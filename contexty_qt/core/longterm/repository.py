"""The long-term repository (LTM-1, Memolet §4.3): every memory of every workspace and session in one
place, to search and to see as a map.

Search reuses the retrieval engine (core/retrieval/engine.py: Appendix A score, BM25, dense cosine (LUFY
importance breaking ties), time, DYN-1 recall, fused by reciprocal rank) over all workspaces, archived and faded
memories included (they are marked, and this is where one finds them again). Filters (workspace,
source, time, app) leave the rest out of the ranking. Each hit carries its *matching sentence*
(core/retrieval/sentences.py): the sentence of the memo, text, OCR text, summary, title or context sharing the most
words with the query; when none shares a word and an embedder is at hand, the sentence closest in meaning.

The map: each memory's content vector reduced to 2D by PCA (numpy; UMAP would give tighter
clusters, but it pulls in numba/llvmlite, ~100 MB and seconds of JIT at first use, for a view whose
job is a rough lay of the land), clustered by k-means (k-means++ seeding, fixed seed: the same data
gives the same map) on the first principal components, with keywords per cluster by tf-idf
(placement.keyword_name). Memories without a stored vector are placed from their words (hashed
tf-idf vectors), and the map says so. Everything here is plain computation: the GUI calls it on a
worker thread.
"""

from __future__ import annotations

import hashlib
import logging
import math
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, tzinfo
from typing import Any

import numpy as np
import numpy.typing as npt

from contexty_qt.core.chat.context import thought_memory
from contexty_qt.core.embeddings import EmbeddingIndex
from contexty_qt.core.model import Memory, SourceType, utcnow
from contexty_qt.core.pipeline.placement import content_words
from contexty_qt.core.retrieval.dynamics import DynamicsStore, importance_inputs, strength
from contexty_qt.core.retrieval.engine import (
    DEFAULT_SIGNALS,
    THOUGHT_KIND,
    MemoryDoc,
    RetrievalIndex,
    is_thought_doc,
    thought_doc_id,
)
from contexty_qt.core.retrieval.sentences import (
    Sentence,
    lexical_sentence,
    matching_sentence,
    semantic_sentences,
    split_sentences,
    word_spans,
)
from contexty_qt.core.retrieval.thoughts import Thought, thoughts, thoughts_by_id
from contexty_qt.core.retrieval.timeexpr import system_zone
from contexty_qt.core.store import Store
from contexty_qt.core.text import tokens
from contexty_qt.core.turns import ChatDocument, chat_documents

log = logging.getLogger("contexty.repository")

SOURCE_CODES = {SourceType.SNIPPET: 0, SourceType.OBSERVATION: 1, SourceType.CHAT: 2}
THOUGHT_CODE = 3  # a session thought's "source" in the filter columns
# The dense signal ranks every memory; a hit without a shared word must be at least this close in
# meaning (cosine; importance only breaks ties: engine.IMPORTANCE_WEIGHT) to be shown: MiniLM puts unrelated
# texts below ~0.2.
MIN_DENSE = 0.3


@dataclass(frozen=True)
class RepoFilter:
    workspace_ids: frozenset[int] | None = None
    sources: frozenset[SourceType] | None = None
    since: datetime | None = None
    until: datetime | None = None
    apps: frozenset[str] | None = None  # application names, case-insensitive
    include_archived: bool = True

    def active(self) -> bool:
        return any(v is not None for v in (self.workspace_ids, self.sources, self.since, self.until, self.apps)) \
            or not self.include_archived


@dataclass(frozen=True)
class RepoHit:
    memory: Memory  # for a session thought: its stand-in (negative id, see `thought`)
    score: float
    sentence: Sentence
    signals: dict[str, float] = field(default_factory=dict)
    thought: Thought | None = None  # a session thought (CAIM-5), shown with the memories it cites


@dataclass
class RepoResult:
    hits: list[RepoHit]
    total: int  # memories searched (after filters)
    timings_ms: dict[str, float] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)


# ---- the index over every workspace ---------------------------------------------------------------
class Repository:
    """Every memory of every workspace in one RetrievalIndex, with the columns the filters need.

    `build()` reads the store (seconds for 100,000 memories: call it off the GUI thread); `update()`
    re-reads some memories after change events; `search()` takes milliseconds and is thread-safe."""

    def __init__(self, store: Store, embeddings: EmbeddingIndex | Callable[[], EmbeddingIndex] | None = None,
                 zone: Callable[[], tzinfo] | None = None) -> None:
        """`zone`: the person's time zone (time words in a query resolve in it; default the system's)."""
        self.store = store
        self.zone = zone or system_zone
        self._embeddings = embeddings
        self._lock = threading.RLock()
        self._index = RetrievalIndex()
        self._meta: dict[int, tuple[int, int, float, str, bool]] = {}  # id -> (workspace, source, time, app, archived)
        self._arrays: dict[str, Any] | None = None
        self._excluded: dict[RepoFilter, tuple[list[int], int]] = {}
        self.built = False
        self.embed_error = ""

    @property
    def embeddings(self) -> EmbeddingIndex | None:
        source = self._embeddings
        if source is None or isinstance(source, EmbeddingIndex):
            return source
        try:
            return source()
        except Exception as exc:
            self.embed_error = str(exc)[:200] or type(exc).__name__
            return None

    def __len__(self) -> int:
        return len(self._meta)

    def build(self, memories: Sequence[Memory] | None = None,
              vectors: dict[int, tuple[Any, Any]] | None = None, *, warm: bool = True) -> None:
        """Index every memory (or the given ones, with their vectors: benchmarks)."""
        started = time.perf_counter()
        if memories is None:
            memories = self.store.memories()
        if vectors is None:
            vectors = {}
            embeddings = self.embeddings
            if embeddings is not None:
                try:
                    vectors = embeddings.vectors()
                except Exception as exc:
                    log.warning("repository without stored vectors: %s", exc)
        rows = DynamicsStore(self.store).get([m.id for m in memories]) if len(memories) < 50_000 else \
            DynamicsStore(self.store).get()
        ocr = self.store.ocr_texts(m.image for m in memories if m.image)
        chats = chat_documents(self.store, memories)
        dim = next((int(np.asarray(v[0]).shape[0]) for v in vectors.values()), 384)
        index = RetrievalIndex(dim=dim)
        meta = {}
        for m in memories:
            pair = vectors.get(m.id, (None, None))
            index.add(self._doc(m, rows, ocr, chats.get(m.id)), pair[0], pair[1])
            meta[m.id] = self._meta_of(m)
        for doc, row in self._thought_docs():
            index.add(doc)
            meta[doc.id] = row
        with self._lock:
            self._index, self._meta, self._arrays = index, meta, None
            self._excluded.clear()
            self.built = True
        log.info("repository: %d memories indexed in %.0f ms (%d with vectors)", len(memories),
                 (time.perf_counter() - started) * 1e3, len(vectors))
        embeddings = self.embeddings
        if embeddings is not None and warm:
            try:  # load the embedding model now, in the background, rather than at the first search
                embeddings.embed_query("warm up")
            except Exception as exc:
                log.info("embedding model not warmed up: %s", exc)

    def update(self, memory_ids: Iterable[int]) -> None:
        """Re-read these memories (added, edited, archived, deleted)."""
        ids = list(dict.fromkeys(memory_ids))
        if not ids:
            return
        memories = {m.id: m for m in self.store.memories(ids=ids)}
        rows = DynamicsStore(self.store).get(list(memories))
        ocr = self.store.ocr_texts(m.image for m in memories.values() if m.image)
        chats = chat_documents(self.store, memories.values())
        stored: dict[int, tuple[Any, Any]] = {}
        embeddings = self.embeddings
        if embeddings is not None and memories:
            try:
                stored = embeddings.vectors(list(memories))
            except Exception:
                log.debug("stored vectors unavailable", exc_info=True)
        with self._lock:
            for memory_id in ids:
                memory = memories.get(memory_id)
                if memory is None:
                    self._index.remove(memory_id)
                    self._meta.pop(memory_id, None)
                    continue
                pair = stored.get(memory_id, (None, None))
                self._index.add(self._doc(memory, rows, ocr, chats.get(memory_id)), pair[0], pair[1])
                self._meta[memory_id] = self._meta_of(memory)
            self._arrays = None
            self._excluded.clear()

    def update_thoughts(self) -> None:
        """Re-read the session thoughts (added, archived, undone)."""
        docs = self._thought_docs()
        with self._lock:
            for doc_id in [i for i in self._meta if is_thought_doc(i)]:
                self._index.remove(doc_id)
                self._meta.pop(doc_id, None)
            for doc, row in docs:
                self._index.add(doc)
                self._meta[doc.id] = row
            self._arrays = None
            self._excluded.clear()

    def _thought_docs(self) -> list[tuple[MemoryDoc, tuple[int, int, float, str, bool]]]:
        """Every workspace's session thoughts (CAIM-5) as documents of their own kind, with their filter
        columns (source code THOUGHT_CODE: a source filter leaves them out)."""
        found = thoughts(self.store, include_archived=True)
        return [(MemoryDoc(thought_doc_id(t.id), SourceType.SNIPPET, t.at, "\n".join([t.text, " ".join(t.tags)]),
                           tags=tuple(t.tags), archived=t.archived, kind=THOUGHT_KIND),
                 (t.workspace_id, THOUGHT_CODE, t.at.timestamp(), "", t.archived)) for t in found]

    @staticmethod
    def _doc(memory: Memory, rows: dict[int, Any], ocr: dict[str, str], chat: ChatDocument | None = None) -> MemoryDoc:
        """`chat`: a chat memory's document (core/turns.py): its date and the exchange before it are its words too,
        as in chat retrieval."""
        from contexty_qt.core.retrieval.dynamics import DynamicsRow

        row = rows.get(memory.id, DynamicsRow(memory.id))
        return MemoryDoc.from_memory(memory, strength=strength(importance_inputs(memory, row)),
                                     consolidation=row.consolidation, ocr_text=ocr.get(memory.image or "", ""),
                                     extra_text=chat.context if chat is not None else "")

    @staticmethod
    def _meta_of(m: Memory) -> tuple[int, int, float, str, bool]:
        return (m.workspace_id, SOURCE_CODES[m.source], m.captured_at.timestamp(), m.provenance.app.lower(),
                m.archived)

    def _columns(self) -> dict[str, Any]:
        if self._arrays is None:
            ids = np.fromiter(self._meta.keys(), dtype=np.int64, count=len(self._meta))
            values = list(self._meta.values())
            self._arrays = {
                "ids": ids,
                "workspace": np.fromiter((v[0] for v in values), dtype=np.int64, count=len(values)),
                "source": np.fromiter((v[1] for v in values), dtype=np.int8, count=len(values)),
                "time": np.fromiter((v[2] for v in values), dtype=np.float64, count=len(values)),
                "app": np.array([v[3] for v in values], dtype=object),
                "archived": np.fromiter((v[4] for v in values), dtype=bool, count=len(values)),
            }
        return self._arrays

    def apps(self) -> list[tuple[str, int]]:
        """Application names in the repository with their counts, most frequent first."""
        counts: dict[str, int] = {}
        for v in self._meta.values():
            if v[3]:
                counts[v[3]] = counts.get(v[3], 0) + 1
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))

    def excluded(self, filters: RepoFilter) -> tuple[list[int], int]:
        """(ids the filters leave out, how many remain); kept until the index changes, since the
        filters stay put while the person tries one query after another."""
        with self._lock:
            cached = self._excluded.get(filters)
            if cached is not None:
                return cached
            c = self._columns()
            mask = np.ones(c["ids"].shape[0], dtype=bool)
            if filters.workspace_ids is not None:
                mask &= np.isin(c["workspace"], np.fromiter(filters.workspace_ids, dtype=np.int64))
            if filters.sources is not None:
                mask &= np.isin(c["source"], np.array([SOURCE_CODES[s] for s in filters.sources], dtype=np.int8))
            if filters.since is not None:
                mask &= c["time"] >= filters.since.timestamp()
            if filters.until is not None:
                mask &= c["time"] < filters.until.timestamp()
            if filters.apps is not None:
                mask &= np.isin(c["app"], np.array([a.lower() for a in filters.apps], dtype=object))
            if not filters.include_archived:
                mask &= ~c["archived"]
            result = (c["ids"][~mask].tolist(), int(mask.sum()))
            if len(self._excluded) > 16:
                self._excluded.clear()
            self._excluded[filters] = result
            return result

    def search(self, query: str, filters: RepoFilter | None = None, *, limit: int = 50, now: datetime | None = None,
               dense: bool = True, sentences: bool = True) -> RepoResult:
        filters = filters or RepoFilter()
        now = now or utcnow()
        started = time.perf_counter()
        notes: list[str] = []
        if not self.built:
            self.build()
        exclude, total = self.excluded(filters) if filters.active() else ([], len(self._meta))
        t_filter = time.perf_counter()
        query_vec = None
        embeddings = self.embeddings if dense else None
        if embeddings is not None and query.strip():
            try:
                query_vec = embeddings.embed_query(query)
            except Exception as exc:
                notes.append(f"semantic search unavailable ({str(exc)[:120]}); words only")
        elif dense and self._embeddings is not None and self.embed_error:
            notes.append(f"semantic search unavailable ({self.embed_error}); words only")
        t_embed = time.perf_counter()
        with self._lock:
            result = self._index.search(query, now, limit=limit, include_archived=filters.include_archived,
                                        exclude=exclude, signals=DEFAULT_SIGNALS, zone=self.zone(),
                                        embed=(lambda _text: query_vec) if query_vec is not None else None)
        t_search = time.perf_counter()
        ids = result.ids()
        found = {m.id: m for m in self.store.memories(ids=[i for i in ids if not is_thought_doc(i)])} if ids else {}
        session_thoughts = thoughts_by_id(self.store, [-i for i in ids if is_thought_doc(i)])
        found |= {-t.id: thought_memory(t) for t in session_thoughts.values()}
        embed_many = None
        if sentences and embeddings is not None and query_vec is not None:
            embed_many = embeddings.embedder.embed
        kept = []
        for hit in result.hits:
            memory = found.get(hit.memory_id)
            if memory is None:
                continue
            lexical = hit.signals.get("bm25", 0.0) > 0 or "time" in hit.signals
            if not lexical and hit.signals.get("dense", 0.0) < MIN_DENSE:
                continue  # ranked only because the dense signal ranks everything
            kept.append((hit, memory))
        chosen: dict[int, Sentence] = {}
        if sentences:
            ocr = self.store.ocr_texts((m.image for _h, m in kept if m.image))
            for _hit, memory in kept:
                lexical_hit = lexical_sentence(memory, query, ocr.get(memory.image or "", ""))
                if lexical_hit is not None:
                    chosen[memory.id] = lexical_hit
            chosen.update(semantic_sentences([m for _h, m in kept if m.id not in chosen], embed_many, query_vec,
                                             ocr))
        hits = [RepoHit(memory, hit.score, chosen.get(memory.id, Sentence(memory.display_title(), "title")),
                        dict(hit.signals), session_thoughts.get(-memory.id) if memory.id < 0 else None)
                for hit, memory in kept]
        done = time.perf_counter()
        timings = {"filter": (t_filter - started) * 1e3, "embed": (t_embed - t_filter) * 1e3,
                   "rank": (t_search - t_embed) * 1e3, "sentences": (done - t_search) * 1e3,
                   "total": (done - started) * 1e3}
        return RepoResult(hits, total, timings, notes)


# ---- the map -------------------------------------------------------------------------------------
@dataclass
class Cluster:
    label: int
    keywords: str
    size: int
    center: tuple[float, float]


@dataclass
class MapData:
    ids: npt.NDArray[np.int64]
    xy: npt.NDArray[np.float32]  # (n, 2), scaled into [-1, 1] on the longer axis
    labels: npt.NDArray[np.int32]
    clusters: list[Cluster]
    workspace: npt.NDArray[np.int64]
    source: npt.NDArray[np.int8]
    time: npt.NDArray[np.float64]
    archived: npt.NDArray[np.bool_]
    apps: list[str]
    titles: list[str]
    from_words: int = 0  # memories placed from their words (no stored vector)
    timings_ms: dict[str, float] = field(default_factory=dict)

    def __len__(self) -> int:
        return int(self.ids.shape[0])

    def position(self, memory_id: int) -> int | None:
        found = np.flatnonzero(self.ids == memory_id)
        return int(found[0]) if found.size else None


def hashed_word_vectors(memories: Sequence[Memory], dim: int = 256) -> npt.NDArray[np.float32]:
    """Unit-norm hashed tf-idf vectors of each memory's content words (for memories without vectors)."""
    docs = [tokens(" ".join((m.title, m.text, m.memo, m.summary, m.provenance.window_title))) for m in memories]
    df: dict[str, int] = {}
    for doc in docs:
        for w in set(doc):
            df[w] = df.get(w, 0) + 1
    n = max(1, len(docs))
    rows = np.zeros((len(docs), dim), dtype=np.float32)
    for i, doc in enumerate(docs):
        for w in doc:
            slot = int.from_bytes(hashlib.blake2b(w.encode(), digest_size=4).digest(), "little") % dim
            rows[i, slot] += math.log(1 + n / (1 + df[w]))
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    result: npt.NDArray[np.float32] = rows / norms
    return result


def pca(matrix: npt.NDArray[np.float32], components: int) -> npt.NDArray[np.float32]:
    """Project onto the top principal components (covariance eigenvectors; sign fixed so the largest
    loading of each is positive, which keeps the map's orientation stable)."""
    x = np.asarray(matrix, dtype=np.float64)
    x = x - x.mean(axis=0, keepdims=True)
    cov = (x.T @ x) / max(1, x.shape[0] - 1)
    values, vectors = np.linalg.eigh(cov)
    order = np.argsort(values)[::-1][:components]
    basis = vectors[:, order]
    signs = np.sign(basis[np.abs(basis).argmax(axis=0), np.arange(basis.shape[1])])
    signs[signs == 0] = 1.0
    result: npt.NDArray[np.float32] = (x @ (basis * signs)).astype(np.float32)
    return result


def kmeans(points: npt.NDArray[np.float32], k: int, *, iterations: int = 30, seed: int = 0,
           ) -> npt.NDArray[np.int32]:
    """Lloyd's k-means with k-means++ seeding; deterministic for a seed."""
    n = points.shape[0]
    k = max(1, min(k, n))
    rng = np.random.default_rng(seed)
    x = points.astype(np.float64)
    centers = np.empty((k, x.shape[1]))
    centers[0] = x[rng.integers(n)]
    dist = ((x - centers[0]) ** 2).sum(axis=1)
    for j in range(1, k):
        total = dist.sum()
        pick = rng.choice(n, p=dist / total) if total > 0 else rng.integers(n)
        centers[j] = x[pick]
        dist = np.minimum(dist, ((x - centers[j]) ** 2).sum(axis=1))
    labels = np.zeros(n, dtype=np.int32)
    sq = (x ** 2).sum(axis=1)
    for _ in range(iterations):
        d = sq[:, None] - 2.0 * x @ centers.T + (centers ** 2).sum(axis=1)[None, :]
        new = d.argmin(axis=1).astype(np.int32)
        if _ > 0 and np.array_equal(new, labels):
            break
        labels = new
        for j in range(k):
            members = x[labels == j]
            if members.shape[0]:
                centers[j] = members.mean(axis=0)
    # number clusters by size, largest first, so colours follow importance
    sizes = np.bincount(labels, minlength=k)
    rank = np.empty(k, dtype=np.int32)
    rank[np.argsort(-sizes, kind="stable")] = np.arange(k, dtype=np.int32)
    result: npt.NDArray[np.int32] = rank[labels]
    return result


def default_k(n: int) -> int:
    return int(max(2, min(12, round(math.sqrt(n / 4))))) if n >= 4 else 1


def silhouette(points: npt.NDArray[np.float32], labels: npt.NDArray[np.int32]) -> float:
    """Mean silhouette (Euclidean) of a labelling; O(n²): call it on a sample."""
    x = points.astype(np.float64)
    n = x.shape[0]
    k = int(labels.max()) + 1
    if k < 2 or n <= k:
        return -1.0
    sq = (x ** 2).sum(axis=1)
    dist = np.sqrt(np.maximum(sq[:, None] + sq[None, :] - 2.0 * x @ x.T, 0.0))
    onehot = np.zeros((n, k))
    onehot[np.arange(n), labels] = 1.0
    counts = onehot.sum(axis=0)
    sums = dist @ onehot  # (n, k): total distance to each cluster
    own = counts[labels] - 1.0
    a = np.where(own > 0, sums[np.arange(n), labels] / np.maximum(own, 1.0), 0.0)
    mean_other = sums / np.maximum(counts, 1.0)
    mean_other[np.arange(n), labels] = np.inf
    mean_other[:, counts == 0] = np.inf
    b = mean_other.min(axis=1)
    s = np.where(own > 0, (b - a) / np.maximum(np.maximum(a, b), 1e-12), 0.0)
    return float(s.mean())


def choose_k(points: npt.NDArray[np.float32], *, low: int = 2, high: int = 12, sample: int = 1500,
             seed: int = 0) -> int:
    """The number of clusters with the best silhouette on a sample (ties: fewer clusters)."""
    n = points.shape[0]
    if n < 4:
        return 1
    rng = np.random.default_rng(seed)
    x = points[rng.choice(n, size=sample, replace=False)] if n > sample else points
    best_k, best = low, -2.0
    for k in range(low, min(high, x.shape[0] - 1) + 1):
        score = silhouette(x, kmeans(x, k, seed=seed))
        if score > best + 1e-3:
            best_k, best = k, score
    return best_k


def separating_projection(points: npt.NDArray[np.float32], labels: npt.NDArray[np.int32]) -> npt.NDArray[np.float32]:
    """2D linear projection that keeps clusters apart: Fisher's discriminant directions of the
    k-means clusters (regularised), completed by principal components when k < 3."""
    x = points.astype(np.float64)
    d = x.shape[1]
    k = int(labels.max()) + 1
    mean = x.mean(axis=0)
    sw = np.zeros((d, d))
    sb = np.zeros((d, d))
    for c in range(k):
        members = x[labels == c]
        if not members.shape[0]:
            continue
        centre = members.mean(axis=0)
        diff = members - centre
        sw += diff.T @ diff
        gap = (centre - mean)[:, None]
        sb += members.shape[0] * (gap @ gap.T)
    sw += np.eye(d) * (np.trace(sw) / d * 0.1 + 1e-9)  # shrinkage: keeps some of each cluster's shape
    chol = np.linalg.cholesky(sw)
    inv = np.linalg.inv(chol)
    values, vectors = np.linalg.eigh(inv @ sb @ inv.T)
    order = np.argsort(values)[::-1]
    directions = [inv.T @ vectors[:, i] for i in order[: max(0, min(2, k - 1))]]
    basis = np.linalg.svd(x - mean, full_matrices=False)[2]  # principal axes, to complete the pair
    for axis in basis:
        if len(directions) >= 2:
            break
        v = axis.copy()
        for u in directions:
            v -= (v @ u) / (u @ u) * u
        if np.linalg.norm(v) > 1e-9:
            directions.append(v)
    projection = np.stack([u / np.linalg.norm(u) for u in directions[:2]], axis=1)
    xy = (x - mean) @ projection
    for j in range(xy.shape[1]):  # a stable orientation: the largest cluster towards positive x / y
        if xy[labels == 0, j].mean() < 0:
            xy[:, j] = -xy[:, j]
    xy /= np.maximum(xy.std(axis=0), 1e-12)  # both axes equally readable
    result: npt.NDArray[np.float32] = xy.astype(np.float32)
    return result


# words that say when or how much rather than what: poor names for a cluster
GENERIC = frozenset("""monday tuesday wednesday thursday friday saturday sunday january february march april may june
july august september october november december today tomorrow yesterday week weeks month months year years day
days hour hours minute minutes time available free per new first last next used using item items notes note
total""".split())


def cluster_keywords(memories: Sequence[Memory], labels: npt.NDArray[np.int32], max_words: int = 3) -> list[str]:
    """Keywords per cluster by class-based tf-idf: words many of its memories use and few other
    clusters do (word presence per memory, from title, text and memo; time words left out)."""
    k = int(labels.max()) + 1 if len(labels) else 0
    present = [content_words(m.title, m.text, m.memo) - GENERIC for m in memories]
    counts = [Counter() for _ in range(k)]  # type: list[Counter[str]]
    for words_, label in zip(present, labels, strict=True):
        counts[int(label)].update(words_)
    sizes = np.bincount(labels, minlength=k)
    spread: Counter[str] = Counter()
    for counter in counts:
        spread.update(counter.keys())
    names = []
    for c in range(k):
        size = int(sizes[c])
        floor = 2 if size >= 3 else 1
        scored = [((n / max(1, size)) * math.log(1 + k / spread[w]), w) for w, n in counts[c].items() if n >= floor]
        chosen = [w for _score, w in sorted(scored, key=lambda t: (-t[0], t[1]))[:max_words]]
        names.append(" · ".join(w.capitalize() for w in chosen) or "Miscellaneous")
    return names


def compute_map(store: Store, embeddings: EmbeddingIndex | None = None, *, memories: Sequence[Memory] | None = None,
                vectors: npt.NDArray[np.float32] | None = None, k: int | None = None,
                layout: str = "discriminant") -> MapData:
    """The 2D map of these memories (default: all). `vectors` (aligned with `memories`) skips the
    store's vectors (benchmarks). `layout`: "discriminant" (default, see the module docstring) or
    "pca" (the first two principal components)."""
    t0 = time.perf_counter()
    if memories is None:
        memories = store.memories()
    memories = list(memories)
    n = len(memories)
    from_words = 0
    if vectors is None:
        stored: dict[int, Any] = {}
        if embeddings is not None and n:
            try:
                ids, matrix = embeddings.matrix("content", None if n > 5000 else [m.id for m in memories])
                stored = {i: matrix[r] for r, i in enumerate(ids)}
            except Exception as exc:
                log.warning("map without stored vectors: %s", exc)
        missing = [i for i, m in enumerate(memories) if m.id not in stored]
        from_words = len(missing)
        if stored and len(missing) < n:
            dim = next(iter(stored.values())).shape[0]
            vectors = np.zeros((n, dim), dtype=np.float32)
            for i, m in enumerate(memories):
                if m.id in stored:
                    vectors[i] = stored[m.id]
            if missing:  # words for the rest, in a space of the same size
                vectors[missing] = hashed_word_vectors([memories[i] for i in missing], dim)
        else:
            vectors = hashed_word_vectors(memories)
    t1 = time.perf_counter()
    if n == 0:
        empty = np.zeros(0)
        return MapData(empty.astype(np.int64), np.zeros((0, 2), np.float32), empty.astype(np.int32), [],
                       empty.astype(np.int64), empty.astype(np.int8), empty, empty.astype(bool), [], [])
    reduced = pca(vectors, min(20, vectors.shape[1], max(1, n)))
    if reduced.shape[1] < 2:
        reduced = np.hstack([reduced, np.zeros((n, 2 - reduced.shape[1]), np.float32)])
    space = reduced[:, : min(10, reduced.shape[1])]
    t2 = time.perf_counter()
    labels = kmeans(space, k or choose_k(space, high=max(2, min(12, round(math.sqrt(n / 3))))))
    t3 = time.perf_counter()
    xy: npt.NDArray[np.float32]
    if layout == "discriminant" and int(labels.max()) >= 1 and n > reduced.shape[1]:
        xy = separating_projection(reduced, labels)
    else:
        xy = reduced[:, :2].copy()
    xy = (xy - np.median(xy, axis=0)).astype(np.float32)
    span = float(np.percentile(np.abs(xy), 99)) or float(np.abs(xy).max()) or 1.0
    xy /= np.float32(span)
    names = cluster_keywords(memories, labels)
    clusters = []
    for label in range(int(labels.max()) + 1):
        members = np.flatnonzero(labels == label)
        if not members.size:
            continue
        name = names[label]
        center = np.median(xy[members], axis=0)
        clusters.append(Cluster(label, name, int(members.size), (float(center[0]), float(center[1]))))
    t4 = time.perf_counter()
    return MapData(
        ids=np.array([m.id for m in memories], dtype=np.int64), xy=xy.astype(np.float32), labels=labels,
        clusters=clusters, workspace=np.array([m.workspace_id for m in memories], dtype=np.int64),
        source=np.array([SOURCE_CODES[m.source] for m in memories], dtype=np.int8),
        time=np.array([m.captured_at.timestamp() for m in memories], dtype=np.float64),
        archived=np.array([m.archived for m in memories], dtype=bool), apps=[m.provenance.app for m in memories],
        titles=[m.display_title() for m in memories], from_words=from_words,
        timings_ms={"vectors": (t1 - t0) * 1e3, "pca": (t2 - t1) * 1e3, "kmeans": (t3 - t2) * 1e3,
                    "layout+keywords": (t4 - t3) * 1e3},
    )


def points_in_polygon(xy: npt.NDArray[np.float32], polygon: Sequence[tuple[float, float]]) -> npt.NDArray[np.bool_]:
    """Even-odd rule, vectorised over the points: the lasso selection."""
    inside = np.zeros(xy.shape[0], dtype=bool)
    if len(polygon) < 3:
        return inside
    x, y = xy[:, 0], xy[:, 1]
    px = np.array([p[0] for p in polygon], dtype=np.float64)
    py = np.array([p[1] for p in polygon], dtype=np.float64)
    j = len(polygon) - 1
    for i in range(len(polygon)):
        crosses = (py[i] > y) != (py[j] > y)
        with np.errstate(divide="ignore", invalid="ignore"):
            at = (px[j] - px[i]) * (y - py[i]) / (py[j] - py[i]) + px[i]
        inside ^= crosses & (x < at)
        j = i
    return inside


__all__ = ["Cluster", "MapData", "RepoFilter", "RepoHit", "RepoResult", "Repository", "Sentence", "compute_map",
           "default_k", "hashed_word_vectors", "kmeans", "matching_sentence", "pca", "points_in_polygon",
           "split_sentences", "word_spans"]
