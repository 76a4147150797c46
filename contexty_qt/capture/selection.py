"""The text the user has selected right now (text snippets, CAP-1).

X11 has a selection separate from the clipboard: PRIMARY is owned by whatever application has
the current selection, so it can be read without touching the user's clipboard and without
sending a synthetic Ctrl+C into their app. Qt exposes it as QClipboard.Mode.Selection.
Elsewhere (Windows, macOS, Wayland without primary-selection support) the clipboard is read
instead and the result carries a note saying so; a synthesized copy that restores the previous
clipboard afterwards is not implemented yet.
"""

from __future__ import annotations

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
