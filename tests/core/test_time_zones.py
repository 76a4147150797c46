"""Time words resolve in the person's time zone (issue 13): stored times are UTC instants, the question's
"this morning" is the asker's morning. Three zones, a daylight-saving change inside the asked range and a
capture at 23:30 local time."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.model import SourceType
from contexty_qt.core.retrieval.engine import MemoryDoc, RetrievalIndex
from contexty_qt.core.retrieval.timeexpr import parse_time_scope, settings_zone, user_zone

LA = ZoneInfo("America/Los_Angeles")
TOKYO = ZoneInfo("Asia/Tokyo")
BERLIN = ZoneInfo("Europe/Berlin")


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)  # type: ignore[misc]


def index_of(*times: datetime) -> RetrievalIndex:
    return RetrievalIndex([MemoryDoc(i + 1, SourceType.SNIPPET, t, f"note number {i + 1}")
                           for i, t in enumerate(times)])


def found(index: RetrievalIndex, question: str, now: datetime, zone: ZoneInfo) -> list[int]:
    return sorted(index.search(question, now, zone=zone, limit=20).ids())


def test_this_morning_in_los_angeles_is_los_angeles_morning() -> None:
    now = datetime(2026, 6, 10, 14, 0, tzinfo=LA)  # 21:00 UTC
    scope = parse_time_scope("what did I save this morning?", now.astimezone(UTC).astimezone(LA))
    assert scope is not None and scope.start is not None and scope.end is not None
    assert (scope.start, scope.end) == (datetime(2026, 6, 10, 0, tzinfo=LA), datetime(2026, 6, 10, 12, tzinfo=LA))
    index = index_of(datetime(2026, 6, 10, 9, 30, tzinfo=LA),   # 16:30 UTC: the morning asked about
                     datetime(2026, 6, 10, 22, 0, tzinfo=UTC),  # 15:00 LA: afternoon, not this morning
                     datetime(2026, 6, 9, 22, 0, tzinfo=LA))    # the evening before
    asked_at = now.astimezone(UTC)  # the service asks with a UTC clock
    assert found(index, "what did I save this morning?", asked_at, LA) == [1]
    # read in UTC (the old behaviour) "this morning" is 00:00-12:00 UTC: the evening before, not the morning
    assert found(index, "what did I save this morning?", asked_at, ZoneInfo("UTC")) == [3]


def test_this_morning_in_tokyo_is_tokyo_morning() -> None:
    now = datetime(2026, 6, 11, 10, 0, tzinfo=TOKYO)  # 01:00 UTC, still 10 June in UTC
    index = index_of(datetime(2026, 6, 11, 7, 15, tzinfo=TOKYO),  # 22:15 UTC on 10 June
                     datetime(2026, 6, 10, 8, 0, tzinfo=TOKYO))   # yesterday morning in Tokyo
    assert found(index, "what did I save this morning?", now.astimezone(UTC), TOKYO) == [1]
    assert found(index, "what did I save yesterday morning?", now.astimezone(UTC), TOKYO) == [2]


def test_a_range_across_the_daylight_saving_change_keeps_local_midnights() -> None:
    # Europe/Berlin leaves summer time on Sunday 25 October 2026 (03:00 CEST -> 02:00 CET): that week has 169 hours
    now = datetime(2026, 10, 28, 12, 0, tzinfo=BERLIN).astimezone(UTC)
    scope = parse_time_scope("what did I read last week?", now.astimezone(BERLIN))
    assert scope is not None and scope.start is not None and scope.end is not None
    assert scope.start == datetime(2026, 10, 19, tzinfo=BERLIN)
    assert scope.end == datetime(2026, 10, 26, tzinfo=BERLIN)
    assert scope.end.timestamp() - scope.start.timestamp() == 169 * 3600
    index = index_of(datetime(2026, 10, 25, 23, 30, tzinfo=BERLIN),  # Sunday 23:30 CET = 22:30 UTC: last week
                     datetime(2026, 10, 26, 0, 30, tzinfo=BERLIN),   # Monday 00:30 CET = 23:30 UTC Sunday: this week
                     datetime(2026, 10, 19, 0, 30, tzinfo=BERLIN))   # Monday 00:30 CEST = 22:30 UTC Sunday: last week
    assert found(index, "what did I read last week?", now, BERLIN) == [1, 3]
    # read in UTC: Monday 00:30 of this week counts as last week, and the first Monday of last week is lost
    assert found(index, "what did I read last week?", now, ZoneInfo("UTC")) == [1, 2]


def test_los_angeles_dst_change_inside_this_week() -> None:
    # America/Los_Angeles: 1 November 2026 at 02:00 PDT -> 01:00 PST; asked on Wednesday 4 November
    now = datetime(2026, 11, 4, 9, 0, tzinfo=LA)
    index = index_of(datetime(2026, 11, 1, 0, 30, tzinfo=LA), datetime(2026, 11, 1, 23, 59, tzinfo=LA),
                     datetime(2026, 11, 2, 0, 10, tzinfo=LA))
    assert found(index, "what did I save on Sunday?", now.astimezone(UTC), LA) == [1, 2]
    assert found(index, "what did I save on Monday?", now.astimezone(UTC), LA) == [3]


def test_a_capture_at_2330_local_belongs_to_its_local_day() -> None:
    late = datetime(2026, 3, 3, 23, 30, tzinfo=LA)  # 07:30 UTC on 4 March
    index = index_of(late, datetime(2026, 3, 4, 10, 0, tzinfo=LA))
    now = datetime(2026, 3, 4, 18, 0, tzinfo=LA).astimezone(UTC)  # 02:00 UTC on 5 March
    assert found(index, "what did I save yesterday?", now, LA) == [1]
    assert found(index, "what did I save yesterday night?", now, LA) == [1]
    assert found(index, "what did I save today?", now, LA) == [2]
    assert found(index, "what did I save last night?", now, LA) == [1]
    # the same instants read in Tokyo (asked at 11:00 on 5 March there): the 10:00 Los Angeles capture is
    # 03:00 on 5 March in Tokyo, so it is today there, not yesterday
    assert found(index, "what did I save yesterday?", now, TOKYO) == [1]
    assert found(index, "what did I save today?", now, TOKYO) == [2]


def test_zone_comes_from_the_setting_or_the_system(tmp_path: object) -> None:
    class FakeSettings:
        def __init__(self, value: str) -> None:
            self.value = value

        def get(self, key: str) -> str:
            assert key == "time.zone"
            return self.value

    settings = FakeSettings("Asia/Tokyo")
    zone = settings_zone(settings)
    assert zone() == TOKYO
    settings.value = "America/Los_Angeles"  # read at each question
    assert zone() == LA
    settings.value = ""
    assert zone() == user_zone("")  # the system's
    assert user_zone("Not/AZone") == user_zone("")


def test_setting_rejects_an_unknown_zone(tmp_path: pytest.TempPathFactory) -> None:
    from contexty_qt.core.settings import SCHEMA_BY_KEY, coerce

    setting = SCHEMA_BY_KEY["time.zone"]
    assert coerce(setting, "Europe/Berlin") == "Europe/Berlin"
    assert coerce(setting, "") == ""
    with pytest.raises(InvalidInputError, match="not a time zone"):
        coerce(setting, "Mars/Olympus")


def test_the_chat_answer_reads_times_in_the_zone_retrieval_reads_them_in(core: Any, fake_openai: Any) -> None:
    """The answering model is told the person's now and sees each memory's time in the same zone retrieval
    used for "this morning" (the setting `time.zone`), not UTC: otherwise it would call a Tokyo morning capture
    "last night"."""
    from contexty_qt.core.chat import threads as th
    from contexty_qt.core.chat.service import ChatService
    from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
    from contexty_qt.core.retrieval.service import RetrievalService
    from tests.fakes.openai_server import Reply

    memory = core.tree.add_memory(SourceType.SNIPPET, text="Ferry timetable: the Sunday return leaves at 17:40",
                                  captured_at=datetime(2026, 6, 11, 7, 15, tzinfo=TOKYO))  # 22:15 UTC on 10 June
    retrieval = RetrievalService(core.store, core.bus, zone=lambda: TOKYO)
    retrieval.build_now()
    try:
        fake_openai.on("chat_plan", Reply(json={"memories": True, "conversation": False, "queries": []}))
        fake_openai.on("chat_relevance", Reply(json={"relevant": [f"m{memory.id}"]}))
        fake_openai.on("chat_answer", Reply(content=f"The ferry timetable [m{memory.id}]."))
        gateway = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small",
                                              chat_model="fake-large", timeout_s=5))
        threads = th.ThreadStore(core.store, core.bus)
        now = datetime(2026, 6, 11, 10, 0, tzinfo=TOKYO).astimezone(UTC)  # the service's clock is UTC
        ChatService(threads, core.tree, gateway, retrieval, clock=lambda: now).ask(
            threads.create().id, "what did I save this morning?", now=now)
        asked = fake_openai.chat_requests("chat_answer")[-1]
        system, user = asked.messages[0]["content"], asked.messages[-1]["content"]
        assert "It is now Thu 11 Jun 2026 10:00 JST where the person is" in system
        assert f"[m{memory.id}]" in user and "Thu 11 Jun 2026 07:15 JST" in user and "22:15" not in user
    finally:
        retrieval.close()


def test_clock_words_bound_the_hours_of_the_day_in_the_users_zone() -> None:
    """ "before noon", "between noon and 6 pm", "after 6 pm": hours of the asker's own clock (Tehran, +03:30, where
    09:30 is 06:00 UTC; Los Angeles on the day its clocks go back), not the part of the day a word names ("noon" alone
    is 11:00-14:00)."""
    tehran = ZoneInfo("Asia/Tehran")
    index = index_of(datetime(2031, 4, 17, 9, 30, tzinfo=tehran), datetime(2031, 4, 17, 11, 45, tzinfo=tehran),
                     datetime(2031, 4, 17, 12, 15, tzinfo=tehran), datetime(2031, 4, 17, 17, 50, tzinfo=tehran),
                     datetime(2031, 4, 17, 19, 5, tzinfo=tehran))
    saturday = datetime(2031, 4, 19, 9, 0, tzinfo=tehran).astimezone(UTC)
    assert found(index, "What did I capture on Thursday before noon?", saturday, tehran) == [1, 2]
    assert found(index, "What did I capture on Thursday between noon and 6 pm?", saturday, tehran) == [3, 4]
    assert found(index, "What did I capture on Thursday after 6 pm?", saturday, tehran) == [5]
    assert found(index, "What did I capture on Thursday from 11:30 to 12:30?", saturday, tehran) == [2, 3]
    # in UTC, Thursday before noon is 03:30-15:30 Tehran time: the afternoon's captures too
    assert found(index, "What did I capture on Thursday before noon?", saturday, ZoneInfo("UTC")) == [1, 2, 3]
    # two bare numbers are not said to be hours: the question keeps its words and has no range
    assert parse_time_scope("the quotes between 3 and 5 tiles", saturday.astimezone(tehran)) is None
    # Los Angeles, Sunday 1 November 2026: 01:00-02:00 happens twice; "before 3 am" is three wall-clock hours
    sunday = datetime(2026, 11, 1, 20, 0, tzinfo=LA)
    scope = parse_time_scope("what did I save today before 3 am?", sunday)
    assert scope is not None and scope.start is not None and scope.end is not None
    assert (scope.start, scope.end) == (datetime(2026, 11, 1, tzinfo=LA), datetime(2026, 11, 1, 3, tzinfo=LA))
    assert scope.end.timestamp() - scope.start.timestamp() == 4 * 3600
    # without a day, hours still ahead are yesterday's; with "today" said, they stay today's
    morning = datetime(2026, 6, 11, 9, 0, tzinfo=TOKYO)
    for question, day in (("what did I save after 6 pm?", 10), ("what did I save today after 6 pm?", 11)):
        scope = parse_time_scope(question, morning)
        assert scope is not None and scope.start == datetime(2026, 6, day, 18, tzinfo=TOKYO)
    tokyo_evening = datetime(2026, 6, 11, 22, 0, tzinfo=TOKYO)
    late = index_of(datetime(2026, 6, 11, 18, 30, tzinfo=TOKYO), datetime(2026, 6, 11, 8, 0, tzinfo=TOKYO))
    assert found(late, "what did I save after 6 pm?", tokyo_evening.astimezone(UTC), TOKYO) == [1]
