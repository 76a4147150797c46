"""Browser provenance (issue 16): the Contexty Connector extension (extension/), its native
messaging host (host.py), the host manifests per browser (install.py) and the message schema both
sides validate (protocol.py). Qt-free except the host's use of the single-instance channel."""

from __future__ import annotations

from pathlib import Path

EXTENSION_DIR = Path(__file__).resolve().parent / "extension"


def extension_dir() -> Path:
    """The unpacked extension folder (Chromium: "Load unpacked"; Firefox: about:debugging)."""
    return EXTENSION_DIR
