"""Links the AI proposes (core/pipeline/links.py, MEM-6), measured on the labelled development corpora.

Each corpus (bench/corpora.py) is replayed capture by capture through placement as bench/placement.py does (the
shipped parameters), and after each capture the app's `propose` is asked for a link between the new capture and
the memories captured before it, in the groups placement has made so far. The corpora carry no reference links,
so a proposal is judged by the authors' task labels: a link between two captures of one task (which placement put
in different top-level groups, or it would not be proposed) ties back together what the person sees as one piece
of work; a link between captures of two tasks is one the user has to dismiss. Per corpus: proposals, those within
one task, precision, and the balance (right minus wrong: a suggestion to dismiss costs the user about what a right
one saves).

The proposer's settings (MIN_COSINE, MAX_SHARING, MIN_SHARED_WORDS: see links.py) are chosen leave-one-corpus-out: for
every corpus, the setting with the best summed balance on the others (ties: the higher precision there), and the
corpus is reported with it; the shipped setting's row is beside it, in the same run.

    python bench/links.py [--out bench/results/links.md] [--cache /tmp/links.pkl]
"""

from __future__ import annotations

import argparse
import itertools
import os
import pickle
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpora import load_all
from bench.machine import machine_line, publish
from bench.placement import Embedded, embed, memory_of, run, shipped_params
from contexty_qt.core.model import Link, Memory, NodeKind, Origin
from contexty_qt.core.pipeline import links
from contexty_qt.core.pipeline.placement import OnlineResult

Setting = tuple[float, int, int]  # min cosine, max sharing, min shared words
GRID: list[Setting] = list(itertools.product((0.25, 0.35, 0.45, 0.55, 0.65), (1, 2, 3, 5, 8), (0, 1, 2, 3, 4)))


# the setting links.py shipped until session 20, set by hand: the baseline measured in every run
HAND_SET: Setting = (0.25, 3, 0)


def shipped_setting() -> Setting:
    return (links.MIN_COSINE, links.MAX_SHARING, links.MIN_SHARED_WORDS)


@dataclass
class Tally:
    proposed: int = 0
    right: int = 0

    @property
    def wrong(self) -> int:
        return self.proposed - self.right

    @property
    def balance(self) -> int:
        return self.right - self.wrong

    def precision(self) -> str:
        return f"{self.right / self.proposed:.2f}" if self.proposed else "–"


def remember_entities() -> None:
    """links.entities once per memory object: the replay asks every setting about the same memories (the app asks
    once per capture)."""
    found: dict[int, tuple[Memory, set[str]]] = {}  # the memory is kept, so its id is not reused by another
    plain = links.entities

    def entities(memory: Memory) -> set[str]:
        held = found.get(id(memory))
        if held is None or held[0] is not memory:
            held = found[id(memory)] = (memory, plain(memory))
        return held[1]

    links.entities = entities


def replay(e: Embedded, settings: Sequence[Setting]) -> dict[Setting, Tally]:
    """Place the corpus once; after each capture, every setting's proposer sees the same placement."""
    memories = {i: memory_of(i, c) for i, c in enumerate(e.corpus.captures)}
    items = {item.id: item for item in e.items}
    order = [item.id for item in sorted(e.items, key=lambda i: i.captured_at)]
    made: dict[Setting, list[Link]] = {s: [] for s in settings}
    tallies = {s: Tally() for s in settings}
    step = 0

    def on_step(result: OnlineResult) -> None:
        nonlocal step
        new_id = order[step]
        step += 1
        seen = {m: memories[m] for m in order[:step]}
        final: dict[int, int | None] = dict(result.assignment)
        for setting in settings:
            cosine, sharing, words = setting
            proposal = links.propose(new_id, seen, items, final, result.table, made[setting], min_cosine=cosine,
                                     max_sharing=sharing, min_shared_words=words)
            if proposal is None:
                continue
            made[setting].append(Link(len(made[setting]) + 1, 1, NodeKind.MEMORY, proposal.src, NodeKind.MEMORY,
                                      proposal.dst, proposal.label, Origin.AI))
            tally = tallies[setting]
            tally.proposed += 1
            tally.right += e.tasks[proposal.src] == e.tasks[proposal.dst]

    run(e, shipped_params(), on_step=on_step)
    return tallies


def choose(results: dict[str, dict[Setting, Tally]], names: Sequence[str]) -> Setting:
    """The setting with the best summed balance over `names` (ties: the higher precision, then the grid's order)."""
    def key(s: Setting) -> tuple[int, float]:
        right = sum(results[n][s].right for n in names)
        proposed = sum(results[n][s].proposed for n in names)
        return (2 * right - proposed, right / proposed if proposed else 0.0)
    return max(GRID, key=key)


def label(s: Setting) -> str:
    return f"{s[0]:.2f} / {s[1]} / {s[2]}"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path)
    parser.add_argument("--cache", type=Path)
    args = parser.parse_args()
    corpora = load_all()
    if args.cache is not None and args.cache.exists():
        embedded: list[Embedded] = pickle.loads(args.cache.read_bytes())
    else:
        embedded = embed(corpora)
        if args.cache is not None:
            args.cache.write_bytes(pickle.dumps(embedded))
    settings = sorted(set(GRID) | {shipped_setting(), HAND_SET})
    remember_entities()
    results: dict[str, dict[Setting, Tally]] = {}
    for e in embedded:
        results[e.corpus.name] = replay(e, settings)
        print(f"replayed {e.corpus.name}", file=sys.stderr, flush=True)
    names = list(results)
    shipped = shipped_setting()
    lines = [f"# bench/links.py — the links the AI proposes, {len(names)} corpora, leave-one-corpus-out", "",
             machine_line(), "",
             "A proposal is right when its two captures belong to one task by the corpus author's labels. Setting: "
             "min cosine / max sharing / min shared words (links.py MIN_COSINE, MAX_SHARING, MIN_SHARED_WORDS). "
             "Held out: the setting chosen on the other corpora (best summed right minus wrong). Shipped: "
             f"{label(shipped)}; chosen on all corpora: {label(choose(results, names))}. Baseline: the setting "
             f"set by hand before session 20, {label(HAND_SET)}, in the same run.", "",
             "| corpus (captures) | held-out setting | proposed | right | precision | right − wrong "
             "| baseline: proposed | right | precision | right − wrong |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    held_total, base_total = Tally(), Tally()
    for e in embedded:
        name = e.corpus.name
        chosen = choose(results, [n for n in names if n != name])
        held, base = results[name][chosen], results[name][HAND_SET]
        held_total.proposed += held.proposed
        held_total.right += held.right
        base_total.proposed += base.proposed
        base_total.right += base.right
        lines.append(f"| {name} ({len(e.items)}) | {label(chosen)} | {held.proposed} | {held.right} | "
                     f"{held.precision()} | {held.balance} | {base.proposed} | {base.right} | {base.precision()} | "
                     f"{base.balance} |")
    lines.append(f"| **all** | | {held_total.proposed} | {held_total.right} | {held_total.precision()} | "
                 f"{held_total.balance} | {base_total.proposed} | {base_total.right} | "
                 f"{base_total.precision()} | {base_total.balance} |")
    publish("\n".join(lines) + "\n", args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
