"""Embeddings: the OpenAI-compatible backend, the stored index, and the local model in its worker process."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from contexty_qt.core.embeddings import (
    CONTENT,
    MEMO,
    EmbeddingIndex,
    LocalEmbedder,
    OpenAIEmbedder,
    Vectors,
    WorkerEmbedder,
    create_embedder,
    normalize_rows,
)
from contexty_qt.core.errors import ContextyError
from contexty_qt.core.llm.errors import LLMTransientError
from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.core.modelhost import ModelHost, ModelHostError
from contexty_qt.core.services import CoreServices
from tests.fakes.openai_server import FakeOpenAIServer, Reply, fake_embedding
from tests.support.waiting import wait_until

ROOT = Path(__file__).resolve().parents[2]


class HashEmbedder:
    """Deterministic and instant: a bag of hashed words, so shared words mean similar vectors."""

    def __init__(self, name: str = "hash-v1", dim: int = 16) -> None:
        self._name, self.dim = name, dim
        self.calls: list[list[str]] = []

    @property
    def model_name(self) -> str:
        return self._name

    def embed(self, texts: Sequence[str]) -> Vectors:
        self.calls.append(list(texts))
        rows = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            for word in text.lower().split():
                rows[i, int(hashlib.md5(word.encode()).hexdigest(), 16) % self.dim] += 1.0
        return normalize_rows(rows)

    def close(self) -> None:
        pass


def test_openai_backend_through_the_fake_server(fake_openai: FakeOpenAIServer) -> None:
    embedder = OpenAIEmbedder(fake_openai.base_url, "fake-embed", timeout_s=2)
    vectors = embedder.embed(["alpha beta", "", "gamma"])
    assert vectors.shape == (3, 8) and vectors.dtype == np.float32
    assert np.allclose(vectors[0], fake_embedding("alpha beta"), atol=1e-6)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0)
    [request] = [r for r in fake_openai.requests if r.path.endswith("/embeddings")]
    assert request.body["input"] == ["alpha beta", " ", "gamma"]  # empty strings are refused by real servers
    assert embedder.model_name == "openai:fake-embed"
    fake_openai.embedding_replies.append(Reply(status=500))
    with pytest.raises(LLMTransientError):
        embedder.embed(["x"])
    fake_openai.embedding_replies.append(Reply(body=b'{"data": [}'))
    with pytest.raises(LLMTransientError):
        embedder.embed(["x"])
    embedder.close()


def test_create_embedder_follows_settings(services: CoreServices, fake_openai: FakeOpenAIServer) -> None:
    assert isinstance(create_embedder(services.settings), LocalEmbedder)
    with ModelHost() as host:
        assert isinstance(create_embedder(services.settings, host=host), WorkerEmbedder)
    services.settings.set("embeddings.backend", "openai")
    services.settings.set("embeddings.model", "fake-embed")
    services.settings.set("llm.base_url", fake_openai.base_url)
    embedder = create_embedder(services.settings, services.secrets)
    assert isinstance(embedder, OpenAIEmbedder) and embedder.embed(["a"]).shape == (1, 8)
    embedder.close()


def test_index_computes_missing_and_stale_vectors_per_model(services: CoreServices) -> None:
    tree = services.tree
    a = tree.add_memory(SourceType.SNIPPET, text="laptop battery life comparison", memo="for the new job",
                        provenance=Provenance("Firefox", "Laptops", "")).id
    b = tree.add_memory(SourceType.SNIPPET, text="flight to lisbon in may").id
    embedder = HashEmbedder()
    index = EmbeddingIndex(services.store, embedder)
    assert index.ensure() == 3  # two contents, one memo
    assert embedder.calls == [["Laptops. laptop battery life comparison", "for the new job",
                               "flight to lisbon in may"]]
    assert index.ensure() == 0  # nothing stale
    vectors = index.vectors()
    assert set(vectors) == {a, b} and vectors[b][1] is None and vectors[a][1] is not None
    assert vectors[a][0].shape == (16,)
    tree.edit_memory(a, memo="for my thesis")
    assert index.ensure() == 1  # only the edited memo
    tree.edit_memory(a, memo="")
    assert index.ensure() == 0 and index.vectors()[a][1] is None  # memo vector dropped with the memo
    # a new model is a new vector space: everything is recomputed, old vectors can be purged
    index2 = EmbeddingIndex(services.store, HashEmbedder("hash-v2"))
    assert index2.ensure() == 2
    assert index2.purge_other_models() == 2 and index.vectors() == {}
    # a deleted memory takes its vectors with it
    tree.delete_memories([b])
    assert list(index2.vectors()) == [a]


def test_similar_and_query(services: CoreServices) -> None:
    ids = [services.tree.add_memory(SourceType.SNIPPET, text=t).id
           for t in ("laptop battery life", "laptop screen size", "flight to lisbon")]
    index = EmbeddingIndex(services.store, HashEmbedder(dim=64))
    index.ensure()
    ranked = index.similar(index.embed_query("laptop battery"), k=2)
    assert [i for i, _ in ranked] == [ids[0], ids[1]] and ranked[0][1] > ranked[1][1]
    assert next(i for i, _ in index.similar(index.embed_query("laptop battery"), k=5, exclude=[ids[0]])) == ids[1]
    memo_ids, memo_rows = index.matrix(MEMO)
    assert memo_ids == [] and memo_rows.size == 0
    assert index.matrix(CONTENT, [])[0] == []


def test_screenshots_are_embedded_from_cached_ocr_text(services: CoreServices) -> None:
    from io import BytesIO

    from PIL import Image

    buffer = BytesIO()
    Image.new("RGB", (8, 8)).save(buffer, format="PNG")
    memory = services.tree.add_memory(SourceType.OBSERVATION, image=buffer.getvalue())
    embedder = HashEmbedder()
    index = EmbeddingIndex(services.store, embedder, ocr_lookup=lambda name: "quarterly revenue report")
    assert index.ensure([memory.id]) == 1 and embedder.calls == [["quarterly revenue report"]]
    assert EmbeddingIndex(services.store, HashEmbedder("x")).ensure([memory.id]) == 0  # no text, no OCR: nothing


# ---- the worker process --------------------------------------------------------------------------
def test_model_host_restarts_after_crash_timeout_and_idle_exit(tmp_path: Path) -> None:
    with ModelHost(timeout_s=10, idle_s=60, log_path=tmp_path / "worker.log") as host:
        first = host.request("ping")["pid"]
        os.kill(first, signal.SIGKILL)
        time.sleep(0.1)
        second = host.request("ping")["pid"]  # a dead worker is replaced transparently
        assert second != first
        with pytest.raises(ModelHostError, match="did not answer"):
            host.request("sleep", seconds=30, timeout_s=0.5)
        assert host.request("ping")["pid"] not in (first, second)
        with pytest.raises(ContextyError, match="unknown op"):
            host.request("no-such-op")
        host.request("print", text='{"id": 999, "ok": true}')  # stray stdout output goes to the log
        assert host.request("ping")["loaded"] == []
    assert '{"id": 999, "ok": true}' in (tmp_path / "worker.log").read_text()
    with ModelHost(idle_s=0.3) as idle:
        pid = idle.request("ping")["pid"]
        wait_until(lambda: idle.pid is None, 10, "the idle worker to exit on its own (giving its memory back)")
        assert idle.request("ping")["pid"] != pid
    with ModelHost(ocr_idle_s=0.3) as host:  # the OCR worker leaves soon after its last image
        models = host.request("ping")["pid"]
        ocr = host.request("ping", worker="ocr")["pid"]
        assert host.pids() == {"models": models, "ocr": ocr}
        host.request("sleep", seconds=1.5, worker="ocr")  # a request longer than the idle time is not cut off
        assert host.pids()["ocr"] == ocr
        deadline = time.monotonic() + 10
        while "ocr" in host.pids() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert host.pids() == {"models": models}


def test_a_closed_model_host_ends_a_waiting_request_and_never_starts_a_worker_again() -> None:
    """At shutdown the app closes its host while a job may still be waiting on a model load: the close does not
    wait out that request, the request fails, and no later request starts a worker whose reader thread would
    outlive the app. stop() is the idle exit: the next request starts a fresh worker."""
    import threading

    host = ModelHost(timeout_s=60)
    try:
        first = host.request("ping")["pid"]
        host.stop()
        assert host.pid is None and host.request("ping")["pid"] != first  # stopped, not closed: starts again
        failures: list[Exception] = []

        def waiting() -> None:
            try:
                host.request("sleep", seconds=30)
            except ModelHostError as exc:
                failures.append(exc)

        job = threading.Thread(target=waiting, name="test-waiting-job")
        job.start()
        wait_until(lambda: host._workers["models"]._lock.locked(), 10, "the request to be in flight")
        host.close()
        job.join(timeout=10)
        # ended by the close (the worker's end), not by the request's own 60 s timeout
        assert not job.is_alive() and len(failures) == 1 and "stopped" in str(failures[0])
        with pytest.raises(ModelHostError, match="closed"):
            host.request("ping")
        assert host.pids() == {}
    finally:
        host.close()


def test_a_request_caught_by_the_close_before_it_is_written_never_restarts_the_worker(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """close() kills the process without the request lock, so it can land after a request took the lock and before it
    wrote its line: the write then fails, and the retry that brings an idle-exited worker back must not start one for
    a closed host (it did: the request waited on a fresh worker and close() waited on it; seen once in a unit run)."""
    host = ModelHost(timeout_s=60)
    try:
        host.request("ping")
        worker = host._workers["models"]
        started = worker._ensure_started

        def close_lands_now() -> None:  # the worker is up; close() comes from another thread before the write
            started()
            worker._closed = True
            proc = worker._proc
            assert proc is not None
            proc.kill()
            proc.wait()

        monkeypatch.setattr(worker, "_ensure_started", close_lands_now)
        with pytest.raises(ModelHostError, match="stopped"):
            host.request("ping")
        assert host.pids() == {}
    finally:
        host.close()


WORKER_SCRIPT = textwrap.dedent("""
    import json, resource, sys, time
    from pathlib import Path
    from PIL import Image, ImageDraw, ImageFont
    from contexty_qt.core.embeddings import WorkerEmbedder
    from contexty_qt.core.modelhost import ModelHost
    from contexty_qt.core.ocr import WorkerOcrEngine

    def peak_rss_mb():
        # VmHWM: the peak of this process image (ru_maxrss would include the forking parent's peak)
        status = Path("/proc/self/status")
        if status.exists():
            line = next(l for l in status.read_text().splitlines() if l.startswith("VmHWM:"))
            return int(line.split()[1]) / 1024
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / (1024 * (1024 if sys.platform == "darwin" else 1))

    image = Path(sys.argv[1])
    canvas = Image.new("RGB", (900, 160), "white")
    ImageDraw.Draw(canvas).text((20, 50), "Quarterly revenue grew", fill="black",
                                font=ImageFont.load_default(size=48))
    canvas.save(image)
    with ModelHost(log_path=image.with_suffix(".log")) as host:
        started = time.monotonic()
        vectors = WorkerEmbedder(host).embed(["laptop battery life", "notebook battery runtime",
                                              "cheap flights to Lisbon"])
        embed_s = time.monotonic() - started
        text = WorkerOcrEngine(host).read(image)
        loaded = {role: host.request("ping", worker=role)["loaded"] for role in ("models", "ocr")}
        pids = host.pids()
        memory = host.memory_mb()
    heavy = sorted(m for m in sys.modules if m.split(".")[0] in
                   ("torch", "sentence_transformers", "transformers", "onnxruntime", "rapidocr_onnxruntime"))
    print(json.dumps({"shape": list(vectors.shape), "sims": [float(vectors[0] @ vectors[1]),
                      float(vectors[0] @ vectors[2])], "norms": [float((v * v).sum()) for v in vectors],
                      "text": text, "loaded": loaded, "pids": pids, "memory": memory, "heavy": heavy,
                      "embed_s": embed_s,
                      "rss_mb": peak_rss_mb()}))
""")


def test_local_model_and_ocr_run_in_the_worker_not_in_the_caller(tmp_path: Path) -> None:
    """The GUI's path: the packaged all-MiniLM-L6-v2 and RapidOCR load in the child process only."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", WORKER_SCRIPT, str(tmp_path / "shot.png")], capture_output=True,
                         text=True, check=True, env=env, timeout=300, cwd=ROOT)
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["shape"] == [3, 384]
    assert result["norms"] == pytest.approx([1.0, 1.0, 1.0], abs=1e-4)
    assert result["sims"][0] > 0.6 > result["sims"][1]  # paraphrase close, unrelated far
    assert "Quarterly revenue grew" in result["text"]
    # OCR lives in its own short-lived worker; the embedding worker never loads onnxruntime
    assert result["loaded"] == {"models": ["embed:all-MiniLM-L6-v2"], "ocr": ["ocr"]}
    assert result["pids"]["models"] != result["pids"]["ocr"]
    assert set(result["memory"]) == {"models", "ocr"} and all(mb > 0 for mb in result["memory"].values())
    assert result["heavy"] == []  # the calling process imported neither torch nor onnxruntime
    assert result["rss_mb"] < 150


def test_text_with_undecodable_argv_bytes_is_embeddable() -> None:
    from contexty_qt.core.embeddings import MAX_EMBED_CHARS, embeddable

    query = b"caf\xe9 menu".decode("utf-8", errors="surrogateescape")  # how argv hands over invalid UTF-8
    cleaned = embeddable(query)
    cleaned.encode("utf-8")  # no lone surrogates left: the tokenizer and JSON accept it
    assert cleaned.startswith("caf") and cleaned.endswith(" menu")
    assert len(embeddable("x" * (MAX_EMBED_CHARS * 2))) == MAX_EMBED_CHARS
