"""SQLite persistence: schema and migrations on PRAGMA user_version, WAL, typed rows.

One connection per Store, guarded by a lock, so a background writer and the GUI thread can
share it. Every write goes through `transaction()`; nothing is half-written on a crash.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import sqlite3
import tempfile
import threading
import time
from collections.abc import Iterable, Iterator, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from contexty_qt.core.errors import NotFoundError, SchemaTooNewError, StoreError
from contexty_qt.core.model import (
    AnalysisState,
    Group,
    Job,
    JobState,
    Link,
    Memory,
    Message,
    NodeKind,
    Origin,
    Provenance,
    SourceType,
    Thread,
    Workspace,
    utcnow,
)
from contexty_qt.core.sanitize import validate_image

log = logging.getLogger("contexty.store")

DB_NAME = "contexty.sqlite3"
WAL_SWITCH_WAIT_S = 10.0  # as long as the busy timeout of every other statement
IMAGES_DIR = "images"
THUMB_DIR = "thumbs"  # images/thumbs/<image hash>.webp: written by capture/images.py, shared per image
# SQLite's memory in a process that runs all day (issue 18, docs/CACHES.md). Every connection (the
# writer and one reader per thread) has its own page cache, 2 MB by default, and each fills as the
# database grows: with 9 connections that was a slow climb of up to ~20 MB over an observing day.
# Pages read again come from the OS's file cache (a few microseconds), so each connection keeps a
# small cache, and the whole process's SQLite memory (caches, prepared statements, schemas) has a
# soft byte budget: past it SQLite recycles its least recently used cache pages.
CACHE_KB_PER_CONNECTION = 512
SQLITE_HEAP_BUDGET_BYTES = 8 * 1024 * 1024


def in_list(column: str, values: Iterable[Any]) -> tuple[str, list[Any]]:
    """`column IN (...)` for any number of values, as one SQL text and one parameter (a JSON array).

    Python's sqlite3 keeps the last 128 distinct statements prepared on every connection, and a
    statement with n `?` marks costs SQLite ~20 bytes per mark: IN-lists written out mark by mark,
    of a length that grew with the stored memories, filled each connection's cache with a new
    large statement at nearly every call (~7 MB per connection, measured; the GUI process has ~9),
    a slow climb with every observation stored (issue 18). json_each keeps it one statement."""
    listed = [v if isinstance(v, str) else int(v) for v in values]  # ids may come as numpy integers
    return f"{column} IN (SELECT value FROM json_each(?))", [json.dumps(listed)]


def _bounded(db: sqlite3.Connection) -> None:
    db.execute(f"PRAGMA cache_size=-{CACHE_KB_PER_CONNECTION}")
    db.execute(f"PRAGMA soft_heap_limit={SQLITE_HEAP_BUDGET_BYTES}")  # process-wide; the same on every call

# Each entry upgrades the schema by one version; never edit a shipped entry, append a new one.
MIGRATIONS: list[str] = [
    # 1: the first schema
    """
    CREATE TABLE workspaces (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        created_at TEXT NOT NULL,
        archived INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE branches (
        id INTEGER PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        parent_id INTEGER REFERENCES branches(id) ON DELETE SET NULL,
        name TEXT NOT NULL,
        summary TEXT NOT NULL DEFAULT '',
        created_by TEXT NOT NULL DEFAULT 'user',
        collapsed INTEGER NOT NULL DEFAULT 0,
        pos_x REAL, pos_y REAL,
        created_at TEXT NOT NULL
    );
    CREATE INDEX branches_parent ON branches(parent_id);
    CREATE TABLE memories (
        id INTEGER PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        source TEXT NOT NULL CHECK (source IN ('snippet', 'observation', 'chat')),
        text TEXT NOT NULL DEFAULT '',
        image TEXT,
        memo TEXT NOT NULL DEFAULT '',
        title TEXT NOT NULL DEFAULT '',
        summary TEXT NOT NULL DEFAULT '',
        tags TEXT NOT NULL DEFAULT '[]',
        user_context TEXT NOT NULL DEFAULT '',
        app TEXT NOT NULL DEFAULT '',
        window_title TEXT NOT NULL DEFAULT '',
        url TEXT NOT NULL DEFAULT '',
        captured_at TEXT NOT NULL,
        branch_id INTEGER REFERENCES branches(id) ON DELETE SET NULL,
        placed_by_user INTEGER NOT NULL DEFAULT 0,
        hidden INTEGER NOT NULL DEFAULT 0,
        archived INTEGER NOT NULL DEFAULT 0,
        updated INTEGER NOT NULL DEFAULT 0,
        previous TEXT,
        analysis_state TEXT NOT NULL DEFAULT 'pending',
        analysis_error TEXT NOT NULL DEFAULT '',
        recall_count INTEGER NOT NULL DEFAULT 0,
        last_recalled TEXT,
        importance REAL NOT NULL DEFAULT 0,
        pos_x REAL, pos_y REAL,
        created_at TEXT NOT NULL
    );
    CREATE INDEX memories_workspace_time ON memories(workspace_id, captured_at);
    CREATE INDEX memories_branch ON memories(branch_id);
    CREATE TABLE links (
        id INTEGER PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        src_kind TEXT NOT NULL CHECK (src_kind IN ('memory', 'branch')),
        src_id INTEGER NOT NULL,
        dst_kind TEXT NOT NULL CHECK (dst_kind IN ('memory', 'branch')),
        dst_id INTEGER NOT NULL,
        label TEXT NOT NULL DEFAULT '',
        created_by TEXT NOT NULL DEFAULT 'user',
        created_at TEXT NOT NULL
    );
    CREATE TABLE threads (
        id INTEGER PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    );
    CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        thread_id INTEGER NOT NULL REFERENCES threads(id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'system')),
        content TEXT NOT NULL,
        citations TEXT NOT NULL DEFAULT '[]',
        memory_id INTEGER REFERENCES memories(id) ON DELETE SET NULL,
        state TEXT NOT NULL DEFAULT 'done',
        created_at TEXT NOT NULL
    );
    CREATE INDEX messages_thread ON messages(thread_id, id);
    CREATE TABLE jobs (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending',
        payload TEXT NOT NULL DEFAULT '{}',
        memory_id INTEGER REFERENCES memories(id) ON DELETE CASCADE,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_run_at TEXT,
        last_error TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    );
    CREATE INDEX jobs_state ON jobs(state, next_run_at);
    """,
    # 2: the AI pipeline's own tables (issue 3): the tag ontology (CAIM-2, core/ontology.py), embedding
    # vectors versioned by model name (core/embeddings.py), OCR text per content-addressed image (core/ocr.py)
    """
    CREATE TABLE tag_ontology (
        id INTEGER PRIMARY KEY,
        parent_id INTEGER REFERENCES tag_ontology(id),
        name TEXT NOT NULL UNIQUE,
        keywords TEXT NOT NULL DEFAULT '[]',
        created_by TEXT NOT NULL DEFAULT 'user',
        created_at TEXT NOT NULL
    );
    CREATE INDEX tag_ontology_parent ON tag_ontology(parent_id);
    CREATE TABLE embeddings (
        memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
        model TEXT NOT NULL,
        text_hash TEXT NOT NULL,
        dim INTEGER NOT NULL,
        vector BLOB NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (memory_id, model)
    );
    CREATE TABLE ocr_text (
        image TEXT PRIMARY KEY,
        engine TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at TEXT NOT NULL
    );
    """,
    # 3: chat and retrieval (issue 4, core/retrieval/service.py and core/chat/): memory dynamics (DYN-1
    # consolidation g_n, LUFY-1 inputs R1/R2, arousal, LLM-rated importance, perplexity; NULL = not known
    # yet), a running summary per thread, which memories each answer was given and how (mention,
    # retrieved, included, excluded, emphasized: LTM-4), and the preference probe's log (CHAT-6)
    """
    CREATE TABLE memory_dynamics (
        memory_id INTEGER PRIMARY KEY REFERENCES memories(id) ON DELETE CASCADE,
        consolidation REAL NOT NULL DEFAULT 1.0,
        retrieved_first INTEGER NOT NULL DEFAULT 0,
        retrieved_second INTEGER NOT NULL DEFAULT 0,
        arousal REAL,
        llm_importance REAL,
        perplexity REAL,
        updated_at TEXT NOT NULL
    );
    CREATE TABLE thread_summaries (
        thread_id INTEGER PRIMARY KEY REFERENCES threads(id) ON DELETE CASCADE,
        summary TEXT NOT NULL DEFAULT '',
        upto_message_id INTEGER NOT NULL DEFAULT 0,
        updated_at TEXT NOT NULL
    );
    CREATE TABLE message_context (
        message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
        memory_id INTEGER NOT NULL,
        position INTEGER NOT NULL,
        kind TEXT NOT NULL,
        weight REAL NOT NULL DEFAULT 1.0,
        PRIMARY KEY (message_id, memory_id)
    );
    CREATE TABLE probe_log (
        id INTEGER PRIMARY KEY,
        thread_id INTEGER REFERENCES threads(id) ON DELETE SET NULL,
        message_id INTEGER REFERENCES messages(id) ON DELETE SET NULL,
        question TEXT NOT NULL,
        memory_jaccard REAL NOT NULL,
        token_jaccard REAL NOT NULL,
        ncd REAL,
        shown TEXT NOT NULL,
        choice TEXT,
        answer_with TEXT NOT NULL DEFAULT '',
        answer_without TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        chosen_at TEXT
    );
    """,
    # 4: AI context understanding (MEM-5, core/pipeline/understanding.py): the latest reading of the user's
    # current activity and focus, one row per workspace, with what it was computed from (`basis`, a hash of
    # the inputs, so an unchanged tree is not summarised again) and whether a model or the heuristic wrote it
    """
    CREATE TABLE understanding (
        workspace_id INTEGER PRIMARY KEY REFERENCES workspaces(id) ON DELETE CASCADE,
        summary TEXT NOT NULL,
        focus TEXT NOT NULL DEFAULT '[]',
        tasks TEXT NOT NULL DEFAULT '[]',
        source TEXT NOT NULL DEFAULT 'offline',
        basis TEXT NOT NULL DEFAULT '',
        updated_at TEXT NOT NULL
    );
    """,
    # 5: memory that lasts (issue 7, core/longterm/): sessions of work per workspace (CHAT-2) and the
    # session each memory was captured in; the workspace last switched to (`opened_at`); post-thinking at
    # session end (CAIM-5): inductive thoughts linked to their source memories and merge proposals, a
    # merged original pointing at the card it was merged into (`merged_into`, kept archived, never
    # deleted); reversible forgetting (LUFY-3): `faded_at` marks a memory archived by forgetting, and
    # image retention records the image file it removed (`pruned_image`, `pruned_at`) while the card
    # stays; reuse (LTM-2): a memory shown in another workspace's tree as a reference, in a group there
    """
    CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        started_at TEXT NOT NULL,
        last_activity_at TEXT NOT NULL,
        ended_at TEXT,
        end_reason TEXT,
        started_by TEXT NOT NULL DEFAULT 'activity',
        summary TEXT NOT NULL DEFAULT '',
        summary_source TEXT NOT NULL DEFAULT '',
        post_state TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
    );
    CREATE INDEX sessions_workspace ON sessions(workspace_id, started_at);
    ALTER TABLE workspaces ADD COLUMN opened_at TEXT;
    ALTER TABLE memories ADD COLUMN session_id INTEGER REFERENCES sessions(id) ON DELETE SET NULL;
    ALTER TABLE memories ADD COLUMN merged_into INTEGER REFERENCES memories(id) ON DELETE SET NULL;
    ALTER TABLE memories ADD COLUMN faded_at TEXT;
    ALTER TABLE memories ADD COLUMN pruned_image TEXT;
    ALTER TABLE memories ADD COLUMN pruned_at TEXT;
    CREATE INDEX memories_session ON memories(session_id);
    CREATE TABLE thoughts (
        id INTEGER PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        session_id INTEGER REFERENCES sessions(id) ON DELETE CASCADE,
        text TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        memory_ids TEXT NOT NULL DEFAULT '[]',
        at TEXT NOT NULL,
        source TEXT NOT NULL DEFAULT 'offline',
        archived INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
    );
    CREATE INDEX thoughts_session ON thoughts(session_id);
    CREATE TABLE merge_proposals (
        id INTEGER PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        session_id INTEGER REFERENCES sessions(id) ON DELETE CASCADE,
        keep_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
        other_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
        similarity REAL NOT NULL,
        reason TEXT NOT NULL DEFAULT '',
        judged_by TEXT NOT NULL DEFAULT 'heuristic',
        state TEXT NOT NULL DEFAULT 'pending',
        merged_id INTEGER REFERENCES memories(id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        decided_at TEXT
    );
    CREATE INDEX merge_proposals_session ON merge_proposals(session_id);
    CREATE TABLE memory_refs (
        id INTEGER PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
        branch_id INTEGER REFERENCES branches(id) ON DELETE SET NULL,
        pos_x REAL, pos_y REAL,
        created_at TEXT NOT NULL,
        UNIQUE (workspace_id, memory_id)
    );
    CREATE INDEX memory_refs_memory ON memory_refs(memory_id);
    """,
    # 6: LTM-4 "merge two": memories of an answer the person asked to treat as one
    """
    ALTER TABLE message_context ADD COLUMN merged INTEGER NOT NULL DEFAULT 0;
    """,
    # 7: one name per concept (issue 14): the model's `branch` is now `group` everywhere (tables,
    # columns, indexes, link kinds, pending jobs, chat mentions); links is rebuilt for its CHECK constraint
    """
    ALTER TABLE branches RENAME TO groups;
    ALTER TABLE memories RENAME COLUMN branch_id TO group_id;
    ALTER TABLE memory_refs RENAME COLUMN branch_id TO group_id;
    DROP INDEX branches_parent;
    CREATE INDEX groups_parent ON "groups"(parent_id);
    DROP INDEX memories_branch;
    CREATE INDEX memories_group ON memories(group_id);
    CREATE TABLE links_rename_tmp (
        id INTEGER PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        src_kind TEXT NOT NULL CHECK (src_kind IN ('memory', 'group')),
        src_id INTEGER NOT NULL,
        dst_kind TEXT NOT NULL CHECK (dst_kind IN ('memory', 'group')),
        dst_id INTEGER NOT NULL,
        label TEXT NOT NULL DEFAULT '',
        created_by TEXT NOT NULL DEFAULT 'user',
        created_at TEXT NOT NULL
    );
    INSERT INTO links_rename_tmp (id, workspace_id, src_kind, src_id, dst_kind, dst_id, label, created_by,
        created_at) SELECT id, workspace_id, CASE src_kind WHEN 'branch' THEN 'group' ELSE src_kind END, src_id,
        CASE dst_kind WHEN 'branch' THEN 'group' ELSE dst_kind END, dst_id, label, created_by, created_at FROM
        links;
    DROP TABLE links;
    ALTER TABLE links_rename_tmp RENAME TO links;
    UPDATE jobs SET payload = replace(replace(replace(payload, '"branch_id"', '"group_id"'), '"branch_name"',
        '"group_name"'), '"branch:', '"group:') WHERE payload LIKE '%branch%';
    UPDATE memories SET previous = replace(previous, '"branch_id"', '"group_id"') WHERE previous LIKE
        '%"branch_id"%';
    UPDATE messages SET content = replace(content, '@[branch:', '@[group:') WHERE content LIKE '%@[branch:%';
    UPDATE memories SET text = replace(text, '@[branch:', '@[group:') WHERE source = 'chat' AND text LIKE
        '%@[branch:%';
    """,
]
def thumbnail_path(images_dir: Path, image_name: str) -> Path:
    """Where the thumbnail of a stored image lives (it may not exist yet)."""
    stem = image_name.split(".", 1)[0]
    if not stem or "/" in image_name or "\\" in image_name or image_name.startswith("."):
        raise ValueError(f"Invalid image name {image_name!r}.")
    return images_dir / THUMB_DIR / f"{stem}.webp"


SCHEMA_VERSION = len(MIGRATIONS)

MEMORY_COLUMNS = [
    "workspace_id", "source", "text", "image", "memo", "title", "summary", "tags", "user_context", "app",
    "window_title", "url", "captured_at", "group_id", "placed_by_user", "hidden", "archived", "updated",
    "previous", "analysis_state", "analysis_error", "recall_count", "last_recalled", "importance", "pos_x",
    "pos_y", "created_at", "session_id", "merged_into", "faded_at", "pruned_image", "pruned_at",
]
GROUP_COLUMNS = [
    "workspace_id", "parent_id", "name", "summary", "created_by", "collapsed", "pos_x", "pos_y", "created_at",
]
LINK_COLUMNS = ["workspace_id", "src_kind", "src_id", "dst_kind", "dst_id", "label", "created_by", "created_at"]
THREAD_COLUMNS = ["workspace_id", "title", "created_at", "updated_at"]
MESSAGE_COLUMNS = ["thread_id", "role", "content", "citations", "memory_id", "state", "created_at"]
# issue 7 (core/longterm/): written through the same undoable row commands as the tree's tables
SESSION_COLUMNS = ["workspace_id", "started_at", "last_activity_at", "ended_at", "end_reason", "started_by",
                   "summary", "summary_source", "post_state", "created_at"]
THOUGHT_COLUMNS = ["workspace_id", "session_id", "text", "tags", "memory_ids", "at", "source", "archived",
                   "created_at"]
MERGE_PROPOSAL_COLUMNS = ["workspace_id", "session_id", "keep_id", "other_id", "similarity", "reason", "judged_by",
                          "state", "merged_id", "created_at", "decided_at"]
MEMORY_REF_COLUMNS = ["workspace_id", "memory_id", "group_id", "pos_x", "pos_y", "created_at"]


def to_db_time(value: datetime | None) -> str | None:
    if value is None:
        return None
    if value.tzinfo is None:
        raise ValueError("naive datetimes are ambiguous; attach a timezone")
    return value.astimezone(UTC).isoformat(timespec="microseconds")


def from_db_time(value: str | None) -> datetime | None:
    return None if value is None else datetime.fromisoformat(value)


def _required_time(value: str) -> datetime:
    parsed = from_db_time(value)
    assert parsed is not None
    return parsed


def secure_dir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    os.chmod(path, 0o700)
    return path


class Store:
    """The database file plus the content-addressed image folder of one data dir."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = secure_dir(Path(data_dir))
        self.images_dir = self.data_dir / IMAGES_DIR  # created once the database is known to be usable
        self.db_path = self.data_dir / DB_NAME
        self._lock = threading.RLock()
        self._depth = 0
        self._writer_thread: int | None = None  # the thread inside transaction(), if any
        # Reads outside a transaction use one connection per thread: under WAL they run beside the writer
        # and beside each other, so a GUI-thread read never waits for a background load or a job's write.
        self._readers: dict[int, tuple[sqlite3.Connection, threading.Lock]] = {}
        self._readers_lock = threading.Lock()
        self._closed = False
        try:
            # create the file with 0600 before sqlite does with the umask's mode
            fd = os.open(self.db_path, os.O_CREAT | os.O_RDWR, 0o600)
            os.close(fd)
            os.chmod(self.db_path, 0o600)
            self._db = sqlite3.connect(
                self.db_path, isolation_level=None, check_same_thread=False, timeout=10.0
            )
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"Cannot open the database at {self.db_path}: {exc}") from exc
        self._db.row_factory = sqlite3.Row
        try:
            # refuse a newer schema before anything writes to the file (journal_mode rewrites its header)
            self._check_not_too_new()
            self._use_wal()
            self._db.execute("PRAGMA foreign_keys=ON")
            _bounded(self._db)
            self._db.execute("PRAGMA synchronous=NORMAL")  # WAL + NORMAL survives a process crash
            self._migrate()
        except sqlite3.OperationalError as exc:
            self._db.close()
            raise StoreError(f"Cannot open the database at {self.db_path}: {exc}") from exc
        except sqlite3.DatabaseError as exc:
            self._db.close()
            raise StoreError(f"The database at {self.db_path} is damaged or not a database: {exc}") from exc
        except StoreError:
            self._db.close()
            raise
        for suffix in ("-wal", "-shm"):
            side = Path(str(self.db_path) + suffix)
            if side.exists():
                os.chmod(side, 0o600)
        secure_dir(self.images_dir)

    # ---- lifecycle -------------------------------------------------------------------------
    def close(self) -> None:
        with self._lock:
            self._closed = True
            with self._readers_lock:
                readers, self._readers = list(self._readers.values()), {}
            for reader, in_use in readers:
                with in_use:
                    reader.close()
            self._db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _use_wal(self) -> None:
        """Switch to WAL, waiting for other processes opening the same new file: the switch takes an
        exclusive lock without SQLite's busy handler, so a simultaneous open saw "database is locked"."""
        deadline = time.monotonic() + WAL_SWITCH_WAIT_S
        while True:
            try:
                self._db.execute("PRAGMA journal_mode=WAL")
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise
                time.sleep(0.02)

    def schema_version(self) -> int:
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    def _check_not_too_new(self) -> None:
        current = self.schema_version()
        if current > SCHEMA_VERSION:
            raise SchemaTooNewError(
                f"The database at {self.db_path} was written by a newer Contexty (schema {current}, "
                f"this version knows {SCHEMA_VERSION}). Update Contexty, or use another --data-dir."
            )

    def _migrate(self) -> None:
        self._check_not_too_new()
        current = self.schema_version()
        for version in range(current, SCHEMA_VERSION):
            with self.transaction():
                # read again under the write lock: another process opening the same new folder at the
                # same moment may have migrated already ("table workspaces already exists")
                if self.schema_version() > version:
                    continue
                log.info("migrating database schema %d -> %d", version, version + 1)
                for statement in MIGRATIONS[version].split(";"):
                    if statement.strip():
                        self._db.execute(statement)
                self._db.execute(f"PRAGMA user_version = {version + 1}")
        with self.transaction():  # checked under the write lock too, or two processes make two Defaults
            if self._db.execute("SELECT COUNT(*) FROM workspaces").fetchone()[0] == 0:
                self._db.execute(
                    "INSERT INTO workspaces (name, created_at) VALUES (?, ?)", ("Default", to_db_time(utcnow()))
                )

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """BEGIN IMMEDIATE ... COMMIT; nested uses a savepoint, so an inner failure undoes only itself."""
        with self._lock:
            depth = self._depth
            self._depth += 1
            self._writer_thread = threading.get_ident()
            try:
                if depth == 0:
                    self._db.execute("BEGIN IMMEDIATE")
                else:
                    self._db.execute(f"SAVEPOINT sp{depth}")
                try:
                    yield self._db
                except BaseException:
                    if depth == 0:
                        self._db.execute("ROLLBACK")
                    else:
                        self._db.execute(f"ROLLBACK TO sp{depth}")
                        self._db.execute(f"RELEASE sp{depth}")
                    raise
                else:
                    if depth == 0:
                        self._db.execute("COMMIT")
                    else:
                        self._db.execute(f"RELEASE sp{depth}")
            except sqlite3.Error as exc:
                raise StoreError(f"Database error: {exc}") from exc
            finally:
                self._depth -= 1
                if self._depth == 0:
                    self._writer_thread = None

    def _query(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        if self._writer_thread == threading.get_ident():
            # inside this thread's transaction: read through it, uncommitted rows included
            with self._lock:
                try:
                    return self._db.execute(sql, tuple(params)).fetchall()
                except sqlite3.Error as exc:
                    raise StoreError(f"Database error: {exc}") from exc
        reader, in_use = self._reader()
        with in_use:  # close() waits for a running read: closing a connection mid-query crashes sqlite3
            if self._closed:
                raise StoreError("The store is closed.")
            try:
                return reader.execute(sql, tuple(params)).fetchall()
            except sqlite3.Error as exc:
                raise StoreError(f"Database error: {exc}") from exc

    def _reader(self) -> tuple[sqlite3.Connection, threading.Lock]:
        """This thread's read-only connection and its in-use lock (opened on first use; those of
        finished threads are closed)."""
        # current_thread() registers a thread Python did not start (a QThreadPool worker) in threading's
        # table, so the pruning below cannot mistake it for a finished thread and close its connection
        threading.current_thread()
        ident = threading.get_ident()
        with self._readers_lock:
            if self._closed:
                raise StoreError("The store is closed.")
            entry = self._readers.get(ident)
            if entry is None:
                alive = {thread.ident for thread in threading.enumerate()}
                for gone in [i for i in self._readers if i not in alive]:
                    self._readers.pop(gone)[0].close()  # its thread has ended: nobody is reading on it
                reader = sqlite3.connect(self.db_path, isolation_level=None, check_same_thread=False, timeout=10.0)
                reader.row_factory = sqlite3.Row
                reader.execute("PRAGMA foreign_keys=ON")
                reader.execute("PRAGMA query_only=ON")
                _bounded(reader)
                entry = self._readers[ident] = (reader, threading.Lock())
            return entry

    def query(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        """Read rows of a table a core module owns (jobs, ontology, embeddings); writes use transaction()."""
        return self._query(sql, params)

    def _execute(self, sql: str, params: Iterable[Any] = ()) -> sqlite3.Cursor:
        with self.transaction() as db:
            return db.execute(sql, tuple(params))

    def integrity_ok(self) -> bool:
        return bool(self._query("PRAGMA integrity_check")[0][0] == "ok")

    def data_version(self) -> int:
        """Changes whenever another connection commits: a cheap way to notice outside writers."""
        with self._lock:  # on the writing connection: it moves for other connections' commits only
            try:
                return int(self._db.execute("PRAGMA data_version").fetchone()[0])
            except sqlite3.Error as exc:
                raise StoreError(f"Database error: {exc}") from exc

    # ---- images ----------------------------------------------------------------------------
    def put_image(self, data: bytes) -> str:
        """Store image bytes under their content hash (idempotent); return the file name."""
        suffix = validate_image(data)
        name = f"{hashlib.sha256(data).hexdigest()}.{suffix}"
        target = self.images_dir / name
        if not target.exists():
            fd, tmp = tempfile.mkstemp(dir=self.images_dir, prefix=".incoming-")
            try:
                with os.fdopen(fd, "wb") as handle:
                    handle.write(data)
                    handle.flush()
                    os.fsync(handle.fileno())
                os.chmod(tmp, 0o600)
                os.replace(tmp, target)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
                raise
        return name

    def image_path(self, name: str) -> Path:
        # names come from our own hashes; refuse anything that could leave the folder
        if not name or "/" in name or "\\" in name or name.startswith("."):
            raise StoreError(f"Invalid image name {name!r}.")
        return self.images_dir / name

    def thumbnail_path(self, name: str) -> Path:
        """Where the thumbnail of a stored image lives (it may not exist yet)."""
        return thumbnail_path(self.images_dir, name)

    # ---- workspaces ------------------------------------------------------------------------
    def default_workspace_id(self) -> int:
        """The current workspace: the one last switched to (`opened_at`), else the first; archived ones
        only when nothing else is left."""
        rows = self._query("SELECT id FROM workspaces WHERE archived = 0 "
                           "ORDER BY opened_at IS NULL, opened_at DESC, id LIMIT 1")
        return int(rows[0][0]) if rows else int(self._query("SELECT MIN(id) FROM workspaces")[0][0])

    def list_workspaces(self) -> list[Workspace]:
        return [
            Workspace(r["id"], r["name"], _required_time(r["created_at"]), bool(r["archived"]),
                      from_db_time(r["opened_at"]))
            for r in self._query("SELECT * FROM workspaces ORDER BY id")
        ]

    def create_workspace(self, name: str, *, id: int | None = None) -> int:
        cur = self._execute(
            "INSERT INTO workspaces (id, name, created_at) VALUES (?, ?, ?)", (id, name, to_db_time(utcnow()))
        )
        return int(cur.lastrowid or 0)

    # ---- generic row helpers (used by undo to restore exactly what was removed) -------------
    def row(self, table: str, id: int) -> dict[str, Any]:
        rows = self._query(f"SELECT * FROM {_table(table)} WHERE id = ?", (id,))
        if not rows:
            raise NotFoundError(f"No {_SINGULAR[table]} with id {id}.")
        return dict(rows[0])

    def insert_row(self, table: str, values: Mapping[str, Any]) -> int:
        columns = list(values)
        sql = (
            f"INSERT INTO {_table(table)} ({', '.join(columns)}) "
            f"VALUES ({', '.join('?' for _ in columns)})"
        )
        cur = self._execute(sql, (values[c] for c in columns))
        return int(cur.lastrowid or 0)

    def update_row(self, table: str, id: int, values: Mapping[str, Any]) -> None:
        if not values:
            return
        assignments = ", ".join(f"{_column(c)} = ?" for c in values)
        cur = self._execute(f"UPDATE {_table(table)} SET {assignments} WHERE id = ?", [*values.values(), id])
        if cur.rowcount == 0:
            raise NotFoundError(f"No {_SINGULAR[table]} with id {id}.")

    def delete_row(self, table: str, id: int) -> None:
        self._execute(f"DELETE FROM {_table(table)} WHERE id = ?", (id,))

    # ---- memories --------------------------------------------------------------------------
    def get_memory(self, id: int) -> Memory:
        return memory_from_row(self.row("memories", id))

    def memories(
        self,
        workspace_id: int | None = None,
        *,
        include_archived: bool = True,
        group_id: int | None = None,
        ids: Iterable[int] | None = None,
        limit: int | None = None,
        newest_first: bool = False,
    ) -> list[Memory]:
        where, params = [], []
        if workspace_id is not None:
            where.append("workspace_id = ?")
            params.append(workspace_id)
        if not include_archived:
            where.append("archived = 0")
        if group_id is not None:
            where.append("group_id = ?")
            params.append(group_id)
        if ids is not None:
            clause, values = in_list("id", ids)
            where.append(clause)
            params.extend(values)
        sql = "SELECT * FROM memories"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += f" ORDER BY captured_at {'DESC' if newest_first else 'ASC'}, id"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [memory_from_row(dict(r)) for r in self._query(sql, params)]

    def memory_heads(self, workspace_id: int, limit: int) -> list[Memory]:
        """The newest live memories of a workspace with only their first 120 characters of text and
        memo (enough for a title): lists that show thousands of names never read whole captures."""
        rows = self._query(
            "SELECT id, workspace_id, source, captured_at, title, substr(memo, 1, 120) AS memo, "
            "substr(text, 1, 120) AS text, image FROM memories WHERE workspace_id = ? AND archived = 0 "
            "ORDER BY captured_at DESC, id DESC LIMIT ?", (workspace_id, int(limit)))
        return [Memory(id=int(r["id"]), workspace_id=int(r["workspace_id"]), source=SourceType(r["source"]),
                       captured_at=_required_time(r["captured_at"]), text=r["text"], memo=r["memo"],
                       title=r["title"], image=r["image"]) for r in rows]

    def ocr_texts(self, images: Iterable[str]) -> dict[str, str]:
        """Cached OCR text by image name (the ocr_text table; OCR itself never runs here)."""
        clause, params = in_list("image", sorted(set(images)))
        return {str(r["image"]): str(r["text"]) for r in self._query(f"SELECT image, text FROM ocr_text WHERE {clause}",
                                                                     params)}

    # ---- groups / links ------------------------------------------------------------------
    def get_group(self, id: int) -> Group:
        return group_from_row(self.row("groups", id))

    def groups(self, workspace_id: int | None = None) -> list[Group]:
        if workspace_id is None:
            rows = self._query("SELECT * FROM groups ORDER BY id")
        else:
            rows = self._query("SELECT * FROM groups WHERE workspace_id = ? ORDER BY id", (workspace_id,))
        return [group_from_row(dict(r)) for r in rows]

    def links(self, workspace_id: int | None = None) -> list[Link]:
        if workspace_id is None:
            rows = self._query("SELECT * FROM links ORDER BY id")
        else:
            rows = self._query("SELECT * FROM links WHERE workspace_id = ? ORDER BY id", (workspace_id,))
        return [link_from_row(dict(r)) for r in rows]

    def links_touching(self, kind: NodeKind, id: int) -> list[Link]:
        rows = self._query(
            "SELECT * FROM links WHERE (src_kind = ? AND src_id = ?) OR (dst_kind = ? AND dst_id = ?)",
            (kind.value, id, kind.value, id),
        )
        return [link_from_row(dict(r)) for r in rows]

    # ---- threads and messages --------------------------------------------------------------
    def threads(self, workspace_id: int | None = None) -> list[Thread]:
        sql, params = "SELECT * FROM threads", []
        if workspace_id is not None:
            sql, params = sql + " WHERE workspace_id = ?", [workspace_id]
        rows = self._query(sql + " ORDER BY updated_at DESC, id DESC", params)
        return [
            Thread(r["id"], r["workspace_id"], r["title"], _required_time(r["created_at"]),
                   _required_time(r["updated_at"]))
            for r in rows
        ]

    def messages(self, thread_id: int) -> list[Message]:
        rows = self._query("SELECT * FROM messages WHERE thread_id = ? ORDER BY id", (thread_id,))
        return [
            Message(
                r["id"], r["thread_id"], r["role"], r["content"], _required_time(r["created_at"]),
                citations=list(json.loads(r["citations"])), memory_id=r["memory_id"], state=r["state"],
            )
            for r in rows
        ]

    def message_ids_for_memories(self, memory_ids: Iterable[int]) -> list[int]:
        clause, params = in_list("memory_id", memory_ids)
        rows = self._query(f"SELECT id FROM messages WHERE {clause}", params)
        return [int(r["id"]) for r in rows]

    # ---- jobs ------------------------------------------------------------------------------
    def jobs(self, states: Iterable[JobState] | None = None) -> list[Job]:
        sql, params = "SELECT * FROM jobs", []
        if states is not None:
            state_list = [s.value for s in states]
            sql += f" WHERE state IN ({', '.join('?' for _ in state_list)})"
            params = state_list
        return [job_from_row(dict(r)) for r in self._query(sql + " ORDER BY id", params)]

    def count_jobs(self, states: Iterable[JobState]) -> int:
        """How many jobs are in these states (a COUNT: the badge asks on every job event)."""
        state_list = [s.value for s in states]
        marks = ", ".join("?" for _ in state_list)
        return int(self._query(f"SELECT COUNT(*) FROM jobs WHERE state IN ({marks})", state_list)[0][0])

    def counts(self) -> dict[str, int]:
        tables = ("workspaces", "memories", "groups", "links", "threads", "messages", "jobs")
        return {t: int(self._query(f"SELECT COUNT(*) FROM {t}")[0][0]) for t in tables}


_TABLES = {"workspaces", "memories", "groups", "links", "threads", "messages", "jobs", "sessions", "thoughts",
           "merge_proposals", "memory_refs", "tag_ontology"}
# for error messages a user reads ("No memory with id 7."); groups are "groups" in the UI
_SINGULAR = {"workspaces": "workspace", "memories": "memory", "groups": "group", "links": "link",
             "threads": "thread", "messages": "message", "jobs": "job", "sessions": "session",
             "thoughts": "thought", "merge_proposals": "merge proposal", "memory_refs": "reference",
             "tag_ontology": "tag"}
_ALL_COLUMNS = {
    "id", *MEMORY_COLUMNS, *GROUP_COLUMNS, *LINK_COLUMNS, *THREAD_COLUMNS, *MESSAGE_COLUMNS,
    "kind", "state", "payload", "memory_id", "attempts", "next_run_at", "last_error", "updated_at", "archived",
    "name", "opened_at", "keywords", *SESSION_COLUMNS, *THOUGHT_COLUMNS, *MERGE_PROPOSAL_COLUMNS, *MEMORY_REF_COLUMNS,
}


def _table(name: str) -> str:
    if name not in _TABLES:
        raise StoreError(f"Unknown table {name!r}.")
    return name


def _column(name: str) -> str:
    if name not in _ALL_COLUMNS:
        raise StoreError(f"Unknown column {name!r}.")
    return name


# ---- row <-> dataclass -----------------------------------------------------------------------
def memory_from_row(r: Mapping[str, Any]) -> Memory:
    return Memory(
        id=r["id"],
        workspace_id=r["workspace_id"],
        source=SourceType(r["source"]),
        captured_at=_required_time(r["captured_at"]),
        text=r["text"],
        image=r["image"],
        memo=r["memo"],
        title=r["title"],
        summary=r["summary"],
        tags=list(json.loads(r["tags"])),
        user_context=r["user_context"],
        provenance=Provenance(r["app"], r["window_title"], r["url"]),
        group_id=r["group_id"],
        placed_by_user=bool(r["placed_by_user"]),
        hidden=bool(r["hidden"]),
        archived=bool(r["archived"]),
        updated=bool(r["updated"]),
        previous=json.loads(r["previous"]) if r["previous"] else None,
        analysis_state=AnalysisState(r["analysis_state"]),
        analysis_error=r["analysis_error"],
        recall_count=r["recall_count"],
        last_recalled=from_db_time(r["last_recalled"]),
        importance=r["importance"],
        pos_x=r["pos_x"],
        pos_y=r["pos_y"],
        created_at=_required_time(r["created_at"]),
        session_id=r["session_id"],
        merged_into=r["merged_into"],
        faded_at=from_db_time(r["faded_at"]),
        pruned_image=r["pruned_image"],
        pruned_at=from_db_time(r["pruned_at"]),
    )


def memory_to_row(m: Memory) -> dict[str, Any]:
    return {
        "id": m.id or None,
        "workspace_id": m.workspace_id,
        "source": m.source.value,
        "text": m.text,
        "image": m.image,
        "memo": m.memo,
        "title": m.title,
        "summary": m.summary,
        "tags": json.dumps(m.tags, ensure_ascii=False),
        "user_context": m.user_context,
        "app": m.provenance.app,
        "window_title": m.provenance.window_title,
        "url": m.provenance.url,
        "captured_at": to_db_time(m.captured_at),
        "group_id": m.group_id,
        "placed_by_user": int(m.placed_by_user),
        "hidden": int(m.hidden),
        "archived": int(m.archived),
        "updated": int(m.updated),
        "previous": json.dumps(m.previous, ensure_ascii=False) if m.previous is not None else None,
        "analysis_state": m.analysis_state.value,
        "analysis_error": m.analysis_error,
        "recall_count": m.recall_count,
        "last_recalled": to_db_time(m.last_recalled),
        "importance": m.importance,
        "pos_x": m.pos_x,
        "pos_y": m.pos_y,
        "created_at": to_db_time(m.created_at),
        "session_id": m.session_id,
        "merged_into": m.merged_into,
        "faded_at": to_db_time(m.faded_at),
        "pruned_image": m.pruned_image,
        "pruned_at": to_db_time(m.pruned_at),
    }


# Memory fields a command may change, and how each is written to its column(s).
def memory_field_to_columns(name: str, value: Any) -> dict[str, Any]:
    if name == "tags":
        return {"tags": json.dumps(list(value), ensure_ascii=False)}
    if name == "provenance":
        return {"app": value.app, "window_title": value.window_title, "url": value.url}
    if name == "previous":
        return {"previous": json.dumps(value, ensure_ascii=False) if value is not None else None}
    if name in ("captured_at", "last_recalled", "created_at", "faded_at", "pruned_at"):
        return {name: to_db_time(value)}
    if name in ("placed_by_user", "hidden", "archived", "updated"):
        return {name: int(bool(value))}
    if name in ("source", "analysis_state"):
        return {name: getattr(value, "value", value)}
    return {_column(name): value}


def group_from_row(r: Mapping[str, Any]) -> Group:
    return Group(
        id=r["id"], workspace_id=r["workspace_id"], name=r["name"], summary=r["summary"],
        parent_id=r["parent_id"], created_by=Origin(r["created_by"]), collapsed=bool(r["collapsed"]),
        pos_x=r["pos_x"], pos_y=r["pos_y"], created_at=_required_time(r["created_at"]),
    )


def link_from_row(r: Mapping[str, Any]) -> Link:
    return Link(
        id=r["id"], workspace_id=r["workspace_id"], src_kind=NodeKind(r["src_kind"]), src_id=r["src_id"],
        dst_kind=NodeKind(r["dst_kind"]), dst_id=r["dst_id"], label=r["label"],
        created_by=Origin(r["created_by"]), created_at=_required_time(r["created_at"]),
    )


def job_from_row(r: Mapping[str, Any]) -> Job:
    return Job(
        id=r["id"], kind=r["kind"], state=JobState(r["state"]), payload=json.loads(r["payload"]),
        memory_id=r["memory_id"], attempts=r["attempts"], next_run_at=from_db_time(r["next_run_at"]),
        last_error=r["last_error"], created_at=_required_time(r["created_at"]),
        updated_at=_required_time(r["updated_at"]),
    )
