"""Export files keep importing after the model's `branch` became `group`: an older version's `branches`,
`branch_id`, link kind 'branch' and @[branch:N] mentions are read as groups; today's files say group only."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from contexty_qt.core.errors import ImportFormatError
from contexty_qt.core.exchange import export_document, import_document
from contexty_qt.core.exchange.legacy import GROUPS_SINCE
from contexty_qt.core.exchange.schema import VERSION
from contexty_qt.core.model import NodeKind
from contexty_qt.core.services import CoreServices, open_core

T0 = "2024-05-01T09:30:00+00:00"


def old_document(version: int = GROUPS_SINCE - 1) -> dict[str, Any]:
    return {
        "format": "contexty-export", "version": version,
        "workspaces": [{"id": 1, "name": "Work", "created_at": T0}, {"id": 2, "name": "Home", "created_at": T0}],
        "branches": [{"id": 1, "workspace_id": 1, "name": "Trip", "created_at": T0},
                     {"id": 2, "workspace_id": 1, "name": "Hotels", "parent_id": 1, "created_at": T0},
                     {"id": 3, "workspace_id": 2, "name": "Garden", "created_at": T0}],
        "memories": [{"id": 1, "workspace_id": 1, "source": "snippet", "captured_at": T0, "text": "Ryokan",
                      "branch_id": 2, "updated": True, "previous": {"title": "old", "branch_id": 1}},
                     {"id": 2, "workspace_id": 1, "source": "snippet", "captured_at": T0, "text": "loose"}],
        "links": [{"id": 1, "workspace_id": 1, "src_kind": "memory", "src_id": 2, "dst_kind": "branch",
                   "dst_id": 1, "label": "for"},
                  {"id": 2, "workspace_id": 1, "src_kind": "branch", "src_id": 2, "dst_kind": "memory",
                   "dst_id": 2}],
        "memory_refs": [{"id": 1, "workspace_id": 2, "memory_id": 1, "branch_id": 3, "created_at": T0}],
        "threads": [{"id": 1, "workspace_id": 1, "title": "T", "created_at": T0, "updated_at": T0}],
        "messages": [{"id": 1, "thread_id": 1, "role": "user", "content": "about @[branch:1:Trip]?",
                      "created_at": T0}],
    }


def test_an_old_export_imports_with_its_groups_links_references_and_mentions(services: CoreServices) -> None:
    import_document(services.tree, json.dumps(old_document()).encode())
    store = services.store
    groups = {g.name: g for g in store.groups()}
    assert set(groups) == {"Trip", "Hotels", "Garden"}
    assert groups["Hotels"].parent_id == groups["Trip"].id
    ryokan = next(m for m in store.memories() if m.text == "Ryokan")
    assert ryokan.group_id == groups["Hotels"].id
    assert ryokan.previous == {"title": "old", "group_id": 1}
    kinds = sorted((lk.src_kind.value, lk.dst_kind.value) for lk in store.links())
    assert kinds == [("group", "memory"), ("memory", "group")]
    refs = store.query("SELECT group_id FROM memory_refs")
    assert [r["group_id"] for r in refs] == [groups["Garden"].id]
    thread = store.query("SELECT id FROM threads")[0]["id"]
    assert store.messages(thread)[0].content == "about @[group:1:Trip]?"  # ids kept: the store was empty


def test_every_older_version_still_imports(tmp_path: Path) -> None:
    for version in range(1, GROUPS_SINCE):
        doc = old_document(version)
        if version == 1:  # version 1 had no references (issue 7)
            del doc["memory_refs"]
        core = open_core(str(tmp_path / f"v{version}"))
        try:
            import_document(core.tree, json.dumps(doc).encode())
            assert {g.name for g in core.store.groups()} == {"Trip", "Hotels", "Garden"}
            assert {lk.dst_kind for lk in core.store.links()} == {NodeKind.GROUP, NodeKind.MEMORY}
        finally:
            core.close()


def test_todays_export_says_group_and_round_trips(services: CoreServices, tmp_path: Path) -> None:
    import_document(services.tree, json.dumps(old_document()).encode())
    doc = export_document(services.store)
    assert doc["version"] == VERSION == GROUPS_SINCE
    text = json.dumps(doc)
    assert "branch" not in text and len(doc["groups"]) == 3
    assert {link["dst_kind"] for link in doc["links"]} | {link["src_kind"] for link in doc["links"]} == {
        "memory", "group"}
    other = open_core(str(tmp_path / "other"))
    try:
        import_document(other.tree, text.encode())
        assert {g.name for g in other.store.groups()} == {"Trip", "Hotels", "Garden"}
        assert any(lk.dst_kind is NodeKind.GROUP for lk in other.store.links())
    finally:
        other.close()


def test_the_new_version_refuses_the_old_names() -> None:
    from contexty_qt.core.exchange.importing import parse_document

    with pytest.raises(ImportFormatError, match="branch"):
        parse_document(json.dumps(old_document(GROUPS_SINCE)).encode())
