"""The hostile input corpus (tests/data/corpus.py) through every entry point, as a results table.

Each row runs one input through one entry point on a fresh data dir and records what happened: accepted
(and whether it round-trips through export and import), refused (the typed error's message, and whether
the data dir is byte for byte unchanged), or CRASH (any other exception). The time is set beside the
same entry point with an ordinary input (a paragraph, a normal JPEG, a valid export, a valid answer),
measured in the same run: the ratio says what the hostile input costs.

    .venv/bin/python bench/hostile_input.py [--out bench/results/hostile_input.md]

The GUI rows build the real widgets offscreen (QT_QPA_PLATFORM=offscreen) and time them on this thread,
which is the GUI thread in the app.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench.machine import machine_line, publish  # noqa: E402
from tests.data import corpus  # noqa: E402

ORDINARY_TEXT = ("The funding section of the proposal looks thin: the budget justification does not cover "
                 "the second postdoc, and the reviewers asked for a data management plan. ") * 5


@dataclass
class Row:
    input: str
    entry: str
    outcome: str
    unchanged: str  # on refusal: is the data dir byte for byte as before
    seconds: float
    baseline: float | None = None

    def cells(self) -> list[str]:
        ratio = f"{self.seconds / self.baseline:,.1f}x" if self.baseline else ""
        base = _duration(self.baseline) if self.baseline is not None else ""
        return [self.input, self.entry, self.outcome, self.unchanged, _duration(self.seconds), base, ratio]


def _duration(seconds: float) -> str:
    return f"{seconds * 1000:,.1f} ms" if seconds < 1 else f"{seconds:,.2f} s"


def fingerprint(folder: Path) -> dict[str, str]:
    import hashlib

    if not folder.exists():
        return {}
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else "dir"
            for p in sorted(folder.rglob("*")) if not p.name.endswith(("-wal", "-shm"))}


@contextlib.contextmanager
def fresh_core() -> Iterator[Any]:
    from contexty_qt.core.services import open_core

    with tempfile.TemporaryDirectory(prefix="contexty-hostile-") as folder:
        core = open_core(str(Path(folder) / "data"))
        try:
            core.tree.add_memory(corpus_source(), text="already here")
            yield core
        finally:
            core.close()


def corpus_source() -> Any:
    from contexty_qt.core.model import SourceType

    return SourceType.SNIPPET


def attempt(fn: Callable[[], str], folder: Path | None = None) -> tuple[str, str, float]:
    """Run `fn` (returns a note on success); classify the outcome; check the data dir on refusal."""
    from contexty_qt.core.errors import ContextyError
    from contexty_qt.core.llm.gateway import AnswerProblem

    before = fingerprint(folder) if folder is not None else None
    start = time.perf_counter()
    try:
        note = fn()
    except (ContextyError, AnswerProblem) as exc:
        elapsed = time.perf_counter() - start
        unchanged = "" if folder is None else ("yes" if fingerprint(folder) == before else "**NO**")
        return f"refused ({type(exc).__name__}): {_short(str(exc))}", unchanged, elapsed
    except Exception as exc:
        elapsed = time.perf_counter() - start
        return f"**CRASH** {type(exc).__name__}: {_short(str(exc))}", "", elapsed
    return note, "", time.perf_counter() - start


def _short(text: str, limit: int = 110) -> str:
    text = " ".join(text.split()).replace("|", "\\|")
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ---- text -------------------------------------------------------------------------------------
def text_rows(raw: bytes, name: str) -> list[tuple[str, str, str, float]]:
    """(entry point, outcome, unchanged, seconds) for one text through each entry point."""
    from contexty_qt.core.exchange import export_document, import_document
    from contexty_qt.core.llm import prompts
    from contexty_qt.core.llm.offline import AnalysisInput, analyze_offline
    from contexty_qt.core.model import Provenance
    from contexty_qt.core.ontology import Ontology
    from contexty_qt.core.retrieval.service import RetrievalService
    from contexty_qt.core.services import open_core

    rows = []
    argv = corpus.as_argv(raw)
    with fresh_core() as core:
        saved: dict[str, Any] = {}

        def save() -> str:
            memory = core.tree.add_memory(corpus_source(), text=raw, memo=raw,
                                          provenance=Provenance(argv, argv, argv))
            saved["memory"] = memory
            return f"accepted: {len(memory.text):,} characters stored" + (
                ", truncated with a marker" if "truncated by Contexty" in memory.text else "")

        rows.append(("capture save (MemoryTree.add_memory)", *attempt(save, core.data_dir)))
        memory = saved.get("memory")
        if memory is None:
            return [(e, o, u, s) for e, o, u, s in rows]

        def edit() -> str:
            core.tree.edit_memories([memory.id], title=argv, tags=[argv[:100]], user_context=argv, summary=argv)
            return "accepted"

        rows.append(("edit title/tags/context/summary", *attempt(edit, core.data_dir)))

        def round_trip() -> str:
            data = json.dumps(export_document(core.store), ensure_ascii=False).encode()
            with tempfile.TemporaryDirectory() as other_dir:
                other = open_core(str(Path(other_dir) / "d"))
                try:
                    import_document(other.tree, data)
                    a, b = core.store.get_memory(memory.id), other.store.get_memory(memory.id)
                    same = all(getattr(a, f) == getattr(b, f) for f in ("text", "memo", "title", "tags",
                                                                          "user_context", "provenance"))
                finally:
                    other.close()
            return f"accepted, {'round-trips' if same else '**DIFFERS after round trip**'} ({len(data):,} B JSON)"

        rows.append(("export JSON → import → compare", *attempt(round_trip)))

        def search() -> str:
            service = RetrievalService(core.store, core.bus)
            try:
                hits = service.search(argv[:2000], dense=False).ids()
            finally:
                service.close()
            if memory.id in hits:
                return "accepted, found by its own text"
            one_word = not any(ch.isspace() for ch in argv[:2000])
            return "accepted (a prefix of one huge word is another word)" if one_word else "accepted, **not found**"

        rows.append(("retrieval search (words)", *attempt(search)))

        def prompt() -> str:
            stored = core.store.get_memory(memory.id)
            rendered = prompts.render("analysis", {k: stored.text for k in prompts.load("analysis").fields})
            analyze_offline(AnalysisInput(corpus_source(), text=stored.text, memo=stored.memo), Ontology(core.store))
            return f"accepted: prompt {len(rendered.user):,} characters, data blocks closed"

        rows.append(("analysis prompt + offline analyzer", *attempt(prompt)))
        rows += gui_text_rows(core, memory.id, argv)
    return rows


def cli_text_rows(raw: bytes) -> list[tuple[str, str, str, float]]:
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "CONTEXTY_DATA_DIR": str(Path(folder) / "data"),
               "CONTEXTY_CONFIG_DIR": str(Path(folder) / "config"), "CONTEXTY_LOG_DIR": str(Path(folder) / "log")}
        start = time.perf_counter()
        result = subprocess.run([sys.executable, "-m", "contexty_qt", "add", "--text", "-"], input=raw,
                                capture_output=True, env=env, timeout=300, check=False)
        elapsed = time.perf_counter() - start
        if result.returncode == 0:
            outcome = f"accepted: memory {result.stdout.decode().strip()}"
        elif b"Traceback" in result.stderr:
            outcome = f"**CRASH**: {_short(result.stderr.decode(errors='replace').splitlines()[-1])}"
        else:
            outcome = f"refused: {_short(result.stderr.decode(errors='replace'))}"
        rows.append(("`contexty add --text -` (real process)", outcome, "", elapsed))
    return rows


# ---- GUI ------------------------------------------------------------------------------------------
_app: Any = None


def qt_app() -> Any:
    global _app
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    return _app


def gui_text_rows(core: Any, memory_id: int, argv: str) -> list[tuple[str, str, str, float]]:
    qt_app()
    from PySide6.QtGui import QFont

    from contexty_qt.core.model import Provenance
    from contexty_qt.ui.canvas import items
    from contexty_qt.ui.memo_popup import CapturePayload, MemoPopup

    memory = core.store.get_memory(memory_id)
    rows = []

    def popup() -> str:
        widget = MemoPopup(CapturePayload(Provenance(argv[:300], argv, argv), text=argv))
        widget.grab()
        shown = len(widget.preview.toPlainText())  # type: ignore[attr-defined]
        widget.deleteLater()
        return f"accepted: shows {shown:,} characters"

    rows.append(("memo popup (build + paint)", *attempt(popup)))

    def card_text() -> str:
        font = QFont()
        lines = [*items.wrap_lines(memory.display_title(), font, 260, 2), *items.wrap_lines(memory.text, font, 280, 4),
                 *items.wrap_lines(memory.memo, font, 200, 7), *items.wrap_lines(memory.user_context, font, 280, 3)]
        return f"accepted: longest line {max((len(x) for x in lines), default=0):,} characters"

    rows.append(("canvas card text layout (items.wrap_lines)", *attempt(card_text)))
    return rows


# ---- images and imports -------------------------------------------------------------------------
def image_rows(case: corpus.ImageCase, workdir: Path) -> list[tuple[str, str, str, float]]:
    from contexty_qt import cli
    from contexty_qt.capture.images import ensure_thumbnail

    data = case.path(workdir).read_bytes()
    rows = []
    with fresh_core() as core:
        saved: dict[str, str] = {}

        def put() -> str:
            saved["name"] = core.store.put_image(data)
            return "accepted"

        rows.append(("store.put_image", *attempt(put, core.data_dir)))

        def capture() -> str:
            memory = core.tree.add_memory(corpus_source(), image=data, memo=case.name)
            return f"accepted: memory {memory.id}"

        rows.append(("capture save with the image", *attempt(capture, core.data_dir)))
        if "name" in saved:
            rows.append(("thumbnail (capture/images.py)",
                         *attempt(lambda: f"accepted: {ensure_thumbnail(core.store.images_dir, saved['name']).name}")))
            rows.append(("OCR (local: script detection, RapidOCR)", *attempt(lambda: ocr_note(core, saved["name"]))))
            rows.append(("canvas thumbnail (ui/canvas/thumbnails.py)",
                         *attempt(lambda: canvas_thumbnail_note(core.store.image_path(saved["name"])))))

        def cli_add() -> str:
            code = _quiet(lambda: cli.main(["add", "--image", str(case.path(workdir)), "--data-dir",
                                            str(core.data_dir)]))
            if code != 0:
                from contexty_qt.core.errors import InvalidInputError

                raise InvalidInputError(_last_error)
            return "accepted"

        rows.append(("`contexty add --image` (cli.main)", *attempt(cli_add, core.data_dir)))
    return rows


_ocr_engine: Any = None


def ocr_note(core: Any, name: str) -> str:
    global _ocr_engine
    from contexty_qt.core.ocr import LocalOcrEngine, OcrService
    from contexty_qt.core.ocr_scripts import ScriptReader

    _ocr_engine = _ocr_engine or LocalOcrEngine(ScriptReader())  # as the app reads
    text = OcrService(core.store, _ocr_engine)(name)
    return f"accepted: {len(text)} characters read"


def canvas_thumbnail_note(path: Path) -> str:
    qt_app()
    from contexty_qt.ui.canvas.thumbnails import load_thumbnail

    try:
        image = load_thumbnail(str(path))
    except OSError as exc:  # ThumbnailCache logs it and the card shows no picture
        return f"**no thumbnail**: {_short(str(exc).split(': ', 1)[-1])}"
    return f"accepted: {image.width()}x{image.height()}"


_last_error = ""


def _quiet(fn: Callable[[], int]) -> int:
    """Run a CLI call with its output captured; keep its error line."""
    global _last_error
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        code = fn()
    _last_error = err.getvalue().strip().removeprefix("contexty: ")
    return code


def import_rows(case: corpus.ImportCase, workdir: Path) -> list[tuple[str, str, str, float]]:
    from contexty_qt import cli
    from contexty_qt.core.exchange import export_document, import_document

    data = case.path(workdir).read_bytes()
    rows = []
    with fresh_core() as core:
        def core_import() -> str:
            result = import_document(core.tree, data)
            export_document(core.store)
            return f"accepted: {result.counts['memories']} memories, {result.counts['groups']} groups"

        rows.append(("exchange.import_document", *attempt(core_import, core.data_dir)))
    with fresh_core() as core:
        def cli_import() -> str:
            code = _quiet(lambda: cli.main(["import", str(case.path(workdir)), "--data-dir", str(core.data_dir)]))
            if code != 0:
                from contexty_qt.core.errors import ImportFormatError

                if "Traceback" in _last_error:
                    raise RuntimeError(_last_error.splitlines()[-1])
                raise ImportFormatError(_last_error)
            return "accepted"

        rows.append(("`contexty import FILE` (cli.main)", *attempt(cli_import, core.data_dir)))
    return rows


# ---- LLM output -----------------------------------------------------------------------------------
LLM_CASES = [
    ("valid answer in a ```json fence", '```json\n{"title": "Budget", "tags": ["grant"]}\n```'),
    ("prose around the JSON", 'Sure! {"title": "Budget", "summary": "x"} Hope this helps.'),
    ("truncated mid-string", '{"title": "Budg'),
    ("no JSON at all", "I cannot help with that."),
    ("JSON nested 30,000 deep", '{"a":' * 30_000),
    ("title of 1e999 (infinity)", '{"title": 1e999}'),
    ("220,000-character reply", '{"title": "' + "x" * 220_000 + '"}'),
    ("regroup step with op = []", '{"operations": [{"op": []}]}'),
    ("regroup step of an unknown kind", '{"operations": [{"op": "delete", "group_id": 1}]}'),
]


def llm_rows() -> list[Row]:
    from contexty_qt.core.llm.gateway import parse_structured
    from contexty_qt.core.llm.schemas import AnalysisResult, RegroupPlan

    attempt(lambda: str(parse_structured('{"title": "Budget"}', AnalysisResult)))
    baseline = attempt(lambda: str(parse_structured('{"title": "Budget"}', AnalysisResult)))[2]
    rows = []
    for name, text in LLM_CASES:
        schema = RegroupPlan if "regroup" in name else AnalysisResult

        def parse(text: str = text, schema: Any = schema) -> str:
            answer = parse_structured(text, schema)
            refused = getattr(answer, "refused", None)
            return f"accepted{f' (set aside: {refused})' if refused else ''}"

        outcome, _, seconds = attempt(parse)
        rows.append(Row(name, f"gateway.parse_structured → {schema.__name__}", outcome, "", seconds, baseline))
    return rows


# ---- the table ------------------------------------------------------------------------------------
def run(workdir: Path) -> list[Row]:
    rows: list[Row] = []
    text_rows(ORDINARY_TEXT.encode(), "warm-up")  # imports, fonts, first queries: not part of the baseline
    ordinary = {entry: seconds for entry, _, _, seconds in text_rows(ORDINARY_TEXT.encode(), "ordinary")}
    ordinary.update({entry: seconds for entry, _, _, seconds in cli_text_rows(ORDINARY_TEXT.encode())})
    for case in corpus.TEXT_CASES:
        raw = case.data()
        for entry, outcome, unchanged, seconds in [*text_rows(raw, case.name), *cli_text_rows(raw)]:
            rows.append(Row(case.name, entry, outcome, unchanged, seconds, ordinary.get(entry)))
    normal = next(c for c in corpus.IMAGE_CASES if c.file == "normal.jpg")
    image_rows(normal, workdir)  # warm-up: loads the OCR models
    ordinary_image = {entry: seconds for entry, _, _, seconds in image_rows(normal, workdir)}
    for image in corpus.IMAGE_CASES:
        for entry, outcome, unchanged, seconds in image_rows(image, workdir):
            rows.append(Row(image.name, entry, outcome, unchanged, seconds, ordinary_image.get(entry)))
    valid = next(c for c in corpus.IMPORT_CASES if c.file == "import_v1_minimal.json")
    import_rows(valid, workdir)
    ordinary_import = {entry: seconds for entry, _, _, seconds in import_rows(valid, workdir)}
    for item in corpus.IMPORT_CASES:
        for entry, outcome, unchanged, seconds in import_rows(item, workdir):
            rows.append(Row(item.name, entry, outcome, unchanged, seconds, ordinary_import.get(entry)))
    rows += llm_rows()
    return rows


HEADER = ["input", "entry point", "outcome", "data dir unchanged (refusals)", "time", "ordinary input", "ratio"]


def table(rows: list[Row]) -> str:
    lines = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * 2 + "---|---|---:|---:|---:|"]
    lines += ["| " + " | ".join(row.cells()) + " |" for row in rows]
    return "\n".join(lines)


def summary(rows: list[Row]) -> str:
    crashes = sum("CRASH" in r.outcome for r in rows)
    refused = [r for r in rows if r.outcome.startswith("refused")]
    changed = sum(r.unchanged == "**NO**" for r in refused)
    accepted = len(rows) - crashes - len(refused)
    slow = [r for r in rows if r.seconds > 0.1 and ("popup" in r.entry or "card" in r.entry)]
    text = (f"{len(rows)} runs: {accepted} accepted, {len(refused)} refused with a typed error "
            f"({changed} of them changed the data dir), {crashes} crashes.")
    flagged = [r for r in rows if "**" in r.outcome and "CRASH" not in r.outcome]
    if flagged:
        text += " Accepted but flagged: " + "; ".join(f"{r.input} / {r.entry}: {r.outcome.replace('**', '')}"
                                                     for r in flagged) + "."
    if slow:
        text += " GUI-thread work over 100 ms: " + "; ".join(f"{r.input} / {r.entry}: {_duration(r.seconds)}"
                                                              for r in slow) + "."
    return text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "hostile_input.md")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="contexty-hostile-bench-") as folder:
        for name in ("CONFIG", "LOG"):  # nothing touches the user's own config or logs
            os.environ[f"CONTEXTY_{name}_DIR"] = str(Path(folder) / name.lower())
        rows = run(Path(folder))
    body = table(rows)
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    text = (f"# Hostile input corpus (`bench/hostile_input.py`, issue 8)\n\n{machine_line()} Load average "
            f"(1, 5, 15 min) at the end of the run: {load} (a shared machine: compare the ratios).\n\n"
            f"Inputs: `tests/data/corpus.py` (fixed files in tests/data, large ones generated). Each row is one input "
            f"through one entry point on a fresh data dir; *ordinary input* is the same entry point with an ordinary "
            f"paragraph / a 640x400 JPEG / a valid export / a valid answer, in the same run.\n\n"
            f"{summary(rows)}\n\n{body}\n")
    publish(text, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
