"""One selection shared by the timeline, the overview tree and the canvas.

Each view writes its selection here with itself as the source and follows changes from the
others, skipping its own echo (the same rule as the change events' origin).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QItemSelection, QItemSelectionModel, QObject, Signal


class SelectionModel(QObject):
    changed = Signal(object)  # the source object that made the change (None: programmatic)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._memories: frozenset[int] = frozenset()
        self._groups: frozenset[int] = frozenset()

    @property
    def memory_ids(self) -> frozenset[int]:
        return self._memories

    @property
    def group_ids(self) -> frozenset[int]:
        return self._groups

    def set(self, memory_ids: Iterable[int] = (), group_ids: Iterable[int] = (), source: object = None) -> None:
        memories, groups = frozenset(memory_ids), frozenset(group_ids)
        if memories == self._memories and groups == self._groups:
            return
        self._memories, self._groups = memories, groups
        self.changed.emit(source)

    def clear(self, source: object = None) -> None:
        self.set((), (), source)

    def forget(self, memory_ids: Iterable[int] = (), group_ids: Iterable[int] = ()) -> None:
        """Drop ids that no longer exist (deleted), keeping the rest selected."""
        self.set(self._memories - set(memory_ids), self._groups - set(group_ids), None)

    def is_empty(self) -> bool:
        return not self._memories and not self._groups


class TimelineSelectionAdapter(QObject):
    """Keeps the Timeline tab's list selection and the shared selection in step, through the
    timeline's public model API (the timeline itself knows nothing about the shared selection)."""

    def __init__(self, selection: SelectionModel, timeline: Any, parent: QObject | None = None) -> None:
        """`timeline`: a ui.timeline.TimelineView (its `list`, `model.row_of`, `selected_ids`, `loaded`)."""
        super().__init__(parent)
        self._selection, self._timeline = selection, timeline
        self._applying = False
        timeline.list.selectionModel().selectionChanged.connect(self._from_timeline)
        timeline.loaded.connect(lambda: self._to_timeline(None))  # rows may have appeared
        selection.changed.connect(self._to_timeline)

    def _from_timeline(self, *_args: object) -> None:
        if self._applying:
            return
        self._selection.set(self._timeline.selected_ids(), (), self)

    def _to_timeline(self, source: object) -> None:
        if source is self:
            return
        model, view = self._timeline.model, self._timeline.list
        chosen = QItemSelection()
        found: set[int] = set()
        first = None
        for memory_id in sorted(self._selection.memory_ids):
            row = model.row_of(memory_id)
            if row >= 0:
                index = model.index(row)
                chosen.select(index, index)
                found.add(memory_id)
                first = index if first is None or index.row() < first.row() else first
        if set(self._timeline.selected_ids()) == found:
            return
        self._applying = True
        try:
            view.selectionModel().select(chosen, QItemSelectionModel.SelectionFlag.ClearAndSelect)
            if first is not None:
                view.scrollTo(first)
        finally:
            self._applying = False
