"""The SQLite store: migrations, permissions, images by content hash, typed errors."""

from __future__ import annotations

import io
import sqlite3
import stat
from pathlib import Path

import pytest
from PIL import Image

from contexty_qt.core import store as store_module
from contexty_qt.core.errors import InvalidInputError, SchemaTooNewError, StoreError
from contexty_qt.core.store import DB_NAME, SCHEMA_VERSION, Store


def png(width: int = 8, height: int = 8, color: str = "red") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), color).save(buffer, "PNG")
    return buffer.getvalue()


def test_fresh_store_is_at_latest_schema_with_one_default_workspace(tmp_path: Path) -> None:
    with Store(tmp_path / "d") as store:
        assert store.schema_version() == SCHEMA_VERSION
        assert [w.name for w in store.list_workspaces()] == ["Default"]
        assert store._query("PRAGMA journal_mode")[0][0] == "wal"
        assert store._query("PRAGMA foreign_keys")[0][0] == 1
        assert store.integrity_ok()


def test_migrates_from_version_zero_database(tmp_path: Path) -> None:
    data = tmp_path / "d"
    data.mkdir()
    sqlite3.connect(data / DB_NAME).close()  # an empty file at user_version 0
    with Store(data) as store:
        assert store.schema_version() == SCHEMA_VERSION
        assert store.counts()["workspaces"] == 1


def test_each_migration_step_applies_in_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    extra = "ALTER TABLE memories ADD COLUMN probe_column TEXT NOT NULL DEFAULT 'x'"
    with Store(tmp_path / "d") as store:
        first = store.schema_version()
    monkeypatch.setattr(store_module, "MIGRATIONS", [*store_module.MIGRATIONS, extra])
    monkeypatch.setattr(store_module, "SCHEMA_VERSION", first + 1)
    with Store(tmp_path / "d") as store:
        assert store.schema_version() == first + 1
        columns = [r[1] for r in store._query("PRAGMA table_info(memories)")]
        assert "probe_column" in columns


def test_database_from_a_newer_version_is_refused_untouched(tmp_path: Path) -> None:
    data = tmp_path / "d"
    Store(data).close()
    db = sqlite3.connect(data / DB_NAME)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    db.commit()
    db.close()
    before = (data / DB_NAME).read_bytes()
    with pytest.raises(SchemaTooNewError, match="newer Contexty"):
        Store(data)
    assert (data / DB_NAME).read_bytes() == before


def test_a_file_that_is_not_a_database_gives_a_clear_error(tmp_path: Path) -> None:
    data = tmp_path / "d"
    data.mkdir()
    (data / DB_NAME).write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreError, match="damaged or not a database"):
        Store(data)


def test_permissions_are_private(tmp_path: Path) -> None:
    with Store(tmp_path / "d") as store:
        name = store.put_image(png())
        assert stat.S_IMODE(store.data_dir.stat().st_mode) == 0o700
        assert stat.S_IMODE(store.images_dir.stat().st_mode) == 0o700
        assert stat.S_IMODE(store.db_path.stat().st_mode) == 0o600
        assert stat.S_IMODE(store.image_path(name).stat().st_mode) == 0o600


def test_images_are_named_by_content_hash_and_deduplicated(tmp_path: Path) -> None:
    with Store(tmp_path / "d") as store:
        a1, a2, b = store.put_image(png()), store.put_image(png()), store.put_image(png(color="blue"))
        assert a1 == a2 and a1 != b and a1.endswith(".png")
        assert sorted(p.name for p in store.images_dir.iterdir()) == sorted({a1, b})


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "empty"),
        (b"GIF89a garbage", "not a readable image"),
        (png()[:40], "not a readable image"),  # truncated
    ],
)
def test_bad_images_are_refused(tmp_path: Path, data: bytes, message: str) -> None:
    with Store(tmp_path / "d") as store:
        with pytest.raises(InvalidInputError, match=message):
            store.put_image(data)
        assert list(store.images_dir.iterdir()) == []


def test_decompression_bomb_is_refused(tmp_path: Path) -> None:
    buffer = io.BytesIO()
    Image.new("1", (20000, 20000)).save(buffer, "PNG")  # tiny file, 400 Mpx when decoded
    with Store(tmp_path / "d") as store, pytest.raises(InvalidInputError):
        store.put_image(buffer.getvalue())


def test_image_names_cannot_escape_the_data_dir(tmp_path: Path) -> None:
    with Store(tmp_path / "d") as store:
        for name in ("../../etc/passwd", "/etc/passwd", ".hidden", ""):
            with pytest.raises(StoreError):
                store.image_path(name)


def test_transaction_rolls_back_on_error_and_nested_savepoints(tmp_path: Path) -> None:
    with Store(tmp_path / "d") as store:
        with pytest.raises(RuntimeError), store.transaction() as db:
            db.execute("INSERT INTO workspaces (name, created_at) VALUES ('x', '2026-01-01T00:00:00+00:00')")
            raise RuntimeError
        assert store.counts()["workspaces"] == 1
        with store.transaction() as db:
            db.execute("INSERT INTO workspaces (name, created_at) VALUES ('kept', '2026-01-01T00:00:00+00:00')")
            with pytest.raises(RuntimeError), store.transaction() as inner:
                inner.execute("INSERT INTO workspaces (name, created_at) VALUES ('gone', '2026-01-01T00:00:00+00:00')")
                raise RuntimeError
        assert [w.name for w in store.list_workspaces()] == ["Default", "kept"]
