"""Observation benchmark (issue 5): what one observation frame costs, and what the observer costs
over a minute of use. Starts its own Xvfb (1920x1080) + window manager + a text window.

1. grab + hash + dedup against 100,000 stored hashes, per frame, median of --frames runs:
   mss grab -> numpy block-mean hash -> vectorised Hamming index (this app), beside the
   imagehash path in the same run (PIL image from the grab -> imagehash.average_hash(16) ->
   the same index), and beside a plain Python loop over 100,000 ImageHash objects.
2. CPU of a process running only the real Observer (pynput listeners, X11 window source, mss,
   hash index, WebP encoding and a SQLite store as the sink; no AI work) while xdotool sends one
   input event per second for --seconds, measured from /proc/<pid>/stat.

    .venv/bin/python bench/observation.py [--frames 200] [--seconds 60] [--out bench/results/observation.md]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from bench.machine import machine_line, publish  # noqa: E402
from bench.xsession import x_session  # noqa: E402

TEXT = "\n".join(f"Line {i}: the quarterly funding report shows the numbers for region {i}" for i in range(40))
CLK_TCK = os.sysconf("SC_CLK_TCK")


def ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:.2f}"


def start_helper(env: dict[str, str]) -> subprocess.Popen[str]:
    helper = subprocess.Popen([sys.executable, str(ROOT / "tests/e2e/selection_helper.py"), "--app", "BenchNotes",
                               "--title", "bench.md — BenchNotes", "--text", TEXT, "--font-size", "12"],
                              env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert helper.stdout is not None
    assert helper.stdout.readline().strip() == "ready"
    subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "bench.md", "windowactivate",
                    "--sync"], env=env, check=True, capture_output=True)
    return helper


def stop(proc: subprocess.Popen[str]) -> None:
    if proc.stdin is not None:
        proc.stdin.close()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)
    if proc.stdout is not None:
        proc.stdout.close()


# ---- part 1: one frame ---------------------------------------------------------------------------
def frame_costs(frames: int) -> list[str]:
    import imagehash
    from PIL import Image

    from contexty_qt.capture.screen import ScreenGrabber
    from contexty_qt.core.dedup import HashIndex, bits_to_hash, block_mean_hash

    rng = np.random.default_rng(5)
    stored = rng.integers(0, 2**63, size=(100_000, 4), dtype=np.uint64)
    index = HashIndex()
    index.add_many(stored)
    grabber = ScreenGrabber()
    grab_t, hash_t, dedup_t, total_t, ih_hash_t, ih_total_t = [], [], [], [], [], []
    try:
        for i in range(frames + 10):
            t0 = time.perf_counter()
            frame = grabber.grab_monitor_at(10, 10)
            t1 = time.perf_counter()
            value = block_mean_hash(frame.pixels, "BGRA")
            t2 = time.perf_counter()
            index.is_duplicate(value)
            t3 = time.perf_counter()
            # imagehash path on the same frame (its grab counted too, as the caller would pay it)
            t4 = time.perf_counter()
            image = Image.frombuffer("RGB", (frame.rect.width, frame.rect.height), frame.pixels.tobytes(), "raw",
                                     "BGRX", 0, 1)
            average = imagehash.average_hash(image, hash_size=16)
            t5 = time.perf_counter()
            index.is_duplicate(bits_to_hash(average.hash.flatten()))
            t6 = time.perf_counter()
            if i >= 10:  # warm-up frames dropped
                grab_t.append(t1 - t0)
                hash_t.append(t2 - t1)
                dedup_t.append(t3 - t2)
                total_t.append(t3 - t0)
                ih_hash_t.append(t5 - t4)
                ih_total_t.append((t1 - t0) + (t6 - t4))
        loop_t = []
        objects = [imagehash.ImageHash(np.unpackbits(row.astype(">u8").view(np.uint8)).astype(bool).reshape(16, 16))
                   for row in stored]
        for _ in range(3):
            t0 = time.perf_counter()
            min(average - other for other in objects)
            loop_t.append(time.perf_counter() - t0)
    finally:
        grabber.close()
    return [
        f"Per frame at {frame.rect.width}x{frame.rect.height}, median of {frames} frames, 100,000 stored hashes:",
        "",
        "| step | this app (numpy block mean + vectorised index) ms | imagehash.average_hash(16) path ms |",
        "|---|---:|---:|",
        f"| grab (mss, XShm) | {ms(grab_t)} | {ms(grab_t)} |",
        f"| hash | {ms(hash_t)} | {ms(ih_hash_t)} (incl. BGRA->PIL copy) |",
        f"| dedup vs 100,000 | {ms(dedup_t)} | {ms(dedup_t)} (same index) |",
        f"| **grab + hash + dedup** | **{ms(total_t)}** | **{ms(ih_total_t)}** |",
        "",
        f"A Python loop over 100,000 `ImageHash` objects (`min(h - other ...)`) takes {ms(loop_t)} ms per frame "
        "on its own, which is why the index is vectorised.",
        f"Target of issue 5: grab + hash + dedup median <= 12 ms: "
        f"{'met' if statistics.median(total_t) <= 0.012 else 'NOT met'}.",
    ]


# ---- part 2: observer CPU --------------------------------------------------------------------------
CHILD = r"""
import sys, tempfile, json, time
from pathlib import Path
import numpy as np
from contexty_qt.capture.observer import Observer
from contexty_qt.capture.provenance import X11WindowSource
from contexty_qt.capture.images import encode_pixels
from contexty_qt.core.commands import UndoStack
from contexty_qt.core.dedup import HashIndex
from contexty_qt.core.events import EventBus
from contexty_qt.core.model import SourceType
from contexty_qt.core.privacy import PrivacyGuard
from contexty_qt.core.settings import Settings
from contexty_qt.core.store import Store
from contexty_qt.core.tree import MemoryTree

work = Path(tempfile.mkdtemp())
settings = Settings(work / "settings.json")  # defaults: min interval 10 s, debounce 1.5 s, floor 300 s
tree = MemoryTree(Store(work / "data"), EventBus(), UndoStack())
index = HashIndex(work / "hashes.bin")
index.add_many(np.random.default_rng(3).integers(0, 2**63, size=(100_000, 4), dtype=np.uint64))

def sink(observation):
    tree.add_memory(SourceType.OBSERVATION, image=encode_pixels(observation.pixels, "BGRA"),
                    provenance=observation.provenance, captured_at=observation.captured_at)

observer = Observer(settings=settings, privacy=PrivacyGuard(settings), index=index, sink=sink,
                    window_source_factory=X11WindowSource)
observer.start()
print("ready", flush=True)
sys.stdin.read()
observer.stop()
print(json.dumps(dict(observer.stats)), flush=True)
"""


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK  # utime + stime, all threads


def observer_cpu(env: dict[str, str], seconds: int) -> list[str]:
    child = subprocess.Popen([sys.executable, "-c", CHILD], env=env, cwd=ROOT, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdin is not None
        assert child.stdout.readline().strip() == "ready"
        time.sleep(2)  # let start-up work settle before measuring
        idle_start = cpu_seconds(child.pid)
        time.sleep(10)
        idle = cpu_seconds(child.pid) - idle_start
        start_cpu, start = cpu_seconds(child.pid), time.monotonic()
        for i in range(seconds):
            # alternate a key press (types into the text window: the screen changes) and a click
            action = ["key", "a"] if i % 2 == 0 else ["click", "1"]
            subprocess.run(["xdotool", *action], env=env, check=True)
            next_tick = start + i + 1
            time.sleep(max(0.0, next_tick - time.monotonic()))
        used, wall = cpu_seconds(child.pid) - start_cpu, time.monotonic() - start
        child.stdin.close()
        stats = child.stdout.readline().strip()
        child.wait(30)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(5)
        if child.stdout is not None:
            child.stdout.close()
    return [
        f"Observer process over {wall:.0f} s of synthetic input at 1 event/s (default settings: min interval "
        "10 s, debounce 1.5 s, floor 300 s; frames encoded to WebP and committed to SQLite, no AI work):",
        "",
        "| measure | value |",
        "|---|---:|",
        f"| CPU time while receiving input | {used:.2f} s |",
        f"| **average CPU, % of one core** | **{100 * used / wall:.2f} %** |",
        f"| CPU while idle (10 s, no input) | {100 * idle / 10:.2f} % |",
        f"| observation outcomes | `{stats}` |",
        "",
        f"Target of issue 5: <= 1 % of one core on average: {'met' if used / wall <= 0.01 else 'NOT met'}. "
        "Input every second never settles for the 1.5 s debounce, so a frame is taken each time input has "
        "been pending for the 10 s minimum interval; typed characters barely change the screen, hence the "
        "duplicates.",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frames", type=int, default=200)
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    with x_session() as env:
        os.environ["DISPLAY"] = env["DISPLAY"]  # mss reads it at first use
        helper = start_helper(env)
        try:
            lines = ["# Observation benchmark", "", machine_line(), "", f"`{' '.join(sys.argv)}` under Xvfb "
                     "1920x1080x24 with matchbox-window-manager.", "", "## One frame", ""]
            lines += frame_costs(args.frames)
            lines += ["", "## Observer CPU", ""]
            lines += observer_cpu(env, args.seconds)
        finally:
            stop(helper)
    text = "\n".join(lines) + "\n"
    publish(text, args.out)


if __name__ == "__main__":
    main()
