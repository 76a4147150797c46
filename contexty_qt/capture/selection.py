"""The text the user has selected right now (text snippets, CAP-1).

X11 has a selection separate from the clipboard: PRIMARY is owned by whatever application has
the current selection, so it can be read without touching the user's clipboard and without
sending a synthetic Ctrl+C into their app. Qt exposes it as QClipboard.Mode.Selection.
Elsewhere (Windows, macOS, Wayland without primary-selection support) the clipboard is read
instead and the result carries a note saying so; a synthesized copy that restores the previous
clipboard afterwards is not implemented yet.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtGui import QClipboard, QGuiApplication

NOTE_CLIPBOARD_FALLBACK = "Nothing was selected, so the clipboard was used instead."
NOTE_NO_SELECTION_SUPPORT = ("This system has no separate selection; the clipboard was used "
                             "(copy the text first).")
NOTE_NOTHING = "Nothing is selected and the clipboard is empty: select some text first."


@dataclass(frozen=True)
class SelectedText:
    text: str
    source: str  # "primary" | "clipboard" | "none"
    note: str = ""


def read_selection(clipboard: QClipboard | None = None) -> SelectedText:
    """PRIMARY first, then the clipboard. Runs on the GUI thread (QClipboard requires it)."""
    clipboard = clipboard or QGuiApplication.clipboard()
    note = ""
    if clipboard.supportsSelection():
        primary = clipboard.text(QClipboard.Mode.Selection)
        if primary.strip():
            return SelectedText(primary, "primary")
        note = NOTE_CLIPBOARD_FALLBACK
    else:
        note = NOTE_NO_SELECTION_SUPPORT
    text = clipboard.text(QClipboard.Mode.Clipboard)
    if text.strip():
        return SelectedText(text, "clipboard", note)
    return SelectedText("", "none", NOTE_NOTHING)


NOTE_WAYLAND_NO_WL_PASTE = ("wl-paste (package wl-clipboard) is not installed, so the clipboard as Qt last "
                            "saw it was used: install wl-clipboard to capture the selected text on Wayland.")
WL_PASTE_TIMEOUT_S = 2.0


def _wl_paste(primary: bool) -> str | None:
    """The selection through wl-paste (wlr data-control: no focus needed); None when unavailable."""
    import shutil
    import subprocess

    if shutil.which("wl-paste") is None:
        return None
    argv = ["wl-paste", "--no-newline", "--type", "text"] + (["--primary"] if primary else [])
    try:
        result = subprocess.run(argv, capture_output=True, timeout=WL_PASTE_TIMEOUT_S)
    except (OSError, subprocess.SubprocessError):
        return None
    if result.returncode != 0:  # "No selection" / "Nothing is copied"
        return ""
    return result.stdout.decode("utf-8", errors="replace")


def read_wayland_selection(paste: Callable[[bool], str | None] = _wl_paste,
                           clipboard: QClipboard | None = None) -> SelectedText:
    """Wayland: a client only learns the selection while it has the keyboard focus, and at the
    moment of a desktop shortcut another application has it, so Qt's QClipboard would answer
    with whatever was selected when Contexty last had the focus. wl-paste asks the compositor
    directly (wlr data-control on sway/Hyprland/KDE; on GNOME it briefly takes the focus)."""
    primary = paste(True)
    if primary is None:
        fallback = read_selection(clipboard)
        note = " ".join(n for n in (fallback.note, NOTE_WAYLAND_NO_WL_PASTE) if n)
        return SelectedText(fallback.text, fallback.source, note)
    if primary.strip():
        return SelectedText(primary, "primary")
    text = paste(False) or ""
    if text.strip():
        return SelectedText(text, "clipboard", NOTE_CLIPBOARD_FALLBACK)
    return SelectedText("", "none", NOTE_NOTHING)
