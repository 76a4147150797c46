"""Markup before saving, end to end on a real X server (issue 17): a region with a password is
captured with the real pointer, the password is blurred and an arrow and a box are drawn in the memo
popup with xdotool drags, and the stored image has no dark text pixel left where the blur went while
the rest of the text is intact. The README screenshot of the markup bar is taken here."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from contexty_qt.core.store import Store
from tests.e2e.capture_support import Harness, Helper, start_harness, start_helper, xdotool
from tests.e2e.conftest import screenshot

pytestmark = pytest.mark.e2e
__all__ = ["start_harness", "start_helper"]  # fixtures

ROOT = Path(__file__).resolve().parents[2]
SHOT = ROOT / "docs" / "screenshots" / "markup-bar.png"


def drag(env: dict[str, str], start: tuple[int, int], end: tuple[int, int]) -> None:
    xdotool(env, "mousemove", str(start[0]), str(start[1]))
    xdotool(env, "mousedown", "1")
    xdotool(env, "mousemove", str((start[0] + end[0]) // 2), str((start[1] + end[1]) // 2))
    xdotool(env, "mousemove", str(end[0]), str(end[1]))
    xdotool(env, "mouseup", "1")


def dark(pixels: np.ndarray) -> int:
    return int((pixels.max(axis=2) < 60).sum())


def test_blur_arrow_and_box_before_saving(x_env: dict[str, str], data_dir: Path, tmp_path: Path,
                                          start_helper: Callable[..., Helper],
                                          start_harness: Callable[..., Harness]) -> None:
    harness = start_harness()
    harness.event("hotkeys")
    start_helper(app="Login", title="Sign in — Intranet", text="password: hunter2   user: ada",
                 color="#ffffff", font_size=28)
    xdotool(x_env, "mousemove", "20", "10")
    xdotool(x_env, "key", "ctrl+shift+s")
    harness.event("overlay")
    drag(x_env, (20, 10), (620, 130))  # 600x120 of the helper's text
    harness.event("popup")
    painted = harness.event("popup_painted")
    markup = painted["markup"]
    assert markup is not None and markup["scale"] == 1.0
    left, top, width, height = markup["canvas"]
    buttons = markup["buttons"]

    # blur the secret: "hunter2" sits in the first half of the line, after "password: "
    with Image.open(_grab(x_env, tmp_path / "before.png")) as before:
        line = np.asarray(before.convert("RGB"))[top:top + height, left:left + width]
    columns = np.where((line.max(axis=2) < 60).any(axis=0))[0]
    assert columns.size > 0, "the helper's text is on screen"
    xdotool(x_env, "mousemove", str(buttons["blur"][0]), str(buttons["blur"][1]), "click", "1")
    secret_left, secret_right = left + int(width * 0.31), left + int(width * 0.69)
    drag(x_env, (secret_left, top + 2), (secret_right, top + height - 2))
    xdotool(x_env, "mousemove", str(buttons["arrow"][0]), str(buttons["arrow"][1]), "click", "1")
    drag(x_env, (left + width - 40, top + height - 10), (secret_right + 8, top + height // 2))
    xdotool(x_env, "mousemove", str(buttons["rectangle"][0]), str(buttons["rectangle"][1]), "click", "1")
    drag(x_env, (left + int(width * 0.72), top + 8), (left + width - 8, top + height - 30))
    xdotool(x_env, "mousemove", "5", "5")
    xdotool(x_env, "type", "--delay", "15", "login page, password blurred")  # the memo kept the focus

    SHOT.parent.mkdir(parents=True, exist_ok=True)
    full = _grab(x_env, tmp_path / "popup.png")
    with Image.open(full) as screen:
        box = (max(0, painted["x"] - 12), max(0, painted["y"] - 12),
               painted["x"] + painted["width"] + 12, painted["y"] + painted["height"] + 12)
        screen.crop(box).save(SHOT)

    xdotool(x_env, "key", "Return")
    memory_id = harness.event("saved")["id"]
    with Store(data_dir) as store:
        memory = store.get_memory(memory_id)
        assert memory.image is not None and memory.memo == "login page, password blurred"
        with Image.open(store.image_path(memory.image)) as stored:
            pixels = np.asarray(stored.convert("RGB"))
    assert pixels.shape[:2] == (height, width)
    blurred = pixels[:, int(width * 0.31) + 2:int(width * 0.69) - 2]
    kept = pixels[:, :int(width * 0.25)]
    assert dark(line[:, int(width * 0.31) + 2:int(width * 0.69) - 2]) > 50  # the secret was there
    assert dark(blurred) == 0  # ... and none of its dark strokes survive in the stored file
    assert dark(kept) > 50  # "password:" is untouched
    red = (pixels[:, :, 0] > 180) & (pixels[:, :, 1] < 90) & (pixels[:, :, 2] < 90)
    assert red.sum() > 100  # the arrow and the box are in the stored picture


def _grab(env: dict[str, str], path: Path) -> Path:
    return screenshot(env["DISPLAY"], path)
