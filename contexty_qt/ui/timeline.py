"""The Timeline tab: every memory of the workspace, newest first, grouped by day.

A QAbstractListModel + delegate (not a widget per row) so 10,000 memories scroll smoothly; the
rows are built by the TaskRunner off the GUI thread and applied in one model reset. In the app the
memories come from the canvas's TreeMirror (one copy of the workspace in memory, read once per
change, pulled memories included); without a mirror (tests, tools) they are read from the store.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListView,
    QStackedWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.core.events import ChangeEvent, Entity
from contexty_qt.core.model import Memory, SourceType
from contexty_qt.core.redaction import memory_secrets, secrets_notice
from contexty_qt.core.store import Store
from contexty_qt.ui.bridge import TaskRunner
from contexty_qt.ui.canvas.mirror import MirrorDelta, TreeMirror

log = logging.getLogger("contexty.ui.timeline")

# UI-2 colours: yellow snippet, green observation, blue chat
SOURCE_COLORS = {
    SourceType.SNIPPET: QColor("#F6C945"),
    SourceType.OBSERVATION: QColor("#5CB85C"),
    SourceType.CHAT: QColor("#4A90D9"),
}
SECRETS_COLOR = QColor("#B86E00")  # the secrets badge, as on canvas cards
SOURCE_LABELS = {SourceType.SNIPPET: "Snippet", SourceType.OBSERVATION: "Observation", SourceType.CHAT: "Chat"}
MAX_INCREMENTAL_IDS = 500  # above this a full reload is cheaper than an IN (...) query

KIND_ROLE = Qt.ItemDataRole.UserRole + 1  # "day" or "memory"
ROW_ROLE = Qt.ItemDataRole.UserRole + 2  # the TimelineRow (memory rows only)
MEMORY_ID_ROLE = Qt.ItemDataRole.UserRole + 3


@dataclass(frozen=True, slots=True)
class TimelineRow:
    """What one timeline line shows; built in the worker so the GUI thread only sorts and draws."""

    id: int
    source: SourceType
    title: str
    app: str
    window_title: str
    url: str
    captured_at: datetime  # local time
    hidden: bool
    secrets: tuple[tuple[str, int], ...] = ()  # likely secrets by kind in memo, text and OCR text (issue 8)

    @property
    def secret_count(self) -> int:
        return sum(n for _, n in self.secrets)

    @classmethod
    def from_memory(cls, memory: Memory, ocr_text: str = "") -> TimelineRow:
        return cls(memory.id, memory.source, memory.display_title(), memory.provenance.app,
                   memory.provenance.window_title, memory.provenance.url,
                   memory.captured_at.astimezone(), memory.hidden,
                   tuple(sorted(memory_secrets(memory, ocr_text).items())))


def load_rows(store: Store, ids: Iterable[int] | None = None) -> list[TimelineRow]:
    """Runs on a worker thread. Archived memories are left out (they are out of the context)."""
    workspace = store.default_workspace_id()
    return rows_of(store, store.memories(workspace, include_archived=False, ids=ids, newest_first=True))


def rows_of(store: Store, memories: Iterable[Memory]) -> list[TimelineRow]:
    """Runs on a worker thread: the rows of these memories (archived ones left out), with the likely
    secrets counted in memo, text and cached OCR text."""
    live = [m for m in memories if not m.archived]
    ocr = store.ocr_texts(m.image for m in live if m.image)
    return [TimelineRow.from_memory(m, ocr.get(m.image, "") if m.image else "") for m in live]


def day_label(day: date, today: date) -> str:
    if day == today:
        return "Today"
    if day == today - timedelta(days=1):
        return "Yesterday"
    if day.year == today.year:
        return day.strftime("%A, %d %B")
    return day.strftime("%A, %d %B %Y")


class TimelineModel(QAbstractListModel):
    """Flat list of day headers and memory rows, newest first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: dict[int, TimelineRow] = {}
        self._entries: list[date | TimelineRow] = []
        self._position: dict[int, int] = {}  # memory id -> row, for reselecting after a reset
        self._today = date.today()
        self.redaction_enabled: Callable[[], bool] = lambda: True  # privacy.redact_secrets, for the tooltip

    # ---- updates (GUI thread) --------------------------------------------------------------
    def set_rows(self, rows: Iterable[TimelineRow]) -> None:
        self._rows = {row.id: row for row in rows}
        self._rebuild()

    def update_rows(self, fetched_ids: Iterable[int], rows: Iterable[TimelineRow]) -> None:
        """Apply a partial reload: ids that were asked for but not returned are gone (deleted/archived)."""
        for memory_id in fetched_ids:
            self._rows.pop(memory_id, None)
        for row in rows:
            self._rows[row.id] = row
        self._rebuild()

    def _rebuild(self, today: date | None = None) -> None:
        today = today or date.today()
        ordered = sorted(self._rows.values(), key=lambda r: (r.captured_at, r.id), reverse=True)
        entries: list[date | TimelineRow] = []
        current: date | None = None
        for row in ordered:
            day = row.captured_at.date()
            if day != current:
                entries.append(day)
                current = day
            entries.append(row)
        self.beginResetModel()
        self._entries = entries
        self._position = {e.id: i for i, e in enumerate(entries) if isinstance(e, TimelineRow)}
        self._today = today
        self.endResetModel()

    # ---- queries ---------------------------------------------------------------------------
    def memory_count(self) -> int:
        return len(self._rows)

    def titles(self, limit: int = 50) -> list[str]:
        return [e.title for e in self._entries if isinstance(e, TimelineRow)][:limit]

    def row_of(self, memory_id: int) -> int:
        return self._position.get(memory_id, -1)

    # ---- Qt model API ----------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if isinstance(self._entries[index.row()], TimelineRow):
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return Qt.ItemFlag.ItemIsEnabled  # day headers are not selectable

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        if isinstance(entry, date):
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return day_label(entry, self._today)
            if role == KIND_ROLE:
                return "day"
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return entry.title
        if role == KIND_ROLE:
            return "memory"
        if role == ROW_ROLE:
            return entry
        if role == MEMORY_ID_ROLE:
            return entry.id
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return f"{SOURCE_LABELS[entry.source]}: {entry.title}, {meta_text(entry)}"
        if role == Qt.ItemDataRole.ToolTipRole:
            lines = [entry.title, f"{SOURCE_LABELS[entry.source]}, {entry.captured_at:%Y-%m-%d %H:%M}"]
            lines += [text for text in (entry.app, entry.window_title, entry.url) if text]
            if entry.secrets:
                lines.append(secrets_notice(dict(entry.secrets), redacting=self.redaction_enabled()))
            return "\n".join(lines)
        return None


def meta_text(row: TimelineRow) -> str:
    parts = [SOURCE_LABELS[row.source]]
    if row.app:
        parts.append(row.app)
    parts.append(row.captured_at.strftime("%H:%M"))
    return " · ".join(parts)


class TimelineDelegate(QStyledItemDelegate):
    """Two lines per memory (title; source · app · time) behind a source-colour bar."""

    PAD = 6
    MARKER_W = 5

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        fm = option.fontMetrics
        if index.data(KIND_ROLE) == "day":
            return QSize(120, fm.height() + 2 * self.PAD + 4)
        return QSize(120, fm.height() * 2 + 2 * self.PAD + 2)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        rect: QRect = option.rect
        palette: QPalette = option.palette
        painter.save()
        try:
            if index.data(KIND_ROLE) == "day":
                self._paint_day(painter, option, rect, palette, str(index.data()))
                return
            row: TimelineRow = index.data(ROW_ROLE)
            widget = option.widget
            style = widget.style() if widget is not None else None
            if style is not None:  # selection / hover background as the platform draws it
                style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, option, painter, widget)
            selected = bool(option.state & QStyle.StateFlag.State_Selected)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SOURCE_COLORS[row.source])
            marker = QRect(rect.left() + self.PAD, rect.top() + self.PAD, self.MARKER_W,
                           rect.height() - 2 * self.PAD)
            painter.drawRoundedRect(marker, 2, 2)

            text_left = marker.right() + self.PAD + 2
            width = rect.right() - self.PAD - text_left
            font = QFont(option.font)
            fm = QFontMetrics(font)
            if row.secret_count:
                width -= self._paint_secrets(painter, option, rect, row.secret_count) + self.PAD
            title_color = palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
            meta_color = QColor(title_color)
            meta_color.setAlphaF(0.65)
            painter.setFont(font)
            painter.setPen(title_color)
            top = rect.top() + self.PAD
            painter.drawText(QRect(text_left, top, width, fm.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             fm.elidedText(row.title, Qt.TextElideMode.ElideRight, width))
            small = QFont(font)
            small.setPointSizeF(max(font.pointSizeF() * 0.88, 7.0))
            painter.setFont(small)
            painter.setPen(meta_color)
            small_fm = QFontMetrics(small)
            painter.drawText(QRect(text_left, top + fm.height() + 2, width, fm.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             small_fm.elidedText(meta_text(row), Qt.TextElideMode.ElideRight, width))
        finally:
            painter.restore()

    def _paint_secrets(self, painter: QPainter, option: QStyleOptionViewItem, rect: QRect, count: int) -> int:
        """A small amber pill, "2 secrets", right-aligned on the title line; returns its width."""
        small = QFont(option.font)
        small.setPointSizeF(max(option.font.pointSizeF() * 0.8, 6.5))
        small.setBold(True)
        fm = QFontMetrics(small)
        label = f"{count} secret{'s' if count != 1 else ''}"
        pill = QRect(0, 0, fm.horizontalAdvance(label) + 10, fm.height() + 2)
        pill.moveTopRight(rect.topRight() + QPoint(-self.PAD, self.PAD + 1))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SECRETS_COLOR)
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        painter.setFont(small)
        painter.setPen(QColor("white"))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, label)
        return pill.width()

    def _paint_day(self, painter: QPainter, option: QStyleOptionViewItem, rect: QRect,
                   palette: QPalette, label: str) -> None:
        font = QFont(option.font)
        font.setBold(True)
        painter.setFont(font)
        color = QColor(palette.color(QPalette.ColorRole.Text))
        color.setAlphaF(0.75)
        painter.setPen(color)
        painter.drawText(rect.adjusted(self.PAD, self.PAD + 2, -self.PAD, -2),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, label)


class TimelineView(QWidget):
    """The list plus its loading / empty states, and the loader that keeps it current.

    Loads are serialized (one in flight); changes arriving meanwhile are merged into the next load,
    so results can never be applied out of order.
    """

    loaded = Signal()  # after each applied (re)load; the model is current as of that read
    count_changed = Signal(int)
    load_failed = Signal(str)

    def __init__(self, store: Store, runner: TaskRunner, parent: QWidget | None = None, *,
                 mirror: TreeMirror | None = None) -> None:
        """`mirror`: follow the canvas's TreeMirror instead of reading the store (the app)."""
        super().__init__(parent)
        self._store, self._runner, self._mirror = store, runner, mirror
        if mirror is not None:
            mirror.applied.connect(self._on_mirror)
        self._busy = False
        self._want_full = False
        self._want_ids: set[int] = set()
        self._has_loaded = False
        self._closed = False

        self.model = TimelineModel(self)
        self.list = QListView(self)
        self.list.setObjectName("timelineList")
        self.list.setAccessibleName("Timeline")
        self.list.setModel(self.model)
        self.list.setItemDelegate(TimelineDelegate(self.list))
        self.list.setUniformItemSizes(False)
        self.list.setLayoutMode(QListView.LayoutMode.Batched)  # lays out big lists in slices
        self.list.setBatchSize(256)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setFrameShape(QListView.Shape.NoFrame)

        self.message = QLabel(self)
        self.message.setObjectName("timelineMessage")
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.setMargin(16)
        self.message.setText("Loading memories…")

        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.message)
        self.stack.addWidget(self.list)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)

    # ---- requests --------------------------------------------------------------------------
    def reload(self) -> None:
        """Read everything again (first show, an outside writer, anything we cannot narrow down).
        With a mirror: rebuild from it once it has loaded (it re-reads the store itself)."""
        if self._mirror is not None and not self._mirror.loaded_once:
            return  # its first load arrives as a full delta
        self._want_full = True
        self._pump()

    def _on_mirror(self, delta: MirrorDelta) -> None:
        if delta.full:
            self._want_full = True
        else:
            self._want_ids.update(delta.memories | delta.removed)
        if len(self._want_ids) > MAX_INCREMENTAL_IDS:
            self._want_full = True
        self._pump()

    def on_changes(self, events: list[ChangeEvent]) -> None:
        """In-process change events (already on the GUI thread via the EventBridge); with a mirror the
        mirror follows them and tells this view what it read."""
        if self._mirror is not None:
            return
        for event in events:
            if event.entity is Entity.MEMORY:
                self._want_ids.update(event.ids)
            elif event.entity is Entity.WORKSPACE:
                self._want_full = True
        if len(self._want_ids) > MAX_INCREMENTAL_IDS:
            self._want_full = True
        self._pump()

    def is_loading(self) -> bool:
        mirror = self._mirror
        if mirror is not None and (not mirror.loaded_once or mirror.is_loading()):
            return True
        return self._busy or self._want_full or bool(self._want_ids)

    def close_view(self) -> None:
        """Stop applying results (the window is going away; the runner may still finish a read)."""
        self._closed = True

    def _pump(self) -> None:
        if self._busy or self._closed:
            return
        store, mirror = self._store, self._mirror
        if self._want_full:
            self._want_full, self._want_ids = False, set()
            self._busy = True
            if mirror is not None:  # the memories themselves are shared, not copied: a list of references
                every = list(mirror.memories.values())
                self._runner.submit(lambda: rows_of(store, every), lambda rows: self._apply(None, rows),
                                    self._failed)
            else:
                self._runner.submit(lambda: load_rows(store), lambda rows: self._apply(None, rows),
                                    self._failed)
        elif self._want_ids:
            ids, self._want_ids = sorted(self._want_ids), set()
            self._busy = True
            if mirror is not None:
                some = [mirror.memories[i] for i in ids if i in mirror.memories]
                self._runner.submit(lambda: rows_of(store, some), lambda rows: self._apply(ids, rows),
                                    self._failed)
            else:
                self._runner.submit(lambda: load_rows(store, ids), lambda rows: self._apply(ids, rows),
                                    self._failed)

    # ---- results (GUI thread) --------------------------------------------------------------
    def _apply(self, ids: list[int] | None, rows: list[TimelineRow]) -> None:
        self._busy = False
        if self._closed:
            return
        selected = self.selected_ids()
        if ids is None:
            self.model.set_rows(rows)
        else:
            self.model.update_rows(ids, rows)
        self._reselect(selected)
        self._has_loaded = True
        self._show_state()
        self.count_changed.emit(self.model.memory_count())
        self.loaded.emit()
        self._pump()

    def _failed(self, error: BaseException) -> None:
        self._busy = False
        if self._closed:
            return
        log.error("timeline load failed: %s", error, exc_info=(type(error), error, error.__traceback__))
        if not self._has_loaded:
            self.message.setText(f"Could not read the memories: {error}")
            self.stack.setCurrentWidget(self.message)
        self.load_failed.emit(str(error))
        self._pump()

    def _show_state(self) -> None:
        if self.model.memory_count():
            self.stack.setCurrentWidget(self.list)
        else:
            self.message.setText(
                "No memories yet.\n\nCapture a screen region or the selected text with the global\n"
                "shortcuts (Ctrl+Shift+S and Ctrl+Shift+C unless changed in Settings),\n"
                "or from a terminal: contexty add --text \"…\""
            )
            self.stack.setCurrentWidget(self.message)

    # ---- selection -------------------------------------------------------------------------
    def selected_ids(self) -> list[int]:
        selection = self.list.selectionModel()
        if selection is None:
            return []
        return [int(i.data(MEMORY_ID_ROLE)) for i in selection.selectedIndexes()
                if i.data(MEMORY_ID_ROLE) is not None]

    def _reselect(self, ids: list[int]) -> None:
        selection = self.list.selectionModel()
        if not ids or selection is None:
            return
        for memory_id in ids:
            row = self.model.row_of(memory_id)
            if row >= 0:
                selection.select(self.model.index(row), QItemSelectionModel.SelectionFlag.Select)
