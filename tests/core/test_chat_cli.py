"""`contexty search` and `contexty ask`, in-process, with the fake server as model and embeddings endpoint."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from contexty_qt.cli import main
from tests.fakes.openai_server import FakeOpenAIServer, Reply


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def memories(capsys: pytest.CaptureFixture[str], data_dir: Path) -> dict[str, str]:
    ids = {}
    for key, text, memo, at in (
        ("flight", "TAP flight Gatwick to Lisbon, Thu 3 Dec 17:50, £142", "cheapest direct, Jonas likes it",
         "2026-11-16T10:00Z"),
        ("loft", "Sunny loft in Alfama with a rooftop terrace", "terrace!! but no lift", "2026-11-18T15:00Z"),
        ("laptop", "ThinkPad T14s review: dim screen", "too dim for trains", "2026-11-19T09:00Z"),
    ):
        code, out, _err = run(capsys, "--data-dir", str(data_dir), "add", "--text", text, "--memo", memo, "--at", at)
        assert code == 0
        ids[key] = out.strip()
    return ids


def test_search_prints_ranked_memories_with_signals(capsys: pytest.CaptureFixture[str], data_dir: Path,
                                                    memories: dict[str, str]) -> None:
    code, out, _err = run(capsys, "--data-dir", str(data_dir), "search", "rooftop terrace", "--no-dense",
                          "--now", "2026-11-20T12:00Z")
    assert code == 0
    first = out.splitlines()[1].split()
    assert first[0] == "1" and first[1] == memories["loft"]
    assert "contexty" in out.splitlines()[0] and "bm25" in out.splitlines()[0]
    # every list that scored a hit has its column, not only the five always shown (the question names a place)
    code, out, _err = run(capsys, "--data-dir", str(data_dir), "search", "the terrace in Lisbon", "--json",
                          "--no-dense", "--now", "2026-11-20T12:00Z")
    extra = {n for r in json.loads(out)["results"] for n in r["signals"]} - {"contexty", "bm25", "dense", "time",
                                                                          "recall"}
    code, out, _err = run(capsys, "--data-dir", str(data_dir), "search", "the terrace in Lisbon", "--no-dense",
                          "--now", "2026-11-20T12:00Z")
    assert code == 0 and extra and all(name in out.splitlines()[0] for name in extra)
    code, out, _err = run(capsys, "--data-dir", str(data_dir), "search", "what did I save yesterday", "--json",
                          "--no-dense", "--now", "2026-11-19T20:00Z", "--limit", "5")
    data = json.loads(out)
    assert data["time_scope"]["start"] == "2026-11-18T00:00:00+00:00"
    assert [r["id"] for r in data["results"]] == [int(memories["loft"])]  # yesterday's capture only
    assert data["results"][0]["signals"]["time"] == 1.0 and "ranks" in data["results"][0]


def test_search_batch_writes_one_json_line_per_query(capsys: pytest.CaptureFixture[str], data_dir: Path,
                                                     memories: dict[str, str], tmp_path: Path) -> None:
    batch = tmp_path / "queries.jsonl"
    batch.write_text(
        '{"query": "the first thing I saved", "now": "2026-11-20T12:00Z"}\n'
        '\n'
        '{"query": "dim screen"}\n'
        '{"query": ""}\n'
        'not json\n', encoding="utf-8")
    code, out, err = run(capsys, "--data-dir", str(data_dir), "search", "--batch", str(batch), "--no-dense")
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 4 and code == 1 and "2 line(s)" in err
    assert lines[0]["results"][0]["id"] == int(memories["flight"]) and lines[0]["time_scope"]["order"] == "first"
    assert lines[1]["results"][0]["id"] == int(memories["laptop"])
    assert lines[2] == {"line": 4, "error": 'expected an object with a non-empty "query" string'}
    assert lines[3]["line"] == 5 and "not JSON" in lines[3]["error"]


def test_search_needs_exactly_one_of_query_and_batch(capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    assert run(capsys, "--data-dir", str(data_dir), "search")[0] == 2
    with pytest.raises(SystemExit) as exit_info:
        main(["--data-dir", str(data_dir), "search", "x", "--now", "yesterday"])
    assert exit_info.value.code == 2 and "not an ISO time" in capsys.readouterr().err


def configure(capsys: pytest.CaptureFixture[str], server: FakeOpenAIServer) -> None:
    for key, value in (("llm.base_url", server.base_url), ("llm.chat_model", "fake-large"),
                       ("llm.analysis_model", "fake-small"), ("embeddings.backend", "openai"),
                       ("embeddings.model", "fake-embed")):
        assert run(capsys, "settings", "set", key, value)[0] == 0


def test_ask_streams_an_answer_with_sources_and_continues_a_thread(
        capsys: pytest.CaptureFixture[str], data_dir: Path, memories: dict[str, str],
        fake_openai: FakeOpenAIServer) -> None:
    configure(capsys, fake_openai)
    loft = memories["loft"]
    fake_openai.on("chat_plan", Reply(json={"memories": True, "conversation": False, "queries": ["loft"]}))
    fake_openai.on("chat_relevance", Reply(json={"relevant": [f"m{loft}"]}))
    fake_openai.on("chat_answer", Reply(content=f"The Alfama loft with the terrace [m{loft}]."))
    code, out, err = run(capsys, "--data-dir", str(data_dir), "ask", "Where am I staying?",
                         "--now", "2026-11-20T12:00Z")
    assert code == 0, err
    assert out.startswith(f"The Alfama loft with the terrace [m{loft}].")
    assert f"[m{loft}] terrace!! but no lift" in out and "(thread 1, message 2)" in err
    assert any(r.path.endswith("/embeddings") for r in fake_openai.requests)  # dense signal via the endpoint
    fake_openai.on("chat_answer", Reply(content="Yes, no lift."))
    code, out, _err = run(capsys, "--data-dir", str(data_dir), "ask", "Is there a lift?", "--thread", "1",
                          "--ref", f"m{loft}")
    assert code == 0 and out.startswith("Yes, no lift.")
    assert f"[m{loft}] MENTION" in fake_openai.chat_requests("chat_answer")[-1].messages[-1]["content"]


def test_ask_cut_off_then_retry(capsys: pytest.CaptureFixture[str], data_dir: Path, memories: dict[str, str],
                                fake_openai: FakeOpenAIServer) -> None:
    configure(capsys, fake_openai)
    fake_openai.on("chat_plan", Reply(json={"memories": False, "conversation": False}))
    fake_openai.on("chat_answer", Reply(content="one two three four five six", disconnect_after=3))
    code, out, err = run(capsys, "--data-dir", str(data_dir), "ask", "count to six")
    assert code == 1 and out.startswith("one two") and "was cut off" in err and "--retry 2" in err
    fake_openai.on("chat_answer", Reply(content="one two three four five six"))
    code, out, _err = run(capsys, "--data-dir", str(data_dir), "ask", "--retry", "2")
    assert code == 0 and out.startswith("one two three four five six")


def test_ask_without_a_model_lists_matches_and_says_what_to_set(capsys: pytest.CaptureFixture[str], data_dir: Path,
                                                                memories: dict[str, str]) -> None:
    code, out, err = run(capsys, "--data-dir", str(data_dir), "ask", "which laptop screen was dim?")
    assert code == 1 and f"[m{memories['laptop']}]" in out and "No chat model is configured" in out
    assert "No chat model is configured" in err and "llm.chat_model" in err and "Nothing was sent" in err
    assert run(capsys, "--data-dir", str(data_dir), "ask", "x", "--ref", "q7")[0] == 1
