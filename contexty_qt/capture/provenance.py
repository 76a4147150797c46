"""Window provenance at capture time (CAP-3): application, window title, URL for browsers.

Linux X11 (implemented, tested under Xvfb + a window manager): python-xlib reads the EWMH
properties the window manager and clients publish: _NET_ACTIVE_WINDOW on the root window, then
WM_CLASS (application), _NET_WM_NAME (UTF-8 title, falling back to WM_NAME) and _NET_WM_PID
(process name from /proc when the client runs on this host).

Browser URLs: the reliable source on Linux is AT-SPI (the accessibility bus), which is not used:
it needs the at-spi2 D-Bus service and pyatspi/GObject introspection, neither of which is part
of this app's dependencies, and Firefox/Chromium only expose their accessibility tree when
accessibility is switched on. The reliable source here is the Contexty Connector browser
extension (contexty_qt/browser): its reports of the focused tab are matched to the active window
by capture/browser_tabs.py, which wraps a WindowSource (`url_source` "extension"). Without it a
clearly labelled heuristic runs for known browsers: when the window title contains an http(s) URL
(pages without a <title>, "URL in title" extensions), that URL is used and `WindowInfo.url_source`
is "title". Otherwise the URL stays empty; the title usually still names the page.

Windows and macOS: not implemented; opening a window source there raises
UnsupportedPlatformError rather than returning made-up data. Wayland: X11 properties only
describe XWayland clients, so the source refuses too.
"""

from __future__ import annotations

import logging
import os
import re
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from contexty_qt.capture.errors import CaptureError, UnsupportedPlatformError
from contexty_qt.capture.geometry import Rect, subtract_all
from contexty_qt.capture.session import Session, detect_session
from contexty_qt.core.model import Provenance

log = logging.getLogger("contexty.capture.provenance")

BROWSER_HINTS = ("firefox", "chrom", "brave", "msedge", "microsoft-edge", "vivaldi", "opera", "librewolf",
                 "waterfox", "epiphany", "qutebrowser", "falkon", "midori", "zen")
_URL_IN_TITLE = re.compile(r"https?://[^\s<>\"'`]+", re.IGNORECASE)


@dataclass(frozen=True)
class WindowInfo:
    window_id: int
    app: str
    window_title: str
    url: str = ""
    url_source: str = ""  # "extension": the browser extension's report; "title": guessed from the title
    wm_class: tuple[str, str] = ("", "")
    pid: int | None = None
    process: str = ""

    def provenance(self) -> Provenance:
        return Provenance(self.app, self.window_title, self.url)

    def is_browser(self) -> bool:
        names = " ".join((*self.wm_class, self.process)).lower()
        return any(hint in names for hint in BROWSER_HINTS)


def url_from_title(title: str) -> str:
    """An http(s) URL written in a window title, without trailing punctuation; "" if none."""
    match = _URL_IN_TITLE.search(title)
    return match.group(0).rstrip(").,;:!?]}") if match else ""


def app_name(wm_class: tuple[str, str], process: str) -> str:
    """The class part of WM_CLASS names the application ("firefox", "Gnome-terminal")."""
    instance, klass = wm_class
    return klass or instance or process


class WindowSource(Protocol):
    """What capture needs to know about windows; one instance per thread."""

    def active_window(self) -> WindowInfo | None: ...

    def pointer(self) -> tuple[int, int] | None: ...

    def visible_regions(self, predicate: Callable[[WindowInfo], bool]) -> list[Rect]: ...

    def screen_locked(self) -> bool: ...

    def activate(self, window_id: int) -> None: ...

    def close(self) -> None: ...


class NullWindowSource:
    """No window information (unsupported platform, offscreen tests): empty provenance."""

    def active_window(self) -> WindowInfo | None:
        return None

    def pointer(self) -> tuple[int, int] | None:
        return None

    def visible_regions(self, predicate: Callable[[WindowInfo], bool]) -> list[Rect]:
        return []

    def screen_locked(self) -> bool:
        return False

    def activate(self, window_id: int) -> None:
        pass

    def close(self) -> None:
        pass


class X11WindowSource:
    """EWMH window information over its own X connection (python-xlib is not thread-safe:
    make one per thread; the lock only protects against accidental sharing)."""

    _ATOMS = ("_NET_ACTIVE_WINDOW", "_NET_WM_NAME", "UTF8_STRING", "_NET_WM_PID", "_NET_CLIENT_LIST_STACKING",
              "_NET_CLIENT_LIST", "_NET_WM_STATE", "_NET_WM_STATE_HIDDEN", "WM_CLIENT_MACHINE")

    def __init__(self, display_name: str | None = None) -> None:
        from Xlib import display as xdisplay

        try:
            self._display: Any = xdisplay.Display(display_name)
        except Exception as exc:  # python-xlib raises several types for a missing/refused display
            shown = display_name or os.environ.get("DISPLAY", "")
            raise CaptureError(f"Cannot connect to the X server {shown!r}: {exc}") from exc
        self._root = self._display.screen().root
        self._atom = {name: self._display.intern_atom(name) for name in self._ATOMS}
        self._lock = threading.Lock()
        self._host = socket.gethostname()

    def close(self) -> None:
        with self._lock:
            self._display.close()

    # ---- single windows ----------------------------------------------------------------------
    def _prop(self, window: Any, name: str, type_: int = 0) -> Any:
        from Xlib import X

        prop = window.get_full_property(self._atom[name], type_ or X.AnyPropertyType)
        return None if prop is None else prop.value

    def active_window_id(self) -> int | None:
        with self._lock:
            value = self._prop(self._root, "_NET_ACTIVE_WINDOW")
        if value is None or len(value) == 0 or int(value[0]) == 0:
            return None
        return int(value[0])

    def window_info(self, window_id: int) -> WindowInfo | None:
        from Xlib.error import XError

        with self._lock:
            window = self._display.create_resource_object("window", window_id)
            try:
                return self._read_info(window)
            except XError:  # the window disappeared between two requests
                return None

    def _read_info(self, window: Any) -> WindowInfo:
        wm_class = window.get_wm_class() or ("", "")
        title_bytes = self._prop(window, "_NET_WM_NAME", self._atom["UTF8_STRING"])
        if title_bytes:
            title = bytes(title_bytes).decode("utf-8", errors="replace")
        else:
            legacy = window.get_wm_name()
            title = legacy.decode("latin-1") if isinstance(legacy, bytes) else (legacy or "")
        pid_value = self._prop(window, "_NET_WM_PID")
        pid = int(pid_value[0]) if pid_value is not None and len(pid_value) else None
        process = self._process_name(window, pid)
        info = WindowInfo(window.id, app_name(tuple(wm_class), process), title, wm_class=tuple(wm_class),
                          pid=pid, process=process)
        if info.is_browser():
            url = url_from_title(title)
            if url:
                info = WindowInfo(info.window_id, info.app, title, url, "title", info.wm_class, pid, process)
        return info

    def _process_name(self, window: Any, pid: int | None) -> str:
        if pid is None:
            return ""
        machine = self._prop(window, "WM_CLIENT_MACHINE")
        if machine and bytes(machine).decode("latin-1", "replace") not in (self._host, "localhost"):
            return ""  # a remote client: our /proc says nothing about its pid
        try:
            return Path(f"/proc/{pid}/comm").read_text(encoding="utf-8", errors="replace").strip()
        except OSError:
            return ""

    def active_window(self) -> WindowInfo | None:
        window_id = self.active_window_id()
        return None if window_id is None else self.window_info(window_id)

    def pointer(self) -> tuple[int, int] | None:
        with self._lock:
            reply = self._root.query_pointer()
        return int(reply.root_x), int(reply.root_y)

    # ---- the whole stack ---------------------------------------------------------------------
    def stacking(self) -> list[int]:
        """Managed client windows, bottom to top."""
        with self._lock:
            value = self._prop(self._root, "_NET_CLIENT_LIST_STACKING")
            if value is None:
                value = self._prop(self._root, "_NET_CLIENT_LIST")
        return [int(v) for v in value] if value is not None else []

    def window_rect(self, window_id: int) -> Rect | None:
        """Where a viewable, not minimised window is on the root window; None otherwise."""
        from Xlib import X
        from Xlib.error import XError

        with self._lock:
            window = self._display.create_resource_object("window", window_id)
            try:
                if window.get_attributes().map_state != X.IsViewable:
                    return None
                state = self._prop(window, "_NET_WM_STATE")
                if state is not None and self._atom["_NET_WM_STATE_HIDDEN"] in list(state):
                    return None
                geometry = window.get_geometry()
                origin = self._root.translate_coords(window, 0, 0)
            except XError:
                return None
        return Rect(int(origin.x), int(origin.y), int(geometry.width), int(geometry.height))

    def visible_regions(self, predicate: Callable[[WindowInfo], bool]) -> list[Rect]:
        """The visible parts of every window matching `predicate`, minus windows stacked above."""
        region: list[Rect] = []
        for window_id in self.stacking():
            rect = self.window_rect(window_id)
            if rect is None:
                continue
            region = subtract_all(region, rect)  # this window covers what lies below it
            info = self.window_info(window_id)
            if info is not None and predicate(info):
                region.append(rect)
        return region

    def screen_locked(self) -> bool:
        """True while the X screen saver is active (what X-based lockers run under)."""
        try:
            with self._lock:
                if not self._display.has_extension("MIT-SCREEN-SAVER"):
                    return False
                return bool(self._root.screensaver_query_info().state == 1)
        except Exception:  # no extension support: assume unlocked, the observer also needs input
            return False

    def activate(self, window_id: int) -> None:
        """Ask the window manager to give focus back to a window (source 2: a pager/tool)."""
        from Xlib import X
        from Xlib.protocol import event

        with self._lock:
            message = event.ClientMessage(
                window=self._display.create_resource_object("window", window_id),
                client_type=self._atom["_NET_ACTIVE_WINDOW"],
                data=(32, [2, X.CurrentTime, 0, 0, 0]),
            )
            mask = X.SubstructureRedirectMask | X.SubstructureNotifyMask
            self._root.send_event(message, event_mask=mask)
            self._display.flush()


class WindowsWindowSource:  # pragma: no cover - cannot run here
    def __init__(self) -> None:
        raise UnsupportedPlatformError(
            "Window provenance on Windows (foreground window, process, browser URL through UI "
            "Automation) is not supported on this platform yet; captures are saved without it."
        )


class MacWindowSource:  # pragma: no cover - cannot run here
    def __init__(self) -> None:
        raise UnsupportedPlatformError(
            "Window provenance on macOS (NSWorkspace, browser URL through accessibility) is not "
            "supported on this platform yet; captures are saved without it."
        )


def open_window_source(session: Session | None = None) -> WindowSource:
    """The window source for this session, or an error that says why there is none."""
    session = session or detect_session()
    if session is Session.X11:
        return X11WindowSource()
    if session is Session.WINDOWS:
        WindowsWindowSource()  # raises UnsupportedPlatformError
    if session is Session.MACOS:
        MacWindowSource()  # raises UnsupportedPlatformError
    if session is Session.WAYLAND:
        raise UnsupportedPlatformError(
            "Window provenance under Wayland is not supported yet (X11 properties only describe "
            "XWayland windows); captures are saved without application and title."
        )
    raise CaptureError("There is no display to read window information from.")
