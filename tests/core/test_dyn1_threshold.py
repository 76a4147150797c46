"""DYN-1 as paper 001 describes it (issue 13): recall is triggered when p_n(t) exceeds k = 0.86; a recalled
memory consolidates (g_n grows), so it keeps crossing k for longer; the engine's recall signal ranks only
triggered memories; memories shown to the model that crossed k consolidate even when the answer did not
cite them, and shown ones below k do not."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pytest

from contexty_qt.core.model import SourceType
from contexty_qt.core.retrieval.dynamics import (
    RECALL_THRESHOLD,
    DynamicsStore,
    consolidate,
    recall_probability,
    recall_triggered,
)
from contexty_qt.core.retrieval.engine import MemoryDoc, RetrievalIndex
from contexty_qt.core.retrieval.service import RetrievalService

NOW = datetime(2026, 11, 20, 15, 30, tzinfo=UTC)


def test_the_threshold_is_the_papers_k_and_consolidation_keeps_a_memory_above_it_longer() -> None:
    assert RECALL_THRESHOLD == 0.86
    assert recall_probability(1.0, 0.0, 1.0) == pytest.approx(1.0)  # normalised: 1 at r = 1, t = 0
    assert recall_triggered(recall_probability(1.0, 0.1, 1.0))  # just recalled, relevant: recalled again
    assert not recall_triggered(recall_probability(1.0, 0.3, 1.0))  # g = 1: p falls under k within hours
    g = consolidate(consolidate(1.0, 2.0), 5.0)  # recalled twice, after 2 and 5 days
    assert g > 2.5
    assert recall_triggered(recall_probability(1.0, 0.3, g))  # consolidated: still recalled
    assert not recall_triggered(recall_probability(0.6, 0.0, g))  # a weak cue never triggers a recall


def test_the_recall_signal_ranks_only_memories_whose_probability_crosses_k() -> None:
    q = np.zeros(8, dtype=np.float32)
    q[0] = 1.0
    near = np.zeros(8, dtype=np.float32)
    near[:2] = (0.99, 0.14)
    docs = [MemoryDoc(1, SourceType.SNIPPET, NOW - timedelta(days=30), "alpha", last_recalled=NOW - timedelta(hours=1),
                      consolidation=3.0),
            MemoryDoc(2, SourceType.SNIPPET, NOW - timedelta(days=30), "beta")]  # same cue, never recalled
    index = RetrievalIndex(docs, {1: (near, None), 2: (near, None)}, dim=8)
    result = index.search("anything", NOW, embed=lambda _t: q)
    by_id = {h.memory_id: h for h in result.hits}
    assert by_id[1].signals["recall"] >= RECALL_THRESHOLD > by_id[2].signals["recall"]
    assert "recall" in by_id[1].ranks and "recall" not in by_id[2].ranks
    assert result.ids()[0] == 1
    without = RetrievalIndex(docs, {1: (near, None), 2: (near, None)}, dim=8, recall_threshold=0.0)
    assert "recall" in {h.memory_id: h for h in without.search("anything", NOW, embed=lambda _t: q).hits}[2].ranks


@pytest.fixture
def service(core: Any) -> Iterator[RetrievalService]:
    svc = RetrievalService(core.store, core.bus)
    svc.build_now()
    yield svc
    svc.close()


def test_shown_memories_that_crossed_k_consolidate_even_uncited(core: Any, service: RetrievalService) -> None:
    add = core.tree.add_memory
    cited, shown_above, shown_below = (add(SourceType.SNIPPET, text=t, captured_at=NOW - timedelta(days=3)).id
                                       for t in ("cited one", "shown, crossed k", "shown, under k"))
    service.record_answer([cited], [shown_above, cited, shown_below], NOW,
                          shown={cited: 0.2, shown_above: 0.91, shown_below: 0.5})
    rows = DynamicsStore(core.store).get()
    memories = {m.id: m for m in core.store.memories()}
    for memory_id in (cited, shown_above):
        assert rows[memory_id].consolidation == pytest.approx(consolidate(1.0, 3.0))
        assert memories[memory_id].recall_count == 1 and memories[memory_id].last_recalled == NOW
    assert shown_below not in rows or rows[shown_below].consolidation == 1.0
    assert memories[shown_below].recall_count == 0 and memories[shown_below].last_recalled is None


def test_an_answer_that_cites_nothing_still_consolidates_what_it_recalled(core: Any, fake_openai: Any) -> None:
    from contexty_qt.core.chat import threads as th
    from contexty_qt.core.chat.service import ChatService
    from contexty_qt.core.embeddings import EmbeddingIndex
    from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
    from tests.core.test_retrieval_service import HashEmbedder
    from tests.fakes.openai_server import Reply

    question = "lisbon flight prices december"
    fresh = core.tree.add_memory(SourceType.SNIPPET, text=question, captured_at=NOW - timedelta(hours=1)).id
    old = core.tree.add_memory(SourceType.SNIPPET, text="lisbon hotel", captured_at=NOW - timedelta(days=20)).id
    retrieval = RetrievalService(core.store, core.bus, embeddings=EmbeddingIndex(core.store, HashEmbedder()))
    retrieval.build_now()
    try:
        for name, reply in (("chat_plan", Reply(json={"memories": True, "conversation": False, "queries": []})),
                            ("chat_relevance", Reply(json={"relevant": [f"m{fresh}", f"m{old}"]})),
                            ("chat_importance", Reply(json={"ratings": []})),
                            ("chat_answer", Reply(content="I could not tell from what you saved."))):
            fake_openai.on(name, reply)
        gateway = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small",
                                              chat_model="fake-large", timeout_s=5))
        threads = th.ThreadStore(core.store, core.bus)
        result = ChatService(threads, core.tree, gateway, retrieval, clock=lambda: NOW).ask(
            threads.create().id, question, now=NOW)
        assert result.citations == [] and set(result.context.ids()) == {fresh, old}
        recall = {i.memory.id: i.recall for i in result.context.items}
        assert recall[fresh] >= RECALL_THRESHOLD > recall[old]
        memories = {m.id: m for m in core.store.memories()}
        assert memories[fresh].recall_count == 1 and memories[fresh].last_recalled == NOW
        assert memories[old].recall_count == 0
        assert DynamicsStore(core.store).row(fresh).consolidation > 1.0
    finally:
        retrieval.close()
