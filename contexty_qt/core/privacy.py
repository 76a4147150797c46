"""Privacy rules for capture: excluded applications and window titles, and a pause.

Rules come from the settings privacy.excluded_apps and privacy.excluded_titles (case-insensitive
substrings, read on every check so an edit in settings applies to the very next frame). Matching
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

from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.model import Provenance

MAX_PAUSE_MINUTES = 24 * 60


class SettingsReader(Protocol):
    def get(self, key: str) -> object: ...


@dataclass(frozen=True)
class Exclusion:
    """Why a capture is refused, in words the user recognises from their settings."""

    kind: str  # "app" | "title" | "paused"
    pattern: str
    message: str

    def __str__(self) -> str:
        return self.message


def _patterns(value: object) -> list[str]:
    if not isinstance(value, Iterable) or isinstance(value, str | bytes):
        return []
    return [p.strip().lower() for p in value if isinstance(p, str) and p.strip()]


def match_rules(provenance: Provenance, excluded_apps: Iterable[str],
                excluded_titles: Iterable[str]) -> Exclusion | None:
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
                           _patterns(self._settings.get("privacy.excluded_titles")))

    def is_excluded(self, provenance: Provenance) -> Exclusion | None:
        """Why passive observation must not capture this window now, or None if it may."""
        left = self.pause_remaining()
        if left > 0:
            minutes = max(1, math.ceil(left / 60))
            return Exclusion("paused", "", f"capture is paused for {minutes} more minute"
                                           f"{'s' if minutes != 1 else ''}")
        return self.exclusion_rule(provenance)
