"""The main window over a data dir filled from a bench corpus and organised by the offline pipeline,
for the README screenshots (tests/e2e/test_corpus_screenshots.py). Run as
`python -m tests.e2e.corpus_window CONTROL_DIR` with CONTEXTY_DATA_DIR set.

Steps, each after CONTROL_DIR/go-<step>, each announced by CONTROL_DIR/ready-<step> (with what is on
screen as JSON): normal (100 % on the group of the newest capture, that card selected) -> whole (the
whole tree, zoomed so group names stay readable) -> quit.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtWidgets import QApplication

from contexty_qt.core.services import open_core
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.canvas.feature import CanvasFeature
from contexty_qt.ui.chat.feature import ChatFeature
from contexty_qt.ui.main_window import MainWindow

STEPS = ("normal", "whole", "quit")


def main() -> int:
    control = Path(sys.argv[1])
    app = QApplication(["contexty-corpus-shot"])
    app.setApplicationName("Contexty")
    core = open_core(None)
    bridge = EventBridge(core.bus, core.tree.undo_stack)
    watcher = ExternalChangeWatcher(core.store)
    runner = TaskRunner()
    feature = CanvasFeature(core.tree, bridge, watcher, runner)
    chat = ChatFeature(core, bridge, watcher, runner=runner)
    window = MainWindow(core.tree, core.settings, bridge, watcher, runner,
                        panels={**feature.panels(), **chat.panels()}, keep_running_on_close=False)
    feature.attach(window)
    window.resize(1920, 1080)
    window.splitter.setSizes([150, 330, 1140, 300])
    window.showMaximized()
    canvas = feature.canvas
    state = {"step": 0, "since": time.monotonic()}

    def settled() -> bool:
        return (feature.mirror.loaded_once and not canvas.is_busy() and bool(canvas.scene.cards)
                and canvas.thumbnails is not None and canvas.thumbnails.pending() == 0)

    def show_step(step: str) -> None:
        view, scene = canvas.view, canvas.scene
        if step == "normal":
            newest = max(scene.cards.values(), key=lambda c: (c.memory.captured_at, c.memory.id))
            frame = scene.frames.get(newest.memory.branch_id) if newest.memory.branch_id is not None else None
            view.set_zoom(1.0)
            rect = frame.mapRectToScene(frame.rect()) if frame is not None else newest.sceneBoundingRect()
            visible = view.visible_scene_rect()
            view.centerOn(QPointF(rect.left() + visible.width() / 2 - 40, rect.top() + visible.height() / 2 - 40))
            scene.select_nodes([newest.memory.id])
        elif step == "whole":
            scene.clearSelection()
            view.fit_all()
            view.set_zoom(max(min(view.zoom(), 0.55), 0.3))

    def tick() -> None:
        step = STEPS[state["step"]]
        if step == "quit":
            app.exit(0)
            return
        if not (control / f"go-{step}").exists() or not settled():
            return
        if not (control / f"shown-{step}").exists():
            show_step(step)
            (control / f"shown-{step}").touch()
            state["since"] = time.monotonic()
            return
        if time.monotonic() - state["since"] < 1.0 or not settled():
            return
        frames = [f.branch.name for f in canvas.scene.frames.values() if f.branch is not None]
        info = {"zoom": canvas.view.zoom(), "cards": len(canvas.scene.cards), "groups": frames,
                "understanding": canvas.understanding.summary_text()}
        (control / f"ready-{step}").write_text(json.dumps(info))
        state["step"] += 1

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(100)
    code = app.exec()
    timer.stop()
    chat.close()
    feature.close()
    window.shutdown()
    bridge.close()
    runner.shutdown()
    core.close()
    return code


if __name__ == "__main__":
    sys.exit(main())
