"""ItemWords (core/pipeline/corpus.py): what placement reads of each memory's words is worked out once per version
of its text, not on every read of the workspace."""

from __future__ import annotations

import pytest

from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.core.pipeline import corpus
from contexty_qt.core.pipeline.corpus import ItemWords, load_corpus
from contexty_qt.core.services import CoreServices


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts lexical_words is asked about, in order."""
    asked: list[str] = []
    original = corpus.lexical_words

    def counting(text: str, *rest: str) -> frozenset[str]:
        asked.append(text)
        return original(text, *rest)

    monkeypatch.setattr(corpus, "lexical_words", counting)
    return asked


def test_a_second_read_of_the_workspace_works_out_no_words_again(core: CoreServices, counted: list[str]) -> None:
    ids = [core.tree.add_memory(SourceType.SNIPPET, text=text, memo="ferry",
                                provenance=Provenance(app="firefox", window_title="Timetable")).id
           for text in ("Sunday return 18:40 from Tromsø", "Wedding in Edinburgh on the 14th")]
    words = ItemWords()
    workspace = core.store.get_memory(ids[0]).workspace_id
    first = load_corpus(core.store, None, workspace, ensure=False, words=words)
    assert len(counted) == 2
    second = load_corpus(core.store, None, workspace, ensure=False, words=words)
    assert len(counted) == 2  # nothing worked out again
    uncached = load_corpus(core.store, None, workspace, ensure=False)
    for i in ids:
        assert first.items[i].words == second.items[i].words == uncached.items[i].words
        assert first.items[i].foreign == uncached.items[i].foreign
    assert first.items[ids[0]].words  # words were read at all


def test_an_edited_memory_is_read_again(core: CoreServices, counted: list[str]) -> None:
    memory = core.tree.add_memory(SourceType.SNIPPET, text="Deer samples for the lab", memo="send friday")
    words = ItemWords()
    before, _, _ = words.of(core.store.get_memory(memory.id))
    core.tree.edit_memory(memory.id, memo="Til Marit: prøvene kommer på fredag, og svar fra laben")
    after, _, _ = words.of(core.store.get_memory(memory.id))
    assert len(counted) == 2 and before != after
    words.of(core.store.get_memory(memory.id))
    assert len(counted) == 2


def test_the_pipeline_steps_share_the_runner_s_words(core: CoreServices) -> None:
    """One ItemWords for placement and naming, made by the composition root (wiring.job_runner); an empty one
    passed in is used, not swapped for a new one (it has a length, so `or` would have)."""
    from contexty_qt.core.pipeline.place import PlaceStep, SummarizeStep

    shared = ItemWords()
    assert PlaceStep(None, lambda: None, words=shared).words is shared
    assert SummarizeStep(None, shared).words is shared


def test_the_least_recently_read_go_beyond_the_bound(core: CoreServices) -> None:
    memories = [core.tree.add_memory(SourceType.SNIPPET, text=f"capture number {n}") for n in range(3)]
    words = ItemWords(kept=2)
    for m in memories:
        words.of(core.store.get_memory(m.id))
    assert len(words) == 2


def test_a_capture_in_a_script_the_model_cannot_read_leans_on_its_memo(core: CoreServices) -> None:
    """A Serbian form in Cyrillic is marked unreadable (most of its letters are not Latin), an English note and a
    Serbian note in Latin letters are not; placement then mixes in the memo at W_UNREADABLE_MEMO, not W_MEMO."""
    import numpy as np

    from contexty_qt.core.pipeline import placement
    from contexty_qt.core.text import mostly_other_than_latin

    texts = ("ОБАВЕШТЕЊЕ СТАНАРИМА: лифт је ван функције од 31. јануара", "Lift out since 31 Jan, assembly Thursday",
             "Poštovani, lift je van funkcije od 31. januara")
    ids = [core.tree.add_memory(SourceType.SNIPPET, text=t, memo="lift again").id for t in texts]
    loaded = load_corpus(core.store, None, core.store.get_memory(ids[0]).workspace_id, ensure=False)
    assert [loaded.items[i].unreadable for i in ids] == [True, False, False]
    examples = ("サンプル", "Café Đorđević", "123", "")
    assert [mostly_other_than_latin(t) for t in examples] == [True, False, False, False]
    content, memo = np.array([1.0, 0.0], dtype=np.float32), np.array([0.0, 1.0], dtype=np.float32)
    items = [placement.PlacementItem(1, content, memo, loaded.items[ids[0]].captured_at, unreadable=True),
             placement.PlacementItem(2, content, memo, loaded.items[ids[0]].captured_at)]
    vectors = placement._memo_vectors(items, placement.W_MEMO)
    assert placement.W_UNREADABLE_MEMO > placement.W_MEMO
    share = placement.W_UNREADABLE_MEMO
    assert np.allclose(vectors[0], np.array([1.0, share]) / np.hypot(1, share))
    assert np.allclose(vectors[1], np.array([1.0, placement.W_MEMO]) / np.hypot(1, placement.W_MEMO))
