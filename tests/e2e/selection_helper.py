"""A stand-in for "some other application" in end-to-end tests.

    python tests/e2e/selection_helper.py --app NotesHelper --title "draft.txt — Notes" \
        --text "selected words" --keylog /tmp/keys.jsonl

A window whose WM_CLASS class and title we choose, which owns the X11 PRIMARY selection with
`--text` and writes every key event it receives to `--keylog` (to prove a hotkey was NOT
delivered to it). Lines on stdin change it while it runs: "title <new title>", "text <new>"; EOF quits.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from PySide6.QtCore import QSocketNotifier
from PySide6.QtGui import QClipboard, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QApplication, QPlainTextEdit


class Editor(QPlainTextEdit):
    def __init__(self, keylog: str) -> None:
        super().__init__()
        self._keylog = open(keylog, "a", encoding="utf-8") if keylog else None  # noqa: SIM115

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._keylog is not None:
            self._keylog.write(json.dumps({"key": event.key(), "text": event.text(),
                                           "modifiers": event.modifiers().value, "t": time.monotonic()}) + "\n")
            self._keylog.flush()
        super().keyPressEvent(event)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", default="NotesHelper")
    parser.add_argument("--title", default="draft.txt — Notes")
    parser.add_argument("--text", default="")
    parser.add_argument("--keylog", default="")
    parser.add_argument("--color", default="")
    parser.add_argument("--font-size", type=int, default=0)
    args = parser.parse_args()

    app = QApplication([args.app])
    app.setApplicationName(args.app)  # becomes the class part of WM_CLASS
    editor = Editor(args.keylog)
    editor.setWindowTitle(args.title)
    editor.setPlainText(args.text)
    style = [f"background: {args.color};" if args.color else "",
             f"font-size: {args.font_size}pt; padding: 24px 48px;" if args.font_size else ""]
    if any(style):
        editor.setStyleSheet(f"QPlainTextEdit {{ {' '.join(style)} }}")
    editor.show()

    def own_selection(text: str) -> None:
        if text:
            QGuiApplication.clipboard().setText(text, QClipboard.Mode.Selection)

    own_selection(args.text)

    def on_stdin() -> None:
        line = sys.stdin.readline()
        if not line:  # the test closed our stdin: done
            notifier.setEnabled(False)
            app.quit()
            return
        command, _, value = line.rstrip("\n").partition(" ")
        if command == "title":
            editor.setWindowTitle(value)
        elif command == "text":
            editor.setPlainText(value)
            own_selection(value)
        print(f"ok {command}", flush=True)

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(on_stdin)
    print("ready", flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
