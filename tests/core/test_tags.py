"""The tag manager (issue 17): counts, rename / merge / delete across memories and ontology edits, each one
undoable step, and the analyzer following the edited ontology."""

from __future__ import annotations

from pathlib import Path

import pytest

from contexty_qt.core.commands import UndoStack
from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.events import ChangeEvent, Entity, EventBus
from contexty_qt.core.llm.offline import AnalysisInput, analyze_offline
from contexty_qt.core.model import SourceType
from contexty_qt.core.ontology import Ontology
from contexty_qt.core.store import Store
from contexty_qt.core.tags import TagManager
from contexty_qt.core.tree import MemoryTree


@pytest.fixture
def tree(tmp_path: Path) -> MemoryTree:
    return MemoryTree(Store(tmp_path / "data"), EventBus(), UndoStack())


@pytest.fixture
def tags(tree: MemoryTree) -> TagManager:
    return TagManager(tree)


def add(tree: MemoryTree, text: str, *tags: str) -> int:
    return tree.add_memory(SourceType.SNIPPET, text=text, tags=list(tags)).id


def tags_of(tree: MemoryTree, memory_id: int) -> list[str]:
    return tree.store.get_memory(memory_id).tags


def test_counts_list_every_tag_most_used_first(tree: MemoryTree, tags: TagManager) -> None:
    add(tree, "a", "laptop", "price")
    add(tree, "b", "laptop", "my-own")
    counts = {t.name: t for t in tags.counts()}
    assert counts["laptop"].count == 2 and counts["laptop"].node is not None  # an ontology tag
    assert counts["my-own"].count == 1 and counts["my-own"].node is None  # a free tag
    assert counts["thesis"].count == 0  # in the ontology, on no card yet
    assert tags.counts()[0].name == "laptop"


def test_merge_across_memories_is_one_step_and_undo_restores_everything(tree: MemoryTree,
                                                                        tags: TagManager) -> None:
    a, b, c = add(tree, "a", "laptop", "notebook-pc"), add(tree, "b", "notebook-pc"), add(tree, "c", "price")
    seen: list[ChangeEvent] = []
    tree.bus.subscribe(seen.extend)
    steps = len(tree.undo_stack)
    tags.merge(["notebook-pc"], "laptop")
    assert len(tree.undo_stack) == steps + 1
    assert (tags_of(tree, a), tags_of(tree, b), tags_of(tree, c)) == (["laptop"], ["laptop"], ["price"])
    assert any(e.entity is Entity.MEMORY and "tags" in e.fields for e in seen)
    assert tree.undo() == "Merge “notebook-pc” into “laptop”"
    assert (tags_of(tree, a), tags_of(tree, b)) == (["laptop", "notebook-pc"], ["notebook-pc"])
    tree.redo()
    assert tags_of(tree, b) == ["laptop"]


def test_merged_ontology_tags_become_keywords_and_the_analyzer_maps_them(tree: MemoryTree,
                                                                         tags: TagManager) -> None:
    onto = Ontology(tree.store)
    add(tree, "x", "hotel", "flight")
    tags.merge(["hotel"], "flight")
    assert onto.get("hotel") is None
    assert "hotel" in onto.require("flight").keywords
    assert onto.resolve(["hotel"]) == ["flight"]  # a model's "hotel" lands on the merged tag
    tree.undo()
    assert onto.get("hotel") is not None and "hotel" not in onto.require("flight").keywords


def test_rename_follows_into_the_ontology_and_the_offline_analyzer(tree: MemoryTree, tags: TagManager) -> None:
    onto = Ontology(tree.store)
    a = add(tree, "resume draft", "resume")
    assert tags.rename("resume", "CV-Docs") == "cv-docs"
    assert tags_of(tree, a) == ["cv-docs"]
    assert onto.path("cv-docs") == ["career", "jobsearch", "cv-docs"]
    result = analyze_offline(AnalysisInput(source=SourceType.SNIPPET, text="Updated my curriculum for the job"),
                             onto)
    assert "cv-docs" in result.tags and "resume" not in result.tags
    with pytest.raises(InvalidInputError, match="merge"):
        tags.rename("cv-docs", "interview")
    tree.undo()
    assert tags_of(tree, a) == ["resume"] and onto.get("resume") is not None


def test_delete_removes_from_cards_and_ontology_children_move_up(tree: MemoryTree, tags: TagManager) -> None:
    onto = Ontology(tree.store)
    a = add(tree, "x", "travel", "flight")
    tags.delete("travel")
    assert tags_of(tree, a) == ["flight"]
    assert onto.get("travel") is None and onto.path("flight") == ["planning", "flight"]
    tree.undo()
    assert tags_of(tree, a) == ["travel", "flight"] and onto.path("flight") == ["planning", "travel", "flight"]


def test_ontology_edits_are_undoable_and_checked(tree: MemoryTree, tags: TagManager) -> None:
    onto = Ontology(tree.store)
    node = tags.add_node("Sailing", "health", ["boat", "regatta"])
    assert onto.path("sailing") == ["health", "sailing"] and node.keywords == ("boat", "regatta")
    assert onto.match("Regatta on Sunday")[:1] == ["sailing"]  # the analyzer's keywords follow at once
    tags.set_keywords("sailing", ["dinghy"])
    assert onto.match("Regatta on Sunday") == []
    tags.move_node("sailing", "fitness")
    assert onto.path("sailing") == ["health", "fitness", "sailing"]
    with pytest.raises(InvalidInputError, match="three levels"):
        tags.add_node("racing", "sailing")
    with pytest.raises(InvalidInputError, match="itself"):
        tags.move_node("health", "sailing")
    for _ in range(3):
        tree.undo()
    assert onto.get("sailing") is None
