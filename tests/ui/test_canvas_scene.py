"""The scene mirrors the model: built from it, kept current by change events of any origin,
incrementally (items survive updates), never moving what the user is dragging."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PIL import Image
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtTest import QTest

from contexty_qt.core.commands import describe
from contexty_qt.core.model import AnalysisState, Origin, Provenance, SourceType
from contexty_qt.ui.canvas.items import DETAIL_LOD
from contexty_qt.ui.canvas.panel import REVEAL_ZOOM
from contexty_qt.ui.canvas.scene import matches, parse_query
from contexty_qt.ui.canvas.theme import CanvasTheme
from contexty_qt.ui.canvas.understanding import EMPTY_TEXT

if TYPE_CHECKING:
    from tests.ui.canvas_support import Harness

pytest_plugins = ["tests.ui.canvas_support"]
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def test_scene_is_built_from_the_model(canvas: Harness) -> None:
    c = canvas
    scene = c.scene
    assert set(scene.cards) == {m.id for m in c.core.store.memories()}
    assert set(scene.frames) == {b.id for b in c.core.store.groups()} | {-1}  # -1: the Unassigned area
    assert all(card.isVisible() for card in scene.cards.values())
    assert scene.frames[c.ids["reviews"]].depth == 1
    assert scene.frames[-1].mapRectToScene(scene.frames[-1].rect()).contains(c.card_rect("u_torch"))
    assert c.card("m_budget").has_note() and not c.card("m_aims").has_note()


def test_ai_events_update_the_scene_incrementally(canvas: Harness) -> None:
    c = canvas
    items = {i: id(item) for i, item in c.scene.cards.items()}
    frames = {i: id(item) for i, item in c.scene.frames.items()}
    tree = c.tree
    tree.refine_memory(c.ids["m_aims"], Origin.AI, tags=["grant", "aims"], user_context="Drafting the aims.")
    added = tree.add_memory(SourceType.OBSERVATION, text="NIH page", origin=Origin.AI,
                            provenance=Provenance("Firefox", "NIH", "https://nih.gov"), group_id=c.ids["trip"])
    tree.rename_group(c.ids["trip"], "Lisbon trip", origin=Origin.AI)
    tree.move_memories([c.ids["u_torch"]], c.ids["grant"], origin=Origin.AI)
    c.settle()
    card = c.card("m_aims")
    assert id(card) == items[c.ids["m_aims"]], "an update changes the existing item, not a new one"
    assert card.memory.tags == ["grant", "aims"] and card.memory.updated
    assert all(id(c.scene.cards[i]) == ident for i, ident in items.items())
    assert all(id(c.scene.frames[i]) == ident for i, ident in frames.items() if i != -1)
    assert added.id in c.scene.cards and c.scene.cards[added.id].isVisible()
    assert c.frame("trip").tree_group.name == "Lisbon trip"
    grant = c.frame("grant").mapRectToScene(c.frame("grant").rect())
    assert grant.contains(c.card_rect("u_torch"))
    assert -1 not in c.scene.frames  # the Unassigned area went with its last card
    tree.delete_memories([added.id], origin=Origin.AI)
    c.settle()
    assert added.id not in c.scene.cards


def test_ai_update_while_dragging_does_not_move_the_dragged_card(canvas: Harness) -> None:
    c = canvas
    c.show("grant", "trip")
    start = c.card_body("m_aims")
    end = c.frame_body("trip")
    c.drag(start, end, release=False)
    dragged = c.card("m_aims")
    where = dragged.pos()
    # the AI revises the dragged card and reshuffles around it mid-drag
    c.tree.refine_memory(c.ids["m_aims"], Origin.AI, title="Specific aims v2", tags=["grant"])
    c.tree.move_memories([c.ids["u_torch"]], c.ids["grant"], origin=Origin.AI)
    c.settle()
    assert c.card("m_aims") is dragged, "the item under the cursor is never rebuilt"
    assert dragged.pos() == where, "nor moved by a relayout"
    assert dragged.memory.title == "Specific aims v2"  # but it shows the new data
    assert c.frame("trip").drop_target
    QTest.mouseRelease(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    c.settle()
    assert c.memory("m_aims").group_id == c.ids["trip"]
    trip = c.frame("trip").mapRectToScene(c.frame("trip").rect())
    assert trip.contains(c.card_rect("m_aims"))


def test_card_deleted_by_the_ai_while_dragged_ends_cleanly(canvas: Harness) -> None:
    c = canvas
    c.show("grant", "trip")
    end = c.frame_body("trip")
    c.drag(c.card_body("m_aims"), end, release=False)
    c.tree.delete_memories([c.ids["m_aims"]], origin=Origin.AI)
    c.settle()
    QTest.mouseMove(c.viewport, end)
    QTest.mouseRelease(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    c.settle()
    assert c.ids["m_aims"] not in c.scene.cards
    assert describe(c.tree.undo_stack.ai_steps()[0]) == "AI: Delete 1 memory"


def test_undo_of_an_ai_change_reaches_the_scene(canvas: Harness) -> None:
    c = canvas
    c.tree.refine_memory(c.ids["m_flight"], Origin.AI, user_context="Booking flights for ICML.")
    c.settle()
    assert c.card("m_flight").memory.updated
    assert c.tree.undo_step(c.tree.undo_stack.ai_steps()[0]) == "AI: Refine “Flights to Lisbon”"
    c.settle()
    assert not c.card("m_flight").memory.updated
    assert c.card("m_flight").memory.user_context == "Working on flights to lisbon."


def test_hidden_and_archived_cards_show_only_when_asked(canvas: Harness) -> None:
    c = canvas
    c.tree.edit_memory(c.ids["m_hotel"], hidden=True, origin=Origin.AI)
    c.tree.set_archived([c.ids["m_aims"]])
    c.settle()
    assert not c.drawn("m_hotel") and not c.drawn("m_aims")
    c.panel.show_hidden.click()
    c.settle()
    assert c.drawn("m_hotel") and not c.drawn("m_aims")
    c.panel.show_archived.click()
    c.settle()
    assert c.card("m_aims").isVisible()
    c.panel.show_hidden.click()
    c.settle()
    assert not c.drawn("m_hotel")


def test_pending_and_failed_states_and_the_spinner(canvas: Harness) -> None:
    c = canvas
    spinner = c.scene._spinner
    assert not spinner.isActive()  # everything analysed
    added = c.tree.add_memory(SourceType.SNIPPET, text="fresh capture", memo="look at this")
    c.settle()
    assert c.scene.cards[added.id].memory.analysis_state is AnalysisState.PENDING
    assert spinner.isActive()
    assert c.scene.cards[added.id]._layout_text().context[0].startswith("Analysing")
    c.tree.edit_memory(added.id, analysis_error="Waiting to retry: Cannot reach the model server", origin=Origin.AI)
    c.settle()
    assert c.scene.cards[added.id]._layout_text().context[0].startswith("Waiting to retry: Cannot reach")
    c.tree.edit_memory(added.id, analysis_state=AnalysisState.FAILED, analysis_error="HTTP 500 from the model",
                       origin=Origin.AI)
    c.settle()
    assert not spinner.isActive()
    assert c.scene.cards[added.id]._layout_text().error[0].startswith("Analysis failed: HTTP 500")


def test_search_filters_and_highlights(canvas: Harness) -> None:
    c = canvas
    c.panel.search.setText("tag:travel")
    matched = {i for i, card in c.scene.cards.items() if card.match}
    assert matched == {c.ids["m_flight"], c.ids["m_hotel"]}
    assert c.card("m_budget").match is False
    assert c.panel.hits.text() == "2 matches"
    c.panel.search.setText("memo:thin")
    assert {i for i, card in c.scene.cards.items() if card.match} == {c.ids["m_budget"]}
    c.panel.search.setText("group:reviews")
    assert {i for i, card in c.scene.cards.items() if card.match} == {c.ids["m_review"]}
    c.panel.search.setText("app:firefox lisbon")
    assert {i for i, card in c.scene.cards.items() if card.match} == {c.ids["m_flight"]}
    QTest.keyClick(c.panel.search, Qt.Key.Key_Return)  # jumps to (and selects) the first hit
    assert c.selection.memory_ids == {c.ids["m_flight"]}
    c.panel.search.clear()
    assert all(card.match is None for card in c.scene.cards.values())
    assert c.panel.hits.text() == ""


def test_find_keys_ctrl_f_f3_shift_f3_and_escape(canvas: Harness) -> None:
    """The keys a notes app's find has: Ctrl+F from the canvas goes to the search field with its query selected,
    F3 / Shift+F3 (and Enter / Shift+Enter in the field) step through the matches both ways, Esc in the field clears
    the search and gives the canvas the keys back."""
    c = canvas
    c.panel.activateWindow()
    c.qtbot.waitUntil(lambda: c.panel.isActiveWindow(), timeout=3000)
    c.panel.search.setText("old query")
    c.panel.view.setFocus()
    QTest.keyClick(c.panel.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert c.panel.search.hasFocus() and c.panel.search.selectedText() == "old query"
    QTest.keyClicks(c.panel.search, "tag:travel")  # typing replaces the selected query
    assert c.panel.search.text() == "tag:travel" and c.panel.hits.text() == "2 matches"
    selected: list[set[int]] = []
    for key, modifier in ((Qt.Key.Key_F3, Qt.KeyboardModifier.NoModifier),
                          (Qt.Key.Key_F3, Qt.KeyboardModifier.NoModifier),
                          (Qt.Key.Key_F3, Qt.KeyboardModifier.ShiftModifier),
                          (Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)):
        QTest.keyClick(c.panel.search, key, modifier)
        selected.append(set(c.selection.memory_ids))
    first, second = selected[0], selected[1]
    assert first != second and {*first, *second} == {c.ids["m_flight"], c.ids["m_hotel"]}
    assert selected[2:] == [first, second]  # back one, then back again (around to the last)
    # a match stepped to on a zoomed-out canvas is shown where it can be read, on screen
    c.panel.view.set_zoom(0.1)
    QTest.keyClick(c.panel.search, Qt.Key.Key_F3)
    (hit,) = c.selection.memory_ids
    assert c.panel.view.zoom() >= REVEAL_ZOOM
    assert c.panel.view.visible_scene_rect().contains(c.scene.card(hit).sceneBoundingRect())
    QTest.keyClick(c.panel.search, Qt.Key.Key_Escape)
    assert c.panel.search.text() == "" and c.panel.view.hasFocus()
    assert all(card.match is None for card in c.scene.cards.values())


def test_query_parsing() -> None:
    assert parse_query("tag:Budget  grant app:") == [("tag", "budget"), ("", "grant"), ("", "app:")]


def test_matches_by_field() -> None:
    from contexty_qt.core.model import Memory

    memory = Memory(1, 1, SourceType.SNIPPET, datetime(2025, 1, 1, tzinfo=UTC), text="Lisbon flights", memo="cheap",
                    tags=["travel"], provenance=Provenance("Firefox", "", "https://kayak.com"))
    assert matches(memory, parse_query("lisbon"))
    assert matches(memory, parse_query("app:kayak memo:cheap source:snippet"))
    assert not matches(memory, parse_query("tag:budget"))
    assert not matches(memory, parse_query("source:chat"))


def test_a_search_word_matches_without_accents_and_a_name_in_another_script() -> None:
    """Typed as a person types on an English keyboard: "cafe" finds "Café", "dordevic" finds "Đorđević", and a
    name finds the card that writes it in Persian or Cyrillic; a short word does not reach into another script."""
    from contexty_qt.core.model import Memory

    def card(text: str) -> Memory:
        return Memory(1, 1, SourceType.SNIPPET, datetime(2025, 1, 1, tzinfo=UTC), text=text)

    assert matches(card("Lunch at Café Nero with Nemanja Đorđević"), parse_query("cafe dordevic"))
    assert matches(card("آقای توکلی (صاحبخانه): قرارداد شما"), parse_query("tavakoli"))
    assert matches(card("Горан: кутије су спремне"), parse_query("goran"))
    assert not matches(card("مادر"), parse_query("ma"))
    assert not matches(card("آقای توکلی"), parse_query("tavakoli ghaffari"))  # every word must be there


def test_thumbnail_is_loaded_off_the_gui_thread(canvas: Harness, tmp_path: Path) -> None:
    c = canvas
    path = tmp_path / "shot.png"
    Image.new("RGB", (1600, 900), (30, 120, 200)).save(path)
    memory = c.tree.add_memory(SourceType.OBSERVATION, image=path.read_bytes(), group_id=c.ids["trip"])
    c.settle()
    card = c.scene.cards[memory.id]
    c.view.set_zoom(1.0)
    c.view.centerOn(card)
    c.viewport.repaint()
    cache = c.scene.ctx.thumbnails
    assert cache is not None and memory.image
    c.qtbot.waitUntil(lambda: cache.get(memory.image or "") is not None, timeout=5000)
    thumb = cache.get(memory.image)
    assert thumb is not None and not thumb.isNull()
    assert thumb.width() <= 480  # the stored thumbnail, not a full-size copy on the GUI thread


def test_thumbnails_stay_within_their_byte_budget_and_cards_hold_none(canvas: Harness, tmp_path: Path) -> None:
    """Issue 18: a day of observation paints hundreds of screenshot cards; the decoded images live
    only in the cache, which evicts the least recently painted past its budget."""
    from PySide6.QtGui import QPixmap

    c = canvas
    cache = c.scene.ctx.thumbnails
    assert cache is not None
    one = 480 * 270 * 4  # a 1600x900 screenshot's stored thumbnail (capture/images.py), 32-bit
    cache._cache.resize(3 * one + one // 2)  # room for three
    memories = []
    for i in range(7):
        path = tmp_path / f"shot{i}.png"
        Image.new("RGB", (1600, 900), (30 * i, 120, 200)).save(path)
        memories.append(c.tree.add_memory(SourceType.OBSERVATION, image=path.read_bytes(), group_id=c.ids["trip"]))
    c.settle()
    c.view.set_zoom(1.0)
    # the first paint of each card also writes its missing stored thumbnail: waits are generous
    for memory in memories:  # the user scrolls past each card in turn
        item = c.scene.card(memory.id)  # its item is made now if the card has none (lazy items)
        assert item is not None
        c.view.centerOn(item)
        c.viewport.repaint()
        c.qtbot.waitUntil(lambda m=memory: cache.get(m.image or "") is not None, timeout=20_000)
        assert cache.bytes_used <= cache.budget_bytes
    assert len(cache) == 3 and cache.bytes_used == 3 * one
    # four of the seven were evicted (which ones depends on what else the viewport showed meanwhile)
    assert sum(cache._cache.peek(m.image or "") is None for m in memories) == 4
    assert all(not isinstance(value, QPixmap) for card in c.scene.cards.values() for value in vars(card).values())
    first = c.scene.card(memories[0].id)  # scrolling back decodes it again
    assert first is not None
    c.view.centerOn(first)
    c.viewport.repaint()
    c.qtbot.waitUntil(lambda: cache.get(memories[0].image or "") is not None, timeout=20_000)
    assert cache.bytes_used <= cache.budget_bytes and len(cache) == 3


def test_card_layouts_stay_within_their_byte_budget(canvas: Harness) -> None:
    c = canvas
    layouts = c.scene.ctx.layouts
    cards = list(c.scene.cards.values())
    assert len(cards) >= 4
    c.view.set_zoom(1.0)
    for card in cards:
        card._layout_text()
    one = max(card.layout_bytes() for card in cards)
    layouts.resize(2 * one)
    for card in cards:  # painting each card in turn: only the last ones keep their layout
        c.view.centerOn(card)
        card._layout_text()
        assert layouts.bytes_used <= layouts.budget_bytes
    kept = [card for card in cards if card._text is not None]
    assert 1 <= len(kept) <= 2 and cards[-1] in kept and cards[0]._text is None
    assert cards[0]._layout_text().title  # laid out again when painted again


def test_level_of_detail_draws_compact_tiles(canvas: Harness) -> None:
    c = canvas
    card = c.card("m_budget")
    calls: list[str] = []
    tile, full = card._paint_tile, card._paint_card
    card._paint_tile = lambda *a: (calls.append("tile"), tile(*a))[1]  # type: ignore[method-assign]
    card._paint_card = lambda *a: (calls.append("card"), full(*a))[1]  # type: ignore[method-assign]
    for zoom in (1.0, DETAIL_LOD / 2):
        c.view.set_zoom(zoom)
        c.view.centerOn(card)
        calls.clear()
        c.viewport.repaint()
        assert calls, "the card was painted"
        assert set(calls) == ({"card"} if zoom >= DETAIL_LOD else {"tile"})


def test_low_zoom_shows_frame_labels(canvas: Harness) -> None:
    c = canvas
    c.view.set_zoom(0.1)
    assert c.scene.labels[c.ids["grant"]].isVisible()
    c.view.set_zoom(1.0)
    assert not c.scene.labels[c.ids["grant"]].isVisible()


def test_a_first_sub_groups_label_moves_past_its_parents_instead_of_hiding(canvas: Harness) -> None:
    """Zoomed out, a task whose first sub-group sits at its top-left corner (a task holding only sub-groups, as the
    AI's tasks do) would have that sub-group's label under its own (one header below it, less than a label's height
    on screen): the sub-group's label moves right along its own frame's top instead of hiding, and no two labels
    overlap."""
    c = canvas
    task = c.tree.add_group("Trip")
    flights = c.tree.add_group("Flights", parent_id=task.id)
    c.tree.move_memories([c.ids["m_flight"], c.ids["m_hotel"], c.ids["u_torch"]], flights.id)
    c.settle()
    c.view.set_zoom(0.3)
    c.settle()

    # a label keeps its on-screen size whatever the zoom: in the scene it spans its size divided by the zoom
    def spans(label: Any) -> QRectF:
        return QRectF(label.pos(), label.boundingRect().size() / c.scene.zoom)

    parent, child = c.scene.labels[task.id], c.scene.labels[flights.id]
    assert parent.isVisible() and child.isVisible()
    shown = [spans(label) for label in c.scene.labels.values() if label.isVisible()]
    assert all(not a.intersects(b) for i, a in enumerate(shown) for b in shown[i + 1:])
    frame = c.scene.frames[flights.id].mapRectToScene(c.scene.frames[flights.id].rect())
    assert spans(child).left() > spans(parent).right()  # moved right, past its task's label
    assert frame.left() <= spans(child).left() and spans(child).right() <= frame.right()  # still inside its frame


def test_dark_palette_gives_a_dark_canvas(canvas: Harness) -> None:
    c = canvas
    light = c.scene.ctx.theme
    assert not light.dark
    palette = QPalette(c.panel.palette())
    palette.setColor(QPalette.ColorRole.Window, QColor("#202124"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#E8EAED"))
    palette.setColor(QPalette.ColorRole.Base, QColor("#2B2C2F"))
    c.panel.setPalette(palette)
    c.settle()
    theme = c.scene.ctx.theme
    assert theme.dark and theme.background.lightnessF() < 0.2 and theme.text.lightnessF() > 0.8
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    c.scene.render(painter, source=c.card_rect("m_budget"))
    painter.end()


def test_theme_sizes_follow_the_font() -> None:
    from PySide6.QtGui import QFont

    small, big = QFont(), QFont()
    small.setPointSizeF(9)
    big.setPointSizeF(18)
    a, b = CanvasTheme.from_system(small), CanvasTheme.from_system(big)
    assert b.card_w > a.card_w * 1.6 and b.card_h > a.card_h * 1.6


def test_understanding_bar_states(canvas: Harness) -> None:
    bar = canvas.panel.understanding
    assert bar.summary.text() == EMPTY_TEXT
    when = datetime.now(UTC)
    canvas.panel.set_understanding("You are preparing an R01 resubmission and a trip to Lisbon.", when,
                                   ["budget", "flights"])
    assert bar.summary_text().startswith("You are preparing")
    assert bar.updated.text() == "Last updated just now"
    bar.clear()
    assert bar.summary.text() == EMPTY_TEXT and bar.updated.text() == ""


def test_understanding_bar_takes_a_correction(canvas: Harness) -> None:
    from PySide6.QtCore import Qt

    bar = canvas.panel.understanding
    canvas.panel.set_understanding("You are working on “Lisbon trip”.", datetime.now(UTC))
    said: list[str] = []
    bar.corrected.connect(said.append)
    bar.correct.click()
    assert bar.editor.isVisibleTo(bar) and not bar.summary.isVisibleTo(bar)
    canvas.qtbot.keyClicks(bar.editor, "No, I'm working on the Delft application")
    canvas.qtbot.keyClick(bar.editor, Qt.Key.Key_Return)
    assert said == ["No, I'm working on the Delft application"] and not bar.editor.isVisibleTo(bar)
    bar.correct.click()
    canvas.qtbot.keyClick(bar.editor, Qt.Key.Key_Escape)  # Escape cancels
    assert said == ["No, I'm working on the Delft application"] and bar.summary.isVisibleTo(bar)
    canvas.panel.set_understanding(said[0], datetime.now(UTC), by_user=True)
    assert bar.heading.text() == "Your correction" and bar.by_user()


def test_empty_workspace_says_so(make_canvas: Any) -> None:
    c = make_canvas(populate=False)
    assert c.panel.empty.isVisible()
    assert "No memories yet" in c.panel.empty.text()
    c.tree.add_memory(SourceType.SNIPPET, text="first")
    c.settle()
    assert not c.panel.empty.isVisible()


def test_selection_from_elsewhere_selects_and_reveals_the_card(canvas: Harness) -> None:
    c = canvas
    c.view.set_zoom(1.0)
    c.view.centerOn(QPointF(-5000, -5000))
    c.selection.set([c.ids["m_hotel"]], [], source="timeline")
    assert c.card("m_hotel").isSelected()
    assert c.view.visible_scene_rect().intersects(c.card_rect("m_hotel"))


def test_reveal_memory_selects_zooms_and_flashes(canvas: Harness) -> None:
    c = canvas
    c.view.set_zoom(0.1)
    c.tree.edit_memory(c.ids["m_hotel"], hidden=True, origin=Origin.AI)
    c.settle()
    assert c.panel.reveal_memory(c.ids["m_hotel"])
    assert c.panel.show_hidden.isChecked() and c.card("m_hotel").isVisible()
    assert c.selection.memory_ids == {c.ids["m_hotel"]}
    assert c.view.zoom() >= 0.7 and c.view.visible_scene_rect().contains(c.card_rect("m_hotel"))
    assert c.card("m_hotel").match is True
    c.qtbot.waitUntil(lambda: c.card("m_hotel").match is None, timeout=3000)
    assert not c.panel.reveal_memory(99999)
