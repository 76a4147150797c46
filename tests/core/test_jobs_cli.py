"""`contexty jobs`, `jobs run [--wait]` and `jobs retry`, in-process, against the fake model server."""

from __future__ import annotations

import functools
import json

import pytest

from contexty_qt import cli
from contexty_qt.core import jobs as jobs_module
from tests.core.pipeline_support import WordEmbedder, default_routes
from tests.fakes.openai_server import FakeOpenAIServer, Reply

GOOD = {"title": "Data engineer role", "summary": "A job posting.", "tags": ["career", "salary"],
        "user_context": "You are comparing offers."}


@pytest.fixture(autouse=True)
def instant_embeddings(monkeypatch: pytest.MonkeyPatch) -> None:
    """`jobs run` places captures with the local model in-process; a word-hash embedder stands in."""
    from contexty_qt.core import embeddings

    monkeypatch.setattr(embeddings, "create_embedder", lambda *args, **kwargs: WordEmbedder())


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def add(capsys: pytest.CaptureFixture[str], text: str, memo: str = "") -> int:
    code, out, err = run(capsys, "add", "--text", text, "--memo", memo, "--app", "Firefox")
    assert code == 0, err
    return int(out.strip())


def use_model(capsys: pytest.CaptureFixture[str], server: FakeOpenAIServer) -> None:
    for key, value in (("llm.base_url", server.base_url), ("llm.analysis_model", "fake-small"),
                       ("llm.timeout_s", "2")):
        assert run(capsys, "settings", "set", key, value)[0] == 0


def show(capsys: pytest.CaptureFixture[str], memory_id: int) -> dict[str, object]:
    code, out, _err = run(capsys, "show", str(memory_id), "--json")
    assert code == 0
    return dict(json.loads(out))


def test_offline_run_analyses_captures_added_from_the_cli(capsys: pytest.CaptureFixture[str]) -> None:
    first = add(capsys, "Senior Data Engineer at Acme. Salary 120k.", "too low?")
    add(capsys, "Cheap flights to Lisbon in May")
    assert run(capsys, "jobs")[1] == "No jobs.\n"
    code, out, err = run(capsys, "jobs", "run")
    # per capture: analyze, place, evolve and the (merged, debounced in the app) understanding
    assert code == 0 and out.startswith("8 done, 0 failed") and "offline analyzer" in err
    card = show(capsys, first)
    assert card["title"] == "Senior Data Engineer at Acme. Salary 120k." and card["analysis_state"] == "done"
    assert "salary" in card["tags"]  # type: ignore[operator]
    assert card["group_id"] is not None
    _code, out, _err = run(capsys, "jobs")
    assert out == "(8 finished jobs not shown; --all lists them)\n"
    _code, out, _err = run(capsys, "jobs", "list", "--all")
    assert out.splitlines()[0].split() == ["ID", "KIND", "STATE", "TRIES", "MEMORY", "NEXT", "ERROR"]
    assert [line.split()[:3] for line in out.splitlines()[1:3]] == [["1", "analyze", "done"], ["2", "analyze", "done"]]
    listed = json.loads(run(capsys, "jobs", "--all", "--json")[1])
    notes = {j["kind"]: j["payload"].get("note") for j in listed}
    assert notes["analyze"] == "offline analyzer" and notes["place"].startswith("offline relevance")
    assert sorted({j["kind"] for j in listed}) == ["analyze", "evolve", "place", "understand"]
    assert run(capsys, "jobs", "run")[1].startswith("0 done")  # nothing is analysed twice


def test_model_failure_is_listed_then_retried(capsys: pytest.CaptureFixture[str],
                                              fake_openai: FakeOpenAIServer) -> None:
    use_model(capsys, fake_openai)
    memory_id = add(capsys, "Senior Data Engineer at Acme.")
    fake_openai.on("analysis", Reply(content="Sorry, I can't do JSON."))
    code, out, err = run(capsys, "jobs", "run")
    assert code == 1 and out.startswith("0 done, 1 failed") and "jobs retry --failed" in err
    _code, out, _err = run(capsys, "jobs")
    row = out.splitlines()[1]
    assert row.split()[:5] == ["1", "analyze", "failed", "1", str(memory_id)]
    assert "unusable twice" in row
    assert show(capsys, memory_id)["analysis_state"] == "failed"
    fake_openai.on("analysis", Reply(json=GOOD))
    code, out, _err = run(capsys, "jobs", "retry", "--failed")
    assert code == 0 and out == f"Job 1 (analyze of memory {memory_id}) will run again.\n"
    assert run(capsys, "jobs", "run")[0] == 0
    card = show(capsys, memory_id)
    assert card["title"] == "Data engineer role" and card["analysis_state"] == "done"


def test_run_wait_rides_out_a_server_outage(capsys: pytest.CaptureFixture[str], fake_openai: FakeOpenAIServer,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jobs_module, "RetryPolicy", functools.partial(jobs_module.RetryPolicy, base_s=0.1))
    use_model(capsys, fake_openai)
    memory_id = add(capsys, "Senior Data Engineer at Acme.")
    default_routes(fake_openai)
    fake_openai.queue(Reply(status=503), Reply(status=429, headers={"Retry-After": "0.2"}))
    fake_openai.on("analysis", Reply(json=GOOD))
    code, out, _err = run(capsys, "jobs", "run")  # without --wait: one attempt, then it reports
    assert code == 0 and out.startswith("0 done, 0 failed, 1 to retry later; 1 still waiting")
    code, out, _err = run(capsys, "jobs", "run", "--wait", "--timeout", "30")
    # analyze (after one more retry), place, evolve, understand
    assert code == 0 and out.startswith("4 done, 0 failed, 1 to retry later; 0 still waiting")
    assert show(capsys, memory_id)["title"] == "Data engineer role"
    assert len(fake_openai.chat_requests("analysis")) == 3


def test_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "jobs", "retry")
    assert code == 1 and "use --failed" in err
    code, _out, err = run(capsys, "jobs", "retry", "99")
    assert code == 1 and "No job with id 99." in err
    code, _out, err = run(capsys, "jobs", "run", "--timeout", "-1")
    assert code == 1 and "positive" in err
    assert run(capsys, "jobs", "retry", "--failed")[1] == "No failed jobs.\n"


def test_jobs_run_also_does_the_post_thinking_of_a_session_ended_for_later(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "session", "start")[0] == 0
    add(capsys, "Offer from Acme: 120k, remote", "looks good")
    add(capsys, "Offer from Beta: 110k, office", "commute is long")
    code, out, err = run(capsys, "session", "end", "--later")
    assert code == 0, err
    code, _, err = run(capsys, "jobs", "run")
    assert code == 0, err
    code, out, _ = run(capsys, "jobs", "list", "--all", "--json")
    kinds = {(job["kind"], job["state"]) for job in json.loads(out)}
    assert ("post_think", "done") in kinds, kinds
    assert not [k for k in kinds if k[1] in ("pending", "running")], kinds
