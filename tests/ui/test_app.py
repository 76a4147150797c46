"""The composition root: display check, Qt messages into logging, the Shell's commands, and
single-instance forwarding between real processes (offscreen)."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import qWarning
from PySide6.QtWidgets import QApplication

from contexty_qt import app as app_module
from contexty_qt import ipc
from contexty_qt.app import Shell, display_problem, run_gui
from contexty_qt.core.erase import plan_erase
from contexty_qt.core.model import SourceType
from contexty_qt.core.paths import config_dir, log_dir
from contexty_qt.core.services import CoreServices
from tests.support.waiting import wait_until

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")


# ---- display check ---------------------------------------------------------------------------
def test_no_display_is_explained_in_a_sentence() -> None:
    message = display_problem({}, "linux")
    assert message is not None
    assert "no display" in message and "xvfb-run -a contexty" in message


def test_headless_qt_platforms_and_other_systems_need_no_display() -> None:
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({"QT_QPA_PLATFORM": "minimal"}, "linux") is None
    assert display_problem({}, "win32") is None
    assert display_problem({}, "darwin") is None
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert display_problem({"DISPLAY": "remote-host:10.0"}, "linux") is None  # not probed


def test_a_display_variable_without_an_x_server_is_explained() -> None:
    message = display_problem({"DISPLAY": ":239"}, "linux")  # nothing listens there
    assert message is not None and "DISPLAY=:239" in message


def test_run_gui_without_display_exits_2_with_the_sentence(monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert run_gui("open") == 2
    err = capsys.readouterr().err
    assert "there is no display" in err and "Traceback" not in err


def test_run_gui_rejects_unknown_commands(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_gui("format-disk") == 2
    assert "unknown GUI command" in capsys.readouterr().err


# ---- Qt messages -> logging ------------------------------------------------------------------
@pytest.mark.qt_log_ignore("routed to logging")
def test_qt_warnings_are_routed_into_the_contexty_qt_logger(caplog: pytest.LogCaptureFixture) -> None:
    previous = app_module.install_qt_message_handler()
    try:
        with caplog.at_level(logging.DEBUG, logger="contexty.qt"):
            qWarning("routed to logging")
    finally:
        from PySide6.QtCore import qInstallMessageHandler

        qInstallMessageHandler(previous)
    records = [r for r in caplog.records if r.name == "contexty.qt"]
    assert [(r.levelno, r.getMessage()) for r in records] == [(logging.WARNING, "routed to logging")]


# ---- the Shell -------------------------------------------------------------------------------
@pytest.fixture
def shell(qtbot: Any, qapp: QApplication, core: CoreServices) -> Iterator[Shell]:
    built = Shell(qapp, core)
    yield built
    # not qtbot.addWidget: closing a tray-less window quits, and a QApplication.exit() during
    # teardown would end every later test's event loops
    built.window.hide()
    built.shutdown()


def test_shell_builds_window_and_tray_and_opens(qtbot: Any, shell: Shell) -> None:
    assert shell.handle("open", {}) == {"ok": True}
    assert shell.window.isVisible()
    assert shell.window.keep_running_on_close is shell.tray.is_visible()  # no tray offscreen: quit on close
    qtbot.waitUntil(lambda: not shell.window.timeline.is_loading())
    status = shell.handle("status", {})
    assert status["ok"] and status["pid"] == os.getpid() and status["memories"] == 0
    assert status["window_visible"] is True


def test_loads_wait_for_the_first_paint_or_a_second_when_hidden(qtbot: Any, qapp: QApplication,
                                                                core: CoreServices) -> None:
    core.tree.add_memory(SourceType.SNIPPET, text="already here")
    shown = Shell(qapp, core)
    hidden = Shell(qapp, core)
    try:
        assert shown.runner.holding() and hidden.runner.holding()
        shown.open_main_window()
        qtbot.waitUntil(lambda: not shown.runner.holding(), timeout=900)  # the paint, not the 1 s timer
        qtbot.waitUntil(lambda: shown.canvas.mirror.loaded_once and not shown.window.timeline.is_loading())
        assert len(shown.canvas.mirror.memories) == 1
        assert hidden.runner.holding() or hidden.window.isVisible() is False
        qtbot.waitUntil(lambda: not hidden.runner.holding(), timeout=3000)
    finally:
        for built in (shown, hidden):
            built.window.hide()
            built.shutdown()


def test_a_background_start_opens_the_window_only_without_a_tray(qtbot: Any, shell: Shell,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shell.tray, "is_visible", lambda: True)
    assert shell.handle("background", {}) == {"ok": True}
    assert not shell.window.isVisible()  # at login: in the tray
    monkeypatch.setattr(shell.tray, "is_visible", lambda: False)
    assert shell.handle("background", {}) == {"ok": True}
    assert shell.window.isVisible()  # no tray: a hidden app could not be reached
    qtbot.waitUntil(lambda: not shell.window.timeline.is_loading())


def test_capture_commands_reach_the_capture_controller(qtbot: Any, shell: Shell, core: CoreServices) -> None:
    # offscreen: nothing selected and no screen to grab; each says so where the user looks
    from PySide6.QtGui import QGuiApplication

    QGuiApplication.clipboard().clear()
    assert shell.handle("capture-text", {}) == {"ok": True}
    assert "select some text" in shell.window.statusBar().currentMessage()
    assert shell.handle("capture-region", {}) == {"ok": True}
    assert "no screen to capture" in shell.window.statusBar().currentMessage()
    assert shell.capture.popup is None
    assert core.store.counts()["memories"] == 0  # nothing was faked
    qtbot.waitUntil(lambda: not shell.window.timeline.is_loading())


def test_browser_reports_reach_the_capture_controllers_tabs(qtbot: Any, shell: Shell) -> None:
    report = {"browser": "chromium", "browser_pid": 7,
              "message": {"type": "tab", "url": "https://docs.example/a", "title": "A"}}
    assert shell.handle("browser", report) == {"ok": True}
    assert shell.capture.browser_tabs.seen("chromium") is not None
    assert shell.handle("browser", {"browser": "chromium"})["ok"] is False  # validated, refused
    qtbot.waitUntil(lambda: not shell.window.timeline.is_loading())


def test_tray_capture_entries_take_the_same_path(qtbot: Any, shell: Shell) -> None:
    shell.tray.capture_region_action.trigger()
    assert "no screen to capture" in shell.window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: not shell.window.timeline.is_loading())


def test_changed_refreshes_the_timeline_from_outside_writers(qtbot: Any, shell: Shell,
                                                             core: CoreServices) -> None:
    qtbot.waitUntil(lambda: not shell.window.timeline.is_loading())
    from contexty_qt.core.services import open_core

    terminal = open_core(str(core.data_dir))
    try:
        terminal.tree.add_memory(SourceType.SNIPPET, text="from contexty add")
    finally:
        terminal.close()
    assert shell.handle("changed", {}) == {"ok": True}
    qtbot.waitUntil(lambda: shell.status()["titles"] == ["from contexty add"])


def test_settings_open_once_and_quit_exits_the_loop(qtbot: Any, shell: Shell,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    shell.tray.settings_action.trigger()
    first = shell.settings_dialog
    assert first is not None and first.isVisible()
    shell.window.settings_requested.emit()
    assert shell.settings_dialog is first  # reused, not a second dialog
    first.reject()
    assert shell.settings_dialog is None

    exits: list[int] = []
    monkeypatch.setattr(QApplication, "exit", staticmethod(lambda code=0: exits.append(code)))
    shell.tray.quit_action.trigger()
    assert exits == [0]
    assert shell.window.keep_running_on_close is False  # a quit is not cancelled by hide-to-tray
    qtbot.waitUntil(lambda: not shell.window.timeline.is_loading())


def test_erase_everything_from_settings_quits_and_leaves_the_plan_for_after_the_store_closed(
        qtbot: Any, shell: Shell, monkeypatch: pytest.MonkeyPatch) -> None:
    exits: list[int] = []
    monkeypatch.setattr(QApplication, "exit", staticmethod(lambda code=0: exits.append(code)))
    shell.open_settings()
    dialog = shell.settings_dialog
    assert dialog is not None
    plan = plan_erase(shell.services.data_dir, log_dir(), config_dir(), "llm")
    dialog._erase(plan)
    assert exits == [0] and shell.erase_plan == plan
    assert plan.data_dir.exists()  # nothing is deleted while the store is open: _run_primary erases after close
    dialog.reject()
    qtbot.waitUntil(lambda: not shell.window.timeline.is_loading())


# ---- two real processes ----------------------------------------------------------------------
def launch(args: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "contexty_qt", *args], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def wait_for_status(data_dir: Path, timeout: float = 20.0) -> dict[str, Any]:
    def answered() -> dict[str, Any] | None:
        reply = ipc.forward(data_dir, "status", timeout_ms=500)
        return reply if reply is not None and reply.get("ok") and not reply.get("loading") else None

    return wait_until(answered, timeout, "the app to answer a status request")


def test_second_launch_forwards_to_the_first_and_exits(data_dir: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    first = launch(["run"], env)
    try:
        status = wait_for_status(data_dir)
        assert status["pid"] == first.pid and status["window_visible"] is True

        began = time.monotonic()
        second = subprocess.run([sys.executable, "-m", "contexty_qt", "open"], env=env, text=True,
                                capture_output=True, timeout=30)
        assert second.returncode == 0, second.stderr
        assert time.monotonic() - began < 10
        assert wait_for_status(data_dir)["pid"] == first.pid  # still the one instance

        added = subprocess.run([sys.executable, "-m", "contexty_qt", "add", "--text", "seen live"], env=env,
                               text=True, capture_output=True, timeout=30)
        assert added.returncode == 0, added.stderr
        wait_until(lambda: "seen live" in wait_for_status(data_dir)["titles"], 10,
                   "the running app to pick up `contexty add`")

        capture = subprocess.run([sys.executable, "-m", "contexty_qt", "capture-text"], env=env, text=True,
                                 capture_output=True, timeout=30)
        assert capture.returncode == 0, capture.stderr  # forwarded to the running instance's capture
    finally:
        first.terminate()  # SIGTERM: a clean shutdown through the event loop
        _, err = first.communicate(timeout=20)
    assert first.returncode == 0, err
    assert "Traceback" not in err
    log = (Path(os.environ["CONTEXTY_LOG_DIR"]) / "contexty.log").read_text()
    assert "Contexty stopped" in log
    assert ipc.forward(data_dir, "status", timeout_ms=300) is None  # the socket is gone with it


def test_a_store_from_a_newer_version_is_reported_not_a_crash(data_dir: Path) -> None:
    import sqlite3

    data_dir.mkdir(parents=True)
    with sqlite3.connect(data_dir / "contexty.sqlite3") as db:
        db.execute("PRAGMA user_version = 999")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-m", "contexty_qt"], env=env, text=True, capture_output=True,
                            timeout=30)
    assert result.returncode == 1
    assert "newer" in result.stderr and "Traceback" not in result.stderr


def test_status_reply_is_json_serialisable(qtbot: Any, shell: Shell) -> None:
    qtbot.waitUntil(lambda: not shell.window.timeline.is_loading())
    json.dumps(shell.status())
    view = shell.status()["canvas_view"]  # what bench/startup.py reports of the idle canvas
    assert set(view) == {"zoom", "cards", "card_items", "tiles"} and view["card_items"] <= view["cards"]


def test_forget_module_sources_drops_what_pyside_import_hook_left() -> None:
    """PySide6 reads the source of every module imported after it (linecache keeps the lines: ~16 MB
    in the idle app); the app drops them after start-up and every minute (issue 14)."""
    import linecache

    import contexty_qt.ui.canvas.layout as some_module

    linecache.getlines(some_module.__file__)
    assert linecache.cache
    assert app_module.forget_module_sources() >= 1
    assert not linecache.cache
    assert linecache.getline(some_module.__file__, 1)  # a traceback still finds the line, from the file
