"""Send -> the new card visible in the timeline (issue 5: <= 50 ms).

Builds the real app shell offscreen (core services, capture controller, main window, timeline),
opens the memo popup with a text snippet, presses Send, and times until the timeline's model holds
the new memory and the view has repainted. Beside it, in the same run, the bare commit
(MemoryTree.add_memory on the GUI thread) that every capture pays.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/capture_to_timeline.py [--runs 30] [--out FILE]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.machine import machine_line, publish


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for name in ("DATA", "CONFIG", "LOG"):
            os.environ[f"CONTEXTY_{name}_DIR"] = str(Path(tmp) / name.lower())
        from PySide6.QtWidgets import QApplication

        from contexty_qt.app import build_shell
        from contexty_qt.core.model import Provenance, SourceType
        from contexty_qt.core.services import open_core
        from contexty_qt.ui.memo_popup import CapturePayload

        app = QApplication([])
        services = open_core()
        shell = build_shell(app, services)
        shell.window.show()
        timeline = shell.window.timeline
        deadline = time.perf_counter() + 10
        while timeline.is_loading() and time.perf_counter() < deadline:
            app.processEvents()

        send_to_visible, bare_commit = [], []
        for i in range(args.runs):
            before = timeline.model.memory_count()
            payload = CapturePayload(Provenance("firefox", f"Page {i}", "https://example.org"), text=f"snippet {i}")
            shell.capture._open_popup(payload, None)
            popup = shell.capture.popup
            assert popup is not None
            app.processEvents()
            start = time.perf_counter()
            popup.send_requested.emit(f"memo {i}")
            while timeline.model.memory_count() == before:
                app.processEvents()
                if time.perf_counter() - start > 5:
                    raise RuntimeError("the new memory never reached the timeline")
            timeline.repaint()  # the frame that shows it
            send_to_visible.append((time.perf_counter() - start) * 1e3)
            start = time.perf_counter()
            services.tree.add_memory(SourceType.SNIPPET, text=f"bare {i}", memo="m")
            bare_commit.append((time.perf_counter() - start) * 1e3)
            while timeline.model.memory_count() < before + 2:
                app.processEvents()
        shell.shutdown()  # the app's own teardown: background work stops before the store closes
        services.close()
    median, p95 = statistics.median(send_to_visible), sorted(send_to_visible)[int(0.95 * len(send_to_visible)) - 1]
    bare = statistics.median(bare_commit)
    verdict = "meets" if median <= 50 else "MISSES"
    text = "\n".join([
        f"# bench/capture_to_timeline.py — Send → card in the timeline, {args.runs} captures (offscreen)", "",
        machine_line(), "",
        "| step | median | p95 | vs bare commit |", "|---|---:|---:|---:|",
        f"| Send pressed → memory committed (worker thread) → event → timeline row painted | {median:.1f} ms "
        f"| {p95:.1f} ms | {median / bare:.1f}x |",
        f"| bare commit: MemoryTree.add_memory (baseline) | {bare:.1f} ms | | 1.0x |", "",
        f"Target: Send → card visible <= 50 ms — {verdict}.", "",
    ])
    publish(text, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
