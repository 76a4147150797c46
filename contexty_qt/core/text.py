"""Words as retrieval, placement and naming see them: lowercase, light stemming, no stopwords."""

from __future__ import annotations

import re
from functools import lru_cache

STOPWORDS = frozenset(
    """a about above after again all also am an and any are as at be because been before being below
    between both but by can could did do does doing down during each few for from further had has have
    having he her here hers him his how i if in into is it its itself just me more most my no nor not
    now of off on once only or other our out over own same she should so some such than that the their
    them then there these they this those through to too under until up very was we were what when
    where which while who whom why will with would you your yours ok like get got one two look looks
    maybe really need think see want use using used new good bad much many still even well i'm it's
    thing things saved save did didn't don't dont let lets something anything said say says""".split()
)
_WORD = re.compile(r"[^\W_][\w'+\-.]*[^\W_]|[^\W_]", re.UNICODE)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A deliberately small suffix stripper so plural, -ing and -ed forms meet their base word
    ("prices", "priced", "price" -> "pric"); the final -e goes too, so "resume"/"resumes" meet."""
    if not word.isalpha() or len(word) <= 3:
        return word
    for suffix, keep in (("ies", "y"), ("ing", ""), ("ed", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith(("ss", "us", "is")):
            word = word[: -len(suffix)] + keep
            break
    return word[:-1] if word.endswith("e") and len(word) > 4 else word


def words(text: str) -> list[str]:
    return [w.strip(".'-").lower() for w in _WORD.findall(text)]


def tokens(text: str) -> list[str]:
    """Content tokens in order (with repeats), stemmed."""
    return [stem(w) for w in words(text) if len(w) > 1 and w not in STOPWORDS]


def token_set(*texts: str) -> frozenset[str]:
    return frozenset(t for text in texts for t in tokens(text))
