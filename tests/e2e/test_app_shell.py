"""The app shell on a real X server: window + tray icon embedded in a real tray host, the timeline
following `contexty add` live, single-instance forwarding, hide-to-tray and quit from the tray menu.

State is read through the app's IPC "status" query (no OCR); the X side through xdotool/xwininfo.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from contexty_qt import ipc
from tests.e2e.conftest import screenshot
from tests.support.waiting import wait_until

pytestmark = pytest.mark.e2e

REPO = Path(__file__).resolve().parents[2]
SCREENSHOTS = REPO / "docs" / "screenshots"


def contexty(env: dict[str, str], *args: str, timeout: float = 30) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "contexty_qt", *args], env=env, text=True,
                          capture_output=True, timeout=timeout)


def x(env: dict[str, str], *args: str) -> str:
    return subprocess.run(list(args), env=env, text=True, capture_output=True, timeout=30).stdout


def wait_for(predicate: Callable[[], Any], timeout: float, what: str) -> Any:
    return wait_until(predicate, timeout, what)


def status(data_dir: Path) -> dict[str, Any] | None:
    reply = ipc.forward(data_dir, "status", timeout_ms=1000)
    return reply if reply and reply.get("ok") else None


def main_window_id(env: dict[str, str]) -> str | None:
    """The visible "Contexty" window that is not the 22 px tray icon (which has the same name)."""
    for wid in x(env, "xdotool", "search", "--onlyvisible", "--name", "^Contexty$").split():
        geometry = re.search(r"Geometry: (\d+)x(\d+)", x(env, "xdotool", "getwindowgeometry", wid))
        if geometry and int(geometry.group(1)) > 300:
            return wid
    return None


# trayer's panel in `xwininfo -root -tree`: its indent (where its subtree ends) and its window id
TRAY_PANEL = re.compile(r'^( *)(0x[0-9a-f]+) "panel": \("panel" "trayer"\).*$', re.M)


def tray_icon_id(env: dict[str, str], pid: int | None = None) -> str | None:
    """Our icon window inside the tray host's panel, if the tray host embedded it (XEmbed). With `pid`,
    only the icon of that process (the display is shared: an earlier test's app may still be leaving)."""
    tree = x(env, "xwininfo", "-root", "-tree")
    panel = TRAY_PANEL.search(tree)
    if panel is None:
        return None
    indent = len(panel.group(1))
    icons: list[str] = []
    for line in tree[panel.end():].splitlines()[1:]:
        depth = len(line) - len(line.lstrip(" "))
        if line.strip() and depth <= indent:
            break  # left the panel's subtree
        child = re.match(r' *(0x[0-9a-f]+) "Contexty": \("contexty-qt" "Contexty"\)', line)
        if child:
            icons.append(str(int(child.group(1), 16)))
    if pid is not None:
        icons = [icon for icon in icons if f"= {pid}" in x(env, "xprop", "-id", icon, "_NET_WM_PID")]
    return icons[-1] if icons else None

@pytest.fixture
def app_env(x_env: dict[str, str]) -> dict[str, str]:
    env = dict(x_env)
    for name in ("CONTEXTY_DATA_DIR", "CONTEXTY_CONFIG_DIR", "CONTEXTY_LOG_DIR"):
        assert env.get(name), f"{name} must point to the test's own directory"
    return env


@pytest.fixture
def launched(app_env: dict[str, str]) -> Iterator[list[subprocess.Popen[str]]]:
    """Processes a test starts; whatever is still running at the end is terminated."""
    procs: list[subprocess.Popen[str]] = []
    yield procs
    for proc in procs:
        if proc.poll() is None:
            proc.terminate()
        try:
            proc.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()


def start(env: dict[str, str], procs: list[subprocess.Popen[str]], *args: str) -> subprocess.Popen[str]:
    """Launch the app; its stdout and stderr go to a file named by its pid (`output()` reads it). Not a pipe: a pipe
    nobody reads until the end fills at 64 KiB, and the app's next warning then blocks its GUI thread for good."""
    starting = output_path(env, f"starting-{len(procs)}")
    with starting.open("w", encoding="utf-8") as sink:
        proc = subprocess.Popen([sys.executable, "-m", "contexty_qt", *args], env=env, text=True,
                                stdout=sink, stderr=subprocess.STDOUT)
    starting.rename(output_path(env, str(proc.pid)))  # the app keeps writing to the same file
    procs.append(proc)
    return proc


def output_path(env: dict[str, str], name: str) -> Path:
    return Path(env["CONTEXTY_LOG_DIR"]).parent / f"app-output-{name}.txt"


def output(env: dict[str, str], proc: subprocess.Popen[str]) -> str:
    """What a process start() launched has printed so far (stdout and stderr)."""
    return output_path(env, str(proc.pid)).read_text(encoding="utf-8", errors="replace")


def click_tray_icon(env: dict[str, str], pid: int, button: str) -> None:
    """Click `pid`'s tray icon, found afresh (the tray host may re-embed it), 11 px into it: the icon window is
    22 px wide and taller than the 24 px panel that clips it, so its middle would be off the panel."""
    icon = wait_for(lambda: tray_icon_id(env, pid), 10, "the tray icon inside trayer's panel")
    clicked = subprocess.run(["xdotool", "mousemove", "--window", icon, "11", "11", "click", button], env=env,
                             capture_output=True, text=True, timeout=10)
    assert clicked.returncode == 0, clicked.stderr


def pointer_report(env: dict[str, str]) -> str:
    """Where the pointer is and which window is under it: what a failed tray click leaves to read."""
    location = x(env, "xdotool", "getmouselocation", "--shell")
    under = re.search(r"WINDOW=(\d+)", location)
    info = x(env, "xwininfo", "-id", under.group(1)) if under else ""
    panel = TRAY_PANEL.search(x(env, "xwininfo", "-root", "-tree"))
    panel_info = x(env, "xwininfo", "-id", panel.group(2)) if panel else "no trayer panel"
    stacking = x(env, "xprop", "-root", "_NET_ACTIVE_WINDOW", "_NET_CLIENT_LIST_STACKING")
    return f"{location}\n{info}\npanel: {panel_info}\n{stacking}"


def test_app_shell_on_a_real_desktop(app_env: dict[str, str], x_display: str,
                                     launched: list[subprocess.Popen[str]], tmp_path: Path) -> None:
    data_dir = Path(app_env["CONTEXTY_DATA_DIR"])
    # memories added before the app starts, as a user would from a terminal
    for args in (
        ["--text", "Section 4.2 budget table", "--memo", "funding looks thin here", "--app", "Firefox",
         "--title", "Grant proposal draft", "--url", "https://docs.example.org/grant"],
        ["--text", "pytest -q tests/ui: 3 failed", "--app", "Terminal", "--source", "observation"],
        ["--text", "Q: which reviewers asked about funding?", "--source", "chat",
         "--at", "2026-01-15T09:30:00Z"],
    ):
        added = contexty(app_env, "add", *args)
        assert added.returncode == 0, added.stderr

    began = time.monotonic()
    app = start(app_env, launched)
    ready = wait_for(lambda: (s := status(data_dir)) and s["window_visible"] and not s["loading"] and s,
                     20, "the app to answer with its window shown")
    startup_s = time.monotonic() - began
    assert ready["pid"] == app.pid
    assert startup_s < 10  # the real budget (<= 1 s) is measured by bench/startup.py, not under test load
    assert ready["memories"] == 3

    # the window is a real X window, and the tray icon is embedded in the tray host
    window = wait_for(lambda: main_window_id(app_env), 10, "the main window on the X server")
    assert ready["tray_visible"] is True
    wait_for(lambda: tray_icon_id(app_env, app.pid), 10, "the tray icon inside trayer's panel")

    # a `contexty add` in a terminal shows up without a restart
    added = contexty(app_env, "add", "--text", "Reviewer 2 wants a clearer timeline", "--app", "Thunderbird")
    assert added.returncode == 0, added.stderr
    wait_for(lambda: (s := status(data_dir)) and "Reviewer 2 wants a clearer timeline" in s["titles"], 10,
             "the new memory in the timeline")

    # a second launch forwards to the running instance and exits: a second app would not exit (contexty()'s
    # timeout fails the test) and would take over the status file; no stopwatch here, how fast it exits is
    # bench/startup.py's to measure (a 5 s bound failed at 5.4 s while two benchmarks shared the cores)
    second = contexty(app_env, "open")
    assert second.returncode == 0, second.stderr
    assert status(data_dir)["pid"] == app.pid  # type: ignore[index]

    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    subprocess.run(["xdotool", "windowactivate", "--sync", window], env=app_env, timeout=10)
    time.sleep(0.3)  # let the compositor-less server finish painting
    # a look at the shell for whoever debugs this test; the README's main-window.png comes from the corpus test
    screenshot(x_display, tmp_path / "app-shell.png")

    # closing the window hides it to the tray; the app keeps running
    subprocess.run(["xdotool", "windowactivate", "--sync", window, "key", "ctrl+w"], env=app_env, timeout=10)
    wait_for(lambda: (s := status(data_dir)) and not s["window_visible"], 10, "the window to hide")
    assert app.poll() is None

    # a click on the tray icon brings it back; under load the first click right after the hide is
    # sometimes not delivered to the embedded icon, so click again as a user would (at most 3 times)
    for attempt in range(3):
        click_tray_icon(app_env, app.pid, "1")
        try:
            wait_for(lambda: (s := status(data_dir)) and s["window_visible"], 5, "the tray click to show the window")
            break
        except AssertionError as error:
            if attempt == 2:
                screenshot(x_display, tmp_path / "tray-click-missed.png")
                raise AssertionError(f"{error}\npointer: {pointer_report(app_env)}\nstatus: {status(data_dir)}\n"
                                     f"tree: {x(app_env, 'xwininfo', '-root', '-tree')}\n"
                                     f"app output: {output(app_env, app)}") from error

    # the tray menu's last entry quits for real
    click_tray_icon(app_env, app.pid, "3")
    time.sleep(0.5)
    screenshot(x_display, SCREENSHOTS / "tray-menu.png")
    subprocess.run(["xdotool", "key", "Up", "Return"], env=app_env, timeout=10)
    app.wait(timeout=15)
    err = output(app_env, app)
    assert app.returncode == 0, err
    assert "Traceback" not in err
    assert status(data_dir) is None


def test_capture_command_starts_the_app_and_opens_the_region_overlay(
        app_env: dict[str, str], launched: list[subprocess.Popen[str]]) -> None:
    data_dir = Path(app_env["CONTEXTY_DATA_DIR"])
    app = start(app_env, launched, "capture-region")
    ready = wait_for(lambda: status(data_dir), 20, "the app")
    assert ready["pid"] == app.pid and ready["memories"] == 0

    def overlays() -> list[str]:
        return x(app_env, "xdotool", "search", "--onlyvisible", "--name", "select a region").split()

    wait_for(overlays, 10, "the region overlay")
    subprocess.run(["xdotool", "key", "Escape"], env=app_env, timeout=10)  # cancelled: nothing is stored
    wait_for(lambda: not overlays(), 10, "the overlay to close")
    forwarded = contexty(app_env, "capture-text")  # handed to the running instance
    assert forwarded.returncode == 0, forwarded.stderr
    assert status(data_dir)["memories"] == 0  # type: ignore[index]
    app.terminate()
    app.wait(timeout=15)
    assert app.returncode == 0, output(app_env, app)


def test_without_a_display_the_run_command_explains(app_env: dict[str, str]) -> None:
    env = {k: v for k, v in app_env.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = contexty(env)
    assert result.returncode == 2
    assert "no display" in result.stderr and "xvfb-run -a contexty" in result.stderr
    assert "Traceback" not in result.stderr and "qt.qpa" not in result.stderr
    assert not os.path.exists(Path(app_env["CONTEXTY_DATA_DIR"]) / "contexty.sqlite3")
