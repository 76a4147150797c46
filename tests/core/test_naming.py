"""Offline group names a person would give (issue 12): no app or site words, phrases, a parent's name
that covers its whole subtree, people's names ranked low, stable names, the user's name kept."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from contexty_qt.core.pipeline.naming import (
    DEFAULT_PARAMS,
    SEPARATOR,
    GroupNode,
    NamingDoc,
    NamingParams,
    compose,
    lexical_words,
    name_tree,
    naming_doc,
)
from contexty_qt.core.pipeline.person_names import first_names
from contexty_qt.core.provenance_text import provenance_words


def doc(i: int, text: str, memo: str = "", title: str = "", app: str = "", url: str = "") -> NamingDoc:
    return naming_doc(i, text, memo, title, app, url)


def words(name: str) -> set[str]:
    return set(name.lower().replace(SEPARATOR.strip(), " ").split())


KYOTO = [doc(1, "Ryokan in Kyoto, two nights with breakfast", title="Ryokan Kyoto — Mozilla Firefox", app="firefox",
             url="https://www.booking.com/ryokan"),
         doc(2, "Kyoto guesthouse near the station, shared bath", title="Kyoto stays — Mozilla Firefox", app="firefox",
             url="https://www.booking.com/kyoto"),
         doc(3, "Kyoto temples: Kinkaku-ji opens at 9, Fushimi Inari early", title="Kyoto temples — Google Chrome",
             app="chrome", url="https://www.japan-guide.com/kyoto")]
LAPTOP = [doc(4, "The battery life of the X1 is 11 hours in our test", title="X1 review — Mozilla Firefox",
              app="firefox", url="https://www.notebookcheck.net/x1"),
          doc(5, "Battery life: 9 hours of browsing on the T14", title="T14 review — Mozilla Firefox", app="firefox",
              url="https://www.notebookcheck.net/t14"),
          doc(6, "Framework battery life is about 8 hours, the 61 Wh battery", memo="battery life matters most",
              title="Framework forum — Mozilla Firefox", app="firefox", url="https://community.frame.work/t/1")]


def test_names_hold_no_application_browser_site_or_file_words() -> None:
    names = name_tree([GroupNode(1, None, tuple(KYOTO)), GroupNode(2, None, tuple(LAPTOP))])
    said = words(names[1]) | words(names[2])
    assert not said & {"mozilla", "firefox", "google", "chrome", "booking", "notebookcheck", "japan", "community"}
    assert "kyoto" in words(names[1]) and "battery" in words(names[2])


def test_a_title_that_is_one_file_name_never_names_a_group_whatever_its_extension() -> None:
    """Glyphs, Affinity Publisher or Keynote show the open file's name as the window title
    ("ArdesiaGeorgian-Bold.glyphs", "wayfinding-signs.afpub"); no list of extensions holds them all, and neither the
    file's name nor its extension is what the group is about."""
    fonts = [doc(1, "Mkhedruli spacing, first pass: round group shares a left side",
                 title="ArdesiaGeorgian-Bold.glyphs", app="Glyphs"),
             doc(2, "Kerning classes for the round letters, 212 class pairs", title="ArdesiaGeorgian-Regular.glyphs",
                 app="Glyphs"),
             doc(3, "Round letters kerning proof, spacing looks even", title="ArdesiaGeorgian-Bold.glyphs",
                 app="Glyphs")]
    signs = [doc(4, "Hall signs layout, pictograms and arrows for the hall", title="wayfinding-signs.afpub",
                 app="Affinity Publisher"),
             doc(5, "Hall signs: the lift sign moves left of the door", title="wayfinding-signs.afpub",
                 app="Affinity Publisher")]
    names = name_tree([GroupNode(1, None, tuple(fonts)), GroupNode(2, None, tuple(signs))])
    assert not words(names[1]) & {"ardesiageorgian", "glyphs", "bold", "regular"}, names[1]
    assert not words(names[2]) & {"afpub", "wayfinding"}, names[2]
    assert words(names[1]) & {"round", "spacing", "kerning"} and words(names[2]) & {"hall", "signs", "lift"}


def test_a_file_name_beside_its_application_name_never_names_a_group() -> None:
    """Artisan (a coffee roaster's logger) titles its window with its own name first and the open roast log after it
    ("Artisan - KR15_season_03.alog"): a group of roast logs was named "Roast · alog"."""
    roasts = [doc(1, "Roast KR15 batch 12 kg, charge 200 C, first crack 9:40, development 18%",
                  title="Artisan - KR15_season_03.alog", app="Artisan"),
              doc(2, "Roast KR15 batch 12 kg, charge 205 C, first crack 9:10, development 17%",
                  title="Artisan - KR15_gayo_house_01.alog", app="Artisan"),
              doc(3, "Sample roast 150 g for cupping, first crack 7:55, light",
                  title="Artisan - SUM-A_sample_0810.alog", app="Artisan")]
    others = [doc(4, "Hall signs layout, pictograms and arrows for the hall", title="Signs - Affinity Publisher",
                  app="Affinity Publisher"),
              doc(5, "Hall signs: the lift sign moves left of the door", title="Signs - Affinity Publisher",
                  app="Affinity Publisher")]
    names = name_tree([GroupNode(1, None, tuple(roasts)), GroupNode(2, None, tuple(others))])
    assert not words(names[1]) & {"alog", "artisan", "season", "gayo", "house", "sample"}, names[1]
    assert words(names[1]) & {"roast", "crack", "charge", "batch"}, names[1]


def test_a_phrase_said_together_is_named_as_a_phrase() -> None:
    names = name_tree([GroupNode(1, None, tuple(KYOTO)), GroupNode(2, None, tuple(LAPTOP))])
    assert "battery life" in names[2].lower()


def test_a_parent_is_named_after_its_whole_subtree_not_its_largest_child() -> None:
    hotels = [doc(10 + i, f"Hotel {n} deposit and check-in for the Kyoto trip, hotel room {n}")
              for i, n in enumerate(("Aoi", "Sakura", "Gion", "Momiji", "Kamo"))]
    trains = [doc(20, "Shinkansen tickets Tokyo to Kyoto, trip on the 4th"),
              doc(21, "JR pass covers the Kyoto trip trains")]
    laptops = [doc(30, "Laptop battery life review"), doc(31, "Laptop battery life on the T14 laptop")]
    nodes = [GroupNode(1, None, ()), GroupNode(2, 1, tuple(hotels)), GroupNode(3, 1, tuple(trains)),
             GroupNode(4, None, tuple(laptops))]
    names = name_tree(nodes)
    assert words(names[1]) & {"kyoto", "trip"}  # said in both children
    assert not words(names[1]) & {"hotel", "deposit"}  # said only in the larger child


def test_people_and_their_titles_do_not_name_a_group() -> None:
    trip = [doc(1, "Dear parents, Mrs Okafor will lead the school trip to the museum", memo="ask priya"),
            doc(2, "School trip consent forms to Mrs Okafor by Friday. Priya Shah, office"),
            doc(3, "Priya says the school trip coach leaves at 8:30", memo="priya: coach at 8:30")]
    other = [doc(4, "Kitchen worktop quotes"), doc(5, "Kitchen worktop in oak")]
    names = name_tree([GroupNode(1, None, tuple(trip)), GroupNode(2, None, tuple(other))])
    assert not words(names[1]) & {"mrs", "okafor", "priya", "shah"}
    assert words(names[1]) & {"school", "trip"}


def test_a_common_word_that_is_also_a_first_name_still_names_a_group() -> None:
    assert "bill" in first_names() and "priya" in first_names()
    bills = [doc(1, "The electricity bill went up, bill due on the 5th"), doc(2, "Water bill and electricity bill")]
    other = [doc(3, "Kitchen worktop quotes"), doc(4, "Kitchen worktop in oak")]
    assert "bill" in words(name_tree([GroupNode(1, None, tuple(bills)), GroupNode(2, None, tuple(other))])[1])


def test_inflections_are_counted_together_and_the_common_form_is_shown() -> None:
    selling = [doc(1, "Desk for sale, 240", memo="selling the desk"), doc(2, "Camera listing", memo="sell camera"),
               doc(3, "Bike: keep or sell?", memo="selling the bike")]
    other = [doc(4, "Kitchen worktop quotes"), doc(5, "Kitchen worktop in oak")]
    name = name_tree([GroupNode(1, None, tuple(selling)), GroupNode(2, None, tuple(other))])[1]
    assert words(name) & {"sell", "selling"}


def test_names_stay_as_cards_arrive_and_a_user_name_is_never_replaced() -> None:
    nodes = [GroupNode(1, None, tuple(KYOTO)), GroupNode(2, None, tuple(LAPTOP))]
    names = name_tree(nodes)
    grown = [GroupNode(1, None, (*KYOTO, doc(7, "Kyoto temples at night, Gion walk"))),
             GroupNode(2, None, (*LAPTOP, doc(8, "T14 keyboard and battery")))]
    assert name_tree(grown, names) == names  # no renaming on every capture
    mine: dict[object, str] = {1: "Japan in April", 2: names[2]}
    assert name_tree(grown, mine, frozen={1})[1] == "Japan in April"
    moved_on = [GroupNode(1, None, tuple(LAPTOP)), GroupNode(2, None, tuple(KYOTO))]
    renamed = name_tree(moved_on, {1: "Japan in April", 2: names[2]}, frozen={1})
    assert renamed[1] == "Japan in April" and renamed[2] != names[2]  # only an AI name follows its content


def test_the_name_list_is_read_without_importing_faker() -> None:
    script = ("import sys\nfrom contexty_qt.core.pipeline.person_names import first_names\n"
              "names = first_names()\nprint(len(names) > 10000, 'maureen' in names, "
              "any(m.startswith('faker') for m in sys.modules))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.split() == ["True", "True", "False"]


def test_a_file_name_in_the_window_title_never_names_a_group() -> None:
    talk = [naming_doc(i, text, window_title="slides.md - talk - Visual Studio Code", app="code")
            for i, text in enumerate(["## Slides: property-based testing", "slides 4-6: shrinking, slides on demo",
                                      "demo slides: the csv round trip"])]
    other = [doc(9, "Kitchen worktop quotes"), doc(10, "Kitchen worktop in oak")]
    name = name_tree([GroupNode(1, None, tuple(talk)), GroupNode(2, None, tuple(other))])[1]
    assert "slides" not in words(name) and words(name)


def test_names_keep_the_capitals_the_captures_write_and_only_those() -> None:
    race = [doc(1, "Leeds Half Marathon: course map, long run on the canal"),
            doc(2, "Long run plan for the Leeds half", memo="long run sunday, half in may"),
            doc(3, "Race day: Leeds Half Marathon, long run pacing")]
    api = [doc(4, "The CSV export needs UTF-8 with a BOM"), doc(5, "UTF-8 BOM in the CSV export for Excel")]
    names = name_tree([GroupNode(1, None, tuple(race)), GroupNode(2, None, tuple(api))])
    assert "Leeds" in names[1]  # a place as written
    assert "long run" in names[1].lower() and "Run" not in names[1]  # "long run" is written lower case
    assert "UTF" in names[2]  # an acronym as written


def test_a_common_noun_the_task_is_called_by_beats_a_venue_a_few_cards_repeat() -> None:
    wedding = [doc(40, "Ashgrove House: ceremony in the walled garden, Ashgrove House menu for 80"),
               doc(41, "Ashgrove House deposit paid, the wedding coordinator calls Friday"),
               doc(42, "Photographer quote for the wedding: full day coverage"),
               doc(43, "Wedding invitations: print 60 cards, RSVP by May")]
    exam = [doc(50, "Mock exam questions on arrhythmias, exam in June"),
            doc(51, "Drug calculations for the exam: infusion rates")]
    names = name_tree([GroupNode(1, None, tuple(wedding)), GroupNode(2, None, tuple(exam))])
    assert names[1].split(SEPARATOR)[0].lower() == "wedding"  # the venue may follow, never lead


def test_a_unit_of_time_never_names_a_group() -> None:
    rooms = [doc(80, "Room in a shared flat, 450 per month, contract for 12 months"),
             doc(81, "Studio: 600 a month, deposit two months, landlord wants a contract"),
             doc(82, "Room near campus, rent per month incl. bills, contract one year")]
    bikes = [doc(90, "Second-hand bike, 80 euros, lights included"), doc(91, "Bike lock and lights for the bike")]
    names = name_tree([GroupNode(1, None, tuple(rooms)), GroupNode(2, None, tuple(bikes))])
    assert not words(names[1]) & {"month", "months", "year", "years"}
    assert words(names[1]) & {"contract", "room", "rent", "deposit", "landlord"}


def test_a_lone_sub_group_is_not_named_exactly_as_its_parent() -> None:
    hotels = [doc(10 + i, f"Hotel {n} deposit and check-in for the Kyoto trip, hotel room {n}")
              for i, n in enumerate(("Aoi", "Sakura", "Gion"))]
    nodes = [GroupNode(1, None, ()), GroupNode(2, 1, tuple(hotels)), GroupNode(3, None, tuple(LAPTOP))]
    names = name_tree(nodes)
    assert names[2] and names[2].lower() != names[1].lower()


def test_a_sub_group_is_not_named_as_its_parent_in_another_order() -> None:
    # "Lines · lead" under "Lead · lines" (the journalist's draft) said nothing the parent did not
    hotels = [doc(10 + i, f"Hotel {n} deposit and check-in for the Kyoto trip, hotel room {n}")
              for i, n in enumerate(("Aoi", "Sakura", "Gion"))]
    nodes = [GroupNode(1, None, ()), GroupNode(2, 1, tuple(hotels)), GroupNode(3, None, tuple(LAPTOP))]
    parent = name_tree(nodes)[1]
    assert SEPARATOR in parent
    swapped = SEPARATOR.join(reversed(parent.split(SEPARATOR)))
    names = name_tree(nodes, current={1: parent, 2: swapped})
    assert names[1] == parent and words(names[2]) != words(parent), names


def test_a_kept_sub_group_name_gives_way_when_its_new_parent_takes_it() -> None:
    hotels = [doc(10 + i, f"Hotel {n} deposit and check-in for the Kyoto trip, hotel room {n}")
              for i, n in enumerate(("Aoi", "Sakura", "Gion"))]
    trains = [doc(20, "Shinkansen tickets Tokyo to Kyoto, trip on the 4th"),
              doc(21, "JR pass covers the Kyoto trip trains")]
    nodes = [GroupNode(1, None, ()), GroupNode(2, 1, tuple(hotels)), GroupNode(3, 1, tuple(trains)),
             GroupNode(4, None, tuple(LAPTOP))]
    names = name_tree(nodes)
    taken = name_tree(nodes, {2: names[1], 3: names[3]})  # the parent was made above a group that had its name
    assert taken[2].lower() != taken[1].lower()
    assert name_tree(nodes, {2: names[1]}, frozen={2})[2] == names[1]  # a name the user gave stays


def test_a_name_with_a_number_in_it_names_a_group() -> None:
    """People name things with numbers in them ("U10 girls", "Mum's 70th"); a product code or a date does not."""
    team = [doc(1, "Whitchurch U10 girls: training is back on Wednesday at the 3G", memo="need a plan for 14 of them"),
            doc(2, "U10 girls fixtures: Sun 17th v Llandaff North, KO 10:00"),
            doc(3, "All U10 fixtures this Sunday are postponed, order VML910RKIT by the 14th")]
    party = [doc(4, "Mum's 70th: lunch for 30 at the Pump House"), doc(5, "Photo book for mum's 70th, A4 lay flat"),
             doc(6, "Guest list for the 70th, aunt Pat and the bridge club")]
    names = name_tree([GroupNode(1, None, tuple(team)), GroupNode(2, None, tuple(party))])
    assert "u10" in words(names[1]) and "70th" in words(names[2])
    assert not (words(names[1]) | words(names[2])) & {"vml910rkit", "17th", "14th", "3g"}


def test_content_beside_the_application_in_a_title_suffix_can_name_a_group() -> None:
    """Only the application's words of a title suffix are banned everywhere ("Google Flights — Mozilla Firefox":
    google, mozilla, firefox), not the content beside them ("flights", which the flight cards say)."""
    title = "London to Lisbon | Google Flights — Mozilla Firefox"
    banned = provenance_words("firefox", "https://www.google.com/travel/flights", title, app_words_only=True)
    assert {"google", "mozilla", "firefox"} <= banned and "flights" not in banned
    assert "flights" in provenance_words("firefox", "https://www.google.com/travel/flights", title)  # placement's
    flights = [doc(1, "TAP flights Dublin to Lisbon, 2 bags", title=title, app="firefox",
                   url="https://www.google.com/travel/flights"),
               doc(2, "Aer Lingus flights to Lisbon, cheaper return",
                   title="Dublin to Lisbon | Google Flights — Mozilla Firefox", app="firefox",
                   url="https://www.google.com/travel/flights"),
               doc(3, "Ryanair flights to Lisbon, 1 bag only")]
    names = name_tree([GroupNode(1, None, tuple(flights)), GroupNode(2, None, tuple(LAPTOP))])
    assert "flights" in words(names[1]) and not words(names[1]) & {"google", "mozilla", "firefox"}


def test_with_contrast_a_sub_group_is_named_after_what_sets_it_apart_from_its_siblings() -> None:
    """Every sub-group of the Lisbon trip says "Lisbon"; the old-town sub-group is named after what it alone
    holds (Alfama, fado), not led by the word every sub-group shares and its parent's name already says."""
    flights = [doc(1, "Lisbon flights: TAP from Dublin, return on Sunday"),
               doc(2, "Flights to Lisbon with Aer Lingus, Lisbon arrival 10:40"),
               doc(3, "Cheaper Lisbon flights on Ryanair, Lisbon airport bus")]
    town = [doc(4, "Alfama walk in Lisbon, fado in the evening"), doc(5, "Lisbon viewpoints and tram 28 to Alfama"),
            doc(6, "Lisbon restaurant near the castle, book a table"), doc(7, "Lisbon museum tiles, open till six"),
            doc(8, "Alfama fado house in Lisbon, dinner at nine")]
    hotel = [doc(9, "Lisbon hotel near Baixa, breakfast included"), doc(10, "Hotel in Lisbon with a roof terrace")]
    nodes = [GroupNode(1, None, ()), GroupNode(2, 1, tuple(flights)), GroupNode(3, 1, tuple(town)),
             GroupNode(4, 1, tuple(hotel)), GroupNode(5, None, tuple(LAPTOP))]
    names = name_tree(nodes, params=NamingParams(contrast=1.0))  # the bench's grid chooses how much, 0 included
    assert "lisbon" in words(names[1]) and "flights" in words(names[2])
    assert "lisbon" not in words(names[3].split(SEPARATOR)[0]) and words(names[3]) & {"alfama", "fado"}


def test_a_sub_group_named_as_its_parent_keeps_its_best_word_and_adds_one_the_parent_lacks() -> None:
    """Under "Hybrid · car", the car-models sub-group whose best phrases are the parent's own is "Hybrid · TSI"
    (people repeat the task's word: "Car models"), not a name without its best word ("TSI · estate")."""
    from contexty_qt.core.pipeline.naming import _apart_from_parent

    candidates = [("hybrid", 0.08), ("car", 0.074), ("TSI", 0.035), ("estate", 0.025), ("nicer", 0.022)]
    assert _apart_from_parent(candidates, "Hybrid · car") == "Hybrid · TSI"
    # nothing of its own beside the parent's words: its best phrases outside them
    assert _apart_from_parent([("hybrid", 0.08), ("car", 0.07)], "Hybrid · car") == ""


def test_a_common_noun_is_not_lengthened_into_a_shops_name() -> None:
    """"Tiles" leads the tiles group; the pair "Topps Tiles" (a shop, written with capitals) does not replace it,
    as a person names the tiles, not the shop (an acronym still may: "ICU nurses", "RSVP card")."""
    tiles = [doc(1, "Topps Tiles: grey porcelain tiles, 60x60, concrete look"),
             doc(2, "Topps Tiles grout and tiles for the splashback"),
             doc(3, "Floor tiles from Topps Tiles, concrete grey"), doc(4, "Wall tiles in the bathroom, grey grout")]
    names = name_tree([GroupNode(1, None, tuple(tiles)), GroupNode(2, None, tuple(LAPTOP))])
    assert names[1].split(SEPARATOR)[0] == "Tiles"


def test_a_phrase_never_spans_punctuation() -> None:
    from contexty_qt.core.pipeline.naming import rank_phrases

    tiles = [doc(1, "Floor tiles, concrete grey"), doc(2, "Wall tiles. Concrete grey grout"),
             doc(3, "Tiles: concrete grey porcelain")]
    ranked = [p.lower() for p, _s in rank_phrases({1: tiles, 2: LAPTOP})[1]]
    assert "concrete grey" in ranked and "tiles concrete" not in ranked


def test_a_parents_second_phrase_is_said_by_more_than_one_of_its_parts() -> None:
    """Whatever the spread weight, a parent is not named after its largest child by a second phrase only that
    child says ("Kyoto trip · hotel room"); its best phrase may still be one part's."""
    hotels = [doc(10 + i, f"Hotel {n} deposit and check-in for the Kyoto trip, hotel room {n}")
              for i, n in enumerate(("Aoi", "Sakura", "Gion", "Momiji", "Kamo"))]
    trains = [doc(20, "Shinkansen tickets Tokyo to Kyoto, trip on the 4th"),
              doc(21, "JR pass covers the Kyoto trip trains")]
    nodes = [GroupNode(1, None, ()), GroupNode(2, 1, tuple(hotels)), GroupNode(3, 1, tuple(trains)),
             GroupNode(4, None, tuple(LAPTOP))]
    for spread in (0.5, 1.0, 2.0):
        assert not words(name_tree(nodes, params=NamingParams(spread=spread))[1]) & {"hotel", "room", "deposit"}


def test_function_words_of_another_language_never_name_a_group() -> None:
    plot = [doc(1, "Die Parzelle 14 ist ab April frei. Bitte melden Sie sich bei der Vereinsleitung und bringen "
                   "Sie den Pachtvertrag mit.", memo="plot!!"),
            doc(2, "Der Pachtvertrag für die Parzelle läuft über zehn Jahre und die Ablöse ist zu zahlen."),
            doc(3, "Ablöse für die Hütte und die Obstbäume: der Vorpächter will 1800 Euro.")]
    other = [doc(4, "Kitchen worktop quotes"), doc(5, "Kitchen worktop in oak")]
    name = name_tree([GroupNode(1, None, tuple(plot)), GroupNode(2, None, tuple(other))])[1]
    assert not words(name) & {"und", "die", "der", "ist", "sie", "für"}
    assert words(name) & {"parzelle", "pachtvertrag", "ablöse"}


def test_a_pronoun_never_names_a_group() -> None:
    """"Theirs" named an archaeologist's sub-group of papers for a licence swap (her memos: "theirs or ours?", "the
    translator's stamp, not theirs"); a pronoun says whose, never what."""
    papers = [doc(1, "Sworn translation of the licence, theirs not ours", memo="theirs or ours? theirs"),
              doc(2, "The translator stamps theirs, we bring ours: licence and passport copies", memo="theirs again"),
              doc(3, "Licence exchange: passport, translation, photo, fee slip", memo="theirs, with the stamp")]
    other = [doc(4, "Kitchen worktop quotes"), doc(5, "Kitchen worktop in oak")]
    name = name_tree([GroupNode(1, None, tuple(papers)), GroupNode(2, None, tuple(other))])[1]
    assert not words(name) & {"theirs", "ours", "whose", "themselves"}
    assert words(name) & {"licence", "translation", "translator", "passport", "stamp"}


def test_function_words_of_a_language_stop_words_lacks_never_name_a_group() -> None:
    # Tagalog is not among the stop-words package's 33 languages; stopwords-iso's list tells it ("Ang · lang" named
    # the dive shop's compressor group)
    message = naming_doc(1, "Ang compressor ay sira na, kailangan ng bagong piston at hindi pa dumating ang parts.")
    assert {"ang", "ay", "hindi"} <= message.stop
    assert not message.english


def test_an_english_capture_keeps_words_that_are_function_words_elsewhere() -> None:
    assert naming_doc(1, "The hat stand and a war memorial: the bin is by the door").stop == frozenset()
    assert "und" in naming_doc(2, "Die Parzelle ist frei und der Vertrag liegt bei").stop


def test_a_told_language_loses_its_function_words_that_the_long_english_list_also_holds() -> None:
    # "til" is in the stop-words package's long English list as well as the Norwegian one: once a capture is told
    # to be Norwegian it goes with the rest ("Til" named the dog's group)
    message = naming_doc(1, "Hei Fiona. Vi har mottatt skademeldingen din og sender svar til deg innen en uke.")
    assert {"til", "og", "vi"} <= message.stop
    assert not message.english


def test_a_word_s_language_is_decided_over_every_capture_not_one() -> None:
    """A short Norwegian line holds too few function words to be told alone, yet "til" goes from it because the
    other captures write it in Norwegian; an English capture keeps "hat" when the English captures write it."""
    knee = [doc(1, "Skye er satt opp til operasjon mandag. Levering kl. 07:45, ingen mat etter kl. 22:00."),
            doc(2, "Vi har mottatt skademeldingen din og sender svar til deg innen en uke."),
            doc(3, "Til Skye: kontroll etter operasjon", memo="knee op check"),
            doc(4, "Til Skye: kontroll og sting", memo="stitches")]
    assert not doc(3, "Til Skye: kontroll etter operasjon").stop  # too short to be told on its own
    hats = [doc(5, "The hat stand and the bin by the door"), doc(6, "A felt hat for the wedding, and a hat box"),
            doc(7, "Er hat die Jacke bestellt und der Hut ist da")]
    names = name_tree([GroupNode(1, None, tuple(knee)), GroupNode(2, None, tuple(hats))])
    assert "til" not in words(names[1])
    assert "hat" in words(names[2])


def test_a_word_one_app_writes_in_its_titles_across_tasks_never_names_a_group() -> None:
    """"Chat | Marit Nilsen | Microsoft Teams": "Chat" is the app's, whatever the chat is about ("IHC · Chat"), while
    a title weighs as the page's own summary; a word one app's titles hold in one task only still names it."""
    def teams(i: int, text: str, person: str = "Marit Nilsen") -> NamingDoc:
        return naming_doc(i, text, window_title=f"Chat | {person} | Microsoft Teams", app="ms-teams")

    samples = [teams(1, "IHC on the moose lymph nodes is negative"), teams(2, "Three more heads arrived frozen"),
               teams(3, "Results for the reindeer samples by Friday")]
    report = [doc(4, "Annual report draft: methods and tables"), doc(5, "Report tables by county, annual totals"),
              doc(6, "Annual report comments from the section")]
    course = [teams(7, "Darting course: the drug permit came through", "Håkon Strand"),
              doc(8, "Darting course participants list"), doc(9, "Darting course hotel booked")]
    leave = [teams(10, "Annual leave in February approved", "HR"), doc(11, "Leave form for February")]
    nodes = [GroupNode("cwd", None, ()), GroupNode(1, "cwd", tuple(samples)), GroupNode(2, "cwd", tuple(report)),
             GroupNode(3, None, tuple(course)), GroupNode(4, None, tuple(leave))]
    names = name_tree(nodes)
    assert not any("chat" in words(name) for name in names.values()), names


def test_a_workspace_name_one_app_repeats_in_its_titles_never_names_a_group() -> None:
    """"Dana Reyes (DM) - Twin Ports Tribune - Slack": the workspace (her newspaper) is in every Slack title whatever
    the message is about, even when every Slack capture sits in one group (the title weight made it "Ports Tribune ·
    Twin" for a fellowship application); the application's changing part is still read."""
    def slack(i: int, text: str, where: str) -> NamingDoc:
        return naming_doc(i, text, window_title=f"{where} - Twin Ports Tribune - Slack", app="Slack")

    fellowship = [slack(1, "Your reference letter for the fellowship is in", "Dana Reyes (DM)"),
                  slack(2, "Fellowship proposal draft attached", "Sam Whitfield (DM)"),
                  slack(3, "Good luck with the fellowship application", "a1-budget (Channel)"),
                  slack(4, "Fellowship clips: the PFAS series", "Dana Reyes (DM)"),
                  doc(5, "Alder Fellowship application: proposal, clips, two letters")]
    bonspiel = [doc(6, "Bonspiel draw for Friday night, sixteen teams"), doc(7, "Bonspiel raffle prizes")]
    mom = [doc(8, "Assisted living tour on Tuesday"), doc(9, "Assisted living deposit and monthly cost")]
    names = name_tree([GroupNode(1, None, tuple(fellowship)), GroupNode(2, None, tuple(bonspiel)),
                       GroupNode(3, None, tuple(mom))])
    assert not words(names[1]) & {"twin", "ports", "tribune"} and "fellowship" in words(names[1]), names


def test_a_title_segment_several_tasks_write_names_none_of_them() -> None:
    """"Messenger | Facebook - Google Chrome" is a family chat whatever it is about: a segment that the titles of three
    tasks write is the site's ("Boat · Messenger" named a reunion), though few of the browser's titles say it; a
    segment of one task's titles ("Sailboat listing") is the page's own."""
    from contexty_qt.core.pipeline.naming import _title_chrome

    def chrome(i: int, text: str, title: str) -> NamingDoc:
        return naming_doc(i, text, window_title=f"{title} - Google Chrome", app="google-chrome")

    tops = [[chrome(3 * t + k, f"text {t} {k}", f"Page {t}{k} of this task") for k in range(3)] for t in range(3)]
    tops[0] += [chrome(20, "the survey is booked", "Messenger | Facebook"),
                chrome(21, "Tanzer 22 for sale", "Tanzer 22 | Sailboat listing"),
                chrome(22, "keel sound", "Keel photos | Sailboat listing")]
    tops[1].append(chrome(23, "ferry on Friday", "Messenger | Facebook"))
    tops[2].append(chrome(24, "visit Sunday", "Messenger | Facebook"))
    words_of_chrome = _title_chrome(tops)
    assert "messenger" in words_of_chrome and not {"sailboat", "listing"} & words_of_chrome


def test_a_word_the_window_titles_say_is_raised_by_the_title_weight() -> None:
    firefox = "— Mozilla Firefox"
    flights = [doc(1, "BRS to OPO Fri 06:40, return Sun, minibus to the airport", title=f"Flights to Porto {firefox}",
                   app="firefox"),
               doc(2, "BRS OPO 89 return each, minibus from Cardiff at 4am", title=f"Cheap flights {firefox}",
                   app="firefox"),
               doc(3, "Minibus booked: Cardiff to BRS, flights at 06:40")]
    other = [doc(4, "Kitchen worktop quotes"), doc(5, "Kitchen worktop in oak")]
    nodes = [GroupNode(1, None, tuple(flights)), GroupNode(2, None, tuple(other))]
    assert naming_doc(1, "x", window_title=f"Flights to Porto {firefox}", app="firefox").title == "Flights to Porto"
    assert name_tree(nodes, params=NamingParams(title=2.0))[1].lower().startswith("flights")


def test_a_title_of_another_language_and_the_name_after_it_rank_low() -> None:
    plot = [doc(1, "Sehr geehrte Frau Sato, die Parzelle 47 wird Ihnen übergeben. Zaun und Hütte siehe Liste."),
            doc(2, "Frau Sato: the hut roof leaks, fence along the path is fine, Parzelle 47"),
            doc(3, "Parzelle 47 handover with Frau Sato on Saturday, hut keys")]
    other = [doc(4, "Kitchen worktop quotes"), doc(5, "Kitchen worktop in oak")]
    nodes = [GroupNode(1, None, tuple(plot)), GroupNode(2, None, tuple(other))]
    # "Frau Sato" ranks as a person's name (x person): below "Parzelle", a proper name (capitalised in every
    # capture) when proper names weigh more than people...
    name = name_tree(nodes, params=NamingParams(proper=0.5))[1]
    assert not words(name) & {"frau", "sato"}
    assert words(name) & {"parzelle", "hut"}
    # ...and never ahead of the group's common noun when proper names weigh about as low as people (the shipped
    # weight until session 29), so "Parzelle" and "Frau Sato" compete for the second place
    assert name_tree(nodes, params=NamingParams(proper=0.5))[1].split(" · ")[0].lower() == "hut"
    # the shipped weights (a proper name in full since session 29): "Frau Sato" still names nothing
    shipped = name_tree(nodes)[1]
    assert not words(shipped) & {"frau", "sato"} and words(shipped) & {"parzelle", "hut"}


def test_naming_ships_the_weights_the_committed_placement_bench_chose_on_all_corpora() -> None:
    # bench/placement.py chooses NamingParams on all its corpora and says whether naming.py ships them; a result
    # committed with another choice (the corpora or the placement changed it) fails here rather than leaving the app
    # on stale weights, as happened in session 6
    from bench.placement import naming_label

    result = (Path(__file__).resolve().parents[2] / "bench" / "results" / "placement.md").read_text(encoding="utf-8")
    chosen = re.search(r"chosen on all of them: ([0-9./ ]+);", result)
    if chosen is None:
        pytest.skip("the committed result predates the check; the next bench/placement.py run writes it")
    assert chosen.group(1).strip() == naming_label(DEFAULT_PARAMS)


def test_a_word_after_an_acronym_or_across_a_title_is_no_persons_name() -> None:
    """A title of some locale ("Sis", "Bay") makes the next word a name only when the two are written side by side,
    the title is not an acronym and the next word is never written in lower case: the chemistry gradebook ends its
    window title with "PowerSchool SIS" and its page starts "Chemistry 11" (a subject, not a person)."""
    title = "Gradebook - Chemistry 11 P3 - PowerSchool SIS - Google Chrome"
    marks = [doc(1, "Chemistry 11 term marks: lab 4.1, quiz 4", title=title, app="chrome"),
             doc(2, "Chemistry 11 report cards due Friday, lab marks missing", title=title, app="chrome"),
             doc(3, "chemistry lab: limiting reagent, report cards next week")]
    other = [doc(4, "Kitchen worktop quotes"), doc(5, "Kitchen worktop in oak")]
    name = name_tree([GroupNode(1, None, tuple(marks)), GroupNode(2, None, tuple(other))])[1]
    assert "chemistry" in words(name.split(SEPARATOR)[0])


def test_a_word_after_a_kinship_word_is_a_name_only_when_written_as_one() -> None:
    """"aunt Pat" and "aunt pat" name a person; "miss lunch" (a verb) and "granny flat" (a thing) do not."""
    from contexty_qt.core.pipeline.naming import _person_words

    said = _person_words([doc(1, "Guest list: aunt Pat and Mrs Okafor", memo="aunt pat can't come"),
                          doc(2, "don't miss lunch, the granny annexe is free")])
    assert {"pat", "okafor"} <= said and not said & {"lunch", "annexe"}


def test_a_short_code_or_a_number_word_alone_never_names_a_group() -> None:
    """"A5" (a hive's label) and "six" say nothing alone; a code beside a word still may ("Dutch A1")."""
    hives = [doc(1, "Hive A5: sunken cappings, rope test positive on six frames", memo="A5 looks bad"),
             doc(2, "A5 swab sent for the rope test, six frames", memo="A5 swab"),
             doc(3, "Rope test on A5 again, cappings sunken")]
    dutch = [doc(4, "Dutch A1 course, lesson 3"), doc(5, "Dutch A1 grammar: word order")]
    names = name_tree([GroupNode(1, None, tuple(hives)), GroupNode(2, None, tuple(dutch))])
    assert names[1] and not words(names[1]) & {"a5", "six"}
    assert "a1" in words(names[2])


def test_a_word_is_a_proper_name_only_if_no_form_of_it_is_written_in_lower_case() -> None:
    """"Consents" in a council page's heading and "consent" in its text are one word, not a proper name."""
    from contexty_qt.core.pipeline.naming import _proper_words

    proper = _proper_words([doc(1, "Resource Consents: apply for a resource consent"), doc(2, "Kowhai Crescent")])
    assert "kowhai" in proper and not proper & {"consent", "consents"}


def test_the_name_metric_takes_a_subject_a_site_is_named_after_for_the_subject() -> None:
    """bench/placement.py's name agreement: www.delft.nl makes "delft" a host label, but the author calls the task
    "Moving to Delft", so a name saying Delft agrees; a site's own name (kamernet.nl) and the author's listed
    application and site words still never do."""
    from bench.corpora import load
    from bench.placement import agrees, site_words

    mira = load("mira")
    sites = site_words(mira)
    assert "delft" not in sites and {"kamernet", "firefox"} <= sites
    move = mira.tasks["move"]
    assert agrees(move.name, move.name, move.synonyms, sites)
    assert agrees("Room · Delft", move.name, move.synonyms, sites)
    assert not agrees("Kamernet · room", "Room in Delft", mira.subtopics["move/housing"].synonyms, sites)


def test_units_of_time_and_their_abbreviations_name_nothing() -> None:
    # "Best man is doing 6 min, my dad 3": "min" named the wedding "Jonas · min"
    speech = [doc(1, "Best man is doing 6 min, my dad 3 min, mine 4 mins", memo="speech 4 min"),
              doc(2, "Speech draft: 4 min at most, 2 hrs of dinner first", memo="speech"),
              doc(3, "Toast after the speech, 5 min", memo="min 4 max 5")]
    other = [doc(4, "Kitchen worktop quotes"), doc(5, "Kitchen worktop in oak")]
    name = name_tree([GroupNode(1, None, tuple(speech)), GroupNode(2, None, tuple(other))])[1]
    assert not words(name) & {"min", "mins", "hrs"}
    assert "speech" in words(name)


def test_a_currency_code_names_nothing() -> None:
    # a winemaker's export price list named "GBP ZAR · wine", a shipyard's change orders "Offers KRW"
    prices = [doc(1, "Export price list: Chenin 2029 GBP 9.50, ZAR 210 ex cellar", memo="export prices for UK"),
              doc(2, "Price list GBP / ZAR for the importer, Chenin and Syrah", memo="prices again"),
              doc(3, "Importer wants GBP prices on the Syrah, ZAR at the cellar door", memo="export prices")]
    other = [doc(4, "Kitchen worktop quotes"), doc(5, "Kitchen worktop in oak")]
    name = name_tree([GroupNode(1, None, tuple(prices)), GroupNode(2, None, tuple(other))])[1]
    assert not words(name) & {"gbp", "zar"}, name
    assert words(name) & {"price", "prices", "export", "chenin", "syrah"}, name


def test_a_part_of_the_day_or_a_verb_of_coming_and_receiving_names_nothing() -> None:
    # a stage manager's repertory opera named "Benedetti · tonight", a dentist's crowns "Montes crowns · came", a hut
    # "Confirmed · minced musk"
    show = [doc(1, "Benedetti sings Violetta tonight, the Traviata guest", memo="traviata tonight"),
            doc(2, "Traviata tonight: Benedetti arrived, came to the fitting", memo="benedetti came"),
            doc(3, "Show report Traviata, Benedetti confirmed for tonight", memo="traviata report")]
    other = [doc(4, "Kitchen worktop quotes received"), doc(5, "Kitchen worktop in oak came today")]
    name = name_tree([GroupNode(1, None, tuple(show)), GroupNode(2, None, tuple(other))])[1]
    assert not words(name) & {"tonight", "came", "confirmed"}, name
    assert words(name) & {"traviata", "benedetti", "violetta", "show"}, name


def test_a_generic_word_most_tasks_say_gives_way_to_a_content_word() -> None:
    # "anyone" (the long English stop-word list) is said in every task here: 'Anyone · shift' before; a generic
    # word that one task alone says would still name it (authors name tasks "Course", "Room")
    swaps = [doc(1, "Can anyone swap my Saturday night shift?"), doc(2, "Anyone free for an early shift on the 12th"),
             doc(3, "Anyone want my late on Friday, happy to swap")]
    trip = [doc(4, "Kyoto ryokan booked, does anyone need the address"), doc(5, "Kyoto temples list")]
    laptop = [doc(6, "Battery life of the X1, anyone tried it"), doc(7, "Battery life test of the T14")]
    names = name_tree([GroupNode(1, None, tuple(swaps)), GroupNode(2, None, tuple(trip)),
                       GroupNode(3, None, tuple(laptop))])
    assert "anyone" not in words(names[1]) and words(names[1]) & {"shift", "swap"}


def test_the_name_metric_reads_a_possessive_as_its_word() -> None:
    """bench/placement.py's name agreement: the author's "Lerato's braces" holds the word Lerato, so a name saying
    Lerato agrees with it (the apostrophe kept "lerato'" apart until session 12); a name with neither word does not."""
    from bench.corpora import load
    from bench.placement import agrees, site_words

    winemaker = load("winemaker")
    sites = site_words(winemaker)
    braces = next(n for n in winemaker.tasks.values() if n.name == "Lerato's braces")
    assert agrees("Orthodontic · Lerato", braces.name, braces.synonyms, sites)
    assert not agrees("Orthodontic · plan", braces.name, ("ortho",), sites)


def test_a_second_word_is_named_by_the_phrase_the_captures_say_it_in() -> None:
    """A name's second word gives way to a two-word phrase holding it that ranks nearly as well ("Staples · oxalic
    acid", not "Staples · acid"), unless that phrase ranks far lower or lengthens it into a proper name."""
    ranked = [("staples", 0.12), ("acid", 0.093), ("spring", 0.09), ("oxalic acid", 0.092)]
    assert compose(ranked) == "Staples · oxalic acid"
    assert compose([("staples", 0.12), ("acid", 0.093), ("oxalic acid", 0.03)]) == "Staples · acid"
    assert compose([("staples", 0.12), ("acid", 0.093), ("Mitex acid", 0.09)]) == "Staples · acid"
    # the phrase may not repeat the first phrase's word
    assert compose([("staples", 0.12), ("acid", 0.093), ("acid staples", 0.05)]) == "Staples · acid"


def test_an_apps_same_whole_title_over_two_tasks_never_names_a_group() -> None:
    """"Chat | Microsoft Teams" over a footy team's messages and a course's: one app writing the very same title over
    captures placed in two tasks names its view, not either task ("Round · Chat" named the footy team), however
    few tasks placement told apart; a title one task alone repeats still names it."""
    def teams(i: int, text: str) -> NamingDoc:
        return naming_doc(i, text, window_title="Chat | Microsoft Teams", app="Microsoft Teams")

    footy = [teams(1, "Footy training moved to Thursday, bring the round cones"), teams(2, "Footy round 5 away game"),
             doc(3, "Footy round draw for the under 10s")]
    course = [teams(4, "Course module 3 on paediatric fluids is due"), doc(5, "Course module quiz results"),
              doc(6, "Course module 4 reading list")]
    trip = [naming_doc(7, "Gorge walk, 12 km return", window_title="Flinders walks", app="Firefox"),
            naming_doc(8, "Gorge lookout at dawn", window_title="Flinders walks", app="Firefox"),
            naming_doc(9, "Gorge campsite booking", window_title="Flinders walks", app="Firefox")]
    names = name_tree([GroupNode(1, None, tuple(footy)), GroupNode(2, None, tuple(course)),
                       GroupNode(3, None, tuple(trip))])
    assert not any("chat" in words(name) for name in names.values()), names
    assert "flinders" in words(names[3]) or "gorge" in words(names[3]), names


def test_a_task_is_named_in_the_language_most_of_its_captures_are_written_in() -> None:
    """A flat bought mostly in English, with three Polish messages about the contract, is named first in English
    ("Umowa przedwstępna · notary" named it), though the Polish phrase is the group's commonest."""
    flat = [doc(1, "Umowa przedwstępna jest gotowa, ale zadatek musi być przelany przed podpisaniem, więc jeszcze "
                   "czekamy na bank."),
            doc(2, "Umowa przedwstępna została podpisana i zadatek jest już na koncie, więc teraz tylko kredyt."),
            doc(3, "Czy umowa przedwstępna może być przesunięta? Zadatek zostaje bez zmian, tak jak było."),
            doc(4, "The offer for the flat is ready, fixed rate for five years"),
            doc(5, "Valuation booked for Tuesday at the flat"),
            doc(6, "The bank wants the land registry extract"),
            doc(7, "Keys handed over once the loan is paid out")]
    close = [doc(8, "Year-end close checklist: accruals and the audit timetable"),
             doc(9, "Audit timetable moved; accruals by Friday"), doc(10, "Accruals for the audit fees")]
    names = name_tree([GroupNode(1, None, tuple(flat)), GroupNode(2, None, tuple(close))])
    assert names[1].split(SEPARATOR)[0].lower() == "flat", names


def test_a_script_the_persons_memos_never_use_names_nothing() -> None:
    """A dental implant followed in Korean messages from the clinic, with memos in English: the Korean clinic's name
    and the form of address the messages use ("옥포바른치과 · 감독님" named it) are not hers to name the task with."""
    tooth = [doc(1, "옥포바른치과: 감독님, 임플란트 상담은 목요일 오후 3시입니다.", memo="implant consult thu 3pm"),
             doc(2, "옥포바른치과: 감독님, 발치 후 뼈이식 일정 확인 부탁드립니다.", memo="extraction then graft"),
             doc(3, "옥포바른치과 영수증: 임플란트 1차 수술 1,200,000원", memo="implant receipt for the claim"),
             doc(4, "Implant quote: fixture, abutment and crown, KRW 2,100,000", memo="implant quote, 2nd clinic")]
    ship = [doc(5, "Sea trials: speed and power runs, crash stop, anchor test", memo="trials mon-wed"),
            doc(6, "Trials programme moved to Monday; endurance run overnight", memo="trials moved"),
            doc(7, "Anchor test and crash stop on Tuesday", memo="trials day 2")]
    names = name_tree([GroupNode(1, None, tuple(tooth)), GroupNode(2, None, tuple(ship))])
    assert "implant" in words(names[1]), names
    assert not any(ch.isalpha() and not ch.isascii() for ch in names[1]), names
    # a person who writes her memos in Korean names in Korean too
    own = [doc(i, d.text.split(" \n ")[0], memo="임플란트 상담") for i, d in enumerate(tooth[:3], 11)]
    names = name_tree([GroupNode(1, None, tuple(own)), GroupNode(2, None, tuple(ship))])
    assert any("\uac00" <= ch <= "\ud7a3" for ch in names[1]), names


def test_placement_words_leave_out_the_function_words_of_the_language_a_capture_is_written_in() -> None:
    # every Spanish capture shares "para", "como" and "pero" whatever it is about; its content words stay, and an
    # English capture keeps its own words
    words = lexical_words("Hola Marta, necesito las facturas para el cierre del trimestre, pero como siempre "
                          "llegan tarde desde la gestoría", memo="facturas Q3")
    assert {"para", "pero", "como", "desd"}.isdisjoint(words) and {"factura", "cierr", "trimestr"} <= words
    assert {"parad", "rout", "bridg"} <= lexical_words("the parade route closes the bridge")

