"""Engine variants tried for paraphrase and multi-item questions without a language model (issue 4).

Each function returns a ranker (question, now) -> memory ids, built over the same index and encoder as
the fused engine, so bench/retrieval.py measures them in the same run. None is the engine's default:
see "Variants tried" in bench/results/retrieval.md for what each one did.

An "extra list" joins the engine's reciprocal rank fusion as one more ranking (weight / (k + rank));
a "dense replacement" swaps the engine's dense scores for another similarity.
"""

from __future__ import annotations

import math
import re
import types
from collections import Counter
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, Protocol

import numpy as np

from contexty_qt.core.retrieval.engine import MEMO_BOOST, MemoryDoc, RetrievalIndex
from contexty_qt.core.text import STOPWORDS, stem, tokens, words

Ranker = Callable[[str, datetime], list[int]]
Scores = Callable[[str], np.ndarray]
LIMIT = 10


class Encoder(Protocol):
    def many(self, texts: Sequence[str]) -> np.ndarray: ...
    def one(self, text: str) -> np.ndarray: ...


def _with_extra_list(index: RetrievalIndex, encoder: Encoder, scores: Scores, weight: float) -> Ranker:
    def rank(question: str, now: datetime) -> list[int]:
        hits = index.search(question, now, limit=len(index.docs), embed=encoder.one).hits
        fused = {h.memory_id: h.score for h in hits}
        values = scores(question)
        order = [i for i in np.argsort(-values, kind="stable") if values[i] > 0 and index.docs[i].id in fused]
        for rank_, i in enumerate(order[:200], 1):
            fused[index.docs[int(i)].id] += weight / (index.rrf_k + rank_)
        return [m for m, _ in sorted(fused.items(), key=lambda kv: -kv[1])][:LIMIT]
    return rank


def _with_dense(index: RetrievalIndex, encoder: Encoder, similarity: Callable[[np.ndarray], np.ndarray]) -> Ranker:
    clone = RetrievalIndex.__new__(RetrievalIndex)
    clone.__dict__.update(index.__dict__)

    def dense_scores(self: RetrievalIndex, query_vec: Any, importance: Any = None) -> np.ndarray:
        result = similarity(np.asarray(query_vec, dtype=np.float32)).astype(np.float64)
        return result + 0.1 * importance if importance is not None else result

    clone.dense_scores = types.MethodType(dense_scores, clone)  # type: ignore[method-assign]
    return lambda q, now: clone.search(q, now, limit=LIMIT, embed=encoder.one).ids()


def _weighted_bm25(index: RetrievalIndex, terms: dict[str, float], k1: float = 1.2, b: float = 0.75) -> np.ndarray:
    n = len(index.docs)
    arrays = index._arrays()
    lengths = arrays["lengths"]
    norm = k1 * (1.0 - b + b * lengths / max(1.0, float(lengths.mean())))
    scores = np.zeros(n)
    for term, weight in terms.items():
        posting = index._posting(term)
        if posting is None:
            continue
        idx, tf = posting
        idf = math.log(1.0 + (n - len(idx) + 0.5) / (len(idx) + 0.5))
        scores[idx] += weight * idf * tf * (k1 + 1.0) / (tf + norm[idx])
    result: np.ndarray = scores * arrays["weights"]
    return result


def _dense_rows(index: RetrievalIndex) -> tuple[np.ndarray, np.ndarray]:
    arrays = index._arrays()
    return arrays["content"], arrays["memo"]


# ---- multi-vector dense: each sentence of a capture embedded on its own ---------------------------------
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])|\n+|\s+·\s+|;\s+")


def sentences(text: str, min_words: int = 3) -> list[str]:
    """Sentences, lines and '·'-separated parts; fragments under `min_words` join the next part."""
    out: list[str] = []
    pending = ""
    for part in (p.strip() for p in _SENTENCE.split(text)):
        if not part:
            continue
        pending = f"{pending} {part}".strip()
        if len(pending.split()) >= min_words:
            out.append(pending)
            pending = ""
    if pending:
        out = [*out[:-1], f"{out[-1]} {pending}"] if out else [pending]
    return out


def sentence_vectors(index: RetrievalIndex, encoder: Encoder) -> tuple[np.ndarray, np.ndarray]:
    texts, owners = [], []
    for position, doc in enumerate(index.docs):
        for sentence in sentences(doc.text):
            texts.append(sentence)
            owners.append(position)
    return encoder.many(texts).astype(np.float32), np.asarray(owners)


def best_sentence_dense(index: RetrievalIndex, encoder: Encoder, as_list_weight: float | None = None) -> Ranker:
    """A memory scores by its closest sentence (or its memo, or the whole text, whichever is closest),
    so one matching sentence in a long capture is not diluted."""
    vectors, owners = sentence_vectors(index, encoder)
    content, memo = _dense_rows(index)

    def similarity(q: np.ndarray) -> np.ndarray:
        best = np.full(len(index.docs), -1.0)
        np.maximum.at(best, owners, vectors @ q)
        whole = content @ q if memo is None else np.maximum(content @ q, memo @ q)
        result: np.ndarray = np.maximum(best, whole)
        return result

    if as_list_weight is not None:
        return _with_extra_list(index, encoder, lambda q: similarity(encoder.one(q)) + 1.0, as_list_weight)
    return _with_dense(index, encoder, similarity)


# ---- query expansion through the corpus's own vocabulary ------------------------------------------------
def vocabulary_expansion(index: RetrievalIndex, encoder: Encoder, docs: Sequence[MemoryDoc], *,
                         threshold: float = 0.5, per_word: int = 2, weight: float = 0.5) -> Ranker:
    """Every word of the corpus embedded once (its commonest surface form); each question word brings
    its `per_word` nearest corpus words above `threshold` cosine into a BM25 list, weighted by cosine."""
    surfaces: dict[str, Counter[str]] = {}
    for doc in docs:
        for word in words(f"{doc.text}\n{doc.memo}"):
            if len(word) > 1 and word not in STOPWORDS and word.isalpha():
                surfaces.setdefault(stem(word), Counter())[word] += 1
    stems = [s for s in surfaces if s in index._postings]
    vectors = encoder.many([surfaces[s].most_common(1)[0][0] for s in stems]).astype(np.float32)

    def expanded(question: str) -> np.ndarray:
        asked = [w for w in words(question) if len(w) > 1 and w not in STOPWORDS]
        if not asked:
            return np.zeros(len(index.docs))
        own = {stem(w) for w in asked}
        similarity = encoder.many(asked).astype(np.float32) @ vectors.T
        terms: dict[str, float] = {}
        for row in similarity:
            taken = 0
            for j in np.argsort(-row):
                if row[j] < threshold or taken >= per_word:
                    break
                if stems[j] not in own:
                    terms[stems[j]] = max(terms.get(stems[j], 0.0), float(row[j]))
                    taken += 1
        return _weighted_bm25(index, terms)

    return _with_extra_list(index, encoder, expanded, weight)


# ---- lexical pseudo-relevance feedback and siblings of the top hits ------------------------------------
def _term_counts(doc: MemoryDoc) -> Counter[str]:
    counts = Counter(tokens(doc.text))
    for token in tokens(doc.memo):
        counts[token] += MEMO_BOOST
    return counts


def lexical_feedback(index: RetrievalIndex, encoder: Encoder, *, seeds: int = 3, terms: int = 5,
                     weight: float = 1.0) -> Ranker:
    """RM3-style: the `terms` heaviest tf-idf words of the top `seeds` fused hits (weighted 1/rank) as a
    BM25 query, fused as one more list."""
    counts = [_term_counts(d) for d in index.docs]
    n = len(index.docs)

    def feedback(question: str, now: datetime) -> np.ndarray:
        hits = index.search(question, now, limit=seeds, embed=encoder.one).hits
        weights: dict[str, float] = {}
        for rank_, hit in enumerate(hits, 1):
            c = counts[index._id_index[hit.memory_id]]
            total = sum(c.values())
            for term, tf in c.items():
                df = len(index._postings.get(term, {}))
                idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
                weights[term] = weights.get(term, 0.0) + (tf / total) * idf / rank_
        return _weighted_bm25(index, dict(sorted(weights.items(), key=lambda kv: -kv[1])[:terms]))

    def rank(question: str, now: datetime) -> list[int]:
        return _with_extra_list(index, encoder, lambda q: feedback(q, now), weight)(question, now)
    return rank


def _tfidf_similarity(index: RetrievalIndex) -> np.ndarray:
    n = len(index.docs)
    vocabulary = {t: i for i, t in enumerate(index._postings)}
    matrix = np.zeros((n, len(vocabulary)), dtype=np.float32)
    for term, posting in index._postings.items():
        idf = math.log(n / len(posting))
        for i, tf in posting.items():
            matrix[i, vocabulary[term]] = (1 + math.log(tf)) * idf
    matrix /= np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-9)
    similarity: np.ndarray = matrix @ matrix.T
    np.fill_diagonal(similarity, 0.0)
    return similarity


def lexical_siblings(index: RetrievalIndex, encoder: Encoder, *, seeds: int = 3, threshold: float = 0.25,
                     boost: float = 1.0) -> Ranker:
    """Captures of the same thing (tf-idf cosine >= `threshold` to one of the top `seeds` hits) gain
    boost x that hit's fused score x the cosine (CAIM's "split information", by content, not by time)."""
    similarity = _tfidf_similarity(index)

    def rank(question: str, now: datetime) -> list[int]:
        hits = index.search(question, now, limit=len(index.docs), embed=encoder.one).hits
        fused = {h.memory_id: h.score for h in hits}
        bonus: dict[int, float] = {}
        for hit in hits[:seeds]:
            i = index._id_index[hit.memory_id]
            for j in np.flatnonzero(similarity[i] >= threshold):
                memory_id = index.docs[int(j)].id
                if memory_id in fused:
                    bonus[memory_id] = max(bonus.get(memory_id, 0.0), boost * hit.score * float(similarity[i, j]))
        for memory_id, extra in bonus.items():
            fused[memory_id] += extra
        return [m for m, _ in sorted(fused.items(), key=lambda kv: -kv[1])][:LIMIT]
    return rank


# ---- other dense similarities ---------------------------------------------------------------------------
def neighbour_smoothed_dense(index: RetrievalIndex, encoder: Encoder, *, neighbours: int = 4,
                             beta: float = 0.3) -> Ranker:
    """Each capture's vector moved towards its `neighbours` nearest captures by tf-idf (weighted by that
    cosine): a capture that never names Lisbon borrows it from the captures of the same place."""
    similarity = _tfidf_similarity(index)
    content, memo = _dense_rows(index)
    memo = memo if memo is not None else np.zeros_like(content)
    whole = content + memo
    whole /= np.maximum(np.linalg.norm(whole, axis=1, keepdims=True), 1e-9)
    smoothed = content.copy()
    for i in range(len(index.docs)):
        for j in np.argsort(-similarity[i])[:neighbours]:
            smoothed[i] += beta * similarity[i, j] * whole[j]
    smoothed /= np.maximum(np.linalg.norm(smoothed, axis=1, keepdims=True), 1e-9)
    return _with_dense(index, encoder, lambda q: np.maximum(smoothed @ q, memo @ q))


def centred_dense(index: RetrievalIndex, encoder: Encoder) -> Ranker:
    """Cosine after subtracting the corpus's mean vector (all-but-the-top: less of what every capture shares)."""
    content, memo = _dense_rows(index)
    has_memo = np.linalg.norm(memo, axis=1) > 0 if memo is not None else np.zeros(len(content), dtype=bool)
    rows = np.concatenate([content, memo[has_memo]]) if memo is not None else content
    mean = rows.mean(axis=0)

    def centre(x: np.ndarray) -> np.ndarray:
        y = x - mean
        result: np.ndarray = y / np.maximum(np.linalg.norm(y, axis=-1, keepdims=True), 1e-9)
        return result

    c = centre(content)
    m = np.where(has_memo[:, None], centre(memo), -1.0) if memo is not None else None

    def similarity(q: np.ndarray) -> np.ndarray:
        qc = centre(q)
        result: np.ndarray = c @ qc if m is None else np.maximum(c @ qc, m @ qc)
        return result
    return _with_dense(index, encoder, similarity)


def question_frame_stripped(index: RetrievalIndex, encoder: Encoder) -> Ranker:
    """The question embedded together with its content words alone ("place reserve sleep Portugal's
    capital"), closer to how captures are worded."""
    def embed(text: str) -> np.ndarray:
        content = " ".join(w for w in text.replace("?", " ").split() if w.lower().strip(",.'") not in STOPWORDS)
        vec = encoder.one(text) + encoder.one(content or text)
        result: np.ndarray = vec / np.linalg.norm(vec)
        return result
    return lambda q, now: index.search(q, now, limit=LIMIT, embed=embed).ids()


def variants(index: RetrievalIndex, encoder: Encoder, docs: Sequence[MemoryDoc]) -> dict[str, Ranker]:
    return {
        "dense by best sentence (multi-vector, replaces dense)": best_sentence_dense(index, encoder),
        "+ best-sentence dense list (weight 0.5)": best_sentence_dense(index, encoder, as_list_weight=0.5),
        "+ vocabulary-neighbour expansion (BM25, weight 0.5)": vocabulary_expansion(index, encoder, docs),
        "+ lexical pseudo-relevance feedback (RM3, 3 seeds, 5 terms)": lexical_feedback(index, encoder),
        "+ lexical siblings of the top 3 hits (boost 1.0)": lexical_siblings(index, encoder),
        "+ lexical siblings of the top 3 hits (boost 1.5)": lexical_siblings(index, encoder, boost=1.5),
        "dense over neighbour-smoothed vectors": neighbour_smoothed_dense(index, encoder),
        "dense over mean-centred vectors": centred_dense(index, encoder),
        "question + its content words embedded": question_frame_stripped(index, encoder),
    }
