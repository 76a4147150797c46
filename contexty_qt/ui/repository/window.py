"""The long-term memory window (LTM-1, LTM-2, CAIM-5, LUFY-3): one window over every workspace and
session, reachable from the main window's Memory menu and the tray.

    Search    semantic + keyword search of every memory, each hit with its matching sentence
              highlighted; filters by workspace, source, time and app
    Map       every memory as a dot (PCA of its vector), coloured by cluster with keywords; hover
              for a preview, lasso (Shift+drag, or the Lasso button) to select
    Sessions  each session's summary, inductive thoughts and merge proposals (Accept / Reject)
    Faded     what forgetting archived, one click to restore
    Disk      what each workspace takes, and the image retention limits

Selections on Search and Map can be pulled into the current workspace (by reference: LTM-2) or
copied as context for another assistant. Every change goes through the core's undoable commands;
slow work (index, search, map, retention) runs on the TaskRunner.
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta

import numpy as np
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QCloseEvent,
    QColor,
    QGuiApplication,
    QKeySequence,
    QPainter,
    QPalette,
    QShortcut,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.core.errors import ContextyError
from contexty_qt.core.exchange import Selection, export_context
from contexty_qt.core.longterm import consolidation, forgetting
from contexty_qt.core.longterm.repository import MapData, RepoFilter, RepoHit, RepoResult
from contexty_qt.core.longterm.reuse import pull_memories
from contexty_qt.core.longterm.sessions import Session, Sessions
from contexty_qt.core.model import Memory, SourceType, utcnow
from contexty_qt.core.settings import Settings
from contexty_qt.core.tree import MemoryTree
from contexty_qt.ui.bridge import Latest, TaskRunner
from contexty_qt.ui.repository.controller import RepositoryController
from contexty_qt.ui.repository.map_view import MapView, cluster_color

log = logging.getLogger("contexty.ui.repository")

SOURCE_COLORS = {SourceType.SNIPPET: "#F6C945", SourceType.OBSERVATION: "#5CB85C", SourceType.CHAT: "#4A90D9"}
TIME_CHOICES = [("Any time", None), ("Today", 1), ("Past 7 days", 7), ("Past 30 days", 30), ("Past year", 365)]
HIT_ROLE = Qt.ItemDataRole.UserRole + 1


def _esc(text: str) -> str:
    return html.escape(" ".join(text.split()))


def highlighted(text: str, spans: tuple[tuple[int, int], ...]) -> str:
    out, last = [], 0
    for start, end in spans:
        out += [_esc(text[last:start]) + (" " if text[last:start].endswith(" ") else ""),
                f"<span style='background:#FFE58A;font-weight:600'>{_esc(text[start:end])}</span>"]
        if text[end:end + 1] == " ":
            out.append(" ")
        last = end
    out.append(_esc(text[last:]))
    return "".join(out)


class HitDelegate(QStyledItemDelegate):
    """A search hit: coloured source bar, title, where/when line, the matching sentence highlighted."""

    def __init__(self, names: Callable[[int], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names = names

    def _doc(self, hit: RepoHit, width: int, palette: QPalette) -> QTextDocument:
        m = hit.memory
        flags = " · faded" if m.faded_at else " · archived" if m.archived else ""
        where = ", ".join(p for p in (m.provenance.app, m.provenance.url or m.provenance.window_title) if p)
        kind = m.source.value if hit.thought is None else "session thought, from " + ", ".join(
            f"m{i}" for i in hit.thought.memory_ids)
        meta = f"{self.names(m.workspace_id)} · {kind} · " \
               f"{m.captured_at.astimezone().strftime('%Y-%m-%d %H:%M')}{flags}" + (f" · {where}" if where else "")
        muted = palette.color(QPalette.ColorRole.PlaceholderText).name()
        label = {"memo": "your memo", "text": "text", "ocr": "screenshot text", "summary": "summary",
                 "title": "title", "user_context": "context"}[hit.sentence.field] if hit.thought is None else "thought"
        sense = " (by meaning)" if hit.sentence.semantic else ""
        doc = QTextDocument()
        doc.setDocumentMargin(2)
        doc.setTextWidth(width)
        doc.setHtml(
            f"<div style='font-weight:600'>{_esc(m.display_title())}</div>"
            f"<div style='color:{muted};font-size:small'>{_esc(meta[:160])}</div>"
            f"<div style='margin-top:3px'><span style='color:{muted}'>{label}{sense}:</span> "
            f"“{highlighted(hit.sentence.text, hit.sentence.spans)}”</div>")
        return doc

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex,
              ) -> None:
        hit: RepoHit | None = index.data(HIT_ROLE)
        if hit is None:
            super().paint(painter, option, index)
            return
        painter.save()
        rect: QRect = option.rect
        state = option.state
        palette: QPalette = option.palette
        if state & QStyle.StateFlag.State_Selected:
            painter.fillRect(rect, palette.color(QPalette.ColorRole.Highlight).lighter(175))
        painter.fillRect(QRect(rect.left() + 2, rect.top() + 6, 4, rect.height() - 12),
                         QColor(SOURCE_COLORS[hit.memory.source]))
        doc = self._doc(hit, rect.width() - 22, palette)
        painter.translate(rect.left() + 14, rect.top() + 5)
        context = QAbstractTextDocumentLayout.PaintContext()
        doc.documentLayout().draw(painter, context)
        painter.restore()
        painter.setPen(palette.color(QPalette.ColorRole.Midlight))
        painter.drawLine(rect.left() + 10, rect.bottom(), rect.right() - 10, rect.bottom())

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        hit: RepoHit | None = index.data(HIT_ROLE)
        if hit is None:
            return super().sizeHint(option, index)
        width = max(200, option.rect.width() or 600)
        doc = self._doc(hit, width - 22, option.palette)
        return QSize(width, int(doc.size().height()) + 12)


class RepositoryWindow(QMainWindow):
    """See the module docstring. `current_workspace()` decides where pulls go."""

    pulled = Signal(int, int)  # workspace id, how many references were made

    def __init__(self, tree: MemoryTree, settings: Settings, runner: TaskRunner, controller: RepositoryController,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tree, self.store, self.settings, self.runner = tree, tree.store, settings, runner
        self.controller = controller
        self.setObjectName("repositoryWindow")
        self.setWindowTitle("Long-term memory — Contexty")
        self.resize(1180, 780)
        self._names: dict[int, str] = {}
        self._hits: list[RepoHit] = []
        self._map: MapData | None = None

        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(10, 10, 10, 6)
        layout.setSpacing(8)
        # ---- search box and filters ------------------------------------------------------------
        top = QHBoxLayout()
        self.query = QLineEdit(central)
        self.query.setObjectName("repositoryQuery")
        self.query.setPlaceholderText("Search every workspace and session — words or meaning…")
        self.query.setClearButtonEnabled(True)
        font = self.query.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.query.setFont(font)
        self.query.setMinimumHeight(32)
        top.addWidget(self.query, 1)
        layout.addLayout(top)
        filters = QHBoxLayout()
        filters.setSpacing(6)
        self.workspace_filter = QComboBox(central)
        self.source_filter = QComboBox(central)
        self.time_filter = QComboBox(central)
        self.app_filter = QComboBox(central)
        self.archived_filter = QComboBox(central)
        for combo in (self.workspace_filter, self.source_filter, self.time_filter, self.app_filter,
                      self.archived_filter):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            filters.addWidget(combo)
        self.source_filter.addItem("All sources", None)
        for source in SourceType:
            self.source_filter.addItem(source.value.capitalize() + "s", source)
        for label, days in TIME_CHOICES:
            self.time_filter.addItem(label, days)
        self.app_filter.addItem("All apps", None)
        self.archived_filter.addItem("With faded and archived", True)
        self.archived_filter.addItem("Live memories only", False)
        filters.addStretch(1)
        self.status = QLabel("", central)
        self.status.setObjectName("repositoryStatus")
        filters.addWidget(self.status)
        layout.addLayout(filters)

        # ---- tabs ------------------------------------------------------------------------------
        self.tabs = QTabWidget(central)
        self.tabs.setDocumentMode(True)
        layout.addWidget(self.tabs, 1)
        self.results = QListWidget()
        self.results.setObjectName("repositoryResults")
        self.results.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.results.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.results.setItemDelegate(HitDelegate(self.workspace_name, self.results))
        self.results.setFrameShape(QFrame.Shape.NoFrame)
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.empty = QLabel("Type to search all your memories: snippets, observations and chat, in every "
                            "workspace, faded ones included.")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        search_page = QWidget()
        search_layout = QVBoxLayout(search_page)
        search_layout.setContentsMargins(0, 0, 0, 0)
        search_layout.addWidget(self.results, 1)
        search_layout.addWidget(self.empty)
        self.tabs.addTab(search_page, "Search")

        map_page = QWidget()
        map_layout = QHBoxLayout(map_page)
        map_layout.setContentsMargins(0, 0, 0, 0)
        self.map = MapView(map_page, runner)
        self.map.describe = self._describe
        map_layout.addWidget(self.map, 1)
        side = QVBoxLayout()
        self.legend = QListWidget(map_page)
        self.legend.setObjectName("clusterLegend")
        self.legend.setFixedWidth(250)
        self.legend.setFrameShape(QFrame.Shape.NoFrame)
        self.legend.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.legend.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.legend.setWordWrap(True)
        side.addWidget(QLabel("<b>Clusters</b> (click to select)"))
        side.addWidget(self.legend, 1)
        self.lasso_button = QToolButton(map_page)
        self.lasso_button.setText("Lasso")
        self.lasso_button.setCheckable(True)
        self.lasso_button.setToolTip("Drag to draw around memories (Shift+drag works in any mode; Ctrl adds)")
        self.refresh_map_button = QToolButton(map_page)
        self.refresh_map_button.setText("Recompute")
        row = QHBoxLayout()
        row.addWidget(self.lasso_button)
        row.addWidget(self.refresh_map_button)
        row.addStretch(1)
        side.addLayout(row)
        self.map_note = QLabel("", map_page)
        self.map_note.setWordWrap(True)
        side.addWidget(self.map_note)
        map_layout.addLayout(side)
        self.tabs.addTab(map_page, "Map")

        self.sessions_page = SessionsPage(tree, self, runner)
        self.tabs.addTab(self.sessions_page, "Sessions")
        self.faded_page = FadedPage(tree, self, runner)
        self.tabs.addTab(self.faded_page, "Faded")
        self.disk_page = DiskPage(tree, settings, runner, self)
        self.tabs.addTab(self.disk_page, "Disk")

        # ---- selection actions -------------------------------------------------------------------
        actions = QHBoxLayout()
        self.selection_label = QLabel("Nothing selected", central)
        actions.addWidget(self.selection_label, 1)
        self.pull_button = QPushButton("Pull into current workspace", central)
        self.pull_button.setToolTip("Show the selected memories in the current workspace as references: "
                                    "an edit in either workspace shows in both")
        self.copy_button = QPushButton("Copy context", central)
        self.copy_button.setToolTip("Copy the selection as compact text to paste into another assistant (Ctrl+C)")
        actions.addWidget(self.pull_button)
        actions.addWidget(self.copy_button)
        layout.addLayout(actions)
        self.setCentralWidget(central)

        # ---- wiring ----------------------------------------------------------------------------
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(250)
        self._debounce.timeout.connect(self.run_search)
        self.query.textChanged.connect(lambda _t: self._debounce.start())
        self.query.returnPressed.connect(self.run_search)
        for combo in (self.workspace_filter, self.source_filter, self.time_filter, self.app_filter,
                      self.archived_filter):
            combo.currentIndexChanged.connect(self._filters_changed)
        self.results.itemSelectionChanged.connect(self._update_selection)
        self.map.selection_changed.connect(lambda _ids: self._update_selection())
        self.legend.itemClicked.connect(lambda item: self.map.select_cluster(int(item.data(Qt.ItemDataRole.UserRole))))
        self.lasso_button.toggled.connect(self._set_lasso)
        self.refresh_map_button.clicked.connect(self.controller.compute_map)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.pull_button.clicked.connect(self.pull_selection)
        self.copy_button.clicked.connect(self.copy_selection)
        controller.results.connect(self.show_results)
        controller.map_ready.connect(self.show_map)
        controller.map_stale.connect(self._map_stale)
        controller.ready.connect(self._index_ready)
        controller.failed.connect(self._failed)
        controller.changed.connect(self.refresh_lists)
        QShortcut(QKeySequence.StandardKey.Find, self, self.query.setFocus)
        # Ctrl+C, not Ctrl+Shift+C: that is the global text-capture hotkey, grabbed before this window
        # sees it (ui/shortcuts.py); in the search field Ctrl+C still copies the field's own text
        QShortcut(QKeySequence.StandardKey.Copy, self, self.copy_selection)
        self.refresh_lists()
        self._update_selection()

    def _map_stale(self) -> None:
        self.map_note.setText("Memories changed since this map was computed: Recompute to redraw it.")

    def _failed(self, text: str) -> None:
        self.status.setText(f"Failed: {text}")

    # ---- names and filters -------------------------------------------------------------------
    def workspace_name(self, workspace_id: int) -> str:
        return self._names.get(workspace_id, f"Workspace {workspace_id}")

    def refresh_lists(self) -> None:
        workspaces = self.store.list_workspaces()
        self._names = {w.id: w.name for w in workspaces}
        current = self.workspace_filter.currentData()
        self.workspace_filter.blockSignals(True)
        self.workspace_filter.clear()
        self.workspace_filter.addItem("All workspaces", None)
        for w in workspaces:
            self.workspace_filter.addItem(w.name + (" (archived)" if w.archived else ""), w.id)
        index = self.workspace_filter.findData(current)
        self.workspace_filter.setCurrentIndex(max(0, index))
        self.workspace_filter.blockSignals(False)
        self.sessions_page.reload(self._names)
        self.faded_page.reload(self._names)
        if self.tabs.currentWidget() is self.disk_page:
            self.disk_page.reload()

    def _refresh_apps(self) -> None:
        current = self.app_filter.currentData()
        self.app_filter.blockSignals(True)
        self.app_filter.clear()
        self.app_filter.addItem("All apps", None)
        for app, count in self.controller.repo.apps()[:40]:
            self.app_filter.addItem(f"{app} ({count})", app)
        self.app_filter.setCurrentIndex(max(0, self.app_filter.findData(current)))
        self.app_filter.blockSignals(False)

    def filters(self) -> RepoFilter:
        ws = self.workspace_filter.currentData()
        source = self.source_filter.currentData()
        days = self.time_filter.currentData()
        app = self.app_filter.currentData()
        return RepoFilter(
            workspace_ids=frozenset({ws}) if ws is not None else None,
            sources=frozenset({source}) if source is not None else None,
            # to the minute: the same filters from one query to the next (the repository caches them)
            since=(utcnow() - timedelta(days=days)).replace(second=0, microsecond=0) if days else None,
            apps=frozenset({app}) if app else None,
            include_archived=bool(self.archived_filter.currentData()))

    def _filters_changed(self) -> None:
        self._apply_map_filter()
        self.run_search()

    # ---- search ------------------------------------------------------------------------------
    def _index_ready(self) -> None:
        self._refresh_apps()
        self.status.setText(f"{len(self.controller.repo):,} memories in the repository")

    def run_search(self) -> None:
        query = self.query.text().strip()
        if not query:
            self.show_results(RepoResult([], len(self.controller.repo)))
            return
        self.status.setText("Searching…")
        self.controller.search(query, self.filters())

    def show_results(self, result: RepoResult) -> None:
        self._hits = result.hits
        self.results.clear()
        for hit in result.hits:
            item = QListWidgetItem()
            item.setData(HIT_ROLE, hit)
            item.setToolTip(_esc(hit.memory.text[:600]))
            self.results.addItem(item)
        query = self.query.text().strip()
        self.empty.setVisible(not result.hits)
        if query and not result.hits:
            self.empty.setText(f"Nothing matches “{query}” with these filters.")
        notes = f" — {'; '.join(result.notes)}" if result.notes else ""
        if query:
            self.status.setText(f"{len(result.hits)} found among {result.total:,} memories "
                                f"({result.timings_ms.get('total', 0):.0f} ms){notes}")
        if self._map is not None and self.tabs.currentIndex() == 1 and result.hits:
            self.map.select_ids([h.memory.id for h in result.hits])
        self._update_selection()

    # ---- map ---------------------------------------------------------------------------------
    def _tab_changed(self, index: int) -> None:
        if index == 1 and self._map is None:
            self.map.empty_text = "Computing the map…"
            self.controller.compute_map()
        elif index == 1 and self._hits:
            self.map.select_ids([h.memory.id for h in self._hits])
        if self.tabs.currentWidget() is self.disk_page:
            self.disk_page.reload()
        self._update_selection()

    def show_map(self, data: MapData) -> None:
        self._map = data
        self.map.set_data(data)
        self._apply_map_filter()
        self.legend.clear()
        for cluster in data.clusters:
            item = QListWidgetItem(f"● {cluster.keywords}  ({cluster.size})")
            item.setForeground(cluster_color(cluster.label))
            item.setData(Qt.ItemDataRole.UserRole, cluster.label)
            item.setToolTip(cluster.keywords)
            self.legend.addItem(item)
        note = (f"{len(data):,} memories: their vectors reduced by PCA, clustered by k-means, laid out along "
                "the directions that keep the clusters apart. Hover a dot for a preview; Shift+drag to lasso.")
        if data.from_words:
            note += f" {data.from_words:,} placed by their words (no vector yet)."
        self.map_note.setText(note)
        if self._hits:
            self.map.select_ids([h.memory.id for h in self._hits])

    def _apply_map_filter(self) -> None:
        data = self._map
        if data is None:
            return
        f = self.filters()
        mask = np.ones(len(data), dtype=bool)
        if f.workspace_ids is not None:
            mask &= np.isin(data.workspace, list(f.workspace_ids))
        if f.sources is not None:
            from contexty_qt.core.longterm.repository import SOURCE_CODES

            mask &= np.isin(data.source, [SOURCE_CODES[s] for s in f.sources])
        if f.since is not None:
            mask &= data.time >= f.since.timestamp()
        if f.apps is not None:
            wanted = {a.lower() for a in f.apps}
            mask &= np.array([a.lower() in wanted for a in data.apps], dtype=bool)
        if not f.include_archived:
            mask &= ~data.archived
        self.map.set_visible(None if mask.all() else mask)

    def _set_lasso(self, on: bool) -> None:
        self.map.lasso_mode = on
        self.map.setCursor(Qt.CursorShape.CrossCursor if on else Qt.CursorShape.ArrowCursor)

    def _describe(self, memory_id: int) -> str:
        try:
            m = self.store.get_memory(memory_id)
        except ContextyError:
            return ""
        title = m.display_title()
        body = m.summary or m.text
        if m.memo and not title.startswith(m.memo.strip()[:20]):
            body = f"<i>Your memo:</i> {_esc(m.memo[:200])}<br>{_esc(body[:200])}"
        else:
            body = _esc(body[:280])
        flags = " · faded" if m.faded_at else " · archived" if m.archived else ""
        where = _esc(self.workspace_name(m.workspace_id))
        return (f"<b>{_esc(m.display_title())}</b><br><span style='color:gray'>{where}"
                f" · {m.source.value} · {m.captured_at.astimezone().strftime('%Y-%m-%d %H:%M')}{flags}</span>"
                f"<br>{body}")

    # ---- selection and its actions -----------------------------------------------------------
    def selected_ids(self) -> list[int]:
        if self.tabs.currentIndex() == 1:
            return self.map.selected_ids()
        if self.tabs.currentIndex() == 0:
            return [item.data(HIT_ROLE).memory.id for item in self.results.selectedItems()]
        return []

    def _update_selection(self) -> None:
        ids = self.selected_ids()
        current = self.current_workspace()
        self.selection_label.setText(f"{len(ids)} selected" if ids else
                                     "Select memories to pull them into a workspace or copy them as context")
        self.pull_button.setText(f"Pull into “{self.workspace_name(current)}”")
        self.pull_button.setEnabled(bool(ids))
        self.copy_button.setEnabled(bool(ids))

    def current_workspace(self) -> int:
        return self.store.default_workspace_id()

    def pull_selection(self) -> None:
        ids = self.selected_ids()
        if not ids:
            return
        target = self.current_workspace()
        try:
            result = pull_memories(self.tree, ids, target)
        except ContextyError as exc:
            self.status.setText(str(exc))
            return
        self.status.setText(f"{result.references} shown in “{self.workspace_name(target)}” by reference"
                            + (f"; {result.skipped} were there already" if result.skipped else "")
                            + " (Undo in the main window takes it back).")
        self.pulled.emit(target, result.references)

    def copy_selection(self) -> None:
        ids = self.selected_ids()
        if not ids:
            return
        memories = self.store.memories(ids=ids)
        by_ws: dict[int, set[int]] = {}
        for m in memories:
            by_ws.setdefault(m.workspace_id, set()).add(m.id)
        text = "\n".join(export_context(self.tree, ws, Selection(memory_ids=frozenset(chosen)))
                         for ws, chosen in sorted(by_ws.items()))
        QGuiApplication.clipboard().setText(text)
        self.status.setText(f"Copied {len(memories)} memories as context ({len(text):,} characters).")

    def closeEvent(self, event: QCloseEvent) -> None:
        self._debounce.stop()
        super().closeEvent(event)


# ---- sessions --------------------------------------------------------------------------------------
@dataclass
class _SessionDetail:
    session: Session
    thoughts: list[consolidation.Thought]
    proposals: list[consolidation.MergeProposal]
    titles: dict[int, str]  # the proposals' memories
    faded: int


class SessionsPage(QWidget):
    """Sessions, newest first; the chosen one's summary, thoughts and merge proposals. Read and
    written on the TaskRunner; the newest read wins."""

    def __init__(self, tree: MemoryTree, window: RepositoryWindow, runner: TaskRunner) -> None:
        super().__init__(window)
        self.tree, self.store, self.window_, self.runner = tree, tree.store, window, runner
        self.sessions = Sessions(tree)
        self._lists, self._details = Latest(runner), Latest(runner)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.list = QListWidget(splitter)
        self.list.setObjectName("sessionList")
        self.list.setMinimumWidth(260)
        self.detail_scroll = QScrollArea(splitter)
        self.detail_scroll.setWidgetResizable(True)
        self.detail_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._new_detail()
        splitter.setSizes([300, 700])
        layout.addWidget(splitter)
        self.list.currentItemChanged.connect(lambda *_: self.show_session())
        self._names: dict[int, str] = {}

    def reload(self, names: dict[int, str]) -> None:
        self._names = names
        api, store = self.sessions, self.store

        def read() -> tuple[list[Session], dict[int, int], set[int | None]]:
            sessions = api.all(limit=300)
            return (sessions, api.counts(s.id for s in sessions),
                    {p.session_id for p in consolidation.proposals(store, state="pending")})

        self._lists.submit(read, self._show_list, self._failed)

    def _failed(self, error: BaseException) -> None:
        self.window_.status.setText(f"Could not read the sessions: {error}")

    def _show_list(self, read: tuple[list[Session], dict[int, int], set[int | None]]) -> None:
        sessions, counts, pending = read
        names = self._names
        chosen = self.list.currentItem().data(Qt.ItemDataRole.UserRole) if self.list.currentItem() else None
        self.list.blockSignals(True)
        self.list.clear()
        for s in sessions:
            badge = "  ⚑ merges to review" if s.id in pending else ""
            state = "open" if s.open else (s.end_reason or "")
            item = QListWidgetItem(f"{s.describe()}  ·  {names.get(s.workspace_id, '')}\n"
                                   f"{counts.get(s.id, 0)} memories · {state}{badge}")
            item.setData(Qt.ItemDataRole.UserRole, s.id)
            self.list.addItem(item)
            if s.id == chosen:
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)
        else:
            self.show_session()

    def select_session(self, session_id: int) -> None:
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == session_id:
                self.list.setCurrentRow(row)

    def _new_detail(self) -> None:
        """A fresh detail panel (the old one, with its buttons, goes at once)."""
        old = self.detail_scroll.takeWidget()
        if old is not None:
            old.hide()
            old.deleteLater()
        self.detail = QWidget()
        self.detail.setObjectName("sessionDetail")
        self.detail_layout = QVBoxLayout(self.detail)
        self.detail_layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.detail_scroll.setWidget(self.detail)

    def show_session(self) -> None:
        item = self.list.currentItem()
        if item is None:
            self._details.drop()
            self._new_detail()
            self.detail_layout.addWidget(QLabel("No sessions yet. A session starts with your first capture or chat."))
            return
        session_id, api, store = int(item.data(Qt.ItemDataRole.UserRole)), self.sessions, self.store

        def read() -> _SessionDetail | None:
            try:
                s = api.get(session_id)
            except ContextyError:
                return None  # deleted meanwhile
            proposals = consolidation.proposals(store, session_id=s.id)
            wanted = {i for p in proposals for i in (p.keep_id, p.other_id)}
            titles = {m.id: m.display_title() for m in store.memories(ids=wanted)} if wanted else {}
            gone = sum(1 for m in forgetting.faded(store, s.workspace_id) if m.session_id == s.id)
            return _SessionDetail(s, consolidation.thoughts(store, session_id=s.id), proposals, titles, gone)

        self._details.submit(read, self._show_detail, self._failed)

    def _show_detail(self, detail: _SessionDetail | None) -> None:
        if detail is None:
            return
        self._new_detail()
        s = detail.session
        title = QLabel(f"<h3>Session {s.describe()} in “{_esc(self._names.get(s.workspace_id, ''))}”</h3>")
        self.detail_layout.addWidget(title)
        summary = s.summary or ("Post-thinking runs when the session ends." if s.open else
                                "Post-thinking has not run yet." if s.post_state == "queued" else "(no summary)")
        label = QLabel(_esc(summary))
        label.setObjectName("sessionSummary")
        label.setWordWrap(True)
        self.detail_layout.addWidget(label)
        thoughts = detail.thoughts
        if thoughts:
            self.detail_layout.addWidget(QLabel("<b>Thoughts</b>"))
            for t in thoughts:
                tags = " ".join(f"#{_esc(tag)}" for tag in t.tags)
                sources = ", ".join(f"m{i}" for i in t.memory_ids)
                line = QLabel(f"• {_esc(t.text)} <span style='color:gray'>{tags} · "
                              f"{t.at.astimezone().strftime('%H:%M')} · from {sources or '—'}</span>")
                line.setWordWrap(True)
                line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                self.detail_layout.addWidget(line)
        if detail.proposals:
            self.detail_layout.addWidget(QLabel("<b>Possible duplicates</b> — merging keeps both texts and memos on "
                                                "one card; the originals are archived, nothing is deleted"))
            for p in detail.proposals:
                self.detail_layout.addWidget(self._proposal_row(p, detail.titles))
        if detail.faded:
            note = QLabel(f"{detail.faded} observation(s) of this session faded (see Faded to restore them).")
            note.setWordWrap(True)
            self.detail_layout.addWidget(note)

    def _proposal_row(self, p: consolidation.MergeProposal, names: dict[int, str]) -> QWidget:
        box = QFrame(self.detail)
        box.setObjectName("mergeProposal")
        box.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(box)
        titles = [names.get(memory_id, f"memory {memory_id}") for memory_id in (p.keep_id, p.other_id)]
        text = QLabel(f"“{_esc(titles[0])}” + “{_esc(titles[1])}”<br><span style='color:gray'>similarity "
                      f"{p.similarity:.2f} · {'model' if p.judged_by == 'model' else 'offline check'}: "
                      f"{_esc(p.reason)}</span>")
        text.setWordWrap(True)
        row.addWidget(text, 1)
        if p.state == "pending":
            accept = QPushButton("Merge", box)
            reject = QPushButton("Keep apart", box)
            accept.clicked.connect(lambda: self._decide(p.id, True))
            reject.clicked.connect(lambda: self._decide(p.id, False))
            row.addWidget(accept)
            row.addWidget(reject)
        else:
            row.addWidget(QLabel("merged" if p.state == "accepted" else "kept apart"))
        return box

    def _decide(self, proposal_id: int, accept: bool) -> None:
        tree = self.tree

        def decide() -> None:
            if accept:
                consolidation.accept(tree, proposal_id)
            else:
                consolidation.reject(tree, proposal_id)

        def refused(exc: BaseException) -> None:
            QMessageBox.warning(self, "Contexty", str(exc))
            self.show_session()

        self.runner.write(decide, lambda _r: self.show_session(), refused)


# ---- faded -----------------------------------------------------------------------------------------
class FadedPage(QWidget):
    def __init__(self, tree: MemoryTree, window: RepositoryWindow, runner: TaskRunner) -> None:
        super().__init__(window)
        self.tree, self.store, self.runner = tree, tree.store, runner
        self._reads = Latest(runner)
        self._names: dict[int, str] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        intro = QLabel("Observations that faded at the end of a session (the least important share, setting "
                       "forgetting.keep_share). They stay searchable; Restore puts one back.")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("fadedTable")
        self.table.setHorizontalHeaderLabels(["Memory", "Workspace", "Faded", ""])
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table, 1)
        self.restore_all = QPushButton("Restore all", self)
        self.restore_all.clicked.connect(lambda: self._restore([m.id for m in self._rows]))
        layout.addWidget(self.restore_all, 0, Qt.AlignmentFlag.AlignRight)
        self._rows: list[Memory] = []

    def reload(self, names: dict[int, str]) -> None:
        self._names, store = names, self.store
        self._reads.submit(lambda: forgetting.faded(store)[:500], self._show)

    def _show(self, rows: list[Memory]) -> None:
        self._rows, names = rows, self._names
        self.table.setRowCount(len(self._rows))
        for row, m in enumerate(self._rows):
            self.table.setItem(row, 0, QTableWidgetItem(m.display_title()))
            self.table.setItem(row, 1, QTableWidgetItem(names.get(m.workspace_id, "")))
            when = m.faded_at.astimezone().strftime("%Y-%m-%d %H:%M") if m.faded_at else ""
            self.table.setItem(row, 2, QTableWidgetItem(when))
            button = QPushButton("Restore")
            button.clicked.connect(lambda _=False, memory_id=m.id: self._restore([memory_id]))
            self.table.setCellWidget(row, 3, button)
        self.restore_all.setEnabled(bool(self._rows))

    def _restore(self, ids: list[int]) -> None:
        if ids:
            tree = self.tree
            self.runner.write(lambda: forgetting.restore(tree, ids))  # the change events reload the page


# ---- disk ------------------------------------------------------------------------------------------
class DiskPage(QWidget):
    def __init__(self, tree: MemoryTree, settings: Settings, runner: TaskRunner, window: RepositoryWindow) -> None:
        super().__init__(window)
        self.tree, self.store, self.settings, self.runner = tree, tree.store, settings, runner
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        self.table = QTableWidget(0, 6, self)
        self.table.setObjectName("diskTable")
        self.table.setHorizontalHeaderLabels(["Workspace", "Memories", "Text", "Images", "Of which observations",
                                              "Images removed"])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table, 1)
        self.limits = QLabel("", self)
        self.limits.setWordWrap(True)
        layout.addWidget(self.limits)
        self.apply = QPushButton("Apply retention now…", self)
        self.apply.clicked.connect(self.apply_retention)
        layout.addWidget(self.apply, 0, Qt.AlignmentFlag.AlignRight)

    def reload(self) -> None:
        self.runner.submit(lambda: (forgetting.disk_usage(self.store), forgetting.images_dir_bytes(self.store)),
                           self._show)

    def _show(self, result: tuple[list[forgetting.WorkspaceUsage], int]) -> None:
        usage, folder = result
        self.table.setRowCount(len(usage))
        for row, u in enumerate(usage):
            for col, value in enumerate([u.name, f"{u.memories:,}", _mb(u.text_bytes), _mb(u.image_bytes),
                                         _mb(u.observation_image_bytes), f"{u.pruned:,}"]):
                item = QTableWidgetItem(value)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        mb, days = float(self.settings.get("retention.image_mb")), float(self.settings.get("retention.image_days"))
        limits = []
        if mb > 0:
            limits.append(f"at most {mb:g} MB of observation screenshots per workspace")
        if days > 0:
            limits.append(f"screenshots older than {days:g} days removed")
        self.limits.setText(f"Image folder: {_mb(folder)}. Retention: " + ("; ".join(limits) if limits else
                            "no limit set (Settings → Retention)") + ". Cards and their text always stay.")
        self.apply.setEnabled(bool(limits))

    def apply_retention(self) -> None:
        mb, days = float(self.settings.get("retention.image_mb")), float(self.settings.get("retention.image_days"))
        plan = forgetting.plan_retention(self.store, max_bytes=mb * 2**20, max_days=days)
        if not plan:
            QMessageBox.information(self, "Contexty", "Nothing is over the retention limits.")
            return
        answer = QMessageBox.question(
            self, "Remove screenshots?",
            f"Remove the screenshots of {len(plan.memory_ids)} observation(s), freeing {_mb(plan.freed_bytes)}? "
            "The cards and their text stay; the image files cannot be brought back.")
        if answer == QMessageBox.StandardButton.Yes:
            bus = self.tree.bus
            self.runner.write(lambda: forgetting.apply_retention(self.store, plan, bus), lambda _n: self.reload())


def _mb(value: int) -> str:
    return f"{value / 2**20:.1f} MB" if value >= 2**20 else f"{value / 1024:.0f} KB"


__all__ = ["HitDelegate", "RepositoryWindow", "highlighted"]
