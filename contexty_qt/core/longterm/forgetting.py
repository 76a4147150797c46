"""Reversible forgetting (LUFY-3, paper 004 §4.2) and disk retention of observation screenshots.

Fading. LUFY ranks a conversation's memories by importance once the conversation is over (so the
importance reflects the whole interaction) and keeps the top share. Here, at the end of a session,
its *observations* are ranked by importance (LUFY-1 e^(−Δt/S), core/retrieval/dynamics.py, the same
value the chat's retrieval uses) and all but the top `forgetting.keep_share` (rounded to the nearest
whole memory, as in the paper) fade: they are archived, with `faded_at` set, as one undoable AI step.
They stay searchable in the repository, are listed under "Faded" and come back with one click
(`restore`). A session's observations are judged once, when it ends; older sessions are not judged
again, so fading never compounds.

Never faded automatically: snippets and chat (captured on purpose), and any observation the person
wrote on or used: one with a memo, placed or pinned by hand, linked by the user, cited in a chat
answer, shown in another workspace (a reference), or the result of a merge.

Retention. Observation screenshots are the bulk of the data dir. `retention.image_days` removes the
image files of observations older than that; `retention.image_mb` keeps each workspace's observation
images under that size, removing the least important first (oldest first among equals). The card,
its text and the OCR text stay; the memory records the file it lost (`pruned_image`, `pruned_at`). A
file is deleted only when no other memory (of any workspace, any source) still shows it. Deleting a
file cannot be undone, so retention is bookkeeping, not an undo step: it runs when the user's limits
say so (after a session ends, or on demand), previews what it would remove (`plan_retention`), and
writes the database first and deletes files after the commit (a crash in between leaves an orphan
file, which the next run removes).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta

import numpy as np

from contexty_qt.core.embeddings import EmbeddingIndex
from contexty_qt.core.events import Action, ChangeEvent, Entity, EventBus
from contexty_qt.core.model import Memory, Origin, SourceType, utcnow
from contexty_qt.core.retrieval.dynamics import (
    DynamicsStore,
    days_between,
    importance,
    importance_inputs,
    memory_importance,
)
from contexty_qt.core.store import Store, memory_from_row, to_db_time
from contexty_qt.core.tree import MemoryTree

log = logging.getLogger("contexty.forgetting")

DEFAULT_KEEP_SHARE = 0.5


# ---- importance ----------------------------------------------------------------------------------
def importances(store: Store, memories: Sequence[Memory], now: datetime | None = None,
                ratings: Mapping[int, float] | None = None) -> dict[int, float]:
    """LUFY-1 importance of each memory at `now` (stored inputs, or the documented proxies);
    `ratings` stands in for L (LLM-rated importance, 1..10) where no model rated a memory."""
    now = now or utcnow()
    rows = DynamicsStore(store).ensure_inputs(list(memories))
    out = {}
    for m in memories:
        row = rows[m.id]
        if ratings and m.id in ratings and row.llm_importance is None:
            inputs = replace(importance_inputs(m, row), llm_importance=ratings[m.id])
            out[m.id] = importance(inputs, days_between(m.last_recalled or m.captured_at, now))
        else:
            out[m.id] = memory_importance(m, row, now)
    return out


def offline_ratings(store: Store, memories: Sequence[Memory], index: EmbeddingIndex | None) -> dict[int, float]:
    """L (1..10) for observations no model rated, from how close each is to what the person saved on
    purpose in the same set (snippets, and any memo): 2 for a screen unrelated to all of it, up to 8
    for one that shows what they were saving. Without vectors: none (the dynamics' own proxy)."""
    observations = [m for m in memories if m.source is SourceType.OBSERVATION]
    deliberate = [m for m in memories if m.source is not SourceType.OBSERVATION or m.memo]
    if index is None or not observations or not deliberate:
        return {}
    try:
        index.ensure([m.id for m in memories])
        vectors = index.vectors([m.id for m in memories])
    except Exception as exc:  # no vectors: the dynamics' proxy decides
        log.warning("fading without vectors: %s", exc)
        return {}
    anchors = [v for m in deliberate if m.id in vectors for v in vectors[m.id] if v is not None]
    if not anchors:
        return {}
    matrix = np.vstack(anchors)
    out = {}
    for m in observations:
        if m.id in vectors:
            closest = float(np.max(matrix @ vectors[m.id][0]))
            out[m.id] = 2.0 + 6.0 * min(1.0, max(0.0, (closest - 0.2) / 0.6))
    return out


def protected_ids(store: Store, memory_ids: Iterable[int]) -> set[int]:
    """Observations the person used or wrote on: never faded automatically."""
    ids = list(memory_ids)
    if not ids:
        return set()
    marks = "SELECT value FROM json_each(?)"  # one statement whatever the count (store.in_list)
    listed = [json.dumps(ids)]
    found: set[int] = set()
    found |= {int(r["memory_id"]) for r in store.query(
        f"SELECT DISTINCT memory_id FROM memory_refs WHERE memory_id IN ({marks})", listed)}
    found |= {int(r["id"]) for r in store.query(
        f"SELECT id FROM memories WHERE id IN ({marks}) AND (memo != '' OR placed_by_user = 1 OR id IN "
        f"(SELECT merged_id FROM merge_proposals WHERE merged_id IS NOT NULL) OR id IN "
        f"(SELECT DISTINCT merged_into FROM memories WHERE merged_into IS NOT NULL))", listed)}
    wanted = set(ids)
    for r in store.query("SELECT src_kind, src_id, dst_kind, dst_id FROM links WHERE created_by = 'user'"):
        for kind, node in ((r["src_kind"], r["src_id"]), (r["dst_kind"], r["dst_id"])):
            if kind == "memory" and int(node) in wanted:
                found.add(int(node))
    found |= {int(r["memory_id"]) for r in store.query(
        f"SELECT DISTINCT memory_id FROM message_context WHERE memory_id IN ({marks})", listed)}
    for r in store.query("SELECT keep_id, other_id FROM merge_proposals WHERE state = 'pending'"):
        found |= {int(r["keep_id"]), int(r["other_id"])} & wanted  # the person decides on those first
    for r in store.query("SELECT citations FROM messages WHERE citations != '[]'"):
        found |= {int(c) for c in json.loads(r["citations"]) if int(c) in wanted}
    return found


# ---- fading (LUFY-3) -----------------------------------------------------------------------------
@dataclass
class FadePlan:
    keep: list[tuple[int, float]] = field(default_factory=list)  # (memory id, importance), most important first
    fade: list[tuple[int, float]] = field(default_factory=list)
    protected: list[int] = field(default_factory=list)  # eligible by source, but used or written on

    @property
    def fade_ids(self) -> list[int]:
        return [m for m, _ in self.fade]


def plan_fading(store: Store, memories: Sequence[Memory], keep_share: float,
                now: datetime | None = None, ratings: Mapping[int, float] | None = None) -> FadePlan:
    """Rank the observations among `memories` by importance at `now` (for a session: its end, when
    the whole interaction is known); all but the top share fade."""
    share = min(1.0, max(0.0, keep_share))
    observations = [m for m in memories if m.source is SourceType.OBSERVATION and not m.archived]
    protected = protected_ids(store, [m.id for m in observations])
    eligible = [m for m in observations if m.id not in protected]
    plan = FadePlan(protected=sorted(protected))
    if not eligible:
        return plan
    scores = importances(store, eligible, now, ratings)
    ranked = sorted(eligible, key=lambda m: (-scores[m.id], -m.captured_at.timestamp(), m.id))
    keep = int(share * len(ranked) + 0.5)  # to the nearest whole memory (LUFY §4.2)
    plan.keep = [(m.id, scores[m.id]) for m in ranked[:keep]]
    plan.fade = [(m.id, scores[m.id]) for m in ranked[keep:]]
    return plan


def fade(tree: MemoryTree, memory_ids: Sequence[int], origin: Origin = Origin.AI,
         now: datetime | None = None) -> None:
    if memory_ids:
        tree.edit_memories(list(memory_ids), origin, label=f"Fade {_count(memory_ids)}", archived=True,
                           faded_at=now or utcnow())


def restore(tree: MemoryTree, memory_ids: Sequence[int], origin: Origin = Origin.USER) -> None:
    """Bring faded (or any archived) memories back."""
    if memory_ids:
        tree.edit_memories(list(memory_ids), origin, label=f"Restore {_count(memory_ids)}", archived=False,
                           faded_at=None)


def faded(store: Store, workspace_id: int | None = None) -> list[Memory]:
    """Memories archived by forgetting, most recently faded first."""
    sql, params = "SELECT * FROM memories WHERE archived = 1 AND faded_at IS NOT NULL", []
    if workspace_id is not None:
        sql, params = sql + " AND workspace_id = ?", [workspace_id]
    return [memory_from_row(dict(r)) for r in store.query(sql + " ORDER BY faded_at DESC, id", params)]


def _count(ids: Sequence[int]) -> str:
    return "1 memory" if len(ids) == 1 else f"{len(ids)} memories"


# ---- disk usage ----------------------------------------------------------------------------------
@dataclass
class WorkspaceUsage:
    workspace_id: int
    name: str
    memories: int = 0
    text_bytes: int = 0  # what the cards' text takes in the database (roughly)
    image_bytes: int = 0  # image files its memories show (a file shared by several counts once here)
    observation_image_bytes: int = 0
    images: int = 0
    pruned: int = 0  # memories whose image retention removed

    @property
    def total(self) -> int:
        return self.text_bytes + self.image_bytes


def _size(store: Store, name: str, cache: dict[str, int]) -> int:
    if name not in cache:
        try:
            cache[name] = os.stat(store.image_path(name)).st_size
        except OSError:
            cache[name] = 0
    return cache[name]


def disk_usage(store: Store) -> list[WorkspaceUsage]:
    sizes: dict[str, int] = {}
    usage = {w.id: WorkspaceUsage(w.id, w.name) for w in store.list_workspaces()}
    seen: dict[int, set[str]] = {w: set() for w in usage}
    observed: dict[int, set[str]] = {w: set() for w in usage}
    rows = store.query(
        "SELECT workspace_id, source, image, pruned_image, length(CAST(text AS BLOB)) + length(CAST(memo AS BLOB)) + "
        "length(CAST(title AS BLOB)) + length(CAST(summary AS BLOB)) + length(CAST(user_context AS BLOB)) AS n "
        "FROM memories")
    for r in rows:
        u = usage.get(int(r["workspace_id"]))
        if u is None:
            continue
        u.memories += 1
        u.text_bytes += int(r["n"] or 0)
        if r["pruned_image"]:
            u.pruned += 1
        name = r["image"]
        if name:
            if name not in seen[u.workspace_id]:
                seen[u.workspace_id].add(name)
                u.images += 1
                u.image_bytes += _size(store, name, sizes)
            if r["source"] == SourceType.OBSERVATION.value and name not in observed[u.workspace_id]:
                observed[u.workspace_id].add(name)
                u.observation_image_bytes += _size(store, name, sizes)
    return list(usage.values())


def images_dir_bytes(store: Store) -> int:
    total = 0
    for entry in os.scandir(store.images_dir):
        if entry.is_file() and not entry.name.startswith("."):
            total += entry.stat().st_size
    return total


# ---- retention -----------------------------------------------------------------------------------
@dataclass
class RetentionPlan:
    memory_ids: list[int] = field(default_factory=list)  # observations whose image goes
    files: list[str] = field(default_factory=list)  # files no memory shows afterwards: deleted
    freed_bytes: int = 0
    reasons: dict[int, str] = field(default_factory=dict)  # memory id -> "older than 30 days" / "over 200 MB"

    def __bool__(self) -> bool:
        return bool(self.memory_ids)


def plan_retention(store: Store, *, max_bytes: float = 0.0, max_days: float = 0.0, workspace_id: int | None = None,
                   now: datetime | None = None) -> RetentionPlan:
    """What the limits would remove. `max_bytes` applies per workspace to its observation images;
    0 means no limit (for either)."""
    now = now or utcnow()
    plan = RetentionPlan()
    if max_bytes <= 0 and max_days <= 0:
        return plan
    sizes: dict[str, int] = {}
    workspaces = [workspace_id] if workspace_id is not None else [w.id for w in store.list_workspaces()]
    chosen: set[int] = set()
    for ws in workspaces:
        rows = store.query("SELECT * FROM memories WHERE workspace_id = ? AND source = 'observation' AND image IS NOT "
                           "NULL", (ws,))
        observations = [memory_from_row(dict(r)) for r in rows]
        if not observations:
            continue
        if max_days > 0:
            cutoff = now - timedelta(days=max_days)
            for m in observations:
                if m.captured_at < cutoff:
                    chosen.add(m.id)
                    plan.reasons[m.id] = f"older than {max_days:g} days"
        if max_bytes > 0:
            scores = importances(store, observations, now)
            by_name: dict[str, list[Memory]] = {}
            for m in observations:
                if m.image is not None:
                    by_name.setdefault(m.image, []).append(m)
            total = sum(_size(store, name, sizes) for name, ms in by_name.items()
                        if any(x.id not in chosen for x in ms))
            order = sorted((m for m in observations if m.id not in chosen),
                           key=lambda m: (scores[m.id], m.captured_at, m.id))
            for m in order:
                if total <= max_bytes:
                    break
                chosen.add(m.id)
                plan.reasons[m.id] = f"over {max_bytes / 2**20:g} MB"
                assert m.image is not None
                if all(x.id in chosen for x in by_name[m.image]):
                    total -= _size(store, m.image, sizes)
    if not chosen:
        return plan
    plan.memory_ids = sorted(chosen)
    names = {r["image"] for r in store.query(
        f"SELECT image FROM memories WHERE id IN ({', '.join('?' for _ in plan.memory_ids)})", plan.memory_ids)}
    for name in sorted(n for n in names if n):
        still = store.query(f"SELECT COUNT(*) AS n FROM memories WHERE image = ? AND id NOT IN "
                            f"({', '.join('?' for _ in plan.memory_ids)})", [name, *plan.memory_ids])
        if int(still[0]["n"]) == 0:
            plan.files.append(name)
            plan.freed_bytes += _size(store, name, sizes)
    return plan


def apply_retention(store: Store, plan: RetentionPlan, bus: EventBus | None = None,
                    now: datetime | None = None) -> int:
    """Remove the planned images: the database first (image -> pruned_image), then the files no
    memory shows any more. Returns how many files were deleted."""
    if not plan:
        return 0
    stamp = to_db_time(now or utcnow())
    with store.transaction() as db:
        db.executemany("UPDATE memories SET pruned_image = image, pruned_at = ?, image = NULL WHERE id = ? "
                       "AND image IS NOT NULL", [(stamp, i) for i in plan.memory_ids])
    if bus is not None:
        bus.emit([ChangeEvent(Entity.MEMORY, Action.CHANGED, tuple(plan.memory_ids), Origin.AI,
                              ("image", "pruned_at", "pruned_image"))])
    return remove_orphan_images(store, plan.files)


def remove_orphan_images(store: Store, names: Iterable[str] | None = None) -> int:
    """Delete image files no memory shows. Without `names`: the files retention meant to delete that a
    crash left behind (named by some memory's `pruned_image`)."""
    if names is None:
        names = [str(r["pruned_image"]) for r in store.query(
            "SELECT DISTINCT pruned_image FROM memories WHERE pruned_image IS NOT NULL")]
    removed = 0
    for name in names:
        if store.query("SELECT 1 FROM memories WHERE image = ? LIMIT 1", (name,)):
            continue  # shown again meanwhile (an undo, an import): keep it
        path = store.image_path(name)
        try:
            path.unlink()
            removed += 1
        except FileNotFoundError:
            pass
        with contextlib.suppress(FileNotFoundError):  # the thumbnail shows the same screen: it goes too
            store.thumbnail_path(name).unlink()
    if removed:
        log.info("retention removed %d image file(s)", removed)
    return removed
