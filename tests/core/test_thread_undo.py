"""Renaming and deleting a chat thread are undoable steps (issue 17): undo brings back the thread with its
messages, running summary and what each answer was given."""

from __future__ import annotations

from typing import Any

from contexty_qt.core.chat.threads import ThreadStore
from contexty_qt.core.model import SourceType


def state(core: Any) -> dict[str, list[tuple[Any, ...]]]:
    return {t: [tuple(r) for r in core.store.query(f"SELECT * FROM {t} ORDER BY 1, 2")]
            for t in ("threads", "messages", "thread_summaries", "message_context")}


def test_rename_and_delete_of_a_thread_are_undone_exactly(core: Any) -> None:
    threads = ThreadStore(core.store, core.bus, tree=core.tree)
    memory = core.tree.add_memory(SourceType.SNIPPET, text="Lisbon flights")
    thread = threads.create("Trip planning")
    question = threads.add_message(thread.id, "user", "When is the cheapest flight?")
    answer = threads.add_message(thread.id, "assistant", "On Tuesday [m1].")
    threads.set_context(answer.id, [(memory.id, "retrieved", 1.0)])
    threads.set_summary(thread.id, "Flights to Lisbon.", answer.id)
    threads.rename(thread.id, "Lisbon trip")
    assert core.tree.undo_stack.undo_text == "Rename chat “Trip planning” to “Lisbon trip”"
    before = state(core)
    threads.delete(thread.id)
    assert threads.all() == [] and core.store.messages(thread.id) == []
    assert core.tree.undo() == "Delete chat “Lisbon trip”"
    assert state(core) == before
    assert [m.id for m in threads.messages(thread.id)] == [question.id, answer.id]
    assert core.tree.undo() == "Rename chat “Trip planning” to “Lisbon trip”"
    assert threads.get(thread.id).title == "Trip planning"
    core.tree.redo()
    core.tree.redo()
    assert threads.all() == []
