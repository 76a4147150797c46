"""“Prompt with AI” (MEM-6): an instruction box, the AI's plan previewed on the canvas, one-step Apply.

The plan comes from a `Planner`: a callable run on a worker thread that turns the instruction and
the selection into a validated `Plan`. This module defines that small interface; the AI pipeline's
regroup step provides the real planner (`plan_from_schema` converts its pydantic RegroupPlan).
The plan is checked again against the current tree before preview and before Apply, and applied
as one MemoryTree macro, so one Ctrl+Z takes all of it back.
"""

from __future__ import annotations

import contextlib
import html
import logging
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from contexty_qt.core.errors import ContextyError
from contexty_qt.core.model import Group, NodeKind, Origin
from contexty_qt.core.tree import MemoryTree
from contexty_qt.ui.bridge import Latest, TaskRunner
from contexty_qt.ui.canvas.mirror import TreeMirror

log = logging.getLogger("contexty.ui.canvas.plan")

Target = int | str | None  # an existing group id, a ref of a group the plan creates, or None


@dataclass(frozen=True)
class CreateGroup:
    ref: str
    name: str
    parent: Target = None


@dataclass(frozen=True)
class MoveMemories:
    memory_ids: tuple[int, ...]
    to: Target = None


@dataclass(frozen=True)
class RenameGroup:
    group_id: int
    name: str


@dataclass(frozen=True)
class MergeGroups:
    source: int
    target: int


@dataclass(frozen=True)
class NestGroup:
    group_id: int
    parent: Target = None


@dataclass(frozen=True)
class LinkNodes:
    src: tuple[NodeKind, int]
    dst: tuple[NodeKind, int]
    label: str = ""


PlanOp = CreateGroup | MoveMemories | RenameGroup | MergeGroups | NestGroup | LinkNodes


@dataclass(frozen=True)
class Plan:
    summary: str
    operations: tuple[PlanOp, ...]
    warnings: tuple[str, ...] = ()  # what the planner left out, in words
    descriptions: tuple[str, ...] = ()  # the planner's own wording of each step (else ours)
    source: Any = None  # the planner's own plan object, for an applier that takes it back


@dataclass(frozen=True)
class PlanRequest:
    instruction: str
    memory_ids: tuple[int, ...]
    group_ids: tuple[int, ...]
    workspace_id: int | None = None


Planner = Callable[[PlanRequest], Plan]  # runs on a worker thread; may raise ContextyError
Applier = Callable[[Plan], None]  # runs on the GUI thread: one MemoryTree macro; may raise ContextyError


def regrouper_planner(regrouper: Any) -> tuple[Planner, Applier]:
    """Planner and applier over the AI pipeline's Regrouper (core/pipeline/regroup.py):
    `propose(memory_ids, group_ids, instruction, workspace_id=)` -> RegroupPreview, and
    `apply(preview)`, which re-checks the plan and runs it as one undoable AI step.
    `regrouper` may also be a factory, called once, on the worker thread of the first request
    (building one can load the embedding index)."""
    made: list[Any] = [] if not hasattr(regrouper, "propose") else [regrouper]
    lock = threading.Lock()

    def get() -> Any:
        with lock:
            if not made:
                made.append(regrouper())
            return made[0]

    def plan(request: PlanRequest) -> Plan:
        preview = get().propose(list(request.memory_ids), list(request.group_ids), request.instruction,
                                workspace_id=request.workspace_id)
        return plan_from_preview(preview)

    def apply(chosen: Plan) -> None:
        regrouper = get()
        stack = getattr(getattr(regrouper, "tree", None), "undo_stack", None)
        with stack.approved() if stack is not None else contextlib.nullcontext():  # the user applied it
            regrouper.apply(chosen.source)

    return plan, apply


def plan_from_preview(preview: Any) -> Plan:
    """Convert a RegroupPreview (operations with .kind, .description and their fields)."""
    ops: list[PlanOp] = []
    for op in preview.operations:
        if op.kind == "create_group":
            ops.append(CreateGroup(op.ref, op.name, op.target))
        elif op.kind == "move":
            ops.append(MoveMemories(tuple(op.memory_ids), op.target))
        elif op.kind == "rename":
            ops.append(RenameGroup(op.group_id, op.name))
        elif op.kind == "merge":
            ops.append(MergeGroups(op.group_id, op.target))
        elif op.kind == "nest":
            ops.append(NestGroup(op.group_id, op.target))
        elif op.kind == "link":
            ops.append(LinkNodes(op.src, op.dst, op.label))
    return Plan(preview.summary, tuple(ops), tuple(preview.warnings),
                tuple(op.description for op in preview.operations), preview)


def plan_from_schema(answer: Any) -> Plan:
    """Convert core.llm.schemas.RegroupPlan (the model's validated answer) into a Plan."""
    ops: list[PlanOp] = []
    for op in answer.operations:
        kind = op.op
        if kind == "create_group":
            ops.append(CreateGroup(op.ref, op.name, op.parent))
        elif kind == "move":
            ops.append(MoveMemories(tuple(op.memory_ids), op.to))
        elif kind == "rename":
            ops.append(RenameGroup(op.group_id, op.name))
        elif kind == "merge":
            ops.append(MergeGroups(op.source, op.target))
        elif kind == "nest":
            ops.append(NestGroup(op.group_id, op.parent))
        elif kind == "link":
            ops.append(LinkNodes(_node(op.src), _node(op.dst), op.label))
    return Plan(answer.summary, tuple(ops))


def _node(ref: str) -> tuple[NodeKind, int]:
    return (NodeKind.MEMORY if ref[0] == "m" else NodeKind.GROUP), int(ref[1:])


def validate(plan: Plan, memory_ids: set[int], groups: Mapping[int, Group]) -> list[str]:
    """Problems that would make the plan fail or surprise: unknown ids, refs used before they are
    created, groups nested inside themselves. Empty when the plan can be applied as it is."""
    problems: list[str] = []
    refs: set[str] = set()
    parent = {b.id: b.parent_id for b in groups.values()}
    merged: set[int] = set()

    def target_ok(target: Target, what: str) -> bool:
        if target is None:
            return True
        if isinstance(target, str):
            if target in refs:
                return True
            problems.append(f"{what}: the new group “{target}” is used before it is created.")
            return False
        if target not in parent or target in merged:
            problems.append(f"{what}: there is no group {target}.")
            return False
        return True

    for op in plan.operations:
        if isinstance(op, CreateGroup):
            if op.ref in refs:
                problems.append(f"The new group “{op.ref}” is created twice.")
            target_ok(op.parent, f"New group “{op.name}”")
            refs.add(op.ref)
        elif isinstance(op, MoveMemories):
            unknown = [i for i in op.memory_ids if i not in memory_ids]
            if unknown:
                problems.append(f"Move: no memories {unknown}.")
            target_ok(op.to, "Move")
        elif isinstance(op, RenameGroup):
            if op.group_id not in parent:
                problems.append(f"Rename: there is no group {op.group_id}.")
        elif isinstance(op, MergeGroups):
            if op.source not in parent or op.target not in parent or op.source == op.target:
                problems.append(f"Merge: groups {op.source} and {op.target} cannot be merged.")
            elif op.target in _chain(op.source, parent) or op.source in _chain(op.target, parent):
                problems.append(f"Merge: group {op.source} and {op.target} contain each other.")
            else:
                merged.add(op.source)
        elif isinstance(op, NestGroup):
            if op.group_id not in parent:
                problems.append(f"Nest: there is no group {op.group_id}.")
            elif target_ok(op.parent, "Nest") and isinstance(op.parent, int):
                if op.group_id in _chain(op.parent, parent):
                    problems.append(f"Nest: group {op.group_id} cannot go inside itself.")
                else:
                    parent[op.group_id] = op.parent
        elif isinstance(op, LinkNodes):
            for kind, node_id in (op.src, op.dst):
                if (kind is NodeKind.MEMORY and node_id not in memory_ids) or (
                        kind is NodeKind.GROUP and node_id not in parent):
                    problems.append(f"Link: there is no {kind.value} {node_id}.")
    return problems


def _chain(group_id: int | None, parent: Mapping[int, int | None]) -> set[int]:
    out: set[int] = set()
    while group_id is not None and group_id not in out:
        out.add(group_id)
        group_id = parent.get(group_id)
    return out


def describe(op: PlanOp, names: Mapping[int, str], new_names: Mapping[str, str]) -> str:
    def group(target: Target) -> str:
        if target is None:
            return "no group"
        if isinstance(target, str):
            return f"new group “{new_names.get(target, target)}”"
        return f"“{names.get(target, target)}”"

    if isinstance(op, CreateGroup):
        inside = f" inside {group(op.parent)}" if op.parent is not None else ""
        return f"Create group “{op.name}”{inside}"
    if isinstance(op, MoveMemories):
        return f"Move {len(op.memory_ids)} card{'s' if len(op.memory_ids) != 1 else ''} to {group(op.to)}"
    if isinstance(op, RenameGroup):
        return f"Rename {group(op.group_id)} to “{op.name}”"
    if isinstance(op, MergeGroups):
        return f"Merge {group(op.source)} into {group(op.target)}"
    if isinstance(op, NestGroup):
        return f"Put {group(op.group_id)} inside {group(op.parent)}" if op.parent is not None else \
            f"Move {group(op.group_id)} to the top level"
    return f"Link {op.src[0].value} {op.src[1]} → {op.dst[0].value} {op.dst[1]}" + (
        f" (“{op.label}”)" if op.label else "")


def preview_notes(plan: Plan, names: Mapping[int, str]) -> tuple[dict[int, str], dict[int, str]]:
    """Short labels drawn over the affected cards and frames while the plan is previewed."""
    new_names = {op.ref: op.name for op in plan.operations if isinstance(op, CreateGroup)}

    def where(target: Target) -> str:
        if target is None:
            return "no group"
        if isinstance(target, str):
            return f"new “{new_names.get(target, target)}”"
        return f"“{names.get(target, target)}”"

    cards: dict[int, str] = {}
    frames: dict[int, str] = {}
    for op in plan.operations:
        if isinstance(op, MoveMemories):
            for memory_id in op.memory_ids:
                cards[memory_id] = f"→ {where(op.to)}"
        elif isinstance(op, RenameGroup):
            frames[op.group_id] = f"rename → “{op.name}”"
        elif isinstance(op, MergeGroups):
            frames[op.source] = f"merge into {where(op.target)}"
        elif isinstance(op, NestGroup):
            frames[op.group_id] = f"→ inside {where(op.parent)}" if op.parent is not None else "→ top level"
        elif isinstance(op, LinkNodes):
            for kind, node_id in (op.src, op.dst):
                if kind is NodeKind.MEMORY:
                    cards.setdefault(node_id, "new link")
                else:
                    frames.setdefault(node_id, "new link")
    return cards, frames


def apply_plan(tree: MemoryTree, plan: Plan) -> None:
    """All operations as one undo step. The user approved the plan, so moves pin placements."""
    created: dict[str, int] = {}

    def resolve(target: Target) -> int | None:
        if isinstance(target, str):
            return created[target]
        return target

    label = f"Apply AI plan: {plan.summary}" if plan.summary else "Apply AI plan"
    with tree.macro(label[:120], Origin.USER):
        for op in plan.operations:
            if isinstance(op, CreateGroup):
                created[op.ref] = tree.add_group(op.name, parent_id=resolve(op.parent)).id
            elif isinstance(op, MoveMemories):
                tree.move_memories(list(op.memory_ids), resolve(op.to))
            elif isinstance(op, RenameGroup):
                tree.rename_group(op.group_id, op.name)
            elif isinstance(op, MergeGroups):
                tree.merge_groups(op.source, op.target)
            elif isinstance(op, NestGroup):
                tree.nest_group(op.group_id, resolve(op.parent))
            elif isinstance(op, LinkNodes):
                tree.link(op.src, op.dst, op.label)


# ---- widgets ----------------------------------------------------------------------------------
class PromptDialog(QDialog):
    """The instruction box (Figure 3G)."""

    submitted = Signal(str)

    def __init__(self, what: str, available: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptWithAiDialog")
        self.setWindowTitle("Prompt with AI")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        layout = QVBoxLayout(self)
        intro = QLabel(f"Tell the AI how to reorganise the selected {what}. It proposes a plan; "
                       "you see it on the canvas and decide whether to apply it.", self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.instruction = QPlainTextEdit(self)
        self.instruction.setObjectName("promptInstruction")
        self.instruction.setPlaceholderText("e.g. group these by project")
        self.instruction.setFixedHeight(self.fontMetrics().lineSpacing() * 4)
        layout.addWidget(self.instruction)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setObjectName("promptNote")
        if not available:
            self.note.setText("AI reorganisation is not connected in this build yet: the planner arrives with the "
                              "AI pipeline. Nothing will be sent.")
        self.note.setVisible(not available)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(self)
        self.send = buttons.addButton("Propose plan", QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.send.setEnabled(False)
        self.instruction.textChanged.connect(
            lambda: self.send.setEnabled(available and bool(self.instruction.toPlainText().strip())))
        buttons.accepted.connect(self._submit)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(440, self.sizeHint().height())

    def _submit(self) -> None:
        text = self.instruction.toPlainText().strip()
        if text:
            self.submitted.emit(text)
            self.accept()


class PlanPreviewPanel(QFrame):
    """Floats over the canvas while a plan is previewed: what will happen, Apply or Discard."""

    apply_clicked = Signal()
    discard_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("planPreviewPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setObjectName("planTitle")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.steps = QListWidget(self)
        self.steps.setObjectName("planSteps")
        layout.addWidget(self.steps)
        self.problems = QLabel(self)
        self.problems.setObjectName("planProblems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #C62828;")
        layout.addWidget(self.problems)
        row = QHBoxLayout()
        row.addStretch(1)
        self.discard = QPushButton("Discard", self)
        self.apply = QPushButton("Apply", self)
        self.apply.setObjectName("planApply")
        self.apply.setDefault(True)
        self.discard.clicked.connect(self.discard_clicked.emit)
        self.apply.clicked.connect(self.apply_clicked.emit)
        row.addWidget(self.discard)
        row.addWidget(self.apply)
        layout.addLayout(row)
        self.setMaximumWidth(420)
        self.hide()

    def show_busy(self, instruction: str) -> None:
        self.title.setText(f"<b>Asking the AI…</b><br>“{html.escape(instruction)}”")
        self.steps.clear()
        self.steps.hide()
        self.problems.hide()
        self.apply.setEnabled(False)
        self.show()

    def show_plan(self, plan: Plan, steps: list[str], problems: list[str], notes: Sequence[str] = ()) -> None:
        summary = html.escape(plan.summary) if plan.summary else "The AI proposes:"
        self.title.setText(f"<b>AI proposal</b> (preview, nothing changed yet)<br>{summary}")
        self.steps.clear()
        self.steps.addItems(steps or ["The AI proposes no change."])
        self.steps.show()
        shown = [*problems, *notes]
        self.problems.setText("<br>".join(html.escape(p) for p in shown))
        self.problems.setVisible(bool(shown))
        self.apply.setEnabled(bool(plan.operations) and not problems)
        self.show()

    def show_error(self, message: str) -> None:
        self.title.setText(f"<b>The AI could not make a plan</b><br>{html.escape(message)}")
        self.steps.hide()
        self.problems.hide()
        self.apply.setEnabled(False)
        self.show()


class PlanController(QObject):
    """Prompt -> planner (worker thread) -> preview on the canvas -> Apply as one command."""

    status = Signal(str)
    previewing = Signal(bool)

    def __init__(self, tree: MemoryTree, mirror: TreeMirror, panel: PlanPreviewPanel, runner: TaskRunner | None,
                 set_notes: Callable[[dict[int, str], dict[int, str]], None], planner: Planner | None = None,
                 applier: Applier | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tree, self.mirror, self.panel, self.runner = tree, mirror, panel, runner
        self.planner = planner
        self.applier = applier
        self._set_notes = set_notes
        self.plan: Plan | None = None
        self._request: PlanRequest | None = None
        self._plans = Latest(runner) if runner is not None else None  # a new request supersedes the last
        panel.apply_clicked.connect(self.apply)
        panel.discard_clicked.connect(self.discard)

    def set_planner(self, planner: Planner | None, applier: Applier | None = None) -> None:
        """`applier`: how an approved plan is run (default: apply_plan, one user macro)."""
        self.planner, self.applier = planner, applier

    def open_prompt(self, memory_ids: list[int], group_ids: list[int], parent: QWidget | None = None) -> PromptDialog:
        what = []
        if memory_ids:
            what.append(f"{len(memory_ids)} card{'s' if len(memory_ids) != 1 else ''}")
        if group_ids:
            what.append(f"{len(group_ids)} group{'s' if len(group_ids) != 1 else ''}")
        dialog = PromptDialog(" and ".join(what) or "items", self.planner is not None, parent)
        dialog.submitted.connect(lambda text: self.request(PlanRequest(text, tuple(memory_ids), tuple(group_ids),
                                                                       self.mirror.workspace_id)))
        dialog.open()
        return dialog

    def request(self, request: PlanRequest) -> None:
        planner = self.planner
        if planner is None:
            self.status.emit("AI reorganisation is not connected yet.")
            return
        self._request = request
        self.panel.show_busy(request.instruction)
        self.previewing.emit(True)
        if self._plans is None:
            try:
                self.show_plan(planner(request))
            except Exception as exc:
                self._failed(exc)
        else:
            self._plans.submit(lambda: planner(request), self.show_plan, self._failed)

    def show_plan(self, plan: Plan) -> None:
        """Preview a plan (from the planner, or given directly by a caller)."""
        self.plan = plan
        names = {b.id: b.name for b in self.mirror.groups.values()}
        new_names = {op.ref: op.name for op in plan.operations if isinstance(op, CreateGroup)}
        problems = validate(plan, set(self.mirror.memories), self.mirror.groups)
        steps = list(plan.descriptions) if len(plan.descriptions) == len(plan.operations) else [
            describe(op, names, new_names) for op in plan.operations]
        self.panel.show_plan(plan, steps, problems, plan.warnings)
        cards, frames = preview_notes(plan, names)
        self._set_notes(cards, frames)
        self.previewing.emit(True)

    def _failed(self, error: BaseException) -> None:
        log.warning("planner failed: %s", error)
        self.panel.show_error(str(error) or type(error).__name__)

    def apply(self) -> bool:
        plan = self.plan
        if plan is None:
            return False
        problems = validate(plan, set(self.mirror.memories), self.mirror.groups)
        if problems:  # the tree changed since the preview
            self.panel.show_plan(plan, [], problems)
            return False
        try:
            if self.applier is not None:
                self.applier(plan)
            else:
                apply_plan(self.tree, plan)
        except ContextyError as exc:
            self.panel.show_error(str(exc))
            return False
        self.status.emit("Applied the AI's plan. Ctrl+Z undoes all of it.")
        self.discard()
        return True

    def discard(self) -> None:
        if self._plans is not None:
            self._plans.drop()
        self.plan = None
        self._set_notes({}, {})
        self.panel.hide()
        self.previewing.emit(False)
