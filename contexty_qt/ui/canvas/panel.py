"""The canvas panel: the AI Context Understanding bar, a toolbar (search, show hidden/archived,
zoom), the view with its minimap, the card editor and the "Prompt with AI" preview.

Everything it needs comes by constructor; the main window feeds it the bridge's change events.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QKeyEvent, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from contexty_qt.core.edits import ReadingFields
from contexty_qt.core.events import ChangeEvent
from contexty_qt.core.jobs import JobQueue
from contexty_qt.core.model import SourceType
from contexty_qt.core.tree import MemoryTree
from contexty_qt.ui.bridge import TaskRunner
from contexty_qt.ui.canvas.actions import CanvasActions
from contexty_qt.ui.canvas.editor import CardEditor
from contexty_qt.ui.canvas.items import SOURCE_NAMES
from contexty_qt.ui.canvas.mirror import TreeMirror
from contexty_qt.ui.canvas.plan_preview import Applier, PlanController, Planner, PlanPreviewPanel
from contexty_qt.ui.canvas.scene import CanvasScene
from contexty_qt.ui.canvas.secret_counts import SecretCounter
from contexty_qt.ui.canvas.theme import CanvasTheme
from contexty_qt.ui.canvas.thumbnails import ThumbnailCache
from contexty_qt.ui.canvas.understanding import UnderstandingBar
from contexty_qt.ui.canvas.view import CanvasView
from contexty_qt.ui.selection import SelectionModel

log = logging.getLogger("contexty.ui.canvas.panel")

REVEAL_ZOOM = 0.7  # a revealed card is shown at least this large: readable
FLASH_MS = 1200

EMPTY_CANVAS = ("No memories yet.\n\nCaptures appear here as cards, grouped by the AI. "
                "Add one from a terminal with  contexty add --text \"…\"")


def _swatch(color: QColor) -> QIcon:
    pixmap = QPixmap(12, 12)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawRoundedRect(0, 0, 12, 12, 3, 3)
    painter.end()
    return QIcon(pixmap)


class CanvasPanel(QWidget):
    status_message = Signal(str)
    add_to_chat = Signal(list, list)  # memory ids, group ids

    def __init__(self, tree: MemoryTree, selection: SelectionModel, runner: TaskRunner | None = None, *,
                 mirror: TreeMirror | None = None, jobs: JobQueue | None = None, planner: Planner | None = None,
                 theme: CanvasTheme | None = None, read_again: Callable[[str], str] | None = None,
                 reading_fields: ReadingFields | None = None, parent: QWidget | None = None) -> None:
        """`mirror`: share one with the overview (else the panel makes and feeds its own);
        `jobs`: for "Retry" on failed cards; `planner`: "Prompt with AI" (see plan_preview);
        `read_again`: a screenshot's fresh OCR reading, the card editor's "Read again" (AIServices.read_again), and
        `reading_fields` the title and summary that follow it (CardEditor)."""
        super().__init__(parent)
        self.setObjectName("canvasPanel")
        self._read_again, self._reading_fields = read_again, reading_fields
        self.tree = tree
        self.selection = selection
        self._owns_mirror = mirror is None
        self._runner = runner
        self.mirror = mirror or TreeMirror(tree, runner, parent=self)
        self.thumbnails = ThumbnailCache(tree.store, runner, self) if runner is not None else None
        self.scene = CanvasScene(self.mirror, selection, theme or CanvasTheme.from_system(self.font()),
                                 self.thumbnails, self)
        self.secret_counts = SecretCounter(tree.store, runner, self) if runner is not None else None
        self._runner = runner
        self._ocr_loading = False  # the canvas search's OCR texts are being read
        self.scene.count_secrets_with(self.secret_counts)
        self.tree_actions = CanvasActions(tree, self.mirror, jobs, runner, self)
        self.tree_actions.scene = self.scene
        self.view = CanvasView(self.scene, self.tree_actions, selection, self)
        self.understanding = UnderstandingBar(self)
        self._editors: dict[int, CardEditor] = {}
        self._search_hits: list[int] = []  # card ids
        self._search_index = -1

        # ---- toolbar ---------------------------------------------------------------------------
        bar = QWidget(self)
        bar.setObjectName("canvasToolbar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(8, 4, 8, 4)
        row.setSpacing(6)
        self.search = QLineEdit(bar)
        self.search.setObjectName("canvasSearch")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText("Search cards (text, tag:, app:, memo:, group:)")
        self.search.setAccessibleName("Search cards")
        self.search.setToolTip("Find cards (Ctrl+F). Enter or F3: the next match; Shift+Enter or Shift+F3: the "
                               "previous one; Esc clears the search.")
        self.search.textChanged.connect(self._search_changed)
        self.search.returnPressed.connect(self.next_match)
        # the keys a notes app's find has: anywhere in the window, Ctrl+F goes to the field and F3 / Shift+F3 step
        # through the matches; in the field, Shift+Enter steps back and Esc clears it and gives the canvas the keys
        QShortcut(QKeySequence.StandardKey.Find, self, self.focus_search)
        # F3 itself: the platform's FindNext also holds Ctrl+G on X11, the canvas's Create Group
        QShortcut(QKeySequence(Qt.Key.Key_F3), self, self.next_match)
        QShortcut(QKeySequence("Shift+F3"), self, self.previous_match)
        self.search.installEventFilter(self)  # Shift+Enter and Esc: keys the field gets, not window shortcuts
        # the field keeps room for a query in a narrow window; the legend gives way first
        self.search.setMinimumWidth(self.search.fontMetrics().horizontalAdvance("Search cards (te"))
        row.addWidget(self.search, 1)
        self.hits = QLabel("", bar)
        self.hits.setObjectName("canvasSearchHits")
        row.addWidget(self.hits)
        self.show_hidden = QToolButton(bar)
        self.show_hidden.setObjectName("showHidden")
        self.show_hidden.setText("Hidden")
        self.show_hidden.setToolTip("Show the observations the AI hid as near-duplicates of visible cards")
        self.show_hidden.setCheckable(True)
        self.show_hidden.toggled.connect(self.scene.set_show_hidden)
        row.addWidget(self.show_hidden)
        self.show_archived = QToolButton(bar)
        self.show_archived.setObjectName("showArchived")
        self.show_archived.setText("Archived")
        self.show_archived.setToolTip("Show archived and faded cards")
        self.show_archived.setCheckable(True)
        self.show_archived.toggled.connect(self.scene.set_show_archived)
        row.addWidget(self.show_archived)
        fit = QToolButton(bar)
        fit.setText("Fit all")
        fit.setToolTip("Show the whole canvas (Ctrl+0)")
        fit.clicked.connect(self.view.fit_all)
        row.addWidget(fit)
        to_selection = QToolButton(bar)
        to_selection.setText("Fit selection")
        to_selection.setToolTip("Zoom to the selected cards (Ctrl+2)")
        to_selection.clicked.connect(self.view.zoom_to_selection)
        row.addWidget(to_selection)
        self.zoom_label = QToolButton(bar)
        self.zoom_label.setObjectName("canvasZoom")
        self.zoom_label.setAutoRaise(True)
        self.zoom_label.setToolTip("Zoom; click for 100 % (Ctrl+1)")
        self.zoom_label.clicked.connect(self.view.reset_zoom)
        self.view.zoom_changed.connect(lambda z: self.zoom_label.setText(f"{round(z * 100)} %"))
        self.zoom_label.setText("100 %")
        row.addWidget(self.zoom_label)
        self.legend = QLabel(bar)
        self.legend.setObjectName("canvasLegend")
        self.legend.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        row.addWidget(self.legend)
        self._update_legend()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.understanding)
        layout.addWidget(bar)
        layout.addWidget(self.view, 1)

        # ---- overlays on the view --------------------------------------------------------------
        self.empty = QLabel(EMPTY_CANVAS, self.view)
        self.empty.setObjectName("canvasEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.empty.hide()
        self.plan_panel = PlanPreviewPanel(self.view)
        self.plans = PlanController(tree, self.mirror, self.plan_panel, runner, self.scene.set_plan_notes,
                                    planner, parent=self)
        self.view.installEventFilter(self)

        # ---- wiring ----------------------------------------------------------------------------
        self.tree_actions.status.connect(self.status_message)
        self.plans.status.connect(self.status_message)
        self.tree_actions.add_to_chat.connect(self.add_to_chat)
        self.tree_actions.edit_requested.connect(self.open_editor)
        self.tree_actions.rename_requested.connect(self.view.start_rename)
        self.tree_actions.retitle_requested.connect(self.view.start_title_edit)
        self.tree_actions.prompt_requested.connect(lambda m, b: self.plans.open_prompt(m, b, self))
        self.plans.previewing.connect(lambda _on: self._place_overlays())
        self.scene.layout_applied.connect(self._update_empty)
        self.scene.search_changed.connect(self._show_hits)
        self.mirror.load_failed.connect(lambda e: self.status_message.emit(f"Could not read the memory tree: {e}"))
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._palette_changed)
        self._hints = hints
        if self._owns_mirror:
            self.mirror.reload()

    # ---- feeding -----------------------------------------------------------------------------
    def on_changes(self, events: list[ChangeEvent]) -> None:
        """Change events from the bridge (only needed when the panel owns its mirror)."""
        if self._owns_mirror:
            self.mirror.on_changes(events)
        self.understanding.refresh_time()

    def reload(self) -> None:
        if self._owns_mirror:
            self.mirror.reload()

    def set_understanding(self, summary: str, updated_at: datetime | None = None, focus: Sequence[str] = (),
                          by_user: bool = False) -> None:
        self.understanding.set_understanding(summary, updated_at, focus, by_user)

    def set_planner(self, planner: Planner | None, applier: Applier | None = None) -> None:
        self.plans.set_planner(planner, applier)

    def describe(self) -> dict[str, Any]:
        """What the canvas shows now: its zoom, the cards laid out and how many have an item."""
        scene = self.scene
        return {"zoom": round(self.view.zoom(), 4), "cards": len(scene.layout.cards), "card_items": len(scene.cards),
                "tiles": scene.tiles.isVisible()}

    def is_busy(self) -> bool:
        """Reads or a relayout still to come (tests wait for this to be False)."""
        return self.mirror.is_loading() or self.scene._layout_pending or self.scene.is_animating()

    def close_view(self) -> None:
        self._runner = None  # an OCR read still running finds no search to update
        for editor in list(self._editors.values()):
            editor.close()
        self.plans.discard()
        self.scene.close()
        if self.thumbnails is not None:
            self.thumbnails.close()
        if self.secret_counts is not None:
            self.secret_counts.close()
        if self._owns_mirror:
            self.mirror.close()
        with contextlib.suppress(RuntimeError, TypeError):
            self._hints.colorSchemeChanged.disconnect(self._palette_changed)

    # ---- showing a card (citations in the chat, search, other panels) -------------------------
    def reveal_memory(self, memory_id: int) -> bool:
        """Select a card, bring it on screen at a readable zoom and flash it. False when unknown."""
        memory = self.mirror.memories.get(memory_id)
        if memory is None:
            return False
        if memory.archived and not self.scene.show_archived:
            self.show_archived.setChecked(True)
        if memory.hidden and not self.scene.show_hidden:
            self.show_hidden.setChecked(True)
        self.scene.relayout()  # lay out now: the card may just have become visible
        item = self.scene.card(memory_id)  # a card far off screen gets its item now
        if item is None or not item.isVisible():
            self.status_message.emit("That card is inside a collapsed group; expand the group to see it.")
            return False
        self.scene.select_nodes([memory_id])
        view = self.view
        view.stop_following()
        if view.zoom() < REVEAL_ZOOM:
            view.set_zoom(REVEAL_ZOOM)
        view.centerOn(item)
        item.match = True  # the search-hit outline, for a moment
        item.update()

        def unflash() -> None:
            if self.scene.cards.get(memory_id) is item:
                item.match = None if not self.scene.search_query else item.match
                item.update()

        QTimer.singleShot(FLASH_MS, self, unflash)
        return True

    # ---- editor ------------------------------------------------------------------------------
    def open_editor(self, memory_id: int) -> CardEditor | None:
        memory = self.mirror.memories.get(memory_id)
        if memory is None:
            return None
        editor = self._editors.get(memory_id)
        if editor is None:
            editor = CardEditor(self.tree, self.mirror, memory, self, runner=self._runner,
                                read_again=self._read_again, reading_fields=self._reading_fields)
            editor.ai_step_undone.connect(self.status_message)
            self._editors[memory_id] = editor
            editor.rejected.connect(lambda: self.tree_actions.mark_seen(memory_id))  # looked at it: badge goes
            editor.finished.connect(lambda _r: self._editors.pop(memory_id, None))
            editor.open()
        editor.raise_()
        editor.activateWindow()
        return editor

    # ---- search ------------------------------------------------------------------------------
    def _search_changed(self, text: str) -> None:
        self._search_hits = self.scene.set_search(text)
        self._search_index = -1
        self._load_ocr_for_search()

    def _load_ocr_for_search(self) -> None:
        """Screenshots' OCR text for the search, read by the runner (a database read stays off the GUI
        thread); when it arrives the search runs again. Images without OCR text yet are asked again at
        the next search."""
        if self._runner is None or not self.scene.search_query or self._ocr_loading:
            return
        missing = {m.image for m in self.mirror.memories.values()
                   if m.image and m.image not in self.scene.ocr_texts}
        if not missing:
            return
        store = self.tree.store
        self._ocr_loading = True

        def arrived(found: dict[str, str]) -> None:
            self._ocr_loading = False
            if not found or self._runner is None:
                return
            self.scene.ocr_texts.update(found)
            if self.scene.search_query:
                self._search_hits = self.scene.set_search(self.scene.search_query)

        def failed(error: BaseException) -> None:
            self._ocr_loading = False
            log.warning("OCR text for the canvas search could not be read: %s", error)

        self._runner.submit(lambda: store.ocr_texts(missing), arrived, failed)

    def _show_hits(self, count: int) -> None:
        if not self.scene.search_query:
            self.hits.setText("")
        else:
            self.hits.setText("no match" if count == 0 else f"{count} match{'es' if count != 1 else ''}")

    def focus_search(self) -> None:
        """Ctrl+F: the search field, its query selected so typing replaces it."""
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def clear_search(self) -> None:
        """Esc in the search field: no query, every card as before, and the keys back to the canvas."""
        self.search.clear()
        self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def next_match(self) -> None:
        self._step_match(1)

    def previous_match(self) -> None:
        self._step_match(-1)

    def _step_match(self, step: int) -> None:
        scene = self.scene
        hits = [i for i in scene._apply_search() if i in scene.layout.cards] if scene.search_query else []
        self._search_hits = hits
        if not hits:
            return
        if self._search_index < 0 and step < 0:
            self._search_index = 0  # the first step back from a new search goes to the last match
        self._search_index = (self._search_index + step) % len(hits)
        memory_id = hits[self._search_index]
        self.scene.select_nodes([memory_id])
        # like a browser's find: the match is brought on screen where it can be read; on a zoomed-out canvas
        # (tiles, no text) the outline alone showed where it was but not what it said
        if self.view.zoom() < REVEAL_ZOOM:
            self.view.set_zoom(REVEAL_ZOOM)
        self.view.ensure_visible([memory_id])

    # ---- looks -------------------------------------------------------------------------------
    def _update_legend(self) -> None:
        theme = self.scene.ctx.theme
        parts = []
        for source in SourceType:
            color = theme.sources[source].accent.name()
            parts.append(f'<span style="color:{color}">■</span> {SOURCE_NAMES[source]}')
        self.legend.setText("&nbsp;&nbsp;".join(parts))

    def _update_empty(self) -> None:
        empty = self.mirror.loaded_once and not self.scene.layout.cards
        if empty:
            hidden = sum(1 for m in self.mirror.memories.values() if m.hidden or m.archived)
            text = EMPTY_CANVAS if not hidden else (
                f"All {hidden} memories are hidden or archived. Use “Show hidden” or “Show archived” to see them.")
            self.empty.setText(text)
            self._place_overlays()
        self.empty.setVisible(empty)

    def _place_overlays(self) -> None:
        view = self.view
        self.empty.setGeometry(view.width() // 8, view.height() // 4, view.width() * 3 // 4, view.height() // 2)
        panel = self.plan_panel
        panel.adjustSize()
        width = min(panel.maximumWidth(), max(280, view.width() // 2))
        panel.setGeometry(view.width() - width - 12, 12, width, min(panel.sizeHint().height(), view.height() - 24))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.Resize:
            self._place_overlays()
        if watched is self.search and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
            shift = event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and shift:
                self.previous_match()
                return True
            if event.key() == Qt.Key.Key_Escape:
                self.clear_search()
                return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            self._palette_changed()

    def _palette_changed(self, *_args: object) -> None:
        theme = CanvasTheme.from_system(self.font(), self.palette())
        old = self.scene.ctx.theme
        if theme.dark == old.dark and theme.line == old.line and theme.background == old.background:
            return
        self.scene.set_theme(theme)
        self.view.minimap.invalidate()
        self.view.viewport().update()
        self._update_legend()
