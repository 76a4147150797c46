"""ByteBudgetLRU: the bound every long-lived cache uses (issue 18, docs/CACHES.md)."""

from __future__ import annotations

import pytest

from contexty_qt.core.lru import ByteBudgetLRU


def test_the_cache_stays_within_its_budget_and_evicts_the_least_recently_used() -> None:
    evicted: list[str] = []
    cache: ByteBudgetLRU[str, bytes] = ByteBudgetLRU(1000, len, on_evict=lambda k, _v: evicted.append(k))
    for i in range(50):
        cache.put(f"k{i}", b"x" * 300)
        assert cache.bytes_used <= 1000
        if i == 2:
            assert cache.get("k0") is not None  # k0 used again: k1 is now the oldest
    assert len(cache) == 3 and cache.bytes_used == 900
    assert evicted[:3] == ["k1", "k2", "k0"] and cache.evictions == 47
    assert list(cache) == ["k47", "k48", "k49"]


def test_sizes_replacements_and_oversized_entries() -> None:
    cache: ByteBudgetLRU[int, str] = ByteBudgetLRU(10, len)
    cache.put(1, "abcd")
    cache.put(1, "ab")  # a replaced value's size is given back
    assert cache.bytes_used == 2
    cache.put(2, "x" * 11)  # larger than the whole budget: not kept, nothing evicted for it
    assert 2 not in cache and 1 in cache
    assert cache.peek(1) == "ab"
    cache.resize(1)
    assert len(cache) == 0 and cache.bytes_used == 0
    with pytest.raises(ValueError):
        ByteBudgetLRU(-1, len)
