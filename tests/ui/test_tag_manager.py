"""The tag manager dialog (issue 17): tags with counts, a merge through the dialog undone with Ctrl+Z's undo,
ontology edits, errors shown in the dialog."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from contexty_qt.core.model import SourceType
from contexty_qt.core.ontology import Ontology
from contexty_qt.core.services import CoreServices
from contexty_qt.core.tags import TagManager
from contexty_qt.ui.bridge import EventBridge, TaskRunner
from contexty_qt.ui.tags.manager import TagManagerDialog

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")


class Answers:
    def __init__(self) -> None:
        self.text: list[str | None] = []
        self.item: list[str | None] = []
        self.confirm: list[bool] = []


@pytest.fixture
def rig(qtbot: Any, core: CoreServices) -> Iterator[tuple[TagManagerDialog, Answers, CoreServices]]:
    tree = core.tree
    for text, tags in (("ThinkPad X1 review", ["laptop", "reviews"]), ("MacBook Air price", ["notebook-pc", "price"]),
                       ("Framework laptop", ["laptop"]), ("Flights to Lisbon", ["flight"])):
        tree.add_memory(SourceType.SNIPPET, text=text, tags=tags)
    runner = TaskRunner()
    bridge = EventBridge(core.bus, tree.undo_stack)
    answers = Answers()
    dialog = TagManagerDialog(TagManager(tree), runner, ask_text=lambda *_: answers.text.pop(0),
                              ask_item=lambda *_: answers.item.pop(0), confirm=lambda *_: answers.confirm.pop(0))
    bridge.changed.connect(dialog.on_changes)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.loaded, timeout=5000):
        dialog.reload()
    yield dialog, answers, core
    dialog.close()
    runner.shutdown()


def rows(dialog: TagManagerDialog) -> dict[str, tuple[str, str]]:
    return {i.text(0): (i.text(1), i.text(2)) for i in dialog._items(dialog.tags)}


def test_tags_are_listed_with_counts_and_their_place_in_the_ontology(rig: Any) -> None:
    dialog, _answers, _core = rig
    shown = rows(dialog)
    assert shown["laptop"] == ("2", "shopping › electronics › laptop")
    assert shown["notebook-pc"] == ("1", "—")
    assert dialog._items(dialog.tags)[0].text(0) == "laptop"  # most used first
    categories = [i.text(0) for i in dialog._items(dialog.tree)]
    assert "career" in categories and "shopping" in categories


def test_a_merge_in_the_dialog_is_one_step_and_undo_brings_the_tags_back(qtbot: Any, rig: Any) -> None:
    dialog, answers, core = rig
    dialog.select_tags(["notebook-pc"])
    answers.item.append("laptop")
    dialog.merge_button.click()
    qtbot.waitUntil(lambda: "notebook-pc" not in rows(dialog), timeout=5000)
    assert "notebook-pc" not in rows(dialog) and rows(dialog)["laptop"][0] == "3"
    assert core.tree.undo_stack.undo_text == "Merge “notebook-pc” into “laptop”"
    core.tree.undo()  # the dialog follows the undo's change events
    qtbot.waitUntil(lambda: "notebook-pc" in rows(dialog), timeout=5000)
    assert rows(dialog)["notebook-pc"][0] == "1" and rows(dialog)["laptop"][0] == "2"
    assert sorted(m.tags[0] for m in core.store.memories()) == ["flight", "laptop", "laptop", "notebook-pc"]


def test_enter_in_the_filter_selects_the_first_match(rig: Any) -> None:
    dialog, _answers, _core = rig
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.keyClicks(dialog.filter, "note")
    QTest.keyClick(dialog.filter, Qt.Key.Key_Return)
    assert dialog.selected_tags() == ["notebook-pc"] and dialog.merge_button.isEnabled()


def test_rename_refused_when_the_name_exists_says_so(qtbot: Any, rig: Any) -> None:
    dialog, answers, _core = rig
    dialog.select_tags(["laptop"])
    answers.text.append("price")
    dialog.rename_button.click()
    qtbot.waitUntil(lambda: "merge" in dialog.status.text(), timeout=5000)
    assert rows(dialog)["laptop"][0] == "2"


def test_ontology_add_keywords_and_remove(qtbot: Any, rig: Any) -> None:
    dialog, answers, core = rig
    dialog.select_node("electronics")
    answers.text.append("Tablet")
    dialog.add_button.click()
    onto = Ontology(core.store)
    qtbot.waitUntil(lambda: any(n.name == "tablet" for n in dialog.nodes), timeout=5000)
    assert onto.path("tablet") == ["shopping", "electronics", "tablet"]
    dialog.select_node("tablet")
    answers.text.append("ipad, galaxy tab")
    dialog.keywords_button.click()
    qtbot.waitUntil(lambda: any(n.keywords == ("ipad", "galaxy-tab") for n in dialog.nodes), timeout=5000)
    assert onto.require("tablet").keywords == ("ipad", "galaxy-tab")
    assert onto.match("Which iPad should I buy")[0] == "tablet"  # the analyzer follows at once
    dialog.select_tags(["flight"])
    answers.confirm.append(True)
    dialog.delete_button.click()
    qtbot.waitUntil(lambda: "flight" not in rows(dialog), timeout=5000)  # (a reload for an earlier edit may come first)
    assert onto.get("flight") is None
