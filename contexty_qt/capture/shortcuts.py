"""Capture shortcuts on Wayland, where a program cannot grab keys (CAP-1).

Two routes:

* org.freedesktop.portal.GlobalShortcuts (KDE Plasma 5.27+, GNOME 48+, Hyprland): the app
  proposes shortcuts (BindShortcuts with a preferred trigger) and the desktop lets the user pick
  the keys; the reply says which trigger each got. `bind_request` builds the arguments and
  `bound_shortcuts` reads the reply. The client (global_shortcuts.py) is tested against a
  stand-in portal that follows the spec, because no desktop on the test rig offers this portal.
* Desktop shortcuts running `contexty capture-region` / `contexty capture-text` (those forward to
  the running instance over its socket): GNOME custom keybindings through gsettings, a KDE
  .desktop command plus a kglobalshortcutsrc entry, and a config snippet for sway and Hyprland.
  Settings → Hotkeys shows what applies to the current desktop.
"""

from __future__ import annotations

import configparser
import shlex
import subprocess
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from contexty_qt.capture.hotkeys import Hotkey, HotkeyBackend

COMMANDS = {"region": "capture-region", "text": "capture-text"}
DESCRIPTIONS = {"region": "Contexty: capture a screen region", "text": "Contexty: capture the selected text"}
GNOME_SCHEMA = "org.gnome.settings-daemon.plugins.media-keys"
GNOME_KEY = "custom-keybindings"
GNOME_PATH = "/org/gnome/settings-daemon/plugins/media-keys/custom-keybindings/contexty-{name}/"
GNOME_ITEM_SCHEMA = "org.gnome.settings-daemon.plugins.media-keys.custom-keybinding"


# ---- the GlobalShortcuts portal ------------------------------------------------------------------
def xdg_trigger(hotkey: Hotkey) -> str:
    """The shortcuts spec's trigger syntax ("CTRL+SHIFT+s", "LOGO+F9")."""
    names = {"ctrl": "CTRL", "alt": "ALT", "shift": "SHIFT", "super": "LOGO"}
    mods = [names[m] for m in ("ctrl", "alt", "shift", "super") if m in hotkey.modifiers]
    return "+".join([*mods, hotkey.key])


def bind_request(bindings: Mapping[str, Hotkey]) -> list[tuple[str, dict[str, str]]]:
    """BindShortcuts' a(sa{sv}) shortcuts argument."""
    return [(name, {"description": DESCRIPTIONS.get(name, name), "preferred_trigger": xdg_trigger(hotkey)})
            for name, hotkey in bindings.items()]


def bound_shortcuts(code: int, results: Mapping[str, Any]) -> dict[str, str | None]:
    """BindShortcuts' Response: {shortcut id: what the user got, or None when not bound}.

    results["shortcuts"] is a(sa{sv}); each entry's "trigger_description" is what the desktop shows.
    """
    if code != 0:
        return {}
    bound: dict[str, str | None] = {}
    for entry in results.get("shortcuts", []):
        name, props = entry[0], dict(entry[1])
        bound[str(name)] = str(props.get("trigger_description") or "") or None
    return bound


# ---- desktop shortcuts -----------------------------------------------------------------------------
@dataclass(frozen=True)
class DesktopShortcuts:
    desktop: str
    how: str  # one sentence: what Contexty does or what the user does
    commands: list[list[str]]  # commands Contexty runs to create them (empty: user pastes the snippet)
    snippet: str  # config to paste, or what the commands do, shown in Settings
    check: str  # how to check they work


def contexty_command(name: str, executable: str = "contexty") -> str:
    return f"{executable} {COMMANDS[name]}"


def gnome_key(hotkey: Hotkey) -> str:
    """GNOME's accelerator syntax: <Control><Shift>s, <Super>F9."""
    names = {"ctrl": "<Control>", "alt": "<Alt>", "shift": "<Shift>", "super": "<Super>"}
    return "".join(names[m] for m in ("ctrl", "alt", "shift", "super") if m in hotkey.modifiers) + hotkey.key


def gnome_commands(bindings: Mapping[str, Hotkey], existing: Sequence[str],
                   executable: str = "contexty") -> list[list[str]]:
    """gsettings calls adding our two custom keybindings next to the user's own (`existing` is the
    current custom-keybindings list, read with `gsettings get`)."""
    paths = list(existing)
    commands: list[list[str]] = []
    for name, hotkey in bindings.items():
        path = GNOME_PATH.format(name=name)
        if path not in paths:
            paths.append(path)
        item = f"{GNOME_ITEM_SCHEMA}:{path}"
        commands += [["gsettings", "set", item, "name", DESCRIPTIONS[name]],
                     ["gsettings", "set", item, "command", contexty_command(name, executable)],
                     ["gsettings", "set", item, "binding", gnome_key(hotkey)]]
    listed = "[" + ", ".join(f"'{p}'" for p in paths) + "]"
    return [["gsettings", "set", GNOME_SCHEMA, GNOME_KEY, listed], *commands]


def parse_gsettings_list(text: str) -> list[str]:
    """`gsettings get … custom-keybindings` prints "@as []" or "['/a/', '/b/']"."""
    text = text.strip().removeprefix("@as").strip()
    return [part.strip().strip("'\"") for part in text.strip("[]").split(",") if part.strip()]


def kde_key(hotkey: Hotkey) -> str:
    names = {"ctrl": "Ctrl", "alt": "Alt", "shift": "Shift", "super": "Meta"}
    key = hotkey.key.upper() if len(hotkey.key) == 1 else hotkey.key
    return "+".join([*(names[m] for m in ("super", "ctrl", "alt", "shift") if m in hotkey.modifiers), key])


def kde_files(bindings: Mapping[str, Hotkey], home: Path, executable: str = "contexty") -> dict[Path, str]:
    """KDE Plasma's own format for a command shortcut (what System Settings → Hotkeys → Add
    Command writes): a .desktop file and its `_launch` entry in kglobalshortcutsrc."""
    files: dict[Path, str] = {}
    for name in bindings:
        desktop_id = f"contexty-{COMMANDS[name]}.desktop"
        files[home / ".local/share/applications" / desktop_id] = (
            "[Desktop Entry]\nType=Application\nName=" + DESCRIPTIONS[name] + "\n"
            f"Exec={contexty_command(name, executable)}\nNoDisplay=true\nX-KDE-GlobalAccel-CommandShortcut=true\n")
    config = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    config.optionxform = str  # type: ignore[assignment,method-assign]
    rc = home / ".config/kglobalshortcutsrc"
    if rc.exists():
        config.read(rc, encoding="utf-8")
    for name, hotkey in bindings.items():
        section = f"contexty-{COMMANDS[name]}.desktop"
        if not config.has_section(section):
            config.add_section(section)
        config.set(section, "_k_friendly_name", DESCRIPTIONS[name])
        config.set(section, "_launch", f"{kde_key(hotkey)},none,{DESCRIPTIONS[name]}")
    from io import StringIO

    buffer = StringIO()
    config.write(buffer, space_around_delimiters=False)
    files[rc] = buffer.getvalue()
    return files


def sway_snippet(bindings: Mapping[str, Hotkey], executable: str = "contexty") -> str:
    names = {"ctrl": "Ctrl", "alt": "Mod1", "shift": "Shift", "super": "Mod4"}
    lines = ["# Contexty capture shortcuts (add to ~/.config/sway/config, then reload with $mod+Shift+c)"]
    for name, hotkey in bindings.items():
        keys = "+".join([*(names[m] for m in ("super", "ctrl", "alt", "shift") if m in hotkey.modifiers),
                         hotkey.key])
        lines.append(f"bindsym {keys} exec {contexty_command(name, executable)}")
    return "\n".join(lines)


def hyprland_snippet(bindings: Mapping[str, Hotkey], executable: str = "contexty") -> str:
    names = {"ctrl": "CTRL", "alt": "ALT", "shift": "SHIFT", "super": "SUPER"}
    lines = ["# Contexty capture shortcuts (add to ~/.config/hypr/hyprland.conf)"]
    for name, hotkey in bindings.items():
        mods = " ".join(names[m] for m in ("super", "ctrl", "alt", "shift") if m in hotkey.modifiers)
        lines.append(f"bind = {mods}, {hotkey.key}, exec, {contexty_command(name, executable)}")
    return "\n".join(lines)


CHECK = ("Press the shortcut with some text selected in another window: the memo popup appears. If "
         "nothing happens, run `contexty capture-text` in a terminal: it prints what went wrong.")


def desktop_shortcuts(desktop: str, bindings: Mapping[str, Hotkey], home: Path | None = None,
                      existing_gnome: Sequence[str] = (), executable: str = "contexty") -> DesktopShortcuts:
    if desktop == "gnome":
        commands = gnome_commands(bindings, existing_gnome, executable)
        return DesktopShortcuts(desktop, "Contexty adds two custom shortcuts to GNOME's keyboard settings "
                                         "(Settings → Keyboard → Custom Shortcuts).", commands,
                                "\n".join(shlex.join(c) for c in commands), CHECK)
    if desktop == "kde":
        files = kde_files(bindings, home or Path.home(), executable)
        return DesktopShortcuts(desktop, "Contexty writes two command shortcuts for KDE Plasma (System "
                                         "Settings → Hotkeys; log out and in if they do not show).", [],
                                "\n\n".join(f"# {p}\n{t}" for p, t in files.items()), CHECK)
    if desktop == "hyprland":
        return DesktopShortcuts(desktop, "Paste these lines into your Hyprland configuration.", [],
                                hyprland_snippet(bindings, executable), CHECK)
    return DesktopShortcuts(desktop, "Paste these lines into your sway configuration (other compositors: "
                                     "bind the same commands in their keyboard settings).", [],
                            sway_snippet(bindings, executable), CHECK)


def apply_desktop_shortcuts(shortcuts: DesktopShortcuts, bindings: Mapping[str, Hotkey], home: Path | None = None,
                            run: Callable[..., Any] = subprocess.run, executable: str = "contexty") -> str:
    """Create them (GNOME: gsettings; KDE: files); a sentence saying what was done."""
    if shortcuts.desktop == "gnome":
        for command in shortcuts.commands:
            run(command, check=True, capture_output=True, timeout=10)
        return "GNOME custom shortcuts created."
    if shortcuts.desktop == "kde":
        for path, text in kde_files(bindings, home or Path.home(), executable).items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        return "KDE shortcut files written; log out and in (or restart kglobalaccel) to use them."
    return "Nothing to create here: paste the snippet into your compositor's configuration."


def wayland_advice(desktop: str) -> str:
    where = {"gnome": "Settings → Hotkeys can create them in GNOME's keyboard settings",
             "kde": "Settings → Hotkeys can create them for KDE Plasma",
             "sway": "Settings → Hotkeys shows the lines to add to your sway config",
             "hyprland": "Settings → Hotkeys shows the lines to add to your Hyprland config"}.get(
        desktop, "bind them in your desktop's keyboard settings")
    return ("Programs cannot grab global keys on Wayland, so the capture shortcuts are desktop shortcuts "
            f"running `contexty capture-region` and `contexty capture-text`: {where}.")


def wayland_hotkeys(desktop: str) -> HotkeyBackend:
    """The GlobalShortcuts portal where the desktop offers it, else the desktop-shortcut advice
    (found out on the portal client's own thread: the GUI thread never waits on D-Bus)."""
    from contexty_qt.capture.global_shortcuts import GlobalShortcutsHotkeys

    return GlobalShortcutsHotkeys(fallback=wayland_advice(desktop))
