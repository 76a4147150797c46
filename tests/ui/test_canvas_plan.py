"""“Prompt with AI”: the instruction box, the plan previewed on the canvas, Apply as one undo step."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QApplication

from contexty_qt.core.llm.schemas import RegroupPlan
from contexty_qt.core.model import NodeKind
from contexty_qt.ui.canvas.plan_preview import (
    CreateGroup,
    LinkNodes,
    MergeGroups,
    MoveMemories,
    NestGroup,
    Plan,
    PlanRequest,
    PromptDialog,
    RenameGroup,
    plan_from_schema,
    validate,
)

if TYPE_CHECKING:
    from tests.ui.canvas_support import Harness

pytest_plugins = ["tests.ui.canvas_support"]
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def by_project(c: Harness) -> Plan:
    return Plan("Group the grant cards by aim", (
        CreateGroup("new1", "Aims", c.ids["grant"]),
        MoveMemories((c.ids["m_aims"], c.ids["m_budget"]), "new1"),
        RenameGroup(c.ids["trip"], "ICML trip"),
        LinkNodes((NodeKind.MEMORY, c.ids["m_budget"]), (NodeKind.GROUP, c.ids["trip"]), "pays for"),
    ))


def test_prompt_preview_apply_and_undo(canvas: Harness) -> None:
    c = canvas
    asked: list[PlanRequest] = []

    def planner(request: PlanRequest) -> Plan:
        asked.append(request)
        return by_project(c)

    c.panel.set_planner(planner)
    c.scene.select_nodes([c.ids["m_aims"], c.ids["m_budget"]])
    dialog = c.panel.plans.open_prompt([c.ids["m_aims"], c.ids["m_budget"]], [], c.panel)
    assert isinstance(dialog, PromptDialog) and not dialog.send.isEnabled()
    dialog.instruction.setPlainText("group these by project")
    assert dialog.send.isEnabled()
    dialog.send.click()
    c.qtbot.waitUntil(lambda: c.panel.plans.plan is not None, timeout=5000)
    assert asked == [PlanRequest("group these by project", (c.ids["m_aims"], c.ids["m_budget"]), (), 1)]
    # previewed, nothing changed yet
    panel = c.panel.plan_panel
    assert panel.isVisible() and panel.apply.isEnabled()
    steps = [panel.steps.item(i).text() for i in range(panel.steps.count())]
    link = f"Link memory {c.ids['m_budget']} → group {c.ids['trip']} (“pays for”)"
    assert steps == ["Create group “Aims” inside “Grant proposal”", "Move 2 cards to new group “Aims”",
                     "Rename “Trip” to “ICML trip”", link]
    assert c.card("m_aims").plan_note == "→ new “Aims”"
    assert c.frame("trip").plan_note == "rename → “ICML trip”"
    assert c.memory("m_aims").group_id == c.ids["grant"]
    depth = len(c.tree.undo_stack)
    panel.apply.click()
    c.settle()
    aims = next(b for b in c.core.store.groups() if b.name == "Aims")
    assert aims.parent_id == c.ids["grant"]
    assert c.memory("m_aims").group_id == aims.id and c.memory("m_budget").group_id == aims.id
    assert c.tree_group("trip").name == "ICML trip"
    assert len(c.core.store.links()) == 1
    assert len(c.tree.undo_stack) == depth + 1
    assert not panel.isVisible() and c.card("m_aims").plan_note == ""
    c.tree.undo()
    c.settle()
    assert c.memory("m_aims").group_id == c.ids["grant"] and c.tree_group("trip").name == "Trip"
    assert all(b.name != "Aims" for b in c.core.store.groups()) and not c.core.store.links()


def test_discard_leaves_the_tree_alone(canvas: Harness) -> None:
    c = canvas
    c.panel.plans.show_plan(by_project(c))
    assert c.card("m_budget").plan_note
    c.panel.plan_panel.discard.click()
    assert c.panel.plans.plan is None and not c.card("m_budget").plan_note
    assert c.memory("m_budget").group_id == c.ids["grant"]


def test_invalid_plan_cannot_be_applied(canvas: Harness) -> None:
    c = canvas
    plan = Plan("bad", (MoveMemories((999,), "ghost"), NestGroup(c.ids["grant"], c.ids["reviews"]),
                        MergeGroups(c.ids["trip"], c.ids["trip"])))
    problems = validate(plan, set(c.scene.mirror.memories), c.scene.mirror.groups)
    assert problems == ["Move: no memories [999].", "Move: the new group “ghost” is used before it is created.",
                        f"Nest: group {c.ids['grant']} cannot go inside itself.",
                        f"Merge: groups {c.ids['trip']} and {c.ids['trip']} cannot be merged."]
    c.panel.plans.show_plan(plan)
    assert not c.panel.plan_panel.apply.isEnabled()
    assert c.panel.plan_panel.problems.isVisible()
    assert not c.panel.plans.apply()


def test_planner_failure_is_shown(canvas: Harness) -> None:
    c = canvas

    def planner(request: PlanRequest) -> Plan:
        raise RuntimeError("model server unreachable")

    c.panel.set_planner(planner)
    c.panel.plans.request(PlanRequest("tidy up", (c.ids["m_aims"],), ()))
    c.qtbot.waitUntil(lambda: "could not make a plan" in c.panel.plan_panel.title.text(), timeout=5000)
    assert "model server unreachable" in c.panel.plan_panel.title.text()
    assert not c.panel.plan_panel.apply.isEnabled()


def test_without_a_planner_the_box_says_so(canvas: Harness) -> None:
    c = canvas
    dialog = c.panel.plans.open_prompt([c.ids["m_aims"]], [], c.panel)
    assert dialog.note.isVisibleTo(dialog) and "not connected" in dialog.note.text()
    dialog.instruction.setPlainText("group these")
    assert not dialog.send.isEnabled()
    dialog.reject()
    QApplication.processEvents()


def test_plan_from_the_models_schema() -> None:
    answer = RegroupPlan.model_validate({"summary": "by project", "operations": [
        {"op": "create_group", "ref": "n1", "name": "Aims", "parent": None},
        {"op": "move", "memory_ids": [1, 2], "to": "n1"},
        {"op": "rename", "group_id": 3, "name": "X"},
        {"op": "merge", "source": 4, "target": 5},
        {"op": "nest", "group_id": 6, "parent": 7},
        {"op": "link", "src": "m1", "dst": "b5", "label": "see"},
    ]})
    plan = plan_from_schema(answer)
    assert plan.operations == (CreateGroup("n1", "Aims", None), MoveMemories((1, 2), "n1"), RenameGroup(3, "X"),
                               MergeGroups(4, 5), NestGroup(6, 7),
                               LinkNodes((NodeKind.MEMORY, 1), (NodeKind.GROUP, 5), "see"))
