"""An in-memory copy of one workspace's tree, kept current from change events.

The canvas and the overview both draw from it, so each change is read once. Reads run on the
TaskRunner (never on the GUI thread) and are serialized: one read in flight, changes arriving
meanwhile are merged into the next, so results are applied in order and never go backwards.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal

from contexty_qt.core.events import Action, ChangeEvent, Entity
from contexty_qt.core.model import Group, Link, Memory, Origin
from contexty_qt.core.tree import MemoryTree
from contexty_qt.ui.bridge import TaskRunner

log = logging.getLogger("contexty.ui.canvas.mirror")

MAX_INCREMENTAL_IDS = 400  # above this one full read is cheaper than an IN (...) query
# memory columns nothing on the canvas or overview shows: changes to only these need no read
IGNORED_MEMORY_FIELDS = frozenset({"recall_count", "last_recalled", "importance"})


@dataclass
class MirrorDelta:
    """What one applied read changed."""

    full: bool = False
    memories: set[int] = field(default_factory=set)  # added or changed
    removed: set[int] = field(default_factory=set)
    groups: bool = False
    links: bool = False
    origins: set[Origin] = field(default_factory=set)

    def __bool__(self) -> bool:
        return self.full or bool(self.memories or self.removed) or self.groups or self.links


@dataclass
class _Read:
    workspace_id: int
    memories: list[Memory] | None  # None: not read
    asked: list[int] | None  # the ids asked for (None: all)
    groups: list[Group] | None
    links: list[Link] | None


class TreeMirror(QObject):
    applied = Signal(object)  # MirrorDelta, on the GUI thread
    load_failed = Signal(str)

    def __init__(self, tree: MemoryTree, runner: TaskRunner | None = None, workspace_id: int | None = None,
                 parent: QObject | None = None) -> None:
        """Without a runner, reads happen synchronously (benchmarks, simple tools)."""
        super().__init__(parent)
        self.tree = tree
        self._runner = runner
        self._workspace_id = workspace_id
        self.memories: dict[int, Memory] = {}
        self.groups: dict[int, Group] = {}
        self.links: dict[int, Link] = {}
        self.loaded_once = False
        self._busy = False
        self._closed = False
        self._want_full = False
        self._want_ids: set[int] = set()
        self._want_groups = False
        self._want_links = False
        self._origins: set[Origin] = set()

    @property
    def workspace_id(self) -> int | None:
        return self._workspace_id

    # ---- requests --------------------------------------------------------------------------
    def reload(self) -> None:
        self._want_full = True
        self._pump()

    def on_changes(self, events: list[ChangeEvent]) -> None:
        for event in events:
            if event.entity is Entity.MEMORY:
                if event.action is Action.CHANGED and event.fields and set(event.fields) <= IGNORED_MEMORY_FIELDS:
                    continue
                self._want_ids.update(event.ids)
            elif event.entity is Entity.GROUP:
                self._want_groups = True
            elif event.entity is Entity.LINK:
                self._want_links = True
            elif event.entity is Entity.WORKSPACE:
                self._want_full = True
            else:
                continue
            self._origins.add(event.origin)
        if len(self._want_ids) > MAX_INCREMENTAL_IDS:
            self._want_full = True
        self._pump()

    def is_loading(self) -> bool:
        return self._busy or self._want_full or bool(self._want_ids) or self._want_groups or self._want_links

    def close(self) -> None:
        self._closed = True

    # ---- reading ---------------------------------------------------------------------------
    def _pump(self) -> None:
        if self._busy or self._closed or not self.is_loading():
            return
        tree, ws = self.tree, self._workspace_id
        origins, self._origins = self._origins, set()
        job: Callable[[], _Read]
        if self._want_full:
            self._want_full, self._want_ids, self._want_groups, self._want_links = False, set(), False, False

            def job() -> _Read:
                snap = tree.snapshot(ws)
                return _Read(snap.workspace_id, snap.memories, None, snap.groups, snap.links)
        else:
            ids = sorted(self._want_ids)
            want_groups, want_links = self._want_groups, self._want_links
            self._want_ids, self._want_groups, self._want_links = set(), False, False

            def job() -> _Read:
                workspace = tree.workspace(ws)
                memories, groups, links = tree.partial_snapshot(workspace, ids, groups=want_groups,
                                                                  links=want_links)
                return _Read(workspace, memories, ids, groups, links)

        self._busy = True
        if self._runner is None:
            try:
                result = job()
            except Exception as exc:
                self._failed(exc)
            else:
                self._apply(result, origins)
        else:
            self._runner.submit(job, lambda result: self._apply(result, origins), self._failed)

    def _apply(self, read: _Read, origins: set[Origin]) -> None:
        self._busy = False
        if self._closed:
            return
        self._workspace_id = read.workspace_id
        delta = MirrorDelta(origins=origins)
        if read.asked is None:
            delta.full = True
            self.memories = {m.id: m for m in read.memories or []}
            delta.memories = set(self.memories)
        elif read.memories is not None:
            found = {m.id: m for m in read.memories}
            for memory_id in read.asked:
                memory = found.get(memory_id)
                if memory is None:
                    if self.memories.pop(memory_id, None) is not None:
                        delta.removed.add(memory_id)
                elif self.memories.get(memory_id) != memory:
                    self.memories[memory_id] = memory
                    delta.memories.add(memory_id)
        if read.groups is not None:
            groups = {b.id: b for b in read.groups}
            if groups != self.groups or delta.full:
                self.groups = groups
                delta.groups = True
        if read.links is not None:
            links = {link.id: link for link in read.links}
            if links != self.links or delta.full:
                self.links = links
                delta.links = True
        self.loaded_once = True
        if delta:
            self.applied.emit(delta)
        self._pump()

    def _failed(self, error: BaseException) -> None:
        self._busy = False
        if self._closed:
            return
        log.error("reading the tree failed: %s", error, exc_info=(type(error), error, error.__traceback__))
        self.load_failed.emit(str(error))
        self._pump()

    # ---- queries ---------------------------------------------------------------------------
    def child_groups(self, group_id: int | None) -> list[Group]:
        return sorted((b for b in self.groups.values() if b.parent_id == group_id), key=lambda b: b.id)

    def descendants(self, group_id: int) -> set[int]:
        out: set[int] = set()
        stack = [group_id]
        while stack:
            current = stack.pop()
            for child in self.groups.values():
                if child.parent_id == current and child.id not in out:
                    out.add(child.id)
                    stack.append(child.id)
        return out

    def group_path(self, group_id: int | None) -> str:
        names: list[str] = []
        seen: set[int] = set()
        while group_id is not None and group_id in self.groups and group_id not in seen:
            seen.add(group_id)
            names.append(self.groups[group_id].name)
            group_id = self.groups[group_id].parent_id
        return " / ".join(reversed(names))

    def describe(self) -> dict[str, Any]:
        return {"memories": len(self.memories), "groups": len(self.groups), "links": len(self.links)}
