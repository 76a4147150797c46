"""Long-term memory commands (issue 7): `faded`, `restore`, `disk`, `recall` (repository search over
every workspace) and `pull` (show memories or a whole group of one workspace in another)."""

from __future__ import annotations

import argparse
from typing import Any

from contexty_qt.cli import notify_changed, open_services, parse_id, print_json, require
from contexty_qt.cli.memory_cmds import parse_time
from contexty_qt.core.exchange import to_json_value
from contexty_qt.core.longterm import forgetting
from contexty_qt.core.longterm.repository import RepoFilter, Repository
from contexty_qt.core.longterm.reuse import pull_group, pull_memories
from contexty_qt.core.model import SourceType
from contexty_qt.core.retrieval.timeexpr import settings_zone


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("faded", help="memories archived by forgetting (restore with `contexty restore`)")
    p.add_argument("--workspace", type=parse_id, metavar="ID", help="default: every workspace")
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=cmd_faded)

    p = subparsers.add_parser("restore", help="bring faded or archived memories back")
    p.add_argument("ids", type=parse_id, nargs="+", metavar="ID")
    p.set_defaults(handler=cmd_restore)

    p = subparsers.add_parser("disk", help="disk use per workspace; apply the image retention limits",
                              description="Shows what each workspace's memories take on disk. With --apply, "
                                          "removes observation screenshots beyond the retention settings "
                                          "(retention.image_mb per workspace, retention.image_days), or the "
                                          "limits given here; the cards and their text stay.")
    p.add_argument("--apply", action="store_true", help="remove the images the limits name")
    p.add_argument("--max-mb", type=float, help="per workspace (default: the retention.image_mb setting)")
    p.add_argument("--max-days", type=float, help="default: the retention.image_days setting")
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=cmd_disk)

    p = subparsers.add_parser("recall", help="search the long-term repository: every workspace and session",
                              description="Semantic and keyword search over all memories, archived and faded "
                                          "ones included, showing the sentence that matches.")
    p.add_argument("query")
    p.add_argument("--workspace", type=parse_id, action="append", metavar="ID", help="only these (repeatable)")
    p.add_argument("--source", choices=[s.value for s in SourceType], action="append")
    p.add_argument("--app", action="append", help="only captures from this application (repeatable)")
    p.add_argument("--since", type=parse_time, metavar="ISO-TIME")
    p.add_argument("--until", type=parse_time, metavar="ISO-TIME")
    p.add_argument("--live", action="store_true", help="leave archived and faded memories out")
    p.add_argument("--limit", type=int, default=10)
    p.add_argument("--no-dense", action="store_true", help="words only (no embedding model)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(handler=cmd_recall)

    p = subparsers.add_parser("pull", help="show memories or a whole group in another workspace (a reference: "
                                           "edits show in both)")
    p.add_argument("ids", type=parse_id, nargs="*", metavar="MEMORY_ID")
    p.add_argument("--group", type=parse_id, metavar="GROUP_ID", help="pull this group with everything in it")
    p.add_argument("--into", type=parse_id, metavar="WORKSPACE_ID", help="default: the current workspace")
    p.add_argument("--to", type=parse_id, metavar="GROUP_ID", help="into this group of that workspace")
    p.set_defaults(handler=cmd_pull)


def _short(text: str, limit: int = 90) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def cmd_faded(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        shown = forgetting.faded(core.store, args.workspace)
        if args.json:
            print_json(to_json_value(shown))
            return 0
        if not shown:
            print("Nothing has faded.")
        for m in shown:
            when = m.faded_at.astimezone().strftime("%Y-%m-%d %H:%M") if m.faded_at else ""
            print(f"{m.id:>6}  ws {m.workspace_id:<3} faded {when}  {_short(m.display_title(), 70)}")
    return 0


def cmd_restore(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        forgetting.restore(core.tree, args.ids)
        print(f"Restored {len(args.ids)} memor{'y' if len(args.ids) == 1 else 'ies'}.")
        notify_changed(core.data_dir)
    return 0


def _mb(value: int) -> str:
    return f"{value / 2**20:.1f} MB"


def cmd_disk(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        max_mb = args.max_mb if args.max_mb is not None else float(core.settings.get("retention.image_mb"))
        max_days = args.max_days if args.max_days is not None else float(core.settings.get("retention.image_days"))
        plan = forgetting.plan_retention(core.store, max_bytes=max_mb * 2**20, max_days=max_days)
        usage = forgetting.disk_usage(core.store)
        if args.json:
            print_json({"workspaces": [{**vars(u), "total": u.total} for u in usage],
                        "images_dir_bytes": forgetting.images_dir_bytes(core.store),
                        "retention": {"max_mb": max_mb, "max_days": max_days, "memories": plan.memory_ids,
                                      "files": plan.files, "freed_bytes": plan.freed_bytes}})
        else:
            for u in usage:
                print(f"{u.workspace_id:>4}  {u.name:<30} {u.memories:>6} memories  text {_mb(u.text_bytes):>9}  "
                      f"images {_mb(u.image_bytes):>9} ({u.images}, observations {_mb(u.observation_image_bytes)})"
                      + (f"  {u.pruned} image(s) removed by retention" if u.pruned else ""))
            print(f"Image folder: {_mb(forgetting.images_dir_bytes(core.store))}.")
            if max_mb <= 0 and max_days <= 0:
                print("No retention limit is set (retention.image_mb, retention.image_days).")
            else:
                print(f"Retention ({max_mb:g} MB per workspace, {max_days:g} days): {len(plan.memory_ids)} "
                      f"observation image(s), {len(plan.files)} file(s), {_mb(plan.freed_bytes)} to free.")
        if args.apply and plan:
            removed = forgetting.apply_retention(core.store, plan, core.bus)
            print(f"Removed {removed} file(s); the cards and their text stay.")
            notify_changed(core.data_dir)
    return 0


def cmd_recall(args: argparse.Namespace) -> int:
    require(args.limit > 0, "--limit takes a positive number.")
    with open_services(args) as core:
        embeddings = None
        if not args.no_dense:
            from contexty_qt.core import embeddings as emb

            embeddings = emb.EmbeddingIndex(core.store, emb.create_embedder(core.settings, core.secrets))
        repo = Repository(core.store, embeddings, zone=settings_zone(core.settings))
        filters = RepoFilter(
            workspace_ids=frozenset(args.workspace) if args.workspace else None,
            sources=frozenset(SourceType(s) for s in args.source) if args.source else None,
            since=args.since, until=args.until, apps=frozenset(args.app) if args.app else None,
            include_archived=not args.live)
        result = repo.search(args.query, filters, limit=args.limit, dense=not args.no_dense)
        names = {w.id: w.name for w in core.store.list_workspaces()}
        if args.json:
            print_json({"total": result.total, "notes": result.notes, "timings_ms": result.timings_ms, "hits": [
                {"id": h.memory.id, "title": h.memory.display_title(), "workspace": names.get(h.memory.workspace_id),
                 "source": h.memory.source.value, "archived": h.memory.archived, "score": h.score,
                 "sentence": h.sentence.text, "field": h.sentence.field, "spans": h.sentence.spans,
                 "signals": h.signals} for h in result.hits]})
            return 0
        for note in result.notes:
            print(f"({note})")
        if not result.hits:
            print("Nothing found.")
        for h in result.hits:
            m = h.memory
            flag = " (faded)" if m.faded_at else " (archived)" if m.archived else ""
            print(f"{m.id:>6}  {_short(m.display_title(), 60)}  [{names.get(m.workspace_id, '?')}, {m.source.value}, "
                  f"{m.captured_at.astimezone().strftime('%Y-%m-%d')}]{flag}")
            print(f"        {h.sentence.field}: {_mark(h.sentence.text, h.sentence.spans)}")
    return 0


def _mark(text: str, spans: tuple[tuple[int, int], ...]) -> str:
    out, last = [], 0
    for start, end in spans:
        out += [text[last:start], "**", text[start:end], "**"]
        last = end
    out.append(text[last:])
    return _short("".join(out), 160)


def cmd_pull(args: argparse.Namespace) -> int:
    require(bool(args.ids) != (args.group is not None), "Name memory ids or one --group (not both).")
    with open_services(args) as core:
        target = args.into if args.into is not None else core.store.default_workspace_id()
        if args.group is not None:
            result = pull_group(core.tree, args.group, target, args.to)
            print(f"Pulled the group as group {result.group_id}: {result.references} memories shown by reference"
                  + (f", {result.skipped} already there" if result.skipped else "") + ".")
        else:
            result = pull_memories(core.tree, args.ids, target, args.to)
            print(f"{result.references} memories now shown in workspace {target}"
                  + (f" ({result.skipped} already there)" if result.skipped else "") + ".")
        notify_changed(core.data_dir)
    return 0
