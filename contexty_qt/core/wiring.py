"""Every job kind wired to its step: the one job runner of a process.

    runner = create_runner(core, ai)     # the app (on a pool thread), `contexty jobs run`
    runner.start() ... runner.close()

The queue and the runner (core/jobs.py) know nothing of the steps; the steps (core/pipeline/*,
core/longterm/jobs.py) know the queue's StepResult. This module, the top of core, puts them together:
the AI pipeline (analyze -> place -> evolve -> understand, group summaries, re-embedding) and the
long-term memory's kinds (post_think -> forget -> retain_images), all with the models of one
AIServices (core/ai.py).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from contexty_qt.core.ai import AIServices, OcrFn
from contexty_qt.core.jobs import (
    ANALYZE,
    EVOLVE,
    MAX_CALLS_PER_CAPTURE,
    PLACE,
    REEMBED,
    SUMMARIZE,
    UNDERSTAND,
    Handler,
    JobQueue,
    JobRunner,
    RetryPolicy,
)
from contexty_qt.core.longterm.jobs import longterm_handlers
from contexty_qt.core.ontology import Ontology

if TYPE_CHECKING:
    from contexty_qt.core.embeddings import Embedder
    from contexty_qt.core.llm.gateway import LLMGateway
    from contexty_qt.core.modelhost import ModelHost
    from contexty_qt.core.services import CoreServices

log = logging.getLogger("contexty.jobs")

# finished jobs are history (their effects are in the tree): the runner drops them after this long
PRUNE_DONE_AFTER_DAYS = 7.0


def _own_ai(core: CoreServices, ai: AIServices | None, closers: list[Callable[[], None]], *,
            gateway: LLMGateway | None, ocr: OcrFn | None, embedder: Embedder | None, host: ModelHost | None,
            in_process: bool) -> AIServices:
    """The given AIServices, or one made from the keyword arguments and closed with the runner."""
    if ai is not None:
        return ai
    made = AIServices(core, host=host, in_process=in_process, gateway=gateway, embedder=embedder, ocr=ocr)
    closers.append(made.close)
    return made


def create_runner(core: CoreServices, ai: AIServices | None = None, *, gateway: LLMGateway | None = None,
                  ocr: OcrFn | None = None, host: ModelHost | None = None, in_process: bool = False,
                  policy: RetryPolicy | None = None, embedder: Embedder | None = None, longterm: bool = True,
                  extra_handlers: Mapping[str, Handler] | None = None) -> JobRunner:
    """The runner the app and `contexty jobs run` share, for every job kind.

    `ai`: the process's AIServices (the app's); without it one is made from `gateway`, `ocr`,
    `embedder`, `host` and `in_process` (see AIServices) and closed by `runner.close()`.
    `in_process=True` (the CLI) also runs debounced steps at once. `longterm=False` leaves the
    long-term kinds out (tests of the pipeline alone).
    """
    from contexty_qt.core.pipeline.analyze import AnalyzeStep, analysis_failed
    from contexty_qt.core.pipeline.corpus import ItemWords
    from contexty_qt.core.pipeline.evolve import EvolveStep
    from contexty_qt.core.pipeline.place import PlaceStep, SummarizeStep
    from contexty_qt.core.pipeline.understanding import UnderstandStep
    from contexty_qt.core.pipeline.vectors import ReembedStep, stale_vectors

    closers: list[Callable[[], None]] = []
    ai = _own_ai(core, ai, closers, gateway=gateway, ocr=ocr, embedder=embedder, host=host, in_process=in_process)
    llm = ai.gateway
    queue = JobQueue(core.store, core.bus, policy=policy)
    ontology = Ontology(core.store)
    words = ItemWords()  # what placement and naming read of each memory, kept between their workspace reads
    handlers: dict[str, Handler] = {
        ANALYZE: AnalyzeStep(llm, ontology, ai.ocr, index=ai.index),
        PLACE: PlaceStep(llm, ai.index, words=words),
        EVOLVE: EvolveStep(llm, ontology),
        UNDERSTAND: UnderstandStep(llm),
        SUMMARIZE: SummarizeStep(llm, words),
        REEMBED: ReembedStep(ai.index),
    }
    if longterm:
        handlers.update(longterm_handlers(core.settings, llm, ai.index))
    handlers.update(extra_handlers or {})
    runner = JobRunner(queue, core.tree, handlers, on_failure={ANALYZE: analysis_failed},
                       max_calls_per_capture=_budget(core.settings.get("llm.max_calls_per_capture")),
                       debounce_s={} if in_process else None, prune_after_days=PRUNE_DONE_AFTER_DAYS)

    def settings_changed(key: str, value: Any) -> None:
        if key == "llm.max_calls_per_capture":
            runner.max_calls_per_capture = _budget(value)

    def reembed() -> None:
        queue.enqueue(REEMBED, payload={"llm": {}})

    runner.closers += [core.settings.subscribe(settings_changed), ai.on_embeddings_changed(reembed), *closers]
    if ai.follows_embedding_settings() and stale_vectors(core.store, ai.index()):
        reembed()  # the model changed while we were not running
    return runner


def longterm_runner(core: CoreServices, ai: AIServices | None = None, *, gateway: LLMGateway | None = None,
                    embedder: Embedder | None = None, host: ModelHost | None = None) -> JobRunner:
    """A runner for the long-term kinds only (post_think -> forget -> retain_images), which runs them
    at once: `contexty session end`, tests and benchmarks of the long-term memory."""
    closers: list[Callable[[], None]] = []
    ai = _own_ai(core, ai, closers, gateway=gateway, ocr=None, embedder=embedder, host=host, in_process=host is None)
    handlers = longterm_handlers(core.settings, ai.gateway, ai.index)
    runner = JobRunner(JobQueue(core.store, core.bus), core.tree, handlers, chain=(), debounce_s={})
    runner.closers += closers
    return runner


def _budget(value: Any) -> int | None:
    """The per-capture budget of model calls from its setting; 0 or less means no limit."""
    try:
        calls = int(float(value))
    except (TypeError, ValueError):
        return MAX_CALLS_PER_CAPTURE
    return calls if calls > 0 else None


__all__ = ["PRUNE_DONE_AFTER_DAYS", "create_runner", "longterm_runner"]
