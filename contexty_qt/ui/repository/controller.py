"""The repository window's link to the core: builds and follows the long-term index, searches and
computes the map on the TaskRunner (never on the GUI thread), delivers results by signal.

Results of superseded requests are dropped (each request carries a sequence number), so typing a
query fast shows only the last answer; memory changes are folded into one index update."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import tzinfo
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from contexty_qt.core.embeddings import EmbeddingIndex
from contexty_qt.core.events import ChangeEvent, Entity
from contexty_qt.core.longterm.repository import MapData, RepoFilter, RepoResult, Repository, compute_map
from contexty_qt.core.store import Store
from contexty_qt.ui.bridge import Latest, TaskRunner

log = logging.getLogger("contexty.ui.repository")


class RepositoryController(QObject):
    ready = Signal()  # the index is built
    results = Signal(object)  # RepoResult of the latest search
    map_ready = Signal(object)  # MapData
    map_stale = Signal()  # memories changed since the map was computed
    failed = Signal(str)
    changed = Signal()  # sessions, proposals, faded or workspaces changed: views re-read

    def __init__(self, store: Store, runner: TaskRunner,
                 embeddings: EmbeddingIndex | Callable[[], EmbeddingIndex] | None = None,
                 parent: QObject | None = None, *, zone: Callable[[], tzinfo] | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.runner = runner
        self.embeddings = embeddings
        self.repo = Repository(store, embeddings, zone=zone)
        self._building = False
        self._searches = Latest(runner)  # a new query (or filter) supersedes the one in flight
        self._maps = Latest(runner)
        self._pending_ids: set[int] = set()
        self._queued_search: tuple[str, RepoFilter, int] | None = None
        self.map_data: MapData | None = None
        self._flush = QTimer(self)
        self._flush.setSingleShot(True)
        self._flush.setInterval(400)
        self._flush.timeout.connect(self._apply_changes)

    # ---- index -------------------------------------------------------------------------------
    def ensure_built(self) -> None:
        if self.repo.built or self._building:
            return
        self._building = True
        self.runner.submit(self.repo.build, self._built, self._error)

    def _built(self, _result: Any) -> None:
        self._building = False
        self.ready.emit()
        if self._queued_search is not None:
            query, filters, limit = self._queued_search
            self._queued_search = None
            self.search(query, filters, limit)

    def on_changes(self, events: list[ChangeEvent]) -> None:
        touched = False
        for event in events:
            if event.entity is Entity.MEMORY:
                self._pending_ids.update(event.ids)
            elif event.entity in (Entity.SESSION, Entity.MERGE_PROPOSAL, Entity.THOUGHT, Entity.WORKSPACE,
                                  Entity.MEMORY_REF):
                touched = True
                if event.entity is Entity.THOUGHT and self.repo.built:  # thoughts are searchable too
                    self.runner.submit(self.repo.update_thoughts, None, self._error)
        if self._pending_ids:
            self._flush.start()
        if touched or self._pending_ids:
            self.changed.emit()

    def reload(self) -> None:
        """Another process wrote to the store: rebuild."""
        self.repo.built = False
        self.ensure_built()
        self.map_stale.emit()

    def _apply_changes(self) -> None:
        ids, self._pending_ids = sorted(self._pending_ids), set()
        if not ids:
            return
        if self.repo.built:
            self.runner.submit(lambda: self.repo.update(ids), None, self._error)
        if self.map_data is not None:
            self.map_stale.emit()

    # ---- search ------------------------------------------------------------------------------
    def search(self, query: str, filters: RepoFilter, limit: int = 50) -> None:
        if not self.repo.built:
            self._searches.drop()
            self._queued_search = (query, filters, limit)
            self.ensure_built()
            return
        repo = self.repo
        self._searches.submit(lambda: repo.search(query, filters, limit=limit), self._searched, self._error)

    def _searched(self, result: RepoResult) -> None:
        self.results.emit(result)

    # ---- map ---------------------------------------------------------------------------------
    def compute_map(self) -> None:
        store, source = self.store, self.embeddings

        def work() -> MapData:
            index = source() if callable(source) else source
            return compute_map(store, index)

        self._maps.submit(work, self._mapped, self._error)

    def _mapped(self, data: MapData) -> None:
        self.map_data = data
        self.map_ready.emit(data)

    def _error(self, error: BaseException) -> None:
        self._building = False
        log.error("repository task failed: %s", error, exc_info=(type(error), error, error.__traceback__))
        self.failed.emit(str(error) or type(error).__name__)
