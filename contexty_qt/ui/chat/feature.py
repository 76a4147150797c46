"""The chat issue's parts wired together for the app's composition root.

    chat = ChatFeature(services, bridge, watcher, host=model_host)
    window = MainWindow(..., panels={**canvas.panels(), **chat.panels()})
    chat.connect_canvas(canvas)              # Add to Chat -> chips; a citation -> show the card
    chat.connect_floating_widget(floating)   # its "Chat" button opens the floating chat window
    chat.settings_requested.connect(...)     # "Settings…" in the no-model banner
    ...
    chat.close()                             # before the store closes

Builds: the LLM gateway (settings-driven), the embedding index (in the model worker process when
`host` is given, so the GUI process never loads torch), the RetrievalService (built and kept in
sync on its own thread), threads, the ChatService, the one ChatSession and its three views: the
chat panel, the thread panel and the floating chat window.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

if TYPE_CHECKING:
    from contexty_qt.core.llm.gateway import LLMGateway
    from contexty_qt.core.modelhost import ModelHost
    from contexty_qt.core.services import CoreServices
    from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner

log = logging.getLogger("contexty.ui.chat")

EMBEDDING_SETTINGS = ("embeddings.backend", "embeddings.model")
READABLE_ZOOM = 0.6  # a citation shows its card at least this large


class _Embeddings:
    """The embedding index for retrieval, rebuilt lazily (on the retrieval thread) after the
    embedding settings change. Local models run in `host` (the model worker process)."""

    def __init__(self, services: CoreServices, host: ModelHost | None) -> None:
        self.services, self.host = services, host
        self._index: Any = None

    def __call__(self) -> Any:
        if self._index is None:
            from contexty_qt.core.embeddings import EmbeddingIndex, create_embedder

            settings = self.services.settings
            host = None if settings.get("embeddings.backend") == "openai" else self.host
            self._index = EmbeddingIndex(self.services.store, create_embedder(settings, self.services.secrets,
                                                                              host=host))
        return self._index

    def invalidate(self) -> None:
        index, self._index = self._index, None
        if index is not None:
            index.embedder.close()


class _LazyGateway:
    """The LLM gateway, imported and built at the first model call (the gateway brings pydantic and
    the openai client). Whether a model is configured is read from the settings, as the gateway does."""

    def __init__(self, services: CoreServices) -> None:
        self.services = services
        self._gateway: Any = None

    def _real(self) -> Any:
        if self._gateway is None:
            from contexty_qt.core.llm.gateway import LLMGateway

            self._gateway = LLMGateway(self.services.settings, self.services.secrets)
        return self._gateway

    def available(self, role: str = "analysis") -> bool:
        if self._gateway is not None:
            return bool(self._gateway.available(role))
        settings = self.services.settings
        base_url = str(settings.get("llm.base_url")).strip()
        first, second = ("llm.chat_model", "llm.analysis_model") if role == "chat" else \
            ("llm.analysis_model", "llm.chat_model")
        return bool(base_url and (str(settings.get(first)).strip() or str(settings.get(second)).strip()))

    def reload(self) -> None:
        if self._gateway is not None:
            self._gateway.reload()

    def close(self) -> None:
        if self._gateway is not None:
            self._gateway.close()

    def __getattr__(self, name: str) -> Any:  # structured, stream, complete, config, vision…
        return getattr(self._real(), name)


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

    def __init__(self, services: CoreServices, bridge: EventBridge, watcher: ExternalChangeWatcher | None = None,
                 *, host: ModelHost | None = None, gateway: LLMGateway | None = None,
                 embeddings: Any = None, start: bool = True, deferred: bool = False,
                 runner: TaskRunner | None = None, parent: QObject | None = None) -> None:
        """`host`: the model worker for local embeddings (None: in-process, for tests); `embeddings`:
        an EmbeddingIndex or a provider of one to use instead (tests, or the job runner's).
        `deferred`: build at the event loop's first turn (the app: the window shows first; the chat
        modules, pydantic and numpy are imported after that), else at once."""
        super().__init__(parent)
        self.services, self._bridge, self._watcher = services, bridge, watcher
        self._host, self._given_gateway, self._given_embeddings, self._start = host, gateway, embeddings, start
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
        self._own_gateway = self._given_gateway is None
        self.gateway: Any = self._given_gateway or _LazyGateway(services)  # duck-typed LLMGateway
        embeddings = self._given_embeddings
        self._embeddings = _Embeddings(services, self._host) if embeddings is None else None
        self.retrieval = RetrievalService(services.store, services.bus,
                                          embeddings=embeddings if embeddings is not None else self._embeddings,
                                          zone=settings_zone(services.settings))
        self.threads = ThreadStore(services.store, services.bus)
        self.chat = ChatService(self.threads, services.tree, self.gateway, self.retrieval,  # type: ignore[arg-type]
                                settings=services.settings)
        self.session = ChatSession(self.chat, bridge=self._bridge, parent=self)
        self.panel = ChatPanel(self.session)
        self.thread_panel = ThreadPanel(self.session)
        self.window = FloatingChatWindow(self.session, services.settings)
        self._slots["chat"].fill(self.panel)
        self._slots["threads"].fill(self.thread_panel)
        for source in (self.panel.settings_requested, self.window.settings_requested):
            source.connect(self.settings_requested)
        self._unsubscribe = services.settings.subscribe(self._on_setting)
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
        if key.startswith("llm."):
            self.gateway.reload()
            self.panel.view.refresh_banner()
            self.window.view.refresh_banner()
        elif key in EMBEDDING_SETTINGS and self._embeddings is not None:
            self._embeddings.invalidate()
            self.retrieval.refresh()

    def _external_change(self) -> None:
        self.retrieval.refresh()
        self.session.reload()

    def close(self) -> None:
        """Stop a running answer (kept as "stopped"), stop the index thread, close the windows."""
        self._closed = True
        if not self.is_built:
            return
        self._unsubscribe()
        self.session.shutdown()
        self.retrieval.close()
        self.window.hide()
        self.window.deleteLater()
        if self._own_gateway:
            self.gateway.close()
        if self._embeddings is not None:
            self._embeddings.invalidate()


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
