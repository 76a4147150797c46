"""Search and chat from a terminal: `contexty search` and `contexty ask` (issue 4).

    contexty search QUERY [--json] [--limit N] [--now ISO-TIME] [--no-dense]
    contexty search --batch FILE        JSON lines {"query": ..., "now": ...} -> one JSON line each
    contexty ask QUESTION [--thread ID] [--ref m12 --ref b3]    streams the answer, then its sources
    contexty ask --retry MESSAGE_ID     answers again an answer that was cut off or failed

Search loads the embedding model in this process (a few seconds, once per run; `--batch` runs many
queries on one load); memories without vectors get them computed and stored on the way.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import threading
from datetime import datetime
from pathlib import Path
from typing import IO, Any

from contexty_qt.cli import fail, open_services, parse_id, print_json
from contexty_qt.core.errors import InvalidInputError

SIGNALS = ("contexty", "bm25", "dense", "time", "recall")  # always shown; the engine's other lists when they score
# what each list is, for the table's footnote (engine.py DEFAULT_SIGNALS says how each is computed)
SIGNAL_MEANINGS = {
    "contexty": "Appendix A", "bm25": "BM25", "dense": "cosine (importance breaks ties)", "time": "CAIM-3 order",
    "recall": "DYN-1 p(t)", "session": "the session a thought sums up", "group": "a matching group's member",
    "siblings": "evidence from its group's siblings", "fill": "the group fill", "names": "the question's names",
    "answer": "holds the kind of answer asked for", "quoted": "holds a phrase the question quotes",
    "passages": "its closest sentence", "phrases": "its memo holds two question words side by side",
    "memo": "its memo holds the question's words"}
MAX_BATCH_LINE = 100_000


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("search", help="rank memories for a query (what the chat would retrieve)",
                              description="Rank memories for a query with every retrieval signal and their fusion.")
    p.add_argument("query", nargs="?", help="what to look for; time words like 'yesterday' resolve against --now")
    p.add_argument("--batch", type=Path, metavar="FILE",
                   help="JSON lines {\"query\": ..., \"now\": ...} ('-' reads standard input); "
                        "prints one JSON line of ranked results per query")
    p.add_argument("--json", action="store_true", help="the results as JSON")
    p.add_argument("--limit", type=_positive, default=10, metavar="N", help="how many results (default 10)")
    p.add_argument("--now", type=_parse_time, metavar="ISO-TIME",
                   help="the time the question is asked (default: now); e.g. 2026-11-20T15:30 or ...Z")
    p.add_argument("--no-dense", action="store_true", help="skip the embedding model (words and time only)")
    p.add_argument("--include-archived", action="store_true", help="search archived memories too")
    p.set_defaults(handler=cmd_search)

    p = subparsers.add_parser("ask", help="ask the chat a question; the answer streams, citing memories",
                              description="Ask a question grounded in your memories. Needs a chat model "
                                          "(llm.base_url and llm.chat_model); without one it lists what matches.")
    p.add_argument("question", nargs="?")
    p.add_argument("--thread", type=parse_id, metavar="ID", help="continue this thread (default: a new one)")
    p.add_argument("--ref", action="append", default=[], metavar="m12|b3",
                   help="reference a memory (m12) or a group (b3) explicitly; may repeat")
    p.add_argument("--retry", type=parse_id, metavar="MESSAGE_ID",
                   help="answer again an answer that was cut off, stopped or failed")
    p.add_argument("--now", type=_parse_time, metavar="ISO-TIME", help="the time the question is asked")
    p.set_defaults(handler=cmd_ask)


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 1 <= value <= 1000:
        raise argparse.ArgumentTypeError("the limit must be between 1 and 1000")
    return value


def _parse_time(text: str) -> datetime:
    try:
        value = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an ISO time such as 2026-11-20T15:30") from None
    return value if value.tzinfo is not None else value.astimezone()  # local time when no offset is given


# ---- search ------------------------------------------------------------------------------------
def _retrieval(services: Any, dense: bool) -> Any:
    from contexty_qt.core.retrieval.service import RetrievalService
    from contexty_qt.core.retrieval.timeexpr import settings_zone

    embeddings = None
    if dense:
        from contexty_qt.core.embeddings import EmbeddingIndex, create_embedder

        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")  # no "Loading weights" bar in a terminal
        os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")

        embeddings = EmbeddingIndex(services.store, create_embedder(services.settings, services.secrets))
    retrieval = RetrievalService(services.store, services.bus, embeddings=embeddings,
                                 zone=settings_zone(services.settings))
    retrieval.build_now()
    return retrieval


def _hit_json(hit: Any, memory: Any) -> dict[str, Any]:
    return {
        "id": hit.memory_id, "title": memory.display_title() if memory else "", "score": round(hit.score, 6),
        "source": memory.source.value if memory else "",
        "captured_at": memory.captured_at.isoformat() if memory else "",
        "signals": {k: round(v, 6) for k, v in hit.signals.items()}, "ranks": dict(hit.ranks),
    }


def _run_search(services: Any, retrieval: Any, query: str, now: datetime | None, limit: int,
                include_archived: bool) -> dict[str, Any]:
    from contexty_qt.core.model import utcnow

    when = now or utcnow()
    result = retrieval.search(query, when, limit=limit, include_archived=include_archived)
    memories = {m.id: m for m in services.store.memories(ids=result.ids())} if result.hits else {}
    scope = result.scope
    return {
        "query": query, "now": when.isoformat(),
        "time_scope": None if scope is None else {
            "start": scope.start.isoformat() if scope.start else None,
            "end": scope.end.isoformat() if scope.end else None, "order": scope.order},
        "results": [_hit_json(h, memories.get(h.memory_id)) for h in result.hits],
        "notes": result.notes,
    }


def cmd_search(args: argparse.Namespace) -> int:
    if (args.query is None) == (args.batch is None):
        return fail("Give a QUERY or --batch FILE (one of the two).", code=2)
    if args.query is not None and not args.query.strip():
        return fail("The query is empty.", code=2)
    with open_services(args) as services:
        retrieval = _retrieval(services, dense=not args.no_dense)
        try:
            if args.batch is not None:
                return _batch(services, retrieval, args)
            out = _run_search(services, retrieval, args.query, args.now, args.limit, args.include_archived)
        finally:
            retrieval.close()
    if args.json:
        print_json(out)
        return 0
    _print_table(out)
    return 0


def _print_table(out: dict[str, Any]) -> None:
    scope = out["time_scope"]
    if scope:
        span = f"{scope['start'] or '…'} – {scope['end'] or '…'}"
        order = {"first": " (earliest first)", "last": " (latest first)"}.get(scope["order"] or "", "")
        print(f"time: {span}{order}")
    for note in out["notes"]:
        print(f"note: {note}", file=sys.stderr)
    if not out["results"]:
        print("No memory matches.")
        return
    scored = dict.fromkeys(name for row in out["results"] for name in row["signals"])
    shown = [*SIGNALS, *(name for name in scored if name not in SIGNALS)]
    header = f"{'#':>3} {'id':>6}  {'fused':>7}  " + "  ".join(f"{s:>13}" for s in shown) + "  title"
    print(header)
    for number, row in enumerate(out["results"], 1):
        cells = []
        for name in shown:
            if name in row["signals"]:
                rank = row["ranks"].get(name)
                cells.append(f"{row['signals'][name]:7.3f}{f' #{rank}' if rank else '':>6}")
            else:
                cells.append(f"{'-':>13}")
        print(f"{number:>3} {row['id']:>6}  {row['score']:7.4f}  " + "  ".join(cells) + f"  {row['title']}")
    meanings = ", ".join(f"{name} = {SIGNAL_MEANINGS.get(name, name)}" for name in shown)
    print(f"\nSignals: score (#rank in that signal). {meanings}.")


def _batch(services: Any, retrieval: Any, args: argparse.Namespace) -> int:
    stream: IO[str]
    if str(args.batch) == "-":
        stream = sys.stdin
    else:
        try:
            stream = args.batch.open(encoding="utf-8")
        except OSError as exc:
            return fail(f"Cannot read {args.batch}: {exc.strerror or exc}.")
    errors = 0
    try:
        for number, line in enumerate(stream, 1):
            if not line.strip():
                continue
            try:
                item = _batch_item(line)
                out = _run_search(services, retrieval, item[0], item[1], args.limit, args.include_archived)
            except (InvalidInputError, ValueError) as exc:
                errors += 1
                out = {"line": number, "error": str(exc)}
            sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
            sys.stdout.flush()
    finally:
        if stream is not sys.stdin:
            stream.close()
    if errors:
        return fail(f"{errors} line(s) of {args.batch} could not be searched (see their \"error\").")
    return 0


def _batch_item(line: str) -> tuple[str, datetime | None]:
    if len(line) > MAX_BATCH_LINE:
        raise InvalidInputError(f"the line is longer than {MAX_BATCH_LINE} characters")
    try:
        item = json.loads(line)
    except ValueError as exc:
        raise InvalidInputError(f"not JSON ({exc})") from None
    if not isinstance(item, dict) or not isinstance(item.get("query"), str) or not item["query"].strip():
        raise InvalidInputError('expected an object with a non-empty "query" string')
    now = item.get("now")
    if now is None:
        return item["query"], None
    if not isinstance(now, str):
        raise InvalidInputError('"now" must be an ISO time string')
    try:
        return item["query"], _parse_time(now)
    except argparse.ArgumentTypeError as exc:
        raise InvalidInputError(str(exc)) from None


# ---- ask ---------------------------------------------------------------------------------------
def _parse_ref(text: str) -> Any:
    from contexty_qt.core.chat.context import Reference, RefKind

    value = text.strip().lower()
    kind = {"m": RefKind.MEMORY, "b": RefKind.GROUP, "g": RefKind.GROUP}.get(value[:1])
    if kind is None or not value[1:].isdigit() or int(value[1:]) <= 0:
        raise InvalidInputError(f"--ref {text!r}: write m12 for memory 12 or b3 for group 3.")
    return Reference(kind, int(value[1:]))


def cmd_ask(args: argparse.Namespace) -> int:
    from contexty_qt.core.chat import threads as th
    from contexty_qt.core.chat.service import ChatService, TurnObserver
    from contexty_qt.core.llm.gateway import LLMGateway

    class Printer(TurnObserver):
        """Writes the answer's tokens as they arrive."""

        wrote = False

        def token(self, message_id: int, text: str, arrived: float) -> None:
            sys.stdout.write(text)
            sys.stdout.flush()
            self.wrote = True

    if args.retry is None and (args.question is None or not args.question.strip()) and not args.ref:
        return fail("Give a QUESTION (or --retry MESSAGE_ID).", code=2)
    refs = [_parse_ref(r) for r in args.ref]
    with open_services(args) as services:
        gateway = LLMGateway(services.settings, services.secrets)
        threads = th.ThreadStore(services.store, services.bus)
        retrieval = _retrieval(services, dense=True)
        chat = ChatService(threads, services.tree, gateway, retrieval, settings=services.settings)
        cancel = threading.Event()
        previous = signal.signal(signal.SIGINT, lambda *_: cancel.set())  # Ctrl+C stops, keeps what arrived
        printer = Printer()
        try:
            if args.retry is not None:
                message = threads.message(args.retry)
                if message.role != "assistant":
                    return fail(f"Message {args.retry} is not an answer.")
                result = chat.retry(args.retry, observer=printer, cancel=cancel, now=args.now)
            else:
                thread = threads.get(args.thread) if args.thread is not None else threads.create()
                result = chat.ask(thread.id, args.question or "", refs, observer=printer, cancel=cancel,
                                  now=args.now)
        finally:
            signal.signal(signal.SIGINT, previous)
            retrieval.close()
            gateway.close()
        if not printer.wrote:
            sys.stdout.write(result.content)
        sys.stdout.write("\n")
        memories = {m.id: m for m in services.store.memories(ids=result.citations)} if result.citations else {}
        if result.citations and result.state != th.NO_MODEL:
            print("\nSources:")
            for memory_id in result.citations:
                if memory_id in memories:
                    print(f"  [m{memory_id}] {memories[memory_id].display_title()}")
        print(f"(thread {result.thread_id}, message {result.message_id})", file=sys.stderr)
    if result.state == th.DONE:
        return 0
    if result.state == th.NO_MODEL:
        return fail(f"{result.error} Nothing was sent anywhere.")
    if result.state == th.STOPPED:
        return fail(f"Stopped. What arrived is kept; `contexty ask --retry {result.message_id}` answers again.",
                    code=130)
    what = "was cut off" if result.state == th.PARTIAL else "failed"
    return fail(f"The answer {what}: {result.error} What arrived is kept; "
                f"`contexty ask --retry {result.message_id}` tries again.")

