"""A screenshot-like picture of a corpus's region capture, drawn from the text the corpus says it shows, so the app's
real OCR can read it (tests/e2e/test_corpus_screenshots.py, bench/ocr_scripts.py)."""

from __future__ import annotations

import io
import textwrap
import unicodedata
from collections import Counter
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

# scripts/apt-packages.txt: fonts-dejavu-core (Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew, Arabic letters),
# fonts-nanum (Hangul) and fonts-lohit-deva (Devanagari), each with Latin letters for the words around
FONTS = {"Hangul": "/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
         "Devanagari": "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf"}
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
DEJAVU_SCRIPTS = ("Latin", "Greek", "Cyrillic", "Armenian", "Georgian", "Hebrew", "Arabic")


def script_of(text: str) -> str:
    """The script most of `text`'s letters are written in, by their Unicode names ("Latin", "Cyrillic", "Cjk")."""
    counts = Counter(unicodedata.name(ch, "?").split()[0].title() for ch in text if ch.isalpha())
    return counts.most_common(1)[0][0] if counts else "none"


def font_for(text: str) -> str | None:
    """The font file that draws `text`'s script, None when no installed font does (a picture of empty boxes)."""
    script = script_of(text)
    path = FONTS.get(script, FONT if script in DEJAVU_SCRIPTS or script == "none" else "")
    return path if path and Path(path).exists() else None


def region_png(text: str) -> bytes:
    """The text at 22 px on white, a line a row, long lines wrapped at 72 characters as they would on screen (rather
    than run off the picture's right edge, unread by the OCR)."""
    path = font_for(text) or FONT
    font = ImageFont.truetype(path, 22) if Path(path).exists() else ImageFont.load_default()
    lines = [part for line in (text.splitlines() or [text]) for part in (textwrap.wrap(line, 72) or [""])]
    image = Image.new("RGB", (1100, 34 * len(lines) + 40), "white")
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(lines):
        draw.text((20, 20 + 34 * i), line, fill=(20, 20, 20), font=font)
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()
