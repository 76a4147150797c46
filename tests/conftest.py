"""Shared fixtures. Every test gets its own data, config and log dirs: nothing touches $HOME."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from contexty_qt.core.services import CoreServices

pytest_plugins = ["tests.fakes.fixtures"]

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["TRANSFORMERS_OFFLINE"] = "1"


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name in ("CONFIG", "DATA", "LOG"):
        path = tmp_path / name.lower()
        monkeypatch.setenv(f"CONTEXTY_{name}_DIR", str(path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg-state"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    return tmp_path


@pytest.fixture
def data_dir(isolated_dirs: Path) -> Path:
    return isolated_dirs / "data"


@pytest.fixture
def services(data_dir: Path) -> Iterator[CoreServices]:
    """The core services on the test's own data dir, closed afterwards."""
    from contexty_qt.core.services import open_core

    opened = open_core(str(data_dir))
    yield opened
    opened.close()


@pytest.fixture
def core(services: CoreServices) -> CoreServices:
    return services


# started once per process by a library and kept for the process's life (not ours to stop)
LIBRARY_THREADS = frozenset({"tqdm_monitor"})  # tqdm's progress-bar monitor (sentence-transformers loads)


@pytest.fixture(autouse=True)
def no_leaked_threads() -> Iterator[None]:
    """A test must stop every Python thread it started, daemon threads included (a daemon thread
    left running keeps working on a closed store). Threads of Qt's own pools show up as dummy
    threads; the QThread check in tests/ui covers them."""
    before = set(threading.enumerate())
    yield
    from tests.support.waiting import wait_until

    def leaked() -> list[threading.Thread]:
        return [t for t in threading.enumerate() if t not in before and t.is_alive()
                and not isinstance(t, threading._DummyThread) and t.name not in LIBRARY_THREADS]

    # 10 s, not less: a thread finishing a model load at shutdown took over 2.5 s while benchmarks shared the two
    # cores (session 11's CI); a thread still running after 10 s is a leak, and a passing test never waits this long
    try:
        wait_until(lambda: not leaked(), 10.0, "the test's threads to end", interval=0.05)
    except AssertionError:
        pytest.fail(f"test leaked threads: {[(t.name, 'daemon' if t.daemon else 'non-daemon') for t in leaked()]}")
