"""A cache bounded by a budget in bytes that evicts the least recently used entries (issue 18).

Every cache the app keeps for its whole run holds one of these, so an app that observes all day
keeps a fixed amount of memory however many captures it sees; docs/CACHES.md lists them with
their budgets. Each entry's size is what the caller says it is (pixels x 4 for an image, an
estimate for small Python values); an entry larger than the whole budget is not kept at all.
Not thread-safe: each owner uses it from one thread (the GUI thread for the Qt caches).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class ByteBudgetLRU(Generic[K, V]):
    def __init__(self, budget_bytes: int, size_of: Callable[[V], int],
                 on_evict: Callable[[K, V], None] | None = None) -> None:
        if budget_bytes < 0:
            raise ValueError("a cache budget is zero or more bytes")
        self.budget_bytes = budget_bytes
        self._size_of = size_of
        self._on_evict = on_evict
        self._entries: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self._bytes = 0
        self.evictions = 0

    @property
    def bytes_used(self) -> int:
        return self._bytes

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __iter__(self) -> Iterator[K]:
        return iter(list(self._entries))

    def get(self, key: K) -> V | None:
        """The value (now the most recently used), or None."""
        entry = self._entries.get(key)
        if entry is None:
            return None
        self._entries.move_to_end(key)
        return entry[0]

    def peek(self, key: K) -> V | None:
        """The value without touching its recency."""
        entry = self._entries.get(key)
        return None if entry is None else entry[0]

    def put(self, key: K, value: V) -> None:
        self.discard(key)
        size = max(0, int(self._size_of(value)))
        if size > self.budget_bytes:
            return  # would evict everything and still not fit
        self._entries[key] = (value, size)
        self._bytes += size
        self._shrink()

    def discard(self, key: K) -> None:
        entry = self._entries.pop(key, None)
        if entry is not None:
            self._bytes -= entry[1]

    def clear(self) -> None:
        self._entries.clear()
        self._bytes = 0

    def resize(self, budget_bytes: int) -> None:
        self.budget_bytes = max(0, budget_bytes)
        self._shrink()

    def _shrink(self) -> None:
        while self._bytes > self.budget_bytes and self._entries:
            key, (value, size) = self._entries.popitem(last=False)
            self._bytes -= size
            self.evictions += 1
            if self._on_evict is not None:
                self._on_evict(key, value)
