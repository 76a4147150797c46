"""The desktop-shortcut fast path (contexty_qt/quickforward.py) against a real IpcServer: the
same socket, the same protocol, in a separate `python -m contexty_qt` process as a shortcut runs
it, without the GUI modules being imported."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from contexty_qt import ipc
from tests.ui.test_ipc import calls, in_thread, server  # noqa: F401 - fixtures shared with the ipc tests

PROBE = """
import sys
from contexty_qt.__main__ import main
sys.argv = ["contexty", *sys.argv[1:]]
code = main()
heavy = [m for m in ("contexty_qt.app", "contexty_qt.ui.main_window", "PySide6.QtWidgets", "PySide6.QtNetwork")
         if m in sys.modules]
print(code, heavy)
"""


def run_cli(qtbot: Any, *args: str, env: dict[str, str] | None = None) -> tuple[str, str]:
    def run() -> tuple[str, str]:
        out = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, timeout=60,
                             env=env)
        return out.stdout.strip(), out.stderr.strip()
    result: tuple[str, str] = in_thread(qtbot, run)
    return result


def test_capture_commands_reach_the_running_instance_without_gui_imports(
        qtbot: Any, server: ipc.IpcServer, data_dir: Path, calls: list[tuple[str, dict[str, Any]]],  # noqa: F811
        monkeypatch: Any) -> None:
    monkeypatch.setenv("XDG_ACTIVATION_TOKEN", "token-123_abc")
    out, err = run_cli(qtbot, "capture-text")
    assert out == "0 []", err
    monkeypatch.delenv("XDG_ACTIVATION_TOKEN")
    out, err = run_cli(qtbot, "--data-dir", str(data_dir), "capture-region")
    assert out == "0 []", err
    assert calls == [("capture-text", {"activation_token": "token-123_abc"}), ("capture-region", {})]


def test_an_error_reply_is_printed_and_other_commands_take_the_normal_path(
        qtbot: Any, data_dir: Path) -> None:
    def refusing(cmd: str, args: dict[str, Any]) -> dict[str, Any]:
        return ipc.error_reply("Contexty is still starting; try again in a moment.")

    srv = ipc.IpcServer(data_dir, refusing)
    assert srv.listen()
    try:
        out, err = run_cli(qtbot, "capture-region")
        assert out == "1 []" and "still starting" in err
    finally:
        srv.close()
    from contexty_qt import quickforward

    assert quickforward.forward(["capture-text"]) is None  # nothing listens any more: start the app
    assert quickforward.forward(["add", "--text", "x"]) is None
    assert json.loads(quickforward.encode_request("capture-text", "")) == {"v": 1, "cmd": "capture-text", "args": {}}
