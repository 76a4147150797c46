"""Undo follows the user (issue 17): Ctrl+Z takes the user's latest step even when AI steps landed since,
AI steps keep the user's redo history, and each AI step is undoable from its own entry."""

from __future__ import annotations

from pathlib import Path

import pytest

from contexty_qt.core.commands import UndoConflict, UndoStack
from contexty_qt.core.events import EventBus
from contexty_qt.core.model import Origin, SourceType
from contexty_qt.core.store import Store
from contexty_qt.core.tree import MemoryTree


@pytest.fixture
def tree(tmp_path: Path) -> MemoryTree:
    return MemoryTree(Store(tmp_path / "data"), EventBus(), UndoStack())


def add(tree: MemoryTree, text: str) -> int:
    return tree.add_memory(SourceType.SNIPPET, text=text).id


def test_ctrl_z_undoes_the_users_move_not_the_ai_step_that_landed_after_it(tree: MemoryTree) -> None:
    a, b = add(tree, "grant budget"), add(tree, "laptop review")
    group = tree.add_group("Grant")
    tree.move_memories([a], group.id)  # the user's last step
    tree.refine_memory(b, title="ThinkPad review")  # an AI step on another card, in the background
    assert tree.undo_stack.undo_text == "Move 1 memory to “Grant”"
    assert tree.undo() == "Move 1 memory to “Grant”"
    assert tree.store.get_memory(a).group_id is None
    assert tree.store.get_memory(b).title == "ThinkPad review"  # the AI's step stays
    assert [s.text for s in tree.undo_stack.ai_steps()] == ["Refine “laptop review”"]


def test_an_ai_step_does_not_clear_the_users_redo(tree: MemoryTree) -> None:
    a, b = add(tree, "one"), add(tree, "two")
    tree.edit_memory(a, title="mine")
    tree.undo()
    tree.refine_memory(b, title="AI title")
    assert tree.undo_stack.redo_text == "Edit “one”"
    assert tree.redo() == "Edit “one”"
    assert tree.store.get_memory(a).title == "mine"
    tree.edit_memory(b, memo="a user step")  # a user step does end the redo history
    tree.undo()
    tree.edit_memory(a, memo="another user step")
    assert tree.undo_stack.redo_text is None


def test_undoing_a_capture_takes_the_ai_analysis_built_on_it_along(tree: MemoryTree) -> None:
    mid = add(tree, "quarterly funding")
    tree.refine_memory(mid, title="Funding", tags=["funding"])
    text = tree.undo()
    assert text is not None and text.startswith("Add snippet") and "1 later AI step" in text
    assert tree.store.memories() == []
    assert tree.redo() is not None
    assert tree.store.get_memory(mid).title == "Funding"  # redo replays the AI step too


def test_ai_step_undone_from_its_entry_restores_previous_values(tree: MemoryTree) -> None:
    mid = add(tree, "note")
    tree.edit_memory(mid, title="mine", summary="my words")
    tree.refine_memory(mid, summary="AI words")
    memory = tree.store.get_memory(mid)
    assert memory.updated and memory.previous == {"summary": "my words"}
    (step,) = tree.undo_stack.steps_touching("memories", mid)
    tree.undo_step(step)
    memory = tree.store.get_memory(mid)
    assert (memory.summary, memory.updated, memory.previous) == ("my words", False, None)
    assert tree.undo_stack.undo_text == "Edit “note”"  # the user's own step is still there
    assert tree.undo_stack.ai_undone() == [step]


def test_an_ai_step_the_user_built_on_is_not_undone_behind_their_back(tree: MemoryTree) -> None:
    mid = add(tree, "note")
    tree.refine_memory(mid, title="AI title")
    tree.edit_memory(mid, title="my title")
    (step,) = tree.undo_stack.ai_steps()
    with pytest.raises(UndoConflict, match="undo “Edit"):
        tree.undo_step(step)
    assert tree.store.get_memory(mid).title == "my title"
    assert tree.undo_stack.ai_steps() == [step]  # still there, nothing dropped


def test_ai_steps_on_other_columns_of_the_same_card_are_independent(tree: MemoryTree) -> None:
    mid = add(tree, "note")
    tree.edit_memory(mid, memo="my memo")
    tree.refine_memory(mid, title="AI title")  # raises the badge: "updated" is bookkeeping, not a conflict
    assert tree.undo() == "Edit “note”"
    memory = tree.store.get_memory(mid)
    assert (memory.memo, memory.title) == ("", "AI title")


def test_import_counts_as_a_user_step(tree: MemoryTree) -> None:
    tree.add_memory(SourceType.SNIPPET, text="imported", origin=Origin.IMPORT)
    assert tree.undo_stack.undo_text == "Import: Add snippet “imported”"
