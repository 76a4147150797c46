"""Screenshots in a script RapidOCR cannot read (Cyrillic, Greek, Arabic, Hangul...), read again by Tesseract.

RapidOCR's bundled recognizer knows Latin letters and Chinese only: a Russian form comes out as Latin look-alikes
("poAneHNe pa3peWeHWA" for "Продление разрешения"), which no title, tag, name or search can use. Tesseract (a system
program, optional) detects a page's script (its OSD model) and reads it with that script's model when its data is
installed (the Debian packages tesseract-ocr-osd and tesseract-ocr-script-*; scripts/apt-packages.txt). Without
Tesseract, or without the script's data, RapidOCR's text stands: nothing fails, the text is only poorer. The
detection knows Arabic, Bengali, Cyrillic, Devanagari, Greek, Hangul, Hebrew, Japanese kana, Kannada, Malayalam,
Tamil, Telugu and Thai besides Latin and Han; it takes Georgian and Armenian for Latin, so those stay RapidOCR's.

The program is run directly rather than through pytesseract, whose program path is a module global and which cannot
give the child process alone its thread limit.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
import subprocess
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

from contexty_qt.core.text import mostly_other_than_latin

log = logging.getLogger("contexty.ocr")

# OSD's script names that Tesseract's script data names otherwise
SCRIPT_DATA = {"Katakana": "Japanese", "Hiragana": "Japanese", "Korean": "Hangul"}
# the script data the detection can lead to (its model's scripts but Latin and Han, which RapidOCR reads itself, under
# their data's names): Georgian or Armenian data, when installed, is never used, since the detection calls them Latin
DETECTED_SCRIPTS = frozenset({"Arabic", "Bengali", "Cyrillic", "Devanagari", "Greek", "Hangul", "Hebrew", "Japanese",
                              "Kannada", "Malayalam", "Tamil", "Telugu", "Thai"})
# one OpenMP thread: OCR runs beside the user's programs (core/ocr.py gives RapidOCR at most two)
TESSERACT_ENV = {"OMP_THREAD_LIMIT": "1"}
TESSERACT_TIMEOUT = 60.0  # seconds; a screenshot takes about one
# the detection reads a copy of a larger picture scaled down to this longest side (an 89-megapixel one took 7 s whole;
# twice the side RapidOCR detects text at, core/ocr.py DET_LIMIT_SIDE), and skips one whose shorter side is smaller
# than a line of text
DETECT_MAX_SIDE = 3200
DETECT_MIN_SIDE = 17
_SCRIPT = re.compile(r"^Script: (?P<script>\S+)\s*$", re.M)
_CONFIDENCE = re.compile(r"^Script confidence: (?P<confidence>[\d.]+)\s*$", re.M)


@dataclass(frozen=True)
class ScriptReading:
    script: str  # Tesseract's script data it was read with ("Cyrillic")
    text: str


class ScriptReader:
    """Tesseract's script detection and per-script recognition; `available` is False (and `read` returns None) when
    the program or its script-detection data is missing."""

    def __init__(self, program: str = "tesseract") -> None:
        self._program = program
        self._languages: frozenset[str] | None = None
        self._lock = threading.Lock()

    def _run(self, *args: str) -> subprocess.CompletedProcess[str] | None:
        """The program's run, or None when it cannot run or overruns TESSERACT_TIMEOUT (RapidOCR's text stands)."""
        try:
            return subprocess.run([self._program, *args], capture_output=True, text=True, timeout=TESSERACT_TIMEOUT,
                                  env={**os.environ, **TESSERACT_ENV}, check=False)
        except (OSError, subprocess.SubprocessError) as exc:
            log.warning("Tesseract failed (%s); RapidOCR's reading stands", exc)
            return None

    def languages(self) -> frozenset[str]:
        """The script and language data Tesseract has; empty when it is not installed."""
        with self._lock:
            if self._languages is None:
                found: frozenset[str] = frozenset()
                listed = self._run("--list-langs") if shutil.which(self._program) is not None else None
                if listed is not None:
                    found = frozenset(line.strip() for line in listed.stdout.splitlines()[1:] if line.strip())
                if "osd" not in found:
                    log.info("Tesseract or its script detection (tesseract-ocr-osd) is missing: screenshots in "
                             "non-Latin scripts are read by RapidOCR alone")
                self._languages = found
            return self._languages

    @property
    def available(self) -> bool:
        return "osd" in self.languages()

    def readable_scripts(self) -> frozenset[str]:
        """The scripts RapidOCR cannot read that this Tesseract detects and reads; empty without its detection."""
        return DETECTED_SCRIPTS & self.languages() if self.available else frozenset()

    def script_of(self, path: Path, image: Image.Image | None = None) -> str | None:
        """The script data to read the picture at `path` with, when Tesseract's script detection finds, with some
        confidence, a script RapidOCR cannot read and that data is installed; None otherwise (Latin or Chinese, too
        little text to tell, or no data for the script). `image`: the picture already opened (core/ocr.py has it
        decoded), so a huge one is not decoded a second time for its smaller copy."""
        if not self.available:
            return None
        if image is None:
            try:
                with Image.open(path) as opened:
                    return self._detect_scaled(path, opened)
            except OSError:  # not a picture Pillow reads: Tesseract would not either
                return None
        return self._detect_scaled(path, image)

    def _detect_scaled(self, path: Path, image: Image.Image) -> str | None:
        width, height = image.size
        if min(width, height) < DETECT_MIN_SIDE:
            return None
        if max(width, height) <= DETECT_MAX_SIDE:
            return self._detect(path)
        scale = DETECT_MAX_SIDE / max(width, height)
        smaller = image.resize((max(1, round(width * scale)), max(1, round(height * scale))), reducing_gap=2.0)
        with tempfile.TemporaryDirectory(prefix="contexty-ocr-") as folder:
            copy = Path(folder) / "detect.png"
            smaller.save(copy, format="PNG")
            return self._detect(copy)

    def _detect(self, path: Path) -> str | None:
        found = self._run(str(path), "-", "--psm", "0")
        if found is None or found.returncode != 0:  # "Too few characters" to tell the script by
            return None
        script, confidence = _SCRIPT.search(found.stdout), _CONFIDENCE.search(found.stdout)
        if script is None or confidence is None:
            return None
        if float(confidence["confidence"]) <= 0.0:  # a guess on no evidence (a table of ticks read as Katakana)
            return None
        name = SCRIPT_DATA.get(script["script"], script["script"])
        return name if name in self.readable_scripts() else None

    def read(self, path: Path, image: Image.Image | None = None) -> ScriptReading | None:
        """The picture at `path` (`image`, when already opened) read with its script's data (and English's, for the
        Latin words around it), or None when RapidOCR's reading should stand: no such script, or a reading whose
        letters are mostly Latin after all (an all-capitals Gaelic tombstone the detection took for Greek)."""
        script = self.script_of(path, image)
        if script is None:
            return None
        languages = f"{script}+eng" if "eng" in self.languages() else script
        # without preserve_interword_spaces the Hangul data spaces a word's syllables apart ("옥 포 동" for 옥포동);
        # the other scripts' readings were the same with it (bench/ocr_scripts.py)
        found = self._run(str(path), "-", "-l", languages, "-c", "preserve_interword_spaces=1")
        if found is None or found.returncode != 0 or not mostly_other_than_latin(found.stdout):
            return None
        lines = [" ".join(line.split()) for line in found.stdout.splitlines()]
        return ScriptReading(script, "\n".join(line for line in lines if line))


