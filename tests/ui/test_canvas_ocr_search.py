"""The canvas search finds a word that only a screenshot's OCR text contains (issue 13); the OCR text is
read by the task runner, not on the GUI thread, and the search runs again when it arrives."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.core.ocr import OcrService
from tests.core.test_ocr import CountingEngine, png

if TYPE_CHECKING:
    from tests.ui.canvas_support import Harness

pytest_plugins = ["tests.ui.canvas_support"]
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def test_a_word_only_in_the_ocr_text_is_found_by_the_canvas_search(canvas: Harness) -> None:
    c = canvas
    shot = c.tree.add_memory(SourceType.OBSERVATION, image=png(["x"]), provenance=Provenance("Firefox", "Invoice", ""))
    OcrService(c.core.store, CountingEngine("Supplier: Zebrafish Logistics GmbH"))(shot.image)
    c.settle()
    card = c.scene.cards[shot.id]
    assert "zebrafish" not in " ".join([card.memory.display_title(), card.memory.text, card.memory.summary]).lower()
    c.panel.search.setText("zebrafish")
    c.qtbot.waitUntil(lambda: card.match is True, timeout=5000)
    assert {i for i, item in c.scene.cards.items() if item.match} == {shot.id}
    assert c.panel.hits.text() == "1 match"
    c.panel.search.setText("zebrafish lisbon")  # every word must match somewhere
    assert card.match is False
