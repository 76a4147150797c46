"""The search path's shortcuts at scale (issue 13, latency at 100,000 memories) give what the plain formulas give."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import numpy as np

from contexty_qt.core.model import SourceType
from contexty_qt.core.retrieval.engine import DAY, MemoryDoc, RetrievalIndex

NOW = datetime(2026, 11, 20, 12, tzinfo=UTC)


def random_index(n: int = 60, seed: int = 4) -> tuple[RetrievalIndex, np.ndarray, np.ndarray]:
    """Memories with content vectors, every third with a memo vector, strengths known for every other one."""
    rng = np.random.default_rng(seed)
    content = rng.normal(size=(n, 8)).astype(np.float32)
    memo = rng.normal(size=(n, 8)).astype(np.float32)
    docs = [MemoryDoc(i + 1, SourceType.SNIPPET, NOW - timedelta(hours=5 * i), f"note {i}",
                      memo=f"memo {i}" if i % 3 == 0 else "", strength=float(i % 7) if i % 2 else 0.0,
                      last_recalled=NOW - timedelta(days=i % 5), consolidation=1.0 + i % 3) for i in range(n)]
    vectors = {i + 1: (content[i], memo[i] if i % 3 == 0 else None) for i in range(n)}
    return RetrievalIndex(docs, vectors, dim=8), content, memo


def test_dense_scores_read_only_the_memo_vectors_that_exist_and_equal_the_whole_column_product() -> None:
    index, content, memo = random_index()
    q = np.random.default_rng(5).normal(size=8).astype(np.float32)
    column = np.where((np.arange(60) % 3 == 0)[:, None], memo, 0.0).astype(np.float32)
    expected = np.maximum(content @ q, column @ q)  # a memory without a memo reads 0 there
    np.testing.assert_allclose(index.dense_scores(q), expected, rtol=1e-6, atol=1e-6)  # type: ignore[arg-type]
    index.set_vectors(2, content[1], memo[1])  # a memo vector arriving later is read at once
    expected[1] = max(float(content[1] @ q), float(memo[1] @ q))
    np.testing.assert_allclose(index.dense_scores(q), expected, rtol=1e-6, atol=1e-6)  # type: ignore[arg-type]
    index.add(MemoryDoc(1, SourceType.SNIPPET, NOW, "note 0 again"), content[0])  # replaced: its memo is gone
    scores = index.dense_scores(q)
    assert scores is not None and scores[-1] == max(0.0, float(np.float32(content[0] @ q)))  # memo: the 0 row


def test_importance_and_recall_equal_their_formulas_where_they_skip_work() -> None:
    index, _content, _memo = random_index()
    days = np.array([(NOW - (d.last_recalled or d.captured_at)).total_seconds() / DAY for d in index.docs])
    strength = np.array([d.strength for d in index.docs])
    expected = np.where(strength > 0, np.exp(-np.clip(days, 0, None) / np.maximum(strength, 1e-9)), 0.0)
    np.testing.assert_allclose(index.importance(NOW), expected)
    dense = np.linspace(-0.5, 1.2, 60)
    g = np.array([d.consolidation for d in index.docs])
    r = np.clip(dense, 0.0, 1.0)
    expected_p = (1.0 - np.exp(-r * np.exp(-np.clip(days, 0, None) / g))) / (1.0 - math.exp(-1.0))
    np.testing.assert_allclose(index.recall_scores(dense, NOW), expected_p)
