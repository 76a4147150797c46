"""Long captures are embedded passage by passage (issue 13): MiniLM reads about 1,000 characters, so a
sentence deep inside a long capture is matched by meaning only through its passage's vector."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np

from contexty_qt.core.embeddings import CHUNK_CHARS, LONG_CAPTURE_CHARS, MAX_CHUNKS, EmbeddingIndex, long_text_chunks
from contexty_qt.core.model import SourceType
from contexty_qt.core.retrieval.engine import MemoryDoc, RetrievalIndex
from contexty_qt.core.retrieval.service import RetrievalService
from tests.core.test_retrieval_service import HashEmbedder

NOW = datetime(2026, 11, 20, 12, tzinfo=UTC)
FILLER = " ".join(f"Tomatoes in bed {i} need water every second evening and a stake before June." for i in range(20))
DEEP = "The boiler service engineer comes on Friday at nine, bring the warranty card."


def unit(i: int, dim: int = 8) -> np.ndarray:
    row = np.zeros(dim, dtype=np.float32)
    row[i] = 1.0
    return row


def test_long_text_is_cut_into_passages_that_cover_it() -> None:
    assert long_text_chunks("short note about a boiler") == []
    assert long_text_chunks("x" * LONG_CAPTURE_CHARS) == []
    text = f"{FILLER} {DEEP} {FILLER}"
    chunks = long_text_chunks(text)
    assert len(chunks) > 2 and all(len(c) <= CHUNK_CHARS for c in chunks)
    assert " ".join(chunks).split() == text.split()  # every word once, in order
    assert any(DEEP in c for c in chunks)  # a sentence stays whole
    one_sentence = "word " * 2000  # no sentence ends: cut at word boundaries
    assert all(0 < len(c) <= CHUNK_CHARS for c in long_text_chunks(one_sentence))
    assert len(long_text_chunks(FILLER * 40)) == MAX_CHUNKS


def test_a_long_capture_scores_by_its_closest_passage() -> None:
    index = RetrievalIndex([MemoryDoc(1, SourceType.SNIPPET, NOW, "long"),
                            MemoryDoc(2, SourceType.SNIPPET, NOW, "short")],
                           {1: (unit(0), None), 2: (unit(1), None)}, dim=8)
    question = unit(3)
    assert index.dense_scores(question).tolist() == [0.0, 0.0]
    index.set_chunks(1, np.stack([unit(2), unit(3)]))
    assert index.dense_scores(question).tolist() == [1.0, 0.0]
    assert index.search("anything", NOW, embed=lambda _q: question).ids()[0] == 1
    index.set_chunks(1, np.zeros((2, 5), dtype=np.float32))  # another model's size: no opinion
    assert index.dense_scores(question).tolist() == [0.0, 0.0]
    index.set_vectors(1, unit(0), None, np.stack([unit(3)]))
    index.add(MemoryDoc(3, SourceType.SNIPPET, NOW, "third"), unit(4), None, np.stack([unit(5), unit(3)]))
    assert index.dense_scores(question).tolist() == [1.0, 0.0, 1.0]
    index.remove(1)  # its passages go with it, also after compaction
    index.compact()
    assert [index.docs[i].id for i in np.flatnonzero(index.dense_scores(question) == 1.0)] == [3]
    index.add(MemoryDoc(3, SourceType.SNIPPET, NOW, "third, now short"), unit(4))  # replaced: no passages
    assert index.dense_scores(question).max() == 0.0


def test_passages_are_stored_found_by_the_service_and_dropped_when_the_text_gets_short(core: Any) -> None:
    long_id = core.tree.add_memory(SourceType.SNIPPET, text=f"{FILLER} {DEEP} {FILLER}",
                                   captured_at=NOW - timedelta(days=1)).id
    other = core.tree.add_memory(SourceType.SNIPPET, text="Friday dinner at nine with the warranty team",
                                 captured_at=NOW - timedelta(days=1)).id
    embeddings = EmbeddingIndex(core.store, HashEmbedder())
    service = RetrievalService(core.store, core.bus, embeddings=embeddings)
    try:
        service.start()
        assert service.wait_ready(10, vectors=True)
        passages = embeddings.chunk_vectors([long_id, other])
        assert list(passages) == [long_id] and passages[long_id].shape == (len(long_text_chunks(
            f"{FILLER} {DEEP} {FILLER}")), 16)
        question = HashEmbedder().embed([DEEP])[0]
        closest = float((passages[long_id] @ question).max())
        assert closest > float(embeddings.vectors([long_id])[long_id][0] @ question) + 0.1  # the start says less
        hit = service.search(DEEP, NOW, signals=("dense",)).hits[0]
        assert hit.memory_id == long_id and closest - 1e-5 <= hit.signals["dense"] <= closest + 0.1  # + importance
        core.tree.edit_memory(long_id, text="Tomatoes need water.")
        assert service.idle()
        assert embeddings.chunk_vectors([long_id]) == {}
        assert service.search(DEEP, NOW, signals=("dense",)).hits[0].memory_id == other
    finally:
        service.close()


def test_sentence_passages_are_their_own_list_and_off_by_default() -> None:
    """The "passages" list (ninth session): a capture's sentences embedded one by one rank it by its closest
    sentence, as a list of its own beside the dense one; its shipped weight is 0 (the app stores no sentence
    vectors for short captures), and a memory's sentences go with it."""
    from contexty_qt.core.retrieval import engine

    docs = [MemoryDoc(i, SourceType.SNIPPET, NOW - timedelta(hours=i), f"card {i}") for i in range(1, 4)]
    index = RetrievalIndex(docs, {1: (unit(0), None), 2: (unit(1), None), 3: (unit(2), None)}, dim=8)
    question = unit(3) * 0.6 + unit(1) * 0.8
    assert index.passage_scores(question) is None  # no sentences stored: no list
    index.set_passages(1, np.stack([unit(4), unit(3)]))
    scores = index.passage_scores(question)
    assert scores is not None and np.allclose(scores, [2.6, 0.0, 0.0])  # 2 + its closest sentence; 0: none
    assert engine.SIGNAL_WEIGHTS["passages"] == 0.0
    assert index.search("card", NOW, embed=lambda _q: question).ids()[0] == 2  # off: the dense order
    index.weights["passages"] = 3.0
    hit = index.search("card", NOW, embed=lambda _q: question).hits[0]
    assert hit.memory_id == 1 and "passages" in hit.ranks
    index.set_passages(1, np.zeros((2, 5), dtype=np.float32))  # another model's size: no opinion
    assert index.passage_scores(question) is None
    index.set_passages(2, np.stack([unit(3)]))
    index.remove(3)
    index.compact()  # kept through compaction, dropped with their memory
    kept = index.passage_scores(question)
    assert kept is not None and np.allclose(kept, [0.0, 2.6])
    index.remove(2)
    assert index.passage_scores(question) is None
