"""What the post-thinking prompts (CAIM-5) must answer, validated like core/llm/schemas.py: forgiving
where a slip is harmless (long text clipped, "a, b" tags split, "m12" read as 12), strict where not."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from contexty_qt.core.llm.schemas import MemoryId, TagList


def _clip(limit: int) -> AfterValidator:
    def clip(value: str) -> str:
        value = " ".join(value.split())
        return value if len(value) <= limit else value[: limit - 1].rstrip() + "…"

    return AfterValidator(clip)


class _Answer(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)


class InductiveThought(_Answer):
    """One key event of the session, distilled: a short sentence, up to three tags, its sources."""

    text: Annotated[str, Field(min_length=1), _clip(300)]
    tags: TagList = Field(default_factory=list)
    memory_ids: Annotated[list[MemoryId], Field(max_length=50)] = Field(default_factory=list)


class SessionThoughts(_Answer):
    summary: Annotated[str, Field(min_length=1), _clip(1200)]
    thoughts: Annotated[list[InductiveThought], Field(max_length=12)] = Field(default_factory=list)


class MergeVerdict(_Answer):
    a: MemoryId
    b: MemoryId
    same: bool
    reason: Annotated[str, _clip(300)] = ""


class MergeReview(_Answer):
    pairs: Annotated[list[MergeVerdict], Field(max_length=200)] = Field(default_factory=list)


SCHEMA_FOR_PROMPT: dict[str, type[BaseModel]] = {
    "session_thoughts": SessionThoughts,
    "merge_review": MergeReview,
}
