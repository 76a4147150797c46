"""Plain data for the memory tree T=(M,B,L) and the chat records around it."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import UTC, datetime

# Groups nest at most this deep; an import file with deeper nesting is refused, so every
# walk of the tree (outline, export, canvas layout) stays far from Python's recursion limit.
MAX_GROUP_DEPTH = 100
# A title (the user's may be 20,000 characters) is shown up to this long, on one line.
MAX_DISPLAY_TITLE = 200


def utcnow() -> datetime:
    return datetime.now(UTC)


class SourceType(enum.StrEnum):
    SNIPPET = "snippet"
    OBSERVATION = "observation"
    CHAT = "chat"


class Origin(enum.StrEnum):
    """Who started a change: shown in undo text and used to skip a view's own echo."""

    USER = "user"
    AI = "ai"
    IMPORT = "import"


class NodeKind(enum.StrEnum):
    MEMORY = "memory"
    GROUP = "group"


class AnalysisState(enum.StrEnum):
    PENDING = "pending"
    DONE = "done"
    FAILED = "failed"


@dataclass(frozen=True, slots=True)
class Provenance:
    app: str = ""
    window_title: str = ""
    url: str = ""


@dataclass
class Workspace:
    id: int
    name: str
    created_at: datetime
    archived: bool = False
    opened_at: datetime | None = None  # when it was last switched to: the current workspace is the latest


@dataclass(slots=True)  # 10,000 of them live in the GUI's mirror: no per-instance __dict__
class Memory:
    id: int
    workspace_id: int
    source: SourceType
    captured_at: datetime
    text: str = ""
    image: str | None = None  # content-hash file name inside the data dir's images/
    memo: str = ""
    title: str = ""
    summary: str = ""
    tags: list[str] = field(default_factory=list)
    user_context: str = ""
    provenance: Provenance = field(default_factory=Provenance)
    group_id: int | None = None
    placed_by_user: bool = False  # the AI never moves a memory the user placed by hand
    hidden: bool = False
    archived: bool = False
    updated: bool = False  # "Updated" badge (MEM-4)
    previous: dict[str, object] | None = None  # values before the last AI refinement
    analysis_state: AnalysisState = AnalysisState.PENDING
    analysis_error: str = ""
    recall_count: int = 0
    last_recalled: datetime | None = None
    importance: float = 0.0
    pos_x: float | None = None
    pos_y: float | None = None
    created_at: datetime = field(default_factory=utcnow)
    session_id: int | None = None  # the session of work it was captured in (core/longterm/sessions.py)
    merged_into: int | None = None  # an original kept (archived) after a merge: the card it became
    faded_at: datetime | None = None  # archived by forgetting (LUFY-3), shown in the faded list
    pruned_image: str | None = None  # the image file retention removed; the card and its text stay
    pruned_at: datetime | None = None

    def display_title(self) -> str:
        """One line for lists, cards and undo labels; the stored title keeps every character."""
        if len(self.title) > MAX_DISPLAY_TITLE:
            return " ".join(self.title[: MAX_DISPLAY_TITLE * 2].split())[: MAX_DISPLAY_TITLE - 1] + "…"
        if self.title:
            return self.title
        # a prefix: splitting a 1,000,000-character capture for 60 characters took 30 ms per call
        base = self.memo.lstrip()[:200] or self.text.lstrip()[:200] or (f"Image {self.image[:8]}" if self.image else "")
        base = " ".join(base.split())
        return (base[:60] + "…") if len(base) > 60 else (base or f"Memory {self.id}")


@dataclass(frozen=True)
class MemoryRef:
    """A memory shown in another workspace's tree (LTM-2): the same card, not a copy, so an edit
    shows in both; it sits in a group of that workspace (or unassigned) and has its own place there."""

    id: int
    workspace_id: int  # where it is shown (the memory's own workspace is memory.workspace_id)
    memory_id: int
    group_id: int | None = None
    pos_x: float | None = None
    pos_y: float | None = None
    created_at: datetime = field(default_factory=utcnow)


@dataclass
class Group:
    id: int
    workspace_id: int
    name: str
    summary: str = ""
    parent_id: int | None = None
    created_by: Origin = Origin.USER
    collapsed: bool = False
    pos_x: float | None = None
    pos_y: float | None = None
    created_at: datetime = field(default_factory=utcnow)


@dataclass
class Link:
    id: int
    workspace_id: int
    src_kind: NodeKind
    src_id: int
    dst_kind: NodeKind
    dst_id: int
    label: str = ""
    created_by: Origin = Origin.USER
    created_at: datetime = field(default_factory=utcnow)


@dataclass
class Thread:
    id: int
    workspace_id: int
    title: str
    created_at: datetime
    updated_at: datetime


@dataclass
class Message:
    id: int
    thread_id: int
    role: str  # "user" | "assistant"
    content: str
    created_at: datetime
    citations: list[int] = field(default_factory=list)
    memory_id: int | None = None  # the chat memory this exchange became (CAP-7)
    state: str = "done"  # "done" | "partial" | "error"


class JobState(enum.StrEnum):
    PENDING = "pending"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"


@dataclass
class Job:
    id: int
    kind: str
    state: JobState
    payload: dict[str, object]
    memory_id: int | None = None
    attempts: int = 0
    next_run_at: datetime | None = None
    last_error: str = ""
    created_at: datetime = field(default_factory=utcnow)
    updated_at: datetime = field(default_factory=utcnow)
