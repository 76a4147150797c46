"""README canvas and main-window screenshots from a bench corpus (bench/data/corpora/), processed as
it is by the app's offline pipeline: no model configured, `contexty jobs run` analyses (OCR for the
region captures), embeds with the local model, places, names the groups and writes the understanding.
Nothing on these screenshots came from a scripted server. Also checks what they show."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PIL import Image

from bench.corpora import Capture, load
from bench.region_image import region_png
from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.core.provenance_text import KNOWN_APP_WORDS
from contexty_qt.core.services import open_core
from tests.e2e.test_canvas_screenshot import shot, wait_for

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "docs" / "screenshots"
CORPUS = "dev"


def fill(captures: list[Capture]) -> None:
    core = open_core(None)
    try:
        for cap in captures:
            core.tree.add_memory(SourceType.SNIPPET, text=cap.text, image=region_png(cap.ocr) if cap.ocr else None,
                                 memo=cap.memo, captured_at=cap.captured_at,
                                 provenance=Provenance(cap.app, cap.window_title, cap.url))
    finally:
        core.close()


@pytest.mark.timeout(1500)
def test_offline_corpus_screenshots(x_env: dict[str, str], x_display: str, tmp_path: Path) -> None:
    corpus = load(CORPUS)
    fill(corpus.captures)
    env = {**x_env, "PYTHONPATH": str(ROOT), "HF_HUB_OFFLINE": "1"}
    done = subprocess.run([sys.executable, "-m", "contexty_qt", "jobs", "run", "--wait", "--timeout", "900"],
                          env=env, capture_output=True, text=True, timeout=1200, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    control = tmp_path / "control"
    control.mkdir()
    proc = subprocess.Popen([sys.executable, "-m", "tests.e2e.corpus_window", str(control)], env=env, cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        (control / "go-normal").touch()
        normal = wait_for(control / "ready-normal", proc)
        time.sleep(0.3)
        shot(x_display, SHOTS / "main-window.png", control / "normal.png")
        (control / "go-whole").touch()
        whole = wait_for(control / "ready-whole", proc)
        time.sleep(0.3)
        shot(x_display, SHOTS / "canvas.png", control / "whole.png")
        (control / "go-quit").touch()
        proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate(timeout=10)
    assert normal["cards"] == whole["cards"] == len(corpus.captures)
    names = " ".join(whole["groups"]).lower().replace("·", " ").split()
    assert names and not set(names) & (KNOWN_APP_WORDS | corpus.app_words)  # no app or site names a group
    assert normal["understanding"].startswith("You are working on “")
    for name in ("main-window.png", "canvas.png"):
        with Image.open(SHOTS / name) as image:
            assert image.size[0] >= 1280 and len(image.convert("RGB").getcolors(1 << 24) or []) > 500, name
    (tmp_path / "shown.json").write_text(json.dumps({"normal": normal, "whole": whole}, indent=1))
    print(json.dumps(whole, indent=1))
