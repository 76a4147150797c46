"""The offline analyzer (MEM-1 without a model): a title, a summary, tags from the ontology by
keyword match, and a user's-context sentence from provenance and memo. Deterministic, instant, and
honest about what it is: it never claims an insight a heuristic cannot have.

The title comes from the content (the selected text, the best OCR line, or the window title without
its application suffix); the memo is shown beside it on the card, not copied into it. A letter is titled by
its subject (its window's title), never by its salutation, and a long text by its first sentence when that
is short enough; a text that would still be cut mid-sentence yields to the page's own title (or the document's
file name) when that is about the same thing, and a screenshot of a document is titled by the document's name.
A page's title loses the site's name at its ends ("Payments on account", not "Payments on account - GOV.UK"): the
card's provenance line says where, the title what.
The context sentence names the application as its windows do ("LibreOffice Writer"). A tag is given only when
the content supports it, because no tag is better than a wrong one:
- with the embedding model the thresholds were chosen for (TagEvidence), two independent pieces of
  evidence must agree, and both come from the capture itself (its text or OCR and its page title; the
  memo is the person's aside, shown beside the card): the tag's own word or a keyword occurs, and the
  capture's embedding is close to the tag's description (its path and keywords) — at least
  TAG_SIMILARITY, and by TAG_MARGIN closer than to any tag off its own path (a tag that merely edges
  out a rival from another branch of the ontology is a guess). One such tag is given, with those of
  its broader tags that have the same two pieces of evidence themselves: people tag "wedding" as
  "events" without "planning" as often as with it. Both cuts are chosen leave-one-corpus-out by
  bench/placement.py, for the most tags with a precision of at least 0.85 on every training corpus;
- without it (another embedding model, no vectors), words alone, from the capture too: the tag's word
  and a word of one of its parents both occur, or an attribute's own name occurs ("salary", "laptop"),
  and a broader tag is added only when its own word occurs.
A "return" alone is no "warranty", and a row of a table (a statement, a budget) is no evidence: a table is about
what its heading says ("Canada Education Savings Grant  $7,200" on an RESP statement is no grant). A capture
written in another language (more of its function words than English ones) gets no tag at all: the ontology's
words and the embedding model are English. The ontology is read on every call and tag descriptions are embedded
by their text, so the user's edits of the ontology count at once. The group the card lands in is added to the
context sentence by the place job (core/pipeline/place.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from urllib.parse import urlparse

import numpy as np
import numpy.typing as npt

from contexty_qt.core.llm.schemas import AnalysisResult
from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.core.ontology import Ontology, TagNode
from contexty_qt.core.text import in_another_language

TITLE_WORDS = 8
TITLE_CHARS = 70
SUMMARY_CHARS = 240
# Cosine between a capture and a tag's description that a tag needs, and how much closer it must be than
# any tag off its own path (all-MiniLM-L6-v2 only: a cosine means something else in another model's space).
# Chosen on the labelled corpora by bench/placement.py (leave-one-corpus-out for its reports; these are
# the values chosen on all of them, for precision >= 0.85 on every one: 0.09 reached 0.8 on five corpora
# and 0.75 on the sixth, electrician; with the eighth corpus, teacher, the cosine chosen on all was 0.25; with the
# ninth, retiree, and a table's rows no longer evidence (_topic_lines), it is 0.15, which finds one tag more on msc;
# with the twenty-third, the cartographer, it is 0.25 again: at 0.15 a corpus that gives five tags or more fell
# below the 0.85 precision the choice asks of every one).
TAG_SIMILARITY = 0.25
TAG_MARGIN = 0.12
# with the embedding: a tag's words must be at least one in this many of the capture's (or its page title say one);
# set at 20 before measuring, and kept: 15 and 25 gave the same precision on the twelve corpora, 30 let two wrong in
TAG_WORDS_PER_HIT = 20
TAG_MODELS = ("all-MiniLM-L6-v2", "sentence-transformers/all-MiniLM-L6-v2")


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


class TagEvidence:
    """How close a capture's embedding is to each ontology tag's description ("career jobsearch
    salary: compensation, pay, ..."). Descriptions are embedded once per text, so an edited tag is
    embedded again and an unchanged one is not."""

    def __init__(self, embed: Callable[[Sequence[str]], npt.NDArray[np.float32]],
                 threshold: float = TAG_SIMILARITY, margin: float = TAG_MARGIN) -> None:
        self._embed = embed
        self.threshold = threshold
        self.margin = margin
        self._vectors: dict[str, npt.NDArray[np.float32]] = {}

    def similarities(self, content: str, nodes: Sequence[TagNode]) -> dict[int, float]:
        if not content.strip() or not nodes:
            return {}
        texts = {n.id: tag_description(n, nodes) for n in nodes}
        missing = list(dict.fromkeys(t for t in texts.values() if t not in self._vectors))
        if missing:
            self._vectors.update(zip(missing, self._embed(missing), strict=True))
        vector = self._embed([content])[0]
        return {node_id: float(self._vectors[text] @ vector) for node_id, text in texts.items()}


def tag_description(node: TagNode, nodes: Sequence[TagNode]) -> str:
    """What a tag's vector embeds: its path from the root, then its keywords."""
    path = " ".join(n.name for n in reversed(_path(node, {n.id: n for n in nodes})))
    return f"{path}: {', '.join(node.keywords)}" if node.keywords else path


def analyze_offline(item: AnalysisInput, ontology: Ontology, evidence: TagEvidence | None = None,
                    embedded_text: str = "") -> AnalysisResult:
    """`evidence` and `embedded_text` (what the capture's content embedding is made of, as
    core/embeddings.content_text builds it): tags need the embedding's support too."""
    prov = item.provenance
    content = item.text.strip() or item.ocr_text.strip()
    site = _site(prov.url)
    from contexty_qt.core.provenance_text import strip_provenance

    page = strip_provenance(prov.window_title, prov.app)
    # a screenshot's page title says what it shows better than an OCR line, which is often a figure or a label
    ocr_title = _headline(_best_ocr_line(item.ocr_text))
    page = _REPLY_PREFIX.sub("", page)
    # the page's own title says what it is about; the site's name at either end ("- GOV.UK", "| Lenovo UK",
    # "OLX —") only says where, and the card shows that on its provenance line
    page_title = _page_headline(without_site(page, prov.url, prov.app)) \
        if len(re.findall(r"[^\W\d_]{3,}", page)) >= 2 else ""
    if _only_app(page_title, prov.app):
        page_title = ""  # the application's own name ("PDF-XChange Editor") is never a card's title
    # a window titled by a file's name without its extension ("residence_history" in Numbers) shows the document's
    # name: as a person writes it ("Residence history"), it is the page title and the document's name below
    readable = _readable_name(page_title)
    named_file, page_title = (readable if readable != page_title else ""), readable
    # a letter ("Dear Claire," "Liebe Hana,") says what it is about in its subject, the window's title in a mail
    # client; a chat line's greeting ("Hi Mira!") is only left out
    greeting = _SALUTATION.match(item.text.lstrip())
    letter = greeting is not None and greeting.group().rstrip().endswith(",")
    text_title = "" if page_title and letter else _headline(_without_markup(item.text), sentence=True)
    document = _document_title(prov.window_title) or named_file
    if text_title.endswith("…") and not _is_search(prov.url):
        # a line cut off mid-sentence reads worse than the page's own title or the document's name, when either
        # is about what was selected ("Enduring power of attorney - Government of Nova Scotia", not "An enduring
        # power of attorney lets the person…"); a chat window's title ("Messenger | Facebook", "Priya Raman (DM)")
        # is not, nor a search engine's (its query)
        text_title = next((t for t in (page_title, document) if t and _shares_word(t, item.text)
                           and not _names_app(page, prov.app) and not _cut_from(t, item.text)), text_title)
    if document and _is_table(item.text):
        # a table selected in a document is named by the document ("Move 2030"), not by its header row ("item | Rs")
        text_title = document
    # a screenshot of a document: the name it was given ("Boat budget") says more than the OCR line with the most
    # words, which is often a table's header row ("Date Description Withdrawals Deposits Balance"); so does a
    # screenshot the OCR could not read (a script it does not know, a photo): the name, not "Snippet from Okular"
    title = (text_title or page_title or document or ocr_title
             or ("" if _names_app(page, prov.app) else _headline(page))
             or _fallback_title(item.source, prov.app, site, prov.window_title))
    summary = _first_sentences(content) or _describe_screen(item.source, prov, site)
    similarity = None
    if evidence is not None and embedded_text.strip():
        similarity = evidence.similarities(embedded_text, ontology.nodes())
    # the capture's own words, not the memo: the person's aside is shown beside the card, it does not tag it
    own_words = " ".join([content[:20_000], page])
    # the ontology's words are English and all-MiniLM-L6-v2 is an English model, so in another language neither a
    # word match ("Event" in a German letter) nor a cosine is evidence for a tag, and no tag beats a guessed one
    tags = [] if in_another_language(own_words) else supported_tags(
        " ".join([_topic_lines(content[:20_000]), page]), ontology, similarity=similarity, title=page,
        threshold=evidence.threshold if evidence is not None else TAG_SIMILARITY,
        margin=evidence.margin if evidence is not None else TAG_MARGIN)
    return AnalysisResult(title=title, summary=summary, tags=tags, user_context=_context(item, site, tags, ontology))


TABLE_LINES = 4  # lines a text needs before it can be a table
_CELL_BREAK = re.compile(r"\s\|\s|\t")  # "item | Rs", or a spreadsheet's cells copied as tab-separated text


def _is_table(text: str) -> bool:
    """Cells copied from a spreadsheet or a table: TABLE_LINES lines or more, the first (the header row) and most of
    the others split into cells."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) < TABLE_LINES:
        return False
    split = [bool(_CELL_BREAK.search(line.strip())) for line in lines]
    return split[0] and sum(split) * 2 > len(lines)


def _topic_lines(text: str) -> str:
    """The lines whose words can say what a capture is about. A table (a statement, a budget, a bill: most of its
    lines hold a figure) is about what its heading and its page title say; each of its rows is one item among many
    ("Canada Education Savings Grant   $7,200.00" on an RESP statement is no grant application), so a word
    found only in one row is no evidence for a tag."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) < TABLE_LINES or sum(bool(re.search(r"\d", line)) for line in lines) * 2 < len(lines):
        return text
    return lines[0]


def supported_tags(text: str, ontology: Ontology, limit: int = 1, *, similarity: Mapping[int, float] | None = None,
                   threshold: float = TAG_SIMILARITY, margin: float = TAG_MARGIN, title: str = "") -> list[str]:
    """Ontology tags the text supports, `limit` nodes each with (some of) its ancestors.

    With `similarity` (node id -> cosine between the capture and the tag's description): of the nodes
    whose word occurs, whose cosine reaches `threshold` and beats every node off their own path (their
    ancestors and descendants) by `margin`, the closest; with those of its ancestors whose own word
    occurs and whose cosine reaches `threshold`. Without: a node whose name or keyword occurs together
    with a word of one of its ancestors (or an attribute whose own name occurs), most evidence first,
    with those of its ancestors whose own word occurs."""
    from collections import Counter

    from contexty_qt.core.ontology import _stem, words

    counts = Counter(_stem(w) for w in words(text))
    if not counts:
        return []
    nodes = ontology.nodes()
    by_id = {n.id: n for n in nodes}
    hits = {n.id: sum(counts[t] for t in {_stem(n.name), *(_stem(k) for k in n.keywords)} if t) for n in nodes}
    if similarity is not None:
        # a word said in passing ("rent" once in a proposal's list of points, "doctor" in a long chat line) is not what
        # a capture is about: its words must be at least one in TAG_WORDS_PER_HIT of the capture's, or its page
        # title must say one (a short line, "Salary 120k, apply by Friday", is about what it says)
        in_title = {_stem(w) for w in words(title)}
        length = sum(counts.values())
        said = {n.id: hits[n.id] if hits[n.id] * TAG_WORDS_PER_HIT >= length
                or in_title & {_stem(n.name), *map(_stem, n.keywords)} else 0 for n in nodes}
        return _agreeing_tags(nodes, said, similarity, threshold, margin, limit)
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
        out += [by_id[node_id].name, *(by_id[a].name for a in ancestors if hits[a])]
    return list(dict.fromkeys(out))


def _path(node: TagNode, by_id: Mapping[int, TagNode]) -> list[TagNode]:
    """The node and its ancestors, the node first."""
    path = [node]
    while path[-1].parent_id is not None and path[-1].parent_id in by_id and len(path) < 4:
        path.append(by_id[path[-1].parent_id])
    return path


def _agreeing_tags(nodes: Sequence[TagNode], hits: Mapping[int, int], similarity: Mapping[int, float],
                   threshold: float, margin: float, limit: int) -> list[str]:
    by_id = {n.id: n for n in nodes}
    scored = [n for n in nodes if n.id in similarity]
    paths = {n.id: {p.id for p in _path(n, by_id)} for n in scored}

    def lead(node: TagNode) -> float:
        """How much closer the capture is to `node` than to the closest tag off its path."""
        rivals = [similarity[m.id] for m in scored if m.id not in paths[node.id] and node.id not in paths[m.id]]
        return similarity[node.id] - max(rivals, default=-1.0)

    supported = [n for n in scored if hits[n.id] and similarity[n.id] >= threshold and lead(n) >= margin]
    supported.sort(key=lambda n: (-similarity[n.id], n.id))
    out: list[str] = []
    for node in supported[:limit]:
        out += [n.name for n in _path(node, by_id) if n is node or (hits[n.id] and similarity[n.id] >= threshold)]
    return list(dict.fromkeys(out))


def _clean(text: str) -> str:
    return " ".join(text.split())


# "Dear Claire," "Hi all!" "Sehr geehrte Frau Sato," "Liebe Hana," at the start of a letter or message
_SALUTATION = re.compile(r"(?i)(?:dear|hi|hello|hey|good (?:morning|afternoon|evening)|sehr geehrte[rs]?|liebe[rs]?|"
                         r"hallo|servus|bonjour|hola|beste|ciao)\b(?:\b(?:mr|ms|mrs|dr|prof)\.|[^,.!:;\n]){0,40}"
                         r"[,!:;\n]\s*")
# "Re: ", "Fwd: ", "AW: ", "WG: " before a mail's subject
_REPLY_PREFIX = re.compile(r"(?i)^(?:(?:re|fwd?|aw|wg|tr|sv)\s*:\s*)+")


def _first_sentence(line: str) -> str:
    """The line's first sentence when another follows: it ends in . ! or ? before a capital, not after a number
    ("No. 4", "incl. 2") or a short abbreviation ("Dr. Eva", "Co. Wicklow", "S. Brennan"); "" when there is none."""
    for end in re.finditer(r"[.!?]+\s+(?=[^\W\d_])", line):
        before = re.search(r"(\w+)\W*$", line[: end.start()])
        word = before.group(1) if before else ""
        if line[end.end()].isupper() and not word.isdigit() and not (word.isalpha() and len(word) <= 3
                                                                     and line[end.start()] == "."):
            return line[: end.start() + 1].rstrip(".")
    return ""


def _headline(text: str, sentence: bool = False) -> str:
    """The first line with words, without a letter's salutation; a line longer than TITLE_WORDS words is cut
    after its first sentence (with `sentence`, when that is short enough to be a title) or after TITLE_WORDS."""
    for line in text.splitlines():
        line = _clean(line).strip(" -*#>•\t")
        # a chat line's speaker stays, its greeting goes: "Jill: Hi Colleen, I walked…" -> "Jill: I walked…"
        speaker = re.match(r"[^:\n]{1,40}:\s+(?=\S)", line)
        head, line = (speaker.group(), line[speaker.end():]) if speaker and _SALUTATION.match(
            line[speaker.end():]) else ("", line)
        greeting = _SALUTATION.match(line)
        if greeting and len(re.findall(r"\w", line[greeting.end():])) >= 3:
            rest = line[greeting.end():]
            line = rest[:1].upper() + rest[1:]
        line = head + line
        if len(re.findall(r"\w", line)) >= 3:
            first = _first_sentence(line) if sentence and len(line.split()) > TITLE_WORDS else ""
            if 3 <= len(first.split()) <= TITLE_WORDS:
                return first
            words = line.split()
            short = " ".join(words[:TITLE_WORDS])
            if len(short) > TITLE_CHARS:
                short = short[: TITLE_CHARS - 1].rstrip() + "…"
            elif len(words) > TITLE_WORDS:
                short = short.rstrip(".,;:") + "…"
            return short
    return ""


_SEGMENT = re.compile(r"\s+[—–|-]\s+")
SITE_SEGMENT_WORDS = 4  # a longer segment is the page's own words even when it names the site ("Kijiji in Nova Scotia")


def without_site(page: str, url: str, app: str = "") -> str:
    """A page title without the segments at its ends that name the site or an application: "Payments on account"
    of "Payments on account - GOV.UK" (www.gov.uk), "Dutch A1 — Statistics" of "Anki — Dutch A1 — Statistics".
    A segment names the site when one of its words is a label of the page's host (or its written form,
    "Levels.fyi") or an application's word; what is left keeps at least two words, else the title stays whole
    ("daft.ie - Messages")."""
    from contexty_qt.core.provenance_text import KNOWN_APP_WORDS, names_app
    from contexty_qt.core.text import tokens

    try:
        host = (urlparse(url).hostname or "").lower()
    except ValueError:
        host = ""
    labels = {part for label in host.split(".") for part in (label, *label.split("-")) if len(part) >= 2}

    def names_site(segment: str) -> bool:
        shown = [w.lower() for w in re.findall(r"[^\W_]+(?:\.[^\W_]+)*", segment)]
        if not shown or len(shown) > SITE_SEGMENT_WORDS:
            return False
        if "".join(shown) in labels:  # "Topps Tiles" of toppstiles.co.uk
            return True
        # a host label, or the start of one ("Meridian" of meridianenergy.co.nz), or a dotted name whose parts all
        # are ("GOV.UK"), or an application's word
        return any(all(part in labels for part in w.split("."))
                   or (len(w) >= 4 and any(x.startswith(w) for x in labels))
                   or w in KNOWN_APP_WORDS or names_app(w, app) for w in shown)

    def all_site(segment: str) -> bool:
        """Every word names the site or an application ("OLX", "Google Maps"): a page's first segment is
        often its subject even when the site is named after it ("Leeds Half Marathon — course map")."""
        return all(names_site(w) for w in re.findall(r"[^\W_]+(?:\.[^\W_]+)*", segment))

    def enough(parts: list[str]) -> bool:
        return len([t for t in tokens(" ".join(parts[::2])) if not t.isdigit()]) >= 2  # "Our Home" is not

    parts = _SEGMENT.split(page.strip())
    separators = _SEGMENT.findall(page.strip())
    pieces = [x for pair in zip(parts, [*separators, ""], strict=True) for x in pair][:-1]  # part, sep, part...
    while len(pieces) >= 3 and names_site(pieces[-1]) and enough(pieces[:-2]):
        pieces = pieces[:-2]
    while len(pieces) >= 3 and names_site(pieces[0]) and all_site(pieces[0]) and enough(pieces[2:]):
        pieces = pieces[2:]
    return "".join(pieces)


# LaTeX in a selection from a .tex file: a heading command gives its heading a line of its own ("\\paragraph{User-facing
# memory.} Commercial…" is titled "User-facing memory"), a citation goes, any other command leaves its arguments
_TEX_HEADING = re.compile(r"\\(?:part|chapter|(?:sub)*section|(?:sub)?paragraph|title|caption)\*?\{([^{}]*)\}\s*")
_TEX_CITE = re.compile(r"\s*\\(?:cite[tp]?|ref|eqref|label|footnote)\*?(?:\[[^\]]*\])?\{[^{}]*\}")
_TEX_COMMAND = re.compile(r"\\[a-zA-Z]+\*?((?:\{[^{}]*\})+)")


def _without_markup(text: str) -> str:
    if "\\" not in text:
        return text
    text = _TEX_HEADING.sub(lambda m: m.group(1).strip().rstrip(".") + "\n", text)
    text = _TEX_CITE.sub("", text)
    text = _TEX_COMMAND.sub(lambda m: " · ".join(a for a in re.findall(r"\{([^{}]*)\}", m.group(1)) if a.strip()), text)
    return text.replace("``", "“").replace("''", "”").replace("--", "–")


def _page_headline(page: str) -> str:
    """A page title too long for a card keeps its leading parts whole ("Long-term care - Continuing Care" of
    "... - Nova Scotia Health"): the site's name comes last; a first part alone too long is cut like a line."""
    def length(text: str) -> int:
        return len(re.findall(r"\S*\w\S*", text))

    parts = re.split(r"(\s+[—–|:-]\s+)", _clean(page).strip(" -—–|:"))
    kept = parts[0]
    for separator, part in zip(parts[1::2], parts[2::2], strict=True):
        if length(f"{kept} {part}") > TITLE_WORDS or len(kept + separator + part) > TITLE_CHARS:
            break
        kept += separator + part
    return kept if length(kept) <= TITLE_WORDS else _headline(kept)


def _document_title(window_title: str) -> str:
    """A document's file name as a title: "Boat budget" for "boat_budget.ods - LibreOffice Calc"; "" for none."""
    from contexty_qt.core.provenance_text import file_name

    stem = re.sub(r"[_\s]+", " ", file_name(window_title).rsplit(".", 1)[0]).strip(" -.")
    if len(re.findall(r"[^\W\d_]{3,}", stem)) < 1:
        return ""
    return _clip(stem[:1].upper() + stem[1:], TITLE_CHARS)


def _readable_name(title: str) -> str:
    """A window title that is a file's name without its extension ("field_costs_spring_2031", "car-options"), as a
    person would write it ("Field costs spring 2031"); any other title as it is."""
    if not re.fullmatch(r"[^\W_]+(?:[_-][^\W_]+)+", title) or ("_" not in title and title.count("-") < 2):
        return title  # one hyphen is a word's own ("e-Niro", "follow-up"), not a file name's spaces
    words = re.sub(r"[_-]+", " ", title)
    return words[:1].upper() + words[1:]


def _shares_word(title: str, text: str) -> bool:
    """The title and the text have a content word in common (stemmed, of four letters or more), a chat line's
    speaker ("Priya: ...") left out: a chat window is titled by the person, not by what is said."""
    from contexty_qt.core.text import tokens

    said = re.sub(r"(?m)^[^:\n]{1,40}:\s", "", text)
    return bool({t for t in tokens(title) if len(t) >= 4} & set(tokens(said)))


def _names_app(title: str, app: str) -> bool:
    """A word of the title names the application ("Signal — Kirkstall Harriers"): the app's own window, a chat."""
    from contexty_qt.core.provenance_text import names_app

    return any(names_app(w.lower(), app) for w in re.findall(r"[^\W_]+", title))


def _only_app(title: str, app: str) -> bool:
    """Every word of the title names the application: its window's bare name, nothing about the content."""
    from contexty_qt.core.provenance_text import names_app

    said = [w.lower() for w in re.findall(r"[^\W_]+", title)]
    return bool(said) and all(names_app(w, app) for w in said)


def _cut_from(title: str, text: str) -> bool:
    """The title is the text's start cut off mid-word (a window titled by its first characters), no heading."""
    return re.match(re.escape(title) + r"\w", _clean(text)) is not None


def _is_search(url: str) -> bool:
    """A search engine's results page: its title is the query, not a page's title."""
    try:
        parsed = urlparse(url)
    except ValueError:
        return False
    return bool(re.search(r"/search\b", parsed.path.lower()) or re.search(r"(?:^|&)q=", parsed.query))


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


# parts of an application id that are not its name ("telegram-desktop", "teams-for-linux", "org.gnome.Evince")
_APP_ID_NOISE = frozenset({"desktop", "for", "linux", "org", "com", "io", "net", "bin", "app", "gnome", "kde"})


def app_name(app: str, window_title: str = "") -> str:
    """The application as its windows name it ("LibreOffice Writer" for libreoffice-writer, from a window
    title's last segment that names it), else its id made readable ("Telegram" for telegram-desktop)."""
    from contexty_qt.core.provenance_text import names_app

    segment = re.split(r"\s+[—–|-]\s+", window_title.strip())[-1].strip()
    shown = [w.lower() for w in re.findall(r"[^\W_]+", segment)]
    if 0 < len(shown) <= 3 and any(names_app(w, app) for w in shown):
        return segment
    name = [p for p in re.split(r"[\W_]+", app) if p and p.lower() not in _APP_ID_NOISE] or [app]
    return " ".join(w if any(c.isupper() for c in w) else w.capitalize() for w in name)


def _where(prov: Provenance, site: str, with_title: bool = True) -> str:
    parts = []
    if prov.app:
        parts.append(f"in {app_name(prov.app, prov.window_title)}")
    if site:
        parts.append(f"on {site}")
    if with_title and prov.window_title and prov.window_title not in (prov.app, site):
        parts.append(f"(“{_clip(prov.window_title, 80)}”)")
    return " ".join(parts)


def _describe_screen(source: SourceType, prov: Provenance, site: str) -> str:
    where = _where(prov, site)
    kind = "Screenshot" if source is not SourceType.CHAT else "Chat exchange"
    return f"{kind} {where}".strip() + "."


def _fallback_title(source: SourceType, app: str, site: str, window_title: str = "") -> str:
    kind = {SourceType.SNIPPET: "Snippet", SourceType.OBSERVATION: "Screen", SourceType.CHAT: "Chat"}[source]
    where = site or (app_name(app, window_title) if app else "")
    return f"{kind} from {where}" if where else kind


def _context(item: AnalysisInput, site: str, tags: list[str], ontology: Ontology) -> str:
    """Where and why the capture was saved. The window title is left out: the card shows it already
    (its title or provenance line), and on the card face the sentence has three lines, which the task
    the card is filed under (with_group) and the memo need more."""
    where = _where(item.provenance, site, with_title=False)
    if item.source is SourceType.OBSERVATION:
        sentence = f"You were working {where}." if where else "You were working on your screen."
    elif item.source is SourceType.CHAT:
        sentence = "You discussed this with the assistant."
    else:
        sentence = f"You saved this {where}".rstrip() + ("," if item.memo.strip() else ".")
        if item.memo.strip():
            sentence += f" noting “{_clip(_clean(item.memo), 200)}”."
    return sentence


GROUP_PREFIX = "Part of "
# "Part of “Task” › “Sub-group”. " at the front of an offline context sentence, and the form older versions
# appended (" It belongs to “Task”.") so that a card analysed by one is rewritten, not doubled
_GROUP_PATH = r"“[^”]*”(?: › “[^”]*”)*"
_GROUP_AT_FRONT = re.compile(rf"^{GROUP_PREFIX}{_GROUP_PATH}\.\s*")
_GROUP_AT_END = re.compile(rf"\s*It belongs to {_GROUP_PATH}\.$")


def without_group(sentence: str) -> str:
    """An offline context sentence without the group it names (with_group's inverse)."""
    return _GROUP_AT_END.sub("", _GROUP_AT_FRONT.sub("", sentence.strip()))


def with_group(sentence: str, path: Sequence[str]) -> str:
    """The offline context sentence with the task (and sub-group) the card is filed under first: on the
    card face it is the first thing read, and a long memo cannot push it out of the three lines shown.
    `path` is the group's names from the top-level group down; a deep path keeps its ends."""
    names = list(path) if len(path) <= 2 else [path[0], path[-1]]
    base = without_group(sentence)
    if not names:
        return base
    where = f"{GROUP_PREFIX}{' › '.join(f'“{_clean(n)}”' for n in names)}."
    return f"{where} {base}" if base else where


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
