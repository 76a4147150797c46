"""Placement (MEM-3): the group score rule, the offline σ, hierarchy helpers and splits."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from contexty_qt.core.pipeline.placement import (
    FINE_CUT,
    SEQUENCE_MIN_ITEMS,
    SPLIT_AT,
    STRAY_RECENT,
    TASK_NEIGHBOURS,
    CosineRelevance,
    GroupTable,
    OfflineRelevance,
    PlacementItem,
    burstiness,
    centred_similarity,
    choose_group,
    consolidate,
    content_words,
    decide,
    handover_trust,
    keyword_name,
    lexical_matrix,
    neighbour_communities,
    place_online,
    sequence_matrix,
    similarity_matrix,
    sub_labels,
    task_labels,
    task_relative_similarity,
)

T0 = datetime(2026, 11, 16, 9, 0, tzinfo=UTC)


def same_grouping(truth: Sequence[int], labels: Sequence[int]) -> bool:
    """The two labellings put the same items together (an adjusted Rand index of 1). Not sklearn's
    adjusted_rand_score: importing sklearn.metrics when this module is collected made a later QProcess test
    (tests/capture/test_wayland_backend.py) die of a bus error in the full unit run; the app never imports sklearn."""
    return len(set(zip(truth, labels, strict=True))) == len(set(truth)) == len(set(labels))


def unit(*values: float) -> np.ndarray:
    v = np.array(values, dtype=np.float32)
    return v / np.linalg.norm(v)


def item(id: int, vec: np.ndarray, group: int | None = None, minutes: float = 0, url: str = "",
         words: str = "") -> PlacementItem:
    return PlacementItem(id=id, content_vec=vec, memo_vec=None, captured_at=T0 + timedelta(minutes=minutes),
                         url=url, group_id=group, words=content_words(words))


def other_work(dim: int, first_id: int, tasks: int = 4, n: int = 4) -> list[PlacementItem]:
    """`tasks` other tasks of `n` captures each (along the last `tasks` axes of `dim`), each in its group (2, 3,
    ...; OTHER_GROUPS has them all, with group 1 for the task under test). Consolidation
    reads similarity relative to the window's captures (centred_similarity), so a test of how one task is
    split puts it among other work, as a person's window is."""
    rng = np.random.default_rng(first_id)
    return [item(first_id + t * n + k, unit(*(np.eye(dim)[dim - 1 - t] + rng.normal(0, 0.03, dim))), 2 + t)
            for t in range(tasks) for k in range(n)]


def with_other_groups() -> GroupTable:
    return GroupTable({b: None for b in range(1, 6)})


class FixedRelevance:
    def __init__(self, sigmas: dict[int, float]) -> None:
        self.sigmas = sigmas

    def relevance(self, new: PlacementItem, candidates: list[PlacementItem]) -> list[float]:
        return [self.sigmas[c.id] for c in candidates]


def test_group_score_is_the_sum_of_member_sigmas_and_argmax_wins() -> None:
    new = item(0, unit(1, 0, 0))
    existing = [item(1, unit(1, 0.1, 0), 10), item(2, unit(1, 0.2, 0), 20), item(3, unit(1, 0.3, 0), 20)]
    decision = decide(new, existing, FixedRelevance({1: 0.7, 2: 0.4, 3: 0.4}))
    assert decision.group_scores == {10: 0.7, 20: 0.8}
    assert decision.group_id == 20


def test_all_zero_relevance_opens_a_new_group() -> None:
    new = item(0, unit(1, 0, 0))
    decision = decide(new, [item(1, unit(0, 1, 0), 10)], FixedRelevance({1: 0.0}))
    assert decision.new_group and decision.group_scores == {}


def test_unassigned_candidates_do_not_score_a_group() -> None:
    new = item(0, unit(1, 0, 0))
    decision = decide(new, [item(1, unit(1, 0, 0), None)], FixedRelevance({1: 0.9}))
    assert decision.new_group


def test_offline_relevance_is_zero_below_its_floor_and_rises_with_similarity_site_and_time() -> None:
    model = OfflineRelevance()
    new = item(0, unit(1, 0, 0), url="https://arxiv.org/abs/1")
    far = item(1, unit(0, 1, 0), minutes=600)
    assert model.sigma(new, far) == 0.0
    close = item(2, unit(1, 1.5, 0), minutes=600)  # cosine 0.55, inside the calibration ramp
    same_site = item(3, unit(1, 2.5, 0), minutes=600, url="https://www.arxiv.org/abs/2")  # cosine 0.37
    other_site = item(4, unit(1, 2.5, 0), minutes=600, url="https://example.com/")
    recent = item(5, unit(1, 2.5, 0), minutes=1)
    assert model.sigma(new, close) > model.sigma(new, other_site)
    assert model.sigma(new, same_site) > model.sigma(new, other_site)
    assert model.sigma(new, recent) > model.sigma(new, other_site)
    assert 0.0 <= model.sigma(new, close) <= 1.0


def test_plain_cosine_rule_puts_unrelated_topics_together_offline_rule_separates_them() -> None:
    a, b = unit(1, 0.05, 0.3), unit(0.05, 1, 0.3)  # two topics, cosine ~0.1 apart from the shared axis
    items = [item(i, a if i % 2 else b, minutes=i * 90) for i in range(8)]
    plain = place_online(items, CosineRelevance(), consolidating=False)
    offline = place_online(items, OfflineRelevance(), consolidating=False)
    assert len(set(plain.top_level_labels())) == 1
    assert len(set(offline.top_level_labels())) == 2


def test_group_table_walks_to_root_and_to_the_child_under_it() -> None:
    table = GroupTable({1: None, 2: 1, 3: 2})
    assert table.root_of(3) == 1 and table.root_of(1) == 1 and table.root_of(None) is None
    assert table.child_of_root(3) == 2 and table.child_of_root(2) == 2 and table.child_of_root(1) is None
    assert table.children(1) == [2]


def test_choose_group_descends_into_a_matching_child() -> None:
    table = GroupTable({1: None, 2: 1})
    existing = [item(1, unit(1, 0, 0), 2), item(2, unit(1, 0.05, 0), 2), item(3, unit(0.7, 0.7, 0), 1)]
    choice = choose_group(item(9, unit(1, 0.02, 0)), existing, table, OfflineRelevance())
    assert choice.top.group_id == 1 and choice.group_id == 2


def test_consolidation_merges_fragments_keeps_group_ids_and_never_moves_pinned() -> None:
    rng = np.random.default_rng(7)
    centres = [unit(1, 0, 0, 0), unit(0, 1, 0, 0)]

    def near(c: np.ndarray) -> np.ndarray:
        return unit(*(c + rng.normal(0, 0.05, 4)))

    # topic A split over groups 1 and 2 (a fragment), topic B in group 3 plus one stray in group 1
    # (a morning on A, an afternoon on B)
    items = [item(i, near(centres[0]), 1, minutes=5 * i) for i in range(4)] + [
        item(4, near(centres[0]), 2, minutes=20), item(5, near(centres[0]), 2, minutes=25)]
    items += [item(6 + i, near(centres[1]), 3, minutes=300 + 5 * i) for i in range(4)] + [
        item(10, near(centres[1]), 1, minutes=320)]
    table = GroupTable({1: None, 2: None, 3: None})
    plan = consolidate(items, table, pinned=frozenset({5}))
    assert plan.moves == {4: 1, 10: 3}, "fragment joins the larger group; the stray goes home; 5 is pinned"
    assert plan.new_groups == {}


def test_consolidation_opens_sub_groups_inside_a_large_group() -> None:
    rng = np.random.default_rng(3)
    # cosine 0.33 between the two sub-topics: one task (above the top cut), two sub-topics
    subs = [np.r_[0.8, 0.8, 1.0, 0, np.zeros(4)], np.r_[0.8, 0.8, 0, 1.0, np.zeros(4)]]
    items = [item(i, unit(*(subs[i % 2] + rng.normal(0, 0.03, 8))), 1) for i in range(SPLIT_AT + 2)]
    other = other_work(8, 100)
    table = with_other_groups()
    # the mechanism, not the tuned values: the two sub-topics' clusters merge into one task at the top cut
    # (closer to each other than the window's captures are on average), and ten members at five per
    # sub-group make two
    # (the cut's tasks, neighbours 0: what is tested is the sub-groups, and the graph's communities take two tight
    # sub-topics this far apart for two tasks)
    cuts = {"fine_cut": 0.5, "top_cut": 1.0, "sub_size": 5, "lexical": 0.0, "time": 0.0, "sequence": 0.0,
            "neighbours": 0}
    plan = consolidate(items + other, table, **cuts)
    assert len(plan.new_groups) == 2 and set(plan.new_groups.values()) == {1}
    targets = {plan.moves[i.id] for i in items}
    assert len(targets) == 2 and all(isinstance(t, str) for t in targets)
    assert not set(plan.moves) & {i.id for i in other}
    assert consolidate(items[: SPLIT_AT - 1] + other, table, **cuts).moves == {}
    one_topic = [item(i, unit(*(subs[0] + rng.normal(0, 0.03, 8))), 1) for i in range(SPLIT_AT + 2)]
    assert consolidate(one_topic + other, table, **cuts).moves == {}


def test_sub_topics_are_found_relative_to_the_task_not_on_an_absolute_cut() -> None:
    """A task whose two sub-topics are close in absolute terms (cosine about 0.5 between them, about 0.9
    within each) still splits at the shipped SUB_CUT: sub-groups are cut on similarity relative to the
    task's own mean (the old absolute cut at distance 0.75 kept such a task whole). A task that is one
    tight topic with the same noise is not split on that noise."""
    rng = np.random.default_rng(11)
    dim = 16
    common, sub_directions = np.eye(dim)[0], [np.eye(dim)[1], np.eye(dim)[2]]

    def capture(i: int, sub: int) -> PlacementItem:
        return item(i, unit(*(0.75 * common + 0.7 * sub_directions[sub] + rng.normal(0, 0.12, dim))), 1)

    two = [capture(i, i % 2) for i in range(12)]
    other = other_work(dim, 100)
    table = with_other_groups()
    plain = {"lexical": 0.0, "time": 0.0, "sequence": 0.0, "neighbours": 0}  # the cut's tasks: sub-groups tested
    plan = consolidate(two + other, table, **plain)
    assert len(plan.new_groups) == 2 and set(plan.new_groups.values()) == {1}
    by_sub = [{plan.moves[i.id] for i in two if i.id % 2 == sub} for sub in (0, 1)]
    assert all(len(targets) == 1 for targets in by_sub) and by_sub[0] != by_sub[1]
    one = [capture(i, 0) for i in range(12)]
    assert consolidate(one + other, table, **plain).moves == {}


def test_a_task_is_split_into_sub_groups_of_about_sub_size_along_its_clearest_divisions() -> None:
    """Three sub-topics of six: two close to each other (cosine about 0.9 between them), one apart (0.4). Relative
    to the task, the two close ones are alike, and the old cut at relative distance 1.05 kept them in one
    sub-group of twelve; eighteen members at six per sub-group make three sub-groups, one per
    sub-topic, because the average-linkage tree's clearest divisions are the sub-topics (a sub-group size given, not
    the shipped SUB_SIZE, which the bench chooses)."""
    rng = np.random.default_rng(4)
    dim = 10
    common = np.eye(dim)[0]
    directions = [unit(*(np.eye(dim)[1] + 0.5 * np.eye(dim)[2])), unit(*(np.eye(dim)[1] + 0.5 * np.eye(dim)[3])),
                  np.eye(dim)[4]]
    members = [item(i, unit(*(0.8 * common + directions[i % 3] + rng.normal(0, 0.04, dim))), 1) for i in range(18)]
    plan = consolidate(members, GroupTable({1: None}), sub_size=6, fine_cut=0.6, lexical=0.0, time=0.0, sequence=0.0,
                       neighbours=0)
    by_sub = [{plan.moves[m.id] for m in members if m.id % 3 == sub} for sub in range(3)]
    assert all(len(targets) == 1 for targets in by_sub), "each sub-topic in one sub-group"
    assert len(set().union(*by_sub)) == 3, "and each sub-topic a sub-group of its own"
    assert len(set(sub_labels(members, 9, lexical=0.0))) == 2, "at nine per sub-group: two"


def test_a_small_task_that_stopped_growing_joins_its_closest_task_a_new_one_does_not() -> None:
    """Two tasks of twelve, and three captures alike among themselves that lean towards task A. Taken
    long before the latest STRAY_RECENT captures, they are a stray that joins task A (at a stray size of 5;
    the shipped STRAY_SIZE is what the bench chooses, off when it cannot tell); taken last, they are
    a task that is starting and keep a group of their own."""
    from contexty_qt.core.pipeline.placement import _absorb_loose_tasks

    rng = np.random.default_rng(8)
    a, b = np.array([1.0, 0, 0, 0, 0]), np.array([0, 1.0, 0, 0, 0])
    small = np.array([0.5, 0, 0, 0, 1.0])

    def build(small_at: float) -> list[PlacementItem]:
        tasks = [item(i, unit(*((a if i % 2 else b) + rng.normal(0, 0.02, 5))), minutes=10 * i) for i in range(24)]
        return tasks + [item(24 + j, unit(*(small + rng.normal(0, 0.02, 5))), minutes=small_at + j) for j in range(3)]

    labels = [i % 2 for i in range(24)] + [2, 2, 2]
    for small_at, joins in ((-100.0, True), (1000.0, False)):
        items = build(small_at)
        assert len(items) > STRAY_RECENT + 3
        got = _absorb_loose_tasks(items, similarity_matrix(items), labels, stray_size=5)
        assert (got[24:] == [1, 1, 1]) == joins and got[:24] == labels[:24]
        assert _absorb_loose_tasks(items, similarity_matrix(items), labels,
                                   stray_size=0) == labels, "0 turns strays off"


def test_task_relative_similarity_is_zero_on_average_and_weighs_the_memo() -> None:
    rng = np.random.default_rng(2)
    members = [item(i, unit(*rng.normal(0, 1, 6))) for i in range(9)]
    sims = task_relative_similarity(members, lexical=0.0)
    off = sims[~np.eye(len(members), dtype=bool)]
    assert abs(off.mean()) < 0.2 and np.allclose(np.diag(sims), 1.0)
    # two captures whose content is far apart but whose memos say the same thing come closer
    memo = unit(0, 0, 0, 0, 0, 1)
    with_memo = [replace(m, memo_vec=memo) if m.id in (0, 1) else m for m in members]
    assert task_relative_similarity(with_memo, lexical=0.0)[0, 1] > sims[0, 1]


def test_a_member_too_few_for_its_own_sub_group_joins_the_closest_one() -> None:
    """Two sub-topics of five plus one capture between them, nearer the first: the split leaves it
    without a sub-group of its own (fewer than MIN_CHILD), so it joins the first sub-group."""
    rng = np.random.default_rng(5)
    subs = [np.r_[0.8, 0.8, 1.0, 0, 0, np.zeros(4)], np.r_[0.8, 0.8, 0, 1.0, 0, np.zeros(4)]]
    items = [item(i, unit(*(subs[i % 2] + rng.normal(0, 0.03, 9))), 1) for i in range(10)]
    items.append(item(10, unit(*np.r_[0.4, 0.4, 0.25, 0, 1.0, np.zeros(4)]), 1))
    # eleven members at four per sub-group: three clusters, the third of them the odd capture alone
    cuts = {"fine_cut": 0.5, "top_cut": 1.0, "sub_size": 4, "lexical": 0.0, "time": 0.0, "sequence": 0.0,
            "neighbours": 0}  # the cut's tasks: what is tested is the sub-groups
    plan = consolidate(items + other_work(9, 100), with_other_groups(), **cuts)
    assert set(plan.moves) == {i.id for i in items}, "no card stays loose in the parent beside its sub-groups"
    assert plan.moves[10] == plan.moves[0] != plan.moves[1]


def test_tasks_join_sub_topics_the_person_works_on_in_the_same_bursts() -> None:
    """Four tight topics (cosine 0 between them). Topics 0 and 1 alternate within bursts, as do 2 and 3;
    the bursts are hours apart. Hand-overs merge each pair into a task; without them, four tasks."""
    basis = [unit(*np.eye(4)[k]) for k in range(4)]
    items, minutes, n = [], 0.0, 0
    for burst in range(6):  # 24 captures: enough history for hand-overs to count (SEQUENCE_MIN_ITEMS)
        pair = (0, 1) if burst % 2 == 0 else (2, 3)
        for step in range(4):
            topic = pair[step % 2]
            items.append(item(n, basis[topic], minutes=minutes))
            n, minutes = n + 1, minutes + 5
        minutes += 240
    topic_of = [int(np.argmax(i.content_vec)) for i in items]
    sims = similarity_matrix(items)
    # topics that never share a word alternate inside each burst: the stream's content cannot show it is
    # bursty (burstiness() 0), so the test says so; a switching stream's hand-overs are tested below
    joined = task_labels(items, sims, fine_cut=0.5, top_cut=0.85, sequence=1.0, burst=1.0)
    assert len(set(joined)) == 2
    assert all((joined[a] == joined[b]) == (topic_of[a] // 2 == topic_of[b] // 2)
               for a in range(len(items)) for b in range(len(items)))
    assert len(set(task_labels(items, sims, fine_cut=0.5, top_cut=0.85, sequence=0.0))) == 4
    assert len(items) >= SEQUENCE_MIN_ITEMS
    few = SEQUENCE_MIN_ITEMS - 1  # too little history yet: hand-overs do not count
    assert len(set(task_labels(items[:few], sims[:few, :few], fine_cut=0.5, top_cut=0.85, sequence=1.0,
                               burst=1.0))) == 4
    handovers = sequence_matrix(items, topic_of)
    assert handovers[0, 1] > 0 and handovers[0, 2] < handovers[0, 1] / 100


def test_hand_overs_count_as_much_as_the_stream_comes_in_bursts() -> None:
    """Three unrelated topics, 24 captures 5 minutes apart. Worked in runs of four, captures taken one after the
    other are alike (burstiness 1); switching topic at every capture, they are less alike than any two of the
    window (burstiness 0), so hand-overs, which then join every topic to the next, do not count: the tasks
    are the content's alone, where with the hand-overs at full weight the switches join all three."""
    basis = [unit(*np.eye(3)[k]) for k in range(3)]
    runs = [item(n, basis[(n // 4) % 3], minutes=5 * n) for n in range(24)]
    switching = [item(n, basis[n % 3], minutes=5 * n) for n in range(24)]
    assert burstiness(runs, similarity_matrix(runs)) == 1.0
    sims = similarity_matrix(switching)
    assert burstiness(switching, sims) == 0.0
    assert len(set(task_labels(switching, sims, fine_cut=0.5, top_cut=0.85, sequence=1.0))) == 3
    assert len(set(task_labels(switching, sims, fine_cut=0.5, top_cut=0.85, sequence=1.0, burst=1.0))) == 1


def test_hand_overs_do_not_count_for_a_person_whose_quick_switches_change_task() -> None:
    """Four unrelated topics; each sitting is two captures five minutes apart on two topics, and the next
    sitting, an hour later, goes on with the topic the last one ended on (0 1 | 1 2 | 2 3 | 3 0 | ...). The
    stream is bursty (consecutive captures are alike more often than any two), but the quick hand-overs are the
    switches: captures minutes apart are less alike than captures an hour apart, so handover_trust() is 0 and
    the tasks are the content's, where hand-overs at full weight join topics that share nothing."""
    basis = [unit(*np.eye(4)[k]) for k in range(4)]
    items: list[PlacementItem] = []
    for sitting in range(12):
        for step, topic in enumerate((sitting % 4, (sitting + 1) % 4)):
            items.append(item(len(items), basis[topic], minutes=65 * sitting + 5 * step))
    sims = similarity_matrix(items)
    assert burstiness(items, sims) == 1.0
    assert handover_trust(items, sims) == 0.0
    assert len(set(task_labels(items, sims, fine_cut=0.5, top_cut=0.85, sequence=1.0, chance=1.0))) == 4
    assert len(set(task_labels(items, sims, fine_cut=0.5, top_cut=0.85, sequence=1.0, chance=1.0,
                               burst=1.0))) < 4
    # worked in runs (the run's captures minutes apart, the next run an hour later on another topic), the quick
    # hand-overs stay on one topic: full trust
    runs = [item(n, basis[(n // 2) % 4], minutes=65 * (n // 2) + 5 * (n % 2)) for n in range(24)]
    assert handover_trust(runs, similarity_matrix(runs)) == 1.0
    # without enough pairs on both sides (all captures minutes apart) there is nothing to measure: full trust
    assert handover_trust(items[:6], sims[:6, :6]) == 1.0


def test_hand_overs_count_only_beyond_chance() -> None:
    """Bursts of topics 0+1 and 2+3 follow each other minutes apart, so the last capture of one burst
    hands over to the next burst's first: raw hand-overs join all four topics into one task. Subtracting
    the hand-overs expected by chance (from each topic's hand-over total) keeps the two tasks apart."""
    basis = [unit(*np.eye(4)[k]) for k in range(4)]
    items, minutes = [], 0.0
    for burst in range(8):
        pair = (0, 1) if burst % 2 == 0 else (2, 3)
        for step in range(4):
            items.append(item(len(items), basis[pair[step % 2]], minutes=minutes))
            minutes += 5
        minutes += 5
    topic_of = [int(np.argmax(i.content_vec)) for i in items]
    sims = similarity_matrix(items)
    assert len(set(task_labels(items, sims, fine_cut=0.5, top_cut=0.88, sequence=1.0, chance=0.0, burst=1.0))) == 1
    split = task_labels(items, sims, fine_cut=0.5, top_cut=0.88, sequence=1.0, chance=0.5, burst=1.0)
    assert all((split[a] == split[b]) == (topic_of[a] // 2 == topic_of[b] // 2)
               for a in range(len(items)) for b in range(len(items)))
    raw, corrected = sequence_matrix(items, topic_of), sequence_matrix(items, topic_of, chance=0.5)
    assert corrected[0, 1] > 0 > corrected[0, 2] and raw[0, 2] == 0 < raw[1, 2]


def test_a_task_whose_members_are_closer_to_another_task_than_to_each_other_joins_it() -> None:
    """Two captures that each lean on task A (cosine 0.6) but barely on each other (0.36) are no task of
    their own; two that are alike (cosine ~1) are, and so is a single capture (a new task starts so)."""
    from contexty_qt.core.pipeline.placement import _absorb_loose_tasks

    rng = np.random.default_rng(9)
    task_a = [item(i, unit(*(np.array([1.0, 0, 0, 0, 0]) + rng.normal(0, 0.02, 5)))) for i in range(6)]
    loose = [item(6, unit(0.6, 0, 0.8, 0, 0)), item(7, unit(0.6, 0, 0, 0.8, 0))]
    alike = [item(6, unit(0.3, 0, 0, 0, 1.0)), item(7, unit(0.3, 0.02, 0, 0, 1.0))]
    single = [item(6, unit(0.6, 0, 0.8, 0, 0))]
    for extra, kept in ((loose, False), (alike, True), (single, True)):
        items = task_a + extra
        labels = [0] * len(task_a) + [1] * len(extra)
        got = _absorb_loose_tasks(items, similarity_matrix(items), labels)
        assert (len(set(got)) == 2) == kept
        assert got[: len(task_a)] == [0] * len(task_a)


def test_hand_overs_never_absorb_a_task_whose_content_holds_together() -> None:
    """Two tasks, each of alike captures (cosine about 0.55), orthogonal to each other, worked on in
    turns minutes apart: a task is absorbed only when its content is closer to another task than to
    itself. Counting hand-overs between the tasks but not inside them joined these two (at W_SEQUENCE
    0.5 and W_CHANCE 0.5), and on a person who switches often, task after task, until one group held
    everything."""
    from contexty_qt.core.pipeline.placement import _absorb_loose_tasks

    rng = np.random.default_rng(10)
    dim = 40
    bases = [np.eye(dim)[0], np.eye(dim)[1]]
    items, labels = [], []
    for n in range(24):
        task = n % 2
        vec = unit(*(bases[task] + 0.9 * unit(*rng.normal(0, 1, dim)) * np.r_[0, 0, np.ones(dim - 2)]))
        items.append(item(n, vec, minutes=5 * n))
        labels.append(task)
    sims = similarity_matrix(items)
    assert _absorb_loose_tasks(items, sims, labels) == labels


def test_keyword_name_prefers_words_shared_by_members_and_rare_elsewhere() -> None:
    members = [item(1, unit(1, 0), words="Lisbon flights cheap"), item(2, unit(1, 0), words="Lisbon hotel flights")]
    others = [item(3, unit(0, 1), words="laptop review cheap"), item(4, unit(0, 1), words="laptop battery")]
    name = keyword_name(members, members + others)
    assert name.split(" · ")[:2] == ["Flights", "Lisbon"]


def test_lexical_overlap_without_shared_words_is_zero() -> None:
    from contexty_qt.core.pipeline.placement import lexical_matrix

    a = item(1, np.array([1.0, 0.0], dtype=np.float32), words="ferry timetable")
    b = item(2, np.array([0.0, 1.0], dtype=np.float32), words="laptop battery")
    assert lexical_matrix([a, b]).tolist() == [[0.0, 0.0], [0.0, 0.0]]


def test_lexical_matrix_is_sklearns_tfidf_cosine() -> None:
    """lexical_matrix writes out TfidfVectorizer(min_df=2, sublinear_tf=True) to keep scikit-learn's
    text module out of the GUI process; on random word sets it must give the same matrix."""
    from sklearn.feature_extraction.text import TfidfVectorizer

    rng = np.random.default_rng(7)
    vocabulary = [f"word{i}" for i in range(60)]
    items = [PlacementItem(id=n, content_vec=unit(1, 1), memo_vec=None, captured_at=T0,
                           words=frozenset(rng.choice(vocabulary, size=int(rng.integers(0, 9)), replace=False)))
             for n in range(40)]
    expected = TfidfVectorizer(analyzer=lambda ws: ws, min_df=2, sublinear_tf=True).fit_transform(
        [sorted(i.words) for i in items])
    assert np.allclose(lexical_matrix(items), (expected @ expected.T).toarray())


def test_placement_and_naming_leave_scikit_learn_unloaded() -> None:
    """Issue 18: importing sklearn's text module added ~55 MB to the GUI at its first placement."""
    import subprocess
    import sys

    script = (
        "import sys, numpy as np\n"
        "from datetime import datetime, UTC\n"
        "from contexty_qt.core.pipeline.placement import PlacementItem, content_words, lexical_matrix, task_labels\n"
        "from contexty_qt.core.pipeline.naming import NamingDoc, rank_phrases\n"
        "texts = ['kyoto hotel booking ryokan', 'kyoto ryokan dinner',\n"
        "         'laptop battery review', 'laptop battery price']\n"
        "items = [PlacementItem(id=n, content_vec=np.eye(4, dtype=np.float32)[n], memo_vec=None,\n"
        "         captured_at=datetime(2026, 1, 1, tzinfo=UTC), words=content_words(t)) for n, t in enumerate(texts)]\n"
        "task_labels(items, lexical_matrix(items), 0.5, 0.5, 1.0)\n"
        "rank_phrases({1: [NamingDoc(id=n, text=t) for n, t in enumerate(texts[:2])],\n"
        "              2: [NamingDoc(id=n, text=t) for n, t in enumerate(texts[2:])]})\n"
        "print('sklearn' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.strip() == "False"


def test_parameters_are_chosen_to_meet_the_target_on_most_corpora_not_by_the_worst_one() -> None:
    """bench/placement.py: one corpus that no point brings near the target (the bilingual cellist) must not
    pick the cuts for the others; a point meeting the target on more corpora wins, ties by the mean."""
    from bench.placement import TASK_TARGET, meeting

    fits_most = [0.85, 0.90, 0.95, 0.45]  # three corpora meet the target, one is far off
    best_worst = [0.60, 0.58, 0.75, 0.50]  # a better worst case, but no corpus meets the target
    assert meeting(fits_most, TASK_TARGET) > meeting(best_worst, TASK_TARGET)
    assert meeting([0.81, 0.95], TASK_TARGET) > meeting([0.80, 0.85], TASK_TARGET)  # same count: the mean


def test_task_clusters_are_read_relative_to_the_window_so_a_shared_component_does_not_merge_tasks() -> None:
    """Three tasks of six captures; then the same captures with a strong component every capture shares (as
    all of a person's captures in one language, or in one field, share). Raw cosine rises between every two
    captures, so a fixed cut merges the tasks; relative to the window's mean (centred_similarity) the tasks
    come out the same either way."""
    from contexty_qt.core.pipeline.placement import TOP_CUT, blended_matrix

    rng = np.random.default_rng(13)
    dim = 8
    noise = [rng.normal(0, 0.15, dim) for _ in range(18)]
    plain = [item(i, unit(*(np.eye(dim)[1 + i % 3] + noise[i])), minutes=600 * i) for i in range(18)]
    shared = [replace(p, content_vec=unit(*(np.eye(dim)[1 + i % 3] + noise[i] + 1.5 * np.eye(dim)[0])))
              for i, p in enumerate(plain)]
    truth = [i % 3 for i in range(18)]

    def same_partition(labels: list[int]) -> bool:
        return all((labels[a] == labels[b]) == (truth[a] == truth[b]) for a in range(18) for b in range(18))

    for items in (plain, shared):
        labels = task_labels(items, blended_matrix(items, 0.0, 0.0), FINE_CUT, TOP_CUT, sequence=0.0)
        assert same_partition(labels)
    raw = similarity_matrix(shared)
    assert len(set(task_labels(shared, raw, FINE_CUT, TOP_CUT, sequence=0.0, neighbours=0))) == 1, \
        "a raw cut merges them"


def test_content_in_another_language_is_placed_by_its_memo() -> None:
    """The embedding model is English: Norwegian captures of two tasks embed mostly as Norwegian (one axis), and
    their English memos say which task each is. Marked foreign, a capture's task vector follows its memo, so a
    Norwegian insurance letter joins the English captures about the dog, not the Norwegian letter about the test."""
    def capture(id: int, content: np.ndarray, memo: np.ndarray | None, foreign: bool) -> PlacementItem:
        return PlacementItem(id=id, content_vec=content, memo_vec=memo, captured_at=T0 + timedelta(minutes=id),
                             foreign=foreign)

    norwegian, dog, test, other = (np.eye(4)[k] for k in range(4))
    def build(foreign: bool) -> list[PlacementItem]:
        return [capture(1, unit(*(norwegian + 0.2 * dog)), unit(*dog), foreign),
                capture(2, unit(*(norwegian + 0.2 * test)), unit(*test), foreign),
                capture(3, unit(*dog), unit(*dog), False), capture(4, unit(*test), unit(*test), False),
                capture(5, unit(*other), None, False), capture(6, unit(*(other + 0.1 * dog)), None, False)]

    # a share the bench's grid offers (bench/placement.py FOREIGN_GRID); session 13 ships W_MEMO's (no special case)
    told = centred_similarity(build(True), foreign_memo=5.0)
    assert told[0, 2] > told[0, 1] and told[1, 3] > told[1, 0]  # each letter with its task's English captures
    untold = centred_similarity(build(False), foreign_memo=5.0)
    assert untold[0, 1] > untold[0, 2]  # as English content, the two letters are closest to each other


def test_captures_in_another_language_are_centred_by_their_own_languages_mean() -> None:
    """Four German captures (two of each of two tasks) and four English ones: the English model puts the German
    ones together whatever they say. Centred by the mean of their own side of the language line, a German capture
    is closer to the English captures of its task than to the German capture of the other task."""
    german, garden, audition = (np.eye(4)[k] for k in range(3))
    items = [PlacementItem(id=k, content_vec=unit(*((german if k < 4 else 0) + 0.3 * (garden if k % 2 else audition)
                                                    + 0.01 * k * np.eye(4)[3])),
                           memo_vec=None, captured_at=T0 + timedelta(minutes=k), foreign=k < 4) for k in range(8)]
    sims = centred_similarity(items)
    assert sims[0, 4] > sims[0, 1] and sims[1, 5] > sims[1, 0]  # each German capture with its task's English ones
    sims_without = centred_similarity([replace(i, foreign=False) for i in items])
    assert sims_without[0, 1] > sims_without[0, 4]  # as one language, the German captures are closest to each other


FOUR_TASK_SIZE = 20


def four_task_vectors() -> list[np.ndarray]:
    """Four tasks of FOUR_TASK_SIZE captures (more than TASK_NEIGHBOURS each), in task order: two tight and close to
    each other, two loose."""
    rng = np.random.default_rng(21)
    dim, size = 24, FOUR_TASK_SIZE
    near = np.eye(dim)[0]
    tight = [unit(*(near + 0.65 * np.eye(dim)[1 + t] + rng.normal(0, 0.03, dim)))
             for t in range(2) for _ in range(size)]
    loose = [unit(*(np.eye(dim)[3 + t] + rng.normal(0, 0.25, dim))) for t in range(2) for _ in range(size)]
    return tight + loose


def test_tasks_are_the_communities_of_the_neighbour_graph() -> None:
    """Four tasks of twenty captures (more than TASK_NEIGHBOURS each), two of them tight and close to each other, two
    loose: with hand-overs off, the tasks are the communities of the graph linking each capture to its nearest ones,
    and the same window gives the same tasks (Louvain is seeded)."""
    items = [item(i, vec, minutes=300 * i) for i, vec in enumerate(four_task_vectors())]
    from contexty_qt.core.pipeline.placement import TOP_CUT, blended_matrix

    sims = blended_matrix(items, 0.0, 0.0)
    labels = task_labels(items, sims, FINE_CUT, TOP_CUT, sequence=0.0, neighbours=TASK_NEIGHBOURS)
    assert same_grouping([i // FOUR_TASK_SIZE for i in range(4 * FOUR_TASK_SIZE)], labels)
    assert neighbour_communities(sims) == neighbour_communities(sims)


def test_louvain_finds_cliques_joined_by_weak_links() -> None:
    """Four cliques of five, each tied to the next by one weak link: four communities, whatever the seed (the
    first level joins each clique, the next level finds nothing to gain by merging them)."""
    from contexty_qt.core.pipeline.placement import _louvain

    adjacency: list[dict[int, float]] = [{} for _ in range(20)]
    for a in range(20):
        for b in range(20):
            if a != b and a // 5 == b // 5:
                adjacency[a][b] = 1.0
    for clique in range(4):
        a, b = clique * 5, (clique * 5 + 5) % 20
        adjacency[a][b] = adjacency[b][a] = 0.1
    for seed in range(5):
        labels = _louvain(adjacency, 1.0, seed)
        assert same_grouping([i // 5 for i in range(20)], labels)


def test_placement_ships_the_parameters_the_committed_bench_chose_on_all_corpora() -> None:
    # bench/placement.py chooses consolidation's parameters on all its corpora (as test_naming does for the names); a
    # result committed with another choice fails here rather than leaving the app on stale parameters.
    import re
    from pathlib import Path

    from bench.placement import shipped_params

    result = (Path(__file__).resolve().parents[2] / "bench" / "results" / "placement.md").read_text(encoding="utf-8")
    chosen = re.search(r"Parameters chosen on all the corpora: ([0-9./ ]+);", result)
    assert chosen is not None, "bench/results/placement.md names no choice on all the corpora"
    values = [float(v) for v in chosen.group(1).split("/")]
    assert values == pytest.approx([float(v) for v in shipped_params()])


def test_consolidation_passes_the_community_resolution_on() -> None:
    """bench/placement.py chooses TASK_RESOLUTION (it decides how many tasks with hand-overs off): consolidate() takes
    it, and a lower one finds fewer, larger communities on the four tasks of the neighbour-graph test."""
    items = [item(i, vec, group=1, minutes=300 * i) for i, vec in enumerate(four_task_vectors())]

    def tasks(resolution: float) -> int:
        plan = consolidate(items, GroupTable({1: None}), resolution=resolution, stray_size=0)
        return len({str(plan.moves.get(i.id, 1)).split("/")[0] for i in items})  # a sub-group counts as its task

    assert tasks(1.0) == 4
    assert tasks(0.1) < 4
