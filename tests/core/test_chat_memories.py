"""Chat memories carry their context (issue 13): the stored vector of an exchange embeds the exchange before
it in its thread, the speakers and its date (core/turns.py, the document the conversational benchmark
measures), while the memory's own text stays the exchange."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pytest

from contexty_qt.core.embeddings import EmbeddingIndex, Vectors
from contexty_qt.core.longterm.repository import Repository
from contexty_qt.core.model import SourceType
from contexty_qt.core.retrieval.conversation import Session, Turn, conversation_documents
from contexty_qt.core.retrieval.service import RetrievalService
from contexty_qt.core.turns import ASSISTANT, PERSON, Line, chat_documents, exchange_lines, turn_document
from tests.core.pipeline_support import WordEmbedder

NOW = datetime(2026, 11, 20, 15, 30, tzinfo=UTC)
FIRST_Q, FIRST_A = "Which power supply has the new connector?", "The Seasonic GX-1000 has the new 12V-2x6 connector."
SECOND_Q, SECOND_A = "And how much is it?", "It costs 189 euros at the moment."


class RecordingEmbedder(WordEmbedder):
    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def embed(self, texts: Sequence[str]) -> Vectors:
        self.texts += list(texts)
        return super().embed(texts)


@pytest.fixture
def chat(core: Any, fake_openai: Any) -> Iterator[tuple[Any, RetrievalService, RecordingEmbedder]]:
    """Two exchanges of one thread through the real ChatService (answers from the fake server), kept by a
    retrieval service over real stored vectors."""
    from contexty_qt.core.chat import threads as th
    from contexty_qt.core.chat.service import ChatService
    from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
    from tests.fakes.openai_server import Reply

    for text in ("Lisbon flights on Friday morning", "Pasta recipe with lemon and basil",
                 "Quarterly tax form due at the end of the month"):
        core.tree.add_memory(SourceType.SNIPPET, text=text, captured_at=NOW - timedelta(days=2))
    embedder = RecordingEmbedder()
    retrieval = RetrievalService(core.store, core.bus, embeddings=EmbeddingIndex(core.store, embedder))
    retrieval.build_now()
    try:
        fake_openai.on("chat_plan", Reply(json={"memories": False, "conversation": True, "queries": []}))
        answers = iter([FIRST_A, SECOND_A])
        fake_openai.on("chat_answer", lambda _r: Reply(content=next(answers)))
        gateway = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small",
                                              chat_model="fake-large", timeout_s=5))
        threads = th.ThreadStore(core.store, core.bus)
        service = ChatService(threads, core.tree, gateway, retrieval, clock=lambda: NOW)
        thread = threads.create().id
        first = service.ask(thread, FIRST_Q, now=NOW)
        second = service.ask(thread, SECOND_Q, now=NOW + timedelta(minutes=1))
        assert first.memory_id is not None and second.memory_id is not None
        yield (first.memory_id, second.memory_id), retrieval, embedder
    finally:
        retrieval.close()


def test_a_chat_memorys_vector_embeds_the_exchange_before_it_and_its_date(core: Any, chat: Any) -> None:
    (first, second), retrieval, embedder = chat
    memory = core.store.get_memory(second)
    assert memory.text == f"Q: {SECOND_Q}\n\nA: {SECOND_A}"  # what the person reads: the exchange alone
    when = memory.captured_at.astimezone()
    expected = turn_document([Line(PERSON, SECOND_Q), Line(ASSISTANT, SECOND_A)],
                             [Line(PERSON, FIRST_Q), Line(ASSISTANT, FIRST_A)], when)
    assert expected.startswith(f"{PERSON}: {SECOND_Q}\n{ASSISTANT}: {SECOND_A}\n(")
    assert f"{when:%d %B %Y}" in expected and "Seasonic GX-1000" in expected
    assert chat_documents(core.store, [memory])[second].text == expected
    assert expected in embedder.texts
    # the stored content vector is that document's, and stays so (nothing stale to recompute)
    stored = retrieval.embeddings.vectors([second])[second][0]
    assert np.allclose(stored, WordEmbedder().embed([expected])[0])
    assert retrieval.embeddings.ensure([first, second]) == 0
    # the first exchange of the thread has nothing before it: its date only
    assert chat_documents(core.store, [core.store.get_memory(first)])[first].context == f"({when:%d %B %Y})"


def test_a_question_only_the_previous_exchange_answers_finds_the_chat_memory_by_its_vector(chat: Any) -> None:
    (first, second), retrieval, _embedder = chat
    # "And how much is it?" / "It costs 189 euros" never names the Seasonic (nor does the thread's title, the
    # first question): the answer before it does
    found = retrieval.search("the Seasonic", NOW + timedelta(minutes=2), signals=("dense",)).ids()
    assert set(found[:2]) == {first, second}
    assert second in retrieval.search("the Seasonic", NOW + timedelta(minutes=2)).ids()
    # and by its words alone (no vectors: a model that is not loaded), through the same document's context
    assert second in retrieval.search("the Seasonic", NOW + timedelta(minutes=2), dense=False).ids()
    # the long-term repository's search reads the same words
    found_there = Repository(retrieval.store).search("Seasonic", now=NOW + timedelta(minutes=2), dense=False)
    assert second in [h.memory.id for h in found_there.hits]


def test_the_benchmark_indexes_its_turns_with_the_apps_document() -> None:
    when = datetime(2025, 1, 6, 19, tzinfo=UTC)
    turns = (Turn(1, "Maya", "Guess what we brought home last week?"), Turn(2, "Dan", "Tell me!"),
             Turn(3, "Maya", "A beagle called Pepper!"))
    docs, _groups = conversation_documents([Session(7, when, turns)], window=2, grouped=False)
    assert docs[2].text == turn_document([Line("Maya", "A beagle called Pepper!")],
                                         [Line("Maya", "Guess what we brought home last week?"),
                                          Line("Dan", "Tell me!")], when)


def test_a_chat_memory_edited_out_of_its_exchange_shape_is_the_persons_words() -> None:
    assert exchange_lines("Q: a\n\nA: b\n\nA: c") == [Line(PERSON, "a"), Line(ASSISTANT, "b\n\nA: c")]
    assert exchange_lines("my own note") == [Line(PERSON, "my own note")]


def test_building_the_index_refreshes_a_chat_memorys_vector_computed_without_its_thread(core: Any) -> None:
    """A chat memory embedded from its exchange alone (by a version before this one, or before its message
    was linked) gets its document's vector when the retrieval index is built."""
    from contexty_qt.core.chat import threads as th
    from contexty_qt.core.turns import exchange_text

    threads = th.ThreadStore(core.store, core.bus)
    thread = threads.create().id
    ids = []
    for offset, (question, answer) in enumerate(((FIRST_Q, FIRST_A), (SECOND_Q, SECOND_A))):
        memory = core.tree.add_memory(SourceType.CHAT, text=exchange_text(question, answer),
                                      captured_at=NOW + timedelta(minutes=offset))
        EmbeddingIndex(core.store, WordEmbedder()).ensure([memory.id])  # before the link: no thread yet
        threads.add_message(thread, "user", question)
        threads.update_message(threads.add_message(thread, "assistant", answer).id, memory_id=memory.id)
        ids.append(memory.id)
    embeddings = EmbeddingIndex(core.store, WordEmbedder())
    second = core.store.get_memory(ids[1])
    document = chat_documents(core.store, [second])[second.id].text
    assert "Seasonic" in document
    assert not np.allclose(embeddings.vectors([second.id])[second.id][0], WordEmbedder().embed([document])[0])
    retrieval = RetrievalService(core.store, core.bus, embeddings=embeddings)
    try:
        retrieval.build_now()
        assert np.allclose(embeddings.vectors([second.id])[second.id][0], WordEmbedder().embed([document])[0])
        assert ids[1] in retrieval.search("the Seasonic", NOW + timedelta(minutes=5), signals=("dense",)).ids()[:2]
    finally:
        retrieval.close()
