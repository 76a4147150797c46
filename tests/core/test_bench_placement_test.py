"""bench/placement_test.py runs only the test corpora it is told to: the next session's test corpus is merged before
this session's is run, and must stay unread until then."""

from __future__ import annotations

import sys

import pytest


def test_an_unknown_test_corpus_name_is_refused(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    from bench import placement_test

    monkeypatch.setattr(sys, "argv", ["placement_test.py", "--corpus", "nobody"])
    with pytest.raises(SystemExit) as exit_info:
        placement_test.main()
    assert exit_info.value.code == 2 and "no test corpus named nobody" in capsys.readouterr().err


def test_only_the_named_test_corpus_is_run(monkeypatch: pytest.MonkeyPatch) -> None:
    from bench import corpora, placement_test

    names = [c.name for c in corpora.load_test()]
    assert len(names) >= 2, "this test needs two test corpora to tell them apart"
    seen: list[list[str]] = []

    def stop(chosen: list[corpora.Corpus]) -> list[object]:
        seen.append([c.name for c in chosen])
        return []  # nothing embedded: main then publishes an empty table, which is not published here

    monkeypatch.setattr(placement_test, "embed", stop)
    monkeypatch.setattr(placement_test, "publish", lambda text, out: None)
    monkeypatch.setattr(sys, "argv", ["placement_test.py", "--corpus", names[-1]])
    assert placement_test.main() == 0
    assert seen == [[names[-1]]]
