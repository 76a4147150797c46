"""Change events: after every committed change, what changed, which ids, and who started it.

Views subscribe and refresh themselves; the Qt bridge re-emits these as signals on the GUI thread.
"""

from __future__ import annotations

import enum
import logging
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from contexty_qt.core.model import Origin

log = logging.getLogger("contexty.events")


class Entity(enum.StrEnum):
    WORKSPACE = "workspace"
    MEMORY = "memory"
    GROUP = "group"
    LINK = "link"
    THREAD = "thread"
    MESSAGE = "message"
    JOB = "job"
    UNDERSTANDING = "understanding"  # the AI context understanding of a workspace (MEM-5); ids: workspace ids
    # issue 7 (core/longterm/): sessions, post-thinking's thoughts and merge proposals, references (LTM-2)
    SESSION = "session"
    THOUGHT = "thought"
    MERGE_PROPOSAL = "merge_proposal"
    MEMORY_REF = "memory_ref"
    TAG = "tag"  # a node of the tag ontology (CAIM-2, core/ontology.py); ids: tag_ontology ids


class Action(enum.StrEnum):
    ADDED = "added"
    CHANGED = "changed"
    REMOVED = "removed"


TABLE_ENTITY = {
    "workspaces": Entity.WORKSPACE,
    "memories": Entity.MEMORY,
    "groups": Entity.GROUP,
    "links": Entity.LINK,
    "threads": Entity.THREAD,
    "messages": Entity.MESSAGE,
    "jobs": Entity.JOB,
    "sessions": Entity.SESSION,
    "thoughts": Entity.THOUGHT,
    "merge_proposals": Entity.MERGE_PROPOSAL,
    "memory_refs": Entity.MEMORY_REF,
    "tag_ontology": Entity.TAG,
}


@dataclass(frozen=True)
class ChangeEvent:
    entity: Entity
    action: Action
    ids: tuple[int, ...]
    origin: Origin
    fields: tuple[str, ...] = ()  # columns changed, for CHANGED; lets views skip irrelevant updates


Listener = Callable[[list[ChangeEvent]], None]


def coalesce(events: Iterable[ChangeEvent]) -> list[ChangeEvent]:
    """Merge events of the same entity/action/origin so a macro of 200 moves is one event."""
    merged: dict[tuple[Entity, Action, Origin], tuple[list[int], set[str]]] = {}
    for event in events:
        ids, fields = merged.setdefault((event.entity, event.action, event.origin), ([], set()))
        ids.extend(i for i in event.ids if i not in ids)
        fields.update(event.fields)
    return [
        ChangeEvent(entity, action, tuple(ids), origin, tuple(sorted(fields)))
        for (entity, action, origin), (ids, fields) in merged.items()
    ]


class EventBus:
    """Synchronous fan-out. Listeners run on the emitting thread; Qt views go through ui/bridge."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []
        self._lock = threading.Lock()

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        with self._lock:
            self._listeners.append(listener)

        def unsubscribe() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return unsubscribe

    def emit(self, events: list[ChangeEvent]) -> None:
        if not events:
            return
        with self._lock:
            listeners = list(self._listeners)
        for listener in listeners:
            try:
                listener(events)
            except Exception:  # one broken view must not stop the others
                log.exception("change listener %r failed", listener)
