"""The hostile corpus on screen (issue 8), offscreen: the memo popup, the timeline, canvas cards and the
card editor show every input without freezing, and show a bounded prefix of huge text.

"Does not freeze" is checked without timing: what reaches Qt's text layout is bounded (laying out a
1,000,000-character capture took 1.3-3.4 s on the GUI thread), and the widgets stay within the screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QImage, QTextLayout
from PySide6.QtWidgets import QApplication, QLabel, QPlainTextEdit

from contexty_qt.core.model import AnalysisState, Provenance, SourceType
from contexty_qt.core.sanitize import clean_text
from contexty_qt.core.services import CoreServices
from contexty_qt.ui.bridge import EventBridge, TaskRunner
from contexty_qt.ui.canvas import items
from contexty_qt.ui.canvas.editor import CardEditor
from contexty_qt.ui.canvas.thumbnails import ThumbnailCache
from contexty_qt.ui.memo_popup import TEXT_PREVIEW_CHARS, CapturePayload, MemoPopup
from contexty_qt.ui.timeline import TimelineView
from tests.data.corpus import IMAGE_CASES, TEXT_CASES, TextCase, as_argv

pytest_plugins = ["tests.ui.canvas_support"]
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

LAYOUT_LIMIT = 20_000  # characters a card may hand to one QTextLayout
CASES = [(c.name, c) for c in TEXT_CASES]


def hostile_text(case: TextCase) -> str:
    return as_argv(case.data())


@pytest.fixture
def laid_out(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Lengths of every text the canvas items give QTextLayout."""
    lengths: list[int] = []
    original = items.QTextLayout

    def recording(text: str, *args: Any) -> QTextLayout:
        lengths.append(len(text))
        return original(text, *args)

    monkeypatch.setattr(items, "QTextLayout", recording)
    return lengths


@pytest.mark.parametrize(("name", "case"), CASES, ids=[c[0] for c in CASES])
def test_memo_popup_shows_a_bounded_preview(qtbot: Any, name: str, case: TextCase) -> None:
    text = hostile_text(case)
    popup = MemoPopup(CapturePayload(Provenance(app=text[:5000], window_title=text, url=text), text=text))
    qtbot.addWidget(popup)
    with qtbot.waitExposed(popup):
        popup.popup(QPoint(50, 50))
    preview = popup.preview
    assert isinstance(preview, QPlainTextEdit)
    assert len(preview.toPlainText()) <= TEXT_PREVIEW_CHARS + 100
    assert len(popup.source_label.text()) <= 100 and len(popup.source_label.toolTip()) <= 3 * 1100
    screen = QApplication.primaryScreen().availableGeometry()
    assert popup.width() <= screen.width() and popup.height() <= screen.height()
    popup.grab()  # paints


def test_memo_popup_with_a_16384_wide_image(qtbot: Any) -> None:
    image = QImage(16384, 4, QImage.Format.Format_RGB32)
    image.fill(0x3366CC)
    popup = MemoPopup(CapturePayload(Provenance("app"), image=image))
    qtbot.addWidget(popup)
    popup.popup(QPoint(10, 10))
    assert popup.preview.width() <= 700  # type: ignore[attr-defined]
    popup.grab()


# wrap_lines used to lay out the whole text (1.3-3.4 s for a 1,000,000-character capture, one
# 1,000,000-character line for an unbroken word); it lays out a prefix now
CARD_CASES = [pytest.param(name, case, id=name) for name, case in CASES]


@pytest.mark.parametrize(("name", "case"), CARD_CASES)
def test_canvas_card_lays_out_a_bounded_prefix(make_canvas: Any, laid_out: list[int], name: str,
                                               case: TextCase) -> None:
    canvas = make_canvas(populate=False)
    text = hostile_text(case)
    memory = canvas.tree.add_memory(SourceType.SNIPPET, text=text, memo=text,
                                    provenance=Provenance(app=text, window_title=text, url=text))
    canvas.tree.edit_memory(memory.id, title=text, user_context=text, summary=text, tags=[text[:60], "ok"],
                            analysis_state=AnalysisState.DONE)
    canvas.settle()
    card = canvas.scene.card(memory.id)
    assert card is not None
    canvas.view.fit_rect(card.sceneBoundingRect(), max_zoom=1.0)
    canvas.viewport.grab()  # paints the card at full detail
    assert laid_out, "the card was not laid out"
    assert max(laid_out) <= LAYOUT_LIMIT, f"a card laid out {max(laid_out):,} characters at once"
    text_parts = card._layout_text()
    for line in [*text_parts.title, *text_parts.preview, *text_parts.memo, *text_parts.context]:
        assert len(line) <= 2000


@pytest.fixture
def timeline(qtbot: Any, core: CoreServices) -> Iterator[TimelineView]:
    runner = TaskRunner()
    bridge = EventBridge(core.bus)
    view = TimelineView(core.store, runner)
    bridge.changed.connect(view.on_changes)
    qtbot.addWidget(view)
    view.resize(360, 600)
    view.show()
    yield view
    view.close_view()
    bridge.close()
    runner.shutdown()


def test_timeline_rows_show_bounded_titles(qtbot: Any, core: CoreServices, timeline: TimelineView) -> None:
    ids = []
    for _, case in CASES:
        text = hostile_text(case)
        memory = core.tree.add_memory(SourceType.SNIPPET, text=text, memo=text,
                                      provenance=Provenance(app=text, window_title=text, url=text))
        core.tree.edit_memory(memory.id, title=text)
        ids.append(memory.id)
    with qtbot.waitSignal(timeline.loaded, timeout=10_000):
        timeline.reload()
    qtbot.waitUntil(lambda: not timeline.is_loading(), timeout=10_000)
    titles = timeline.model.titles(limit=len(ids))
    assert len(titles) == len(ids) and max(len(t) for t in titles) <= 200
    timeline.list.viewport().grab()


@pytest.mark.parametrize(("name", "case"), CASES, ids=[c[0] for c in CASES])
def test_card_editor_shows_bounded_text_and_fits_the_screen(make_canvas: Any, name: str,
                                                            case: TextCase) -> None:
    canvas = make_canvas(populate=False)
    text = hostile_text(case)
    memory = canvas.tree.add_memory(SourceType.SNIPPET, text=text, memo=text,
                                    provenance=Provenance(app=text, window_title=text, url=text))
    canvas.tree.edit_memory(memory.id, title=text, user_context=text, summary=text)
    memory = canvas.core.store.get_memory(memory.id)
    memory.previous = {"title": memory.title, "tags": [memory.title[:64]], "user_context": memory.user_context}
    memory.updated = True  # as after an AI refinement: the editor shows the values before it
    editor = CardEditor(canvas.tree, canvas.panel.mirror, memory, canvas.panel)
    canvas.qtbot.addWidget(editor)
    editor.show()
    labels = [label.text() for label in editor.findChildren(QLabel)]
    assert max(len(t) for t in labels) <= 4000
    assert len(editor.windowTitle()) <= 250
    screen = QApplication.primaryScreen().availableGeometry()
    assert editor.width() <= screen.width()
    editor.grab()
    # saving untouched fields changes nothing; the stored text keeps every character
    editor.save()
    assert canvas.core.store.get_memory(memory.id).text == clean_text(text)


def _visual_x(text: str, part: str) -> list[float]:
    """Where each character of `part` lands on one laid-out line of `text`."""
    layout = QTextLayout(text, QApplication.font())
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(100_000)
    layout.endLayout()
    start = text.index(part)
    return [line.cursorToX(start + k)[0] for k in range(len(part))]


def test_a_bidi_override_in_a_window_title_does_not_reverse_the_rest_of_the_source_line(qtbot: Any) -> None:
    spoof = "\u202egnp.exe"  # RIGHT-TO-LEFT OVERRIDE, never closed
    raw = f"{spoof} — Firefox  (example.org)"
    assert _visual_x(raw, "example.org") != sorted(_visual_x(raw, "example.org"))  # what isolation prevents
    popup = MemoPopup(CapturePayload(Provenance("Firefox", spoof, "example.org"), text="x"))
    qtbot.addWidget(popup)
    shown = popup.source_label.text()
    assert _visual_x(shown, "example.org") == sorted(_visual_x(shown, "example.org"))
    assert _visual_x(shown, "Firefox") == sorted(_visual_x(shown, "Firefox"))


@pytest.mark.parametrize(("url", "link"), [
    ("https://example.org/a?b=<c>", True), ("HTTP://EXAMPLE.ORG", True), ("file:///home/user/.ssh/id_rsa", False),
    ("javascript:alert(1)", False), ("smb://attacker.example/share", False), ("http://[broken", False),
])
def test_only_web_addresses_are_links_in_the_card_editor(make_canvas: Any, url: str, link: bool) -> None:
    canvas = make_canvas(populate=False)
    memory = canvas.tree.add_memory(SourceType.SNIPPET, text="t", provenance=Provenance("App", "T", url))
    editor = CardEditor(canvas.tree, canvas.panel.mirror, canvas.core.store.get_memory(memory.id), canvas.panel)
    canvas.qtbot.addWidget(editor)
    label = editor.findChild(QLabel, "cardEditorUrl")
    assert label.openExternalLinks() is link
    assert ("<a href=" in label.text()) is link
    if not link:
        assert label.text() == url


def canvas_thumbnail(qtbot: Any, core: CoreServices, data: bytes) -> Any:
    """The pixmap the canvas's ThumbnailCache delivers for a stored image (null when unreadable)."""
    memory = core.tree.add_memory(SourceType.SNIPPET, image=data)
    runner = TaskRunner()
    cache = ThumbnailCache(core.store, runner)
    try:
        with qtbot.waitSignal(cache.ready, timeout=30_000) as ready:
            cache.request(memory.image or "")
        return ready.args[1]
    finally:
        cache.close()
        runner.shutdown()


@pytest.mark.parametrize("file", ["pixel.png", "normal.jpg"])
def test_small_accepted_images_get_a_canvas_thumbnail(qtbot: Any, core: CoreServices, tmp_path: Path,
                                                      file: str) -> None:
    case = next(c for c in IMAGE_CASES if c.file == file)
    assert not canvas_thumbnail(qtbot, core, case.path(tmp_path).read_bytes()).isNull()


@pytest.mark.parametrize("file", ["limit_16384x5461.png", "strip_16384x1.png"])
def test_large_or_thin_accepted_images_get_a_canvas_thumbnail(qtbot: Any, core: CoreServices, tmp_path: Path,
                                                              file: str) -> None:
    case = next(c for c in IMAGE_CASES if c.file == file)
    assert not canvas_thumbnail(qtbot, core, case.path(tmp_path).read_bytes()).isNull()


def test_card_editor_wraps_an_unbroken_run_anywhere_and_ordinary_text_between_words(make_canvas: Any) -> None:
    """Breaking a 1 MB unbroken word at word boundaries kept the GUI thread laying out the editor for minutes
    (the word-boundary search rescans the rest of the word for every line); such a field wraps anywhere."""
    from PySide6.QtGui import QTextOption

    canvas = make_canvas(populate=False)
    blob = "QUJD" * 5_000  # a pasted base64 blob: no space in 20,000 characters
    prose = "Ferry back on Sunday at 18:40, check the return fare before booking."
    memory = canvas.tree.add_memory(SourceType.SNIPPET, text=blob, memo=prose)
    canvas.tree.edit_memory(memory.id, summary=prose, user_context=blob)
    editor = CardEditor(canvas.tree, canvas.panel.mirror, canvas.core.store.get_memory(memory.id), canvas.panel)
    canvas.qtbot.addWidget(editor)
    anywhere, between = QTextOption.WrapMode.WrapAnywhere, QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere
    assert editor.text is not None and editor.text.wordWrapMode() == anywhere
    assert editor.context.wordWrapMode() == anywhere
    assert editor.memo.wordWrapMode() == between
    assert editor.summary.wordWrapMode() == between
    assert editor.text.toPlainText() == blob  # every character is there


def test_saving_a_card_rewrites_no_field_the_user_left_alone(make_canvas: Any) -> None:
    """QPlainTextEdit normalises some text as it loads it (a no-break space reads back as a space); saving another
    field must not write that back over the memo and the context."""
    canvas = make_canvas(populate=False)
    memo = "Rent 950\u00a0€ a month, deposit 2\u00a0months"
    memory = canvas.tree.add_memory(SourceType.SNIPPET, text="Flat on Rua Augusta", memo=memo)
    canvas.tree.edit_memory(memory.id, user_context=memo)
    stored = canvas.core.store.get_memory(memory.id)
    editor = CardEditor(canvas.tree, canvas.panel.mirror, stored, canvas.panel)
    canvas.qtbot.addWidget(editor)
    assert editor.memo.toPlainText() != memo  # the widget's own normalisation, which must not reach the store
    editor.tags.setText("housing")
    editor.save()
    after = canvas.core.store.get_memory(memory.id)
    assert (after.memo, after.user_context, after.tags) == (memo, memo, ["housing"])
