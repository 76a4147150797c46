"""`contexty export` and `contexty import`: the CLI side of core/exchange/ (files, stdout, images)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from contexty_qt.cli import notify_changed, open_services, parse_id
from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.exchange import (
    Selection,
    check_import,
    export_context,
    export_document,
    import_document,
)
from contexty_qt.core.exchange_files import markdown_with_images, read_import_file, write_private


def register(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "export", help="write the memories as Markdown or compact context (for other AI tools) or JSON (backup)",
        description="Export workspaces. JSON holds everything, images included, and `contexty import` "
                    "reads it back; Markdown is an outline for people and other AI tools (with -o, it "
                    "copies its images into FILE's folder under <name>-images/); context is compact plain "
                    "text to paste into another assistant (the current workspace unless --workspace). "
                    "--memories/--groups export a selection of one workspace.")
    p.add_argument("--format", choices=("md", "json", "context"), required=True)
    p.add_argument("--workspace", type=parse_id, metavar="ID", help="only this workspace (default: all)")
    p.add_argument("--memories", type=_id_list, metavar="IDS", default=frozenset(),
                   help="a selection: these memory ids (comma-separated)")
    p.add_argument("--groups", type=_id_list, metavar="IDS", default=frozenset(),
                   help="a selection: these groups with everything inside them (comma-separated ids)")
    p.add_argument("-o", "--output", metavar="FILE", help="write here instead of standard output")
    p.set_defaults(handler=cmd_export)

    p = subparsers.add_parser(
        "import", help="read a JSON export back in (all or nothing)",
        description="Import a `contexty export --format json` file. The whole file is checked before "
                    "anything is written. Into an empty data dir every id is kept; otherwise new ids "
                    "are assigned and each workspace goes into the workspace of the same name.")
    p.add_argument("file", metavar="FILE", help="the export file, or '-' for standard input")
    p.add_argument("--into", type=parse_id, metavar="WORKSPACE_ID",
                   help="put everything into this existing workspace")
    p.set_defaults(handler=cmd_import)


# ---- export ----------------------------------------------------------------------------------
def _id_list(text: str) -> frozenset[int]:
    return frozenset(parse_id(part.strip().lstrip("mb")) for part in text.split(",") if part.strip())


def cmd_export(args: argparse.Namespace) -> int:
    output = Path(args.output) if args.output else None
    with open_services(args) as core:
        selection = Selection(args.memories, args.groups) if (args.memories or args.groups) else None
        workspace = args.workspace
        if selection and workspace is None:
            workspace = _workspace_of_selection(core, selection)
        if args.format == "json":
            text = json.dumps(export_document(core.store, workspace, selection), ensure_ascii=False, indent=1)
        elif args.format == "context":
            text = export_context(core.tree, workspace, selection)
        else:
            text = markdown_with_images(core.tree, workspace, output, selection)
    if output is None:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
    else:
        write_private(output, text.encode("utf-8"))
        print(f"Wrote {output}.", file=sys.stderr)
    return 0


def _workspace_of_selection(core: Any, selection: Selection) -> int:
    """The workspace a selection's memories and groups live in (they must share one)."""
    found = {core.store.get_memory(i).workspace_id for i in selection.memory_ids}
    found |= {core.store.get_group(i).workspace_id for i in selection.group_ids}
    if len(found) != 1:
        raise InvalidInputError("A selection must come from one workspace; name it with --workspace.")
    return int(found.pop())


# ---- import ----------------------------------------------------------------------------------
def cmd_import(args: argparse.Namespace) -> int:
    checked = check_import(read_import_file(args.file))  # before the store is opened or created
    with open_services(args) as core:
        result = import_document(core.tree, checked, into_workspace=args.into)
        print(result.summary())
        notify_changed(core.data_dir)
    return 0
