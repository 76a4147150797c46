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
