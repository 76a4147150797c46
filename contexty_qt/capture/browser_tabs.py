"""Which page is in front, as the Contexty Connector extension reported it (issue 16, CAP-3).

The native messaging host forwards the focused browser window's active tab (URL and title) on
every tab/focus change and every couple of seconds while the extension runs. A capture from a
browser window takes the URL from the freshest report that

  - came from a browser (the window's WM_CLASS/process name says so),
  - is younger than STALE_AFTER_S (an old report may describe a tab the user has since left),
  - is not contradicted by the process: when both pids are known they must be the same browser,
  - names the same page as the window: the window title is the tab title, or begins with it
    followed by the browser's " - Chromium" / " — Mozilla Firefox" suffix.

A "blur" report (focus left the browser, or went to a private window the extension cannot see)
withdraws that browser's report at once. A window whose title marks it private ("Private Browsing",
"Incognito", "InPrivate") never gets a URL: Firefox keeps telling an extension without private
access that its normal window is focused while a private one is in front. Without any report
nothing changes: the window-title heuristic in provenance.py stays. Qt-free and thread-safe: the
GUI thread writes, the observer's thread reads.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from contexty_qt.capture.geometry import Rect
from contexty_qt.capture.provenance import WindowInfo, WindowSource

STALE_AFTER_S = 6.0  # the extension reports at least every 2 s while a browser window has focus
_TITLE_SEPARATORS = (" - ", " — ", " – ", " | ")
PRIVATE_MARKERS = ("private browsing", "incognito", "inprivate")


@dataclass(frozen=True)
class TabReport:
    browser: str  # "chromium", "chrome", "firefox"
    browser_pid: int | None
    url: str
    title: str
    received: float  # the registry's clock (monotonic seconds)


def titles_match(window_title: str, tab_title: str) -> bool:
    """The browser window shows this tab: its title is the tab's, maybe with the browser's suffix."""
    window, tab = " ".join(window_title.split()), " ".join(tab_title.split())
    if not tab:
        return False
    if window == tab:
        return True
    return window.startswith(tab) and window[len(tab):].startswith(_TITLE_SEPARATORS)


class BrowserTabs:
    """The latest report per browser process."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, stale_after_s: float = STALE_AFTER_S) -> None:
        self._clock = clock
        self._stale_after = stale_after_s
        self._lock = threading.Lock()
        self._reports: dict[tuple[str, int | None], TabReport] = {}
        self._last_seen: dict[str, float] = {}

    def report(self, browser: str, browser_pid: int | None, url: str, title: str) -> TabReport:
        entry = TabReport(browser, browser_pid, url, title, self._clock())
        with self._lock:
            self._reports[(browser, browser_pid)] = entry
            self._last_seen[browser] = entry.received
        return entry

    def blur(self, browser: str, browser_pid: int | None) -> None:
        with self._lock:
            self._reports.pop((browser, browser_pid), None)
            self._last_seen[browser] = self._clock()

    def seen(self, browser: str) -> float | None:
        """Seconds since this browser's extension last said anything; None if never."""
        with self._lock:
            at = self._last_seen.get(browser)
        return None if at is None else self._clock() - at

    def match(self, window: WindowInfo | None) -> TabReport | None:
        if window is None or not window.is_browser():
            return None
        if any(marker in window.window_title.lower() for marker in PRIVATE_MARKERS):
            return None
        now = self._clock()
        with self._lock:
            reports = list(self._reports.values())
        best: TabReport | None = None
        for entry in reports:
            if now - entry.received > self._stale_after:
                continue
            if entry.browser_pid is not None and window.pid is not None and entry.browser_pid != window.pid:
                continue
            if not titles_match(window.window_title, entry.title):
                continue
            if best is None or entry.received > best.received:
                best = entry
        return best

    def enrich(self, window: WindowInfo | None) -> WindowInfo | None:
        """The window with the matching report's URL (url_source "extension"), else unchanged."""
        entry = self.match(window)
        if window is None or entry is None:
            return window
        return replace(window, url=entry.url, url_source="extension")


class TabAwareWindows:
    """A WindowSource whose active window carries the extension's URL when one matches."""

    def __init__(self, inner: WindowSource, tabs: BrowserTabs) -> None:
        self._inner = inner
        self._tabs = tabs

    def active_window(self) -> WindowInfo | None:
        return self._tabs.enrich(self._inner.active_window())

    def pointer(self) -> tuple[int, int] | None:
        return self._inner.pointer()

    def visible_regions(self, predicate: Callable[[WindowInfo], bool]) -> list[Rect]:
        return self._inner.visible_regions(predicate)

    def screen_locked(self) -> bool:
        return self._inner.screen_locked()

    def activate(self, window_id: int) -> None:
        self._inner.activate(window_id)

    def close(self) -> None:
        self._inner.close()
