"""Memory and group commands: add, tree, show, edit, move, group, group.

Every change goes through MemoryTree, so the CLI runs the very commands the GUI runs.
"""

from __future__ import annotations

import argparse
import os
import stat
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

from contexty_qt.cli import notify_changed, open_services, parse_group_target, parse_id, print_json, require
from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.exchange import snapshot_json, to_json_value
from contexty_qt.core.model import Memory, Provenance, SourceType
from contexty_qt.core.sanitize import MAX_IMAGE_BYTES
from contexty_qt.core.tree import TreeSnapshot

# Standard input is read whole before the text is truncated (sanitize.MAX_TEXT_CHARS); past this
# many bytes it is refused instead, so `yes | contexty add --text -` cannot eat all memory.
MAX_STDIN_BYTES = 64 * 1024 * 1024


def register(subparsers: Any) -> None:
    _register_add(subparsers)
    p = subparsers.add_parser("tree", help="print the memory tree (groups and their memories)")
    p.add_argument("--json", action="store_true", help="the full tree as JSON, every field")
    p.add_argument("--workspace", type=parse_id, metavar="ID", help="workspace (default: the default one)")
    p.set_defaults(handler=cmd_tree)

    p = subparsers.add_parser("show", help="print one memory")
    p.add_argument("id", type=parse_id, metavar="ID")
    p.add_argument("--json", action="store_true", help="every field as JSON")
    p.set_defaults(handler=cmd_show)

    p = subparsers.add_parser("edit", help="change a memory's title, memo, tags, context or summary")
    p.add_argument("id", type=parse_id, metavar="ID")
    p.add_argument("--title")
    p.add_argument("--memo")
    p.add_argument("--tags", help="comma-separated; replaces the current tags ('' clears them)")
    p.add_argument("--context", help="the user's context: how the AI reads your activity and intent")
    p.add_argument("--summary")
    p.set_defaults(handler=cmd_edit)

    p = subparsers.add_parser("move", help="move memories to a group, or to unassigned with --to none")
    p.add_argument("ids", type=parse_id, nargs="+", metavar="ID")
    p.add_argument("--to", type=parse_group_target, required=True, metavar="GROUP_ID|none")
    p.set_defaults(handler=cmd_move)

    p = subparsers.add_parser("group", help="put memories into a new group (prints the group's id)")
    p.add_argument("ids", type=parse_id, nargs="+", metavar="ID")
    p.add_argument("--name", required=True)
    p.set_defaults(handler=cmd_group)
    _register_group(subparsers)


def _register_add(subparsers: Any) -> None:
    p = subparsers.add_parser("add", help="save a memory (prints its id)",
                              description="Save a text or image capture as a memory and print its id.")
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--text", help="the captured text; '-' reads it from standard input")
    what.add_argument("--image", metavar="FILE", help="an image file (PNG, JPEG, WebP, GIF or BMP)")
    p.add_argument("--memo", default="", help="your thought about the capture")
    p.add_argument("--app", default="", help="application it came from")
    p.add_argument("--title", default="", help="window title it came from")
    p.add_argument("--url", default="", help="web address it came from")
    p.add_argument("--at", type=parse_time, metavar="ISO-TIME",
                   help="capture time, e.g. 2024-05-01T14:30 (local time) or 2024-05-01T12:30Z")
    p.add_argument("--source", choices=[s.value for s in SourceType], default=SourceType.SNIPPET.value)
    p.add_argument("--workspace", type=parse_id, metavar="ID")
    p.set_defaults(handler=cmd_add)


def _register_group(subparsers: Any) -> None:
    p = subparsers.add_parser("groups", help="create, rename, delete or nest groups")
    sub = p.add_subparsers(dest="group_command", metavar="ACTION", required=True)
    q = sub.add_parser("create", help="create an empty group (prints its id)")
    q.add_argument("name")
    q.add_argument("--parent", type=parse_id, metavar="GROUP_ID")
    q.add_argument("--workspace", type=parse_id, metavar="ID")
    q.set_defaults(handler=cmd_group_create)
    q = sub.add_parser("rename", help="rename a group")
    q.add_argument("id", type=parse_id, metavar="GROUP_ID")
    q.add_argument("name")
    q.set_defaults(handler=cmd_group_rename)
    q = sub.add_parser("delete", help="delete a group; its memories and groups move up one level")
    q.add_argument("id", type=parse_id, metavar="GROUP_ID")
    q.set_defaults(handler=cmd_group_delete)
    q = sub.add_parser("nest", help="put a group inside another, or at the top level with --into none")
    q.add_argument("id", type=parse_id, metavar="GROUP_ID")
    q.add_argument("--into", type=parse_group_target, required=True, metavar="GROUP_ID|none")
    q.set_defaults(handler=cmd_group_nest)


def parse_time(text: str) -> datetime:
    """ISO 8601; a time without an offset is the local time, as a user typing it means."""
    try:
        value = datetime.fromisoformat(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not an ISO time such as 2024-05-01T14:30 or 2024-05-01T12:30+00:00") from None
    return value if value.tzinfo is not None else value.astimezone()


# ---- add -------------------------------------------------------------------------------------
def read_stdin_bytes() -> bytes:
    limit = MAX_STDIN_BYTES
    data = sys.stdin.buffer.read(limit + 1)
    if len(data) > limit:
        raise InvalidInputError(f"Standard input is larger than {limit // 2**20} MB; save a shorter text.")
    return data


def read_image_file(path: str) -> bytes:
    """A regular, non-empty file within the size limit (never /dev/zero or a FIFO)."""
    file = Path(path)
    info = file.stat()  # FileNotFoundError -> "No such file or directory (path)."
    if not stat.S_ISREG(info.st_mode):
        raise InvalidInputError(f"{path} is not a regular file.")
    if info.st_size > MAX_IMAGE_BYTES:
        raise InvalidInputError(f"{path} is {info.st_size // 2**20} MB; images are limited to "
                                f"{MAX_IMAGE_BYTES // 2**20} MB.")
    return file.read_bytes()


def cmd_add(args: argparse.Namespace) -> int:
    text: str | bytes = ""
    image: bytes | None = None
    if args.image is not None:
        image = read_image_file(args.image)
    elif args.text == "-":
        text = read_stdin_bytes()
    else:
        text = args.text
    with open_services(args) as core:
        memory = core.tree.add_memory(
            SourceType(args.source), text=text, image=image, memo=args.memo,
            provenance=Provenance(args.app, args.title, args.url), captured_at=args.at,
            workspace_id=args.workspace,
        )
        make_durable(core.store.db_path, core.store.images_dir if memory.image else None)
        print(memory.id)  # the acknowledgement: from here on the capture survives a crash or a power cut
        notify_changed(core.data_dir)
    return 0


def make_durable(db_path: Path, images_dir: Path | None) -> None:
    """Flush what the commit left in the OS cache before the id is printed.

    The store runs WAL with synchronous=NORMAL: a commit survives any process crash at once, but sits
    in the -wal file unsynced until a checkpoint, and the image's rename into images/ is a directory
    entry not yet on disk. A power cut right after `contexty add` printed an id could lose both.
    """
    paths = [Path(f"{db_path}-wal"), *([images_dir] if images_dir is not None else [])]
    for path in paths:
        try:
            fd = os.open(path, os.O_RDONLY)
        except FileNotFoundError:  # no WAL: the commit was checkpointed (and synced) already
            continue
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


# ---- reading ---------------------------------------------------------------------------------
def cmd_tree(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        if args.workspace is not None:
            require(any(w.id == args.workspace for w in core.store.list_workspaces()),
                    f"No workspace with id {args.workspace}.")
        snapshot = core.tree.snapshot(args.workspace)
        if args.json:
            print_json(snapshot_json(core.store, snapshot))
        else:
            name = next(w.name for w in core.store.list_workspaces() if w.id == snapshot.workspace_id)
            print("\n".join(outline(snapshot, name)))
    return 0


def outline(snapshot: TreeSnapshot, workspace_name: str) -> list[str]:
    lines = [f"{workspace_name} (workspace {snapshot.workspace_id}): {len(snapshot.memories)} memories, "
             f"{len(snapshot.groups)} groups"]

    def walk(group_id: int | None, depth: int) -> None:
        for group in snapshot.children(group_id):
            lines.append(f"{'  ' * depth}+ {group.name}  [group {group.id}]")
            lines.extend(_memory_line(m, depth + 1) for m in snapshot.members(group.id))
            walk(group.id, depth + 1)

    walk(None, 1)
    unassigned = snapshot.members(None)
    if unassigned:
        lines.append("  Unassigned")
        lines.extend(_memory_line(m, 2) for m in unassigned)
    return lines


def _memory_line(memory: Memory, depth: int) -> str:
    details = [memory.source.value, _local(memory.captured_at)]
    if memory.provenance.app:
        details.insert(1, memory.provenance.app)
    details += [flag for flag, on in (("archived", memory.archived), ("hidden", memory.hidden),
                                      ("updated", memory.updated)) if on]
    return f"{'  ' * depth}- #{memory.id} {memory.display_title()}  ({', '.join(details)})"


def _local(value: datetime) -> str:
    return value.astimezone().strftime("%Y-%m-%d %H:%M")


def cmd_show(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        memory = core.store.get_memory(args.id)
        if args.json:
            print_json(to_json_value(memory))
            return 0
        group = core.store.get_group(memory.group_id).name if memory.group_id is not None else None
        image = str(core.store.image_path(memory.image)) if memory.image else ""
        print("\n".join(describe_memory(memory, group, image)))
    return 0


def describe_memory(memory: Memory, group: str | None, image_path: str) -> list[str]:
    where = f"in group “{group}” [{memory.group_id}]" if group is not None else "unassigned"
    prov = memory.provenance
    origin = " — ".join(part for part in (prov.app, prov.window_title, prov.url) if part)
    state = [f"analysis {memory.analysis_state.value}"]
    state += [flag for flag, on in (("archived", memory.archived), ("hidden", memory.hidden),
                                    ("updated by the AI", memory.updated),
                                    ("placed by you", memory.placed_by_user)) if on]
    fields = [
        ("Title", memory.display_title()),
        ("Captured", memory.captured_at.astimezone().isoformat(timespec="seconds")
         + (f" from {origin}" if origin else "")),
        ("Memo", memory.memo), ("Tags", ", ".join(memory.tags)), ("Context", memory.user_context),
        ("Summary", memory.summary), ("Image", image_path), ("State", "; ".join(state)),
    ]
    lines = [f"Memory {memory.id} ({memory.source.value}), {where}"]
    lines += [f"{label + ':':<10}{value}" for label, value in fields if value]
    if memory.text:
        lines.append("Text:")
        lines += [f"  {line}" for line in memory.text.splitlines()]
    return lines


# ---- changes ---------------------------------------------------------------------------------
def cmd_edit(args: argparse.Namespace) -> int:
    changes: dict[str, Any] = {}
    for option, field in (("title", "title"), ("memo", "memo"), ("context", "user_context"),
                          ("summary", "summary")):
        if getattr(args, option) is not None:
            changes[field] = getattr(args, option)
    if args.tags is not None:
        changes["tags"] = [t for t in args.tags.split(",") if t.strip()]
    require(bool(changes), "Nothing to change: give --title, --memo, --tags, --context or --summary.")
    with open_services(args) as core:
        core.tree.edit_memory(args.id, **changes)
        print(f"Edited memory {args.id}.")
        notify_changed(core.data_dir)
    return 0


def cmd_move(args: argparse.Namespace) -> int:
    ids = list(dict.fromkeys(args.ids))
    with open_services(args) as core:
        core.tree.move_memories(ids, args.to)
        where = f"group {args.to}" if args.to is not None else "unassigned"
        print(f"Moved {len(ids)} {'memory' if len(ids) == 1 else 'memories'} to {where}.")
        notify_changed(core.data_dir)
    return 0


def cmd_group(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        group = core.tree.group(list(dict.fromkeys(args.ids)), args.name)
        print(group.id)
        notify_changed(core.data_dir)
    return 0


def cmd_group_create(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        group = core.tree.add_group(args.name, parent_id=args.parent, workspace_id=args.workspace)
        print(group.id)
        notify_changed(core.data_dir)
    return 0


def cmd_group_rename(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        core.tree.rename_group(args.id, args.name)
        print(f"Renamed group {args.id}.")
        notify_changed(core.data_dir)
    return 0


def cmd_group_delete(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        core.tree.delete_group(args.id)
        print(f"Deleted group {args.id}; its contents moved up one level.")
        notify_changed(core.data_dir)
    return 0


def cmd_group_nest(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        core.tree.nest_group(args.id, args.into)
        where = f"inside group {args.into}" if args.into is not None else "at the top level"
        print(f"Group {args.id} is now {where}.")
        notify_changed(core.data_dir)
    return 0
