"""What the question's words mean to retrieval (issue 13, fifth session): names named in a question, possessives
and hyphenated words, and order words that are about something other than the captures."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from contexty_qt.core.model import SourceType
from contexty_qt.core.retrieval.engine import DEFAULT_SIGNALS, MemoryDoc, RetrievalIndex, tokens
from contexty_qt.core.retrieval.timeexpr import parse_time_scope

NOW = datetime(2026, 10, 6, 21, 0, tzinfo=UTC)


def doc(id: int, text: str, days: float = 1.0) -> MemoryDoc:
    return MemoryDoc(id, SourceType.SNIPPET, NOW - timedelta(days=days), text)


def busy_index() -> RetrievalIndex:
    """Three messages from Kemal among cards that share the question's common words (ask, change, add, work)."""
    docs = [doc(1, "Kemal: one thing, the cup stamp has to work in one colour on kraft cups"),
            doc(2, "Kemal: could the sun be a bit more orange, less yellow?"),
            doc(3, "Kemal: these are perfect, could you also do a round sticker for the bags")]
    docs += [doc(10 + i, f"interview prep {i}: ask them how they work, what they would change or add to the "
                         f"team, and how work gets reviewed") for i in range(4)]
    docs += [doc(40 + i, f"cafe menu board draft {i}, print at A1") for i in range(50)]
    return RetrievalIndex(docs)


def test_a_name_in_the_question_brings_the_memories_that_hold_it() -> None:
    question = "What did Kemal ask me to change or add after seeing my work?"
    index = busy_index()
    without = [s for s in DEFAULT_SIGNALS if s != "names"]
    assert set(index.search(question, NOW, limit=3, signals=without).ids()) != {1, 2, 3}  # the common words win
    assert set(index.search(question, NOW, limit=3).ids()) == {1, 2, 3}


def test_names_are_capitalised_words_inside_a_sentence_held_by_few_memories() -> None:
    index = busy_index()
    question = "What did Kemal ask me? Interview prep notes"
    # "What" and "Interview" start their sentences; "kemal" is rare
    assert index.name_terms(question, tokens(question)) == ["kemal"]
    # a word most memories hold is no name to search by, capitalised or not
    assert index.name_terms("Where is the Cafe menu?", tokens("Where is the Cafe menu?")) == []
    # a possessive names its owner even at the start ("Kemal's ..."); another first word does not
    assert index.name_terms("Kemal's feedback on the cup?", tokens("Kemal's feedback on the cup?")) == ["kemal"]
    assert index.name_terms("Kemal feedback on the cup?", tokens("Kemal feedback on the cup?")) == []
    # lower-case questions have no names: the other lists still read every word
    assert index.name_terms("what did kemal ask", tokens("what did kemal ask")) == []


def test_a_possessive_meets_its_noun_and_a_hyphenated_word_its_forms() -> None:
    assert "mum" in tokens("Everything about Mum's flight")
    assert {"e-bikes", "ebik", "bike"} <= set(tokens("Which e-bikes have I looked at?"))
    index = RetrievalIndex([doc(1, "Mum lands 12 Nov at T1, aisle seat"), doc(2, "Ebike shortlist: Velectrix, Reid"),
                            doc(3, "Grocery list")])
    assert index.search("Mum's arrival", NOW, limit=1).ids() == [1]
    assert index.search("e-bike shortlist", NOW, limit=1).ids() == [2]


def test_an_order_word_orders_captures_only_when_it_is_about_them() -> None:
    for question in ("What was the first thing I saved yesterday?", "the last one I copied", "the oldest note",
                     "What did I look at first on Monday?", "the earliest stuff I captured on Monday"):
        scope = parse_time_scope(question, NOW)
        assert scope is not None and scope.order in ("first", "last"), question
    for question in ("How much will the cafe hand over as the first half upfront?",
                     "How many minutes did my first commute back from the store take?",
                     "How long should I rehearse at the keyboard at first?",
                     "When was the sourdough kid's last call?"):
        scope = parse_time_scope(question, NOW)
        assert scope is None or scope.order is None, question


def test_a_question_asking_for_an_amount_or_a_duration_lists_the_memories_holding_one() -> None:
    from contexty_qt.core.retrieval.engine import answer_kinds, question_kinds

    assert question_kinds("How much will the cafe hand over upfront?") == 1
    assert question_kinds("What did fixing the light cost in the end?") == 1
    assert question_kinds("How long until switching loans pays for itself?") == 3  # a duration, and "pays"
    assert question_kinds("Which logo did Kemal pick?") == 0
    # money asked for in other words (tenth session): what a policy reimbursed, what something set me back
    assert question_kinds("What did the pet policy end up reimbursing for the tooth surgery?") == 1
    assert question_kinds("What did the overnight stays set me back altogether?") == 1
    assert question_kinds("Which box did I set back on the shelf?") == 0
    assert answer_kinds("Deposit 50% of quote Q-2026-14: $1,575.00 + GST") == 1
    assert answer_kinds("Lodge it by 28 October, about 14 months to break even") == 2
    assert answer_kinds("£80k–£100k + equity") == 1 and answer_kinds("a 12 000 EUR budget") == 1
    assert answer_kinds("the sun a bit more orange") == 0
    # a budget line without a currency sign: thousands and cents (tenth session); not a distance or a rate
    assert answer_kinds("Retail sales tax 15%   4,350.00") == 1
    assert answer_kinds("142,000 km, rates from 7.49%") == 0
    docs = [doc(1, "Arapahoe Auto Works: your Outback is ready. Total $315.62 for the fix, bike over after 3:30")]
    docs += [doc(10 + i, f"check engine light fix notes {i}: the light came back on, fixing it in the end")
             for i in range(4)]
    docs += [doc(30 + i, f"garden compost note {i}") for i in range(30)]
    index = RetrievalIndex(docs)
    question = "What did fixing the check engine light cost in the end?"
    without = [s for s in DEFAULT_SIGNALS if s != "answer"]
    assert 1 not in index.search(question, NOW, limit=2, signals=without).ids()
    assert 1 in index.search(question, NOW, limit=2).ids()


def test_a_quoted_phrase_brings_the_memories_that_hold_it_as_written() -> None:
    """"my bad" is two stopwords: only the quoted-phrase list finds the memo that says it (seventh session's misses)."""
    docs = [MemoryDoc(1, SourceType.SNIPPET, NOW - timedelta(days=2), "Graham: linings are fibrous plaster, not GIB",
                      memo="35% then. fibrous plaster not GIB, my bad")]
    docs += [doc(10 + i, f"where to write the report {i}: a bad draft is fine, my notes later") for i in range(30)]
    index = RetrievalIndex(docs)
    question = "Where did I write 'my bad'?"
    assert index.search(question, NOW, limit=5).ids()[0] == 1
    assert 1 not in index.search(question, NOW, limit=5, signals=[s for s in DEFAULT_SIGNALS if s != "quoted"]).ids()
    eligible = np.ones(len(index.docs), dtype=bool)
    assert index.quoting("What did I write about it?", eligible) is None  # nothing quoted
    assert index.quoting("Where did I write “not my pipes”?", eligible) is None  # quoted, held by none
    assert list(np.flatnonzero(index.quoting('what made me write "My  Bad"', eligible))) == [0]  # case, spacing


def memo_doc(id: int, text: str, memo: str) -> MemoryDoc:
    return MemoryDoc(id, SourceType.SNIPPET, NOW - timedelta(days=2), text, memo=memo)


def test_a_memo_holding_two_question_terms_side_by_side_is_listed() -> None:
    """The person's wording recalled without quotation marks (tenth session, fresh-9's memo misses): "totally forgot"
    side by side in a memo, in the question's order; not apart, not reversed, not in a capture's text."""
    docs = [memo_doc(1, "Buying a used vehicle privately: the buyer pays the 15% sales tax",
                     "15% on 30k is 4500!! totally forgot that"),
            memo_doc(2, "Race kit laid out", "forgot the gels, totally fine"),  # both terms, reversed
            memo_doc(3, "Packing list", "totally sure I forgot nothing"),  # both terms, apart
            memo_doc(4, "Totally forgot the dentist, rebooked for Friday", ""),  # side by side in the text only
            memo_doc(5, "Grocery list", "milk, eggs")]
    index = RetrievalIndex(docs)
    eligible = np.ones(len(index.docs), dtype=bool)
    question = "What had I totally forgot?"
    held = index.memo_phrase_scores(tokens(question), eligible)
    assert held is not None and list(np.flatnonzero(held)) == [0]
    assert index.memo_phrase_scores(tokens("What did I forget about milk?"), eligible) is None  # one term: no pair
    eligible[0] = False  # an archived or excluded memory is not listed
    assert index.memo_phrase_scores(tokens(question), eligible) is None
    # in the fusion: without the list, the shorter memo holding both words apart ranks first
    hit = index.search(question, NOW, limit=5).hits[0]
    # (the memo list too, which also ranks that memo first: it holds every term of the question)
    without = index.search(question, NOW, limit=5,
                           signals=[s for s in DEFAULT_SIGNALS if s not in ("phrases", "memo")]).ids()
    assert hit.memory_id == 1 and hit.ranks["phrases"] == 1 and without[0] == 3


def test_a_replaced_or_removed_memos_phrases_go_with_it() -> None:
    index = RetrievalIndex([memo_doc(1, "Pre-approval request: dental illness", "checkup in march, thank god")])
    question = "What was I saying thank god about?"
    eligible = np.ones(1, dtype=bool)
    assert index.memo_phrase_scores(tokens(question), eligible) is not None
    index.add(memo_doc(1, "Pre-approval request: dental illness", "checkup in march"))  # the memo edited
    assert index.memo_phrase_scores(tokens(question), np.ones(len(index.docs), dtype=bool)) is None
    index.add(memo_doc(2, "Claim decision", "thank god, 683 back"))
    index.remove(2)
    assert index.memo_phrase_scores(tokens(question), np.ones(len(index.docs), dtype=bool)) is None


def test_memo_words_count_memo_boost_times_in_bm25(monkeypatch: pytest.MonkeyPatch) -> None:
    """MEMO_BOOST is read when a memory is indexed (add): the same word weighs more in a memo than in the text."""
    from contexty_qt.core.retrieval import engine

    in_text, in_memo = memo_doc(1, "thank you note", ""), memo_doc(2, "note", "thank")
    scores = RetrievalIndex([in_text, in_memo]).bm25_scores(["thank"])
    assert scores[1] > scores[0] > 0
    monkeypatch.setattr(engine, "MEMO_BOOST", 1)  # counted once: the memo word is an ordinary word
    index = RetrievalIndex([in_text, in_memo])
    assert index._postings["thank"] == {0: 1, 1: 1}


def test_a_memo_holding_the_questions_words_is_listed_by_their_share() -> None:
    """A memo in the question's own words (thirteenth session, fresh-12's memo miss: "What am I framing?" and the memo
    "framing this") is listed by the share of the question's term weight the memo alone holds, from MEMO_MATCH_SHARE
    up; the same word in a capture's text is not a memo match."""
    docs = [memo_doc(1, "12U final standings, all-tournament team", "ELI ON THE ALL-TOURNAMENT TEAM. framing this"),
            memo_doc(2, "Picture framing shop, custom frames from $40", ""),  # the word in the text only
            memo_doc(3, "Hallway wall", "need a frame for the poster and nails"),  # a memo holding part of a question
            memo_doc(4, "Grocery list", "milk, eggs")]
    index = RetrievalIndex(docs)
    eligible = np.ones(len(index.docs), dtype=bool)
    held = index.memo_match_scores(tokens("What am I framing?"), eligible)
    assert held is not None and list(np.flatnonzero(held)) == [0, 2] and held[0] == held[2] == 1.0
    # two terms, only one of them in memo 3: below the share, not listed
    held = index.memo_match_scores(tokens("Which poster am I framing for the tournament?"), eligible)
    assert held is None or not held[2]
    eligible[0] = False  # an archived or excluded memory is not listed
    held = index.memo_match_scores(tokens("What am I framing?"), eligible)
    assert held is not None and list(np.flatnonzero(held)) == [2]
    hit = index.search("What am I framing?", NOW, limit=5).hits
    assert "memo" in hit[0].ranks or "memo" in hit[1].ranks


def test_a_replaced_or_removed_memos_words_leave_the_memo_list() -> None:
    index = RetrievalIndex([memo_doc(1, "Standings", "framing this")])
    everyone = np.ones(1, dtype=bool)
    assert index.memo_match_scores(tokens("What am I framing?"), everyone) is not None
    index.add(memo_doc(1, "Standings", "great game"))  # the memo edited
    assert index.memo_match_scores(tokens("What am I framing?"), np.ones(len(index.docs), dtype=bool)) is None
    index.add(memo_doc(2, "Poster", "framing it"))
    index.remove(2)
    assert index.memo_match_scores(tokens("What am I framing?"), np.ones(len(index.docs), dtype=bool)) is None


def test_a_name_in_latin_letters_finds_it_written_in_another_script() -> None:
    """An English question names the landlord "Tavakoli" and the Serbian foreman "Đorđević"; the captures write
    "توکلی" (Persian: no short vowels) and "Ђорђевић" (Cyrillic). Their Latin keys meet; no dense model is given."""
    docs = [doc(1, "آقای توکلی (صاحبخانه): قرارداد شما ۳۱ اردیبهشت تموم میشه"),
            doc(2, "Горан Ђорђевић: кутије од 1 до 14 су спремне"),
            doc(3, "سند خانه و قرارداد اجاره"),  # another Persian capture, about the same lease: no name in it
            *(doc(10 + i, f"site diary {i}: props, scaffolding and the tower") for i in range(20))]
    index = RetrievalIndex(docs)
    assert index.search("What did Tavakoli say about the contract?", NOW, limit=1).ids() == [1]
    assert index.search("What did Goran Đorđević send me?", NOW, limit=1).ids() == [2]
    assert index.search("what did Djordjevic send", NOW, limit=1).ids() == [2]
    # the key is a name of the question: the names list finds it
    assert index.name_terms("What did Tavakoli say?", tokens("What did Tavakoli say?")) == ["~twkl"]


def test_latin_words_never_meet_each_other_through_their_keys() -> None:
    """Only words of another script are indexed by key, so "letter" does not find "later" (both "ltr")."""
    from contexty_qt.core.retrieval.transliteration import asking_keys, foreign_keys, skeleton

    assert skeleton("letter") == skeleton("later") == "ltr"
    assert foreign_keys(["later", "letter", "Tokyo"]) == []
    assert foreign_keys(["توکلی", "北京", "Марковић"]) == ["~twkl", "~mrkwc"]  # unspaced scripts: no key
    assert asking_keys(["Tavakoli", "توکلی", "Marković", "to"]) == ["~twkl", "~mrkwc"]
    index = RetrievalIndex([doc(1, "see you later"), doc(2, "the letter from the bank")])
    assert index.search("the letter", NOW, limit=2).ids() == [2]
    assert index.asked_keys("the letter") == []


def test_a_latin_word_meets_it_with_or_without_its_accents() -> None:
    """A question typed without accents finds the capture that has them, and the other way round: "Brasov" finds
    "Brașov", "Lodz" finds "Łódź", "café" finds "cafe"; a word of another script keeps its letters."""
    docs = [doc(1, "Bilet tren: Brașov – Sibiu, marți 08:12"),
            doc(2, "Flat viewing in Łódź on Friday"),
            doc(3, "cafe on the corner does the flat whites"),
            *(doc(10 + i, f"site diary {i}: props, scaffolding and the tower") for i in range(20))]
    index = RetrievalIndex(docs)
    assert index.search("When is my train from Brasov?", NOW, limit=1).ids() == [1]
    assert index.search("Which flat in Lodz?", NOW, limit=1).ids() == [2]
    assert index.search("Which café does the flat whites?", NOW, limit=1).ids() == [3]
    assert tokens("Brașov Łódź Ελλάδα") == ["brasov", "lodz", "ελλάδα"]
