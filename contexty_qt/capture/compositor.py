"""Window provenance on Wayland, from what the compositor tells (CAP-3).

Wayland gives a client no way to ask which window another client shows, so each compositor's
own interface is used:

* sway and other i3-IPC wlroots compositors: the IPC socket in $SWAYSOCK (`swaymsg -t get_tree`
  speaks the same protocol): the focused node's app_id (or X11 class for XWayland windows),
  name (title), pid and rect. Tested on the headless sway rig.
* Hyprland: `hyprctl activewindow -j` (class, title, pid). Written against Hyprland's documented
  JSON; unit-tested with a recorded reply, not run here.
* GNOME (Mutter) exposes no focused-window query to ordinary clients (its Shell.Eval was closed
  in GNOME 41): provenance is unavailable there and said so, never guessed.
* KDE Plasma: KWin answers only to scripts it runs, so a one-line script is loaded over KWin's
  scripting D-Bus API for each question and calls back to our bus name (KWinWindowSource).
  Unit-tested against a stand-in KWin on a private bus; not run on a real Plasma here.

The app's own windows are never the source: the capture controller drops a focused window with
our pid, and the observer skips frames while one is focused.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import logging
import math
import os
import socket
import struct
import subprocess
import tempfile
import threading
import time
import zlib
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from contexty_qt.capture.errors import CaptureError, UnsupportedPlatformError
from contexty_qt.capture.geometry import Rect
from contexty_qt.capture.provenance import NullWindowSource, WindowInfo, url_from_title

log = logging.getLogger("contexty.capture.compositor")

I3_MAGIC = b"i3-ipc"
RUN_COMMAND, GET_TREE, SUBSCRIBE = 0, 4, 2
EVENT_BIT = 1 << 31

GNOME_PROVENANCE = ("GNOME does not tell other applications which window is focused on Wayland, so "
                    "captures are saved without application and window title.")


def wayland_desktop(env: Mapping[str, str] | None = None) -> str:
    """"sway", "hyprland", "kde", "gnome" or "other" for a Wayland session."""
    env = os.environ if env is None else env
    if env.get("SWAYSOCK"):
        return "sway"
    if env.get("HYPRLAND_INSTANCE_SIGNATURE"):
        return "hyprland"
    desktop = env.get("XDG_CURRENT_DESKTOP", "").lower()
    for name in ("sway", "hyprland", "kde", "gnome"):
        if name in desktop.split(":") or name in desktop:
            return name
    return "other"


class I3Ipc:
    """The i3/sway IPC protocol over one Unix socket: "i3-ipc" <len u32> <type u32> <json>."""

    def __init__(self, path: str, timeout: float = 2.0) -> None:
        self._sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._sock.settimeout(timeout)
        try:
            self._sock.connect(path)
        except OSError as exc:
            self._sock.close()
            raise CaptureError(f"Cannot reach the compositor's IPC socket {path}: {exc}") from exc
        self._lock = threading.Lock()

    def _recv_exact(self, size: int) -> bytes:
        data = b""
        while len(data) < size:
            chunk = self._sock.recv(size - len(data))
            if not chunk:
                raise CaptureError("The compositor closed its IPC socket.")
            data += chunk
        return data

    def read_message(self) -> tuple[int, Any]:
        header = self._recv_exact(14)
        if header[:6] != I3_MAGIC:
            raise CaptureError("The compositor's IPC socket answered in an unknown protocol.")
        length, kind = struct.unpack("=II", header[6:])
        return kind, json.loads(self._recv_exact(length).decode("utf-8", errors="replace"))

    def request(self, kind: int, payload: str = "") -> Any:
        body = payload.encode("utf-8")
        with self._lock:
            self._sock.sendall(I3_MAGIC + struct.pack("=II", len(body), kind) + body)
            while True:
                reply_kind, reply = self.read_message()
                if not reply_kind & EVENT_BIT:
                    return reply

    def events(self, names: list[str]) -> Iterator[tuple[int, Any]]:
        """Subscribe, then yield events until the socket closes (use a dedicated connection)."""
        self._sock.settimeout(None)
        reply = self.request(SUBSCRIBE, json.dumps(names))
        if not reply.get("success"):
            raise CaptureError(f"The compositor refused the event subscription: {reply}")
        while True:
            try:
                yield self.read_message()
            except (OSError, CaptureError):
                return

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self._sock.shutdown(socket.SHUT_RDWR)
        self._sock.close()


def walk_windows(tree: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    """Every window node (a con with a pid) of a sway tree, tiled and floating."""
    if tree.get("type") in ("con", "floating_con") and tree.get("pid"):
        yield tree
    for child in [*tree.get("nodes", []), *tree.get("floating_nodes", [])]:
        yield from walk_windows(child)


def node_info(node: Mapping[str, Any]) -> WindowInfo:
    """A sway node as WindowInfo: app_id for Wayland clients, X11 class for XWayland ones."""
    props = node.get("window_properties") or {}
    app_id = str(node.get("app_id") or props.get("class") or props.get("instance") or "")
    title = str(node.get("name") or "")
    pid = int(node["pid"]) if node.get("pid") else None
    process = _process_name(pid)
    info = WindowInfo(int(node.get("id", 0)), app_id or process, title,
                      wm_class=(str(props.get("instance", "")), app_id), pid=pid, process=process)
    if info.is_browser():
        url = url_from_title(title)
        if url:
            info = WindowInfo(info.window_id, info.app, title, url, "title", info.wm_class, pid, process)
    return info


def focused_window(tree: Mapping[str, Any]) -> WindowInfo | None:
    """The focused window, ours included: the observer skips frames while the user works in
    Contexty, and the capture controller drops our own windows from provenance."""
    for node in walk_windows(tree):
        if node.get("focused"):
            return node_info(node)
    return None


def desktop_scale(tree: Mapping[str, Any]) -> float:
    """The highest output scale of a sway tree (what grim renders the whole desktop at)."""
    scales = [float(o.get("scale") or 1.0) for o in tree.get("nodes", [])
              if o.get("type") == "output" and o.get("name") != "__i3"]
    return max(scales, default=1.0)


def _process_name(pid: int | None) -> str:
    if pid is None:
        return ""
    try:
        with open(f"/proc/{pid}/comm", encoding="utf-8", errors="replace") as handle:
            return handle.read().strip()
    except OSError:
        return ""


class SwayWindowSource:
    """WindowSource over sway's IPC socket (one connection per thread, like the X11 source)."""

    def __init__(self, socket_path: str | None = None) -> None:
        path = socket_path or os.environ.get("SWAYSOCK", "")
        if not path:
            raise CaptureError("SWAYSOCK is not set, so sway's IPC socket cannot be found.")
        self._ipc = I3Ipc(path)

    def tree(self) -> dict[str, Any]:
        return dict(self._ipc.request(GET_TREE))

    def active_window(self) -> WindowInfo | None:
        return focused_window(self.tree())

    def pointer(self) -> tuple[int, int] | None:
        return None  # sway does not say where the pointer is; the focused output is used instead

    def visible_regions(self, predicate: Callable[[WindowInfo], bool]) -> list[Rect]:
        """Visible windows matching `predicate`, in the pixels of the portal's desktop image: sway's
        layout is logical, and grim renders the whole layout at the highest output scale."""
        tree = self.tree()
        scale = desktop_scale(tree)
        regions = []
        for node in walk_windows(tree):
            if node.get("visible") and predicate(node_info(node)):
                r = node.get("rect") or {}
                x0, y0 = int(r.get("x", 0)), int(r.get("y", 0))
                x1, y1 = x0 + int(r.get("width", 0)), y0 + int(r.get("height", 0))
                left, top = math.floor(x0 * scale), math.floor(y0 * scale)
                regions.append(Rect(left, top, math.ceil(x1 * scale) - left, math.ceil(y1 * scale) - top))
        return regions

    def screen_locked(self) -> bool:
        return False  # a locked sway session shows only the locker's surface, nothing else to see

    def activate(self, window_id: int) -> None:
        self._ipc.request(RUN_COMMAND, f"[con_id={int(window_id)}] focus")

    def close(self) -> None:
        self._ipc.close()


def hyprland_info(reply: Mapping[str, Any]) -> WindowInfo | None:
    """`hyprctl activewindow -j` as WindowInfo (an empty object when nothing is focused)."""
    pid = reply.get("pid")
    if not reply or not pid:
        return None
    klass = str(reply.get("class") or reply.get("initialClass") or "")
    address = str(reply.get("address", "0x0"))
    try:
        window_id = int(address, 16)
    except ValueError:
        window_id = 0
    return WindowInfo(window_id, klass, str(reply.get("title") or ""), wm_class=("", klass), pid=int(pid),
                      process=_process_name(int(pid)))


class HyprlandWindowSource(NullWindowSource):  # no pointer, regions or lock state to tell
    """WindowSource through `hyprctl` (Hyprland's IPC client)."""

    def _hyprctl(self, *args: str) -> Any:
        try:
            out = subprocess.run(["hyprctl", *args], capture_output=True, text=True, timeout=2, check=True).stdout
        except (OSError, subprocess.SubprocessError) as exc:
            raise CaptureError(f"hyprctl failed: {exc}") from exc
        return json.loads(out or "{}")

    def active_window(self) -> WindowInfo | None:
        return hyprland_info(self._hyprctl("activewindow", "-j"))

    def activate(self, window_id: int) -> None:
        self._hyprctl("dispatch", "focuswindow", f"address:{window_id:#x}")


# ---- KDE Plasma: KWin scripting over D-Bus -----------------------------------------------------
KWIN_SERVICE = "org.kde.KWin"
KWIN_REPLY_PATH = "/org/contexty/KWinReply"
KWIN_REPLY_IFACE = "org.contexty.KWinReply"
KWIN_TIMEOUT_S = 0.2
KWIN_SCRIPT = """// Contexty: report the active window once, then KWin unloads this script.
var w = (typeof workspace.activeWindow !== "undefined") ? workspace.activeWindow : workspace.activeClient;
if (w) {
    callDBus(%(service)s, %(path)s, %(iface)s, "window", String(w.caption || ""),
             String(w.resourceClass || ""), String(w.desktopFileName || ""), Number(w.pid || 0),
             String(w.internalId || ""));
} else {
    callDBus(%(service)s, %(path)s, %(iface)s, "none");
}
"""


def kwin_info(caption: str, resource_class: str, desktop_file: str, pid: int, internal_id: str = "") -> WindowInfo:
    """What the KWin script reports as WindowInfo: the desktop file name (Wayland app id) is the app,
    the resource class (X11 class for XWayland windows) when there is none."""
    app = desktop_file or resource_class
    process = _process_name(pid or None)
    window_id = zlib.crc32(internal_id.encode()) if internal_id else 0
    info = WindowInfo(window_id, app or process, caption, wm_class=("", resource_class), pid=pid or None,
                      process=process)
    if info.is_browser():
        url = url_from_title(caption)
        if url:
            info = WindowInfo(info.window_id, info.app, caption, url, "title", info.wm_class, info.pid, process)
    return info


class KWinWindowSource(NullWindowSource):  # no pointer, regions or lock state to tell
    """WindowSource over KWin's scripting D-Bus API (KDE Plasma 5 and 6 on Wayland).

    KWin tells the active window only to scripts it runs, so each active_window() loads a one-line
    script (org.kde.kwin.Scripting.loadScript), runs it, and the script calls back to this
    connection's unique bus name with callDBus(); the script is unloaded afterwards. Nothing is
    cached: every call asks afresh, gives up after `timeout` seconds and then returns None with the
    reason logged (and kept in `last_error`) -- provenance never breaks a capture. Like the other
    sources it reports our own windows too (with our pid): the capture controller drops them and the
    observer skips frames while one is focused. Needs no root and no journal. Unit-tested against a
    stand-in KWin (tests/capture/test_kwin_provenance.py); not run on a real Plasma here.
    """

    def __init__(self, timeout: float = KWIN_TIMEOUT_S, bus: str = "SESSION") -> None:
        self._timeout = timeout  # the app keeps the default: provenance must not hold a capture up
        self._bus = bus
        self._counter = itertools.count(1)
        self._lock = threading.Lock()
        self.last_error = ""

    def active_window(self) -> WindowInfo | None:
        with self._lock:
            try:
                info = self._ask()
            except Exception as exc:  # never into the capture path
                reason = str(exc) or type(exc).__name__
                if isinstance(exc, TimeoutError):
                    reason = f"no answer within {self._timeout * 1000:.0f} ms"
                self.last_error = f"KWin did not tell the active window: {reason}"
                log.info("%s", self.last_error)
                return None
            self.last_error = ""
            return info

    def _ask(self) -> WindowInfo | None:
        from jeepney import DBusAddress, HeaderFields, MatchRule, MessageType, new_method_call, new_method_return
        from jeepney.io.blocking import open_dbus_connection

        deadline = time.monotonic() + self._timeout

        def left() -> float:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError(f"no answer within {self._timeout * 1000:.0f} ms")
            return remaining

        def call(conn: Any, path: str, iface: str, method: str, signature: str = "", body: tuple[Any, ...] = (),
                 timeout: float | None = None) -> Any:
            msg = new_method_call(DBusAddress(path, bus_name=KWIN_SERVICE, interface=iface), method, signature, body)
            reply = conn.send_and_get_reply(msg, timeout=left() if timeout is None else timeout)
            if reply.header.message_type == MessageType.error:
                raise CaptureError(f"{iface}.{method}: {reply.body[0] if reply.body else 'error'}")
            return reply.body

        plugin = f"contexty-provenance-{os.getpid()}-{next(self._counter)}"
        with open_dbus_connection(bus=self._bus) as conn:
            rule = MatchRule(type="method_call", path=KWIN_REPLY_PATH, interface=KWIN_REPLY_IFACE)
            fd, script_path = tempfile.mkstemp(prefix="contexty-kwin-", suffix=".js")
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as handle:
                    handle.write(KWIN_SCRIPT % {"service": json.dumps(conn.unique_name), "path": json.dumps(
                        KWIN_REPLY_PATH), "iface": json.dumps(KWIN_REPLY_IFACE)})
                with conn.filter(rule, bufsize=4) as replies:
                    (script_id,) = call(conn, "/Scripting", "org.kde.kwin.Scripting", "loadScript", "ss",
                                        (script_path, plugin))
                    try:
                        if int(script_id) < 0:
                            raise CaptureError("KWin refused to load the provenance script.")
                        try:
                            call(conn, f"/Scripting/Script{int(script_id)}", "org.kde.kwin.Script", "run")
                        except CaptureError:  # Plasma 5 before 5.21 put scripts at /<id>
                            call(conn, f"/{int(script_id)}", "org.kde.kwin.Script", "run")
                        message = conn.recv_until_filtered(replies, timeout=left())
                        with contextlib.suppress(Exception):
                            conn.send(new_method_return(message))
                    finally:
                        with contextlib.suppress(Exception):  # unload even when the deadline passed
                            call(conn, "/Scripting", "org.kde.kwin.Scripting", "unloadScript", "s", (plugin,),
                                 timeout=self._timeout)
            finally:
                with contextlib.suppress(OSError):
                    os.unlink(script_path)
        if message.header.fields.get(HeaderFields.member) != "window":
            return None
        caption, resource_class, desktop_file, pid, *rest = message.body
        return kwin_info(str(caption), str(resource_class), str(desktop_file), int(pid),
                         str(rest[0]) if rest else "")

    # activate(): KWin scripts could, but the script would need the window; not done here


def wayland_window_source(env: Mapping[str, str] | None = None
                          ) -> SwayWindowSource | HyprlandWindowSource | KWinWindowSource:
    desktop = wayland_desktop(env)
    if desktop == "sway":
        return SwayWindowSource((env or os.environ).get("SWAYSOCK"))
    if desktop == "hyprland":
        return HyprlandWindowSource()
    if desktop == "gnome":
        raise UnsupportedPlatformError(GNOME_PROVENANCE)
    if desktop == "kde":
        return KWinWindowSource()
    raise UnsupportedPlatformError("This Wayland compositor does not tell Contexty which window is focused "
                                   "(supported: sway, Hyprland and KDE Plasma); captures are saved without application "
                                   "and window title.")


class FocusWatcher:
    """Calls `on_change()` when sway's focused window or its title changes (an observation
    checkpoint) and every `tick_s` seconds (periodic frames; Wayland has no global input events)."""

    def __init__(self, socket_path: str | None = None, tick_s: Callable[[], float] | None = None) -> None:
        self._path = socket_path or os.environ.get("SWAYSOCK", "")
        self._tick_s = tick_s or (lambda: 10.0)
        self._ipc: I3Ipc | None = None
        self._threads: list[threading.Thread] = []
        self._stop = threading.Event()

    def start(self, on_input: Callable[[], None]) -> None:
        if self._threads:
            return
        if not self._path:
            raise CaptureError("Observation on Wayland follows the focus through sway's IPC socket, "
                               "and SWAYSOCK is not set.")
        self._stop.clear()
        self._ipc = I3Ipc(self._path)
        ipc = self._ipc

        def events() -> None:
            for _kind, event in ipc.events(["window"]):
                if self._stop.is_set():
                    return
                if isinstance(event, dict) and event.get("change") in ("focus", "title"):
                    on_input()

        def ticks() -> None:
            while not self._stop.wait(max(0.2, self._tick_s())):
                on_input()

        self._threads = [threading.Thread(target=events, name="contexty-sway-events", daemon=True),
                         threading.Thread(target=ticks, name="contexty-observe-ticks", daemon=True)]
        for thread in self._threads:
            thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._ipc is not None:
            self._ipc.close()
            self._ipc = None
        threads, self._threads = self._threads, []
        for thread in threads:
            thread.join(5)
