"""Between the Qt-free core and the widgets.

- `EventBridge`: core ChangeEvents (emitted on whatever thread committed) become one Qt signal,
  always delivered later on the GUI thread, with bursts coalesced into one batch.
- `TaskRunner`: the one way to run slow work (disk, network, models) off the GUI thread: a pool,
  and a serial lane for database writes; the result or the error comes back on the GUI thread.
  `Latest` keeps only the newest of a series of results.
- `ExternalChangeWatcher`: notices writes by other processes (`contexty add` in a terminal):
  pushed by the IPC "changed" message, and, as a fallback, checked when the window is activated.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal, Slot

from contexty_qt.core.commands import UndoStack
from contexty_qt.core.events import ChangeEvent, EventBus, coalesce
from contexty_qt.core.store import Store

log = logging.getLogger("contexty.ui.bridge")


class EventBridge(QObject):
    """Re-emits core change events as `changed(list[ChangeEvent])` on the GUI thread."""

    changed = Signal(object)  # list[ChangeEvent], coalesced
    undo_changed = Signal()  # the undo stack's texts changed (any thread -> GUI thread)
    _wake = Signal()

    def __init__(self, bus: EventBus, undo_stack: UndoStack | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pending: list[ChangeEvent] = []
        self._lock = threading.Lock()
        self._closed = False
        # queued even when emitted from the GUI thread: a view never re-enters itself mid-command
        self._wake.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._unsubscribe = bus.subscribe(self._on_events)
        if undo_stack is not None:
            # UndoStack has no unsubscribe; `_closed` turns the listener into a no-op instead
            undo_stack.on_change(self._on_undo_changed)

    def _on_events(self, events: list[ChangeEvent]) -> None:
        with self._lock:
            if self._closed:
                return
            first = not self._pending
            self._pending.extend(events)
        if first:
            self._emit_safely(self._wake)

    def _on_undo_changed(self) -> None:
        if not self._closed:
            self._emit_safely(self.undo_changed)

    @staticmethod
    def _emit_safely(signal: Any) -> None:
        with contextlib.suppress(RuntimeError):  # the C++ side is gone (shutting down)
            signal.emit()

    @Slot()
    def _deliver(self) -> None:
        with self._lock:
            events, self._pending = self._pending, []
        if events and not self._closed:
            self.changed.emit(coalesce(events))

    def close(self) -> None:
        with self._lock:
            self._closed = True
            self._pending.clear()
        self._unsubscribe()


# ---- background tasks ----------------------------------------------------------------------
Lane = Literal["pool", "write"]


@dataclass
class Task:
    """Handle of a submitted task; `cancel()` drops its callbacks (the work itself still runs)."""

    id: int
    on_done: Callable[[Any], None] | None
    on_error: Callable[[BaseException], None] | None
    cancelled: bool = False
    finished: threading.Event = field(default_factory=threading.Event)  # the work returned (set off the GUI thread)

    def cancel(self) -> None:
        self.cancelled = True

    def done(self) -> bool:
        return self.finished.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the work has returned (shutdown paths; never on the GUI thread while it runs)."""
        return self.finished.wait(timeout)


class _Job(QRunnable):
    """Runs one task's work on a pool thread. It holds only the task's id: the pool deletes the job on
    its own thread, and whatever the job referenced would die there. The work, its callbacks and its
    result stay referenced by the runner on the GUI thread, so the last reference to anything (a
    closure over a widget, a Python-owned QObject) is always dropped there. Once a closure was the
    last holder of a QObject, deleting it on the pool thread crashed the test suite (SIGSEGV)."""

    def __init__(self, runner: TaskRunner, task_id: int) -> None:
        super().__init__()
        self._runner, self._task_id = runner, task_id

    def run(self) -> None:
        runner = self._runner
        task, fn = runner._work[self._task_id]  # the GUI thread removes it only after our hand-over below
        try:
            result, error = fn(), None
        except BaseException as exc:  # delivered to on_error on the GUI thread
            result, error = None, exc
        task.finished.set()
        runner._outcomes.put((self._task_id, result, error))
        del task, fn, result, error  # not ours any more: the GUI thread releases them
        with contextlib.suppress(RuntimeError):  # runner deleted during shutdown
            runner._finished.emit()


class TaskRunner(QObject):
    """The one way to run slow work off the GUI thread (after Anki's TaskManager):

    * `submit(fn, on_done, on_error)`: the pool, for reads, drawing and model calls (`max_threads`);
    * `write(fn, on_done, on_error)`: the serial lane for database writes, one at a time, in order;
    * `Latest(runner)`: "only the newest result counts" (searches, previews, reloads).

    `on_done(result)` / `on_error(exc)` are called on the GUI thread. Own pools (not the global
    one) so `shutdown()` waits for exactly our work before the store closes. Errors without an
    on_error callback are logged, never swallowed silently.
    """

    _finished = Signal()  # an outcome is waiting in _outcomes

    def __init__(self, max_threads: int = 4, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(max_threads)
        self._serial = QThreadPool(self)  # one thread: writes never interleave, and keep their order
        self._serial.setMaxThreadCount(1)
        # submitted and not yet handed back; the pool threads only read it (see _Job)
        self._work: dict[int, tuple[Task, Callable[[], Any]]] = {}
        self._outcomes: queue.SimpleQueue[tuple[int, Any, BaseException | None]] = queue.SimpleQueue()
        self._ids = itertools.count(1)
        self._closed = False
        self._held: list[tuple[QThreadPool, _Job]] | None = None  # submitted while held: started by release()
        self._finished.connect(self._on_finished, Qt.ConnectionType.QueuedConnection)

    def hold(self) -> None:
        """Queue new work instead of starting it, until `release()`. The app holds its loads until the
        window's first paint: loader threads building 10,000 rows take the GIL from the GUI thread and
        delayed that paint by seconds."""
        if self._held is None:
            self._held = []

    def release(self) -> None:
        held, self._held = self._held or [], None
        for pool, job in held:
            pool.start(job)

    def holding(self) -> bool:
        return self._held is not None

    def submit(self, fn: Callable[[], Any], on_done: Callable[[Any], None] | None = None,
               on_error: Callable[[BaseException], None] | None = None, *, lane: Lane = "pool") -> Task:
        task = Task(next(self._ids), on_done, on_error)
        if self._closed:
            task.cancelled = True
            task.finished.set()
            return task
        self._work[task.id] = (task, fn)
        job = _Job(self, task.id)
        pool = self._serial if lane == "write" else self._pool
        if self._held is not None:
            self._held.append((pool, job))
        else:
            pool.start(job)
        return task

    def write(self, fn: Callable[[], Any], on_done: Callable[[Any], None] | None = None,
              on_error: Callable[[BaseException], None] | None = None) -> Task:
        """Run a database write on the serial lane."""
        return self.submit(fn, on_done, on_error, lane="write")

    def pending(self) -> int:
        return len(self._work)

    @Slot()
    def _on_finished(self) -> None:
        """One signal per outcome: an on_done that raises cannot strand the outcomes behind it."""
        try:
            task_id, result, error = self._outcomes.get_nowait()
        except queue.Empty:  # shutdown drained it
            return
        entry = self._work.pop(task_id, None)
        if entry is None or entry[0].cancelled:
            return
        task = entry[0]
        if error is not None:
            if task.on_error is not None:
                task.on_error(error)
            else:
                log.error("background task failed", exc_info=(type(error), error, error.__traceback__))
        elif task.on_done is not None:
            task.on_done(result)

    def shutdown(self, timeout_ms: int = 5000) -> bool:
        """Stop accepting work and wait for running tasks; True when all finished in time."""
        self._closed = True
        self._held = None  # never started: nothing to wait for
        for task, _fn in self._work.values():
            task.cancel()
        done = bool(self._serial.waitForDone(timeout_ms)) and bool(self._pool.waitForDone(timeout_ms))
        if not done:  # a job still reads _work: leave it (and what it holds) in place
            log.warning("background tasks still running after %d ms at shutdown", timeout_ms)
            return False
        # every job has handed back: drop the work and the outcomes here, on the GUI thread
        self._work.clear()
        while not self._outcomes.empty():
            self._outcomes.get_nowait()
        return True


class Latest:
    """Only the newest result counts: each `submit` supersedes the earlier ones, whose results (and
    errors) are dropped when they arrive. For searches as the person types, previews, reloads."""

    def __init__(self, runner: TaskRunner) -> None:
        self._runner = runner
        self._generation = 0

    @property
    def generation(self) -> int:
        return self._generation

    def submit(self, fn: Callable[[], Any], on_done: Callable[[Any], None] | None = None,
               on_error: Callable[[BaseException], None] | None = None) -> Task:
        self._generation += 1
        generation = self._generation

        def done(result: Any) -> None:
            if generation == self._generation and on_done is not None:
                on_done(result)

        def failed(error: BaseException) -> None:
            if generation != self._generation:
                return
            if on_error is not None:
                on_error(error)
            else:
                log.error("background task failed", exc_info=(type(error), error, error.__traceback__))

        return self._runner.submit(fn, done, failed)

    def drop(self) -> None:
        """Whatever is in flight no longer counts."""
        self._generation += 1


# ---- writes by other processes -------------------------------------------------------------
class ExternalChangeWatcher(QObject):
    """Emits `changed_externally` when another process wrote to the store.

    SQLite's data_version moves only when *another* connection commits, so our own writes (already
    announced through the EventBridge) do not trigger a second reload.
    """

    changed_externally = Signal()

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._version = self._read_version()

    def _read_version(self) -> int | None:
        try:
            return self._store.data_version()
        except Exception:  # store closed or locked: skip this check, the next one will tell
            log.debug("data_version unavailable", exc_info=True)
            return None

    @Slot()
    def notify(self) -> None:
        """Someone told us (IPC "changed"): refresh whatever the version says."""
        self._version = self._read_version()
        self.changed_externally.emit()

    @Slot()
    def check(self) -> bool:
        """The fallback when no notification arrived (e.g. a writer without IPC). A PRAGMA, cheap."""
        version = self._read_version()
        if version is None or version == self._version:
            return False
        self._version = version
        self.changed_externally.emit()
        return True
