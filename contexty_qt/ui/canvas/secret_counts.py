"""The canvas cards' secrets badge, counted on a worker thread.

A card used to count its likely secrets (core/redaction.py) in its first paint: microseconds for a
note, but up to ~80 ms per 200,000-character field of random-looking text, plus a database read for
a screenshot's OCR text, on the GUI thread. Here the count runs in the TaskRunner and the card is
repainted when it arrives; until then it shows no badge.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from contexty_qt.core.lru import ByteBudgetLRU
from contexty_qt.core.model import Memory
from contexty_qt.core.redaction import memory_secrets
from contexty_qt.core.store import Store
from contexty_qt.ui.bridge import TaskRunner

log = logging.getLogger("contexty.ui.canvas")
COUNTS_BUDGET_BYTES = 4 * 1024 * 1024  # ~16,000 cards' counts (docs/CACHES.md)


def counts_bytes(counts: dict[str, int]) -> int:
    """Estimated: the key tuple, the dict and its entries (kinds are shared interned strings)."""
    return 200 + 100 * len(counts)
Key = tuple[int, int]


def _key(memory: Memory) -> Key:
    # what the count reads, plus what changes when the analysis has stored the OCR text
    prov = memory.provenance
    return memory.id, hash((memory.memo, memory.text, memory.image, memory.title, memory.analysis_state,
                            prov.app, prov.window_title))


class SecretCounter(QObject):
    ready = Signal(int)  # memory id whose count arrived

    def __init__(self, store: Store, runner: TaskRunner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store, self._runner = store, runner
        self._counts: ByteBudgetLRU[Key, dict[str, int]] = ByteBudgetLRU(COUNTS_BUDGET_BYTES, counts_bytes)
        self._pending: set[Key] = set()
        self._closed = False

    def get(self, memory: Memory) -> dict[str, int] | None:
        """The counts by kind, or None when not counted yet (then `request` it)."""
        return self._counts.get(_key(memory))

    def request(self, memory: Memory) -> None:
        key = _key(memory)
        if self._closed or key in self._pending or key in self._counts:
            return
        self._pending.add(key)
        store = self._store

        def count() -> dict[str, int]:
            ocr = store.ocr_texts([memory.image]).get(memory.image, "") if memory.image else ""
            return memory_secrets(memory, ocr)

        self._runner.submit(count, lambda counts: self._done(key, counts), lambda error: self._failed(key, error))

    def close(self) -> None:
        self._closed = True

    def _done(self, key: Key, counts: dict[str, int]) -> None:
        self._pending.discard(key)
        if self._closed:
            return
        self._counts.put(key, counts)
        self.ready.emit(key[0])

    def _failed(self, key: Key, error: BaseException) -> None:
        log.warning("counting a card's likely secrets failed: %s", error)
        self._done(key, {})  # no badge rather than asking again at every paint
