"""One line describing the machine a benchmark ran on, for the committed result tables."""

from __future__ import annotations

import os
import platform
from datetime import UTC, datetime


def machine_line() -> str:
    cpu = platform.processor() or "unknown CPU"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            cpu = next(line.split(":", 1)[1].strip() for line in handle if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return (f"Machine: {cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, "
            f"{platform.system()} {platform.release()}; run {datetime.now(UTC):%Y-%m-%d %H:%M} UTC.")
