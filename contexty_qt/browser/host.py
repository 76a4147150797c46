"""The native messaging host: the browser starts it when the Contexty Connector connects.

    contexty-native-host chrome-extension://<id>/ [--parent-window=N]      (Chromium, Chrome)
    contexty-native-host <path of the host manifest> <extension id>         (Firefox)

It refuses any caller but the Contexty Connector's own id (the browsers already check the host
manifest's allowed list; this is the second lock), then reads frames from stdin until the browser
closes it. Every frame is size-capped and validated (protocol.py); what fails is dropped with a
log line and an error reply, and the host keeps reading. A valid message is forwarded to the app
running on the data folder as the single-instance channel's "browser" command. The app never
receives anything the host could not validate, and nothing here touches the network.

Logs go to stderr (the browser's log) and to native-host.log in Contexty's log folder.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, BinaryIO

from contexty_qt.browser import install
from contexty_qt.browser.protocol import (
    FrameError,
    FrameTooLarge,
    SaveRequest,
    ValidationError,
    parse_message,
    read_frame,
    write_frame,
)

log = logging.getLogger("contexty.browser.host")

CONTACT_EVERY_S = 10.0  # how often the "last talked to the app" time is written
START_WAIT_S = 30.0  # a save request starts Contexty when it is not running, and waits this long for it
Forward = Callable[[dict[str, Any]], dict[str, Any] | None]


def caller(argv: Sequence[str]) -> str:
    """The calling extension as the browser names it: a chrome-extension:// origin or a gecko id."""
    for arg in argv:
        if arg.startswith("chrome-extension://"):
            return arg
    if len(argv) >= 2 and not argv[1].startswith("-"):
        return argv[1]  # Firefox: manifest path, then the extension id
    return ""


def browser_of(origin: str, parent_process: str) -> str | None:
    """Which registered browser a caller is ("firefox", "chromium", "chrome"), None if not ours."""
    if origin == install.firefox_extension_id():
        return "firefox"
    if origin.rstrip("/") == install.chromium_origin().rstrip("/"):
        name = parent_process.lower()
        return "chrome" if "chrome" in name and "chromium" not in name else "chromium"
    return None


def _process_name(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/comm").read_text(encoding="utf-8", errors="replace").strip()
    except OSError:
        return ""


def _describe(exc: ValidationError) -> str:
    """Which fields failed and why, without echoing their values (they may be page text)."""
    return "; ".join(f"{'.'.join(str(p) for p in err['loc']) or 'message'}: {err['msg']}"
                     for err in exc.errors(include_url=False, include_input=False))


class NativeHost:
    """The read-validate-forward loop, with its streams and the app injected (tests drive it)."""

    def __init__(self, stdin: BinaryIO, stdout: BinaryIO, forward: Forward, *, browser: str,
                 browser_pid: int | None, on_contact: Callable[[], None] | None = None,
                 start_app: Callable[[], None] | None = None, clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        self._in, self._out = stdin, stdout
        self._forward = forward
        self.browser, self.browser_pid = browser, browser_pid
        self._on_contact = on_contact
        self._start_app = start_app
        self._clock, self._sleep = clock, sleep
        self._last_contact: float | None = None
        self.forwarded = 0
        self.dropped = 0

    def run(self) -> int:
        while True:
            try:
                data = read_frame(self._in)
            except FrameTooLarge as exc:
                self._drop(str(exc))
                continue
            except FrameError as exc:
                log.warning("stopping: %s", exc)
                return 1
            except ValueError as exc:
                self._drop(str(exc))
                continue
            if data is None:
                log.debug("the browser closed the connection")
                return 0
            self._handle(data)

    def _drop(self, why: str) -> None:
        self.dropped += 1
        log.warning("dropped a message from %s: %s", self.browser, why)
        self._reply({"ok": False, "error": f"dropped: {why}"})

    def _handle(self, data: Any) -> None:
        try:
            message = parse_message(data)
        except ValidationError as exc:
            self._drop(f"it does not validate ({_describe(exc)})")
            return
        args = {"browser": self.browser, "browser_pid": self.browser_pid, "message": message.model_dump()}
        reply = self._send(args)
        if reply is None and isinstance(message, SaveRequest) and self._start_app is not None:
            reply = self._start_and_send(args)  # "Save to Contexty" is worth starting the app for
        if reply is None:
            log.debug("Contexty is not running; a %s message was not delivered", message.type)
            self._reply({"ok": False, "error": "Contexty is not running."})
            return
        if reply.get("ok"):
            self.forwarded += 1
            self._contact()
        else:
            log.info("Contexty refused a %s message: %s", message.type, reply.get("error"))
        self._reply({"ok": bool(reply.get("ok")), **({"error": str(reply["error"])} if "error" in reply else {})})

    def _send(self, args: dict[str, Any]) -> dict[str, Any] | None:
        try:
            return self._forward(args)
        except Exception as exc:  # the app's side failing must not end the host
            log.warning("forwarding to Contexty failed: %s", exc)
            return {"ok": False, "error": str(exc)}

    def _start_and_send(self, args: dict[str, Any]) -> dict[str, Any] | None:
        assert self._start_app is not None
        log.info("Contexty is not running: starting it for a save from %s", self.browser)
        try:
            self._start_app()
        except OSError as exc:
            log.warning("could not start Contexty: %s", exc)
            return None
        deadline = self._clock() + START_WAIT_S
        while self._clock() < deadline:
            self._sleep(0.5)
            reply = self._send(args)
            if reply is not None and not reply.get("retry"):  # "retry": the app is still starting
                return reply
        return None

    def _contact(self) -> None:
        now = self._clock()
        if self._on_contact is not None and (self._last_contact is None or
                                             now - self._last_contact >= CONTACT_EVERY_S):
            self._last_contact = now
            try:
                self._on_contact()
            except Exception:
                log.debug("could not record the contact time", exc_info=True)

    def _reply(self, message: dict[str, Any]) -> None:
        try:
            write_frame(self._out, message)
        except OSError:  # the browser went away; the next read ends the loop
            log.debug("could not reply to the browser", exc_info=True)


def _setup_logging() -> None:
    from contexty_qt.core.logsetup import private_log_dir
    from contexty_qt.core.paths import log_dir

    root = logging.getLogger("contexty")
    root.setLevel(logging.INFO)
    stream = logging.StreamHandler(sys.stderr)
    stream.setFormatter(logging.Formatter("contexty-native-host: %(levelname)s %(message)s"))
    root.addHandler(stream)
    try:
        from logging.handlers import RotatingFileHandler

        path = private_log_dir(log_dir()) / "native-host.log"
        handler = RotatingFileHandler(path, maxBytes=500_000, backupCount=1, encoding="utf-8")
        os.chmod(path, 0o600)
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        root.addHandler(handler)
    except OSError:
        root.warning("cannot write native-host.log; logging to the browser's stderr only")


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    _setup_logging()
    origin = caller(argv)
    parent = os.getppid()
    browser = browser_of(origin, _process_name(parent))
    if browser is None:
        log.warning("refused a caller that is not the Contexty Connector: %r", origin)
        return 1

    from contexty_qt import ipc
    from contexty_qt.core.paths import resolve_data_dir
    from contexty_qt.core.services import open_settings

    data_dir = resolve_data_dir(None, str(open_settings().get("data_dir")))
    log.info("%s connected (data folder %s)", browser, data_dir)

    def forward(args: dict[str, Any]) -> dict[str, Any] | None:
        return ipc.forward(data_dir, "browser", args, timeout_ms=2000)

    def start_app() -> None:
        import subprocess

        from contexty_qt.capture.autostart import launch_command

        # never the browser's pipes: stdout is the native messaging channel
        subprocess.Popen([*launch_command(), "run", "--background", "--data-dir", str(data_dir)],
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         start_new_session=True)

    host = NativeHost(sys.stdin.buffer, sys.stdout.buffer, forward, browser=browser, browser_pid=parent,
                      on_contact=lambda: install.record_contact(data_dir, browser), start_app=start_app)
    code = host.run()
    log.info("%s disconnected: %d forwarded, %d dropped", browser, host.forwarded, host.dropped)
    return code


if __name__ == "__main__":
    sys.exit(main())
