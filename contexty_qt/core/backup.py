"""Backups of the whole data folder (database + images) and restoring one (issue 17).

A backup is a folder `contexty-backup-<UTC time>-<kind>/` holding
  - `contexty.sqlite3`: a consistent copy made with SQLite's online backup API
    (`sqlite3.Connection.backup`, one step: a read snapshot, so the app keeps writing meanwhile);
  - `images/`: every image file the copy refers to (hard links to the content-addressed, never
    rewritten originals when the file system allows, copies otherwise);
  - `manifest.json`: when, which kind, schema version, counts and the image names.
It is written under a hidden `.partial-*` name and renamed when complete, so a crash never leaves a
half backup that looks whole. Kinds: "auto" (daily), "manual" (Back up now), "pre-restore" (the
data a restore replaced). Rotation keeps the newest `keep` of each kind.

A restore checks the backup first (manifest, `PRAGMA integrity_check` on a staging copy, the schema
migrated to this version, every referenced image present and readable), then backs up the current
data as "pre-restore", copies the images in and writes the database with the backup API into the
live database file (other connections see the change as an outside commit). Nothing is replaced
unless every check passed.

Qt-free; long work reports progress through a callback `(done, total, what)`.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from contexty_qt.core.errors import ContextyError
from contexty_qt.core.store import DB_NAME, IMAGES_DIR, SCHEMA_VERSION, Store, secure_dir

PREFIX = "contexty-backup-"
PARTIAL = ".partial-"
MANIFEST = "manifest.json"
KINDS = ("auto", "manual", "pre-restore")
TIME_FORMAT = "%Y%m%dT%H%M%SZ"
DAILY = timedelta(days=1)

Progress = Callable[[int, int, str], None]


class BackupError(ContextyError):
    """A backup could not be written, or a backup is not fit to restore (nothing was changed)."""


@dataclass(frozen=True)
class BackupInfo:
    path: Path
    kind: str
    created_at: datetime
    memories: int
    images: int
    schema_version: int

    @property
    def label(self) -> str:
        local = self.created_at.astimezone().strftime("%Y-%m-%d %H:%M")
        what = {"auto": "daily", "manual": "manual", "pre-restore": "before a restore"}.get(self.kind, self.kind)
        return f"{local} ({what}): {self.memories} memories, {self.images} images"


def default_backup_dir(data_dir: Path) -> Path:
    """Beside the data folder, not inside it: erasing or replacing the data leaves the backups."""
    return data_dir.parent / f"{data_dir.name}-backups"


def backup_dir(data_dir: Path, setting: str) -> Path:
    return Path(setting).expanduser() if setting.strip() else default_backup_dir(data_dir)


def _noop(done: int, total: int, what: str) -> None:
    return None


# ---- reading backups ------------------------------------------------------------------------
def read_manifest(folder: Path) -> BackupInfo:
    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
        return BackupInfo(folder, str(data["kind"]), datetime.fromisoformat(str(data["created_at"])),
                          int(data["memories"]), len(list(data["images"])), int(data["schema_version"]))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise BackupError(f"{folder.name} is not a readable Contexty backup ({exc}).") from exc


def list_backups(folder: Path) -> list[BackupInfo]:
    """Complete backups in `folder`, newest first (unreadable folders are left out)."""
    if not folder.is_dir():
        return []
    found = []
    for child in folder.iterdir():
        if child.is_dir() and child.name.startswith(PREFIX):
            with contextlib.suppress(BackupError):
                found.append(read_manifest(child))
    return sorted(found, key=lambda info: info.created_at, reverse=True)


def due(folder: Path, now: datetime | None = None) -> bool:
    """True when the newest daily backup is a day old or there is none."""
    now = now or datetime.now(UTC)
    autos = [info for info in list_backups(folder) if info.kind == "auto"]
    return not autos or now - autos[0].created_at >= DAILY


# ---- writing a backup -----------------------------------------------------------------------
def _referenced_images(db: sqlite3.Connection) -> list[str]:
    rows = db.execute("SELECT DISTINCT image FROM memories WHERE image IS NOT NULL AND image != ''").fetchall()
    return sorted(str(row[0]) for row in rows)


def _link_or_copy(source: Path, target: Path) -> None:
    try:
        os.link(source, target)
    except OSError:  # another file system, or links not allowed: a private copy
        shutil.copyfile(source, target)
        os.chmod(target, 0o600)


def create_backup(store: Store, folder: Path, kind: str = "manual", *, progress: Progress = _noop,
                  now: datetime | None = None) -> BackupInfo:
    """Copy the database (online backup API) and its images into a new backup folder under `folder`."""
    if kind not in KINDS:
        raise ValueError(f"unknown backup kind {kind!r}")
    created = (now or datetime.now(UTC)).replace(microsecond=0)
    try:
        secure_dir(folder)
        staging = Path(tempfile.mkdtemp(prefix=PARTIAL, dir=folder))
    except OSError as exc:
        raise BackupError(f"Cannot write backups to {folder}: {exc}") from exc
    try:
        progress(0, 1, "Copying the database")
        target_db = staging / DB_NAME
        source = sqlite3.connect(f"file:{store.db_path}?mode=ro", uri=True, timeout=30.0)
        try:
            target = sqlite3.connect(target_db)
            try:
                source.backup(target)  # one step: a consistent snapshot while the app keeps writing
                images = _referenced_images(target)
                memories = int(target.execute("SELECT COUNT(*) FROM memories").fetchone()[0])
                version = int(target.execute("PRAGMA user_version").fetchone()[0])
            finally:
                target.close()
        finally:
            source.close()
        os.chmod(target_db, 0o600)
        image_dir = secure_dir(staging / IMAGES_DIR)
        missing = []
        for index, name in enumerate(images):
            progress(index, len(images), "Copying the images")
            original = store.image_path(name)
            if original.exists():
                _link_or_copy(original, image_dir / name)
            else:
                missing.append(name)  # already gone from the live data: say so, back up the rest
        manifest = {"kind": kind, "created_at": created.isoformat(), "memories": memories,
                    "images": [n for n in images if n not in missing], "missing_images": missing,
                    "schema_version": version, "format": 1}
        (staging / MANIFEST).write_text(json.dumps(manifest, indent=1), encoding="utf-8")
        final = _free_name(folder, f"{PREFIX}{created.strftime(TIME_FORMAT)}-{kind}")
        os.replace(staging, final)
    except BaseException as exc:
        shutil.rmtree(staging, ignore_errors=True)
        if isinstance(exc, (OSError, sqlite3.Error)):
            raise BackupError(f"The backup failed: {exc}") from exc
        raise
    progress(1, 1, "Backup written")
    return read_manifest(final)


def _free_name(folder: Path, name: str) -> Path:
    candidate, n = folder / name, 1
    while candidate.exists():
        n += 1
        candidate = folder / f"{name}-{n}"
    return candidate


def rotate(folder: Path, keep: int) -> list[Path]:
    """Delete all but the newest `keep` backups of each kind (at least one is always kept)."""
    keep = max(1, keep)
    removed = []
    backups = list_backups(folder)
    for kind in KINDS:
        for info in [b for b in backups if b.kind == kind][keep:]:
            shutil.rmtree(info.path, ignore_errors=True)
            removed.append(info.path)
    for stale in folder.glob(f"{PARTIAL}*") if folder.is_dir() else ():  # a crash during a backup
        shutil.rmtree(stale, ignore_errors=True)
    return removed


# ---- checking and restoring -----------------------------------------------------------------
@dataclass(frozen=True)
class CheckedBackup:
    info: BackupInfo
    staging_db: Path  # an integrity-checked copy migrated to this app's schema
    images: list[str]


def check_backup(backup: Path, scratch: Path, *, progress: Progress = _noop) -> CheckedBackup:
    """Everything a restore needs, verified; raises BackupError (and changes nothing) otherwise."""
    info = read_manifest(backup)
    if info.schema_version > SCHEMA_VERSION:
        raise BackupError(f"{backup.name} was written by a newer Contexty (schema {info.schema_version}); "
                          "update Contexty to restore it.")
    source_db = backup / DB_NAME
    if not source_db.is_file():
        raise BackupError(f"{backup.name} has no database file.")
    progress(0, 3, "Checking the backup's database")
    staging_dir = secure_dir(scratch)
    staging_db = staging_dir / DB_NAME
    shutil.copyfile(source_db, staging_db)
    try:
        db = sqlite3.connect(staging_db)
        try:
            result = db.execute("PRAGMA integrity_check").fetchall()
            if [tuple(row) for row in result] != [("ok",)]:
                raise BackupError(f"{backup.name} is damaged: {'; '.join(str(r[0]) for r in result[:3])}")
        finally:
            db.close()
    except sqlite3.Error as exc:
        raise BackupError(f"{backup.name} is not a readable database: {exc}") from exc
    progress(1, 3, "Bringing the backup up to this version")
    try:
        with Store(staging_dir) as migrated:  # runs the migrations an older backup needs
            if not migrated.integrity_ok():
                raise BackupError(f"{backup.name} failed the integrity check after migration.")
            images = [str(r[0]) for r in migrated.query(
                "SELECT DISTINCT image FROM memories WHERE image IS NOT NULL AND image != ''")]
    except ContextyError as exc:
        if isinstance(exc, BackupError):
            raise
        raise BackupError(f"{backup.name} cannot be opened: {exc}") from exc
    progress(2, 3, "Checking the images")
    absent = [name for name in images
              if not (backup / IMAGES_DIR / name).is_file() or "/" in name or name.startswith(".")]
    if absent:
        raise BackupError(f"{backup.name} lacks {len(absent)} image file(s) its memories need "
                          f"(e.g. {absent[0]}); nothing was restored.")
    return CheckedBackup(info, staging_db, images)


def restore_backup(store: Store, backup: Path, folder: Path, *, progress: Progress = _noop) -> BackupInfo:
    """Replace the live data by `backup` once it checks out; returns the "pre-restore" backup made of
    the data it replaced. The caller drops its undo history and reloads its views afterwards."""
    with tempfile.TemporaryDirectory(prefix=".restore-", dir=store.data_dir) as scratch:
        checked = check_backup(backup, Path(scratch) / "staging", progress=progress)
        progress(0, 1, "Backing up the current data first")
        kept = create_backup(store, folder, "pre-restore")
        _copy_images(store, backup / IMAGES_DIR, checked.images, progress)
        progress(0, 1, "Writing the restored database")
        try:
            source = sqlite3.connect(checked.staging_db)
            try:
                live = sqlite3.connect(store.db_path, timeout=30.0)
                try:
                    source.backup(live)  # one transaction on the live file: all of it or none
                finally:
                    live.close()
            finally:
                source.close()
        except sqlite3.Error as exc:
            raise BackupError(f"The restore could not write the database ({exc}); the data before it is "
                              f"in {kept.path}.") from exc
    progress(1, 1, "Restored")
    return kept


def _copy_images(store: Store, source: Path, names: Iterable[str], progress: Progress) -> None:
    todo = [n for n in names if not store.image_path(n).exists()]
    for index, name in enumerate(todo):
        progress(index, len(todo), "Copying the images back")
        fd, tmp = tempfile.mkstemp(dir=store.images_dir, prefix=".incoming-")
        try:
            with os.fdopen(fd, "wb") as out, open(source / name, "rb") as src:
                shutil.copyfileobj(src, out)
                out.flush()
                os.fsync(out.fileno())
            os.chmod(tmp, 0o600)
            os.replace(tmp, store.image_path(name))
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise


def backup_summary(info: BackupInfo) -> dict[str, Any]:
    return {"path": str(info.path), "kind": info.kind, "created_at": info.created_at.isoformat(),
            "memories": info.memories, "images": info.images}
