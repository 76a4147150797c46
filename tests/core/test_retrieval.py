"""The retrieval engine's signals, fusion, time scopes and memory dynamics."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import numpy as np
import pytest

from contexty_qt.core.model import SourceType
from contexty_qt.core.retrieval.dynamics import (
    ImportanceInputs,
    arousal_proxy,
    consolidate,
    importance,
    recall_probability,
)
from contexty_qt.core.retrieval.engine import MemoryDoc, RetrievalIndex, adaptive_cutoff
from contexty_qt.core.retrieval.timeexpr import parse_time_scope

NOW = datetime(2026, 11, 20, 15, 30, tzinfo=UTC)  # a Friday


def doc(id: int, text: str, *, memo: str = "", days: float = 0, source: SourceType = SourceType.SNIPPET,
        tags: tuple[str, ...] = (), archived: bool = False, at: datetime | None = None) -> MemoryDoc:
    return MemoryDoc(id, source, at or NOW - timedelta(days=days), text, memo, tags, archived)


def test_contexty_score_is_appendix_a() -> None:
    index = RetrievalIndex([doc(1, "lisbon flight prices", tags=("travel",), days=15)])
    query = "cheap lisbon flight for travel"
    from contexty_qt.core.text import tokens

    q_tokens = tokens(query)
    score = index.contexty_scores(query, q_tokens, NOW)[0]
    overlap = 2 / len(set(q_tokens))  # lisbon, flight of {cheap, lisbon, flight, travel}
    assert score == pytest.approx(overlap + 0.2 + 0.15 * (1 - 15 / 30))


def test_snippets_outrank_observations_with_the_same_content() -> None:
    index = RetrievalIndex([doc(1, "grant budget table", source=SourceType.OBSERVATION),
                            doc(2, "grant budget table", source=SourceType.SNIPPET)])
    assert index.search("grant budget", NOW).ids()[0] == 2


def test_memo_words_are_searchable_and_weigh_more() -> None:
    index = RetrievalIndex([doc(1, "the screen text mentions expensive options"),
                            doc(2, "a hotel listing in Alfama", memo="way too expensive for us")])
    assert index.search("what did I find too expensive", NOW).ids()[0] == 2


def test_archived_memories_are_excluded_unless_asked() -> None:
    index = RetrievalIndex([doc(1, "resume draft", archived=True), doc(2, "resume feedback")])
    assert index.search("resume", NOW).ids() == [2]
    assert set(index.search("resume", NOW, include_archived=True).ids()) == {1, 2}


def test_dense_signal_finds_paraphrases_without_shared_words() -> None:
    vectors = {1: (np.array([1, 0, 0], np.float32), None), 2: (np.array([0, 1, 0], np.float32), None)}
    index = RetrievalIndex([doc(1, "notebook computer battery life"), doc(2, "airfare to portugal")],
                           vectors=vectors, dim=3)
    result = index.search("plane tickets", NOW, embed=lambda q: np.array([0.1, 0.9, 0], np.float32))
    assert result.ids()[0] == 2
    assert "dense" in result.hits[0].signals


def test_time_range_filters_and_first_orders() -> None:
    monday = datetime(2026, 11, 16, 9, tzinfo=UTC)
    index = RetrievalIndex([
        doc(1, "flight search", at=monday + timedelta(hours=1)),
        doc(2, "resume edits", at=monday),
        doc(3, "flight booking", at=monday + timedelta(days=1)),
    ])
    monday_flights = index.search("flights on Monday", NOW).ids()
    assert monday_flights[0] == 1 and 3 not in monday_flights  # Tuesday's flight is out of range
    assert index.search("the first thing I saved on Monday", NOW).ids()[0] == 2
    assert index.search("the last thing I saved", NOW).ids()[0] == 3
    # nothing in range: the time is a hint, not an empty answer
    assert index.search("flights on Sunday", NOW).ids()


def test_excluded_ids_never_return() -> None:
    index = RetrievalIndex([doc(1, "alpha"), doc(2, "alpha beta")])
    assert index.search("alpha", NOW, exclude=[2]).ids() == [1]


def test_hits_explain_their_signals_and_ranks() -> None:
    index = RetrievalIndex([doc(1, "interview questions about transformers")])
    hit = index.search("interview transformers", NOW).hits[0]
    assert set(hit.signals) == {"contexty", "bm25"} and hit.ranks == {"contexty": 1, "bm25": 1}


def test_adaptive_cutoff_stops_at_the_big_gap() -> None:
    assert adaptive_cutoff([0.9, 0.88, 0.86, 0.3, 0.29, 0.28], min_keep=1) == 3
    assert adaptive_cutoff([0.5, 0.5, 0.5]) == 3
    assert adaptive_cutoff([]) == 0


def test_time_scope_resolves_relative_to_the_question_time() -> None:
    scope = parse_time_scope("what was I reading yesterday afternoon?", NOW)
    assert scope is not None
    assert (scope.start, scope.end) == (datetime(2026, 11, 19, 12, tzinfo=UTC), datetime(2026, 11, 19, 18, tzinfo=UTC))
    scope = parse_time_scope("this morning", NOW)  # the morning starts at midnight ("1 in the morning")
    assert scope is not None and scope.start == datetime(2026, 11, 20, 0, tzinfo=UTC)
    scope = parse_time_scope("what did I save on Wednesday evening?", NOW)  # the evening ends at midnight
    assert scope is not None and (scope.start, scope.end) == (datetime(2026, 11, 18, 17, tzinfo=UTC),
                                                             datetime(2026, 11, 19, tzinfo=UTC))
    scope = parse_time_scope("on Monday", NOW)
    assert scope is not None and scope.start == datetime(2026, 11, 16, tzinfo=UTC)
    scope = parse_time_scope("on Nov 17th", NOW)
    assert scope is not None and scope.start == datetime(2026, 11, 17, tzinfo=UTC)
    scope = parse_time_scope("on December 28", datetime(2027, 1, 10, tzinfo=UTC))  # last year's is nearer
    assert scope is not None and scope.start == datetime(2026, 12, 28, tzinfo=UTC)
    scope = parse_time_scope("on Friday 13 November", NOW)  # a date names its weekday: the date decides
    assert scope is not None and (scope.start, scope.matched) == (datetime(2026, 11, 13, tzinfo=UTC),
                                                                 ("on friday 13 november",))
    scope = parse_time_scope("the first thing I saved", NOW)
    assert scope is not None and scope.order == "first" and scope.start is None
    assert parse_time_scope("compare the laptops", NOW) is None


def test_a_date_still_ahead_is_a_plan_not_a_capture_time() -> None:
    # asked on Friday 20 November: "on December 3" and "Saturday 28 November" are what the captures talk
    # about (a bus, an appraisal), not when they were made: no range, and the date's words stay searchable
    for question in ("what is happening on December 3?", "What is happening on Saturday 28 November?"):
        assert parse_time_scope(question, NOW) is None, question
    index = RetrievalIndex([
        MemoryDoc(1, SourceType.SNIPPET, NOW - timedelta(days=3), "Appraisal on Saturday 28 November at 10:00"),
        MemoryDoc(2, SourceType.SNIPPET, NOW - timedelta(days=6), "Regional fair bus leaves 28 November, 6:45"),
        MemoryDoc(3, SourceType.SNIPPET, NOW - timedelta(days=1), "Grocery list for the weekend"),
    ])
    found = index.search("What is happening on Saturday 28 November?", NOW).ids()
    assert set(found[:2]) == {1, 2}


def test_a_past_date_the_capture_writes_keeps_it_in_range() -> None:
    # "the balance on 30 April" asked days later: the statement that writes "30 April" was saved on 2 May, and
    # the date names what it is about; a capture made on 30 April stays in range, one neither made nor dated
    # then is filtered out
    now = datetime(2026, 5, 2, 19, tzinfo=UTC)
    scope = parse_time_scope("What was the group's savings balance on 30 April?", now)
    assert scope is not None and scope.named_date == datetime(2026, 4, 30).date()
    assert parse_time_scope("what did I save yesterday?", now).named_date is None  # type: ignore[union-attr]
    index = RetrievalIndex([
        MemoryDoc(1, SourceType.SNIPPET, now - timedelta(hours=2), "Savings group | balance 30 April: 2,905,400"),
        MemoryDoc(2, SourceType.SNIPPET, datetime(2026, 4, 30, 10, tzinfo=UTC), "savings balance reminder"),
        MemoryDoc(3, SourceType.SNIPPET, now - timedelta(hours=1), "savings balance for March: 2,700,000"),
        MemoryDoc(4, SourceType.SNIPPET, now - timedelta(hours=3), "Apr 30th: savings balance checked at the bank"),
    ])
    found = index.search("What was the group's savings balance on 30 April?", now).ids()
    assert set(found) == {1, 2, 4}
    # a date written without its month is not that date
    index = RetrievalIndex([
        MemoryDoc(1, SourceType.SNIPPET, now - timedelta(hours=2), "30 members paid the balance"),
        MemoryDoc(2, SourceType.SNIPPET, datetime(2026, 4, 30, 10, tzinfo=UTC), "balance"),
    ])
    assert index.search("the balance on 30 April", now).ids() == [2]


def test_a_part_of_day_as_a_bare_noun_is_not_a_time() -> None:
    assert parse_time_scope("Who are the judges for science night so far?", NOW) is None
    assert parse_time_scope("my morning pages about the essay", NOW) is None
    for question in ("what did I read in the evening?", "what did I save at night", "this afternoon",
                     "on Wednesday evening"):
        assert parse_time_scope(question, NOW) is not None, question


def test_a_deadline_or_a_plan_for_later_today_is_not_a_capture_time() -> None:
    # a weekday after "after"/"by"/"until" is a deadline, after "for" a date the content is about; today's own
    # weekday (asked on Friday) is later today
    for question in ("What was I going to decide after Thursday?", "what do I have to pay by Monday?",
                     "Which quote did I note was not for Thursday?", "What's planned for this Tuesday?",
                     "What's the late fee if we bring the skis back after 7 on Friday?",
                     "What's the late fee if we bring the skis back after 7 on Sunday?",  # a plan: if, will, next
                     "What is Sam doing next Monday?", "What did Mati say he'll bring on Saturday?"):
        assert parse_time_scope(question, NOW) is None, question
    for question in ("What did Priya say on Monday?", "What did I need to tell parents on Monday?",
                     "Which flights did I save on Monday for next week?",  # about then, or about captures
                     "What did I save on Monday for the party?"):
        scope = parse_time_scope(question, NOW)
        assert scope is not None and scope.start == datetime(2026, 11, 16, tzinfo=UTC), question
    scope = parse_time_scope("what did I save last Friday?", NOW)  # "last" names the week before
    assert scope is not None and scope.start == datetime(2026, 11, 13, tzinfo=UTC)
    index = RetrievalIndex([
        MemoryDoc(1, SourceType.SNIPPET, NOW - timedelta(days=2), "Crate or just a bed?", memo="decide after thursday"),
        MemoryDoc(2, SourceType.SNIPPET, NOW - timedelta(days=1), "Thursday: vet at 10"),
    ])
    assert index.search("What was I going to decide after Thursday?", NOW).ids()[0] == 1


def test_a_weekday_that_is_the_subject_of_a_quoted_note_is_not_a_capture_time() -> None:
    # the person's own words quoted back ("tuesday has the t") name the weekday as what the note is about
    for question in ("Where did I remind myself that tuesday has the t?", "Where did I grumble wednesday = anjali day?",
                     "Which note said friday is a holiday?",
                     "Which note reminds me that Thursday's a holiday and I only have five working days?",
                     "Where did I write that monday’s off for the kids?"):
        assert parse_time_scope(question, NOW) is None, question
    for question in ("What did I note on Thursday is a holiday?", "What was on my mind last Tuesday?",
                     "What did I save Monday?", "What was on Thursday's list?"):
        assert parse_time_scope(question, NOW) is not None, question
    index = RetrievalIndex([
        MemoryDoc(1, SourceType.SNIPPET, NOW - timedelta(days=9), "Lesson 4 vocab", memo="tuesday has the t"),
        MemoryDoc(2, SourceType.SNIPPET, NOW - timedelta(days=3), "Ferry times", memo="check the t for tuesday"),
    ])
    assert index.search("Where did I remind myself that tuesday has the t?", NOW).ids()[0] == 1


def test_what_a_note_says_is_its_content_not_when_it_was_captured() -> None:
    # after "which note says", time words are what the note reports ("silent since Friday night"); a time before the
    # verb still says when it was captured
    for question in ("Which note says F14 was silent since Friday night?", "Which memo mentions the meeting yesterday?",
                     "Which message told me the lift is out until Monday evening?"):
        assert parse_time_scope(question, NOW) is None, question
    for question in ("Which note from Tuesday says the collar is silent?", "What did I save on Tuesday about F14?"):
        assert parse_time_scope(question, NOW) is not None, question
    index = RetrievalIndex([
        MemoryDoc(1, SourceType.SNIPPET, NOW - timedelta(days=1), "Telemetry log", memo="F14 silent since fri night"),
        MemoryDoc(2, SourceType.SNIPPET, NOW - timedelta(days=5), "Collar order", memo="F14 spare, order fri"),
    ])
    assert index.search("Which note says F14 was silent since Friday night?", NOW).ids()[0] == 1

def test_a_weekday_or_weekend_that_qualifies_a_noun_is_not_a_capture_time() -> None:
    for question in ("What rate are the casuals paid on the Saturday night shift?",
                     "How long did the weekend evacuation test take?", "When is the Friday deadline?",
                     "What did the Thursday decision say?", "What came of the Monday janitor visit?"):
        assert parse_time_scope(question, NOW) is None, question
    for question in ("What did I save on Monday evening about the loan?", "What did I read over the weekend?",
                     "What did I save on Monday, the 16th?", "What did I save on Wednesday evening?"):
        assert parse_time_scope(question, NOW) is not None, question
    night = parse_time_scope("What did I save late on Thursday night last week?", NOW)  # "last" is no noun
    assert night is not None and night.matched[:2] == ("on thursday", "night")


def test_a_time_of_day_the_captures_talk_about_is_not_a_capture_time() -> None:
    assert parse_time_scope("What am I doing about the cold at night on the track?", NOW) is None
    assert parse_time_scope("which messages did I get in the evening?", NOW) is not None


def test_weekend_is_saturday_and_sunday_where_the_zone_names_no_country() -> None:
    monday = datetime(2026, 11, 23, 9, tzinfo=UTC)
    saturday, monday_0 = datetime(2026, 11, 21, tzinfo=UTC), datetime(2026, 11, 23, tzinfo=UTC)
    for question in ("What did I capture over the weekend?", "at the weekend", "this weekend", "last weekend"):
        scope = parse_time_scope(question, monday)
        assert scope is not None and (scope.start, scope.end, scope.order) == (saturday, monday_0, None), question
    sunday = datetime(2026, 11, 22, 10, tzinfo=UTC)  # asked during a weekend
    scope = parse_time_scope("what did I read this weekend", sunday)
    assert scope is not None and (scope.start, scope.end) == (saturday, sunday + timedelta(seconds=1))
    scope = parse_time_scope("the last thing I saved last weekend", sunday)
    assert scope is not None and scope.start == saturday - timedelta(days=7) and scope.order == "last"
    scope = parse_time_scope("over the weekend in the morning", monday)  # a part of a 2-day span: the span
    assert scope is not None and (scope.start, scope.end) == (saturday, monday_0)


def test_the_weekend_is_the_one_of_the_askers_country() -> None:
    # fresh-29's miss: asked on a Sunday morning in Haifa, "over the weekend" is the Friday and Saturday just gone
    # (Sunday is a working day there), not Saturday and this Sunday
    haifa = ZoneInfo("Asia/Jerusalem")
    sunday = datetime(2032, 3, 21, 9, 30, tzinfo=haifa)
    scope = parse_time_scope("What did I capture about my mother over the weekend?", sunday)
    assert scope is not None
    assert (scope.start, scope.end) == (datetime(2032, 3, 19, tzinfo=haifa), datetime(2032, 3, 21, tzinfo=haifa))
    friday = datetime(2032, 3, 19, 12, tzinfo=haifa)  # asked during it: this weekend so far, last weekend before it
    scope = parse_time_scope("what did I read last weekend", friday)
    assert scope is not None and scope.start == datetime(2032, 3, 12, tzinfo=haifa)
    # where CLDR's weekend is one rest day, the weekend people mean is it and the day before: Saturday and Sunday
    # in India (fresh-5's question), Thursday and Friday in Iran
    for zone, start in (("Asia/Kolkata", 20), ("Asia/Calcutta", 20), ("Asia/Tehran", 18)):
        local = ZoneInfo(zone)
        scope = parse_time_scope("what did I read over the weekend", datetime(2032, 3, 24, 9, tzinfo=local))
        assert scope is not None, zone
        assert (scope.start, scope.end) == (datetime(2032, 3, start, tzinfo=local),
                                            datetime(2032, 3, start + 2, tzinfo=local)), zone
    berlin = ZoneInfo("Europe/Berlin")
    scope = parse_time_scope("what did I read over the weekend", datetime(2032, 3, 22, 9, tzinfo=berlin))
    assert scope is not None and scope.start == datetime(2032, 3, 20, tzinfo=berlin)
    docs = [doc(1, "mama's blood pressure pills", at=datetime(2032, 3, 19, 10, tzinfo=haifa)),
            doc(2, "mama's nursing home visit", at=datetime(2032, 3, 22, 10, tzinfo=haifa) - timedelta(days=7))]
    assert RetrievalIndex(docs).search("what did I save about mama over the weekend?", sunday).ids() == [1]


def test_a_public_holiday_by_name_is_its_day_in_the_askers_country() -> None:
    # fresh-30's miss: asked in Ciudad Juárez the morning after, "the afternoon of Veterans Day" is 11 November's
    # afternoon there (a United States holiday, kept on one day by every country that keeps it, so it names a date
    # in Mexico too)
    juarez = ZoneInfo("America/Ciudad_Juarez")
    friday = datetime(2032, 11, 12, 9, tzinfo=juarez)
    scope = parse_time_scope("What did I capture on the afternoon of Veterans Day?", friday)
    assert scope is not None
    assert (scope.start, scope.end) == (datetime(2032, 11, 11, 12, tzinfo=juarez),
                                        datetime(2032, 11, 11, 18, tzinfo=juarez))
    assert "veterans day" not in " ".join(scope.matched).replace("of veterans day", "")  # its words are the time's
    # the asker's own calendar, regions included: Good Friday is Geneva's (a canton's holiday, not the nation's),
    # and Easter Monday with a part of the day; both were days ago, not last year's
    zurich = ZoneInfo("Europe/Zurich")
    tuesday = datetime(2032, 3, 30, 9, tzinfo=zurich)
    scope = parse_time_scope("what did I save on Good Friday?", tuesday)
    assert scope is not None and (scope.start, scope.end) == (datetime(2032, 3, 26, tzinfo=zurich),
                                                              datetime(2032, 3, 27, tzinfo=zurich))
    scope = parse_time_scope("what did I read on Easter Monday morning", tuesday)
    assert scope is not None and (scope.start, scope.end) == (datetime(2032, 3, 29, tzinfo=zurich),
                                                              datetime(2032, 3, 29, 12, tzinfo=zurich))
    # a holiday still ahead is a plan; one that is what the captures are about, or that qualifies a noun, is no
    # capture time; a name whose day differs between countries names nothing where the asker has no country
    assert parse_time_scope("What did I save on Revolution Day?", friday) is None  # Monday 15 November, ahead
    assert parse_time_scope("What's closed on Remembrance Day that gets in the way of my plans?",
                            datetime(2027, 11, 12, 9, tzinfo=ZoneInfo("America/St_Johns"))) is None
    assert parse_time_scope("the photos I saved of the Independence Day parade", friday) is None
    assert parse_time_scope("what did I save on Independence Day?", datetime(2032, 12, 5, 9, tzinfo=UTC)) is None
    scope = parse_time_scope("what did I save on Orthodox Good Friday?", datetime(2032, 5, 5, 9, tzinfo=UTC))
    assert scope is not None and scope.start == datetime(2032, 4, 30, tzinfo=UTC)  # one day wherever it is kept
    docs = [doc(1, "implant torque 40 ncm", at=datetime(2032, 11, 11, 14, tzinfo=juarez)),
            doc(2, "implant torque chart", at=datetime(2032, 11, 10, 14, tzinfo=juarez))]
    assert RetrievalIndex(docs).search("what did I capture about the implant on Veterans Day?", friday).ids() == [1]


def test_a_holiday_named_for_a_weekday_is_that_weekday_and_not_the_last_one() -> None:
    # fresh-31's misses, asked in Apia: Samoa's calendar keeps White Sunday on the Monday given off after it, but
    # "on White Sunday" is the Sunday; and the "Sunday" ending a holiday's name is no bare weekday, so "from the
    # night Uncle died to White Sunday" (a span whose start is no date) is not last Sunday night
    apia = ZoneInfo("Pacific/Apia")
    monday = datetime(2033, 10, 10, 12, tzinfo=apia)
    scope = parse_time_scope("What did I capture on White Sunday?", monday)
    assert scope is not None and (scope.start, scope.end) == (datetime(2033, 10, 9, tzinfo=apia),
                                                              datetime(2033, 10, 10, tzinfo=apia))
    tuesday = monday + timedelta(hours=21)
    assert parse_time_scope("What did Mareta message me, from the night Uncle died to White Sunday?", tuesday) is None
    scope = parse_time_scope("What did Mareta message me on Sunday night?", tuesday)  # a bare weekday still is one
    assert scope is not None and scope.start == datetime(2033, 10, 9, 19, tzinfo=apia)
    # a holiday whose name says which day it follows keeps its own day (Samoa's, a Saturday)
    scope = parse_time_scope("what did I save on the day after Good Friday?", datetime(2033, 4, 19, 9, tzinfo=apia))
    assert scope is not None and scope.start == datetime(2033, 4, 16, tzinfo=apia)
    docs = [doc(1, "church programme, kids first at 9", at=datetime(2033, 10, 9, 8, tzinfo=apia)),
            doc(2, "church programme for next year", at=datetime(2033, 10, 10, 8, tzinfo=apia))]
    assert RetrievalIndex(docs).search("what did I capture about the church programme on White Sunday?",
                                       monday).ids() == [1]


def test_what_the_person_wrote_is_content_not_when_they_wrote_it() -> None:
    # fresh-31's miss: "where did I write that Iosefa is back in his Monday" quotes the note ("back in his Monday":
    # across the date line); it was written on the Tuesday, and no day bounds it; "that evening" still points at one
    tuesday = datetime(2033, 10, 11, 9, tzinfo=ZoneInfo("Pacific/Apia"))
    for question in ("Where did I write that Iosefa is back in his Monday?",
                     "Where did I note down that the van is due back on Friday?",
                     "Where did I say that we fly out on Sunday?"):
        assert parse_time_scope(question, tuesday) is None, question
    for question in ("What did I write that Monday evening?", "What did I jot down on Friday that I need?"):
        assert parse_time_scope(question, tuesday) is not None, question
    docs = [doc(1, "iosefa home and back in his monday", at=datetime(2033, 10, 4, 17, tzinfo=UTC)),
            doc(2, "van booked for monday", at=datetime(2033, 10, 10, 9, tzinfo=ZoneInfo("Pacific/Apia")))]
    assert RetrievalIndex(docs).search("Where did I write that Iosefa is back in his Monday?", tuesday).ids()[0] == 1


def test_a_weekend_after_before_or_by_is_a_deadline_not_a_capture_time() -> None:
    # fresh-24's miss: "before the weekend", asked on a Sunday, is not this weekend's two days
    sunday = datetime(2026, 11, 22, 10, tzinfo=UTC)
    for question in ("What did Rick post in the club's group before the weekend?",
                     "What do I have to send by the weekend?", "What was I going to decide after this weekend?"):
        assert parse_time_scope(question, sunday) is None, question
    friday_post = MemoryDoc(1, SourceType.SNIPPET, sunday - timedelta(days=9), "Club group: Rick: dinner is ON")
    weekend_note = MemoryDoc(2, SourceType.SNIPPET, sunday - timedelta(hours=20), "Shopping list for the week")
    index = RetrievalIndex([friday_post, weekend_note])
    assert index.search("What did Rick post in the club's group before the weekend?", sunday).ids()[0] == 1


def test_weekend_question_ranks_only_weekend_captures() -> None:
    monday = datetime(2026, 11, 23, 9, tzinfo=UTC)
    docs = [doc(1, "capture on friday", at=datetime(2026, 11, 20, 17, tzinfo=UTC)),
            doc(2, "laptop review", at=datetime(2026, 11, 21, 10, tzinfo=UTC)),
            doc(3, "itinerary draft", at=datetime(2026, 11, 22, 22, tzinfo=UTC)),
            doc(4, "capture on monday", at=datetime(2026, 11, 23, 8, tzinfo=UTC))]
    hits = RetrievalIndex(docs).search("What did I capture over the weekend?", monday).ids()
    assert sorted(hits) == [2, 3]


def test_recall_probability_follows_dyn1() -> None:
    assert recall_probability(1.0, 0.0, 1.0) == pytest.approx(1.0)
    assert recall_probability(0.5, 0.0, 1.0) == pytest.approx((1 - math.exp(-0.5)) / (1 - math.exp(-1)))
    fresh, stale = recall_probability(0.8, 1.0, 1.0), recall_probability(0.8, 10.0, 1.0)
    assert stale < fresh and stale > 0.0  # decays, never reaches zero
    consolidated = consolidate(1.0, 2.0)
    assert consolidated == pytest.approx(1.0 + (1 - math.exp(-2)) / (1 + math.exp(-2)))
    assert recall_probability(0.8, 10.0, consolidated) > stale  # recalled memories fade more slowly


def test_lufy_importance_decays_slower_for_stronger_memories() -> None:
    weak, strong = ImportanceInputs(llm_importance=2), ImportanceInputs(llm_importance=9, retrieved_first=3)
    assert importance(weak, 0) == pytest.approx(1.0)
    assert importance(strong, 5) > importance(weak, 5)
    assert arousal_proxy("URGENT: deadline tomorrow!") > arousal_proxy("a table of numbers")


def _paraphrase_index() -> tuple[RetrievalIndex, dict[str, np.ndarray]]:
    """Memory 1 means what the question asks but shares none of its words; 2-6 share one word
    ("Portugal") and mean something else."""
    loft, other = np.array([1.0, 0.0, 0.0, 0.0]), np.array([0.6, 0.8, 0.0, 0.0])
    docs = [doc(1, "sunny loft in the heart of Alfama, three nights", days=1)]
    docs += [doc(i, f"Portugal football results week {i}", days=1) for i in range(2, 7)]
    docs += [doc(i, f"unrelated note {i}", days=1) for i in range(7, 12)]
    vectors = {1: (loft, None), **{i: (other, None) for i in range(2, 7)},
               **{i: (np.array([0.0, 0.0, 1.0, 0.0]), None) for i in range(7, 12)}}
    return RetrievalIndex(docs, vectors, dim=4), {"loft": loft, "portugal": other}


def test_lexical_coverage_is_the_best_memorys_share_of_the_query_idf() -> None:
    index, _ = _paraphrase_index()
    n, df = 11, 5
    idf_portugal = math.log(1 + (n - df + 0.5) / (df + 0.5))
    idf_unseen = math.log(1 + (n + 0.5) / 0.5)
    assert index.lexical_coverage(["portugal", "sleep", "capital"]) == pytest.approx(
        idf_portugal / (idf_portugal + 2 * idf_unseen))
    assert index.lexical_coverage(["portugal"]) == 1.0
    assert index.lexical_coverage([]) == 1.0


def test_words_no_memory_covers_leave_the_ranking_to_meaning(monkeypatch: pytest.MonkeyPatch) -> None:
    import contexty_qt.core.retrieval.engine as engine

    index, vectors = _paraphrase_index()
    question = "Which place did I book to sleep in the capital of Portugal?"
    hits = index.search(question, NOW, embed=lambda _q: vectors["loft"])
    assert hits.ids()[0] == 1 and "bm25" not in hits.hits[0].ranks
    monkeypatch.setattr(engine, "MIN_LEXICAL_COVERAGE", 0.0)  # the lists the gate drops would win
    assert index.search(question, NOW, embed=lambda _q: vectors["loft"]).ids()[0] != 1
    monkeypatch.undo()
    # a question its words cover keeps the lexical lists; without vectors they are all there is
    assert index.search("Portugal football results", NOW, embed=lambda _q: vectors["loft"]).ids()[0] != 1
    assert set(index.search(question, NOW).ids()) == {2, 3, 4, 5, 6}


def test_what_a_question_sets_aside_is_not_evidence_for_it() -> None:
    """"apart from the huts": the huts are what the person does not ask about, so their words leave the query."""
    index = RetrievalIndex([
        doc(1, "Hut pass: Luxmore Hut and Iris Burn Hut booked, huts confirmed"),
        doc(2, "Rental car booked, Queenstown airport"),
        doc(3, "Bus booked from Rainbow Reach"),
        doc(4, "Packing list: boots, gaiters"),
    ])
    asked = index.search("What have we booked for the trip apart from the huts?", NOW).ids()
    assert asked == index.search("What have we booked for the trip?", NOW).ids()
    assert asked[0] != 1  # with "huts" counted, the hut booking led on every lexical list
    for phrase in ("except the huts", "other than the huts", "excluding the huts", "except for the huts"):
        assert index.search(f"What have we booked {phrase}?", NOW).ids() == index.search(
            "What have we booked?", NOW).ids()
    # the rest of the question after the clause still counts
    assert index.search("Apart from the huts, what car did we book?", NOW).ids()[0] == 2


def test_importance_only_breaks_near_ties_in_the_dense_list() -> None:
    """LUFY-2's importance decides between memories the question's meaning does not separate, and no more
    (engine.IMPORTANCE_WEIGHT: the paper's 0.1 reordered the dense list by far more than meaning)."""
    from contexty_qt.core.retrieval import engine

    q = np.array([1.0, 0.0])
    closer = np.array([0.9, math.sqrt(1 - 0.81)])  # cosine 0.90
    farther = np.array([0.88, math.sqrt(1 - 0.88 ** 2)])  # cosine 0.88
    index = RetrievalIndex([MemoryDoc(1, SourceType.SNIPPET, NOW, "a", strength=0.0),
                            MemoryDoc(2, SourceType.SNIPPET, NOW, "b", strength=50.0),
                            MemoryDoc(3, SourceType.SNIPPET, NOW, "c", strength=50.0)],
                           vectors={1: (closer, None), 2: (farther, None), 3: (closer, None)}, dim=2)
    dense = index.dense_scores(q, index.importance(NOW))
    assert dense is not None
    assert dense[0] > dense[1]  # a little closer in meaning beats more important (with 0.1 it did not)
    assert dense[2] > dense[0]  # as close in meaning: the more important first
    assert dense[2] - dense[0] == pytest.approx(engine.IMPORTANCE_WEIGHT, rel=1e-3)  # importance 1.0 (just captured)


def test_more_ways_to_say_when() -> None:
    """Phrasings beyond the sets' own, each a day or a range in the asker's calendar (NOW: Friday 20 November,
    15:30): the day before yesterday, a week ago, six days ago, the night before last, "since", "in the last two
    days", "on the 18th", "Sept", short weekday names after "on", "tonight" (after 17:00; before, a plan)."""
    day = timedelta(days=1)

    def scope_of(question: str, now: datetime = NOW) -> tuple[datetime | None, datetime | None]:
        scope = parse_time_scope(question, now)
        assert scope is not None, question
        return scope.start, scope.end

    midnight = datetime(2026, 11, 20, tzinfo=UTC)
    just_now = NOW + timedelta(seconds=1)
    assert scope_of("what did I save the day before yesterday?") == (midnight - 2 * day, midnight - day)
    assert scope_of("what did I save a week ago?") == (midnight - 7 * day, midnight - 6 * day)
    assert scope_of("what did I save six days ago?") == (midnight - 6 * day, midnight - 5 * day)
    assert scope_of("what did I read the night before last?") == (midnight - 2 * day + timedelta(hours=19),
                                                                   midnight - day + timedelta(hours=5))
    assert scope_of("what have I saved since Monday?") == (datetime(2026, 11, 16, tzinfo=UTC), just_now)
    assert scope_of("what did I save in the last two days?") == (midnight - day, just_now)
    assert scope_of("what did I save on the 18th?") == (midnight - 2 * day, midnight - day)
    assert scope_of("what did I save on Sept. 4?", datetime(2026, 9, 10, tzinfo=UTC))[0] == datetime(
        2026, 9, 4, tzinfo=UTC)
    assert scope_of("what did I save on Tue?") == (midnight - 3 * day, midnight - 2 * day)
    evening = NOW.replace(hour=21)
    assert scope_of("what did I save tonight?", evening) == (midnight + timedelta(hours=17),
                                                             evening + timedelta(seconds=1))
    assert parse_time_scope("what is on tonight?", NOW) is None  # asked at 15:30: a plan
    assert parse_time_scope("what is happening on the 28th?", NOW) is None  # still ahead: a plan
    assert parse_time_scope("where did the cat sit when the sun came out?", NOW) is None  # "sit", "sun": no days
