"""The chat issue wired into the real main window beside the real canvas: panels in their slots,
Add to Chat from the canvas puts a chip in the chat input, a citation selects and centres the card,
the floating widget's Chat button opens the floating chat window."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from contexty_qt.core.ai import AIServices
from contexty_qt.core.chat import threads as th
from contexty_qt.core.services import CoreServices
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.canvas.feature import CanvasFeature
from contexty_qt.ui.chat.feature import ChatFeature
from contexty_qt.ui.floating_widget import FloatingWidget
from contexty_qt.ui.main_window import MainWindow
from tests.core.test_retrieval_service import HashEmbedder
from tests.fakes.openai_server import FakeOpenAIServer, Reply

pytest_plugins = ["tests.ui.canvas_support"]
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")


@pytest.fixture
def app_parts(qtbot: Any, core: CoreServices, runner: TaskRunner,
              fake_openai: FakeOpenAIServer) -> Iterator[tuple[MainWindow, CanvasFeature, ChatFeature, dict]]:
    from tests.ui.canvas_support import build_workspace

    ids = build_workspace(core)
    for key, value in (("llm.base_url", fake_openai.base_url), ("llm.chat_model", "fake-large"),
                       ("llm.analysis_model", "fake-small")):
        core.settings.set(key, value)
    bridge = EventBridge(core.bus, core.tree.undo_stack)
    watcher = ExternalChangeWatcher(core.store)
    canvas = CanvasFeature(core.tree, bridge, watcher, runner)
    ai = AIServices(core, embedder=HashEmbedder(), in_process=True)
    chat = ChatFeature(core, ai, bridge, watcher)
    main = MainWindow(core.tree, core.settings, bridge, watcher, runner,
                      panels={**canvas.panels(), **chat.panels()}, keep_running_on_close=False)
    canvas.attach(main)
    chat.connect_canvas(canvas)
    canvas.canvas.scene.animate = False
    qtbot.addWidget(main)
    main.resize(1500, 900)
    main.show()
    qtbot.waitUntil(lambda: canvas.mirror.loaded_once and not canvas.canvas.is_busy(), timeout=5000)
    assert not chat.retrieval.ready  # built when first needed, not at launch
    chat.panel.view.input.edit.setFocus()  # the person is about to ask: the index builds
    chat.panel.view.input.edit.focused.emit()
    assert chat.retrieval.wait_ready(10)
    yield main, canvas, chat, ids
    chat.close()
    canvas.close()
    main.shutdown()
    bridge.close()
    ai.close()


def test_panels_add_to_chat_and_citations_reach_the_canvas(app_parts: Any, fake_openai: FakeOpenAIServer,
                                                           qtbot: Any) -> None:
    main, canvas, chat, ids = app_parts
    assert chat.panel.parent() is main.chat and chat.thread_panel.parent() is main.threads
    # right-click -> Add to Chat on the canvas: a chip in the chat input
    canvas.canvas.tree_actions.add_to_chat.emit([ids["m_flight"]], [ids["grant"]])
    chips = chat.panel.view.input.chip_widgets()
    assert [(c.ref.kind.value, c.ref.id) for c in chips] == [("memory", ids["m_flight"]), ("group", ids["grant"])]
    assert chips[0].title == "Flights to Lisbon"
    fake_openai.on("chat_plan", Reply(json={"memories": True, "conversation": False, "queries": []}))
    fake_openai.on("chat_relevance", Reply(json={"relevant": []}))
    fake_openai.on("chat_importance", Reply(json={"ratings": []}))
    fake_openai.on("chat_answer", Reply(content=f"Fly on Tuesday, it is cheapest [m{ids['m_flight']}]."))
    chat.panel.view.input.edit.setPlainText("when should I fly?")
    chat.panel.view.input.submit()
    qtbot.waitUntil(lambda: bool(chat.session.messages) and chat.session.messages[-1].role == "assistant"
                    and chat.session.messages[-1].state == th.DONE, timeout=10000)
    assert "[m" in fake_openai.chat_requests("chat_answer")[0].last_user
    qtbot.waitUntil(lambda: any(w.item.role == "assistant" and w.chip_widgets()
                                for w in chat.panel.view.widgets.values()), timeout=5000)
    answer = next(w for w in chat.panel.view.widgets.values() if w.item.role == "assistant")
    canvas.selection.clear()
    answer.chip_widgets()[0].click()
    assert canvas.selection.memory_ids == frozenset({ids["m_flight"]})
    card = canvas.canvas.scene.card(ids["m_flight"])
    assert card is not None
    QApplication.processEvents()
    assert card.isSelected()
    assert canvas.canvas.view.visible_scene_rect().contains(card.sceneBoundingRect().center())


def test_floating_widget_opens_the_floating_chat(app_parts: Any, core: CoreServices, qtbot: Any) -> None:
    _main, _canvas, chat, _ids = app_parts
    widget = FloatingWidget(core.settings)
    qtbot.addWidget(widget)
    chat.connect_floating_widget(widget)
    assert widget.chat_button.isEnabled()
    widget.chat_button.click()
    assert chat.window.isVisible() and chat.window.view.session is chat.panel.view.session
