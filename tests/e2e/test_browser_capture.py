"""Browser provenance end to end (issue 16): Chromium with the Contexty Connector, its native host
registered by `contexty browser install`, the capture subsystem serving the single-instance channel.

A page on 127.0.0.1 is selected with the keyboard; the global text hotkey, the extension's command
shortcut and its context menu each end in a memory whose URL is the page's; a private window
reports nothing; another extension is refused by the browser and a forged caller by the host; an
oversized or malformed message sent through the real host reaches nothing.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from contexty_qt.browser import install
from contexty_qt.browser.protocol import MAX_MESSAGE_BYTES, encode_frame, read_frame
from contexty_qt.core.privacy import url_host
from contexty_qt.core.store import Store
from tests.e2e.browser_support import TEXT, TITLE, Chromium, PageServer, forger_extension, pages, start_chromium
from tests.e2e.capture_support import ROOT, Harness, start_harness, wait_for, xdotool
from tests.e2e.conftest import screenshot

pytestmark = pytest.mark.e2e
SCREENSHOTS = ROOT / "docs" / "screenshots"
__all__ = ["pages", "start_chromium", "start_harness"]  # fixtures


def open_report(start_harness: Callable[..., Harness], start_chromium: Callable[..., Chromium],
                pages: PageServer, **kwargs: Any) -> tuple[Harness, Chromium, str, str]:
    harness = start_harness("--ipc")
    assert harness.event("hotkeys")["status"] == {"region": None, "text": None}
    url = pages.url("/report.html")
    browser = start_chromium(url, **kwargs)
    harness.event("browser", type="tab", url=url, title=TITLE, timeout=90)  # the extension reached the app
    window = browser.window(TITLE)
    return harness, browser, url, window


def select_text(browser: Chromium, window: str, text: str = TEXT) -> None:
    browser.focus(window)
    xdotool(browser.env, "mousemove", "--window", window, "600", "400", "click", "1")  # into the page
    xdotool(browser.env, "key", "ctrl+a")
    wait_for(lambda: subprocess.run(["xsel", "-o", "-p"], env=browser.env, capture_output=True,
                                    text=True).stdout.strip() == text, "the page text in PRIMARY")


def send_memo(harness: Harness, env: dict[str, str], memo: str) -> int:
    assert harness.event("popup")["kind"] == "text"
    harness.event("popup_painted")
    xdotool(env, "type", "--delay", "15", memo)
    xdotool(env, "key", "Return")
    return int(harness.event("saved")["id"])


def memory(data_dir: Path, memory_id: int) -> Any:
    with Store(data_dir) as store:
        return store.get_memory(memory_id)


def test_text_hotkey_over_a_page_records_its_url_and_site(
        start_harness: Callable[..., Harness], start_chromium: Callable[..., Chromium], pages: PageServer,
        data_dir: Path, tmp_path: Path) -> None:
    harness, browser, url, window = open_report(start_harness, start_chromium, pages)
    select_text(browser, window)
    xdotool(browser.env, "key", "ctrl+shift+c")
    saved = memory(data_dir, send_memo(harness, browser.env, "check the appendix"))
    assert saved.text == TEXT and saved.memo == "check the appendix"
    assert saved.provenance.url == url
    assert url_host(saved.provenance.url) == "127.0.0.1"
    assert saved.provenance.window_title == f"{TITLE} - Chromium"
    assert saved.provenance.app == "Chromium"
    assert install.last_contact(data_dir, "chromium") is not None  # what doctor reports
    card_screenshot(browser.env, saved.id, tmp_path)


def card_screenshot(env: dict[str, str], memory_id: int, tmp_path: Path) -> None:
    """The card on the canvas, as the README shows it: the site under the title."""
    control = tmp_path / "card-control"
    control.mkdir()
    with (tmp_path / "card-window.err").open("wb") as errors:
        window = subprocess.Popen([sys.executable, "-m", "tests.e2e.browser_card_window", str(control),
                                   str(memory_id)], env=env, cwd=ROOT, stderr=errors)
    try:
        card = json.loads(wait_for(lambda: (control / "ready").exists() and (control / "ready").read_text(),
                                   "the card on the canvas", 90))
        shot = screenshot(env["DISPLAY"], tmp_path / "card-full.png")
        with Image.open(shot) as image:
            left, top = max(0, card["x"] - 60), max(0, card["y"] - 60)
            box = (left, top, min(image.width, left + 640), min(image.height, top + 450))
            image.crop(box).save(SCREENSHOTS / "browser-card.png")
    finally:
        (control / "quit").touch()
        window.wait(30)


def test_the_command_shortcut_and_the_context_menu_save_the_selection(
        start_harness: Callable[..., Harness], start_chromium: Callable[..., Chromium], pages: PageServer,
        data_dir: Path) -> None:
    harness, browser, url, window = open_report(start_harness, start_chromium, pages)
    select_text(browser, window)
    xdotool(browser.env, "key", "alt+shift+s")  # the extension's command
    assert harness.event("browser", type="save")["url"] == url
    by_shortcut = memory(data_dir, send_memo(harness, browser.env, "from the shortcut"))

    select_text(browser, window)
    xdotool(browser.env, "key", "shift+F10")  # the context menu of the selection, wherever it is drawn
    xdotool(browser.env, "sleep", "1", "key", "Up", "Up", "Return")  # above "Inspect": our entry
    assert harness.event("browser", type="save")["url"] == url
    by_menu = memory(data_dir, send_memo(harness, browser.env, "from the menu"))

    for saved, memo in ((by_shortcut, "from the shortcut"), (by_menu, "from the menu")):
        assert (saved.text, saved.memo) == (TEXT, memo)
        assert (saved.provenance.app, saved.provenance.window_title, saved.provenance.url) == ("Chromium", TITLE, url)


def test_a_private_window_reports_nothing(
        start_harness: Callable[..., Harness], start_chromium: Callable[..., Chromium], pages: PageServer,
        data_dir: Path) -> None:
    harness, browser, _, _ = open_report(start_harness, start_chromium, pages)
    private_url = pages.url("/private.html")
    browser.open_private(private_url)
    private = browser.window("Private Page")
    assert harness.event("browser", type="blur")  # focus went where the extension cannot look
    # three heartbeats later, still nothing about the private page
    for _ in range(3):
        harness.event("browser")
    select_text(browser, private, "Secret private text")
    xdotool(browser.env, "key", "ctrl+shift+c")
    saved = memory(data_dir, send_memo(harness, browser.env, "private"))
    assert saved.provenance.url == ""  # no report matched: the title fallback found no URL either
    reported = [json.loads(line) for line in harness.seen if '"event": "browser"' in line]
    assert not [r for r in reported if "private" in str(r.get("url")) or r.get("title") == "Private Page"]


def test_another_extension_is_refused_and_so_is_a_forged_caller(
        start_harness: Callable[..., Harness], start_chromium: Callable[..., Chromium], pages: PageServer,
        tmp_path: Path) -> None:
    forger = forger_extension(tmp_path / "forger", pages.url("/forger-result"))
    harness, browser, _, _ = open_report(start_harness, start_chromium, pages, extra_extensions=(forger,))
    refused = wait_for(lambda: [p for p in pages.requested if p.startswith("/forger-result")], "the forger's report")
    assert "forbidden" in refused[0].lower()  # Chromium: "Access to the specified native messaging host is forbidden."
    harness.event("browser", type="tab")  # our own extension keeps reporting
    assert not [line for line in harness.seen if "forged.example" in line]

    # the host itself, started as a browser would but by someone else, refuses before reading
    launcher = json.loads(install.manifest_path("chromium", user_data_dir=tmp_path / "chromium-0").read_text())["path"]
    forged = subprocess.run([launcher, "chrome-extension://abcdefghijklmnopabcdefghijklmnop/"],
                            input=encode_frame({"type": "tab", "url": "https://forged.example/", "title": TITLE}),
                            capture_output=True, timeout=60, env=browser.env)
    assert forged.returncode == 1 and forged.stdout == b""
    assert not [line for line in harness.seen if "forged.example" in line]


def test_oversized_and_malformed_messages_through_the_real_host_reach_nothing(
        start_harness: Callable[..., Harness], tmp_path: Path, x_env: dict[str, str]) -> None:
    harness = start_harness("--ipc")
    harness.event("hotkeys")
    assert install.install(["chromium"], user_data_dir=tmp_path / "profile")
    good = {"type": "tab", "url": "https://docs.example/after", "title": "After"}
    frames = [encode_frame({"type": "save", "kind": "selection", "url": "https://docs.example/",
                            "text": "z" * MAX_MESSAGE_BYTES}),
              encode_frame({"type": "tab", "url": "file:///etc/shadow", "title": "x"}),
              b"\x03\x00\x00\x00{{{", encode_frame(good)]
    done = subprocess.run([str(install.launcher_path()), install.chromium_origin()], input=b"".join(frames),
                          capture_output=True, timeout=60, env=x_env)
    assert done.returncode == 0, done.stderr
    replies = []
    stream = io.BytesIO(done.stdout)
    while (reply := read_frame(stream)) is not None:
        replies.append(reply)
    assert [r["ok"] for r in replies] == [False, False, False, True]
    assert harness.event("browser", url="https://docs.example/after")["ok"] is True
    received = [json.loads(line) for line in harness.seen if '"event": "browser"' in line]
    assert [r["url"] for r in received] == ["https://docs.example/after"]  # only the valid one arrived
    assert b"dropped a message" in done.stderr
    assert len(done.stdout) < 1_000  # the replies never echo the oversized text
