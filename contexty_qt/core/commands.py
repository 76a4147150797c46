"""Undoable commands over the store, and the undo stack.

Every tree operation is built from three row-level primitives (insert, update, delete) grouped in
macros, so do/undo/redo is implemented once and high-level operations cannot drift out of sync.
Commands change only the store; views follow through the change events they return.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, Protocol

from contexty_qt.core.errors import TreeError
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


# Columns that are bookkeeping rather than content: two steps that both touch only these do not
# depend on each other (the "Updated" badge is raised by every AI refinement and lowered by every user edit).
SOFT_COLUMNS = frozenset({"updated"})

Footprint = dict[tuple[str, Any], set[str | None]]  # (table, row key) -> columns, None = the whole row


def footprint(command: Command) -> Footprint:
    """The rows and columns a command writes, for telling which later steps build on it."""
    found: Footprint = {}
    if isinstance(command, (InsertRow, DeleteRow)):
        found[(command.table, command.id)] = {None}
    elif isinstance(command, UpdateRows):
        for id, changed in command.changes.items():
            found.setdefault((command.table, id), set()).update(c for c in changed if c not in SOFT_COLUMNS)
    elif isinstance(command, (Macro, Chain)):
        for part in command.commands:
            for key, written in footprint(part).items():
                found.setdefault(key, set()).update(written)
    else:
        own = getattr(command, "footprint", None)
        if callable(own):
            for key, cols in own().items():
                found.setdefault(key, set()).update(cols)
    return {key: cols for key, cols in found.items() if cols}


def overlaps(a: Footprint, b: Footprint) -> bool:
    for key, cols in a.items():
        other = b.get(key)
        if other and (None in cols or None in other or cols & other):
            return True
    return False


def is_ai(command: Command) -> bool:
    """An AI step the user has not approved (an approved AI plan is the user's step)."""
    return command.origin is Origin.AI and not getattr(command, "approved", False)


class Chain:
    """A step undone together with the later steps built on it (done order); undone latest first."""

    def __init__(self, head: Command, followers: Sequence[Command]) -> None:
        self.head, self.followers = head, list(followers)
        self.text, self.origin = head.text, head.origin
        self.approved = getattr(head, "approved", False)
        self.commands = [head, *self.followers]

    def do(self, store: Store) -> list[ChangeEvent]:
        return Macro(self.text, self.origin, self.commands).do(store)

    def undo(self, store: Store) -> list[ChangeEvent]:
        return Macro(self.text, self.origin, self.commands).undo(store)


class UndoStack:
    """The session's history: one list of steps in the order they were done, seen two ways.

    The user's view (Ctrl+Z, Ctrl+Shift+Z) skips AI steps: undo takes the user's latest step, together
    with any later AI step that wrote the same rows (it was built on the user's step), and an AI step
    landing in the background neither hides the user's step from Ctrl+Z nor clears the user's redo.
    The AI view lists AI steps, each undoable on its own (Edit menu, a card's "Updated" badge) unless
    the user has since changed what it wrote. Lives as long as the process (the app session)."""

    def __init__(self, limit: int = 1000) -> None:
        self.limit = limit
        self._done: list[Command] = []
        self._undone: list[Command] = []
        self._listeners: list[Callable[[], None]] = []
        self._lock = threading.RLock()
        self._approving = threading.local()

    def on_change(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()

    @contextlib.contextmanager
    def approved(self) -> Iterator[None]:
        """AI steps pushed on this thread inside the block were approved by the user (a previewed
        "Prompt with AI" plan they applied): they belong to the user's undo history."""
        self._approving.on = True
        try:
            yield
        finally:
            self._approving.on = False

    def pushed(self, command: Command) -> None:
        if getattr(self._approving, "on", False):
            command.approved = True  # type: ignore[attr-defined]
        with self._lock:
            self._done.append(command)
            del self._done[: -self.limit]
            if not is_ai(command):  # a new user step ends the redo history; an AI step does not
                self._undone.clear()
        self._changed()

    # ---- the user's view ---------------------------------------------------------------------
    def _last_user(self, steps: list[Command]) -> int | None:
        return next((i for i in range(len(steps) - 1, -1, -1) if not is_ai(steps[i])), None)

    def _take(self, index: int, *, allow_user_followers: bool) -> Command:
        """Remove step `index` and the later steps that wrote what it wrote (transitively)."""
        head = self._done[index]
        marks = footprint(head)
        followers: list[Command] = []
        for later in self._done[index + 1:]:
            mark = footprint(later)
            if overlaps(marks, mark):
                if not is_ai(later) and not allow_user_followers:
                    raise UndoConflict(f"You changed the same thing after “{describe(head)}”; "
                                       f"undo “{describe(later)}” first.")
                followers.append(later)
                for key, cols in mark.items():
                    marks.setdefault(key, set()).update(cols)
        for step in [head, *followers]:
            self._done.remove(step)
        return Chain(head, followers) if followers else head

    def take_undo(self) -> Command | None:
        with self._lock:
            index = self._last_user(self._done)
            return None if index is None else self._take(index, allow_user_followers=False)

    def take_redo(self) -> Command | None:
        with self._lock:
            index = self._last_user(self._undone)
            return None if index is None else self._undone.pop(index)

    # ---- the AI view -------------------------------------------------------------------------
    def ai_steps(self) -> list[Command]:
        """AI steps that can be undone, latest first."""
        with self._lock:
            return [c for c in reversed(self._done) if is_ai(c)]

    def ai_undone(self) -> list[Command]:
        """AI steps undone from their own entry, which can be redone, latest first."""
        with self._lock:
            return [c for c in reversed(self._undone) if is_ai(c)]

    def take_step(self, command: Command) -> Command:
        """Take one particular done step (an AI step's own entry) to undo it."""
        with self._lock:
            index = next((i for i, c in enumerate(self._done) if c is command), None)
            if index is None:
                raise UndoConflict(f"“{describe(command)}” is no longer in the undo history.")
            return self._take(index, allow_user_followers=False)

    def take_redo_step(self, command: Command) -> Command:
        with self._lock:
            if not any(c is command for c in self._undone):
                raise UndoConflict(f"“{describe(command)}” is no longer in the redo history.")
            self._undone = [c for c in self._undone if c is not command]
            return command

    def steps_touching(self, table: str, id: int) -> list[Command]:
        """Done AI steps that wrote this row, latest first (a card's "Updated" badge undoes the first)."""
        with self._lock:
            return [c for c in reversed(self._done) if is_ai(c) and any(
                key == (table, id) for key in footprint(c))]

    # ---- bookkeeping after a replay ----------------------------------------------------------
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

    def clear(self) -> None:
        """Forget every step, user and AI, done and undone: the rows they name are gone (a restore
        from a backup replaced the data)."""
        with self._lock:
            self._done.clear()
            self._undone.clear()
        self._changed()

    @property
    def undo_text(self) -> str | None:
        with self._lock:
            index = self._last_user(self._done)
            return describe(self._done[index]) if index is not None else None

    @property
    def redo_text(self) -> str | None:
        with self._lock:
            index = self._last_user(self._undone)
            return describe(self._undone[index]) if index is not None else None

    def __len__(self) -> int:
        return len(self._done)


class UndoConflict(TreeError):
    """A step cannot be undone on its own: something the user did later builds on it."""


def describe(command: Command) -> str:
    prefix = {Origin.AI: "AI: ", Origin.IMPORT: "Import: "}.get(command.origin, "")
    text = prefix + command.text
    if isinstance(command, Chain):
        n = len(command.followers)
        text += f" (and {n} later AI step{'s' if n != 1 else ''} built on it)"
    return text
