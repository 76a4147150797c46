"""Everyday use in the running app on a real X server (issue 17): paste text and an image from another
application's clipboard (Ctrl+V), drop a file from another application onto a group (XDND), a new note
(Ctrl+N), a card title edited in place and undone (Ctrl+Z), and the tag manager reached by keyboard
(Ctrl+Shift+T, filter, Enter, Ctrl+M opens the merge question).
Every key and mouse event comes from xdotool; state is read through the app's IPC status query and the
data dir."""

from __future__ import annotations

import io
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from contexty_qt.core.commands import UndoStack
from contexty_qt.core.events import EventBus
from contexty_qt.core.model import AnalysisState, JobState, Memory, SourceType
from contexty_qt.core.store import Store
from contexty_qt.core.tree import MemoryTree
from tests.e2e.test_app_shell import app_env, launched, main_window_id, start, status, wait_for

pytestmark = pytest.mark.e2e
__all__ = ["app_env", "launched"]  # fixtures


def xdo(env: dict[str, str], *args: str) -> None:
    subprocess.run(["xdotool", *args], env=env, timeout=30, check=True)


class Helper:
    def __init__(self, env: dict[str, str], *args: str) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "tests.e2e.intake_helper", *args], env=env, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert self.proc.stdout is not None
        self.ready = self.proc.stdout.readline().split()
        assert self.ready and self.ready[0] == "ready", self.proc.stderr.read() if self.proc.stderr else ""

    def line(self) -> str:
        assert self.proc.stdout is not None
        return self.proc.stdout.readline().strip()

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.communicate("quit\n", timeout=10)


@pytest.fixture
def helpers(app_env: dict[str, str]) -> Iterator[Callable[..., Helper]]:
    made: list[Helper] = []

    def make(*args: str) -> Helper:
        helper = Helper(app_env, *args)
        made.append(helper)
        return helper

    yield make
    for helper in made:
        helper.close()


def seed(data_dir: Path) -> int:
    with Store(data_dir) as store:
        tree = MemoryTree(store, EventBus(), UndoStack())
        # analysed already: the running app's AI pipeline leaves their titles and tags alone
        ids = [tree.add_memory(SourceType.SNIPPET, text=text, tags=tags, analysis_state=AnalysisState.DONE).id
               for text, tags in (
            ("Flights to Lisbon, cheapest on Tuesday", ["flight"]),
            ("MacBook Air price comparison", ["notebook-pc", "price"]),
            ("ThinkPad X1 battery review", ["laptop"]))]
        tree.edit_memory(ids[0], title="Flights to Lisbon")
        tree.group(ids[:1], "Trip")
        return ids[0]


def memories(data_dir: Path) -> list[Memory]:
    with Store(data_dir) as store:
        return store.memories()


def newest(data_dir: Path, count: int) -> Memory:
    found = wait_for(lambda: (m := memories(data_dir)) and len(m) >= count and m, 15, f"memory #{count}")
    return max(found, key=lambda m: m.id)


def ai_idle(data_dir: Path) -> bool:
    with Store(data_dir) as store:
        return not store.jobs([JobState.PENDING, JobState.RUNNING])


def focus_canvas(env: dict[str, str], data_dir: Path, *, still: bool = False) -> dict[str, Any]:
    """Activate the main window and click an empty spot of the canvas (the chat input must not get Ctrl+V);
    `still`: first wait until the AI pipeline has placed what came in, so the canvas layout holds still."""
    if still:
        wait_for(lambda: ai_idle(data_dir), 180, "the AI steps to finish")
    window = wait_for(lambda: main_window_id(env), 10, "the main window")
    xdo(env, "windowactivate", "--sync", window)
    x, y = wait_for(lambda: (s := status(data_dir)) and s["canvas"], 15, "the canvas")
    xdo(env, "mousemove", str(x), str(y), "click", "1")
    xdo(env, "key", "ctrl+0")  # fit all: what the AI added since may have pushed the group out of view
    shown = wait_for(lambda: (s := status(data_dir)) and s["groups"].get("Trip") and s, 30, "the Trip group shown")
    x, y = shown["groups"]["Trip"][0]
    xdo(env, "mousemove", str(x), str(y), "click", "1")  # an empty spot inside the group: nothing selected
    time.sleep(0.2)
    return shown


def app_log(env: dict[str, str]) -> str:
    return "\n".join(p.read_text(errors="replace")[-3000:] for p in Path(env["CONTEXTY_LOG_DIR"]).glob("*.log"))


def popup_then_send(env: dict[str, str], data_dir: Path, memo: str) -> None:
    try:
        wait_for(lambda: (s := status(data_dir)) and s["popup_open"], 45, "the memo popup")
    except AssertionError as exc:
        raise AssertionError(f"{exc}\n{app_log(env)}") from None
    time.sleep(0.3)  # mapped and focused
    xdo(env, "type", "--delay", "15", memo)
    xdo(env, "key", "Return")
    wait_for(lambda: (s := status(data_dir)) and not s["popup_open"], 45, "the popup to close after saving")


def test_paste_drop_note_and_title_edit_in_the_running_app(
        app_env: dict[str, str], launched: list[subprocess.Popen[str]], helpers: Callable[..., Helper],
        tmp_path: Path) -> None:
    data_dir = Path(app_env["CONTEXTY_DATA_DIR"])
    flight = seed(data_dir)
    start(app_env, launched)
    wait_for(lambda: (s := status(data_dir)) and s["window_visible"] and not s["loading"], 90, "the app")

    # ---- paste text from another application's clipboard ----------------------------------------
    helpers("clip-text", "Ferry timetable: Zanzibar 09:00, 13:30")
    focus_canvas(app_env, data_dir)
    xdo(app_env, "key", "ctrl+v")
    popup_then_send(app_env, data_dir, "morning boat")
    pasted = newest(data_dir, 4)
    assert (pasted.text, pasted.memo, pasted.provenance.app) == ("Ferry timetable: Zanzibar 09:00, 13:30",
                                                                 "morning boat", "Pasted")

    # ---- paste an image ---------------------------------------------------------------------------
    helpers("clip-image")
    focus_canvas(app_env, data_dir)
    xdo(app_env, "key", "ctrl+v")
    popup_then_send(app_env, data_dir, "the chart")
    image = newest(data_dir, 5)
    assert image.image and image.provenance.app == "Pasted"
    with Image.open(data_dir / "images" / image.image) as stored:
        assert stored.size == (160, 90)

    # ---- a new note --------------------------------------------------------------------------------
    focus_canvas(app_env, data_dir)
    xdo(app_env, "key", "ctrl+n")
    wait_for(lambda: subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^New note$"], env=app_env,
                                    capture_output=True).returncode == 0, 10, "the New note window")
    time.sleep(0.3)
    xdo(app_env, "type", "--delay", "15", "Ask Ana about the visa")
    xdo(app_env, "key", "ctrl+Return")
    note = newest(data_dir, 6)
    assert (note.text, note.provenance.app) == ("Ask Ana about the visa", "Note")

    # ---- a file dropped from another application onto the Trip group ------------------------------
    picture = tmp_path / "boarding-pass.png"
    out = io.BytesIO()
    Image.new("RGB", (120, 80), (250, 200, 0)).save(out, "PNG")
    picture.write_bytes(out.getvalue())
    shown = focus_canvas(app_env, data_dir, still=True)
    source = helpers("drag", str(picture))
    sx, sy, left, top, width, height = (int(v) for v in source.ready[1:7])
    for attempt in range(3):  # under heavy load X can time out handing the data over: the user drops again
        shown = wait_for(lambda: (s := status(data_dir)) and s["groups"].get("Trip") and s, 30, "the Trip group")
        clear = [p for p in shown["groups"]["Trip"]
                 if not (left - 10 <= p[0] < left + width + 10 and top - 10 <= p[1] < top + height + 10)]
        assert clear, (source.ready, shown["groups"])  # a spot of the group the helper's window does not cover
        tx, ty = clear[0]
        xdo(app_env, "mousemove", str(sx), str(sy), "mousedown", "1")
        for step in range(1, 11):  # a real drag: the pointer travels with the button held
            xdo(app_env, "mousemove", str(sx + (tx - sx) * step // 10), str(sy + (ty - sy) * step // 10))
            time.sleep(0.08)
        for dx in (3, -3, 0):  # over the group: let the XDND position/status exchange settle before the drop
            xdo(app_env, "mousemove", str(tx + dx), str(ty))
            time.sleep(0.3)
        xdo(app_env, "mouseup", "1")
        ended = source.line()
        try:
            assert ended == "dropped CopyAction", ended
            wait_for(lambda: (s := status(data_dir)) and s["popup_open"], 30, "the memo popup")
            break
        except AssertionError:
            if attempt == 2:
                raise AssertionError(app_log(app_env)) from None
    source.close()  # its window goes: the keys below are for the app
    popup_then_send(app_env, data_dir, "gate B12")
    dropped = newest(data_dir, 7)
    with Store(data_dir) as store:
        groups = store.groups()
        trip = next(b for b in groups if b.name == "Trip")
    assert dropped.group_id == trip.id, ([(b.id, b.name, b.parent_id) for b in groups], shown["groups"],
                                          status(data_dir)["groups"])  # type: ignore[index]
    assert (dropped.group_id, dropped.provenance.app, dropped.provenance.window_title) == (
        trip.id, "Dropped", "boarding-pass.png")
    assert dropped.image and dropped.memo == "gate B12"

    # ---- the title edited in place, then Ctrl+Z -----------------------------------------------------
    focus_canvas(app_env, data_dir)
    x, y = wait_for(lambda: (s := status(data_dir)) and s["cards"].get(str(flight)), 10, "the card")
    shown_title = next(m for m in memories(data_dir) if m.id == flight).title  # the user's, or the AI's since
    xdo(app_env, "mousemove", str(x), str(y), "click", "--repeat", "2", "--delay", "80", "1")
    time.sleep(0.3)
    xdo(app_env, "key", "ctrl+a")
    xdo(app_env, "type", "--delay", "15", "ICML flights")
    xdo(app_env, "key", "Return")
    wait_for(lambda: next(m for m in memories(data_dir) if m.id == flight).title == "ICML flights", 10,
             "the new title")
    undo_text = status(data_dir)["undo"]  # type: ignore[index]
    assert undo_text.startswith("Rename card"), undo_text
    xdo(app_env, "windowactivate", "--sync", main_window_id(app_env) or "")
    xdo(app_env, "key", "ctrl+z")
    try:
        wait_for(lambda: next(m for m in memories(data_dir) if m.id == flight).title == shown_title, 10,
                 "Ctrl+Z to bring the old title back")
    except AssertionError:
        raise AssertionError((shown_title, next(m for m in memories(data_dir) if m.id == flight).title,
                              status(data_dir))) from None

    # ---- the tag manager by keyboard: Ctrl+Shift+T, filter, Enter, Ctrl+M --------------------------------
    assert [m.tags for m in memories(data_dir) if m.id == flight + 1] == [["notebook-pc", "price"]]
    focus_canvas(app_env, data_dir)
    xdo(app_env, "key", "ctrl+shift+t")  # Memory > Tags and Ontology…
    wait_for(lambda: subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Tags and Ontology$"],
                                    env=app_env, capture_output=True).returncode == 0, 10, "the tag manager")
    time.sleep(1.5)  # the tags are read off the GUI thread
    xdo(app_env, "type", "--delay", "15", "notebook")  # the filter has the focus
    xdo(app_env, "key", "Return")  # the first match is selected
    wait_for(lambda: (s := status(data_dir)) and s["tag_manager"]["selected"] == ["notebook-pc"], 10,
             f"notebook-pc selected in the tag manager ({status(data_dir)['tag_manager']})")  # type: ignore[index]
    xdo(app_env, "key", "ctrl+m")  # Merge…
    wait_for(lambda: subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Merge tags$"], env=app_env,
                                    capture_output=True).returncode == 0, 10, "the Merge tags question")
    # Choosing the target in that question by keys did not reach it reliably under matchbox on Xvfb; the merge
    # and its undo through the dialog are tested offscreen (tests/ui/test_tag_manager.py) and in core.

def test_tag_manager_screenshot(app_env: dict[str, str]) -> None:
    """docs/screenshots/tag-manager.png: the dialog as a user sees it, real fonts on the X server."""
    out = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "tag-manager.png"
    result = subprocess.run([sys.executable, "-m", "tests.e2e.tag_manager_shot", str(out)], env=app_env, text=True,
                            capture_output=True, timeout=120)
    assert result.returncode == 0 and "saved" in result.stdout, result.stderr
    with Image.open(out) as shot:
        assert shot.size[0] >= 900 and shot.size[1] >= 500
