"""Region overlays on frozen screens: a drag selects physical pixels of the right screen (mixed
DPI), Esc cancels, Enter takes the whole screen, a slip of the hand selects nothing."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from contexty_qt.capture.geometry import Rect
from contexty_qt.capture.screen import Frame, ScreenGeometry
from contexty_qt.ui.region_selector import FrozenScreen, RegionSelection, RegionSelector, frame_to_qimage

# Two screens inside the offscreen platform's 800x600 desktop: a DPR-1 one and a DPR-2 one.
LEFT = ScreenGeometry("left", Rect(0, 0, 400, 300), 1.0)
RIGHT = ScreenGeometry("right", Rect(400, 0, 200, 150), 2.0)  # 400x300 physical pixels


def coordinate_frame(geometry: ScreenGeometry) -> Frame:
    """Every pixel encodes its own physical position: B = x % 256, G = y % 256, R = screen tag."""
    physical = geometry.physical
    ys, xs = np.mgrid[0:physical.height, 0:physical.width]
    pixels = np.zeros((physical.height, physical.width, 4), np.uint8)
    pixels[:, :, 0] = xs % 256
    pixels[:, :, 1] = ys % 256
    pixels[:, :, 2] = 200 if geometry.dpr > 1 else 100
    return Frame(pixels, physical)


def frozen_screens() -> list[FrozenScreen]:
    return [FrozenScreen(g, frame_to_qimage(coordinate_frame(g), g.dpr)) for g in (LEFT, RIGHT)]


@pytest.fixture
def selector(qtbot: QtBot) -> RegionSelector:
    selector = RegionSelector()
    selector.start(frozen_screens())
    for overlay in selector.overlays:
        qtbot.addWidget(overlay)
        qtbot.waitUntil(lambda o=overlay: o.windowHandle() is not None and o.windowHandle().isExposed())
    yield selector
    selector.close()


def drag(qtbot: QtBot, widget: object, start: QPoint, end: QPoint) -> None:
    qtbot.mousePress(widget, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(widget, (start + end) / 2)
    qtbot.mouseMove(widget, end)
    qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=end)


def test_one_overlay_per_screen_on_its_logical_geometry(selector: RegionSelector) -> None:
    assert [o.geometry().getRect() for o in selector.overlays] == [(0, 0, 400, 300), (400, 0, 200, 150)]
    assert all(o.isVisible() for o in selector.overlays)


def test_drag_on_a_dpr2_screen_selects_physical_pixels(qtbot: QtBot, selector: RegionSelector) -> None:
    right = selector.overlays[1]
    with qtbot.waitSignal(selector.selected) as result:
        drag(qtbot, right, QPoint(10, 20), QPoint(60, 70))
    selection: RegionSelection = result.args[0]
    assert selection.screen_name == "right"
    # 50x50 logical at (410, 20) -> 100x100 physical at 400 + 2*10, 2*20
    assert selection.rect == Rect(420, 40, 100, 100)
    assert (selection.image.width(), selection.image.height()) == (100, 100)
    first, last = selection.image.pixelColor(0, 0), selection.image.pixelColor(99, 99)
    assert (first.blue(), first.green(), first.red()) == (20, 40, 200)
    assert (last.blue(), last.green()) == (119, 139)
    assert not selector.active


def test_drag_on_a_dpr1_screen_and_dragging_backwards(qtbot: QtBot, selector: RegionSelector) -> None:
    with qtbot.waitSignal(selector.selected) as result:
        drag(qtbot, selector.overlays[0], QPoint(200, 150), QPoint(100, 100))
    selection: RegionSelection = result.args[0]
    assert selection.rect == Rect(100, 100, 100, 50)
    color = selection.image.pixelColor(0, 0)
    assert (color.blue(), color.green(), color.red()) == (100, 100, 100)


def test_escape_cancels_every_overlay(qtbot: QtBot, selector: RegionSelector) -> None:
    with qtbot.waitSignal(selector.cancelled), qtbot.assertNotEmitted(selector.selected):
        qtbot.keyClick(selector.overlays[0], Qt.Key.Key_Escape)
    assert not selector.active


def test_enter_takes_the_whole_screen(qtbot: QtBot, selector: RegionSelector) -> None:
    with qtbot.waitSignal(selector.selected) as result:
        qtbot.keyClick(selector.overlays[1], Qt.Key.Key_Return)
    assert result.args[0].rect == RIGHT.physical


def test_a_tiny_drag_selects_nothing(qtbot: QtBot, selector: RegionSelector) -> None:
    with qtbot.assertNotEmitted(selector.selected):
        drag(qtbot, selector.overlays[0], QPoint(50, 50), QPoint(52, 51))
    assert selector.active and selector.overlays[0].selection().isEmpty()


def test_starting_a_drag_clears_the_other_screen(qtbot: QtBot, selector: RegionSelector) -> None:
    left, right = selector.overlays
    qtbot.mousePress(left, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    qtbot.mouseMove(left, QPoint(80, 80))
    assert not left.selection().isEmpty()
    qtbot.mousePress(right, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    assert left.selection().isEmpty()
    qtbot.mouseRelease(right, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))


def test_overlay_paints_the_frozen_image(qtbot: QtBot, selector: RegionSelector) -> None:
    left = selector.overlays[0]
    qtbot.mousePress(left, Qt.MouseButton.LeftButton, pos=QPoint(100, 100))
    qtbot.mouseMove(left, QPoint(300, 200))
    shot = left.grab().toImage()
    inside, outside = shot.pixelColor(200, 150), shot.pixelColor(20, 250)
    assert (inside.blue(), inside.green()) == (200, 150)  # undimmed inside the selection
    assert outside.blue() < 20  # dimmed outside
    qtbot.mouseRelease(left, Qt.MouseButton.LeftButton, pos=QPoint(300, 200))
