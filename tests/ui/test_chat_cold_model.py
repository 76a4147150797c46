"""Issue 18: a chat question asked while the local model's worker is cold gets its memories from the
word and time signals at once, and the chat says so. Real parts: the model worker process, SQLite,
the chat widgets, the openai client against the fake server (which writes the answer)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from contexty_qt.core.chat import threads as th
from contexty_qt.core.chat.service import ChatService
from contexty_qt.core.embeddings import DEFAULT_MODEL, EmbeddingIndex, LocalEmbedder, WorkerEmbedder
from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
from contexty_qt.core.model import SourceType
from contexty_qt.core.modelhost import ModelHost
from contexty_qt.core.retrieval.service import RetrievalService
from contexty_qt.core.services import CoreServices
from contexty_qt.ui.bridge import EventBridge
from contexty_qt.ui.chat.model import ChatSession
from contexty_qt.ui.chat.view import ChatPanel
from tests.fakes.openai_server import FakeOpenAIServer, Reply

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def test_a_cold_model_answers_from_words_and_the_chat_says_so(core: CoreServices, fake_openai: FakeOpenAIServer,
                                                             qtbot: Any, tmp_path: Path) -> None:
    laptop = core.tree.add_memory(SourceType.SNIPPET,
                                  text="Framework laptop review: the battery life is about 11 hours")
    core.tree.add_memory(SourceType.SNIPPET, text="Cheap flights to Lisbon in March")
    EmbeddingIndex(core.store, LocalEmbedder(DEFAULT_MODEL)).ensure()
    fake_openai.on("chat_plan", Reply(json={"memories": True, "conversation": False, "queries": []}))
    fake_openai.on("chat_relevance", Reply(json={"relevant": [f"m{laptop.id}"]}))
    fake_openai.on("chat_importance", Reply(json={"ratings": []}))
    fake_openai.on("chat_answer", Reply(content=f"About 11 hours [m{laptop.id}]."))
    host = ModelHost(log_path=tmp_path / "worker.log")  # never started: the worker is cold
    retrieval = RetrievalService(core.store, core.bus,
                                 embeddings=EmbeddingIndex(core.store, WorkerEmbedder(host, DEFAULT_MODEL)))
    gateway = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small",
                                          chat_model="fake-large", timeout_s=5))
    chat = ChatService(th.ThreadStore(core.store, core.bus), core.tree, gateway, retrieval, settings=core.settings)
    bridge = EventBridge(core.bus)
    session = ChatSession(chat, bridge=bridge)
    session.open_latest()
    panel = ChatPanel(session)
    qtbot.addWidget(panel)
    panel.resize(420, 600)
    panel.show()
    try:
        retrieval.build_now()
        host.stop()  # the build started loading the model; make it cold again, as after an idle exit
        with qtbot.waitSignal(session.notice, timeout=30_000) as notice:
            session.send("how long does the laptop battery last?")
        assert "word and time matches" in notice.args[0] and "Asking again adds meaning matches" in notice.args[0]
        qtbot.waitUntil(lambda: not session.busy and session.messages[-1].state == th.DONE, timeout=30_000)
        assert list(session.messages[-1].citations) == [laptop.id]  # answered with the memory the words found
        qtbot.waitUntil(lambda: panel.view.notice.isVisible(), timeout=5000)
        assert "word and time matches" in panel.view.notice.text()  # in the chat, where the person looks
        panel.grab().save(str(tmp_path / "chat-cold-model.png"))
    finally:
        session.shutdown()
        bridge.close()
        retrieval.close()
        gateway.close()
        host.close()
