"""The capture controller with fake OS pieces: hotkey -> popup -> memo -> committed memory, the
second-hotkey rule, excluded windows, failed saves, observation's first-time explanation and the
settings-driven toggles, hotkey conflicts and the Wayland advice."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Mapping
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PIL import Image
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from contexty_qt.capture.geometry import Rect
from contexty_qt.capture.hotkeys import Hotkey, UnavailableHotkeys
from contexty_qt.capture.images import thumbnail_path
from contexty_qt.capture.provenance import NullWindowSource, WindowInfo
from contexty_qt.capture.screen import Frame, ScreenGrabber
from contexty_qt.capture.session import WAYLAND_SHORTCUT_ADVICE, Session
from contexty_qt.core.model import Memory, SourceType
from contexty_qt.core.services import CoreServices
from contexty_qt.ui.capture_controller import EXPLAINED_KEY, OBSERVATION_KEY, CaptureController

pytestmark = pytest.mark.qt_log_ignore("does not support raise", "does not support propagateSizeHints")

EDITOR = WindowInfo(77, "NotesHelper", "draft.txt — Notes", pid=4242)


class FakeHotkeys:
    def __init__(self, refuse: Mapping[str, str] | None = None) -> None:
        self.callback: Callable[[str], None] | None = None
        self.bindings: dict[str, Hotkey] = {}
        self.refuse = dict(refuse or {})
        self.stopped = False

    def start(self, on_activate: Callable[[str], None]) -> None:
        self.callback = on_activate

    def set_bindings(self, bindings: Mapping[str, Hotkey]) -> Future[dict[str, str | None]]:
        self.bindings = dict(bindings)
        future: Future[dict[str, str | None]] = Future()
        future.set_result({name: self.refuse.get(str(key)) for name, key in bindings.items()})
        return future

    def stop(self) -> None:
        self.stopped = True

    def press(self, name: str) -> None:
        """Like the X11 listener: the callback runs on a background thread."""
        assert self.callback is not None
        thread = threading.Thread(target=self.callback, args=(name,))
        thread.start()
        thread.join()


class FakeWindows(NullWindowSource):
    def __init__(self) -> None:
        self.window: WindowInfo | None = EDITOR
        self.activated: list[int] = []

    def active_window(self) -> WindowInfo | None:
        return self.window

    def activate(self, window_id: int) -> None:
        self.activated.append(window_id)


class FakeGrabber(ScreenGrabber):
    def grab(self, rect: Rect) -> Frame:
        pixels = np.zeros((rect.height, rect.width, 4), np.uint8)
        pixels[:, :, 0] = np.arange(rect.width)[None, :] % 256
        pixels[:, :, 1] = 90
        return Frame(pixels, rect)


class FakeObserver:
    def __init__(self) -> None:
        self.running = False
        self.suspended: list[bool] = []

    def start(self) -> None:
        self.running = True

    def stop(self) -> None:
        self.running = False

    def set_suspended(self, suspended: bool) -> None:
        self.suspended.append(suspended)


class Rig:
    def __init__(self, qtbot: QtBot, core: CoreServices, *, session: Session = Session.X11,
                 hotkeys: Any = None, answers: list[bool] | None = None) -> None:
        self.core = core
        self.windows = FakeWindows()
        self.hotkeys = hotkeys if hotkeys is not None else FakeHotkeys()
        self.observer = FakeObserver()
        self.queued: list[Memory] = []
        self.asked: list[str] = []
        self.answers = list(answers or [])
        self.controller = CaptureController(
            core.tree, core.settings, session=session, window_source_factory=lambda: self.windows,
            grabber=FakeGrabber(), hotkeys=self.hotkeys, observer_factory=lambda c: self.observer,  # type: ignore[arg-type,return-value]
            enqueue_analysis=self.queued.append, confirm=self.confirm)
        self.notices: list[str] = []
        self.controller.notice.connect(self.notices.append)

    def confirm(self, title: str, text: str) -> bool:
        self.asked.append(title)
        return self.answers.pop(0) if self.answers else False


@pytest.fixture
def rig(qtbot: QtBot, core: CoreServices) -> Rig:
    rig = Rig(qtbot, core)
    rig.controller.start()
    yield rig
    rig.controller.shutdown()


def set_clipboard(text: str) -> None:
    QGuiApplication.clipboard().setText(text)


def send_memo(qtbot: QtBot, rig: Rig, memo: str) -> Memory:
    popup = rig.controller.popup
    assert popup is not None
    qtbot.keyClicks(popup.memo, memo)
    with qtbot.waitSignal(rig.controller.memory_saved, timeout=10_000) as saved:
        qtbot.keyClick(popup.memo, Qt.Key.Key_Return)
    return rig.core.store.get_memory(saved.args[0])


def test_text_hotkey_to_committed_memory(qtbot: QtBot, rig: Rig) -> None:
    set_clipboard("The funding section is thin.")
    with qtbot.waitSignal(rig.controller.popup_shown):
        rig.hotkeys.press("text")
    popup = rig.controller.popup
    assert popup is not None and popup.payload.text == "The funding section is thin."
    # offscreen Qt has no PRIMARY selection: the clipboard is used, and the popup says so
    assert popup.payload.note
    memory = send_memo(qtbot, rig, "check the appendix")
    assert memory.source is SourceType.SNIPPET
    assert (memory.text, memory.memo) == ("The funding section is thin.", "check the appendix")
    assert (memory.provenance.app, memory.provenance.window_title) == ("NotesHelper", "draft.txt — Notes")
    assert rig.controller.popup is None and not popup.isVisible()
    qtbot.waitUntil(lambda: len(rig.queued) == 1)
    assert rig.queued[0].id == memory.id
    assert rig.windows.activated == [EDITOR.window_id]  # focus handed back


def test_second_hotkey_raises_the_open_popup_and_keeps_the_memo(qtbot: QtBot, rig: Rig) -> None:
    set_clipboard("first selection")
    rig.controller.capture_text()
    first = rig.controller.popup
    assert first is not None
    qtbot.keyClicks(first.memo, "half a thought")
    set_clipboard("second selection")
    with qtbot.assertNotEmitted(rig.controller.popup_shown):
        rig.hotkeys.press("text")
        rig.hotkeys.press("region")
        qtbot.wait(50)  # let the queued hotkey signals arrive
    assert rig.controller.popup is first
    assert first.memo.toPlainText() == "half a thought" and first.payload.text == "first selection"
    assert not rig.controller.region_selector.active


def test_nothing_selected_says_so_and_opens_nothing(qtbot: QtBot, rig: Rig) -> None:
    set_clipboard("")
    rig.controller.capture_text()
    assert rig.controller.popup is None
    assert any("select some text" in n for n in rig.notices)


def test_excluded_window_asks_first(qtbot: QtBot, core: CoreServices) -> None:
    rig = Rig(qtbot, core, answers=[False, True])
    rig.windows.window = WindowInfo(9, "KeePassXC", "Passwords.kdbx", pid=1)
    set_clipboard("hunter2")
    rig.controller.capture_text()
    assert rig.asked == ["Capture from an excluded window?"] and rig.controller.popup is None
    rig.controller.capture_text()
    assert rig.controller.popup is not None  # the user said yes this time
    rig.controller.shutdown()


def test_region_capture_commits_a_lossless_image_with_a_thumbnail(qtbot: QtBot, rig: Rig) -> None:
    rig.controller.capture_region()
    selector = rig.controller.region_selector
    assert selector.active
    overlay = selector.overlays[0]
    with qtbot.waitSignal(rig.controller.popup_shown):
        qtbot.mousePress(overlay, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
        qtbot.mouseMove(overlay, QPoint(110, 60))
        qtbot.mouseRelease(overlay, Qt.MouseButton.LeftButton, pos=QPoint(110, 60))
    memory = send_memo(qtbot, rig, "this chart")
    assert memory.image is not None and memory.image.endswith(".webp")
    with Image.open(rig.core.store.image_path(memory.image)) as stored:
        assert stored.size == (100, 50)
        assert stored.getpixel((0, 0)) == (0, 90, 10)  # R, G, B: exact pixels of the frozen screen
    qtbot.waitUntil(lambda: thumbnail_path(rig.core.store.images_dir, memory.image).exists())  # type: ignore[arg-type]


def test_region_cancel_opens_nothing(qtbot: QtBot, rig: Rig) -> None:
    rig.controller.capture_region()
    overlay = rig.controller.region_selector.overlays[0]
    qtbot.keyClick(overlay, Qt.Key.Key_Escape)
    assert not rig.controller.region_selector.active and rig.controller.popup is None


def test_a_failed_save_keeps_the_popup_and_the_memo(qtbot: QtBot, rig: Rig,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from contexty_qt.core.errors import StoreError

    def broken(*args: object, **kwargs: object) -> Memory:
        raise StoreError("Database error: disk I/O error")

    monkeypatch.setattr(rig.core.tree, "add_memory", broken)
    set_clipboard("text")
    rig.controller.capture_text()
    popup = rig.controller.popup
    assert popup is not None
    qtbot.keyClicks(popup.memo, "keep me")
    qtbot.keyClick(popup.memo, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: popup.error_label.isVisible())
    assert "disk I/O error" in popup.error_label.text() and popup.memo.toPlainText() == "keep me"
    assert rig.controller.popup is popup and popup.isVisible()
    monkeypatch.undo()
    with qtbot.waitSignal(rig.controller.memory_saved):
        qtbot.keyClick(popup.memo, Qt.Key.Key_Return)


def test_observation_is_explained_once_and_can_be_declined(qtbot: QtBot, core: CoreServices) -> None:
    rig = Rig(qtbot, core, answers=[False, True])
    rig.controller.set_observation(True)
    assert rig.asked == ["Passive observation"] and not rig.observer.running
    assert core.settings.get(OBSERVATION_KEY) is False
    with qtbot.waitSignal(rig.controller.observation_changed) as changed:
        rig.controller.set_observation(True)
    assert changed.args == [True] and rig.observer.running and core.settings.get(EXPLAINED_KEY)
    rig.controller.set_observation(False)
    qtbot.waitUntil(lambda: not rig.observer.running)
    rig.controller.set_observation(True)  # no second explanation
    qtbot.waitUntil(lambda: rig.observer.running)
    assert rig.asked == ["Passive observation", "Passive observation"]
    rig.controller.shutdown()
    assert not rig.observer.running


def test_tray_style_setting_toggle_starts_and_stops_observation(qtbot: QtBot, rig: Rig) -> None:
    rig.core.settings.set(EXPLAINED_KEY, True)
    rig.core.settings.set(OBSERVATION_KEY, True)  # what the tray and the settings dialog do
    qtbot.waitUntil(lambda: rig.observer.running)
    widget = rig.controller.floating_widget()
    qtbot.addWidget(widget)
    assert widget.observe_button.isChecked()
    qtbot.mouseClick(widget.observe_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not rig.observer.running)
    assert rig.core.settings.get(OBSERVATION_KEY) is False and not widget.observe_button.isChecked()


def test_pause_from_the_floating_widget_pauses_observation_only(qtbot: QtBot, rig: Rig) -> None:
    widget = rig.controller.floating_widget()
    qtbot.addWidget(widget)
    widget.pause_menu.actions()[0].trigger()
    assert rig.controller.privacy.is_paused() and "paused for 15 minutes" in rig.notices[-1]
    set_clipboard("hotkeys still work while paused")
    rig.controller.capture_text()
    assert rig.controller.popup is not None
    rig.controller.popup.request_cancel()
    widget.pause_menu.actions()[2].trigger()
    assert not rig.controller.privacy.is_paused() and rig.notices[-1] == "Observation resumed."


def test_observation_is_suspended_while_a_popup_is_open(qtbot: QtBot, rig: Rig) -> None:
    rig.core.settings.set(EXPLAINED_KEY, True)
    rig.controller.set_observation(True)
    qtbot.waitUntil(lambda: rig.observer.running)
    set_clipboard("x")
    rig.controller.capture_text()
    assert rig.observer.suspended[-1] is True
    qtbot.keyClick(rig.controller.popup.memo, Qt.Key.Key_Escape)  # type: ignore[union-attr]
    assert rig.observer.suspended[-1] is False


def test_hotkey_conflict_is_reported_and_settings_change_regrabs(qtbot: QtBot, core: CoreServices) -> None:
    hotkeys = FakeHotkeys(refuse={"Ctrl+Shift+C": "Ctrl+Shift+C is already taken by another application."})
    rig = Rig(qtbot, core, hotkeys=hotkeys)
    with qtbot.waitSignal(rig.controller.hotkeys_changed) as changed:
        rig.controller.start()
    assert changed.args[0]["text"] and changed.args[0]["region"] is None
    assert any("already taken" in n for n in rig.notices)
    with qtbot.waitSignal(rig.controller.hotkeys_changed) as changed:
        core.settings.set("hotkeys.text", "Ctrl+Alt+T")
    assert str(hotkeys.bindings["text"]) == "Ctrl+Alt+T" and changed.args[0]["text"] is None
    rig.controller.shutdown()
    assert hotkeys.stopped


def test_invalid_hotkey_setting_is_reported(qtbot: QtBot, core: CoreServices) -> None:
    core.settings.set("hotkeys.region", "Hyper+S")
    rig = Rig(qtbot, core)
    with qtbot.waitSignal(rig.controller.hotkeys_changed) as changed:
        rig.controller.start()
    assert "invalid" in changed.args[0]["region"]
    rig.controller.shutdown()


def test_wayland_advice_is_given_once(qtbot: QtBot, core: CoreServices) -> None:
    rig = Rig(qtbot, core, session=Session.WAYLAND, hotkeys=UnavailableHotkeys(WAYLAND_SHORTCUT_ADVICE))
    with qtbot.waitSignal(rig.controller.hotkeys_changed):
        rig.controller.start()
    core.settings.set("hotkeys.text", "Ctrl+Alt+T")
    qtbot.waitSignal(rig.controller.hotkeys_changed).wait()
    assert rig.notices.count(WAYLAND_SHORTCUT_ADVICE) == 1
    rig.controller.shutdown()


def test_observations_are_stored_through_the_sink(rig: Rig, tmp_path: Path) -> None:
    from contexty_qt.capture.observer import Observation
    from contexty_qt.core.dedup import block_mean_hash
    from contexty_qt.core.model import Provenance

    pixels = np.zeros((120, 200, 4), np.uint8)
    pixels[:, 100:, :3] = 255
    memory = rig.controller.store_observation(Observation(pixels, Rect(0, 0, 200, 120),
                                                          Provenance("editor", "notes.md"), None,
                                                          block_mean_hash(pixels, "BGRA"), "checkpoint"))
    assert memory.source is SourceType.OBSERVATION and memory.provenance.window_title == "notes.md"
    assert rig.queued[-1].id == memory.id
    assert thumbnail_path(rig.core.store.images_dir, memory.image or "").exists()


def test_floating_widget_badge_counts_queued_ai_work(qtbot: QtBot, core: CoreServices) -> None:
    controller = CaptureController(core.tree, core.settings, session=Session.X11,
                                   window_source_factory=FakeWindows, hotkeys=FakeHotkeys(),
                                   confirm=lambda title, text: True)  # the real job queue
    widget = controller.floating_widget()
    qtbot.addWidget(widget)
    assert widget.badge.isHidden()
    set_clipboard("queued for analysis")
    controller.capture_text()
    assert controller.popup is not None
    with qtbot.waitSignal(controller.memory_saved):
        qtbot.keyClick(controller.popup.memo, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not widget.badge.isHidden() and widget.badge.text() == "1")
    from contexty_qt.core.jobs import JobQueue

    job = JobQueue(core.store, core.bus).jobs()[0]
    assert job.kind == "analyze"
    controller.shutdown()


class DeferredBackend:
    """A backend whose screenshot arrives later, like the Wayland portal's Response."""

    def __init__(self, base: Any) -> None:
        self.base = base
        self.pending: list[tuple[Any, Any, Any]] = []
        self.reads: list[Any] = []  # callbacks of selection reads not answered yet (wl-paste still running)
        self.session = Session.WAYLAND

    def __getattr__(self, name: str) -> Any:
        return getattr(self.base, name)

    def freeze(self, on_frozen: Any, on_error: Any, on_waiting: Any) -> None:
        self.pending.append((on_frozen, on_error, on_waiting))

    def read_selection(self, clipboard: Any, on_read: Any) -> None:
        self.reads.append(on_read)


def test_region_capture_waits_for_an_asynchronous_screenshot(qtbot: QtBot, core: CoreServices) -> None:
    from contexty_qt.capture.backends import X11Backend

    rig = Rig(qtbot, core)
    backend = DeferredBackend(X11Backend(FakeGrabber()))
    rig.controller.backend = backend  # type: ignore[assignment]
    rig.controller.capture_region()
    assert not rig.controller.region_selector.active and len(backend.pending) == 1
    rig.controller.capture_region()  # a second press while the portal works: ignored
    assert len(backend.pending) == 1
    on_frozen, on_error, on_waiting = backend.pending.pop()
    on_waiting("The desktop is asking")
    assert rig.notices[-1] == "The desktop is asking"
    X11Backend(FakeGrabber()).freeze(on_frozen, on_error, on_waiting)  # the answer arrives
    assert rig.controller.region_selector.active
    qtbot.keyClick(rig.controller.region_selector.overlays[0], Qt.Key.Key_Escape)
    rig.controller.capture_region()
    on_frozen, on_error, on_waiting = backend.pending.pop()
    on_error("The desktop's screenshot portal refused the screenshot")
    assert rig.notices[-1].startswith("The desktop's screenshot portal refused")
    assert not rig.controller.region_selector.active and rig.controller.popup is None
    rig.controller.capture_region()  # not stuck after a failure
    assert len(backend.pending) == 1
    rig.controller.shutdown()


def test_text_capture_waits_for_an_asynchronous_selection_read(qtbot: QtBot, core: CoreServices) -> None:
    from contexty_qt.capture.backends import X11Backend
    from contexty_qt.capture.selection import NOTE_NOTHING, SelectedText

    rig = Rig(qtbot, core)
    backend = DeferredBackend(X11Backend(FakeGrabber()))
    rig.controller.backend = backend  # type: ignore[assignment]
    rig.controller.capture_text()
    assert rig.controller.popup is None and len(backend.reads) == 1  # the hotkey returned; wl-paste runs
    rig.controller.capture_text()  # a second press while it reads: ignored
    assert len(backend.reads) == 1
    backend.reads.pop()(SelectedText("", "none", NOTE_NOTHING))
    assert rig.notices[-1] == NOTE_NOTHING and rig.controller.popup is None
    rig.controller.capture_text()  # not stuck after an empty read
    with qtbot.waitSignal(rig.controller.popup_shown):
        backend.reads.pop()(SelectedText("selected on Wayland", "primary"))
    popup = rig.controller.popup
    assert popup is not None and popup.payload.text == "selected on Wayland"
    assert popup.payload.provenance.app == "NotesHelper"  # the window read at the hotkey, not after the wait
    rig.controller.shutdown()


def test_own_window_is_never_the_source(qtbot: QtBot, rig: Rig) -> None:
    rig.windows.window = WindowInfo(7, "contexty-qt", "Contexty", pid=os.getpid())
    set_clipboard("from our own window")
    rig.controller.capture_text()
    assert rig.controller.popup is not None
    assert rig.controller.popup.payload.provenance.app == ""


class PortalHotkeys(FakeHotkeys):
    """A shortcuts portal: the desktop chose the keys (GlobalShortcutsHotkeys.bound)."""

    def __init__(self) -> None:
        super().__init__()
        self.bound: dict[str, str | None] = {"region": "Meta+Shift+S", "text": None}


def test_keys_the_desktop_bound_are_shown(qtbot: QtBot, core: CoreServices) -> None:
    rig = Rig(qtbot, core, session=Session.WAYLAND, hotkeys=PortalHotkeys())
    with qtbot.waitSignal(rig.controller.hotkeys_changed):
        rig.controller.start()
    assert "Your desktop bound the capture shortcuts: region Meta+Shift+S." in rig.notices
    rig.controller.shutdown()
