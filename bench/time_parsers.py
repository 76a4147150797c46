"""The hand-written time-expression parser (core/retrieval/timeexpr.py) against dateparser (issue 13).

Each case is a question asked at a local time in some zone and the range [start, end) it asks about, in
that zone. Scored per parser:
  day right    the parser's reading starts on the asked (first) day; for dateparser, which returns one
               instant per phrase, the instant's local date
  range right  start and end both exactly right (dateparser has no ranges: never)
  order        "the first/last thing" recognised
Whichever is better is the one the engine uses; the result names the winner in the same run.

    python bench/time_parsers.py [--out bench/results/time_parsers.md]
"""

from __future__ import annotations

import argparse
import sys
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.machine import machine_line, publish
from contexty_qt.core.retrieval.timeexpr import parse_time_scope

LA, TOKYO, BERLIN = ZoneInfo("America/Los_Angeles"), ZoneInfo("Asia/Tokyo"), ZoneInfo("Europe/Berlin")


def at(zone: ZoneInfo, year: int, month: int, day: int, hour: int = 0, minute: int = 0) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=zone)


# (question, asked at, expected start, expected end, expected order)
CASES: list[tuple[str, datetime, datetime, datetime | None, str | None]] = [
    ("what did I save this morning?", at(LA, 2026, 6, 10, 14), at(LA, 2026, 6, 10), at(LA, 2026, 6, 10, 12), None),
    ("what did I save this morning?", at(TOKYO, 2026, 6, 11, 10), at(TOKYO, 2026, 6, 11),
     at(TOKYO, 2026, 6, 11, 10, 0) + timedelta(seconds=1), None),
    ("what did I read yesterday?", at(BERLIN, 2026, 11, 28, 10), at(BERLIN, 2026, 11, 27), at(BERLIN, 2026, 11, 28),
     None),
    ("what did I save yesterday evening?", at(BERLIN, 2026, 11, 28, 10), at(BERLIN, 2026, 11, 27, 17),
     at(BERLIN, 2026, 11, 28), None),
    ("what did I read last week?", at(BERLIN, 2026, 10, 28, 12), at(BERLIN, 2026, 10, 19), at(BERLIN, 2026, 10, 26),
     None),
    ("what did I save on Monday?", at(LA, 2026, 11, 4, 9), at(LA, 2026, 11, 2), at(LA, 2026, 11, 3), None),
    ("what did I save on Sunday?", at(LA, 2026, 11, 4, 9), at(LA, 2026, 11, 1), at(LA, 2026, 11, 2), None),
    ("what did I look at two days ago?", at(TOKYO, 2026, 3, 5, 11), at(TOKYO, 2026, 3, 3), at(TOKYO, 2026, 3, 4), None),
    ("what did I save last night?", at(LA, 2026, 3, 4, 18), at(LA, 2026, 3, 3, 19), at(LA, 2026, 3, 4, 5), None),
    ("what did I read over the weekend?", at(BERLIN, 2026, 11, 30, 9), at(BERLIN, 2026, 11, 28),
     at(BERLIN, 2026, 11, 30), None),
    ("what was the first thing I saved on Wednesday?", at(BERLIN, 2026, 11, 26, 12), at(BERLIN, 2026, 11, 25),
     at(BERLIN, 2026, 11, 26), "first"),
    ("what was the last thing I saved on Saturday?", at(BERLIN, 2026, 11, 29, 10), at(BERLIN, 2026, 11, 28),
     at(BERLIN, 2026, 11, 29), "last"),
    ("what did I save on Nov 17?", at(BERLIN, 2026, 11, 20, 10), at(BERLIN, 2026, 11, 17), at(BERLIN, 2026, 11, 18),
     None),
    ("what did I save today?", at(TOKYO, 2026, 3, 5, 11), at(TOKYO, 2026, 3, 5),
     at(TOKYO, 2026, 3, 5, 11) + timedelta(seconds=1), None),
    ("what did I save on Thursday afternoon?", at(LA, 2026, 11, 6, 9), at(LA, 2026, 11, 5, 12), at(LA, 2026, 11, 5, 18),
     None),
    # phrasings added in session 8 (the morning from midnight, the evening to it, since this session)
    ("what did I save the day before yesterday?", at(LA, 2026, 11, 4, 9), at(LA, 2026, 11, 2), at(LA, 2026, 11, 3),
     None),
    ("what have I saved since Sunday?", at(LA, 2026, 11, 4, 9), at(LA, 2026, 11, 1),
     at(LA, 2026, 11, 4, 9) + timedelta(seconds=1), None),
    ("what did I save a week ago?", at(BERLIN, 2026, 10, 28, 12), at(BERLIN, 2026, 10, 21), at(BERLIN, 2026, 10, 22),
     None),
    ("what did I save on the 18th?", at(TOKYO, 2026, 3, 20, 11), at(TOKYO, 2026, 3, 18), at(TOKYO, 2026, 3, 19), None),
    ("what did I save in the last two days?", at(BERLIN, 2026, 10, 26, 12), at(BERLIN, 2026, 10, 25),
     at(BERLIN, 2026, 10, 26, 12) + timedelta(seconds=1), None),
    # hours bounded by the clock, added in session 27
    ("what did I capture on Thursday before noon?", at(LA, 2026, 11, 7, 9), at(LA, 2026, 11, 5),
     at(LA, 2026, 11, 5, 12), None),
    ("what did I save yesterday between noon and 6 pm?", at(TOKYO, 2026, 3, 5, 11), at(TOKYO, 2026, 3, 4, 12),
     at(TOKYO, 2026, 3, 4, 18), None),
    ("what did I save today before 3 am?", at(LA, 2026, 11, 1, 20), at(LA, 2026, 11, 1), at(LA, 2026, 11, 1, 3), None),
]


def handwritten(question: str, now: datetime) -> tuple[datetime | None, datetime | None, str | None]:
    scope = parse_time_scope(question, now)
    return (scope.start, scope.end, scope.order) if scope else (None, None, None)


def with_dateparser(question: str, now: datetime) -> tuple[datetime | None, datetime | None, str | None]:
    from dateparser.search import search_dates

    found = search_dates(question, languages=["en"], settings={
        "RELATIVE_BASE": now.replace(tzinfo=None), "PREFER_DATES_FROM": "past", "TIMEZONE": str(now.tzinfo),
        "RETURN_AS_TIMEZONE_AWARE": False})
    if not found:
        return None, None, None
    return found[0][1].replace(tzinfo=now.tzinfo), None, None


def score(parser: object) -> dict[str, int]:
    out = {"day right": 0, "range right": 0, "order right": 0, "cases": len(CASES),
           "orders": sum(1 for case in CASES if case[4])}
    for question, now, start, end, order in CASES:
        got_start, got_end, got_order = parser(question, now)  # type: ignore[operator]
        if got_start is not None and got_start.astimezone(now.tzinfo).date() == start.date():
            out["day right"] += 1
        if got_start == start and got_end == end:
            out["range right"] += 1
        if order and got_order == order:
            out["order right"] += 1
    return out


def across_dst() -> int:
    """How many cases ask about a range, or from a time, at another UTC offset than some other end of it."""
    return sum(1 for _q, now, start, end, _o in CASES
               if len({t.utcoffset() for t in (now, start, end) if t is not None}) > 1)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    import dateparser

    results = {"hand-written (timeexpr.py)": score(handwritten), f"dateparser {dateparser.__version__}":
               score(with_dateparser)}
    lines = ["# bench/time_parsers.py", "", machine_line(), "",
             f"{len(CASES)} questions asked in America/Los_Angeles, Asia/Tokyo and Europe/Berlin ({across_dst()} "
             "across a daylight-saving change), each with the local range it asks about.", "",
             "| parser | day right | range right | order right (of the questions asking one) |", "|---|---:|---:|---:|"]
    for name, r in results.items():
        lines.append(f"| {name} | {r['day right']}/{r['cases']} | {r['range right']}/{r['cases']} | "
                     f"{r['order right']}/{r['orders']} |")
    best = max(results, key=lambda n: (results[n]["range right"], results[n]["day right"]))
    lines += ["", f"Kept: {best} (more ranges and days right in this run). dateparser reads a phrase as one "
              "instant, so it has no ranges, parts of day or orders; where it reads a day the row shows how often "
              "that day is the asked one."]
    publish("\n".join(lines) + "\n", args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
