"""The canvas by keyboard and for screen readers (issue 17): Tab walks groups and cards in reading
order and then leaves the canvas, Enter edits a card or renames a group, Delete deletes, the Menu
key opens the focused node's menu beside it, a focus ring is drawn; the view's accessible interface
lists every group and card with a name, a description and its focused/selected state."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QContextMenuEvent, QImage
from PySide6.QtTest import QTest

from contexty_qt.core.model import NodeKind
from contexty_qt.ui.canvas.accessibility import CanvasAccessible, canvas_nodes

if TYPE_CHECKING:
    from tests.ui.canvas_support import Harness

pytest_plugins = ["tests.ui.canvas_support"]
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")


def tab_through(c: Harness) -> list[tuple[NodeKind, int]]:
    c.view.setFocus(Qt.FocusReason.TabFocusReason)
    seen = []
    for _ in range(30):
        QTest.keyClick(c.view, Qt.Key.Key_Tab)
        if not c.view.hasFocus():
            break
        seen.append(c.view.focus_node)
    return seen


def test_tab_walks_every_group_and_card_then_leaves(canvas: Harness) -> None:
    c = canvas
    c.panel.window().activateWindow()
    expected = [node for node, _ in canvas_nodes(c.scene)]
    kinds = {kind for kind, _ in expected}
    assert kinds == {NodeKind.GROUP, NodeKind.MEMORY} and len(expected) == 6 + 3
    seen = tab_through(c)
    assert seen == expected  # every node once, in reading order, then focus moved on
    assert not c.view.hasFocus()
    # the first node is a group, before its own cards
    assert expected[0] == (NodeKind.GROUP, c.ids["grant"])
    c.view.setFocus(Qt.FocusReason.TabFocusReason)
    c.view.focus_on(expected[-1])
    QTest.keyClick(c.view, Qt.Key.Key_Backtab)
    assert c.view.focus_node == expected[-2]


def test_enter_edits_a_card_and_renames_a_group_delete_deletes(canvas: Harness, qtbot: Any) -> None:
    c = canvas
    c.view.setFocus()
    c.view.focus_on((NodeKind.MEMORY, c.ids["m_aims"]))
    with qtbot.waitSignal(c.panel.tree_actions.edit_requested) as asked:
        QTest.keyClick(c.view, Qt.Key.Key_Return)
    assert asked.args == [c.ids["m_aims"]]
    c.view.focus_on((NodeKind.GROUP, c.ids["trip"]))
    QTest.keyClick(c.view, Qt.Key.Key_Return)
    editor = c.view._editor  # the inline rename field
    assert editor is not None and editor.text() == "Trip"
    QTest.keyClick(editor, Qt.Key.Key_Escape)
    c.view.setFocus()
    c.view.focus_on((NodeKind.MEMORY, c.ids["u_torch"]))
    QTest.keyClick(c.view, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: c.ids["u_torch"] not in {m.id for m in c.core.store.memories()}, timeout=5000)


def test_menu_key_opens_the_focused_cards_menu_beside_it(canvas: Harness) -> None:
    c = canvas
    c.view.setFocus()
    c.view.focus_on((NodeKind.MEMORY, c.ids["m_flight"]))
    event = QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, QPoint(5, 5), c.view.mapToGlobal(QPoint(5, 5)))
    pos, global_pos = c.view.context_menu_position(event)
    card = c.scene.cards[c.ids["m_flight"]].sceneBoundingRect()
    assert card.contains(pos)
    assert c.view.mapFromScene(card).boundingRect().contains(c.view.viewport().mapFromGlobal(global_pos))
    menu = c.view.build_context_menu(pos)
    assert menu is not None and "Edit card…" in [a.text() for a in menu.actions()]
    menu.deleteLater()
    mouse = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, QPoint(5, 5), c.view.mapToGlobal(QPoint(5, 5)))
    assert c.view.context_menu_position(mouse)[1] == c.view.mapToGlobal(QPoint(5, 5))  # the mouse: where clicked


def test_the_focused_node_has_a_visible_ring(canvas: Harness) -> None:
    c = canvas
    c.view.setFocus()
    c.view.focus_on((NodeKind.MEMORY, c.ids["m_budget"]))
    card = c.view.mapFromScene(c.scene.cards[c.ids["m_budget"]].sceneBoundingRect()).boundingRect()
    image: QImage = c.view.viewport().grab().toImage()
    highlight = c.view.palette().highlight().color()
    ring = [image.pixelColor(x, card.top() - 4) for x in range(card.left(), card.right(), 2)]
    assert sum(1 for px in ring if abs(px.hue() - highlight.hue()) < 12 and px.saturation() > 80) > 5


def test_screen_readers_get_every_group_and_card(canvas: Harness) -> None:
    c = canvas
    c.view.setFocus()
    iface = QAccessible.queryAccessibleInterface(c.view)
    assert isinstance(iface, CanvasAccessible)
    assert iface.role() == QAccessible.Role.List and iface.text(QAccessible.Text.Name) == "Memory canvas"
    names = [iface.child(i).text(QAccessible.Text.Name) for i in range(iface.childCount())]
    assert iface.childCount() == 9
    assert "Group Grant proposal" in names and "Budget justification" in names and all(names)
    c.view.focus_on((NodeKind.MEMORY, c.ids["m_budget"]))
    focused = iface.focusChild()
    assert focused is not None and focused.text(QAccessible.Text.Name) == "Budget justification"
    assert focused.state().focused and focused.state().selected
    description = focused.text(QAccessible.Text.Description)
    assert "in group Grant proposal" in description and "funding looks thin" in description
    assert focused.role() == QAccessible.Role.ListItem and not focused.rect().isEmpty()
    assert iface.indexOfChild(focused) == names.index("Budget justification")
