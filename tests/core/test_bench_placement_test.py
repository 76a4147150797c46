"""bench/placement_test.py runs only the test corpora it is told to: the next session's test corpus is merged before
this session's is run, and must stay unread until then."""

from __future__ import annotations

import sys
from types import SimpleNamespace

import pytest

TEST_CORPORA = [SimpleNamespace(name="audiologist"), SimpleNamespace(name="cartographer")]


def test_an_unknown_test_corpus_name_is_refused(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    from bench import placement_test

    monkeypatch.setattr(placement_test, "load_test", lambda: TEST_CORPORA)
    monkeypatch.setattr(sys, "argv", ["placement_test.py", "--corpus", "nobody"])
    with pytest.raises(SystemExit) as exit_info:
        placement_test.main()
    assert exit_info.value.code == 2 and "no test corpus named nobody" in capsys.readouterr().err


def test_only_the_named_test_corpus_is_run(monkeypatch: pytest.MonkeyPatch) -> None:
    from bench import placement_test

    seen: list[list[str]] = []

    def embed(chosen: list[SimpleNamespace]) -> list[object]:
        seen.append([c.name for c in chosen])
        return []  # nothing to replay: the table comes out empty

    monkeypatch.setattr(placement_test, "load_test", lambda: TEST_CORPORA)
    monkeypatch.setattr(placement_test, "embed", embed)
    monkeypatch.setattr(placement_test, "publish", lambda text, out: None)
    monkeypatch.setattr(sys, "argv", ["placement_test.py", "--corpus", "cartographer"])
    assert placement_test.main() == 0
    assert seen == [["cartographer"]]
