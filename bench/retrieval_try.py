"""Settings tried on the tuning and validation sets (never the test set), in one pass: each set's index is built
once (texts embedded once across the sets: the later sets' corpora hold the earlier ones) and searched with this
checkout's engine under each value of the settings below, and with the engine of a git revision (`--against`),
whose top tens are compared with this checkout's defaults (a change meant to keep the rankings). Prints the
questions recalled in full in the top ten per set and value, and, per validation set, the value the other sets
choose (leave one set out). Publishes nothing: README figures come from bench/retrieval.py.

    .venv/bin/python bench/retrieval_try.py [--against HEAD] [--sets fresh9,fresh10] [--try sibling_share=0.5,1]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import retrieval as bench
from bench.datasets import load_questions
from bench.retrieval_latency import engine_at
from contexty_qt.core.retrieval import engine


def settings(tries: Sequence[str]) -> dict[str, tuple[float, ...]]:
    """`--try fill_need=5,4` as {attribute of RetrievalIndex: values}, the shipped value first."""
    shipped = engine.RetrievalIndex()
    out: dict[str, tuple[float, ...]] = {}
    for item in tries:
        name, _, values = item.partition("=")
        if not hasattr(shipped, name):
            raise SystemExit(f"--try: RetrievalIndex has no setting {name!r}")
        out[name] = (getattr(shipped, name), *(float(v) for v in values.split(",") if v))
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--against", default="HEAD")
    parser.add_argument("--sets", default=",".join(bench.QUESTION_SETS))
    parser.add_argument("--try", dest="tries", action="append", default=[], metavar="SETTING=V1,V2",
                        help="a RetrievalIndex setting and the values to try besides the shipped one")
    args = parser.parse_args()
    tried = settings(args.tries)
    then = engine_at(args.against)
    loaders, question_files = bench.question_sets()
    encoder = bench.Encoder()
    found: dict[tuple[str, float], dict[str, int]] = {}
    changed: list[str] = []
    totals: dict[str, int] = {}
    for name in bench.chosen_sets(args.sets):
        snippets = loaders[name]()
        questions = load_questions(question_files[name])
        _content, _docs, _groups, index, numeric = bench.engine_index(snippets, encoder)
        old: Any = then.RetrievalIndex.__new__(then.RetrievalIndex)
        old.__dict__.update(index.__dict__)  # the same data, searched by the revision's code
        zone = bench.asker_zone(questions)
        totals[name] = len(questions)
        for q in questions:
            now = q.now.astimezone(zone) if zone is not None else q.now
            relevant = {numeric[r] for r in q.relevant}
            default = index.search(q.question, now, limit=10, embed=encoder.one).ids()
            if old.search(q.question, now, limit=10, embed=encoder.one).ids() != default:
                changed.append(f"{name}/{q.id}")
            for setting, values in tried.items():
                shipped = getattr(index, setting)
                for value in values:
                    setattr(index, setting, value)
                    ranked = index.search(q.question, now, limit=10, embed=encoder.one).ids()
                    counts = found.setdefault((setting, value), {})
                    counts[name] = counts.get(name, 0) + (relevant <= set(ranked))
                    if relevant <= set(ranked) and value != values[0] and not relevant <= set(default):
                        print(f"  {setting}={value} finds {name} {q.id} {q.type}: {q.question}")
                    elif not relevant <= set(ranked) and value != values[0] and relevant <= set(default):
                        print(f"  {setting}={value} loses {name} {q.id} {q.type}: {q.question}")
                setattr(index, setting, shipped)
        print(f"{bench.SET_LABELS[name]}: {len(questions)} questions " + "  ".join(
            f"{s}={v} {found[(s, v)][name]}/{totals[name]}" for s, vs in tried.items() for v in vs), flush=True)
    print(f"top ten changed against {args.against} (shipped settings): {len(changed)} questions {changed[:20]}")
    validation = [s for s in bench.VALIDATION_SETS if s in totals]
    for setting, values in tried.items():
        print(f"{setting}, leave one set out (value chosen on the other sets, ties: the shipped one):")
        for held in validation:
            others = [s for s in totals if s != held]
            chosen = max(values, key=lambda v: (sum(found[(setting, v)][s] for s in others), v == values[0]))
            print(f"  {bench.SET_LABELS[held]:10s} chosen {chosen}: {found[(setting, chosen)][held]}/{totals[held]} "
                  f"(shipped {values[0]}: {found[(setting, values[0])][held]})")
        for value in values:
            sets = [found[(setting, value)][s] - found[(setting, values[0])][s] for s in validation]
            print(f"  {value}: validation total {sum(found[(setting, value)][s] for s in validation)}, "
                  f"sets up {sum(d > 0 for d in sets)}, down {sum(d < 0 for d in sets)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
