"""Search latency at one corpus size, this checkout's engine against the engine of another git revision, in the
same run (the machine is shared: two figures from two runs differ by what else ran). Uses bench/retrieval.py's
synthetic latency corpus and query loop (query vector given); rounds alternate between the two engines and each
engine's round with the lowest total p50 is printed. `--profile` adds this checkout's CPU profile. Prints,
publishes nothing: README figures come from bench/retrieval.py.

    .venv/bin/python bench/retrieval_latency.py [--n 100000] [--against HEAD~1] [--rounds 3] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import importlib.util
import pstats
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import retrieval as bench
from contexty_qt.core.retrieval import engine as this_engine

ROOT = Path(__file__).resolve().parents[1]
ENGINE_PATH = "contexty_qt/core/retrieval/engine.py"


def engine_at(revision: str) -> ModuleType:
    """The engine module as it is at `revision` (its other imports come from this checkout)."""
    source = subprocess.run(["git", "show", f"{revision}:{ENGINE_PATH}"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout
    path = Path(tempfile.mkdtemp()) / "engine_then.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location("engine_then", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


def latency_index(module: ModuleType, n: int) -> Any:
    """bench/retrieval.py latency()'s index, built with `module`'s RetrievalIndex."""
    docs, vectors = bench.synthetic_corpus(n)
    docs = [module.MemoryDoc(**{f: getattr(d, f) for f in d.__dataclass_fields__}) for d in docs]
    index = module.RetrievalIndex(docs, vectors)
    index.set_groups([module.IndexGroup(1_000 + g, 900 + g % 20, f"w{g} group",
                                        f"w{g * 7 % 20000} w{g * 11 % 20000}") for g in range(bench.GROUPS)]
                     + [module.IndexGroup(900 + p, None, f"parent {p}") for p in range(20)])
    group_vectors = np.random.default_rng(3).normal(size=(bench.GROUPS + 20, 384))
    group_vectors /= np.linalg.norm(group_vectors, axis=1, keepdims=True)
    index.set_group_vectors(dict(zip(index.group_context_texts(), group_vectors.astype(np.float32), strict=True)))
    warm = np.random.default_rng(2).normal(size=384).astype(np.float32)
    for _ in range(5):  # the tree's derived data, first touches of the arrays, BLAS start-up
        index.search("warm up flight", datetime(2026, 6, 1, tzinfo=UTC), embed=lambda _q: warm)
    return index


def same_rankings(first: Any, second: Any, queries: int) -> bool:
    """Whether both indexes return the same top ten for the latency loop's questions."""
    rng = np.random.default_rng(2)
    for i in range(queries):
        vector = rng.normal(size=384).astype(np.float32)
        vector /= np.linalg.norm(vector)
        question = f"w{i * 13 % 20000} w{i * 7 % 20000} flight hotel t{i % 50} yesterday"
        now = datetime(2026, 6, 1, 12, tzinfo=UTC)
        if first.search(question, now, embed=lambda _q, v=vector: v).ids() != \
                second.search(question, now, embed=lambda _q, v=vector: v).ids():
            return False
    return True


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--against", default="HEAD", help="the git revision whose engine is timed alongside")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--queries", type=int, default=50)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    engines = {f"engine at {args.against}": engine_at(args.against), "this checkout's engine": this_engine}
    indexes = {name: latency_index(module, args.n) for name, module in engines.items()}
    best: dict[str, dict[str, float]] = {}
    for _round in range(args.rounds):
        for name, index in indexes.items():
            out = bench._latency_round(index, args.queries, np.random.default_rng(2))
            if name not in best or out["total p50"] < best[name]["total p50"]:
                best[name] = out
    print(f"{args.n} memories, {args.queries} questions, best of {args.rounds} alternating rounds (ms):")
    for name, out in best.items():
        print(f"  {name:28s} wall p50 {out['total p50']:6.1f}  p95 {out['total p95']:6.1f}  "
              f"cpu p50 {out['cpu p50']:6.1f}  " + " ".join(f"{k[:-4]} {v:.1f}" for k, v in out.items()
                              if k.endswith(" p50") and k not in ("total p50", "cpu p50")))
    then, now = indexes.values()
    print("same top ten on the loop's questions:", same_rankings(then, now, args.queries))
    if args.profile:
        profile = cProfile.Profile(time.process_time)
        profile.enable()
        bench._latency_round(indexes["this checkout's engine"], args.queries, np.random.default_rng(2))
        profile.disable()
        pstats.Stats(profile).sort_stats("tottime").print_stats(15)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
