"""The link proposer (core/pipeline/links.py) on hand-made memories: what one shared name is and is not enough for."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np

from contexty_qt.core.model import Memory, Provenance, SourceType
from contexty_qt.core.pipeline.links import MIN_COSINE, propose
from contexty_qt.core.pipeline.naming import lexical_words
from contexty_qt.core.pipeline.placement import GroupTable, PlacementItem

START = datetime(2030, 1, 20, 9, tzinfo=UTC)


def _memory(memory_id: int, text: str, memo: str = "") -> Memory:
    return Memory(id=memory_id, workspace_id=1, source=SourceType.SNIPPET,
                  captured_at=START + timedelta(minutes=memory_id), text=text, memo=memo,
                  provenance=Provenance("thunderbird", "Inbox", ""))


def _item(memory: Memory, vector: list[float]) -> PlacementItem:
    vec = np.asarray(vector, dtype=np.float32)
    return PlacementItem(id=memory.id, content_vec=vec / np.linalg.norm(vec), memo_vec=None,
                         captured_at=memory.captured_at, words=lexical_words(memory.text, memory.memo))


def _propose(old_text: str, new_text: str, closeness: float, **settings: int) -> str | None:
    """The proposal's label for `new_text` (in top-level group 2) against `old_text` (in group 1), their vectors
    `closeness` apart in cosine."""
    old, new = _memory(1, old_text), _memory(2, new_text)
    angle = float(np.arccos(closeness))
    items = {1: _item(old, [1.0, 0.0]), 2: _item(new, [float(np.cos(angle)), float(np.sin(angle))])}
    proposal = propose(2, {1: old, 2: new}, items, {1: 1, 2: 2}, GroupTable({1: None, 2: None}), [], **settings)
    return proposal.label if proposal is not None else None


def test_one_shared_place_name_alone_links_nothing() -> None:
    # the street she lives on, in a running plan and in a movers' quote: one name, nothing else in common
    running = "Sabina: Saturday long run, 6:30 at the gate in Jhamsikhel, then up to the ridge and back"
    movers = "Movers quote: a mini truck from Jhamsikhel to Bakhundole, loading from nine, two helpers"
    assert _propose(running, movers, closeness=0.9) is None
    assert _propose(running, movers, closeness=0.9, min_shared_words=0) == "Same “Jhamsikhel”"  # the name alone


def test_a_shared_name_with_the_same_thing_around_it_is_proposed() -> None:
    old = "A note from Rajendra: the map reprint needs the corrected village names before the proofs go to press"
    new = "Mail to Rajendra with the corrected village names for the map, ready for the proofs"
    label = _propose(old, new, closeness=MIN_COSINE + 0.1)
    assert label == "Same “Rajendra”"


def test_a_single_shared_name_needs_closeness_in_meaning() -> None:
    old = "A mail from Rajendra asking for the village names list and the proofs schedule"
    new = "The village names list for Rajendra, with the proofs schedule"
    assert _propose(old, new, closeness=MIN_COSINE - 0.2) is None
    assert _propose(old, new, closeness=MIN_COSINE + 0.1) is not None


def test_a_capitalised_word_also_written_in_lower_case_is_no_name() -> None:
    # "Owner" on a shipyard's forms: a role, which the captures also write in lower case ("the owner's change
    # orders"); it linked the visitor's pass for her father to the ship's delivery date
    pass_form = "Visitor pass request: hull 2417, guest of the Owner supervisor, delivery week visit"
    delivery = "Delivery of hull 2417 moved, the Owner supervisor confirms the delivery week"
    assert _propose(pass_form, delivery, closeness=0.9) == "Same “Owner”"  # nothing says it is not a name
    old, new = _memory(1, pass_form), _memory(2, delivery)
    aside = _memory(3, "The owner's change orders are signed; the yard wants them settled first")
    angle = float(np.arccos(0.9))
    items = {1: _item(old, [1.0, 0.0]), 2: _item(new, [float(np.cos(angle)), float(np.sin(angle))]),
             3: _item(aside, [0.0, 1.0])}
    assert propose(2, {1: old, 2: new, 3: aside}, items, {1: 1, 2: 2, 3: 2}, GroupTable({1: None, 2: None}),
                   []) is None
