"""A quick loop for the understanding (issue 12 item 4): every development corpus replayed once with the shipped
placement parameters, checked as bench/placement.py's understanding_hits does (at every fifth capture from the 15th:
is the task the offline understanding calls current the task of the latest capture?), and every miss sorted by why:

- "the understanding's": it called current another group than the latest capture's top-level group;
- "placed among another task": the latest capture sits in a group most of whose captures are another task's,
  while its own task has a group of its own (placement's miss, at the capture);
- "its task has no group yet": no top-level group has the latest capture's task as its majority (placement's miss,
  at the task).

The reported figures come from bench/placement.py.

    python bench/understanding_quick.py [--cache /tmp/naming_quick.pkl] [--misses]
"""

from __future__ import annotations

import argparse
import os
import pickle
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpora import load_all
from bench.placement import Embedded, embed, majority, memory_of, run, shipped_params, tree_nodes
from contexty_qt.core.model import Group
from contexty_qt.core.pipeline.naming import name_tree
from contexty_qt.core.pipeline.placement import OnlineResult
from contexty_qt.core.pipeline.understanding import Inputs, understand_offline


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cache", type=Path, default=Path("/tmp/naming_quick.pkl"),
                        help="bench/naming_quick.py's pickle (only its embedded corpora are read)")
    parser.add_argument("--misses", action="store_true", help="print every miss with the latest capture")
    args = parser.parse_args()
    cached = args.cache.exists()
    embedded = [e for e, _result in pickle.loads(args.cache.read_bytes())] if cached else embed(load_all())
    params = shipped_params()
    counted: Counter[str] = Counter()
    hits = checks = 0
    for e in embedded:
        assert isinstance(e, Embedded)
        mine = [0, 0]

        def step(result: OnlineResult, e: Embedded = e, mine: list[int] = mine) -> None:
            caps = e.corpus.captures
            n = len(result.assignment)
            if n < 15 or n % 5:
                return
            names = name_tree(tree_nodes(e, result))
            memories = [replace(memory_of(i, caps[i]), group_id=b) for i, b in result.assignment.items()]
            groups = [Group(id=b, workspace_id=1, name=names.get(b, str(b)), parent_id=p)
                      for b, p in result.table.parents.items()]
            understood = understand_offline(Inputs(memories, groups, [], "", "", "(none)"))
            latest = max(result.assignment, key=lambda m: caps[m].captured_at)
            root = result.table.root_of(result.assignment[latest])
            roots = {result.table.root_of(b) for b in result.assignment.values()}  # the top-level groups with cards
            called = {b for b in roots if understood and understood.tasks and names.get(b) == understood.tasks[0]}
            labels = [e.tasks[m] for m, b in result.assignment.items() if result.table.root_of(b) in called]
            mine[1] += 1
            if labels and majority(labels) == e.tasks[latest]:
                mine[0] += 1
                return
            majorities = {majority([e.tasks[m] for m, b in result.assignment.items() if result.table.root_of(b) == r])
                          for r in roots}
            why = ("the understanding's" if root not in called else
                   "placed among another task" if e.tasks[latest] in majorities else "its task has no group yet")
            counted[why] += 1
            if args.misses:
                print(f"   {e.corpus.name} at {n}: {why}; latest {(caps[latest].text or caps[latest].ocr)[:60]!r}")

        run(e, params, on_step=step)
        print(f"== {e.corpus.name}: {mine[0]}/{mine[1]}", flush=True)
        hits, checks = hits + mine[0], checks + mine[1]
    print(f"TOTAL {hits}/{checks}")
    for why, n in counted.most_common():
        print(f"MISS {n:3} {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
