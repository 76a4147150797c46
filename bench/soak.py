"""Soak benchmark (issue 18): does the app's memory stay flat while it observes for a long time?

Two runs side by side, each under its own Xvfb (matchbox-window-manager + trayer), each with its
own data, config and log directories:

* **observing**: passive observation on at an accelerated pace. A text window (another program,
  tests/e2e/selection_helper.py) changes its content every --pace seconds and xdotool sends it a
  key press, so the app's real observer (pynput + X11 window source + mss + dedup) takes a frame;
  every --snippet-every seconds a text snippet arrives through the CLI (`contexty add`, which the
  running app picks up like any other write). Every --glance-every seconds the main window is
  brought to the front for a few seconds (the canvas paints the new cards, thumbnails and all) and
  the text window is activated again.
* **not observing**: the same snippets and glances, observation off.

Every --sample-every seconds it samples the GUI process's RSS and the model worker's (the child
running contexty_qt.core.modelworker; 0 when it has exited idle), memories stored, jobs pending and
failed. It reports the GUI's slope in MB per 100 observations after the first --warmup minutes
(least squares), the RSS at the end, the worker's median and peak, and errors (failed jobs,
ERROR lines in the app's log, a process that died).

    .venv/bin/python bench/soak.py [--minutes 30] [--pace 2.5] [--out bench/results/soak.md]
    .venv/bin/python bench/soak.py --minutes 6 --diagnose   # tracemalloc + Qt object counts in the log

The machine is shared: the load average at start and end is recorded beside the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.machine import machine_line, publish  # noqa: E402
from bench.startup import rss_mb  # noqa: E402
from bench.xsession import x_session  # noqa: E402

GUI_SLOPE_TARGET = 5.0  # MB per 100 observations after warm-up
GUI_END_TARGET = 250.0  # MB at the end
WORKER_OBSERVING_TARGET = 600.0
WORKER_EMBED_TARGET = 350.0

# --diagnose: the app started under tracemalloc, writing the biggest growers and Qt object counts to
# its log every minute (a diagnostic only; the figures of a --diagnose run are not published)
DIAGNOSE = r"""
import ctypes, gc, logging, os, runpy, sys, tempfile, threading, time, tracemalloc
if os.environ.get("SOAK_TRACEMALLOC", "1") == "1":
    tracemalloc.start(4)
TRIM = os.environ.get("SOAK_TRIM_PROBE", "1") == "1"

class MallInfo2(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
                                               "fsmblks", "uordblks", "fordblks", "keepcost")]

libc = ctypes.CDLL("libc.so.6")
libc.mallinfo2.restype = MallInfo2
libc.fopen.restype = ctypes.c_void_p
libc.fopen.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
libc.fclose.argtypes = [ctypes.c_void_p]
libc.malloc_info.argtypes = [ctypes.c_int, ctypes.c_void_p]
try:
    sqlite = ctypes.CDLL("libsqlite3.so.0")
    sqlite.sqlite3_memory_used.restype = ctypes.c_int64
    sqlite.sqlite3_memory_highwater.restype = ctypes.c_int64
except OSError:
    sqlite = None
mb = lambda v: round(v / 2**20, 1)

def heap():
    info = libc.mallinfo2()
    return {"arena": mb(info.arena), "in_use": mb(info.uordblks), "free": mb(info.fordblks),
            "mmapped": mb(info.hblkhd), "mmapped_n": info.hblks}

def arenas():
    # malloc_info's XML: one <heap nr=...> per arena
    path = tempfile.mktemp(prefix="mallinfo-")
    f = libc.fopen(path.encode(), b"w")
    libc.malloc_info(0, f)
    libc.fclose(f)
    text = open(path).read()
    os.unlink(path)
    return text.count("<heap nr=")

def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return round(int(line.split()[1]) / 1024, 1)

def threads():
    for line in open("/proc/self/status"):
        if line.startswith("Threads:"):
            return int(line.split()[1])

def rollup():
    out = {}
    for line in open("/proc/self/smaps_rollup"):
        key, _, rest = line.partition(":")
        if key in ("Rss", "Anonymous", "Pss_File", "Pss_Anon", "Shared_Clean", "Private_Dirty"):
            out[key] = round(int(rest.split()[0]) / 1024, 1)
    return out

def app_state():
    out = {}
    watch = {"CardItem": 0, "GroupItem": 0, "Memory": 0, "TimelineRow": 0, "QPixmap": 0, "QImage": 0,
             "ChangeEvent": 0, "Job": 0, "Row": 0, "InsertRow": 0, "Connection": 0, "ndarray": 0}
    for obj in gc.get_objects():
        name = type(obj).__name__
        if name in watch:
            watch[name] += 1
        if name == "Store":
            out["store_readers"] = len(getattr(obj, "_readers", {}))
        elif name == "ThumbnailCache":
            out["thumbs"] = (len(obj), mb(obj.bytes_used))
        elif name == "TimelineModel":
            out["timeline_rows"] = obj.memory_count()
        elif name == "CanvasScene" or name.endswith("Scene") and hasattr(obj, "items"):
            try:
                out["scene_items_" + name] = len(obj.items())
            except Exception as exc:
                out["scene_items_" + name] = str(exc)
        elif name == "UndoStack":
            out["undo"] = len(getattr(obj, "_done", []))
    out["types"] = watch
    try:
        from PySide6.QtGui import QPixmapCache
        out["pixmap_cache_limit_kb"] = QPixmapCache.cacheLimit()
    except Exception:
        pass
    if sqlite is not None:
        out["sqlite_mb"] = mb(sqlite.sqlite3_memory_used())
        out["sqlite_high_mb"] = mb(sqlite.sqlite3_memory_highwater(0))
    return out

def smaps_groups():
    # resident memory per kind of mapping: [heap], anonymous mmaps, each file (libraries, fonts, the database)
    groups = {}
    key = None
    for line in open("/proc/self/smaps"):
        head = line.split()
        if not head:
            continue
        if "-" in head[0] and ":" not in head[0]:
            name = head[5] if len(head) > 5 else "[anon]"
            key = name if name.startswith("[") else ("[anon]" if not name.startswith("/") else name)
        elif head[0] == "Rss:" and key is not None:
            groups[key] = groups.get(key, 0) + int(head[1])
    return groups

def report():
    log = logging.getLogger("contexty.soak")
    first = None
    first_maps = smaps_groups()
    while True:
        time.sleep(60)
        if tracemalloc.is_tracing():
            snap = tracemalloc.take_snapshot().filter_traces([tracemalloc.Filter(False, tracemalloc.__file__)])
            if first is None:
                first = snap
            else:
                for stat in snap.compare_to(first, "lineno")[:6]:
                    log.warning("soak growth %s", stat)
        names = {}
        for obj in gc.get_objects():
            name = type(obj).__name__
            names[name] = names.get(name, 0) + 1
        traced = tracemalloc.get_traced_memory()[0] / 2**20 if tracemalloc.is_tracing() else -1
        log.warning("soak python %.1f MB traced; heap %s; arenas %s; threads %s; smaps %s", traced, heap(),
                    arenas(), threads(), rollup())
        log.warning("soak app %s", app_state())
        maps = smaps_groups()
        grown = sorted(((maps.get(k, 0) - first_maps.get(k, 0), k) for k in set(maps) | set(first_maps)), reverse=True)
        log.warning("soak maps %s", [(k, round(d / 1024, 1), round(maps.get(k, 0) / 1024, 1)) for d, k in grown[:8]])
        if TRIM:
            before = rss()
            libc.malloc_trim(0)
            log.warning("soak trim rss %s -> %s MB", before, rss())
        log.warning("soak objects %s", sorted(names.items(), key=lambda kv: -kv[1])[:30])

threading.Thread(target=report, daemon=True).start()
sys.argv = ["contexty_qt"]
runpy.run_module("contexty_qt", run_name="__main__")
"""

TEXT_LINES = ["the quarterly funding report shows the numbers for region", "review notes on the grant timeline",
              "build log: 3 tests failed in tests/ui", "meeting agenda: budget, hiring, the launch date",
              "draft paragraph about the observation pipeline"]


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry.name))
    return found


def worker_rss(gui: int) -> dict[str, float]:
    """RSS in MB of the app's helper processes by role: the model workers ("models", "ocr"; told apart
    by their idle time) and the frame encoder ("encoder")."""
    from contexty_qt.core.modelhost import OCR_IDLE_S

    found: dict[str, float] = {}
    for pid in children(gui):
        try:
            args = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            if b"contexty_qt.capture.encoder" in args:  # the observation frames' encoder (capture/encoder.py)
                found["encoder"] = found.get("encoder", 0.0) + rss_mb(pid)
                continue
            if b"contexty_qt.core.modelworker" not in args:
                continue
            idle = float(args[args.index(b"--idle") + 1]) if b"--idle" in args else 0.0
            role = "ocr" if idle == OCR_IDLE_S else "models"
            found[role] = found.get(role, 0.0) + rss_mb(pid)
        except (OSError, ValueError, IndexError):
            continue
    return found


def db_counts(data_dir: Path) -> dict[str, int]:
    db = sqlite3.connect(f"file:{data_dir / 'contexty.sqlite3'}?mode=ro", uri=True, timeout=10)
    try:
        def one(sql: str) -> int:
            return int(db.execute(sql).fetchone()[0])

        return {"observations": one("SELECT COUNT(*) FROM memories WHERE source = 'observation'"),
                "snippets": one("SELECT COUNT(*) FROM memories WHERE source = 'snippet'"),
                "pending": one("SELECT COUNT(*) FROM jobs WHERE state IN ('pending', 'running')"),
                "failed": one("SELECT COUNT(*) FROM jobs WHERE state = 'failed'"),
                "analysed": one("SELECT COUNT(*) FROM memories WHERE analysis_state = 'done'")}
    finally:
        db.close()


def slope(points: list[tuple[float, float]]) -> float:
    """Least-squares slope of y over x (0 when x does not vary)."""
    if len(points) < 2:
        return 0.0
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    var = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in points) / var if var else 0.0


class StartFailed(RuntimeError):
    """The X session or the app did not come up (on a loaded machine): worth another try."""


def one_run(observe: bool, minutes: float, pace: float, snippet_every: float, glance_every: float,
            sample_every: float, diagnose: bool) -> dict[str, Any]:
    for attempt in (1, 2, 3):
        try:
            return _one_run(observe, minutes, pace, snippet_every, glance_every, sample_every, diagnose)
        except StartFailed as exc:
            print(f"soak: start failed ({exc}), attempt {attempt}", file=sys.stderr, flush=True)
    raise RuntimeError("the soak could not start three times")


def _one_run(observe: bool, minutes: float, pace: float, snippet_every: float, glance_every: float,
             sample_every: float, diagnose: bool) -> dict[str, Any]:
    session = x_session(tray=True)
    try:
        x_env = session.__enter__()
    except RuntimeError as exc:  # Xvfb or the window manager did not come up in time
        raise StartFailed(str(exc)) from exc
    try:
        return _in_session(x_env, observe, minutes, pace, snippet_every, glance_every, sample_every, diagnose)
    finally:
        session.__exit__(None, None, None)


def _in_session(x_env: dict[str, str], observe: bool, minutes: float, pace: float, snippet_every: float,
                glance_every: float, sample_every: float, diagnose: bool) -> dict[str, Any]:
    from contexty_qt import ipc
    from contexty_qt.core.settings import Settings

    with tempfile.TemporaryDirectory(prefix="soak-") as tmp:
        root = Path(tmp)
        data_dir = root / "data"
        env = {**os.environ, **x_env, "CONTEXTY_DATA_DIR": str(data_dir), "CONTEXTY_CONFIG_DIR": str(root / "config"),
               "CONTEXTY_LOG_DIR": str(root / "log"), "PYTHONPATH": str(ROOT)}
        os.environ["CONTEXTY_CONFIG_DIR"] = env["CONTEXTY_CONFIG_DIR"]
        settings = Settings(root / "config" / "settings.json")
        settings.set("observation.enabled", observe)
        settings.set("observation.explained", True)
        settings.set("observation.min_interval_s", max(0.5, pace - 1.0))
        settings.set("observation.debounce_s", 0.3)
        settings.set("observation.floor_s", 3600.0)
        helper = subprocess.Popen([sys.executable, str(ROOT / "tests/e2e/selection_helper.py"), "--app", "SoakNotes",
                                   "--title", "page 0 — SoakNotes", "--text", TEXT_LINES[0], "--font-size", "14"],
                                  env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert helper.stdin is not None and helper.stdout is not None
        assert helper.stdout.readline().strip() == "ready"
        command = [sys.executable, "-c", DIAGNOSE] if diagnose else [sys.executable, "-m", "contexty_qt"]
        app = subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        load_start = os.getloadavg()
        samples: list[dict[str, Any]] = []
        errors: list[str] = []

        def x(*args: str) -> None:
            subprocess.run(["xdotool", *args], env=env, capture_output=True, timeout=30)

        def activate_helper() -> None:
            x("search", "--sync", "--onlyvisible", "--name", "SoakNotes", "windowactivate", "--sync")

        def status() -> dict[str, Any] | None:
            reply = ipc.forward(data_dir, "status", timeout_ms=3000)
            return reply if reply and reply.get("ok") else None

        try:
            deadline = time.monotonic() + 60
            while status() is None:
                if time.monotonic() > deadline or app.poll() is not None:
                    raise StartFailed("the app did not start")
                time.sleep(0.2)
            time.sleep(2)
            activate_helper()
            start = time.monotonic()
            end = start + minutes * 60
            next_change, next_snippet, next_glance, next_sample = start, start + 5, start + glance_every, start
            tick = 0
            while time.monotonic() < end:
                now = time.monotonic()
                if app.poll() is not None:
                    errors.append(f"the app exited with code {app.returncode}")
                    break
                if now >= next_sample:
                    workers = worker_rss(app.pid)
                    samples.append({"t": now - start, "gui": rss_mb(app.pid),
                                    "worker": workers.get("models", 0.0) + workers.get("ocr", 0.0),
                                    "models": workers.get("models", 0.0), "ocr": workers.get("ocr", 0.0),
                                    "encoder": workers.get("encoder", 0.0), **db_counts(data_dir)})
                    print(f"soak {'observe' if observe else 'idle'} {samples[-1]}", file=sys.stderr, flush=True)
                    next_sample += sample_every
                if now >= next_glance:  # the user looks at the canvas: new cards paint, thumbnails load
                    ipc.forward(data_dir, "open", timeout_ms=3000)
                    time.sleep(4)
                    activate_helper()
                    next_glance += glance_every
                if now >= next_snippet:
                    added = subprocess.run([sys.executable, "-m", "contexty_qt", "add", "--text",
                                            f"Snippet {tick}: {TEXT_LINES[tick % len(TEXT_LINES)]} #{tick}",
                                            "--memo", f"thought {tick}", "--app", "SoakNotes"],
                                           env=env, capture_output=True, text=True, timeout=60)
                    if added.returncode != 0:
                        errors.append(f"contexty add failed: {added.stderr.strip()[-200:]}")
                    next_snippet += snippet_every
                if now >= next_change:
                    tick += 1
                    body = "\n".join(f"{tick}.{i} {TEXT_LINES[(tick + i) % len(TEXT_LINES)]} {tick * 7 + i}"
                                     for i in range(30))
                    # a new page: its title makes the frame a checkpoint (the block-mean hash hardly sees
                    # changed digits), as reading one document after another would
                    for line in (f"title page {tick} — SoakNotes", "text " + body.replace("\n", " | ")):
                        helper.stdin.write(line + "\n")
                        helper.stdin.flush()
                        helper.stdout.readline()
                    x("key", "shift")  # input: the observer takes a frame once it settles
                    next_change += pace
                time.sleep(max(0.05, min(next_change, next_sample, next_snippet, next_glance) - time.monotonic()))
            workers = worker_rss(app.pid) if app.poll() is None else {}
            final = {"t": time.monotonic() - start, "gui": rss_mb(app.pid) if app.poll() is None else 0.0,
                     "worker": workers.get("models", 0.0) + workers.get("ocr", 0.0),
                     "models": workers.get("models", 0.0), "ocr": workers.get("ocr", 0.0),
                     "encoder": workers.get("encoder", 0.0), **db_counts(data_dir)}
            samples.append(final)
        finally:
            if app.poll() is None:
                app.terminate()
                try:
                    app.wait(30)
                except subprocess.TimeoutExpired:
                    app.kill()
                    app.wait(10)
            helper.stdin.close()
            try:
                helper.wait(10)
            except subprocess.TimeoutExpired:
                helper.kill()
            helper.stdout.close()
        log_text = "\n".join(p.read_text(errors="replace") for p in (root / "log").glob("*.log"))
        error_lines = [line for line in log_text.splitlines() if " ERROR " in line or " CRITICAL " in line]
        diagnosis = [line for line in log_text.splitlines() if "soak " in line or line.startswith("  File")] \
            if diagnose else []
        return {"observe": observe, "samples": samples, "errors": errors, "error_lines": error_lines[:20],
                "error_count": len(error_lines), "load_start": load_start, "load_end": os.getloadavg(),
                "diagnosis": diagnosis[-400:]}


def summarise(run: dict[str, Any], warmup_s: float) -> dict[str, Any]:
    samples = run["samples"]
    after = [s for s in samples if s["t"] >= warmup_s]
    obs_points = [(float(s["observations"]), float(s["gui"])) for s in after]
    time_points = [(float(s["t"]) / 60, float(s["gui"])) for s in after]
    workers = [s["worker"] for s in samples if s["worker"] > 0]
    models = [s["models"] for s in samples if s["models"] > 0]
    encoder = [s.get("encoder", 0.0) for s in samples if s.get("encoder", 0.0) > 0]
    last = samples[-1]
    observed = last["observations"] - (after[0]["observations"] if after else 0)
    return {
        "minutes": last["t"] / 60,
        "gui_start": samples[0]["gui"], "gui_warm": after[0]["gui"] if after else 0.0, "gui_end": last["gui"],
        "gui_peak": max(s["gui"] for s in samples),
        "slope_obs": 100 * slope(obs_points) if observed > 0 else None,
        "slope_min": slope(time_points),
        "worker_median": statistics.median(workers) if workers else 0.0,
        "worker_peak": max(workers) if workers else 0.0,
        "models_median": statistics.median(models) if models else 0.0,
        "encoder_median": statistics.median(encoder) if encoder else 0.0,
        "encoder_peak": max(encoder) if encoder else 0.0,
        "observations": last["observations"], "snippets": last["snippets"], "analysed": last["analysed"],
        "pending": last["pending"], "failed": last["failed"],
        "errors": len(run["errors"]) + run["error_count"],
    }


def report(runs: dict[str, dict[str, Any]], args: argparse.Namespace) -> str:
    rows = []
    verdicts = []
    for label, run in runs.items():
        s = summarise(run, args.warmup * 60)
        slope_obs = f"{s['slope_obs']:.1f}" if s["slope_obs"] is not None else "n/a"
        rows.append(f"| {label} | {s['minutes']:.0f} min | {s['observations']} | {s['snippets']} | {s['analysed']} "
                    f"| {s['pending']} | {s['failed']} | {s['errors']} | {s['gui_start']:.0f} → {s['gui_warm']:.0f} → "
                    f"**{s['gui_end']:.0f}** MB (peak {s['gui_peak']:.0f}) | **{slope_obs}** | {s['slope_min']:.2f} "
                    f"| {s['worker_median']:.0f} / {s['worker_peak']:.0f} MB | {s['models_median']:.0f} MB "
                    f"| {s['encoder_median']:.0f} / {s['encoder_peak']:.0f} MB |")
        if run["observe"]:
            ok_slope = s["slope_obs"] is not None and s["slope_obs"] <= GUI_SLOPE_TARGET
            verdicts.append(f"GUI slope <= {GUI_SLOPE_TARGET:g} MB/100 observations: {'met' if ok_slope else 'NOT met'}"
                            f"; GUI <= {GUI_END_TARGET:g} MB at the end: "
                            f"{'met' if s['gui_end'] <= GUI_END_TARGET else 'NOT met'}; worker median <= "
                            f"{WORKER_OBSERVING_TARGET:g} MB while observing: "
                            f"{'met' if s['worker_median'] <= WORKER_OBSERVING_TARGET else 'NOT met'} "
                            "(both workers together)")
        else:
            verdicts.append(f"embedding worker median <= {WORKER_EMBED_TARGET:g} MB: "
                            f"{'met' if s['models_median'] <= WORKER_EMBED_TARGET else 'NOT met'}")
    series = []
    for label, run in runs.items():
        series += ["", f"{label}, every sample (minute: GUI MB / embedding worker MB / OCR worker MB / frame "
                       "encoder MB / observations / jobs pending):", "",
                   "    " + "  ".join(f"{s['t'] / 60:.1f}:{s['gui']:.0f}/{s['models']:.0f}/{s['ocr']:.0f}/"
                                      f"{s.get('encoder', 0.0):.0f}/{s['observations']}/{s['pending']}"
                                      for s in run["samples"])]
        for line in run["errors"] + run["error_lines"][:5]:
            series.append(f"    error: {line[:300]}")
    loads = "; ".join(f"{label}: {run['load_start'][0]:.1f} at start, {run['load_end'][0]:.1f} at end"
                      for label, run in runs.items())
    return "\n".join([
        f"# bench/soak.py — {args.minutes:g} minutes, an observation every {args.pace:g} s, a snippet every "
        f"{args.snippet_every:g} s", "",
        machine_line(), "",
        f"Both runs at once, each under its own Xvfb 1920x1080 (matchbox-window-manager, trayer), offline "
        f"analysis (no llm.base_url), local embeddings and OCR in the model worker. Snippets via `contexty add`; "
        f"every {args.glance_every:g} s the main window is brought to the front for 4 s. The machine is shared "
        f"with other work (2 cores; 1-minute load average {loads}).", "",
        "| run | length | observations | snippets | analysed | jobs pending at end | jobs failed | errors "
        "| GUI RSS start → after warm-up → end | GUI slope MB/100 obs after warm-up | GUI slope MB/min "
        "| model workers' RSS (both) median / peak | embedding worker median | frame encoder median / peak |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|",
        *rows, "",
        f"Warm-up: the first {args.warmup:g} minutes are left out of the slopes. Targets (issue 18): "
        + "; ".join(verdicts) + ". The worker's RSS is 0 in a sample where it had exited idle (not counted in the "
        "median). The OCR worker runs only while screenshots wait to be read and exits 30 s after the last. The frame "
        "encoder (capture/encoder.py) is the helper process that encodes observation frames (lossless WebP and the "
        "thumbnail) so the encoder's working buffers stay out of the GUI; it exits 60 s after the last frame.",
        *series, "",
    ])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--pace", type=float, default=2.5, help="seconds between screen changes")
    parser.add_argument("--snippet-every", type=float, default=30.0)
    parser.add_argument("--glance-every", type=float, default=120.0)
    parser.add_argument("--sample-every", type=float, default=30.0)
    parser.add_argument("--warmup", type=float, default=5.0, help="minutes left out of the slope")
    parser.add_argument("--diagnose", action="store_true", help="tracemalloc + object counts into the app log")
    parser.add_argument("--only", choices=("observe", "idle"), help="one run, its JSON on stdout (internal)")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    if args.only:
        result = one_run(args.only == "observe", args.minutes, args.pace, args.snippet_every, args.glance_every,
                         args.sample_every, args.diagnose)
        print(json.dumps(result))
        return 0
    own = [f"--minutes={args.minutes}", f"--pace={args.pace}", f"--snippet-every={args.snippet_every}",
           f"--glance-every={args.glance_every}", f"--sample-every={args.sample_every}", f"--warmup={args.warmup}",
           *(["--diagnose"] if args.diagnose else [])]
    procs = {label: subprocess.Popen([sys.executable, __file__, *own, "--only", mode], stdout=subprocess.PIPE,
                                     text=True)
             for label, mode in (("observing", "observe"), ("not observing", "idle"))}
    runs = {}
    for label, proc in procs.items():
        out, _ = proc.communicate()
        if proc.returncode != 0:
            print(f"{label} run failed", file=sys.stderr)
            return 1
        runs[label] = json.loads(out.strip().splitlines()[-1])
        if args.diagnose:
            print("\n".join(runs[label]["diagnosis"]), file=sys.stderr)
    publish(report(runs, args), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
