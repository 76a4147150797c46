"""Placement, names, tags and the understanding on the held-out TEST corpora, run once.

The corpora in bench/data/corpora_test/ were written before anybody tuned on them (bench/data/README.md)
and bench/placement.py never reads them. Here each one is replayed with exactly what the app ships: the
placement cuts and weights, the naming weights and the tag threshold that bench/placement.py chose on its
development corpora (the constants in core/pipeline/placement.py, naming.py and llm/offline.py),
and scored as bench/placement.py scores a held-out corpus, beside the plain Contexty rule in the same run.

    python bench/placement_test.py [--out bench/results/placement_test.md] [--corpus NAME ...]

--corpus runs only the named test corpora: the next session's test corpus is written and merged before this
session's is run, and must not be run (nor its misses listed) before that session.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpora import load_test
from bench.machine import machine_line, publish
from bench.placement import (
    CachedEmbed,
    embed,
    measured_cells,
    run,
    score_names,
    shipped_params,
    tag_scores,
    tree_nodes,
)
from contexty_qt.core.llm.offline import TAG_MARGIN, TAG_SIMILARITY
from contexty_qt.core.pipeline.naming import name_tree


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path)
    parser.add_argument("--corpus", action="append", help="run only this test corpus (repeatable)")
    args = parser.parse_args()
    corpora = load_test()
    if args.corpus:
        unknown = set(args.corpus) - {c.name for c in corpora}
        if unknown:
            parser.error(f"no test corpus named {', '.join(sorted(unknown))} in bench/data/corpora_test/")
        corpora = [c for c in corpora if c.name in args.corpus]
    if not corpora:
        # between sessions there is none: a reported test corpus joins the development corpora and the next one is
        # added to TEST_PERSONAS when it is merged, so this is not a failure
        print("no test corpus in bench/data/corpora_test/ (TEST_PERSONAS is empty): nothing to run; the development "
              "corpora are measured by bench/placement.py", file=sys.stderr)
        return 0
    params = shipped_params()
    embedder = CachedEmbed()
    rows, misses = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for e in embed(corpora):
            c = e.corpus
            result = run(e, params)
            ns = score_names(e, result, name_tree(tree_nodes(e, result)))
            precision, recall, n_tags = tag_scores(c, Path(tmp) / c.name, embedder, TAG_SIMILARITY, TAG_MARGIN)
            cells = measured_cells(e, result, params, ns, (precision, recall), f"{n_tags} tags; ",
                                   Path(tmp) / f"{c.name}-words")
            rows.append(f"| {c.name} ({len(c.captures)} captures, {len(set(e.tasks))} tasks, "
                        f"{len(set(e.subs))} sub-topics) | {cells} |")
            misses += [f"- `{c.name}` {lvl}: “{name}” for {ref}" for lvl, ref, name, ok in ns.rows if not ok]
    lines = [
        f"# bench/placement_test.py — {len(corpora)} held-out test corpus(es), run once", "",
        machine_line(), "",
        "Written before tuning and never read by bench/placement.py. Replayed with what the app ships "
        f"(placement {' / '.join(f'{x:.2f}' for x in params)}, the naming weights in naming.py, tag "
        f"cosine {TAG_SIMILARITY:.2f} and lead {TAG_MARGIN:.2f}), all chosen on the development corpora. "
        "Targets as there: task ARI >= 0.8, sub-topic ARI >= 0.5, names 100% top-level and >= 80% sub-groups, "
        "tag precision >= 0.8.", "",
        "| test corpus | task ARI | sub-topic ARI | task purity | sub-topic purity | groups (top / leaf) "
        "| names agree: top | names agree: sub | tags precision / recall | understanding names the current task "
        "(names the latest capture's group) | plain Contexty rule (σ = cosine): task / sub-topic ARI |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        *rows, "",
        "Names that do not agree with their author's (level, name, the author's name for the majority label):", "",
        *(misses or ["- none"]), "",
    ]
    publish("\n".join(lines), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
