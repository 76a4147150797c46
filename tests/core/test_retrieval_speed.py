"""The search path's shortcuts at scale (issue 13, latency at 100,000 memories) give what the plain formulas give,
and the multi-item and paraphrase settings leave the engine as it was at their shipped values."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import numpy as np

from contexty_qt.core.model import SourceType
from contexty_qt.core.retrieval.engine import DAY, IndexGroup, MemoryDoc, RetrievalIndex
from tests.core.test_retrieval_tree import LAPTOP, flights_index, tree_index

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


def test_a_question_asking_for_several_items_may_fill_from_fewer_hits_of_one_group() -> None:
    index = flights_index()
    question = "What are the flight plans to Lisbon?"
    plain = index.search(question, NOW).ids()  # five flights in the head: not the six FILL_NEED asks for
    index.multi_fill_need = 5
    assert index.search(question, NOW).ids() == plain  # not a multi-item question: FILL_NEED still decides
    every = index.search("What are all the flight plans to Lisbon?", NOW).ids()
    assert every[7:] == [6, 7, 22]  # asked for all of them: the group's other cards come next
    index.remove(22)
    index.compact()
    assert index.multi_fill_need == 5


def test_the_unmatched_dense_scale_weighs_meaning_only_when_the_words_match_nothing() -> None:
    vectors = {1: (np.array([1, 0, 0], np.float32), None), 2: (np.array([0, 1, 0], np.float32), None)}
    index = RetrievalIndex([MemoryDoc(1, SourceType.SNIPPET, NOW, "notebook computer battery life"),
                            MemoryDoc(2, SourceType.SNIPPET, NOW, "airfare to portugal")], vectors=vectors, dim=3)

    def scores(question: str) -> list[float]:
        return [h.score for h in index.search(question, NOW, embed=lambda _q: np.array([0.1, 0.9, 0], np.float32)).hits]

    unmatched, matched = scores("plane tickets"), scores("airfare to portugal")
    index.unmatched_dense_scale = 2.0
    assert scores("plane tickets")[0] > unmatched[0] and scores("airfare to portugal") == matched


def test_a_question_asking_for_several_items_may_lift_their_siblings_more() -> None:
    index = tree_index()
    index.set_groups([IndexGroup(LAPTOP, None, "Hardware")])  # a group whose name does not help

    def sibling_score(question: str) -> float:
        return next(h.score for h in index.search(question, NOW).hits if h.memory_id == 5)

    single, several = sibling_score("thinkpad keyboard"), sibling_score("all the thinkpad keyboard notes")
    index.multi_sibling_share = 1.0
    assert sibling_score("thinkpad keyboard") == single  # one item asked for: SIBLING_SHARE still decides
    assert sibling_score("all the thinkpad keyboard notes") > several
    index.remove(1)
    index.compact()
    assert index.multi_sibling_share == 1.0
