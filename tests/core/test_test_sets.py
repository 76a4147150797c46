"""The held-out test sets written before tuning (bench/data/README.md) keep their contract.

Only consistency is checked here (ids, labels, relevant ids, timestamps, the paraphrase rule); no engine runs
on them: the integrator runs the benches on them once, at the end."""

from __future__ import annotations

from collections import Counter

from bench.datasets import (
    FRESH3_QUESTIONS,
    FRESH3_SNIPPETS,
    QUESTION_TYPES,
    load_fresh3_union,
    load_questions,
    load_snippets,
    problems,
)


def test_fresh3_retrieval_set_is_valid() -> None:
    assert problems(load_fresh3_union(), load_questions(FRESH3_QUESTIONS), min_per_type=10) == []


def test_fresh3_shape() -> None:
    snippets, questions = load_snippets(FRESH3_SNIPPETS), load_questions(FRESH3_QUESTIONS)
    assert all(s.id.startswith("k") for s in snippets)
    tasks = Counter(s.task for s in snippets)
    assert len(tasks) == 4 and min(tasks.values()) >= 10
    assert all(len({s.subtopic for s in snippets if s.task == t}) == 3 for t in tasks)
    assert {q.type for q in questions} == set(QUESTION_TYPES)
    ours = {s.id for s in snippets}
    assert all(set(q.relevant) <= ours for q in questions)
    # Denver time on both sides of the end of daylight saving time (1 November 2026)
    offsets = {q.now.isoformat()[-6:] for q in questions}
    assert offsets == {"-06:00", "-07:00"}
