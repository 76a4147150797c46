"""Corrections of captured data (issue 17): the captured text, the summary and a screenshot's OCR text.

The OCR text lives in one place, the `ocr_text` table, keyed by the content-addressed image (see
core/ocr.py): what the card editor shows, what the analyzer and the embedding index read, and what the
lexical index reads. A correction overwrites that row, so everything that searches OCR text sees the
corrected words; the engine name becomes "user" so nothing mistakes it for a machine reading. Two
memories of the same image share the text, as they share the image.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.events import Action, ChangeEvent, Entity
from contexty_qt.core.model import Memory, Origin, utcnow
from contexty_qt.core.ocr import MAX_OCR_CHARS
from contexty_qt.core.sanitize import clean_text
from contexty_qt.core.store import Store, to_db_time
from contexty_qt.core.tree import MemoryTree

if TYPE_CHECKING:
    from contexty_qt.core.llm.offline import AnalysisInput
    from contexty_qt.core.llm.schemas import AnalysisResult

USER_ENGINE = "user"
# a card, its screenshot's old reading and the new one -> the title and summary that follow the new one
ReadingFields = Callable[[Memory, str, str], dict[str, str]]
OCR_FIELD = "ocr_text"  # the field a MEMORY change event names when a memory's OCR text changed


def stored_ocr_text(store: Store, image: str) -> str | None:
    rows = store.query("SELECT text FROM ocr_text WHERE image = ?", (image,))
    return str(rows[0]["text"]) if rows else None


class SetOcrText:
    """Replace the OCR text of one image; undo puts back the machine's reading (or no reading)."""

    def __init__(self, image: str, text: str, memory_ids: Sequence[int], label: str, origin: Origin) -> None:
        self.image, self.value, self.text, self.origin = image, text, label, origin
        self.memory_ids = tuple(memory_ids)
        self.old: dict[str, Any] | None = None

    def do(self, store: Store) -> list[ChangeEvent]:
        rows = store.query("SELECT engine, text, created_at FROM ocr_text WHERE image = ?", (self.image,))
        self.old = dict(rows[0]) if rows else None
        self._write(store, {"engine": USER_ENGINE, "text": self.value, "created_at": to_db_time(utcnow())})
        return self._events()

    def undo(self, store: Store) -> list[ChangeEvent]:
        self._write(store, self.old)
        return self._events()

    def footprint(self) -> dict[tuple[str, Any], set[str | None]]:
        return {("ocr_text", self.image): {"text"}}

    def _write(self, store: Store, row: dict[str, Any] | None) -> None:
        with store.transaction() as db:
            if row is None:
                db.execute("DELETE FROM ocr_text WHERE image = ?", (self.image,))
            else:
                db.execute("INSERT OR REPLACE INTO ocr_text (image, engine, text, created_at) VALUES (?, ?, ?, ?)",
                           (self.image, row["engine"], row["text"], row["created_at"]))

    def _events(self) -> list[ChangeEvent]:
        return [ChangeEvent(Entity.MEMORY, Action.CHANGED, self.memory_ids, self.origin, (OCR_FIELD,))]


def _flat(text: str) -> str:
    return " ".join(text.split()).rstrip("…").strip().casefold()


def made_of_reading(value: str, reading: str) -> bool:
    """Whether a card's title or summary was made of a screenshot's reading: its words are a stretch of it (a title
    the user wrote is not, nor one taken from the page's title)."""
    flat = _flat(value)
    return bool(flat) and flat in _flat(reading)


def fields_from_reading(store: Store, memory: Memory, old_reading: str, new_reading: str,
                        analyze: Callable[[AnalysisInput], AnalysisResult] | None = None) -> dict[str, str]:
    """The title and summary `analyze` (the offline analyzer when None; core/pipeline/analyze.py
    fields_from_new_reading passes the model when one is configured) makes of a screenshot's new reading, for those
    of the card's that were made of its old reading: a card titled with Latin look-alikes of a Cyrillic line gets the
    Cyrillic line. Shown in the card editor with the reading, and saved with it (or not)."""
    from contexty_qt.core.llm.offline import AnalysisInput, analyze_offline
    from contexty_qt.core.ontology import Ontology

    wanted = [name for name in ("title", "summary") if made_of_reading(getattr(memory, name), old_reading)]
    if not wanted or not new_reading.strip():
        return {}
    item = AnalysisInput(memory.source, text=memory.text, memo=memory.memo, ocr_text=new_reading,
                         provenance=memory.provenance)
    result = analyze(item) if analyze is not None else analyze_offline(item, Ontology(store))
    return {name: getattr(result, name) for name in wanted
            if getattr(result, name) and getattr(result, name) != getattr(memory, name)}


def edit_ocr_text(tree: MemoryTree, memory_id: int, text: str, origin: Origin = Origin.USER,
                  label: str | None = None) -> None:
    """Correct what OCR read from a memory's screenshot: one undoable step."""
    memory = tree.store.get_memory(memory_id)
    if not memory.image:
        raise InvalidInputError("This memory has no screenshot, so it has no OCR text to correct.")
    clean = clean_text(text, limit=MAX_OCR_CHARS)
    if stored_ocr_text(tree.store, memory.image) == clean:
        return
    sharing = [int(r["id"]) for r in tree.store.query("SELECT id FROM memories WHERE image = ?", (memory.image,))]
    tree.execute(SetOcrText(memory.image, clean, sharing or [memory_id],
                            label or f"Correct the OCR text of “{memory.display_title()}”", origin))
