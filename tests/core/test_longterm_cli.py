"""Issue 7 CLI: contexty workspace / session / faded / restore / disk / recall / pull, and
export --format context with a selection."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from contexty_qt import cli


def run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code = cli.main(list(args))
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def test_workspaces_sessions_and_post_thinking_from_the_command_line(capsys: pytest.CaptureFixture[str],
                                                                      data_dir: Path) -> None:
    grant = int(run(capsys, "workspace", "create", "Grant", "--switch").strip())
    listing = run(capsys, "workspace", "list")
    assert f"*    {grant}  Grant" in listing
    session = int(run(capsys, "session", "start", "--at", "2025-05-12T09:00").strip())
    for text, source in (("Budget GPU workstation 14500 dollars travel", "snippet"),
                         ("Budget GPU workstation 14500 dollars travel costs", "observation"),
                         ("Lunch order pizza tacos", "observation"),
                         ("Weather sunny tomorrow", "observation")):
        run(capsys, "add", "--text", text, "--source", source, "--at", "2025-05-12T09:10")
    # --later: queued for the app; `session run` does it here (one model load for every session)
    out = run(capsys, "session", "end", "--at", "2025-05-12T10:00", "--later")
    assert f"Session {session} ended" in out and "4 memories" in out
    assert "post-thinking step(s) done" in run(capsys, "session", "run")
    shown = json.loads(run(capsys, "session", "show", str(session), "--json"))
    assert shown["session"]["summary"].startswith("A 60 min session in “Grant”")
    assert shown["thoughts"] and shown["session"]["end_reason"] == "explicit"
    merges = run(capsys, "session", "merges")
    assert "[pending]" in merges
    proposal = int(merges.split()[0])
    assert "Merged into memory" in run(capsys, "session", "accept", str(proposal))
    assert "No merge proposals waiting." in run(capsys, "session", "merges")
    faded = json.loads(run(capsys, "faded", "--json"))
    assert all(m["source"] == "observation" for m in faded)
    if faded:
        run(capsys, "restore", str(faded[0]["id"]))
        assert len(json.loads(run(capsys, "faded", "--json"))) == len(faded) - 1
    sessions = json.loads(run(capsys, "session", "list", "--json"))
    assert [s["id"] for s in sessions] == [session] and sessions[0]["memories"] == 3  # the merge: one card
    run(capsys, "workspace", "rename", "Grant", "Grant R01")
    run(capsys, "workspace", "switch", "Default")
    assert "*    1  Default" in run(capsys, "workspace", "list")
    run(capsys, "workspace", "archive", "Grant R01")
    assert "Grant R01" not in run(capsys, "workspace", "list")
    assert "(archived)" in run(capsys, "workspace", "list", "--all")


def test_recall_pull_disk_and_context_export(capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    hotel = int(run(capsys, "add", "--text", "The hotel in Lisbon costs 148 euro per night.", "--memo",
                    "walkable", "--app", "Firefox").strip())
    paper = int(run(capsys, "workspace", "create", "Paper").strip())
    found = json.loads(run(capsys, "recall", "hotel Lisbon", "--no-dense", "--json"))
    assert found["hits"][0]["id"] == hotel and found["hits"][0]["spans"]
    text = run(capsys, "recall", "hotel", "--no-dense", "--workspace", str(paper))
    assert "Nothing found." in text
    assert "1 memories now shown" in run(capsys, "pull", str(hotel), "--into", str(paper))
    tree = json.loads(run(capsys, "tree", "--json", "--workspace", str(paper)))
    assert hotel in {m["id"] for m in tree["memories"]}
    context = run(capsys, "export", "--format", "context", "--workspace", str(paper))
    assert f"[m{hotel}] The hotel in Lisbon" in context and "from Default" in context
    selection = run(capsys, "export", "--format", "json", "--memories", str(hotel))
    assert [m["id"] for m in json.loads(selection)["memories"]] == [hotel]
    disk = json.loads(run(capsys, "disk", "--json"))
    assert {w["name"] for w in disk["workspaces"]} == {"Default", "Paper"}
    assert "No retention limit is set" in run(capsys, "disk")
