"""The chat UI through the fake server: one session, two views (panel + floating window) updated
together while streaming, citation chips that ask the canvas to show a card, @-mention and
Add-to-Chat chips, threads that survive a restart, an answer cut off mid-stream then retried, stop,
the preference probe's side-by-side choice, and the no-model banner."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QApplication

from contexty_qt.core.chat import threads as th
from contexty_qt.core.chat.service import NO_MODEL_LEAD, ChatService
from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.core.retrieval.service import RetrievalService
from contexty_qt.core.services import open_core
from contexty_qt.ui.bridge import EventBridge
from contexty_qt.ui.chat.model import ChatSession
from contexty_qt.ui.chat.view import ChatPanel, ProbeCard
from contexty_qt.ui.chat.window import FloatingChatWindow
from contexty_qt.ui.threads import ThreadPanel
from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest, Reply

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")
NOW = datetime.now(UTC)


class World:
    def __init__(self, data_dir: Path, server: FakeOpenAIServer | None, qtbot: Any) -> None:
        self.core = open_core(str(data_dir))
        self.server = server
        if not self.core.store.memories():
            tree = self.core.tree
            tree.add_memory(SourceType.SNIPPET, text="TAP flight Gatwick to Lisbon Thu 3 Dec 17:50, £142",
                            memo="cheapest direct", provenance=Provenance("firefox", "Google Flights"),
                            captured_at=NOW - timedelta(days=2))
            tree.add_memory(SourceType.SNIPPET, text="Sunny loft in Alfama, rooftop terrace, £130 a night",
                            memo="terrace!! but no lift", captured_at=NOW - timedelta(days=1))
            group = tree.add_group("Lisbon trip")
            tree.move_memories([1, 2], group.id)
        self.retrieval = RetrievalService(self.core.store, self.core.bus)
        self.retrieval.build_now()
        gateway = LLMGateway(config=LLMConfig(base_url=server.base_url, analysis_model="fake-small",
                                              chat_model="fake-large", timeout_s=5)) if server else None
        self.chat = ChatService(th.ThreadStore(self.core.store, self.core.bus), self.core.tree, gateway,
                                self.retrieval, settings=self.core.settings)
        self.bridge = EventBridge(self.core.bus)
        self.session = ChatSession(self.chat, bridge=self.bridge)
        self.session.open_latest()
        self.panel = ChatPanel(self.session)
        self.window = FloatingChatWindow(self.session, self.core.settings)
        self.threads = ThreadPanel(self.session, confirm_delete=lambda _w, _t: True)
        for widget in (self.panel, self.window, self.threads):
            qtbot.addWidget(widget)
        self.panel.resize(420, 600)
        self.panel.show()
        self.window.open()

    def close(self) -> None:
        self.session.shutdown()
        self.bridge.close()
        self.retrieval.close()
        for widget in (self.panel, self.window, self.threads):
            widget.close()
        self.core.close()


@pytest.fixture
def world(data_dir: Path, fake_openai: FakeOpenAIServer, qtbot: Any) -> Iterator[World]:
    fake_openai.on("chat_plan", Reply(json={"memories": True, "conversation": False, "queries": []}))
    fake_openai.on("chat_relevance", Reply(json={"relevant": ["m1", "m2"]}))
    fake_openai.on("chat_importance", Reply(json={"ratings": []}))
    w = World(data_dir, fake_openai, qtbot)
    yield w
    w.close()


def views(w: World) -> list[Any]:
    return [w.panel.view, w.window.view]


def wait_idle(qtbot: Any, w: World, timeout: int = 10000) -> None:
    """The answer is final in the session and drawn as such in both views."""
    def settled() -> bool:
        if w.session.busy or not w.session.messages or w.session.messages[-1].state == th.STREAMING:
            return False
        last = w.session.messages[-1]
        for view in (w.panel.view, w.window.view):
            widget = view.widgets.get(last.id)
            if widget is None or widget.item != last or len(widget.chip_widgets()) != len(
                    [i for i in last.citations if w.session.memory_exists(i)]):
                return False
        return True

    qtbot.waitUntil(settled, timeout=timeout)


ANSWER = ("Your flight is the TAP one from Gatwick on Thursday at 17:50 [m1], and you are staying in the "
          "Alfama loft with the rooftop terrace [m2]. Invented: [m77].")


def test_streaming_shows_in_both_views_at_once_and_fast(world: World, fake_openai: FakeOpenAIServer,
                                                        qtbot: Any) -> None:
    fake_openai.on("chat_answer", Reply(content=ANSWER, chunk_delay=0.03))
    world.window.view.input.edit.setPlainText("What is my Lisbon plan?")
    world.window.view.input.submit()  # sent from the floating window...
    # ...the question appears in the main panel at once
    qtbot.waitUntil(lambda: any(w.item.role == "user" for w in world.panel.view.widgets.values()), timeout=2000)
    assert world.window.view.input.edit.toPlainText() == ""
    # mid-stream, both views show the same partial text
    qtbot.waitUntil(lambda: any(w.item.streaming and len(w.item.content) > 20
                                for w in world.panel.view.widgets.values()), timeout=5000)
    streaming = [next(w for w in v.widgets.values() if w.item.role == "assistant") for v in views(world)]
    assert streaming[0].item.streaming and streaming[1].item.streaming
    assert streaming[0].text.toPlainText() == streaming[1].text.toPlainText() != ""
    assert world.panel.view.input.stop_button.isVisible()
    wait_idle(qtbot, world)
    for view in views(world):
        answer = next(w for w in view.widgets.values() if w.item.role == "assistant")
        assert answer.item.state == th.DONE and answer.item.citations == (1, 2)
        assert [c.memory_id for c in answer.chip_widgets()] == [1, 2]  # m77 does not exist: no chip
        assert "Alfama loft" in answer.text.toPlainText() and "m77" not in answer.text.toPlainText()
        stats = view.latency_summary()
        assert stats["n"] >= 20 and stats["p95"] < 50.0, stats  # a token is on screen within 50 ms of arrival


def test_citation_chips_and_links_ask_the_canvas_to_show_the_card(world: World, fake_openai: FakeOpenAIServer,
                                                                  qtbot: Any) -> None:
    fake_openai.on("chat_answer", Reply(content=ANSWER))
    world.session.send("What is my Lisbon plan?")
    wait_idle(qtbot, world)
    answer = next(w for w in world.panel.view.widgets.values() if w.item.role == "assistant")
    chip = answer.chip_widgets()[1]
    with qtbot.waitSignal(world.session.citation_activated) as signal:
        chip.click()
    assert signal.args == [2]
    with qtbot.waitSignal(world.session.citation_activated) as signal:
        answer.text.anchorClicked.emit(QUrl("contexty:memory/1"))
    assert signal.args == [1]


def test_at_mention_completer_and_add_to_chat_chips(world: World, fake_openai: FakeOpenAIServer, qtbot: Any) -> None:
    fake_openai.on("chat_answer", Reply(content="Noted [m2]."))
    view = world.panel.view
    view.input.edit.setFocus()
    qtbot.keyClicks(view.input.edit, "compare @lsbtr")  # fuzzy: "Lisbon trip"
    assert view.input.popup.isVisible()
    assert view.input.popup.current().title == "Lisbon trip"
    qtbot.keyClick(view.input.edit, "\r")
    chips = view.input.chip_widgets()
    assert [c.ref.id for c in chips] == [1] and chips[0].ref.kind.value == "group"
    assert view.input.edit.toPlainText() == "compare "
    # "Add to Chat" from the canvas: a chip in both inputs
    world.session.add_references([2])
    assert [c.ref.id for c in world.window.view.input.chip_widgets()] == [2]
    assert len(view.input.chip_widgets()) == 2
    view.input.submit()
    wait_idle(qtbot, world)
    prompt = fake_openai.chat_requests("chat_answer")[-1].last_user
    assert "[m2] MENTION" in prompt and "from the referenced group: Lisbon trip" in prompt
    assert view.input.chip_widgets() == [] and world.window.view.input.chip_widgets() == []
    user = next(w for w in view.widgets.values() if w.item.role == "user")
    assert "@Lisbon trip" in user.text.toPlainText()


def test_endpoint_down_mid_stream_keeps_the_partial_answer_inline_and_retry_works(
        world: World, fake_openai: FakeOpenAIServer, qtbot: Any) -> None:
    fake_openai.on("chat_answer", Reply(content=ANSWER, disconnect_after=6))
    world.session.send("What is my Lisbon plan?")
    wait_idle(qtbot, world)
    for view in views(world):
        answer = next(w for w in view.widgets.values() if w.item.role == "assistant")
        assert answer.item.state == th.PARTIAL and answer.item.content and answer.item.content in ANSWER
        assert answer.error.isVisible() and "cut off" in answer.error.text()
        assert answer.retry_button.isVisible()
    fake_openai.on("chat_answer", Reply(content=ANSWER))
    answer = next(w for w in world.window.view.widgets.values() if w.item.role == "assistant")
    answer.retry_button.click()
    wait_idle(qtbot, world)
    done = [w for w in world.panel.view.widgets.values() if w.item.role == "assistant"]
    assert len(done) == 1 and done[0].item.state == th.DONE and not done[0].error.isVisible()
    assert world.chat.threads.message(done[0].item.id).state == th.DONE


def test_a_failed_answer_is_never_drawn_without_its_reason(world: World, fake_openai: FakeOpenAIServer,
                                                           qtbot: Any) -> None:
    """The worker's store write (the answer failed) and its result (with the reason) reach the GUI
    thread as two queued events. On a loaded machine the worker has returned before either is
    handled: the store change must not redraw the answer as failed without its reason (the fault
    matrix's 429 case saw only "The answer failed."), and the session stays busy until the result is
    handled (not merely returned on the worker)."""
    fake_openai.fault("server_error", match="chat_answer")
    drawn: list[tuple[str, str]] = []

    def record(*_args: object) -> None:
        last = world.session.messages[-1] if world.session.messages else None
        if last is not None and last.role == "assistant":
            drawn.append((last.state, last.error))

    world.session.messages_reset.connect(record)
    world.session.message_added.connect(record)
    world.session.message_updated.connect(record)
    world.session.send("What is my Lisbon plan?")
    turn = world.session._turn
    assert turn is not None and turn.wait(20)  # the GUI thread is held, as under load, until the worker returned
    assert world.session.busy, "the turn's result is still queued: the session is busy"
    wait_idle(qtbot, world)
    failed = [error for state, error in drawn if state == th.ERROR]
    assert failed and all("HTTP 500" in error for error in failed), drawn
    for view in views(world):
        answer = next(w for w in view.widgets.values() if w.item.role == "assistant")
        assert "HTTP 500" in answer.error.text() and answer.retry_button.isVisible()


def test_stop_keeps_what_arrived(world: World, fake_openai: FakeOpenAIServer, qtbot: Any) -> None:
    fake_openai.on("chat_answer", Reply(content=" ".join(f"w{i}" for i in range(200)), chunk_delay=0.02))
    world.session.send("go")
    qtbot.waitUntil(lambda: any(w.item.streaming and w.item.content for w in world.panel.view.widgets.values()),
                    timeout=5000)
    world.panel.view.input.stop_button.click()
    wait_idle(qtbot, world)
    last = world.session.messages[-1]
    assert last.state == th.STOPPED and last.content.startswith("w0")
    assert world.panel.view.input.send_button.isVisible()


def test_refine_from_the_chips(world: World, fake_openai: FakeOpenAIServer, qtbot: Any) -> None:
    fake_openai.on("chat_answer", Reply(content=ANSWER))
    world.session.send("What is my Lisbon plan?")
    wait_idle(qtbot, world)
    answer = next(w for w in world.panel.view.widgets.values() if w.item.role == "assistant")
    flight = answer.chip_widgets()[0]
    flight.menu().actions()[1].trigger()  # exclude
    answer.chip_widgets()[1].menu().actions()[2].trigger()  # emphasize
    assert answer.regenerate_button.isVisible()
    fake_openai.on("chat_answer", Reply(content="The loft [m2]."))
    answer.regenerate_button.click()
    wait_idle(qtbot, world)
    request = fake_openai.chat_requests("chat_answer")[-1]
    assert "Leave out [m1]" in request.system and "Give [m2] more weight" in request.system
    assert [m.role for m in world.session.messages] == ["user", "assistant", "user", "assistant"]


def test_merge_two_cited_memories_from_the_chips(world: World, fake_openai: FakeOpenAIServer, qtbot: Any) -> None:
    fake_openai.on("chat_answer", Reply(content=ANSWER))
    world.session.send("What is my Lisbon plan?")
    wait_idle(qtbot, world)
    answer = next(w for w in world.panel.view.widgets.values() if w.item.role == "assistant")
    first, second = answer.chip_widgets()[:2]
    first.menu().actions()[3].trigger()  # merge
    assert first.text().startswith("⧉ ") and not answer.regenerate_button.isVisible()  # one is not a merge yet
    assert answer.discard_button.isVisible()
    second.menu().actions()[3].trigger()
    assert answer.regenerate_button.isVisible()
    fake_openai.on("chat_answer", Reply(content="One trip [m1] [m2]."))
    answer.regenerate_button.click()
    wait_idle(qtbot, world)
    assert "Treat [m1] [m2] as one memory" in fake_openai.chat_requests("chat_answer")[-1].system


def test_probe_shows_both_answers_side_by_side_and_logs_the_choice(world: World, fake_openai: FakeOpenAIServer,
                                                                   qtbot: Any) -> None:
    world.core.settings.set("chat.preference_probe", True)
    long_a = ("Take the TAP flight TP1363 from London Gatwick on Thursday 3 December, departing 17:50 and landing "
              "in Lisbon at 20:40 [m1]. It costs £142, the cheapest direct option you saved, and the Alfama loft "
              "with its rooftop terrace is booked for three nights [m2].")
    long_b = ("Nothing in your memories covers this trip. If you want travel advice, compare prices on a search "
              "engine, check baggage rules, and keep receipts for expenses; none of that is recorded here yet.")

    def answer(request: FakeRequest) -> Reply:
        return Reply(content=long_a if "[m1]" in request.last_user else long_b)

    fake_openai.on("chat_answer", answer)
    world.session.send("flight and loft in Lisbon")
    wait_idle(qtbot, world)
    qtbot.waitUntil(lambda: all(v.findChildren(ProbeCard) for v in views(world)), timeout=5000)
    card = world.window.view.findChildren(ProbeCard)[0]
    card.choose("without_snippets")
    qtbot.waitUntil(lambda: not any(c.isVisible() for v in views(world) for c in v.findChildren(ProbeCard)),
                    timeout=2000)
    rows = world.chat.probe_log.rows()
    assert rows[-1]["shown"] == "both" and rows[-1]["choice"] == "without_snippets"
    qtbot.waitUntil(lambda: "Nothing in your memories" in world.session.messages[-1].content, timeout=2000)


def test_threads_panel_create_rename_switch_delete_and_restart(data_dir: Path, qtbot: Any) -> None:
    w = World(data_dir, None, qtbot)  # no model: answers say so, threads still work
    try:
        assert w.panel.view.banner.isVisible() and "llm.chat_model" in w.panel.view.banner_text.text()
        w.session.send("Which flight did I pick?")
        wait_idle(qtbot, w)
        last = w.session.messages[-1]
        assert last.state == th.NO_MODEL and last.citations[0] == 1
        for view in views(w):  # said once, by the answer itself: no red note repeating it under the answer
            answer = next(x for x in view.widgets.values() if x.item.role == "assistant")
            assert answer.item.content.startswith(NO_MODEL_LEAD) and answer.error.text() == ""
        first_thread = w.session.thread_id
        w.threads.new_button.click()
        assert w.threads.list.count() == 2 and w.session.messages == []
        item = w.threads.list.currentItem()
        item.setText("Laptops")  # an inline rename
        assert next(t.title for t in w.session.all_threads()) == "Laptops"
        w.session.send("hello")
        wait_idle(qtbot, w)
        w.threads.list.setCurrentRow(1)
        w.threads._switch(w.threads.list.currentItem())
        assert w.session.thread_id == first_thread and w.session.messages[0].content == "Which flight did I pick?"
        assert w.window.threads.currentData() == first_thread  # the floating window follows
    finally:
        w.close()
    again = World(data_dir, None, qtbot)  # a restart: the same threads and messages come back
    try:
        titles = [again.threads.list.item(i).text() for i in range(again.threads.list.count())]
        assert sorted(titles) == ["Laptops", "Which flight did I pick?"]
        again.session.switch_thread(next(t.id for t in again.session.all_threads() if t.title == "Laptops"))
        assert [m.role for m in again.session.messages] == ["user", "assistant"]
        again.threads.list.setCurrentRow(0)
        again.threads.delete_current()
        assert again.threads.list.count() == 1
    finally:
        again.close()
    assert QApplication.instance() is not None


def test_a_narrow_panel_with_a_scroll_bar_shows_every_message_and_chip_whole(data_dir: Path, qtbot: Any) -> None:
    """Messages and their citation chips fit the panel's width once the message list scrolls: a chip with a long
    title is elided to the width there is, and no message runs under the scroll bar (seen: the right edge of the
    no-model answer and of its chips cut off in a narrow chat panel)."""
    w = World(data_dir, None, qtbot)
    try:
        for title in ("Maman: Ma chouette, c'est réservé! J'arrive mercredi", "WYDZIAŁ KOMUNIKACJI WAŁBRZYCH WNIOSEK"):
            w.core.tree.add_memory(SourceType.SNIPPET, text=f"{title}. Keflavík arrival 06:10, Wednesday 23 April",
                                   title=title, captured_at=NOW - timedelta(hours=3))
        w.retrieval.build_now()
        w.panel.resize(290, 520)
        for question in ("When does Maman arrive in Keflavík?", "Which flight did I pick?"):
            w.session.send(question)
            wait_idle(qtbot, w)
        view = w.panel.view
        bar = view.scroller.verticalScrollBar()
        qtbot.waitUntil(lambda: bar.isVisible() and bar.maximum() > 0)
        QApplication.processEvents()
        room = view.scroller.viewport().width()
        assert view.list_widget.width() <= room
        for widget in view.widgets.values():
            assert widget.geometry().right() < room
            for chip in widget.chip_widgets():
                right = chip.mapTo(view.list_widget, chip.rect().topRight()).x()
                assert right < room
                elided = chip.width() < chip.sizeHint().width()
                assert (chip.text() != chip.label) == elided and chip.text().endswith("…") >= elided
        assert any(chip.text() != chip.label and chip.text().startswith("m4 · WYDZIAŁ")
                   for widget in view.widgets.values() for chip in widget.chip_widgets())
    finally:
        w.close()
