"""One AIServices for the whole app: a change of the embedding model reaches every feature that embeds.

Real parts: the store on disk, the real `openai` client against the fake server (its /v1/embeddings
answers any model name and the test reads which model each request named), the real chat and
long-term features and the real job runner with every job kind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from contexty_qt.core.ai import AIServices
from contexty_qt.core.jobs import PLACE, REEMBED
from contexty_qt.core.longterm.repository import RepoFilter
from contexty_qt.core.longterm.sessions import POST_THINK, EndReason
from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.core.services import CoreServices
from contexty_qt.core.wiring import create_runner
from contexty_qt.ui.bridge import EventBridge, ExternalChangeWatcher, TaskRunner
from contexty_qt.ui.chat.feature import ChatFeature
from contexty_qt.ui.repository.feature import LongtermFeature
from tests.fakes.openai_server import FakeOpenAIServer


def _embedding_models(fake: FakeOpenAIServer, action: Callable[[], Any]) -> list[str]:
    """The model named by every embeddings request `action` made."""
    fake.requests.clear()
    action()
    return [str(r.body.get("model")) for r in list(fake.requests) if r.path.endswith("/embeddings")]


def test_changing_the_embedding_model_reaches_pipeline_chat_repository_search_and_post_thinking(
        core: CoreServices, fake_openai: FakeOpenAIServer, qtbot: Any) -> None:
    for key, value in (("llm.base_url", fake_openai.base_url), ("embeddings.backend", "openai"),
                       ("embeddings.model", "embed-old")):
        core.settings.set(key, value)
    ai = AIServices(core, in_process=True)
    bridge, watcher = EventBridge(core.bus, core.tree.undo_stack), ExternalChangeWatcher(core.store)
    tasks = TaskRunner()
    chat = ChatFeature(core, ai, bridge, watcher, start=False)
    longterm = LongtermFeature(core, ai, bridge, watcher, tasks)
    jobs = create_runner(core, ai)  # the app's one runner: the pipeline's kinds and post-thinking's
    try:
        for text in ("Hotel in Lisbon, 148 euro a night", "Flights to Lisbon on Friday"):
            core.tree.add_memory(SourceType.SNIPPET, text=text, provenance=Provenance(app="Firefox"))
        assert _embedding_models(fake_openai, jobs.run_until_idle) and ai.embedding_model() == "openai:embed-old"
        assert set(_embedding_models(fake_openai, lambda: chat.retrieval.search("lisbon hotel"))) == {"embed-old"}
        before = _embedding_models(fake_openai, lambda: longterm.controller.repo.search("lisbon", RepoFilter()))
        assert set(before) == {"embed-old"}

        def switch_model_then_use_every_feature() -> None:
            core.settings.set("embeddings.model", "embed-new")
            core.tree.add_memory(SourceType.SNIPPET, text="Museum tickets in Lisbon",
                                 provenance=Provenance(app="Firefox"))
            jobs.run_until_idle()  # the pipeline: the new capture, the re-embedding the change queued
            chat.retrieval.search("museum tickets")
            longterm.controller.repo.search("lisbon museum", RepoFilter())

        used = _embedding_models(fake_openai, switch_model_then_use_every_feature)
        assert used and set(used) == {"embed-new"}
        # every feature's index is the new model's, wherever it asks from
        indexes = {
            "pipeline (place)": jobs.handlers[PLACE].index,  # type: ignore[attr-defined]
            "re-embedding": jobs.handlers[REEMBED].index,  # type: ignore[attr-defined]
            "post-thinking": jobs.handlers[POST_THINK].index,  # type: ignore[attr-defined]
            "chat retrieval": lambda: chat.retrieval.embeddings,
            "repository search": lambda: longterm.controller.repo.embeddings,
        }
        assert {name: get().embedder.model_name for name, get in indexes.items()} == \
            dict.fromkeys(indexes, "openai:embed-new")
        # …and post-thinking at the session's end: its vectors are the new model's
        session = longterm.sessions.open_session(core.store.default_workspace_id())
        assert session is not None
        longterm.sessions.end(session.id, EndReason.EXPLICIT)
        core.settings.set("embeddings.model", "embed-newer")
        used = _embedding_models(fake_openai, jobs.run_until_idle)
        assert set(used) <= {"embed-newer"}
        assert jobs.handlers[POST_THINK].index().embedder.model_name == "openai:embed-newer"  # type: ignore[attr-defined]
        done = [j for j in jobs.queue.jobs() if j.kind == POST_THINK]
        assert done and all(j.state.value == "done" for j in done)
    finally:
        jobs.close(timeout=10)
        chat.close()
        longterm.shutdown()
        tasks.shutdown()
        bridge.close()
        ai.close()
