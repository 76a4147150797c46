"""The retrieval service: one workspace's RetrievalIndex kept in sync with the store.

* Built in the background (`start()`): first the words of every memory (search works from then on),
  then the dense vectors, computed through the embeddings module where missing. Nothing here runs
  on the caller's thread except `search()` itself, which takes a few milliseconds.
* Indexes what the workspace shows: its own memories and those pulled into it from other workspaces
  (LTM-2 references, with the group they have here), so chat finds and cites a pulled memory here.
* Follows the store through change events: a memory added, edited, archived, moved or deleted is
  re-indexed by the worker thread; a renamed group re-indexes its members (a memory's searchable
  text includes the names of its group and that group's parents, so "Lisbon trip" finds the
  cards filed under it); recall bookkeeping (recall_count, last_recalled, importance) only updates
  the memory's dynamics. Writes by another process: `refresh()` rebuilds.
* Memory dynamics (dynamics.py): each memory's LUFY strength S and DYN-1 consolidation g_n come from
  memory_dynamics and travel with its index entry; `record_answer()` updates them after an answer.
* The question is embedded with the same embedder (cached); if the embedder fails (worker down,
  endpoint unreachable) the search runs on the lexical and time signals and says so in `notes`.
  So it does when the local model is cold (its worker exited when idle): a question is answered
  from words and time at once while the model loads in the background, not after a multi-second
  start; building the index (the chat input got the focus) loads it ahead of need.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime, tzinfo
from typing import Any

from contexty_qt.core.embeddings import MAX_EMBED_CHARS, EmbeddingIndex
from contexty_qt.core.events import Action, ChangeEvent, Entity, EventBus
from contexty_qt.core.model import Group, Memory, SourceType, utcnow
from contexty_qt.core.retrieval.dynamics import (
    DynamicsRow,
    DynamicsStore,
    importance_inputs,
    recall_triggered,
    strength,
)
from contexty_qt.core.retrieval.engine import (
    DEFAULT_SIGNALS,
    THOUGHT_KIND,
    IndexGroup,
    MemoryDoc,
    RetrievalIndex,
    SearchResult,
    is_thought_doc,
    thought_doc_id,
)
from contexty_qt.core.retrieval.timeexpr import system_zone, warm_calendars
from contexty_qt.core.store import Store
from contexty_qt.core.tree import with_descendants, workspace_memories
from contexty_qt.core.turns import chat_documents
from contexty_qt.core.workspace import CurrentWorkspace, WorkspaceChoice, workspace_of

log = logging.getLogger("contexty.retrieval")

# memory columns that change what is searchable; other changes (position, badges) are ignored
TEXT_FIELDS = frozenset({
    "title", "summary", "tags", "user_context", "memo", "text", "app", "window_title", "url", "provenance",
    "archived", "group_id", "captured_at", "source", "image",
    "ocr_text",  # a corrected OCR text (core/edits.py)
})
EMBED_BATCH = 64
BUILD_WAIT_S = 120.0  # a first search waits this long for a lazily started build
QUERY_CACHE = 256
COLD_MODEL_NOTE = ("the semantic model was loading (its worker had stopped while idle); these are word and time "
                   "matches — asking again adds meaning matches")


class RetrievalService:
    def __init__(self, store: Store, bus: EventBus | None = None, *,
                 embeddings: EmbeddingIndex | Callable[[], EmbeddingIndex] | None = None,
                 workspace_id: WorkspaceChoice = None, dynamics: DynamicsStore | None = None,
                 zone: Callable[[], tzinfo] | None = None) -> None:
        """`embeddings`: the index itself, or a provider returning the current one (the job runner's
        IndexProvider, which swaps it when the embedding settings change: then this index rebuilds).
        `workspace_id`: a workspace, or the app's CurrentWorkspace to follow (a switch rebuilds).
        `zone`: the person's time zone, asked at each search (the setting `time.zone` or the system's):
        time words in questions resolve in it; stored times stay UTC."""
        self.store = store
        self.bus = bus
        self._embeddings_source = embeddings
        self.zone = zone or system_zone
        self._space = ""
        self._workspace: CurrentWorkspace | int = workspace_id if workspace_id is not None \
            else store.default_workspace_id()
        self.dynamics = dynamics or DynamicsStore(store, bus.emit if bus is not None else None)
        self._lock = threading.RLock()
        self._index = RetrievalIndex(dim=self._dim())
        self._ready = threading.Event()
        self._vectors_ready = threading.Event()
        self._queue: queue.Queue[tuple[str, tuple[int, ...]]] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._closed = False
        self._build_requested = False
        self._query_vectors: OrderedDict[str, Any] = OrderedDict()
        self._group_vectors: dict[tuple[str, str], Any] = {}  # (embedding space, group context text) -> vector
        self._embed_error = ""
        self._unsubscribe = bus.subscribe(self._on_events) if bus is not None else None
        # a switch of the current workspace: rebuild for the new one (after CurrentWorkspace has it)
        self._unfollow = workspace_id.follow(lambda _ws: self._submit("build", ())) \
            if isinstance(workspace_id, CurrentWorkspace) else None

    @property
    def workspace_id(self) -> int:
        return workspace_of(self._workspace)

    @property
    def embeddings(self) -> EmbeddingIndex | None:
        source = self._embeddings_source
        if source is None or not callable(source):
            return source
        try:
            return source()
        except Exception as exc:  # a model that cannot start: search without vectors, say why
            self._embed_error = str(exc)[:200] or type(exc).__name__
            log.warning("no embedding index: %s", exc)
            return None

    # ---- lifecycle ---------------------------------------------------------------------------
    def start(self, *, lazy: bool = False) -> None:
        """Follow change events on a background thread, after building the index there: at once, or
        with `lazy`, at the first `warm()` or search (the app starts without paying for the index)."""
        if self._thread is not None:
            return
        if not lazy:
            self.warm()
        self._thread = threading.Thread(target=self._run, name="retrieval-index")
        self._thread.start()

    def warm(self) -> None:
        """Start building now (in the background) if that has not happened yet; once built, have the
        local model loaded ahead of the question that follows (the chat input got the focus)."""
        with self._lock:
            built = self._build_requested
            self._build_requested = True
        if not built:
            self._queue.put(("build", ()))  # the build loads the model too
        elif self._ready.is_set():
            self._warm_embedder()  # built long ago: its model worker may have exited while idle

    def build_now(self) -> None:
        """Build on this thread (CLI, tests): lexical index, then vectors."""
        self._build()

    def refresh(self) -> None:
        """Another process wrote to the store: rebuild (in the background when started)."""
        if not self._build_requested and not self._ready.is_set():
            return  # not built yet: the first build reads the store as it is then
        if self._thread is not None:
            self._queue.put(("build", ()))
        else:
            self._build()

    def wait_ready(self, timeout: float | None = None, *, vectors: bool = False) -> bool:
        return (self._vectors_ready if vectors else self._ready).wait(timeout)

    @property
    def ready(self) -> bool:
        return self._ready.is_set()

    def close(self) -> None:
        self._closed = True
        if self._unfollow is not None:
            self._unfollow()
            self._unfollow = None
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        if self._thread is not None:
            self._queue.put(("stop", ()))
            self._thread.join(30)
            self._thread = None

    def idle(self, timeout: float = 10.0) -> bool:
        """Wait until queued updates are applied (tests, CLI)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self._queue.unfinished_tasks == 0:
                return True
            time.sleep(0.01)
        return False

    # ---- search ------------------------------------------------------------------------------
    def search(self, question: str, now: datetime | None = None, *, limit: int = 10, queries: Sequence[str] = (),
               exclude: Iterable[int] = (), include_archived: bool = False,
               signals: Sequence[str] = DEFAULT_SIGNALS, dense: bool = True) -> SearchResult:
        now = now or utcnow()
        if not self._ready.is_set():
            if self._thread is None:
                self._build()
            else:  # lazily started: build now and wait for the words (vectors follow in the background)
                self.warm()
                self._ready.wait(BUILD_WAIT_S)
        notes: list[str] = []
        vectors: dict[str, Any] = {}
        if dense and self._embeddings_source is not None and "dense" in signals and not self._dense_warm():
            # the local model is not loaded (its worker exited when idle): answer from words and time
            # now rather than wait seconds for a start and a load; the next search has the dense signal
            dense = False
            notes.append(COLD_MODEL_NOTE)
        if dense and self._embeddings_source is not None and "dense" in signals:
            for text in [question, *queries]:
                vector = self.embed_query(text)
                if vector is not None:
                    vectors[text] = vector
            if self._embed_error:
                notes.append(f"semantic search unavailable ({self._embed_error}); words and time only")

        def embed(text: str) -> Any:
            return vectors.get(text) if text in vectors else vectors.get(question)

        with self._lock:
            result = self._index.search(question, now, limit=limit, embed=embed if vectors else None,
                                        include_archived=include_archived, signals=signals, exclude=exclude,
                                        queries=queries, zone=self.zone())
        if not self._ready.is_set():
            notes.append("the search index is still being built; results may be incomplete")
        elif vectors and not self._vectors_ready.is_set():
            notes.append("some memories have no vectors yet; semantic matches may be incomplete")
        result.notes = notes
        return result

    def _dense_warm(self) -> bool:
        """False when the embedder is a local model that is not loaded now; it is then started in the
        background. Embedders that cannot tell (an endpoint, a test double) count as warm."""
        embeddings = self.embeddings
        embedder = embeddings.embedder if embeddings is not None else None
        is_warm = getattr(embedder, "is_warm", None)
        if not callable(is_warm) or is_warm():
            return True
        self._warm_embedder()
        return False

    def _warm_embedder(self) -> None:
        """Load the local model ahead of need (the chat input got the focus): never waits."""
        embeddings = self.embeddings
        warm_up = getattr(embeddings.embedder if embeddings is not None else None, "warm_up", None)
        if callable(warm_up):
            warm_up()

    def embed_query(self, text: str) -> Any:
        embeddings = self.embeddings
        if embeddings is None:
            return None
        space = embeddings.space("content")
        if self._space and space != self._space:  # the embedding model changed: vectors of the new space
            self._query_vectors.clear()
            self._space = space
            self.refresh()
        key = text.strip()[:2000] or text
        if key in self._query_vectors:
            self._query_vectors.move_to_end(key)
            return self._query_vectors[key]
        try:
            vector = embeddings.embed_query(key)
        except Exception as exc:  # the embedder is optional for search: degrade, say why, never crash
            self._embed_error = str(exc)[:200] or type(exc).__name__
            log.warning("embedding the question failed: %s", exc)
            return None
        self._embed_error = ""
        self._query_vectors[key] = vector
        while len(self._query_vectors) > QUERY_CACHE:
            self._query_vectors.popitem(last=False)
        return vector

    def __len__(self) -> int:
        with self._lock:
            return len(self._index)

    def indexed(self, memory_id: int) -> bool:
        with self._lock:
            return memory_id in self._index

    # ---- dynamics ----------------------------------------------------------------------------
    def record_answer(self, used: Sequence[int], retrieved: Sequence[int], now: datetime | None = None,
                      shown: Mapping[int, float] | None = None) -> None:
        """An answer used `used` (cited) after retrieving `retrieved` in this order; `shown`: every memory
        shown to the model with its recall probability p_n(t) at the question (the hit's "recall" signal).
        DYN-1: cited memories and shown ones whose p_n(t) crossed k consolidate; LUFY-1 update."""
        recalled = [i for i, p in (shown or {}).items() if recall_triggered(p)]
        changed = self.dynamics.record_answer(used, retrieved, now, recalled=recalled)
        self._refresh_dynamics(changed)

    def _refresh_dynamics(self, ids: Sequence[int]) -> None:
        if not ids:
            return
        memories = self.store.memories(ids=list(ids))
        rows = self.dynamics.get(ids)
        with self._lock:
            for m in memories:
                row = rows.get(m.id, DynamicsRow(m.id))
                self._index.update_dynamics(m.id, strength=strength(importance_inputs(m, row)),
                                            last_recalled=m.last_recalled, consolidation=row.consolidation)

    # ---- keeping the index in sync -----------------------------------------------------------
    def _on_events(self, events: list[ChangeEvent]) -> None:
        if self._closed:
            return
        for event in events:
            if event.entity is Entity.MEMORY:
                if event.action is Action.CHANGED and event.fields and not set(event.fields) & TEXT_FIELDS:
                    if set(event.fields) & set(DynamicsStore.FIELDS):
                        self._submit("dynamics", event.ids)
                    continue
                self._submit("memories", event.ids)
            elif event.entity is Entity.GROUP:
                self._submit("groups", event.ids)
            elif event.entity is Entity.THOUGHT:
                self._submit("thoughts", event.ids)
            elif event.entity is Entity.MESSAGE and "memory_id" in (event.fields or ()):
                self._submit("messages", event.ids)  # an exchange became a chat memory: index its window
            elif event.entity is Entity.WORKSPACE:
                self._submit("build", ())

    def _submit(self, kind: str, ids: tuple[int, ...]) -> None:
        if not self._build_requested and not self._ready.is_set():
            return  # nothing built yet: the build will read these changes from the store
        if self._thread is not None:
            self._queue.put((kind, ids))
        elif self._ready.is_set():  # not started (CLI, tests): apply at once
            self._apply(kind, ids)

    def _run(self) -> None:
        while True:
            kind, ids = self._queue.get()
            try:
                if kind == "stop":
                    return
                batch: dict[str, set[int]] = {kind: set(ids)}
                while True:  # coalesce a burst (a macro of 200 moves is one pass)
                    try:
                        more_kind, more_ids = self._queue.get_nowait()
                    except queue.Empty:
                        break
                    self._queue.task_done()
                    if more_kind == "stop":
                        self._queue.put(("stop", ()))
                        break
                    batch.setdefault(more_kind, set()).update(more_ids)
                if "build" in batch:
                    self._build()
                    continue
                for name in ("memories", "groups", "dynamics", "thoughts", "messages"):
                    if name in batch:
                        self._apply(name, tuple(batch[name]))
            except Exception:  # keep following events; the next build repairs what this missed
                log.exception("retrieval index update failed")
            finally:
                self._queue.task_done()

    def _apply(self, kind: str, ids: tuple[int, ...]) -> None:
        if kind == "build":
            self._build()
        elif kind == "memories":
            self._reindex(ids)
        elif kind == "groups":
            group_ids = self._with_descendants(ids)
            members = [m.id for m in workspace_memories(self.store, self.workspace_id) if m.group_id in group_ids]
            groups = tree_groups(self.store.groups(self.workspace_id))
            with self._lock:
                self._index.set_groups(groups)  # names, summaries and parents are signals of the members
            self._reindex(members)
            self._embed_groups()
        elif kind == "dynamics":
            self._refresh_dynamics(ids)
        elif kind == "thoughts":
            self._reindex_thoughts()
        elif kind == "messages" and ids:
            rows = self.store.query(f"SELECT memory_id FROM messages WHERE memory_id IS NOT NULL AND id IN "
                                    f"({', '.join('?' for _ in ids)})", list(ids))
            self._reindex(int(r["memory_id"]) for r in rows)

    def _dim(self) -> int:
        if not isinstance(self._embeddings_source, EmbeddingIndex):
            return 384  # none, or a provider not to be started on the caller's thread: sized by the build
        try:
            ids, matrix = self._embeddings_source.matrix()
        except Exception:
            log.debug("no stored vectors to size the index", exc_info=True)
            return 384
        return int(matrix.shape[1]) if ids else 384

    def _build(self) -> None:
        self._build_requested = True
        started = time.perf_counter()
        self._warm_embedder()  # questions follow a build: have the model loaded by then
        memories = workspace_memories(self.store, self.workspace_id)  # its own and those pulled in (LTM-2)
        groups = {b.id: b for b in self.store.groups(self.workspace_id)}
        rows = self.dynamics.ensure_inputs(memories)
        vectors: dict[int, tuple[Any, Any]] = {}
        chunks: dict[int, Any] = {}
        embeddings = self.embeddings
        if embeddings is not None:
            self._space = embeddings.space("content")
            try:
                vectors = embeddings.vectors([m.id for m in memories])
                chunks = embeddings.chunk_vectors([m.id for m in memories])
            except Exception:
                log.warning("stored vectors could not be read", exc_info=True)
        dim = next((int(v[0].shape[0]) for v in vectors.values()), self._index.dim)
        index = RetrievalIndex(dim=dim)
        ocr = self.store.ocr_texts(m.image for m in memories if m.image)
        before = self._chat_windows({m.id: m for m in memories})
        for m in memories:
            pair = vectors.get(m.id, (None, None))
            index.add(self._doc(m, rows.get(m.id), groups, ocr, before.get(m.id, "")), pair[0], pair[1],
                      chunks.get(m.id))
        thought_docs = self._thought_docs()
        for doc in thought_docs:
            index.add(doc)
        index.set_groups(tree_groups(groups.values()))
        with self._lock:
            self._index = index
        self._ready.set()
        log.info("retrieval index: %d memories in %.0f ms (%d with vectors)", len(memories),
                 (time.perf_counter() - started) * 1e3, len(vectors))
        # chat memories too: their vector embeds the thread before them (core/turns.py), which may have changed
        # (or been computed from the exchange alone by an older version); ensure() recomputes only stale ones
        missing = [m.id for m in memories if m.id not in vectors or m.source is SourceType.CHAT]
        self._embed(missing)
        self._embed_groups()
        self._embed_thoughts(thought_docs)
        self._vectors_ready.set()
        try:  # the holiday calendars a question can name ("on Good Friday"), read here rather than at the first one
            warm_calendars(self.zone(), datetime.now().year)
        except Exception:
            log.warning("holiday calendars could not be read", exc_info=True)

    def _embed(self, memory_ids: Sequence[int]) -> None:
        embeddings = self.embeddings
        if embeddings is None or not memory_ids:
            return
        for start in range(0, len(memory_ids), EMBED_BATCH):
            if self._closed:
                return
            chunk = list(memory_ids[start:start + EMBED_BATCH])
            try:
                embeddings.ensure(chunk)
                found = embeddings.vectors(chunk)
                passages = embeddings.chunk_vectors(chunk)
            except Exception as exc:  # retried at the next change or build; lexical search still works
                log.warning("embedding %d memories failed: %s", len(chunk), exc)
                return
            with self._lock:
                for memory_id, (content, memo) in found.items():  # () clears passages of a now-short text
                    self._index.set_vectors(memory_id, content, memo, passages.get(memory_id, ()))

    def _reindex(self, memory_ids: Iterable[int]) -> None:
        ids = list(dict.fromkeys(memory_ids))
        if not ids:
            return
        memories = {m.id: m for m in workspace_memories(self.store, self.workspace_id, ids)}  # shown here
        groups = {b.id: b for b in self.store.groups(self.workspace_id)}
        rows = self.dynamics.ensure_inputs(list(memories.values()))
        ocr = self.store.ocr_texts(m.image for m in memories.values() if m.image)
        before = self._chat_windows(memories)
        with self._lock:
            for memory_id in ids:
                memory = memories.get(memory_id)
                if memory is None:  # deleted, moved to another workspace, or its reference removed
                    self._index.remove(memory_id)
                    continue
                self._index.add(self._doc(memory, rows.get(memory_id), groups, ocr, before.get(memory_id, "")))
        stored: dict[int, tuple[Any, Any]] = {}
        passages: dict[int, Any] = {}
        embeddings = self.embeddings
        if embeddings is not None:
            try:
                stored = embeddings.vectors(list(memories))
                passages = embeddings.chunk_vectors(list(memories))
            except Exception:
                log.debug("stored vectors could not be read", exc_info=True)
        with self._lock:
            for memory_id, (content, memo) in stored.items():
                self._index.set_vectors(memory_id, content, memo, passages.get(memory_id))
        # recompute where the text changed or none exists (ensure() skips unchanged ones by hash)
        self._embed(list(memories))

    def _embed_groups(self) -> None:
        """The groups' context vectors (engine.GROUP_CONTEXT): each group's names, its own first, embedded like
        a question, in batches. Cached by text, so a rename embeds only the paths it changed."""
        embeddings = self.embeddings
        if embeddings is None:
            return
        with self._lock:
            texts = self._index.group_context_texts()
        space = embeddings.space("content")
        missing = sorted({t for t in texts.values() if t and (space, t) not in self._group_vectors})
        for start in range(0, len(missing), EMBED_BATCH):
            if self._closed:
                return
            batch = missing[start:start + EMBED_BATCH]
            try:
                rows = embeddings.embedder.embed([t[:MAX_EMBED_CHARS] for t in batch])  # as embed_query does
            except Exception as exc:  # the dense signal then reads content alone; the next change retries
                log.warning("embedding group names failed: %s", exc)
                return
            self._group_vectors.update({(space, t): row for t, row in zip(batch, rows, strict=True)})
        found = {group_id: self._group_vectors.get((space, text)) for group_id, text in texts.items()}
        used = {(space, t) for t in texts.values()}
        self._group_vectors = {k: v for k, v in self._group_vectors.items() if k in used}
        with self._lock:
            self._index.set_group_vectors(found)

    # ---- session thoughts (CAIM-5) ------------------------------------------------------------
    def _thought_docs(self) -> list[MemoryDoc]:
        """The workspace's live session thoughts as documents of their own kind: the thought, its tags,
        its session's summary and the titles of its source memories (negative ids, see engine)."""
        from contexty_qt.core.retrieval.thoughts import thoughts

        found = thoughts(self.store, workspace_id=self.workspace_id)
        if not found:
            return []
        sources = {m.id: m for m in self.store.memories(ids={i for t in found for i in t.memory_ids})}
        summaries = {int(r["id"]): str(r["summary"]) for r in self.store.query(
            "SELECT id, summary FROM sessions WHERE workspace_id = ?", (self.workspace_id,))}
        docs = []
        for t in found:
            titles = [sources[i].display_title() for i in t.memory_ids if i in sources]
            text = "\n".join(p for p in (t.text, " ".join(t.tags), summaries.get(t.session_id or 0, ""),
                                          " · ".join(titles), "session thought") if p)
            docs.append(MemoryDoc(thought_doc_id(t.id), SourceType.SNIPPET, t.at, text, kind=THOUGHT_KIND,
                                  tags=tuple(t.tags)))
        return docs

    def _reindex_thoughts(self) -> None:
        docs = self._thought_docs()
        with self._lock:
            for doc_id in [i for i in self._index.ids() if is_thought_doc(i)]:
                self._index.remove(doc_id)
            for doc in docs:
                self._index.add(doc)
        self._embed_thoughts(docs)

    def _embed_thoughts(self, docs: Sequence[MemoryDoc]) -> None:
        """A thought's vector: its text embedded like a question (thoughts have no stored vectors)."""
        if not docs or self.embeddings is None:
            return
        for doc in docs:
            if self._closed:
                return
            vector = self.embed_query(doc.text.split("\n", 1)[0])
            if vector is None:
                return
            with self._lock:
                self._index.set_vectors(doc.id, vector)

    def _doc(self, memory: Memory, row: DynamicsRow | None, groups: dict[int, Group],
             ocr: dict[str, str], before: str = "") -> MemoryDoc:
        row = row or DynamicsRow(memory.id)
        return MemoryDoc.from_memory(memory, strength=strength(importance_inputs(memory, row)),
                                     consolidation=row.consolidation,
                                     extra_text="\n".join(p for p in (" ".join(group_path(memory.group_id,
                                                                                          groups)), before) if p),
                                     ocr_text=ocr.get(memory.image or "", ""))

    def _chat_windows(self, memories: dict[int, Memory]) -> dict[int, str]:
        """A chat memory (one exchange of a thread) is indexed with its date and the lines said before it in
        its thread, as its vector is embedded (core/turns.py, shared with the conversational benchmark):
        "and the second one?" is found by what it refers to."""
        return {i: d.context for i, d in chat_documents(self.store, memories.values()).items()}

    def _with_descendants(self, group_ids: Iterable[int]) -> set[int]:
        return with_descendants(self.store.groups(self.workspace_id), group_ids)


def group_path(group_id: int | None, groups: dict[int, Group]) -> list[str]:
    """Names from the memory's group up to the root (cycles cannot occur, but are bounded anyway)."""
    names: list[str] = []
    seen: set[int] = set()
    while group_id is not None and group_id in groups and group_id not in seen:
        seen.add(group_id)
        names.append(groups[group_id].name)
        group_id = groups[group_id].parent_id
    return names


def tree_groups(groups: Iterable[Group]) -> list[IndexGroup]:
    """The workspace's groups as the retrieval index's groups."""
    return [IndexGroup(b.id, b.parent_id, b.name, b.summary) for b in groups]
