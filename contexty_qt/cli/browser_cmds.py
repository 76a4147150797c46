"""`contexty browser install|uninstall|extension-path|status`: the browser extension's native host.

    contexty browser install [--browser firefox|chromium|chrome|all] [--user-data-dir DIR]
    contexty browser uninstall [--browser ...]
    contexty browser extension-path      the unpacked extension folder to load in the browser
    contexty browser pack FILE           the extension as one file (a Firefox .xpi)
    contexty browser status              per browser: registered? last contact with the app?

See contexty_qt/browser/install.py for where each browser looks.
"""

from __future__ import annotations

import argparse
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from contexty_qt.browser import extension_dir, install
from contexty_qt.core.paths import resolve_data_dir
from contexty_qt.core.services import open_settings

CHOICES = (*install.BROWSERS, "all")


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("browser", help="connect Firefox/Chromium/Chrome: the extension's native host",
                              description="Register the Contexty Connector's native messaging host with your "
                                          "browsers, so captures from a browser know their page.")
    actions = p.add_subparsers(dest="browser_action", metavar="ACTION", required=True)
    for name, help_text in (("install", "register the host for the current user"),
                            ("uninstall", "remove the host registration")):
        action = actions.add_parser(name, help=help_text, description=help_text)
        action.add_argument("--browser", choices=CHOICES, default="all",
                            help="which browser (default: all of them)")
        action.add_argument("--user-data-dir", metavar="DIR", type=Path, default=None,
                            help="a Chromium/Chrome started with --user-data-dir=DIR reads the host from "
                                 "DIR/NativeMessagingHosts")
        action.add_argument("--data-dir", metavar="DIR", default=argparse.SUPPRESS,
                            help="the data folder the host delivers to (default: the app's)")
        action.set_defaults(handler=cmd_install if name == "install" else cmd_uninstall)
    path = actions.add_parser("extension-path", help="print the unpacked extension folder")
    path.set_defaults(handler=cmd_extension_path)
    pack = actions.add_parser("pack", help="write the extension as one file (a Firefox .xpi)")
    pack.add_argument("file", type=Path, help="where to write it, e.g. contexty-connector.xpi")
    pack.set_defaults(handler=cmd_pack)
    status = actions.add_parser("status", help="say per browser whether the host is registered and in use")
    status.set_defaults(handler=cmd_status)
    host = actions.add_parser("host", help="run the native messaging host (browsers start it themselves)")
    host.add_argument("caller", nargs=argparse.REMAINDER)
    host.set_defaults(handler=cmd_host)


def _browsers(choice: str) -> list[str]:
    return list(install.BROWSERS) if choice == "all" else [choice]


def cmd_install(args: argparse.Namespace) -> int:
    browsers = _browsers(args.browser)
    if args.user_data_dir is not None and "firefox" in browsers:
        browsers = [b for b in browsers if b != "firefox"] if args.browser == "all" else browsers
    data_dir = getattr(args, "data_dir", None)
    written = install.install(browsers, data_dir=Path(data_dir) if data_dir else None,
                              user_data_dir=args.user_data_dir)
    for browser, path in zip(browsers, written, strict=True):
        print(f"{browser}: registered {path}")
    print(f"host program: {install.launcher_path()}")
    print(f"Now load the extension from {extension_dir()} (see README, \"Browser extension\").")
    return 0


def cmd_uninstall(args: argparse.Namespace) -> int:
    browsers = _browsers(args.browser)
    if args.user_data_dir is not None and args.browser == "all":
        browsers = [b for b in browsers if b != "firefox"]
    removed = install.uninstall(browsers, user_data_dir=args.user_data_dir)
    for path in removed:
        print(f"removed {path}")
    if not removed:
        print("nothing to remove: the host was not registered.")
    return 0


def cmd_extension_path(args: argparse.Namespace) -> int:
    print(extension_dir())
    return 0


def cmd_pack(args: argparse.Namespace) -> int:
    print(install.pack(args.file))
    return 0


def describe(browser: str, data_dir: Path, now: datetime | None = None) -> tuple[bool, str]:
    """(registered, a sentence) for one browser: used by `browser status` and `doctor`."""
    reg = install.registration(browser)
    if reg.problem is not None:
        advice = f"run `contexty browser install --browser {browser}`"
        return False, f"{reg.problem} ({reg.path}); {advice}"
    contact = install.last_contact(data_dir, browser)
    if contact is None:
        return True, (f"host registered ({reg.path}); the extension has not reached Contexty yet — load it "
                      f"from {extension_dir()} and keep Contexty running")
    age = ((now or datetime.now(UTC)) - contact).total_seconds()
    return True, f"host registered; the extension last reached Contexty {_ago(age)}"


def _ago(seconds: float) -> str:
    if seconds < 90:
        return f"{max(0, round(seconds))} s ago"
    if seconds < 2 * 3600:
        return f"{round(seconds / 60)} min ago"
    if seconds < 2 * 86400:
        return f"{round(seconds / 3600)} h ago"
    return f"{round(seconds / 86400)} days ago"


def cmd_status(args: argparse.Namespace) -> int:
    data_dir = resolve_data_dir(getattr(args, "data_dir", None), str(open_settings().get("data_dir")))
    installed = install.installed_browsers()
    for browser in install.BROWSERS:
        _, sentence = describe(browser, data_dir)
        where = "installed" if browser in installed else "not found on PATH"
        print(f"{browser} ({where}): {sentence}")
    return 0


def cmd_host(args: argparse.Namespace) -> int:
    from contexty_qt.browser.host import main

    return main([a for a in args.caller if a != "--"])
