"""The card face shows the first lines of the context sentence: offline, they name the task (issue 12)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from contexty_qt.core.llm.offline import AnalysisInput, analyze_offline, with_group
from contexty_qt.core.model import Memory, Provenance, SourceType
from contexty_qt.core.ontology import Ontology
from contexty_qt.core.store import Store
from contexty_qt.ui.canvas.items import CanvasContext, CardItem
from contexty_qt.ui.canvas.theme import CanvasTheme
from tests.ui.test_secrets_badge import render

TITLE = "Budget payment plan - pay your Self Assessment bill - GOV.UK - Personal - Microsoft Edge"
TEXT = "You can make regular payments towards your next Self Assessment bill, collected by Direct Debit."
MEMO = "ask Kirsty if the glovebox receipts count, then set up the monthly plan before the 31st"


def test_the_card_face_names_the_task_however_long_the_memo_and_page_title(qtbot: Any, tmp_path: Path) -> None:
    prov = Provenance("microsoft-edge", TITLE, "https://www.gov.uk/pay-self-assessment-tax-bill")
    with Store(tmp_path) as store:
        result = analyze_offline(AnalysisInput(SourceType.SNIPPET, text=TEXT, memo=MEMO, provenance=prov),
                                 Ontology(store))
    sentence = with_group(result.user_context, ["Tax return", "Paying the bill"])
    memory = Memory(id=1, workspace_id=1, source=SourceType.SNIPPET, captured_at=datetime(2027, 1, 12, tzinfo=UTC),
                    text=TEXT, memo=MEMO, provenance=prov, title=result.title, user_context=sentence)
    card = CardItem(memory, CanvasContext(CanvasTheme.from_system()))
    render(card)
    shown = " ".join(card._layout_text().context)
    assert shown.startswith("Part of “Tax return” › “Paying the")
    assert "Self Assessment bill - GOV.UK" not in shown  # the page title is on the card already
