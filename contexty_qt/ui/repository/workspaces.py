"""The workspace switcher: the current workspace in a combo box, and a menu to create, rename,
archive and bring back workspaces. Every action is an undoable command (core/longterm/workspaces.py);
views that follow the current workspace reload on the WORKSPACE change a switch announces."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QInputDialog, QMenu, QMessageBox, QToolButton, QWidget

from contexty_qt.core.errors import ContextyError
from contexty_qt.core.events import ChangeEvent, Entity
from contexty_qt.core.longterm.workspaces import Workspaces
from contexty_qt.core.tree import MemoryTree


class WorkspaceSwitcher(QWidget):
    switched = Signal(int)

    def __init__(self, tree: MemoryTree, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("workspaceSwitcher")
        self.spaces = Workspaces(tree)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 4, 0)
        layout.setSpacing(2)
        self.combo = QComboBox(self)
        self.combo.setObjectName("workspaceCombo")
        self.combo.setToolTip("The current workspace: captures, the canvas and chat work here")
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.combo.setMinimumContentsLength(12)
        layout.addWidget(self.combo)
        self.more = QToolButton(self)
        self.more.setText("⋯")
        self.more.setToolTip("New, rename, archive workspaces")
        self.more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu = QMenu(self.more)
        self.new_action = self.menu.addAction("New workspace…", self.new_workspace)
        self.rename_action = self.menu.addAction("Rename workspace…", self.rename_workspace)
        self.archive_action = self.menu.addAction("Archive workspace", self.archive_workspace)
        self.archived_menu = self.menu.addMenu("Bring back an archived workspace")
        self.more.setMenu(self.menu)
        layout.addWidget(self.more)
        self.combo.activated.connect(self._chosen)
        self.reload()

    def reload(self) -> None:
        current = self.spaces.current()
        self.combo.blockSignals(True)
        self.combo.clear()
        for w in self.spaces.all(include_archived=False):
            self.combo.addItem(w.name, w.id)
        self.combo.setCurrentIndex(max(0, self.combo.findData(current.id)))
        self.combo.blockSignals(False)
        self.archived_menu.clear()
        archived = [w for w in self.spaces.all() if w.archived]
        for w in archived:
            action = self.archived_menu.addAction(w.name)
            action.setData(w.id)
            action.triggered.connect(lambda _checked=False, workspace_id=w.id: self._unarchive(workspace_id))
        self.archived_menu.setEnabled(bool(archived))
        self.archive_action.setEnabled(self.combo.count() > 1)

    def on_changes(self, events: list[ChangeEvent]) -> None:
        if any(e.entity is Entity.WORKSPACE for e in events):
            self.reload()

    def _chosen(self, index: int) -> None:
        workspace_id = self.combo.itemData(index)
        if workspace_id is None or workspace_id == self.spaces.current().id:
            return
        self._run(lambda: self.spaces.switch(int(workspace_id)))
        self.switched.emit(int(workspace_id))

    def new_workspace(self) -> None:
        name, ok = QInputDialog.getText(self, "New workspace", "Name of the task or project:")
        if ok and name.strip():
            self._run(lambda: self.switched.emit(self.spaces.create(name, switch=True).id))

    def rename_workspace(self) -> None:
        current = self.spaces.current()
        name, ok = QInputDialog.getText(self, "Rename workspace", "New name:", text=current.name)
        if ok and name.strip():
            self._run(lambda: self.spaces.rename(current.id, name))

    def archive_workspace(self) -> None:
        current = self.spaces.current()
        answer = QMessageBox.question(self, "Archive workspace",
                                      f"Archive “{current.name}”? Its memories stay (searchable in Long-term "
                                      "memory); it leaves this list until you bring it back.")
        if answer == QMessageBox.StandardButton.Yes:
            self._run(lambda: self.spaces.archive(current.id))

    def _unarchive(self, workspace_id: int) -> None:
        self._run(lambda: (self.spaces.archive(workspace_id, False), self.spaces.switch(workspace_id)))

    def _run(self, action: object) -> None:
        try:
            action()  # type: ignore[operator]
        except ContextyError as exc:
            QMessageBox.warning(self, "Contexty", str(exc))
        self.reload()
