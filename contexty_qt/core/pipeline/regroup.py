"""AI regrouping by instruction (MEM-6): "group these by project" on a selection, as a previewed plan.

Interface (small on purpose; `propose` blocks on the model, so call it off the GUI thread):

    regrouper = Regrouper(tree, gateway, index)      # gateway None or unconfigured: offline proposals
    regrouper = Regrouper(tree, ai.gateway, ai.index())   # or share the app's models (core/ai.py)
    preview = regrouper.propose(memory_ids, group_ids, "group these by project")
    preview.summary                 # one sentence about the plan
    preview.operations              # tuple[Operation]; each has .kind and a human-readable .description
    preview.warnings                # what was dropped or could not be done, in words
    preview.source                  # "model" or "offline"
    preview.is_empty                # nothing to apply
    regrouper.apply(preview)        # ONE undoable AI step ("AI: Regroup: …"); raises RegroupError if
                                    # the tree changed since the preview in a way that breaks the plan

Operations are those of the regroup prompt: create_group (a new group, named by `ref` until it
exists), move (memories to a group, a new ref, or unassigned), rename, merge (a group into another),
nest (a group inside another, a new ref, or the top level) and link. The model's plan is checked
step by step against a simulation of the tree; a step is dropped, with a warning, when it names an
id that does not exist, touches anything outside the selection (the selected memories and groups,
and what the selected groups contain; destinations may be any group), would make a group its own
ancestor, or deletes anything (the plan has no delete; a merge keeps every member). The rest is
the preview. `apply` checks it again against the tree as it is then.

Moves in an applied plan mark the memories as placed by the user: the user asked for this
arrangement and approved the preview, so the background placement must not undo it later.

Offline (no model, or the model failed: the warning says so), the proposal clusters the selected
memories by content (the placement module's similarity and average-linkage cut) and names the
groups as placement does (naming.py: distinctive phrases, never app or site names); an instruction
that says "by app", "by site", "by day" or "by type" groups by that instead.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from contexty_qt.core.embeddings import EmbeddingIndex
from contexty_qt.core.errors import ContextyError, NotFoundError
from contexty_qt.core.llm.errors import LLMError
from contexty_qt.core.llm.gateway import CallBudget, LLMGateway
from contexty_qt.core.llm.prompts import Raw
from contexty_qt.core.llm.schemas import (
    CreateGroupOp,
    LinkOp,
    MergeOp,
    MoveOp,
    NestOp,
    RegroupPlan,
    RenameOp,
)
from contexty_qt.core.model import Group, Memory, NodeKind, Origin, SourceType
from contexty_qt.core.pipeline.corpus import group_line, load_corpus, memory_line
from contexty_qt.core.pipeline.naming import GroupNode, name_tree, naming_doc
from contexty_qt.core.pipeline.placement import (
    SUB_SIZE,
    W_LEXICAL,
    cluster,
    similarity_matrix,
    sub_labels,
)
from contexty_qt.core.tree import MemoryTree

log = logging.getLogger("contexty.pipeline")

Kind = Literal["create_group", "move", "rename", "merge", "nest", "link"]
Target = int | str | None  # an existing group id, a new group's ref, or None (top level / unassigned)
MAX_SELECTION_IN_PROMPT = 200
MAX_INSTRUCTION_CHARS = 500


class RegroupError(ContextyError):
    """The plan cannot be applied (the tree changed since the preview, or nothing was selected)."""


@dataclass(frozen=True)
class Operation:
    kind: Kind
    description: str
    memory_ids: tuple[int, ...] = ()  # move
    group_id: int | None = None  # rename, nest, merge (the source)
    target: Target = None  # move: destination; nest/create_group: parent; merge: the target group
    ref: str = ""  # create_group
    name: str = ""  # create_group, rename
    src: tuple[NodeKind, int] | None = None  # link
    dst: tuple[NodeKind, int] | None = None  # link
    label: str = ""  # link


@dataclass(frozen=True)
class RegroupPreview:
    workspace_id: int
    instruction: str
    memory_ids: tuple[int, ...]
    group_ids: tuple[int, ...]
    summary: str
    operations: tuple[Operation, ...]
    warnings: tuple[str, ...] = ()
    source: str = "offline"

    @property
    def is_empty(self) -> bool:
        return not self.operations

    def descriptions(self) -> list[str]:
        return [op.description for op in self.operations]


# ---- the simulation every plan is checked against ------------------------------------------------
@dataclass
class _State:
    workspace_id: int
    memories: dict[int, Memory]
    groups: dict[int, Group]
    scope_m: set[int]
    scope_b: set[int]
    where: dict[int, Target] = field(default_factory=dict)  # memory -> group (existing id or new ref)
    parent: dict[int | str, int | str | None] = field(default_factory=dict)
    names: dict[int | str, str] = field(default_factory=dict)
    merged: set[int] = field(default_factory=set)
    links: set[tuple[tuple[NodeKind, int], tuple[NodeKind, int]]] = field(default_factory=set)

    @classmethod
    def of(cls, tree: MemoryTree, workspace_id: int, memory_ids: Iterable[int], group_ids: Iterable[int]) -> _State:
        snapshot = tree.snapshot(workspace_id)
        state = cls(workspace_id, {m.id: m for m in snapshot.memories}, {b.id: b for b in snapshot.groups}, set(),
                    set())
        state.parent = {b.id: b.parent_id for b in snapshot.groups}
        state.names = {b.id: b.name for b in snapshot.groups}
        state.where = {m.id: m.group_id for m in snapshot.memories}
        state.links = {((link.src_kind, link.src_id), (link.dst_kind, link.dst_id)) for link in snapshot.links}
        for group_id in group_ids:
            if group_id in state.groups:
                state.scope_b |= {group_id, *(d for d in state.descendants(group_id) if isinstance(d, int))}
        state.scope_m = {m for m in memory_ids if m in state.memories}
        state.scope_m |= {m for m, b in state.where.items() if b in state.scope_b}
        return state

    def descendants(self, group: int | str) -> set[int | str]:
        found: set[int | str] = set()
        frontier = [group]
        while frontier:
            current = frontier.pop()
            for child, parent in self.parent.items():
                if parent == current and child not in found:
                    found.add(child)
                    frontier.append(child)
        return found

    def group(self, target: int | str | None) -> str:
        if target is None:
            return "Unassigned"
        return f"“{self.names.get(target, target)}”"

    def memory(self, memory_id: int) -> str:
        return f"“{self.memories[memory_id].display_title()}”"


def _resolve(value: object, state: _State) -> tuple[bool, Target, str]:
    """(ok, target, problem): an existing group id, a new ref made earlier in the plan, or None."""
    if value is None or value == "" or (isinstance(value, str) and value.lower() in ("null", "none")):
        return True, None, ""
    if isinstance(value, str) and value in state.parent:
        return True, value, ""  # a ref created earlier in the plan
    number = value if isinstance(value, int) else None
    if isinstance(value, str):
        match = re.fullmatch(r"\s*[bB]?(\d+)\s*", value)
        number = int(match.group(1)) if match else None
    if number is None:
        return False, None, f"“{value}” is neither a group nor a group created earlier in the plan"
    if number not in state.groups or number in state.merged:
        return False, None, f"there is no group b{number}"
    return True, number, ""


def _node(text: str, state: _State) -> tuple[NodeKind, int] | None:
    kind = NodeKind.MEMORY if text[0] == "m" else NodeKind.GROUP
    number = int(text[1:])
    if kind is NodeKind.MEMORY:
        return (kind, number) if number in state.memories and number in state.scope_m else None
    return (kind, number) if number in state.groups and number in state.scope_b and number not in state.merged \
        else None


def _check(op: Operation, state: _State) -> tuple[Operation | None, str]:
    """Validate one step against the simulated tree and apply it there: (step, "") when it is fine,
    (None, why) when it is dropped, (step, what) when part of it was left out."""
    if op.kind == "create_group":
        if not op.ref or op.ref in state.parent:
            return None, f"a new group's name tag “{op.ref}” is used twice"
        ok, parent, problem = _resolve(op.target, state)
        if not ok:
            return None, f"new group “{op.name}”: {problem}"
        state.parent[op.ref], state.names[op.ref] = parent, op.name
        where = f" inside {state.group(parent)}" if parent is not None else ""
        return Operation("create_group", f"Create group “{op.name}”{where}", target=parent, ref=op.ref,
                         name=op.name), ""
    if op.kind == "move":
        ok, target, problem = _resolve(op.target, state)
        if not ok:
            return None, f"move: {problem}"
        outside = [m for m in op.memory_ids if m not in state.scope_m]
        ids = tuple(dict.fromkeys(m for m in op.memory_ids if m in state.scope_m and state.where.get(m) != target))
        note = (f"move: {', '.join(f'm{m}' for m in outside[:5])} {'is' if len(outside) == 1 else 'are'} "
                f"not in the selection") if outside else ""
        if not ids:
            return None, note or f"move to {state.group(target)}: those memories are there already"
        for memory_id in ids:
            state.where[memory_id] = target
        what = state.memory(ids[0]) + (f" and {len(ids) - 1} more" if len(ids) > 1 else "")
        return Operation("move", f"Move {what} to {state.group(target)}", ids, target=target), note
    if op.kind == "rename":
        group = op.group_id
        if group is None or group not in state.groups or group in state.merged:
            return None, f"rename: there is no group b{group}"
        if group not in state.scope_b:
            return None, f"rename: “{state.names[group]}” is not in the selection"
        if not op.name.strip() or op.name == state.names[group]:
            return None, f"rename: “{state.names[group]}” keeps its name"
        old = state.names[group]
        state.names[group] = op.name
        return Operation("rename", f"Rename “{old}” to “{op.name}”", group_id=group, name=op.name), ""
    if op.kind == "merge":
        source, (ok, target, problem) = op.group_id, _resolve(op.target, state)
        if source is None or source not in state.groups or source in state.merged:
            return None, f"merge: there is no group b{source}"
        if source not in state.scope_b:
            return None, f"merge: “{state.names[source]}” is not in the selection"
        if not ok or not isinstance(target, int):
            return None, f"merge: {problem or 'a group merges into an existing group'}"
        if target == source or target in state.descendants(source):
            return None, f"merge: “{state.names[source]}” cannot merge into itself or a group inside it"
        for memory_id, placed in state.where.items():
            if placed == source:
                state.where[memory_id] = target
        for child, parent in list(state.parent.items()):
            if parent == source:
                state.parent[child] = target
        state.merged.add(source)
        return Operation("merge", f"Merge “{state.names[source]}” into {state.group(target)}", group_id=source,
                         target=target), ""
    if op.kind == "nest":
        group = op.group_id
        if group is None or group not in state.groups or group in state.merged:
            return None, f"nest: there is no group b{group}"
        if group not in state.scope_b:
            return None, f"nest: “{state.names[group]}” is not in the selection"
        ok, parent, problem = _resolve(op.target, state)
        if not ok:
            return None, f"nest: {problem}"
        if parent == group or (parent is not None and parent in state.descendants(group)):
            return None, f"nest: “{state.names[group]}” cannot go inside itself or a group inside it"
        if state.parent.get(group) == parent:
            return None, f"nest: “{state.names[group]}” is there already"
        state.parent[group] = parent
        where = f"inside {state.group(parent)}" if parent is not None else "to the top level"
        return Operation("nest", f"Move group “{state.names[group]}” {where}", group_id=group, target=parent), ""
    if op.kind == "link":
        if op.src is None or op.dst is None:
            return None, "link: both ends are needed"
        if op.src == op.dst:
            return None, "link: an item cannot be linked to itself"
        for end in (op.src, op.dst):
            kind, number = end
            inside = number in (state.scope_m if kind is NodeKind.MEMORY else state.scope_b)
            exists = number in (state.memories if kind is NodeKind.MEMORY else state.groups)
            if not exists or not inside or (kind is NodeKind.GROUP and number in state.merged):
                return None, f"link: {kind.value[0]}{number} is not in the selection"
        if (op.src, op.dst) in state.links or (op.dst, op.src) in state.links:
            return None, "link: those two are linked already"
        state.links.add((op.src, op.dst))

        def name(end: tuple[NodeKind, int]) -> str:
            return state.memory(end[1]) if end[0] is NodeKind.MEMORY else state.group(end[1])

        label = f" ({op.label})" if op.label else ""
        return Operation("link", f"Link {name(op.src)} and {name(op.dst)}{label}", src=op.src, dst=op.dst,
                         label=op.label), ""
    return None, f"unknown step {op.kind}"


def validate(operations: Sequence[Operation], state: _State) -> tuple[list[Operation], list[str]]:
    valid: list[Operation] = []
    problems: list[str] = []
    for op in operations:
        checked, problem = _check(op, state)
        if checked is not None:
            valid.append(checked)
        if problem:
            problems.append(problem)
    return valid, problems


def from_plan(plan: RegroupPlan) -> list[Operation]:
    """The model's answer as unchecked operations."""
    out: list[Operation] = []
    for op in plan.operations:
        if isinstance(op, CreateGroupOp):
            out.append(Operation("create_group", "", target=op.parent, ref=op.ref, name=op.name))
        elif isinstance(op, MoveOp):
            out.append(Operation("move", "", tuple(op.memory_ids), target=op.to))
        elif isinstance(op, RenameOp):
            out.append(Operation("rename", "", group_id=op.group_id, name=op.name))
        elif isinstance(op, MergeOp):
            out.append(Operation("merge", "", group_id=op.source, target=op.target))
        elif isinstance(op, NestOp):
            out.append(Operation("nest", "", group_id=op.group_id, target=op.parent))
        elif isinstance(op, LinkOp):
            kinds = {"m": NodeKind.MEMORY, "b": NodeKind.GROUP}
            out.append(Operation("link", "", src=(kinds[op.src[0]], int(op.src[1:])),
                                 dst=(kinds[op.dst[0]], int(op.dst[1:])), label=op.label))
    return out


# ---- proposing and applying ----------------------------------------------------------------------
class Regrouper:
    def __init__(self, tree: MemoryTree, gateway: LLMGateway | None = None,
                 index: EmbeddingIndex | Callable[[], EmbeddingIndex] | None = None) -> None:
        self.tree = tree
        self.gateway = gateway
        self._index = index

    @property
    def index(self) -> EmbeddingIndex | None:
        return self._index() if callable(self._index) else self._index

    def propose(self, memory_ids: Sequence[int], group_ids: Sequence[int], instruction: str, *,
                workspace_id: int | None = None) -> RegroupPreview:
        instruction = " ".join(instruction.split())[:MAX_INSTRUCTION_CHARS]
        ws = self._workspace(memory_ids, group_ids, workspace_id)
        state = _State.of(self.tree, ws, memory_ids, group_ids)
        if not state.scope_m and not state.scope_b:
            raise RegroupError("Select some memories or groups to reorganise.")
        warnings: list[str] = []
        if self.gateway is not None and self.gateway.available("analysis"):
            try:
                plan = self._ask(state, instruction)
            except LLMError as exc:
                warnings.append(f"The model could not make a plan ({exc}); this is the offline proposal.")
            else:
                valid, problems = validate(from_plan(plan), state)
                warnings += [f"Left out: a “{kind}” step (a plan may only create, move, rename, merge, nest "
                             f"and link)." for kind in plan.refused]
                warnings += [f"Left out: {p}." for p in problems]
                return RegroupPreview(ws, instruction, tuple(memory_ids), tuple(group_ids),
                                      plan.summary or f"{len(valid)} changes", tuple(valid), tuple(warnings), "model")
        summary, ops, notes = self._offline(state, instruction)
        valid, problems = validate(ops, state)
        warnings += notes + [f"Left out: {p}." for p in problems]
        return RegroupPreview(ws, instruction, tuple(memory_ids), tuple(group_ids), summary, tuple(valid),
                              tuple(warnings), "offline")

    def apply(self, preview: RegroupPreview) -> None:
        """Run the plan as one undoable AI step, after checking it against the tree as it is now."""
        if preview.is_empty:
            return
        state = _State.of(self.tree, preview.workspace_id, preview.memory_ids, preview.group_ids)
        valid, problems = validate(preview.operations, state)
        if problems:
            raise RegroupError("The canvas changed since this plan was proposed (" + "; ".join(problems[:3])
                               + "). Ask again.")
        tree = self.tree
        refs: dict[str, int] = {}

        def resolve(target: Target) -> int | None:
            return refs[target] if isinstance(target, str) else target

        try:
            with tree.macro(f"Regroup: {preview.instruction or preview.summary}"[:200], Origin.AI):
                for op in valid:
                    if op.kind == "create_group":
                        made = tree.add_group(op.name, parent_id=resolve(op.target),
                                                  workspace_id=preview.workspace_id, origin=Origin.AI)
                        refs[op.ref] = made.id
                    elif op.kind == "move":
                        # the user approved this arrangement: it is theirs now, placement leaves it alone
                        tree.edit_memories(list(op.memory_ids), Origin.AI, label=op.description,
                                           group_id=resolve(op.target), placed_by_user=True)
                    elif op.kind == "rename" and op.group_id is not None:
                        tree.rename_group(op.group_id, op.name, Origin.AI)
                    elif op.kind == "merge" and op.group_id is not None and isinstance(op.target, int):
                        tree.merge_groups(op.group_id, op.target, Origin.AI)
                    elif op.kind == "nest" and op.group_id is not None:
                        tree.nest_group(op.group_id, resolve(op.target), Origin.AI)
                    elif op.kind == "link" and op.src is not None and op.dst is not None:
                        tree.link(op.src, op.dst, op.label, Origin.AI)
        except ContextyError as exc:
            raise RegroupError(f"The plan could not be applied: {exc}") from exc

    # ---- helpers -------------------------------------------------------------------------------
    def _workspace(self, memory_ids: Sequence[int], group_ids: Sequence[int], workspace_id: int | None) -> int:
        if workspace_id is not None:
            return workspace_id
        try:
            if memory_ids:
                return self.tree.store.get_memory(memory_ids[0]).workspace_id
            if group_ids:
                return self.tree.store.get_group(group_ids[0]).workspace_id
        except NotFoundError as exc:
            raise RegroupError(str(exc)) from exc
        return self.tree.workspace(None)

    def _ask(self, state: _State, instruction: str) -> RegroupPlan:
        assert self.gateway is not None
        memories = sorted((state.memories[m] for m in state.scope_m), key=lambda m: (m.captured_at, m.id))
        shown = memories[-MAX_SELECTION_IN_PROMPT:]
        members: dict[int | None, int] = {}
        for m in state.memories.values():
            members[m.group_id] = members.get(m.group_id, 0) + 1
        selection = [f"m{m.id} (in {'b' + str(m.group_id) if m.group_id else 'no group'}) "
                     + memory_line(m, context=False)[len(f'#{m.id} '):] for m in shown]
        names = {k: v for k, v in state.names.items() if isinstance(k, int)}
        selection += [group_line(state.groups[b], members.get(b, 0), names) for b in sorted(state.scope_b)]
        groups = [group_line(b, members.get(b.id, 0), names) for b in state.groups.values()]
        return self.gateway.structured(
            "analysis", "regroup",
            {"instruction": Raw(instruction.replace('"', "'") or "organise these sensibly"),
             "selection": "\n".join(selection), "groups": "\n".join(groups) or "(none)"},
            RegroupPlan, budget=CallBudget(2))

    def _offline(self, state: _State, instruction: str) -> tuple[str, list[Operation], list[str]]:
        memories = sorted((state.memories[m] for m in state.scope_m), key=lambda m: (m.captured_at, m.id))
        notes: list[str] = []
        if len(memories) < 2:
            return "Nothing to regroup: select at least two memories.", [], []
        lowered = instruction.lower()
        groups: list[tuple[str, list[Memory]]]
        if re.search(r"\b(app|apps|application|applications|program)\b", lowered):
            how, groups = "by application", _by(memories, lambda m: m.provenance.app or "Other applications")
        elif re.search(r"\b(site|sites|website|websites|domain|domains|url|urls|source|sources)\b", lowered):
            how, groups = "by site", _by(memories, _site_or_app)
        elif re.search(r"\b(day|days|date|dates|daily)\b", lowered):
            how, groups = "by day", _by(memories, lambda m: m.captured_at.astimezone().strftime("%A %d %B"))
        elif re.search(r"\b(type|types|kind|kinds)\b", lowered):
            how, groups = "by type", _by(memories, lambda m: _SOURCE_NAMES[m.source])
        else:
            how, groups = "by content similarity", self._by_content(memories, state.workspace_id)
            if instruction:
                notes.append("Without a language model the instruction is read only for “by app”, “by site”, "
                             "“by day” or “by type”; these groups are by content similarity.")
        keep = [(name, group) for name, group in groups if len(group) >= 2]
        alone = sum(len(group) for _name, group in groups if len(group) < 2)
        if alone:
            notes.append(f"{alone} {'memory fits' if alone == 1 else 'memories fit'} no group and "
                         f"{'stays' if alone == 1 else 'stay'} where {'it is' if alone == 1 else 'they are'}.")
        parents = {state.where.get(m.id) for m in memories}
        parent = parents.pop() if len(parents) == 1 else None
        ops: list[Operation] = []
        for number, (name, group) in enumerate(keep, 1):
            ref = f"new{number}"
            ops.append(Operation("create_group", "", target=parent, ref=ref, name=name))
            ops.append(Operation("move", "", tuple(m.id for m in group), target=ref))
        summary = (f"Offline proposal: {len(keep)} group{'s' if len(keep) != 1 else ''} {how}."
                   if keep else f"Offline: no two selected memories belong together {how}.")
        return summary, ops, notes

    def _by_content(self, memories: Sequence[Memory], workspace_id: int) -> list[tuple[str, list[Memory]]]:
        index = self.index
        if index is None:
            return _by(memories, _site_or_app)
        index.ensure([m.id for m in memories])  # only the selection: the rest is read as it is
        corpus = load_corpus(self.tree.store, index, workspace_id, ensure=False)
        items = [corpus.items[m.id] for m in memories if m.id in corpus.items]
        sims = similarity_matrix(items)
        labels = cluster(sims, CONTENT_CUT)
        if len(set(labels)) == 1 and len(items) >= 4:
            # one topic: split it by sub-topic instead, as placement splits a task (relative to the
            # selection's own spread, about SUB_SIZE memories a group), into two at least: asked to regroup
            # one topic, the person wants it divided
            labels = sub_labels(items, SUB_SIZE, W_LEXICAL, at_least=2)
        by_label: dict[int, list[Memory]] = {}
        for item, label in zip(items, labels, strict=True):
            by_label.setdefault(label, []).append(corpus.memories[item.id])
        groups = sorted(by_label.values(), key=len, reverse=True)
        vectors = {i.id: i.content_vec for i in items}
        nodes = [GroupNode(n, None, tuple(naming_doc(m.id, m.text, m.memo, m.provenance.window_title,
                                                     m.provenance.app, m.provenance.url,
                                                     "" if m.text else m.summary, vectors.get(m.id))
                                          for m in group))
                 for n, group in enumerate(groups)]
        names = name_tree(nodes)
        return [(names.get(n) or "Notes", group) for n, group in enumerate(groups)]


# The average-linkage cut (distance 1 − cosine) for a selection regrouped by content, when it holds distinct
# topics. Placement's own task cuts (placement.py) work on a blended similarity with time and hand-overs,
# which say little about an arbitrary selection; a selection that is one topic is split as placement splits a
# task into sub-groups, which needs no cut of its own.
CONTENT_CUT = 0.80

_SOURCE_NAMES = {SourceType.SNIPPET: "Snippets", SourceType.OBSERVATION: "Observations", SourceType.CHAT: "Chats"}


def _site_or_app(memory: Memory) -> str:
    from urllib.parse import urlparse

    try:
        host = urlparse(memory.provenance.url).hostname or "" if memory.provenance.url else ""
    except ValueError:
        host = ""
    return host.removeprefix("www.") or memory.provenance.app or "Other"


def _by(memories: Sequence[Memory], key: Callable[[Memory], str]) -> list[tuple[str, list[Memory]]]:
    groups: dict[str, list[Memory]] = {}
    for memory in memories:
        groups.setdefault(str(key(memory)), []).append(memory)
    return sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))


__all__ = ["Operation", "RegroupError", "RegroupPreview", "Regrouper", "validate"]
