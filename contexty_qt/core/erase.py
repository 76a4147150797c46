"""Erase everything Contexty keeps about you: the data dir, the logs, the settings and the API key.

What goes (decided; README "Privacy" describes it):
  * the data dir, whole: the database with its -wal/-shm/-journal side files, images/, the
    observation hash index and anything else written there. When the folder does not hold a
    Contexty database (the data_dir setting points at a shared folder, say) or it is the home
    folder or a parent of it, only the files Contexty names are removed and the folder stays.
  * the logs: contexty.log and its rotations, crash.log, modelhost.log (they may hold error
    messages that quote a model's answer or a file name), then the log folder when it is empty.
  * the backups (core/backup.py) in the backup folder, which hold all of the above.
  * unless keep_settings: settings.json (endpoint, model names, excluded apps, window geometry),
    the API key in the OS keyring under the llm.api_key_name setting, and secrets.json (the key file
    of early versions, which no longer write one), then the config folder when it is empty.

The database must be closed first: the CLI refuses while Contexty runs on the data dir; the app
quits and erases after its store has closed (app.py: Shell.erase_plan, carried out by _run_primary).
"""

from __future__ import annotations

import contextlib
import logging
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from contexty_qt.core.backup import PARTIAL as BACKUP_PARTIAL
from contexty_qt.core.backup import PREFIX as BACKUP_PREFIX
from contexty_qt.core.store import DB_NAME, IMAGES_DIR

log = logging.getLogger("contexty.erase")

KNOWN_DATA_FILES = (DB_NAME, f"{DB_NAME}-wal", f"{DB_NAME}-shm", f"{DB_NAME}-journal", IMAGES_DIR,
                    "observation-hashes.bin")
LOG_PREFIXES = ("contexty.log", "crash.log", "modelhost.log")
CONFIG_FILES = ("settings.json", "settings.broken.json", "secrets.json")


class SecretWriter(Protocol):
    def set(self, name: str, secret: str) -> None: ...


@dataclass(frozen=True)
class ErasePlan:
    data_dir: Path
    log_dir: Path
    config_dir: Path
    key_names: tuple[str, ...] = ()  # keyring entries to delete (empty: keep the key)
    keep_settings: bool = False
    backups: Path | None = None  # the backup folder: its Contexty backups go too (they hold everything)

    def describe(self) -> list[str]:
        """What will be deleted, one line each, for the confirmation."""
        lines = [f"all memories, images and the database in {self.data_dir}", f"the logs in {self.log_dir}"]
        if self.backups is not None:
            lines.append(f"the backups in {self.backups}")
        if not self.keep_settings:
            lines.append(f"the settings in {self.config_dir}")
            lines += [f"the API key “{name}” in the OS keyring" for name in self.key_names]
        return lines


@dataclass
class EraseReport:
    removed: list[Path] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # what was left and why
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def plan_erase(data_dir: Path, log_dir: Path, config_dir: Path, api_key_name: str, *,
               keep_settings: bool = False, backups: Path | None = None) -> ErasePlan:
    return ErasePlan(Path(data_dir), Path(log_dir), Path(config_dir),
                     () if keep_settings or not api_key_name else (api_key_name,), keep_settings,
                     Path(backups) if backups is not None else None)


def _is_home_or_above(path: Path) -> bool:
    resolved = path.expanduser().resolve()
    home = Path.home().resolve()
    return resolved == home or resolved in home.parents or resolved == Path(resolved.anchor)


def _remove(path: Path, report: EraseReport) -> None:
    try:
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        else:
            path.unlink()
        report.removed.append(path)
    except FileNotFoundError:
        pass
    except OSError as exc:
        report.problems.append(f"could not delete {path}: {exc.strerror or exc}")


def _remove_if_empty(folder: Path) -> None:
    with contextlib.suppress(OSError):
        folder.rmdir()


def erase_everything(plan: ErasePlan, secrets: SecretWriter | None = None) -> EraseReport:
    """Carry out `plan`. Never raises for a file it cannot delete: the report says which."""
    report = EraseReport()
    data = plan.data_dir
    if data.is_dir():
        if (data / DB_NAME).exists() and not _is_home_or_above(data):
            _remove(data, report)
        else:
            for name in KNOWN_DATA_FILES:
                _remove(data / name, report)
            if any(data.iterdir()):
                report.kept.append(f"{data} holds files that are not Contexty's; only Contexty's were deleted")
            elif not _is_home_or_above(data):
                _remove(data, report)
    if plan.log_dir.is_dir():
        for entry in plan.log_dir.iterdir():
            if entry.name.startswith(LOG_PREFIXES):
                _remove(entry, report)
        _remove_if_empty(plan.log_dir)
    if plan.backups is not None and plan.backups.is_dir():
        for entry in plan.backups.iterdir():  # only Contexty's backups: the folder may be shared
            if entry.name.startswith((BACKUP_PREFIX, BACKUP_PARTIAL)):
                _remove(entry, report)
        _remove_if_empty(plan.backups)
    if plan.keep_settings:
        report.kept.append("settings and the API key (--keep-settings)")
    else:
        for name in plan.key_names:
            if secrets is None:
                report.problems.append(f"the API key “{name}” was not deleted (no key store given)")
                continue
            try:
                secrets.set(name, "")
            except Exception as exc:  # keyring backends raise their own types
                report.problems.append(f"could not delete the API key “{name}”: {exc}")
        for file_name in CONFIG_FILES:
            _remove(plan.config_dir / file_name, report)
        _remove_if_empty(plan.config_dir)
    log.debug("erased %d paths, %d problems", len(report.removed), len(report.problems))
    return report
