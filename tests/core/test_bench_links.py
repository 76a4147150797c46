"""bench/links.py's choice of the proposer's setting: the most right minus wrong proposals on the corpora given."""

from __future__ import annotations

import pytest

from bench import links as bench


def test_the_setting_is_chosen_by_right_minus_wrong_on_the_other_corpora(monkeypatch: pytest.MonkeyPatch) -> None:
    loose, strict = (0.25, 3, 0), (0.45, 8, 2)
    monkeypatch.setattr(bench, "GRID", [loose, strict])
    results = {
        "a": {loose: bench.Tally(proposed=10, right=4), strict: bench.Tally(proposed=2, right=2)},
        "b": {loose: bench.Tally(proposed=8, right=3), strict: bench.Tally(proposed=1, right=1)},
        "c": {loose: bench.Tally(proposed=6, right=6), strict: bench.Tally(proposed=0, right=0)},
    }
    assert results["a"][loose].balance == -2 and results["a"][strict].precision() == "1.00"
    assert results["c"][strict].precision() == "–"
    assert bench.choose(results, ["a", "b"]) == strict  # 3 against -3
    assert bench.choose(results, ["b", "c"]) == loose  # 4 against 1
    assert bench.choose(results, ["a", "b", "c"]) == strict  # 3 against 2
    results["c"][strict] = bench.Tally(proposed=1, right=0)
    assert bench.choose(results, ["a", "b", "c"]) == strict  # 2 against 2: the higher precision, 3/4 against 13/24
    results["c"][loose] = bench.Tally(proposed=6, right=5)
    assert bench.choose(results, ["a", "b", "c"]) == strict  # 0 against 2
