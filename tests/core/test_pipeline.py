"""The AI pipeline after analysis: place (MEM-3) with auto-hide (CAP-6), evolve (MEM-4), understand
(MEM-5), group summaries and re-embedding, offline and through the fake OpenAI-compatible server."""

from __future__ import annotations

import io
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from contexty_qt.core.errors import StoreError
from contexty_qt.core.events import Action, ChangeEvent, Entity
from contexty_qt.core.jobs import (
    EVOLVE,
    PLACE,
    REEMBED,
    SUMMARIZE,
    UNDERSTAND,
    JobQueue,
    JobRunner,
    summarize_job,
    understand_job,
)
from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
from contexty_qt.core.model import JobState, NodeKind, Origin, Provenance, SourceType
from contexty_qt.core.pipeline.place import still_said
from contexty_qt.core.pipeline.understanding import latest_understanding, load_understanding
from contexty_qt.core.services import CoreServices, open_core
from contexty_qt.core.wiring import create_runner
from tests.core.pipeline_support import (
    WordEmbedder,
    block,
    default_routes,
    ids_in,
    named,
    relatedness,
    understanding_reply,
)
from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest, Reply

T0 = datetime.now(UTC) - timedelta(days=1)
JOB = ["Senior data engineer job posting at Acme, salary 120k, apply by Friday",
       "Data engineer job interview questions and salary negotiation",
       "Globex hiring a data engineer, remote job, salary range listed",
       "Data engineer job at Initech, salary and benefits"]
TRAVEL = ["Cheap flights to Lisbon in May, return tickets",
          "Hotel in Lisbon near Alfama, cheap rooms in May",
          "Lisbon tram tickets and cheap flights in May"]


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


OFFLINE = LLMGateway(config=LLMConfig())


def make_runner(core: CoreServices, gateway: LLMGateway = OFFLINE, *, max_calls: int | None = 8,
                embedder: Any = None) -> JobRunner:
    runner = create_runner(core, gateway=gateway, ocr=lambda name: "", embedder=embedder or WordEmbedder(),
                           in_process=True)
    runner.max_calls_per_capture = max_calls
    return runner


def capture(core: CoreServices, text: str, *, memo: str = "", url: str = "", minutes: float = 0,
            source: SourceType = SourceType.SNIPPET, app: str = "Firefox") -> int:
    return core.tree.add_memory(source, text=text, memo=memo, captured_at=T0 + timedelta(minutes=minutes),
                                provenance=Provenance(app, text[:30], url)).id


def events_of(core: CoreServices) -> list[ChangeEvent]:
    seen: list[ChangeEvent] = []
    core.bus.subscribe(lambda events: seen.extend(events))
    return seen


def group_of(core: CoreServices, memory_id: int) -> int | None:
    return core.store.get_memory(memory_id).group_id


def job_notes(runner: JobRunner, kind: str) -> list[str]:
    return [str(j.payload.get("note", "")) for j in runner.queue.jobs() if j.kind == kind]


# ---- place, offline ------------------------------------------------------------------------------
def test_offline_placement_groups_tasks_names_groups_and_is_one_undo_step(services: CoreServices) -> None:
    runner = make_runner(services)
    jobs = [capture(services, t, url="https://jobs.example.com", minutes=i * 3) for i, t in enumerate(JOB[:2])]
    trips = [capture(services, t, url="https://travel.example.org", minutes=300 + i * 3)
             for i, t in enumerate(TRAVEL[:2])]
    for _ in range(4):
        runner.run_until_idle()
    assert group_of(services, jobs[0]) == group_of(services, jobs[1]) is not None
    assert group_of(services, trips[0]) == group_of(services, trips[1]) is not None
    assert group_of(services, jobs[0]) != group_of(services, trips[0])
    groups = services.store.groups()
    assert len(groups) == 2 and all(b.created_by is Origin.AI for b in groups)
    job_group = services.store.get_group(group_of(services, jobs[0]) or 0)
    assert "engineer" in job_group.name.lower() or "salary" in job_group.name.lower()  # distinctive words
    assert job_group.summary.startswith("2 memories about")  # refreshed by the summarize job
    assert all("offline relevance" in n for n in job_notes(runner, PLACE))
    assert all("no refinement" in n for n in job_notes(runner, EVOLVE))
    # the last placement is one AI step: undo puts the capture back, and its new group goes if it made one
    last = trips[1]
    runner.queue.enqueue(PLACE, last)  # place it again from unassigned
    services.tree.move_memories([last], None, Origin.AI)
    runner.run_until_idle()
    assert group_of(services, last) == group_of(services, trips[0])
    place = next(s for s in services.tree.undo_stack.ai_steps() if s.text.startswith("Place"))
    assert services.tree.undo_step(place) == f"AI: Place “{services.store.get_memory(last).display_title()}” in “" \
        f"{services.store.get_group(group_of(services, trips[0]) or 0).name}”"
    assert group_of(services, last) is None


def test_a_memory_the_user_placed_is_never_moved(services: CoreServices) -> None:
    runner = make_runner(services)
    mine = services.tree.add_group("My job hunt")
    pinned = capture(services, JOB[0], url="https://jobs.example.com")
    services.tree.move_memories([pinned], mine.id)
    elsewhere = services.tree.add_group("Misc")
    odd = capture(services, JOB[1], url="https://jobs.example.com", minutes=2)
    services.tree.move_memories([odd], elsewhere.id)  # the user put a job memory in "Misc": it stays there
    for i, text in enumerate(JOB[2:], 2):
        capture(services, text, url="https://jobs.example.com", minutes=i * 2)
        runner.run_until_idle()
    assert group_of(services, pinned) == mine.id and group_of(services, odd) == elsewhere.id
    others = [m for m in services.store.memories() if m.id not in (pinned, odd)]
    assert {m.group_id for m in others} <= {mine.id, elsewhere.id}  # filed with the task, as the user has it
    assert not any(m.placed_by_user for m in others) and services.store.get_memory(pinned).placed_by_user
    assert len(services.store.groups()) == 2


def test_consolidation_heals_and_deletes_the_ai_group_it_emptied(services: CoreServices) -> None:
    tree = services.tree
    runner = make_runner(services)
    first = tree.add_group("Jobs", origin=Origin.AI)
    stray = tree.add_group("Stray", origin=Origin.AI)
    a, b, c = (capture(services, t, url="https://jobs.example.com", minutes=i * 2) for i, t in enumerate(JOB[:3]))
    tree.move_memories([a, b], first.id, Origin.AI)
    tree.move_memories([c], stray.id, Origin.AI)
    for m in (a, b, c):
        services.store.update_row("memories", m, {"analysis_state": "done"})
    new = capture(services, JOB[3], url="https://jobs.example.com", minutes=8)
    runner.run_until_idle()
    assert {group_of(services, m) for m in (a, b, c, new)} == {first.id}
    assert [br.id for br in services.store.groups()] == [first.id]  # "Stray" was emptied and removed
    [place] = [j for j in runner.queue.jobs() if j.kind == PLACE]
    assert place.state is JobState.DONE
    summarized = [j for j in runner.queue.jobs() if j.kind == SUMMARIZE]
    assert [j.payload["group_id"] for j in summarized] == [first.id]
    # undo the summary, then the placement: "Stray" and its member come back exactly
    assert tree.undo_step(tree.undo_stack.ai_steps()[0]) == "AI: Summarise “Jobs”"
    assert (tree.undo_step(tree.undo_stack.ai_steps()[0]) or "").startswith("AI: Place")
    assert group_of(services, c) == stray.id and group_of(services, new) is None
    assert services.store.get_group(stray.id).name == "Stray"


def test_a_task_left_without_cards_or_sub_groups_goes_with_its_last_sub_group(services: CoreServices) -> None:
    """The AI parent whose only sub-group consolidation empties is removed too, in the same undo step: it was left
    on the canvas as an empty, named frame (seen on the naval architect's fortnight in the app)."""
    tree = services.tree
    runner = make_runner(services)
    first = tree.add_group("Jobs", origin=Origin.AI)
    loose = tree.add_group("Loose ends", origin=Origin.AI)
    stray = tree.add_group("Stray", parent_id=loose.id, origin=Origin.AI)
    a, b, c = (capture(services, t, url="https://jobs.example.com", minutes=i * 2) for i, t in enumerate(JOB[:3]))
    tree.move_memories([a, b], first.id, Origin.AI)
    tree.move_memories([c], stray.id, Origin.AI)
    for m in (a, b, c):
        services.store.update_row("memories", m, {"analysis_state": "done"})
    capture(services, JOB[3], url="https://jobs.example.com", minutes=8)
    runner.run_until_idle()
    assert group_of(services, c) == first.id
    assert [g.id for g in services.store.groups()] == [first.id]  # "Stray" and its parent "Loose ends" are gone
    undone = ""
    while not undone.startswith("AI: Place"):  # the summaries after it first, then the placement
        undone = tree.undo_step(tree.undo_stack.ai_steps()[0]) or ""
    assert group_of(services, c) == stray.id and services.store.get_group(stray.id).parent_id == loose.id
    assert services.store.get_group(loose.id).name == "Loose ends"


def test_placement_of_a_memory_deleted_meanwhile_is_a_no_op(services: CoreServices) -> None:
    runner = make_runner(services)
    memory = capture(services, JOB[0])
    runner.queue.enqueue(PLACE, memory)
    services.tree.delete_memories([memory])
    runner.run_until_idle()
    assert services.store.groups() == []


# ---- place, through the model --------------------------------------------------------------------
def test_model_sigma_decides_placement_and_names_the_new_group(services: CoreServices, gateway: LLMGateway,
                                                                fake_openai: FakeOpenAIServer) -> None:
    topic: dict[int, str] = {}
    default_routes(fake_openai, lambda new, cand: 0.9 if topic.get(new) == topic.get(cand) else 0.1)
    runner = make_runner(services, gateway)
    for i, (kind, text) in enumerate([("job", JOB[0]), ("job", JOB[1]), ("trip", TRAVEL[0])]):
        topic[capture(services, text, minutes=i)] = kind
        runner.run_until_idle()
    # a memory whose words say "travel" but that the model files with the job hunt
    odd = capture(services, "Lisbon flights for the interview trip", minutes=5)
    topic[odd] = "job"
    runner.run_until_idle()
    job_ids = [m for m, k in topic.items() if k == "job"]
    assert len({group_of(services, m) for m in job_ids}) == 1
    job_group = services.store.get_group(group_of(services, job_ids[0]) or 0)
    assert job_group.name.startswith("Model group") and job_group.summary == "Written by the model."
    trip = next(m for m, k in topic.items() if k == "trip")
    assert group_of(services, trip) not in (None, job_group.id)
    requests = fake_openai.chat_requests("relatedness")
    assert len(requests) == 3  # the first capture had no candidates: no call
    assert all(block(r, "memory") and block(r, "candidates") for r in requests)
    assert all(n == "" for n in job_notes(runner, PLACE))
    assert runner.queue.jobs()[1].payload["usage"]["calls"] >= 2  # analysis + name, charged to the capture


def test_unusable_relatedness_answer_falls_back_to_offline_sigma(services: CoreServices, gateway: LLMGateway,
                                                                 fake_openai: FakeOpenAIServer) -> None:
    default_routes(fake_openai)
    fake_openai.on("relatedness", Reply(content='{"scores": [{"id": "x", "sigma": "high"}]}'))
    fake_openai.on("group_name", Reply(content="not json at all"))
    runner = make_runner(services, gateway)
    first = capture(services, JOB[0], url="https://jobs.example.com")
    runner.run_until_idle()
    second = capture(services, JOB[1], url="https://jobs.example.com", minutes=2)
    runner.run_until_idle()
    assert group_of(services, first) == group_of(services, second) is not None
    notes = job_notes(runner, PLACE)
    assert "group named offline" in notes[0] and "unusable" in notes[1] and "offline relevance used" in notes[1]
    assert len(fake_openai.chat_requests("relatedness")) == 2  # one call and its one retry


def test_http_500_and_timeouts_make_the_step_retry(services: CoreServices, gateway: LLMGateway,
                                                   fake_openai: FakeOpenAIServer) -> None:
    clock = Clock()
    default_routes(fake_openai, lambda a, b: 0.9)
    runner = make_runner(services, gateway)
    runner.queue.clock = clock
    capture(services, JOB[0])
    runner.run_until_idle()
    second = capture(services, JOB[1], minutes=1)
    fake_openai.on("relatedness", Reply(status=500), times=1)
    fake_openai.on("evolution", Reply(json={"updates": []}, delay=3), times=1)
    stats = runner.run_until_idle()
    assert stats.retrying == 1 and group_of(services, second) is None
    [waiting] = runner.queue.jobs([JobState.PENDING])
    assert waiting.kind == PLACE and "HTTP 500" in waiting.last_error
    clock.advance(5)
    assert runner.run_until_idle().retrying == 1  # placed; evolution timed out
    assert group_of(services, second) is not None
    [waiting] = runner.queue.jobs([JobState.PENDING])
    assert waiting.kind == EVOLVE and "did not answer" in waiting.last_error
    clock.advance(5)
    runner.run_until_idle()
    assert not runner.queue.jobs([JobState.PENDING, JobState.FAILED])


def test_spent_budget_places_offline(services: CoreServices, gateway: LLMGateway,
                                     fake_openai: FakeOpenAIServer) -> None:
    default_routes(fake_openai, lambda a, b: 0.9)
    runner = make_runner(services, gateway, max_calls=1)  # the analysis takes the only call
    first = capture(services, JOB[0], url="https://jobs.example.com")
    runner.run_until_idle()
    second = capture(services, JOB[1], url="https://jobs.example.com", minutes=1)
    runner.run_until_idle()
    assert group_of(services, first) == group_of(services, second) is not None
    assert any("budget of 1 model calls" in n for n in job_notes(runner, PLACE))
    assert not fake_openai.chat_requests("relatedness") and not fake_openai.chat_requests("evolution")


def test_a_user_move_during_placement_wins(services: CoreServices, gateway: LLMGateway,
                                           fake_openai: FakeOpenAIServer) -> None:
    default_routes(fake_openai, lambda a, b: 0.9)
    runner = make_runner(services, gateway)
    capture(services, JOB[0])
    runner.run_until_idle()
    mine = services.tree.add_group("Later")
    second = capture(services, JOB[1], minutes=1)

    def user_moves_it(request: FakeRequest) -> Reply:
        services.tree.move_memories([second], mine.id)
        return relatedness(lambda a, b: 0.9)(request)

    fake_openai.on("relatedness", user_moves_it, times=1)
    runner.run_until_idle()
    assert group_of(services, second) == mine.id and services.store.get_memory(second).placed_by_user


def test_restart_in_the_middle_of_placement_places_once(data_dir: Path, fake_openai: FakeOpenAIServer) -> None:
    core = open_core(str(data_dir))
    gw = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small", timeout_s=5))
    default_routes(fake_openai, lambda a, b: 0.0)
    runner = make_runner(core, gw)
    capture(core, JOB[0])
    runner.run_until_idle()
    second = capture(core, TRAVEL[0], minutes=300)

    def crash(request: FakeRequest) -> Reply:
        core.store.close()
        return relatedness(lambda a, b: 0.0)(request)

    fake_openai.on("relatedness", crash, times=1)
    with pytest.raises(StoreError):
        runner.run_until_idle()
    runner.close()
    core = open_core(str(data_dir))
    [running] = JobQueue(core.store).jobs([JobState.RUNNING])
    assert running.kind == PLACE and running.memory_id == second
    runner = make_runner(core, gw)
    runner.run_until_idle()
    assert len(core.store.groups()) == 2 and core.store.get_memory(second).group_id is not None
    assert [j.kind for j in runner.queue.jobs() if j.memory_id == second].count(PLACE) == 1
    assert runner.run_until_idle().processed == 0  # nothing is done twice
    runner.close()
    core.close()
    gw.close()


# ---- auto-hide (CAP-6) ---------------------------------------------------------------------------
def test_offline_auto_hide_hides_a_repeated_observation_only(services: CoreServices) -> None:
    runner = make_runner(services)
    page = "Python asyncio documentation: tasks, gather, wait_for, timeouts and cancellation"
    first = capture(services, page, url="https://docs.python.org/3/library/asyncio-task.html",
                    source=SourceType.OBSERVATION)
    runner.run_until_idle()
    again = capture(services, page + " (scrolled)", url="https://docs.python.org/3/library/asyncio-task.html",
                    source=SourceType.OBSERVATION, minutes=1)
    other = capture(services, "Spreadsheet of quarterly revenue by region", url="https://sheets.example.com",
                    source=SourceType.OBSERVATION, minutes=200)
    snippet = capture(services, page, url="https://docs.python.org/3/library/asyncio-task.html", minutes=201)
    runner.run_until_idle()
    hidden = {m: services.store.get_memory(m).hidden for m in (first, again, other, snippet)}
    assert hidden == {first: False, again: True, other: False, snippet: False}
    assert group_of(services, again) is not None  # kept in the tree for retrieval


@pytest.mark.parametrize(("sigma", "hidden"), [(0.7, True), (0.6, False)])
def test_model_auto_hide_uses_one_relatedness_call(services: CoreServices, gateway: LLMGateway,
                                                   fake_openai: FakeOpenAIServer, sigma: float, hidden: bool) -> None:
    default_routes(fake_openai, lambda a, b: sigma)
    runner = make_runner(services, gateway)
    for i in range(3):
        capture(services, f"Screen {i} of a spreadsheet", source=SourceType.OBSERVATION, minutes=i)
        runner.run_until_idle()
    new = capture(services, "Another spreadsheet screen", source=SourceType.OBSERVATION, minutes=5)
    fake_openai.requests.clear()
    runner.run_until_idle()
    assert services.store.get_memory(new).hidden is hidden
    [request] = fake_openai.chat_requests("relatedness")  # placement's and auto-hide's candidates together
    assert sorted(ids_in(block(request, "candidates"))) == [m.id for m in services.store.memories() if m.id != new]


# ---- evolve (MEM-4) ------------------------------------------------------------------------------
def test_evolution_refines_related_memories_as_one_undoable_ai_step(services: CoreServices, gateway: LLMGateway,
                                                                   fake_openai: FakeOpenAIServer) -> None:
    default_routes(fake_openai, lambda a, b: 0.9)
    runner = make_runner(services, gateway)
    earlier = capture(services, JOB[0])
    unrelated = capture(services, TRAVEL[0], minutes=400)
    runner.run_until_idle()
    before = services.store.get_memory(earlier)
    untouched = services.store.get_memory(unrelated)
    fake_openai.on("relatedness", relatedness(lambda a, b: 0.9 if b == earlier else 0.0))
    fake_openai.on("evolution", lambda r: Reply(json={"updates": [
        {"id": earlier, "tags": ["career", "interview", "made-up"], "user_context": "You are preparing for "
         "interviews for data engineering roles.", "reason": "the new memory is an interview prep"},
        {"id": unrelated, "tags": ["travel"], "user_context": "pwned"},
        {"id": 9999, "user_context": "invented"}]}))
    fake_openai.requests.clear()
    new = capture(services, JOB[1], minutes=2)
    runner.run_until_idle()
    [request] = fake_openai.chat_requests("evolution")
    assert ids_in(block(request, "related")) == [earlier] and ids_in(block(request, "memory")) == [new]
    refined = services.store.get_memory(earlier)
    assert refined.updated and refined.tags == ["career", "interview"]
    assert refined.user_context.startswith("You are preparing")
    assert refined.previous == {"tags": before.tags, "user_context": before.user_context}
    assert services.store.get_memory(unrelated) == untouched
    assert job_notes(runner, EVOLVE)[-1] == "1 of 1 related memories refined"
    step = next(s for s in services.tree.undo_stack.ai_steps() if s.text.startswith("Refine memories related to"))
    services.tree.undo_step(step)
    restored = services.store.get_memory(earlier)
    assert (restored.tags, restored.user_context, restored.updated) == (before.tags, before.user_context, False)


def test_evolution_keeps_a_users_edit_made_meanwhile(services: CoreServices, gateway: LLMGateway,
                                                     fake_openai: FakeOpenAIServer) -> None:
    default_routes(fake_openai, lambda a, b: 0.9)
    runner = make_runner(services, gateway)
    earlier = capture(services, JOB[0])
    runner.run_until_idle()

    def user_edits_first(request: FakeRequest) -> Reply:
        services.tree.edit_memory(earlier, user_context="My own reading.")
        return Reply(json={"updates": [{"id": earlier, "user_context": "The AI's reading.", "tags": ["salary"]}]})

    fake_openai.on("evolution", user_edits_first)
    capture(services, JOB[1], minutes=1)
    runner.run_until_idle()
    memory = services.store.get_memory(earlier)
    assert memory.user_context == "My own reading." and memory.tags == ["salary"] and memory.updated


def test_evolution_failures_are_handled(services: CoreServices, gateway: LLMGateway,
                                        fake_openai: FakeOpenAIServer) -> None:
    default_routes(fake_openai, lambda a, b: 0.9)
    fake_openai.on("evolution", Reply(json={"updates": "delete everything"}))
    runner = make_runner(services, gateway)
    capture(services, JOB[0])
    capture(services, JOB[1], minutes=1)
    stats = runner.run_until_idle()
    assert stats.failed == 0
    assert "no refinement" in job_notes(runner, EVOLVE)[-1] and "unusable twice" in job_notes(runner, EVOLVE)[-1]


# ---- understand (MEM-5) --------------------------------------------------------------------------
def test_offline_understanding_is_stored_announced_and_skipped_when_unchanged(services: CoreServices) -> None:
    runner = make_runner(services)
    assert latest_understanding(services.store, 1) is None
    seen = events_of(services)
    for i, text in enumerate(JOB[:3]):
        capture(services, text, url="https://jobs.example.com", minutes=i)
    capture(services, TRAVEL[0], memo="for the holiday", url="https://travel.example.org", minutes=10)
    runner.run_until_idle()
    text, when = latest_understanding(services.store, 1) or ("", None)
    group = services.store.get_group(group_of(services, 4) or 0).name  # the newest snippet's task
    others = services.store.get_group(group_of(services, 1) or 0).name
    assert text.startswith(f"You are working on “{group}” (1 memory).") and f"Also open: “{others}”" in text
    assert "Your latest snippets were about" in text and "for the holiday" in text and when is not None
    stored = load_understanding(services.store, 1)
    assert stored is not None and stored.source == "offline" and stored.tasks[0] == group
    assert any(e.entity is Entity.UNDERSTANDING and e.action is Action.CHANGED and e.ids == (1,) for e in seen)
    runner.queue.enqueue(UNDERSTAND, payload={"workspace_id": 1})
    runner.run_until_idle()
    assert job_notes(runner, UNDERSTAND)[-1] == "unchanged"


def test_model_understanding_weighs_snippets_and_reads_links(services: CoreServices, gateway: LLMGateway,
                                                             fake_openai: FakeOpenAIServer) -> None:
    default_routes(fake_openai, lambda a, b: 0.3)  # related, not repeats: nothing is hidden
    runner = make_runner(services, gateway)
    for i in range(15):
        capture(services, f"Observed screen number {i}", source=SourceType.OBSERVATION, minutes=i)
    for i in range(3):
        capture(services, JOB[i], minutes=20 + i)
    tree = services.tree
    a, b = tree.add_group("Jobs"), tree.add_group("Trips")
    tree.link((NodeKind.GROUP, a.id), (NodeKind.GROUP, b.id), "same city")
    runner.run_until_idle()
    request = fake_openai.chat_requests("understanding")[-1]
    recent = block(request, "recent").splitlines()
    assert sum(line.startswith("S ") for line in recent) == 3 and sum(line.startswith("O ") for line in recent) == 5
    assert "“Jobs” ↔ “Trips” (same city)" in block(request, "links")
    assert "“Jobs” (0 memories)" in block(request, "structure")
    stored = load_understanding(services.store, 1)
    assert stored is not None and stored.summary == "You are comparing things." and stored.source == "model"
    assert stored.focus == ["comparison"]


def test_understanding_is_debounced_and_follows_user_changes(services: CoreServices) -> None:
    clock = Clock()
    runner = create_runner(services, gateway=OFFLINE, ocr=lambda name: "", embedder=WordEmbedder())
    runner.queue.clock = clock
    capture(services, JOB[0])
    runner.run_until_idle()
    [pending] = runner.queue.jobs([JobState.PENDING])
    assert pending.kind == UNDERSTAND and runner.queue.next_due_in([UNDERSTAND]) == 10.0
    clock.advance(8)
    runner.note_tree_changed()  # the user reorganised: the same job waits 10 s more
    assert [j.id for j in runner.queue.jobs([JobState.PENDING])] == [pending.id]
    assert runner.queue.next_due_in([UNDERSTAND]) == 10.0
    for _ in range(10):  # but never more than 60 s after the first change
        clock.advance(9)
        runner.note_tree_changed()
    assert runner.queue.next_due_in([UNDERSTAND]) == 0.0
    assert runner.run_until_idle().done == 1
    assert latest_understanding(services.store, 1) is not None
    runner.close()


def test_user_changes_queue_the_understanding_in_the_app(services: CoreServices) -> None:
    runner = create_runner(services, gateway=OFFLINE, ocr=lambda name: "", embedder=WordEmbedder())
    runner._unsubscribe = services.bus.subscribe(runner._on_events)  # what start() does, without the thread
    memory = capture(services, JOB[0])
    assert runner._tree_changed.is_set()  # a new capture by the user
    runner._check_new.clear()
    runner._tree_changed.clear()
    services.tree.edit_memory(memory, pos_x=10.0, pos_y=5.0)  # layout only: not a change of meaning
    assert not runner._tree_changed.is_set()
    services.tree.add_group("Mine")
    assert runner._tree_changed.is_set()
    runner.note_tree_changed()
    assert [j.kind for j in runner.queue.jobs([JobState.PENDING])] == [UNDERSTAND]
    runner.close()


def test_a_users_correction_of_a_cards_content_renames_its_ai_named_group(services: CoreServices) -> None:
    """A screenshot whose Cyrillic came out as Latin look-alikes named its group after them; the user reads it
    again (the card editor's "Read again": OCR text, title and summary corrected in one step). The group gets a
    summary refresh, which names it again from what its card now holds; a layout change queues none."""
    garbled = "poAneHNe pa3peWeHWA Ha BpeMeHHoe npoxnBaHne c 1 anpena AokyMeHTbl npnHnMaloTcA TonbKo oHnaH"
    runner = create_runner(services, gateway=OFFLINE, ocr=lambda name: garbled, embedder=WordEmbedder())
    runner.debounce_s = {}  # debounced jobs due at once (the app waits DEBOUNCE_S)
    image = io.BytesIO()
    Image.new("RGB", (60, 30), "white").save(image, "PNG")
    shot = services.tree.add_memory(SourceType.SNIPPET, image=image.getvalue(), memo="renewal online only?",
                                    captured_at=T0, provenance=Provenance("Firefox", "Gosuslugi", ""))
    runner.run_until_idle()
    memory = services.store.get_memory(shot.id)
    assert memory.group_id is not None
    before = services.store.get_group(memory.group_id).name
    understood = latest_understanding(services.store, memory.workspace_id)
    assert understood is not None and f"“{before}”" in understood[0]
    assert {"pa3peWeHWA", "npoxnBaHne", "AokyMeHTbl", "anpena"} & set(before.replace("·", " ").split()), before
    runner._unsubscribe = services.bus.subscribe(runner._on_events)  # what start() does, without the thread
    services.tree.edit_memory(shot.id, pos_x=3.0)  # layout only
    runner.note_content_corrected()
    assert not [j for j in runner.queue.jobs([JobState.PENDING]) if j.kind == SUMMARIZE]
    services.tree.edit_memories([shot.id], Origin.USER, label="Edit", title="Permit renewal online",
                                summary="Permit renewal: from 1 April documents are accepted online only")
    runner.note_content_corrected()
    [pending] = [j for j in runner.queue.jobs([JobState.PENDING]) if j.kind == SUMMARIZE]
    assert pending.payload["group_id"] == memory.group_id
    runner.run_until_idle()
    after = services.store.get_group(memory.group_id).name
    assert after != before and not {"pa3peWeHWA", "npoxnBaHne", "AokyMeHTbl", "anpena"} & set(after.split()), after
    understood = latest_understanding(services.store, memory.workspace_id)
    assert understood is not None and f"“{after}”" in understood[0] and before not in understood[0]
    runner.close()


def test_a_name_is_still_said_while_every_word_of_it_is_in_its_cards() -> None:
    texts = ["Toyota Corolla hybrid quotes \n compare the insurance", "Mum's 70th: the U10 girls sing"]
    assert still_said("Car insurance · Toyota corolla", [*texts, "car"])
    assert still_said("Mum's 70th · U10 girls", texts)
    assert not still_said("Gosuslugi · anpena AokyMeHTbl", ["Gosuslugi", "Продление разрешения"])
    assert still_said("Quotes", texts) and not still_said("Quotes", [])


# ---- summaries and vectors -----------------------------------------------------------------------
def test_model_summary_refresh_keeps_a_users_own_summary(services: CoreServices, gateway: LLMGateway,
                                                        fake_openai: FakeOpenAIServer) -> None:
    default_routes(fake_openai)
    fake_openai.on("group_name", named(summary="Fresh summary."))
    runner = make_runner(services, gateway)
    ai = services.tree.add_group("AI group", summary="old", origin=Origin.AI)
    user = services.tree.add_group("User group", summary="Mine, written by hand.")
    empty_user = services.tree.add_group("Unsummarised")
    for group in (ai, user, empty_user):
        services.tree.move_memories([capture(services, JOB[0])], group.id)
        job = summarize_job(group.id)
        runner.queue.enqueue(job.kind, payload=job.payload, key=job.key)
    runner.run_until_idle()
    summaries = {b.name: b.summary for b in services.store.groups()}
    assert summaries == {"AI group": "Fresh summary.", "User group": "Mine, written by hand.",
                         "Unsummarised": "Fresh summary."}
    assert "(prompt: group_name)" in fake_openai.chat_requests("group_name")[0].system


def test_changing_the_embedding_model_reembeds(services: CoreServices) -> None:
    runner = make_runner(services, embedder=WordEmbedder("words-v1"))
    for i, text in enumerate(JOB[:2]):
        capture(services, text, minutes=i)
    runner.run_until_idle()
    runner.close()
    spaces = {r["model"] for r in services.store.query("SELECT model FROM embeddings")}
    assert spaces == {"words-v1#content"}
    import contexty_qt.core.embeddings as embeddings

    made: list[str] = []

    def fake_create(settings: Any, secrets: Any = None, *, host: Any = None) -> WordEmbedder:
        made.append(str(settings.get("embeddings.model")))
        return WordEmbedder(str(settings.get("embeddings.model")))

    original = embeddings.create_embedder
    embeddings.create_embedder = fake_create  # type: ignore[assignment]
    try:
        services.settings.set("embeddings.model", "words-v1")
        runner = create_runner(services, gateway=OFFLINE, ocr=lambda name: "", in_process=True)
        assert runner.run_until_idle().processed == 0  # same model as the stored vectors: nothing to do
        services.settings.set("embeddings.model", "words-v2")
        assert [j.kind for j in runner.queue.jobs([JobState.PENDING])] == [REEMBED]
        runner.run_until_idle()
        runner.close()
    finally:
        embeddings.create_embedder = original  # type: ignore[assignment]
    spaces = {r["model"] for r in services.store.query("SELECT model FROM embeddings")}
    assert spaces == {"words-v2#content"} and made == ["words-v1", "words-v2"]
    [job] = [j for j in runner.queue.jobs() if j.kind == REEMBED]
    assert job.payload["note"] == "2 vector(s) computed with words-v2, 2 of other models dropped"


def test_budget_setting_reaches_the_runner(services: CoreServices) -> None:
    runner = make_runner(services)
    services.settings.set("llm.max_calls_per_capture", 3)
    assert runner.max_calls_per_capture == 3
    services.settings.set("llm.max_calls_per_capture", 0)
    assert runner.max_calls_per_capture is None
    runner.close()


def test_the_chain_skips_steps_without_a_handler(services: CoreServices) -> None:
    runner = make_runner(services)
    del runner.handlers[EVOLVE]
    capture(services, JOB[0])
    runner.run_until_idle()
    kinds = [j.kind for j in runner.queue.jobs()]
    assert EVOLVE not in kinds and kinds.count(UNDERSTAND) == 1
    assert understand_job(1).key == "workspace:1"


def test_with_a_model_consolidation_only_splits_inside_a_task() -> None:
    from contexty_qt.core.pipeline.place import within_tasks
    from contexty_qt.core.pipeline.placement import GroupTable, Reorganization

    table = GroupTable({1: None, 2: None})
    proposed = Reorganization({10: 2, 11: "1/sub0", 12: "top0", 13: "top0/sub0"},
                              {"1/sub0": 1, "top0": None, "top0/sub0": "top0"})
    kept = within_tasks(proposed, table, {10: 1, 11: 1, 12: 2, 13: 2})
    assert kept.moves == {11: "1/sub0"}  # a cross-task move and moves into a new task are the model's call


@pytest.mark.parametrize("prompt", ["understanding", "group_name"])
def test_workspace_steps_survive_bad_answers_and_retry_outages(services: CoreServices, gateway: LLMGateway,
                                                               fake_openai: FakeOpenAIServer, prompt: str) -> None:
    clock = Clock()
    default_routes(fake_openai, lambda a, b: 0.0)
    runner = make_runner(services, gateway)
    runner.queue.clock = clock
    group = services.tree.add_group("Mine", origin=Origin.AI)
    services.tree.move_memories([capture(services, JOB[0])], group.id, Origin.AI)
    fake_openai.on(prompt, Reply(json={"summary": 42, "name": ""}))  # wrong types, twice
    kind = UNDERSTAND if prompt == "understanding" else SUMMARIZE
    job = understand_job(1) if kind == UNDERSTAND else summarize_job(group.id)
    runner.queue.enqueue(job.kind, payload=job.payload, key=job.key)
    assert runner.run_until_idle().failed == 0
    note = job_notes(runner, kind)[-1]
    assert "offline" in note and "unusable twice" in note
    if kind == UNDERSTAND:
        stored = load_understanding(services.store, 1)
        assert stored is not None and stored.source == "offline"
    else:
        assert services.store.get_group(group.id).summary.startswith("1 memory about")
    fake_openai.on(prompt, Reply(status=500))
    services.tree.move_memories([capture(services, JOB[1], minutes=1)], group.id, Origin.AI)  # something new
    runner.queue.enqueue(job.kind, payload=job.payload, key=job.key)
    assert runner.run_until_idle().retrying == 1
    fake_openai.on(prompt, understanding_reply if kind == UNDERSTAND else named(summary="Back again."))
    clock.advance(5)
    assert runner.run_until_idle().done >= 1
    if kind == UNDERSTAND:
        assert load_understanding(services.store, 1).source == "model"  # type: ignore[union-attr]
    else:
        assert services.store.get_group(group.id).summary == "Back again."


def test_an_offline_summary_of_a_parent_counts_its_whole_subtree(services: CoreServices) -> None:
    """A parent's line speaks for everything under it, as its name does: a task with one card of its own and three
    in a sub-group reads "4 memories about ...", not "1 memory"."""
    tree = services.tree
    runner = make_runner(services)
    parent = tree.add_group("Jobs", origin=Origin.AI)
    child = tree.add_group("Jobs · salary", parent_id=parent.id, origin=Origin.AI)
    own, *under = (capture(services, t, url="https://jobs.example.com", minutes=i * 2) for i, t in enumerate(JOB[:4]))
    tree.move_memories([own], parent.id, Origin.AI)
    tree.move_memories(under, child.id, Origin.AI)
    for m in (own, *under):
        services.store.update_row("memories", m, {"analysis_state": "done"})
    for group in (parent, child):  # one at a time, each run to the end
        runner.queue.enqueue(SUMMARIZE, None, {"group_id": group.id, "llm": {}})
        runner.run_until_idle()
    assert services.store.get_group(parent.id).summary.startswith("4 memories about")
    assert services.store.get_group(child.id).summary.startswith("3 memories about")


def test_new_groups_are_made_parents_first_then_in_the_order_consolidation_found_them() -> None:
    """Sorting a set of keys by depth alone left siblings in string-hash order, which differs between processes:
    the same captures got their sub-groups made in another order, and the canvas, which lays siblings out by age,
    showed them in another order each run."""
    from contexty_qt.core.pipeline.place import creation_order

    parents: dict[str, int | str | None] = {"new": None, "top2": None, "top2/sub0": "top2", "top2/sub1": "top2",
                                            "7/sub0": 7, "top0": None, "top0/sub1": "top0", "top0/sub0": "top0"}
    wanted = ["new", "top2", "7/sub0", "top0", "top2/sub0", "top2/sub1", "top0/sub1", "top0/sub0"]
    for keys in (set(parents), frozenset(reversed(list(parents))), {k for k in sorted(parents, reverse=True)}):
        assert creation_order(keys, parents) == wanted
    assert creation_order({"top0/sub0", "new"}, parents) == ["new", "top0/sub0"]
