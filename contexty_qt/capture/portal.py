"""The desktop portal's Screenshot interface over Qt's own D-Bus module (no extra dependency).

org.freedesktop.portal.Screenshot.Screenshot(parent_window, options) returns a Request object
path at once; the answer comes later as that Request's `Response(uint code, a{sv} results)`
signal: code 0 with results["uri"] = "file:///…png", 1 when the user cancelled, 2 otherwise.
To never miss a fast Response the signal is subscribed on the predicted path
/org/freedesktop/portal/desktop/request/<our unique name without ':' and '.'→'_'>/<handle_token>
before the call is made. Everything is asynchronous: the GUI thread never waits for the portal.

Whether it asks the user is the backend's choice: xdg-desktop-portal-wlr (sway, Hyprland)
answers without a dialog in ~30 ms; GNOME asks once for an unsandboxed app ("Allow Contexty to
take screenshots?") unless permission was stored; KDE shows its own dialog depending on version.
An answer that takes longer than WAITING_NOTICE_S is reported as "the desktop is asking".

A Qt quirk observed on the rig (PySide6 6.11, dbus-daemon activation): the first asynchronous
call to a portal that is not running yet stays queued until its 25 s D-Bus timeout, while a
synchronous call activates it in ~0.1 s. So the portal service is started first with a
synchronous StartServiceByName on a short-lived worker thread (`warm_up`), and requests wait
(without blocking) for that to finish.

The file the portal wrote (xdg-desktop-portal-wlr: always /tmp/out.png) is read and deleted at
once, in the Response handler: a screenshot of the whole desktop must not stay in /tmp.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import threading
import time
import urllib.parse
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QImage

log = logging.getLogger("contexty.capture.portal")

PORTAL_SERVICE = "org.freedesktop.portal.Desktop"
PORTAL_PATH = "/org/freedesktop/portal/desktop"
SCREENSHOT_IFACE = "org.freedesktop.portal.Screenshot"
REQUEST_IFACE = "org.freedesktop.portal.Request"
RESPONSE_SLOT = "response(uint,QVariantMap)"  # @Slot("uint", "QVariantMap"): int/dict fail to connect
WAITING_NOTICE_S = 1.5  # a non-interactive backend answers in tens of ms; longer means a dialog
GIVE_UP_S = 120.0  # a permission dialog left open: stop waiting eventually

# failure kinds (what the UI says differs: a missing portal is a setup problem, a refusal is not)
MISSING, REFUSED, CANCELLED, TIMEOUT, BAD_FILE = "missing", "refused", "cancelled", "timeout", "bad-file"

PORTAL_HELP = ("Install xdg-desktop-portal and the backend for your desktop (xdg-desktop-portal-gnome, "
               "-kde or -wlr for sway/Hyprland) and log in again.")


@dataclass(frozen=True)
class PortalFailure:
    kind: str
    message: str

    def __str__(self) -> str:
        return self.message


def session_bus_reachable(env: dict[str, str] | None = None) -> bool:
    """Whether a session bus can exist at all (Qt is not asked: a failed QtDBus connection was seen
    to crash PySide6 at interpreter exit, so without a bus QtDBus is never touched)."""
    env = dict(os.environ) if env is None else env
    if env.get("DBUS_SESSION_BUS_ADDRESS"):
        return True
    runtime = env.get("XDG_RUNTIME_DIR", "")
    return bool(runtime) and Path(runtime, "bus").exists()


NO_BUS = PortalFailure(MISSING, "There is no D-Bus session bus, so the desktop's screenshot portal cannot be "
                                f"reached. {PORTAL_HELP}")


def request_path(unique_name: str, token: str) -> str:
    """Where the portal will put the Request object for our handle_token (portal spec)."""
    sender = unique_name.lstrip(":").replace(".", "_")
    return f"{PORTAL_PATH}/request/{sender}/{token}"


def uri_to_path(uri: str) -> Path:
    parsed = urllib.parse.urlparse(uri)
    if parsed.scheme != "file":
        raise ValueError(f"The portal returned {uri!r}, which is not a local file.")
    return Path(urllib.parse.unquote(parsed.path))


def failure_for_response(code: int, results: dict[str, Any]) -> PortalFailure | None:
    """None for success; otherwise what to tell the user (portal Response codes 1 and 2)."""
    if code == 0 and str(results.get("uri", "")).startswith("file://"):
        return None
    if code == 1:
        return PortalFailure(CANCELLED, "The screenshot was cancelled in the desktop's dialog; nothing was "
                                        "captured.")
    if code == 0:
        return PortalFailure(BAD_FILE, f"The screenshot portal answered without a file ({results!r}).")
    return PortalFailure(REFUSED, "The desktop's screenshot portal refused the screenshot (it answered "
                                  f"with code {code}); nothing was captured. Its log (journalctl --user, or "
                                  "the portal backend's output) says why.")


def failure_for_error(name: str, message: str) -> PortalFailure:
    """A D-Bus error on the call itself: no portal service, or no Screenshot interface."""
    if name in ("org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner",
                "org.freedesktop.DBus.Error.UnknownInterface", "org.freedesktop.DBus.Error.UnknownMethod",
                "org.freedesktop.DBus.Error.UnknownObject", "org.freedesktop.DBus.Error.Spawn.ChildExited",
                "org.freedesktop.DBus.Error.Disconnected", "org.freedesktop.DBus.Error.NoServer"):
        return PortalFailure(MISSING, f"No desktop screenshot portal answers on this session bus ({message}). "
                                      f"{PORTAL_HELP}")
    if name == "org.freedesktop.portal.Error.NotAllowed":
        return PortalFailure(REFUSED, f"The desktop does not allow Contexty to take screenshots: {message}")
    return PortalFailure(REFUSED, f"The screenshot portal call failed: {name}: {message}")


def read_and_delete(path: Path) -> bytes:
    """The portal's temporary file: read, then removed at once (it shows the whole desktop)."""
    try:
        data = path.read_bytes()
    finally:
        with contextlib.suppress(OSError):
            os.unlink(path)
    return data


class _Request(QObject):
    """One outstanding Screenshot call: its Response subscription, timers and callbacks."""

    def __init__(self, owner: ScreenshotPortal, token: str, on_done: Callable[[QImage], None],
                 on_error: Callable[[PortalFailure], None], on_waiting: Callable[[str], None] | None) -> None:
        super().__init__(owner)
        self.owner, self.token = owner, token
        self.on_done, self.on_error, self.on_waiting = on_done, on_error, on_waiting
        self.path = ""
        self.started = time.monotonic()
        self.finished = False
        self.watcher: Any = None
        self._waiting = QTimer(self)
        self._waiting.setSingleShot(True)
        self._waiting.timeout.connect(self._on_waiting)
        self._give_up = QTimer(self)
        self._give_up.setSingleShot(True)
        self._give_up.timeout.connect(self._on_give_up)

    def start(self, timeout_s: float) -> None:
        from PySide6.QtCore import SLOT
        from PySide6.QtDBus import QDBusConnection, QDBusMessage, QDBusPendingCallWatcher

        if not session_bus_reachable():
            self._fail(NO_BUS)
            return
        bus = QDBusConnection.sessionBus()
        if not bus.isConnected():
            self._fail(NO_BUS)
            return
        self.path = request_path(bus.baseService(), self.token)
        dbus: Any = bus  # the stubs want bytes for the slot; PySide6 takes SLOT()'s str
        if not dbus.connect("", self.path, REQUEST_IFACE, "Response", self, SLOT(RESPONSE_SLOT)):
            self._fail(PortalFailure(MISSING, "Could not listen for the screenshot portal's answer on D-Bus."))
            return
        message = QDBusMessage.createMethodCall(PORTAL_SERVICE, PORTAL_PATH, SCREENSHOT_IFACE, "Screenshot")
        message.setArguments(["", {"handle_token": self.token, "interactive": False, "modal": False}])
        self.watcher = QDBusPendingCallWatcher(bus.asyncCall(message, 25000), self)
        self.watcher.finished.connect(self._on_call_finished)
        self._waiting.start(int(WAITING_NOTICE_S * 1000))
        self._give_up.start(int(timeout_s * 1000))

    @Slot()
    def _on_call_finished(self) -> None:
        watcher = self.watcher
        if watcher is None or self.finished:
            return
        if watcher.isError():
            error = watcher.error()
            self._fail(failure_for_error(error.name(), error.message()))

    @Slot("uint", "QVariantMap")
    def response(self, code: int, results: dict[str, Any]) -> None:
        if self.finished:
            return
        results = dict(results or {})
        log.debug("portal Response %s %s after %.3f s", code, results, time.monotonic() - self.started)
        failure = failure_for_response(int(code), results)
        if failure is not None:
            self._fail(failure)
            return
        try:
            data = read_and_delete(uri_to_path(str(results["uri"])))
        except (OSError, ValueError) as exc:
            self._fail(PortalFailure(BAD_FILE, f"Cannot read the portal's screenshot: {exc}"))
            return
        log.debug("portal screenshot read (%d bytes)", len(data))
        image = QImage.fromData(data)
        if image.isNull():
            self._fail(PortalFailure(BAD_FILE, "The portal's screenshot file is not an image."))
            return
        self._finish()
        self.on_done(image)

    def _on_waiting(self) -> None:
        if not self.finished and self.on_waiting is not None:
            self.on_waiting("The desktop is asking whether Contexty may take screenshots: answer its dialog "
                            "(allow it once and remember the choice, and region capture then works "
                            "without asking).")

    def _on_give_up(self) -> None:
        self._fail(PortalFailure(TIMEOUT, "The screenshot portal did not answer in time (a permission dialog "
                                          "may still be open); nothing was captured."))

    def _fail(self, failure: PortalFailure) -> None:
        if self.finished:
            return
        log.info("screenshot portal: %s", failure.message)
        self._finish()
        self.on_error(failure)

    def _finish(self) -> None:
        self.finished = True
        self._waiting.stop()
        self._give_up.stop()
        if self.path:
            from PySide6.QtCore import SLOT
            from PySide6.QtDBus import QDBusConnection

            dbus: Any = QDBusConnection.sessionBus()
            dbus.disconnect("", self.path, REQUEST_IFACE, "Response", self, SLOT(RESPONSE_SLOT))
        self.owner._forget(self)
        self.deleteLater()


class ScreenshotPortal(QObject):
    """Whole-desktop screenshots from the portal. `take()` on the GUI thread (asynchronous);
    `take_future()` from any thread (the observer's worker waits on the future, never the GUI)."""

    _requested = Signal(object)

    _warmed = Signal()

    def __init__(self, parent: QObject | None = None, timeout_s: float = GIVE_UP_S) -> None:
        super().__init__(parent)
        self.timeout_s = timeout_s
        self._counter = itertools.count(1)
        self._pending: set[_Request] = set()
        self._waiting_for_warm_up: list[_Request] = []
        self._warm_thread: threading.Thread | None = None
        self._warm = False
        self._requested.connect(self._on_requested, Qt.ConnectionType.QueuedConnection)
        self._warmed.connect(self._on_warmed, Qt.ConnectionType.QueuedConnection)

    def warm_up(self) -> None:
        """Start the portal service off the GUI thread (see the module notes); idempotent."""
        if self._warm or self._warm_thread is not None:
            return
        if not session_bus_reachable():
            self._warm = True  # nothing to start; requests report the missing bus
            return

        def start_service() -> None:
            from PySide6.QtDBus import QDBusConnection

            with contextlib.suppress(Exception):  # no bus or no portal: the request reports it
                bus = QDBusConnection.sessionBus()
                if bus.isConnected():
                    bus.interface().startService(PORTAL_SERVICE)
            with contextlib.suppress(RuntimeError):  # the portal object is gone (shutdown)
                self._warmed.emit()

        self._warm_thread = threading.Thread(target=start_service, name="contexty-portal-start", daemon=True)
        self._warm_thread.start()

    @Slot()
    def _on_warmed(self) -> None:
        self._warm = True
        if self._warm_thread is not None:
            self._warm_thread.join()
            self._warm_thread = None
        waiting, self._waiting_for_warm_up = self._waiting_for_warm_up, []
        for request in waiting:
            request.start(self.timeout_s)

    def take(self, on_done: Callable[[QImage], None], on_error: Callable[[PortalFailure], None],
             on_waiting: Callable[[str], None] | None = None) -> None:
        token = f"contexty{os.getpid()}_{next(self._counter)}_{int(time.monotonic() * 1000)}"
        request = _Request(self, token, on_done, on_error, on_waiting)
        self._pending.add(request)
        self.warm_up()  # no-op once warm; without a bus it is warm at once (nothing to start)
        if self._warm:
            request.start(self.timeout_s)
        else:
            self._waiting_for_warm_up.append(request)

    def close(self) -> None:
        thread, self._warm_thread = self._warm_thread, None
        if thread is not None:
            thread.join(5)

    def take_future(self) -> Future[QImage]:
        future: Future[QImage] = Future()
        if threading.current_thread() is threading.main_thread():
            self._on_requested(future)
        else:
            self._requested.emit(future)
        return future

    @Slot(object)
    def _on_requested(self, future: Future[QImage]) -> None:
        def failed(failure: PortalFailure) -> None:
            from contexty_qt.capture.errors import CaptureError

            future.set_exception(CaptureError(failure.message))

        self.take(future.set_result, failed)

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def _forget(self, request: _Request) -> None:
        self._pending.discard(request)


def probe_screenshot(timeout_s: float = 4.0) -> tuple[str, str]:
    """For `contexty doctor`: take one screenshot (deleted at once) and say how it went.

    Returns (status, sentence) with status "ok", "asks" (no answer yet: a dialog), or a failure kind.
    """
    app = QCoreApplication.instance() or QCoreApplication([])
    portal = ScreenshotPortal(timeout_s=timeout_s + 1)
    loop = QEventLoop()
    outcome: list[tuple[str, str]] = []
    started = time.monotonic()

    def done(image: QImage) -> None:
        outcome.append(("ok", f"the Screenshot portal answered without a dialog in "
                              f"{(time.monotonic() - started) * 1000:.0f} ms ({image.width()}x{image.height()})"))
        loop.quit()

    def error(failure: PortalFailure) -> None:
        outcome.append((failure.kind, failure.message))
        loop.quit()

    portal.take(done, error)
    QTimer.singleShot(int(timeout_s * 1000), loop.quit)
    loop.exec()
    del app
    if not outcome:
        return "asks", ("the Screenshot portal did not answer within "
                        f"{timeout_s:g} s: the desktop is probably showing a permission dialog; allow it")
    return outcome[0]


def portal_interfaces() -> dict[str, int]:
    """The portal interfaces this session bus offers, with their versions (doctor; synchronous)."""
    from PySide6.QtDBus import QDBusConnection, QDBusMessage

    if not session_bus_reachable():
        return {}
    bus = QDBusConnection.sessionBus()
    if not bus.isConnected():
        return {}
    found: dict[str, int] = {}
    for interface in (SCREENSHOT_IFACE, "org.freedesktop.portal.GlobalShortcuts", "org.freedesktop.portal.ScreenCast"):
        message = QDBusMessage.createMethodCall(PORTAL_SERVICE, PORTAL_PATH, "org.freedesktop.DBus.Properties", "Get")
        message.setArguments([interface, "version"])
        reply = bus.call(message)
        if reply.type() == QDBusMessage.MessageType.ReplyMessage and reply.arguments():
            value = reply.arguments()[0]
            found[interface.rsplit(".", 1)[1]] = int(value) if isinstance(value, int) else 1
    return found


if __name__ == "__main__":  # `contexty doctor` runs this in a child process, with a timeout
    import json
    import sys

    status, sentence = probe_screenshot(float(sys.argv[1]) if len(sys.argv) > 1 else 4.0)
    print(json.dumps({"status": status, "message": sentence, "interfaces": portal_interfaces()}), flush=True)
    os._exit(0)  # skip Qt's D-Bus teardown: a failed bus connection can crash PySide6 at exit
