"""Offline group names a person would give ("Residence permit · Delft", "Car finance · loan").

Class-based tf-idf over phrases (the BERTopic idea: each group is one document, a phrase scores by
how much more often it occurs in this group than across groups), counted once per capture (its
coverage: a venue page that repeats "Ashgrove House" ten times is one capture about it) and by
stems so "sell" and "selling" are one phrase (the commonest form is shown). A phrase never spans
punctuation ("Floor tiles, concrete grey" holds no "tiles concrete"), and a word may hold a number
when people name things so ("U10 girls", "Dutch A1", "Mum's 70th"; not a product code or a date, nor a short
label alone: "A5", a hive's). Number words ("six") and units of time name nothing.
Provenance never names a group: application, browser and site words, file names, e-mail addresses
and the application's own words in the window title's suffix ("— Mozilla Firefox", "| Microsoft
Teams"; not "Flights" in "Google Flights") of any card in the tree are removed before counting, as
are filler words, titles ("Mrs"), words one application writes in its window titles whatever the task ("Chat" of
"Chat | Name | Microsoft Teams"; _title_chrome) and, in a capture written in another language, that language's
function words ("und", "der"; foreign_stopwords), as well as any function word of another language that the
captures write more often outside English captures than in them (_foreign_function_words). A phrase that a
card's window title says is raised
(NamingParams.title: a title is the page's own summary of itself). A phrase's score can also be raised by
how much of its coverage lies in this group rather than in the groups it is told apart from (NamingParams.contrast: the
flights sub-group of a Lisbon trip named after its flights, not after "Lisbon", which all the trip's sub-groups say;
c-TF-IDF's idf over a few sibling groups hardly sees that); the bench's choice on all corpora turned it on in session
16, off in session 22, with the twenty-fifth corpus, on again in session 23, with the twenty-sixth, off again in
session 24, with the twenty-seventh, and still off in sessions 25 to 27, with the twenty-eighth to the thirtieth: it
decides little either way. The candidates are then reranked by closeness to the
group's embedding centroid (the KeyBERT idea, done on the members' own vectors: a phrase scores by how central the
members holding it are, so it needs no extra embedding call), people's first names rank low (person_names.py), as, less
so, do other proper names (a venue, a shop: people name a task by a common noun, "wedding", more often than by its
venue), and
the name takes a second phrase only if it adds words (diversity), said as the two-word phrase the captures say it
in when that ranks nearly as well ("Staples · oxalic acid", not "Staples · acid"); a common noun is not lengthened
into a shop's or a venue's name ("Tiles", not "Topps tiles"). A parent's document is its whole
subtree, and its phrases are weighted by how many of its parts (its own cards, each child's
subtree, a part counting by a power of its size so that one stray card is not worth a sub-group)
hold them, so its name covers every sub-group rather than the largest one. A sub-group's
phrases compete with its siblings' only, so it may repeat a word of its parent's name, but is never
named exactly as its parent: it then keeps its best phrase and adds one the parent's name lacks.
The weights (NamingParams) are chosen leave-one-corpus-out by bench/placement.py.

Names are kept stable: `keeps_name` says whether a group's current name still ranks among its
best phrases, so a group is renamed only when its content has moved on, and a group the user
named (created_by USER) is never renamed by the callers (place.py, SummarizeStep).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence, Set
from dataclasses import dataclass
from functools import cache, lru_cache

import numpy as np
import numpy.typing as npt

from contexty_qt.core.pipeline.person_names import first_names, name_titles
from contexty_qt.core.provenance_text import (
    _TOKEN,
    FILLER,
    KNOWN_APP_WORDS,
    file_words,
    lone_file,
    provenance_words,
    strip_provenance,
)
from contexty_qt.core.text import (
    STOPWORDS,
    any_foreign_stopword,
    english_stopwords,
    foreign_stopwords,
    reads_as_english,
    stem,
)

__all__ = ["FILLER", "KNOWN_APP_WORDS", "provenance_words", "strip_provenance"]  # re-exported for the pipeline

SEPARATOR = " · "
MAX_NAME_WORDS = 4
CANDIDATES = 12
STABLE_RANK = 4  # a current name whose phrase still ranks in the top STABLE_RANK is kept
CHROME_TASKS = 3  # _title_chrome: a title word of one app across this many top-level groups is the app's own
CHROME_TITLES = 3  # _title_chrome: a title segment one app repeats is its own when its titles differ this often
CHROME_SAME_TITLE = 3  # _title_chrome: one app's whole title, this often and in two top-level groups, is its own
_TITLE_SEGMENT = re.compile(r"\s+[—–|-]\s+")
# A phrase made only of generic words (the long English stop-word list's "least", "anyone", "group", "words") that
# the captures of at least WIDE_SHARE of the top-level groups say is scored x GENERIC: the list alone also holds
# words authors name tasks with ("course", "test", "room", "return"), which stay when only one task says them.
# Not on bench/placement.py's grid: both were set with bench/naming_quick.py looking at all eleven development
# corpora (0.1 named the same), so the leave-one-out name figures are not free of them; the test corpus is.
GENERIC = 0.3
WIDE_SHARE = 0.5
# a single word gives way to a two-word phrase holding it that scores at least this share of it ("Oxalic acid", not
# "acid"); set with bench/naming_quick.py on the fifteen development corpora (0.3 and 0.4 named the same, 0.7 worse)
PHRASE_SHARE = 0.5
# a top-level group's phrase said mostly in captures of another language than most of the group's is scored x
# OTHER_LANGUAGE ("Umowa przedwstępna · notary" for a flat bought in English e-mails, "Dưỡng lão" for an English
# task): a person names a task in the language they mostly work in on it. Top level only: a sub-group is often the
# part of a task done in the other language ("Norsk" lessons of a citizenship), and there it lost names
OTHER_LANGUAGE = 0.3

def naming_text(text: str, memo: str = "", window_title: str = "", app: str = "", ocr: str = "") -> str:
    """What a memory contributes to its group's name: content, memo and the title minus provenance."""
    body = text.strip() or ocr.strip()
    return " \n ".join(p for p in (strip_provenance(window_title, app), body[:2000], memo) if p)


def lexical_words(text: str, memo: str = "", window_title: str = "", app: str = "", url: str = "",
                  ocr: str = "") -> frozenset[str]:
    """Stemmed content words of a capture without provenance, filler and the function words of any other language
    it is written in ("que", "und": shared by every capture in that language, whatever it is about): placement's
    lexical signal."""
    banned = provenance_words(app, url, window_title)
    named = naming_text(text, memo, window_title, app, ocr)
    return frozenset(stem(w) for w in _analyzer_words(named, banned, stop=foreign_stopwords(named)) if w != "|")


@dataclass(frozen=True)
class NamingDoc:
    """One memory as naming sees it."""

    id: int
    text: str  # naming_text(...)
    banned: frozenset[str] = frozenset()  # its provenance words
    vector: npt.NDArray[np.float32] | None = None
    memo: str = ""  # the person's own words (also inside `text`): goal words like "sell", "trip"
    stop: frozenset[str] = frozenset()  # function words of the other languages it is written in ("und", "der")
    title: str = ""  # its window title without provenance (also inside `text`): the page's own summary of itself
    foreign: frozenset[str] = frozenset()  # its words that are function words of some other language ("til", "que")
    english: bool = True  # whether it reads as English (reads_as_english) and no other language is told in it
    app: str = ""  # the application it was captured from


def naming_doc(memory_id: int, text: str, memo: str = "", window_title: str = "", app: str = "", url: str = "",
               ocr: str = "", vector: npt.NDArray[np.float32] | None = None) -> NamingDoc:
    """One capture as naming sees it: its naming_text, its provenance and file-name words to ban, and the
    function words of any other language it is written in."""
    named = naming_text(text, memo, window_title, app, ocr)
    stop = foreign_stopwords(named)
    foreign = {w.lower() for w in _TOKEN.findall(named)} & any_foreign_stopword()
    page = strip_provenance(window_title, app)
    return NamingDoc(memory_id, named,
                     provenance_words(app, url, window_title, app_words_only=True) | file_words(window_title, app),
                     vector, memo, stop, "" if lone_file(window_title, app) else page, frozenset(foreign),
                     not foreign or (not stop and reads_as_english(named)), app.lower())


@dataclass(frozen=True)
class NamingParams:
    """Weights of the phrase score. The defaults are bench/placement.py's choice on all its corpora
    (its NAMING_GRID, the same way each held-out corpus gets weights chosen on the others)."""

    spread: float = 0.5  # a parent's phrase x (share of its parts holding it) ** spread
    part_size: float = 0.5  # each part counts in that share by (its number of cards) ** part_size
    memo: float = 0.0  # x (1 + memo * share of its holders that wrote it in their memo)
    person: float = 0.2  # x person for a phrase holding a person's first name
    proper: float = 0.5  # x proper for a phrase made only of proper names (a venue, a shop, a product)
    contrast: float = 0.0  # x (its coverage here / (here + in the other groups)) ** contrast: what sets it apart
    title: float = 2.0  # x (1 + title * share of its holders whose window title says it)


DEFAULT_PARAMS = NamingParams()
# titles and kinship words before a name ("Mrs Okafor", "aunt Pat"): they name nobody's task themselves
HONORIFICS = frozenset("mr mrs ms miss dr prof sir madam aunt auntie uncle grandma grandpa nan granny".split())
# units of time name no task, like FILLER's "day" and "week" ("Month · students", "Car · hours"); placement
# still reads them (they are not FILLER: dropping them there merged two tasks of the parent corpus)
TIME_UNITS = frozenset("hour hours hr hrs minute minutes min mins month months year years".split())
# currency codes name no task either ("Cellar · GBP ZAR", "Offers KRW · change order"): ISO 4217's codes of the
# currencies in widest use, less those that are also words or names people give things (CAD drawings, COP, RON, RUB,
# PHP, NPR, AMD). A hand list: the standard's table is data, and no library the app already has carries it
CURRENCY_CODES = frozenset("""aed ars aud bdt bgn brl chf clp cny czk dkk egp eur gbp ghs hkd huf idr ils inr isk
    jpy kes krw kwd lkr mxn myr ngn nok nzd pkr pln qar rsd sar sek sgd thb twd tzs uah ugx usd uyu vnd zar""".split())
# the day's parts and the forms of coming, going, taking and receiving that FILLER lacks name no task either
# ("Benedetti · tonight", "Montes crowns · came", "Confirmed · minced musk"); like TIME_UNITS only in names: in
# FILLER, which placement drops too, they moved the task figures both ways by about a seed's noise (session 31)
NAMELESS_FORMS = frozenset("tonight afternoon noon came coming went gone goes took taken taking received confirmed"
                           .split())
# number words name nothing ("Received · six"); like TIME_UNITS only in names, placement still reads them
NUMBER_WORDS = frozenset("""one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
    sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand
    million dozen""".split())


# What naming reads as a word: placement's words (_TOKEN: three letters or more) and the short names people give
# things with a number in them ("U10 girls", "Sony A6400", "Dutch A2", "Mum's 70th"): up to four letters, a
# number and up to two letters (not a product code like "VML910RKIT"), or an ordinal above any day of the
# month (not "the 14th", a date).
_NAME_TOKEN = re.compile(r"(?u)\b(?:[^\W\d_]{1,4}\d+[^\W\d_]{0,2}|(?:3[2-9]|[4-9]\d|\d{3})(?:st|nd|rd|th)|"
                         r"[^\W\d_][^\W\d_'’\-]{2,})\b")


_CODE = re.compile(r"[^\W\d_]{1,2}\d{1,2}")  # "A5", "H2", "P3": a hive's, a period's label, not a name alone
_PHRASE_BREAK = re.compile(r"[,.;:!?()\[\]{}|/\\—–•·\n\"“”]|\s-\s")  # no phrase spans one ("Floor tiles, concrete")


def _analyzer_words(text: str, banned: frozenset[str], token: re.Pattern[str] = _TOKEN,
                    stop: frozenset[str] = frozenset()) -> list[str]:
    out: list[str] = []
    lowered = text.lower()
    end = 0
    for match in token.finditer(lowered):
        if out and out[-1] != "|" and _PHRASE_BREAK.search(lowered, end, match.start()):
            out.append("|")
        end = match.end()
        word = match.group().strip("'’-")
        if ((len(word) < 3 and word.isalpha()) or word in STOPWORDS or word in FILLER or word in KNOWN_APP_WORDS
                or word in banned or word in stop):
            out.append("|")  # a break: no phrase spans a removed word
        else:
            out.append(word)
    return out


@lru_cache(maxsize=8192)  # phrases and memos repeat across every renaming
def scripts(text: str) -> frozenset[str]:
    """The writing systems of a text's letters, by their Unicode names: "LATIN", "HANGUL", "DEVANAGARI", "CJK"."""
    if text.isascii():
        return _LATIN if any(ch.isalpha() for ch in text) else frozenset()
    return frozenset(unicodedata.name(ch, "?").split(" ", 1)[0] for ch in text if ch.isalpha())


_LATIN = frozenset({"LATIN"})


def _foreign_function_words(docs: Iterable[NamingDoc]) -> frozenset[str]:
    """Function words of other languages that these captures write more often outside English captures than in
    them: a word's language is decided over all of them, not one capture at a time, so a short Norwegian line ("Svar:
    to til fra Karasjok") or a message in a language the lists lack (Galician's "que", "non") loses them as well as
    a long message whose own language is told (its `stop`). An English capture keeps "hat" or "die" unless these
    captures write it mostly elsewhere."""
    in_english: Counter[str] = Counter()
    elsewhere: Counter[str] = Counter()
    for d in docs:
        (in_english if d.english else elsewhere).update(d.foreign)
    return frozenset(w for w, n in elsewhere.items() if n > in_english[w])


def _title_chrome(tops: Sequence[Sequence[NamingDoc]]) -> frozenset[str]:
    """Words an application writes in its window titles whatever the task: a word in at least half of one
    application's titles, across CHROME_TASKS or more top-level groups ("Chat" in "Chat | Marit Nilsen | Microsoft
    Teams", "Inbox" in a notes app's one note). The title is the app's own, not the page's summary then; a word of a
    document that one task keeps open stays (it is in one group's titles only). Also the words of a whole title
    segment (between dashes or bars) written in the titles of CHROME_TASKS or more top-level groups, whatever the
    app ("Messenger | Facebook" in a browser), and the words of a whole title
    segment that one application writes in at least half of its titles while the rest of them changes (at least
    CHROME_TITLES different titles): a workspace's or an account's name ("Dana Reyes (DM) - Twin Ports Tribune -
    Slack"), however few groups its captures were placed in."""
    titles: dict[str, list[tuple[int, frozenset[str]]]] = {}
    segments: dict[str, list[str]] = {}
    whole: dict[tuple[str, str], list[int]] = {}  # (app, its whole title) -> the top-level group of each capture
    segment_tops: dict[str, set[int]] = {}  # each title segment, the top-level groups whose titles write it
    for top, docs in enumerate(tops):
        for d in docs:
            for segment in _TITLE_SEGMENT.split(d.title):
                if segment.strip():
                    segment_tops.setdefault(segment.strip(), set()).add(top)
            if d.app:
                titles.setdefault(d.app, []).append((top, frozenset(w.lower() for w in _TOKEN.findall(d.title))))
                segments.setdefault(d.app, []).append(d.title)
                whole.setdefault((d.app, d.title.strip()), []).append(top)
    # a whole segment written in the titles of several tasks names a site or an app ("Messenger | Facebook",
    # "Sticky Notes", "GOV.UK"), not what one of them is about
    chrome: set[str] = {w.lower() for s, held in segment_tops.items() if len(held) >= CHROME_TASKS
                        for w in _TOKEN.findall(s)}
    # one app writing the very same title over captures of different tasks: its view's name ("Chat | Microsoft
    # Teams" over a footy team's and a course's messages), however few tasks placement told them apart into
    chrome |= {w.lower() for (_app, title), held in whole.items()
               if len(held) >= CHROME_SAME_TITLE and len(set(held)) >= 2 for w in _TOKEN.findall(title)}
    for said_titles in segments.values():
        if len(said_titles) < 4 or len(set(said_titles)) < CHROME_TITLES:
            continue
        held_segments = Counter(s for t in said_titles for s in {x.strip() for x in _TITLE_SEGMENT.split(t)} if s)
        chrome |= {w.lower() for s, n in held_segments.items() if 2 * n >= len(said_titles) for w in _TOKEN.findall(s)}
    for held in titles.values():
        counts = Counter(word for _top, said in held for word in said)
        groups: dict[str, set[int]] = {}
        for top, said in held:
            for word in said:
                groups.setdefault(word, set()).add(top)
        chrome |= {w for w, n in counts.items() if 2 * n >= len(held) and len(groups[w]) >= CHROME_TASKS}
    return frozenset(chrome)


def _phrases(words: list[str]) -> list[str]:
    grams = [w for w in words if w != "|" and not _CODE.fullmatch(w)]
    grams += [f"{a} {b}" for a, b in itertools.pairwise(words) if a != "|" and b != "|" and a != b]
    return grams


def _key(phrase: str) -> str:
    """Inflections meet ("selling"/"sell", "trips"/"trip"): phrases are counted by their stems."""
    return " ".join(stem(w) for w in phrase.split())


def _person_words(docs: Iterable[NamingDoc]) -> frozenset[str]:
    """Words that name a person in these captures: a word right after a title or kinship word that is written
    as a name ("Mrs Okafor", "aunt Pat", "aunt pat" in a memo: capitalised or a first name; not "miss the bus"),
    a capitalised title of any locale Faker knows and the capitalised word right after it that the captures
    never write in lower case ("Frau Sato"; not "SIS Chemistry", an acronym, or "Bay Homes", "homes" being a
    word), and first names that the captured text always capitalises (the person's memos are often all lower
    case, so only the captured text's casing counts: "Mark" the builder is a person, "mark the date" is not)."""
    names = first_names()
    titles = name_titles()
    seen_lower: set[str] = set()
    seen_capital: set[str] = set()
    after_title: set[str] = set()
    memo_words: set[str] = set()
    pairs: list[tuple[str, str]] = []
    for doc in docs:
        memo_words.update(t.strip("'’-").lower() for t in _TOKEN.findall(doc.memo))
        body = doc.text[: -len(doc.memo)] if doc.memo and doc.text.endswith(doc.memo) else doc.text
        for raw in _TOKEN.findall(body):
            word = raw.strip("'’-")
            (seen_capital if word[:1].isupper() else seen_lower).add(word.lower())
        tokens = list(_TOKEN.finditer(doc.text))
        # two words written next to each other ("Mrs Okafor", "Dr. Patel"), not across a line or a title's end
        pairs += [(a.group().strip("'’-"), b.group().strip("'’-")) for a, b in itertools.pairwise(tokens)
                  if not doc.text[a.end():b.start()].strip(" .")]
        for short in _SHORT_TITLE.findall(doc.text):
            if short[:1].isupper():
                after_title.add(short.lower())
    for a, b in pairs:
        if a.lower() in HONORIFICS:
            if b[:1].isupper() or b.lower() in names:
                after_title.add(b.lower())
        elif (a[:1].isupper() and not a.isupper() and b[:1].isupper() and not b.isupper() and a.lower() in titles
              and b.lower() not in seen_lower):
            after_title |= {a.lower(), b.lower()}  # "Frau Sato", "Herr Wolf" (not "Rev KITCHEN"): title, name
    capitalised = (seen_capital - seen_lower) & names
    memo_only = (memo_words - seen_capital - seen_lower) & names
    return frozenset(capitalised | memo_only | after_title)


def _proper_words(docs: Iterable[NamingDoc]) -> frozenset[str]:
    """The stems of words the captured text only ever writes with a capital, in every form, not as an acronym
    ("Ashgrove", "Sony", not "ECG", nor "Consents" when the text also says "consent"): proper names of one place,
    shop or product. A person names a task with a common noun
    more often ("wedding", "roster") than with the venue or the shop; the memos' casing does not count."""
    seen_lower: set[str] = set()
    seen_capital: set[str] = set()
    for doc in docs:
        body = doc.text[: -len(doc.memo)] if doc.memo and doc.text.endswith(doc.memo) else doc.text
        for raw in _TOKEN.findall(body):
            word = raw.strip("'’-")
            if word[:1].isupper() and not word.isupper():
                seen_capital.add(stem(word.lower()))
            elif not word[:1].isupper():
                seen_lower.add(stem(word.lower()))
    return frozenset(seen_capital - seen_lower)


_SHORT_TITLE = re.compile(r"(?i)\b(?:mr|ms|dr)\.?\s+([^\W\d_]{3,})")


def _written_forms(docs: Iterable[NamingDoc]) -> dict[str, dict[str, int]]:
    """How each word is written in these captures ("Leeds", "BSN", "UTF"), by its lower-case form."""
    forms: dict[str, dict[str, int]] = {}
    for doc in docs:
        for raw in _NAME_TOKEN.findall(doc.text):
            word = raw.strip("'’-")
            counts = forms.setdefault(word.lower(), {})
            counts[word] = counts.get(word, 0) + 1
    return forms


def _as_written(phrase: str, forms: Mapping[str, Mapping[str, int]]) -> str:
    """A phrase with each word as the captures write it: a name or an acronym keeps its capitals
    ("Long run · Leeds"); a word the captures ever write in lower case stays so ("Photo book", not
    "Photo Book" from a title-case window title)."""
    out = []
    for word in phrase.split():
        counts = forms.get(word, {})
        cased = max(sorted(counts), key=counts.__getitem__) if counts else word
        out.append(word if word in counts else cased)
    return " ".join(out)


@cache
def _generic_stems() -> frozenset[str]:
    """Stems of the long English stop-word list's words ("least", "anyone", "group", "words", "since"): words that
    say little of what a group is about, though an author may still use one ("course", "test")."""
    return frozenset(stem(w) for w in english_stopwords())


def _centrality(vectors: Sequence[npt.NDArray[np.float32] | None]) -> list[float]:
    present = [v for v in vectors if v is not None and float(np.linalg.norm(v)) > 0]
    if len(present) < 2:
        return [1.0] * len(vectors)
    centroid = np.mean(np.stack(present), axis=0)
    norm = float(np.linalg.norm(centroid)) or 1.0
    return [max(0.05, float(v @ centroid) / norm) if v is not None and float(np.linalg.norm(v)) > 0 else 0.5
            for v in vectors]


def rank_phrases(groups: Mapping[object, Sequence[NamingDoc]],
                 parts: Mapping[object, Sequence[Sequence[NamingDoc]]] | None = None,
                 banned: frozenset[str] = frozenset(),
                 params: NamingParams = DEFAULT_PARAMS,
                 narrow: dict[object, set[str]] | None = None,
                 widespread: Set[str] = frozenset(),
                 other_language: float = 1.0) -> dict[object, list[tuple[str, float]]]:
    """For each group: candidate phrases, best first, with their scores: c-TF-IDF x centrality-weighted
    coverage, raised for the person's own memo words, lowered for people's names, and for a group
    with `parts` (a parent: its own cards and each child's subtree) weighted by how many parts hold
    the phrase, so a parent's name covers its whole subtree rather than its largest child."""
    keys = [k for k, docs in groups.items() if docs]
    if not keys:
        return {}
    # honorifics ("Mrs", "aunt") and units of time never name a group; placement still reads them (lexical_words)
    banned_all = banned.union(HONORIFICS, TIME_UNITS, NUMBER_WORDS, NAMELESS_FORMS, CURRENCY_CODES,
                              *(d.banned for k in keys for d in groups[k]))
    person_stems = {stem(w) for w in _person_words(d for k in keys for d in groups[k])}
    proper_stems = _proper_words(d for k in keys for d in groups[k])
    generic_stems = _generic_stems() & widespread
    written = _written_forms(d for k in keys for d in groups[k])
    # a person names things in the scripts they write their memos in: "옥포바른치과 · 감독님" names nothing for
    # someone whose every memo is in Latin letters, though her messages from the clinic and the yard are Korean
    own_scripts = frozenset().union(*(scripts(d.memo) for k in keys for d in groups[k]))
    surface: dict[str, dict[str, int]] = {}  # phrase key -> how often each form of it was written
    keyed: dict[str, str] = {}  # phrase -> its stems (_key), each phrase stemmed once
    per_doc: dict[object, list[set[str]]] = {}
    memo_keys: dict[int, set[str]] = {}
    title_keys: dict[int, set[str]] = {}
    class_docs: list[list[str]] = []
    for key in keys:
        rows: list[set[str]] = []
        flat: list[str] = []
        for d in groups[key]:
            doc_keys = []
            for phrase in _phrases(_analyzer_words(d.text, banned_all, _NAME_TOKEN, d.stop)):
                if own_scripts and not scripts(phrase) <= own_scripts:
                    continue
                k = keyed.get(phrase) or keyed.setdefault(phrase, _key(phrase))
                forms = surface.setdefault(k, {})
                forms[phrase] = forms.get(phrase, 0) + 1
                doc_keys.append(k)
            flat += sorted(set(doc_keys))  # once per capture: a long page repeating a name counts once
            rows.append(set(doc_keys))
            for said, where in ((d.memo, memo_keys), (d.title, title_keys)):
                if said and d.id not in where:
                    where[d.id] = {_key(p) for p in _phrases(_analyzer_words(said, banned_all, _NAME_TOKEN, d.stop))}
        per_doc[key] = rows
        class_docs.append(flat)
    # phrase counts per group, each capture counting once (a group x phrase table; sklearn's CountVectorizer
    # would do the same, but importing its text module costs the GUI process ~55 MB of RSS: issue 18)
    vocab = sorted({p for doc in class_docs for p in doc})
    column = {p: i for i, p in enumerate(vocab)}
    counts = np.zeros((len(keys), len(vocab)))
    for row, doc in enumerate(class_docs):
        np.add.at(counts[row], [column[p] for p in doc], 1.0)
    # c-TF-IDF (Grootendorst 2022): tf within the class x log(1 + mean class size / frequency across classes)
    sizes = counts.sum(axis=1, keepdims=True)
    sizes[sizes == 0] = 1.0
    tf = counts / sizes
    average = float(counts.sum()) / len(keys)
    idf = np.log(1.0 + average / np.maximum(counts.sum(axis=0), 1.0))
    ctfidf = tf * idf
    # coverage: the share of each group's captures holding a phrase; a phrase that sets a group apart from its
    # siblings is one most of whose coverage is in this group ("flights" in the flights sub-group, not "Lisbon",
    # which every sub-group of the trip holds): c-TF-IDF's idf, computed over a few groups, hardly sees that
    holders_all = np.zeros((len(keys), len(vocab)))
    for row, key in enumerate(keys):
        for held_keys in per_doc[key]:
            np.add.at(holders_all[row], [column[k] for k in held_keys], 1.0)
    cover = holders_all / np.maximum(1.0, np.array([[len(groups[k])] for k in keys], dtype=float))
    out: dict[object, list[tuple[str, float]]] = {}
    for row, key in enumerate(keys):
        docs = groups[key]
        if len(keys) > 1:
            elsewhere = (cover.sum(axis=0) - cover[row]) / (len(keys) - 1)
            apart = (cover[row] / np.maximum(1e-9, cover[row] + elsewhere)) ** params.contrast
        else:
            apart = np.ones(len(vocab))
        central = _centrality([d.vector for d in docs])
        support: dict[str, float] = {}
        holders: dict[str, int] = {}
        in_memo: dict[str, int] = {}
        in_title: dict[str, int] = {}
        in_english: dict[str, int] = {}
        english_group = 2 * sum(d.english for d in docs) > len(docs)
        for weight, d, held_keys in zip(central, docs, per_doc[key], strict=True):
            memo = memo_keys.get(d.id, set())
            title = title_keys.get(d.id, set())
            for k in held_keys:
                support[k] = support.get(k, 0.0) + weight
                holders[k] = holders.get(k, 0) + 1
                in_memo[k] = in_memo.get(k, 0) + (k in memo)
                in_title[k] = in_title.get(k, 0) + (k in title)
                in_english[k] = in_english.get(k, 0) + d.english
        part_keys = [set().union(*_doc_keys(part, per_doc[key], docs)) for part in (parts or {}).get(key, [])]
        part_weight = [len(part) ** params.part_size for part in (parts or {}).get(key, [])]
        total = sum(central) or 1.0
        scored: list[tuple[str, float]] = []
        said_once: list[tuple[str, float]] = []
        for k, held in support.items():
            coverage = held / total  # centrality-weighted share of members holding it
            score = ctfidf[row, column[k]] * (0.25 + coverage) * (1.35 if " " in k else 1.0) * apart[column[k]]
            score *= (1.0 + params.memo * in_memo[k] / holders[k]) * (1.0 + params.title * in_title[k] / holders[k])
            if person_stems.intersection(k.split()):
                score *= params.person
            elif proper_stems.issuperset(k.split()):
                score *= params.proper
            if generic_stems.issuperset(k.split()):
                score *= GENERIC
            if (2 * in_english[k] > holders[k]) != english_group:
                score *= other_language  # said in another language than most of the group's captures
            if len(part_keys) >= 2:
                score *= (sum(w for p, w in zip(part_keys, part_weight, strict=True) if k in p)
                          / sum(part_weight)) ** params.spread
            if len(docs) >= 3 and held < 1.5 * min(central):
                said_once.append((k, float(score)))  # said once in a group of several
            else:
                scored.append((k, float(score)))
        scored = scored or said_once  # a small mixed group still gets its best phrase, not "Notes"
        scored.sort(key=lambda p: (-p[1], p[0]))
        # each phrase shown in the form the captures use most ("selling" rather than "sell")
        shown = {k: _as_written(max(sorted(surface[k]), key=surface[k].__getitem__), written)
                 for k, _score in scored[:CANDIDATES]}
        out[key] = [(shown[k], score) for k, score in scored[:CANDIDATES]]
        if narrow is not None and len(part_keys) >= 2:
            # a parent's phrases that only one of its parts says: they may lead its name (its best phrase), but
            # never join it as the second phrase, which would name the parent after one child ("Kyoto trip ·
            # hotel room" for a trip whose hotels child is its largest)
            narrow[key] = {shown[k] for k, _score in scored[:CANDIDATES] if sum(k in p for p in part_keys) < 2}
    return out


def _doc_keys(part: Sequence[NamingDoc], rows: Sequence[set[str]], docs: Sequence[NamingDoc]) -> list[set[str]]:
    """The phrase keys of the members of `part` (a parent's own cards, or one child's subtree)."""
    ids = {d.id for d in part}
    return [r for d, r in zip(docs, rows, strict=True) if d.id in ids] or [set()]


def _words_of(phrase: str) -> set[str]:
    return {stem(w) for w in phrase.split()}


def compose(candidates: Sequence[tuple[str, float]], second_share: float = 0.45,
            not_second: Set[str] = frozenset()) -> str:
    """A name from ranked phrases: the best one, plus a second one that adds words (diversity), at
    most MAX_NAME_WORDS words. A sub-group's phrases are already contrasted with its siblings', so it
    may repeat a word of its parent's name ("Coach" under "School trip · coach" names the coach booking)."""
    pool = list(candidates)
    if not pool:
        return ""
    first, first_score = pool[0]
    # a bigram that contains a top unigram is the more specific way to say it
    for phrase, score in pool[1:4]:
        if (" " in phrase and " " not in first and first in phrase.split() and score >= 0.5 * first_score
                and not any(w[:1].isupper() and not w.isupper() for w in phrase.split() if w != first)):
            first, first_score = phrase, score
            break
    chosen = [first]
    used = _words_of(first)
    for phrase, score in pool[1:]:
        if score < second_share * first_score:
            break
        extra = _words_of(phrase)
        if phrase in not_second or extra & used or len(first.split()) + len(phrase.split()) > MAX_NAME_WORDS:
            continue
        if " " not in phrase:
            phrase = _as_phrase(phrase, score, pool, used, not_second, MAX_NAME_WORDS - len(first.split()))
        chosen.append(phrase)
        break
    name = SEPARATOR.join(chosen)
    return name[:1].upper() + name[1:]


def _as_phrase(word: str, score: float, pool: Sequence[tuple[str, float]], used: Set[str], not_second: Set[str],
               room: int) -> str:
    """A single word said, where the captures say it, in a two-word phrase nearly as well ranked ("Oxalic acid"
    rather than "acid"): the phrase says what the word is about. Not lengthened into a proper name's ("Tiles",
    not "Topps tiles"), nor with a word the name already has."""
    for phrase, other in pool:
        words = phrase.split()
        if (len(words) == 2 and word in words and other >= PHRASE_SHARE * score and room >= 2
                and phrase not in not_second and not _words_of(phrase) & used
                and not any(w[:1].isupper() and not w.isupper() for w in words if w != word)):
            return phrase
    return word


def keeps_name(name: str, candidates: Sequence[tuple[str, float]]) -> bool:
    """True when `name`'s first phrase is still among the group's best phrases (no rename needed)."""
    head = name.split(SEPARATOR)[0].strip().lower()
    if not head:
        return False
    head_stems = _words_of(head)
    # the phrase itself, or a longer one holding its words ("Kyoto" in "Kyoto temples", whatever the case)
    return any(head_stems <= _words_of(p.lower()) for p, _s in candidates[:STABLE_RANK])


def _same_words(name: str, other: str) -> bool:
    """The same words, in whatever order or form ("Lines · lead" is "Lead · lines")."""
    return _words_of(name.replace(SEPARATOR, " ").lower()) == _words_of(other.replace(SEPARATOR, " ").lower())


def _apart_from_parent(candidates: Sequence[tuple[str, float]], parent_name: str) -> str:
    """A name for a sub-group whose best name is its parent's: its own best phrase with one that is not in the
    parent's name ("Hybrid · TSI" under "Hybrid · car": a person repeats the task's word, "Car models"), or, when
    no such second phrase ranks high enough, its best phrases outside the parent's words."""
    own = _words_of(parent_name.replace(SEPARATOR, " ").lower())
    outside = [c for c in candidates if not _words_of(c[0].lower()) <= own]
    if candidates:
        with_first = compose([candidates[0], *outside], second_share=0.0)
        if with_first.lower() != candidates[0][0].lower() and not _same_words(with_first, parent_name):
            return with_first
    return compose(outside)


def _widespread(tops: Sequence[Sequence[NamingDoc]], banned: frozenset[str]) -> frozenset[str]:
    """Stems that the captures of at least WIDE_SHARE of the top-level groups (three or more) say: across tasks they
    tell none apart, though c-TF-IDF among a few sibling sub-groups may still rank them first."""
    if len(tops) < 3:
        return frozenset()
    held = Counter(w for docs in tops
                   for w in {stem(w) for d in docs for w in _analyzer_words(d.text, banned, _NAME_TOKEN, d.stop)
                             if w != "|"})
    return frozenset(w for w, n in held.items() if n >= WIDE_SHARE * len(tops))


@dataclass(frozen=True)
class GroupNode:
    key: object
    parent: object | None
    docs: tuple[NamingDoc, ...]  # its own members


def name_tree(nodes: Sequence[GroupNode], current: Mapping[object, str] | None = None,
              frozen: Iterable[object] = (), params: NamingParams = DEFAULT_PARAMS) -> dict[object, str]:
    """Names for every group of a tree. Top-level groups compete with each other over their whole
    subtrees, a parent's phrases weighted by how many of its children hold them; sub-groups compete
    with their siblings and add to their parent's name. A word that is provenance anywhere in the
    tree (an app, a site label) names nothing. Groups in `frozen` keep `current[key]` (the user's
    names); a group keeps its current name while it still fits (`keeps_name`)."""
    current = dict(current or {})
    frozen = set(frozen)
    children: dict[object, list[GroupNode]] = {}
    for node in nodes:
        children.setdefault(node.parent, []).append(node)
    banned = frozenset().union(*(d.banned for node in nodes for d in node.docs),
                               _foreign_function_words(d for node in nodes for d in node.docs))

    def subtree(node: GroupNode) -> list[NamingDoc]:
        docs = list(node.docs)
        for child in children.get(node.key, []):
            docs += subtree(child)
        return docs

    def parts(node: GroupNode) -> list[list[NamingDoc]]:
        own = [list(node.docs)] if node.docs else []
        return own + [subtree(child) for child in children.get(node.key, [])]

    tops = [subtree(node) for node in children.get(None, [])]
    banned |= _title_chrome(tops)
    widespread = _widespread(tops, banned)
    names: dict[object, str] = {}

    def level(siblings: Sequence[GroupNode], parent_name: str, context: Sequence[NamingDoc]) -> None:
        groups: dict[object, Sequence[NamingDoc]] = {n.key: subtree(n) for n in siblings}
        if len(siblings) == 1 and context:
            groups["\x00rest"] = context  # a lone child is told apart from the rest of its parent
        narrow: dict[object, set[str]] = {}
        ranked = rank_phrases(groups, {n.key: parts(n) for n in siblings if children.get(n.key)}, banned, params,
                              narrow, widespread, 1.0 if parent_name or context else OTHER_LANGUAGE)
        for node in siblings:
            candidates = ranked.get(node.key, [])
            old = current.get(node.key, "")
            if (node.key in frozen and old) or (old and keeps_name(old, candidates)):
                names[node.key] = old
            else:
                names[node.key] = compose(candidates, not_second=narrow.get(node.key, set())) or old or "Notes"
            if parent_name and node.key not in frozen and _same_words(names[node.key], parent_name):
                # a sub-group named exactly as its parent (a lone child, the child that gave the parent its
                # words, or one that kept its name while a parent was made above it) says what else it holds
                names[node.key] = _apart_from_parent(candidates, parent_name) or names[node.key]
            kids = children.get(node.key, [])
            if kids:
                level(kids, names[node.key], list(node.docs))

    level(children.get(None, []), "", [])
    return names
