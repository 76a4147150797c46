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
