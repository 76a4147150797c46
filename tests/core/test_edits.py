"""Corrections of captured data (issue 17): captured text and OCR text, undoable, and a corrected OCR text is
what search then uses."""

from __future__ import annotations

import io
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import pytest
from PIL import Image

from contexty_qt.core.edits import USER_ENGINE, edit_ocr_text, fields_from_reading, made_of_reading, stored_ocr_text
from contexty_qt.core.embeddings import EmbeddingIndex
from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.events import ChangeEvent, Entity
from contexty_qt.core.model import Origin, SourceType
from contexty_qt.core.retrieval.service import RetrievalService
from contexty_qt.core.sanitize import MAX_TEXT_CHARS
from tests.core.test_retrieval_service import HashEmbedder
from tests.fakes.openai_server import FakeOpenAIServer, Reply

if TYPE_CHECKING:
    from contexty_qt.core.llm.gateway import LLMGateway

NOW = datetime(2026, 11, 20, 15, 30, tzinfo=UTC)


def png(color: str = "white") -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (40, 20), color).save(out, "PNG")
    return out.getvalue()


def screenshot(core: Any, ocr: str) -> int:
    memory = core.tree.add_memory(SourceType.SNIPPET, image=png(), captured_at=NOW)
    assert memory.image
    with core.store.transaction() as db:  # what OcrService stores after reading the image
        db.execute("INSERT INTO ocr_text (image, engine, text, created_at) VALUES (?, 'rapidocr', ?, '2026-11-20')",
                   (memory.image, ocr))
    return int(memory.id)


@pytest.fixture
def service(core: Any) -> Iterator[RetrievalService]:
    store = core.store
    embeddings = EmbeddingIndex(store, HashEmbedder(), ocr_lookup=lambda image: stored_ocr_text(store, image))
    svc = RetrievalService(store, core.bus, embeddings=embeddings)
    yield svc
    svc.close()


def test_corrected_ocr_text_is_what_search_finds(core: Any, service: RetrievalService) -> None:
    shot = screenshot(core, "Zanzlbr fcrry tlmetable")
    hotel = core.tree.add_memory(SourceType.SNIPPET, text="Zanzibar hotel booking", captured_at=NOW).id
    service.start()
    assert service.wait_ready(10, vectors=True)
    assert service.search("zanzibar ferry timetable", NOW).ids()[:1] == [hotel]  # the misread words miss
    edit_ocr_text(core.tree, shot, "Zanzibar ferry timetable")
    assert service.idle()
    assert service.search("zanzibar ferry timetable", NOW).ids()[:1] == [shot]
    image = core.store.get_memory(shot).image
    assert stored_ocr_text(core.store, image) == "Zanzibar ferry timetable"
    rows = core.store.query("SELECT engine FROM ocr_text WHERE image = ?", (image,))
    assert rows[0]["engine"] == USER_ENGINE
    assert core.tree.undo() == "Correct the OCR text of “Image " + image[:8] + "”"
    assert stored_ocr_text(core.store, image) == "Zanzlbr fcrry tlmetable"


def test_ocr_edit_announces_every_memory_of_the_image(core: Any) -> None:
    a = screenshot(core, "one")
    b = core.tree.add_memory(SourceType.SNIPPET, image=png(), memo="same picture").id
    seen: list[ChangeEvent] = []
    core.bus.subscribe(seen.extend)
    edit_ocr_text(core.tree, a, "two")
    [event] = [e for e in seen if e.entity is Entity.MEMORY]
    assert set(event.ids) == {a, b} and event.fields == ("ocr_text",)
    core.tree.undo()
    edit_ocr_text(core.tree, b, "")  # no reading at first: undo removes the row again
    core.tree.undo()
    assert stored_ocr_text(core.store, core.store.get_memory(a).image or "") == "one"


def test_ocr_of_a_text_memory_is_refused(core: Any) -> None:
    mid = core.tree.add_memory(SourceType.SNIPPET, text="plain").id
    with pytest.raises(InvalidInputError, match="no screenshot"):
        edit_ocr_text(core.tree, mid, "x")


def test_captured_text_is_editable_within_the_capture_limit(core: Any) -> None:
    mid = core.tree.add_memory(SourceType.SNIPPET, text="teh quick fox").id
    core.tree.edit_memory(mid, text="the quick fox", summary="A fox.")
    memory = core.store.get_memory(mid)
    assert (memory.text, memory.summary) == ("the quick fox", "A fox.")
    core.tree.edit_memory(mid, text="x" * (MAX_TEXT_CHARS + 5))
    assert "truncated by Contexty" in core.store.get_memory(mid).text
    with pytest.raises(InvalidInputError, match="needs some text"):
        core.tree.edit_memory(mid, text="   ")
    core.tree.undo()
    core.tree.undo()
    assert core.store.get_memory(mid).text == "teh quick fox"


def misread_screenshot(core: Any) -> tuple[int, str, str]:
    """A Cyrillic screenshot read as Latin look-alikes, titled and summarised (as the offline analysis does) with
    that old reading; with the old reading and the new one."""
    old = "poAneHNe pa3peWeHWA Ha BpeMeHHoe npoxnBaHne\nc 1 anpena AokyMeHTbl"
    new = "Продление разрешения на временное проживание\nс 1 апреля документы"
    memory_id = screenshot(core, old)
    core.tree.refine_memory(memory_id, Origin.AI, title="poAneHNe pa3peWeHWA Ha BpeMeHHoe npoxnBaHne",
                            summary="poAneHNe pa3peWeHWA Ha BpeMeHHoe npoxnBaHne c 1 anpena…")
    return memory_id, old, new

def test_a_new_reading_remakes_the_title_and_summary_made_of_the_old_one(core: Any) -> None:
    """The card editor's "Read again": a title and summary that are stretches of the old reading (the offline
    analysis made them of it) are made again of the new one; a title the user wrote, or a page's title, is not."""
    memory_id, old, new = misread_screenshot(core)
    memory = core.store.get_memory(memory_id)
    fields = fields_from_reading(core.store, memory, old, new)
    assert fields["title"] == "Продление разрешения на временное проживание"
    assert fields["summary"].startswith("Продление разрешения на временное проживание")
    assert made_of_reading("poAneHNe  pa3peWeHWA…", old) and not made_of_reading("Permit renewal", old)
    assert not made_of_reading("", old)
    core.tree.edit_memory(memory_id, title="Permit renewal")
    mine = fields_from_reading(core.store, core.store.get_memory(memory_id), old, new)
    assert set(mine) == {"summary"}
    assert fields_from_reading(core.store, core.store.get_memory(memory_id), old, "") == {}


def test_with_a_model_configured_the_model_titles_a_new_reading_and_the_offline_analyzer_stands_in(
        core: Any, fake_openai: FakeOpenAIServer, gateway: LLMGateway) -> None:
    """"Read again" with an analysis model configured: the title and summary that follow the new reading are the
    model's, as the capture's own analysis was (the prompt holds the new reading); when the model fails, the offline
    analyzer's, so the reading still arrives with its title; a title the user wrote is never asked about."""
    from contexty_qt.core.ai import AIServices
    from contexty_qt.core.pipeline.analyze import fields_from_new_reading

    memory_id, old, new = misread_screenshot(core)
    memory = core.store.get_memory(memory_id)
    ai = AIServices(core, gateway=gateway)
    try:
        fake_openai.on("analysis", Reply(json={"title": "Residence permit renewal",
                                               "summary": "Documents from 1 April.", "tags": [], "new_tags": [],
                                               "user_context": ""}))
        assert fields_from_new_reading(ai, memory, old, new) == {"title": "Residence permit renewal",
                                                                 "summary": "Documents from 1 April."}
        [request] = fake_openai.chat_requests("analysis")
        assert "Продление разрешения" in request.text and "pa3peWeHWA" not in request.text
        fake_openai.fault("server_error")
        offline = fields_from_new_reading(ai, memory, old, new)
        assert offline["title"] == "Продление разрешения на временное проживание"
        fake_openai.clear_faults()
        core.tree.edit_memory(memory_id, title="Permit renewal", summary="mine")
        asked = len(fake_openai.chat_requests())
        assert fields_from_new_reading(ai, core.store.get_memory(memory_id), old, new) == {}
        assert len(fake_openai.chat_requests()) == asked
    finally:
        ai.close()
