"""`contexty add` acknowledges a capture (prints its id) only after the commit and the image are on
disk: the WAL (synchronous=NORMAL leaves it unsynced until a checkpoint) and the image folder's new
entry are fsynced first, so the id means "saved" even across a power cut."""

from __future__ import annotations

import io
import os
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from contexty_qt.cli import main, memory_cmds


def test_add_fsyncs_the_wal_and_the_image_folder_before_printing_the_id(
        data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    png = tmp_path / "shot.png"
    buffer = io.BytesIO()
    Image.new("RGB", (40, 30), (200, 40, 40)).save(buffer, format="PNG")
    png.write_bytes(buffer.getvalue())
    events: list[str] = []
    real_fsync = os.fsync

    def recording_fsync(fd: int) -> None:
        events.append("fsync " + os.readlink(f"/proc/self/fd/{fd}"))
        real_fsync(fd)

    monkeypatch.setattr(memory_cmds.os, "fsync", recording_fsync)
    monkeypatch.setattr(memory_cmds, "print", lambda *a, **k: events.append(f"print {a[0]}"), raising=False)
    assert main(["--data-dir", str(data_dir), "add", "--image", str(png), "--memo", "a red square"]) == 0
    printed = [i for i, e in enumerate(events) if e.startswith("print ")]
    assert len(printed) == 1
    synced = [e.split(" ", 1)[1] for e in events[:printed[0]] if e.startswith("fsync ")]
    assert str(data_dir / "contexty.sqlite3-wal") in synced, events
    assert str(data_dir / "images") in synced, events
    # and the row and the image are there, readable by another connection
    from contexty_qt.core.store import Store

    with Store(data_dir) as store:
        memory = store.get_memory(int(events[printed[0]].split()[1]))
        assert store.image_path(memory.image or "").read_bytes() == png.read_bytes()
