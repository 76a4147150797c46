"""The retrieval engine: several signals over the same memories, fused into one ranking.

Signals (each ranks the candidates on its own):
  contexty  Appendix A of the Contexty paper: token overlap + 0.2 tag boost + 0.15 recency (30 days),
            times a source weight (snippets above chat above observations).
  bm25      Okapi BM25 over the same fields, times the source weight. The memo counts twice: people
            ask about what they thought as much as what they saw. (A separate memo-only vote was
            tried and removed: weak memo matches out-voted documents ranked first elsewhere.)
  dense     cosine to the question (content, memo or, for a long capture, its closest passage: whichever
            is closest) + IMPORTANCE_WEIGHT * importance (LUFY-2's term as a tie-breaker: see the constant),
            importance = e^(−Δt/S) at the question's time (LUFY-1, S per memory: dynamics.py).
  time      when the question names a time (CAIM-3): the range filters every signal's candidates, and
            captures inside it rank by the asked order ("first"/"last"; otherwise newest first).
  recall    DYN-1 recall probability p_n(t) from the cosine, the days since the memory was last
            recalled and its consolidation g_n: memories used in answers stay retrievable for longer.
            As in paper 001, recall is triggered when p_n(t) exceeds k = RECALL_THRESHOLD (0.86): only
            those memories are ranked by this signal (weight 0.25). The chat consolidates what was shown
            and triggered (retrieval/service.py record_answer).
Lexical coverage: with dense vectors, a query whose words no memory covers well (under
MIN_LEXICAL_COVERAGE of its idf mass: a paraphrase) is ranked by meaning and time alone.
Generated queries (LTM-5: `queries=`, written by the chat model) add their own lexical and dense
lists at half weight. Memories are added, replaced, removed and re-weighted in place (`add`,
`remove`, `update_dynamics`, `set_vectors`) so the index follows the store without rebuilding.
A signal ranks only the memories it has evidence for: the Appendix A score needs a shared token or
tag (its recency term alone would rank every memory), BM25 a shared term.
  group     with a memory tree (`set_groups`): groups ranked by their words and their members' centroid;
            the best three groups' members as one list, each group's members by their own closeness
            (weight 0.5; at 1.0 and 2.0 it cost direct and memo questions on the tuning set).
  siblings  after fusion a memory gains 0.3 x the best fused score of its group's other members.
  session   a question naming a session ranks the session thoughts (CAIM-5) first among themselves.
  names     the question's names (capitalised words inside a sentence, held by few memories) as one more
            lexical list, BM25 over those words alone (weight 0.5): "What did Kemal ask me" finds Kemal's messages.
  answer    a question asking for an amount of money ("how much", "cost", "pay", "fee") or a duration ("how
            long") lists the memories that hold one ("$1,575.00", "14 months"), by their closeness to the question
            (weight 0.5): the answer-type match of question answering (ANSWER_KINDS; dates cost more than they gave).
  quoted    a phrase the question quotes ("Where did I write 'my bad'?") lists the memories holding it as written,
            stopwords and all, by their closeness to the question (weight 2.0: the person's own wording).
  phrases   two of the question's terms side by side in a memory's memo ("What had I totally forgot?") list the
            memories whose memo holds them so, by the pairs' idf (weight 0.25): the person's wording, unquoted.
  memo      the memories whose memo alone holds nearly all of the question's term weight (MEMO_MATCH_SHARE), by
            that share (weight 0.5): a question in the words of the person's own note is about that note.
Terms (`tokens`): core/text's stemmed words; a possessive also meets its noun ("Mum's" -> "mum") and a
hyphenated word its joined form and parts ("e-bikes" -> "ebikes", "bikes").
Fusion is reciprocal rank fusion, Σ w_s / (k + rank_s) (LTM-5) with k = 10: with the customary k = 60,
1/61 and 1/69 barely differ, so the number of signals that list a memory outweighs how high they rank
it. Dense similarity weighs 1.5, the two lexical scores 0.5 each (bench/retrieval.py: results are flat
for k in 1..10). `adaptive_cutoff` trims a ranking where the score gap exceeds 0.8·std of the gaps.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime, tzinfo
from itertools import pairwise
from typing import Any

import numpy as np
import numpy.typing as npt

from contexty_qt.core.model import Memory, SourceType
from contexty_qt.core.retrieval.dynamics import RECALL_THRESHOLD
from contexty_qt.core.retrieval.timeexpr import MONTHS, TimeScope, parse_time_scope
from contexty_qt.core.retrieval.transliteration import asking_keys, foreign_keys, without_accents
from contexty_qt.core.text import STOPWORDS, stem, words

FloatArray = npt.NDArray[np.float64]
Posting = tuple[npt.NDArray[np.int64], FloatArray]  # positions holding a term, and its counts there
SOURCE_WEIGHT = {SourceType.SNIPPET: 1.0, SourceType.CHAT: 0.85, SourceType.OBSERVATION: 0.7}
MEMO_BOOST = 2  # memo tokens count this many times in BM25
RRF_K = 10
SIGNAL_WEIGHTS = {"contexty": 0.5, "bm25": 0.5, "dense": 1.5, "time": 2.0, "recall": 0.25, "session": 2.0,
                  "group": 0.5, "names": 0.5, "answer": 0.5, "quoted": 2.0, "passages": 0.0, "phrases": 0.25,
                  "memo": 0.5}
DEFAULT_SIGNALS = ("contexty", "bm25", "dense", "time", "recall", "session", "group", "siblings", "fill", "names",
                   "answer", "quoted", "passages", "phrases", "memo")
LEXICAL = ("contexty", "bm25")
# lists whose zero score means "no evidence", not "ranked last": only their memories with a score take part
EVIDENCE_ONLY = (*LEXICAL, "recall", "group", "names", "answer", "quoted", "passages", "phrases", "memo")
GENERATED_WEIGHT = 0.5  # a generated query's lists count half as much as the question's own
# With dense vectors, a query's lexical lists join the fusion only if some memory holds at least this share
# of the query's term weight (idf): below it the shared words are incidental ("Portugal" in a question
# about a loft that never names the country) and the lexical lists would push aside what dense found.
MIN_LEXICAL_COVERAGE = 0.2
# LUFY-2 reads "cosine + 0.1 x importance" (SPEC): in a single cosine ranking. Here the dense list is one of
# several fused by rank, and 0.1 x importance reorders it far more than the question's meaning separates its
# candidates (cosines a few hundredths apart): measured on eight question sets, it moved single sets by up to four
# questions either way and did not raise recall overall. So importance only breaks near ties in the dense list
# (cosines within IMPORTANCE_WEIGHT); it still decides forgetting (LUFY-3) and the recall bookkeeping.
# Chosen leave-one-set-out in bench/retrieval.py (the app's strengths, grid up to LUFY-2's 0.1).
IMPORTANCE_WEIGHT = 0.001
POOL = 200  # candidates taken from each signal before fusion
MEMORY_KIND, THOUGHT_KIND = "memory", "thought"
# Retrieval through the tree (issue 13), when groups are set (`set_groups`):
#   group    groups ranked for the question by their own words (name, summary, parent path: BM25) and by
#            meaning (the centroid of their members' vectors), fused; the members of the TOP_GROUPS best
#            groups (a group's members include its subgroups') join the fusion as one more list, ranked by
#            their group's rank, then their own score: a question that matches a group brings its members.
#   siblings after fusion each memory gains SIBLING_SHARE x the best fused score among the other members
#            of its group: evidence propagates between siblings (a card that never names Lisbon is found
#            because its group's other cards are about Lisbon).
TOP_GROUPS = 3
SIBLING_SHARE = 0.3
#   context  with group vectors (`set_group_vectors`: each group's path of names, own name first, embedded like a
#            question), the dense signal reads a memory in its group's context: its content vector plus
#            GROUP_CONTEXT x its group's vector, renormalised (a card that never says "taxes" is close to a
#            question about taxes because it is filed under "deductions · taxes"). The stored content vector
#            stays the card's own (placement uses it; a move needs no re-embedding). Chosen on the validation
#            sets, leave-one-set-out in bench/retrieval.py.
GROUP_CONTEXT = 0.7
#   fill     when the top FILL_HEAD hits concentrate in one group (at least FILL_NEED of them filed in it), the
#            question is about that group: its other members (those with any evidence) come next, in their
#            fused order, before the rest ("the flight plans for me and Jonas": every card of "flights").
#            Scores keep their values by position, so a cut-off (adaptive_cutoff) reads the same gaps.
#            FILL_NEED chosen leave-one-set-out in bench/retrieval.py (0 turns it off).
FILL_HEAD = 7
FILL_NEED = 6
#   phrases  two of the question's terms side by side in a memory's memo, in the question's order ("What had I
#            totally forgot?" and the memo "15% on 30k is 4500!! totally forgot that"), are the person's own wording
#            recalled without quotation marks: the memories holding such a pair are one more list, by the pairs'
#            idf. A memo question's words are vague in meaning ("thank god", "totally forgot"), so the dense list
#            ranks such a memo far down and out-votes BM25 and Appendix A, which both rank it first (fresh-9's memo
#            misses, tenth session). Memos only: in a capture's text, the same list lost a paraphrase question.
#            Weight chosen leave-one-set-out in bench/retrieval.py.
MEMO_PHRASE_MAX_DOCS = 200
#   memo     the memories whose memo alone holds at least MEMO_MATCH_SHARE of the question's term weight (idf) are one
#            more list, by that share: a memo is the person's own note, and a question in its words ("What am I
#            framing?" and the memo "... framing this") is about it even when the words mean too little for the dense
#            list, which then out-votes BM25 and Appendix A ranking the memo first (fresh-12's memo miss, thirteenth
#            session). A share, not any shared word: weak memo matches out-voted better hits when the memo had its
#            own vote. Weight and share chosen leave-one-set-out in bench/retrieval.py.
MEMO_MATCH_SHARE = 0.99
#   names    the question's names (capitalised words that do not start a sentence: "What did Kemal ask me",
#            "What has Sam told me") that at most NAME_MAX_DF of the memories hold (at least NAME_MIN_DOCS) are
#            one more lexical list, BM25 over those names alone: a person, a place, a product named in the
#            question is evidence no paraphrase of the rest outweighs ("Kemal: could you also do a sticker"
#            among the cards that say "ask" and "work"). It joins only when the lexical lists do (the coverage
#            gate). Weight chosen leave-one-set-out in bench/retrieval.py.
NAME_MAX_DF = 0.05
NAME_MIN_DOCS = 5
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_CAPITALISED = re.compile(r"\b[A-Z][\w'’\-]*")
# A question that names a session ("what did I conclude in my last session?") is about the session's
# distilled thoughts (CAIM-5) first: they get one more ranked list (among themselves, by their fused score).
SESSION_WORDS = frozenset({"session"})
# What a question sets aside ("What have we booked apart from the huts?", "everything except the flights") is not
# evidence for what it asks: the phrase, up to the end of its clause, leaves the question's words and its vector.
# What a question quotes ("Where did I write 'my bad'?") is the person's own wording: the memories holding the phrase
# as written are one more list, whatever its words (stopwords such as "my bad" included). Weight chosen
# leave-one-set-out in bench/retrieval.py (found reading fresh-6's misses).
_QUOTED = re.compile(r"(?:^|(?<=[\s(]))['‘“\"]([^'’”\"\n]{2,80}?)['’”\"](?=[\s?.!,;:)]|$)")
_EXCLUDED = re.compile(r"\b(?:apart from|except(?: for)?|other than|excluding|not counting)\b[^,;:?.!]*", re.I)
# A capture's sentences embedded one by one (`set_passages`; any capture of two sentences or more, unlike the long
# captures' chunks, which only extend the dense signal) are one more list: the memories by their closest sentence.
# A whole-card vector averages a card's sentences, so a question about one of them (a paraphrase of "need 2
# witnesses" inside a registration notice) sits far from it; a separate list adds that sentence's vote without
# replacing the card's own cosine (which the ninth session measured: max-ing sentences into the dense signal
# lost as many questions as it found). Weight "passages" in SIGNAL_WEIGHTS: 0 (off) until the app stores sentence
# vectors for short captures; bench/retrieval.py measures it with them and chooses it leave-one-set-out.


def bm25_idf(n: int, df: int) -> float:
    """BM25's idf of a term that `df` of `n` documents hold (never negative)."""
    return math.log(1.0 + (n - df + 0.5) / (df + 0.5))


def thought_doc_id(thought_id: int) -> int:
    """Thoughts live in their own table; in an index they take negative ids, apart from memories'."""
    return -int(thought_id)


def is_thought_doc(doc_id: int) -> bool:
    return doc_id < 0
DAY = 86400.0


_MONEY_ASKED = re.compile(r"\b(?:how much|costs?|costed|pric(?:e|es|ed)|pa(?:y|ys|id|ying)|sp(?:end|ent)|budget|fees?|"
                          r"salar(?:y|ies)|charg(?:e|es|ed)|quot(?:e|ed)|deposit|invoic(?:e|ed)|afford|money|"
                          r"cheap(?:er|est)?|expensive|rent|refund|owe|reimburs\w*|"
                          r"(?:set|sets|setting) (?:me|us|you|them) back)\b", re.I)  # "set me back": what it cost
_DURATION_ASKED = re.compile(r"\bhow long\b|\bhow many (?:minutes|hours|days|weeks|months|years|nights)\b", re.I)
_MONEY_HELD = re.compile(r"[$£€¥₹]\s?\d|\d\s?[€£$]|\b\d[\d,.]*\s?[kK]?\s?(?:USD|EUR|GBP|CAD|AUD|CHF|dollars?|euros?|"
                         r"pounds?|bucks)\b"
                         r"|\b\d{1,3}(?:,\d{3})+\.\d{2}\b")  # "4,350.00": a budget's or invoice's line, no sign
_DURATION_HELD = re.compile(r"\b\d+(?:[.,]\d+)?\s?(?:-\s?\d+\s?)?(?:min(?:ute)?s?|h(?:ou)?rs?|hours?|days?|"
                            r"weeks?|months?|years?|yrs?|nights?)\b", re.I)
ANSWER_KINDS = ((1, _MONEY_ASKED, _MONEY_HELD), (2, _DURATION_ASKED, _DURATION_HELD))


def question_kinds(question: str) -> int:
    """What kind of answer the question asks for, as ANSWER_KINDS bits: an amount of money, a duration."""
    return sum(bit for bit, asked, _held in ANSWER_KINDS if asked.search(question))


def answer_kinds(text: str) -> int:
    """What kinds of answer a memory's text holds, as ANSWER_KINDS bits."""
    return sum(bit for bit, _asked, held in ANSWER_KINDS if held.search(text))


def tokens(text: str) -> list[str]:
    """The terms retrieval indexes and asks with: core/text's words, stemmed and without stopwords, where a
    possessive meets its noun ("Mum's flight" finds "Mum") and a hyphenated word also counts as its joined
    form and its parts ("e-bikes" meets "ebike" and "bikes"), since people write both. Latin words lose their accents
    ("Brașov" is "brasov"), since a question typed on an English keyboard rarely has them."""
    out: list[str] = []
    for word in map(without_accents, words(text)):
        if word.endswith(("'s", "’s")):
            word = word[:-2]
        if "-" in word:
            parts = [p for p in word.split("-") if p]
            forms = [word, "".join(parts), *parts] if len(parts) > 1 else [word]
            out += [stem(f) for f in forms if len(f) > 1 and f not in STOPWORDS]
        elif len(word) > 1 and word not in STOPWORDS:  # most words: as core/text reads them
            out.append(stem(word))
    return out


def _latin_words(text: str) -> list[str]:
    """The content words a question asks with by key: no stopwords or short words, possessives cut
    ("Ghaffari's" asks for Ghaffari)."""
    cut = [w[:-2] if w.endswith(("'s", "’s")) else w for w in words(text)]
    return [w for w in cut if len(w) > 3 and w not in STOPWORDS]


@dataclass(frozen=True)
class MemoryDoc:
    """The searchable view of one memory."""

    id: int
    source: SourceType
    captured_at: datetime
    text: str  # title, summary, user's context, raw text / OCR, provenance
    memo: str = ""
    tags: tuple[str, ...] = ()
    archived: bool = False
    strength: float = 0.0  # LUFY-1 S (days); 0: unknown, no importance term
    last_recalled: datetime | None = None  # DYN-1 and LUFY-1: time counts from here (or from captured_at)
    consolidation: float = 1.0  # DYN-1 g_n
    kind: str = MEMORY_KIND  # THOUGHT_KIND: a session thought (CAIM-5), id = thought_doc_id(thought id)
    group: int | None = None  # the group (group) it is filed in, in this index's tree (set_groups)

    @classmethod
    def from_memory(cls, m: Memory, *, strength: float = 0.0, consolidation: float = 1.0,
                    extra_text: str = "", ocr_text: str = "") -> MemoryDoc:
        """`extra_text`: more searchable words (the names of the memory's group and its parents);
        `ocr_text`: what was read from the memory's screenshot (core/ocr.py's cache)."""
        parts = [m.title, m.summary, m.user_context, m.text, ocr_text, extra_text, m.provenance.app,
                 m.provenance.window_title, m.provenance.url, " ".join(m.tags)]
        return cls(m.id, m.source, m.captured_at, "\n".join(p for p in parts if p), m.memo, tuple(m.tags),
                   m.archived, strength, m.last_recalled, consolidation, group=m.group_id)


@dataclass(frozen=True)
class IndexGroup:
    """A group of the memory tree: its name, summary and parent are signals of its members."""

    id: int
    parent_id: int | None
    name: str
    summary: str = ""


@dataclass(frozen=True)
class Hit:
    memory_id: int
    score: float  # fused
    signals: Mapping[str, float]  # each signal's own score, for explanations and `contexty search`
    ranks: Mapping[str, int]


@dataclass
class SearchResult:
    hits: list[Hit]
    scope: TimeScope | None
    timings_ms: dict[str, float] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)  # why a result may be incomplete (said to the user)

    def ids(self) -> list[int]:
        return [h.memory_id for h in self.hits]


class RetrievalIndex:
    """Inverted index + dense matrices over a set of memories; rebuilt or appended as memories change."""

    def __init__(self, docs: Iterable[MemoryDoc] = (), vectors: Mapping[int, tuple[Any, Any]] | None = None,
                 dim: int = 384, *, rrf_k: float = RRF_K, weights: Mapping[str, float] | None = None,
                 recall_threshold: float = RECALL_THRESHOLD) -> None:
        self.dim = dim
        self.rrf_k = rrf_k
        self.recall_threshold = recall_threshold  # DYN-1's k: p_n(t) above it triggers a recall
        self.weights = {**SIGNAL_WEIGHTS, **(weights or {})}
        self.docs: list[MemoryDoc] = []  # by position; a replaced or removed memory leaves a dead slot
        self._postings: dict[str, dict[int, int]] = {}
        self._tags: dict[str, list[int]] = {}
        self._id_index: dict[int, int] = {}
        self._dead: set[int] = set()
        self._posting_cache: dict[str, tuple[npt.NDArray[np.int64], FloatArray] | None] = {}
        self._has_dense = False
        self._has_memo = False
        self.sibling_share = SIBLING_SHARE
        self.importance_weight = IMPORTANCE_WEIGHT
        self.group_context = GROUP_CONTEXT
        self.fill_need = FILL_NEED
        self._groups: dict[int, IndexGroup] = {}
        self._group_vectors: dict[int, npt.NDArray[np.float32]] = {}
        self._tree_cache: dict[str, Any] | None = None  # derived from docs, vectors and groups; reset on change
        # a long capture's passages embedded one by one (position -> rows): MiniLM reads ~1,000 characters,
        # so without them the rest of a long capture has no dense opinion; stacked lazily for search
        self._chunks: dict[int, npt.NDArray[np.float32]] = {}
        self._chunk_stack: tuple[npt.NDArray[np.float32], npt.NDArray[np.int64]] | None = None
        self._passages: dict[int, npt.NDArray[np.float32]] = {}  # position -> its sentences' vectors
        self._passage_stack: tuple[npt.NDArray[np.float32], npt.NDArray[np.int64]] | None = None
        self._memo_terms: dict[int, tuple[str, ...]] = {}  # position -> its memo's terms in order (memo phrases)
        self._memo_postings: dict[str, set[int]] = {}  # term -> the positions whose memo holds it (memo list)
        self.memo_match_share = MEMO_MATCH_SHARE
        # the memo vectors that are there (positions, rows): most memories have no memo, and a product over
        # the whole memo column reads as many bytes as the content one (latency at 100,000 memories)
        self._memo_stack: tuple[npt.NDArray[np.int64], npt.NDArray[np.float32]] | None = None
        capacity = 64
        self._columns: dict[str, Any] = {
            "times": np.zeros(capacity), "weights": np.zeros(capacity), "live": np.zeros(capacity, dtype=bool),
            "strength": np.zeros(capacity), "recalled": np.zeros(capacity), "consolidation": np.ones(capacity),
            "lengths": np.zeros(capacity), "thought": np.zeros(capacity, dtype=bool),
            "answers": np.zeros(capacity, dtype=np.int8),
            "content": np.zeros((capacity, dim), dtype=np.float32), "memo": np.zeros((capacity, dim), dtype=np.float32),
        }
        for doc in docs:
            pair = (vectors or {}).get(doc.id, (None, None))
            self.add(doc, pair[0], pair[1])

    def __len__(self) -> int:
        return len(self._id_index)

    def __contains__(self, memory_id: object) -> bool:
        return memory_id in self._id_index

    def ids(self) -> list[int]:
        return list(self._id_index)

    def doc(self, memory_id: int) -> MemoryDoc | None:
        position = self._id_index.get(memory_id)
        return None if position is None else self.docs[position]

    def add(self, doc: MemoryDoc, content_vec: Any = None, memo_vec: Any = None, chunk_vecs: Any = None) -> None:
        """Index a memory; a memory already indexed under this id is replaced. `chunk_vecs`: one row per
        passage of a long capture (embeddings.long_text_chunks)."""
        self._kill(doc.id)
        self._tree_cache = None
        self._memo_stack = None
        index = len(self.docs)
        self._grow(index + 1)
        self.docs.append(doc)
        self._id_index[doc.id] = index
        counts: dict[str, int] = {}
        for token in tokens(doc.text):
            counts[token] = counts.get(token, 0) + 1
        memo_terms = tokens(doc.memo)
        for token in memo_terms:
            counts[token] = counts.get(token, 0) + MEMO_BOOST
        if len(memo_terms) > 1:
            self._memo_terms[index] = tuple(memo_terms)
        for token in set(memo_terms):
            self._memo_postings.setdefault(token, set()).add(index)
        for token, tf in counts.items():
            self._postings.setdefault(token, {})[index] = tf
            self._posting_cache.pop(token, None)
        for tag in doc.tags:
            self._tags.setdefault(tag.lower(), []).append(index)
        c = self._columns
        c["times"][index] = doc.captured_at.timestamp()
        c["weights"][index] = SOURCE_WEIGHT[doc.source]
        c["thought"][index] = doc.kind == THOUGHT_KIND
        c["answers"][index] = answer_kinds(f"{doc.text}\n{doc.memo}")
        c["live"][index] = not doc.archived
        c["lengths"][index] = sum(counts.values())
        keys: dict[str, int] = {}  # names in another script, by a Latin key; not in the length, so BM25 over
        written = f"{doc.text}\n{doc.memo}"  # the words themselves is as it was; ASCII holds no other script
        for key in foreign_keys(words(written)) if not written.isascii() else ():
            keys[key] = keys.get(key, 0) + 1
        for key, tf in keys.items():
            self._postings.setdefault(key, {})[index] = tf
            self._posting_cache.pop(key, None)
        self._set_dynamics(index, doc)
        for name, vec in (("content", content_vec), ("memo", memo_vec)):
            row = self._vector(vec)
            c[name][index] = 0.0 if row is None else row
            if row is not None:
                self._has_dense = True
                self._has_memo = self._has_memo or name == "memo"
        self.set_chunks(doc.id, chunk_vecs)

    def _rows(self, vecs: Any) -> npt.NDArray[np.float32] | None:
        """`vecs` as float32 rows of this index's size; None for none, an empty set or another model's size."""
        rows = None if vecs is None else np.asarray(vecs, dtype=np.float32)
        if rows is not None and (rows.ndim != 2 or rows.shape[0] == 0 or rows.shape[1] != self.dim):
            return None  # another model's vectors: no opinion
        return rows

    def set_chunks(self, memory_id: int, chunk_vecs: Any) -> None:
        """The passages of a long capture, embedded (rows of the index's size); None or empty: none."""
        position = self._id_index.get(memory_id)
        if position is None:
            return
        rows = self._rows(chunk_vecs)
        if rows is None and position not in self._chunks:
            return
        if rows is None:
            del self._chunks[position]
        else:
            self._chunks[position] = rows
        self._chunk_stack = None

    def set_passages(self, memory_id: int, sentence_vecs: Any) -> None:
        """A capture's sentences, embedded one by one (rows of the index's size); None or empty: none."""
        position = self._id_index.get(memory_id)
        if position is None:
            return
        rows = self._rows(sentence_vecs)
        if rows is None:
            if self._passages.pop(position, None) is not None:
                self._passage_stack = None
            return
        self._passages[position] = rows
        self._passage_stack = None

    def passage_scores(self, query_vec: Any) -> FloatArray | None:
        """Per memory, 2 + the cosine of its closest sentence to the question; 0 for a memory without passages
        (no opinion in the fusion). One matrix product over all stored sentences: linear in their number."""
        if not self._passages or query_vec is None:
            return None
        q = np.asarray(query_vec, dtype=np.float32).reshape(-1)
        if q.shape[0] != self.dim:
            return None
        if self._passage_stack is None:
            positions = sorted(self._passages)
            rows = np.concatenate([self._passages[p] for p in positions]).astype(np.float32, copy=False)
            owners = np.repeat(np.asarray(positions, dtype=np.int64), [len(self._passages[p]) for p in positions])
            self._passage_stack = (rows, owners)
        rows, owners = self._passage_stack
        best = np.full(len(self.docs), -np.inf)
        np.maximum.at(best, owners, (rows @ q).astype(np.float64))
        result: FloatArray = np.where(np.isfinite(best), best + 2.0, 0.0)
        return result

    def remove(self, memory_id: int) -> None:
        self._kill(memory_id)
        self._id_index.pop(memory_id, None)
        if len(self._dead) > max(256, len(self._id_index)):
            self.compact()

    def update_dynamics(self, memory_id: int, *, strength: float, last_recalled: datetime | None,
                        consolidation: float) -> None:
        """New LUFY strength / DYN-1 state for a memory, without re-indexing its text."""
        position = self._id_index.get(memory_id)
        if position is None:
            return
        self.docs[position] = replace(self.docs[position], strength=strength, last_recalled=last_recalled,
                                      consolidation=consolidation)
        self._set_dynamics(position, self.docs[position])

    def set_vectors(self, memory_id: int, content_vec: Any, memo_vec: Any = None, chunk_vecs: Any = None) -> None:
        """Dense vectors computed after the memory was indexed (embeddings arrive in the background)."""
        position = self._id_index.get(memory_id)
        if position is None:
            return
        self._tree_cache = None
        self._memo_stack = None
        for name, vec in (("content", content_vec), ("memo", memo_vec)):
            row = self._vector(vec)
            self._columns[name][position] = 0.0 if row is None else row
            if row is not None:
                self._has_dense = True
                self._has_memo = self._has_memo or name == "memo"
        if chunk_vecs is not None:
            self.set_chunks(memory_id, chunk_vecs)

    def set_archived(self, memory_id: int, archived: bool) -> None:
        position = self._id_index.get(memory_id)
        if position is None:
            return
        self.docs[position] = replace(self.docs[position], archived=archived)
        self._columns["live"][position] = not archived

    def compact(self) -> None:
        """Rebuild without the dead slots (after many replacements and removals)."""
        live = [(d, self._columns["content"][i], self._columns["memo"][i], self._chunks.get(i))
                for i, d in enumerate(self.docs) if i not in self._dead]
        passages = {d.id: self._passages[i] for i, d in enumerate(self.docs) if i in self._passages}
        has_dense, has_memo = self._has_dense, self._has_memo
        fresh = RetrievalIndex(dim=self.dim, rrf_k=self.rrf_k, weights=self.weights,
                               recall_threshold=self.recall_threshold)
        for doc, content, memo, chunks in live:
            fresh.add(doc, content if has_dense else None, memo if has_memo and memo.any() else None, chunks)
        for memory_id, rows in passages.items():
            fresh.set_passages(memory_id, rows)
        fresh.sibling_share = self.sibling_share
        fresh.importance_weight = self.importance_weight
        fresh.group_context = self.group_context
        fresh.fill_need = self.fill_need
        fresh.memo_match_share = self.memo_match_share
        fresh.set_groups(self._groups.values())
        fresh.set_group_vectors(self._group_vectors)
        self.__dict__.update(fresh.__dict__)

    def set_groups(self, groups: Iterable[IndexGroup]) -> None:
        """The tree's groups (ids as in the docs' `group`); an empty set turns tree retrieval off."""
        self._groups = {g.id: g for g in groups}
        self._group_vectors = {g: v for g, v in self._group_vectors.items() if g in self._groups}
        self._tree_cache = None

    def group_context_texts(self) -> dict[int, str]:
        """What each group's vector embeds (`set_group_vectors`): its path of names, its own name first."""
        return {gid: group_context_text(self._group_path(gid)) for gid in self._groups}

    def set_group_vectors(self, vectors: Mapping[int, Any]) -> None:
        """Embedded `group_context_texts` by group id (replacing earlier ones for those ids); a vector of
        another size than the index's (or of zero length) is ignored. Without them the dense signal reads
        content alone."""
        for gid, vec in vectors.items():
            row = None if vec is None else np.asarray(vec, dtype=np.float32).reshape(-1)
            norm = 0.0 if row is None else float(np.linalg.norm(row))
            if row is None or row.shape[0] != self.dim or norm == 0.0:
                self._group_vectors.pop(gid, None)
            else:
                self._group_vectors[gid] = row / norm  # unit length: GROUP_CONTEXT is a share of a unit vector
        self._tree_cache = None

    def _kill(self, memory_id: int) -> None:
        self._tree_cache = None
        position = self._id_index.get(memory_id)
        if position is not None:
            if self._chunks.pop(position, None) is not None:
                self._chunk_stack = None
            if self._passages.pop(position, None) is not None:
                self._passage_stack = None
            for token in set(tokens(self.docs[position].memo)):
                self._memo_postings.get(token, set()).discard(position)
            self._memo_terms.pop(position, None)
            self._dead.add(position)
            self._columns["live"][position] = False

    def _set_dynamics(self, index: int, doc: MemoryDoc) -> None:
        c = self._columns
        c["strength"][index] = doc.strength
        c["recalled"][index] = (doc.last_recalled or doc.captured_at).timestamp()
        c["consolidation"][index] = doc.consolidation

    def _vector(self, vec: Any) -> npt.NDArray[np.float32] | None:
        if vec is None:
            return None
        row = np.asarray(vec, dtype=np.float32).reshape(-1)
        if row.shape[0] != self.dim and not self._has_dense:  # the first vector sizes the index
            self.dim = int(row.shape[0])
            capacity = len(self._columns["times"])
            for name in ("content", "memo"):
                self._columns[name] = np.zeros((capacity, self.dim), dtype=np.float32)
        return row if row.shape[0] == self.dim else None  # another model's vector: no dense opinion

    def _grow(self, needed: int) -> None:
        capacity = len(self._columns["times"])
        if needed <= capacity:
            return
        size = max(needed, capacity * 2)
        for name, column in self._columns.items():
            grown = np.zeros((size, *column.shape[1:]), dtype=column.dtype)
            if name == "consolidation":
                grown[:] = 1.0
            grown[:capacity] = column
            self._columns[name] = grown

    def _arrays(self) -> dict[str, Any]:
        """Views of the columns over the used slots (no copy)."""
        n = len(self.docs)
        c = self._columns
        return {
            "times": c["times"][:n], "weights": c["weights"][:n], "live": c["live"][:n],
            "strength": c["strength"][:n], "recalled": c["recalled"][:n],
            "consolidation": c["consolidation"][:n], "lengths": c["lengths"][:n], "thought": c["thought"][:n],
            "answers": c["answers"][:n],
            "content": c["content"][:n] if self._has_dense else None,
            "memo": c["memo"][:n] if self._has_dense and self._has_memo else None,
        }

    def _posting(self, token: str) -> Posting | None:
        cache = self._posting_cache
        if token not in cache:
            entries = self._postings.get(token)
            cache[token] = None if not entries else (
                np.fromiter(entries.keys(), dtype=np.int64, count=len(entries)),
                np.fromiter(entries.values(), dtype=np.float64, count=len(entries)),
            )
        result: tuple[npt.NDArray[np.int64], FloatArray] | None = cache[token]
        return result

    def _writing(self, day: date, n: int) -> npt.NDArray[np.bool_]:
        """The memories whose words write `day` ("30 April", "Apr 30th", "2030-04-30"), from the postings."""
        def holding(forms: Iterable[str]) -> npt.NDArray[np.bool_]:
            found = np.zeros(n, dtype=bool)
            for form in forms:
                posting = self._posting(form)
                if posting is not None:
                    found[posting[0]] = True
            return found

        suffix = "th" if 10 <= day.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day.day % 10, "th")
        month = MONTHS[day.month - 1]
        days = holding((str(day.day), f"{day.day}{suffix}"))
        months = holding({month, month[:3], *(("sept",) if month == "september" else ())})
        return (days & months) | holding((day.isoformat(),))

    # ---- the signals ----------------------------------------------------------------------------
    def contexty_scores(self, query: str, q_tokens: Sequence[str], now: datetime) -> FloatArray:
        """Appendix A for every memory (its recency term alone gives every memory a score)."""
        return self._contexty(query, q_tokens, now)[0]

    def _contexty(self, query: str, q_tokens: Sequence[str], now: datetime,
                  ) -> tuple[FloatArray, npt.NDArray[np.bool_]]:
        arrays = self._arrays()
        n = len(self.docs)
        overlap = np.zeros(n, dtype=np.float64)
        distinct = set(q_tokens)
        for token in distinct:
            posting = self._posting(token)
            if posting is not None:
                overlap[posting[0]] += 1.0
        score = overlap / max(1, len(distinct))
        lowered = query.lower()
        tagged = np.zeros(n, dtype=bool)
        for tag, members in self._tags.items():
            if tag and tag in lowered:
                tagged[members] = True
        score += 0.2 * tagged
        age_days = (now.timestamp() - arrays["times"]) / DAY
        score += 0.15 * np.clip(1.0 - age_days / 30.0, 0.0, None)
        result: FloatArray = score * arrays["weights"]
        return result, (overlap > 0) | tagged

    def name_terms(self, question: str, q_tokens: Sequence[str]) -> list[str]:
        """The question's names: its capitalised words that do not start a sentence ("What did Kemal ask",
        "Everything about Mum's flight") or start it as a possessive ("Kemal's feedback"), as terms of the
        index that are among the question's own terms and no more frequent than NAME_MAX_DF of the memories, with
        the keys that meet the name written in another script ("Tavakoli", "توکلی": transliteration.py)."""
        own = set(q_tokens)
        found: list[str] = []
        limit = max(NAME_MIN_DOCS, NAME_MAX_DF * len(self._id_index))
        for sentence in _SENTENCE_END.split(question):
            for i, match in enumerate(_CAPITALISED.finditer(sentence)):
                first = i == 0 and match.start() == len(sentence) - len(sentence.lstrip())
                if first and not match.group(0).endswith(("'s", "’s")):
                    continue  # a sentence's first word is capitalised anyway ("Kemal's notes" still names Kemal)
                keys = asking_keys(_latin_words(match.group(0)))
                for term in [*(t for t in tokens(match.group(0)) if t in own), *keys]:
                    if term not in found and 0 < len(self._postings.get(term, ())) <= limit:
                        found.append(term)
        return found

    def asked_keys(self, question: str) -> list[str]:
        """The keys of the question's content words that some memory's word in another script has
        (transliteration.py); a key no memory holds would only dilute lexical_coverage."""
        return [k for k in dict.fromkeys(asking_keys(_latin_words(question))) if k in self._postings]

    def quoting(self, question: str, eligible: npt.NDArray[np.bool_]) -> npt.NDArray[np.bool_] | None:
        """Which eligible memories hold a phrase the question quotes, as written (case and spacing aside, on word
        boundaries); None when it quotes nothing or nothing holds it. Only memories holding the phrase's indexed
        terms are read (all eligible ones when the phrase has none: "my bad")."""
        phrases = [" ".join(p.lower().split()) for p in _QUOTED.findall(question)]
        phrases = [p for p in phrases if p]
        if not phrases:
            return None
        holds = np.zeros(len(self.docs), dtype=bool)
        for phrase in phrases:
            candidates = eligible.copy()
            for term in set(tokens(phrase)):
                posting = self._posting(term)
                has = np.zeros(len(self.docs), dtype=bool)
                if posting is not None:
                    has[posting[0]] = True
                candidates &= has
            pattern = re.compile(r"(?<!\w)" + r"\s+".join(re.escape(w) for w in phrase.split()) + r"(?!\w)")
            for i in np.flatnonzero(candidates):
                doc = self.docs[int(i)]
                if pattern.search(doc.memo.lower()) or pattern.search(doc.text.lower()):
                    holds[i] = True
        return holds if holds.any() else None

    def memo_phrase_scores(self, q_tokens: Sequence[str], eligible: npt.NDArray[np.bool_]) -> FloatArray | None:
        """Per eligible memory, the summed idf of the question's adjacent term pairs ("totally forgot") that its memo
        holds side by side in the same order; None when no memo holds one. Only the memories holding both terms
        are read, and a pair more than MEMO_PHRASE_MAX_DOCS memories hold is too common to say anything."""
        pairs = {(a, b) for a, b in pairwise(q_tokens) if a != b}
        n = len(self.docs)
        out = np.zeros(n)
        for a, b in pairs:
            first, second = self._posting(a), self._posting(b)
            if first is None or second is None:
                continue
            both = np.intersect1d(first[0], second[0], assume_unique=True)
            both = both[eligible[both]]
            if both.size == 0 or both.size > MEMO_PHRASE_MAX_DOCS:
                continue
            idf = bm25_idf(n, int(both.size))
            for i in both:
                terms = self._memo_terms.get(int(i), ())
                if (a, b) in pairwise(terms):
                    out[i] += idf
        return out if out.any() else None

    def memo_match_scores(self, q_tokens: Sequence[str], eligible: npt.NDArray[np.bool_]) -> FloatArray | None:
        """Per eligible memory, the share of the question's term weight (idf of each distinct term) its memo alone
        holds, where that share reaches memo_match_share; None when no memo does."""
        distinct = set(q_tokens)
        n = len(self.docs)
        if not distinct or not self._memo_postings:
            return None
        held: dict[int, float] = {}  # only the memos holding a term are read: no pass over every memory
        weights = self._term_weights(distinct)
        total = sum(idf for idf, _posting in weights.values())
        for token, (idf, _posting) in weights.items():
            for position in self._memo_postings.get(token, ()):
                held[position] = held.get(position, 0.0) + idf
        if total <= 0:
            return None
        reached = {p: w / total for p, w in held.items() if eligible[p] and w / total >= self.memo_match_share}
        if not reached:
            return None
        out: FloatArray = np.zeros(n)
        out[np.fromiter(reached, dtype=np.int64, count=len(reached))] = np.fromiter(reached.values(), dtype=np.float64,
                                                                                   count=len(reached))
        return out

    def _term_weights(self, distinct: set[str]) -> dict[str, tuple[float, Posting | None]]:
        """Each distinct query term's BM25 idf over all memories, with its posting (None when no memory holds it):
        the query's term weight that lexical_coverage and the memo list measure shares of."""
        n = len(self.docs)
        weights: dict[str, tuple[float, Posting | None]] = {}
        for token in distinct:
            posting = self._posting(token)
            weights[token] = (bm25_idf(n, 0 if posting is None else len(posting[0])), posting)
        return weights

    def lexical_coverage(self, q_tokens: Sequence[str]) -> float:
        """The largest share of the query's term weight (BM25 idf of each distinct token) that one live
        memory holds; 1.0 for a query without content words."""
        distinct = set(q_tokens)
        n = len(self.docs)
        if not distinct or n == 0:
            return 1.0
        mass = np.zeros(n, dtype=np.float64)
        weights = self._term_weights(distinct)
        total = sum(idf for idf, _posting in weights.values())
        for idf, posting in weights.values():
            if posting is not None:
                mass[posting[0]] += idf
        mass[~self._arrays()["live"]] = 0.0
        return float(mass.max() / total) if total > 0 else 1.0

    def bm25_scores(self, q_tokens: Sequence[str], k1: float = 1.2, b: float = 0.75) -> FloatArray:
        arrays = self._arrays()
        n = len(self.docs)
        scores = np.zeros(n, dtype=np.float64)
        if n == 0:
            return scores
        lengths = arrays["lengths"]
        norm = k1 * (1.0 - b + b * lengths / max(1.0, float(lengths.mean())))
        for token in set(q_tokens):
            posting = self._posting(token)
            if posting is None:
                continue
            idx, tf = posting
            idf = bm25_idf(n, len(idx))
            scores[idx] += idf * tf * (k1 + 1.0) / (tf + norm[idx])
        result: FloatArray = scores * arrays["weights"]
        return result

    def dense_scores(self, query_vec: Any, importance: FloatArray | None = None, *,
                     context: bool = False) -> FloatArray | None:
        """Cosine to the question (content or memo, whichever is closer), + IMPORTANCE_WEIGHT·importance (LUFY-2).
        `context`: the content read in its group's context (GROUP_CONTEXT), when group vectors are set."""
        arrays = self._arrays()
        if arrays["content"] is None or query_vec is None:
            return None
        q = np.asarray(query_vec, dtype=np.float32).reshape(-1)
        if q.shape[0] != self.dim:
            return None
        content = arrays["content"]
        if context and self._group_vectors and self.group_context > 0 and self._groups:
            contextual = self._tree()["contextual"]
            content = content if contextual is None else contextual
        scores = content @ q
        if arrays["memo"] is not None:  # a memory without a memo vector reads 0 there, as a zero row would
            positions, rows = self._memos()
            memo = np.zeros_like(scores)
            memo[positions] = rows @ q
            scores = np.maximum(scores, memo)
        if self._chunks:  # a long capture scores by its closest passage when that is closer than its start
            rows, owners = self._stacked_chunks()
            np.maximum.at(scores, owners, rows @ q)
        result: FloatArray = scores.astype(np.float64)
        if importance is not None:
            result += self.importance_weight * importance
        return result

    def _memos(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.float32]]:
        """The positions that have a memo vector (a non-zero row) and those rows, kept until a vector changes."""
        if self._memo_stack is None:
            memo = self._arrays()["memo"]
            positions = np.flatnonzero(memo.any(axis=1)) if memo is not None else np.zeros(0, dtype=np.int64)
            self._memo_stack = (positions, np.ascontiguousarray(memo[positions]) if memo is not None
                                else np.zeros((0, self.dim), dtype=np.float32))
        return self._memo_stack

    def _stacked_chunks(self) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.int64]]:
        if self._chunk_stack is None:
            positions = sorted(self._chunks)
            rows = np.concatenate([self._chunks[p] for p in positions]).astype(np.float32, copy=False)
            owners = np.repeat(np.asarray(positions, dtype=np.int64), [len(self._chunks[p]) for p in positions])
            self._chunk_stack = (rows, owners)
        return self._chunk_stack

    def importance(self, now: datetime) -> FloatArray:
        """LUFY-1 e^(−Δt/S) per memory at `now`; 0 where the strength S is unknown."""
        arrays = self._arrays()
        strength = arrays["strength"]
        known = np.flatnonzero(strength > 0)  # the exponential only where it is not 0 anyway
        days = np.clip((now.timestamp() - arrays["recalled"][known]) / DAY, 0.0, None)
        result: FloatArray = np.zeros(len(strength))
        result[known] = np.exp(-days / np.maximum(strength[known], 1e-9))
        return result

    # ---- search ---------------------------------------------------------------------------------
    def search(self, question: str, now: datetime, *, limit: int = 10,
               embed: Callable[[str], Any] | None = None, include_archived: bool = False,
               signals: Sequence[str] = DEFAULT_SIGNALS,
               exclude: Iterable[int] = (), queries: Sequence[str] = (), zone: tzinfo | None = None,
               ) -> SearchResult:
        """Rank the memories for `question`, asked at `now`.

        `zone`: the asker's time zone: time words ("this morning") resolve in it (default: `now`'s own
        zone). Stored times are instants, so only the question's reading of the clock changes.

        `queries`: further phrasings of the question (LTM-5, written by a model); each one's lexical
        and dense rankings join the fusion at `GENERATED_WEIGHT` of the question's own weight.
        """
        import time as clock

        timings: dict[str, float] = {}
        started = clock.perf_counter()
        arrays = self._arrays()
        n = len(self.docs)
        if n == 0:
            return SearchResult([], None)
        scope = parse_time_scope(question, now.astimezone(zone) if zone is not None else now)
        content_query = question
        for phrase in scope.matched if scope else ():
            content_query = content_query.lower().replace(phrase, " ")
        content_query = _EXCLUDED.sub(" ", content_query)  # "apart from the huts": not what is asked for
        q_tokens = tokens(content_query)
        keys = self.asked_keys(content_query)  # the question's Latin words, as keys of another script's words
        eligible = arrays["live"].copy() if not include_archived else np.ones(n, dtype=bool)
        if include_archived and self._dead:  # a replaced or removed memory's old slot is never a hit
            eligible[np.fromiter(self._dead, dtype=np.int64, count=len(self._dead))] = False
        for memory_id in exclude:
            index = self._position(memory_id)
            if index is not None:
                eligible[index] = False
        if scope and scope.start is not None:
            in_range = (arrays["times"] >= scope.start.timestamp()) & (arrays["times"] < scope.end.timestamp()) \
                if scope.end is not None else arrays["times"] >= scope.start.timestamp()
            if scope.named_date is not None:  # "the balance on 30 April": a capture writing that date may be about it
                in_range |= self._writing(scope.named_date, n)
            if (in_range & eligible).any():
                eligible &= in_range  # filter; with nothing in range the question's time is only a hint
        candidate_idx = np.flatnonzero(eligible)
        timings["prepare"] = (clock.perf_counter() - started) * 1e3

        raw: dict[str, FloatArray] = {}
        lists: list[tuple[str, FloatArray, float]] = []  # (signal, scores, weight) to fuse
        importance = self.importance(now)
        cosine: FloatArray | None = None
        question_vec: Any = None
        lexical_on = True  # the question's own words join the fusion (not held back by the coverage gate)
        for number, text in enumerate([content_query, *[q for q in queries if q.strip()]]):
            scale = 1.0 if number == 0 else GENERATED_WEIGHT
            words = [*q_tokens, *keys] if number == 0 else tokens(text)
            dense: FloatArray | None = None
            if "dense" in signals and embed is not None:
                t = clock.perf_counter()
                vector = embed(text.strip() or question)
                dense = self.dense_scores(vector, importance, context="group" in signals)
                timings["dense"] = timings.get("dense", 0.0) + (clock.perf_counter() - t) * 1e3
                if dense is not None:
                    if number == 0:
                        raw["dense"], cosine = dense, dense - self.importance_weight * importance
                        question_vec = vector
                    lists.append(("dense", dense, scale * self.weights["dense"]))
                if number == 0 and "passages" in signals and self.weights.get("passages", 0.0) > 0:
                    passages = self.passage_scores(vector)
                    if passages is not None:  # the memories by their closest sentence
                        raw["passages"] = passages
                        lists.append(("passages", passages, self.weights["passages"]))
            lexical_weight = scale
            if dense is not None:  # words no memory covers well: meaning (and time) decide
                t = clock.perf_counter()
                if self.lexical_coverage(words) < MIN_LEXICAL_COVERAGE:
                    lexical_weight = 0.0
                timings["coverage"] = timings.get("coverage", 0.0) + (clock.perf_counter() - t) * 1e3
            if number == 0:
                lexical_on = lexical_weight > 0
            if "contexty" in signals and (number == 0 or words):
                t = clock.perf_counter()
                scores, evidence = self._contexty(text, words, now)
                timings["contexty"] = timings.get("contexty", 0.0) + (clock.perf_counter() - t) * 1e3
                if number == 0:
                    raw["contexty"] = scores
                lists.append(("contexty", np.where(evidence, scores, 0.0), lexical_weight * self.weights["contexty"]))
            if "bm25" in signals and words:
                t = clock.perf_counter()
                scores = self.bm25_scores(words)
                timings["bm25"] = timings.get("bm25", 0.0) + (clock.perf_counter() - t) * 1e3
                if number == 0:
                    raw["bm25"] = scores
                lists.append(("bm25", scores, lexical_weight * self.weights["bm25"]))
        t = clock.perf_counter()
        if "time" in signals and scope is not None:
            times = arrays["times"]
            raw["time"] = -times if scope.order == "first" else times.copy()
            weight = self.weights["time"]
            if scope.order is None and q_tokens:
                weight = 0.5  # a plain range already filtered; content decides the order within it
            lists.append(("time", raw["time"], weight))
        if "recall" in signals and cosine is not None:
            raw["recall"] = self.recall_scores(cosine, now)
            # DYN-1's trigger: a memory is recalled when p_n(t) exceeds k (paper 001, eq. 8); only those
            # memories are ranked by this signal (the rest have no recall to offer, as in the paper)
            triggered = np.where(raw["recall"] >= self.recall_threshold, raw["recall"], 0.0)
            lists.append(("recall", triggered, self.weights.get("recall", 0.0)))
        if "names" in signals and lexical_on and self.weights.get("names", 0.0) > 0:
            named = self.name_terms(question, q_tokens)
            if named:  # BM25 over the question's names alone (NAME_MAX_DF)
                raw["names"] = self.bm25_scores(named)
                lists.append(("names", raw["names"], self.weights["names"]))
        if "answer" in signals and self.weights.get("answer", 0.0) > 0:
            asked = question_kinds(question)
            if asked:  # the memories holding what the question asks for (an amount, a duration)
                holds = (arrays["answers"] & asked) > 0
                if holds.any():
                    base = raw["dense"] + 2.0 if "dense" in raw else raw.get("bm25", np.zeros(n)) + 1.0
                    raw["answer"] = np.where(holds, base, 0.0)
                    lists.append(("answer", raw["answer"], self.weights["answer"]))
        if "quoted" in signals and self.weights.get("quoted", 0.0) > 0:
            holds = self.quoting(question, eligible)
            if holds is not None:  # the memories holding a phrase the question quotes
                base = raw["dense"] + 2.0 if "dense" in raw else raw.get("bm25", np.zeros(n)) + 1.0
                raw["quoted"] = np.where(holds, base, 0.0)
                lists.append(("quoted", raw["quoted"], self.weights["quoted"]))
        if "phrases" in signals and lexical_on and self.weights.get("phrases", 0.0) > 0:
            held = self.memo_phrase_scores(q_tokens, eligible)
            if held is not None:  # the person's own wording, unquoted: by the pairs' idf, then closeness
                closeness = np.clip(raw["dense"], -1.0, 1.0) * 0.01 if "dense" in raw else 0.0
                raw["phrases"] = np.where(held > 0, held + closeness, 0.0)
                lists.append(("phrases", raw["phrases"], self.weights["phrases"]))
        if "memo" in signals and lexical_on and self.weights.get("memo", 0.0) > 0:
            held = self.memo_match_scores(q_tokens, eligible)
            if held is not None:  # a memo in the question's words: by its share, then closeness
                closeness = np.clip(raw["dense"], -1.0, 1.0) * 0.01 if "dense" in raw else 0.0
                raw["memo"] = np.where(held > 0, held + closeness, 0.0)
                lists.append(("memo", raw["memo"], self.weights["memo"]))
        if "group" in signals and self._groups:
            t_group = clock.perf_counter()
            members = self._group_list(q_tokens, question_vec, eligible, raw.get("dense"))
            if members is not None:
                lists.append(("group", members, self.weights["group"]))
            timings["group"] = (clock.perf_counter() - t_group) * 1e3
        fused, ranks = self._fuse(lists, candidate_idx)
        if "siblings" in signals and self._groups and self.sibling_share > 0:
            self._propagate_to_siblings(fused, eligible)
        if "session" in signals and SESSION_WORDS & set(q_tokens) and arrays["thought"].any():
            thoughts = np.flatnonzero(arrays["thought"] & (fused > 0))
            if thoughts.size:  # the session's thoughts first, in their own fused order
                order = thoughts[np.argsort(-fused[thoughts], kind="stable")][:POOL]
                fused[order] += self.weights["session"] / (self.rrf_k + np.arange(1, order.size + 1))
                ranks["session"] = {int(i): r for r, i in enumerate(order)}
        if "bm25" in raw and raw["bm25"].max() > 0:  # equal fused scores: the stronger term match first
            fused += 1e-6 * (fused > 0) * raw["bm25"] / raw["bm25"].max()
        pool = np.flatnonzero(fused > 0)
        top = min(limit, pool.size)
        hits: list[Hit] = []
        if top:
            fill = "fill" in signals and self._groups and self.fill_need > 0
            wanted = max(top, FILL_HEAD) if fill else top
            best = pool[np.argpartition(-fused[pool], wanted - 1)[:wanted]] if wanted < pool.size else pool
            best = best[np.argsort(-fused[best], kind="stable")]
            scores_by_position = fused[best][:top]
            if fill:
                best = self._fill_from_group(best, pool, fused, top)
            for i, score in zip(best[:top], scores_by_position, strict=False):
                index = int(i)
                hits.append(Hit(
                    self.docs[index].id, float(score),
                    {name: 1.0 if name == "time" else float(scores[index]) for name, scores in raw.items()},
                    {name: r[index] + 1 for name, r in ranks.items() if index in r},
                ))
        timings["fuse"] = (clock.perf_counter() - t) * 1e3
        timings["total"] = (clock.perf_counter() - started) * 1e3
        return SearchResult(hits, scope, timings)

    def _fuse(self, lists: Sequence[tuple[str, FloatArray, float]], candidate_idx: npt.NDArray[np.intp],
              ) -> tuple[FloatArray, dict[str, dict[int, int]]]:
        """Reciprocal rank fusion Σ w / (k + rank) over each list's top POOL eligible candidates.
        A lexical list ranks only the memories it has evidence for (a score above zero)."""
        fused = np.zeros(len(self.docs), dtype=np.float64)
        ranks: dict[str, dict[int, int]] = {}
        if candidate_idx.size == 0:
            return fused, ranks
        for name, scores, weight in lists:
            sub = scores[candidate_idx]
            order_pool = candidate_idx
            if name in EVIDENCE_ONLY:  # no evidence: no opinion
                keep = sub > 0
                order_pool, sub = candidate_idx[keep], sub[keep]
            if sub.size == 0 or weight <= 0:
                continue
            top = min(POOL, sub.size)
            part = np.argpartition(-sub, top - 1)[:top]
            ordered = order_pool[part[np.argsort(-sub[part], kind="stable")]]
            if name not in ranks:  # the question's own ranking explains a hit
                ranks[name] = {int(i): r for r, i in enumerate(ordered)}
            fused[ordered] += weight / (self.rrf_k + np.arange(1, ordered.size + 1))
        return fused, ranks

    # ---- the tree ---------------------------------------------------------------------------------
    def _tree(self) -> dict[str, Any]:
        """Per group: its words (name, summary, parent path) as term counts, its members (subgroups'
        included) and its members' centroid vector; per doc: its group's position. Cached until a doc,
        vector or group changes."""
        if self._tree_cache is not None:
            return self._tree_cache
        gids = list(self._groups)
        position = {g: i for i, g in enumerate(gids)}
        terms: list[dict[str, int]] = []
        for gid in gids:
            counts: dict[str, int] = {}
            path = self._group_path(gid)
            for j, group in enumerate(path):  # its own name and summary count most, its parents' names less
                for token in tokens(group.name) + (tokens(group.summary) if j == 0 else []):
                    counts[token] = counts.get(token, 0) + (2 if j == 0 else 1)
            terms.append(counts)
        n = len(self.docs)
        own = np.full(n, -1, dtype=np.int64)
        rows: list[int] = []
        cols: list[int] = []
        for i, doc in enumerate(self.docs):
            if i in self._dead or doc.group is None or doc.group not in position:
                continue
            own[i] = position[doc.group]
            for group in self._group_path(doc.group):
                rows.append(position[group.id])
                cols.append(i)
        member_of = (np.asarray(rows, dtype=np.int64), np.asarray(cols, dtype=np.int64))
        centroids = None
        content = self._arrays()["content"]
        if content is not None and gids:
            sums = np.zeros((len(gids), content.shape[1]), dtype=np.float32)
            np.add.at(sums, member_of[0], content[member_of[1]])
            norms = np.linalg.norm(sums, axis=1, keepdims=True)
            centroids = np.where(norms > 0, sums / np.maximum(norms, 1e-9), 0.0).astype(np.float32)
        lengths = np.array([sum(c.values()) for c in terms], dtype=np.float64)
        df: dict[str, int] = {}
        for counts in terms:
            for token in counts:
                df[token] = df.get(token, 0) + 1
        by_group = {int(g): np.flatnonzero(own == g) for g in np.unique(own[own >= 0])}
        # each group's members (subgroups' included) in position order, split once rather than per question
        by_row = np.argsort(member_of[0], kind="stable")
        members = np.split(member_of[1][by_row], np.cumsum(np.bincount(member_of[0], minlength=len(gids)))[:-1])
        self._tree_cache = {"gids": gids, "terms": terms, "df": df, "lengths": lengths, "own": own,
                            "member_of": member_of, "members": members, "centroids": centroids, "by_group": by_group,
                            "contextual": self._contextual(content, gids, own)}
        return self._tree_cache

    def _contextual(self, content: Any, gids: Sequence[int], own: npt.NDArray[np.int64],
                    ) -> npt.NDArray[np.float32] | None:
        """Content vectors read in their group's context: content + group_context x group vector, renormalised
        (a memory without a group, a group vector or a content vector keeps its own)."""
        if content is None or not self._group_vectors or self.group_context <= 0:
            return None
        table = np.zeros((len(gids) + 1, content.shape[1]), dtype=np.float32)  # last row: no group vector
        for g, gid in enumerate(gids):
            vector = self._group_vectors.get(gid)
            if vector is not None:
                table[g] = vector
        mixed = content + self.group_context * table[own]  # own == -1 reads the zero row
        has_content = np.abs(content).sum(axis=1) > 0
        norms = np.linalg.norm(mixed, axis=1, keepdims=True)
        result: npt.NDArray[np.float32] = np.where(has_content[:, None] & (norms > 0), mixed / np.maximum(norms, 1e-9),
                                                   content).astype(np.float32)
        return result

    def _group_path(self, group_id: int) -> list[IndexGroup]:
        path: list[IndexGroup] = []
        current: int | None = group_id
        while current is not None and current in self._groups and len(path) < 32:
            path.append(self._groups[current])
            current = self._groups[current].parent_id
        return path

    def _group_list(self, q_tokens: Sequence[str], question_vec: Any, eligible: npt.NDArray[np.bool_],
                    dense: FloatArray | None = None) -> FloatArray | None:
        """Scores for the "group" list: members of the best groups, by group rank, then within a group by
        their own closeness to the question (dense; without vectors, in the group's order)."""
        tree = self._tree()
        gids = tree["gids"]
        if not gids:
            return None
        count = len(gids)
        lexical = np.zeros(count)
        lengths = tree["lengths"]
        norm = 1.2 * (0.25 + 0.75 * lengths / max(1.0, float(lengths.mean())))
        for token in set(q_tokens):
            df = tree["df"].get(token, 0)
            if not df:
                continue
            idf = bm25_idf(count, df)
            for g, counts in enumerate(tree["terms"]):
                tf = counts.get(token, 0)
                if tf:
                    lexical[g] += idf * tf * 2.2 / (tf + norm[g])
        score = np.zeros(count)
        if lexical.max() > 0:
            order = np.argsort(-lexical, kind="stable")
            order = order[lexical[order] > 0]
            score[order] += 1.0 / (self.rrf_k + np.arange(1, order.size + 1))
        centroids = tree["centroids"]
        if centroids is not None and question_vec is not None:
            q = np.asarray(question_vec, dtype=np.float32).reshape(-1)
            if q.shape[0] == centroids.shape[1]:
                order = np.argsort(-(centroids @ q), kind="stable")
                score[order] += 1.5 / (self.rrf_k + np.arange(1, order.size + 1))
        if score.max() <= 0:
            return None
        best = np.argsort(-score, kind="stable")[:TOP_GROUPS]
        best = best[score[best] > 0]
        out = np.zeros(len(self.docs))
        for rank, g in enumerate(best):
            members = tree["members"][g]
            members = members[eligible[members]]
            own = np.clip(dense[members], -1.0, 1.0) * 0.5 if dense is not None else 0.0
            out[members] = np.maximum(out[members], float(TOP_GROUPS - rank) + own)  # cosine < 2: ranks stay
        return out if out.any() else None

    def _fill_from_group(self, ranked: npt.NDArray[np.intp], pool: npt.NDArray[np.intp], fused: FloatArray,
                         limit: int) -> npt.NDArray[np.intp]:
        """`ranked` (the best of `pool`, every memory with a fused score, in fused order) when its first
        FILL_HEAD concentrate in one group: the head, then that group's other members in fused order, then
        the rest; otherwise `ranked` as it is."""
        own = self._tree()["own"]
        head = ranked[:FILL_HEAD]
        groups = own[head]
        groups = groups[groups >= 0]
        if groups.size == 0:
            return ranked
        counts = np.bincount(groups)
        best = int(np.argmax(counts))
        if counts[best] < self.fill_need:
            return ranked
        members = pool[own[pool] == best]
        members = members[~np.isin(members, head)]
        members = members[np.argsort(-fused[members], kind="stable")][:limit]
        rest = ranked[head.size:]
        return np.concatenate([head, members, rest[own[rest] != best]])

    def _propagate_to_siblings(self, fused: FloatArray, eligible: npt.NDArray[np.bool_]) -> None:
        """Each memory of a group gains sibling_share x the best fused score of its group's other members."""
        tree = self._tree()
        own = tree["own"]
        scored = np.flatnonzero((fused > 0) & (own >= 0))
        if scored.size == 0:
            return
        count = len(tree["gids"])
        groups = own[scored]
        first = np.zeros(count)
        np.maximum.at(first, groups, fused[scored])
        is_top = fused[scored] >= first[groups]  # the best member of its group (ties: all of them)
        second = np.zeros(count)
        rest = ~is_top
        np.maximum.at(second, groups[rest], fused[scored][rest])
        tied = np.bincount(groups[is_top], minlength=count) > 1  # two best members: each other's best
        second = np.where(tied, first, second)
        members = np.flatnonzero((own >= 0) & eligible)
        bonus = first[own[members]]
        top_members = fused[members] >= bonus  # a group's best member gets its runner-up's score
        bonus = np.where(top_members, second[own[members]], bonus)
        fused[members] += self.sibling_share * bonus

    def recall_scores(self, dense: FloatArray, now: datetime) -> FloatArray:
        """DYN-1 recall probability p_n(t) per memory: r = cosine to the question (clipped to [0, 1]),
        t = days since the memory was last recalled (or captured), g_n its consolidation.
        Memories used in answers consolidate and so keep a higher p for longer."""
        arrays = self._arrays()
        close = np.flatnonzero(dense > 0)  # r = 0 gives p = 0: the exponentials only where r > 0
        r = np.minimum(dense[close], 1.0)
        t = np.clip((now.timestamp() - arrays["recalled"][close]) / DAY, 0.0, None)
        g = np.maximum(arrays["consolidation"][close], 1e-6)
        result: FloatArray = np.zeros(len(dense))
        result[close] = (1.0 - np.exp(-r * np.exp(-t / g))) / (1.0 - math.exp(-1.0))
        return result

    def _position(self, memory_id: int) -> int | None:
        return self._id_index.get(memory_id)


def group_context_text(path: Sequence[IndexGroup]) -> str:
    """A group's context as embedded for GROUP_CONTEXT: its names from its own up to the root."""
    return " ".join(g.name for g in path if g.name.strip())


def adaptive_cutoff(scores: Sequence[float], *, factor: float = 0.8, min_keep: int = 1) -> int:
    """How many of a descending ranking to keep (LTM-5): cut at the first gap, after `min_keep`
    results, that exceeds factor·std of all the gaps."""
    if len(scores) <= min_keep:
        return len(scores)
    gaps = [scores[i] - scores[i + 1] for i in range(len(scores) - 1)]
    spread = float(np.std(gaps))
    if spread == 0.0:
        return len(scores)
    for i, gap in enumerate(gaps):
        if i + 1 >= min_keep and gap > factor * spread:
            return i + 1
    return len(scores)
