"""Valid answers to every prompt Contexty sends, for a FakeOpenAIServer that stands in for a whole model:
the crash-safety harness and the fault matrix run the real app or real widgets against it, so every
step (analysis, placement, evolution, understanding, chat) must get an answer it can use.

    script_all_prompts(server, latency=0.1)   # each chat answer waits `latency` s (a slow model)

Answers are derived from the request (the capture's first words become its title, relatedness
scores come from shared words), so they stay deterministic. Routes are added with `server.on`, so
a test can still override one prompt or inject a fault on top (later routes win).
"""

from __future__ import annotations

import re

from tests.fakes.openai_server import FakeOpenAIServer, FakeRequest, Reply


def block(request: FakeRequest, name: str) -> str:
    """The content of the data block `name` (`<name_0123456789>...</name_...>`) in the user message."""
    found = re.search(rf"<({name}_[0-9a-f]{{10}})>\n(.*?)\n</\1>", request.last_user, re.S)
    return found.group(2) if found else ""


def ids_in(text: str, prefix: str = "#") -> list[int]:
    """Ids listed one per line as `#12 ...` (the form the pipeline's prompts use)."""
    return [int(m) for m in re.findall(rf"(?m)^{re.escape(prefix)}(\d+)\b", text)]


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]{4,}", text.lower()))


def script_all_prompts(server: FakeOpenAIServer, *, latency: float = 0.0) -> None:
    def analysis(request: FakeRequest) -> Reply:
        capture = block(request, "capture")
        memo = block(request, "memo")
        words = (memo if memo and memo != "(no memo)" else capture).split()
        return Reply(json={"title": " ".join(words[:7]) or "Capture", "summary": capture[:160] or "A capture.",
                           "tags": ["research"], "new_tags": [],
                           "user_context": "You are collecting material for this task."}, delay=latency)

    def relatedness(request: FakeRequest) -> Reply:
        new = _words(block(request, "memory"))
        scores = []
        for line in block(request, "candidates").splitlines():
            found = re.match(r"#(\d+)\b(.*)", line)
            if found:
                shared = len(new & _words(found.group(2)))
                scores.append({"id": int(found.group(1)), "sigma": 0.8 if shared >= 2 else 0.1})
        return Reply(json={"scores": scores}, delay=latency)

    def chat_answer(request: FakeRequest) -> Reply:
        cited = re.findall(r"\[m(\d+)\]", request.last_user)[:2]
        refs = "".join(f"[m{i}]" for i in dict.fromkeys(cited))
        return Reply(content=f"From your memories: this is what you saved {refs}.".replace(" .", "."),
                     delay=latency)

    server.on("analysis", analysis)
    server.on("relatedness", relatedness)
    server.on("group_name", Reply(json={"name": "Task group", "summary": "Captures of one task."}, delay=latency))
    server.on("evolution", Reply(json={"updates": []}, delay=latency))
    server.on("understanding", Reply(json={"summary": "You are collecting material for a task.",
                                           "focus": ["research"], "tasks": ["collect"]}, delay=latency))
    server.on("chat_plan", Reply(json={"memories": True, "conversation": False, "queries": []}, delay=latency))
    server.on("chat_relevance", lambda r: Reply(json={"relevant": [f"m{i}" for i in ids_in(block(r, "candidates"),
                                                                                          "m")]}, delay=latency))
    server.on("chat_importance", Reply(json={"ratings": []}, delay=latency))
    server.on("chat_summary", Reply(json={"summary": "Earlier questions about saved material."}, delay=latency))
    server.on("chat_answer", chat_answer)
