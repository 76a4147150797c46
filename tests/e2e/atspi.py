"""Reading the AT-SPI accessibility tree of a running app, the way a screen reader on Linux does.

A private D-Bus session bus per test (`AccessibilityBus`): `dbus-daemon --session`, whose
activation starts at-spi2-core's bus launcher (the accessibility bus) and registry. The app is
started with that session bus and QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1; `walk()` then reads every
accessible object's role, name, description and states over the accessibility bus with jeepney
(pure-Python D-Bus: no GObject introspection needed).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jeepney import DBusAddress, Properties, new_method_call
from jeepney.io.blocking import DBusConnection, open_dbus_connection

ACCESSIBLE = "org.a11y.atspi.Accessible"
REGISTRY_ROOT = ("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root")
# AT-SPI state bits (atspi-constants.h: AtspiStateType)
STATE_FOCUSED = 12
STATE_SHOWING = 25
STATE_VISIBLE = 30


@dataclass
class Node:
    role: str
    name: str
    description: str
    states: set[int]
    children: list[Node] = field(default_factory=list)

    def iter(self) -> Iterator[Node]:
        yield self
        for child in self.children:
            yield from child.iter()

    @property
    def showing(self) -> bool:
        return STATE_SHOWING in self.states and STATE_VISIBLE in self.states

    def outline(self, depth: int = 0) -> str:
        lines = ["  " * depth + f"{self.role}: {self.name!r}"]
        lines += [child.outline(depth + 1) for child in self.children]
        return "\n".join(lines)


class AccessibilityBus:
    """A session bus with the AT-SPI bus and registry, for one test; `env` is for the app."""

    def __init__(self, runtime_dir: Path) -> None:
        for tool in ("dbus-daemon", "/usr/libexec/at-spi-bus-launcher"):
            if shutil.which(tool) is None:
                raise RuntimeError(f"{tool} is missing: install dbus and at-spi2-core (scripts/apt-packages.txt)")
        runtime_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        daemon_env = {**os.environ, "XDG_RUNTIME_DIR": str(runtime_dir)}  # the a11y bus socket goes here
        self._daemon = subprocess.Popen(["dbus-daemon", "--session", "--print-address=1", "--nofork"],
                                        env=daemon_env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert self._daemon.stdout is not None
        self.session_address = self._daemon.stdout.readline().strip()
        if not self.session_address:
            self.close()
            raise RuntimeError("dbus-daemon did not report an address")
        self.a11y_address = self._bus_address()
        self.env = {"DBUS_SESSION_BUS_ADDRESS": self.session_address, "XDG_RUNTIME_DIR": str(runtime_dir),
                    "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_ACCESSIBILITY": "1"}
        self._conn: DBusConnection | None = None

    def _bus_address(self) -> str:
        """Ask org.a11y.Bus (activated on demand) for the accessibility bus, before the app starts."""
        with open_dbus_connection(bus=self.session_address) as conn:
            message = new_method_call(DBusAddress("/org/a11y/bus", bus_name="org.a11y.Bus", interface="org.a11y.Bus"),
                                      "GetAddress")
            return str(conn.send_and_get_reply(message, timeout=20).body[0])

    @property
    def conn(self) -> DBusConnection:
        if self._conn is None:
            self._conn = open_dbus_connection(bus=self.a11y_address)
        return self._conn

    def _call(self, name: str, path: str, method: str) -> Any:
        message = new_method_call(DBusAddress(path, bus_name=name, interface=ACCESSIBLE), method)
        return self.conn.send_and_get_reply(message, timeout=10).body[0]

    def _property(self, name: str, path: str, prop: str) -> Any:
        message = Properties(DBusAddress(path, bus_name=name, interface=ACCESSIBLE)).get(prop)
        return self.conn.send_and_get_reply(message, timeout=10).body[0][1]

    def applications(self) -> list[tuple[str, str]]:
        return [tuple(child) for child in self._call(*REGISTRY_ROOT, "GetChildren")]  # type: ignore[misc]

    def walk(self, name: str, path: str, depth: int = 0, limit: int = 4000) -> Node:
        """The subtree at (bus name, object path); at most `limit` nodes (a runaway tree fails loudly)."""
        states_words = self._call(name, path, "GetState")
        states = {word * 32 + bit for word, value in enumerate(states_words) for bit in range(32) if value >> bit & 1}
        node = Node(str(self._call(name, path, "GetRoleName")), str(self._property(name, path, "Name")),
                    str(self._property(name, path, "Description")), states)
        if depth > 40:
            raise RuntimeError("the accessibility tree is deeper than 40 levels")
        for child_name, child_path in self._call(name, path, "GetChildren"):
            node.children.append(self.walk(child_name, child_path, depth + 1, limit))
            if sum(1 for _ in node.iter()) > limit:
                raise RuntimeError(f"more than {limit} accessible objects")
        return node

    def app_tree(self, app_name: str, timeout: float = 30) -> Node:
        """The tree of the application whose accessible name is `app_name` (waits for it to register)."""
        deadline = time.monotonic() + timeout
        while True:
            for bus_name, path in self.applications():
                try:
                    if self._property(bus_name, path, "Name") == app_name:
                        return self.walk(bus_name, path)
                except Exception:  # an app that went away meanwhile
                    continue
            if time.monotonic() > deadline:
                raise TimeoutError(f"{app_name!r} did not appear on the accessibility bus")
            time.sleep(0.3)

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        self._daemon.terminate()
        try:
            self._daemon.wait(5)
        except subprocess.TimeoutExpired:
            self._daemon.kill()
        if self._daemon.stdout is not None:
            self._daemon.stdout.close()
