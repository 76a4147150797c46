"""What grows per stored observation in the GUI process (issue 18): a fast, in-process probe.

The full soak (bench/soak.py) drives the real app under Xvfb, and its pace is set by OCR: on a
shared 2-core machine it stores a few hundred observations in 30 minutes. This probe takes the OCR
worker out of the loop (its `read` answers at once with the frame's text; everything else is real:
the Shell with its main window shown, the job runner and the offline pipeline, the store, the
thumbnails, the canvas and the timeline) and hands the capture controller's observation sink a new
1920x1080 frame of text every --pace seconds, from a thread of its own as the observer does. It
samples the process's RSS, glibc's heap (mallinfo2) and the app's counters every --every
observations (a second after one was stored, so no frame is being encoded meanwhile), and
reports the slope in MB per 100 observations after --warmup observations.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/footprint_probe.py [--observations 300] [--pace 0.4]

It prints one JSON line (the samples and the slope); `--variant` names the run in it. Process-wide
allocator settings are compared by running it under different environments (bench/soak.py's
figures are the ones that count; this is the tool to find out what grows).
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

LINES = ["the quarterly funding report shows the numbers for region", "review notes on the grant timeline",
         "build log: 3 tests failed in tests/ui", "meeting agenda: budget, hiring, the launch date",
         "draft paragraph about the observation pipeline"]


class MallInfo2(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
                                               "fsmblks", "uordblks", "fordblks", "keepcost")]


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def heap_mb() -> dict[str, float]:
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = MallInfo2
        info = libc.mallinfo2()
    except (OSError, AttributeError):
        return {}
    return {"heap_arena": info.arena / 2**20, "heap_in_use": info.uordblks / 2**20, "heap_free": info.fordblks / 2**20,
            "heap_mmapped": info.hblkhd / 2**20}


def mappings_mb() -> dict[str, float]:
    """Resident anonymous memory by kind: glibc's main heap, its second arena (a 64 MB-aligned mapping),
    and the rest (Python's 1 MB object arenas, glibc's mmapped blocks, thread stacks)."""
    out = {"map_heap": 0.0, "map_arena2": 0.0, "map_anon": 0.0}
    key = ""
    for line in Path("/proc/self/smaps").read_text().splitlines():
        head = line.split()
        if head and "-" in head[0] and ":" not in head[0]:
            name = head[5] if len(head) > 5 else ""
            lo, hi = (int(x, 16) for x in head[0].split("-"))
            key = ("map_heap" if name == "[heap]" else "" if name else
                   "map_arena2" if lo % (64 << 20) == 0 and hi - lo <= 64 << 20 else "map_anon")
        elif head and head[0] == "Rss:" and key:
            out[key] += int(head[1]) / 1024
    return out


def slope(points: list[tuple[float, float]]) -> float:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    if len(points) < 2:
        return 0.0
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    var = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in points) / var if var else 0.0


def frame(tick: int) -> Any:
    """A 1920x1080 BGRA screen of text, different at every tick (as reading one page after another)."""
    import numpy as np
    from PIL import Image, ImageDraw

    image = Image.new("RGB", (1920, 1080), "white")
    draw = ImageDraw.Draw(image)
    for i in range(40):
        draw.text((40, 20 + i * 26), f"{tick}.{i} {LINES[(tick + i) % len(LINES)]} {tick * 7 + i}", fill="black")
    rgb = np.asarray(image)
    bgra = np.empty((1080, 1920, 4), dtype=np.uint8)
    bgra[..., 0], bgra[..., 1], bgra[..., 2], bgra[..., 3] = rgb[..., 2], rgb[..., 1], rgb[..., 0], 255
    return bgra


VARIANTS = {  # PROBE_ALLOCATOR values compared by --compare
    "the app's settings (core/heap.py: 2 arenas, mmap from 256 KB)": "app",
    "before: 2 arenas, mmap from 1 MB": f"2,{1024 * 1024}",
    "glibc's defaults (an arena per thread, sliding mmap threshold)": "glibc",
}


def encode_peaks() -> tuple[float, float]:
    """How much one 1080p frame's encoding raises a process's peak RSS: in this process, and through the
    frame encoder helper (capture/encoder.py). Each in a fresh child, so the peaks are not shared."""
    import subprocess

    script = ("import sys; sys.path.insert(0, {root!r}); from bench.footprint_probe import frame, peak_mb; "
              "from contexty_qt.capture.encoder import FrameEncoder, encode_frame; from contexty_qt.core.heap import "
              "tune_allocator; tune_allocator(); px = frame(3); e = FrameEncoder(); before = peak_mb(reset=True); "
              "{call}; print(peak_mb() - before); e.close()")
    found = []
    for call in ("encode_frame(px, 'BGRA')", "e.encode(px, 'BGRA')"):
        out = subprocess.run([sys.executable, "-c", script.format(root=str(ROOT), call=call)], capture_output=True,
                             text=True, check=True).stdout
        found.append(float(out.strip().splitlines()[-1]))
    return found[0], found[1]


def peak_mb(reset: bool = False) -> float:
    """This process's peak RSS (VmHWM) in MB; `reset` starts a new peak at the current RSS."""
    if reset:
        Path("/proc/self/clear_refs").write_text("5")
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def compare(args: argparse.Namespace) -> int:
    """Each allocator setting in its own process, all at once (the same machine load for each)."""
    import subprocess

    from bench.machine import machine_line, publish

    own = [*(["--x11"] if args.x11 else []), f"--observations={args.observations}", f"--pace={args.pace}",
           f"--every={args.every}", f"--warmup={args.warmup}", f"--glance-every={args.glance_every}"]
    procs = {label: subprocess.Popen([sys.executable, __file__, *own, "--variant", value], text=True,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     env={**os.environ, "PROBE_ALLOCATOR": value,
                                          "QT_QPA_PLATFORM": "offscreen" if not args.x11 else ""})
             for label, value in VARIANTS.items()}
    rows = []
    for label, proc in procs.items():
        out, _ = proc.communicate()
        if proc.returncode != 0:
            print(f"{label}: the probe failed", file=sys.stderr)
            return 1
        r = json.loads(out.strip().splitlines()[-1])
        warm = next(x for x in r["samples"] if x["n"] >= args.warmup)
        rows.append(f"| {label} | {r['samples'][0]['rss']:.0f} | {warm['rss']:.0f} | **{r['end_rss']:.0f}** "
                    f"| **{r['slope_rss_per_100']:.1f}** | {r['samples'][-1]['heap_in_use']:.0f} "
                    f"| {r['samples'][-1]['heap_arena'] + r['samples'][-1]['heap_mmapped']:.0f} |")
    in_app, helper = encode_peaks()
    publish("\n".join([
        f"# bench/footprint_probe.py — the GUI process over {args.observations} observations, by allocator setting",
        "", machine_line(), "",
        f"The app's Shell in one process ({'under Xvfb' if args.x11 else 'offscreen'}, main window shown, job "
        "runner and offline analysis on; OCR "
        f"answers at once), fed a new 1920x1080 screen of text every {args.pace:g} s through the observation sink. "
        "Each allocator setting runs in its own process, all at the same time. RSS in MB, sampled every "
        f"{args.every} observations a second after one was stored; slope in MB per 100 observations after the first "
        f"{args.warmup} (least squares).", "",
        "| allocator | RSS at start | after warm-up | at end | slope MB/100 obs | C heap in use at end | C heap held "
        "at end |", "|---|---:|---:|---:|---:|---:|---:|", *rows, "",
        "Encoding one 1080p frame (lossless WebP and its thumbnail) raises a process's peak RSS by "
        f"{in_app:.0f} MB when done in that process, and by {helper:.0f} MB when it is sent to the frame encoder "
        "helper (capture/encoder.py), which the app does (VmHWM, each in a fresh process).", ""]), args.out)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--compare", action="store_true", help="every allocator setting at once, a table")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--x11", action="store_true", help="under its own Xvfb (xcb) rather than offscreen")
    parser.add_argument("--observations", type=int, default=300)
    parser.add_argument("--pace", type=float, default=0.4, help="seconds between observations")
    parser.add_argument("--every", type=int, default=20, help="sample every this many observations")
    parser.add_argument("--warmup", type=int, default=60, help="observations left out of the slope")
    parser.add_argument("--variant", default="default")
    parser.add_argument("--glance-every", type=int, default=40, help="show the canvas every this many observations")
    args = parser.parse_args()
    if args.compare:
        return compare(args)
    if args.x11 and os.environ.get("QT_QPA_PLATFORM") != "xcb":
        import subprocess

        from bench.xsession import x_session

        with x_session() as env:
            return subprocess.run([sys.executable, __file__, *sys.argv[1:]], env=env).returncode

    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["HF_HUB_OFFLINE"] = "1"
    tmp = Path(tempfile.mkdtemp(prefix="footprint-"))
    os.environ["CONTEXTY_CONFIG_DIR"] = str(tmp / "config")
    os.environ["CONTEXTY_LOG_DIR"] = str(tmp / "log")

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from contexty_qt.app import build_shell
    from contexty_qt.capture.geometry import Rect
    from contexty_qt.capture.observer import Observation
    from contexty_qt.core import ocr
    from contexty_qt.core.dedup import block_mean_hash
    from contexty_qt.core.heap import tune_allocator
    from contexty_qt.core.logsetup import setup_logging
    from contexty_qt.core.model import Provenance
    from contexty_qt.core.services import open_core
    from contexty_qt.core.settings import Settings

    # PROBE_ALLOCATOR: "app" (core/heap.py's settings), "glibc" (glibc's defaults), or
    # "arena_max,mmap_threshold_bytes" to try others
    allocator = os.environ.get("PROBE_ALLOCATOR", "app")
    if allocator == "app":
        tune_allocator()
    elif allocator != "glibc":
        arena_max, mmap_threshold = (int(v) for v in allocator.split(","))
        tune_allocator(arena_max=arena_max, mmap_threshold=mmap_threshold)
    setup_logging(tmp / "log")
    # OCR answers at once: the probe measures the GUI process, not the OCR worker's pace
    ocr.WorkerOcrEngine.read = lambda self, path: "page of text from the probe"  # type: ignore[method-assign]
    settings = Settings(tmp / "config" / "settings.json")
    app = QApplication.instance() or QApplication(["contexty-probe"])
    services = open_core(str(tmp / "data"), settings)
    shell = build_shell(app, services)
    window = os.environ.get("PROBE_WINDOW", "1") == "1"  # 0: a diagnostic without the main window
    if window:
        shell.open_main_window()
    samples: list[dict[str, Any]] = []
    done = threading.Event()

    def counters() -> dict[str, Any]:
        found: dict[str, Any] = {}
        for obj in gc.get_objects():
            name = type(obj).__name__
            if name == "ThumbnailCache":
                found["thumbs_mb"] = obj.bytes_used / 2**20
            elif name == "TimelineModel":
                found["timeline_rows"] = obj.memory_count()
            elif name == "CanvasScene":
                found["scene_items"] = len(obj.items())
            elif name == "Store":
                found["store_readers"] = len(getattr(obj, "_readers", {}))
        found["threads"] = threading.active_count()
        try:  # SQLite's own allocations (its page caches: one per connection), in the C heap
            sqlite = ctypes.CDLL("libsqlite3.so.0")
            sqlite.sqlite3_memory_used.restype = ctypes.c_int64
            found["sqlite_mb"] = sqlite.sqlite3_memory_used() / 2**20
        except OSError:
            pass
        return found

    import tracemalloc

    if os.environ.get("PROBE_TRACEMALLOC") == "1":  # a diagnostic: Python's growers after warm-up, on stderr
        tracemalloc.start(6)
    first_snapshot: list[Any] = []

    def sample(n: int) -> None:
        row = {"n": n, "rss": rss_mb(), **heap_mb(), **counters(), **mappings_mb()}
        samples.append(row)
        if tracemalloc.is_tracing():
            row["traced_mb"] = tracemalloc.get_traced_memory()[0] / 2**20
            snap = tracemalloc.take_snapshot()
            if n >= args.warmup and not first_snapshot:
                first_snapshot.append(snap)
            elif first_snapshot:
                for stat in snap.compare_to(first_snapshot[0], "traceback")[:8]:
                    print(f"growth {stat}\n  " + "\n  ".join(stat.traceback.format()[-6:]), file=sys.stderr)
        print(json.dumps({"sample": row}), file=sys.stderr, flush=True)

    def feed() -> None:
        for tick in range(1, args.observations + 1):
            started = time.monotonic()
            pixels = frame(tick)
            observation = Observation(pixels, Rect(0, 0, 1920, 1080),
                                      Provenance("SoakNotes", f"page {tick} — SoakNotes"), None,
                                      block_mean_hash(pixels, "BGRA"), "checkpoint")
            shell.capture.store_observation(observation)
            del pixels, observation
            if tick % args.every == 0:  # sampled between observations: no frame is being encoded
                time.sleep(1.0)
                sampled = threading.Event()
                QTimer.singleShot(0, shell, lambda n=tick, e=sampled: (sample(n), e.set()))  # type: ignore[func-returns-value]
                sampled.wait(30)
            if window and tick % args.glance_every == 0:
                QTimer.singleShot(0, shell, shell.open_main_window)
            time.sleep(max(0.0, args.pace - (time.monotonic() - started)))
        done.set()

    QTimer.singleShot(3000, shell, lambda: sample(0))
    feeder = threading.Thread(target=lambda: (time.sleep(4), feed()), name="probe-feed", daemon=True)
    feeder.start()
    loop = QEventLoop()
    poll = QTimer()
    poll.timeout.connect(lambda: loop.quit() if done.is_set() else None)
    poll.start(200)
    loop.exec()
    end = QEventLoop()
    QTimer.singleShot(3000, end.quit)
    end.exec()
    sample(args.observations)
    poll.stop()
    after = [(float(s["n"]), float(s["rss"])) for s in samples if s["n"] >= args.warmup]
    in_use = [(float(s["n"]), float(s.get("heap_in_use", 0.0))) for s in samples if s["n"] >= args.warmup]
    print(json.dumps({"variant": args.variant, "slope_rss_per_100": 100 * slope(after),
                      "slope_heap_in_use_per_100": 100 * slope(in_use), "end_rss": samples[-1]["rss"],
                      "samples": samples}))
    shell.shutdown()
    services.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
