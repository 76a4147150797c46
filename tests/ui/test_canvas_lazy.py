"""Cards get a graphics item only near the screen, and a zoomed-out canvas draws plain tiles from
one item (issue 14: 10,000 card items held ~85 MB of the idle app). Whatever has no item must
still be found, selected, searched, revealed and drawn."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from contexty_qt.core.model import AnalysisState, Origin, SourceType
from contexty_qt.ui.canvas.scene import SUMMARY_LOD, CardTiles

if TYPE_CHECKING:
    from tests.ui.canvas_support import Harness

pytest_plugins = ["tests.ui.canvas_support"]
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")

T0 = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)

N = 600


@pytest.fixture
def big(make_canvas: Any) -> Harness:
    c: Harness = make_canvas(populate=False)
    tree = c.tree
    with tree.macro("seed", Origin.IMPORT):
        for i in range(N):
            tree.add_memory(SourceType.SNIPPET, text=f"note {i} about things", memo="a memo" if i % 7 == 0 else "",
                            captured_at=T0 + timedelta(minutes=i), origin=Origin.IMPORT,
                            analysis_state=AnalysisState.DONE)
    c.tree.add_memory(SourceType.SNIPPET, text="the zebra crossing",
                      captured_at=T0 + timedelta(minutes=N // 2, seconds=1), origin=Origin.IMPORT,
                      analysis_state=AnalysisState.DONE)
    c.settle()
    c.ids = {f"m_{m.id}": m.id for m in c.scene.mirror.memories.values()}
    return c


def at_readable_zoom(c: Harness, memory_id: int) -> None:
    c.view.set_zoom(1.0)
    r = c.scene.layout.cards[memory_id]
    c.view.centerOn(QPointF(r.x + r.w / 2, r.y + r.h / 2))
    QApplication.processEvents()


def zoomed_out(c: Harness) -> None:
    c.view.fit_all()
    c.view.set_zoom(SUMMARY_LOD * 0.6)  # 10,000 cards fit at ~3 %; these few would fit at a readable zoom
    bounds = c.scene.layout.bounds()
    c.view.centerOn(QPointF(bounds.x + bounds.w / 2, bounds.y + bounds.h / 2))
    QApplication.processEvents()
    assert c.view.zoom() < SUMMARY_LOD


def test_zoomed_out_canvas_draws_tiles_without_card_items(big: Harness) -> None:
    c = big
    assert len(c.scene.layout.cards) == N + 1
    zoomed_out(c)
    assert c.scene.tiles.isVisible()
    assert c.scene.cards == {}  # nothing selected: every card is a tile drawn by CardTiles
    # the tiles are painted: the canvas is not blank where the cards are
    image = c.view.viewport().grab().toImage()
    r = next(iter(c.scene.layout.cards.values()))
    spot = c.vpos(QPointF(r.x + r.w / 3, r.y + r.h / 2))
    assert image.pixelColor(spot) != c.scene.ctx.theme.background


def test_readable_zoom_gives_items_only_to_cards_near_the_screen(big: Harness) -> None:
    c = big
    first = c.scene.reading_order()[0]
    last = c.scene.reading_order()[-1]
    at_readable_zoom(c, first)
    assert not c.scene.tiles.isVisible()
    assert first in c.scene.cards and last not in c.scene.cards
    assert 0 < len(c.scene.cards) < N / 4
    visible = c.view.mapToScene(c.viewport.rect()).boundingRect()
    for memory_id, r in c.scene.layout.cards.items():  # every card on screen has its item
        if visible.intersects(QRectF(r.x, r.y, r.w, r.h)):
            assert memory_id in c.scene.cards
    # scrolling far away: the card scrolled into view gets its item, the one left behind gives it back
    at_readable_zoom(c, last)
    QApplication.processEvents()
    assert last in c.scene.cards and c.scene.cards[last].isVisible()
    assert first not in c.scene.cards


def test_selection_from_elsewhere_and_search_reveal_a_card_without_item(big: Harness) -> None:
    c = big
    first, last = c.scene.reading_order()[0], c.scene.reading_order()[-1]
    at_readable_zoom(c, first)
    assert last not in c.scene.cards
    c.selection.set({last}, [], None)  # the timeline or the tree selects it
    QApplication.processEvents()
    assert c.scene.cards[last].isSelected()  # a selected card keeps its item wherever it is
    at_readable_zoom(c, first)
    QApplication.processEvents()
    assert last in c.scene.cards
    c.selection.set(set(), [], None)
    QApplication.processEvents()
    assert last not in c.scene.cards  # deselected and far away: its item is gone again
    # search: the hit far off screen is counted, then revealed with an item and the hit outline
    zebra = next(i for i, m in c.scene.mirror.memories.items() if "zebra" in m.text)
    assert zebra not in c.scene.cards
    c.panel.search.setText("zebra")
    assert c.panel.hits.text() == "1 match"
    c.panel.next_match()
    QApplication.processEvents()
    item = c.scene.cards[zebra]
    assert item.isSelected() and item.match is True
    assert c.view.mapToScene(c.viewport.rect()).boundingRect().intersects(item.sceneBoundingRect())
    assert c.panel.reveal_memory(last)
    assert c.scene.cards[last].isSelected()


def test_a_tile_can_be_clicked_and_band_selected_when_zoomed_out(big: Harness) -> None:
    c = big
    zoomed_out(c)
    assert c.scene.cards == {}
    target = c.scene.reading_order()[5]
    r = c.scene.layout.cards[target]
    QTest.mouseClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     c.vpos(QPointF(r.x + r.w / 3, r.y + r.h / 2)))
    QApplication.processEvents()
    assert c.selection.memory_ids == {target}
    assert c.scene.cards[target].isSelected()
    assert not isinstance(c.scene.item_at(QPointF(r.x + 1, r.y + 1)), CardTiles)
    # a rubber band (Shift+drag) over the first cards selects them although they were tiles
    first_rows = c.scene.reading_order()[:3]
    rects = [c.scene.layout.cards[i] for i in first_rows]
    top_left = c.vpos(QPointF(min(x.x for x in rects) - 20, min(x.y for x in rects) - 20))
    bottom_right = c.vpos(QPointF(max(x.x + x.w for x in rects) + 5, max(x.y + x.h for x in rects) + 5))
    c.drag(top_left, bottom_right, Qt.KeyboardModifier.ShiftModifier)
    QApplication.processEvents()
    assert set(first_rows) <= c.selection.memory_ids
