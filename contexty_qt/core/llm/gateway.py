"""The one way Contexty talks to a language model: any OpenAI-compatible server (OpenAI, Ollama,
LM Studio, llama.cpp server, vLLM), chosen by settings, through the official `openai` client.

* A model per role: "analysis" (small, cheap: cards, placement, evolution) and "chat" (large).
* `structured()` renders a prompt file, asks for JSON (JSON mode where the server has it, plain
  text otherwise, from which the first JSON object is taken), validates it with a pydantic model,
  and on a validation failure asks once more with the error appended; then `LLMOutputError`.
* Transport failures become `LLMTransientError` (with the server's Retry-After when it sent one) so
  the job queue can back off; the client's own retries are off, the queue owns retrying.
* `stream()` yields the chat answer as it arrives; a connection lost mid-answer raises
  `LLMTransientError` after the part already received.
* Every call is charged to an optional `CallBudget` (a per-capture limit) and logged with its
  token usage.
"""

from __future__ import annotations

import base64
import email.utils
import io
import json
import logging
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from pydantic import BaseModel, ValidationError

from contexty_qt.core.llm import prompts
from contexty_qt.core.llm.errors import (
    LLMBudgetError,
    LLMConfigError,
    LLMError,
    LLMNotConfiguredError,
    LLMOutputError,
    LLMTransientError,
)
from contexty_qt.core.redaction import redactor_for

if TYPE_CHECKING:
    import openai

    from contexty_qt.core.secrets import SecretStore
    from contexty_qt.core.settings import Settings

log = logging.getLogger("contexty.llm")

Role = Literal["analysis", "chat"]
Message = dict[str, Any]
T = TypeVar("T", bound=BaseModel)

MAX_ANSWER_CHARS = 200_000  # longer answers are refused before parsing (a runaway or hostile model)
MAX_RETRY_AFTER_S = 3600.0
MAX_IMAGE_SIDE = 1536  # screenshots are scaled down before they go to a vision model
NO_KEY = "sk-no-key-required"  # local servers ignore the key, the client insists on one


@dataclass
class Usage:
    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    estimated: bool = False  # the server reported no usage; counted as ~4 characters per token

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def add(self, other: Usage) -> None:
        self.calls += other.calls
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.estimated = self.estimated or other.estimated

    def as_dict(self) -> dict[str, int]:
        return {"calls": self.calls, "prompt_tokens": self.prompt_tokens,
                "completion_tokens": self.completion_tokens}


class CallBudget:
    """Counts the calls and tokens spent on one capture (across its jobs) and enforces a call limit."""

    def __init__(self, max_calls: int | None = None, spent: Mapping[str, int] | None = None) -> None:
        self.max_calls = max_calls
        spent = spent or {}
        self.usage = Usage(int(spent.get("calls", 0)), int(spent.get("prompt_tokens", 0)),
                           int(spent.get("completion_tokens", 0)))
        self._lock = threading.Lock()

    def charge(self) -> None:
        with self._lock:
            if self.max_calls is not None and self.usage.calls >= self.max_calls:
                raise LLMBudgetError(
                    f"This capture has used its budget of {self.max_calls} model calls."
                )
            self.usage.calls += 1

    def record(self, usage: Usage) -> None:
        with self._lock:
            self.usage.prompt_tokens += usage.prompt_tokens
            self.usage.completion_tokens += usage.completion_tokens
            self.usage.estimated = self.usage.estimated or usage.estimated


@dataclass(frozen=True)
class LLMConfig:
    base_url: str = ""
    api_key: str = ""
    analysis_model: str = ""
    chat_model: str = ""
    timeout_s: float = 60.0
    vision: bool = False

    def model(self, role: Role) -> str:
        if role == "analysis":
            return self.analysis_model or self.chat_model
        return self.chat_model or self.analysis_model

    def available(self, role: Role) -> bool:
        return bool(self.base_url and self.model(role))


@dataclass
class Completion:
    text: str
    usage: Usage
    finish_reason: str = ""
    model: str = ""


@dataclass
class _ClientSlot:
    key: tuple[str, str, float] = ("", "", 0.0)
    client: Any = None
    no_json_mode: set[str] = field(default_factory=set)  # models whose server refused response_format


class LLMGateway:
    """Thread-safe; one per process. Reads settings at each call, so changes apply at once."""

    def __init__(
        self,
        settings: Settings | None = None,
        secrets: SecretStore | None = None,
        *,
        config: LLMConfig | None = None,
        redact: Callable[[str], str] | None = None,
    ) -> None:
        if settings is None and config is None:
            config = LLMConfig()
        self._settings = settings
        self._secrets = secrets
        self._fixed = config
        if redact is None and settings is not None:
            # every gateway built from settings redacts likely secrets (privacy.redact_secrets, read per call)
            redact = redactor_for(settings)
        self._redact = redact
        self._lock = threading.Lock()
        self._slot = _ClientSlot()
        self._keys: dict[str, str] = {}
        self.totals = Usage()  # everything this gateway spent, for diagnostics

    # ---- configuration -----------------------------------------------------------------------
    def config(self) -> LLMConfig:
        return self._config(with_key=True)

    def _config(self, with_key: bool) -> LLMConfig:
        """`with_key=False`: without the API key, so asking whether a model is configured never
        loads the OS keyring (its backends weigh ~12 MB in the idle app, issue 14)."""
        if self._fixed is not None:
            return self._fixed
        assert self._settings is not None
        s = self._settings
        key_name = str(s.get("llm.api_key_name"))
        if with_key and key_name not in self._keys:
            self._keys[key_name] = self._secrets.get(key_name) if self._secrets and key_name else ""
        return LLMConfig(
            base_url=str(s.get("llm.base_url")).strip(),
            api_key=self._keys.get(key_name, ""),
            analysis_model=str(s.get("llm.analysis_model")).strip(),
            chat_model=str(s.get("llm.chat_model")).strip(),
            timeout_s=float(s.get("llm.timeout_s")),
            vision=bool(s.get("llm.vision")),
        )

    def available(self, role: Role = "analysis") -> bool:
        """A model is configured for this role; otherwise callers take the offline path."""
        return self._config(with_key=False).available(role)

    def vision(self) -> bool:
        return self._config(with_key=False).vision

    def reload(self) -> None:
        """Forget the cached API key and client (after the key or endpoint changed)."""
        with self._lock:
            self._keys.clear()
            self._close_client()

    def close(self) -> None:
        with self._lock:
            self._close_client()

    def _close_client(self) -> None:
        if self._slot.client is not None:
            try:
                self._slot.client.close()
            except Exception:  # closing a half-broken client must not mask the real work
                log.debug("closing the openai client failed", exc_info=True)
        self._slot = _ClientSlot()

    def _client(self, config: LLMConfig) -> openai.OpenAI:
        key = (config.base_url, config.api_key, config.timeout_s)
        with self._lock:
            if self._slot.client is None or self._slot.key != key:
                self._close_client()
                import openai

                client = openai.OpenAI(
                    base_url=config.base_url, api_key=config.api_key or NO_KEY,
                    timeout=config.timeout_s, max_retries=0,
                )
                self._slot = _ClientSlot(key, client)
            return self._slot.client  # type: ignore[no-any-return]

    def _require(self, role: Role) -> tuple[LLMConfig, str]:
        config = self.config()
        if not config.available(role):
            raise LLMNotConfiguredError(
                f"No language model is configured for {role}: set llm.base_url and llm.{role}_model."
            )
        return config, config.model(role)

    # ---- calls -------------------------------------------------------------------------------
    def complete(self, role: Role, messages: Sequence[Message], *, json_mode: bool = False,
                 budget: CallBudget | None = None, prompt: str = "") -> Completion:
        """One chat completion, not streamed."""
        config, model = self._require(role)
        client = self._client(config)
        messages = self._redacted(messages)
        if budget is not None:
            budget.charge()
        kwargs: dict[str, Any] = {"model": model, "messages": messages}
        if json_mode and model not in self._slot.no_json_mode:
            kwargs["response_format"] = {"type": "json_object"}
        started = time.monotonic()
        try:
            try:
                response = client.chat.completions.create(**kwargs)
            except Exception as exc:
                if "response_format" not in kwargs or not _is_bad_request(exc):
                    raise
                log.info("%s refused JSON mode for %s (%s); asking for plain JSON text instead",
                         config.base_url, model, exc)
                with self._lock:
                    self._slot.no_json_mode.add(model)
                del kwargs["response_format"]
                response = client.chat.completions.create(**kwargs)
            choice = response.choices[0]
            text = choice.message.content or ""
            finish = str(choice.finish_reason or "")
            usage = _usage(getattr(response, "usage", None), messages, text)
        except LLMError:
            raise
        except Exception as exc:
            raise classify_error(exc, config) from exc
        self._account(role, prompt, model, usage, started, budget)
        return Completion(text, usage, finish, model)

    def structured(self, role: Role, prompt_name: str, variables: Mapping[str, str | prompts.Raw],
                   schema: type[T], *, images: Sequence[Path | bytes] = (),
                   budget: CallBudget | None = None) -> T:
        """Render `prompt_name`, ask for JSON, return it validated as `schema`.

        `images` go to the model only when it is vision-capable (setting llm.vision); otherwise
        the caller is expected to have put OCR text into the variables.
        """
        rendered = prompts.render(prompt_name, variables)
        user: str | list[dict[str, Any]] = rendered.user
        if images and self.vision():
            user = [{"type": "text", "text": rendered.user}, *(_image_part(i) for i in images)]
        messages: list[Message] = [{"role": "system", "content": rendered.system},
                                   {"role": "user", "content": user}]
        completion = self.complete(role, messages, json_mode=True, budget=budget, prompt=prompt_name)
        try:
            return parse_structured(completion.text, schema)
        except AnswerProblem as problem:
            log.warning("%s answer did not validate (%s); asking once more", prompt_name, problem)
            messages += [
                {"role": "assistant", "content": completion.text[:8000]},
                {"role": "user", "content": (
                    f"That reply could not be used: {problem}. Reply again with only the corrected JSON "
                    f"object, in the form asked for above."
                )},
            ]
        completion = self.complete(role, messages, json_mode=True, budget=budget, prompt=prompt_name)
        try:
            return parse_structured(completion.text, schema)
        except AnswerProblem as problem:
            raise LLMOutputError(
                f"The model's answer to the {prompt_name} prompt was unusable twice ({problem}).",
                raw=completion.text,
            ) from None

    def stream(self, role: Role, messages: Sequence[Message], *,
               budget: CallBudget | None = None, prompt: str = "chat") -> Iterator[str]:
        """Yield the answer's text as it arrives. Raises LLMTransientError if the stream breaks."""
        config, model = self._require(role)
        client = self._client(config)
        messages = self._redacted(messages)
        if budget is not None:
            budget.charge()
        started = time.monotonic()
        kwargs: dict[str, Any] = {"model": model, "messages": messages, "stream": True,
                                  "stream_options": {"include_usage": True}}
        try:
            try:
                response = client.chat.completions.create(**kwargs)
            except Exception as exc:
                if not _is_bad_request(exc):
                    raise
                del kwargs["stream_options"]  # servers without usage-in-stream support
                response = client.chat.completions.create(**kwargs)
        except Exception as exc:
            raise classify_error(exc, config) from exc
        return self._iterate(response, role, prompt, model, config, messages, started, budget)

    def _iterate(self, response: Any, role: Role, prompt: str, model: str, config: LLMConfig,
                 messages: Sequence[Message], started: float, budget: CallBudget | None) -> Iterator[str]:
        parts: list[str] = []
        reported: Any = None
        finished = False
        try:
            try:
                for chunk in response:
                    if getattr(chunk, "usage", None) is not None:
                        reported = chunk.usage
                    for choice in chunk.choices or ():
                        piece = choice.delta.content if choice.delta is not None else None
                        if piece:
                            parts.append(piece)
                            yield piece
                        if choice.finish_reason:
                            finished = True
            except Exception as exc:
                raise LLMTransientError(
                    f"The model's answer was cut off after {sum(map(len, parts))} characters: "
                    f"{classify_error(exc, config)}"
                ) from exc
            if not finished:
                raise LLMTransientError("The model server closed the stream before the answer was complete.")
        finally:
            try:
                response.close()
            except Exception:
                log.debug("closing a stream failed", exc_info=True)
            self._account(role, prompt, model, _usage(reported, messages, "".join(parts)), started, budget)

    # ---- helpers -----------------------------------------------------------------------------
    def _redacted(self, messages: Sequence[Message]) -> list[Message]:
        if self._redact is None:
            return list(messages)
        redact = self._redact
        out: list[Message] = []
        for message in messages:
            content = message.get("content")
            if isinstance(content, str):
                message = {**message, "content": redact(content)}
            elif isinstance(content, list):
                message = {**message, "content": [
                    {**p, "text": redact(p["text"])} if p.get("type") == "text" else p for p in content
                ]}
            out.append(message)
        return out

    def _account(self, role: Role, prompt: str, model: str, usage: Usage, started: float,
                 budget: CallBudget | None) -> None:
        if budget is not None:
            budget.record(usage)
        with self._lock:
            self.totals.add(usage)
        log.info("llm %s/%s model=%s tokens=%d+%d%s %.0f ms", role, prompt or "-", model, usage.prompt_tokens,
                 usage.completion_tokens, " (estimated)" if usage.estimated else "",
                 (time.monotonic() - started) * 1000)


# ---- parsing answers -----------------------------------------------------------------------------
class AnswerProblem(Exception):
    """Why an answer cannot be used; its text goes back to the model for its one retry."""


def extract_json_object(text: str) -> dict[str, Any]:
    """The first JSON object in `text`: the whole text, inside a ``` fence, or after some prose."""
    if len(text) > MAX_ANSWER_CHARS:
        raise AnswerProblem(f"the reply is {len(text)} characters long; a short JSON object was expected")
    decoder = json.JSONDecoder()
    starts = [i for i, ch in enumerate(text) if ch == "{"][:50]
    if not starts:
        raise AnswerProblem("the reply contains no JSON object")
    last_error = ""
    for start in starts:
        try:
            value, _end = decoder.raw_decode(text, start)
        except RecursionError:
            raise AnswerProblem("the JSON is nested too deeply") from None
        except ValueError as exc:
            last_error = str(exc)
            continue
        if isinstance(value, dict):
            return value
    raise AnswerProblem(f"the reply is not valid JSON ({last_error})")


def parse_structured(text: str, schema: type[T]) -> T:
    data = extract_json_object(text)
    try:
        return schema.model_validate(data)
    except ValidationError as exc:
        raise AnswerProblem(describe_validation_error(exc)) from None
    except RecursionError:
        raise AnswerProblem("the JSON is nested too deeply") from None


def describe_validation_error(exc: ValidationError) -> str:
    """Field paths and messages only: never echo a (possibly huge or hostile) value back."""
    lines = []
    for error in exc.errors(include_input=False, include_url=False)[:8]:
        where = ".".join(str(part) for part in error["loc"]) or "(top level)"
        lines.append(f"{where}: {error['msg']}")
    return "; ".join(lines)[:1000]


# ---- transport errors ----------------------------------------------------------------------------
class LLMTimeoutError(LLMTransientError):
    """No answer within llm.timeout_s: a caller with more calls to make may stop here instead of
    waiting that long again (the chat does, so a stalled server costs one timeout, not three)."""


def _is_bad_request(exc: Exception) -> bool:
    import openai

    return isinstance(exc, openai.BadRequestError | openai.UnprocessableEntityError)


def classify_error(exc: Exception, config: LLMConfig) -> LLMError:
    import openai

    if isinstance(exc, LLMError):
        return exc
    if isinstance(exc, openai.APITimeoutError):
        return LLMTimeoutError(f"The model server did not answer within {config.timeout_s:g} s.")
    if isinstance(exc, openai.APIConnectionError):
        return LLMTransientError(f"Cannot reach the model server at {config.base_url} ({exc}).")
    if isinstance(exc, openai.APIStatusError):
        status = exc.status_code
        retry_after = retry_after_seconds(exc.response.headers)
        detail = _error_message(exc)
        if status == 429:
            return LLMTransientError(f"The model server is rate limiting requests (HTTP 429){detail}.",
                                     retry_after=retry_after, status=status)
        if status >= 500 or status in (408, 409):
            return LLMTransientError(f"The model server had an error (HTTP {status}){detail}.",
                                     retry_after=retry_after, status=status)
        if status in (401, 403):
            return LLMConfigError(f"The model server refused the API key (HTTP {status}){detail}. "
                                  f"Check the key in Settings.", status=status)
        if status == 404:
            return LLMConfigError(f"The model server does not know this model or endpoint (HTTP 404){detail}. "
                                  f"Check llm.base_url and the model names.", status=status)
        return LLMConfigError(f"The model server refused the request (HTTP {status}){detail}.", status=status)
    if isinstance(exc, ValueError | AttributeError | IndexError | TypeError | openai.APIResponseValidationError):
        return LLMTransientError(f"The model server sent a response that is not a valid completion ({exc}).")
    if isinstance(exc, openai.OpenAIError):
        return LLMTransientError(f"The model request failed ({exc}).")
    raise exc


def _error_message(exc: Any) -> str:
    body = getattr(exc, "body", None)
    message = body.get("message") if isinstance(body, dict) else None
    return f": {str(message)[:300]}" if message else ""


def retry_after_seconds(headers: Mapping[str, str]) -> float | None:
    """Retry-After as seconds or an HTTP date (RFC 9110), or retry-after-ms; capped at an hour."""
    value = headers.get("retry-after-ms")
    if value:
        try:
            return min(MAX_RETRY_AFTER_S, max(0.0, float(value) / 1000))
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return min(MAX_RETRY_AFTER_S, max(0.0, float(value)))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return min(MAX_RETRY_AFTER_S, max(0.0, when.timestamp() - time.time()))


def _usage(reported: Any, messages: Sequence[Message], answer: str) -> Usage:
    prompt_tokens = getattr(reported, "prompt_tokens", None)
    completion_tokens = getattr(reported, "completion_tokens", None)
    if isinstance(prompt_tokens, int) and isinstance(completion_tokens, int):
        return Usage(1, prompt_tokens, completion_tokens)
    sent = sum(len(json.dumps(m.get("content"), ensure_ascii=False)) for m in messages)
    return Usage(1, sent // 4 + 1, len(answer) // 4 + 1, estimated=True)


def _image_part(image: Path | bytes) -> dict[str, Any]:
    from PIL import Image

    data = image if isinstance(image, bytes) else Path(image).read_bytes()
    with Image.open(io.BytesIO(data)) as opened:
        img: Image.Image = opened
        img.load()
        if max(img.size) > MAX_IMAGE_SIDE:
            img.thumbnail((MAX_IMAGE_SIDE, MAX_IMAGE_SIDE))
        if img.mode not in ("RGB", "L"):
            img = img.convert("RGB")
        buffer = io.BytesIO()
        img.save(buffer, format="PNG", optimize=True)
    encoded = base64.b64encode(buffer.getvalue()).decode("ascii")
    return {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{encoded}"}}
