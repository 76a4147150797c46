"""Find bundled resources (icons, stylesheets) in a source checkout and in a frozen build."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QIcon

ICON_SIZES = (16, 22, 32, 48, 64, 128, 256)


def resource_root() -> Path:
    """The folder holding `icons/` etc.

    PyInstaller unpacks data into sys._MEIPASS (the spec copies resources/ there); otherwise the
    repository's top-level resources/ next to the package (editable install or checkout).
    """
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def resource_path(relative: str) -> Path:
    """Absolute path of a resource, e.g. resource_path("icons/contexty-32.png")."""
    return resource_root() / relative


def app_icon() -> QIcon:
    """The application icon at every size we ship, so each desktop picks a sharp one."""
    icon = QIcon()
    for size in ICON_SIZES:
        path = resource_path(f"icons/contexty-{size}.png")
        if path.exists():
            icon.addFile(str(path))
    return icon
