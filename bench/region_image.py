"""A screenshot-like picture of a corpus's region capture, drawn from the text the corpus says it shows, so the app's
real OCR can read it (tests/e2e/test_corpus_screenshots.py, bench/ocr_scripts.py)."""

from __future__ import annotations

import io
import textwrap
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

# fonts-dejavu-core (scripts/apt-packages.txt): Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew and Arabic letters
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def region_png(text: str) -> bytes:
    """The text at 22 px on white, a line a row, long lines wrapped at 72 characters as they would on screen (rather
    than run off the picture's right edge, unread by the OCR)."""
    font = ImageFont.truetype(FONT, 22) if Path(FONT).exists() else ImageFont.load_default()
    lines = [part for line in (text.splitlines() or [text]) for part in (textwrap.wrap(line, 72) or [""])]
    image = Image.new("RGB", (1100, 34 * len(lines) + 40), "white")
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(lines):
        draw.text((20, 20 + 34 * i), line, fill=(20, 20, 20), font=font)
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()
