"""Issue 12 (3, 4) offline, with the app's own embedding model: cards whose title comes from their content,
tags only where the content supports them, a context sentence that names the card's group, and an
understanding whose current task follows the latest snippets."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from contexty_qt.core.embeddings import DEFAULT_MODEL, EmbeddingIndex, LocalEmbedder
from contexty_qt.core.llm.offline import (
    GROUP_PREFIX,
    TAG_MARGIN,
    TAG_SIMILARITY,
    AnalysisInput,
    TagEvidence,
    analyze_offline,
    supported_tags,
    with_group,
    without_group,
)
from contexty_qt.core.model import Group, Memory, Provenance, SourceType
from contexty_qt.core.ontology import DEFAULT_ONTOLOGY, Ontology
from contexty_qt.core.pipeline.analyze import AnalyzeStep
from contexty_qt.core.pipeline.understanding import Inputs, understand_offline
from contexty_qt.core.services import CoreServices
from contexty_qt.core.store import Store
from contexty_qt.core.text import in_another_language
from contexty_qt.core.wiring import create_runner
from tests.core.pipeline_support import WordEmbedder
from tests.core.test_pipeline import JOB, OFFLINE, TRAVEL, capture

# the app's own model in this process: a few seconds on a quiet machine, minutes when the machine is saturated
pytestmark = pytest.mark.timeout(600)

LEETCODE = ("Given an integer array nums and an integer k, return the k most frequent elements. "
            "You may return the answer in any order.")


@pytest.fixture(scope="module")
def minilm() -> LocalEmbedder:
    return LocalEmbedder(DEFAULT_MODEL)


@pytest.fixture(scope="module")
def evidence(minilm: LocalEmbedder) -> TagEvidence:
    """One for the module: tag descriptions are embedded once (an edited tag is a new description)."""
    return TagEvidence(minilm.embed)


# five of the seed's categories, as a user might keep them (embedding the whole seed is slow on a loaded machine)
SEED_PART = "\n".join(line for line in DEFAULT_ONTOLOGY.splitlines()
                      if (not line.startswith(" ") and line.split(":")[0] in {"career", "shopping", "software",
                                                                             "planning", "finance"})
                      or (line.startswith("  ") and line.strip().split(":")[0] in {
                          "jobsearch", "salary", "application", "comparison", "price", "warranty", "electronics",
                          "laptop", "coding", "bug", "travel", "flight", "hotel", "spending", "invoice"}))


@pytest.fixture
def onto(data_dir: Path) -> Iterator[Ontology]:
    with Store(data_dir) as store:
        ontology = Ontology(store)
        ontology.load_outline(SEED_PART)
        yield ontology


def analyze(onto: Ontology, evidence: TagEvidence | None, text: str, memo: str = "") -> list[str]:
    item = AnalysisInput(SourceType.SNIPPET, text=text, memo=memo, provenance=Provenance("Firefox", "", ""))
    return analyze_offline(item, onto, evidence, text).tags


def test_a_tag_whose_word_occurs_needs_the_embeddings_support(onto: Ontology, evidence: TagEvidence) -> None:
    memo = "heap vs bucket sort. did heap, redo with buckets tomorrow"
    exercise = LEETCODE + " Compare heap vs buckets."
    # "return" is a keyword of warranty and "vs" of comparison: words alone tag a coding exercise as shopping
    assert "warranty" in analyze(onto, None, exercise, memo)
    assert analyze(onto, evidence, exercise, memo) == []  # no tag beats a wrong tag
    assert analyze(onto, None, LEETCODE, memo) == []  # the memo's "vs" alone does not count, even for words alone
    # a broader tag needs its own word too: "apply" says jobsearch, but nothing says career
    assert analyze(onto, evidence, "Senior Data Engineer at Acme. Apply by June 30. Salary 120k.") == [
        "salary", "jobsearch"]
    assert analyze(onto, evidence, "Senior Data Engineer job at Acme. Apply by June 30. Salary 120k.") == [
        "salary", "jobsearch", "career"]
    assert analyze(onto, evidence, "Traceback (most recent call last): TypeError: unsupported operand") == ["bug"]
    assert (evidence.threshold, evidence.margin) == (TAG_SIMILARITY, TAG_MARGIN)


def test_a_tag_needs_evidence_in_the_capture_not_only_in_the_memo(onto: Ontology, evidence: TagEvidence) -> None:
    offer = "Senior Data Engineer job at Acme. Apply by June 30. Salary 120k."
    assert analyze(onto, evidence, offer, memo="laptop budget?")[:1] == ["salary"]
    assert "laptop" not in analyze(onto, evidence, offer, memo="laptop budget?")
    # the memo's words alone tag nothing: the capture itself must hold the tag's word
    assert analyze(onto, evidence, "Acme, Data Engineer. London, hybrid.", memo="ask about the salary") == []


def test_a_tag_needs_a_lead_over_other_branches_and_a_broader_tag_its_own_word(onto: Ontology,
                                                                             evidence: TagEvidence) -> None:
    framework = "Framework 13 laptop with 32GB RAM and a 2.8K screen"
    assert analyze(onto, evidence, framework) == ["laptop"]
    # once the ontology has a specs tag its words ("ram") pull the other way: no tag rather than a guess
    onto.add("specs", parent="comparison", keywords=["ram", "battery", "storage", "cpu"])
    assert analyze(onto, evidence, framework) == []
    # "travel" above "flight" only when the capture says so itself
    assert analyze(onto, evidence, "Flight LHR to LIS on 3 Dec, booking reference K7Q2LM") == ["flight"]
    assert analyze(onto, evidence, "Flight LHR to LIS on 3 Dec for our Lisbon trip, booking reference K7Q2LM") == [
        "flight", "travel"]


def test_a_lead_that_held_on_five_corpora_but_not_the_sixth_is_not_enough(tmp_path: Path,
                                                                        minilm: LocalEmbedder) -> None:
    """TAG_MARGIN is chosen for precision >= 0.85 on every development corpus; the lead it had before (0.09)
    tagged this electrician's tax question "phone" (his reference tags: finance, tax, social)."""
    title = "Is a mobile phone an allowable expense? - r/UKPersonalFinance"
    text = ("If the contract is in your name and used mainly for business you can claim the business proportion. "
            "HMRC won't chase you over a sensible split, just keep a note of how you worked it out.")
    item = AnalysisInput(SourceType.SNIPPET, text=text, memo="phone 80% work easy",
                         provenance=Provenance("microsoft-edge", title, "https://www.reddit.com/r/UKPersonalFinance"))
    with Store(tmp_path) as store:
        seeded = Ontology(store)  # the whole default ontology, as a new user has it
        assert analyze_offline(item, seeded, TagEvidence(minilm.embed), f"{title}. {text}").tags == []
        assert analyze_offline(item, seeded, TagEvidence(minilm.embed, margin=0.09), f"{title}. {text}").tags == [
            "phone"]


def test_the_title_is_never_the_memo(onto: Ontology) -> None:
    memo = "check the sunday return"
    unread = AnalysisInput(SourceType.SNIPPET, memo=memo, provenance=Provenance("firefox", "", "https://ferries.example"))
    result = analyze_offline(unread, onto)  # a screenshot OCR could not read: nothing but the memo to go on
    assert result.title == "Snippet from ferries.example" and memo in result.user_context
    page = AnalysisInput(SourceType.SNIPPET, memo=memo,
                         provenance=Provenance("firefox", "Ferry timetable — Mozilla Firefox", ""))
    assert analyze_offline(page, onto).title == "Ferry timetable"


def test_the_users_ontology_edits_count_at_once(onto: Ontology, evidence: TagEvidence) -> None:
    ferry = "Ferry timetable\nDeparts 09:15 Arrives 10:40\nSunday return 17:30"
    assert analyze(onto, evidence, ferry, "check the sunday return") == []
    onto.add("ferry", parent="travel", keywords=["timetable", "crossing"])
    assert "ferry" in analyze(onto, evidence, ferry, "check the sunday return")
    onto.remove("ferry")
    assert analyze(onto, evidence, ferry, "check the sunday return") == []


def test_the_threshold_is_used_only_with_the_model_it_was_chosen_for(onto: Ontology, minilm: LocalEmbedder) -> None:
    with_minilm = AnalyzeStep(None, onto, index=lambda: EmbeddingIndex(onto.store, minilm))
    other = AnalyzeStep(None, onto, index=lambda: EmbeddingIndex(onto.store, WordEmbedder()))
    assert with_minilm._tag_evidence() is not None and with_minilm._tag_evidence() is with_minilm._tag_evidence()
    assert other._tag_evidence() is None and AnalyzeStep(None, onto)._tag_evidence() is None


def test_cards_say_what_they_hold_and_where_they_belong(services: CoreServices, minilm: LocalEmbedder) -> None:
    """Offline, through the app's runner with the app's embedding model."""
    Ontology(services.store).load_outline(SEED_PART)
    runner = create_runner(services, gateway=OFFLINE, ocr=lambda name: "", embedder=minilm, in_process=True)
    memo = "literally my dream job, ask Sam about the salary band"
    ids = [capture(services, text, memo=memo if i == 0 else "", minutes=i) for i, text in enumerate(JOB)]
    ids += [capture(services, text, minutes=10 + i) for i, text in enumerate(TRAVEL)]
    runner.run_until_idle()
    runner.close()
    first = services.store.get_memory(ids[0])
    assert first.title == "Senior data engineer job posting at Acme, salary…"  # its content, not the memo
    assert memo not in first.title and memo in first.user_context
    assert "salary" in first.tags and "career" in first.tags
    groups = {g.id: g for g in services.store.groups(1)}
    for memory in services.store.memories(1):
        assert memory.group_id is not None
        group = groups[memory.group_id]
        root = groups[group.parent_id] if group.parent_id is not None else group
        # the task first: on the card face a long memo cannot push it out of the lines shown
        assert memory.user_context.startswith(f"{GROUP_PREFIX}“{root.name}”")
        assert memory.user_context.count(GROUP_PREFIX) == 1


def test_the_context_sentence_names_the_task_first_and_is_rewritten_not_doubled() -> None:
    base = "You saved this in Microsoft Edge on gov.uk, noting “ask Kirsty about the receipts”."
    filed = with_group(base, ["Tax return", "Expenses"])
    assert filed == f"Part of “Tax return” › “Expenses”. {base}"
    assert without_group(filed) == base
    moved = with_group(filed, ["Stag do", "Flights", "Porto"])  # a deep path keeps its ends
    assert moved == f"Part of “Stag do” › “Porto”. {base}"
    # a sentence an older version wrote (the group at the end, behind a long memo) is rewritten
    old = base + " It belongs to “Tax · self” › “VAT”."
    assert with_group(old, ["Tax return"]) == f"Part of “Tax return”. {base}"
    assert with_group("", ["Tax return"]) == "Part of “Tax return”."


def test_a_long_memo_and_page_title_leave_the_task_at_the_front(tmp_path: Path) -> None:
    """The card face shows the context sentence's first three lines (ui/canvas/items.py): the task comes
    before the memo, and the page title (on the card already) is not repeated."""
    store = Store(tmp_path)
    memo = "ask Kirsty whether the carrier bag of receipts from the glovebox counts, and the van's MOT too"
    title = "Budget payment plan - pay your Self Assessment bill - GOV.UK - Personal - Microsoft Edge"
    item = AnalysisInput(SourceType.SNIPPET, text="Budget payment plan: you can make regular payments.", memo=memo,
                         provenance=Provenance("Microsoft Edge", title, "https://www.gov.uk/pay"))
    sentence = with_group(analyze_offline(item, Ontology(store)).user_context, ["Tax return", "Paying the bill"])
    store.close()
    assert sentence.startswith("Part of “Tax return” › “Paying the bill”. You saved this in Microsoft Edge on gov.uk")
    assert memo in sentence and "Self Assessment bill" not in sentence


T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def memory(i: int, group: int, minutes: float, source: SourceType = SourceType.SNIPPET) -> Memory:
    return Memory(id=i, workspace_id=1, source=source, captured_at=T0 + timedelta(minutes=minutes),
                  text=f"capture {i}", group_id=group)


def test_the_current_task_follows_the_latest_snippets_not_the_counts() -> None:
    groups = [Group(id=1, workspace_id=1, name="Thesis literature"), Group(id=2, workspace_id=1, name="Lisbon trip"),
              Group(id=3, workspace_id=1, name="Hotels", parent_id=2)]
    memories = [memory(i, 1, i) for i in range(12)]  # most of the day on the thesis
    memories += [memory(20, 2, 60), memory(21, 3, 65)]  # then the trip, its newest capture in a sub-group
    memories += [memory(30 + i, 1, 70 + i, SourceType.OBSERVATION) for i in range(5)]  # the screen lingers
    understood = understand_offline(Inputs(memories, groups, [], "", "", "(none)"))
    assert understood is not None and understood.tasks[:2] == ["Lisbon trip", "Thesis literature"]
    assert understood.summary.startswith("You are working on “Lisbon trip” (2 memories, lately “Hotels”).")
    assert "Also open: “Thesis literature”." in understood.summary
    # the latest snippets, those of another task with its name
    assert ("Your latest snippets were about “capture 21”, “capture 20” and “capture 11” (in “Thesis literature”)."
            in understood.summary)
    back = understand_offline(Inputs([*memories, replace(memory(40, 1, 90))], groups, [], "", "", "(none)"))
    assert back is not None and back.tasks[0] == "Thesis literature"  # the work moved back


def test_the_reading_says_what_a_snippet_is_about_not_its_memo_before_it_has_a_title() -> None:
    """The understanding can run before a card is analysed: a memory without a title is about its text, and its
    memo is quoted as the last note, not twice."""
    groups = [Group(id=1, workspace_id=1, name="Solar panels")]
    fresh = replace(memory(1, 1, 0), text="Sungrow SH5.0RS hybrid, battery-ready, $14,720 incl GST\nEarliest install",
                    memo="battery-ready yes. battery itself in 2 yrs")
    understood = understand_offline(Inputs([fresh], groups, [], "", "", "(none)"))
    assert understood is not None
    assert "Your latest snippet was about “Sungrow SH5.0RS hybrid, battery-ready, $14,720 incl GST”." in (
        understood.summary)
    assert understood.summary.count("battery itself") == 1
    titled = understand_offline(Inputs([replace(fresh, title="Revised quote")], groups, [], "", "", "(none)"))
    assert titled is not None and "about “Revised quote”" in titled.summary


def test_the_tag_cut_is_chosen_with_a_margin_over_the_precision_target() -> None:
    """bench/placement.py: a cut that just reaches 0.8 on the corpora it is chosen on fell short on the one
    held out, so the choice asks for TAG_CHOICE_PRECISION on every one of them."""
    from bench.placement import TAG_CHOICE_PRECISION, TAG_GRID, TAG_PRECISION, TagChoice

    assert TAG_CHOICE_PRECISION > TAG_PRECISION
    loose, strict = TAG_GRID[3], TAG_GRID[4]
    choice = TagChoice.__new__(TagChoice)  # the scores below stand in for replaying corpora
    choice.grid = {(name, cut): (0.0, 0.0, 0) for name in ("a", "b") for cut in TAG_GRID}
    for name in ("a", "b"):
        choice.grid[(name, loose)] = (0.82, 0.10, 20)
        choice.grid[(name, strict)] = (0.90, 0.05, 10)
    assert choice.chosen_on(["a", "b"]) == strict


def test_a_corpus_with_too_few_tags_to_measure_does_not_decide_the_tag_cut() -> None:
    """One wrong tag of one is a precision of 0.00 on every cut: counted, it made every cut fail and the
    fallback (best worst precision) chose a loose one for all the other corpora."""
    from bench.placement import TAG_CHOICE_MIN_TAGS, TAG_GRID, TagChoice

    loose, strict = TAG_GRID[3], TAG_GRID[4]
    choice = TagChoice.__new__(TagChoice)
    choice.grid = {(name, cut): (0.0, 0.0, 0) for name in ("a", "b", "few") for cut in TAG_GRID}
    for name in ("a", "b"):
        choice.grid[(name, loose)] = (0.70, 0.10, 20)
        choice.grid[(name, strict)] = (0.90, 0.05, 10)
    for cut in TAG_GRID:
        choice.grid[("few", cut)] = (0.0, 0.0, TAG_CHOICE_MIN_TAGS - 1)
    choice.grid[("few", loose)] = (0.75, 0.2, 8)  # the loose cut is measured there, and fails
    assert choice.chosen_on(["a", "b", "few"]) == strict


def test_a_letter_is_titled_by_its_subject_and_a_short_first_sentence_is_the_whole_title(onto: Ontology) -> None:
    """A salutation is no title ("Sehr geehrte Frau Sato, der Vorstand hat Ihrer…" before): a letter takes its
    subject, the mail window's title without "Re:"; a chat line only loses its greeting; a first sentence short
    enough to be a title is not cut mid-phrase, and an abbreviation does not end it."""
    def title(text: str, window: str = "", app: str = "thunderbird") -> str:
        return analyze_offline(AnalysisInput(SourceType.SNIPPET, text=text, provenance=Provenance(app, window, "")),
                               onto).title

    letter = "Sehr geehrte Frau Sato, der Vorstand hat Ihrer Übernahme der Parzelle 47 zugestimmt."
    assert title(letter, "Re: Parzelle 47 – Übernahme - Mozilla Thunderbird") == "Parzelle 47 – Übernahme"
    assert title("Dear Ms Sato, your cello is ready and can be collected on Friday.",
                 "Inbox - hana.sato@posteo.at - Mozilla Thunderbird") == "Your cello is ready and can be collected…"
    assert title("Hi Mira! Video call tomorrow 19:00 works. The room is yours", "Telegram — Anouk",
                 "telegram-desktop") == "Video call tomorrow 19:00 works"
    assert title("Roster for 3-30 May is published. Please check your nights by Friday.") == (
        "Roster for 3-30 May is published")
    assert title("Ashgrove House, Co. Wicklow → Dublin city centre: 58 min via N11.") == (
        "Ashgrove House, Co. Wicklow → Dublin city centre…")
    assert title("Deirdre: Swap approved — S. Brennan / A. Kearney, 19 May. Roster updated.") == (
        "Deirdre: Swap approved — S. Brennan / A…")


def test_the_context_sentence_names_the_application_as_its_windows_do(onto: Ontology) -> None:
    def context(app: str, window: str) -> str:
        return analyze_offline(AnalysisInput(SourceType.SNIPPET, text="Hana Sato, violoncello. Born 1992.",
                                             provenance=Provenance(app, window, "")), onto).user_context

    assert context("libreoffice-writer", "CV_Hana_Sato_2027.odt - LibreOffice Writer") == (
        "You saved this in LibreOffice Writer.")
    assert context("telegram-desktop", "Telegram — Lena") == "You saved this in Telegram."
    assert context("teams-for-linux", "ICU Nurses - Roster | Microsoft Teams") == "You saved this in Microsoft Teams."
    assert context("xournalpp", "Befund_Sono_Schulter_re.pdf - Xournal++") == "You saved this in Xournal++."



def test_a_capture_in_another_language_gets_no_tag(onto: Ontology, evidence: TagEvidence) -> None:
    """The ontology's words are English and all-MiniLM-L6-v2 is an English model: in a German text neither a
    matching word nor a cosine is evidence, so the analyzer abstains (words alone too) rather than guess."""
    english = "Your flight LHR to LIS on 3 Dec for our Lisbon trip is confirmed, booking reference K7Q2LM"
    german = ("Ihr Flight von Wien nach Lissabon am 3. Dezember ist bestätigt, und die Buchung K7Q2LM ist mit "
              "der Reise verbunden. Wir haben den Preis für Sie noch einmal geprüft")
    assert not in_another_language(english) and in_another_language(german)
    assert analyze(onto, evidence, english) == ["flight", "travel"]
    # the word "Flight" occurs, which would tag the German text were its words taken as English
    assert supported_tags(german, onto) == ["flight"]
    assert analyze(onto, evidence, german) == []
    assert analyze(onto, None, german) == []


def test_a_form_in_another_language_that_writes_few_function_words_gets_no_tag(onto: Ontology,
                                                                              evidence: TagEvidence) -> None:
    """A Czech booking form read by OCR holds too few Czech function words to tell its language by them; its letters
    tell it (core/text.py in_another_language), so the English word "Flight" in it tags nothing."""
    czech_form = ("Potvrzení rezervace  Flight OK 512  Praha – Dublin  Cestující: Drummond Isla  Sedadlo 14C  "
                  "Zavazadlo: příruční  Odlet: 06:40  Číslo rezervace: K7Q2LM  Děkujeme")
    assert supported_tags(czech_form, onto) == ["flight"]  # its words alone, taken as English, would tag it
    assert analyze(onto, evidence, czech_form) == []
    assert analyze(onto, None, czech_form) == []


def test_a_row_of_a_table_is_no_evidence_for_a_tag(tmp_path: Path) -> None:
    """An RESP statement (teacher corpus) lists a government grant as one row among its figures: the tag's word
    ("grant") and a broader tag's ("income") both occur, and "funding" was given where the person gave none. A
    table is about its heading; a sentence about a grant still is about the grant."""
    statement = ("BrightPath RESP – Quarterly statement\nBeneficiary: LIAM MACISAAC\nContributions   $24,600.00\n"
                 "Canada Education Savings Grant   $7,200.00\nAccumulated income   $9,847.31\n"
                 "Total plan value   $41,647.31\nAs of 31 MAR 2027")
    with Store(tmp_path) as store:
        seeded = Ontology(store)

        def tags(ocr: str) -> list[str]:  # words alone, as the analyzer reads a screenshot of a document
            item = AnalysisInput(SourceType.SNIPPET, ocr_text=ocr,
                                 provenance=Provenance("xreader", "statement.pdf", ""))
            return analyze_offline(item, seeded).tags

        assert "funding" in supported_tags(statement, seeded)  # every line's words: the grant's row counts
        assert tags(statement) == []
        assert "funding" in tags("The grant adds 20% to the income of the plan each year.")
        assert "funding" in tags("Grant income 2027\nTerm 1   $2,500\nTerm 2   $2,500\nTerm 3   $2,500")


def test_a_file_format_is_not_a_research_dataset(tmp_path: Path) -> None:
    """"csv" was a keyword of dataset: on the development corpora every tag it gave was wrong (a developer's
    Excel bug, a CSV round-trip test, release notes); a file format says nothing about research."""
    with Store(tmp_path) as store:
        seeded = Ontology(store)
        bug = "Excel assumes the system ANSI code page unless the CSV file starts with a UTF-8 byte order mark."
        assert "dataset" not in supported_tags(bug, seeded)
        assert "dataset" in supported_tags("The research benchmark corpus has 500 questions", seeded)


def test_a_cut_selection_yields_to_the_pages_own_title_and_a_document_to_its_name(onto: Ontology) -> None:
    """Read as a user reads the teacher corpus's cards: a line cut mid-sentence ("An enduring power of attorney
    lets the person…") reads worse than the page's own title when that is about the selection; a screenshot of a
    spreadsheet is not titled by its header row; a chat window's title (the person, the app) and a search query
    are not page titles; a page title too long for a card keeps its leading parts whole."""
    def title(text: str, window: str, app: str = "google-chrome", url: str = "", ocr: str = "") -> str:
        item = AnalysisInput(SourceType.SNIPPET, text=text, ocr_text=ocr, provenance=Provenance(app, window, url))
        return analyze_offline(item, onto).title

    poa = ("An enduring power of attorney lets the person you appoint manage your property and finances, and it "
           "continues if you lose capacity.")
    assert title(poa, "Enduring power of attorney - Government of Nova Scotia - Google Chrome") == (
        "Enduring power of attorney - Government of Nova Scotia")
    # a short selection is its own title; a page that is about something else does not replace it
    assert title("Harbourlight Manor: waitlist 8-10 months.", "Our Home - Harbourlight Manor - Google Chrome") == (
        "Harbourlight Manor: waitlist 8-10 months.")
    assert title(poa, "Weather in Halifax today - Google Chrome") == "An enduring power of attorney lets the person…"
    # a page whose title heads the text is titled by it whole; a window titled by the text's first characters is not
    loft = "Sunny loft in the heart of Alfama · 1 bedroom · 1 double bed · 1 bath. Rooftop terrace with river views."
    assert title(loft, "Sunny loft in the heart of Alfama - Lofts for Rent in Lisboa - Airbnb — Mozilla Firefox",
                 "firefox") == "Sunny loft in the heart of Alfama"
    assert title(loft, loft[:30], "firefox") == "Sunny loft in the heart of Alfama ·…"
    care = ("To apply for long-term care, call Continuing Care at 1-800-225-7225. A Care Coordinator will assess "
            "your needs.")
    assert title(care, "Long-term care - Continuing Care - Nova Scotia Health Authority Services - Google Chrome") == (
        "Long-term care - Continuing Care")
    header = "A      B      C\nDate    Description    Withdrawals    Deposits    Balance\n03/20  CPP CANADA  812.50"
    assert title("", "Scotiabank_statement_2027-03.pdf", "xreader", ocr=header) == "Scotiabank statement 2027-03"
    assert title("", "boat_budget.ods - LibreOffice Calc", "libreoffice-calc",
                 ocr="Purchase   $6,500\nClub (initiation + dues)   $950") == "Boat budget"
    # so is a table selected in a spreadsheet (its cells copied as text), and a screenshot the OCR read nothing in
    # (a form in a script it does not know): the document's name, not "item | Rs" nor "Snippet from Okular"
    costs = "item | Rs\nmini truck + 4 porters | 9,500\nfridge + washing machine | 2,000\ntips | 1,000"
    assert title(costs, "move_2030.ods - LibreOffice Calc", "libreoffice-calc") == "Move 2030"
    assert title(costs.replace(" | ", "\t"), "move_2030.ods - LibreOffice Calc", "libreoffice-calc") == "Move 2030"
    # as is one in a window titled by the document's name without its extension (Numbers, Pages, a sheet in a
    # browser); a page or a chat window is titled by other things, so the header row stays
    assert title(costs, "residence_history", "Numbers") == "Residence history"
    assert title(costs, "field_costs_spring_2031 - Google Sheets - Google Chrome") == "Field costs spring 2031"
    assert title(costs, "Moving costs - Google Chrome") == "item | Rs"
    assert title(costs, "Priya Raman (DM) - Kathmandu Movers - Slack", "slack") == "item | Rs"
    assert title("", "attendance_ward4_0129.jpg — Okular", "okular") == "Attendance ward4 0129"
    assert title("", "Okular", "okular") == "Snippet from Okular"  # nothing else to go by
    # a window titled by its application alone ("Snipping Tool", "Phone Link") is no title either: the OCR's line
    # is, and a document's name (its hyphenated application's suffix is provenance too)
    assert title("", "Snipping Tool", "Snipping Tool", ocr="Tender received\nBidder: Nordbaltic Freight Oy") == (
        "Bidder: Nordbaltic Freight Oy")
    assert title("", "Okpo_Bareun_consent_form.pdf - PDF-XChange Editor", "PDF-XChange Editor") == (
        "Okpo Bareun consent form")
    # a text with a line or two of cells is no table: its own first line stays its title
    assert title("Deposit | 2 months\nThe landlady wants it by Monday, in cash or by transfer.\nAsk for a receipt."
                 "\nKeys on Saturday.", "lease_notes.odt - LibreOffice Writer", "libreoffice-writer") == (
        "Deposit | 2 months")
    chat = "Priya: for the eval section, reviewers will ask why you did not run LongMemEval on the full set."
    assert title(chat, "Priya Raman (DM) — Slack", "slack") == "Priya: for the eval section, reviewers will ask…"
    run = "Sunday long run from Kirkstall Abbey 8:30, 14k along the canal to Rodley and back, easy pace."
    assert title(run, "Signal — Kirkstall Harriers", "signal-desktop") == (
        "Sunday long run from Kirkstall Abbey 8:30, 14k…")
    insurers = "Most insurers will not cover a home left vacant for more than 30 days without a vacancy permit."
    assert title(insurers, "vacant home insurance nova scotia - Google Search - Google Chrome", url=(
        "https://www.google.com/search?q=vacant+home+insurance")) == "Most insurers will not cover a home left…"
    # with the page's address, the site's name at the end goes: the card's provenance line says where
    assert title(poa, "Enduring power of attorney - Government of Nova Scotia - Google Chrome", url=(
        "https://novascotia.ca/research/attorney")) == "Enduring power of attorney"


def test_a_page_title_loses_the_sites_name_at_either_end_but_not_its_subject(onto: Ontology) -> None:
    def title(window: str, url: str, app: str = "firefox") -> str:
        return analyze_offline(AnalysisInput(SourceType.OBSERVATION, provenance=Provenance(app, window, url)),
                               onto).title

    assert title("Payments on account - GOV.UK — Mozilla Firefox", "https://www.gov.uk/pay-tax/poa") == (
        "Payments on account")
    assert title("ThinkPad T14s Gen 6 (14″ AMD) | Lenovo UK — Mozilla Firefox", "https://www.lenovo.com/gb/t14s") == (
        "ThinkPad T14s Gen 6 (14″ AMD)")
    assert title("Sample basket — Topps Tiles — Mozilla Firefox", "https://www.toppstiles.co.uk/basket") == (
        "Sample basket")
    assert title("Meter change request — Meridian — Mozilla Firefox",
                 "https://www.meridianenergy.co.nz/meter") == "Meter change request"
    assert title("OLX — Biurko IKEA Malm białe, Kraków — Mozilla Firefox", "https://www.olx.pl/d/biurko") == (
        "Biurko IKEA Malm białe, Kraków")
    assert title("Anki — Dutch A1 — Statistics", "", "anki") == "Dutch A1 — Statistics"
    assert title("ICU study group | Microsoft Teams", "", "teams-for-linux") == "ICU study group"
    # a first segment is often the subject even when the site is named after it; a long last one is content
    assert title("Leeds Half Marathon — course map — Mozilla Firefox", "https://www.leedshalfmarathon.co.uk/map") == (
        "Leeds Half Marathon — course map")
    assert title("Tanzer 22 | Sailboats | Kijiji in Nova Scotia — Mozilla Firefox",
                 "https://www.kijiji.ca/v-sailboat") == "Tanzer 22 | Sailboats"
    # too little would be left: the title stays whole
    assert title("daft.ie - Messages — Mozilla Firefox", "https://www.daft.ie/messages") == "daft.ie - Messages"
    assert title("Our Home - Harbourlight Manor, Antigonish — Mozilla Firefox",
                 "https://harbourlightmanor.ca/home") == "Our Home - Harbourlight Manor, Antigonish"


def test_a_greeting_after_a_title_or_a_speaker_is_left_out(onto: Ontology) -> None:
    def title(text: str, window: str, app: str = "google-chrome") -> str:
        return analyze_offline(AnalysisInput(SourceType.SNIPPET, text=text, provenance=Provenance(app, window, "")),
                               onto).title

    # "Ms." does not end the salutation: the letter takes its subject
    assert title("Hi Ms. MacIsaac, Ryan says he didn't know the retest was today. Can he write it Thursday?",
                 "Re: Ryan's chemistry mark - Outlook - Google Chrome") == "Ryan's chemistry mark"
    assert title("Jill Chisholm: Hi Colleen, I walked through your dad's place today. Honest take: clear it out.",
                 "Messages for web - Google Chrome") == "Jill Chisholm: I walked through your dad's place…"


def test_the_tag_cuts_are_the_ones_the_committed_placement_bench_chose_on_all_corpora() -> None:
    # bench/placement.py chooses the cosine and the lead a tag needs on all its corpora and says whether offline.py
    # ships them; a committed result with another choice fails here rather than leave the app on stale cuts
    import re

    result = (Path(__file__).resolve().parents[2] / "bench" / "results" / "placement.md").read_text(encoding="utf-8")
    chosen = re.search(r"chosen on all of them: cosine ([0-9.]+) / lead ([0-9.]+);", result)
    if chosen is None:
        pytest.skip("the committed result predates the check; the next bench/placement.py run writes it")
    assert (float(chosen.group(1)), float(chosen.group(2))) == (TAG_SIMILARITY, TAG_MARGIN)


def test_a_latex_selection_is_titled_by_its_heading_not_its_commands(onto: Ontology) -> None:
    def title(text: str) -> str:
        return analyze_offline(AnalysisInput(SourceType.SNIPPET, text=text, provenance=Provenance(
            "code", "related_work.tex — thesis — Visual Studio Code", "")), onto).title

    assert title(r"\paragraph{User-facing memory.} Commercial assistants now expose saved memories to users, "
                 r"who can view and delete them \cite{openai2024memory}.") == "User-facing memory"
    assert title(r"Unlike fixed-weight scoring \cite{park2023generative} or model-driven paging, systems that "
                 r"learn when to forget remain rare.") == (
        "Unlike fixed-weight scoring or model-driven paging, systems that…")
    assert title(r"\cventry{2024--2026}{MSc Computer Science}{University College London}{}{Distinction expected}{}") \
        == "2024–2026 · MSc Computer Science · University College…"


def test_a_tag_word_said_once_in_passing_is_no_evidence_unless_the_title_says_it(onto: Ontology) -> None:
    """"Airlink 100 runs between Edinburgh Airport and Waverley Bridge" was tagged flight (an airport bus), a proposal
    outline saying "rent" once was tagged rent: a word said once in a long text is evidence only when the page's
    title says it too, whatever the embedding says; a short line or a text that repeats it is about it."""
    flight = onto.require("flight")
    close = {n.id: (0.5 if n.id == flight.id else 0.0) for n in onto.nodes()}

    def tags(text: str, title: str = "") -> list[str]:
        return supported_tags(f"{text} {title}", onto, similarity=close, title=title)

    bus = ("Airlink 100 runs between Edinburgh Airport and Waverley Bridge every 10 minutes, 24 hours a day; a single "
           "is 5.50, an open return 8.50, and tickets are sold on board or in the app")
    assert tags(bus) == []
    assert "flight" in tags(bus, title="Flights to Edinburgh")
    assert "flight" in tags("Airport taxi or the airport bus, both from the terminal")
    assert "flight" in tags("Airport bus every ten minutes")
