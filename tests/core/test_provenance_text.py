"""Which title words only say where a capture came from (core/provenance_text.py)."""

from __future__ import annotations

from contexty_qt.core.provenance_text import provenance_words, strip_provenance


def test_an_application_suffix_is_provenance() -> None:
    words = provenance_words("firefox", "https://kamernet.nl/room", "Room in Delft — Kamernet — Mozilla Firefox")
    assert {"mozilla", "firefox", "kamernet"} <= words
    assert "delft" not in words and "room" not in words
    assert strip_provenance("Room in Delft — Kamernet — Mozilla Firefox", "firefox") == "Room in Delft — Kamernet"


def test_a_last_title_segment_that_names_no_application_is_content() -> None:
    # the words after the last dash name the deck and the chat, not the app: they may name a group
    assert "dutch" not in provenance_words("anki", "", "Anki — Dutch A1 — Browse")
    assert provenance_words("telegram", "", "Telegram — Sanne (Dutch tutor)") == {"telegram"}
    # an app suffix behind a content suffix is still stripped, up to two levels
    assert {"okular"} <= provenance_words("okular", "", "Chapter 6 — notes.pdf — Okular")


def test_a_bar_separated_application_suffix_takes_only_the_application() -> None:
    words = provenance_words("teams-for-linux", "", "ICU Nurses - Roster | Microsoft Teams")
    assert {"microsoft", "teams"} <= words
    assert "roster" not in words and "nurses" not in words


def test_edges_profile_segment_is_provenance_not_content() -> None:
    """Microsoft Edge titles carry the profile between the page and the browser ("... - Personal - Microsoft
    Edge"); the profile's name said "Personal" in every group of an Edge user's captures."""
    title = "Self Assessment: sign in - GOV.UK - Personal - Microsoft\u200b Edge"
    assert strip_provenance(title, "msedge") == "Self Assessment: sign in - GOV.UK"
    assert {"personal", "microsoft", "edge"} <= provenance_words("msedge", "", title)
    assert "assessment" not in provenance_words("msedge", "", title)
    # only right after Edge's name: a short segment before another browser's name stays content
    assert strip_provenance("Kitchen plan - Work - Mozilla Firefox", "firefox") == "Kitchen plan - Work"


def test_an_application_whose_id_extends_its_shown_name_is_provenance() -> None:
    """Xournal++ runs as `xournalpp`: its suffix named a garden group "Und · Xournal" (found reading the
    session-5 test corpus's misses after its one run). A short shared start is not enough."""
    title = "Befund_Sono_Schulter_re.pdf - Xournal++"
    assert "xournal" in provenance_words(app="xournalpp", window_title=title)
    assert "xournal" in provenance_words(app="xournalpp", window_title=title, app_words_only=True)
    assert strip_provenance("Notes on bowing - Xournal++", "xournalpp") == "Notes on bowing"
    assert strip_provenance("Recipes - Gsm", "gscan2pdf") == "Recipes - Gsm"  # 'gs' of the id is no name


def test_a_sites_name_as_its_pages_write_it_is_provenance() -> None:
    """revealjs.com's pages say "reveal.js": "reveal" is the site's name (a dev-corpus group was named
    "Reveal · invariant" after the slides' preview tab), while an ordinary dotted word is not banned."""
    words = provenance_words("chromium", "https://revealjs.com/markdown/",
                             "reveal.js - The HTML presentation framework - Chromium", app_words_only=True)
    assert {"reveal", "js", "revealjs"} <= words
    assert "node" in provenance_words("firefox", "https://nodejs.org/en", "Node.js — Run JavaScript Everywhere")
    assert "fig" not in provenance_words("firefox", "https://arxiv.org/abs/1", "See fig.2 of the paper — arXiv")


def test_an_application_name_with_a_bracketed_qualifier_is_provenance() -> None:
    """Acrobat Reader's title ends in "(64-bit)", whose dash hid the whole suffix: "Reader" named a group of
    PDFs (found reading the session-9 test corpus's misses after its one run)."""
    title = "Forsikringsbevis_hund.pdf - Adobe Acrobat Reader (64-bit)"
    assert {"adobe", "acrobat", "reader"} <= provenance_words(app="Acrobat", window_title=title)
    assert strip_provenance(title, "Acrobat") == ""
    assert strip_provenance("Deposit for the hall - Message (HTML)", "outlook") == "Deposit for the hall"
    assert strip_provenance("Telegram — Sanne (Dutch tutor)", "telegram") == "Telegram — Sanne (Dutch tutor)"


def test_an_application_name_with_a_hyphen_inside_a_word_is_provenance() -> None:
    """PDF-XChange Editor's hyphen hid its whole suffix, and "- PDF-XChange Editor" was left as the page's title:
    every screenshot of a PDF in it was titled "PDF-XChange Editor" (seen in the app on the naval architect's
    fortnight). Only a spaced dash separates segments; one inside a word is part of the name."""
    title = "Okpo_Bareun_CBCT_estimate_36.pdf - PDF-XChange Editor"
    assert strip_provenance(title, "PDF-XChange Editor") == ""
    assert {"pdf", "xchange", "editor"} <= provenance_words(app="PDF-XChange Editor", window_title=title)
    assert strip_provenance("Offer - Anne-Marie", "thunderbird") == "Offer - Anne-Marie"  # no app: content
    assert strip_provenance("Flight plan USH-AEP - Ops - Mozilla Firefox", "firefox") == "Flight plan USH-AEP - Ops"
