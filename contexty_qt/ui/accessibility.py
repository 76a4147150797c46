"""Accessible names for controls that would otherwise be announced as a bare role (issue 17).

Screen readers announce a control by its accessible name. Qt derives one from a button's text or
a form label, but an icon button, a line edit's clear button, a text field known only by its
placeholder or a list without a heading stay nameless. `name_controls()` walks a window once it
is built (and again when it is shown, for widgets made lazily) and fills in the missing names from
what a sighted user sees instead: the tooltip, the placeholder text, or a given fallback. Names set
explicitly are never changed. The canvas's own items are exposed by ui/canvas/accessibility.py.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QToolButton,
    QWidget,
)

CONTROLS = (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit)


def _visible_text(widget: QWidget) -> str:
    if isinstance(widget, QAbstractButton):
        return widget.text().replace("&", "").strip()
    return ""


def _fallback(widget: QWidget) -> str:
    if isinstance(widget, QToolButton) and isinstance(widget.parent(), QLineEdit):
        return "Clear"  # QLineEdit's clear button: an icon without text or tooltip
    if isinstance(widget, (QLineEdit, QPlainTextEdit, QTextEdit)):
        placeholder = widget.placeholderText().strip()
        if placeholder:
            return placeholder
    tip = widget.toolTip().strip()
    if tip:
        return tip.split("\n", 1)[0][:120]
    return ""


def name_controls(root: QWidget) -> list[QWidget]:
    """Give every nameless control under `root` a name; returns those still without one."""
    nameless: list[QWidget] = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or widget.accessibleName() or _visible_text(widget):
            continue
        name = _fallback(widget)
        if name:
            widget.setAccessibleName(name)
        else:
            nameless.append(widget)
    return nameless
