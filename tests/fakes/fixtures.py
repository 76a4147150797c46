"""Pytest fixtures around the fakes (registered from tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fakes.openai_server import FakeOpenAIServer


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAIServer]:
    """A running fake OpenAI-compatible server on 127.0.0.1 (random port); stopped after the test."""
    server = FakeOpenAIServer().start()
    try:
        yield server
    finally:
        server.close()
