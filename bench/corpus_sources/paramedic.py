"""Linh Tran, an intensive care paramedic with the ambulance service in Adelaide, South Australia, on a roster of two
days, two nights and four off: her annual reaccreditation (guideline modules, a skills assessment day) and a CPD audit
by the national board, her father's move into a nursing home after a fall, her son's under-10s football team, where
she is team manager, and an Easter camping trip to the Flinders Ranges.

Written by hand in session 13 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the understanding or
the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end of that session.
Its misses have been read since, so from session 14 it is a development corpus (bench/data/corpora/, part of the
leave-one-out) and a new test corpus took its place.

Linh (41) grew up in Marion, the daughter of Vietnamese parents who came to Adelaide in 1982; she lives in Grange
with Dan Pearce (43), a PE teacher, and their son Kai (9). Her father, Trần Văn Hùng ("Ba", 78), broke his hip in a
fall at home in March and is on a ward at Flinders Medical Centre; her mother ("Má", 74) still lives in the house in
Marion and writes to her in Vietnamese; her brother Minh lives in Melbourne. In the fortnight from Monday 27 March
to Sunday 9 April 2028:
- reaccreditation: five guideline-update modules on the service's learning portal (sepsis, ketamine, paediatric
  fluids, a new referral pathway for older people who fall, spinal motion restriction) with a quiz each, a skills
  assessment day on Tuesday 4 April (airway, a paediatric arrest, an obstetric emergency, an extended-care scenario),
  practice with her crewmate Sam; and a letter from the Paramedicine Board's regulator: she is audited on her CPD
  (the log, certificates, reflections, an upload portal, due 21 April);
- her father: the ward's social worker and an aged care assessment in hospital, a family meeting with the
  geriatrician (permanent residential care), what it will cost (the means assessment form, the refundable
  accommodation deposit or the daily payment, the house exempt while her mother lives in it, her brother's share),
  and choosing a home (a home with Vietnamese-speaking staff fifty minutes from her mother by bus, another ten
  minutes away with a bed free now, star ratings, a tour, an offer);
- Kai's football: she is the under-10s' team manager at a junior club (fictional): registrations, her Working With
  Children Check, the canteen roster, guernseys; training on Tuesdays and Thursdays with the coach Brett (a warm-up
  she runs, the heat policy, concussion); a practice match and round 1;
- the Flinders Ranges at Easter (17-21 April) with her friend Tash's family: campsites at Wilpena Pound, a park pass,
  a ridgetop tour; a hired camper trailer behind their Prado (its service, tyres, the unsealed roads); day walks, a
  plan, cold nights and fire bans.

Everything runs on her own Windows 11 laptop, which she takes on night shifts: Microsoft Edge with a Personal
profile (titles end " - Personal - Microsoft Edge", Gmail in a tab) and a Work profile for the service's Outlook on
the web (titled by the mailbox, "- Work - Microsoft Edge"); Microsoft Teams for work chat (titled "Chat | Microsoft
Teams" whoever writes: the clinical educator, Sam, a colleague, the roster clerk); Messenger (titled only
"Messenger": Dan's family, her mother, Minh, Tash, the team's parents' group, the coach, the registrar); Phone Link
for her phone's texts (titled "Phone Link": Dan, the social worker, the homes, a parent); Word, Excel, Photos for the
pictures her phone takes or her mother sends, and Sticky Notes (titled "Sticky Notes") for everything she jots. Memos
are her own shorthand (first person, a paramedic's and a family's abbreviations: "CPG", "IN", "RSI", "SW", "geri",
"ACAT", "RAD", "DAP", "WWCC", "rd 1", "Ba", "Má"). Her mother writes Vietnamese; everything else is English. Many
captures never name their task, and the words cross on purpose: falls and assessments in the modules and in her
father's care, Flinders in the hospital and the ranges, concussion in the guidelines and the club's rules, a first
aid kit for the team and for the trip, rosters at work and at the canteen.

The timeline is written by hand (TIMELINE below): the days off (rapid switching between the four, a visit to the
ward, training at a quarter past five), two day shifts with nothing captured but a meal break and the evening,
two night shifts with a module at three in the morning and a reflection written in the hour the clocks give back
(Sunday 2 April: daylight saving ends at 03:00, +10:30 before, +09:30 after), a practice match straight after the
first night, the skills day, a Sunday asleep until the afternoon, and round 1 the morning before the last nights.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("intensive care paramedic in Adelaide, South Australia, on rotating day and night shifts: her annual "
           "reaccreditation and a CPD audit, her father's move into a nursing home after a fall, her son's under-10s "
           "football team where she is team manager, an Easter camping trip to the Flinders Ranges")
TZ = ZoneInfo("Australia/Adelaide")  # ACDT +10:30 until Sunday 2 April 2028 03:00, then ACST +09:30
ID_PREFIX = "lt"  # "p" is the parent's corpus and "l" a snippet file's; no corpus or snippet file uses "lt"
APP_WORDS = {"microsoft", "edge", "personal", "work", "gmail", "outlook", "mail", "teams", "chat", "messenger",
             "phone", "link", "word", "excel", "photos", "sticky", "notes", "docx", "xlsx", "pdf", "jpg", "png", "img",
             "saas", "saambulance", "ahpra", "paramedicineboard", "myagedcare", "servicesaustralia", "sahealth",
             "playhq", "screening", "dhs", "grangegulls", "parks", "bom", "outbacktrailerhire", "tyrepower", "cfs",
             "dpti", "lotusgarden", "brightonbaycare", "gov", "au", "sa", "com", "org", "www"}

TASK_NAMES = {
    "reaccred": ("ICP reaccreditation", "reaccred", "annual recert", "CPD audit"),
    "dad": ("Ba's aged care", "Dad's nursing home", "aged care for Dad", "Ba's care"),
    "footy": ("Kai's footy team", "footy", "under 10s", "team manager"),
    "flinders": ("Flinders Ranges camping trip", "Easter camping", "the Flinders trip", "Wilpena"),
}
SUB_NAMES = {
    "reaccred/guidelines": ("Guideline update modules", "CPG updates", "online modules", "module quizzes"),
    "reaccred/skills": ("Skills assessment day", "practical assessment", "scenarios", "skills day"),
    "reaccred/audit": ("CPD audit", "Ahpra audit", "CPD evidence", "reflections"),
    "dad/acat": ("Assessment and discharge", "ACAT", "aged care assessment", "hospital discharge"),
    "dad/fees": ("Fees and means test", "means test", "RAD", "aged care costs"),
    "dad/homes": ("Choosing a nursing home", "nursing homes", "home tours", "Lotus Garden"),
    "footy/training": ("Training sessions", "training", "warm up", "drills"),
    "footy/fixtures": ("Games and round 1", "game day", "practice match", "the draw"),
    "footy/admin": ("Team admin", "registrations", "canteen roster", "WWCC"),
    "flinders/bookings": ("Campsite bookings", "campground", "park pass", "bookings"),
    "flinders/trailer": ("Camper trailer and car", "the trailer", "the Prado", "car service"),
    "flinders/hikes": ("Walks and itinerary", "day walks", "the itinerary", "hikes"),
}

EDGE = "Microsoft Edge"
TEAMS = "Microsoft Teams"
CHAT = "Chat | Microsoft Teams"  # new Teams titles the window by the section, whoever the chat is with
MS = "Messenger"
MESSENGER = "Messenger"  # the desktop app's title, whoever writes
PL = "Phone Link"
PHONE = "Phone Link"  # texts from her phone, whoever sends them
XL = "Microsoft Excel"
WD = "Microsoft Word"
PH = "Photos"
SN = "Sticky Notes"
STICKY = "Sticky Notes"
WORK_MAIL = "Mail - Linh Tran - Outlook - Work - Microsoft Edge"  # Outlook on the web, reading pane


def edge(page: str) -> str:
    return f"{page} - Personal - Microsoft Edge"


def gmail(subject: str) -> str:
    return edge(f"{subject} - linh.tran.adl@gmail.com - Gmail")


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "reaccred": [
        c("guidelines", TEAMS, CHAT, "",
          "Priya Shah (Clinical Educator): Hi all, reminder that the 2028 ICP reaccreditation window closes Friday 14 "
          "April. Complete the five CPG update modules on the learning portal before your skills day. This year: "
          "sepsis pathway, ketamine analgesia, paediatric fluid volumes, the new falls referral pathway, spinal "
          "motion restriction.",
          "5 modules before skills day. falls one is new", "communication, course, deadline"),
        c("audit", EDGE, gmail("Notice of audit - Paramedicine Board of Australia"), "",
          "Dear Ms Tran, you have been selected for audit of your compliance with the registration standards of the "
          "Paramedicine Board of Australia, including the Continuing professional development registration "
          "standard. Please provide the evidence requested through the audit portal by 21 April 2028.",
          "audit. of course it's this year. 21 Apr", "email, deadline"),
        c("audit", EDGE, edge("Continuing professional development - Paramedicine Board of Australia"),
          "https://www.paramedicineboard.gov.au/registration-standards/cpd.aspx",
          "Paramedics must complete a minimum of 30 hours of CPD each registration year. CPD should include a range "
          "of activities, and you must reflect on how each activity has improved your practice. Keep records of "
          "your CPD for five years; the Board may audit them at any time.",
          "30 hrs + a reflection for every one. I never write reflections", "research, learning"),
        c("guidelines", EDGE, edge("Module 2 of 5: Sepsis - SAAS Learning"),
          "https://learning.saambulance.sa.gov.au/course/cpg2028/module2",
          "Suspect sepsis in an adult with a likely infection and two or more of: respiratory rate of 22 or more, "
          "systolic blood pressure of 100 mmHg or less, altered mental state. Pre-notify the receiving hospital with "
          "a sepsis alert. Give ceftriaxone 1 g IV where the transport time to hospital is more than 60 minutes.",
          "ceftriaxone only if >60 min. country crews mostly", "course, learning, health"),
        c("guidelines", EDGE, edge("CPG_Ketamine_Analgesia_2028.pdf"), "", "",
          "IN dose for kids changed. redo my pocket card", "learning, health",
          ocr="KETAMINE - ANALGESIA (ICP)\nRoute   Adult            Paediatric (>1 yr)\nIV      0.2 mg/kg  max 2Omg   "
              "0.2 mg/kg\nIN      0.5mg/kg (max 50mg)  l mg/kg (max 50 mg)  <- NEW 2028\nRepeat  after 1O min, "
              "max 3 doses\nCaution: emergence, hypertension, RR monitor"),
        c("skills", EDGE, WORK_MAIL, "",
          "Your skills assessment is booked: Tuesday 4 April 2028, 08:30-15:30, Training Centre, Eastwood, Room 2. "
          "Stations: adult airway (RSI), paediatric cardiac arrest, obstetric emergency, extended care scenario. "
          "Wear uniform and bring your ID card.",
          "tue 4th. a day off gone, fine", "email, exam, meeting"),
        c("audit", XL, "CPD log 2027-28.xlsx - Excel", "", "",
          "26.5. short 3.5 hrs. where did the conference go", "dataset, learning",
          ocr="CPD LOG  2027-28   L TRAN  ICP\nDate     Activity                       Hrs  Evidence\n"
              "14/06/27 Paeds airway workshop         3    cert\n02/09/27 Paramedics Aus conference      8   "
              "??\n11/11/27 Trauma journal club x3       4.5  notes\n20/01/28 Mental health first aid     6    "
              "cert\nTOTAL                                 26,5"),
        c("guidelines", EDGE, edge("Module 4 of 5: Falls in older people - SAAS Learning"),
          "https://learning.saambulance.sa.gov.au/course/cpg2028/module4",
          "An older person who has fallen without injury and is not transported should, with consent, be referred to "
          "the Falls Prevention Service using the referral form. Record a frailty score, check for a long lie, and "
          "leave the After a Fall leaflet with the patient or family.",
          "this is literally Ba in Feb. nobody referred him", "course, health"),
        c("guidelines", EDGE, edge("Module 3 Quiz: Paediatric fluids - SAAS Learning"),
          "https://learning.saambulance.sa.gov.au/course/cpg2028/module3/quiz", "",
          "8/10. pass is 80. scraped it", "exam, learning",
          ocr="Module 3 Quiz - Paediatric fluid volumes\nScore: 8 / 10  (80%)   PASSED\nQ4  incorrect  Your "
              "answer: 20 mL/kg   Correct: 10 mL/kg, reassess\nQ9  incorrect  Your answer: Hartmann's  Correct: "
              "0.9% sodium chloride\nAttempt 1 of 3"),
        c("guidelines", TEAMS, CHAT, "",
          "Sam Whitford: Did you do the spinal one yet? Q7 is wrong I reckon. Marks 'apply a rigid collar' as "
          "correct for any GCS under 15 but the new CPG says manual stabilisation then blocks, no routine collars.",
          "Sam's right. flag Q7 to Priya", "communication, course"),
        c("guidelines", EDGE, edge("CPG_Spinal_Motion_Restriction_2028.pdf"), "",
          "Rigid cervical collars are no longer routinely applied. Maintain manual in-line stabilisation, then use "
          "head blocks and straps on the scoop stretcher or vacuum mattress. A patient who is alert and walking may "
          "self-extricate with guidance.",
          "no routine collars now. only took them 10 yrs", "learning, health, research"),
        c("guidelines", EDGE, WORK_MAIL, "",
          "Hi Priya, question 7 in the spinal motion restriction module marks 'apply a rigid collar' as the correct "
          "answer, which contradicts section 4.2 of the new CPG. Could you check it before the window closes? "
          "Thanks, Linh",
          "sent. hope it doesn't reset my score", "email, course"),
        c("audit", TEAMS, CHAT, "",
          "Jess Kovac: I got audited two years ago, don't panic. They wanted the log plus three certificates they "
          "picked at random. Reflections can be short, a paragraph each.",
          "Jess says log + 3 certs. doing the reflections anyway", "communication"),
        c("audit", EDGE, gmail("Certificate of attendance - Paramedics Australasia International Conference 2027"),
          "",
          "Thank you for attending the Paramedics Australasia International Conference, Hobart, 1-2 September 2027. "
          "Please find attached your certificate of attendance for 12 hours of continuing professional development.",
          "12 hrs, not 8. found it in gmail", "email, learning"),
        c("guidelines", SN, STICKY, "",
          "pocket card: sepsis = RR 22+, SBP 100 or less, new confusion. ketamine IN kids 1 mg/kg max 50. paeds "
          "fluids 10 mL/kg then reassess. no collars: MILS then blocks.",
          "onto the card before nights", "learning, health"),
        c("guidelines", EDGE, edge("Module 5 of 5: Head injury and concussion - SAAS Learning"),
          "https://learning.saambulance.sa.gov.au/course/cpg2028/module5",
          "A child with a head injury and any loss of consciousness, vomiting more than once or a GCS below 15 is "
          "transported. Suspected concussion in sport: the player must not return to play on the same day and should "
          "be reviewed by a doctor.",
          "3am module on station. quiet night so far", "course, health"),
        c("guidelines", EDGE, edge("Certificate of completion - SAAS Learning"),
          "https://learning.saambulance.sa.gov.au/course/cpg2028/certificate", "",
          "5 of 5 done. 4.5 hrs for the log too", "course, learning",
          ocr="SA AMBULANCE SERVICE  -  CERTIFICATE OF COMPLETION\nLinh Tran   Intensive Care Paramedic\n"
              "CPG Updates 2028 (Modules 1-5)\nCompleted 01/04/2O28   CPD hours: 4.5\nVerify: SAAS-CPG-28-0l914"),
        c("audit", WD, "CPD reflections 2028.docx - Word", "",
          "Reflection 1, paediatric airway workshop: I learnt to call for the second airway plan out loud before "
          "starting, not after the first failed attempt. Since then I brief my partner on plan B at every paediatric "
          "intubation, which has made the scene calmer.",
          "reflection 1 of 6. the hour the clocks gave back", "writing, draft"),
        c("skills", TEAMS, CHAT, "",
          "Sam Whitford: Want to run scenarios before your skills day? I've got the paeds manikin at station Monday "
          "11 till 1. Bring coffee.",
          "mon 11am at station. paeds arrest x3", "communication, meeting"),
        c("skills", SN, STICKY, "",
          "RSI kit dump: BVM + PEEP, 2 suction, bougie, ETT 7.5 and 7.0, video laryngoscope, capno on. say plan B "
          "and the can't intubate can't oxygenate plan out loud. drugs drawn, labelled.",
          "say the plan OUT LOUD this time", "exam, learning"),
        c("skills", EDGE, edge("Paediatric cardiac arrest - Clinical Practice Guidelines - SA Ambulance Service"),
          "https://www.saambulance.sa.gov.au/cpg/paediatric-cardiac-arrest",
          "Paediatric cardiac arrest: CPR at 15 compressions to 2 breaths, adrenaline 10 microg/kg IV or IO every "
          "4 minutes, defibrillation at 4 J/kg for a shockable rhythm. Estimate weight from age where unknown.",
          "4 J/kg. 20 kg kid = 80 J", "learning, health"),
        c("skills", PH, "IMG_5521.jpg - Photos", "", "",
          "whiteboard from practice with Sam", "learning",
          ocr="PAEDS ARREST  age 6  est 2Okg\nadrenaline 200 mcg  (10mcg/kg)\nshock  80 J  -> 80 J\nfluid "
              "bolus 200 mL\nETT 5.5 uncuffed?  cuffed 5.0\nREVERSIBLE CAUSES H+T !!"),
        c("skills", EDGE, edge("Shoulder dystocia - Obstetric emergencies - SA Ambulance Service"),
          "https://www.saambulance.sa.gov.au/cpg/obstetric-shoulder-dystocia",
          "Shoulder dystocia: call for help, McRoberts manoeuvre, suprapubic pressure, then try internal manoeuvres "
          "or delivery of the posterior arm. Note the time of delivery of the head.",
          "obs station always gets me. HELPERR", "learning, health"),
        c("skills", SN, STICKY, "",
          "extended care station: 84 yo man, fell at night, long lie 6 hrs, CK?, no injury, lives with wife. treat, "
          "falls referral, GP letter, didn't transport. assessor asked about his wife coping.",
          "the falls scenario. felt a bit personal", "exam"),
        c("skills", PL, PHONE, "",
          "Dan: How'd it go?? Kai wants to know if you 'passed the ambulance test' 😂",
          "think so. results thursday. tell Kai yes", "communication"),
        c("audit", WD, "CPD reflections 2028.docx - Word", "",
          "Reflection 4, falls module: a family member of mine had a fall at home in February and was not referred "
          "anywhere. The new pathway means an older person who stays home still gets a follow-up. I will use the "
          "referral form on every non-transport fall.",
          "reflection on the falls module. anonymised Ba", "writing, draft"),
        c("audit", EDGE, edge("Audit response - Ahpra portal"), "https://portal.ahpra.gov.au/audit/response", "",
          "portal only takes 10 MB a file. rescan smaller", "submission, application",
          ocr="AUDIT RESPONSE   Step 2 of 4: Upload evidence\nCPD log (required)         CPD_log_2027-28.pdf  "
              "uploaded\nCertificates (3 selected) ....  1 of 3\nError: file exceeds l0 MB limit\nAccepted: PDF, "
              "JPG, PNG"),
        c("audit", PH, "IMG_5544.jpg - Photos", "", "",
          "APLS cert was in the glovebox. of course", "learning",
          ocr="ADVANCED PAEDIATRIC LIFE SUPPORT\nCertificate of Attendance\nLinh Tran  has attended the APLS "
              "refresher\nAdelaide  18 Oct 2O27   7 CPD hours\n[coffee stain]"),
        c("skills", EDGE, WORK_MAIL, "",
          "Skills assessment outcome: competent in 4 of 4 stations. Assessor feedback, airway station: clear plan, "
          "verbalise the failed-attempt plan earlier. Extended care: excellent family assessment. Your "
          "reaccreditation will be finalised once all modules are complete.",
          "4/4 competent!! airway feedback fair enough", "email, exam"),
        c("audit", EDGE, edge("Audit response submitted - Ahpra portal"),
          "https://portal.ahpra.gov.au/audit/response/confirmation",
          "Your audit response has been submitted. Reference AUD-PAR-0288431. We will assess the evidence provided "
          "and contact you if more information is needed.",
          "submitted. 33.5 hrs with the conference fixed", "submission, deadline"),
    ],
    "dad": [
        c("acat", MS, MESSENGER, "",
          "Má: Linh ơi, bác sĩ nói ba không về nhà được nữa, phải vô viện dưỡng lão. Má không hiểu mấy giấy tờ. "
          "Con gọi cho má nha.",
          "Má panicking. ring her before 9", "communication"),
        c("acat", EDGE, edge("Assessment for aged care - My Aged Care"),
          "https://www.myagedcare.gov.au/assessment",
          "You need an aged care assessment before you can move into an aged care home. If you are in hospital, "
          "the hospital can arrange for an assessor to see you before you are discharged. The assessment looks at "
          "how you manage daily tasks and what support you need.",
          "ask the ward SW to book it in hospital", "research, care"),
        c("acat", PL, PHONE, "",
          "Hi Linh, Karen Walsh here, social worker on Ward 5D at Flinders Medical Centre. The aged care assessor "
          "can see your father on Thursday 30th at 2pm, with a family meeting with Dr Anand after. Can you or your "
          "mum come?",
          "thu 2pm. I'm on days. need a swap", "communication, meeting"),
        c("acat", TEAMS, CHAT, "",
          "Me to Bec Lloyd (Rostering): Hi Bec, any chance of swapping my day shift Thursday 30th? Family meeting "
          "for my dad at the hospital. Sam said he'd take it if I do his day shift on the 12th.",
          "swap for Ba's meeting. Bec says probably", "communication"),
        c("fees", EDGE, edge("Aged care calculation of your cost of care - Services Australia"),
          "https://www.servicesaustralia.gov.au/sa457",
          "To work out what you pay in residential aged care, complete the Residential aged care calculation of your "
          "cost of care form (SA457). If you already receive the Age Pension you may not need to give us your income "
          "details. Your partner's assets are counted too.",
          "SA457. Má's bank stuff too. ugh", "finance, application"),
        c("fees", EDGE, edge("Fee estimator - My Aged Care"), "https://www.myagedcare.gov.au/fee-estimator", "",
          "basic fee fine. the RAD is the scary bit", "finance, price",
          ocr="Fee estimator - residential care (estimate only)\nBasic daily fee          $63.82 / day\n"
              "Means-tested care fee    $0 - $38.5O / day\nAccommodation price      $420,OOO RAD  or  $96.19 / day "
              "DAP\nEstimated total per year  $23,294 + accommodation"),
        c("fees", EDGE, edge("Accommodation payments: RAD and DAP - My Aged Care"),
          "https://www.myagedcare.gov.au/aged-care-home-costs/accommodation",
          "You can pay for your room as a refundable accommodation deposit (RAD), a lump sum that is refunded when "
          "you leave the home, as a daily accommodation payment (DAP), which is like rent, or a combination of both. "
          "You have 28 days after moving in to decide.",
          "RAD comes back when he leaves. DAP is basically interest", "finance, research"),
        c("homes", EDGE, edge("Find a provider: aged care homes near Marion SA 5043 - My Aged Care"),
          "https://www.myagedcare.gov.au/find-a-provider/results?location=5043",
          "14 aged care homes within 10 km. Lotus Garden Aged Care, Pennington: languages spoken by staff include "
          "Vietnamese and Cantonese. Brighton Bay Care, Hove: respite and permanent care. Star ratings and room "
          "prices shown for each home.",
          "Lotus Garden has Vietnamese staff. waitlist?", "research, comparison, care"),
        c("homes", PL, PHONE, "",
          "Hi Linh, it's Thuy from admissions at Lotus Garden. Thanks for your enquiry. We may have a room in our "
          "Wattle wing in late April. Would you like a tour Monday 3rd at 2pm?",
          "tour mon 2pm after scenarios. take Má", "communication, meeting"),
        c("fees", MS, MESSENGER, "",
          "Minh: What happens with the house? We're not selling it with Mum still living there. Can we do part "
          "RAD part DAP?",
          "nobody is selling the house. checking the rules", "communication, finance"),
        c("homes", EDGE, edge("Lotus Garden Aged Care - Star Ratings - Aged Care Quality"),
          "https://www.myagedcare.gov.au/find-a-provider/lotus-garden/star-ratings",
          "Overall star rating: 4 stars. Residents' experience: 4 stars. Compliance: 4 stars. Staffing: 3 stars. "
          "Quality measures: 4 stars. Based on care minutes per resident per day and resident interviews.",
          "staffing 3 stars. ask about nights on the tour", "reviews, comparison"),
        c("acat", SN, STICKY, "",
          "FMC family mtg, Dr Anand (geri): hip healing, walks with frame + 1 assist. 2 falls on ward at night, "
          "delirium settling. assessor approved permanent residential. transitional care not suitable. discharge "
          "when a bed is found.",
          "permanent. Minh hears it from me, not Má", "meeting, health, care"),
        c("acat", MS, MESSENGER, "",
          "Minh: Can't fly over until the 14th. Is Dad ok with it? Does he even understand what's happening?",
          "Ba understands more than Minh thinks", "communication"),
        c("fees", EDGE, edge("Your home and the assets test in aged care - Services Australia"),
          "https://www.servicesaustralia.gov.au/your-former-home-aged-care",
          "Your former home is not counted as an asset if a protected person still lives in it, such as your partner "
          "or a dependent child. If no protected person lives there, the home is counted up to a capped value.",
          "protected person = Má. house exempt. tell Minh", "finance, research"),
        c("fees", MS, MESSENGER, "",
          "Má: Tiền viện dưỡng lão bao nhiêu vậy con? Má chỉ có 40 ngàn trong ngân hàng thôi. Má sợ quá.",
          "Má's 40k stays hers. explain on sunday", "communication, finance"),
        c("acat", PH, "IMG_20280401_143012.jpg - Photos", "", "",
          "letter went to Má's. photo she sent", "care, application",
          ocr="Australian Government  Department of Health and Aged Care\nNOTICE OF DECISION\nMr Van Hung TRAN  "
              "DOB 12/O5/1949\nYou have been approved as a care recipient for:\n- Residential care (permanent)\n"
              "Date of effect: 3O March 2028   Reference: ACAT-SA-77l203"),
        c("acat", MS, MESSENGER, "",
          "Má: Ba cứ hỏi khi nào được về nhà. Má nói dối là tuần sau. Má buồn quá con ơi.",
          "ugh. visit after nights with phở", "communication"),
        c("acat", EDGE, edge("Waiting in hospital for residential aged care - SA Health"),
          "https://www.sahealth.sa.gov.au/patients/waiting-for-aged-care",
          "When you no longer need hospital care, you may be asked to move to an interim bed or to accept a place in "
          "any suitable aged care home while you wait for your preferred home. Your social worker will discuss your "
          "options with you.",
          "they'll push him to any bed. don't accept the first", "care, research"),
        c("homes", SN, STICKY, "",
          "Lotus Garden tour: single room with ensuite, garden view, Wattle wing. Vietnamese cook Tue/Fri. 2 RNs at "
          "night for 90 beds. falls sensors in every room. Mrs Bui from Cần Thơ on the same corridor.",
          "Má liked the cook. I liked the falls sensors", "meeting, care"),
        c("homes", MS, MESSENGER, "",
          "Má: Chỗ đó có mấy bà cụ nói tiếng Việt, ba sẽ vui. Nhưng xa nhà quá, má đi xe buýt mất 50 phút.",
          "50 min on the bus for Má. look at the nearer one", "communication"),
        c("homes", EDGE, edge("Permanent residential care - Brighton Bay Care, Hove"),
          "https://www.brightonbaycare.com.au/permanent-care",
          "Brighton Bay Care is a 60-bed home in Hove, five minutes from the beach. Single rooms with ensuite from "
          "a RAD of $380,000. Respite and permanent care. Visiting hours 9am to 8pm.",
          "10 min from Má. no Viet staff though", "comparison, price, care"),
        c("fees", XL, "Ba aged care costs.xlsx - Excel", "", "",
          "combo: 150k RAD from Ba's savings, rest as DAP", "finance, spending",
          ocr="BA - AGED CARE COSTS (Lotus, 420k room)\nRAD paid        150,000\nRAD balance     27O,OOO  x "
              "8.36%/365\nDAP             $61.85 /day\nBasic fee       $63.82 /day\nPension (after) ??? ask FIS\n"
              "Per fortnight   ~$1,759"),
        c("fees", SN, STICKY, "",
          "FIS call (Services Australia financial info officer): DAP can come from pension, keep Má's buffer, annual "
          "cap on means-tested fee, lifetime cap too. submit SA457 now, letter in ~4 weeks.",
          "free FIS officer beats the $2k adviser Minh found", "finance, meeting"),
        c("homes", PL, PHONE, "",
          "Brighton Bay Care: Hi Linh, we have a permanent bed available now, room 14. We would need your answer by "
          "Wednesday 5pm, we have others waiting.",
          "bed NOW vs Lotus late April. hospital will love this", "communication"),
        c("homes", XL, "Homes compare.xlsx - Excel", "", "",
          "Má's vote counts most. she's the one visiting", "comparison, dataset",
          ocr="              Lotus Garden   Brighton Bay\nRAD           420k           38Ok\nstars         4   "
              "           3\nstaffing      3              3\nViet staff    Y              N\nbus from Ma   50 min   "
              "      l0 min\navailable     late Apr       now"),
        c("fees", EDGE, gmail("We have received your aged care calculation of cost of care form"), "",
          "Services Australia: We have received your Residential aged care calculation of your cost of care form "
          "for Van Hung Tran. We will send a letter with the fees and charges once we have assessed it. This can "
          "take up to 28 days.",
          "SA457 in. 28 days, great", "email, finance"),
        c("acat", PL, PHONE, "",
          "Karen Walsh FMC: Hi Linh, discharge planning update. Your dad is medically fit for discharge from Friday "
          "7 April. If no home is available by then we will discuss an interim bed. Call me tomorrow?",
          "fit from the 7th. clock's ticking", "communication, care"),
        c("homes", MS, MESSENGER, "",
          "Minh: Go with Lotus. Ask the hospital if he can wait the 3 weeks, or take the interim bed. I'll drive Mum "
          "on weekends while I'm over.",
          "Minh votes Lotus too. so do I", "communication"),
        c("fees", EDGE, gmail("Re: Dad's RAD"), "",
          "Minh: I'll put 50k towards the RAD, transferring to Dad's account on Monday. Keep Mum's savings out of "
          "it. Send me the bank details again?",
          "Minh's 50k. RAD now 200k", "email, finance"),
        c("homes", EDGE, gmail("Offer of a permanent place - Lotus Garden Aged Care"), "",
          "Dear Linh, we are pleased to offer Mr Van Hung Tran a permanent room in our Wattle wing from Monday 24 "
          "April 2028. Please sign and return the resident agreement within 14 days. The agreed room price is a RAD "
          "of $420,000 or its daily equivalent.",
          "offer! 24 Apr. read the agreement properly first", "email, care"),
    ],
    "footy": [
        c("admin", EDGE, gmail("U10 Team Manager - welcome and to-do list"), "",
          "Hi Linh, thanks for taking on the under 10s team manager role again. Before round 1: all players "
          "registered on PlayHQ by Friday 31 March, the canteen roster filled, and a current Working With Children "
          "Check for every team official. Cheers, Deb (Registrar)",
          "is my WWCC current? mine's through work", "email, deadline"),
        c("admin", EDGE, edge("Working With Children Check - DHS Screening"),
          "https://screening.sa.gov.au/types-of-check/working-with-children-check",
          "A Working With Children Check is valid for five years. Volunteers apply free of charge. A check obtained "
          "through an employer can be used for volunteer work only if the organisation is linked to it in the "
          "screening portal.",
          "link the club to my work check. or just apply, it's free", "application"),
        c("training", MS, MESSENGER, "",
          "Brett (U10 coach): Training Tuesdays and Thursdays 5:15 at Grange oval from this week. Water bottles, "
          "mouthguards, boots. If it's over 36 we'll call it off by 3pm.",
          "Tue/Thu 5:15. I'm off Tue, on days Thu", "communication, exercise"),
        c("fixtures", MS, MESSENGER, "",
          "Brett: Practice match Saturday 1st vs West Beach at their ground, 9am start, meet at 8:30, wear training "
          "tops. Parents please stay, we need goal umps.",
          "sat 1st straight off my night shift. coffee", "communication, events"),
        c("training", EDGE, edge("Under 10 session plans - AFL Play"),
          "https://play.afl/coaching/session-plans/under-10",
          "Session plan: warm-up and games (10 min), handball ladders in pairs, kick to position at 15 metres, a "
          "small-sided game of 6 v 6, and a cool-down. Keep every child moving; no lines longer than three.",
          "print the handball ladders for Brett", "exercise, fitness, planning"),
        c("training", SN, STICKY, "",
          "tue training: 15 kids, 3 away. handball ladders ok, kicking in pairs messy. Ollie rolled his ankle, iced "
          "it, mum came. Kai's left foot improving.",
          "Ollie's ankle fine I think. text his mum tmrw", "fitness, exercise"),
        c("admin", MS, MESSENGER, "",
          "Deb (Registrar): Still 3 kids in the U10s not registered: Noah, Isla and Jack. Rego closes Friday, they "
          "can't play round 1 without it.",
          "chase 3 regos before fri", "communication, deadline"),
        c("training", EDGE, edge("Heat policy - Grange Gulls Junior Football Club"),
          "https://www.grangegulls.com.au/policies/heat", "",
          "35 forecast today. just under the line", "planning",
          ocr="GRANGE GULLS JFC - EXTREME HEAT POLICY\nTraining cancelled if BOM forecast >= 36°C for Grange\n"
              "Games: SAJFL rule - 34°C+  drinks breaks every 1O min\nDecision by 3:OO pm, posted in team chats\n"
              "Sunscreen + hats at all sessions"),
        c("training", EDGE, edge("Concussion in community Australian football - AFL"),
          "https://play.afl/concussion",
          "Any player with a suspected concussion must be removed from the game or training and not return that "
          "day. Players under 18 must not return to full contact for at least 21 days and need medical clearance.",
          "21 days now for kids. Brett didn't know", "research, health"),
        c("admin", XL, "U10 canteen roster.xlsx - Excel", "", "",
          "put myself first so nobody complains", "planning, events",
          ocr="GRANGE GULLS U10  CANTEEN ROSTER 2028\nRd  Date    9:00-11:00        11:00-1:00\n1   8/4     "
              "TRAN/PEARCE      HALL\n2   15/4    bye\n3   22/4    NGUYEN T         O'BRIEN\n4   29/4    "
              "KOVAC            ???"),
        c("fixtures", SN, STICKY, "",
          "game day bag: esky + water, oranges cut, first aid kit (ice packs, strapping tape, spray, gloves, "
          "saline), scorecard + pens, goal ump flags, spare mouthguard.",
          "first aid kit is mine obviously", "planning"),
        c("fixtures", PH, "IMG_5502.jpg - Photos", "", "",
          "Brett's rotations. Kai in the ruck q3 lol", "planning, events",
          ocr="GULLS U1O  v WEST BEACH (practice)\n       Q1    Q2    Q3    Q4\nKai T  HF    WING  RUCK  BENCH\n"
              "Ollie  BP    bench HB    FF\nNoah   FF    C     bench HB\nEVERYONE PLAYS 3 QTRS"),
        c("training", MS, MESSENGER, "",
          "Brett: Can you run the warm up Tuesday? I'm stuck at work till 5:30. Nothing fancy, just get them moving.",
          "sure. I'm off tue after the assessment", "communication"),
        c("training", WD, "Warm up U10.docx - Word", "",
          "Dynamic warm-up, 8 minutes: jog two laps, high knees, heel flicks, side steps, grapevine, lunges with a "
          "twist, then 'stuck in the mud' with footballs. Finish with ten short sprints and water.",
          "my warm up for tue. 8 min tops", "planning, exercise"),
        c("fixtures", EDGE, edge("Under 10 Division 3 - Round 1 - PlayHQ"),
          "https://www.playhq.com/sajfl/org/grange-gulls/u10-div3/round-1",
          "Round 1, Saturday 8 April 2028, 9:00 am: Grange Gulls vs Semaphore Park, Grange Oval. Under 10s play "
          "four 12-minute quarters; scores are not recorded on the ladder.",
          "home game rd 1. my nights start that evening", "events"),
        c("admin", EDGE, edge("Junior guernseys and shorts - Grange Gulls club shop"),
          "https://www.grangegulls.com.au/shop/junior",
          "Junior guernsey $65, club shorts $25, socks $15, training top $40. Orders collected from the canteen on "
          "Thursday training nights.",
          "Kai's guernsey from last year fits. socks only", "shopping, price"),
        c("admin", EDGE, gmail("Your Working With Children Check has been approved"), "",
          "Your Working With Children Check has been approved and is valid for 5 years. Your check ID is "
          "3304117-A. Give this ID to the organisations you volunteer with.",
          "WWCC done. send the ID to Deb", "email, application"),
        c("training", PL, PHONE, "",
          "Dan: Kai says you made them do 'paramedic burpees' and Ollie's dad wants the warm up for the U12s 😂",
          "they loved it. mostly", "communication"),
        c("fixtures", MS, MESSENGER, "",
          "Brett: Heads up, round 1 is moved to 10:15, the U12s have the ground at 9. Same meeting point, 9:45.",
          "10:15. text the 2 parents not on messenger", "communication, events"),
        c("admin", MS, MESSENGER, "",
          "Deb (Registrar): Thanks Linh, all 18 of the U10s are registered now and your WWCC is on file. You're a "
          "legend.",
          "18/18 rego. fundraising can wait", "communication"),
        c("fixtures", PL, PHONE, "",
          "Hi it's Sophie, Noah's mum. Noah can't make Saturday, his cousin's birthday in Gawler. Sorry for the late "
          "notice!",
          "17 for rd 1 then", "communication"),
        c("fixtures", EDGE, edge("Match centre - Grange Gulls vs Semaphore Park - PlayHQ"),
          "https://www.playhq.com/sajfl/game-centre/u10-div3-r1-grange-semaphore", "",
          "won-ish. no scores for u10 but we all counted", "events",
          ocr="U10 DIV 3  ROUND 1   FINAL\nGRANGE GULLS     4.3  (27)\nSEMAPHORE PARK   2.5  (17)\nBest: O. Hall, "
              "K. Tran, I. Fraser\nGoals: Hall 2, Tran l, Fraser 1"),
    ],
    "flinders": [
        c("bookings", EDGE, edge("Wilpena Pound Campground - Parks SA"),
          "https://www.parks.sa.gov.au/parks/ikara-flinders-ranges-national-park/camping/wilpena-pound-campground",
          "Wilpena Pound Campground has powered and unpowered sites, hot showers and a general store. Easter and "
          "the school holidays book out early. Powered sites from $48 per night for up to 6 people.",
          "17-21 Apr. powered, for the fridge", "reservation, travel, price"),
        c("bookings", MS, MESSENGER, "",
          "Tash: We're in for the Flinders!! 2 adults 2 kids. Can you grab the site next to yours and I'll pay you "
          "back? Ruby wants to share a tent with Kai 🙄",
          "try for 2 sites side by side", "communication, travel"),
        c("bookings", EDGE, edge("Select a site - Wilpena Pound Campground - Parks SA"),
          "https://www.parks.sa.gov.au/booking/wilpena/sites", "",
          "61 and 62 free. quick before someone takes them", "reservation",
          ocr="Select a site   17/04/2028 - 21/04/2028  (4 nights)\nSite 54  powered   UNAVAILABLE\nSite 55  "
              "powered   UNAVAILABLE\nSite 61  powered   $48/night   AVAILABLE\nSite 62  powered   $48/nlght   "
              "AVAILABLE\nSite 7O  unpowered $22/night"),
        c("bookings", EDGE, gmail("Booking confirmation - Wilpena Pound Campground"), "",
          "Your booking is confirmed. Wilpena Pound Campground, site 61 (powered), arriving Monday 17 April 2028, "
          "departing Friday 21 April 2028, 4 nights. Total paid $192.00. Check-in at the visitor centre.",
          "ours done. Tash books 62 herself", "email, reservation"),
        c("trailer", EDGE, edge("Off-road camper trailer hire - Outback Trailer Hire Adelaide"),
          "https://www.outbacktrailerhire.com.au/camper-trailers",
          "Off-road camper trailer with a kitchen, queen bed and annex, $95 per night, bond $1,000. Needs a 50 mm "
          "tow ball and an electric brake controller in the towing vehicle. Gravel roads allowed, no beach driving.",
          "does the Prado have a brake controller? ask Dan", "price, reservation"),
        c("bookings", TEAMS, CHAT, "",
          "Me to Bec Lloyd (Rostering): Hi Bec, my leave for 17-21 April still says pending in the portal. Can you "
          "check it went through? Nights on either side.",
          "leave still pending. Bec to chase", "communication"),
        c("trailer", PL, PHONE, "",
          "Dan: Prado's due for its 150k service anyway. Booked it in for Thursday 6th. Yes it has a brake "
          "controller, I fitted it for the boat.",
          "service before the trip. tyres too probably", "communication"),
        c("hikes", EDGE, edge("Wangarra Lookout Hike - Ikara-Flinders Ranges National Park - Parks SA"),
          "https://www.parks.sa.gov.au/parks/ikara-flinders-ranges-national-park/hikes/wangarra-lookout",
          "Wangarra Lookout hike: 7.8 km return, about 3 hours, moderate, from the visitor centre through the gap "
          "into the Pound, past the Hills Homestead, with a final steep climb to the lookout.",
          "Wangarra with the kids. 3 hrs ok", "travel, itinerary, fitness"),
        c("bookings", MS, MESSENGER, "",
          "Tash: Got 62!! Also shall we do the last night at Rawnsley Park for the pub dinner?",
          "no, Wilpena all 4 nights. pub dinner one night", "communication, travel"),
        c("trailer", EDGE, edge("All-terrain tyres 265/65R17 - Tyrepower"),
          "https://www.tyrepower.com.au/tyres/265-65r17-all-terrain",
          "All-terrain tyre 265/65R17, light truck construction, $289 each fitted and balanced, wheel alignment "
          "$89. In stock at Findon.",
          "4 x 289. ouch. the fronts are bald", "shopping, price"),
        c("bookings", EDGE, edge("Park passes - Parks SA"), "https://www.parks.sa.gov.au/park-passes",
          "A 2-month Multi Park Pass gives vehicle entry to 14 regional parks, including Ikara-Flinders Ranges "
          "National Park, for $90. Camping fees are separate.",
          "2 month pass. Arkaroola isn't a park, it's private", "travel, price"),
        c("hikes", EDGE, edge("Brachina Gorge Geological Trail - Parks SA"),
          "https://www.parks.sa.gov.au/parks/ikara-flinders-ranges-national-park/brachina-gorge",
          "The Brachina Gorge Geological Trail is a 20 km self-guided drive through 130 million years of earth "
          "history, with signs at each rock layer and yellow-footed rock-wallabies in the gorge.",
          "Kai will love the fossils. half a day", "travel, itinerary"),
        c("hikes", WD, "Flinders Easter plan.docx - Word", "",
          "Mon 17: drive Adelaide to Wilpena, 430 km, lunch at Quorn. Tue 18: Wangarra Lookout. Wed 19: Brachina "
          "Gorge drive, Arkaroola? Thu 20: Hills Homestead walk, pub dinner at Rawnsley. Fri 21: drive home.",
          "draft plan. Tash to add her bits", "itinerary, draft, planning"),
        c("bookings", EDGE, edge("Ridgetop Tour - Arkaroola Wilderness Sanctuary"),
          "https://www.arkaroola.com.au/tours/ridgetop",
          "The Ridgetop Tour is a 4-hour four-wheel-drive trip along a private track to Sillers Lookout. Adults "
          "$185, children 8-15 $95. Bookings essential, departs from the village at 8am and 1pm.",
          "kids 8+. Kai yes. 560 for us. maybe", "reservation, price, travel"),
        c("hikes", EDGE, edge("Climate statistics - Wilpena Pound - Bureau of Meteorology"),
          "https://www.bom.gov.au/climate/averages/tables/cw_019062.shtml",
          "Wilpena Pound, April: mean maximum temperature 24.6 degrees, mean minimum 9.8 degrees, mean rainfall "
          "18 mm, 3 rain days.",
          "cold nights. sleeping bags rated 5, beanies", "travel, planning"),
        c("trailer", EDGE, gmail("Hire agreement - Outback Trailer Hire"), "",
          "Thanks Linh. Your off-road camper trailer is booked: pick-up Sunday 16 April at 4pm from Wingfield, return "
          "Saturday 22 April by 10am. 6 nights, $570, bond $1,000 on pick-up. Bring your licence.",
          "pick up sun 16 after my last night. sleep first", "email, reservation"),
        c("hikes", MS, MESSENGER, "",
          "Tash: Could the kids do St Mary Peak? Or is it too much?\nMe: The Adnyamathanha people ask that visitors "
          "don't climb to the summit. Tanderra Saddle and back is still a big day.",
          "no summit. saddle maybe, if legs ok", "communication, travel"),
        c("trailer", PH, "IMG_5560.jpg - Photos", "", "",
          "brakes too. 1184. trip keeps getting dearer", "invoice, spending",
          ocr="FINDON 4WD SERVICE   TAX INVOICE 20871\nToyota Prado  S04 XYZ  odo 15O,212 km\n150,000 km logbook "
              "service        $612.00\nRear brake pads + machining    $418.0O\nWiper blades                     "
              "$54.50\nTOTAL inc GST                  $1,l84.50"),
        c("trailer", SN, STICKY, "",
          "packing: fridge, 2 x 9 kg gas, 80 L water, recovery tracks, tyre gauge, UHF, first aid kit (mine, the big "
          "one), headtorches, Kai's puffer, beanies.",
          "the trauma kit stays at home. mostly", "planning, travel"),
        c("hikes", PH, "IMG_5571.jpg - Photos", "", "",
          "Hills Homestead easier. second day then", "travel, itinerary",
          ocr="WILPENA POUND  WALKING TRAILS\nHills Homestead   6.6 km return  2 hrs  easy\nWangarra Lookout  "
              "7.8 km return  3 hrs  mod\nTanderra Saddle   15 km return   6 hrs  hard\nSt Mary Peak - please "
              "respect Adnyamathanha wishes"),
        c("trailer", EDGE, edge("Outback road conditions - Department for Infrastructure and Transport"),
          "https://www.dpti.sa.gov.au/OutbackRoads",
          "Brachina Gorge Road: open. Arkaroola road from Copley: open, dry weather only, caution with trailers. "
          "Roads may close at short notice after rain.",
          "unsealed with the trailer, slow. check again the 15th", "travel, planning"),
        c("hikes", EDGE, edge("Fire bans and ratings - Flinders district - CFS"),
          "https://www.cfs.sa.gov.au/warnings-restrictions/total-fire-bans-ratings/",
          "Flinders district: fire danger rating moderate. Campfires are allowed in the provided fireplaces at "
          "Wilpena Pound unless a total fire ban is declared. Check on the day.",
          "no campfire if a ban. marshmallows on the gas", "planning, travel"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of interleave()): one "HH:MM task" per capture, each taking that task's next capture in TASKS. Monday 27 March to
# Sunday 9 April 2028, Adelaide time; daylight saving ends at 03:00 on Sunday 2 April (03:00 ACDT becomes 02:00 ACST),
# so captures up to 01:59 that night carry +10:30 and later ones +09:30 (none falls in the repeated hour).
# Roster: off Mon 27 and Tue 28; days Wed 29 (Thu 30 swapped off); nights Fri 31 and Sat 1; off Sun 2 to Wed 5 (the
# skills day on Tue 4); days Thu 6 and Fri 7; nights Sat 8 and Sun 9.
DAYS = {
    # Mon (off): her mother's message before eight, the educator and the audit notice, the standard; My Aged Care;
    # the registrar and the check; the social worker's text and the swap seven minutes later; the coach; campsites at
    # night with Tash
    "2028-03-27": "07:40 dad, 08:05 reaccred, 08:20 reaccred, 08:50 reaccred, 09:10 dad, 10:30 footy, 10:42 footy, "
                  "11:15 dad, 11:22 dad, 16:40 footy, 20:15 flinders, 20:30 flinders, 20:38 flinders, 20:44 flinders",
    # Tue (off): two modules, the cost forms between them and the coach's practice match, the booking email after a
    # visit to the ward; training at a quarter past five, notes after; the camper trailer late
    "2028-03-28": "08:30 reaccred, 09:05 reaccred, 09:40 dad, 09:55 dad, 10:10 footy, 10:20 dad, 13:30 dad, "
                  "14:10 reaccred, 15:00 footy, 19:10 footy, 21:30 flinders",
    # Wed (day shift): the meal break at the station (the home's text, the registrar, the leave); the evening
    "2028-03-29": "12:35 dad, 12:41 footy, 12:48 flinders, 19:05 flinders, 19:20 dad, 20:30 reaccred, 21:10 dad",
    # Thu (swapped off): modules and Sam from early, the heat policy; the family meeting at two; concussion after
    # training, the house rules and a walk at night
    "2028-03-30": "07:50 reaccred, 08:30 reaccred, 09:15 reaccred, 11:00 footy, 15:40 dad, 15:55 dad, 19:30 footy, "
                  "21:00 dad, 22:15 flinders",
    # Fri (night shift from six): the spinal module and its email, her mother's worry, the canteen roster and Tash
    # eight minutes later; Jess, the lost certificate, the pocket card and the game-day bag before leaving
    "2028-03-31": "09:30 reaccred, 09:50 reaccred, 10:30 dad, 11:00 footy, 11:08 flinders, 13:00 reaccred, "
                  "16:15 reaccred, 16:50 footy, 17:10 reaccred",
    # Sat: a module at three in the morning on station; the practice match straight off the night; her mother's photo
    # of the letter after sleeping; the certificate on the second night
    "2028-04-01": "03:20 reaccred, 08:40 footy, 14:30 dad, 23:30 reaccred",
    # Sun: a reflection in the hour the clocks give back (+09:30 from 03:00); after sleep, her mother and the hospital,
    # the coach, tyres, Sam; the pass and the gorge at night
    "2028-04-02": "04:20 reaccred, 15:30 dad, 15:45 dad, 16:10 footy, 16:20 flinders, 16:35 reaccred, 20:00 flinders, "
                  "20:20 flinders",
    # Mon (off): skills prep early, practice with Sam at eleven, the home's tour at two; the warm-up, the draw and the
    # shop; her mother at dinner, obstetrics, the plan and the nearer home late
    "2028-04-03": "08:15 reaccred, 09:00 reaccred, 12:50 reaccred, 15:10 dad, 17:30 footy, 17:38 footy, 17:45 footy, "
                  "19:15 dad, 21:00 reaccred, 21:40 flinders, 22:20 dad",
    # Tue: the skills day (nothing captured until it ends), Dan's text twelve minutes later, the check approved, the
    # warm-up she ran
    "2028-04-04": "15:50 reaccred, 16:02 reaccred, 16:20 footy, 19:30 footy",
    # Wed (off): a reflection, the costs and the adviser's call, the nearer home's deadline, the ridgetop tour, the
    # portal and a certificate, the comparison, the coach's time change; the weather and the trailer at night
    "2028-04-05": "08:30 reaccred, 09:30 dad, 10:45 dad, 11:05 dad, 11:20 flinders, 13:30 reaccred, 13:50 reaccred, "
                  "14:30 dad, 15:10 footy, 20:10 flinders, 20:25 flinders",
    # Thu (day shift): results, the form received and the ward's text at the meal break; Minh, Tash, the registrar and
    # the service invoice in the evening
    "2028-04-06": "12:30 reaccred, 12:38 dad, 12:45 dad, 19:10 dad, 19:40 flinders, 20:00 footy, 20:30 flinders",
    # Fri (day shift): a parent's text and Minh's email at the meal break; the home's offer and packing in the evening
    "2028-04-07": "12:20 footy, 12:26 dad, 18:45 dad, 20:15 flinders",
    # Sat: round 1 at a quarter past ten, then sleep before the night
    "2028-04-08": "12:05 footy",
    # Sun: the audit submitted on station before four; after sleep, the trail map, the roads and fire bans
    "2028-04-09": "03:40 reaccred, 15:00 flinders, 15:10 flinders, 15:20 flinders",
}

TIMELINE = day_timeline(DAYS, TZ)
