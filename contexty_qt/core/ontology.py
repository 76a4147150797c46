"""The tag ontology (CAIM-2): category > subcategory > attribute, each a single lowercase word."""

from __future__ import annotations

import re
import unicodedata

MAX_TAG_CHARS = 32


def normalize_tag(text: str) -> str:
    """One lowercase word: "#Job Search" -> "job-search"; "" when nothing word-like is left."""
    value = unicodedata.normalize("NFKC", text).strip().lower().strip("#.,;:!?\"'`()[]{}")
    value = re.sub(r"[\s_/]+", "-", value)
    value = re.sub(r"[^\w-]", "", value)
    value = re.sub(r"-{2,}", "-", value).strip("-")
    return value[:MAX_TAG_CHARS].rstrip("-")
