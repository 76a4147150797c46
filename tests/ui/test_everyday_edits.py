"""Editing everything on the canvas (issue 17): the title in place, the summary, captured text and OCR text
in the card editor, each one undoable step; the "Updated" badge's own undo of the AI's step."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import pytest
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit

from contexty_qt.core.edits import stored_ocr_text
from contexty_qt.core.model import Memory, Origin, SourceType

if TYPE_CHECKING:
    from tests.ui.canvas_support import Harness

pytest_plugins = ["tests.ui.canvas_support"]
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")


def title_point(c: Harness, name: str) -> object:
    card = c.card(name)
    return c.vpos(card.mapToScene(card.title_rect().center()))


def test_double_click_on_a_title_edits_it_in_place_and_ctrl_z_undoes_it_past_an_ai_step(canvas: Harness) -> None:
    c = canvas
    c.show("trip")
    c.scene.select_nodes([c.ids["m_flight"]])  # a real double-click's first click selects the card
    QTest.mouseDClick(c.viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, title_point(c, "m_flight"))
    editor = c.view.findChild(QLineEdit, "canvasTitleEditor")
    assert editor is not None and editor.text() == "Flights to Lisbon"
    editor.selectAll()
    QTest.keyClicks(editor, "ICML flights")
    QTest.keyClick(editor, Qt.Key.Key_Return)
    c.settle()
    assert c.memory("m_flight").title == "ICML flights"
    assert c.card("m_flight").memory.title == "ICML flights"
    assert not c.panel._editors  # the Enter that saved the title does not also open the card editor
    # an AI step lands in the background on another card: Ctrl+Z still undoes the user's title edit
    c.tree.refine_memory(c.ids["m_hotel"], Origin.AI, user_context="Hotel near the venue.")
    assert c.tree.undo_stack.undo_text == "Rename card “Flights to Lisbon” to “ICML flights”"
    c.tree.undo()
    c.settle()
    assert c.card("m_flight").memory.title == "Flights to Lisbon"
    assert c.memory("m_hotel").user_context == "Hotel near the venue."


def test_f2_edits_the_selected_cards_title_and_escape_cancels(canvas: Harness) -> None:
    c = canvas
    c.show("trip")
    c.scene.select_nodes([c.ids["m_flight"]])
    c.view.setFocus()
    QTest.keyClick(c.view, Qt.Key.Key_F2)
    editor = c.view.findChild(QLineEdit, "canvasTitleEditor")
    assert editor is not None
    QTest.keyClicks(editor, "nope")
    QTest.keyClick(editor, Qt.Key.Key_Escape)
    c.settle()
    assert c.memory("m_flight").title == "Flights to Lisbon"


def png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (60, 30), "white").save(out, "PNG")
    return out.getvalue()


def screenshot(c: Harness, memo: str, reading: str) -> Any:
    """A screenshot card whose OCR text is `reading`, as OcrService stores it after reading the image."""
    shot = c.tree.add_memory(SourceType.SNIPPET, image=png(), memo=memo)
    with c.core.store.transaction() as db:
        db.execute("INSERT INTO ocr_text (image, engine, text, created_at) VALUES (?, 'rapidocr', ?, '2026-01-01')",
                   (shot.image, reading))
    return shot


def test_editor_corrects_summary_text_and_ocr_as_one_undo_step(make_canvas: object) -> None:
    c = make_canvas()  # type: ignore[operator]
    shot = screenshot(c, "ferry", "Zanzlbr fcrry")
    c.settle()
    editor = c.panel.open_editor(shot.id)
    assert editor is not None and editor.text is None  # a screenshot without text: no captured-text field
    c.qtbot.waitUntil(lambda: not editor.ocr.isReadOnly(), timeout=5000)  # read off the GUI thread
    assert editor.ocr.toPlainText() == "Zanzlbr fcrry"
    editor.ocr.selectAll()
    QTest.keyClicks(editor.ocr, "Zanzibar ferry")
    editor.summary.setFocus()
    QTest.keyClicks(editor.summary, "Ferry times")
    editor.save()
    c.settle()
    assert stored_ocr_text(c.core.store, shot.image) == "Zanzibar ferry"
    assert c.core.store.get_memory(shot.id).summary == "Ferry times"
    assert c.tree.undo() == "Edit “ferry”"
    assert stored_ocr_text(c.core.store, shot.image) == "Zanzlbr fcrry"
    assert c.core.store.get_memory(shot.id).summary == ""


def test_editor_edits_captured_text_and_leaves_untouched_fields_alone(canvas: Harness) -> None:
    c = canvas
    editor = c.panel.open_editor(c.ids["m_budget"])
    assert editor is not None and editor.text is not None and editor.ocr is None
    editor.text.selectAll()
    QTest.keyClicks(editor.text, "Budget: 12,000 EUR")
    assert set(editor.changes()) == {"text"}
    editor.save()
    c.settle()
    assert c.memory("m_budget").text == "Budget: 12,000 EUR"


def test_updated_badge_undoes_the_ai_step_from_its_own_entry(canvas: Harness) -> None:
    c = canvas
    c.tree.edit_memory(c.ids["m_aims"], memo="my memo")  # the user's last step
    c.tree.refine_memory(c.ids["m_flight"], Origin.AI, user_context="Booking flights for ICML.")
    c.settle()
    editor = c.panel.open_editor(c.ids["m_flight"])
    assert editor is not None and editor.undo_ai.isVisibleTo(editor)
    assert editor.undo_ai.text() == "Undo AI: Refine “Flights to Lisbon”"
    messages: list[str] = []
    c.panel.status_message.connect(messages.append)
    editor.undo_ai.click()
    c.settle()
    assert c.memory("m_flight").user_context == "Working on flights to lisbon."
    assert not c.card("m_flight").memory.updated
    assert c.memory("m_aims").memo == "my memo"  # the user's own step is untouched
    assert messages == ["Undid: AI: Refine “Flights to Lisbon”"]


def test_edit_menu_lists_ai_steps_each_undoable_from_its_entry(qtbot: object, canvas: Harness) -> None:
    from contexty_qt.ui.bridge import ExternalChangeWatcher, TaskRunner
    from contexty_qt.ui.main_window import MainWindow

    c = canvas
    runner = TaskRunner()
    window = MainWindow(c.tree, c.core.settings, c.bridge, ExternalChangeWatcher(c.core.store), runner,
                        keep_running_on_close=False)
    c.qtbot.addWidget(window)
    try:
        c.tree.edit_memory(c.ids["m_aims"], memo="mine")
        c.tree.refine_memory(c.ids["m_flight"], Origin.AI, title="Lisbon flights")
        c.tree.refine_memory(c.ids["m_hotel"], Origin.AI, title="Hotel Lisbon")
        window._update_undo_actions()
        assert window.undo_action.text() == "Undo Edit “Specific aims draft”"  # Ctrl+Z: the user's step, not the AI's
        window.ai_steps_menu.aboutToShow.emit()
        texts = [a.text() for a in window.ai_steps_menu.actions()]
        assert texts == ["Undo AI: Refine “Hotel near the venue”", "Undo AI: Refine “Flights to Lisbon”"]
        window.ai_steps_menu.actions()[1].trigger()  # the older one, on its own
        assert c.memory("m_flight").title == "Flights to Lisbon" and c.memory("m_hotel").title == "Hotel Lisbon"
        window.ai_steps_menu.aboutToShow.emit()
        assert [a.text() for a in window.ai_steps_menu.actions()][-1] == "Redo AI: Refine “Flights to Lisbon”"
        window.undo_action.trigger()
        assert c.memory("m_aims").memo == ""
    finally:
        window.shutdown()
        runner.shutdown()


def test_ctrl_z_in_the_main_window_undoes_an_in_place_title_edit(canvas: Harness) -> None:
    from contexty_qt.ui.bridge import ExternalChangeWatcher, TaskRunner
    from contexty_qt.ui.main_window import MainWindow

    c = canvas
    runner = TaskRunner()
    window = MainWindow(c.tree, c.core.settings, c.bridge, ExternalChangeWatcher(c.core.store), runner,
                        keep_running_on_close=False, panels={"canvas": c.panel})
    c.qtbot.addWidget(window)
    try:
        window.show()
        window.activateWindow()
        c.settle()
        c.show("trip")
        editor = c.view.start_title_edit(c.ids["m_flight"])
        assert editor is not None
        editor.selectAll()
        QTest.keyClicks(editor, "ICML flights")
        QTest.keyClick(editor, Qt.Key.Key_Return)
        c.settle()
        assert c.memory("m_flight").title == "ICML flights"
        QTest.keyClick(c.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        c.settle()
        assert c.memory("m_flight").title == "Flights to Lisbon"
    finally:
        window.shutdown()
        runner.shutdown()


def editor_with_its_reading(c: Harness, memory_id: int) -> Any:
    """The card editor of a screenshot, once its stored reading has loaded (Read again is enabled then)."""
    editor = c.panel.open_editor(memory_id)
    assert editor is not None and editor.read_again is not None
    c.qtbot.waitUntil(lambda: editor.read_again.isEnabled(), timeout=5000)
    return editor

def test_read_again_puts_a_fresh_reading_in_the_ocr_field_and_save_keeps_it_as_one_undo_step(
        make_canvas: object) -> None:
    """A Cyrillic screenshot read as Latin look-alikes before Tesseract's Cyrillic data was installed: "Read again"
    shows the fresh reading (off the GUI thread); Save keeps it, undo puts the old reading back; Cancel keeps it."""
    readings: list[str] = []

    def read_again(image: str) -> str:
        readings.append(image)
        return "Парк Ата-Тюрк\n1-апрелден баштап"

    c = make_canvas(read_again=read_again)  # type: ignore[operator]
    shot = screenshot(c, "park permit", "Ata-TwpK 1-anpenneH 6awTan")
    # what the offline analysis made of the old reading
    c.tree.refine_memory(shot.id, Origin.AI, title="Ata-TwpK", summary="Ata-TwpK 1-anpenneH 6awTan")
    c.settle()
    editor = editor_with_its_reading(c, shot.id)
    assert editor.ocr.toPlainText() == "Ata-TwpK 1-anpenneH 6awTan"
    editor.read_again.click()
    c.qtbot.waitUntil(lambda: editor.ocr.toPlainText().startswith("Парк"), timeout=5000)
    assert readings == [shot.image]
    status = editor.read_again_status.text()
    assert "The title and summary made of the old reading now follow the new one" in status, status
    assert "Save keeps this" in status
    assert editor.title.text() == "Парк Ата-Тюрк" and editor.summary.toPlainText().startswith("Парк Ата-Тюрк")
    assert stored_ocr_text(c.core.store, shot.image) == "Ata-TwpK 1-anpenneH 6awTan"  # nothing saved yet
    editor.save()
    c.settle()
    assert stored_ocr_text(c.core.store, shot.image) == "Парк Ата-Тюрк\n1-апрелден баштап"
    assert c.core.store.get_memory(shot.id).title == "Парк Ата-Тюрк"
    assert c.tree.undo() == "Edit “Ata-TwpK”"
    assert stored_ocr_text(c.core.store, shot.image) == "Ata-TwpK 1-anpenneH 6awTan"
    assert c.core.store.get_memory(shot.id).title == "Ata-TwpK"
    assert c.core.store.get_memory(shot.id).summary == "Ata-TwpK 1-anpenneH 6awTan"
    # read again, then cancel: the stored reading stays
    again = editor_with_its_reading(c, shot.id)
    again.read_again.click()
    c.qtbot.waitUntil(lambda: again.ocr.toPlainText().startswith("Парк"), timeout=5000)
    again.reject()
    c.settle()
    assert stored_ocr_text(c.core.store, shot.image) == "Ata-TwpK 1-anpenneH 6awTan"


def test_read_again_takes_the_title_that_follows_the_new_reading_from_the_analysis_it_is_given(
        make_canvas: object) -> None:
    """With a model configured the app passes the model's analysis (core/pipeline/analyze.py fields_from_new_reading,
    tested against the fake server in tests/core/test_edits.py); the editor shows what it gives, asked off the GUI
    thread with the card, the old reading and the new one."""
    asked: list[tuple[int, str, str]] = []

    def reading_fields(memory: Memory, old: str, new: str) -> dict[str, str]:
        asked.append((memory.id, old, new))
        return {"title": "Ata-Türk park permit"}

    c = make_canvas(read_again=lambda _image: "Парк Ата-Тюрк", reading_fields=reading_fields)  # type: ignore[operator]
    shot = screenshot(c, "park permit", "Ata-TwpK")
    c.tree.refine_memory(shot.id, Origin.AI, title="Ata-TwpK")
    c.settle()
    editor = editor_with_its_reading(c, shot.id)
    editor.read_again.click()
    c.qtbot.waitUntil(lambda: editor.ocr.toPlainText() == "Парк Ата-Тюрк", timeout=5000)
    assert asked == [(shot.id, "Ata-TwpK", "Парк Ата-Тюрк")]
    assert editor.title.text() == "Ata-Türk park permit" and "The title made of the old reading now follows" in \
        editor.read_again_status.text()
    editor.reject()


def test_read_again_leaves_a_title_the_user_wrote(make_canvas: object) -> None:
    c = make_canvas(read_again=lambda _image: "Парк Ата-Тюрк")  # type: ignore[operator]
    shot = screenshot(c, "park permit", "Ata-TwpK")
    c.tree.edit_memory(shot.id, title="Bishkek park permit")
    c.settle()
    editor = editor_with_its_reading(c, shot.id)
    editor.read_again.click()
    c.qtbot.waitUntil(lambda: editor.ocr.toPlainText() == "Парк Ата-Тюрк", timeout=5000)
    assert editor.title.text() == "Bishkek park permit" and "follow" not in editor.read_again_status.text()
    editor.save()
    c.settle()
    assert c.core.store.get_memory(shot.id).title == "Bishkek park permit"


def test_read_again_says_when_the_reading_is_the_same_or_fails(make_canvas: object) -> None:
    answers: list[str | Exception] = ["Zanzibar ferry", RuntimeError("the OCR worker stopped")]

    def read_again(_image: str) -> str:
        answer = answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    c = make_canvas(read_again=read_again)  # type: ignore[operator]
    shot = screenshot(c, "ferry", "Zanzibar ferry")
    c.settle()
    editor = editor_with_its_reading(c, shot.id)
    editor.read_again.click()
    c.qtbot.waitUntil(lambda: editor.read_again_status.text() == "Read again: the same text.", timeout=5000)
    assert editor.ocr_change() is None
    editor.read_again.click()
    c.qtbot.waitUntil(lambda: "Could not read the screenshot again" in editor.read_again_status.text(), timeout=5000)
    assert "the OCR worker stopped" in editor.read_again_status.text() and editor.read_again.isEnabled()
    editor.save()
    c.settle()
    assert stored_ocr_text(c.core.store, shot.image) == "Zanzibar ferry"


def test_a_card_without_a_screenshot_or_without_a_reader_has_no_read_again(make_canvas: object) -> None:
    c = make_canvas(read_again=lambda _image: "x")  # type: ignore[operator]
    text_card = c.tree.add_memory(SourceType.SNIPPET, text="Budget: 12,000 EUR", memo="budget")
    c.settle()
    editor = c.panel.open_editor(text_card.id)
    assert editor is not None and editor.read_again is None
    editor.reject()
