"""The C heap of a long-running process (issue 18): glibc settings for an app that runs all day.

The app decodes and encodes full-screen images on several threads (an observation frame is
1920x1080x4 = 8 MB; thumbnails are decoded from such files), and glibc malloc handles that
badly for a process that runs for hours:
* every thread that allocates gets its own arena (up to 8 per core), each keeping its freed
  memory; `M_ARENA_MAX` = 2 shares them;
* after the first large buffer is freed, glibc raises its mmap threshold (up to 32 MB), so the
  next 8 MB frames come from the arenas, where a freed frame stays resident and fragments them.
  A fixed `M_MMAP_THRESHOLD` keeps large buffers in mmap, returned to the system on free. It is
  256 KB, not 1 MB: the GUI's image-sized buffers are mostly between the two (a 480x270 thumbnail
  pixmap is 0.5 MB, a card rendered into Qt's pixmap cache 0.2-0.5 MB, a WebP encoder's row
  buffers), and each is made and dropped as cards are painted and evicted. In the arenas those
  holes stayed resident and scattered; in mmap they go back whole (bench/footprint_probe.py
  compares the settings in one run: docs/CACHES.md);
* freed pages at the top of an arena are kept until `malloc_trim`; `trim_heap()` returns them
  (the app calls it every few minutes from a pool thread; the OCR worker after every image).
Each call is a no-op where glibc is not the C library (macOS, Windows, musl).
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import logging
import sys
from functools import cache
from typing import Any

log = logging.getLogger("contexty.heap")

M_TRIM_THRESHOLD = -1
M_MMAP_THRESHOLD = -3
M_ARENA_MAX = -8
ARENA_MAX = 2
MMAP_THRESHOLD_BYTES = 256 * 1024
TRIM_THRESHOLD_BYTES = 8 * 1024 * 1024


@cache
def _glibc() -> Any | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.gnu_get_libc_version  # noqa: B018 - present in glibc only
        return libc
    except (OSError, AttributeError):
        return None


def tune_allocator(*, arena_max: int = ARENA_MAX, mmap_threshold: int = MMAP_THRESHOLD_BYTES,
                   trim_threshold: int = TRIM_THRESHOLD_BYTES) -> bool:
    """Set the arena count and fixed thresholds; call before starting threads. True when applied.
    (The keyword arguments are for bench/footprint_probe.py, which compares settings.)"""
    libc = _glibc()
    if libc is None:
        return False
    ok = all(libc.mallopt(option, value) == 1 for option, value in (
        (M_ARENA_MAX, arena_max), (M_MMAP_THRESHOLD, mmap_threshold), (M_TRIM_THRESHOLD, trim_threshold)))
    if not ok:
        log.info("glibc refused an allocator setting")
    return ok


def trim_heap() -> None:
    """Give freed heap pages back to the system (a few ms; ctypes releases the GIL meanwhile)."""
    libc = _glibc()
    if libc is not None:
        with contextlib.suppress(OSError):
            libc.malloc_trim(0)
