"""The observation policy (pure, with a fake clock) and the observer pipeline with fake windows,
a fake screen and a fake input source: duplicates dropped, checkpoints forced, excluded windows
never grabbed, our own windows blanked."""

from __future__ import annotations

import queue
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw

from contexty_qt.capture.geometry import Rect
from contexty_qt.capture.observer import Observation, ObservationPolicy, Observer, Outcome, Timings
from contexty_qt.capture.provenance import NullWindowSource, WindowInfo
from contexty_qt.capture.screen import Frame, ScreenGrabber
from contexty_qt.core.dedup import HashIndex
from contexty_qt.core.privacy import PrivacyGuard
from contexty_qt.core.settings import Settings

T = Timings(min_interval_s=10, debounce_s=1.5, floor_s=300)
KEY = ("editor", "notes.md", "")


# ---- policy ------------------------------------------------------------------------------------
def test_nothing_is_due_without_input() -> None:
    policy = ObservationPolicy()
    assert policy.due_at(T) is None and not policy.due(1e9, T)


def test_debounce_waits_for_input_to_settle() -> None:
    policy = ObservationPolicy()
    policy.note_input(100.0)
    policy.note_input(101.0)
    assert not policy.due(102.0, T)
    assert policy.due(102.5, T)


def test_continuous_input_is_captured_after_min_interval() -> None:
    policy = ObservationPolicy()
    for second in range(0, 30):  # one event a second never settles for 1.5 s
        policy.note_input(float(second))
        if policy.due(float(second), T):
            break
    assert second == 10


def test_throttle_applies_between_attempts() -> None:
    policy = ObservationPolicy()
    policy.note_input(0.0)
    assert policy.due(1.5, T)
    policy.attempted(1.5)
    policy.note_input(2.0)
    assert not policy.due(5.0, T)
    assert policy.due_at(T) == 11.5


def test_checkpoint_floor_and_duplicates() -> None:
    policy = ObservationPolicy()
    assert policy.judge(0.0, KEY, lambda: True, T) == "checkpoint"  # nothing accepted yet
    policy.accepted(0.0, KEY)
    assert policy.judge(20.0, KEY, lambda: True, T) == "duplicate"
    assert policy.judge(20.0, KEY, lambda: False, T) == "new"
    assert policy.judge(20.0, ("editor", "other.md", ""), lambda: True, T) == "checkpoint"
    assert policy.judge(300.0, KEY, lambda: True, T) == "floor"


# ---- pipeline with fakes -----------------------------------------------------------------------
class FakeWindows(NullWindowSource):
    def __init__(self) -> None:
        self.window = WindowInfo(42, "editor", "notes.md", pid=999)
        self.hidden_regions: list[Rect] = []
        self.locked = False
        self.switch_during_grab_to: WindowInfo | None = None

    def active_window(self) -> WindowInfo | None:
        return self.window

    def pointer(self) -> tuple[int, int] | None:
        return (10, 10)

    def visible_regions(self, predicate: Callable[[WindowInfo], bool]) -> list[Rect]:
        return list(self.hidden_regions)

    def screen_locked(self) -> bool:
        return self.locked


class FakeScreen(ScreenGrabber):
    def __init__(self, windows: FakeWindows) -> None:
        super().__init__()
        self.windows = windows
        self.image = screen_image(["first page of the funding report"])
        self.grabs = 0

    def grab_monitor_at(self, px: int, py: int) -> Frame:
        self.grabs += 1
        if self.windows.switch_during_grab_to is not None:
            self.windows.window, self.windows.switch_during_grab_to = self.windows.switch_during_grab_to, None
        rgb = np.asarray(self.image)
        bgra = np.dstack([rgb[:, :, 2], rgb[:, :, 1], rgb[:, :, 0], np.zeros(rgb.shape[:2], np.uint8)])
        return Frame(np.ascontiguousarray(bgra), Rect(0, 0, rgb.shape[1], rgb.shape[0]))


class FakeInput:
    def __init__(self) -> None:
        self.callback: Callable[[], None] | None = None

    def start(self, on_input: Callable[[], None]) -> None:
        self.callback = on_input

    def stop(self) -> None:
        self.callback = None

    def event(self) -> None:
        assert self.callback is not None
        self.callback()


def screen_image(lines: list[str], dark: bool = False) -> Image.Image:
    image = Image.new("RGB", (640, 360), (30, 30, 30) if dark else (255, 255, 255))
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, 640, 30), fill=(60, 90, 160))
    for i, line in enumerate(lines * 10):
        draw.text((20, 40 + i * 14), line, fill=(200, 200, 200) if dark else (0, 0, 0))
    return image


class Rig:
    def __init__(self, tmp_path: Path) -> None:
        self.settings = Settings(tmp_path / "settings.json")
        for key, value in (("observation.min_interval_s", 0), ("observation.debounce_s", 0),
                           ("observation.floor_s", 3600)):
            self.settings.set(key, value)
        self.windows = FakeWindows()
        self.screen = FakeScreen(self.windows)
        self.input = FakeInput()
        self.stored: list[Observation] = []
        self.outcomes: queue.Queue[Outcome] = queue.Queue()
        self.privacy = PrivacyGuard(self.settings)
        self.index = HashIndex(tmp_path / "hashes.bin")
        self.observer = Observer(settings=self.settings, privacy=self.privacy, index=self.index,
                                 sink=self.stored.append, window_source_factory=lambda: self.windows,
                                 grabber=self.screen, input_source=self.input, own_pid=12345,
                                 on_outcome=self.outcomes.put)

    def step(self) -> Outcome:
        self.input.event()
        return self.outcomes.get(timeout=10)


@pytest.fixture
def rig(tmp_path: Path) -> Rig:
    rig = Rig(tmp_path)
    rig.observer.start()
    yield rig
    rig.observer.stop()


def test_duplicates_are_dropped_and_changes_kept(rig: Rig) -> None:
    assert rig.step() == Outcome("accepted", "checkpoint", "notes.md")
    assert rig.step().kind == "duplicate"
    rig.screen.image = screen_image(["an entirely different", "dark screen"], dark=True)
    assert rig.step().detail == "new"
    assert len(rig.stored) == 2
    assert len(HashIndex(rig.index.path)) == 2  # accepted hashes are persisted


def test_title_change_forces_a_capture_even_when_pixels_match(rig: Rig) -> None:
    assert rig.step().kind == "accepted"
    rig.windows.window = WindowInfo(42, "editor", "notes.md — edited", pid=999)
    outcome = rig.step()
    assert (outcome.kind, outcome.detail) == ("accepted", "checkpoint")
    assert rig.stored[-1].provenance.window_title == "notes.md — edited"


def test_excluded_window_is_never_grabbed(rig: Rig) -> None:
    rig.windows.window = WindowInfo(7, "KeePassXC", "Passwords.kdbx", pid=555)
    outcome = rig.step()
    assert outcome.kind == "excluded" and "KeePassXC" in outcome.detail
    assert rig.screen.grabs == 0 and rig.stored == []


def test_switching_windows_during_the_grab_drops_the_frame(rig: Rig) -> None:
    rig.windows.switch_during_grab_to = WindowInfo(7, "KeePassXC", "Passwords.kdbx", pid=555)
    assert rig.step().kind == "changed"
    assert rig.outcomes.get(timeout=10).kind == "excluded"  # the retry sees the new window
    assert rig.stored == []


def test_own_windows_pause_and_lock_skip_capture(rig: Rig) -> None:
    rig.windows.window = WindowInfo(3, "Contexty", "Contexty", pid=12345)
    assert rig.step().kind == "own-window"
    rig.windows.window = WindowInfo(42, "editor", "notes.md", pid=999)
    rig.privacy.pause(5)
    assert rig.step().kind == "paused"
    rig.privacy.resume()
    rig.windows.locked = True
    assert rig.step().kind == "locked"
    assert rig.screen.grabs == 0


def test_own_and_excluded_windows_are_blanked_before_hashing(rig: Rig) -> None:
    rig.windows.hidden_regions = [Rect(0, 0, 100, 50)]
    assert rig.step().kind == "accepted"
    pixels = rig.stored[0].pixels
    assert (pixels[:50, :100, :3] == 128).all()
    assert not (pixels[60:, 120:, :3] == 128).all()


def test_stop_and_restart(tmp_path: Path) -> None:
    rig = Rig(tmp_path)
    rig.observer.start()
    assert rig.step().kind == "accepted"
    rig.observer.stop()
    assert not rig.observer.running
    rig.observer.start()
    assert rig.step().kind == "duplicate"  # the index survives a restart
    rig.observer.stop()
