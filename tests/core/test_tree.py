"""Every tree command: its effect, and that undo restores the exact prior state and redo the after state."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from contexty_qt.core.commands import UndoStack
from contexty_qt.core.errors import InvalidInputError, NotFoundError, TreeError
from contexty_qt.core.events import Action, ChangeEvent, Entity, EventBus
from contexty_qt.core.model import NodeKind, Origin, Provenance, SourceType
from contexty_qt.core.store import Store
from contexty_qt.core.tree import MemoryTree

TABLES = ("workspaces", "memories", "groups", "links", "threads", "messages", "jobs")


@pytest.fixture
def tree(tmp_path: Path) -> MemoryTree:
    store = Store(tmp_path / "data")
    return MemoryTree(store, EventBus(), UndoStack())


def state(tree: MemoryTree) -> dict[str, list[dict[str, Any]]]:
    db = tree.store
    return {t: [dict(r) for r in db._query(f"SELECT * FROM {t} ORDER BY id")] for t in TABLES}


def check_undo_redo(tree: MemoryTree, operation: Callable[[], object]) -> tuple[dict[str, Any], dict[str, Any]]:
    before = state(tree)
    operation()
    after = state(tree)
    assert after != before, "the operation changed nothing"
    assert tree.undo() is not None
    assert state(tree) == before
    assert tree.redo() is not None
    assert state(tree) == after
    return before, after


def add(tree: MemoryTree, text: str = "note", **kw: Any) -> int:
    return tree.add_memory(SourceType.SNIPPET, text=text, **kw).id


def test_add_memory_commits_and_undo_removes_it_redo_restores_same_id(tree: MemoryTree) -> None:
    memory = tree.add_memory(SourceType.SNIPPET, text="quarterly funding", memo="looks thin",
                             provenance=Provenance("firefox", "Budget", "https://example.org"))
    assert tree.store.get_memory(memory.id).memo == "looks thin"
    assert tree.undo_stack.undo_text == "Add snippet “looks thin”"
    tree.undo()
    with pytest.raises(NotFoundError):
        tree.store.get_memory(memory.id)
    tree.redo()
    assert tree.store.get_memory(memory.id).provenance.url == "https://example.org"


def test_edit_memory(tree: MemoryTree) -> None:
    mid = add(tree)
    _, after = check_undo_redo(tree, lambda: tree.edit_memory(mid, title="T", tags=["Alpha", "alpha", " beta "]))
    assert after["memories"][0]["title"] == "T"
    assert tree.store.get_memory(mid).tags == ["alpha", "beta"]


def test_user_edit_clears_updated_badge_and_ai_refine_keeps_previous(tree: MemoryTree) -> None:
    mid = add(tree)
    tree.edit_memory(mid, tags=["old"], user_context="reading")
    before = state(tree)
    tree.refine_memory(mid, tags=["new"], user_context="comparing")
    refined = tree.store.get_memory(mid)
    assert refined.updated and refined.previous == {"tags": ["old"], "user_context": "reading"}
    # the AI step is undone from its own entry, not by the user's Ctrl+Z (issue 17)
    (step,) = tree.undo_stack.ai_steps()
    assert tree.undo_step(step) == "AI: Refine “note”"
    assert state(tree) == before
    assert tree.redo_step(step) is not None
    assert tree.store.get_memory(mid).previous == {"tags": ["old"], "user_context": "reading"}
    tree.edit_memory(mid, title="mine")
    assert not tree.store.get_memory(mid).updated


def test_archive_and_unarchive(tree: MemoryTree) -> None:
    ids = [add(tree, "a"), add(tree, "b")]
    check_undo_redo(tree, lambda: tree.set_archived(ids, True))
    assert all(m.archived for m in tree.store.memories())
    check_undo_redo(tree, lambda: tree.set_archived(ids, False))
    assert not any(m.archived for m in tree.store.memories())


def test_delete_memory_restores_links_jobs_and_chat_reference(tree: MemoryTree) -> None:
    a, b = add(tree, "a"), add(tree, "b")
    tree.link((NodeKind.MEMORY, a), (NodeKind.MEMORY, b), "relates")
    when = "2026-01-01T00:00:00+00:00"
    thread_id = tree.store.insert_row("threads", {"workspace_id": 1, "title": "t", "created_at": when,
                                                  "updated_at": when})
    tree.store.insert_row("messages", {"thread_id": thread_id, "role": "user", "content": "hi", "memory_id": a,
                                       "created_at": "2026-01-01T00:00:00+00:00"})
    tree.store.insert_row("jobs", {"kind": "analyze", "memory_id": a, "created_at": "2026-01-01T00:00:00+00:00",
                                   "updated_at": "2026-01-01T00:00:00+00:00"})
    _, after = check_undo_redo(tree, lambda: tree.delete_memories([a]))
    assert [m["id"] for m in after["memories"]] == [b]
    assert after["links"] == [] and after["jobs"] == []
    assert after["messages"][0]["memory_id"] is None


def test_move_to_group_and_to_unassigned_pins_user_placement(tree: MemoryTree) -> None:
    mid = add(tree)
    group = tree.add_group("Research")
    check_undo_redo(tree, lambda: tree.move_memories([mid], group.id))
    assert tree.store.get_memory(mid).group_id == group.id
    assert tree.store.get_memory(mid).placed_by_user
    check_undo_redo(tree, lambda: tree.move_memories([mid], None))
    assert tree.store.get_memory(mid).group_id is None


def test_ai_may_not_move_what_the_user_placed(tree: MemoryTree) -> None:
    mid = add(tree)
    a, b = tree.add_group("A"), tree.add_group("B")
    tree.move_memories([mid], a.id, Origin.USER)
    with pytest.raises(TreeError, match="placed by the user"):
        tree.move_memories([mid], b.id, Origin.AI)
    assert tree.store.get_memory(mid).group_id == a.id


def test_create_rename_and_nest_groups(tree: MemoryTree) -> None:
    check_undo_redo(tree, lambda: tree.add_group("Career", summary="jobs"))
    career = tree.store.groups()[0]
    check_undo_redo(tree, lambda: tree.rename_group(career.id, "  Career   plans "))
    assert tree.store.get_group(career.id).name == "Career plans"
    child = tree.add_group("Resume")
    check_undo_redo(tree, lambda: tree.nest_group(child.id, career.id))
    assert tree.store.get_group(child.id).parent_id == career.id
    check_undo_redo(tree, lambda: tree.nest_group(child.id, None))


def test_nesting_refuses_cycles_and_unknown_parents(tree: MemoryTree) -> None:
    top = tree.add_group("top")
    mid = tree.add_group("mid", parent_id=top.id)
    low = tree.add_group("low", parent_id=mid.id)
    before = state(tree)
    with pytest.raises(TreeError):
        tree.nest_group(top.id, low.id)
    with pytest.raises(TreeError):
        tree.nest_group(top.id, top.id)
    with pytest.raises(NotFoundError):
        tree.nest_group(top.id, 999)
    assert state(tree) == before


def test_delete_group_moves_members_and_children_up(tree: MemoryTree) -> None:
    parent = tree.add_group("parent")
    doomed = tree.add_group("doomed", parent_id=parent.id)
    child = tree.add_group("child", parent_id=doomed.id)
    mid = add(tree)
    tree.move_memories([mid], doomed.id)
    other = add(tree, "other")
    tree.link((NodeKind.GROUP, doomed.id), (NodeKind.MEMORY, other))
    _, after = check_undo_redo(tree, lambda: tree.delete_group(doomed.id))
    assert tree.store.get_memory(mid).group_id == parent.id
    assert tree.store.get_group(child.id).parent_id == parent.id
    assert after["links"] == []


def test_merge_groups_moves_members_children_and_links(tree: MemoryTree) -> None:
    source, target = tree.add_group("source"), tree.add_group("target")
    kid = tree.add_group("kid", parent_id=source.id)
    mid = add(tree)
    tree.move_memories([mid], source.id)
    other = add(tree, "other")
    link = tree.link((NodeKind.MEMORY, other), (NodeKind.GROUP, source.id))
    check_undo_redo(tree, lambda: tree.merge_groups(source.id, target.id))
    assert tree.store.get_memory(mid).group_id == target.id
    assert tree.store.get_group(kid.id).parent_id == target.id
    assert next(x for x in tree.store.links() if x.id == link.id).dst_id == target.id
    with pytest.raises(NotFoundError):
        tree.store.get_group(source.id)


def test_merge_refuses_self_and_ancestor(tree: MemoryTree) -> None:
    outer = tree.add_group("outer")
    inner = tree.add_group("inner", parent_id=outer.id)
    with pytest.raises(TreeError):
        tree.merge_groups(outer.id, outer.id)
    with pytest.raises(TreeError):
        tree.merge_groups(outer.id, inner.id)


def test_group_selection_is_one_undo_step(tree: MemoryTree) -> None:
    home = tree.add_group("home")
    ids = [add(tree, "a"), add(tree, "b")]
    tree.move_memories(ids, home.id)
    sub = tree.add_group("sub", parent_id=home.id)
    steps = len(tree.undo_stack)
    _, after = check_undo_redo(tree, lambda: tree.group(ids, "Pair", group_ids=[sub.id]))
    assert len(tree.undo_stack) == steps + 1
    new = next(b for b in tree.store.groups() if b.name == "Pair")
    assert new.parent_id == home.id, "the group stays where its selection was"
    assert {m.group_id for m in tree.store.memories()} == {new.id}
    assert tree.store.get_group(sub.id).parent_id == new.id
    assert len(after["groups"]) == 3


def test_link_and_unlink(tree: MemoryTree) -> None:
    a, b = add(tree, "a"), add(tree, "b")
    group = tree.add_group("g")
    check_undo_redo(tree, lambda: tree.link((NodeKind.MEMORY, a), (NodeKind.GROUP, group.id), "feeds"))
    link = tree.store.links()[0]
    assert (link.label, link.dst_kind) == ("feeds", NodeKind.GROUP)
    check_undo_redo(tree, lambda: tree.unlink(link.id))
    with pytest.raises(TreeError):
        tree.link((NodeKind.MEMORY, a), (NodeKind.MEMORY, a))
    with pytest.raises(NotFoundError):
        tree.link((NodeKind.MEMORY, a), (NodeKind.MEMORY, 999))
    assert b


def test_events_say_what_changed_and_who(tree: MemoryTree) -> None:
    seen: list[ChangeEvent] = []
    tree.bus.subscribe(seen.extend)
    mid = add(tree)
    group = tree.add_group("b", origin=Origin.AI)
    tree.move_memories([mid], group.id)
    assert seen[0] == ChangeEvent(Entity.MEMORY, Action.ADDED, (mid,), Origin.USER)
    assert seen[1].entity is Entity.GROUP and seen[1].origin is Origin.AI
    assert seen[2].entity is Entity.MEMORY and "group_id" in seen[2].fields
    seen.clear()
    tree.undo()
    assert seen and seen[0].action is Action.CHANGED


def test_macro_rolls_back_everything_on_failure(tree: MemoryTree) -> None:
    before = state(tree)
    depth = len(tree.undo_stack)
    with pytest.raises(TreeError), tree.macro("plan", Origin.AI):
        tree.add_group("half-done", origin=Origin.AI)
        raise TreeError("plan step failed")
    assert state(tree) == before
    assert len(tree.undo_stack) == depth


def test_undo_of_a_row_changed_elsewhere_reports_and_drops_the_step(tree: MemoryTree) -> None:
    mid = add(tree)
    tree.edit_memory(mid, title="x")
    tree.store.delete_row("memories", mid)  # another process deleted it
    with pytest.raises(TreeError, match="Cannot undo"):
        tree.undo()


def test_bad_input_is_refused_and_changes_nothing(tree: MemoryTree) -> None:
    before = state(tree)
    with pytest.raises(InvalidInputError):
        tree.add_memory(SourceType.SNIPPET, text="   ")
    with pytest.raises(InvalidInputError):
        tree.add_memory(SourceType.SNIPPET, image=b"")
    with pytest.raises(InvalidInputError):
        tree.add_memory(SourceType.SNIPPET, image=b"\x89PNG\r\n\x1a\nnot really")
    with pytest.raises(InvalidInputError):
        tree.add_group("   ")
    with pytest.raises(InvalidInputError):
        tree.edit_memory(1, source="chat")  # what kind of capture it was is not editable
    assert state(tree) == before
    assert list(tree.store.images_dir.iterdir()) == []


def test_text_is_cleaned_nul_bytes_invalid_utf8_and_oversize(tree: MemoryTree) -> None:
    from contexty_qt.core.sanitize import MAX_TEXT_CHARS

    nul = tree.store.get_memory(add(tree, "a\x00b"))
    assert nul.text == "ab"
    broken = tree.add_memory(SourceType.SNIPPET, text=b"caf\xe9 \xff ok")
    assert broken.text == "caf\ufffd \ufffd ok"
    escaped = tree.add_memory(SourceType.SNIPPET, text="x\udcff y")  # how argv carries undecodable bytes
    assert escaped.text == "x\ufffd y"
    huge = tree.add_memory(SourceType.SNIPPET, text="z" * (20 * 1024 * 1024))
    assert len(huge.text) < MAX_TEXT_CHARS + 100
    assert huge.text.endswith("characters omitted]")
    rtl = tree.add_memory(SourceType.SNIPPET, text="שלום 👋🏽 مرحبا")
    assert rtl.text == "שלום 👋🏽 مرحبا"
    sql = tree.add_memory(SourceType.SNIPPET, text="'); DROP TABLE memories; --")
    assert tree.store.get_memory(sql.id).text == "'); DROP TABLE memories; --"


def test_groups_nest_at_most_max_group_depth_deep(services: Any) -> None:
    from contexty_qt.core.model import MAX_GROUP_DEPTH

    tree = services.tree
    chain = [tree.add_group("level 1")]
    for level in range(2, MAX_GROUP_DEPTH + 1):
        chain.append(tree.add_group(f"level {level}", parent_id=chain[-1].id))
    with pytest.raises(TreeError, match=f"at most {MAX_GROUP_DEPTH} deep"):
        tree.add_group("one too deep", parent_id=chain[-1].id)
    pair = tree.add_group("pair")
    tree.add_group("pair child", parent_id=pair.id)
    with pytest.raises(TreeError, match="at most"):
        tree.nest_group(pair.id, chain[-2].id)  # 99 above + 2 levels of its own = 101
    tree.nest_group(pair.id, chain[-3].id)  # 98 + 2 = 100 fits
