"""A chat turn against a failing endpoint: once the first model call of the turn (the planning call)
fails with a transient error, no relevance-filter call follows; after a timeout the turn ends at once
with the error instead of waiting through two more timeouts (3 minutes at the default 60 s)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from contexty_qt.core.chat import threads as th
from contexty_qt.core.chat.service import ChatService
from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
from contexty_qt.core.model import SourceType
from contexty_qt.core.retrieval.service import RetrievalService
from contexty_qt.core.services import CoreServices
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted import script_all_prompts


@pytest.fixture
def chat(services: CoreServices, fake_openai: FakeOpenAIServer) -> Iterator[ChatService]:
    for text in ("Grant budget: travel 4,000", "Grant budget: equipment 12,000", "Lisbon flight on Tuesday"):
        services.tree.add_memory(SourceType.SNIPPET, text=text, memo="budget")
    script_all_prompts(fake_openai)
    retrieval = RetrievalService(services.store, services.bus)
    retrieval.build_now()
    gateway = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small",
                                          chat_model="fake-large", timeout_s=0.5))
    yield ChatService(th.ThreadStore(services.store, services.bus), services.tree, gateway, retrieval,
                      settings=services.settings)
    gateway.close()
    retrieval.close()


def ask(chat: ChatService) -> object:
    thread = chat.threads.create()
    return chat.ask(thread.id, "What is in my grant budget?")


def test_a_stalled_server_costs_one_timeout_not_three(chat: ChatService, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.fault("stall", seconds=5)
    result = ask(chat)
    assert result.state == th.ERROR and "did not answer within 0.5 s" in result.error
    assert [r.prompt for r in fake_openai.chat_requests()] == ["chat_plan"]
    # the question is kept and Retry answers it once the server is back
    fake_openai.clear_faults()
    again = chat.retry(result.message_id)
    assert again.state == th.DONE and again.content.startswith("From your memories")


def test_a_rate_limited_server_skips_the_relevance_call_but_still_tries_the_answer(
        chat: ChatService, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.fault("rate_limit", retry_after=3, match="chat_plan")
    result = ask(chat)
    assert result.state == th.DONE  # the answer itself went through
    assert [r.prompt for r in fake_openai.chat_requests()][:2] == ["chat_plan", "chat_answer"]
    assert "chat_relevance" not in [r.prompt for r in fake_openai.chat_requests()]


def test_garbage_from_the_planner_is_not_an_endpoint_problem(chat: ChatService, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.fault("garbage_json", match="chat_plan")
    result = ask(chat)
    assert result.state == th.DONE
    # two tries at the plan (the second with the parse error), then the relevance filter as usual
    assert [r.prompt for r in fake_openai.chat_requests()][:4] == ["chat_plan", "chat_plan", "chat_relevance",
                                                                   "chat_answer"]
