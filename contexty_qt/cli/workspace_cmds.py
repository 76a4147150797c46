"""`contexty workspace list|create|rename|archive|unarchive|switch` (core/longterm/workspaces.py).

The current workspace (the one last switched to) is where `contexty add`, `tree`, `ask` and the app
work unless told otherwise."""

from __future__ import annotations

import argparse
from typing import Any

from contexty_qt.cli import notify_changed, open_services, print_json
from contexty_qt.core.exchange import to_json_value
from contexty_qt.core.longterm.workspaces import Workspaces


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("workspace", help="list, create, rename, archive or switch workspaces",
                              description="A workspace is a task or project with its own canvas, threads and "
                                          "sessions. WORKSPACE is an id or a name.")
    sub = p.add_subparsers(dest="workspace_command", metavar="ACTION", required=True)
    q = sub.add_parser("list", help="the workspaces (* marks the current one)")
    q.add_argument("--all", action="store_true", help="archived ones too")
    q.add_argument("--json", action="store_true")
    q.set_defaults(handler=cmd_list)
    q = sub.add_parser("create", help="create a workspace (prints its id)")
    q.add_argument("name")
    q.add_argument("--switch", action="store_true", help="and make it the current one")
    q.set_defaults(handler=cmd_create)
    q = sub.add_parser("rename", help="rename a workspace")
    q.add_argument("workspace", metavar="WORKSPACE")
    q.add_argument("name")
    q.set_defaults(handler=cmd_rename)
    q = sub.add_parser("archive", help="archive a workspace (kept, hidden from the switcher)")
    q.add_argument("workspace", metavar="WORKSPACE")
    q.set_defaults(handler=cmd_archive, archived=True)
    q = sub.add_parser("unarchive", help="bring an archived workspace back")
    q.add_argument("workspace", metavar="WORKSPACE")
    q.set_defaults(handler=cmd_archive, archived=False)
    q = sub.add_parser("switch", help="make a workspace the current one")
    q.add_argument("workspace", metavar="WORKSPACE")
    q.set_defaults(handler=cmd_switch)


def cmd_list(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        spaces = Workspaces(core.tree)
        current = core.store.default_workspace_id()
        shown = spaces.all(include_archived=args.all)
        counts = {int(r["workspace_id"]): int(r["n"]) for r in core.store.query(
            "SELECT workspace_id, COUNT(*) AS n FROM memories GROUP BY workspace_id")}
        if args.json:
            print_json([{**to_json_value(w), "current": w.id == current, "memories": counts.get(w.id, 0)}
                        for w in shown])
            return 0
        for w in shown:
            mark = "*" if w.id == current else " "
            flag = "  (archived)" if w.archived else ""
            print(f"{mark} {w.id:>4}  {w.name}  — {counts.get(w.id, 0)} memories{flag}")
    return 0


def cmd_create(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        workspace = Workspaces(core.tree).create(args.name, switch=args.switch)
        print(workspace.id)
        notify_changed(core.data_dir)
    return 0


def cmd_rename(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        spaces = Workspaces(core.tree)
        workspace = spaces.rename(spaces.resolve(args.workspace).id, args.name)
        print(f"Workspace {workspace.id} is now “{workspace.name}”.")
        notify_changed(core.data_dir)
    return 0


def cmd_archive(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        spaces = Workspaces(core.tree)
        workspace = spaces.archive(spaces.resolve(args.workspace).id, args.archived)
        state = "archived" if workspace.archived else "back"
        print(f"Workspace {workspace.id} “{workspace.name}” is {state}; the current one is "
              f"“{spaces.current().name}”.")
        notify_changed(core.data_dir)
    return 0


def cmd_switch(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        spaces = Workspaces(core.tree)
        workspace = spaces.switch(spaces.resolve(args.workspace).id)
        print(f"Now in workspace {workspace.id} “{workspace.name}”.")
        notify_changed(core.data_dir)
    return 0
