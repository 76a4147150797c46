"""Export files written before the model's `branch` was renamed `group` (versions below GROUPS_SINCE):
their keys and kinds are translated to today's names before the schema validates them."""

from __future__ import annotations

import json
from typing import Any

GROUPS_SINCE = 3  # the first export version that says group
_MENTION_OLD, _MENTION_NEW = "@[branch:", "@[group:"


def _rename_key(row: Any, old: str, new: str) -> None:
    if isinstance(row, dict) and old in row and new not in row:
        row[new] = row.pop(old)


def _rows(doc: dict[str, Any], key: str) -> list[Any]:
    rows = doc.get(key)
    return rows if isinstance(rows, list) else []


def upgrade_branch_names(data: bytes) -> bytes:
    """`branches` -> `groups`, `branch_id` -> `group_id` (memories, their AI `previous` values, memory
    references), link kind 'branch' -> 'group', chat mentions @[branch:N] -> @[group:N]. Anything that is
    not the expected shape is left for the schema to report."""
    doc = json.loads(data)
    if not isinstance(doc, dict):
        return data
    _rename_key(doc, "branches", "groups")
    for memory in _rows(doc, "memories"):
        _rename_key(memory, "branch_id", "group_id")
        if isinstance(memory, dict):
            _rename_key(memory.get("previous"), "branch_id", "group_id")
    for ref in _rows(doc, "memory_refs"):
        _rename_key(ref, "branch_id", "group_id")
    for link in _rows(doc, "links"):
        if isinstance(link, dict):
            for end in ("src_kind", "dst_kind"):
                if link.get(end) == "branch":
                    link[end] = "group"
    for message in _rows(doc, "messages"):
        if isinstance(message, dict) and isinstance(message.get("content"), str):
            message["content"] = message["content"].replace(_MENTION_OLD, _MENTION_NEW)
    return json.dumps(doc, ensure_ascii=False).encode()
