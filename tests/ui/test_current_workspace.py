"""One current workspace: switching it in the running app moves chat (retrieval, threads, saved
exchanges) with it.

The whole Shell as the app builds it (offscreen), a real store on disk, the real `openai` client
against the fake server for chat and embeddings; the switch goes through the workspace switcher
in the menu bar.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from contexty_qt.app import Shell
from contexty_qt.core.chat import threads as th
from contexty_qt.core.jobs import JobQueue
from contexty_qt.core.longterm.workspaces import Workspaces
from contexty_qt.core.model import AnalysisState, Provenance, SourceType
from contexty_qt.core.services import CoreServices
from tests.core.pipeline_support import default_routes
from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest, Reply


def _cite_everything(request: FakeRequest) -> Reply:
    """An answer that cites every memory block the chat put in front of the question."""
    cited = sorted(set(re.findall(r"\[m(\d+)\]", request.last_user)))
    return Reply(content="From your notes: " + " ".join(f"[m{i}]" for i in cited))


@pytest.fixture
def shell(qtbot: Any, qapp: QApplication, core: CoreServices, fake_openai: FakeOpenAIServer) -> Iterator[Shell]:
    for key, value in (("llm.base_url", fake_openai.base_url), ("llm.chat_model", "fake-large"),
                       ("llm.analysis_model", "fake-small"), ("embeddings.backend", "openai"),
                       ("embeddings.model", "fake-embed")):
        core.settings.set(key, value)
    default_routes(fake_openai)
    fake_openai.on("chat_plan", Reply(json={"memories": True, "conversation": False, "queries": []}))
    fake_openai.on("chat_relevance", lambda request: Reply(json={"relevant": re.findall(r"m\d+", request.text)}))
    fake_openai.on("chat_importance", Reply(json={"ratings": []}))
    fake_openai.on("chat_answer", _cite_everything)
    built = Shell(qapp, core)
    yield built
    built.window.hide()
    built.shutdown()


def _ask(shell: Shell, qtbot: Any, question: str) -> tuple[int, ...]:
    session = shell.chat.session
    view = shell.chat.panel.view
    view.input.edit.setPlainText(question)
    view.input.submit()
    qtbot.waitUntil(lambda: bool(session.messages) and session.messages[-1].role == "assistant"
                    and session.messages[-1].state == th.DONE, timeout=15000)
    return session.messages[-1].citations


def test_switching_workspace_moves_chat_retrieval_threads_and_saved_exchanges(
        shell: Shell, core: CoreServices, qtbot: Any) -> None:
    spaces = Workspaces(core.tree)
    home = spaces.current().id
    trip = [core.tree.add_memory(SourceType.SNIPPET, text=text, provenance=Provenance(app="Firefox"),
                                 workspace_id=home).id
            for text in ("Lisbon hotel costs 148 euro a night", "Lisbon flights leave on Friday")]
    work = spaces.create("Conference talk").id
    talk = [core.tree.add_memory(SourceType.SNIPPET, text=text, provenance=Provenance(app="Okular"),
                                 workspace_id=work).id
            for text in ("Lisbon conference talk: slides due Monday", "Lisbon venue has a projector")]
    queue = JobQueue(core.store, core.bus)
    for memory_id in trip + talk:  # analysed already: the test is about chat, not the pipeline
        queue.set_analysis_state(memory_id, AnalysisState.DONE)
    qtbot.waitUntil(lambda: shell.chat.is_built, timeout=5000)

    cited_home = _ask(shell, qtbot, "what about lisbon?")
    assert cited_home and set(cited_home) <= set(trip)
    home_thread = shell.chat.session.thread_id

    # the switcher in the menu bar, as the person uses it
    switcher = shell.longterm.switchers[0]
    index = switcher.combo.findData(work)
    switcher.combo.setCurrentIndex(index)
    switcher.combo.activated.emit(index)
    assert core.workspace.id == work
    qtbot.waitUntil(lambda: shell.chat.session.thread_id != home_thread, timeout=5000)
    assert shell.chat.session.messages == [] and shell.chat.retrieval.workspace_id == work

    cited_work = _ask(shell, qtbot, "what about lisbon?")
    assert cited_work and set(cited_work) <= set(talk)  # only the new workspace's memories
    assert {t.id for t in shell.chat.threads.all()} == {shell.chat.session.thread_id}  # a thread of its own
    qtbot.waitUntil(lambda: work in {m.workspace_id for m in core.store.memories() if m.source is SourceType.CHAT},
                    timeout=5000)
    chats = [m for m in core.store.memories() if m.source is SourceType.CHAT]
    assert {m.workspace_id for m in chats} == {home, work}  # each exchange saved where it was asked
    assert spaces.current().id == work
