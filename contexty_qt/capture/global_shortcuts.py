"""Capture shortcuts through org.freedesktop.portal.GlobalShortcuts (KDE Plasma 5.27+, GNOME 48+,
Hyprland): the desktop owns the keys, Contexty proposes them and learns which trigger the user
chose (BindShortcuts' Response) and when one is pressed (the Activated signal).

PySide6's QtDBus cannot marshal the a(sa{sv}) argument BindShortcuts takes ("Unregistered type
PySide::PyObjectWrapper"), so this client uses jeepney (pure Python, already installed as the
keyring's dependency) on its own connection, served by one thread that owns it: requests arrive
through a queue, signals are read between them. Tested against a stand-in portal that follows
the spec (tests/e2e/test_wayland_global_shortcuts.py); no real desktop with this portal runs here.

`start()` returns at once; the session is created on the thread. Without the portal (sway, older
desktops) every binding request is answered with the desktop-shortcut advice instead.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import queue
import threading
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Future
from typing import Any

from contexty_qt.capture.errors import HotkeyError
from contexty_qt.capture.hotkeys import Hotkey
from contexty_qt.capture.shortcuts import DESCRIPTIONS, bound_shortcuts, xdg_trigger

log = logging.getLogger("contexty.capture.global_shortcuts")

SERVICE = "org.freedesktop.portal.Desktop"
PATH = "/org/freedesktop/portal/desktop"
IFACE = "org.freedesktop.portal.GlobalShortcuts"
RESPONSE_TIMEOUT_S = 120.0  # the desktop may show a dialog for the user to choose keys


class GlobalShortcutsHotkeys:
    """HotkeyBackend over the GlobalShortcuts portal. `bound` holds what the user chose."""

    def __init__(self, fallback: str = "") -> None:
        """`fallback`: what to tell when the desktop has no GlobalShortcuts portal after all."""
        self._fallback = fallback
        self._requests: queue.Queue[tuple[dict[str, Hotkey], Future[dict[str, str | None]]] | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._ready: Future[None] = Future()
        self._counter = itertools.count(1)
        self.bound: dict[str, str | None] = {}

    def start(self, on_activate: Callable[[str], None]) -> None:
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, args=(on_activate,), name="contexty-global-shortcuts",
                                        daemon=True)
        self._thread.start()  # the session is created on that thread: the GUI thread never waits for it

    def set_bindings(self, bindings: Mapping[str, Hotkey]) -> Future[dict[str, str | None]]:
        future: Future[dict[str, str | None]] = Future()
        if self._thread is None:
            future.set_exception(HotkeyError("The global shortcuts session is not running."))
        else:
            self._requests.put((dict(bindings), future))
        return future

    def stop(self) -> None:
        thread, self._thread = self._thread, None
        if thread is not None:
            self._requests.put(None)
            thread.join(5)
        self._ready = Future()

    # ---- the connection's thread -------------------------------------------------------------
    def _token(self) -> str:
        return f"contexty{os.getpid()}_{next(self._counter)}"

    def _run(self, on_activate: Callable[[str], None]) -> None:
        try:
            portal = _PortalConnection()
        except Exception as exc:
            self._ready.set_exception(HotkeyError(f"Cannot reach the session bus for global shortcuts: {exc}"))
            self._answer_without_session(exc)
            return
        try:
            token, session_token = self._token(), self._token()
            code, results = portal.request("CreateSession", "a{sv}", ({"handle_token": ("s", token),
                                                                       "session_handle_token": ("s", session_token)},),
                                           token)
            session = str(results.get("session_handle") or "")
            if code != 0 or not session:
                raise HotkeyError(f"The desktop refused a global shortcuts session (code {code}).")
        except Exception as exc:
            self._ready.set_exception(exc if isinstance(exc, HotkeyError) else HotkeyError(str(exc)))
            portal.close()
            self._answer_without_session(exc)
            return
        self._ready.set_result(None)
        try:
            while True:
                for name in portal.activations(session):
                    with contextlib.suppress(Exception):  # a broken handler must not end the session
                        on_activate(name)
                try:
                    item = self._requests.get_nowait()
                except queue.Empty:
                    portal.wait_for_signal(0.2)
                    continue
                if item is None:
                    break
                bindings, future = item
                try:
                    future.set_result(self._bind(portal, session, bindings))
                except Exception as exc:
                    future.set_exception(exc)
            portal.close_session(session)
        except Exception as exc:
            log.warning("global shortcuts session ended: %s", exc)
        finally:
            portal.close()

    def _bind(self, portal: _PortalConnection, session: str, bindings: dict[str, Hotkey]) -> dict[str, str | None]:
        token = self._token()
        shortcuts = [(name, {"description": ("s", DESCRIPTIONS.get(name, name)),
                             "preferred_trigger": ("s", xdg_trigger(hotkey))}) for name, hotkey in bindings.items()]
        code, results = portal.request("BindShortcuts", "oa(sa{sv})sa{sv}",
                                       (session, shortcuts, "", {"handle_token": ("s", token)}), token)
        plain = {"shortcuts": [(name, {k: v[1] for k, v in props.items()})
                               for name, props in results.get("shortcuts", [])]}
        self.bound = bound_shortcuts(code, plain)
        return {name: None if self.bound.get(name) else
                f"The desktop did not bind a key for {DESCRIPTIONS.get(name, name)}; choose one in its shortcut "
                "settings." for name in bindings}

    def _answer_without_session(self, exc: BaseException) -> None:
        """No session (no such portal, or it refused): every binding request gets the fallback advice."""
        log.info("no GlobalShortcuts session: %s", exc)
        reason = self._fallback or str(exc)
        while True:
            item = self._requests.get()
            if item is None:
                return
            bindings, future = item
            future.set_result(dict.fromkeys(bindings, reason))


class _PortalConnection:
    """One jeepney connection to the portal, used by one thread: method calls whose answer is a
    Request.Response signal, and the Activated signals in between."""

    def __init__(self) -> None:
        from jeepney import DBusAddress, MatchRule, message_bus
        from jeepney.io.blocking import Proxy, open_dbus_connection

        self.conn = open_dbus_connection(bus="SESSION")
        self.address = DBusAddress(PATH, bus_name=SERVICE, interface=IFACE)
        self.sender = (self.conn.unique_name or "").lstrip(":").replace(".", "_")
        bus = Proxy(message_bus, self.conn)
        activated = MatchRule(type="signal", interface=IFACE, member="Activated", path=PATH)
        responses = MatchRule(type="signal", interface="org.freedesktop.portal.Request", member="Response",
                              path_namespace=f"{PATH}/request/{self.sender}")
        bus.AddMatch(activated)
        bus.AddMatch(responses)
        self._filters = contextlib.ExitStack()
        self.activated = self._filters.enter_context(self.conn.filter(activated, bufsize=64))
        self.responses = self._filters.enter_context(self.conn.filter(responses, bufsize=16))

    def request(self, method: str, signature: str, body: tuple[Any, ...], token: str) -> tuple[int, dict[str, Any]]:
        """Call, then wait for the Response on the Request path our handle_token predicts."""
        from jeepney import HeaderFields, new_method_call

        path = f"{PATH}/request/{self.sender}/{token}"
        reply = self.conn.send_and_get_reply(new_method_call(self.address, method, signature, body), timeout=25)
        if reply.header.message_type.name == "error":
            raise HotkeyError(f"The GlobalShortcuts portal refused {method}: {reply.body}")
        deadline = time.monotonic() + RESPONSE_TIMEOUT_S
        while time.monotonic() < deadline:
            message = self.conn.recv_until_filtered(self.responses, timeout=deadline - time.monotonic())
            if message.header.fields.get(HeaderFields.path) == path:
                code, results = message.body
                return int(code), {key: value[1] for key, value in results.items()}
        raise HotkeyError(f"The GlobalShortcuts portal did not answer {method}.")

    def activations(self, session: str) -> list[str]:
        names = []
        while self.activated:
            signal = self.activated.popleft()
            if signal.body and str(signal.body[0]) == session:
                names.append(str(signal.body[1]))
        return names

    def wait_for_signal(self, timeout: float) -> None:
        with contextlib.suppress(TimeoutError):
            self.activated.append(self.conn.recv_until_filtered(self.activated, timeout=timeout))

    def close_session(self, session: str) -> None:
        from jeepney import DBusAddress, new_method_call

        with contextlib.suppress(Exception):
            self.conn.send(new_method_call(DBusAddress(session, bus_name=SERVICE,
                                                       interface="org.freedesktop.portal.Session"), "Close"))

    def close(self) -> None:
        self._filters.close()
        self.conn.close()
