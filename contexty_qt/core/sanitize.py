"""Make captured text and images safe to store: bounded, valid UTF-8, no NULs, real images."""

from __future__ import annotations

import io
import warnings

from contexty_qt.core.errors import InvalidInputError

# A capture larger than this is truncated, with a visible marker, rather than refused:
# the user's selection is kept up to a size that retrieval and prompts can still handle.
MAX_TEXT_CHARS = 1_000_000
MAX_MEMO_CHARS = 20_000
MAX_IMAGE_BYTES = 64 * 1024 * 1024
MAX_IMAGE_PIXELS = 16_384 * 16_384  # a 16k x 16k screenshot wall is the largest we accept
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
    from PIL import Image

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as probe:
                fmt = probe.format or ""
                width, height = probe.size
                if width * height > MAX_IMAGE_PIXELS:
                    raise InvalidInputError(
                        f"The image is {width}x{height} pixels; the limit is 16384x16384."
                    )
                probe.verify()
            with Image.open(io.BytesIO(data)) as full:
                full.load()  # verify() misses truncated pixel data
    except InvalidInputError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise InvalidInputError(f"The image looks like a decompression bomb: {exc}") from exc
    except Exception as exc:  # Pillow raises many types for broken files
        raise InvalidInputError(f"The file is not a readable image ({exc}).") from exc
    suffix = IMAGE_SUFFIX.get(fmt)
    if suffix is None:
        raise InvalidInputError(f"Unsupported image format {fmt or 'unknown'}; use PNG, JPEG or WebP.")
    return suffix
