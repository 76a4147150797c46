"""CAIM-2 tag ontology: seeded, stored, editable, used to pick tags and extended only when needed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from contexty_qt.core.errors import InvalidInputError, NotFoundError
from contexty_qt.core.llm.offline import AnalysisInput, analyze_offline
from contexty_qt.core.model import Origin, Provenance, SourceType
from contexty_qt.core.ontology import (
    DEFAULT_ONTOLOGY,
    MAX_AI_NODES,
    Ontology,
    normalize_tag,
    parse_outline,
)
from contexty_qt.core.store import Store


@pytest.fixture
def store(data_dir: Path) -> Iterator[Store]:
    with Store(data_dir) as s:
        yield s


@pytest.fixture
def onto(store: Store) -> Ontology:
    return Ontology(store)


def test_default_outline_is_well_formed() -> None:
    rows = parse_outline(DEFAULT_ONTOLOGY)
    names = [name for _depth, name, _kw in rows]
    assert len(names) == len(set(names)), "tag names must be unique across the ontology"
    assert all(name == normalize_tag(name) and "-" not in name for name in names)
    assert {depth for depth, _n, _k in rows} == {1, 2, 3}
    assert {"career", "research", "planning", "shopping"} <= {n for d, n, _k in rows if d == 1}


def test_seeded_on_first_use_and_persisted(data_dir: Path, onto: Ontology, store: Store) -> None:
    assert onto.path("resume") == ["career", "jobsearch", "resume"]
    assert onto.require("resume").level == "attribute" and onto.require("career").level == "category"
    count = len(onto.nodes())
    onto.add("cover-letter", parent="jobsearch")
    store.close()
    with Store(data_dir) as reopened:
        again = Ontology(reopened)
        assert len(again.nodes()) == count + 1  # not re-seeded, the edit kept
        assert again.path("cover-letter") == ["career", "jobsearch", "cover-letter"]


def test_describe_is_a_compact_outline(onto: Ontology) -> None:
    text = onto.describe()
    assert "career > jobsearch: resume, interview, application, salary" in text
    assert "news" in text.splitlines()


def test_editing(onto: Ontology) -> None:
    onto.add("Board Games", parent="household", keywords=["Catan", "chess"])
    assert onto.require("board-games").keywords == ("catan", "chess")
    with pytest.raises(InvalidInputError, match="already exists"):
        onto.add("resume", parent="writing")
    with pytest.raises(InvalidInputError, match="three levels"):
        onto.add("pdf", parent="resume")
    with pytest.raises(NotFoundError):
        onto.add("x", parent="nonexistent")
    with pytest.raises(InvalidInputError, match="single word"):
        onto.add("!!!")
    onto.rename("board-games", "boardgames")
    onto.set_keywords("boardgames", ["monopoly"])
    assert onto.require("boardgames").keywords == ("monopoly",)
    onto.remove("jobsearch")  # children move up: career > resume
    assert onto.path("resume") == ["career", "resume"]
    onto.move("resume", "writing")
    assert onto.path("resume") == ["research", "writing", "resume"]
    with pytest.raises(InvalidInputError, match="under itself"):
        onto.move("research", "writing")
    with pytest.raises(InvalidInputError, match="three levels"):
        onto.move("writing", "literature")


def test_outline_round_trip(onto: Ontology, data_dir: Path) -> None:
    onto.add("boardgames", parent="household", keywords=["catan"])
    outline = onto.to_outline()
    with Store(data_dir / "other") as other_store:
        other = Ontology(other_store)
        other.ensure_seeded()
        assert other.load_outline(outline) == 1  # existing names are left alone: only the new tag
        assert other.to_outline() == outline


def test_offline_match_picks_specific_tags_and_their_category(onto: Ontology) -> None:
    assert onto.match("Updated my CV and resume for the interview at Acme; salary range unclear") == [
        "resume", "interview", "salary", "career"]
    assert onto.match("Two arxiv papers on retrieval augmented generation") == ["paper", "research"]
    assert onto.match("Flights to Lisbon in May, hotel near the old town") == ["flight", "hotel", "planning"]
    assert onto.match("TypeError traceback in my python script") == ["bug", "coding", "software"]
    assert onto.match("") == [] and onto.match("zzz qqq") == []


def test_resolve_keeps_known_maps_keywords_and_extends_sparingly(onto: Ontology) -> None:
    before = len(onto.nodes())
    tags = onto.resolve(["Research", "cv", "quantum", "astrology", "laptop"],
                        [("quantum", "research"), ("astrology", "nowhere"), ("a", "b"), ("c", "research"),
                         ("d", "research")])
    assert tags == ["research", "resume", "quantum", "laptop", "c"]  # "d" over the limit of two new tags
    assert onto.require("quantum").created_by is Origin.AI and onto.path("quantum") == ["research", "quantum"]
    assert len(onto.nodes()) == before + 2


def test_resolve_respects_the_cap_on_ai_tags(onto: Ontology, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("contexty_qt.core.ontology.MAX_AI_NODES", 0)
    assert onto.resolve(["newthing"], [("newthing", "research")]) == []
    assert MAX_AI_NODES > 0


def test_offline_analyzer_snippet(onto: Ontology) -> None:
    item = AnalysisInput(
        source=SourceType.SNIPPET,
        text="Senior Data Engineer at Acme.\nApply by June 30. Salary 120k. We value SQL skills.",
        memo="funding looks thin here? check the salary band",
        provenance=Provenance("Firefox", "Careers — Acme", "https://www.acme.com/jobs/42"),
    )
    result = analyze_offline(item, onto)
    assert result.title == "Senior Data Engineer at Acme."  # from the content; the memo is shown beside it
    assert result.summary == "Senior Data Engineer at Acme. Apply by June 30."
    assert "salary" in result.tags and "career" in result.tags
    # the window title is on the card already: the sentence keeps its lines for the task and the memo
    assert result.user_context.startswith("You saved this in Firefox on acme.com, noting")
    assert "funding looks thin" in result.user_context


def test_offline_tags_need_support_in_the_content(onto: Ontology) -> None:
    ferry = AnalysisInput(source=SourceType.SNIPPET, memo="check the sunday return",
                          ocr_text="Ferry timetable\nDeparts 09:15 Arrives 10:40\nSunday return 17:30",
                          provenance=Provenance("firefox", "Timetable — Mozilla Firefox", "https://ferries.example"))
    result = analyze_offline(ferry, onto)
    assert result.tags == []  # a "return" alone is no warranty, and no tag beats a wrong one
    assert result.title == "Ferry timetable"


def test_offline_analyzer_screenshot_without_text(onto: Ontology) -> None:
    item = AnalysisInput(source=SourceType.OBSERVATION, ocr_text="File Edit\nX\nCompare laptop battery life and price",
                         provenance=Provenance("Chromium", "", "https://rtings.com/laptop"))
    result = analyze_offline(item, onto)
    assert result.title == "Compare laptop battery life and price"
    # a broader tag only with its own word: "compare" says comparison, no word says shopping
    assert "comparison" in result.tags and "shopping" not in result.tags and "warranty" not in result.tags
    assert result.user_context.startswith("You were working in Chromium on rtings.com.")
    bare = analyze_offline(AnalysisInput(source=SourceType.OBSERVATION), onto)
    assert bare.title == "Screen" and bare.summary == "Screenshot." and bare.tags == []


def test_plural_folding_leaves_words_that_only_end_in_s() -> None:
    # "news" folded to "new", so a capture saying "new" met the news tag (a reporter's clip list was tagged news)
    from contexty_qt.core.ontology import _stem

    assert _stem("flights") == "flight" and _stem("papers") == "paper" and _stem("news") == "news"
    assert _stem("news") != _stem("new")
