"""Crash safety of the real app: captures arrive through `contexty add` while the app (its job runner
talking to a fake model) is killed with SIGKILL at random moments, then restarted.

`contexty add` writes the capture itself (row + image, committed and fsynced) and only then prints the
new id; then it tells a running app over the single-instance socket. So "acknowledged as saved" means:
the command exited 0 and printed an id. The app's part is the AI work on those captures: the persisted
job queue must resume what a kill interrupted, and never apply a step twice.

One harness for bench/crash_safety.py (20 runs, 200 captures) and tests/e2e/test_crash_safety.py
(a few runs, in CI). Each run: start the app, send this run's share of the captures (2 at a time),
SIGKILL the app at a random moment between its start and a few seconds after the last capture;
the sending goes on while the app is dead. After the last run the app starts once more and must finish
every job; then it quits cleanly and everything is checked from outside with sqlite3 and Pillow.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from contexty_qt import ipc
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted import block, script_all_prompts

MEMO = "crash capture {:04d}"
MEMO_RE = re.compile(r"crash capture (\d{4})")
# the kinds of one capture's chain: each must be done exactly once per memory
CHAIN_KINDS = ("analyze", "place", "evolve")


@dataclass
class KillPoint:
    run: int
    after_s: float  # since the app was started
    phase: str  # "starting" (no IPC answer yet), "running", or "mid-step" (while a job was claimed)
    captures_acknowledged_before: int
    jobs_running: int  # claimed by the killed app: interrupted mid-step
    jobs_pending: int
    jobs_done: int  # so far, by all the app's lifetimes
    integrity: str


@dataclass
class CrashReport:
    runs: int
    captures_sent: int = 0
    acknowledged: int = 0
    refused: list[str] = field(default_factory=list)
    found: int = 0
    images_ok: int = 0
    missing: list[int] = field(default_factory=list)
    bad_images: list[int] = field(default_factory=list)
    integrity_final: str = ""
    kills: list[KillPoint] = field(default_factory=list)
    jobs_interrupted: int = 0  # distinct jobs that were running (claimed) when a kill landed
    jobs_resumed: int = 0  # distinct jobs left pending/running by some kill, done at the end
    jobs_left: int = 0  # pending/running/failed after the final run (should be 0)
    jobs_failed: int = 0
    analysed: int = 0  # acknowledged captures whose analysis is done at the end
    duplicate_done_jobs: int = 0  # a (kind, memory) done more than once
    analysis_requests: int = 0
    repeated_requests: int = 0  # analysis asked again for a capture (a kill cut the first call short)
    unexplained_requests: int = 0  # analysis requests beyond the job's attempts: work outside the queue
    settle_s: float = 0.0
    wall_s: float = 0.0
    errors: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return (not self.missing and not self.bad_images and self.integrity_final == "ok"
                and all(k.integrity == "ok" for k in self.kills) and self.jobs_left == 0
                and self.duplicate_done_jobs == 0 and self.unexplained_requests == 0
                and self.analysed == self.acknowledged and not self.errors)


def make_png(index: int) -> bytes:
    """A real, unique screenshot-like PNG: a title line and coloured blocks seeded by the index."""
    from PIL import Image, ImageDraw

    rng = random.Random(index)
    image = Image.new("RGB", (360, 120), (250, 250, 247))
    draw = ImageDraw.Draw(image)
    draw.text((12, 10), f"Crash capture {index:04d}", fill=(20, 20, 20))
    for _ in range(6):
        x, y = rng.randrange(0, 320), rng.randrange(36, 100)
        draw.rectangle((x, y, x + rng.randrange(8, 40), y + rng.randrange(4, 16)),
                       fill=(rng.randrange(256), rng.randrange(256), rng.randrange(256)))
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def configure(env: dict[str, str], server: FakeOpenAIServer, timeout_s: float) -> None:
    from contexty_qt.core.settings import Settings

    settings = Settings(Path(env["CONTEXTY_CONFIG_DIR"]) / "settings.json")
    for key, value in (("llm.base_url", server.base_url), ("llm.analysis_model", "fake-small"),
                       ("llm.chat_model", "fake-large"), ("llm.timeout_s", timeout_s),
                       # embeddings from the fake server: each restart would otherwise load torch
                       ("embeddings.backend", "openai"), ("session.post_thinking", False)):
        settings.set(key, value)


class CrashHarness:
    def __init__(self, env: dict[str, str], work_dir: Path, *, runs: int, captures: int, seed: int = 8,
                 model_latency_s: float = 0.15, kill_window_s: float = 4.0, settle_timeout_s: float = 300.0,
                 settle_kinds: tuple[str, ...] | None = None, log: Any = None) -> None:
        """`settle_kinds`: the job kinds the last start must finish (None: all, including the debounced
        workspace-wide ones, which wait 10-15 s after the last change)."""
        self.work = work_dir
        self.env = {**env, "CONTEXTY_DATA_DIR": str(work_dir / "data"), "CONTEXTY_CONFIG_DIR": str(work_dir / "config"),
                    "CONTEXTY_LOG_DIR": str(work_dir / "log"), "XDG_STATE_HOME": str(work_dir / "state"),
                    "XDG_CACHE_HOME": str(work_dir / "cache")}
        self.data_dir = work_dir / "data"
        self.db_path = self.data_dir / "contexty.sqlite3"
        self.runs, self.captures = runs, captures
        self.rng = random.Random(seed)
        self.latency = model_latency_s
        self.kill_window_s = kill_window_s
        self.settle_timeout_s = settle_timeout_s
        self.settle_kinds = settle_kinds
        self.log = log or (lambda message: None)
        self.acked: dict[int, int] = {}  # capture index -> memory id
        self.images: dict[int, Path] = {}
        self._lock = threading.Lock()

    # ---- processes -------------------------------------------------------------------------
    def _start_app(self) -> subprocess.Popen[bytes]:
        log_file = open(self.work / "app-output.log", "ab")  # noqa: SIM115 - handed to the child
        try:
            return subprocess.Popen([sys.executable, "-m", "contexty_qt"], env=self.env, stdout=log_file,
                                    stderr=subprocess.STDOUT)
        finally:
            log_file.close()

    def _answers(self) -> bool:
        reply = ipc.forward(self.data_dir, "status", timeout_ms=300)
        return bool(reply and reply.get("ok"))

    def _add(self, index: int) -> None:
        out = subprocess.run([sys.executable, "-m", "contexty_qt", "add", "--image", str(self.images[index]),
                              "--memo", MEMO.format(index), "--app", "crash-harness"],
                             env=self.env, capture_output=True, text=True, timeout=120)
        memory_id = out.stdout.strip()
        with self._lock:
            if out.returncode == 0 and memory_id.isdigit():
                self.acked[index] = int(memory_id)
            else:
                self.report.refused.append(f"capture {index}: exit {out.returncode}: {out.stderr.strip()[:300]}")

    # ---- the database, from outside ----------------------------------------------------------
    def _db(self) -> sqlite3.Connection:
        connection = sqlite3.connect(self.db_path, timeout=30)
        connection.row_factory = sqlite3.Row
        return connection

    def _job_states(self) -> dict[int, str]:
        if not self.db_path.exists():  # killed before anything was written
            return {}
        with contextlib.closing(self._db()) as db:
            return {int(r["id"]): str(r["state"]) for r in db.execute("SELECT id, state FROM jobs")}

    def _claimed(self) -> bool:
        """A job of the app is running right now (claimed after this run's recovery)."""
        with contextlib.closing(self._db()) as db:
            return bool(db.execute("SELECT COUNT(*) FROM jobs WHERE state = 'running' AND attempts > 0 AND "
                                   "updated_at > ?", (self._run_started,)).fetchone()[0])

    def _integrity(self) -> str:
        if not self.db_path.exists():
            return "ok"
        with contextlib.closing(self._db()) as db:
            return "; ".join(str(r[0]) for r in db.execute("PRAGMA integrity_check"))

    def _settled(self) -> bool:
        kinds = self._kinds_sql()
        with contextlib.closing(self._db()) as db:
            busy = db.execute(f"SELECT COUNT(*) FROM jobs WHERE state IN ('pending', 'running'){kinds}").fetchone()[0]
            ids = list(self.acked.values())
            marks = ",".join("?" for _ in ids)
            waiting = db.execute(f"SELECT COUNT(*) FROM memories WHERE id IN ({marks}) AND analysis_state = "
                                 f"'pending'", ids).fetchone()[0] if ids else 0
        return busy == 0 and waiting == 0

    def _kinds_sql(self) -> str:
        if self.settle_kinds is None:
            return ""
        return " AND kind IN (" + ", ".join(f"'{k}'" for k in self.settle_kinds) + ")"

    def _counts(self, job: dict[str, Any]) -> bool:
        return self.settle_kinds is None or job["kind"] in self.settle_kinds

    # ---- the experiment ----------------------------------------------------------------------
    def run(self, server: FakeOpenAIServer, *, kill: bool = True) -> CrashReport:
        self.report = CrashReport(self.runs if kill else 1)
        started = time.monotonic()
        server.reset()
        script_all_prompts(server, latency=self.latency)
        configure(self.env, server, timeout_s=10.0)
        image_dir = self.work / "images"
        image_dir.mkdir(parents=True, exist_ok=True)
        for index in range(self.captures):
            self.images[index] = image_dir / f"capture-{index:04d}.png"
            self.images[index].write_bytes(make_png(index))
        left_behind: set[int] = set()  # jobs a kill left pending or running
        with ThreadPoolExecutor(max_workers=2, thread_name_prefix="crash-add") as pool:
            if kill:
                self._killing_runs(pool, left_behind)
                app = self._start_app()  # the last start: it must finish everything interrupted
            else:  # the baseline: one app, never killed, the same captures
                app = self._start_app()
                futures = [pool.submit(self._add, i) for i in range(self.captures)]
                self.report.captures_sent = len(futures)
                for future in futures:
                    future.result()
        self.report.acknowledged = len(self.acked)
        self._settle(app)
        self._verify(server, left_behind)
        self.report.wall_s = time.monotonic() - started
        return self.report

    def _killing_runs(self, pool: ThreadPoolExecutor, left_behind: set[int]) -> None:
        shares = [self.captures // self.runs + (1 if r < self.captures % self.runs else 0) for r in range(self.runs)]
        next_index = 0
        interrupted: set[int] = set()
        for run, share in enumerate(shares, 1):
            batch = list(range(next_index, next_index + share))
            next_index += share
            self._run_started = datetime.now(UTC).isoformat(timespec="microseconds")
            app = self._start_app()
            launched = time.monotonic()
            futures = [pool.submit(self._add, i) for i in batch]
            self.report.captures_sent += len(batch)
            # a quarter of the kills land while the app starts (its startup takes seconds on a loaded
            # machine), a third while one of its jobs is claimed (mid-step: the model call, OCR or the
            # commit), the rest at a moment between its first answer and a few seconds after the batch
            phase = "starting"
            draw = self.rng.random()
            if draw < 0.25:
                deadline = launched + self.rng.uniform(0.2, 1.5)
            else:
                while not self._answers() and time.monotonic() - launched < 60:
                    time.sleep(0.05)
                phase = "running"
                deadline = time.monotonic() + self.rng.uniform(0.0, 0.4 * len(batch) + self.kill_window_s)
                if draw < 0.6:
                    phase = "mid-step"
                    while not self._claimed() and time.monotonic() - launched < 60:
                        time.sleep(0.02)
                    deadline = time.monotonic() + self.rng.uniform(0.0, 0.3)
            while time.monotonic() < deadline:
                time.sleep(0.02)
            os.kill(app.pid, signal.SIGKILL)
            app.wait(30)
            states = self._job_states()
            left_behind |= {i for i, s in states.items() if s in ("pending", "running")}
            interrupted |= {i for i, s in states.items() if s == "running"}
            kill = KillPoint(run, round(time.monotonic() - launched, 2), phase, len(self.acked),
                             sum(1 for s in states.values() if s == "running"),
                             sum(1 for s in states.values() if s == "pending"),
                             sum(1 for s in states.values() if s == "done"), self._integrity())
            self.report.kills.append(kill)
            self.report.jobs_interrupted = len(interrupted)
            self.log(f"run {run}: killed after {kill.after_s:.1f} s ({phase}); acknowledged {len(self.acked)}, "
                     f"jobs running {kill.jobs_running}, pending {kill.jobs_pending}, done {kill.jobs_done}; "
                     f"integrity {kill.integrity}")
            for future in futures:  # the CLI does not need the app: its captures land while it is dead
                future.result()

    def _settle(self, app: subprocess.Popen[bytes]) -> None:
        settle_start = time.monotonic()
        try:
            deadline = settle_start + self.settle_timeout_s
            while not self._settled():
                if time.monotonic() > deadline or app.poll() is not None:
                    self.report.errors.append(
                        f"the final run did not finish the jobs within {self.settle_timeout_s:g} s"
                        if app.poll() is None else f"the final run exited early (code {app.returncode})")
                    break
                time.sleep(0.25)
            self.report.settle_s = time.monotonic() - settle_start
        finally:
            app.send_signal(signal.SIGTERM)  # a clean quit this time
            try:
                app.wait(60)
            except subprocess.TimeoutExpired:
                app.kill()
                app.wait(30)
                self.report.errors.append("the app did not quit within 60 s of SIGTERM")

    def _verify(self, server: FakeOpenAIServer, left_behind: set[int]) -> None:
        from PIL import Image, ImageChops

        report = self.report
        report.integrity_final = self._integrity()
        with contextlib.closing(self._db()) as db:
            memories = {int(r["id"]): dict(r) for r in db.execute("SELECT id, image, analysis_state FROM memories")}
            jobs = [dict(r) for r in db.execute("SELECT id, kind, state, memory_id, attempts FROM jobs")]
        for index, memory_id in sorted(self.acked.items()):
            row = memories.get(memory_id)
            if row is None:
                report.missing.append(memory_id)
                continue
            report.found += 1
            report.analysed += row["analysis_state"] == "done"
            path = self.data_dir / "images" / str(row["image"] or "")
            try:
                with Image.open(path) as stored, Image.open(self.images[index]) as sent:
                    same = stored.size == sent.size and ImageChops.difference(
                        stored.convert("RGB"), sent.convert("RGB")).getbbox() is None
            except OSError:
                same = False
            if same:
                report.images_ok += 1
            else:
                report.bad_images.append(memory_id)
        by_id = {j["id"]: j for j in jobs}
        report.jobs_resumed = sum(1 for i in left_behind if by_id.get(i, {}).get("state") == "done")
        report.jobs_left = sum(1 for j in jobs if j["state"] in ("pending", "running") and self._counts(j))
        report.jobs_failed = sum(1 for j in jobs if j["state"] == "failed")
        done = Counter((j["kind"], j["memory_id"]) for j in jobs if j["state"] == "done" and j["kind"] in CHAIN_KINDS)
        report.duplicate_done_jobs = sum(n - 1 for n in done.values() if n > 1)
        attempts = {j["memory_id"]: int(j["attempts"]) for j in jobs if j["kind"] == "analyze"}
        requests = Counter()
        for request in server.chat_requests("analysis"):
            found = MEMO_RE.search(block(request, "memo"))
            if found:
                requests[int(found.group(1))] += 1
        report.analysis_requests = sum(requests.values())
        for index, count in requests.items():
            memory_id = self.acked.get(index)
            report.repeated_requests += max(0, count - 1)
            report.unexplained_requests += max(0, count - attempts.get(memory_id, 0))


def report_dict(report: CrashReport) -> dict[str, Any]:
    data = dict(vars(report))
    data["kills"] = [vars(k) for k in report.kills]
    data["ok"] = report.ok
    return data


def dump(report: CrashReport, path: Path) -> None:
    path.write_text(json.dumps(report_dict(report), indent=2))
