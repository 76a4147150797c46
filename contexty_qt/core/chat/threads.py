"""Threads (CHAT-2) and their messages in the threads/messages tables, plus what each answer was
given (message_context, for refinement) and each thread's running summary (thread_summaries).

Chat records are not part of the memory tree's undo history: sending a message is not an edit to
undo with Ctrl+Z. Every write is one transaction and is announced on the event bus (THREAD /
MESSAGE), so both chat views and any other window follow.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from contexty_qt.core.commands import UpdateRows
from contexty_qt.core.errors import InvalidInputError, NotFoundError
from contexty_qt.core.events import Action, ChangeEvent, Entity, EventBus
from contexty_qt.core.model import Message, Origin, Thread, utcnow
from contexty_qt.core.sanitize import clean_text
from contexty_qt.core.store import Store, to_db_time
from contexty_qt.core.workspace import CurrentWorkspace, WorkspaceChoice, workspace_of

if TYPE_CHECKING:
    from contexty_qt.core.tree import MemoryTree

DEFAULT_TITLE = "New chat"
MAX_TITLE = 120
MAX_MESSAGE_CHARS = 400_000

# messages.state
DONE, STREAMING, PARTIAL, STOPPED, ERROR, NO_MODEL = "done", "streaming", "partial", "stopped", "error", "no_model"
UNFINISHED = (STREAMING, PARTIAL, STOPPED, ERROR, NO_MODEL)


# message_context.kind of a session thought (CAIM-5) an answer was given; its memory_id is the negative
# thought id (retrieval/engine.thought_doc_id), apart from memories' ids
THOUGHT_ROW = "thought"


@dataclass(frozen=True)
class ContextRow:
    memory_id: int
    kind: str
    weight: float
    position: int
    merged: bool = False  # LTM-4: one of the memories the person merged into one

    @property
    def thought_id(self) -> int | None:
        """The session thought this row records, or None for a memory."""
        return -self.memory_id if self.kind == THOUGHT_ROW else None


class DeleteThread:
    """Delete a thread with everything that cascades from it (messages, its running summary, what each
    answer was given) and the probe log's pointers to it; undo puts every row back with its id (issue 17)."""

    TABLES = (("threads", "id = ?"), ("messages", "thread_id = ?"), ("thread_summaries", "thread_id = ?"),
              ("message_context", "message_id IN (SELECT id FROM messages WHERE thread_id = ?)"))

    def __init__(self, thread_id: int, text: str, origin: Origin = Origin.USER) -> None:
        self.thread_id, self.text, self.origin = thread_id, text, origin
        self.saved: dict[str, list[dict[str, object]]] = {}
        self.probes: list[tuple[int, object, object]] = []

    def do(self, store: Store) -> list[ChangeEvent]:
        with store.transaction() as db:
            self.saved = {table: [dict(r) for r in db.execute(f"SELECT * FROM {table} WHERE {where}",
                                                              (self.thread_id,)).fetchall()]
                          for table, where in self.TABLES}
            self.probes = [(int(r[0]), r[1], r[2]) for r in db.execute(
                "SELECT id, thread_id, message_id FROM probe_log WHERE thread_id = ?", (self.thread_id,)).fetchall()]
            db.execute("DELETE FROM threads WHERE id = ?", (self.thread_id,))  # the rest cascades
        return self._events(Action.REMOVED)

    def undo(self, store: Store) -> list[ChangeEvent]:
        with store.transaction() as db:
            for table, _where in self.TABLES:
                for row in self.saved.get(table, []):
                    columns = list(row)
                    db.execute(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})",
                               [row[c] for c in columns])
            for probe_id, thread_id, message_id in self.probes:
                db.execute("UPDATE probe_log SET thread_id = ?, message_id = ? WHERE id = ?",
                           (thread_id, message_id, probe_id))
        return self._events(Action.ADDED)

    def footprint(self) -> dict[tuple[str, object], set[str | None]]:
        return {("threads", self.thread_id): {None}}

    def _events(self, action: Action) -> list[ChangeEvent]:
        messages = tuple(int(str(m["id"])) for m in self.saved.get("messages", []))
        events = [ChangeEvent(Entity.THREAD, action, (self.thread_id,), self.origin)]
        if messages:
            events.insert(0 if action is Action.REMOVED else 1, ChangeEvent(Entity.MESSAGE, action, messages,
                                                                             self.origin))
        return events


class ThreadStore:
    def __init__(self, store: Store, bus: EventBus | None = None, workspace_id: WorkspaceChoice = None, *,
                 tree: MemoryTree | None = None) -> None:
        """`workspace_id`: a workspace to keep to, or the app's CurrentWorkspace to follow (None: the
        current one when built, kept). `tree`: when given, renaming and deleting a thread are steps of its
        undo history (issue 17)."""
        self.store = store
        self.bus = bus
        self.tree = tree
        self._workspace: CurrentWorkspace | int = workspace_id if workspace_id is not None \
            else store.default_workspace_id()
        self._lock = threading.RLock()

    def _emit(self, entity: Entity, action: Action, ids: Iterable[int], fields: Sequence[str] = (),
              origin: Origin = Origin.USER) -> None:
        if self.bus is not None:
            self.bus.emit([ChangeEvent(entity, action, tuple(ids), origin, tuple(fields))])

    # ---- threads ---------------------------------------------------------------------------
    @property
    def workspace_id(self) -> int:
        """The threads' workspace: new threads and the chat's saved exchanges go there."""
        return workspace_of(self._workspace)

    def all(self) -> list[Thread]:
        return self.store.threads(self.workspace_id)

    def get(self, thread_id: int) -> Thread:
        for thread in self.store.threads():
            if thread.id == thread_id:
                return thread
        raise NotFoundError(f"No thread with id {thread_id}.")

    def create(self, title: str = DEFAULT_TITLE) -> Thread:
        now = to_db_time(utcnow())
        with self.store.transaction() as db:
            cursor = db.execute("INSERT INTO threads (workspace_id, title, created_at, updated_at) VALUES (?, ?, ?, ?)",
                                (self.workspace_id, _title(title), now, now))
        thread_id = int(cursor.lastrowid or 0)
        self._emit(Entity.THREAD, Action.ADDED, [thread_id])
        return self.get(thread_id)

    def rename(self, thread_id: int, title: str) -> None:
        old = self.get(thread_id).title
        if self.tree is not None:
            if _title(title) != old:
                self.tree.execute(UpdateRows("threads", {thread_id: {"title": _title(title)}},
                                             f"Rename chat “{old}” to “{_title(title)}”", Origin.USER))
            return
        with self.store.transaction() as db:
            db.execute("UPDATE threads SET title = ? WHERE id = ?", (_title(title), thread_id))
        self._emit(Entity.THREAD, Action.CHANGED, [thread_id], ("title",))

    def delete(self, thread_id: int) -> None:
        thread = self.get(thread_id)
        if self.tree is not None:
            self.tree.execute(DeleteThread(thread_id, f"Delete chat “{thread.title}”"))
            return
        message_ids = [m.id for m in self.store.messages(thread_id)]
        with self.store.transaction() as db:
            db.execute("DELETE FROM threads WHERE id = ?", (thread_id,))  # messages, summary, context cascade
        if message_ids:
            self._emit(Entity.MESSAGE, Action.REMOVED, message_ids)
        self._emit(Entity.THREAD, Action.REMOVED, [thread_id])

    def touch(self, thread_id: int) -> None:
        with self.store.transaction() as db:
            db.execute("UPDATE threads SET updated_at = ? WHERE id = ?", (to_db_time(utcnow()), thread_id))

    def latest_or_new(self) -> Thread:
        threads = self.all()
        return threads[0] if threads else self.create()

    # ---- messages --------------------------------------------------------------------------
    def messages(self, thread_id: int) -> list[Message]:
        return self.store.messages(thread_id)

    def message(self, message_id: int) -> Message:
        rows = self.store.query("SELECT thread_id FROM messages WHERE id = ?", (message_id,))
        if not rows:
            raise NotFoundError(f"No message with id {message_id}.")
        for message in self.store.messages(int(rows[0]["thread_id"])):
            if message.id == message_id:
                return message
        raise NotFoundError(f"No message with id {message_id}.")

    def add_message(self, thread_id: int, role: str, content: str, *, state: str = DONE,
                    citations: Sequence[int] = (), memory_id: int | None = None) -> Message:
        if role not in ("user", "assistant", "system"):
            raise InvalidInputError(f"Unknown message role {role!r}.")
        self.get(thread_id)
        now = to_db_time(utcnow())
        with self.store.transaction() as db:
            cursor = db.execute(
                "INSERT INTO messages (thread_id, role, content, citations, memory_id, state, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (thread_id, role, clean_text(content, limit=MAX_MESSAGE_CHARS), json.dumps(list(citations)),
                 memory_id, state, now))
            db.execute("UPDATE threads SET updated_at = ? WHERE id = ?", (now, thread_id))
        message_id = int(cursor.lastrowid or 0)
        self._emit(Entity.MESSAGE, Action.ADDED, [message_id])
        self._emit(Entity.THREAD, Action.CHANGED, [thread_id], ("updated_at",))
        return self.message(message_id)

    def update_message(self, message_id: int, *, content: str | None = None, state: str | None = None,
                       citations: Sequence[int] | None = None, memory_id: int | None = None,
                       announce: bool = True) -> None:
        columns: dict[str, object] = {}
        if content is not None:
            columns["content"] = clean_text(content, limit=MAX_MESSAGE_CHARS)
        if state is not None:
            columns["state"] = state
        if citations is not None:
            columns["citations"] = json.dumps(list(citations))
        if memory_id is not None:
            columns["memory_id"] = memory_id
        if not columns:
            return
        assignments = ", ".join(f"{c} = ?" for c in columns)
        with self.store.transaction() as db:
            db.execute(f"UPDATE messages SET {assignments} WHERE id = ?", [*columns.values(), message_id])
        if announce:
            self._emit(Entity.MESSAGE, Action.CHANGED, [message_id], tuple(columns))

    # ---- what an answer was given (LTM-4) ----------------------------------------------------
    def set_context(self, message_id: int, rows: Sequence[tuple[int, str, float]],
                    merged: Sequence[int] = ()) -> None:
        with self.store.transaction() as db:
            db.execute("DELETE FROM message_context WHERE message_id = ?", (message_id,))
            db.executemany(
                "INSERT OR REPLACE INTO message_context (message_id, memory_id, position, kind, weight, merged) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(message_id, memory_id, position, kind, weight, int(memory_id in merged))
                 for position, (memory_id, kind, weight) in enumerate(rows)])

    def context(self, message_id: int) -> list[ContextRow]:
        rows = self.store.query("SELECT * FROM message_context WHERE message_id = ? ORDER BY position", (message_id,))
        return [ContextRow(int(r["memory_id"]), str(r["kind"]), float(r["weight"]), int(r["position"]),
                           bool(r["merged"])) for r in rows]

    # ---- running summary of older turns ------------------------------------------------------
    def summary(self, thread_id: int) -> tuple[str, int]:
        rows = self.store.query("SELECT summary, upto_message_id FROM thread_summaries WHERE thread_id = ?",
                                (thread_id,))
        return (str(rows[0]["summary"]), int(rows[0]["upto_message_id"])) if rows else ("", 0)

    def set_summary(self, thread_id: int, summary: str, upto_message_id: int) -> None:
        with self.store.transaction() as db:
            db.execute("INSERT OR REPLACE INTO thread_summaries (thread_id, summary, upto_message_id, updated_at) "
                       "SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM threads WHERE id = ?)",
                       (thread_id, clean_text(summary, limit=4000), upto_message_id, to_db_time(utcnow()), thread_id))


def _title(title: str) -> str:
    clean = " ".join(clean_text(title, limit=MAX_TITLE * 4).split())[:MAX_TITLE]
    if not clean:
        raise InvalidInputError("A thread needs a name.")
    return clean


def title_from_question(question: str) -> str:
    words = " ".join(question.split()).split(" ")
    title = " ".join(words[:8])
    return (title[:60].rstrip() + "…") if len(words) > 8 or len(title) > 60 else title or DEFAULT_TITLE
