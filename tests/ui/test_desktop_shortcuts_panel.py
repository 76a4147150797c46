"""Settings' desktop-shortcuts panel (Wayland): snippet for sway, files for KDE, gsettings for GNOME.
GNOME and KDE cannot run here: KDE's files are checked on disk, GNOME's gsettings calls through a
recording runner (tests/capture/test_wayland_backend.py checks the commands themselves)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from contexty_qt.capture.hotkeys import parse_hotkey
from contexty_qt.ui import desktop_shortcuts
from contexty_qt.ui.desktop_shortcuts import DesktopShortcutsPanel

BINDINGS = {"region": parse_hotkey("Ctrl+Shift+S"), "text": parse_hotkey("Ctrl+Shift+C")}


def test_sway_panel_shows_the_lines_to_paste(qtbot: Any) -> None:
    panel = DesktopShortcutsPanel("sway", BINDINGS)
    qtbot.addWidget(panel)
    assert "bindsym Ctrl+Shift+s exec" in panel.snippet.toPlainText()
    assert panel.create_button is None


def test_kde_panel_writes_the_shortcut_files(qtbot: Any, tmp_path: Path) -> None:
    panel = DesktopShortcutsPanel("kde", BINDINGS, home=tmp_path)
    qtbot.addWidget(panel)
    assert panel.create_button is not None
    panel.create_button.click()
    assert (tmp_path / ".local/share/applications/contexty-capture-text.desktop").exists()
    assert "_launch=Ctrl+Shift+S" in (tmp_path / ".config/kglobalshortcutsrc").read_text()
    assert "KDE shortcut files written" in panel.status.text()


def test_gnome_panel_runs_gsettings_or_says_why_not(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(desktop_shortcuts, "gnome_custom_keybindings", lambda: ["/custom0/"])
    calls: list[list[str]] = []

    def fake_apply(shortcuts: Any, bindings: Any, home: Any, executable: str) -> str:
        for command in shortcuts.commands:
            calls.append(command)
        return "GNOME custom shortcuts created."

    panel = DesktopShortcutsPanel("gnome", BINDINGS)
    qtbot.addWidget(panel)
    assert "'/custom0/'" in panel.snippet.toPlainText()
    monkeypatch.setattr(desktop_shortcuts, "apply_desktop_shortcuts", fake_apply)
    assert panel.create_button is not None
    panel.create_button.click()
    assert calls[0][:3] == ["gsettings", "set", "org.gnome.settings-daemon.plugins.media-keys"]
    assert panel.status.text().startswith("GNOME custom shortcuts created.")

    def failing(*args: Any, **kwargs: Any) -> str:
        raise FileNotFoundError("gsettings")

    monkeypatch.setattr(desktop_shortcuts, "apply_desktop_shortcuts", failing)
    panel.create_button.click()
    assert "Could not create the shortcuts" in panel.status.text()
