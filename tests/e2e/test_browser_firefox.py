"""The Contexty Connector in Firefox ESR (not run in CI, where firefox-esr is not installed).

Firefox refuses unsigned add-ons except in ESR, Developer Edition and Nightly with
xpinstall.signatures.required=false; here the packed .xpi is sideloaded into a fresh profile's
extensions folder. The host manifest goes to ~/.mozilla/native-messaging-hosts (a temporary HOME).
"""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.e2e.browser_support import TEXT, TITLE, Firefox, PageServer, pages, start_firefox
from tests.e2e.capture_support import Harness, start_harness, wait_for, xdotool
from tests.e2e.test_browser_capture import memory, send_memo

pytestmark = pytest.mark.e2e
__all__ = ["pages", "start_firefox", "start_harness"]  # fixtures


def select_all(browser: Firefox, window: str, text: str) -> None:
    xdotool(browser.env, "windowactivate", "--sync", window)
    xdotool(browser.env, "mousemove", "--window", window, "600", "400", "click", "1")
    xdotool(browser.env, "key", "ctrl+a")
    wait_for(lambda: text in subprocess.run(["xsel", "-o", "-p"], env=browser.env, capture_output=True,
                                            text=True).stdout, "the page text in PRIMARY")


def test_firefox_esr_reports_its_page_but_not_a_private_window(
        start_harness: Callable[..., Harness], start_firefox: Callable[[str], Firefox], pages: PageServer,
        data_dir: Path) -> None:
    harness = start_harness("--ipc")
    harness.event("hotkeys")
    url = pages.url("/report.html")
    browser = start_firefox(url)
    harness.event("browser", type="tab", url=url, title=TITLE, timeout=90)
    window = browser.window(f"{TITLE} — Mozilla Firefox")
    select_all(browser, window, TEXT)
    xdotool(browser.env, "key", "ctrl+shift+c")
    saved = memory(data_dir, send_memo(harness, browser.env, "from firefox"))
    assert (saved.text, saved.provenance.url) == (TEXT, url)

    xdotool(browser.env, "key", "ctrl+shift+p")  # a private window, where the extension may not run
    private = browser.window("Mozilla Firefox Private Browsing")
    xdotool(browser.env, "windowactivate", "--sync", private)
    xdotool(browser.env, "key", "ctrl+l")
    xdotool(browser.env, "type", "--delay", "10", pages.url("/private.html"))
    xdotool(browser.env, "key", "Return")
    private = browser.window("Private Page — Mozilla Firefox Private Browsing")
    select_all(browser, private, "Secret private text")
    xdotool(browser.env, "key", "ctrl+shift+c")
    saved = memory(data_dir, send_memo(harness, browser.env, "private"))
    assert saved.provenance.url == ""
    assert not [line for line in harness.seen if "private.html" in line]
