"""AI regrouping by instruction (MEM-6): the model's plan checked, previewed and applied as one
undoable step; offline proposals by clustering."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from contexty_qt.core.embeddings import EmbeddingIndex
from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
from contexty_qt.core.model import NodeKind, Origin, Provenance, SourceType
from contexty_qt.core.pipeline.regroup import Operation, Regrouper, RegroupError
from contexty_qt.core.services import CoreServices
from tests.core.pipeline_support import WordEmbedder, block
from tests.fakes.openai_server import FakeOpenAIServer, Reply

T0 = datetime.now(UTC) - timedelta(days=1)


def add(core: CoreServices, text: str, url: str = "", minutes: float = 0) -> int:
    return core.tree.add_memory(SourceType.SNIPPET, text=text, captured_at=T0 + timedelta(minutes=minutes),
                                provenance=Provenance("Firefox", text[:20], url)).id


def state(core: CoreServices) -> Any:
    snap = core.tree.snapshot()
    return ([(m.id, m.group_id, m.placed_by_user, m.title, m.archived) for m in snap.memories],
            [(b.id, b.name, b.parent_id) for b in snap.groups],
            [(link.src_kind, link.src_id, link.dst_kind, link.dst_id, link.label) for link in snap.links])


@pytest.fixture
def tree_with_selection(services: CoreServices) -> dict[str, int]:
    tree = services.tree
    ids = {"paper": add(services, "Attention is all you need, transformer paper"),
           "survey": add(services, "A survey of efficient transformers", minutes=1),
           "laptop": add(services, "ThinkPad X1 battery review", minutes=2),
           "outside": add(services, "Groceries for Sunday", minutes=3)}
    misc = tree.add_group("Misc")
    other = tree.add_group("Other stuff")
    tree.move_memories([ids["laptop"]], misc.id)
    tree.move_memories([ids["outside"]], other.id)
    ids["misc"], ids["other"] = misc.id, other.id
    return ids


def test_a_model_plan_is_checked_previewed_and_applied_as_one_undo_step(
        services: CoreServices, gateway: LLMGateway, fake_openai: FakeOpenAIServer,
        tree_with_selection: dict[str, int]) -> None:
    ids = tree_with_selection
    plan = {"summary": "Thesis reading apart from gadgets", "operations": [
        {"op": "create_group", "ref": "new1", "name": "Thesis reading", "parent": None},
        {"op": "move", "memory_ids": [ids["paper"], ids["survey"], ids["outside"]], "to": "new1"},
        {"op": "rename", "group_id": ids["misc"], "name": "Gadgets"},
        {"op": "link", "src": f"m{ids['paper']}", "dst": f"b{ids['misc']}", "label": "read on this laptop"},
        # each of these is refused: not in the selection, not existing, a cycle, a delete
        {"op": "rename", "group_id": ids["other"], "name": "pwned"},
        {"op": "merge", "source": ids["other"], "target": ids["misc"]},
        {"op": "move", "memory_ids": [999], "to": ids["misc"]},
        {"op": "create_group", "ref": "new2", "name": "Inside gadgets", "parent": f"b{ids['misc']}"},
        {"op": "nest", "group_id": ids["misc"], "parent": "new2"},
        {"op": "delete", "group_id": ids["misc"]},
    ]}
    fake_openai.on("regroup", Reply(json=plan))
    before = state(services)
    regrouper = Regrouper(services.tree, gateway)
    preview = regrouper.propose([ids["paper"], ids["survey"]], [ids["misc"]], "group these by project")
    assert preview.source == "model" and preview.summary == plan["summary"]
    assert preview.descriptions() == [
        "Create group “Thesis reading”",
        "Move “Attention is all you need, transformer paper” and 1 more to “Thesis reading”",
        "Rename “Misc” to “Gadgets”",
        "Link “Attention is all you need, transformer paper” and “Gadgets” (read on this laptop)",
        "Create group “Inside gadgets” inside “Gadgets”",
    ]
    assert preview.operations[1].memory_ids == (ids["paper"], ids["survey"])
    warnings = " ".join(preview.warnings)
    for expected in (f"m{ids['outside']} is not in the selection", "“Other stuff” is not in the selection",
                     "m999 is not in the selection", "cannot go inside itself", "a “delete” step"):
        assert expected in warnings
    assert state(services) == before  # proposing changes nothing
    [request] = fake_openai.chat_requests("regroup")
    assert '"group these by project"' in request.system
    selection = block(request, "selection")
    assert f"m{ids['paper']} " in selection and f"m{ids['outside']}" not in selection
    assert f"b{ids['other']} “Other stuff”" in block(request, "groups")

    regrouper.apply(preview)
    after = services.store.memories(ids=[ids["paper"], ids["survey"], ids["outside"]])
    new = services.store.get_group(after[0].group_id or 0)
    assert new.name == "Thesis reading" and new.created_by is Origin.AI
    assert [m.group_id for m in after] == [new.id, new.id, ids["other"]]
    assert after[0].placed_by_user and after[1].placed_by_user  # approved by the user: pinned now
    assert services.store.get_group(ids["misc"]).name == "Gadgets"
    assert services.store.get_group(ids["other"]).name == "Other stuff"
    [link] = services.store.links()
    assert (link.src_kind, link.src_id, link.dst_id) == (NodeKind.MEMORY, ids["paper"], ids["misc"])
    assert services.tree.undo_step(services.tree.undo_stack.ai_steps()[0]) == "AI: Regroup: group these by project"
    assert state(services) == before


def test_applying_a_stale_plan_is_refused_and_changes_nothing(services: CoreServices, gateway: LLMGateway,
                                                              fake_openai: FakeOpenAIServer,
                                                              tree_with_selection: dict[str, int]) -> None:
    ids = tree_with_selection
    fake_openai.on("regroup", Reply(json={"operations": [
        {"op": "move", "memory_ids": [ids["paper"]], "to": ids["misc"]},
        {"op": "rename", "group_id": ids["misc"], "name": "Reading"}]}))
    regrouper = Regrouper(services.tree, gateway)
    preview = regrouper.propose([ids["paper"]], [ids["misc"]], "put the paper with the laptop")
    assert len(preview.operations) == 2
    services.tree.delete_group(ids["misc"])
    before = state(services)
    with pytest.raises(RegroupError, match="changed since this plan was proposed"):
        regrouper.apply(preview)
    assert state(services) == before


@pytest.mark.parametrize("reply", [Reply(content="I would rather not."), Reply(status=500),
                                   Reply(json={"operations": [{"op": "move", "memory_ids": "all"}]})])
def test_an_unusable_model_answer_gives_the_offline_proposal(services: CoreServices, gateway: LLMGateway,
                                                             fake_openai: FakeOpenAIServer, reply: Reply,
                                                             tree_with_selection: dict[str, int]) -> None:
    ids = tree_with_selection
    fake_openai.on("regroup", reply)
    index = EmbeddingIndex(services.store, WordEmbedder())
    preview = Regrouper(services.tree, gateway, index).propose([ids["paper"], ids["survey"], ids["laptop"]], [],
                                                               "group these by project")
    assert preview.source == "offline"
    assert preview.warnings[0].startswith("The model could not make a plan")


def test_offline_proposal_clusters_by_content_and_names_by_keywords(services: CoreServices) -> None:
    texts = ["Transformer attention paper on efficient attention", "Efficient attention transformer survey",
             "Cheap flights to Lisbon in May", "Lisbon hotel and cheap flights", "Groceries list"]
    ids = [add(services, t, minutes=i) for i, t in enumerate(texts)]
    index = EmbeddingIndex(services.store, WordEmbedder())
    before = state(services)
    regrouper = Regrouper(services.tree, None, index)
    preview = regrouper.propose(ids, [], "group these by project")
    assert preview.source == "offline" and preview.summary == "Offline proposal: 2 groups by content similarity."
    creates = [op for op in preview.operations if op.kind == "create_group"]
    moves = [op for op in preview.operations if op.kind == "move"]
    assert len(creates) == 2 and sorted(len(m.memory_ids) for m in moves) == [2, 2]
    names = [c.name.lower() for c in creates]
    assert any("attention" in n for n in names) and any("lisbon" in n or "flights" in n for n in names), names
    assert any("fits no group" in w for w in preview.warnings)
    assert any("Without a language model" in w for w in preview.warnings)
    assert state(services) == before
    with services.tree.undo_stack.approved():  # applied by the user from the preview: their Ctrl+Z undoes it
        regrouper.apply(preview)
    assert len(services.store.groups()) == 2 and services.store.get_memory(ids[4]).group_id is None
    services.tree.undo()
    assert state(services) == before


def test_offline_proposal_splits_one_topic_by_sub_topic_relative_to_the_selection(services: CoreServices) -> None:
    """Six memories about one trip, three on where to stay and three on trains: every pair shares most of
    its words (cosine about 0.5 or more), so they are one topic, and the old absolute sub-topic cut (0.70)
    kept them in one group. Split relative to the selection's own spread, they make two groups."""
    trip = "kyoto trip plan april booking notes"
    texts = [f"{trip} ryokan hotel room", f"{trip} ryokan hotel night", f"{trip} ryokan room night",
             f"{trip} shinkansen train ticket", f"{trip} shinkansen rail pass", f"{trip} train rail ticket"]
    ids = [add(services, t, minutes=i) for i, t in enumerate(texts)]
    preview = Regrouper(services.tree, None, EmbeddingIndex(services.store, WordEmbedder())).propose(
        ids, [], "group these")
    assert preview.summary == "Offline proposal: 2 groups by content similarity."
    moves = sorted(sorted(op.memory_ids) for op in preview.operations if op.kind == "move")
    assert moves == [ids[:3], ids[3:]]


def test_offline_proposal_by_site(services: CoreServices) -> None:
    ids = [add(services, f"Page {i}", url=url, minutes=i) for i, url in enumerate(
        ["https://arxiv.org/a", "https://www.arxiv.org/b", "https://github.com/x", "https://github.com/y"])]
    preview = Regrouper(services.tree).propose(ids, [], "group these by site")
    assert [op.description for op in preview.operations] == [
        "Create group “arxiv.org”", "Move “Page 0” and 1 more to “arxiv.org”",
        "Create group “github.com”", "Move “Page 2” and 1 more to “github.com”"]


def test_selecting_a_group_selects_what_it_contains_and_cycles_are_refused(
        services: CoreServices, gateway: LLMGateway, fake_openai: FakeOpenAIServer) -> None:
    tree = services.tree
    outer = tree.add_group("Outer")
    inner = tree.add_group("Inner", parent_id=outer.id)
    deep = add(services, "Deep memory")
    tree.move_memories([deep], inner.id)
    fake_openai.on("regroup", Reply(json={"operations": [
        {"op": "merge", "source": outer.id, "target": inner.id},  # into its own child: refused
        {"op": "nest", "group_id": outer.id, "parent": inner.id},  # a cycle: refused
        {"op": "move", "memory_ids": [deep], "to": None},
        {"op": "nest", "group_id": inner.id, "parent": None},
        {"op": "merge", "source": outer.id, "target": inner.id}]}))  # fine once inner is out of outer
    regrouper = Regrouper(tree, gateway)
    preview = regrouper.propose([], [outer.id], "flatten")
    assert [op.kind for op in preview.operations] == ["move", "nest", "merge"]
    assert len(preview.warnings) == 2 and all("inside" in w for w in preview.warnings)
    regrouper.apply(preview)
    assert [(b.name, b.parent_id) for b in services.store.groups()] == [("Inner", None)]
    assert services.store.get_memory(deep).group_id is None and services.store.get_memory(deep).text


def test_nothing_selected_is_an_error(services: CoreServices) -> None:
    with pytest.raises(RegroupError, match="Select"):
        Regrouper(services.tree).propose([], [], "group")


def test_operations_are_plain_data_for_the_canvas() -> None:
    op = Operation("move", "Move “a” to “b”", (1, 2), target="new1")
    assert (op.kind, op.memory_ids, op.target) == ("move", (1, 2), "new1")


def test_the_regrouper_can_share_the_job_runners_model_and_vectors(services: CoreServices) -> None:
    from contexty_qt.core.ai import AIServices

    ai = AIServices(services, gateway=LLMGateway(config=LLMConfig()), ocr=lambda name: "", embedder=WordEmbedder(),
                    in_process=True)
    ids = [add(services, t, minutes=i) for i, t in enumerate(
        ["Lisbon flights cheap", "Lisbon hotel cheap", "Transformer attention paper", "Attention paper survey"])]
    regrouper = Regrouper(services.tree, ai.gateway, ai.index())
    preview = regrouper.propose(ids, [], "")
    assert sorted(len(op.memory_ids) for op in preview.operations if op.kind == "move") == [2, 2]
    assert not any("Without a language model" in w for w in preview.warnings)  # no instruction given
    ai.close()
