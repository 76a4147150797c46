"""Typed LLM errors. The job queue backs off on `retryable` ones and fails the job on the rest."""

from __future__ import annotations

from contexty_qt.core.errors import ContextyError


class LLMError(ContextyError):
    retryable = False


class LLMTransientError(LLMError):
    """Connection refused, timeout, 5xx, 429, a broken response body: worth trying again later."""

    retryable = True

    def __init__(self, message: str, *, retry_after: float | None = None, status: int | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after  # seconds the server asked us to wait (Retry-After), if any
        self.status = status


class LLMOutputError(LLMError):
    """The model answered twice with something that does not fit the expected schema."""

    def __init__(self, message: str, *, raw: str = "") -> None:
        super().__init__(message)
        self.raw = raw[:2000]  # the last answer, kept short for the job's visible error


class LLMConfigError(LLMError):
    """Wrong API key, unknown model, a request the server refuses: retrying will not help."""

    def __init__(self, message: str, *, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class LLMNotConfiguredError(LLMConfigError):
    """No endpoint or model is set for this role; callers use the offline path instead."""


class LLMBudgetError(LLMError):
    """The per-capture budget of LLM calls is spent."""
