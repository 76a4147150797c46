"""Erin Halvorsen, a city and environment reporter at a daily newspaper in Duluth, Minnesota: an investigation into
the city's lead service lines, the city council beat (a vacation-rental ordinance and the street levy), moving her
mother into assisted living and selling her house on the Iron Range, the curling club's women's bonspiel she
chairs, and her application for a nine-month environmental reporting fellowship.

Written by hand in session 10 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming, tag or analyzer code and no run of the placement bench or the app on it, no
look at how anything groups or scores it; the integrator ran it once, at the end of that session. Its misses have been
read since, so from session 11 it is a development corpus (bench/data/corpora/, part of the leave-one-out) and a new
test corpus took its place.

All of it is in English, on purpose: the two test corpora before it (the oceanographer's and the vet's) were both
timed by hand AND partly in other languages, and failed alike; this one keeps the hand-written timing and drops the
other languages, so the two factors can be told apart.

Erin (41) grew up in Virginia, Minnesota, on the Iron Range, and has reported for the Twin Ports Tribune (a
fictional daily) for twelve years. She lives in Duluth's Woodland neighborhood with Ben Ostrowski (43), a
high-school band director, and their daughter Nora (11). In February 2028:
- the city finally answers her data-practices request: its service-line inventory (4,212 lead lines, 1,930
  galvanized lines that must be replaced, thousands "unknown"), which she checks against the capital plan and the
  state's blood-lead data, with Sam (the data editor); the sources are Tasha Greene, a renter in Lincoln Park whose
  two-year-old had an elevated blood-lead test, Jim Carlsen (the utility's manager), a pediatrician and an
  anonymous utility worker; the story is slotted for the Sunday front page, 20 February, by Dana Reyes (managing
  editor), with a legal read on the Thursday;
- the council meets on Monday 14 February: the second reading of the vacation-rental ordinance (a permit cap,
  Park Point hosts against neighbours) and the public hearing on the street improvement levy; two stories filed
  the same night;
- her mother Carol (76) fell in January and agreed to move to assisted living in Duluth by 1 March: tours of two
  places, the monthly cost, the deposit; her house in Virginia is cleared on a weekend with her brother Kyle (from
  Minneapolis) and listed with a local realtor (a 1948 house, so the lead-based paint disclosure); the power of
  attorney, Medicare, Medicaid's Elderly Waiver and a long-term-care insurance claim;
- she chairs the organising committee of the Duluth Curling Club's women's Valentine bonspiel, Friday 18 to Sunday
  20 February: team entries and the draw, sponsors, prizes and a raffle that needs a state permit, the Saturday
  banquet's caterer;
- the Alder Fellowship in Environmental Reporting (fictional: nine months at a university in Ann Arbor) closes on
  Wednesday 16 February at 11:59 p.m. Eastern: a 1,000-word proposal, five clips, two reference letters (Dana and
  a former professor, Ruth Akers).

Everything runs on her newsroom laptop with Ubuntu: Google Chrome for the web (titles end " - Google Chrome"), with
the paper's Google Workspace mail and her personal Gmail in two tabs, Google Docs, Sheets and Drive, Google Messages
for web for every text (titled only "Messages - Google Chrome": Ben, Kyle, her mother, the realtor, a source, a
rental host, the curlers' group), and Otter's transcripts; Slack for the newsroom ("Name (DM) - Twin Ports Tribune
- Slack", channels the same way); Signal Desktop (titled only "Signal") for the anonymous source and for Kyle;
LibreOffice Calc for sheets; the GNOME Document Viewer for PDFs (titled by the file name); and one plain-text file,
notes.txt in GNOME Text Editor, for her running notes (so its title never changes). Memos are her own shorthand
(first person, reporter's and family abbreviations: "graf", "lede", "A1", "LP", "EXC", "LTC", "POA",
"w/"); many captures never name their task (a text, a Slack line, a line of notes.txt, a sheet, a PDF).

The timeline is written by hand (TIMELINE below), not drawn by bench/corpora.py interleave(): a records morning
interrupted by her brother's text about their mother, evenings on the bonspiel, a Saturday clearing the house in
Virginia, a council night with two stories filed, the fellowship's deadline night, the bonspiel weekend.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("city and environment reporter at a daily in Duluth, Minnesota: an investigation into the city's lead "
           "service lines, the council beat (a vacation-rental ordinance, the street levy), moving her mother into "
           "assisted living and selling her house, chairing the curling club's women's bonspiel, applying for a "
           "nine-month environmental reporting fellowship")
TZ = ZoneInfo("America/Chicago")  # CST, -06:00 all through the span
APP_WORDS = {"google", "chrome", "gmail", "mail", "messages", "docs", "document", "sheets", "spreadsheets", "drive",
             "slack", "signal", "libreoffice", "calc", "evince", "gnome", "text", "editor", "notes", "txt", "pdf",
             "xlsx", "ods", "otter", "twin", "ports", "tribune", "twinportstribune", "facebook", "zillow", "legistar",
             "duluthmn", "epa", "gov", "dhs", "gcb", "medicare", "airdna", "curlingdraw", "harborpinesliving",
             "bayviewterraceduluth", "ironrangeestatesales", "northerntablecatering", "alderfellowship"}

TASK_NAMES = {
    "lead": ("Lead pipes investigation", "lead lines", "the water story", "service lines"),
    "council": ("City council", "council beat", "city hall", "council meeting"),
    "mom": ("Mom's move", "Mom", "assisted living", "moving Mom"),
    "bonspiel": ("Bonspiel", "the spiel", "curling", "Valentine spiel"),
    "fellowship": ("Alder Fellowship application", "the fellowship", "Alder", "Ann Arbor"),
}
SUB_NAMES = {
    "lead/records": ("Records and data", "the inventory", "data request", "numbers"),
    "lead/sources": ("Interviews", "sources", "Tasha", "Carlsen"),
    "lead/story": ("Draft and edits", "the story", "fact-check", "Sunday A1"),
    "council/rentals": ("Vacation rental ordinance", "short-term rentals", "STR cap", "Park Point"),
    "council/levy": ("Street levy", "the levy", "street repairs", "potholes"),
    "mom/facility": ("Assisted living", "Bayview", "tours", "senior living"),
    "mom/house": ("Selling Mom's house", "the house", "Virginia house", "listing"),
    "mom/paperwork": ("Mom's paperwork", "power of attorney", "LTC claim", "Medicaid"),
    "bonspiel/entries": ("Teams and draw", "entries", "the draw", "registrations"),
    "bonspiel/sponsors": ("Sponsors and prizes", "sponsors", "raffle", "prizes"),
    "bonspiel/banquet": ("Saturday banquet", "the banquet", "catering", "dinner"),
    "fellowship/proposal": ("Fellowship proposal", "the essay", "pitch", "study plan"),
    "fellowship/clips": ("Clips", "work samples", "portfolio", "clip packet"),
    "fellowship/references": ("Reference letters", "recommenders", "letters", "Dana and Ruth"),
}

GC = "google-chrome"
MSG = "Messages - Google Chrome"  # Google Messages for web, whoever the text is from
MSG_URL = "https://messages.google.com/web/conversations"
WORK_MAIL = "https://mail.google.com/mail/u/0/#inbox"
HOME_MAIL = "https://mail.google.com/mail/u/1/#inbox"
SL = "Slack"
SG = "signal"
SIGNAL = "Signal"
LC = "libreoffice-calc"
EV = "evince"
TE = "gnome-text-editor"
NOTES = "notes.txt (~/Documents) - Text Editor"


def _gc(title: str) -> str:
    return f"{title} - Google Chrome"


def _work(subject: str) -> str:
    return _gc(f"{subject} - erin.halvorsen@twinportstribune.com - Twin Ports Tribune Mail")


def _home(subject: str) -> str:
    return _gc(f"{subject} - erinhalvorsen77@gmail.com - Gmail")


def _dm(person: str) -> str:
    return f"{person} (DM) - Twin Ports Tribune - Slack"


def _ch(channel: str) -> str:
    return f"{channel} (Channel) - Twin Ports Tribune - Slack"


def _doc(name: str) -> str:
    return _gc(f"{name} - Google Docs")


def _lc(file: str) -> str:
    return f"{file} - LibreOffice Calc"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "lead": [
        c("records", GC, _work("RE: Data practices request 28-0112 - response"), WORK_MAIL,
          "Ms. Halvorsen, attached please find the City's response to your request under Minn. Stat. 13: the service "
          "line inventory as submitted to the Minnesota Department of Health (SLI_2027_Q4.xlsx), the field "
          "definitions, and the verification method codes. Copy fees have been waived. Please note that lines "
          "classified 'Galvanized Requiring Replacement' are listed separately from lead. City Clerk's Office",
          "finally. 3 weeks late but looks like all of it?", "email, dataset"),
        c("records", LC, _lc("SLI_2027_Q4.xlsx"), "", "",
          "'unknown' is a third of the city?? filter Lincoln Park first", "dataset",
          ocr="Address            Nbhd          Yr built  Public side  Private side  Class    Verif.\n"
              "2714 W 3rd St      Lincoln Park  1912      Lead         Unknown       LEAD     REC-C\n"
              "2720 W 3rd St      Lincoln Park  1912      Lead         Galv          LEAD     REC-C\n"
              "412 N 57th Ave W   West Duluth   1926      Copper       Galv          GRR      VIS\n"
              "1833 Jefferson St  Endion        1921      Unknown      Unknown       UNK      -\n"
              "3108 Minnesota Ave Park Point    1938      Lead         Copper        LEAD     EXC"),
        c("records", GC, _gc("Revised Lead and Copper Rule Improvements | US EPA"),
          "https://www.epa.gov/ground-water-and-drinking-water/lead-and-copper-rule-improvements",
          "Under the Lead and Copper Rule Improvements, water systems must replace lead and galvanized requiring "
          "replacement service lines under their control within 10 years, with limited exceptions. Systems must "
          "update their service line inventories annually and identify the material of all lines of unknown material.",
          "10 yrs from 2027 = 2037. city keeps saying 2041", "research"),
        c("sources", GC, _gc("Lincoln Park Neighbors | Facebook"), "https://www.facebook.com/groups/lincolnparkneighbors",
          "Has anyone actually gotten their water tested? We got a letter from the city saying our service line "
          "'may contain lead' and to run the tap before drinking. Our landlord says it's fine. We have a toddler. "
          "14 comments",
          "3 people w/ the letter in the comments. DM them tonight", "social, research"),
        c("sources", GC, MSG, MSG_URL,
          "Hi Erin, this is Tasha from the Lincoln Park group. Happy to talk. Jaylen's level was 6.1 at his 2 year "
          "checkup and the nurse said it's probably old paint but we rent and the landlord says the pipes were "
          "'checked'. I work days, after 3:30 is best.",
          "call thurs after 3:30. don't push, she's scared of the landlord", "communication"),
        c("records", LC, _lc("SLI_2027_Q4.xlsx"), "", "",
          "LP + West End = 58% of known lead. that's the story", "dataset, statistics",
          ocr="Pivot  Count of Address by Nbhd / Class\nNbhd            LEAD   GRR    UNK    COPPER  Total\n"
              "Lincoln Park    1,284  402    1,911  688     4,285\nWest End        1,163  377    1,406  911     3,857\n"
              "West Duluth     702    455    1,730  1,320   4,207\nEndion          311    208    992    1,874   3,385\n"
              "Park Point      96     41     388    412     937\n(11 more neighborhoods)\n"
              "Grand Total     4,212  1,930  11,865 18,402  36,409"),
        c("records", SL, _dm("Sam Whitfield"), "",
          "Sam Whitfield: ran your file through the geocoder. 412 addresses didn't match, mostly 'W' vs 'West' and "
          "avenue numbers, fixed 380 by hand. I can overlay daycares and elementary schools from the state licensing "
          "list if you want, takes an hour.",
          "Sam's map > mine. yes to daycares", "communication, dataset"),
        c("records", EV, "CIP_2028-2032_Public_Works_Utilities.pdf", "", "",
          "420 a year?? at that pace it's 2042", "finance, research",
          ocr="CAPITAL IMPROVEMENT PLAN 2028-2032  Public Works & Utilities\nProject       2028       2029       2030"
              "      2031      2032\nLead Service Line Replacement\n  Lines replaced  420   450   450   480   480\n"
              "  Cost($)     1,210,000  1,310,000 1,350,000 1,460,000 1,500,000\nSource: Water Utility Fund,"
              " MN PFA loan\nWater main rehab 6.2 mi 5.8 mi"),
        c("sources", GC, _work("RE: interview request - lead service lines"), WORK_MAIL,
          "Hi Erin, Jim Carlsen, Utility Operations Manager, is available Tuesday 2/15 at 10:00 a.m. in his office "
          "at City Hall, 30 minutes. We ask that you send your questions in advance so he can have the right numbers "
          "on hand. Thanks, Communications Office",
          "questions tonight. don't let 'in advance' become a statement", "email, meeting"),
        c("sources", SG, SIGNAL, "",
          "I can't be named, I'd lose my job. The 'verified' column for most of Lincoln Park is desk records, tap "
          "cards from the 1950s, nobody dug. If a card said lead they marked lead, if it was blank they marked "
          "unknown. Ask them how many were excavated. I'm free Sunday.",
          "REC-C = cards. ask Carlsen how many EXC. never from work phone", "communication"),
        c("records", GC, _gc("Childhood lead exposure data - MN Dept. of Health"),
          "https://www.health.state.mn.us/communities/environment/lead/data/index.html",
          "In 2026, 1,412 children under 6 in St. Louis County were tested for lead; 3.1% had a blood lead level at "
          "or above 3.5 micrograms per deciliter, the CDC reference value. Data by ZIP code are available on "
          "request; counts under 5 are suppressed.",
          "county only. ask MDH for 55806 + 55807", "research, statistics, health"),
        c("sources", TE, NOTES,
          "",
          "Dr. Osei (peds, 11:00 call): no safe level, CDC ref 3.5. Water = one source among paint, dust, soil. "
          "Flush 5 min, cold water for formula. Sees 'a handful' of kids over 5 each month at the West End clinic. "
          "Won't say pipes caused any one case.",
          "she won't pin it on pipes. fair, and that's the honest version", "meeting, health"),
        c("sources", GC, MSG, MSG_URL, "",
          "Tasha's photo of the city letter. dated Nov 2027. 'may' doing a lot of work", "communication",
          ocr="CITY OF DULUTH  Public Works & Utilities\nIMPORTANT INFORMATION ABOUT YOUR WATER SERVICE LINE\n"
              "Our records indicate that the service line at 2714 W 3rd St MAY CONTAIN LEAD.\nUntil it is replaced,"
              " run your cold water tap for 3-5 minutes before drinking\nor cooking.Use only cold water for baby "
              "formula.\nQuestions? Call 218-730-5000"),
        c("records", GC, _work("RE: ZIP-level blood lead data request"), WORK_MAIL,
          "Dear Ms. Halvorsen, attached are blood lead test counts for ZIP codes 55805-55812 for 2022-2026. As noted, "
          "cells with fewer than 5 children are suppressed to protect privacy; this applies to 55806 and 55807 for "
          "several years. Environmental Health Division, Minnesota Department of Health",
          "55806 + 55807 suppressed exactly where I need them", "email, dataset, health"),
        c("story", GC, _doc("LEAD LINES draft v1"), "https://docs.google.com/document/d/1qLeadLinesV1/edit",
          "More than 4,200 homes in Duluth still get their water through lead pipes, and at the pace the city has "
          "budgeted, the last of them will not be replaced until 2042, five years after a new federal deadline. "
          "Most of them are in Lincoln Park and the West End.",
          "lede too soft. start with Jaylen?", "writing, draft"),
        c("story", SL, _dm("Dana Reyes"), "",
          "Dana Reyes: Slotting you for Sunday A1, 2/20. 1,800 words max plus a sidebar on how readers can check "
          "their own line. Legal wants to see anything from the anonymous source by Thursday. Photo: can we get "
          "Tasha and Jaylen?",
          "1800 + sidebar. legal thurs. ask Tasha re photo", "deadline, communication"),
        c("sources", GC, _gc("Carlsen interview 2-15 - Otter.ai"), "https://otter.ai/u/carlsen-0215",
          "Jim Carlsen 10:14: We're not hiding the unknowns. Every one of those is a line where the records don't "
          "tell us and we haven't had a reason to dig. Erin 10:15: How many of the lines marked lead were actually "
          "excavated? Carlsen: I'd have to get you that number.",
          "'not hiding' = quote. 'get you that number' = follow up in writing", "meeting"),
        c("records", TE, NOTES, "",
          "math check: 4,212 lead + 1,930 GRR = 6,142. at 420/yr = 14.6 yrs, 2042. CIP ramps to 480 but still "
          "2040+. 11,865 unknown not counted at all.",
          "numbers for graf 3, locked. Sam to double check", "statistics"),
        c("story", GC, _doc("SIDEBAR - is your line lead?"), "https://docs.google.com/document/d/1qLeadSidebar/edit",
          "How to find out: look up your address on the city's service line map; check where the pipe enters your "
          "basement (a soft, dull gray pipe that a key scratches shiny is likely lead); ask the Health Department "
          "about a free test kit; until then, run cold water before drinking.",
          "sidebar done-ish. add MDH free kits + phone", "writing"),
        c("sources", GC, _gc("Carlsen follow-up call - Otter.ai"), "https://otter.ai/u/carlsen-0216",
          "Carlsen: Of the lines we list as lead, about 300 were confirmed by excavation. The rest are from records. "
          "And the state money is a loan through the Public Facilities Authority, not a grant; the utility pays it "
          "back from rates.",
          "300 of 4212 dug. loan not grant. that's the graf", "meeting, funding"),
        c("story", GC, _doc("LEAD LINES draft v3"), "https://docs.google.com/document/d/1qLeadLinesV3/edit", "",
          "Dana cut the tap cards graf. fight for it, it's the story", "draft, writing",
          ocr="Dana Reyes  2:02 PM\nCut? This graf leans on the anonymous source and legal hasn't seen it\n"
              "Erin Halvorsen  2:09 PM\nCarlsen confirmed 300 excavated on record 2/16. Source isn't needed for the"
              " number\nCopy Desk  2:15 PM\nStyle: 'lead service lines' not 'lead pipes' on first ref"),
        c("story", GC, _work("Legal read - Sunday lead story"), WORK_MAIL,
          "Erin, I've read v3. The anonymous source's account of the tap cards is fine to use as long as the "
          "excavation number stays attributed to Carlsen on record, and we describe the source only as 'a city "
          "employee familiar with the records'. Please don't name the landlord. - Pat Moreau",
          "legal ok w/ 2 changes. landlord was never named anyway", "email"),
        c("sources", GC, MSG, MSG_URL,
          "Landlord finally came by and put a filter on the kitchen tap. You can still use my name and Jaylen's first "
          "name, just not our street. Photo Saturday 10 is fine, he naps at 1.",
          "names ok, no street. tell Dana + photo desk", "communication"),
        c("story", TE, NOTES, "",
          "fact check: 4,212 ✓ 1,930 ✓ 11,865 ✓ 420/yr ✓ 2042 ✓ 300 excavated ✓ (Carlsen 2/16) 3.1% ✓ 6.1 Jaylen "
          "(Tasha, need clinic letter?) 1948?? no, that's Mom's house, wrong file. LCRI 10 yrs ✓",
          "9 of 10. ask Tasha for the clinic letter", "planning, writing"),
        c("story", SL, _ch("a1-budget"), "",
          "Dana Reyes: Sunday A1: LEAD LINES (Halvorsen) 1,780 + sidebar 320, art: Greene family on porch (Sat 10am), "
          "Sam's map with daycares. Jump to A6. Web first at 6 a.m. Sunday.",
          "map made A1. Sam deserves a beer", "planning, news"),
        c("story", GC, _doc("LEAD LINES final - heds"), "https://docs.google.com/document/d/1qLeadLinesFinal/edit",
          "Hed options: 1) Duluth's lead pipes: 4,200 homes, 14 years 2) The slow fix: Duluth won't finish replacing "
          "lead lines until 2042 3) In Lincoln Park, a letter that says 'may contain lead' and little else",
          "I like 2. Dana likes 1. desk decides", "writing"),
        c("story", SL, _dm("Dana Reyes"), "",
          "Dana Reyes: It's up and it's the most-read thing on the site since 6. Two council members emailed me "
          "already. Take the morning, you earned it. And good luck at the curling thing.",
          "two council members! follow-up Monday", "news, communication"),
    ],
    "council": [
        c("levy", SL, _dm("Dana Reyes"), "",
          "Dana Reyes: Can you do a 10-inch preview of the street levy for Monday's paper? The public hearing is the "
          "same night as the rentals vote, so you'll have two stories out of one meeting. Sorry.",
          "two stories one meeting. great. preview by sun night", "deadline, communication"),
        c("rentals", GC, _gc("City Council - Meeting 2/14/2028 - Legistar"),
          "https://duluthmn.legistar.com/MeetingDetail.aspx?ID=1187",
          "28-0074-O AN ORDINANCE AMENDING CHAPTER 50 OF THE DULUTH CITY CODE, RELATING TO VACATION DWELLING UNITS; "
          "ESTABLISHING A CAP OF 120 PERMITS CITYWIDE AND A DISTRICT LIMIT FOR PARK POINT. Second reading. "
          "Amendment proposed by Councilor Lind.",
          "2nd reading mon. Lind wants 100. count votes", "news, meeting"),
        c("levy", EV, "2028_Street_Improvement_Program.pdf", "", "",
          "levy up 8%. what does it cost one house?", "finance, tax",
          ocr="2028 STREET IMPROVEMENT PROGRAM\nFunding source             2027         2028 proposed\n"
              "Street improvement levy   $6,300,000   $6,800,000\nSales tax(0.5%)           $7,900,000   "
              "$8,100,000\nState aid                 $2,400,000   $2,400,000\nMiles reconstructed 19.5 -> 22.0\n"
              "Woodland Ave(Calvary to Arrowhead) 2028"),
        c("rentals", GC, _work("Please cover the vacation rental vote"), WORK_MAIL,
          "Dear Ms. Halvorsen, the Park Point Community Club urges the Tribune to cover Monday's vote. One block of "
          "Minnesota Avenue now has seven vacation rentals and three year-round households. We support a district "
          "limit of 60, not the 120 citywide the ordinance allows. Sincerely, Ellen Barsness, President",
          "they want 60. need the hosts' side too", "email, news"),
        c("levy", GC, _gc("Street Improvement Levy - FAQ | City of Duluth"), "https://duluthmn.gov/streets/levy-faq/",
          "How much will the levy cost me? A home valued at $250,000 would pay approximately $84 more per year "
          "under the proposed 2028 street improvement levy. Levy funds may be used only for street reconstruction "
          "and related sidewalks and curbs.",
          "$84 on 250k. median here is more like 265", "tax, finance"),
        c("rentals", EV, "VDU_permits_2027_staff_memo.pdf", "", "",
          "Park Point 41 of 118. more than I thought", "dataset, statistics",
          ocr="Planning & Economic Development  Staff memo\nVacation dwelling unit permits by district,12/31/2027\n"
              "District        Permits  Waitlist\nPark Point      41       9\nCanal Park/Downtown 27  4\nEast "
              "Hillside    19       2\nLakeside        14       0\nOther           17       1\nTotal           118"
              "      16"),
        c("rentals", GC, MSG, MSG_URL,
          "Erin, Rob Tanner here, I host two units on Park Point. Forty percent of my income. A district cap of 60 "
          "means nothing for me but a waitlist forever for my daughter's place. Happy to talk Monday before the "
          "meeting, I'll be there anyway.",
          "host quote. before the meeting, 6:15 lobby", "communication"),
        c("levy", GC, MSG, MSG_URL,
          "the potholes on Woodland are eating cars. there's one by the Kwik Trip you could lose Nora in. is that "
          "your levy thing? lol",
          "yes it is. and that's basically a quote", "communication"),
        c("levy", LC, _lc("levy_history.ods"), "", "",
          "doubled since 2019. chart for web, Sam?", "dataset, statistics",
          ocr="Year  Street levy($M)  Miles  $/home(250k)\n2019  3.4   11.0   42\n2020  3.6   12.5   45\n"
              "2021  4.1   14.0   51\n2022  4.8   15.5   60\n2023  5.2   16.0   65\n2024  5.6   17.5   70\n"
              "2025  5.9   18.0   74\n2026  6.1   18.5   77\n2027  6.3   19.5   78\n2028p 6.8   22.0   84"),
        c("rentals", GC, _gc("Duluth vacation rental market data - AirDNA"), "https://www.airdna.co/vacation-rental-data/app/us/minnesota/duluth/overview",
          "Duluth, MN: 612 active listings, average daily rate $214, occupancy 58%. Unlock full market data with "
          "AirDNA MarketMinder.",
          "paywall after 3 numbers. 612 includes Superior side? use city data", "research"),
        c("rentals", TE, NOTES, "",
          "7:02 rentals up. 14 speakers. Lind amdt cap 100 fails 4-5. Tomanek: 'this is about housing, not tourists'. "
          "Park Point district limit 45 added 5-4. final 6-3, cap 120, PP 45.",
          "6-3. file by 9:15", "meeting, news"),
        c("levy", TE, NOTES, "",
          "7:40 levy hearing: 9 speakers, 6 against (2 Woodland, 'fix what you have'), 3 for. passes 7-2. "
          "Randorf no: 'regressive'. $84 on 250k stands.",
          "7-2. second story by 10", "meeting, news"),
        c("rentals", GC, _doc("STR ordinance - web"), "https://docs.google.com/document/d/1qStrOrdinance/edit",
          "The Duluth City Council on Monday capped vacation rental permits at 120 citywide and at 45 on Park Point, "
          "after two hours of testimony that pitted hosts who depend on the income against neighbors who say whole "
          "blocks have emptied of year-round residents.",
          "filed 9:11. Dana: add the 2021 cap history", "writing, news"),
        c("levy", GC, _work("RE: can the street levy pay for service lines?"), WORK_MAIL,
          "Erin, to your question from last night: no. The street levy can only be spent on street reconstruction. "
          "Service line replacement is paid from the water utility fund and the state loan. When we rebuild a street "
          "we do replace lead lines under it, from the utility's budget. Jim Carlsen",
          "so the levy is NOT lead money. one line in the levy story", "email, finance"),
    ],
    "mom": [
        c("facility", GC, MSG, MSG_URL,
          "Talked to Mom last night. She'll do Duluth if it's close to you and there's a piano she can use. Can you "
          "tour Harbor Pines and the Bayview place this week? I can do the house weekend. - K",
          "tour both. piano!! call Kyle at lunch", "communication"),
        c("facility", GC, _gc("Pricing - Harbor Pines Assisted Living"), "https://www.harborpinesliving.com/pricing",
          "Assisted living apartments from $4,950 per month, including three meals a day, housekeeping and "
          "activities. Care levels 1-4 are assessed by our nurse and add $450 to $1,600 per month. Medication "
          "management included from level 2.",
          "4950 + level 2 probably = ~5700", "price, care"),
        c("facility", GC, _gc("Bayview Terrace Senior Living - Duluth, MN"), "https://www.bayviewterraceduluth.org/",
          "Studio and one-bedroom apartments overlooking the lake. Our lounge has a grand piano and residents give a "
          "concert every month. Chapel, library, salon, and a shuttle to Miller Hill and downtown.",
          "PIANO. 12 min from us", "comparison, care"),
        c("facility", GC, _home("Your tour is confirmed - Thursday, February 10"), HOME_MAIL,
          "Hi Erin, thank you for your interest in Bayview Terrace. Your tour is confirmed for Thursday, February 10 "
          "at 2:00 p.m. Please park in the visitor lot and ask for Michelle at the front desk. Feel free to bring "
          "your mother's questions.",
          "thurs 2pm. skip the 1:30 edit meeting?", "reservation, email"),
        c("facility", TE, NOTES, "",
          "Harbor Pines tour w/ Anne: smell ok, hallways long. staff 1:12 days, 1:20 nights. 2 openings, 1BR 2nd "
          "floor faces the parking lot. piano = electric keyboard in the activity room.",
          "nights 1:20 worries me. keyboard is not a piano", "care, comparison"),
        c("house", GC, MSG, MSG_URL,
          "Hi Erin, Deb Niemi at North Country Realty. Good to talk. Comps on 5th St S are 118-135k; your mom's "
          "has the bigger lot but the kitchen and bathroom are original. I'd list around 129. Let me know when you "
          "and Kyle have cleared it and I'll set up photos.",
          "129? Kyle will say 135", "communication, price"),
        c("facility", GC, MSG, MSG_URL,
          "Erin honey I don't want a place where they do bingo AT me. Does the one with the piano let you bring your "
          "own chair? Dad's chair. Love Mom",
          "own chair yes (I asked). bingo optional lol", "communication"),
        c("paperwork", EV, "Mom_POA_2019.pdf", "", "",
          "POA covers real estate? line (A) initialed, yes", "finance",
          ocr="STATUTORY SHORT FORM POWER OF ATTORNEY\nMINNESOTA STATUTES,SECTION 523.23\nPRINCIPAL Carol A. "
              "Halvorsen\nATTORNEY(S)-IN-FACT Erin M.Halvorsen, Kyle J.Halvorsen\n(A) real property transactions"
              "  CAH\n(B) tangible personal property transactions  CAH\n(D) banking transactions  CAH\n"
              "Dated 3/14/2019"),
        c("facility", LC, _lc("Mom_costs.ods"), "", "",
          "Bayview cheaper after the care fees. barely", "comparison, finance, price",
          ocr="                 Harbor Pines   Bayview Terrace\nBase rent 1BR    4,950          5,150\nCare level 2"
              "     750            450\nMeds mgmt        incl.          incl.\nLaundry          95             incl."
              "\nParking          0              0\nMonthly          5,795          5,600\nDeposit          2,000"
              "          1,500"),
        c("house", GC, _gc("5th St S, Virginia, MN 55792 - recently sold - Zillow"),
          "https://www.zillow.com/virginia-mn-55792/sold/", "",
          "the one w/ new roof sold 131. Mom's roof is 2009", "price, comparison",
          ocr="Sold  $131,000  3 bd 1 ba 1,240 sqft  611 5th St S  Sold 11/2027\nSold  $118,500  2 bd 1 ba 980 "
              "sqft  702 5th St S  Sold 09/2027\nSold  $135,000  3 bd 2 ba 1,410 sqft  528 4th St S  Sold "
              "10/2027\nZestimate for 618 5th St S  $126,300"),
        c("paperwork", GC, _gc("Elderly Waiver (EW) - Minnesota Department of Human Services"),
          "https://mn.gov/dhs/people-we-serve/seniors/services/home-community/programs-and-services/elderly-waiver.jsp",
          "Elderly Waiver funds home and community-based services for people 65 or older who need the level of care "
          "provided in a nursing home and who are eligible for Medical Assistance. Customized living in assisted "
          "living settings may be covered. Asset limits apply.",
          "over the asset limit till the house sells. later, not now", "health, finance"),
        c("house", SG, SIGNAL, "",
          "Kyle: I'll bring the trailer Saturday, leaving the Cities at 6. Goodwill in Virginia closes at 5. Who "
          "wants Dad's tools? Don't say Ben, he doesn't own a hammer.",
          "tools to Ben anyway. photos NOT to goodwill", "communication, household"),
        c("house", TE, NOTES, "",
          "Sat: kitchen done, basement half. 6 boxes of photos to Duluth, 2 loads Goodwill, dump run Sun. piano stays "
          "for the movers 2/28. furnace filter + water heater tag for Deb.",
          "basement needs a second weekend. ugh", "household, planning"),
        c("house", EV, "Lead_Based_Paint_Disclosure_618_5th_St_S.pdf", "", "",
          "built 1948 so yes. check 'no knowledge'? ask Deb", "household",
          ocr="DISCLOSURE OF INFORMATION ON LEAD-BASED PAINT AND/OR\nLEAD-BASED PAINT HAZARDS\nHousing built "
              "before 1978 may contain lead-based paint.\nSeller's Disclosure\n(a)Presence of lead-based paint "
              "(check(i)or(ii)below):\n(ii)[ ] Seller has no knowledge of lead-based paint\n(b)Records and reports"
              " available to the seller"),
        c("house", GC, _gc("How it works - Iron Range Estate Sales"), "https://www.ironrangeestatesales.com/how-it-works",
          "We price, stage and run a two-day sale in the home, then arrange donation or removal of what's left. Our "
          "commission is 35% of gross sales, with a $500 minimum. Most sales are booked 3-4 weeks ahead.",
          "35%, and 3-4 wks out. we do it ourselves", "price, household"),
        c("facility", GC, _home("Nursing assessment and deposit - Bayview Terrace"), HOME_MAIL,
          "Hi Erin, we'd like to schedule a nursing assessment with your mother before move-in; our nurse can come to "
          "Virginia on February 22. A deposit of $1,500 holds apartment 214 until March 1. Michelle Lindahl, "
          "Admissions",
          "deposit paid. 214, lake side. move in 3/1", "care, finance"),
        c("paperwork", GC, _gc("Long-term care | Medicare"), "https://www.medicare.gov/coverage/long-term-care",
          "Medicare doesn't cover long-term care (also called custodial care) if that's the only care you need. "
          "Most nursing home care is custodial care. You pay 100% for non-covered services, including most "
          "long-term care.",
          "no. knew it. so the LTC policy it is", "health, care"),
        c("paperwork", EV, "Carol_Halvorsen_LTC_policy.pdf", "", "",
          "$150/day x 30 = 4500/mo. 90 day wait starts at move", "finance, care",
          ocr="LONG-TERM CARE INSURANCE  POLICY SCHEDULE\nInsured Carol A.Halvorsen  Policy no. LTC-4418207\n"
              "Daily benefit maximum  $150\nBenefit period  3 years\nElimination period  90 days\nCovered:"
              "nursing facility,assisted living facility,home health care\nInflation protection  none"),
        c("house", GC, _home("Listing agreement for e-signature - 618 5th St S"), HOME_MAIL,
          "Hi Erin and Kyle, the listing agreement is attached for e-signature. List price $132,900 as we discussed. "
          "Photographer is booked for Wednesday the 16th at 11; please leave the porch light on and the thermostat "
          "at 68. Deb",
          "132,900, split the difference. sign tonight", "email"),
        c("paperwork", GC, _home("Your claim - next steps (LTC-4418207)"), HOME_MAIL,
          "To start a claim, please send us the Plan of Care from the assisted living facility and a Physician's "
          "Statement completed by your mother's doctor. Benefits begin after the 90-day elimination period.",
          "physician statement = Dr. Patel in Virginia", "email, health"),
        c("paperwork", GC, MSG, MSG_URL,
          "Dr Patel's office says they can only FAX the form?? Who has a fax. Your dad would have known. Love Mom",
          "fax from the front desk at work lol", "communication"),
        c("paperwork", TE, NOTES, "",
          "Mom admin: POA copy to the bank ✓ to Bayview ✓. LTC claim form sent 2/15, physician stmt faxed 2/17. "
          "Medicaid EW after the sale. USPS forward from 3/1. Social Security address after move.",
          "mail forward last, don't forget", "planning"),
    ],
    "bonspiel": [
        c("entries", GC, _home("Valentine Spiel - entries so far"), HOME_MAIL,
          "Hi Erin, 21 teams paid or promised as of tonight. Still waiting on Superior, Ely and the second Hibbing "
          "team. Entry deadline is Friday the 11th. Do we want a waitlist or do we squeeze 26 in? - Marcy",
          "21 of 24. nudge Ely + Superior. no 26", "email, events"),
        c("sponsors", GC, _doc("Spiel 2028 sponsor letter"), "https://docs.google.com/document/d/1qSpielSponsors/edit",
          "Dear friend of the Duluth Curling Club, for 40 years the Valentine Spiel has brought curlers from across "
          "the Northland to our ice. A $250 sheet sponsorship puts your logo on the scoreboard for the weekend and in "
          "the program.",
          "same as last year, raised to 250", "writing, funding"),
        c("entries", GC, _gc("Spiel 2028 entries - Google Sheets"), "https://docs.google.com/spreadsheets/d/1qSpiel28/edit",
          "", "Hibbing 2 unpaid. Ely still a maybe", "events, planning",
          ocr="Team  Skip            Club          Paid  Notes\n1     J. Carlson      Duluth        Y\n2     "
              "K. Mattson     Duluth        Y     vice only Sat\n14    L. Perala       Hibbing       Y\n15    R. "
              "Salo         Hibbing       N\n19    T. Berg         Superior      N     promised\n21    M. Lund   "
              "      Two Harbors   Y"),
        c("banquet", GC, _gc("Buffet menus - Northern Table Catering"), "https://www.northerntablecatering.com/buffets",
          "Walleye buffet with wild rice pilaf and green beans, $24 per person. Pasta bar with two sauces, salad and "
          "garlic bread, $16 per person. Minimum 50 guests. Service charge 18%.",
          "walleye x 100 = no. pasta bar", "price, events"),
        c("entries", GC, MSG, MSG_URL,
          "Jen: Our team is in!! I'm skip, Kari vice, Beth lead, me second? no wait. Anyway Kari can only do "
          "Saturday, so we need a sub for Friday night. Does Liz still curl?",
          "ask Liz for fri. Jen can't count to four", "communication, events"),
        c("sponsors", GC, _home("RE: Valentine Spiel sponsorship"), HOME_MAIL,
          "Hi Erin, happy to sponsor a sheet again this year, and we'll donate two kegs for the Saturday banquet. "
          "Send the logo specs to me. Cheers, Pete, Lakewalk Brewing",
          "kegs! tell whoever does the banquet (me)", "email, funding"),
        c("sponsors", GC, MSG, MSG_URL,
          "Marcy: Sponsor checks so far $1,750. Question: the raffle. Did anybody file the thing with the state? "
          "Last year Doug did it and Doug moved to Arizona.",
          "raffle permit?? nobody did", "communication, finance"),
        c("sponsors", GC, _gc("Exempt permits - Minnesota Gambling Control Board"), "https://mn.gov/gcb/exempt-permits/",
          "A nonprofit organization may conduct a raffle with total prizes of $50,000 or less under an exempt "
          "permit. Apply at least 30 days before the event. Organizations awarding prizes of $1,500 or less per "
          "year may not need a permit.",
          "under 1,500 in prizes = no permit. keep it under", "events, planning"),
        c("entries", GC, MSG, MSG_URL,
          "Hi Erin, Ely is in! Toni skipping. We'll pay at the door if that's ok, our treasurer is in Florida. Draw "
          "us late Friday please, we're driving down after work.",
          "24. full. Two Harbors 2 on the waitlist", "communication, events"),
        c("banquet", GC, MSG, MSG_URL,
          "Beth: is the banquet potluck this year or catered? And is there a vegetarian option, my sister's coming "
          "with us.",
          "catered. veg = pasta bar. answer in the group", "communication, events"),
        c("entries", GC, _gc("Draw generator - 24 teams, 4-game guarantee - CurlingDraw"),
          "https://www.curlingdraw.com/generate?teams=24&sheets=6&games=4",
          "24 teams on 6 sheets, 4-game guarantee: 12 draws. Suggested: Friday 4 draws (4:00, 6:15, 8:30, "
          "10:45 pm), Saturday 5 draws, Sunday 3 draws with finals at 1:30 pm.",
          "10:45 pm draw fri?? ice crew will kill me", "planning, events"),
        c("entries", LC, _lc("draw_2028.ods"), "", "",
          "draw 1 fri 4pm. Ely late fri like they asked", "planning",
          ocr="Draw  Day  Time   Sheet A        Sheet B        Sheet C\n1     Fri  4:00   Carlson-Perala "
              "Mattson-Lund   Berg-Salo\n2     Fri  6:15   ...\n4     Fri  10:45  Toni(Ely)-Ostby  ...\n5     Sat"
              "  8:00   ...\n12    Sun  1:30   A final      B final      C final"),
        c("banquet", GC, _home("Quote: Duluth Curling Club banquet 2/19"), HOME_MAIL,
          "Hi Erin, for 96 guests: pasta bar with marinara and alfredo, Caesar salad, garlic bread, $1,536 plus 18% "
          "service ($276.48). We'd need a final count by Thursday noon. Thank you, Northern Table Catering",
          "~1,812 total. $20 ticket covers it", "price, events"),
        c("sponsors", GC, MSG, MSG_URL,
          "Ben: the bookstore on Superior St gave me four $25 gift cards for your prizes. Also Nora wants to know if "
          "she can run the raffle table. I said ask the boss.",
          "4 cards = 2nd event done. Nora yes", "communication"),
        c("banquet", LC, _lc("banquet_rsvp.ods"), "", "",
          "96 + 8 volunteers = 104. tell caterer thurs", "events",
          ocr="Banquet RSVP  Sat 2/19 6:30\nTeams attending  23 x 4 = 92\nGuests  +12\nNot coming  -8\n"
              "Volunteers/ice crew  8\nTOTAL  104\nVeg  11   GF  3"),
        c("sponsors", TE, NOTES, "",
          "prize table: A event 4x $40 Lakewalk cards, B event 4x $25 bookstore, C event TK, D event TK. raffle: "
          "sheet sponsor baskets x6, under $1,500 total.",
          "need 8 more prizes for C + D", "planning"),
        c("banquet", TE, NOTES, "",
          "banquet: 6:30 social (kegs), 7:00 dinner, 7:45 awards A-D, raffle drawn by Nora, 8:15 band? no band. "
          "speaker 10 min max. Marcy MCs.",
          "Marcy MCs. not me. not me.", "planning, events"),
        c("entries", TE, NOTES, "",
          "spiel final: 24 teams, 4 draws Fri, 5 Sat, 3 Sun. ice crew 5:30 am Sat. Two Harbors 2 = waitlist #1. "
          "score cards + draw sheets printed x30.",
          "done. now sleep", "planning, events"),
        c("banquet", GC, _home("Confirmed: Saturday February 19, 104 guests"), HOME_MAIL,
          "Hi Erin, confirmed for Saturday, February 19 at 6:30 p.m., 104 guests, pasta bar with 11 vegetarian and 3 "
          "gluten-free plates. We'll arrive at 5:30 to set up. Payment due on the day.",
          "final 104. check on the day", "reservation, email"),
        c("banquet", GC, MSG, MSG_URL,
          "Hi Erin, this is Tom from Northern Table, running 20 min behind, the van wouldn't start. Where do we "
          "load in, front or back by the ice plant?",
          "back door by the ice plant. tell Marcy", "communication, events"),
    ],
    "fellowship": [
        c("proposal", GC, _gc("Apply - The Alder Fellowship in Environmental Reporting"),
          "https://www.alderfellowship.org/apply",
          "Nine months in Ann Arbor for mid-career journalists covering the environment. Applications close February "
          "16 at 11:59 p.m. Eastern. Submit a proposal of no more than 1,000 words, five published clips, a resume, "
          "and two letters of reference submitted directly by your recommenders.",
          "Eastern = 10:59 my time!!", "application, deadline"),
        c("references", SL, _dm("Dana Reyes"), "",
          "Dana Reyes: Of course I'll write you a letter. I'll also be honest that I don't want to lose you for nine "
          "months, but that's my problem. When is it due and where do I send it?",
          "Dana yes. send her the portal link", "communication"),
        c("clips", GC, _gc("Archive search: byline Halvorsen - Twin Ports Tribune"),
          "https://www.twinportstribune.com/archive/search?byline=halvorsen", "",
          "pick 5: PFAS harbor, ore dock, the wild rice one, ... ?", "portfolio",
          ocr="Results 1-10 of 412  byline:Halvorsen\nPFAS found in harbor fish at twice state advisory level  "
              "06/2026\nThe ore dock nobody wants to tear down  10/2025\nWild rice beds shrink as St.Louis River "
              "warms  08/2024\nCouncil approves Spirit Mountain bailout  03/2024\nSnowplow contract overruns "
              "01/2024"),
        c("proposal", GC, _gc("2027 Fellows - The Alder Fellowship"), "https://www.alderfellowship.org/fellows/2027",
          "Our 2027 fellows are studying how coastal cities pay for managed retreat, what the Colorado River compact "
          "means for tribal water rights, and how wildfire smoke reaches schools far from any fire.",
          "all of them pitched a system, not one story. zoom out", "research"),
        c("references", GC, _home("RE: a reference for the Alder fellowship?"), HOME_MAIL,
          "Erin, how lovely to hear from you, and yes, I'd be delighted. Send me your proposal and resume by Friday "
          "so I can say something specific. Warmly, Ruth Akers",
          "send Ruth proposal + resume fri", "email"),
        c("proposal", GC, _doc("Alder proposal - draft"), "https://docs.google.com/document/d/1qAlderDraft/edit",
          "I want to spend nine months asking why the Great Lakes cities that built America's steel and shipped its "
          "iron ore are now the last to get the lead out of their water, and who decides which neighborhoods wait.",
          "1,340 words. cut 340 without losing the Duluth part", "writing, draft"),
        c("clips", EV, "PFAS_harbor_fish_2026.pdf", "",
          "PFAS found in harbor fish at twice the state's advisory level. Walleye and smallmouth bass caught in the "
          "St. Louis River estuary carried PFOS at levels that led the state to tighten its eat-no-more-than advice.",
          "archive PDF lost the photos. re-export from the web", "portfolio"),
        c("proposal", GC, MSG, MSG_URL,
          "read your draft in bed. honest note: the middle is your lead story, they want the bigger thing. and are we "
          "really doing Ann Arbor with Nora mid-year? let's talk tonight, not by text",
          "talk tonight. 9 months, not forever", "communication"),
        c("proposal", TE, NOTES, "",
          "proposal outline v2: 1) who waits (race, rent, age of housing) 2) who pays (rates vs grants vs loans) 3) "
          "what the 10-year rule will do to small utilities. Duluth only as the example.",
          "3 questions not 5", "writing, planning"),
        c("clips", SL, _dm("Sam Whitfield"), "",
          "Sam Whitfield: I wouldn't put the Lincoln Park map in an application before it runs, Dana would have a "
          "fit. Send the PFAS map from 2026, it's public and it's prettier anyway.",
          "no unpublished work. PFAS map instead", "communication, portfolio"),
        c("references", GC, _gc("Recommenders - Alder Fellowship application"),
          "https://apply.alderfellowship.org/application/ALF-2028-0391/recommenders", "",
          "Ruth done. Dana 'not started'", "application",
          ocr="Your recommenders\nRuth Akers  University of Minnesota  Submitted 02/13/2028\nDana Reyes  Twin Ports"
              " Tribune  Invitation sent 02/08/2028  Not started\n[Send reminder]"),
        c("clips", GC, _gc("Alder clips - Google Drive"), "https://drive.google.com/drive/folders/1qAlderClips", "",
          "5 PDFs + map. renamed per instructions", "portfolio, submission",
          ocr="Alder clips\nName                                  Last modified\n1_Halvorsen_PFAS_harbor.pdf     "
              "     Feb 15\n2_Halvorsen_ore_dock.pdf              Feb 15\n3_Halvorsen_wild_rice.pdf            "
              "Feb 15\n4_Halvorsen_snowplow.pdf             Feb 15\n5_Halvorsen_Spirit_Mountain.pdf      Feb 15\n"
              "map_PFAS_2026.png                    Feb 15"),
        c("clips", TE, NOTES, "",
          "clip blurbs (50 words each): PFAS = led to the state's new advice; ore dock = 3 council votes; wild rice = "
          "tribal sources on record; snowplow = audit followed; Spirit Mtn = the numbers nobody else ran.",
          "ore dock one is 61 words", "writing, portfolio"),
        c("proposal", GC, _doc("Alder proposal - v3"), "https://docs.google.com/document/d/1qAlderV3/edit",
          "Across the Great Lakes, the cities that replace their lead lines last are the ones that can least afford to "
          "borrow. I want to follow the money from the federal rule to the rate payer in three of them.",
          "998 words. stop touching it", "writing, draft"),
        c("references", GC, _home("Reminder: a recommender has not submitted"), HOME_MAIL,
          "This is a reminder that your recommender Dana Reyes has not yet submitted a letter for application "
          "ALF-2028-0391. Letters must be received by the application deadline.",
          "Dana said it's in?? checking", "email"),
        c("references", SL, _dm("Dana Reyes"), "",
          "Dana Reyes: Sorry, the portal logged me out the first time. It's in now, I got the confirmation. Now go "
          "finish your lead story, I still need it Thursday.",
          "ha. both done by thurs", "communication"),
        c("proposal", GC, _gc("Application submitted - Alder Fellowship"),
          "https://apply.alderfellowship.org/application/ALF-2028-0391/submitted",
          "Thank you. Your application ALF-2028-0391 was submitted on 02/16/2028 at 10:47 p.m. Eastern. Both "
          "recommendations have been received. Decisions will be sent by email in April.",
          "submitted with 72 min to spare. wine", "submission, application"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of interleave()): one "HH:MM task" per capture, each taking that task's next capture in TASKS. Monday 7 to Sunday 20
# February 2028, Duluth time; newsroom days, evenings at home, a Saturday in Virginia, the bonspiel weekend.
DAYS = {
    # Mon: the city's records arrive (her brother's text about their mother at 09:31, answered, back to the
    # inventory seven minutes later), the assisted-living pages at lunch, the fellowship's call in the afternoon, the
    # bonspiel after dinner, and a neighbourhood post found in the middle of it
    "2028-02-07": "09:05 lead, 09:20 lead, 09:31 mom, 09:38 lead, 12:35 mom, 12:50 mom, 13:05 mom, "
                  "15:00 fellowship, 20:30 bonspiel, 20:50 bonspiel, 21:02 lead",
    # Tue: Tasha's reply before work, the pivot, Dana's levy request and her yes to the reference eight minutes
    # apart, the archive at lunch, Sam's map, the first tour, the realtor in the evening, the entries and the menus
    "2028-02-08": "08:40 lead, 10:15 lead, 11:00 council, 11:08 fellowship, 13:10 fellowship, 14:30 lead, "
                  "16:30 mom, 19:40 mom, 21:00 bonspiel, 21:20 bonspiel",
    # Wed: a curler's text before work, the capital plan, the council agenda, the brewery's email and the past
    # fellows at lunch, her mother's text at dinner, the POA at night with the source's Signal message in the middle
    "2028-02-09": "07:30 bonspiel, 09:10 lead, 09:35 lead, 11:15 council, 11:40 council, 12:45 bonspiel, "
                  "12:52 fellowship, 15:10 fellowship, 18:30 mom, 21:30 mom, 21:41 lead",
    # Thu: the Park Point email and the health data minutes apart, the pediatrician, then the raffle question, the
    # Bayview tour at 2, Tasha's call at 3:30, the cost sheet and the comps at home, the proposal straight after
    "2028-02-10": "08:30 council, 08:41 lead, 11:30 lead, 11:41 bonspiel, 11:50 bonspiel, 15:55 lead, 17:00 mom, "
                  "21:00 mom, 21:12 fellowship",
    # Fri: rapid switching: a clip, the levy FAQ, the state's reply, the permit memo, the waiver, the first draft and
    # the slot, a host's text and two curlers' texts within a quarter of an hour, Kyle about the trailer
    "2028-02-11": "08:50 fellowship, 09:40 council, 09:52 lead, 10:04 council, 12:30 mom, 13:30 lead, 14:05 lead, "
                  "16:40 council, 16:48 bonspiel, 16:55 bonspiel, 20:15 mom",
    # Sat: in Virginia clearing the house with Kyle (Ben's text about the proposal before she leaves)
    "2028-02-12": "07:45 fellowship, 15:40 mom, 21:30 mom",
    # Sun: the estate-sale idea dropped, the proposal outline, Ben about the potholes, the draw, the levy preview
    "2028-02-13": "11:00 mom, 16:00 fellowship, 18:10 council, 19:30 bonspiel, 19:55 bonspiel, 20:06 council",
    # Mon: council day: the deposit and the caterer's quote at breakfast, rentals research, Medicare and the policy
    # at lunch, the clips and the letters, then the meeting from seven and two stories filed
    "2028-02-14": "08:10 mom, 08:19 bonspiel, 10:30 council, 12:40 mom, 13:00 mom, 14:20 fellowship, "
                  "15:30 fellowship, 19:25 council, 20:50 council, 21:14 council",
    # Tue: Carlsen's email at breakfast and his interview at 10, the numbers, the sidebar; evening: gift cards, the
    # listing agreement, the RSVPs, the clips until late
    "2028-02-15": "08:50 council, 11:10 lead, 13:00 lead, 15:20 lead, 17:45 bonspiel, 20:00 mom, 21:30 bonspiel, "
                  "21:41 fellowship, 22:20 fellowship",
    # Wed: the follow-up call, the insurer and her mother's fax at lunch, the copy desk, prizes, then the fellowship's
    # deadline night
    "2028-02-16": "09:30 lead, 12:15 mom, 12:24 mom, 14:00 lead, 18:40 bonspiel, 20:30 fellowship, "
                  "21:05 fellowship, 21:20 fellowship, 21:47 fellowship",
    # Thu: the legal read, Tasha, the fact check; the bonspiel's last evening of planning, her mother's admin after it
    "2028-02-17": "09:15 lead, 12:10 lead, 15:30 lead, 20:30 bonspiel, 21:00 bonspiel, 21:09 mom",
    # Fri: the caterer's confirmation, the A1 budget and the headlines; the bonspiel starts at four
    "2028-02-18": "08:30 bonspiel, 10:00 lead, 13:20 lead",
    "2028-02-19": "17:50 bonspiel",
    "2028-02-20": "09:15 lead",
}

TIMELINE = day_timeline(DAYS, TZ)
