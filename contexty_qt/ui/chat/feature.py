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
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

if TYPE_CHECKING:
    from contexty_qt.core.ai import AIServices
    from contexty_qt.core.services import CoreServices
    from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner

log = logging.getLogger("contexty.ui.chat")

READABLE_ZOOM = 0.6  # a citation shows its card at least this large


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
        self.threads = ThreadStore(services.store, services.bus, services.workspace)
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
    def connect_canvas(self, canvas: Any) -> None:
        """A CanvasFeature (or anything with `add_to_chat(list, list)`): Add to Chat puts chips in the
        chat inputs; clicking a citation shows the card on the canvas."""
        add_to_chat = getattr(canvas, "add_to_chat", None)
        if add_to_chat is not None:
            add_to_chat.connect(self.add_references)
        def connect() -> None:
            self.session.citation_activated.connect(lambda memory_id: show_card(canvas, memory_id))

        self._when_built(connect)

    def add_references(self, memory_ids: list[int], branch_ids: list[int]) -> None:
        self.build()
        self.session.add_references(memory_ids, branch_ids)

    def connect_floating_widget(self, widget: Any) -> None:
        """The capture issue's floating widget: its "Chat" button opens the floating chat window."""
        widget.chat_requested.connect(self.open_floating)
        if hasattr(widget, "set_chat_available"):
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
        self.window.hide()
        self.window.deleteLater()


def show_card(canvas: Any, memory_id: int) -> None:
    """Ask the canvas to select, centre and flash a card. Uses the canvas's own `reveal_memory` when it
    has one; otherwise selects it through the shared selection (the canvas follows the selection and
    scrolls to it) and centres the view on it."""
    target = getattr(canvas, "canvas", canvas)
    for owner in (canvas, target):
        reveal = getattr(owner, "reveal_memory", None)
        if callable(reveal):
            reveal(memory_id)
            return
    selection = getattr(canvas, "selection", None) or getattr(target, "selection", None)
    if selection is not None:
        selection.set([memory_id], source=None)
    view = getattr(target, "view", None)
    scene = getattr(target, "scene", None)
    card = getattr(scene, "cards", {}).get(memory_id) if scene is not None else None
    if view is not None and card is not None:
        zoom = getattr(view, "zoom", None)
        fit = getattr(view, "fit_rect", None)
        if callable(zoom) and callable(fit) and zoom() < READABLE_ZOOM:
            # too small to read: zoom in around the card (and its neighbours), at most to 100 %
            rect = card.sceneBoundingRect()
            fit(rect.adjusted(-rect.width() * 1.5, -rect.height(), rect.width() * 1.5, rect.height()), 1.0)
        view.centerOn(card)
    elif card is None:
        log.info("memory %d is not on the canvas (hidden, archived or deleted)", memory_id)
