"""The GlobalShortcuts portal client (contexty_qt/capture/global_shortcuts.py) against a stand-in
portal that follows the spec (tests/e2e/fake_global_shortcuts.py, on Debian's python3-gi), on a
private session bus. No desktop on the rig offers this portal (sway + xdg-desktop-portal-wlr do
not; KDE Plasma 5.27+, GNOME 48+ and Hyprland do), so this is as close as this machine gets."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.e2e.wayland_rig import PROJECT, RIG_PYTHON, venv_site_packages

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(90)]

SCRIPT = """
{python} {fake} > "$1/fake.log" 2>&1 &
for i in $(seq 100); do grep -q READY "$1/fake.log" && break; sleep 0.1; done
{python} -m tests.e2e.gs_client_probe
kill %1
"""


def gi_available() -> bool:
    return subprocess.run([RIG_PYTHON, "-c", "from gi.repository import Gio"], capture_output=True).returncode == 0


def test_bind_shows_the_users_keys_and_activation_reaches_the_app(tmp_path: Path) -> None:
    if shutil.which("dbus-run-session") is None or not gi_available():
        if os.environ.get("CONTEXTY_WAYLAND_RIG"):
            pytest.fail("dbus-run-session and python3-gi are installed by scripts/install-wayland-rig.sh")
        pytest.skip("needs dbus-run-session and Debian's python3-gi (scripts/install-wayland-rig.sh)")
    script = SCRIPT.format(python=RIG_PYTHON, fake=PROJECT / "tests" / "e2e" / "fake_global_shortcuts.py")
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PYTHONPATH": f"{PROJECT}:{venv_site_packages()}",
           "LANG": "C.UTF-8"}
    out = subprocess.run(["dbus-run-session", "--", "bash", "-c", script, "probe", str(tmp_path)], cwd=PROJECT,
                         env=env, capture_output=True, text=True, timeout=60)
    fake_log = (tmp_path / "fake.log").read_text() if (tmp_path / "fake.log").exists() else ""
    assert out.returncode == 0, out.stderr[-2000:]
    report = json.loads(out.stdout.strip().splitlines()[-1])
    # what Contexty proposed: its keys in the spec's trigger syntax, with descriptions
    proposed = "('region', {'description': 'Contexty: capture a screen region', 'preferred_trigger': 'CTRL+SHIFT+s'})"
    assert proposed in fake_log
    # what the desktop answered: the user's choice for one, nothing for the other (said so)
    assert report["bound"] == {"region": "Meta+Shift+S", "text": None}
    assert report["result"]["region"] is None
    assert "did not bind a key" in report["result"]["text"]
    # the desktop's Activated signal reaches the capture callback
    assert report["pressed"] == ["region"]
