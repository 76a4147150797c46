"""The long-term memory window over a data dir, on a real X display, for the screenshot test. Run as
`python -m tests.e2e.repository_window CONTROL_DIR` with CONTEXTY_DATA_DIR set.

Steps: map (the Map tab, a cluster lassoed, the pointer over a dot so its preview shows) -> search (a
question typed into the search box, the first hit selected) -> quit. It writes CONTROL_DIR/ready-<step>
(JSON: what the step shows and the window's geometry) when the view has settled and waits for
CONTROL_DIR/go-<next step>. Embeddings: the packaged MiniLM in this process.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import numpy as np
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from contexty_qt.core.ai import AIServices
from contexty_qt.core.services import open_core
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.repository.feature import LongtermFeature

STEPS = ("map", "search", "quit")
QUERY = "what did the reviewers ask about calibration"


def main() -> int:
    control = Path(sys.argv[1])
    app = QApplication(["contexty-repository-shot"])
    app.setApplicationName("Contexty")
    core = open_core(None)
    bridge = EventBridge(core.bus, core.tree.undo_stack)
    watcher = ExternalChangeWatcher(core.store)
    runner = TaskRunner()
    ai = AIServices(core, in_process=True)
    feature = LongtermFeature(core, ai, bridge, watcher, runner)
    window = feature.open_window("map")
    window.resize(1400, 860)
    window.move(40, 40)
    window.show()
    state = {"step": 0, "since": time.monotonic(), "phase": 0}

    def write(step: str, info: dict[str, object]) -> None:
        geo = window.frameGeometry()
        info["geometry"] = [geo.x(), geo.y(), geo.width(), geo.height()]
        (control / f"ready-{step}").write_text(json.dumps(info))

    def tick() -> None:
        step = STEPS[state["step"]]
        if step == "quit":
            app.quit()
            return
        if state["phase"] == 1:  # shown: wait for the go signal
            if (control / f"go-{STEPS[state['step'] + 1]}").exists():
                state["step"] += 1
                state["phase"] = 0
            return
        view = window.map
        if step == "map":
            if view.data is None or not view.wait_drawn(100):
                return
            data = view.data
            biggest = max(data.clusters, key=lambda c: c.size)
            members = np.flatnonzero(data.labels == biggest.label)
            t = view.transform()
            pts = [t.map(QPointF(float(x), float(y))) for x, y in data.xy[members]]
            xs, ys = [p.x() for p in pts], [p.y() for p in pts]
            pad = 14.0
            box = [QPointF(min(xs) - pad, min(ys) - pad), QPointF(max(xs) + pad, min(ys) - pad),
                   QPointF(max(xs) + pad, max(ys) + pad), QPointF(min(xs) - pad, max(ys) + pad)]
            if not view.selected_ids():
                view.lasso(box)
                state["since"] = time.monotonic()
            other = next((i for i in range(len(data)) if data.labels[i] != biggest.label), 0)
            spot = t.map(QPointF(float(data.xy[other, 0]), float(data.xy[other, 1]))).toPoint()
            QCursor.setPos(view.mapToGlobal(spot))
            QTest.mouseMove(view, spot)
            if time.monotonic() - state["since"] < 2.5:  # let the hover preview appear
                return
            write(step, {"clusters": [c.keywords for c in data.clusters], "memories": len(data),
                         "selected": len(view.selected_ids())})
            state["phase"] = 1
        elif step == "search":
            if window.tabs.currentIndex() != 0:
                QCursor.setPos(QPoint(5, 5))
                window.tabs.setCurrentIndex(0)
                window.query.setText(QUERY)
                window.run_search()
                return
            if window.results.count() == 0 or window.status.text().startswith("Searching"):
                return
            if not state.get("again"):  # the first search also loads the sentence model paths: ask again
                state["again"] = 1
                window.run_search()
                return
            if not window.results.selectedItems():
                window.results.setCurrentRow(0)
                window.results.item(0).setSelected(True)
                state["since"] = time.monotonic()
                return
            if time.monotonic() - state["since"] < 1.0:
                return
            hits = [window.results.item(i).data(Qt.ItemDataRole.UserRole + 1) for i in range(window.results.count())]
            write(step, {"hits": [h.memory.display_title() for h in hits[:8]],
                         "sentences": [h.sentence.text for h in hits[:8]], "status": window.status.text()})
            state["phase"] = 1

    timer = QTimer()
    timer.setInterval(100)
    timer.timeout.connect(tick)
    timer.start()
    app.exec()
    timer.stop()
    feature.shutdown()
    runner.shutdown()
    bridge.close()
    ai.close()
    core.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
