"""The persisted queue of AI work (issue 3, item 4) and the runner that works through it.

A capture is committed first; its AI steps (analyze -> place -> evolve -> understand) then run as
rows of the `jobs` table, so they survive a crash or a quit, retry with backoff while the model
server is down, and are visible to the UI and to `contexty jobs`.

Exactly-once effects, across restarts
-------------------------------------
* `claim` marks a job running and bumps `attempts` in one IMMEDIATE transaction; `attempts` is
  the job's fencing token, and `next_run_at` holds the lease's expiry while it runs.
* A handler computes without writing (the slow part: OCR, the model call) and returns a
  `StepResult`. The runner then commits, in ONE transaction: the fenced "done" of this job
  (`state = running AND attempts = <claimed>`), the step's writes and the next step's job.
* A crash before that commit leaves the job "running": `recover()` at startup (or the lease's
  expiry) makes it pending again and it is redone from scratch, having written nothing. A crash
  after the commit leaves it done with its successor queued. A runner whose job was taken over
  (lease expired, or another process recovered it) fails the fence and its result is dropped.

The steps live in core/pipeline/ and core/longterm/jobs.py; core/wiring.py puts them together.
Card edits made by a step go through MemoryTree (origin AI: undoable, with change events);
bookkeeping (analysis_state, job rows) is written directly and announced with change events after
the commit, so the GUI sharing the store redraws.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Protocol

from contexty_qt.core.errors import ContextyError, NotFoundError, StoreError
from contexty_qt.core.events import Action, ChangeEvent, Entity, EventBus, coalesce
from contexty_qt.core.model import AnalysisState, Job, JobState, Memory, Origin, utcnow
from contexty_qt.core.store import Store, job_from_row, to_db_time
from contexty_qt.core.tree import MemoryTree

log = logging.getLogger("contexty.jobs")

ANALYZE, PLACE, EVOLVE, UNDERSTAND = "analyze", "place", "evolve", "understand"
PIPELINE = (ANALYZE, PLACE, EVOLVE, UNDERSTAND)
SUMMARIZE = "summarize"  # refresh a group's summary after its membership changed (debounced)
REEMBED = "reembed"  # recompute every vector after the embedding model changed
MAX_CALLS_PER_CAPTURE = 8  # analysis 1-2, relatedness 1-2, group names 0-2, evolution 1-2
# Debounce of the workspace-wide steps: run this long after the last change (trailing), but no
# later than MAX_DEBOUNCE_FACTOR times this after the first change, so a steady stream of captures
# cannot starve them.
DEBOUNCE_S = {UNDERSTAND: 10.0, SUMMARIZE: 15.0}
MAX_DEBOUNCE_FACTOR = 6.0
MAX_ERROR_CHARS = 2000
PRUNE_EVERY_S = 3600.0  # how often a running app drops finished jobs past their retention (JobRunner)
# Every job this process claims is stamped later than this (claiming needs this module): the app's
# recover() tells a crashed process's leftovers from the jobs its own runners hold by it.
PROCESS_STARTED = utcnow()


@dataclass(frozen=True)
class RetryPolicy:
    max_attempts: int = 6
    base_s: float = 5.0  # 5 s, 10 s, 20 s, 40 s, 80 s between attempts
    cap_s: float = 3600.0
    lease_s: float = 900.0  # a running job whose runner vanished is claimable again after this

    def delay(self, attempts: int, retry_after: float | None = None) -> float:
        wait = min(self.cap_s, self.base_s * 2.0 ** max(0, attempts - 1))
        if retry_after is not None:
            wait = max(wait, min(self.cap_s, retry_after))
        return wait


@dataclass(frozen=True)
class NextJob:
    kind: str
    memory_id: int | None = None
    payload: Mapping[str, Any] = field(default_factory=dict)
    key: str = ""  # with kind and memory, what makes two jobs "the same" for de-duplication
    debounce: bool = False  # wait the runner's debounce delay for this kind, merging with a pending one


def understand_job(workspace_id: int) -> NextJob:
    """The workspace's context understanding (MEM-5), debounced; its own LLM budget."""
    return NextJob(UNDERSTAND, None, {"workspace_id": workspace_id, "llm": {}}, key=f"workspace:{workspace_id}",
                   debounce=True)


def summarize_job(group_id: int) -> NextJob:
    """Refresh a group's summary after its members changed, debounced; its own LLM budget."""
    return NextJob(SUMMARIZE, None, {"group_id": group_id, "llm": {}}, key=f"group:{group_id}", debounce=True)


@dataclass
class StepResult:
    """What a handler decided. `apply` does the writes; it runs inside the commit transaction."""

    apply: Callable[[], None] | None = None
    next: list[NextJob] = field(default_factory=list)
    label: str = ""  # undo text for the step's card edits
    note: str = ""  # kept in the job's payload (e.g. "offline analyzer")


class JobLostError(ContextyError):
    """The job was taken over or removed while this runner worked on it; its result is dropped."""


class JobQueue:
    """The jobs table as a queue. Thread-safe (the store serialises access); usable from any process."""

    def __init__(self, store: Store, bus: EventBus | None = None, *, policy: RetryPolicy | None = None,
                 clock: Callable[[], datetime] = utcnow) -> None:
        self.store = store
        self.bus = bus
        self.policy = policy or RetryPolicy()
        self.clock = clock

    # ---- reading -----------------------------------------------------------------------------
    def get(self, job_id: int) -> Job:
        rows = self.store.query("SELECT * FROM jobs WHERE id = ?", (job_id,))
        if not rows:
            raise NotFoundError(f"No job with id {job_id}.")
        return job_from_row(dict(rows[0]))

    def jobs(self, states: Iterable[JobState] | None = None, *, memory_id: int | None = None) -> list[Job]:
        jobs = self.store.jobs(states)
        return [j for j in jobs if memory_id is None or j.memory_id == memory_id]

    def counts(self) -> dict[str, int]:
        rows = self.store.query("SELECT state, COUNT(*) AS n FROM jobs GROUP BY state")
        return {str(r["state"]): int(r["n"]) for r in rows}

    def next_due_in(self, kinds: Collection[str]) -> float | None:
        """Seconds until the next job of these kinds may be claimed; None when there is none."""
        if not kinds:
            return None
        marks = ", ".join("?" for _ in kinds)
        row = self.store.query(
            f"SELECT MIN(COALESCE(next_run_at, '')) AS due FROM jobs "
            f"WHERE kind IN ({marks}) AND state IN ('pending', 'running')", list(kinds))[0]
        if row["due"] is None:
            return None
        if row["due"] == "":
            return 0.0
        return max(0.0, (datetime.fromisoformat(row["due"]) - self.clock()).total_seconds())

    # ---- writing -----------------------------------------------------------------------------
    def enqueue(self, kind: str, memory_id: int | None = None, payload: Mapping[str, Any] | None = None, *,
                delay_s: float = 0.0, dedupe: bool = True, key: str = "", debounce: bool = False) -> Job:
        """Queue a job (one pending/running job per kind, memory and key when `dedupe`). With
        `debounce`, a pending twin is pushed back to run `delay_s` from now instead (see _insert)."""
        with self.store.transaction() as db:
            job_id, added = self._insert(db, NextJob(kind, memory_id, dict(payload or {}), key, debounce), delay_s,
                                         dedupe)
        if added:
            self._emit([_job_event(Action.ADDED, job_id)])
        return self.get(job_id)

    def _insert(self, db: Any, job: NextJob, delay_s: float = 0.0, dedupe: bool = True) -> tuple[int, bool]:
        now = self.clock()
        payload = {**job.payload, "key": job.key} if job.key else dict(job.payload)
        if dedupe:
            # a debounced job merges only with a pending twin: one already running may have read the
            # state before this change, so another run is needed after it
            states = "('pending')" if job.debounce else "('pending', 'running')"
            row = db.execute(
                f"SELECT id, created_at, next_run_at FROM jobs WHERE kind = ? AND memory_id IS ? "
                f"AND COALESCE(json_extract(payload, '$.key'), '') = ? AND state IN {states}",
                (job.kind, job.memory_id, job.key),
            ).fetchone()
            if row is not None:
                if job.debounce and delay_s > 0:
                    created = datetime.fromisoformat(row["created_at"])
                    latest = created + timedelta(seconds=delay_s * MAX_DEBOUNCE_FACTOR)
                    pushed = min(now + timedelta(seconds=delay_s), max(latest, now))
                    current = datetime.fromisoformat(row["next_run_at"]) if row["next_run_at"] else now
                    if pushed > current:
                        db.execute("UPDATE jobs SET next_run_at = ?, updated_at = ? WHERE id = ?",
                                   (to_db_time(pushed), to_db_time(now), row["id"]))
                return int(row["id"]), False
        due = to_db_time(now + timedelta(seconds=delay_s)) if delay_s > 0 else None
        cursor = db.execute(
            "INSERT INTO jobs (kind, state, payload, memory_id, attempts, next_run_at, last_error, created_at, "
            "updated_at) VALUES (?, 'pending', ?, ?, 0, ?, '', ?, ?)",
            (job.kind, json.dumps(payload, ensure_ascii=False), job.memory_id, due, to_db_time(now),
             to_db_time(now)),
        )
        return int(cursor.lastrowid or 0), True

    def claim(self, kinds: Collection[str]) -> Job | None:
        """Atomically take the next due job of these kinds: state running, attempts + 1, a lease."""
        if not kinds:
            return None
        now = self.clock()
        stamp = to_db_time(now)
        marks = ", ".join("?" for _ in kinds)
        with self.store.transaction() as db:
            row = db.execute(
                f"SELECT id FROM jobs WHERE kind IN ({marks}) AND ("
                f"(state = 'pending' AND (next_run_at IS NULL OR next_run_at <= ?)) OR "
                f"(state = 'running' AND next_run_at <= ?)) ORDER BY id LIMIT 1",
                [*kinds, stamp, stamp],
            ).fetchone()
            if row is None:
                return None
            lease = to_db_time(now + timedelta(seconds=self.policy.lease_s))
            db.execute(
                "UPDATE jobs SET state = 'running', attempts = attempts + 1, next_run_at = ?, updated_at = ? "
                "WHERE id = ?", (lease, stamp, row["id"]),
            )
            job = job_from_row(dict(db.execute("SELECT * FROM jobs WHERE id = ?", (row["id"],)).fetchone()))
        self._emit([_job_event(Action.CHANGED, job.id)])
        return job

    def complete_in_tx(self, job: Job, next_jobs: Sequence[NextJob] = (), *,
                       payload: Mapping[str, Any] | None = None,
                       delays: Mapping[str, float] | None = None) -> list[ChangeEvent]:
        """Mark a claimed job done and queue its successors. Call inside a transaction; the caller
        emits the returned events after the commit. Raises JobLostError when the fence fails."""
        with self.store.transaction() as db:
            self._fence(db, job)
            db.execute(
                "UPDATE jobs SET state = 'done', next_run_at = NULL, last_error = '', payload = ?, updated_at = ? "
                "WHERE id = ?",
                (json.dumps(dict(payload if payload is not None else job.payload), ensure_ascii=False),
                 to_db_time(self.clock()), job.id),
            )
            events = [_job_event(Action.CHANGED, job.id)]
            for successor in next_jobs:
                delay = (delays or {}).get(successor.kind, 0.0) if successor.debounce else 0.0
                job_id, added = self._insert(db, successor, delay)
                if added:
                    events.append(_job_event(Action.ADDED, job_id))
        return events

    def fail_in_tx(self, job: Job, error: str, *, retryable: bool,
                   retry_after: float | None = None) -> tuple[JobState, list[ChangeEvent]]:
        """Back off (pending, later) or give up (failed, error kept). Fenced like completion."""
        error = error[:MAX_ERROR_CHARS]
        with self.store.transaction() as db:
            self._fence(db, job)
            now = self.clock()
            if retryable and job.attempts < self.policy.max_attempts:
                due = now + timedelta(seconds=self.policy.delay(job.attempts, retry_after))
                db.execute(
                    "UPDATE jobs SET state = 'pending', next_run_at = ?, last_error = ?, updated_at = ? WHERE id = ?",
                    (to_db_time(due), error, to_db_time(now), job.id),
                )
                state = JobState.PENDING
            else:
                db.execute(
                    "UPDATE jobs SET state = 'failed', next_run_at = NULL, last_error = ?, updated_at = ? "
                    "WHERE id = ?", (error, to_db_time(now), job.id),
                )
                state = JobState.FAILED
        return state, [_job_event(Action.CHANGED, job.id)]

    def fail(self, job: Job, error: str, *, retryable: bool, retry_after: float | None = None) -> JobState:
        state, events = self.fail_in_tx(job, error, retryable=retryable, retry_after=retry_after)
        self._emit(events)
        return state

    def complete(self, job: Job, next_jobs: Sequence[NextJob] = ()) -> None:
        self._emit(self.complete_in_tx(job, next_jobs))

    def retry(self, job_id: int) -> Job:
        """A failed (or waiting) job runs again now, with a fresh set of attempts."""
        job = self.get(job_id)
        if job.state is JobState.RUNNING:
            raise ContextyError(f"Job {job_id} is running right now.")
        if job.state is JobState.DONE:
            raise ContextyError(f"Job {job_id} is already done.")
        events = [_job_event(Action.CHANGED, job_id)]
        with self.store.transaction() as db:
            db.execute(
                "UPDATE jobs SET state = 'pending', attempts = 0, next_run_at = NULL, updated_at = ? WHERE id = ?",
                (to_db_time(self.clock()), job_id),
            )
            if job.kind == ANALYZE and job.memory_id is not None:
                events += _set_analysis_state(self.store, job.memory_id, AnalysisState.PENDING, "")
        self._emit(events)
        return self.get(job_id)

    def retry_analysis(self, memory_id: int) -> Job:
        """Analyse a capture again (Retry on a failed card): its failed or waiting analysis job runs
        now, or a fresh one is queued when that row is gone (pruned); the card says "pending"."""
        waiting = [j for j in self.jobs([JobState.FAILED, JobState.PENDING], memory_id=memory_id) if j.kind == ANALYZE]
        if waiting:
            return self.retry(waiting[-1].id)
        with self.store.transaction() as db:
            job_id, added = self._insert(db, NextJob(ANALYZE, memory_id))
            events = [_job_event(Action.ADDED, job_id)] if added else []
            events += _set_analysis_state(self.store, memory_id, AnalysisState.PENDING, "")
        self._emit(events)
        return self.get(job_id)

    def set_analysis_state(self, memory_id: int, state: AnalysisState, error: str = "") -> None:
        """Bookkeeping of a capture's analysis, announced (not an undoable edit)."""
        with self.store.transaction():
            events = _set_analysis_state(self.store, memory_id, state, error)
        self._emit(events)

    def recover(self, claimed_before: datetime | None = None) -> int:
        """At startup: jobs a crashed runner left running are pending again (redone from scratch).

        `claimed_before`: only jobs claimed before then. The app passes its process's start: another
        runner of the same process (the long-term memory's, started on another thread) may already
        hold a job, and taking it from under it would run that step twice."""
        cutoff = "9999" if claimed_before is None else to_db_time(claimed_before)
        with self.store.transaction() as db:
            ids = [int(r["id"]) for r in db.execute(
                "SELECT id FROM jobs WHERE state = 'running' AND updated_at < ?", (cutoff,))]
            if ids:
                marks = ", ".join("?" for _ in ids)
                db.execute(f"UPDATE jobs SET state = 'pending', next_run_at = NULL, updated_at = ? "
                           f"WHERE id IN ({marks})", (to_db_time(self.clock()), *ids))
        if ids:
            log.info("recovered %d interrupted job(s): %s", len(ids), ids)
            self._emit([ChangeEvent(Entity.JOB, Action.CHANGED, tuple(ids), Origin.AI, ("state",))])
        return len(ids)

    def ensure_analysis(self) -> list[int]:
        """Queue analysis for captures that have none (added by `contexty add`, an import, or a crash
        between saving a capture and queueing its job). Failed analyses wait for an explicit retry."""
        rows = self.store.query(
            "SELECT m.id FROM memories m WHERE m.analysis_state = 'pending' AND NOT EXISTS ("
            "SELECT 1 FROM jobs j WHERE j.memory_id = m.id AND j.kind = ? AND j.state IN "
            "('pending', 'running', 'failed')) ORDER BY m.captured_at, m.id", (ANALYZE,))
        ids = [int(r["id"]) for r in rows]
        if ids:
            events = []
            with self.store.transaction() as db:
                for memory_id in ids:
                    job_id, added = self._insert(db, NextJob(ANALYZE, memory_id))
                    if added:
                        events.append(_job_event(Action.ADDED, job_id))
            self._emit(events)
        return ids

    def prune(self, older_than_days: float = 7.0) -> int:
        """Drop done jobs older than this (their effects are in the tree; the rows are history)."""
        cutoff = to_db_time(self.clock() - timedelta(days=older_than_days))
        with self.store.transaction() as db:
            cursor = db.execute("DELETE FROM jobs WHERE state = 'done' AND updated_at < ?", (cutoff,))
        return int(cursor.rowcount or 0)

    def _fence(self, db: Any, job: Job) -> None:
        row = db.execute("SELECT state, attempts FROM jobs WHERE id = ?", (job.id,)).fetchone()
        if row is None or row["state"] != JobState.RUNNING.value or int(row["attempts"]) != job.attempts:
            raise JobLostError(f"Job {job.id} was taken over or removed while it ran.")

    def _emit(self, events: list[ChangeEvent]) -> None:
        if self.bus is not None and events:
            self.bus.emit(coalesce(events))


# Columns whose change does not change what the AI understands of the user's work (layout, bookkeeping).
_LAYOUT_FIELDS = frozenset({"pos_x", "pos_y", "collapsed", "recall_count", "last_recalled", "importance",
                            "analysis_state", "analysis_error", "updated", "previous"})


# what a card holds: a user's correction of it (a screenshot read again, a garbled title fixed) may leave its group's
# name and summary made of the old words, so the group gets a (debounced) summary refresh, which renames a group
# the AI named when its name no longer fits (place.py SummarizeStep); a name the user gave stays
_CONTENT_FIELDS = frozenset({"text", "ocr_text", "title", "summary"})


def _corrects_content(event: ChangeEvent) -> bool:
    return (event.origin is not Origin.AI and event.entity is Entity.MEMORY and event.action is Action.CHANGED
            and bool(_CONTENT_FIELDS.intersection(event.fields)))


def _changes_the_picture(event: ChangeEvent) -> bool:
    """A change by the user (or an import) to memories, groups or links: the understanding may be stale.
    The AI's own steps queue the understanding themselves."""
    if event.origin is Origin.AI or event.entity not in (Entity.MEMORY, Entity.GROUP, Entity.LINK):
        return False
    return not (event.action is Action.CHANGED and event.fields and set(event.fields) <= _LAYOUT_FIELDS)


def _job_event(action: Action, job_id: int) -> ChangeEvent:
    fields = ("attempts", "last_error", "next_run_at", "state") if action is Action.CHANGED else ()
    return ChangeEvent(Entity.JOB, action, (job_id,), Origin.AI, fields)


def _set_analysis_state(store: Store, memory_id: int, state: AnalysisState, error: str) -> list[ChangeEvent]:
    """Bookkeeping, not an edit: not on the undo stack (undoing an analysis must not re-queue it)."""
    try:
        store.update_row("memories", memory_id, {"analysis_state": state.value, "analysis_error": error})
    except NotFoundError:
        return []
    return [ChangeEvent(Entity.MEMORY, Action.CHANGED, (memory_id,), Origin.AI, ("analysis_error", "analysis_state"))]


def queue_summaries(queue: JobQueue, memory_ids: Iterable[int], delay_s: float) -> None:
    """A (debounced) summary refresh of the groups of these memories, queued in the store."""
    groups = set()
    for memory_id in sorted(set(memory_ids)):
        try:
            group_id = queue.store.get_memory(memory_id).group_id
        except NotFoundError:
            continue
        if group_id is not None:
            groups.add(group_id)
    for group_id in sorted(groups):
        job = summarize_job(group_id)
        queue.enqueue(job.kind, job.memory_id, job.payload, key=job.key, debounce=True, delay_s=delay_s)


def queue_understanding(queue: JobQueue, delay_s: float) -> None:
    """The (debounced) context understanding of every workspace, queued in the store."""
    for workspace in queue.store.list_workspaces():
        if not workspace.archived:
            job = understand_job(workspace.id)
            queue.enqueue(job.kind, job.memory_id, job.payload, key=job.key, debounce=True, delay_s=delay_s)


def queue_follow_ups(queue: JobQueue, events: Sequence[ChangeEvent],
                     delays: Mapping[str, float] = DEBOUNCE_S) -> None:
    """The jobs the user's changes call for, queued in the store: a summary refresh of the groups of the memories
    whose content was corrected, and every workspace's understanding when the picture changed. A running app's
    JobRunner queues them for its own process's changes (_on_events); a command-line change calls this, and the
    app's runner, or the next one started, runs them from the store."""
    corrected = {memory_id for event in events if _corrects_content(event) for memory_id in event.ids}
    if corrected:
        queue_summaries(queue, corrected, delays.get(SUMMARIZE, 0.0))
    # a new capture's own jobs end in the understanding (analyze -> place -> evolve -> understand)
    if any(_changes_the_picture(event) and not (event.entity is Entity.MEMORY and event.action is Action.ADDED)
           for event in events):
        queue_understanding(queue, delays.get(UNDERSTAND, 0.0))


# ---- running jobs ------------------------------------------------------------------------------
class JobContext:
    """What a handler may use: the tree, the store, the capture's LLM budget, a stop flag."""

    def __init__(self, runner: JobRunner, job: Job) -> None:
        self.job = job
        self.tree = runner.tree
        self.store = runner.tree.store
        self.queue = runner.queue
        from contexty_qt.core.llm.gateway import CallBudget

        spent = job.payload.get("llm")
        self.budget = CallBudget(runner.max_calls_per_capture, spent if isinstance(spent, dict) else None)
        self.stopping = runner._stop
        self.events: list[ChangeEvent] = []  # bookkeeping events, emitted after the commit

    def job_memory(self) -> Memory | StepResult:
        """The memory the job is about, or the result that ends the step when there is none (any more)."""
        if self.job.memory_id is None:
            return StepResult(note="no memory")
        try:
            return self.store.get_memory(self.job.memory_id)
        except NotFoundError:
            return StepResult(note="memory deleted")

    def set_analysis_state(self, memory_id: int, state: AnalysisState, error: str = "") -> None:
        self.events += _set_analysis_state(self.store, memory_id, state, error)


class Handler(Protocol):
    def __call__(self, job: Job, ctx: JobContext) -> StepResult: ...


FailureHook = Callable[[Job, JobContext, str, JobState], None]


@dataclass
class RunStats:
    done: int = 0
    failed: int = 0
    retrying: int = 0
    lost: int = 0

    @property
    def processed(self) -> int:
        return self.done + self.failed + self.retrying + self.lost


class JobRunner:
    """Works through the queue with one handler per kind, headless (`run_until_idle`) or on a
    background thread in the app (`start`/`stop`). The chain analyze -> place -> evolve ->
    understand is data: a step's successor is queued only when a handler for it is registered."""

    def __init__(self, queue: JobQueue, tree: MemoryTree, handlers: Mapping[str, Handler], *,
                 chain: Sequence[str] = PIPELINE, on_failure: Mapping[str, FailureHook] | None = None,
                 max_calls_per_capture: int | None = MAX_CALLS_PER_CAPTURE,
                 debounce_s: Mapping[str, float] | None = None, prune_after_days: float | None = None) -> None:
        self.queue = queue
        self.tree = tree
        self.handlers = dict(handlers)
        self.chain = list(chain)
        self.on_failure = dict(on_failure or {})
        self.max_calls_per_capture = max_calls_per_capture
        # seconds a debounced job waits after the last change; {} (the CLI) runs them at once
        self.debounce_s = dict(DEBOUNCE_S if debounce_s is None else debounce_s)
        self._tree_changed = threading.Event()
        self._corrected: set[int] = set()  # memories whose content the user corrected (_corrects_content)
        self._corrected_lock = threading.Lock()
        self._stop = threading.Event()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._recovered = False
        self._check_new = threading.Event()
        self._unsubscribe: Callable[[], None] | None = None
        self.stats = RunStats()
        self.closers: list[Callable[[], None]] = []  # resources the runner owns (model worker, client)
        # done jobs older than this are deleted now and then (None: kept, e.g. a runner of a test)
        self.prune_after_days = prune_after_days
        self._pruned_at = 0.0

    # ---- chain ---------------------------------------------------------------------------------
    def successor(self, kind: str) -> str | None:
        if kind in self.chain:
            for later in self.chain[self.chain.index(kind) + 1:]:
                if later in self.handlers:
                    return later
        return None

    # ---- one job -------------------------------------------------------------------------------
    def run_once(self) -> bool:
        """Claim and process one due job; False when none is due."""
        job = self.queue.claim(list(self.handlers))
        if job is None:
            return False
        self._process(job)
        return True

    def _process(self, job: Job) -> None:
        ctx = JobContext(self, job)
        started = time.monotonic()
        try:
            result = self.handlers[job.kind](job, ctx)
            self._commit(job, ctx, result)
        except JobLostError as exc:
            log.info("%s", exc)
            self.stats.lost += 1
            return
        except Exception as exc:
            self._failed(job, ctx, exc)
            return
        self.stats.done += 1
        log.info("job %d %s memory=%s done in %.0f ms (llm calls %d, tokens %d+%d)%s", job.id, job.kind,
                 job.memory_id, (time.monotonic() - started) * 1000, ctx.budget.usage.calls,
                 ctx.budget.usage.prompt_tokens, ctx.budget.usage.completion_tokens,
                 f" [{result.note}]" if result.note else "")

    def _commit(self, job: Job, ctx: JobContext, result: StepResult) -> None:
        successor = self.successor(job.kind)
        next_jobs = list(result.next)
        if successor is not None and job.memory_id is not None and not any(n.kind == successor for n in next_jobs):
            next_jobs.append(NextJob(successor, job.memory_id))
        carried = {"llm": ctx.budget.usage.as_dict()}
        # a step may ask for a step that is not run here (e.g. no evolution handler): that one is skipped
        next_jobs = [NextJob(n.kind, n.memory_id, {**carried, **n.payload}, n.key, n.debounce)
                     for n in next_jobs if n.kind in self.handlers]
        payload = {**job.payload, "usage": ctx.budget.usage.as_dict()}
        if result.note:
            payload["note"] = result.note
        with self.tree.macro(result.label or f"AI {job.kind}", Origin.AI):
            events = self.queue.complete_in_tx(job, next_jobs, payload=payload, delays=self.debounce_s)
            if result.apply is not None:
                result.apply()
        self.queue._emit(events + ctx.events)

    def _failed(self, job: Job, ctx: JobContext, exc: Exception) -> None:
        retryable = bool(getattr(exc, "retryable", False)) or isinstance(exc, StoreError)
        retry_after = getattr(exc, "retry_after", None)
        message = str(exc) or type(exc).__name__
        if not isinstance(exc, ContextyError):
            log.exception("job %d %s failed unexpectedly", job.id, job.kind)
            message = f"Unexpected error: {type(exc).__name__}: {exc}"
        ctx.events = []
        try:
            with self.tree.store.transaction():
                state, events = self.queue.fail_in_tx(job, message, retryable=retryable, retry_after=retry_after)
                hook = self.on_failure.get(job.kind)
                if hook is not None:
                    hook(job, ctx, message, state)
        except JobLostError as lost:
            log.info("%s", lost)
            self.stats.lost += 1
            return
        self.queue._emit(events + ctx.events)
        if state is JobState.FAILED:
            self.stats.failed += 1
            log.warning("job %d %s memory=%s failed: %s", job.id, job.kind, job.memory_id, message)
        else:
            self.stats.retrying += 1
            log.info("job %d %s memory=%s will retry (attempt %d): %s", job.id, job.kind, job.memory_id,
                     job.attempts, message)

    # ---- headless ------------------------------------------------------------------------------
    def prepare(self, claimed_before: datetime | None = None) -> None:
        """Once per process: recover interrupted jobs, queue analysis for unanalysed captures."""
        if not self._recovered:
            self.queue.recover(claimed_before)
            self._recovered = True
        if ANALYZE in self.handlers:
            self.queue.ensure_analysis()

    def run_until_idle(self, *, wait_for_retries: bool = False, timeout: float | None = None) -> RunStats:
        """Process every due job (and, with `wait_for_retries`, those scheduled for a retry) until
        none is left or `timeout` seconds passed. The same code path the app's thread runs."""
        self.prepare()
        before = RunStats(**vars(self.stats))
        deadline = None if timeout is None else time.monotonic() + timeout
        while not self._stop.is_set():
            if deadline is not None and time.monotonic() >= deadline:
                break
            if self.run_once():
                continue
            if not wait_for_retries:
                break
            due = self.queue.next_due_in(list(self.handlers))
            if due is None:
                break
            if deadline is not None:
                due = min(due, deadline - time.monotonic())
            self._stop.wait(max(0.01, due))
        return RunStats(self.stats.done - before.done, self.stats.failed - before.failed,
                        self.stats.retrying - before.retrying, self.stats.lost - before.lost)

    # ---- in the app ------------------------------------------------------------------------------
    def start(self) -> None:
        if self._thread is not None:
            return
        self._stop.clear()
        if self.queue.bus is not None:
            self._unsubscribe = self.queue.bus.subscribe(self._on_events)
        # daemon: quitting must not wait for a model call (up to llm.timeout_s). Killing the thread
        # mid-job is safe by design: nothing is written before the fenced commit, and the job is
        # recovered at the next start. stop() still joins for a clean shutdown.
        self._thread = threading.Thread(target=self._loop, name="contexty-jobs", daemon=True)
        self._thread.start()

    def stop(self, timeout: float | None = None) -> bool:
        """Ask the thread to finish its current job and end; True when it has ended."""
        self._stop.set()
        self._wake.set()
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        if self._thread is None:
            return True
        self._thread.join(timeout)
        alive = self._thread.is_alive()
        if not alive:
            self._thread = None
        return not alive

    def wake(self) -> None:
        self._wake.set()

    def note_external_change(self) -> None:
        """Another process wrote to the store (e.g. `contexty add`): its captures have no jobs yet,
        and the picture may have changed. Only flags here; the runner's thread does the work."""
        self._check_new.set()
        self._tree_changed.set()
        self._wake.set()

    def close(self, timeout: float | None = None) -> None:
        """Stop, then release what the runner owns (the model worker process, the HTTP client)."""
        self.stop(timeout)
        for close in self.closers:
            try:
                close()
            except Exception:
                log.exception("closing %r failed", close)
        self.closers = []

    def _on_events(self, events: list[ChangeEvent]) -> None:
        # runs on whichever thread changed something (often the GUI thread): only set flags here
        for event in events:
            if event.entity is Entity.JOB:
                # a new job, or one made due: Retry on a failed card (JobQueue.retry) changes a row, and
                # without this the runner slept on until its next timer (up to 30 s) before running it
                self._wake.set()
            elif event.entity is Entity.MEMORY and event.action is Action.ADDED:
                self._check_new.set()
                self._wake.set()
            if _changes_the_picture(event):
                self._tree_changed.set()
                self._wake.set()
            if _corrects_content(event):
                with self._corrected_lock:
                    self._corrected.update(event.ids)
                self._wake.set()

    def note_content_corrected(self) -> None:
        """Queue a (debounced) summary refresh of the groups of the memories whose content the user corrected."""
        with self._corrected_lock:
            corrected, self._corrected = self._corrected, set()
        if corrected and SUMMARIZE in self.handlers:
            queue_summaries(self.queue, corrected, self.debounce_s.get(SUMMARIZE, 0.0))

    def note_tree_changed(self) -> None:
        """Queue the (debounced) context understanding of every workspace: the user reorganised."""
        if UNDERSTAND in self.handlers:
            queue_understanding(self.queue, self.debounce_s.get(UNDERSTAND, 0.0))

    def _prune_now_and_then(self) -> None:
        if self.prune_after_days is None or time.monotonic() - self._pruned_at < PRUNE_EVERY_S:
            return
        self._pruned_at = time.monotonic()
        removed = self.queue.prune(self.prune_after_days)
        if removed:
            log.info("pruned %d finished job(s) older than %g days", removed, self.prune_after_days)

    def _loop(self) -> None:
        try:
            self.prepare(claimed_before=PROCESS_STARTED)  # in the app: runners of this process share the queue
        except Exception:
            log.exception("job queue recovery failed")
        while not self._stop.is_set():
            self._wake.clear()
            worked = False
            try:
                if self._check_new.is_set():
                    self._check_new.clear()
                    if ANALYZE in self.handlers:
                        self.queue.ensure_analysis()
                if self._tree_changed.is_set():
                    self._tree_changed.clear()
                    self.note_tree_changed()
                self.note_content_corrected()
                self._prune_now_and_then()
                worked = self.run_once()
            except Exception:
                log.exception("job runner error")
            if worked:
                continue
            try:
                due = self.queue.next_due_in(list(self.handlers))
            except Exception:
                due = None
            self._wake.wait(30.0 if due is None else min(30.0, max(0.01, due)))


__all__ = [
    "ANALYZE", "EVOLVE", "PIPELINE", "PLACE", "REEMBED", "SUMMARIZE", "UNDERSTAND", "JobContext",
    "JobLostError", "JobQueue", "JobRunner", "NextJob", "RetryPolicy", "RunStats", "StepResult",
    "summarize_job", "understand_job",
]
