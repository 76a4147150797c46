"""The per-capture secrets indicator on canvas cards and timeline rows (issue 8)."""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from contexty_qt.core.model import Memory, Provenance, SourceType
from contexty_qt.core.services import CoreServices
from contexty_qt.ui.canvas.items import SECRETS_FILL, CanvasContext, CardItem
from contexty_qt.ui.canvas.theme import CanvasTheme
from contexty_qt.ui.timeline import ROW_ROLE, TimelineModel, load_rows

OPENAI_KEY = "sk-proj-" + "Badge0a1b2c3d4e5f6g7h8i9j0k1l2m3"
CARD = "4111 1111 1111 1111"


def memory(**fields: Any) -> Memory:
    return Memory(id=fields.pop("id", 1), workspace_id=1, source=fields.pop("source", SourceType.SNIPPET),
                  captured_at=datetime(2026, 1, 5, 10, 0, tzinfo=UTC), **fields)


def render(card: CardItem) -> QImage:
    scene = QGraphicsScene()
    scene.addItem(card)
    rect = card.sceneBoundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    scene.removeItem(card)
    return image


def has_badge(card: CardItem, image: QImage) -> bool:
    box = card.secrets_rect().translated(-card.boundingRect().left(), -card.boundingRect().top())
    amber = SECRETS_FILL
    for x in range(int(box.left()) + 3, int(box.right()) - 3):
        c = QColor(image.pixel(x, int(box.center().y()) + 3))
        if max(abs(c.red() - amber.red()), abs(c.green() - amber.green()), abs(c.blue() - amber.blue())) < 30:
            return True
    return False


def test_a_card_with_secrets_shows_a_badge_and_says_why(qtbot: Any) -> None:
    ctx = CanvasContext(CanvasTheme.from_system())
    card = CardItem(memory(text=f"deploy with {OPENAI_KEY}", memo=f"card {CARD}"), ctx)
    assert card.toolTip() == ""  # counted when first painted, not when thousands of cards are built
    image = render(card)
    assert card.secrets_count() == 2 and card.secrets_label() == "2 secrets"
    assert card.toolTip().startswith("2 likely secrets are redacted before anything is sent to the model")
    assert has_badge(card, image)
    plain = CardItem(memory(id=2, text="an ordinary note about commit 3f786850e387550fdab836ed7e6dc881de23001b"),
                     ctx)
    assert not has_badge(plain, render(plain)) and plain.secrets_count() == 0 and plain.toolTip() == ""


def test_the_badge_follows_edits_ocr_text_and_the_setting(qtbot: Any) -> None:
    redacting = [True]
    ocr = {"shot.png": f"Authorization: Bearer {OPENAI_KEY}"}
    ctx = CanvasContext(CanvasTheme.from_system(), ocr_lookup=ocr.get, redaction_enabled=lambda: redacting[0])
    card = CardItem(memory(source=SourceType.OBSERVATION, image="shot.png"), ctx)
    render(card)
    assert card.secrets_count() == 1 and "1 likely secret is redacted" in card.toolTip()
    redacting[0] = False
    card.set_memory(memory(source=SourceType.OBSERVATION, image="shot.png", memo="now with a memo"))
    render(card)
    assert "sent to the model as captured" in card.toolTip()
    card.set_memory(memory(text="Tr0ub4dor&3", provenance=Provenance("xterm", "notes")))
    assert card.secrets_count() == 1 and "password" in card.toolTip()


def test_timeline_rows_count_secrets_in_text_memo_and_ocr(core: CoreServices) -> None:
    tree = core.tree
    secret = tree.add_memory(SourceType.SNIPPET, text=f"key {OPENAI_KEY}").id
    prompt = tree.add_memory(SourceType.SNIPPET, text="whatever I selected",
                             provenance=Provenance("pinentry-gtk-2", "Passphrase")).id
    plain = tree.add_memory(SourceType.SNIPPET, text="lunch at noon", memo="with Ana").id
    shot = tree.add_memory(SourceType.OBSERVATION, image=_png()).id
    image = core.store.get_memory(shot).image
    with core.store.transaction() as db:
        db.execute("INSERT INTO ocr_text (image, engine, text, created_at) VALUES (?, 'test', ?, '2026-01-01')",
                   (image, f"card {CARD}"))
    rows = {row.id: row for row in load_rows(core.store)}
    assert rows[secret].secrets == (("openai-key", 1),)
    assert rows[prompt].secrets == (("password-field", 1),)
    assert rows[plain].secrets == ()
    assert rows[shot].secrets == (("card-number", 1),)
    model = TimelineModel()
    model.set_rows(rows.values())
    tips = {}
    for r in range(model.rowCount()):
        index = model.index(r)
        row = index.data(ROW_ROLE)
        if row is not None:
            tips[row.id] = index.data(Qt.ItemDataRole.ToolTipRole)
    assert "1 likely secret is redacted before anything is sent to the model" in tips[secret]
    assert "likely secret" not in tips[plain]
    model.redaction_enabled = lambda: False
    assert "as captured" in model.index(model.row_of(secret)).data(Qt.ItemDataRole.ToolTipRole)


def _png() -> bytes:
    from tests.core.test_privacy_hardening import png_bytes

    return png_bytes()


def test_the_apps_cards_count_on_a_worker_thread_and_repaint_when_counted(
        qtbot: Any, core: CoreServices, monkeypatch: pytest.MonkeyPatch) -> None:
    from contexty_qt.ui.bridge import TaskRunner
    from contexty_qt.ui.canvas import secret_counts
    from contexty_qt.ui.canvas.secret_counts import SecretCounter

    threads: list[threading.Thread] = []
    real = secret_counts.memory_secrets

    def counting(m: Memory, ocr: str = "") -> dict[str, int]:
        threads.append(threading.current_thread())
        return real(m, ocr)

    monkeypatch.setattr(secret_counts, "memory_secrets", counting)
    shot = core.tree.add_memory(SourceType.OBSERVATION, image=_png())
    with core.store.transaction() as db:
        db.execute("INSERT INTO ocr_text (image, engine, text, created_at) VALUES (?, 'test', ?, '2026-01-01')",
                   (shot.image, f"card {CARD}"))
    runner = TaskRunner()
    counter = SecretCounter(core.store, runner)
    try:
        card = CardItem(core.store.get_memory(shot.id), CanvasContext(CanvasTheme.from_system(),
                                                                      secret_counter=counter))
        assert card.secrets_count() == 0 and not has_badge(card, render(card))  # not counted yet: no badge
        with qtbot.waitSignal(counter.ready, timeout=5000) as arrived:
            pass
        assert arrived.args == [shot.id] and threads and threads[0] is not threading.main_thread()
        card.secrets_counted()  # what the scene does on counter.ready: forget the 0, repaint
        assert card.secrets_count() == 1 and has_badge(card, render(card))  # the screenshot's OCR text
    finally:
        counter.close()
        runner.shutdown()
