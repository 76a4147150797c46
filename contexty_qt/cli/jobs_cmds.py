"""`contexty jobs [list] | run [--wait] | retry ID...`: the AI work queue from the command line.

`jobs run` processes the queue headless with the same JobRunner and handlers the app runs on its
background thread, so a scripted import (`contexty import`, `contexty add`) gets analysed without
the GUI. OCR runs in this process here (the app uses its model worker instead).
"""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, datetime
from typing import Any

from contexty_qt.cli import notify_changed, open_services, parse_id, print_json, require
from contexty_qt.core.model import Job, JobState

ERROR_WIDTH = 70


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("jobs", help="list, run or retry the AI jobs (analysis of captures)",
                              description="The queue of AI work: analysis now, placement and evolution later.")
    sub = p.add_subparsers(dest="jobs_command", metavar="ACTION")
    q = sub.add_parser("list", help="jobs with their state, attempts and error (default action)")
    _list_options(q)
    q.set_defaults(handler=cmd_list)
    q = sub.add_parser("run", help="process the pending jobs here, without the app")
    q.add_argument("--wait", action="store_true",
                   help="also wait for jobs scheduled to retry (model server down) until none is left")
    q.add_argument("--timeout", type=float, metavar="SECONDS", help="stop after this long")
    q.set_defaults(handler=cmd_run)
    q = sub.add_parser("retry", help="run failed jobs again (e.g. after fixing the model settings)")
    q.add_argument("ids", type=parse_id, nargs="*", metavar="ID")
    q.add_argument("--failed", action="store_true", help="every failed job")
    q.set_defaults(handler=cmd_retry)
    _list_options(p)
    p.set_defaults(handler=cmd_list)


def _list_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--all", action="store_true", help="include finished jobs")
    parser.add_argument("--json", action="store_true", help="as JSON")


def _when(job: Job) -> str:
    if job.state is not JobState.PENDING or job.next_run_at is None:
        return ""
    seconds = (job.next_run_at - datetime.now(UTC)).total_seconds()
    return "due" if seconds <= 0 else f"in {seconds:.0f} s"


def _error_line(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= ERROR_WIDTH else flat[: ERROR_WIDTH - 1] + "…"


def cmd_list(args: argparse.Namespace) -> int:
    from contexty_qt.core.jobs import JobQueue

    with open_services(args) as services:
        queue = JobQueue(services.store)
        jobs = queue.jobs()
    shown = jobs if getattr(args, "all", False) else [j for j in jobs if j.state is not JobState.DONE]
    if getattr(args, "json", False):
        print_json([{
            "id": j.id, "kind": j.kind, "state": j.state.value, "attempts": j.attempts, "memory_id": j.memory_id,
            "next_run_at": j.next_run_at.isoformat() if j.next_run_at else None, "error": j.last_error,
            "payload": j.payload, "updated_at": j.updated_at.isoformat(),
        } for j in shown])
        return 0
    if shown:
        print(f"{'ID':>5}  {'KIND':<10} {'STATE':<8} {'TRIES':>5} {'MEMORY':>6}  {'NEXT':<9} ERROR")
        for j in shown:
            print(f"{j.id:>5}  {j.kind:<10} {j.state.value:<8} {j.attempts:>5} {j.memory_id or '-':>6}  "
                  f"{_when(j):<9} {_error_line(j.last_error)}")
    done = sum(1 for j in jobs if j.state is JobState.DONE)
    hidden = len(jobs) - len(shown)
    if not jobs:
        print("No jobs.")
    elif hidden:
        print(f"({done} finished job{'s' if done != 1 else ''} not shown; --all lists them)")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from contexty_qt.core.jobs import JobQueue
    from contexty_qt.core.wiring import create_runner

    require(args.timeout is None or args.timeout > 0, "--timeout takes a positive number of seconds.")
    with open_services(args) as services:
        # every kind, as in the app: the AI pipeline's and the session-end kinds (post-thinking,
        # fading, image retention), the local models in this process, debounced steps at once
        runner = create_runner(services, in_process=True)
        base_url = services.settings.get("llm.base_url")
        engine = f"the model at {base_url}" if base_url else "the offline analyzer (no model configured)"
        print(f"Processing jobs with {engine}…", file=sys.stderr)
        try:
            stats = runner.run_until_idle(wait_for_retries=args.wait, timeout=args.timeout)
        finally:
            runner.close()
        counts = JobQueue(services.store).counts()
        data_dir = services.data_dir
    if stats.processed:
        notify_changed(data_dir)
    waiting = counts.get(JobState.PENDING.value, 0) + counts.get(JobState.RUNNING.value, 0)
    print(f"{stats.done} done, {stats.failed} failed, {stats.retrying} to retry later; "
          f"{waiting} still waiting, {counts.get(JobState.FAILED.value, 0)} failed in total.")
    if stats.failed or counts.get(JobState.FAILED.value, 0):
        print("`contexty jobs` shows the errors; `contexty jobs retry --failed` tries again.", file=sys.stderr)
    return 0 if not stats.failed and not (args.wait and waiting) else 1


def cmd_retry(args: argparse.Namespace) -> int:
    from contexty_qt.core.jobs import JobQueue

    require(bool(args.ids) or args.failed, "Name the jobs to retry (ids from `contexty jobs`) or use --failed.")
    with open_services(args) as services:
        queue = JobQueue(services.store)
        ids = list(args.ids) or [j.id for j in queue.jobs([JobState.FAILED])]
        for job_id in ids:
            job = queue.retry(job_id)
            what = f"{job.kind} of memory {job.memory_id}" if job.memory_id else job.kind
            print(f"Job {job.id} ({what}) will run again.")
        data_dir = services.data_dir
    if ids:
        notify_changed(data_dir)
        print("It runs in the app, or now with `contexty jobs run`.", file=sys.stderr)
    else:
        print("No failed jobs.")
    return 0
