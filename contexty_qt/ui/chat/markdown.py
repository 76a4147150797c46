"""Answers as Markdown, with citations and references turned into links the views handle:
[m12] -> contexty:memory/12 (a citation chip); @[memory:12:title] / @[group:3:name] -> a mention.
Ids that are not memories are dropped (the model may invent one)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument

from contexty_qt.core.chat.citations import replace_citations
from contexty_qt.core.chat.context import MENTION_PATTERN

SCHEME = "contexty"
FEATURES = QTextDocument.MarkdownFeature.MarkdownDialectGitHub | QTextDocument.MarkdownFeature.MarkdownNoHTML
STYLE = """
a { color: #1f5fbf; text-decoration: none; font-weight: 600; }
code { background-color: #f0f0f0; }
"""


def memory_url(memory_id: int) -> str:
    return f"{SCHEME}:memory/{memory_id}"


def parse_url(url: QUrl) -> tuple[str, int] | None:
    """("memory" | "group", id) for our links, None for anything else (never opened)."""
    if url.scheme() != SCHEME:
        return None
    kind, _, number = url.path().partition("/")
    if kind not in ("memory", "group") or not number.isdigit():
        return None
    return kind, int(number)


def _label(text: str) -> str:
    return text.replace("[", "(").replace("]", ")").replace("\n", " ")[:60] or "…"


def to_markdown(text: str, exists: Callable[[int], bool]) -> str:
    """`text` with citations and mentions as links."""

    def cite(memory_id: int) -> str | None:
        return f"\u2009[m{memory_id}]({memory_url(memory_id)})" if exists(memory_id) else None

    linked = replace_citations(text, cite)
    return MENTION_PATTERN.sub(
        lambda m: f"[@{_label(m.group(3) or m.group(2))}]({SCHEME}:{m.group(1)}/{m.group(2)})", linked)


def plain_copy(text: str) -> str:
    """What "Copy" puts on the clipboard: the answer with mentions as @title and citations kept."""
    return MENTION_PATTERN.sub(lambda m: f"@{m.group(3) or m.group(2)}", text)
