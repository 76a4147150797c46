"""Citations in answers (LTM-3): the model cites memories as [m12], [m12][m7] or [m12, m7]."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

_GROUP = re.compile(r"\[\s*((?:[mM]\d{1,12})(?:\s*[,;]\s*[mM]\d{1,12})*)\s*\]")
_ID = re.compile(r"[mM](\d{1,12})")


def cited_ids(text: str) -> list[int]:
    """Every id cited, in order of first appearance."""
    found: list[int] = []
    for group in _GROUP.finditer(text):
        for match in _ID.finditer(group.group(1)):
            value = int(match.group(1))
            if value not in found:
                found.append(value)
    return found


def valid_citations(text: str, known: Iterable[int],
                    exists: Callable[[list[int]], set[int]] | None = None) -> list[int]:
    """Cited ids that are memories: those given to the model (`known`), or any other that `exists`
    confirms (the model may cite a memory from the conversation summary). Invented ids are dropped."""
    cited = cited_ids(text)
    allowed = set(known)
    unknown = [i for i in cited if i not in allowed]
    if unknown and exists is not None:
        allowed |= exists(unknown)
    return [i for i in cited if i in allowed]


def replace_citations(text: str, render: Callable[[int], str | None]) -> str:
    """Rewrite each citation group through `render(id)` (None: drop that id, e.g. one that does not exist)."""

    def sub(group: re.Match[str]) -> str:
        parts = [render(int(m.group(1))) for m in _ID.finditer(group.group(1))]
        return "".join(p for p in parts if p)

    return _GROUP.sub(sub, text)
