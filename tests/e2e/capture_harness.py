"""The capture subsystem on its own, in a real X session, narrating what happens.

    python -m tests.e2e.capture_harness [--observe] [--min-interval S] [--debounce S] [--floor S] [--ipc]

Builds the core services (data/config dirs from CONTEXTY_* variables), a QApplication and a
CaptureController with real X11 hotkeys, provenance, mss and pynput, exactly as the app does,
and prints one JSON object per line on stdout: ready, hotkeys, hotkey (bare callback time),
overlay, popup, popup_painted, popup_closed, saved, outcome, notice, and with --ipc (the app's
single-instance channel, which the browser extension's native host talks to) one "browser"
event per message it received. Times are time.monotonic(), which is
CLOCK_MONOTONIC and so comparable with the test process. Stdin: "quit", "observe on|off".
Used by tests/e2e/test_capture_*.py and bench/hotkey_latency.py.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

from contexty_qt import ipc
from contexty_qt.capture.hotkeys import X11Hotkeys
from contexty_qt.core.services import open_core
from contexty_qt.ui.browser_bridge import BrowserBridge
from contexty_qt.ui.capture_controller import EXPLAINED_KEY, CaptureController
from contexty_qt.ui.memo_popup import MemoPopup
from contexty_qt.ui.region_selector import RegionOverlay


def emit(event: str, **fields: Any) -> None:
    print(json.dumps({"event": event, "t": time.monotonic(), **fields}, default=str), flush=True)


class TimedHotkeys(X11Hotkeys):
    """Reports the moment the bare hotkey callback runs (the X event reached us)."""

    def start(self, on_activate: Callable[[str], None]) -> None:
        def timed(name: str) -> None:
            emit("hotkey", name=name)
            on_activate(name)

        super().start(timed)


def markup_geometry(popup: MemoPopup) -> dict[str, Any] | None:
    """Where the markup picture and its tool buttons are on screen (global pixels), for xdotool."""
    if popup.markup is None:
        return None
    canvas = popup.markup.canvas
    corner = canvas.mapToGlobal(canvas.rect().topLeft())
    buttons = {tool.value: [c.x(), c.y()] for tool, button in popup.markup.tool_buttons.items()
               if (c := button.mapToGlobal(button.rect().center()))}
    undo = popup.markup.undo_button.mapToGlobal(popup.markup.undo_button.rect().center())
    return {"canvas": [corner.x(), corner.y(), canvas.width(), canvas.height()], "scale": canvas.scale(),
            "buttons": {**buttons, "undo": [undo.x(), undo.y()]}}


class Watcher(QObject):
    """Reports overlays and popups as they are first painted (and popups as they close)."""

    def __init__(self) -> None:
        super().__init__()
        self._painted: set[int] = set()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if isinstance(obj, RegionOverlay):
            # "overlay" once it is on screen and has the keyboard: at its first paint, flushed (a key sent at
            # Show, before the X server had mapped it and taken the grab, went to the window beneath under load)
            if kind == QEvent.Type.Show:
                self._painted.discard(id(obj))
            elif kind == QEvent.Type.Paint and id(obj) not in self._painted:
                self._painted.add(id(obj))
                name = obj.frozen.geometry.name
                QTimer.singleShot(0, lambda: emit("overlay", screen=name))
        elif isinstance(obj, MemoPopup):
            if kind == QEvent.Type.Show:
                self._painted.discard(id(obj))
            elif kind == QEvent.Type.Hide:
                emit("popup_closed")
            elif kind == QEvent.Type.Paint and id(obj) not in self._painted:
                self._painted.add(id(obj))
                # report after this paint has been flushed to the X server
                QTimer.singleShot(0, lambda: emit("popup_painted", x=obj.x(), y=obj.y(), width=obj.width(),
                                                  height=obj.height(), markup=markup_geometry(obj)))
        return False


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--observe", action="store_true")
    parser.add_argument("--min-interval", type=float, default=None)
    parser.add_argument("--debounce", type=float, default=None)
    parser.add_argument("--floor", type=float, default=None)
    parser.add_argument("--ipc", action="store_true", help="serve the single-instance channel (browser reports)")
    args = parser.parse_args()

    services = open_core()
    settings = services.settings
    for key, value in (("observation.min_interval_s", args.min_interval), ("observation.debounce_s", args.debounce),
                       ("observation.floor_s", args.floor)):
        if value is not None:
            settings.set(key, value)
    if args.observe:
        settings.set(EXPLAINED_KEY, True)

    app = QApplication(["contexty"])
    app.setApplicationName("Contexty")
    app.setQuitOnLastWindowClosed(False)
    watcher = Watcher()
    app.installEventFilter(watcher)

    controller = CaptureController(services.tree, settings, hotkeys=TimedHotkeys(),
                                   confirm=lambda title, text: True)
    controller.hotkeys_changed.connect(lambda status: emit("hotkeys", status=status))
    controller.popup_shown.connect(lambda popup: emit("popup", kind=popup.payload.kind))
    controller.memory_saved.connect(lambda memory_id: emit("saved", id=memory_id))
    controller.notice.connect(lambda text: emit("notice", text=text))
    controller.observation_changed.connect(lambda on: emit("observing", on=on))
    controller.observation_outcome.connect(
        lambda o: emit("outcome", kind=o.kind, detail=o.detail, title=o.window_title))

    def on_stdin() -> None:
        line = sys.stdin.readline().strip()
        if not line or line == "quit":
            notifier.setEnabled(False)
            app.quit()
        elif line == "observe on":
            controller.set_observation(True)
        elif line == "observe off":
            controller.set_observation(False)

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(on_stdin)

    server = None
    if args.ipc:
        bridge = BrowserBridge(controller)

        def handle(cmd: str, request: dict[str, Any]) -> dict[str, Any]:
            reply = bridge.handle(request) if cmd == "browser" else {"ok": True}
            message = request.get("message") if isinstance(request.get("message"), dict) else {}
            emit("browser", cmd=cmd, ok=reply.get("ok"), type=message.get("type"), url=message.get("url"),
                 title=message.get("title"), browser=request.get("browser"))
            return reply

        server = ipc.IpcServer(services.data_dir, handle)
        if not server.listen():
            emit("notice", text="another instance holds the data dir")

    controller.start()
    if args.observe:
        controller.set_observation(True)
    emit("ready")
    try:
        return app.exec()
    finally:
        if server is not None:
            server.close()
        controller.shutdown()
        services.close()
        emit("stopped")


if __name__ == "__main__":
    sys.exit(main())
