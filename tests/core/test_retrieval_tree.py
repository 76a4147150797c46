"""Retrieval through the tree (issue 13): group names and summaries are signals of their members, a
question that matches a group brings its members, evidence propagates between siblings; conversations
are indexed turn by turn with their context and sessions as groups."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from contexty_qt.core.model import SourceType
from contexty_qt.core.retrieval.conversation import Session, Turn, conversation_documents, turn_text
from contexty_qt.core.retrieval.engine import DEFAULT_SIGNALS, IndexGroup, MemoryDoc, RetrievalIndex

NOW = datetime(2026, 11, 20, 12, tzinfo=UTC)
TRIP, STAY, LAPTOP = 1, 2, 3


def tree_index() -> RetrievalIndex:
    docs = [
        MemoryDoc(1, SourceType.SNIPPET, NOW - timedelta(days=3), "TAP flight TP1363 to Lisbon", group=TRIP),
        MemoryDoc(2, SourceType.SNIPPET, NOW - timedelta(days=2), "Sunny loft in Alfama, rooftop terrace", group=STAY),
        MemoryDoc(3, SourceType.SNIPPET, NOW - timedelta(days=2), "Guesthouse near Rossio, 90 EUR a night", group=STAY),
        MemoryDoc(4, SourceType.SNIPPET, NOW - timedelta(days=1), "ThinkPad T14s review: great keyboard", group=LAPTOP),
        MemoryDoc(5, SourceType.SNIPPET, NOW - timedelta(days=1), "Framework 13 battery life test", group=LAPTOP),
    ]
    index = RetrievalIndex(docs)
    index.set_groups([IndexGroup(TRIP, None, "Lisbon trip"),
                      IndexGroup(STAY, TRIP, "Places to stay", "hotels and flats"),
                      IndexGroup(LAPTOP, None, "New laptop")])
    return index


def test_a_question_matching_a_group_brings_its_members() -> None:
    index = tree_index()
    flat = [s for s in DEFAULT_SIGNALS if s not in ("group", "siblings")]
    assert set(index.search("places to stay", NOW, signals=flat).ids()) == set()  # no member says so
    found = index.search("places to stay", NOW).ids()
    assert set(found[:2]) == {2, 3}
    assert set(index.search("everything about the trip to Lisbon", NOW).ids()[:3]) == {1, 2, 3}  # subgroups too
    assert 4 not in index.search("places to stay", NOW).ids()


def test_evidence_propagates_between_siblings() -> None:
    index = tree_index()
    without = index.search("thinkpad keyboard", NOW, signals=[s for s in DEFAULT_SIGNALS if s != "siblings"])
    assert without.ids()[:1] == [4] and 5 not in without.ids()[:1]
    index.set_groups([IndexGroup(LAPTOP, None, "Hardware")])  # a group whose name does not help
    with_siblings = index.search("thinkpad keyboard", NOW)
    assert with_siblings.ids()[:2] == [4, 5]  # the Framework card never says thinkpad: its sibling does
    assert with_siblings.hits[1].score < with_siblings.hits[0].score


def test_no_groups_means_the_flat_engine() -> None:
    index = tree_index()
    index.set_groups([])
    assert index.search("places to stay", NOW).ids() == []


def test_a_turn_is_indexed_with_its_speaker_date_and_preceding_turns() -> None:
    teaser, reply, reveal = Turn(1, "Maya", "Guess what we brought home last week?"), Turn(2, "Dan", "Tell me!"), \
        Turn(3, "Maya", "A beagle called Pepper!")
    when = datetime(2025, 1, 6, 19, tzinfo=UTC)
    assert turn_text(reveal, [teaser, reply], when) == (
        "Maya: A beagle called Pepper!\n(06 January 2025; before: Maya: Guess what we brought home last week? / "
        "Dan: Tell me!)")
    other = Session(8, when + timedelta(days=9), (Turn(4, "Dan", "I started cello lessons"),
                                                   Turn(5, "Maya", "Lovely, which teacher?")))
    docs, groups = conversation_documents([Session(7, when, (teaser, reply, reveal)), other], window=2)
    assert [d.group for d in docs] == [7, 7, 7, 8, 8]
    assert "brought home" in docs[2].text and docs[2].source is SourceType.CHAT
    assert [g.name for g in groups] == ["conversation of 06 January 2025", "conversation of 15 January 2025"]
    assert "Pepper" in groups[0].summary and "cello" in groups[1].summary
    index = RetrievalIndex(docs)
    index.set_groups(groups)
    assert 3 in index.search("what did Maya bring home?", when + timedelta(days=30)).ids()[:2]
    alone, _groups = conversation_documents([Session(7, when, (teaser, reply, reveal))], window=0, grouped=False)
    assert 3 not in RetrievalIndex(alone).search("what did Maya bring home?", when + timedelta(days=30)).ids()[:1]


def test_a_replaced_memory_is_one_hit_even_with_archived_memories_included() -> None:
    index = RetrievalIndex([MemoryDoc(1, SourceType.SNIPPET, NOW, "ThinkPad keyboard", archived=True)])
    index.add(MemoryDoc(1, SourceType.SNIPPET, NOW, "ThinkPad keyboard review", archived=True))
    assert index.search("thinkpad", NOW, include_archived=True).ids() == [1]
    index.remove(1)
    assert index.search("thinkpad", NOW, include_archived=True).ids() == []


def _unit(*values: float) -> list[float]:
    vector = [float(v) for v in values]
    norm = sum(v * v for v in vector) ** 0.5
    return [v / norm for v in vector]


def context_index() -> RetrievalIndex:
    """Two cards, no shared words with the question: the question's vector is e1. Card 1 (in TAXES) points
    elsewhere on its own (e2); card 2 (no group) is half-way to the question."""
    docs = [MemoryDoc(1, SourceType.SNIPPET, NOW - timedelta(days=1), "class 50 rate 55 percent", group=TRIP),
            MemoryDoc(2, SourceType.SNIPPET, NOW - timedelta(days=1), "a second card elsewhere")]
    index = RetrievalIndex(docs, {1: (_unit(0, 1, 0, 0), None), 2: (_unit(0.5, 0, 0.866, 0), None)}, dim=4)
    index.set_groups([IndexGroup(TRIP, None, "deductions")])
    return index


def test_a_memory_is_read_in_its_groups_context() -> None:
    index = context_index()
    question = _unit(1, 0, 0, 0)
    assert index.group_context_texts() == {TRIP: "deductions"}
    signals = ("dense",)
    assert index.search("write off", NOW, embed=lambda _q: question, signals=signals).ids() == [2, 1]
    index.set_group_vectors({TRIP: question})  # "deductions" means what the question asks
    contextual = index.dense_scores(question, context=True)
    plain = index.dense_scores(question)
    assert contextual is not None and plain is not None
    assert contextual[0] == pytest.approx(0.7 / (1 + 0.7 ** 2) ** 0.5, abs=1e-6)  # (e2 + 0.7 e1) renormalised
    assert plain[0] == pytest.approx(0.0, abs=1e-6) and contextual[1] == pytest.approx(plain[1])  # no group: own
    assert index.search("write off", NOW, embed=lambda _q: question, signals=("dense", "group")).ids()[0] == 1
    index.group_context = 0.0  # off: the content alone again
    index._tree_cache = None
    assert index.search("write off", NOW, embed=lambda _q: question, signals=signals).ids() == [2, 1]


def test_group_vectors_follow_the_tree_and_ignore_another_size() -> None:
    index = context_index()
    question = _unit(1, 0, 0, 0)
    index.set_group_vectors({TRIP: [1.0, 0.0]})  # another model's size: no context
    assert index.dense_scores(question, context=True)[0] == pytest.approx(0.0, abs=1e-6)  # type: ignore[index]
    index.set_group_vectors({TRIP: question})
    index.remove(2)
    index.compact()  # a rebuild keeps the vectors
    assert index.dense_scores(question, context=True)[0] > 0.5  # type: ignore[index]
    index.set_groups([IndexGroup(LAPTOP, None, "hardware")])  # the group is gone: so is its vector
    assert index.dense_scores(question, context=True)[0] == pytest.approx(0.0, abs=1e-6)  # type: ignore[index]


def flights_index() -> RetrievalIndex:
    flights, sights, trip = 10, 11, 12
    texts = ["TP1363 flight Lisbon Thursday", "EI484 flight Dublin Lisbon Friday", "Ryanair flight FR8343 Lisbon",
             "flight prices Lisbon December", "TAP flight return Sunday Lisbon", "Aer Lingus flight saver fare Lisbon",
             "Jonas: door code sorted, see you Thursday"]  # a card of the flights group without its words
    docs = [MemoryDoc(i + 1, SourceType.SNIPPET, NOW - timedelta(days=3, hours=i), text, group=flights)
            for i, text in enumerate(texts)]
    docs += [MemoryDoc(20 + i, SourceType.SNIPPET, NOW - timedelta(days=2, hours=i), text, group=sights)
             for i, text in enumerate(["Lisbon plans: tram 28 first", "Lisbon plans for the seafood dinner",
                                       "plans: museum pass"])]
    index = RetrievalIndex(docs)
    index.set_groups([IndexGroup(trip, None, "Lisbon trip"), IndexGroup(flights, trip, "Flights"),
                      IndexGroup(sights, trip, "Sights")])
    return index


def test_a_question_whose_top_hits_concentrate_in_a_group_gets_the_rest_of_that_group_next() -> None:
    index = flights_index()
    index.fill_need = 5  # five of the top seven below are flights cards
    question = "What are the flight plans to Lisbon?"
    without = index.search(question, NOW, signals=[s for s in DEFAULT_SIGNALS if s != "fill"]).ids()
    assert without.index(22) < without.index(6) and without.index(22) < without.index(7)  # an outsider first
    result = index.search(question, NOW)
    found = result.ids()
    assert found[:7] == without[:7]  # the head is the fused order: five of its seven are flights
    assert found[7:] == [6, 7, 22]  # then the flights group's other cards, then the rest
    scores = [h.score for h in result.hits]
    assert scores == sorted(scores, reverse=True)  # scores by position: a cut-off reads the same gaps
    index.fill_need = 6  # five flights in the head are not enough for six: the plain fused order
    assert index.search(question, NOW).ids() == without


def test_group_fill_needs_a_group_and_is_kept_by_compaction() -> None:
    index = flights_index()
    index.fill_need = 3
    index.remove(22)
    index.compact()
    assert index.fill_need == 3
    index.set_groups([])
    assert 7 not in index.search("What are the flight plans to Lisbon?", NOW).ids()  # no tree: nothing fills
