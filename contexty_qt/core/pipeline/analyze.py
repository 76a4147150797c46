"""The analyze step: title, summary, tags and the user's context of one capture (the first job of
the pipeline analyze -> place -> evolve -> understand, run by core/jobs.py's JobRunner)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from contexty_qt.core.ai import AIServices, OcrFn
from contexty_qt.core.errors import ContextyError
from contexty_qt.core.jobs import JobContext, StepResult
from contexty_qt.core.model import AnalysisState, Job, JobState, Memory, Origin
from contexty_qt.core.ontology import Ontology
from contexty_qt.core.store import Store

if TYPE_CHECKING:
    from contexty_qt.core.embeddings import Embedder, EmbeddingIndex
    from contexty_qt.core.llm.gateway import LLMGateway
    from contexty_qt.core.llm.offline import AnalysisInput, TagEvidence
    from contexty_qt.core.llm.prompts import Raw
    from contexty_qt.core.llm.schemas import AnalysisResult

log = logging.getLogger("contexty.jobs")


class AnalyzeStep:
    """Title, summary, tags (from the ontology) and the user's context of one capture, through the
    analysis model when one is configured, else the offline analyzer. Screenshots are read by local
    OCR for text-only models (and for retrieval); a vision model also gets the image itself.
    Offline, `index` (the embedding index) lets a tag need the embedding's support as well as its
    word (core/llm/offline.py TagEvidence), when the embedding model is the one the threshold was
    chosen for."""

    def __init__(self, gateway: LLMGateway | None, ontology: Ontology, ocr: OcrFn | None = None,
                 *, recent: int = 5, index: Callable[[], EmbeddingIndex] | None = None) -> None:
        self.gateway = gateway
        self.ontology = ontology
        self.ocr = ocr
        self.recent = recent
        self.index = index
        self._evidence: tuple[Embedder, TagEvidence] | None = None

    def __call__(self, job: Job, ctx: JobContext) -> StepResult:
        memory = ctx.job_memory()
        if isinstance(memory, StepResult):
            return memory
        from contexty_qt.core.llm.offline import AnalysisInput, analyze_offline
        from contexty_qt.core.llm.schemas import AnalysisResult

        item = AnalysisInput(
            source=memory.source, text=memory.text, memo=memory.memo, ocr_text=self._ocr(memory),
            provenance=memory.provenance, captured_at=memory.captured_at, recent=self._recent(ctx.store, memory),
        )
        use_model = self.gateway is not None and self.gateway.available("analysis")
        if use_model:
            assert self.gateway is not None
            images = ([ctx.store.image_path(memory.image)]
                      if memory.image and self.gateway.vision() else [])
            result = self.gateway.structured("analysis", "analysis", analysis_variables(item, self.ontology,
                                             image_attached=bool(images)),
                                             AnalysisResult, images=images, budget=ctx.budget)
        else:
            from contexty_qt.core.embeddings import content_text

            try:
                evidence = self._tag_evidence()
                result = analyze_offline(item, self.ontology, evidence,
                                         content_text(memory, item.ocr_text) if evidence is not None else "")
            except ContextyError as exc:  # the embedding worker is down: words alone decide the tags
                log.warning("tag evidence unavailable, tagging by words: %s", exc)
                result = analyze_offline(item, self.ontology)
        before = {k: getattr(memory, k) for k in ("title", "summary", "tags", "user_context")}

        def apply() -> None:
            tags = result.tags
            if use_model:
                tags = self.ontology.resolve(result.tags, [(n.tag, n.parent) for n in result.new_tags])
                if not tags:
                    tags = self.ontology.match(" ".join([item.memo, item.text, item.ocr_text, result.title]))
            proposed = {"title": result.title, "summary": result.summary, "tags": tags,
                        "user_context": result.user_context}
            current = ctx.store.get_memory(memory.id)
            # a field the user edited while the step ran keeps the user's value, and so does one the card
            # already had before its first analysis: only the user (or the capture itself, as a chat
            # exchange's title) gives a card a title or tags before it has been analysed
            kept = set(before) if memory.analysis_state is not AnalysisState.DONE else set()
            changes: dict[str, Any] = {k: v for k, v in proposed.items()
                                       if getattr(current, k) == before[k] and v != before[k]
                                       and not (k in kept and before[k])}
            if changes:
                ctx.tree.edit_memories([memory.id], Origin.AI, label=f"Analysis of “{current.display_title()}”",
                                       **changes)
            ctx.set_analysis_state(memory.id, AnalysisState.DONE, "")

        return StepResult(apply, label=f"Analysis of “{memory.display_title()}”",
                          note="" if use_model else "offline analyzer")

    def _tag_evidence(self) -> TagEvidence | None:
        """Embedding support for offline tags, with the model TAG_SIMILARITY was chosen for only."""
        from contexty_qt.core.llm.offline import TAG_MODELS, TagEvidence

        if self.index is None:
            return None
        embedder = self.index().embedder
        if embedder.model_name not in TAG_MODELS:
            return None
        if self._evidence is None or self._evidence[0] is not embedder:
            self._evidence = (embedder, TagEvidence(embedder.embed))
        return self._evidence[1]

    def _ocr(self, memory: Memory) -> str:
        if not memory.image or self.ocr is None:
            return ""
        try:
            return self.ocr(memory.image)
        except ContextyError:
            raise
        except Exception as exc:  # a broken image or OCR runtime must not lose the capture
            log.warning("OCR of %s failed: %s", memory.image, exc)
            return ""

    def _recent(self, store: Store, memory: Memory) -> list[str]:
        lines = []
        for other in store.memories(memory.workspace_id, include_archived=False, newest_first=True,
                                    limit=self.recent * 3 + 1):
            if other.id == memory.id or other.captured_at > memory.captured_at:
                continue
            line = f"[{other.source.value}] {other.display_title()}"
            if other.memo:
                line += f" (memo: {' '.join(other.memo.split())[:120]})"
            lines.append(line)
            if len(lines) >= self.recent:
                break
        return lines


def fields_from_new_reading(ai: AIServices, memory: Memory, old_reading: str, new_reading: str) -> dict[str, str]:
    """The title and summary of `memory` that follow a screenshot's new reading (core/edits.py
    fields_from_reading: only those made of the old reading), written as its capture's analysis was: by the analysis
    model when one is configured, by the offline analyzer otherwise or when the model fails. The card editor's
    "Read again" asks, off the GUI thread (a model call)."""
    from contexty_qt.core.edits import fields_from_reading

    if not ai.llm_available("analysis"):
        return fields_from_reading(ai.store, memory, old_reading, new_reading)

    def by_model(item: AnalysisInput) -> AnalysisResult:
        from contexty_qt.core.llm.schemas import AnalysisResult

        return ai.gateway.structured("analysis", "analysis", analysis_variables(item, Ontology(ai.store)),
                                     AnalysisResult)

    try:
        return fields_from_reading(ai.store, memory, old_reading, new_reading, by_model)
    except ContextyError as exc:  # the reading still arrives; its title comes from the offline analyzer
        log.warning("the model could not title the new reading, the offline analyzer did: %s", exc)
        return fields_from_reading(ai.store, memory, old_reading, new_reading)


def analysis_variables(item: AnalysisInput, ontology: Ontology, *,
                       image_attached: bool = False) -> dict[str, str | Raw]:
    from contexty_qt.core.llm.prompts import Raw

    prov = item.provenance
    provenance = "\n".join(filter(None, [
        f"Application: {prov.app}" if prov.app else "",
        f"Window title: {prov.window_title}" if prov.window_title else "",
        f"URL: {prov.url}" if prov.url else "",
        f"Captured at: {item.captured_at.isoformat(timespec='minutes')}" if item.captured_at else "",
    ])) or "(unknown)"
    if item.text.strip():
        capture = item.text
    elif item.ocr_text.strip():
        capture = ("Text read from the screenshot by OCR:\n" + item.ocr_text
                   + ("\n(The screenshot itself is attached.)" if image_attached else ""))
    elif image_attached:
        capture = "(The screenshot is attached.)"
    else:
        capture = "(A screenshot; no text could be read from it.)"
    return {
        "source": Raw(item.source.value),
        "provenance": provenance,
        "memo": item.memo or "(no memo)",
        "capture": capture,
        "recent": "\n".join(item.recent) or "(none)",
        "ontology": ontology.describe(),
    }


def analysis_failed(job: Job, ctx: JobContext, message: str, state: JobState) -> None:
    if job.memory_id is None:
        return
    if state is JobState.FAILED:
        ctx.set_analysis_state(job.memory_id, AnalysisState.FAILED, message)
    else:  # still pending: say why the card is waiting
        ctx.set_analysis_state(job.memory_id, AnalysisState.PENDING, f"Waiting to retry: {message}")


__all__ = ["AnalyzeStep", "analysis_failed", "analysis_variables"]
