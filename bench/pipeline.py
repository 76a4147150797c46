"""The AI pipeline's speed and cost (issue 3): capture -> placed offline, LLM calls and tokens per
capture through the fake server, and GUI-thread frame gaps while the embedding model loads.

1. Capture -> placed, offline: the 119 captures of bench/data/snippets.json are added one by one,
   in time order, through MemoryTree.add_memory (committed, as the memo popup does), then the job
   runner the app uses (core/wiring.py: create_runner) runs analyze -> place for it; the time from the
   add to the placement's commit is one sample. The embedding model is loaded first (the target is
   "once the model is loaded"). Two embedders: the model worker process the app uses, and the same
   model in-process (the CLI). Evolve/understand run after "placed" and are timed apart.
2. LLM calls and tokens per capture: the same captures through the full chain against the fake
   OpenAI-compatible server (tests/fakes/openai_server.py), whose accounting counts every request.
3. GUI frame gaps: a QApplication (offscreen) with a QTimer every 5 ms, while a background thread
   loads the embedding model (in the worker process, as the app does, and in-process, for contrast),
   and while the job runner places captures; the largest gap between ticks is the longest time the
   GUI thread could not draw. Each variant runs in a fresh process.

    .venv/bin/python bench/pipeline.py [--out bench/results/pipeline.md] [--quick]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.datasets import Snippet, load_snippets  # noqa: E402
from bench.machine import machine_line, publish  # noqa: E402

FRAME_MS = 5.0
GAP_LIMIT_MS = 50.0


# ---- helpers --------------------------------------------------------------------------------------
class TimedEmbedder:
    """Wraps an embedder and adds up the time spent embedding."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.seconds = 0.0

    @property
    def model_name(self) -> str:
        return str(self.inner.model_name)

    def embed(self, texts: Sequence[str]) -> Any:
        start = time.perf_counter()
        try:
            return self.inner.embed(texts)
        finally:
            self.seconds += time.perf_counter() - start

    def close(self) -> None:
        self.inner.close()


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def add_snippet(core: Any, snippet: Snippet) -> int:
    from contexty_qt.core.model import Provenance, SourceType

    memory = core.tree.add_memory(SourceType.SNIPPET, text=snippet.text, memo=snippet.memo,
                                  captured_at=snippet.captured_at,
                                  provenance=Provenance(snippet.app, snippet.window_title, snippet.url))
    return int(memory.id)


def run_until_placed(runner: Any, store: Any, memory_id: int) -> None:
    from contexty_qt.core.jobs import PLACE
    from contexty_qt.core.model import JobState

    while True:
        done = store.query("SELECT state FROM jobs WHERE kind = ? AND memory_id = ?", (PLACE, memory_id))
        if done and done[0]["state"] == JobState.DONE.value:
            return
        if not runner.run_once():
            raise RuntimeError(f"memory {memory_id} was not placed")


def task_ari(core: Any, ids: dict[int, Snippet]) -> tuple[float, int]:
    from sklearn.metrics import adjusted_rand_score

    from contexty_qt.core.pipeline.placement import GroupTable

    groups = core.store.groups()
    table = GroupTable({b.id: b.parent_id for b in groups})
    memories = core.store.memories()
    truth = [ids[m.id].task for m in memories]
    found = [str(table.root_of(m.group_id)) for m in memories]
    return float(adjusted_rand_score(truth, found)), len({f for f in found})


# ---- 1. capture -> placed, offline ----------------------------------------------------------------
def latency(variant: str, snippets: Sequence[Snippet]) -> dict[str, Any]:
    from contexty_qt.core.embeddings import LocalEmbedder, WorkerEmbedder
    from contexty_qt.core.jobs import ANALYZE
    from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
    from contexty_qt.core.modelhost import ModelHost
    from contexty_qt.core.services import open_core
    from contexty_qt.core.wiring import create_runner

    log_dir = Path(tempfile.mkdtemp(prefix="contexty-bench-"))  # its own folder: the log's is made private
    host = ModelHost(log_path=log_dir / "modelhost.log") if variant == "worker" else None
    inner = WorkerEmbedder(host) if host is not None else LocalEmbedder()
    embedder = TimedEmbedder(inner)
    load_start = time.perf_counter()
    embedder.embed(["warm up the model"])
    load_s = time.perf_counter() - load_start
    embedder.seconds = 0.0
    samples, embeds, adds, after = [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        core = open_core(tmp)
        runner = create_runner(core, gateway=LLMGateway(config=LLMConfig()), ocr=lambda name: "",
                               embedder=embedder, in_process=True)
        ids: dict[int, Snippet] = {}
        for snippet in snippets:
            embedded_before = embedder.seconds
            start = time.perf_counter()
            memory_id = add_snippet(core, snippet)
            runner.queue.enqueue(ANALYZE, memory_id)  # what the capture controller does after the commit
            added = time.perf_counter()
            run_until_placed(runner, core.store, memory_id)
            placed = time.perf_counter()
            runner.run_until_idle()  # evolve, understand, summaries: after "placed"
            after.append(time.perf_counter() - placed)
            ids[memory_id] = snippet
            samples.append(placed - start)
            adds.append(added - start)
            embeds.append(embedder.seconds - embedded_before)
        ari, groups = task_ari(core, ids)
        runner.close()
        core.close()
    if host is not None:
        host.close()
    return {
        "variant": variant, "load_s": load_s, "n": len(samples),
        "p50_ms": percentile(samples, 50) * 1e3, "p90_ms": percentile(samples, 90) * 1e3,
        "max_ms": max(samples) * 1e3, "embed_p50_ms": percentile(embeds, 50) * 1e3,
        "add_p50_ms": percentile(adds, 50) * 1e3,
        "rest_p50_ms": percentile([s - e - a for s, e, a in zip(samples, embeds, adds, strict=True)], 50) * 1e3,
        "last10_ms": statistics.mean(samples[-10:]) * 1e3, "after_p50_ms": percentile(after, 50) * 1e3,
        "ari": ari, "groups": groups,
    }


# ---- 2. LLM calls and tokens per capture ----------------------------------------------------------
def llm_cost(snippets: Sequence[Snippet]) -> dict[str, Any]:
    from contexty_qt.core.embeddings import LocalEmbedder
    from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
    from contexty_qt.core.services import open_core
    from contexty_qt.core.wiring import create_runner
    from tests.core.pipeline_support import block, ids_in
    from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest, Reply

    ids: dict[int, Snippet] = {}

    def analysis(request: FakeRequest) -> Reply:
        capture = block(request, "capture")
        return Reply(json={"title": " ".join(capture.split()[:7]) or "Capture", "summary": capture[:160],
                           "tags": ["research", "planning"], "new_tags": [],
                           "user_context": "You are collecting material for this task."})

    def relatedness(request: FakeRequest) -> Reply:
        [new] = ids_in(block(request, "memory")) or [0]
        scores = []
        for candidate in ids_in(block(request, "candidates")):
            a, b = ids.get(new), ids.get(candidate)
            same = a is not None and b is not None and a.task == b.task
            scores.append({"id": candidate, "sigma": 0.9 if same and a.subtopic == b.subtopic  # type: ignore[union-attr]
                           else 0.7 if same else 0.1})
        return Reply(json={"scores": scores})

    def evolution(request: FakeRequest) -> Reply:
        related = ids_in(block(request, "related"))
        return Reply(json={"updates": [{"id": related[0], "user_context": "Part of the same task as the newer "
                                                                          "capture.", "reason": "same task"}]
                           if related else []})

    with FakeOpenAIServer() as server, tempfile.TemporaryDirectory() as tmp:
        server.on("analysis", analysis)
        server.on("relatedness", relatedness)
        server.on("group_name", Reply(json={"name": "Task group", "summary": "Captures of one task."}))
        server.on("evolution", evolution)
        server.on("understanding", Reply(json={"summary": "You are working on several tasks.",
                                               "focus": ["task"], "tasks": ["a", "b"]}))
        gateway = LLMGateway(config=LLMConfig(base_url=server.base_url, analysis_model="fake-small", timeout_s=30))
        core = open_core(tmp)
        runner = create_runner(core, gateway=gateway, ocr=lambda name: "", embedder=LocalEmbedder(),
                               in_process=True)
        latencies = []
        for snippet in snippets:
            start = time.perf_counter()
            memory_id = add_snippet(core, snippet)
            ids[memory_id] = snippet
            runner.run_until_idle()
            latencies.append(time.perf_counter() - start)
        budget_hits = sum(1 for j in runner.queue.jobs() if "budget" in str(j.payload.get("note", "")))
        failed = sum(1 for j in runner.queue.jobs() if j.state.value == "failed")
        runner.close()
        core.close()
        gateway.close()
        accounting = server.accounting()
    n = len(snippets)
    return {"n": n, "accounting": accounting, "budget_hits": budget_hits, "failed": failed,
            "chain_p50_ms": percentile(latencies, 50) * 1e3}


# ---- 3. GUI frame gaps ------------------------------------------------------------------------------
def frame_gaps(variant: str) -> dict[str, Any]:
    """Runs in its own process (see main): a 5 ms QTimer on the GUI thread while `variant` works."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    ticks: list[float] = []
    finished = threading.Event()
    result: dict[str, Any] = {"variant": variant}
    work = _gap_work(variant, result)

    def background() -> None:
        start = time.perf_counter()
        try:
            work()
        finally:
            result["work_s"] = time.perf_counter() - start
            finished.set()

    timer = QTimer()
    timer.setInterval(int(FRAME_MS))
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    stopper = QTimer()
    stopper.setInterval(50)
    stopper.timeout.connect(lambda: app.quit() if finished.is_set() else None)
    timer.start()
    stopper.start()
    worker = threading.Thread(target=background, name="bench-load", daemon=True)
    QTimer.singleShot(100, worker.start)  # let the event loop settle first
    app.exec()
    timer.stop()
    gaps = [(b - a) * 1e3 for a, b in itertools.pairwise(ticks)]
    result.update({"ticks": len(ticks), "max_gap_ms": max(gaps) if gaps else float("nan"),
                   "p99_gap_ms": percentile(gaps, 99), "over_limit": sum(1 for g in gaps if g > GAP_LIMIT_MS)})
    return result


def _gap_work(variant: str, result: dict[str, Any]) -> Callable[[], None]:
    if variant == "idle":
        return lambda: time.sleep(3.0)
    if variant == "worker-load":
        def load_in_worker() -> None:
            from contexty_qt.core.embeddings import WorkerEmbedder
            from contexty_qt.core.modelhost import ModelHost

            with ModelHost() as host:
                WorkerEmbedder(host).embed(["load the model"])
        return load_in_worker
    if variant == "inprocess-load":
        def load_here() -> None:
            from contexty_qt.core.embeddings import LocalEmbedder

            LocalEmbedder().embed(["load the model"])
        return load_here
    if variant == "runner-placing":
        def place_in_background() -> None:
            from contexty_qt.core.embeddings import WorkerEmbedder
            from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
            from contexty_qt.core.modelhost import ModelHost
            from contexty_qt.core.services import open_core
            from contexty_qt.core.wiring import create_runner

            snippets = load_snippets()[:60]
            with ModelHost() as host, tempfile.TemporaryDirectory() as tmp:
                embedder = WorkerEmbedder(host)
                embedder.embed(["load the model"])  # the load itself is the variant above
                core = open_core(tmp)
                runner = create_runner(core, gateway=LLMGateway(config=LLMConfig()), ocr=lambda name: "",
                                       embedder=embedder, in_process=True)
                started = time.perf_counter()
                for snippet in snippets:
                    add_snippet(core, snippet)
                    runner.run_until_idle()
                result["placed"] = len(snippets)
                result["placing_s"] = time.perf_counter() - started
                runner.close()
                core.close()
        return place_in_background
    raise SystemExit(f"unknown frame-gap variant {variant!r}")


def in_subprocess(args: list[str], env: dict[str, str] | None = None) -> dict[str, Any]:
    """Run one measurement in a fresh process (no model, Qt or thread state carried over)."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})}
    out = subprocess.run([sys.executable, __file__, *args], capture_output=True, text=True, env=environment,
                         check=True, timeout=1800)
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


# ---- report -----------------------------------------------------------------------------------------
def report(lat: list[dict[str, Any]], cost: dict[str, Any], gaps: list[dict[str, Any]], n_captures: int) -> str:
    lines = [f"# bench/pipeline.py — capture -> placed, LLM cost per capture, GUI frame gaps ({n_captures} captures)",
             "", machine_line(), ""]
    lines += ["## Capture -> placed, offline (target: p50 <= 200 ms once the model is loaded)", "",
              "| embedder | torch threads | model load | p50 | p90 | max | last 10 (mean) | of p50: embedding "
              "| of p50: add + commit "
              "| of p50: rest (analysis, placement, store) | after placed: evolve + understand (p50) "
              "| task ARI | top-level groups |",
              "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    names = {"worker": "model worker process (the app)", "inprocess": "in-process (the CLI)"}
    ratio = lat[1]["embed_p50_ms"] / lat[0]["embed_p50_ms"] if len(lat) > 1 and lat[0]["embed_p50_ms"] else 1.0
    for r in lat:
        threads = r.get("threads") or ("1 (the worker's default)" if r["variant"] == "worker" else
                                       f"{os.cpu_count()} (torch's default)")
        lines.append(
            f"| {names[r['variant']]} | {threads} | {r['load_s']:.1f} s | {r['p50_ms']:.1f} ms | "
            f"{r['p90_ms']:.1f} ms | {r['max_ms']:.0f} ms | {r['last10_ms']:.1f} ms | {r['embed_p50_ms']:.1f} ms | "
            f"{r['add_p50_ms']:.1f} ms | {r['rest_p50_ms']:.1f} ms | {r['after_p50_ms']:.1f} ms | {r['ari']:.3f} | "
            f"{r['groups']} |")
    lines += ["", "Each sample: MemoryTree.add_memory (capture and its image-less row committed) -> the analyze job "
              "(offline analyzer) -> the place job (vectors for the new capture, offline σ, choose_group, "
              "consolidate, one AI macro committed with the job). Placement cost grows with the workspace "
              "(consolidation re-clusters up to 600 AI-placed memories), hence the last-10 column. The task ARI "
              "is the app's own job pipeline on this corpus (bench/placement.py replays the algorithm alone, with "
              "this corpus held out: its msc row). The worker runs torch on one thread (core/modelhost.py): "
              "with torch's default of one "
              f"thread per core, embedding a capture's two short texts took {ratio:.1f}x as long at the median on "
              "this loaded machine (second row).", ""]
    acc = cost["accounting"]
    n = cost["n"]
    lines += ["## LLM calls and tokens per capture (fake OpenAI-compatible server's accounting)", "",
              "| prompt | calls per capture | prompt tokens per capture | completion tokens per capture |",
              "|---|---:|---:|---:|"]
    for prompt in ("analysis", "relatedness", "group_name", "evolution", "understanding"):
        entry = acc["per_prompt"].get(prompt, {"calls": 0, "prompt_tokens": 0, "completion_tokens": 0})
        lines.append(f"| {prompt} | {entry['calls'] / n:.2f} | {entry['prompt_tokens'] / n:.0f} | "
                     f"{entry['completion_tokens'] / n:.0f} |")
    lines.append(f"| **total** | **{acc['calls'] / n:.2f}** | **{acc['prompt_tokens'] / n:.0f}** | "
                 f"**{acc['completion_tokens'] / n:.0f}** |")
    lines += ["", f"The full chain (analysis, placement with auto-hide, group names and summaries, evolution, "
              f"understanding) for {n} captures, one at a time, each run to the end before the next (so the "
              "debounced steps, understanding and group summaries (group_name calls after the first naming), "
              "run after every capture: an upper bound; the app runs them at most once per 10-15 s of quiet). "
              f"Tokens are the fake server's count of about four characters per token. Budget fallbacks: "
              f"{cost['budget_hits']}; failed jobs: {cost['failed']}. The fake σ comes from the task labels.", ""]
    lines += [f"## GUI thread frame gaps (QTimer every {FRAME_MS:.0f} ms, offscreen; target: never > "
              f"{GAP_LIMIT_MS:.0f} ms)", "",
              "| while | work took | ticks | max gap | p99 gap | gaps > 50 ms |", "|---|---:|---:|---:|---:|---:|"]
    labels = {"idle": "nothing (baseline)",
              "worker-load": "the embedding model loads in the worker process (the app's way)",
              "inprocess-load": "the model loads in-process on a thread (for contrast; not what the app does)",
              "runner-placing": "the job runner thread analyses and places 60 captures (worker embedder)"}
    for g in gaps:
        lines.append(f"| {labels[g['variant']]} | {g['work_s']:.1f} s | {g['ticks']} | {g['max_gap_ms']:.1f} ms | "
                     f"{g['p99_gap_ms']:.1f} ms | {g['over_limit']} |")
    lines += ["", "Each row is a fresh process: a QApplication ticks a 5 ms QTimer on the GUI thread while a "
              "background thread does the work; a gap is the time between two ticks, i.e. the longest the GUI "
              "thread could not draw. The in-process row shows why the model lives in a worker process: "
              "importing torch and sentence-transformers holds the interpreter lock for long stretches.", ""]
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path)
    parser.add_argument("--quick", action="store_true", help="30 captures instead of all")
    parser.add_argument("--gaps", help=argparse.SUPPRESS)
    parser.add_argument("--latency", help=argparse.SUPPRESS)
    args = parser.parse_args()
    snippets = load_snippets()
    if args.quick:
        snippets = snippets[:30]
    if args.gaps:
        print(json.dumps(frame_gaps(args.gaps)))
        return 0
    if args.latency:
        result = latency(args.latency, snippets)
        result["threads"] = os.environ.get("OMP_NUM_THREADS", "")
        print(json.dumps(result))
        return 0
    load_before = os.getloadavg()
    quick = ["--quick"] if args.quick else []
    gaps = [in_subprocess(["--gaps", v]) for v in ("idle", "worker-load", "inprocess-load", "runner-placing")]
    lat = [in_subprocess(["--latency", "worker", *quick]),
           in_subprocess(["--latency", "worker", *quick], {"OMP_NUM_THREADS": str(os.cpu_count() or 2)}),
           in_subprocess(["--latency", "inprocess", *quick])]
    cost = llm_cost(snippets)
    load_after = os.getloadavg()
    text = report(lat, cost, gaps, len(snippets))
    text += (f"\nLoad average (1 min) on this shared {os.cpu_count()}-core machine: {load_before[0]:.1f} before, "
             f"{load_after[0]:.1f} after the run; other work on it competes for the CPU, so treat the latencies "
             f"as figures under load.\n")
    publish(text, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
