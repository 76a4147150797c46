"""Clodagh Hegarty, a road freight dispatcher at a forwarder near Helsinki airport: a pharmaceutical reefer load that
warmed up on the Tallinn ferry (the logger data, the customer's claim, the reefer unit's repair, a replacement load),
a customer's annual lane tender (rates, subcontracted hauliers, the submission), her daughter's start at a Finnish
school, and her Gaelic football club's trip to the Nordic round in Stockholm.

Written by hand in session 15 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the understanding or
the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end of that session.
Its misses have been read since, so from session 16 it is a development corpus (bench/data/corpora/, part of the
leave-one-out) and a new test corpus took its place.

Clodagh (39) is from Cork, came to Finland eleven years ago and plans trucks at Nordbaltic Freight Oy (fictional) in
Vantaa: loads from Finland to the Baltics, Poland and Germany over the Tallinn and Travemünde ferries. She lives in
Tikkurila with her partner Mikko Virtanen, a bus mechanic, and their daughter Aoife (6), who starts school in
August, and is secretary of Helsinki Currachs GAA (fictional). In the fortnight from Monday 20 March to Sunday
2 April 2028:
- the reefer: a trailer of insulin pens for Pharmalink Baltic in Riga (from the wholesaler Medifarm Oy) alarms on
  the morning ferry to Tallinn; the driver Andrus, the logger download (2-8 °C, a long excursion), the load rejected
  in Riga; the customer's claim, the CMR limit, the cargo insurer and a surveyor; the reefer unit's repair at a
  workshop in Tallinn; a replacement batch on a second truck with two loggers;
- the tender: Saimaa Board Oy's annual road freight tender (fourteen lanes from Imatra and Kotka to Germany, Poland
  and the Baltics): rates per lane with the ferry tariffs and the fuel and ETS surcharges, capacity from two
  subcontracted hauliers (Lithuania, Poland), the clarification questions and the bid on the portal by Friday noon,
  approved by her manager Petri;
- Aoife's school: the school place decision from the city of Vantaa (in Finnish), the English-language class and its
  language assessment, the afternoon club application;
- the club: the ladies' team at the Nordic round in Stockholm on 22 April: the squad and registrations, the Viking
  Line group cabins, new jerseys with the sponsor's logo.

She works on a Windows laptop from Nordbaltic, at the office and at home: Microsoft Edge with a Work and a Personal
profile (the TMS, the tender portal, the insurer's portal, Vantaa's services, Wilma, the ferry sites, the jersey
maker), Outlook for the work mailbox and her own, Teams for the office, WhatsApp for drivers, Mikko, the club and
the school parents (titled only "WhatsApp"), Excel, Adobe Acrobat Reader, the Snipping Tool for screen regions and
OneNote for what she jots. Memos are her own shorthand (first person, a dispatcher's and a Corkwoman's: "A.",
"PTI", "CMR", "lane", "SB", "subbies", "M", "J", "P", "kerho"). Her working language is English; Finnish as she
meets it (the city's decision and forms, Wilma, the afternoon club, Mikko now and then, Hanna in quality) and
one Estonian workshop invoice, under a fifth of the captures. Words cross on purpose: ferries in the reefer load, the
tender's lanes and the club's trip; insurance and insurers for the cargo, the hauliers and the players; bookings for
the reefer's boat and the club's cabins; cabins in a ferry tariff and the club's trip; Tallinn in the reefer and the
tender; Mikko in the school and the club, Sinéad in the school and the squad, Jussi and Petri in three tasks.

The timeline is written by hand (TIMELINE below): dispatch starts at 06:30, so mornings are early and broken up by
drivers and the phone, the reefer morning is a run of minutes between WhatsApp and the logger, the tender gets a
focused Monday and a Friday morning to the noon deadline, the school and the club fill lunch breaks, evenings and
the weekend, and the clocks go forward in the night of Sunday 26 March (+02:00 until 03:00, then +03:00).
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("road freight dispatcher at a forwarder in Vantaa, Finland: a pharma reefer load that warmed on the "
           "Tallinn ferry, a customer's annual lane tender, her daughter starting school, her GAA club's trip to "
           "Stockholm")
TZ = ZoneInfo("Europe/Helsinki")  # EET +02:00 until Sunday 26 March 2028 03:00, then EEST +03:00
ID_PREFIX = "hv"  # "h" is a snippet file's; no corpus or snippet file uses "hv"
APP_WORDS = {"microsoft", "edge", "outlook", "teams", "whatsapp", "excel", "adobe", "acrobat", "reader", "snipping",
             "tool", "onenote", "work", "personal", "nordbaltic", "fi", "com", "ee", "lv", "eu", "www", "pdf", "xlsx",
             "csv", "docx", "routedesk", "tenderdesk", "coldtrace", "pohjacargo", "vantaa", "wilma", "vikingline",
             "tallink", "finnlines", "oneills", "gaa", "currachs", "bit", "64", "app", "portal", "login", "asiointi",
             "suomi", "outlook.com", "screenshot", "inbox", "onedrive", "sharepoint"}

TASK_NAMES = {
    "reefer": ("Medifarm reefer claim", "the insulin load", "Riga reefer", "temperature excursion"),
    "tender": ("Saimaa Board tender", "SB tender", "lane tender", "annual tender"),
    "school": ("Aoife starting school", "school for Aoife", "first grade", "koulu"),
    "currachs": ("Stockholm Nordic round", "Currachs trip", "ladies' team trip", "GAA Stockholm"),
}
SUB_NAMES = {
    "reefer/logger": ("Logger data and the excursion", "temperature log", "logger", "excursion"),
    "reefer/claim": ("Pharmalink claim and insurance", "cargo claim", "CMR claim", "surveyor"),
    "reefer/repair": ("Reefer unit repair", "unit repair", "workshop", "condenser fan"),
    "reefer/replacement": ("Replacement load", "second truck", "re-delivery", "new batch"),
    "tender/lanes": ("Lane rates and surcharges", "rates", "pricing", "ferry tariffs"),
    "tender/hauliers": ("Subcontracted hauliers", "subbies", "capacity", "partner hauliers"),
    "tender/submission": ("Bid and clarifications", "submission", "the bid", "questions"),
    "school/place": ("School place decision", "school place", "koulupaikka", "Tikkurila school"),
    "school/english": ("English class and assessment", "English-language class", "language assessment",
                       "English stream"),
    "school/afterschool": ("Afternoon club", "afterschool", "iltapäiväkerho", "after-school club"),
    "currachs/squad": ("Squad and registration", "the squad", "team list", "registrations"),
    "currachs/ferry": ("Ferry to Stockholm", "Viking Line cabins", "the crossing", "team travel"),
    "currachs/jerseys": ("New jerseys", "jerseys", "kit order", "sponsor logo"),
}

EDGE = "Microsoft Edge"
OUTLOOK = "Outlook"
TEAMS = "Microsoft Teams"
WA = "WhatsApp"
XL = "Excel"
PDF = "Adobe Acrobat Reader"
SNIP = "Snipping Tool"
ONENOTE = "OneNote"


def work(page: str) -> str:
    return f"{page} - Work - Microsoft Edge"


def home(page: str) -> str:
    return f"{page} - Personal - Microsoft Edge"


def mail(subject: str) -> str:
    return f"{subject} - clodagh.hegarty@nordbaltic.fi - Outlook"


def own_mail(subject: str) -> str:
    return f"{subject} - clodagh.hegarty@outlook.com - Outlook"


def teams(where: str) -> str:
    return f"{where} | Nordbaltic Freight | Microsoft Teams"


def pdf(name: str) -> str:
    return f"{name} - Adobe Acrobat Reader (64-bit)"


def xl(name: str) -> str:
    return f"{name} - Excel"


def note(page: str) -> str:
    return f"{page} - OneNote"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "reefer": [
        c("logger", WA, WA, "",
          "Andrus: Morning Clodagh. Unit alarm on deck, HIGH BOX TEMP, display says 9.8. Ferry is 40 min out of "
          "Tallinn. I cannot go to the trailer during crossing, crew says no. What I do?",
          "A. on the 06:30 boat. 9.8 on an insulin load. feck", "communication, operations"),
        c("logger", EDGE, work("Trip NB-24117 Vantaa - Riga - RouteDesk"), "https://app.routedesk.fi/trips/NB-24117",
          "",
          "trip card, setpoint 5", "operations",
          ocr="Trip NB-24117  Medifarm Oy Vantaa -> Pharmalink Baltic SIA Riga  Trailer FRT-882 (reefer)  "
              "Setpoint +5.0 C  Range +2/+8 C  Ferry Tallink Star 07:30 HEL-TLL  ETA Riga 14:00  Driver A. Tamm"),
        c("logger", WA, WA, "",
          "Andrus: Off the ship. Unit restarted itself, now 7.1 and going down. I send photo of display. Continue to "
          "Riga?",
          "told him carry on, keep doors shut, photo every 30 min", "communication, operations"),
        c("logger", EDGE, work("Shipment 7730-118 - ColdTrace"), "https://portal.coldtrace.com/shipments/7730-118",
          "Logger CT-55102 (in cargo, pallet 3). Alarm: upper limit 8.0 C exceeded. First breach 06:52, last reading "
          "above limit 08:41. Time above 8 C: 1 h 49 min. Peak 11.4 C at 07:58. Mean kinetic temperature 6.2 C.",
          "1h49 above 8. peak 11.4. this is a rejection", "operations, statistics"),
        c("logger", TEAMS, teams("Chat | Jussi Laine"), "",
          "Jussi Laine: saw the alarm on the board. Thermo unit was PTI'd on the 7th, I have the sheet. Want me to "
          "ring Medifarm or you do it?",
          "J has the PTI sheet. I'll ring Medifarm myself", "communication, operations"),
        c("logger", SNIP, "Snipping Tool", "", "",
          "the graph for Medifarm QA", "operations, statistics",
          ocr="CT-55102  Temperature (C)  12 -  1O -  8 --------- UPPER LlMIT  6 -  4 -  05:OO  06:OO  O7:0O  08:OO  "
              "O9:00  Peak 11.4 @ O7:58  Excursion 1h 49m"),
        c("logger", XL, xl("CT-55102_export.csv"), "",
          "time,temp_c\n06:45,7.6\n06:52,8.1\n07:15,9.7\n07:58,11.4\n08:20,9.2\n08:41,8.0\n09:00,6.9",
          "raw export for the claim file, 5 min readings", "operations, dataset"),
        c("claim", OUTLOOK, mail("NB-24117 - load rejected at receipt"), "",
          "Dear Clodagh, the consignment NB-24117 has been refused at our Riga warehouse on the basis of the "
          "temperature excursion. The goods will be held in quarantine pending destruction. We will submit a claim "
          "for the full value, EUR 186,400. Regards, Ilze Ozola, Pharmalink Baltic SIA",
          "186k. refused and quarantined", "email, finance"),
        c("claim", PDF, pdf("CMR_NB-24117.pdf"), "", "",
          "CMR copy with the Riga remark", "operations",
          ocr="CMR  5 Documents attached: invoice, temp logger CT-551O2  13 Sender's instructions: keep +2/+8 C  "
              "24 Goods received: REFUSED - temperature excursion per logger, see protocol  Riga 21.O3.2O28 14:1O"),
        c("claim", TEAMS, teams("Chat | Petri Salo"), "",
          "Petri Salo: Notify Pohja Cargo today, not tomorrow. Under CMR we're liable up to 8.33 SDR per kilo, the "
          "load was 2,140 kg, so our exposure is roughly 21k EUR unless they prove wilful misconduct.",
          "CMR limit. 21k not 186k. notify insurer today", "communication, finance"),
        c("claim", EDGE, work("Report a cargo loss - Pohja Cargo"), "https://claims.pohjacargo.fi/new",
          "Policy: NBF-CMR-2028. Date of loss: 21.03.2028. Type: temperature deviation, refrigerated goods. "
          "Estimated claim: EUR 186,400 (carrier liability limited under CMR art. 23). Attach: CMR, logger report, "
          "PTI certificate, driver statement.",
          "filed with Pohja. ref to come by mail", "finance, application"),
        c("logger", ONENOTE, note("NB-24117 reefer"), "",
          "06:10 A. alarm on deck / 06:52 first breach / 07:58 peak 11.4 / 08:45 A. off ship, unit ok / "
          "09:20 rang Medifarm QA (Sanna) / 14:10 Riga refused",
          "timeline before I forget any of it", "operations, planning"),
        c("repair", WA, WA, "",
          "Andrus: Trailer back in Tallinn, unit shows code 63 again when I start. Workshop Külmaabi near port can "
          "look today 15:00.",
          "code 63 again. Külmaabi at 3", "communication, operations"),
        c("repair", PDF, pdf("Reefer unit manual - alarm codes.pdf"), "", "",
          "63 = condenser fan. not the compressor at least", "operations, specs",
          ocr="Alarm 61 Low refrigerant  Alarm 62 High discharge pressure  Alarm 63 Condenser fan motor fault - "
              "check fan fuse F4 and motor windings  Alarm 64 Evaporator sensor  Shutdown: unit restarts after 15 min"),
        c("replacement", OUTLOOK, mail("Replacement batch for Pharmalink"), "",
          "Sanna (Medifarm QA): We can release a replacement batch of 214 cartons on Thursday from 08:00. Two "
          "validated loggers please, one at the door and one in the middle, and a unit that has been pre-cooled for "
          "at least 2 hours.",
          "Thursday 8. two loggers, pre-cool 2h", "email, operations"),
        c("replacement", EDGE, work("Book freight - Tallink Cargo"), "https://cargo.tallink.com/booking",
          "Vehicle: truck with reefer trailer, 16.5 m. Route: Helsinki West Harbour - Tallinn D-terminal. Date: "
          "23.03.2028, departure 13:00. Reefer plug-in on board: requested. Price EUR 412.",
          "13:00 boat WITH plug-in this time", "reservation, operations"),
        c("replacement", WA, WA, "",
          "Tomasz: ok I take the Medifarm load Thursday, trailer FRT-871 pre cool from 6. Loggers I get at the dock?",
          "Tomasz on it. loggers from Sanna at the dock", "communication, operations"),
        c("claim", OUTLOOK, mail("Claim 28-0431 - surveyor appointment"), "",
          "Pohja Cargo: We have appointed Baltic Marine Surveyors to inspect the goods in quarantine in Riga on "
          "Friday 24 March at 10:00 local time. Please ensure the carrier's representative can attend or be "
          "reachable by phone.",
          "surveyor Friday 10 Riga time = 10 here too", "email, meeting"),
        c("repair", OUTLOOK, mail("FRT-882 diagnostics - Külmaabi OÜ"), "",
          "Hello, the condenser fan motor on FRT-882 has a failed bearing and seized under load, which caused the "
          "high pressure shutdown and restart cycles. We can replace the motor tomorrow morning, part in stock, "
          "approx. EUR 640 plus labour 2 h. Please confirm.",
          "fan motor bearing. confirmed, do it tomorrow", "email, operations"),
        c("repair", TEAMS, teams("Chat | Jussi Laine"), "",
          "Jussi Laine: PTI sheet from 7.3 attached. Fan current was logged ok then. Warranty on the unit ended in "
          "January so no luck there.",
          "PTI clean on the 7th. warranty gone in Jan", "communication, warranty"),
        c("replacement", TEAMS, teams("Dispatch"), "",
          "Clodagh Hegarty: NB-24131 Medifarm replacement goes with Tomasz on FRT-871, 13:00 boat, plug-in booked. "
          "Nobody touches that trailer for any other job this week please.",
          "told the room. hands off 871", "communication, operations"),
        c("repair", SNIP, "Snipping Tool", "", "",
          "Külmaabi invoice, in Estonian", "invoice, operations",
          ocr="ARVE nr 2028-0917  Külmaabi OÜ  Tallinn  Klient: Nordbaltic Freight Oy  Kondensaatori ventilaatori "
              "mootor 1 tk 642,00  Töö 2 h 156,00  Kokku ilma KM 798,00  KM 24% 191,52  Tasuda 989,52 EUR"),
        c("repair", EDGE, work("FRT-882 - Maintenance - RouteDesk"), "https://app.routedesk.fi/fleet/FRT-882",
          "Maintenance entry: condenser fan motor replaced 23.03.2028 at Külmaabi OÜ, Tallinn. Unit tested 4 h at "
          "+5 C setpoint, no alarms. Next PTI due 07.06.2028.",
          "logged so the trailer can go again", "operations"),
        c("replacement", SNIP, "Snipping Tool", "", "",
          "live track, plugged in on the boat", "operations",
          ocr="ColdTrace LIVE  CT-551 4 8 door  4.9 C  CT-55149 mid  5.1 C  Status: OK  Location: Tallink Megastar  "
              "Gulf of Finland  Last update 13:4O"),
        c("replacement", WA, WA, "",
          "Tomasz: Delivered Riga 19:20, accepted, they read both loggers, all green. Now I sleep",
          "accepted!! both loggers green", "communication"),
        c("replacement", OUTLOOK, mail("NB-24131 delivered - thank you"), "",
          "Ilze Ozola: The replacement consignment NB-24131 was received in good order at 19:20 with both logger "
          "readings within range. Our claim for the first consignment remains open with your insurer.",
          "good. claim still open, fine", "email, operations"),
        c("claim", WA, WA, "",
          "Andrus: statement written, I sign it. Ferry crew will not give paper that I asked to go to deck. I put "
          "also photos of display, 07:15 and 08:45.",
          "driver statement in. ask Tallink for the deck log?", "communication"),
        c("claim", OUTLOOK, mail("RE: Claim 28-0431 - survey report"), "",
          "The surveyor confirms 214 cartons of insulin pens held under quarantine, logger data consistent with an "
          "excursion above 8 C for approximately 1 h 49 min; the consignee's rejection is in line with the product's "
          "storage label. Cause: reefer unit malfunction during the sea crossing.",
          "unit malfunction = us. as expected", "email, finance"),
        c("claim", ONENOTE, note("NB-24117 reefer"), "",
          "claim 28-0431: limit 8.33 SDR x 2140 kg / deductible 2,500 / Medifarm wants our letter before Easter / "
          "workshop report needed for subrogation vs unit maker?",
          "what Pohja still needs from me", "finance, planning"),
        c("repair", OUTLOOK, mail("FRT-882 workshop report for insurer"), "",
          "Clodagh: Please find attached Külmaabi's report and invoice for FRT-882. Pohja Cargo asked for the cause "
          "of the failure in writing; the report says bearing wear, not a maintenance omission.",
          "sent Külmaabi's report to Pohja", "email, invoice"),
    ],
    "tender": [
        c("submission", OUTLOOK, mail("FW: Saimaa Board Oy - road freight tender 2028-2029"), "",
          "Petri: Clodagh, this one's yours. 14 lanes, volumes attached, bids through TenderDesk by Friday 31 March "
          "12:00. Questions to the buyer by the 24th. Let's talk rates on Monday.",
          "SB tender is mine. deadline fri 31 noon", "email, deadline"),
        c("lanes", XL, xl("SB_lanes_2028_volumes.xlsx"), "",
          "Lane 1 Imatra - Hamburg 240 loads/yr via Travemünde; Lane 4 Kotka - Poznań 160 via Tallinn; Lane 7 "
          "Imatra - Riga 95 via road; Lane 11 Kotka - Duisburg 80 via Travemünde; Lane 14 Imatra - Vilnius 60.",
          "14 lanes. 1 and 4 are the big ones", "planning, price"),
        c("lanes", EDGE, work("Freight rates Helsinki - Travemünde - Finnlines"), "https://www.finnlines.com/freight",
          "Unaccompanied trailer Helsinki - Travemünde from EUR 1,180; accompanied truck and driver from EUR 1,640 "
          "incl. cabin. Bunker adjustment factor and EU ETS surcharge are added per crossing.",
          "Travemünde base. BAF and ETS on top", "price, comparison"),
        c("lanes", SNIP, "Snipping Tool", "", "",
          "ETS surcharge Q2 for the sheet", "price",
          ocr="EU ETS SURCHARGE  Q2/2O28  Route HEL-TRA  EUR 58 per unit  HEL-TLL  EUR 9 per unit  "
              "Valid O1.O4.-3O.O6.2O28  Subject to change"),
        c("submission", EDGE, work("Saimaa Board Oy road freight 2028 - Questions - TenderDesk"),
          "https://tenderdesk.fi/t/SB-2028-RF/questions",
          "Q1 (Nordbaltic Freight): Are ferry surcharges (BAF, EU ETS) to be included in the lane rate or invoiced "
          "separately? Q2: Is a subcontractor allowed on a lane if named in the bid?",
          "asked both before the 24th", "submission, writing"),
        c("hauliers", OUTLOOK, mail("Capacity request Saimaa Board lanes 4 and 14"), "",
          "Hi Rasa, we are bidding for a board producer's lanes Kotka - Poznań (about 160 loads a year) and Imatra - "
          "Vilnius (60). Could Baltrans quote trailer capacity and a rate from Tallinn for 2028-2029?",
          "asked Baltrans for 4 and 14", "email, comparison"),
        c("hauliers", OUTLOOK, mail("Capacity request lane 4"), "",
          "Dzień dobry Marek, same request as last year: Tallinn - Poznań, about 3 loads a week, curtain-sider, "
          "board on pallets. Rate per load and how many trucks you can promise every week?",
          "Kowalczyk too, so Rasa has competition", "email, comparison"),
        c("lanes", XL, xl("SB_tender_pricing_v1.xlsx"), "",
          "Lane 1: road 218 km Imatra-HEL 290, ferry 1,640, BAF 95, ETS 58, Travemünde-Hamburg 140, margin 9% = "
          "EUR 2,425 per load. Lane 4: ferry 412, road 1,020 km Tallinn-Poznań 1,310, margin 9% = EUR 2,310.",
          "v1. margin 9 might be too greedy for lane 4", "price, planning"),
        c("lanes", TEAMS, teams("Chat | Jussi Laine"), "",
          "Jussi Laine: on lane 4 the Poles will come in under 2,100 for sure, they do Tallinn-Poznań with their "
          "own drivers. Either we subcontract it or we drop it.",
          "J thinks we lose lane 4 on price", "communication, comparison"),
        c("hauliers", WA, WA, "",
          "Marek Kowalczyk: Hello Clodagh, for 2028 I can give 2 trucks weekly Tallinn-Poznań, 1,780 EUR per load, "
          "diesel clause like before. 3 trucks only from September.",
          "Marek 1780 but only 2 a week", "communication, price"),
        c("lanes", PDF, pdf("SB_RFQ_appendix2_fuel_clause.pdf"), "", "",
          "their fuel clause, monthly index", "price",
          ocr="Appendix 2  Fuel adjustment  The base rate assumes diesel at 1,65 EUR/l (Statistics Finland index).  "
              "Adjustment monthly: 0,4 % of the freight rate per 1 cent/l deviation.  Ferry surcharges are included"),
        c("lanes", ONENOTE, note("SB tender"), "",
          "ferry surcharges INCLUDED per appx 2 -> BAF + ETS inside our rate, not on top. redo v1. diesel base 1.65",
          "they want surcharges inside. redo", "price, planning"),
        c("submission", EDGE, work("Saimaa Board Oy road freight 2028 - Answers - TenderDesk"),
          "https://tenderdesk.fi/t/SB-2028-RF/questions",
          "A1: Included in the rate; see appendix 2. A2: Yes, subcontractors must be named with their insurance "
          "certificate, and the bidder remains responsible for the transport.",
          "confirmed. surcharges in, subbies named", "submission, research"),
        c("hauliers", OUTLOOK, mail("RE: Capacity request Saimaa Board lanes 4 and 14"), "",
          "Rasa Jankauskienė, Baltrans UAB: We can cover 3-4 loads weekly Tallinn - Poznań at EUR 1,820 and Tallinn - "
          "Vilnius at EUR 860. Our insurance certificate and CMR policy are attached.",
          "Rasa 1820, full volume. + insurance cert", "email, price"),
        c("hauliers", XL, xl("SB_subcontractors.xlsx"), "",
          "Lane 4: Baltrans 1,820 x 160 = 291,200, capacity 3-4/wk; Kowalczyk 1,780 x 104 max, capacity 2/wk. "
          "Lane 14: Baltrans 860 x 60 = 51,600. Decision: Baltrans main, Kowalczyk as backup.",
          "Baltrans main, Marek backup", "comparison, price"),
        c("lanes", XL, xl("SB_tender_pricing_v2.xlsx"), "",
          "Lane 1 EUR 2,465 (BAF and ETS included), Lane 4 EUR 2,090 via Baltrans, Lane 7 EUR 1,120, Lane 11 EUR "
          "2,780, Lane 14 EUR 1,410. Blended margin 7.4%.",
          "v2, surcharges in, lane 4 subbed", "price, planning"),
        c("lanes", TEAMS, teams("Chat | Petri Salo"), "",
          "Petri Salo: Numbers look right. Keep lane 1 at 2,465, we want that one. Lane 11 is fine to lose. Send me "
          "the final sheet Thursday evening and I'll approve Friday 9.",
          "P happy. final to him thu evening", "communication, price"),
        c("hauliers", PDF, pdf("Baltrans_CMR_insurance_2028.pdf"), "", "",
          "their cover is 500k, enough", "finance",
          ocr="CERTIFICATE OF INSURANCE  Insured: Baltrans UAB, Vilnius  Cover: CMR carrier's liability  "
              "Limit per event EUR 5OO OOO  Period O1.O1.2O28 - 31.12.2O28  Refrigerated goods: excluded"),
        c("hauliers", TEAMS, teams("Chat | Jussi Laine"), "",
          "Jussi Laine: Baltrans did ok for us on Kaunas last year, one late delivery. Marek's drivers are better "
          "but he never has enough trucks in summer.",
          "J's verdict matches mine", "communication, reviews"),
        c("submission", PDF, pdf("SB_RFQ_2028_bid_form.pdf"), "", "",
          "what the form wants, 5 attachments", "submission, planning",
          ocr="BID FORM  Section C  Attach: C1 Rate sheet (xlsx)  C2 Subcontractors and insurance  C3 Quality "
              "certificate ISO 9001  C4 Reference customers (2)  C5 Signed declaration  Deadline 31.O3.2O28 12:OO"),
        c("submission", ONENOTE, note("SB tender"), "",
          "C1 v2 sheet / C2 Baltrans + cert / C3 ISO from Hanna / C4 refs: Kymi Paper + Medifarm?? not after this "
          "week / C5 Petri signs fri 9",
          "Medifarm as a reference, maybe not now", "planning, submission"),
        c("submission", TEAMS, teams("Chat | Hanna Koskinen"), "",
          "Hanna Koskinen: tässä ISO 9001 sertifikaatti, voimassa 2029 asti. And the references list from last "
          "year's tender is in the Sales folder.",
          "Hanna sent the ISO. refs in Sales", "communication, submission"),
        c("hauliers", OUTLOOK, mail("Saimaa Board lanes - letter of intent"), "",
          "Hi Rasa, thank you. We will name Baltrans as our subcontractor for lanes 4 and 14 in the bid. If we are "
          "awarded, the contract starts 1 June. I will let you know the result by the end of April.",
          "LOI to Rasa. award end of April", "email, planning"),
        c("submission", OUTLOOK, mail("SB tender final sheet for approval"), "",
          "Petri, final rates attached (v2 with lane 11 at 2,780). Baltrans named on lanes 4 and 14. References: "
          "Kymi Paper and Lakeland Foods. Declaration ready for your signature tomorrow 9:00.",
          "sent at 21:40, now bed", "email, submission"),
        c("submission", SNIP, "Snipping Tool", "", "",
          "submitted, 11:12, receipt saved", "submission, deadline",
          ocr="TenderDesk  SB-2028-RF  Submission received  Bidder: Nordbaltic Freight Oy  31.O3.2O28 11:12  "
              "Documents 5/5  Receipt no. TD-88412"),
        c("submission", TEAMS, teams("Dispatch"), "",
          "Petri Salo: Saimaa Board bid is in, 48 minutes to spare. Thanks Clodagh and Jussi. Result expected end "
          "of April.",
          "in with 48 min to spare", "communication, deadline"),
    ],
    "school": [
        c("place", OUTLOOK, own_mail("Wilma: Päätös perusopetukseen osoittamisesta"), "",
          "Teille on saapunut päätös lähikoulun osoittamisesta. Lapsi: Aoife Virtanen-Hegarty. Koulu: Tikkurilan "
          "koulu, 1. luokka, lukuvuosi 2028-2029. Päätös on nähtävissä Wilmassa.",
          "decision's in. Tikkurila school, what we wanted", "email, application"),
        c("place", PDF, pdf("Paatos_koulupaikka_Virtanen-Hegarty.pdf"), "", "",
          "the decision. M to read the small print", "application",
          ocr="VANTAAN KAUPUNKI  Kasvatuksen ja oppimisen toimiala  PÄÄTÖS  Oppilas: Aoife Virtanen-Hegarty  "
              "Lähikoulu: Tikkurilan koulu  Opetuskieli: suomi  Oikaisuvaatimus 14 päivän kuluessa"),
        c("place", WA, WA, "",
          "Mikko: Luin sen. It says teaching language Finnish, that's the normal class. The English class is a "
          "separate decision after the test, so nothing to appeal now",
          "M says no appeal. English is separate", "communication, application"),
        c("place", EDGE, home("Tikkurilan koulu - Vantaan kaupunki"), "https://www.vantaa.fi/fi/tikkurilan-koulu",
          "Tikkurila school: grades 1-9, about 640 pupils, English-language instruction in grades 1-6 in one class "
          "per year. Open evening for new first-graders Tuesday 28 March 18:00 in the school hall.",
          "open evening tue 28, 6pm. before training", "events, learning"),
        c("english", EDGE, home("English-language instruction - Vantaa"),
          "https://www.vantaa.fi/en/education/english-language-instruction",
          "Pupils are admitted to English-language classes on the basis of a language skills assessment. The "
          "assessment is held in March for children starting first grade; guardians receive the time by letter.",
          "the test is in March. no letter yet??", "learning, exam"),
        c("english", OUTLOOK, own_mail("Kielitaitoarviointi / Language assessment 29.3."), "",
          "Your child has been invited to the language skills assessment on Wednesday 29 March 2028 at 9:00, "
          "Tikkurila school, room B12. Duration about 30 minutes. The assessment is in English and is playful.",
          "wed 29 at 9. need the morning off", "email, exam"),
        c("english", EDGE, home("What happens in the English class assessment? - Expats in Finland forum"),
          "https://www.expatsinfinland.fi/forum/education/english-class-test",
          "They showed my son picture cards and asked him to tell a story, then some simple questions about colours "
          "and his family. It was 20 minutes, very relaxed. Don't prepare them, the teachers can tell.",
          "don't prepare her. ok. I won't. much", "learning, reviews"),
        c("english", WA, WA, "",
          "Mikko: She just told my mum the whole Gruffalo story in English at dinner 😄 I think the test will be fine",
          "the Gruffalo. she'll walk it", "communication"),
        c("english", TEAMS, teams("Chat | Petri Salo"), "",
          "Petri Salo: Of course take Wednesday morning, Jussi covers dispatch until you're back. Good luck to the "
          "little one",
          "morning off sorted", "communication, planning"),
        c("place", ONENOTE, note("Aoife school"), "",
          "open eve: ask re English class size / how they split if she gets English / walking route Kielotie / "
          "lunch allergies form",
          "my questions for Tuesday", "planning, learning"),
        c("place", WA, WA, "",
          "Sinéad: We were at the Tikkurila open evening last year, the head teacher is lovely. Ask about the "
          "English class waiting list, we were 3rd on it",
          "waiting list?? didn't know there was one", "communication"),
        c("afterschool", EDGE, home("Iltapäivätoiminta 1. ja 2. luokkalaisille - Vantaa"),
          "https://www.vantaa.fi/fi/iltapaivatoiminta",
          "Iltapäivätoimintaan haetaan 1.3.-2.4.2028 sähköisesti. Toiminta klo 12-17, maksu 120 euroa/kk (5 päivää "
          "viikossa) tai 90 euroa/kk (3 päivää). Paikat ratkaistaan toukokuun aikana.",
          "apply by 2 April. 120 a month, 5 days", "application, deadline"),
        c("english", SNIP, "Snipping Tool", "", "",
          "Wilma message after the test", "exam, communication",
          ocr="Wilma  Viestit  Lähettäjä: Tikkurilan koulu, rehtori  Aihe: Kielitaitoarvioinnin tulokset  "
              "Tulokset ilmoitetaan huoltajille viimeistään 14.4.2O28. Kiitos osallistumisesta!"),
        c("english", ONENOTE, note("Aoife school"), "",
          "test done. 25 min. she came out saying they had a tiger card. results by 14.4. if yes: class 1E, 22 kids",
          "how it went. results 14 April", "exam, planning"),
        c("english", WA, WA, "",
          "Sinéad: How did she get on?? Ours was so nervous last year and still got in. There's a parents group "
          "for the English class I can add you to",
          "parents' group, yes please", "communication, social"),
        c("afterschool", WA, WA, "",
          "Mikko: My shifts change in August, I can do Wednesdays and Fridays pickup. So 3 days kerho maybe enough?",
          "3 days = 90. M does wed/fri", "communication, planning"),
        c("afterschool", ONENOTE, note("Aoife school"), "",
          "kerho: mon tue thu me until 15:30 at dispatch, so kerho those days till 16. wed fri M. = 3 days, 90e",
          "worked out the week", "planning, spending"),
        c("afterschool", EDGE, home("Asiointi - Iltapäivätoimintahakemus - Vantaa"),
          "https://asiointi.vantaa.fi/iltapaivatoiminta/hakemus",
          "Hakemus: Lapsen nimi Aoife Virtanen-Hegarty. Koulu Tikkurilan koulu. Toivottu toimintapaikka: koulun "
          "kerho. Päivät: ma, ti, to. Erityisruokavalio: ei.",
          "form half done. which kerho, the school one", "application"),
        c("afterschool", WA, WA, "",
          "Sinéad: The school kerho runs till 17 but on Fridays it's only till 16, careful. And the English class "
          "kids go to the same one",
          "good to know. same kerho as English kids", "communication"),
        c("afterschool", SNIP, "Snipping Tool", "", "",
          "sent. screenshot as proof", "application, deadline",
          ocr="Asiointi  Hakemus lähetetty 2.4.2O28 klo 20.47  Hakemusnumero IP-2O28-11853  "
              "Saat päätöksen Suomi.fi-viesteihin"),
        c("afterschool", ONENOTE, note("Aoife school"), "",
          "kerho application IP-2028-11853 in, decision in May via suomi.fi. English results 14.4.",
          "both things in now. waiting", "planning, application"),
    ],
    "currachs": [
        c("squad", WA, WA, "",
          "Róisín: Right ladies, Nordic round Stockholm Sat 22 April! Hands up who's in. Clodagh can you do the "
          "registration + boat like last year 🙏",
          "of course it's me again", "communication, events"),
        c("squad", XL, xl("Currachs_ladies_Stockholm.xlsx"), "",
          "In: Róisín, Aisling, Maija, Sinéad, Kate, Niina, Laura, Orfhlaith, me. Maybe: Ciara (work), Anni (exam). "
          "Out: Deirdre (pregnant!). Need 11 + subs.",
          "9 sure. need 11 and subs", "planning, events"),
        c("squad", EDGE, home("Nordic Round 2 Stockholm - GAA Europe registration"),
          "https://gaa-europe.org/competitions/nordic/round-2",
          "Team registration closes Friday 7 April. Every player must be registered with GAA Europe for 2028 and "
          "covered by the player injury scheme. Ladies football: 11-a-side, 2 x 20 minutes.",
          "reg closes 7 April. check who's not registered", "events, deadline"),
        c("jerseys", OUTLOOK, own_mail("Currachs jersey quote - O'Neills"), "",
          "Hi Clodagh, for 20 ladies' jerseys in the club design with the new sponsor logo on the front, EUR 42 each, "
          "delivery to Helsinki 3-4 weeks from artwork approval. Artwork must be vector (.ai or .eps).",
          "3-4 weeks. tight for the 22nd", "email, shopping, price"),
        c("jerseys", WA, WA, "",
          "Mikko: Owen at the pub says the logo file is on his old laptop, he'll send it Saturday. It's a jpeg though",
          "jpeg. O'Neills wants vector. great", "communication, shopping"),
        c("squad", SNIP, "Snipping Tool", "", "",
          "3 not registered for 2028", "events",
          ocr="Club: Helsinki Currachs  Ladies  Registered 2O28: 14  Pending: Maija K.  Niina L.  Laura P.  "
              "Player injury scheme: ACTIVE for registered players only"),
        c("squad", WA, WA, "",
          "Maija: sorry sorry I do the registration tonight!! the insurance also?",
          "yes the insurance is part of it", "communication, health"),
        c("jerseys", SNIP, "Snipping Tool", "", "",
          "the logo Owen sent, fuzzy", "shopping",
          ocr="THE OLD HARBOUR  lrish Bar & Kitchen  Tikkurila  EST. 2O14"),
        c("ferry", EDGE, home("Group booking Helsinki - Stockholm - Viking Line"),
          "https://www.vikingline.com/group-booking",
          "Groups of 10 or more: Helsinki - Stockholm Fri 21 April 17:00, return Sun 23 April (Stockholm 16:30). "
          "4-berth B cabin EUR 158 per crossing, 2-berth A cabin EUR 212. Group discount 10%.",
          "4 berth B x 4 cabins. back sun", "travel, reservation, price"),
        c("ferry", XL, xl("Currachs_ladies_Stockholm.xlsx"), "",
          "Cabins: 4 x B4 at 158 x 2 crossings = 1,264 less 10% = 1,137.60. Per head (13 + Tom) = 81.26. Club pays "
          "the entry fee 150.",
          "about 81 each for the boat", "spending, planning"),
        c("ferry", WA, WA, "",
          "Aisling: Is it the Friday ferry? I finish at 4 in Espoo, I'll never make 17:00 at Katajanokka",
          "Ais can't make 5pm. Tallink Silja?", "communication, travel"),
        c("ferry", EDGE, home("Helsinki - Stockholm timetable - Tallink Silja"),
          "https://www.tallink.com/helsinki-stockholm",
          "Silja Serenade departs Helsinki Olympia terminal 17:00, arrives Stockholm 09:45. No later departure. "
          "Alternative: fly HEL-ARN Friday evening.",
          "same 17:00. Ais flies then", "travel, comparison"),
        c("ferry", OUTLOOK, own_mail("Viking Line group booking confirmation VKG-55312"), "",
          "Booking VKG-55312, Helsinki Currachs GAA. 21.04 Helsinki 17:00 - Stockholm 10:00, 23.04 Stockholm "
          "16:30 - Helsinki 10:10. 4 x B4 cabins. Total EUR 1,137.60. Names can be changed until 14.04.",
          "booked. names changeable till the 14th", "email, reservation"),
        c("ferry", WA, WA, "",
          "Clodagh: Ferry booked girls! Fri 21 17:00 Katajanokka, back Mon morning. €82 each to the club account by "
          "10 April please, ref STOCKHOLM",
          "sent to the group. now chase the money", "communication, spending"),
        c("jerseys", EDGE, home("Convert JPG to vector - online"), "https://www.vectorizer.io/",
          "Upload a bitmap image (JPG, PNG) and get an SVG or EPS vector back. Best results with clean logos on a "
          "plain background.",
          "trying this before paying a designer", "software"),
        c("squad", WA, WA, "",
          "Ciara: Got the day off!! I'm in. Can I bring Tom to cheer, does he need to be registered?",
          "10 now. Tom can come, just pays his cabin", "communication, events"),
        c("jerseys", XL, xl("Currachs_ladies_Stockholm.xlsx"), "",
          "Jersey sizes: XS 2, S 6, M 7, L 4, XL 1 = 20. Numbers 1-20. Sponsor (Old Harbour) pays 500, club pays "
          "the rest (340).",
          "sizes in. sponsor pays 500", "shopping, spending"),
        c("squad", EDGE, home("Nordic Round 2 Stockholm - GAA Europe registration"),
          "https://gaa-europe.org/competitions/nordic/round-2/teams",
          "Helsinki Currachs Ladies - registered 11 players, 2 substitutes. Status: confirmed. Fixtures published "
          "Monday 17 April.",
          "registered, 13 in all. done", "events, submission"),
        c("ferry", PDF, pdf("VKG-55312_cabins.pdf"), "", "",
          "cabin list, who's with who", "reservation, travel",
          ocr="VIKING LINE  VKG-55312  Cabin 8214 B4  Cabin 8216 B4  Cabin 8218 B4  Cabin 8220 B4  "
              "Deck 8  Check-in closes 16:3O  Breakfast buffet not included"),
        c("jerseys", OUTLOOK, own_mail("RE: Currachs jersey quote - artwork approved"), "",
          "O'Neills: Artwork approved with the vector logo. Order 20 jerseys, EUR 840 incl. delivery. Estimated "
          "dispatch 12 April, delivery to Helsinki 18-19 April.",
          "ordered. 19th at latest. cutting it fine", "email, shopping"),
        c("jerseys", WA, WA, "",
          "Róisín: Jerseys for Stockholm?? You're a legend. Owen wants a photo of us in them for the pub wall",
          "photo for the pub wall, fair", "communication, social"),
        c("squad", ONENOTE, note("Currachs Stockholm"), "",
          "squad 13 / Anni still maybe / Laura goalie / Kate captain? ask Róisín / fixtures 17.4 / mouthguards!!",
          "squad sorted. fixtures on the 17th", "planning, events"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Vantaa. Dispatch runs from 06:30 to about 15:00; she collects Aoife at
# 15:30; the club trains on Tuesday and Thursday evenings (18:30-20:00). Nothing falls between 03:00 and 04:00 on
# Sunday 26 March, the hour the clocks skip.
DAYS = {
    # Mon 20: the tender lands on a quiet morning, the lane volumes, the ferry rates; Róisín's call for Stockholm
    "2028-03-20": "07:40 tender, 08:05 tender, 10:30 tender, 20:15 currachs, 21:05 currachs",
    # Tue 21: the reefer alarm at ten past six, then a run of minutes between Andrus, the logger and Jussi; the
    # school decision by mail mid-morning and Mikko on it at lunch; the rejection in the afternoon, the CMR limit,
    # the insurer and her notes before she collects Aoife; the registration page after training
    "2028-03-21": "06:10 reefer, 06:14 reefer, 08:47 reefer, 08:55 reefer, 09:02 reefer, 09:10 reefer, "
                  "10:15 school, 10:21 school, 10:29 reefer, 12:10 school, 14:20 reefer, 14:31 reefer, "
                  "14:40 reefer, 14:58 reefer, 15:05 reefer, 21:30 currachs",
    # Wed 22: code 63 at dawn, the replacement batch, the boat with a plug-in, Tomasz; the tender's ETS and the
    # buyer's questions squeezed in, the surveyor's date minutes later; the school pages at lunch, the workshop's
    # diagnosis straight after
    "2028-03-22": "06:40 reefer, 06:52 reefer, 07:30 reefer, 07:38 reefer, 07:44 reefer, 07:52 tender, "
                  "08:05 tender, 08:14 reefer, 11:50 school, 12:05 school, 12:16 reefer, 12:30 reefer",
    # Thu 23: the replacement on the 13:00 boat; the subbies asked and pricing v1 between; the new fan motor's
    # invoice in Estonian before lunch; accepted in Riga late at night
    "2028-03-23": "06:35 reefer, 06:44 tender, 07:25 tender, 07:31 tender, 11:40 reefer, 11:48 reefer, "
                  "13:45 reefer, 21:40 reefer",
    # Fri 24: Ilze's thanks, Andrus's statement before the survey; Jussi on lane 4 and Marek's rate; the language
    # assessment letter in the evening, the jersey quote minutes later, Owen's logo at the pub
    "2028-03-24": "07:05 reefer, 08:10 reefer, 08:18 tender, 08:30 tender, 19:30 school, 19:41 currachs, "
                  "20:25 currachs",
    # Sat 25: registrations checked at the hall, Maija, the logo; the forum at night
    "2028-03-25": "09:10 currachs, 13:20 currachs, 13:35 currachs, 22:10 school",
    # Sun 26 (clocks forward at 03:00): the Viking Line page over breakfast; Mikko's Gruffalo in the evening
    "2028-03-26": "10:30 currachs, 10:50 currachs, 19:45 school",
    # Mon 27: a focused tender morning (the fuel clause, the redo, the answers, Baltrans, v2), then Petri's okay for
    # the morning off and the survey report within minutes; Petri on the numbers
    "2028-03-27": "07:15 tender, 07:22 tender, 08:40 tender, 08:52 tender, 09:35 tender, 09:41 tender, "
                  "09:50 school, 10:02 reefer, 13:50 tender",
    # Tue 28: the claim notes and the workshop report between the subbies' papers; the open evening questions and
    # Sinéad before it; Aisling and the Silja timetable after training, the afternoon club page straight after
    "2028-03-28": "07:00 reefer, 07:09 tender, 08:15 tender, 08:21 reefer, 16:45 school, 17:10 school, "
                  "21:20 currachs, 21:34 currachs, 21:45 school",
    # Wed 29: Aoife's assessment at nine, Wilma and notes after it; at the desk from noon for the bid form, Hanna's
    # ISO and the letter to Rasa; Sinéad in the evening
    "2028-03-29": "09:45 school, 10:05 school, 12:10 tender, 12:40 tender, 13:15 tender, 13:22 tender, "
                  "18:30 school",
    # Thu 30: Mikko's shifts at lunch; the boat booked before training; the kerho week, the final sheet to Petri and
    # the logo converter late, one after the other
    "2028-03-30": "12:15 school, 16:50 currachs, 17:05 currachs, 21:00 school, 21:40 tender, 21:52 currachs",
    # Fri 31: the bid in at 11:12 with Petri's thanks; Ciara in and the jersey sizes in the evening
    "2028-03-31": "11:12 tender, 11:20 tender, 18:40 currachs, 20:05 currachs",
    # Sat 1 and Sun 2: the kerho form, registrations done, the cabins; the jerseys ordered, the squad notes, the
    # kerho application sent on its last evening
    "2028-04-01": "10:00 school, 10:08 currachs, 10:20 currachs, 14:00 school",
    "2028-04-02": "10:15 currachs, 10:40 currachs, 11:00 currachs, 20:47 school, 21:00 school",
}
TIMELINE = day_timeline(DAYS, TZ)
