"""Chips laid out in rows that wrap to the available width."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

ROW_SPACING = 4


class ChipBox(QWidget):
    """A box of chip widgets, wrapped into rows as wide as the box (re-wrapped on resize)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chips: list[QWidget] = []
        self._rows = QVBoxLayout(self)
        self._rows.setContentsMargins(0, 0, 0, 0)
        self._rows.setSpacing(ROW_SPACING)
        self._width = 0

    def add(self, chip: QWidget) -> None:
        chip.setParent(self)
        self._chips.append(chip)
        self._relayout()

    def remove(self, chip: QWidget) -> None:
        if chip in self._chips:
            self._chips.remove(chip)
            chip.hide()
            chip.deleteLater()
            self._relayout()

    def clear(self) -> None:
        for chip in list(self._chips):
            self.remove(chip)

    def chips(self) -> list[QWidget]:
        return list(self._chips)

    def _relayout(self) -> None:
        while self._rows.count():
            item = self._rows.takeAt(0)
            layout = item.layout() if item is not None else None
            if layout is not None:
                while layout.count():
                    layout.takeAt(0)
                layout.deleteLater()
        parent = self.parentWidget()
        available = max(120, self.width() or ((parent.width() - 16) if parent is not None else 300))
        row: QHBoxLayout | None = None
        used = 0
        for chip in self._chips:
            chip.setMaximumWidth(available)  # a chip wider than the box is narrowed (a CitationChip elides its label)
            width = min(chip.sizeHint().width(), available)
            if row is None or (used + width > available and used > 0):
                row = QHBoxLayout()
                row.setSpacing(ROW_SPACING)
                row.setContentsMargins(0, 0, 0, 0)
                self._rows.addLayout(row)
                used = 0
            row.addWidget(chip)
            chip.show()
            used += width + ROW_SPACING
        for index in range(self._rows.count()):
            item = self._rows.itemAt(index)
            layout = item.layout() if item is not None else None
            if isinstance(layout, QHBoxLayout):
                layout.addStretch(1)
        self._width = available
        self.setVisible(bool(self._chips))

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        if abs(self.width() - self._width) > 20 and self._chips:
            self._relayout()

    def sizeHint(self) -> QSize:
        return self._rows.sizeHint()
