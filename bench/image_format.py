"""Which format should screenshots be stored in? Size, encode time and OCR quality of PNG and
WebP (lossless and lossy) on synthetic 1920x1080 screenshots of text.

    python bench/image_format.py            # prints a Markdown table

OCR uses rapidocr-onnxruntime (the local OCR engine); quality is the share of the ground-truth
words the OCR finds, next to the same figure for the uncompressed image.
"""

from __future__ import annotations

import io
import platform
import re
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont

FONTS = Path("/usr/share/fonts/truetype/dejavu")
WORDS = ("funding quarterly report region budget 2024 growth margin revenue forecast churn pipeline "
         "customer onboarding latency median percentile dashboard invoice contract renewal Q3 €1,250.00 "
         "risk compliance audit 14:32 v2.3.1 https://example.org/report?id=42").split()


def _lines(seed: int, count: int, width: int) -> list[str]:
    rng = np.random.default_rng(seed)
    return [" ".join(rng.choice(WORDS, size=width)) for _ in range(count)]


def document(seed: int = 1) -> tuple[Image.Image, list[str]]:
    """A word processor / web article: 13 px sans text on white, a toolbar, a photo."""
    image = Image.new("RGB", (1920, 1080), "white")
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, 1920, 48), fill=(242, 242, 245))
    draw.rectangle((0, 48, 1920, 50), fill=(210, 210, 215))
    font = ImageFont.truetype(str(FONTS / "DejaVuSans.ttf"), 13)
    small = ImageFont.truetype(str(FONTS / "DejaVuSans.ttf"), 11)
    lines = _lines(seed, 38, 14)
    for i, line in enumerate(lines):
        draw.text((120, 80 + i * 24), line, font=font, fill=(30, 30, 30))
    rng = np.random.default_rng(seed)
    photo = (rng.random((300, 420, 3)) * 60 + np.linspace(80, 200, 420)[None, :, None]).astype(np.uint8)
    image.paste(Image.fromarray(photo), (1380, 120))
    caption = _lines(seed + 7, 1, 6)[0]
    draw.text((1380, 430), caption, font=small, fill=(110, 110, 110))
    return image, [*lines, caption]


def code_editor(seed: int = 2) -> tuple[Image.Image, list[str]]:
    """A dark IDE: 12 px monospace, coloured tokens, a sidebar."""
    image = Image.new("RGB", (1920, 1080), (30, 31, 34))
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, 300, 1080), fill=(43, 45, 48))
    font = ImageFont.truetype(str(FONTS / "DejaVuSansMono.ttf"), 12)
    colours = [(204, 120, 50), (106, 135, 89), (152, 118, 170), (169, 183, 198)]
    lines = _lines(seed, 50, 10)
    for i, line in enumerate(lines):
        x = 340
        for j, word in enumerate(line.split()):
            draw.text((x, 20 + i * 20), word, font=font, fill=colours[j % len(colours)])
            x += int(draw.textlength(word + " ", font=font))
    return image, lines


def dashboard(seed: int = 3) -> tuple[Image.Image, list[str]]:
    """Cards with gradients, light grey 11 px labels: the hard case for lossy compression."""
    image = Image.new("RGB", (1920, 1080), (246, 247, 249))
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(str(FONTS / "DejaVuSans.ttf"), 11)
    bold = ImageFont.truetype(str(FONTS / "DejaVuSans-Bold.ttf"), 16)
    texts: list[str] = []
    gradient = np.linspace(0, 1, 400)[None, :, None]
    for row in range(3):
        for col in range(4):
            x, y = 60 + col * 460, 60 + row * 330
            card = (np.array([70, 130, 200]) * gradient + np.array([230, 240, 250]) * (1 - gradient))
            card = np.repeat(card, 120, axis=0).astype(np.uint8)
            image.paste(Image.fromarray(card), (x, y))
            title = _lines(seed + row * 4 + col, 1, 3)[0]
            draw.text((x + 12, y + 14), title, font=bold, fill=(20, 30, 50))
            body = _lines(seed + 100 + row * 4 + col, 6, 5)
            for k, line in enumerate(body):
                draw.text((x, y + 140 + k * 22), line, font=font, fill=(120, 125, 135))
            texts += [title, *body]
    return image, texts


FORMATS = {
    "PNG (zlib 6)": {"format": "PNG", "compress_level": 6},
    "PNG (optimize)": {"format": "PNG", "optimize": True},
    "WebP lossless (method 4)": {"format": "WEBP", "lossless": True, "quality": 80, "method": 4},
    "WebP lossless (method 2)": {"format": "WEBP", "lossless": True, "quality": 30, "method": 2},
    "WebP lossy q95": {"format": "WEBP", "quality": 95, "method": 4},
    "WebP lossy q90": {"format": "WEBP", "quality": 90, "method": 4},
}


def tokens(text: str) -> Counter[str]:
    return Counter(re.findall(r"[\w€.,:/?=-]+", text.lower()))


def word_recall(ocr_text: str, truth: list[str]) -> float:
    found, wanted = tokens(ocr_text), tokens(" ".join(truth))
    hit = sum(min(n, found[w]) for w, n in wanted.items())
    return hit / max(1, sum(wanted.values()))


def psnr(a: np.ndarray, b: np.ndarray) -> float:
    mse = float(np.mean((a.astype(np.float64) - b.astype(np.float64)) ** 2))
    return float("inf") if mse == 0 else 10 * np.log10(255**2 / mse)


def main() -> None:
    from rapidocr_onnxruntime import RapidOCR

    ocr = RapidOCR()

    def read(image: Image.Image) -> str:
        result, _ = ocr(np.asarray(image.convert("RGB")))
        return " ".join(r[1] for r in (result or []))

    samples = {"document": document(), "code editor": code_editor(), "dashboard": dashboard()}
    rows = []
    for sample, (image, truth) in samples.items():
        reference = read(image)
        base = word_recall(reference, truth)
        for name, options in FORMATS.items():
            options = dict(options)
            fmt = options.pop("format")
            times = []
            for _ in range(3):
                buffer = io.BytesIO()
                start = time.perf_counter()
                image.save(buffer, fmt, **options)
                times.append(time.perf_counter() - start)
            data = buffer.getvalue()
            decoded = Image.open(io.BytesIO(data)).convert("RGB")
            quality = psnr(np.asarray(image), np.asarray(decoded))
            recall = base if quality == float("inf") else word_recall(read(decoded), truth)
            rows.append((sample, name, len(data) / 1024, statistics.median(times) * 1000, quality, recall, base))
    print(f"Machine: {platform.processor() or platform.machine()}, Python {sys.version.split()[0]}, "
          f"Pillow {Image.__version__}\n")
    print("| screenshot | format | size KiB | encode ms | PSNR dB | OCR word recall | recall of original |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for sample, name, size, ms, quality, recall, base in rows:
        shown = "lossless" if quality == float("inf") else f"{quality:.1f}"
        print(f"| {sample} | {name} | {size:.0f} | {ms:.0f} | {shown} | {recall:.3f} | {base:.3f} |")


if __name__ == "__main__":
    main()
