"""The export document's schema: the versioned format's pydantic models (what an import accepts)."""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    JsonValue,
)

from contexty_qt.core.model import (
    AnalysisState,
    NodeKind,
    Origin,
    SourceType,
    utcnow,
)
from contexty_qt.core.sanitize import MAX_IMAGE_BYTES, MAX_MEMO_CHARS, MAX_TEXT_CHARS

FORMAT = "contexty-export"
# 2: sessions, thoughts, merge proposals, references (memory_refs) and the memory/workspace columns of
# issue 7; version 1 files (none of these) still import
# 3: the model's branch is called group: key `groups`, `group_id`, link kind 'group' (core/exchange/legacy.py
# reads the older names of versions 1-2)
VERSION = 3
# Whole file in memory, base64 images included; a larger archive is better split by workspace.
MAX_IMPORT_BYTES = 512 * 1024 * 1024
# Stored text may carry the truncation marker that sanitize.clean_text appends.
_SLACK = 200
_MAX_ITEMS = 1_000_000
_IMAGE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,127}(\.[A-Za-z0-9]{1,8})?")


# ---- the document's schema -------------------------------------------------------------------
def _no_nul(value: str) -> str:
    if "\x00" in value:
        raise ValueError("contains a NUL character")
    return value


def _safe_image_name(value: str) -> str:
    if not _IMAGE_NAME.fullmatch(value):
        raise ValueError("is not a plain file name (letters, digits, '-', '_' and one extension)")
    return value


def _limited(limit: int) -> Any:
    return Field(max_length=limit + _SLACK)


NoNul = AfterValidator(_no_nul)
Id = Annotated[int, Field(ge=1, le=2**62)]
Name = Annotated[str, Field(min_length=1, max_length=200 + _SLACK), NoNul]
Label = Annotated[str, _limited(200), NoNul]
Tag = Annotated[str, _limited(64), NoNul]
AppName = Annotated[str, _limited(256), NoNul]
WindowTitle = Annotated[str, _limited(1024), NoNul]
Url = Annotated[str, _limited(4096), NoNul]
GroupSummary = Annotated[str, _limited(4000), NoNul]
ShortText = Annotated[str, _limited(MAX_MEMO_CHARS), NoNul]  # memo, title, summary, context
LongText = Annotated[str, _limited(MAX_TEXT_CHARS), NoNul]  # captured text, chat messages
ImageName = Annotated[str, AfterValidator(_safe_image_name)]
Coordinate = float | None


class _Strict(BaseModel):
    # strict: "1" is not 1 and 0 is not false; forbid: a misspelt field is an error, not lost data
    model_config = ConfigDict(extra="forbid", strict=True, allow_inf_nan=False, frozen=True)


class WorkspaceIn(_Strict):
    id: Id
    name: Name
    created_at: AwareDatetime = Field(default_factory=utcnow)
    archived: bool = False
    opened_at: AwareDatetime | None = None


class GroupIn(_Strict):
    id: Id
    workspace_id: Id
    name: Name
    summary: GroupSummary = ""
    parent_id: Id | None = None
    created_by: Origin = Origin.USER
    collapsed: bool = False
    pos_x: Coordinate = None
    pos_y: Coordinate = None
    created_at: AwareDatetime = Field(default_factory=utcnow)


class ProvenanceIn(_Strict):
    app: AppName = ""
    window_title: WindowTitle = ""
    url: Url = ""


class MemoryIn(_Strict):
    id: Id
    workspace_id: Id
    source: SourceType
    captured_at: AwareDatetime
    text: LongText = ""
    image: ImageName | None = None
    memo: ShortText = ""
    title: ShortText = ""
    summary: ShortText = ""
    tags: Annotated[list[Tag], Field(max_length=1000)] = []
    user_context: ShortText = ""
    provenance: ProvenanceIn = ProvenanceIn()
    group_id: Id | None = None
    placed_by_user: bool = False
    hidden: bool = False
    archived: bool = False
    updated: bool = False
    previous: dict[str, JsonValue] | None = None
    analysis_state: AnalysisState = AnalysisState.PENDING
    analysis_error: ShortText = ""
    recall_count: Annotated[int, Field(ge=0, le=2**62)] = 0
    last_recalled: AwareDatetime | None = None
    importance: float = 0.0
    pos_x: Coordinate = None
    pos_y: Coordinate = None
    created_at: AwareDatetime = Field(default_factory=utcnow)
    session_id: Id | None = None
    merged_into: Id | None = None
    faded_at: AwareDatetime | None = None
    pruned_image: ImageName | None = None
    pruned_at: AwareDatetime | None = None


class LinkIn(_Strict):
    id: Id
    workspace_id: Id
    src_kind: NodeKind
    src_id: Id
    dst_kind: NodeKind
    dst_id: Id
    label: Label = ""
    created_by: Origin = Origin.USER
    created_at: AwareDatetime = Field(default_factory=utcnow)


class ThreadIn(_Strict):
    id: Id
    workspace_id: Id
    title: ShortText
    created_at: AwareDatetime
    updated_at: AwareDatetime


class MessageIn(_Strict):
    id: Id
    thread_id: Id
    role: Literal["user", "assistant", "system"]
    content: LongText
    created_at: AwareDatetime
    citations: Annotated[list[Id], Field(max_length=10_000)] = []
    memory_id: Id | None = None
    state: Annotated[str, Field(min_length=1, max_length=32), NoNul] = "done"  # "done" | "partial" | "error"


Word = Annotated[str, Field(min_length=0, max_length=64), NoNul]


class SessionIn(_Strict):
    id: Id
    workspace_id: Id
    started_at: AwareDatetime
    last_activity_at: AwareDatetime
    ended_at: AwareDatetime | None = None
    end_reason: Word | None = None
    started_by: Word = "activity"
    summary: ShortText = ""
    summary_source: Word = ""
    post_state: Word = ""
    created_at: AwareDatetime = Field(default_factory=utcnow)


class ThoughtIn(_Strict):
    id: Id
    workspace_id: Id
    session_id: Id | None = None
    text: ShortText
    tags: Annotated[list[Tag], Field(max_length=1000)] = []
    memory_ids: Annotated[list[Id], Field(max_length=10_000)] = []
    at: AwareDatetime
    source: Word = "offline"
    archived: bool = False
    created_at: AwareDatetime = Field(default_factory=utcnow)


class MergeProposalIn(_Strict):
    id: Id
    workspace_id: Id
    session_id: Id | None = None
    keep_id: Id
    other_id: Id
    similarity: float
    reason: ShortText = ""
    judged_by: Word = "heuristic"
    state: Literal["pending", "accepted", "rejected"] = "pending"
    merged_id: Id | None = None
    created_at: AwareDatetime = Field(default_factory=utcnow)
    decided_at: AwareDatetime | None = None


class MemoryRefIn(_Strict):
    id: Id
    workspace_id: Id
    memory_id: Id
    group_id: Id | None = None
    pos_x: Coordinate = None
    pos_y: Coordinate = None
    created_at: AwareDatetime = Field(default_factory=utcnow)


class ImageIn(_Strict):
    name: ImageName
    data: Annotated[str, Field(max_length=MAX_IMAGE_BYTES * 4 // 3 + 8)]  # base64


Items = Field(max_length=_MAX_ITEMS)


class ExportDocument(_Strict):
    format: Literal["contexty-export"]
    version: Literal[1, 2, 3]
    exported_at: AwareDatetime | None = None
    app_version: Annotated[str, Field(max_length=64)] = ""
    workspaces: Annotated[list[WorkspaceIn], Field(min_length=1, max_length=10_000)]
    groups: Annotated[list[GroupIn], Items] = []
    memories: Annotated[list[MemoryIn], Items] = []
    links: Annotated[list[LinkIn], Items] = []
    threads: Annotated[list[ThreadIn], Items] = []
    messages: Annotated[list[MessageIn], Items] = []
    images: Annotated[list[ImageIn], Items] = []
    sessions: Annotated[list[SessionIn], Items] = []
    thoughts: Annotated[list[ThoughtIn], Items] = []
    merge_proposals: Annotated[list[MergeProposalIn], Items] = []
    memory_refs: Annotated[list[MemoryRefIn], Items] = []


class _Header(BaseModel):
    model_config = ConfigDict(extra="ignore")
    format: JsonValue = None
    version: JsonValue = None
