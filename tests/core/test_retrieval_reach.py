"""What retrieval reaches (issue 13): a screenshot's OCR text, the person's time zone through the service,
memories pulled in from other workspaces, session thoughts."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from contexty_qt.core.longterm.repository import Repository, matching_sentence
from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.core.ocr import OcrService
from contexty_qt.core.retrieval.service import RetrievalService
from tests.core.test_ocr import CountingEngine, png

NOW = datetime(2026, 11, 20, 15, 30, tzinfo=UTC)


@pytest.fixture
def service(core: Any) -> Iterator[RetrievalService]:
    svc = RetrievalService(core.store, core.bus)
    yield svc
    svc.close()


def screenshot(core: Any, ocr_text: str, **extra: Any) -> int:
    """A screenshot capture without text of its own; its OCR text in the OCR cache (as the analysis step
    leaves it)."""
    memory = core.tree.add_memory(SourceType.OBSERVATION, image=png([ocr_text[:20]]),
                                  captured_at=NOW - timedelta(hours=2),
                                  provenance=Provenance("Firefox", "Invoices", ""),
                                  **extra)
    OcrService(core.store, CountingEngine(ocr_text))(memory.image)
    return int(memory.id)


def test_a_word_only_in_a_screenshots_ocr_text_is_found_by_word_search(core: Any, service: RetrievalService) -> None:
    shot = screenshot(core, "Quarterly invoice\nSupplier: Zebrafish Logistics GmbH\nTotal due 1,240 EUR")
    core.tree.add_memory(SourceType.SNIPPET, text="Lisbon flights", captured_at=NOW - timedelta(days=1))
    service.build_now()
    assert service.search("zebrafish logistics", NOW).ids() == [shot]
    repo = Repository(core.store)
    result = repo.search("zebrafish", now=NOW, dense=False)
    assert [h.memory.id for h in result.hits] == [shot]
    sentence = result.hits[0].sentence
    assert (sentence.field, sentence.text) == ("ocr", "Supplier: Zebrafish Logistics GmbH")
    assert sentence.spans == ((10, 19),)  # "Zebrafish" highlighted


def test_ocr_text_that_arrives_later_is_indexed_at_the_next_change(core: Any, service: RetrievalService) -> None:
    service.build_now()
    memory = core.tree.add_memory(SourceType.OBSERVATION, image=png(["x"]), captured_at=NOW)
    assert service.search("okapi", NOW).ids() == []
    OcrService(core.store, CountingEngine("Okapi sightings report"))(memory.image)
    core.tree.refine_memory(memory.id, title="Sightings")  # what the analysis step does after reading it
    assert service.search("okapi", NOW).ids() == [memory.id]


def test_matching_sentence_reads_the_ocr_lines() -> None:
    from contexty_qt.core.model import Memory

    memory = Memory(1, 1, SourceType.OBSERVATION, NOW, image="a.png")
    found = matching_sentence(memory, "gearbox", ocr="Service manual\nGearbox oil every 60,000 km")
    assert (found.field, found.text) == ("ocr", "Gearbox oil every 60,000 km")


def test_service_reads_time_words_in_the_persons_zone(core: Any) -> None:
    la = ZoneInfo("America/Los_Angeles")
    morning = core.tree.add_memory(SourceType.SNIPPET, text="standup notes",
                                   captured_at=datetime(2026, 6, 10, 9, 30, tzinfo=la))
    core.tree.add_memory(SourceType.SNIPPET, text="dinner plan", captured_at=datetime(2026, 6, 9, 22, 0, tzinfo=la))
    zone = {"now": la}
    service = RetrievalService(core.store, core.bus, zone=lambda: zone["now"])
    try:
        asked = datetime(2026, 6, 10, 14, 0, tzinfo=la).astimezone(UTC)  # the chat asks with a UTC clock
        assert service.search("what did I save this morning?", asked).ids() == [morning.id]
        zone["now"] = ZoneInfo("UTC")  # read at each search: 05:00-12:00 UTC is the evening before in LA
        assert service.search("what did I save this morning?", asked).ids() != [morning.id]
    finally:
        service.close()


# ---- LTM-2: memories pulled in from another workspace -------------------------------------------------------
def other_workspace_memory(core: Any) -> tuple[int, int]:
    research = core.store.create_workspace("Research")
    memory = core.tree.add_memory(SourceType.SNIPPET, text="Okafor et al. 2024: consolidation halves stale retrievals",
                                  memo="cite this in the related work", workspace_id=research,
                                  captured_at=NOW - timedelta(days=3))
    return research, int(memory.id)


def test_a_pulled_memory_is_found_and_cited_in_the_workspace_it_was_pulled_into(core: Any,
                                                                                 fake_openai: Any) -> None:
    from contexty_qt.core.chat import threads as th
    from contexty_qt.core.chat.service import ChatService
    from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
    from contexty_qt.core.longterm.reuse import pull_memories, remove_references
    from tests.fakes.openai_server import Reply

    _research, pulled = other_workspace_memory(core)
    here = core.store.default_workspace_id()
    core.tree.add_memory(SourceType.SNIPPET, text="Lisbon flights", captured_at=NOW - timedelta(days=1))
    retrieval = RetrievalService(core.store, core.bus, workspace_id=here)
    retrieval.build_now()
    try:
        assert pulled not in retrieval.search("consolidation stale retrievals", NOW).ids()  # not shown here yet
        group = core.tree.add_group("Thesis", workspace_id=here)
        pull_memories(core.tree, [pulled], here, group.id)
        assert retrieval.search("consolidation stale retrievals", NOW).ids()[0] == pulled
        assert retrieval.search("thesis", NOW).ids() == [pulled]  # the group it has here is its words too
        fake_openai.on("chat_plan", Reply(json={"memories": True, "conversation": False, "queries": []}))
        fake_openai.on("chat_relevance", Reply(json={"relevant": [f"m{pulled}"]}))
        fake_openai.on("chat_importance", Reply(json={"ratings": []}))
        fake_openai.on("chat_answer", Reply(content=f"Consolidation halves stale retrievals [m{pulled}]."))
        gateway = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small",
                                              chat_model="fake-large", timeout_s=5))
        threads = th.ThreadStore(core.store, core.bus, workspace_id=here)
        chat = ChatService(threads, core.tree, gateway, retrieval, clock=lambda: NOW)
        result = chat.ask(threads.create().id, "What did the paper find about stale retrievals?", now=NOW)
        assert result.state == th.DONE and result.citations == [pulled]
        assert f"[m{pulled}]" in fake_openai.chat_requests("chat_answer")[0].last_user
        remove_references(core.tree, [pulled], here)
        assert pulled not in retrieval.search("consolidation stale retrievals", NOW).ids()
    finally:
        retrieval.close()


def test_mentioning_a_group_pulled_from_another_workspace_brings_its_members(core: Any) -> None:
    from contexty_qt.core.chat.context import Reference, RefKind, resolve_references
    from contexty_qt.core.longterm.reuse import pull_group

    research, pulled = other_workspace_memory(core)
    group = core.tree.add_group("Related work", workspace_id=research)
    core.tree.move_memories([pulled], group.id)
    copy = pull_group(core.tree, group.id, core.store.default_workspace_id()).group_id
    assert copy is not None
    items = resolve_references(core.store, [Reference(RefKind.GROUP, copy)])
    assert [(i.memory.id, i.via_group) for i in items] == [(pulled, "Related work")]
    # and a memory of another workspace mentioned directly is used where it lives
    assert [i.memory.id for i in resolve_references(core.store, [Reference(RefKind.MEMORY, pulled)])] == [pulled]


# ---- CAIM-5: session thoughts are retrieved as memories of their own kind ---------------------------------
def add_thought(core: Any, text: str, sources: list[int], at: datetime) -> int:
    import json

    from contexty_qt.core.commands import InsertRow
    from contexty_qt.core.model import Origin
    from contexty_qt.core.store import to_db_time

    command = core.tree.execute(InsertRow("thoughts", {
        "workspace_id": core.store.default_workspace_id(), "session_id": None, "text": text,
        "tags": json.dumps(["housing"]), "memory_ids": json.dumps(sources), "at": to_db_time(at),
        "source": "offline", "archived": 0, "created_at": to_db_time(at)}, "", Origin.AI))
    return int(command.id)


def test_a_question_about_an_earlier_session_finds_its_thought_first_and_cites_its_sources(
        core: Any, fake_openai: Any) -> None:
    from contexty_qt.core.chat import threads as th
    from contexty_qt.core.chat.service import ChatService
    from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
    from contexty_qt.core.retrieval.engine import thought_doc_id
    from tests.fakes.openai_server import Reply

    add = core.tree.add_memory
    cheap = add(SourceType.SNIPPET, text="2-room flat in Neukölln, Weserstraße 41, warm rent 1,180 EUR",
                captured_at=NOW - timedelta(days=2)).id
    dear = add(SourceType.SNIPPET, text="3-room flat in Friedrichshain with balcony, warm rent 1,560 EUR",
               memo="above my limit", captured_at=NOW - timedelta(days=2)).id
    add(SourceType.SNIPPET, text="Flat white at the corner café, 3.20 EUR", captured_at=NOW - timedelta(hours=3))
    retrieval = RetrievalService(core.store, core.bus)
    retrieval.build_now()
    try:
        thought = add_thought(core, "Of the flats compared, only Weserstraße stays under the 1,400 EUR limit",
                              [cheap, dear], NOW - timedelta(days=2))
        question = "What did I conclude about the flats in my last session?"
        hits = retrieval.search(question, NOW).ids()
        assert hits[0] == thought_doc_id(thought)  # before the newer "flat white", which "last" no longer favours
        fake_openai.on("chat_plan", Reply(json={"memories": True, "conversation": False, "queries": []}))
        fake_openai.on("chat_relevance", Reply(json={"relevant": [f"m{cheap}", f"m{dear}"]}))
        fake_openai.on("chat_importance", Reply(json={"ratings": []}))
        fake_openai.on("chat_answer", Reply(content=f"Only Weserstraße is under your limit [m{cheap}]."))
        gateway = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small",
                                              chat_model="fake-large", timeout_s=5))
        threads = th.ThreadStore(core.store, core.bus)
        chat = ChatService(threads, core.tree, gateway, retrieval, clock=lambda: NOW)
        result = chat.ask(threads.create().id, question, now=NOW)
        assert result.state == th.DONE and result.citations == [cheap]
        assert [t.id for t in result.context.thoughts()] == [thought]
        assert result.context.ids()[:2] == [cheap, dear]  # its sources follow it, citable
        prompt = fake_openai.chat_requests("chat_answer")[0].last_user
        assert "THOUGHT from the session of" in prompt and f"sources: [m{cheap}] [m{dear}]" in prompt
        assert prompt.index("THOUGHT from the session") < prompt.index(f"[m{cheap}]\n")
        # the message's context rows record the thought, in its place before its sources
        rows = threads.context(result.message_id)
        assert [(r.kind, r.thought_id) for r in rows[:2]] == [(th.THOUGHT_ROW, thought), ("retrieved", None)]
        assert [r.memory_id for r in rows[1:3]] == [cheap, dear]
        # ... so refining that answer keeps the thought in what the model is given
        from contexty_qt.core.chat.prompting import Refinement
        refined = chat.refine(result.message_id, Refinement(exclude=(dear,)), now=NOW)
        assert [t.id for t in refined.context.thoughts()] == [thought] and refined.context.ids() == [cheap]
        assert threads.context(refined.message_id)[0].thought_id == thought
        assert "THOUGHT from the session of" in fake_openai.chat_requests("chat_answer")[-1].last_user
        # archiving the thought takes it out of retrieval
        from contexty_qt.core.longterm.consolidation import archive_thought
        archive_thought(core.tree, thought)
        assert thought_doc_id(thought) not in retrieval.search(question, NOW).ids()
    finally:
        retrieval.close()


def test_without_a_model_the_thought_is_listed_with_its_sources(core: Any) -> None:
    from contexty_qt.core.chat import threads as th
    from contexty_qt.core.chat.service import ChatService

    source = core.tree.add_memory(SourceType.SNIPPET, text="RTX 3090 bought for 700 EUR",
                                  captured_at=NOW - timedelta(days=1)).id
    add_thought(core, "Chose the used RTX 3090: same memory as the 4090 for a third of the price", [source],
                NOW - timedelta(days=1))
    retrieval = RetrievalService(core.store, core.bus)
    retrieval.build_now()
    try:
        threads = th.ThreadStore(core.store, core.bus)
        result = ChatService(threads, core.tree, None, retrieval, clock=lambda: NOW).ask(
            threads.create().id, "Which graphics card did I settle on in the previous session?", now=NOW)
        assert result.state == th.NO_MODEL
        assert "Thought of the session of" in result.content and f"[m{source}]" in result.content
        assert result.citations == [source]
    finally:
        retrieval.close()


def test_repository_search_finds_a_thought_as_its_own_kind_with_its_sources(core: Any) -> None:
    from contexty_qt.core.longterm.consolidation import archive_thought
    from contexty_qt.core.longterm.repository import RepoFilter

    source = core.tree.add_memory(SourceType.SNIPPET, text="Seasonic Vertex GX-1000 power supply",
                                  captured_at=NOW - timedelta(days=1)).id
    thought = add_thought(core, "The old 650 W supply cannot carry the new graphics card", [source],
                          NOW - timedelta(days=1))
    repo = Repository(core.store)
    result = repo.search("graphics card supply", now=NOW, dense=False)
    hit = next(h for h in result.hits if h.thought is not None)
    assert hit.thought.id == thought and hit.thought.memory_ids == [source]
    assert hit.memory.id < 0 and hit.sentence.text.startswith("The old 650 W supply")
    assert all(h.thought is None for h in repo.search("graphics card supply", RepoFilter(
        sources=frozenset({SourceType.SNIPPET})), now=NOW, dense=False).hits)  # a source filter: captures only
    archive_thought(core.tree, thought)
    repo.update_thoughts()
    assert [h.thought.archived for h in repo.search("graphics card", now=NOW, dense=False).hits if h.thought] == [True]
