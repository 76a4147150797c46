"""Recovery at the app's start takes back only what a crashed process left running: a job another
runner of this same process has claimed meanwhile (the long-term memory's, on its own thread) keeps
running, so its step is not done twice."""

from __future__ import annotations

from datetime import timedelta

from contexty_qt.core.jobs import PROCESS_STARTED, JobQueue
from contexty_qt.core.model import JobState
from contexty_qt.core.services import CoreServices
from contexty_qt.core.store import to_db_time


def test_recover_leaves_jobs_claimed_by_this_process(services: CoreServices) -> None:
    queue = JobQueue(services.store, services.bus)
    left_by_a_crash = queue.enqueue("analyze", None, {"n": 1}, dedupe=False)
    held_here = queue.enqueue("post_think", None, {"n": 2}, dedupe=False)
    claimed = queue.claim(["analyze"])
    assert claimed is not None and claimed.id == left_by_a_crash.id
    # that claim was made by a process that has since died: stamped before this one started
    with services.store.transaction() as db:
        db.execute("UPDATE jobs SET updated_at = ? WHERE id = ?",
                   (to_db_time(PROCESS_STARTED - timedelta(seconds=5)), left_by_a_crash.id))
    assert queue.claim(["post_think"]) is not None  # another runner of this process, right now

    assert queue.recover(claimed_before=PROCESS_STARTED) == 1
    assert queue.get(left_by_a_crash.id).state is JobState.PENDING
    assert queue.get(held_here.id).state is JobState.RUNNING
    # without a cutoff (the CLI's `contexty jobs run`, another process): every running job comes back
    assert queue.recover() == 1
    assert queue.get(held_here.id).state is JobState.PENDING


def test_retry_of_a_failed_job_wakes_the_runner(services: CoreServices) -> None:
    from contexty_qt.core.jobs import JobRunner

    queue = JobQueue(services.store, services.bus)
    runner = JobRunner(queue, services.tree, {"analyze": lambda job, ctx: None})  # type: ignore[arg-type, return-value]
    unsubscribe = services.bus.subscribe(runner._on_events)  # what start() does, without the thread
    try:
        job = queue.enqueue("analyze", None, {"n": 1}, dedupe=False)
        claimed = queue.claim(["analyze"])
        assert claimed is not None
        queue.fail(claimed, "The model server had an error (HTTP 500).", retryable=False)
        runner._wake.clear()  # the runner went to sleep: nothing was due
        queue.retry(job.id)  # the person pressed Retry on the card
        assert runner._wake.is_set(), "the runner must look for the job now, not at its next timer"
    finally:
        unsubscribe()
