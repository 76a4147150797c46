"""The `reembed` job: after the embedding model changed (AIServices marks its IndexProvider stale,
core/ai.py), `ReembedStep` recomputes every memory's vectors in
the new model's space and drops the old model's rows. Vectors are a cache of the memories' text,
so they are written as they are computed rather than in the job's fenced commit: redoing the job
after a crash recomputes only what is still missing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from contexty_qt.core.ai import EMBEDDING_SETTINGS, IndexProvider
from contexty_qt.core.embeddings import CHUNKS, CONTENT, MEMO, EmbeddingIndex
from contexty_qt.core.jobs import JobContext, StepResult
from contexty_qt.core.model import Job
from contexty_qt.core.store import Store

log = logging.getLogger("contexty.pipeline")

def stale_vectors(store: Store, index: EmbeddingIndex) -> int:
    """Rows of other models' vectors: their memories need vectors in the current model's space."""
    rows = store.query("SELECT COUNT(*) AS n FROM embeddings WHERE model NOT IN (?, ?, ?)",
                       (index.space(CONTENT), index.space(MEMO), index.space(CHUNKS)))
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


__all__ = ["EMBEDDING_SETTINGS", "IndexProvider", "ReembedStep", "stale_vectors"]  # the first two: core/ai.py
