"""Screen-reader access to the canvas (issue 17).

QGraphicsItems are not accessible objects, so a screen reader would see the canvas as one blank
"Memory canvas". `CanvasAccessible` is the canvas view's accessible interface: a list whose
children are the groups and cards, in the same order Tab walks them (`canvas_nodes`), each a
`NodeAccessible` with a name (the card's title, "Group <name>"), a description (source, group,
memo), its on-screen rectangle and its selected/focused state. Qt's AT-SPI bridge (Linux), UIA
(Windows) and NSAccessibility (macOS) publish them like any list's items. When the keyboard moves
to another node the view sends a Focus event for that node's interface, which is what a screen
reader announces.

The interfaces are created by a factory Qt consults for every object it makes accessible
(`install()`, once per process: Qt keeps one factory list for the whole application).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem

from contexty_qt.core.model import NodeKind
from contexty_qt.ui.canvas.items import SOURCE_NAMES, CardItem, FrameItem

if TYPE_CHECKING:
    from contexty_qt.ui.canvas.scene import CanvasScene
    from contexty_qt.ui.canvas.view import CanvasView

log = logging.getLogger("contexty.ui.canvas.accessibility")

Node = tuple[NodeKind, int]
_installed: list[bool] = []  # Qt's factory list is process-wide; install ours once


def canvas_nodes(scene: CanvasScene) -> list[tuple[Node, QRectF]]:
    """Visible groups and cards in reading order: by top, then left; a group before its cards.
    Each with its place in the scene (a card far off screen has no item: its laid-out rect)."""
    nodes: list[tuple[Node, QRectF]] = []
    for frame in scene.frames.values():
        if frame.tree_group is not None and frame.isVisible():
            nodes.append(((NodeKind.GROUP, frame.tree_group.id), frame.sceneBoundingRect()))
    for memory_id in scene.layout.cards:
        rect = scene.node_rect(NodeKind.MEMORY, memory_id)
        if rect is not None:
            nodes.append(((NodeKind.MEMORY, memory_id), rect))

    def key(entry: tuple[Node, QRectF]) -> tuple[float, float, int]:
        rect = entry[1]
        return (round(rect.top()), round(rect.left()), 0 if entry[0][0] is NodeKind.GROUP else 1)

    return sorted(nodes, key=key)


def node_name(item: QGraphicsItem) -> str:
    if isinstance(item, CardItem):
        return item.memory.display_title() or "Untitled card"
    if isinstance(item, FrameItem) and item.tree_group is not None:
        return f"Group {item.tree_group.name or 'without a name'}"
    return ""


def node_description(scene: CanvasScene, item: QGraphicsItem) -> str:
    if isinstance(item, CardItem):
        memory = item.memory
        parts = [SOURCE_NAMES.get(memory.source, memory.source.value)]
        if memory.provenance.app:
            parts.append(f"from {memory.provenance.app}")
        group = scene.mirror.groups.get(memory.group_id) if memory.group_id is not None else None
        parts.append(f"in group {group.name}" if group is not None else "not in a group")
        if memory.tags:
            parts.append("tags " + ", ".join(memory.tags[:6]))
        if memory.memo.strip():
            parts.append(f"your memo: {memory.memo.strip()[:200]}")
        return "; ".join(parts)
    if isinstance(item, FrameItem) and item.tree_group is not None:
        state = ", collapsed" if item.collapsed else ""
        return f"{item.member_count} cards, {item.child_count} groups inside{state}"
    return ""


class NodeAccessible(QAccessibleInterface):
    """One group or card of the canvas, as a list item of the canvas view's interface."""

    def __init__(self, owner: CanvasAccessible, node: Node) -> None:
        super().__init__()
        self._owner = owner
        self.node = node

    def _item(self) -> QGraphicsItem | None:
        scene = self._owner.view.canvas_scene
        kind, node_id = self.node
        item: QGraphicsItem | None = scene.card(node_id) if kind is NodeKind.MEMORY else scene.frames.get(node_id)
        return item if item is not None and item.isVisible() else None

    def isValid(self) -> bool:
        return self._owner.alive and self._item() is not None

    def object(self) -> QObject | None:  # type: ignore[override]  # no QObject behind a node
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self._owner.window()

    def parent(self) -> QAccessibleInterface:
        return self._owner

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr
        return None

    def text(self, kind: QAccessible.Text) -> str:
        item = self._item()
        if item is None:
            return ""
        if kind == QAccessible.Text.Name:
            return node_name(item)
        if kind == QAccessible.Text.Description:
            return node_description(self._owner.view.canvas_scene, item)
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        return None

    def rect(self) -> QRect:
        item = self._item()
        if item is None or not self._owner.alive:
            return QRect()
        view = self._owner.view
        local = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        viewport = view.viewport()
        top_left = viewport.mapToGlobal(local.topLeft())
        return QRect(top_left, local.size()).intersected(QRect(viewport.mapToGlobal(viewport.rect().topLeft()),
                                                               viewport.size()))

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        item = self._item()
        if item is None:
            state.invisible = True
            return state
        view = self._owner.view
        state.focusable = True
        state.selectable = True
        state.multiSelectable = True
        state.selected = item.isSelected()
        state.focused = view.hasFocus() and view.focus_node == self.node
        state.offscreen = self.rect().isEmpty()
        if isinstance(item, FrameItem):
            state.expandable = True
            state.collapsed = item.collapsed
            state.expanded = not item.collapsed
        return state


class CanvasAccessible(QAccessibleWidget):
    """The canvas view: a list of its groups and cards (see the module docstring)."""

    def __init__(self, view: CanvasView) -> None:
        super().__init__(view, QAccessible.Role.List, view.accessibleName() or "Memory canvas")
        self.view = view
        self.alive = True
        self._nodes: dict[Node, NodeAccessible] = {}
        view.destroyed.connect(self._gone)

    def _gone(self) -> None:
        self.alive = False

    def _order(self) -> list[Node]:
        return [node for node, _item in canvas_nodes(self.view.canvas_scene)] if self.alive else []

    def node_interface(self, node: Node) -> NodeAccessible:
        iface = self._nodes.get(node)
        if iface is None:
            iface = self._nodes[node] = NodeAccessible(self, node)
            QAccessible.registerAccessibleInterface(iface)  # a stable id for the platform bridge
        return iface

    def childCount(self) -> int:
        return len(self._order())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr
        order = self._order()
        return self.node_interface(order[index]) if 0 <= index < len(order) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, NodeAccessible):
            order = self._order()
            return order.index(child.node) if child.node in order else -1
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr
        node = self.view.focus_node if self.alive else None
        return self.node_interface(node) if node is not None and node in self._order() else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes nullptr
        for node in self._order():
            iface = self.node_interface(node)
            if iface.rect().contains(x, y):
                return iface
        return None


def _factory(class_name: str, obj: QObject) -> QAccessibleInterface | None:
    from contexty_qt.ui.canvas.view import CanvasView

    if isinstance(obj, CanvasView):
        return CanvasAccessible(obj)
    return None


def install() -> None:
    """Teach Qt to build `CanvasAccessible` for canvas views (idempotent)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)


def announce_focus(view: CanvasView, node: Node) -> None:
    """Tell assistive technology that the keyboard is now on `node` (only when one is listening)."""
    if not QAccessible.isActive():
        return
    iface = QAccessible.queryAccessibleInterface(view)
    if isinstance(iface, CanvasAccessible):
        QAccessible.updateAccessibility(QAccessibleEvent(iface.node_interface(node), QAccessible.Event.Focus))
