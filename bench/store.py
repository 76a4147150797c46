"""Store benchmark: add 10,000 memories and read the tree back.

Compared in the same run with a raw sqlite3 baseline (executemany / SELECT * on the same schema),
so the ratio column is meaningful on a noisy machine. Target: a 10,000-memory tree loads in < 1 s.

    .venv/bin/python bench/store.py [--n 10000] [--out bench/results/store.md]
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.machine import machine_line, publish
from contexty_qt.core.commands import UndoStack
from contexty_qt.core.events import EventBus
from contexty_qt.core.model import Origin, Provenance, SourceType
from contexty_qt.core.store import Store
from contexty_qt.core.tree import MemoryTree

WORDS = "funding grant deadline resume interview flight hotel laptop battery review paper method".split()


def sample_text(i: int) -> str:
    return " ".join(WORDS[(i * 7 + k) % len(WORDS)] for k in range(30)) + f" item {i}"


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def fresh_tree(root: Path, name: str) -> MemoryTree:
    return MemoryTree(Store(root / name), EventBus(), UndoStack(limit=100_000))


def add_all(tree: MemoryTree, n: int, groups: list[int], *, one_transaction: bool) -> None:
    start = datetime(2026, 1, 1, tzinfo=UTC)

    def add(i: int) -> None:
        tree.add_memory(SourceType.SNIPPET, text=sample_text(i), memo=f"thought {i}",
                        provenance=Provenance("firefox", f"Page {i}", f"https://example.org/{i}"),
                        captured_at=start + timedelta(minutes=i), group_id=groups[i % len(groups)],
                        origin=Origin.IMPORT)

    if one_transaction:
        with tree.macro("import", Origin.IMPORT):
            for i in range(n):
                add(i)
    else:
        for i in range(n):
            add(i)


def raw_baseline(path: Path, rows: list[tuple[object, ...]]) -> tuple[float, float]:
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("CREATE TABLE m (id INTEGER PRIMARY KEY, text TEXT, memo TEXT, app TEXT, title TEXT, url TEXT, "
               "captured_at TEXT, group_id INTEGER)")
    insert = timed(lambda: (db.executemany("INSERT INTO m VALUES (NULL, ?, ?, ?, ?, ?, ?, ?)", rows), db.commit()))
    read = timed(lambda: db.execute("SELECT * FROM m").fetchall())
    db.close()
    return insert, read


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5, help="tree reads to take the median of")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    n = args.n
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        tree = fresh_tree(root, "per-capture")
        groups = [tree.add_group(f"Group {b}").id for b in range(60)]
        per_capture = timed(lambda: add_all(tree, n, groups, one_transaction=False))
        bulk_tree = fresh_tree(root, "bulk")
        bulk_groups = [bulk_tree.add_group(f"Group {b}").id for b in range(60)]
        bulk = timed(lambda: add_all(bulk_tree, n, bulk_groups, one_transaction=True))
        reads = [timed(lambda: tree.snapshot()) for _ in range(args.runs)]
        cold = fresh_tree(root, "per-capture")  # a new connection, as at app start
        cold_read = timed(lambda: cold.snapshot())
        assert len(cold.snapshot().memories) == n
        rows = [(sample_text(i), f"thought {i}", "firefox", f"Page {i}", f"https://example.org/{i}",
                 f"2026-01-01T00:{i % 60:02d}:00+00:00", i % 60) for i in range(n)]
        raw_insert, raw_read = raw_baseline(root / "raw.sqlite3", rows)
        tree.store.close()
        bulk_tree.store.close()
        cold.store.close()
    read = statistics.median(reads)
    table = [
        "| operation | Contexty | raw sqlite3 baseline | ratio |",
        "|---|---:|---:|---:|",
        f"| add {n:,} memories, one transaction each (capture path) | {per_capture:.2f} s "
        f"({per_capture / n * 1e3:.2f} ms each) | {raw_insert:.3f} s (one executemany) | "
        f"{per_capture / raw_insert:.0f}x |",
        f"| add {n:,} memories in one macro (import path) | {bulk:.2f} s | {raw_insert:.3f} s | "
        f"{bulk / raw_insert:.0f}x |",
        f"| read the whole tree (median of {args.runs}) | {read * 1e3:.0f} ms | {raw_read * 1e3:.0f} ms | "
        f"{read / raw_read:.1f}x |",
        f"| read the whole tree, new connection | {cold_read * 1e3:.0f} ms | | |",
    ]
    verdict = "meets" if read < 1.0 and cold_read < 1.0 else "MISSES"
    text = "\n".join([f"# bench/store.py — {n:,} memories in 60 groups", "", machine_line(), "", *table, "",
                      f"Target: a {n:,}-memory tree loads in under 1 s — {verdict}.", ""])
    publish(text, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
