"""The main window with the canvas and overview over a data dir, on a real X display, for the
screenshot test. Run as `python -m tests.e2e.canvas_window CONTROL_DIR` with CONTEXTY_DATA_DIR set.

It writes CONTROL_DIR/ready-<step> when a view is on screen and settled, and waits for
CONTROL_DIR/go-<next step> before the next one:  normal (100 % on the grant group) -> low (the
whole tree at low zoom) -> quit.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtWidgets import QApplication

from contexty_qt.core.ai import AIServices
from contexty_qt.core.services import CoreServices, open_core
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.canvas.feature import CanvasFeature
from contexty_qt.ui.chat.feature import ChatFeature
from contexty_qt.ui.main_window import MainWindow

STEPS = ("normal", "low", "quit")


@dataclass
class Shell:
    """The main window with the canvas and chat panels over CONTEXTY_DATA_DIR, as the app builds it."""

    app: QApplication
    core: CoreServices
    bridge: EventBridge
    runner: TaskRunner
    ai: AIServices
    feature: CanvasFeature
    chat: ChatFeature
    window: MainWindow

    @classmethod
    def open(cls, name: str) -> Shell:
        app = QApplication([name])
        app.setApplicationName("Contexty")
        core = open_core(None)
        bridge = EventBridge(core.bus, core.tree.undo_stack)
        watcher = ExternalChangeWatcher(core.store)
        runner = TaskRunner()
        feature = CanvasFeature(core.tree, bridge, watcher, runner)
        ai = AIServices(core, in_process=True)
        chat = ChatFeature(core, ai, bridge, watcher, runner=runner)  # the threads and chat panels, as in the app
        window = MainWindow(core.tree, core.settings, bridge, watcher, runner,
                            panels={**feature.panels(), **chat.panels()}, keep_running_on_close=False)
        feature.attach(window)
        return cls(app, core, bridge, runner, ai, feature, chat, window)

    def settled(self) -> bool:
        canvas = self.feature.canvas
        return (self.feature.mirror.loaded_once and not canvas.is_busy() and bool(canvas.scene.layout.cards)
                and canvas.thumbnails is not None and canvas.thumbnails.pending() == 0)

    def close(self) -> None:
        self.chat.close()
        self.feature.close()
        self.window.shutdown()
        self.bridge.close()
        self.runner.shutdown()
        self.ai.close()
        self.core.close()


ShowStep = Callable[[CanvasFeature, str], None]


def serve(control: Path, steps: tuple[str, ...], show_step: ShowStep, *, overview: bool = False) -> int:
    """The main window with the canvas over CONTEXTY_DATA_DIR; for each step, wait for go-<step>, show it
    (`show_step`), let it settle, then write ready-<step> with what is on screen."""
    shell = Shell.open("contexty-canvas-shot")
    app, feature, window = shell.app, shell.feature, shell.window
    window.resize(1920, 1080)
    window.splitter.setSizes([150, 330, 1140, 300])
    if overview:
        window.tabs.setCurrentWidget(feature.overview)
    window.showMaximized()
    canvas = feature.canvas
    state = {"step": 0, "since": time.monotonic()}

    settled = shell.settled

    def tick() -> None:
        step = steps[state["step"]]
        if step == "quit":
            app.exit(0)  # not quit(): Qt 6 first asks the windows to close
            return
        if not (control / f"go-{step}").exists() or not settled():
            return
        if not (control / f"shown-{step}").exists():
            show_step(feature, step)
            (control / f"shown-{step}").touch()
            state["since"] = time.monotonic()
            return
        if time.monotonic() - state["since"] < 1.0 or not settled():
            return  # let thumbnails, labels and the cache render settle
        info = {"zoom": canvas.view.zoom(), "cards": len(canvas.scene.layout.cards),
                "understanding": canvas.understanding.summary_text(), "window": window.geometry().getRect(),
                "groups": [f.tree_group.name for f in canvas.scene.frames.values() if f.tree_group is not None]}
        window.grab().save(str(control / f"{step}.png"))  # Qt's own picture, when the X server's is blank
        (control / f"ready-{step}").write_text(json.dumps(info))
        state["step"] += 1

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(100)
    code = app.exec()
    timer.stop()
    shell.close()
    return code


def show_grant(feature: CanvasFeature, step: str) -> None:
    canvas = feature.canvas
    view, scene = canvas.view, canvas.scene
    if step == "normal":
        grant = next(f for f in scene.frames.values() if f.tree_group is not None
                     and f.tree_group.name.startswith("NIH"))
        view.set_zoom(1.0)
        rect = grant.mapRectToScene(grant.rect())
        visible = view.visible_scene_rect()
        view.centerOn(QPointF(rect.left() + visible.width() / 2 - 40, rect.top() + visible.height() / 2 - 40))
        chosen = next((m for m in scene.mirror.memories.values() if "Specific aims" in m.display_title()), None)
        if chosen is not None:
            scene.select_nodes([chosen.id])
    elif step == "low":
        scene.clearSelection()
        view.fit_all()
        view.set_zoom(min(view.zoom(), 0.38))  # low zoom: cards as tiles, groups by name


def main() -> int:
    return serve(Path(sys.argv[1]), STEPS, show_grant, overview=True)


if __name__ == "__main__":
    sys.exit(main())
