"""One line describing the machine a benchmark ran on, and where its result table goes."""

from __future__ import annotations

import os
import platform
import subprocess
from datetime import UTC, datetime
from pathlib import Path


def commit_line() -> str:
    """The commit a result measured; '+changes' when the work tree differed from it (figures
    from uncommitted code must be re-run before they are committed)."""
    root = Path(__file__).resolve().parents[1]
    try:
        head = subprocess.run(["git", "rev-parse", "--short=12", "HEAD"], cwd=root, capture_output=True,
                              text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "--", "contexty_qt"],
                               cwd=root, capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "Commit: unknown (not a git checkout)."
    return f"Commit: {head}{' +changes in contexty_qt' if dirty else ''}."


def machine_line() -> str:
    cpu = platform.processor() or "unknown CPU"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            cpu = next(line.split(":", 1)[1].strip() for line in handle if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return (f"Machine: {cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, "
            f"{platform.system()} {platform.release()}; run {datetime.now(UTC):%Y-%m-%d %H:%M} UTC. {commit_line()}")


def publish(text: str, out: Path | None) -> None:
    """Print the result table and, with --out, write it (bench/results/*.md is what the README shows)."""
    print(text)
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text, encoding="utf-8")
