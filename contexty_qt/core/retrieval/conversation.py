"""Conversations as retrievable memories (issue 13): a chat turn is indexed with its context.

A turn alone is often not retrievable: "We adopted a beagle, his name is Pepper!" answers "What pet did
Maya adopt?" only together with who said it and, often, with the turn before ("Guess what we brought
home last week?"). So each turn's document is core/turns.py's, the one the app's chat memories are
indexed and embedded with:

    <speaker>: <text>
    (<session date>; before: <previous speaker>: <previous text> / ...)   (the WINDOW preceding turns)

and each session of a multi-session conversation is a group of the retrieval tree (engine.Group) named
by its date, with an extractive summary (its most distinctive turns by tf-idf, no model needed) as the
group's summary, so a question that matches a session brings its turns, and evidence propagates between
turns of the same session. With a model configured, a session summary written by the model can take
the extractive one's place (`Session.summary`).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from contexty_qt.core.model import SourceType
from contexty_qt.core.retrieval.engine import IndexGroup, MemoryDoc
from contexty_qt.core.text import tokens
from contexty_qt.core.turns import WINDOW, ChatDocument, Line, turn_document, windows

__all__ = ["WINDOW", "Session", "Turn", "conversation_documents", "extractive_summary", "turn_text"]

SUMMARY_TURNS = 6  # turns in a session's extractive summary


@dataclass(frozen=True)
class Turn:
    id: int
    speaker: str
    text: str


@dataclass(frozen=True)
class Session:
    id: int
    started_at: datetime
    turns: tuple[Turn, ...]
    summary: str = ""  # a model's summary when there is one; otherwise extractive_summary() is used


def turn_text(turn: Turn, before: Sequence[Turn], when: datetime) -> str:
    """The searchable text of a turn: speaker and words, then the session date and the preceding turns."""
    return turn_document([Line(turn.speaker, turn.text)], [Line(t.speaker, t.text) for t in before], when)


def extractive_summary(session: Session, document_frequency: Counter[str], documents: int,
                       limit: int = SUMMARY_TURNS) -> str:
    """The session's most distinctive turns (mean tf-idf of their words), in the order they were said."""
    scored: list[tuple[float, int]] = []
    for position, turn in enumerate(session.turns):
        words = tokens(turn.text)
        if not words:
            continue
        weight = sum(math.log(documents / (1 + document_frequency[w])) for w in set(words)) / math.sqrt(len(words))
        scored.append((weight, position))
    chosen = sorted(p for _w, p in sorted(scored, reverse=True)[:limit])
    return " ".join(f"{session.turns[p].speaker}: {session.turns[p].text}" for p in chosen)


def conversation_documents(sessions: Sequence[Session], *, window: int = WINDOW, grouped: bool = True,
                           ) -> tuple[list[MemoryDoc], list[IndexGroup]]:
    """The turns of a conversation as chat memories (a minute apart from their session's start) and,
    with `grouped`, its sessions as groups with summaries. A turn's text is the document the app embeds
    and indexes for a chat memory (core/turns.ChatDocument), its unit one turn instead of an exchange."""
    frequency: Counter[str] = Counter()
    documents = 0
    for session in sessions:
        for turn in session.turns:
            frequency.update(set(tokens(turn.text)))
            documents += 1
    docs: list[MemoryDoc] = []
    groups: list[IndexGroup] = []
    for session in sessions:
        if grouped:
            summary = session.summary or extractive_summary(session, frequency, max(documents, 1))
            groups.append(IndexGroup(session.id, None, f"conversation of {session.started_at:%d %B %Y}", summary))
        lines = [[Line(turn.speaker, turn.text)] for turn in session.turns]
        for position, (turn, before) in enumerate(zip(session.turns, windows(lines, window), strict=True)):
            docs.append(MemoryDoc(turn.id, SourceType.CHAT, session.started_at + timedelta(minutes=position),
                                  ChatDocument(tuple(lines[position]), before, session.started_at).text,
                                  group=session.id if grouped else None))
    return docs, groups
