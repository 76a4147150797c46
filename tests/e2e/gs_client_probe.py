"""Runs GlobalShortcutsHotkeys against whatever portal the session bus has (the e2e test's fake)."""

import json
import threading

from contexty_qt.capture.global_shortcuts import GlobalShortcutsHotkeys
from contexty_qt.capture.hotkeys import parse_hotkey

pressed: list[str] = []
got = threading.Event()
backend = GlobalShortcutsHotkeys()
backend.start(lambda name: (pressed.append(name), got.set()))
result = backend.set_bindings({"region": parse_hotkey("Ctrl+Shift+S"),
                               "text": parse_hotkey("Ctrl+Shift+C")}).result(timeout=20)
got.wait(10)
backend.stop()
print(json.dumps({"result": result, "bound": backend.bound, "pressed": pressed}))
