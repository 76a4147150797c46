"""The matching sentence of a memory for a query: the sentence of its memo, text, OCR text, summary, title or
context sharing the most words with the query (the memo first among equals: it is the person's own words); when no
sentence shares a word (a purely semantic match) and an embedder is at hand, the sentence closest in meaning. The
repository shows it under each hit (core/longterm/repository.py) and chat quotes it when no model answers."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from contexty_qt.core.model import Memory
from contexty_qt.core.text import tokens

log = logging.getLogger("contexty.repository")

_SENTENCE = re.compile(r"(?<=[.!?…])\s+|\n+")
_WORD = re.compile(r"[^\W_][\w'+\-.]*[^\W_]|[^\W_]", re.UNICODE)
FIELDS = ("memo", "text", "ocr", "summary", "title", "user_context")  # "ocr": text read from the screenshot
FIELD_BONUS = {"memo": 0.5, "text": 0.1, "ocr": 0.05, "summary": 0.0, "title": 0.2, "user_context": 0.0}


@dataclass(frozen=True)
class Sentence:
    text: str
    field: str  # which part of the memory it comes from
    spans: tuple[tuple[int, int], ...] = ()  # character ranges of the query's words in `text`
    semantic: bool = False  # chosen by meaning (no shared word)


def split_sentences(text: str, limit: int = 400) -> list[str]:
    out = []
    for part in _SENTENCE.split(text):
        part = " ".join(part.split())
        if part:
            out.append(part if len(part) <= limit else part[: limit - 1] + "…")
    return out


def word_spans(sentence: str, q_tokens: Iterable[str]) -> tuple[tuple[int, int], ...]:
    wanted = set(q_tokens)
    spans = []
    for match in _WORD.finditer(sentence):
        if tokens(match.group(0)) and tokens(match.group(0))[0] in wanted:
            spans.append((match.start(), match.end()))
    return tuple(spans)


MAX_SEMANTIC_SENTENCES = 20  # per memory, and 160 per search, embedded in one call


def candidate_sentences(memory: Memory, ocr: str = "", fields: Sequence[str] = FIELDS) -> list[tuple[str, str]]:
    """(field, sentence) pairs; `ocr`: the screenshot's OCR text (its lines are its sentences)."""
    return [(name, sentence) for name in fields
            for sentence in split_sentences(ocr if name == "ocr" else getattr(memory, name) or "")]


def lexical_sentence(memory: Memory, query: str, ocr: str = "", fields: Sequence[str] = FIELDS) -> Sentence | None:
    """The sentence of `fields` sharing the most of the query's words (None when none shares one)."""
    q = set(tokens(query))
    best, best_score = None, 0.0
    for name, sentence in candidate_sentences(memory, ocr, fields):
        overlap = len(q & set(tokens(sentence)))
        if overlap:
            score = overlap + FIELD_BONUS[name] - len(sentence) / 10_000
            if score > best_score:
                best, best_score = (name, sentence), score
    return Sentence(best[1], best[0], word_spans(best[1], q)) if best is not None else None


def semantic_sentences(memories: Sequence[Memory], embed: Callable[[Sequence[str]], Any] | None,
                       query_vec: Any, ocr: dict[str, str] | None = None) -> dict[int, Sentence]:
    """For memories no sentence of which shares a word: the sentence closest in meaning, all of them
    embedded in one call; without an embedder, the first sentence of the memo, text or OCR text.
    `ocr`: OCR text by image name."""
    out: dict[int, Sentence] = {}
    batch: list[tuple[int, str, str]] = []
    for memory in memories:
        candidates = candidate_sentences(memory, (ocr or {}).get(memory.image or "", ""))
        if not candidates:
            out[memory.id] = Sentence(memory.display_title(), "title")
            continue
        name, sentence = next(((n, s) for n, s in candidates if n in ("memo", "text", "ocr")), candidates[0])
        out[memory.id] = Sentence(sentence, name, (), semantic=True)
        batch += [(memory.id, n, s) for n, s in candidates[:MAX_SEMANTIC_SENTENCES]]
    if embed is None or query_vec is None or not batch:
        return out
    batch = batch[:160]
    try:
        vectors = np.asarray(embed([s for _, _, s in batch]), dtype=np.float32)
        scores = vectors @ np.asarray(query_vec, dtype=np.float32).reshape(-1)
    except Exception as exc:  # sentence vectors are a nicety: keep the first sentences
        log.debug("no sentence vectors: %s", exc)
        return out
    best: dict[int, tuple[float, str, str]] = {}
    for (memory_id, name, sentence), score in zip(batch, scores.tolist(), strict=True):
        if memory_id not in best or score > best[memory_id][0]:
            best[memory_id] = (score, name, sentence)
    for memory_id, (_score, name, sentence) in best.items():
        out[memory_id] = Sentence(sentence, name, (), semantic=True)
    return out


def matching_sentence(memory: Memory, query: str, *, embed: Callable[[Sequence[str]], Any] | None = None,
                      query_vec: Any = None, ocr: str = "") -> Sentence:
    """The sentence of the memory that best matches the query (see the module docstring)."""
    found = lexical_sentence(memory, query, ocr)
    return found if found is not None else \
        semantic_sentences([memory], embed, query_vec, {memory.image or "": ocr})[memory.id]
