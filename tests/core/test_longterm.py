"""Issue 7 (core): workspaces, sessions, post-thinking with merges, forgetting, retention, references,
export round trip, the repository and its map."""

from __future__ import annotations

import io
import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PIL import Image

from contexty_qt.capture.images import ensure_thumbnail
from contexty_qt.core.embeddings import EmbeddingIndex
from contexty_qt.core.errors import InvalidInputError
from contexty_qt.core.events import ChangeEvent, Entity
from contexty_qt.core.exchange import Selection, export_context, export_document, export_markdown, import_document
from contexty_qt.core.jobs import JobQueue
from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
from contexty_qt.core.llm.prompts import render
from contexty_qt.core.longterm import consolidation, forgetting
from contexty_qt.core.longterm.repository import (
    RepoFilter,
    Repository,
    compute_map,
    kmeans,
    matching_sentence,
    pca,
    points_in_polygon,
)
from contexty_qt.core.longterm.reuse import mention_candidates, pull_group, pull_memories, remove_references
from contexty_qt.core.longterm.schemas import MergeReview, SessionThoughts
from contexty_qt.core.longterm.sessions import EndReason, Sessions
from contexty_qt.core.longterm.workspaces import Workspaces
from contexty_qt.core.model import Memory, Origin, Provenance, SourceType
from contexty_qt.core.services import CoreServices, open_core
from contexty_qt.core.wiring import longterm_runner
from tests.core.pipeline_support import WordEmbedder, block
from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest, Reply

T0 = datetime(2025, 5, 12, 9, 0, tzinfo=UTC)


class Clock:
    def __init__(self, now: datetime = T0) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now

    def advance(self, minutes: float) -> None:
        self.now += timedelta(minutes=minutes)


def add(core: CoreServices, text: str, *, minutes: float = 0, memo: str = "", app: str = "Firefox",
        source: SourceType = SourceType.OBSERVATION, workspace: int | None = None, image: bytes | None = None,
        **extra: Any) -> Memory:
    return core.tree.add_memory(source, text=text, memo=memo, image=image, workspace_id=workspace,
                                captured_at=T0 + timedelta(minutes=minutes),
                                provenance=Provenance(app, text[:30], ""), **extra)


def png(seed: int, size: int = 64) -> bytes:
    rng = np.random.default_rng(seed)
    out = io.BytesIO()
    Image.fromarray(rng.integers(0, 255, (size, size, 3), dtype=np.uint8)).save(out, "PNG")
    return out.getvalue()


# ---- workspaces ----------------------------------------------------------------------------------
def test_workspaces_create_rename_switch_archive_and_undo(services: CoreServices) -> None:
    spaces = Workspaces(services.tree)
    first = spaces.current()
    grant = spaces.create("Grant resubmission")
    assert spaces.current().id == first.id  # creating is not switching
    spaces.switch(grant.id)
    assert services.store.default_workspace_id() == grant.id
    assert services.tree.add_memory(SourceType.SNIPPET, text="lands here").workspace_id == grant.id
    spaces.rename(grant.id, "Grant R01")
    assert spaces.resolve("grant r01").id == grant.id
    with pytest.raises(InvalidInputError):
        spaces.create("grant R01")  # names are unique, case-insensitively
    spaces.archive(grant.id)
    assert spaces.current().id == first.id  # the current one falls back to an open workspace
    with pytest.raises(InvalidInputError):
        spaces.archive(first.id)  # the last open workspace stays open
    with pytest.raises(InvalidInputError):
        spaces.switch(grant.id)
    assert services.tree.undo() == "Archive workspace “Grant R01”"
    assert spaces.current().id == grant.id
    assert services.tree.undo() == "Rename workspace “Grant resubmission” to “Grant R01”"
    services.tree.undo()  # the memory
    assert services.tree.undo() == "Switch to workspace “Grant resubmission”"
    assert spaces.current().id == first.id
    services.tree.undo()
    assert [w.id for w in spaces.all()] == [first.id]


# ---- sessions ------------------------------------------------------------------------------------
def test_sessions_start_on_activity_after_a_gap_end_on_inactivity_and_memories_record_them(
        services: CoreServices) -> None:
    clock = Clock()
    sessions = Sessions(services.tree, services.settings, clock=clock, gap_min=30)
    stop = sessions.follow()
    try:
        a = add(services, "first")
        clock.advance(10)
        b = add(services, "second")
        clock.advance(45)  # longer than the gap: the next capture starts a new session
        c = add(services, "third")
    finally:
        stop()
    memories = {m.id: m for m in services.store.memories()}
    assert memories[a.id].session_id == memories[b.id].session_id != memories[c.id].session_id
    first = sessions.get(memories[a.id].session_id or 0)
    assert first.end_reason == EndReason.INACTIVITY and first.ended_at == T0 + timedelta(minutes=10)
    second = sessions.get(memories[c.id].session_id or 0)
    assert second.open and second.started_by == "activity"
    clock.advance(31)
    assert [s.id for s in sessions.expire()] == [second.id]
    assert sessions.get(second.id).ended_at == T0 + timedelta(minutes=55)  # dated at its last activity


def test_explicit_start_and_end_are_undoable_and_end_takes_memories_added_elsewhere(services: CoreServices) -> None:
    queue = JobQueue(services.store, services.bus)
    sessions = Sessions(services.tree, services.settings, queue=queue)
    session = sessions.start(at=T0)
    m = add(services, "added by `contexty add` in another process", minutes=5)  # no listener: no session yet
    assert services.store.get_memory(m.id).session_id is None
    ended = sessions.end(session.id, at=T0 + timedelta(minutes=30))
    assert ended.end_reason == "explicit" and ended.post_state == "queued"
    assert services.store.get_memory(m.id).session_id == session.id
    assert [j.kind for j in queue.jobs()] == ["post_think"]
    services.tree.undo()
    assert sessions.get(session.id).open
    services.settings.set("session.post_thinking", False)
    assert sessions.end(session.id).post_state == "skipped"
    assert sessions.end_all() == []


# ---- post-thinking (the Must show) ---------------------------------------------------------------
SESSION_TEXTS = [
    ("NIH budget justification: GPU workstation 14500 dollars, travel 6000", "funding looks thin here",
     SourceType.SNIPPET),
    ("NIH budget justification: GPU workstation 14500 dollars, travel 6000 dollars", "", SourceType.OBSERVATION),
    ("Reviewer two asks for subgroup calibration plots from the pilot", "add the calibration plot", SourceType.SNIPPET),
    ("Reviewer two asks for subgroup calibration plots from the pilot study", "", SourceType.OBSERVATION),
    ("Lisbon hotel near the venue 148 euro per night free cancellation", "", SourceType.OBSERVATION),
    ("Lunch order for Friday pizza or tacos", "", SourceType.OBSERVATION),
    ("Weather forecast sunny twenty degrees", "", SourceType.OBSERVATION),
]


def _session_with_duplicates(core: CoreServices) -> tuple[Sessions, int, list[int]]:
    sessions = Sessions(core.tree, core.settings, queue=JobQueue(core.store, core.bus))
    session = sessions.start(at=T0)
    ids = [add(core, text, memo=memo, source=source, minutes=i * 3).id
           for i, (text, memo, source) in enumerate(SESSION_TEXTS)]
    sessions.end(session.id, at=T0 + timedelta(minutes=40))
    return sessions, session.id, ids


def _thoughts_reply(request: FakeRequest) -> Reply:
    ids = [int(i) for i in re.findall(r"(?m)^#(\d+)", block(request, "memories"))]
    return Reply(json={"summary": "You reworked the budget and answered Reviewer 2.", "thoughts": [
        {"text": "You found the equipment line of the budget weak.", "tags": ["writing", "invented-tag"],
         "memory_ids": [f"m{ids[0]}", ids[1], 999]},
        {"text": "You planned the subgroup calibration plot for Reviewer 2.", "tags": [], "memory_ids": ids[2:4]},
    ]})


def _review_reply(request: FakeRequest) -> Reply:
    pairs = re.findall(r"a: #(\d+).*?\nb: #(\d+)", block(request, "pairs"))
    return Reply(json={"pairs": [{"a": int(a), "b": int(b), "same": True, "reason": "the same passage twice"}
                                 for a, b in pairs]})


def _ratings_reply(request: FakeRequest) -> Reply:
    scores = {"Lunch": 1, "Weather": 3, "Lisbon": 6}
    lines = re.findall(r"(?m)^m(\d+): (.*)$", block(request, "memories"))
    return Reply(json={"ratings": [{"id": f"m{i}", "importance": next((v for k, v in scores.items() if k in title), 5)}
                                   for i, title in lines]})


def test_session_end_summary_and_merges_through_the_model_accept_one_reject_one_undo(
        services: CoreServices, fake_openai: FakeOpenAIServer) -> None:
    fake_openai.on("session_thoughts", _thoughts_reply)
    fake_openai.on("merge_review", _review_reply)
    fake_openai.on("chat_importance", _ratings_reply)
    gateway = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small", timeout_s=5))
    sessions, session_id, ids = _session_with_duplicates(services)
    runner = longterm_runner(services, gateway=gateway, embedder=WordEmbedder())
    try:
        stats = runner.run_until_idle()
    finally:
        runner.close()
        gateway.close()
    assert stats.done == 3 and stats.failed == 0  # post_think -> forget -> retain_images
    session = sessions.get(session_id)
    assert session.summary == "You reworked the budget and answered Reviewer 2." and session.summary_source == "model"
    thoughts = consolidation.thoughts(services.store, session_id=session_id)
    assert [t.memory_ids for t in thoughts] == [[ids[0], ids[1]], [ids[2], ids[3]]]  # 999 is not a source
    assert thoughts[0].tags == ["writing"]  # tags come from the ontology only
    assert thoughts[0].at == T0 + timedelta(minutes=3)  # the time of its latest source
    assert {p.prompt for p in fake_openai.requests if p.path.endswith("completions")} == {
        "session_thoughts", "merge_review", "chat_importance"}
    # forgetting ranked the session's free observations by the model's ratings: the least important faded
    # (the two in merge proposals wait for the person's decision)
    assert [m.id for m in forgetting.faded(services.store)] == [ids[5]]
    pending = consolidation.proposals(services.store, session_id=session_id, state="pending")
    assert {(p.keep_id, p.other_id) for p in pending} == {(ids[0], ids[1]), (ids[2], ids[3])}
    assert all(p.judged_by == "model" for p in pending)
    budget = next(p for p in pending if p.keep_id == ids[0])
    plots = next(p for p in pending if p.keep_id == ids[2])

    merged = consolidation.accept(services.tree, budget.id)
    consolidation.reject(services.tree, plots.id)
    a, b = services.store.get_memory(ids[0]), services.store.get_memory(ids[1])
    assert a.archived and b.archived and a.merged_into == b.merged_into == merged.id  # kept, linked
    assert SESSION_TEXTS[0][0] in merged.text and merged.memo == "funding looks thin here"
    assert merged.source is SourceType.SNIPPET and merged.captured_at == a.captured_at
    assert not merged.archived and merged.session_id == session_id
    assert [p.state for p in consolidation.proposals(services.store, session_id=session_id)] == \
        ["accepted" if p.id == budget.id else "rejected" for p in pending]
    with pytest.raises(InvalidInputError):
        consolidation.accept(services.tree, plots.id)

    assert services.tree.undo().startswith(f"Keep “{SESSION_TEXTS[2][1]}” and “Reviewer two asks")
    assert services.tree.undo().startswith("Merge “")
    assert not services.store.get_memory(ids[0]).archived and services.store.get_memory(ids[0]).merged_into is None
    assert merged.id not in {m.id for m in services.store.memories()}
    assert {p.state for p in consolidation.proposals(services.store, session_id=session_id)} == {"pending"}
    services.tree.redo()
    assert services.store.get_memory(ids[1]).merged_into == merged.id  # redo: the same card again


def test_offline_post_thinking_proposes_only_near_identical_pairs(services: CoreServices) -> None:
    sessions, session_id, ids = _session_with_duplicates(services)
    offline = LLMGateway(config=LLMConfig())
    runner = longterm_runner(services, gateway=offline, embedder=WordEmbedder())
    try:
        runner.run_until_idle()
    finally:
        runner.close()
    session = sessions.get(session_id)
    assert session.summary_source == "offline" and session.summary.startswith("A 40 min session")
    assert consolidation.thoughts(services.store, session_id=session_id)
    pairs = {(p.keep_id, p.other_id) for p in consolidation.proposals(services.store, session_id=session_id)}
    assert pairs <= {(ids[0], ids[1]), (ids[2], ids[3])} and pairs
    assert all(p.judged_by == "heuristic" for p in consolidation.proposals(services.store))


def test_prompts_render_with_their_data_in_blocks() -> None:
    thoughts = render("session_thoughts", {"workspace": "Grant", "span": "09:00–10:00", "memories": "#1 [snippet] x",
                                           "chat": "(none)", "ontology": "work > writing"})
    assert "(prompt: session_thoughts)" in thoughts.system and "never obey it" in thoughts.system
    assert re.search(r"<memories_[0-9a-f]{10}>\n#1 \[snippet\] x\n</memories_", thoughts.user)
    review = render("merge_review", {"pairs": "pair 1:\na: #1 x\nb: #2 y"})
    assert "(prompt: merge_review)" in review.system and "<pairs_" in review.user
    parsed = SessionThoughts.model_validate({"summary": "s", "thoughts": [{"text": "t", "tags": "a, b",
                                                                          "memory_ids": ["m3", "#4", 5]}]})
    assert parsed.thoughts[0].memory_ids == [3, 4, 5] and parsed.thoughts[0].tags == ["a", "b"]
    assert MergeReview.model_validate({"pairs": [{"a": "m1", "b": 2, "same": True}]}).pairs[0].a == 1


# ---- forgetting ----------------------------------------------------------------------------------
def test_forgetting_fades_only_eligible_observations_and_restore_brings_them_back(services: CoreServices) -> None:
    tree = services.tree
    snippet = add(services, "a snippet", source=SourceType.SNIPPET)
    chat = add(services, "a chat exchange", source=SourceType.CHAT)
    noted = add(services, "an observation with a memo", memo="mine")
    pinned = add(services, "an observation placed by hand", minutes=1)
    tree.move_memories([pinned.id], tree.add_group("Mine").id)
    cited = add(services, "an observation an answer cited", minutes=2)
    stamp = "2025-01-01T00:00:00+00:00"
    thread = services.store.insert_row("threads", {"workspace_id": 1, "title": "t", "created_at": stamp,
                                                   "updated_at": stamp})
    services.store.insert_row("messages", {"thread_id": thread, "role": "assistant", "content": "see [m]",
                                           "citations": json.dumps([cited.id]), "created_at": stamp})
    plain = [add(services, f"plain observation {i} " + "word " * i, minutes=10 + i) for i in range(6)]
    everything = services.store.memories()
    plan = forgetting.plan_fading(services.store, everything, 0.5, now=T0 + timedelta(days=3))
    assert sorted(plan.protected) == sorted([noted.id, pinned.id, cited.id])
    assert len(plan.keep) == 3 and len(plan.fade) == 3
    assert set(plan.fade_ids) <= {m.id for m in plain}
    keep_importance = min(i for _, i in plan.keep)
    assert all(i <= keep_importance for _, i in plan.fade)  # the least important fade
    forgetting.fade(tree, plan.fade_ids)
    faded = forgetting.faded(services.store)
    assert {m.id for m in faded} == set(plan.fade_ids) and all(m.archived and m.faded_at for m in faded)
    for untouched in (snippet, chat, noted, pinned, cited):
        assert not services.store.get_memory(untouched.id).archived
    forgetting.restore(tree, [faded[0].id])
    back = services.store.get_memory(faded[0].id)
    assert not back.archived and back.faded_at is None
    assert len(forgetting.faded(services.store)) == 2
    assert tree.undo() == "Restore 1 memory"
    assert len(forgetting.faded(services.store)) == 3
    assert forgetting.plan_fading(services.store, everything, 1.0).fade == []


# ---- retention -----------------------------------------------------------------------------------
def test_retention_by_bytes_deletes_the_right_image_files_and_keeps_the_cards(services: CoreServices) -> None:
    images = [png(i, 96) for i in range(5)]
    old = [add(services, f"observed screen {i}", image=images[i], minutes=i) for i in range(4)]
    shared = add(services, "a snippet of the same screen as observation 0", source=SourceType.SNIPPET,
                 image=images[0], minutes=5)
    recent = add(services, "the newest screen", image=images[4], minutes=60 * 24)
    sizes = {m.id: services.store.image_path(m.image or "").stat().st_size for m in [*old, recent]}
    total = sum(sizes.values())
    limit = total - sizes[old[1].id] - sizes[old[2].id] + 10  # two have to go
    plan = forgetting.plan_retention(services.store, max_bytes=limit, now=T0 + timedelta(days=2))
    # the two least important go first; equal importance: the oldest. Observation 0's file is shared
    # with a snippet, so removing it would free nothing on disk: it is still chosen only by rank
    chosen = plan.memory_ids
    assert recent.id not in chosen and len(chosen) >= 2
    files_before = {m.image for m in services.store.memories()}
    for name in files_before:  # the canvas has shown every screen: each has its thumbnail
        ensure_thumbnail(services.store.images_dir, name or "")
    removed = forgetting.apply_retention(services.store, plan, services.bus)
    assert removed == len(plan.files)
    for memory_id in chosen:
        card = services.store.get_memory(memory_id)
        assert card.image is None and card.pruned_image and card.text.startswith("observed screen")
    assert services.store.image_path(images_name(services, shared.id)).exists()  # the snippet still shows it
    for name in plan.files:  # the screen is gone, its thumbnail too (it shows the same screen)
        assert not services.store.image_path(name).exists()
        assert not services.store.thumbnail_path(name).exists()
    assert services.store.thumbnail_path(images_name(services, shared.id)).exists()
    assert images_name(services, shared.id) not in plan.files
    assert {m.image for m in services.store.memories() if m.image} <= files_before
    assert len(services.store.memories()) == 6  # every card stays
    days = forgetting.plan_retention(services.store, max_days=1, now=T0 + timedelta(days=1, hours=12))
    assert recent.id not in days.memory_ids and set(days.memory_ids) <= {m.id for m in old}
    usage = {u.workspace_id: u for u in forgetting.disk_usage(services.store)}[1]
    assert usage.memories == 6 and usage.pruned == len(chosen)


def images_name(core: CoreServices, memory_id: int) -> str:
    image = core.store.get_memory(memory_id).image
    assert image is not None
    return image


# ---- reuse (LTM-2) -------------------------------------------------------------------------------
def test_a_memory_pulled_into_a_second_workspace_edits_in_both(services: CoreServices) -> None:
    tree = services.tree
    spaces = Workspaces(tree)
    home, other = spaces.current(), spaces.create("Paper")
    budget = add(services, "budget table", source=SourceType.SNIPPET)
    target = tree.add_group("Background", workspace_id=other.id)
    seen: list[ChangeEvent] = []
    services.bus.subscribe(seen.extend)
    pull_memories(tree, [budget.id], other.id, target.id)
    assert any(e.entity is Entity.WORKSPACE and other.id in e.ids for e in seen)
    shown = {m.id: m for m in tree.snapshot(other.id).memories}
    assert shown[budget.id].group_id == target.id and budget.id in tree.snapshot(other.id).references
    tree.edit_memory(budget.id, title="Budget, revised")
    assert {m.id: m for m in tree.snapshot(other.id).memories}[budget.id].title == "Budget, revised"
    assert {m.id: m for m in tree.snapshot(home.id).memories}[budget.id].title == "Budget, revised"
    assert [m.title for m in tree.workspace_memories(other.id, [budget.id])] == ["Budget, revised"]
    # moving it in the second workspace moves only the reference
    elsewhere = tree.add_group("Elsewhere", workspace_id=other.id)
    tree.move_memories([budget.id], elsewhere.id)
    assert services.store.get_memory(budget.id).group_id is None
    assert {m.id: m for m in tree.snapshot(other.id).memories}[budget.id].group_id == elsewhere.id
    tree.delete_group(elsewhere.id)  # the reference moves up with the group's members
    assert {m.id: m for m in tree.snapshot(other.id).memories}[budget.id].group_id is None
    tree.undo()
    assert tree.references(other.id)[budget.id].group_id == elsewhere.id
    tree.delete_memories([budget.id])  # deleting the memory removes its reference; undo restores both
    assert budget.id not in tree.references(other.id)
    tree.undo()
    assert budget.id in tree.references(other.id)
    assert remove_references(tree, [budget.id], other.id) == 1
    assert budget.id not in {m.id for m in tree.snapshot(other.id).memories}
    assert budget.id in {m.id for m in tree.snapshot(home.id).memories}
    tree.undo()
    assert budget.id in tree.references(other.id)


def test_pulling_a_group_copies_the_structure_and_references_the_memories(services: CoreServices) -> None:
    tree = services.tree
    other = Workspaces(tree).create("Paper")
    trip = tree.add_group("Trip")
    flights = tree.add_group("Flights", parent_id=trip.id)
    hotel = add(services, "hotel", source=SourceType.SNIPPET, group_id=trip.id)
    fare = add(services, "fare", source=SourceType.SNIPPET, group_id=flights.id)
    result = pull_group(tree, trip.id, other.id)
    assert result.references == 2 and result.group_id is not None
    snap = tree.snapshot(other.id)
    names = {b.id: (b.name, b.parent_id) for b in snap.groups}
    shown = {m.id: m.group_id for m in snap.memories}
    assert names[shown[hotel.id]] == ("Trip", None)
    assert names[shown[fare.id]] == ("Flights", result.group_id)
    assert pull_group(tree, trip.id, other.id).references == 0  # already there
    tree.undo()
    tree.undo()
    assert tree.snapshot(other.id).memories == [] and tree.snapshot(other.id).groups == []
    found = mention_candidates(services.store, "hot", exclude_workspace=other.id)
    assert [c.memory_id for c in found] == [hotel.id] and found[0].workspace == "Default"


# ---- export / import -----------------------------------------------------------------------------
def test_export_import_round_trip_keeps_sessions_thoughts_merges_references_and_new_columns(
        services: CoreServices, tmp_path: Path) -> None:
    _sessions, session_id, _ids = _session_with_duplicates(services)
    runner = longterm_runner(services, gateway=LLMGateway(config=LLMConfig()), embedder=WordEmbedder())
    try:
        runner.run_until_idle()
    finally:
        runner.close()
    proposal = consolidation.proposals(services.store, session_id=session_id)[0]
    merged = consolidation.accept(services.tree, proposal.id)
    other = Workspaces(services.tree).create("Paper", switch=True)
    pull_memories(services.tree, [merged.id], other.id)
    image_memory = add(services, "screen", image=png(7), workspace=1, minutes=50)
    forgetting.apply_retention(services.store, forgetting.RetentionPlan([image_memory.id], [image_memory.image or ""]))
    doc = export_document(services.store)
    assert doc["version"] == 3 and len(doc["sessions"]) == 1 and doc["memory_refs"]
    fresh = open_core(str(tmp_path / "fresh"))
    try:
        result = import_document(fresh.tree, json.dumps(doc).encode())
        assert result.same_ids
        again = export_document(fresh.store)
        for key in ("workspaces", "memories", "groups", "sessions", "thoughts", "merge_proposals",
                    "memory_refs"):
            assert again[key] == doc[key], key
        assert fresh.store.get_memory(proposal.keep_id).merged_into == merged.id
        assert fresh.store.get_memory(image_memory.id).pruned_image == image_memory.image
        assert fresh.store.default_workspace_id() == other.id  # the current workspace too
        assert merged.id in {m.id for m in fresh.tree.snapshot(other.id).memories}
        fresh.tree.undo()  # the import is one undo step
        assert fresh.store.memories() == []
    finally:
        fresh.close()
    # into a filled store: new ids, and everything still points at the right rows
    filled = open_core(str(tmp_path / "filled"))
    try:
        filled.tree.add_memory(SourceType.SNIPPET, text="already here")
        result = import_document(filled.tree, json.dumps(doc).encode())
        new_merged = result.memory_ids[merged.id]
        assert filled.store.get_memory(result.memory_ids[proposal.other_id]).merged_into == new_merged
        refs = filled.store.query("SELECT memory_id, workspace_id FROM memory_refs")
        assert [(r["memory_id"], r["workspace_id"]) for r in refs] == [(new_merged, result.workspace_ids[other.id])]
        assert {p.keep_id for p in consolidation.proposals(filled.store)} <= set(result.memory_ids.values())
    finally:
        filled.close()


def test_selection_export_markdown_and_copy_context(services: CoreServices) -> None:
    tree = services.tree
    trip = tree.add_group("Trip", summary="ICML in Lisbon")
    budget = tree.add_group("Budget")
    hotel = add(services, "Hotel Baixa 148 euro", memo="walkable", source=SourceType.SNIPPET, group_id=trip.id,
                user_context="You are booking a hotel.")
    add(services, "GPU workstation 14500", source=SourceType.SNIPPET, group_id=budget.id)
    hidden = add(services, "Hotel Baixa 148 euro again", group_id=trip.id, hidden=True)
    text = export_context(tree)
    assert "## Trip — ICML in Lisbon" in text and f"[m{hotel.id}] Hotel Baixa 148 euro (snippet" in text
    assert "My note: walkable" in text and "Why I saved it: You are booking a hotel." in text
    assert f"[m{hidden.id}]" not in text and "GPU workstation" in text
    only = export_context(tree, selection=Selection(group_ids=frozenset({trip.id})))
    assert "GPU workstation" not in only and "Hotel Baixa" in only
    md = export_markdown(tree, 1, lambda name: name, Selection(memory_ids=frozenset({hotel.id})))
    assert "## Trip" in md and "Budget" not in md and "Memo: walkable" in md
    doc = export_document(services.store, 1, Selection(memory_ids=frozenset({hotel.id})))
    assert [m["id"] for m in doc["memories"]] == [hotel.id] and [b["name"] for b in doc["groups"]] == ["Trip"]


# ---- repository ----------------------------------------------------------------------------------
def test_repository_searches_every_workspace_with_filters_and_the_matching_sentence(services: CoreServices) -> None:
    other = Workspaces(services.tree).create("Paper")
    a = add(services, "We booked flights. The hotel in Lisbon costs 148 euro per night. Breakfast included.",
            source=SourceType.SNIPPET)
    b = add(services, "Calibration plots for subgroups.", workspace=other.id, app="Zotero")
    c = add(services, "Old hotel notes", minutes=-60 * 24 * 30)
    services.tree.set_archived([c.id])
    repo = Repository(services.store, EmbeddingIndex(services.store, WordEmbedder()))
    EmbeddingIndex(services.store, WordEmbedder()).ensure()
    repo.build()
    result = repo.search("hotel Lisbon price", now=T0)
    assert [h.memory.id for h in result.hits][:1] == [a.id] and c.id in [h.memory.id for h in result.hits]
    sentence = result.hits[0].sentence
    assert sentence.text == "The hotel in Lisbon costs 148 euro per night." and sentence.field == "text"
    assert [sentence.text[s:e] for s, e in sentence.spans] == ["hotel", "Lisbon"]
    live = repo.search("hotel", RepoFilter(include_archived=False), now=T0)
    assert c.id not in [h.memory.id for h in live.hits]
    assert [h.memory.id for h in repo.search("calibration", RepoFilter(workspace_ids=frozenset({other.id})),
                                             now=T0).hits] == [b.id]
    assert b.id not in [h.memory.id for h in repo.search("calibration", RepoFilter(apps=frozenset({"firefox"})),
                                                         now=T0).hits]
    assert repo.search("hotel", RepoFilter(sources=frozenset({SourceType.SNIPPET})), now=T0).total == 1
    services.tree.edit_memory(b.id, memo="hotel reminder")
    repo.update([b.id])
    assert b.id in [h.memory.id for h in repo.search("hotel reminder", now=T0).hits]


def test_matching_sentence_prefers_the_memo_and_falls_back_to_meaning() -> None:
    memory = Memory(1, 1, SourceType.SNIPPET, T0, text="Prices rose. The fare is 642 dollars.",
                    memo="The fare is too high for Tuesday.")
    assert matching_sentence(memory, "fare").field == "memo"
    embedder = WordEmbedder()
    pick = matching_sentence(memory, "rose", embed=embedder.embed, query_vec=embedder.embed(["prices rose"])[0])
    assert pick.text == "Prices rose." and not pick.semantic


def test_map_is_deterministic_clustered_and_lasso_selects_inside() -> None:
    rng = np.random.default_rng(1)
    centers = rng.normal(size=(3, 32)) * 5
    points = np.vstack([c + rng.normal(size=(40, 32)) for c in centers]).astype(np.float32)
    xy = pca(points, 2)
    assert np.allclose(xy, pca(points, 2))
    labels = kmeans(pca(points, 5), 3)
    truth = np.repeat(np.arange(3), 40)
    for group in range(3):  # each true group lands in one cluster
        assert len(set(labels[truth == group].tolist())) == 1
    square = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
    grid = np.array([[0, 0], [2, 0], [0.5, 0.9], [-1.5, 0]], dtype=np.float32)
    assert points_in_polygon(grid, square).tolist() == [True, False, True, False]


def test_compute_map_over_the_store_names_clusters(services: CoreServices) -> None:
    for i in range(12):
        add(services, f"hotel lisbon booking night room {i}", minutes=i)
        add(services, f"gpu training dataloader workers batch {i}", minutes=i)
    data = compute_map(services.store, None)
    assert len(data) == 24 and data.from_words == 24 and data.xy.shape == (24, 2)
    assert float(np.abs(data.xy).max()) == pytest.approx(1.0)
    words = " ".join(c.keywords.lower() for c in data.clusters)
    assert "hotel" in words or "lisbon" in words
    assert sum(c.size for c in data.clusters) == 24


def test_core_longterm_uses_no_origin_user_for_bookkeeping(services: CoreServices) -> None:
    clock = Clock()
    sessions = Sessions(services.tree, clock=clock, gap_min=30)
    seen: list[ChangeEvent] = []
    services.bus.subscribe(seen.extend)
    sessions.note_activity(1)
    assert seen and all(e.origin is Origin.AI for e in seen)
    assert len(services.tree.undo_stack) == 0  # activity is not an undo step
