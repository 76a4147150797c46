"""The `place` job (MEM-3) with semantic auto-hide (CAP-6), and the debounced `summarize` job.

One capture's placement, computed without writing (the job queue's fenced commit applies it):

1. Vectors: the embedding index computes what is missing or stale (the new capture, or every
   memory after a model change), then the workspace is read as placement items.
2. σ: the language model rates the top-k candidates by embedding (relatedness prompt,
   `LLMRelevance`) when one is configured; otherwise `OfflineRelevance` (calibrated embedding,
   site, time and tag signals). For an observation, the 30 most recent visible observations and
   snippets are rated in the same model call, and max σ >= 0.65 hides it (kept for retrieval).
3. `choose_group` (S(b) = Σσ over the top-k's groups, argmax if S > 0, else a new top-level group).
4. `consolidate` re-clusters the AI-placed memories so early misplacements heal (bench/placement.py).
   It never moves memories the user placed, nor those inside a sub-group the user made (its leaf
   rule would flatten the user's structure). With a model, the model's σ decides the task: the new
   memory is held where the model put it, and of consolidation's moves only those that stay inside
   a memory's top-level group are kept (sub-group splits), so cosine clustering never overrules the
   model's task assignments. Offline, where consolidation is what makes placement work, all apply.
5. Every group this creates gets a name and summary from the model (group-name prompt, at most
   `max_named` calls per capture) or, offline, from its members' distinctive words.

`apply` then writes it all as ONE undoable AI step, in the same transaction as the job's
completion: groups created, memories moved (origin AI, so `MemoryTree.move_memories` refuses a
memory the user placed; such memories are filtered out first, as are memories the user moved while
the step computed), the capture hidden if redundant, and AI-made groups this emptied deleted.
Groups whose membership changed get a debounced summary refresh (`summarize` jobs).
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Mapping, Sequence, Set
from dataclasses import dataclass, field

from contexty_qt.core.embeddings import EmbeddingIndex
from contexty_qt.core.errors import NotFoundError
from contexty_qt.core.jobs import (
    EVOLVE,
    JobContext,
    NextJob,
    StepResult,
    summarize_job,
    understand_job,
)
from contexty_qt.core.llm.errors import LLMBudgetError, LLMOutputError
from contexty_qt.core.llm.gateway import CallBudget, LLMGateway
from contexty_qt.core.llm.schemas import GroupNaming
from contexty_qt.core.model import Job, Memory, NodeKind, Origin, SourceType
from contexty_qt.core.pipeline.corpus import Corpus, ItemWords, lines, load_corpus, memory_line, with_group
from contexty_qt.core.pipeline.links import Proposal, propose
from contexty_qt.core.pipeline.naming import GroupNode, NamingDoc, name_tree, naming_doc, naming_text
from contexty_qt.core.pipeline.placement import (
    Choice,
    GroupTable,
    OfflineRelevance,
    PlacementItem,
    RelevanceModel,
    Reorganization,
    choose_group,
    consolidate,
    top_k,
)
from contexty_qt.core.pipeline.relevance import LLMRelevance
from contexty_qt.core.store import Store
from contexty_qt.core.text import stem, words
from contexty_qt.core.tree import MemoryTree, with_descendants

log = logging.getLogger("contexty.pipeline")

IndexSource = Callable[[], EmbeddingIndex | None]
NEW = -1  # placeholder id, during computation, of the group a new memory opens
HIDE_THRESHOLD = 0.65  # CAP-6 (Contexty, Appendix B)
HIDE_WINDOW = 30
RELATED_FOR_EVOLUTION = 5
NAMING_MEMBERS = 12


@dataclass
class NewGroup:
    key: str
    parent: int | str | None  # an existing group id, another new key, or None (top level)
    members: list[int]
    name: str = ""
    summary: str = ""
    named_by_model: bool = False


@dataclass
class PlacementPlan:
    """What one `place` job decided (for the commit, the job's note and tests)."""

    memory_id: int
    target: int | str | None  # where the new memory goes: a group id, a new key, or None (stays)
    moves: dict[int, int | str] = field(default_factory=dict)  # other memories: id -> group id or new key
    origins: dict[int, int | None] = field(default_factory=dict)  # group each moved memory was in
    new_groups: dict[str, NewGroup] = field(default_factory=dict)
    delete_if_empty: list[int] = field(default_factory=list)
    hide: bool = False
    hide_like: int | None = None
    hide_sigma: float = 0.0
    related: list[tuple[int, float]] = field(default_factory=list)
    changed_groups: list[int] = field(default_factory=list)
    sigma_source: str = "offline"
    proposed_link: Proposal | None = None  # MEM-6: the same thing in another task (core/pipeline/links.py)


class PlaceStep:
    def __init__(self, gateway: LLMGateway | None, index: IndexSource, *, k: int = 10, max_named: int = 2,
                 hide_threshold: float = HIDE_THRESHOLD, hide_window: int = HIDE_WINDOW,
                 words: ItemWords | None = None) -> None:
        self.gateway = gateway
        self.index = index
        self.words = words if words is not None else ItemWords()
        self.k = k
        self.max_named = max_named
        self.hide_threshold = hide_threshold
        self.hide_window = hide_window

    def __call__(self, job: Job, ctx: JobContext) -> StepResult:
        memory = ctx.job_memory()
        if isinstance(memory, StepResult):
            return memory
        if memory.archived:
            return StepResult(note="archived: not placed", next=[understand_job(memory.workspace_id)])
        corpus = load_corpus(ctx.store, self.index(), memory.workspace_id, words=self.words)
        plan, notes = self.plan(memory, corpus, ctx.budget)
        label = self._label(memory, plan, corpus)

        def apply() -> None:
            apply_plan(ctx, plan, memory.workspace_id)

        next_jobs = [NextJob(EVOLVE, memory.id, {"related": [i for i, _s in plan.related]}),
                     *(summarize_job(b) for b in plan.changed_groups), understand_job(memory.workspace_id)]
        return StepResult(apply, next=next_jobs, label=label, note="; ".join(notes))

    # ---- deciding ------------------------------------------------------------------------------
    def plan(self, memory: Memory, corpus: Corpus, budget: CallBudget | None = None) -> tuple[PlacementPlan, list[str]]:
        new = corpus.items[memory.id]
        existing = corpus.placed(exclude=[memory.id])
        offline = OfflineRelevance()
        offline.observe(existing)
        use_model = self.gateway is not None and self.gateway.available("analysis")
        relevance: RelevanceModel = offline
        llm: LLMRelevance | None = None
        if use_model:
            assert self.gateway is not None
            llm = LLMRelevance(self.gateway, corpus.describe, offline, budget=budget)
            relevance = llm
        notes: list[str] = []
        plan = PlacementPlan(memory.id, None, sigma_source="model" if use_model else "offline")

        recent = self._recent_visible(memory, corpus)
        candidates = top_k(new, existing, self.k)
        if llm is not None:  # one call rates placement's and auto-hide's candidates together
            llm.prefetch(new, [*candidates, *(corpus.items[m.id] for m in recent)])

        if recent:
            sigmas = (llm.raw(new, [corpus.items[m.id] for m in recent]) if llm is not None
                      else offline.relevance(new, [corpus.items[m.id] for m in recent]))
            best = max(range(len(recent)), key=lambda i: sigmas[i])
            if sigmas[best] >= self.hide_threshold:
                plan.hide, plan.hide_like, plan.hide_sigma = True, recent[best].id, sigmas[best]

        table = corpus.table()
        pinned = self._pinned(corpus)
        choice: Choice | None = None
        if memory.group_id is not None or memory.placed_by_user:
            notes.append("already placed by the user" if memory.placed_by_user else "already in a group")
            items = existing + ([with_group(new, memory.group_id)] if memory.group_id is not None else [])
        else:
            choice = choose_group(new, existing, table, relevance, k=self.k)
            target = choice.group_id if choice.group_id is not None else NEW
            if target == NEW:
                table.parents[NEW] = None
            plan.target = target
            items = [*existing, with_group(new, target)]
            if llm is not None and llm.used_model:
                pinned.add(memory.id)
        reorganization = consolidate(items, table, frozenset(pinned))
        current = {i.id: i.group_id for i in items}
        if llm is not None and llm.used_model and not llm.fallback_reason:
            reorganization = within_tasks(reorganization, table, current)

        # the final membership, and the new groups that still have members in it
        final = {mid: reorganization.moves.get(mid, group) for mid, group in current.items()}
        keys: dict[int | str, str] = {NEW: "new", **{k: k for k in reorganization.new_groups}}
        parents: dict[str, int | str | None] = {"new": None}
        for key, parent in reorganization.new_groups.items():
            parents[key] = keys.get(parent, parent) if parent is not None else None
        used = {keys[t] for t in final.values() if t is not None and t in keys}
        for key in list(used):
            parent = parents[key]
            while isinstance(parent, str) and parent not in used:
                used.add(parent)
                parent = parents[parent]
        for key in creation_order(used, parents):
            members = [mid for mid, t in final.items() if t is not None and keys.get(t) == key]
            plan.new_groups[key] = NewGroup(key, parents[key], members)
        for group in plan.new_groups.values():  # a parent's members include its sub-groups'
            group.members = [mid for mid, t in final.items()
                              if t is not None and t in keys and _under(keys[t], group.key, parents)]

        if choice is not None:  # consolidation may have moved the new memory too
            mine = final[memory.id]
            plan.target = keys.get(mine, mine) if mine is not None else None
        for mid, goes in final.items():
            if mid == memory.id or goes == current[mid] or goes is None:
                continue
            plan.moves[mid] = keys.get(goes, goes)
            plan.origins[mid] = current[mid]

        members_after = Counter(t for t in final.values() if isinstance(t, int) and t != NEW)
        sources = {b for b in plan.origins.values() if b is not None}
        child_count = Counter(p for p in table.parents.values() if p is not None)
        child_count.update(p for p in parents.values() if isinstance(p, int))
        for group_id in sorted(sources):
            source = corpus.groups.get(group_id)
            if (source is not None and source.created_by is Origin.AI and not members_after[group_id]
                    and not child_count[group_id]):
                plan.delete_if_empty.append(group_id)
        targets = {t for t in [*plan.moves.values(), plan.target] if isinstance(t, int) and t != NEW}
        plan.changed_groups = sorted((sources | targets) - set(plan.delete_if_empty))

        scored = choice.top.candidates if choice is not None else tuple(
            zip([c.id for c in candidates], relevance.relevance(new, candidates), strict=True))
        plan.related = sorted(((i, s) for i, s in scored if s > 0), key=lambda p: -p[1])[:RELATED_FOR_EVOLUTION]

        plan.proposed_link = propose(memory.id, corpus.memories, corpus.items,
                                     {m: (t if isinstance(t, int) else None) for m, t in final.items()},
                                     table, corpus.links)
        self._name(plan, corpus, items, budget, notes,
                   {mid: keys.get(t, t) for mid, t in final.items() if t is not None}, parents)
        if llm is not None and llm.fallback_reason:
            notes.append(llm.fallback_reason)
            plan.sigma_source = "offline (model fallback)"
        if not use_model:
            notes.append("offline relevance")
        return plan, notes

    def _recent_visible(self, memory: Memory, corpus: Corpus) -> list[Memory]:
        """CAP-6's comparison set: the most recent visible, non-archived observations and snippets."""
        if memory.source is not SourceType.OBSERVATION or memory.hidden:
            return []
        others = [m for m in corpus.memories.values()
                  if m.id != memory.id and not m.hidden and not m.archived
                  and m.source in (SourceType.OBSERVATION, SourceType.SNIPPET)
                  and (m.captured_at, m.id) < (memory.captured_at, memory.id)]
        others.sort(key=lambda m: (m.captured_at, m.id), reverse=True)
        return others[: self.hide_window]

    @staticmethod
    def _pinned(corpus: Corpus) -> set[int]:
        pinned = {m.id for m in corpus.memories.values() if m.placed_by_user}
        for group in corpus.groups.values():
            if group.created_by is not Origin.AI and group.parent_id is not None:
                pinned |= {m.id for m in corpus.members(group.id)}
        return pinned

    def _name(self, plan: PlacementPlan, corpus: Corpus, items: Sequence[PlacementItem],
              budget: CallBudget | None, notes: list[str], final: Mapping[int, int | str],
              new_parents: Mapping[str, int | str | None]) -> None:
        if not plan.new_groups:
            return
        offline: dict[int | str, str] | None = None
        existing_names = sorted({b.name for b in corpus.groups.values()})
        use_model = self.gateway is not None and self.gateway.available("analysis")
        named = 0
        for group in plan.new_groups.values():
            members = [corpus.memories[m] for m in group.members if m in corpus.memories]
            if use_model and named < self.max_named:
                assert self.gateway is not None
                named += 1
                try:
                    answer = self.gateway.structured(
                        "analysis", "group_name",
                        {"members": lines(members[-NAMING_MEMBERS:]),
                         "existing": "\n".join(existing_names) or "(none)"},
                        GroupNaming, budget=budget)
                except (LLMOutputError, LLMBudgetError) as exc:
                    notes.append(f"group named offline ({exc})")
                else:
                    group.name, group.summary, group.named_by_model = answer.name, answer.summary, True
            if not group.name:
                if offline is None:
                    parents: dict[int | str, int | str | None] = {b.id: b.parent_id for b in corpus.groups.values()}
                    parents.update({k: p for k, p in new_parents.items() if k in plan.new_groups})
                    offline = offline_names(corpus, final, parents)
                group.name = offline.get(group.key) or "Notes"
                group.summary = offline_summary(members, group.name)
            existing_names.append(group.name)

    @staticmethod
    def _label(memory: Memory, plan: PlacementPlan, corpus: Corpus) -> str:
        title = memory.display_title()
        if isinstance(plan.target, str):
            where = f" in a new group “{plan.new_groups[plan.target].name}”"
        elif isinstance(plan.target, int) and plan.target in corpus.groups:
            where = f" in “{corpus.groups[plan.target].name}”"
        else:
            where = ""
        label = f"Place “{title}”{where}"
        if plan.moves:
            label += f", regroup {len(plan.moves)} other{'s' if len(plan.moves) != 1 else ''}"
        if plan.hide:
            label += " (hidden as a repeat)"
        return label


def within_tasks(reorganization: Reorganization, table: GroupTable,
                 current: dict[int, int | None]) -> Reorganization:
    """Only the moves that keep a memory inside its top-level group (sub-group splits and merges).

    With a model, its σ decides which task a memory belongs to; re-clustering by embedding cosine
    must not overrule that afterwards, but it may still split a grown group into sub-groups."""

    def root(target: int | str | None) -> int | str | None:
        for _ in range(20):
            if not isinstance(target, str):
                return table.root_of(target)
            parent = reorganization.new_groups.get(target)
            if parent is None:
                return target  # a new top-level group: a task of its own
            target = parent
        return None

    moves = {m: t for m, t in reorganization.moves.items() if root(t) == table.root_of(current.get(m))}
    return Reorganization(moves, reorganization.new_groups)


def creation_order(keys: Set[str], parents: dict[str, int | str | None]) -> list[str]:
    """New groups in the order they are made: parents first, then in the order consolidation found them (`parents`
    is in that order). A set of strings iterates in hash order, which differs from one process to the next: sorting
    it by depth alone made sibling groups in another order each run, and the canvas lays siblings out by age."""
    found = {key: i for i, key in enumerate(parents)}
    return sorted(keys, key=lambda k: (_depth(k, parents), found.get(k, len(found)), k))


def _depth(key: str, parents: dict[str, int | str | None]) -> int:
    depth, parent = 0, parents.get(key)
    while isinstance(parent, str) and depth < 10:
        depth, parent = depth + 1, parents.get(parent)
    return depth


def _under(key: str, ancestor: str, parents: dict[str, int | str | None]) -> bool:
    current: int | str | None = key
    for _ in range(10):
        if current == ancestor:
            return True
        if not isinstance(current, str):
            return False
        current = parents.get(current)
    return False


def _subtree_members(store: Store, workspace_id: int, group_id: int) -> list[Memory]:
    """The memories a group holds with its sub-groups': a parent's line speaks for its whole subtree, as its name
    does (counting its direct cards only, a task of sixteen read "5 memories about ledger")."""
    inside = with_descendants(store.groups(workspace_id), [group_id])
    return [m for m in store.memories(workspace_id, include_archived=False) if m.group_id in inside]


def offline_summary(members: Sequence[Memory], name: str) -> str:
    """A factual line about a group, from its members, for when no model writes one."""
    if not members:
        return ""
    topic = name.replace(" · ", ", ").lower()
    sites = Counter(_where(m) for m in members if _where(m))
    where = ", ".join(s for s, _n in sites.most_common(2))
    noun = "memory" if len(members) == 1 else "memories"
    return f"{len(members)} {noun} about {topic}" + (f", mostly from {where}" if where else "") + "."


def _where(memory: Memory) -> str:
    from urllib.parse import urlparse

    url = memory.provenance.url
    try:
        host = urlparse(url).hostname or "" if url else ""
    except ValueError:
        host = ""
    return host.removeprefix("www.") or memory.provenance.app


# ---- committing --------------------------------------------------------------------------------
def apply_plan(ctx: JobContext, plan: PlacementPlan, workspace_id: int) -> None:
    """Write a placement inside the job's commit transaction (one AI macro). Re-checks what the
    user may have changed since the plan was computed and leaves those memories alone."""
    tree, store = ctx.tree, ctx.store
    moves: dict[int, int | str] = {}
    planned_from: dict[int, int | None] = dict(plan.origins)
    if plan.target is not None:
        moves[plan.memory_id] = plan.target
        planned_from[plan.memory_id] = None
    moves.update(plan.moves)
    current = {m.id: m for m in store.memories(ids=list(moves))} if moves else {}
    for memory_id, target in list(moves.items()):
        memory = current.get(memory_id)
        if (memory is None or memory.archived or memory.placed_by_user
                or memory.group_id != planned_from.get(memory_id)
                or (isinstance(target, int) and not _group_exists(store, target, workspace_id))):
            del moves[memory_id]
    # create the new groups that still receive members (parents first)
    needed: set[str] = set()
    for target in moves.values():
        key: int | str | None = target
        while isinstance(key, str) and key not in needed:
            needed.add(key)
            key = plan.new_groups[key].parent
    created: dict[str, int] = {}
    for key, group in plan.new_groups.items():  # already ordered parents first
        if key not in needed:
            continue
        parent = created.get(group.parent) if isinstance(group.parent, str) else group.parent
        if parent is not None and not _group_exists(store, parent, workspace_id):
            parent = None
        made = tree.add_group(group.name, parent_id=parent, summary=group.summary,
                                  workspace_id=workspace_id, origin=Origin.AI)
        created[key] = made.id
    by_target: dict[int, list[int]] = {}
    for memory_id, target in moves.items():
        resolved = created[target] if isinstance(target, str) else target
        by_target.setdefault(resolved, []).append(memory_id)
    for target_id, memory_ids in by_target.items():
        tree.move_memories(sorted(memory_ids), target_id, Origin.AI)
    if plan.sigma_source.startswith("offline"):
        _say_where(tree, store, by_target)
    if plan.hide:
        hidden = store.memories(ids=[plan.memory_id])
        if hidden and not hidden[0].hidden and not hidden[0].archived:
            tree.edit_memories([plan.memory_id], Origin.AI, label="Hide a repeated observation", hidden=True)
    for group_id in plan.delete_if_empty:
        # a task whose last sub-group this empties goes with it: an empty, named frame was left on the canvas
        # (seen in the app on the naval architect's fortnight: two "Professional review · interview", one empty)
        doomed: int | None = group_id
        while doomed is not None and _deletable(store, doomed, workspace_id):
            parent = store.get_group(doomed).parent_id
            tree.delete_group(doomed, Origin.AI)
            doomed = parent
    proposal = plan.proposed_link
    if proposal is not None:
        ends = {(NodeKind.MEMORY, proposal.src), (NodeKind.MEMORY, proposal.dst)}
        alive = {m.id for m in store.memories(ids=[proposal.src, proposal.dst]) if not m.archived}
        exists = any({(x.src_kind, x.src_id), (x.dst_kind, x.dst_id)} == ends for x in store.links(workspace_id))
        if alive == {proposal.src, proposal.dst} and not exists:
            tree.link((NodeKind.MEMORY, proposal.src), (NodeKind.MEMORY, proposal.dst), proposal.label, Origin.AI)


def _say_where(tree: MemoryTree, store: Store, by_target: Mapping[int, Sequence[int]]) -> None:
    """Offline, a card's context sentence names the task (and sub-group) it was filed under; the
    analyzer cannot, it runs before placement. A model's sentence is left as the model wrote it."""
    from contexty_qt.core.llm.offline import with_group, without_group

    groups = {b.id: b for b in store.groups(store.get_group(next(iter(by_target))).workspace_id)} \
        if by_target else {}
    for target_id, memory_ids in by_target.items():
        path: list[str] = []
        node = groups.get(target_id)
        while node is not None and len(path) < 4:
            path.insert(0, node.name)
            node = groups.get(node.parent_id) if node.parent_id is not None else None
        if not path:
            continue
        for memory in store.memories(ids=list(memory_ids)):
            sentence = with_group(memory.user_context, path)
            if without_group(memory.user_context) and sentence != memory.user_context:
                tree.edit_memories([memory.id], Origin.AI, label="Say where the card belongs",
                                   user_context=sentence)


def _group_exists(store: Store, group_id: int, workspace_id: int) -> bool:
    try:
        return store.get_group(group_id).workspace_id == workspace_id
    except NotFoundError:
        return False


def _deletable(store: Store, group_id: int, workspace_id: int) -> bool:
    """An AI-made group left with no memories, no sub-groups and no links."""
    try:
        group = store.get_group(group_id)
    except NotFoundError:
        return False
    if group.created_by is not Origin.AI or group.workspace_id != workspace_id:
        return False
    if store.memories(group_id=group_id, limit=1):
        return False
    if any(b.parent_id == group_id for b in store.groups(workspace_id)):
        return False
    return not store.links_touching(NodeKind.GROUP, group_id)


# ---- summaries ---------------------------------------------------------------------------------
class SummarizeStep:
    """Refresh a group's summary after its membership changed (debounced `summarize` job).

    A group the user made gets an AI summary only while it has none, so a summary the user wrote
    is never replaced; groups the AI made are refreshed each time. Names stay (renaming a group under
    the user's eyes is worse than a slightly stale name), except the offline keyword names of AI-made
    groups ("Lisbon · Flights · Hotel", recognisable by their separator): those were picked from a
    group's first member and improve as it grows. A group the user renamed keeps the user's name.
    """

    def __init__(self, gateway: LLMGateway | None, words: ItemWords | None = None) -> None:
        self.gateway = gateway
        self.words = words if words is not None else ItemWords()

    def __call__(self, job: Job, ctx: JobContext) -> StepResult:
        group_id = job.payload.get("group_id")
        if not isinstance(group_id, int):
            return StepResult(note="no group")
        try:
            group = ctx.store.get_group(group_id)
        except NotFoundError:
            return StepResult(note="group deleted")
        ai_made = group.created_by is Origin.AI
        if not ai_made and group.summary:
            return StepResult(note="the user's group keeps its summary")
        members = ctx.store.memories(group.workspace_id, group_id=group_id, include_archived=False)
        children = [b for b in ctx.store.groups(group.workspace_id) if b.parent_id == group_id]
        if not members and not children:
            return StepResult(note="empty group")
        rename = ai_made and is_keyword_name(group.name)
        # what the group holds with its sub-groups': its name and its offline summary speak for all of it
        held = _subtree_members(ctx.store, group.workspace_id, group_id) if children else members
        offline_name = ""
        if ai_made and not (self.gateway is not None and self.gateway.available("analysis")):
            corpus = load_corpus(ctx.store, None, group.workspace_id, ensure=False, words=self.words)
            # a name with words none of its cards says any more (they were corrected, a screenshot read again)
            # no longer fits, even while its first phrase still ranks (naming.keeps_name)
            said = [naming_text(m.text, m.memo, m.provenance.window_title, m.provenance.app,
                                "" if m.text else m.summary) for m in held]
            stale = set() if still_said(group.name, said) else {group_id}
            names = offline_names(corpus, {m.id: m.group_id for m in corpus.memories.values()
                                           if m.group_id is not None},
                                  {b.id: b.parent_id for b in corpus.groups.values()}, renew=stale)
            offline_name = names.get(group_id, "")
            rename = bool(offline_name) and offline_name != group.name  # name_tree kept it while it fits
        note = ""
        name, summary = "", ""
        if self.gateway is not None and self.gateway.available("analysis"):
            existing = sorted({b.name for b in ctx.store.groups(group.workspace_id) if b.id != group_id})
            member_lines = [memory_line(m) for m in members[-NAMING_MEMBERS:]]
            member_lines += [f"sub-group “{c.name}”" + (f": {c.summary}" if c.summary else "") for c in children]
            try:
                answer = self.gateway.structured(
                    "analysis", "group_name", {"members": "\n".join(member_lines), "existing": "\n".join(existing)
                                                or "(none)"}, GroupNaming, budget=ctx.budget)
                name, summary = answer.name, answer.summary
            except (LLMOutputError, LLMBudgetError) as exc:
                note = f"summary written offline ({exc})"
        else:
            note = "offline summary"
        if not summary:
            name = offline_name or group.name
            summary = offline_summary(held, name)
        changes: dict[str, str] = {}
        if summary and summary != group.summary:
            changes["summary"] = summary
        if rename and name and name != group.name:
            changes["name"] = name
        before = (group.name, group.summary)

        def apply() -> None:
            current = ctx.store.get_group(group_id)
            if (current.name, current.summary) == before and changes:  # the user did not edit it meanwhile
                ctx.tree.edit_group(group_id, Origin.AI, label=f"Summarise “{current.name}”", **changes)
                if "name" in changes and offline_name:  # the offline context sentences name the group: keep them true
                    _say_where_again(ctx, group_id, current.workspace_id)

        # a new name is what the understanding calls the work by ("You are working on …"): it follows
        follow = [understand_job(group.workspace_id)] if "name" in changes else []
        return StepResult(apply, next=follow, label=f"Summarise “{group.name}”", note=note)


def _say_where_again(ctx: JobContext, group_id: int, workspace_id: int) -> None:
    """After an offline rename, the cards of the group and of its sub-groups say where they belong again."""
    by_target: dict[int, list[int]] = {}
    for memory in _subtree_members(ctx.store, workspace_id, group_id):
        if memory.group_id is not None:
            by_target.setdefault(memory.group_id, []).append(memory.id)
    if by_target:
        _say_where(ctx.tree, ctx.store, by_target)


def still_said(name: str, texts: Sequence[str]) -> bool:
    """Whether every word of a group's name is in what its cards say (naming_text: content, memo, page title)."""
    said = {stem(w) for text in texts for w in words(text)}
    return all(stem(w) in said for w in words(name))


def offline_names(corpus: Corpus, final: Mapping[int, int | str],
                  parents: Mapping[int | str, int | str | None],
                  renew: Set[int | str] = frozenset()) -> dict[int | str, str]:
    """Offline names for every group of the workspace as `final` places the memories (naming.py):
    current names stay while they fit (but not those of `renew`), a group the user made or renamed keeps its
    name."""
    docs: dict[int, NamingDoc] = {}
    for m in corpus.memories.values():
        item = corpus.items.get(m.id)
        prov = m.provenance
        docs[m.id] = naming_doc(m.id, m.text, m.memo, prov.window_title, prov.app, prov.url,
                                "" if m.text else m.summary, item.content_vec if item is not None else None)
    members: dict[int | str, list[NamingDoc]] = {}
    for memory_id, target in final.items():
        if memory_id in docs:
            members.setdefault(target, []).append(docs[memory_id])
    nodes = [GroupNode(key, parent, tuple(members.get(key, ()))) for key, parent in parents.items()]
    current: dict[object, str] = {b.id: b.name for b in corpus.groups.values() if b.id not in renew}
    frozen = {b.id for b in corpus.groups.values() if b.created_by is not Origin.AI}
    return {k: v for k, v in name_tree(nodes, current, frozen).items() if isinstance(k, (int, str))}


def is_keyword_name(name: str) -> bool:
    """An offline name made by `keyword_name` (capitalised words joined by " · ")."""
    parts = name.split(" · ")
    return name == "New group" or (len(parts) >= 2 and all(p[:1].isupper() and " " not in p for p in parts))
