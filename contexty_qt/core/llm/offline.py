"""The offline analyzer (MEM-1 without a model): a title, a summary, tags from the ontology by
keyword match, and a user's-context sentence from provenance and memo. Deterministic, instant, and
honest about what it is: it never claims an insight a heuristic cannot have.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from urllib.parse import urlparse

from contexty_qt.core.llm.schemas import AnalysisResult
from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.core.ontology import Ontology

TITLE_WORDS = 8
TITLE_CHARS = 70
SUMMARY_CHARS = 240


@dataclass
class AnalysisInput:
    """Everything card analysis looks at, for the LLM prompt and the offline analyzer alike."""

    source: SourceType
    text: str = ""
    memo: str = ""
    ocr_text: str = ""
    provenance: Provenance = field(default_factory=Provenance)
    captured_at: datetime | None = None
    recent: list[str] = field(default_factory=list)  # short lines about the latest earlier captures


def analyze_offline(item: AnalysisInput, ontology: Ontology) -> AnalysisResult:
    prov = item.provenance
    content = item.text.strip() or item.ocr_text.strip()
    site = _site(prov.url)
    # the memo names the user's intent, so it makes the best title when it says enough ("too low?" does not)
    memo_title = _headline(item.memo)
    title = ((memo_title if len(memo_title.split()) >= 3 else "") or _headline(item.text)
             or _headline(_best_ocr_line(item.ocr_text)) or memo_title or _headline(prov.window_title)
             or _fallback_title(item.source, prov.app, site))
    summary = _first_sentences(content) or _describe_screen(item.source, prov, site)
    text_for_tags = " ".join([item.memo, item.memo, content[:20_000], prov.window_title, site.replace(".", " ")])
    tags = ontology.match(text_for_tags, limit=4)
    return AnalysisResult(title=title, summary=summary, tags=tags, user_context=_context(item, site, tags, ontology))


def _clean(text: str) -> str:
    return " ".join(text.split())


def _headline(text: str) -> str:
    for line in text.splitlines():
        line = _clean(line).strip(" -*#>•\t")
        if len(re.findall(r"\w", line)) >= 3:
            words = line.split()
            short = " ".join(words[:TITLE_WORDS])
            if len(short) > TITLE_CHARS:
                short = short[: TITLE_CHARS - 1].rstrip() + "…"
            elif len(words) > TITLE_WORDS:
                short += "…"
            return short
    return ""


def _best_ocr_line(text: str) -> str:
    """OCR starts with menu bars and tabs; the first line with a few real words is a better title."""
    for line in text.splitlines():
        if len(re.findall(r"[^\W\d_]{3,}", line)) >= 3:
            return line
    return text


def _first_sentences(text: str) -> str:
    flat = _clean(text)
    if not flat:
        return ""
    sentences = re.split(r"(?<=[.!?])\s+", flat)
    out = ""
    for sentence in sentences[:2]:
        if out and len(out) + len(sentence) > SUMMARY_CHARS:
            break
        out = f"{out} {sentence}".strip()
    return out if len(out) <= SUMMARY_CHARS else out[: SUMMARY_CHARS - 1].rstrip() + "…"


def _site(url: str) -> str:
    try:
        host = urlparse(url).hostname or ""
    except ValueError:
        return ""
    return host.removeprefix("www.")


def _where(prov: Provenance, site: str) -> str:
    parts = []
    if prov.app:
        parts.append(f"in {prov.app}")
    if site:
        parts.append(f"on {site}")
    if prov.window_title and prov.window_title not in (prov.app, site):
        parts.append(f"(“{_clip(prov.window_title, 80)}”)")
    return " ".join(parts)


def _describe_screen(source: SourceType, prov: Provenance, site: str) -> str:
    where = _where(prov, site)
    kind = "Screenshot" if source is not SourceType.CHAT else "Chat exchange"
    return f"{kind} {where}".strip() + "."


def _fallback_title(source: SourceType, app: str, site: str) -> str:
    kind = {SourceType.SNIPPET: "Snippet", SourceType.OBSERVATION: "Screen", SourceType.CHAT: "Chat"}[source]
    where = site or app
    return f"{kind} from {where}" if where else kind


def _context(item: AnalysisInput, site: str, tags: list[str], ontology: Ontology) -> str:
    where = _where(item.provenance, site)
    if item.source is SourceType.OBSERVATION:
        sentence = f"You were working {where}." if where else "You were working on your screen."
    elif item.source is SourceType.CHAT:
        sentence = "You discussed this with the assistant."
    else:
        sentence = f"You saved this {where}".rstrip() + ("," if item.memo.strip() else ".")
        if item.memo.strip():
            sentence += f" noting “{_clip(_clean(item.memo), 200)}”."
    if tags:
        path = ontology.path(tags[0])
        sentence += f" It looks related to {' › '.join(path) if path else tags[0]}."
    return sentence


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
