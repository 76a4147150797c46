"""Tab reports from the browser extension matched to the focused window: title match, staleness,
pid, blur; the URL flowing into hotkey provenance, observation checkpoints and the host rules."""

from __future__ import annotations

import queue
from pathlib import Path

import pytest

from contexty_qt.capture.browser_tabs import STALE_AFTER_S, BrowserTabs, TabAwareWindows, titles_match
from contexty_qt.capture.observer import Observer, Outcome
from contexty_qt.capture.provenance import WindowInfo
from contexty_qt.core.dedup import HashIndex
from contexty_qt.core.privacy import PrivacyGuard
from contexty_qt.core.settings import Settings
from tests.capture.test_observer import FakeInput, FakeScreen, FakeWindows
from tests.core.test_privacy import Clock

CHROMIUM = WindowInfo(11, "Chromium", "Quarterly Report - Chromium", wm_class=("chromium", "Chromium"), pid=500)
FIREFOX = WindowInfo(12, "firefox-esr", "Quarterly Report — Mozilla Firefox", wm_class=("Navigator", "firefox-esr"),
                     pid=600)
EDITOR = WindowInfo(13, "editor", "Quarterly Report - editor", wm_class=("editor", "Editor"), pid=700)
URL = "https://docs.example/q3"


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def tabs(clock: Clock) -> BrowserTabs:
    return BrowserTabs(clock=clock)


@pytest.mark.parametrize(("window", "tab", "same"), [
    ("Quarterly Report - Chromium", "Quarterly Report", True),
    ("Quarterly Report — Mozilla Firefox", "Quarterly Report", True),
    ("Quarterly Report", "Quarterly Report", True),
    ("Quarterly  Report - Chromium", "Quarterly Report", True),
    ("Quarterly Reports - Chromium", "Quarterly Report", False),
    ("Other page - Chromium", "Quarterly Report", False),
    ("New Tab - Chromium", "", False),
])
def test_titles_match(window: str, tab: str, same: bool) -> None:
    assert titles_match(window, tab) is same


def test_a_fresh_report_for_the_focused_browser_window_gives_its_url(tabs: BrowserTabs, clock: Clock) -> None:
    tabs.report("chromium", 500, URL, "Quarterly Report")
    enriched = tabs.enrich(CHROMIUM)
    assert enriched is not None and (enriched.url, enriched.url_source) == (URL, "extension")
    assert enriched.window_title == CHROMIUM.window_title
    assert tabs.seen("chromium") == 0.0 and tabs.seen("firefox") is None


def test_stale_reports_are_not_trusted(tabs: BrowserTabs, clock: Clock) -> None:
    tabs.report("chromium", 500, URL, "Quarterly Report")
    clock.now += STALE_AFTER_S - 0.1
    assert tabs.match(CHROMIUM) is not None
    clock.now += 0.2
    assert tabs.match(CHROMIUM) is None
    assert tabs.enrich(CHROMIUM) == CHROMIUM  # without a report nothing changes


def test_reports_only_match_the_same_browser_process_and_page(tabs: BrowserTabs) -> None:
    tabs.report("chromium", 500, URL, "Quarterly Report")
    assert tabs.match(EDITOR) is None  # not a browser, although its title begins the same way
    assert tabs.match(FIREFOX) is None  # another browser process
    other_page = WindowInfo(11, "Chromium", "Inbox - Chromium", wm_class=("chromium", "Chromium"), pid=500)
    assert tabs.match(other_page) is None
    assert tabs.match(None) is None
    tabs.report("firefox", None, "https://ff.example/", "Quarterly Report")  # pid unknown: title decides
    assert tabs.match(FIREFOX) is not None and tabs.match(FIREFOX).url == "https://ff.example/"  # type: ignore[union-attr]


def test_blur_withdraws_the_report_at_once(tabs: BrowserTabs) -> None:
    tabs.report("chromium", 500, URL, "Quarterly Report")
    tabs.blur("chromium", 500)  # e.g. focus went to a private window the extension cannot see
    assert tabs.match(CHROMIUM) is None


def test_a_window_marked_private_never_gets_a_url(tabs: BrowserTabs) -> None:
    # Firefox reports its normal window's tab while a private window with the same page is in front
    tabs.report("firefox", 600, URL, "Quarterly Report")
    private = WindowInfo(14, "firefox-esr", "Quarterly Report — Mozilla Firefox Private Browsing",
                         wm_class=("Navigator", "firefox-esr"), pid=600)
    assert tabs.match(FIREFOX) is not None and tabs.match(private) is None


def test_the_freshest_matching_report_wins(tabs: BrowserTabs, clock: Clock) -> None:
    tabs.report("chromium", None, "https://old.example/", "Quarterly Report")
    clock.now += 1
    tabs.report("chromium", 500, URL, "Quarterly Report")
    assert tabs.match(CHROMIUM).url == URL  # type: ignore[union-attr]


def test_tab_aware_windows_pass_everything_else_through(tabs: BrowserTabs) -> None:
    inner = FakeWindows()
    inner.window = CHROMIUM
    windows = TabAwareWindows(inner, tabs)
    assert windows.active_window() == CHROMIUM
    tabs.report("chromium", 500, URL, "Quarterly Report")
    assert windows.active_window().provenance().url == URL  # type: ignore[union-attr]
    assert windows.pointer() == (10, 10) and not windows.screen_locked() and windows.visible_regions(bool) == []


def test_host_rules_exclude_sites_and_their_subdomains(tmp_path: Path) -> None:
    from contexty_qt.core.model import Provenance

    settings = Settings(tmp_path / "settings.json")
    settings.set("privacy.excluded_hosts", ["bank.example", "https://mail.example.org/inbox"])
    guard = PrivacyGuard(settings)
    rule = guard.exclusion_rule(Provenance("Chromium", "Balance - Chromium", "https://www.bank.example/acct"))
    assert rule is not None and rule.kind == "host" and "www.bank.example" in str(rule)
    assert guard.exclusion_rule(Provenance("Chromium", "x", "https://mail.example.org/")) is not None
    assert guard.exclusion_rule(Provenance("Chromium", "x", "https://notbank.example/")) is None
    assert guard.exclusion_rule(Provenance("Chromium", "x", "https://bank.example.evil.test/")) is None
    assert guard.exclusion_rule(Provenance("Chromium", "x", "")) is None
    defaults = PrivacyGuard(Settings(tmp_path / "defaults.json"))
    assert defaults.exclusion_rule(Provenance("Chromium", "Inbox", "https://mail.google.com/mail/u/0/")) is not None


class ObserverRig:
    def __init__(self, tmp_path: Path, tabs: BrowserTabs) -> None:
        self.settings = Settings(tmp_path / "settings.json")
        for key, value in (("observation.min_interval_s", 0), ("observation.debounce_s", 0),
                           ("observation.floor_s", 3600)):
            self.settings.set(key, value)
        self.windows = FakeWindows()
        self.windows.window = CHROMIUM
        self.input = FakeInput()
        self.stored: list[object] = []
        self.outcomes: queue.Queue[Outcome] = queue.Queue()
        self.observer = Observer(settings=self.settings, privacy=PrivacyGuard(self.settings),
                                 index=HashIndex(tmp_path / "hashes.bin"), sink=self.stored.append,
                                 window_source_factory=lambda: TabAwareWindows(self.windows, tabs),
                                 grabber=FakeScreen(self.windows), input_source=self.input, own_pid=1,
                                 on_outcome=self.outcomes.put)

    def step(self) -> Outcome:
        self.input.event()
        return self.outcomes.get(timeout=10)


def test_a_url_change_in_the_focused_tab_is_a_hard_checkpoint(tmp_path: Path, tabs: BrowserTabs) -> None:
    rig = ObserverRig(tmp_path, tabs)
    rig.observer.start()
    try:
        tabs.report("chromium", 500, URL, "Quarterly Report")
        assert rig.step() == Outcome("accepted", "checkpoint", CHROMIUM.window_title)
        assert rig.step().kind == "duplicate"  # same pixels, same page
        tabs.report("chromium", 500, URL + "?page=2", "Quarterly Report")  # same title, same pixels
        assert rig.step() == Outcome("accepted", "checkpoint", CHROMIUM.window_title)
        assert [o.provenance.url for o in rig.stored] == [URL, URL + "?page=2"]  # type: ignore[attr-defined]
        tabs.report("chromium", 500, "https://mail.google.com/mail/u/0/", "Quarterly Report")
        assert rig.step().kind == "excluded"  # the host rule applies before anything is grabbed
    finally:
        rig.observer.stop()
