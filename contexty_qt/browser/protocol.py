"""What the extension may say, validated field by field (pydantic), on both sides of the host.

Native messaging frames a message as a 32-bit length in native byte order followed by that many
bytes of UTF-8 JSON (Chrome and Firefox alike). The host reads frames from the browser, refuses a
frame above MAX_MESSAGE_BYTES (the bytes are read and thrown away, so the stream stays in step),
validates it into one of the models below and forwards it to the app over the single-instance
channel as the "browser" command; the app validates the forwarded arguments again with the same
models (a local process could talk to the socket directly).

Only http(s) pages are reported. A URL loses its user:password@ part and its #fragment before it
leaves the host: the first is a secret, the second is noise for "where did I see this".
"""

from __future__ import annotations

import json
import struct
from typing import Annotated, Any, BinaryIO, Literal
from urllib.parse import urlsplit, urlunsplit

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, field_validator

MAX_MESSAGE_BYTES = 512 * 1024  # a selection of MAX_TEXT_CHARS fits; anything larger is refused
MAX_TEXT_CHARS = 100_000
MAX_URL_CHARS = 4096
MAX_TITLE_CHARS = 1024
HARD_LIMIT_BYTES = 64 * 1024 * 1024  # what browsers send at most: a larger header is not a frame
_HEADER = struct.Struct("=I")  # native byte order, as the browsers write it

__all__ = [
    "HARD_LIMIT_BYTES",
    "MAX_MESSAGE_BYTES",
    "BlurReport",
    "BrowserMessage",
    "Forwarded",
    "FrameError",
    "FrameTooLarge",
    "SaveRequest",
    "TabReport",
    "ValidationError",
    "clean_url",
    "encode_frame",
    "parse_message",
    "read_frame",
    "write_frame",
]


class FrameError(ValueError):
    """The stream is not native messaging frames (or ended mid-frame)."""


class FrameTooLarge(ValueError):
    """One frame above the cap; it was consumed, the next frame can be read."""

    def __init__(self, size: int) -> None:
        super().__init__(f"a {size}-byte message is above the {MAX_MESSAGE_BYTES}-byte limit")
        self.size = size


def clean_url(value: str) -> str:
    """An http(s) URL without credentials and fragment; ValueError for anything else."""
    if len(value) > MAX_URL_CHARS:
        raise ValueError(f"the URL is longer than {MAX_URL_CHARS} characters")
    if any(ord(c) < 0x20 or ord(c) == 0x7F for c in value):
        raise ValueError("the URL contains control characters")
    value = value.strip()
    parts = urlsplit(value)
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        raise ValueError("only http(s) URLs with a host are accepted")
    netloc = parts.hostname + (f":{parts.port}" if parts.port is not None else "")
    if ":" in parts.hostname:  # IPv6 literal
        netloc = f"[{parts.hostname}]" + (f":{parts.port}" if parts.port is not None else "")
    return urlunsplit((parts.scheme.lower(), netloc, parts.path, parts.query, ""))


Title = Annotated[str, Field(max_length=MAX_TITLE_CHARS)]


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=False)


class _WithPage(_Message):
    url: str
    title: Title = ""
    incognito: Literal[False] = False  # a report from a private window does not validate

    @field_validator("url")
    @classmethod
    def _url(cls, value: str) -> str:
        return clean_url(value)

    @field_validator("title")
    @classmethod
    def _title(cls, value: str) -> str:
        return " ".join(value.split())


class TabReport(_WithPage):
    """The active tab of the focused browser window."""

    type: Literal["tab"]
    window_id: int = Field(default=-1, ge=-1, le=2**53)
    tab_id: int = Field(default=-1, ge=-1, le=2**53)


class BlurReport(_Message):
    """No normal browser window is focused (another app, or a private window we cannot see)."""

    type: Literal["blur"]


class SaveRequest(_WithPage):
    """"Save selection/page to Contexty": opens the memo popup with these filled in."""

    type: Literal["save"]
    kind: Literal["selection", "page"]
    text: str = Field(default="", max_length=MAX_TEXT_CHARS)


BrowserMessage = Annotated[TabReport | BlurReport | SaveRequest, Field(discriminator="type")]
_ADAPTER: TypeAdapter[TabReport | BlurReport | SaveRequest] = TypeAdapter(BrowserMessage)


def parse_message(data: Any) -> TabReport | BlurReport | SaveRequest:
    """Validate one decoded message (raises pydantic's ValidationError)."""
    return _ADAPTER.validate_python(data)


class Forwarded(_Message):
    """The host's "browser" command to the app: who sent it, and the validated message."""

    browser: Literal["firefox", "chromium", "chrome"]
    browser_pid: int | None = Field(default=None, ge=1, le=2**31)
    message: BrowserMessage


# ---- framing ---------------------------------------------------------------------------------
def encode_frame(message: Any) -> bytes:
    body = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return _HEADER.pack(len(body)) + body


def write_frame(stream: BinaryIO, message: Any) -> None:
    stream.write(encode_frame(message))
    stream.flush()


def _read_exactly(stream: BinaryIO, size: int) -> bytes:
    chunks, left = [], size
    while left:
        chunk = stream.read(min(left, 1 << 16))
        if not chunk:
            raise FrameError(f"the stream ended {left} bytes before the end of a frame")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_frame(stream: BinaryIO) -> Any | None:
    """The next message, decoded from JSON; None at a clean end of the stream.

    Raises FrameTooLarge (frame consumed, stream still usable), FrameError (stream unusable) or
    ValueError for a body that is not UTF-8 JSON (frame consumed).
    """
    header = stream.read(_HEADER.size)
    if not header:
        return None
    if len(header) < _HEADER.size:
        raise FrameError("the stream ended inside a frame header")
    (size,) = _HEADER.unpack(header)
    if size > HARD_LIMIT_BYTES:
        raise FrameError(f"a frame header announces {size} bytes, more than any browser sends")
    if size > MAX_MESSAGE_BYTES:
        left = size
        while left:  # throw the body away without holding it
            left -= len(_read_exactly(stream, min(left, 1 << 16)))
        raise FrameTooLarge(size)
    body = _read_exactly(stream, size)
    try:
        return json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise ValueError(f"the message is not UTF-8 JSON: {exc}") from exc
