"""Every canvas gesture with real mouse/keyboard events: the model changes, and undo restores it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMenu

from contexty_qt.core.model import NodeKind, Origin

if TYPE_CHECKING:
    from tests.ui.canvas_support import Harness

pytest_plugins = ["tests.ui.canvas_support"]
# the offscreen platform has no window manager: it cannot raise a popup or grab the keyboard for it
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise",
                                       "does not support grabbing the keyboard")


def test_drag_card_into_another_group_highlights_target_and_undoes(canvas: Harness) -> None:
    c = canvas
    c.show("grant", "trip")
    pinned_before = c.memory("m_aims").placed_by_user
    start, end = c.card_body("m_aims"), c.frame_body("trip")
    c.drag(start, end, release=False)
    assert c.frame("trip").drop_target, "the frame under the cursor is highlighted while dragging"
    assert not c.frame("grant").drop_target
    QTest.mouseRelease(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    c.settle()
    moved = c.memory("m_aims")
    assert moved.group_id == c.ids["trip"]
    assert moved.placed_by_user
    assert not c.frame("trip").drop_target
    assert c.tree.undo_stack.undo_text == "Move 1 memory to “Trip”"
    assert c.frame("trip").mapRectToScene(c.frame("trip").rect()).contains(c.card_rect("m_aims"))
    c.tree.undo()
    c.settle()
    assert c.memory("m_aims").group_id == c.ids["grant"]
    assert c.memory("m_aims").placed_by_user == pinned_before
    assert c.frame("grant").mapRectToScene(c.frame("grant").rect()).contains(c.card_rect("m_aims"))


def test_drag_selection_of_two_cards_is_one_undo_step(canvas: Harness) -> None:
    c = canvas
    c.show("grant", "trip")
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, c.card_body("m_budget"))
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                     c.card_body("m_aims"))
    assert c.selection.memory_ids == {c.ids["m_budget"], c.ids["m_aims"]}
    depth = len(c.tree.undo_stack)
    c.drag(c.card_body("m_aims"), c.frame_body("trip"))
    c.settle()
    assert {c.memory("m_budget").group_id, c.memory("m_aims").group_id} == {c.ids["trip"]}
    assert len(c.tree.undo_stack) == depth + 1
    c.tree.undo()
    c.settle()
    assert {c.memory("m_budget").group_id, c.memory("m_aims").group_id} == {c.ids["grant"]}


def test_drag_card_to_empty_canvas_unassigns_it(canvas: Harness) -> None:
    c = canvas
    c.show("trip")
    frame = c.frame("trip").mapRectToScene(c.frame("trip").rect())
    outside = c.vpos(QPointF(frame.right() + 400, frame.bottom() + 400))
    c.view.centerOn(QPointF(frame.right(), frame.bottom()))
    QApplication.processEvents()
    c.drag(c.card_body("m_flight"), c.vpos(QPointF(frame.right() + 150, frame.bottom() + 150)))
    c.settle()
    assert c.memory("m_flight").group_id is None
    assert outside is not None
    c.tree.undo()
    c.settle()
    assert c.memory("m_flight").group_id == c.ids["trip"]


def test_drag_card_within_its_frame_reorders_and_survives_a_restart(canvas: Harness, make_canvas: Any) -> None:
    c = canvas
    c.show("grant")
    budget, aims = c.card("m_budget"), c.card("m_aims")
    assert budget.pos().x() < aims.pos().x()  # capture order
    # drop the budget card just right of the aims card
    target = aims.mapToScene(QPointF(aims.card_rect().width() * 0.9, aims.card_rect().height() * 0.55))
    c.drag(c.card_body("m_budget"), c.vpos(target))
    c.settle()
    assert c.memory("m_budget").group_id == c.ids["grant"]
    assert c.tree.undo_stack.undo_text == "Arrange cards in “Grant proposal”"
    assert c.card("m_budget").pos().x() > c.card("m_aims").pos().x()
    positions = {n: c.card(n).pos() for n in ("m_budget", "m_aims", "m_review")}
    # a second canvas on the same store (the app restarted) draws the same arrangement
    again = make_canvas()
    for name, pos in positions.items():
        assert again.scene.cards[c.ids[name]].pos() == pos
    c.tree.undo()
    c.settle()
    assert c.card("m_budget").pos().x() < c.card("m_aims").pos().x()


def test_drag_group_into_another_group_nests_it(canvas: Harness) -> None:
    c = canvas
    c.show("grant", "trip")
    c.drag(c.header("trip"), c.frame_body("grant"), release=False)
    assert c.frame("grant").drop_target
    end = c.frame_body("grant")
    QTest.mouseRelease(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    c.settle()
    assert c.tree_group("trip").parent_id == c.ids["grant"]
    assert c.tree.undo_stack.undo_text == "Move group “Trip” to “Grant proposal”"
    grant = c.frame("grant").mapRectToScene(c.frame("grant").rect())
    assert grant.contains(c.frame("trip").mapRectToScene(c.frame("trip").rect()))
    c.tree.undo()
    c.settle()
    assert c.tree_group("trip").parent_id is None


def test_group_cannot_be_dropped_into_its_own_child(canvas: Harness) -> None:
    c = canvas
    c.show("grant")
    c.drag(c.header("grant"), c.frame_body("reviews"), release=False)
    assert not c.frame("reviews").drop_target  # its own descendant is never a target
    QTest.mouseRelease(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, c.frame_body("reviews"))
    c.settle()
    assert c.tree_group("grant").parent_id is None
    assert c.tree_group("reviews").parent_id == c.ids["grant"]


def test_drag_nested_group_out_to_top_level_stores_its_position(canvas: Harness, make_canvas: Any) -> None:
    c = canvas
    c.show("grant", "trip")
    grant = c.frame("grant").mapRectToScene(c.frame("grant").rect())
    trip = c.frame("trip").mapRectToScene(c.frame("trip").rect())
    spot = QPointF(max(grant.right(), trip.right()) + 300, grant.top() + 40)
    c.view.fit_rect(grant.united(trip).united(c.frame("grant").sceneBoundingRect().translated(900, 0)), 0.5)
    QApplication.processEvents()
    c.drag(c.header("reviews"), c.vpos(spot))
    c.settle()
    reviews = c.tree_group("reviews")
    assert reviews.parent_id is None
    assert reviews.pos_x is not None and reviews.pos_y is not None
    frame_pos = c.frame("reviews").pos()
    assert abs(frame_pos.x() - reviews.pos_x) < 1 and abs(frame_pos.y() - reviews.pos_y) < 1
    # the other top-level groups were pinned where they were, so nothing else jumped
    assert c.tree_group("grant").pos_x is not None
    again = make_canvas()
    assert again.scene.frames[c.ids["reviews"]].pos() == frame_pos
    c.tree.undo()
    c.settle()
    assert c.tree_group("reviews").parent_id == c.ids["grant"]
    assert c.tree_group("reviews").pos_x is None


def test_move_a_top_level_group_on_the_canvas(canvas: Harness) -> None:
    c = canvas
    c.show("trip")
    before = c.frame("trip").pos()
    start = c.header("trip")
    c.drag(start, start + QPoint(0, 260))
    c.settle()
    trip = c.tree_group("trip")
    assert trip.parent_id is None and trip.pos_y is not None
    assert c.frame("trip").pos().y() > before.y()
    assert c.tree.undo_stack.undo_text == "Move group “Trip”"
    c.tree.undo()
    c.settle()
    assert c.frame("trip").pos() == before


def test_rubber_band_and_ctrl_click_select(canvas: Harness) -> None:
    c = canvas
    c.show("trip")
    trip = c.frame("trip").mapRectToScene(c.frame("trip").rect())
    c.drag(c.vpos(trip.topLeft() - QPointF(30, 30)), c.vpos(trip.bottomRight() + QPointF(30, 30)),
           modifiers=Qt.KeyboardModifier.ShiftModifier)
    assert c.selection.memory_ids == {c.ids["m_flight"], c.ids["m_hotel"]}
    assert c.selection.group_ids == {c.ids["trip"]}
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                     c.card_body("m_hotel"))
    assert c.ids["m_hotel"] not in c.selection.memory_ids
    # a plain click on empty space clears it
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     c.vpos(trip.bottomRight() + QPointF(200, 200)))
    assert c.selection.is_empty()


def _run_menu(c: Harness, pos: QPoint, choose: str) -> list[str]:
    """Right-click (real press + context menu event) and pick an entry of the popup menu."""
    seen: list[str] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu), "no context menu open"
        seen.extend(a.text() for a in menu.actions() if a.text())
        action = next((a for a in menu.actions() if a.text().startswith(choose)), None)
        if action is None:
            menu.close()
            return
        menu.setActiveAction(action)
        QTest.keyClick(menu, Qt.Key.Key_Return)

    QTest.mousePress(c.viewport, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pos)
    QTimer.singleShot(50, pick)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, c.viewport.mapToGlobal(pos))
    QApplication.sendEvent(c.viewport, event)
    QTest.mouseRelease(c.viewport, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pos)
    return seen


def test_context_menu_create_group_then_rename_in_place(canvas: Harness) -> None:
    c = canvas
    c.show("grant", "trip")
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, c.card_body("m_aims"))
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                     c.card_body("m_flight"))
    entries = _run_menu(c, c.card_body("m_flight"), "Create Group")
    assert entries[:3] == ["Create Group from 2 cards", "Prompt with AI…", "Add to Chat"]
    assert "Archive" in entries and "Delete 2 cards" in entries
    c.settle()
    group = next(b for b in c.core.store.groups() if b.name == "New group")
    assert {c.memory("m_aims").group_id, c.memory("m_flight").group_id} == {group.id}
    # the new group's name is open for editing in place
    c.qtbot.waitUntil(lambda: c.view.findChild(QLineEdit, "canvasRenameEditor") is not None, timeout=3000)
    editor = c.view.findChild(QLineEdit, "canvasRenameEditor")
    QTest.keyClicks(editor, "Shared deadlines")
    QTest.keyClick(editor, Qt.Key.Key_Return)
    c.settle()
    assert c.core.store.get_group(group.id).name == "Shared deadlines"
    c.tree.undo()  # the rename
    c.tree.undo()  # the grouping
    c.settle()
    assert c.memory("m_aims").group_id == c.ids["grant"]
    assert c.memory("m_flight").group_id == c.ids["trip"]
    assert all(b.name != "New group" for b in c.core.store.groups())


def test_context_menu_archive_delete_and_add_to_chat(canvas: Harness) -> None:
    c = canvas
    c.show("trip")
    chat: list[tuple[list[int], list[int]]] = []
    c.panel.add_to_chat.connect(lambda m, b: chat.append((m, b)))
    _run_menu(c, c.card_body("m_hotel"), "Add to Chat")
    assert chat == [([c.ids["m_hotel"]], [])]
    _run_menu(c, c.card_body("m_hotel"), "Archive")
    c.settle()
    assert c.memory("m_hotel").archived
    assert not c.card("m_hotel").isVisible()
    c.tree.undo()
    c.settle()
    assert not c.memory("m_hotel").archived and c.card("m_hotel").isVisible()
    _run_menu(c, c.card_body("m_hotel"), "Delete")
    c.settle()
    assert c.ids["m_hotel"] not in c.scene.cards
    c.tree.undo()
    c.settle()
    assert c.card("m_hotel").isVisible()


def test_double_click_header_renames_in_place(canvas: Harness) -> None:
    c = canvas
    c.show("trip")
    QTest.mouseDClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, c.header("trip"))
    editor = c.view.findChild(QLineEdit, "canvasRenameEditor")
    assert editor is not None and editor.text() == "Trip"
    editor.selectAll()
    QTest.keyClicks(editor, "ICML trip")
    QTest.keyClick(editor, Qt.Key.Key_Return)
    c.settle()
    assert c.tree_group("trip").name == "ICML trip"
    assert c.tree.undo_stack.undo_text == "Rename “Trip” to “ICML trip”"
    c.tree.undo()
    c.settle()
    assert c.tree_group("trip").name == "Trip"
    # Escape cancels
    QTest.mouseDClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, c.header("trip"))
    editor = c.view.findChild(QLineEdit, "canvasRenameEditor")
    QTest.keyClicks(editor, "nope")
    QTest.keyClick(editor, Qt.Key.Key_Escape)
    c.settle()
    assert c.tree_group("trip").name == "Trip"


def test_alt_drag_links_two_cards_with_a_label(canvas: Harness) -> None:
    c = canvas
    c.show("grant", "trip")
    c.drag(c.card_body("m_budget"), c.card_body("m_flight"), modifiers=Qt.KeyboardModifier.AltModifier)
    editor = c.view.findChild(QLineEdit, "canvasLinkEditor")
    assert editor is not None
    QTest.keyClicks(editor, "same deadline")
    QTest.keyClick(editor, Qt.Key.Key_Return)
    c.settle()
    links = c.core.store.links()
    assert [(lk.src_kind, lk.src_id, lk.dst_kind, lk.dst_id, lk.label) for lk in links] == [
        (NodeKind.MEMORY, c.ids["m_budget"], NodeKind.MEMORY, c.ids["m_flight"], "same deadline")]
    item = c.scene.links[links[0].id]
    assert item.isVisible()
    c.tree.undo()
    c.settle()
    assert c.core.store.links() == [] and not c.scene.links


def test_link_two_selected_items_from_the_menu_and_remove_it(canvas: Harness) -> None:
    c = canvas
    c.show("grant", "trip")
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, c.card_body("m_aims"))
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, c.header("trip"))
    _run_menu(c, c.header("trip"), "Link these two")
    editor = c.view.findChild(QLineEdit, "canvasLinkEditor")
    assert editor is not None
    QTest.keyClick(editor, Qt.Key.Key_Return)  # no label
    c.settle()
    (link,) = c.core.store.links()
    assert (link.src_kind, link.dst_kind) == (NodeKind.MEMORY, NodeKind.GROUP)
    middle = c.vpos(c.scene.links[link.id].midpoint())
    _run_menu(c, middle, "Remove link")
    c.settle()
    assert c.core.store.links() == []


def test_collapse_and_expand_with_the_chevron(canvas: Harness) -> None:
    c = canvas
    c.show("grant")
    frame = c.frame("grant")
    chevron = c.vpos(frame.mapToScene(frame.collapse_rect().center()))
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, chevron)
    c.settle()
    assert c.tree_group("grant").collapsed
    assert not c.drawn("m_budget") and not c.frame("reviews").isVisible()
    assert c.tree.undo_stack.undo_text == "Collapse group “Grant proposal”"
    c.tree.undo()
    c.settle()
    assert c.card("m_budget").isVisible() and c.frame("reviews").isVisible()


def test_keyboard_navigation_group_and_delete(canvas: Harness) -> None:
    c = canvas
    c.show("grant")
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, c.card_body("m_budget"))
    QTest.keyClick(c.view, Qt.Key.Key_Right)
    assert c.selection.memory_ids == {c.ids["m_aims"]}
    QTest.keyClick(c.view, Qt.Key.Key_Left)
    assert c.selection.memory_ids == {c.ids["m_budget"]}
    QTest.keyClick(c.view, Qt.Key.Key_Down)
    assert c.selection.memory_ids == {c.ids["m_review"]}
    QTest.keyClick(c.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    c.settle()
    assert c.core.store.get_group(c.memory("m_review").group_id).name == "New group"
    editor = c.view.findChild(QLineEdit, "canvasRenameEditor")
    if editor is not None:
        QTest.keyClick(editor, Qt.Key.Key_Escape)
    c.tree.undo()
    c.settle()
    c.scene.select_nodes([c.ids["m_review"]])
    c.view.setFocus()
    QTest.keyClick(c.view, Qt.Key.Key_Delete)
    c.settle()
    assert c.ids["m_review"] not in c.scene.cards
    assert c.tree.undo_stack.undo_text == "Delete 1 memory"
    c.tree.undo()
    c.settle()
    assert c.ids["m_review"] in c.scene.cards


def test_edit_button_opens_editor_and_saves_one_command(canvas: Harness) -> None:
    c = canvas
    c.show("trip")
    card = c.card("m_flight")
    button = c.vpos(card.mapToScene(card.edit_button_rect().center()))
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, button)
    editor = c.panel._editors[c.ids["m_flight"]]
    editor.title.setText("Flights to Lisbon, June")
    editor.tags.setText("travel, flights")
    editor.context.setPlainText("Comparing fares for the conference.")
    editor.memo.setPlainText("Tuesday is cheapest")
    editor.tree_group.setCurrentIndex(editor.tree_group.findData(c.ids["grant"]))
    depth = len(c.tree.undo_stack)
    editor.buttons.button(editor.buttons.StandardButton.Save).click()
    c.settle()
    memory = c.memory("m_flight")
    assert (memory.title, memory.tags, memory.user_context, memory.memo, memory.group_id) == (
        "Flights to Lisbon, June", ["travel", "flights"], "Comparing fares for the conference.",
        "Tuesday is cheapest", c.ids["grant"])
    assert len(c.tree.undo_stack) == depth + 1
    c.tree.undo()
    c.settle()
    memory = c.memory("m_flight")
    assert (memory.title, memory.group_id) == ("Flights to Lisbon", c.ids["trip"])


def test_updated_badge_shows_previous_values_and_clears_when_looked_at(canvas: Harness) -> None:
    c = canvas
    c.tree.refine_memory(c.ids["m_hotel"], Origin.AI, tags=["travel", "hotel", "booking"],
                         user_context="Booking a hotel near the venue.")
    c.settle()
    card = c.card("m_hotel")
    assert card.memory.updated
    c.show("trip")
    badge = c.vpos(card.mapToScene(card.badge_rect().center()))
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, badge)
    editor = c.panel._editors[c.ids["m_hotel"]]
    assert editor.previous.isVisible()
    assert "Working on hotel near the venue." in editor.previous.text()
    editor.reject()
    c.settle()
    assert not c.memory("m_hotel").updated
    assert c.tree.undo_stack.undo_text == "Mark “Hotel near the venue” as seen"


def test_retry_button_requeues_a_failed_analysis(canvas: Harness) -> None:
    from contexty_qt.core.jobs import ANALYZE, JobQueue

    c = canvas
    queue = JobQueue(c.core.store, c.core.bus)
    job = queue.enqueue(ANALYZE, c.ids["m_hotel"])
    claimed = queue.claim([ANALYZE])
    assert claimed is not None and claimed.id == job.id
    queue.fail(claimed, "model server down", retryable=False)
    with c.core.store.transaction():
        c.core.store.update_row("memories", c.ids["m_hotel"], {"analysis_state": "failed",
                                                               "analysis_error": "model server down"})
    c.tree.edit_memory(c.ids["m_hotel"], title="Hotel near the venue")  # any event, to re-read the row
    c.settle()
    card = c.card("m_hotel")
    assert card.memory.analysis_state.value == "failed"
    c.show("trip")
    retry = c.vpos(card.mapToScene(card.retry_rect().center()))
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, retry)
    c.qtbot.waitUntil(lambda: queue.get(job.id).state.value == "pending", timeout=3000)
    c.settle()
    assert c.card("m_hotel").memory.analysis_state.value == "pending"
