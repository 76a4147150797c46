"""Single-instance messaging: the real QLocalServer/QLocalSocket pair.

The client API blocks (it is made for the CLI), so clients run in a child process, as the CLI
does, while the test's event loop serves the request. Raw protocol abuse goes through a plain
Python socket on a thread.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDir
from PySide6.QtNetwork import QLocalSocket

from contexty_qt import ipc


def in_thread(qtbot: Any, fn: Callable[[], Any]) -> Any:
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:
            box["error"] = exc

    thread = threading.Thread(target=target)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=10000)
    thread.join()
    if "error" in box:
        raise box["error"]
    return box["value"]


CLIENT = """
import json, sys
from pathlib import Path
from contexty_qt import ipc
data_dir, func, cmd, args = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
if func == "notify":
    print(json.dumps(ipc.notify_changed(Path(data_dir))))
else:
    print(json.dumps(ipc.forward(Path(data_dir), cmd, args)))
"""


def client(qtbot: Any, data_dir: Path, cmd: str, args: dict[str, Any] | None = None,
           func: str = "forward") -> Any:
    """Run the client API in another process (as `contexty` does) and return its result."""
    def run() -> Any:
        out = subprocess.run([sys.executable, "-c", CLIENT, str(data_dir), func, cmd, json.dumps(args or {})],
                             capture_output=True, text=True, timeout=20, check=True)
        return json.loads(out.stdout)
    return in_thread(qtbot, run)


@pytest.fixture
def calls() -> list[tuple[str, dict[str, Any]]]:
    return []


@pytest.fixture
def server(data_dir: Path, calls: list[tuple[str, dict[str, Any]]]) -> Iterator[ipc.IpcServer]:
    def handler(cmd: str, args: dict[str, Any]) -> dict[str, Any]:
        calls.append((cmd, args))
        if args.get("explode"):
            raise RuntimeError("boom")
        if cmd == "status":
            return {"ok": True, "memories": 3}
        return {"ok": True}

    srv = ipc.IpcServer(data_dir, handler)
    assert srv.listen()
    yield srv
    srv.close()


def raw_request(name: str, payload: bytes) -> dict[str, Any]:
    """Speak to the server without the client helper, to send what `forward` never would."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(5)
        sock.connect(os.path.join(QDir.tempPath(), name))
        sock.sendall(payload)
        data = b""
        while b"\n" not in data:
            chunk = sock.recv(4096)
            if not chunk:
                break
            data += chunk
    return dict(json.loads(data.split(b"\n")[0]))


def test_server_name_depends_on_the_resolved_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    assert ipc.server_name(a) != ipc.server_name(b)
    monkeypatch.chdir(tmp_path)
    assert ipc.server_name(Path("a")) == ipc.server_name(a) == ipc.server_name(tmp_path / "b" / ".." / "a")
    assert len(ipc.server_name(a)) < 60  # well inside the Unix socket path limit


def test_request_encoding_round_trips_and_rejects_bad_messages() -> None:
    line = ipc.encode_request("open", {"x": 1})
    assert line.endswith(b"\n")
    assert ipc.decode_request(line.strip()) == ("open", {"x": 1})
    assert ipc.decode_request(b'{"v": 1, "cmd": "status"}') == ("status", {})
    for bad, reason in [
        (b'{"v": 2, "cmd": "open"}', "version 2"),
        (b'{"cmd": "open"}', "version None"),
        (b'{"v": 1, "cmd": "format-disk"}', "Unknown command"),
        (b'{"v": 1, "cmd": "open", "args": [1]}', "args"),
        (b"[1, 2]", "JSON object"),
        (b"not json", "not valid JSON"),
        (b"\xff\xfe", "not valid JSON"),
    ]:
        with pytest.raises(ipc.ProtocolError, match=reason):
            ipc.decode_request(bad)


def test_forward_returns_none_when_no_instance_runs(data_dir: Path) -> None:
    assert ipc.forward(data_dir, "open", timeout_ms=300) is None
    assert ipc.notify_changed(data_dir) is False


def test_forward_reaches_the_handler_and_returns_its_reply(
        qtbot: Any, server: ipc.IpcServer, data_dir: Path, calls: list[tuple[str, dict[str, Any]]]) -> None:
    assert client(qtbot, data_dir, "open", {"why": "test"}) == {"ok": True}
    assert client(qtbot, data_dir, "status") == {"ok": True, "memories": 3}
    assert client(qtbot, data_dir, "changed", func="notify") is True
    assert calls == [("open", {"why": "test"}), ("status", {}), ("changed", {})]


def test_bad_requests_get_error_replies_and_the_server_keeps_serving(
        qtbot: Any, server: ipc.IpcServer, data_dir: Path, calls: list[tuple[str, dict[str, Any]]]) -> None:
    name = ipc.server_name(data_dir)
    reply = in_thread(qtbot, lambda: raw_request(name, b'{"v": 99, "cmd": "open"}\n'))
    assert reply["ok"] is False and "version 99" in reply["error"]
    reply = in_thread(qtbot, lambda: raw_request(name, b'{"v": 1, "cmd": "rm -rf"}\n'))
    assert reply["ok"] is False and "Unknown command" in reply["error"]
    reply = in_thread(qtbot, lambda: raw_request(name, b"\x00\xff garbage\n"))
    assert reply["ok"] is False
    reply = in_thread(qtbot, lambda: raw_request(name, b"x" * (ipc.MAX_LINE_BYTES + 10)))
    assert reply == {"ok": False, "error": "The request is too large."}
    # a handler that raises is reported to the sender, not to the event loop
    reply = client(qtbot, data_dir, "open", {"explode": True})
    assert reply["ok"] is False and "boom" in reply["error"]
    assert calls == [("open", {"explode": True})]
    assert client(qtbot, data_dir, "open") == {"ok": True}


def test_a_second_server_on_the_same_data_dir_does_not_claim_it(server: ipc.IpcServer, data_dir: Path) -> None:
    second = ipc.IpcServer(data_dir, lambda cmd, args: {"ok": True})
    try:
        assert second.listen() is False
        assert server.is_listening()
    finally:
        second.close()


def test_different_data_dirs_get_different_instances(
        qtbot: Any, server: ipc.IpcServer, tmp_path: Path) -> None:
    other = tmp_path / "other-data"
    assert ipc.forward(other, "open", timeout_ms=300) is None


@pytest.mark.skipif(os.name != "posix", reason="stale socket files are a Unix thing")
def test_a_stale_socket_file_from_a_crashed_instance_is_replaced(
        qtbot: Any, data_dir: Path) -> None:
    path = os.path.join(QDir.tempPath(), ipc.server_name(data_dir))
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(path)  # bound, never listening, closed without unlink: what a crash leaves
    stale.close()
    assert os.path.exists(path)
    assert ipc.forward(data_dir, "open", timeout_ms=300) is None  # refused: nobody home
    srv = ipc.IpcServer(data_dir, lambda cmd, args: {"ok": True, "cmd": cmd})
    try:
        assert srv.listen()
        assert client(qtbot, data_dir, "open") == {"ok": True, "cmd": "open"}
    finally:
        srv.close()
    assert not os.path.exists(path)


def test_a_silent_client_does_not_block_other_requests(
        qtbot: Any, server: ipc.IpcServer, data_dir: Path) -> None:
    silent = QLocalSocket()
    silent.connectToServer(ipc.server_name(data_dir))
    assert silent.waitForConnected(1000)
    assert client(qtbot, data_dir, "status")["ok"] is True
    silent.abort()


def test_a_lock_left_by_a_killed_instance_is_taken_over(data_dir: Path) -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", "import sys, time\nfrom pathlib import Path\nfrom contexty_qt import ipc\n"
         f"lock = ipc.InstanceLock(Path({str(data_dir)!r}))\nprint(lock.acquire(), flush=True)\ntime.sleep(60)"],
        stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "True"
        assert ipc.InstanceLock(data_dir).acquire() is False  # held by a live process
        child.kill()
        child.wait(10)
        lock = ipc.InstanceLock(data_dir)
        assert lock.acquire() is True  # the holder is dead: stale, taken over
        lock.release()
    finally:
        child.kill()
        child.wait(10)
        if child.stdout is not None:
            child.stdout.close()
