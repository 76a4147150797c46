"""The one way tests wait: poll a condition until it holds or a deadline passes.

    value = wait_until(lambda: reply(), 10, "the status reply")         # plain threads, processes
    wait_until(lambda: view.ready, 5, "the view", spin=settle)          # Qt: run the event loop meanwhile

A deadline, not a timed assertion: the timeout only bounds a hang, and the error names what never
happened. `settle(ms)` runs the Qt event loop for a while (not QTest.qWait, which keeps the GIL
while it sleeps in PySide6, so worker threads crawl).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def wait_until(predicate: Callable[[], T], timeout: float = 10.0, what: str = "the condition", *,
               interval: float = 0.05, spin: Callable[[int], None] | None = None) -> T:
    """Return `predicate()`'s first truthy value; AssertionError after `timeout` seconds. The predicate
    may raise to give up early (e.g. the process under test exited)."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() >= deadline:
            raise AssertionError(f"timed out after {timeout:g} s waiting for {what}")
        if spin is not None:
            spin(max(1, int(interval * 1000)))
        else:
            threading.Event().wait(interval)  # releases the GIL, unlike a busy loop


def settle(ms: int = 20) -> None:
    """Run the Qt event loop for `ms` milliseconds (as the app's own loop would)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
