"""Colleen MacIsaac, a high-school chemistry teacher in Dartmouth, Nova Scotia: her Chemistry 11 classes and the
science fair, her father's move into long-term care and the sale of his house, the sailboat she and Rob are buying,
their son Liam's choice of university, and her mother's family reunion in Newfoundland.

Written by hand in session 6 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming or tag code and no run of the placement bench or the app on it, no look at how
anything scores it, and reported once at the end of that session. Its misses have been read since, so from session 7
it is a development corpus (bench/data/corpora/, part of the leave-one-out) and a new test corpus took its place.

Colleen (49) teaches Chemistry 11 and Science 10 at Harbourview High in Dartmouth and coordinates the school's
science fair entries. Her father Angus (86) lives alone in Antigonish; after a fall the hospital asks about
long-term care, and his house has to be cleared and sold (her sister Anne-Marie lives in Calgary). Rob, her
husband (a paramedic on shifts), has always wanted a boat, and this spring they buy a 1978 Tanzer 22. Liam, in
Grade 12, has offers from Dalhousie, McGill and StFX. Her late mother's family, the Gillises of the Codroy Valley,
hold a reunion in July and her cousin Sheila wants the slideshow again. Everything runs on the old laptop Liam put
Linux Mint on when Windows 10 ran out: Google Chrome for the web (window titles end " - Google Chrome"): Gmail for
personal mail, the school board's Outlook on the web, Microsoft Teams for the science department, Google Classroom
and Docs and Forms, PowerSchool, Facebook and Messenger for family, Messages for web for texts from her phone
(the realtor, the boat's seller, the care coordinator, her dad via the neighbour), and every site; Xreader for
PDFs (window title the file name), LibreOffice Calc for her sheets, and Mint's Sticky Notes for lists (window title
"Sticky Notes"). Memos are a teacher's lower-case shorthand with Maritime and Newfoundland turns ("p3" period 3,
"rm 214", "SDS", "LTC", "POA", "AM" Anne-Marie, "rez", "X" StFX, "some busy", "b'y"); a student's science fair
abstract is in French (French immersion), and a gravestone and a song are in Scottish Gaelic. Many captures never
name their task (a Messenger or text message, a bank line, a statement, a sheet, a form, a tide table).
"""

from datetime import datetime
from zoneinfo import ZoneInfo

from bench.corpora import c

PERSONA = ("high-school chemistry teacher in Dartmouth, Nova Scotia: her Chemistry 11 classes and the science fair, "
           "her father's move into long-term care and selling his house, buying a used sailboat, her son's choice "
           "of university, a family reunion in Newfoundland")
# Atlantic time (ADT, -03:00 all through the span; no clock change in late April)
START = datetime(2027, 4, 19, 7, 55, tzinfo=ZoneInfo("America/Halifax"))
SEED = 12_007
APP_WORDS = {"google", "chrome", "gmail", "outlook", "microsoft", "teams", "classroom", "docs", "forms",
             "powerschool", "facebook", "messenger", "messages", "xreader", "pdf", "libreoffice", "calc",
             "impress", "ods", "odp", "sticky", "kijiji", "sailboatdata", "reddit", "airbnb", "tripadvisor", "maps",
             "marineatlantic", "boreal", "borealscience", "viewpoint", "gotjunk", "novascotia", "nshealth",
             "scotiabank", "minerva", "brightpath", "ngb", "chebucto", "newfoundlandlabrador", "scanmyphotos",
             "boatsmart", "boatsmartexam", "youthscience", "cabotmarine", "gc", "starrezhousing", "dalonline",
             "1800gotjunk", "gaelicsongs"}

TASK_NAMES = {
    "chem": ("Chemistry 11", "chem 11", "teaching", "my classes"),
    "dad": ("Dad's move to long-term care", "Dad", "long-term care", "nursing home"),
    "boat": ("Buying the sailboat", "the boat", "sailboat", "Tanzer"),
    "liam": ("Liam's university", "university", "Liam", "first year"),
    "reunion": ("Gillis reunion in Newfoundland", "reunion", "Newfoundland trip", "Codroy Valley"),
}
SUB_NAMES = {
    "chem/labs": ("Stoichiometry labs", "labs", "lab prep", "chemical order"),
    "chem/marking": ("Unit test and marks", "marking", "report cards", "retest"),
    "chem/sciencefair": ("Science fair", "fair projects", "judging", "ethics form"),
    "dad/placement": ("Care home placement", "care homes", "waitlist", "care coordinator"),
    "dad/house": ("Selling Dad's house", "house sale", "realtor", "clear-out"),
    "dad/paperwork": ("Power of attorney and pension", "power of attorney", "POA", "accounts"),
    "boat/purchase": ("Choosing the boat", "boats for sale", "Tanzer 22", "offer"),
    "boat/survey": ("Survey and insurance", "marine survey", "insurance", "licence transfer"),
    "boat/mooring": ("Mooring and launch", "mooring", "yacht club", "launch day"),
    "liam/offers": ("Offers and choosing", "offers", "Dal vs McGill", "acceptance"),
    "liam/money": ("Scholarships and costs", "scholarships", "tuition", "RESP"),
    "liam/residence": ("Residence", "rez", "residence application", "dorm"),
    "reunion/ferry": ("Ferry crossing", "ferry", "crossing", "North Sydney"),
    "reunion/stay": ("Cottage in the Codroy Valley", "cottage", "accommodation", "where we stay"),
    "reunion/slideshow": ("Family history slideshow", "slideshow", "family tree", "old photos"),
}

CH = "google-chrome"
XR = "xreader"
LC = "libreoffice-calc"
LI = "libreoffice-impress"
ST = "sticky"
STICKY = "Sticky Notes"
MSG = "Messenger | Facebook - Google Chrome"
SMS = "Messages for web - Google Chrome"
MSG_URL = "https://www.facebook.com/messages/t/"
SMS_URL = "https://messages.google.com/web/conversations/"
GM = "https://mail.google.com/mail/u/0/#inbox/"
OWA = "https://outlook.office.com/mail/inbox/id/"


def _g(title: str) -> str:
    return f"{title} - Google Chrome"


def _gm(subject: str) -> str:  # a message open in Gmail
    return _g(f"{subject} - colleen.macisaac@gmail.com - Gmail")


def _ow(subject: str) -> str:  # the school board's Outlook on the web
    return _g(f"{subject} - MacIsaac, Colleen - Outlook")


TASKS = {
    "chem": [
        c("labs", CH, _g("Unit 4 Stoichiometry - plan - Google Docs"),
          "https://docs.google.com/document/d/1u4StoichPlanHVHS/edit",
          "Unit 4: Stoichiometry (3 weeks). Lab 4.1 Mole ratio: copper(II) sulfate + iron filings, mass of copper "
          "formed. Lab 4.2 Percent yield: sodium bicarbonate + HCl, dry and weigh the NaCl. Lab 4.3 Limiting reagent: "
          "magnesium ribbon + HCl, collect H2 over water in eudiometer tubes.",
          "4.3 needs 12 eudiometers. do we even have 12?", "learning, course, planning"),
        c("marking", CH, _g("Gradebook - Chemistry 11 P3 - PowerSchool SIS"),
          "https://hrce.powerschool.com/teachers/gradebook", "",
          "deveau under 50 on the test, email home before report cards", "learning, exam",
          ocr="Chemistry 11  ·  P3  ·  Term 2\nStudent          Lab 4.1   Quiz 4   Unit 3 Test   Term\n"
              "Abbott, K.       18/20     7/10     62%           71%\n"
              "Boudreau, J.     —         9/10     88%           84%\n"
              "Chen, M.         20/20     10/10    94%           93%\n"
              "Deveau, R.       12/20     4/10     48%           55%\n"
              "Nguyen, T.       16/20     5/10     57%           64%\n▸ 24 students   Class avg 74.6%"),
        c("sciencefair", CH, _g("Judge registration - Metro Halifax Regional Science Fair"),
          "https://metrohalifaxsciencefair.ca/judges/register",
          "Judging day: Saturday April 24, 8:30 a.m. to 1:00 p.m., Loyola building, Saint Mary's University. Judges "
          "receive their project assignments by email on the Thursday before. Please tick the categories you are "
          "able to judge: Chemistry, Physical Sciences, Health Sciences, Environment, Engineering.",
          "chem + environment. NOT health", "events, planning"),
        c("labs", XR, "SDS_Hydrochloric_acid_1M.pdf", "",
          "Section 8: Exposure controls / personal protection. Eye protection: chemical splash goggles. Hand "
          "protection: nitrile gloves. Engineering controls: use with adequate ventilation; handle concentrated "
          "solutions in a fume hood. Section 10: reacts with metals to release flammable hydrogen gas.",
          "1M ok on the bench for p3. 6M stock stays in the hood", "learning, course"),
        c("labs", LC, "chem_inventory_2027.ods - LibreOffice Calc", "", "",
          "iron filings 0. order by fri or 4.1 doesn't happen", "shopping",
          ocr="A                                   B        C       D\n"
              "Item                                Size     Qty     Notes\n"
              "Copper(II) sulfate pentahydrate     500 g    2\n"
              "Iron filings, fine                  500 g    0       !!\n"
              "Magnesium ribbon                    25 g     1       opened 2019\n"
              "Hydrochloric acid 6 M               2.5 L    1       hood\n"
              "Sodium bicarbonate                  1 kg     3\n"
              "Eudiometer tubes 50 mL              —        9"),
        c("marking", XR, "Unit4_test_v2_KEY.pdf", "",
          "Q7 (4 marks) 2.50 g of aluminium reacts with excess oxygen. Calculate the mass of aluminium oxide formed. "
          "4 Al + 3 O2 → 2 Al2O3. n(Al) = 2.50 / 26.98 = 0.0927 mol; n(Al2O3) = 0.0463 mol; m = 0.0463 × 101.96 = "
          "4.72 g.",
          "2/4 if the ratio's right but molar mass off", "learning, exam"),
        c("sciencefair", CH, _g("Science Fair 2027 - Classwork - Google Classroom"),
          "https://classroom.google.com/c/NjQ4ScienceFair/p/aisha",
          "Aisha Rahman: Ms. MacIsaac, can our survey be part of the project? We want to ask 40 students how many "
          "plastic water bottles they use in a week and graph it against whether they have a refillable one.",
          "survey fine if they graph it. humans = ethics form first", "learning, research"),
        c("labs", CH, _g("Iron Filings, Fine, 500 g - Boreal Science"),
          "https://www.borealscience.ca/en/iron-filings-fine-500-g/470301-386.html",
          "Iron Filings, Fine, Laboratory Grade, 500 g. Item 470301-386. CA$18.40. Ships from Mississauga in 3 to 5 "
          "business days. School purchase orders accepted.",
          "PO thru mark. + Mg ribbon while we're at it", "shopping, price"),
        c("marking", CH, _ow("Re: Ryan's chemistry mark"), OWA + "AAQkAGRlDeveau",
          "Hi Ms. MacIsaac, Ryan says he didn't know about the retest. Is there any way he can rewrite the unit 3 "
          "test before report cards? He's been working Saturdays at the rink and fell behind. Thank you, Lise "
          "Deveau",
          "retest tues lunch. same as everyone else", "email, exam"),
        c("sciencefair", XR, "Projet_chaux_pH_sol_Guillaume_Pothier.pdf", "",
          "Résumé : Notre projet mesure l'effet de la chaux agricole sur le pH d'un sol acide du jardin "
          "communautaire de Dartmouth. Nous avons préparé cinq pots avec 0, 5, 10, 15 et 20 g de chaux et mesuré "
          "le pH chaque semaine pendant quatre semaines.",
          "immersion category. priya to check my french on the feedback", "research, experiment"),
        c("labs", CH, _g("Science Dept HVHS | General | Microsoft Teams"),
          "https://teams.microsoft.com/_#/conversations/General",
          "Mark Fougere: Reminder the fume hood in 214 is being inspected Thursday periods 2 to 4, so no hood work "
          "in 214 that day. Priya has 216 free period 3 if anyone needs to move a lab.",
          "swap w/ priya thurs, 4.3 in 216", "communication, planning"),
        c("marking", LC, "chem11_term2_marks.ods - LibreOffice Calc", "",
          "Weighting: labs 30%, quizzes 15%, unit tests 40%, project 15%. Term average P3 74.6, P5 69.8. Six "
          "students under 60, four of them in P5.",
          "p5 tanking on stoich. reteach mole ratio tues", "learning, exam"),
        c("sciencefair", CH, _g("Ethics for projects with human participants - Youth Science Canada"),
          "https://youthscience.ca/science-fairs/ethics/",
          "Projects involving human participants must be approved before any data is collected. A questionnaire "
          "that records no personal information is Low Risk, but each participant still signs a Participant "
          "Consent form, and a parent signs for anyone under 16.",
          "aisha + jade need this before they hand anything out", "research, learning"),
        c("labs", CH, _g("Chemistry 11 - P3 - Stream - Google Classroom"),
          "https://classroom.google.com/c/NjQ4Chem11P3",
          "Lab 4.2 Percent Yield is due Monday. Reminder: your theoretical yield must show the mole ratio from the "
          "balanced equation, and dry your product completely before the final mass. Late labs lose 10% a day.",
          "half of them won't dry it. say it twice", "learning, course, exercise, deadline"),
        c("marking", CH, _ow("Term 2 report cards - timelines"), OWA + "AAQkAGRlTerm2RC", "",
          "fri 4pm. survey is sat morning so it HAS to be done fri", "deadline, email, exam",
          ocr="From: HVHS Admin\nTo: HVHS Teaching Staff\nTerm 2 report cards\n• Marks final in PowerSchool by "
              "4:00 p.m. Friday April 30\n• Comments due Monday May 3\n• A mark below 50 requires documented parent "
              "contact\nThank you!"),
        c("sciencefair", LC, "sciencefair_HVHS_entries.ods - LibreOffice Calc", "", "",
          "osei abstract still missing. due wed", "research, deadline",
          ocr="#   Students              Title                              Category          Ethics    Abstract\n"
              "1   Rahman, Jade L.       Bottle habits at HVHS              Environment       PENDING   ✓\n"
              "2   Guillaume, Pothier    Chaux et pH du sol                 Environment (FR)  n/a       ✓\n"
              "3   Osei, K.              Vitamin C in juice by titration    Chemistry         n/a       —\n"
              "4   Tran, Leblanc         Does salt melt ice faster?         Physical          n/a       ✓"),
        c("labs", XR, "Lab_4-3_limiting_reagent.pdf", "", "",
          "trial 3 — check Mg isn't in excess by too much w/ 1M", "learning, exercise",
          ocr="LAB 4.3 – LIMITING REAGENT\nMg(s) + 2 HCl(aq) → MgCl2(aq) + H2(g)\n"
              "Trial   Mass Mg (g)   Vol 1.0 M HCl (mL)   Vol H2 (mL)\n"
              "1       0.040         10.0                 ______\n"
              "2       0.080         10.0                 ______\n3       0.120         10.0                 ______\n"
              "Q3. Which reagent is limiting in trial 3? Show your work."),
        c("marking", CH, _g("Report card comments - Chem 11 - Google Docs"),
          "https://docs.google.com/document/d/1rcCommentBankChem/edit",
          "Demonstrates a strong understanding of mole calculations and applies them accurately in lab work. / "
          "Is encouraged to come for extra help at lunch to strengthen problem solving with limiting reagents. / "
          "Lab reports are thorough, but percent yield errors need to be explained.",
          "tweak these, used the exact same ones last yr", "learning, draft"),
        c("sciencefair", CH, _g("Vitamin C titration with DCPIP - Google Search"),
          "https://www.google.com/search?q=vitamin+c+juice+titration+dcpip+method",
          "DCPIP is blue in solution and turns colourless when it is reduced by ascorbic acid. Add the juice drop by "
          "drop to 1 mL of 0.1% DCPIP until the blue disappears; juice left open for a day gives a lower vitamin C "
          "result than fresh juice.",
          "osei's method ok. needs a control w/ known vit C", "research, experiment"),
        c("labs", ST, STICKY, "",
          "LAB PREP thurs (216!): 12 eudiometers (9 + 3 from priya), Mg cut in 4 cm strips, 1M HCl x 2 L, goggles "
          "bin refilled, waste jar labelled",
          "all done but the waste jar", "planning"),
        c("marking", ST, STICKY, "",
          "RETEST tues lunch rm 214: Deveau, Abbott, Nguyen. Version B. Calculators, no phones.",
          "version B not printed yet!!", "exam, planning"),
        c("sciencefair", CH, _ow("Your judging assignments - Metro Halifax Regional Science Fair"),
          OWA + "AAQkAGRlJudging",
          "You have been assigned to judge 6 projects in Chemistry (Junior), C-J-03 to C-J-08, room LA 285. Please "
          "arrive by 8:15 for the judges' briefing. Lunch is provided in the atrium.",
          "junior chem. not judging my own kids, good", "events, email"),
        c("marking", CH, _g("Quiz 5 Limiting reagent - Responses - Google Forms"),
          "https://docs.google.com/forms/d/1q5LimitingReagent/edit#responses", "",
          "Q4 again. they flip the ratio", "learning, exam",
          ocr="Quiz 5 · Limiting reagent\n27 responses\nAverage 6.1 / 10 points   Median 6 / 10\n"
              "Frequently missed questions\nQ4  Identify the excess reagent   9 / 27 correct\n"
              "Q6  Percent yield   15 / 27 correct"),
        c("sciencefair", ST, STICKY, "",
          "SAT: park behind Loyola, clipboard + rubric printed x6, briefing 8:15. Kids' boards go up fri 6-8pm.",
          "rob drives the trifolds over fri after supper", "events, planning"),
    ],
    "dad": [
        c("placement", CH, MSG, MSG_URL + "annemarie.macisaac",
          "Anne-Marie: Dad fell again last night, Marlene next door found him on the kitchen floor at 6. He's ok, "
          "bruised and embarrassed. The social worker at St. Martha's wants to talk about long term care. I can't "
          "get home till June 😢",
          "call the social worker at st martha's today. p4 is free", "communication, health, care"),
        c("placement", CH, _g("Long-term care - Continuing Care - Nova Scotia Health"),
          "https://www.nshealth.ca/continuing-care/long-term-care",
          "To apply for long-term care, call Continuing Care at 1-800-225-7225. A Care Coordinator will assess your "
          "needs and, if you are eligible, you can choose up to three facilities. When a bed becomes available at "
          "one of your choices you will have 24 hours to accept it.",
          "24 HOURS. need 3 names this week", "health, care, planning"),
        c("house", CH, SMS, SMS_URL + "12",
          "Jill Chisholm: Hi Colleen, I walked through your dad's place today. Honest take: clear it out, paint the "
          "front room and we list at $289,900. Antigonish is hot this spring, university families especially.",
          "university families = X profs. fine by me", "communication, price"),
        c("paperwork", CH, _g("Enduring power of attorney - Government of Nova Scotia"),
          "https://novascotia.ca/just/pts/power-of-attorney.asp",
          "An enduring power of attorney lets the person you appoint manage your property and finances, and it "
          "continues if you lose mental capacity. It must be signed in front of two witnesses; neither can be your "
          "attorney or your attorney's spouse.",
          "rob can't witness. marlene + the lawyer's assistant", "finance"),
        c("placement", XR, "Continuing_Care_Assessment_A_MacIsaac.pdf", "", "",
          "three names on this by friday", "health, care",
          ocr="NOVA SCOTIA HEALTH  –  CONTINUING CARE\nSupport Needs Assessment (interRAI HC)\n"
              "Client: Angus MacIsaac      DOB 1941-02-09\nOutcome: ELIGIBLE – Long-Term Care (nursing home level)\n"
              "Facility preferences (max. 3):  1. ______________  2. ______________  3. ______________\n"
              "Care Coordinator: T. Boyd"),
        c("house", CH, _g("Sold listings Antigonish - ViewPoint.ca"),
          "https://www.viewpoint.ca/map#sold/antigonish", "",
          "41 hawthorne is 2 doors down. 262", "price, comparison",
          ocr="SOLD   12 Pleasant St, Antigonish   3 bd  1.5 ba   1,450 sqft   $276,000  (asked $279,900)   18 days\n"
              "SOLD   41 Hawthorne St, Antigonish   3 bd  1 ba   1,280 sqft   $262,500   29 days\n"
              "SOLD   7 Greening Dr, Antigonish   4 bd  2 ba   1,900 sqft   $351,000   9 days"),
        c("placement", CH, _g("Our Home - Harbourlight Manor, Antigonish"), "https://harbourlightmanor.ca/our-home",
          "Harbourlight Manor is a 56-bed long-term care home in Antigonish with private and semi-private rooms. "
          "Residents enjoy weekly mass, a Gaelic choir that visits on Thursdays, and a garden with a view of the "
          "harbour. Current wait for a private room: 8 to 10 months.",
          "8-10 months!! he'd love the choir tho", "health, care"),
        c("paperwork", CH, _gm("Appointment confirmation - Chisholm & MacDonald Law"), GM + "FMfcgzCMapt",
          "Your appointment with Kathleen MacDonald is confirmed for Thursday, April 29 at 2:00 p.m., 182 Main "
          "Street, Antigonish. Please bring your father's photo ID, his health card and a list of his bank "
          "accounts.",
          "leave at lunch. sub booked??", "email, meeting"),
        c("house", CH, _g("Get an estimate - 1-800-GOT-JUNK?"), "https://www.1800gotjunk.com/ca_en/estimate", "",
          "freezer still has moose meat in it. DAD", "price, household",
          ocr="Your estimate\nVolume: 3/4 truck\nItems: sofa, 2 mattresses, chest freezer, basement shelving, ~40 "
              "boxes\nEstimated price  $712 + HST\nAvailable:  Thu May 6  ·  Fri May 7\n[ Book now ]"),
        c("placement", CH, _g("Tours - Birchwood Terrace Long-Term Care, Dartmouth"),
          "https://birchwoodterrace.ca/visit",
          "Birchwood Terrace is a 112-bed long-term care home in Dartmouth, ten minutes from the MacKay Bridge. "
          "Family tours run Tuesdays and Thursdays at 4 p.m. The wait for a private room is currently four to six "
          "months.",
          "10 min from me. he'd hate leaving antigonish. tour thurs 4", "health, care"),
        c("house", CH, MSG, MSG_URL + "annemarie.macisaac",
          "Anne-Marie: Don't let them take Mum's sewing machine or the fiddle!! And the photo albums in the blue "
          "trunk are mine. I mean ours 😂",
          "blue trunk = the reunion photos too. keep it", "communication, household"),
        c("paperwork", ST, STICKY, "",
          "DAD accounts: Scotiabank chequing + savings (Antigonish branch), RRIF at Sun Life, CPP + OAS direct "
          "deposit, Eastlink, NS Power equal payment, Pharmasave account",
          "missing: the sun life acct number", "finance"),
        c("placement", CH, MSG, MSG_URL + "annemarie.macisaac",
          "Anne-Marie: Honestly Col, near you is better. You're the one who'll be visiting. He'll come round. Put "
          "Birchwood first.",
          "easy to say from calgary", "communication"),
        c("house", CH, _g("vacant home insurance nova scotia oil tank age - Google Search"),
          "https://www.google.com/search?q=vacant+home+insurance+nova+scotia+oil+tank+age",
          "Most insurers will not cover a home left vacant for more than 30 consecutive days without a vacancy "
          "permit, which usually requires weekly inspections and the heat left on. Oil tanks older than 15 years "
          "may have to be replaced before a policy is renewed.",
          "tank is 2009 = 18 yrs. marlene check weekly?", "household, finance"),
        c("paperwork", XR, "Scotiabank_statement_2027-03_A_MacIsaac.pdf", "", "",
          "pharmasave monthly = his blister packs. cancel when he moves", "finance, spending",
          ocr="Date    Description                 Withdrawals    Deposits     Balance\n"
              "03/20   CPP CANADA                                 1,112.40\n"
              "03/27   OAS/SV                                       742.09\n"
              "03/28   NS POWER EQUAL PAY          186.00\n03/29   PHARMASAVE #412             48.75\n"
              "03/31   MONTHLY FEE                   4.95                    8,914.22"),
        c("placement", ST, STICKY, "",
          "LTC choices: 1 Birchwood (me, 10 min)  2 Harbourlight (his friends, choir)  3 Highland Crest New Glasgow "
          "(halfway)",
          "ask him sunday. in person not on the phone", "planning, comparison"),
        c("house", XR, "Listing_Agreement_14_Hawthorne_St.pdf", "",
          "Exclusive Listing Agreement. Property: 14 Hawthorne Street, Antigonish, NS. List price $289,900. "
          "Commission: 5% of the first $100,000 and 3% of the balance, plus HST. Term: May 10 to August 31, 2027. "
          "Seller: Angus MacIsaac, by his attorney Colleen MacIsaac.",
          "can't sign till the POA is done. lawyer thurs", "price, household"),
        c("paperwork", CH, _g("Guaranteed Income Supplement - Canada.ca"),
          "https://www.canada.ca/en/services/benefits/publicpensions/old-age-security/guaranteed-income-supplement"
          ".html",
          "If you receive the Old Age Security pension and have a low income, you may be eligible for the "
          "Guaranteed Income Supplement. A capital gain from the sale of your principal residence is not counted "
          "as income.",
          "so the sale won't kill his GIS? ask kathleen", "finance, income"),
        c("placement", CH, _g("Long-term care accommodation charges - Government of Nova Scotia"),
          "https://novascotia.ca/dhw/ccs/long-term-care-charges.asp",
          "The standard daily accommodation charge is $121.50 in 2027. Residents with a low income can apply for "
          "a reduced rate based on the net income on their most recent tax return.",
          "cpp+oas+pension ~2,900/mo. won't cover 3,700. house money then", "health, care, finance, price"),
        c("house", CH, SMS, SMS_URL + "12",
          "Jill Chisholm: Buyer's lawyer will want a location certificate. Does your dad have a survey from when "
          "he bought in 1974? If not it's about $1,200 and two weeks.",
          "a survey from 1974?? check the blue trunk lol", "communication, price"),
        c("paperwork", CH, SMS, SMS_URL + "31",
          "Dad (Marlene's phone): Colleen its Dad. Marlene is typing this. I will sign your papers but I want the "
          "fiddle to go to Liam. Tell him. Love Dad",
          "❤️ tell liam at supper", "communication"),
        c("house", LC, "dad_house_costs.ods - LibreOffice Calc", "", "",
          "float it on the line of credit till closing", "finance, price, spending",
          ocr="Paint (front room + hall)        $310\nGot Junk                         $819  (incl HST)\n"
              "Oil tank replacement             $2,650\nLocation certificate             $1,200\n"
              "Lawyer (POA + sale)              $1,450\nTOTAL before sale                $6,429"),
        c("placement", CH, SMS, SMS_URL + "27",
          "Tammy Boyd (Care Coordinator): Hi Colleen, a private room has opened at Highland Crest in New Glasgow. "
          "We need your dad's answer by 2 pm tomorrow. Please call me when you can.",
          "tomorrow 2pm. call dad, then AM", "health, care, communication, deadline"),
        c("paperwork", CH, _g("Change your address for CPP and OAS - Canada.ca"),
          "https://www.canada.ca/en/employment-social-development/services/my-account/change-address.html",
          "You can change the address for your CPP and OAS payments online, by phone, or with form ISP-3500. A "
          "representative acting under a power of attorney must include a copy of the document.",
          "do it once he's in. new glasgow it is", "finance"),
    ],
    "boat": [
        c("purchase", CH, _g("Tanzer 22 | Sailboats | Kijiji in Nova Scotia"),
          "https://www.kijiji.ca/v-sailboat/chester/tanzer-22/1701233485", "",
          "rob's dream boat lol. fixed keel good", "shopping, price",
          ocr="Tanzer 22 – 1978\n$6,500\nChester, NS  ·  Posted 3 days ago\nNew main 2021, 6 hp Tohatsu 4-stroke "
              "(2019)\nFixed keel, draft 3'5\"  ·  sleeps 4\nOn the hard at Chester, trailer not included\n"
              "[ Call Doug ]  [ Message ]"),
        c("purchase", CH, _g("TANZER 22 - sailboatdata"), "https://sailboatdata.com/sailboat/tanzer-22/",
          "Tanzer 22. LOA 22.50 ft, LWL 19.50 ft, beam 7.83 ft, displacement 3,100 lb, ballast 1,500 lb, draft 3.42 "
          "ft (fixed keel). Designer: Johann Tanzer. Built 1970-1986 by Tanzer Industries, Dorion, Quebec; about "
          "2,270 built.",
          "3'5 draft fine for the basin", "specs"),
        c("mooring", CH, _g("Membership & Moorings - Woodside Sailing Club"), "https://woodsidesailing.ca/membership",
          "New members: initiation $300, annual dues $650. Moorings are assigned by the harbour master; new members "
          "may wait a season for a mooring and can use dinghy dock space meanwhile. Launch day is Saturday May 15, "
          "crane lift $85 per boat.",
          "a waitlist AGAIN. like dad's homes", "price, planning"),
        c("purchase", CH, _g("C&C 24 | Sailboats | Kijiji in Nova Scotia"),
          "https://www.kijiji.ca/v-sailboat/baddeck/c-c-24/1700981122",
          "1977 C&C 24, Baddeck. Rebuilt Atomic 4 inboard, roller furling jib, new cushions. $9,800 OBO, comes with "
          "cradle. Owner moving to Ontario, must sell by June.",
          "gas inboard = no thanks. baddeck some far", "shopping, price"),
        c("survey", CH, _g("Find a surveyor - Society of Accredited Marine Surveyors"),
          "https://www.marinesurvey.org/find-a-surveyor/?location=Halifax%2C+NS",
          "Results near Halifax, NS: Atlantic Marine Surveys Ltd. (Dartmouth) – pre-purchase, insurance, damage; "
          "Bluenose Yacht Survey (Lunenburg) – sail and power to 60 ft, pre-purchase and valuation.",
          "bluenose is closer to chester", "shopping, comparison"),
        c("purchase", CH, SMS, SMS_URL + "44",
          "Doug: Hi, yes she's still available. Deck is solid, one soft spot by the chainplate was fixed 2 years ago. "
          "Can show her Saturday morning or Sunday after church.",
          "sat 10 w/ rob. flashlight + moisture meter", "communication"),
        c("purchase", CH, _g("Buying a used Tanzer 22 - what to check? : r/sailing"),
          "https://www.reddit.com/r/sailing/comments/1c9t22x/buying_a_used_tanzer_22_what_to_check/",
          "Check the keel bolts and the keel-hull joint (the 'Tanzer smile'), the compression post under the mast, "
          "and soft spots around the chainplates. Rudder pintles wear. They're tough little boats and great for "
          "beginners.",
          "look for the 'smile' sat", "social, shopping, reviews"),
        c("survey", CH, _gm("Re: Pre-purchase survey, Tanzer 22 in Chester"), GM + "FMfcgzBluenose",
          "Hi Colleen, I can look at the Tanzer on Saturday May 1 at 9 in Chester. A pre-purchase survey for a "
          "22-footer is $450 plus HST, report within 3 days; your insurer will want it. Ask the seller to unlock the "
          "cabin and leave the sails aboard.",
          "may 1 9am. rob off that wknd", "email, price"),
        c("mooring", CH, _g("Pleasure Craft Operator Card course - BOATsmart!"),
          "https://www.boatsmartexam.com/canada/pcoc/",
          "Get your Pleasure Craft Operator Card online: Transport Canada-accredited course and test, $59.95. "
          "Anyone operating a motorized boat in Canada must carry proof of competency, including a sailboat with "
          "an outboard.",
          "rob + me both. do the course at lunch", "learning, course, exam, price"),
        c("purchase", LC, "boat_budget.ods - LibreOffice Calc", "", "",
          "rob says doable if no ontario trip this summer", "finance, price, spending",
          ocr="Purchase                 $6,500   (offer 5,800?)\nSurvey                   $450\n"
              "Insurance                ~$380/yr\nClub (initiation + dues)  $950\n"
              "Crane in/out             $170\nPCOC x2                  $120\n"
              "TOTAL yr 1               $8,570"),
        c("survey", XR, "Survey_Report_FIGARO_Tanzer22.pdf", "", "",
          "value 5,500. offer 5,200 because of A-1", "price",
          ocr="PRE-PURCHASE CONDITION & VALUATION SURVEY\nVessel: FIGARO   Tanzer 22   HIN ZTN22871M78C\n"
              "A-1  Elevated moisture readings, deck core at port chainplate\nB-1  Keel-hull joint: hairline crack, "
              "no movement\nB-2  Fire extinguisher expired 2022\nFair market value: $5,500    Replacement value: "
              "$38,000"),
        c("mooring", CH, _gm("Re: mooring availability - Woodside Sailing Club"), GM + "FMfcgzWoodside",
          "Hi Colleen, good news: a member sold up, so mooring B-14 is free this season. It's a 500 lb mushroom, "
          "last inspected 2025; you'd need the pennant replaced ($120). Please confirm by May 5.",
          "B-14!!! confirm tonight", "email, deadline"),
        c("survey", CH, _g("Pleasure craft insurance quote - Cabot Marine Insurance"),
          "https://www.cabotmarine.ca/quote/result",
          "Pleasure craft policy, 1978 Tanzer 22, agreed value $5,500, navigation limits Nova Scotia coastal "
          "waters, $2,000,000 liability. Annual premium $362. A survey is required for boats over 25 years old.",
          "over 25 yrs = survey needed anyway", "finance, price"),
        c("purchase", CH, SMS, SMS_URL + "44",
          "Doug: Surveyor found the old chainplate patch, fair enough. I can do 5,400 and I'll throw in the fenders "
          "and the old jib. That's my final.",
          "5,400 deal. rob grinning like a kid", "communication, price"),
        c("mooring", CH, _g("Halifax tides - Tides, currents, and water levels - Fisheries and Oceans Canada"),
          "https://www.tides.gc.ca/en/stations/00490", "",
          "crane at 9 = near high tide, good", "planning",
          ocr="Halifax (00490)   Saturday 2027-05-15   ADT\nTime     Height (m)\n03:12    0.4\n09:28    1.9\n"
              "15:40    0.3\n21:51    2.0"),
        c("purchase", CH, _g("Scotiabank - Accounts - Chequing"), "https://secure.scotiabank.com/accounts/chequing",
          "", "deposit gone. rest after the survey", "finance",
          ocr="Apr 27   INTERAC e-Transfer to DOUG PETRIE          -$500.00\nApr 27   PAYROLL DEP HRCE                "
              "       +$2,914.36\nApr 26   SOBEYS #622                                -$143.18\n"
              "Apr 26   PETRO-CANADA 1183                          -$71.40"),
        c("survey", CH, _g("Transfer a pleasure craft licence - Transport Canada"),
          "https://tc.canada.ca/en/marine-transportation/pleasure-craft-licensing",
          "When you buy a licensed pleasure craft you must transfer the licence into your name within 90 days. "
          "Apply online with a bill of sale, proof of identity and the licence number. There is no fee.",
          "licence # is on the bow. need the bill of sale", "deadline"),
        c("mooring", ST, STICKY, "",
          "LAUNCH 15th: bottom paint touch-up fri eve, new pennant on B-14, outboard tuned?, dinghy from Jeff's, "
          "crane 9:00",
          "bottom paint fri eve = after report cards done", "planning"),
        c("survey", XR, "Bill_of_Sale_FIGARO.pdf", "",
          "Bill of Sale. I, Douglas Petrie, of Chester, N.S., sell the vessel FIGARO, Tanzer 22, licence 5E12345, "
          "HIN ZTN22871M78C, with a 6 hp Tohatsu outboard, to Colleen and Robert MacIsaac for the sum of $5,400.00, "
          "receipt of which is acknowledged.",
          "signed! upload tonight, 90 days", "shopping, price"),
        c("mooring", CH, MSG, MSG_URL + "jeff.macisaac.5",
          "Jeff: You can have the old dinghy, it just needs a new oarlock. Come get it whenever, it's behind the "
          "shed. Bring Rob's truck not your little car",
          "oarlock from binnacle. sat after the crane?", "communication"),
        c("mooring", CH, _g("Woodside Sailing Club - Members | Facebook"),
          "https://www.facebook.com/groups/woodsidesailingmembers/",
          "Launch day reminder! Saturday May 15. Crane starts 8:30 sharp, the lift list is posted in the clubhouse. "
          "Cradles must be moved to the upper yard by noon. Potluck BBQ after, bring a dish!",
          "potluck = the bean salad", "events, social"),
    ],
    "liam": [
        c("offers", CH, _gm("Your offer of admission - Dalhousie University"), GM + "FMfcgzDalOffer",
          "Congratulations! You have been offered admission to the Bachelor of Engineering program, Faculty of "
          "Engineering, beginning September 2027. To accept your offer, pay the $200 acceptance deposit by May 1.",
          "!!!! proud mum. he forwarded it at 6am", "email, learning, deadline"),
        c("offers", CH, _g("Minerva - Application Status - McGill University"),
          "https://horizon.mcgill.ca/pban1/bwskalog.P_DispAppStatus", "",
          "chem 12 — not in my class thank god", "learning, deadline",
          ocr="Application Status – Fall 2027\nProgram: Bachelor of Engineering – Mechanical Engineering\n"
              "Decision: ADMITTED\nConditions: final grades of 85% or higher in Pre-Calculus 12, Physics 12 and "
              "Chemistry 12\nConfirm by: June 1, 2027"),
        c("money", XR, "Dalhousie_Entrance_Scholarship_L_MacIsaac.pdf", "",
          "We are pleased to award you a Dalhousie Entrance Scholarship of $5,000, renewable for three further years "
          "provided you maintain a GPA of 3.70 or higher and a full course load in each year.",
          "3.7 GPA. tell him NOW not in october", "funding, finance"),
        c("offers", CH, _g("Diploma in Engineering - St. Francis Xavier University"),
          "https://www.stfx.ca/academics/engineering",
          "Complete the first two years of engineering at StFX in Antigonish, then transfer to Dalhousie for your "
          "final two years with guaranteed admission (minimum 65% average). Small classes and a design lab from "
          "first year.",
          "5 min from grandpa's. if we weren't selling it", "learning"),
        c("residence", CH, _g("Apply for residence - Dalhousie University"),
          "https://www.dal.ca/campus-life/residence-housing/apply.html",
          "First-year students who accept their offer by May 1 are guaranteed a room if they apply by June 1. Rank "
          "your top three residences. A $500 residence deposit is due with the application.",
          "howe / risley / shirreff. he wants a single", "deadline, price"),
        c("offers", CH, MSG, MSG_URL + "liam.macisaac.07",
          "Liam: mom im leaning mcgill. montreal is sick and ethan is going. dal feels like grade 13",
          "grade 13 lol. money talk first", "communication"),
        c("money", CH, _g("Nova Scotia Student Assistance - Apply for funding"),
          "https://novascotia.ca/studentassistance/apply/",
          "Full-time students can apply for a combination of Canada Student Grants and Loans and Nova Scotia grants "
          "and loans. Parental income is considered for dependent students. Apply at least six weeks before your "
          "classes start.",
          "prob nothing w/ 2 incomes. apply anyway", "finance, funding"),
        c("offers", ST, STICKY, "",
          "DAL vs McGILL vs X, yr 1 (tuition + rez): Dal ~26k, McGill ~24k (out of prov), X ~21k. Co-op: Dal yes, "
          "McGill internships, X only after the transfer",
          "mcgill cheaper?? check the out of province fees", "comparison, price"),
        c("residence", CH, MSG, MSG_URL + "liam.macisaac.07",
          "Liam: can I get a single in Risley? ethans cousin says the doubles in howe are tiny and the walls are "
          "paper",
          "single = +1,600. he pays that from the sobeys job", "communication, price"),
        c("money", CH, _g("Educational Assistance Payments (EAP) - Canada.ca"),
          "https://www.canada.ca/en/services/benefits/education/education-savings/resp/withdrawals.html",
          "EAPs are taxable income for the student, not for the subscriber. During the first 13 consecutive weeks "
          "of enrolment the maximum EAP is $8,000. Proof of enrolment is required.",
          "EAP in liam's name = tiny tax. good", "finance, tax"),
        c("offers", CH, _g("Admitted Students Day - Dalhousie Engineering"),
          "https://www.dal.ca/faculty/engineering/admitted-students-day.html",
          "Admitted Students Day, Saturday April 24: lab tours, meet the co-op office and current students, lunch "
          "in Shirreff Hall. Register each guest separately.",
          "same day as the fair. rob takes him", "events, learning"),
        c("money", XR, "BrightPath_RESP_statement_2027Q1.pdf", "", "",
          "41k. grandpa put in the first 2,000 when he was born", "finance, investing",
          ocr="BrightPath RESP – Quarterly statement\nBeneficiary: LIAM MACISAAC\nContributions         $24,600.00\n"
              "Canada Education Savings Grant   $7,200.00\nAccumulated income    $9,847.31\n"
              "Total plan value      $41,647.31\nAs of 31 MAR 2027"),
        c("residence", CH, _g("Risley Hall - Dalhousie University"),
          "https://www.dal.ca/campus-life/residence-housing/residences/risley-hall.html",
          "Risley Hall: suite-style single and double rooms, eight students per suite sharing a lounge and two "
          "washrooms. A meal plan is required. Quiet floors available. 2027-28: single $9,640, double $8,030 per "
          "academic year.",
          "quiet floor. HA. as if", "price"),
        c("offers", CH, _g("Dal Online - Admission offer"), "https://dalonline.dal.ca/PROD/bwskalog.P_DispOffer", "",
          "dal it is. his own call. mcgill for grad school lol", "learning, finance",
          ocr="Offer status: ACCEPTED\nProgram: Bachelor of Engineering\nAcceptance deposit  $200.00   PAID "
              "30-APR-2027\nNext steps:\n☐ Apply for residence\n☐ New student orientation"),
        c("money", LC, "liam_year1.ods - LibreOffice Calc", "", "",
          "17k from us. boat was 5.4. fine. FINE", "finance, price, spending",
          ocr="Tuition (Eng)                 $11,380\nAux + student union fees      $1,150\n"
              "Rez (Risley single) + meals   $15,010\nBooks + laptop                $2,400\n"
              "Less scholarship              -$5,000\nLess EAP                      -$8,000\n"
              "FROM US                       $16,940"),
        c("residence", CH, _g("Residence application - Dalhousie University"),
          "https://dal.starrezhousing.com/StarRezPortalX/Application", "",
          "room offers mid-july = we'll be on the ferry", "finance",
          ocr="Residence Application 2027-28\nStatus: SUBMITTED 02-MAY-2027\nPreferences: 1 Risley Hall – Single   "
              "2 Howe Hall – Single   3 Shirreff Hall – Double\nResidence deposit $500.00   PAID\nRoom offers are "
              "released in mid-July"),
        c("money", CH, _gm("Harbourview High Awards Night - Parent Council Bursary"), GM + "FMfcgzAwards",
          "Dear Liam, congratulations: you have been selected for the Harbourview High Parent Council Bursary "
          "($750). Please attend Awards Night on June 17 at 7 p.m. in the gym with a parent or guardian.",
          "at my own school 😬 not on that committee so fine", "funding, email, events"),
        c("residence", ST, STICKY, "",
          "LIAM rez: twin XL sheets x2, mattress topper, desk lamp, power bar (surge protected, extension cords "
          "banned), shower caddy, hangers, laundry bag",
          "ikea in aug, costco for the rest", "shopping, planning"),
        c("money", CH, _g("Laptop requirements - Faculty of Engineering - Dalhousie University"),
          "https://www.dal.ca/faculty/engineering/current-students/laptop.html",
          "Engineering students need a Windows laptop that can run SolidWorks: 16 GB RAM minimum, a dedicated GPU "
          "recommended, 512 GB SSD. Macs need a Windows virtual machine and are not supported for all software.",
          "not mint then. sorry liam", "laptop, specs"),
        c("residence", CH, _gm("Roommate matching questionnaire - Dalhousie Residence"), GM + "FMfcgzRoommate",
          "Tell us about your sleep schedule, study habits and how tidy you are so we can match you with "
          "suitemates. The questionnaire closes June 15.",
          "he fills it in himself. he'll say he's tidy. lies", "email, deadline"),
    ],
    "reunion": [
        c("ferry", CH, MSG, MSG_URL + "sheila.gillis.codroy",
          "Sheila: Reunion is ON b'y! July 16-18 at the parish hall in St. Andrew's, supper Saturday, mass Sunday up "
          "at the cemetery. Book that boat early my love, July is some busy",
          "16-18 july. book the ferry THIS week", "communication, events, travel"),
        c("slideshow", CH, MSG, MSG_URL + "sheila.gillis.codroy",
          "Sheila: And could you do the slideshow again? Something on the old Gillis homestead and the first ones "
          "who came over from Cape Breton. Everyone loved it in 2019",
          "yes. photos from dad's blue trunk", "communication, events"),
        c("ferry", CH, _g("Schedules - Marine Atlantic"), "https://www.marineatlantic.ca/schedules/", "",
          "night boat thurs 15th, cabin = we sleep. back sun night?", "travel, itinerary",
          ocr="North Sydney → Port aux Basques   July 2027\nDepart   Arrive (NL time)   Vessel           Days\n"
              "11:45    19:15               MV Blue Puttees   Daily\n23:45    07:15               MV Highlanders    "
              "Daily exc. Tue\nPort aux Basques → North Sydney\n08:00    13:30               MV Blue Puttees   Daily\n"
              "23:30    05:00               MV Highlanders    Sun, Wed, Fri"),
        c("stay", CH, _g("Cottages - Codroy Valley - Newfoundland and Labrador Tourism"),
          "https://www.newfoundlandlabrador.com/places-to-stay/cottages?region=codroy-valley",
          "Cottages and B&Bs in the Codroy Valley: Mountain View Cottages (Searston), Riverbend Cottages (Upper "
          "Ferry), Grand Codroy RV & Camping (Doyles).",
          "riverbend is close to the hall", "travel, hotel"),
        c("ferry", CH, _g("Fares - Marine Atlantic"), "https://www.marineatlantic.ca/fares/",
          "Passenger vehicle under 6.5 m: $140.50 each way. Adult fare $49.40. Four-berth cabin on a night "
          "crossing: $182.00. Cabins sell out early in July and August.",
          "car + 3 adults + cabin. liam's an adult now 😭", "travel, price, reservation"),
        c("slideshow", CH, _g("1921 Census - District of St. George's - Codroy - Newfoundland's Grand Banks"),
          "http://ngb.chebucto.org/Census/1921/stgeorges-codroy.shtml", "",
          "malcolm b. cape breton 1868!! that's slide 3", "research",
          ocr="1921 CENSUS   District: St. George's   Codroy\nName                Relation   Sex   Born   "
              "Where born    Occupation\nGillis, Malcolm     Head       M     1868   Cape Breton   Farmer/fisher\n"
              "Gillis, Catherine   Wife       F     1872   Nfld\nGillis, Angus       Son        M     1899   Nfld\n"
              "Gillis, Mary Ann    Dau        F     1903   Nfld"),
        c("stay", CH, _g("Riverbend Cottage on the Grand Codroy - Cottages for Rent in Upper Ferry - Airbnb"),
          "https://www.airbnb.ca/rooms/39102277",
          "Two-bedroom cottage on the Grand Codroy River, sleeps 5. Wood stove, BBQ, deck over the river. $165 per "
          "night, 3-night minimum in July. ★ 4.92 (63 reviews).",
          "3 nights = fri sat sun. works w/ the day boat", "travel, hotel, price, reviews"),
        c("stay", CH, MSG, MSG_URL + "sheila.gillis.codroy",
          "Sheila: Aunt Bernadette says you can have the room over her garage for free, but you'd be sharing a wall "
          "with Uncle Gerard's snoring 😂 up to you",
          "lol no. cottage", "communication"),
        c("ferry", CH, _gm("Your Marine Atlantic booking MA-7730418"), GM + "FMfcgzMarineAtl", "",
          "booked. check in 90 min before", "travel, reservation, email",
          ocr="Booking # MA-7730418\nThu 15 Jul 2027   23:45   North Sydney → Port aux Basques   MV Highlanders\n"
              "Vehicle: Honda CR-V (under 6.5 m)   Passengers: 3 adults   Cabin: 4-berth outside\n"
              "Sun 18 Jul 2027   23:30   Port aux Basques → North Sydney\nTotal $873.31 (incl. HST)"),
        c("slideshow", XR, "St_Annes_cemetery_photos_2019.pdf", "", "",
          "'until the day breaks'. get dad to say it properly for the video", "research",
          ocr="[photo 14]\nMALCOLM GILLIS\n1868 – 1941\nA BHEAN, CATRÌONA\n1872 – 1950\nGUS AM BRIS AN LÀ\n"
              "[photo 15]\nANGUS GILLIS  1899 – 1962"),
        c("ferry", CH, MSG, MSG_URL + "rob.macisaac.902",
          "Rob: Just saw the boat is 23:45 Thursday, I'm on shift till 7 that night. Leave at 7:30 and we get to "
          "North Sydney around midnight, no chance of the 90 min check-in",
          "rob's shift. swap it or take the fri day boat", "communication, travel"),
        c("stay", CH, _g("Reservation confirmed - Airbnb"), "https://www.airbnb.ca/trips/v1/HMXT4Q2J9K", "",
          "out monday?? then the sun ferry is wrong. fix it", "travel, hotel, reservation",
          ocr="Reservation confirmed\nRiverbend Cottage · Upper Ferry\nFri, Jul 16 – Mon, Jul 19 · 3 nights\n"
              "3 guests\nTotal (CAD) $578.34\nCheck-in 4:00 PM · self check-in with lockbox"),
        c("slideshow", CH, _g("photo scanning service halifax - Google Search"),
          "https://www.google.com/search?q=photo+scanning+service+halifax",
          "ScanMyPhotos Halifax: prints scanned at 600 dpi, $0.39 per photo, 5 to 7 business days; slides and "
          "negatives extra. Free USB drive with orders over 500.",
          "trunk ≈ 400 photos? do the good ones myself on the printer", "price, shopping"),
        c("ferry", CH, _g("Change or cancel a reservation - Marine Atlantic"),
          "https://www.marineatlantic.ca/travel-info/change-cancel/",
          "Reservations can be changed up to 48 hours before departure for a $25 fee plus any difference in fare. "
          "Cancellations made more than 48 hours before departure are refunded less a $25 fee.",
          "fri 11:45 day boat + mon back. $25 each, fine", "travel, reservation, price"),
        c("stay", CH, _gm("Welcome to Riverbend Cottage!"), GM + "FMfcgzRiverbend",
          "Hi Colleen, thanks for booking! The cottage is on well water (fine to drink). There's no cell signal "
          "down by the river but the wifi works. Bring bug spray, the blackflies are bad in July. Wanda",
          "bug spray x2. no cell = no school email ✨", "email, travel, hotel"),
        c("slideshow", LI, "Gillis_reunion_2027.odp - LibreOffice Impress", "",
          "Slide 3: From Mabou to the Codroy Valley. Malcolm Gillis came over about 1890 to farm and fish. Slide 4: "
          "The homestead at Searston, photo from 1935 (Aunt Bernadette's). Slide 5: ?? the 1924 wedding",
          "slide 5 photo — ask bernadette", "events"),
        c("ferry", CH, _g("Halifax to North Sydney - Google Maps"),
          "https://www.google.com/maps/dir/Halifax,+NS/North+Sydney,+NS/",
          "Halifax, NS to North Sydney, NS: 4 h 38 min (410 km) via NS-102 N and Trans-Canada Hwy/NS-104 E. "
          "Passes Antigonish and New Glasgow.",
          "stop and see dad on the way. wherever he is by then", "travel, itinerary"),
        c("stay", LC, "reunion_money.ods - LibreOffice Calc", "", "",
          "cheaper than ontario would've been. rob happy", "finance, travel, price",
          ocr="Ferry (day boat fri / mon)    $898.31  (incl $25 change)\nCottage 3 nights              $578.34\n"
              "Gas Hfx–N Sydney return       ~$140\nReunion supper 3 x $35        $105\n"
              "T-shirts 3 x $22              $66\n"
              "TOTAL                         ~$1,788"),
        c("slideshow", CH, _g("Mo Rùn Geal Dìleas - lyrics and translation - Gaelic songs of Cape Breton"),
          "https://www.gaelicsongs.ca/songs/mo-run-geal-dileas",
          "Mo rùn geal dìleas, nach till thu nall? / Cha till mi nall rid' bheò, a ghràidh. My faithful fair "
          "love, will you not come back to me? I will not come back while you live, my dear.",
          "dad sang this every christmas. music for the reunion slideshow", "events"),
        c("stay", CH, SMS, SMS_URL + "58",
          "Wanda (Riverbend): Hi there, heads up we had a cancellation so you could have Thursday night too if your "
          "plans change, $165. No pressure!",
          "thurs too?? no. stick w/ fri", "communication, hotel, price"),
    ],
}
