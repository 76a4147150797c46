"""GUI commands: run (the default), open, capture-text, capture-region.

Each starts the app, or, when one already runs on the same data dir, hands the command to it over
the single-instance socket and exits; that is what a desktop-environment shortcut binds to where
global hotkeys are impossible (Wayland without a portal).
"""

from __future__ import annotations

import argparse
from typing import Any

COMMANDS = {
    "run": ("open", "start Contexty (the default), or show the window of the one already running"),
    "open": ("open", "show the main window (starts Contexty first when it is not running)"),
    "capture-text": ("capture-text", "capture the selected text in the running Contexty (starts it if needed)"),
    "capture-region": ("capture-region", "capture a screen region in the running Contexty (starts it if needed)"),
}


def register(subparsers: Any) -> None:
    for name, (gui_command, help_text) in COMMANDS.items():
        parser = subparsers.add_parser(name, help=help_text, description=help_text)
        if name == "run":
            parser.add_argument("--background", action="store_true",
                                help="start in the tray without opening the window (Start at login uses this)")
        parser.set_defaults(handler=_handler(gui_command))


def _handler(gui_command: str) -> Any:
    def handler(args: argparse.Namespace) -> int:
        # imported here: `contexty add` and friends must not pay for loading Qt widgets
        from contexty_qt.app import run_gui

        command = "background" if getattr(args, "background", False) else gui_command
        return run_gui(command, getattr(args, "data_dir", None), bool(getattr(args, "verbose", False)))

    return handler
