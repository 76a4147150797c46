"""The offline analyzer (MEM-1 without a model): a title, a summary, tags from the ontology by
keyword match, and a user's-context sentence from provenance and memo. Deterministic, instant, and
honest about what it is: it never claims an insight a heuristic cannot have.

The title comes from the content (the selected text, the best OCR line, or the window title without
its application suffix); the memo is shown beside it on the card, not copied into it. A tag is given
only when the content supports it: its word and a word of one of its parents in the ontology both
occur, or an attribute's own name occurs ("salary", "laptop"); a "return" alone is no "warranty",
because no tag is better than a wrong one. The group the
card lands in is added to the context sentence by the place job (core/pipeline/place.py).
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
    from contexty_qt.core.provenance_text import strip_provenance

    page = strip_provenance(prov.window_title, prov.app)
    # a screenshot's page title says what it shows better than an OCR line, which is often a figure or a label
    ocr_title = _headline(_best_ocr_line(item.ocr_text))
    page_title = _headline(page) if len(re.findall(r"[^\W\d_]{3,}", page)) >= 2 else ""
    title = (_headline(item.text) or page_title or ocr_title or _headline(page)
             or _headline(item.memo) or _fallback_title(item.source, prov.app, site))
    summary = _first_sentences(content) or _describe_screen(item.source, prov, site)
    tags = supported_tags(" ".join([item.memo, content[:20_000], page]), ontology)
    return AnalysisResult(title=title, summary=summary, tags=tags, user_context=_context(item, site, tags, ontology))


def supported_tags(text: str, ontology: Ontology, limit: int = 1) -> list[str]:
    """Ontology tags the text supports: a node whose name or keyword occurs together with a word of one
    of its ancestors (or an attribute whose own name occurs), most evidence first (`limit` such nodes),
    each with its ancestors."""
    from collections import Counter

    from contexty_qt.core.ontology import _stem, words

    counts = Counter(_stem(w) for w in words(text))
    if not counts:
        return []
    nodes = ontology.nodes()
    by_id = {n.id: n for n in nodes}
    hits = {n.id: sum(counts[t] for t in {_stem(n.name), *(_stem(k) for k in n.keywords)} if t) for n in nodes}
    kept: list[tuple[int, int, list[int]]] = []
    for node in nodes:
        if not hits[node.id] or node.parent_id is None:
            continue
        ancestors: list[int] = []
        parent: int | None = node.parent_id
        while parent is not None and parent in by_id and len(ancestors) < 4:
            ancestors.append(parent)
            parent = by_id[parent].parent_id
        support = sum(1 for a in ancestors if hits[a])
        named = node.depth >= 3 and counts[_stem(node.name)] > 0  # "salary", "laptop": specific by name
        if support or named:
            kept.append((hits[node.id] + support, node.id, ancestors))
    kept.sort(key=lambda k: (-k[0], k[1]))
    out: list[str] = []
    for _score, node_id, ancestors in kept[:limit]:
        out += [by_id[node_id].name, *(by_id[a].name for a in ancestors)]
    return list(dict.fromkeys(out))


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
    """OCR starts with menu bars and tabs: the first line with the most real words is a better title."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        return text
    return max(lines, key=lambda line: min(4, len(re.findall(r"[^\W\d_]{3,}", line))))


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
    return sentence


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
