"""Helpers shared by the AI pipeline tests and bench/pipeline.py: a topic-sensitive embedder and
fake-model responders that read ids back out of the prompts the way a model would."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from contexty_qt.core.embeddings import Vectors, normalize_rows
from tests.fakes.openai_server import FakeRequest, Reply


class WordEmbedder:
    """Deterministic and instant: hashed bag of words in 256 dimensions, so texts sharing words are
    close and texts sharing none are nearly orthogonal."""

    def __init__(self, name: str = "words-v1", dim: int = 256) -> None:
        self._name, self.dim = name, dim
        self.calls = 0

    @property
    def model_name(self) -> str:
        return self._name

    def embed(self, texts: Sequence[str]) -> Vectors:
        self.calls += 1
        rows = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            for word in re.findall(r"[a-z]{3,}", text.lower()):
                rows[i, int(hashlib.md5(word.encode()).hexdigest(), 16) % self.dim] += 1.0
        return normalize_rows(rows)

    def close(self) -> None:
        pass


def block(request: FakeRequest, name: str) -> str:
    """The content of the data block `name` in the request's user message."""
    found = re.search(rf"<({name}_[0-9a-f]{{10}})>\n(.*?)\n</\1>", request.last_user, re.S)
    return found.group(2) if found else ""


def ids_in(text: str, prefix: str = "#") -> list[int]:
    return [int(m) for m in re.findall(rf"(?m)^{re.escape(prefix)}(\d+)\b", text)]


def relatedness(sigma: Callable[[int, int], float]) -> Callable[[FakeRequest], Reply]:
    """A relatedness responder: σ(new id, candidate id) for every candidate in the prompt."""

    def answer(request: FakeRequest) -> Reply:
        [new] = ids_in(block(request, "memory")) or [0]
        return Reply(json={"scores": [{"id": c, "sigma": sigma(new, c)} for c in ids_in(block(request, "candidates"))]})

    return answer


def named(name: str = "Model group", summary: str = "Written by the model.") -> Callable[[FakeRequest], Reply]:
    counter = [0]

    def answer(request: FakeRequest) -> Reply:
        counter[0] += 1
        return Reply(json={"name": f"{name} {counter[0]}", "summary": summary})

    return answer


def analysis_echo(request: FakeRequest) -> Reply:
    capture = block(request, "capture")
    return Reply(json={"title": " ".join(capture.split()[:6]) or "Capture", "summary": capture[:100],
                       "tags": [], "user_context": "You saved this."})


def understanding_reply(request: FakeRequest) -> Reply:
    return Reply(json={"summary": "You are comparing things.", "focus": ["comparison"], "tasks": ["compare"]})


def default_routes(server: Any, sigma: Callable[[int, int], float] = lambda a, b: 0.0) -> None:
    server.on("analysis", analysis_echo)
    server.on("relatedness", relatedness(sigma))
    server.on("group_name", named())
    server.on("evolution", Reply(json={"updates": []}))
    server.on("understanding", understanding_reply)
