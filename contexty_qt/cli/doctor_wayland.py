"""`contexty doctor` on Wayland: the Screenshot portal (asked for one real screenshot, deleted at
once), global shortcuts, window provenance from the compositor and the selection (wl-paste).

The portal is probed in a child process with a timeout: a desktop that shows a permission dialog
must not hang the doctor, and Qt's D-Bus module stays out of the doctor's own process.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Mapping
from typing import Any, Literal

Status = Literal["ok", "warn", "fail"]

PROBE_TIMEOUT_S = 4.0


def probe_portal(timeout_s: float = PROBE_TIMEOUT_S) -> dict[str, Any]:
    try:
        result = subprocess.run([sys.executable, "-m", "contexty_qt.capture.portal", str(timeout_s)],
                                capture_output=True, text=True, timeout=timeout_s + 10)
    except subprocess.TimeoutExpired:
        return {"status": "asks", "message": "the portal probe did not finish", "interfaces": {}}
    try:
        return dict(json.loads(result.stdout.strip().splitlines()[-1]))
    except (ValueError, IndexError):
        return {"status": "error", "message": f"the portal probe failed: {result.stderr.strip()[-300:]}",
                "interfaces": {}}


def screen_capture(probe: Mapping[str, Any]) -> tuple[Status, str]:
    status, message = str(probe.get("status")), str(probe.get("message"))
    if status == "ok":
        return "ok", f"Wayland: {message}; region capture and observation can use it."
    if status == "asks":
        return "warn", f"Wayland: {message}. Region capture works once you allow it."
    # region capture and observation are out, text capture still works: a warning, not a failure
    return "warn", f"Wayland: region capture is unavailable. {message}"


def hotkeys(desktop: str, probe: Mapping[str, Any]) -> tuple[Status, str]:
    from contexty_qt.capture.shortcuts import wayland_advice

    interfaces = probe.get("interfaces") or {}
    if "GlobalShortcuts" in interfaces:
        return "ok", (f"Wayland ({desktop}): the GlobalShortcuts portal is offered; Contexty proposes its capture "
                      "shortcuts there and the desktop lets you choose the keys.")
    return "warn", f"Wayland ({desktop}): this desktop offers no GlobalShortcuts portal. {wayland_advice(desktop)}"


def provenance(env: Mapping[str, str]) -> tuple[Status, str]:
    from contexty_qt.capture.compositor import wayland_desktop, wayland_window_source
    from contexty_qt.core.errors import ContextyError

    desktop = wayland_desktop(env)
    try:
        source = wayland_window_source(env)
    except ContextyError as exc:
        return "warn", str(exc)
    try:
        window = source.active_window()
    except ContextyError as exc:
        return "warn", f"{desktop}: {exc}"
    finally:
        source.close()
    failed = getattr(source, "last_error", "")  # sources that never raise (KWin) keep why they had no answer
    if failed:
        return "warn", f"{desktop}: {failed}"
    shown = f"{window.app} — {window.window_title}" if window is not None else "no window focused"
    return "ok", f"{desktop} reports the focused window ({shown})."


def selection() -> tuple[Status, str]:
    if shutil.which("wl-paste"):
        return "ok", "wl-paste (wl-clipboard) reads the selected text of other applications."
    return "warn", ("wl-paste is not installed: on Wayland, text capture then sees only what Contexty saw while "
                    "it had the focus. Install the wl-clipboard package.")
