"""The `contexty` command: a thin argparse front over the core, one module per group of subcommands.

Each module `contexty_qt/cli/<name>.py` (names starting with "_" excluded) exposes
`register(subparsers) -> None` and adds its subcommands with `set_defaults(handler=fn)`, where
`fn(args) -> int`. Modules are discovered, so a new group of commands never edits this file.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import io
import json
import logging
import os
import pkgutil
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from contexty_qt import __version__
from contexty_qt.core.errors import ContextyError, InvalidInputError, StoreError
from contexty_qt.core.events import ChangeEvent

log = logging.getLogger("contexty.cli")

DEFAULT_COMMAND = "run"  # `contexty` alone launches the GUI when a module registers "run"

Handler = Callable[[argparse.Namespace], int]


class _SubcommandParser(argparse.ArgumentParser):
    """Every subcommand also accepts the global options, so `contexty add --data-dir X` works too.

    Their default is SUPPRESS: a subcommand leaves the value given before it untouched unless
    repeated after it. "resolve" lets a subcommand define its own option of the same name.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("conflict_handler", "resolve")
        super().__init__(*args, **kwargs)
        _add_global_options(self, default=argparse.SUPPRESS)


def _add_global_options(parser: argparse.ArgumentParser, default: Any) -> None:
    parser.add_argument("--data-dir", metavar="DIR", default=default,
                        help="folder of the memory database and images (overrides CONTEXTY_DATA_DIR "
                             "and the data_dir setting)")
    parser.add_argument("-v", "--verbose", action="store_true", default=default,
                        help="log debugging detail to stderr")


GUI_MODULE = "app_cmds"  # registers DEFAULT_COMMAND and the other commands that start the app


def command_modules(only: str | None = None) -> list[ModuleType]:
    """Import every subcommand module of this package (or just `only`); one broken module must not
    break the rest."""
    modules = []
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        if info.name.startswith("_") or (only is not None and info.name != only):
            continue
        try:
            modules.append(importlib.import_module(f"{__name__}.{info.name}"))
        except Exception as exc:  # a bug in one command module, reported, not fatal for the others
            print(f"contexty: warning: the {info.name} commands are unavailable ({exc}).", file=sys.stderr)
    return modules


def build_parser(only: str | None = None) -> tuple[argparse.ArgumentParser, set[str]]:
    parser = argparse.ArgumentParser(
        prog="contexty",
        description="Contexty: capture your in-the-moment thinking and shape what the AI understood. "
                    "Without a command, starts the app.",
    )
    parser.add_argument("--version", action="version", version=f"contexty {__version__}")
    _add_global_options(parser, default=None)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_SubcommandParser)
    for module in command_modules(only):
        register = getattr(module, "register", None)
        if callable(register):
            register(subparsers)
    return parser, set(subparsers.choices)


def main(argv: Sequence[str] | None = None) -> int:
    from contexty_qt.quickforward import forward

    quick = forward(list(sys.argv[1:] if argv is None else argv))  # desktop shortcuts: no heavy imports
    if quick is not None:
        return quick
    argv = list(sys.argv[1:] if argv is None else argv)
    # launching the app (the default command) loads only the GUI commands: the others import numpy,
    # pydantic and more that the app's idle process would then carry (issue 14, bench/startup.py)
    parser, commands = build_parser(GUI_MODULE if _starts_the_app(argv) else None)
    args = parser.parse_args(_with_default_command(argv, commands))
    handler: Handler | None = getattr(args, "handler", None)
    if handler is None:
        parser.print_help(sys.stderr)
        return 2
    if args.verbose:
        _log_to_stderr()
    _tolerate_narrow_terminals()
    try:
        return handler(args)
    except ContextyError as exc:
        return fail(str(exc))
    except BrokenPipeError:
        # `contexty tree | head`: the reader left; stop quietly, as other Unix tools do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except OSError as exc:
        return fail(describe_os_error(exc))
    except KeyboardInterrupt:
        return fail("Interrupted.", code=130)


_GLOBAL_FLAGS = ("-v", "--verbose")
_PASS_THROUGH = ("-h", "--help", "--version")


def _starts_the_app(argv: list[str]) -> bool:
    """No command named (only global flags and options of the default command), or DEFAULT_COMMAND."""
    rest = _split_globals(argv)[1]
    return not rest or rest[0] == DEFAULT_COMMAND or (rest[0].startswith("-") and rest[0] not in _PASS_THROUGH)


def _split_globals(argv: list[str]) -> tuple[list[str], list[str]]:
    head, rest = [], list(argv)
    while rest and (rest[0] in _GLOBAL_FLAGS or rest[0].startswith("--data-dir")):
        option = rest.pop(0)
        head.append(option)
        if option == "--data-dir" and rest:
            head.append(rest.pop(0))
    return head, rest


def _with_default_command(argv: list[str], commands: set[str]) -> list[str]:
    """Insert "run" after the global options when no command is named: `contexty` starts the app."""
    head, rest = _split_globals(argv)
    if DEFAULT_COMMAND not in commands or (rest and (rest[0] in commands or rest[0] in _PASS_THROUGH)):
        return argv
    return [*head, DEFAULT_COMMAND, *rest]


def _tolerate_narrow_terminals() -> None:
    """A memory title with “quotes” or emoji must not crash output to a Latin-1 or ASCII terminal."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(AttributeError, ValueError, io.UnsupportedOperation):
            stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]


def _log_to_stderr() -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("contexty: %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger("contexty")
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)


def fail(message: str, code: int = 1) -> int:
    """One line on stderr, in words a user can act on; never a traceback for a user error."""
    print(f"contexty: {message}", file=sys.stderr)
    return code


def describe_os_error(exc: OSError) -> str:
    where = f" ({exc.filename})" if exc.filename else ""
    return f"{exc.strerror or exc}{where}."


# ---- helpers shared by the command modules ---------------------------------------------------
@contextlib.contextmanager
def open_services(args: argparse.Namespace) -> Iterator[Any]:
    """Open the core for one command and close the database afterwards (CoreServices)."""
    from contexty_qt.core.services import open_core

    try:
        services = open_core(getattr(args, "data_dir", None))
    except OSError as exc:  # e.g. --data-dir names a file, or a folder we may not write
        raise StoreError(f"Cannot use {exc.filename or 'the data dir'} as the data folder: "
                         f"{exc.strerror or exc}.") from exc
    events: list[ChangeEvent] = []
    unsubscribe = services.bus.subscribe(events.extend)
    try:
        yield services
        if events:  # what a running app's job runner queues for its own changes: summaries, the understanding
            from contexty_qt.core.jobs import JobQueue, queue_follow_ups

            queue_follow_ups(JobQueue(services.store, services.bus), list(events))  # queueing adds job events
    finally:
        unsubscribe()
        services.close()


def notify_changed(data_dir: Path) -> None:
    """Tell a running GUI to refresh. Best effort: the change is committed whether or not one listens."""
    try:
        from contexty_qt import ipc  # type: ignore[attr-defined, unused-ignore]
    except ImportError:
        return
    try:
        ipc.notify_changed(data_dir)
    except Exception as exc:  # the GUI may be gone or busy; the data is already safe
        log.debug("could not notify a running instance: %s", exc)


def print_json(value: object) -> None:
    json.dump(value, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def parse_id(text: str) -> int:
    """argparse `type=` for ids: a positive integer, or a clear usage error."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an id (a positive whole number)") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not an id (a positive whole number)")
    return value


def parse_group_target(text: str) -> int | None:
    """A group id, or "none" for unassigned."""
    if text.strip().lower() in ("none", "unassigned", "0"):
        return None
    return parse_id(text)


def require(condition: bool, message: str) -> None:
    if not condition:
        raise InvalidInputError(message)
