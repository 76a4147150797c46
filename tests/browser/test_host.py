"""The native messaging host's loop with real frames on in-memory streams and a recording app;
and the host program itself refusing a caller that is not the Contexty Connector."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from contexty_qt.browser import install
from contexty_qt.browser.host import NativeHost, browser_of, caller
from contexty_qt.browser.protocol import MAX_MESSAGE_BYTES, encode_frame, read_frame

ROOT = Path(__file__).resolve().parents[2]
TAB = {"type": "tab", "url": "https://docs.example/report", "title": "Report", "window_id": 1, "tab_id": 2}


class App:
    def __init__(self, reply: dict[str, Any] | None = None) -> None:
        self.received: list[dict[str, Any]] = []
        self.reply = {"ok": True} if reply is None else reply

    def __call__(self, args: dict[str, Any]) -> dict[str, Any] | None:
        self.received.append(args)
        return self.reply


def run_host(*chunks: bytes, app: App | None = None) -> tuple[NativeHost, App, list[Any], int]:
    app = app or App()
    out = io.BytesIO()
    contacts: list[int] = []
    host = NativeHost(io.BytesIO(b"".join(chunks)), out, app, browser="chromium", browser_pid=99,
                      on_contact=lambda: contacts.append(1))
    code = host.run()
    out.seek(0)
    replies = []
    while (reply := read_frame(out)) is not None:
        replies.append(reply)
    return host, app, replies, code


def test_valid_messages_reach_the_app_with_who_sent_them() -> None:
    host, app, replies, code = run_host(encode_frame(TAB), encode_frame({"type": "blur"}))
    assert code == 0
    assert [a["message"]["type"] for a in app.received] == ["tab", "blur"]
    assert app.received[0]["browser"] == "chromium" and app.received[0]["browser_pid"] == 99
    assert app.received[0]["message"]["url"] == "https://docs.example/report"
    assert replies == [{"ok": True}, {"ok": True}]
    assert (host.forwarded, host.dropped) == (2, 0)


def test_malformed_and_oversized_messages_are_dropped_and_the_host_keeps_going(
        caplog: pytest.LogCaptureFixture) -> None:
    huge = {"type": "save", "kind": "selection", "url": "https://a.example/", "text": "y" * MAX_MESSAGE_BYTES}
    chunks = [encode_frame(huge), encode_frame({"type": "tab", "url": "ftp://x.example/"}),
              encode_frame({"type": "tab", "url": "https://a.example/", "incognito": True}),
              b"\x04\x00\x00\x00}{}{", encode_frame(TAB)]
    host, app, replies, code = run_host(*chunks)
    assert code == 0
    assert [a["message"]["url"] for a in app.received] == ["https://docs.example/report"]  # only the valid one
    assert [r["ok"] for r in replies] == [False, False, False, False, True]
    assert host.dropped == 4
    assert "above the" in replies[0]["error"] and "does not validate" in replies[1]["error"]
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert logged.count("dropped a message") == 4
    assert "yyyy" not in logged  # page text never lands in the log


def test_a_stream_cut_inside_a_frame_ends_the_host_with_an_error() -> None:
    _, app, _, code = run_host(encode_frame(TAB), b"\x10\x00\x00\x00abc")
    assert code == 1 and len(app.received) == 1


def test_app_not_running_or_refusing_is_told_to_the_extension() -> None:
    _, _, replies, _ = run_host(encode_frame(TAB), app=App(reply={"ok": False, "error": "no"}))
    assert replies == [{"ok": False, "error": "no"}]

    class Gone(App):
        def __call__(self, args: dict[str, Any]) -> None:
            return None

    _, _, replies, _ = run_host(encode_frame(TAB), app=Gone())
    assert replies == [{"ok": False, "error": "Contexty is not running."}]


def test_a_save_starts_contexty_when_it_is_not_running_and_a_tab_report_does_not() -> None:
    calls: list[str] = []

    def forward(args: dict[str, Any]) -> dict[str, Any] | None:
        calls.append(args["message"]["type"])
        if not started or len(calls) < 3:
            return None
        return {"ok": True} if len(calls) >= 4 else {"ok": False, "error": "still starting", "retry": True}

    started: list[int] = []
    now = [0.0]
    save = {"type": "save", "kind": "page", "url": "https://docs.example/report", "title": "Report"}
    out = io.BytesIO()
    host = NativeHost(io.BytesIO(encode_frame(TAB) + encode_frame(save)), out, forward, browser="firefox",
                      browser_pid=None, start_app=lambda: started.append(1), clock=lambda: now[0],
                      sleep=lambda s: now.__setitem__(0, now[0] + s))
    assert host.run() == 0
    assert started == [1] and calls == ["tab", "save", "save", "save"]
    out.seek(0)
    assert [read_frame(out), read_frame(out)] == [{"ok": False, "error": "Contexty is not running."}, {"ok": True}]


def test_only_the_connectors_own_ids_are_callers() -> None:
    origin = install.chromium_origin()
    assert caller([origin, "--parent-window=0"]) == origin
    assert caller(["/home/u/.mozilla/native-messaging-hosts/x.json", "connector@contexty-qt.app"]) == \
        "connector@contexty-qt.app"
    assert browser_of(origin, "chromium") == "chromium"
    assert browser_of(origin, "chrome") == "chrome"
    assert browser_of(install.firefox_extension_id(), "firefox-esr") == "firefox"
    assert browser_of("chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/", "chromium") is None
    assert browser_of("evil@example.org", "firefox") is None
    assert browser_of("", "") is None


def test_the_host_program_refuses_a_forged_origin_without_reading_anything(tmp_path: Path) -> None:
    forged = "chrome-extension://abcdefghijklmnopabcdefghijklmnop/"
    done = subprocess.run([sys.executable, "-m", "contexty_qt.browser.host", forged],
                          input=encode_frame(TAB), capture_output=True, timeout=60, cwd=ROOT)
    assert done.returncode == 1
    assert done.stdout == b""  # not a single reply frame
    assert b"not the Contexty Connector" in done.stderr
