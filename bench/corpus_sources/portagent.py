"""Dani Thibodeau, an expedition-cruise port agent from Portland, Maine, who lives in Nuuk, Greenland: the coming
cruise season at the small agency she works for (the port calls and berths, the shore excursions with their local
partners, the seasonal guides), her stepdaughter's confirmation in April (the kaffemik, the national costume, the day
itself), the kayak club whose treasurer she is (the accounts, the annual general meeting and a municipal grant, the
pool sessions and a children's rolling course), Easter at the family's hut in the fjord (the boat, the hut itself)
and her two tax returns (the American one, the Greenland one).

Written by hand in session 24 of issue 12 as the TEST corpus for session 25, before anybody tuned on it, by an
engineer who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench,
the understanding or the app on it, no look at how anything groups or scores it; the integrator ran it once, at the
end of session 25, and it is a development corpus since session 26.

Dani (38) worked as expedition staff on small cruise ships in Svalbard and Antarctica, met Minik Lyberth (42), a
Greenlandic carpenter, at a kayak demonstration in Nuuk in 2025 and moved to Nuuk in 2026; they have a son, Nuka (5),
and live in a terraced house in Qinngorput. Minik's daughter Aviaja (14) lives with them every other week and with
her mother Paninnguaq Rosing, an educator at the national museum, the other; Minik's mother Ane lives in Maniitsoq and
sews kamiit. Dani's mother Linda and father live near Portland, Maine, her brother Kevin in Boston. In the fortnight
from Monday 22 March to Sunday 4 April 2032 (Maundy Thursday 25 March, Good Friday 26 March, Easter Sunday 28 March
and Easter Monday 29 March are public holidays in Greenland; the agency is closed, she does no paid work on them, and
the family goes to the hut from Thursday to Saturday; Greenland's clocks go forward from -02:00 to -01:00 on the
night of Saturday 27 March, at 23:00, which becomes midnight):
- the cruise season: Qilak Agency ApS (fictional; Nikolaj Geisler owns it, Sara Kleist works with her) is the port
  and shore agent in Nuuk for three lines (all fictional): Nordhaven Expeditions of Hamburg (the Kittiwake, 184
  passengers, turnarounds), Tern Polar of Hobart (the Aurora Tern, 132 passengers, a visit to the settlement of
  Kapisillit) and Blue Fjord Line of Bergen (the Blue Fjord, 1,180 passengers, 38,200 GT, at anchor with tenders on
  Wednesday 2 June, when the Kittiwake has the quay); the port's tariffs and the passenger tax, a pilot order, the
  tender pontoon out of the water for repairs; kaffemik visits in homes (Pilu, Paninnguaq's aunt), the museum
  (Paninnguaq), the kayak club's demonstrations, the settlement council's rules and the municipality's fee sites;
  four seasonal guides (a Norwegian who needs no permit, a German and a Chilean who do, since Greenland is not in the
  EU, and Ujarak, who comes back in July), their contract, rooms at the Seamen's Home and a first aid course;
- the confirmation: Aviaja is confirmed on Sunday 25 April in Hans Egede Church; one kaffemik for both families at
  Dani and Minik's house (Pilu's cakes, seal and mattak from Kaali Berthelsen, a hunter who is also their neighbour at
  the hut, musk ox, chairs for a hundred); the national costume (Ane's kamiit, a beaded collar that needs two rows,
  pink or red silk); the day itself (the pastor's letter, six seats a family, Ane's flight, a photographer, her verse);
- the kayak club: Qajaq Kangeq (fictional), whose chairman is Nikolaj, her boss, and whose coach is Hans-Henrik
  Olsen; Minik teaches rolling; the 2031 accounts and their volunteer auditor Else, the AGM on Wednesday 31 March
  (the demonstrations for cruise ships are on the agenda), the municipality's grant with its deadline at noon on
  Thursday 1 April; Tuesday nights in the Malik swimming hall and a children's course from Saturday 3 April;
- the hut: Minik's family hut in Kobbefjord (Kangerluarsunnguaq), 25 minutes by boat; the boat launched at high water
  on Wednesday, the engine's service, the sea ice and the forecast, a gale on Saturday afternoon that sends them home
  early; the oil stove, a dead solar charge controller, the window Nuka broke in October, food for four days;
- the taxes: her US return (Form 1040, the foreign tax credit instead of the exclusion so Nuka's child tax credit is
  refunded, the FBAR with the kayak club's account on it because she signs for it) and her Greenland return (the
  pre-filled return from the Tax Agency, her half of the interest on their house loan, which the bank reported on
  Minik only; Minik's own B-income from building Kaali's porch).

She works on a MacBook: DuckDuckGo for the web (titled with the page's title), Airmail for mail (an opened message is
titled with its subject), Messenger (titled only "Messenger": Minik, Aviaja, Paninnguaq, Ane, Pilu, Kaali, Sara,
Nikolaj, the club's groups, a parent, the boat yard, her mother and her brother), Drafts for notes (titled only
"Drafts"), PDFgear for every PDF and scan (titled with the file's name), Airtable for tables (the agency's season,
the club's accounts and children's course, the kaffemik's guests, her FBAR worksheet) and TurboTax for the American
return. Memos are her shorthand (first person, an agent's and a Mainer's, with the Greenlandic and Danish around
her: "M", "A", "N", "P", "NG", "HH", "KW", "BF", "AT" for the ships, "pax", "HW", "wx", "FTC", "FEIE", "sel.", "k" for
thousands of kroner, "wicked", "ayuh", "from away", "pyt", "ajunngilaq", "qujanaq", "(I think)" after a message in
Greenlandic), some cryptic.
English is her working language; Danish as she meets it (the port, a kaffemik host, the boat yard, the weather
service, a parent, the municipality, a webshop, the Tax Agency) and Greenlandic (Kalaallisut) from Ane, Kaali, the
church, the club's poster and a settlement's council, under a fifth of the captures and some in every task. Words
cross on purpose: kaffemik (the excursions' homes, the confirmation), Kolonihavnen (the tender pontoon, the club
house, the boat's mooring), Kobbefjord (the hut, a fee site for cruise passengers), Sermersooq (the fee list, the
grant, the pool's invoice), Grønlandsbanken (the club's statement, her own accounts, the house loan), fee and tax
(the passenger tax, the settlement fee, the pool, the Tax Agency's surcharge), course (the first aid course, the
children's course), booking and order (the pilot, Ane's flight, the chairs, the beads, the
hut's food, the charge controller, the musk ox), seats (the coaches, the church), deadline (5 April, 1 April noon,
15 April, 1 May). People cross too: Minik in the hut, the club, the confirmation and the taxes; Aviaja in the
confirmation, the club and the hut; Paninnguaq in the museum's tours and the confirmation; Pilu in the excursions and
the kaffemik; Kaali in the hut, the kaffemik and Minik's B-income; Nikolaj in the agency and the club; Nuka in the
hut, the taxes and the confirmation.

The timeline is written by hand (TIMELINE below): all in West Greenland time, America/Nuuk, -02:00 until 23:00 on
Saturday 27 March 2032 and -01:00 after (Greenland keeps the EU's change at 01:00 UTC, which in Nuuk is 23:00 on the
Saturday; nothing is written in the hour that does not exist); the forecast checked at 05:40 on Maundy Thursday, the
call with Hobart at 05:30 on Wednesday 31 March, the Easter holidays without the agency, the AGM on Wednesday night,
the grant before Thursday noon, the children's course and the costume's fitting on Saturday 3 April.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("expedition-cruise port agent in Nuuk, Greenland: the agency's cruise season (port calls, shore "
           "excursions, seasonal guides), her stepdaughter's confirmation, the kayak club whose treasurer she is, "
           "Easter at the family's hut in the fjord, her US and Greenland tax returns")
TZ = ZoneInfo("America/Nuuk")  # -02:00, -01:00 from the last Sunday of March at 01:00 UTC (23:00 on the Saturday)
ID_PREFIX = "hm"  # "p" is the parent's; no id in any bench/data or bench/corpus_sources file begins with "hm"
APP_WORDS = {"duckduckgo", "airmail", "messenger", "drafts", "pdfgear", "airtable", "turbotax", "tax2031", "pdf",
             "html", "https", "www", "gl", "dk", "gov", "en", "da", "gb", "sikuki", "nyidanmark", "sermersooq",
             "nordiskperle", "qaammatphoto", "nunamimeat", "dmi", "pisiffik", "solarnord", "irs", "fincen", "treas",
             "bsaefiling", "aka", "sullissivik"}

TASK_NAMES = {
    "cruise": ("The cruise season", "summer's ships", "port agent work", "getting ready for May"),
    "confirmation": ("Aviaja's confirmation", "A's confirmation on 25 April", "the big kaffemik",
                     "her day in the church"),
    "kayak": ("The kayak club", "Qajaq Kangeq", "treasurer jobs", "the club's paddlers"),
    "hut": ("Easter at the hut", "Kobbefjord hut", "the boat and the hut", "our Easter trip"),
    "taxes": ("My taxes", "US and Greenland returns", "the 1040 and the selvangivelse", "tax season"),
}
SUB_NAMES = {
    "cruise/calls": ("Port calls and berths", "the call list", "quay or anchor", "port dues and pilots"),
    "cruise/excursions": ("Shore excursions", "local partners", "kaffemik visits", "the 2 June programme"),
    "cruise/guides": ("Seasonal guides", "hiring", "contracts and permits", "the first aid course"),
    "confirmation/kaffemik": ("The kaffemik", "food for a hundred", "the guest list", "cakes, seal and musk ox"),
    "confirmation/costume": ("Her national costume", "the kamiit", "the bead collar", "pink or red"),
    "confirmation/church": ("The day itself", "the church and the seats", "Ane's flight", "photos and her verse"),
    "kayak/agm": ("Accounts and the AGM", "the annual meeting", "the municipal grant", "treasurer's report"),
    "kayak/pool": ("Pool sessions", "the kids' course", "Tuesday rolling", "the beginners"),
    "hut/boat": ("The boat", "launching at high water", "ice and wind", "the crossing"),
    "hut/hut": ("The hut itself", "stove and solar", "food for the hut", "fixing things"),
    "taxes/us": ("US return", "FBAR", "foreign tax credit", "Nuka's credit"),
    "taxes/greenland": ("Greenland return", "the pre-filled return", "the interest deduction", "Minik's B-income"),
}

DD = "DuckDuckGo"
AM = "Airmail"
MS = "Messenger"
DR = "Drafts"
PG = "PDFgear"
AT = "Airtable"
TT = "TurboTax"


def at(table: str, base: str) -> str:
    return f"{table} – {base} – Airtable"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "cruise": [
        c("calls", AT, at("Calls", "Qilak 2032"), "",
          "Date | Ship | Line | Pax | GT | Berth | Type / 18 May | Kittiwake | Nordhaven | 184 | 8,900 | Quay 2 | "
          "turnaround / 27 May | Aurora Tern | Tern Polar | 132 | 6,700 | Quay 2 | call / 2 Jun | Kittiwake | "
          "Nordhaven | 184 | 8,900 | Quay 2 | turnaround / 2 Jun | Blue Fjord | Blue Fjord Line | 1,180 | 38,200 | "
          "? | call / 9 Jun | Kittiwake | Nordhaven | 184 | 8,900 | Quay 2 | turnaround / 31 calls in Nuuk, 4 at "
          "Kapisillit",
          "2 June: two ships, one quay. BF wants the quay too?", "planning, reservation"),
        c("calls", AM, "Blue Fjord 2 June Nuuk – berth or anchor?", "",
          "Dear Dani, for our call on 2 June (07:00-18:00) we would prefer the cruise quay; if that is not possible "
          "we anchor off Nuuk and tender all 1,180 guests. Our tenders take 90 guests each, so we need a pontoon "
          "that takes two at once. Please confirm by 5 April so we can print the daily programme. Best regards, "
          "Kristin Haugland, Port Operations, Blue Fjord Line",
          "BF wants the quay. KW has it. tenders = plan B. answer by 5 Apr", "email, reservation, deadline"),
        c("guides", AM, "Application: seasonal guide Nuuk 2032", "",
          "Hello, I am applying for the seasonal guide position. I have guided three summers in Svalbard "
          "(Longyearbyen, hiking and zodiac landings), hold a Wilderness First Responder certificate valid until 2033 "
          "and speak Norwegian, English and German. I can work from 10 May to 15 September. My CV is attached. Kind "
          "regards, Ingrid Solberg, Tromsø",
          "Ingrid, Svalbard x3, German too! Nordic, so no permit", "application, email"),
        c("calls", DD, "Port tariffs 2032 – Sikuki Nuuk Harbour", "https://sikuki.gl/en/tariffs-2032", "",
          "BF at anchor: 2.20 x 38,200 = 84k, plus pax tax 59k. ouch", "price, tax",
          ocr="SlKUKl NUUK HARBOUR A/S  Tariffs 2O32  Port dues, passenger ships  below 3O,OOO GT  DKK 1.1O per GT "
              "per call  3O,OOO GT and above  DKK 2.2O per GT per call  Passenger tax (Naalakkersuisut)  DKK 5O per "
              "passenger per call  Quay 2, cruise berth  DKK 8,4OO per call up to 12 h  Tender pontoon, "
              "Kolonihavnen  DKK 3,2OO per day  Pilotage mandatory above 25O passengers"),
        c("excursions", MS, MS, "",
          "Pilu: Hej Dani! Ja, vi kan godt have kaffemik for skibsgæster igen i år. Men max 20 ad gangen, ellers er "
          "der ikke plads i stuen. Prisen er 225 kr. per person nu, fordi kaffe og kage er blevet dyrere. Jeg har "
          "også fået en ny nabo, som gerne vil være med.",
          "Pilu's in, qujanaq. 20 max, 225 kr now. + a new neighbour who'll host", "communication, price"),
        c("calls", DR, DR, "",
          "2 June / Kittiwake: Quay 2 07:00-19:00, turnaround, 184 off + 184 on, coaches to the airport / Blue "
          "Fjord: anchor 07:00-18:00, tenders to the Kolonihavnen pontoon, 1,180 pax / pilot for BF both ways / "
          "coaches: Nuuk has 6, KW takes all 6 from 09 to 12 / BF walks then, museum by shuttle",
          "one quay, 2 ships, 6 coaches in all of Nuuk. they walk", "planning, reservation"),
        c("guides", AT, at("Guides", "Qilak 2032"), "",
          "Name | From | Languages | First aid | Dates | Permit | Status / Ingrid Solberg | Tromsø | NO EN DE | WFR "
          "2033 | 10 May-15 Sep | not needed | interview / Hanna Becker | Munich | DE EN | WFA 2031, expired | 1 "
          "Jun-31 Aug | needed | interview / Matías Godoy | Puerto Natales | ES EN | WFR 2032 | 15 May-30 Sep | "
          "needed | interview / Ujarak Petersen | Nuuk | KL DA EN | WFA 2032 | Jul-Aug | - | returning / 23 "
          "applied, 4 places",
          "Hanna is EU but Greenland isn't. permit. forgot that", "comparison, visa"),
        c("excursions", AT, at("Partners", "Qilak 2032"), "",
          "Partner | What | Max pax | 2031 | 2032 | Contact / Kaffemik homes (4) | coffee and cake in a home, 90 "
          "min | 20 a home | 195 kr | 225 kr | Pilu / Qajaq Kangeq | kayak demo at the old harbour, 30 min | no "
          "limit | 2,500 a demo | ? | Hans-Henrik / National Museum | guided tour EN/DE | 25 | 85 kr | 95 kr | "
          "Paninnguaq / City coaches | 50 seats x 6 | 1,900/h | 2,100/h | Nuuk Bus / Kapisillit boat trip | 12 | "
          "1,450 kr | ? | Pavia",
          "prices up everywhere. the club's demo price: ask HH, not NG", "price, comparison"),
        c("calls", MS, MS, "",
          "Sara: Sikuki just called. The tender pontoon at Kolonihavnen is out of the water for repairs and comes "
          "back 'early June, maybe 1 June'. So for Blue Fjord on the 2nd it's tight. They suggest the fishing quay "
          "in Nuussuaq as a backup, but there are no toilets there and it's 3 km from town.",
          "pontoon 'maybe 1 June'. eek. Nuussuaq = no toilets", "communication, planning"),
        c("excursions", AM, "Museum tours 2032 – groups from cruise ships", "",
          "Hi Dani, the museum can take groups of up to 25 with a guide in English or German, 45 minutes, DKK 95 "
          "per person. We are closed on Mondays and cannot take more than 8 groups in one day, so for Blue Fjord on "
          "2 June it is 200 guests at most. Please send the list of dates by 15 April. Best, Paninnguaq Rosing, "
          "Education, Greenland National Museum. PS Aviaja says you have fabric ideas. Don't listen to her "
          "grandmother.",
          "8 groups max on 2 June = 200. P's PS, lol", "email, price"),
        c("guides", DD, "Work and residence permits for Greenland – New to Denmark",
          "https://www.nyidanmark.dk/en-GB/You-want-to-apply/Work/Greenland",
          "Greenland is not part of the EU. Citizens of the Nordic countries may work in Greenland without a permit. "
          "All other foreign nationals, including citizens of EU member states, must hold a residence and work "
          "permit before they start work. The employer must show that no qualified local labour is available. "
          "Processing usually takes 2-3 months.",
          "Hanna + Matías need permits. 2-3 months = apply this week", "visa, application"),
        c("calls", AM, "Anløbsbekræftelse – Kittiwake 2032 (8 anløb)", "",
          "Hej Dani. Vi kan bekræfte jeres 8 anløb med Kittiwake ved kaj 2 i 2032. Blue Fjord kan ikke få kaj 2 den "
          "2. juni, og skibet skal derfor ligge på reden. Pontonen i Kolonihavnen er tilbage senest den 28. maj, "
          "siger værkstedet nu. Venlig hilsen, Malene Josefsen, Sikuki Nuuk Harbour",
          "KW confirmed x8. BF at anchor. pontoon 'by 28 May' now", "email, reservation"),
        c("guides", DR, DR, "",
          "interviews / Ingrid: calm, did zodiacs in swell, yes / Hanna: great German, WFA expired, permit -> late "
          "June at the earliest / Matías: funniest, best with groups, same permit problem / Ujarak back Jul-Aug / "
          "plan: Ingrid + Matías + Hanna if the permits come, + Ujarak",
          "Ingrid yes. Matías + Hanna if the permits come", "interview, comparison"),
        c("excursions", DD, "Maintenance and environmental fee 2032: sites – Kommuneqarfik Sermersooq",
          "https://sermersooq.gl/en/cruise-fee-sites-2032",
          "Sites where the maintenance and environmental fee applies in 2032: Kapisillit (settlement), DKK 50 per "
          "passenger; Qooqqut (landing site), DKK 50; Kangerluarsunnguaq / Kobbefjord, the Norse ruins landing, DKK "
          "30. The fee is due for every passenger on board at each visit, whether or not they go ashore, and is "
          "invoiced to the ship's agent.",
          "Kobbefjord's on the list?! our hut fjord. 30 kr a head", "price, tax"),
        c("calls", PG, "pilot_order_BlueFjord_0206.pdf", "",
          "PILOT ORDER  Vessel: Blue Fjord  IMO 9871246  GT 38,200  LOA 205 m  Draught 6.8 m  Agent: Qilak Agency "
          "ApS, Nuuk  Inbound: 2 June 2032, pilot boards 05:30 at the pilot station off Nuuk  Outbound: 2 June "
          "18:30  Anchorage: Nuuk roads, position as advised by the harbour master  Fee: per tariff, invoiced to the "
          "agent",
          "pilot at 05:30 for BF. I'm on the quay at 5 then", "reservation, planning"),
        c("guides", PG, "Qilak_seasonal_guide_contract_2032.pdf", "",
          "SEASONAL GUIDE CONTRACT 2032  1. Period: as agreed, at least 10 weeks.  2. Wage: DKK 215 per hour, at "
          "least 37 hours a week; days at sea with a ship count as 10 hours.  3. Housing: a room at the Seamen's "
          "Home, Nuuk, paid by the agency; meals on ship days.  4. Travel: one return flight Copenhagen or Reykjavík "
          "- Nuuk.  5. Conditions: a valid first aid certificate (16 hours or more) and, for non-Nordic citizens, a "
          "residence and work permit before the first day of work.",
          "215/h, last year 205. NG ok'd it", "salary, planning"),
        c("excursions", PG, "kapisillit_bygdebestyrelse_brev.pdf", "", "",
          "1 ship a week, no Sundays, 60 ashore. fair. AT's 16 Jul fits", "communication, planning",
          ocr="KAPlSlLLlT NUNAQARFlMMl AQUTSlSUT  BYGDEBESTYRELSEN l KAPlSlLLlT  Nuuk, 29. marsi 2O32  "
              "Umiarsuit takornariartaatit pillugit  Sapaatip akunneranut umiarsuaq ataaseq kisimi, sapaat "
              "umiarsuaqanngilaq. Takornariat 6O-init amerlanerussanngillat. Qujanaq aamma Poorskimi pilluaritsi.  "
              "Vedrørende krydstogtskibe  Der må kun komme ét skib om ugen, og ingen skibe om søndagen. Højst 6O "
              "gæster i land ad gangen. Med venlig hilsen  Pavia Lynge, siulittaasoq / formand"),
        c("guides", AM, "Wilderness First Aid Nuuk 18-19 May – your booking", "",
          "Dear Dani, we have held 6 places for Qilak on our 16-hour Wilderness First Aid course in Nuuk on 18-19 "
          "May, 08:30-17:00 both days, at the Red Cross house. The price is ISK 62,000 (about DKK 3,150) per "
          "participant and the certificate is valid for 3 years. Please send the names by 20 April. Regards, Arnar "
          "Einarsson, Arctic Response Training, Reykjavík",
          "6 places, 3,150 each. 18 May = KW's first call, ugh", "course, price"),
        c("calls", DR, DR, "",
          "05:30 call w Tern Polar (Hobart 17:30) / Aurora Tern: Nuuk 27 May, 24 Jun, 16 Jul, 12 Aug / ice in "
          "Davis Strait late May: 27 May may slip to 28, they tell us 72 h before / Quay 2 only if free, else "
          "anchor, own zodiacs / pax tax 132 x 50 = 6,600 a call / want Kapisillit on 16 Jul",
          "5:30 call, their 5:30 pm. AT may slip a day for ice", "meeting, planning"),
        c("excursions", DR, DR, "",
          "2 June BF, 1,180 ashore 08:00-17:00 / kaffemik: 5 homes x 20 x 3 rounds = 300 / museum 8 x 25 = 200 / "
          "kayak demo at the pontoon 10:00 + 14:00, all / city walk with guides, 12 groups of 40 = 480 / free time "
          "200 / coaches: none, KW has them / toilets!! Katuaq + museum + 2 portable ones at the pontoon",
          "adds up to 1,180 if the weather holds. toilets for 1,180 from away", "planning, events"),
        c("guides", MS, MS, "",
          "Sara: Ujarak called. He wants to come back, but only from 1 July, in June he fishes with his uncle. He "
          "asks 230 an hour because he speaks Greenlandic with the guests and explains the kaffemik to them. "
          "Honestly he's worth it.",
          "Ujarak, 230/h from 1 July. yes. he's the one they remember", "communication, salary"),
        c("excursions", MS, MS, "",
          "Nikolaj: About the kayak demo for Blue Fjord on 2 June: please book it with Hans-Henrik, not through me. "
          "I'm the club's chairman and your boss, and after tonight's AGM people will be watching exactly that. "
          "Whatever the AGM decides about demos, we follow it.",
          "NG: ask HH. conflict of interest. tonight decides anyway", "communication, meeting"),
        c("calls", AT, at("Calls", "Qilak 2032"), "",
          "Date | Ship | Pax | Berth | Pilot | Pax tax / 18 May | Kittiwake | 184 | Quay 2 ✓ | - | 9,200 / 27 May | "
          "Aurora Tern | 132 | anchor (ice?) | - | 6,600 / 2 Jun | Kittiwake | 184 | Quay 2 ✓ | - | 9,200 / 2 Jun | "
          "Blue Fjord | 1,180 | anchor ✓ | ordered ✓ | 59,000 / ... / peak 24 Jun: BF + KW + AT, 1,496 pax / "
          "season: 31 Nuuk calls, 6,912 pax",
          "grid's clean. 24 June is the next 2 June", "planning, statistics"),
        c("guides", PG, "Seamens_Home_booking_2032.pdf", "", "",
          "2 rooms held, free cancellation till TODAY. keep both", "hotel, reservation, deadline",
          ocr="SØMANDSHJEMMET NUUK  Booking confirmation  Qilak Agency ApS  2 single rooms, staff rate  1O May - "
              "3O Sep 2O32 (143 nights)  DKK 465 per room per night  Total DKK 132,99O  Free cancellation until 1 "
              "April 2O32  Ref. SH-2O32-O418"),
        c("excursions", AM, "Re: Kapisillit 16 July", "",
          "Hi Dani, thanks for the council's rules, they're fine by us: one ship a week, no Sundays, 60 ashore at a "
          "time. 16 July is a Friday, so we're good. Our guests would love a kaffemik there too, if a family will "
          "have us, and a short walk to the salmon river. Could you quote per guest, settlement fee included? "
          "Cheers, Bec Lawson, Expedition Operations, Tern Polar, Hobart",
          "16 Jul's a Friday. quote kaffemik + walk + the 50 kr", "email, planning"),
        c("calls", AM, "Blue Fjord 2 June – anchorage, tenders, charges", "",
          "Dear Kristin, Quay 2 is taken on 2 June, so Blue Fjord anchors off Nuuk; the pilot boards at 05:30. "
          "Tenders land at the Kolonihavnen pontoon (back in the water by 28 May, the port says). Estimated "
          "charges: port dues 38,200 GT x DKK 2.20 = 84,040; passenger tax 1,180 x DKK 50 = 59,000; pontoon 3,200. "
          "The excursion proposal follows next week. Best regards, Dani Thibodeau, Qilak Agency",
          "sent before their 5 April. programme next week", "email, price, reservation"),
    ],
    "confirmation": [
        c("kaffemik", MS, MS, "",
          "Paninnguaq: Hi Dani. Can we do ONE kaffemik for Aviaja on the 25th, together? At yours, you have the "
          "bigger living room and the view. My aunt Pilu will bake and my family brings the dried fish and the "
          "whale. I know it's a lot to ask. Aviaja wants it, she said so to both of us.",
          "one kaffemik, ours. ok. she asked nicely. M says yes anyway", "communication, events"),
        c("costume", MS, MS, "",
          "Ane: Aluu Dani! Ullumi Aviajap kamiinik mersorpunga. Isigaa uuttoruk, cm-inngorlugu, aamma aqagu "
          "allaguk. Qujanaq! Aanaa",
          "Ane: measure A's foot for the kamiit, send tomorrow. (I think)", "communication, specs"),
        c("costume", DR, DR, "",
          "A's costume / kamiit: Ane sews them, Maniitsoq, foot 24.5 cm (measured both!) / sealskin shorts: borrow "
          "cousin Naja's, fit? / bead collar: P's grandmother's, 2 rows broken, re-bead / anorak: new silk, pink "
          "or red?? / lace for the boot tops / guess 6-8k kr without the kamiit",
          "the parts. the collar's the scary one", "planning, shopping"),
        c("kaffemik", DR, DR, "",
          "kaffemik 25 Apr, 14-20 / at ours; P's family brings dried fish + mattak / us: suaasat (seal), musk ox "
          "roast, halibut, shrimp / cakes: Pilu 6 layer cakes + buns, I do brownies (the American thing) / coffee "
          "3 kg, tea, juice for the kids / chairs!! ~40 / guests 80-120 over the day",
          "the list. 120 people through our living room. wicked", "planning, groceries"),
        c("church", PG, "konfirmation_2032_brev.pdf", "", "",
          "6 seats a family. there are 7 of us. the math", "events, planning",
          ocr="HANS EGEDEP OQALUFFlA  HANS EGEDES KlRKE  Angajoqqaanut / Til forældrene  Konfirmationi sapaat 25. "
              "apriili 2O32 nal. 1O:OO  Konfirmation søndag den 25. april 2O32 kl. 1O:OO  Konfirmandit "
              "27-iupput. Ilaqutariit ataasiakkaat 6-nik inissaqarput.  Der er 27 konfirmander. Hver familie har 6 "
              "reserverede pladser. Prøve i kirken lørdag den 24. april kl. 14:OO. Aamma konfirmandundervisning "
              "onsdag kl. 15:OO til og med 21. april.  Qujanaq / Med venlig hilsen  lvalo Kristiansen, palasi / "
              "præst"),
        c("costume", DD, "Preciosa seed beads 10/0 – Nordisk Perle", "https://nordiskperle.dk/preciosa-rocaille-10-0",
          "Preciosa rocaille 10/0, opaque white, 500 g: 189 kr. Opaque red, 250 g: 119 kr. Transparent blue, 250 g: "
          "119 kr. We ship to Greenland and the Faroe Islands with PostNord, 10-14 days, from 95 kr. Orders to "
          "Greenland are sent without Danish VAT.",
          "beads for the 2 rows. no VAT, 10-14 days. order now", "shopping, price"),
        c("costume", DD, "Ordrebekræftelse – Nordisk Perle", "https://nordiskperle.dk/ordre/10482", "",
          "ordered from the hut. 6-10 Apr if PostNord behaves", "shopping, spending",
          ocr="NORDlSK PERLE  Ordrebekræftelse  Ordre nr. 1O482  26.O3.2O32  Preciosa rocaille 1O/O opak hvid 5OO "
              "g  1  151,2O  Preciosa rocaille 1O/O opak rød 25O g  1  95,2O  Perletråd, hvid  2  63,2O  Fragt "
              "Grønland (PostNord)  95,OO  l alt  4O4,6O kr  Forventet levering: 6.-1O. april"),
        c("kaffemik", MS, MS, "",
          "Pilu: Hej Dani, god påske! Jeg har talt med Paninnguaq. Jeg bager 6 lagkager og 100 boller til Aviaja, "
          "og min søster laver rejesalat. Vil du købe flødeskum og marcipan i Brugseni? Der er ikke mere i "
          "Pisiffik. Kram Pilu",
          "Pilu: 6 cakes, 100 buns. me: cream + marzipan, Brugseni", "communication, groceries"),
        c("costume", MS, MS, "",
          "Aviaja: Dani can you take me to the sewing workshop next Saturday at 1? The lady says the anorak should "
          "be pink because I'm 14, aanaa says pink, mom says pink. I want red. You're the only one left 😅",
          "A wants red, everyone else pink. I'm not getting in the middle. (I am)", "communication, shopping"),
        c("kaffemik", AT, at("Guests", "Aviaja's kaffemik"), "",
          "Name | Side | How many | Brings | Told? / Ane (aanaa) | Minik | 1 | kamiit! | yes / Paninnguaq's family "
          "| P | 14 | dried fish, mattak | yes / Pilu + sister | P | 3 | cakes, shrimp salad | yes / Kaali "
          "Berthelsen | Minik | 2 | seal | yes / Qilak office | Dani | 4 | - | no / kayak club youth | Aviaja | "
          "10 | - | A tells them / ... / 118 counted, plus whoever just turns up",
          "118 and counting. NG + Sara too, it's Nuuk", "planning, social"),
        c("church", MS, MS, "",
          "Mom: Happy Easter honey!! ☀️ Up early for the sunrise service. So you're 3 hours ahead of us again from "
          "today? I mailed Aviaja's necklace on Thursday, the lady at the post office said 3 to 4 weeks to "
          "Greenland, is that right?? Hugs to everyone. Dad says the ice went out on Sebago.",
          "Mom's necklace: 3-4 weeks = maybe by the 25th. maybe", "communication, deadline"),
        c("kaffemik", MS, MS, "",
          "Minik: At Kaali's. He has 2 seals and a good piece of mattak for Aviaja's kaffemik, and he'll smoke the "
          "halibut too. He wants 2,500 in cash, not MobilePay. He also asks when I finish his porch, ha.",
          "2,500 cash for seal + mattak. the porch = M's B-income", "communication, groceries"),
        c("church", AM, "Booking confirmation – Air Greenland – K7Q2ZB", "",
          "Booking reference K7Q2ZB. Passenger: Ane Lyberth. GL 511 Maniitsoq (JSU) - Nuuk (GOH), Friday 23 April "
          "2032, 10:15-11:05. GL 512 Nuuk (GOH) - Maniitsoq (JSU), Tuesday 27 April, 14:30-15:20. Fare DKK 2,860 "
          "including taxes. Baggage 1 x 20 kg. Paid by card ending 4417.",
          "Ane in Fri 23, out Tue 27. the kamiit travel on their own", "flight, reservation"),
        c("kaffemik", DR, DR, "",
          "kaffemik budget / musk ox 4 kg x 289 = 1,156 / Kaali: seal + mattak 2,500 cash, halibut in that / "
          "shrimp 3 kg 540 / cream, marzipan, flour etc ~1,800 / coffee + tea 700 / chairs + tables ~900 / paper "
          "plates: no, Pilu says real plates / total ~7,600, P pays half",
          "7.6k, half P's. cheaper than I feared", "spending, groceries"),
        c("church", MS, MS, "",
          "Aviaja: The pastor says we each choose a verse, she reads it when we kneel. I want 'If I take the wings "
          "of the morning, and dwell in the uttermost parts of the sea' because of the hut. Is it ok in English? "
          "She said Greenlandic or Danish. Can you find it in Greenlandic?",
          "Psalm 139:9, the hut verse. find the Greenlandic text", "communication, books"),
        c("costume", MS, MS, "",
          "Ane: Aluu! Kamiit naammassipput 😊 Aqagu Air Greenland Cargo-kkut nassiussavakka, tallimanngornermi "
          "Nuummiissapput. Send mig et billede af Aviaja i dem! Qujanarsuaq Dani. Aanaa",
          "kamiit done!! cargo tomorrow, here Friday (I think)", "communication"),
        c("church", DD, "Confirmation portraits in national costume – Qaammat Photo",
          "https://qaammatphoto.gl/confirmation",
          "Confirmation portraits 2032: 30 minutes at the old harbour or in front of the church, 15 edited photos, "
          "1,850 kr. Family photo added: 450 kr. Sunday bookings after the service only, 12:30-16:00, April and "
          "May. 9 Sunday slots left for 25 April.",
          "12:30 slot, before the kaffemik opens at 2. book today", "reservation, price"),
        c("kaffemik", AM, "Confirmed: 40 chairs, 6 tables, Saturday 24 April", "",
          "Hi Dani, confirmed for Saturday 24 April: 40 chairs, 6 folding tables (180 x 80 cm) and 2 coffee urns. "
          "Delivery Saturday at 16:00 to your address in Qinngorput, pickup Monday 26 April at 10:00. Price DKK "
          "920, pay on delivery. Best, Nuuk Event Rental",
          "chairs Sat 24 at 4. someone home. me", "email, reservation"),
        c("church", DR, DR, "",
          "25 April / 07:30 hair (P's friend) / 08:30 dressing at P's: Ane + P, an hour, the collar last / 09:30 "
          "church, family in by 09:45 / 10:00-12:00 service, 27 of them / 12:30 photos, old harbour / 13:30 home, "
          "she stays in costume / 14:00 kaffemik opens / Nuka: M's job all day",
          "the day, hour by hour. N is M's job", "planning, events"),
        c("church", MS, MS, "",
          "Paninnguaq: About the 6 seats: me, Minik, Ane, my mother, Jens and Aviaja's godmother. I'm sorry Dani, "
          "there is no seat for you and Nuka in the family row. The church is full every year, you can stand at "
          "the back with the other partners, it's normal here. Is that ok?",
          "back wall with 'the other partners'. pyt. her day. (not pyt)", "communication, events"),
        c("costume", DR, DR, "",
          "fitting at the sewing workshop / collar: the lady re-beaded the 2 rows with her own beads, mine aren't "
          "here yet, pay her 350 / anorak: 'dark pink', silk 2.4 m, sewn by 17 Apr, 1,900 kr / Naja's shorts fit / "
          "kamiit came from Maniitsoq yesterday! perfect, A cried / A in the mirror",
          "dark pink, the compromise. A cried at the kamiit", "shopping, spending"),
        c("kaffemik", DD, "Musk ox and reindeer for confirmations – Nunami Meat", "https://nunamimeat.gl/confirmations",
          "Confirmation season: musk ox roast, boneless, 289 kr/kg; leg of reindeer 245 kr/kg; dried reindeer 98 kr "
          "per 100 g. Orders for 24-25 April must reach us by Friday 9 April. Pick up at our Nuuk shop on Friday or "
          "Saturday.",
          "4 kg musk ox, order by Fri 9. pick up Sat 24 with the chairs", "groceries, price, deadline"),
    ],
    "kayak": [
        c("agm", MS, MS, "",
          "Nikolaj: Dani, club hat on: can you have the 2031 accounts ready for the board by Saturday, by mail? "
          "Else has to sign them off before the AGM on Wednesday 31st. And the municipal grant needs them too, if it "
          "goes in before 1 April.",
          "accounts by Sat. Else signs. the grant needs them", "communication, deadline"),
        c("agm", AT, at("Accounts 2031", "Qajaq Kangeq"), "",
          "Income | DKK / Membership, 64 adults x 400 | 25,600 / Membership, 22 juniors x 250 | 5,500 / Municipal "
          "grant 2031 | 40,000 / Kayak demos for cruise ships, 12 x 2,500 | 30,000 / Championship entry fees | "
          "4,200 / Expenses / Pool rent, 24 evenings | 19,200 / Two skin-on-frame kayaks, materials | 21,400 / "
          "Insurance | 6,800 / Championship travel, Sisimiut | 18,600 / Tuiliks x 3 | 13,500 / Result 2031 | 25,800",
          "+25,800, and the demos are 30k of it. that'll come up Wed", "finance, income"),
        c("pool", MS, MS, "",
          "Hans-Henrik (Qajaq Kangeq pool): Pool tonight 20:00-22:00 as usual. Minik takes the beginners in the "
          "shallow end, I take the norsaq rolls. Last session before Easter, the hall is closed from Thursday. "
          "Bring your own nose clips, the box is empty.",
          "pool tonight, last one before Easter. nose clips", "communication, fitness"),
        c("pool", DD, "Malik swimming hall: opening hours at Easter 2032 – Kommuneqarfik Sermersooq",
          "https://sermersooq.gl/en/malik-opening-hours",
          "Easter 2032: the swimming hall is closed from Maundy Thursday 25 March to Easter Monday 29 March, both "
          "days included. Club bookings start again on Tuesday 30 March. Saturday 3 April: the teaching pool is "
          "booked by Qajaq Kangeq, 10:00-11:30.",
          "closed Thu-Mon. the kids' course Sat 3 is in, small pool", "reservation, news"),
        c("agm", PG, "Kontoudtog_QajaqKangeq_2031.pdf", "", "",
          "bank = Airtable to the krone. 'Disponent' = me. (FBAR!!)", "finance, income",
          ocr="GRØNLANDSBANKEN  Kontoudtog  Foreningskonto 6471-O2O 318  Qajaq Kangeq  O1.O1.2O31 - 31.12.2O31  "
              "Primo  61.4O8,5O  Tilskud Kommuneqarfik Sermersooq  4O.OOO,OO  Kontingent  31.1OO,OO  "
              "Kajakopvisning Qilak  3O.OOO,OO  Svømmehal  -19.2OO,OO  Materialer  -21.4OO,OO  Forsikring  "
              "-6.8OO,OO  Rejse Sisimiut  -18.6OO,OO  Ultimo  87.2O8,5O  Højeste saldo  93.4O8,5O (12.O8)  "
              "Disponent: D. Thibodeau"),
        c("agm", DR, DR, "",
          "treasurer's report / 2031: +25,800, equity 87,208 / demos: 12 in 2031 = 30k, a third of income, paid "
          "the youth team's trip to the championship / pool rent up 10% in 2032 / propose: fee unchanged, 400/250 "
          "/ grant 2032: trailer 38,000 + 6 kids' drysuits / Else's 2 questions: Sisimiut receipts, the tuilik "
          "invoice",
          "written at the hut, kids asleep. the demos are the elephant", "writing, finance"),
        c("agm", MS, MS, "", "",
          "HH's poster in the group. item 5 = the demos. popcorn", "events, meeting",
          ocr="QAJAQ KANGEQ  ATAATSlMEERSUARNEQ / GENERALFORSAMLlNG  Pingasunngorneq 31. marsi nal. 19:3O / "
              "Onsdag 31. marts kl. 19:3O  Klubhuset, Kolonihavnen  1. Dirigentimik qinersineq / Valg af dirigent  "
              "2. Siulittaasup nalunaarutaa / Formandens beretning  3. Aningaasaqarneq / Regnskab 2O31  4. "
              "Akiliutit / Kontingent  5. Kajakopvisninger for krydstogtskibe  6. Qinersineq / Valg  Kaffi aamma "
              "kaagi! / Kaffe og kage!"),
        c("agm", DD, "Tilskud til foreninger 2032 – Kommuneqarfik Sermersooq",
          "https://sermersooq.gl/da/foreningstilskud-2032",
          "Foreninger i Kommuneqarfik Sermersooq kan søge tilskud til aktiviteter og udstyr i 2032. "
          "Ansøgningsfristen er torsdag den 1. april 2032 kl. 12:00. Ansøgningen skal indeholde et budget, det "
          "seneste godkendte regnskab og en beskrivelse af aktiviteterne for børn og unge. Vi behandler "
          "ansøgningerne i maj.",
          "Thu 1 Apr NOON. 'approved accounts' = AGM Wed night. tight", "funding, application, deadline"),
        c("pool", DR, DR, "",
          "kids' course / 6 Saturdays from 3 Apr, 10:00-11:30, teaching pool / 8 kids, 9-13 / M + HH teach, A + "
          "Pipaluk help in the water / 4 kayaks, so in pairs / 1: wet exit, paddle float / 2: hip flick at the "
          "edge / 3: norsaq / 4-6: first rolls / must swim 200 m, parents sign",
          "the plan. A + Pipaluk as helpers, 50 kr a time from the youth pot", "planning, course"),
        c("agm", MS, MS, "",
          "Hans-Henrik: For the municipal grant, put in the trailer (38,000) AND the 6 kids' drysuits (17,400). "
          "They like children in an application. I can write the activity part tonight after the pool if you do "
          "the budget. Else says the accounts are fine except the Sisimiut receipts.",
          "trailer + drysuits = 55,400. HH writes the kids part", "communication, funding"),
        c("agm", AM, "Re: Regnskab 2031 Qajaq Kangeq", "",
          "Dear Dani, I have gone through the accounts for 2031 and everything agrees with the bank. Two small "
          "things: the receipts for the Sisimiut trip are only a list, please ask for the boat tickets; and the "
          "tuilik invoice is addressed to Hans-Henrik, not to the club. I will sign tomorrow before the meeting if "
          "these are in order. Else Mølgaard, auditor",
          "Else: Sisimiut tickets + the tuilik invoice. chase HH at the pool", "email, invoice"),
        c("pool", MS, MS, "",
          "Minik: Aviaja did the norsaq roll 3 times tonight!! HH filmed it. The new tuilik leaks at the neck, water "
          "inside after every roll, I'll look at the seam. Home in 20.",
          "A did the norsaq roll!! the new tuilik leaks", "communication, fitness"),
        c("pool", AT, at("Kids' course", "Qajaq Kangeq"), "",
          "Child | Age | Swims 200 m | Parent | Phone | Paid 300 / Inuk L. | 10 | yes | Nivi L. | 52 xx xx | yes / "
          "Malu K. | 12 | yes | Hans K. | 24 xx xx | yes / Tobias M. | 9 | ? | Rikke M. | 55 xx xx | no / ... / 8 "
          "of 8 places, waiting list 5",
          "8/8 and 5 waiting. can Tobias swim? ask", "planning, reservation"),
        c("agm", DR, DR, "",
          "AGM / 31 present / accounts 2031 approved, Else signed / fee unchanged / treasurer re-elected, 2 yrs (me, "
          "again) / item 5, demos: long debate, 'we're not a show' vs 'it paid for Sisimiut' / vote 19-9: max 10 "
          "demos in 2032, 2,800 each, money to the youth team, none on Sundays / grant: approved, send before noon",
          "10 demos max at 2,800. NG kept quiet, good. grant by noon", "meeting, writing"),
        c("pool", MS, MS, "",
          "Nivi: Hej Dani. Inuk glæder sig meget til kajak på lørdag! Han kan svømme 200 m, det har vi prøvet i "
          "svømmehallen. Skal han have noget med, eller har I våddragter? Og må jeg se på fra tribunen? Venlig "
          "hilsen Nivi",
          "Inuk's mum. yes suits, yes watch. under-12s need a parent there anyway", "communication"),
        c("pool", PG, "faktura_svoemmehal_marts_2032.pdf", "", "",
          "March pool 4,400, up 10% like I said. pay by 16 Apr", "invoice, spending",
          ocr="KOMMUNEQARFlK SERMERSOOQ  Faktura nr. 2O32-O3-118  Qajaq Kangeq  Leje af svømmehal Malik  marts "
              "2O32  O2.O3  O9.O3  16.O3  23.O3  3O.O3  5 x 2 timer á 44O,OO  4.4OO,OO  Betalingsfrist 16.O4.2O32  "
              "Konto 6471-OOO 1OO"),
        c("pool", DR, DR, "",
          "kids' course, 1st / 7 of 8 (Tobias sick) / wet exits: all 7, Inuk first in, no fear at all / paddle "
          "float: 5 of 7 / Malu cried, then did it twice / A + Pipaluk great in the water / water 28 °C / next Sat: "
          "hip flicks / 2 parents watching, Nivi filmed everything",
          "first Saturday. 7 wet exits, 1 cry, 0 drama. A's a natural", "course, fitness"),
    ],
    "hut": [
        c("boat", MS, MS, "",
          "Minik: Kaali says the fjord is open all the way to the hut, only new ice in the inner bay. Shall we go "
          "Thursday to Saturday for Easter, all four of us? Then the boat has to go in the water on Wednesday, at "
          "high water in the afternoon.",
          "hut for Easter! ayuh. boat in Wed, I work Wed. leave early", "communication, travel"),
        c("boat", DD, "Tidevand Nuuk – DMI", "https://www.dmi.dk/hav-og-is/tidevand/nuuk",
          "Nuuk, tidevandstabel. Onsdag 24. marts: HV 03:14 3,8 m, LV 09:31 0,9 m, HV 15:41 3,9 m, LV 21:55 0,8 m. "
          "Torsdag 25. marts: HV 04:02 3,7 m, LV 10:20 1,0 m, HV 16:27 3,8 m. Lørdag 27. marts: HV 05:38 3,4 m, HV "
          "17:59 3,5 m.",
          "HW Wed 15:41. yard at 15:30 then", "travel, planning"),
        c("boat", MS, MS, "",
          "Jørgen (bådpladsen): Hej Dani. Vi kan sætte jeres båd i vandet onsdag kl. 15:30 ved højvande. Husk at "
          "motoren skal være efterset, og der er ikke strøm på bådpladsen endnu. Det koster 650 kr, betal med "
          "MobilePay. Mvh Jørgen",
          "Wed 15:30, 650 kr. engine service!! M says done. check", "communication, reservation"),
        c("hut", MS, MS, "",
          "Minik: Bought a new wick for the oil stove and 40 l of stove oil. For the window Nuka broke in October I "
          "cut a piece of plexiglass, it will do till summer. Can you check the solar battery in the app? It said "
          "11.2 V in February.",
          "wick, 40 l, plexi. battery 11.2 V in Feb = dead-ish", "communication, household"),
        c("hut", DR, DR, "",
          "hut, Thu-Sat, 4 of us / Pisiffik click & collect Wed / oatmeal, eggs 20, bacon, rye bread, cheese, 2 kg "
          "minced musk ox, pasta, tomatoes, N's cereal, hot chocolate, Easter eggs!! / water: melt snow, 2 x 10 l "
          "jerrycans just in case / sleeping bags x4, N's bear / cards / headlamps",
          "the food list. Easter eggs or N riots", "planning, groceries"),
        c("boat", PG, "Invoice_NuukMarine_2032-0311.pdf", "",
          "NUUK MARINE SERVICE  Invoice 2032-0311  Customer: Minik Lyberth  Outboard 60 hp, 300-hour service: oil "
          "and filter, gear oil, impeller, spark plugs x3, anodes checked.  Parts 1,640.00  Labour 2 h 1,210.00  "
          "Total DKK 2,850.00  No VAT in Greenland.  Paid 24.03.2032",
          "service done, M didn't lie. 2,850", "invoice, spending"),
        c("boat", DR, DR, "",
          "boat / survival suits x2 + A's + N's life jacket / VHF charged, ch 16 / 2 x 25 l fuel + the tank / "
          "flares (2033, ok) / anchor + 40 m line / bailer, paddles / tell Kaali our ETA / phones in the dry bag / "
          "engine: M / me: kids and food",
          "the list before I leave work. N's life jacket too small?", "planning, travel"),
        c("boat", DD, "Iskort Nuuk – DMI", "https://www.dmi.dk/hav-og-is/iskort/nuuk", "",
          "ice only in the inner bay, hut side open. boat's in, M happy", "news, travel",
          ocr="DMl  lSKORT  Nuuk / Godthåbsfjord  24.O3.2O32 12:OO UTC  Kangerluarsunnguaq, inderste del  nyis "
              "9/1O  Kangerluarsunnguaq, yderste del  isfrit  Nuup Kangerlua  spredt kalvis 1/1O  Ameralik  isfrit  "
              "Signatur: nyis  fastis  kalvis  isfrit"),
        c("hut", DD, "Click & Collect – order confirmed – Pisiffik", "https://pisiffik.gl/clickcollect/order/88213",
          "Order 88213 is confirmed. Pick up on Wednesday 24 March, 21:00-21:30, at Pisiffik Qinngorput. 31 items, "
          "DKK 1,486.75. Out of stock: hot chocolate powder (replaced with cocoa), minced musk ox (not replaced).",
          "no musk ox mince! caribou sausages from the freezer then", "groceries, reservation"),
        c("boat", DD, "Vejrudsigt Nuuk – DMI", "https://www.dmi.dk/groenland/byvejr/nuuk", "",
          "5:40, all up. wx: calm till Sat noon, then a gale. home Sat morning", "news, travel",
          ocr="DMl Grønland  Nuuk  Udsigt gældende til lørdag aften  Torsdag: Let skyet, svag vind fra øst, 3 m/s. "
              "Temperatur -8 til -2 grader.  Fredag: Sol og enkelte skyer, vind 4-6 m/s.  Lørdag: Tiltagende vind "
              "fra nord, om eftermiddagen kuling 15-18 m/s med snefygning. Sejlads med mindre både frarådes fra "
              "lørdag middag."),
        c("hut", MS, MS, "", "",
          "sent P the logbook page. N's confession from October", "household",
          ocr="HYTTEBOG  26.1O.2O31  Minik, Dani, Nuka, Aviaja  Vindue i køkkenet knust (Nuka + bold)  Olie ca. 12 "
              "l tilbage  Batteri 12,4 V  lngen mus  25.O3.2O32  Minik Dani Nuka Aviaja  ankom 1O:4O  -6 °C inde!  "
              "Olie 11 l  Batteri 1O,9 V  Nuka: ingen bold i år"),
        c("hut", DR, DR, "",
          "Good Friday at the hut / stove smokes when the wind turns west, the pipe? / battery 10.9 V, the "
          "controller's display blank / no lights: headlamps + candles, N thinks it's great / water: snow on the "
          "stove / 6 ptarmigan behind the hut / Kaali over for coffee at 8",
          "controller dead, maybe not the battery? candles. N thrilled", "household"),
        c("boat", MS, MS, "",
          "Kaali: Minik, Dani! Aqagu ualikkut anorlissaaq, 15-18 m/s avannamit. Ullaakkut angerlarniarit, nal. 11 "
          "sioqqullugu. Uanga ullumi Nuummut aallarpunga. Poorskimi pilluaritsi!",
          "Kaali: home tomorrow before 11, north wind. M translated. ajunngilaq", "communication, travel"),
        c("hut", DD, "Victron SmartSolar MPPT 75/15 charge controller – SolarNord",
          "https://solarnord.dk/victron-smartsolar-mppt-75-15",
          "Victron SmartSolar MPPT 75/15, 12/24 V, 15 A, with Bluetooth. For panels up to 220 W at 12 V. DKK 1,195 "
          "(to Greenland: DKK 956 without Danish VAT). Shipping to Greenland with PostNord: 2-3 weeks, DKK 249.",
          "our panel's 160 W, it fits. 956 + 249 to Nuuk", "shopping, specs, price"),
        c("boat", DR, DR, "",
          "back / left the hut 10:40, already 8 m/s at the mouth / swell at the fjord mouth, slow, 50 min / A "
          "steered the last bit / boat on the mooring in Kolonihavnen, not the yard, M says it stays in now / fuel "
          "used 31 l / home 12:10, the gale came at 2",
          "home at 12:10, gale at 2. Kaali was right, as always", "travel"),
        c("hut", AM, "Ordrebekræftelse #55107 – SolarNord", "",
          "Tak for din ordre! Vi har modtaget din bestilling og sender den med PostNord til Grønland på tirsdag. Der "
          "går normalt 2-3 uger, før pakken er fremme i Nuuk. 1 x Victron SmartSolar MPPT 75/15: 956,00 kr. Fragt "
          "Grønland: 249,00 kr. I alt: 1.205,00 kr. Venlig hilsen SolarNord",
          "ordered. 2-3 weeks, so Whitsun, not before", "shopping, spending"),
        c("hut", DR, DR, "",
          "hut, before Whitsun / the new controller (coming), then test the battery with it / stovepipe: M makes a "
          "taller one, for the smoke / real glass in the kitchen window / a 2nd mattress for A + Pipaluk / more "
          "oil, 11 l left / boat stays on the mooring, M checks it after every storm",
          "fix list. the pipe is M's, the controller's mine", "planning, household"),
    ],
    "taxes": [
        c("greenland", AM, "Du har modtaget ny post fra Skattestyrelsen", "",
          "Kære Danielle Thibodeau. Du har fået ny post i e-Boks fra Skattestyrelsen / Akileraartarnermut "
          "Aqutsisoqarfik: Selvangivelse 2031. Log på e-Boks for at læse den. Du kan ikke svare på denne mail. "
          "Venlig hilsen e-Boks",
          "the Greenland return's out. after Easter. (no, now)", "email, tax"),
        c("us", DR, DR, "",
          "US taxes 2031 / 1040, Greenland salary as foreign income / FEIE (2555) or FTC (1116)? / N's child tax "
          "credit: only with FTC? check / FBAR: my 2 accounts + the house account with M + the CLUB account (I "
          "sign) / due 15 Apr, abroad 15 Jun, FBAR 15 Apr / TurboTax again, 79 dollars",
          "the US list. FEIE or FTC is the question, N's credit the reason", "tax, planning"),
        c("greenland", PG, "Selvangivelse_2031_DThibodeau.pdf", "", "",
          "interest 0?! the loan's reported on M only. my half goes in", "tax, deadline",
          ocr="AKlLERAARTARNERMUT AQUTSlSOQARFlK  SKATTESTYRELSEN  Selvangivelse 2O31  Danielle Thibodeau  "
              "Qinngorput, 39OO Nuuk  A-indkomst (løn, Qilak Agency ApS)  468.OOO  lndeholdt A-skat  193.O5O  "
              "Renteudgifter  O  Fagforeningskontingent  3.24O  Skattepligtig indkomst  464.76O  Hvis "
              "oplysningerne er rigtige, skal du ikke gøre noget. Ret din selvangivelse senest 1. maj 2O32 på "
              "Sullissivik."),
        c("us", DD, "Yearly average currency exchange rates | Internal Revenue Service",
          "https://www.irs.gov/individuals/international-taxpayers/yearly-average-currency-exchange-rates", "",
          "DKK 6.612 for 2031. 468k kr = $70,780", "tax, statistics",
          ocr="Yearly Average Currency Exchange Rates  Country  Currency  2O31  2O3O  2O29  Denmark  Krone  6.612  "
              "6.7O4  6.849  Euro Zone  Euro  O.887  O.899  O.918  lceland  Krona  131.2O  134.55  137.9O  Norway  "
              "Krone  1O.412  1O.6O3  1O.87O"),
        c("us", TT, "TurboTax 2031 – Thibodeau_Danielle.tax2031", "",
          "Foreign income: let's compare. Option A, Foreign Earned Income Exclusion (Form 2555): excludes $70,780 "
          "of wages; federal tax $0; the Additional Child Tax Credit is not allowed with the exclusion; refund $0. "
          "Option B, Foreign Tax Credit (Form 1116): credit for Greenland income tax paid ($29,196), limited to your "
          "US tax on that income ($6,412), carryover $22,784; Additional Child Tax Credit for Nuka $1,800; refund "
          "$1,800.",
          "FTC: $1,800 back for N. FEIE: zero. easy call", "tax, comparison"),
        c("us", MS, MS, "",
          "Kevin: Hey, Mom says you're at the hut for Easter. Did you do the FBAR yet? Dad once got a letter "
          "threatening $10k for missing it. And yes, the kayak club account counts if you can sign on it, even if "
          "it's not your money. FinCEN's site, not TurboTax. You get till June 15 abroad for the 1040, but the FBAR "
          "is April 15, with an automatic extension to October.",
          "Kev: the club account counts. FBAR separate. he's right, annoyingly", "communication, tax"),
        c("us", DD, "BSA E-Filing System – FBAR (FinCEN Form 114)",
          "https://bsaefiling.fincen.treas.gov/NoRegFBARFiler.html",
          "A United States person who has a financial interest in or signature authority over foreign financial "
          "accounts must file an FBAR if the aggregate value of those accounts exceeded $10,000 at any time during "
          "the calendar year. Maximum account values are converted at the Treasury Reporting Rates of Exchange for "
          "the last day of the year. The FBAR is due April 15, with an automatic extension to October 15.",
          "Treasury rate for 31 Dec, not the IRS average. of course", "tax, deadline"),
        c("us", PG, "Aarsoversigt_2031_Groenlandsbanken.pdf", "", "",
          "max balances for FBAR. clocks jump at 11 tonight, straight to midnight. bed", "finance, tax",
          ocr="GRØNLANDSBANKEN  Årsoversigt 2O31  Danielle Thibodeau  Lønkonto 6471-O2O 1O5  Saldo 31.12  "
              "18.3O4,12  Højeste saldo  61.28O,4O  Opsparing 6471-O2O 1O6  Saldo 31.12  48.9OO,OO  Højeste saldo  "
              "48.9OO,OO  Fælleskonto (m. Minik Lyberth) 6471-O2O 1O7  Saldo 31.12  9.118,55  Højeste saldo  "
              "22.7O4,9O  Renter i alt  312,15"),
        c("greenland", DR, DR, "",
          "sel., what's missing / interest: the house loan is in both names, we pay 50/50 from the joint account, "
          "31,200 in 2031 -> my half 15,600 (allowed? yes if I'm co-debtor, I am) / union dues 3,240 already in / "
          "nothing else / M's own: his B-income from Kaali's porch",
          "15,600 of interest is mine. co-debtor, it's on the loan paper", "tax, planning"),
        c("greenland", DD, "File your tax return – Tax Agency",
          "https://aka.gl/emner/erhverv/selvangivelse/ret-din-selvangivelse-_eng",
          "Your tax return is pre-filled from what your employer, your bank and others report. If something is "
          "missing or wrong, amend the return by 1 May at the latest; if everything is right, you need do nothing. "
          "A late return costs an extra DKK 200-2,000, or DKK 200-5,000 for the self-employed.",
          "1 May. is M 'self-employed' now? 5k max. tell him", "tax, deadline"),
        c("greenland", MS, MS, "",
          "Minik: Kaali paid me 46,000 for the porch, cash and MobilePay. That's B-income, right? Can I put the "
          "wood I bought, 14,800, against it? And do I pay the tax now or does the Tax Agency send a bill? I'm in "
          "the workshop, come see the stovepipe.",
          "M's B-income 46k minus wood 14.8k. the tax bill comes in autumn", "communication, tax, income"),
        c("greenland", AM, "Renteoplysning 2031 – boliglån 6471-300 882", "",
          "GRØNLANDSBANKEN  Renteoplysning 2031  Boliglån 6471-300 882  Låntagere: Minik Lyberth, Danielle "
          "Thibodeau  Betalte renter 2031: 31.200,00 kr.  Indberettet til Skattestyrelsen: Minik Lyberth (1. "
          "låntager)",
          "both of us on the loan, reported on M only. in writing", "email, tax"),
        c("greenland", DD, "Akileraarutikka – Mit Skat – Sullissivik", "https://sullissivik.gl/akileraarutikka", "",
          "rubrik 56 it is. MitID app wants an update, of course", "tax, application",
          ocr="SULLlSSlVlK  Akileraarutikka / Mit Skat  Danielle Thibodeau  Selvangivelse 2O31  Status: lkke "
              "ændret  Rubrik 56  Renteudgifter  O  Ret  Rubrik 39  Fagforeningskontingent  3.24O  Ret  Godkend "
              "selvangivelse  Ret selvangivelse  Log ud"),
        c("greenland", DR, DR, "",
          "sel. 2031 changed / rubrik 56, renteudgifter 0 -> 15,600 (my half, co-debtor) / note: M declares the "
          "other 15,600 / new result: about 6,400 kr back in the autumn / screenshot of the receipt / M's B-income: "
          "his own sel., Thursday",
          "~6,400 back in the autumn. M's turn Thursday", "tax, income"),
        c("greenland", AM, "Kvittering: ændring af selvangivelse 2031", "",
          "Vi har modtaget din ændring af selvangivelsen for 2031 den 29. marts 2032 kl. 11:49. Du får din "
          "årsopgørelse i e-Boks, når vi har behandlet ændringen. Gem denne kvittering. Med venlig hilsen "
          "Skattestyrelsen / Akileraartarnermut Aqutsisoqarfik",
          "done, on Easter Monday. receipt saved", "email, tax"),
        c("us", AT, at("FBAR 2031", "My taxes"), "",
          "Account | Bank | Owner | Max 2031 DKK | Treasury rate 31.12.2031 | Max USD / Lønkonto 105 | "
          "Grønlandsbanken | me | 61,280.40 | 6.55 | 9,356 / Opsparing 106 | Grønlandsbanken | me | 48,900.00 | "
          "6.55 | 7,466 / Fælleskonto 107 | Grønlandsbanken | me + Minik | 22,704.90 | 6.55 | 3,466 / Qajaq "
          "Kangeq 318 | Grønlandsbanken | the club, I sign | 93,408.50 | 6.55 | 14,261 / aggregate way over 10,000",
          "4 accounts, the club's the biggest. on MY FBAR. weird but true", "tax, dataset"),
        c("us", TT, "TurboTax 2031 – Thibodeau_Danielle.tax2031", "",
          "Federal review complete. Form 1040 with Form 1116 (general category income, Greenland) and Schedule "
          "8812 for Nuka. Total tax $0. Additional Child Tax Credit $1,800. Refund $1,800 by direct deposit to your "
          "US account ending 2291. Foreign tax credit carryover to 2032: $22,784. Ready to e-file.",
          "1040 ready. FBAR filed at FinCEN first, done at 3. now e-file", "tax, submission"),
        c("us", AM, "Your federal return has been accepted", "",
          "Good news, Danielle! The IRS accepted your 2031 federal tax return on April 4, 2032. Expected refund: "
          "$1,800. Most refunds are issued within 21 days of acceptance. Keep this email with your tax records.",
          "accepted! both done, 11 days early. M's Greenland one Thursday", "email, tax, submission"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Nuuk and at the hut in Kobbefjord, -02:00 until 23:00 on Saturday 27 March
# and -01:00 after (nothing written between 23:00 and midnight that Saturday: that hour does not exist). The Easter
# holidays without the agency, the forecast at 05:40 on Maundy Thursday, the gale on Saturday afternoon, the call
# with Hobart at 05:30 on Wednesday 31 March, the AGM that night, the grant before Thursday noon.
DAYS = {
    # Mon 22: the Tax Agency's mail, the call list's clash, Blue Fjord, an applicant, Nikolaj on the accounts,
    # Minik's Easter plan, the port's tariffs, Pilu's kaffemik visits, Paninnguaq's one kaffemik, the club's accounts,
    # the US list, the tides
    "2032-03-22": "07:20 taxes, 08:35 cruise, 08:47 cruise, 10:10 cruise, 12:15 kayak, 12:24 hut, 14:00 cruise, "
                  "15:30 cruise, 17:40 confirmation, 20:30 kayak, 21:15 taxes, 21:27 hut",
    # Tue 23: the pool tonight, the 2 June plan, the guides' table, Ane's kamiit, the partners, the pre-filled return,
    # the boat yard, the pontoon, Minik's stove oil, the food list, the costume's parts, Malik at Easter, the IRS rate
    "2032-03-23": "07:45 kayak, 08:30 cruise, 09:50 cruise, 10:02 confirmation, 11:30 cruise, 12:40 taxes, "
                  "13:10 hut, 14:45 cruise, 16:05 hut, 19:10 hut, 19:18 confirmation, 19:25 kayak, 22:30 taxes",
    # Wed 24 (the boat goes in at 15:30): the kaffemik's list, the museum, work permits, the engine's invoice, the
    # port's confirmation, the club's bank statement, interviews, the boat's list, the ice chart, the groceries,
    # TurboTax's comparison, the pastor's letter
    "2032-03-24": "07:30 confirmation, 08:20 cruise, 09:40 cruise, 10:15 hut, 11:00 cruise, 11:12 kayak, "
                  "14:08 cruise, 14:20 hut, 17:10 hut, 20:10 hut, 21:00 taxes, 21:40 confirmation",
    # Thu 25 (Maundy Thursday, a public holiday; to the hut): the forecast at 05:40, the hut's logbook, beads,
    # Kevin on the FBAR
    "2032-03-25": "05:40 hut, 13:30 hut, 16:00 confirmation, 20:30 taxes",
    # Fri 26 (Good Friday, a public holiday; at the hut): the stove and the dead controller, Kaali's warning, the
    # beads ordered, a new controller, Pilu's cakes
    "2032-03-26": "09:30 hut, 11:45 hut, 12:00 confirmation, 15:20 hut, 21:00 confirmation",
    # Sat 27 (home before the gale; the clocks go forward at 23:00): the treasurer's report at the hut, the trip
    # back, pink or red, the FBAR's rules, the guest list, the bank's year-end statement at 22:40
    "2032-03-27": "08:15 kayak, 12:30 hut, 14:00 confirmation, 16:30 taxes, 19:45 confirmation, 22:40 taxes",
    # Sun 28 (Easter Sunday, a public holiday; -01:00 from midnight): her mother, the controller ordered, what the
    # return misses, the AGM's poster, Kaali's seal, the Tax Agency's page
    "2032-03-28": "08:50 confirmation, 12:40 hut, 15:10 taxes, 15:22 kayak, 20:30 confirmation, 21:15 taxes",
    # Mon 29 (Easter Monday, a public holiday): Minik's B-income, the interest statement, Sullissivik, the change and
    # its receipt, the grant's rules, Ane's flight, the kaffemik's budget, the kids' course plan
    "2032-03-29": "09:30 taxes, 10:15 taxes, 11:00 taxes, 11:40 taxes, 11:52 taxes, 14:00 kayak, 16:30 confirmation, "
                  "19:30 confirmation, 21:00 kayak",
    # Tue 30: the fee sites, the pilot order, the contract, Hans-Henrik on the grant, Kapisillit's letter, Aviaja's
    # verse, the first aid course, Else's questions, the norsaq roll, the FBAR worksheet
    "2032-03-30": "07:50 cruise, 08:40 cruise, 10:05 cruise, 10:16 kayak, 11:30 cruise, 13:15 confirmation, "
                  "13:27 cruise, 18:30 kayak, 21:50 kayak, 22:20 taxes",
    # Wed 31: the call with Hobart at 05:30, the kamiit finished, 2 June's numbers, Ujarak, the kids' list, the
    # photographer, Nikolaj on the demo, the AGM's minutes
    "2032-03-31": "05:30 cruise, 07:40 confirmation, 09:00 cruise, 10:30 cruise, 12:30 kayak, 12:41 confirmation, "
                  "14:10 cruise, 21:40 kayak",
    # Thu 1 April (the grant before noon): the call list clean, Inuk's mother, the Seamen's Home, the chairs, Tern on
    # Kapisillit, the confirmation day's plan
    "2032-04-01": "08:15 cruise, 09:30 kayak, 09:41 cruise, 11:20 confirmation, 11:32 cruise, 17:45 confirmation",
    # Fri 2: the charges to Blue Fjord, the pool's invoice, the six seats
    "2032-04-02": "08:30 cruise, 08:42 kayak, 12:15 confirmation",
    # Sat 3 (the kids' course, the fitting): the first Saturday, dark pink, the 1040 ready
    "2032-04-03": "12:10 kayak, 14:30 confirmation, 16:00 taxes",
    # Sun 4: the IRS accepts, the musk ox, the hut's fix list
    "2032-04-04": "10:00 taxes, 11:30 confirmation, 15:00 hut",
}
TIMELINE = day_timeline(DAYS, TZ)
