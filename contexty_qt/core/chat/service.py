"""One question, start to finish. Runs on a worker thread (the UI's or the CLI's); reports progress
through a `TurnObserver` and the event bus; never raises for a model problem (the answer's message
says what happened and `retry()` tries again).

    ask(thread, text, refs)
      1. the person's message is stored (with its references as @[memory:12:title] tokens), then an
         empty assistant message in state "streaming";
      2. memory controller (CAIM-1) + generated queries (LTM-5): one model call, or the heuristic;
      3. context: explicit references first (MENTION; a group gives its most recent members), then
         retrieval (the RetrievalService; the thread's own chat memories excluded, the conversation
         is already there) fills the remaining slots, trimmed by the relevance filter (CAIM-4: the
         model, or offline the adaptive cut-off of LTM-5);
      4. the answer streams token by token; citations [m12] are kept only for memories that exist;
      5. done: the message is final, the exchange becomes a chat memory (CAP-7, via MemoryTree so
         placement and retrieval treat it like any capture), the cited memories are consolidated
         (DYN-1, LUFY-1), older turns are folded into the thread's summary.
    Endpoint down mid-stream: the part received is kept, state "partial"; before any token: "error".
    Stop: state "stopped". No model configured: state "no_model", the message says what to set and
    lists the memories that match (retrieval works without a model).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from contexty_qt.core.chat import threads as th
from contexty_qt.core.chat.citations import valid_citations
from contexty_qt.core.chat.context import (
    MAX_CONTEXT,
    Context,
    ContextItem,
    ItemKind,
    Reference,
    context_text,
    parse_mentions,
    resolve_references,
    thought_memory,
)
from contexty_qt.core.chat.controller import Decision, heuristic_decision, plan
from contexty_qt.core.chat.probe import ContextGate, ProbeLog, answers_differ, context_gate
from contexty_qt.core.chat.prompting import Refinement, answer_messages
from contexty_qt.core.llm.errors import LLMError
from contexty_qt.core.model import Memory, Message, Origin, Provenance, SourceType, utcnow
from contexty_qt.core.retrieval.engine import Hit, adaptive_cutoff, is_thought_doc, thought_doc_id
from contexty_qt.core.retrieval.sentences import lexical_sentence
from contexty_qt.core.retrieval.timeexpr import system_zone
from contexty_qt.core.tree import MemoryTree
from contexty_qt.core.turns import exchange_text

if TYPE_CHECKING:  # the gateway and the schemas import pydantic: only when a model is asked
    from contexty_qt.core.llm.gateway import LLMGateway
    from contexty_qt.core.retrieval.service import RetrievalService
    from contexty_qt.core.settings import Settings

log = logging.getLogger("contexty.chat")

RECENT_MESSAGES = 8  # kept verbatim in the prompt; older ones live in the thread's summary
SUMMARIZE_AFTER = 4  # fold older messages once this many are waiting
PERSIST_EVERY_S = 1.0  # a streaming answer is saved this often, so a crash keeps most of it
RATE_PER_ANSWER = 5  # memories rated for LLM importance (LUFY L) after an answer, at most
MAX_THOUGHTS_IN_CONTEXT = 2  # session thoughts (CAIM-5) a question's context takes, at most
THOUGHT_SOURCES_IN_CONTEXT = 4  # source memories shown (and citable) with each thought
CHAT_APP = "Contexty chat"
NO_MODEL_LEAD = "No chat model is configured, so I cannot write an answer."
NO_MODEL_HELP = (
    f"{NO_MODEL_LEAD} To set one up, open Settings (or run "
    "`contexty settings set llm.base_url http://localhost:11434/v1` and `contexty settings set "
    "llm.chat_model llama3.1` for a local Ollama; any OpenAI-compatible endpoint works, with its API key "
    "under Settings). Searching your memories works without a model"
)


QUOTE_CHARS = 200  # the longest matching sentence an answer without a model quotes
# the title is on the line already; the user's-context sentence is the app's own guess, not what the memory says
QUOTED_FIELDS = ("memo", "text", "ocr", "summary")


def _quote(memory: Memory, question: str, ocr: dict[str, str]) -> str:
    """The memory's sentence sharing most words with the question, quoted after its title (empty when none shares a
    word or it is what the title shows): without a model, the answer shows where each memory says what was asked."""
    found = lexical_sentence(memory, question, ocr.get(memory.image or "", ""), QUOTED_FIELDS)
    title = memory.display_title()
    if found is None or found.text == title:
        return ""
    text = found.text
    shown = title.removesuffix("…").rstrip()
    if title.endswith("…") and len(shown) >= 12 and text.startswith(shown):
        text = "…" + text[len(shown):]  # the title is this sentence's beginning: quote the rest
    text = text if len(text) <= QUOTE_CHARS else text[:QUOTE_CHARS - 1] + "…"
    return f" — “{text}”" + (" (your memo)" if found.field == "memo" else "")


class TurnObserver:
    """Progress of one answer; every method may be called from a worker thread."""

    def message_added(self, message: Message) -> None: ...

    def context_ready(self, message_id: int, context: Context, decision: Decision | None) -> None: ...

    def token(self, message_id: int, text: str, arrived: float) -> None: ...

    def finished(self, result: TurnResult) -> None: ...

    def probe_ready(self, outcome: ProbeOutcome) -> None: ...


@dataclass
class ProbeOutcome:
    probe_id: int
    message_id: int
    answer_with: str
    answer_without: str
    citations_with: list[int]
    citations_without: list[int]
    ncd: float


@dataclass
class TurnResult:
    thread_id: int
    user_message_id: int
    message_id: int
    state: str
    content: str
    citations: list[int] = field(default_factory=list)
    context: Context = field(default_factory=Context)
    decision: Decision | None = None
    error: str = ""
    notes: list[str] = field(default_factory=list)
    probe: ProbeOutcome | None = None
    memory_id: int | None = None


class ChatService:
    def __init__(self, threads: th.ThreadStore, tree: MemoryTree, gateway: LLMGateway | None,
                 retrieval: RetrievalService | None, *, settings: Settings | None = None,
                 probe_log: ProbeLog | None = None, clock: Callable[[], datetime] = utcnow) -> None:
        self.threads = threads
        self.tree = tree
        self.store = tree.store
        self.gateway = gateway
        self.retrieval = retrieval
        self.settings = settings
        self.probe_log = probe_log or ProbeLog(tree.store)
        self.clock = clock

    # ---- configuration -----------------------------------------------------------------------
    def model_problem(self) -> str | None:
        """None when a chat model is configured; otherwise the sentence that says what to set."""
        if self.gateway is not None and self.gateway.available("chat"):
            return None
        return NO_MODEL_HELP + "."

    def _local(self, now: datetime) -> datetime:
        """`now` in the person's time zone: the one retrieval reads time words in (the setting or the system's)."""
        return now.astimezone(self.retrieval.zone() if self.retrieval is not None else system_zone())

    def _setting(self, key: str, default: bool) -> bool:
        if self.settings is None:
            return default
        try:
            return bool(self.settings.get(key))
        except KeyError:
            return default

    # ---- entry points ------------------------------------------------------------------------
    def ask(self, thread_id: int, text: str, refs: Sequence[Reference] = (), *, observer: TurnObserver | None = None,
            cancel: threading.Event | None = None, now: datetime | None = None) -> TurnResult:
        observer = observer or TurnObserver()
        stored = self._with_ref_tokens(text, refs)
        plain, all_refs = parse_mentions(stored)
        if not plain.strip() and not all_refs:
            raise ValueError("An empty message cannot be sent.")
        first = not self.threads.messages(thread_id)
        user = self.threads.add_message(thread_id, "user", stored)
        observer.message_added(user)
        if first and self.threads.get(thread_id).title == th.DEFAULT_TITLE:
            self.threads.rename(thread_id, th.title_from_question(plain or "Chat"))
        assistant = self.threads.add_message(thread_id, "assistant", "", state=th.STREAMING)
        observer.message_added(assistant)
        return self._answer(thread_id, user, assistant.id, plain, all_refs, observer=observer, cancel=cancel,
                            now=now)

    def retry(self, message_id: int, *, observer: TurnObserver | None = None,
              cancel: threading.Event | None = None, now: datetime | None = None) -> TurnResult:
        """Answer again the question of an assistant message (after an error, a cut-off or a stop)."""
        observer = observer or TurnObserver()
        message = self.threads.message(message_id)
        user = self._question_of(message)
        plain, refs = parse_mentions(user.content)
        refinement = self._stored_refinement(message)
        self.threads.update_message(message_id, content="", state=th.STREAMING, citations=[])
        if refinement is not None:
            return self._refined(message, user, refinement, observer=observer, cancel=cancel, now=now,
                                 reuse=message_id)
        return self._answer(message.thread_id, user, message_id, plain, refs, observer=observer, cancel=cancel,
                            now=now)

    def refine(self, message_id: int, refinement: Refinement, *, observer: TurnObserver | None = None,
               cancel: threading.Event | None = None, now: datetime | None = None) -> TurnResult:
        """LTM-4: regenerate an answer with memories excluded, included, emphasized or merged."""
        observer = observer or TurnObserver()
        if refinement.empty():
            raise ValueError("Nothing to refine: exclude, include, emphasize or merge memories first.")
        previous = self.threads.message(message_id)
        if previous.role != "assistant":
            raise ValueError("Only an answer can be refined.")
        question = self._question_of(previous)
        note = self.threads.add_message(previous.thread_id, "user", refinement.describe())
        observer.message_added(note)
        assistant = self.threads.add_message(previous.thread_id, "assistant", "", state=th.STREAMING)
        observer.message_added(assistant)
        # what the new answer is based on: the previous answer's memories, changed as asked
        return self._refined(previous, question, refinement, observer=observer, cancel=cancel, now=now,
                             reuse=assistant.id)

    def choose_probe(self, outcome: ProbeOutcome, choice: str) -> None:
        """The person picked one of the two probe answers; the pick is logged and becomes the answer."""
        self.probe_log.choose(outcome.probe_id, choice)
        if choice == "without_snippets":
            self.threads.update_message(outcome.message_id, content=outcome.answer_without,
                                        citations=outcome.citations_without)

    # ---- the turn ----------------------------------------------------------------------------
    def _answer(self, thread_id: int, user: Message, message_id: int, question: str, refs: Sequence[Reference], *,
                observer: TurnObserver, cancel: threading.Event | None, now: datetime | None) -> TurnResult:
        now = now or self.clock()
        history = self._history(thread_id, before=user.id)
        if self.model_problem() is not None:
            return self._without_model(thread_id, user, message_id, question, refs, history, observer, now)
        mentions = resolve_references(self.store, refs)
        decision = plan(self.gateway if self._setting("chat.generated_queries", True) else None, question,
                        history, [f"m{i.memory.id} {i.memory.display_title()}" for i in mentions])
        # the endpoint just failed (down, timing out, rate limiting): no relevance-filter call on top
        trouble = getattr(decision.problem, "retryable", False)
        context, notes = self._context(question, mentions, decision, thread_id, now, use_model=not trouble)
        summary, _upto = self.threads.summary(thread_id)
        recent = history[-RECENT_MESSAGES:] if decision.conversation else []
        self._save_context(message_id, context)
        observer.context_ready(message_id, context, decision)
        messages = answer_messages(question, context, recent, now=self._local(now), summary=summary)
        probe_job = None if trouble else self._start_probe(question, context, decision, thread_id, recent, summary,
                                                           now)
        if _timed_out(decision.problem):  # the answer would wait as long again: say so now, Retry is there
            result = self._unanswered(thread_id, user, message_id, context, str(decision.problem))
        else:
            result = self._stream(thread_id, user, message_id, messages, context, observer, cancel)
        result.decision, result.notes = decision, notes
        if probe_job is not None:
            result.probe = self._finish_probe(probe_job, result, question, thread_id, observer)
        if result.state == th.DONE:
            self._after_answer(thread_id, user, result, question, now)
        observer.finished(result)
        return result

    def _refined(self, previous: Message, question_msg: Message, refinement: Refinement, *, observer: TurnObserver,
                 cancel: threading.Event | None, now: datetime | None, reuse: int) -> TurnResult:
        now = now or self.clock()
        thread_id = previous.thread_id
        if self.model_problem() is not None:
            text = NO_MODEL_HELP + ", but refining an answer needs a model."
            self.threads.update_message(reuse, content=text, state=th.NO_MODEL)
            result = TurnResult(thread_id, question_msg.id, reuse, th.NO_MODEL, text, error=text)
            observer.finished(result)
            return result
        question, _refs = parse_mentions(question_msg.content)
        rows = self.threads.context(previous.id) if previous.id != reuse else self.threads.context(reuse)
        thought_items = self._saved_thoughts(rows)
        base = [r for r in rows if r.kind not in (ItemKind.EXCLUDED.value, th.THOUGHT_ROW)]
        if previous.id == reuse:  # a retry of a refinement: its context already holds the changes
            keep_ids = [r.memory_id for r in base]
            kinds = {r.memory_id: ItemKind(r.kind) for r in base}
            weights = {r.memory_id: r.weight for r in base}
            merged = {r.memory_id for r in base if r.merged}
        else:
            keep_ids = [r.memory_id for r in base if r.memory_id not in refinement.exclude]
            keep_ids += [i for i in refinement.include if i not in keep_ids]
            kinds = {r.memory_id: ItemKind(r.kind) for r in base}
            kinds.update({i: ItemKind.INCLUDED for i in refinement.include})
            weights = {i: (2.0 if i in refinement.emphasize else 1.0) for i in keep_ids}
            merged = set(refinement.merging()) - set(refinement.exclude)
        memories = {m.id: m for m in self.store.memories(ids=keep_ids)} if keep_ids else {}
        context = Context([*thought_items, *(ContextItem(memories[i], kinds.get(i, ItemKind.RETRIEVED),
                                                         weights.get(i, 1.0), merged=i in merged)
                                             for i in keep_ids if i in memories)], excluded=list(refinement.exclude))
        self._save_context(reuse, context, refinement)
        observer.context_ready(reuse, context, None)
        history = self._history(thread_id, before=reuse)
        summary, _upto = self.threads.summary(thread_id)
        messages = answer_messages(question, context, history[-RECENT_MESSAGES:], now=self._local(now),
                                   summary=summary, refinement=refinement)
        result = self._stream(thread_id, question_msg, reuse, messages, context, observer, cancel)
        if result.state == th.DONE:
            self._after_answer(thread_id, question_msg, result, question, now)
        observer.finished(result)
        return result

    def _stream(self, thread_id: int, user: Message, message_id: int, messages: list[dict[str, str]],
                context: Context, observer: TurnObserver, cancel: threading.Event | None) -> TurnResult:
        assert self.gateway is not None
        parts: list[str] = []
        error = ""
        state = th.DONE
        last_save = time.monotonic()
        try:
            for piece in self.gateway.stream("chat", messages, prompt="chat_answer"):
                arrived = time.perf_counter()
                if cancel is not None and cancel.is_set():
                    state = th.STOPPED
                    break
                parts.append(piece)
                observer.token(message_id, piece, arrived)
                if time.monotonic() - last_save > PERSIST_EVERY_S:
                    self.threads.update_message(message_id, content="".join(parts), announce=False)
                    last_save = time.monotonic()
        except LLMError as exc:
            error = str(exc)
            state = th.PARTIAL if parts else th.ERROR
            log.warning("chat answer failed after %d characters: %s", sum(map(len, parts)), exc)
        content = "".join(parts)
        stored = f"The answer could not be generated: {error}" if state == th.ERROR else content
        citations = valid_citations(content, context.ids(), self._existing)
        self.threads.update_message(message_id, content=stored, state=state, citations=citations)
        return TurnResult(thread_id, user.id, message_id, state, stored, citations, context, error=error)

    def _unanswered(self, thread_id: int, user: Message, message_id: int, context: Context,
                    error: str) -> TurnResult:
        stored = f"The answer could not be generated: {error}"
        self.threads.update_message(message_id, content=stored, state=th.ERROR, citations=[])
        return TurnResult(thread_id, user.id, message_id, th.ERROR, stored, [], context, error=error)

    def _without_model(self, thread_id: int, user: Message, message_id: int, question: str,
                       refs: Sequence[Reference], history: Sequence[Message], observer: TurnObserver,
                       now: datetime) -> TurnResult:
        mentions = resolve_references(self.store, refs)
        decision = heuristic_decision(question, history, bool(mentions))
        if not decision.memories and not mentions:
            decision = Decision(True, decision.conversation, source="heuristic")  # show what matches anyway
        context, notes = self._context(question, mentions, decision, thread_id, now, use_model=False)
        self._save_context(message_id, context)
        observer.context_ready(message_id, context, decision)
        # how to set a model up is said once, beside the conversation (the chat's banner, the command's error):
        # every answer repeating the paragraph buried what it found
        lines = [NO_MODEL_LEAD + (" Your memories that match the question:" if context.items
                                  else " None of your memories matches this question.")]
        ocr = self.store.ocr_texts(item.memory.image for item in context.items if item.memory.image)
        for item in context.items:
            if item.thought is not None:  # a session thought: what it says, then its sources below
                lines.append(f"- {item.memory.display_title()}: {' '.join(item.thought.text.split())[:200]}")
                continue
            flag = " (mentioned)" if item.kind is ItemKind.MENTION else ""
            quote = _quote(item.memory, question, ocr)
            lines.append(f"- [m{item.memory.id}] {item.memory.display_title()}{flag}{quote}")
        lines += [f"\n_{n}_" for n in notes]
        content = "\n".join(lines)
        citations = context.ids()
        self.threads.update_message(message_id, content=content, state=th.NO_MODEL, citations=citations)
        result = TurnResult(thread_id, user.id, message_id, th.NO_MODEL, content, citations, context, decision,
                            error=NO_MODEL_HELP + ".", notes=notes)
        observer.finished(result)
        return result

    # ---- context -----------------------------------------------------------------------------
    def _context(self, question: str, mentions: list[ContextItem], decision: Decision, thread_id: int,
                 now: datetime, *, use_model: bool, exclude_sources: Sequence[SourceType] = (),
                 ) -> tuple[Context, list[str]]:
        items = [i for i in mentions if i.memory.source not in exclude_sources]
        notes: list[str] = []
        slots = MAX_CONTEXT - len(items)
        if decision.memories and slots > 0 and self.retrieval is not None:
            exclude = {i.memory.id for i in mentions} | self._thread_memories(thread_id)
            if exclude_sources:
                exclude |= self._ids_of_sources(exclude_sources)
            result = self.retrieval.search(question, now, limit=slots + 6, queries=decision.queries,
                                           exclude=sorted(exclude))
            notes += result.notes
            hits = [h for h in result.hits if not is_thought_doc(h.memory_id)]
            ids = [h.memory_id for h in hits]
            memories = {m.id: m for m in self.store.memories(ids=ids)} if ids else {}
            candidates = [ContextItem(memories[h.memory_id], ItemKind.RETRIEVED, score=h.score,
                                      recall=h.signals.get("recall", 0.0))
                          for h in hits if h.memory_id in memories]
            candidates = self._filter(question, candidates, use_model=use_model)
            thought_items = self._thought_items(result.hits[:slots], exclude)
            items += thought_items
            taken = {i.memory.id for i in items}
            items += [c for c in candidates if c.memory.id not in taken][:max(0, slots - len(thought_items))]
        return Context(items), notes

    def _thought_items(self, hits: Sequence[Hit], exclude: set[int]) -> list[ContextItem]:
        """Session thoughts (CAIM-5) among the top hits: each as a THOUGHT block followed by its source
        memories (what an answer cites: the thought is a reading of them, not a capture)."""
        wanted = [-h.memory_id for h in hits if is_thought_doc(h.memory_id)][:MAX_THOUGHTS_IN_CONTEXT]
        if not wanted:
            return []
        from contexty_qt.core.retrieval.thoughts import thoughts_by_id

        found = thoughts_by_id(self.store, wanted)
        sources = {m.id: m for m in self.store.memories(ids={i for t in found.values() for i in t.memory_ids})}
        items: list[ContextItem] = []
        seen: set[int] = set(exclude)
        for thought_id in wanted:
            thought = found.get(thought_id)
            if thought is None:
                continue
            items.append(ContextItem(thought_memory(thought), ItemKind.RETRIEVED, thought=thought))
            for memory_id in thought.memory_ids[:THOUGHT_SOURCES_IN_CONTEXT]:
                if memory_id in sources and memory_id not in seen:
                    seen.add(memory_id)
                    items.append(ContextItem(sources[memory_id], ItemKind.RETRIEVED,
                                             via_thought=thought.text[:80]))
        return items

    def _filter(self, question: str, candidates: list[ContextItem], *, use_model: bool) -> list[ContextItem]:
        """CAIM-4 relevance filter: the model keeps what bears on the question; offline (or if the
        call fails), the adaptive cut-off of LTM-5 trims the tail after the first large score gap."""
        if not candidates:
            return candidates
        if use_model and self.gateway is not None and self.gateway.available("analysis") \
                and self._setting("chat.relevance_filter", True):
            from contexty_qt.core.chat.schemas import RelevanceResult

            listing = "\n\n".join(f"m{c.memory.id}: {c.memory.display_title()}\n{_gist(c.memory)}" for c in candidates)
            try:
                kept = self.gateway.structured("analysis", "chat_relevance", {"question": question,
                                                                              "candidates": listing},
                                               RelevanceResult).relevant
            except LLMError as exc:
                log.warning("relevance filter failed (%s); using the adaptive cut-off", exc)
            else:
                by_id = {c.memory.id: c for c in candidates}
                chosen = [by_id[i] for i in dict.fromkeys(kept) if i in by_id]
                return chosen
        keep = adaptive_cutoff([c.score for c in candidates], min_keep=min(3, len(candidates)))
        return candidates[:keep]

    def _thread_memories(self, thread_id: int) -> set[int]:
        return {m.memory_id for m in self.threads.messages(thread_id) if m.memory_id is not None}

    def _ids_of_sources(self, sources: Sequence[SourceType]) -> set[int]:
        marks = ", ".join("?" for _ in sources)
        rows = self.store.query(f"SELECT id FROM memories WHERE source IN ({marks})", [s.value for s in sources])
        return {int(r["id"]) for r in rows}

    def _existing(self, ids: list[int]) -> set[int]:
        return {m.id for m in self.store.memories(ids=ids)} if ids else set()

    def _save_context(self, message_id: int, context: Context, refinement: Refinement | None = None) -> None:
        """What the answer was given, in order: memories, and the session thoughts among them (THOUGHT_ROW)."""
        rows = [(i.memory.id, i.kind.value, i.weight) if i.thought is None
                else (thought_doc_id(i.thought.id), th.THOUGHT_ROW, i.weight) for i in context.items]
        rows += [(i, ItemKind.EXCLUDED.value, 0.0) for i in context.excluded if i not in context.ids()]
        self.threads.set_context(message_id, rows, merged=[i.memory.id for i in context.items if i.merged])

    # ---- after an answer ---------------------------------------------------------------------
    def _after_answer(self, thread_id: int, user: Message, result: TurnResult, question: str, now: datetime) -> None:
        try:
            result.memory_id = self._store_exchange(thread_id, result.message_id, question, result.content, now)
        except Exception:  # the answer itself is saved; a failed chat memory must not lose it
            log.exception("storing the chat exchange as a memory failed")
        if self.retrieval is not None:
            try:
                shown = {i.memory.id: i.recall for i in result.context.items if i.thought is None}
                self.retrieval.record_answer(result.citations, result.context.retrieved_ids(), now, shown)
            except Exception:
                log.exception("updating memory dynamics failed")
        self._rate_importance(result.citations)
        self._summarize(thread_id)

    def _store_exchange(self, thread_id: int, message_id: int, question: str, answer: str, now: datetime) -> int | None:
        message = self.threads.message(message_id)
        if message.memory_id is not None:
            return message.memory_id
        thread = self.threads.get(thread_id)
        title = "Chat: " + th.title_from_question(question)
        summary = " ".join(answer.split())[:240]
        memory: Memory = self.tree.add_memory(
            SourceType.CHAT, text=exchange_text(question, answer), provenance=Provenance(CHAT_APP, thread.title),
            captured_at=now, origin=Origin.AI, title=title, summary=summary, workspace_id=self.threads.workspace_id)
        # linked to its message: its vector and index entry now take the exchange before it in the thread and
        # its date (core/turns.py; the retrieval service re-embeds it on the message's change event)
        self.threads.update_message(message_id, memory_id=memory.id)
        return memory.id

    def _rate_importance(self, cited: Sequence[int]) -> None:
        if not cited or self.retrieval is None or self.gateway is None or not self.gateway.available("analysis"):
            return
        rows = self.retrieval.dynamics.get(cited)
        todo = [i for i in cited if rows.get(i) is None or rows[i].llm_importance is None][:RATE_PER_ANSWER]
        memories = self.store.memories(ids=todo) if todo else []
        if not memories:
            return
        from contexty_qt.core.chat.schemas import ImportanceResult

        listing = "\n\n".join(f"m{m.id}: {m.display_title()}\nmemo: {m.memo or '(none)'}\n"
                              f"{' '.join(m.text.split())[:300]}" for m in memories)
        try:
            ratings = self.gateway.structured("analysis", "chat_importance", {"memories": listing},
                                              ImportanceResult).ratings
        except LLMError as exc:
            log.info("importance rating skipped: %s", exc)
            return
        known = {m.id for m in memories}
        values = {r.id: (r.importance / 10 if r.importance > 10 else r.importance) for r in ratings if r.id in known}
        if values:
            self.retrieval.dynamics.set_llm_importance(values)

    def _summarize(self, thread_id: int) -> None:
        """Fold messages older than the recent window into the thread's running summary."""
        messages = [m for m in self.threads.messages(thread_id) if m.state in (th.DONE, th.PARTIAL)]
        summary, upto = self.threads.summary(thread_id)
        older = [m for m in messages[:-RECENT_MESSAGES] if m.id > upto]
        if len(older) < SUMMARIZE_AFTER:
            return
        lines = "\n".join(f"{'Person' if m.role == 'user' else 'Assistant'}: "
                          f"{' '.join(parse_mentions(m.content)[0].split())[:600]}" for m in older)
        new = ""
        if self.gateway is not None and self.gateway.available("analysis"):
            from contexty_qt.core.chat.schemas import SummaryResult

            try:
                new = self.gateway.structured("analysis", "chat_summary", {"summary": summary or "(none)",
                                                                           "lines": lines}, SummaryResult).summary
            except LLMError as exc:
                log.info("thread summary by model failed (%s); keeping an extract", exc)
        if not new:
            asked = "; ".join(th.title_from_question(parse_mentions(m.content)[0]) for m in older if m.role == "user")
            new = (summary + " " if summary else "") + (f"Earlier the person asked: {asked}." if asked else "")
        self.threads.set_summary(thread_id, new.strip()[-2000:], older[-1].id)

    def _history(self, thread_id: int, before: int) -> list[Message]:
        _summary, upto = self.threads.summary(thread_id)
        return [m for m in self.threads.messages(thread_id)
                if m.id < before and m.id > upto and m.state in (th.DONE, th.PARTIAL) and m.content.strip()]

    def _question_of(self, message: Message) -> Message:
        earlier = [m for m in self.threads.messages(message.thread_id) if m.id < message.id and m.role == "user"]
        for candidate in reversed(earlier):
            if not candidate.content.startswith("Refine the answer:"):
                return candidate
        raise ValueError("This answer has no question to answer again.")

    def _saved_thoughts(self, rows: Sequence[th.ContextRow]) -> list[ContextItem]:
        """The session thoughts an earlier answer was given (a refinement keeps them; archived ones too)."""
        from contexty_qt.core.retrieval.thoughts import thoughts_by_id

        wanted = [r.thought_id for r in rows if r.thought_id is not None]
        found = thoughts_by_id(self.store, wanted)
        return [ContextItem(thought_memory(found[i]), ItemKind.RETRIEVED, thought=found[i]) for i in wanted
                if i in found]

    def _stored_refinement(self, message: Message) -> Refinement | None:
        rows = self.threads.context(message.id)
        excluded = tuple(r.memory_id for r in rows if r.kind == ItemKind.EXCLUDED.value)
        included = tuple(r.memory_id for r in rows if r.kind == ItemKind.INCLUDED.value)
        emphasized = tuple(r.memory_id for r in rows if r.weight > 1.0)
        merged = tuple(r.memory_id for r in rows if r.merged)
        refinement = Refinement(excluded, included, emphasized, merged)
        return None if refinement.empty() else refinement

    @staticmethod
    def _with_ref_tokens(text: str, refs: Sequence[Reference]) -> str:
        _plain, inline = parse_mentions(text)
        extra = [r for r in refs if r not in inline]
        return " ".join([*(r.token() for r in extra), text]).strip() if extra else text

    # ---- the preference probe (CHAT-6) -------------------------------------------------------
    def _start_probe(self, question: str, context: Context, decision: Decision, thread_id: int,
                     recent: Sequence[Message], summary: str, now: datetime) -> _ProbeJob | None:
        if not self._setting("chat.preference_probe", False) or not decision.memories:
            return None
        mentions = [i for i in context.items if i.kind is ItemKind.MENTION]
        without, _notes = self._context(question, mentions, decision, thread_id, now, use_model=True,
                                        exclude_sources=(SourceType.SNIPPET,))
        gate = context_gate(context.ids(), without.ids(), context_text(context), context_text(without))
        if gate.equivalent:
            return _ProbeJob(gate, without, None, None)
        messages = answer_messages(question, without, recent, now=self._local(now), summary=summary)
        pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="chat-probe")
        gateway = self.gateway
        assert gateway is not None

        def generate() -> str:
            return "".join(gateway.stream("chat", messages, prompt="chat_answer"))

        return _ProbeJob(gate, without, pool, pool.submit(generate))

    def _finish_probe(self, job: _ProbeJob, result: TurnResult, question: str, thread_id: int,
                      observer: TurnObserver) -> ProbeOutcome | None:
        if job.future is None or job.pool is None:
            self.probe_log.record(thread_id=thread_id, message_id=result.message_id, question=question,
                                  gate=job.gate, ncd_value=None, shown="one:contexts_equivalent",
                                  answer_with=result.content)
            return None
        try:
            other = job.future.result()
        except Exception as exc:
            log.warning("the probe's second answer failed: %s", exc)
            other = ""
        finally:
            job.pool.shutdown(wait=True)
        if result.state != th.DONE or not other:
            self.probe_log.record(thread_id=thread_id, message_id=result.message_id, question=question,
                                  gate=job.gate, ncd_value=None, shown="one:second_answer_missing",
                                  answer_with=result.content, answer_without=other)
            return None
        differ, value = answers_differ(result.content, other)
        shown = "both" if differ else "one:answers_similar"
        probe_id = self.probe_log.record(thread_id=thread_id, message_id=result.message_id, question=question,
                                         gate=job.gate, ncd_value=value, shown=shown, answer_with=result.content,
                                         answer_without=other)
        if not differ:
            return None
        outcome = ProbeOutcome(probe_id, result.message_id, result.content, other, result.citations,
                               valid_citations(other, job.context.ids(), self._existing), value)
        observer.probe_ready(outcome)
        return outcome


def _timed_out(problem: LLMError | None) -> bool:
    if problem is None:
        return False
    from contexty_qt.core.llm.gateway import LLMTimeoutError

    return isinstance(problem, LLMTimeoutError)


def _gist(memory: Memory, chars: int = 400) -> str:
    return " ".join(f"{memory.memo} {memory.summary} {memory.text}".split())[:chars]


@dataclass
class _ProbeJob:
    gate: ContextGate
    context: Context
    pool: ThreadPoolExecutor | None
    future: Future[str] | None


__all__ = ["ChatService", "ProbeOutcome", "Refinement", "TurnObserver", "TurnResult"]
