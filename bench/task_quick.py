"""A quick stand-in for the task figures of bench/placement.py: every development corpus placed once, capture by
capture as the app does, with the task parameters that the last committed leave-one-out run chose for it held out
(bench/results/placement.md; the shipped parameters for a corpus not in it), and its task and sub-topic ARI
printed. The embeddings are cached in a pickle; the lexical words are rebuilt from the corpus each run, so a change
to naming.lexical_words (placement's lexical signal), to which content counts as foreign or to placement.py
is measured. The figures to report come from
bench/placement.py, which chooses the parameters again.

    python bench/task_quick.py [--cache /tmp/task_quick.pkl] [--refresh] [--only vet,oceanographer] [--misses]
                               [--seeds 1,2,3]

--misses also prints each top-level group's tasks and sub-topics (how many captures of each) and every capture
placed in a group whose majority task is not its own, with its memo and the start of its text.
--seeds places each corpus once per Louvain seed (placement.py TASK_SEED) and prints the mean with each seed's figures:
in session 13 a corpus's task ARI moved from one seed to the next by as much as most of the changes tried moved it, so
a change is compared over several seeds. The targets are counted on the means, then each seed's figures are summed
up on their own.
"""

from __future__ import annotations

import argparse
import os
import pickle
import re
import statistics
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpora import load_all
from bench.placement import (
    SUB_TARGET,
    TASK_TARGET,
    Embedded,
    Params,
    capture_words,
    embed,
    run,
    scores,
    shipped_params,
)
from contexty_qt.core.pipeline import placement as core_placement

RESULTS = Path(__file__).resolve().parent / "results" / "placement.md"
_ROW = re.compile(r"^\| (\w+) \(\d+ captures.*?\| ([\d. /]+) \|")


def chosen_held_out() -> dict[str, Params]:
    """Each corpus's task parameters as the committed leave-one-out run chose them on the other corpora."""
    out: dict[str, Params] = {}
    for line in RESULTS.read_text(encoding="utf-8").splitlines():
        match = _ROW.match(line)
        if match:
            v = [float(x) for x in match.group(2).split("/")]
            if len(v) != len(shipped_params()):
                raise SystemExit(f"{RESULTS}: {match.group(1)} has {len(v)} parameters, not {len(shipped_params())}: "
                                 "re-run bench/placement.py")
            out[match.group(1)] = (v[0], v[1], v[2], v[3], v[4], v[5], v[6], int(v[7]), v[8], v[9], v[10])
    return out


def print_misses(e: Embedded, top: list[int | None]) -> None:
    """Each top-level group's task and sub-topic counts, then the captures whose task is not its majority's."""
    groups: dict[int | None, list[int]] = {}
    for index, group in enumerate(top):  # top_level_labels() is in memory-id order, ids are capture indices
        groups.setdefault(group, []).append(index)
    for group, members in groups.items():
        print(f"  group {group}: {Counter(e.tasks[i] for i in members).most_common()}")
        print(f"    sub-topics {Counter(e.subs[i] for i in members).most_common()}")
    for group, members in groups.items():
        majority = Counter(e.tasks[i] for i in members).most_common(1)[0][0]
        for i in members:
            if e.tasks[i] != majority:
                c = e.corpus.captures[i]
                print(f"    in {group} ({majority}): {c.id} {e.subs[i]} | {c.memo[:50]!r} | {c.body[:70]!r}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cache", type=Path, default=Path("/tmp/task_quick.pkl"))
    parser.add_argument("--refresh", action="store_true")
    parser.add_argument("--only", help="comma-separated corpus names")
    parser.add_argument("--misses", action="store_true", help="print each group's tasks and its misplaced captures")
    parser.add_argument("--seeds", help="comma-separated Louvain seeds (placement.py TASK_SEED); default: the shipped")
    args = parser.parse_args()
    if args.cache.exists() and not args.refresh:
        embedded: list[Embedded] = pickle.loads(args.cache.read_bytes())
    else:
        embedded = embed(load_all())
        args.cache.write_bytes(pickle.dumps(embedded))
    chosen = chosen_held_out()
    shipped_seed = core_placement.TASK_SEED
    seeds = [int(s) for s in args.seeds.split(",")] if args.seeds else [shipped_seed]
    met = 0
    tasks: list[float] = []
    subs: list[float] = []
    per_seed: list[list[tuple[float, float]]] = []  # one row per corpus: (task, sub) at each seed
    try:
        for e in embedded:
            if args.only and e.corpus.name not in args.only.split(","):
                continue
            items = [replace(item, **capture_words(c)) for item, c in zip(e.items, e.corpus.captures, strict=True)]
            params = chosen.get(e.corpus.name, shipped_params())
            measured = []
            for seed in seeds:
                core_placement.TASK_SEED = seed  # neighbour_communities reads it at each call
                result = run(e, params, items)
                measured.append(scores(e, result))
                if args.misses:
                    print_misses(e, result.top_level_labels())
            task, sub = (statistics.mean(column) for column in zip(*measured, strict=True))
            tasks.append(task)
            subs.append(sub)
            per_seed.append(measured)
            met += task >= TASK_TARGET
            each = f" (seeds {', '.join(f'{s}: {t:.3f} / {u:.3f}' for s, (t, u) in zip(seeds, measured, strict=True))})"
            print(f"{e.corpus.name:14} task {task:.3f} sub {sub:.3f}{each if len(seeds) > 1 else ''}", flush=True)
    finally:
        core_placement.TASK_SEED = shipped_seed
    if not tasks:
        print("no corpus placed")
        return 0
    print(f"task target met on {met}; mean task ARI {statistics.mean(tasks):.3f}")
    print(f"sub-topic target met on {sum(s >= SUB_TARGET for s in subs)}; "
          f"mean sub-topic ARI {statistics.mean(subs):.3f}")
    if len(seeds) > 1:  # a change is kept only if it holds at every seed, so each seed's own summary
        for k, seed in enumerate(seeds):
            at = [row[k] for row in per_seed]
            print(f"seed {seed}: mean task ARI {statistics.mean(t for t, _ in at):.3f}, target met on "
                  f"{sum(t >= TASK_TARGET for t, _ in at)}; "
                  f"mean sub-topic ARI {statistics.mean(u for _, u in at):.3f}, "
                  f"target met on {sum(u >= SUB_TARGET for _, u in at)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
