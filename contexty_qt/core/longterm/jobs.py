"""The job handlers of issue 7, run by the job queue (core/jobs.py) like the AI pipeline's steps:

    post_think     (session ended) thoughts, summary and merge proposals: one AI step on the undo stack
      -> forget    fade all but the most important share of the session's observations: one AI step
        -> retain_images   the workspace's image retention limits (bookkeeping: files cannot be undeleted)

`longterm_handlers(...)` gives them to the one job runner (core/wiring.py: create_runner), or to a
runner of their own (wiring.longterm_runner: `contexty session end` runs them at once).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import timedelta
from typing import TYPE_CHECKING

from contexty_qt.core.errors import NotFoundError
from contexty_qt.core.jobs import Handler, JobContext, NextJob, StepResult
from contexty_qt.core.llm.gateway import LLMGateway
from contexty_qt.core.longterm.consolidation import PostThinker
from contexty_qt.core.longterm.forgetting import (
    DEFAULT_KEEP_SHARE,
    apply_retention,
    fade,
    offline_ratings,
    plan_fading,
    plan_retention,
    remove_orphan_images,
)
from contexty_qt.core.longterm.sessions import FORGET, POST_THINK, RETAIN_IMAGES, Session, Sessions
from contexty_qt.core.model import Job, utcnow

if TYPE_CHECKING:
    from contexty_qt.core.embeddings import EmbeddingIndex
    from contexty_qt.core.settings import Settings


log = logging.getLogger("contexty.longterm")


def _job_session(job: Job, ctx: JobContext) -> Session | StepResult:
    """The session the job is about, or the result that ends the step when there is none any more."""
    session_id = job.payload.get("session_id")
    if not isinstance(session_id, int):
        return StepResult(note="no session")
    try:
        return Sessions(ctx.tree).get(session_id)
    except NotFoundError:
        return StepResult(note="session deleted")


class PostThinkStep:
    def __init__(self, gateway: LLMGateway | None, index: Callable[[], EmbeddingIndex] | None = None) -> None:
        self.gateway = gateway
        self.index = index

    def __call__(self, job: Job, ctx: JobContext) -> StepResult:
        session = _job_session(job, ctx)
        if isinstance(session, StepResult):
            return session
        if session.open:
            return StepResult(note="session reopened")
        thinker = PostThinker(ctx.store, self.gateway, self.index)
        result = thinker.think(session, ctx.budget)
        payload = {"session_id": session.id, "workspace_id": session.workspace_id}
        return StepResult(lambda: thinker.apply(ctx.tree, result),
                          next=[NextJob(FORGET, None, payload, key=f"session:{session.id}")],
                          label=f"Post-thinking of the session {session.describe()}",
                          note="; ".join([result.source, *result.notes]))


class ForgetStep:
    """Fade all but the most important share of the session's observations, ranked at the session's
    end (LUFY: once the whole interaction is known). Observations no model rated are judged by how
    close they are to what the person saved on purpose in the session (forgetting.offline_ratings)."""

    def __init__(self, settings: Settings | None = None, index: Callable[[], EmbeddingIndex] | None = None) -> None:
        self.settings = settings
        self.index = index

    def __call__(self, job: Job, ctx: JobContext) -> StepResult:
        session = _job_session(job, ctx)
        if isinstance(session, StepResult):
            return session
        share = float(self.settings.get("forgetting.keep_share")) if self.settings is not None else DEFAULT_KEEP_SHARE
        memories = Sessions(ctx.tree).memories(session.id)
        index = None
        if self.index is not None:
            try:
                index = self.index()
            except Exception as exc:  # no embedder: the dynamics' own proxies rank
                log.warning("fading without an embedding index: %s", exc)
        ratings = offline_ratings(ctx.store, memories, index)
        # importance a day after the session ended (LUFY-1 e^(−Δt/S)): a common horizon, so each memory's
        # strength S decides, not which screen happened to be the last one before the end
        horizon = (session.ended_at or utcnow()) + timedelta(days=1)
        plan = plan_fading(ctx.store, memories, share, now=horizon, ratings=ratings)
        now = utcnow()
        retain = [NextJob(RETAIN_IMAGES, None, {"workspace_id": session.workspace_id},
                          key=f"workspace:{session.workspace_id}")]
        if not plan.fade:
            return StepResult(next=retain, note=f"nothing to fade (kept {len(plan.keep)})")

        def apply() -> None:
            live = {m.id for m in ctx.store.memories(ids=plan.fade_ids, include_archived=False)}
            fade(ctx.tree, [i for i in plan.fade_ids if i in live], now=now)

        return StepResult(apply, next=retain, label=f"Fade {len(plan.fade)} observation(s) of the session",
                          note=f"kept {len(plan.keep)}, faded {len(plan.fade)}, {len(plan.protected)} protected")


class RetainImagesStep:
    """Writes as it goes (documented in forgetting.py): re-running it finds nothing left to do."""

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings

    def __call__(self, job: Job, ctx: JobContext) -> StepResult:
        if self.settings is None:
            return StepResult(note="no limits")
        max_mb = float(self.settings.get("retention.image_mb"))
        max_days = float(self.settings.get("retention.image_days"))
        workspace = job.payload.get("workspace_id")
        plan = plan_retention(ctx.store, max_bytes=max_mb * 2**20, max_days=max_days,
                              workspace_id=workspace if isinstance(workspace, int) else None)
        removed = apply_retention(ctx.store, plan, ctx.tree.bus) if plan else remove_orphan_images(ctx.store)
        return StepResult(note=f"{len(plan.memory_ids)} image(s) released, {removed} file(s) deleted")


def longterm_handlers(settings: Settings | None, gateway: LLMGateway | None,
                      index: Callable[[], EmbeddingIndex] | None = None) -> dict[str, Handler]:
    return {POST_THINK: PostThinkStep(gateway, index), FORGET: ForgetStep(settings, index),
            RETAIN_IMAGES: RetainImagesStep(settings)}


KINDS = (POST_THINK, FORGET, RETAIN_IMAGES)


__all__ = ["KINDS", "ForgetStep", "PostThinkStep", "RetainImagesStep", "longterm_handlers"]
