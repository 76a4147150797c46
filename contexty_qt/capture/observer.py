"""Passive observation (CAP-4): a throttled full-screen grab when the user works in other apps.

Flow of one frame, all on the observer's own thread (never the GUI thread):

    input event (pynput: click, scroll, key press; pointer motion is not recorded)
      -> debounce (input settled for debounce_s, or pending for min_interval_s while typing)
      -> throttle (at least min_interval_s since the previous attempt)
      -> paused / screen locked / our own window active?           -> skip
      -> active window excluded by the privacy rules?                -> skip, nothing grabbed
      -> grab the monitor under the pointer (mss, physical pixels)
      -> active window changed during the grab?                      -> drop, retry soon
      -> blank our own windows and any visible excluded window
      -> block-mean hash; app/title/URL changed? (hard checkpoint) or floor_s elapsed? -> keep
         otherwise Hamming <= 10 to an accepted hash?               -> drop as duplicate
      -> sink(observation): encode and commit; then the hash is accepted

Nothing reaches the sink, and so nothing reaches the disk, for a skipped or dropped frame.
Key identities are never looked at: a key press only says "the user is active".
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from contexty_qt.capture.errors import CaptureError
from contexty_qt.capture.geometry import Rect
from contexty_qt.capture.provenance import WindowInfo, WindowSource
from contexty_qt.capture.screen import Frame, ScreenGrabber
from contexty_qt.core.dedup import DEFAULT_MAX_DISTANCE, Hash, HashIndex, block_mean_hash
from contexty_qt.core.model import Provenance, utcnow
from contexty_qt.core.privacy import PrivacyGuard

log = logging.getLogger("contexty.capture.observer")


class SettingsReader(Protocol):
    def get(self, key: str) -> Any: ...


@dataclass(frozen=True)
class Timings:
    min_interval_s: float = 10.0
    debounce_s: float = 1.5
    floor_s: float = 300.0

    @classmethod
    def from_settings(cls, settings: SettingsReader) -> Timings:
        return cls(max(0.0, float(settings.get("observation.min_interval_s"))),
                   max(0.0, float(settings.get("observation.debounce_s"))),
                   max(0.0, float(settings.get("observation.floor_s"))))


class ObservationPolicy:
    """When to attempt a capture, and whether a grabbed frame is new. Pure: the caller passes
    the time, so the rules are tested without threads or sleeps."""

    def __init__(self) -> None:
        self.first_pending: float | None = None  # first input since the last attempt
        self.last_input: float | None = None
        self.last_attempt: float | None = None
        self.last_accepted: float | None = None
        self.last_key: tuple[str, str, str] | None = None

    def note_input(self, now: float) -> None:
        if self.first_pending is None:
            self.first_pending = now
        self.last_input = now

    def due_at(self, t: Timings) -> float | None:
        """When the pending input should be captured; None when nothing is pending."""
        if self.first_pending is None or self.last_input is None:
            return None
        settled = self.last_input + t.debounce_s
        # a user who keeps typing never settles: capture anyway once input has been pending long enough
        patience = self.first_pending + max(t.min_interval_s, t.debounce_s)
        when = min(settled, patience)
        if self.last_attempt is not None:
            when = max(when, self.last_attempt + t.min_interval_s)
        return when

    def due(self, now: float, t: Timings) -> bool:
        when = self.due_at(t)
        return when is not None and now >= when

    def attempted(self, now: float) -> None:
        self.first_pending = self.last_input = None
        self.last_attempt = now

    def judge(self, now: float, key: tuple[str, str, str], duplicate: Callable[[], bool], t: Timings) -> str:
        """"checkpoint" (app/title/URL changed), "floor" (unchanged for floor_s), "new" or "duplicate"."""
        if key != self.last_key:
            return "checkpoint"
        if self.last_accepted is not None and now - self.last_accepted >= t.floor_s:
            return "floor"
        return "duplicate" if duplicate() else "new"

    def accepted(self, now: float, key: tuple[str, str, str]) -> None:
        self.last_accepted = now
        self.last_key = key


@dataclass
class Observation:
    """A frame that passed every check, handed to the sink to be stored."""

    pixels: npt.NDArray[np.uint8]  # BGRA
    rect: Rect
    provenance: Provenance
    window: WindowInfo | None
    hash: Hash
    reason: str  # "checkpoint" | "floor" | "new"
    captured_at: datetime = field(default_factory=utcnow)


@dataclass(frozen=True)
class Outcome:
    kind: str  # accepted | duplicate | excluded | paused | locked | own-window | changed | error
    detail: str = ""
    window_title: str = ""


class FrameGrabber(Protocol):
    """Where observation frames come from: mss on X11 (ScreenGrabber), the portal on Wayland."""

    def grab_monitor_at(self, px: int, py: int) -> Frame: ...

    def close(self) -> None: ...


class InputSource(Protocol):
    def start(self, on_input: Callable[[], None]) -> None: ...

    def stop(self) -> None: ...


class PynputInput:
    """Global clicks, scrolls and key presses through pynput (XRecord on X11), observed only:
    events still reach their application."""

    def __init__(self) -> None:
        self._listeners: list[Any] = []

    def start(self, on_input: Callable[[], None]) -> None:
        if self._listeners:
            return
        try:
            mouse_cls, keyboard_cls = _pynput_listener_classes()
        except Exception as exc:  # pynput raises ImportError without a display
            raise CaptureError(f"Input monitoring is unavailable: {exc}") from exc

        def on_click(x: int, y: int, button: object, pressed: bool, *rest: object) -> None:
            if pressed:
                on_input()

        listeners = [
            mouse_cls(on_click=on_click, on_scroll=lambda *args: on_input()),
            keyboard_cls(on_press=lambda *args: on_input()),  # which key is never looked at
        ]
        for listener in listeners:
            listener.daemon = True
            listener.start()
        for listener in listeners:
            listener.wait()
        self._listeners = listeners

    def stop(self) -> None:
        listeners, self._listeners = self._listeners, []
        for listener in listeners:
            listener.stop()
        for listener in listeners:
            listener.join(5)


_LISTENER_CLASSES: tuple[type, type] | None = None


def _pynput_listener_classes() -> tuple[type, type]:
    """pynput's listeners with two X11 fixes: no MotionNotify recording (pointer motion would
    wake Python hundreds of times a second for nothing), and stop() sent on a fresh connection
    (pynput 1.8 sends it on the connection its record thread is blocked on, so join() hangs
    until the next input event)."""
    global _LISTENER_CLASSES
    if _LISTENER_CLASSES is not None:
        return _LISTENER_CLASSES
    from pynput import keyboard, mouse

    if mouse.Listener.__module__.endswith("_xorg"):
        import Xlib.display
        import Xlib.X

        def stop_platform(self: Any) -> None:
            if not hasattr(self, "_context"):
                self.wait()
            display = Xlib.display.Display()
            try:
                display.record_disable_context(self._context)
                display.sync()
            finally:
                display.close()

        mouse_cls: type = type("ObserverMouseListener", (mouse.Listener,), {
            "_EVENTS": (Xlib.X.ButtonPress, Xlib.X.ButtonRelease), "_stop_platform": stop_platform})
        keyboard_cls: type = type("ObserverKeyboardListener", (keyboard.Listener,),
                                  {"_stop_platform": stop_platform})
    else:  # pragma: no cover - other platforms use pynput as is
        mouse_cls, keyboard_cls = mouse.Listener, keyboard.Listener
    _LISTENER_CLASSES = (mouse_cls, keyboard_cls)
    return _LISTENER_CLASSES


class Observer:
    """Runs the policy on a worker thread, fed by an input source. start()/stop() from any thread."""

    def __init__(
        self,
        *,
        settings: SettingsReader,
        privacy: PrivacyGuard,
        index: HashIndex,
        sink: Callable[[Observation], object],
        window_source_factory: Callable[[], WindowSource],
        grabber: FrameGrabber | None = None,
        input_source: InputSource | None = None,
        clock: Callable[[], float] = time.monotonic,
        own_pid: int | None = None,
        on_outcome: Callable[[Outcome], None] | None = None,
        max_distance: int = DEFAULT_MAX_DISTANCE,
    ) -> None:
        self._settings = settings
        self._privacy = privacy
        self._index = index
        self._sink = sink
        self._window_source_factory = window_source_factory
        self._grabber: FrameGrabber = grabber or ScreenGrabber()
        self._input = input_source if input_source is not None else PynputInput()
        self._clock = clock
        self._own_pid = os.getpid() if own_pid is None else own_pid
        self._on_outcome = on_outcome
        self._max_distance = max_distance
        self._policy = ObservationPolicy()
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stopping = False
        self._suspended = False
        self._thread: threading.Thread | None = None
        self._ready: threading.Event = threading.Event()
        self._start_error: BaseException | None = None
        self.stats: Counter[str] = Counter()
        self.recent: deque[Outcome] = deque(maxlen=50)

    @property
    def running(self) -> bool:
        return self._thread is not None

    def start(self) -> None:
        """Start listening; raises CaptureError when input monitoring or windows are unavailable."""
        if self._thread is not None:
            return
        self._stopping = False
        self._ready.clear()
        self._start_error = None
        self._thread = threading.Thread(target=self._run, name="contexty-observer", daemon=True)
        self._thread.start()
        self._ready.wait(10)
        if self._start_error is not None:
            self._thread.join(5)
            self._thread = None
            raise CaptureError(f"Observation cannot start: {self._start_error}") from self._start_error
        try:
            self._input.start(self.notify_input)
        except BaseException:
            self.stop()
            raise

    def stop(self) -> None:
        thread, self._thread = self._thread, None
        self._input.stop()
        if thread is None:
            return
        self._stopping = True
        self._wake.set()
        thread.join(10)
        with self._lock:
            self._policy.first_pending = self._policy.last_input = None

    def set_suspended(self, suspended: bool) -> None:
        """While Contexty shows its own capture UI (overlay, memo popup) nothing is observed:
        those windows may not be the active window (override-redirect), but they are ours."""
        self._suspended = suspended

    def notify_input(self) -> None:
        """An input event outside the worker: cheap, called from listener threads."""
        with self._lock:
            self._policy.note_input(self._clock())
        self._wake.set()

    # ---- worker ------------------------------------------------------------------------------
    def _run(self) -> None:
        try:
            windows = self._window_source_factory()  # its own X connection, used by this thread only
        except BaseException as exc:
            self._start_error = exc
            self._ready.set()
            return
        self._ready.set()
        try:
            while not self._stopping:
                timings = Timings.from_settings(self._settings)
                with self._lock:
                    due_at = self._policy.due_at(timings)
                timeout = None if due_at is None else max(0.0, due_at - self._clock())
                self._wake.wait(timeout)
                self._wake.clear()
                if self._stopping:
                    break
                now = self._clock()
                with self._lock:
                    if not self._policy.due(now, timings):
                        continue
                    self._policy.attempted(now)
                try:
                    outcome = self._attempt(windows, now, timings)
                except Exception as exc:  # a failed grab must not end observation
                    log.warning("observation frame failed: %s", exc, exc_info=not isinstance(exc, CaptureError))
                    outcome = Outcome("error", str(exc))
                self._report(outcome)
        finally:
            with contextlib.suppress(Exception):
                windows.close()
            self._grabber.close()

    def _report(self, outcome: Outcome) -> None:
        self.stats[outcome.kind] += 1
        self.recent.append(outcome)
        log.debug("observation: %s %s", outcome.kind, outcome.detail)
        if self._on_outcome is not None:
            try:
                self._on_outcome(outcome)
            except Exception:
                log.exception("observation outcome listener failed")

    def _attempt(self, windows: WindowSource, now: float, timings: Timings) -> Outcome:
        if self._suspended:
            return Outcome("own-window", "Contexty's capture window is open")
        if self._privacy.is_paused():
            return Outcome("paused")
        if windows.screen_locked():
            return Outcome("locked")
        window = windows.active_window()
        if window is not None and window.pid == self._own_pid:
            return Outcome("own-window")  # the user is working in Contexty itself
        provenance = window.provenance() if window is not None else Provenance()
        excluded = self._privacy.is_excluded(provenance)
        if excluded is not None:
            return Outcome("excluded", str(excluded))  # dropped before any pixel is read
        pointer = windows.pointer() or (0, 0)
        frame = self._grabber.grab_monitor_at(*pointer)
        after = windows.active_window()
        if _identity(after) != _identity(window):
            # switched windows during the grab (maybe to an excluded one): never keep this frame
            with self._lock:
                self._policy.note_input(now)
            self._wake.set()
            return Outcome("changed", "the active window changed during the grab")
        for rect in windows.visible_regions(self._must_hide):
            frame.fill(rect)
        value = block_mean_hash(frame.pixels, "BGRA")
        key = (provenance.app, provenance.window_title, provenance.url)
        verdict = self._policy.judge(now, key, lambda: self._index.is_duplicate(value, self._max_distance),
                                     timings)
        if verdict == "duplicate":
            return Outcome("duplicate", window_title=provenance.window_title)
        self._sink(Observation(frame.pixels, frame.rect, provenance, window, value, verdict))
        self._index.add(value)
        self._policy.accepted(now, key)
        return Outcome("accepted", verdict, provenance.window_title)

    def _must_hide(self, window: WindowInfo) -> bool:
        return window.pid == self._own_pid or self._privacy.exclusion_rule(window.provenance()) is not None


def _identity(window: WindowInfo | None) -> tuple[int, str] | None:
    return None if window is None else (window.window_id, window.window_title)
