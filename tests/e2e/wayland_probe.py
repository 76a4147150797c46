"""Helpers that run INSIDE the Wayland rig session as the rig user (Debian python + PYTHONPATH).

    python -m tests.e2e.wayland_probe window TITLE TEXT [COLOR]
        another application: a Wayland window (app_id contexty-rig-probe) with one line edit
        holding TEXT; Ctrl+A in it selects the text (and so sets the primary selection)
    python -m tests.e2e.wayland_probe status DATA_DIR
        the running Contexty's status reply as JSON (or null)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def window(title: str, text: str, color: str = "#f0e6c8") -> int:
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication, QLineEdit, QVBoxLayout, QWidget

    app = QApplication([])
    app.setCursorFlashTime(0)  # a blinking text cursor would make two screenshots differ
    QGuiApplication.setDesktopFileName("contexty-rig-probe")  # the xdg_toplevel app_id
    widget = QWidget()
    widget.setWindowTitle(title)
    widget.setStyleSheet(f"background: {color}; font-size: 22px;")
    layout = QVBoxLayout(widget)
    edit = QLineEdit(text)
    layout.addWidget(edit)
    layout.addStretch(1)
    widget.show()
    edit.setFocus()
    return int(app.exec())


def status(data_dir: str) -> int:
    from contexty_qt import ipc

    print(json.dumps(ipc.forward(Path(data_dir), "status")))
    return 0


if __name__ == "__main__":
    command, *args = sys.argv[1:]
    sys.exit(window(*args) if command == "window" else status(*args))
