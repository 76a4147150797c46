"""A worker process for the heavy local models: sentence-transformers (~11 s import, ~570 MB) and
RapidOCR (~0.5 GB while reading a screenshot). The GUI process must stay small and responsive, so
these run in a child process started on first use, speaking JSON lines over its stdin/stdout:

    -> {"id": 1, "op": "embed", "model": "all-MiniLM-L6-v2", "texts": ["..."]}
    <- {"id": 1, "ok": true, "dim": 384, "vectors": "<base64 of little-endian float32>"}
    -> {"id": 2, "op": "ocr", "path": "/…/images/ab12….png"}
    <- {"id": 2, "ok": true, "text": "..."}
    <- {"id": n, "ok": false, "error": "...", "kind": "ValueError"}

The child keeps its models loaded and exits when idle for `idle_s` or when its stdin closes (so it
never outlives the app). A crash or a hang surfaces as `ModelHostError` (retryable: the job queue
backs off and the next request starts a fresh child). The CLI and tests may also call the same
engines in-process (`LocalEmbedder`, `LocalOcrEngine`).
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
GRACEFUL_EXIT_S = 1.0  # a worker still loading a model reads its closed stdin only when done: quit without waiting


# A frozen bundle (PyInstaller) has no `python -m`: its executable is the app, and its entry point
# (contexty_qt/__main__.py) turns into this worker when given this first argument.
WORKER_ARGUMENT = "--contexty-model-worker"


def worker_command(idle_s: float) -> list[str]:
    """The command line that starts the worker, from a source checkout or from a frozen bundle."""
    if getattr(sys, "frozen", False):
        return [sys.executable, WORKER_ARGUMENT, "--idle", str(idle_s)]
    return [sys.executable, "-m", "contexty_qt.core.modelhost", "--idle", str(idle_s)]


class ModelHostError(ContextyError):
    retryable = True


class ModelHost:
    """Client side: starts the worker lazily, one request at a time (thread-safe)."""

    def __init__(self, *, timeout_s: float = DEFAULT_TIMEOUT_S, idle_s: float = DEFAULT_IDLE_S,
                 log_path: Path | None = None) -> None:
        self.timeout_s = timeout_s
        self.idle_s = idle_s
        self.log_path = log_path
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[bytes] | None = None
        self._replies: queue.Queue[bytes] = queue.Queue()
        self._reader: threading.Thread | None = None
        self._log_file: IO[bytes] | None = None
        self._next_id = 0

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None and self._proc.poll() is None else None

    def request(self, op: str, timeout_s: float | None = None, **fields: Any) -> dict[str, Any]:
        with self._lock:
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
        env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
               "TOKENIZERS_PARALLELISM": "false", "PYTHONUNBUFFERED": "1"}
        # one torch thread: a capture embeds two short texts, where a second thread only adds contention
        # with the user's other programs (bench/pipeline.py: capture -> placed p50 243 -> 76 ms under load)
        env.setdefault("OMP_NUM_THREADS", "1")
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
                                        name="contexty-modelhost-reader", daemon=True)
        self._reader.start()
        log.info("model worker started (pid %d) in %.0f ms", self._proc.pid, (time.monotonic() - started) * 1000)

    def close(self) -> None:
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


# ---- the worker ----------------------------------------------------------------------------------
def encode_vectors(matrix: Any) -> tuple[str, int]:
    import numpy as np

    array = np.ascontiguousarray(matrix, dtype="<f4")
    return base64.b64encode(array.tobytes()).decode("ascii"), int(array.shape[1]) if array.ndim == 2 else 0


def decode_vectors(data: str, dim: int) -> Any:
    import numpy as np

    array = np.frombuffer(base64.b64decode(data), dtype="<f4")
    return array.reshape(-1, dim) if dim else array.reshape(0, 0)


def serve(stdin: IO[bytes], stdout: IO[bytes], idle_s: float = DEFAULT_IDLE_S) -> None:
    """The worker's loop: one JSON request per line, one JSON reply per line."""
    engines: dict[str, Any] = {}
    last = [time.monotonic()]

    def watchdog() -> None:
        while True:
            time.sleep(min(30.0, idle_s / 4 or 1.0))
            if time.monotonic() - last[0] > idle_s:
                os._exit(0)  # idle: give the memory back; the client restarts us when needed

    threading.Thread(target=watchdog, daemon=True).start()
    for raw in iter(stdin.readline, b""):
        last[0] = time.monotonic()
        request: Any = None
        reply: dict[str, Any]
        try:
            request = json.loads(raw)
            if not isinstance(request, dict):
                raise ValueError("a request is a JSON object")
            reply = {"id": request.get("id"), "ok": True, **_handle(request, engines)}
        except Exception as exc:  # report, keep serving
            reply = {"id": request.get("id") if isinstance(request, dict) else None, "ok": False,
                     "error": f"{type(exc).__name__}: {exc}", "kind": type(exc).__name__}
        stdout.write(json.dumps(reply).encode() + b"\n")
        stdout.flush()
        last[0] = time.monotonic()
        if reply.get("bye"):
            break


def _handle(request: dict[str, Any], engines: dict[str, Any]) -> dict[str, Any]:
    op = request.get("op")
    if op == "ping":
        return {"pid": os.getpid(), "loaded": sorted(engines)}
    if op == "shutdown":
        return {"bye": True}
    if op == "sleep":  # for tests of timeouts and restarts
        time.sleep(min(60.0, float(request.get("seconds", 0))))
        return {}
    if op == "print":  # for tests: a library writing to stdout must not break the protocol
        print(request.get("text", ""))
        return {}
    if op == "embed":
        from contexty_qt.core.embeddings import LocalEmbedder

        name = str(request.get("model") or "")
        key = f"embed:{name}"
        if key not in engines:
            engines[key] = LocalEmbedder(name)
        texts = request.get("texts")
        if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
            raise ValueError("texts must be a list of strings")
        data, dim = encode_vectors(engines[key].embed(texts))
        return {"vectors": data, "dim": dim}
    if op == "ocr":
        from contexty_qt.core.ocr import LocalOcrEngine

        if "ocr" not in engines:
            engines["ocr"] = LocalOcrEngine()
        return {"text": engines["ocr"].read(Path(str(request.get("path")))), "engine": engines["ocr"].name}
    raise ValueError(f"unknown op {op!r}")


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    idle_s = float(args[args.index("--idle") + 1]) if "--idle" in args else DEFAULT_IDLE_S
    # keep the protocol channel private: anything a library prints goes to stderr (the log), not to us
    protocol = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="%(asctime)s modelhost[%(process)d] %(levelname)s %(name)s: %(message)s")
    serve(sys.stdin.buffer, protocol, idle_s)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
