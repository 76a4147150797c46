"""Text snippet end to end: a real key grab, the PRIMARY selection of another application, the
memo typed into the popup, the memory in the store with that window's provenance."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from contexty_qt.core.model import SourceType
from contexty_qt.core.store import Store
from tests.e2e.capture_support import Harness, Helper, start_harness, start_helper, wait_for, xdotool

pytestmark = pytest.mark.e2e
__all__ = ["start_harness", "start_helper"]  # fixtures

KEY_C = 0x43


def test_ctrl_shift_c_over_selected_text_saves_a_snippet_with_provenance(
        x_env: dict[str, str], data_dir: Path, start_helper: Callable[..., Helper],
        start_harness: Callable[..., Harness]) -> None:
    harness = start_harness()
    assert harness.event("hotkeys")["status"] == {"region": None, "text": None}
    helper = start_helper(app="NotesHelper", title="draft.txt — Notes", text="The funding section is thin")

    xdotool(x_env, "key", "ctrl+shift+c")
    assert harness.event("popup")["kind"] == "text"
    harness.event("popup_painted")
    xdotool(x_env, "type", "--delay", "15", "check the appendix")
    xdotool(x_env, "key", "Return")
    memory_id = harness.event("saved")["id"]

    with Store(data_dir) as store:
        memory = store.get_memory(memory_id)
        jobs = wait_for(lambda: [job for job in store.jobs() if job.memory_id == memory_id], "the analysis job")
    assert memory.source is SourceType.SNIPPET
    assert memory.text == "The funding section is thin"
    assert memory.memo == "check the appendix"
    assert memory.provenance.app == "NotesHelper"
    assert memory.provenance.window_title == "draft.txt — Notes"
    assert [job.kind for job in jobs] == ["analyze"]

    # The grab took the C away from the focused window (the modifiers went down before the grab
    # activated, as X delivers them), and the memo went to the popup, not to the helper.
    keys = helper.received_keys()
    assert not [k for k in keys if k["key"] == KEY_C], keys
    assert not [k for k in keys if k["text"] and k["text"].isalnum()], keys
    wait_for(lambda: xdotool(x_env, "getactivewindow", "getwindowname") == "draft.txt — Notes",
             "the focus to return to the helper window")


def test_second_press_while_the_popup_is_open_keeps_one_popup(
        x_env: dict[str, str], data_dir: Path, start_helper: Callable[..., Helper],
        start_harness: Callable[..., Harness]) -> None:
    harness = start_harness()
    harness.event("hotkeys")
    start_helper(text="first selection")
    xdotool(x_env, "key", "ctrl+shift+c")
    harness.event("popup")
    xdotool(x_env, "type", "--delay", "15", "half")
    xdotool(x_env, "key", "ctrl+shift+c")
    assert harness.event("hotkey", name="text")  # the second press arrived ...
    xdotool(x_env, "type", "--delay", "15", " done")
    xdotool(x_env, "key", "Return")
    memory_id = harness.event("saved")["id"]
    assert sum(1 for line in harness.seen if '"event": "popup"' in line) == 1  # ... and opened nothing new
    with Store(data_dir) as store:
        assert store.get_memory(memory_id).memo == "half done"
        assert store.counts()["memories"] == 1


def test_a_combination_held_by_another_client_is_reported(start_harness: Callable[..., Harness]) -> None:
    first = start_harness()
    assert first.event("hotkeys")["status"] == {"region": None, "text": None}
    second = start_harness()
    status = second.event("hotkeys")["status"]
    assert "already taken by another application" in status["text"]
    assert "already taken by another application" in status["region"]
    notices = [line for line in second.seen if '"event": "notice"' in line]
    assert len(notices) == 2 and all("already taken" in line for line in notices)
