"""Sessions of work (CHAT-2's session lifecycle; the unit CAIM's post-thinking and LUFY's forgetting
run on).

A session is a stretch of work in one workspace. It starts
  * on the first capture or chat after a gap (setting `session.gap_min`): `note_activity`, which the
    app calls through `follow(bus)` for every new memory and chat message, or
  * explicitly (`start`, `contexty session start`),
and ends
  * explicitly (`end`, `contexty session end`),
  * on quit (`end_all(QUIT)`), or
  * after inactivity: `expire()` (a timer in the app, and at startup) ends a session idle for longer
    than the gap, dated at its last activity; so does the next activity after the gap.
Each memory records its session (`memories.session_id`). A session ended with post-thinking on queues
a `post_think` job (core/longterm/jobs.py).

Explicit starts and ends are undoable commands (undoing an end reopens the session; a post-thinking
already queued then finds it open and does nothing). What follows from activity by itself (a session
started by a capture, its last-activity time, a memory's session) is bookkeeping like a card's
analysis state: written directly and announced with change events (origin AI), not put on the undo
stack, so undoing a capture does not have to unpick the session around it.
"""

from __future__ import annotations

import enum
import logging
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from contexty_qt.core.commands import InsertRow, UpdateRows
from contexty_qt.core.errors import InvalidInputError, NotFoundError
from contexty_qt.core.events import Action, ChangeEvent, Entity, EventBus
from contexty_qt.core.model import Memory, Origin, utcnow
from contexty_qt.core.store import Store, from_db_time, memory_from_row, to_db_time
from contexty_qt.core.tree import MemoryTree

if TYPE_CHECKING:
    from contexty_qt.core.jobs import JobQueue
    from contexty_qt.core.settings import Settings

log = logging.getLogger("contexty.sessions")

POST_THINK, FORGET, RETAIN_IMAGES = "post_think", "forget", "retain_images"
DEFAULT_GAP_MIN = 30.0


class EndReason(enum.StrEnum):
    EXPLICIT = "explicit"
    QUIT = "quit"
    INACTIVITY = "inactivity"


class PostState(enum.StrEnum):
    NONE = ""
    QUEUED = "queued"
    DONE = "done"
    SKIPPED = "skipped"


@dataclass(frozen=True)
class Session:
    id: int
    workspace_id: int
    started_at: datetime
    last_activity_at: datetime
    ended_at: datetime | None = None
    end_reason: str | None = None
    started_by: str = "activity"  # "activity" | "explicit"
    summary: str = ""
    summary_source: str = ""  # "model" | "offline" once post-thinking ran
    post_state: str = ""
    created_at: datetime | None = None

    @property
    def open(self) -> bool:
        return self.ended_at is None

    def span(self, now: datetime | None = None) -> tuple[datetime, datetime]:
        return self.started_at, self.ended_at or now or utcnow()

    def describe(self) -> str:
        end = self.ended_at.astimezone().strftime("%H:%M") if self.ended_at else "now"
        return f"{self.started_at.astimezone().strftime('%Y-%m-%d %H:%M')}–{end}"


def session_from_row(r: Mapping[str, Any]) -> Session:
    started, last, created = (from_db_time(r[k]) for k in ("started_at", "last_activity_at", "created_at"))
    assert started is not None and last is not None
    return Session(int(r["id"]), int(r["workspace_id"]), started, last, from_db_time(r["ended_at"]),
                   r["end_reason"], str(r["started_by"]), str(r["summary"]), str(r["summary_source"]),
                   str(r["post_state"]), created)


class Sessions:
    def __init__(self, tree: MemoryTree, settings: Settings | None = None, *, queue: JobQueue | None = None,
                 clock: Callable[[], datetime] = utcnow, gap_min: float | None = None) -> None:
        self.tree = tree
        self.store: Store = tree.store
        self.bus: EventBus = tree.bus
        self.settings = settings
        self.queue = queue
        self.clock = clock
        self._gap_min = gap_min
        self._lock = threading.RLock()
        self._attaching: set[int] = set()  # memories `attach` is placing: an end's sweep leaves them alone

    @property
    def gap(self) -> timedelta:
        minutes = self._gap_min
        if minutes is None:
            minutes = float(self.settings.get("session.gap_min")) if self.settings is not None else DEFAULT_GAP_MIN
        return timedelta(minutes=max(1.0, minutes))

    def post_thinking_enabled(self) -> bool:
        return bool(self.settings.get("session.post_thinking")) if self.settings is not None else True

    # ---- reading ---------------------------------------------------------------------------
    def get(self, session_id: int) -> Session:
        rows = self.store.query("SELECT * FROM sessions WHERE id = ?", (session_id,))
        if not rows:
            raise NotFoundError(f"No session with id {session_id}.")
        return session_from_row(dict(rows[0]))

    def all(self, workspace_id: int | None = None, *, limit: int | None = None) -> list[Session]:
        sql, params = "SELECT * FROM sessions", []
        if workspace_id is not None:
            sql, params = sql + " WHERE workspace_id = ?", [workspace_id]
        sql += " ORDER BY started_at DESC, id DESC"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [session_from_row(dict(r)) for r in self.store.query(sql, params)]

    def open_session(self, workspace_id: int) -> Session | None:
        rows = self.store.query("SELECT * FROM sessions WHERE workspace_id = ? AND ended_at IS NULL "
                                "ORDER BY started_at DESC, id DESC LIMIT 1", (workspace_id,))
        return session_from_row(dict(rows[0])) if rows else None

    def memories(self, session_id: int, *, include_archived: bool = False) -> list[Memory]:
        sql = "SELECT * FROM memories WHERE session_id = ?" + ("" if include_archived else " AND archived = 0")
        rows = self.store.query(sql + " ORDER BY captured_at, id", (session_id,))
        return [memory_from_row(dict(r)) for r in rows]

    def counts(self, session_ids: Iterable[int]) -> dict[int, int]:
        """Memories per session (faded ones included: they belong to it)."""
        ids = list(session_ids)
        if not ids:
            return {}
        # a merge's originals count once, as the merged card
        rows = self.store.query(f"SELECT session_id, COUNT(*) AS n FROM memories WHERE merged_into IS NULL AND "
                                f"session_id IN ({', '.join('?' for _ in ids)}) GROUP BY session_id", ids)
        return {int(r["session_id"]): int(r["n"]) for r in rows}

    # ---- explicit, undoable ----------------------------------------------------------------
    def start(self, workspace_id: int | None = None, *, at: datetime | None = None,
              origin: Origin = Origin.USER) -> Session:
        """Start a session now (or at `at`); an open one in the workspace ends first (explicitly)."""
        ws = self.tree.workspace(workspace_id)
        when = at or self.clock()
        with self._lock:
            current = self.open_session(ws)
            if current is not None and when < current.started_at:
                raise InvalidInputError(f"Session {current.id} started after {when.isoformat(timespec='minutes')}.")
            with self.tree.macro("Start a session", origin):
                if current is not None:
                    self.end(current.id, EndReason.EXPLICIT, at=when, origin=origin)
                stamp = to_db_time(when)
                row = {"workspace_id": ws, "started_at": stamp, "last_activity_at": stamp, "started_by": "explicit",
                       "created_at": to_db_time(self.clock())}
                command = self.tree.execute(InsertRow("sessions", row, "Start a session", origin))
            assert isinstance(command, InsertRow) and command.id is not None
            return self.get(command.id)

    def end(self, session_id: int, reason: EndReason = EndReason.EXPLICIT, *, at: datetime | None = None,
            origin: Origin = Origin.USER) -> Session:
        """End a session: it takes the memories of its workspace captured during it that have none,
        and queues its post-thinking. Ending an ended session does nothing."""
        with self._lock:
            session = self.get(session_id)
            if not session.open:
                return session
            when = at or (session.last_activity_at if reason is EndReason.INACTIVITY else self.clock())
            when = max(when, session.started_at)
            post = self.post_thinking_enabled() and self.queue is not None
            changes: dict[str, Any] = {"ended_at": to_db_time(when), "end_reason": reason.value,
                                       "last_activity_at": to_db_time(max(when, session.last_activity_at))
                                       if reason is not EndReason.INACTIVITY else to_db_time(session.last_activity_at),
                                       "post_state": PostState.QUEUED.value if post else PostState.SKIPPED.value}
            label = {EndReason.EXPLICIT: "End the session", EndReason.QUIT: "End the session (quit)",
                     EndReason.INACTIVITY: "End the session (inactive)"}[reason]
            self.tree.execute(UpdateRows("sessions", {session_id: changes}, label, origin))
            self._attach_span(self.get(session_id))
            if post:
                assert self.queue is not None
                self.queue.enqueue(POST_THINK, None, {"session_id": session_id, "llm": {}}, key=f"session:{session_id}")
            log.info("session %d ended (%s) with %d memories", session_id, reason.value,
                     self.counts([session_id]).get(session_id, 0))
            return self.get(session_id)

    def end_current(self, workspace_id: int | None = None, reason: EndReason = EndReason.EXPLICIT, *,
                    at: datetime | None = None) -> Session | None:
        current = self.open_session(self.tree.workspace(workspace_id))
        return self.end(current.id, reason, at=at) if current is not None else None

    def end_all(self, reason: EndReason = EndReason.QUIT) -> list[Session]:
        """Quitting: every open session ends (bookkeeping origin, not an undo step of the next run)."""
        rows = self.store.query("SELECT id FROM sessions WHERE ended_at IS NULL ORDER BY id")
        return [self.end(int(r["id"]), reason, origin=Origin.AI) for r in rows]

    # ---- from activity (bookkeeping) -------------------------------------------------------
    def note_activity(self, workspace_id: int, at: datetime | None = None) -> Session:
        """A capture or chat in this workspace: extend its open session, or start one (ending a
        session idle for longer than the gap, dated at its last activity)."""
        when = at or self.clock()
        with self._lock:
            current = self.open_session(workspace_id)
            if current is not None and when - current.last_activity_at > self.gap:
                self.end(current.id, EndReason.INACTIVITY, origin=Origin.AI)
                current = None
            if current is None:
                stamp = to_db_time(when)
                with self.store.transaction() as db:
                    cursor = db.execute(
                        "INSERT INTO sessions (workspace_id, started_at, last_activity_at, started_by, created_at) "
                        "VALUES (?, ?, ?, 'activity', ?)", (workspace_id, stamp, stamp, to_db_time(self.clock())))
                session_id = int(cursor.lastrowid or 0)
                self._emit(Entity.SESSION, Action.ADDED, (session_id,))
                return self.get(session_id)
            if when > current.last_activity_at:
                with self.store.transaction() as db:
                    db.execute("UPDATE sessions SET last_activity_at = ? WHERE id = ?", (to_db_time(when), current.id))
                self._emit(Entity.SESSION, Action.CHANGED, (current.id,), ("last_activity_at",))
            return self.get(current.id)

    def expire(self, now: datetime | None = None) -> list[Session]:
        """End the sessions idle for longer than the gap (at their last activity)."""
        now = now or self.clock()
        cutoff = to_db_time(now - self.gap)
        rows = self.store.query("SELECT id FROM sessions WHERE ended_at IS NULL AND last_activity_at < ? ORDER BY id",
                                (cutoff,))
        return [self.end(int(r["id"]), EndReason.INACTIVITY, origin=Origin.AI) for r in rows]

    def attach(self, memory_ids: Iterable[int], *, at: datetime | None = None) -> dict[int, int]:
        """Give new memories without a session the open session of their workspace (starting one when
        needed); returns memory id -> session id."""
        ids = list(memory_ids)
        if not ids:
            return {}
        rows = self.store.query(f"SELECT id, workspace_id FROM memories WHERE session_id IS NULL AND id IN "
                                f"({', '.join('?' for _ in ids)})", ids)
        assigned: dict[int, int] = {}
        with self._lock:
            self._attaching = {int(r["id"]) for r in rows}
            try:
                for r in rows:
                    session = self.note_activity(int(r["workspace_id"]), at)
                    assigned[int(r["id"])] = session.id
            finally:
                self._attaching = set()
        if assigned:
            with self.store.transaction() as db:
                db.executemany("UPDATE memories SET session_id = ? WHERE id = ? AND session_id IS NULL",
                               [(s, m) for m, s in assigned.items()])
            self._emit(Entity.MEMORY, Action.CHANGED, tuple(assigned), ("session_id",))
        return assigned

    def _attach_span(self, session: Session) -> int:
        """Memories of the workspace captured during the session that have no session yet (added by
        another process, e.g. `contexty add` while a session was open) join it."""
        start, end = session.span()
        with self.store.transaction() as db:
            ids = [int(r["id"]) for r in db.execute(
                "SELECT id FROM memories WHERE workspace_id = ? AND session_id IS NULL AND captured_at >= ? "
                "AND captured_at <= ?", (session.workspace_id, to_db_time(start), to_db_time(end)))
                if int(r["id"]) not in self._attaching]
            if ids:
                db.executemany("UPDATE memories SET session_id = ? WHERE id = ?", [(session.id, i) for i in ids])
        if ids:
            self._emit(Entity.MEMORY, Action.CHANGED, tuple(ids), ("session_id",))
        return len(ids)

    # ---- following the app -----------------------------------------------------------------
    def follow(self) -> Callable[[], None]:
        """Note activity from change events: new memories (captures, chat exchanges) and chat
        messages. Returns the unsubscribe function."""
        return self.bus.subscribe(self._on_events)

    def _on_events(self, events: list[ChangeEvent]) -> None:
        new_memories: list[int] = []
        for event in events:
            if event.action is not Action.ADDED or event.origin is Origin.IMPORT:
                continue
            if event.entity is Entity.MEMORY:
                new_memories += event.ids
            elif event.entity is Entity.MESSAGE:
                self._note_messages(event.ids)
        if new_memories:
            try:
                self.attach(new_memories)
            except Exception:  # bookkeeping must never break the capture that triggered it
                log.exception("could not attach memories %s to a session", new_memories)

    def _note_messages(self, message_ids: Iterable[int]) -> None:
        ids = list(message_ids)
        try:
            rows = self.store.query(f"SELECT DISTINCT t.workspace_id FROM messages m JOIN threads t ON t.id = "
                                    f"m.thread_id WHERE m.id IN ({', '.join('?' for _ in ids)})", ids)
            for r in rows:
                self.note_activity(int(r["workspace_id"]))
        except Exception:
            log.exception("could not note chat activity")

    def _emit(self, entity: Entity, action: Action, ids: tuple[int, ...], fields: tuple[str, ...] = ()) -> None:
        self.bus.emit([ChangeEvent(entity, action, ids, Origin.AI, fields)])


__all__ = ["FORGET", "POST_THINK", "RETAIN_IMAGES", "EndReason", "PostState", "Session", "Sessions",
           "session_from_row"]
