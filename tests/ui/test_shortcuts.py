"""No in-app shortcut collides with a global capture hotkey (issue 17): on X11 the hotkey's key grab
wins, so the in-app shortcut would never fire. Checked over the whole running app, with the
repository, floating chat and settings windows opened, against the configured hotkeys."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QWidget

from contexty_qt.app import Shell
from contexty_qt.core.services import CoreServices
from contexty_qt.ui.capture_controller import HOTKEY_SETTINGS
from contexty_qt.ui.shortcuts import collisions, hotkey_sequence, in_app_shortcuts
from tests.ui.test_app import shell

__all__ = ["shell"]  # the fixture: the whole app, as tests/ui/test_app.py builds it
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")


def every_window(shell: Shell) -> list[Any]:
    shell.open_main_window()
    shell.longterm.open_window()  # the repository window builds its shortcuts when first opened
    shell.open_settings()
    shell.chat.open_floating()
    return [shell, *QApplication.topLevelWidgets()]


def test_hotkey_settings_read_as_key_sequences() -> None:
    assert hotkey_sequence("ctrl+shift+c") == "Ctrl+Shift+C"
    assert hotkey_sequence("Shift+Ctrl+S") == QKeySequence("Ctrl+Shift+S").toString()


def test_no_in_app_shortcut_is_a_global_hotkey(qtbot: Any, shell: Shell, core: CoreServices) -> None:
    roots = every_window(shell)
    found = in_app_shortcuts(roots)
    # the walk sees the shortcuts of every window: main menus, canvas, repository search
    assert "Ctrl+Z" in found and "Ctrl+Alt+0" in found and "Ctrl+F" in found
    hotkeys = [str(core.settings.get(key)) for key in HOTKEY_SETTINGS.values()]
    assert collisions(roots, hotkeys) == {}
    if shell.settings_dialog is not None:
        shell.settings_dialog.reject()
    qtbot.waitUntil(lambda: not shell.window.timeline.is_loading())


def test_a_colliding_shortcut_is_found(qtbot: Any) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    action = QAction("Copy selection", window)
    action.setShortcut(QKeySequence("Ctrl+Shift+C"))
    window.addAction(action)
    QShortcut(QKeySequence("Ctrl+Shift+S"), window)
    found = collisions([window], ["Ctrl+Shift+S", "Ctrl+Shift+C"])
    assert found == {"Ctrl+Shift+C": ["Copy selection"], "Ctrl+Shift+S": ["QWidget shortcut"]}
