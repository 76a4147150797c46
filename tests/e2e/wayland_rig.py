"""A headless Wayland desktop for the end-to-end tests: sway + xdg-desktop-portal(-wlr, -gtk).

sway refuses to run as root, so the session runs as an unprivileged user (scripts/
install-wayland-rig.sh creates it and installs the packages) under its own dbus-run-session;
the test process (root in CI) starts it, runs commands inside it as that user and stops it.
The app runs with Debian's /usr/bin/python3 and PYTHONPATH = the project + the venv's
site-packages: a venv made from a pyenv python cannot be executed by another user.

    with WaylandRig.start(bindings={"Mod4+Shift+F9": "contexty capture-region"}) as rig:
        rig.run(["wtype", "-s", "150", "hi"])
        app = rig.spawn(["contexty", "run"], "app.log")
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shlex
import shutil
import signal
import site
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

from tests.support.waiting import wait_until as support_wait_until

PROJECT = Path(__file__).resolve().parents[2]
# xdg-desktop-portal-wlr 0.7 always has grim write here; a copy owned by another user makes it fail
PORTAL_FILE = Path("/tmp/out.png")
RIG_USER = os.environ.get("CONTEXTY_RIG_USER", "contexty-rig")
RIG_PYTHON = "/usr/bin/python3"
TOOLS = ("sway", "pipewire", "swaymsg", "wtype", "grim", "wl-paste", "wl-copy", "dbus-run-session", "runuser",
         "/usr/libexec/xdg-desktop-portal", "/usr/libexec/xdg-desktop-portal-wlr")
WIDTH, HEIGHT, BACKGROUND = 1280, 800, "#336699"

SESSION = r"""#!/bin/bash
# runs as the rig user inside dbus-run-session; $1 = the rig directory
set -u
D=$1
export XDG_RUNTIME_DIR=$D/run
mkdir -p "$XDG_RUNTIME_DIR"; chmod 700 "$XDG_RUNTIME_DIR"
export WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman XDG_CURRENT_DESKTOP=sway
export XDG_SESSION_TYPE=wayland PATH="$D/bin:$PATH"
unset DISPLAY
SWAYPID= PWPID=
cleanup() { for p in $PWPID $SWAYPID; do kill $p 2>/dev/null; done; wait 2>/dev/null; }
trap cleanup EXIT
trap 'exit 0' TERM INT
sway -c "$D/sway.conf" > "$D/sway.log" 2>&1 & SWAYPID=$!
for i in $(seq 100); do
  ls "$XDG_RUNTIME_DIR" | grep -qE '^wayland-[0-9]+$' \
    && [ -S "$XDG_RUNTIME_DIR/sway-ipc.$(id -u).$SWAYPID.sock" ] && break
  sleep 0.1
done
export WAYLAND_DISPLAY=$(ls "$XDG_RUNTIME_DIR" | grep -E '^wayland-[0-9]+$' | head -1)
export SWAYSOCK=$XDG_RUNTIME_DIR/sway-ipc.$(id -u).$SWAYPID.sock
[ -n "$WAYLAND_DISPLAY" ] || { echo "sway did not start" > "$D/failed"; exit 1; }
# portal backends are D-Bus activated: they must see the compositor
dbus-update-activation-environment WAYLAND_DISPLAY XDG_RUNTIME_DIR XDG_CURRENT_DESKTOP XDG_SESSION_TYPE SWAYSOCK
# xdg-desktop-portal-wlr exits at start without a PipeWire daemon (it serves ScreenCast too)
pipewire > "$D/pipewire.log" 2>&1 & PWPID=$!
for i in $(seq 50); do [ -S "$XDG_RUNTIME_DIR/pipewire-0" ] && break; sleep 0.05; done
env | grep -E '^(WAYLAND_DISPLAY|SWAYSOCK|XDG_RUNTIME_DIR|DBUS_SESSION_BUS_ADDRESS)=' > "$D/env.tmp"
env | grep -E '^(XDG_CURRENT_DESKTOP|XDG_SESSION_TYPE|WLR_[A-Z_]+)=' >> "$D/env.tmp"
mv "$D/env.tmp" "$D/env"
while [ ! -e "$D/stop" ] && kill -0 $SWAYPID 2>/dev/null; do sleep 0.2; done
"""


def missing_tools() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None and not os.path.exists(tool)]


def rig_problem() -> str | None:
    """Why the rig cannot run here (then the Wayland tests fail with this sentence), or None."""
    if sys.platform != "linux":
        return "the Wayland rig needs Linux"
    if os.geteuid() != 0:
        return f"the Wayland rig is started as root (it runs sway as the user {RIG_USER})"
    missing = missing_tools()
    if missing:
        return f"missing {', '.join(missing)}: run scripts/install-wayland-rig.sh"
    try:
        pwd.getpwnam(RIG_USER)
    except KeyError:
        return f"no user {RIG_USER}: run scripts/install-wayland-rig.sh"
    return None


def venv_site_packages() -> str:
    return next(p for p in site.getsitepackages() if p.endswith("site-packages"))


class WaylandRig:
    def __init__(self, directory: Path, proc: subprocess.Popen[bytes], user: pwd.struct_passwd) -> None:
        self.dir = directory
        self.proc = proc
        self.user = user
        self.children: list[subprocess.Popen[Any]] = []
        self.session_env: dict[str, str] = {}

    # ---- lifecycle ---------------------------------------------------------------------------
    @classmethod
    @contextlib.contextmanager
    def start(cls, bindings: Mapping[str, str] | None = None, timeout: float = 20) -> Iterator[WaylandRig]:
        problem = rig_problem()
        if problem:
            raise RuntimeError(problem)
        user = pwd.getpwnam(RIG_USER)
        PORTAL_FILE.unlink(missing_ok=True)
        directory = Path(tempfile.mkdtemp(prefix="contexty-wlrig-"))
        directory.chmod(0o755)
        for sub in ("home", "bin", "out"):
            (directory / sub).mkdir()
        cls._write_files(directory, bindings or {})
        for path in [directory, *directory.rglob("*")]:
            os.chown(path, user.pw_uid, user.pw_gid)
        env = {"HOME": str(directory / "home"), "USER": user.pw_name, "LOGNAME": user.pw_name,
               "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"}
        with open(directory / "session.err", "wb") as err:  # Popen keeps its own copy of the fd
            proc = subprocess.Popen(["runuser", "-u", user.pw_name, "--", "env", "-i",
                                     *(f"{k}={v}" for k, v in env.items()),
                                     "dbus-run-session", "--", str(directory / "session.sh"), str(directory)],
                                    stdout=subprocess.DEVNULL, stderr=err, start_new_session=True)
        rig = cls(directory, proc, user)
        try:
            rig._wait_ready(timeout)
            yield rig
        finally:
            rig.stop()

    @staticmethod
    def _write_files(directory: Path, bindings: Mapping[str, str]) -> None:
        session = directory / "session.sh"
        session.write_text(SESSION)
        session.chmod(0o755)
        site_packages = venv_site_packages()
        # `contexty` as a desktop shortcut would run it: this project on Debian's python
        wrapper = directory / "bin" / "contexty"
        wrapper.write_text("#!/bin/bash\n"
                           f"export PYTHONPATH={shlex.quote(f'{PROJECT}:{site_packages}')}\n"
                           f"[ -r {directory}/app.env ] && . {directory}/app.env\n"
                           f"echo \"$(date +%s.%N) $*\" >> {directory}/out/contexty-calls.log\n"
                           f"export QT_LOGGING_RULES='qt.qpa.wayland.textinput.warning=false'\n"
                           f"exec {RIG_PYTHON} -m contexty_qt \"$@\""
                           f" 2> >(tee -a {directory}/out/contexty-calls.log >&2)\n")
        wrapper.chmod(0o755)
        lines = [f"output HEADLESS-1 resolution {WIDTH}x{HEIGHT} background {BACKGROUND} solid_color",
                 "default_border none", "default_floating_border none", "focus_follows_mouse no",
                 "for_window [app_id=\"contexty-rig-probe\"] floating enable"]
        for keys, command in bindings.items():
            lines.append(f"bindsym {keys} exec {directory / 'bin' / command}")
        (directory / "sway.conf").write_text("\n".join(lines) + "\n")
        portal_config = directory / "home" / ".config" / "xdg-desktop-portal-wlr"
        portal_config.mkdir(parents=True)
        (portal_config / "config").write_text("[screencast]\nchooser_type=none\noutput_name=HEADLESS-1\n")

    def _wait_ready(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if (self.dir / "env").exists():
                for line in (self.dir / "env").read_text().splitlines():
                    key, _, value = line.partition("=")
                    self.session_env[key] = value
                return
            if (self.dir / "failed").exists() or self.proc.poll() is not None:
                break
            time.sleep(0.1)
        raise RuntimeError(f"the sway session did not start: {self.log('sway.log')} {self.log('session.err')}")

    def stop(self) -> None:
        for child in reversed(self.children):
            self.terminate(child)
        with contextlib.suppress(OSError):
            (self.dir / "stop").touch()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(5)
        # the D-Bus activated portals normally exit with the bus; kill any that did not, by pid
        time.sleep(0.3)
        for pid in self._session_pids():
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        if not os.environ.get("CONTEXTY_RIG_KEEP"):
            shutil.rmtree(self.dir, ignore_errors=True)

    def _session_pids(self) -> list[int]:
        marker = f"XDG_RUNTIME_DIR={self.dir / 'run'}".encode()
        pids = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                environ = (entry / "environ").read_bytes().split(b"\0")
                if entry.stat().st_uid == self.user.pw_uid and marker in environ:
                    pids.append(int(entry.name))
            except OSError:
                continue
        return pids

    # ---- running things in the session -------------------------------------------------------
    def env(self, extra: Mapping[str, str] | None = None) -> dict[str, str]:
        env = {"HOME": str(self.dir / "home"), "USER": self.user.pw_name, "LOGNAME": self.user.pw_name,
               "LANG": "C.UTF-8", "PATH": f"{self.dir / 'bin'}:/usr/local/bin:/usr/bin:/bin",
               "QT_QPA_PLATFORM": "wayland", **self.session_env}
        env.update(extra or {})
        return env

    def _argv(self, argv: list[str], extra: Mapping[str, str] | None) -> list[str]:
        return ["runuser", "-u", self.user.pw_name, "--", "env", "-i",
                *(f"{k}={v}" for k, v in self.env(extra).items()), *argv]

    def run(self, argv: list[str], timeout: float = 30, extra: Mapping[str, str] | None = None,
            check: bool = True) -> subprocess.CompletedProcess[str]:
        result = subprocess.run(self._argv(argv, extra), capture_output=True, text=True, timeout=timeout)
        if check and result.returncode != 0:
            raise AssertionError(f"{argv} exited {result.returncode}: {result.stderr.strip()[-800:]}")
        return result

    def spawn(self, argv: list[str], log_name: str, extra: Mapping[str, str] | None = None,
              stdin: bool = False) -> subprocess.Popen[str]:
        with open(self.dir / "out" / log_name, "w") as log:
            proc = subprocess.Popen(self._argv(argv, extra), stdout=log, stderr=subprocess.STDOUT, text=True,
                                    stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
                                    start_new_session=True)
        self.children.append(proc)
        return proc

    def terminate(self, proc: subprocess.Popen[Any], timeout: float = 10) -> None:
        if proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(5)

    def log(self, name: str) -> str:
        for path in (self.dir / name, self.dir / "out" / name):
            if path.exists():
                return path.read_text(errors="replace")[-3000:]
        return ""

    def user_dir(self, name: str) -> Path:
        """A fresh directory the rig user owns (data, config, log dirs of the app under test)."""
        path = self.dir / "home" / name
        path.mkdir(parents=True, exist_ok=True)
        os.chown(path, self.user.pw_uid, self.user.pw_gid)
        return path

    def python(self, *args: str) -> list[str]:
        """argv running this project's code on Debian's python (see the module notes)."""
        return ["env", f"PYTHONPATH={PROJECT}:{venv_site_packages()}",
                "QT_LOGGING_RULES=qt.qpa.wayland.textinput.warning=false", RIG_PYTHON, *args]

    def app_dirs(self, name: str = "app") -> dict[str, str]:
        """Fresh data/config/log dirs for the app under test, also seen by `contexty` run from a
        sway binding (the wrapper reads app.env)."""
        dirs = {f"CONTEXTY_{kind.upper()}_DIR": str(self.user_dir(f"{name}-{kind}"))
                for kind in ("data", "config", "log")}
        (self.dir / "app.env").write_text("".join(f"export {k}={shlex.quote(v)}\n" for k, v in dirs.items()))
        return dirs

    def status(self, data_dir: str) -> dict[str, Any] | None:
        import json

        out = self.run(self.python("-m", "tests.e2e.wayland_probe", "status", data_dir), check=False).stdout
        try:
            reply = json.loads(out or "null")
        except ValueError:
            return None
        return reply if isinstance(reply, dict) else None

    # ---- sway --------------------------------------------------------------------------------
    def tree(self) -> dict[str, Any]:
        import json

        return dict(json.loads(self.run(["swaymsg", "-t", "get_tree", "-r"]).stdout))

    def windows(self) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = []

        def walk(node: dict[str, Any]) -> None:
            if node.get("type") in ("con", "floating_con") and node.get("pid"):
                found.append(node)
            for child in node.get("nodes", []) + node.get("floating_nodes", []):
                walk(child)

        walk(self.tree())
        return found

    def focused(self) -> dict[str, Any] | None:
        return next((w for w in self.windows() if w.get("focused")), None)

    def keys(self, *wtype_args: str) -> None:
        """Key presses through the virtual-keyboard protocol (wtype; the pause keeps the first key)."""
        self.run(["wtype", "-s", "120", *wtype_args])

    def screenshot(self, path: Path) -> Path:
        target = self.dir / "out" / path.name
        self.run(["grim", str(target)])
        shutil.copy(target, path)
        return path


def wait_until(predicate: Callable[[], Any], timeout: float, what: str, rig: WaylandRig | None = None,
               logs: tuple[str, ...] = ()) -> Any:
    """tests/support/waiting.wait_until, with the rig's logs in the error (the app runs elsewhere)."""
    try:
        return support_wait_until(predicate, timeout, what, interval=0.1)
    except AssertionError as exc:
        detail = "".join(f"\n--- {name}:\n{rig.log(name)}" for name in logs) if rig else ""
        raise AssertionError(f"{exc}{detail}") from None
