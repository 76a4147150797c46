"""The retrieval service follows the store, embeds off the caller's thread, persists memory dynamics."""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pytest

from contexty_qt.core.embeddings import EmbeddingIndex
from contexty_qt.core.model import SourceType
from contexty_qt.core.retrieval.dynamics import DynamicsStore, consolidate
from contexty_qt.core.retrieval.service import RetrievalService
from tests.fakes.openai_server import fake_embedding

NOW = datetime(2026, 11, 20, 15, 30, tzinfo=UTC)


class HashEmbedder:
    """Deterministic bag-of-words vectors (no model download, no torch)."""

    model_name = "hash-16"

    def __init__(self) -> None:
        self.calls: list[int] = []
        self.fail = False

    def embed(self, texts: Sequence[str]) -> Any:
        if self.fail:
            raise RuntimeError("worker down")
        self.calls.append(len(texts))
        return np.array([fake_embedding(t, 16) for t in texts], dtype=np.float32)

    def close(self) -> None:
        pass


@pytest.fixture
def service(core: Any) -> Iterator[RetrievalService]:
    svc = RetrievalService(core.store, core.bus, embeddings=EmbeddingIndex(core.store, HashEmbedder()))
    yield svc
    svc.close()


def add(core: Any, text: str, memo: str = "", days: float = 1, **extra: Any) -> int:
    memory = core.tree.add_memory(SourceType.SNIPPET, text=text, memo=memo,
                                  captured_at=NOW - timedelta(days=days), **extra)
    return int(memory.id)


def test_background_build_then_follows_changes(core: Any, service: RetrievalService) -> None:
    first = add(core, "Lisbon flight prices for December")
    service.start()
    assert service.wait_ready(10, vectors=True)
    assert service.search("lisbon flights", NOW).ids() == [first]
    second = add(core, "Framework laptop RAM upgrade", memo="crucial is cheaper")
    assert service.idle()
    assert service.search("what did I say is cheaper", NOW).ids()[0] == second
    core.tree.edit_memory(second, memo="way too expensive")
    assert service.idle()
    assert service.search("too expensive", NOW).ids()[0] == second
    core.tree.set_archived([second])
    assert service.idle()
    assert second not in service.search("too expensive laptop", NOW).ids()
    core.tree.delete_memories([first])
    assert service.idle()
    assert not service.indexed(first)


def test_group_names_are_searchable_and_follow_renames(core: Any, service: RetrievalService) -> None:
    memory = add(core, "Sunny loft with a rooftop terrace", memo="terrace!!")
    group = core.tree.add_group("Weekend away")
    core.tree.move_memories([memory], group.id)
    service.build_now()
    assert service.search("weekend away", NOW).ids() == [memory]
    core.tree.rename_group(group.id, "Lisbon accommodation")
    assert service.search("lisbon accommodation", NOW).ids() == [memory]


def test_dense_signal_uses_stored_vectors_and_degrades_when_embedder_fails(core: Any) -> None:
    embedder = HashEmbedder()
    svc = RetrievalService(core.store, core.bus, embeddings=EmbeddingIndex(core.store, embedder))
    try:
        mid = add(core, "alpha beta gamma")
        svc.build_now()
        result = svc.search("alpha", NOW)
        assert "dense" in result.hits[0].signals and not result.notes
        embedder.fail = True
        result = svc.search("something else entirely alpha", NOW)
        assert result.ids() == [mid] and "semantic search unavailable" in result.notes[0]
    finally:
        svc.close()


def test_record_answer_consolidates_counts_and_persists(core: Any, service: RetrievalService) -> None:
    a = add(core, "first memory about grants", days=3)
    b = add(core, "second memory about grants", days=2)
    service.build_now()
    service.record_answer(used=[a], retrieved=[b, a], now=NOW)
    rows = DynamicsStore(core.store).get([a, b])
    assert rows[a].consolidation == pytest.approx(consolidate(1.0, 3.0))
    assert rows[b].retrieved_first == 1 and rows[a].retrieved_second == 1
    assert rows[a].arousal is not None  # LUFY input stored once computed
    recalled = core.store.get_memory(a)
    assert recalled.recall_count == 1 and recalled.last_recalled == NOW
    assert recalled.importance == pytest.approx(1.0)  # LUFY-1 right after a recall
    untouched = core.store.get_memory(b)
    assert untouched.recall_count == 0 and 0 < untouched.importance < 1
    # a second recall a day later consolidates by S(1)
    service.record_answer(used=[a], retrieved=[a], now=NOW + timedelta(days=1))
    again = DynamicsStore(core.store).row(a)
    assert again.consolidation == pytest.approx(consolidate(consolidate(1.0, 3.0), 1.0))
    assert again.consolidation - rows[a].consolidation == pytest.approx((1 - math.exp(-1)) / (1 + math.exp(-1)))


def test_llm_importance_is_clamped_and_raises_strength(core: Any) -> None:
    a = add(core, "x")
    dyn = DynamicsStore(core.store)
    dyn.set_llm_importance({a: 42})
    assert dyn.row(a).llm_importance == 10.0


def test_group_names_are_embedded_as_their_members_context(core: Any, service: RetrievalService) -> None:
    memory = add(core, "Sunny loft with a rooftop terrace")
    parent = core.tree.add_group("Lisbon trip")
    group = core.tree.add_group("Weekend away", parent_id=parent.id)
    core.tree.move_memories([memory], group.id)
    service.build_now()
    assert service.idle()
    index = service._index
    assert index.group_context_texts()[group.id] == "Weekend away Lisbon trip"  # own name first, then parents
    expected = np.asarray(fake_embedding("Weekend away Lisbon trip", 16), dtype=np.float32)
    assert np.allclose(index._group_vectors[group.id], expected / np.linalg.norm(expected), atol=1e-5)
    core.tree.rename_group(group.id, "Places to stay")
    assert service.idle()
    renamed = np.asarray(fake_embedding("Places to stay Lisbon trip", 16), dtype=np.float32)
    assert np.allclose(service._index._group_vectors[group.id], renamed / np.linalg.norm(renamed), atol=1e-5)
    assert ("Weekend away Lisbon trip" not in {text for _space, text in service._group_vectors})  # cache follows
