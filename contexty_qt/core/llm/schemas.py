"""What each prompt must answer, as pydantic models.

Validation is forgiving where a model's slip is harmless (long strings are clipped, "a, b" becomes
["a", "b"], a σ of 70 means 0.7, unknown keys are ignored) and strict where it is not (a missing
title, a wrong type, NaN): those go back to the model once with the error, then fail the job.
Size limits bound what a hostile or broken answer can make us store.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, model_validator

from contexty_qt.core.ontology import normalize_tag

MAX_TAGS = 8


def _clip(limit: int, *, required: bool = False) -> AfterValidator:
    """Whitespace collapsed and the text cut to `limit`; `required`: blank after that (only spaces or control
    characters such as "\x1f", which pass a min_length check) is an invalid answer."""
    def clip(value: str) -> str:
        value = " ".join(value.split()) if "\n" not in value else value.strip()
        if required and not value:
            raise ValueError("must not be blank")
        return value if len(value) <= limit else value[: limit - 1].rstrip() + "…"

    return AfterValidator(clip)


def _tag_list(value: Any) -> Any:
    if isinstance(value, str):
        value = [part for part in value.replace(";", ",").split(",")]
    if isinstance(value, list):
        tags: list[str] = []
        for item in value:
            if not isinstance(item, str):
                raise ValueError("tags must be strings")
            tag = normalize_tag(item)
            if tag and tag not in tags:
                tags.append(tag)
        return tags[:MAX_TAGS]
    return value


def _tag(value: Any) -> Any:
    if isinstance(value, str):
        tag = normalize_tag(value)
        if not tag:
            raise ValueError("a tag must be a single word")
        return tag
    return value


def _memory_id(value: Any) -> Any:
    """An id as the data shows it: 12, "12", "#12" or "m12" all mean memory 12."""
    if isinstance(value, str):
        text = value.strip().lstrip("#").removeprefix("m").removeprefix("M").strip()
        if text.isdigit():
            return int(text)
    return value


def _unit_interval(value: float) -> float:
    if math.isnan(value) or math.isinf(value):
        raise ValueError("sigma must be a number between 0 and 1")
    if 1.0 < value <= 100.0:  # a percentage
        value /= 100.0
    return min(1.0, max(0.0, value))


Text = Annotated[str, _clip(1000)]
ShortText = Annotated[str, _clip(120)]
TagList = Annotated[list[str], BeforeValidator(_tag_list)]
Tag = Annotated[str, BeforeValidator(_tag)]
Sigma = Annotated[float, Field(allow_inf_nan=False), AfterValidator(_unit_interval)]
RefOrId = int | Annotated[str, Field(max_length=40)] | None
MemoryId = Annotated[int, BeforeValidator(_memory_id)]


class _Answer(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)


class NewTag(_Answer):
    tag: Tag
    parent: Tag


class AnalysisResult(_Answer):
    """MEM-1: one card's title, summary, tags (from the ontology) and the user's context."""

    title: Annotated[str, _clip(120, required=True)]
    summary: Text = ""
    tags: TagList = Field(default_factory=list)
    new_tags: Annotated[list[NewTag], Field(max_length=4)] = Field(default_factory=list)
    user_context: Text = ""


class RelatednessScore(_Answer):
    id: MemoryId
    sigma: Sigma


class RelatednessResult(_Answer):
    """MEM-3 / CAP-6: σ_i in [0, 1] for each candidate memory."""

    scores: Annotated[list[RelatednessScore], Field(max_length=200)]

    def as_dict(self, allowed: set[int] | None = None) -> dict[int, float]:
        """σ by id, ignoring ids that were not candidates (a model must not invent memories)."""
        return {s.id: s.sigma for s in self.scores if allowed is None or s.id in allowed}


class GroupNaming(_Answer):
    name: Annotated[str, _clip(60, required=True)]
    summary: Annotated[str, _clip(500)] = ""


class Refinement(_Answer):
    id: MemoryId
    tags: TagList | None = None
    user_context: Text | None = None
    reason: Annotated[str, _clip(300)] = ""


class EvolutionResult(_Answer):
    """MEM-4: refinements of related memories' tags and context."""

    updates: Annotated[list[Refinement], Field(max_length=50)] = Field(default_factory=list)


class Understanding(_Answer):
    """MEM-5: what the user is doing now and what they focus on."""

    summary: Annotated[str, _clip(1500, required=True)]
    focus: Annotated[list[ShortText], Field(max_length=5)] = Field(default_factory=list)
    tasks: Annotated[list[ShortText], Field(max_length=10)] = Field(default_factory=list)


class CreateGroupOp(_Answer):
    op: Literal["create_group"]
    ref: Annotated[str, Field(min_length=1, max_length=40)]
    name: Annotated[str, _clip(200, required=True)]
    parent: RefOrId = None


class MoveOp(_Answer):
    op: Literal["move"]
    memory_ids: Annotated[list[int], Field(min_length=1, max_length=1000)]
    to: RefOrId = None


class RenameOp(_Answer):
    op: Literal["rename"]
    group_id: int
    name: Annotated[str, _clip(200, required=True)]


class MergeOp(_Answer):
    op: Literal["merge"]
    source: int
    target: int


class NestOp(_Answer):
    op: Literal["nest"]
    group_id: int
    parent: RefOrId = None


class LinkOp(_Answer):
    op: Literal["link"]
    src: Annotated[str, Field(pattern=r"^[mb]\d+$")]
    dst: Annotated[str, Field(pattern=r"^[mb]\d+$")]
    label: Annotated[str, _clip(200)] = ""


RegroupOp = Annotated[
    CreateGroupOp | MoveOp | RenameOp | MergeOp | NestOp | LinkOp, Field(discriminator="op")
]


REGROUP_OPS = frozenset({"create_group", "move", "rename", "merge", "nest", "link"})


class RegroupPlan(_Answer):
    """MEM-6: proposed tree operations; validated against the tree (ids, cycles) before preview.

    A step of a kind the plan language does not have ("delete", "archive", ...) is set aside in
    `refused` rather than failing the whole answer: the preview lists it as left out."""

    summary: Annotated[str, _clip(500)] = ""
    operations: Annotated[list[RegroupOp], Field(max_length=500)] = Field(default_factory=list)
    refused: Annotated[list[Annotated[str, _clip(40)]], Field(max_length=500)] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _set_aside_unknown_steps(cls, data: Any) -> Any:
        if isinstance(data, dict) and isinstance(data.get("operations"), list):
            steps = data["operations"]
            known = [s for s in steps if not _unknown_step(s)]
            refused = [str(s.get("op"))[:40] for s in steps if _unknown_step(s)]
            data = {**data, "operations": known, "refused": refused}
        return data


def _unknown_step(step: Any) -> bool:
    """A step of a kind the plan language does not have. A malformed "op" (a list, an object: a TypeError
    here escaped the parser) stays for validation to report back to the model."""
    if not isinstance(step, dict):
        return False
    op = step.get("op")
    return isinstance(op, Hashable) and op not in REGROUP_OPS


SCHEMA_FOR_PROMPT: dict[str, type[BaseModel]] = {
    "analysis": AnalysisResult,
    "relatedness": RelatednessResult,
    "group_name": GroupNaming,
    "evolution": EvolutionResult,
    "understanding": Understanding,
    "regroup": RegroupPlan,
}
