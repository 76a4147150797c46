"""Backups (issue 17): online-API copy + images, rotation, a damaged or incomplete backup refused
without touching the data, and backup -> erase -> restore giving back every memory and image."""

from __future__ import annotations

import io
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PIL import Image

from contexty_qt.core import backup
from contexty_qt.core.backup import BackupError, create_backup, list_backups, restore_backup, rotate
from contexty_qt.core.model import SourceType
from contexty_qt.core.services import CoreServices
from contexty_qt.core.store import DB_NAME, IMAGES_DIR


def png_bytes(color: str, size: tuple[int, int] = (12, 9)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, color).save(buffer, format="PNG")
    return buffer.getvalue()


def fill(core: CoreServices) -> dict[int, tuple[str, str | None]]:
    """Three memories, two with images; {id: (text, image name)}."""
    made = {}
    for text, color in (("quarterly numbers", "red"), ("a login form", "blue"), ("plain thought", None)):
        image = png_bytes(color) if color else None
        memory = core.tree.add_memory(SourceType.SNIPPET, text=text, image=image, memo=f"memo on {text}")
        made[memory.id] = (memory.text, memory.image)
    return made


def contents(core: CoreServices) -> dict[int, tuple[str, str | None]]:
    return {m.id: (m.text, m.image) for m in core.store.memories()}


def erase_all(core: CoreServices) -> None:
    """What a user's mistake looks like: every memory row and every image file gone."""
    with core.store.transaction() as db:
        db.execute("DELETE FROM memories")
    for path in (core.store.images_dir).iterdir():
        if path.is_file():
            path.unlink()


def test_backup_erase_restore_gives_back_every_memory_and_image(core: CoreServices, tmp_path: Path) -> None:
    made = fill(core)
    folder = tmp_path / "backups"
    steps: list[str] = []
    info = create_backup(core.store, folder, "manual", progress=lambda done, total, what: steps.append(what))
    assert info.memories == 3 and info.images == 2 and "Copying the images" in steps
    images = {name: core.store.image_path(name).read_bytes() for _, name in made.values() if name}

    erase_all(core)
    assert contents(core) == {}

    kept = restore_backup(core.store, info.path, folder)
    assert contents(core) == made
    for name, data in images.items():
        assert core.store.image_path(name).read_bytes() == data
    assert core.store.integrity_ok()
    # the replaced (empty) data was kept as a backup of its own
    assert kept.kind == "pre-restore" and kept.memories == 0
    assert {b.kind for b in list_backups(folder)} == {"manual", "pre-restore"}


def test_restore_refuses_a_damaged_or_incomplete_backup_and_changes_nothing(core: CoreServices,
                                                                           tmp_path: Path) -> None:
    made = fill(core)
    folder = tmp_path / "backups"
    info = create_backup(core.store, folder)
    core.tree.add_memory(SourceType.SNIPPET, text="written after the backup")
    before = contents(core)

    image = next(p for p in (info.path / IMAGES_DIR).iterdir())
    image.unlink()
    with pytest.raises(BackupError, match="lacks 1 image"):
        restore_backup(core.store, info.path, folder)
    assert contents(core) == before

    second = create_backup(core.store, folder)
    db = second.path / DB_NAME
    data = bytearray(db.read_bytes())
    data[100:3000] = b"\xff" * 2900  # scribble over the schema page
    db.write_bytes(bytes(data))
    with pytest.raises(BackupError):
        restore_backup(core.store, second.path, folder)
    assert contents(core) == before
    assert not [b for b in list_backups(folder) if b.kind == "pre-restore"]  # nothing was replaced
    assert len(made) == 3


def test_rotation_keeps_the_newest_of_each_kind_and_daily_is_due_after_a_day(core: CoreServices,
                                                                             tmp_path: Path) -> None:
    fill(core)
    folder = tmp_path / "backups"
    start = datetime(2026, 11, 1, 9, tzinfo=UTC)
    assert backup.due(folder, start)
    for day in range(4):
        create_backup(core.store, folder, "auto", now=start + timedelta(days=day))
    create_backup(core.store, folder, "manual", now=start)
    assert not backup.due(folder, start + timedelta(days=3, hours=23))
    assert backup.due(folder, start + timedelta(days=4))
    removed = rotate(folder, keep=2)
    assert len(removed) == 2
    kept = list_backups(folder)
    assert [b.kind for b in kept].count("auto") == 2 and [b.kind for b in kept].count("manual") == 1
    assert max(b.created_at for b in kept if b.kind == "auto") == start + timedelta(days=3)


def test_backup_is_a_consistent_sqlite_file_made_while_the_store_is_open(core: CoreServices, tmp_path: Path) -> None:
    fill(core)
    info = create_backup(core.store, tmp_path / "b")
    db = sqlite3.connect(info.path / DB_NAME)
    try:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert db.execute("SELECT COUNT(*) FROM memories").fetchone()[0] == 3
    finally:
        db.close()
    assert not list((tmp_path / "b").glob(".partial-*"))


def test_backup_folder_default_is_beside_the_data(tmp_path: Path) -> None:
    assert backup.backup_dir(tmp_path / "data", "") == tmp_path / "data-backups"
    assert backup.backup_dir(tmp_path / "data", str(tmp_path / "elsewhere")) == tmp_path / "elsewhere"
