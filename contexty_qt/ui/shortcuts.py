"""In-app keyboard shortcuts against the global capture hotkeys (issue 17).

On X11 a global hotkey is a key grab on the root window: the X server hands the key to the grabber
before any window sees it, so an in-app shortcut with the same keys never fires (the repository
window's Ctrl+Shift+C started a text capture instead of copying). `collisions()` lists every
in-app shortcut (QAction and QShortcut, found from the given roots) that equals a configured
hotkey; the test suite runs it over the whole running app against the configured hotkeys.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QShortcut

from contexty_qt.capture.hotkeys import parse_hotkey


def normalized(sequence: QKeySequence | str) -> str:
    return QKeySequence(sequence).toString(QKeySequence.SequenceFormat.PortableText)


def hotkey_sequence(text: str) -> str:
    """A hotkey setting ("ctrl+shift+c") in QKeySequence's portable form ("Ctrl+Shift+C")."""
    return normalized(str(parse_hotkey(text)))


def in_app_shortcuts(roots: Iterable[QObject]) -> dict[str, list[str]]:
    """{portable key sequence: [where: action text or object name, ...]} under `roots`."""
    found: dict[str, list[str]] = {}
    seen: set[int] = set()
    for root in roots:
        actions = [root] if isinstance(root, QAction) else []
        for action in [*actions, *root.findChildren(QAction)]:
            if id(action) in seen:
                continue
            seen.add(id(action))
            for sequence in action.shortcuts():
                if not sequence.isEmpty():
                    where = action.text().replace("&", "") or action.objectName() or type(action.parent()).__name__
                    found.setdefault(normalized(sequence), []).append(where)
        for shortcut in root.findChildren(QShortcut):
            if id(shortcut) in seen or shortcut.key().isEmpty():
                continue
            seen.add(id(shortcut))
            parent = shortcut.parent()
            where = f"{type(parent).__name__} shortcut" if parent is not None else "shortcut"
            found.setdefault(normalized(shortcut.key()), []).append(where)
    return found


def collisions(roots: Iterable[QObject], hotkeys: Iterable[str]) -> dict[str, list[str]]:
    """In-app shortcuts equal to one of the global `hotkeys` (settings values)."""
    taken = {hotkey_sequence(text) for text in hotkeys if text.strip()}
    return {keys: where for keys, where in in_app_shortcuts(roots).items() if keys in taken}
