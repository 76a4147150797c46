"""The labelled benchmark corpus (bench/data) keeps its contract; the checker catches what it should."""

from __future__ import annotations

import dataclasses
from collections import Counter
from datetime import datetime

import pytest

from bench.datasets import (
    QUESTION_TYPES,
    content_words,
    load_questions,
    load_snippets,
    problems,
    validate,
)


def test_corpus_on_disk_is_valid() -> None:
    validate()


def test_corpus_shape() -> None:
    snippets, questions = load_snippets(), load_questions()
    tasks = Counter(s.task for s in snippets)
    assert len(tasks) >= 4 and min(tasks.values()) >= 20
    for task in tasks:
        assert 2 <= len({s.subtopic for s in snippets if s.task == task}) <= 4
    assert {q.type for q in questions} == set(QUESTION_TYPES)
    assert all(s.captured_at.tzinfo is not None for s in snippets)


def test_content_words_stem_and_drop_stopwords() -> None:
    assert content_words("What did I book? Booked the bookings!") == {"book"}
    assert content_words("prices", "price") == {"pric"}
    assert content_words("Moving to Lisbon") == content_words("move, lisbon")


def test_checker_catches_broken_corpora() -> None:
    snippets, questions = load_snippets(), load_questions()
    assert problems(snippets, questions) == []

    dup = [*snippets, snippets[0]]
    assert any("duplicate snippet id" in p for p in problems(dup, questions))

    naive = [dataclasses.replace(snippets[0], captured_at=datetime(2026, 11, 16, 8, 0)), *snippets[1:]]
    assert any("not timezone-aware" in p for p in problems(naive, questions))

    swapped = [snippets[1], snippets[0], *snippets[2:]]
    assert any("not sorted" in p for p in problems(swapped, questions))

    missing = [dataclasses.replace(questions[0], relevant=("s999",)), *questions[1:]]
    assert any("s999 does not exist" in p for p in problems(snippets, missing))

    para = next(q for q in questions if q.type == "paraphrase")
    target = next(s for s in snippets if s.id == para.relevant[0])
    leaky = dataclasses.replace(para, question=para.question + " " + target.window_title)
    broken = [leaky if q.id == para.id else q for q in questions]
    assert any("shares content words" in p for p in problems(snippets, broken))

    few = [q for q in questions if q.type != "multi"]
    assert any("'multi' questions" in p for p in problems(snippets, few))

    with pytest.raises(ValueError, match="corpus is invalid"):
        validate(snippets[:10], questions)
