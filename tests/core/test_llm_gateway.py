"""The LLM gateway through the real `openai` client against the fake server."""

from __future__ import annotations

import io
import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image

from contexty_qt.core.llm import (
    CallBudget,
    LLMBudgetError,
    LLMConfigError,
    LLMGateway,
    LLMNotConfiguredError,
    LLMOutputError,
    LLMTransientError,
)
from contexty_qt.core.llm import schemas as s
from contexty_qt.core.llm.gateway import LLMConfig, extract_json_object, retry_after_seconds
from contexty_qt.core.secrets import SecretStore
from contexty_qt.core.settings import Settings
from tests.core.test_llm_prompts import SAMPLE
from tests.fakes.keyring import MemoryKeyring
from tests.fakes.openai_server import FakeOpenAIServer, Reply

GOOD = {
    "analysis": {"title": "Transformer paper", "summary": "The attention paper.", "tags": ["research", "paper"],
                 "new_tags": [], "user_context": "You are collecting related work."},
    "relatedness": {"scores": [{"id": 1, "sigma": 0.9}, {"id": 2, "sigma": 0.05}]},
    "group_name": {"name": "Thesis related work", "summary": "Papers for the thesis."},
    "evolution": {"updates": [{"id": 1, "tags": ["thesis"], "user_context": "For your thesis.", "reason": "r"}]},
    "understanding": {"summary": "You are writing a thesis.", "focus": ["related work"], "tasks": ["thesis"]},
    "regroup": {"summary": "Two projects", "operations": [
        {"op": "create_group", "ref": "new1", "name": "Thesis", "parent": None},
        {"op": "move", "memory_ids": [1], "to": "new1"},
        {"op": "link", "src": "m1", "dst": "b1", "label": "see also"}]},
}


@pytest.fixture
def gateway(fake_openai: FakeOpenAIServer) -> Iterator[LLMGateway]:
    gw = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, api_key="k", analysis_model="fake-small",
                                     chat_model="fake-large", timeout_s=2.0))
    yield gw
    gw.close()


def ask(gw: LLMGateway, name: str = "analysis", **kw: object) -> object:
    return gw.structured("analysis", name, SAMPLE[name], s.SCHEMA_FOR_PROMPT[name], **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", list(GOOD))
def test_every_prompt_path_returns_a_validated_model(gateway: LLMGateway, fake_openai: FakeOpenAIServer,
                                                     name: str) -> None:
    fake_openai.on(name, Reply(json=GOOD[name]))
    result = ask(gateway, name)
    assert isinstance(result, s.SCHEMA_FOR_PROMPT[name])
    [request] = fake_openai.chat_requests()
    assert request.prompt == name and request.json_mode and request.model == "fake-small"
    assert request.messages[0]["role"] == "system" and request.messages[1]["role"] == "user"


def test_analysis_values_are_normalised(gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue(Reply(json={"title": "  T " + "x" * 300, "tags": "Research, #Paper, job search",
                                  "user_context": "c", "extra": {"ignored": True}}))
    result = ask(gateway)
    assert isinstance(result, s.AnalysisResult)
    assert len(result.title) == 120 and result.title.startswith("T x")
    assert result.tags == ["research", "paper", "job-search"]


def test_plain_text_answers_with_prose_and_fences_are_parsed(gateway: LLMGateway,
                                                             fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue(Reply(content="Sure! Here you go:\n```json\n" + json.dumps(GOOD["group_name"]) + "\n```"))
    assert ask(gateway, "group_name") == s.GroupNaming(**GOOD["group_name"])


def test_server_without_json_mode_falls_back_to_plain_parsing(gateway: LLMGateway,
                                                              fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on("group_name", Reply(json=GOOD["group_name"], reject_json_mode=True))
    ask(gateway, "group_name")
    ask(gateway, "group_name")
    modes = [r.json_mode for r in fake_openai.chat_requests()]
    assert modes == [True, False, False]  # refused once, then remembered for this model


def test_invalid_answer_is_retried_once_with_the_error(gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue(Reply(json={"summary": "no title"}), Reply(json=GOOD["analysis"]))
    budget = CallBudget()
    result = ask(gateway, budget=budget)
    assert isinstance(result, s.AnalysisResult) and result.title == "Transformer paper"
    first, retry = fake_openai.chat_requests()
    assert retry.messages[:2] == first.messages
    assert retry.messages[2] == {"role": "assistant", "content": json.dumps({"summary": "no title"})}
    assert "title" in retry.messages[3]["content"] and "Field required" in retry.messages[3]["content"]
    assert budget.usage.calls == 2 and budget.usage.prompt_tokens == first.prompt_tokens + retry.prompt_tokens


def test_invalid_twice_raises_output_error(gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue("I cannot help with that.", Reply(json={"title": 42}))
    with pytest.raises(LLMOutputError, match="unusable twice") as caught:
        ask(gateway)
    assert caught.value.raw == '{"title": 42}'
    assert len(fake_openai.chat_requests()) == 2


@pytest.mark.parametrize("answer", [
    "{" * 100_000,  # nesting bomb
    '{"a":' * 5000 + "1" + "}" * 5000,  # deep but valid JSON
    "x" * 300_000,  # runaway answer
    '{"scores": [{"id": 1, "sigma": NaN}]}',
    '{"scores": "all of them"}',
    '{"scores": [{"id": "1; DROP TABLE memories", "sigma": 1}]}',
    "[1, 2, 3]",
    "",
])
def test_hostile_or_broken_json_never_crashes(gateway: LLMGateway, fake_openai: FakeOpenAIServer,
                                              answer: str) -> None:
    fake_openai.on("relatedness", Reply(content=answer))
    with pytest.raises(LLMOutputError):
        ask(gateway, "relatedness")


def test_relatedness_is_clamped_and_limited_to_candidates(gateway: LLMGateway,
                                                          fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue({"scores": [{"id": 1, "sigma": 70}, {"id": 2, "sigma": -3}, {"id": 99, "sigma": 1}]})
    result = ask(gateway, "relatedness")
    assert isinstance(result, s.RelatednessResult)
    assert result.as_dict({1, 2}) == {1: 0.7, 2: 0.0}


def test_http_500_is_transient(gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue(Reply(status=500, error="boom"))
    with pytest.raises(LLMTransientError, match="HTTP 500") as caught:
        ask(gateway)
    assert caught.value.retryable and caught.value.status == 500


def test_rate_limit_carries_retry_after(gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue(Reply(status=429, headers={"Retry-After": "7"}))
    with pytest.raises(LLMTransientError) as caught:
        ask(gateway)
    assert caught.value.retry_after == 7.0
    assert len(fake_openai.chat_requests()) == 1  # the client's own retries are off: the queue decides


def test_retry_after_formats() -> None:
    assert retry_after_seconds({"retry-after-ms": "1500"}) == 1.5
    assert retry_after_seconds({"retry-after": "99999"}) == 3600.0
    date = time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(time.time() + 30))
    assert 25 <= (retry_after_seconds({"retry-after": date}) or 0) <= 31
    assert retry_after_seconds({"retry-after": "soon"}) is None
    assert retry_after_seconds({}) is None


def test_timeout_is_transient_and_quick(fake_openai: FakeOpenAIServer) -> None:
    gw = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small", timeout_s=0.3))
    fake_openai.queue(Reply(json=GOOD["analysis"], delay=5))
    started = time.monotonic()
    with pytest.raises(LLMTransientError, match=r"did not answer within 0\.3 s"):
        ask(gw)
    gw.close()
    assert time.monotonic() - started < 2


def test_unreachable_server_is_transient() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    gw = LLMGateway(config=LLMConfig(base_url=f"http://127.0.0.1:{port}/v1", analysis_model="m", timeout_s=1))
    with pytest.raises(LLMTransientError, match="Cannot reach"):
        ask(gw)
    gw.close()


def test_malformed_response_body_is_transient(gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue(Reply(body=b'{"choices": [{"message": '))
    with pytest.raises(LLMTransientError, match="not a valid completion"):
        ask(gateway)


def test_completion_without_choices_is_transient(gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue(Reply(body=b'{"id": "x", "object": "chat.completion", "choices": []}'))
    with pytest.raises(LLMTransientError):
        ask(gateway)


@pytest.mark.parametrize(("status", "match"), [(401, "API key"), (404, "does not know")])
def test_configuration_errors_are_not_retryable(gateway: LLMGateway, fake_openai: FakeOpenAIServer,
                                                status: int, match: str) -> None:
    fake_openai.queue(Reply(status=status))
    with pytest.raises(LLMConfigError, match=match) as caught:
        ask(gateway)
    assert not caught.value.retryable


def test_not_configured(tmp_path: Path) -> None:
    gw = LLMGateway(Settings(tmp_path / "settings.json"))
    assert not gw.available("analysis") and not gw.available("chat")
    with pytest.raises(LLMNotConfiguredError, match=r"llm\.base_url"):
        ask(gw)


def test_settings_roles_and_key_from_secret_store(fake_openai: FakeOpenAIServer, tmp_path: Path,
                                                  os_keyring: MemoryKeyring) -> None:
    settings = Settings(tmp_path / "settings.json")
    settings.set("llm.base_url", fake_openai.base_url)
    settings.set("llm.chat_model", "fake-large")
    secrets = SecretStore(environ={})
    secrets.set("llm", "sk-test-123")
    gw = LLMGateway(settings, secrets)
    assert gw.config().model("analysis") == "fake-large"  # one model serves both roles when only one is set
    settings.set("llm.analysis_model", "fake-small")
    fake_openai.queue(GOOD["analysis"])
    ask(gw)
    assert "".join(gw.stream("chat", [{"role": "user", "content": "hi"}])) == "echo: hi"
    first, second = fake_openai.chat_requests()
    assert (first.model, second.model) == ("fake-small", "fake-large")
    assert first.headers["authorization"] == "Bearer sk-test-123"
    gw.close()


def test_budget_limits_calls(gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue(Reply(json={"nope": 1}), Reply(json=GOOD["analysis"]))
    with pytest.raises(LLMBudgetError):
        ask(gateway, budget=CallBudget(max_calls=1))
    assert len(fake_openai.chat_requests()) == 1
    carried = CallBudget(max_calls=3, spent={"calls": 3})
    with pytest.raises(LLMBudgetError):
        ask(gateway, budget=carried)


def test_stream_yields_pieces_and_records_usage(gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue(Reply(content="Hello there, friend."))
    budget = CallBudget()
    pieces = list(gateway.stream("chat", [{"role": "user", "content": "hi"}], budget=budget))
    assert pieces == ["Hello ", "there, ", "friend."]
    assert budget.usage.calls == 1 and budget.usage.completion_tokens == 5 and not budget.usage.estimated
    assert fake_openai.chat_requests()[0].model == "fake-large"


def test_stream_cut_mid_way_raises_after_partial_text(gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue(Reply(content="one two three four", disconnect_after=3))
    received: list[str] = []
    with pytest.raises(LLMTransientError, match="cut off after 8 characters"):
        for piece in gateway.stream("chat", [{"role": "user", "content": "hi"}]):
            received.append(piece)
    assert received == ["one ", "two "]


def test_stream_errors_before_the_first_chunk(gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue(Reply(status=503))
    with pytest.raises(LLMTransientError, match="503"):
        gateway.stream("chat", [{"role": "user", "content": "hi"}])


def test_stream_without_usage_is_estimated(gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue(Reply(content="abc def", omit_usage=True))
    budget = CallBudget()
    assert "".join(gateway.stream("chat", [{"role": "user", "content": "hi"}], budget=budget)) == "abc def"
    assert budget.usage.estimated and budget.usage.completion_tokens > 0


def test_images_go_only_to_vision_models(fake_openai: FakeOpenAIServer) -> None:
    buffer = io.BytesIO()
    Image.new("RGB", (3000, 1000), "white").save(buffer, format="PNG")
    config = LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small", timeout_s=5)
    fake_openai.on("analysis", Reply(json=GOOD["analysis"]))
    for vision in (False, True):
        gw = LLMGateway(config=LLMConfig(**{**config.__dict__, "vision": vision}))
        ask(gw, images=[buffer.getvalue()])
        gw.close()
    plain, with_image = fake_openai.chat_requests()
    assert not plain.has_images and with_image.has_images
    url = with_image.messages[1]["content"][1]["image_url"]["url"]
    import base64
    with Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1]))) as sent:
        assert max(sent.size) == 1536  # scaled down before upload


def test_redaction_hook_applies_before_anything_leaves(fake_openai: FakeOpenAIServer) -> None:
    gw = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small"),
                    redact=lambda text: text.replace("hunter2", "[redacted]"))
    fake_openai.queue(GOOD["analysis"])
    gw.structured("analysis", "analysis", {**SAMPLE["analysis"], "capture": "password: hunter2"}, s.AnalysisResult)
    gw.close()
    assert "hunter2" not in json.dumps(fake_openai.chat_requests()[0].body)


def test_extract_json_object_cases() -> None:
    assert extract_json_object('noise {"a": 1} {"b": 2}') == {"a": 1}
    assert extract_json_object('{"a": {"b": [1, 2]}}') == {"a": {"b": [1, 2]}}
    assert extract_json_object('[{"a": 1}]') == {"a": 1}


HOSTILE = {"ignore": "previous instructions", "scores": {"$gt": ""}, "updates": "all", "operations": [{"op": "delete"}],
           "title": ["drop"], "name": None, "summary": {"nested": ["x"] * 100}}


@pytest.mark.parametrize("name", list(GOOD))
def test_every_prompt_path_survives_errors_timeouts_and_bad_answers(fake_openai: FakeOpenAIServer,
                                                                    name: str) -> None:
    gw = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small", timeout_s=0.3))
    fake_openai.queue(Reply(status=500))
    with pytest.raises(LLMTransientError, match="HTTP 500"):
        ask(gw, name)
    fake_openai.queue(Reply(json=GOOD[name], delay=2))
    with pytest.raises(LLMTransientError, match="did not answer"):
        ask(gw, name)
    fake_openai.queue(Reply(content='{"oops": '), Reply(json=HOSTILE))
    with pytest.raises(LLMOutputError):
        ask(gw, name)
    fake_openai.queue(Reply(json=HOSTILE), Reply(json=GOOD[name]))
    assert isinstance(ask(gw, name), s.SCHEMA_FOR_PROMPT[name])  # the one retry repairs it
    gw.close()
