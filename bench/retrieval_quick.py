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
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import retrieval as bench
from bench.datasets import load_questions
from contexty_qt.core.retrieval.engine import RetrievalIndex, tokens


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default=",".join(bench.QUESTION_SETS), help="comma-separated set names")
    parser.add_argument("--misses", action="store_true", help="list the engine's misses")
    parser.add_argument("--top-ten", type=Path, help="write each question's top ten here (JSON)")
    args = parser.parse_args()

    wanted = bench.chosen_sets(args.sets)
    loaders, question_files = bench.question_sets()
    encoder = bench.Encoder()
    built: dict[int, tuple[RetrievalIndex, dict[str, int]]] = {}
    totals = {"engine": 0, "BM25": 0, "n": 0}
    top_tens: dict[str, list[int]] = {}
    for name in wanted:
        snippets = loaders[name]()
        questions = load_questions(question_files[name])
        if len(snippets) not in built:  # the same index as the bench's engine rows
            _content, _docs, _groups, index, numeric = bench.engine_index(snippets, encoder)
            built[len(snippets)] = (index, numeric)
        index, numeric = built[len(snippets)]
        zone = bench.asker_zone(questions)
        by_type: dict[str, list[int]] = {}
        for q in questions:
            now = q.now.astimezone(zone) if zone is not None else q.now
            relevant = {numeric[r] for r in q.relevant}
            ranked = index.search(q.question, now, limit=100, embed=encoder.one).ids()
            top_tens[f"{name}/{q.id}"] = ranked[:10]
            lexical = np.argsort(-index.bm25_scores(tokens(q.question)), kind="stable")[:10]
            engine_ok = relevant <= set(ranked[:10])
            bm25_ok = relevant <= {index.docs[int(i)].id for i in lexical}
            counts = by_type.setdefault(q.type, [0, 0, 0])
            counts[0] += engine_ok
            counts[1] += bm25_ok
            counts[2] += 1
            if args.misses and not engine_ok:
                ranks = sorted(ranked.index(r) + 1 if r in ranked else 999 for r in relevant)
                print(f"  miss {name} {q.id} {q.type} ranks {ranks} (BM25 {'finds' if bm25_ok else 'misses'} it): "
                      f"{q.question}")
        cells = " ".join(f"{t} {c[0]}/{c[2]} ({c[1]})" for t, c in sorted(by_type.items()))
        engine_n, bm25_n, n = (sum(c[i] for c in by_type.values()) for i in range(3))
        totals["engine"] += engine_n
        totals["BM25"] += bm25_n
        totals["n"] += n
        print(f"{bench.SET_LABELS[name]:10s} engine {engine_n}/{n} (BM25 {bm25_n}): {cells}", flush=True)
    print(f"all sets: engine {totals['engine']}/{totals['n']}, BM25 {totals['BM25']}/{totals['n']} "
          "(all relevant in the top ten; by type: engine, BM25 in brackets)")
    if args.top_ten is not None:
        args.top_ten.write_text(json.dumps(top_tens, indent=0, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
