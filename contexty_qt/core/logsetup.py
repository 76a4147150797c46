"""One logger per subsystem ("contexty.store", "contexty.ui", ...), a rotating file, crash reports."""

from __future__ import annotations

import faulthandler
import io
import logging
import logging.handlers
import os
import stat
import sys
import types
from pathlib import Path
from typing import IO

_fault_file: IO[str] | None = None


def private_log_fd(path: Path) -> int:
    """A log file only its owner can read (0600 however the umask is set), opened for appending:
    logs name windows and apps."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    os.chmod(path, 0o600)  # a file an older version created with the umask's mode
    return fd


def open_private_log(path: Path, mode: str = "a") -> io.TextIOWrapper:
    stream = open(private_log_fd(path), mode, encoding="utf-8")  # noqa: SIM115 - the caller keeps it open
    assert isinstance(stream, io.TextIOWrapper)
    return stream


def private_log_dir(log_dir: Path) -> Path:
    log_dir.mkdir(parents=True, exist_ok=True)
    if not log_dir.stat().st_mode & stat.S_ISVTX:  # never tighten a shared sticky dir such as /tmp
        os.chmod(log_dir, 0o700)
    return log_dir


class _PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
    def _open(self) -> io.TextIOWrapper:  # every file it opens, rotated ones included, is 0600
        return open_private_log(Path(self.baseFilename), self.mode)


def setup_logging(log_dir: Path, *, verbose: bool = False, console: bool = True) -> Path:
    private_log_dir(log_dir)
    log_file = log_dir / "contexty.log"
    root = logging.getLogger("contexty")
    root.setLevel(logging.DEBUG)
    for handler in list(root.handlers):
        root.removeHandler(handler)
        handler.close()
    file_handler = _PrivateRotatingFileHandler(log_file, maxBytes=2_000_000, backupCount=3,
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
    private_log_dir(log_dir)
    if _fault_file is None:
        _fault_file = open_private_log(log_dir / "crash.log")  # lives for the process
        faulthandler.enable(_fault_file)
    crash_log = logging.getLogger("contexty.crash")
    previous = sys.excepthook

    def excepthook(kind: type[BaseException], value: BaseException, tb: types.TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            previous(kind, value, tb)
            return
        crash_log.critical("uncaught exception", exc_info=(kind, value, tb))

    sys.excepthook = excepthook
