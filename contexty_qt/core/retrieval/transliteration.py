"""Names across scripts: an English question says "Tavakoli" or "Marković", the capture says "توکلی" or "Марковић".

Neither BM25 nor the dense model can meet them (MiniLM reads Persian or Serbian Cyrillic hardly at all), so a word
written in another script is also indexed by a Latin key, and a question's Latin words ask with the same keys. The
key is the word's consonant skeleton after transliteration (anyascii): Persian and Arabic write no short vowels
("توکلی" is "twkly"), so vowels, doubled letters and the spellings that romanisations disagree on ("v"/"w",
"q"/"gh") are left out of both sides; a key needs three consonants, so short words meet nothing by chance. Only
words of another script get a key in the index and only Latin words ask with one, so two Latin words never meet
through their skeletons (which would merge "later" and "letter"). Latin words are indexed and asked without their
accents (without_accents), so "Brasov" meets "Brașov". The canvas's search box matches the same way (spelled_in).
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


@lru_cache(maxsize=65536)
def without_accents(word: str) -> str:
    """A Latin word as a person types it without its accents ("brașov" as "brasov", "łódź" as "lodz"), so a
    question and a capture meet however either spells it; a word of another script stays as it is."""
    if word.isascii() or _script(word) != "latin":
        return word
    return anyascii(word).lower()


def foreign_keys(words: list[str]) -> list[str]:
    """The keys of the words written in another script than Latin, in order (the index's side)."""
    return [k for k in map(_foreign_key, words) if k is not None]


def asking_keys(words: list[str]) -> list[str]:
    """The keys of the Latin words (a question's side), diacritics spelled out ("Đorđević" as "Dordevic")."""
    return [k for w in words if _script(w) == "latin" and (k := _key(anyascii(w))) is not None]


@lru_cache(maxsize=4096)  # a search box asks again over the same cards at every key press
def _searchable(text: str) -> tuple[str, frozenset[str]]:
    """`text` with its Latin words' accents spelled out, and the keys of its words in other scripts."""
    said = re.findall(r"[^\W_]+", text)
    folded = " ".join(without_accents(w.lower()) for w in said)
    return folded, frozenset(foreign_keys(said))


def spelled_in(term: str, text: str) -> bool:
    """Whether `text` holds `term` as a person may type it: without its accents ("cafe" in "Café", "dordevic" in
    "Đorđević"), or, for a name, as a word of another script ("tavakoli" in "توکلی"). A plain substring
    test comes first; this is what a search box adds to it."""
    term = term.strip().lower()
    folded, keys = _searchable(text)
    if term and (term in folded or anyascii(term).lower() in folded):
        return True
    if len(term) <= 3 or _script(term) != "latin":
        return False
    key = _key(anyascii(term))
    return key is not None and key in keys
