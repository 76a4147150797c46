"""Export/import (core/exchange/ and `contexty export|import`): lossless round trips, id remapping,
one undoable step, Markdown outline; plus a hypothesis property over small generated trees."""

from __future__ import annotations

import io
import json
import tempfile
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

from contexty_qt import cli
from contexty_qt.core import exchange
from contexty_qt.core.events import ChangeEvent
from contexty_qt.core.exchange import export_document, import_document, snapshot_json
from contexty_qt.core.model import AnalysisState, NodeKind, Origin, Provenance, SourceType
from contexty_qt.core.services import CoreServices, open_core


def png_bytes(color: str = "red", size: tuple[int, int] = (10, 7)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, color).save(buffer, format="PNG")
    return buffer.getvalue()


def without_time(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if k != "exported_at"}


@pytest.fixture
def rich(core: CoreServices) -> CoreServices:
    """A tree using every field: nested groups, images, links, threads with citations, AI state."""
    tree = core.tree
    research = tree.add_group("Research", summary="grant work")
    budget = tree.add_group("Budget", parent_id=research.id)
    a = tree.add_memory(SourceType.SNIPPET, text="Funding section", memo="funding looks thin here",
                        provenance=Provenance("Firefox", "Grant call — Mozilla Firefox", "https://example.org/c"),
                        captured_at=datetime(2024, 5, 1, 12, 30, tzinfo=UTC))
    b = tree.add_memory(SourceType.OBSERVATION, image=png_bytes(), provenance=Provenance("Krita"))
    c = tree.add_memory(SourceType.CHAT, text="Q: what next?\nA: the budget", memo="")
    tree.add_memory(SourceType.SNIPPET, text="stray thought, unassigned")
    tree.move_memories([a.id], research.id)
    tree.move_memories([b.id], budget.id, origin=Origin.AI)
    tree.edit_memory(a.id, title="Thin funding", tags=["grant", "money"], user_context="checking the budget",
                     summary="The call funds 2 people.")
    tree.refine_memory(b.id, title="Spreadsheet", tags=["budget"])
    tree.edit_memory(c.id, hidden=True, archived=True, importance=0.75, recall_count=3,
                     last_recalled=datetime(2024, 6, 1, tzinfo=UTC), pos_x=10.5, pos_y=-3.25,
                     analysis_state=AnalysisState.FAILED, analysis_error="model timed out")
    tree.edit_group(budget.id, collapsed=True, pos_x=1.0, pos_y=2.0)
    tree.link((NodeKind.MEMORY, a.id), (NodeKind.MEMORY, b.id), "same grant")
    tree.link((NodeKind.GROUP, budget.id), (NodeKind.MEMORY, c.id))
    now = datetime(2024, 6, 2, 9, 0, tzinfo=UTC).isoformat()
    thread = core.store.insert_row("threads", {"workspace_id": 1, "title": "Planning", "created_at": now,
                                               "updated_at": now})
    for role, content, citations, memory_id in (("user", "what next?", "[]", c.id),
                                                ("assistant", "the budget [1]", f"[{a.id}, 999]", c.id)):
        core.store.insert_row("messages", {"thread_id": thread, "role": role, "content": content,
                                           "citations": citations, "memory_id": memory_id, "state": "done",
                                           "created_at": now})
    return core


def open_other(tmp_path: Path, name: str = "other") -> CoreServices:
    return open_core(str(tmp_path / name))


def test_round_trip_into_an_empty_store_keeps_everything(rich: CoreServices, tmp_path: Path) -> None:
    doc = export_document(rich.store)
    other = open_other(tmp_path)
    try:
        result = import_document(other.tree, json.dumps(doc).encode())
        assert result.same_ids
        assert without_time(export_document(other.store)) == without_time(doc)
        assert snapshot_json(other.store, other.tree.snapshot()) == snapshot_json(rich.store, rich.tree.snapshot())
        [image] = [m.image for m in other.store.memories() if m.image]
        assert (other.store.image_path(image).read_bytes() == rich.store.image_path(image).read_bytes())
        assert other.store.messages(1)[1].citations == [1, 999]  # a dangling citation survives as is
    finally:
        other.close()


def test_export_document_shape(rich: CoreServices) -> None:
    doc = export_document(rich.store)
    assert (doc["format"], doc["version"]) == ("contexty-export", exchange.VERSION)
    assert [len(doc[k]) for k in ("workspaces", "groups", "memories", "links", "threads", "messages",
                                   "images")] == [1, 2, 4, 2, 1, 2, 1]
    refined = next(m for m in doc["memories"] if m["title"] == "Spreadsheet")
    assert refined["updated"] is True and refined["previous"] == {"title": "", "tags": []}
    json.dumps(doc, allow_nan=False)  # strictly valid JSON


def test_import_into_a_non_empty_store_remaps_ids(rich: CoreServices, tmp_path: Path) -> None:
    doc = export_document(rich.store)
    other = open_other(tmp_path)
    try:
        first = other.tree.add_memory(SourceType.SNIPPET, text="already here")
        other.tree.add_group("Existing")
        result = import_document(other.tree, json.dumps(doc).encode())
        assert not result.same_ids and result.counts["memories"] == 4
        assert other.store.get_memory(first.id).text == "already here"
        snap = other.tree.snapshot()
        assert len(snap.memories) == 5 and len(snap.groups) == 3
        names = {b.id: b.name for b in snap.groups}
        parents = {b.name: names.get(b.parent_id) if b.parent_id else None for b in snap.groups}
        assert parents == {"Existing": None, "Research": None, "Budget": "Research"}
        by_text = {m.text: m for m in snap.memories}
        assert names[by_text["Funding section"].group_id] == "Research"
        link = next(lk for lk in snap.links if lk.label == "same grant")
        assert link.src_id == by_text["Funding section"].id
        assert other.store.get_memory(link.dst_id).image is not None
        messages = other.store.messages(other.store.threads()[0].id)
        chat = next(m for m in snap.memories if m.source is SourceType.CHAT)
        assert messages[1].citations == [by_text["Funding section"].id]  # 999 pointed nowhere: dropped
        assert messages[0].memory_id == chat.id
    finally:
        other.close()


def test_import_matches_workspaces_by_name_or_into(rich: CoreServices, tmp_path: Path) -> None:
    doc = export_document(rich.store)
    doc["workspaces"][0]["name"] = "Thesis"
    other = open_other(tmp_path)
    try:
        other.tree.add_memory(SourceType.SNIPPET, text="x")
        import_document(other.tree, json.dumps(doc).encode())
        assert [w.name for w in other.store.list_workspaces()] == ["Default", "Thesis"]
        import_document(other.tree, json.dumps(doc).encode())  # same name again: into "Thesis"
        assert len(other.store.list_workspaces()) == 2
        assert len(other.store.memories(2)) == 8
        import_document(other.tree, json.dumps(doc).encode(), into_workspace=1)
        assert len(other.store.memories(1)) == 5
    finally:
        other.close()


def test_import_is_one_undoable_step_with_origin_import(rich: CoreServices, tmp_path: Path) -> None:
    data = json.dumps(export_document(rich.store)).encode()
    other = open_other(tmp_path)
    events: list[ChangeEvent] = []
    other.bus.subscribe(events.extend)
    try:
        before = other.store.counts()
        import_document(other.tree, data)
        assert {e.origin for e in events} == {Origin.IMPORT}
        assert other.tree.undo_stack.undo_text == "Import: Import 4 memories"
        other.tree.undo()
        assert other.store.counts() == before
        other.tree.redo()
        assert without_time(export_document(other.store)) == without_time(json.loads(data))
    finally:
        other.close()


def test_export_one_workspace(rich: CoreServices) -> None:
    second = rich.store.create_workspace("Side project")
    rich.tree.add_memory(SourceType.SNIPPET, text="elsewhere", workspace_id=second)
    doc = export_document(rich.store, second)
    assert [w["name"] for w in doc["workspaces"]] == ["Side project"]
    assert [m["text"] for m in doc["memories"]] == ["elsewhere"] and doc["images"] == []


# ---- through the CLI --------------------------------------------------------------------------
def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_json_round_trip_via_stdout_and_stdin(rich: CoreServices, capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rich.close()  # the CLI opens its own connection
    code, exported, _ = run(capsys, "export", "--format", "json")
    assert code == 0
    code, before, _ = run(capsys, "tree", "--json")
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(exported.encode())))
    code, out, err = run(capsys, "import", "-", "--data-dir", str(tmp_path / "fresh"))
    assert code == 0, err
    assert out == "Imported 4 memories, 2 groups, 2 links, 1 threads and 2 messages (ids kept).\n"
    code, after, _ = run(capsys, "tree", "--json", "--data-dir", str(tmp_path / "fresh"))
    assert after == before


def test_markdown_outline(rich: CoreServices, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    rich.close()
    target = tmp_path / "out" / "context.md"
    target.parent.mkdir()
    code, _, err = run(capsys, "export", "--format", "md", "-o", str(target))
    assert code == 0 and err == f"Wrote {target}.\n"
    md = target.read_text()
    lines = md.splitlines()
    assert "# Default" in lines and "## Research" in lines and "### Budget" in lines
    assert lines.index("## Research") < lines.index("### Budget") < lines.index("## Unassigned")
    assert "- **Thin funding** (snippet)" in lines
    assert "  - Memo: funding looks thin here" in lines
    assert "  - User's context: checking the budget" in lines
    assert "  - Tags: grant, money" in lines
    assert any(line.startswith("  - Captured: ") and "Firefox · “Grant call — Mozilla Firefox” · "
               "<https://example.org/c>" in line for line in lines)
    assert "- **Q: what next? A: the budget** (chat, archived, hidden)" in lines
    image_line = next(line for line in lines if line.startswith("  - Image: "))
    relative = image_line.split("](")[1].rstrip(")")
    assert relative.startswith("context-images/") and (target.parent / relative).is_file()
    assert "## Links" in lines and "- Thin funding → Spreadsheet (same grant)" in lines
    assert oct(target.stat().st_mode & 0o777) == "0o600"


def test_markdown_to_stdout_links_images_relative_to_the_cwd(
        rich: CoreServices, capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    rich.close()
    monkeypatch.chdir(tmp_path)
    code, md, _ = run(capsys, "export", "--format", "md")
    assert code == 0
    image_line = next(line for line in md.splitlines() if line.startswith("  - Image: "))
    relative = image_line.split("](")[1].rstrip(")")
    assert not relative.startswith("/") and (tmp_path / relative).is_file()


def test_markdown_escapes_markup_in_titles(core: CoreServices, capsys: pytest.CaptureFixture[str]) -> None:
    core.tree.add_memory(SourceType.SNIPPET, text="x", memo="**bold** [link](http://a) # not a heading")
    core.close()
    _, md, _ = run(capsys, "export", "--format", "md")
    assert r"- **\*\*bold\*\* \[link\](http://a) \# not a heading** (snippet)" in md.splitlines()


# ---- property: any small tree survives export -> import ---------------------------------------
texts = st.text(min_size=1, max_size=40).map(lambda s: "m " + s)
names = st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=20).filter(
    lambda s: s.strip())
memory_specs = st.tuples(texts, st.sampled_from(list(SourceType)), st.integers(0, 10**6),
                         st.lists(names, max_size=3), st.booleans(), st.integers(-1, 5))
trees = st.fixed_dictionaries({
    "memories": st.lists(memory_specs, min_size=1, max_size=6),
    "groups": st.lists(st.tuples(names, st.integers(-1, 5)), max_size=4),  # (name, parent index)
    "links": st.lists(st.tuples(st.integers(0, 5), st.integers(0, 5), names), max_size=4),
})


def build(core: CoreServices, spec: dict[str, Any]) -> None:
    tree, base = core.tree, datetime(2024, 1, 1, tzinfo=UTC)
    groups: list[int] = []
    for name, parent in spec["groups"]:
        parent_id = groups[parent % len(groups)] if groups and parent >= 0 else None
        groups.append(tree.add_group(name, parent_id=parent_id).id)
    memories: list[int] = []
    for text, source, seconds, tags, hidden, group in spec["memories"]:
        memory = tree.add_memory(source, text=text, captured_at=base + timedelta(seconds=seconds))
        tree.edit_memory(memory.id, tags=tags, hidden=hidden)
        if groups and group >= 0:
            tree.move_memories([memory.id], groups[group % len(groups)])
        memories.append(memory.id)
    for src, dst, label in spec["links"]:
        src_id, dst_id = memories[src % len(memories)], memories[dst % len(memories)]
        if src_id != dst_id:
            tree.link((NodeKind.MEMORY, src_id), (NodeKind.MEMORY, dst_id), label)
        elif groups:
            tree.link((NodeKind.GROUP, groups[src % len(groups)]), (NodeKind.MEMORY, dst_id), label)


@pytest.fixture
def scratch() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as folder:
        yield Path(folder)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(spec=trees)
def test_property_export_import_round_trip(spec: dict[str, Any], scratch: Path) -> None:
    with tempfile.TemporaryDirectory(dir=scratch) as folder:
        source, same, merged = (open_core(str(Path(folder) / n)) for n in ("source", "same", "merged"))
        try:
            build(source, spec)
            doc = export_document(source.store)
            data = json.dumps(doc).encode()
            import_document(same.tree, data)
            assert without_time(export_document(same.store)) == without_time(doc)

            merged.tree.add_memory(SourceType.SNIPPET, text="pre-existing")
            import_document(merged.tree, data)
            assert shape(merged, skip_text="pre-existing") == shape(source)
        finally:
            for services in (source, same, merged):
                services.close()


def shape(core: CoreServices, skip_text: str | None = None) -> tuple[Any, ...]:
    """The tree without ids: memories by content with their group path, links by endpoint content."""
    snap = core.tree.snapshot()
    groups = {b.id: b for b in snap.groups}

    def path(group_id: int | None) -> tuple[str, ...]:
        out: list[str] = []
        while group_id is not None:
            out.insert(0, groups[group_id].name)
            group_id = groups[group_id].parent_id
        return tuple(out)

    key = {m.id: (m.text, m.source.value, m.captured_at.isoformat(), tuple(m.tags), m.hidden,
                  path(m.group_id)) for m in snap.memories if m.text != skip_text}
    def node(kind: NodeKind, id: int) -> Any:
        return key[id] if kind is NodeKind.MEMORY else path(id)

    links = sorted((node(lk.src_kind, lk.src_id), node(lk.dst_kind, lk.dst_id), lk.label) for lk in snap.links)
    return tuple(sorted(key.values())), tuple(sorted(path(b.id) for b in snap.groups)), tuple(links)
