"""The chat issue's parts wired together for the app's composition root.

    chat = ChatFeature(services, ai, bridge, watcher)   # ai: the app's AIServices (core/ai.py)
    window = MainWindow(..., panels={**canvas.panels(), **chat.panels()})
    chat.connect_canvas(canvas)              # Add to Chat -> chips; a citation -> show the card
    chat.connect_floating_widget(floating)   # its "Chat" button opens the floating chat window
    chat.settings_requested.connect(...)     # "Settings…" in the no-model banner
    ...
    chat.close()                             # before the store closes

Uses the app's AIServices for the LLM gateway and the embedding index (a change of the embedding
model there reaches retrieval at once). Builds: the RetrievalService (built and kept in sync on its
own thread), threads, the ChatService, the one ChatSession and its three views: the
chat panel, the thread panel and the floating chat window.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance
from PySide6.QtWidgets import QVBoxLayout, QWidget

if TYPE_CHECKING:
    from contexty_qt.core.ai import AIServices
    from contexty_qt.core.services import CoreServices
    from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner

log = logging.getLogger("contexty.ui.chat")



class Canvas(Protocol):
    """What chat needs of the canvas (ui/canvas/feature.py CanvasFeature)."""

    add_to_chat: SignalInstance  # (memory ids, group ids)

    def reveal_memory(self, memory_id: int) -> bool: ...


class ChatButton(Protocol):
    """What chat needs of the floating widget (ui/floating_widget.py)."""

    chat_requested: SignalInstance

    def set_chat_available(self, available: bool, tooltip: str = "") -> None: ...


class _Slot(QWidget):
    """A panel's place in the main window, filled when the chat is built."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.setObjectName(f"{name}Slot")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)

    def fill(self, widget: QWidget) -> None:
        self._layout.addWidget(widget)


class ChatFeature(QObject):
    settings_requested = Signal()
    built = Signal()

    def __init__(self, services: CoreServices, ai: AIServices, bridge: EventBridge,
                 watcher: ExternalChangeWatcher | None = None, *, start: bool = True, deferred: bool = False,
                 runner: TaskRunner | None = None, parent: QObject | None = None) -> None:
        """`ai`: the process's models (gateway, embedding index). `deferred`: build at the event
        loop's first turn (the app: the window shows first; the chat modules, pydantic and numpy are
        imported after that), else at once."""
        super().__init__(parent)
        self.services, self.ai, self._bridge, self._watcher = services, ai, bridge, watcher
        self._start = start
        self._runner = runner  # reads the threads at startup off the GUI thread
        self._slots = {"chat": _Slot("chat"), "threads": _Slot("threads")}
        self._pending: list[Callable[[], None]] = []
        self._closed = False
        self.is_built = False
        if deferred:
            QTimer.singleShot(0, self, self.build)
        else:
            self.build()

    def build(self) -> None:
        if self.is_built or self._closed:
            return
        from contexty_qt.core.chat.service import ChatService
        from contexty_qt.core.chat.threads import ThreadStore
        from contexty_qt.core.retrieval.service import RetrievalService
        from contexty_qt.core.retrieval.timeexpr import settings_zone
        from contexty_qt.ui.chat.model import ChatSession
        from contexty_qt.ui.chat.view import ChatPanel
        from contexty_qt.ui.chat.window import FloatingChatWindow
        from contexty_qt.ui.threads import ThreadPanel

        services = self.services
        self.gateway = self.ai.gateway
        # both follow the current workspace: a switch moves the chat's retrieval, threads and saved exchanges
        self.retrieval = RetrievalService(services.store, services.bus, embeddings=self.ai.index,
                                          workspace_id=services.workspace, zone=settings_zone(services.settings))
        self.threads = ThreadStore(services.store, services.bus, services.workspace, tree=services.tree)
        self.chat = ChatService(self.threads, services.tree, self.gateway, self.retrieval, settings=services.settings)
        self.session = ChatSession(self.chat, bridge=self._bridge, runner=self._runner, parent=self)
        self.panel = ChatPanel(self.session)
        self.thread_panel = ThreadPanel(self.session)
        self.window = FloatingChatWindow(self.session, services.settings)
        self._slots["chat"].fill(self.panel)
        self._slots["threads"].fill(self.thread_panel)
        for source in (self.panel.settings_requested, self.window.settings_requested):
            source.connect(self.settings_requested)
        self._unsubscribe = services.settings.subscribe(self._on_setting)
        self._unfollow_embeddings = self.ai.on_embeddings_changed(self.retrieval.refresh)
        if self._watcher is not None:
            self._watcher.changed_externally.connect(self._external_change)
        if self._runner is not None:
            self.session.open_latest_async(self._runner.submit)
        else:
            self.session.open_latest()
        if self._start:
            # the index is built when first needed (the chat input gets the focus, or a question is
            # asked), so launching the app never pays for it; it follows the store from then on
            self.retrieval.start(lazy=True)
        self.is_built = True
        for action in self._pending:
            action()
        self._pending.clear()
        self.built.emit()

    def _when_built(self, action: Callable[[], None]) -> None:
        if self.is_built:
            action()
        else:
            self._pending.append(action)

    def panels(self) -> dict[str, QWidget]:
        return dict(self._slots)

    # ---- wiring ------------------------------------------------------------------------------
    def connect_canvas(self, canvas: Canvas) -> None:
        """Add to Chat on the canvas puts chips in the chat inputs; clicking a citation shows the card."""
        canvas.add_to_chat.connect(self.add_references)

        def reveal(memory_id: int) -> None:
            if not canvas.reveal_memory(memory_id):
                log.info("memory %d is not on the canvas (hidden, archived or deleted)", memory_id)

        def connect() -> None:
            self.session.citation_activated.connect(reveal)

        self._when_built(connect)

    def add_references(self, memory_ids: list[int], group_ids: list[int]) -> None:
        self.build()
        self.session.add_references(memory_ids, group_ids)

    def connect_floating_widget(self, widget: ChatButton) -> None:
        """The capture issue's floating widget: its "Chat" button opens the floating chat window."""
        widget.chat_requested.connect(self.open_floating)
        widget.set_chat_available(True, "Open the floating chat (the same thread as the main window)")

    def open_floating(self) -> None:
        self.build()
        self.retrieval.warm()
        self.window.open()

    # ---- reactions ---------------------------------------------------------------------------
    def _on_setting(self, key: str, _value: Any) -> None:
        if key.startswith("llm."):  # AIServices has reloaded the gateway; the "no model" banner may go
            self.panel.view.refresh_banner()
            self.window.view.refresh_banner()

    def _external_change(self) -> None:
        self.retrieval.refresh()
        self.session.reload()

    def close(self) -> None:
        """Stop a running answer (kept as "stopped"), stop the index thread, close the windows."""
        self._closed = True
        if not self.is_built:
            return
        self._unsubscribe()
        self._unfollow_embeddings()
        self.session.shutdown()
        self.retrieval.close()
        self.panel.view.stop()
        self.window.view.stop()
        self.window.hide()
        self.window.deleteLater()
        for slot in self._slots.values():
            if slot.parent() is None:  # never placed in a window: freed now, not whenever the collector runs
                slot.deleteLater()
