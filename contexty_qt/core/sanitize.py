"""Make captured text and images safe to store: bounded, valid UTF-8, no NULs, real images."""

from __future__ import annotations

import io
import re
import warnings

from contexty_qt.core.errors import InvalidInputError

# A capture larger than this is truncated, with a visible marker, rather than refused:
# the user's selection is kept up to a size that retrieval and prompts can still handle.
MAX_TEXT_CHARS = 1_000_000
MAX_MEMO_CHARS = 20_000
MAX_IMAGE_BYTES = 64 * 1024 * 1024
# Pillow's own decompression-bomb threshold (about 89 megapixels: 9459x9459, or 16384x5461; three 4K
# screens side by side are 25). Decoding that many pixels takes up to 360 MB, and every later reader
# (thumbnails, OCR through Pillow) accepts it without a warning. A 16384x16384 image (268 megapixels,
# 1 GB decoded) is refused from its header, before any pixel is decoded.
MAX_IMAGE_PIXELS = 89_478_485
TRUNCATION_MARK = "\n[… truncated by Contexty: {omitted} characters omitted]"


def clean_text(value: str | bytes, *, limit: int = MAX_TEXT_CHARS) -> str:
    """Decode bytes leniently, drop NUL bytes and lone surrogates, truncate past `limit`."""
    if isinstance(value, bytes):
        text = value.decode("utf-8", errors="replace")
    else:
        # argv and clipboards hand us surrogate escapes for undecodable bytes
        text = value.encode("utf-8", errors="surrogateescape").decode("utf-8", errors="replace")
    text = text.replace("\x00", "")
    if len(text) > limit:
        omitted = len(text) - limit
        text = text[:limit] + TRUNCATION_MARK.format(omitted=omitted)
    return text


IMAGE_SUFFIX = {"PNG": "png", "JPEG": "jpg", "WEBP": "webp", "GIF": "gif", "BMP": "bmp"}


def validate_image(data: bytes) -> str:
    """Check that `data` is a complete, reasonably sized image; return its file suffix."""
    if not data:
        raise InvalidInputError("The image is empty (0 bytes).")
    if len(data) > MAX_IMAGE_BYTES:
        raise InvalidInputError(
            f"The image is {len(data) // (1024 * 1024)} MB; the limit is {MAX_IMAGE_BYTES // (1024 * 1024)} MB."
        )
    from PIL import Image, UnidentifiedImageError

    try:
        with warnings.catch_warnings():
            # up to twice Pillow's limit it only warns: our own check below names the size
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as probe:
                fmt = probe.format or ""
                width, height = probe.size
                if width * height > MAX_IMAGE_PIXELS:
                    raise InvalidInputError(f"The image is {width}x{height} pixels ({_megapixels(width * height)}); "
                                            f"the limit is {_megapixels(MAX_IMAGE_PIXELS)}.")
                probe.verify()
            with Image.open(io.BytesIO(data)) as full:
                full.load()  # verify() misses truncated pixel data
    except InvalidInputError:
        raise
    except Image.DecompressionBombError as exc:  # from the header alone: nothing was decoded
        found = re.search(r"\((\d+) pixels\)", str(exc))
        size = _megapixels(int(found.group(1))) if found else "far too many pixels"
        raise InvalidInputError(f"The image is {size}; the limit is {_megapixels(MAX_IMAGE_PIXELS)}.") from None
    except UnidentifiedImageError:  # its message names a BytesIO object, of no use to anyone
        raise InvalidInputError("The file is not a readable image (not PNG, JPEG, WebP, GIF or BMP data).") from None
    except Exception as exc:  # Pillow raises many types for broken files
        raise InvalidInputError(f"The file is not a readable image ({exc}).") from exc
    suffix = IMAGE_SUFFIX.get(fmt)
    if suffix is None:
        raise InvalidInputError(f"Unsupported image format {fmt or 'unknown'}; use PNG, JPEG or WebP.")
    return suffix


def _megapixels(pixels: int) -> str:
    return f"{pixels / 1_000_000:,.0f} megapixels"
