"""`contexty autostart on|off|status`: start Contexty at login (an XDG autostart entry).

The entry file is the setting (contexty_qt/capture/autostart.py); the tray's "Start at login"
check mark reads the same file, so the two never disagree.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from contexty_qt.capture import autostart
from contexty_qt.cli import fail


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("autostart", help="start Contexty at login: on, off or status",
                              description="Start Contexty at login through an XDG autostart entry "
                                          f"($XDG_CONFIG_HOME/autostart/{autostart.ENTRY_NAME}).")
    p.add_argument("state", choices=("on", "off", "status"), nargs="?", default="status",
                   help="on: write the entry; off: remove it; status (the default): say which")
    p.set_defaults(handler=cmd_autostart)


def cmd_autostart(args: argparse.Namespace) -> int:
    reason = autostart.supported()
    if reason:
        return fail(reason)
    path = autostart.entry_path()
    if args.state == "on":
        command = [*autostart.launch_command(), "run", "--background"]  # in the tray, window closed
        data_dir = getattr(args, "data_dir", None)
        if data_dir:  # a chosen data folder is started at login too
            command += ["--data-dir", str(Path(data_dir).expanduser().resolve())]
        autostart.enable(command)
        print(f"on: Contexty starts at login ({path}).")
    elif args.state == "off":
        removed = autostart.disable()
        print(f"off: {'removed ' + str(path) if removed else 'there was no autostart entry'}.")
    elif autostart.is_enabled():
        print(f"on: {path}\nExec={autostart.exec_line()}")
    elif path.exists():
        print(f"off: {path} exists but is switched off (Hidden=true or X-GNOME-Autostart-enabled=false).")
    else:
        print(f"off: no {path}.")
    return 0
