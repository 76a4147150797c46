"""`contexty session start|end|list|show|merges|accept|reject` (core/longterm/sessions.py and
consolidation.py).

`session end` runs the session's post-thinking at once (thoughts, summary, merge proposals, then
fading and image retention) and prints the summary; `--later` leaves it queued for the app."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from contexty_qt.cli import notify_changed, open_services, parse_id, print_json, require
from contexty_qt.cli.memory_cmds import parse_time
from contexty_qt.core.exchange import to_json_value
from contexty_qt.core.longterm import consolidation
from contexty_qt.core.longterm.forgetting import faded
from contexty_qt.core.longterm.sessions import EndReason, Session, Sessions


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("session", help="start, end and review sessions of work",
                              description="A session is a stretch of work in a workspace. The app starts one at "
                                          "the first capture or chat after a pause (setting session.gap_min) and "
                                          "ends it after that long without activity or on quit.")
    sub = p.add_subparsers(dest="session_command", metavar="ACTION", required=True)
    q = sub.add_parser("start", help="start a session now (an open one ends first); prints its id")
    q.add_argument("--workspace", type=parse_id, metavar="ID")
    q.add_argument("--at", type=parse_time, metavar="ISO-TIME", help="when it started (default: now)")
    q.set_defaults(handler=cmd_start)
    q = sub.add_parser("end", help="end a session and run its post-thinking")
    q.add_argument("id", type=parse_id, nargs="?", metavar="ID", help="default: the open session of the workspace")
    q.add_argument("--workspace", type=parse_id, metavar="ID")
    q.add_argument("--at", type=parse_time, metavar="ISO-TIME", help="when it ended (default: now)")
    q.add_argument("--later", action="store_true", help="leave post-thinking queued for the app")
    q.set_defaults(handler=cmd_end)
    q = sub.add_parser("run", help="run queued post-thinking now (sessions ended with --later, or by the app)")
    q.set_defaults(handler=cmd_run)
    q = sub.add_parser("list", help="sessions, newest first")
    q.add_argument("--workspace", type=parse_id, metavar="ID", help="default: every workspace")
    q.add_argument("--json", action="store_true")
    q.set_defaults(handler=cmd_list)
    q = sub.add_parser("show", help="a session's summary, thoughts and merge proposals")
    q.add_argument("id", type=parse_id, metavar="ID")
    q.add_argument("--json", action="store_true")
    q.set_defaults(handler=cmd_show)
    q = sub.add_parser("merges", help="merge proposals waiting for a decision")
    q.add_argument("--workspace", type=parse_id, metavar="ID")
    q.add_argument("--all", action="store_true", help="decided ones too")
    q.set_defaults(handler=cmd_merges)
    q = sub.add_parser("accept", help="accept merge proposals: each pair becomes one card, the originals are kept "
                                      "archived")
    q.add_argument("ids", type=parse_id, nargs="+", metavar="PROPOSAL")
    q.set_defaults(handler=cmd_decide, accept=True)
    q = sub.add_parser("reject", help="reject merge proposals (keep the memories apart)")
    q.add_argument("ids", type=parse_id, nargs="+", metavar="PROPOSAL")
    q.set_defaults(handler=cmd_decide, accept=False)


def _line(s: Session, count: int) -> str:
    how = s.end_reason or "open"
    summary = f" — {s.summary}" if s.summary else ""
    return f"{s.id:>4}  ws {s.workspace_id:<3} {s.describe():<24} {how:<10} {count:>4} memories{summary}"


def cmd_start(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        session = Sessions(core.tree, core.settings).start(args.workspace, at=args.at)
        print(session.id)
        notify_changed(core.data_dir)
    return 0


def cmd_end(args: argparse.Namespace) -> int:
    from contexty_qt.core.jobs import JobQueue
    from contexty_qt.core.wiring import longterm_runner

    with open_services(args) as core:
        sessions = Sessions(core.tree, core.settings, queue=JobQueue(core.store, core.bus))
        if args.id is not None:
            session = sessions.get(args.id)
        else:
            found = sessions.open_session(core.tree.workspace(args.workspace))
            require(found is not None, "No open session in that workspace (`contexty session list`).")
            assert found is not None
            session = found
        require(session.open, f"Session {session.id} ended already ({session.end_reason}).")
        session = sessions.end(session.id, EndReason.EXPLICIT, at=args.at)
        count = sessions.counts([session.id]).get(session.id, 0)
        print(f"Session {session.id} ended: {session.describe()}, {count} memories.")
        if not args.later and session.post_state == "queued":
            runner = longterm_runner(core)
            try:
                print("Post-thinking…", file=sys.stderr)
                runner.run_until_idle()
            finally:
                runner.close()
            _print_session(core, sessions.get(session.id))
        notify_changed(core.data_dir)
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from contexty_qt.core.wiring import longterm_runner

    with open_services(args) as core:
        runner = longterm_runner(core)
        try:
            stats = runner.run_until_idle()
        finally:
            runner.close()
        print(f"{stats.done} post-thinking step(s) done, {stats.failed} failed.")
        if stats.processed:
            notify_changed(core.data_dir)
    return 0 if not stats.failed else 1


def cmd_list(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        sessions = Sessions(core.tree, core.settings)
        shown = sessions.all(args.workspace)
        counts = sessions.counts(s.id for s in shown)
        if args.json:
            print_json([{**to_json_value(s), "memories": counts.get(s.id, 0)} for s in shown])
            return 0
        if not shown:
            print("No sessions yet.")
        for s in shown:
            print(_line(s, counts.get(s.id, 0)))
    return 0


def _print_session(core: Any, s: Session) -> None:
    print(f"Session {s.id} ({s.describe()}, {s.end_reason or 'open'}):")
    print(f"  {s.summary or '(no summary yet)'}")
    thoughts = consolidation.thoughts(core.store, session_id=s.id)
    if thoughts:
        print("Thoughts:")
        for t in thoughts:
            tags = f"  [{', '.join(t.tags)}]" if t.tags else ""
            sources = ", ".join(f"m{i}" for i in t.memory_ids)
            print(f"  - {t.text}{tags}  ({t.at.astimezone().strftime('%H:%M')}; from {sources or '—'})")
    pending = consolidation.proposals(core.store, session_id=s.id)
    if pending:
        print("Merge proposals (`contexty session accept|reject ID`):")
        for p in pending:
            _print_proposal(core, p)
    gone = [m for m in faded(core.store, s.workspace_id) if m.session_id == s.id]
    if gone:
        print(f"Faded: {len(gone)} observation(s) (`contexty faded` lists them, `contexty restore ID` brings one "
              "back).")


def _print_proposal(core: Any, p: consolidation.MergeProposal) -> None:
    a, b = (core.store.get_memory(i).display_title() for i in (p.keep_id, p.other_id))
    print(f"  {p.id:>4}  [{p.state}] m{p.keep_id} “{a}” + m{p.other_id} “{b}” — similarity {p.similarity:.2f}, "
          f"{p.judged_by}: {p.reason}")


def cmd_show(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        s = Sessions(core.tree, core.settings).get(args.id)
        if args.json:
            print_json({"session": to_json_value(s),
                        "thoughts": to_json_value(consolidation.thoughts(core.store, session_id=s.id)),
                        "merge_proposals": to_json_value(consolidation.proposals(core.store, session_id=s.id)),
                        "memories": [m.id for m in Sessions(core.tree).memories(s.id, include_archived=True)]})
            return 0
        _print_session(core, s)
    return 0


def cmd_merges(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        shown = consolidation.proposals(core.store, workspace_id=args.workspace,
                                        state=None if args.all else "pending")
        if not shown:
            print("No merge proposals." if args.all else "No merge proposals waiting.")
        for p in shown:
            _print_proposal(core, p)
    return 0


def cmd_decide(args: argparse.Namespace) -> int:
    with open_services(args) as core:
        for proposal_id in args.ids:
            if args.accept:
                card = consolidation.accept(core.tree, proposal_id)
                print(f"Merged into memory {card.id} “{card.display_title()}” (the originals are archived).")
            else:
                consolidation.reject(core.tree, proposal_id)
                print(f"Proposal {proposal_id} rejected; both memories stay.")
        notify_changed(core.data_dir)
    return 0
