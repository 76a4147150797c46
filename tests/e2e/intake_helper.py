"""Another application for the paste and drop tests: it owns the X clipboard or starts a drag.

    python -m tests.e2e.intake_helper clip-text TEXT     # the clipboard holds TEXT while this runs
    python -m tests.e2e.intake_helper clip-image         # the clipboard holds a 160x90 image
    python -m tests.e2e.intake_helper drag PATH          # a window; a press on it drags PATH's file URL

Prints "ready" (and, for drag, the window's centre "x y") once it is set up, then "dropped ACTION" when
a drag ends; quits on "quit" or end of stdin.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QMimeData, QSocketNotifier, Qt, QTimer, QUrl
from PySide6.QtGui import QColor, QDrag, QGuiApplication, QImage, QMouseEvent
from PySide6.QtWidgets import QApplication, QLabel


class DragSource(QLabel):
    def __init__(self, path: str) -> None:
        super().__init__(f"Drag me: {path}")
        self.path = path
        self.setWindowTitle("Drag source")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # a dialog: the window manager (matchbox) floats it over the app instead of stacking a full window
        self.setWindowFlags(Qt.WindowType.Dialog)
        self.setStyleSheet("background: #ffe9a8; border: 1px solid #886;")
        self.resize(220, 120)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        mime = QMimeData()
        mime.setUrls([QUrl.fromLocalFile(self.path)])
        drag = QDrag(self)
        drag.setMimeData(mime)
        action = drag.exec(Qt.DropAction.CopyAction)
        print(f"dropped {action.name}", flush=True)


def main() -> int:
    app = QApplication(["intake-helper"])
    command = sys.argv[1]
    keep: list[object] = []
    if command == "clip-text":
        QGuiApplication.clipboard().setText(sys.argv[2])
    elif command == "clip-image":
        image = QImage(160, 90, QImage.Format.Format_RGB32)
        image.fill(QColor(30, 120, 200))
        QGuiApplication.clipboard().setImage(image)
    elif command == "drag":
        source = DragSource(sys.argv[2])
        source.show()
        keep.append(source)

        def report() -> None:
            corner = source.mapToGlobal(source.rect().topLeft())
            print(f"ready {corner.x() + 20} {corner.y() + 20} {corner.x()} {corner.y()} {source.width()} "
                  f"{source.height()}", flush=True)

        QTimer.singleShot(300, report)
    if command != "drag":
        QTimer.singleShot(300, lambda: print("ready", flush=True))

    def on_stdin() -> None:
        line = sys.stdin.readline().strip()
        if not line or line == "quit":
            notifier.setEnabled(False)
            app.quit()

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(on_stdin)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
