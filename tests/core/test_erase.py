"""Erase everything (core/erase.py, `contexty erase`): what goes, what stays, when it refuses."""

from __future__ import annotations

import io
import logging
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from contexty_qt.cli import main
from contexty_qt.core.erase import erase_everything, plan_erase
from contexty_qt.core.logsetup import setup_logging
from contexty_qt.core.paths import config_dir, log_dir
from tests.core.test_privacy_hardening import png_bytes
from tests.fakes.keyring import MemoryKeyring

KEY = "sk-proj-" + "EraseMe0a1b2c3d4e5f6g7h8i9j0k1"


@pytest.fixture
def filled(data_dir: Path, tmp_path: Path, os_keyring: MemoryKeyring) -> Iterator[MemoryKeyring]:
    """A data dir with a memory and an image, logs, settings and a key in the keyring."""
    image = tmp_path / "shot.png"
    image.write_bytes(png_bytes())
    assert main(["--data-dir", str(data_dir), "add", "--text", "a private note", "--memo", "mine"]) == 0
    assert main(["--data-dir", str(data_dir), "add", "--image", str(image)]) == 0
    assert main(["settings", "set", "llm.timeout_s", "30"]) == 0
    assert main(["settings", "set", "llm.api_key", KEY]) == 0
    setup_logging(log_dir(), console=False)
    logging.getLogger("contexty.test").info("a line")
    (log_dir() / "crash.log").write_text("")
    (log_dir() / "modelhost.log").write_text("")
    assert (data_dir / "contexty.sqlite3").exists() and any((data_dir / "images").iterdir())
    yield os_keyring
    root = logging.getLogger("contexty")
    for handler in list(root.handlers):
        root.removeHandler(handler)
        handler.close()


def test_erase_yes_deletes_data_logs_settings_and_the_key(filled: MemoryKeyring, data_dir: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--data-dir", str(data_dir), "erase", "--yes"]) == 0
    out = capsys.readouterr().out
    assert "This deletes" in out and "Erased" in out
    assert not data_dir.exists()
    assert not log_dir().exists() or not any(log_dir().iterdir())
    assert not (config_dir() / "settings.json").exists()
    assert filled.values == {}  # the keyring entry is gone
    # the app starts afresh on the same folder
    assert main(["--data-dir", str(data_dir), "tree"]) == 0


def test_keep_settings_keeps_settings_and_the_key(filled: MemoryKeyring, data_dir: Path) -> None:
    assert main(["--data-dir", str(data_dir), "erase", "--yes", "--keep-settings"]) == 0
    assert not data_dir.exists()
    assert (config_dir() / "settings.json").exists()
    assert filled.values == {("contexty-qt", "llm"): KEY}


def test_without_yes_and_without_a_terminal_nothing_is_deleted(filled: MemoryKeyring, data_dir: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("erase\n"))  # not a tty: a pipe must not confirm
    assert main(["--data-dir", str(data_dir), "erase"]) == 2
    assert (data_dir / "contexty.sqlite3").exists() and filled.values


@pytest.mark.parametrize("answer,code", [("no\n", 1), ("erase\n", 0)])
def test_typed_confirmation(filled: MemoryKeyring, data_dir: Path, monkeypatch: pytest.MonkeyPatch,
                            answer: str, code: int) -> None:
    stdin = io.StringIO(answer)
    stdin.isatty = lambda: True  # type: ignore[method-assign]
    monkeypatch.setattr(sys, "stdin", stdin)
    assert main(["--data-dir", str(data_dir), "erase"]) == code
    assert data_dir.exists() is (code != 0)


def test_refuses_while_contexty_runs_on_the_data_dir(filled: MemoryKeyring, data_dir: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    from contexty_qt import ipc

    running = ipc.InstanceLock(data_dir)
    assert running.acquire()
    try:
        assert main(["--data-dir", str(data_dir), "erase", "--yes"]) == 1
    finally:
        running.release()
    assert "running" in capsys.readouterr().err
    assert (data_dir / "contexty.sqlite3").exists()


def test_a_shared_folder_loses_only_contexty_files(tmp_path: Path) -> None:
    shared = tmp_path / "Documents"
    shared.mkdir()
    (shared / "thesis.tex").write_text("mine")
    (shared / "observation-hashes.bin").write_bytes(b"x")
    (shared / "images").mkdir()
    report = erase_everything(plan_erase(shared, tmp_path / "logs", tmp_path / "cfg", "llm", keep_settings=True))
    assert report.ok and (shared / "thesis.tex").exists()
    assert not (shared / "images").exists() and not (shared / "observation-hashes.bin").exists()
    assert any("not Contexty's" in note for note in report.kept)


def test_the_home_folder_is_never_removed_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    (home / "contexty.sqlite3").write_bytes(b"")
    (home / ".bashrc").write_text("")
    report = erase_everything(plan_erase(home, tmp_path / "logs", tmp_path / "cfg", "", keep_settings=True))
    assert home.exists() and (home / ".bashrc").exists() and not (home / "contexty.sqlite3").exists()
    assert report.ok


def test_erase_deletes_the_backups_too_but_nothing_else_in_their_folder(
        filled: MemoryKeyring, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from contexty_qt.core.backup import create_backup, default_backup_dir
    from contexty_qt.core.store import Store

    with Store(data_dir) as store:
        made = create_backup(store, default_backup_dir(data_dir), "manual")
    other = default_backup_dir(data_dir) / "holiday-photos.txt"
    other.write_text("not Contexty's")
    assert main(["--data-dir", str(data_dir), "erase", "--yes"]) == 0
    assert "the backups in" in capsys.readouterr().out
    assert not made.path.exists() and other.exists()
