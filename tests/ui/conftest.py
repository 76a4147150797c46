"""Qt test hygiene: a test fails if it leaves a QTimer active or a QThread running.

Qt warnings already fail tests through pytest-qt's qt_log_level_fail = WARNING (pyproject.toml).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QThread, QThreadPool, QTimer


def _alive(obj: object, check: str) -> bool:
    try:
        return bool(getattr(obj, check)())
    except RuntimeError:  # the C++ object is gone with its parent: not a leak
        return False


@pytest.fixture(autouse=True)
def no_leaked_qt_timers_or_threads(qtbot: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    timers: list[QTimer] = []
    threads: list[QThread] = []
    timer_start, thread_start = QTimer.start, QThread.start

    def tracking_timer_start(self: QTimer, *args: object) -> None:
        timers.append(self)
        timer_start(self, *args)

    def tracking_thread_start(self: QThread, *args: object) -> None:
        threads.append(self)
        thread_start(self, *args)

    monkeypatch.setattr(QTimer, "start", tracking_timer_start)
    monkeypatch.setattr(QThread, "start", tracking_thread_start)
    yield
    # widgets registered with qtbot are closed before this point runs? no: fixture teardown order
    # is reverse of setup, and qtbot was set up first, so close remaining work here explicitly.
    QThreadPool.globalInstance().waitForDone(5000)
    running = [t for t in threads if _alive(t, "isRunning")]
    for thread in running:
        thread.wait(3000)
    running = [t for t in running if _alive(t, "isRunning")]
    active = [t for t in timers if _alive(t, "isActive") and not _alive(t, "isSingleShot")]
    assert not running, f"test leaked running QThreads: {running}"
    assert not active, f"test leaked active repeating QTimers: {[t.objectName() or t for t in active]}"
