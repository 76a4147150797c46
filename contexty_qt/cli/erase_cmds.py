"""`contexty erase [--yes] [--keep-settings]`: delete everything Contexty keeps (core/erase.py says what).

Asks for the word "erase" on the terminal unless --yes is given; without a terminal and without
--yes it refuses. Refuses while Contexty runs on the same data dir (its database is open there):
quit it first, or use Settings > Erase everything in the app.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from contexty_qt.cli import fail
from contexty_qt.core.backup import backup_dir
from contexty_qt.core.erase import erase_everything, plan_erase
from contexty_qt.core.paths import config_dir, log_dir, resolve_data_dir
from contexty_qt.core.secrets import SecretStore
from contexty_qt.core.services import open_settings

CONFIRM_WORD = "erase"


def register(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "erase", help="delete all memories, images, logs, settings and the stored API key",
        description="Delete everything Contexty keeps: the data dir (database, images), the logs, and unless "
                    "--keep-settings the settings and the API key in the OS keyring. This cannot be undone.")
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    p.add_argument("--keep-settings", action="store_true",
                   help="keep settings.json and the API key (delete only memories, images and logs)")
    p.set_defaults(handler=cmd_erase)


def _running_instance(data_dir: Any) -> Any:
    """The instance lock of the data dir, held, or None when a Contexty holds it (it is running)."""
    from contexty_qt import ipc

    lock = ipc.InstanceLock(data_dir)
    return lock if lock.acquire() else None


def cmd_erase(args: argparse.Namespace) -> int:
    settings = open_settings()
    data_dir = resolve_data_dir(getattr(args, "data_dir", None), settings.get("data_dir"))
    plan = plan_erase(data_dir, log_dir(), config_dir(), str(settings.get("llm.api_key_name")),
                      keep_settings=args.keep_settings,
                      backups=backup_dir(data_dir, str(settings.get("backup.folder"))))
    lock = _running_instance(data_dir)
    if lock is None:
        return fail("Contexty is running on this data dir; quit it first (or use Settings > Erase everything "
                    "in the app). Nothing was deleted.")
    try:  # the lock is held until done: the app cannot start on the data dir meanwhile
        print("This deletes, with no way back:")
        for line in plan.describe():
            print(f"  - {line}")
        if not args.yes:
            if not sys.stdin.isatty():
                return fail("Not erasing: confirm with --yes (no terminal to ask on).", code=2)
            answer = input(f"Type “{CONFIRM_WORD}” to delete all of it: ")
            if answer.strip().lower() != CONFIRM_WORD:
                print("Nothing was deleted.")
                return 1
        report = erase_everything(plan, SecretStore())
    finally:
        lock.release()
    for note in report.kept:
        print(f"Kept: {note}.")
    if not report.ok:
        for problem in report.problems:
            print(f"contexty: {problem}", file=sys.stderr)
        return 1
    print(f"Erased ({len(report.removed)} items deleted).")
    return 0
