"""Which desktop session we run in decides which capture backends can work."""

from __future__ import annotations

import enum
import os
import sys
from collections.abc import Mapping


class Session(enum.StrEnum):
    X11 = "x11"
    WAYLAND = "wayland"  # a Wayland compositor; XWayland may exist but sees only X clients
    WINDOWS = "windows"
    MACOS = "macos"
    NONE = "none"  # no display at all (CI, ssh)


def detect_session(env: Mapping[str, str] | None = None, platform: str | None = None) -> Session:
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if platform.startswith("win"):
        return Session.WINDOWS
    if platform == "darwin":
        return Session.MACOS
    if env.get("WAYLAND_DISPLAY") or env.get("XDG_SESSION_TYPE", "").lower() == "wayland":
        return Session.WAYLAND
    if env.get("DISPLAY"):
        return Session.X11
    return Session.NONE


WAYLAND_SHORTCUT_ADVICE = (
    "Global shortcuts are not available in this Wayland session (the GlobalShortcuts portal is "
    "not supported by Contexty yet). Bind these commands as shortcuts in your desktop's keyboard "
    "settings instead: `contexty capture-region` (screen region) and `contexty capture-text` "
    "(selected text)."
)
