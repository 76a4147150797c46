"""Local OCR for screenshots (RapidOCR on onnxruntime; its models ship with the package; Tesseract, when installed,
for scripts RapidOCR cannot read: core/ocr_scripts.py), so a text-only model, the offline analyzer and retrieval can
use what a screenshot shows.

`LocalOcrEngine` runs in the calling process and imports rapidocr on first use (about 0.5 GB while
it reads a screenshot, seconds per image on a small CPU): use it in the CLI, in tests and inside
the model worker. The app uses `WorkerOcrEngine`, which sends the file path to the model worker
process (core/modelhost.py: a short-lived OCR worker of its own), so the GUI process neither grows
nor stalls. `OcrService` caches the text per content-addressed image in the `ocr_text` table: an image is read once.
"""

from __future__ import annotations

import logging
import math
import os
import re
import threading
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any, Protocol

from contexty_qt.core.model import utcnow
from contexty_qt.core.modelhost import ModelHost
from contexty_qt.core.ocr_scripts import ScriptReader
from contexty_qt.core.store import Store, to_db_time

log = logging.getLogger("contexty.ocr")

MAX_OCR_CHARS = 20_000
DET_LIMIT_SIDE = 1600  # shrink larger screenshots for text detection; 4K text stays legible at this size
# RapidOCR first scales the longer side down to its max_side_len (2000 by default) and rounds both sides to
# multiples of 32 (round half to even); a strip whose shorter side ends at 16 px or less becomes 0 px and
# RapidOCR raises.
RAPIDOCR_MAX_SIDE = 2000
MIN_SCALED_SIDE = 17
OCR_THREADS = min(2, os.cpu_count() or 1)


def too_thin_to_read(width: int, height: int) -> bool:
    """A strip (16384x30, 4000x2) whose text would shrink below legibility before OCR reads it."""
    longest = max(width, height)
    return longest > RAPIDOCR_MAX_SIDE and int(min(width, height) * RAPIDOCR_MAX_SIDE / longest) < MIN_SCALED_SIDE


class OcrEngine(Protocol):
    name: str

    def read(self, path: Path) -> str: ...


class LocalOcrEngine:
    """RapidOCR, and Tesseract for a screenshot in a script RapidOCR cannot read (core/ocr_scripts.py) when
    `scripts` is given and Tesseract is installed."""

    name = "rapidocr"

    def __init__(self, scripts: ScriptReader | None = None) -> None:
        self._engine: Any = None
        self._lock = threading.Lock()
        self._scripts = scripts

    def _load(self) -> Any:
        if self._engine is None:
            from rapidocr_onnxruntime import RapidOCR

            # limit_type "max": large screenshots are scaled down for detection, small ones are not
            # blown up (the default "min" 736 makes a 1920x1080 frame 2-3x slower for nothing)
            # fixed thread counts (onnxruntime would take every core and spin them): OCR runs beside the
            # user's programs; RapidOCR already turns onnxruntime's CPU memory arena off
            self._engine = RapidOCR(det_limit_type="max", det_limit_side_len=DET_LIMIT_SIDE,
                                    intra_op_num_threads=OCR_THREADS, inter_op_num_threads=1)
        return self._engine

    def read(self, path: Path) -> str:
        from PIL import Image

        # opened here, not by RapidOCR, which leaves the file open when the image turns out truncated
        with Image.open(path) as image:
            if too_thin_to_read(*image.size):  # known from the header
                return ""
            image.load()
            if self._scripts is not None and (reading := self._scripts.read(path, image)) is not None:
                log.info("OCR of %s with Tesseract's %s data", path.name, reading.script)
                return reading.text[:MAX_OCR_CHARS]
            with self._lock:
                engine = self._load()
                result, _elapsed = engine(image, use_cls=False)
        return lines_to_text(result or [])


class WorkerOcrEngine:
    name = "rapidocr"

    def __init__(self, host: ModelHost) -> None:
        self.host = host

    def read(self, path: Path) -> str:
        return str(self.host.request("ocr", path=str(path)).get("text", ""))


# RapidOCR's recognizer sometimes reads a line of small English print without its spaces
# ("Structuralinspectiontimbergallery"), and such a run is no word that search, titles or names can use. A run of
# ASCII letters this long that is no word itself is split by wordninja (a word-frequency segmenter, English) only when
# the pieces are common words, at least three of them or a long run: anything else (a name, "Stepantsminda"; another
# language's word, "FORMULARIO", "bestatigen") stays as read.
GLUED_RUN = re.compile(r"(?<![^\W\d_])[A-Za-z]{12,}(?![^\W\d_])")  # a whole word of ASCII letters: no "ø" next to it
LONG_RUN = 15  # letters: a run this long may split in two
COMMON_RANK = 20_000  # a piece of three letters or more must be among wordninja's this many most frequent words
SHORT_WORDS = frozenset("am an as at be by do go he if in is it me my no of on or so to up us we".split())
# "crack,rot", "Type:Family": the space after the mark, between two words (not "2l:OO", a misread time)
_GLUED_MARK = re.compile(r"(?<=[^\W\d_]{2})([,;:])(?=[^\W\d_])")


@cache
def _common_cost() -> float:
    """The cost below which a word is among wordninja's COMMON_RANK most frequent: its model costs the word of rank r
    (from 0) log((r + 1) * log(n)), so this is read from the model itself, not from a second copy of its word list
    (half a rank of margin: n here counts the words once, the model's list twice for a few)."""
    import wordninja

    return math.log((COMMON_RANK + 0.5) * math.log(len(wordninja.DEFAULT_LANGUAGE_MODEL._wordcost)))


def _split_run(run: str) -> str:
    import wordninja

    costs: dict[str, float] = wordninja.DEFAULT_LANGUAGE_MODEL._wordcost
    if run.lower() in costs:
        return run
    pieces = wordninja.split(run)
    if "".join(pieces) != run or len(pieces) < (2 if len(run) >= LONG_RUN else 3):
        return run
    for piece in pieces:
        word = piece.lower()
        if not (word in SHORT_WORDS if len(word) < 3 else costs.get(word, math.inf) < _common_cost()):
            return run
    return " ".join(pieces)


def respace(line: str) -> str:
    """An OCR'd line with the spaces its recognizer dropped between common English words put back
    ("rottenatthewallRecommendation:replace" -> "rotten at the wall Recommendation: replace")."""
    return GLUED_RUN.sub(lambda m: _split_run(m.group()), _GLUED_MARK.sub(r"\1 ", line))


def lines_to_text(result: Sequence[Any]) -> str:
    """RapidOCR boxes -> text in reading order: rows by vertical position, then left to right."""
    items = []
    for entry in result:
        box, text = entry[0], respace(str(entry[1]).strip())
        if not text:
            continue
        ys = [float(p[1]) for p in box]
        xs = [float(p[0]) for p in box]
        items.append((min(ys), max(ys), min(xs), text))
    items.sort(key=lambda item: (item[0], item[2]))
    rows: list[list[tuple[float, float, float, str]]] = []
    for item in items:
        if rows:
            top, bottom = rows[-1][0][0], rows[-1][0][1]
            centre = (item[0] + item[1]) / 2
            if top <= centre <= bottom:  # same visual line
                rows[-1].append(item)
                continue
        rows.append([item])
    text = "\n".join(" ".join(i[3] for i in sorted(row, key=lambda i: i[2])) for row in rows)
    return text[:MAX_OCR_CHARS]


class OcrService:
    """image name -> text, cached per image in the database. Callable, so it is the analyze step's OcrFn."""

    def __init__(self, store: Store, engine: OcrEngine) -> None:
        self.store = store
        self.engine = engine

    def cached(self, image: str) -> str | None:
        rows = self.store.query("SELECT text FROM ocr_text WHERE image = ?", (image,))
        return str(rows[0]["text"]) if rows else None

    def __call__(self, image: str) -> str:
        found = self.cached(image)
        if found is not None:
            return found
        path = self.store.image_path(image)
        text = self.engine.read(path)
        with self.store.transaction() as db:
            db.execute("INSERT OR REPLACE INTO ocr_text (image, engine, text, created_at) VALUES (?, ?, ?, ?)",
                       (image, self.engine.name, text, to_db_time(utcnow())))
        log.info("OCR of %s: %d characters", image, len(text))
        return text

    def read_again(self, image: str) -> str:
        """Read the picture afresh, leaving the stored text alone: a screenshot read before its script's
        Tesseract data was installed (or by an older engine) is read as it would be now, and the caller
        shows the reading for the user to keep or not (core/edits.py edit_ocr_text, one undoable step)."""
        return self.engine.read(self.store.image_path(image))
