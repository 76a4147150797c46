"""A database written before the model's `branch` became `group` opens with every group, link, memory,
reference, pending job and chat mention intact (the schema migration that renames them)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from contexty_qt.core.commands import UndoStack
from contexty_qt.core.errors import StoreError
from contexty_qt.core.events import EventBus
from contexty_qt.core.model import NodeKind, Origin
from contexty_qt.core.store import DB_NAME, MIGRATIONS, SCHEMA_VERSION, Store
from contexty_qt.core.tree import MemoryTree

RENAME = next(i for i, m in enumerate(MIGRATIONS) if "RENAME TO groups" in m)  # schema RENAME -> RENAME + 1
T0 = "2024-05-01T09:30:00.000000+00:00"


def _old_database(data_dir: Path) -> None:
    """The schema as the shipped migrations before the rename left it, filled as the old code wrote it."""
    data_dir.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(data_dir / DB_NAME)
    for migration in MIGRATIONS[:RENAME]:
        for statement in migration.split(";"):
            if statement.strip():
                db.execute(statement)
    db.execute(f"PRAGMA user_version = {RENAME}")
    db.execute("INSERT INTO workspaces (id, name, created_at) VALUES (1, 'Work', ?), (2, 'Home', ?)", (T0, T0))
    db.executemany("INSERT INTO branches (id, workspace_id, parent_id, name, summary, created_by, collapsed, "
                   "pos_x, pos_y, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", [
                       (1, 1, None, "Trip", "Kyoto in May", "user", 0, 10.0, 20.0, T0),
                       (2, 1, 1, "Hotels", "", "ai", 1, None, None, T0),
                       (3, 2, None, "Garden", "", "user", 0, None, None, T0)])
    db.executemany("INSERT INTO memories (id, workspace_id, source, text, captured_at, branch_id, placed_by_user, "
                   "previous, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", [
                       (1, 1, "snippet", "Ryokan near Gion", T0, 2, 1, None, T0),
                       (2, 1, "snippet", "Rail pass prices", T0, 1, 0,
                        json.dumps({"title": "old title", "branch_id": 1}), T0),
                       (3, 1, "snippet", "unplaced", T0, None, 0, None, T0),
                       (4, 1, "chat", "Q: what about @[branch:1:Trip]?", T0, None, 0, None, T0)])
    db.executemany("INSERT INTO links (id, workspace_id, src_kind, src_id, dst_kind, dst_id, label, created_by, "
                   "created_at) VALUES (?, 1, ?, ?, ?, ?, ?, 'user', ?)", [
                       (1, "memory", 1, "branch", 1, "part of", T0),
                       (2, "branch", 2, "branch", 1, "", T0),
                       (3, "memory", 2, "memory", 3, "see also", T0)])
    db.execute("INSERT INTO memory_refs (id, workspace_id, memory_id, branch_id, created_at) "
               "VALUES (1, 2, 1, 3, ?)", (T0,))
    db.execute("INSERT INTO threads (id, workspace_id, title, created_at, updated_at) VALUES (1, 1, 'Trip', ?, ?)",
               (T0, T0))
    db.execute("INSERT INTO messages (id, thread_id, role, content, created_at) VALUES "
               "(1, 1, 'user', 'When do @[branch:1:Trip] and @[memory:1:Ryokan] start?', ?)", (T0,))
    db.execute("INSERT INTO jobs (id, kind, state, payload, created_at, updated_at) VALUES "
               "(1, 'summarize', 'pending', ?, ?, ?)",
               (json.dumps({"branch_id": 2, "llm": {"branch_name": 1}, "key": "branch:2"}), T0, T0))
    db.commit()
    db.close()


def test_an_old_database_keeps_every_group_link_memory_reference_job_and_mention(data_dir: Path) -> None:
    _old_database(data_dir)
    with Store(data_dir) as store:
        assert store.schema_version() == SCHEMA_VERSION
        tables = {r["name"] for r in store.query("SELECT name FROM sqlite_master")}
        assert "groups" in tables and not any("branch" in t for t in tables)
        schema = " ".join(r["sql"] or "" for r in store.query("SELECT sql FROM sqlite_master"))
        assert "branch" not in schema.lower()
        assert store.query("PRAGMA integrity_check")[0][0] == "ok"
        assert not store.query("PRAGMA foreign_key_check")

        groups = {g.id: g for g in store.groups()}
        assert {(g.id, g.workspace_id, g.parent_id, g.name) for g in groups.values()} == {
            (1, 1, None, "Trip"), (2, 1, 1, "Hotels"), (3, 2, None, "Garden")}
        assert (groups[1].summary, groups[1].pos_x, groups[1].pos_y, groups[2].collapsed) == (
            "Kyoto in May", 10.0, 20.0, True)
        assert groups[2].created_by is Origin.AI

        memories = {m.id: m for m in store.memories(1)}
        assert {i: m.group_id for i, m in memories.items()} == {1: 2, 2: 1, 3: None, 4: None}
        assert memories[1].placed_by_user
        assert memories[2].previous == {"title": "old title", "group_id": 1}
        assert memories[4].text == "Q: what about @[group:1:Trip]?"

        links = {link.id: link for link in store.links(1)}
        assert {(i, lk.src_kind, lk.src_id, lk.dst_kind, lk.dst_id, lk.label) for i, lk in links.items()} == {
            (1, NodeKind.MEMORY, 1, NodeKind.GROUP, 1, "part of"),
            (2, NodeKind.GROUP, 2, NodeKind.GROUP, 1, ""),
            (3, NodeKind.MEMORY, 2, NodeKind.MEMORY, 3, "see also")}

        refs = store.query("SELECT workspace_id, memory_id, group_id FROM memory_refs")
        assert [tuple(r) for r in refs] == [(2, 1, 3)]
        assert store.messages(1)[0].content == "When do @[group:1:Trip] and @[memory:1:Ryokan] start?"
        (job,) = store.jobs()
        assert job.payload == {"group_id": 2, "llm": {"group_name": 1}, "key": "group:2"}

        # the rebuilt links table still refuses an unknown kind and still follows deleted workspaces
        with pytest.raises(StoreError, match="CHECK constraint"), store.transaction() as db:
            db.execute("INSERT INTO links (workspace_id, src_kind, src_id, dst_kind, dst_id, created_at) "
                       "VALUES (1, 'branch', 1, 'memory', 1, ?)", (T0,))
        # deleting a group still unassigns its memories (the foreign key follows the renamed table)
        with store.transaction() as db:
            db.execute("DELETE FROM groups WHERE id = 2")
        assert store.get_memory(1).group_id is None

        # the tree works on the migrated file: a new group, a move into it, a link to it
        tree = MemoryTree(store, EventBus(), UndoStack())
        new = tree.add_group("Food", workspace_id=1)
        tree.move_memories([3], new.id)
        tree.link((NodeKind.MEMORY, 3), (NodeKind.GROUP, new.id), "eat")
        assert store.get_memory(3).group_id == new.id
        assert any(lk.dst_kind is NodeKind.GROUP and lk.dst_id == new.id for lk in store.links(1))


def test_a_new_database_and_the_migration_reach_the_same_schema(data_dir: Path, tmp_path: Path) -> None:
    _old_database(data_dir)
    Store(data_dir).close()
    fresh = tmp_path / "fresh"
    Store(fresh).close()

    def schema(path: Path) -> dict[str, list[tuple[str, str]]]:
        db = sqlite3.connect(path / DB_NAME)
        try:
            tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
            return {t: sorted((c[1], c[2]) for c in db.execute(f"PRAGMA table_info({t})")) for t in tables}
        finally:
            db.close()

    assert schema(data_dir) == schema(fresh)
