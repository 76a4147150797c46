"""Pytest fixtures around the fakes (registered from tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from contexty_qt.core.llm.gateway import LLMGateway

from tests.fakes.keyring import MemoryKeyring
from tests.fakes.openai_server import FakeOpenAIServer


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAIServer]:
    """A running fake OpenAI-compatible server on 127.0.0.1 (random port); stopped after the test."""
    server = FakeOpenAIServer().start()
    try:
        yield server
    finally:
        server.close()


@pytest.fixture
def gateway(fake_openai: FakeOpenAIServer) -> Iterator[LLMGateway]:
    """The real gateway (real openai client) talking to the fake server; small timeout for tests."""
    from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway

    gw = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small", timeout_s=1.0))
    yield gw
    gw.close()


@pytest.fixture
def os_keyring() -> Iterator[MemoryKeyring]:
    """An in-memory OS keyring in place of the machine's (which CI does not have)."""
    import keyring

    previous = keyring.get_keyring()
    backend = MemoryKeyring()
    keyring.set_keyring(backend)
    try:
        yield backend
    finally:
        keyring.set_keyring(previous)
