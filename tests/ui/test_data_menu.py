"""The File menu's data commands on the real store (issue 17): Back Up Now -> erase -> Restore from
Backup gives back every memory and image, the views reload and the undo history is dropped; a
damaged backup is refused with nothing changed; Export and Import through the same menu; the daily
backup runs only when due and rotates."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtWidgets import QMenu

from contexty_qt.core import backup
from contexty_qt.core.backup import BackupInfo
from contexty_qt.core.model import Origin, SourceType
from contexty_qt.core.services import CoreServices
from contexty_qt.core.store import DB_NAME
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.data_menu import DataFeature, Dialogs
from contexty_qt.ui.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")


def png(color: str) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (16, 10), color).save(buffer, format="PNG")
    return buffer.getvalue()


class Answers:
    """What the user picks in the dialogs; records what was asked."""

    def __init__(self, tmp: Path) -> None:
        self.save_to: Path | None = None
        self.open_from: Path | None = None
        self.confirm = True
        self.pick = 0
        self.asked: list[str] = []

    def dialogs(self) -> Dialogs:
        def save(parent: Any, title: str, suggested: str, file_filter: str) -> Path | None:
            self.asked.append(title)
            return self.save_to

        def open_file(parent: Any, title: str, file_filter: str) -> Path | None:
            self.asked.append(title)
            return self.open_from

        def confirm(parent: Any, title: str, text: str) -> bool:
            self.asked.append(text)
            return self.confirm

        def choose(parent: Any, backups: list[BackupInfo]) -> BackupInfo | None:
            self.asked.append("choose: " + " | ".join(b.label for b in backups))
            return backups[self.pick]

        return Dialogs(save, open_file, confirm, choose)


class Rig:
    def __init__(self, qtbot: Any, core: CoreServices, tmp: Path) -> None:
        self.qtbot, self.core = qtbot, core
        core.settings.set("backup.folder", str(tmp / "backups"))
        self.runner = TaskRunner()
        self.bridge = EventBridge(core.bus, core.tree.undo_stack)
        self.watcher = ExternalChangeWatcher(core.store)
        self.window = MainWindow(core.tree, core.settings, self.bridge, self.watcher, self.runner)
        qtbot.addWidget(self.window)
        self.answers = Answers(tmp)
        self.data = DataFeature(core.tree, core.settings, self.runner, self.watcher, workspace=core.workspace,
                                dialogs=self.answers.dialogs())
        self.data.install(self.window, self.window.file_menu)
        self.notices: list[str] = []
        self.data.notice.connect(self.notices.append)

    def menu_action(self, name: str) -> Any:
        found = self.window.file_menu.findChildren(QMenu)  # the Export submenu
        actions = [*self.window.file_menu.actions(), *(a for m in found for a in m.actions())]
        return next(a for a in actions if a.objectName() == name)

    def trigger(self, name: str) -> None:
        with self.qtbot.waitSignal(self.data.finished, timeout=20_000):
            self.menu_action(name).trigger()

    def close(self) -> None:
        self.data.stop()
        self.window.shutdown()
        self.bridge.close()
        self.runner.shutdown()


@pytest.fixture
def rig(qtbot: Any, core: CoreServices, tmp_path: Path) -> Iterator[Rig]:
    made = Rig(qtbot, core, tmp_path)
    yield made
    made.close()


def fill(core: CoreServices) -> dict[int, tuple[str, str | None, str]]:
    for text, color in (("budget table", "red"), ("login screen", "green"), ("a thought", None)):
        core.tree.add_memory(SourceType.SNIPPET, text=text, image=png(color) if color else None, memo="why: " + text)
    return {m.id: (m.text, m.image, m.memo) for m in core.store.memories()}


def test_file_menu_lists_the_data_commands_before_close_and_quit(rig: Rig) -> None:
    texts = [a.text() for a in rig.window.file_menu.actions() if not a.isSeparator()]
    assert texts[:3] == ["&Export", "&Import…", "&Back Up Now"]
    assert texts[3] == "&Restore from Backup…" and texts[-1] == "&Quit Contexty"


def test_backup_erase_restore_gives_back_every_memory_and_image(qtbot: Any, rig: Rig, core: CoreServices) -> None:
    made = fill(core)
    images = {name: core.store.image_path(name).read_bytes() for _, name, _ in made.values() if name}
    qtbot.waitUntil(lambda: rig.window.timeline.model.memory_count() == 3)

    steps: list[str] = []
    rig.data.progress.connect(lambda done, total, what: steps.append(what))
    rig.trigger("backupNow")
    assert any("Backed up 3 memories and 2 images" in n for n in rig.notices)
    assert "Copying the database" in steps and "Copying the images" in steps  # the progress dialog's text

    core.tree.edit_memory(next(iter(made)), title="an AI's title", origin=Origin.AI)  # an AI step in the history
    core.tree.delete_memories(list(made))  # the user's mistake: everything gone, images too
    for name in images:
        core.store.image_path(name).unlink()
    qtbot.waitUntil(lambda: rig.window.timeline.model.memory_count() == 0)
    assert core.tree.undo_stack.undo_text is not None

    rig.trigger("restoreBackup")
    assert any("Replace all of Contexty's data" in a for a in rig.answers.asked)
    assert {m.id: (m.text, m.image, m.memo) for m in core.store.memories()} == made
    for name, data in images.items():
        assert core.store.image_path(name).read_bytes() == data
    qtbot.waitUntil(lambda: rig.window.timeline.model.memory_count() == 3)  # the views reloaded
    assert core.tree.undo_stack.undo_text is None and not rig.window.undo_action.isEnabled()
    assert core.tree.undo_stack.ai_steps() == []  # AI steps named the replaced rows too
    kinds = sorted(b.kind for b in backup.list_backups(rig.data.backup_folder()))
    assert kinds == ["manual", "pre-restore"]  # the emptied data was kept too
    assert any("Restored 3 memories" in n for n in rig.notices)


def test_a_damaged_backup_is_refused_and_nothing_changes(qtbot: Any, rig: Rig, core: CoreServices) -> None:
    made = fill(core)
    rig.trigger("backupNow")
    info = backup.list_backups(rig.data.backup_folder())[0]
    (info.path / DB_NAME).write_bytes(b"not a database at all" * 100)
    core.tree.add_memory(SourceType.SNIPPET, text="after the backup")
    rig.trigger("restoreBackup")
    assert any("Restore failed" in n for n in rig.notices)
    assert len(core.store.memories()) == len(made) + 1
    assert [b.kind for b in backup.list_backups(rig.data.backup_folder())] == ["manual"]


def test_declining_the_confirmation_restores_nothing(qtbot: Any, rig: Rig, core: CoreServices) -> None:
    fill(core)
    rig.trigger("backupNow")
    core.tree.add_memory(SourceType.SNIPPET, text="keep me")
    rig.answers.confirm = False
    rig.trigger("restoreBackup")
    assert rig.data.busy is None and len(core.store.memories()) == 4
    assert any("Replace all" in a for a in rig.answers.asked)


def test_export_json_then_import_through_the_menu(qtbot: Any, rig: Rig, core: CoreServices, tmp_path: Path) -> None:
    fill(core)
    rig.answers.save_to = tmp_path / "all.json"
    rig.trigger("exportJson")
    document = json.loads((tmp_path / "all.json").read_text(encoding="utf-8"))
    assert len(document["memories"]) == 3
    rig.answers.save_to = tmp_path / "notes.md"
    rig.trigger("exportMarkdown")
    assert "budget table" in (tmp_path / "notes.md").read_text(encoding="utf-8")
    assert len(list((tmp_path / "notes-images").iterdir())) == 2
    rig.answers.save_to = tmp_path / "context.txt"
    rig.trigger("exportContext")
    assert (tmp_path / "context.txt").read_text(encoding="utf-8").strip()
    rig.answers.open_from = tmp_path / "all.json"
    rig.trigger("importFile")
    assert len(core.store.memories()) == 6
    rig.answers.open_from = tmp_path / "notes.md"  # not JSON: refused, nothing written
    rig.trigger("importFile")
    assert any(n.startswith("Import failed") for n in rig.notices) and len(core.store.memories()) == 6


def test_daily_backup_runs_when_due_and_rotates(qtbot: Any, rig: Rig, core: CoreServices) -> None:
    fill(core)
    core.settings.set("backup.keep", 1)
    with qtbot.waitSignal(rig.data.finished, timeout=20_000):
        assert rig.data.backup_if_due()
    assert [b.kind for b in backup.list_backups(rig.data.backup_folder())] == ["auto"]
    with qtbot.waitSignal(rig.data.finished, timeout=20_000):
        assert rig.data.backup_if_due()  # not due again within a day: nothing new
    assert len(backup.list_backups(rig.data.backup_folder())) == 1
    core.settings.set("backup.daily", False)
    assert not rig.data.backup_if_due()
