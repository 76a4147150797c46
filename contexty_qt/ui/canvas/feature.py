"""The canvas issue's widgets wired together for the app's composition root.

    feature = CanvasFeature(tree, bridge, watcher, runner)
    window = MainWindow(..., panels=feature.panels())
    feature.attach(window)            # timeline selection sync, status messages
    feature.add_to_chat.connect(...)  # the chat panel (CHAT-3)
    feature.use_regrouper(regrouper)  # "Prompt with AI" (core/pipeline/regroup.py)
    ...
    feature.close()                   # before the task runner shuts down

One TreeMirror feeds both the canvas and the Overview tab; one SelectionModel is shared by the
canvas, the overview and the timeline.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from contexty_qt.core.edits import ReadingFields
from contexty_qt.core.errors import ContextyError
from contexty_qt.core.events import ChangeEvent, Entity
from contexty_qt.core.jobs import JobQueue
from contexty_qt.core.tree import MemoryTree
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.canvas.mirror import TreeMirror
from contexty_qt.ui.canvas.panel import CanvasPanel
from contexty_qt.ui.canvas.plan_preview import regrouper_planner
from contexty_qt.ui.overview import OverviewView
from contexty_qt.ui.selection import SelectionModel, TimelineSelectionAdapter

if TYPE_CHECKING:
    from contexty_qt.ui.main_window import MainWindow

log = logging.getLogger("contexty.ui.canvas.feature")

STATUS_MS = 8000


def read_understanding(tree: MemoryTree, workspace_id: int | None) -> tuple[str, datetime, list[str], bool] | None:
    """The AI pipeline's latest MEM-5 summary (core/pipeline/understanding.py), or None when there
    is none yet or this build has no understanding step. Runs on a worker thread."""
    try:
        from contexty_qt.core.pipeline.understanding import load_understanding
    except ImportError:
        return None
    try:
        found = load_understanding(tree.store, tree.workspace(workspace_id))
    except Exception as exc:  # e.g. a database from before the understanding table
        log.debug("no understanding: %s", exc)
        return None
    if found is None or found.updated_at is None or not found.summary.strip():
        return None
    return found.summary, found.updated_at, list(found.focus), found.source == "user"


class CanvasFeature(QObject):
    add_to_chat = Signal(list, list)  # memory ids, group ids

    def __init__(self, tree: MemoryTree, bridge: EventBridge, watcher: ExternalChangeWatcher | None,
                 runner: TaskRunner, *, jobs: JobQueue | None = None, read_again: Callable[[str], str] | None = None,
                 reading_fields: ReadingFields | None = None, parent: QObject | None = None) -> None:
        """`read_again`: a screenshot's fresh OCR reading (AIServices.read_again), and `reading_fields` the title
        and summary that follow it, for the card editor."""
        super().__init__(parent)
        self.tree, self.runner = tree, runner
        self.selection = SelectionModel(self)
        self.mirror = TreeMirror(tree, runner, parent=self)
        self.canvas = CanvasPanel(tree, self.selection, runner, mirror=self.mirror,
                                  jobs=jobs if jobs is not None else JobQueue(tree.store, tree.bus),
                                  read_again=read_again, reading_fields=reading_fields)
        self.overview = OverviewView(self.mirror, self.canvas.tree_actions, self.selection)
        self.canvas.add_to_chat.connect(self.add_to_chat)
        self._closed = False
        self._adapter: TimelineSelectionAdapter | None = None
        bridge.changed.connect(self._on_changes)
        if watcher is not None:
            watcher.changed_externally.connect(self._reload)
        self.canvas.understanding.corrected.connect(self.correct_understanding)
        self.mirror.reload()
        self.refresh_understanding()

    def correct_understanding(self, text: str) -> None:
        """The user's correction of the understanding bar: one undoable command (Ctrl+Z puts back the
        AI's reading); kept until the work moves on (core/pipeline/understanding.py)."""
        from contexty_qt.core.pipeline.understanding import correct_understanding

        try:
            correct_understanding(self.tree, self.tree.workspace(self.mirror.workspace_id), text)
        except ContextyError as exc:
            self.canvas.status_message.emit(str(exc))

    def panels(self) -> dict[str, QWidget]:
        return {"canvas": self.canvas, "overview": self.overview}

    def attach(self, window: MainWindow) -> None:
        """Connect what lives in the main window: its Timeline tab and its status bar."""
        self._adapter = TimelineSelectionAdapter(self.selection, window.timeline, self)
        self.canvas.status_message.connect(lambda text: window.statusBar().showMessage(text, STATUS_MS))

    def reveal_memory(self, memory_id: int) -> bool:
        """Show a card on the canvas (a citation clicked in the chat, LTM-3)."""
        return self.canvas.reveal_memory(memory_id)

    def use_regrouper(self, regrouper: Any) -> None:
        """Let "Prompt with AI" ask the pipeline's Regrouper and apply its plans (a Regrouper, or a
        factory of one that is called on a worker thread when first needed)."""
        planner, applier = regrouper_planner(regrouper)
        self.canvas.set_planner(planner, applier)

    def _on_changes(self, events: list[ChangeEvent]) -> None:
        if self._closed:
            return
        self.mirror.on_changes(events)
        self.canvas.understanding.refresh_time()
        if any(e.entity is Entity.UNDERSTANDING for e in events):
            self.refresh_understanding()

    def _reload(self) -> None:
        if not self._closed:
            self.mirror.reload()
            self.refresh_understanding()

    def refresh_understanding(self) -> None:
        tree, workspace = self.tree, self.mirror.workspace_id

        def shown(result: tuple[str, datetime, list[str], bool] | None) -> None:
            if self._closed:
                return
            if result is None:
                self.canvas.understanding.clear()
            else:
                self.canvas.set_understanding(*result)

        self.runner.submit(lambda: read_understanding(tree, workspace), shown,
                           lambda exc: log.warning("reading the understanding failed: %s", exc))

    def close(self) -> None:
        self._closed = True
        self.canvas.close_view()
        self.mirror.close()
