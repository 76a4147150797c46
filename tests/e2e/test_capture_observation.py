"""Passive observation end to end, with real pynput listeners, xdotool input, mss grabs and the
persisted dedup index: a frame on input, duplicates dropped, a title change forces a capture,
an excluded window never reaches the disk."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from contexty_qt.core.dedup import HashIndex
from contexty_qt.core.model import SourceType
from contexty_qt.core.store import Store
from contexty_qt.ui.capture_controller import HASH_INDEX_FILE
from tests.e2e.capture_support import Harness, Helper, start_harness, start_helper, xdotool

pytestmark = pytest.mark.e2e
__all__ = ["start_harness", "start_helper"]  # fixtures


def files_under(path: Path) -> set[Path]:
    return {p for p in path.rglob("*") if p.is_file()}


def test_observation_captures_dedups_checkpoints_and_respects_exclusions(
        x_env: dict[str, str], data_dir: Path, start_helper: Callable[..., Helper],
        start_harness: Callable[..., Harness]) -> None:
    helper = start_helper(app="NotesHelper", title="notes.md — Notes", text="observed words")
    harness = start_harness("--observe", "--min-interval", "0.3", "--debounce", "0.2", "--floor", "3600")
    harness.event("observing", on=True)
    helper.activate()

    xdotool(x_env, "mousemove", "900", "500", "click", "1")
    first = harness.event("outcome")
    assert (first["kind"], first["detail"], first["title"]) == ("accepted", "checkpoint", "notes.md — Notes")

    xdotool(x_env, "click", "1")  # nothing changed on screen
    assert harness.event("outcome")["kind"] == "duplicate"

    helper.set_title("renamed.md — Notes")  # same pixels (no title bar), new title: a checkpoint
    xdotool(x_env, "key", "shift")
    second = harness.event("outcome")
    assert (second["kind"], second["detail"], second["title"]) == ("accepted", "checkpoint", "renamed.md — Notes")

    images = data_dir / "images"
    before = files_under(images)
    vault = start_helper(app="KeePassXC", title="Passwords.kdbx - KeePassXC", text="hunter2", color="#aa0000")
    vault.activate()
    xdotool(x_env, "click", "1")
    excluded = harness.event("outcome")
    assert excluded["kind"] == "excluded" and "KeePassXC" in excluded["detail"]
    assert files_under(images) == before  # nothing of that window was written

    with Store(data_dir) as store:
        observations = [m for m in store.memories() if m.source is SourceType.OBSERVATION]
    assert [m.provenance.window_title for m in observations] == ["notes.md — Notes", "renamed.md — Notes"]
    assert all(m.image for m in observations)
    assert len(HashIndex(data_dir / HASH_INDEX_FILE)) == 2
