"""A turn of a conversation as it is indexed and embedded (issue 13): with its context.

A turn alone is often not retrievable: "It costs 189 euros." answers "how much was the Seasonic power
supply?" only together with the turn before it, and "We adopted a beagle!" answers "What pet did Maya
adopt?" only with who said it. So a turn's document is

    <speaker>: <words>                         (one line per speaker's turn in the unit)
    (<date>; before: <speaker>: <words> / ...)  (the WINDOW lines said before the unit)

One set of functions for both users of that document, so they cannot drift apart:
* the app's chat memories (one exchange of a thread: the person's question and the assistant's answer):
  `chat_documents()` reads each one's thread from the store; the stored content vector embeds the whole
  document (core/embeddings.py), the lexical index adds its context part (core/retrieval/service.py);
  the memory's own text, what the person reads, stays the exchange;
* the conversational benchmark (core/retrieval/conversation.py: each turn of a multi-session chat).

Lives below the retrieval and chat layers because core/embeddings.py uses it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from contexty_qt.core.model import Memory, SourceType
from contexty_qt.core.store import Store, in_list

WINDOW = 2  # lines said before a unit that its document holds (chosen before measuring on the benchmark)
SAID_CHARS = 300  # of each of the unit's own lines (a long answer's rest is in its passage vectors)
BEFORE_CHARS = 200  # of each preceding line: the document stays within what MiniLM reads (~1,000 characters)
PERSON, ASSISTANT = "Person", "Assistant"
_QUESTION, _ANSWER = "Q: ", "\n\nA: "


@dataclass(frozen=True)
class Line:
    speaker: str
    text: str

    def clipped(self, chars: int) -> str:
        words = " ".join(self.text.split())
        return f"{self.speaker}: {words[:chars]}"


def turn_context(before: Sequence[Line], when: datetime) -> str:
    """The context part of a unit's document: its date and the lines said before it."""
    window = " / ".join(line.clipped(BEFORE_CHARS) for line in before)
    return f"({when:%d %B %Y}" + (f"; before: {window}" if window else "") + ")"


def turn_document(said: Sequence[Line], before: Sequence[Line], when: datetime) -> str:
    """A unit's whole document: its speakers and words, then its context."""
    return "\n".join([*(line.clipped(SAID_CHARS) for line in said), turn_context(before, when)])


def windows(units: Sequence[Sequence[Line]], window: int = WINDOW) -> list[tuple[Line, ...]]:
    """For each unit of a conversation, in order, the last `window` lines said before it."""
    found: list[tuple[Line, ...]] = []
    said: list[Line] = []
    for unit in units:
        found.append(tuple(said[max(0, len(said) - window):]) if window > 0 else ())
        said.extend(unit)
    return found


# ---- the app's chat memories --------------------------------------------------------------------------
def exchange_text(question: str, answer: str) -> str:
    """A chat memory's own text (what the person reads): the exchange."""
    return f"{_QUESTION}{question}{_ANSWER}{answer}"


def exchange_lines(text: str) -> list[Line]:
    """The lines of a chat memory's text (exchange_text), by speaker; a text in another shape (edited by
    hand) is the person's."""
    if text.startswith(_QUESTION) and _ANSWER in text:
        question, answer = text[len(_QUESTION):].split(_ANSWER, 1)
        return [Line(PERSON, question), Line(ASSISTANT, answer)]
    return [Line(PERSON, text)]


@dataclass(frozen=True)
class ChatDocument:
    said: tuple[Line, ...]
    before: tuple[Line, ...]
    when: datetime  # the exchange's time in the system's zone (its date is in the document)

    @property
    def context(self) -> str:
        return turn_context(self.before, self.when)

    @property
    def text(self) -> str:
        return turn_document(self.said, self.before, self.when)


def chat_documents(store: Store, memories: Iterable[Memory], window: int = WINDOW) -> dict[int, ChatDocument]:
    """Each chat memory's document: its exchange, its date and the `window` lines said before it in its
    thread (the exchanges of the thread that became chat memories, in order). Other memories: none."""
    chat = {m.id: m for m in memories if m.source is SourceType.CHAT}
    if not chat:
        return {}
    clause, params = in_list("memory_id", list(chat))
    rows = store.query("SELECT thread_id, memory_id FROM messages WHERE memory_id IS NOT NULL AND thread_id IN "
                       f"(SELECT thread_id FROM messages WHERE {clause}) ORDER BY thread_id, id", params)
    threads: dict[int, list[int]] = {}
    for r in rows:
        threads.setdefault(int(r["thread_id"]), []).append(int(r["memory_id"]))
    texts = {i: m.text for i, m in chat.items()}
    missing = {i for ids in threads.values() for i in ids} - set(texts)
    texts |= {m.id: m.text for m in store.memories(ids=list(missing))} if missing else {}
    before: dict[int, tuple[Line, ...]] = {}
    for sequence in threads.values():
        ids = list(dict.fromkeys(i for i in sequence if i in texts))
        for memory_id, lines in zip(ids, windows([exchange_lines(texts[i]) for i in ids], window), strict=True):
            before.setdefault(memory_id, lines)
    return {i: ChatDocument(tuple(exchange_lines(m.text)), before.get(i, ()), m.captured_at.astimezone())
            for i, m in chat.items()}
