"""The app's side of the model worker processes: the heavy local models (the embedding model and
RapidOCR) run in child processes started on first use, so the GUI process stays small and
responsive. This module is the client the app imports; the worker is core/modelworker.py (which
alone imports the engines, so core/embeddings.py and core/ocr.py can import this without a cycle).
They speak JSON lines over the child's stdin/stdout:

    -> {"id": 1, "op": "embed", "model": "all-MiniLM-L6-v2", "texts": ["..."]}
    <- {"id": 1, "ok": true, "dim": 384, "vectors": "<base64 of little-endian float32>"}
    -> {"id": 2, "op": "ocr", "path": "/…/images/ab12….png"}
    <- {"id": 2, "ok": true, "text": "..."}
    <- {"id": n, "ok": false, "error": "...", "kind": "ValueError"}

Two workers, started as needed (issue 18: OCR and embeddings need not live together):
* "models" keeps the embedding model loaded (~150 MB) and exits when idle for `idle_s` (15 min);
* "ocr" reads screenshots (RapidOCR on onnxruntime, ~0.3-0.5 GB while it reads) and exits after
  `ocr_idle_s` (30 s) without OCR work, so that memory is held only while there is OCR to do.
A worker also exits when its stdin closes (so it never outlives the app). A crash or a hang
surfaces as `ModelHostError` (retryable: the job queue backs off and the next request starts a
fresh child). The CLI and tests may also call the same engines in-process (`LocalEmbedder`,
`LocalOcrEngine`).
"""

from __future__ import annotations

import base64
import contextlib
import json
import logging
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO, Any

from contexty_qt.core.errors import ContextyError
from contexty_qt.core.logsetup import private_log_dir, private_log_fd

log = logging.getLogger("contexty.modelhost")

DEFAULT_TIMEOUT_S = 180.0  # the first request loads a model (~11 s here; slow disks take longer)
DEFAULT_IDLE_S = 900.0
OCR_IDLE_S = 30.0  # the OCR worker's memory is returned this long after the last screenshot was read
MODELS, OCR = "models", "ocr"  # the two workers
# fixed thread counts: a capture embeds two short texts and OCRs one screenshot, where more threads
# only contend with the user's programs (bench/pipeline.py: capture -> placed p50 243 -> 76 ms under load)
THREAD_ENV = {"OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
GRACEFUL_EXIT_S = 1.0  # a worker still loading a model reads its closed stdin only when done: quit without waiting


# A frozen bundle (PyInstaller) has no `python -m`: its executable is the app, and its entry point
# (contexty_qt/__main__.py) turns into this worker when given this first argument.
WORKER_ARGUMENT = "--contexty-model-worker"


def worker_command(idle_s: float) -> list[str]:
    """The command line that starts the worker, from a source checkout or from a frozen bundle."""
    if getattr(sys, "frozen", False):
        return [sys.executable, WORKER_ARGUMENT, "--idle", str(idle_s)]
    return [sys.executable, "-m", "contexty_qt.core.modelworker", "--idle", str(idle_s)]


class ModelHostError(ContextyError):
    retryable = True


class _Worker:
    """One worker process: started lazily, one request at a time (thread-safe)."""

    def __init__(self, role: str, *, timeout_s: float, idle_s: float, log_path: Path | None) -> None:
        self.role = role
        self.timeout_s = timeout_s
        self.idle_s = idle_s
        self.log_path = log_path
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[bytes] | None = None
        self._replies: queue.Queue[bytes] = queue.Queue()
        self._reader: threading.Thread | None = None
        self._log_file: IO[bytes] | None = None
        self._next_id = 0
        self._closed = False  # closed for good: no request starts a process again
        self.loaded: set[str] = set()  # models this process has loaded (emptied when a new one starts)

    @property
    def pid(self) -> int | None:
        proc = self._proc
        return proc.pid if proc is not None and proc.poll() is None else None

    def request(self, op: str, timeout_s: float | None = None, **fields: Any) -> dict[str, Any]:
        with self._lock:
            if self._closed:
                raise ModelHostError("The model worker is closed (the app is shutting down).")
            for attempt in (1, 2):  # an idle worker may just have exited: start a fresh one once
                self._ensure_started()
                self._next_id += 1
                message = {"id": self._next_id, "op": op, **fields}
                try:
                    assert self._proc is not None and self._proc.stdin is not None
                    self._proc.stdin.write(json.dumps(message).encode() + b"\n")
                    self._proc.stdin.flush()
                except OSError as exc:
                    self._stop_locked()
                    if self._closed:  # close() killed it while this request was written: no fresh one for a closed host
                        raise ModelHostError("The model worker stopped: the app is shutting down.") from exc
                    if attempt == 2:
                        raise ModelHostError(f"The model worker is not accepting requests ({exc}).") from exc
                    continue
                return self._await(message["id"], timeout_s or self.timeout_s)
        raise AssertionError("unreachable")

    def _await(self, request_id: int, timeout_s: float) -> dict[str, Any]:
        deadline = time.monotonic() + timeout_s
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                self._stop_locked(graceful=False)
                raise ModelHostError(f"The model worker did not answer within {timeout_s:g} s; it was restarted.")
            try:
                line = self._replies.get(timeout=remaining)
            except queue.Empty:
                continue
            if not line:  # EOF: the worker died
                code = self._proc.poll() if self._proc is not None else None
                self._stop_locked()
                raise ModelHostError(f"The model worker stopped unexpectedly (exit code {code}); "
                                     f"see {self.log_path or 'its log'}.")
            try:
                reply = json.loads(line)
            except ValueError:
                log.warning("model worker wrote a non-protocol line: %r", line[:200])
                continue
            if reply.get("id") != request_id:
                continue  # a late answer to a request that timed out
            if not reply.get("ok"):
                raise ContextyError(f"The model worker failed: {reply.get('error', 'unknown error')}")
            return dict(reply)

    def _ensure_started(self) -> None:
        if self._proc is not None and self._proc.poll() is None:
            return
        self._stop_locked()
        self.loaded = set()
        env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
               "TOKENIZERS_PARALLELISM": "false", "PYTHONUNBUFFERED": "1"}
        for name, value in THREAD_ENV.items():
            env.setdefault(name, value)
        stderr: Any = subprocess.DEVNULL
        if self.log_path is not None:
            private_log_dir(self.log_path.parent)
            self._log_file = open(private_log_fd(self.log_path), "ab")  # noqa: SIM115 - lives as long as the worker
            stderr = self._log_file
        command = worker_command(self.idle_s)
        started = time.monotonic()
        # Windows: a worker started from a windowed (frozen) app would flash a console window; 0 elsewhere
        no_window = getattr(subprocess, "CREATE_NO_WINDOW", 0) if sys.platform == "win32" else 0
        self._proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr,
                                      env=env, close_fds=True, creationflags=no_window)
        self._replies = queue.Queue()
        self._reader = threading.Thread(target=_pump, args=(self._proc.stdout, self._replies),
                                        name=f"contexty-modelhost-{self.role}", daemon=True)
        self._reader.start()
        log.info("%s worker started (pid %d) in %.0f ms", self.role, self._proc.pid,
                 (time.monotonic() - started) * 1000)

    def stop(self) -> None:
        """End the process as an idle exit does: the next request starts a fresh one."""
        with self._lock:
            self._stop_locked()

    def close(self) -> None:
        """End the process for good. A request still waiting on it (a job's step at shutdown) fails at once
        instead of holding the close for its whole timeout, and no later request starts a process: one did,
        after the app had closed its host, and its reader thread outlived the app (session 12's unit run)."""
        self._closed = True
        proc = self._proc
        if proc is not None and self._lock.locked():
            with contextlib.suppress(OSError):
                proc.kill()
        with self._lock:
            self._stop_locked()

    def _stop_locked(self, graceful: bool = True) -> None:
        proc, self._proc = self._proc, None
        if proc is not None:
            try:
                if not graceful:
                    raise subprocess.TimeoutExpired(proc.args, 0)  # a hung worker is killed at once
                if proc.stdin is not None:
                    proc.stdin.close()  # the worker exits when its stdin closes
                proc.wait(timeout=GRACEFUL_EXIT_S)
            except (OSError, subprocess.TimeoutExpired):
                proc.kill()
                proc.wait()
            if proc.stdin is not None and not proc.stdin.closed:
                with contextlib.suppress(OSError):
                    proc.stdin.close()
            if proc.stdout is not None:
                proc.stdout.close()
        if self._reader is not None:
            self._reader.join(timeout=5)
            self._reader = None
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None


class ModelHost:
    """The client: routes each request to its worker ("ocr" to the OCR worker, the rest to "models")."""

    def __init__(self, *, timeout_s: float = DEFAULT_TIMEOUT_S, idle_s: float = DEFAULT_IDLE_S,
                 ocr_idle_s: float = OCR_IDLE_S, log_path: Path | None = None) -> None:
        self.timeout_s = timeout_s
        self.idle_s = idle_s
        self.log_path = log_path
        self._workers = {MODELS: _Worker(MODELS, timeout_s=timeout_s, idle_s=idle_s, log_path=log_path),
                         OCR: _Worker(OCR, timeout_s=timeout_s, idle_s=ocr_idle_s, log_path=log_path)}
        self._warming: threading.Thread | None = None

    @property
    def pid(self) -> int | None:
        """The models worker's process id while it runs."""
        return self._workers[MODELS].pid

    def pids(self) -> dict[str, int]:
        """The running workers' process ids by role."""
        return {role: pid for role, worker in self._workers.items() if (pid := worker.pid) is not None}

    def memory_mb(self) -> dict[str, float]:
        """Resident memory of each running worker in MB (what `contexty doctor` reports)."""
        from contexty_qt.core.modelworker import rss_mb

        return {role: mb for role, pid in self.pids().items() if (mb := rss_mb(pid)) is not None}

    def request(self, op: str, timeout_s: float | None = None, *, worker: str | None = None,
                **fields: Any) -> dict[str, Any]:
        role = worker or (OCR if op == "ocr" else MODELS)
        reply = self._workers[role].request(op, timeout_s, **fields)
        if op == "embed":
            self._workers[role].loaded.add(str(fields.get("model") or ""))
        return reply

    def is_warm(self, model: str) -> bool:
        """Whether the models worker runs with `model` loaded, so an embedding takes milliseconds, not a
        start and a load. Asks no process (safe on any thread, never waits)."""
        worker = self._workers[MODELS]
        return worker.pid is not None and model in worker.loaded

    def warm_up(self, model: str) -> None:
        """Start the models worker and load `model` ahead of need, on a background thread (the user
        opened chat or the main window: their first question should not wait for the load)."""
        if self._warming is not None and self._warming.is_alive():
            return

        def load() -> None:
            try:
                self.request("embed", model=model, texts=["warm up"])
            except ContextyError as exc:
                log.info("warming the model worker failed: %s", exc)

        self._warming = threading.Thread(target=load, name="contexty-modelhost-warm", daemon=True)
        self._warming.start()

    def stop(self) -> None:
        """End the workers as their idle exit does; the next request starts them again."""
        for worker in self._workers.values():
            worker.stop()

    def close(self) -> None:
        """End the workers for good (the owner is done with them); later requests raise ModelHostError."""
        for worker in self._workers.values():
            worker.close()
        if self._warming is not None:
            self._warming.join(timeout=5)
            self._warming = None

    def __enter__(self) -> ModelHost:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _pump(stream: IO[bytes] | None, replies: queue.Queue[bytes]) -> None:
    if stream is None:
        replies.put(b"")
        return
    try:
        for line in iter(stream.readline, b""):
            replies.put(line)
    except (OSError, ValueError):
        pass
    replies.put(b"")  # EOF marker


def decode_vectors(data: str, dim: int) -> Any:
    import numpy as np

    array = np.frombuffer(base64.b64decode(data), dtype="<f4")
    return array.reshape(-1, dim) if dim else array.reshape(0, 0)
