"""AI Context Understanding (MEM-5): a short reading of what the user is doing now and what they
focus on, from the group structure, the recent memories (snippets, saved on purpose, weigh more than
automatic observations) and the links between groups.

It runs as the `understand` job, one per workspace, debounced: queued after every capture's chain
and after the user reorganises, it waits for the changes to settle (jobs.DEBOUNCE_S) and skips the
model call when its inputs did not change (`basis`, a hash of them). With a model it is the
understanding prompt; without one a heuristic names the weightiest and most recent groups, and
says only what the data shows.

The result lives in the `understanding` table (migration 4), one row per workspace. It is a
derived reading, not the user's data: it is replaced, not put on the undo stack. Each change is
announced as a ChangeEvent(Entity.UNDERSTANDING, CHANGED, (workspace_id,)).

For the canvas bar:

    latest_understanding(store, workspace_id) -> (text, updated_at) | None
    load_understanding(store, workspace_id) -> Understood | None   # with focus, tasks, source
"""

from __future__ import annotations

import hashlib
import json
import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import datetime

from contexty_qt.core.errors import InvalidInputError, NotFoundError
from contexty_qt.core.events import Action, ChangeEvent, Entity
from contexty_qt.core.jobs import JobContext, StepResult
from contexty_qt.core.llm.errors import LLMBudgetError, LLMOutputError
from contexty_qt.core.llm.gateway import LLMGateway
from contexty_qt.core.llm.schemas import Understanding
from contexty_qt.core.model import Group, Job, Link, Memory, NodeKind, Origin, SourceType, utcnow
from contexty_qt.core.pipeline.corpus import SOURCE_LETTER
from contexty_qt.core.store import Store, from_db_time, to_db_time
from contexty_qt.core.tree import MemoryTree

RECENT_SAVED = 12  # snippets and chat exchanges shown to the model
RECENT_OBSERVED = 5  # observations: fewer, they are background
MAX_GROUPS = 30
MAX_LINKS = 20
# offline weights: a snippet is a deliberate act, an observation a side effect of working
SOURCE_WEIGHT = {SourceType.SNIPPET: 1.0, SourceType.CHAT: 0.6, SourceType.OBSERVATION: 0.25}
RECENCY_HALF_LIFE_H = 2.0


@dataclass(frozen=True)
class Understood:
    workspace_id: int
    summary: str
    focus: list[str] = field(default_factory=list)
    tasks: list[str] = field(default_factory=list)
    source: str = "offline"  # "model" | "offline"
    updated_at: datetime | None = None


def load_understanding(store: Store, workspace_id: int) -> Understood | None:
    rows = store.query("SELECT * FROM understanding WHERE workspace_id = ?", (workspace_id,))
    if not rows:
        return None
    r = rows[0]
    return Understood(workspace_id, str(r["summary"]), list(json.loads(r["focus"])), list(json.loads(r["tasks"])),
                      str(r["source"]), from_db_time(r["updated_at"]))


def latest_understanding(store: Store, workspace_id: int) -> tuple[str, datetime] | None:
    """The current understanding's text and when it was written, or None before the first one."""
    found = load_understanding(store, workspace_id)
    if found is None or found.updated_at is None:
        return None
    return found.summary, found.updated_at


# ---- inputs ------------------------------------------------------------------------------------
@dataclass
class Inputs:
    memories: list[Memory]
    groups: list[Group]
    links: list[Link]
    structure: str
    recent: str
    link_lines: str

    def basis(self, source: str) -> str:
        text = "\x1f".join([source, self.structure, self.recent, self.link_lines])
        return hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()[:32]


def _flat(text: str, limit: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def gather(store: Store, workspace_id: int) -> Inputs:
    memories = store.memories(workspace_id, include_archived=False)
    groups = store.groups(workspace_id)
    # a link the AI proposed says nothing about the user's work until the user accepts it (links.py)
    links = [link for link in store.links(workspace_id) if link.created_by is not Origin.AI]
    names = {b.id: b.name for b in groups}
    count = Counter(m.group_id for m in memories)
    latest: dict[int, datetime] = {}
    for m in memories:
        if m.group_id is not None and (m.group_id not in latest or m.captured_at > latest[m.group_id]):
            latest[m.group_id] = m.captured_at
    # groups, most recently active first, children indented under their parent
    order = sorted(groups, key=lambda b: latest.get(b.id, b.created_at), reverse=True)[:MAX_GROUPS]
    shown = {b.id for b in order}
    structure_lines: list[str] = []

    def emit(group: Group, depth: int) -> None:
        summary = f": {_flat(group.summary, 160)}" if group.summary else ""
        structure_lines.append(f"{'  ' * depth}“{_flat(group.name, 80)}” ({count[group.id]} memories){summary}")
        for child in order:
            if child.parent_id == group.id and depth < 4:
                emit(child, depth + 1)

    for group in order:
        if group.parent_id is None or group.parent_id not in shown:
            emit(group, 0)
    if count[None]:
        structure_lines.append(f"(not in any group: {count[None]} memories)")

    visible = [m for m in memories if not m.hidden]
    newest = sorted(visible, key=lambda m: (m.captured_at, m.id), reverse=True)
    saved = [m for m in newest if m.source is not SourceType.OBSERVATION][:RECENT_SAVED]
    observed = [m for m in newest if m.source is SourceType.OBSERVATION][:RECENT_OBSERVED]
    recent_lines = []
    for m in sorted([*saved, *observed], key=lambda m: (m.captured_at, m.id), reverse=True):
        line = f"{SOURCE_LETTER[m.source]} {_flat(m.display_title(), 100)}"
        if m.memo:
            line += f" — memo: {_flat(m.memo, 140)}"
        if m.group_id in names:
            line += f" (group “{_flat(names[m.group_id], 60)}”)"
        line += f" [{m.captured_at.astimezone().strftime('%a %H:%M')}]"
        recent_lines.append(line)

    by_id = {m.id: m for m in memories}
    link_lines = []
    for link in links[:200]:
        ends = [_group_of(kind, node, by_id) for kind, node in ((link.src_kind, link.src_id),
                                                                 (link.dst_kind, link.dst_id))]
        if None in ends or ends[0] == ends[1]:
            continue  # only links between different groups say something about the structure
        a, b = (names.get(e) for e in ends if e is not None)
        if a and b:
            label = f" ({_flat(link.label, 60)})" if link.label else ""
            link_lines.append(f"“{_flat(a, 60)}” ↔ “{_flat(b, 60)}”{label}")
        if len(link_lines) >= MAX_LINKS:
            break
    return Inputs(memories, groups, links, "\n".join(structure_lines) or "(no groups yet)",
                  "\n".join(recent_lines) or "(none)", "\n".join(link_lines) or "(none)")


def _words(text: str, limit: int) -> str:
    """Like _flat, but cut at a word boundary when one is near."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat[: limit - 1]
    space = cut.rfind(" ")
    return (cut[:space] if space >= limit // 2 else cut).rstrip(" ,;:—-") + "…"


def _group_of(kind: NodeKind, node: int, memories: dict[int, Memory]) -> int | None:
    if kind is NodeKind.GROUP:
        return node
    memory = memories.get(node)
    return memory.group_id if memory is not None else None


# ---- offline -----------------------------------------------------------------------------------
LATEST = 3  # the snippets that say what the user is doing now


def _what(memory: Memory) -> str:
    """What a memory is about: its title, or before it is analysed its text's first line (display_title would
    fall back to the memo, which the reading quotes on its own as the last note)."""
    if memory.title or not memory.text.strip():
        return memory.display_title()
    return next(line for line in memory.text.strip().splitlines() if line.strip())


def understand_offline(inputs: Inputs) -> Understood | None:
    """Name the task of the most recent deliberate work, the other open tasks, and what the latest
    snippets were about, by the groups' own names; state facts, guess nothing."""
    memories = [m for m in inputs.memories if not m.hidden]
    if not memories:
        return None
    newest = max(m.captured_at for m in memories)

    def weight(m: Memory) -> float:
        hours = max(0.0, (newest - m.captured_at).total_seconds() / 3600)
        return SOURCE_WEIGHT[m.source] * math.pow(0.5, hours / RECENCY_HALF_LIFE_H)

    parents = {b.id: b.parent_id for b in inputs.groups}
    names = {b.id: b.name for b in inputs.groups}

    def root(group_id: int) -> int:
        seen: set[int] = set()
        while parents.get(group_id) is not None and group_id not in seen:
            seen.add(group_id)
            group_id = parents[group_id]  # type: ignore[assignment]
        return group_id

    leaf_score: dict[int, float] = defaultdict(float)
    top_score: dict[int, float] = defaultdict(float)
    for m in memories:
        if m.group_id is not None and m.group_id in names:
            leaf_score[m.group_id] += weight(m)
            top_score[root(m.group_id)] += weight(m)
    members = Counter(root(m.group_id) for m in memories if m.group_id is not None and m.group_id in names)
    saved = sorted((m for m in memories if m.source is not SourceType.OBSERVATION),
                   key=lambda m: (m.captured_at, m.id), reverse=True) or \
        sorted(memories, key=lambda m: (m.captured_at, m.id), reverse=True)
    latest = saved[:LATEST]
    # the current task: where the newest snippet went (the newest one that is in a group)
    current = next((root(m.group_id) for m in saved if m.group_id is not None and m.group_id in names), None)
    ranked_top = sorted(top_score, key=lambda b: (b != current, -top_score[b], b))
    tasks = [names[b] for b in ranked_top[:5]]
    focus = [names[b] for b in sorted(leaf_score, key=lambda b: (-leaf_score[b], b))[:3]]
    sentences = []
    if current is not None:
        size = members[current]
        sub = next((m.group_id for m in latest if m.group_id is not None and m.group_id in names
                    and root(m.group_id) == current and m.group_id != current), None)
        lately = f", lately “{names[sub]}”" if sub is not None else ""
        sentences.append(f"You are working on “{names[current]}” ({size} {'memory' if size == 1 else 'memories'}"
                         f"{lately}).")
        others = [names[b] for b in ranked_top[1:3]]
        if others:
            sentences.append("Also open: " + " and ".join(f"“{n}”" for n in others) + ".")
    else:
        sentences.append(f"You have saved {len(memories)} {'memory' if len(memories) == 1 else 'memories'}, "
                         f"not grouped yet.")
    # a snippet of another task says which, so the reading does not mix the tasks up
    about = [f"“{_words(_what(m), 60)}”"
             + (f" (in “{names[root(m.group_id)]}”)" if m.group_id in names and root(m.group_id) != current else "")
             for m in latest]
    if about:
        newest_memo = next((m.memo for m in latest if m.memo), "")
        listed = about[0] if len(about) == 1 else ", ".join(about[:-1]) + " and " + about[-1]
        sentences.append(f"Your latest {'snippet was' if len(about) == 1 else 'snippets were'} about {listed}.")
        if newest_memo:
            sentences.append(f"Your last note: “{_flat(newest_memo, 100)}”.")
    if inputs.link_lines != "(none)":
        first = inputs.link_lines.splitlines()[0].split(" (")[0].replace(" ↔ ", " and ")
        sentences.append(f"You linked {first}.")
    return Understood(0, " ".join(sentences), focus, tasks, "offline")


# ---- the user's correction ---------------------------------------------------------------------
USER = "user"
MOVED_ON = 3  # saved memories outside the corrected task after which the AI reads the work again


class CorrectUnderstanding:
    """The user's own statement of what they are doing, as one undoable command (undo puts back the
    reading it replaced). It is kept, and shown, until the work moves on (`moved_on`)."""

    def __init__(self, workspace_id: int, text: str, anchor: int | None) -> None:
        self.workspace_id, self.anchor = workspace_id, anchor
        self.summary = " ".join(text.split())[:1000]
        self.text = "Correct the AI's understanding"
        self.origin = Origin.USER
        self.old: dict[str, object] | None = None

    def do(self, store: Store) -> list[ChangeEvent]:
        rows = store.query("SELECT * FROM understanding WHERE workspace_id = ?", (self.workspace_id,))
        self.old = dict(rows[0]) if rows else None
        with store.transaction() as db:
            db.execute("INSERT OR REPLACE INTO understanding (workspace_id, summary, focus, tasks, source, basis, "
                       "updated_at) VALUES (?, ?, '[]', ?, ?, ?, ?)",
                       (self.workspace_id, self.summary, json.dumps([self.summary], ensure_ascii=False), USER,
                        f"{USER}:{self.anchor if self.anchor is not None else ''}", to_db_time(utcnow())))
        return [self._event()]

    def undo(self, store: Store) -> list[ChangeEvent]:
        with store.transaction() as db:
            if self.old is None:
                db.execute("DELETE FROM understanding WHERE workspace_id = ?", (self.workspace_id,))
            else:
                columns = ", ".join(self.old)
                db.execute(f"INSERT OR REPLACE INTO understanding ({columns}) VALUES "
                           f"({', '.join('?' for _ in self.old)})", tuple(self.old.values()))
        return [self._event()]

    def _event(self) -> ChangeEvent:
        return ChangeEvent(Entity.UNDERSTANDING, Action.CHANGED, (self.workspace_id,), Origin.USER, ("summary",))


def current_task(store: Store, workspace_id: int) -> int | None:
    """The top-level group of the most recent saved memory (what a correction is anchored to)."""
    groups = {b.id: b.parent_id for b in store.groups(workspace_id)}
    newest = max((m for m in store.memories(workspace_id, include_archived=False)
                  if m.source is not SourceType.OBSERVATION and m.group_id is not None),
                 key=lambda m: (m.captured_at, m.id), default=None)
    if newest is None or newest.group_id is None:
        return None
    node: int | None = newest.group_id
    seen: set[int] = set()
    while node is not None and groups.get(node) is not None and node not in seen:
        seen.add(node)
        node = groups[node]
    return node


def correct_understanding(tree: MemoryTree, workspace_id: int, text: str) -> None:
    """Replace the AI's reading with the user's words (one undoable step)."""
    if not text.strip():
        raise InvalidInputError("Say what you are working on, or cancel.")
    tree.execute(CorrectUnderstanding(workspace_id, text, current_task(tree.store, workspace_id)))


def moved_on(store: Store, workspace_id: int, basis: str, since: datetime | None) -> bool:
    """A correction stands until MOVED_ON saved memories arrived after it outside the task it was made in."""
    anchor_text = basis.split(":", 1)[1] if ":" in basis else ""
    anchor = int(anchor_text) if anchor_text.isdigit() else None
    groups = {b.id: b.parent_id for b in store.groups(workspace_id)}

    def root(node: int | None) -> int | None:
        seen: set[int] = set()
        while node is not None and groups.get(node) is not None and node not in seen:
            seen.add(node)
            node = groups[node]
        return node

    later = [m for m in store.memories(workspace_id, include_archived=False)
             if m.source is not SourceType.OBSERVATION and (since is None or m.created_at > since)]
    outside = [m for m in later if anchor is None or root(m.group_id) != anchor]
    return len(outside) >= MOVED_ON


# ---- the job -----------------------------------------------------------------------------------
class UnderstandStep:
    def __init__(self, gateway: LLMGateway | None) -> None:
        self.gateway = gateway

    def __call__(self, job: Job, ctx: JobContext) -> StepResult:
        workspace_id = job.payload.get("workspace_id")
        if not isinstance(workspace_id, int):
            if job.memory_id is None:
                return StepResult(note="no workspace")
            try:
                workspace_id = ctx.store.get_memory(job.memory_id).workspace_id
            except NotFoundError:
                return StepResult(note="memory deleted")
        if workspace_id not in {w.id for w in ctx.store.list_workspaces()}:
            return StepResult(note="workspace deleted")
        inputs = gather(ctx.store, workspace_id)
        use_model = self.gateway is not None and self.gateway.available("analysis")
        source = "model" if use_model else "offline"
        basis = inputs.basis(source)
        stored = ctx.store.query("SELECT basis, source, updated_at FROM understanding WHERE workspace_id = ?",
                                 (workspace_id,))
        if stored and stored[0]["basis"] == basis:
            return StepResult(note="unchanged")
        if stored and stored[0]["source"] == USER and not moved_on(
                ctx.store, workspace_id, str(stored[0]["basis"]), from_db_time(stored[0]["updated_at"])):
            return StepResult(note="the user's correction stands")
        note = "" if use_model else "offline heuristic"
        result: Understood | None = None
        if use_model and inputs.memories:
            assert self.gateway is not None
            try:
                answer = self.gateway.structured(
                    "analysis", "understanding",
                    {"structure": inputs.structure, "recent": inputs.recent, "links": inputs.link_lines},
                    Understanding, budget=ctx.budget)
            except (LLMOutputError, LLMBudgetError) as exc:
                note = f"offline heuristic ({exc})"
                source = "offline"
            else:
                result = Understood(workspace_id, answer.summary, list(answer.focus), list(answer.tasks), "model")
        if result is None:
            result = understand_offline(inputs)
        if result is None:
            return StepResult(note="nothing captured yet")
        final = Understood(workspace_id, result.summary, result.focus, result.tasks, source)

        def apply() -> None:
            save_understanding(ctx.store, final, basis)
            ctx.events.append(ChangeEvent(Entity.UNDERSTANDING, Action.CHANGED, (workspace_id,), Origin.AI,
                                          ("summary",)))

        return StepResult(apply, label="Update the context understanding", note=note)


def save_understanding(store: Store, understood: Understood, basis: str = "") -> None:
    with store.transaction() as db:
        db.execute(
            "INSERT OR REPLACE INTO understanding (workspace_id, summary, focus, tasks, source, basis, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (understood.workspace_id, understood.summary, json.dumps(understood.focus, ensure_ascii=False),
             json.dumps(understood.tasks, ensure_ascii=False), understood.source, basis,
             to_db_time(understood.updated_at or utcnow())),
        )
