"""The thread panel (CHAT-2): the chat threads, newest activity first; create, rename (double-click
or F2), switch (click), delete. A view of the shared ChatSession."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.ui.chat.model import ChatSession


def ask_delete(parent: QWidget, title: str) -> bool:
    answer = QMessageBox.question(parent, "Delete thread", f"Delete the thread “{title}” and its messages? "
                                  "The chat memories it created stay on the canvas.")
    return answer == QMessageBox.StandardButton.Yes


class ThreadPanel(QWidget):
    def __init__(self, session: ChatSession, *, confirm_delete: Callable[[QWidget, str], bool] = ask_delete,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("threadsPanel")
        self.session = session
        self.confirm_delete = confirm_delete
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        header = QHBoxLayout()
        header.setContentsMargins(10, 8, 6, 8)
        title = QLabel("Threads", self)
        title.setObjectName("panelHeader")
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        header.addWidget(title, 1)
        self.new_button = QPushButton("New", self)
        self.new_button.setObjectName("newThread")
        self.new_button.clicked.connect(session.new_thread)
        header.addWidget(self.new_button)
        layout.addLayout(header)
        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        layout.addWidget(line)
        self.list = QListWidget(self)
        self.list.setObjectName("threadList")
        self.list.setAccessibleName("Chat threads")
        self.list.setFrameShape(QFrame.Shape.NoFrame)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.list.itemClicked.connect(self._switch)
        self.list.itemChanged.connect(self._renamed)
        layout.addWidget(self.list, 1)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(6, 4, 6, 6)
        self.rename_button = QPushButton("Rename", self)
        self.rename_button.clicked.connect(self.start_rename)
        self.delete_button = QPushButton("Delete", self)
        self.delete_button.clicked.connect(self.delete_current)
        buttons.addWidget(self.rename_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        QShortcut(QKeySequence(Qt.Key.Key_F2), self.list, self.start_rename)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.list, self.delete_current)
        session.threads_changed.connect(self.refresh)
        session.thread_changed.connect(self.refresh)
        self.refresh()

    def refresh(self, *_args: object) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for thread in self.session.all_threads():
            item = QListWidgetItem(thread.title)
            item.setData(Qt.ItemDataRole.UserRole, thread.id)
            item.setToolTip(f"{thread.title}\nlast active {thread.updated_at.astimezone():%a %d %b %H:%M}")
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            self.list.addItem(item)
            if thread.id == self.session.thread_id:
                self.list.setCurrentItem(item)
                font = item.font()
                font.setBold(True)
                item.setFont(font)
        self.list.blockSignals(False)
        has = self.list.count() > 0
        self.rename_button.setEnabled(has)
        self.delete_button.setEnabled(has)

    def _switch(self, item: QListWidgetItem) -> None:
        thread_id = item.data(Qt.ItemDataRole.UserRole)
        if thread_id != self.session.thread_id:
            self.session.switch_thread(int(thread_id))

    def _renamed(self, item: QListWidgetItem) -> None:
        title = item.text().strip()
        if title:
            self.session.rename_thread(int(item.data(Qt.ItemDataRole.UserRole)), title)
        else:
            self.refresh()

    def start_rename(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.list.editItem(item)

    def delete_current(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        if self.confirm_delete(self, item.text()):
            self.session.delete_thread(int(item.data(Qt.ItemDataRole.UserRole)))
