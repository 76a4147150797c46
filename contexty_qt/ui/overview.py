"""The Overview tab (UI-1, Figure 3B): the group tree with its memories, as a QTreeView.

Drag-and-drop moves memories and whole groups with the same CanvasActions (hence the same
MemoryTree commands and undo text) as the canvas. The model is rebuilt from the shared TreeMirror;
expansion and selection survive a rebuild, and a rebuild waits while the user is dragging.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QItemSelection,
    QItemSelectionModel,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QLabel, QStackedWidget, QTreeView, QVBoxLayout, QWidget

from contexty_qt.core.model import Memory, SourceType
from contexty_qt.ui.canvas.actions import CanvasActions
from contexty_qt.ui.canvas.interactions import NODES_MIME, decode_nodes, encode_nodes
from contexty_qt.ui.canvas.mirror import MirrorDelta, TreeMirror
from contexty_qt.ui.selection import SelectionModel

log = logging.getLogger("contexty.ui.overview")

Index = QModelIndex | QPersistentModelIndex
KIND_ROLE = Qt.ItemDataRole.UserRole + 1  # "group" | "memory" | "unassigned"
ID_ROLE = Qt.ItemDataRole.UserRole + 2
UNASSIGNED_KEY = 1  # internal ids: 1 the Unassigned node, 2n+2 group n, 2n+3 memory n

# the Timeline's colours (UI-2): yellow snippet, green observation, blue chat
SOURCE_COLORS = {SourceType.SNIPPET: QColor("#E3B417"), SourceType.OBSERVATION: QColor("#43A047"),
                 SourceType.CHAT: QColor("#3C82D0")}


def group_key(group_id: int) -> int:
    return 2 * group_id + 2


def memory_key(memory_id: int) -> int:
    return 2 * memory_id + 3


@dataclass
class _Node:
    key: int
    kind: str
    id: int | None
    parent: int  # key of the parent node; 0 = root
    children: list[int] = field(default_factory=list)


def _dot(color: QColor) -> QIcon:
    pixmap = QPixmap(12, 12)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawEllipse(1, 1, 10, 10)
    painter.end()
    return QIcon(pixmap)


class OverviewModel(QAbstractItemModel):
    def __init__(self, mirror: TreeMirror, actions: CanvasActions, parent: Any = None) -> None:
        super().__init__(parent)
        self.mirror = mirror
        self.tree_actions = actions
        self._nodes: dict[int, _Node] = {0: _Node(0, "root", None, -1)}
        self._icons = {source: _dot(color) for source, color in SOURCE_COLORS.items()}

    # ---- building ----------------------------------------------------------------------------
    def rebuild(self) -> None:
        self.beginResetModel()
        self._nodes = build_nodes(self.mirror)
        self.endResetModel()

    # ---- structure ---------------------------------------------------------------------------
    def index_of(self, key: int) -> QModelIndex:
        node = self._nodes.get(key)
        if node is None or key == 0:
            return QModelIndex()
        siblings = self._nodes[node.parent].children
        return self.createIndex(siblings.index(key), 0, key)

    def node(self, index: Index) -> _Node:
        if not index.isValid():
            return self._nodes[0]
        return self._nodes[int(index.internalId())]

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        node = self.node(parent)
        if column != 0 or row < 0 or row >= len(node.children):
            return QModelIndex()
        return self.createIndex(row, 0, node.children[row])

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not index.isValid():
            return QModelIndex()
        node = self._nodes.get(int(index.internalId()))
        if node is None or node.parent == 0:
            return QModelIndex()
        return self.index_of(node.parent)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() and parent.column() != 0:
            return 0
        return len(self.node(parent).children)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 1

    def hasChildren(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return bool(self.node(parent).children)

    # ---- data --------------------------------------------------------------------------------
    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        node = self.node(index)
        if role == KIND_ROLE:
            return node.kind
        if role == ID_ROLE:
            return node.id
        if node.kind == "memory":
            memory = self.mirror.memories.get(node.id or 0)
            if memory is None:
                return None
            return self._memory_data(memory, role)
        if node.kind == "unassigned":
            if role == Qt.ItemDataRole.DisplayRole:
                return f"Unassigned ({len(node.children)})"
            if role == Qt.ItemDataRole.FontRole:
                font = QFont()
                font.setItalic(True)
                return font
            if role == Qt.ItemDataRole.ToolTipRole:
                return "Memories in no group. Drop items here to take them out of their group."
            return None
        group = self.mirror.groups.get(node.id or 0)
        if group is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            cards = sum(1 for k in node.children if self._nodes[k].kind == "memory")
            return f"{group.name} ({cards})" if cards else group.name
        if role == Qt.ItemDataRole.EditRole:
            return group.name
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return group.summary or group.name
        return None

    def _memory_data(self, memory: Memory, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return memory.display_title()
        if role == Qt.ItemDataRole.DecorationRole:
            return self._icons[memory.source]
        if role == Qt.ItemDataRole.ToolTipRole:
            parts = [memory.display_title()]
            if memory.memo:
                parts.append(f"Memo: {memory.memo}")
            if memory.tags:
                parts.append("Tags: " + ", ".join(memory.tags))
            if memory.hidden:
                parts.append("(hidden as a near-duplicate)")
            return "\n".join(parts)
        if role == Qt.ItemDataRole.FontRole and memory.hidden:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and memory.hidden:
            return QColor(128, 128, 128)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        kind = self.node(index).kind
        if kind == "memory":
            return base | Qt.ItemFlag.ItemIsDragEnabled
        if kind == "group":
            return base | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsDropEnabled | Qt.ItemFlag.ItemIsEditable
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsDropEnabled  # Unassigned: a target only

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        node = self.node(index)
        if role == Qt.ItemDataRole.EditRole and node.kind == "group" and node.id is not None:
            return self.tree_actions.rename(node.id, str(value))
        return False

    # ---- drag and drop -----------------------------------------------------------------------
    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [NODES_MIME]

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData:  # type: ignore[override]
        memories, groups = [], []
        for index in indexes:
            node = self.node(index)
            if node.kind == "memory" and node.id is not None:
                memories.append(node.id)
            elif node.kind == "group" and node.id is not None:
                groups.append(node.id)
        data = QMimeData()
        data.setData(NODES_MIME, encode_nodes(memories, groups))
        return data

    def drop_target(self, parent: Index) -> tuple[bool, int | None]:
        """(valid, group id or None) for a drop on `parent` (root/Unassigned: None)."""
        node = self.node(parent)
        if node.kind == "group":
            return True, node.id
        if node.kind in ("root", "unassigned"):
            return True, None
        # a drop onto a memory row means its group
        owner = self._nodes.get(node.parent)
        if owner is not None and owner.kind == "group":
            return True, owner.id
        return True, None

    def canDropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index) -> bool:
        if action != Qt.DropAction.MoveAction or not data.hasFormat(NODES_MIME):
            return False
        memories, groups = decode_nodes(bytes(data.data(NODES_MIME).data()))
        _ok, target = self.drop_target(parent)
        for group_id in groups:
            if target is not None and (target == group_id or target in self.mirror.descendants(group_id)):
                return False
        return bool(memories or groups)

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index) -> bool:
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        memories, groups = decode_nodes(bytes(data.data(NODES_MIME).data()))
        _ok, target = self.drop_target(parent)
        self.tree_actions.drop_nodes(memories, groups, target)
        # False: the view must not remove the source rows itself; the tree follows the model
        return False

    def removeRows(self, row: int, count: int, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return False  # rows change only through the model's change events


def build_nodes(mirror: TreeMirror) -> dict[int, _Node]:
    """Groups nested by parent_id, each followed by its memories (newest last); the
    Unassigned node holds memories in no group. Archived memories are left out."""
    nodes: dict[int, _Node] = {0: _Node(0, "root", None, -1)}
    groups = mirror.groups
    for group in groups.values():
        nodes[group_key(group.id)] = _Node(group_key(group.id), "group", group.id, 0)
    for group in sorted(groups.values(), key=lambda b: (b.name.lower(), b.id)):
        parent = group.parent_id if group.parent_id in groups else None
        # guard against cycles (never made by MemoryTree): such a group goes to the top
        seen, node = {group.id}, parent
        while node is not None:
            if node in seen:
                parent = None
                break
            seen.add(node)
            node = groups[node].parent_id if groups[node].parent_id in groups else None
        parent_key = group_key(parent) if parent is not None else 0
        nodes[group_key(group.id)].parent = parent_key
        nodes[parent_key].children.append(group_key(group.id))
    loose: list[int] = []
    for memory in sorted(mirror.memories.values(), key=lambda m: (m.captured_at, m.id)):
        if memory.archived:
            continue
        key = memory_key(memory.id)
        if memory.group_id is not None and memory.group_id in groups:
            parent_key = group_key(memory.group_id)
            nodes[key] = _Node(key, "memory", memory.id, parent_key)
            nodes[parent_key].children.append(key)
        else:
            loose.append(key)
            nodes[key] = _Node(key, "memory", memory.id, UNASSIGNED_KEY)
    if loose:
        nodes[UNASSIGNED_KEY] = _Node(UNASSIGNED_KEY, "unassigned", None, 0, loose)
        nodes[0].children.append(UNASSIGNED_KEY)
    return nodes


class _Tree(QTreeView):
    """A QTreeView that says when a drag it started has ended (dropped or not)."""

    def __init__(self, parent: QWidget, on_drag_end: Any) -> None:
        super().__init__(parent)
        self._on_drag_end = on_drag_end

    def startDrag(self, supported: Qt.DropAction) -> None:
        try:
            super().startDrag(supported)
        finally:
            self._on_drag_end()


class OverviewView(QWidget):
    """The Overview tab: the tree, its empty state, and the selection kept in step with the others."""

    def __init__(self, mirror: TreeMirror, actions: CanvasActions, selection: SelectionModel,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overviewPanel")
        self.mirror, self.tree_actions, self.selection = mirror, actions, selection
        self.model = OverviewModel(mirror, actions, self)
        self.tree = _Tree(self, self.dropped)
        self.tree.setObjectName("overviewTree")
        self.tree.setAccessibleName("Memory tree")
        self.tree.setModel(self.model)
        self.tree.setHeaderHidden(True)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.tree.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.tree.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.tree.setDragEnabled(True)
        self.tree.setAcceptDrops(True)
        self.tree.setDropIndicatorShown(True)
        self.tree.setDragDropOverwriteMode(True)  # drop *onto* a group, not between rows
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.EditKeyPressed
                                  | QAbstractItemView.EditTrigger.SelectedClicked)
        self.tree.setFrameShape(QTreeView.Shape.NoFrame)
        self.tree.setAnimated(False)
        self.message = QLabel("No memories yet.\n\nGroups and their cards appear here as a tree.", self)
        self.message.setObjectName("overviewMessage")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        self.message.setMargin(16)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.message)
        self.stack.addWidget(self.tree)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        self._collapsed: set[int] = set()  # group ids the user folded (new groups start expanded)
        self._applying = False
        self._deferred = False
        self.tree.collapsed.connect(lambda i: self._remember(i, True))
        self.tree.expanded.connect(lambda i: self._remember(i, False))
        self.tree.selectionModel().selectionChanged.connect(self._to_shared)
        self.tree.doubleClicked.connect(self._double_clicked)
        selection.changed.connect(self._from_shared)
        mirror.applied.connect(self._on_applied)
        if mirror.loaded_once:
            self.rebuild()

    def _remember(self, index: QModelIndex, collapsed: bool) -> None:
        if self._applying:
            return
        node = self.model.node(index)
        if node.kind == "group" and node.id is not None:
            (self._collapsed.add if collapsed else self._collapsed.discard)(node.id)

    def _on_applied(self, _delta: MirrorDelta) -> None:
        if self.tree.state() == QAbstractItemView.State.DraggingState:
            self._deferred = True  # rebuilding would abort the user's drag; do it after the drop
            return
        self.rebuild()

    def rebuild(self) -> None:
        self._deferred = False
        self._applying = True
        try:
            self.model.rebuild()
            self._expand(QModelIndex())
            self._select(self.selection.memory_ids, self.selection.group_ids, scroll=False)
        finally:
            self._applying = False
        self.stack.setCurrentWidget(self.tree if self.mirror.memories or self.mirror.groups else self.message)

    def _expand(self, parent: QModelIndex) -> None:
        for row in range(self.model.rowCount(parent)):
            index = self.model.index(row, 0, parent)
            node = self.model.node(index)
            if node.kind == "memory":
                continue
            if node.kind == "group" and node.id in self._collapsed:
                continue
            self.tree.setExpanded(index, True)
            self._expand(index)

    def dropped(self) -> None:
        if self._deferred:
            self.rebuild()

    # ---- selection -----------------------------------------------------------------------
    def selected_ids(self) -> tuple[list[int], list[int]]:
        memories, groups = [], []
        for index in self.tree.selectionModel().selectedIndexes():
            node = self.model.node(index)
            if node.kind == "memory" and node.id is not None:
                memories.append(node.id)
            elif node.kind == "group" and node.id is not None:
                groups.append(node.id)
        return sorted(memories), sorted(groups)

    def _to_shared(self, *_args: object) -> None:
        if self._applying:
            return
        memories, groups = self.selected_ids()
        self.selection.set(memories, groups, self)

    def _from_shared(self, source: object) -> None:
        if source is self:
            return
        self._applying = True
        try:
            self._select(self.selection.memory_ids, self.selection.group_ids, scroll=True)
        finally:
            self._applying = False

    def _select(self, memory_ids: frozenset[int], group_ids: frozenset[int], scroll: bool) -> None:
        chosen = QItemSelection()
        first: QModelIndex | None = None
        keys = [memory_key(i) for i in memory_ids] + [group_key(i) for i in group_ids]
        for key in keys:
            index = self.model.index_of(key)
            if index.isValid():
                chosen.select(index, index)
                if first is None:
                    first = index
                parent = index.parent()
                while parent.isValid():  # reveal it
                    self.tree.setExpanded(parent, True)
                    parent = parent.parent()
        self.tree.selectionModel().select(chosen, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        if scroll and first is not None:
            self.tree.scrollTo(first)

    def _double_clicked(self, index: QModelIndex) -> None:
        node = self.model.node(index)
        if node.kind == "memory" and node.id is not None:
            self.tree_actions.edit_requested.emit(node.id)
