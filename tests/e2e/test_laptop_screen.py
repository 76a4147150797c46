"""The real app on laptop-sized X screens (issue 17): at 1366x768 and 1280x800 the main window fits
the screen, the canvas gets most of it, and no button is drawn narrower than its text (Qt would
elide "Hidden" to "H...n"). Layout facts come from the app's IPC status query; the 1366x768 run
also takes the README screenshot (cards titled by the offline analyzer, no model)."""

from __future__ import annotations

import io
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageDraw

from tests.e2e.conftest import screenshot, x_server
from tests.e2e.test_app_shell import contexty, status, wait_for

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "docs" / "screenshots"

NOTES = [
    ("Section 4.2 budget table: personnel 2 graduate students, GPU workstation $14,500", "funding looks thin",
     "LibreOffice Writer", "R01_budget.odt"),
    ("Reviewer 2: show that online adaptation keeps calibration on minority subgroups", "add the subgroup plot",
     "Firefox", "Summary Statement"),
    ("Aim 1: characterise drift in longitudinal EHR data. Aim 2: adapt models online without labels.", "",
     "Google Docs", "Specific Aims draft 3"),
    ("LIS <- BOS Tue 8 Jul TAP 218 $642, Wed 9 Jul United 952 $811", "cheapest on Tuesday", "Firefox",
     "Flights to Lisbon"),
    ("pytest -q tests/ui: 3 failed, 212 passed in 41.2s", "", "Terminal", "~/src/contexty"),
]


def chart_png(tmp: Path) -> Path:
    image = Image.new("RGB", (640, 360), (250, 250, 252))
    draw = ImageDraw.Draw(image)
    draw.text((20, 16), "Calibration by subgroup (pilot)", fill=(30, 30, 30))
    for i, height in enumerate((220, 180, 250, 140, 200)):
        draw.rectangle((60 + i * 110, 330 - height, 130 + i * 110, 330), fill=(70, 110, 200))
    path = tmp / "chart.png"
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    path.write_bytes(buffer.getvalue())
    return path


def fill(env: dict[str, str], tmp: Path) -> None:
    for text, memo, app, title in NOTES:
        args = ["add", "--text", text, "--app", app, "--title", title]
        if memo:
            args += ["--memo", memo]
        assert contexty(env, *args).returncode == 0
    assert contexty(env, "add", "--image", str(chart_png(tmp)), "--memo", "pilot result for Reviewer 2",
                    "--app", "Firefox").returncode == 0
    ran = contexty(env, "jobs", "run", "--wait", "--timeout", "120", timeout=180)  # the offline analyzer
    assert ran.returncode == 0, ran.stderr


def run_app_on(size: str, env: dict[str, str], tmp: Path, shot: Path | None) -> dict[str, Any]:
    with x_server(size, tray=False) as display:
        app_env = {**env, "DISPLAY": display}
        data_dir = Path(app_env["CONTEXTY_DATA_DIR"])
        proc = subprocess.Popen([sys.executable, "-m", "contexty_qt"], env=app_env, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            ready = wait_for(lambda: (s := status(data_dir)) and s["window_exposed"] and not s["loading"] and s,
                             40, "the main window on screen")
            time.sleep(2.0)  # the canvas mirror, the layout and the thumbnails settle
            final = status(data_dir) or ready
            if shot is not None:
                screenshot(display, shot)
            return final
        finally:
            proc.terminate()
            _, err = proc.communicate(timeout=20)
            assert "Traceback" not in err, err


@pytest.fixture
def laptop_env(isolated_dirs: Path, tmp_path: Path) -> dict[str, str]:
    import os

    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env.update(QT_QPA_PLATFORM="xcb", PYTHONPATH=str(ROOT))
    return env


def test_main_window_fits_laptop_screens(laptop_env: dict[str, str], tmp_path: Path) -> None:
    fill(laptop_env, tmp_path)
    SHOTS.mkdir(parents=True, exist_ok=True)
    for size, shot in (("1366x768", SHOTS / "main-window-1366x768.png"), ("1280x800", None)):
        # each size is a first start on that screen: no remembered layout
        contexty(laptop_env, "settings", "reset", "ui.main_geometry")
        contexty(laptop_env, "settings", "reset", "ui.main_splitter")
        contexty(laptop_env, "settings", "reset", "ui.hidden_panels")
        layout = run_app_on(size, laptop_env, tmp_path, shot)["layout"]
        width, height = (int(v) for v in size.split("x"))
        x, y, w, h = layout["window"]
        assert x >= 0 and y >= 0 and x + w <= width and y + h <= height, (size, layout)
        assert layout["canvas_share"] > 0.5, (size, layout)
        assert layout["elided"] == [], (size, layout)
        assert layout["hidden"] == ["threads"], (size, layout)
    with Image.open(SHOTS / "main-window-1366x768.png") as image:
        assert image.size == (1366, 768)
