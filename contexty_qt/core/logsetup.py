"""One logger per subsystem ("contexty.store", "contexty.ui", ...), a rotating file, crash reports."""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import sys
import types
from pathlib import Path
from typing import IO

_fault_file: IO[str] | None = None


def setup_logging(log_dir: Path, *, verbose: bool = False, console: bool = True) -> Path:
    log_dir.mkdir(parents=True, exist_ok=True)
    log_file = log_dir / "contexty.log"
    root = logging.getLogger("contexty")
    root.setLevel(logging.DEBUG)
    for handler in list(root.handlers):
        root.removeHandler(handler)
        handler.close()
    file_handler = logging.handlers.RotatingFileHandler(log_file, maxBytes=2_000_000, backupCount=3,
                                                        encoding="utf-8")
    file_handler.setLevel(logging.DEBUG if verbose else logging.INFO)
    file_handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(file_handler)
    if console:
        stream = logging.StreamHandler(sys.stderr)
        stream.setLevel(logging.DEBUG if verbose else logging.WARNING)
        stream.setFormatter(logging.Formatter("contexty: %(levelname)s %(name)s: %(message)s"))
        root.addHandler(stream)
    return log_file


def install_crash_handlers(log_dir: Path) -> None:
    """faulthandler for hard crashes (segfaults in Qt), excepthook for uncaught Python errors."""
    global _fault_file
    log_dir.mkdir(parents=True, exist_ok=True)
    if _fault_file is None:
        _fault_file = open(log_dir / "crash.log", "a", encoding="utf-8")  # noqa: SIM115 - lives for the process
        faulthandler.enable(_fault_file)
    crash_log = logging.getLogger("contexty.crash")
    previous = sys.excepthook

    def excepthook(kind: type[BaseException], value: BaseException, tb: types.TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            previous(kind, value, tb)
            return
        crash_log.critical("uncaught exception", exc_info=(kind, value, tb))

    sys.excepthook = excepthook
