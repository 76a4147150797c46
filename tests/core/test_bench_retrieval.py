"""bench/retrieval.py reads a conversation in the LoCoMo JSON layout (a tiny hand-made one here; no
such data ships or is downloaded) and reports turn-level evidence recall for every ranker."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bench.retrieval import (
    ENGINE,
    TEST_SET,
    chosen_by_the_other_sets,
    load_locomo,
    locomo_quality,
    parse_locomo_time,
    split_question,
)


def dataset_names(number: int) -> tuple[str, ...]:
    """bench/datasets.py's names for fresh set `number`, as its author writes them (stated here again, not taken from
    the bench, so a wrong lookup there fails these tests)."""
    return (f"FRESH{number}_SNIPPETS", f"FRESH{number}_QUESTIONS", f"fresh{number}_available",
            f"load_fresh{number}_snippets", f"load_fresh{number}_union")

SAMPLE = {
    "sample_id": "tiny",
    "conversation": {
        "speaker_a": "Ana", "speaker_b": "Ben",
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [
            {"speaker": "Ana", "dia_id": "D1:1", "text": "I adopted a grey kitten called Pixel last week."},
            {"speaker": "Ben", "dia_id": "D1:2", "text": "Lovely! I am training for the Berlin marathon."},
            {"speaker": "Ana", "dia_id": "D1:3", "text": "Pixel already sleeps on my keyboard."},
        ],
        "session_2_date_time": "10:02 am on 20 May, 2023",
        "session_2": [
            {"speaker": "Ben", "dia_id": "D2:1", "text": "The marathon went well, 3 hours 41 minutes."},
            {"speaker": "Ana", "dia_id": "D2:2", "text": "I started pottery classes on Tuesdays.",
             "blip_caption": "a photo of a clay bowl"},
        ],
    },
    "qa": [
        {"question": "What is the name of Ana's kitten?", "answer": "Pixel", "evidence": ["D1:1", "D1:3"]},
        {"question": "How long did Ben's marathon take?", "answer": "3:41", "evidence": ["D2:1"]},
        {"question": "Unanswerable", "answer": "", "evidence": []},
    ],
}


def test_locomo_layout_is_read_and_scored(tmp_path: Path) -> None:
    path = tmp_path / "tiny_locomo.json"
    path.write_text(json.dumps([SAMPLE]), encoding="utf-8")
    [(docs, ids, qa)] = load_locomo(path)
    assert len(docs) == 5 and ids["D2:2"] == 5 and len(qa) == 3
    assert docs[0].captured_at == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert "clay bowl" in docs[4].text
    lines = locomo_quality(path, encoder=None, ks=(1, 5))
    assert "2 questions with evidence" in lines[0]
    rows = {line.split("|")[1].strip(): line for line in lines if line.startswith("| ") and "recall" not in line}
    assert set(rows) >= {"Appendix A", "BM25", "fused engine"}
    fused = [float(cell) for cell in rows["fused engine"].strip(" |").split("|")[1:]]
    # without the dense model: "Pixel already sleeps on my keyboard" shares no word with its question but its
    # speaker, "Ana" (the question's "Ana's" meets it since the fifth session): all 4 evidence turns; BM25 alone
    # ranks by the same words, and Appendix A counts overlap only
    assert fused[1] == 1.0


def test_locomo_time_and_question_splitting() -> None:
    assert parse_locomo_time("7:05 pm on 30 June, 2023") == datetime(2023, 6, 30, 19, 5, tzinfo=UTC)
    assert parse_locomo_time("no date") is None
    assert split_question("Why does X clash with Y, and how am I working around it?") == [
        "Why does X clash with Y", "how am I working around it"]
    assert split_question("How much is the card?") == []


def test_validation_questions_are_valid() -> None:
    from bench.datasets import VALIDATION_QUESTIONS, load_questions, load_snippets, problems

    heldout = load_questions(VALIDATION_QUESTIONS)
    assert len(heldout) >= 20
    assert not {q.id for q in heldout} & {q.id for q in load_questions()}
    assert problems(load_snippets(), heldout, min_per_type=5) == []


def test_fresh_test_set_is_valid_and_separate() -> None:
    from bench.datasets import FRESH_QUESTIONS, VALIDATION_QUESTIONS, load_all_snippets, load_questions, problems

    fresh = load_questions(FRESH_QUESTIONS)
    assert len(fresh) >= 35
    assert not {q.id for q in fresh} & {q.id for q in [*load_questions(), *load_questions(VALIDATION_QUESTIONS)]}
    assert {r for q in fresh for r in q.relevant} <= {s.id for s in load_all_snippets() if s.id.startswith("f")}
    assert problems(load_all_snippets(), fresh, min_per_type=7) == []


def test_second_fresh_test_set_is_valid_and_separate() -> None:
    from bench.datasets import (
        FRESH2_QUESTIONS,
        FRESH_QUESTIONS,
        VALIDATION_QUESTIONS,
        load_every_snippet,
        load_questions,
        problems,
    )

    fresh2 = load_questions(FRESH2_QUESTIONS)
    assert len(fresh2) >= 48
    earlier = [*load_questions(), *load_questions(VALIDATION_QUESTIONS), *load_questions(FRESH_QUESTIONS)]
    assert not {q.id for q in fresh2} & {q.id for q in earlier}
    assert {r for q in fresh2 for r in q.relevant} <= {s.id for s in load_every_snippet() if s.id.startswith("g")}
    assert problems(load_every_snippet(), fresh2, min_per_type=10) == []


def test_sentences_split_a_capture_into_parts_of_at_least_three_words() -> None:
    from bench.retrieval_variants import sentences

    text = "Sunny loft in Alfama · 1 bedroom · 1 double bed. Rooftop terrace with river view.\nfirefox"
    assert sentences(text) == ["Sunny loft in Alfama", "1 bedroom 1 double bed.",
                               "Rooftop terrace with river view. firefox"]
    assert sentences("ok") == ["ok"]


def _row(all10: float, n: int, h1: float, h2: float, para: float = 1.0) -> dict[str, float]:
    out: dict[str, float] = {}
    for key, value, count in (("memo", all10, n), ("paraphrase", para, n), ("overall", all10, n), ("half1", h1, 2),
                              ("half2", h2, 2)):
        out |= {f"{key}:all@10": value, f"{key}:any@10": 1.0, f"{key}:n": count}
    return out


def test_variant_rows_show_both_halves_and_each_validation_figure() -> None:
    from bench.retrieval import ablation_markdown

    lines = ablation_markdown(["memo"], {"engine": _row(0.75, 4, 1.0, 0.5)},
                              {"validation": {"engine": _row(0.5, 2, 0.0, 1.0, para=0.25)}, "fresh-2": {}})
    assert lines[0] == "| variant | memo | overall | halves | validation | fresh-2 | validation paraphrase | " \
                       "fresh-2 paraphrase |"
    assert lines[-1] == "| engine | 0.75 (1.00) | 0.75 (1.00) | 2/2, 1/2 | 0.50 |  | 0.25 |  |"


def test_leave_one_set_out_chooses_on_the_other_sets_only() -> None:
    from bench.retrieval import ENGINE, GROUP_CONTEXT_GRID, context_name, leave_one_set_out
    from contexty_qt.core.retrieval import engine

    def name(value: float) -> str:
        return ENGINE if value == engine.GROUP_CONTEXT else context_name(value)

    # set "a" prefers no context, "b" and "c" the largest value
    scores = {"a": {0.0: 1.0}, "b": {GROUP_CONTEXT_GRID[-1]: 0.9}, "c": {GROUP_CONTEXT_GRID[-1]: 0.8}}
    tables = {s: {name(v): _row(scores[s].get(v, 0.5), 4, 1, 1) for v in GROUP_CONTEXT_GRID} for s in scores}
    from bench import retrieval

    labels = retrieval.SET_LABELS
    retrieval.SET_LABELS = {"a": "a", "b": "b", "c": "c"}
    try:
        lines = leave_one_set_out(tables, ("a", "b", "c"))
    finally:
        retrieval.SET_LABELS = labels
    top = f"{GROUP_CONTEXT_GRID[-1]:g}"
    assert lines[2].startswith(f"| a | {top} | 0.50 |")  # chosen by b and c; a itself would have chosen 0
    assert lines[3].startswith("| b | 0 | 0.50 |")  # a and c: 1.0 + 0.5 at 0 beats 0.5 + 0.8 at the top
    assert lines[4].startswith("| c | 0 | 0.50 |")


def test_the_test_set_is_read_only_with_final(monkeypatch: pytest.MonkeyPatch) -> None:
    from bench import datasets, retrieval

    # this session's test set; every earlier one is a validation set (demoting the test set changes this line)
    assert TEST_SET == 32 and "fresh31" in retrieval.VALIDATION_SETS
    not_run = retrieval.test_section(["memo"], None, final=False)
    assert "Not run in this run" in "\n".join(not_run) and f"fresh-{TEST_SET})" in not_run[0]
    test, validation, chosen_on = retrieval.TEST_SETS, retrieval.VALIDATION_SETS, retrieval.QUESTION_SETS
    assert test == (f"fresh{TEST_SET}",)
    # fresh-1 (named "fresh") to the set before the test set, in order, chosen on leave-one-set-out
    assert validation == ("validation", "fresh", *(f"fresh{n}" for n in range(2, TEST_SET)))
    assert chosen_on == ("tuning", *validation)
    labels = retrieval.SET_LABELS
    assert labels == {"tuning": "tuning", "validation": "validation", "fresh": "fresh-1",
                      **{f"fresh{n}": f"fresh-{n}" for n in range(2, TEST_SET + 1)}}
    # a checkout whose datasets module has no names for the test set yet: a clear message, not an ImportError
    for name in dataset_names(TEST_SET):
        monkeypatch.delattr(datasets, name, raising=False)
    monkeypatch.delitem(datasets.ASKED_IN, f"questions_fresh{TEST_SET}.json", raising=False)
    with pytest.raises(SystemExit, match=rf"does not define the test set fresh-{TEST_SET} .*merge main first"):
        retrieval.test_section(["memo"], None, final=True)


def test_the_test_set_is_found_by_its_number(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """test_set(n) reads fresh set n's names in bench/datasets.py; a set no one has written yet (99) says which of
    them are missing, then that its files are, then gives its loader and question file."""
    from bench import datasets, retrieval

    nothing = (r"does not define the test set fresh-99 \(FRESH99_SNIPPETS, FRESH99_QUESTIONS, fresh99_available, "
               r"load_fresh99_snippets, load_fresh99_union, ASKED_IN\['questions_fresh99\.json'\]\); merge main first")
    with pytest.raises(SystemExit, match=nothing):
        retrieval.test_set(99)
    # only some of the names: the missing ones are listed
    monkeypatch.setattr(datasets, "FRESH99_SNIPPETS", tmp_path / "snippets_fresh99.json", raising=False)
    monkeypatch.setitem(datasets.ASKED_IN, "questions_fresh99.json", "UTC")
    with pytest.raises(SystemExit, match=r"fresh-99 \(FRESH99_QUESTIONS, fresh99_available, load_fresh99_snippets, "
                                         r"load_fresh99_union\)"):
        retrieval.test_set(99)
    # the names are there but the files are not
    monkeypatch.setattr(datasets, "FRESH99_QUESTIONS", tmp_path / "questions_fresh99.json", raising=False)
    monkeypatch.setattr(datasets, "fresh99_available", lambda: False, raising=False)
    monkeypatch.setattr(datasets, "load_fresh99_snippets", datasets.load_snippets, raising=False)
    monkeypatch.setattr(datasets, "load_fresh99_union", datasets.load_all_snippets, raising=False)
    with pytest.raises(SystemExit, match=r"snippets_fresh99\.json, questions_fresh99\.json.*merge main first"):
        retrieval.test_set(99)
    # all there: the loader with the clear error, not the bare union, and the question file
    monkeypatch.setattr(datasets, "fresh99_available", lambda: True, raising=False)
    assert retrieval.test_set(99) == (datasets.load_snippets, tmp_path / "questions_fresh99.json")


def test_final_stops_before_the_long_run_when_the_test_set_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    from bench import datasets, retrieval

    for name in dataset_names(TEST_SET):
        monkeypatch.delattr(datasets, name, raising=False)

    def no_long_run(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("the bench started before saying the test set is missing")

    monkeypatch.setattr(retrieval, "Encoder", no_long_run)
    monkeypatch.setattr(retrieval, "snippet_quality", no_long_run)
    monkeypatch.setattr(sys, "argv", ["retrieval.py", "--final", "--no-latency", "--no-conversations"])
    with pytest.raises(SystemExit, match=f"test set fresh-{TEST_SET} "):
        retrieval.main()


@pytest.mark.parametrize("number", range(3, TEST_SET))
def test_earlier_test_sets_are_validation_sets_with_their_loaders(number: int) -> None:
    from bench import datasets, retrieval

    name, questions_file, loader = f"fresh{number}", f"FRESH{number}_QUESTIONS", f"load_fresh{number}_snippets"
    assert name in retrieval.VALIDATION_SETS and retrieval.SET_LABELS[name] == f"fresh-{number}"
    corpora, question_files = retrieval.question_sets()
    assert corpora[name] is getattr(datasets, loader) and question_files[name] == getattr(datasets, questions_file)
    questions = datasets.load_questions(getattr(datasets, questions_file))
    corpus = {s.id for s in getattr(datasets, loader)()}
    assert questions and {r for q in questions for r in q.relevant} <= corpus


def test_the_report_names_sessions_and_sets_in_words() -> None:
    from bench.retrieval import cardinal, earlier_test_set_heading, ordinal, test_set_note

    assert [cardinal(n) for n in (0, 1, 13, 20, 21, 40)] == ["zero", "one", "thirteen", "twenty", "twenty-one",
                                                              "forty"]
    assert [ordinal(n) for n in (1, 2, 3, 4, 5, 8, 9, 12, 15, 16, 20, 21, 22, 23, 30, 39)] == [
        "first", "second", "third", "fourth", "fifth", "eighth", "ninth", "twelfth", "fifteenth", "sixteenth",
        "twentieth", "twenty-first", "twenty-second", "twenty-third", "thirtieth", "thirty-ninth"]
    # what the fourteenth and first sessions' tables were headed, by hand, before the headings were made from numbers
    assert earlier_test_set_heading(14) == (
        "Fourteenth fresh set, now a validation set",
        "bench/data/questions_fresh14.json over all fifteen snippet files; the test set of the fourteenth session, "
        "run once there; since the fifteenth session a validation set whose misses were studied")
    assert earlier_test_set_heading(2)[0] == "Second fresh set, now a third validation set"
    assert earlier_test_set_heading(1)[1].startswith("bench/data/questions_fresh.json over snippets.json + ")
    note = " ".join(test_set_note(16).split())
    assert note.startswith("- The test set is the sixteenth fresh set (fresh-16), written by another engineer before "
                           "the sixteenth session tuned anything")
    assert "Fresh-1 to fresh-15 were the test sets of the first fifteen sessions" in note
    assert note.endswith("(fresh-3's in the fourth, fresh-4's in the fifth, fresh-5's in the sixth, fresh-6's in the "
                         "seventh, fresh-7's in the eighth, fresh-8's in the ninth, fresh-9's in the tenth, fresh-10's "
                         "in the eleventh, fresh-11's in the twelfth, fresh-12's in the thirteenth, fresh-13's in the "
                         "fourteenth, fresh-14's in the fifteenth, fresh-15's in the sixteenth).")


def test_the_third_fresh_set_reports_a_clear_error_when_absent(monkeypatch: pytest.MonkeyPatch,
                                                               tmp_path: Path) -> None:
    from bench import datasets

    monkeypatch.setattr(datasets, "FRESH3_SNIPPETS", tmp_path / "snippets_fresh3.json")
    monkeypatch.setattr(datasets, "FRESH3_QUESTIONS", tmp_path / "questions_fresh3.json")
    assert not datasets.fresh3_available()
    with pytest.raises(FileNotFoundError, match="not in this checkout"):
        datasets.load_fresh3_snippets()


def test_the_bench_embeds_what_the_app_embeds() -> None:
    from bench.datasets import load_snippets
    from bench.retrieval import app_content, snippet_docs

    snippets = load_snippets()[:5]
    docs, _groups, _numeric = snippet_docs(snippets)
    content = app_content(snippets)
    for doc, snippet in zip(docs, snippets, strict=True):
        path = f"{snippet.subtopic} {snippet.task}".replace("_", " ")
        assert path in doc.text  # the searchable text holds the group names, as the service adds them
        assert snippet.text in content(doc) and path not in content(doc)  # the content vector does not
        assert not snippet.url or snippet.url not in content(doc)


def test_the_fill_threshold_is_chosen_on_the_other_sets_preferring_the_more_cautious_value(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from bench import retrieval
    from bench.retrieval import FILL_GRID, fill_leave_one_set_out, fill_name

    monkeypatch.setattr(retrieval, "SET_LABELS", {"a": "a", "b": "b"})
    # "a" gains at 3 and 4 (a tie: the larger, more cautious 4 is chosen), "b" is flat
    scores = {"a": {3: 0.9, 4: 0.9}, "b": {}}
    tables = {s: {fill_name(v): _row(scores[s].get(v, 0.5), 4, 1, 1) for v in FILL_GRID} for s in scores}
    lines = fill_leave_one_set_out(tables, ("a", "b"))
    assert lines[2].startswith(f"| a | {max(FILL_GRID)} | 0.50 |")  # b alone is flat: the largest value
    assert lines[3].startswith("| b | 4 | 0.50 |")  # chosen on a


def test_the_list_weights_are_chosen_on_the_other_sets(monkeypatch: pytest.MonkeyPatch) -> None:
    from bench import retrieval
    from bench.retrieval import ENGINE, list_grid, list_leave_one_set_out, list_name
    from contexty_qt.core.retrieval import engine

    for signal in ("names", "answer"):
        assert 0.0 in list_grid(signal) and list_name(signal, engine.SIGNAL_WEIGHTS[signal]) == ENGINE
    assert list_name("names", 0.0) == "engine without the names list"
    assert list_name("answer", 1.0) == "engine, answer-type list weight 1"
    monkeypatch.setattr(retrieval, "SET_LABELS", {"a": "a", "b": "b"})
    scores = {"a": {1.0: 0.9}, "b": {}}  # "a" gains at the largest weight, "b" is flat: it keeps the smallest
    tables = {s: {list_name("names", v): _row(scores[s].get(v, 0.5), 4, 1, 1) for v in list_grid("names")}
              for s in scores}
    lines = list_leave_one_set_out(tables, ("a", "b"), "names")
    assert lines[2].startswith("| a | 0 | 0.50 |") and lines[3].startswith("| b | 1 | 0.50 |")


def test_final_reports_the_test_set_through_its_lazily_found_loader(monkeypatch: pytest.MonkeyPatch) -> None:
    """--final's path end to end, with a stand-in for the test set (the first snippet file and issue 4's validation
    questions; the real test files are never opened here), without the dense model."""
    from bench import datasets, retrieval

    snippets, questions, available, loader, union = dataset_names(TEST_SET)
    monkeypatch.setattr(datasets, snippets, datasets.DATA_DIR / "snippets.json", raising=False)
    monkeypatch.setattr(datasets, questions, datasets.VALIDATION_QUESTIONS, raising=False)
    monkeypatch.setattr(datasets, available, lambda: True, raising=False)
    monkeypatch.setattr(datasets, loader, datasets.load_snippets, raising=False)
    monkeypatch.setattr(datasets, union, datasets.load_snippets, raising=False)
    # the stand-in's questions keep their own zone
    monkeypatch.setitem(datasets.ASKED_IN, f"questions_fresh{TEST_SET}.json", "UTC")
    lines = retrieval.test_section(["direct", "memo", "multi", "paraphrase", "relative_time"], None, final=True)
    assert lines[0].startswith(f"### Test set: {retrieval.ordinal(TEST_SET)} fresh set (fresh-{TEST_SET}, "
                               "27 questions, bench/data/questions_validation")
    assert "over 119 captures (bench/datasets.py load_snippets)" in lines[0]
    assert f"before the {retrieval.ordinal(TEST_SET)} session tuned anything" in lines[0]
    assert any(line.startswith("| **overall** (27) |") for line in lines)
    assert lines[-2].startswith(f"Targets on the test set (fresh-{TEST_SET}): overall all-relevant recall@10")


def test_a_leave_one_set_out_table_without_its_rows_says_so_instead_of_failing() -> None:
    """--no-dense runs no dense ablation rows: the group-context table said KeyError and stopped the bench."""
    row = {"overall:all@10": 0.5, "overall:any@10": 0.5}
    tables = {"tuning": {ENGINE: row, "off": row}, "validation": {ENGINE: row}}
    lines = chosen_by_the_other_sets(tables, ["tuning", "validation"], [0, 1],
                                     lambda v: "off" if v == 0 else ENGINE, "1", "the part", prefer=lambda v: -v)
    assert len(lines) == 1 and "not measured" in lines[0]
    tables["validation"]["off"] = {"overall:all@10": 0.25, "overall:any@10": 0.25}
    lines = chosen_by_the_other_sets(tables, ["tuning", "validation"], [0, 1],
                                     lambda v: "off" if v == 0 else ENGINE, "1", "the part", prefer=lambda v: -v)
    assert lines[2] == "| tuning | 1 | 0.50 | 0.50 | 0.50 |" and lines[3] == "| validation | 0 | 0.25 | 0.50 | 0.25 |"


def test_the_app_importance_row_gives_each_capture_the_apps_strength_without_touching_the_engine_row() -> None:
    from bench.datasets import load_snippets
    from bench.retrieval import build_index, snippet_docs, snippet_memories, with_app_importance
    from contexty_qt.core.retrieval.dynamics import DynamicsRow, importance_inputs, strength

    snippets = load_snippets()[:6]
    docs, _groups, _numeric = snippet_docs(snippets)
    index = build_index(docs, None)
    lufy = with_app_importance(index, snippets)
    expected = {m.id: strength(importance_inputs(m, DynamicsRow(m.id))) for m in snippet_memories(snippets)}
    assert all(value > 0 for value in expected.values())
    assert {d.id: d.strength for d in lufy.docs} == pytest.approx(expected)
    assert all(d.strength == 0.0 for d in index.docs)  # the engine's own index keeps no importance term
    now = max(s.captured_at for s in snippets)
    assert (lufy.importance(now) > 0).all() and not index.importance(now).any()


def test_subgroup_diversity_lowers_a_subgroups_later_hits() -> None:
    from bench.retrieval import diversified
    from contexty_qt.core.model import SourceType
    from contexty_qt.core.retrieval.engine import IndexGroup, MemoryDoc, RetrievalIndex

    at = datetime(2026, 5, 1, tzinfo=UTC)
    docs = [MemoryDoc(i, SourceType.SNIPPET, at, text, group=group) for i, text, group in (
        (1, "kayak rental kayak paddle kayak", 1), (2, "kayak rental kayak paddle", 1), (3, "kayak rental kayak", 1),
        (4, "kayak rental", 1), (5, "kayak", 2))]
    index = RetrievalIndex(docs)
    index.set_groups([IndexGroup(1, None, "boats"), IndexGroup(2, None, "trips")])
    plain = index.search("kayak rental paddle", at, limit=10).ids()
    assert plain.index(5) > plain.index(4)
    spread = diversified(index, "kayak rental paddle", at, None, 0.5)
    assert sorted(spread) == sorted(plain) and spread.index(5) < spread.index(4)
    assert diversified(index, "kayak rental paddle", at, None, 1.0) == plain


def test_the_row_keeping_excluded_phrases_is_the_engine_before_the_rule() -> None:
    from datetime import UTC, datetime

    from bench.retrieval import _keeping_excluded
    from contexty_qt.core.model import SourceType
    from contexty_qt.core.retrieval import engine

    now = datetime(2027, 4, 1, tzinfo=UTC)
    index = engine.RetrievalIndex([
        engine.MemoryDoc(1, SourceType.SNIPPET, now, "Hut pass: Luxmore Hut and Iris Burn Hut booked, huts confirmed"),
        engine.MemoryDoc(2, SourceType.SNIPPET, now, "Rental car booked"),
        engine.MemoryDoc(3, SourceType.SNIPPET, now, "Bus booked")])
    question = "What have we booked for the trip apart from the huts?"
    rule = engine._EXCLUDED
    assert _keeping_excluded(index, None)(question, now)[0] == 1  # "huts" counted: the hut pass first
    assert engine._EXCLUDED is rule and index.search(question, now).ids()[0] != 1


def test_a_question_set_is_asked_in_the_zone_its_offsets_imply() -> None:
    """Santiago's clocks go forward on 5 September 2027 (-04:00 -> -03:00): questions asked on both sides of the
    change imply the zone, and "Saturday" read in it starts at -04:00, not at the question's own -03:00."""
    from types import SimpleNamespace
    from zoneinfo import ZoneInfo

    from bench.retrieval import asker_zone
    from contexty_qt.core.retrieval.timeexpr import parse_time_scope

    asked = [datetime.fromisoformat(t) for t in ("2027-09-01T09:00:00-04:00", "2027-09-06T09:00:00-03:00")]
    zone = asker_zone([SimpleNamespace(now=t) for t in asked])
    assert zone is not None
    assert all(t.astimezone(zone).utcoffset() == t.astimezone(ZoneInfo("America/Santiago")).utcoffset()
               for t in (asked[0], asked[1], datetime(2027, 9, 4, 12, tzinfo=UTC)))
    scope = parse_time_scope("what did I save on Saturday evening?", asked[1].astimezone(zone))
    assert scope is not None and scope.start is not None
    assert scope.start.astimezone(UTC) == datetime(2027, 9, 4, 21, tzinfo=UTC)  # 17:00 at -04:00
    # Havana and New York both fit questions asked at -04:00 and -05:00 around 5 November 2028 but change an hour
    # apart: the rules most zones share are read, not each question's fixed offset, so Sunday starts at -04:00
    asked = [datetime.fromisoformat(t) for t in ("2028-11-02T09:00:00-04:00", "2028-11-06T08:00:00-05:00")]
    zone = asker_zone([SimpleNamespace(now=t) for t in asked])
    assert zone is not None
    assert datetime(2028, 11, 4, 12, tzinfo=UTC).astimezone(zone).utcoffset() == timedelta(hours=-4)
    scope = parse_time_scope("What was the first thing I saved on Sunday?", asked[1].astimezone(zone))
    assert scope is not None and scope.start is not None
    assert scope.start.astimezone(UTC) == datetime(2028, 11, 5, 4, tzinfo=UTC)  # a capture at 00:40 is Sunday's
    # offsets no zone's rules give (+05:30 then +04:00 a day later): the questions' own offsets
    assert asker_zone([SimpleNamespace(now=datetime.fromisoformat(t))
                       for t in ("2027-01-11T09:00:00+05:30", "2027-01-12T09:00:00+04:00")]) is None
    assert asker_zone([]) is None
    # a set whose author named the zone is read in it, not in the rules the offsets make likeliest
    from bench.datasets import FRESH11_QUESTIONS, load_questions

    assert str(asker_zone(load_questions(FRESH11_QUESTIONS))) == "America/Havana"


def test_the_bench_encoder_embeds_each_text_once_and_keeps_the_order() -> None:
    from bench.retrieval import Encoder

    class CountingModel:
        def __init__(self) -> None:
            self.seen: list[str] = []

        def encode(self, texts: list[str], **_options: object) -> list[list[float]]:
            self.seen += texts
            return [[float(len(t)), 1.0] for t in texts]

    model = CountingModel()
    encoder = Encoder.__new__(Encoder)  # no model load: the cache alone is under test
    encoder.model, encoder.cache = model, {}  # type: ignore[assignment]
    first = encoder.many(["bb", "a", "bb"])
    again = encoder.many(["a", "ccc"])
    assert first.tolist() == [[2.0, 1.0], [1.0, 1.0], [2.0, 1.0]] and again.tolist() == [[1.0, 1.0], [3.0, 1.0]]
    assert model.seen == ["bb", "a", "ccc"] and encoder.one("a").tolist() == [1.0, 1.0]


def test_the_tuning_scripts_take_only_tuning_and_validation_sets() -> None:
    """retrieval_quick, retrieval_try and retrieval_paraphrase_tries read `--sets` through chosen_sets: the test set
    (and any name it does not know) is refused with a message, never searched."""
    from bench import retrieval

    assert retrieval.chosen_sets("fresh3,,validation") == ["fresh3", "validation"]
    with pytest.raises(SystemExit, match=f"not a tuning or validation set: fresh{TEST_SET}"):
        retrieval.chosen_sets(f"fresh3,fresh{TEST_SET}")
    with pytest.raises(SystemExit, match="not a tuning or validation set: nonsense"):
        retrieval.chosen_sets("nonsense")
