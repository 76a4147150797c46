"""σ_i from the language model (MEM-3, CAP-6): a RelevanceModel over the relatedness prompt.

One prompt rates every candidate of a new memory at once. Answers are cached per (new, candidate),
so placement's top-k and auto-hide's 30 recent memories cost one call together (`prefetch`).

The prompt grades 0.3 as "loosely related, a different task"; placement files by task, so σ below
`floor` (0.5, between that grade and 0.7 "same task, another aspect") counts as unrelated, as
OfflineRelevance's floor does. Auto-hide reads the raw σ (`raw`), its threshold is 0.65 anyway.

An answer that is unusable twice, or a spent per-capture budget, does not fail the capture: the
offline σ answers instead and `fallback_reason` says why (the job's note shows it). Transport
errors (server down, timeout) propagate, so the job queue retries the step later.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from contexty_qt.core.llm.errors import LLMBudgetError, LLMOutputError
from contexty_qt.core.llm.gateway import CallBudget, LLMGateway
from contexty_qt.core.llm.schemas import RelatednessResult
from contexty_qt.core.pipeline.placement import OfflineRelevance, PlacementItem

log = logging.getLogger("contexty.pipeline")

LLM_FLOOR = 0.5
MAX_CANDIDATES_PER_CALL = 40


class LLMRelevance:
    def __init__(self, gateway: LLMGateway, describe: Callable[[int], str], fallback: OfflineRelevance, *,
                 budget: CallBudget | None = None, floor: float = LLM_FLOOR) -> None:
        self.gateway = gateway
        self.describe = describe
        self.fallback = fallback
        self.budget = budget
        self.floor = floor
        self._raw: dict[tuple[int, int], float] = {}
        self.fallback_reason = ""
        self.asked = 0  # candidates rated by the model

    def relevance(self, new: PlacementItem, candidates: Sequence[PlacementItem]) -> list[float]:
        raws = self.raw(new, candidates)
        return [s if s >= self.floor else 0.0 for s in raws]

    def raw(self, new: PlacementItem, candidates: Sequence[PlacementItem]) -> list[float]:
        self.prefetch(new, candidates)
        return [self._raw[(new.id, c.id)] for c in candidates]

    def prefetch(self, new: PlacementItem, candidates: Sequence[PlacementItem]) -> None:
        todo = list({c.id: c for c in candidates if (new.id, c.id) not in self._raw}.values())
        for start in range(0, len(todo), MAX_CANDIDATES_PER_CALL):
            self._ask(new, todo[start:start + MAX_CANDIDATES_PER_CALL])

    @property
    def used_model(self) -> bool:
        return self.asked > 0

    def _ask(self, new: PlacementItem, batch: Sequence[PlacementItem]) -> None:
        if self.fallback_reason:  # the model already failed for this capture: do not spend more calls
            self._offline(new, batch)
            return
        variables = {"memory": self.describe(new.id), "candidates": "\n".join(self.describe(c.id) for c in batch)}
        try:
            result = self.gateway.structured("analysis", "relatedness", variables, RelatednessResult,
                                             budget=self.budget)
        except LLMOutputError as exc:
            self.fallback_reason = f"the model's relatedness answer was unusable ({exc}); offline relevance used"
        except LLMBudgetError as exc:
            self.fallback_reason = f"{exc} Offline relevance used for the rest."
        else:
            scores = result.as_dict({c.id for c in batch})
            missing = [c.id for c in batch if c.id not in scores]
            if missing:
                log.info("relatedness answer left out %d candidate(s); counted as unrelated", len(missing))
            for candidate in batch:
                self._raw[(new.id, candidate.id)] = scores.get(candidate.id, 0.0)
            self.asked += len(batch)
            return
        log.warning("%s", self.fallback_reason)
        self._offline(new, batch)

    def _offline(self, new: PlacementItem, batch: Sequence[PlacementItem]) -> None:
        for candidate, sigma in zip(batch, self.fallback.relevance(new, batch), strict=True):
            self._raw[(new.id, candidate.id)] = sigma
