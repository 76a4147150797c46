"""The running app analyses and places captures by itself (issues 2 + 3 wired together): memories
written by another process (`contexty add`) get their AI steps from the app's own job runner, with
no `contexty jobs run`. Offline: the heuristic analyzer, local embeddings in the model worker.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.e2e.test_app_shell import app_env, contexty, launched, start, status, wait_for  # noqa: F401

pytestmark = pytest.mark.e2e


def test_memories_added_from_a_terminal_are_analysed_and_placed_by_the_running_app(
        app_env: dict[str, str], launched: list[subprocess.Popen[str]]) -> None:  # noqa: F811
    data_dir = Path(app_env["CONTEXTY_DATA_DIR"])
    start(app_env, launched)
    wait_for(lambda: status(data_dir), 30, "the app to answer")
    ids = [contexty(app_env, "add", "--text", text, "--memo", memo, "--app", "firefox", "--url", url).stdout.strip()
           for text, memo, url in (
               ("Framework 13 laptop with 32GB RAM and a 2.8K screen", "too pricey?", "https://frame.work/"),
               ("ThinkPad T14s: a business laptop whose battery lasts 11 hours", "compare with the framework",
                "https://www.notebookcheck.net/t14s"))]
    assert all(i.isdigit() for i in ids)

    def analysed_and_placed() -> list[dict[str, object]] | None:
        cards = [json.loads(contexty(app_env, "show", i, "--json").stdout) for i in ids]
        done = all(c["analysis_state"] == "done" and c["group_id"] is not None and c["title"] for c in cards)
        return cards if done else None

    cards = wait_for(analysed_and_placed, 120, "the app's job runner to analyse and place both memories")
    assert cards[0]["group_id"] == cards[1]["group_id"], "two laptop captures belong to one group"
    # a tag only where the capture's words and its embedding both support it (offline.py): the ThinkPad's
    # "laptop" does; the first capture's words pull two ways (laptop, specs), and no tag beats a wrong one
    # (a "review" of the ThinkPad pulled two ways too since the lead a tag needs is TAG_MARGIN 0.12: the
    # research ontology's "survey" node lists "review")
    assert any(c["tags"] for c in cards), "the offline analyzer tags from the ontology"
