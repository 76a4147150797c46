"""Issue 18: a question asked while the local model's worker is cold (it exits when idle) is
answered from the lexical and time signals at once, while the model loads in the background; the
next question has the dense signal. Real parts: the model worker process, the numpy MiniLM, SQLite."""

from __future__ import annotations

import time
from pathlib import Path

from contexty_qt.core.embeddings import DEFAULT_MODEL, EmbeddingIndex, LocalEmbedder, WorkerEmbedder
from contexty_qt.core.model import SourceType
from contexty_qt.core.modelhost import ModelHost
from contexty_qt.core.retrieval.service import COLD_MODEL_NOTE, RetrievalService
from contexty_qt.core.services import CoreServices


def test_a_question_with_a_cold_worker_is_answered_from_words_first(services: CoreServices, tmp_path: Path) -> None:
    tree = services.tree
    words = tree.add_memory(SourceType.SNIPPET, text="Framework laptop review: the battery life is about 11 hours")
    meaning = tree.add_memory(SourceType.SNIPPET, text="This notebook runs all day on a single charge")
    lisbon = tree.add_memory(SourceType.SNIPPET, text="Cheap flights to Lisbon in March")
    # the stored vectors, as the job runner leaves them (same model, computed in this process)
    EmbeddingIndex(services.store, LocalEmbedder(DEFAULT_MODEL)).ensure()

    with ModelHost(log_path=tmp_path / "worker.log") as host:
        retrieval = RetrievalService(services.store, services.bus,
                                     embeddings=EmbeddingIndex(services.store, WorkerEmbedder(host, DEFAULT_MODEL)))
        retrieval.build_now()  # building loads the model ahead of need ...
        host.stop()  # ... but the worker has since exited while idle: cold
        assert host.pid is None and not host.is_warm(DEFAULT_MODEL)

        question = "how long does the laptop battery last?"
        cold = retrieval.search(question, limit=3)
        assert COLD_MODEL_NOTE in cold.notes  # said to the user
        assert cold.ids()[0] == words.id  # answered from the words, without waiting for the model
        assert not any("dense" in hit.signals for hit in cold.hits)  # no vector of the question was waited for

        deadline = time.monotonic() + 120  # the search started the worker and its model in the background
        while not host.is_warm(DEFAULT_MODEL) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert host.is_warm(DEFAULT_MODEL)
        warm = retrieval.search(question, limit=3)
        assert COLD_MODEL_NOTE not in warm.notes
        dense = {hit.memory_id: hit.signals.get("dense", 0.0) for hit in warm.hits}
        assert dense[meaning.id] > 0.5 > dense[lisbon.id]  # the dense signal is back: it finds the paraphrase

        host.stop()  # idle again; the person clicks into the chat input: the model loads before the question
        retrieval.warm()
        deadline = time.monotonic() + 120
        while not host.is_warm(DEFAULT_MODEL) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert COLD_MODEL_NOTE not in retrieval.search(question, limit=3).notes
        retrieval.close()
