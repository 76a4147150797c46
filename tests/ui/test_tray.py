"""Tray menu (UI-4): the entries, the observation toggle bound to its setting, requests as signals."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest

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
    assert texts == ["Show Contexty", "Capture text", "Capture region", "Observation", "Settings…",
                     "Quit Contexty"]
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
