"""Time-aware retrieval (CAIM-3): turn "yesterday afternoon", "on Monday", "over the weekend", "Nov 17",
"this morning", "the first thing I saved" into a time range and an order, relative to when the question is asked.

Ranges are half-open [start, end) in the asker's time zone: `now` is read in that zone (the engine
converts it with `zone=`), so "this morning" at 14:00 in Los Angeles is 05:00-12:00 Los Angeles time,
whatever zone the captures are stored in (UTC). Day arithmetic is wall-clock arithmetic in that zone
(an aware datetime plus a timedelta keeps its zone), so a range across a daylight-saving change keeps
its local midnights and a "day" of 23 or 25 hours is still a day. `user_zone()` is the zone to use:
the setting `time.zone` (an IANA name) or else the system's (tzlocal); the zone's country also says which
days are the weekend (`weekend_days`) and which day a public holiday's name means (`public_holidays`).

Kept hand-written rather than dateparser (bench/time_parsers.py compares both on the tests' phrases):
dateparser turns a phrase into one instant, not a range, has no parts of day, weekends or "the first
thing", and reads "on Monday" as the coming Monday.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, datetime, time, timedelta, tzinfo
from functools import lru_cache
from typing import Any, Protocol
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from contexty_qt.core.retrieval import public_holidays
from contexty_qt.core.text import STOPWORDS

WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december"]
PARTS_OF_DAY = {  # hours [start, end)
    # the morning starts at midnight ("at 1 in the morning"; "this morning" asked at noon is earlier today) and
    # the evening ends there (a capture at 23:35 is still that day's evening): read off fresh-7's labels, where
    # 00:40 is "this morning" and 23:35 "on Saturday evening" (bench/retrieval.py measures both on every set)
    "morning": (0, 12), "noon": (11, 14), "lunchtime": (11, 14), "afternoon": (12, 18),
    "evening": (17, 24), "night": (19, 29),  # night runs into the small hours of the next day
}
# A weekday or weekend after "after", "before", "by", "until" is a deadline ("decide after Thursday", "pay by Friday",
# "what he posted before the weekend" asked on Sunday is not this weekend's), after
# "for" a date the content is about ("the quote that was not for Friday", "what's planned for this Saturday"), and
# after "next" a plan, not when something was captured: no range, and the words stay in the question.
# A question about what will or would happen ("the late fee if we bring the skis back on Sunday", "what is Sam
# doing next Monday") names a weekday of a plan, unless it asks about captures ("what did I save on Monday").
_PLAN = re.compile(r"\b(?:if|will|going\s+to|gonna|shall|next|upcoming|coming|tomorrow)\b|'ll\b|’ll\b")
NAMED_TODAY_IS_LATER = True  # today's own weekday without "last" is later today (bench/retrieval.py's ablation)
# A weekday or weekend followed by a word of content names a kind of thing, not a time: "the Saturday night shift",
# "the weekend evacuation test", "the Friday deadline" ("on Monday evening about the loan" is still a time).
_NEXT_WORD = re.compile(r"\s+(?:(?:" + "|".join(PARTS_OF_DAY) + r")\s+)?(?P<word>[^\W\d_]+)")
_NOT_CONTENT = STOPWORDS | frozenset(PARTS_OF_DAY) | frozenset(MONTHS) | {m[:3] for m in MONTHS} | frozenset(
    "sept last next this week weekend month year ago gone late early".split())  # "on Thursday night last week"


# Hours of the clock that bound a part of a day: "before noon", "after 6 pm", "between noon and 6 pm", "from 9 to
# 11:30 am". A bare number is an hour only beside one that says it is a time ("between 2 and 5 pm"), so "between 3
# and 5 quotes" and "after 2 weeks" stay words.
_CLOCK = r"(?:noon|midday|midnight|\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)|\d{1,2}:\d{2})"
_BARE = r"(?:\d{1,2}(?::\d{2})?)"
_CLOCK_SPAN = re.compile(rf"\b(?:between|from)\s+(?P<a>{_CLOCK}|{_BARE})\s+(?:and|to|till|until|-)\s+"
                         rf"(?P<b>{_CLOCK}|{_BARE})(?!\w)|\b(?P<side>before|after|until|till|since)\s+(?P<t>{_CLOCK})(?!\w)")


def _clock_hours(text: str) -> tuple[float, bool | None] | None:
    """An hour of the clock as hours after midnight, and whether it said am (False), pm (True) or neither (None)."""
    text = text.strip()
    if text in ("noon", "midday"):
        return 12.0, True
    if text == "midnight":
        return 0.0, False
    m = re.fullmatch(r"(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|o'clock)?", text)
    if m is None or int(m[1]) > 24 or int(m[2] or 0) > 59:
        return None
    hour = int(m[1]) % 12 if m[3] and m[3][0] in "ap" else int(m[1])
    pm = None if not m[3] or m[3] == "o'clock" else m[3].startswith("p")
    return hour + 12 * bool(pm) + int(m[2] or 0) / 60, pm


def _clock_range(text: str) -> tuple[float, float, str] | None:
    """The hours [first, last) of a day that a question's clock words bound, and the phrase; None without them."""
    m = _CLOCK_SPAN.search(text)
    if m is None:
        return None
    if m["side"]:
        said = _clock_hours(m["t"])
        if said is None:
            return None
        return (0.0, said[0], m[0]) if m["side"] in ("before", "until", "till") else (said[0], 24.0, m[0])
    first, last = _clock_hours(m["a"]), _clock_hours(m["b"])
    if first is None or last is None or (first[1] is None and last[1] is None and ":" not in m[0]):
        return None  # two bare numbers: not said to be times
    start, end = first[0], last[0]
    if first[1] is None and last[1] and start + 12 <= end:
        start += 12  # "between 2 and 5 pm"
    if last[1] is None and end <= start and end + 12 > start:
        end += 12  # "between noon and 6", "from 10 am to 2"
    return (start, end, m[0]) if end > start else None


def _names_a_thing(text: str, end: int) -> bool:
    """Whether the weekday or weekend ending at `end` qualifies the noun after it."""
    m = _NEXT_WORD.match(text, end)
    return m is not None and m["word"] not in _NOT_CONTENT


_DEADLINE = re.compile(r"\b(?:after|before|by|until|till|due|next|coming|for)\s+(?:next\s+|this\s+)?$")
# a weekday followed by its verb is the subject of what the person wrote ("that tuesday has the t",
# "wednesday = anjali day", "thursday's a holiday"), not when it was written; "thursday's agenda" stays a day
_SUBJECT_OF = re.compile(r"\s*(?:=|\b(?:is|was|has|had|are|were|means)\b)"
                         r"|['’]s\s+(?:a|an|the|not|off|free|closed|shut|fine|over|gone)\b")
# What a note says is its content: time words after "which note says" ("...F14 was silent since Friday night",
# "...reminds me that Thursday's a holiday") tell what it is about, not when it was captured ("the note from Friday
# that says..." still names a day, before the verb); so does what the person wrote ("where did I write that Iosefa
# is back in his Monday"), unless "that" points at a time ("what did I write that evening")
_REPORTED = re.compile(r"\b(?:note|memo|message|reminder|card|capture)s?\s+(?:that\s+|which\s+)?"
                       r"(?:says|said|mentions|mentioned|reminds\s+me|reminded\s+me|tells\s+me|told\s+me|warns|warned)\b"
                       r"|\bi\s+(?:write|wrote|written|note|noted|jot|jotted|say|said|mention|mentioned)(?:\s+down)?"
                       r"\s+that\b(?!\s+(?:day|week|weekend|month|time|"
                       + "|".join(WEEKDAYS + list(PARTS_OF_DAY)) + r")\b)")


def system_zone() -> tzinfo:
    """The system's time zone with its daylight-saving rules (tzlocal: TZ, /etc/localtime, the registry...)."""
    import tzlocal

    try:
        return tzlocal.get_localzone()
    except Exception:  # an unreadable configuration: the current fixed offset is the next best thing
        zone = datetime.now().astimezone().tzinfo
        return zone if zone is not None else ZoneInfo("UTC")


def user_zone(name: str = "") -> tzinfo:
    """The zone time words resolve in: `name` (the setting `time.zone`, an IANA name such as
    "Europe/Berlin") when it is one, else the system's."""
    if name.strip():
        try:
            return ZoneInfo(name.strip())
        except (ZoneInfoNotFoundError, ValueError):
            pass
    return system_zone()


class _Readable(Protocol):
    def get(self, key: str) -> Any: ...


def settings_zone(settings: _Readable | None) -> Callable[[], tzinfo]:
    """The person's zone, read from the settings at each call (so a change applies at the next question)."""
    return lambda: user_zone(str(settings.get("time.zone") or "") if settings is not None else "")


@dataclass(frozen=True)
class TimeScope:
    start: datetime | None
    end: datetime | None
    order: str | None  # "first" | "last" | None
    matched: tuple[str, ...]  # the phrases recognised, to drop from the query's content words
    # the calendar day the question names by its date ("the balance on 30 April"), when the range comes from one:
    # a capture that writes that date may be about that day whenever it was made
    named_date: date | None = None

    def contains(self, when: datetime) -> bool:
        return (self.start is None or when >= self.start) and (self.end is None or when < self.end)


_SUNDAY = 6


@lru_cache(maxsize=64)
def zone_country(zone_name: str) -> str | None:
    """The ISO country of an IANA zone (CLDR, through Babel), None for one of no country (UTC, Etc/GMT+5)."""
    from babel.core import get_global

    canonical = get_global("zone_aliases").get(zone_name, zone_name)  # "Asia/Calcutta" is "Asia/Kolkata"
    country = get_global("zone_territories").get(canonical)
    return str(country) if country and str(country) != "001" else None


def _country(zone: tzinfo | None) -> str | None:
    name = getattr(zone, "key", None)
    return zone_country(name) if isinstance(name, str) else None


@lru_cache(maxsize=64)
def _rest_day(zone_name: str) -> int:
    from babel import Locale, UnknownLocaleError

    country = zone_country(zone_name)
    try:
        return Locale.parse(f"und_{country}").weekend_end if country else _SUNDAY
    except (UnknownLocaleError, ValueError):
        return _SUNDAY


def weekend_days(zone: tzinfo | None) -> tuple[int, int]:
    """The weekend's first and last weekday (Monday 0) where `zone` is: the two days that end with its country's
    weekly rest day (CLDR's weekend end, through Babel), so "over the weekend" is Friday and Saturday in Israel and
    Thursday and Friday in Iran. Two days even where CLDR counts one (Sunday in India, Friday in Iran): what people
    there call the weekend is the rest day and the day before (fresh-5, asked in Indian time, means Saturday and
    Sunday). Saturday and Sunday for a zone of no country (UTC, a fixed offset)."""
    name = getattr(zone, "key", None)
    rest = _rest_day(name) if isinstance(name, str) else _SUNDAY
    return (rest - 1) % 7, rest


# a public holiday names its day after these ("on Veterans Day", "the afternoon of Good Friday", "over Christmas");
# not after "for", "before" or "by" ("the flowers for Mother's Day" are what the captures are about)
_HOLIDAY_CUE = re.compile(r"\b(?:on|of|during|over)\s+(?:the\s+)?")


def _holiday(text: str, now: datetime) -> tuple[datetime, str] | None:
    """A public holiday the question names (public_holidays: the asker's country's, else one the whole world keeps
    on one day) as a date: its nearest occurrence, which may lie after `now`. Only in a question about captures
    ("what did I save on Good Friday"): a holiday is more often what the captures are about ("what's closed on
    Remembrance Day", asked the day after, is about notes from the days before), and not one that qualifies the
    noun after it ("the photos of the Independence Day parade")."""
    if _ASKS_CAPTURES.search(text) is None:
        return None
    country = _country(now.tzinfo)
    folded = text.replace("’", "'")  # the calendars' apostrophe; the same length, so positions are the question's
    for cue in _HOLIDAY_CUE.finditer(folded):
        name = public_holidays.name_at(folded, cue.end(), country, now.year)
        if name is None or _names_a_thing(folded, cue.end() + len(name)):
            continue
        days = public_holidays.holiday_dates(name, country, now.year)
        if days:
            nearest = min(days, key=lambda d: abs((d - now.date()).days))
            return datetime.combine(nearest, time(0), tzinfo=now.tzinfo), text[cue.start():cue.end() + len(name)]
    return None


def warm_calendars(zone: tzinfo | None, year: int) -> None:
    """Read the holiday calendars a question asked in `zone` can name (about a second, once a process), ahead of
    the first question: the retrieval index calls it on its background thread."""
    public_holidays.warm(_country(zone), year)


def _day(now: datetime, offset: int = 0) -> datetime:
    return datetime.combine((now + timedelta(days=offset)).date(), time(0), tzinfo=now.tzinfo)


def _month_day(text: str, now: datetime) -> tuple[datetime, str] | None:
    """A date the question names ("Nov 17", "on Saturday 7 November", "2026-11-07"): its nearest occurrence
    (this year's or last year's), which may lie after `now`; the phrase includes a weekday naming it."""
    month_names = "sept|" + "|".join(m[:3] + m[3:].join("()") + "?" if len(m) > 3 else m for m in MONTHS)
    month_re = rf"(?P<m>{month_names})\.?"
    day_re = r"(?P<d>\d{1,2})(?:st|nd|rd|th)?"
    weekday = r"(?:(?:on\s+)?(?:" + "|".join(w[:3] + w[3:].join("()") + "?" for w in WEEKDAYS) + r")\.?,?\s+)?"
    for pattern in (rf"\b{weekday}{month_re}\s+{day_re}\b", rf"\b{weekday}{day_re}\s+(?:of\s+)?{month_re}\b"):
        match = re.search(pattern, text)
        if match:
            month = next(i for i, m in enumerate(MONTHS, 1) if m.startswith(match["m"][:3]))
            day = int(match["d"])
            try:
                this_year = datetime(now.year, month, day, tzinfo=now.tzinfo)
            except ValueError:
                return None
            if this_year - now > timedelta(days=183):  # half a year ahead: last year's, which is nearer
                this_year = this_year.replace(year=now.year - 1)
            return this_year, match.group(0)
    match = re.search(r"\b(\d{4})-(\d{2})-(\d{2})\b", text)
    if match:
        try:
            year, month, day = (int(g) for g in match.groups())
            return datetime(year, month, day, tzinfo=now.tzinfo), match.group(0)
        except ValueError:
            return None
    match = re.search(r"\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b", text)  # "on the 4th": this month's
    if match:
        try:
            return datetime(now.year, now.month, int(match[1]), tzinfo=now.tzinfo), match.group(0)
        except ValueError:
            return None
    return None


def parse_time_scope(question: str, now: datetime) -> TimeScope | None:
    """None when the question names no time; otherwise the range and/or order it asks for."""
    text = question.lower()
    if reported := _REPORTED.search(text):
        text = text[:reported.end()]
    matched: list[str] = []
    day: datetime | None = None
    span = timedelta(days=1)
    numbers = NUMBERS
    # a named date wins over a weekday (the weekday next to it names the same day); a date still ahead
    # ("what is happening on Saturday 7 November?" asked on the 2nd) is a plan the captures talk about,
    # not when they were made: no range, and its words stay in the question
    named = _month_day(text, now) or _holiday(text, now)
    if named is not None and named[0] > now:
        text = text.replace(named[1], " ")
        named = None

    count = r"(\d+|" + "|".join(NUMBERS) + r")"
    if m := re.search(r"\b(?:the\s+)?day\s+before\s+yesterday\b", text):
        day = _day(now, -2)
    elif m := re.search(r"\btoday\b", text):
        day = _day(now)
    elif m := re.search(r"\byesterday\b", text):
        day = _day(now, -1)
    elif m := re.search(r"\b" + count + r"\s+days?\s+ago\b", text):
        day = _day(now, -(numbers.get(m[1]) or int(m[1])))
    elif m := re.search(r"\b(?:a|one)\s+week\s+ago\b", text):
        day = _day(now, -7)
    elif m := re.search(r"\b(?:in|over|during|from)\s+the\s+(?:last|past)\s+" + count + r"\s+days\b", text):
        days = numbers.get(m[1]) or int(m[1])  # "in the last two days": yesterday and today
        day, span = _day(now, -(days - 1)), timedelta(days=days)
    elif named is None and (m := _past_weekday(text, now)):
        back = (now.weekday() - _weekday(m)) % 7
        day = _day(now, -(7 if back == 0 and "last" in m[0] else back))
    elif (m := re.search(r"\b(?:over\s+|at\s+|on\s+|during\s+)?(the|this|last)\s+weekend\b", text)) \
            and not _names_a_thing(text, m.end()) and not _DEADLINE.search(text[:m.start()]):
        first, _rest = weekend_days(now.tzinfo)
        since = (now.weekday() - first) % 7
        day, span = _day(now, -since), timedelta(days=2)  # this weekend, or the last one that began
        if m[1] == "last" and since < 2:
            day -= timedelta(days=7)  # asked during a weekend: "last weekend" is the one before
    elif m := re.search(r"\blast\s+week\b", text):
        day, span = _day(now, -now.weekday() - 7), timedelta(days=7)
    elif m := re.search(r"\bthis\s+week\b", text):
        day, span = _day(now, -now.weekday()), timedelta(days=7)
    elif m := re.search(r"\b(?:last\s+night|the\s+night\s+before\s+last)\b", text):
        dusk = _day(now, -1 if m[0].startswith("last") else -2) + timedelta(hours=19)
        return _with_order(text, TimeScope(dusk, dusk + timedelta(hours=10), None, (m[0],)))
    elif (m := re.search(r"\btonight\b", text)) and now >= _day(now) + timedelta(hours=17):
        dusk = _day(now) + timedelta(hours=17)  # asked before 17:00, "tonight" is a plan
        return _with_order(text, TimeScope(dusk, now + timedelta(seconds=1), None, (m[0],)))
    if m is not None:
        matched.append(m[0])
    elif named is not None:
        day = named[0]
        matched.append(named[1])

    start: datetime | None = day
    end: datetime | None = day + span if day is not None else None
    if m is not None and day is not None and re.search(r"\bsince\s+(?:last\s+|on\s+)?$", text[:m.start()]):
        end = now + timedelta(seconds=1)  # "since Monday": from then until now
        matched.append("since")
    clock = _clock_range(text) if span == timedelta(days=1) else None
    clocked = clock is not None and (day is not None or _ASKS_CAPTURES.search(text) is not None)
    if clock is not None and clocked:
        first_hour, last_hour, phrase = clock  # "on Thursday before noon", "yesterday between noon and 6 pm"
        base = day if day is not None else _day(now)
        start, end = base + timedelta(hours=first_hour), base + timedelta(hours=last_hour)
        if day is None and start > now:
            start, end = start - timedelta(days=1), end - timedelta(days=1)  # "after 6 pm" asked at 9: yesterday's
        matched.append(phrase)
    # the clock words said the hours, so a part of the day they hold ("noon") says nothing more
    part = None if clocked else re.search(
        r"\b(this\s+|in\s+the\s+|at\s+|during\s+the\s+)?(" + "|".join(PARTS_OF_DAY) + r")\b", text)
    if part and part[1] is None and day is None:
        part = None  # a bare noun ("science night", "morning pages"): a time only with a day or "this"/"in the"
    if part and day is None and "this" not in part[0] and not _ASKS_CAPTURES.search(text):
        part = None  # "the cold at night on the track": a time of day the captures talk about, not when they were made
    if part and span == timedelta(days=1):  # a part of a several-day span ("last week in the evening"): the span
        first_hour, last_hour = PARTS_OF_DAY[part[2]]
        base = day if day is not None else _day(now)
        if day is None and "this" not in part[0] and base + timedelta(hours=first_hour) > now:
            base = _day(now, -1)  # "in the evening" asked in the morning means yesterday's
        start, end = base + timedelta(hours=first_hour), base + timedelta(hours=last_hour)
        matched.append(part[0])
    if start is not None and end is not None and end > now and start <= now:
        end = now + timedelta(seconds=1)
    named_date = day.date() if m is None and named is not None and day is not None else None
    scope = TimeScope(start, end, None, tuple(matched), named_date)
    scope = _with_order(text, scope)
    if scope.start is None and scope.order is None:
        return None
    return scope


_FIRST = re.compile(r"\b(?:the\s+)?(first|earliest|very first|oldest)\b(?:\s+(?:thing|item|snippet|note|one))?")
_LAST = re.compile(r"\b(?:the\s+)?(last|latest|most recent|newest)\b(?:\s+(?:thing|item|snippet|note|one))?")
# An order word asks for an order of captures only when it is about what was captured: "the first thing",
# "the last one I saved", "what did I read first"; "the first half upfront", "my first commute", "at first"
# and "a number first" are about something else, and ranking every capture by its time would bury the answer.
_CAPTURED = (r"(?:sav(?:e|ed)|captur(?:e|ed)|cop(?:y|ied)|read|look(?:ed)?\s+at|open(?:ed)?|clipp?(?:ed)?|"
             r"not(?:e|ed)(?:\s+down)?|wr(?:ite|ote)\s+down|grab(?:bed)?|screenshot(?:ted)?)")
_ORDER_OBJECT = re.compile(r"\s+(?:thing|item|snippet|note|one|capture|screenshot|page|link)s?\b"
                           r"|\s+(?:\w+\s+){0,2}?i\s+(?:have\s+|had\s+|'ve\s+)?" + _CAPTURED + r"\b")
_AFTER_CAPTURE = re.compile(r"\b" + _CAPTURED + r"\s+$")


_ASKS_CAPTURES = re.compile(r"\b" + _CAPTURED + r"\b|\b(?:get|got|receiv(?:e|ed))\b")


NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_SHORT_DAYS = "mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun"
# a weekday by name, or by its short name after "on"/"last" ("on Sat": "sat" and "sun" alone are other words)
_WEEKDAY = re.compile(r"\b(?:on\s+|last\s+)?(?P<w>" + "|".join(WEEKDAYS) + r")\b"
                      r"|\b(?:on|last)\s+(?P<a>" + _SHORT_DAYS + r")\b\.?")


def _weekday(m: re.Match[str]) -> int:
    """The weekday (Monday 0) a _WEEKDAY match names."""
    name = m["w"] or m["a"]
    return next(i for i, w in enumerate(WEEKDAYS) if w.startswith(name[:3]))


def _past_weekday(text: str, now: datetime) -> re.Match[str] | None:
    """The weekday a question names as when something was captured: "on Monday", "last Friday". Not a deadline
    ("decide after Thursday", "back by Sunday") and not today's own name without "last": asked on a Sunday,
    "the late fee if we bring the skis back on Sunday" is about later today (earlier today is "today")."""
    planned = _PLAN.search(text) is not None and _ASKS_CAPTURES.search(text) is None
    for m in _WEEKDAY.finditer(text):
        if _DEADLINE.search(text[:m.start()]) or _names_a_thing(text, m.end()) or _ends_holiday(text, m, now):
            continue
        if not m[0].startswith(("on", "last")) and _SUBJECT_OF.match(text, m.end()):
            continue
        if planned and not m[0].startswith("last"):
            continue
        if NAMED_TODAY_IS_LATER and _weekday(m) == now.weekday() and not m[0].startswith("last"):
            continue
        return m
    return None


def _ends_holiday(text: str, m: re.Match[str], now: datetime) -> bool:
    """Whether the weekday is the last word of a public holiday's name ("to White Sunday", "Easter Monday"): the
    holiday, not the last such weekday (_holiday reads it when the question asks about captures on it)."""
    country = _country(now.tzinfo)
    folded = text.replace("’", "'")
    weekday = "w" if m["w"] else "a"
    before = [w.start() for w in re.finditer(r"[^\W_][\w']*", folded[:m.start(weekday)])]
    return any((name := public_holidays.name_at(folded, start, country, now.year)) is not None
               and start + len(name) == m.end(weekday) for start in before[-3:])


def _about_captures(text: str, m: re.Match[str]) -> bool:
    return bool(_ORDER_OBJECT.match(text, m.end(1)) or _AFTER_CAPTURE.search(text[:m.start()]))


def _with_order(text: str, scope: TimeScope) -> TimeScope:
    for m in _FIRST.finditer(text):
        if "last week" not in m.group(0) and _about_captures(text, m):
            return replace(scope, order="first", matched=(*scope.matched, m.group(0)))
    # "last Monday" names a day, "my last session" a session (its thoughts answer it, engine.SESSION_WORDS)
    time_word = re.compile(r"last\s+(weekend|week|night|sessions?|" + "|".join(WEEKDAYS) + r"|" + _SHORT_DAYS + r")\b")
    for m in _LAST.finditer(text):  # "last Monday" names a day; "the last thing (I saved last Monday)" an order
        if not time_word.match(text, m.start(1)) and _about_captures(text, m):
            return replace(scope, order="last", matched=(*scope.matched, m.group(0)))
    return scope
