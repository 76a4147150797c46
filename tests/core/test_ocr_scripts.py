"""Screenshots in scripts RapidOCR cannot read: Tesseract's script detection and reading (core/ocr_scripts.py), the
real programs (the system packages in scripts/apt-packages.txt), and RapidOCR alone without them."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from contexty_qt.core.ocr import LocalOcrEngine
from contexty_qt.core.ocr_scripts import ScriptReader
from contexty_qt.core.text import mostly_other_than_latin

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"  # fonts-dejavu-core: Cyrillic, Greek, Latin
needs_tesseract = pytest.mark.skipif(shutil.which("tesseract") is None or not Path(FONT).exists(),
                                     reason="tesseract or DejaVu Sans missing (scripts/apt-packages.txt installs them)")

PERMIT = ["Продление разрешения на временное проживание",
          "Заявление подается не позднее чем за 30 дней до окончания срока",
          "Госпошлина: 3 000 сом  Срок рассмотрения: до 15 рабочих дней"]
# all capitals, Latin letters that look Greek: Tesseract's detection guesses Greek for lines like these
TOMBSTONE = ["MALCOLM GILLIS", "1868 - 1941", "A BHEAN, CATRIONA", "1872 - 1950", "GUS AM BRIS AN LA"]


def picture(lines: list[str]) -> Image.Image:
    font = ImageFont.truetype(FONT, 22)
    image = Image.new("RGB", (1100, 34 * len(lines) + 40), "white")
    draw = ImageDraw.Draw(image)
    for i, line in enumerate(lines):
        draw.text((20, 20 + 34 * i), line, fill=(20, 20, 20), font=font)
    return image


def saved(image: Image.Image, tmp_path: Path, name: str) -> Path:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    path = tmp_path / f"{name}.png"
    path.write_bytes(buffer.getvalue())
    return path


def test_mostly_other_than_latin_counts_letters_only() -> None:
    assert mostly_other_than_latin("Продление ВНЖ, 2033")
    assert mostly_other_than_latin("DEMIR BANK КВИТАНЦИЯ № 0048213 Плательщик")
    assert not mostly_other_than_latin("ORDO ARTS CENTRE INVOICE / СЧЕТ No 41 Client: Klipprummet Bishkek")
    assert not mostly_other_than_latin("2033 / 14:20 — 3 000")  # no letters at all


@needs_tesseract
def test_a_cyrillic_screenshot_is_read_in_cyrillic(tmp_path: Path) -> None:
    reader = ScriptReader()
    path = saved(picture(PERMIT), tmp_path, "permit")
    reading = reader.read(path)
    assert reading is not None and reading.script == "Cyrillic"
    assert "Продление разрешения" in reading.text and "Госпошлина" in reading.text
    # the engine the app runs: RapidOCR alone reads the same picture as Latin look-alikes
    assert "Продление" not in LocalOcrEngine().read(path)
    assert "Продление разрешения" in LocalOcrEngine(reader).read(path)


@needs_tesseract
def test_a_greek_screenshot_is_read_in_greek(tmp_path: Path) -> None:
    certificate = ["ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ", "Βεβαίωση μόνιμης κατοικίας", "Ημερομηνία έκδοσης: 12/03/2031",
                   "Ο αιτών κατοικεί στην οδό Ερμού 14, Αθήνα"]
    reading = ScriptReader().read(saved(picture(certificate), tmp_path, "certificate"))
    assert reading is not None and reading.script == "Greek"
    assert "Βεβαίωση μόνιμης κατοικίας" in reading.text and "2031" in reading.text


@needs_tesseract
def test_latin_screenshots_stay_with_rapidocr(tmp_path: Path) -> None:
    reader = ScriptReader()
    laptops = saved(picture(["Compare laptop battery life", "ThinkPad X1 vs MacBook Air price"]), tmp_path, "laptops")
    assert reader.read(laptops) is None
    path = saved(picture(TOMBSTONE), tmp_path, "tombstone")
    assert reader.read(path) is None  # detected as Greek or not, it reads as Latin letters
    assert LocalOcrEngine(reader).read(path) == LocalOcrEngine().read(path)


def test_the_detection_reads_a_smaller_copy_of_a_huge_picture(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from contexty_qt.core import ocr_scripts

    reader = ScriptReader()
    monkeypatch.setattr(reader, "languages", lambda: frozenset({"osd", "Cyrillic", "eng"}))
    sizes: list[tuple[int, int]] = []

    def detect(path: Path) -> None:
        with Image.open(path) as image:
            sizes.append(image.size)

    monkeypatch.setattr(reader, "_detect", detect)
    huge = tmp_path / "huge.png"
    Image.new("RGB", (16384, 2048), "white").save(huge)
    screen = saved(picture(PERMIT), tmp_path, "screen")
    strip = tmp_path / "strip.png"
    Image.new("RGB", (4000, 8), "white").save(strip)
    for path in (huge, screen, strip):
        assert reader.script_of(path) is None
    assert sizes == [(ocr_scripts.DETECT_MAX_SIDE, 400), (1100, 142)]  # the strip holds no line of text: not asked
    with Image.open(huge) as opened:  # as core/ocr.py passes it, already decoded: the same smaller copy
        opened.load()
        assert reader.script_of(huge, opened) is None
    assert sizes[-1] == (ocr_scripts.DETECT_MAX_SIDE, 400)
    assert reader.script_of(tmp_path / "missing.png") is None


def test_without_tesseract_rapidocr_reads_alone(tmp_path: Path) -> None:
    reader = ScriptReader(program=str(tmp_path / "no-such-tesseract"))
    path = saved(picture(PERMIT), tmp_path, "permit")
    assert not reader.available and reader.read(path) is None
    assert LocalOcrEngine(reader).read(path) == LocalOcrEngine().read(path)
