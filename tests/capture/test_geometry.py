"""Rectangles, region subtraction and the logical -> physical mapping of mixed-DPI screens."""

from __future__ import annotations

import numpy as np
import pytest

from contexty_qt.capture.errors import CaptureError
from contexty_qt.capture.geometry import Rect, area, subtract, subtract_all
from contexty_qt.capture.provenance import WindowInfo, app_name, url_from_title
from contexty_qt.capture.screen import Frame, ScreenGeometry, check_against_monitors, screen_at


def test_subtract_leaves_the_uncovered_parts() -> None:
    base = Rect(0, 0, 100, 100)
    assert subtract(base, Rect(200, 200, 10, 10)) == [base]
    assert subtract(base, Rect(-10, -10, 200, 200)) == []
    pieces = subtract(base, Rect(25, 25, 50, 50))
    assert area(pieces) == 100 * 100 - 50 * 50
    for a in pieces:
        for b in pieces:
            assert a == b or a.intersected(b).is_empty()


def test_subtract_all_models_a_window_covered_by_a_higher_one() -> None:
    own = [Rect(0, 0, 800, 600)]
    visible = subtract_all(own, Rect(400, 0, 800, 600))
    assert area(visible) == 400 * 600


# Two monitors side by side: a 1920x1080 one at DPR 1, a 3840x2160 one at DPR 2 to its right.
LEFT = ScreenGeometry("left", Rect(0, 0, 1920, 1080), 1.0)
RIGHT = ScreenGeometry("right", Rect(1920, 0, 1920, 1080), 2.0)


def test_physical_geometry_keeps_the_origin_and_scales_the_extent() -> None:
    assert LEFT.physical == Rect(0, 0, 1920, 1080)
    assert RIGHT.physical == Rect(1920, 0, 3840, 2160)
    assert check_against_monitors([LEFT, RIGHT], [Rect(0, 0, 1920, 1080), Rect(1920, 0, 3840, 2160)]) == []
    assert check_against_monitors([RIGHT], [Rect(1920, 0, 1920, 1080)]) == ["right"]


def test_logical_selection_maps_to_physical_pixels_per_screen() -> None:
    assert LEFT.to_physical(Rect(100, 100, 200, 50)) == Rect(100, 100, 200, 50)
    # 200x50 logical at (2020, 100) on the DPR-2 screen: 400x100 physical at 1920 + 2*100
    assert RIGHT.to_physical(Rect(2020, 100, 200, 50)) == Rect(2120, 200, 400, 100)
    assert RIGHT.to_physical_point(1920 + 960, 540) == (1920 + 1920, 1080)
    # a selection dragged past the screen edge is clipped to the screen
    assert RIGHT.to_physical(Rect(3800, 1000, 500, 500)) == Rect(1920 + 3760, 2000, 80, 160)


def test_fractional_scale_rounds_to_whole_pixels() -> None:
    screen = ScreenGeometry("hidpi", Rect(0, 0, 1536, 864), 1.25)
    assert screen.physical == Rect(0, 0, 1920, 1080)
    assert screen.to_physical(Rect(10, 10, 100, 100)) == Rect(12, 12, 126, 126)


def test_screen_at_uses_physical_coordinates() -> None:
    assert screen_at([LEFT, RIGHT], 5000, 2000) is RIGHT
    assert screen_at([LEFT, RIGHT], 10, 10) is LEFT
    assert screen_at([LEFT, RIGHT], -5, 10) is None


def test_frame_crop_and_fill_use_global_coordinates() -> None:
    pixels = np.zeros((100, 200, 4), np.uint8)
    frame = Frame(pixels, Rect(1000, 500, 200, 100))
    frame.fill(Rect(1150, 550, 100, 100))
    assert pixels[60, 160, 0] == 128 and pixels[40, 160, 0] == 0
    crop = frame.crop(Rect(1140, 540, 20, 20))
    assert crop.rect == Rect(1140, 540, 20, 20) and crop.pixels.shape == (20, 20, 4)
    with pytest.raises(CaptureError):
        frame.crop(Rect(0, 0, 10, 10))


def test_url_from_title_and_app_name() -> None:
    assert url_from_title("https://example.org/a?b=1 - Mozilla Firefox") == "https://example.org/a?b=1"
    assert url_from_title("Report (http://intranet/x). - Chromium") == "http://intranet/x"
    assert url_from_title("Funding report - Mozilla Firefox") == ""
    assert app_name(("Navigator", "firefox"), "firefox-bin") == "firefox"
    assert app_name(("", ""), "python3") == "python3"
    assert WindowInfo(1, "x", "t", wm_class=("google-chrome", "Google-chrome")).is_browser()
    assert not WindowInfo(1, "x", "t", wm_class=("gedit", "Gedit"), process="gedit").is_browser()
