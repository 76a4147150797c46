"""Public holidays by name, so a question's "on Veterans Day" or "the afternoon of Good Friday" names a date.

The calendars are python-holidays' (every country's public holidays, with their names in English and in the
country's own language). A name resolves in the asker's country first (the country of their IANA zone, from
CLDR through Babel, as the weekend does); a name that country does not keep still names a date when every
country that keeps it keeps it on the same day that year: "Veterans Day" asked in Ciudad Juárez is the
United States' 11 November, while "Independence Day" asked in a zone of no country names nothing.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from functools import lru_cache

# "Christmas Day (observed)" is the day off in lieu, not the holiday people name; "(estimated)" marks a lunar date
_LIEU = re.compile(r"\((?:observed|in lieu|substitute)[^)]*\)", re.IGNORECASE)
_PAREN = re.compile(r"\s*\([^)]*\)")
_FIRST_WORD = re.compile(r"[^\W_]+")
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# "the day after Good Friday" names another day than its weekday
_NAMED_FOR_WEEKDAY = re.compile(r"\b(?P<w>" + "|".join(_WEEKDAYS) + r")\b")
_RELATIVE = re.compile(r"\b(?:after|following|before|eve)\b")


def _named_day(name: str, day: date) -> date:
    """The day a holiday named for a weekday ("White Sunday") is: that weekday, on or before the date a calendar
    gives, which can be the day off after it (Samoa's calendar keeps White Sunday on the Monday it gives off)."""
    weekdays = _NAMED_FOR_WEEKDAY.findall(name)
    if len(weekdays) != 1 or _RELATIVE.search(name):
        return day
    return day - timedelta(days=(day.weekday() - _WEEKDAYS.index(weekdays[0])) % 7)


def _names(raw: str) -> list[str]:
    """The names one calendar entry gives ("A; B" when two holidays share the day), lower-cased, parentheses
    dropped; none for a day off in lieu."""
    out = []
    for part in raw.split(";"):
        if _LIEU.search(part):
            continue
        name = " ".join(_PAREN.sub("", part).replace("’", "'").lower().split())
        if len(name) > 3:
            out.append(name)
    return out


def _calendar(country: str, year: int, subdivision: str | None = None) -> dict[str, set[date]]:
    """Name -> the days one calendar keeps a holiday of that name in `year`, in English and its own language."""
    import holidays

    out: dict[str, set[date]] = {}
    for language in (None, "en_US"):
        try:
            calendar = holidays.country_holidays(country, subdiv=subdivision, years=year, language=language)
        except (NotImplementedError, KeyError, ValueError):
            continue
        for day, raw in calendar.items():
            for name in _names(str(raw)):
                out.setdefault(name, set()).add(_named_day(name, day))
    return out


@lru_cache(maxsize=64)
def _country_year(country: str, year: int) -> dict[str, frozenset[date]]:
    """Name -> days for `country` in `year`: its national calendar and every region's (Good Friday is Geneva's,
    not Switzerland's; a person in Geneva still says "on Good Friday")."""
    import holidays

    out = _calendar(country, year)
    for subdivision in holidays.list_supported_countries().get(country, []):
        for name, days in _calendar(country, year, subdivision).items():
            out.setdefault(name, set()).update(days)
    return {name: frozenset(days) for name, days in out.items()}


@lru_cache(maxsize=8)
def _world(year: int) -> dict[str, tuple[date, ...]]:
    """Name -> its days in `year` and the years either side, for every name that, in each of those years, all
    the countries keeping it keep on one day (national calendars): "Veterans Day" is, "Good Friday" is not (the
    Orthodox one falls on another day most years)."""
    import holidays

    days: dict[str, dict[int, set[date]]] = {}
    for country in holidays.list_supported_countries():
        for y in (year - 1, year, year + 1):
            for name, on in _calendar(country, y).items():
                days.setdefault(name, {}).setdefault(y, set()).update(on)
    return {name: tuple(sorted(d for on in by_year.values() for d in on)) for name, by_year in days.items()
            if all(len(on) == 1 for on in by_year.values())}


@lru_cache(maxsize=64)
def _known(country: str | None, year: int) -> dict[str, tuple[date, ...]]:
    """Every holiday name the asker can mean around `year`, with its days: their country's, else the world's."""
    known = dict(_world(year))
    if country:
        own: dict[str, set[date]] = {}
        for y in (year - 1, year, year + 1):
            for name, on in _country_year(country, y).items():
                own.setdefault(name, set()).update(on)
        known.update({name: tuple(sorted(on)) for name, on in own.items()})
    return known


@lru_cache(maxsize=64)
def _by_first_word(country: str | None, year: int) -> dict[str, tuple[str, ...]]:
    """The names `_known(country, year)` holds, by their first word, longest first ("new year's eve" before
    "new year")."""
    out: dict[str, list[str]] = {}
    for name in sorted(_known(country, year), key=len, reverse=True):
        first = _FIRST_WORD.match(name)
        if first is not None:
            out.setdefault(first[0], []).append(name)
    return {word: tuple(names) for word, names in out.items()}


def warm(country: str | None, year: int) -> None:
    """Read the calendars `name_at` needs for `country` and `year` now rather than at the first question."""
    _by_first_word(country, year)


def name_at(text: str, position: int, country: str | None, year: int) -> str | None:
    """The holiday name (lower case, as the calendars spell it) that `text` holds at `position`, if any."""
    word = _FIRST_WORD.match(text, position)
    if word is None:
        return None
    for name in _by_first_word(country, year).get(word[0], ()):
        end = position + len(name)
        if text.startswith(name, position) and (end == len(text) or not text[end].isalnum()):
            return name
    return None


def holiday_dates(name: str, country: str | None, year: int) -> tuple[date, ...]:
    """The days in `year` and the years either side that the holiday `name` falls on for the asker."""
    return _known(country, year).get(name, ())
