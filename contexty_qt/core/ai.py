"""AIServices: the one owner of a process's AI clients.

    ai = AIServices(core, host=ModelHost(...))     # the composition root (app.py) or a CLI command
    ai.gateway        the LLM gateway (one per process; reads the llm.* settings at each call)
    ai.index()        the embedding index of the configured embedder (IndexProvider)
    ai.host           the local models' worker process (client side; started on first request)
    ai.ocr            image name -> text, cached in the store
    ai.on_embeddings_changed(fn)    after `embeddings.*` changed (the index is already rebuilt lazily)
    ai.close()

Every feature that talks to a model receives this object (the job steps, chat retrieval, repository
search and the map, post-thinking) instead of building its own gateway or embedder, so a settings
change is applied once, here, and every user follows: the next `ai.index()` returns the new model's
index wherever it is called from.

Nothing heavy is imported when the object is built (the app builds it before its first frame): the
gateway (pydantic, openai), the embedder and OCR are made on first use, on the thread that needs them.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from contexty_qt.core.modelhost import ModelHost
from contexty_qt.core.store import Store

if TYPE_CHECKING:
    from contexty_qt.core.embeddings import Embedder, EmbeddingIndex
    from contexty_qt.core.llm.gateway import LLMGateway
    from contexty_qt.core.ocr import OcrService
    from contexty_qt.core.services import CoreServices

log = logging.getLogger("contexty.ai")

# the settings that decide which embedding model computes the vectors (llm.base_url too, for "openai")
EMBEDDING_SETTINGS = ("embeddings.backend", "embeddings.model")

OcrFn = Callable[[str], str]  # image file name in the data dir -> text read from it ("" when none)


class IndexProvider:
    """The embedding index of the current embedder, built lazily on the thread that first needs it
    (so a slow model start never touches the GUI thread) and rebuilt after `invalidate()`."""

    def __init__(self, store: Store, factory: Callable[[], Embedder], *,
                 ocr_lookup: Callable[[str], str | None] | None = None) -> None:
        self.store = store
        self.factory = factory
        self.ocr_lookup = ocr_lookup
        self._index: EmbeddingIndex | None = None
        self._stale = False
        self._lock = threading.Lock()

    @classmethod
    def fixed(cls, index: EmbeddingIndex) -> IndexProvider:
        provider = cls(index.store, lambda: index.embedder, ocr_lookup=index.ocr_lookup)
        provider._index = index
        return provider

    def __call__(self) -> EmbeddingIndex:
        from contexty_qt.core.embeddings import EmbeddingIndex

        with self._lock:
            if self._stale and self._index is not None:
                self._close(self._index.embedder)
                self._index = None
            self._stale = False
            if self._index is None:
                self._index = EmbeddingIndex(self.store, self.factory(), ocr_lookup=self.ocr_lookup)
            return self._index

    def invalidate(self) -> None:
        """The embedding settings changed: the next use builds a new embedder."""
        self._stale = True

    def close(self) -> None:
        with self._lock:
            if self._index is not None:
                self._close(self._index.embedder)
                self._index = None

    @staticmethod
    def _close(embedder: Embedder) -> None:
        try:
            embedder.close()
        except Exception:
            log.exception("closing the embedder failed")


class AIServices:
    """See the module docstring. Thread-safe: features use it from pool threads and the job runner."""

    def __init__(self, core: CoreServices, *, host: ModelHost | None = None, in_process: bool = False,
                 gateway: LLMGateway | None = None, embedder: Embedder | None = None, ocr: OcrFn | None = None,
                 log_path: Path | None = None) -> None:
        """`host`: the model worker to use (else one is started on first use, `log_path` its log, and
        closed by `close()`); `in_process=True` runs the local models here instead (the CLI).
        `gateway`, `embedder`, `ocr` fix those parts (tests, benchmarks): a fixed embedder does not
        follow the embedding settings."""
        self.settings, self.secrets, self.store = core.settings, core.secrets, core.store
        self.in_process = in_process
        self._lock = threading.Lock()
        self._host, self._own_host, self._log_path = host, False, log_path
        self._gateway, self._own_gateway = gateway, gateway is None
        self._fixed_embedder = embedder
        self._ocr_fn = ocr
        self._ocr_service: OcrService | None = None
        self._listeners: list[Callable[[], None]] = []
        self.index = IndexProvider(self.store, self._make_embedder, ocr_lookup=self._ocr_lookup)
        self._unsubscribe = self.settings.subscribe(self._on_setting)
        self._closed = False

    # ---- the parts ---------------------------------------------------------------------------------
    @property
    def gateway(self) -> LLMGateway:
        """The LLM gateway; built (importing pydantic and the prompts) on first use."""
        with self._lock:
            if self._gateway is None:
                # built from settings, the gateway redacts likely secrets (core/redaction.py) before sending
                from contexty_qt.core.llm.gateway import LLMGateway

                self._gateway = LLMGateway(self.settings, self.secrets)
            return self._gateway

    def llm_available(self, role: str = "analysis") -> bool:
        """A model is configured for this role, answered from the settings without building the gateway."""
        if self._gateway is not None:
            return self._gateway.available("chat" if role == "chat" else "analysis")
        base_url = str(self.settings.get("llm.base_url")).strip()
        first, second = ("llm.chat_model", "llm.analysis_model") if role == "chat" else \
            ("llm.analysis_model", "llm.chat_model")
        return bool(base_url and (str(self.settings.get(first)).strip() or str(self.settings.get(second)).strip()))

    @property
    def host(self) -> ModelHost:
        """The local models' worker process (client side), started on its first request."""
        with self._lock:
            if self._host is None:
                if self._log_path is None:
                    from contexty_qt.core.paths import log_dir

                    self._log_path = log_dir() / "modelhost.log"
                self._host, self._own_host = ModelHost(log_path=self._log_path), True
            return self._host

    @property
    def ocr(self) -> OcrFn:
        """image name -> text: the fixed function, or the store-cached OCR service (in the worker)."""
        if self._ocr_fn is not None:
            return self._ocr_fn
        return self._service()

    def read_again(self, image: str) -> str:
        """A fresh OCR reading of a stored screenshot, not saved (OcrService.read_again). Slow: off the GUI
        thread."""
        if self._ocr_fn is not None:
            return self._ocr_fn(image)
        return self._service().read_again(image)

    def _service(self) -> OcrService:
        from contexty_qt.core.ocr import LocalOcrEngine, OcrEngine, OcrService, WorkerOcrEngine
        from contexty_qt.core.ocr_scripts import ScriptReader

        with self._lock:
            service = self._ocr_service
        if service is None:
            engine: OcrEngine = LocalOcrEngine(ScriptReader()) if self.in_process else WorkerOcrEngine(self.host)
            with self._lock:
                if self._ocr_service is None:
                    self._ocr_service = OcrService(self.store, engine)
                service = self._ocr_service
        return service

    def _ocr_lookup(self, image: str) -> str | None:
        """Cached OCR text for the embedding index (never runs OCR)."""
        if self._ocr_fn is not None:
            return None
        return self._service().cached(image)

    def _make_embedder(self) -> Embedder:
        if self._fixed_embedder is not None:
            return self._fixed_embedder
        from contexty_qt.core.embeddings import create_embedder

        use_host = None if self.in_process or self.settings.get("embeddings.backend") == "openai" else self.host
        return create_embedder(self.settings, self.secrets, host=use_host)

    def follows_embedding_settings(self) -> bool:
        """False when the embedder was fixed at construction (tests, benchmarks)."""
        return self._fixed_embedder is None

    def embedding_model(self) -> str:
        """The model the next `index()` computes with."""
        return self.index().embedder.model_name

    # ---- settings --------------------------------------------------------------------------------------
    def on_embeddings_changed(self, listener: Callable[[], None]) -> Callable[[], None]:
        """Call `listener` (on the thread that changed the setting) after the embedding model changed."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def _on_setting(self, key: str, _value: Any) -> None:
        if key.startswith("llm.") and self._gateway is not None and self._own_gateway:
            self._gateway.reload()
        if self._fixed_embedder is None and (
                key in EMBEDDING_SETTINGS
                or (key == "llm.base_url" and self.settings.get("embeddings.backend") == "openai")):
            self.index.invalidate()
            for listener in list(self._listeners):
                try:
                    listener()
                except Exception:
                    log.exception("an embeddings listener failed")

    # ---- lifecycle ---------------------------------------------------------------------------------------
    def close(self) -> None:
        """Release what this object made: the embedder, the gateway's HTTP client, the worker it started."""
        if self._closed:
            return
        self._closed = True
        self._unsubscribe()
        self._listeners.clear()
        self.index.close()
        if self._own_gateway and self._gateway is not None:
            self._gateway.close()
        if self._own_host and self._host is not None:
            self._host.close()


__all__ = ["EMBEDDING_SETTINGS", "AIServices", "IndexProvider", "OcrFn"]
