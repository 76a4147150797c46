"""The global-hotkey listener when the X server goes away under it (the session ends, Xvfb is killed): the listener
thread says so in the log and ends, instead of dying with an unhandled Xlib exception on stderr."""

from __future__ import annotations

import logging
import os
import subprocess
import threading
import time

import pytest

from contexty_qt.capture.hotkeys import X11Hotkeys, parse_hotkey

pytestmark = pytest.mark.e2e


def test_the_hotkey_listener_ends_quietly_when_the_x_server_dies(monkeypatch: pytest.MonkeyPatch,
                                                                  caplog: pytest.LogCaptureFixture) -> None:
    read_end, write_end = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "640x480x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write_end,))
    os.close(write_end)
    with os.fdopen(read_end) as numbers:
        display = f":{numbers.readline().strip()}"
    unhandled: list[BaseException | None] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: unhandled.append(args.exc_value))
    hotkeys = X11Hotkeys(display)
    try:
        hotkeys.start(lambda _name: None)
        assert hotkeys.set_bindings({"capture": parse_hotkey("Ctrl+Alt+F9")}).result(timeout=10) == {"capture": None}
        listener = hotkeys._thread
        assert listener is not None and listener.is_alive()
        with caplog.at_level(logging.WARNING, logger="contexty.capture.hotkeys"):
            xvfb.kill()
            xvfb.wait(10)
            deadline = time.monotonic() + 10
            while listener.is_alive() and time.monotonic() < deadline:
                listener.join(0.1)
        assert not listener.is_alive()
        assert unhandled == []
        assert any("X server" in r.getMessage() for r in caplog.records)
    finally:
        hotkeys.stop()
        if xvfb.poll() is None:
            xvfb.kill()
            xvfb.wait(10)
