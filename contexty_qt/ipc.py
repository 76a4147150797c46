"""Single-instance messaging: one running GUI per data dir, reached over QLocalServer.

The wire format is one JSON object per line, versioned so an older or newer `contexty` talking to
this instance gets a clear error instead of a misread request:

    request  {"v": 1, "cmd": "open" | "capture-text" | "capture-region" | "changed" | "status" | "browser",
              "args": {...}}

"browser" carries what the browser extension's native messaging host forwards (a tab report or
a save request, contexty_qt/browser/protocol.py); a selection makes it the only large request.
    reply    {"ok": true, ...}  or  {"ok": false, "error": "a sentence"}

The client side (`forward`, `notify_changed`) uses blocking QLocalSocket calls, which work without
a QCoreApplication, so the CLI can call it; the server side needs the GUI's event loop.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDir, QLockFile, QObject, QTimer, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from contexty_qt.quickforward import server_name  # stdlib only: the shortcut fast path uses it too

log = logging.getLogger("contexty.ipc")

PROTOCOL_VERSION = 1
COMMANDS = ("open", "capture-text", "capture-region", "changed", "status", "browser")
# requests are tiny except a browser selection (at most 100,000 characters, JSON-escaped); larger is not ours
MAX_LINE_BYTES = 1024 * 1024
CONNECTION_TIMEOUT_MS = 5000  # a client that connects and says nothing is dropped after this

Handler = Callable[[str, dict[str, Any]], Mapping[str, Any] | None]


class ProtocolError(ValueError):
    """A request this version cannot serve; the message goes back to the sender as is."""


def lock_path(name: str) -> str:
    return str(Path(QDir.tempPath()) / f"{name}.lock")


def encode_request(cmd: str, args: Mapping[str, Any] | None = None) -> bytes:
    return json.dumps({"v": PROTOCOL_VERSION, "cmd": cmd, "args": dict(args or {})}).encode("utf-8") + b"\n"


def decode_request(line: bytes) -> tuple[str, dict[str, Any]]:
    """Parse and validate one request line; raise ProtocolError with a readable reason."""
    try:
        message = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise ProtocolError(f"The request is not valid JSON: {exc}.") from exc
    if not isinstance(message, dict):
        raise ProtocolError("The request must be a JSON object.")
    version = message.get("v")
    if version != PROTOCOL_VERSION:
        raise ProtocolError(
            f"Protocol version {version!r} is not supported (this Contexty speaks version "
            f"{PROTOCOL_VERSION}); the running instance and this command are different versions."
        )
    cmd = message.get("cmd")
    if cmd not in COMMANDS:
        raise ProtocolError(f"Unknown command {cmd!r}; known commands: {', '.join(COMMANDS)}.")
    args = message.get("args", {})
    if not isinstance(args, dict):
        raise ProtocolError("The request's args must be a JSON object.")
    return str(cmd), args


def encode_reply(reply: Mapping[str, Any]) -> bytes:
    return json.dumps(dict(reply), default=str).encode("utf-8") + b"\n"


def error_reply(message: str) -> dict[str, Any]:
    return {"ok": False, "error": message}


# ---- client --------------------------------------------------------------------------------
def forward(data_dir: Path, cmd: str, args: dict[str, Any] | None = None,
            timeout_ms: int = 1000) -> dict[str, Any] | None:
    """Send one command to the instance serving `data_dir`.

    Returns its reply, or None when no instance runs (nothing listens, or a stale socket file
    from a crashed instance refuses the connection). A reply that does not arrive in time is an
    error reply, not None: an instance exists, it is just not answering.
    """
    socket = QLocalSocket()
    socket.connectToServer(server_name(data_dir))
    if not socket.waitForConnected(timeout_ms):
        log.debug("no instance at %s: %s", server_name(data_dir), socket.errorString())
        socket.abort()
        return None
    try:
        socket.write(encode_request(cmd, args))
        if not socket.waitForBytesWritten(timeout_ms):
            return error_reply("Could not send the request to the running Contexty.")
        buffer = b""
        deadline = time.monotonic() + timeout_ms / 1000
        while True:
            # the reply may already be buffered (waitForBytesWritten reads too): look before waiting
            buffer += bytes(socket.readAll().data())
            if b"\n" in buffer:
                break
            if len(buffer) > MAX_LINE_BYTES * 16:
                return error_reply("The running Contexty sent an oversized reply.")
            remaining = int((deadline - time.monotonic()) * 1000)
            if remaining <= 0 or not socket.waitForReadyRead(remaining):
                if socket.bytesAvailable():
                    continue
                return error_reply(f"The running Contexty did not answer within {timeout_ms} ms.")
        try:
            reply = json.loads(buffer.split(b"\n", 1)[0].decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return error_reply("The running Contexty sent a reply that is not JSON.")
        if not isinstance(reply, dict) or "ok" not in reply:
            return error_reply("The running Contexty sent a malformed reply.")
        return reply
    finally:
        socket.abort()


def notify_changed(data_dir: Path) -> bool:
    """Best effort: tell a running GUI that the store changed under it (e.g. `contexty add`).

    Returns True when an instance acknowledged; False when none runs or it did not answer.
    Never raises: the caller's own work is already committed and must not fail because of this.
    """
    try:
        reply = forward(data_dir, "changed", timeout_ms=500)
    except Exception:
        log.debug("change notification failed", exc_info=True)
        return False
    return bool(reply and reply.get("ok"))


# ---- server --------------------------------------------------------------------------------
class InstanceLock:
    """Who is the one instance of a data dir: a lock file, taken before anything else starts.

    The socket cannot decide that: with UserAccessOption Qt binds in a private directory and
    renames over the name, so a second listen() would silently steal a live instance's socket.
    QLockFile treats a lock whose process is gone (a crash) as stale. Needs no QCoreApplication.
    """

    def __init__(self, data_dir: Path) -> None:
        self.path = lock_path(server_name(data_dir))
        self._lock = QLockFile(self.path)
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, however long it ran
        self.held = False

    def acquire(self) -> bool:
        self.held = bool(self._lock.tryLock(0))
        if not self.held:
            log.info("another instance holds %s", self.path)
        return self.held

    def release(self) -> None:
        if self.held:
            self._lock.unlock()
            self.held = False


class IpcServer(QObject):
    """Listens for requests and answers each with `handler(cmd, args)`'s reply.

    A handler that raises, an unknown command or version, or garbage on the socket produce an
    error reply (and a log line), never an exception in the event loop.
    """

    request_handled = Signal(str)  # the command, after its reply was written (for tests, status)

    def __init__(self, data_dir: Path, handler: Handler, parent: QObject | None = None, *,
                 lock: InstanceLock | None = None) -> None:
        """`lock`: an InstanceLock the caller already acquired (before the QApplication existed)."""
        super().__init__(parent)
        self.name = server_name(data_dir)
        self._handler = handler
        self._server = QLocalServer(self)
        # only the same user may drive the app (the socket lives in a shared temp dir)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._on_new_connection)
        self._buffers: dict[QLocalSocket, bytes] = {}
        self._data_dir = data_dir
        self._lock = lock

    def listen(self) -> bool:
        """Claim the data dir and listen. False when another live instance holds it (forward instead).

        Any socket file under our name is a crash's leftover once we hold the lock: removed first.
        """
        if self._lock is None:
            self._lock = InstanceLock(self._data_dir)
        if not self._lock.held and not self._lock.acquire():
            return False
        QLocalServer.removeServer(self.name)
        if not self._server.listen(self.name):
            log.error("cannot listen on %s: %s", self.name, self._server.errorString())
            return False
        log.info("listening on %s", self._server.fullServerName())
        return True

    def is_listening(self) -> bool:
        return self._server.isListening()

    def close(self) -> None:
        for socket in list(self._buffers):
            socket.abort()
        self._buffers.clear()
        if self._server.isListening():
            self._server.close()
        if self._lock is not None:
            self._lock.release()

    # ---- connections -----------------------------------------------------------------------
    def _on_new_connection(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is None:
                return
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._on_ready_read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))
            # single-shot, owned by the socket: a silent client cannot hold a connection forever
            timer = QTimer(socket)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda s=socket: s.abort())  # a bound C++ slot warns in PySide6
            timer.start(CONNECTION_TIMEOUT_MS)
            if socket.bytesAvailable():
                self._on_ready_read(socket)

    def _forget(self, socket: QLocalSocket) -> None:
        if self._buffers.pop(socket, None) is not None:
            socket.deleteLater()

    def _on_ready_read(self, socket: QLocalSocket) -> None:
        if socket not in self._buffers:
            return
        buffer = self._buffers[socket] + bytes(socket.readAll().data())
        while b"\n" in buffer:
            line, buffer = buffer.split(b"\n", 1)
            if line.strip():
                self._answer(socket, line)
        if len(buffer) > MAX_LINE_BYTES:
            log.warning("dropping an oversized IPC request (%d bytes)", len(buffer))
            self._write(socket, error_reply("The request is too large."))
            socket.disconnectFromServer()
            buffer = b""
        if socket in self._buffers:
            self._buffers[socket] = buffer

    def _answer(self, socket: QLocalSocket, line: bytes) -> None:
        cmd = ""
        try:
            cmd, args = decode_request(line)
            log.debug("ipc request %s %s", cmd, args)
            reply = dict(self._handler(cmd, args) or {})
            reply.setdefault("ok", True)
        except ProtocolError as exc:
            log.warning("rejected IPC request: %s", exc)
            reply = error_reply(str(exc))
        except Exception as exc:  # a failing command must not take the event loop down
            log.exception("IPC command %r failed", cmd)
            reply = error_reply(f"The command {cmd!r} failed: {exc}")
        self._write(socket, reply)
        self.request_handled.emit(cmd)

    @staticmethod
    def _write(socket: QLocalSocket, reply: Mapping[str, Any]) -> None:
        if socket.state() == QLocalSocket.LocalSocketState.ConnectedState:
            socket.write(encode_reply(reply))
            socket.flush()
