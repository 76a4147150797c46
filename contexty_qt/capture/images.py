"""Encoding captured pixels for storage, and canvas thumbnails.

Screenshots are stored as lossless WebP: pixel-identical to the grab (OCR reads what it would
read on the original) and 33-88% smaller than PNG on screenshots of text; lossy WebP was larger
on UI content and cost OCR recall on small grey text (bench/results/image_format.md). Frames
wider or taller than WebP's 16383 px limit are stored as PNG.

Thumbnails live next to the images, in images/thumbs/, named after the image's content hash,
so they are shared by every memory that references the same image and can be rebuilt at any
time. Everything here is Qt-free and safe to call from a worker thread.
"""

from __future__ import annotations

import contextlib
import io
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from contexty_qt.core.store import THUMB_DIR as THUMB_DIR  # where thumbnails live is the store's to say
from contexty_qt.core.store import thumbnail_path as thumbnail_path

if TYPE_CHECKING:  # numpy loads with the first image, not at launch (issue 14)
    import numpy as np
    import numpy.typing as npt

WEBP_MAX_SIDE = 16383
THUMB_SIZE = (480, 270)


def to_pil(pixels: npt.NDArray[np.uint8], order: str = "BGRA") -> Any:
    """A PIL RGB image from an (H, W, 3|4) uint8 array without a per-pixel Python loop."""
    import numpy as np
    from PIL import Image

    height, width = pixels.shape[:2]
    raw_mode = {"BGRA": "BGRX", "RGBA": "RGBX", "RGB": "RGB", "BGR": "BGR"}[order]
    data = np.ascontiguousarray(pixels).tobytes()
    return Image.frombuffer("RGB", (width, height), data, "raw", raw_mode, 0, 1)


def encode_image(image: Any) -> bytes:
    """Lossless WebP (PNG beyond WebP's size limit) of a PIL image."""
    buffer = io.BytesIO()
    if max(image.size) > WEBP_MAX_SIDE:
        image.save(buffer, "PNG", compress_level=6)
    else:
        # method 4: the size/time balance measured in bench/image_format.py
        image.save(buffer, "WEBP", lossless=True, quality=80, method=4)
    return buffer.getvalue()


def encode_pixels(pixels: npt.NDArray[np.uint8], order: str = "BGRA") -> bytes:
    return encode_image(to_pil(pixels, order))


def ensure_thumbnail(images_dir: Path, image_name: str, size: tuple[int, int] = THUMB_SIZE) -> Path:
    """Create the thumbnail if it is missing (idempotent, atomic); return its path."""
    from PIL import Image

    target = thumbnail_path(images_dir, image_name)
    if target.exists():
        return target
    with Image.open(images_dir / image_name) as source:
        # shrink before converting: JPEG decodes at a fraction of its size (draft) and the rest is
        # reduced by whole factors first, so an 89-megapixel image never exists twice in memory
        source.thumbnail(size, Image.Resampling.LANCZOS)
        image = source.convert("RGB")
    return write_thumbnail(images_dir, image_name, thumbnail_bytes(image, size))


def thumbnail_bytes(image: Any, size: tuple[int, int] = THUMB_SIZE) -> bytes:
    """The canvas thumbnail of a PIL image: lossy WebP (quality 80) at most `size`."""
    from PIL import Image

    if image.width > size[0] or image.height > size[1]:
        image = image.copy()
        image.thumbnail(size, Image.Resampling.LANCZOS)
    if image.mode != "RGB":
        image = image.convert("RGB")
    buffer = io.BytesIO()
    image.save(buffer, "WEBP", quality=80, method=4)
    return buffer.getvalue()


def write_thumbnail(images_dir: Path, image_name: str, data: bytes) -> Path:
    """Store a thumbnail made elsewhere (capture/encoder.py) where ensure_thumbnail looks (atomic)."""
    target = thumbnail_path(images_dir, image_name)
    target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".thumb-")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(tmp, 0o600)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return target
