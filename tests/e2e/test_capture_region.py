"""Region snippet end to end: Ctrl+Shift+S freezes the screen, a drag made with the real pointer
selects a rectangle, the memo popup sends, the stored image holds exactly those pixels."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image

from contexty_qt.capture.images import thumbnail_path
from contexty_qt.core.store import Store
from tests.e2e.capture_support import Harness, Helper, start_harness, start_helper, wait_for, xdotool

pytestmark = pytest.mark.e2e
__all__ = ["start_harness", "start_helper"]  # fixtures


def test_drag_selects_a_region_and_saves_it_losslessly(
        x_env: dict[str, str], data_dir: Path, start_helper: Callable[..., Helper],
        start_harness: Callable[..., Harness]) -> None:
    harness = start_harness()
    harness.event("hotkeys")
    start_helper(app="ChartViewer", title="q3.csv — ChartViewer", color="#3366cc")

    xdotool(x_env, "mousemove", "200", "150")
    xdotool(x_env, "key", "ctrl+shift+s")
    harness.event("overlay")
    xdotool(x_env, "mousedown", "1")
    xdotool(x_env, "mousemove", "400", "250")
    xdotool(x_env, "mousemove", "600", "350")
    xdotool(x_env, "mouseup", "1")
    assert harness.event("popup")["kind"] == "image"
    xdotool(x_env, "type", "--delay", "15", "this chart")
    xdotool(x_env, "key", "Return")
    memory_id = harness.event("saved")["id"]

    with Store(data_dir) as store:
        memory = store.get_memory(memory_id)
        assert memory.memo == "this chart"
        assert (memory.provenance.app, memory.provenance.window_title) == ("ChartViewer", "q3.csv — ChartViewer")
        assert memory.image is not None and memory.image.endswith(".webp")
        with Image.open(store.image_path(memory.image)) as image:
            assert image.size == (400, 200)  # DPR 1 here: logical == physical
            colors = image.convert("RGB").getcolors(maxcolors=16)
        assert colors is not None and max(colors)[1] == (0x33, 0x66, 0xCC)  # the helper's background
        wait_for(lambda: thumbnail_path(store.images_dir, memory.image or "").exists(), "the thumbnail")


def test_device_pixel_ratio_2_selects_physical_pixels(
        x_env: dict[str, str], data_dir: Path, start_helper: Callable[..., Helper],
        start_harness: Callable[..., Harness]) -> None:
    """Qt at scale 2 sees a 960x540 logical screen; mss and the stored image are physical pixels."""
    harness = start_harness(extra_env={"QT_SCALE_FACTOR": "2"})
    harness.event("hotkeys")
    start_helper(app="ChartViewer", title="hidpi.csv — ChartViewer", color="#22aa55")
    xdotool(x_env, "mousemove", "200", "150")  # X coordinates are physical
    xdotool(x_env, "key", "ctrl+shift+s")
    harness.event("overlay")
    xdotool(x_env, "mousedown", "1")
    xdotool(x_env, "mousemove", "400", "250")
    xdotool(x_env, "mousemove", "600", "350")
    xdotool(x_env, "mouseup", "1")
    harness.event("popup")
    xdotool(x_env, "key", "Return")
    memory_id = harness.event("saved")["id"]
    with Store(data_dir) as store:
        image_name = store.get_memory(memory_id).image
        assert image_name is not None
        with Image.open(store.image_path(image_name)) as image:
            assert image.size == (400, 200)  # 200x100 logical at DPR 2
            colors = image.convert("RGB").getcolors(maxcolors=16)
    assert colors is not None and max(colors)[1] == (0x22, 0xAA, 0x55)


def test_escape_on_the_overlay_cancels_without_a_trace(
        x_env: dict[str, str], data_dir: Path, start_helper: Callable[..., Helper],
        start_harness: Callable[..., Harness]) -> None:
    harness = start_harness()
    harness.event("hotkeys")
    helper = start_helper()
    xdotool(x_env, "key", "ctrl+shift+s")
    harness.event("overlay")
    xdotool(x_env, "key", "Escape")
    xdotool(x_env, "key", "ctrl+shift+c")  # the overlay is gone: the next hotkey works again
    harness.event("hotkey", name="text")
    assert not [k for k in helper.received_keys() if k["text"] == "\x1b"]  # Esc went to the overlay
    with Store(data_dir) as store:
        assert store.counts()["memories"] == 0
    assert not any('"event": "popup"' in line and "image" in line for line in harness.seen)
