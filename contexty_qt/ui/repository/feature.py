"""LongtermFeature: issue 7 in the running app, built by the composition root (app.py).

* Sessions follow the app's activity (every new memory and chat message, core/longterm/sessions.py);
  a timer ends sessions idle for longer than `session.gap_min`; quitting ends the open ones (their
  post-thinking runs at the next start).
* Post-thinking, fading and image retention are jobs of the app's one job runner (core/wiring.py);
  search and the map use the app's embedding index (AIServices), so they follow the embedding model.
* When a session's post-thinking lands, `notice` carries its summary (the app shows it in the status
  bar and the tray) and the Sessions tab lists its thoughts and merge proposals.
* `install(window)` adds a Memory menu (Long-term memory…, End session, Copy context of this
  workspace) and the workspace switcher to the main window; the tray gets the same entries.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from contexty_qt.core.events import Action, ChangeEvent, Entity
from contexty_qt.core.longterm.sessions import EndReason, Sessions
from contexty_qt.core.services import CoreServices
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.repository.workspaces import WorkspaceSwitcher

if TYPE_CHECKING:
    # numpy, pydantic and the retrieval engine load when the window first opens: the app's first
    # frame must not wait for them
    from contexty_qt.core.ai import AIServices
    from contexty_qt.ui.repository.controller import RepositoryController
    from contexty_qt.ui.repository.window import RepositoryWindow

log = logging.getLogger("contexty.ui.repository")

EXPIRE_EVERY_MS = 60_000


class LongtermFeature(QObject):
    notice = Signal(str)  # a sentence for the status bar / tray (a session summary, a copy)

    def __init__(self, services: CoreServices, ai: AIServices, bridge: EventBridge, watcher: ExternalChangeWatcher,
                 runner: TaskRunner, *, parent: QObject | None = None) -> None:
        """`ai`: the app's models; search and the map use its embedding index."""
        super().__init__(parent)
        from contexty_qt.core.jobs import JobQueue

        self.services, self.bridge, self.runner = services, bridge, runner
        self.tree, self.store = services.tree, services.store
        self.sessions = Sessions(self.tree, services.settings, queue=JobQueue(self.store, services.bus))
        self._unfollow = self.sessions.follow()
        self.embeddings = ai.index
        self._controller: RepositoryController | None = None
        self._watcher = watcher
        self.window: RepositoryWindow | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(EXPIRE_EVERY_MS)
        self._timer.timeout.connect(self.expire)
        self._timer.start()
        self.runner.write(self.sessions.expire)  # sessions left open by a crash or a long pause
        bridge.changed.connect(self._on_changes)
        self.open_action = QAction("Long-term Memory…", self)
        self.open_action.setShortcut(QKeySequence("Ctrl+Shift+L"))
        self.open_action.setToolTip("Search, map and reuse the memories of every workspace and session")
        self.open_action.triggered.connect(lambda: self.open_window())
        self.end_action = QAction("End Session", self)
        self.end_action.setToolTip("End the current session now: its summary, thoughts and merge proposals follow")
        self.end_action.triggered.connect(self.end_session)
        self.copy_action = QAction("Copy Context of This Workspace", self)
        self.copy_action.setShortcut(QKeySequence("Ctrl+Alt+C"))
        self.copy_action.setToolTip("The current workspace as compact text to paste into another assistant")
        self.copy_action.triggered.connect(self.copy_context)
        self.switchers: list[WorkspaceSwitcher] = []

    @property
    def controller(self) -> RepositoryController:
        if self._controller is None:
            from contexty_qt.core.retrieval.timeexpr import settings_zone
            from contexty_qt.ui.repository.controller import RepositoryController

            self._controller = RepositoryController(self.store, self.runner, self.embeddings, self,
                                                    zone=settings_zone(self.services.settings))
            self._watcher.changed_externally.connect(self._controller.reload)
        return self._controller

    # ---- the main window -----------------------------------------------------------------------
    def install(self, window: QMainWindow) -> WorkspaceSwitcher:
        """A Memory menu and the workspace switcher (top right of the menu bar)."""
        menu = QMenu("&Memory", window)
        menu.setObjectName("memoryMenu")
        menu.addAction(self.open_action)
        menu.addAction(self.copy_action)
        menu.addSeparator()
        menu.addAction(self.end_action)
        window.menuBar().addMenu(menu)
        switcher = WorkspaceSwitcher(self.tree, window)
        self.bridge.changed.connect(switcher.on_changes)
        window.menuBar().setCornerWidget(switcher)
        self.switchers.append(switcher)
        return switcher

    def tray_actions(self) -> list[QAction]:
        return [self.open_action, self.end_action]

    def open_window(self, tab: str | None = None, parent: QWidget | None = None) -> RepositoryWindow:
        from contexty_qt.ui.repository.window import RepositoryWindow

        if self.window is None:
            self.window = RepositoryWindow(self.tree, self.services.settings, self.runner, self.controller, parent)
            self.window.pulled.connect(lambda ws, n: self.notice.emit(f"Pulled {n} memories into the workspace."))
            self.controller.ensure_built()
        if tab is not None:
            names = [self.window.tabs.tabText(i).lower() for i in range(self.window.tabs.count())]
            if tab.lower() in names:
                self.window.tabs.setCurrentIndex(names.index(tab.lower()))
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        return self.window

    # ---- sessions --------------------------------------------------------------------------------
    def expire(self) -> None:
        self.runner.write(self.sessions.expire)

    def end_session(self) -> None:
        workspace = self.services.workspace.id
        if self.sessions.open_session(workspace) is None:
            self.notice.emit("No session is open in this workspace.")
            return
        self.runner.write(lambda: self.sessions.end_current(workspace, EndReason.EXPLICIT),
                          lambda _s: self.notice.emit("Session ended; its summary follows in a moment."))

    def _on_changes(self, events: list[ChangeEvent]) -> None:
        if self._controller is not None:
            self._controller.on_changes(events)
        for event in events:
            if event.entity is Entity.SESSION and event.action is Action.CHANGED and "summary" in event.fields:
                for session_id in event.ids:
                    self._summarized(session_id)

    def _summarized(self, session_id: int) -> None:
        try:
            session = self.sessions.get(session_id)
        except Exception:
            return
        if not session.summary:
            return
        from contexty_qt.core.longterm import consolidation

        pending = len(consolidation.proposals(self.store, session_id=session_id, state="pending"))
        extra = f" {pending} possible duplicate{'s' if pending != 1 else ''} to review." if pending else ""
        self.notice.emit(f"Session summary: {session.summary}{extra}")

    # ---- context ---------------------------------------------------------------------------------
    def copy_context(self) -> None:
        from contexty_qt.core.exchange import export_context

        tree = self.tree

        def done(text: str) -> None:
            QGuiApplication.clipboard().setText(text)
            self.notice.emit(f"Copied the workspace as context ({len(text):,} characters).")

        self.runner.submit(lambda: export_context(tree), done)

    # ---- lifecycle ---------------------------------------------------------------------------------
    def shutdown(self) -> None:
        """Quitting: open sessions end (post-thinking waits for the next start), work stops."""
        self._timer.stop()
        try:
            self.sessions.end_all(EndReason.QUIT)
        except Exception:
            log.exception("could not end the open sessions")
        self._unfollow()
        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
            self.window = None
