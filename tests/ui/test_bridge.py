"""Core events -> GUI-thread signals, the background task runner, the outside-writer watcher."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QThread

from contexty_qt.core.events import Action, ChangeEvent, Entity
from contexty_qt.core.model import Origin, SourceType
from contexty_qt.core.services import CoreServices, open_core
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, Latest, TaskRunner


@pytest.fixture
def runner() -> Iterator[TaskRunner]:
    task_runner = TaskRunner()
    yield task_runner
    task_runner.shutdown()


def event(*ids: int) -> ChangeEvent:
    return ChangeEvent(Entity.MEMORY, Action.ADDED, ids, Origin.USER)


def test_events_from_a_worker_thread_arrive_on_the_gui_thread_coalesced(qtbot: Any, core: CoreServices) -> None:
    bridge = EventBridge(core.bus)
    received: list[tuple[list[ChangeEvent], bool]] = []
    bridge.changed.connect(lambda events: received.append((events, QThread.currentThread() is gui_thread)))
    gui_thread = QThread.currentThread()

    def burst() -> None:
        for i in range(1, 51):
            core.bus.emit([event(i)])

    worker = threading.Thread(target=burst)
    worker.start()
    worker.join()
    assert received == []  # never synchronous: delivered by the event loop
    qtbot.waitUntil(lambda: sum(len(e[0][0].ids) for e in received) == 50)
    assert all(on_gui for _, on_gui in received)
    assert len(received) <= 3  # a burst is coalesced, not 50 separate refreshes
    bridge.close()


def test_events_emitted_on_the_gui_thread_are_queued_too(qtbot: Any, core: CoreServices) -> None:
    bridge = EventBridge(core.bus)
    received: list[list[ChangeEvent]] = []
    bridge.changed.connect(received.append)
    core.tree.add_memory(SourceType.SNIPPET, text="hello")
    assert received == []
    qtbot.waitUntil(lambda: len(received) == 1)
    assert received[0][0].entity is Entity.MEMORY and received[0][0].action is Action.ADDED
    bridge.close()


def test_a_closed_bridge_stays_silent(qtbot: Any, core: CoreServices) -> None:
    bridge = EventBridge(core.bus, core.tree.undo_stack)
    received: list[object] = []
    bridge.changed.connect(received.append)
    bridge.undo_changed.connect(lambda: received.append("undo"))
    bridge.close()
    core.tree.add_memory(SourceType.SNIPPET, text="after close")
    qtbot.wait(50)
    assert received == []


def test_undo_stack_changes_become_a_signal(qtbot: Any, core: CoreServices) -> None:
    bridge = EventBridge(core.bus, core.tree.undo_stack)
    with qtbot.waitSignal(bridge.undo_changed, timeout=2000):
        core.tree.add_memory(SourceType.SNIPPET, text="undo me")
    bridge.close()


def test_task_results_and_errors_come_back_on_the_gui_thread(qtbot: Any, runner: TaskRunner) -> None:
    gui_thread = QThread.currentThread()
    results: list[tuple[str, object, bool]] = []
    worker_threads: list[object] = []

    def work() -> int:
        worker_threads.append(threading.current_thread())
        return 42

    def fail() -> None:
        raise ValueError("nope")

    runner.submit(work, lambda r: results.append(("done", r, QThread.currentThread() is gui_thread)))
    runner.submit(fail, on_error=lambda e: results.append(("error", str(e), QThread.currentThread() is gui_thread)))
    qtbot.waitUntil(lambda: len(results) == 2)
    assert sorted(results) == [("done", 42, True), ("error", "nope", True)]
    assert worker_threads[0] is not threading.main_thread()
    assert runner.pending() == 0


def test_a_cancelled_task_delivers_nothing(qtbot: Any, runner: TaskRunner) -> None:
    gate = threading.Event()
    results: list[object] = []
    task = runner.submit(lambda: gate.wait(5), results.append)
    task.cancel()
    gate.set()
    qtbot.waitUntil(lambda: runner.pending() == 0)
    qtbot.wait(20)
    assert results == []


def test_held_work_starts_only_at_release_and_a_shutdown_drops_it(qtbot: Any, runner: TaskRunner) -> None:
    ran: list[str] = []
    runner.hold()
    runner.submit(lambda: ran.append("first"), lambda _r: ran.append("first done"))
    qtbot.wait(50)
    assert ran == [] and runner.holding()
    runner.release()
    qtbot.waitUntil(lambda: ran == ["first", "first done"])
    assert not runner.holding()
    runner.hold()
    runner.submit(lambda: ran.append("never"))
    runner.shutdown()
    qtbot.wait(20)
    assert "never" not in ran


def test_a_failing_task_without_error_callback_is_logged(qtbot: Any, runner: TaskRunner,
                                                         caplog: pytest.LogCaptureFixture) -> None:
    runner.submit(lambda: 1 / 0)
    qtbot.waitUntil(lambda: runner.pending() == 0)
    assert "background task failed" in caplog.text


def test_writes_run_one_at_a_time_in_order_beside_the_pool(qtbot: Any, runner: TaskRunner) -> None:
    order: list[int] = []
    overlap: list[bool] = []
    busy = threading.Lock()
    release_read = threading.Event()

    def write(i: int) -> int:
        overlap.append(not busy.acquire(blocking=False))
        try:
            threading.Event().wait(0.005)
            order.append(i)
        finally:
            busy.release()
        return i

    reader = runner.submit(lambda: release_read.wait(5))  # a slow read on the pool holds no write back
    done: list[int] = []
    for i in range(8):
        runner.write(lambda i=i: write(i), done.append)
    qtbot.waitUntil(lambda: len(done) == 8)
    assert order == done == list(range(8)) and not any(overlap)
    assert not reader.done()
    release_read.set()
    assert reader.wait(5)


def test_latest_delivers_only_the_newest_result(qtbot: Any, runner: TaskRunner) -> None:
    gates = [threading.Event() for _ in range(3)]
    got: list[int] = []
    latest = Latest(runner)
    tasks = [latest.submit(lambda i=i: (gates[i].wait(5), i)[1], got.append) for i in range(3)]
    gates[2].set()  # the newest finishes first…
    qtbot.waitUntil(lambda: got == [2])
    gates[0].set()  # …the older ones later: dropped
    gates[1].set()
    qtbot.waitUntil(lambda: all(t.done() for t in tasks) and runner.pending() == 0)
    assert got == [2]
    latest.submit(lambda: 7, got.append)
    latest.drop()  # e.g. the preview was discarded
    qtbot.waitUntil(lambda: runner.pending() == 0)
    assert got == [2]


def test_shutdown_waits_for_running_work_and_refuses_new_work(qtbot: Any) -> None:
    runner = TaskRunner()
    finished = threading.Event()
    runner.submit(lambda: (threading.Event().wait(0.2), finished.set()))
    assert runner.shutdown(5000) is True
    assert finished.is_set()
    late = runner.submit(lambda: 1)
    assert late.cancelled


class _Finalised:
    """Records the thread its last reference was dropped on."""

    def __init__(self, threads: list[threading.Thread]) -> None:
        self._threads = threads

    def __del__(self) -> None:
        self._threads.append(threading.current_thread())


def test_what_a_task_holds_dies_on_the_gui_thread_even_when_shutdown_cancels_it(qtbot: Any) -> None:
    """A task's work and callbacks may hold the last reference to a widget or a QObject, and a Qt
    object deleted on a pool thread can crash the process. Here the shutdown cancels a running task
    (so the GUI thread has nothing left to call back) and the work finishes while shutdown waits."""
    runner = TaskRunner()
    died_on: list[threading.Thread] = []
    started, gate = threading.Event(), threading.Event()
    work_holds, callback_holds = _Finalised(died_on), _Finalised(died_on)

    def work(held: _Finalised = work_holds) -> None:
        started.set()
        gate.wait(5)

    runner.submit(work, lambda _r, held=callback_holds: None)
    del work, work_holds, callback_holds
    assert started.wait(5)
    threading.Timer(0.1, gate.set).start()  # let the work end while shutdown waits for it
    assert runner.shutdown(5000) is True
    assert died_on == [threading.main_thread()] * 2


def test_watcher_sees_other_connections_but_not_our_own_writes(qtbot: Any, core: CoreServices) -> None:
    watcher = ExternalChangeWatcher(core.store)
    seen: list[int] = []
    watcher.changed_externally.connect(lambda: seen.append(1))
    core.tree.add_memory(SourceType.SNIPPET, text="ours")
    assert watcher.check() is False  # our own connection: the EventBridge already told the views
    other = open_core(str(core.data_dir))  # what `contexty add` in a terminal is
    try:
        other.tree.add_memory(SourceType.SNIPPET, text="theirs")
    finally:
        other.close()
    assert watcher.check() is True
    assert watcher.check() is False  # once per change
    watcher.notify()  # the IPC "changed" path: always refresh
    assert seen == [1, 1]
