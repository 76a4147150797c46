"""A real X server for end-to-end tests: Xvfb + a window manager (so _NET_ACTIVE_WINDOW works)
+ a system-tray host. Started once per session on a free display; tests drive it with xdotool.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.support.waiting import wait_until


def _wait_for(predicate: Callable[[], object], timeout: float, what: str) -> None:
    wait_until(predicate, timeout, what)


@contextlib.contextmanager
def x_server(size: str = "1920x1080", *, tray: bool = True) -> Iterator[str]:
    """Xvfb with a screen of `size` + matchbox (+ trayer); yields the display name."""
    for tool in ("Xvfb", "xdotool", "matchbox-window-manager", "trayer", "xprop"):
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} is missing: run scripts/install-system-deps.sh (scripts/test.sh does)")
    # -displayfd lets the server pick a free display number itself: two test sessions probing for a
    # free number at the same time would otherwise both take it.
    read_end, write_end = os.pipe()
    procs: list[subprocess.Popen[bytes]] = []
    # -noreset: by default the server resets when its last client leaves (xdpyinfo below), and a client that
    # connects during the reset (the window manager, now and then) is refused
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{size}x24", "-nolisten", "tcp",
                             "-noreset"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write_end,))
    procs.append(xvfb)
    os.close(write_end)
    with os.fdopen(read_end) as numbers:
        line = numbers.readline().strip()
    if not line.isdigit():
        xvfb.kill()
        pytest.fail("Xvfb did not start (no display number reported)")
    display = f":{line}"
    env = {**os.environ, "DISPLAY": display}
    try:
        _wait_for(lambda: subprocess.run(["xdpyinfo"], env=env, capture_output=True).returncode == 0,
                  30, "Xvfb")
        for attempt in range(3):  # now and then a matchbox started on a busy machine never takes over
            wm = subprocess.Popen(["matchbox-window-manager", "-use_titlebar", "no"], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            procs.append(wm)
            try:
                _wait_for(lambda: b"_NET_SUPPORTING_WM_CHECK" in subprocess.run(
                    ["xprop", "-root"], env=env, capture_output=True).stdout, 10, "the window manager")
                break
            except AssertionError:
                wm.kill()
                wm.wait(5)
                procs.remove(wm)
                if attempt == 2:
                    raise
        if tray:
            procs.append(subprocess.Popen(["trayer", "--edge", "top", "--align", "right", "--height", "24",
                                           "--widthtype", "request"], env=env,
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            _wait_for(lambda: b"_NET_SYSTEM_TRAY" in subprocess.run(
                ["xprop", "-root", "_NET_SUPPORTED"], env=env, capture_output=True).stdout or _tray_owned(env),
                30, "the tray host")
        yield display
    finally:
        for proc in reversed(procs):
            proc.terminate()
        for proc in procs:
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()


@pytest.fixture(scope="session")
def x_display() -> Iterator[str]:
    with x_server("1920x1080") as display:
        yield display


def _tray_owned(env: dict[str, str]) -> bool:
    out = subprocess.run(["xdotool", "search", "--class", "trayer"], env=env, capture_output=True)
    return out.returncode == 0 and bool(out.stdout.strip())


@pytest.fixture
def x_env(x_display: str, isolated_dirs: Path) -> dict[str, str]:
    """Environment for a child process of the app under test on the shared X server."""
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env["DISPLAY"] = x_display
    env["QT_QPA_PLATFORM"] = "xcb"
    return env


def screenshot(display: str, path: Path) -> Path:
    """Grab the whole virtual screen into a PNG (ImageMagick's import, falling back to xwd)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "DISPLAY": display}
    if shutil.which("import"):
        subprocess.run(["import", "-window", "root", str(path)], env=env, check=True)
    else:
        from PIL import ImageGrab

        ImageGrab.grab(xdisplay=display).save(path)
    return path
