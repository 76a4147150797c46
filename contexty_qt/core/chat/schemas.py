"""What the chat prompts must answer (pydantic). Forgiving where a slip is harmless ("m12", "12"
and 12 are the same id; a long query is clipped), strict where it is not (wrong types)."""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field

MAX_QUERIES = 6
MAX_QUERY_CHARS = 200


def _memory_id(value: Any) -> Any:
    if isinstance(value, bool):
        raise ValueError("an id is a number like 12 or a string like 'm12'")
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        match = re.fullmatch(r"\s*\[?\s*[mM]?\s*(\d{1,12})\s*\]?\s*", value)
        if match:
            return int(match.group(1))
    raise ValueError("an id is a number like 12 or a string like 'm12'")


MemoryId = Annotated[int, BeforeValidator(_memory_id)]


def _queries(value: list[str]) -> list[str]:
    out: list[str] = []
    for query in value:
        text = " ".join(query.split())[:MAX_QUERY_CHARS]
        if text and text.lower() not in (q.lower() for q in out):
            out.append(text)
    return out[:MAX_QUERIES]


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore")


class PlanResult(_Model):
    """CAIM-1 decision plus LTM-5 queries."""

    memories: bool
    conversation: bool
    queries: Annotated[list[str], AfterValidator(_queries)] = Field(default_factory=list)


class RelevanceResult(_Model):
    relevant: list[MemoryId]


class SummaryResult(_Model):
    summary: Annotated[str, AfterValidator(lambda s: s.strip()[:2000])]


class Rating(_Model):
    id: MemoryId
    importance: float = Field(ge=0, le=100)


class ImportanceResult(_Model):
    ratings: list[Rating]
