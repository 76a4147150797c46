"""Session thoughts (CAIM-5) as rows: written by post-thinking (core/longterm/consolidation.py), read by
retrieval, chat and the repository, which is why they live at the retrieval layer."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from contexty_qt.core.store import Store, from_db_time


@dataclass(frozen=True)
class Thought:
    id: int
    workspace_id: int
    session_id: int | None
    text: str
    tags: list[str]
    memory_ids: list[int]
    at: datetime
    source: str = "offline"
    archived: bool = False


def thoughts(store: Store, *, session_id: int | None = None, workspace_id: int | None = None,
             include_archived: bool = False) -> list[Thought]:
    where, params = [], []
    if session_id is not None:
        where.append("session_id = ?")
        params.append(session_id)
    if workspace_id is not None:
        where.append("workspace_id = ?")
        params.append(workspace_id)
    if not include_archived:
        where.append("archived = 0")
    sql = "SELECT * FROM thoughts" + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY at, id"
    return [_thought(r) for r in store.query(sql, params)]


def thoughts_by_id(store: Store, thought_ids: Iterable[int]) -> dict[int, Thought]:
    """These thoughts (archived ones included), by id."""
    ids = list(dict.fromkeys(thought_ids))
    if not ids:
        return {}
    rows = store.query(f"SELECT * FROM thoughts WHERE id IN ({', '.join('?' for _ in ids)})", ids)
    return {int(r["id"]): _thought(r) for r in rows}


def _thought(r: Any) -> Thought:
    at = from_db_time(r["at"])
    assert at is not None
    return Thought(int(r["id"]), int(r["workspace_id"]), r["session_id"], str(r["text"]), list(json.loads(r["tags"])),
                   list(json.loads(r["memory_ids"])), at, str(r["source"]), bool(r["archived"]))
