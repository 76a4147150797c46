"""Words as retrieval, placement and naming see them: lowercase, light stemming, no stopwords."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache

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


# Function words of languages other than English, from the stop-words package's lists (33 languages) and
# stopwords-iso's for the 25 more it carries (Tagalog, Galician, Basque, Swahili...): a capture in
# German or Dutch ("Die Parzelle ist ab April frei, bitte melden Sie sich") otherwise names its group "Und · der".
# A capture is taken to be written in a language when it holds at least FOREIGN_HITS different words of that
# language's list that the English list lacks ("zł zł zł" is one word; "solo" alone is not Italian), and more of them
# than English function words; only then are that language's function words dropped from it, so an English capture
# keeps "hat", "war", "bin" and "die" ("the hat stand and the bin by the door"). Once the language is told, its whole
# list goes: the package's long English list also holds "til", "que", "con" and "non", and leaving those out of what
# is dropped let them name groups ("Til", "Que · non"), since naming's own STOPWORDS lack them.
FOREIGN_HITS = 3
_CARRIED = frozenset({"en", "no"})  # stopwords-iso's codes for languages stop-words has under another ("nb")
_ANY_WORD = re.compile(r"(?u)\b[^\W\d_]+\b")


@dataclass(frozen=True)
class _Language:
    words: frozenset[str]  # its function words (the package's list)
    telling: frozenset[str]  # those the package's long English list lacks: only these tell the language
    unlike_english: frozenset[str]  # those STOPWORDS (the short English list) lacks: reads_as_english counts these


@cache
def english_stopwords() -> frozenset[str]:
    """The package's long English list (over a thousand words: "least", "anyone", "since", "group")."""
    from stop_words import get_stop_words

    return frozenset(get_stop_words("english"))


@cache
def _languages() -> tuple[_Language, ...]:
    import stopwordsiso
    from stop_words import AVAILABLE_LANGUAGES, LANGUAGE_MAPPING, get_stop_words

    english = english_stopwords()
    lists = [frozenset(get_stop_words(lang)) for lang in AVAILABLE_LANGUAGES if lang != "english"]
    # the languages stop-words lacks (Tagalog's "ang", "nga"; Galician's "quen"), from stopwords-iso's lists; a
    # language both carry keeps stop-words' list, whose telling words were tuned on the corpora
    lists += [frozenset(w.lower() for w in stopwordsiso.stopwords(code))
              for code in sorted(stopwordsiso.langs()) if code not in {*LANGUAGE_MAPPING, *_CARRIED}]
    return tuple(_Language(words, words - english, words - STOPWORDS) for words in lists)


# A language of another script is often typed in Latin letters (Fiji Hindi and Hinglish "aaj hamar do lorry ke docket
# aaya", romanised Nepali, Arabizi): each such list is also read transliterated (anyascii), to tell the language only
# (foreign_stopwords), never to judge a word elsewhere ("car" is a Bengali function word transliterated). Words under
# ROMANISED_LETTERS letters ("ko", "ta") and the pinyin of Han lists ("wei", "mei", "ling": given names) tell nothing.
ROMANISED_LETTERS = 3


@cache
def _romanised_languages() -> tuple[_Language, ...]:
    import stopwordsiso
    from anyascii import anyascii

    english = english_stopwords()
    found: list[_Language] = []
    for code in sorted(stopwordsiso.langs()):
        listed = [w for w in stopwordsiso.stopwords(code) if any(ch.isalpha() for ch in w)]
        letters = [ch for w in listed for ch in w if ch.isalpha()]
        if not letters or sum(ch.isascii() for ch in letters) * 2 > len(letters):
            continue  # written in Latin letters already
        if sum(unicodedata.name(ch, "").startswith("CJK") for ch in letters) * 2 > len(letters):
            continue
        romanised = {r for w in listed if len(r := anyascii(w).lower()) >= ROMANISED_LETTERS and r.isalpha()}
        words = frozenset(romanised)
        found.append(_Language(words, words - english, words - STOPWORDS))
    return tuple(found)


@cache
def any_foreign_stopword() -> frozenset[str]:
    """Every function word of every other language in the package's lists."""
    return frozenset().union(*(lang.words for lang in _languages()))


def foreign_stopwords(text: str) -> frozenset[str]:
    """The function words of every other language `text` is written in (empty for an English text)."""
    said = {w.lower() for w in _ANY_WORD.findall(text)}
    english = len(said & STOPWORDS)
    found: set[str] = set()
    for lang in (*_languages(), *_romanised_languages()):
        held = len(said & lang.telling)
        if held >= FOREIGN_HITS and held > english:
            found |= lang.words
    return frozenset(found)


# A form or a document of a language whose function words it hardly writes ("Oddíl 2: Dílčí základ daně z příjmů ze
# samostatné činnosti", a Czech tax form read by OCR; a form in Cyrillic or Devanagari) is told by its letters instead:
# at least FOREIGN_LETTER_SHARE of its words of three letters or more hold a letter outside ASCII, over at least
# FOREIGN_LETTER_WORDS such words. English with a few foreign names ("Ondřej: I can borrow Pavel's van") stays English.
FOREIGN_LETTER_SHARE = 0.3
FOREIGN_LETTER_WORDS = 4


def in_another_language(text: str) -> bool:
    """Whether `text` is written in another language than English: by its function words (foreign_stopwords) or, for
    text that writes few of them, by its letters (FOREIGN_LETTER_SHARE)."""
    if foreign_stopwords(text):
        return True
    said = [w for w in _ANY_WORD.findall(text) if len(w) >= 3]
    return len(said) >= FOREIGN_LETTER_WORDS and sum(not w.isascii() for w in said) >= FOREIGN_LETTER_SHARE * len(said)


def reads_as_english(text: str) -> bool:
    """True when `text` holds more English function words than function words of any other one language (its
    whole list, less the English ones): a short line or a few words then count as English only when they say so."""
    said = {w.lower() for w in _ANY_WORD.findall(text)}
    english = len(said & STOPWORDS)
    return all(english > len(said & lang.unlike_english) for lang in _languages())


def mostly_other_than_latin(text: str) -> bool:
    """Whether most of `text`'s letters belong to a script other than Latin (Cyrillic, Hangul, Devanagari, Arabic...):
    a Tesseract reading in such a script stands (ocr_scripts.py), and the English embedding model reads such a capture
    as little more than its script, so placement leans on its memo (placement.W_UNREADABLE_MEMO)."""
    letters = [ch for ch in text if ch.isalpha()]
    latin = sum(1 for ch in letters if unicodedata.name(ch, "").startswith("LATIN"))
    return len(letters) > 0 and latin * 2 < len(letters)
