"""A quick loop for naming work: every development corpus placed once with the shipped placement
parameters (cached in a pickle, since placement does not depend on naming), then named and scored
against the authors' names as bench/placement.py does. Prints every group's name and whether it agrees.
The figures bench/placement.py reports (naming weights chosen leave-one-corpus-out) come from that bench.

    python bench/naming_quick.py [--cache /tmp/naming_quick.pkl] [--refresh] [--misses]
"""

from __future__ import annotations

import argparse
import os
import pickle
import sys
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpora import load_all
from bench.placement import (
    NAMING_GRID,
    Embedded,
    NameScore,
    embed,
    naming_chosen_on,
    naming_label,
    run,
    score_names,
    shipped_naming,
    shipped_params,
    tree_nodes,
)
from contexty_qt.core.pipeline.naming import NamingParams, name_tree, naming_doc


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cache", type=Path, default=Path("/tmp/naming_quick.pkl"))
    parser.add_argument("--refresh", action="store_true")
    parser.add_argument("--misses", action="store_true", help="print only the names that do not agree")
    parser.add_argument("--sub-size", type=float, help="placement's sub-group size (default: placement.SUB_SIZE)")
    parser.add_argument("--loo", action="store_true", help="also the naming grid, leave-one-corpus-out")
    args = parser.parse_args()
    if args.cache.exists() and not args.refresh:
        placed = pickle.loads(args.cache.read_bytes())
    else:
        params = shipped_params()
        if args.sub_size is not None:
            params = (*params[:2], args.sub_size, *params[3:])
        placed = [(e, run(e, params)) for e in embed(load_all())]
        args.cache.write_bytes(pickle.dumps(placed))
    total = [0, 0, 0, 0]
    for e, result in placed:
        assert isinstance(e, Embedded)
        # naming docs are rebuilt from the corpus, so a change to naming_doc is measured too
        e.docs = {i: naming_doc(i, c.text, c.memo, c.window_title, c.app, c.url, c.ocr, e.docs[i].vector)
                  for i, c in enumerate(e.corpus.captures)}
        t0 = time.perf_counter()
        nodes = tree_nodes(e, result)
        names = name_tree(nodes)
        ms = (time.perf_counter() - t0) * 1e3 / max(1, len(nodes))
        ns = score_names(e, result, names)
        total = [total[0] + ns.top_ok, total[1] + ns.top_n, total[2] + ns.sub_ok, total[3] + ns.sub_n]
        print(f"== {e.corpus.name}: top {ns.top_ok}/{ns.top_n} sub {ns.sub_ok}/{ns.sub_n} ({ms:.1f} ms/group)")
        for lvl, ref, name, ok in ns.rows:
            if ok and args.misses:
                continue
            print(f"   {'ok ' if ok else 'NO '} {lvl:3} {name!r:40} <- {ref}")
    print(f"TOTAL top {total[0]}/{total[1]} sub {total[2]}/{total[3]}")
    if args.loo:
        scored: dict[tuple[str, NamingParams], NameScore] = {
            (e.corpus.name, p): score_names(e, result, name_tree(tree_nodes(e, result), params=p))
            for e, result in placed for p in NAMING_GRID}
        total = [0, 0, 0, 0]
        for e, _result in placed:
            chosen = naming_chosen_on(scored, [x.corpus.name for x, _r in placed if x is not e])
            ns = scored[(e.corpus.name, chosen)]
            total = [total[0] + ns.top_ok, total[1] + ns.top_n, total[2] + ns.sub_ok, total[3] + ns.sub_n]
            print(f"held out {e.corpus.name}: top {ns.top_ok}/{ns.top_n} sub {ns.sub_ok}/{ns.sub_n} "
                  f"with {naming_label(chosen)}")
        all_names = [e.corpus.name for e, _r in placed]
        chosen_all = naming_chosen_on(scored, all_names)
        print(f"LOO TOTAL top {total[0]}/{total[1]} sub {total[2]}/{total[3]}; chosen on all: "
              f"{naming_label(chosen_all)}; {shipped_naming(chosen_all)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
