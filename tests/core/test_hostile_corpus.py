"""The hostile input corpus (tests/data/corpus.py) through every core and CLI entry point (issue 8).

Each input is either accepted safely (cleaned as core/sanitize.py documents, and it round-trips through
export and import) or refused with a typed error whose message says why, and a refusal leaves the data
dir byte for byte as it was (the fingerprint helper of test_bad_input.py).
"""

from __future__ import annotations

import io
import json
import re
import shutil
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PIL import Image

from contexty_qt.capture.images import THUMB_DIR, THUMB_SIZE, ensure_thumbnail
from contexty_qt.core.embeddings import EmbeddingIndex
from contexty_qt.core.errors import ImportFormatError, InvalidInputError
from contexty_qt.core.exchange import export_context, export_document, export_markdown, import_document
from contexty_qt.core.llm import prompts
from contexty_qt.core.llm.offline import AnalysisInput, analyze_offline
from contexty_qt.core.model import Memory, Provenance, SourceType
from contexty_qt.core.ocr import LocalOcrEngine, OcrService
from contexty_qt.core.ocr_scripts import ScriptReader
from contexty_qt.core.ontology import Ontology
from contexty_qt.core.retrieval.service import RetrievalService
from contexty_qt.core.sanitize import MAX_MEMO_CHARS, clean_text
from contexty_qt.core.services import CoreServices, open_core
from tests.core.test_bad_input import assert_clear_error, contexty, fingerprint, run
from tests.data.corpus import (
    IMAGE_CASES,
    IMPORT_CASES,
    LIMIT_TEXT,
    TEXT_CASES,
    ImageCase,
    ImportCase,
    TextCase,
    as_argv,
)
from tests.fakes.openai_server import fake_embedding

TEXT_FIELDS = ("text", "memo", "title", "summary", "user_context")


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the large generated inputs are written, once per module."""
    return tmp_path_factory.mktemp("hostile-corpus")


@pytest.fixture(scope="module")
def ocr_engine() -> LocalOcrEngine:
    return LocalOcrEngine(ScriptReader())  # as the app reads: Tesseract's script detection first, when installed


def assert_storable(memory: Memory) -> None:
    """What the store holds is valid UTF-8 without NULs, in every text field."""
    values = [getattr(memory, f) for f in TEXT_FIELDS] + list(memory.tags) + [
        memory.provenance.app, memory.provenance.window_title, memory.provenance.url]
    for value in values:
        assert "\x00" not in value
        value.encode("utf-8")  # no lone surrogates left


def comparable(memory: Memory) -> dict[str, Any]:
    return {**{f: getattr(memory, f) for f in TEXT_FIELDS}, "tags": memory.tags, "provenance": memory.provenance}


# ---- text ---------------------------------------------------------------------------------------
class HashEmbedder:
    model_name = "hash-16"

    def embed(self, texts: Sequence[str]) -> Any:
        return np.array([fake_embedding(t, 16) for t in texts], dtype=np.float32)

    def close(self) -> None:
        pass


@pytest.fixture
def retrieval(services: CoreServices) -> Iterator[RetrievalService]:
    service = RetrievalService(services.store, services.bus, embeddings=EmbeddingIndex(services.store, HashEmbedder()))
    yield service
    service.close()


def _probe_word(text: str) -> str:
    """A word of the text that search should find it by."""
    for candidate in ("quick", "DROP", "instructions", "passwd", "nuls", "overlong", "مرحبا"):
        if candidate in text:
            return candidate
    raise AssertionError("no probe word")


@pytest.mark.parametrize("case", TEXT_CASES, ids=[c.name for c in TEXT_CASES])
def test_text_through_capture_edit_search_prompts_and_exchange(
        case: TextCase, services: CoreServices, retrieval: RetrievalService, tmp_path: Path) -> None:
    raw = case.data()
    argv = as_argv(raw)
    tree = services.tree
    memory = tree.add_memory(SourceType.SNIPPET, text=raw, memo=raw,
                             provenance=Provenance(app=argv, window_title=argv, url=argv))
    assert memory.text == clean_text(raw) and memory.memo == clean_text(raw, limit=MAX_MEMO_CHARS)
    assert memory.provenance.app == clean_text(argv, limit=256)
    assert_storable(memory)

    tree.edit_memories([memory.id], title=argv, summary=argv, user_context=argv, tags=[argv[:200], "ok"])
    edited = services.store.get_memory(memory.id)
    assert_storable(edited)
    assert edited.title == clean_text(argv, limit=MAX_MEMO_CHARS)

    # search by the hostile text itself and by one of its words
    hits = retrieval.search(argv[:2000], dense=False).ids()
    if case.name != "1 MB unbroken word":  # its 2,000-character prefix is another word
        assert memory.id in hits
        assert memory.id in retrieval.search(_probe_word(edited.text), dense=False).ids()

    # what leaves for a model: every value inside a block the content cannot close
    block = prompts.data_block("capture", edited.text)
    tag = block.split(">", 1)[0][1:]
    assert block.count(f"</{tag}>") == 1 and block.endswith(f"</{tag}>")
    rendered = prompts.render("analysis", {name: edited.text for name in prompts.load("analysis").fields})
    assert len(rendered.user) < 7 * (prompts.MAX_FIELD_CHARS + 200)
    offline = analyze_offline(AnalysisInput(SourceType.SNIPPET, text=edited.text, memo=edited.memo,
                                            provenance=edited.provenance), Ontology(services.store))
    assert offline.title and len(offline.title) <= 120

    # exports, and a JSON round trip into an empty data dir
    assert "\x00" not in export_markdown(tree, None, lambda name: name)
    assert "\x00" not in export_context(tree)
    data = json.dumps(export_document(services.store), ensure_ascii=False).encode("utf-8")
    other = open_core(str(tmp_path / "other"))
    try:
        import_document(other.tree, data)
        assert comparable(other.store.get_memory(memory.id)) == comparable(edited)
    finally:
        other.close()


@pytest.mark.parametrize("case", TEXT_CASES, ids=[c.name for c in TEXT_CASES])
def test_text_through_the_cli(case: TextCase, capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    argv = as_argv(case.data())
    code, out, err = run(capsys, "add", "--text", argv, "--memo", argv, "--app", argv, "--title", argv,
                         "--url", argv)
    assert code == 0, err
    memory_id = out.strip()
    code, _, err = run(capsys, "edit", memory_id, "--title", argv, "--memo", argv, "--tags", argv[:300],
                       "--context", argv, "--summary", argv)
    assert code == 0, err
    code, out, err = run(capsys, "show", memory_id, "--json")
    assert code == 0, err
    shown = json.loads(out)
    assert shown["text"] == clean_text(argv) and shown["title"] == clean_text(argv, limit=MAX_MEMO_CHARS)
    for argv_tail in (["tree"], ["tree", "--json"], ["export", "--format", "md"], ["export", "--format", "context"]):
        code, out, err = run(capsys, *argv_tail)
        assert code == 0 and "Traceback" not in err, err
    code, out, err = run(capsys, "export", "--format", "json")
    assert code == 0, err
    assert json.loads(out)["memories"][0]["text"] == shown["text"]


def test_every_text_on_the_stdin_of_a_real_process(capsys: pytest.CaptureFixture[str]) -> None:
    for case in TEXT_CASES:
        raw = case.data()
        result = contexty("add", "--text", "-", "--memo", case.name, input=raw)
        assert result.returncode == 0 and not result.stderr, (case.name, result.stderr)
        code, out, _ = run(capsys, "show", result.stdout.decode().strip(), "--json")
        assert code == 0
        assert json.loads(out)["text"] == clean_text(raw), case.name


# ---- images -------------------------------------------------------------------------------------
def _accepted(case: ImageCase) -> bool:
    return case.expect == "accepted"


@pytest.mark.parametrize("case", IMAGE_CASES, ids=[c.name for c in IMAGE_CASES])
def test_image_through_store_capture_thumbnail_and_exchange(
        case: ImageCase, services: CoreServices, workdir: Path, tmp_path: Path) -> None:
    data = case.path(workdir).read_bytes()
    before = fingerprint(services.data_dir)
    if not _accepted(case):
        with pytest.raises(InvalidInputError, match=re.escape(case.expect)):
            services.store.put_image(data)
        with pytest.raises(InvalidInputError, match=re.escape(case.expect)):
            services.tree.add_memory(SourceType.SNIPPET, image=data, memo="hostile image")
        assert fingerprint(services.data_dir) == before
        return
    memory = services.tree.add_memory(SourceType.SNIPPET, image=data, memo="hostile image")
    assert memory.image and services.store.image_path(memory.image).read_bytes() == data
    thumb = ensure_thumbnail(services.store.images_dir, memory.image)
    with Image.open(thumb) as image:
        assert image.width <= THUMB_SIZE[0] and image.height <= THUMB_SIZE[1]
    exported = json.dumps(export_document(services.store)).encode()
    other = open_core(str(tmp_path / "other"))
    try:
        import_document(other.tree, exported)
        copy = other.store.get_memory(memory.id)
        assert other.store.image_path(copy.image or "").read_bytes() == data
    finally:
        other.close()


@pytest.mark.parametrize("case", IMAGE_CASES, ids=[c.name for c in IMAGE_CASES])
def test_image_through_the_cli(case: ImageCase, workdir: Path, capsys: pytest.CaptureFixture[str],
                               data_dir: Path) -> None:
    assert run(capsys, "add", "--text", "already here")[0] == 0
    before = fingerprint(data_dir)
    code, out, err = run(capsys, "add", "--image", str(case.path(workdir)), "--memo", case.name)
    if _accepted(case):
        assert code == 0 and out.strip().isdigit(), err
    else:
        assert_clear_error(code, err, case.expect)
        assert fingerprint(data_dir) == before


@pytest.mark.parametrize("case", [c for c in IMAGE_CASES if not _accepted(c)], ids=lambda c: c.name)
def test_a_damaged_file_already_in_the_images_folder(case: ImageCase, services: CoreServices, workdir: Path,
                                                    ocr_engine: LocalOcrEngine) -> None:
    """A file that went bad on disk after it was checked: thumbnailing and OCR fail with an exception the
    callers catch and log (capture_controller, jobs._ocr), and leave no half-written thumbnail."""
    images = services.store.images_dir
    name = "d" * 64 + Path(case.file).suffix
    shutil.copyfile(case.path(workdir), images / name)
    unreadable = (OSError, Image.DecompressionBombError)  # OSError covers UnidentifiedImageError, truncation
    with pytest.raises(unreadable):
        ensure_thumbnail(images, name)
    assert not (images / THUMB_DIR).exists() or list((images / THUMB_DIR).iterdir()) == []
    ocr = OcrService(services.store, ocr_engine)
    with pytest.raises(unreadable):
        ocr(name)
    assert ocr.cached(name) is None


@pytest.mark.parametrize("case", [c for c in IMAGE_CASES if _accepted(c)], ids=lambda c: c.name)
def test_ocr_of_every_accepted_image(case: ImageCase, services: CoreServices, workdir: Path,
                                     ocr_engine: LocalOcrEngine) -> None:
    memory = services.tree.add_memory(SourceType.SNIPPET, image=case.path(workdir).read_bytes())
    ocr = OcrService(services.store, ocr_engine)
    text = ocr(memory.image or "")
    assert isinstance(text, str) and ocr.cached(memory.image or "") == text
    if case.file == "limit_16384x5461.png":
        assert LIMIT_TEXT in text


def test_a_thin_strip_is_not_sent_to_the_ocr_engine(services: CoreServices) -> None:
    """RapidOCR raised ResizeImgError on 16384x1 or 4000x2 (accepted images) on every retry."""
    calls: list[tuple[int, int]] = []

    class Recording(LocalOcrEngine):
        def _load(self) -> Any:
            def engine(image: Image.Image, use_cls: bool) -> tuple[list[Any], float]:
                calls.append(image.size)
                return [], 0.0
            return engine

    for size, read in (((16384, 1), False), ((4000, 2), False), ((4000, 32), False), ((4000, 34), True)):
        buffer = io.BytesIO()
        Image.new("RGB", size, "white").save(buffer, "PNG")
        memory = services.tree.add_memory(SourceType.SNIPPET, image=buffer.getvalue())
        calls.clear()
        assert OcrService(services.store, Recording())(memory.image or "") == ""
        assert bool(calls) is read, size


# ---- import files -------------------------------------------------------------------------------
@pytest.mark.parametrize("case", IMPORT_CASES, ids=[c.name for c in IMPORT_CASES])
def test_import_file_through_core(case: ImportCase, services: CoreServices, workdir: Path,
                                  tmp_path: Path) -> None:
    data = case.path(workdir).read_bytes()
    services.tree.add_memory(SourceType.SNIPPET, text="already here")
    before = fingerprint(services.data_dir)
    if case.expect != "accepted":
        with pytest.raises(ImportFormatError, match=re.escape(case.expect)):
            import_document(services.tree, data)
        assert fingerprint(services.data_dir) == before
        return
    result = import_document(services.tree, data)
    assert not result.same_ids and result.counts["memories"] == len(json.loads(data)["memories"])
    # into an empty store every id is kept; exporting that again gives the same memories back
    empty = open_core(str(tmp_path / "empty"))
    try:
        assert import_document(empty.tree, data).same_ids
        again = export_document(empty.store)
        original = json.loads(data)
        for before_memory, after_memory in zip(original["memories"], again["memories"], strict=True):
            for key, value in before_memory.items():
                if isinstance(value, dict):  # provenance: the export lists every field
                    assert {k: after_memory[key][k] for k in value} == value
                elif key not in ("image", "captured_at", "created_at"):  # renamed; one time format
                    assert after_memory[key] == value, key
    finally:
        empty.close()


@pytest.mark.parametrize("case", IMPORT_CASES, ids=[c.name for c in IMPORT_CASES])
def test_import_file_through_the_cli(case: ImportCase, workdir: Path, capsys: pytest.CaptureFixture[str],
                                     data_dir: Path) -> None:
    assert run(capsys, "add", "--text", "already here")[0] == 0
    before = fingerprint(data_dir)
    code, out, err = run(capsys, "import", str(case.path(workdir)))
    if case.expect == "accepted":
        assert code == 0 and out.startswith("Imported "), err
        assert run(capsys, "tree")[0] == 0 and run(capsys, "export", "--format", "md")[0] == 0
    else:
        assert_clear_error(code, err, case.expect)
        assert out == "" and fingerprint(data_dir) == before
