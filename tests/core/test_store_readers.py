"""Reads outside a transaction use a per-thread connection: they never wait for another thread's write."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from contexty_qt.core.errors import StoreError
from contexty_qt.core.store import Store


def test_a_read_does_not_wait_for_another_threads_open_transaction(tmp_path: Path) -> None:
    with Store(tmp_path / "d") as store:
        inside, release = threading.Event(), threading.Event()
        order: list[str] = []

        def writer() -> None:
            with store.transaction() as db:
                db.execute("INSERT INTO workspaces (name, created_at) VALUES ('Uncommitted', '2026-01-01')")
                inside.set()
                release.wait(10)
                order.append("writer committed")

        thread = threading.Thread(target=writer)
        thread.start()
        assert inside.wait(10)
        names = [w.name for w in store.list_workspaces()]  # the old single connection blocked here
        order.append("read done")
        release.set()
        thread.join(10)
        assert order == ["read done", "writer committed"]
        assert names == ["Default"]  # the other thread's uncommitted row is not visible
        assert [w.name for w in store.list_workspaces()] == ["Default", "Uncommitted"]


def test_a_transaction_reads_its_own_uncommitted_rows(tmp_path: Path) -> None:
    with Store(tmp_path / "d") as store, store.transaction() as db:
        db.execute("INSERT INTO workspaces (name, created_at) VALUES ('Mine', '2026-01-01')")
        assert "Mine" in [w.name for w in store.list_workspaces()]


def test_reads_in_many_threads_and_after_close(tmp_path: Path) -> None:
    store = Store(tmp_path / "d")
    errors: list[BaseException] = []

    def read() -> None:
        try:
            for _ in range(20):
                assert store.default_workspace_id() == 1
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=read) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert errors == []
    store.close()
    with pytest.raises(StoreError, match="closed"):
        store.list_workspaces()


OPEN_WHEN_TOLD = """
import sys, time
from pathlib import Path
go = Path(sys.argv[2])
while not go.exists():
    time.sleep(0.001)
from contexty_qt.core.store import Store
Store(Path(sys.argv[1])).close()
"""


def test_processes_opening_a_new_data_dir_at_once_all_succeed(tmp_path: Path) -> None:
    import subprocess
    import sys

    for trial in range(3):
        data, go = tmp_path / f"d{trial}", tmp_path / f"go{trial}"
        children = [subprocess.Popen([sys.executable, "-c", OPEN_WHEN_TOLD, str(data), str(go)],
                                     stderr=subprocess.PIPE, text=True) for _ in range(6)]
        go.touch()
        errors = [child.communicate(timeout=60)[1] for child in children]
        assert [child.returncode for child in children] == [0] * 6, errors
        with Store(data) as store:
            assert [w.name for w in store.list_workspaces()] == ["Default"]


def _sqlite_memory_used() -> int | None:
    """SQLite's own heap in this process (sqlite3_memory_used), None where the library is not at hand."""
    import ctypes
    import ctypes.util

    name = ctypes.util.find_library("sqlite3")
    if name is None:
        return None
    try:
        lib = ctypes.CDLL(name)
    except OSError:
        return None
    lib.sqlite3_memory_used.restype = ctypes.c_int64
    return int(lib.sqlite3_memory_used())


def _observations(tmp_path: Path, texts: list[str]) -> Store:
    """A store holding these observation texts (skips where SQLite's memory cannot be read)."""
    if _sqlite_memory_used() is None:
        pytest.skip("libsqlite3 cannot be loaded through ctypes here")
    store = Store(tmp_path / "d")
    with store.transaction() as db:
        db.executemany("INSERT INTO memories (workspace_id, source, text, captured_at, created_at) "
                       "VALUES (1, 'observation', ?, '2026-01-01T00:00:00', '2026-01-01T00:00:00')",
                       [(text,) for text in texts])
    return store


def test_sqlite_memory_stays_within_its_budget_with_many_reader_threads(tmp_path: Path) -> None:
    """Issue 18: each connection's page cache used to fill to 2 MB as the database grew (9 connections:
    ~20 MB). Readers on 8 live threads scanning a ~16 MB table stay within the process's SQLite budget."""
    from contexty_qt.core import store as store_module

    with _observations(tmp_path, [f"page {i} " + "words of a screen " * 220 for i in range(4000)]) as store:
        stop, scanned = threading.Event(), threading.Barrier(9)
        pages: list[int] = []

        def reader() -> None:  # stays alive (its connection with it) until the measurement is taken
            assert len(store.query("SELECT id, text FROM memories")) == 4000
            pages.append(int(store.query("PRAGMA cache_size")[0][0]))
            scanned.wait(30)
            stop.wait(30)

        threads = [threading.Thread(target=reader) for _ in range(8)]
        for thread in threads:
            thread.start()
        scanned.wait(30)
        used = _sqlite_memory_used()
        stop.set()
        for thread in threads:
            thread.join(10)
    assert pages == [-store_module.CACHE_KB_PER_CONNECTION] * 8
    assert used is not None and used <= store_module.SQLITE_HEAP_BUDGET_BYTES, used / 2**20


def test_reading_ever_longer_id_lists_does_not_fill_the_statement_cache(tmp_path: Path) -> None:
    """Issue 18: `id IN (?, ?, ...)` written out per id made a new prepared statement for every list
    length, and sqlite3 keeps 128 per connection (~7 MB for lists of 300-430 ids). As the stored
    memories grew, so did SQLite's memory, call after call. One statement whatever the length."""
    with _observations(tmp_path, [f"page {i}" for i in range(450)]) as store:
        assert len(store.memories(ids=range(1, 11))) == 10
        before = _sqlite_memory_used()
        for n in range(300, 428):  # as the timeline and the mirror read the memories stored so far
            assert len(store.memories(ids=range(1, n + 1))) == n
            store.ocr_texts(f"{i:064x}.webp" for i in range(n))
            store.message_ids_for_memories(range(n))
        grown = (_sqlite_memory_used() or 0) - (before or 0)
    assert grown < 1024 * 1024, grown / 2**20
