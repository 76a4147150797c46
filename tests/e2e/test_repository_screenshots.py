"""README screenshots of the long-term memory window over a real data set: four workspaces and seven
sessions built with the `contexty` CLI (tests/e2e/longterm_dataset.py: captures, sessions ended with
post-thinking, offline analysis and placement with the packaged MiniLM), shown by the real window on
Xvfb and captured from the X server: docs/screenshots/repository-map.png (the map with a cluster
lassoed and a hover preview) and docs/screenshots/repository-search.png (a question across every
workspace, the matching sentences highlighted). Also checks what they show."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from tests.e2e.conftest import screenshot
from tests.e2e.longterm_dataset import build, cli_runner
from tests.support.waiting import wait_until

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "docs" / "screenshots"


def _wait(path: Path, proc: subprocess.Popen[bytes], timeout: float = 180.0) -> dict[str, object]:
    def written() -> bool:
        if proc.poll() is not None and not path.exists():
            raise AssertionError(f"the window exited early: {proc.stderr.read().decode() if proc.stderr else ''}")
        return path.exists()

    wait_until(written, timeout, path.name, interval=0.2)
    return dict(json.loads(path.read_text()))


def _crop(full: Path, target: Path, geometry: list[int]) -> None:
    x, y, w, h = geometry
    with Image.open(full) as image:
        image.crop((x, y, x + w, y + h)).save(target)


# the data set is built by many CLI runs (a process each) before the model places it: on a busy 2-core machine
# that took longer than the suite's 120 s hang guard, which is meant for hangs, not for this test's length
@pytest.mark.timeout(600)
def test_repository_screenshots(x_display: str, x_env: dict[str, str], tmp_path: Path) -> None:
    data = tmp_path / "lt-data"
    env = {**x_env, "CONTEXTY_DATA_DIR": str(data), "HF_HUB_OFFLINE": "1"}
    ids = build(cli_runner(data, env))
    assert set(ids) == {"Grant resubmission", "ICML trip", "Training speed-up", "Apartment search"}
    control = tmp_path / "control"
    control.mkdir()
    proc = subprocess.Popen([sys.executable, "-m", "tests.e2e.repository_window", str(control)], env=env, cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        shown = _wait(control / "ready-map", proc)
        assert int(shown["memories"]) >= 40 and len(shown["clusters"]) >= 3  # type: ignore[arg-type]
        assert int(shown["selected"]) > 0  # type: ignore[call-overload]
        full = screenshot(x_display, tmp_path / "map-full.png")
        _crop(full, SHOTS / "repository-map.png", shown["geometry"])  # type: ignore[arg-type]
        (control / "go-search").touch()
        shown = _wait(control / "ready-search", proc)
        hits = [str(h) for h in shown["hits"]]  # type: ignore[attr-defined]
        sentences = " ".join(str(s) for s in shown["sentences"])  # type: ignore[attr-defined]
        assert any("calibration" in h.lower() or "reviewer" in h.lower() for h in hits[:3]), hits
        assert "calibration" in sentences.lower()
        full = screenshot(x_display, tmp_path / "search-full.png")
        _crop(full, SHOTS / "repository-search.png", shown["geometry"])  # type: ignore[arg-type]
        (control / "go-quit").touch()
        assert proc.wait(60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        if proc.stderr is not None:
            proc.stderr.close()
    for name in ("repository-map.png", "repository-search.png"):
        with Image.open(SHOTS / name) as image:
            assert image.width >= 1000 and len(image.convert("L").getcolors(256) or []) > 50  # not a blank frame
