"""The Wayland capture pieces that run without a compositor: the portal's replies, per-screen
cutting of its desktop image, sway/Hyprland provenance from recorded replies, the selection
through wl-paste, desktop-shortcut generators and the GlobalShortcuts portal's reply shape.
(The real thing runs on the headless sway rig: tests/e2e/test_wayland_capture.py.)"""

from __future__ import annotations

import json
import os
import socket
import struct
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor, QImage

from contexty_qt.capture import portal
from contexty_qt.capture.backends import UnsupportedBackend, WaylandBackend, capture_backend
from contexty_qt.capture.compositor import (
    GNOME_PROVENANCE,
    I3Ipc,
    SwayWindowSource,
    focused_window,
    hyprland_info,
    walk_windows,
    wayland_desktop,
    wayland_window_source,
)
from contexty_qt.capture.errors import UnsupportedPlatformError
from contexty_qt.capture.frozen import split_desktop
from contexty_qt.capture.geometry import Rect
from contexty_qt.capture.hotkeys import parse_hotkey
from contexty_qt.capture.screen import ScreenGeometry
from contexty_qt.capture.selection import (
    NOTE_CLIPBOARD_FALLBACK,
    NOTE_NOTHING,
    NOTE_WAYLAND_NO_WL_PASTE,
    NOTE_WAYLAND_WL_PASTE_FAILED,
    SelectedText,
    WaylandSelectionRead,
    read_wayland_selection,
)
from contexty_qt.capture.session import Session
from contexty_qt.capture.shortcuts import (
    bind_request,
    bound_shortcuts,
    desktop_shortcuts,
    gnome_commands,
    hyprland_snippet,
    kde_files,
    parse_gsettings_list,
    sway_snippet,
)

DATA = Path(__file__).resolve().parents[1] / "data"
BINDINGS = {"region": parse_hotkey("Ctrl+Shift+S"), "text": parse_hotkey("Ctrl+Shift+C")}


# ---- the Screenshot portal ------------------------------------------------------------------------
def test_request_path_follows_the_portal_spec() -> None:
    assert portal.request_path(":1.42", "contexty7_1") == "/org/freedesktop/portal/desktop/request/1_42/contexty7_1"


def test_responses_and_errors_become_sentences_by_kind() -> None:
    assert portal.failure_for_response(0, {"uri": "file:///tmp/out.png"}) is None
    cancelled = portal.failure_for_response(1, {})
    refused = portal.failure_for_response(2, {})
    assert cancelled is not None and cancelled.kind == portal.CANCELLED
    assert refused is not None and refused.kind == portal.REFUSED and "code 2" in refused.message
    odd = portal.failure_for_response(0, {"uri": "https://example.org/x.png"})
    assert odd is not None and odd.kind == portal.BAD_FILE
    missing = portal.failure_for_error("org.freedesktop.DBus.Error.UnknownInterface",
                                       "No such interface “org.freedesktop.portal.Screenshot”")
    assert missing.kind == portal.MISSING and "xdg-desktop-portal" in missing.message
    assert portal.failure_for_error("org.freedesktop.DBus.Error.ServiceUnknown", "x").kind == portal.MISSING
    assert portal.failure_for_error("org.freedesktop.portal.Error.NotAllowed", "no").kind == portal.REFUSED


def test_the_portals_file_is_read_and_deleted_at_once(tmp_path: Path) -> None:
    shot = tmp_path / "out 1.png"
    shot.write_bytes(b"png bytes")
    assert portal.uri_to_path("file://" + str(shot).replace(" ", "%20")) == shot
    assert portal.read_and_delete(shot) == b"png bytes"
    assert not shot.exists()
    with pytest.raises(ValueError, match="not a local file"):
        portal.uri_to_path("https://example.org/out.png")


class FakeError:
    def name(self) -> str:
        return "org.freedesktop.DBus.Error.UnknownInterface"

    def message(self) -> str:
        return "No such interface “org.freedesktop.portal.Screenshot” on object at path /org/freedesktop/portal/desktop"


class FakeWatcher:
    def isError(self) -> bool:
        return True

    def error(self) -> FakeError:
        return FakeError()


def test_a_failed_call_reaches_the_error_callback_once(qapp: Any) -> None:
    # the asynchronous call's error path, without a bus (a failed QtDBus connection in this test
    # process made PySide6 crash at interpreter exit; the rig's e2e test runs the real thing)
    owner = portal.ScreenshotPortal()
    failures: list[portal.PortalFailure] = []
    request = portal._Request(owner, "t1", lambda image: None, failures.append, None)
    owner._pending.add(request)
    request.watcher = FakeWatcher()
    request._on_call_finished()
    request._on_call_finished()
    assert [f.kind for f in failures] == [portal.MISSING]
    assert not owner.busy
    request.response(0, {"uri": "file:///tmp/never-read.png"})  # a late Response is ignored
    assert len(failures) == 1
    # the finished request deleted itself later, as the app's event loop would: done here, while the test still
    # holds it and its owner. Left pending, the deferred deletion ran in a later test's event loop after Python's
    # garbage collector had freed the pair (request and owner refer to each other): SIGBUS in ~QObject
    from PySide6.QtCore import QCoreApplication, QEvent
    from shiboken6 import Shiboken

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert not Shiboken.isValid(request)


# ---- the portal's desktop image, cut per screen -------------------------------------------------
def desktop_image(width: int, height: int, left_color: str, right_color: str, split_x: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(left_color))
    for y in range(height):
        for x in range(split_x, width):
            image.setPixelColor(x, y, QColor(right_color))
    return image


def test_split_desktop_gives_each_screen_its_part_at_its_own_pixel_ratio(qapp: Any) -> None:
    # a 1000x500 logical desktop: a normal screen on the left, a 2x screen on the right; the portal
    # (grim) renders everything at the highest scale, 2
    left = ScreenGeometry("left", Rect(0, 0, 500, 500), 1.0)
    right = ScreenGeometry("right", Rect(500, 0, 500, 500), 2.0)
    image = desktop_image(2000, 1000, "#ff0000", "#0000ff", 1000)
    frozen = split_desktop(image, [left, right])
    assert [(f.image.width(), f.image.height()) for f in frozen] == [(500, 500), (1000, 1000)]
    assert [f.image.devicePixelRatio() for f in frozen] == [1.0, 2.0]
    assert frozen[0].image.pixelColor(499, 250).name() == "#ff0000"
    assert frozen[1].image.pixelColor(0, 0).name() == "#0000ff"
    # 1:1 when the portal's scale matches (the rig: one 1280x800 output)
    only = split_desktop(desktop_image(1280, 800, "#336699", "#336699", 1280),
                         [ScreenGeometry("HEADLESS-1", Rect(0, 0, 1280, 800), 1.0)])
    assert only[0].image.size().toTuple() == (1280, 800)


def test_split_desktop_refuses_an_empty_screenshot(qapp: Any) -> None:
    from contexty_qt.capture.errors import CaptureError

    with pytest.raises(CaptureError):
        split_desktop(QImage(), [ScreenGeometry("a", Rect(0, 0, 10, 10), 1.0)])


class FakePortal:
    def __init__(self, image: QImage | None = None, failure: portal.PortalFailure | None = None) -> None:
        self.image, self.failure, self.calls = image, failure, 0

    def warm_up(self) -> None:
        pass

    def take(self, on_done: Any, on_error: Any, on_waiting: Any = None) -> None:
        self.calls += 1
        if self.failure is not None:
            on_error(self.failure)
        else:
            on_done(self.image)

    def close(self) -> None:
        pass


def test_wayland_backend_freezes_from_the_portal_and_reports_its_refusal(qapp: Any,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SWAYSOCK", "/nonexistent")
    image = desktop_image(1280, 800, "#336699", "#336699", 1280)
    backend = WaylandBackend(portal=FakePortal(image), screens=lambda: [])  # type: ignore[arg-type]
    errors: list[str] = []
    backend.freeze(lambda frozen: None, errors.append, errors.append)
    assert errors == ["No screen is known to show the screenshot on."]
    refusing = WaylandBackend(portal=FakePortal(failure=portal.failure_for_response(2, {})))  # type: ignore[arg-type]
    refusing.freeze(lambda frozen: None, errors.append, errors.append)
    assert "refused the screenshot" in errors[-1]
    assert backend.unavailable("observation") is None  # sway: portal frames + IPC focus
    monkeypatch.delenv("SWAYSOCK")
    monkeypatch.setenv("XDG_CURRENT_DESKTOP", "GNOME")
    gnome = WaylandBackend(portal=FakePortal(image))  # type: ignore[arg-type]
    assert "sway only" in (gnome.unavailable("observation") or "")
    with pytest.raises(UnsupportedPlatformError, match="GNOME does not tell"):
        gnome.window_source()


def test_sessions_without_a_backend_say_so() -> None:
    backend = capture_backend(Session.NONE)
    assert isinstance(backend, UnsupportedBackend)
    errors: list[str] = []
    backend.freeze(lambda frozen: None, errors.append, errors.append)
    assert errors == ["There is no screen to capture in this session."]
    assert backend.unavailable("region") and backend.unavailable("text") is None
    assert "macOS" in (capture_backend(Session.MACOS).unavailable("region") or "")


# ---- provenance from the compositor -------------------------------------------------------------
def test_focused_window_from_a_recorded_sway_tree() -> None:
    tree = json.loads((DATA / "sway_get_tree.json").read_text(encoding="utf-8"))
    windows = list(walk_windows(tree))
    assert [w["name"] for w in windows] == ["Notes — probe one", "Report draft — probe two"]
    info = focused_window(tree)
    assert info is not None
    assert (info.app, info.window_title, info.window_id) == ("contexty-rig-probe", "Report draft — probe two", 6)
    assert info.pid == windows[1]["pid"]


def test_hyprland_activewindow_reply() -> None:
    # shape of `hyprctl activewindow -j` (Hyprland wiki, IPC); not run here: no Hyprland on the rig
    reply = {"address": "0x55d4c4a1b2c0", "mapped": True, "at": [10, 40], "size": [900, 700], "workspace":
             {"id": 1, "name": "1"}, "floating": False, "class": "firefox", "title": "Docs — Mozilla Firefox",
             "initialClass": "firefox", "initialTitle": "Mozilla Firefox", "pid": 4242, "xwayland": False}
    info = hyprland_info(reply)
    assert info is not None and (info.app, info.window_title, info.pid) == ("firefox", "Docs — Mozilla Firefox", 4242)
    assert info.window_id == 0x55d4c4a1b2c0
    assert hyprland_info({}) is None


def test_desktop_detection_and_gnome_says_provenance_is_unavailable() -> None:
    assert wayland_desktop({"SWAYSOCK": "/run/x.sock"}) == "sway"
    assert wayland_desktop({"HYPRLAND_INSTANCE_SIGNATURE": "abc"}) == "hyprland"
    assert wayland_desktop({"XDG_CURRENT_DESKTOP": "ubuntu:GNOME"}) == "gnome"
    assert wayland_desktop({"XDG_CURRENT_DESKTOP": "KDE"}) == "kde"
    with pytest.raises(UnsupportedPlatformError) as raised:
        wayland_window_source({"XDG_CURRENT_DESKTOP": "GNOME"})
    assert str(raised.value) == GNOME_PROVENANCE


class FakeSway:
    """A Unix socket speaking i3-ipc: answers GET_TREE with the recorded tree, logs commands."""

    def __init__(self, path: Path, tree: dict[str, Any]) -> None:
        self.server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.server.bind(str(path))
        self.server.listen(1)
        self.tree, self.commands = tree, []  # type: ignore[var-annotated]
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        conn, _ = self.server.accept()
        with conn:
            while True:
                header = conn.recv(14)
                if len(header) < 14:
                    return
                length, kind = struct.unpack("=II", header[6:])
                body = conn.recv(length).decode() if length else ""
                reply: Any = self.tree if kind == 4 else {"success": True} if kind == 2 else [{"success": True}]
                if kind == 0:
                    self.commands.append(body)
                data = json.dumps(reply).encode()
                conn.sendall(b"i3-ipc" + struct.pack("=II", len(data), kind) + data)
                if kind == 2:  # subscribed: two window events, as sway sends them
                    for change in ("focus", "move"):
                        event = json.dumps({"change": change, "container": {"name": "x"}}).encode()
                        conn.sendall(b"i3-ipc" + struct.pack("=II", len(event), (1 << 31) | 3) + event)

    def close(self) -> None:
        self.server.close()
        self.thread.join(5)


def test_sway_window_source_over_a_real_socket(tmp_path: Path) -> None:
    tree = json.loads((DATA / "sway_get_tree.json").read_text(encoding="utf-8"))
    fake = FakeSway(tmp_path / "sway.sock", tree)
    source = SwayWindowSource(str(tmp_path / "sway.sock"))
    try:
        window = source.active_window()
        assert window is not None and window.window_title == "Report draft — probe two"
        hidden = source.visible_regions(lambda info: info.window_title.startswith("Notes"))
        assert hidden == [Rect(515, 350, 249, 100)]
        fake.tree = json.loads(json.dumps(tree).replace('"scale": 1.0', '"scale": 1.5'))  # a HiDPI output
        assert source.visible_regions(lambda info: info.window_title.startswith("Notes")) == [
            Rect(772, 525, 374, 150)]  # the portal image is 1.5x the layout: blank 1.5x the rect (outward)
        source.activate(5)
        assert fake.commands == ["[con_id=5] focus"]
    finally:
        source.close()
        fake.close()


def test_i3ipc_reports_an_unreachable_socket(tmp_path: Path) -> None:
    from contexty_qt.capture.errors import CaptureError

    with pytest.raises(CaptureError, match="IPC socket"):
        I3Ipc(str(tmp_path / "missing.sock"))


# ---- the selection ----------------------------------------------------------------------------------
def test_wayland_selection_prefers_primary_then_the_clipboard_with_a_note(qapp: Any) -> None:
    answers = {True: "selected words", False: "copied words"}
    assert read_wayland_selection(lambda primary: answers[primary]).text == "selected words"
    answers[True] = ""
    fallback = read_wayland_selection(lambda primary: answers[primary])
    assert (fallback.text, fallback.source, fallback.note) == ("copied words", "clipboard", NOTE_CLIPBOARD_FALLBACK)
    answers[False] = ""
    assert read_wayland_selection(lambda primary: answers[primary]).note == NOTE_NOTHING
    without = read_wayland_selection(lambda primary: None)
    assert "wl-clipboard" in without.note


def fake_wl_paste(tmp_path: Path, primary: str, copied: str, *, primary_sleeps: float = 0.0) -> str:
    """A wl-paste stand-in: prints `primary` for --primary (after sleeping), `copied` otherwise; exits 1 with
    nothing to print, as wl-paste does for "No selection"."""
    script = tmp_path / "wl-paste"
    script.write_text(f"""#!{sys.executable}
import sys, time
primary = "--primary" in sys.argv
if primary:
    time.sleep({primary_sleeps!r})
text = {primary!r} if primary else {copied!r}
sys.stdout.write(text)
sys.exit(0 if text else 1)
""")
    script.chmod(0o755)
    return str(script)


def read_async(program: str, timeout_s: float = 5.0) -> tuple[SelectedText, int]:
    """The selection read through QProcess; also how often a 10 ms GUI timer fired meanwhile (the GUI thread
    kept running) and that the call itself returned before the answer."""
    from PySide6.QtCore import QTimer

    from tests.support.waiting import settle, wait_until

    results: list[SelectedText] = []
    ticks = [0]
    timer = QTimer(interval=10)
    timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    timer.start()
    reader = WaylandSelectionRead(results.append, program=program, timeout_s=timeout_s)
    reader.start()
    assert not results and reader.running()  # start() returned at once: the GUI never waits for wl-paste
    wait_until(lambda: results, 10, "the selection", interval=0.01, spin=settle)
    timer.stop()
    assert not reader.running() and len(results) == 1
    return results[0], ticks[0]


def test_the_wayland_selection_is_read_without_blocking_the_gui_thread(qapp: Any, tmp_path: Path) -> None:
    selected, ticks = read_async(fake_wl_paste(tmp_path, "selected words", "copied words", primary_sleeps=0.3))
    assert (selected.text, selected.source) == ("selected words", "primary")
    assert ticks >= 5  # the event loop ran while wl-paste took 0.3 s
    fallback, _ = read_async(fake_wl_paste(tmp_path, "", "copied words"))
    assert (fallback.text, fallback.source, fallback.note) == ("copied words", "clipboard", NOTE_CLIPBOARD_FALLBACK)
    nothing, _ = read_async(fake_wl_paste(tmp_path, "", ""))
    assert (nothing.source, nothing.note) == ("none", NOTE_NOTHING)


def test_a_wl_paste_that_hangs_is_killed_and_the_capture_says_why(qapp: Any, tmp_path: Path) -> None:
    hung, ticks = read_async(fake_wl_paste(tmp_path, "never", "", primary_sleeps=30), timeout_s=0.3)
    assert NOTE_WAYLAND_WL_PASTE_FAILED in hung.note and ticks >= 5  # Qt's clipboard, saying why; the GUI ran on
    assert "not installed" not in hung.note  # it is installed: it did not answer
    missing, _ = read_async(str(tmp_path / "no-such-wl-paste"))
    assert NOTE_WAYLAND_NO_WL_PASTE in missing.note


def test_a_selection_read_cancelled_on_close_calls_nobody(qapp: Any, tmp_path: Path) -> None:
    from tests.support.waiting import settle

    results: list[SelectedText] = []
    reader = WaylandSelectionRead(results.append, program=fake_wl_paste(tmp_path, "late", "", primary_sleeps=30))
    reader.start()
    settle(50)
    reader.cancel()
    settle(50)
    assert not results and not reader.running()


# ---- shortcuts ----------------------------------------------------------------------------------------
def test_gnome_shortcuts_keep_the_users_own_custom_keybindings() -> None:
    existing = parse_gsettings_list("['/org/gnome/settings-daemon/plugins/media-keys/custom-keybindings/custom0/']")
    commands = gnome_commands(BINDINGS, existing)
    listed = commands[0]
    assert listed[:4] == ["gsettings", "set", "org.gnome.settings-daemon.plugins.media-keys", "custom-keybindings"]
    assert "custom0/" in listed[4] and "contexty-region/" in listed[4] and "contexty-text/" in listed[4]
    assert commands[3][3:] == ["binding", "<Control><Shift>s"]
    assert any(c[3:] == ["command", "contexty capture-text"] for c in commands)
    assert parse_gsettings_list("@as []") == []
    # running it twice does not list ours twice
    again = gnome_commands(BINDINGS, parse_gsettings_list(listed[4]))
    assert again[0][4].count("contexty-region/") == 1


def test_kde_shortcut_files_merge_into_an_existing_kglobalshortcutsrc(tmp_path: Path) -> None:
    rc = tmp_path / ".config" / "kglobalshortcutsrc"
    rc.parent.mkdir(parents=True)
    rc.write_text("[kwin]\nWindow Close=Alt+F4,Alt+F4,Close Window\n", encoding="utf-8")
    files = kde_files(BINDINGS, tmp_path)
    desktop = files[tmp_path / ".local/share/applications/contexty-capture-region.desktop"]
    assert "Exec=contexty capture-region" in desktop and "X-KDE-GlobalAccel-CommandShortcut=true" in desktop
    merged = files[rc]
    assert "Window Close=Alt+F4,Alt+F4,Close Window" in merged
    assert "[contexty-capture-text.desktop]" in merged and "_launch=Ctrl+Shift+C,none," in merged


def test_sway_and_hyprland_snippets() -> None:
    assert "bindsym Ctrl+Shift+s exec contexty capture-region" in sway_snippet(BINDINGS)
    assert "bind = CTRL SHIFT, c, exec, contexty capture-text" in hyprland_snippet(BINDINGS)
    sway = desktop_shortcuts("sway", BINDINGS)
    assert sway.commands == [] and "bindsym" in sway.snippet and "capture-text" in sway.check
    gnome = desktop_shortcuts("gnome", BINDINGS, existing_gnome=[])
    assert gnome.commands and gnome.snippet.startswith("gsettings set")


def test_global_shortcuts_portal_request_and_reply() -> None:
    # BindShortcuts' a(sa{sv}) argument, and a Response in the shape the portal spec documents
    # (org.freedesktop.portal.GlobalShortcuts, version 1); no such portal exists on the test rig
    assert bind_request(BINDINGS) == [
        ("region", {"description": "Contexty: capture a screen region", "preferred_trigger": "CTRL+SHIFT+s"}),
        ("text", {"description": "Contexty: capture the selected text", "preferred_trigger": "CTRL+SHIFT+c"}),
    ]
    reply = {"shortcuts": [("region", {"description": "Contexty: capture a screen region",
                                       "trigger_description": "Meta+Shift+S"}),
                           ("text", {"description": "Contexty: capture the selected text", "trigger_description": ""})]}
    assert bound_shortcuts(0, reply) == {"region": "Meta+Shift+S", "text": None}
    assert bound_shortcuts(1, reply) == {}


def test_quick_forward_speaks_the_ipc_protocol() -> None:
    from contexty_qt import ipc, quickforward

    assert quickforward.encode_request("capture-text", "") == ipc.encode_request("capture-text", {})
    assert json.loads(quickforward.encode_request("capture-region", "tok-1_a.b")) == json.loads(
        ipc.encode_request("capture-region", {"activation_token": "tok-1_a.b"}))
    assert json.loads(quickforward.encode_request("capture-region", 'we"ird')) == json.loads(
        ipc.encode_request("capture-region", {"activation_token": 'we"ird'}))
    assert ipc.encode_reply({"ok": True}) == quickforward.OK_REPLY + b"\n"
    assert quickforward.parse(["capture-text"]) == ("capture-text", None)
    assert quickforward.parse(["--data-dir", "/x", "capture-region"]) == ("capture-region", "/x")
    assert quickforward.parse(["capture-text", "--help"]) is None
    assert quickforward.parse(["add", "--text", "x"]) is None
    assert quickforward.socket_path("n").name == "n"
    assert os.environ.get("CONTEXTY_DATA_DIR")  # isolated by the test fixtures


def test_focus_watcher_turns_focus_events_and_ticks_into_activity(tmp_path: Path) -> None:
    from contexty_qt.capture.compositor import FocusWatcher

    fake = FakeSway(tmp_path / "sway.sock", {})
    activity = threading.Semaphore(0)
    watcher = FocusWatcher(str(tmp_path / "sway.sock"), tick_s=lambda: 0.2)
    watcher.start(activity.release)
    threads = list(watcher._threads)
    try:
        assert activity.acquire(timeout=5)  # the focus event ("move" is not activity)
        assert activity.acquire(timeout=5)  # then the periodic tick
    finally:
        watcher.stop()
        fake.close()
    assert len(threads) == 2 and not any(t.is_alive() for t in threads)
