"""Capture on a Wayland desktop: headless sway + xdg-desktop-portal(-wlr), the app under
QT_QPA_PLATFORM=wayland as an unprivileged user (tests/e2e/wayland_rig.py), keys through wtype.

Desktop shortcuts are sway `bindsym`s running `contexty capture-text` / `capture-region`, the way
README's Wayland section tells users to set them up; nothing here calls into the app directly.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.wayland_rig import PORTAL_FILE, WaylandRig, rig_problem, wait_until

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(150)]

REGION_KEYS = ("-M", "logo", "-M", "shift", "-k", "F9", "-m", "shift", "-m", "logo")
TEXT_KEYS = ("-M", "logo", "-M", "shift", "-k", "F10", "-m", "shift", "-m", "logo")
BINDINGS = {"Mod4+Shift+F9": "contexty capture-region", "Mod4+Shift+F10": "contexty capture-text"}
BARE_BUS = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <servicedir>{services}</servicedir>
  <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/>
    <allow own="*"/></policy>
</busconfig>
"""
PROBE_TITLE = "Field notes — rig probe"
PROBE_TEXT = "Wayland selection from another client"


@pytest.fixture(scope="module")
def rig() -> Iterator[WaylandRig]:
    problem = rig_problem()
    if problem and os.environ.get("CONTEXTY_WAYLAND_RIG"):  # scripts/test.sh installed it: must work
        pytest.fail(f"the Wayland rig cannot run: {problem}")
    if problem:
        pytest.skip(f"the Wayland rig is not set up here ({problem}); scripts/test.sh sets it up as root")
    with WaylandRig.start(bindings=BINDINGS) as started:
        # the seat has no keyboard of its own: without a live virtual keyboard Qt sees no focus
        started.spawn(["wtype", "-s", "600000", ""], "keepalive.log")
        yield started


class App:
    def __init__(self, rig: WaylandRig, name: str, extra: dict[str, str] | None = None,
                 settings: dict[str, Any] | None = None, wrap: list[str] | None = None,
                 verbose: bool = False) -> None:
        self.rig = rig
        self.dirs = rig.app_dirs(name)
        self.data_dir = self.dirs["CONTEXTY_DATA_DIR"]
        if settings:  # one process through the Settings API (validated), not one CLI start per key
            code = ("import json, sys\nfrom contexty_qt.core.services import open_settings\n"
                    "settings = open_settings()\n"
                    "for key, value in json.loads(sys.argv[1]).items():\n    settings.set(key, value)\n")
            rig.run(rig.python("-c", code, json.dumps(settings)), extra=self.dirs)
        flags = ["-v"] if verbose else []  # the observer's outcomes are logged at debug level
        self.proc = rig.spawn([*(wrap or []), "contexty", *flags, "run", "--background"], f"{name}.log",
                              extra={**self.dirs, **(extra or {})})
        self.name = name
        wait_until(lambda: (s := rig.status(self.data_dir)) and s.get("ok") and s.get("window_visible") and s, 60,
                   "the app to answer", rig, (f"{name}.log",))

    def memories(self) -> list[dict[str, Any]]:
        db = Path(self.data_dir) / "contexty.sqlite3"
        if not db.exists():
            return []
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10) as conn:
            conn.row_factory = sqlite3.Row
            return [dict(r) for r in conn.execute(
                "SELECT id, source, text, image, memo, app, window_title FROM memories ORDER BY id")]

    def idle(self) -> bool:
        """No AI work queued or running (an earlier capture's analysis redraws the canvas when it lands)."""
        db = Path(self.data_dir) / "contexty.sqlite3"
        if not db.exists():
            return True
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10) as conn:
            return not conn.execute("SELECT COUNT(*) FROM jobs WHERE state IN ('pending', 'running')").fetchone()[0]

    def log(self) -> str:
        path = Path(self.dirs["CONTEXTY_LOG_DIR"]) / "contexty.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def stop(self) -> None:
        self.rig.terminate(self.proc)


@pytest.fixture(scope="module")
def app(rig: WaylandRig) -> Iterator[App]:
    started = App(rig, "app")
    yield started
    started.stop()


def focused_app_id(rig: WaylandRig) -> str:
    window = rig.focused()
    return str(window.get("app_id") or "") if window else ""


def probe_window(rig: WaylandRig, title: str) -> dict[str, Any]:
    return next(w for w in rig.windows() if w.get("name") == title)


def open_probe(rig: WaylandRig, title: str = PROBE_TITLE, text: str = PROBE_TEXT,
               color: str = "#f0e6c8") -> Any:
    probe = rig.spawn(rig.python("-m", "tests.e2e.wayland_probe", "window", title, text, color), "probe.log")
    wait_until(lambda: focused_app_id(rig) == "contexty-rig-probe", 20, "the probe window to get the focus",
               rig, ("probe.log",))
    return probe


def test_desktop_shortcut_captures_text_selected_in_another_wayland_client(rig: WaylandRig, app: App) -> None:
    probe = open_probe(rig)
    try:
        rig.keys("-M", "ctrl", "a", "-m", "ctrl")  # select the line edit's text: the primary selection
        wait_until(lambda: rig.run(["wl-paste", "--primary", "-n"], check=False).stdout == PROBE_TEXT, 10,
                   "the probe's selection to be the primary selection")
        before = len(app.memories())
        rig.keys(*TEXT_KEYS)  # sway's bindsym runs `contexty capture-text`, which forwards to the app
        wait_until(lambda: focused_app_id(rig) == "contexty-qt", 15, "the memo popup to take the focus",
                   rig, ("app.log",))
        popup = rig.focused()
        assert popup is not None and popup["name"] == "Contexty — add a memo"
        rig.keys("typed on wayland")
        rig.keys("-k", "Return")
        saved = wait_until(lambda: len(app.memories()) > before and app.memories()[-1], 15,
                           "the text memory to be stored", rig, ("app.log",))
        assert saved["text"] == PROBE_TEXT
        assert saved["memo"] == "typed on wayland"
        assert (saved["app"], saved["window_title"]) == ("contexty-rig-probe", PROBE_TITLE)
        # the focus goes back to where the user was working
        wait_until(lambda: focused_app_id(rig) == "contexty-rig-probe", 10, "the focus to return to the probe")
        # sway offers no GlobalShortcuts portal: the app said so and pointed to desktop shortcuts
        assert "Programs cannot grab global keys on Wayland" in app.log()
    finally:
        rig.terminate(probe)


def image_pixels(path: Path) -> Any:
    import numpy as np
    from PIL import Image

    with Image.open(path) as image:
        return np.asarray(image.convert("RGB"))


def test_region_shortcut_shows_the_overlay_on_the_portal_screenshot_and_stores_the_screen(
        rig: WaylandRig, app: App, tmp_path: Path) -> None:
    probe = open_probe(rig, "Region source — rig probe", "pixels to keep", "#c8f0d2")
    try:
        # the text capture of the test before is analysed and placed in the background: when that lands the
        # canvas is redrawn ("Unassigned" becomes its group), so the screen is compared once that is done
        wait_until(app.idle, 60, "the app's AI work on earlier captures to finish", rig, ("app.log",))
        time.sleep(0.5)  # and the canvas repainted
        screen = image_pixels(rig.screenshot(tmp_path / "before.png"))  # what the user sees
        before = len(app.memories())
        rig.keys(*REGION_KEYS)  # bindsym -> `contexty capture-region` -> portal -> overlay
        wait_until(lambda: (w := rig.focused()) and w.get("name") == "Contexty — select a region"
                   and w.get("fullscreen_mode") == 1, 15, "the region overlay, full screen and focused",
                   rig, ("app.log", "contexty-calls.log"))
        time.sleep(0.3)  # let it paint: the screenshot below is the README's
        overlay = image_pixels(rig.screenshot(tmp_path / "overlay.png"))
        shot_dir = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
        if shot_dir.is_dir() and os.environ.get("CONTEXTY_SAVE_SCREENSHOTS"):
            (shot_dir / "wayland-region-overlay.png").write_bytes((tmp_path / "overlay.png").read_bytes())
        # the overlay shows the frozen screen dimmed: same picture, darker, not a black or empty grab
        assert overlay.shape == screen.shape
        assert 0.3 < overlay.mean() / max(1.0, screen.mean()) < 0.8
        rig.keys("-k", "Return")  # whole screen
        wait_until(lambda: (w := rig.focused()) and w.get("name") == "Contexty — add a memo", 15,
                   "the memo popup", rig, ("app.log",))
        rig.keys("the whole wayland screen")
        rig.keys("-k", "Return")
        saved = wait_until(lambda: len(app.memories()) > before and app.memories()[-1], 20,
                           "the image memory to be stored", rig, ("app.log",))
        assert saved["image"] and saved["memo"] == "the whole wayland screen"
        assert (saved["app"], saved["window_title"]) == ("contexty-rig-probe", "Region source — rig probe")
        stored = image_pixels(Path(app.data_dir) / "images" / saved["image"])
        assert stored.shape == screen.shape
        # the probe window (where the user works) is pixel-identical; elsewhere only the app's own
        # main window may have repainted between the two screenshots (its status bar)
        r = probe_window(rig, "Region source — rig probe")["rect"]
        box = (slice(r["y"], r["y"] + r["height"]), slice(r["x"], r["x"] + r["width"]))
        assert (stored[box] == screen[box]).all(), "the stored image differs from the screen"
        changed = (stored != screen).any(axis=2)
        assert changed.mean() < 0.02, f"{changed.mean():.1%} of the pixels differ from the screen"
        assert not PORTAL_FILE.exists(), "the portal's temporary screenshot was left behind"
    finally:
        rig.terminate(probe)


def test_portal_refusing_or_missing_is_said_and_nothing_is_stored(rig: WaylandRig, app: App) -> None:
    before = len(app.memories())
    # refusing: xdg-desktop-portal-wlr's grim cannot write its file (another user's /tmp/out.png)
    PORTAL_FILE.write_bytes(b"not yours")
    try:
        rig.keys(*REGION_KEYS)
        wait_until(lambda: "refused the screenshot" in app.log(), 15, "the refusal to be told", rig, ("app.log",))
    finally:
        PORTAL_FILE.unlink(missing_ok=True)
    # missing: an app on its own session bus, which knows no services at all (so no portal)
    config = rig.user_dir("bare-bus") / "session.conf"
    config.write_text(BARE_BUS.format(services=config.parent))
    lonely = App(rig, "lonely", wrap=["dbus-run-session", f"--config-file={config}", "--"])
    try:
        rig.run(["contexty", "capture-region"], extra=lonely.dirs)
        wait_until(lambda: "No desktop screenshot portal answers" in lonely.log(), 15,
                   "the missing portal to be told", rig, ("lonely.log",))
        assert lonely.memories() == []
    finally:
        lonely.stop()
    time.sleep(0.5)
    assert len(app.memories()) == before
    assert not any(w.get("name") == "Contexty — select a region" for w in rig.windows())


def test_observation_on_wayland_deduplicates_frames_and_checkpoints_on_focus_changes(rig: WaylandRig) -> None:
    settings = {"observation.enabled": True, "observation.explained": True, "observation.min_interval_s": 0.5,
                "observation.debounce_s": 0.2, "observation.floor_s": 600.0}
    first = open_probe(rig, "Observed A — rig probe", "first window", "#e8d0f0")
    observer = App(rig, "observer", settings=settings, verbose=True)
    second = None
    try:
        rig.run(["swaymsg", '[title="Observed A — rig probe"] focus'])

        def outcomes() -> list[str]:
            return [line.split("observation: ", 1)[1].split(" ")[0] for line in observer.log().splitlines()
                    if "contexty.capture.observer: observation: " in line]

        def observed() -> list[dict[str, Any]]:
            return [m for m in observer.memories() if m["source"] == "observation"]

        wait_until(lambda: outcomes().count("duplicate") >= 3, 30, "repeated frames of an unchanged screen",
                   rig, ("observer.log",))
        frames = observed()
        assert [m["window_title"] for m in frames] == ["Observed A — rig probe"], outcomes()
        assert frames[0]["app"] == "contexty-rig-probe"
        # a focus change reported by sway is a checkpoint: the next frame is kept
        second = open_probe(rig, "Observed B — rig probe", "second window", "#d0e8f0")
        wait_until(lambda: any(m["window_title"] == "Observed B — rig probe" for m in observed()), 20,
                   "a frame after the focus moved", rig, ("observer.log",))
        titles = [m["window_title"] for m in observed()]
        assert titles.count("Observed A — rig probe") == 1, titles
        assert "contexty-qt" not in {m["app"] for m in observed()}  # never our own windows
    finally:
        observer.stop()
        rig.terminate(first)
        if second is not None:
            rig.terminate(second)
