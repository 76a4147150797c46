"""The preference probe (CHAT-6, Appendix C of the Contexty paper), a research setting, off by default.

For a question, context A is built from everything and context B from the same tree without snippet
memories (and so without their memos, the "intent annotations"), both ranked by the same retrieval.
Stage 1: if the selected memory ids have Jaccard >= 0.85 and the context texts' tokens Jaccard
>= 0.92, the contexts are equivalent: only A's answer is shown. Stage 2: otherwise both answers are
generated in parallel and shown side by side only when NCD(gzip) of the two answers > 0.7. Every
probe and the person's choice are logged in probe_log.
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Iterable
from dataclasses import dataclass

from contexty_qt.core.model import utcnow
from contexty_qt.core.store import Store, to_db_time

MEMORY_JACCARD = 0.85
TOKEN_JACCARD = 0.92
NCD_THRESHOLD = 0.7
_TOKEN = re.compile(r"\w+", re.UNICODE)


def jaccard(a: Iterable[object], b: Iterable[object]) -> float:
    sa, sb = set(a), set(b)
    if not sa and not sb:
        return 1.0
    return len(sa & sb) / len(sa | sb)


def token_set(text: str) -> set[str]:
    return {t.lower() for t in _TOKEN.findall(text)}


def _gz(data: bytes) -> int:
    return len(gzip.compress(data, compresslevel=9, mtime=0))


def ncd(a: str, b: str) -> float:
    """Normalized compression distance with gzip: (|ab| − min(|a|,|b|)) / max(|a|,|b|)."""
    x, y = a.encode("utf-8"), b.encode("utf-8")
    cx, cy, cxy = _gz(x), _gz(y), _gz(x + y)
    return (cxy - min(cx, cy)) / max(cx, cy)


@dataclass(frozen=True)
class ContextGate:
    memory_jaccard: float
    token_jaccard: float

    @property
    def equivalent(self) -> bool:
        return self.memory_jaccard >= MEMORY_JACCARD and self.token_jaccard >= TOKEN_JACCARD


def context_gate(ids_a: Iterable[int], ids_b: Iterable[int], text_a: str, text_b: str) -> ContextGate:
    return ContextGate(jaccard(ids_a, ids_b), jaccard(token_set(text_a), token_set(text_b)))


def answers_differ(answer_a: str, answer_b: str) -> tuple[bool, float]:
    value = ncd(answer_a, answer_b)
    return value > NCD_THRESHOLD, value


class ProbeLog:
    def __init__(self, store: Store) -> None:
        self.store = store

    def record(self, *, thread_id: int | None, message_id: int | None, question: str, gate: ContextGate,
               ncd_value: float | None, shown: str, answer_with: str = "", answer_without: str = "") -> int:
        with self.store.transaction() as db:
            cursor = db.execute(
                "INSERT INTO probe_log (thread_id, message_id, question, memory_jaccard, token_jaccard, ncd, shown, "
                "answer_with, answer_without, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (thread_id, message_id, question, gate.memory_jaccard, gate.token_jaccard, ncd_value, shown,
                 answer_with, answer_without, to_db_time(utcnow())))
        return int(cursor.lastrowid or 0)

    def choose(self, probe_id: int, choice: str) -> None:
        if choice not in ("with_snippets", "without_snippets"):
            raise ValueError(f"unknown probe choice {choice!r}")
        with self.store.transaction() as db:
            db.execute("UPDATE probe_log SET choice = ?, chosen_at = ? WHERE id = ?",
                       (choice, to_db_time(utcnow()), probe_id))

    def rows(self) -> list[dict[str, object]]:
        return [dict(r) for r in self.store.query("SELECT * FROM probe_log ORDER BY id")]
