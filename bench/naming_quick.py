"""A quick loop for naming work: every development corpus placed once with the shipped placement
parameters (cached in a pickle, since placement does not depend on naming), then named and scored
against the authors' names as bench/placement.py does. Prints every group's name and whether it agrees.
The figures bench/placement.py reports (naming weights chosen leave-one-corpus-out) come from that bench.

    python bench/naming_quick.py [--cache /tmp/naming_quick.pkl] [--refresh] [--misses] [--causes] [--gold]

--causes sorts every name that does not agree by why (session 12): the group mixes tasks (under 60% one label:
placement's miss), no phrase among its candidates holds a word of the author's name, or one does but ranks below a
person's or kinship name, a proper name, a word the captures of most top-level groups say, or another content word.

--gold also names each corpus's reference groups (session 14): its tasks as top-level groups and their sub-topics as
sub-groups, every capture placed where its author put it, scored the same way. A name that misses there is naming's
own miss; one that misses only on the placed groups is placement's (the group it names is not the author's).
"""

from __future__ import annotations

import argparse
import os
import pickle
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpora import load_all
from bench.placement import (
    NAMING_GRID,
    Embedded,
    NameScore,
    agrees,
    embed,
    majority,
    naming_chosen_on,
    naming_label,
    run,
    score_names,
    shipped_naming,
    shipped_params,
    site_words,
    tree_nodes,
)
from contexty_qt.core.pipeline import naming
from contexty_qt.core.pipeline.naming import GroupNode, NamingParams, name_tree, naming_doc
from contexty_qt.core.pipeline.placement import GroupTable, OnlineResult
from contexty_qt.core.text import stem

PURE = 0.6  # --causes: a group with less of one label than this mixes tasks (or sub-topics)
KIN = frozenset(stem(w) for w in "mum mam mom mama mamá papa dad maam".split())  # people named by kinship


def causes(e: Embedded, result: OnlineResult, nodes: list[GroupNode]) -> list[tuple[str, str, str, str]]:
    """(level, name, the author's name, why it does not agree) for every group whose name does not agree."""
    ranked: dict[object, list[tuple[str, float]]] = {}
    rank_phrases = naming.rank_phrases

    def recording(*args: Any, **kwargs: Any) -> dict[object, list[tuple[str, float]]]:
        out = rank_phrases(*args, **kwargs)
        ranked.update(out)
        return out

    naming.rank_phrases = recording
    try:
        names = name_tree(nodes)
    finally:
        naming.rank_phrases = rank_phrases
    docs = [d for node in nodes for d in node.docs]
    persons = {stem(w) for w in naming._person_words(docs)} | KIN
    proper = naming._proper_words(docs)
    children: dict[object, list[GroupNode]] = {}
    for node in nodes:
        children.setdefault(node.parent, []).append(node)

    def subtree(node: GroupNode) -> list[naming.NamingDoc]:
        return [*node.docs, *(d for child in children.get(node.key, []) for d in subtree(child))]

    wide = naming._widespread([subtree(n) for n in children.get(None, [])], frozenset())
    app_words = site_words(e.corpus)
    members: dict[int, list[int]] = {}
    for memory_id, group in result.assignment.items():
        root = result.table.root_of(group)
        assert root is not None
        members.setdefault(root, []).append(memory_id)
        if result.table.parents.get(group) is not None:
            members.setdefault(group, []).append(memory_id)
    out = []
    for key, ids in members.items():
        top = result.table.parents.get(key) is None
        labels = [e.tasks[m] if top else e.subs[m] for m in ids]
        label = majority(labels)
        ref = (e.corpus.tasks if top else e.corpus.subtopics)[label]
        if agrees(names.get(key, ""), ref.name, ref.synonyms, app_words):
            continue
        agreeing = [p for p, _s in ranked.get(key, []) if agrees(p, ref.name, ref.synonyms, app_words)]
        lead = {stem(w.lower()) for w in (ranked.get(key) or [("", 0.0)])[0][0].split()}
        if labels.count(label) < PURE * len(labels):
            why = "the group mixes tasks"
        elif not agreeing:
            why = "no agreeing phrase among its candidates"
        elif lead & persons:
            why = "ranked below a person's or kinship name"
        elif lead and lead <= proper:
            why = "ranked below a proper name"
        elif lead & wide:
            why = "ranked below a word most top-level groups say"
        else:
            why = "ranked below another content word"
        out.append(("top" if top else "sub", names.get(key, ""), ref.name, why))
    return out


def gold_result(e: Embedded) -> OnlineResult:
    """The author's groups as a placement result: one top-level group per task, holding one sub-group per
    sub-topic when the task has two or more (a task of one sub-topic holds its captures itself, as placement
    leaves a group it does not split)."""
    table = GroupTable()
    ids: dict[str, int] = {}  # a task or a "task/sub-topic" label -> its group's id
    subs_of: dict[str, set[str]] = {}
    for task, sub in zip(e.tasks, e.subs, strict=True):
        subs_of.setdefault(task, set()).add(sub)
    assignment: dict[int, int] = {}
    for memory_id, (task, sub) in enumerate(zip(e.tasks, e.subs, strict=True)):
        top = ids.setdefault(task, len(ids))
        table.parents.setdefault(top, None)
        if len(subs_of[task]) < 2:
            assignment[memory_id] = top
            continue
        group = ids.setdefault(sub, len(ids))
        table.parents.setdefault(group, top)
        assignment[memory_id] = group
    return OnlineResult(assignment, table)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cache", type=Path, default=Path("/tmp/naming_quick.pkl"))
    parser.add_argument("--refresh", action="store_true")
    parser.add_argument("--misses", action="store_true", help="print only the names that do not agree")
    parser.add_argument("--sub-size", type=float, help="placement's sub-group size (default: placement.SUB_SIZE)")
    parser.add_argument("--loo", action="store_true", help="also the naming grid, leave-one-corpus-out")
    parser.add_argument("--causes", action="store_true", help="sort the names that do not agree by why")
    parser.add_argument("--gold", action="store_true", help="also name the author's own groups (naming's own misses)")
    args = parser.parse_args()
    if args.cache.exists() and not args.refresh:
        placed = pickle.loads(args.cache.read_bytes())
    else:
        params = shipped_params()
        if args.sub_size is not None:
            params = (*params[:2], args.sub_size, *params[3:])
        placed = [(e, run(e, params)) for e in embed(load_all())]
        args.cache.write_bytes(pickle.dumps(placed))
    for e, _result in placed:
        assert isinstance(e, Embedded)
        # naming docs are rebuilt from the corpus, so a change to naming_doc is measured too
        e.docs = {i: naming_doc(i, c.text, c.memo, c.window_title, c.app, c.url, c.ocr, e.docs[i].vector)
                  for i, c in enumerate(e.corpus.captures)}
    runs = {"placed": placed}
    if args.gold:
        runs["gold"] = [(e, gold_result(e)) for e, _result in placed]
    totals: dict[str, list[int]] = {}
    for which, pairs in runs.items():
        total = totals.setdefault(which, [0, 0, 0, 0])
        for e, result in pairs:
            t0 = time.perf_counter()
            nodes = tree_nodes(e, result)
            names = name_tree(nodes)
            ms = (time.perf_counter() - t0) * 1e3 / max(1, len(nodes))
            ns = score_names(e, result, names)
            total[:] = [total[0] + ns.top_ok, total[1] + ns.top_n, total[2] + ns.sub_ok, total[3] + ns.sub_n]
            print(f"== {which} {e.corpus.name}: top {ns.top_ok}/{ns.top_n} sub {ns.sub_ok}/{ns.sub_n} "
                  f"({ms:.1f} ms/group)")
            for lvl, ref, name, ok in ns.rows:
                if ok and args.misses:
                    continue
                print(f"   {'ok ' if ok else 'NO '} {lvl:3} {name!r:40} <- {ref}")
    for which, total in totals.items():
        print(f"TOTAL {which} top {total[0]}/{total[1]} sub {total[2]}/{total[3]}")
    if args.causes:
        for which, pairs in runs.items():
            counted: Counter[tuple[str, str]] = Counter()
            for e, result in pairs:
                for lvl, name, ref_name, why in causes(e, result, tree_nodes(e, result)):
                    counted[(lvl, why)] += 1
                    print(f"   {which} {e.corpus.name} {lvl} {name!r} <- {ref_name}: {why}")
            for (lvl, why), n in sorted(counted.items()):
                print(f"CAUSE {which} {lvl} {n:3} {why}")
    if args.loo:
        for which, pairs in runs.items():
            scored: dict[tuple[str, NamingParams], NameScore] = {
                (e.corpus.name, p): score_names(e, result, name_tree(tree_nodes(e, result), params=p))
                for e, result in pairs for p in NAMING_GRID}
            total = [0, 0, 0, 0]
            for e, _result in pairs:
                chosen = naming_chosen_on(scored, [x.corpus.name for x, _r in pairs if x is not e])
                ns = scored[(e.corpus.name, chosen)]
                total = [total[0] + ns.top_ok, total[1] + ns.top_n, total[2] + ns.sub_ok, total[3] + ns.sub_n]
                print(f"held out {which} {e.corpus.name}: top {ns.top_ok}/{ns.top_n} sub {ns.sub_ok}/{ns.sub_n} "
                      f"with {naming_label(chosen)}")
            chosen_all = naming_chosen_on(scored, [e.corpus.name for e, _r in pairs])
            print(f"LOO TOTAL {which} top {total[0]}/{total[1]} sub {total[2]}/{total[3]}; chosen on all: "
                  f"{naming_label(chosen_all)}; {shipped_naming(chosen_all)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
