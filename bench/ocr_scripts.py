"""Screenshots in scripts RapidOCR cannot read: how much of what a region capture shows its OCR text holds, RapidOCR
alone and with Tesseract's script detection and reading (core/ocr_scripts.py), by the script the capture is written
in, in the same run.

Every region capture of the development corpora (bench/corpora.py: msc and PERSONAS; never the test corpora) is drawn as
a screenshot from the text the corpus says it shows (bench/region_image.py: 22 px, DejaVu Sans, or NanumGothic for
Hangul and Lohit Devanagari for Devanagari), saved as PNG and read both ways. A capture whose letters are mostly of a
script none of these fonts draws is counted and skipped: its picture would hold empty boxes. "Words found" is the share
of the capture's words (three letters or more, case-folded) that occur in the OCR text; "characters" is difflib's
similarity of the two texts (case-folded, white space collapsed); both are against the corpus's own text, which carries
an OCR's usual confusions (O for 0, l for I) on purpose, so neither reaches 1. Time is per picture, read in this
process: RapidOCR alone, and script detection plus whichever engine reads the picture (core/ocr.py LocalOcrEngine.read).

    python bench/ocr_scripts.py [--out bench/results/ocr_scripts.md] [--corpora msc,filmeditor]
"""

from __future__ import annotations

import argparse
import difflib
import os
import re
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.corpora import PERSONAS, load  # noqa: E402
from bench.machine import machine_line, publish  # noqa: E402
from bench.region_image import font_for, region_png, script_of  # noqa: E402
from contexty_qt.core.ocr import LocalOcrEngine  # noqa: E402
from contexty_qt.core.ocr_scripts import ScriptReader  # noqa: E402

WORD = re.compile(r"[^\W\d_]{3,}")


@dataclass(frozen=True)
class Reading:
    corpus: str
    capture: str
    script: str
    tesseract: str | None  # the script data Tesseract read it with, None when RapidOCR's text stood
    words_alone: float
    words_with: float
    chars_alone: float
    chars_with: float
    seconds_alone: float
    seconds_with: float


def words_found(reference: str, text: str) -> float:
    wanted = {w.casefold() for w in WORD.findall(reference)}
    found = {w.casefold() for w in WORD.findall(text)}
    return len(wanted & found) / len(wanted) if wanted else 1.0


def characters(reference: str, text: str) -> float:
    def norm(value: str) -> str:
        return " ".join(value.casefold().split())

    return difflib.SequenceMatcher(None, norm(reference), norm(text), autojunk=False).ratio()


def read_all(corpora: list[str], folder: Path) -> tuple[list[Reading], Counter[str]]:
    rapid, scripts = LocalOcrEngine(), ScriptReader()
    if not scripts.available:
        raise SystemExit("Tesseract or its script detection is missing: install scripts/apt-packages.txt")
    readings: list[Reading] = []
    skipped: Counter[str] = Counter()
    for name in corpora:
        for capture in load(name).captures:
            if not capture.ocr:
                continue
            script = script_of(capture.ocr)
            if font_for(capture.ocr) is None:
                skipped[script] += 1
                continue
            path = folder / f"{capture.id}.png"
            path.write_bytes(region_png(capture.ocr))
            start = time.perf_counter()
            alone = rapid.read(path)
            seconds_alone = time.perf_counter() - start
            start = time.perf_counter()
            reading = scripts.read(path)  # LocalOcrEngine(scripts).read: this, then RapidOCR when it is None
            seconds_detect = time.perf_counter() - start
            text = alone if reading is None else reading.text
            seconds_with = seconds_detect + (seconds_alone if reading is None else 0.0)
            readings.append(Reading(name, capture.id, script, reading.script if reading else None,
                                    words_found(capture.ocr, alone), words_found(capture.ocr, text),
                                    characters(capture.ocr, alone), characters(capture.ocr, text),
                                    seconds_alone, seconds_with))
            print(f"{name} {capture.id} {script}: {readings[-1].tesseract or 'RapidOCR'} "
                  f"words {readings[-1].words_alone:.2f} -> {readings[-1].words_with:.2f}", file=sys.stderr)
    return readings, skipped


def row(label: str, group: list[Reading]) -> str:
    def mean(field: str) -> float:
        return statistics.fmean(float(getattr(r, field)) for r in group)

    taken = sum(1 for r in group if r.tesseract)
    alone, with_ = mean("seconds_alone"), mean("seconds_with")
    return (f"| {label} | {len(group)} | {taken} | {mean('words_alone'):.2f} | {mean('words_with'):.2f} | "
            f"{mean('chars_alone'):.2f} | {mean('chars_with'):.2f} | {alone:.2f} | {with_:.2f} | "
            f"{with_ / alone:.2f}x |")


def report(readings: list[Reading], skipped: Counter[str], corpora: list[str]) -> str:
    by_script: dict[str, list[Reading]] = {}
    for reading in readings:
        by_script.setdefault(reading.script, []).append(reading)
    other = [r for r in readings if r.script != "Latin"]
    lines = [
        "# OCR of screenshots in other scripts (bench/ocr_scripts.py)", "",
        machine_line(), "",
        f"Region captures of {len(corpora)} development corpora, drawn from their text and read by RapidOCR alone and "
        "with Tesseract's script detection (core/ocr_scripts.py), by the script most of a capture's letters are in.",
        "",
        "| script | captures | read by Tesseract | words found, RapidOCR alone | words found, with script OCR | "
        "characters, alone | characters, with | s per picture, alone | s, with | time ratio |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for script in sorted(by_script, key=lambda s: (s == "Latin", s)):
        lines.append(row(script, by_script[script]))
    if other:
        lines.append(row("all but Latin", other))
    lines.append(row("all", readings))
    lines.append("")
    wrong = [r for r in by_script.get("Latin", []) if r.tesseract]
    load = os.getloadavg()[0]
    lines.append(f"Load average (1 min) at the end of the run: {load:.2f} on {os.cpu_count()} cores (other work on a "
                 "shared machine inflates both time columns; compare their ratio).")
    lines.append(f"Latin captures Tesseract took: {len(wrong)} of {len(by_script.get('Latin', []))}"
                 + (f" ({', '.join(f'{r.corpus} {r.capture} as {r.tesseract}' for r in wrong)})." if wrong else "."))
    worse = [r for r in readings if r.words_with < r.words_alone]
    lines.append(f"Captures with fewer words found with script OCR than without: {len(worse)}"
                 + (f" ({', '.join(f'{r.corpus} {r.capture}' for r in worse)})." if worse else "."))
    if skipped:
        lines.append("Not drawn (no installed font has their script's letters): "
                     + ", ".join(f"{n} {s}" for s, n in sorted(skipped.items())) + ".")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path)
    parser.add_argument("--corpora", help="comma-separated development corpora (default: msc and every persona)")
    args = parser.parse_args()
    corpora = args.corpora.split(",") if args.corpora else ["msc", *PERSONAS]
    unknown = set(corpora) - {"msc", *PERSONAS}
    if unknown:
        raise SystemExit(f"not a development corpus: {', '.join(sorted(unknown))}")
    with tempfile.TemporaryDirectory(prefix="ocr-scripts-") as folder:
        readings, skipped = read_all(corpora, Path(folder))
    publish(report(readings, skipped, corpora), args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
