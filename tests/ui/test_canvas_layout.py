"""Layout invariants: no overlapping cards, children inside their parents, deterministic, and the
same on the rendered canvas of a known tree as in the pure computation."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QImage, QPainter

from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.ui.canvas.layout import (
    UNASSIGNED,
    CardSpec,
    GroupSpec,
    Metrics,
    Rect,
    check_invariants,
    compute_layout,
    flow,
)

if TYPE_CHECKING:
    from tests.ui.canvas_support import Harness

pytest_plugins = ["tests.ui.canvas_support"]
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@st.composite
def trees(draw: Any) -> tuple[list[CardSpec], list[GroupSpec]]:
    n_groups = draw(st.integers(0, 12))
    groups = []
    for i in range(1, n_groups + 1):
        parent = draw(st.one_of(st.none(), st.integers(1, i - 1))) if i > 1 else None
        collapsed = draw(st.booleans()) if draw(st.integers(0, 5)) == 0 else False
        pos = draw(st.one_of(st.none(), st.tuples(st.floats(-2000, 2000), st.floats(-2000, 2000))))
        groups.append(GroupSpec(i, parent, collapsed, pos, float(i), draw(st.floats(0, 900))))
    cards = []
    for j in range(draw(st.integers(0, 40))):
        owner = draw(st.one_of(st.none(), st.integers(1, n_groups))) if n_groups else None
        width = draw(st.sampled_from([290.0, 420.0]))
        pos = draw(st.one_of(st.none(), st.tuples(st.floats(-500, 3000), st.floats(-500, 3000))))
        cards.append(CardSpec(100 + j, owner, width, 265.0, pos, float(j)))
    return cards, groups


@settings(max_examples=150, deadline=None)
@given(trees())
def test_generated_trees_keep_every_invariant(tree: tuple[list[CardSpec], list[GroupSpec]]) -> None:
    cards, groups = tree
    layout = compute_layout(cards, groups)
    parents = {b.id: b.parent_id for b in groups}
    card_group = {c.id: c.group_id for c in cards}
    assert check_invariants(layout, parents, card_group) == []
    visible = {c.id for c in cards} - layout.hidden_cards
    assert set(layout.cards) == visible  # every card is placed unless its group is collapsed
    assert compute_layout(list(reversed(cards)), list(reversed(groups))) == layout  # order-independent


def test_pinned_top_level_frame_stays_where_the_user_put_it() -> None:
    groups = [GroupSpec(1, None), GroupSpec(2, None, pos=(3000.0, 1200.0))]
    cards = [CardSpec(10, 1, 290, 265), CardSpec(11, 2, 290, 265)]
    layout = compute_layout(cards, groups)
    assert (layout.frames[2].x, layout.frames[2].y) == (3000.0, 1200.0)


def test_overlapping_pins_are_pushed_apart() -> None:
    groups = [GroupSpec(1, None, pos=(0.0, 0.0)), GroupSpec(2, None, pos=(10.0, 10.0))]
    layout = compute_layout([CardSpec(10, 1, 290, 265), CardSpec(11, 2, 290, 265)], groups)
    assert not layout.frames[1].intersects(layout.frames[2])


def test_in_frame_positions_order_the_members() -> None:
    m = Metrics()
    cards = [CardSpec(1, 5, 290, 265, order=1), CardSpec(2, 5, 290, 265, order=2),
             CardSpec(3, 5, 290, 265, pos=(-50.0, 0.0), order=3)]  # dropped before the first slot
    layout = compute_layout(cards, [GroupSpec(5, None)], m)
    xs = sorted(layout.cards, key=lambda i: (layout.cards[i].y, layout.cards[i].x))
    assert xs == [3, 1, 2]


def test_flow_wraps_rows() -> None:
    positions, width, height = flow([(100, 50)] * 5, 230, 10)
    assert positions == [(0, 0), (110, 0), (0, 60), (110, 60), (0, 120)]
    assert (width, height) == (210, 170)


def test_collapsed_frame_hides_its_insides() -> None:
    groups = [GroupSpec(1, None, collapsed=True), GroupSpec(2, 1)]
    layout = compute_layout([CardSpec(10, 1, 290, 265), CardSpec(11, 2, 290, 265)], groups)
    assert layout.hidden_cards == {10, 11} and layout.hidden_frames == {2}
    assert 2 not in layout.frames and layout.frames[1].h < 265


def test_check_invariants_catches_problems() -> None:
    from contexty_qt.ui.canvas.layout import Layout

    bad = Layout(cards={1: Rect(0, 0, 100, 100), 2: Rect(50, 50, 100, 100)},
                 frames={7: Rect(0, 0, 120, 120), UNASSIGNED: Rect(500, 500, 10, 10)})
    problems = check_invariants(bad, {7: None}, {1: 7, 2: 7})
    assert "cards 1 and 2 overlap" in problems
    assert "card 2 is outside its frame 7" in problems


def build_known_tree(c: Harness) -> None:
    """Three levels, several cards per frame, notes on some, a pinned frame, one collapsed."""
    tree = c.tree
    for i in range(12):
        memory = tree.add_memory(SourceType.SNIPPET if i % 3 else SourceType.OBSERVATION, text=f"extra card {i}",
                                 memo="a thought" if i % 4 == 0 else "",
                                 provenance=Provenance("Editor", f"doc {i}", ""))
        owner = [c.ids["grant"], c.ids["reviews"], c.ids["trip"], None][i % 4]
        if owner is not None:
            tree.move_memories([memory.id], owner)
    deep = tree.add_group("Reviewer 2", parent_id=c.ids["reviews"])
    tree.move_memories([c.ids["m_review"]], deep.id)
    side = tree.add_group("Side project", summary="pinned by hand")
    tree.edit_group(side.id, pos_x=2600.0, pos_y=-300.0)
    folded = tree.add_group("Folded away", parent_id=c.ids["trip"])
    tree.move_memories([c.ids["m_hotel"]], folded.id)
    tree.edit_group(folded.id, collapsed=True)


def test_rendered_known_tree_keeps_the_invariants(canvas: Harness, tmp_path: Path) -> None:
    c = canvas
    build_known_tree(c)
    c.settle()
    scene = c.scene
    # what is drawn: every visible card inside its frame, no two visible cards overlapping
    cards = {i: item.mapRectToScene(item.shape().boundingRect()) for i, item in scene.cards.items()
             if item.isVisible()}
    ids = sorted(cards)
    for n, a in enumerate(ids):
        for b in ids[n + 1:]:
            assert not cards[a].intersects(cards[b]), f"cards {a} and {b} overlap on the canvas"
    frames = {i: f.mapRectToScene(f.rect()) for i, f in scene.frames.items() if f.isVisible()}
    mirror = scene.mirror
    for memory_id, rect in cards.items():
        owner = mirror.memories[memory_id].group_id
        assert frames[owner if owner is not None else UNASSIGNED].contains(rect), f"card {memory_id} escapes"
    for group_id, rect in frames.items():
        parent = mirror.groups[group_id].parent_id if group_id in mirror.groups else None
        if parent is not None:
            assert frames[parent].contains(rect), f"group {group_id} escapes its parent {parent}"
    assert not c.drawn("m_hotel")  # inside the collapsed group
    side = next(b for b in mirror.groups.values() if b.name == "Side project")
    assert (frames[side.id].x(), frames[side.id].y()) == (2600.0, -300.0)
    assert check_invariants(scene.layout, {b.id: b.parent_id for b in mirror.groups.values()},
                            {m.id: m.group_id for m in mirror.memories.values()}) == []
    # and it renders (a screenshot of the known tree, kept with the test's files)
    bounds = scene.itemsBoundingRect()
    image = QImage(int(bounds.width() / 4) + 1, int(bounds.height() / 4) + 1, QImage.Format.Format_ARGB32)
    image.fill(scene.ctx.theme.background)
    painter = QPainter(image)
    scene.render(painter, source=bounds)
    painter.end()
    assert image.save(str(tmp_path / "known-tree.png"))
    assert image.pixelColor(image.width() // 2, image.height() // 2).isValid()


def test_layout_is_deterministic_across_restarts(canvas: Harness, make_canvas: Any) -> None:
    c = canvas
    build_known_tree(c)
    c.settle()
    again = make_canvas()
    assert again.scene.layout == c.scene.layout
    for memory_id, item in c.scene.cards.items():
        assert again.scene.cards[memory_id].isVisible() == item.isVisible()
        if item.isVisible():
            assert again.scene.cards[memory_id].pos() == item.pos()
