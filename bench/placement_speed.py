"""Placing one capture among 600 memories: the tasks placement.py ships (neighbour-graph communities) against the
two-stage cut they replaced (TASK_NEIGHBOURS 0), timed in the same run, alternately, with what placement.py ships.

bench/placement.py times only what it chose; this compares the two ways of finding tasks on the same machine at the
same load, so their ratio holds when the absolute figure moves with whatever else shares the cores.

    python bench/placement_speed.py [--out bench/results/placement_speed.md] [--rounds 2]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpora import load_all
from bench.machine import machine_line, publish
from bench.placement import embed, param_label, shipped_params, speed
from contexty_qt.core.pipeline import placement as core_placement

WAYS = {"neighbour-graph communities (what ships)": core_placement.TASK_NEIGHBOURS,
        "two-stage cut (TASK_NEIGHBOURS 0, before session 12)": 0}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path)
    parser.add_argument("--rounds", type=int, default=2, help="each way timed this many times, alternately")
    args = parser.parse_args()
    embedded = embed(load_all())
    params = shipped_params()
    shipped = core_placement.TASK_NEIGHBOURS
    p50s: dict[str, list[float]] = {way: [] for way in WAYS}
    try:
        for _ in range(args.rounds):
            for way, neighbours in WAYS.items():
                core_placement.TASK_NEIGHBOURS = neighbours  # consolidate() reads it at each call
                p50s[way].append(speed(embedded, params).place_p50_ms)
    finally:
        core_placement.TASK_NEIGHBOURS = shipped
    load = os.getloadavg()[0]
    ships, cut = (statistics.median(p50s[way]) for way in WAYS)
    lines = [f"# bench/placement_speed.py — placing one capture among 600 memories, {len(embedded)} corpora pooled", "",
             machine_line(), "",
             f"Parameters: what placement.py ships ({param_label(params)}); each way timed {args.rounds} times, "
             "alternately (bench/placement.py speed(): p50 over the last 30 of 600 captures, choose_group + "
             f"consolidation). Load average (1 min) at the end: {load:.2f} on {os.cpu_count()} cores.", "",
             "| how tasks are found | p50 per run (ms) | median (ms) |", "|---|---|---:|",
             *(f"| {way} | {' / '.join(f'{v:.1f}' for v in p50s[way])} | {statistics.median(p50s[way]):.1f} |"
               for way in WAYS), "",
             f"Communities / cut: {ships / cut:.2f}. Target: p50 <= 200 ms for what ships: "
             f"{'met' if ships <= 200 else 'not met'} in this run.", ""]
    publish("\n".join(lines), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
