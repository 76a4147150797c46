"""One gateway over the `openai` client, prompts as text files, pydantic schemas for every answer,
and an offline analyzer for when no model is configured. Importing this package is cheap: the
`openai` client is imported on first use."""

from contexty_qt.core.llm.errors import (
    LLMBudgetError,
    LLMConfigError,
    LLMError,
    LLMNotConfiguredError,
    LLMOutputError,
    LLMTransientError,
)
from contexty_qt.core.llm.gateway import CallBudget, LLMGateway, Usage

__all__ = [
    "CallBudget",
    "LLMBudgetError",
    "LLMConfigError",
    "LLMError",
    "LLMGateway",
    "LLMNotConfiguredError",
    "LLMOutputError",
    "LLMTransientError",
    "Usage",
]
