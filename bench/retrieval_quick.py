"""A quick loop for tuning retrieval: the fused engine and BM25 over the tuning and validation sets only (never the
test set), as bench/retrieval.py builds them, without its ablations, conversations or latency (minutes, not half
an hour). Prints, per set, the questions recalled in full in the top ten by type; `--misses` also lists each
engine miss with the ranks of its relevant captures. Publishes nothing: figures for the README come from
bench/retrieval.py.

    .venv/bin/python bench/retrieval_quick.py [--sets fresh8,fresh9] [--misses] [--top-ten FILE]

`--top-ten FILE` writes each question's top ten (JSON), so that a change meant to keep the rankings (a faster
search) can be checked to keep them: run it before and after and compare the files.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import retrieval as bench
from bench.datasets import load_questions
from contexty_qt.core.retrieval.engine import RetrievalIndex, tokens


@dataclass
class SetRecall:
    """One question set's questions recalled in full in the top ten, by type: [engine, BM25, questions]."""

    name: str
    by_type: dict[str, list[int]] = field(default_factory=dict)

    def total(self, column: int) -> int:
        return sum(counts[column] for counts in self.by_type.values())


def evaluate(wanted: list[str], encoder: bench.Encoder, *, misses: bool = False,
             top_tens: dict[str, list[int]] | None = None) -> list[SetRecall]:
    """The engine and BM25 on the tuning and validation sets `wanted` (never the test set), with `encoder`'s vectors;
    `misses` prints each engine miss with the ranks of its relevant captures."""
    loaders, question_files = bench.question_sets()
    built: dict[int, tuple[RetrievalIndex, dict[str, int]]] = {}
    results = []
    for name in wanted:
        snippets = loaders[name]()
        questions = load_questions(question_files[name])
        if len(snippets) not in built:  # the same index as the bench's engine rows
            _content, _docs, _groups, index, numeric = bench.engine_index(snippets, encoder)
            built[len(snippets)] = (index, numeric)
        index, numeric = built[len(snippets)]
        zone = bench.asker_zone(questions)
        recall = SetRecall(name)
        for q in questions:
            now = q.now.astimezone(zone) if zone is not None else q.now
            relevant = {numeric[r] for r in q.relevant}
            ranked = index.search(q.question, now, limit=100, embed=encoder.one).ids()
            if top_tens is not None:
                top_tens[f"{name}/{q.id}"] = ranked[:10]
            lexical = np.argsort(-index.bm25_scores(tokens(q.question)), kind="stable")[:10]
            engine_ok = relevant <= set(ranked[:10])
            bm25_ok = relevant <= {index.docs[int(i)].id for i in lexical}
            counts = recall.by_type.setdefault(q.type, [0, 0, 0])
            counts[0] += engine_ok
            counts[1] += bm25_ok
            counts[2] += 1
            if misses and not engine_ok:
                ranks = sorted(ranked.index(r) + 1 if r in ranked else 999 for r in relevant)
                print(f"  miss {name} {q.id} {q.type} ranks {ranks} (BM25 {'finds' if bm25_ok else 'misses'} it): "
                      f"{q.question}")
        results.append(recall)
    return results


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default=",".join(bench.QUESTION_SETS), help="comma-separated set names")
    parser.add_argument("--misses", action="store_true", help="list the engine's misses")
    parser.add_argument("--top-ten", type=Path, help="write each question's top ten here (JSON)")
    args = parser.parse_args()

    top_tens: dict[str, list[int]] = {}
    engine_n = bm25_n = n = 0
    for recall in evaluate(bench.chosen_sets(args.sets), bench.Encoder(), misses=args.misses, top_tens=top_tens):
        cells = " ".join(f"{t} {c[0]}/{c[2]} ({c[1]})" for t, c in sorted(recall.by_type.items()))
        engine_n, bm25_n, n = engine_n + recall.total(0), bm25_n + recall.total(1), n + recall.total(2)
        print(f"{bench.SET_LABELS[recall.name]:10s} engine {recall.total(0)}/{recall.total(2)} "
              f"(BM25 {recall.total(1)}): {cells}", flush=True)
    print(f"all sets: engine {engine_n}/{n}, BM25 {bm25_n}/{n} "
          "(all relevant in the top ten; by type: engine, BM25 in brackets)")
    if args.top_ten is not None:
        args.top_ten.write_text(json.dumps(top_tens, indent=0, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
