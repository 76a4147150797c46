"""Start at login: an XDG autostart entry, $XDG_CONFIG_HOME/autostart/contexty-qt.desktop.

The file is the setting. Its presence (and not `Hidden=true` or `X-GNOME-Autostart-enabled=false`,
which desktops use to switch an entry off without deleting it) means "on"; there is no separate
flag that could disagree with what the desktop will actually do at the next login. The tray menu,
`contexty autostart on|off|status` and a user editing the file by hand all meet here.

Qt-free, so the CLI can use it without loading widgets. Linux/BSD desktops only: Windows (a Run
registry value or a Startup-folder shortcut) and macOS (a LaunchAgent plist or SMAppService) are
not implemented, and `supported()` says so instead of pretending.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

from contexty_qt.capture.errors import UnsupportedPlatformError

ENTRY_NAME = "contexty-qt.desktop"  # the same desktop id as packaging/linux/contexty-qt.desktop
_DISABLED = (("Hidden", "true"), ("X-GNOME-Autostart-enabled", "false"))


def supported(platform: str | None = None) -> str | None:
    """None when autostart works here, else a sentence saying why not."""
    platform = platform or sys.platform
    if platform == "win32":
        return "Start at login is not implemented on Windows yet."
    if platform == "darwin":
        return "Start at login is not implemented on macOS yet."
    return None


def autostart_dir(env: Mapping[str, str] | None = None) -> Path:
    """$XDG_CONFIG_HOME/autostart, or ~/.config/autostart (a relative XDG_CONFIG_HOME is ignored, as the spec says)."""
    env = os.environ if env is None else env
    base = env.get("XDG_CONFIG_HOME", "")
    config = Path(base) if base and Path(base).is_absolute() else Path.home() / ".config"
    return config / "autostart"


def entry_path(env: Mapping[str, str] | None = None) -> Path:
    return autostart_dir(env) / ENTRY_NAME


def launch_command() -> list[str]:
    """How this installation starts the app, as absolute paths (the session's PATH may lack it).

    A frozen bundle is its own executable; a venv has the `contexty` console script beside its
    python; otherwise `python -m contexty_qt`.
    """
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = Path(sys.executable).parent / "contexty"
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    return [sys.executable, "-m", "contexty_qt"]


def quote_exec_arg(arg: str) -> str:
    """Quote one argument for a desktop entry's Exec key (Desktop Entry Specification, "The Exec key")."""
    if arg == "":
        return '""'
    if "\n" in arg or "\r" in arg:
        raise ValueError(f"a line break cannot be part of a desktop entry's Exec: {arg!r}")
    reserved = set(' \t"\'\\><~|&;$*?#()`')
    escaped = arg.replace("%", "%%")  # a lone % would start a field code
    if not any(ch in reserved for ch in escaped):
        return escaped
    for ch in ("\\", '"', "`", "$"):
        escaped = escaped.replace(ch, "\\" + ch)
    return f'"{escaped}"'


def render_entry(command: Sequence[str]) -> str:
    quoted = " ".join(quote_exec_arg(arg) for arg in command)
    # the value of a string key escapes a backslash once more (the spec's escaping before its quoting)
    exec_value = quoted.replace("\\", "\\\\")
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Name=Contexty\n"
        "Comment=Capture your in-the-moment thinking and see what the AI understood\n"
        f"Exec={exec_value}\n"
        "Icon=contexty-qt\n"
        "Terminal=false\n"
        "X-GNOME-Autostart-enabled=true\n"
    )


def _keys(text: str) -> dict[str, str]:
    """The [Desktop Entry] group's keys (other groups and comments ignored)."""
    keys: dict[str, str] = {}
    group = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1]
        elif group == "Desktop Entry" and "=" in line:
            key, value = line.split("=", 1)
            keys[key.strip()] = value.strip()
    return keys


def is_enabled(env: Mapping[str, str] | None = None) -> bool:
    path = entry_path(env)
    try:
        keys = _keys(path.read_text(encoding="utf-8", errors="replace"))
    except OSError:  # missing, a folder, unreadable, or a file where the folder should be
        return False
    return not any(keys.get(key, "").lower() == value for key, value in _DISABLED)


def exec_line(env: Mapping[str, str] | None = None) -> str | None:
    """The Exec value of the entry, for `contexty autostart status`; None without a file."""
    try:
        return _keys(entry_path(env).read_text(encoding="utf-8", errors="replace")).get("Exec")
    except OSError:  # missing, a folder, unreadable, or a file where the folder should be
        return None


def enable(command: Sequence[str] | None = None, env: Mapping[str, str] | None = None) -> Path:
    """Write the entry (atomically: a login in the middle never sees half a file). Returns its path."""
    reason = supported()
    if reason:
        raise UnsupportedPlatformError(reason)
    path = entry_path(env)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = render_entry(list(command) if command is not None else [*launch_command(), "run", "--background"])
    fd, temp = tempfile.mkstemp(prefix=".contexty-qt.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.chmod(temp, 0o644)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    return path


def disable(env: Mapping[str, str] | None = None) -> bool:
    """Remove the entry; False when there was none."""
    try:
        entry_path(env).unlink()
    except FileNotFoundError:
        return False
    return True


def set_enabled(enabled: bool, env: Mapping[str, str] | None = None) -> None:
    if enabled:
        enable(env=env)
    else:
        disable(env)
