"""The frozen bundle's one executable is also the model worker: the spawn command and the entry
point's dispatch, tested without PyInstaller through a stand-in executable."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from contexty_qt.core.modelhost import WORKER_ARGUMENT, ModelHost, worker_command


def test_from_source_the_worker_is_a_module() -> None:
    assert worker_command(60.0) == [sys.executable, "-m", "contexty_qt.core.modelworker", "--idle", "60.0"]


def test_frozen_the_worker_is_the_bundle_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/contexty-qt/contexty-qt")
    assert worker_command(60.0) == ["/opt/contexty-qt/contexty-qt", WORKER_ARGUMENT, "--idle", "60.0"]


def test_a_frozen_app_starts_its_worker_through_the_entry_point(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    # a stand-in for the bundle's executable: like it, it runs contexty_qt/__main__.py with the given argv
    bundle = tmp_path / "contexty-qt"
    bundle.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m contexty_qt "$@"\n')
    bundle.chmod(0o755)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(bundle))
    monkeypatch.setenv("PYTHONPATH", str(Path(__file__).resolve().parents[2]))
    with ModelHost(timeout_s=60, idle_s=60, log_path=tmp_path / "worker.log") as host:
        reply = host.request("ping")
        assert reply["ok"] and reply["loaded"] == []
        cmdline = Path(f"/proc/{reply['pid']}/cmdline").read_bytes().split(b"\0")
        assert WORKER_ARGUMENT.encode() in cmdline and b"contexty_qt" in cmdline
        # the protocol channel stays clean when a library prints: the entry point kept the worker's setup
        assert host.request("print", text="noise on stdout")["ok"]
        assert host.request("ping")["pid"] == reply["pid"]
    assert "noise on stdout" in (tmp_path / "worker.log").read_text()


def test_without_the_worker_argument_the_entry_point_is_the_cli() -> None:
    result = subprocess.run([sys.executable, "-m", "contexty_qt", "--version"], capture_output=True, text=True,
                            env={**os.environ}, timeout=60, check=False)
    assert result.returncode == 0 and result.stdout.startswith("contexty ")
