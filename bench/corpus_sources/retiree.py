"""Ross Tait, a retired land surveyor in Stoke, Nelson (New Zealand): his beehives, the bowling club's books as its
treasurer, solar panels for the house, a family trip to Rarotonga for Helen's 70th, and the subdivision next door.

Written by hand in session 7 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming or tag code and no run of the placement bench or the app on it, no look at how
anything scores it, and reported at the end of that session. Its misses have been read since, so from session 8
it is a development corpus (bench/data/corpora/, part of the leave-one-out) and a new test corpus took its place.

Ross (71) was a registered cadastral surveyor in Nelson for forty years; Helen (69) turns 70 on Sunday 28 November.
Their daughter Kirsty lives in Brisbane with Sam and their kids Mia and Noah; their son Grant, an electrician, lives
in Christchurch with Aroha and baby Nikau. Ross keeps six hives in the Kellys' orchard at Appleby and two in the
back garden, and in the spring of 2027 the mite counts are up, the hives swarm and the yearly AFB inspection falls
due. He is treasurer of the Stoke Bowling Club: the year's accounts go to the reviewer before the AGM on Sunday
7 November, subs are to go up, and the old greens mower needs a grant. The couple get three quotes for solar panels
and argue about a battery. The whole whānau is to meet in Rarotonga from 23 November for Helen's birthday. And the
neighbours at 14 Kowhai Crescent want to put three houses on their section, with a 2.4 m retaining wall on Ross's
boundary and a right of way narrower than the rules allow. His grandson put Ubuntu on the old ThinkPad: Firefox for
the web (window titles end " — Mozilla Firefox") and WhatsApp Web in a Firefox tab for the family, the bowls
committee, the beekeepers and the neighbours (its window says only "WhatsApp", "(2) WhatsApp" with unread chats),
Thunderbird for his Xtra mail (" - Mozilla Thunderbird", a few read in the folder view and titled only
"Inbox - ross.tait@xtra.co.nz - Mozilla Thunderbird"), Document Viewer (evince, window title the file name) for
PDFs, LibreOffice Calc and Writer, and one gedit file he jots everything into ("jottings.txt (~/Documents) -
gedit"). Memos are an older man's clipped New Zealand English, a surveyor's and a beekeeper's shorthand ("bdy",
"IP", "ROW", "FD", "QC", "OA", "BV", "treas", "AGM", "mtg", "w/c", "moko") with a little te reo Māori
("whānau", "ka pai", "kai", "Kia ora", "Ngā mihi") and, from Rarotonga, Cook Islands Māori ("Kia orana",
"Meitaki", "ei katu"). Many captures never name their task (a WhatsApp message, a bank line, a jotting, a
spreadsheet, a form, a letter).
"""

from datetime import datetime
from zoneinfo import ZoneInfo

from bench.corpora import c

PERSONA = ("retired land surveyor in Nelson, New Zealand: his beehives in spring, treasurer of the bowling club "
           "(accounts, AGM, a grant for a mower), solar panels for the house, a family trip to Rarotonga for his "
           "wife's 70th, the subdivision next door")
# New Zealand daylight time (NZDT, +13:00 all through the span; the clocks went forward on 26 September)
START = datetime(2027, 10, 11, 8, 5, tzinfo=ZoneInfo("Pacific/Auckland"))
SEED = 12_008
APP_WORDS = {"mozilla", "firefox", "thunderbird", "whatsapp", "evince", "gedit", "libreoffice", "calc", "writer",
             "pdf", "ods", "odt", "txt", "xtra", "kiwibank", "westpac", "ecrotek", "trademe", "apinz", "afbpmp",
             "asurequality", "nzct", "bowlsnz", "consumer", "genless", "powerswitch", "octopus", "meridian",
             "airnewzealand", "airnz", "safetravel", "scti", "linz", "landonline", "communitylaw", "google",
             "govt", "tamarindhouse", "snapfish", "sungrow", "fronius", "harboursolar", "passports",
             "nzbeekeepers", "rarotongaholidayhomes"}

TASK_NAMES = {
    "bees": ("The hives", "bees", "beekeeping", "apiary"),
    "bowls": ("Bowling club treasurer", "bowls club", "club accounts", "treasurer"),
    "solar": ("Solar panels", "solar", "solar power", "PV system"),
    "raro": ("Rarotonga trip for Helen's 70th", "Raro", "Rarotonga", "family holiday"),
    "subdiv": ("Subdivision next door", "number 14", "resource consent", "the neighbours' subdivision"),
}
SUB_NAMES = {
    "bees/varroa": ("Varroa treatment", "mites", "mite counts", "oxalic strips"),
    "bees/swarms": ("Swarms and splits", "swarm", "queen cells", "nucs"),
    "bees/afb": ("AFB inspection", "American foulbrood", "certificate of inspection", "DECA"),
    "bowls/accounts": ("Annual accounts", "accounts", "year-end books", "reviewer"),
    "bowls/agm": ("AGM and remits", "AGM", "annual meeting", "subs remit"),
    "bowls/grant": ("Mower grant", "grant application", "greens mower", "NZCT grant"),
    "solar/quotes": ("Installer quotes", "quotes", "which installer", "system size"),
    "solar/battery": ("Battery or not", "battery", "home battery", "hybrid inverter"),
    "solar/export": ("Buyback and the meter", "buy-back rate", "export", "power retailer"),
    "raro/flights": ("Flights and passports", "flights", "passport", "Air NZ"),
    "raro/stay": ("Villa at Muri", "villa", "accommodation", "where we stay"),
    "raro/insurance": ("Travel insurance", "insurance", "medical assessment", "pre-existing conditions"),
    "raro/birthday": ("Helen's birthday dinner", "birthday", "70th", "the speech"),
    "subdiv/application": ("The consent application", "scheme plan", "right of way", "council notice"),
    "subdiv/boundary": ("Our boundary", "boundary pegs", "title", "fence"),
    "subdiv/submission": ("Writing the submission", "submission", "Form 13", "hearing"),
}

FF = "firefox"
TB = "thunderbird"
EV = "evince"
LC = "libreoffice-calc"
LW = "libreoffice-writer"
GE = "gedit"
WA = "WhatsApp — Mozilla Firefox"
WA2 = "(2) WhatsApp — Mozilla Firefox"
WA_URL = "https://web.whatsapp.com/"
JOT = "jottings.txt (~/Documents) - gedit"
INBOX = "Inbox - ross.tait@xtra.co.nz - Mozilla Thunderbird"  # a message read in the folder view
HIVES = "hive records 2027.ods - LibreOffice Calc"
RARO = "Raro costs.ods - LibreOffice Calc"


def _f(title: str) -> str:
    return f"{title} — Mozilla Firefox"


def _t(subject: str) -> str:
    return f"{subject} - Mozilla Thunderbird"


def _lc(file: str) -> str:
    return f"{file} - LibreOffice Calc"


def _lw(file: str) -> str:
    return f"{file} - LibreOffice Writer"


TASKS = {
    "bees": [
        c("varroa", LC, HIVES, "", "",
          "H1 14/300 = nearly 5%. treat this wk", "planning",
          ocr="A      B          C              D                 E\nHive   Site       Boxes          Mite wash /300   "
              " Date\nA1     Appleby    2 FD           3                 03/10\nA2     Appleby    2 FD           2"
              "                 03/10\nA3     Appleby    2 FD + 3/4     5                 03/10\nA4     Appleby    "
              "2 FD           6                 03/10\nA5     Appleby    1 FD           1                 03/10\n"
              "A6     Appleby    2 FD           4                 03/10\nH1     Home       1 FD + 3/4     14    !!"
              "          09/10\nH2     Home       2 FD           8                 09/10"),
        c("varroa", FF, _f("Varroa control in spring — Apiculture New Zealand"),
          "https://apinz.org.nz/varroa/spring-treatment/",
          "Spring treatment should be in the hive before the honey supers go on. Synthetic strips (Bayvarol, Apistan) "
          "stay in for six to eight weeks, two strips per brood box. Where mites have survived a synthetic treatment, "
          "rotate to an organic acid such as oxalic acid on cardboard staples, four per brood box.",
          "BV last autumn AND last spring. rotate → OA", "learning"),
        c("swarms", FF, _f("Queen cells, swarming and splits — NZ Beekeeping Basics"),
          "https://www.nzbeekeepers.org.nz/basics/swarm-control",
          "If you find capped queen cells, the colony has probably already swarmed or is about to. A walk-away split: "
          "move the old queen with two frames of brood and one of honey into a nuc box, leave the queen cells in the "
          "parent hive, and do not open it again for two weeks.",
          "A3 had 5 QC sat. split it before it goes", "learning"),
        c("varroa", FF, _f("Oxalic Acid Staples - 40 pack — Ecrotek"),
          "https://www.ecrotek.co.nz/products/oxalic-acid-staples-40",
          "Oxalic Acid Staples, 40 pack. Cardboard strips soaked in oxalic acid and glycerine. Hang four staples per "
          "brood box between the frames; remove after 56 days. NZD 89.90. In stock, dispatched next working day.",
          "8 hives x 4-6 = 2 packs", "shopping, price"),
        c("afb", TB, _t("AFB PMP: your Certificate of Inspection is due by 1 December"), "",
          "Kia ora Ross, our records show you hold a DECA and have 2 apiaries registered (34127 Appleby, 34128 Stoke). "
          "As a DECA holder you must inspect every colony for American foulbrood between 1 August and 30 November and "
          "submit a Certificate of Inspection by 1 December. Ngā mihi, Management Agency, AFB National Pest "
          "Management Plan",
          "before raro. so by 20 nov really", "email, deadline"),
        c("swarms", FF, WA, WA_URL,
          "Helen: ROSS there's a swarm in Pauline's hedge!! Came out of the back hive I think. The whole garden is "
          "buzzing, Pauline's shut the kids inside. Where are you??",
          "H2 swarmed. bugger. nuc + sheet in the ute, home in 20", "communication"),
        c("varroa", FF, WA, WA_URL,
          "Trev Hollis: Anyone else seeing mite counts up already? Did washes Sunday, two of mine over 3%. Going in "
          "with OA staples this week, Bayvarol isn't touching them any more.",
          "same as mine. resistance round here?", "communication"),
        c("afb", EV, "AFB_recognition_DECA_manual_2024.pdf", "",
          "The rope test: push a matchstick into a suspect cell, stir the contents and withdraw it slowly. Larvae dead "
          "of American foulbrood draw out in a light-brown, ropy thread 10 to 30 mm long. Sunken, greasy or "
          "perforated cappings on a patchy brood pattern are the first sign.",
          "A5 had 3 sunken cappings. ropy test thurs. probably nothing. PROBABLY", "learning"),
        c("swarms", GE, JOT, "",
          "Tue 2.30 swarm from H2, clustered in Pauline's hedge about 1.8 m up. Shook into the poly nuc, saw the queen "
          "(unmarked, old girl). Left the nuc under the hedge till dusk, then down to the bottom of the garden.",
          "H2 queenless now? check eggs in 7 days", "planning"),
        c("varroa", TB, _t("Your Ecrotek order EC-448120 has shipped"), "",
          "Order EC-448120. 2 x Oxalic Acid Staples 40pk $179.80, 1 x Mite wash kit $24.50, shipping $9.50, total "
          "$213.80 incl GST. Sent with NZ Post, tracking NZ448120661, expected Friday.",
          "fri. H1 can't wait till fri really", "email, shopping"),
        c("afb", FF, _f("Apiary Register — Management Agency AFB PMP"), "https://afb.org.nz/apiary-register/4471", "",
          "10 hives now w/ the nucs. update numbers", "planning",
          ocr="Beekeeper 4471   TAIT, Ross Malcolm   DECA 3318 (current)\nApiary   Name               Colonies   Last "
              "inspected\n34127    Appleby orchard    6          28/03/2027\n34128    Stoke home         2          "
              "28/03/2027\nAnnual Disease Return 2027: SUBMITTED 01/06/2027\nCertificate of Inspection 2027: "
              "NOT YET RECEIVED"),
        c("swarms", FF, _f("Swarm collectors — Nelson Beekeepers Club"), "https://nelsonbeekeepers.org.nz/swarms",
          "Found a swarm? Ring one of our collectors. Stoke / Richmond: Ross Tait 021 447 1902, Trev Hollis 027 332 "
          "8145. Nelson city: Maria Fenwick 022 519 0037. Please do not spray them; swarms are gentle and usually "
          "move on within a day.",
          "3 calls already. take me off 23 nov - 3 dec", "planning"),
        c("varroa", GE, JOT, "",
          "Wed: A1-A6 OA staples in, 4 per FD, 2 in the 3/4s. H1 + H2 Thurs after bowls. Gloves + glasses, the acid "
          "burns. Remove after 56 days.",
          "56 days = 8 dec. diary it", "planning, deadline"),
        c("afb", FF, WA, WA_URL,
          "Trev Hollis: Ross if you want a second pair of eyes on that hive I'm out Appleby way Thursday. Got a swab "
          "kit in the car. No charge, just bring the good coffee 😄",
          "thurs 10am at the Kellys'", "communication"),
        c("swarms", TB, _t("Swarm call - 14 Songer St"), "",
          "Hi Ross, a lady on Songer Street rang, there's a swarm on her letterbox about the size of a rugby ball. "
          "She's at home all afternoon. Her number is 03 547 2286. Cheers, Maria (Nelson Beekeepers Club)",
          "done 4pm. quiet lot, into the spare nuc", "email"),
        c("varroa", EV, "Varroa_control_guide_2024.pdf", "", "",
          "H1 way over. A4 + H2 over. rest fine", "learning",
          ocr="TABLE 3  Treatment thresholds (alcohol wash, 300 bees)\nSeason         Mites per 300   Mites per 100   "
              "Action\nSpring         > 6             > 2             Treat now\nSummer         > 9             > 3"
              "             Treat after harvest\nAutumn         > 6             > 2             Treat now\n"
              "Mites on a sticky board are not a reliable count for treatment decisions.   — 14 —"),
        c("afb", EV, "COI_2027_form.pdf", "", "",
          "one per apiary. fill in after thurs", "deadline",
          ocr="CERTIFICATE OF INSPECTION  2027\nBeekeeper no. ______   DECA no. ______\nApiary ID ______   Date "
              "inspected ___/___/______\nNumber of colonies inspected ______\nAFB found?   ☐ No   ☐ Yes → number of "
              "colonies destroyed ______\nI certify that I inspected every colony in this apiary.\nSignature "
              "______________   Due: 1 December"),
        c("swarms", FF, _f("Nuc box 5 frame full depth poly - new | Trade Me"),
          "https://www.trademe.co.nz/a/marketplace/pets-animals/bees/listing/4417730291", "",
          "2 more nucs. swarms everywhere this yr", "shopping, price",
          ocr="Nuc box 5 frame full depth poly - new\nRichmond, Tasman   Listed Mon 11 Oct\nBuy Now   $65.00\n"
              "Quantity available: 6\nPick up available. Shipping from $14.50 (Nationwide)\n★ 4.9  Seller: "
              "tasmanbeegear (1,022 feedback)"),
        c("varroa", FF, _f("Sugar shake or alcohol wash? — NZ Beekeepers Forum"),
          "https://forum.nzbeekeepers.org.nz/t/sugar-shake-vs-alcohol-wash/3318",
          "Sugar shake keeps the bees alive but misses a good share of the mites, especially when it's humid. Alcohol "
          "wash kills the 300 bees but it's the count the thresholds were written for. I do alcohol on every hive "
          "and sugar only on the queen-rearing ones.",
          "stick w/ alcohol. 300 bees is nothing in spring", "social, comparison"),
        c("afb", GE, JOT, "",
          "A5 Thurs with Trev: 3 sunken cappings, rope test negative, sent the swab away anyway. Rest of Appleby "
          "clean, both home hives clean. COI for both apiaries online once the lab's back.",
          "phew. coffee for trev owed", "planning"),
        c("swarms", LC, HIVES, "", "",
          "10 colonies. too many for a retired bloke", "planning",
          ocr="Hive   Site       Boxes       Queen             Notes\nA3     Appleby    2 FD        old   split "
              "16/10\nN1     Appleby    1 FD nuc    QC x2 from A3     check 30/10\nH2     Home       2 FD        "
              "queenless?       swarmed 12/10, eggs?\nS1     Home       1 FD nuc    swarm queen      from H2 hedge\n"
              "S2     Home       1 FD nuc    unknown           Songer St letterbox"),
        c("afb", TB, INBOX, "", "",
          "clean!! tell trev. COI in tonight", "email",
          ocr="From: AsureQuality Laboratory <lab.results@asurequality.com>\nSubject: Result - bee comb swab - AQ-99213"
              "\nClient: R. Tait   Apiary 34127   Hive A5\nTest: Paenibacillus larvae (AFB) PCR\nResult: NOT "
              "DETECTED\nThis result relates only to the sample tested."),
    ],
    "bowls": [
        c("accounts", LC, _lc("Stoke BC accounts 2026-27.ods"), "", "",
          "bar stock doesn't tie to the invoices. $340 out", "finance, spending",
          ocr="STOKE BOWLING CLUB INC   Year to 31 August 2027\nRECEIPTS                        PAYMENTS\nSubs "
              "(58)         12,760.00     Greenkeeper        14,300.00\nBar takings      18,432.40     Bar stock"
              "          11,026.15\nGreen fees        1,140.00     Power               3,212.08\nNZCT (shade "
              "sails)  6,000.00     Insurance           2,870.00\nRaffles etc        1,548.00     Rates               "
              "1,460.43\n                               Affiliation + other  3,044.00\n"
              "TOTAL            39,880.40     TOTAL              35,912.66"),
        c("agm", TB, _t("Notice of Annual General Meeting - Sunday 7 November"), "",
          "Notice is given that the Annual General Meeting of the Stoke Bowling Club Inc. will be held in the "
          "clubrooms at 2pm on Sunday 7 November 2027. Nominations for officers and notices of remits must reach the "
          "Secretary in writing by Sunday 24 October. Afternoon tea to follow. Maureen Orchard, Secretary",
          "subs remit in by the 24th", "email, meeting, deadline"),
        c("grant", FF, _f("Apply for a grant — NZCT"), "https://www.nzct.org.nz/apply/how-to-apply",
          "Community groups can apply for equipment, facilities and operating costs. Every application needs two "
          "quotes, a copy of the committee minute approving the application, and a bank deposit slip or a bank "
          "statement header. We fund up to 100% of the cost, excluding GST for GST-registered groups.",
          "new greens mower. the old Ransomes is dying", "funding"),
        c("accounts", TB, _t("Re: Annual accounts for review"), "",
          "Hi Ross, happy to do the review again this year. I'll need the bank statements for the full year, the bar "
          "stocktake at 31 August and the subs list. I can't look at it before the 25th, I'm in Wellington with the "
          "grandkids. Pam Nicholls",
          "AGM 7th. tight. send it all tonight", "email, deadline, finance"),
        c("accounts", FF, _f("Business Banking — Westpac One"), "https://banking.westpac.co.nz/one/app/accounts", "",
          "contact?? we're meridian. oh — club is contact. fine", "finance",
          ocr="STOKE BOWLING CLUB INC   Cheque a/c 03-1354-0471290-00\n31 Aug   DEPOSIT BAR TAKINGS            "
              "1,218.50        25,373.86\n30 Aug   DD CONTACT ENERGY                   -264.11     24,155.36\n29 Aug   "
              "EFTPOS MITRE 10 RICHMOND            -86.20     24,419.47\n27 Aug   BILL PMT BOWLS NZ AFFILIATION     "
              "-1,160.00     24,505.67\n25 Aug   DEPOSIT SUBS B MORGAN                440.00     25,665.67"),
        c("agm", EV, "Minutes_AGM_2026.pdf", "", "",
          "31-9 last yr for $220. $240 this time — bev will kick off", "meeting",
          ocr="6. REMITS\n6.1 That the annual subscription be increased from $200 to $220.\n     Moved B. Morgan, "
              "seconded A. Pratt.  CARRIED 31 – 9\n7. ELECTION OF OFFICERS\n     President  J. Fifield    "
              "Secretary  M. Orchard    Treasurer  R. Tait (unopposed)\n8. GENERAL BUSINESS\n     Dress code for "
              "pennants (D. Morgan) – referred to the committee"),
        c("grant", EV, "Quote_Q2291_TurfCare_greens_mower.pdf", "", "",
          "quote 1. need a second", "price, funding",
          ocr="TURFCARE NELSON LTD     QUOTATION Q2291\nTo: Stoke Bowling Club Inc.\nBaroness LM315 greens mower, "
              "11-blade reels, groomers, Kubota diesel\nDelivery, set-up and operator training\nSubtotal      "
              "$38,450.00\nGST 15%        $5,767.50\nTOTAL         $44,217.50\nValid 30 days from 12/10/2027"),
        c("accounts", EV, "Bar_stocktake_31Aug2027.pdf", "", "",
          "there's the $340. stocktake's wrong, not me", "finance",
          ocr="BAR STOCKTAKE  31/08/2027   (counted D. Morgan, B. Lusk)\nItem                       Qty   Unit "
              "cost   Value\nSpeight's 330 btl (24)     6     41.50       249.00\nLion Red 330 can (24)      9     "
              "38.90       350.10\nMonteith's cider (12)      4     27.80       111.20\nHouse white 750            "
              "31    9.20        285.20\nTOTAL AT COST                                2,184.60"),
        c("agm", FF, WA2, WA_URL,
          "Jim Fifield: Got 2 nominations for vice-president so that's a vote. And Des wants a remit on the dress "
          "code for pennants AGAIN 🙄",
          "whites-only debate again. eh", "communication, meeting"),
        c("grant", TB, _t("Re: quote for greens mower"), "",
          "Ross, we can do a reconditioned Toro Greensmaster 1000 for $14,900 + GST with six months' warranty, or a "
          "new one for $31,200 + GST with two years. The recon one was a Nelson Golf Club machine, looked after. "
          "Regards, Phil, Motueka Mowers",
          "recon toro is a third of the baroness. committee will want new", "email, price, warranty, comparison"),
        c("accounts", GE, JOT, "",
          "Subs still owing: Bev & Des Morgan ($440) — no, they paid 25 Aug. Arnie Pratt ($220), the Lusks ($440), "
          "two juniors?? Are juniors free under 18? Check the constitution.",
          "ring arnie, don't email him", "finance, invoice"),
        c("agm", GE, JOT, "",
          "Remit 1: subs $220 → $240 (power up 18%, insurance up 9%). Remit 2: juniors under 18 free. Agenda: "
          "apologies, minutes, president, treas report + accounts, remits, officers, general business.",
          "2 seconders each", "meeting, planning"),
        c("grant", FF, WA, WA_URL,
          "Jim Fifield: Greenkeeper says the Ransomes won't see Christmas. If the grant's not in by the end of the "
          "month we miss the December round and we're mowing with a prayer",
          "round closes 31st. minute from the 14th mtg", "communication, deadline, funding"),
        c("accounts", FF, _f("Annual return — Incorporated Societies Register"),
          "https://is-register.companiesoffice.govt.nz/help-centre/annual-returns/",
          "Incorporated societies must file an annual return, with financial statements, within 6 months of their "
          "balance date. Small societies with operating payments under $140,000 that are not registered charities "
          "may use a statement of receipts and payments and a statement of resources and commitments.",
          "receipts & payments. thank god", "finance, deadline"),
        c("agm", FF, _f("Running your AGM — Bowls New Zealand club toolkit"),
          "https://www.bowlsnz.co.nz/club-toolkit/running-your-agm",
          "Quorum is set by your constitution, usually a fifth of playing members. An ordinary resolution needs a "
          "simple majority of members present and voting; any change to the constitution needs a two-thirds "
          "majority. Circulate the financial statements at least 14 days before the meeting.",
          "14 days = by 24 oct. pam back the 25th. hmm", "meeting, learning, deadline"),
        c("grant", LC, _lc("NZCT mower budget.ods"), "",
          "Greens mower, Baroness LM315: 38,450.00. GST 5,767.50 (club not GST registered, so ask incl. GST). Total "
          "requested 44,217.50. Club contribution: 0. Alternative: Toro Greensmaster 1000 new 35,880.00 incl.",
          "not GST reg'd → ask incl GST", "funding, price, tax"),
        c("accounts", LC, _lc("Stoke BC accounts 2026-27.ods"), "",
          "Statement of receipts and payments for the year ended 31 August 2027. Opening bank balance 21,406.12, "
          "receipts 39,880.40, payments 35,912.66, closing bank balance 25,373.86. Surplus for the year 3,967.74.",
          "ties to the bank now!! to pam tonight", "finance"),
        c("agm", LW, _lw("AGM 2027 Treasurer's report.odt"), "",
          "Treasurer's report. The club finished the year with a surplus of $3,967, thanks mainly to the bar and to "
          "the NZCT grant for the shade sails. Power rose 18% and insurance 9%, which is why the committee puts "
          "forward a remit to raise the annual subscription to $240.",
          "leave the bar stock mix-up out of it", "draft, finance, meeting"),
        c("grant", FF, _f("Online application — Step 3 of 5 — NZCT"), "https://apply.nzct.org.nz/app/12-88213/step3",
          "", "minute!! maureen has it", "funding",
          ocr="Project details\nPurpose: Greens mower for the club's two greens\nAmount requested: $44,217.50\n"
              "Supporting documents\n✓ Quote 1 (TurfCare Q2291)\n✓ Quote 2 (Motueka Mowers)\n✗ Committee minute "
              "approving the application\n✓ Bank deposit slip\n[ Save and continue ]"),
        c("accounts", FF, WA, WA_URL,
          "Maureen Orchard: Ross can you bring the financials printed for the AGM? 40 copies. The club printer's out "
          "of toner again 🙄",
          "warehouse stationery, or kirsty's old printer", "communication"),
        c("agm", TB, INBOX, "", "",
          "the morgans again. fine, it's a vote", "email",
          ocr="From: Maureen Orchard\nSubject: Fwd: nomination\nNOMINATION FOR OFFICE – STOKE BOWLING CLUB INC.\n"
              "Position: Vice-President\nNominee: Barry Lusk\nProposed: Des Morgan    Seconded: Bev Morgan\n"
              "I accept this nomination.  B. Lusk   20/10/2027"),
        c("grant", TB, _t("NZCT: Application received - ref 12-88213"), "",
          "Thank you, your application has been received. Applications are considered by the monthly grants "
          "committee and you will be told the outcome within six to eight weeks. Please do not purchase the items "
          "before a decision is made.",
          "christmas then. hang in there ransomes", "email, funding"),
    ],
    "solar": [
        c("quotes", FF, _f("Solar panels: costs and payback — Consumer NZ"),
          "https://www.consumer.org.nz/articles/solar-power-systems",
          "A typical 6 to 8 kW grid-tied system now costs $12,000 to $18,000 installed. Payback depends mostly on how "
          "much of the power you use yourself: power you export earns far less than what you pay to buy it, so run "
          "the washing machine and dishwasher in the middle of the day.",
          "we're home all day anyway. dishwasher at lunch", "price"),
        c("quotes", EV, "Quote 4471 - R Tait - 8.2kW.pdf", "", "",
          "8.2 too big? we use 7,400 a yr", "price, specs",
          ocr="TOP OF THE SOUTH SOLAR   Quote 4471   12 Kowhai Cres, Stoke\n20 x Jinko Tiger Neo 410 W   = 8.2 kW\n"
              "Fronius Primo 8.2-1 inverter, Wi-Fi monitoring\nEstimated generation  11,300 kWh / yr\nRoof: "
              "longrun, north + west faces\nPrice  $16,980.00 incl GST    Deposit 30% on acceptance"),
        c("export", FF, _f("Solar buy-back rates compared — Powerswitch"), "https://www.powerswitch.org.nz/solar",
          "", "meridian 12c. octopus 15c. switch?", "comparison, price",
          ocr="Retailer         Buy-back (c/kWh)    Notes\nContact          12.0\nElectric Kiwi    10.0\n"
              "Genesis          12.0 (17.0 first 5 kWh/day with a battery)\nMeridian         12.0\nMercury          "
              "12.0\nOctopus          15.0            Sunny plan only\nRates shown incl GST, Nelson region."),
        c("battery", FF, _f("Is a home battery worth it? — Gen Less"), "https://genless.govt.nz/for-everyone/at-home/"
          "home-batteries",
          "At today's prices a battery rarely pays for itself on savings alone: 10 kWh costs around $10,000 to "
          "$13,000 installed. It makes more sense if you value backup power during outages, or if your retailer "
          "pays little for exported power.",
          "no then. unless it cuts out like july again", "price"),
        c("quotes", TB, _t("Your solar quote - Harbour Solar"), "",
          "Hi Ross, thanks for having us. 6.6 kW: 16 x Trina Vertex S+ 415 W with a Sungrow SG5.0RS inverter, "
          "$13,450 incl GST. 25-year panel warranty, 10 years on the inverter. We look after the network application "
          "and the Certificate of Compliance. Cheers, Dan",
          "sungrow vs fronius — ask grant", "email, price, specs, warranty"),
        c("export", EV, "Network_Tasman_DG_application_guide.pdf", "",
          "Small distributed generation up to 10 kW (Part 1A): your installer can apply on your behalf. Export may be "
          "limited to 5 kW per phase. Allow 10 working days for approval; the meter must be changed to an "
          "import/export meter by your retailer before you export.",
          "installer does it. 5kW export cap", "learning"),
        c("quotes", LC, _lc("solar quotes.ods"), "", "",
          "harbour cheapest per kW but 5kW inverter on 6.6 of panels??", "comparison, price",
          ocr="               Top of South    Harbour       Sunergise\nkW             8.2             6.6"
              "           7.0\nPanels         Jinko 410       Trina 415     REC 400\nInverter       Fronius 8.2     "
              "Sungrow 5.0   Enphase micro\nPrice          16,980          13,450        17,600\n$ per W        "
              "2.07            2.04          2.51\nWarranty inv   10              10            25"),
        c("battery", LC, _lc("solar payback.ods"), "", "",
          "battery makes it worse. unless prices go up", "comparison, price",
          ocr="                       No battery     + 10 kWh battery\nSystem cost            14,720         "
              "26,420\nOwn use of solar       45%            78%\nSaving per year        $1,410         $2,180\n"
              "Simple payback         10.4 yrs       12.1 yrs\n(at 32.4c import, 12c export, 7,400 kWh use)"),
        c("quotes", FF, WA, WA_URL,
          "Grant: Dad the Sungrow's fine, heaps of them around. Fronius is the Rolls-Royce but you pay for it. 6.6 of "
          "panels on a 5 kW inverter, you'll lose a couple of % at midday in summer, nothing",
          "ka pai. grant knows his stuff", "communication, comparison"),
        c("export", TB, INBOX, "", "",
          "612 in sept. x 12 ≈ 7,400. ok", "email, spending, invoice",
          ocr="From: Meridian <bills@meridianenergy.co.nz>\nSubject: Your bill for September is ready\nAccount "
              "40113872   12 Kowhai Cres, Stoke\nAnytime usage   612 kWh @ 32.41c   $198.35\nDaily charge    30 days "
              "@ $1.89   $56.70\nTotal due 20 Oct   $255.05"),
        c("battery", FF, WA2, WA_URL,
          "Helen: Pauline says their battery kept the freezer going the whole time in the July storm. Just saying 😇",
          "the freezer argument. hmm", "communication"),
        c("quotes", FF, _f("Harbour Solar, Nelson - reviews"), "https://www.google.com/search?q=harbour+solar+nelson"
          "+reviews",
          "Harbour Solar · 4.8 ★ (112 reviews). \"Installed in one day, very tidy, explained the app to us.\" "
          "\"Good job, but took three weeks after install before the meter was changed and we could turn it on.\"",
          "the meter thing is the power co, not them", "reviews"),
        c("export", FF, _f("Sunny plan — Octopus Energy NZ"), "https://octopusenergy.nz/plans/sunny",
          "Export your solar for 15c/kWh, with free power from 9am to 12pm on weekends. Daily charge $2.20, anytime "
          "rate 31.8c/kWh. No fixed term, no exit fees.",
          "daily charge higher. work it out after install", "price, comparison"),
        c("battery", EV, "Sungrow_SBR_battery_datasheet.pdf", "",
          "SBR096: 9.6 kWh usable, modular 3.2 kWh packs, expandable to 25.6 kWh. Backup power requires a Sungrow SH "
          "series hybrid inverter and the backup box. 10-year warranty at 70% retained capacity.",
          "needs HYBRID inverter. SG5.0RS isn't. ask SH price", "specs, warranty"),
        c("quotes", GE, JOT, "",
          "Harbour site visit Thurs 9am. Ask: roof screws into 1978 purlins ok? west face worth it? who talks to the "
          "lines company? can it be done before xmas?",
          "helen: NOT on the street side", "planning"),
        c("export", FF, WA, WA_URL,
          "Grant: Don't switch retailer before the meter's changed Dad, you'll end up with two of them blaming each "
          "other over the export meter. Meter first, then shop around",
          "right. meter first, switch later", "communication"),
        c("battery", TB, _t("Re: battery ready?"), "",
          "Hi Ross, the SH5.0RS hybrid adds $1,150 over the SG5.0RS. A battery can then go on at any time without "
          "changing the inverter, and we wire a backup circuit for the fridge, freezer and lights. Most of our "
          "customers go battery-ready now. Dan",
          "battery-ready yes. battery itself in 2 yrs", "email, price"),
        c("quotes", TB, _t("Revised quote - R Tait - 7.4kW"), "",
          "Following the site visit: 18 panels (7.4 kW) on the north and west faces, Sungrow SH5.0RS hybrid, "
          "battery-ready, $14,720 incl GST. Earliest install week commencing 22 November, then 6 December.",
          "w/c 22 nov we're away. 6 dec. deposit", "email, price"),
        c("export", FF, _f("Meter change request — Meridian"), "https://www.meridianenergy.co.nz/my-account/meter",
          "", "network approval first. after we're back", "planning",
          ocr="Your request: import/export meter (solar)\nReference MR-2204119\nStatus: Waiting for network "
              "approval\nWe'll contact you to book the meter change once your lines company has approved the "
              "connection.\nInstaller: Harbour Solar Ltd"),
        c("battery", GE, JOT, "",
          "Battery: no for now. Hybrid inverter yes (+1,150). Backup circuit: fridge, freezer, router, lights in the "
          "kitchen. Revisit when the price of 10 kWh is under $8k.",
          "helen happy. freezer covered", "planning"),
    ],
    "raro": [
        c("flights", FF, WA, WA_URL,
          "Kirsty: We're IN!! Sam got the leave 🎉 Brisbane to Raro via Auckland on the 24th, lands about two hours "
          "after you. Mia wants to snorkel with turtles, Noah wants to see a coconut crab",
          "all 9 of us then. nikau on a lap", "communication, travel, flight"),
        c("stay", FF, _f("Muri Lagoon Villa, 4 bedrooms — Rarotonga Holiday Homes"),
          "https://www.rarotongaholidayhomes.com/villas/muri-lagoon-villa",
          "Four bedrooms (sleeps 10), two bathrooms, lagoon frontage at Muri. Kayaks and snorkel gear included. NZD "
          "690 per night, minimum five nights. A 30% deposit secures your booking; balance 30 days before arrival.",
          "8 nights x 690 = 5,520. thirds", "hotel, price, travel"),
        c("insurance", FF, _f("Travel insurance for over 70s — Southern Cross Travel Insurance"),
          "https://www.scti.co.nz/travel-insurance/seniors",
          "Travellers aged 70 and over can buy our policies with no upper age limit. Pre-existing medical conditions "
          "need an online medical assessment; some are covered automatically, others may carry an extra premium or "
          "be excluded.",
          "my AF + helen's knee. both to assess", "travel, health"),
        c("flights", FF, _f("Select your flights — Air New Zealand"),
          "https://www.airnewzealand.co.nz/booking/select-flights", "",
          "dateline — we land the day before we leave lol", "flight, travel, price",
          ocr="Nelson (NSN) → Rarotonga (RAR)   Wed 24 Nov\nNZ8118   06:10 NSN – 07:25 AKL\nNZ946    09:40 AKL – "
              "14:25 RAR (Tue 23 Nov)\nSeat    $412      Seat+Bag    $489      Works Deluxe    $1,129\nprice per "
              "adult, one way"),
        c("birthday", FF, _f("Tamarind House Restaurant — Rarotonga"), "https://www.tamarindhouse.co.ck/",
          "Dinner Tuesday to Saturday from 5.30pm in a restored 1930s colonial house by the sea at Avarua. Private "
          "verandah for groups up to 14. Bookings essential, closed Sunday and Monday.",
          "her b'day's the sunday. sat 27th then", "events, reservation"),
        c("insurance", EV, "SCTI_Policy_Wording_2027.pdf", "",
          "Section 1 Overseas medical expenses: unlimited, except for claims arising from a pre-existing condition "
          "that was not declared and accepted in writing. A pre-existing condition includes any condition for which "
          "you have had a change in medication or treatment in the 90 days before buying the policy.",
          "declare the knee even tho it's 2021", "health, travel"),
        c("stay", FF, WA, WA_URL,
          "Aroha: Kia ora Dad! Does the villa have a cot for Nikau? And could we have a room away from the road, "
          "he's a shocking sleeper at the moment 😅 The whole whānau in one house, can't wait!",
          "ask re cot + the back room", "communication, hotel"),
        c("flights", TB, _t("Your Airpoints Dollars balance"), "",
          "Kia ora Ross, you have 612 Airpoints Dollars™ available to spend. Use them to pay for all or part of any "
          "Air New Zealand flight, including taxes.",
          "612 = most of helen's fare", "email, flight, price"),
        c("insurance", FF, _f("Medical assessment — Southern Cross Travel Insurance"),
          "https://www.scti.co.nz/quote/medical-assessment", "",
          "med change = the new dabigatran dose in aug. bugger", "health, care, price",
          ocr="Traveller 1: Ross Tait (71)\nCondition: Atrial fibrillation   Diagnosed: 2019\nAdmitted to hospital "
              "in the last 12 months?   ○ Yes  ● No\nAny change in medication in the last 90 days?   ● Yes  ○ No\n"
              "Result: COVERED with an additional premium of $184.30"),
        c("stay", TB, _t("Re: Booking enquiry 24 Nov - 2 Dec"), "",
          "Kia orana Ross, yes the villa is free. You arrive on Tuesday the 23rd our time (the dateline!), so that is "
          "nine nights from the 23rd to the 2nd. We have a cot and a high chair, and the back bedroom looks over the "
          "lagoon away from the road. Meitaki, Mama Tere",
          "dateline again. 9 nights not 8", "email, hotel, reservation"),
        c("flights", FF, _f("Travel advice: Cook Islands — SafeTravel"),
          "https://www.safetravel.govt.nz/cook-islands",
          "New Zealand citizens do not need a visa to visit the Cook Islands, but your passport must be valid for at "
          "least six months beyond the date you leave. Departure tax is included in the price of your ticket.",
          "helen's passport runs out march!! not 6 months", "visa, travel"),
        c("birthday", FF, WA, WA_URL,
          "Kirsty: Dad what about a photo book for Mum — 70 photos for 70 years? I can put it together online if you "
          "scan the old ones. Don't tell her!!",
          "the albums in the hall cupboard. after bowls", "communication, events"),
        c("insurance", TB, _t("Re: prescription for the trip"), "",
          "Dear Ross, Dr Patel is happy to prescribe three months' supply of dabigatran and write a letter for "
          "customs. Please book a 15-minute appointment online; the script can be collected from reception. Stoke "
          "Medical Centre",
          "book it. flu jab same time", "email, care, health"),
        c("flights", FF, _f("Renew an adult passport — New Zealand Passports"),
          "https://www.passports.govt.nz/renew-a-passport/", "",
          "standard, 10 days is fine. do it TODAY", "visa, price, deadline",
          ocr="Renew an adult passport online\nStandard service   up to 10 working days   $215.00\nUrgent service "
              "    up to 3 working days    $426.00\nYou'll need: your current passport, a digital photo, a "
              "credit or debit card\n[ Start your application ]"),
        c("stay", LC, RARO, "", "",
          "dinner's on us. it's her 70th", "price, hotel",
          ocr="VILLA  Muri Lagoon   23 Nov – 2 Dec   9 nights @ 690   6,210.00\nDeposit 30%    1,863.00   PAID "
              "15/10\nBalance due 24/10   4,347.00\nKirsty & Sam    1/3    2,070.00\nGrant & Aroha   1/3    "
              "2,070.00\nUs              1/3    2,070.00  + Tamarind dinner"),
        c("birthday", TB, _t("Booking confirmation - Tamarind House - Sat 27 Nov"), "",
          "Kia orana Mr Tait, we are pleased to confirm your table for 8 plus a high chair at "
          "6.30pm on Saturday 27 November, on the private verandah. We can bring out a cake if you drop it in that "
          "morning.",
          "don't tell helen. tell the kids not to tell helen", "email, reservation, events"),
        c("insurance", FF, WA, WA_URL,
          "Helen: Did you put my knee on the insurance? The surgeon's letter is in the blue folder on the piano",
          "yes. 2021, full recovery, no extra premium", "communication, health"),
        c("flights", GE, JOT, "",
          "Flights: us NSN–AKL–RAR 24/11 (land 23/11 local), back RAR–AKL 2/12, land 3/12. Grant, Aroha + Nikau "
          "CHC–AKL–RAR same morning. Kirsty's lot BNE–AKL–RAR, 5 hrs in AKL.",
          "poor moko. 5 hrs at akl", "travel, itinerary, flight"),
        c("stay", FF, _f("International payment — Kiwibank"), "https://www.ib.kiwibank.co.nz/payments/international",
          "", "paid. kirsty + grant owe 621 each", "finance",
          ocr="International payment confirmed\nTo: Rarotonga Holiday Homes Ltd   Bank of the Cook Islands\nAmount "
              "NZD 1,863.00\nFee NZD 15.00\nReference: TAIT MURI DEPOSIT\nFrom: Free Up 38-9014-0211840-00"),
        c("insurance", LC, RARO, "", "",
          "SCTI. done", "comparison, price",
          ocr="INSURANCE (23 Nov – 3 Dec, Pacific)   Ross       Helen      Notes\nSouthern Cross            612.40"
              "     388.20     AF + 184.30 incl\nCover-More                701.00     402.00\n1Cover                   "
              " —          356.00     AF excluded\nAA Travel                 655.90     371.10     knee excluded"),
        c("birthday", GE, JOT, "",
          "Helen 70th: dinner Sat 27 Tamarind ✓. Photo book (Kirsty, 70 photos). Speech — me, SHORT. Ukulele lady "
          "(Grant's idea). Ei katu for the girls from Punanga Nui market Sat morning. Fri night kai at the "
          "Muri night market.",
          "speech 3 min max", "events, planning"),
        c("stay", FF, WA, WA_URL,
          "Grant: Dad we'll sort our share of the villa when Aroha's pay goes in Thursday, that ok?",
          "no rush", "communication, finance"),
        c("flights", TB, _t("Your booking is confirmed - K7QH2P"), "", "",
          "seats together. helen window", "email, flight, reservation",
          ocr="Booking reference K7QH2P\nMR ROSS TAIT   MRS HELEN TAIT\nNZ8118   NSN–AKL   24NOV   06:10   Seat "
              "12A 12C\nNZ946    AKL–RAR   24NOV   09:40   Seat 22A 22B\nNZ947    RAR–AKL   02DEC   16:35\nPaid "
              "NZD 1,214.20 + 612 Airpoints Dollars"),
        c("insurance", TB, _t("Your policy documents - SCT-2027-4471902"), "", "",
          "print 2. one in helen's bag", "email, travel, health",
          ocr="CERTIFICATE OF INSURANCE\nPolicy SCT-2027-4471902   Comprehensive   Pacific\nTravellers: Ross Tait "
              "(71), Helen Tait (69)\n23 Nov 2027 – 3 Dec 2027\nPre-existing conditions: Atrial fibrillation – "
              "ACCEPTED   Knee replacement (2021) – ACCEPTED\nTotal premium $1,000.60"),
        c("birthday", LW, _lw("Helen 70 speech.odt"), "",
          "Forty-seven years ago a young woman in a yellow dress told a young surveyor that his boots were muddy on "
          "her mother's carpet. She has been telling me about my boots ever since. Kia orana everyone, and thank you "
          "for coming all this way for my girl.",
          "too soppy? kirsty reads it first", "events, draft"),
        c("stay", EV, "Muri_villa_house_rules.pdf", "",
          "Check in 2pm, check out 10am. No reef shoes in the house please. Tap water is fine to drink after boiling. "
          "Power is 240 V with New Zealand / Australian plugs. Please don't leave food out, the geckos will find it.",
          "NZ plugs. no adapters needed", "hotel, travel"),
    ],
    "subdiv": [
        c("application", EV, "RM275123_notice_to_affected_party.pdf", "",
          "Nelson City Council. Limited notification of an application for resource consent under section 95B of the "
          "Resource Management Act 1991. Applicant: Tasman Bay Homes Ltd. Site: 14 Kowhai Crescent, Stoke. Proposal: "
          "subdivide into three lots with a shared right of way and a retaining wall up to 2.4 m high on the eastern "
          "boundary. Submissions close 5 November 2027.",
          "eastern bdy = OUR bdy. 2.4 m!!", "deadline"),
        c("application", FF, WA, WA_URL,
          "Pauline (16): Did everyone get the council letter about no. 14?? THREE houses!! And trucks up and down "
          "our crescent for months 😡",
          "pauline's on the warpath. good", "communication"),
        c("boundary", FF, _f("Record of Title NL9B/612 — Landonline"),
          "https://app.landonline.govt.nz/title/NL9B612", "",
          "728 m². as it's always been", "household",
          ocr="RECORD OF TITLE UNDER LAND TRANSFER ACT 2017   FREEHOLD\nIdentifier   NL9B/612\nLand Registration "
              "District   Nelson\nEstate   Fee Simple\nArea   728 square metres more or less\nLegal Description   "
              "Lot 2 Deposited Plan 8841\nRegistered Owners   Ross Malcolm Tait and Helen Margaret Tait"),
        c("application", EV, "RM275123_scheme_plan.pdf", "", "",
          "ROW 4.0 m for 3 lots? thought min was 4.5", "household",
          ocr="SCHEME PLAN – PROPOSED SUBDIVISION OF LOT 3 DP 8841\n14 KOWHAI CRESCENT, STOKE\nLot 1   612 m²\n"
              "Lot 2   540 m²\nLot 3   585 m²\nRight of way A   4.0 m wide   (over Lots 1 & 2 in favour of Lot 3)\n"
              "Retaining wall, max height 2.4 m (eastern boundary)\nScale 1:500 @ A3   Tasman Survey Ltd"),
        c("submission", FF, _f("Make a submission on a resource consent application — Nelson City Council"),
          "https://www.nelson.govt.nz/services/resource-consents/make-a-submission",
          "Use Form 13. Say whether you support or oppose the application (or parts of it), give your reasons, and "
          "say what decision you want the Council to make. Tell us whether you wish to be heard at a hearing. "
          "Submissions must reach us by 5pm on the closing date.",
          "oppose in part. want to be heard", "deadline, writing"),
        c("boundary", EV, "DP_8841.pdf", "", "",
          "old Baigent's plan. his pegs were always good", "household",
          ocr="DEPOSITED PLAN 8841\nLots 1–4 being subdivision of Pt Section 12 Suburban South District\n"
              "Surveyed by T. R. Baigent, Registered Surveyor, March 1974\nLot 2  0.0728 ha   Lot 3  0.1737 ha\n"
              "IP  87°14′20″  24.38   IP\nIP  177°14′20″  29.87   IP\nScale 1:500"),
        c("application", FF, _f("Chapter 7 Residential Zone — Nelson Resource Management Plan"),
          "https://www.nelson.govt.nz/nrmp/volume-2/chapter-7-residential-zone-rules",
          "REr.107 Access: a right of way serving two to six dwellings shall have a minimum legal width of 4.5 m and "
          "a minimum formed width of 3.5 m. Any non-compliance is a restricted discretionary activity.",
          "4.5. they're 0.5 short", "household"),
        c("boundary", GE, JOT, "",
          "Bdy check Sat: found old IP at the NE corner (iron pipe), fence 0.04 off it towards us. SE peg gone, under "
          "their digger track. Total station still works!! battery tired.",
          "fence is 40 mm on our side lol", "household"),
        c("submission", LW, _lw("Submission RM275123 - R Tait.odt"), "",
          "I oppose the application in part. 1. The right of way is 4.0 m wide where the Plan requires 4.5 m for "
          "three dwellings. 2. The 2.4 m retaining wall on my boundary will need drainage behind it; the application "
          "does not say where that water goes. 3. Shading of my property by two-storey dwellings.",
          "stick to facts, no ranting (helen)", "writing, draft"),
        c("application", EV, "RM275123_AEE.pdf", "",
          "Assessment of environmental effects. The dwellings proposed on Lots 2 and 3 will be two storeys. Shading of "
          "the adjoining property at 12 Kowhai Crescent is limited to the late afternoon in midwinter and is "
          "considered less than minor.",
          "late afternoon = west panels. less than minor my foot", "household"),
        c("boundary", FF, WA, WA_URL,
          "Grant: Dad are you out in the rain with the theodolite again 😂 Mum sent a photo",
          "total station. not a theodolite. kids", "communication"),
        c("submission", FF, WA2, WA_URL,
          "Pauline (16): I've written mine!! Mostly about the trucks and the hours. Ross can you have a look before I "
          "send it? You know the lingo",
          "4 pages on trucks. trim it", "communication, writing"),
        c("application", FF, _f("RM275123 — Property and consent search — Nelson City Council"),
          "https://www.nelson.govt.nz/property-search/consents/RM275123", "",
          "email J Wells re the ROW width", "household",
          ocr="RM275123   Subdivision – 3 lots\nStatus: Limited notified\nLodged 02/09/2027   Notified 11/10/2027\n"
              "Submissions close 05/11/2027\nPlanner: J. Wells\nDocuments (7): Application, AEE, Scheme plan, "
              "Geotech report, Engineering plans, Notice, s92 request"),
        c("boundary", FF, _f("Boundary fences — Community Law"),
          "https://communitylaw.org.nz/community-law-manual/chapter-9-neighbours/boundary-fences/",
          "Under the Fencing Act 1978, if you want your neighbour to share the cost of a new fence you must give them "
          "a fencing notice. Costs of an adequate fence are usually shared equally; if one side wants something "
          "better, they pay the difference.",
          "new fence on top of their wall = their idea, their cost", "household, price"),
        c("submission", TB, _t("stormwater"), "",
          "Ross, in the 2022 storm the water came off no. 14 straight through our back fence and into the garage. If "
          "they dig in for that wall where does it go? Put it in yours if you can, we're hopeless at this. Alan & "
          "Sue (10)",
          "stormwater → point 4", "email"),
        c("application", TB, _t("RE: RM275123 - width of the right of way"), "",
          "Hi Mr Tait, the applicant has asked for a dispensation for the right of way (4.0 m instead of 4.5 m), which "
          "is one reason you have been notified. You are welcome to raise it in your submission. Regards, Jess "
          "Wells, Consents Planner",
          "so they KNOW. right", "email"),
        c("boundary", TB, _t("Boundary pegs - 12/14 Kowhai Cres"), "",
          "Hi Ross, thanks for the heads-up. We'll re-establish the SE corner before the wall goes in and send you the "
          "coordinates. Your 1974 plan closes nicely by the way. Matt, Tasman Survey",
          "coords in NZGD2000 please, not the old circuit", "email"),
        c("submission", GE, JOT, "",
          "Points: 1 ROW 4.0 vs 4.5. 2 wall: drainage + who maintains it. 3 shading (west panels). 4 stormwater "
          "(Alan). 5 construction hours + trucks (Pauline). Want to be heard: YES.",
          "send by 3rd. AGM is the 7th", "planning, writing"),
        c("boundary", LC, _lc("kowhai bdy.ods"), "", "",
          "41 mm. leave the fence be", "household",
          ocr="Point      E              N              Note\nIP NE      1621403.212    5428911.074    found, iron "
              "pipe\nFence NE   1621403.171    5428911.081    post centre\nDiff       0.041\nSE         —              "
              "—              not found (digger track)\nClose check: 0.008 over 107.9 m"),
        c("submission", EV, "Form13_submission_R_Tait_signed.pdf", "", "",
          "signed + scanned. printer worked first go for once", "deadline",
          ocr="FORM 13\nSubmission on application for resource consent\nTo: Nelson City Council\nName of "
              "submitter: Ross Malcolm Tait\nApplication: RM275123, 14 Kowhai Crescent\nI oppose the application in "
              "part.\nI wish to be heard in support of my submission: YES\nSignature ____________   Date 28/10/2027"),
        c("submission", TB, _t("RM275123 - submission received"), "",
          "Thank you for your submission. A copy has been sent to the applicant. If a hearing is held, you will be "
          "told the date at least 10 working days before. Hearings are usually held within 45 working days of the "
          "close of submissions.",
          "45 working days. hope not while we're away", "email"),
    ],
}
