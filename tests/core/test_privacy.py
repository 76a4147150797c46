"""Privacy rules: excluded apps and titles from settings, pause for N minutes."""

from __future__ import annotations

from pathlib import Path

import pytest

from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.model import Provenance
from contexty_qt.core.privacy import PrivacyGuard, match_rules
from contexty_qt.core.settings import Settings


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "settings.json")


@pytest.mark.parametrize("app,title", [
    ("KeePassXC", "Passwords.kdbx - KeePassXC"),
    ("org.keepassxc.KeePassXC", "db"),
    ("1Password", "1Password"),
    ("Bitwarden", "Vault"),
    ("firefox", "Bank — Mozilla Firefox Private Browsing"),
    ("Google-chrome", "New Tab - Google Chrome (Incognito)"),
    ("Microsoft-edge", "New InPrivate tab - Microsoft Edge"),
    ("gnome-terminal", "Enter your password"),
])
def test_defaults_exclude_password_managers_and_private_windows(settings: Settings, app: str, title: str) -> None:
    guard = PrivacyGuard(settings)
    reason = guard.is_excluded(Provenance(app, title))
    assert reason is not None
    assert str(reason)  # a sentence the UI can show


def test_ordinary_windows_are_not_excluded(settings: Settings) -> None:
    guard = PrivacyGuard(settings)
    assert guard.is_excluded(Provenance("firefox", "Funding report - Mozilla Firefox")) is None
    assert guard.is_excluded(Provenance("", "")) is None


def test_rules_follow_settings_edits_immediately(settings: Settings) -> None:
    guard = PrivacyGuard(settings)
    window = Provenance("Slack", "#payroll - Slack")
    assert guard.is_excluded(window) is None
    settings.set("privacy.excluded_apps", [*settings.get("privacy.excluded_apps"), "slack"])
    reason = guard.is_excluded(window)
    assert reason is not None and reason.kind == "app" and reason.pattern == "slack"
    settings.set("privacy.excluded_titles", "payroll, salary")  # the comma form the CLI accepts
    settings.set("privacy.excluded_apps", [])
    reason = guard.is_excluded(window)
    assert reason is not None and reason.kind == "title" and reason.pattern == "payroll"


def test_matching_is_case_insensitive_and_ignores_blank_patterns() -> None:
    assert match_rules(Provenance("KEEPASSXC", ""), ["  KeePassXC "], []) is not None
    assert match_rules(Provenance("editor", "anything"), ["", "   "], [""]) is None


def test_pause_for_minutes_then_expires(settings: Settings) -> None:
    clock = Clock()
    guard = PrivacyGuard(settings, clock)
    window = Provenance("editor", "notes.md")
    guard.pause(15)
    reason = guard.is_excluded(window)
    assert reason is not None and reason.kind == "paused" and "15 more minutes" in str(reason)
    clock.now += 14 * 60 + 30
    assert "1 more minute" in str(guard.is_excluded(window))
    clock.now += 31
    assert guard.is_excluded(window) is None
    assert not guard.is_paused()


def test_resume_ends_a_pause_and_pause_ignores_for_hotkey_rule(settings: Settings) -> None:
    guard = PrivacyGuard(settings, Clock())
    guard.pause(5)
    assert guard.exclusion_rule(Provenance("editor", "notes.md")) is None  # hotkeys: rules only
    guard.resume()
    assert guard.is_excluded(Provenance("editor", "notes.md")) is None


@pytest.mark.parametrize("minutes", [0, -1, float("nan"), float("inf"), 10_000])
def test_bad_pause_durations_are_refused(settings: Settings, minutes: float) -> None:
    with pytest.raises(InvalidInputError):
        PrivacyGuard(settings).pause(minutes)
