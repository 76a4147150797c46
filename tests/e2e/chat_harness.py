"""The chat beside the canvas, in a real X session, narrating what happens (one JSON object per line).

    python -m tests.e2e.chat_harness --base-url URL

Builds the core services (dirs from CONTEXTY_* variables), a workspace of real-looking captures (the
trip and laptop tasks of bench/data, analysed offline and grouped by subtopic), and the app's main
window with the canvas and chat features exactly as the composition root wires them, plus the
floating chat window. The model is the fake OpenAI-compatible server at URL (started by the test);
embeddings are a hashed bag of words (no model download). Events: ready (memory ids by snippet id,
the floating chat's input in global coordinates), answer (state, citations, the first citation chip
in global coordinates), selection (memory ids selected on the canvas, whether the card is inside
the visible canvas). Stdin: "quit".
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from PySide6.QtCore import QPoint, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from contexty_qt.core.ai import AIServices
from contexty_qt.core.chat import threads as th
from contexty_qt.core.model import AnalysisState, Provenance, SourceType
from contexty_qt.core.services import CoreServices, open_core
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.canvas.feature import CanvasFeature
from contexty_qt.ui.chat.feature import ChatFeature
from contexty_qt.ui.main_window import MainWindow

TASKS = {"trip": "Lisbon trip", "laptop": "New laptop"}
SUBTOPICS = {"flights": "Flights", "accommodation": "Where to stay", "itinerary": "Itinerary",
             "specs": "Specs", "prices": "Prices", "reviews": "Reviews"}


def emit(event: str, **fields: Any) -> None:
    print(json.dumps({"event": event, "t": time.monotonic(), **fields}, default=str), flush=True)


def geometry(widget: QWidget) -> dict[str, int]:
    top_left = widget.mapToGlobal(QPoint(0, 0))
    return {"x": top_left.x(), "y": top_left.y(), "width": widget.width(), "height": widget.height()}


def seed(core: CoreServices) -> dict[str, int]:
    """The trip and laptop captures of the benchmark corpus, analysed offline, in their groups."""
    from bench.datasets import load_snippets
    from contexty_qt.core.llm.offline import AnalysisInput, analyze_offline
    from contexty_qt.core.ontology import Ontology

    ontology = Ontology(core.store)
    ontology.ensure_seeded()
    tree = core.tree
    ids: dict[str, int] = {}
    groups: dict[tuple[str, str], list[int]] = {}
    for s in load_snippets():
        if s.task not in TASKS or (s.task == "laptop" and s.subtopic == "reviews"):
            continue
        prov = Provenance(s.app, s.window_title, s.url)
        result = analyze_offline(AnalysisInput(SourceType.SNIPPET, s.text, s.memo, "", prov, s.captured_at), ontology)
        memory = tree.add_memory(SourceType.SNIPPET, text=s.text, memo=s.memo, provenance=prov,
                                 captured_at=s.captured_at)
        tree.edit_memory(memory.id, title=result.title, summary=result.summary, tags=result.tags,
                         user_context=result.user_context, analysis_state=AnalysisState.DONE)
        ids[s.id] = memory.id
        groups.setdefault((s.task, s.subtopic), []).append(memory.id)
    parents: dict[str, int] = {}
    for (task, subtopic), members in groups.items():
        if task not in parents:
            parents[task] = tree.add_group(TASKS[task]).id
        child = tree.add_group(SUBTOPICS[subtopic], parent_id=parents[task])
        tree.move_memories(members, child.id)
    return ids


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base-url", required=True)
    args = parser.parse_args()

    core = open_core()
    for key, value in (("llm.base_url", args.base_url), ("llm.chat_model", "fake-large"),
                       ("llm.analysis_model", "fake-small")):
        core.settings.set(key, value)
    ids = seed(core)

    app = QApplication(["contexty"])
    app.setApplicationName("Contexty")
    app.setQuitOnLastWindowClosed(False)
    from tests.core.test_retrieval_service import HashEmbedder

    runner = TaskRunner()
    bridge = EventBridge(core.bus, core.tree.undo_stack)
    watcher = ExternalChangeWatcher(core.store)
    canvas = CanvasFeature(core.tree, bridge, watcher, runner)
    ai = AIServices(core, embedder=HashEmbedder(), in_process=True)
    chat = ChatFeature(core, ai, bridge, watcher)
    window = MainWindow(core.tree, core.settings, bridge, watcher, runner,
                        panels={**canvas.panels(), **chat.panels()}, keep_running_on_close=False)
    canvas.attach(window)
    chat.connect_canvas(canvas)
    window.setGeometry(0, 0, 1920, 1080)  # the window manager maximizes it anyway
    window.show()
    window.splitter.setSizes([200, 330, 960, 430])
    chat.window.open()
    chat.window.setGeometry(14, 470, 410, 590)  # over the threads and timeline, clear of both chats

    def selection_changed(_source: object) -> None:
        QApplication.processEvents()
        selected = sorted(canvas.selection.memory_ids)
        visible = False
        for memory_id in selected:
            card = canvas.canvas.scene.card(memory_id)
            if card is not None:
                visible = canvas.canvas.view.visible_scene_rect().contains(card.sceneBoundingRect().center())
        emit("selection", memory_ids=selected, visible=visible)

    canvas.selection.changed.connect(lambda source: QTimer.singleShot(50, lambda: selection_changed(source)))

    def busy(now_busy: bool) -> None:
        if now_busy:
            return

        def report() -> None:
            last = chat.session.messages[-1] if chat.session.messages else None
            if last is None or last.role != "assistant" or last.state == th.STREAMING:
                return
            widget = chat.window.view.widgets.get(last.id)
            chips = widget.chip_widgets() if widget is not None else []
            chat.window.view._scroll_to_end()
            QApplication.processEvents()
            emit("answer", state=last.state, citations=list(last.citations),
                 chip=geometry(chips[0]) if chips else None,
                 latency=chat.window.view.latency_summary())

        QTimer.singleShot(200, report)

    chat.session.busy_changed.connect(busy)

    def on_stdin() -> None:
        line = sys.stdin.readline().strip()
        if not line or line == "quit":
            notifier.setEnabled(False)
            app.quit()

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(on_stdin)

    def ready() -> None:
        if not canvas.mirror.loaded_once or canvas.canvas.is_busy() or not chat.retrieval.ready:
            QTimer.singleShot(100, ready)
            return
        emit("ready", ids=ids, input=geometry(chat.window.view.input.edit), floating=geometry(chat.window))

    QTimer.singleShot(300, ready)
    try:
        return app.exec()
    finally:
        chat.close()
        canvas.close()
        window.shutdown()
        bridge.close()
        runner.shutdown()
        ai.close()
        core.close()
        emit("stopped")


if __name__ == "__main__":
    sys.exit(main())
