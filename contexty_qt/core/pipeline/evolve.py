"""The `evolve` job (MEM-4): a new memory may refine how related earlier memories are read.

The related memories are the ones placement found relevant (σ > 0, at most five; passed in the
job's payload). The model may change only their tags (mapped onto the ontology; no new tags from
here) and their user's context; anything else it says is ignored, ids it was not shown included.
Each refinement goes through `MemoryTree.refine_memory` (origin AI: undoable, keeps the previous
values, raises the "Updated" badge), all of one capture in one AI step with the job's completion.
A card the user edited while the model was thinking keeps the user's version.

Without a model nothing is refined: a heuristic cannot know that a new memory changes the meaning
of an old one, and the job's note says so instead of pretending.
"""

from __future__ import annotations

import logging
from typing import Any

from contexty_qt.core.errors import NotFoundError
from contexty_qt.core.jobs import JobContext, StepResult, understand_job
from contexty_qt.core.llm.errors import LLMBudgetError, LLMOutputError
from contexty_qt.core.llm.gateway import LLMGateway
from contexty_qt.core.llm.schemas import EvolutionResult
from contexty_qt.core.model import Job, Memory, Origin
from contexty_qt.core.ontology import Ontology
from contexty_qt.core.pipeline.corpus import memory_line

log = logging.getLogger("contexty.pipeline")

OFFLINE_NOTE = "offline: no refinement (memory evolution needs a language model)"


def _related_line(memory: Memory) -> str:
    tags = ", ".join(memory.tags) or "(no tags)"
    context = " ".join(memory.user_context.split()) or "(no context)"
    return f"#{memory.id} tags: [{tags}] | context: {context} | {memory_line(memory, context=False, tags=False)}"


class EvolveStep:
    def __init__(self, gateway: LLMGateway | None, ontology: Ontology) -> None:
        self.gateway = gateway
        self.ontology = ontology

    def __call__(self, job: Job, ctx: JobContext) -> StepResult:
        memory = ctx.job_memory()
        if isinstance(memory, StepResult):
            return memory
        after = [understand_job(memory.workspace_id)]
        if self.gateway is None or not self.gateway.available("analysis"):
            return StepResult(next=after, note=OFFLINE_NOTE)
        listed = job.payload.get("related")
        wanted = [i for i in listed if isinstance(i, int) and i != memory.id] if isinstance(listed, list) else []
        related = [m for m in ctx.store.memories(memory.workspace_id, include_archived=False, ids=wanted)] \
            if wanted else []
        if not related:
            return StepResult(next=after, note="no related memories to refine")
        try:
            result = self.gateway.structured(
                "analysis", "evolution",
                {"memory": memory_line(memory), "related": "\n".join(_related_line(m) for m in related),
                 "ontology": self.ontology.describe()},
                EvolutionResult, budget=ctx.budget)
        except (LLMOutputError, LLMBudgetError) as exc:
            return StepResult(next=after, note=f"no refinement: {exc}")
        by_id = {m.id: m for m in related}
        proposals: dict[int, dict[str, Any]] = {}
        for update in result.updates:
            if update.id not in by_id or update.id in proposals:
                continue  # the model may only touch the related memories it was shown, each once
            before = by_id[update.id]
            changes: dict[str, Any] = {}
            if update.tags is not None:
                tags = self.ontology.resolve(update.tags)  # no proposals: maps onto known tags, adds none
                if tags and tags != before.tags:
                    changes["tags"] = tags
            if update.user_context and update.user_context != before.user_context:
                changes["user_context"] = update.user_context
            if changes:
                proposals[update.id] = changes

        def apply() -> None:
            for memory_id, changes in proposals.items():
                try:
                    current = ctx.store.get_memory(memory_id)
                except NotFoundError:
                    continue
                original = by_id[memory_id]
                # a field the user edited while the model was thinking keeps the user's value
                kept = {k: v for k, v in changes.items() if getattr(current, k) == getattr(original, k)}
                if kept and not current.archived:
                    ctx.tree.refine_memory(memory_id, Origin.AI, **kept)

        note = f"{len(proposals)} of {len(related)} related memories refined" if proposals else \
            f"nothing to refine among {len(related)} related memories"
        return StepResult(apply, next=after, label=f"Refine memories related to “{memory.display_title()}”",
                          note=note)
