"""Global hotkeys (CAP-1).

On X11 a hotkey is a passive key grab (XGrabKey) on the root window: the X server delivers the
combination to us *instead of* the focused window, which is what a capture shortcut needs
(pynput's XRecord listener only overhears keys, so Ctrl+Shift+C would also copy in a terminal).
The grab is made for every combination of the lock modifiers (NumLock, CapsLock), since X
matches modifier state exactly. When another client already holds the combination, the server
answers BadAccess; that is reported as a conflict the user can resolve in settings.

A background thread owns its own X connection and waits on it with select(); callbacks run on
that thread, so a GUI must hop to its own thread (the capture controller emits a Qt signal).
"""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import select
import threading
from collections.abc import Callable, Mapping
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Protocol

from contexty_qt.capture.errors import HotkeyConflictError, HotkeyError
from contexty_qt.capture.session import WAYLAND_SHORTCUT_ADVICE, Session, detect_session
from contexty_qt.core.errors import InvalidInputError

log = logging.getLogger("contexty.capture.hotkeys")

_MODIFIER_ALIASES = {
    "ctrl": "ctrl", "control": "ctrl", "ctl": "ctrl",
    "shift": "shift",
    "alt": "alt", "option": "alt", "opt": "alt",
    # Cmd is the macOS spelling of the primary modifier; on X11 the closest key is Super.
    "super": "super", "meta": "super", "win": "super", "windows": "super", "cmd": "super", "command": "super",
}
_MODIFIER_ORDER = ("ctrl", "alt", "shift", "super")
_KEY_ALIASES = {
    "esc": "Escape", "escape": "Escape", "enter": "Return", "return": "Return", "space": "space",
    "tab": "Tab", "backspace": "BackSpace", "delete": "Delete", "del": "Delete", "insert": "Insert",
    "ins": "Insert", "home": "Home", "end": "End", "pageup": "Prior", "pgup": "Prior", "pagedown": "Next",
    "pgdown": "Next", "up": "Up", "down": "Down", "left": "Left", "right": "Right", "print": "Print",
    "printscreen": "Print", "prtsc": "Print", "pause": "Pause",
}


@dataclass(frozen=True)
class Hotkey:
    modifiers: frozenset[str]
    key: str  # X keysym name: "s", "F5", "Print"

    def __str__(self) -> str:
        mods = [m.capitalize() for m in _MODIFIER_ORDER if m in self.modifiers]
        key = self.key.upper() if len(self.key) == 1 else self.key
        return "+".join([*mods, key])


def parse_hotkey(text: str) -> Hotkey:
    """Parse "Ctrl+Shift+S" (case-insensitive, "-" also separates; modifiers in any order)."""
    parts = [p.strip() for p in text.replace("-", "+").split("+")] if text else []
    if not parts or any(not p for p in parts):
        raise InvalidInputError(f"“{text}” is not a shortcut; write it like Ctrl+Shift+S.")
    *mod_parts, key_part = parts
    modifiers: set[str] = set()
    for part in mod_parts:
        modifier = _MODIFIER_ALIASES.get(part.lower())
        if modifier is None:
            raise InvalidInputError(f"“{part}” in “{text}” is not a modifier (use Ctrl, Shift, Alt or Super).")
        modifiers.add(modifier)
    if key_part.lower() in _MODIFIER_ALIASES:
        raise InvalidInputError(f"“{text}” has no key after its modifiers.")
    if not modifiers and not (key_part.upper().startswith("F") and key_part[1:].isdigit()):
        raise InvalidInputError(
            f"“{text}” needs at least one modifier: a bare key would be taken from every application.")
    if len(key_part) == 1:
        key = key_part.lower()
    elif key_part.upper().startswith("F") and key_part[1:].isdigit() and 1 <= int(key_part[1:]) <= 35:
        key = key_part.upper()
    else:
        key = _KEY_ALIASES.get(key_part.lower().replace(" ", ""), "")
        if not key:
            raise InvalidInputError(f"“{key_part}” in “{text}” is not a key this app knows.")
    return Hotkey(frozenset(modifiers), key)


Callback = Callable[[str], None]


class HotkeyBackend(Protocol):
    def start(self, on_activate: Callback) -> None: ...

    def set_bindings(self, bindings: Mapping[str, Hotkey]) -> Future[dict[str, str | None]]:
        """Replace all grabs; the future yields {name: None or a sentence saying what failed}."""
        ...

    def stop(self) -> None: ...


class UnavailableHotkeys:
    """Where no global shortcut mechanism exists: every binding reports the same advice."""

    def __init__(self, reason: str) -> None:
        self.reason = reason

    def start(self, on_activate: Callback) -> None:
        pass

    def set_bindings(self, bindings: Mapping[str, Hotkey]) -> Future[dict[str, str | None]]:
        future: Future[dict[str, str | None]] = Future()
        future.set_result(dict.fromkeys(bindings, self.reason))
        return future

    def stop(self) -> None:
        pass


def hotkey_backend(session: Session | None = None) -> HotkeyBackend:
    session = session or detect_session()
    if session is Session.X11:
        return X11Hotkeys()
    if session is Session.WAYLAND:
        return UnavailableHotkeys(WAYLAND_SHORTCUT_ADVICE)
    if session in (Session.WINDOWS, Session.MACOS):
        return UnavailableHotkeys(
            f"Global shortcuts on {'Windows' if session is Session.WINDOWS else 'macOS'} are not supported "
            "yet; use the floating widget or the tray menu, or bind `contexty capture-region` / "
            "`contexty capture-text` to a shortcut of your system.")
    return UnavailableHotkeys("There is no display, so there are no global shortcuts.")


class X11Hotkeys:
    """Passive key grabs on the root window, served by one background thread."""

    def __init__(self, display_name: str | None = None) -> None:
        self._display_name = display_name
        self._requests: queue.Queue[tuple[dict[str, Hotkey], Future[dict[str, str | None]]] | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._wake_r, self._wake_w = -1, -1
        self._ready: Future[None] = Future()

    # ---- public API (any thread) -------------------------------------------------------------
    def start(self, on_activate: Callback) -> None:
        if self._thread is not None:
            return
        self._wake_r, self._wake_w = os.pipe()
        self._thread = threading.Thread(target=self._run, args=(on_activate,), name="contexty-hotkeys",
                                        daemon=True)
        self._thread.start()
        self._ready.result(timeout=10)  # re-raises a failure to connect

    def set_bindings(self, bindings: Mapping[str, Hotkey]) -> Future[dict[str, str | None]]:
        future: Future[dict[str, str | None]] = Future()
        if self._thread is None:
            future.set_exception(HotkeyError("The hotkey listener is not running."))
            return future
        self._requests.put((dict(bindings), future))
        self._wake()
        return future

    def stop(self) -> None:
        thread, self._thread = self._thread, None
        if thread is None:
            return
        self._requests.put(None)
        self._wake()
        thread.join(5)
        for fd in (self._wake_r, self._wake_w):
            with contextlib.suppress(OSError):
                os.close(fd)
        self._wake_r = self._wake_w = -1
        self._ready = Future()

    def _wake(self) -> None:
        with contextlib.suppress(OSError):
            os.write(self._wake_w, b"x")

    # ---- the listener thread -----------------------------------------------------------------
    def _run(self, on_activate: Callback) -> None:
        from Xlib import X, display, error

        try:
            disp: Any = display.Display(self._display_name)
        except Exception as exc:
            self._ready.set_exception(HotkeyError(f"Cannot connect to the X server for hotkeys: {exc}"))
            return
        self._ready.set_result(None)
        grabs = _Grabs(disp)
        held: set[int] = set()  # keycodes of grabbed combos being held: auto-repeat is not a new press
        released_at: dict[int, int] = {}
        try:
            while True:
                readable, _, _ = select.select([disp.fileno(), self._wake_r], [], [])
                if self._wake_r in readable:
                    os.read(self._wake_r, 4096)
                    if not self._serve_requests(grabs):
                        return
                while disp.pending_events():
                    event = disp.next_event()
                    if event.type == X.MappingNotify:  # keyboard layout changed: keycodes moved
                        disp.refresh_keyboard_mapping(event)
                        grabs.regrab()
                    elif event.type == X.KeyRelease:
                        # matched by keycode alone: the modifiers may be let go first
                        held.discard(event.detail)
                        released_at[event.detail] = event.time
                    elif event.type == X.KeyPress:
                        name = grabs.lookup(event.detail, event.state)
                        if name is None or event.detail in held:
                            continue
                        if released_at.get(event.detail) == event.time:
                            continue  # X auto-repeat sends release+press with one timestamp
                        held.add(event.detail)
                        try:
                            on_activate(name)
                        except Exception:  # a broken handler must not kill the listener
                            log.exception("hotkey handler for %s failed", name)
        except error.ConnectionClosedError as exc:  # the session ended (or Xvfb was killed): nothing left to grab
            log.warning("the X server closed the connection (%s); global hotkeys stop", exc)
        finally:
            with contextlib.suppress(Exception):
                grabs.release_all()
                disp.close()

    def _serve_requests(self, grabs: _Grabs) -> bool:
        while True:
            try:
                request = self._requests.get_nowait()
            except queue.Empty:
                return True
            if request is None:
                return False
            bindings, future = request
            try:
                future.set_result(grabs.replace(bindings))
            except Exception as exc:
                future.set_exception(exc)


class _Grabs:
    """The set of active grabs on one display connection (used only by the listener thread)."""

    def __init__(self, disp: Any) -> None:
        from Xlib import XK, X

        self._X, self._XK = X, XK
        self.disp = disp
        self.root = disp.screen().root
        self.relevant_mask = X.ControlMask | X.ShiftMask | X.Mod1Mask | X.Mod4Mask
        self.bindings: dict[str, Hotkey] = {}
        self._active: dict[tuple[int, int], str] = {}  # (keycode, modifier mask) -> name
        self._grabbed: list[tuple[int, int]] = []  # (keycode, mask incl. lock bits) as grabbed

    def _lock_masks(self) -> list[int]:
        """CapsLock is LockMask; NumLock is whichever ModN the Num_Lock key is mapped to."""
        X, XK = self._X, self._XK
        numlock = 0
        numlock_code = self.disp.keysym_to_keycode(XK.XK_Num_Lock)
        for index, codes in enumerate(self.disp.get_modifier_mapping()):
            if numlock_code and numlock_code in codes:
                numlock = 1 << index
        masks = {0, X.LockMask}
        if numlock:
            masks |= {numlock, numlock | X.LockMask}
        return sorted(masks)

    def _mask(self, hotkey: Hotkey) -> int:
        X = self._X
        bits = {"ctrl": X.ControlMask, "shift": X.ShiftMask, "alt": X.Mod1Mask, "super": X.Mod4Mask}
        mask = 0
        for modifier in hotkey.modifiers:
            mask |= bits[modifier]
        return mask

    def lookup(self, keycode: int, state: int) -> str | None:
        return self._active.get((keycode, state & self.relevant_mask))

    def release_all(self) -> None:
        for keycode, mask in self._grabbed:
            self.root.ungrab_key(keycode, mask)
        self._grabbed.clear()
        self._active.clear()
        self.disp.sync()

    def regrab(self) -> None:
        self.replace(dict(self.bindings))

    def replace(self, bindings: dict[str, Hotkey]) -> dict[str, str | None]:
        from Xlib import error

        X = self._X
        self.release_all()
        self.bindings = dict(bindings)
        results: dict[str, str | None] = {}
        taken: dict[tuple[int, int], str] = {}
        for name, hotkey in bindings.items():
            keysym = self._XK.string_to_keysym(hotkey.key)
            keycode = self.disp.keysym_to_keycode(keysym) if keysym else 0
            if not keycode:
                results[name] = f"The key {hotkey.key!r} of {hotkey} is not on this keyboard layout."
                continue
            combo = (keycode, self._mask(hotkey))
            if combo in taken:
                results[name] = f"{hotkey} is already used for {taken[combo]}."
                continue
            catchers = []
            for extra in self._lock_masks():
                catcher = error.CatchError(error.BadAccess)
                self.root.grab_key(keycode, combo[1] | extra, True, X.GrabModeAsync, X.GrabModeAsync,
                                   onerror=catcher)
                catchers.append((extra, catcher))
            self.disp.sync()  # grab errors arrive asynchronously; sync makes them arrive now
            if any(c.get_error() for _, c in catchers):
                for extra, catcher in catchers:
                    if not catcher.get_error():
                        self.root.ungrab_key(keycode, combo[1] | extra)
                self.disp.sync()
                results[name] = str(HotkeyConflictError(
                    f"{hotkey} is already taken by another application (the X server refused the key "
                    f"grab). Close that application's shortcut or choose another one in Settings."))
                continue
            self._grabbed += [(keycode, combo[1] | extra) for extra, _ in catchers]
            self._active[combo] = name
            taken[combo] = name
            results[name] = None
        return results
