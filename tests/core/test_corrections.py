"""The user corrects the AI and the AI learns (issue 12): user-named groups keep their names, moved
cards stay put, cards put together stay together, an edited understanding is kept until the work
moves on, proposed links are accepted or dismissed; each correction is one undoable command."""

from __future__ import annotations

from contexty_qt.core.jobs import UNDERSTAND, summarize_job
from contexty_qt.core.llm.gateway import LLMGateway
from contexty_qt.core.model import NodeKind, Origin
from contexty_qt.core.pipeline.links import accept_link, dismiss_link, entities
from contexty_qt.core.pipeline.naming import GroupNode, NamingDoc, name_tree
from contexty_qt.core.pipeline.understanding import correct_understanding, load_understanding
from contexty_qt.core.services import CoreServices
from tests.core.pipeline_support import default_routes, named
from tests.core.test_pipeline import JOB, TRAVEL, capture, group_of, job_notes, make_runner
from tests.fakes.openai_server import FakeOpenAIServer


def test_a_group_the_user_renamed_is_never_renamed(services: CoreServices) -> None:
    runner = make_runner(services)
    jobs = [capture(services, t, url="https://jobs.example.com", minutes=i) for i, t in enumerate(JOB[:2])]
    runner.run_until_idle()
    group = group_of(services, jobs[0])
    assert group is not None and services.store.get_group(group).created_by is Origin.AI
    services.tree.rename_group(group, "Kestrel hunt")
    assert services.store.get_group(group).created_by is Origin.USER  # the user's group now
    for i, text in enumerate(JOB[2:], 2):  # more captures, summaries and consolidation run
        capture(services, text, url="https://jobs.example.com", minutes=i)
        runner.run_until_idle()
    runner.queue.enqueue(summarize_job(group).kind, payload={"group_id": group})
    runner.run_until_idle()
    assert services.store.get_group(group).name == "Kestrel hunt"
    assert {group_of(services, m) for m in jobs} == {group}
    # the rename is one undoable command, and undo gives the group back to the AI
    while services.tree.undo_stack.undo_text and not services.tree.undo_stack.undo_text.startswith("Rename"):
        services.tree.undo()
    services.tree.undo()
    assert services.store.get_group(group).created_by is Origin.AI


def test_offline_naming_keeps_frozen_and_still_fitting_names() -> None:
    docs = [NamingDoc(i, text) for i, text in enumerate(
        ["Residence permit registration at the municipality", "municipality registration appointment, permit",
         "Cheap flights to Lisbon", "Lisbon flights and hotel"])]
    nodes = [GroupNode(1, None, tuple(docs[:2])), GroupNode(2, None, tuple(docs[2:]))]
    names = name_tree(nodes)
    assert "firefox" not in " ".join(names.values()).lower()
    kept = name_tree(nodes, {1: "My paperwork", 2: names[2]}, frozen={1})
    assert kept == {1: "My paperwork", 2: names[2]}  # the user's name stays; a fitting AI name stays


def test_a_card_the_user_moved_stays_put_and_cards_put_together_stay_together(services: CoreServices) -> None:
    runner = make_runner(services)
    trips = [capture(services, t, url="https://travel.example.org", minutes=i) for i, t in enumerate(TRAVEL)]
    jobs = [capture(services, t, url="https://jobs.example.com", minutes=10 + i) for i, t in enumerate(JOB[:2])]
    runner.run_until_idle()
    trip_group = group_of(services, trips[0])
    assert trip_group is not None and group_of(services, jobs[0]) != trip_group
    services.tree.move_memories([jobs[0]], trip_group)  # the user: this job ad belongs with the trip (Lisbon)
    together = services.tree.group([trips[1], jobs[1]], "Lisbon odds and ends")  # and these two together
    for i, text in enumerate(JOB[2:], 2):  # later captures: consolidation runs after each
        capture(services, text, url="https://jobs.example.com", minutes=20 + i)
        runner.run_until_idle()
    assert group_of(services, jobs[0]) == trip_group
    assert group_of(services, trips[1]) == group_of(services, jobs[1]) == together.id
    assert services.store.get_memory(jobs[0]).placed_by_user


def test_an_edited_understanding_is_kept_until_the_work_moves_on_and_undoes(services: CoreServices) -> None:
    runner = make_runner(services)
    for i, text in enumerate(JOB[:3]):
        capture(services, text, url="https://jobs.example.com", minutes=i)
    runner.run_until_idle()
    before = load_understanding(services.store, 1)
    assert before is not None and before.source == "offline"
    correct_understanding(services.tree, 1, "No, I'm working on the Delft application")
    assert services.tree.undo_stack.undo_text == "Correct the AI's understanding"
    stored = load_understanding(services.store, 1)
    assert stored is not None and stored.source == "user" and stored.summary.startswith("No, I'm working")
    capture(services, JOB[3], url="https://jobs.example.com", minutes=5)  # same task: the correction stands
    runner.run_until_idle()
    runner.queue.enqueue(UNDERSTAND, payload={"workspace_id": 1})
    runner.run_until_idle()
    assert job_notes(runner, UNDERSTAND)[-1] == "the user's correction stands"
    assert (load_understanding(services.store, 1) or before).source == "user"
    # undo puts the AI's reading back
    while services.tree.undo_stack.undo_text != "Correct the AI's understanding":
        services.tree.undo()
    services.tree.undo()
    assert (load_understanding(services.store, 1) or stored).summary == before.summary
    services.tree.redo()
    # the work moves on: three captures of another task, and the AI reads the work again
    for i, text in enumerate(TRAVEL):
        capture(services, text, url="https://travel.example.org", minutes=60 + i)
        runner.run_until_idle()
    after = load_understanding(services.store, 1)
    assert after is not None and after.source == "offline"


def test_a_proposed_link_is_accepted_and_undone(services: CoreServices) -> None:
    runner = make_runner(services)
    for i, text in enumerate(JOB[:3]):
        capture(services, text, url="https://jobs.example.com", minutes=i)
    flight = capture(services, "Cheap flights to Lisbon in May. Booking reference TAP-48211 for the Tessera onsite",
                     url="https://travel.example.org", minutes=30)
    for i, text in enumerate(TRAVEL[1:]):
        capture(services, text, url="https://travel.example.org", minutes=31 + i)
    runner.run_until_idle()
    offer = capture(services, "Tessera data engineer job: salary offer, onsite in Lisbon, flight TAP-48211 paid",
                    url="https://jobs.example.com", minutes=40)
    runner.run_until_idle()
    assert "TAP-48211" in entities(services.store.get_memory(offer))
    assert group_of(services, offer) != group_of(services, flight)
    [link] = services.store.links()
    assert link.created_by is Origin.AI and {link.src_id, link.dst_id} == {offer, flight}
    assert link.src_kind is NodeKind.MEMORY and "TAP-48211" in link.label
    accept_link(services.tree, link.id)
    assert services.tree.undo_stack.undo_text.startswith("Accept link")
    assert services.store.links()[0].created_by is Origin.USER
    services.tree.undo()
    assert services.store.links()[0].created_by is Origin.AI  # a proposal again
    dismiss_link(services.tree, link.id)
    assert services.store.links() == []
    services.tree.undo()
    assert [x.id for x in services.store.links()] == [link.id]


def test_with_a_model_the_naming_prompt_asks_for_a_short_name_without_app_names(
        services: CoreServices, gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    default_routes(fake_openai)
    fake_openai.on("group_name", named(name="Lisbon trip"))
    runner = make_runner(services, gateway)
    for i, text in enumerate(TRAVEL):
        capture(services, text, url="https://travel.example.org", minutes=i)
    runner.run_until_idle()
    [request, *_] = fake_openai.chat_requests("group_name")
    assert "2 to 4 words" in request.system and "Never use an application, browser, website or file name" \
        in request.system
    assert "name what sets this part apart from the task's other parts" in request.system  # a sub-group
    assert any(b.name.startswith("Lisbon trip") for b in services.store.groups())
