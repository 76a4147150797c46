"""Registering the native messaging host with browsers, for the current user (Linux).

Each browser reads a host manifest named HOST_NAME.json from its own folder:

    firefox   ~/.mozilla/native-messaging-hosts/                 (allowed_extensions: the gecko id)
    chromium  $XDG_CONFIG_HOME/chromium/NativeMessagingHosts/    (allowed_origins: chrome-extension://ID/)
    chrome    $XDG_CONFIG_HOME/google-chrome/NativeMessagingHosts/

Chromium-based browsers look in <user data dir>/NativeMessagingHosts (chrome_paths.cc,
DIR_USER_NATIVE_MESSAGING is DIR_USER_DATA + "NativeMessagingHosts"), so a browser started with
--user-data-dir=DIR needs `contexty browser install --browser chromium --user-data-dir DIR`.

The manifest's "path" must be an executable that takes only the browser's arguments, so install
also writes a small launcher script (config dir/native-host/contexty-native-host) that starts this
installation's Python on contexty_qt.browser.host with the data folder chosen at install time.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import os
import shlex
import shutil
import stat
import sys
import tempfile
import zipfile
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from contexty_qt.browser import extension_dir
from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.paths import config_dir

HOST_NAME = "org.contexty.native_host"
LAUNCHER_NAME = "contexty-native-host"
STATUS_FILE = "browser-host.json"  # in the data dir: when each browser's host last reached the app
BROWSERS = ("firefox", "chromium", "chrome")
CHROMIUM_FAMILY = ("chromium", "chrome")
# executables that tell doctor a browser is installed
EXECUTABLES = {"firefox": ("firefox", "firefox-esr"), "chromium": ("chromium", "chromium-browser"),
               "chrome": ("google-chrome", "google-chrome-stable")}
_CHROMIUM_DIRS = {"chromium": "chromium", "chrome": "google-chrome"}


def _manifest() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((extension_dir() / "manifest.json").read_text(encoding="utf-8"))
    return data


def chromium_extension_id(public_key_b64: str | None = None) -> str:
    """Chromium's id for the manifest's "key": the SHA-256 of the DER public key, first 32 hex
    digits written with the letters a-p."""
    key = public_key_b64 if public_key_b64 is not None else str(_manifest()["key"])
    digest = hashlib.sha256(base64.b64decode(key)).hexdigest()[:32]
    return "".join(chr(ord("a") + int(c, 16)) for c in digest)


def firefox_extension_id() -> str:
    return str(_manifest()["browser_specific_settings"]["gecko"]["id"])


def chromium_origin() -> str:
    return f"chrome-extension://{chromium_extension_id()}/"


def _home(env: Mapping[str, str]) -> Path:
    return Path(env.get("HOME") or Path.home())


def _xdg_config(env: Mapping[str, str]) -> Path:
    base = env.get("XDG_CONFIG_HOME", "")
    return Path(base) if base and Path(base).is_absolute() else _home(env) / ".config"


def manifest_dir(browser: str, *, user_data_dir: Path | None = None, env: Mapping[str, str] | None = None) -> Path:
    env = os.environ if env is None else env
    if browser == "firefox":
        if user_data_dir is not None:
            raise InvalidInputError("--user-data-dir applies to Chromium and Chrome only; Firefox reads "
                                    "~/.mozilla/native-messaging-hosts for every profile.")
        return _home(env) / ".mozilla" / "native-messaging-hosts"
    if browser in _CHROMIUM_DIRS:
        root = user_data_dir if user_data_dir is not None else _xdg_config(env) / _CHROMIUM_DIRS[browser]
        return Path(root).expanduser().resolve() / "NativeMessagingHosts"
    raise InvalidInputError(f"Unknown browser {browser!r}; choose one of {', '.join(BROWSERS)}.")


def manifest_path(browser: str, **kwargs: Any) -> Path:
    return manifest_dir(browser, **kwargs) / f"{HOST_NAME}.json"


def launcher_path() -> Path:
    return config_dir() / "native-host" / LAUNCHER_NAME


def host_command() -> list[str]:
    """How this installation runs the host (absolute paths: browsers start it with their own PATH)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "browser", "host"]
    return [sys.executable, "-m", "contexty_qt.browser.host"]


def render_launcher(command: list[str], env: Mapping[str, str]) -> str:
    lines = ["#!/bin/sh", "# Written by `contexty browser install`; the browser starts this to reach Contexty.",
             "# `contexty browser uninstall` removes it."]
    for name in sorted(env):
        lines.append(f"{name}={shlex.quote(env[name])}; export {name}")
    lines.append("exec " + " ".join(shlex.quote(part) for part in command) + ' "$@"')
    return "\n".join(lines) + "\n"


def host_manifest(browser: str, path: Path) -> dict[str, Any]:
    manifest: dict[str, Any] = {"name": HOST_NAME, "description": "Contexty: pages you capture from",
                                "path": str(path), "type": "stdio"}
    if browser == "firefox":
        manifest["allowed_extensions"] = [firefox_extension_id()]
    else:
        manifest["allowed_origins"] = [chromium_origin()]
    return manifest


def _write_atomic(path: Path, text: str, mode: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as stream:
            stream.write(text)
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def launcher_env(data_dir: Path | None, env: Mapping[str, str] | None = None) -> dict[str, str]:
    """What the launcher pins: the data folder chosen now, and any CONTEXTY_*_DIR overrides in effect."""
    env = os.environ if env is None else env
    pinned = {name: env[name] for name in ("CONTEXTY_CONFIG_DIR", "CONTEXTY_LOG_DIR", "CONTEXTY_DATA_DIR")
              if env.get(name)}
    if data_dir is not None:
        pinned["CONTEXTY_DATA_DIR"] = str(Path(data_dir).expanduser().resolve())
    pythonpath = env.get("PYTHONPATH")
    if pythonpath and not getattr(sys, "frozen", False):  # a source checkout run with PYTHONPATH
        pinned["PYTHONPATH"] = pythonpath
    return pinned


def install(browsers: list[str], *, data_dir: Path | None = None, user_data_dir: Path | None = None) -> list[Path]:
    """Write the launcher and one host manifest per browser; returns the manifests written."""
    launcher = launcher_path()
    _write_atomic(launcher, render_launcher(host_command(), launcher_env(data_dir)), 0o755)
    written = []
    for browser in browsers:
        path = manifest_path(browser, user_data_dir=user_data_dir)
        _write_atomic(path, json.dumps(host_manifest(browser, launcher), indent=2) + "\n", 0o644)
        written.append(path)
    return written


def uninstall(browsers: list[str], *, user_data_dir: Path | None = None) -> list[Path]:
    """Remove the manifests (and the launcher once no browser uses it); returns what was removed."""
    removed = []
    for browser in browsers:
        path = manifest_path(browser, user_data_dir=user_data_dir)
        if path.exists():
            path.unlink()
            removed.append(path)
    launcher = launcher_path()
    still_used = [b for b in BROWSERS if manifest_path(b).exists()]
    if launcher.exists() and not still_used and user_data_dir is None:
        launcher.unlink()
        removed.append(launcher)
        with_parent = launcher.parent
        if with_parent.exists() and not any(with_parent.iterdir()):
            with_parent.rmdir()
    return removed


@dataclass(frozen=True)
class Registration:
    browser: str
    path: Path
    problem: str | None  # None: registered and pointing at an executable launcher


def registration(browser: str, *, user_data_dir: Path | None = None) -> Registration:
    path = manifest_path(browser, user_data_dir=user_data_dir)
    if not path.exists():
        return Registration(browser, path, "not registered")
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return Registration(browser, path, f"the host manifest cannot be read ({exc})")
    expected = host_manifest(browser, Path(str(manifest.get("path", ""))))
    key = "allowed_extensions" if browser == "firefox" else "allowed_origins"
    if manifest.get(key) != expected[key] or manifest.get("name") != HOST_NAME:
        return Registration(browser, path, f"the host manifest names another extension ({manifest.get(key)})")
    target = Path(str(manifest.get("path", "")))
    if not target.is_file() or not os.access(target, os.X_OK):
        return Registration(browser, path, f"the host program {target} is missing or not executable")
    return Registration(browser, path, None)


def installed_browsers() -> list[str]:
    return [b for b in BROWSERS if any(shutil.which(name) for name in EXECUTABLES[b])]


def pack(destination: Path) -> Path:
    """The extension folder as one zip file: a Firefox .xpi (unsigned: Firefox ESR, Developer
    Edition or Nightly with xpinstall.signatures.required=false) or a zip for a Chromium store."""
    destination = Path(destination).expanduser().resolve()
    destination.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(destination, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(extension_dir().iterdir()):
            if path.is_file():
                archive.write(path, path.name)
    return destination


# ---- when each browser last reached the app (written by the host, read by doctor) ------------
def record_contact(data_dir: Path, browser: str, now: datetime | None = None) -> None:
    path = Path(data_dir) / STATUS_FILE
    status = read_contacts(data_dir)
    status[browser] = (now or datetime.now(UTC)).isoformat()
    with contextlib.suppress(OSError):  # the data dir may not exist yet; doctor then says "never"
        _write_atomic(path, json.dumps(status, indent=2) + "\n", stat.S_IRUSR | stat.S_IWUSR)


def read_contacts(data_dir: Path) -> dict[str, str]:
    try:
        data = json.loads((Path(data_dir) / STATUS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def last_contact(data_dir: Path, browser: str) -> datetime | None:
    value = read_contacts(data_dir).get(browser)
    try:
        return datetime.fromisoformat(value) if value else None
    except ValueError:
        return None
