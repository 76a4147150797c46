"""The main window's canvas showing one memory's card, selected, for the browser screenshot.

    python -m tests.e2e.browser_card_window CONTROL_DIR MEMORY_ID      (CONTEXTY_DATA_DIR set)

Writes CONTROL_DIR/ready (the card's rectangle on screen, JSON) once the card is drawn and
settled, then waits for CONTROL_DIR/quit.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QTimer

from tests.e2e.canvas_window import Shell


def main() -> int:
    control, memory_id = Path(sys.argv[1]), int(sys.argv[2])
    shell = Shell.open("contexty-browser-shot")
    window, canvas = shell.window, shell.feature.canvas
    window.resize(1920, 1080)
    window.splitter.setSizes([150, 330, 1140, 300])
    window.tabs.setCurrentWidget(shell.feature.overview)
    window.showMaximized()
    state = {"shown": 0.0}

    def tick() -> None:
        if (control / "quit").exists():
            shell.app.exit(0)
            return
        card = canvas.scene.card(memory_id) if shell.settled() else None  # made on demand: items live near the screen
        if card is None:
            return
        if not state["shown"]:
            canvas.scene.select_nodes([memory_id])
            canvas.view.set_zoom(1.5)
            canvas.view.centerOn(card.sceneBoundingRect().center())
            state["shown"] = time.monotonic()
            return
        if time.monotonic() - state["shown"] < 1.0 or (control / "ready").exists():
            return
        rect = canvas.view.mapFromScene(card.sceneBoundingRect()).boundingRect()
        top_left = canvas.view.viewport().mapToGlobal(rect.topLeft())
        (control / "ready").write_text(json.dumps({"x": top_left.x(), "y": top_left.y(), "width": rect.width(),
                                                   "height": rect.height()}))

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(100)
    code = shell.app.exec()
    timer.stop()
    shell.close()
    return code


if __name__ == "__main__":
    sys.exit(main())
