"""The tag manager and ontology editor (issue 17), wired for the composition root:

    tags = TagsFeature(tree, bridge, runner, parent=shell)
    tags.install(window)   # Memory > Tags and Ontology…
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from contexty_qt.core.tags import TagManager
from contexty_qt.core.tree import MemoryTree
from contexty_qt.ui.bridge import EventBridge, TaskRunner
from contexty_qt.ui.tags.manager import TagManagerDialog


class TagsFeature(QObject):
    notice = Signal(str)

    def __init__(self, tree: MemoryTree, bridge: EventBridge, runner: TaskRunner,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tree, self.bridge, self.runner = tree, bridge, runner
        self.dialog: TagManagerDialog | None = None
        self.action = QAction("&Tags and Ontology…", self)
        self.action.setObjectName("tagManagerAction")
        self.action.setShortcut(QKeySequence("Ctrl+Shift+T"))
        self.action.triggered.connect(lambda: self.open())

    def install(self, window: QMainWindow) -> None:
        menu = window.findChild(QMenu, "memoryMenu")
        if menu is None:
            menu = QMenu("&Memory", window)
            menu.setObjectName("memoryMenu")
            window.menuBar().addMenu(menu)
        menu.addSeparator()
        menu.addAction(self.action)
        window.addAction(self.action)  # the shortcut works wherever the window has the focus

    def open(self, parent: QWidget | None = None) -> TagManagerDialog:
        if self.dialog is not None:
            with contextlib.suppress(RuntimeError):
                self.dialog.raise_()
                self.dialog.activateWindow()
                return self.dialog
        dialog = TagManagerDialog(TagManager(self.tree), self.runner, parent)
        self.bridge.changed.connect(dialog.on_changes)
        dialog.changed.connect(self.notice)
        dialog.finished.connect(lambda _r: self._closed(dialog))
        self.dialog = dialog
        dialog.show()
        dialog.reload()
        return dialog

    def status(self) -> dict[str, object]:
        """For the app's status query (end-to-end tests): the open tag manager's filter, selection, size."""
        dialog = self.dialog
        if dialog is None:
            return {"tag_manager": None}
        return {"tag_manager": {"filter": dialog.filter.text(), "selected": dialog.selected_tags(),
                                "tags": len(dialog.counts), "message": dialog.status.text()}}

    def _closed(self, dialog: TagManagerDialog) -> None:
        with contextlib.suppress(RuntimeError, TypeError):
            self.bridge.changed.disconnect(dialog.on_changes)
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()


__all__ = ["TagManagerDialog", "TagsFeature"]
