"""A database and an export file written by the code before `branch` became `group`
(tests/data/pre_group_rename.sqlite3, tests/data/export_pre_group_rename.json: made by the rename's
make_fixtures.py with that code) open and import with every group, link, memory, job and mention."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from contexty_qt.core.exchange import export_document, import_document
from contexty_qt.core.exchange.legacy import GROUPS_SINCE
from contexty_qt.core.model import NodeKind
from contexty_qt.core.services import CoreServices
from contexty_qt.core.store import DB_NAME, SCHEMA_VERSION, Store

DATA = Path(__file__).resolve().parent.parent / "data"
OLD_DB = DATA / "pre_group_rename.sqlite3"
OLD_EXPORT = DATA / "export_pre_group_rename.json"
MEMBERS = {"Ryokan near Gion": "Hotels", "Rail pass prices": "Trip", "Attention is all you need": "Reading",
           "unplaced note": None}


def _check_tree(store: Store) -> None:
    groups = {g.name: g for g in store.groups()}
    assert set(groups) == {"Trip", "Hotels", "Reading"}
    assert groups["Hotels"].parent_id == groups["Trip"].id and groups["Trip"].summary == "Kyoto in May"
    names = {g.id: g.name for g in groups.values()}
    memories = {m.text: m for m in store.memories()}
    assert {t: names.get(m.group_id) if m.group_id else None for t, m in memories.items()} == MEMBERS
    links = sorted((lk.src_kind.value, lk.dst_kind.value, lk.label) for lk in store.links())
    assert links == [("group", "group", "same week"), ("memory", "group", "part of"),
                     ("memory", "memory", "see also")]
    hotels_link = next(lk for lk in store.links() if lk.label == "same week")
    assert (hotels_link.src_id, hotels_link.dst_id) == (groups["Hotels"].id, groups["Reading"].id)
    assert any(lk.dst_kind is NodeKind.GROUP and lk.dst_id == groups["Trip"].id for lk in store.links())


def test_the_old_database_opens_with_everything_in_its_groups(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    shutil.copy(OLD_DB, data_dir / DB_NAME)
    with Store(data_dir) as store:
        assert store.schema_version() == SCHEMA_VERSION
        _check_tree(store)
        trip = next(g for g in store.groups() if g.name == "Trip")
        hotels = next(g for g in store.groups() if g.name == "Hotels")
        (job,) = store.jobs()
        assert job.payload == {"group_id": hotels.id, "llm": {}, "key": f"group:{hotels.id}"}
        thread = store.query("SELECT id FROM threads")[0]["id"]
        assert f"@[group:{trip.id}:Trip]" in store.messages(thread)[0].content


def test_the_old_export_file_imports_into_groups(services: CoreServices) -> None:
    doc = json.loads(OLD_EXPORT.read_text(encoding="utf-8"))
    assert doc["version"] < GROUPS_SINCE and "branches" in doc  # really the old format
    import_document(services.tree, OLD_EXPORT.read_bytes())
    _check_tree(services.store)
    again = export_document(services.store)
    assert "groups" in again and "branches" not in again and again["version"] == GROUPS_SINCE
