"""Privacy rules for capture: excluded applications, window titles and web hosts, and a pause.

Rules come from the settings privacy.excluded_apps and privacy.excluded_titles (case-insensitive
substrings) and privacy.excluded_hosts (a host and its subdomains, matched against the URL a
browser capture carries), read on every check so an edit in settings applies to the very next frame. Matching
is deliberately broad: capturing a password manager by accident is worse than skipping a window
whose title happens to contain "password".

The pause stops passive observation only. A hotkey capture is an explicit act of the user; for
an excluded window the UI asks for confirmation instead (see `exclusion_rule`).
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol
from urllib.parse import urlsplit

from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.model import Provenance

MAX_PAUSE_MINUTES = 24 * 60


class SettingsReader(Protocol):
    def get(self, key: str) -> object: ...


@dataclass(frozen=True)
class Exclusion:
    """Why a capture is refused, in words the user recognises from their settings."""

    kind: str  # "app" | "title" | "host" | "paused"
    pattern: str
    message: str

    def __str__(self) -> str:
        return self.message


def _patterns(value: object) -> list[str]:
    if not isinstance(value, Iterable) or isinstance(value, str | bytes):
        return []
    return [p.strip().lower() for p in value if isinstance(p, str) and p.strip()]


def url_host(url: str) -> str:
    """The host of a URL, lower case, without a trailing dot; "" when there is none."""
    try:
        return (urlsplit(url.strip()).hostname or "").rstrip(".").lower()
    except ValueError:
        return ""


def host_rule(host: str, excluded_hosts: Iterable[str]) -> str | None:
    """The pattern that excludes `host`: the host itself or a parent domain ("bank.example" covers
    "www.bank.example"). A pattern may be written as a URL; only its host counts."""
    if not host:
        return None
    for pattern in _patterns(excluded_hosts):
        domain = url_host(pattern) if "://" in pattern else pattern.strip("./")
        if domain and (host == domain or host.endswith("." + domain)):
            return pattern
    return None


def match_rules(provenance: Provenance, excluded_apps: Iterable[str],
                excluded_titles: Iterable[str], excluded_hosts: Iterable[str] = ()) -> Exclusion | None:
    """The first rule `provenance` falls under, or None. Pure: no settings, no clock."""
    app = provenance.app.lower()
    title = provenance.window_title.lower()
    for pattern in _patterns(excluded_apps):
        if app and pattern in app:
            return Exclusion("app", pattern, f"the application “{provenance.app}” is excluded "
                                             f"(rule “{pattern}” in privacy.excluded_apps)")
    for pattern in _patterns(excluded_titles):
        if title and pattern in title:
            return Exclusion("title", pattern, f"the window title matches “{pattern}” "
                                               f"(privacy.excluded_titles)")
    host = url_host(provenance.url)
    host_pattern = host_rule(host, excluded_hosts)
    if host_pattern is not None:
        return Exclusion("host", host_pattern, f"the site {host} is excluded (rule “{host_pattern}” in "
                                               f"privacy.excluded_hosts)")
    return None


class PrivacyGuard:
    """Exclusion rules from settings plus a pause-for-N-minutes state. Thread-safe."""

    def __init__(self, settings: SettingsReader, clock: Callable[[], float] = time.monotonic) -> None:
        self._settings = settings
        self._clock = clock
        self._lock = threading.Lock()
        self._paused_until: float | None = None

    # ---- pause ---------------------------------------------------------------------------
    def pause(self, minutes: float) -> None:
        if not (isinstance(minutes, int | float) and math.isfinite(minutes)) or minutes <= 0:
            raise InvalidInputError(f"Pause for a positive number of minutes, not {minutes!r}.")
        if minutes > MAX_PAUSE_MINUTES:
            raise InvalidInputError(f"A pause lasts at most {MAX_PAUSE_MINUTES // 60} hours; "
                                    "turn observation off to stop it for longer.")
        with self._lock:
            self._paused_until = self._clock() + minutes * 60.0

    def resume(self) -> None:
        with self._lock:
            self._paused_until = None

    def pause_remaining(self) -> float:
        """Seconds left in the current pause; 0.0 when not paused."""
        with self._lock:
            if self._paused_until is None:
                return 0.0
            left = self._paused_until - self._clock()
            if left <= 0:
                self._paused_until = None
                return 0.0
            return left

    def is_paused(self) -> bool:
        return self.pause_remaining() > 0

    # ---- rules ---------------------------------------------------------------------------
    def exclusion_rule(self, provenance: Provenance) -> Exclusion | None:
        """The app/title rule that applies, ignoring the pause (hotkey captures ask instead)."""
        return match_rules(provenance, _patterns(self._settings.get("privacy.excluded_apps")),
                           _patterns(self._settings.get("privacy.excluded_titles")),
                           _patterns(self._settings.get("privacy.excluded_hosts")))

    def is_excluded(self, provenance: Provenance) -> Exclusion | None:
        """Why passive observation must not capture this window now, or None if it may."""
        left = self.pause_remaining()
        if left > 0:
            minutes = max(1, math.ceil(left / 60))
            return Exclusion("paused", "", f"capture is paused for {minutes} more minute"
                                           f"{'s' if minutes != 1 else ''}")
        return self.exclusion_rule(provenance)
