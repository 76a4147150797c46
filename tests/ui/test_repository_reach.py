"""The repository window shows what issue 13 made searchable: a screenshot's OCR text as the matching
sentence ("screenshot text") and a session thought as its own kind, with the memories it cites."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from PySide6.QtCore import Qt

from contexty_qt.core.ai import AIServices
from contexty_qt.core.commands import InsertRow
from contexty_qt.core.model import Origin, Provenance, SourceType
from contexty_qt.core.ocr import OcrService
from contexty_qt.core.services import CoreServices
from contexty_qt.core.store import to_db_time
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.repository.feature import LongtermFeature
from tests.core.pipeline_support import WordEmbedder
from tests.core.test_ocr import CountingEngine, png

T0 = datetime(2025, 5, 12, 9, 0, tzinfo=UTC)
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")


@pytest.fixture
def feature(qtbot: Any, core: CoreServices) -> Iterator[LongtermFeature]:
    bridge = EventBridge(core.bus, core.tree.undo_stack)
    watcher = ExternalChangeWatcher(core.store)
    runner = TaskRunner()
    ai = AIServices(core, embedder=WordEmbedder(), in_process=True)
    made = LongtermFeature(core, ai, bridge, watcher, runner)
    yield made
    made.shutdown()
    runner.shutdown()
    bridge.close()
    ai.close()


def test_ocr_sentence_and_thought_in_the_repository_window(core: CoreServices, feature: LongtermFeature,
                                                           qtbot: Any) -> None:
    shot = core.tree.add_memory(SourceType.OBSERVATION, image=png(["x"]), captured_at=T0,
                                provenance=Provenance("Firefox", "Supplier invoice", ""))
    OcrService(core.store, CountingEngine("Invoice 2025-118\nSupplier: Zebrafish Logistics GmbH\nTotal 1,240 EUR"))(
        shot.image)
    core.tree.refine_memory(shot.id, title="Supplier invoice")
    card = core.tree.add_memory(SourceType.SNIPPET, text="Zebrafish Logistics quote for the January move",
                                captured_at=T0 + timedelta(minutes=5))
    core.tree.execute(InsertRow("thoughts", {
        "workspace_id": core.store.default_workspace_id(), "session_id": None,
        "text": "Zebrafish Logistics is both the January mover and an unpaid invoice: pay before the move",
        "tags": json.dumps(["moving"]), "memory_ids": json.dumps([shot.id, card.id]), "at": to_db_time(T0),
        "source": "offline", "archived": 0, "created_at": to_db_time(T0)}, "", Origin.AI))
    window = feature.open_window("search")
    qtbot.addWidget(window)
    window.resize(900, 520)
    window.query.setText("zebrafish")
    window.run_search()
    qtbot.waitUntil(lambda: window.results.count() == 3, timeout=10000)
    hits = [window.results.item(i).data(Qt.ItemDataRole.UserRole + 1) for i in range(3)]
    by_kind = {("thought" if h.thought else h.memory.id): h for h in hits}
    assert by_kind[shot.id].sentence.field == "ocr"
    assert by_kind[shot.id].sentence.text == "Supplier: Zebrafish Logistics GmbH"
    assert by_kind["thought"].thought.memory_ids == [shot.id, card.id]
    shots = os.environ.get("CONTEXTY_LOOK_DIR")  # set by hand to look at the window
    if shots:
        window.grab().save(os.path.join(shots, "repository_reach.png"))
