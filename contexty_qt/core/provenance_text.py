"""Which words of a capture only say where it came from (application, browser, site, file name):
they never name a group, decide placement or become a title. Shared by embeddings, the offline
analyzer and the pipeline, so it sits below all of them."""

from __future__ import annotations

import re
from urllib.parse import urlparse

# Applications, browsers and sites people capture from: they say where, never what.
KNOWN_APP_WORDS = frozenset(
    """mozilla firefox chrome chromium google microsoft adobe acrobat brave safari edge opera vivaldi konsole
    terminal gnome kde code visual studio vscode evince okular pdf libreoffice writer calc impress thunderbird
    outlook gmail mail inbox slack signal telegram whatsapp discord teams zoom skype obsidian notion anki reddit
    youtube github gitlab jira confluence stackoverflow stack overflow wikipedia twitter linkedin facebook
    instagram amazon ebay docs sheets drive maps photos desktop app apps http https www com org net html htm php
    aspx png jpg jpeg odt ods docx xlsx pptx csv txt md""".split()
)
# Words that are true of nearly any capture and name nothing.
FILLER = frozenset(
    """page pages home search results result website site online official guide day days night week weeks
    today tomorrow yesterday morning evening time times best top free new old big small great nice good bad
    lot lots way ways thing things stuff item items info information details detail click read reading
    check checked checking note notes hi hey hello dear thanks thank please regards best cheers yes yeah ok
    okay sure via per incl excl etc also just still even actually really maybe probably pretty quite first
    second last next many much more less able available done sorted fine right left back sent made make
    makes making going come comes take takes need needs want wants know think says said ask asked tell told
    let lets put give gave got get gets keep kept find found try tried start started end ends part whole
    mon tue wed thu fri sat sun monday tuesday wednesday thursday friday saturday sunday jan feb mar apr may
    jun jul aug sep oct nov dec january february march april june july august september october november
    december re fwd fw lol omg tbc tbd asap btw fyi pls plz
    theirs ours yours hers whose myself yourself himself herself itself ourselves themselves yourselves""".split()
)  # pronouns name nothing ("Theirs" named an archaeologist's sub-group); "mine" is left: a mine is a thing

_TOKEN = re.compile(r"(?u)\b[^\W\d_][^\W\d_'’\-]{2,}\b")
# An application's name may end in a bracketed qualifier with a dash of its own ("Adobe Acrobat Reader (64-bit)"):
# without room for it the suffix was never found, and "Reader" named a group of PDFs.
_QUALIFIER = r"(?:\s*\([^()]{1,20}\))?"


def _app_suffix(separators: str) -> re.Pattern[str]:
    """The last segment of a window title after one of `separators` (spaced): the application's name. A hyphen
    inside a word belongs to the name ("PDF-XChange Editor"); only a spaced dash separates segments."""
    name_char = rf"(?:[^{separators}]|(?<=\w)-(?=\w))"
    return re.compile(rf"\s+[{separators}]\s+({name_char}{{2,40}}?{_QUALIFIER})$")


_APP_SUFFIX = _app_suffix("—–-")
# provenance_words also splits at "|" ("ICU Nurses - Roster | Microsoft Teams": only "Microsoft Teams" is the
# application; with the dashes alone "Roster" went with it and could never name the roster group)
_APP_SUFFIX_BAR = _app_suffix("—–|-")
_EMAIL = re.compile(r"\S+@\S+")
_FILE = re.compile(r"\b[\w\-.]+\.(?:pdf|odt|ods|docx?|xlsx?|pptx?|md|txt|py|csv|json|png|jpe?g|html?)\b", re.I)
# A title that is nothing but one file's name, whatever its extension ("ArdesiaGeorgian-Bold.glyphs", "deck.key"):
# the application shows which document it has open, and _FILE cannot list every application's extension.
_LONE_FILE = re.compile(r"[\w\-.]+\.[^\W\d_][^\W_]{0,7}")


# Microsoft Edge puts the browser profile's name between the page and itself ("Tax - GOV.UK - Personal -
# Microsoft Edge"): after an Edge suffix the next segment is the profile, never content.
_PROFILE_BROWSER_WORDS = frozenset({"edge"})
_PROFILE_MAX_WORDS = 3


def provenance_words(app: str = "", url: str = "", window_title: str = "", *,
                     app_words_only: bool = False) -> frozenset[str]:
    """The words that only say where a capture came from: app name, site labels, the title's suffix.
    `app_words_only` (what naming bans in every group): of an application suffix only the application's own
    words, since the rest of the segment may be content ("Google Flights", "Notebookcheck.net Reviews",
    "Leeds Python Slack", "r/nursing - Reddit") and a banned word never names any group of the tree (the
    site's own label comes from its URL). Placement bans the whole segment from its own capture, as tuned."""
    found: set[str] = set()
    for part in re.split(r"[\W_]+", app.lower()):
        if len(part) > 1:
            found.add(part)
    if url:
        try:
            host = urlparse(url).hostname or ""
        except ValueError:
            host = ""
        labels = host.lower().removeprefix("www.").split(".")
        found.update(label for label in labels[:-1] if len(label) > 1)
        # the site's name as its pages write it: revealjs.com is "reveal.js", node-js.org "Node.js"
        for written in re.findall(r"[^\W_]+(?:[.\-][^\W_]+)+", window_title):
            parts = [w.lower() for w in re.split(r"[.\-]", written)]
            if "".join(parts) in labels[:-1]:
                found.update(w for w in parts if len(w) > 1)
    found |= _strip_app_suffixes(window_title, app, _APP_SUFFIX_BAR, app_words_only)[1]
    return frozenset(found)


def file_words(window_title: str, app: str = "") -> frozenset[str]:
    """The words of file names in a window title ("slides.md - talk - Visual Studio Code" -> slides), and of a
    title that is one file's name ("ArdesiaGeorgian-Bold.glyphs"): a file's name never names a group.
    (Placement keeps them: the same word in a card's content is still content.)"""
    words = {w.lower() for name in _FILE.findall(window_title) for w in _TOKEN.findall(name.rsplit(".", 1)[0])}
    # its extension too: strip_provenance removes only the extensions _FILE knows
    words |= {w.lower() for w in _TOKEN.findall(lone_file(window_title, app).replace(".", " "))}
    return frozenset(words)


def is_file_name(title: str) -> bool:
    """Whether `title` is nothing but one file's name ("ArdesiaGeorgian-Regular.glyphs", "notes.md")."""
    return _LONE_FILE.fullmatch(title.strip()) is not None


# The application's name may come first ("Artisan - KR15_season_03.alog", "Entropy Piano Tuner - bass.ept").
_APP_PREFIX = re.compile(r"(.{2,40}?)\s+[—–|-]\s+(.+)")


def lone_file(window_title: str, app: str = "") -> str:
    """The file's name when the window title is nothing but one file's name, alone or beside its application's
    ("ArdesiaGeorgian-Bold.glyphs", "deck.key — Keynote", "Artisan - KR15_season_03.alog"), else ""."""
    page = _strip_app_suffixes(window_title, app, _APP_SUFFIX)[0]
    prefix = _APP_PREFIX.fullmatch(page)
    if prefix and _names_the_app({w.lower() for w in _TOKEN.findall(prefix.group(1))}, app):
        page = prefix.group(2)
    return page.strip() if is_file_name(page) else ""


def _strip_app_suffixes(window_title: str, app: str, pattern: re.Pattern[str],
                        app_words_only: bool = False) -> tuple[str, set[str]]:
    """The title without its application suffixes (at most two: "— Mozilla Firefox", "| Microsoft Teams") and
    Edge's profile segment, and the words removed."""
    title, removed, profile_next, apps = window_title.strip(), set[str](), False, 0
    for _ in range(3):
        suffix = pattern.search(title)
        if not suffix:
            break
        suffix_words = {w.lower() for w in _TOKEN.findall(suffix.group(1))}
        if profile_next and _is_profile(suffix.group(1)):
            profile_next = False
        elif apps < 2 and _names_the_app(suffix_words, app):
            apps += 1
            profile_next = bool(suffix_words & _PROFILE_BROWSER_WORDS)
            if app_words_only:
                suffix_words = {w for w in suffix_words if w in KNOWN_APP_WORDS or names_app(w, app)}
        else:
            break  # "Anki — Dutch A1 — Browse", "Telegram — Sanne (Dutch tutor)": content, not provenance
        removed |= suffix_words
        title = title[: suffix.start()].strip()
    return title, removed


def _is_profile(segment: str) -> bool:
    """A short title segment before Edge's own name: the profile ("Personal", "Work", "Profile 1")."""
    return 0 < len(segment.split()) <= _PROFILE_MAX_WORDS


def _app_parts(app: str) -> set[str]:
    return set(re.split(r"[\W_]+", app.lower()))


_APP_STEM_MIN = 4  # a shorter shown word is too likely to be content that happens to start the app's id


def names_app(word: str, app: str) -> bool:
    """A word of the capture's own application: a part of its id, or the start of one when the id extends the
    name its windows show ("Xournal++" of xournalpp)."""
    return any(word == part or (len(word) >= _APP_STEM_MIN and part.startswith(word)) for part in _app_parts(app))


def _names_the_app(segment_words: set[str], app: str) -> bool:
    """Whether a title segment's words name the application ("Mozilla Firefox", the capture's own app), at the
    title's end or, before a file's name, at its start (lone_file)."""
    return bool(segment_words and (segment_words & KNOWN_APP_WORDS or any(names_app(w, app) for w in segment_words)))


def strip_provenance(window_title: str, app: str = "") -> str:
    """The window title without its application suffix ("Room in Delft — Kamernet — Mozilla Firefox" ->
    "Room in Delft — Kamernet"), file names and e-mail addresses: what is left may describe content."""
    title = _strip_app_suffixes(window_title, app, _APP_SUFFIX)[0]
    return _FILE.sub(" ", _EMAIL.sub(" ", title)).strip()


def file_name(window_title: str) -> str:
    """The first file name in a window title ("boat_budget.ods - LibreOffice Calc" -> "boat_budget.ods"), or ""."""
    found = _FILE.search(window_title)
    return found.group() if found else ""
