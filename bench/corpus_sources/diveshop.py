"""Teresa "Tess" Abellana, who owns and runs a small dive shop on Panagsama Beach in Moalboal, Cebu, the Philippines:
a Singapore dive club's trip over Chinese New Year, the shop's 2028 business permit renewal, the compressor that
breaks down in the first week, her father's cataract operation in Cebu City, and a reef cleanup she organises.

Written by hand in session 11 of issue 12 as a DEVELOPMENT corpus (bench/data/corpora/, part of the leave-one-out),
by an engineer who writes development data only: no placement, naming, tag or analyzer code and no run of the
placement bench, the understanding or the app on it. Its timing is the person's (TIMELINE below), not interleave()'s.

Tess (38) grew up in Mabolo, Cebu City, worked six years as a divemaster and instructor in Singapore and Malaysia,
and came home in 2021 to open Sardinas Divers (fictional), a PADI shop with one bangka, a compressor, 30 tanks and
three staff: Jomar (a divemaster), Ate Lorna (front desk and cook) and Dodong (boat crew, fills the tanks). Her
husband Mel (Rommel) captains the boat; their daughter Bea is 10. In January 2028:
- Tan Wei Ling books twelve divers of a Singapore club (Kelong Divers, fictional) for Tuesday 25 to Sunday 30
  January, over Chinese New Year: rooms at a partner lodge and the van from Mactan airport, the dive plan (the
  sardine run, Pescador Island, Kasai wall, nitrox for six of them, a request for Oslob's whale sharks she turns
  down), the deposit in SGD, the balance, waivers and one diver's medical statement that needs a doctor's clearance;
- the mayor's permit must be renewed by Thursday 20 January: the barangay clearance, the sworn gross receipts, the
  assessment and payment at the municipal treasurer, the fire safety inspection (FSIC) with extinguishers to refill,
  and the BIR side (the fourth-quarter percentage tax due 25 January, the new invoices the printer needs an
  authority to print for);
- the compressor (a Coltri MCH-16) starts knocking on Tuesday 11 January: a mechanic in Cebu City, piston rings and
  a filter cartridge couriered from Manila, tanks filled at a friend's shop meanwhile, and an air quality test
  before the Singapore group's nitrox;
- her father Nonoy (72) has his right eye's cataract removed at an eye centre in Cebu City on Wednesday 19 January:
  the pre-op tests and the cardiologist's clearance, PhilHealth's case rate and the lens upgrade, her brother Joel
  (an OFW in Dubai) sending his share, the eye drops schedule and who stays with Papa afterwards;
- she organises the dive shops' reef cleanup at the Pescador Island marine sanctuary on Saturday 22 January:
  volunteer divers and boats from five shops, the municipal environment office's (MENRO) permission, the sanctuary
  fee waiver, the garbage pickup and the waste audit sheet.

Everything runs on the shop's Windows 11 laptop at the front desk: Google Chrome for the web (titles end " - Google
Chrome"), with the shop's Gmail and Google Keep in tabs; Messenger (the desktop app, titled only "Messenger") for
the staff, the lodge, other shops, the barangay, the fire officer and the cleanup group chat; Rakuten Viber (titled
only "Rakuten Viber") for her family; WhatsApp Desktop (titled only "WhatsApp") for Wei Ling and the Manila parts
dealer; Excel; Microsoft Edge only for the PDFs she opens ("file.pdf - Microsoft Edge", with the zero-width space
Edge writes); the Photos app for phone pictures of papers; and one Notepad file, todo.txt, for her running notes (so
its title never changes). Memos are her own English shorthand with a dive shop's abbreviations ("DM", "OW", "AOW",
"EAN32", "SG", "WL", "pax", "bal", "dep", "brgy", "FSIC", "ATP", "ORs", "tmrw", "w/") and a few Bisaya words ("ugma",
"ambot", "salamat", "kaayo", "pagdala", "ok na"); the staff, her mother, her aunt, the barangay, the bookkeeper, the
printer, the extinguisher refiller, the mechanic, a van driver and two other shops write Bisaya or Bisaya mixed with
English (about a sixth of the captures); everything official, the Singapore club and the Manila dealer write English.
Many captures never name their task.

The timeline (Monday 10 to Sunday 23 January 2028, Philippine time, +08:00 throughout) follows a dive shop's day:
messages at dawn before the 07:30 boat, nothing while she is underwater, admin at the lunch table and in the
afternoon between walk-ins, evenings after Bea is in bed; the Sinulog Sunday; two days in Cebu City for the
operation with the permit and the group answered from the hospital's waiting room; the cleanup Saturday.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("owner and instructor of a small dive shop in Moalboal, Cebu, the Philippines: a Singapore dive club's "
           "trip over Chinese New Year, the shop's business permit renewal, a broken compressor, her father's "
           "cataract operation in Cebu City, organising a reef cleanup at a marine sanctuary")
TZ = ZoneInfo("Asia/Manila")  # PHT, +08:00, no daylight saving time
ID_PREFIX = "mb"  # "d" is the dev corpus's; no corpus or snippet file uses "mb"
APP_WORDS = {"google", "chrome", "gmail", "mail", "keep", "messenger", "facebook", "rakuten", "viber", "whatsapp",
             "excel", "xlsx", "microsoft", "edge", "pdf", "notepad", "txt", "todo", "photos", "jpg", "img", "wise",
             "gcash", "bdo", "lbc", "padi", "gov", "ph", "orus", "sardinasdivers", "kelongdivers", "visayaseye",
             "aquaquestmarine", "windy", "reddit", "scubaboard", "lbcexpress", "westernunion", "healthline",
             "ebirforms", "memberinquiry", "docs", "forms", "online", "com", "www",
             "screenshot"}

TASK_NAMES = {
    "group": ("Singapore club trip", "the SG group", "Wei Ling's group", "CNY group"),
    "permit": ("Business permit renewal", "permits", "mayor's permit", "renewal 2028"),
    "compressor": ("Compressor breakdown", "the compressor", "air fills", "Coltri"),
    "papa": ("Papa's cataract operation", "Papa", "eye surgery", "cataract"),
    "cleanup": ("Reef cleanup", "the cleanup", "Pescador cleanup", "sanctuary cleanup"),
}
SUB_NAMES = {
    "group/rooms": ("Rooms and transfers", "rooming list", "airport van", "lodge"),
    "group/dives": ("Dive plan", "boat schedule", "dive sites", "nitrox"),
    "group/payments": ("Deposit and waivers", "payments", "waivers", "balance"),
    "permit/mayors": ("Mayor's permit", "BPLO", "barangay clearance", "assessment"),
    "permit/fire": ("Fire inspection", "FSIC", "BFP", "extinguishers"),
    "permit/bir": ("BIR and invoices", "taxes", "percentage tax", "invoices"),
    "compressor/repair": ("Compressor repair", "parts", "the mechanic", "piston rings"),
    "compressor/air": ("Tanks and air test", "air test", "borrowed fills", "air quality"),
    "papa/doctor": ("Eye doctor and operation", "Dr. Uy", "pre-op", "the operation"),
    "papa/costs": ("PhilHealth and costs", "PhilHealth", "hospital bill", "Joel's share"),
    "papa/aftercare": ("Papa's recovery", "eye drops", "after the operation", "who stays with Papa"),
    "cleanup/volunteers": ("Volunteers and boats", "volunteer divers", "sign-ups", "boats"),
    "cleanup/lgu": ("MENRO and the sanctuary", "permission", "MENRO", "waste audit"),
}

GC = "chrome"
MSN = "Messenger"  # Messenger desktop app, whoever the chat is with
MSN_URL = ""
VB = "Viber"
VIBER = "Rakuten Viber"
WA = "WhatsApp"
WHATSAPP = "WhatsApp"
XL = "EXCEL"
ED = "msedge"
PH = "Photos"
NP = "Notepad"
TODO = "todo.txt - Notepad"
GM_URL = "https://mail.google.com/mail/u/0/#inbox"
KEEP_URL = "https://keep.google.com/"
MS_EDGE = "Microsoft\u200b Edge"


def _gc(title: str) -> str:
    return f"{title} - Google Chrome"


def _gm(subject: str) -> str:
    return _gc(f"{subject} - sardinasdivers@gmail.com - Gmail")


def _xl(file: str) -> str:
    return f"{file} - Excel"


def _pdf(file: str) -> str:
    return f"{file} - {MS_EDGE}"


def _photo(file: str) -> str:
    return f"{file} - Photos"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "group": [
        c("rooms", WA, WHATSAPP, "",
          "Wei Ling: Hi Tess! Confirming 12 of us from Kelong Divers, arriving Tue 25 Jan on the morning flight into "
          "Cebu, leaving Sun 30 Jan. 4 twin rooms + 2 doubles please, near your shop. Can you arrange the van from "
          "the airport?",
          "12 pax 25-30 jan. CNY week, lodge will be tight. ask today", "communication, travel"),
        c("rooms", MSN, MSN, MSN_URL,
          "Bamboo Reef Lodge: Hi maam Tess, for Jan 25-30 we can give 4 twin and 1 double only, the other double is "
          "booked by a German couple. We can offer the family room (3 beds) instead, same rate P2,800/night.",
          "family room ok? ask WL who shares", "communication, hotel, reservation"),
        c("dives", GC, _gm("Re: Kelong Divers Moalboal trip - dive plan"), GM_URL,
          "Hi Tess, most of us are AOW, two are OW only (Jason and Priya). Six want nitrox. Could we do 3 boat dives a "
          "day plus one night dive? Also some of us really want to see the whale sharks at Oslob, can you arrange a "
          "day trip?",
          "Oslob no. explain nicely. 2 OW = keep them above 18m", "email, itinerary"),
        c("payments", GC, _gm("Booking confirmation and deposit - Kelong Divers 25-30 Jan"), GM_URL,
          "Dear Wei Ling, please find the package for 12 divers: 5 nights at Bamboo Reef Lodge, 12 boat dives + 1 "
          "night dive, equipment for those who need it, marine park fees. Total PHP 384,000. A 30% deposit (PHP "
          "115,200) secures the boat and rooms; the balance is due on arrival.",
          "sent. 30% dep by fri pls", "email, invoice, price"),
        c("dives", XL, _xl("boat_schedule_jan2028.xlsx"), "", "",
          "Jan 26 CNY, Mel wants half day. 2 dives am only that day", "planning, itinerary",
          ocr="BOAT SCHEDULE  Jan 25-30  (Sardinas 1)\nDate   0730          1030          1430        "
              "Night\n25 Tue  -             -             Housereef chk  -\n26 Wed  Pescador      Kasai Wall    "
              "-             -\n27 Thu  Tongo Pt     Turtle Pt     Sardines      1830 Panagsama\n28 Fri  "
              "Pescador      Airplane wreck  Sardines   -\n29 Sat  Kasai Wall   Pescador      Sardines      -\n"
              "EAN32 x6  AIR x6   guides: Tess Jomar"),
        c("payments", WA, WHATSAPP, "",
          "Wei Ling: Deposit sent via Wise, SGD 2,680. Should land tomorrow. Also attaching the waivers for 10 of us, "
          "the other two will sign when they arrive. Priya ticked yes on the asthma question, is that a problem?",
          "asthma = needs doctor's sign-off before she dives. tell her now not at the pier", "communication, health"),
        c("rooms", NP, TODO, "",
          "SG group rooms: lodge 4 twin + 1 dbl + family rm (Jason, Priya, Mei). van 12 seater from Mactan, 2 trips "
          "w/ dive bags? ask Kuya Ben. arrival 10:50 so Moalboal by 3pm if no traffic",
          "1 van or 2? 12 pax + 12 dive bags", "planning, travel"),
        c("payments", GC, _gc("Transfer details - Wise"), "https://wise.com/transactions/activity", "",
          "dep in. PHP 115,7xx, more than asked. rate moved", "finance, invoice",
          ocr="Wise  Transfer complete\nYou received  115,782.40 PHP\nFrom  TAN WEI LING\nSent  2,680.00 SGD\n"
              "Rate  1 SGD = 43.2024 PHP\nRef  KELONG DEP MOALBOAL\nArrived  13 Jan 2028, 06:58"),
        c("dives", WA, WHATSAPP, "",
          "Wei Ling: Understood about Oslob, thanks for explaining, some of the group were a bit disappointed but "
          "we'd rather see them in the wild. Is the sardine run still there in January? And can the two OW do their "
          "Advanced with you during the trip?",
          "AOW for Jason + Priya during trip = I teach, Jomar guides the rest", "communication, course"),
        c("rooms", MSN, MSN, MSN_URL,
          "Kuya Ben (van): Maam, 12 ka tawo with dive bags dili kasya sa usa ka van. Duha ka van, P4,500 matag usa "
          "gikan Mactan. Naa koy pinsan nga naay van.",
          "2 vans then. P9k. add to their bill", "communication, travel, price"),
        c("payments", GC, _gm("Medical statement - Priya Nair"), GM_URL,
          "Hi Tess, attached is the diver medical form signed by my GP. She says my asthma is well controlled and I "
          "haven't used my inhaler in two years, so I'm cleared to dive. Let me know if you need anything else. Priya",
          "signed form ok. file w/ waivers", "email, health"),
        c("dives", GC, _gc("Moalboal sardine run 2028 - still there? : r/scuba"),
          "https://www.reddit.com/r/scuba/comments/moalboal_sardines_2028", "",
          "sardines fine this month. send WL the video instead", "social",
          ocr="r/scuba  Posted by u/bubbletrouble  2d\nMoalboal sardine run 2028 - still there?\nWas there last "
              "week,the ball was right off Panagsama at5-15m,massive.Turtles at every dive.Pescador vis 25m+\n"
              "^ 48  Reply  Share\nu/reefgirl_ph  same,went Tue, sardines everywhere.Go early before the boats"),
        c("rooms", GC, _gm("Before you come - Moalboal 25-30 Jan"), GM_URL,
          "Hi Wei Ling, a few things for the group: two vans will meet you at arrivals with a sign, about 3 hours to "
          "Moalboal. Bring cash, the nearest ATM is in town and often empty. Please send me the rooming list and any "
          "food needs by Monday so the lodge can prepare.",
          "sent. still no rooming list", "email, travel, hotel"),
        c("rooms", GC, _gm("Rooming list - Kelong Divers"), GM_URL,
          "Hi Tess, rooming list attached: twins Wei Ling/Grace, Daniel/Marcus, Kenneth/Ahmad, Siew Mei/Joanne; "
          "double Eric and Fiona; family room Jason, Priya and Mei. Eric is vegetarian and Ahmad doesn't eat pork.",
          "fwd to lodge + Ate Lorna for the lunches", "email, hotel"),
        c("dives", NP, TODO, "",
          "nitrox for SG group: 6 divers x 2 tanks x 3 days = 36 fills EAN32. need the compressor + the membrane "
          "running by 24th. if not, buy EAN from Savedra shop at P350/fill",
          "this hangs on the compressor. decide by the 21st", "planning"),
        c("payments", XL, _xl("bookings_2028.xlsx"), "", "",
          "bal 268k on arrival. card = +4%", "finance, invoice",
          ocr="BOOKINGS 2028  Jan\nGuest/Group        Pax  Dates     Total      Dep rcvd    Bal\nKelong Divers SG  "
              "12   25-30     384,0OO    115,782     268,218\n+ 2x van Mactan              9,000                 "
              "9,000\n+ AOW x2                     17,000                17,000\nPaid waivers 10/12  medical 1/1"),
        c("rooms", MSN, MSN, MSN_URL,
          "Bamboo Reef Lodge: Noted maam, rooming list received. Vegetarian and no pork for breakfast ok. Late "
          "check-in fine, our night guard will be there. Please settle 50% of the rooms by Jan 20.",
          "pay lodge 50% 20th. from the dep", "communication, hotel, reservation"),
        c("dives", WA, WHATSAPP, "",
          "Wei Ling: The group voted, we'll do the night dive on Thursday as planned and keep CNY day to the two "
          "morning dives, some want to call family. Can Daniel rent a 3mm long? He gets cold.",
          "3mm L for Daniel. check the rack", "communication, itinerary"),
        c("payments", WA, WHATSAPP, "",
          "Wei Ling: Will the balance be in cash or can we pay by card? Some of us prefer to pay our own share. "
          "Also do you have receipts we can claim from our club?",
          "cash preferred. receipts = the new invoices from the printer", "communication, invoice"),
        c("rooms", NP, TODO, "",
          "25th: vans leave Moalboal 6am, Mactan 10:50 arrival, Jomar rides along w/ sign. lunch at Carcar? lodge "
          "check-in 3pm, house reef check dive 4pm",
          "Jomar on the van, me at the shop", "planning, travel, itinerary"),
        c("dives", GC, _gc("Moalboal, Cebu - wind and wave forecast - Windy.com"),
          "https://www.windy.com/9.94/123.37", "",
          "amihan strong from 27th. Pescador rough? swap w/ Tongo", "planning",
          ocr="Moalboal  Wed26 Thu27 Fri28 Sat29\nWind kt  8   14   18   16\nGust    12  20   25   22\nWaves m "
              " 0.5 0.8  1.2  1.0\nDir     NE  NE   NE   ENE"),
        c("dives", MSN, MSN, MSN_URL,
          "Jomar: Maam, na-check na nako ang rental gear: 4 BCD, 4 regs, 5 wetsuits, naa ang 3mm L para ni Daniel. "
          "Ang usa ka dive computer patay na ang battery.",
          "CR2450 for the computer. Carcar tmrw", "communication"),
        c("payments", WA, WHATSAPP, "",
          "Wei Ling: Quick one, can some of us pay the balance in SGD cash? A few didn't change money. And please "
          "bill the two Advanced courses separately, Jason and Priya pay those themselves.",
          "SGD ok at today's rate. AOW separate invoice", "communication, invoice"),
    ],
    "permit": [
        c("mayors", GC, _gc("Business Permit Renewal 2028 - Municipality of Moalboal"),
          "https://moalboal.gov.ph/bplo/renewal-2028",
          "Renewal of business permits for 2028 is until January 20, 2028. Requirements: previous year's Mayor's "
          "Permit, barangay business clearance, sworn statement of gross sales or receipts for 2027, fire safety "
          "inspection certificate (FSIC), sanitary permit, and community tax certificate. A 25% surcharge applies "
          "after the deadline.",
          "20th!! + Papa's operation on the 19th. do it this week", "deadline"),
        c("mayors", MSN, MSN, MSN_URL,
          "Brgy. Saavedra (Kagawad Lito): Maam Tess, ang barangay clearance para sa business pwede na kuhaon ugma, "
          "P500, dal-a lang ang karaan nga permit ug ang cedula.",
          "ugma brgy. bring old permit + cedula", "communication"),
        c("mayors", PH, _photo("IMG_20280111_101422.jpg"), "", "",
          "brgy clearance done. 500 + 100 cedula", "finance, spending",
          ocr="Republic of the Philippines\nProvince of Cebu  Municipality of Moalboal\nBARANGAY SAAVEDRA\nBARANGAY "
              "BUSINESS CLEARANCE\nThis is to certify that SARDINAS DIVERS owned by MA.TERESA ABELLANA located at "
              "Panagsama Beach\nis hereby granted clearance to operate for the year 2O28.\nO.R.No. 4471l2  Amount "
              "P5OO.OO  Jan 11,2028"),
        c("bir", GC, _gc("BIR Form 2551Q - Quarterly Percentage Tax Return"), "https://www.bir.gov.ph/ebirforms",
          "Quarterly Percentage Tax Return. For the fourth quarter, the return shall be filed and the tax paid on or "
          "before the 25th day of January. Non-VAT registered persons whose gross sales do not exceed P3,000,000 pay "
          "a 3% percentage tax.",
          "Q4 2551Q due 25th. Ma'am Gina (bookkeeper) has the sales", "tax, deadline"),
        c("fire", MSN, MSN, MSN_URL,
          "BFP Moalboal (FO2 Reyes): Good day maam. Fire safety inspection for your establishment is scheduled Friday "
          "Jan 14, 9am. Please ensure fire extinguishers are refilled with valid tags, emergency light working, "
          "exit sign visible, and no LPG near the kitchen.",
          "fri 9am. extinguishers expired Nov ambot", "communication"),
        c("fire", GC, _gc("fire extinguisher refill Cebu - Google Search"),
          "https://www.google.com/search?q=fire+extinguisher+refill+moalboal", "",
          "Barili one does pick-up. 4 units. call", "shopping, price",
          ocr="Fire extinguisher refill  Moalboal / Barili\nJMR Fire Safety Supply - Barili  4.6 (23)\nRefill ABC "
              "dry chem 10lbs P650 Pick-up & delivery\nOpen  Closes 5PM\nCebu Fire Guard Trading - Carcar City  "
              "4.2 (9)\nRefill from P550 Open"),
        c("bir", MSN, MSN, MSN_URL,
          "Ma'am Gina: Tess, ang imong sales sa Q4 kay P744,400 base sa imong bookings sheet. 3% = P22,332. Ako na "
          "i-file sa eBIRForms, bayad lang sa BDO before 25. Pasabot pud, ang printer nanginahanglan ug ATP para sa "
          "bag-ong invoices.",
          "22,332 for Q4. pay BDO by 24th. ATP for invoices too", "communication, tax"),
        c("bir", GC, _gc("Authority to Print (ATP) - Online Registration and Update System"),
          "https://orus.bir.gov.ph/atp", "",
          "ATP approved?? check w/ printer Monday", "tax, invoice",
          ocr="ORUS  Online Registration and Update System\nApplication for Authority to Print\nTIN 4l2-O88-3O7-OOO  "
              "ABELLANA,MA.TERESA\nDocument: Sales Invoice  Serial 0001-2500  Qty 50 booklets\nStatus: FOR "
              "APPROVAL  Submitted 12 Jan 2028"),
        c("fire", NP, TODO, "",
          "before BFP fri: 4 extinguishers refilled (Barili guy took them wed, back fri 7am), emergency light "
          "battery, EXIT sign above back door, move the LPG tank out of the kitchen to the cage, fix the sign board",
          "LPG outside. Ate Lorna will complain", "planning"),
        c("fire", MSN, MSN, MSN_URL,
          "JMR Fire Safety: Maam na-refill na ang 4 ka units, bag-o na ang tags valid until Jan 2029. Ihatud namo "
          "ugma alas 7 sa buntag. Total P2,600.",
          "2,600 pay cash pagdala", "communication, spending"),
        c("fire", PH, _photo("IMG_20280114_103852.jpg"), "", "",
          "FSIC approved!! just the 2nd extinguisher by the compressor room", "deadline",
          ocr="BUREAU OF FIRE PROTECTION\nFIRE SAFETY INSPECTION CERTIFICATE\nFSIC No. R07-MOA-2O28-OO17l\n"
              "Name of Establishment: SARDINAS DIVERS\nRecommendation: add 1 unit ABC 10 lbs near compressor area\n"
              "Valid until: Jan 13, 2O29"),
        c("mayors", XL, _xl("sales_2027.xlsx"), "", "",
          "gross 2027 = 2.84M. sworn statement says this", "finance, tax",
          ocr="SARDINAS DIVERS  Gross receipts 2027\nQ1     7O2,300\nQ2     611,750\nQ3     78l,900\nQ4     "
              "744,4OO\nTOTAL  2,84O,35O\nprepared by: G.Sarmiento"),
        c("mayors", GC, _gm("Assessment of fees - business permit 2028"), GM_URL,
          "Good day. Your assessment for the renewal of your Mayor's Permit 2028: business tax PHP 21,912, mayor's "
          "permit fee PHP 1,500, garbage fee PHP 1,200, sanitary inspection PHP 300, environmental fee PHP 500. Total "
          "PHP 25,412. Please pay at the Municipal Treasurer's Office on or before January 20. BPLO Moalboal",
          "25,412 ouch. pay mon before I go to Cebu", "email, tax, deadline"),
        c("bir", MSN, MSN, MSN_URL,
          "Printer (Carcar): Maam approved na ang ATP nimo. 50 booklets sales invoice, P7,500, ready Jan 24. Pwede "
          "ra nimo kuhaon o i-LBC namo.",
          "LBC them. need them for SG group receipts", "communication, invoice"),
        c("mayors", PH, _photo("IMG_20280117_091204.jpg"), "", "",
          "paid. permit release fri 21", "finance, tax",
          ocr="OFFICIAL RECEIPT  Municipality of Moalboal\nMunicipal Treasurer's Office\nNo. 9O214l7  Date "
              "Jan 17,2028\nPayor SARDINAS DIVERS\nBusiness tax           21,912.OO\nPermit fee               "
              "1,5OO.OO\nGarbage/Sanitary/Env    2,OOO.OO\nTOTAL   P25,412.OO"),
        c("fire", GC, _gm("FSIC compliance - additional extinguisher"), GM_URL,
          "Good day maam. Please send a photo of the additional fire extinguisher installed near the compressor room, "
          "as recommended during inspection, for our records. Thank you. BFP Moalboal",
          "photo tmrw. still in the box", "email"),
        c("fire", PH, _photo("IMG_20280118_081022.jpg"), "", "",
          "sent to BFP. done w/ fire for this year", "deadline",
          ocr="FIRE EXTINGUISHER  ABC DRY CHEMICAL  10 LBS\nJMR FIRE SAFETY SUPPLY  Barili,Cebu\nDate filled: "
              "Ol/2O28   Next refill: Ol/2O29\nINSPECTION TAG  Jan  Feb  Mar  Apr\n[compressor room]"),
        c("bir", GC, _gc("BDO Online Banking - Bills Payment"), "https://online.bdo.com.ph/sso/billspayment", "",
          "2551Q paid from the waiting room. done", "tax, finance",
          ocr="BDO  Bills Payment\nBiller  BUREAU OF INTERNAL REVENUE\nTax type  PT  Form 2551Q  Period 12/2027\n"
              "Amount  22,332.OO\nStatus  SUCCESSFUL  Ref 2O28Ol19-88l4\nDate  19 Jan 2028 10:42"),
        c("mayors", MSN, MSN, MSN_URL,
          "BPLO Moalboal: Good afternoon maam, your 2028 Mayor's Permit is ready for release. Please bring the "
          "official receipt. Also the sanitary permit of your staff (health certificates) must be updated by March.",
          "Lorna + Dodong health certs by March", "communication"),
        c("mayors", PH, _photo("IMG_20280121_143350.jpg"), "", "",
          "permit up on the wall. salamat Lord", "deadline",
          ocr="MAYOR'S PERMIT  2O28\nMunicipality of Moalboal, Cebu\nPermit No. 2O28-Ol42  Business Name: "
              "SARDINAS DIVERS\nLine of business: Dive center / Tourism services\nValid until December 31, 2O28"),
        c("bir", NP, TODO, "",
          "BIR: 2551Q paid 19th. invoices LBC'd 24th. Gina says book the annual ITR review before April, and stop "
          "writing receipts on the old OR booklet",
          "no more old ORs. Lorna keeps using them", "tax, planning"),
    ],
    "compressor": [
        c("repair", MSN, MSN, MSN_URL,
          "Dodong: Maam, ang compressor nag-kanaas na pud, murag sa piston. Gi-off nako. Naa pay 14 ka tangke nga "
          "puno para ugma.",
          "knocking again. 14 full tanks = 1 day", "communication"),
        c("repair", GC, _gc("Coltri MCH-16 knocking noise second stage - ScubaBoard"),
          "https://www.scubaboard.com/community/threads/coltri-mch16-knocking.61204/",
          "A knocking sound under load on the MCH-16 is usually the 2nd stage piston rings or a worn small end "
          "bearing. Check the interstage pressure and the safety valve. If the oil is milky, stop running it.",
          "oil not milky. 2nd stage rings probably", "social"),
        c("air", MSN, MSN, MSN_URL,
          "Nonoy (Tongo Divers): Sige Tess, i-fill namo imong tangke ugma hangtod ma-ayo imo. P100 per fill, dala "
          "lang sa pickup alas 5.",
          "100/fill. Dodong brings 20 tanks at 5", "communication, price"),
        c("repair", WA, WHATSAPP, "",
          "Aquaquest Marine (Manila): Hi maam, we have the 2nd stage piston ring set and the P41 filter cartridge for "
          "MCH-16 in stock. P8,450 + P9,870. Ship via LBC tomorrow if paid today, 2-3 days to Moalboal.",
          "18,320 ouch. pay GCash now", "communication, shopping, price"),
        c("repair", PH, _photo("Screenshot_20280111_164822_GCash.jpg"), "", "",
          "paid. screenshot to Aquaquest", "finance, invoice",
          ocr="GCash\nSent via GCash  Express Send\nAQUAQUEST MARINE SUPPLY\n+63 917 *** 4418\nAmount  18,32O.OO\n"
              "Total Amount Sent  P18,32O.OO\nRef No. 7O12 884 55l9O3  Jan 11,2028 4:48 PM"),
        c("air", XL, _xl("tank_log.xlsx"), "", "",
          "2 tanks failed vis. out of service till hydro", "planning",
          ocr="TANK LOG  Jan 2028\nTank#  Type   Hydro due   VIS      Status\nSD-03  AL80   03/2O28     "
              "OK       in use\nSD-11  AL80   O1/2O28     FAIL     OUT\nSD-17  AL80   O8/2O29     OK       in use\n"
              "SD-22  AL8O  l1/2O27     FAIL     OUT\n28 in use  2 out"),
        c("repair", MSN, MSN, MSN_URL,
          "Boy Lim (mechanic): Tess, I can come Sat morning, 1st bus from Cebu, arrive 9. Bring the parts. P3,500 "
          "labor plus fare. I'll check the valves also while open.",
          "sat 9am. parts must be here by fri", "communication"),
        c("air", GC, _gc("Breathing air quality test kit - Aquaquest Marine"), "https://aquaquestmarine.ph/air-test",
          "Compressed breathing air analysis per EN 12021: CO, CO2, oil mist, water vapour. Send the sample cylinder "
          "back by courier; results by email the working day after it arrives. PHP 6,200.",
          "need it before nitrox for SG. order w/ the parts?", "shopping, price"),
        c("repair", GC, _gc("LBC Tracking"), "https://www.lbcexpress.com/track", "",
          "parts stuck in Cebu hub. Sinulog!!", "shopping",
          ocr="LBC  Track & Trace\nTracking No. 1l28 44O9 2187\nJan 13 16:02  Accepted  MANILA-PASAY\nJan 14 "
              "O7:40  In transit\nJan 15 O3:12  Arrived CEBU HUB\nJan 15 O5:30  For dispatch - delayed (Sinulog "
              "road closures)"),
        c("air", NP, TODO, "",
          "fills: 20 Tongo sat, 20 sun, 20 mon = 6k. keep count for Nonoy. BFP wants the extra extinguisher in the "
          "compressor room anyway",
          "owe Nonoy 6k by mon", "finance, spending"),
        c("repair", MSN, MSN, MSN_URL,
          "Boy Lim: Parts arrived ba? If Tuesday na lang ko, Monday hapon ko last trip. Sinulog traffic kaayo today.",
          "Tue then. LBC says mon am", "communication"),
        c("repair", PH, _photo("IMG_20280118_113402.jpg"), "", "",
          "rings were scored. Boy says sand in the intake", "spending, invoice",
          ocr="COMPRESSOR SERVICE REPORT  Boy Lim Marine\nUnit Coltri MCH-16  S/N 16O377\n- 2nd stage piston rings "
              "replaced\n- P4l filter cartridge replaced\n- intake hose relocated away from sand\n- safety valve "
              "tested 225 bar OK\nLabor 3,5OO  next service 5OO hrs"),
        c("air", GC, _gm("Your air analysis results - Sample AQ-28-0114"), GM_URL,
          "Results for sample AQ-28-0114 (Sardinas Divers): CO <1 ppm, CO2 320 ppm, oil <0.1 mg/m3, water 18 "
          "mg/m3. PASS, conforms to EN 12021. Certificate attached, valid 6 months.",
          "PASS!! nitrox ok for SG group", "email"),
        c("repair", WA, WHATSAPP, "",
          "Aquaquest Marine: Hi maam, for your next order the MCH-16 service kit (all filters + valves) is on promo "
          "until Jan 31, P14,900. Let us know.",
          "later. after the SG bal comes in", "communication, shopping, price"),
        c("air", MSN, MSN, MSN_URL,
          "Nonoy (Tongo Divers): Tess, no need na bayad ang last 20 fills, para sa cleanup na lang. See you Sat.",
          "Nonoy!! 4k instead of 6k. beer on sat", "communication"),
        c("air", XL, _xl("tank_log.xlsx"), "", "",
          "first EAN32 since the repair. all in range", "planning",
          ocr="NITROX LOG  Jan 2028\nDate   Tank#  O2 %   MOD(1.4)  Filled by  Analysed by\n23/01  SD-03  "
              "32.l   33m       Dodong     Tess\n23/01  SD-17  31.8   34m       Dodong     Tess\n23/01  SD-O5  "
              "32.O   33m       Dodong     Tess\nair test cert AQ-28-Oll4 PASS"),
    ],
    "papa": [
        c("doctor", VB, VIBER, "",
          "Mama: Tess, si Papa na-schedule na sa operasyon sa iyang tuo nga mata, Jan 19 Wednesday, 7am sa Visayas "
          "Eye Center. Kinahanglan daw ug clearance sa cardiologist ug blood tests una.",
          "19th 7am. cardio clearance first. I go 18th", "communication, health, care"),
        c("doctor", GC, _gc("Cataract surgery: what to expect - Visayas Eye Center"),
          "https://visayaseye.com.ph/services/cataract",
          "Phacoemulsification removes the clouded lens through a 2.4 mm incision and replaces it with an "
          "intraocular lens. The procedure takes 20-30 minutes under local anaesthesia; most patients go home the "
          "same day. Bring a companion; you will not be able to drive.",
          "same day home. someone stays with him 1st week", "health, care"),
        c("costs", ED, _pdf("PC2024-0012_Annex_A_All_Case_Rates.pdf"), "", "",
          "16k from PhilHealth per eye. rest we pay", "health, finance",
          ocr="PhilHealth  Circular No. 2O24-OOl2\nAnnex A  ALL CASE RATES\nProcedure         RVS     Case rate  "
              "Professional fee  Facility\nCataract extraction w/ IOL  66984  16,OOO   4,8OO   11,2OO\n"
              "(per eye; monofocal IOL)"),
        c("doctor", VB, VIBER, "",
          "Mama: Dr. Uy's clinic says pre-op tests done today at Perpetual: ECG, CBC, blood sugar. Papa's sugar 148, "
          "they say ok basta naay maintenance.",
          "sugar 148. ask Dr Uy if ok to operate", "communication, health"),
        c("costs", PH, _photo("IMG_20280112_171502.jpg"), "", "",
          "premium lens 95k?? monofocal 42k. ask Joel", "health, price, comparison",
          ocr="VISAYAS EYE CENTER  Cost estimate\nPatient: ABELLANA, NONOY  OD\nPhaco + monofocal IOL       "
              "42,OOO\nPhaco + toric IOL          68,OOO\nPhaco + multifocal (premium) 95,OOO\nLess PhilHealth  "
              "(16,OOO)\nexcl. pre-op tests, meds"),
        c("costs", VB, VIBER, "",
          "Joel: Tess I'll send 30k this payday (Jan 15) via Western Union. Let Papa choose, he reads a lot, maybe "
          "toric if astigmatism. Don't let Mama pay from her pension.",
          "Joel 30k on 15th. toric if Dr Uy says", "communication, finance"),
        c("doctor", GC, _gm("Cardiology clearance - Nonoy Abellana"), GM_URL,
          "Dear Dr. Uy, Mr. Nonoy Abellana, 72, hypertensive and diabetic on maintenance, was seen today. ECG shows "
          "normal sinus rhythm. He is cleared for cataract surgery under local anaesthesia, low cardiac risk. "
          "Continue metformin and amlodipine. Dr. R. Go, Cardiology",
          "cleared!! fwd to Dr Uy's clinic", "email, health, care"),
        c("aftercare", NP, TODO, "",
          "Papa after op: who stays? me 19-20, Mama alone is not enough for the drops + he won't rest. Joel's wife? "
          "Tita Baby from Talisay 21-26?",
          "ask Tita Baby. Bea stays w/ Mel", "planning, household"),
        c("costs", GC, _gc("Western Union - Track transfer"), "https://www.westernunion.com/ph/en/track-transfer.html",
          "", "Joel's 30k ready for pickup. Mama claims at SM", "finance",
          ocr="Western Union  Track a transfer\nMTCN 48l-2O5-9917\nStatus: Available for pick up\nSender  JOEL "
              "ABELLANA  Dubai, AE\nReceiver  NENE ABELLANA\nAmount  30,OOO.OO PHP"),
        c("doctor", VB, VIBER, "",
          "Mama: Si Dr. Uy ni-ingon toric lens ang maayo kay naa siyay astigmatism. Fasting after midnight ugma sa "
          "gabii. Adto mi 6am.",
          "toric then. 68k - 16k. I bring him 6am", "communication, health"),
        c("doctor", NP, TODO, "",
          "for tomorrow 6am: Papa's maintenance meds list, the cardio clearance printout, PhilHealth MDR + IDs, "
          "sunglasses, jacket (clinic is cold), no breakfast, Mama stays home",
          "alarm 5am. Papa will argue about breakfast", "health, care, planning"),
        c("aftercare", GC, _gc("Moxifloxacin, prednisolone eye drops after cataract surgery - schedule"),
          "https://www.healthline.com/health/eye-health/eye-drops-after-cataract-surgery",
          "After cataract surgery you will usually use an antibiotic drop and a steroid drop, four times a day for "
          "the first week, then tapering. Wait five minutes between drops. Wear the eye shield at night and avoid "
          "rubbing the eye.",
          "make a chart for Mama. 5 min between", "health, care"),
        c("doctor", NP, TODO, "",
          "op done 8:15. Dr Uy: smooth, lens in, IOP ok. shield tonight, back tomorrow 9am for day-1 check, no "
          "bending, no water in the eye",
          "Papa joking already. thank God", "health, care"),
        c("costs", PH, _photo("IMG_20280119_124215.jpg"), "", "",
          "paid 52k + meds. card. Joel's 30k in", "health, finance, invoice",
          ocr="VISAYAS EYE CENTER  STATEMENT OF ACCOUNT\nPatient ABELLANA,NONOY  Adm Jan 19 2O28\nPhaco + toric "
              "IOL OD      68,OOO.OO\nMedicines/supplies        3,85O.OO\nLess PhilHealth          -16,OOO.OO\n"
              "AMOUNT DUE               55,85O.OO\nPaid: VISA ****2231"),
        c("aftercare", XL, _xl("Papa_eyedrops.xlsx"), "", "",
          "printed 2 copies, 1 on the ref", "health, planning",
          ocr="PAPA EYE DROPS  (RIGHT EYE)\nTime   Vigamox  Pred Forte  Shield\n6AM     x        x\n12NN    x  "
              "      x\n6PM     x        x\n10PM    x        x         ON\nWk1 4x/day  Wk2 3x/day  Wk3 2x  Wk4 1x"),
        c("doctor", NP, TODO, "",
          "day-1 check: IOP 16, cornea clear, vision 20/40 already. next follow-up 26 Jan 10am at the clinic, then "
          "1 month. Mama + Papa home by taxi, me on the 2pm bus",
          "26th = SG group day!! Tita Baby takes him", "health, care"),
        c("aftercare", VB, VIBER, "",
          "Tita Baby: Tess, ako na lang muadto Mabolo Friday hangtod next Wed. Ako bantay sa tulo ug ni Papa mo. Dad-"
          "a lang ko ug pasalubong nga danggit hehe.",
          "Tita Baby 21-26!! danggit from Moalboal", "communication, household"),
        c("aftercare", VB, VIBER, "",
          "Mama: Tess, si Papa gusto na mobasa sa newspaper ug mag-TV. Pwede na ba? Medyo hazy pa daw pero klaro na "
          "ang kolor.",
          "ask Dr Uy's nurse. hazy normal 1st days?", "communication, health"),
        c("costs", GC, _gc("PhilHealth Member Portal - Claims status"), "https://memberinquiry.philhealth.gov.ph",
          "", "claim in process. Mama's MDR updated", "health, finance",
          ocr="PhilHealth  Member Inquiry\nPIN 19-O5l2883O2-7  ABELLANA,NONOY\nClaim  Series 2O28Ol19-O44l\n"
              "Facility  VISAYAS EYE CENTER\nAmount  16,OOO.OO\nStatus  IN PROCESS"),
        c("aftercare", GC, _gc("Google Keep"), KEEP_URL,
          "Papa: Vigamox 4x, Pred Forte 4x, shield at night wk1, no swimming 2 wks, no lifting, sunglasses outside, "
          "follow-up 26 Jan 10am Dr Uy, reading ok if not tired",
          "sent the list to Tita Baby too", "health, care, planning"),
        c("aftercare", VB, VIBER, "",
          "Joel: Video call with Papa tonight, he says the TV is 'HD' now hahaha. Thanks sis for handling everything. "
          "I'll send another 10k for the follow-ups.",
          "Papa happy. Joel +10k", "communication, finance"),
    ],
    "cleanup": [
        c("volunteers", MSN, MSN, MSN_URL,
          "Moalboal Dive Shops (group): Tess are we doing the Pescador cleanup again this Jan? Last year 180 kg. "
          "Sat 22 works for us at Savedra, we can bring 1 boat + 8 divers.",
          "yes 22nd. lock the date before CNY rush", "communication, events"),
        c("lgu", GC, _gm("Request: underwater cleanup at Pescador Island Marine Sanctuary, 22 Jan"), GM_URL,
          "Dear Sir, on behalf of the Moalboal dive shops I request permission to hold an underwater and coastal "
          "cleanup at the Pescador Island Marine Sanctuary on Saturday 22 January 2028, 7:00-11:00, with about 40 "
          "volunteer divers on 5 boats. We ask that the sanctuary fee be waived for volunteers.",
          "sent to MENRO. cc tourism office", "email, events"),
        c("volunteers", GC, _gc("Pescador Reef Cleanup 2028 - sign-up - Google Forms"),
          "https://docs.google.com/forms/d/1PescadorCleanup2028/edit#responses", "",
          "19 so far. need more rescue divers", "events",
          ocr="Pescador Reef Cleanup 2028  19 responses\nCert level   OW 3  AOW 8  Rescue 4  DM/Instr 4\nShop  "
              "Sardinas 5  Savedra 5  Tongo 3  Neptune 4  Blue Abyss 2\nT-shirt  S 3  M 7  L 6  XL 3"),
        c("lgu", MSN, MSN, MSN_URL,
          "MENRO Moalboal (Sir Dante): Hi Tess, received your letter. OK for Jan 22. Sanctuary fee waived for "
          "registered volunteers only. Please coordinate with the bantay dagat on duty and give us the waste data "
          "after.",
          "ok na!! bantay dagat + waste data after", "communication, events"),
        c("volunteers", NP, TODO, "",
          "cleanup boats: Sardinas (Mel), Savedra, Tongo, Neptune, Blue Abyss = 5. mesh bags 40, gloves, cutters "
          "for nets, weighing scale from Ate Lorna's kitchen, snacks?",
          "ask Bamboo Reef for snacks", "planning, events"),
        c("lgu", ED, _pdf("ICC_Data_Card_2024.pdf"), "", "",
          "use the ICC sheet so MENRO can compare", "events",
          ocr="INTERNATIONAL COASTAL CLEANUP  DATA CARD\nMost likely to find items:  Grocery bags (plastic)   "
              "Other plastic bags\nFood wrappers (candy,chips)   Beverage bottles(plastic)\nFishing line/nets  "
              "Rope (1 yd/m = 1 piece)\nTotal weight ____ kg  Number of bags ____"),
        c("volunteers", MSN, MSN, MSN_URL,
          "Jomar: Maam, 5 ka rescue divers gikan sa akong DM batch moapil, libre ra sila Sat. Ako na ang briefing "
          "sa safety?",
          "yes Jomar does the safety brief", "communication, events"),
        c("lgu", PH, _photo("IMG_20280118_162611.jpg"), "", "",
          "letter signed. copy for the bantay dagat", "events",
          ocr="Republic of the Philippines\nMUNICIPAL ENVIRONMENT AND NATURAL RESOURCES OFFICE\nMoalboal, Cebu\n"
              "PERMISSION is hereby granted to the MOALBOAL DIVE SHOPS to conduct an underwater cleanup at "
              "Pescador ls. Marine Sanctuary on Jan. 22,2O28\nSanctuary fees waived for registered volunteers.\n"
              "DANTE C. RAMOS  MENRO"),
        c("volunteers", MSN, MSN, MSN_URL,
          "Bamboo Reef Lodge: Maam Tess, we will sponsor snacks and coffee for 40 volunteers on Saturday, bring "
          "to the beach 11am. Also can we put our banner?",
          "banner ok. salamat kaayo", "communication, events"),
        c("lgu", MSN, MSN, MSN_URL,
          "Sir Dante (MENRO): Tess, the garbage truck will pick up at Panagsama 12nn Sat. Please separate the nets "
          "and fishing line, we send them to the recycling project.",
          "nets separate. truck 12nn", "communication, events"),
        c("volunteers", GC, _gm("Re: Cleanup Saturday - briefing and boats"), GM_URL,
          "Hi all, Saturday 22 Jan: meet 6:30 at Panagsama beach front, briefing 6:45 by Jomar, boats leave 7:15 for "
          "Pescador. Buddy pairs, mesh bags, no touching live coral, cut nets only with a buddy. Back by 11 for "
          "weighing and snacks.",
          "sent to all 5 shops + the form list", "email, events, planning"),
        c("volunteers", MSN, MSN, MSN_URL,
          "Neptune Divers: Tess 9 na mi, plus 2 guests OW nga gusto moapil. Ok ra ba ang OW sa 12m? We bring our own "
          "mesh bags.",
          "OW ok w/ a DM buddy, max 12m", "communication, events"),
        c("volunteers", MSN, MSN, MSN_URL,
          "Moalboal Dive Shops (group): Weather check: NE wind 12 kt this morning, Pescador east side choppy. We do "
          "the west wall?",
          "west wall. go", "communication, events"),
        c("lgu", XL, _xl("cleanup_waste_audit_2028.xlsx"), "", "",
          "212 kg! more than last yr. send MENRO tmrw", "events",
          ocr="PESCADOR CLEANUP  22 Jan 2O28  WASTE AUDIT\nItem                 Count   kg\nPlastic bottles      "
              "l84     21.5\nSachets/wrappers     612     9.8\nFishing nets/line     -      96.0\nRope                 "
              "-      31.2\nOther                 -      53.5\nTOTAL  bags 46   212.O kg   volunteers 41"),
        c("volunteers", GC, _gc("Moalboal Dive Shops - Facebook"), "https://www.facebook.com/moalboaldiveshops",
          "Thank you to the 41 volunteer divers from five shops who cleaned Pescador Island Marine Sanctuary this "
          "morning! 212 kg of trash, nearly half of it ghost nets. Special thanks to MENRO, the bantay dagat and "
          "Bamboo Reef Lodge.",
          "posted. tag all shops", "social, events"),
        c("lgu", GC, _gm("Waste data - Pescador cleanup 22 Jan 2028"), GM_URL,
          "Dear Sir Dante, attached is the waste audit from Saturday: 46 bags, 212 kg, of which 96 kg fishing nets and "
          "line kept separate for the recycling project. 41 volunteers from five shops. Thank you for waiving the "
          "sanctuary fees.",
          "sent w/ the sheet. next one in June?", "email, events"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of interleave()): one "HH:MM task" per capture, each taking that task's next capture in TASKS. Monday 10 to Sunday
# 23 January 2028, Moalboal time; the boat leaves at 07:30 and she is underwater most mornings.
DAYS = {
    # Mon: Wei Ling's booking and the permit notice before the boat, the lodge and the dive plan together at lunch,
    # the cleanup group and the barangay's reply after them, her mother's text about Papa after dinner
    "2028-01-10": "06:40 group, 06:52 permit, 12:40 group, 12:52 group, 13:05 cleanup, 13:26 permit, 21:15 papa",
    # Tue: Dodong's message about the compressor at dawn and the forum straight after, the barangay clearance after
    # the boat, the cataract page and PhilHealth's rates at lunch, the fills, the deposit email, BIR's form, the
    # parts ordered and paid
    "2028-01-11": "06:15 compressor, 06:24 compressor, 10:15 permit, 12:30 papa, 12:38 papa, 12:45 compressor, "
                  "14:10 group, 14:18 permit, 16:40 compressor, 16:50 compressor",
    # Wed: no boat for her, a rapid day at the desk: the schedule, the fire officer, the deposit, extinguishers, the
    # tank log between walk-ins, the cleanup letter, Mama's text, the bookkeeper, the mechanic, the ATP, the estimate
    "2028-01-12": "08:05 group, 08:20 permit, 09:10 group, 09:14 permit, 10:30 compressor, 11:00 cleanup, "
                  "11:45 papa, 13:30 permit, 14:05 compressor, 16:00 permit, 17:20 papa, 21:00 group",
    # Thu: the deposit lands at breakfast, the sign-up form, Oslob understood, the fire list, the air test, Joel,
    # MENRO's OK and the refill man's text in the evening
    "2028-01-13": "07:05 group, 12:15 cleanup, 12:25 group, 12:31 permit, 13:40 compressor, 20:45 papa, "
                  "21:10 cleanup, 21:20 permit",
    # Fri: the fire inspection at 9, the van, the gross receipts, the cardiologist
    "2028-01-14": "10:40 permit, 13:05 group, 15:30 permit, 20:40 papa",
    # Sat: the parts stuck in Cebu at dawn, the fills, Priya's form, the assessment, the cleanup's boats and the
    # waste sheet after dinner
    "2028-01-15": "06:20 compressor, 12:50 compressor, 13:05 group, 13:30 permit, 21:05 cleanup, 21:20 cleanup",
    # Sun: Sinulog: the shop is full all day; the group's pre-trip email at night
    "2028-01-16": "12:10 compressor, 20:50 group, 21:02 group",
    # Mon: the printer, the treasurer and BFP's follow-up in a morning at the municipal hall, the rooming list,
    # Papa's carer, Jomar's rescue divers, Joel's money, the lens decided at night
    "2028-01-17": "08:40 permit, 09:15 permit, 09:24 permit, 12:35 group, 12:41 papa, 14:30 cleanup, "
                  "16:10 papa, 21:30 papa",
    # Tue: nitrox at dawn, the extinguisher's photo, Boy Lim fixes the compressor, the bookings sheet, MENRO's
    # letter signed, the bus to Cebu City, at Mama's the list for the morning and the drops page
    "2028-01-18": "07:10 group, 08:15 permit, 11:35 compressor, 12:20 group, 16:26 cleanup, 20:32 papa, 20:45 papa",
    # Wed: the operation: the notes after it, BIR paid from the waiting room, the bill, the lodge, the snacks, the
    # drops chart at night
    "2028-01-19": "08:40 papa, 10:44 permit, 12:42 papa, 13:05 group, 13:20 cleanup, 21:40 papa",
    # Thu: Cebu City: day-1 check, the night dive vote, the air test result on the bus home, Tita Baby, the
    # dealer's promo, the balance question at night
    "2028-01-20": "09:50 papa, 11:20 group, 14:15 compressor, 14:40 papa, 17:30 compressor, 21:05 group",
    # Fri: back at the shop: the truck, Nonoy's fills, the permit released, the briefing and a shop's sign-ups, the
    # permit on the wall, the vans, Papa's question, BIR notes at night
    "2028-01-21": "06:45 cleanup, 10:20 compressor, 12:10 permit, 12:18 cleanup, 12:27 cleanup, 14:35 permit, "
                  "15:00 group, 19:30 papa, 21:00 permit",
    # Sat: the cleanup: the weather message at dawn, the waste audit at noon, the post; the PhilHealth portal
    "2028-01-22": "05:55 cleanup, 12:40 cleanup, 14:05 cleanup, 20:30 papa",
    # Sun: the wind forecast and the rental gear before the group comes, the Keep list, the first nitrox fills, the
    # balance, Joel's video call, the waste data to MENRO
    "2028-01-23": "09:30 group, 09:38 group, 10:15 papa, 16:20 compressor, 19:30 group, 20:10 papa, 21:00 cleanup",
}

TIMELINE = day_timeline(DAYS, TZ)
