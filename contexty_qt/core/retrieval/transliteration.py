"""Names across scripts: an English question says "Tavakoli" or "Marković", the capture says "توکلی" or "Марковић".

Neither BM25 nor the dense model can meet them (MiniLM reads Persian or Serbian Cyrillic hardly at all), so a word
written in another script is also indexed by a Latin key, and a question's Latin words ask with the same keys. The
key is the word's consonant skeleton after transliteration (anyascii): Persian and Arabic write no short vowels
("توکلی" is "twkly"), so vowels, doubled letters and the spellings that romanisations disagree on ("v"/"w",
"q"/"gh") are left out of both sides; a key needs three consonants, so short words meet nothing by chance. Only
words of another script get a key in the index and only Latin words ask with one, so two Latin words never meet
through their skeletons (which would merge "later" and "letter").
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from anyascii import anyascii

KEY_MARK = "~"  # no indexed term holds it (core/text.py words never do), so a key meets only keys
MIN_CONSONANTS = 3
_VOWELS = re.compile(r"[aeiouy]+")
_SPELLINGS = (("gh", "g"), ("q", "g"), ("v", "w"), ("dj", "d"), ("ph", "f"))
# scripts written without spaces between words: a transliterated run is a phrase, not a name
_UNSPACED = ("CJK", "HIRAGANA", "KATAKANA", "HANGUL", "THAI", "LAO", "KHMER", "MYANMAR", "TIBETAN")


@lru_cache(maxsize=65536)
def skeleton(latin: str) -> str:
    """The consonants of a Latin-letter word as both sides spell them ("Ghaffari" and "ghfry" are both "gfr")."""
    word = "".join(ch for ch in latin.lower() if "a" <= ch <= "z")
    for spelled, as_ in _SPELLINGS:
        word = word.replace(spelled, as_)
    word = _VOWELS.sub("", word)
    return re.sub(r"(.)\1+", r"\1", word)


@lru_cache(maxsize=65536)
def _script(word: str) -> str:
    """"latin", "other" (a spaced script anyascii can spell) or "" (digits, or a script written without spaces)."""
    for ch in word:
        if ch.isalpha():
            name = unicodedata.name(ch, "")
            if name.startswith("LATIN"):
                return "latin"
            return "" if name.startswith(_UNSPACED) else "other"
    return ""


def _key(latin: str) -> str | None:
    core = skeleton(latin)
    return KEY_MARK + core if len(core) >= MIN_CONSONANTS else None


@lru_cache(maxsize=65536)
def _foreign_key(word: str) -> str | None:
    return _key(anyascii(word)) if _script(word) == "other" else None


def foreign_keys(words: list[str]) -> list[str]:
    """The keys of the words written in another script than Latin, in order (the index's side)."""
    return [k for k in map(_foreign_key, words) if k is not None]


def asking_keys(words: list[str]) -> list[str]:
    """The keys of the Latin words (a question's side), diacritics spelled out ("Đorđević" as "Dordevic")."""
    return [k for w in words if _script(w) == "latin" and (k := _key(anyascii(w))) is not None]
