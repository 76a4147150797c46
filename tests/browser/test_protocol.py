"""Native messaging framing and the message schema: what the host accepts and what it drops."""

from __future__ import annotations

import io
import struct

import pytest

from contexty_qt.browser.protocol import (
    MAX_MESSAGE_BYTES,
    MAX_TEXT_CHARS,
    BlurReport,
    FrameError,
    FrameTooLarge,
    SaveRequest,
    TabReport,
    ValidationError,
    clean_url,
    encode_frame,
    parse_message,
    read_frame,
)


def frames(*messages: object) -> io.BytesIO:
    return io.BytesIO(b"".join(encode_frame(m) for m in messages))


def test_a_frame_is_a_native_order_length_then_utf8_json() -> None:
    frame = encode_frame({"type": "blur", "t": "é"})
    (size,) = struct.unpack("=I", frame[:4])
    assert size == len(frame) - 4
    assert frame[4:].decode("utf-8") == '{"type":"blur","t":"é"}'
    stream = io.BytesIO(frame + frame)
    assert read_frame(stream) == {"type": "blur", "t": "é"}
    assert read_frame(stream) == {"type": "blur", "t": "é"}
    assert read_frame(stream) is None  # a clean end


def test_an_oversized_frame_is_consumed_and_the_next_one_still_reads() -> None:
    big = {"type": "save", "kind": "selection", "url": "https://a.example/", "text": "x" * MAX_MESSAGE_BYTES}
    stream = frames(big, {"type": "blur"})
    with pytest.raises(FrameTooLarge):
        read_frame(stream)
    assert read_frame(stream) == {"type": "blur"}


def test_broken_streams_stop_reading() -> None:
    with pytest.raises(FrameError):
        read_frame(io.BytesIO(b"\x05\x00"))  # a header cut short
    with pytest.raises(FrameError):
        read_frame(io.BytesIO(struct.pack("=I", 10) + b"abc"))  # a body cut short
    with pytest.raises(FrameError):
        read_frame(io.BytesIO(struct.pack("=I", 0xFFFFFFFF)))  # no browser sends 4 GB


def test_a_body_that_is_not_json_is_consumed_and_reported() -> None:
    stream = io.BytesIO(struct.pack("=I", 5) + b"{nope" + encode_frame({"type": "blur"}))
    with pytest.raises(ValueError, match="not UTF-8 JSON"):
        read_frame(stream)
    assert read_frame(stream) == {"type": "blur"}


def test_valid_messages_parse_into_their_models() -> None:
    tab = parse_message({"type": "tab", "url": "https://Docs.Example/a?b=1#section", "title": " A  page\n",
                         "window_id": 3, "tab_id": 9})
    assert isinstance(tab, TabReport)
    assert tab.url == "https://docs.example/a?b=1"  # the fragment is dropped, the host lower-cased
    assert tab.title == "A page"
    assert isinstance(parse_message({"type": "blur"}), BlurReport)
    save = parse_message({"type": "save", "kind": "page", "url": "http://127.0.0.1:8080/x", "title": "X"})
    assert isinstance(save, SaveRequest) and save.text == ""


@pytest.mark.parametrize("message", [
    {"type": "tab", "url": "file:///etc/passwd", "title": "x"},  # not a web page
    {"type": "tab", "url": "javascript:alert(1)"},
    {"type": "tab", "url": "https://ok.example/", "incognito": True},  # a private window
    {"type": "tab", "url": "https://ok.example/", "cookie": "x"},  # unknown field
    {"type": "tab", "url": "https://ok.example/\n"},
    {"type": "tab", "url": "https://" + "a" * 5000 + ".example/"},
    {"type": "tab", "url": "https://ok.example/", "title": "t" * 2000},
    {"type": "tab", "url": 42},
    {"type": "save", "kind": "everything", "url": "https://ok.example/"},
    {"type": "save", "kind": "selection", "url": "https://ok.example/", "text": "x" * (MAX_TEXT_CHARS + 1)},
    {"type": "fetch", "url": "https://ok.example/"},
    ["tab"],
    "blur",
])
def test_malformed_messages_do_not_validate(message: object) -> None:
    with pytest.raises(ValidationError):
        parse_message(message)


def test_credentials_never_survive_in_a_url() -> None:
    assert clean_url("https://user:secret@bank.example:8443/p?q=1#f") == "https://bank.example:8443/p?q=1"
    assert clean_url("http://[::1]:8000/") == "http://[::1]:8000/"
