"""Workspaces: a task or project with its own tree (canvas), threads and sessions.

Every operation is an undoable command on the tree's undo stack. The current workspace is the one
last switched to (`workspaces.opened_at`, read by `Store.default_workspace_id`), so the CLI, the
canvas and chat all follow a switch; a switch announces itself as a WORKSPACE change, which makes the
views that follow the current workspace reload.
"""

from __future__ import annotations

from contexty_qt.core.commands import InsertRow, UpdateRows
from contexty_qt.core.errors import InvalidInputError, NotFoundError
from contexty_qt.core.model import Origin, Workspace, utcnow
from contexty_qt.core.sanitize import clean_text
from contexty_qt.core.store import to_db_time
from contexty_qt.core.tree import MemoryTree

MAX_NAME = 200


def clean_name(name: str) -> str:
    clean = " ".join(clean_text(name, limit=MAX_NAME).split())
    if not clean:
        raise InvalidInputError("A workspace needs a name.")
    return clean


class Workspaces:
    def __init__(self, tree: MemoryTree) -> None:
        self.tree = tree
        self.store = tree.store

    # ---- reading ---------------------------------------------------------------------------
    def all(self, *, include_archived: bool = True) -> list[Workspace]:
        return [w for w in self.store.list_workspaces() if include_archived or not w.archived]

    def get(self, workspace_id: int) -> Workspace:
        for workspace in self.store.list_workspaces():
            if workspace.id == workspace_id:
                return workspace
        raise NotFoundError(f"No workspace with id {workspace_id}.")

    def current(self) -> Workspace:
        return self.get(self.store.default_workspace_id())

    def resolve(self, text: str | int) -> Workspace:
        """A workspace by id ("3") or by name (case-insensitive, unique)."""
        if isinstance(text, int) or str(text).strip().isdigit():
            return self.get(int(text))
        wanted = " ".join(str(text).split()).casefold()
        found = [w for w in self.store.list_workspaces() if w.name.casefold() == wanted]
        if not found:
            raise NotFoundError(f"No workspace called “{text}”.")
        if len(found) > 1:
            raise InvalidInputError(f"Several workspaces are called “{text}”; use its id "
                                    f"({', '.join(str(w.id) for w in found)}).")
        return found[0]

    # ---- changing --------------------------------------------------------------------------
    def create(self, name: str, *, switch: bool = False, origin: Origin = Origin.USER) -> Workspace:
        name = self._unused(clean_name(name))
        row = {"name": name, "created_at": to_db_time(utcnow()), "archived": 0,
               "opened_at": to_db_time(utcnow()) if switch else None}
        command = self.tree.execute(InsertRow("workspaces", row, f"Create workspace “{name}”", origin))
        assert isinstance(command, InsertRow) and command.id is not None
        return self.get(command.id)

    def rename(self, workspace_id: int, name: str, origin: Origin = Origin.USER) -> Workspace:
        old = self.get(workspace_id)
        name = clean_name(name)
        if name != old.name:
            self._unused(name, except_id=workspace_id)
            self.tree.execute(UpdateRows("workspaces", {workspace_id: {"name": name}},
                                         f"Rename workspace “{old.name}” to “{name}”", origin))
        return self.get(workspace_id)

    def switch(self, workspace_id: int, origin: Origin = Origin.USER) -> Workspace:
        """Make it the current workspace (undo switches back)."""
        target = self.get(workspace_id)
        if target.archived:
            raise InvalidInputError(f"“{target.name}” is archived; unarchive it before switching to it.")
        if workspace_id != self.store.default_workspace_id():
            self.tree.execute(UpdateRows("workspaces", {workspace_id: {"opened_at": to_db_time(utcnow())}},
                                         f"Switch to workspace “{target.name}”", origin))
        return self.get(workspace_id)

    def archive(self, workspace_id: int, archived: bool = True, origin: Origin = Origin.USER) -> Workspace:
        """Archive (hide from the switcher, keep everything) or bring back. The last open workspace
        cannot be archived: there must always be one to work in."""
        target = self.get(workspace_id)
        if archived and not target.archived:
            others = [w for w in self.all(include_archived=False) if w.id != workspace_id]
            if not others:
                raise InvalidInputError(f"“{target.name}” is the only open workspace; create another first.")
        if target.archived != archived:
            verb = "Archive" if archived else "Unarchive"
            self.tree.execute(UpdateRows("workspaces", {workspace_id: {"archived": int(archived)}},
                                         f"{verb} workspace “{target.name}”", origin))
        return self.get(workspace_id)

    def _unused(self, name: str, except_id: int | None = None) -> str:
        for workspace in self.store.list_workspaces():
            if workspace.id != except_id and workspace.name.casefold() == name.casefold():
                raise InvalidInputError(f"A workspace called “{workspace.name}” exists already (id {workspace.id}).")
        return name
