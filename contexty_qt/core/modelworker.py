"""The model worker process: the side of core/modelhost.py that runs the models.

The app (core/modelhost.py, the client) starts this module as a child process and speaks JSON lines
with it over stdin/stdout (the protocol is described there). Only this module imports the engines
(core/embeddings.py, core/ocr.py), and only when a request needs them; the client imports neither,
so embeddings/ocr may import the client without a cycle.

Kept light for a tray app that runs all day (issue 18):
* the embedder is all-MiniLM-L6-v2 in numpy (core/minilm.py, ~150 MB) rather than torch and
  sentence-transformers (~490 MB); another model folder falls back to sentence-transformers with
  torch on one thread;
* numpy's BLAS and torch run on one thread (set by the client's environment): a capture embeds two
  short texts, where more threads only contend with the user's programs;
* OCR runs in a second, short-lived worker (the client routes "ocr" there with a short idle time),
  its onnxruntime sessions with a fixed thread count and no memory arena (RapidOCR's default), and
  freed heap pages go back to the system after every image (core/heap.py).
"""

from __future__ import annotations

import base64
import json
import logging
import os
import sys
import threading
import time
from pathlib import Path
from typing import IO, Any

from contexty_qt.core.heap import trim_heap, tune_allocator

DEFAULT_IDLE_S = 900.0

log = logging.getLogger("contexty.modelworker")


def encode_vectors(matrix: Any) -> tuple[str, int]:
    import numpy as np

    array = np.ascontiguousarray(matrix, dtype="<f4")
    return base64.b64encode(array.tobytes()).decode("ascii"), int(array.shape[1]) if array.ndim == 2 else 0


def rss_mb(pid: int | None = None) -> float | None:
    """Resident memory of a process in MB (Linux /proc), None when unknown."""
    try:
        with open(f"/proc/{pid or os.getpid()}/status", encoding="utf-8") as handle:
            return next(int(line.split()[1]) for line in handle if line.startswith("VmRSS:")) / 1024
    except (OSError, StopIteration, ValueError):
        return None


def serve(stdin: IO[bytes], stdout: IO[bytes], idle_s: float = DEFAULT_IDLE_S) -> None:
    """The worker's loop: one JSON request per line, one JSON reply per line."""
    engines: dict[str, Any] = {}
    last = [time.monotonic()]
    busy = threading.Event()  # a request is being served: never idle then, however long it takes
    guard = threading.Lock()

    def watchdog() -> None:
        while True:
            time.sleep(min(30.0, idle_s / 4 or 1.0))
            with guard:
                if not busy.is_set() and time.monotonic() - last[0] > idle_s:
                    os._exit(0)  # idle: give the memory back; the client restarts us when needed

    threading.Thread(target=watchdog, daemon=True).start()
    for raw in iter(stdin.readline, b""):
        with guard:
            busy.set()
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
        busy.clear()
        if reply.get("bye"):
            break


def _handle(request: dict[str, Any], engines: dict[str, Any]) -> dict[str, Any]:
    op = request.get("op")
    if op == "ping":
        return {"pid": os.getpid(), "loaded": sorted(engines), "rss_mb": rss_mb()}
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
        from contexty_qt.core.ocr_scripts import ScriptReader

        if "ocr" not in engines:
            engines["ocr"] = LocalOcrEngine(ScriptReader())
        try:
            return {"text": engines["ocr"].read(Path(str(request.get("path")))), "engine": engines["ocr"].name}
        finally:
            trim_heap()
    raise ValueError(f"unknown op {op!r}")


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    idle_s = float(args[args.index("--idle") + 1]) if "--idle" in args else DEFAULT_IDLE_S
    # keep the protocol channel private: anything a library prints goes to stderr (the log), not to us
    protocol = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="%(asctime)s modelworker[%(process)d] %(levelname)s %(name)s: %(message)s")
    tune_allocator()
    serve(sys.stdin.buffer, protocol, idle_s)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
