"""The memo popup with real key events: Enter sends, Shift+Enter is a newline, Esc cancels, and a
save in flight or a failed save never loses the memo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage
from pytestqt.qtbot import QtBot

from contexty_qt.core.model import Provenance
from contexty_qt.ui.memo_popup import CapturePayload, MemoPopup

SOURCE = Provenance("firefox", "Funding report - Mozilla Firefox", "https://example.org/report")


def make_popup(qtbot: QtBot, **kwargs: object) -> MemoPopup:
    payload = CapturePayload(SOURCE, **kwargs)  # type: ignore[arg-type]
    popup = MemoPopup(payload)
    qtbot.addWidget(popup)
    with qtbot.waitExposed(popup):  # waitExposed is a context manager: a bare call waits for nothing
        popup.popup(QPoint(100, 100))
    return popup


def test_text_snippet_shows_source_text_and_focuses_the_memo(qtbot: QtBot) -> None:
    popup = make_popup(qtbot, text="The funding section is thin.")
    assert "firefox" in popup.source_label.text() and "Funding report" in popup.source_label.text()
    assert "example.org" in popup.source_label.text()
    assert popup.preview.toPlainText() == "The funding section is thin."  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: popup.memo.hasFocus())


def test_enter_sends_the_memo_and_shift_enter_adds_a_line(qtbot: QtBot) -> None:
    popup = make_popup(qtbot, text="selected words")
    popup.memo.setFocus()
    qtbot.keyClicks(popup.memo, "first line")
    qtbot.keyClick(popup.memo, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(popup.memo, "second line")
    assert popup.memo.toPlainText() == "first line\nsecond line"
    with qtbot.waitSignal(popup.send_requested) as sent:
        qtbot.keyClick(popup.memo, Qt.Key.Key_Return)
    assert sent.args == ["first line\nsecond line"]
    assert popup.busy and not popup.send_button.isEnabled()
    assert popup.isVisible()  # stays until the owner reports the commit


def test_keypad_enter_also_sends(qtbot: QtBot) -> None:
    popup = make_popup(qtbot, text="x")
    with qtbot.waitSignal(popup.send_requested):
        qtbot.keyClick(popup.memo, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)


def test_escape_cancels(qtbot: QtBot) -> None:
    popup = make_popup(qtbot, text="x")
    qtbot.keyClicks(popup.memo, "never mind")
    with qtbot.waitSignal(popup.cancelled):
        qtbot.keyClick(popup.memo, Qt.Key.Key_Escape)
    assert not popup.isVisible() and popup.done


# the offscreen platform cannot resize a shown window to its new size hint, and says so
OFFSCREEN_RESIZE = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@OFFSCREEN_RESIZE
def test_escape_and_close_are_ignored_while_saving_and_an_error_keeps_the_memo(qtbot: QtBot) -> None:
    popup = make_popup(qtbot, text="x")
    qtbot.keyClicks(popup.memo, "important thought")
    qtbot.keyClick(popup.memo, Qt.Key.Key_Return)
    with qtbot.assertNotEmitted(popup.cancelled):
        qtbot.keyClick(popup.memo, Qt.Key.Key_Escape)
        popup.close()
    assert popup.isVisible()
    popup.show_error("The disk is full.")
    assert popup.error_label.isVisible() and "disk is full" in popup.error_label.text()
    assert popup.memo.toPlainText() == "important thought" and popup.send_button.isEnabled()
    with qtbot.waitSignal(popup.send_requested):  # try again
        qtbot.keyClick(popup.memo, Qt.Key.Key_Return)
    popup.finish()
    assert not popup.isVisible()


@OFFSCREEN_RESIZE
def test_cancel_and_send_buttons(qtbot: QtBot) -> None:
    popup = make_popup(qtbot, text="x")
    with qtbot.waitSignal(popup.send_requested) as sent:
        qtbot.mouseClick(popup.send_button, Qt.MouseButton.LeftButton)
    assert sent.args == [""]  # a snippet without a memo is allowed
    popup.show_error("retry")
    with qtbot.waitSignal(popup.cancelled):
        qtbot.mouseClick(popup.cancel_button, Qt.MouseButton.LeftButton)


def test_image_snippet_preview_fits_and_keeps_size_in_tooltip(qtbot: QtBot) -> None:
    image = QImage(1600, 900, QImage.Format.Format_RGB32)
    image.fill(QColor("steelblue"))
    popup = make_popup(qtbot, image=image)
    assert popup.markup is not None and popup.preview is popup.markup
    assert 0 < popup.markup.canvas.width() <= 640 and popup.markup.canvas.height() <= 360
    assert "1600 × 900" in popup.markup.canvas.toolTip()


def test_long_text_preview_is_truncated_but_the_payload_is_not(qtbot: QtBot) -> None:
    text = "word " * 5000
    popup = make_popup(qtbot, text=text)
    assert "more characters" in popup.preview.toPlainText()  # type: ignore[attr-defined]
    assert popup.payload.text == text


def test_note_is_shown(qtbot: QtBot) -> None:
    popup = make_popup(qtbot, text="from the clipboard", note="Nothing was selected, so the clipboard was used.")
    assert popup.note_label.isVisible()


def test_placed_near_the_pointer_and_inside_the_screen(qtbot: QtBot) -> None:
    area = QGuiApplication.primaryScreen().availableGeometry()
    popup = make_popup(qtbot, text="x")
    assert popup.pos() == QPoint(116, 116)
    popup.place_near(area.bottomRight())
    geometry = popup.frameGeometry()
    assert area.contains(geometry.topLeft()) and area.contains(geometry.bottomRight())


def test_flash_keeps_the_memo_and_refocuses(qtbot: QtBot) -> None:
    popup = make_popup(qtbot, text="x")
    qtbot.keyClicks(popup.memo, "half-written")
    popup.flash()
    assert popup.memo.toPlainText() == "half-written"
    assert "Finish or cancel" in popup.status_label.text()
