"""Fuzzy matching for the @ completer: "lsbflt" finds "Lisbon flights"."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from contexty_qt.core.chat.context import Reference


@dataclass(frozen=True)
class Candidate:
    ref: Reference
    title: str
    kind: str  # "group", "snippet", "observation", "chat"


def fuzzy_score(query: str, title: str) -> float | None:
    """None when the letters of `query` do not appear in order in `title`; otherwise higher is
    better: matches at word starts and in runs count more, earlier matches and shorter titles win ties."""
    q = query.lower().strip()
    t = title.lower()
    if not q:
        return 0.0
    if q in t:  # a plain substring beats any scattered match
        start = t.index(q)
        at_word = start == 0 or not t[start - 1].isalnum()
        return 100.0 + (20.0 if at_word else 0.0) - start * 0.1 - len(t) * 0.01
    score, position, run = 0.0, 0, 0
    for ch in q:
        if ch == " ":
            continue
        found = t.find(ch, position)
        if found < 0:
            return None
        run = run + 1 if found == position and position > 0 else 0
        at_word = found == 0 or not t[found - 1].isalnum()
        score += 1.0 + (3.0 if at_word else 0.0) + 2.0 * run - 0.05 * (found - position)
        position = found + 1
    return score - len(t) * 0.01


def fuzzy_rank(query: str, candidates: Sequence[Candidate], limit: int = 12) -> list[Candidate]:
    if not query.strip():
        return list(candidates[:limit])
    scored = []
    for index, candidate in enumerate(candidates):
        value = fuzzy_score(query, candidate.title)
        if value is not None:
            scored.append((-value, index, candidate))
    scored.sort(key=lambda row: (row[0], row[1]))
    return [c for _s, _i, c in scored[:limit]]
