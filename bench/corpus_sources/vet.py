"""Fiona Baird, a Scottish wildlife veterinarian in Tromsø, Norway: the annual report of the chronic wasting disease
(skrantesjuke) surveillance, an immobilisation course she teaches in Alta, her own dog's torn cruciate ligament, her
application for Norwegian citizenship, and her sister's wedding in Edinburgh.

Written by hand in session 9 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming or tag code and no run of the placement bench or the app on it, no look at how
anything scores it; the integrator runs it once, at the end of the session.

Fiona (39) grew up in Perth, qualified at the Royal (Dick) in Edinburgh and has lived in Tromsø for nine years, in
a house in Kroken with Jonas Eriksen (41), a secondary-school maths teacher, and Skye, their six-year-old Border
collie. She works in the wildlife health section of the veterinary institute's Tromsø office. In January 2028:
- the CWD (skrantesjuke) surveillance of the 2027 hunting season: heads and lymph nodes from moose, red deer and
  wild reindeer shot in Nordland, Troms and Finnmark are still arriving, 214 are untested, two ELISA results are
  inconclusive and go to IHC; the annual report to Mattilsynet (tables by county, a map, an English summary) is due
  Monday 31 January, the draft to the co-authors by Friday 21;
- she and Håkon Strand (a colleague vet) teach the three-day wildlife immobilisation course for rangers (SNO),
  municipal wildlife officers and herders in Alta, 1-3 February: etorphine is not marketed in Norway, so the
  controlled drugs need an exemption from DMP (the medicines agency) and an order through the wholesaler; 16
  sign-ups for 14 places, the hotel's group booking; a practical day darting reindeer in a herding district's
  corral, with a risk assessment for etorphine exposure;
- Skye went lame on a ski tour on Sunday 9 January: a torn cranial cruciate ligament, TPLO surgery at the animal
  hospital in Tromsø on Monday 17, the claim to her pet insurer (Agria), and eight weeks of rehab (crate rest,
  lead walks, hydrotherapy, a neighbour minding her while they are away);
- after nine years in Norway she applies for citizenship: the citizenship test (statsborgerprøven) on Thursday 20
  January, her old B1 oral Norwegian result, the UDI application portal, her employer's confirmation, and the
  police appointment on Tuesday 25 January;
- her sister Kirsty marries Callum in Edinburgh on Saturday 29 January: flights via Oslo on Thursday 27, the
  hotel, her bridesmaid's dress and Jonas's kilt hire, and the bridesmaid's speech.

Everything runs on the institute's Windows 11 laptop: Microsoft Edge with two profiles, "Work" and "Personal"
(titles end " - Work - Microsoft\u200b Edge" or " - Personal - Microsoft\u200b Edge", as Edge writes them, with "and 3
more pages" when other tabs are open), her personal Gmail in the Personal profile; classic Outlook for the
institute's mail (a message opened in its own window is titled "Subject - Message (HTML)"); Microsoft Teams for
colleagues ("Chat | Name | Microsoft Teams"); WhatsApp Desktop (window title only "WhatsApp") for Jonas, Kirsty,
her mother, a herder, a physiotherapist, a wildlife officer and the neighbour; Word, Excel, Adobe Acrobat Reader,
QGIS for the map; and Obsidian for her running notes (one note, "Inbox", so the window title never changes).
Memos are English shorthand with vet shorthand ("CCL", "TPLO", "LN", "RPLN", "IHC", "ELISA", "mg/ml", "im", "ddx",
"pre-op", "NSAID") and the Norwegian words she really uses ("skrantesjuke", "elg", "villrein", "rein", "frist",
"søknad", "prøve", "ferdig", "takk", "hytta", "fylke", "kommune"); Scottish family English from Kirsty and her
mother; Jonas writes Norwegian and English mixed; official Norwegian pages, hunters, herders and the hotel write
Norwegian. Many captures never name their task (a WhatsApp or Teams message, an Obsidian line, a form, a sheet).

The timeline is written by hand (TIMELINE below), not drawn by bench/corpora.py interleave(): a report morning,
a Sunday afternoon on the speech, days of rapid switching (a message about the dog or the wedding arriving in the
middle of the surveillance, answered, then back), gaps that do not line up with task changes, evenings at home.
"""

from datetime import datetime
from zoneinfo import ZoneInfo

from bench.corpora import c

PERSONA = ("Scottish wildlife veterinarian in Tromsø, Norway: the annual report of the chronic wasting disease "
           "surveillance, teaching a wildlife immobilisation course in Alta, her Border collie's cruciate surgery and "
           "insurance claim, applying for Norwegian citizenship, her sister's wedding in Edinburgh")
TZ = ZoneInfo("Europe/Oslo")  # CET, +01:00 all through the span
APP_WORDS = {"edge", "microsoft", "outlook", "teams", "whatsapp", "word", "excel", "acrobat", "adobe", "reader",
             "qgis", "obsidian", "gmail", "google", "pdf", "docx", "xlsx", "html", "vetinst", "veterinaerinstituttet",
             "mattilsynet", "skrantesjuke", "dmp", "nmd", "nettskjema", "scandic", "danin", "daninject", "agria",
             "biltema", "dyresykehus", "vetsurgeon", "udi", "hkdir", "politiet", "gov", "uk", "norwegian", "sas",
             "booking", "lothianbuses", "slanj", "zalando", "posten", "bring", "regjeringen", "lovdata", "wikipedia"}

TASK_NAMES = {
    "cwd": ("CWD surveillance report", "skrantesjuke", "chronic wasting disease", "CWD"),
    "course": ("Immobilisation course in Alta", "the course", "darting course", "immobiliseringskurs"),
    "skye": ("Skye's knee", "Skye", "the dog", "cruciate"),
    "citizenship": ("Norwegian citizenship", "statsborgerskap", "the citizenship application", "naturalisation"),
    "wedding": ("Kirsty's wedding", "the wedding", "Edinburgh", "my sister's wedding"),
}
SUB_NAMES = {
    "cwd/samples": ("Hunt samples", "samples", "lymph nodes", "sample backlog"),
    "cwd/report": ("Annual report", "the report", "årsrapport", "Mattilsynet report"),
    "course/drugs": ("Drug permits", "etorphine", "controlled drugs", "exemption"),
    "course/participants": ("Participants and hotel", "sign-ups", "attendees", "venue"),
    "course/practicals": ("Practical day", "darting practice", "reindeer handling", "dart guns"),
    "skye/surgery": ("TPLO surgery", "the op", "surgery", "the vet"),
    "skye/insurance": ("Agria claim", "insurance", "forsikring", "the claim"),
    "skye/rehab": ("Skye's rehab", "physio", "crate rest", "recovery"),
    "citizenship/tests": ("Citizenship test", "statsborgerprøven", "the test", "Norwegian test"),
    "citizenship/application": ("UDI application", "the application", "police appointment", "documents"),
    "wedding/travel": ("Getting to Edinburgh", "flights", "travel", "hotel"),
    "wedding/speech": ("Bridesmaid speech", "the speech", "toast"),
    "wedding/attire": ("Outfits", "kilt hire", "the dress", "what to wear"),
}

ED = "msedge"
OL = "OUTLOOK"
TM = "ms-teams"
WA = "WhatsApp"
WHATSAPP = "WhatsApp"  # WhatsApp Desktop's window title, whoever the chat is with
WD = "WINWORD"
XL = "EXCEL"
AR = "Acrobat"
QG = "qgis-bin"
OB = "Obsidian"
OBSIDIAN = "Inbox - notes - Obsidian v1.7.7"
GM_URL = "https://mail.google.com/mail/u/0/#inbox"
MS_EDGE = "Microsoft\u200b Edge"


def _w(title: str, more: int = 0) -> str:
    tabs = f" and {more} more pages" if more else ""
    return f"{title}{tabs} - Work - {MS_EDGE}"


def _p(title: str, more: int = 0) -> str:
    tabs = f" and {more} more pages" if more else ""
    return f"{title}{tabs} - Personal - {MS_EDGE}"


def _gm(subject: str) -> str:
    return _p(f"{subject} - fiona.baird.tos@gmail.com - Gmail")


def _msg(subject: str) -> str:
    return f"{subject} - Message (HTML)"


def _tm(person: str) -> str:
    return f"Chat | {person} | Microsoft Teams"


def _wd(file: str) -> str:
    return f"{file} - Word"


def _xl(file: str) -> str:
    return f"{file} - Excel"


def _ar(file: str) -> str:
    return f"{file} - Adobe Acrobat Reader (64-bit)"
