"""Composition root: builds the core services and hands them to the GUI by constructor.

    run_gui()  display check -> single instance (forward or claim) -> core services -> logging ->
               QApplication -> Shell (bridge, task runner, tray, main window) -> command -> exec

The Shell owns every GUI-side object and answers the IPC commands. Later features (capture,
chat, jobs) are built in `build_shell`/`Shell.__init__` from the same services and wired there;
widgets never reach for globals.

Startup must stay light (launch -> tray + window <= 1 s, idle RSS <= 200 MB): nothing here may
import torch, sentence_transformers, openai or OCR at module level.
"""

from __future__ import annotations

import linecache
import logging
import os
import signal
import socket
import sys
import time
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSocketNotifier, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from contexty_qt import __version__, ipc
from contexty_qt.core.ai import AIServices
from contexty_qt.core.blas import use_one_blas_thread
from contexty_qt.core.erase import ErasePlan, erase_everything
from contexty_qt.core.errors import ContextyError
from contexty_qt.core.heap import trim_heap, tune_allocator
from contexty_qt.core.logsetup import install_crash_handlers, setup_logging
from contexty_qt.core.paths import log_dir, resolve_data_dir
from contexty_qt.core.services import CoreServices, open_core, open_settings
from contexty_qt.core.settings import Settings
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.browser_bridge import BrowserBridge
from contexty_qt.ui.canvas.feature import CanvasFeature
from contexty_qt.ui.capture_controller import CaptureController
from contexty_qt.ui.chat.feature import ChatFeature
from contexty_qt.ui.data_menu import DataFeature
from contexty_qt.ui.intake import DropTarget, Intake, canvas_drop_target, canvas_group, canvas_points
from contexty_qt.ui.main_window import MainWindow
from contexty_qt.ui.repository.feature import LongtermFeature
from contexty_qt.ui.resources import app_icon
from contexty_qt.ui.settings_dialog import SettingsDialog
from contexty_qt.ui.tags import TagsFeature
from contexty_qt.ui.tray import Tray

if TYPE_CHECKING:
    from contexty_qt.core.jobs import JobRunner  # imported where built, off the GUI thread

log = logging.getLogger("contexty.app")
qt_log = logging.getLogger("contexty.qt")

GUI_COMMANDS = ("open", "background", "capture-text", "capture-region")
FIRST_PAINT_WAIT_MS = 1000  # a hidden start (tray only) loads after this long
FORGET_SOURCES_MS = 60_000  # PySide6's import hook reads each new module's source (see forget_module_sources)
TRIM_HEAP_MS = 120_000  # freed C heap back to the system this often (core/heap.py), on a pool thread
DESKTOP_ID = "contexty-qt"  # packaging/linux/contexty-qt.desktop
HEADLESS_PLATFORMS = ("offscreen", "minimal")


# ---- before Qt -------------------------------------------------------------------------------
def display_problem(env: dict[str, str] | None = None, platform: str | None = None) -> str | None:
    """A sentence explaining why no window can open, or None when a display looks usable.

    Checked before Qt starts, because Qt's own answer to a missing display is an abort with a
    stack trace.
    """
    env = dict(os.environ) if env is None else env
    platform = platform or sys.platform
    if platform in ("win32", "darwin"):
        return None
    qpa = env.get("QT_QPA_PLATFORM", "").split(":")[0].split(";")[0].strip()
    if qpa in HEADLESS_PLATFORMS:
        return None
    hint = ("Run it inside a desktop session, or start a virtual display with `xvfb-run -a contexty`. "
            "The command-line tools (contexty add, tree, export, …) work without a display.")
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        return f"contexty: there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set). {hint}"
    if env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY") and not _x_server_answers(env["DISPLAY"]):
        return f"contexty: no X server answers on DISPLAY={env['DISPLAY']}. {hint}"
    return None


def _x_server_answers(display: str) -> bool:
    """For a local display (":N"), try its Unix socket. Remote displays are assumed reachable."""
    if not display.startswith(":"):
        return True
    number = display[1:].split(".")[0]
    if not number.isdigit():
        return True
    path = f"/tmp/.X11-unix/X{number}"
    for address in (path, "\0" + path):  # filesystem socket, then Linux abstract namespace
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
                probe.settimeout(1.0)
                probe.connect(address)
                return True
        except OSError:
            continue
    return False


_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def qt_message_handler(mode: QtMsgType, context: Any, message: str) -> None:
    """Qt's own messages go into the "contexty.qt" logger (and so into the log file)."""
    category = getattr(context, "category", "") or ""
    qt_log.log(_QT_LEVELS.get(mode, logging.WARNING), "%s%s", f"[{category}] " if category != "default" else "",
               message)
    if mode == QtMsgType.QtFatalMsg and "platform plugin" in message:
        # Qt aborts right after this; leave the user a sentence, not only a core dump
        print("contexty: Qt could not start its display backend. On Debian/Ubuntu install the Qt xcb "
              "libraries (scripts/install-system-deps.sh does), or see the log for details.",
              file=sys.stderr)


def install_qt_message_handler() -> Any:
    """Route Qt messages into logging; returns the previous handler (tests restore it)."""
    return qInstallMessageHandler(qt_message_handler)


# ---- the GUI around the services -------------------------------------------------------------
class Shell(QObject):
    """Every GUI-side object of one running app, built from the core services."""

    def __init__(self, app: QApplication, services: CoreServices, *, icon: QIcon | None = None) -> None:
        super().__init__()
        self.app, self.services = app, services
        self.icon = icon if icon is not None else app_icon()
        self.bridge = EventBridge(services.bus, services.tree.undo_stack, self)
        self.runner = TaskRunner(parent=self)
        self._hold_loads_until_first_paint()
        self.watcher = ExternalChangeWatcher(services.store, self)
        # capture (issue 5): hotkeys, snippets with a memo, observation, the floating widget
        self.capture = CaptureController(services.tree, services.settings, runner=self.runner, parent=self)
        self.browser = BrowserBridge(self.capture, parent=self)  # the browser extension's reports (issue 16)
        self.tray = Tray(services.settings, self.icon, observation_unavailable=self.capture.observation_unavailable(),
                         parent=self)
        has_tray = self.tray.show()
        # the one owner of the models: LLM gateway, embedding index, the local models' worker process
        # (started on first use). Every feature below uses it; a settings change is applied there once.
        self.ai = AIServices(services, log_path=log_dir() / "modelhost.log")
        # chat (issue 4): retrieval, threads, the chat and thread panels, the floating chat window
        self.chat = ChatFeature(services, self.ai, self.bridge, self.watcher, deferred=True, runner=self.runner,
                                parent=self)
        # canvas and Overview tab (issue 6): one tree mirror, one selection shared with the timeline
        from contexty_qt.core.pipeline.analyze import fields_from_new_reading  # a Read again's title (a model's)

        self.canvas = CanvasFeature(services.tree, self.bridge, self.watcher, self.runner,
                                    read_again=self.ai.read_again,
                                    reading_fields=partial(fields_from_new_reading, self.ai), parent=self)
        self.window = MainWindow(services.tree, services.settings, self.bridge, self.watcher, self.runner,
                                 icon=self.icon, keep_running_on_close=has_tray,
                                 panels={**self.canvas.panels(), **self.chat.panels()},
                                 timeline_mirror=self.canvas.mirror)  # one copy of the workspace's rows
        self.canvas.attach(self.window)  # timeline selection sync, canvas messages in the status bar
        self._show_secret_badges(services)
        self.window.installEventFilter(self)  # the first paint releases the held loads
        # long-term memory (issue 7): sessions follow captures and chat, post-thinking when one ends,
        # the Memory menu (Long-term Memory…, Copy Context, End Session) and the workspace switcher
        self.longterm = LongtermFeature(services, self.ai, self.bridge, self.watcher, self.runner, parent=self)
        self.longterm.install(self.window)
        # paste, drag-and-drop and new notes (issue 17): through the capture's memo popup and commit
        self.intake = Intake(services.tree, self.capture, self.runner, target_group=canvas_group(self.canvas.canvas),
                             group_name=self.canvas.mirror.group_path, parent=self)
        self.intake.install(self.window)
        self.intake.accept_drops(canvas_drop_target(self.canvas.canvas.view))
        self.intake.accept_drops(DropTarget(self.window.timeline.list.viewport()))
        self.intake.notice.connect(lambda text: self.window.statusBar().showMessage(text, 10000))
        self.tags = TagsFeature(services.tree, self.bridge, self.runner, parent=self)  # Memory > Tags and Ontology…
        self.tags.install(self.window)
        self.tags.notice.connect(lambda text: self.window.statusBar().showMessage(text, 8000))
        self.tray.menu.insertActions(self.tray.settings_action, self.longterm.tray_actions())
        self.longterm.notice.connect(self._on_capture_notice)  # session summaries: status bar and tray
        # File menu data commands and the daily backup (issue 17)
        self.data = DataFeature(services.tree, services.settings, self.runner, self.watcher,
                                workspace=services.workspace, parent=self)
        self.data.install(self.window, self.window.file_menu)
        self.data.start_schedule()
        self.settings_dialog: SettingsDialog | None = None
        self.erase_plan: ErasePlan | None = None  # "Erase everything" runs once the store has closed
        self._told_about_tray = False
        # the persisted job queue's one runner, for every kind (the AI pipeline analyze -> place ->
        # evolve -> understand, and post-thinking -> forget -> retain images) on its own thread. Built
        # on a pool thread: its imports (pydantic, the model gateway) would otherwise delay the first frame.
        self.jobs: JobRunner | None = None
        self._shutting_down = False
        self.runner.submit(self._build_job_runner, on_done=self._start_job_runner,
                           on_error=lambda exc: self._on_capture_notice(f"AI analysis could not start: {exc}"))
        self._trim_timer = QTimer(self)
        self._trim_timer.setObjectName("trimHeap")
        self._trim_timer.timeout.connect(lambda: self.runner.submit(trim_heap))
        self._trim_timer.start(TRIM_HEAP_MS)
        self._sources_timer = QTimer(self)
        self._sources_timer.setObjectName("forgetModuleSources")
        self._sources_timer.timeout.connect(forget_module_sources)
        self._sources_timer.start(FORGET_SOURCES_MS)
        QTimer.singleShot(0, self, forget_module_sources)  # what the start-up imports left behind

        self.tray.show_requested.connect(self.open_main_window)
        self.tray.capture_text_requested.connect(lambda: self.handle("capture-text", {}))
        self.tray.capture_region_requested.connect(lambda: self.handle("capture-region", {}))
        self.tray.settings_requested.connect(self.open_settings)
        self.tray.quit_requested.connect(self.quit)
        self.window.settings_requested.connect(self.open_settings)
        self.window.quit_requested.connect(self.quit)
        self.window.hidden_to_tray.connect(self._on_hidden_to_tray)
        # logging out: the session manager closes windows; hiding to the tray would block it
        app.commitDataRequest.connect(self._on_session_ending)
        self.chat.settings_requested.connect(self.open_settings)
        self.chat.connect_floating_widget(self.capture.floating_widget())  # its "Chat" button
        self.chat.connect_canvas(self.canvas)  # Add to Chat; a clicked citation shows its card
        self.capture.notice.connect(self._on_capture_notice)
        self.capture.start()  # global hotkeys; observation if the setting is on
        if app.platformName() not in HEADLESS_PLATFORMS:
            self.capture.floating_widget().show()

    def _build_job_runner(self) -> JobRunner:
        from contexty_qt.core.wiring import create_runner

        return create_runner(self.services, self.ai)

    def _start_job_runner(self, jobs: JobRunner) -> None:
        if self._shutting_down:
            jobs.close(timeout=5)
            return
        self.jobs = jobs
        from contexty_qt.core.pipeline.regroup import Regrouper

        # "Prompt with AI" on the canvas asks the same model (or the offline proposals) as the jobs
        self.canvas.use_regrouper(lambda: Regrouper(self.services.tree, self.ai.gateway, self.ai.index()))
        jobs.start()  # also recovers jobs a crash left running and queues unanalysed captures
        self.watcher.changed_externally.connect(jobs.note_external_change)  # e.g. `contexty add`

    # ---- commands (IPC, tray, CLI) ---------------------------------------------------------
    def handle(self, cmd: str, args: dict[str, Any]) -> dict[str, Any]:
        """One entry point for every command, whichever way it arrived."""
        if cmd == "open":
            self.open_main_window()
        elif cmd == "background":
            if not self.tray.is_visible():  # without a tray an unseen app could not be reached
                self.open_main_window()
        elif cmd == "capture-text":
            self.capture.use_activation_token(str(args.get("activation_token", "")))
            self.capture.capture_text()
        elif cmd == "capture-region":
            self.capture.use_activation_token(str(args.get("activation_token", "")))
            self.capture.capture_region()
        elif cmd == "browser":
            return self.browser.handle(args)
        elif cmd == "changed":
            self.watcher.notify()
        elif cmd == "status":
            return self.status()
        else:
            return ipc.error_reply(f"Unknown command {cmd!r}.")
        return {"ok": True}

    def open_main_window(self) -> None:
        self.window.bring_to_front()

    def _on_capture_notice(self, text: str) -> None:
        """Hotkey conflicts, "nothing selected", the Wayland advice: where the user looks."""
        self.window.statusBar().showMessage(text, 15000)
        self.tray.notify("Contexty", text)

    def status(self) -> dict[str, Any]:
        return {"ok": True, "pid": os.getpid(), "version": __version__,
                "data_dir": str(self.services.data_dir), "tray_visible": self.tray.is_visible(),
                # the model workers running now, by role: pid and resident MB (`contexty doctor` shows them)
                "model_workers": self._model_workers(),
                "popup_open": self.capture.popup is not None, **canvas_points(self.canvas.canvas.view),
                "canvas_view": self.canvas.canvas.describe(),  # zoom, cards laid out, card items
                **self.tags.status(),
                **self.window.status()}

    def _model_workers(self) -> dict[str, dict[str, float]]:
        host = self.ai.host  # the client object; asking it starts no process
        memory = host.memory_mb()
        return {role: {"pid": pid, "rss_mb": round(memory.get(role, 0.0), 1)} for role, pid in host.pids().items()}

    def open_settings(self) -> None:
        if self.settings_dialog is None:
            self.settings_dialog = SettingsDialog(
                self.services.settings, self.services.secrets,
                unavailable={"observation.enabled": reason} if (reason := self.capture.observation_unavailable())
                else {}, parent=self.window, data_dir=self.services.data_dir, on_erase=self._erase_after_quit,
                hotkeys_extra=self.capture.desktop_shortcuts_panel())
            self.settings_dialog.finished.connect(self._forget_settings_dialog)
        self.settings_dialog.show()
        self.settings_dialog.raise_()
        self.settings_dialog.activateWindow()

    def _show_secret_badges(self, services: CoreServices) -> None:
        """Cards and timeline rows mark likely secrets (core/redaction.py, counted on worker threads);
        their tooltips say whether privacy.redact_secrets is on."""
        def redacting() -> bool:
            return bool(services.settings.get("privacy.redact_secrets"))

        self.canvas.canvas.scene.ctx.redaction_enabled = redacting
        self.window.timeline.model.redaction_enabled = redacting

    def _erase_after_quit(self, plan: ErasePlan) -> None:
        self.erase_plan = plan
        self.quit()

    def _forget_settings_dialog(self) -> None:
        if self.settings_dialog is not None:
            self.settings_dialog.deleteLater()
            self.settings_dialog = None

    def _on_hidden_to_tray(self) -> None:
        if not self._told_about_tray:
            self._told_about_tray = True
            self.tray.notify("Contexty is still running", "It stays in the tray; choose Quit there to exit.")

    # ---- startup ---------------------------------------------------------------------------
    def _hold_loads_until_first_paint(self) -> None:
        """Background loads (timeline rows, the canvas mirror, the job runner) start once the main
        window has painted, or after FIRST_PAINT_WAIT_MS when it stays hidden (a start in the tray)."""
        self.runner.hold()
        self._release_timer = QTimer(self)
        self._release_timer.setSingleShot(True)
        self._release_timer.timeout.connect(self._release_loads)
        self._release_timer.start(FIRST_PAINT_WAIT_MS)

    def _release_loads(self) -> None:
        self._release_timer.stop()
        if self.runner.holding():
            self.window.removeEventFilter(self)
            self.runner.release()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Paint and self.runner.holding():
            self._release_timer.start(0)  # after this paint has reached the screen
        return False

    # ---- lifecycle -------------------------------------------------------------------------
    def _on_session_ending(self, *_args: object) -> None:
        self.window.keep_running_on_close = False

    def quit(self) -> None:
        # exit(), not quit(): Qt 6's quit() first asks every window to close, and the main window
        # refuses (it hides to the tray), which would cancel the quit
        self.window.keep_running_on_close = False
        self.app.exit(0)

    def shutdown(self) -> None:
        """After the event loop: save the layout, stop background work, then the store may close."""
        self._release_timer.stop()
        self._trim_timer.stop()
        self._sources_timer.stop()
        self.data.stop()
        self.window.shutdown()
        if self.settings_dialog is not None:
            self.settings_dialog.close()
        self.tray.close()
        self.capture.shutdown()  # before the runner: an in-flight snippet save still lands
        self.chat.close()  # stops a streaming answer (kept as "stopped") and the retrieval thread
        self.canvas.close()  # stops following the model before the bridge and runner go
        self.longterm.shutdown()  # open sessions end ("quit"); their post-thinking runs at the next start
        self._shutting_down = True
        if self.jobs is not None:
            self.jobs.close(timeout=5)  # the current step finishes or is redone at next start
        self.ai.close()  # the embedder, the HTTP client, the model worker process
        self.bridge.close()
        self.runner.shutdown()
        self.window.deleteLater()


def build_shell(app: QApplication, services: CoreServices) -> Shell:
    """The one place run_gui builds the GUI: features that need more than the Shell's defaults
    (capture controller, canvas/chat panels via MainWindow(panels=...)) are composed here."""
    return Shell(app, services)


# ---- signals -> clean quit -------------------------------------------------------------------
class _SignalWakeup(QObject):
    """SIGINT/SIGTERM quit through the event loop (so the store closes cleanly).

    Python only runs signal handlers between bytecodes; while Qt's C++ loop waits, a wakeup fd
    watched by a QSocketNotifier gives the interpreter a turn.
    """

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._read, self._write = socket.socketpair()
        self._read.setblocking(False)
        self._write.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._write.fileno())
        self._notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        self._app = app
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, self._on_signal)

    def _on_signal(self, signum: int, _frame: object) -> None:
        log.info("signal %d: quitting", signum)
        self._app.exit(0)  # not quit(): the main window would refuse to close (see Shell.quit)

    def _drain(self) -> None:
        try:
            while self._read.recv(64):
                pass
        except OSError:
            pass

    def close(self) -> None:
        self._notifier.setEnabled(False)
        signal.set_wakeup_fd(self._previous_fd)
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, signal.SIG_DFL)
        self._read.close()
        self._write.close()


# ---- entry point -----------------------------------------------------------------------------
def forget_module_sources() -> int:
    """Drop the source lines Python keeps in `linecache`; returns how many files were dropped.

    Once PySide6 is loaded, its import hook (shibokensupport's feature_imported) reads the source
    of every module imported afterwards (inspect.getsource, to look for "PySide6"), and linecache
    keeps each file's lines for the life of the process: ~16 MB in the idle app (issue 14). They
    are only read again for a traceback, which reads the file anew."""
    count = len(linecache.cache)
    linecache.clearcache()
    return count


def run_gui(command: str = "open", data_dir: str | None = None, verbose: bool = False) -> int:
    """Start the GUI, or hand `command` to the instance already running on the same data dir."""
    if command not in GUI_COMMANDS:
        print(f"contexty: unknown GUI command {command!r}.", file=sys.stderr)
        return 2
    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 2

    try:
        settings = open_settings()
        resolved = resolve_data_dir(data_dir, settings.get("data_dir"))
    except ContextyError as exc:
        print(f"contexty: {exc}", file=sys.stderr)
        return 1
    forwarded = _forward(resolved, command)
    if forwarded is not None:
        return forwarded
    lock = ipc.InstanceLock(resolved)
    if not lock.acquire():
        # another instance is starting right now (it holds the lock, not yet the socket): wait for it
        forwarded = _forward(resolved, command, wait_s=5.0)
        if forwarded is not None:
            return forwarded
        print(f"contexty: another Contexty holds {lock.path} but does not answer. If none is running, "
              "delete that file and try again.", file=sys.stderr)
        return 1

    try:
        return _run_primary(command, resolved, settings, lock, verbose)
    finally:
        lock.release()


def _run_primary(command: str, resolved: Path, settings: Settings, lock: ipc.InstanceLock, verbose: bool) -> int:
    """The first instance for this data dir: services, logging, Qt, event loop."""
    tune_allocator()  # before any thread starts: a tray app decoding screenshots all day (core/heap.py)
    use_one_blas_thread()  # a search's small products, not spread over every core the person is using (core/blas.py)
    logs = log_dir()
    setup_logging(logs, verbose=verbose)
    install_crash_handlers(logs)
    install_qt_message_handler()
    try:
        services = open_core(str(resolved), settings)
    except ContextyError as exc:
        log.error("cannot open the store: %s", exc)
        print(f"contexty: {exc}", file=sys.stderr)
        return 1

    # argv[0] becomes the X11 WM_CLASS instance: match the .desktop file's StartupWMClass
    app = QApplication.instance() or QApplication([DESKTOP_ID])
    assert isinstance(app, QApplication)
    app.setApplicationName("Contexty")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_ID)  # Wayland app id; taskbars find the icon and name by it
    app.setQuitOnLastWindowClosed(False)  # a tray app: closing the window is not quitting
    app.setWindowIcon(app_icon())

    shell: Shell | None = None

    def handle(cmd: str, args: dict[str, Any]) -> dict[str, Any]:
        if shell is None:
            return {**ipc.error_reply("Contexty is still starting; try again in a moment."), "retry": True}
        return shell.handle(cmd, args)

    server = ipc.IpcServer(resolved, handle, lock=lock)
    if not server.listen():
        services.close()
        print("contexty: could not open the single-instance socket; see the log.", file=sys.stderr)
        return 1

    wakeup = _SignalWakeup(app) if sys.platform != "win32" else None
    code = 0
    try:
        shell = build_shell(app, services)
        log.info("Contexty %s started on %s (pid %d)", __version__, resolved, os.getpid())
        if command == "open":
            shell.open_main_window()
        else:
            shell.handle(command, {})
        code = app.exec()
    finally:
        server.close()
        if shell is not None:
            shell.shutdown()
        if wakeup is not None:
            wakeup.close()
        services.close()
        log.info("Contexty stopped")
        if shell is not None and shell.erase_plan is not None:
            report = erase_everything(shell.erase_plan, services.secrets)
            for problem in report.problems:
                print(f"contexty: erase: {problem}", file=sys.stderr)
    return int(code)


def _forward_args(command: str) -> dict[str, Any]:
    """A desktop shortcut on Wayland starts `contexty capture-*` with an xdg-activation token: the
    running instance needs it to give its popup the focus."""
    token = os.environ.get("XDG_ACTIVATION_TOKEN", "")
    return {"activation_token": token} if token and command.startswith("capture-") else {}


def _forward(data_dir: Path, command: str, wait_s: float = 0.0) -> int | None:
    """Exit code when a running instance took the command, None when none answers.

    `wait_s`: keep trying that long (an instance that holds the lock may still be starting).
    """
    deadline = time.monotonic() + wait_s
    while True:
        reply = ipc.forward(data_dir, command, _forward_args(command))
        if reply is not None or time.monotonic() >= deadline:
            break
        time.sleep(0.1)
    if reply is None:
        return None
    if reply.get("ok"):
        return 0
    print(f"contexty: {reply.get('error', 'the running instance refused the command')}", file=sys.stderr)
    return 1
