"""The fault matrix's rig: real widgets (chat panel, canvas with its cards and "Prompt with AI"), the
real job runner on its own thread and the real `openai` client, against the fake model server with
one fault injected at a time. Shared by tests/ui/test_fault_matrix.py and bench/fault_matrix.py.

For every case it records what the person would see (the chat message's inline error, the card's
failure line, the plan preview's notes), whether every capture is still there, the longest gap
between two ticks of a 10 ms QTimer on the GUI thread while the case ran, whether Retry then works,
and whether any model call ran on the GUI thread.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from contexty_qt.core.chat import threads as th
from contexty_qt.core.chat.service import ChatService
from contexty_qt.core.jobs import RetryPolicy
from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
from contexty_qt.core.model import AnalysisState, Provenance, SourceType
from contexty_qt.core.pipeline.regroup import Regrouper
from contexty_qt.core.retrieval.service import RetrievalService
from contexty_qt.core.services import open_core
from contexty_qt.core.wiring import create_runner
from contexty_qt.ui.bridge import EventBridge, TaskRunner
from contexty_qt.ui.canvas.panel import CanvasPanel
from contexty_qt.ui.canvas.plan_preview import regrouper_planner
from contexty_qt.ui.chat.model import ChatSession
from contexty_qt.ui.chat.view import ChatPanel
from contexty_qt.ui.selection import SelectionModel
from tests.core.pipeline_support import WordEmbedder
from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest, Reply
from tests.fakes.scripted import script_all_prompts
from tests.support import waiting
from tests.support.waiting import settle

FRAME_MS = 10
QUESTION = "What did I save about the grant budget?"


class WatchedGateway(LLMGateway):
    """The real gateway; remembers whether a model call was ever made on the GUI thread."""

    gui_thread_calls = 0

    def _note_thread(self) -> None:
        if threading.current_thread() is threading.main_thread():
            WatchedGateway.gui_thread_calls += 1

    def complete(self, *args: Any, **kwargs: Any) -> Any:
        self._note_thread()
        return super().complete(*args, **kwargs)

    def stream(self, *args: Any, **kwargs: Any) -> Any:
        self._note_thread()
        return super().stream(*args, **kwargs)


class FrameMeter:
    """Ticks every FRAME_MS on the GUI thread; the longest gap between ticks is the worst frame."""

    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._tick)
        self.ticks: list[float] = []

    def _tick(self) -> None:
        self.ticks.append(time.perf_counter())

    def start(self) -> None:
        self.ticks = [time.perf_counter()]
        self.timer.start()

    def stop(self) -> float:
        self.timer.stop()
        self.ticks.append(time.perf_counter())
        return max((b - a) * 1000 for a, b in zip(self.ticks, self.ticks[1:], strict=False))


def wait_until(predicate: Callable[[], Any], timeout_s: float, what: str) -> Any:
    # the event loop runs meanwhile (settle, not QTest.qWait: PySide6's keeps the GIL while it sleeps,
    # so worker threads crawl: importing the openai client on the chat's worker took 57 s, not 0.5 s)
    return waiting.wait_until(predicate, timeout_s, what, interval=0.02, spin=settle)


spin = settle  # run the event loop for `ms`, as the app's own loop would


@dataclass
class CaseResult:
    case: str
    chat_sees: str = ""
    job_sees: str = ""  # the card's failure line, as painted (elided to the card's width)
    job_error: str = ""  # the whole error kept on the card (its analysis_error)
    plan_sees: str = ""
    captures_kept: bool = False
    max_gap_ms: float = 0.0
    retry_works: bool = False
    retry_how: str = ""
    gui_thread_calls: int = 0
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)


class FaultRig:
    def __init__(self, data_dir: Path, *, timeout_s: float = 1.0, down_at_start: bool = False,
                 policy: RetryPolicy | None = None) -> None:
        self.server = FakeOpenAIServer(port=FakeOpenAIServer.free_port())
        script_all_prompts(self.server)
        if not down_at_start:
            self.server.start()
        self.core = open_core(str(data_dir))
        self.seed()
        self.gateway = WatchedGateway(config=LLMConfig(base_url=self.server.base_url, analysis_model="fake-small",
                                                       chat_model="fake-large", timeout_s=timeout_s))
        self.jobs = create_runner(self.core, gateway=self.gateway, ocr=lambda name: "", embedder=WordEmbedder(),
                                  policy=policy or RetryPolicy(max_attempts=2, base_s=0.3, cap_s=2.0))
        self.bridge = EventBridge(self.core.bus, self.core.tree.undo_stack)
        self.tasks = TaskRunner()
        self.retrieval = RetrievalService(self.core.store, self.core.bus)
        self.retrieval.build_now()
        self.chat = ChatService(th.ThreadStore(self.core.store, self.core.bus), self.core.tree, self.gateway,
                                self.retrieval, settings=self.core.settings)
        self.session = ChatSession(self.chat, bridge=self.bridge)
        self.session.open_latest()
        self.chat_panel = ChatPanel(self.session)
        self.chat_panel.resize(420, 640)
        self.canvas = CanvasPanel(self.core.tree, SelectionModel(), self.tasks, jobs=self.jobs.queue)
        self.canvas.scene.animate = False
        self.bridge.changed.connect(self.canvas.on_changes)
        self.canvas.set_planner(*regrouper_planner(Regrouper(self.core.tree, self.gateway, None)))
        self.canvas.resize(1000, 700)
        self.chat_panel.show()
        self.canvas.show()
        self.meter = FrameMeter()
        self.jobs.start()

    def seed(self) -> None:
        tree = self.core.tree
        self.seeded: dict[int, str] = {}
        for text, memo in (("Grant budget table: travel 4,000, equipment 12,000", "funding looks thin"),
                           ("Specific aims draft, aim 2 needs a pilot study", "ask Sam"),
                           ("Flights to Lisbon on Tuesday, 142 GBP", "cheapest direct"),
                           ("Hotel near the venue, 130 GBP a night", "no lift")):
            memory = tree.add_memory(SourceType.SNIPPET, text=text, memo=memo, provenance=Provenance("Firefox"))
            tree.edit_memory(memory.id, title=text.split(":")[0].split(",")[0], analysis_state=AnalysisState.DONE)
            self.seeded[memory.id] = text
        ids = list(self.seeded)
        self.grant = tree.group(ids[:2], "Grant").id
        self.trip = tree.group(ids[2:], "Trip").id

    def close(self) -> None:
        self.meter.timer.stop()
        self.session.shutdown()
        self.jobs.close(timeout=10)
        self.canvas.close_view()
        self.canvas.close()
        self.chat_panel.close()
        self.bridge.close()
        self.tasks.shutdown()
        self.retrieval.close()
        self.server.close()
        self.gateway.close()
        self.core.close()
        for widget in (self.canvas, self.chat_panel):
            widget.deleteLater()
        QApplication.processEvents()

    # ---- what the person does ----------------------------------------------------------------
    def capture(self, text: str, memo: str = "captured during the fault") -> int:
        return self.core.tree.add_memory(SourceType.SNIPPET, text=text, memo=memo,
                                         provenance=Provenance("Firefox")).id

    def ask(self, question: str = QUESTION, timeout_s: float = 30) -> Any:
        view = self.chat_panel.view
        view.input.edit.setPlainText(question)
        view.input.submit()
        wait_until(lambda: self.session.messages and not self.session.busy
                   and self.session.messages[-1].state != th.STREAMING, timeout_s, "the answer to finish")
        return self.last_answer()

    def last_answer(self) -> Any:
        item = self.session.messages[-1]
        return self.chat_panel.view.widgets[item.id]

    def retry_answer(self, timeout_s: float = 30) -> Any:
        widget = self.last_answer()
        assert widget.retry_button.isVisible(), "a failed answer offers Retry"
        message_id = widget.item.id
        widget.retry_button.click()
        with contextlib.suppress(AssertionError):  # the caller checks the state it ends in
            wait_until(lambda: not self.session.busy and self.session.messages[-1].id == message_id
                       and self.session.messages[-1].state == th.DONE, timeout_s, "the retried answer")
        return self.chat_panel.view.widgets[message_id]

    def analysis_state(self, memory_id: int) -> AnalysisState:
        return self.core.store.get_memory(memory_id).analysis_state

    def card_failure(self, memory_id: int) -> str:
        """The failure line the card paints (and whether it offers Retry)."""
        scene = self.canvas.scene
        wait_until(lambda: (card := scene.card(memory_id)) is not None
                   and card.memory.analysis_state is AnalysisState.FAILED, 10, "the card to show the failure")
        card = scene.card(memory_id)
        assert card is not None
        return " ".join(card._layout_text().error)

    def captures_kept(self, extra: Sequence[int]) -> bool:
        memories = {m.id: m for m in self.core.store.memories(include_archived=True)}
        seeded_ok = all(i in memories and memories[i].text == text for i, text in self.seeded.items())
        return seeded_ok and all(i in memories for i in extra)

    def propose(self, instruction: str, timeout_s: float = 30) -> str:
        plans = self.canvas.plans
        ids = list(self.seeded)
        dialog = plans.open_prompt(ids, [self.grant, self.trip], self.canvas)
        dialog.instruction.setPlainText(instruction)
        dialog.send.click()
        wait_until(lambda: plans.plan is not None or "could not" in self.canvas.plan_panel.title.text(),
                   timeout_s, "the plan preview")
        panel = self.canvas.plan_panel
        return " ".join(filter(None, [panel.problems.text().replace("<br>", " | ")]))


# ---- the cases ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class EndpointFault:
    name: str
    inject: Callable[[FakeOpenAIServer], None]
    chat_fails: bool = True  # the chat answer itself fails (else only its helpers, which fall back)


def _fault(mode: str, **options: Any) -> Callable[[FakeOpenAIServer], None]:
    return lambda server: server.fault(mode, **options)


ENDPOINT_FAULTS = (
    EndpointFault("down at start", lambda server: None),  # the rig is built with the server down
    # the answer's stream breaks after a few words; the analysis call loses its connection
    EndpointFault("drops mid-stream", _fault("drop", match=lambda r: r.stream or r.prompt == "analysis")),
    EndpointFault("429 with Retry-After", _fault("rate_limit", retry_after=1)),
    EndpointFault("HTTP 500", _fault("server_error")),
    EndpointFault("stall (timeout 1 s)", _fault("stall", seconds=4)),
    EndpointFault("garbage JSON", _fault("garbage_json", match=lambda r: r.json_mode), chat_fails=False),
)


def run_endpoint_case(rig: FaultRig, fault: EndpointFault, *, wait_s: float = 60) -> CaseResult:
    result = CaseResult(fault.name)
    started = time.monotonic()
    WatchedGateway.gui_thread_calls = 0
    rig.meter.start()
    fault.inject(rig.server)
    memory_id = rig.capture(f"Budget note during '{fault.name}': ask for 2,000 more for travel")
    answer = rig.ask(timeout_s=wait_s)
    if fault.chat_fails:
        result.chat_sees = answer.error.text() if answer.error.isVisible() else f"(no error shown: {answer.item.state})"
        if answer.item.state == th.PARTIAL:
            result.notes.append(f"kept {len(answer.item.content)} characters received before the cut")
    else:
        result.chat_sees = f"answered ({answer.item.state}); the model's helpers fell back to heuristics"
    wait_until(lambda: rig.analysis_state(memory_id) is AnalysisState.FAILED, wait_s, "the analysis to give up")
    result.job_sees = rig.card_failure(memory_id)
    result.job_error = rig.core.store.get_memory(memory_id).analysis_error
    # the fault ends; the person presses Retry on the answer and on the card
    rig.server.clear_faults()
    rig.server.up()
    retried_chat = fault.chat_fails
    chat_ok = True
    if retried_chat:
        retried = rig.retry_answer(timeout_s=wait_s).item
        chat_ok = retried.state == th.DONE
        if not chat_ok:
            result.notes.append(f"the retried answer ended {retried.state}: {retried.error or retried.content[:200]}")
    rig.canvas.tree_actions.retry(memory_id)
    wait_until(lambda: rig.analysis_state(memory_id) is AnalysisState.DONE, wait_s, "the retried analysis")
    result.retry_works = chat_ok and rig.analysis_state(memory_id) is AnalysisState.DONE
    result.retry_how = ("Retry on the answer, then " if retried_chat else "") + "Retry on the card"
    result.captures_kept = rig.captures_kept([memory_id])
    result.max_gap_ms = rig.meter.stop()
    result.gui_thread_calls = WatchedGateway.gui_thread_calls
    result.seconds = time.monotonic() - started
    return result


def run_unknown_citations_case(rig: FaultRig) -> CaseResult:
    result = CaseResult("answer cites ids that do not exist")
    started = time.monotonic()
    WatchedGateway.gui_thread_calls = 0
    rig.meter.start()
    real = next(iter(rig.seeded))
    rig.server.fault("unknown_citations", match="chat_answer", ids=(9999, real, 123456), times=1)
    answer = rig.ask()
    chips = [chip.memory_id for chip in answer.chip_widgets()]
    shown = answer.text.toPlainText()
    result.chat_sees = (f"the answer, with a citation chip for m{real} only ({len(chips)} chip); the invented "
                        f"ids are dropped from the text" if chips == [real] and "9999" not in shown
                        and "123456" not in shown else f"chips {chips}, text {shown!r}")
    result.job_sees = "(no job involved)"
    answer = rig.ask("And the travel part?")  # asking again is the retry; the next answer is normal
    result.retry_works = answer.item.state == th.DONE
    result.retry_how = "ask again"
    result.captures_kept = rig.captures_kept([])
    result.max_gap_ms = rig.meter.stop()
    result.gui_thread_calls = WatchedGateway.gui_thread_calls
    result.seconds = time.monotonic() - started
    return result


def regroup_plans(rig: FaultRig) -> Iterator[tuple[str, dict[str, Any]]]:
    ids = list(rig.seeded)
    yield "regroup plan with unknown ids", {
        "summary": "Sort by project", "operations": [
            {"op": "move", "memory_ids": [ids[0], 9999], "to": rig.trip},
            {"op": "rename", "group_id": 8888, "name": "Ghost"},
            {"op": "nest", "group_id": rig.trip, "parent": 7777},
            {"op": "link", "src": f"m{ids[1]}", "dst": "m9999", "label": "about"},
            {"op": "rename", "group_id": rig.grant, "name": "Grant R01"}]}
    yield "regroup plan making a cycle", {
        "summary": "Nest the groups", "operations": [
            {"op": "create_group", "ref": "new1", "name": "Projects", "parent": rig.grant},
            {"op": "nest", "group_id": rig.trip, "parent": rig.grant},
            {"op": "nest", "group_id": rig.grant, "parent": rig.trip},
            {"op": "nest", "group_id": rig.grant, "parent": "new1"}]}


def run_regroup_case(rig: FaultRig, name: str, plan: dict[str, Any]) -> CaseResult:
    result = CaseResult(name)
    started = time.monotonic()
    WatchedGateway.gui_thread_calls = 0
    rig.meter.start()
    rig.server.on("regroup", Reply(json=plan), times=1)
    result.plan_sees = rig.propose("group these by project")
    plans = rig.canvas.plans
    proposed = plans.plan
    result.notes.append(f"{len(proposed.operations) if proposed else 0} of {len(plan['operations'])} steps kept")
    kept_before_apply = rig.captures_kept([])
    applied = plans.apply() if proposed is not None and proposed.operations else False
    result.notes.append("applied the valid steps as one undo step" if applied else "nothing applied")
    undone = rig.core.tree.undo()  # the person undoes it and asks again (a normal plan this time)
    result.notes.append(f"undone: {undone}")
    wait_until(lambda: not rig.bridge._pending, 10, "the canvas to follow the undo")
    rig.server.on("regroup", Reply(json={"summary": "Keep as is", "operations": [
        {"op": "rename", "group_id": rig.trip, "name": "Lisbon trip"}]}), times=1)
    result.retry_how = "Undo, then Prompt with AI again"
    again = rig.propose("group these by project")
    result.retry_works = plans.plan is not None and not again and plans.apply() is True
    result.captures_kept = kept_before_apply and rig.captures_kept([])
    result.job_sees = "(no job involved)"
    result.chat_sees = "(no chat involved)"
    result.max_gap_ms = rig.meter.stop()
    result.gui_thread_calls = WatchedGateway.gui_thread_calls
    result.seconds = time.monotonic() - started
    return result


__all__ = [
    "ENDPOINT_FAULTS",
    "CaseResult",
    "EndpointFault",
    "FakeRequest",
    "FaultRig",
    "regroup_plans",
    "run_baseline_case",
    "run_endpoint_case",
    "run_regroup_case",
    "run_unknown_citations_case",
]


def run_baseline_case(rig: FaultRig) -> CaseResult:
    """The same steps with a healthy model: the frame gaps every fault case is compared with."""
    result = CaseResult("no fault (baseline)")
    started = time.monotonic()
    WatchedGateway.gui_thread_calls = 0
    rig.meter.start()
    memory_id = rig.capture("Budget note with a healthy model: ask for 2,000 more for travel",
                            memo="travel budget is short")
    answer = rig.ask()
    result.chat_sees = f"answered ({answer.item.state}) with {len(answer.chip_widgets())} citation chip(s)"
    wait_until(lambda: rig.analysis_state(memory_id) is AnalysisState.DONE, 60, "the analysis")
    result.job_sees = "card analysed: " + rig.core.store.get_memory(memory_id).title
    result.retry_works = True
    result.retry_how = "nothing to retry"
    result.captures_kept = rig.captures_kept([memory_id])
    result.max_gap_ms = rig.meter.stop()
    result.gui_thread_calls = WatchedGateway.gui_thread_calls
    result.seconds = time.monotonic() - started
    return result
