"""Chromium on the test X server with the Contexty Connector loaded, a page server on 127.0.0.1
and the native host registered for a fresh profile (<user data dir>/NativeMessagingHosts).

Chromium runs as root in CI, so --no-sandbox; the flags below keep it off the network (no
component updates, sync, QUIC, first-run pages) and quiet (--test-type hides the --no-sandbox
infobar). Extensions do not load headless, which is why it runs on Xvfb like the app.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from contexty_qt.browser import extension_dir
from contexty_qt.cli import main as contexty
from tests.e2e.capture_support import wait_for, xdotool

TITLE = "Quarterly Report Draft"
TEXT = "The funding section is thin"
PAGES = {
    "/report.html": f"<html><head><title>{TITLE}</title></head><body style='margin:0'>"
                    f"<p style='font:48px sans-serif;margin:0;padding:20px'>{TEXT}</p></body></html>",
    "/private.html": "<html><head><title>Private Page</title></head><body>"
                     "<p style='font:48px sans-serif'>Secret private text</p></body></html>",
}
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update",
                  "--disable-sync", "--no-first-run", "--disable-quic", "--no-default-browser-check",
                  "--password-store=basic", "--disable-gpu", "--test-type", "--window-position=0,0",
                  "--window-size=1280,900"]


class PageServer:
    """The pages above on 127.0.0.1; remembers every path requested (the forger reports there)."""

    def __init__(self) -> None:
        requested = self.requested = []  # type: list[str]

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                requested.append(self.path)
                body = PAGES.get(self.path.split("?")[0], "<html><title>ok</title></html>").encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, name="page-server", daemon=True)
        self.thread.start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.server.server_port}{path}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(5)


class Chromium:
    WINDOW_NAME = "^{title} - Chromium$"

    def __init__(self, env: dict[str, str], profile: Path, extensions: list[Path], url: str, log: Path) -> None:
        self.env, self.profile = env, profile
        self._log = log.open("wb")
        self.proc = subprocess.Popen(
            ["chromium", f"--user-data-dir={profile}", f"--load-extension={','.join(map(str, extensions))}",
             *CHROMIUM_FLAGS, url], env=env, stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True)

    def window(self, title: str, timeout: float = 60) -> str:
        def find() -> str | None:
            done = subprocess.run(["xdotool", "search", "--onlyvisible", "--name",
                                   self.WINDOW_NAME.format(title=title)], env=self.env, capture_output=True, text=True)
            ids = done.stdout.split()
            return ids[-1] if ids else None

        window_id: str = wait_for(find, f"the {type(self).__name__} window “{title}”", timeout)
        return window_id

    def open_private(self, url: str) -> None:
        """A second start on the same profile hands the URL to the running browser: a new incognito window."""
        subprocess.run(["chromium", f"--user-data-dir={self.profile}", "--no-sandbox", "--incognito", url],
                       env=self.env, stdout=self._log, stderr=subprocess.STDOUT, timeout=60, check=True)

    def focus(self, window_id: str) -> None:
        xdotool(self.env, "windowactivate", "--sync", window_id)

    def stop(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.proc.pid, signal.SIGTERM)
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(5)
        self._log.close()


@pytest.fixture
def pages() -> Iterator[PageServer]:
    server = PageServer()
    yield server
    server.close()


@pytest.fixture
def start_chromium(x_env: dict[str, str], tmp_path: Path) -> Iterator[Callable[..., Chromium]]:
    if shutil.which("chromium") is None:
        pytest.fail("chromium is missing: run scripts/install-system-deps.sh (scripts/test.sh does)")
    started: list[Chromium] = []

    def start(url: str, *, extra_extensions: tuple[Path, ...] = ()) -> Chromium:
        profile = tmp_path / f"chromium-{len(started)}"
        # what a user runs once: register the host, here for this fresh profile
        assert contexty(["browser", "install", "--browser", "chromium", "--user-data-dir", str(profile)]) == 0
        env = {**x_env, "HOME": str(tmp_path / "home")}  # nothing of the real home is read or written
        browser = Chromium(env, profile, [extension_dir(), *extra_extensions], url,
                           tmp_path / f"chromium-{len(started)}.log")
        started.append(browser)
        return browser

    yield start
    for browser in started:
        browser.stop()


FORGER_MANIFEST = """{"manifest_version": 3, "name": "Not Contexty", "version": "1.0",
 "background": {"service_worker": "background.js"}, "permissions": ["nativeMessaging", "tabs"]}"""
FORGER_SCRIPT = """
const port = chrome.runtime.connectNative("org.contexty.native_host");
port.onDisconnect.addListener(() => {
  const why = chrome.runtime.lastError ? chrome.runtime.lastError.message : "disconnected";
  chrome.tabs.create({url: "%(report)s?refused=" + encodeURIComponent(why), active: false});
});
port.postMessage({type: "tab", url: "https://forged.example/", title: "%(title)s"});
"""


def forger_extension(folder: Path, report_url: str) -> Path:
    """Another extension (its own id) that tries to talk to our host and reports what happened."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "manifest.json").write_text(FORGER_MANIFEST, encoding="utf-8")
    (folder / "background.js").write_text(FORGER_SCRIPT % {"report": report_url, "title": TITLE}, encoding="utf-8")
    return folder


# ---- Firefox ESR (not in CI: see tests/e2e/test_browser_firefox.py) ---------------------------
FIREFOX_PREFS = {
    "xpinstall.signatures.required": False,  # honoured by ESR, Developer Edition and Nightly only
    "extensions.autoDisableScopes": 0,  # a sideloaded add-on starts enabled
    "extensions.enabledScopes": 15,
    "extensions.update.enabled": False,
    "app.update.enabled": False,
    "app.normandy.enabled": False,
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.aboutwelcome.enabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "network.connectivity-service.enabled": False,
    "network.captive-portal-service.enabled": False,
    "browser.safebrowsing.update.enabled": False,
    "extensions.getAddons.cache.enabled": False,
}


class Firefox(Chromium):
    WINDOW_NAME = "^{title}$"  # Firefox's titles carry their own suffix: " — Mozilla Firefox"

    def __init__(self, env: dict[str, str], profile: Path, url: str, log: Path) -> None:
        from contexty_qt.browser import install

        profile.mkdir(parents=True)
        install.pack(profile / "extensions" / f"{install.firefox_extension_id()}.xpi")
        (profile / "user.js").write_text("".join(f"user_pref({json.dumps(k)}, {json.dumps(v)});\n"
                                                 for k, v in FIREFOX_PREFS.items()), encoding="utf-8")
        self.env, self.profile = env, profile
        self._log = log.open("wb")
        self.proc = subprocess.Popen(["firefox-esr", "--profile", str(profile), "--no-remote", url], env=env,
                                     stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True)


@pytest.fixture
def start_firefox(x_env: dict[str, str], tmp_path: Path,
                  monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str], Firefox]]:
    if shutil.which("firefox-esr") is None:
        pytest.skip("firefox-esr is not installed (it is not part of CI; `apt-get install firefox-esr`)")
    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))  # Firefox reads ~/.mozilla/native-messaging-hosts
    started: list[Firefox] = []

    def start(url: str) -> Firefox:
        assert contexty(["browser", "install", "--browser", "firefox"]) == 0
        browser = Firefox({**x_env, "HOME": str(home)}, tmp_path / "firefox-profile", url, tmp_path / "firefox.log")
        started.append(browser)
        return browser

    yield start
    for browser in started:
        browser.stop()
