"""The current workspace, as one object every view and service of a process follows.

The store keeps the choice (the workspace last switched to, `Store.default_workspace_id`); a switch
(`core/longterm/workspaces.py` Workspaces.switch, an undoable command) announces a WORKSPACE change
event. `CurrentWorkspace` re-reads the choice after such an event, so chat threads, the chat's saved
exchanges, retrieval, the canvas and the timeline, which ask it, all move together; `follow()` tells a
listener once the current workspace is another one.

    current = CurrentWorkspace(store, bus)      # built once by the composition root
    current.id                                 # the current workspace's id (cached; cheap)
    unfollow = current.follow(lambda workspace_id: ...)
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from contexty_qt.core.events import ChangeEvent, Entity, EventBus
from contexty_qt.core.store import Store

log = logging.getLogger("contexty.workspace")


class CurrentWorkspace:
    """Thread-safe. Listeners run on the thread that announced the switch (the GUI's EventBridge
    delivers views' own reactions on the GUI thread)."""

    def __init__(self, store: Store, bus: EventBus | None = None) -> None:
        self._store = store
        self._lock = threading.Lock()
        self._id = store.default_workspace_id()
        self._stale = False
        self._followers: list[Callable[[int], None]] = []
        self._unsubscribe = bus.subscribe(self._on_events) if bus is not None else None

    @property
    def id(self) -> int:
        with self._lock:
            if self._stale:
                self._stale = False
                self._id = self._store.default_workspace_id()
            return self._id

    def refresh(self) -> bool:
        """Re-read the choice (another process may have switched); True when it changed. Tells the followers."""
        with self._lock:
            before = self._id
            self._stale = False
            self._id = self._store.default_workspace_id()
            now = self._id
        if now == before:
            return False
        log.info("current workspace: %d (was %d)", now, before)
        for follower in list(self._followers):
            try:
                follower(now)
            except Exception:
                log.exception("a follower of the current workspace failed")
        return True

    def follow(self, listener: Callable[[int], None]) -> Callable[[], None]:
        self._followers.append(listener)

        def unfollow() -> None:
            if listener in self._followers:
                self._followers.remove(listener)

        return unfollow

    def _on_events(self, events: list[ChangeEvent]) -> None:
        if any(e.entity is Entity.WORKSPACE for e in events):
            with self._lock:
                self._stale = True
            self.refresh()

    def close(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None
        self._followers.clear()


# a workspace to keep to, the current one to follow, or None: the current one when built, kept
WorkspaceChoice = CurrentWorkspace | int | None


def workspace_of(choice: CurrentWorkspace | int) -> int:
    return choice.id if isinstance(choice, CurrentWorkspace) else choice


__all__ = ["CurrentWorkspace", "WorkspaceChoice", "workspace_of"]
