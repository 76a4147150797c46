"""Chat end to end under Xvfb: a question typed with xdotool into the floating chat window streams
an answer that cites memories; clicking the citation chip selects the card on the real canvas and
brings it into view. Leaves docs/screenshots/chat.png (README)."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.e2e.capture_support import ROOT, Harness, wait_for, xdotool
from tests.e2e.conftest import screenshot
from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest, Reply

pytestmark = pytest.mark.e2e
SCREENSHOT = ROOT / "docs" / "screenshots" / "chat.png"
QUESTION = "When do Jonas and I fly to Lisbon?"


def answer(request: FakeRequest) -> Reply:
    """Cite the flight memories the retrieval put in the context (any ids it gave), like a model would."""
    blocks = re.findall(r"^\[m(\d+)\][^\n]*\n(?:[^\n]*\n)*?title: ([^\n]*)", request.last_user, re.M)
    flights = [(i, t) for i, t in blocks if re.search(r"fl(y|ies|ight)|TAP|DUB|LIS|Gatwick", t, re.I)] or blocks
    lines = [f"- {title} [m{memory_id}]" for memory_id, title in flights[:3]]
    return Reply(content="Here is what you saved about the flights:\n\n" + "\n".join(lines)
                 + "\n\nJonas flies on Thursday; you follow on Friday morning after the onsite.", chunk_delay=0.02)


@pytest.fixture
def model() -> Iterator[FakeOpenAIServer]:
    server = FakeOpenAIServer().start()
    server.on("chat_plan", Reply(json={"memories": True, "conversation": False,
                                       "queries": ["flight to Lisbon Jonas", "TAP Gatwick Thursday"]}))
    server.on("chat_relevance", lambda r: Reply(json={"relevant": re.findall(r"^m\d+", r.last_user, re.M)}))
    server.on("chat_importance", Reply(json={"ratings": []}))
    server.on("chat_summary", Reply(json={"summary": ""}))
    server.on("chat_answer", answer)
    try:
        yield server
    finally:
        server.close()


def test_question_typed_in_the_floating_chat_cites_a_card_that_the_canvas_selects(
        x_env: dict[str, str], x_display: str, model: FakeOpenAIServer, tmp_path: Path) -> None:
    harness = Harness([sys.executable, "-m", "tests.e2e.chat_harness", "--base-url", model.base_url], x_env,
                      tmp_path / "chat_harness.err")
    try:
        ready = harness.event("ready", timeout=60)
        window_id = wait_for(lambda: xdotool(x_env, "search", "--onlyvisible", "--name", "Contexty chat"),
                             "the floating chat window").split()[0]
        xdotool(x_env, "windowactivate", "--sync", window_id)
        box = ready["input"]
        xdotool(x_env, "mousemove", str(box["x"] + box["width"] // 2), str(box["y"] + box["height"] // 2))
        xdotool(x_env, "click", "1")
        xdotool(x_env, "type", "--delay", "15", QUESTION)
        xdotool(x_env, "key", "Return")

        done = harness.event("answer", timeout=60)
        assert done["state"] == "done", done
        assert done["citations"], done
        assert done["latency"]["p95"] < 50.0, done["latency"]  # tokens on screen within 50 ms of arrival
        flight_ids = {ready["ids"][s] for s in ("s084", "s104", "s105", "s083", "s066", "s041", "s042")}
        assert set(done["citations"]) & flight_ids, done
        sent = model.chat_requests("chat_answer")[0]
        assert sent.last_user.rstrip().endswith(QUESTION)  # what xdotool typed is what was asked

        chip = done["chip"]
        assert chip is not None
        xdotool(x_env, "mousemove", str(chip["x"] + 20), str(chip["y"] + chip["height"] // 2))
        xdotool(x_env, "click", "1")
        selected = harness.event("selection", timeout=20)
        assert selected["memory_ids"] == [done["citations"][0]], selected
        assert selected["visible"], selected

        SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
        screenshot(x_display, SCREENSHOT)
    finally:
        harness.send("quit")
        harness.stop()
