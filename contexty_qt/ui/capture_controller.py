"""Capture, wired together: hotkeys -> provenance -> selection or frozen region -> memo popup ->
commit; and passive observation. The composition root builds it with one line:

    capture = CaptureController(services.tree, services.settings, runner=shell.runner, parent=shell)
    capture.start()          # hotkeys + observation as the settings say
    ...
    capture.shutdown()

What differs between X11 and Wayland (hotkeys, provenance, how the screens are frozen, how the
selection is read, what observation runs on) is the capture backend's (capture/backends.py),
chosen once from the session type; this controller never groups on the platform. Every
OS-facing piece is injectable (backend, window source, screen grabber, hotkey backend, observer,
confirmation dialog) so the UI tests run offscreen with fakes.

Threads: hotkey callbacks, settings listeners and observer outcomes arrive on other threads and
hop to the GUI thread through queued signals. The commit (image encoding, file write, SQLite)
runs on the TaskRunner's pool; the popup stays open, "Saving…", until it has succeeded, so a
closed popup always means a saved memory, and a failed save keeps the memo for another try.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QClipboard, QImage
from PySide6.QtWidgets import QMessageBox, QWidget

from contexty_qt.capture.backends import CaptureBackend, capture_backend
from contexty_qt.capture.browser_tabs import BrowserTabs, TabAwareWindows
from contexty_qt.capture.encoder import FrameEncoder
from contexty_qt.capture.errors import CaptureError, HotkeyError
from contexty_qt.capture.hotkeys import HotkeyBackend, parse_hotkey
from contexty_qt.capture.images import encode_pixels, ensure_thumbnail, write_thumbnail
from contexty_qt.capture.provenance import NullWindowSource, WindowInfo, WindowSource
from contexty_qt.capture.screen import ScreenGrabber
from contexty_qt.capture.selection import SelectedText
from contexty_qt.capture.session import Session, detect_session
from contexty_qt.core.errors import ContextyError, InvalidInputError
from contexty_qt.core.events import ChangeEvent, Entity
from contexty_qt.core.model import JobState, Memory, Provenance, SourceType
from contexty_qt.core.privacy import PrivacyGuard
from contexty_qt.core.settings import Settings
from contexty_qt.core.tree import MemoryTree
from contexty_qt.ui.bridge import TaskRunner
from contexty_qt.ui.floating_widget import FloatingWidget
from contexty_qt.ui.memo_popup import CapturePayload, MemoPopup, headless
from contexty_qt.ui.region_selector import FrozenScreen, RegionSelection, RegionSelector

if TYPE_CHECKING:  # the observer and its numpy load when observation starts, not at launch (issue 14)
    from contexty_qt.capture.observer import Observation, Observer, Outcome

log = logging.getLogger("contexty.ui.capture")

HOTKEY_SETTINGS = {"region": "hotkeys.region", "text": "hotkeys.text"}
OBSERVATION_KEY = "observation.enabled"
EXPLAINED_KEY = "observation.explained"
HASH_INDEX_FILE = "observation-hashes.bin"

Confirm = Callable[[str, str], bool]


def observation_explanation(settings: Settings, data_dir: Path | None) -> str:
    interval = float(settings.get("observation.min_interval_s"))
    where = f" in {data_dir}" if data_dir is not None else ""
    return (
        "Observation takes a screenshot of the screen you are working on when you click, scroll or "
        f"type in another application (at most one every {interval:g} seconds; near-identical "
        "screens are skipped). Which keys you press is never recorded.\n\n"
        "Never captured: Contexty's own windows, excluded applications such as password managers, "
        "and private or incognito browser windows (edit the lists in Settings → Privacy). You can "
        "pause it for a while or switch it off from the tray, the floating widget or Settings.\n\n"
        f"Screenshots stay on this computer{where}. They are sent to an AI model only if you "
        "configured one.\n\nTurn observation on?"
    )


def default_confirm(title: str, text: str) -> bool:
    answer = QMessageBox.question(None, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return bool(answer == QMessageBox.StandardButton.Yes)


class _EncodedImage:
    """Encode once, whoever asks first: the popup starts encoding when it opens, Send reuses it."""

    def __init__(self, image: QImage) -> None:
        import numpy as np  # with the first capture: the idle app does not load numpy (issue 14)

        converted = image.convertToFormat(QImage.Format.Format_RGB32)
        width, height = converted.width(), converted.height()
        raw = np.frombuffer(converted.constBits(), dtype=np.uint8, count=converted.sizeInBytes())
        # copy out of Qt's buffer on the GUI thread: the worker then owns plain numpy memory
        self._pixels = raw.reshape(height, converted.bytesPerLine())[:, :width * 4].reshape(height, width, 4).copy()
        self._lock = threading.Lock()
        self._data: bytes | None = None

    def get(self) -> bytes:
        with self._lock:
            if self._data is None:
                self._data = encode_pixels(self._pixels, "BGRA")
            return self._data


class _RawImage:
    """Image bytes as they came (a dropped or pasted file): stored as they are, validated on commit."""

    def __init__(self, data: bytes) -> None:
        self._data = data

    def get(self) -> bytes:
        return self._data


class CaptureController(QObject):
    notice = Signal(str)  # a sentence for the tray/status bar: conflicts, fallbacks, refusals
    observation_changed = Signal(bool)
    memory_saved = Signal(int)
    hotkeys_changed = Signal(dict)  # {"region"|"text": None or what went wrong}
    popup_shown = Signal(object)  # the MemoPopup, once it is visible (benchmarks, tests)
    observation_outcome = Signal(object)  # Outcome of every observation attempt (diagnostics)

    pending_jobs = Signal(int)  # AI steps waiting or running (the floating widget's badge)

    _hotkey_pressed = Signal(str)
    _hotkeys_registered = Signal(object)
    _setting_changed = Signal(str, object)

    def __init__(
        self,
        tree: MemoryTree,
        settings: Settings,
        *,
        runner: TaskRunner | None = None,
        parent: QObject | None = None,
        session: Session | None = None,
        backend: CaptureBackend | None = None,
        window_source_factory: Callable[[], WindowSource] | None = None,
        grabber: ScreenGrabber | None = None,
        hotkeys: HotkeyBackend | None = None,
        observer_factory: Callable[[CaptureController], Observer] | None = None,
        privacy: PrivacyGuard | None = None,
        enqueue_analysis: Callable[[Memory], None] | None = None,
        confirm: Confirm | None = None,
        clipboard: QClipboard | None = None,
        browser_tabs: BrowserTabs | None = None,
    ) -> None:
        super().__init__(parent)
        self.tree = tree
        self.settings = settings
        # Qt's offscreen platform (tests, CI) has no screen to grab and no keyboard to grab from
        self.session = session or (Session.NONE if headless() else detect_session())
        self.privacy = privacy or PrivacyGuard(settings)
        # what the browser extension reports (issue 16): captures from a browser window get its URL
        self.browser_tabs = browser_tabs or BrowserTabs()
        self._own_runner = runner is None
        self.runner = runner or TaskRunner(max_threads=2, parent=self)
        self._window_source_factory = window_source_factory or self._default_window_source
        self._windows: WindowSource | None = None
        self.backend = backend or capture_backend(self.session, grabber)
        self._hotkeys = hotkeys
        self._hotkeys_started = False
        self._observer_factory = observer_factory or _default_observer
        self._observer: Observer | None = None
        # observation frames are encoded in a helper process (capture/encoder.py): the lossless
        # encoder's ~48 MB of working buffers per 1080p frame stay out of the app's memory
        self._frame_encoder = FrameEncoder()
        self._enqueue = enqueue_analysis or self._default_enqueue
        self._confirm = confirm or default_confirm
        self._clipboard = clipboard
        self._told: set[str] = set()
        self._unsubscribe: list[Callable[[], None]] = []
        self.hotkey_status: dict[str, str | None] = {}

        self.popup: MemoPopup | None = None
        self._popup_window: WindowInfo | None = None
        self._popup_image: _EncodedImage | _RawImage | None = None
        self._popup_extra: dict[str, Any] = {}  # e.g. the group a pasted or dropped memory goes to
        self.region_selector = RegionSelector(self)
        self.region_selector.selected.connect(self._on_region_selected)
        self.region_selector.cancelled.connect(self._on_region_cancelled)
        self._region_window: WindowInfo | None = None
        self._freezing = False  # the backend is taking the screenshot (the portal answers later)
        self._reading_selection = False  # the backend is reading the selected text (wl-paste answers later)
        self.floating: FloatingWidget | None = None

        queued = Qt.ConnectionType.QueuedConnection
        self._hotkey_pressed.connect(self._on_hotkey, queued)
        self._hotkeys_registered.connect(self._on_hotkeys_registered, queued)
        self._setting_changed.connect(self._on_setting_changed, queued)
        for key in (*HOTKEY_SETTINGS.values(), OBSERVATION_KEY):
            self._unsubscribe.append(settings.subscribe(self._on_setting_any_thread, key))

    # ---- lifecycle -----------------------------------------------------------------------------
    def start(self) -> None:
        """Global hotkeys on; observation on if the settings say so."""
        self.start_hotkeys()
        if self.settings.get(OBSERVATION_KEY):
            self._apply_observation(True)

    def shutdown(self) -> None:
        for unsubscribe in self._unsubscribe:
            unsubscribe()
        self._unsubscribe.clear()
        self.stop_hotkeys()
        self._stop_observer()
        self._frame_encoder.close()
        self.region_selector.close()
        if self._own_runner:
            self.runner.shutdown()  # waits for an in-flight save: it lands before the store closes
        self._discard_popup()
        if self.floating is not None:
            self.floating.close()
            self.floating.deleteLater()
            self.floating = None
        if self._windows is not None:
            self._windows.close()
            self._windows = None
        self.backend.close()

    # ---- hotkeys -------------------------------------------------------------------------------
    def start_hotkeys(self) -> None:
        if self._hotkeys_started:
            return
        if self._hotkeys is None:
            self._hotkeys = self.backend.hotkeys()
        try:
            self._hotkeys.start(self._hotkey_pressed.emit)
        except HotkeyError as exc:
            self._tell(str(exc))
            return
        self._hotkeys_started = True
        self._register_hotkeys()

    def stop_hotkeys(self) -> None:
        if self._hotkeys is not None and self._hotkeys_started:
            self._hotkeys.stop()
        self._hotkeys_started = False

    def _register_hotkeys(self) -> None:
        if self._hotkeys is None or not self._hotkeys_started:
            return
        bindings, problems = {}, {}
        for name, key in HOTKEY_SETTINGS.items():
            try:
                bindings[name] = parse_hotkey(str(self.settings.get(key)))
            except InvalidInputError as exc:
                problems[name] = f"The {name} shortcut setting is invalid: {exc}"
        future = self._hotkeys.set_bindings(bindings)

        def done(f: Future[dict[str, str | None]]) -> None:
            try:
                result: dict[str, str | None] = {**f.result(), **problems}
            except Exception as exc:
                result = {name: str(exc) for name in HOTKEY_SETTINGS}
            with contextlib.suppress(RuntimeError):  # controller deleted meanwhile
                self._hotkeys_registered.emit(result)

        future.add_done_callback(done)

    @Slot(object)
    def _on_hotkeys_registered(self, result: dict[str, str | None]) -> None:
        self.hotkey_status = dict(result)
        for problem in dict.fromkeys(p for p in result.values() if p):  # the Wayland advice only once
            self._tell(problem)
        chosen = getattr(self._hotkeys, "bound", None) or {}  # keys a desktop's shortcuts portal let the user pick
        if any(chosen.values()):
            self._tell("Your desktop bound the capture shortcuts: " + ", ".join(
                f"{name} {keys}" for name, keys in chosen.items() if keys) + ".")
        self.hotkeys_changed.emit(dict(result))

    @Slot(str)
    def _on_hotkey(self, name: str) -> None:
        if name == "region":
            self.capture_region()
        elif name == "text":
            self.capture_text()

    # ---- settings ------------------------------------------------------------------------------
    def _on_setting_any_thread(self, key: str, value: Any) -> None:
        with contextlib.suppress(RuntimeError):
            self._setting_changed.emit(key, value)

    @Slot(str, object)
    def _on_setting_changed(self, key: str, value: object) -> None:
        if key in HOTKEY_SETTINGS.values():
            self._register_hotkeys()
        elif key == OBSERVATION_KEY:
            self._apply_observation(bool(value))

    def desktop_shortcuts_panel(self) -> QWidget | None:
        """Settings' desktop-shortcuts panel where the desktop, not Contexty, owns the shortcuts."""
        desktop = getattr(self.backend, "desktop", None)
        if self.session is not Session.WAYLAND or desktop is None:
            return None
        from contexty_qt.ui.desktop_shortcuts import DesktopShortcutsPanel

        bindings = {}
        for name, key in HOTKEY_SETTINGS.items():
            with contextlib.suppress(InvalidInputError):
                bindings[name] = parse_hotkey(str(self.settings.get(key)))
        return DesktopShortcutsPanel(str(desktop), bindings)

    # ---- window information --------------------------------------------------------------------
    def _default_window_source(self) -> WindowSource:
        try:
            return self.backend.window_source()
        except ContextyError as exc:
            self._tell(str(exc))
            return NullWindowSource()

    def windows(self) -> WindowSource:
        if self._windows is None:
            self._windows = TabAwareWindows(self._window_source_factory(), self.browser_tabs)
        return self._windows

    def _active_window(self) -> WindowInfo | None:
        try:
            window = self.windows().active_window()
        except Exception as exc:  # provenance is a nice-to-have: never lose the capture over it
            log.warning("cannot read the active window: %s", exc)
            return None
        if window is not None and window.pid == os.getpid():
            return None  # Contexty's own window is never the source of a capture
        return window

    def _allowed(self, window: WindowInfo | None) -> bool:
        """A hotkey capture from an excluded window is the user's call: ask, do not refuse."""
        return window is None or self._allowed_provenance(window.provenance())

    def _allowed_provenance(self, provenance: Provenance) -> bool:
        rule = self.privacy.exclusion_rule(provenance)
        if rule is None:
            return True
        return self._confirm("Capture from an excluded window?",
                             f"This window is excluded from capture: {rule}.\n\nCapture it anyway, just this once?")

    # ---- text snippet --------------------------------------------------------------------------
    def use_activation_token(self, token: str) -> None:
        """The xdg-activation token a desktop shortcut's `contexty capture-*` brought (Wayland):
        Qt hands it to the compositor when the popup or overlay asks for the focus."""
        if token:
            os.environ["XDG_ACTIVATION_TOKEN"] = token

    @Slot()
    def capture_text(self) -> None:
        if self._capture_in_progress():
            return
        window = self._active_window()  # before anything of ours takes the focus
        self._reading_selection = True
        self.backend.read_selection(self._clipboard, lambda selection: self._on_selection(selection, window))

    def _on_selection(self, selection: SelectedText, window: WindowInfo | None) -> None:
        self._reading_selection = False
        if not selection.text.strip():
            self._tell(selection.note, once=False)
            return
        if not self._allowed(window):
            return
        provenance = window.provenance() if window is not None else Provenance()
        self._open_popup(CapturePayload(provenance, text=selection.text, note=selection.note), window)

    # ---- from the browser extension ------------------------------------------------------------
    def capture_from_browser(self, provenance: Provenance, text: str) -> bool:
        """"Save selection/page to Contexty": the memo popup with the page filled in. False when
        another capture is open or the user declined a capture from an excluded site."""
        if self._capture_in_progress():
            return False
        window = self._active_window()  # where the focus goes back to afterwards
        if not self._allowed_provenance(provenance):
            return False
        self._open_popup(CapturePayload(provenance, text=text), window)
        return True

    # ---- region snippet ------------------------------------------------------------------------
    @Slot()
    def capture_region(self) -> None:
        if self._capture_in_progress():
            return
        problem = self.backend.unavailable("region")
        if problem:
            self._tell(problem, once=False)
            return
        window = self._active_window()
        if not self._allowed(window):
            return
        self._freezing = True
        log.debug("region capture: asking %s for the screens", self.backend.name)
        self.backend.freeze(lambda frozen: self._on_frozen(frozen, window), self._on_freeze_failed,
                            lambda waiting: self._tell(waiting, once=False))

    def _on_frozen(self, frozen: list[FrozenScreen], window: WindowInfo | None) -> None:
        self._freezing = False
        log.debug("region capture: %d screen(s) frozen", len(frozen))
        self.start_region_selection(frozen, window)
        log.debug("region capture: overlays shown")

    def _on_freeze_failed(self, message: str) -> None:
        self._freezing = False
        self._tell(message, once=False)

    def start_region_selection(self, frozen: list[FrozenScreen], window: WindowInfo | None = None) -> None:
        """Show the overlays on already frozen screens (tests and benchmarks call this directly)."""
        self._region_window = window
        self._suspend_observation(True)
        self.region_selector.start(frozen)

    @Slot(object)
    def _on_region_selected(self, selection: RegionSelection) -> None:
        window, self._region_window = self._region_window, None
        provenance = window.provenance() if window is not None else Provenance()
        self._open_popup(CapturePayload(provenance, image=selection.image), window)

    @Slot()
    def _on_region_cancelled(self) -> None:
        self._region_window = None
        self._suspend_observation(False)

    def _capture_in_progress(self) -> bool:
        """A second hotkey while a capture is open: bring that one forward, never stack another."""
        if self.popup is not None:
            self.popup.flash()
            return True
        return self.region_selector.active or self._freezing or self._reading_selection

    # ---- the popup and the commit --------------------------------------------------------------
    def open_payload(self, payload: CapturePayload, *, image: bytes | None = None,
                     group_id: int | None = None) -> bool:
        """The memo popup for content that came in another way (paste, drop: ui/intake.py): `image`, the
        bytes as they came (else `payload.image` is encoded), `group_id`, the group it was dropped on.
        False when a capture is already open (it is brought forward instead)."""
        if self._capture_in_progress():
            return False
        self._open_popup(payload, None, raw=image)
        if group_id is not None:
            self._popup_extra = {"group_id": group_id, "placed_by_user": True}
        return True

    def analyse_later(self, memory: Memory) -> None:
        """Queue the AI analysis of a memory saved elsewhere (a new note); call off the GUI thread."""
        self._after_commit(memory)

    def _open_popup(self, payload: CapturePayload, window: WindowInfo | None, *, raw: bytes | None = None) -> None:
        popup = MemoPopup(payload)
        self.popup, self._popup_window = popup, window
        self._popup_extra = {}
        if raw is not None:
            self._popup_image = _RawImage(raw)
        else:
            self._popup_image = _EncodedImage(payload.image) if payload.image is not None else None
        if isinstance(self._popup_image, _EncodedImage):
            encoded = self._popup_image
            self.runner.submit(encoded.get, on_error=lambda exc: log.warning("encoding failed: %s", exc))
        popup.send_requested.connect(self._on_send)
        popup.cancelled.connect(self._on_cancel)
        self._suspend_observation(True)
        popup.popup()
        self.popup_shown.emit(popup)

    @Slot(str)
    def _on_send(self, memo: str) -> None:
        popup, encoded, extra = self.popup, self._popup_image, dict(self._popup_extra)
        if popup is None:
            return
        payload = popup.payload
        if popup.marked_up:
            # the marked-up picture replaces the capture: the original (with whatever was blurred)
            # was only ever in memory and is never encoded, written or analysed
            final = popup.final_image()
            encoded = _EncodedImage(final) if final is not None else None
            self._popup_image = encoded

        def commit() -> Memory:
            image = encoded.get() if encoded is not None else None
            return self.tree.add_memory(SourceType.SNIPPET, text=payload.text, image=image, memo=memo,
                                        provenance=payload.provenance, captured_at=payload.captured_at, **extra)

        self.runner.write(commit, on_done=lambda memory: self._on_committed(popup, memory),
                          on_error=lambda exc: self._on_commit_failed(popup, exc))

    def _on_committed(self, popup: MemoPopup, memory: Memory) -> None:
        popup.finish()
        if popup is self.popup:
            self._close_popup()
        self.memory_saved.emit(memory.id)
        self.runner.submit(lambda: self._after_commit(memory))

    def _on_commit_failed(self, popup: MemoPopup, exc: BaseException) -> None:
        log.error("saving a snippet failed: %s", exc, exc_info=(type(exc), exc, exc.__traceback__))
        message = str(exc) if isinstance(exc, ContextyError) else f"{type(exc).__name__}: {exc}"
        popup.show_error(message)

    @Slot()
    def _on_cancel(self) -> None:
        self._close_popup()

    def _close_popup(self) -> None:
        window = self._popup_window
        self._discard_popup()
        self._suspend_observation(False)
        if window is not None:  # hand the focus back to where the user was working
            with contextlib.suppress(Exception):
                self.windows().activate(window.window_id)

    def _discard_popup(self) -> None:
        popup, self.popup = self.popup, None
        self._popup_window = None
        self._popup_image = None
        self._popup_extra = {}
        if popup is not None:
            popup.hide()
            popup.deleteLater()

    def _after_commit(self, memory: Memory) -> None:
        """Queue the AI analysis and make the canvas thumbnail; the memory is already safe."""
        try:
            self._enqueue(memory)
        except Exception:
            log.exception("could not queue analysis for memory %d (it is queued at next start)", memory.id)
        if memory.image:
            try:
                ensure_thumbnail(self.tree.store.images_dir, memory.image)
            except Exception:
                log.exception("thumbnail for memory %d failed", memory.id)

    def _default_enqueue(self, memory: Memory) -> None:
        from contexty_qt.core.jobs import ANALYZE, JobQueue  # heavy imports: only once a memory exists

        JobQueue(self.tree.store, self.tree.bus).enqueue(ANALYZE, memory.id)

    # ---- observation ---------------------------------------------------------------------------
    @property
    def observing(self) -> bool:
        return self._observer is not None and self._observer.running

    def observation_unavailable(self) -> str | None:
        """Why observation cannot run in this session (for disabling toggles), or None."""
        return self.backend.unavailable("observation")

    @Slot(bool)
    def set_observation(self, enabled: bool) -> None:
        """Tray, floating widget and settings all end up here (through the setting)."""
        if enabled and not self._explained():
            self.observation_changed.emit(False)  # let toggles fall back until the user agreed
            return
        if bool(self.settings.get(OBSERVATION_KEY)) == enabled:
            self._apply_observation(enabled)
        else:
            self.settings.set(OBSERVATION_KEY, enabled)  # the listener applies it

    def _explained(self) -> bool:
        if self.settings.get(EXPLAINED_KEY):
            return True
        if not self._confirm("Passive observation", observation_explanation(self.settings, self._data_dir())):
            return False
        self.settings.set(EXPLAINED_KEY, True)
        return True

    def _apply_observation(self, enabled: bool) -> None:
        if enabled and not self.observing:
            if not self._explained():
                self.settings.set(OBSERVATION_KEY, False)
                self.observation_changed.emit(False)
                return
            try:
                if self._observer is None:
                    self._observer = self._observer_factory(self)
                self._observer.start()
            except ContextyError as exc:
                self._tell(str(exc), once=False)
                self.settings.set(OBSERVATION_KEY, False)
        elif not enabled:
            self._stop_observer()
        self.observation_changed.emit(self.observing)
        if self.floating is not None:
            self.floating.set_observation(self.observing)

    def _stop_observer(self) -> None:
        if self._observer is not None:
            self._observer.stop()
        self._frame_encoder.close()  # started again by the next frame

    def _suspend_observation(self, suspended: bool) -> None:
        if self._observer is not None:
            self._observer.set_suspended(suspended)

    @Slot(float)
    def pause_observation(self, minutes: float) -> None:
        """Pause observation for a while (0 resumes); hotkey captures keep working."""
        if minutes <= 0:
            self.privacy.resume()
            self._tell("Observation resumed.", once=False)
            return
        self.privacy.pause(minutes)
        self._tell(f"Observation paused for {minutes:g} minutes.", once=False)

    def store_observation(self, observation: Observation) -> Memory:
        """The observer's sink (observer thread): encode (in the helper process), commit, queue analysis."""
        image, thumbnail = self._frame_encoder.encode(observation.pixels, "BGRA")
        memory = self.tree.add_memory(SourceType.OBSERVATION, image=image, provenance=observation.provenance,
                                      captured_at=observation.captured_at)
        if memory.image:
            try:
                write_thumbnail(self.tree.store.images_dir, memory.image, thumbnail)
            except OSError:
                log.exception("thumbnail for memory %d failed", memory.id)  # the canvas makes it when shown
        self._after_commit(memory)
        return memory

    def _data_dir(self) -> Path | None:
        return getattr(self.tree.store, "data_dir", None)

    # ---- floating widget -----------------------------------------------------------------------
    def floating_widget(self) -> FloatingWidget:
        """The CAP-8 widget, created on first use and wired to this controller."""
        if self.floating is None:
            widget = FloatingWidget(self.settings)
            widget.region_requested.connect(self._from_widget(self.capture_region))
            widget.text_requested.connect(self._from_widget(self.capture_text))
            widget.observation_toggled.connect(self.set_observation)
            widget.pause_requested.connect(self.pause_observation)
            self.observation_changed.connect(widget.set_observation)
            widget.set_observation(self.observing)
            widget.restore_position()
            self.pending_jobs.connect(widget.set_pending)
            widget.set_pending(self._count_pending_jobs())
            self._unsubscribe.append(self.tree.bus.subscribe(self._on_core_events))
            self.floating = widget
        return self.floating

    def _count_pending_jobs(self) -> int:
        try:
            return self.tree.store.count_jobs([JobState.PENDING, JobState.RUNNING])
        except ContextyError:
            return 0

    def _on_core_events(self, events: list[ChangeEvent]) -> None:
        """On the committing thread, right after a job changed: count there, not on the GUI thread."""
        if any(event.entity is Entity.JOB for event in events):
            with contextlib.suppress(RuntimeError):
                self.pending_jobs.emit(self._count_pending_jobs())

    def _from_widget(self, action: Callable[[], None]) -> Callable[[], None]:
        # let the click's own repaint finish before the screens are frozen
        return lambda: QTimer.singleShot(60, self, action)

    # ---- messages ------------------------------------------------------------------------------
    def _tell(self, message: str, *, once: bool = True) -> None:
        if not message or (once and message in self._told):
            return
        self._told.add(message)
        log.info("capture notice: %s", message)
        self.notice.emit(message)


def _default_observer(controller: CaptureController) -> Observer:
    from contexty_qt.capture.observer import Observer
    from contexty_qt.core.dedup import HashIndex

    data_dir = controller._data_dir()
    index = HashIndex(data_dir / HASH_INDEX_FILE if data_dir is not None else None)

    backend = controller.backend
    problem = backend.unavailable("observation")
    if problem:
        raise CaptureError(problem)
    grabber, activity = backend.observer_parts(lambda: float(controller.settings.get("observation.min_interval_s")))

    def windows() -> WindowSource:  # with the browser extension's URL when one matches
        return TabAwareWindows(backend.window_source(), controller.browser_tabs)

    def outcome(result: Outcome) -> None:
        with contextlib.suppress(RuntimeError):
            controller.observation_outcome.emit(result)

    return Observer(settings=controller.settings, privacy=controller.privacy, index=index,
                    sink=controller.store_observation, window_source_factory=windows,
                    grabber=grabber, input_source=activity, on_outcome=outcome)
