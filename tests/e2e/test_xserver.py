"""The e2e harness itself: Xvfb answers, a window manager and a tray host are running."""

import subprocess

import pytest

pytestmark = pytest.mark.e2e


def test_x_server_has_window_manager_and_tray(x_env: dict[str, str]) -> None:
    root = subprocess.run(["xprop", "-root"], env=x_env, capture_output=True, text=True, check=True).stdout
    assert "_NET_SUPPORTING_WM_CHECK" in root
    tray = subprocess.run(["xdotool", "search", "--class", "trayer"], env=x_env, capture_output=True, text=True)
    assert tray.stdout.strip(), "trayer window not found"
