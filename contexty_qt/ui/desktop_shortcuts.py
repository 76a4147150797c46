"""Settings → Hotkeys → Desktop shortcuts (Wayland): where a program cannot grab keys, the capture
shortcuts are the desktop's own, running `contexty capture-region` / `contexty capture-text`.

GNOME and KDE: a button creates them (gsettings; KDE's shortcut files). sway and Hyprland: the
lines to paste into the configuration, with a Copy button. Always: how to check they work.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from contexty_qt.capture.hotkeys import Hotkey
from contexty_qt.capture.shortcuts import (
    GNOME_KEY,
    GNOME_SCHEMA,
    DesktopShortcuts,
    apply_desktop_shortcuts,
    desktop_shortcuts,
    parse_gsettings_list,
)

log = logging.getLogger("contexty.ui.desktop_shortcuts")


def contexty_executable() -> str:
    """The command a desktop shortcut runs: `contexty` when it is on PATH (pip, the bundle)."""
    return "contexty" if shutil.which("contexty") else "python3 -m contexty_qt"


def gnome_custom_keybindings() -> list[str]:
    try:
        out = subprocess.run(["gsettings", "get", GNOME_SCHEMA, GNOME_KEY], capture_output=True, text=True,
                             timeout=5, check=True).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return parse_gsettings_list(out)


class DesktopShortcutsPanel(QWidget):
    def __init__(self, desktop: str, bindings: Mapping[str, Hotkey], home: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("desktopShortcuts")
        self._bindings, self._home = dict(bindings), home
        self._executable = contexty_executable()
        existing = gnome_custom_keybindings() if desktop == "gnome" else []
        self.shortcuts: DesktopShortcuts = desktop_shortcuts(desktop, bindings, home, existing, self._executable)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 4)
        how = QLabel(self.shortcuts.how)
        how.setWordWrap(True)
        layout.addWidget(how)
        self.snippet = QPlainTextEdit(self.shortcuts.snippet)
        self.snippet.setObjectName("desktopShortcutsSnippet")
        self.snippet.setReadOnly(True)
        self.snippet.setFixedHeight(self.snippet.fontMetrics().lineSpacing() * 5 + 12)
        layout.addWidget(self.snippet)
        row = QHBoxLayout()
        copy = QPushButton("Copy")
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.shortcuts.snippet))
        row.addWidget(copy)
        self.create_button: QPushButton | None = None
        if desktop in ("gnome", "kde"):
            self.create_button = QPushButton("Create these shortcuts")
            self.create_button.setObjectName("createDesktopShortcuts")
            self.create_button.clicked.connect(self.create_shortcuts)
            row.addWidget(self.create_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.status = QLabel(self.shortcuts.check)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)

    def create_shortcuts(self) -> None:
        try:
            done = apply_desktop_shortcuts(self.shortcuts, self._bindings, self._home, executable=self._executable)
        except (OSError, subprocess.SubprocessError) as exc:
            log.warning("creating desktop shortcuts failed: %s", exc)
            self.status.setText(f"Could not create the shortcuts: {exc}. Add them by hand from the lines above.")
            return
        self.status.setText(f"{done} {self.shortcuts.check}")
