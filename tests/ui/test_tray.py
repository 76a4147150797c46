"""Tray menu (UI-4): the entries, the observation toggle bound to its setting, requests as signals."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest

from contexty_qt.capture import autostart
from contexty_qt.core.services import CoreServices
from contexty_qt.ui.resources import app_icon
from contexty_qt.ui.tray import Tray


@pytest.fixture
def tray(core: CoreServices) -> Iterator[Tray]:
    icon = Tray(core.settings, app_icon(), observation_unavailable="Arrives with capture.")
    yield icon
    icon.close()


def test_menu_has_the_entries_of_the_issue(tray: Tray) -> None:
    texts = [a.text() for a in tray.menu.actions() if not a.isSeparator()]
    assert texts == ["Show Contexty", "Capture text", "Capture region", "Observation", "Start at login",
                     "Settings…", "Quit Contexty"]
    assert tray.icon.contextMenu() is tray.menu
    assert not tray.icon.icon().isNull()


@pytest.mark.parametrize("name", ["show", "capture_text", "capture_region", "settings", "quit"])
def test_each_entry_emits_its_request(qtbot: Any, tray: Tray, name: str) -> None:
    action = getattr(tray, f"{name}_action")
    with qtbot.waitSignal(getattr(tray, f"{name}_requested"), timeout=1000):
        action.trigger()


def test_observation_toggle_is_disabled_and_says_why_until_capture_exists(tray: Tray) -> None:
    action = tray.observation_action
    assert action.isCheckable() and not action.isEnabled()
    assert action.toolTip() == "Arrives with capture."
    assert tray.menu.toolTipsVisible()


def test_observation_toggle_follows_and_writes_the_setting(qtbot: Any, core: CoreServices) -> None:
    tray = Tray(core.settings, app_icon())
    try:
        action = tray.observation_action
        assert action.isEnabled() and not action.isChecked()
        action.trigger()
        assert core.settings.get("observation.enabled") is True
        # a change made elsewhere (settings dialog, CLI thread) reaches the check mark
        worker = threading.Thread(target=lambda: core.settings.set("observation.enabled", False))
        worker.start()
        worker.join()
        qtbot.waitUntil(lambda: not action.isChecked())
    finally:
        tray.close()


def test_without_a_system_tray_show_reports_false(tray: Tray) -> None:
    # the offscreen test platform has no tray: the app must then quit when the window closes
    assert tray.show() is Tray.available()
    assert tray.is_visible() is Tray.available()


# ---- Start at login: the autostart entry file is the truth -------------------------------------
def test_start_at_login_writes_and_removes_the_autostart_entry(tray: Tray) -> None:
    action = tray.autostart_action
    assert action.isCheckable() and action.isEnabled() and not action.isChecked()
    action.trigger()
    assert action.isChecked() and autostart.is_enabled()
    assert autostart.entry_path().read_text(encoding="utf-8").count("Exec=") == 1
    action.trigger()
    assert not action.isChecked() and not autostart.entry_path().exists()


def test_start_at_login_shows_what_the_file_says_when_the_menu_opens(core: CoreServices) -> None:
    autostart.enable(["/opt/contexty-qt/contexty-qt", "run"])  # e.g. `contexty autostart on` before the app started
    tray = Tray(core.settings, app_icon())
    try:
        assert tray.autostart_action.isChecked()
        autostart.disable()  # `contexty autostart off` while the app runs
        tray.menu.aboutToShow.emit()
        assert not tray.autostart_action.isChecked()
        assert not autostart.entry_path().exists()  # re-reading never writes
    finally:
        tray.close()


def test_start_at_login_that_cannot_be_written_stays_unchecked(tray: Tray) -> None:
    autostart.autostart_dir().parent.mkdir(parents=True, exist_ok=True)
    autostart.autostart_dir().write_text("a file where the folder should be")
    tray.autostart_action.trigger()
    assert not tray.autostart_action.isChecked()
    assert not autostart.is_enabled()


def test_start_at_login_is_disabled_where_it_is_not_implemented(core: CoreServices,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(autostart, "supported", lambda platform=None: "Start at login is not implemented on macOS yet.")
    tray = Tray(core.settings, app_icon())
    try:
        assert not tray.autostart_action.isEnabled() and not tray.autostart_action.isChecked()
        assert tray.autostart_action.toolTip() == "Start at login is not implemented on macOS yet."
    finally:
        tray.close()
