"""The text the user has selected right now (text snippets, CAP-1).

X11 has a selection separate from the clipboard: PRIMARY is owned by whatever application has
the current selection, so it can be read without touching the user's clipboard and without
sending a synthetic Ctrl+C into their app. Qt exposes it as QClipboard.Mode.Selection.
Elsewhere (Windows, macOS, Wayland without primary-selection support) the clipboard is read
instead and the result carries a note saying so; a synthesized copy that restores the previous
clipboard afterwards is not implemented yet.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QProcess, QTimer
from PySide6.QtGui import QClipboard, QGuiApplication

NOTE_CLIPBOARD_FALLBACK = "Nothing was selected, so the clipboard was used instead."
NOTE_NO_SELECTION_SUPPORT = ("This system has no separate selection; the clipboard was used "
                             "(copy the text first).")
NOTE_NOTHING = "Nothing is selected and the clipboard is empty: select some text first."


@dataclass(frozen=True)
class SelectedText:
    text: str
    source: str  # "primary" | "clipboard" | "none"
    note: str = ""


def read_selection(clipboard: QClipboard | None = None) -> SelectedText:
    """PRIMARY first, then the clipboard. Runs on the GUI thread (QClipboard requires it)."""
    clipboard = clipboard or QGuiApplication.clipboard()
    note = ""
    if clipboard.supportsSelection():
        primary = clipboard.text(QClipboard.Mode.Selection)
        if primary.strip():
            return SelectedText(primary, "primary")
        note = NOTE_CLIPBOARD_FALLBACK
    else:
        note = NOTE_NO_SELECTION_SUPPORT
    text = clipboard.text(QClipboard.Mode.Clipboard)
    if text.strip():
        return SelectedText(text, "clipboard", note)
    return SelectedText("", "none", NOTE_NOTHING)


NOTE_WAYLAND_NO_WL_PASTE = ("wl-paste (package wl-clipboard) is not installed, so the clipboard as Qt last "
                            "saw it was used: install wl-clipboard to capture the selected text on Wayland.")
WL_PASTE_TIMEOUT_S = 2.0
NOTE_WAYLAND_WL_PASTE_FAILED = (f"wl-paste did not answer within {WL_PASTE_TIMEOUT_S:g} s, so the clipboard as Qt last "
                                "saw it was used: the application that owns the selection may be busy.")


def _wl_paste_argv(primary: bool) -> list[str]:
    return ["wl-paste", "--no-newline", "--type", "text"] + (["--primary"] if primary else [])


def _wl_paste(primary: bool) -> str | None:
    """The selection through wl-paste (wlr data-control: no focus needed); None when unavailable."""
    import shutil
    import subprocess

    if shutil.which("wl-paste") is None:
        return None
    try:
        result = subprocess.run(_wl_paste_argv(primary), capture_output=True, timeout=WL_PASTE_TIMEOUT_S)
    except (OSError, subprocess.SubprocessError):
        return None
    if result.returncode != 0:  # "No selection" / "Nothing is copied"
        return ""
    return result.stdout.decode("utf-8", errors="replace")


def wayland_selection(primary: str | None, copied: Callable[[], str | None],
                      clipboard: QClipboard | None = None, why: str = NOTE_WAYLAND_NO_WL_PASTE) -> SelectedText:
    """What wl-paste read, as the selection: PRIMARY, else the clipboard (`copied`, asked only then), else
    Qt's clipboard with the note `why` when wl-paste gave no answer (`primary` None)."""
    if primary is None:
        fallback = read_selection(clipboard)
        note = " ".join(n for n in (fallback.note, why) if n)
        return SelectedText(fallback.text, fallback.source, note)
    if primary.strip():
        return SelectedText(primary, "primary")
    text = copied() or ""
    if text.strip():
        return SelectedText(text, "clipboard", NOTE_CLIPBOARD_FALLBACK)
    return SelectedText("", "none", NOTE_NOTHING)


def read_wayland_selection(paste: Callable[[bool], str | None] = _wl_paste,
                           clipboard: QClipboard | None = None) -> SelectedText:
    """Wayland: a client only learns the selection while it has the keyboard focus, and at the
    moment of a desktop shortcut another application has it, so Qt's QClipboard would answer
    with whatever was selected when Contexty last had the focus. wl-paste asks the compositor
    directly (wlr data-control on sway/Hyprland/KDE; on GNOME it briefly takes the focus).
    Blocking: the app reads through WaylandSelectionRead instead."""
    return wayland_selection(paste(True), lambda: paste(False), clipboard)


class WaylandSelectionRead(QObject):
    """One read of the selection through wl-paste (PRIMARY, then the clipboard) as QProcesses on the GUI
    thread's event loop: the GUI never waits for a selection owner that is slow to answer; a read that takes
    longer than `timeout_s` is killed and counts as unavailable. `on_read` gets the SelectedText, once."""

    def __init__(self, on_read: Callable[[SelectedText], None], clipboard: QClipboard | None = None, *,
                 program: str = "wl-paste", timeout_s: float = WL_PASTE_TIMEOUT_S) -> None:
        super().__init__()
        self._on_read = on_read
        self._clipboard = clipboard
        self._program = program
        self._timeout_ms = int(timeout_s * 1000)
        self._process: QProcess | None = None
        self._primary: str | None = None
        self._why = NOTE_WAYLAND_NO_WL_PASTE  # why a read gave no answer: not installed, or it hung
        self._delivering = False  # an answer is on its way to on_read (see _read)

    def start(self) -> None:
        self._run(primary=True)

    def running(self) -> bool:
        return self._process is not None or self._delivering

    def cancel(self) -> None:
        """Stop a read still under way (the app is closing): no callback."""
        self._delivering = False
        process, self._process = self._process, None
        if process is not None:
            process.kill()
            process.waitForFinished(1000)

    def _run(self, *, primary: bool) -> None:
        argv = _wl_paste_argv(primary)
        process = QProcess(self)
        process.setProgram(self._program)
        process.setArguments(argv[1:])
        timer = QTimer(process, singleShot=True, interval=self._timeout_ms)
        timer.timeout.connect(process.kill)
        process.finished.connect(timer.stop)  # the process stays (see _read): its timer must not kill later
        process.finished.connect(lambda code, status: self._finished(process, primary, code, status))
        process.errorOccurred.connect(lambda error: self._failed(process, primary, error))
        self._process = process
        process.start()
        timer.start()

    def _failed(self, process: QProcess, primary: bool, error: QProcess.ProcessError) -> None:
        if error is QProcess.ProcessError.FailedToStart:  # no finished() follows
            self._read(process, primary, None)

    def _finished(self, process: QProcess, primary: bool, code: int, status: QProcess.ExitStatus) -> None:
        if status is not QProcess.ExitStatus.NormalExit:  # killed after the timeout, or crashed
            self._why = NOTE_WAYLAND_WL_PASTE_FAILED
            self._read(process, primary, None)
        elif code != 0:  # "No selection" / "Nothing is copied"
            self._read(process, primary, "")
        else:
            self._read(process, primary, bytes(process.readAllStandardOutput().data()).decode("utf-8", "replace"))

    def _read(self, process: QProcess, primary: bool, text: str | None) -> None:
        # Runs inside the process's own finished/errorOccurred emission. The process is not deleted here
        # (deleteLater from a QProcess's finished slot is a known PySide6 use-after-free when anything spins
        # the event loop before the emission returns): it stays this reader's child and goes with it, two at
        # most per read. The answer is delivered from the event loop, after the emission has returned.
        if process is not self._process:
            return  # cancelled
        self._process = None
        if primary and text is not None and not text.strip():
            self._primary = text
            self._run(primary=False)  # nothing selected: the clipboard, with a note
            return
        if primary:
            result = wayland_selection(text, lambda: None, self._clipboard, self._why)
        else:
            result = wayland_selection(self._primary, lambda: text, self._clipboard, self._why)
        self._delivering = True
        QTimer.singleShot(0, self, lambda: self._deliver(result))

    def _deliver(self, result: SelectedText) -> None:
        if self._delivering:  # not cancelled meanwhile
            self._delivering = False
            self._on_read(result)
