"""A deterministic OpenAI-compatible HTTP server for tests and benchmarks.

It speaks just enough of the API for the real `openai` client to run its whole code path (HTTP,
JSON, SSE, error mapping): GET /v1/models, POST /v1/chat/completions (plain and streaming) and
POST /v1/embeddings. Everything is scriptable per test:

    server.on("analysis", Reply(json={"title": "..."}))      # by prompt name (or any substring)
    server.queue(Reply(status=500), Reply(content="ok"))      # FIFO, consumed before handlers
    server.on(lambda r: "resume" in r.text, lambda r: Reply(content=r.last_user))
    Reply(status=429, headers={"Retry-After": "3"}) / Reply(delay=2.0) / Reply(body=b"{not json")
    Reply(content="...", disconnect_after=2)                  # streaming: drop the socket mid-way

Fault modes for the fault-injection tests (`server.fault(...)`, before routes and the queue, until
`clear_faults()`; `times` limits them), plus an endpoint that is down:

    server.fault("drop")                       # close the connection without an answer (mid-stream for streams)
    server.fault("rate_limit", retry_after=2)  # 429 with Retry-After
    server.fault("server_error")               # 500
    server.fault("stall", seconds=60)          # no answer for that long (the client's timeout decides)
    server.fault("garbage_json")               # a completion whose content is not the JSON asked for
    server.fault("garbage_body")               # an HTTP body that is not JSON at all
    server.fault("unknown_citations", ids=[9999])  # a chat answer citing memories that do not exist
    server.down(); ...; server.up()            # nothing listens on the port, then the same port again
    FakeOpenAIServer(port=p)                   # a fixed port: "down at start" is a port nobody serves yet

Every request is appended to `server.requests` (path, model, messages, prompt name, token counts),
which is the accounting benchmarks use to report LLM calls and tokens per capture.

Prompts written by contexty_qt mark their system message with "(prompt: NAME)"; that NAME is
`FakeRequest.prompt`, and a string matcher given to `on()` matches it exactly or as a substring of
the system message.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import re
import socket
import struct
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

PROMPT_MARKER = re.compile(r"\(prompt: ([a-z0-9_\-]+)\)")


def count_tokens(text: str) -> int:
    """A deterministic stand-in for a tokenizer: about four characters per token."""
    return 0 if not text else max(1, math.ceil(len(text) / 4))


def _message_text(message: dict[str, Any]) -> str:
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # vision-style parts
        return "\n".join(p.get("text", "") for p in content if isinstance(p, dict) and p.get("type") == "text")
    return ""


@dataclass
class FakeRequest:
    """One request as the server saw it, plus what it answered (filled in after replying)."""

    path: str
    method: str
    body: dict[str, Any]
    headers: dict[str, str]
    at: float = field(default_factory=time.monotonic)
    status: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0

    @property
    def model(self) -> str:
        return str(self.body.get("model", ""))

    @property
    def messages(self) -> list[dict[str, Any]]:
        messages = self.body.get("messages")
        return messages if isinstance(messages, list) else []

    @property
    def system(self) -> str:
        return "\n".join(_message_text(m) for m in self.messages if m.get("role") == "system")

    @property
    def last_user(self) -> str:
        users = [m for m in self.messages if m.get("role") == "user"]
        return _message_text(users[-1]) if users else ""

    @property
    def text(self) -> str:
        """Every message's text, joined: what a matcher usually wants to look at."""
        return "\n".join(_message_text(m) for m in self.messages)

    @property
    def prompt(self) -> str:
        found = PROMPT_MARKER.search(self.system or self.text)
        return found.group(1) if found else ""

    @property
    def stream(self) -> bool:
        return bool(self.body.get("stream"))

    @property
    def json_mode(self) -> bool:
        fmt = self.body.get("response_format")
        return isinstance(fmt, dict) and fmt.get("type") in ("json_object", "json_schema")

    @property
    def has_images(self) -> bool:
        return any(
            isinstance(m.get("content"), list)
            and any(isinstance(p, dict) and p.get("type") == "image_url" for p in m["content"])
            for m in self.messages
        )

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


@dataclass
class Reply:
    """What to answer. `content` (or `json`, dumped) is the assistant's text for chat completions."""

    content: str | None = None
    json: Any = None
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0  # seconds before the response starts (use with a short client timeout)
    body: bytes | None = None  # raw body, sent as is (malformed JSON, HTML error pages, ...)
    error: str = ""  # message of the OpenAI-style error object for status >= 400
    chunk_size: int = 0  # streaming: characters per delta (0: one delta per word)
    chunk_delay: float = 0.0  # streaming: seconds between chunks
    disconnect_after: int | None = None  # streaming: chunks sent before the connection is dropped
    finish_reason: str = "stop"
    usage: dict[str, int] | None = None  # override the computed usage (None: computed)
    omit_usage: bool = False  # servers that report no usage at all
    reject_json_mode: bool = False  # answer 400 when response_format is set (servers without JSON mode)
    drop: bool = False  # close the connection without answering (non-streaming requests)

    def text(self) -> str:
        if self.content is not None:
            return self.content
        if self.json is not None:
            return json.dumps(self.json, ensure_ascii=False)
        return ""


Matcher = Callable[[FakeRequest], bool]
Responder = Callable[[FakeRequest], "Reply | str | dict[str, Any]"]


def _as_reply(value: Reply | str | dict[str, Any]) -> Reply:
    if isinstance(value, Reply):
        return value
    if isinstance(value, str):
        return Reply(content=value)
    return Reply(json=value)


FAULT_MODES = ("drop", "rate_limit", "server_error", "stall", "garbage_json", "garbage_body", "unknown_citations")


def fault_reply(mode: str, *, retry_after: float = 2.0, seconds: float = 60.0, ids: tuple[int, ...] = (9999,),
                status: int = 500) -> Responder:
    """The answer of one fault mode; a responder, because a drop differs for streaming requests."""
    if mode not in FAULT_MODES:
        raise ValueError(f"unknown fault mode {mode!r}; known: {', '.join(FAULT_MODES)}")

    def answer(request: FakeRequest) -> Reply:
        if mode == "drop":
            if request.stream:  # the role chunk and a few words, then the socket goes
                return Reply(content="The answer starts well and then the connection is lost " * 4,
                             disconnect_after=4)
            return Reply(drop=True)
        if mode == "rate_limit":
            return Reply(status=429, headers={"Retry-After": f"{retry_after:g}"}, error="Rate limit reached")
        if mode == "server_error":
            return Reply(status=status, error="The server had an error while processing your request")
        if mode == "stall":
            return Reply(content="late", delay=seconds)
        if mode == "garbage_json":
            return Reply(content='{"title": "Half an obj')
        if mode == "garbage_body":
            return Reply(body=b"<html><body>502 Bad Gateway</body></html>")
        cited = "".join(f"[m{i}]" for i in ids)
        return Reply(content=f"As you noted, the answer is in your saved pages {cited}.")

    return answer


def fake_embedding(text: str, dim: int = 8) -> list[float]:
    """A deterministic unit vector from the text's words (hashed bag of words): similar texts, similar vectors."""
    vec = [0.0] * dim
    for word in re.findall(r"\w+", text.lower()) or [""]:
        digest = hashlib.sha256(word.encode()).digest()
        for i in range(dim):
            vec[i] += (digest[i] / 255.0) - 0.5
    norm = math.sqrt(sum(v * v for v in vec)) or 1.0
    return [v / norm for v in vec]


class FakeOpenAIServer:
    """Start with `start()` (or as a context manager); `base_url` ends in /v1."""

    def __init__(self, *, models: tuple[str, ...] = ("fake-small", "fake-large"), embedding_dim: int = 8,
                 port: int = 0) -> None:
        self.models = list(models)
        self._port = port
        self.embedding_dim = embedding_dim
        self.requests: list[FakeRequest] = []
        self.default: Responder = lambda request: Reply(content=f"echo: {request.last_user}")
        self._queue: deque[Reply | Responder] = deque()
        self._routes: list[tuple[Matcher, Reply | Responder, int | None]] = []
        self._faults: list[tuple[Matcher, Reply | Responder, int | None]] = []
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._connections: set[socket.socket] = set()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self.embedding_replies: deque[Reply] = deque()

    # ---- scripting ---------------------------------------------------------------------------
    def queue(self, *replies: Reply | str | dict[str, Any] | Responder) -> None:
        """Answer the next chat requests with these, in order, before any route applies."""
        with self._lock:
            for reply in replies:
                self._queue.append(reply if callable(reply) else _as_reply(reply))

    def on(self, match: str | Matcher, reply: Reply | str | dict[str, Any] | Responder,
           *, times: int | None = None) -> None:
        """Route chat requests: `match` is a prompt name / system-message substring or a predicate.

        Later routes win over earlier ones, so a test can override a benchmark's defaults.
        `times` limits how often the route answers (None: always).
        """
        matcher = _matcher(match)
        value = reply if callable(reply) else _as_reply(reply)
        with self._lock:
            self._routes.insert(0, (matcher, value, times))

    def fault(self, mode: str, *, match: str | Matcher | None = None, times: int | None = None,
              **options: Any) -> None:
        """Answer chat requests (all, or those `match` selects) with a fault (see FAULT_MODES and
        `fault_reply` for the options), ahead of the queue and the routes, until `clear_faults()`."""
        responder = fault_reply(mode, **options)
        matcher = _matcher(match) if match is not None else (lambda request: True)
        with self._lock:
            self._faults.insert(0, (matcher, responder, times))

    def clear_faults(self) -> None:
        with self._lock:
            self._faults.clear()

    def reset(self) -> None:
        with self._lock:
            self._queue.clear()
            self._routes.clear()
            self._faults.clear()
            self.requests.clear()
            self.embedding_replies.clear()

    # ---- accounting --------------------------------------------------------------------------
    def chat_requests(self, prompt: str | None = None) -> list[FakeRequest]:
        with self._lock:
            found = [r for r in self.requests if r.path.endswith("/chat/completions")]
        return [r for r in found if prompt is None or r.prompt == prompt]

    def accounting(self) -> dict[str, Any]:
        """Calls and tokens, in total and per prompt name."""
        per_prompt: dict[str, dict[str, int]] = {}
        for request in self.chat_requests():
            entry = per_prompt.setdefault(request.prompt or "(none)",
                                          {"calls": 0, "prompt_tokens": 0, "completion_tokens": 0})
            entry["calls"] += 1
            entry["prompt_tokens"] += request.prompt_tokens
            entry["completion_tokens"] += request.completion_tokens
        return {
            "calls": sum(e["calls"] for e in per_prompt.values()),
            "prompt_tokens": sum(e["prompt_tokens"] for e in per_prompt.values()),
            "completion_tokens": sum(e["completion_tokens"] for e in per_prompt.values()),
            "per_prompt": per_prompt,
        }

    # ---- lifecycle ---------------------------------------------------------------------------
    @property
    def port(self) -> int:
        assert self._httpd is not None or self._port, "server not started"
        return int(self._httpd.server_address[1]) if self._httpd is not None else self._port

    @property
    def is_up(self) -> bool:
        return self._httpd is not None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> FakeOpenAIServer:
        server = self

        class Handler(_Handler):
            fake = server

        self._closing.clear()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", self._port), Handler)
        self._port = int(self._httpd.server_address[1])  # up() after down() takes the same port again
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05},
                                        name="fake-openai-server")
        self._thread.start()
        return self

    def close(self) -> None:
        if self._httpd is None:
            return
        self._closing.set()  # wakes handlers sleeping in a scripted delay
        self._httpd.shutdown()
        with self._lock:
            connections = list(self._connections)
        for conn in connections:  # keep-alive handlers blocked on recv() return at once
            with contextlib.suppress(OSError):
                conn.shutdown(socket.SHUT_RDWR)
        self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(5)
        self._httpd = None

    def down(self) -> None:
        """Stop listening and drop open connections: clients get "connection refused"."""
        self.close()

    def up(self) -> FakeOpenAIServer:
        """Listen again on the same port (scripted routes and the request log are kept)."""
        return self if self._httpd is not None else self.start()

    @staticmethod
    def free_port() -> int:
        """A port nothing listens on right now, for a server that is down at the client's start."""
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            probe.bind(("127.0.0.1", 0))
            return int(probe.getsockname()[1])

    def __enter__(self) -> FakeOpenAIServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- used by the handler -----------------------------------------------------------------
    def _pick(self, request: FakeRequest) -> Reply:
        with self._lock:
            chosen = _take(self._faults, request)
            if chosen is None and self._queue:
                chosen = self._queue.popleft()
            if chosen is None:
                chosen = _take(self._routes, request)
            if chosen is None:
                chosen = self.default
        return chosen if isinstance(chosen, Reply) else _as_reply(chosen(request))

    def _record(self, request: FakeRequest) -> None:
        with self._lock:
            self.requests.append(request)

    def _sleep(self, seconds: float) -> bool:
        """Sleep unless the server is closing; False when woken by close()."""
        return not self._closing.wait(seconds) if seconds > 0 else True


def _take(routes: list[tuple[Matcher, Reply | Responder, int | None]],
          request: FakeRequest) -> Reply | Responder | None:
    """The first route that matches, counting down its `times` (a route used up is removed)."""
    for index, (matcher, value, times) in enumerate(routes):
        if matcher(request):
            if times is not None:
                if times <= 1:
                    del routes[index]
                else:
                    routes[index] = (matcher, value, times - 1)
            return value
    return None


def _matcher(match: str | Matcher) -> Matcher:
    if callable(match):
        return match
    return lambda request: request.prompt == match or (bool(match) and match in request.system)


class _Handler(BaseHTTPRequestHandler):
    fake: FakeOpenAIServer
    protocol_version = "HTTP/1.1"

    def setup(self) -> None:
        super().setup()
        with self.fake._lock:
            self.fake._connections.add(self.connection)

    def finish(self) -> None:
        with contextlib.suppress(OSError):
            super().finish()
        with self.fake._lock:
            self.fake._connections.discard(self.connection)

    def log_message(self, format: str, *args: Any) -> None:  # keep test output quiet
        pass

    def handle_one_request(self) -> None:
        try:
            super().handle_one_request()
        except (BrokenPipeError, ConnectionResetError, TimeoutError):
            self.close_connection = True  # the client gave up (timeout); nothing to answer

    # ---- routing -------------------------------------------------------------------------------
    def do_GET(self) -> None:
        request = self._request({})
        if self.path.rstrip("/").endswith("/models"):
            data = [{"id": m, "object": "model", "created": 0, "owned_by": "fake"} for m in self.fake.models]
            self._json(request, 200, {"object": "list", "data": data})
        else:
            self._error(request, 404, f"no route for GET {self.path}")

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"{}")
            if not isinstance(body, dict):
                raise ValueError("body is not an object")
        except ValueError as exc:
            self._error(self._request({}), 400, f"request body is not JSON: {exc}")
            return
        request = self._request(body)
        if self.path.endswith("/chat/completions"):
            self._chat(request)
        elif self.path.endswith("/embeddings"):
            self._embeddings(request)
        else:
            self._error(request, 404, f"no route for POST {self.path}")

    def _request(self, body: dict[str, Any]) -> FakeRequest:
        request = FakeRequest(self.path, self.command, body, {k.lower(): v for k, v in self.headers.items()})
        self.fake._record(request)
        return request

    # ---- endpoints -----------------------------------------------------------------------------
    def _chat(self, request: FakeRequest) -> None:
        reply = self.fake._pick(request)
        prompt_tokens = sum(count_tokens(_message_text(m)) for m in request.messages)
        if not self.fake._sleep(reply.delay):
            self.close_connection = True
            return
        if reply.drop:
            self._drop()
            return
        if reply.reject_json_mode and request.json_mode:
            self._error(request, 400, "response_format is not supported by this server", reply.headers)
            return
        if reply.status >= 400:
            self._error(request, reply.status, reply.error or f"scripted error {reply.status}", reply.headers,
                        reply.body)
            return
        if self.fake.models and request.model not in self.fake.models:
            self._error(request, 404, f"The model `{request.model}` does not exist.")
            return
        text = reply.text()
        request.prompt_tokens = prompt_tokens  # only answered requests consume tokens
        request.completion_tokens = count_tokens(text)
        usage = reply.usage or {
            "prompt_tokens": request.prompt_tokens,
            "completion_tokens": request.completion_tokens,
            "total_tokens": request.prompt_tokens + request.completion_tokens,
        }
        if reply.usage:
            request.prompt_tokens = usage.get("prompt_tokens", 0)
            request.completion_tokens = usage.get("completion_tokens", 0)
        if request.stream:
            self._stream(request, reply, text, usage)
            return
        if reply.body is not None:
            self._raw(request, reply.status, reply.body, reply.headers)
            return
        payload: dict[str, Any] = {
            "id": f"chatcmpl-{len(self.fake.requests)}",
            "object": "chat.completion",
            "created": 0,
            "model": request.model,
            "choices": [{
                "index": 0,
                "message": {"role": "assistant", "content": text},
                "finish_reason": reply.finish_reason,
            }],
        }
        if not reply.omit_usage:
            payload["usage"] = usage
        self._json(request, 200, payload, reply.headers)

    def _stream(self, request: FakeRequest, reply: Reply, text: str, usage: dict[str, int]) -> None:
        request.status = 200
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        for key, value in reply.headers.items():
            self.send_header(key, value)
        self.end_headers()
        base = {"id": f"chatcmpl-{len(self.fake.requests)}", "object": "chat.completion.chunk", "created": 0,
                "model": request.model}

        def event(choices: list[dict[str, Any]], **extra: Any) -> bytes:
            return f"data: {json.dumps({**base, 'choices': choices, **extra})}\n\n".encode()

        events: list[bytes] = [event([{"index": 0, "delta": {"role": "assistant", "content": ""},
                                       "finish_reason": None}])]
        if reply.body is not None:
            events.append(b"data: " + reply.body + b"\n\n")
        for piece in _pieces(text, reply.chunk_size):
            events.append(event([{"index": 0, "delta": {"content": piece}, "finish_reason": None}]))
        events.append(event([{"index": 0, "delta": {}, "finish_reason": reply.finish_reason}]))
        options = request.body.get("stream_options")
        if isinstance(options, dict) and options.get("include_usage") and not reply.omit_usage:
            events.append(event([], usage=usage))
        events.append(b"data: [DONE]\n\n")
        try:
            for index, data in enumerate(events):
                if reply.disconnect_after is not None and index >= reply.disconnect_after:
                    self._drop()
                    return
                self._chunk(data)
                if reply.chunk_delay and not self.fake._sleep(reply.chunk_delay):
                    self._drop()
                    return
            self._chunk(b"")
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def _embeddings(self, request: FakeRequest) -> None:
        with self.fake._lock:
            reply = self.fake.embedding_replies.popleft() if self.fake.embedding_replies else None
        if reply is not None:
            if not self.fake._sleep(reply.delay):
                self.close_connection = True
                return
            if reply.status >= 400:
                self._error(request, reply.status, reply.error or f"scripted error {reply.status}", reply.headers)
                return
            if reply.body is not None:
                self._raw(request, 200, reply.body, reply.headers)
                return
        inputs = request.body.get("input", [])
        if isinstance(inputs, str):
            inputs = [inputs]
        dim = int(request.body.get("dimensions") or self.fake.embedding_dim)
        data = [{"object": "embedding", "index": i, "embedding": fake_embedding(str(t), dim)}
                for i, t in enumerate(inputs)]
        request.prompt_tokens = sum(count_tokens(str(t)) for t in inputs)
        usage = {"prompt_tokens": request.prompt_tokens, "total_tokens": request.prompt_tokens}
        self._json(request, 200, {"object": "list", "data": data, "model": request.model, "usage": usage})

    # ---- writing -------------------------------------------------------------------------------
    def _json(self, request: FakeRequest, status: int, payload: Any, headers: dict[str, str] | None = None) -> None:
        self._raw(request, status, json.dumps(payload).encode(), headers or {}, "application/json")

    def _error(self, request: FakeRequest, status: int, message: str, headers: dict[str, str] | None = None,
               body: bytes | None = None) -> None:
        if body is not None:
            self._raw(request, status, body, headers or {})
            return
        kind = "rate_limit_error" if status == 429 else "server_error" if status >= 500 else "invalid_request_error"
        self._json(request, status, {"error": {"message": message, "type": kind, "code": None}}, headers)

    def _raw(self, request: FakeRequest, status: int, body: bytes, headers: dict[str, str],
             content_type: str = "application/json") -> None:
        request.status = status
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            for key, value in headers.items():
                self.send_header(key, value)
            self.end_headers()
            self.wfile.write(body)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def _chunk(self, data: bytes) -> None:
        self.wfile.write(f"{len(data):X}\r\n".encode() + data + b"\r\n")
        self.wfile.flush()

    def _drop(self) -> None:
        """Close the socket abruptly (RST), in the middle of a chunked body."""
        self.close_connection = True
        try:
            self.wfile.flush()
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass


def _pieces(text: str, size: int) -> Iterator[str]:
    if size > 0:
        for start in range(0, len(text), size):
            yield text[start:start + size]
        return
    for match in re.finditer(r"\S+\s*|\s+", text):
        yield match.group(0)
