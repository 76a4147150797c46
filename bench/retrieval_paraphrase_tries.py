"""Ideas for paraphrase questions tried on the tuning and validation sets (never the test set), each fused after the
shipped engine as one more reciprocal-rank list, so that the engine itself stays as it ships. Session 17:

- word neighbours: each content word of the question is replaced by its nearest words of the corpus's vocabulary
  (MiniLM vectors of single words, cosine >= TAU, at most NEIGHBOURS per word, none sharing the word's stem), and
  the memories are ranked by BM25 over those words ("airfare" -> "flight", "lowest" -> "cheapest");
- clauses: a question of two clauses or more ("Was the limb fixed, and did the newborn survive?") also ranks the
  memories by their closeness to its closest clause alone.

Session 18 (WordNet 3.0, read by nltk, which neither the app nor its setup installs: `pip install nltk`, Debian's
wordnet-base and wordnet-sense-index copied to <dir>/corpora/wordnet with a `lexnames` file, which Debian leaves out,
readable only by their owner as nltk demands, and $CONTEXTY_WORDNET=<dir>/corpora/wordnet):
- wordnet question: each content word of the question also counts as the words WordNet relates to it (the synonyms of
  its first SENSES senses, their hypernyms, and with "+gloss" their definitions' content words), BM25 over those
  ("check-up" -> "medical", "dinghy" -> "boat");
- wordnet memory: each memory also counts the words WordNet relates to its own words, BM25 of the question over those
  bags ("sauerkraut" holds "cabbage" in its definition).

Prints, per set and per setting, the questions recalled in full in the top ten (paraphrases in brackets), and the
setting the other sets choose for each set held out (leave one set out), with what that choice gains or loses on it.
Publishes nothing: the engine's figures come from bench/retrieval.py.

    .venv/bin/python bench/retrieval_paraphrase_tries.py [--sets fresh15,fresh16] [--ideas neighbours,clauses,wordnet]

Session 18's run (every set but the test set, --ideas wordnet): leave one set out, -9 questions; not kept.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import retrieval as bench
from bench.datasets import load_questions
from contexty_qt.core.retrieval.engine import POOL as LIST_POOL
from contexty_qt.core.retrieval.engine import RRF_K, RetrievalIndex, bm25_idf, tokens
from contexty_qt.core.text import STOPWORDS

WORD = re.compile(r"[a-z][a-z]+")
TAUS = (0.55, 0.65, 0.75)
NEIGHBOURS = 3
WEIGHTS = (0.25, 0.5, 1.0)
# a clause ends at a comma (with its "and"/"but"/"or"), a semicolon, a question mark, or an "and" that opens a new
# question ("... fixed and did the newborn survive")
CLAUSE_END = re.compile(r",\s*(?:and|but|or)?\s*|;|\?|\s+(?:and|but|or)\s+(?=(?:what|which|who|when|where|why|how|did|"
                        r"do|does|is|was|were|are|can|could|should|would|will|has|have|had|am|i)\b)", re.I)
DEPTH = 600  # the engine's ranking this deep is re-ranked
WORDNET_DIR = os.environ.get("CONTEXTY_WORDNET", "/usr/share/wordnet")
SENSES = 3
WORDNET_KINDS = ("synonyms", "synonyms+hypernyms", "synonyms+hypernyms+gloss")


def content_words(text: str) -> list[str]:
    return [w for w in WORD.findall(text.lower()) if len(w) >= 3 and w not in STOPWORDS]


def neighbour_terms(question: str, vocab: Sequence[str], vocab_vectors: Any, encoder: bench.Encoder,
                    tau: float) -> list[str]:
    """The stemmed terms of the question's words' nearest vocabulary words (cosine >= tau, a new stem)."""
    asked = content_words(question)
    if not asked:
        return []
    similarity = encoder.many(asked) @ vocab_vectors.T
    terms: list[str] = []
    for row, word in zip(similarity, asked, strict=True):
        own = set(tokens(word))
        near = [vocab[j] for j in np.argsort(-row)[:20] if row[j] >= tau and not set(tokens(vocab[j])) & own]
        terms += [t for w in near[:NEIGHBOURS] for t in tokens(w)]
    return terms


def clause_closeness(index: RetrievalIndex, question: str, encoder: bench.Encoder, now: Any) -> Any:
    """Each memory's closeness to the question's closest clause, or None for a question of one clause."""
    clauses = [c for c in CLAUSE_END.split(question) if c and len(content_words(c)) >= 2]
    if len(clauses) < 2:
        return None
    importance = index.importance(now)
    scores = [index.dense_scores(encoder.one(c.strip()), importance, context=True) for c in clauses]
    return np.maximum.reduce([s for s in scores if s is not None])


@cache
def wordnet() -> Any:
    try:
        import nltk
        from nltk.corpus.reader.wordnet import WordNetCorpusReader

        nltk.data.path.append(str(Path(WORDNET_DIR).parents[1]))  # nltk reads corpora only under its data path
        return WordNetCorpusReader(WORDNET_DIR, None)
    except (ImportError, OSError, LookupError) as error:
        message = f"--ideas wordnet needs nltk and WordNet 3.0 in {WORDNET_DIR} (see the docstring): {error}"
        raise SystemExit(message) from error


@cache
def related_terms(word: str, kind: str) -> tuple[str, ...]:
    """The stemmed terms WordNet relates to `word` (its first SENSES senses), none of the word's own stems."""
    own = set(tokens(word))
    found: list[str] = []
    for synset in wordnet().synsets(word)[:SENSES]:
        names = list(synset.lemma_names())
        if "hypernyms" in kind:
            names += [n for h in synset.hypernyms() for n in h.lemma_names()]
        text = " ".join(n.replace("_", " ") for n in names)
        if "gloss" in kind:
            text += " " + synset.definition()
        found += [t for t in tokens(text) if t not in own]
    return tuple(dict.fromkeys(found))


def expanded_question(question: str, kind: str) -> list[str]:
    return [t for w in content_words(question) for t in related_terms(w, kind)]


class ExpandedBM25:
    """BM25 over each memory's words and the words WordNet relates to them (each related term counted once)."""

    def __init__(self, texts: Sequence[str], kind: str, k1: float = 1.2, b: float = 0.75) -> None:
        self.postings: dict[str, dict[int, int]] = {}
        lengths = []
        for n, text in enumerate(texts):
            bag = Counter(tokens(text))
            for word in set(content_words(text)):
                for term in related_terms(word, kind):
                    bag[term] = max(bag[term], 1)
            lengths.append(sum(bag.values()))
            for term, tf in bag.items():
                self.postings.setdefault(term, {})[n] = tf
        self.lengths = np.array(lengths, dtype=np.float64)
        self.k1, self.b = k1, b

    def scores(self, q_tokens: Sequence[str]) -> Any:
        n = len(self.lengths)
        out = np.zeros(n)
        norm = self.k1 * (1.0 - self.b + self.b * self.lengths / max(1.0, float(self.lengths.mean())))
        for token in set(q_tokens):
            posting = self.postings.get(token)
            if not posting:
                continue
            idf = bm25_idf(n, len(posting))
            for i, tf in posting.items():
                out[i] += idf * tf * (self.k1 + 1.0) / (tf + norm[i])
        return out


def rerank(ids: list[int], fused: dict[int, float], extra: dict[int, int], weight: float) -> list[int]:
    """The engine's ranking with one more list (its ranks in `extra`) fused in, as the engine fuses (RRF, k)."""
    def score(i: int) -> float:
        return fused[i] + (weight / (RRF_K + 1 + extra[i]) if i in extra else 0.0)
    return sorted(ids, key=lambda i: -score(i))


def ranks_by(scores: Any, ids: list[int], position: dict[int, int]) -> dict[int, int]:
    """The ranks of the engine's hits by `scores` (only those above zero), as one list of the fusion."""
    values = np.array([scores[position[i]] for i in ids])
    order = [ids[j] for j in np.argsort(-values, kind="stable") if values[j] > 0]
    return {i: r for r, i in enumerate(order[:LIST_POOL])}  # as the engine fuses a list's top POOL


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default=",".join(bench.QUESTION_SETS), help="comma-separated set names")
    parser.add_argument("--ideas", default="neighbours,clauses", help="comma-separated: neighbours, clauses, wordnet")
    args = parser.parse_args()
    wanted = bench.chosen_sets(args.sets)
    ideas = set(args.ideas.split(","))
    loaders, question_files = bench.question_sets()
    encoder = bench.Encoder()
    settings = ["shipped"]
    if "neighbours" in ideas:
        settings += [f"neighbours tau {t} weight {w}" for t in TAUS for w in WEIGHTS]
    if "clauses" in ideas:
        settings += [f"clauses weight {w}" for w in WEIGHTS]
    if "wordnet" in ideas:
        settings += [f"wordnet {side} {kind} weight {w}" for side in ("question", "memory") for kind in WORDNET_KINDS
                     for w in WEIGHTS]
    found: dict[str, dict[str, int]] = {}
    for name in wanted:
        snippets = loaders[name]()
        questions = load_questions(question_files[name])
        _content, docs, _groups, index, numeric = bench.engine_index(snippets, encoder)
        position = {d.id: n for n, d in enumerate(index.docs)}
        if "neighbours" in ideas:
            vocab = sorted({w for d in docs for w in content_words(f"{d.text} {d.memo}")})
            vocab_vectors = encoder.many(vocab)
        if "wordnet" in ideas:
            texts = [f"{d.text} {d.memo}" for d in index.docs]
            expanded = {kind: ExpandedBM25(texts, kind) for kind in WORDNET_KINDS}
        zone = bench.asker_zone(questions)
        full = dict.fromkeys(settings, 0)
        paraphrase = dict.fromkeys(settings, 0)
        for q in questions:
            now = q.now.astimezone(zone) if zone is not None else q.now
            relevant = {numeric[r] for r in q.relevant}
            hits = index.search(q.question, now, limit=DEPTH, embed=encoder.one).hits
            ids = [h.memory_id for h in hits]
            fused = {h.memory_id: h.score for h in hits}
            rankings: dict[str, list[int]] = {"shipped": ids}
            if "neighbours" in ideas:
                for tau in TAUS:
                    terms = neighbour_terms(q.question, vocab, vocab_vectors, encoder, tau)
                    extra = ranks_by(index.bm25_scores(terms), ids, position) if terms else {}
                    for w in WEIGHTS:
                        rankings[f"neighbours tau {tau} weight {w}"] = rerank(ids, fused, extra, w)
            if "clauses" in ideas:
                closeness = clause_closeness(index, q.question, encoder, now)
                extra = ranks_by(closeness + 2.0, ids, position) if closeness is not None else {}
                for w in WEIGHTS:
                    rankings[f"clauses weight {w}"] = rerank(ids, fused, extra, w)
            if "wordnet" in ideas:
                for kind in WORDNET_KINDS:
                    terms = expanded_question(q.question, kind)
                    lists = {"question": ranks_by(index.bm25_scores(terms), ids, position) if terms else {},
                             "memory": ranks_by(expanded[kind].scores(tokens(q.question)), ids, position)}
                    for side, extra in lists.items():
                        for w in WEIGHTS:
                            rankings[f"wordnet {side} {kind} weight {w}"] = rerank(ids, fused, extra, w)
            for setting, ranked in rankings.items():
                hit = relevant <= set(ranked[:10])
                full[setting] += hit
                paraphrase[setting] += hit and q.type == "paraphrase"
        found[name] = full
        print(f"{bench.SET_LABELS[name]} ({len(questions)} questions):", flush=True)
        for setting in settings:
            print(f"  {setting:48s} {full[setting]:3d} ({paraphrase[setting]} paraphrases)", flush=True)
    leave_one_out(found, settings, print)
    return 0


def leave_one_out(found: dict[str, dict[str, int]], settings: Sequence[str], out: Callable[[str], None]) -> None:
    """For each set, the setting the other sets recall most questions with (ties: shipped first, then listed order)."""
    total = 0
    for held in found:
        others = {s: sum(f[s] for n, f in found.items() if n != held) for s in settings}
        chosen = max(settings, key=lambda s: others[s])  # max keeps the first of equals: "shipped" is first
        gain = found[held][chosen] - found[held]["shipped"]
        total += gain
        out(f"held out {bench.SET_LABELS[held]}: chosen on the others {chosen!r}, {gain:+d} questions on it")
    out(f"leave one set out, all sets: {total:+d} questions against the shipped engine")


if __name__ == "__main__":
    raise SystemExit(main())
