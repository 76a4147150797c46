"""in_another_language (core/text.py): which captures placement centres and weighs as written in another language
(the offline analyzer's abstention on them: tests/core/test_offline_cards.py). A form of a language whose function
words it hardly writes (a Czech tax form read by OCR) is told by its letters; English that names a few foreign people
stays English."""

from __future__ import annotations

from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.core.pipeline.corpus import load_corpus
from contexty_qt.core.services import CoreServices
from contexty_qt.core.text import foreign_stopwords, in_another_language

CZECH_FORM = "Oddíl 2: Dílčí základ daně z příjmů ze samostatné činnosti (§ 7): příjmy 612 400, výdaje 367 440"
ENGLISH_WITH_NAMES = "Ondřej: I can borrow Pavel's van on Saturday morning for the small stuff, Jiří will help"


def test_a_form_with_few_function_words_is_told_by_its_letters() -> None:
    assert not foreign_stopwords(CZECH_FORM)  # the function-word test alone misses it
    assert in_another_language(CZECH_FORM)
    assert in_another_language("पहिलो तल्ला भुइँचालो प्रतिरोधी निर्माण निरीक्षण प्रतिवेदन")


def test_english_naming_foreign_people_or_too_short_to_tell_stays_english() -> None:
    assert not in_another_language(ENGLISH_WITH_NAMES)
    assert not in_another_language("Příjmy 612")  # two words: too few to tell
    assert not in_another_language("Invoice 2029/112: removal Husitská 42 to Pernerova 9 on 31 March, 3 movers")


def test_function_words_still_tell_a_language() -> None:
    assert in_another_language("Die Parzelle ist ab April frei, bitte melden Sie sich bei uns")



def test_a_language_of_another_script_typed_in_latin_letters_is_told_by_its_function_words() -> None:
    # Fiji Hindi and Hinglish are typed in Latin letters: Hindi's list read transliterated tells them
    fiji_hindi = "Beti, aaj hamar do lorry ke docket aaya, CCS 9.6 aur 9.8. Pichhla hafta 11 se upar tha. Sab bhi"
    assert in_another_language(fiji_hindi) and {"aur", "bhi"} <= foreign_stopwords(fiji_hindi)
    # the transliterated lists judge no English word: "car", "bad" and "age" stay, as do Chinese given names
    assert not in_another_language("The car was bad for its age, and the bar by the station was shut")
    assert not in_another_language("Hi Tess, rooming list attached: twins Wei Ling/Grace, Siew Mei/Joanne, Daniel")

def test_placement_reads_a_form_as_another_language(core: CoreServices) -> None:
    form, message = (core.tree.add_memory(SourceType.SNIPPET, text=text, memo="tax",
                                          provenance=Provenance(app="okular", window_title="DAP 2028")).id
                     for text in (CZECH_FORM, ENGLISH_WITH_NAMES))
    workspace = core.store.get_memory(form).workspace_id
    items = load_corpus(core.store, None, workspace, ensure=False).items
    assert items[form].foreign and not items[message].foreign
