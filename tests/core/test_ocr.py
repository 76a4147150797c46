"""Local OCR: reading order, the per-image cache, a real RapidOCR read feeding analysis, failures."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from contexty_qt.core.ai import AIServices
from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
from contexty_qt.core.model import AnalysisState, Provenance, SourceType
from contexty_qt.core.ocr import OcrService, lines_to_text, respace
from contexty_qt.core.services import CoreServices
from contexty_qt.core.store import Store
from contexty_qt.core.wiring import create_runner
from tests.core.pipeline_support import WordEmbedder


class CountingEngine:
    name = "fake"

    def __init__(self, text: str = "hello world", error: Exception | None = None) -> None:
        self.text, self.error, self.paths = text, error, []  # type: ignore[var-annotated]

    def read(self, path: Path) -> str:
        self.paths.append(path)
        if self.error is not None:
            raise self.error
        return self.text


def png(lines: list[str], size: tuple[int, int] = (1000, 260)) -> bytes:
    canvas = Image.new("RGB", size, "white")
    draw = ImageDraw.Draw(canvas)
    font = ImageFont.load_default(size=40)  # Pillow's bundled font: the same on every machine
    for row, line in enumerate(lines):
        draw.text((30, 30 + row * 70), line, fill="black", font=font)
    buffer = io.BytesIO()
    canvas.save(buffer, format="PNG")
    return buffer.getvalue()


def box(x: float, y: float, w: float = 50, h: float = 20) -> list[list[float]]:
    return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]]


def test_lines_are_put_in_reading_order() -> None:
    result = [
        [box(200, 52), "world", 0.9],
        [box(10, 100), "second line", 0.9],
        [box(10, 50), "hello", 0.9],
        [box(10, 150), "  ", 0.9],
    ]
    assert lines_to_text(result) == "hello world\nsecond line"
    assert lines_to_text([]) == ""


def test_spaces_the_recognizer_dropped_between_common_english_words_are_put_back() -> None:
    """RapidOCR read a building inspector's report line as "rottenatthewallRecommendation:replace": no word of it could
    be searched. Runs of common English words are split again; names and other languages' words stay as read."""
    assert respace("rottenatthewallRecommendation:replace B2") == "rotten at the wall Recommendation: replace B2"
    glued = "Structuralinspectiontimbergallery,Asatiani St.14"
    assert respace(glued) == "Structural inspection timber gallery, Asatiani St.14"
    assert respace("Dzneladze,certifiedengineer") == "Dzneladze, certified engineer"
    assert respace("ROADSDEPARTMENTOFGEORGIA") == "ROADS DEPARTMENT OF GEORGIA"
    for kept in ("Stepantsminda - Juta", "FORMULARIO DE EMBARQUE", "[Termin bestatigen]", "Krankenversicherungskarte",
                 "Statsborgerprøven", "longitudinal crack", "pick-up 2l:OO", "1,412.00 GEL",
                 "LlBRETTO Dl VACClNAZlONl"):
        assert respace(kept) == kept
    result = [[box(10, 50, 400), "ownuseofsolarpanels 45%", 0.9]]
    assert lines_to_text(result) == "own use of solar panels 45%"


def test_text_is_cached_per_image(services: CoreServices, data_dir: Path) -> None:
    name = services.store.put_image(png(["x"]))
    engine = CountingEngine("Quarterly report")
    ocr = OcrService(services.store, engine)
    assert ocr.cached(name) is None
    assert ocr(name) == "Quarterly report" and ocr(name) == "Quarterly report"
    assert engine.paths == [services.store.image_path(name)]  # read once
    with Store(data_dir) as again:
        assert OcrService(again, CountingEngine()).cached(name) == "Quarterly report"


def test_read_again_reads_the_picture_afresh_and_leaves_the_stored_text(services: CoreServices) -> None:
    """What the card editor's "Read again" calls: a new reading of a screenshot read before (say, before Tesseract's
    Cyrillic data was installed), not saved; the user's Save keeps it (tests/ui/test_everyday_edits.py)."""
    name = services.store.put_image(png(["x"]))
    OcrService(services.store, CountingEngine("Ata-TwpK 1-anpenneH"))(name)
    engine = CountingEngine("Парк Ата-Тюрк 1-апрелден")
    ocr = OcrService(services.store, engine)
    assert ocr.read_again(name) == "Парк Ата-Тюрк 1-апрелден"
    assert engine.paths == [services.store.image_path(name)]
    assert ocr.cached(name) == "Ata-TwpK 1-anpenneH"
    ai = AIServices(services, ocr=lambda image: f"fixed reading of {image}")
    try:
        assert ai.read_again(name) == f"fixed reading of {name}"
    finally:
        ai.close()
    shown = services.store.put_image(png(["Quarterly report"]))
    with services.store.transaction() as db:
        db.execute("INSERT INTO ocr_text (image, engine, text, created_at) VALUES (?, 'old', '', '2026-01-01')",
                   (shown,))
    local = AIServices(services, in_process=True)  # the real engine, RapidOCR in this process
    try:
        assert local.read_again(shown) == "Quarterly report"
    finally:
        local.close()
    assert OcrService(services.store, CountingEngine()).cached(shown) == ""


def test_real_ocr_feeds_the_offline_analysis(services: CoreServices) -> None:
    """RapidOCR in-process (the CLI's path) reads a screenshot; the offline analyzer titles and tags it."""
    image = png(["Compare laptop battery life", "ThinkPad X1 vs MacBook Air price"])
    memory = services.tree.add_memory(SourceType.OBSERVATION, image=image,
                                      provenance=Provenance("Chromium", "", "https://rtings.com"))
    runner = create_runner(services, gateway=LLMGateway(config=LLMConfig()), in_process=True,
                           embedder=WordEmbedder())
    try:
        stats = runner.run_until_idle()
        assert stats.failed == stats.retrying == 0 and stats.done >= 1
    finally:
        runner.close()
    result = services.store.get_memory(memory.id)
    assert result.analysis_state is AnalysisState.DONE
    assert result.title == "Compare laptop battery life"
    assert "laptop" in result.tags  # a supported attribute (its parents only with words of their own)
    cached = OcrService(services.store, CountingEngine()).cached(memory.image or "")
    assert cached is not None and "MacBook Air" in cached and cached.index("Compare") < cached.index("ThinkPad")


def test_ocr_failure_does_not_lose_the_capture(services: CoreServices) -> None:
    memory = services.tree.add_memory(SourceType.OBSERVATION, image=png(["x"]),
                                      provenance=Provenance("Terminal", "bash", ""))
    broken = OcrService(services.store, CountingEngine(error=RuntimeError("onnxruntime exploded")))
    runner = create_runner(services, gateway=LLMGateway(config=LLMConfig()), ocr=broken, embedder=WordEmbedder())
    try:
        stats = runner.run_until_idle()
        assert stats.failed == stats.retrying == 0 and stats.done >= 1
    finally:
        runner.close()
    result = services.store.get_memory(memory.id)
    assert result.analysis_state is AnalysisState.DONE and result.title == "bash" and result.image == memory.image
