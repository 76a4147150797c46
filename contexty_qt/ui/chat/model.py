"""The chat model both chat views show (CHAT-1): one `ChatSession` per app, shared by the panel in
the main window and the floating chat window, so a message sent in one appears in the other at once
and a streaming answer grows in both.

Answers are produced by the core `ChatService` on a worker thread (one turn at a time); its progress
comes back as Qt signals, delivered on the GUI thread. Tokens are handed to the views as they
arrive; each view measures the time from a token's arrival to its display (`token_latencies_ms`).
The session also follows the store (EventBridge): threads or messages written elsewhere (the CLI,
another window) reload the current thread.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from contexty_qt.core.chat import threads as th
from contexty_qt.core.chat.context import Reference, RefKind, parse_mentions
from contexty_qt.core.chat.controller import Decision
from contexty_qt.core.chat.prompting import Refinement
from contexty_qt.core.chat.service import ChatService, ProbeOutcome, TurnObserver, TurnResult
from contexty_qt.core.events import ChangeEvent, Entity
from contexty_qt.core.model import Message, Thread
from contexty_qt.core.retrieval.service import COLD_MODEL_NOTE
from contexty_qt.ui.bridge import Task, TaskRunner
from contexty_qt.ui.chat.fuzzy import Candidate, fuzzy_rank

log = logging.getLogger("contexty.ui.chat")

MAX_CANDIDATES = 5000  # memories the @ completer matches against (the newest)


@dataclass(frozen=True)
class MessageItem:
    """A message as the views draw it."""

    id: int
    role: str
    content: str
    state: str
    citations: tuple[int, ...] = ()
    error: str = ""

    @classmethod
    def of(cls, message: Message, error: str = "") -> MessageItem:
        return cls(message.id, message.role, message.content, message.state, tuple(message.citations), error)

    @property
    def streaming(self) -> bool:
        return self.state == th.STREAMING

    @property
    def retryable(self) -> bool:
        return self.role == "assistant" and self.state in (th.PARTIAL, th.ERROR, th.STOPPED, th.NO_MODEL)


class _Relay(QObject):
    """Signals emitted by the worker thread; Qt queues them to the GUI thread."""

    added = Signal(object)  # Message
    context = Signal(int, object)  # message id, Context
    token = Signal(int, str, float)  # message id, text, perf_counter at arrival
    finished = Signal(object)  # TurnResult
    failed = Signal(str)
    probe = Signal(object)  # ProbeOutcome


class _Observer(TurnObserver):
    def __init__(self, relay: _Relay) -> None:
        self.relay = relay
        self.ended = False  # the turn's result was reported

    def message_added(self, message: Message) -> None:
        self.relay.added.emit(message)

    def context_ready(self, message_id: int, context: Any, decision: Decision | None) -> None:
        self.relay.context.emit(message_id, context)

    def token(self, message_id: int, text: str, arrived: float) -> None:
        self.relay.token.emit(message_id, text, arrived)

    def finished(self, result: TurnResult) -> None:
        self.ended = True
        self.relay.finished.emit(result)

    def probe_ready(self, outcome: ProbeOutcome) -> None:
        self.relay.probe.emit(outcome)


class ChatSession(QObject):
    thread_changed = Signal(int)  # the current thread (views reload)
    threads_changed = Signal()  # the list of threads changed
    messages_reset = Signal()  # every message of the current thread, redraw all
    message_added = Signal(object)  # MessageItem appended to the current thread
    message_updated = Signal(object)  # MessageItem changed (final content, state, citations)
    token_arrived = Signal(int, str, float)  # message id, text, perf_counter at arrival
    busy_changed = Signal(bool)
    reference_added = Signal(object, str)  # Reference, title: "Add to Chat" -> a chip in the inputs
    references_sent = Signal()  # a message went out: the inputs drop their chips
    citation_activated = Signal(int)  # memory id: the canvas selects, centres and flashes the card
    probe_ready = Signal(object)  # ProbeOutcome: show both answers side by side
    probe_resolved = Signal(int)  # probe id: the person chose; every view drops the comparison
    notice = Signal(str)  # a sentence for the person (errors are also shown inline on the message)

    def __init__(self, chat: ChatService, *, bridge: Any = None, runner: TaskRunner | None = None,
                 parent: QObject | None = None) -> None:
        """`runner`: the app's TaskRunner runs the turns (else one of the session's own)."""
        super().__init__(parent)
        self._own_runner = runner is None
        self._runner = runner if runner is not None else TaskRunner(max_threads=1, parent=self)
        self.chat = chat
        self.threads = chat.threads
        self.store = chat.store
        self._relay = _Relay(self)
        self._relay.added.connect(self._on_added)
        self._relay.token.connect(self._on_token)
        self._relay.finished.connect(self._on_finished)
        self._relay.failed.connect(self._on_failed)
        self._relay.probe.connect(self.probe_ready)
        self._turn: Task | None = None  # the turn running on the TaskRunner
        self._closed = False
        self._cancel = threading.Event()
        self._streaming_id: int | None = None
        self._errors: dict[int, str] = {}
        self.messages: list[MessageItem] = []
        self.thread_id: int | None = None
        self._titles: dict[int, str] = {}
        self._candidates: list[Candidate] | None = None
        self._thread_list: list[Thread] = []
        self._workspace = self.threads.workspace_id  # the workspace whose threads are shown
        if bridge is not None:
            bridge.changed.connect(self.on_changes)

    # ---- threads -------------------------------------------------------------------------------
    def all_threads(self) -> list[Thread]:
        """The threads, newest activity first (a cached list: views never wait on the store)."""
        return list(self._thread_list)

    def _reload_threads(self) -> None:
        self._thread_list = self.threads.all()
        self.threads_changed.emit()

    def open_latest(self) -> None:
        """Show the most recently used thread (none yet: the first message starts one)."""
        self._reload_threads()
        if self._thread_list:
            self.switch_thread(self._thread_list[0].id)

    def open_latest_async(self, submit: Callable[..., Any]) -> None:
        """`open_latest` with the reading done by `submit(fn, on_done, on_error)` (a TaskRunner), so the
        GUI thread never waits for the store while the app starts."""
        threads = self.threads

        def read() -> tuple[list[Thread], list[Message]]:
            found = threads.all()
            return found, threads.messages(found[0].id) if found else []

        def done(result: tuple[list[Thread], list[Message]]) -> None:
            if self._closed or self.thread_id is not None or self.busy:
                return
            self._thread_list, messages = result
            self.threads_changed.emit()
            if self._thread_list:
                self.thread_id = self._thread_list[0].id
                self.messages = [MessageItem.of(m) for m in messages]
                self.messages_reset.emit()
                self.thread_changed.emit(self.thread_id)

        submit(read, done, lambda exc: self.notice.emit(f"The chat threads could not be read: {exc}"))

    def new_thread(self) -> int:
        if self.busy:
            self.notice.emit("Wait for the answer to finish (or stop it) before starting a thread.")
            return self.thread_id or 0
        thread = self.threads.create()
        self._reload_threads()
        self.switch_thread(thread.id)
        return thread.id

    def switch_thread(self, thread_id: int) -> None:
        if self.busy:
            self.notice.emit("Wait for the answer to finish (or stop it) before switching threads.")
            return
        self.thread_id = thread_id
        self._load()
        self.thread_changed.emit(thread_id)

    def rename_thread(self, thread_id: int, title: str) -> None:
        try:
            self.threads.rename(thread_id, title)
        except Exception as exc:
            self.notice.emit(str(exc))
            return
        self._reload_threads()

    def delete_thread(self, thread_id: int) -> None:
        if self.busy and thread_id == self.thread_id:
            self.notice.emit("Stop the answer before deleting its thread.")
            return
        self.threads.delete(thread_id)
        if thread_id == self.thread_id:
            self.thread_id = None
            self.messages = []
            self.messages_reset.emit()
            self.open_latest()
            if self.thread_id is None:
                self.thread_changed.emit(0)
        else:
            self._reload_threads()

    def thread_title(self) -> str:
        return next((t.title for t in self._thread_list if t.id == self.thread_id), "")

    def _load(self) -> None:
        if self.thread_id is None:
            self.messages = []
        else:
            self.messages = [MessageItem.of(m, self._errors.get(m.id, ""))
                             for m in self.threads.messages(self.thread_id)]
        self.messages_reset.emit()

    # ---- sending -------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """A turn is under way until its end (result or failure) has been handled here, on the GUI thread.
        The worker returning is not the end: its result may still be queued behind a store change, which
        would then redraw the failed answer from the store without its reason ("The answer failed.")."""
        return self._turn is not None

    def model_problem(self) -> str | None:
        return self.chat.model_problem()

    def warm(self) -> None:
        """The person is about to ask (the input got the focus): have the search index built."""
        retrieval = self.chat.retrieval
        if retrieval is not None and hasattr(retrieval, "warm"):
            retrieval.warm()

    def send(self, text: str, refs: Sequence[Reference] = ()) -> bool:
        """Send a message in the current thread; False when it cannot go now (busy, empty)."""
        if not text.strip() and not refs:
            return False
        if self.busy:
            self.notice.emit("An answer is still being written; stop it or wait.")
            return False
        if self.thread_id is None:
            self.new_thread()
        thread_id = self.thread_id
        assert thread_id is not None
        self.references_sent.emit()
        return self._start(lambda observer, cancel: self.chat.ask(thread_id, text, refs, observer=observer,
                                                                   cancel=cancel))

    def retry(self, message_id: int) -> bool:
        if self.busy:
            return False
        self._errors.pop(message_id, None)
        return self._start(lambda observer, cancel: self.chat.retry(message_id, observer=observer, cancel=cancel),
                           reset_id=message_id)

    def refine(self, message_id: int, refinement: Refinement) -> bool:
        if self.busy or refinement.empty():
            return False
        return self._start(lambda observer, cancel: self.chat.refine(message_id, refinement, observer=observer,
                                                                      cancel=cancel))

    def stop(self) -> None:
        self._cancel.set()

    def choose_probe(self, outcome: ProbeOutcome, choice: str) -> None:
        try:
            self.chat.choose_probe(outcome, choice)
        except Exception as exc:
            self.notice.emit(f"The choice could not be saved: {exc}")
        self._reload_message(outcome.message_id)

    def _start(self, work: Callable[[TurnObserver, threading.Event], TurnResult], reset_id: int | None = None) -> bool:
        self._cancel = threading.Event()
        observer, cancel = _Observer(self._relay), self._cancel
        if reset_id is not None:
            self._set_item(reset_id, content="", state=th.STREAMING, citations=(), error="")
            self._streaming_id = reset_id

        def run() -> None:
            try:
                work(observer, cancel)
            except Exception as exc:  # a bug or a store error: say so on the GUI thread, never crash
                log.exception("chat turn failed")
                self._relay.failed.emit(str(exc) or type(exc).__name__)
                return
            if not observer.ended:  # a turn always ends on the GUI thread, or the chat would stay busy
                self._relay.failed.emit("the answer ended without a result")

        self._turn = self._runner.submit(run)  # progress and the end arrive through the relay's signals
        self.busy_changed.emit(True)
        return True

    # ---- progress from the worker (GUI thread) ----------------------------------------------------
    @Slot(object)
    def _on_added(self, message: Message) -> None:
        if self._closed:
            return
        if message.thread_id != self.thread_id:
            return
        if any(m.id == message.id for m in self.messages):
            return
        item = MessageItem.of(message)
        self.messages.append(item)
        if item.streaming:
            self._streaming_id = item.id
        self.message_added.emit(item)

    @Slot(int, str, float)
    def _on_token(self, message_id: int, text: str, arrived: float) -> None:
        if self._closed:
            return
        for index, item in enumerate(self.messages):
            if item.id == message_id:
                self.messages[index] = replace(item, content=item.content + text)
                break
        self.token_arrived.emit(message_id, text, arrived)

    @Slot(object)
    def _on_finished(self, result: TurnResult) -> None:
        if self._closed:
            return
        self._join()
        if result.error:
            self._errors[result.message_id] = result.error
        if COLD_MODEL_NOTE in result.notes:  # issue 18: say that meaning matches were not waited for
            self.notice.emit(f"This answer used word and time matches: {COLD_MODEL_NOTE.split('; ', 1)[0]}. "
                             "Asking again adds meaning matches.")
        self._streaming_id = None
        self._reload_message(result.message_id)
        self._reload_threads()  # titles and order change as threads are used
        self.busy_changed.emit(False)

    @Slot(str)
    def _on_failed(self, error: str) -> None:
        if self._closed:
            return
        self._join()
        if self._streaming_id is not None:
            self._errors[self._streaming_id] = error
            self._reload_message(self._streaming_id)
        self._streaming_id = None
        self.notice.emit(f"The message could not be handled: {error}")
        self.busy_changed.emit(False)

    def _join(self) -> None:
        if self._turn is not None:
            self._turn.wait(5)  # it has reported its end: returning is a matter of instructions
            self._turn = None

    def _reload_message(self, message_id: int) -> None:
        try:
            message = self.threads.message(message_id)
        except Exception:
            self._load()
            return
        if message.thread_id != self.thread_id:
            return
        item = MessageItem.of(message, self._errors.get(message_id, ""))
        for index, existing in enumerate(self.messages):
            if existing.id == message_id:
                self.messages[index] = item
                self.message_updated.emit(item)
                return
        self.messages.append(item)
        self.message_added.emit(item)

    def _set_item(self, message_id: int, **changes: Any) -> None:
        for index, item in enumerate(self.messages):
            if item.id == message_id:
                self.messages[index] = replace(item, **changes)
                self.message_updated.emit(self.messages[index])
                return

    @Slot(object)
    def on_changes(self, events: list[ChangeEvent]) -> None:
        """Store changes made elsewhere: threads listed anew, the current thread reloaded if touched."""
        if self._closed:
            return
        if any(e.entity is Entity.WORKSPACE for e in events) and self.threads.workspace_id != self._workspace:
            self._workspace_switched()
            return
        if any(e.entity is Entity.THREAD for e in events):
            self._reload_threads()
        if any(e.entity in (Entity.MEMORY, Entity.GROUP) for e in events):
            self._candidates = None
            self._titles.clear()
        if self.busy or self.thread_id is None:
            return
        touched = {i for e in events if e.entity is Entity.MESSAGE for i in e.ids}
        if touched and (touched - {m.id for m in self.messages} or
                        any(m.id in touched for m in self.messages)):
            current = [MessageItem.of(m, self._errors.get(m.id, "")) for m in self.threads.messages(self.thread_id)]
            if current != self.messages:
                self.messages = current
                self.messages_reset.emit()

    def _workspace_switched(self) -> None:
        """The current workspace is another one: its threads, its latest thread, its memories to mention.
        An answer still streaming finishes in the thread it belongs to (of the previous workspace)."""
        self._workspace = self.threads.workspace_id
        self._candidates = None
        self._titles.clear()
        self.thread_id = None
        self.messages = []
        self.messages_reset.emit()
        self.open_latest()
        if self.thread_id is None:
            self.thread_changed.emit(0)

    def reload(self) -> None:
        """Another process wrote to the store (it may have switched the workspace)."""
        if self.threads.workspace_id != self._workspace:
            self._workspace_switched()
            return
        self._candidates = None
        self._titles.clear()
        self._reload_threads()
        if not self.busy:
            self._load()

    # ---- references and citations -----------------------------------------------------------------
    def add_references(self, memory_ids: Sequence[int], group_ids: Sequence[int] = ()) -> None:
        """"Add to Chat" from the canvas: each becomes a chip in the chat inputs."""
        for memory_id in memory_ids:
            self.reference_added.emit(Reference(RefKind.MEMORY, int(memory_id)), self.memory_title(int(memory_id)))
        for group_id in group_ids:
            self.reference_added.emit(Reference(RefKind.GROUP, int(group_id)), self.group_title(int(group_id)))

    def activate_citation(self, memory_id: int) -> None:
        self.citation_activated.emit(memory_id)

    def memory_title(self, memory_id: int) -> str:
        if memory_id not in self._titles:
            found = self.store.memories(ids=[memory_id])
            self._titles[memory_id] = found[0].display_title() if found else ""
        return self._titles[memory_id]

    def memory_exists(self, memory_id: int) -> bool:
        return bool(self.memory_title(memory_id))

    def group_title(self, group_id: int) -> str:
        for group in self.store.groups():
            if group.id == group_id:
                return group.name
        return f"Group {group_id}"

    def candidates(self) -> list[Candidate]:
        """Everything @ can mention: memories (newest first) and groups."""
        if self._candidates is None:
            ws = self.threads.workspace_id
            found = [Candidate(Reference(RefKind.GROUP, b.id), b.name, "group") for b in self.store.groups(ws)]
            for memory in self.store.memory_heads(ws, MAX_CANDIDATES):  # titles only: never whole captures
                found.append(Candidate(Reference(RefKind.MEMORY, memory.id), memory.display_title(),
                                       memory.source.value))
            self._candidates = found
        return self._candidates

    def complete(self, text: str, limit: int = 12) -> list[Candidate]:
        """This workspace's memories and groups first; then, for a typed word of 3+ letters, memories of
        other workspaces whose title, memo or text contains it (labelled with their workspace: a
        mentioned memory is used wherever it lives, LTM-2)."""
        found = fuzzy_rank(text, self.candidates(), limit)
        if len(found) < limit and len(text.strip()) >= 3:
            from contexty_qt.core.longterm.reuse import mention_candidates

            have = {c.ref for c in found}
            for other in mention_candidates(self.store, text, limit=limit - len(found),
                                            exclude_workspace=self.threads.workspace_id):
                ref = Reference(RefKind.MEMORY, other.memory_id)
                if ref not in have and not other.archived:
                    found.append(Candidate(ref, other.title, f"in {other.workspace}"))
        return found

    def context_of(self, message_id: int) -> list[th.ContextRow]:
        return self.threads.context(message_id)

    @staticmethod
    def plain(content: str) -> str:
        return parse_mentions(content)[0]

    # ---- lifecycle -------------------------------------------------------------------------------
    def shutdown(self, timeout: float = 10.0) -> None:
        """Stop a running answer (what arrived is kept) and wait for the worker."""
        self._closed = True
        self._cancel.set()
        if self._turn is not None:
            self._turn.wait(timeout)
            self._turn = None
        if self._own_runner:
            self._runner.shutdown()
