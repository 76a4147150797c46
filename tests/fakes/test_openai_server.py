"""The fake OpenAI server, exercised through the real `openai` client (no mocking of the library)."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import openai
import pytest

from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest, Reply, fake_embedding

USER = [{"role": "user", "content": "hello there"}]


@pytest.fixture
def client(fake_openai: FakeOpenAIServer) -> Iterator[openai.OpenAI]:
    c = openai.OpenAI(api_key="test", base_url=fake_openai.base_url, max_retries=0, timeout=5)
    yield c
    c.close()


def test_base_url_is_local_and_models_are_listed(fake_openai: FakeOpenAIServer, client: openai.OpenAI) -> None:
    assert fake_openai.base_url.startswith("http://127.0.0.1:") and fake_openai.base_url.endswith("/v1")
    assert [m.id for m in client.models.list()] == ["fake-small", "fake-large"]


def test_default_answer_echoes_and_reports_usage(fake_openai: FakeOpenAIServer, client: openai.OpenAI) -> None:
    result = client.chat.completions.create(model="fake-small", messages=USER)
    assert result.choices[0].message.content == "echo: hello there"
    assert result.choices[0].finish_reason == "stop"
    assert result.usage is not None and result.usage.total_tokens == result.usage.prompt_tokens + 5
    [request] = fake_openai.chat_requests()
    assert request.model == "fake-small" and request.messages == USER
    assert request.headers["authorization"] == "Bearer test"


def test_queue_is_consumed_in_order_before_routes(fake_openai: FakeOpenAIServer, client: openai.OpenAI) -> None:
    fake_openai.on(lambda r: True, "routed")
    fake_openai.queue("first", {"n": 2})
    answers = [client.chat.completions.create(model="fake-small", messages=USER).choices[0].message.content
               for _ in range(3)]
    assert answers == ["first", '{"n": 2}', "routed"]


def test_routes_match_prompt_marker_and_predicates(fake_openai: FakeOpenAIServer, client: openai.OpenAI) -> None:
    fake_openai.on("analysis", Reply(json={"title": "T"}))
    fake_openai.on(lambda r: "special" in r.last_user, lambda r: Reply(content=r.last_user.upper()))
    fake_openai.on("relatedness", "once", times=1)
    system = {"role": "system", "content": "Analyse the card.\n(prompt: analysis)"}
    got = client.chat.completions.create(model="fake-small", messages=[system, *USER])
    assert json.loads(got.choices[0].message.content or "") == {"title": "T"}
    got = client.chat.completions.create(model="fake-small", messages=[{"role": "user", "content": "special"}])
    assert got.choices[0].message.content == "SPECIAL"
    rel = [{"role": "system", "content": "(prompt: relatedness)"}, *USER]
    assert client.chat.completions.create(model="fake-small", messages=rel).choices[0].message.content == "once"
    assert client.chat.completions.create(model="fake-small", messages=rel).choices[0].message.content.startswith(
        "echo")
    assert [r.prompt for r in fake_openai.chat_requests()] == ["analysis", "", "relatedness", "relatedness"]


def test_json_mode_is_recorded_and_can_be_rejected(fake_openai: FakeOpenAIServer, client: openai.OpenAI) -> None:
    fake_openai.queue(Reply(json={"a": 1}, reject_json_mode=True))
    with pytest.raises(openai.BadRequestError):
        client.chat.completions.create(model="fake-small", messages=USER, response_format={"type": "json_object"})
    assert fake_openai.chat_requests()[0].json_mode


def test_streaming_sends_sse_chunks_done_and_usage(fake_openai: FakeOpenAIServer, client: openai.OpenAI) -> None:
    fake_openai.queue(Reply(content="one two three"))
    pieces, usage = [], None
    for chunk in client.chat.completions.create(model="fake-small", messages=USER, stream=True,
                                                stream_options={"include_usage": True}):
        if chunk.choices:
            pieces.append(chunk.choices[0].delta.content or "")
        if chunk.usage:
            usage = chunk.usage
    assert "".join(pieces) == "one two three" and pieces[1:4] == ["one ", "two ", "three"]
    assert usage is not None and usage.completion_tokens == 4


def test_mid_stream_disconnect_raises_connection_error(fake_openai: FakeOpenAIServer, client: openai.OpenAI) -> None:
    fake_openai.queue(Reply(content="one two three four", disconnect_after=3))
    received = []
    with pytest.raises(openai.APIConnectionError):
        for chunk in client.chat.completions.create(model="fake-small", messages=USER, stream=True):
            received.append(chunk.choices[0].delta.content)
    assert received == ["", "one ", "two "]


@pytest.mark.parametrize(("status", "error"), [(500, openai.InternalServerError), (503, openai.InternalServerError),
                                               (401, openai.AuthenticationError)])
def test_http_errors(fake_openai: FakeOpenAIServer, client: openai.OpenAI, status: int,
                     error: type[Exception]) -> None:
    fake_openai.queue(Reply(status=status))
    with pytest.raises(error):
        client.chat.completions.create(model="fake-small", messages=USER)
    assert fake_openai.chat_requests()[0].status == status
    assert fake_openai.accounting()["prompt_tokens"] == 0  # failed calls consume no tokens


def test_rate_limit_carries_retry_after(fake_openai: FakeOpenAIServer, client: openai.OpenAI) -> None:
    fake_openai.queue(Reply(status=429, headers={"Retry-After": "7"}))
    with pytest.raises(openai.RateLimitError) as caught:
        client.chat.completions.create(model="fake-small", messages=USER)
    assert caught.value.response.headers["retry-after"] == "7"


def test_malformed_json_body(fake_openai: FakeOpenAIServer, client: openai.OpenAI) -> None:
    fake_openai.queue(Reply(body=b'{"choices": [ {"message": '))
    with pytest.raises(ValueError):  # the client surfaces the decoder's error as is
        client.chat.completions.create(model="fake-small", messages=USER)


def test_delay_beyond_client_timeout_times_out(fake_openai: FakeOpenAIServer) -> None:
    fake_openai.queue(Reply(content="late", delay=3.0))
    quick = openai.OpenAI(api_key="test", base_url=fake_openai.base_url, max_retries=0, timeout=0.3)
    started = time.monotonic()
    with pytest.raises(openai.APITimeoutError):
        quick.chat.completions.create(model="fake-small", messages=USER)
    quick.close()
    assert time.monotonic() - started < 2.0


def test_unknown_model_is_404(fake_openai: FakeOpenAIServer, client: openai.OpenAI) -> None:
    with pytest.raises(openai.NotFoundError):
        client.chat.completions.create(model="gpt-nonexistent", messages=USER)


def test_embeddings_are_deterministic_unit_vectors(fake_openai: FakeOpenAIServer, client: openai.OpenAI) -> None:
    result = client.embeddings.create(model="fake-embed", input=["alpha beta", "gamma"])
    assert [d.index for d in result.data] == [0, 1]
    assert result.data[0].embedding == pytest.approx(fake_embedding("alpha beta"))
    assert sum(v * v for v in result.data[1].embedding) == pytest.approx(1.0)
    fake_openai.embedding_replies.append(Reply(status=500))
    with pytest.raises(openai.InternalServerError):
        client.embeddings.create(model="fake-embed", input="x")


def test_accounting_counts_calls_and_tokens_per_prompt(fake_openai: FakeOpenAIServer,
                                                       client: openai.OpenAI) -> None:
    for prompt in ("analysis", "analysis", "group_name"):
        client.chat.completions.create(model="fake-small",
                                       messages=[{"role": "system", "content": f"x (prompt: {prompt})"}, *USER])
    totals = fake_openai.accounting()
    assert totals["calls"] == 3
    assert totals["per_prompt"]["analysis"]["calls"] == 2
    assert totals["prompt_tokens"] == sum(r.prompt_tokens for r in fake_openai.chat_requests()) > 0
    assert all(isinstance(r, FakeRequest) for r in fake_openai.requests)


def test_close_with_a_request_still_sleeping_does_not_hang() -> None:
    server = FakeOpenAIServer().start()
    server.queue(Reply(content="never", delay=30))
    quick = openai.OpenAI(api_key="test", base_url=server.base_url, max_retries=0, timeout=0.2)
    with pytest.raises(openai.APITimeoutError):
        quick.chat.completions.create(model="fake-small", messages=USER)
    started = time.monotonic()
    server.close()
    quick.close()
    assert time.monotonic() - started < 2.0


# ---- fault modes, through the real gateway (how Contexty classifies each) ------------------------
@pytest.mark.parametrize(("mode", "options", "expected"), [
    ("drop", {}, "Cannot reach the model server"),
    ("rate_limit", {"retry_after": 7}, "rate limiting requests (HTTP 429)"),
    ("server_error", {}, "had an error (HTTP 500)"),
    ("stall", {"seconds": 5}, "did not answer within 0.5 s"),
    ("garbage_body", {}, "not a valid completion"),
])
def test_fault_modes_become_retryable_gateway_errors(fake_openai: FakeOpenAIServer, mode: str,
                                                     options: dict[str, float], expected: str) -> None:
    from contexty_qt.core.llm.errors import LLMTransientError
    from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway

    gateway = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small",
                                          timeout_s=0.5))
    fake_openai.fault(mode, times=1, **options)
    try:
        with pytest.raises(LLMTransientError, match=expected.replace("(", r"\(").replace(")", r"\)")) as caught:
            gateway.complete("analysis", USER)
        if mode == "rate_limit":
            assert caught.value.retry_after == 7
        # the fault was used up (times=1): the next call is answered normally
        assert gateway.complete("analysis", USER).text == "echo: hello there"
    finally:
        gateway.close()


def test_a_dropped_stream_keeps_the_part_received(fake_openai: FakeOpenAIServer) -> None:
    from contexty_qt.core.llm.errors import LLMTransientError
    from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway

    gateway = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, chat_model="fake-large", timeout_s=2))
    fake_openai.fault("drop", match="", times=1)
    parts: list[str] = []
    with pytest.raises(LLMTransientError, match="cut off after"):
        for piece in gateway.stream("chat", USER):
            parts.append(piece)
    gateway.close()
    assert "".join(parts).startswith("The answer starts")


def test_faults_apply_by_prompt_and_clear(fake_openai: FakeOpenAIServer, client: openai.OpenAI) -> None:
    fake_openai.fault("unknown_citations", match=lambda r: "cite" in r.last_user, ids=(41, 42))
    cited = client.chat.completions.create(model="fake-small", messages=[{"role": "user", "content": "cite"}])
    assert cited.choices[0].message.content.endswith("[m41][m42].")
    plain = client.chat.completions.create(model="fake-small", messages=USER)
    assert plain.choices[0].message.content == "echo: hello there"
    fake_openai.fault("garbage_json")
    assert client.chat.completions.create(model="fake-small", messages=USER).choices[0].message.content \
        == '{"title": "Half an obj'
    fake_openai.clear_faults()
    assert client.chat.completions.create(model="fake-small", messages=USER).choices[0].message.content \
        == "echo: hello there"


def test_down_at_start_then_up_on_the_same_port() -> None:
    port = FakeOpenAIServer.free_port()
    server = FakeOpenAIServer(port=port)
    client = openai.OpenAI(api_key="test", base_url=f"http://127.0.0.1:{port}/v1", max_retries=0, timeout=2)
    try:
        with pytest.raises(openai.APIConnectionError):
            client.chat.completions.create(model="fake-small", messages=USER)
        server.up()
        assert server.port == port and server.is_up
        assert client.chat.completions.create(model="fake-small", messages=USER).choices[0].message.content
        server.down()
        assert not server.is_up
        with pytest.raises(openai.APIConnectionError):
            client.chat.completions.create(model="fake-small", messages=USER)
        server.up()
        assert client.chat.completions.create(model="fake-small", messages=USER).choices[0].message.content
    finally:
        client.close()
        server.close()
