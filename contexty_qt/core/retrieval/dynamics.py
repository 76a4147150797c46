"""Memory dynamics: how recall consolidates a memory (DYN-1, paper 001) and how important it is
(LUFY-1/2, paper 004).

What we can compute here, and how:
  * DYN-1 needs r (cosine relevance to the question: the dense signal), t (days since the memory was
    last recalled, or captured) and g_n (consolidation, grown at every recall). All three are local.
  * LUFY-1 importance e^(−Δt/S) with S = w_A·A + w_P·P + w_L·L + w_R1·R1 − w_R2·R2:
      - A (arousal): the paper uses a text-emotion model; we use a lexical proxy in [0, 1] from
        exclamation, intensity words and emphatic memos, because a second model at capture time
        costs more than it gives. Honest proxy, documented as such.
      - P (perplexity): needs a language model's token log-probs; OpenAI-compatible servers rarely
        return them for prompts, so P = 0 unless a caller supplies it (weight −0.28: small anyway).
      - L (LLM-rated importance 1..10): from the analysis step when a model is configured; offline,
        a heuristic (memo present and long, snippet vs observation).
      - R1 / R2: how often the memory was retrieved first / second for an answer (counted in chat).
    Δt is days since the memory was last recalled (or captured).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

LUFY_WEIGHTS = {"A": 2.76, "P": -0.28, "L": 0.44, "R1": 1.02, "R2": 0.012}
PERPLEXITY_CAP = 10.0
RECALL_THRESHOLD = 0.86  # paper 001's k


def recall_probability(relevance: float, days_since_recall: float, consolidation: float) -> float:
    """p_n(t) = (1 − exp(−r·e^(−t/g_n))) / (1 − e^(−1)); decays with t, never reaches zero."""
    r = max(0.0, min(1.0, relevance))
    g = max(consolidation, 1e-6)
    t = max(0.0, days_since_recall)
    return (1.0 - math.exp(-r * math.exp(-t / g))) / (1.0 - math.exp(-1.0))


def consolidate(consolidation: float, days_since_recall: float) -> float:
    """g_n = g_(n−1) + (1 − e^(−t)) / (1 + e^(−t)): a recall after a longer gap consolidates more."""
    t = max(0.0, days_since_recall)
    return consolidation + (1.0 - math.exp(-t)) / (1.0 + math.exp(-t))


_INTENSE = re.compile(
    r"\b(love|hate|amazing|awful|terrible|urgent|important|crucial|must|never|always|wow|damn|"
    r"excited|worried|angry|frustrat\w*|perfect|best|worst|critical|asap|deadline)\b",
    re.IGNORECASE,
)


def arousal_proxy(text: str) -> float:
    """A lexical stand-in for an emotion model: 0 for flat text, towards 1 for emphatic text."""
    if not text:
        return 0.0
    hits = len(_INTENSE.findall(text)) + text.count("!") + sum(1 for w in text.split() if len(w) > 2 and w.isupper())
    return min(1.0, hits / 3.0)


def heuristic_llm_importance(memo: str, is_snippet: bool) -> float:
    """L on the 1..10 scale when no model rates it: a written thought matters more than a screen."""
    score = 5.0 if is_snippet else 2.0
    if memo:
        score += min(3.0, len(memo.split()) / 8.0)
    return min(10.0, score)


@dataclass(frozen=True)
class ImportanceInputs:
    arousal: float = 0.0
    perplexity: float = 0.0
    llm_importance: float = 5.0
    retrieved_first: int = 0
    retrieved_second: int = 0


def strength(inputs: ImportanceInputs) -> float:
    w = LUFY_WEIGHTS
    s = (w["A"] * inputs.arousal + w["P"] * min(inputs.perplexity, PERPLEXITY_CAP)
         + w["L"] * inputs.llm_importance + w["R1"] * inputs.retrieved_first - w["R2"] * inputs.retrieved_second)
    return max(s, 0.1)


def importance(inputs: ImportanceInputs, days_since_recall: float) -> float:
    """LUFY-1: e^(−Δt/S); 1 right after capture or recall, fading more slowly for stronger memories."""
    return math.exp(-max(0.0, days_since_recall) / strength(inputs))
