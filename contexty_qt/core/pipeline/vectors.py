"""The embedding index the AI steps use, kept in step with the settings, and the `reembed` job.

`IndexProvider` builds the embedder lazily on the job runner's thread (so a slow model start never
touches the GUI thread) and rebuilds it after `embeddings.backend` or `embeddings.model` changed;
the settings listener only marks it stale. `ReembedStep` then recomputes every memory's vectors in
the new model's space and drops the old model's rows. Vectors are a cache of the memories' text,
so they are written as they are computed rather than in the job's fenced commit: redoing the job
after a crash recomputes only what is still missing.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from contexty_qt.core.embeddings import CONTENT, MEMO, Embedder, EmbeddingIndex
from contexty_qt.core.jobs import JobContext, StepResult
from contexty_qt.core.model import Job
from contexty_qt.core.store import Store

log = logging.getLogger("contexty.pipeline")

EMBEDDING_SETTINGS = ("embeddings.backend", "embeddings.model")


class IndexProvider:
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


def stale_vectors(store: Store, index: EmbeddingIndex) -> int:
    """Rows of other models' vectors: their memories need vectors in the current model's space."""
    rows = store.query("SELECT COUNT(*) AS n FROM embeddings WHERE model NOT IN (?, ?)",
                       (index.space(CONTENT), index.space(MEMO)))
    return int(rows[0]["n"])


class ReembedStep:
    def __init__(self, index: Callable[[], EmbeddingIndex]) -> None:
        self.index = index

    def __call__(self, job: Job, ctx: JobContext) -> StepResult:
        index = self.index()
        computed = index.ensure()
        purged = index.purge_other_models()
        return StepResult(note=f"{computed} vector(s) computed with {index.embedder.model_name}, "
                               f"{purged} of other models dropped")
