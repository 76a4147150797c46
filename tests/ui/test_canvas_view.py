"""Navigation: zoom by wheel, pinch and keys; pan by dragging empty space, Space+drag and the
middle button; fit all; zoom to selection; the minimap."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QNativeGestureEvent, QPointingDevice, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.ui.canvas.scene import LABEL_ZOOM

if TYPE_CHECKING:
    from tests.ui.canvas_support import Harness

pytest_plugins = ["tests.ui.canvas_support"]
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def wheel(c: Harness, pos: QPoint, angle: int, pixel: QPoint | None = None,
          modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    event = QWheelEvent(QPointF(pos), QPointF(c.viewport.mapToGlobal(pos)), pixel or QPoint(), QPoint(0, angle),
                        Qt.MouseButton.NoButton, modifiers, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(c.viewport, event)


def test_wheel_zooms_around_the_cursor(canvas: Harness) -> None:
    c = canvas
    c.view.set_zoom(0.5)
    pos = c.card_body("m_budget")
    under = c.view.mapToScene(pos)
    wheel(c, pos, 120)
    assert c.view.zoom() == pytest.approx(0.5 * 1.0015 ** 120)
    assert (c.view.mapToScene(pos) - under).manhattanLength() < 3 / c.view.zoom()  # the point stays put
    wheel(c, pos, -240)
    assert c.view.zoom() < 0.5


def test_touchpad_scroll_pans(canvas: Harness) -> None:
    c = canvas
    zoom = c.view.zoom()
    before = c.view.visible_scene_rect().center()
    wheel(c, QPoint(300, 300), 0, pixel=QPoint(0, -80))
    assert c.view.zoom() == zoom
    after = c.view.visible_scene_rect().center()
    assert after.y() > before.y()


def test_pinch_gesture_zooms(canvas: Harness) -> None:
    c = canvas
    c.view.set_zoom(0.5)
    pos = QPointF(200, 200)
    event = QNativeGestureEvent(Qt.NativeGestureType.ZoomNativeGesture, QPointingDevice.primaryPointingDevice(), 2,
                                pos, pos, QPointF(c.viewport.mapToGlobal(pos.toPoint())), 0.5, QPointF(), 1)
    QApplication.sendEvent(c.viewport, event)
    assert c.view.zoom() == pytest.approx(0.75)


def test_keyboard_zoom_fit_and_selection(canvas: Harness) -> None:
    c = canvas
    c.view.setFocus()
    c.view.set_zoom(1.0)
    QTest.keyClick(c.view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert c.view.zoom() == pytest.approx(1.25)
    QTest.keyClick(c.view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(c.view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert c.view.zoom() == pytest.approx(0.8)
    QTest.keyClick(c.view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)  # fit all
    bounds = c.scene.layout.bounds()
    visible = c.view.visible_scene_rect()
    assert visible.contains(QPointF(bounds.x, bounds.y)) and visible.contains(QPointF(bounds.right, bounds.bottom))
    c.scene.select_nodes([c.ids["m_hotel"]])
    QTest.keyClick(c.view, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)  # zoom to selection
    assert c.view.zoom() > 1.0
    assert c.view.visible_scene_rect().contains(c.card_rect("m_hotel"))
    QTest.keyClick(c.view, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert c.view.zoom() == pytest.approx(1.0)


def test_drag_on_empty_space_pans_and_clears_nothing_else(canvas: Harness) -> None:
    c = canvas
    c.view.set_zoom(0.5)
    c.scene.select_nodes([c.ids["m_aims"]])
    bounds = c.scene.layout.bounds()
    c.view.centerOn(QPointF(bounds.right, bounds.y))
    empty = c.vpos(QPointF(bounds.right + 100, bounds.y + 20))
    before = c.view.visible_scene_rect().center()
    c.drag(empty, empty + QPoint(-150, -100))
    after = c.view.visible_scene_rect().center()
    assert after.x() - before.x() == pytest.approx(150 / 0.5, abs=3)
    assert after.y() - before.y() == pytest.approx(100 / 0.5, abs=3)
    assert c.memory("m_aims").group_id == c.ids["grant"]  # panning moves no card


def test_space_drag_pans_even_over_a_card(canvas: Harness) -> None:
    c = canvas
    c.show("grant")
    start = c.card_body("m_aims")
    before = c.view.visible_scene_rect().center()
    QTest.keyPress(c.view, Qt.Key.Key_Space)
    c.drag(start, start + QPoint(120, 0))
    QTest.keyRelease(c.view, Qt.Key.Key_Space)
    after = c.view.visible_scene_rect().center()
    assert after.x() < before.x()
    assert c.tree.undo_stack.undo_text != "Arrange cards in “Grant proposal”"
    assert c.memory("m_aims").pos_x is None


def test_middle_button_pans(canvas: Harness) -> None:
    c = canvas
    c.show("grant")
    start = c.card_body("m_aims")
    before = c.view.visible_scene_rect().center()
    c.drag(start, start + QPoint(0, 90), button=Qt.MouseButton.MiddleButton)
    assert c.view.visible_scene_rect().center().y() < before.y()


def test_minimap_appears_for_a_large_tree_and_moves_the_view(canvas: Harness) -> None:
    c = canvas
    c.view.fit_all()
    assert not c.view.minimap.isVisible()  # everything fits: no minimap
    c.view.set_zoom(1.5)
    assert c.view.minimap.isVisible()
    minimap = c.view.minimap
    before = c.view.visible_scene_rect().center()
    QTest.mouseClick(minimap, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(minimap.width() - 10, minimap.height() - 10))
    assert c.view.visible_scene_rect().center() != before
    c.view.grab()  # paints (pixmap + viewport outline) without error


def _names_on_screen(c: Harness) -> dict[str, bool]:
    """Each shown frame name: whether all of it lies inside the view."""
    viewport = c.viewport.rect()
    return {label.frame.tree_group.name if label.frame.tree_group else "Unassigned":
            viewport.contains(QRect(c.view.mapFromScene(label.scenePos()), label.boundingRect().size().toSize()))
            for label in c.scene.labels.values() if label.isVisible()}


def _tree_with_long_names(c: Harness, cards_in_named: int) -> None:
    tree = c.core.tree
    for g in range(8):
        long_name = {3: "Shipping documents for the Melbourne lots", 7: "Customs papers for the new roaster"}.get(g)
        ids = [tree.add_memory(SourceType.SNIPPET, text=f"Card {g}.{i}", provenance=Provenance("Notes", "", "")).id
               for i in range(cards_in_named if long_name else 12)]
        tree.group(ids, long_name or f"Group {g}")
    c.settle()


def test_fit_all_keeps_every_frame_name_on_screen(make_canvas: Any) -> None:
    """Groups whose long names are wider than their frames, one at the right edge: at the zoom that fits the frames
    the names (drawn at a fixed size on screen) ran past the view's edge and were cut off. "Fit all" zooms out a
    little more, and hides none of the names."""
    c = make_canvas(size=(700, 700))
    _tree_with_long_names(c, cards_in_named=4)
    bounds = c.scene.layout.bounds()
    c.view.fit_rect(QRectF(bounds.x, bounds.y, bounds.w, bounds.h))
    QApplication.processEvents()
    frames_only = _names_on_screen(c)
    assert not frames_only["Shipping documents for the Melbourne lots"]
    c.view.fit_all()
    QApplication.processEvents()
    names = _names_on_screen(c)
    assert c.view.zoom() < LABEL_ZOOM
    assert set(names) == set(frames_only) and all(names.values()), names


def test_fit_all_shrinks_little_and_hides_no_name_to_show_another(make_canvas: Any) -> None:
    """In a narrow view the zoom showing a long name whole would make everything much smaller (more than
    FIT_NAMES_SHRINK) or hide other names (frames too narrow on screen, names covering each other): "Fit all" then
    fits the frames alone and lets that one name run past the edge."""
    c = make_canvas(size=(420, 700))
    _tree_with_long_names(c, cards_in_named=2)
    bounds = c.scene.layout.bounds()
    c.view.fit_rect(QRectF(bounds.x, bounds.y, bounds.w, bounds.h))
    QApplication.processEvents()
    zoom, frames_only = c.view.zoom(), _names_on_screen(c)
    assert not frames_only["Shipping documents for the Melbourne lots"]
    c.view.fit_all()
    QApplication.processEvents()
    assert c.view.zoom() == pytest.approx(zoom) and _names_on_screen(c) == frames_only


def test_the_view_follows_new_groups_until_the_person_moves_it(canvas: Harness) -> None:
    """Captures that arrive in new groups are brought into view (every layout fits all) until the person zooms,
    pans or clicks; from then on the view stays where they put it."""
    c = canvas

    def new_group(name: str, count: int) -> None:
        made = [c.tree.add_memory(SourceType.SNIPPET, text=f"{name} note {i}",
                                  provenance=Provenance("Firefox", f"{name} {i}", "")).id for i in range(count)]
        c.tree.group(made, name)
        c.settle()

    for k in range(6):  # enough groups that they cannot all fit at full size
        new_group(f"Arrived {k}", 6)
    shown = c.view.visible_scene_rect()
    for frame in c.scene.frames.values():
        if frame.isVisible():
            assert shown.contains(frame.sceneBoundingRect()), "a new group landed outside the view"
    c.view.setFocus()
    QTest.keyClick(c.view, Qt.Key.Key_Right)  # keyboard work on the canvas is the person's too
    assert not c.view._following
    c.view.set_zoom(1.0)  # the person zooms in: the view is theirs now
    where = c.view.visible_scene_rect()
    new_group("Arrived later", 6)
    assert c.view.zoom() == pytest.approx(1.0)
    assert c.view.visible_scene_rect() == where
