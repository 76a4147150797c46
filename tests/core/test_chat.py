"""Chat orchestration through the fake OpenAI-compatible server: controller, references, retrieval,
relevance filter, streaming with citations, chat memories, failures mid-stream, retry, refinement,
threads, the preference probe and the running summary."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from contexty_qt.core.chat import threads as th
from contexty_qt.core.chat.citations import cited_ids, replace_citations, valid_citations
from contexty_qt.core.chat.context import Reference, RefKind, parse_mentions
from contexty_qt.core.chat.controller import heuristic_decision
from contexty_qt.core.chat.probe import ProbeLog, answers_differ, context_gate, jaccard, ncd
from contexty_qt.core.chat.prompting import Refinement
from contexty_qt.core.chat.service import ChatService, ProbeOutcome, TurnObserver, TurnResult
from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
from contexty_qt.core.model import Message, SourceType
from contexty_qt.core.retrieval.dynamics import DynamicsStore
from contexty_qt.core.retrieval.service import RetrievalService
from contexty_qt.core.settings import Settings
from tests.core.test_retrieval_reach import screenshot
from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest, Reply

NOW = datetime(2026, 11, 20, 15, 30, tzinfo=UTC)
WITH_SNIPPETS = (
    "Take the TAP flight TP1363 from London Gatwick on Thursday 3 December, departing 17:50 and landing in Lisbon "
    "at 20:40 [m{flight}]. It costs £142 one way, it is the cheapest direct option you saved, and Jonas prefers "
    "Gatwick because he can leave work early. Book the return TP1358 on Sunday evening so the Alfama checkout at "
    "11:00 leaves time for lunch.")
WITHOUT_SNIPPETS = (
    "Nothing in your memories covers this trip. The only relevant capture is a ThinkPad T14s review you glanced at: "
    "great keyboard, dim 300-nit screen, soldered RAM. If you want travel advice, compare prices on a search engine, "
    "check baggage rules, and keep receipts for expenses; none of that is recorded here yet.")


class Recorder(TurnObserver):
    def __init__(self) -> None:
        self.added: list[Message] = []
        self.tokens: list[str] = []
        self.results: list[TurnResult] = []
        self.probes: list[ProbeOutcome] = []

    def message_added(self, message: Message) -> None:
        self.added.append(message)

    def token(self, message_id: int, text: str, arrived: float) -> None:
        self.tokens.append(text)

    def finished(self, result: TurnResult) -> None:
        self.results.append(result)

    def probe_ready(self, outcome: ProbeOutcome) -> None:
        self.probes.append(outcome)


@pytest.fixture
def world(core: Any) -> Iterator[dict[str, Any]]:
    tree = core.tree
    ids = {
        "flight": tree.add_memory(SourceType.SNIPPET, text="TAP flight London Gatwick to Lisbon, Thu 3 Dec, £142",
                                  memo="cheapest direct one, Jonas prefers Gatwick",
                                  captured_at=NOW - timedelta(days=2)).id,
        "hotel": tree.add_memory(SourceType.SNIPPET, text="Sunny loft in Alfama with a rooftop terrace, £130 a night",
                                 memo="terrace!! but no lift", captured_at=NOW - timedelta(days=1)).id,
        "laptop": tree.add_memory(SourceType.OBSERVATION, text="ThinkPad T14s review: great keyboard, dim screen",
                                  captured_at=NOW - timedelta(days=3)).id,
    }
    group = tree.add_group("Lisbon trip")
    tree.move_memories([ids["flight"], ids["hotel"]], group.id)
    retrieval = RetrievalService(core.store, core.bus)
    retrieval.build_now()
    threads = th.ThreadStore(core.store, core.bus)
    yield {"core": core, "ids": ids, "group": group.id, "retrieval": retrieval, "threads": threads}
    retrieval.close()


def service(world: dict[str, Any], server: FakeOpenAIServer | None, settings: Settings | None = None) -> ChatService:
    gateway = LLMGateway(config=LLMConfig(base_url=server.base_url, analysis_model="fake-small",
                                          chat_model="fake-large", timeout_s=5)) if server else None
    return ChatService(world["threads"], world["core"].tree, gateway, world["retrieval"], settings=settings,
                       clock=lambda: NOW)


def script(server: FakeOpenAIServer, answer: str | Reply, *, relevant: list[int] | None = None,
           memories: bool = True, queries: tuple[str, ...] = ("Lisbon flights booked",)) -> None:
    server.on("chat_plan", Reply(json={"memories": memories, "conversation": False, "queries": list(queries)}))
    if relevant is not None:
        server.on("chat_relevance", Reply(json={"relevant": [f"m{i}" for i in relevant]}))
    server.on("chat_importance", lambda r: Reply(json={"ratings": [
        {"id": m, "importance": 7} for m in re.findall(r"\bm\d+", r.last_user)]}))
    server.on("chat_answer", answer if isinstance(answer, Reply) else Reply(content=answer))


# ---- pure parts ------------------------------------------------------------------------------
def test_citations_are_parsed_in_every_form_and_invented_ids_dropped() -> None:
    text = "Fly TAP [m12]. The loft [m7][m12] or both [m3, m9]. Not a citation: [12] or m5."
    assert cited_ids(text) == [12, 7, 3, 9]
    assert valid_citations(text, known=[12, 7], exists=lambda ids: {3} & set(ids)) == [12, 7, 3]
    assert replace_citations("a [m1][m2]", lambda i: f"<{i}>" if i == 1 else None) == "a <1>"


def test_inline_references_round_trip() -> None:
    ref = Reference(RefKind.GROUP, 4)
    plain, refs = parse_mentions(f"{ref.token('Lisbon trip')} what did I book? @[memory:9]")
    assert refs == [ref, Reference(RefKind.MEMORY, 9)]
    assert plain == "@Lisbon trip what did I book? @m9"


def test_heuristic_controller() -> None:
    history = [Message(1, 1, "user", "q", NOW), Message(2, 1, "assistant", "a", NOW)]
    assert not heuristic_decision("thanks!", history, False).memories
    follow = heuristic_decision("and why is that one cheaper?", history, False)
    assert follow.conversation
    assert heuristic_decision("which flight did I pick for Lisbon?", [], False).memories
    assert heuristic_decision("what is a transformer?", [], False).memories  # retrieval judges relevance


def test_probe_gates_on_crafted_pairs() -> None:
    same = context_gate([1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6, 7], "a b c d", "a b c d")
    assert same.equivalent
    near = context_gate(list(range(1, 8)), [*range(1, 7), 8], "alpha beta gamma delta", "alpha beta gamma delta")
    assert near.memory_jaccard == pytest.approx(6 / 8) and not near.equivalent  # ids differ too much
    ids_a, ids_b = list(range(1, 21)), [*range(1, 20), 21]  # 19/21 = 0.905
    words = " ".join(f"w{i}" for i in range(100))
    ok = context_gate(ids_a, ids_b, words, words + " w100")  # tokens 100/101 = 0.99
    assert ok.memory_jaccard == pytest.approx(19 / 21) and ok.token_jaccard == pytest.approx(100 / 101)
    assert ok.equivalent
    assert not context_gate(ids_a, ids_b, words, " ".join(f"w{i}" for i in range(90))).equivalent  # 0.90 < 0.92
    assert jaccard([], []) == 1.0
    essay = "The TAP flight from Gatwick on Thursday costs £142 and Jonas prefers it. " * 3
    assert ncd(essay, essay) < 0.2
    differ, value = answers_differ(WITH_SNIPPETS, WITHOUT_SNIPPETS)
    assert differ and value > 0.7
    # short answers share gzip's overhead and alphabet: even unrelated ones stay under the threshold
    assert not answers_differ("Take the TAP flight [m1].", "A ThinkPad review: dim screen.")[0]
    assert not answers_differ(essay, essay.replace("£142", "£143"))[0]


# ---- no model --------------------------------------------------------------------------------
def test_without_a_model_chat_says_what_is_missing_and_retrieval_still_works(world: dict[str, Any]) -> None:
    chat = service(world, None)
    assert chat.model_problem() and "llm.chat_model" in chat.model_problem()  # type: ignore[operator]
    thread = world["threads"].create()
    result = chat.ask(thread.id, "Which flight to Lisbon did I look at?", now=NOW)
    assert result.state == th.NO_MODEL
    assert "No chat model is configured" in result.content and "Settings" in result.error
    assert "Settings" not in result.content  # said once, beside the conversation: not in every answer
    assert result.citations[0] == world["ids"]["flight"]
    stored = world["threads"].messages(thread.id)
    assert [m.role for m in stored] == ["user", "assistant"] and stored[1].state == th.NO_MODEL
    assert world["threads"].get(thread.id).title.startswith("Which flight to Lisbon")


def test_without_a_model_the_answer_quotes_where_each_memory_says_it(world: dict[str, Any]) -> None:
    """Each memory listed without a model shows its sentence that shares the question's words: the line of a long
    capture or of a screenshot's OCR text, or the memo, not only the title."""
    core = world["core"]
    booking = core.tree.add_memory(
        SourceType.SNIPPET, text="Casa do Alfama booked. Check-in from 15:00. Breakfast on the terrace 7-10.",
        memo="book the airport taxi", captured_at=NOW - timedelta(hours=5), title="Casa do Alfama booking").id
    shot = screenshot(core, "Cacilhas ferry\nSunday return 18:40 from Cais do Sodré")
    world["retrieval"].build_now()
    chat = service(world, None)
    thread = world["threads"].create()
    breakfast = chat.ask(thread.id, "When is breakfast served?", now=NOW)
    line = next(x for x in breakfast.content.splitlines() if f"[m{booking}]" in x)
    assert line.endswith(" — “Breakfast on the terrace 7-10.”")
    ferry = chat.ask(thread.id, "which ferry goes back to Cais do Sodré?", now=NOW)
    line = next(x for x in ferry.content.splitlines() if f"[m{shot}]" in x)
    assert "“Sunday return 18:40 from Cais do Sodré”" in line
    # a title cut from the sentence's beginning is not quoted twice: the quote goes on where the title stops
    homework = ("Icelandic homework, storm day: describe the hut at dinner in ten sentences, then read the radio "
                "news aloud twice.")
    long = core.tree.add_memory(SourceType.SNIPPET, text=homework, captured_at=NOW - timedelta(hours=3)).id
    world["retrieval"].build_now()
    radio = chat.ask(thread.id, "what about the radio news?", now=NOW)
    line = next(x for x in radio.content.splitlines() if f"[m{long}]" in x)
    title = line.split("] ", 1)[1].split(" — ")[0]
    assert title.endswith("…") and homework.startswith(title[:-1])
    assert line.endswith(f" — “…{homework[len(title) - 1:]}”")
    taxi = chat.ask(thread.id, "did I book a taxi?", now=NOW)
    line = next(x for x in taxi.content.splitlines() if f"[m{booking}]" in x)
    assert line.endswith("“book the airport taxi” (your memo)")
    # the user's-context sentence is the app's own guess about the memory, never quoted as what it says
    guessed = core.tree.add_memory(SourceType.SNIPPET, text="Form 100 uploaded.", captured_at=NOW - timedelta(hours=2),
                                   user_context="Part of “Kindergarten” › “Medical certificate”.").id
    world["retrieval"].build_now()
    kindergarten = chat.ask(thread.id, "the kindergarten medical certificate?", now=NOW)
    line = next(x for x in kindergarten.content.splitlines() if f"[m{guessed}]" in x)
    assert "Part of" not in line


# ---- with the fake server --------------------------------------------------------------------
def test_answer_streams_cites_and_becomes_a_chat_memory(world: dict[str, Any], fake_openai: FakeOpenAIServer) -> None:
    ids = world["ids"]
    script(fake_openai, f"You chose the TAP flight on Thursday [m{ids['flight']}]. Not real: [m999].",
           relevant=[ids["flight"], ids["hotel"]])
    chat = service(world, fake_openai)
    thread = world["threads"].create()
    seen = Recorder()
    result = chat.ask(thread.id, "Which flight did I pick for Lisbon?", observer=seen, now=NOW)
    assert result.state == th.DONE and result.citations == [ids["flight"]]
    assert len(seen.tokens) > 3 and "".join(seen.tokens) == result.content
    assert [m.role for m in seen.added] == ["user", "assistant"]
    # the relevance filter kept two; the laptop observation was dropped
    assert result.context.ids() == [ids["flight"], ids["hotel"]]
    answer_request = fake_openai.chat_requests("chat_answer")[0]
    user_turn = answer_request.last_user
    assert re.search(r"<memories_[0-9a-f]{10}>", user_turn) and f"[m{ids['flight']}]" in user_turn
    assert "memo (the person's own note): cheapest direct one" in user_turn
    assert user_turn.rstrip().endswith("Which flight did I pick for Lisbon?")
    assert "Which flight did I pick" in fake_openai.chat_requests("chat_plan")[0].last_user
    # CAP-7: the exchange is a blue chat memory linked from the message
    message = world["threads"].message(result.message_id)
    assert message.state == th.DONE and message.citations == [ids["flight"]]
    chat_memory = world["core"].store.get_memory(message.memory_id)
    assert chat_memory.source is SourceType.CHAT and "Which flight did I pick" in chat_memory.text
    # DYN-1 / LUFY: the cited memory was consolidated, and rated by the model
    flight = world["core"].store.get_memory(ids["flight"])
    assert flight.recall_count == 1 and flight.last_recalled == NOW
    assert DynamicsStore(world["core"].store).row(ids["flight"]).llm_importance == 7
    # the next question can retrieve the chat memory (placement/retrieval treat it like a capture)
    assert world["retrieval"].indexed(message.memory_id)  # type: ignore[arg-type]


def test_generated_queries_reach_retrieval(world: dict[str, Any], fake_openai: FakeOpenAIServer,
                                          tmp_path: Path) -> None:
    ids = world["ids"]
    # the question shares no word with the loft; the generated query does
    script(fake_openai, "ok", queries=("rooftop terrace loft Alfama",), relevant=None)
    settings = Settings(tmp_path / "settings.json")
    settings.set("chat.relevance_filter", False)
    chat = service(world, fake_openai, settings)
    seen: list[tuple[str, ...]] = []
    search = world["retrieval"].search

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.append(tuple(kwargs["queries"]))
        return search(*args, **kwargs)

    world["retrieval"].search = spy
    result = chat.ask(world["threads"].create().id, "Where am I sleeping?", now=NOW)
    assert seen == [("rooftop terrace loft Alfama",)]
    assert result.context.ids()[0] == ids["hotel"]


def test_mentions_come_first_marked_and_a_group_gives_its_recent_members(world: dict[str, Any],
                                                                          fake_openai: FakeOpenAIServer) -> None:
    ids = world["ids"]
    script(fake_openai, "Both are in the trip group.", relevant=[ids["laptop"]])
    chat = service(world, fake_openai)
    thread = world["threads"].create()
    result = chat.ask(thread.id, "summarise this", refs=[Reference(RefKind.GROUP, world["group"]),
                                                         Reference(RefKind.MEMORY, ids["laptop"])], now=NOW)
    kinds = [(i.memory.id, i.kind.value) for i in result.context.items]
    assert kinds[:3] == [(ids["hotel"], "mention"), (ids["flight"], "mention"), (ids["laptop"], "mention")]
    prompt = fake_openai.chat_requests("chat_answer")[0].last_user
    assert f"[m{ids['hotel']}] MENTION" in prompt and "from the referenced group: Lisbon trip" in prompt
    stored = world["threads"].messages(thread.id)[0].content
    assert stored.startswith(f"@[group:{world['group']}]") and parse_mentions(stored)[1][0].kind is RefKind.GROUP


def test_endpoint_down_mid_stream_keeps_the_partial_answer_and_retry_works(world: dict[str, Any],
                                                                           fake_openai: FakeOpenAIServer) -> None:
    ids = world["ids"]
    full = f"The TAP flight leaves Gatwick on Thursday at 17:50 and costs £142 [m{ids['flight']}]."
    script(fake_openai, Reply(content=full, disconnect_after=5), relevant=[ids["flight"]])
    chat = service(world, fake_openai)
    thread = world["threads"].create()
    seen = Recorder()
    result = chat.ask(thread.id, "When does my flight leave?", observer=seen, now=NOW)
    assert result.state == th.PARTIAL and result.error and result.content == "".join(seen.tokens)
    assert 0 < len(result.content) < len(full)
    stored = world["threads"].message(result.message_id)
    assert stored.state == th.PARTIAL and stored.content == result.content and stored.memory_id is None
    fake_openai.on("chat_answer", Reply(content=full))
    again = chat.retry(result.message_id, now=NOW)
    assert again.state == th.DONE and again.content == full and again.message_id == result.message_id
    assert world["threads"].message(result.message_id).citations == [ids["flight"]]
    assert len(world["threads"].messages(thread.id)) == 2  # retried in place


def test_failure_before_any_token_is_an_error_message_then_retry(world: dict[str, Any],
                                                                 fake_openai: FakeOpenAIServer) -> None:
    script(fake_openai, Reply(status=503, error="overloaded"), relevant=[])
    chat = service(world, fake_openai)
    result = chat.ask(world["threads"].create().id, "When does my flight leave?", now=NOW)
    assert result.state == th.ERROR and "503" in result.content
    fake_openai.on("chat_answer", Reply(content="Thursday."))
    assert chat.retry(result.message_id, now=NOW).state == th.DONE


def test_stop_keeps_what_arrived(world: dict[str, Any], fake_openai: FakeOpenAIServer) -> None:
    script(fake_openai, Reply(content="one two three four five six seven eight", chunk_delay=0.05), relevant=[])
    chat = service(world, fake_openai)
    cancel = threading.Event()

    class StopAfterTwo(Recorder):
        def token(self, message_id: int, text: str, arrived: float) -> None:
            super().token(message_id, text, arrived)
            if len(self.tokens) == 2:
                cancel.set()

    result = chat.ask(world["threads"].create().id, "count", observer=StopAfterTwo(), cancel=cancel, now=NOW)
    assert result.state == th.STOPPED and result.content == "one two "


def test_refine_states_the_changes_and_regenerates(world: dict[str, Any], fake_openai: FakeOpenAIServer) -> None:
    ids = world["ids"]
    script(fake_openai, f"Flight [m{ids['flight']}] and loft [m{ids['hotel']}].",
           relevant=[ids["flight"], ids["hotel"]])
    chat = service(world, fake_openai)
    thread = world["threads"].create()
    first = chat.ask(thread.id, "What have I planned for Lisbon?", now=NOW)
    fake_openai.on("chat_answer", Reply(content=f"The laptop [m{ids['laptop']}] and the loft [m{ids['hotel']}]."))
    refined = chat.refine(first.message_id, Refinement(exclude=(ids["flight"],), include=(ids["laptop"],),
                                                       emphasize=(ids["hotel"],)), now=NOW)
    assert refined.state == th.DONE and refined.message_id != first.message_id
    request = fake_openai.chat_requests("chat_answer")[-1]
    assert f"Leave out [m{ids['flight']}]" in request.system and f"Use [m{ids['laptop']}]" in request.system
    assert f"Give [m{ids['hotel']}] more weight" in request.system
    assert f"[m{ids['flight']}]" not in request.last_user  # excluded memories are not shown at all
    assert f"[m{ids['hotel']}] EMPHASIZE" in request.last_user
    assert f"[m{ids['laptop']}] MENTION" in request.last_user
    roles = [m.role for m in world["threads"].messages(thread.id)]
    assert roles == ["user", "assistant", "user", "assistant"]
    rows = {r.memory_id: (r.kind, r.weight) for r in world["threads"].context(refined.message_id)}
    assert rows[ids["flight"]] == ("excluded", 0.0) and rows[ids["hotel"]][1] == 2.0
    # a refinement that failed can be retried with the same changes
    fake_openai.on("chat_answer", Reply(status=500))
    failed = chat.refine(refined.message_id, Refinement(exclude=(ids["laptop"],)), now=NOW)
    assert failed.state == th.ERROR
    fake_openai.on("chat_answer", Reply(content="Only the loft now."))
    assert chat.retry(failed.message_id, now=NOW).state == th.DONE
    assert "Leave out [m" in fake_openai.chat_requests("chat_answer")[-1].system


def test_refine_merges_two_memories_into_one_and_a_retry_keeps_the_merge(
        world: dict[str, Any], fake_openai: FakeOpenAIServer) -> None:
    ids = world["ids"]
    script(fake_openai, f"Flight [m{ids['flight']}] and loft [m{ids['hotel']}].",
           relevant=[ids["flight"], ids["hotel"]])
    chat = service(world, fake_openai)
    first = chat.ask(world["threads"].create().id, "What have I planned for Lisbon?", now=NOW)
    only_one = Refinement(merge=(ids["flight"],))
    assert only_one.empty()  # one memory is nothing to merge yet
    fake_openai.on("chat_answer", Reply(content=f"One trip [m{ids['flight']}] [m{ids['hotel']}]."))
    refined = chat.refine(first.message_id, Refinement(merge=(ids["flight"], ids["hotel"])), now=NOW)
    assert refined.state == th.DONE
    request = fake_openai.chat_requests("chat_answer")[-1]
    assert f"Treat [m{ids['flight']}] [m{ids['hotel']}] as one memory" in request.system
    assert f"[m{ids['flight']}] MERGED" in request.last_user and f"[m{ids['hotel']}] MERGED" in request.last_user
    assert world["threads"].messages(first.thread_id)[-2].content.endswith(
        f"merging m{ids['flight']} and m{ids['hotel']}.")
    merged = {r.memory_id for r in world["threads"].context(refined.message_id) if r.merged}
    assert merged == {ids["flight"], ids["hotel"]}
    fake_openai.on("chat_answer", Reply(status=500))
    failed = chat.refine(refined.message_id, Refinement(merge=(ids["flight"], ids["hotel"])), now=NOW)
    assert failed.state == th.ERROR
    fake_openai.on("chat_answer", Reply(content="One trip."))
    assert chat.retry(failed.message_id, now=NOW).state == th.DONE
    assert "as one memory" in fake_openai.chat_requests("chat_answer")[-1].system


def test_threads_persist_across_restart(data_dir: Path) -> None:
    from contexty_qt.core.services import open_core

    core = open_core(str(data_dir))
    threads = th.ThreadStore(core.store, core.bus)
    a = threads.create("Trip")
    b = threads.create()
    threads.add_message(a.id, "user", "hello")
    threads.add_message(a.id, "assistant", "partial answ", state=th.PARTIAL, citations=[3])
    threads.rename(b.id, "Laptops")
    threads.set_summary(a.id, "They said hello.", 1)
    threads.delete(b.id)
    core.close()
    core = open_core(str(data_dir))
    try:
        again = th.ThreadStore(core.store, core.bus)
        assert [t.title for t in again.all()] == ["Trip"]
        messages = again.messages(a.id)
        assert [(m.role, m.content, m.state, m.citations) for m in messages] == [
            ("user", "hello", "done", []), ("assistant", "partial answ", "partial", [3])]
        assert again.summary(a.id) == ("They said hello.", 1)
    finally:
        core.close()


def test_older_turns_are_summarised_and_recent_ones_kept(world: dict[str, Any], fake_openai: FakeOpenAIServer) -> None:
    script(fake_openai, "Noted.", memories=False, relevant=[])
    fake_openai.on("chat_summary", lambda r: Reply(json={"summary": "They asked six things about the trip."}))
    chat = service(world, fake_openai)
    thread = world["threads"].create()
    for n in range(7):
        chat.ask(thread.id, f"question number {n}", now=NOW)
    summary, upto = world["threads"].summary(thread.id)
    assert summary == "They asked six things about the trip." and upto > 0
    fake_openai.on(lambda r: r.prompt == "chat_plan", Reply(json={"memories": False, "conversation": True}))
    chat.ask(thread.id, "and the last one?", now=NOW)
    last = fake_openai.chat_requests("chat_answer")[-1]
    assert "six things" in last.system
    assert len([m for m in last.messages if m["role"] in ("user", "assistant")]) <= 9  # 8 recent + question


def test_probe_generates_both_in_parallel_and_logs_the_choice(world: dict[str, Any], fake_openai: FakeOpenAIServer,
                                                               tmp_path: Path) -> None:
    ids = world["ids"]
    settings = Settings(tmp_path / "settings.json")
    settings.set("chat.preference_probe", True)
    settings.set("chat.relevance_filter", False)
    fake_openai.on("chat_plan", Reply(json={"memories": True, "conversation": False, "queries": []}))

    def answer(request: FakeRequest) -> Reply:
        if f"[m{ids['flight']}]" in request.last_user:  # context A (with snippets)
            return Reply(content=WITH_SNIPPETS.format(flight=ids["flight"]))
        return Reply(content=WITHOUT_SNIPPETS)

    fake_openai.on("chat_answer", answer)
    chat = service(world, fake_openai, settings)
    seen = Recorder()
    result = chat.ask(world["threads"].create().id, "which TAP flight to Lisbon", observer=seen, now=NOW)
    assert result.probe is not None and seen.probes == [result.probe]
    assert result.probe.ncd > 0.7 and "ThinkPad" in result.probe.answer_without
    assert len(fake_openai.chat_requests("chat_answer")) == 2
    log = ProbeLog(world["core"].store)
    assert log.rows()[-1]["shown"] == "both" and log.rows()[-1]["choice"] is None
    chat.choose_probe(result.probe, "without_snippets")
    assert log.rows()[-1]["choice"] == "without_snippets"
    assert "ThinkPad" in world["threads"].message(result.message_id).content


def test_probe_skips_equivalent_contexts(world: dict[str, Any], fake_openai: FakeOpenAIServer, tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.json")
    settings.set("chat.preference_probe", True)
    fake_openai.on("chat_plan", Reply(json={"memories": True, "conversation": False, "queries": []}))
    fake_openai.on("chat_relevance", Reply(json={"relevant": []}))
    fake_openai.on("chat_answer", Reply(content="Nothing relevant."))
    chat = service(world, fake_openai, settings)
    result = chat.ask(world["threads"].create().id, "zebra quantum", now=NOW)  # nothing retrieved either way
    assert result.probe is None and len(fake_openai.chat_requests("chat_answer")) == 1
    assert ProbeLog(world["core"].store).rows()[-1]["shown"] == "one:contexts_equivalent"


def test_malformed_model_outputs_are_retried_once_then_the_offline_path_takes_over(
        world: dict[str, Any], fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on("chat_plan", Reply(content="sure! memories: yes"))  # not JSON, twice
    fake_openai.on("chat_relevance", Reply(json={"relevant": "all of them"}))  # wrong type, twice
    fake_openai.on("chat_importance", Reply(json={"ratings": []}))
    fake_openai.on("chat_answer", Reply(content=f"The TAP flight [m{world['ids']['flight']}]."))
    chat = service(world, fake_openai)
    result = chat.ask(world["threads"].create().id, "Which flight did I pick for Lisbon?", now=NOW)
    assert len(fake_openai.chat_requests("chat_plan")) == 2  # asked again once with the error
    assert len(fake_openai.chat_requests("chat_relevance")) == 2
    assert result.decision is not None and result.decision.source == "heuristic"
    assert result.state == th.DONE and world["ids"]["flight"] in result.context.ids()  # adaptive cut-off kept it
