"""The Overview tab: the group tree, drag-and-drop with the canvas's commands, selection sync."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QMimeData, QModelIndex, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from contexty_qt.ui.canvas.interactions import NODES_MIME, encode_nodes
from contexty_qt.ui.overview import ID_ROLE, KIND_ROLE, OverviewView, group_key, memory_key
from contexty_qt.ui.selection import TimelineSelectionAdapter
from contexty_qt.ui.timeline import TimelineView

if TYPE_CHECKING:
    from tests.ui.canvas_support import Harness

pytest_plugins = ["tests.ui.canvas_support"]
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def overview(qtbot: Any, canvas: Harness) -> Iterator[OverviewView]:
    view = OverviewView(canvas.panel.mirror, canvas.panel.tree_actions, canvas.selection)
    qtbot.addWidget(view)
    view.resize(320, 600)
    view.show()
    yield view


def drag_over(widget: Any, pos: QPoint, data: QMimeData) -> None:
    """What Qt sends while a drag from another widget enters and moves over `widget`."""
    with warnings.catch_warnings():  # PySide6 offers only the QPoint constructors, marked deprecated
        warnings.simplefilter("ignore", DeprecationWarning)
        for cls in (QDragEnterEvent, QDragMoveEvent):
            QApplication.sendEvent(widget, cls(pos, Qt.DropAction.MoveAction, data, Qt.MouseButton.LeftButton,
                                               Qt.KeyboardModifier.NoModifier))


def drop(widget: Any, pos: QPoint, data: QMimeData) -> None:
    QApplication.sendEvent(widget, QDropEvent(QPointF(pos), Qt.DropAction.MoveAction, data, Qt.MouseButton.LeftButton,
                                              Qt.KeyboardModifier.NoModifier))


def rows(view: OverviewView, parent: QModelIndex | None = None, depth: int = 0) -> list[str]:
    model = view.model
    parent = parent or QModelIndex()
    out = []
    for row in range(model.rowCount(parent)):
        index = model.index(row, 0, parent)
        out.append("  " * depth + str(index.data()))
        out += rows(view, index, depth + 1)
    return out


def index_of(view: OverviewView, kind: str, node_id: int) -> QModelIndex:
    key = group_key(node_id) if kind == "group" else memory_key(node_id)
    return view.model.index_of(key)


def test_tree_shows_groups_nested_with_their_memories(canvas: Harness, overview: OverviewView) -> None:
    assert rows(overview) == [
        "Grant proposal (2)",
        "  Reviews (1)",
        "    Reviewer comments",
        "  Budget justification",
        "  Specific aims draft",
        "Trip (2)",
        "  Flights to Lisbon",
        "  Hotel near the venue",
        "Unassigned (1)",
        "  DataLoader workers",
    ]
    index = index_of(overview, "memory", canvas.ids["m_budget"])
    assert index.data(KIND_ROLE) == "memory" and index.data(ID_ROLE) == canvas.ids["m_budget"]
    assert "funding looks thin" in index.data(Qt.ItemDataRole.ToolTipRole)


def test_drop_memory_on_a_group_moves_it_with_one_undo_step(canvas: Harness, overview: OverviewView) -> None:
    c = canvas
    model = overview.model
    data = model.mimeData([index_of(overview, "memory", c.ids["m_budget"])])
    target = index_of(overview, "group", c.ids["trip"])
    assert model.canDropMimeData(data, Qt.DropAction.MoveAction, -1, 0, target)
    model.dropMimeData(data, Qt.DropAction.MoveAction, -1, 0, target)
    c.settle()
    assert c.memory("m_budget").group_id == c.ids["trip"]
    assert c.tree.undo_stack.undo_text == "Move 1 item to “Trip”"
    assert "  Budget justification" in rows(overview)[rows(overview).index("Trip (3)"):]
    # the canvas follows the same model change
    trip = c.frame("trip").mapRectToScene(c.frame("trip").rect())
    assert trip.contains(c.card_rect("m_budget"))
    c.tree.undo()
    c.settle()
    assert c.memory("m_budget").group_id == c.ids["grant"]


def test_drop_group_nests_it_and_unassigned_or_root_takes_it_out(canvas: Harness, overview: OverviewView) -> None:
    c = canvas
    model = overview.model
    data = model.mimeData([index_of(overview, "group", c.ids["trip"])])
    model.dropMimeData(data, Qt.DropAction.MoveAction, -1, 0, index_of(overview, "group", c.ids["grant"]))
    c.settle()
    assert c.tree_group("trip").parent_id == c.ids["grant"]
    data = model.mimeData([index_of(overview, "group", c.ids["reviews"]),
                           index_of(overview, "memory", c.ids["m_aims"])])
    model.dropMimeData(data, Qt.DropAction.MoveAction, -1, 0, QModelIndex())  # onto empty space: top level
    c.settle()
    assert c.tree_group("reviews").parent_id is None and c.memory("m_aims").group_id is None
    c.tree.undo()
    c.tree.undo()
    c.settle()
    assert c.tree_group("trip").parent_id is None
    assert c.tree_group("reviews").parent_id == c.ids["grant"] and c.memory("m_aims").group_id == c.ids["grant"]


def test_a_group_cannot_be_dropped_into_itself(canvas: Harness, overview: OverviewView) -> None:
    c = canvas
    model = overview.model
    data = model.mimeData([index_of(overview, "group", c.ids["grant"])])
    assert not model.canDropMimeData(data, Qt.DropAction.MoveAction, -1, 0,
                                     index_of(overview, "group", c.ids["reviews"]))
    assert not model.dropMimeData(data, Qt.DropAction.MoveAction, -1, 0, index_of(overview, "group", c.ids["grant"]))
    c.settle()
    assert c.tree_group("grant").parent_id is None


def test_real_drop_event_on_the_tree_viewport(canvas: Harness, overview: OverviewView) -> None:
    c = canvas
    tree = overview.tree
    target = index_of(overview, "group", c.ids["trip"])
    pos = tree.visualRect(target).center()
    data = QMimeData()
    data.setData(NODES_MIME, encode_nodes([c.ids["u_torch"]], []))
    drag_over(tree.viewport(), pos, data)
    drop(tree.viewport(), pos, data)
    c.settle()
    assert c.memory("u_torch").group_id == c.ids["trip"]


def test_drop_from_the_overview_onto_a_canvas_frame(canvas: Harness) -> None:
    c = canvas
    c.show("grant", "trip")
    data = QMimeData()
    data.setData(NODES_MIME, encode_nodes([c.ids["u_torch"]], [c.ids["reviews"]]))
    pos = c.frame_body("trip")
    drag_over(c.viewport, pos, data)
    assert c.frame("trip").drop_target
    drop(c.viewport, pos, data)
    c.settle()
    assert c.memory("u_torch").group_id == c.ids["trip"] and c.tree_group("reviews").parent_id == c.ids["trip"]


def test_rename_a_group_in_the_tree(canvas: Harness, overview: OverviewView) -> None:
    c = canvas
    index = index_of(overview, "group", c.ids["trip"])
    assert overview.model.setData(index, "ICML travel")
    c.settle()
    assert c.tree_group("trip").name == "ICML travel"


def test_selection_syncs_between_timeline_overview_and_canvas(canvas: Harness, overview: OverviewView,
                                                              runner: Any, qtbot: Any) -> None:
    c = canvas
    timeline = TimelineView(c.core.store, runner)
    qtbot.addWidget(timeline)
    timeline.show()
    with qtbot.waitSignal(timeline.loaded, timeout=5000):
        timeline.reload()
    TimelineSelectionAdapter(c.selection, timeline, timeline)
    # 1. a click on the canvas selects in the overview and the timeline
    c.show("trip")
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, c.card_body("m_hotel"))
    assert overview.selected_ids() == ([c.ids["m_hotel"]], [])
    assert timeline.selected_ids() == [c.ids["m_hotel"]]
    # 2. a click in the overview selects on the canvas and in the timeline
    rect = overview.tree.visualRect(index_of(overview, "memory", c.ids["m_aims"]))
    QTest.mouseClick(overview.tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     rect.center())
    assert c.scene.selected_ids() == ([c.ids["m_aims"]], [])
    assert timeline.selected_ids() == [c.ids["m_aims"]]
    # 3. a click in the timeline selects on the canvas and in the overview, and reveals the card
    c.view.set_zoom(1.0)
    c.view.centerOn(-4000, -4000)
    row = timeline.model.row_of(c.ids["u_torch"])
    rect = timeline.list.visualRect(timeline.model.index(row))
    QTest.mouseClick(timeline.list.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     rect.center())
    assert c.scene.selected_ids() == ([c.ids["u_torch"]], [])
    assert overview.selected_ids() == ([c.ids["u_torch"]], [])
    assert c.view.visible_scene_rect().intersects(c.card_rect("u_torch"))
    # 4. a group selected in the overview is selected on the canvas
    rect = overview.tree.visualRect(index_of(overview, "group", c.ids["trip"]))
    QTest.mouseClick(overview.tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     rect.center())
    assert c.scene.selected_ids() == ([], [c.ids["trip"]])
    assert timeline.selected_ids() == []
    timeline.close_view()


def test_rebuild_keeps_folded_groups_folded(canvas: Harness, overview: OverviewView) -> None:
    c = canvas
    grant = index_of(overview, "group", c.ids["grant"])
    overview.tree.collapse(grant)
    c.tree.rename_group(c.ids["trip"], "Travel")
    c.settle()
    assert not overview.tree.isExpanded(index_of(overview, "group", c.ids["grant"]))
    assert overview.tree.isExpanded(index_of(overview, "group", c.ids["trip"]))


def test_empty_workspace_message(make_canvas: Any, qtbot: Any) -> None:
    c = make_canvas(populate=False)
    view = OverviewView(c.panel.mirror, c.panel.tree_actions, c.selection)
    qtbot.addWidget(view)
    assert view.stack.currentWidget() is view.message
