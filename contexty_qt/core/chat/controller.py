"""The memory controller (CAIM-1): does this message need long-term memories, the conversation,
both, or neither? With a model: one call (prompt chat_plan) that also writes the generated queries
of LTM-5, instead of CAIM's chain of three A/B prompts, to keep a question at one extra round trip.
Without a model (or when that call fails): the heuristic below, which errs towards retrieving, since
looking at memories costs a few milliseconds and missing them costs the answer.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from contexty_qt.core.llm.errors import LLMError
from contexty_qt.core.model import Message

if TYPE_CHECKING:  # the gateway and the schemas import pydantic: only when a model is asked
    from contexty_qt.core.llm.gateway import LLMGateway

log = logging.getLogger("contexty.chat")


@dataclass(frozen=True)
class Decision:
    memories: bool
    conversation: bool
    queries: tuple[str, ...] = ()
    source: str = "heuristic"  # "model" | "heuristic" | "mention"
    reasons: tuple[str, ...] = field(default=(), compare=False)
    problem: LLMError | None = field(default=None, compare=False)  # why the model's decision is missing

    def describe(self) -> str:
        needs = [n for n, on in (("memories", self.memories), ("conversation", self.conversation)) if on]
        return f"{' + '.join(needs) or 'neither'} ({self.source})"


_SMALL_TALK = re.compile(
    r"^\s*(hi|hello|hey|thanks|thank you|thx|ok|okay|great|cool|nice|good (morning|night|evening)|bye|"
    r"cheers|got it|perfect|sounds good)[\s!.?]*$", re.I)
_PERSONAL = re.compile(
    r"\b(i|i'm|i've|i'd|me|my|mine|we|our|us|saved|captured|noted|wrote|read|remember|remind|recall|"
    r"snippets?|notes?|memos?|memories|screenshots?|yesterday|today|tonight|this (morning|afternoon|"
    r"evening|week)|last (week|night|time)|earlier|before|ago|monday|tuesday|wednesday|thursday|"
    r"friday|saturday|sunday|first|latest|compare|which|options?|decided?|plan(ned|s)?)\b", re.I)
_FOLLOW_UP = re.compile(
    r"^\s*(and|but|so|also|then|why|how come|what about|ok(ay)?,?|more|shorter|longer|again|"
    r"explain|elaborate|continue|go on|rephrase|translate|summari[sz]e (that|it|this))\b|"
    r"\b(it|that|this|those|these|them|the (first|second|third|last) one|above|you said|your answer|"
    r"previous answer)\b", re.I)
_GENERAL = re.compile(r"^\s*(what|who|when|where) (is|are|was|were) (a|an|the)\b[^?]*\?*\s*$", re.I)


def heuristic_decision(message: str, history: Sequence[Message], has_mentions: bool) -> Decision:
    text = message.strip()
    reasons: list[str] = []
    if has_mentions:
        return Decision(True, bool(history) and bool(_FOLLOW_UP.search(text)), source="mention",
                        reasons=("explicit references",))
    if _SMALL_TALK.match(text):
        return Decision(False, bool(history), reasons=("small talk",))
    follow = bool(history) and bool(_FOLLOW_UP.search(text))
    if follow:
        reasons.append("refers back to the conversation")
    personal = bool(_PERSONAL.search(text))
    if personal:
        reasons.append("about the person's own saved work")
    general = bool(_GENERAL.match(text)) and not personal
    if general and not follow:
        # "what is a transformer?" may still be about their notes; retrieval decides by relevance,
        # and the relevance filter drops what does not bear on it
        reasons.append("general question: memories only if relevant")
    memories = personal or not follow or not history
    return Decision(memories, follow, reasons=tuple(reasons))


def plan(gateway: LLMGateway | None, message: str, history: Sequence[Message], mentions: Sequence[str],
         ) -> Decision:
    """The model's decision when a model is configured, the heuristic otherwise or on failure."""
    fallback = heuristic_decision(message, history, bool(mentions))
    if gateway is None or not gateway.available("analysis"):
        return fallback
    from contexty_qt.core.chat.schemas import PlanResult

    recent = "\n".join(f"{m.role}: {' '.join(m.content.split())[:300]}" for m in history[-4:]) or "(empty)"
    try:
        result = gateway.structured("analysis", "chat_plan", {
            "message": message, "recent": recent, "mentions": "\n".join(mentions) or "(none)",
        }, PlanResult)
    except LLMError as exc:
        log.warning("memory controller: the model call failed (%s); using the heuristic", exc)
        return replace(fallback, problem=exc)
    memories = result.memories or bool(mentions)
    return Decision(memories, result.conversation and bool(history), tuple(result.queries) if memories else (),
                    "model")
