"""The tag manager (Memory > Tags and Ontology…, issue 17): every tag with its count, rename / merge /
delete across memories, and the tag ontology (CAIM-2: category > subcategory > attribute) shown and
edited. Each edit is one undoable step (core/tags.py); the analyzer reads the edited ontology at the
next capture. Reads and edits run on the TaskRunner; the dialog follows change events.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.core.errors import ContextyError
from contexty_qt.core.events import ChangeEvent, Entity
from contexty_qt.core.ontology import LEVELS, MAX_DEPTH, TagNode
from contexty_qt.core.tags import TagCount, TagManager
from contexty_qt.ui.bridge import TaskRunner

log = logging.getLogger("contexty.ui.tags")

RELOAD_MS = 150  # change events in a burst: one reload
NAME_ROLE = Qt.ItemDataRole.UserRole


class TagManagerDialog(QDialog):
    changed = Signal(str)  # what an edit did ("Merged …"), for the status bar
    loaded = Signal()

    def __init__(self, manager: TagManager, runner: TaskRunner, parent: QWidget | None = None, *,
                 ask_text: Callable[[str, str, str], str | None] | None = None,
                 ask_item: Callable[[str, str, list[str]], str | None] | None = None,
                 confirm: Callable[[str, str], bool] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tagManager")
        self.setWindowTitle("Tags and Ontology")
        self.manager, self.runner = manager, runner
        self._ask_text = ask_text or self._input_text
        self._ask_item = ask_item or self._input_item
        self._confirm = confirm or self._question
        self._busy = False
        self._closed = False
        self.counts: list[TagCount] = []
        self.nodes: list[TagNode] = []
        self._reload_timer = QTimer(self)
        self._reload_timer.setSingleShot(True)
        self._reload_timer.setInterval(RELOAD_MS)
        self._reload_timer.timeout.connect(self.reload)

        layout = QVBoxLayout(self)
        intro = QLabel("Tags on your cards, and the ontology the AI picks them from (category › subcategory › "
                       "attribute). Every change here can be undone with Ctrl+Z.", self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        layout.addWidget(splitter, 1)

        # ---- tags with counts --------------------------------------------------------------------
        left = QWidget(splitter)
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        self.filter = QLineEdit(left)
        self.filter.setObjectName("tagFilter")
        self.filter.setPlaceholderText("Filter tags")
        self.filter.setAccessibleName("Filter tags")
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._apply_filter)
        self.filter.returnPressed.connect(self._pick_first)  # Enter: the first match, ready to rename or merge
        column.addWidget(self.filter)
        self.tags = QTreeWidget(left)
        self.tags.setObjectName("tagList")
        self.tags.setAccessibleName("Tags")
        self.tags.setRootIsDecorated(False)
        self.tags.setHeaderLabels(["Tag", "Cards", "In the ontology"])
        self.tags.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.tags.setSortingEnabled(True)
        header = self.tags.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.tags.setColumnWidth(0, self.fontMetrics().horizontalAdvance("notebook-pc-xxx"))
        self.tags.itemSelectionChanged.connect(self._update_buttons)
        column.addWidget(self.tags, 1)
        row = QHBoxLayout()
        self.rename_button = self._button("&Rename…", "renameTag", self.ask_rename, row)
        self.merge_button = self._button("&Merge…", "mergeTags", self.ask_merge, row)
        self.delete_button = self._button("&Delete", "deleteTag", self.ask_delete, row)
        row.addStretch(1)
        column.addLayout(row)

        # ---- the ontology ------------------------------------------------------------------------
        right = QWidget(splitter)
        column = QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        title = QLabel("Ontology", right)
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        column.addWidget(title)
        self.tree = QTreeWidget(right)
        self.tree.setObjectName("ontologyTree")
        self.tree.setAccessibleName("Tag ontology")
        self.tree.setHeaderLabels(["Tag", "Level", "Keywords the analyzer matches"])
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.itemSelectionChanged.connect(self._update_buttons)
        self.tree.itemDoubleClicked.connect(lambda *_: self.ask_keywords())
        column.addWidget(self.tree, 1)
        row = QHBoxLayout()
        self.add_button = self._button("&Add…", "addNode", self.ask_add, row)
        self.keywords_button = self._button("&Keywords…", "editKeywords", self.ask_keywords, row)
        self.move_button = self._button("M&ove…", "moveNode", self.ask_move, row)
        self.remove_button = self._button("Remove from ontolog&y", "removeNode", self.ask_remove, row)
        row.addStretch(1)
        column.addLayout(row)
        splitter.setSizes([470, 480])

        self.status = QLabel(self)
        self.status.setObjectName("tagManagerStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setAutoDefault(False)
        layout.addWidget(buttons)
        delete = QAction(self)
        delete.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        delete.triggered.connect(self.ask_delete)
        self.tags.addAction(delete)
        rename = QAction(self)
        rename.setShortcut(QKeySequence(Qt.Key.Key_F2))
        rename.triggered.connect(self.ask_rename)
        self.tags.addAction(rename)
        merge = QAction(self)
        merge.setShortcut(QKeySequence("Ctrl+M"))
        merge.triggered.connect(self.ask_merge)
        self.tags.addAction(merge)
        self.resize(940, 600)
        self._update_buttons()
        self.filter.setFocus()

    def _button(self, text: str, name: str, slot: Callable[[], Any], row: QHBoxLayout) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAutoDefault(False)  # Enter in the filter picks a tag; it must not press a button too
        button.clicked.connect(lambda: slot())
        row.addWidget(button)
        return button

    # ---- loading -----------------------------------------------------------------------------------
    def reload(self) -> None:
        manager = self.manager
        self.runner.submit(lambda: (manager.counts(), manager.ontology.nodes()), self._show,
                           lambda exc: self._say(f"Could not read the tags: {exc}"))

    def on_changes(self, events: list[ChangeEvent]) -> None:
        if any(e.entity is Entity.TAG or (e.entity is Entity.MEMORY and (not e.fields or "tags" in e.fields))
               for e in events):
            self._reload_timer.start()

    def _show(self, result: tuple[list[TagCount], list[TagNode]]) -> None:
        if self._closed:
            return
        self.counts, self.nodes = result
        selected = set(self.selected_tags())
        self.tags.setSortingEnabled(False)
        self.tags.clear()
        paths = self._paths()
        for count in self.counts:
            item = QTreeWidgetItem([count.name, "", " › ".join(paths.get(count.name, [])) or "—"])
            item.setData(0, NAME_ROLE, count.name)
            item.setData(1, Qt.ItemDataRole.DisplayRole, count.count)
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.tags.addTopLevelItem(item)
            item.setSelected(count.name in selected)
        self.tags.setSortingEnabled(True)
        self.tags.sortItems(1, Qt.SortOrder.DescendingOrder)
        self._fill_tree()
        self._apply_filter(self.filter.text())
        self._update_buttons()
        self.loaded.emit()

    def _paths(self) -> dict[str, list[str]]:
        by_id = {n.id: n for n in self.nodes}
        paths: dict[str, list[str]] = {}
        for node in self.nodes:
            chain: list[str] = []
            cursor: TagNode | None = node
            while cursor is not None and len(chain) <= MAX_DEPTH:
                chain.insert(0, cursor.name)
                cursor = by_id.get(cursor.parent_id) if cursor.parent_id is not None else None
            paths[node.name] = chain
        return paths

    def _fill_tree(self) -> None:
        selected = self.selected_node()
        expanded = {str(item.data(0, NAME_ROLE)) for item in self._items(self.tree) if item.isExpanded()}
        self.tree.clear()
        items: dict[int, QTreeWidgetItem] = {}
        pending = list(self.nodes)
        while pending:  # parents before children (ids are not always in that order after moves)
            rest = []
            for node in pending:
                parent = items.get(node.parent_id) if node.parent_id is not None else None
                if node.parent_id is not None and parent is None and any(n.id == node.parent_id for n in pending):
                    rest.append(node)
                    continue
                item = QTreeWidgetItem([node.name, node.level, ", ".join(node.keywords)])
                item.setData(0, NAME_ROLE, node.name)
                item.setToolTip(2, ", ".join(node.keywords))
                if parent is not None:
                    parent.addChild(item)
                else:
                    self.tree.addTopLevelItem(item)
                items[node.id] = item
                item.setExpanded(node.name in expanded)
                if node.name == selected:
                    item.setSelected(True)
            if len(rest) == len(pending):
                break
            pending = rest

    def _pick_first(self) -> None:
        shown = [item for item in self._items(self.tags) if not item.isHidden()]
        if shown:
            self.tags.clearSelection()
            self.tags.setCurrentItem(shown[0])
            shown[0].setSelected(True)
            self.tags.setFocus()

    def _apply_filter(self, text: str) -> None:
        wanted = text.strip().lower()
        for item in self._items(self.tags):
            item.setHidden(bool(wanted) and wanted not in item.text(0))

    # ---- selection ---------------------------------------------------------------------------------
    @staticmethod
    def _items(widget: QTreeWidget) -> list[QTreeWidgetItem]:
        found = (widget.topLevelItem(i) for i in range(widget.topLevelItemCount()))
        return [item for item in found if item is not None]

    def selected_tags(self) -> list[str]:
        return [str(i.data(0, NAME_ROLE)) for i in self.tags.selectedItems()]

    def selected_node(self) -> str | None:
        items = self.tree.selectedItems()
        return str(items[0].data(0, NAME_ROLE)) if items else None

    def select_tags(self, names: list[str]) -> None:
        for item in self._items(self.tags):
            item.setSelected(item.text(0) in names)

    def select_node(self, name: str) -> None:
        for item in self.tree.findItems(name, Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive, 0):
            self.tree.setCurrentItem(item)
            return

    def _update_buttons(self) -> None:
        tags, node = self.selected_tags(), self.selected_node()
        idle = not self._busy
        self.rename_button.setEnabled(idle and len(tags) == 1)
        self.merge_button.setEnabled(idle and len(tags) >= 1)
        self.delete_button.setEnabled(idle and len(tags) >= 1)
        self.add_button.setEnabled(idle)
        for button in (self.keywords_button, self.move_button, self.remove_button):
            button.setEnabled(idle and node is not None)

    # ---- edits (each one undoable step, run on the TaskRunner) --------------------------------------
    def run(self, work: Callable[[], Any], done: str) -> None:
        self._busy = True
        self._update_buttons()
        self._say("Working…")

        def finished(_result: Any) -> None:
            self._busy = False
            self._say(done)
            self.changed.emit(done)
            self.reload()

        def failed(exc: BaseException) -> None:
            self._busy = False
            self._update_buttons()
            self._say(str(exc) if isinstance(exc, ContextyError) else f"{type(exc).__name__}: {exc}", error=True)

        self.runner.write(work, finished, failed)

    def rename(self, tag: str, new: str) -> None:
        self.run(lambda: self.manager.rename(tag, new), f"Renamed “{tag}” to “{new.strip()}”.")

    def merge(self, tags: list[str], into: str) -> None:
        self.run(lambda: self.manager.merge(tags, into), f"Merged {', '.join(tags)} into “{into}”.")

    def delete(self, tags: list[str]) -> None:
        manager = self.manager

        def work() -> None:
            with manager.tree.macro(f"Delete {len(tags)} tags" if len(tags) > 1 else f"Delete tag “{tags[0]}”"):
                for tag in tags:
                    manager.delete(tag)

        self.run(work, f"Deleted {', '.join(tags)}.")

    def ask_rename(self) -> None:
        tags = self.selected_tags()
        if len(tags) != 1:
            return
        new = self._ask_text("Rename tag", f"New name for “{tags[0]}” on every card:", tags[0])
        if new and new.strip() and new.strip() != tags[0]:
            self.rename(tags[0], new)

    def ask_merge(self) -> None:
        tags = self.selected_tags()
        if not tags:
            return
        choices = tags + sorted(c.name for c in self.counts if c.name not in tags)
        into = self._ask_item("Merge tags", f"Merge {', '.join(tags)} into:", choices)
        log.info("merge %s into %r", tags, into)
        if into:
            sources = [t for t in tags if t != into]
            if sources:
                self.merge(sources, into)

    def ask_delete(self) -> None:
        tags = self.selected_tags()
        if not tags:
            return
        used = sum(c.count for c in self.counts if c.name in tags)
        if self._confirm("Delete tags", f"Remove {', '.join(tags)} from {used} card(s) and from the ontology? "
                                        f"(Ctrl+Z undoes it.)"):
            self.delete(tags)

    def ask_add(self) -> None:
        parent = self.selected_node()
        depth = next((n.depth for n in self.nodes if n.name == parent), 0)
        if depth >= MAX_DEPTH:
            parent = next((p.name for n in self.nodes if n.name == parent for p in self.nodes if p.id == n.parent_id),
                          None)
        where = f"under “{parent}”" if parent else "as a new category"
        name = self._ask_text("Add a tag", f"A single word, {where}:", "")
        if name and name.strip():
            self.run(lambda: self.manager.add_node(name, parent), f"Added “{name.strip()}”.")

    def ask_keywords(self) -> None:
        node = next((n for n in self.nodes if n.name == self.selected_node()), None)
        if node is None:
            return
        text = self._ask_text("Keywords", f"Words that mean “{node.name}” (comma-separated; the offline analyzer "
                                          f"tags a capture that contains them):", ", ".join(node.keywords))
        if text is not None:
            words = [w for w in text.replace(";", ",").split(",") if w.strip()]
            self.run(lambda: self.manager.set_keywords(node.name, words), f"Keywords of “{node.name}” saved.")

    def ask_move(self) -> None:
        name = self.selected_node()
        if name is None:
            return
        choices = ["(top level)"] + [n.name for n in self.nodes if n.name != name and n.depth < MAX_DEPTH]
        parent = self._ask_item("Move tag", f"Put “{name}” under:", choices)
        if parent:
            target = None if parent == "(top level)" else parent
            self.run(lambda: self.manager.move_node(name, target), f"Moved “{name}”.")

    def ask_remove(self) -> None:
        name = self.selected_node()
        if name is not None:
            self.run(lambda: self.manager.remove_node(name), f"Removed “{name}” from the ontology; cards keep it.")

    # ---- prompts -----------------------------------------------------------------------------------
    def _input_text(self, title: str, label: str, value: str) -> str | None:
        text, ok = QInputDialog.getText(self, title, label, QLineEdit.EchoMode.Normal, value)
        return text if ok else None

    def _input_item(self, title: str, label: str, items: list[str]) -> str | None:
        item, ok = QInputDialog.getItem(self, title, label, items, 0, True)
        return item if ok else None

    def _question(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def _say(self, text: str, *, error: bool = False) -> None:
        self.status.setStyleSheet("color: #cf222e;" if error else "")
        self.status.setText(text)

    def done(self, result: int) -> None:
        log.info("tag manager closed (%s)", result)
        self._closed = True
        self._reload_timer.stop()
        super().done(result)


__all__ = ["LEVELS", "TagManagerDialog"]
