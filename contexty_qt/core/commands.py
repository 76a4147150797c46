"""Undoable commands over the store, and the undo stack.

Every tree operation is built from three row-level primitives (insert, update, delete) grouped in
macros, so do/undo/redo is implemented once and high-level operations cannot drift out of sync.
Commands change only the store; views follow through the change events they return.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from contexty_qt.core.events import TABLE_ENTITY, Action, ChangeEvent
from contexty_qt.core.model import Origin
from contexty_qt.core.store import Store


class Command(Protocol):
    text: str
    origin: Origin

    def do(self, store: Store) -> list[ChangeEvent]: ...

    def undo(self, store: Store) -> list[ChangeEvent]: ...


class InsertRow:
    """Insert a row; redo re-inserts it with the id it got the first time."""

    def __init__(self, table: str, values: Mapping[str, Any], text: str, origin: Origin) -> None:
        self.table, self.values, self.text, self.origin = table, dict(values), text, origin
        self.id: int | None = values.get("id")

    def do(self, store: Store) -> list[ChangeEvent]:
        values = {**self.values, "id": self.id}
        self.id = store.insert_row(self.table, values)
        return [ChangeEvent(TABLE_ENTITY[self.table], Action.ADDED, (self.id,), self.origin)]

    def undo(self, store: Store) -> list[ChangeEvent]:
        assert self.id is not None
        store.delete_row(self.table, self.id)
        return [ChangeEvent(TABLE_ENTITY[self.table], Action.REMOVED, (self.id,), self.origin)]


class DeleteRow:
    """Delete a row, keeping the full row so undo restores it exactly (same id, same values)."""

    def __init__(self, table: str, id: int, text: str, origin: Origin) -> None:
        self.table, self.id, self.text, self.origin = table, id, text, origin
        self.saved: dict[str, Any] | None = None

    def do(self, store: Store) -> list[ChangeEvent]:
        self.saved = store.row(self.table, self.id)
        store.delete_row(self.table, self.id)
        return [ChangeEvent(TABLE_ENTITY[self.table], Action.REMOVED, (self.id,), self.origin)]

    def undo(self, store: Store) -> list[ChangeEvent]:
        assert self.saved is not None
        store.insert_row(self.table, self.saved)
        return [ChangeEvent(TABLE_ENTITY[self.table], Action.ADDED, (self.id,), self.origin)]


class UpdateRows:
    """Set columns on rows; the old values are read at do-time so undo restores only those columns."""

    def __init__(self, table: str, changes: Mapping[int, Mapping[str, Any]], text: str, origin: Origin) -> None:
        self.table, self.text, self.origin = table, text, origin
        self.changes = {id: dict(cols) for id, cols in changes.items()}
        self.old: dict[int, dict[str, Any]] = {}

    def do(self, store: Store) -> list[ChangeEvent]:
        self.old = {}
        for id, cols in self.changes.items():
            row = store.row(self.table, id)
            self.old[id] = {c: row[c] for c in cols}
            store.update_row(self.table, id, cols)
        return self._events()

    def undo(self, store: Store) -> list[ChangeEvent]:
        for id, cols in self.old.items():
            store.update_row(self.table, id, cols)
        return self._events()

    def _events(self) -> list[ChangeEvent]:
        fields = tuple(sorted({c for cols in self.changes.values() for c in cols}))
        return [ChangeEvent(TABLE_ENTITY[self.table], Action.CHANGED, tuple(self.changes), self.origin, fields)]


class Macro:
    """Several commands as one undo step; undone in reverse order."""

    def __init__(self, text: str, origin: Origin, commands: Sequence[Command] = ()) -> None:
        self.text, self.origin = text, origin
        self.commands: list[Command] = list(commands)

    def do(self, store: Store) -> list[ChangeEvent]:
        events: list[ChangeEvent] = []
        for command in self.commands:
            events += command.do(store)
        return events

    def undo(self, store: Store) -> list[ChangeEvent]:
        events: list[ChangeEvent] = []
        for command in reversed(self.commands):
            events += command.undo(store)
        return events


class UndoStack:
    """Linear history of executed commands. Lives as long as the process (the app session)."""

    def __init__(self, limit: int = 1000) -> None:
        self.limit = limit
        self._done: list[Command] = []
        self._undone: list[Command] = []
        self._listeners: list[Callable[[], None]] = []
        self._lock = threading.RLock()

    def on_change(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()

    def pushed(self, command: Command) -> None:
        with self._lock:
            self._done.append(command)
            del self._done[: -self.limit]
            self._undone.clear()
        self._changed()

    def take_undo(self) -> Command | None:
        with self._lock:
            return self._done.pop() if self._done else None

    def take_redo(self) -> Command | None:
        with self._lock:
            return self._undone.pop() if self._undone else None

    def undone(self, command: Command) -> None:
        with self._lock:
            self._undone.append(command)
        self._changed()

    def redone(self, command: Command) -> None:
        with self._lock:
            self._done.append(command)
        self._changed()

    def dropped(self) -> None:
        self._changed()

    @property
    def undo_text(self) -> str | None:
        with self._lock:
            return describe(self._done[-1]) if self._done else None

    @property
    def redo_text(self) -> str | None:
        with self._lock:
            return describe(self._undone[-1]) if self._undone else None

    def __len__(self) -> int:
        return len(self._done)


def describe(command: Command) -> str:
    prefix = {Origin.AI: "AI: ", Origin.IMPORT: "Import: "}.get(command.origin, "")
    return prefix + command.text
