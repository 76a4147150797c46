"""The answer prompt (chat_answer.txt) and the message list around it.

The JSON prompts of the chat go through `llm.prompts.render` (whose shared rules ask for JSON); the
answer is streamed Markdown, so its file carries its own rules and is rendered here with the same
data blocks: the memories, the conversation summary and anything else captured or stored is data
the model reads but never obeys. The person's own question is their instruction and goes in as is.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from contexty_qt.core.chat.context import Context, context_text, local_time, parse_mentions
from contexty_qt.core.llm import prompts
from contexty_qt.core.model import Message

ANSWER_PROMPT = "chat_answer"
HISTORY_CHARS = 4000  # per earlier message sent back to the model


@dataclass(frozen=True)
class Refinement:
    """LTM-4: how the person changed the memories behind an answer before regenerating it."""

    exclude: tuple[int, ...] = ()
    include: tuple[int, ...] = ()
    emphasize: tuple[int, ...] = ()
    merge: tuple[int, ...] = ()  # two or more memories to treat as one (fewer: nothing to merge yet)

    def merging(self) -> tuple[int, ...]:
        return self.merge if len(self.merge) >= 2 else ()

    def empty(self) -> bool:
        return not (self.exclude or self.include or self.emphasize or self.merging())

    def statement(self) -> str:
        """The changes, stated for the model (our own wording; ids only, no captured text)."""
        if self.empty():
            return ""
        lines = ["", "The person is refining your previous answer by changing the memories behind it. "
                     "Write a new answer to the same question that follows these changes:"]
        if self.exclude:
            lines.append(f"- Leave out {_ids(self.exclude)} entirely: do not use or cite it.")
        if self.include:
            lines.append(f"- Use {_ids(self.include)}, added by the person, and cite it.")
        if self.emphasize:
            lines.append(f"- Give {_ids(self.emphasize)} more weight: build the answer around it.")
        if self.merging():
            lines.append(f"- Treat {_ids(self.merging())} as one memory: the person says they are about the same "
                         "thing. Combine what they say into one point and cite them together.")
        return "\n".join(lines)

    def describe(self) -> str:
        """For the thread: what the person asked for, in their words."""
        parts = []
        if self.exclude:
            parts.append("without " + ", ".join(f"m{i}" for i in self.exclude))
        if self.include:
            parts.append("with " + ", ".join(f"m{i}" for i in self.include))
        if self.emphasize:
            parts.append("emphasising " + ", ".join(f"m{i}" for i in self.emphasize))
        if self.merging():
            parts.append("merging " + " and ".join(f"m{i}" for i in self.merging()))
        return "Refine the answer: " + "; ".join(parts) + "."


def _ids(ids: Sequence[int]) -> str:
    return " ".join(f"[m{i}]" for i in ids)


def render_answer(question: str, context: Context, *, now: datetime, summary: str = "",
                  refinement: Refinement | None = None) -> prompts.Rendered:
    """`now`: the moment of the question in the person's time zone; the memories' times are shown in the same
    zone, so "this morning" means to the model what it meant to retrieval."""
    prompt = prompts.load(ANSWER_PROMPT)
    zone = now.tzinfo
    values = {
        "now": local_time(now, zone),
        "summary": prompts.data_block("summary", summary) if summary.strip() else "(none)",
        "refinement": (refinement.statement() if refinement else ""),
        "memories": prompts.data_block("memories", context_text(context, zone)),
        "question": question.strip(),
    }
    system = string.Template(prompt.system).substitute(values).rstrip()
    user = string.Template(prompt.user).substitute(values)
    return prompts.Rendered(ANSWER_PROMPT, f"{system}\n{prompts.MARKER.format(name=ANSWER_PROMPT)}", user)


def answer_messages(question: str, context: Context, history: Sequence[Message], *, now: datetime,
                    summary: str = "", refinement: Refinement | None = None) -> list[dict[str, str]]:
    rendered = render_answer(question, context, now=now, summary=summary, refinement=refinement)
    messages = [{"role": "system", "content": rendered.system}]
    for message in history:
        if message.role not in ("user", "assistant") or not message.content.strip():
            continue
        text = parse_mentions(message.content)[0] if message.role == "user" else message.content
        messages.append({"role": message.role, "content": text[:HISTORY_CHARS]})
    messages.append({"role": "user", "content": rendered.user})
    return messages
