"""`contexty capture-region` / `capture-text` handed to the running instance before anything heavy
is imported: this is what a desktop shortcut runs on Wayland, and every millisecond here is
between the key press and the overlay or popup.

The full CLI path imports the GUI modules (about a second on a busy machine) before it even
looks for a running instance; this one uses the standard library only: it finds the data dir
the same way (--data-dir, CONTEXTY_DATA_DIR, the data_dir setting, the platform default), talks
to the instance's QLocalServer socket with a plain Unix socket and the same one-line JSON
protocol as ipc.py, and returns None when no instance answers, so the caller starts the app.
Even `json` (its regular expressions) and `tempfile` are imported only when needed: under load
each costs tens of milliseconds of the shortcut's latency (bench/wayland_latency.py).
"""

from __future__ import annotations

import getpass
import hashlib
import os
import socket
import sys
from collections.abc import Sequence
from pathlib import Path

APP_NAME = "contexty-qt"
PROTOCOL_VERSION = 1
QUICK_COMMANDS = ("capture-region", "capture-text")


def server_name(data_dir: Path) -> str:
    """Socket name for one data dir: instances on different data dirs (tests!) never collide.

    The user name is part of it because the socket lives in a shared temp dir on Unix.
    """
    digest = hashlib.sha256(str(Path(data_dir).expanduser().resolve()).encode("utf-8")).hexdigest()[:16]
    try:
        user = getpass.getuser()
    except Exception:  # no passwd entry (containers): the hash alone still separates data dirs
        user = "user"
    safe_user = "".join(c for c in user if c.isalnum())[:16] or "user"
    return f"contexty-qt-{safe_user}-{digest}"


def socket_path(name: str) -> Path:
    """Where QLocalServer puts a relative name on Unix: QDir::tempPath() ($TMPDIR or /tmp)."""
    return Path(os.environ.get("TMPDIR") or "/tmp") / name


def quick_data_dir(cli_value: str | None) -> Path:
    chosen = cli_value or os.environ.get("CONTEXTY_DATA_DIR") or _setting("data_dir")
    if chosen:
        return Path(chosen).expanduser().resolve()
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME))


def _setting(key: str) -> str:
    config = os.environ.get("CONTEXTY_CONFIG_DIR")
    if not config:
        import platformdirs

        config = platformdirs.user_config_dir(APP_NAME)
    import json

    try:
        value = json.loads((Path(config) / "settings.json").read_text(encoding="utf-8")).get(key, "")
    except (OSError, ValueError, AttributeError):
        return ""
    return value if isinstance(value, str) else ""


OK_REPLY = b'{"ok": true}'  # ipc.encode_reply of a plain success


def encode_request(command: str, token: str) -> bytes:
    """ipc.encode_request's line; json only for a token that needs escaping (they are plain ASCII)."""
    if token and not all(c.isascii() and (c.isalnum() or c in "-_.:") for c in token):
        import json

        return json.dumps({"v": PROTOCOL_VERSION, "cmd": command,
                           "args": {"activation_token": token}}).encode("utf-8") + b"\n"
    args = f'{{"activation_token": "{token}"}}' if token else "{}"
    return f'{{"v": {PROTOCOL_VERSION}, "cmd": "{command}", "args": {args}}}'.encode() + b"\n"


def parse(argv: Sequence[str]) -> tuple[str, str | None] | None:
    """(command, --data-dir) for exactly `[--data-dir DIR] capture-region|capture-text`; else None."""
    args = list(argv)
    data_dir = None
    if len(args) >= 2 and args[0] == "--data-dir":
        data_dir, args = args[1], args[2:]
    elif args and args[0].startswith("--data-dir="):
        data_dir, args = args[0].split("=", 1)[1], args[1:]
    if len(args) == 1 and args[0] in QUICK_COMMANDS:
        return args[0], data_dir
    return None


def forward(argv: Sequence[str], timeout_s: float = 2.0) -> int | None:
    """Exit code when the running instance took the command; None to take the normal path."""
    parsed = parse(argv)
    if parsed is None or sys.platform == "win32":
        return None
    command, data_dir = parsed
    request = encode_request(command, os.environ.get("XDG_ACTIVATION_TOKEN", ""))
    path = socket_path(server_name(quick_data_dir(data_dir)))
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(timeout_s)
        try:
            sock.connect(str(path))
        except OSError:
            return None  # no instance (or a stale socket): the full path starts one
        try:
            sock.sendall(request)
            reply = b""
            while b"\n" not in reply:
                chunk = sock.recv(4096)
                if not chunk:
                    break
                reply += chunk
        except OSError:
            return None
    line = reply.split(b"\n", 1)[0]
    if line == OK_REPLY:
        return 0
    import json

    try:
        answer = json.loads(line.decode("utf-8"))
    except ValueError:
        return None
    if isinstance(answer, dict) and answer.get("ok"):
        return 0
    error = answer.get("error") if isinstance(answer, dict) else None
    print(f"contexty: {error or 'the running instance refused the command'}", file=sys.stderr)
    return 1
