"""One capture backend per session type, chosen once at start (`capture_backend`).

The capture controller talks only to this interface; it never asks which platform it runs on:

    hotkeys()            the global-shortcut mechanism (X11 key grabs; on Wayland the desktop's
                         own shortcuts running `contexty capture-*`, see capture/shortcuts.py)
    window_source()      provenance (X11 EWMH; sway/Hyprland IPC on Wayland)
    freeze(...)          the screens for the region overlay, asynchronously: mss on X11 (answers
                         at once), the Screenshot portal on Wayland (answers when the portal does)
    read_selection(...)  the selected text, to a callback (X11 PRIMARY through Qt: at once; wl-paste on
                         Wayland: when its process answers)
    observer_parts()     the grabber and activity source passive observation runs on
    unavailable(kind)    why a capture kind cannot work in this session, or None

"unsupported" stands for every session without an implementation (no display, Windows, macOS
so far): each capture says so instead of failing somewhere deeper.
"""

from __future__ import annotations

import logging
import shutil
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QClipboard, QGuiApplication, QImage, QScreen

from contexty_qt.capture.compositor import FocusWatcher, wayland_desktop, wayland_window_source
from contexty_qt.capture.errors import CaptureError, UnsupportedPlatformError
from contexty_qt.capture.frozen import FrozenScreen, freeze_screens, qimage_to_frame, screen_geometry, split_desktop
from contexty_qt.capture.geometry import Rect
from contexty_qt.capture.hotkeys import HotkeyBackend, X11Hotkeys, hotkey_backend
from contexty_qt.capture.portal import PortalFailure, ScreenshotPortal
from contexty_qt.capture.provenance import WindowSource, open_window_source
from contexty_qt.capture.screen import Frame, ScreenGrabber
from contexty_qt.capture.selection import SelectedText, WaylandSelectionRead, read_selection, wayland_selection
from contexty_qt.capture.session import Session
from contexty_qt.capture.shortcuts import wayland_hotkeys

if TYPE_CHECKING:  # the observer (and numpy, through its frame hashes) loads when observation starts
    from contexty_qt.capture.observer import FrameGrabber, InputSource

log = logging.getLogger("contexty.capture.backends")

OnFrozen = Callable[[list[FrozenScreen]], None]
OnProblem = Callable[[str], None]
OnSelection = Callable[[SelectedText], None]


class CaptureBackend(Protocol):
    session: Session
    name: str

    def hotkeys(self) -> HotkeyBackend: ...

    def window_source(self) -> WindowSource: ...

    def freeze(self, on_frozen: OnFrozen, on_error: OnProblem, on_waiting: OnProblem) -> None: ...

    def read_selection(self, clipboard: QClipboard | None, on_read: OnSelection) -> None: ...

    def observer_parts(self, interval_s: Callable[[], float]) -> tuple[FrameGrabber, InputSource]: ...

    def unavailable(self, kind: str) -> str | None:
        """kind: "region" | "text" | "observation"; None when it works in this session."""
        ...

    def close(self) -> None: ...


def screens_now() -> list[QScreen]:
    return list(QGuiApplication.screens())


class X11Backend:
    name = "X11"
    session = Session.X11

    def __init__(self, grabber: ScreenGrabber | None = None) -> None:
        self._grabber = grabber or ScreenGrabber()

    def hotkeys(self) -> HotkeyBackend:
        return X11Hotkeys()

    def window_source(self) -> WindowSource:
        return open_window_source(Session.X11)

    def freeze(self, on_frozen: OnFrozen, on_error: OnProblem, on_waiting: OnProblem) -> None:
        try:
            frozen = freeze_screens(self._grabber)
        except CaptureError as exc:
            on_error(str(exc))
            return
        on_frozen(frozen)

    def read_selection(self, clipboard: QClipboard | None, on_read: OnSelection) -> None:
        on_read(read_selection(clipboard))

    def observer_parts(self, interval_s: Callable[[], float]) -> tuple[FrameGrabber, InputSource]:
        from contexty_qt.capture.observer import PynputInput

        return ScreenGrabber(), PynputInput()

    def unavailable(self, kind: str) -> str | None:
        return None

    def close(self) -> None:
        self._grabber.close()


class PortalGrabber:
    """The observer's grabber on Wayland: the portal call runs on the GUI thread (asynchronously),
    the observer's worker waits on the future; the frame is the output the focus is on."""

    def __init__(self, portal: ScreenshotPortal, timeout_s: float = 10.0) -> None:
        self._portal = portal
        self._timeout_s = timeout_s

    def grab_monitor_at(self, px: int, py: int) -> Frame:
        future: Future[QImage] = self._portal.take_future()
        image = future.result(self._timeout_s)
        return qimage_to_frame(image, Rect(0, 0, image.width(), image.height()))

    def close(self) -> None:
        pass


class WaylandBackend:
    name = "Wayland"
    session = Session.WAYLAND

    def __init__(self, portal: ScreenshotPortal | None = None,
                 screens: Callable[[], Sequence[QScreen]] = screens_now) -> None:
        self.desktop = wayland_desktop()
        self.portal = portal or ScreenshotPortal()
        self.portal.warm_up()  # start the portal service now, off the GUI thread
        self._screens = screens
        self._last_failure: PortalFailure | None = None
        self._selection: WaylandSelectionRead | None = None

    def hotkeys(self) -> HotkeyBackend:
        return wayland_hotkeys(self.desktop)

    def window_source(self) -> WindowSource:
        return wayland_window_source()

    def freeze(self, on_frozen: OnFrozen, on_error: OnProblem, on_waiting: OnProblem) -> None:
        def done(image: QImage) -> None:
            screens = list(self._screens())
            try:
                frozen = split_desktop(image, [screen_geometry(s) for s in screens], screens)
            except CaptureError as exc:
                on_error(str(exc))
                return
            on_frozen(frozen)

        def failed(failure: PortalFailure) -> None:
            self._last_failure = failure
            on_error(failure.message)

        self.portal.take(done, failed, on_waiting)

    def read_selection(self, clipboard: QClipboard | None, on_read: OnSelection) -> None:
        if shutil.which("wl-paste") is None:
            on_read(wayland_selection(None, lambda: None, clipboard))
            return
        if self._selection is not None:
            self._selection.cancel()
        self._selection = WaylandSelectionRead(on_read, clipboard)
        self._selection.start()

    def observer_parts(self, interval_s: Callable[[], float]) -> tuple[FrameGrabber, InputSource]:
        if self.desktop != "sway":
            raise UnsupportedPlatformError(self.unavailable("observation") or "")
        return PortalGrabber(self.portal), FocusWatcher(tick_s=interval_s)

    def unavailable(self, kind: str) -> str | None:
        if kind == "observation" and self.desktop != "sway":
            return ("Passive observation on Wayland needs screenshots without a dialog and the focused "
                    "window from the compositor; that combination is supported on sway only so far "
                    f"(this session: {self.desktop}).")
        return None

    def close(self) -> None:
        if self._selection is not None:
            self._selection.cancel()
        self.portal.close()


class UnsupportedBackend:
    name = "unsupported"

    def __init__(self, session: Session, reason: str) -> None:
        self.session = session
        self.reason = reason

    def hotkeys(self) -> HotkeyBackend:
        return hotkey_backend(self.session)

    def window_source(self) -> WindowSource:
        raise UnsupportedPlatformError(self.reason)

    def freeze(self, on_frozen: OnFrozen, on_error: OnProblem, on_waiting: OnProblem) -> None:
        on_error(self.reason)

    def read_selection(self, clipboard: QClipboard | None, on_read: OnSelection) -> None:
        on_read(read_selection(clipboard))

    def observer_parts(self, interval_s: Callable[[], float]) -> tuple[FrameGrabber, InputSource]:
        raise UnsupportedPlatformError(self.reason)

    def unavailable(self, kind: str) -> str | None:
        return None if kind == "text" else self.reason

    def close(self) -> None:
        pass


def capture_backend(session: Session, grabber: ScreenGrabber | None = None) -> CaptureBackend:
    if session is Session.X11:
        return X11Backend(grabber)
    if session is Session.WAYLAND:
        return WaylandBackend()
    if session is Session.NONE:
        return UnsupportedBackend(session, "There is no screen to capture in this session.")
    system = {Session.WINDOWS: "Windows", Session.MACOS: "macOS"}.get(session, str(session))
    return UnsupportedBackend(session, f"Screen capture on {system} is not supported yet; text snippets "
                                       "from the clipboard work.")
