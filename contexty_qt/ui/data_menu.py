"""The File menu's data commands (issue 17): Export (JSON, Markdown, context), Import, Back up now,
Restore from backup; and the automatic daily backup.

All file and database work runs on the TaskRunner's pool; progress comes back through a queued
signal into a progress dialog (shown when the work lasts more than a moment). A restore is asked
for first, checked before anything is replaced (core/backup.py), keeps the replaced data as a
"pre-restore" backup, and ends with the undo history dropped (its steps refer to the old rows)
and every view reloaded through the external-change watcher.

Dialogs are injectable (`Dialogs`) so UI tests drive the real menu without modal windows.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMainWindow, QMenu, QMessageBox, QProgressDialog, QWidget

from contexty_qt.core import backup
from contexty_qt.core.backup import BackupInfo
from contexty_qt.core.errors import ContextyError
from contexty_qt.core.settings import Settings
from contexty_qt.core.tree import MemoryTree
from contexty_qt.core.workspace import CurrentWorkspace
from contexty_qt.ui.bridge import ExternalChangeWatcher, TaskRunner

log = logging.getLogger("contexty.ui.data")

CHECK_EVERY_MS = 30 * 60 * 1000  # is a daily backup due? (cheap: a directory listing)
FIRST_CHECK_MS = 90 * 1000  # not during startup


def _exchange() -> ModuleType:
    """core.exchange brings pydantic: imported on a worker when first needed, never at the app's start."""
    from contexty_qt.core import exchange

    return exchange


def _files() -> ModuleType:
    from contexty_qt.core import exchange_files

    return exchange_files


@dataclass
class Dialogs:
    """How the feature asks the user; the defaults are Qt's standard dialogs."""

    save_file: Callable[[QWidget | None, str, str, str], Path | None]
    open_file: Callable[[QWidget | None, str, str], Path | None]
    confirm: Callable[[QWidget | None, str, str], bool]
    choose_backup: Callable[[QWidget | None, list[BackupInfo]], BackupInfo | None]


def _save_file(parent: QWidget | None, title: str, suggested: str, file_filter: str) -> Path | None:
    name, _ = QFileDialog.getSaveFileName(parent, title, suggested, file_filter)
    return Path(name) if name else None


def _open_file(parent: QWidget | None, title: str, file_filter: str) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(parent, title, "", file_filter)
    return Path(name) if name else None


def _confirm(parent: QWidget | None, title: str, text: str) -> bool:
    answer = QMessageBox.question(parent, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return bool(answer == QMessageBox.StandardButton.Yes)


def _choose_backup(parent: QWidget | None, backups: list[BackupInfo]) -> BackupInfo | None:
    labels = [info.label for info in backups]
    label, ok = QInputDialog.getItem(parent, "Restore from backup", "Backup to restore:", labels, 0, False)
    return backups[labels.index(label)] if ok and label in labels else None


STANDARD_DIALOGS = Dialogs(_save_file, _open_file, _confirm, _choose_backup)


class DataFeature(QObject):
    notice = Signal(str)  # a sentence for the status bar
    progress = Signal(int, int, str)  # done, total, what (any thread -> GUI thread, queued)
    finished = Signal(str)  # what finished (tests and benchmarks wait on it)

    def __init__(self, tree: MemoryTree, settings: Settings, runner: TaskRunner, watcher: ExternalChangeWatcher,
                 *, workspace: CurrentWorkspace | None = None, dialogs: Dialogs | None = None,
                 parent: QObject | None = None) -> None:
        """`workspace`: the current workspace (Markdown and context export it; a restore re-reads it)."""
        super().__init__(parent)
        self.tree, self.settings, self.runner, self.watcher = tree, settings, runner, watcher
        self.workspace = workspace
        self.dialogs = dialogs or STANDARD_DIALOGS
        self.window: QWidget | None = None
        self.busy: str | None = None
        self._progress_dialog: QProgressDialog | None = None
        self.progress.connect(self._on_progress, Qt.ConnectionType.QueuedConnection)

        def action(text: str, slot: Callable[[], None], name: str, tip: str) -> QAction:
            made = QAction(text, self)
            made.setObjectName(name)
            made.setToolTip(tip)
            made.setStatusTip(tip)
            made.triggered.connect(slot)
            return made

        self.export_json_action = action("&JSON (everything, images included)…", self.export_json, "exportJson",
                                         "Write every workspace as one JSON file that Import reads back")
        self.export_markdown_action = action("&Markdown…", self.export_markdown, "exportMarkdown",
                                             "Write this workspace as a Markdown outline, images beside it")
        self.export_context_action = action("&Context for another assistant…", self.export_context,
                                            "exportContext", "Write this workspace as compact plain text")
        self.import_action = action("&Import…", self.import_file, "importFile",
                                    "Read a JSON export back in (checked whole before anything is written)")
        self.backup_action = action("&Back Up Now", self.backup_now, "backupNow",
                                    "Copy the database and images into the backup folder")
        self.restore_action = action("&Restore from Backup…", self.restore, "restoreBackup",
                                     "Replace the data with a backup (the current data is kept as a backup)")

        self._timer = QTimer(self)
        self._timer.timeout.connect(self.backup_if_due)
        self._timer.setSingleShot(True)

    # ---- where things are -------------------------------------------------------------------
    @property
    def data_dir(self) -> Path:
        return self.tree.store.data_dir

    def backup_folder(self) -> Path:
        return backup.backup_dir(self.data_dir, str(self.settings.get("backup.folder")))

    def _current_workspace(self) -> int:
        return self.workspace.id if self.workspace is not None else self.tree.store.default_workspace_id()

    def keep(self) -> int:
        return max(1, int(float(self.settings.get("backup.keep"))))

    # ---- the window --------------------------------------------------------------------------
    def install(self, window: QMainWindow, file_menu: QMenu) -> None:
        """Export ▸, Import…, Back Up Now, Restore from Backup… at the top of the File menu."""
        self.window = window
        export_menu = QMenu("&Export", file_menu)
        export_menu.setObjectName("exportMenu")
        for item in (self.export_json_action, self.export_markdown_action, self.export_context_action):
            export_menu.addAction(item)
        existing = file_menu.actions()
        for action in existing:
            file_menu.removeAction(action)
        file_menu.addMenu(export_menu)
        file_menu.addAction(self.import_action)
        file_menu.addSeparator()
        file_menu.addAction(self.backup_action)
        file_menu.addAction(self.restore_action)
        file_menu.addSeparator()
        file_menu.addActions(existing)  # Close Window and Quit stay last
        self.notice.connect(lambda text: window.statusBar().showMessage(text, 12000))

    def start_schedule(self, first_check_ms: int = FIRST_CHECK_MS) -> None:
        self._timer.start(first_check_ms)

    def stop(self) -> None:
        self._timer.stop()
        self._close_progress()

    # ---- running work off the GUI thread ------------------------------------------------------
    def _run(self, what: str, work: Callable[[], Any], done: Callable[[Any], None], *,
             modal: bool = False, quiet: bool = False, writes: bool = False) -> bool:
        """`work` on the pool (reads, backups: a read snapshot) or, `writes`, on the serial write lane."""
        if self.busy is not None:
            if not quiet:
                self.notice.emit(f"Wait until “{self.busy}” has finished.")
            return False
        self.busy = what
        if not quiet:
            self._open_progress(what, modal)

        def on_done(result: Any) -> None:
            self._end()
            try:
                done(result)
            finally:
                self.finished.emit(what)

        def on_error(exc: BaseException) -> None:
            self._end()
            if not isinstance(exc, (ContextyError, OSError)):
                log.error("%s failed", what, exc_info=(type(exc), exc, exc.__traceback__))
            self.notice.emit(f"{what} failed: {exc}")
            self.finished.emit(what)

        (self.runner.write if writes else self.runner.submit)(work, on_done, on_error)
        return True

    def _report(self, done: int, total: int, what: str) -> None:
        """The progress callback core/backup.py calls on the worker thread."""
        self.progress.emit(done, total, what)

    def _open_progress(self, what: str, modal: bool) -> None:
        dialog = QProgressDialog(what, "", 0, 0, self.window)
        dialog.setObjectName("dataProgress")
        dialog.setWindowTitle(what)
        dialog.setCancelButton(None)  # a half-written backup or restore is worse than waiting
        dialog.setMinimumDuration(400)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.setWindowModality(Qt.WindowModality.WindowModal if modal else Qt.WindowModality.NonModal)
        self._progress_dialog = dialog

    @Slot(int, int, str)
    def _on_progress(self, done: int, total: int, what: str) -> None:
        dialog = self._progress_dialog
        if dialog is None:
            return
        dialog.setLabelText(what)
        dialog.setMaximum(max(total, 1))
        dialog.setValue(min(done, max(total, 1)))

    def _end(self) -> None:
        self.busy = None
        self._close_progress()

    def _close_progress(self) -> None:
        dialog, self._progress_dialog = self._progress_dialog, None
        if dialog is not None:
            dialog.reset()
            dialog.hide()
            dialog.deleteLater()

    # ---- export and import ---------------------------------------------------------------------
    def _export(self, title: str, suggested: str, file_filter: str, text_for: Callable[[Path], str],
                told: str) -> None:
        """Ask where, then write `text_for(path)` privately on the pool; `told` names the result."""
        path = self.dialogs.save_file(self.window, title, suggested, file_filter)
        if path is None:
            return

        def work() -> Path:
            from contexty_qt.core.exchange_files import write_private  # on the worker: see _exchange()

            write_private(path, text_for(path).encode("utf-8"))
            return path

        self._run("Export", work, lambda written: self.notice.emit(f"{told} {written}."))

    def export_json(self) -> None:
        store = self.tree.store
        self._export("Export everything as JSON", "contexty-export.json", "JSON (*.json)",
                     lambda _path: json.dumps(_exchange().export_document(store, None), ensure_ascii=False, indent=1),
                     "Exported everything to")

    def export_markdown(self) -> None:
        tree, workspace = self.tree, self._current_workspace()
        self._export("Export this workspace as Markdown", "contexty.md", "Markdown (*.md)",
                     lambda path: _files().markdown_with_images(tree, workspace, path), "Exported this workspace to")

    def export_context(self) -> None:
        tree, workspace = self.tree, self._current_workspace()
        self._export("Export context for another assistant", "contexty-context.txt", "Text (*.txt)",
                     lambda _path: _exchange().export_context(tree, workspace), "Wrote the context to")

    def import_file(self) -> None:
        path = self.dialogs.open_file(self.window, "Import a Contexty JSON export", "JSON (*.json)")
        if path is None:
            return
        tree = self.tree

        def work() -> str:
            exchange = _exchange()
            checked = exchange.check_import(_files().read_import_file(str(path)))  # the whole file, before any write
            return str(exchange.import_document(tree, checked).summary())

        self._run("Import", work, lambda summary: self.notice.emit(str(summary)), writes=True)

    # ---- backups -------------------------------------------------------------------------------
    def backup_now(self) -> None:
        self._backup("manual", quiet=False)

    @Slot()
    def backup_if_due(self) -> bool:
        """The daily backup, when the setting is on and the newest one is a day old."""
        self._timer.start(CHECK_EVERY_MS)
        if not self.settings.get("backup.daily"):
            return False
        folder = self.backup_folder()

        def work() -> BackupInfo | None:
            if not backup.due(folder):
                return None
            return self._write_backup("auto", folder, report=False)

        return self._run("Daily backup", work, self._after_auto_backup, quiet=True)

    def _after_auto_backup(self, info: BackupInfo | None) -> None:
        if info is not None:
            log.info("daily backup written: %s", info.path)

    def _write_backup(self, kind: str, folder: Path, *, report: bool) -> BackupInfo:
        info = backup.create_backup(self.tree.store, folder, kind, progress=self._report if report else _silent)
        backup.rotate(folder, self.keep())
        return info

    def _backup(self, kind: str, *, quiet: bool) -> None:
        folder = self.backup_folder()
        self._run("Backup", lambda: self._write_backup(kind, folder, report=True),
                  lambda info: self.notice.emit(f"Backed up {info.memories} memories and {info.images} images "
                                                f"to {info.path}."), quiet=quiet)

    def restore(self) -> None:
        """List the backups (off the GUI thread), let the user pick and confirm one, then restore it."""
        if self.busy is not None:
            self.notice.emit(f"Wait until “{self.busy}” has finished.")
            return
        folder = self.backup_folder()
        self.runner.submit(lambda: backup.list_backups(folder), lambda found: self._choose_backup(folder, found),
                           lambda exc: self.notice.emit(f"Cannot read the backups in {folder}: {exc}"))

    def _choose_backup(self, folder: Path, backups: list[BackupInfo]) -> None:
        if not backups:
            self.notice.emit(f"There are no backups in {folder} yet.")
            self.finished.emit("Restore")
            return
        chosen = self.dialogs.choose_backup(self.window, backups)
        if chosen is None:
            self.finished.emit("Restore")
            return
        question = (f"Replace all of Contexty's data with the backup of {chosen.label}?\n\n"
                    "The backup is checked first; if it is damaged or incomplete nothing changes. The data "
                    f"you have now is kept as a backup of its own in {folder}.\n\nUndo history is cleared.")
        if not self.dialogs.confirm(self.window, "Restore from backup", question):
            self.finished.emit("Restore")
            return
        store = self.tree.store
        self._run("Restore", lambda: backup.restore_backup(store, chosen.path, folder, progress=self._report),
                  lambda kept: self._after_restore(chosen, kept), modal=True, writes=True)

    def _after_restore(self, restored: BackupInfo, kept: BackupInfo) -> None:
        self.tree.undo_stack.clear()  # its steps name rows of the data that was replaced
        if self.workspace is not None:
            self.workspace.refresh()  # the restored data may have another current workspace
        self.watcher.notify()  # every view reloads, as after an outside write
        self.notice.emit(f"Restored {restored.memories} memories from {restored.label.split(' (')[0]}; "
                         f"the data before it is kept in {kept.path}.")


def _silent(done: int, total: int, what: str) -> None:
    return None
