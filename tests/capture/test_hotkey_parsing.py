"""Shortcut strings from settings: parsed, normalised, bad ones refused with a readable reason."""

from __future__ import annotations

import pytest

from contexty_qt.capture.hotkeys import Hotkey, UnavailableHotkeys, hotkey_backend, parse_hotkey
from contexty_qt.capture.session import WAYLAND_SHORTCUT_ADVICE, Session, detect_session
from contexty_qt.core.errors import InvalidInputError


@pytest.mark.parametrize("text,mods,key,canonical", [
    ("Ctrl+Shift+S", {"ctrl", "shift"}, "s", "Ctrl+Shift+S"),
    ("shift+ctrl+c", {"ctrl", "shift"}, "c", "Ctrl+Shift+C"),
    ("Control-Alt-F5", {"ctrl", "alt"}, "F5", "Ctrl+Alt+F5"),
    ("Cmd+Shift+S", {"super", "shift"}, "s", "Shift+Super+S"),
    ("Super+Print", {"super"}, "Print", "Super+Print"),
    ("ctrl + shift + space", {"ctrl", "shift"}, "space", "Ctrl+Shift+space"),
    ("F9", set(), "F9", "F9"),
])
def test_parse(text: str, mods: set[str], key: str, canonical: str) -> None:
    hotkey = parse_hotkey(text)
    assert hotkey == Hotkey(frozenset(mods), key)
    assert str(hotkey) == canonical
    assert parse_hotkey(str(hotkey)) == hotkey


@pytest.mark.parametrize("text,message", [
    ("", "not a shortcut"),
    ("Ctrl++S", "not a shortcut"),
    ("Hyper+S", "not a modifier"),
    ("Ctrl+Shift", "no key"),
    ("S", "at least one modifier"),
    ("Ctrl+Banana", "not a key"),
])
def test_bad_shortcuts_are_refused(text: str, message: str) -> None:
    with pytest.raises(InvalidInputError, match=message):
        parse_hotkey(text)


def test_session_detection() -> None:
    assert detect_session({"DISPLAY": ":0"}, "linux") is Session.X11
    assert detect_session({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, "linux") is Session.WAYLAND
    assert detect_session({"XDG_SESSION_TYPE": "wayland"}, "linux") is Session.WAYLAND
    assert detect_session({}, "linux") is Session.NONE
    assert detect_session({}, "win32") is Session.WINDOWS
    assert detect_session({}, "darwin") is Session.MACOS


def test_wayland_reports_the_desktop_shortcut_advice_for_every_binding() -> None:
    backend = hotkey_backend(Session.WAYLAND)
    assert isinstance(backend, UnavailableHotkeys)
    result = backend.set_bindings({"region": parse_hotkey("Ctrl+Shift+S")}).result()
    assert result == {"region": WAYLAND_SHORTCUT_ADVICE}
    assert "contexty capture-region" in WAYLAND_SHORTCUT_ADVICE
    assert "contexty capture-text" in WAYLAND_SHORTCUT_ADVICE
