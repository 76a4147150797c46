"""Catriona MacLeod, a naval architect from Greenock who is a shipowner's site supervisor at a shipyard on Geoje
Island, South Korea: the last weeks of a product tanker's build (inspections and non-conformance reports, the sea
trials, the owner's change orders and the yard's claims), her application to become a Chartered Engineer (the
competence report sent back for more, the professional review interview), a cracked molar that needs an implant (two
clinics' scans and quotes, the extraction and bone graft, the claim on her expat health insurance), her father's first
visit to Korea (the flights and his travel authorisation, what to do with him) and a yacht regatta in Tongyeong with a
yard engineer's crew (the boat and practice, the entry and race day).

Written by hand in session 19 of issue 12 as the TEST corpus for session 20, before anybody tuned on it, by an
engineer who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end
of session 20, and since session 21 it is a development corpus (bench/data/corpora/navalarchitect.json).

Catriona ("Cat", 44) is from Greenock, studied naval architecture in Glasgow and worked for a ship manager there; for
three years she has been Northwind Tankers' (fictional, Glasgow) site supervisor at Hanbit Heavy Industries (fictional)
in Okpo, Geoje, where her second ship for the owner is finishing. She lives in a flat in Okpo with her son Ewan (11),
who goes to the international school. In the fortnight from Monday 7 to Sunday 20 October 2030 (Wednesday 9 October is
Hangul Day, a public holiday, and the yard is shut):
- the ship: hull 2417, the 50,000 dwt product tanker Northwind Fyne, is fitting out for delivery on 8 November. Cat
  inspects with the yard's QA (manager Kang Eun-ji) and the class surveyor (Mr Kwon): low coating thickness in cargo
  tank 3P, an undercut weld on the main deck, a punch list of 143 open items; the yard's trials manager (Oh Tae-sik)
  moves the sea trials to Monday 14-Wednesday 16 October (speed and power, crash stop, anchor test, endurance);
  Northwind's technical director in Glasgow, Graeme Innes, wants the change orders settled (CCTV in the engine room,
  the ballast water system's upgrade) and the yard's claim for a week's delay resisted (liquidated damages);
- the chartership: the Royal Institution of Naval Architects' review panel returns her competence report asking for
  more on communication (D) and professional commitment (E); she rewrites both on the holiday, her sponsor (Alasdair
  Reid, her old boss in Glasgow) signs again, and a yard engineer, Park Jun-ho, writes a verifier's paragraph; the
  professional review interview, by video, first set for Wednesday 16 October when she is at sea, is moved to Friday
  18 October at 08:30 UK time (16:30 in Korea), with a mock interview with her mentor Morag Lindsay beforehand;
- the tooth: her lower left first molar (36) cracked on a walnut cake on Saturday 5 October; a clinic in Okpo (Okpo
  Bareun Dental, fictional) and one in Busan with an international desk (Seomyeon Global Dental, fictional) scan and
  quote; her sister Eilidh, a dental nurse in Paisley, advises; Okpo extracts it and grafts the socket on Thursday 17
  October; her insurer (Meridian Global Health, fictional) pre-authorises and she claims with the Korean receipt;
- her father: Hamish MacLeod (74, retired from the Greenock sugar refinery, a new hip in 2029) flies Glasgow-Amsterdam-
  Incheon-Busan on Thursday 17 October (Skylark Airways, fictional) with wheelchair assistance and a K-ETA; plans: the
  ship (a yard visitor's pass), Oedo island by ferry, Gyeongju with a ground-floor room;
- the regatta: the Tongyeong Bay Regatta (fictional, Saturday 19 October) on Jun-ho's J/80 "Galmaegi" with his sister
  Park Mi-rae and Ben Walker, a New Zealand teacher at Ewan's school: a practice sail on Sunday 13 October, a hull
  scrub by a diver, the entry, the sailing instructions, a postponement for wind, and the results.

She works on a Windows 11 laptop from the owner: Naver Whale for the web (titles end " - Whale": the yard's portal,
the weather, the clinics, the insurer, the airline, the K-ETA site, the regatta's pages, reference pages), eM Client
for mail (an opened message is "<subject> - eM Client"), KakaoTalk (titled only "KakaoTalk": the yard's people, the
clinics, Jun-ho and the crew, Ewan, the race committee) and WhatsApp (titled only "WhatsApp": Graeme, her father,
Eilidh, Alasdair, Morag, Ben), PDF-XChange Editor for every PDF, scan and photo ("<file> - PDF-XChange Editor"),
Simplenote for notes (titled only "Simplenote"), Excel and Word ("<file> - Excel"). Memos are her shorthand (first
person, a site supervisor's and a Greenock woman's: "H2417", "NCR", "DFT", "CO", "LDs", "QA", "G", "JH", "E", "Da",
"PRI", "36", "aye", "wee", "och", "dreich", "graft", "nae bother"). English is her working language and the yard's;
Korean as she meets it (the yard's QA, the trials manager, the weather service, the clinics' messages, the consent
form, the receipt, the pharmacy, the regatta's notice and committee, Jun-ho's messages, the airport bus, the ferry),
under a fifth of the captures. Words cross on purpose: bridge (the ship's bridge on trials and in the punch list,
a dental bridge, the Geoga Bridge to the airport, the race's mark near the Tongyeong bridge); trial (the sea trials,
the interview moved away from them, the skipper asking how they went); hull (the tanker's, the yacht's scrub, the
hull numbers in the verifier's paragraph and the visitor's pass); pass (the anchor test passed, the yard's visitor
pass, passing the interview); draft (the ship's draft readings, the report's draft); anchor (the anchor test, the
implant's anchor in the bone); graft (the bone graft, a Scot's hard work); crew (the trial crew, the yacht's);
receipt (the clinic's, the race entry's); Jun-ho in the ship, the chartership and the regatta; Ewan in every task but
the chartership; Okpo in every task.

The timeline is written by hand (TIMELINE below): all in Korea Standard Time, +09:00 (South Korea has kept no daylight
saving time since 1988, so there is no clock change in the fortnight); the yard by day, three days at sea on trials
from before six on Monday 14 October, the holiday on Wednesday 9 October spent on the report, the extraction and her
father's arrival on one Thursday, the regatta on the last Saturday, the tooth, the trip and the race in the evenings.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("naval architect and shipowner's site supervisor at a shipyard on Geoje Island, South Korea: a tanker's "
           "last weeks before delivery, a Chartered Engineer application, a dental implant, her father's visit, a "
           "yacht regatta")
TZ = ZoneInfo("Asia/Seoul")  # KST +09:00 all year, no daylight saving time since 1988
ID_PREFIX = "yg"  # "n" is the nurse's; no id in any bench/data file begins with "yg"
APP_WORDS = {"whale", "naver", "em", "client", "kakaotalk", "kakao", "whatsapp", "pdf", "xchange", "editor",
             "simplenote", "excel", "word", "xlsx", "docx", "jpg", "https", "www", "com", "co", "kr", "org", "uk",
             "go", "weather", "rina", "members", "engc", "seomyeonglobal", "meridianglobalhealth", "skylarkair", "k",
             "eta", "airportlimousine", "oedoferry", "gyeongjuhanok", "tyregatta", "sailtune", "windcast",
             "dentalfacts"}

TASK_NAMES = {
    "hull": ("Hull 2417 newbuild", "the Fyne", "the tanker at the yard", "site supervision"),
    "ceng": ("Chartered engineer application", "CEng", "professional review", "chartership"),
    "teeth": ("Dental implant", "the broken molar", "tooth 36", "the dentist"),
    "dad": ("Dad's visit", "Da coming over", "my father's trip", "showing Da Korea"),
    "regatta": ("Tongyeong regatta", "the yacht race", "sailing with Jun-ho", "racing the J/80"),
}
SUB_NAMES = {
    "hull/inspections": ("Inspections and NCRs", "coating and welds", "punch list", "quality checks"),
    "hull/trials": ("Sea trials", "trial programme", "speed and manoeuvring trials", "the days at sea"),
    "hull/changes": ("Change orders", "variations", "the yard's claims", "delivery date"),
    "ceng/report": ("Competence report", "the written report", "resubmission", "sponsor and verifier"),
    "ceng/interview": ("Review interview", "the interview", "mock interview", "interview prep"),
    "teeth/consult": ("Consultations", "second opinion", "scans and quotes", "choosing a clinic"),
    "teeth/treatment": ("Extraction and graft", "the procedure", "aftercare", "in the chair"),
    "teeth/claim": ("Insurance claim", "pre-authorisation", "receipts", "getting the money back"),
    "dad/journey": ("Getting Da here", "flights", "travel authorisation", "the airport"),
    "dad/plans": ("Things to do with Da", "day trips", "itinerary", "where to take him"),
    "regatta/boat": ("Boat and crew", "practice sails", "tuning", "the crew"),
    "regatta/entry": ("Entry and race day", "race entry", "notice of race", "results"),
}

WH = "Whale"
EM = "eM Client"
KT = "KakaoTalk"
WA = "WhatsApp"
PX = "PDF-XChange Editor"
SN = "Simplenote"
XL = "Excel"
WD = "Word"


def web(page: str) -> str:
    return f"{page} - Whale"


def mail(subject: str) -> str:
    return f"{subject} - eM Client"


def view(name: str) -> str:
    return f"{name} - PDF-XChange Editor"


def sheet(name: str) -> str:
    return f"{name} - Excel"


def doc(name: str) -> str:
    return f"{name} - Word"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "hull": [
        c("inspections", EM, mail("NCR-2417-088 Cargo tank 3P coating DFT below specification"), "",
          "Dear Ms Kang, during the joint inspection of cargo tank 3P on 5 October we measured dry film thickness "
          "below the specified 300 microns on the lower stool and around the bellmouths (lowest 185). Please raise "
          "the NCR, propose a repair procedure and invite class before touch-up. Regards, Catriona MacLeod, "
          "Owner's Site Supervisor, Northwind Tankers",
          "NCR out for 3P. 185 micron at the bellmouth, not having it", "email"),
        c("changes", EM, mail("H2417 - Claim for additional cost and time: CO-14 engine room CCTV"), "",
          "Dear Ms MacLeod, further to Change Order 14 (eight additional CCTV cameras in the engine room and steering "
          "gear room), the yard claims KRW 38,400,000 for equipment, cabling and labour and an extension of five "
          "working days to the delivery date due to late delivery of the cameras. Lee Sang-woo, Project Manager, "
          "Hanbit Heavy Industries",
          "yard wants 5 days for 8 cameras. cheeky", "email, price, deadline"),
        c("inspections", XL, sheet("H2417_DFT_tank3P.xlsx"), "",
          "location | readings | min µm | max µm | mean µm | spec\nlower stool fwd | 20 | 185 | 410 | 276 | 300 "
          "min\nbellmouth P | 12 | 192 | 355 | 248 | 300 min\nbellmouth S | 12 | 240 | 390 | 305 | 300 min\nlong. "
          "bhd | 40 | 290 | 520 | 371 | 300 min",
          "3P readings typed up. port bellmouth is the worst", "dataset, statistics"),
        c("inspections", KT, KT, "",
          "Kang Eun-ji (QA): 감독님, NCR-088 확인했습니다. 3P 탱크는 목요일에 블라스팅 후 재도장 예정입니다. "
          "선급 검사관 권 과장님께도 연락드렸어요. Touch-up procedure English version tomorrow morning.",
          "Kang: 3P re-blast thursday, class told. procedure in English tmrw", "communication"),
        c("trials", PX, view("H2417_Sea_Trial_Programme_RevB.pdf"), "", "",
          "trial programme rev B. anchor test on day 2 now", "planning",
          ocr="HANBlT HEAVY lNDUSTRlES  HULL NO. 24l7  SEA TRlAL PROGRAMME  Rev. B  Day 1: Departure Okpo O6:OO  "
              "Speed/power trial at 25/5O/75/85/lOO% MCR  Day 2: Crash stop ahead-astern  Turning circle P/S  "
              "Anchor windlass test  Day 3: Endurance 4 h at 85% MCR  Return Okpo  Trial crew: 142 persons"),
        c("inspections", PX, view("Coating_Inspection_Report_3P_1005.pdf"), "", "",
          "QA's own report agrees: 3P stool low. good, no argument", "dataset",
          ocr="COATlNG lNSPECTlON REPORT  No. Cl-2417-3P-O5  Tank: CARGO TANK NO.3 (P)  Paint: Epoxy phenolic 2 coat "
              "  Specified DFT: 3OO µm min  Measured: Iower stooI 185-41O µm  BeIImouth P l92-355 µm  Result: NOT "
              "ACCEPTED  Remarks: Re-bIast and recoat Iocal areas  lnspector: E. J. Kang  Owner: C. MacLeod"),
        c("changes", XL, sheet("H2417_change_orders.xlsx"), "",
          "CO | item | yard claim KRW | owner offer KRW | days claimed | status\n11 | extra mooring bollards aft | "
          "6,200,000 | 6,200,000 | 0 | agreed\n12 | BWTS upgrade to 1,500 m3/h | 212,000,000 | 165,000,000 | 3 | "
          "open\n14 | engine room CCTV x8 | 38,400,000 | 24,000,000 | 5 | open",
          "CO-12 and CO-14 still open. 8 days claimed in total", "comparison, price, dataset"),
        c("trials", WH, web("해상예보 남해동부 앞바다 | 기상청 날씨누리"), "https://www.weather.go.kr/w/ocean/forecast",
          "남해동부 앞바다 (거제시): 10월 14일(월) 북동풍 8~12 m/s, 물결 1.0~2.0 m. 10월 15일(화) 북동풍 6~10 m/s, "
          "물결 1.0~1.5 m. 10월 16일(수) 바람 약해짐, 물결 0.5~1.0 m. 풍랑주의보 없음.",
          "KMA: 2 m seas monday, calm by wednesday. speed trial might wait", "planning"),
        c("inspections", EM, mail("Re: Main deck weld undercut frame 78-82"), "",
          "Catriona, I saw the undercut on the main deck longitudinal butt between frames 78 and 82 this morning. "
          "Depth up to 0.8 mm, over the 0.5 mm allowed. Grinding and re-welding is required before I sign the hull "
          "survey item; please ask the yard to notify me for the visual and MT after repair. Kwon Dae-hyun, Surveyor",
          "class agrees on the undercut. MT after repair", "email"),
        c("changes", WA, WA, "",
          "Graeme Innes: Cat, board says yes to CO-12 at 180m won but not a day more on the delivery. They had the "
          "BWTS drawings in March. Push back hard on the days, the charter starts 15 Nov in Singapore",
          "G: 180m for CO-12, zero days. charter in Singapore 15 Nov", "communication, deadline"),
        c("trials", SN, SN, "",
          "trials, what I need aboard: owner's cabin deck 4 / 2 boiler suits, hard hat, ear defenders / laptop + "
          "the spec / my own stopwatch for the crash stop / G wants draft readings fwd and aft before departure and "
          "on return / seasick pills for the new QA lad",
          "list for three days at sea. stopwatch!", "planning"),
        c("changes", PX, view("H2417_Progress_Meeting_41_Minutes.pdf"), "",
          "Meeting 41, 10 October. Item 3: change orders. Owner (CM) accepts CO-11. For CO-12 owner offers KRW "
          "180,000,000 without extension of time; yard (LSW) to reply by 15 October. For CO-14 yard maintains five "
          "days; owner rejects any extension, the cameras being on the approved maker list since June. Item 4: "
          "delivery remains 8 November.",
          "minutes say it plainly. no days", "meeting"),
        c("inspections", XL, sheet("H2417_punch_list.xlsx"), "",
          "area | open | closed this week | owner items | class items\naccommodation | 38 | 21 | 35 | 3\nengine room "
          "| 44 | 12 | 31 | 13\ncargo deck | 29 | 9 | 22 | 7\nbridge + navigation | 17 | 6 | 17 | 0\ntanks | 15 | 4 "
          "| 11 | 4\ntotal | 143 | 52 | 116 | 27",
          "143 open. bridge items all ours, all small", "planning, dataset"),
        c("trials", EM, mail("H2417 sea trial: new dates 14-16 October"), "",
          "Dear all, due to the late commissioning of the ballast water treatment system, the sea trial of hull 2417 "
          "will now take place from Monday 14 to Wednesday 16 October. Boarding at quay 3 from 05:00 on Monday; "
          "departure 06:00. Trial crew list attached. Oh Tae-sik, Trials Manager",
          "trials now 14-16. my interview is the 16th. och", "email, planning"),
        c("changes", WD, doc("Letter_CO-14_rejection_of_time_claim.docx"), "",
          "Dear Mr Lee, the Owner acknowledges your claim for Change Order 14 but cannot accept any extension of "
          "time. The cameras are of the maker approved in June, the cabling runs in trays already fitted, and the "
          "work does not lie on the critical path. The Owner offers KRW 24,000,000 in full settlement.",
          "letter for Lee. firm, not rude", "writing, draft, price"),
        c("trials", SN, SN, "",
          "Sunday night: bag packed / Ewan to Ben's Monday to Wednesday, his mum says nae bother / wake 04:15 / "
          "check the bridge's speed log against GPS on the measured mile / double runs, mean of two",
          "E sorted. alarm 4:15", "planning"),
        c("trials", KT, KT, "",
          "오태식 (시운전): 감독님 좋은 아침입니다. 도선사 05:40 승선, 06:00 출항 예정입니다. 흘수 선수 6.82 m, "
          "선미 7.40 m. 조식은 3층 식당에서 05:30부터.",
          "drafts 6.82 fwd 7.40 aft. breakfast on deck 3", "communication"),
        c("trials", PX, view("Speed_Power_Trial_Datasheet_Day1.pdf"), "", "",
          "speed trial: 15.1 kn at 85% MCR, contract 14.8. pleased", "dataset, statistics",
          ocr="SPEED / POWER TRlAL  HuII 24l7  Date 2O3O-lO-l4  Draft F 6.82 A 7.4O m  Wind NE 5  Sea state 4  "
              "Run  Heading  %MCR  RPM  Power kW  Speed GPS kn\n1  O45  75  lO8.2  7 l4O  14.2\n2  225  75  lO8.l  "
              "7 l35  13.6\n3  O45  85  ll3.O  8 O9O  15.4\n4  225  85  ll2.9  8 O85  14.8  Mean 85%: 15.l kn"),
        c("inspections", SN, SN, "",
          "trial deficiencies day 1: steering gear room flooded 2 cm from the gland / bridge window wiper 3 stops "
          "mid-sweep / galley exhaust fan noisy / no. 2 GE vibration at 900 rpm / add all to the punch list, owner "
          "items",
          "4 new items from the trip out. wiper on the bridge", "planning"),
        c("changes", WA, WA, "",
          "Graeme Innes: The LDs are 45,000 USD a day after the 8th, capped at 30 days. If they claim 8 days for "
          "two COs that's their way of resetting the clock. Get it in writing that trials went fine and the date "
          "holds",
          "G on the LDs: 45k a day. get the date in writing", "communication"),
        c("trials", SN, SN, "",
          "day 2: crash stop ahead-astern from 15 kn: 7 min 40 s, 1.9 nm head reach, fine / turning circle P 2.6 "
          "L, S 2.7 L / anchor test: stbd anchor let go at 60 m depth, 3 shackles, heaved at 11 m/min, spec 9, "
          "pass",
          "crash stop and anchor fine. long day, dreich", "dataset"),
        c("inspections", PX, view("NCR-2417-088_closeout.pdf"), "", "",
          "3P closed out. 310 min after recoat. class signed too", "dataset",
          ocr="NON-CONFORMANCE REPORT  NCR No. 2417-O88  Corrective action: Iocal re-bIast Sa 2.5, 2 coats epoxy "
              "phenoIic  Re-inspection: DFT 31O-42O µm  Status: CLOSED  QA: E. J. Kang  CIass: D. H. Kwon  "
              "Owner: C. MacLeod  Date: 2O3O-lO-l6"),
        c("changes", PX, view("H2417_Shipbuilding_Contract_Art_VIII.pdf"), "", "",
          "article VIII: they needed to notify within 10 days. they didn't", "deadline",
          ocr="ARTlCLE Vlll - DELAY AND EXTENSlON OF TlME  2. The BUlLDER shaII notify the BUYER in writing within "
              "ten (lO) days of the occurrence of any cause of deIay for which it cIaims an extension, faiIing "
              "which the cIaim shaII be deemed waived.  3. LiquIdated damages: USD 45,OOO per day, maximum thirty "
              "(3O) days"),
        c("inspections", WA, WA, "",
          "Me to Graeme: Deck undercut re-welded, class did the MT this afternoon, clean. Jun-ho's team had it "
          "ground out by 10. Punch list down to 97 open, trial items in. Photo of the repair attached",
          "told G: undercut done, 97 open", "communication"),
        c("trials", EM, mail("H2417 Sea trial summary for the Owner"), "",
          "Graeme, summary of the sea trial 14-16 October: speed at 85% MCR 15.1 kn (contract 14.8), fuel "
          "consumption within 2% of the shop test, crash stop and turning circles within IMO criteria, anchor test "
          "passed, endurance 4 h at 85% without alarms. 11 deficiencies added to the punch list. Cat",
          "trial summary to G. all passed, 11 items", "email, writing"),
        c("changes", EM, mail("Re: Delivery date of hull 2417"), "",
          "Dear Ms MacLeod, following the successful sea trial, the yard confirms delivery on 8 November 2030. We "
          "withdraw the time claims for CO-12 and CO-14 and accept the Owner's offers of KRW 180,000,000 and KRW "
          "24,000,000. A revised change order summary will follow. Lee Sang-woo",
          "they withdrew the days! 8 Nov stands", "email, deadline"),
        c("changes", SN, SN, "",
          "Monday with Lee: sign CO-12 and CO-14 at our figures / revised CO summary by Wednesday / delivery "
          "documents list / Graeme flies in 5 Nov for the naming / ask Da if he wants to come to the naming",
          "Monday's list. Da at the naming?", "planning, meeting"),
    ],
    "ceng": [
        c("report", EM, mail("RINA Professional Review: your competence report"), "",
          "Dear Ms MacLeod, the review panel has read your competence and commitment report. Competences A to C are "
          "well evidenced. Please expand D (communication and interpersonal skills) with examples where you "
          "influenced decisions, and E (commitment) with your CPD and your view of the ethical duties of an "
          "engineer. Resubmit by 11 October. Professional Affairs, RINA",
          "panel wants more D and E. by Friday", "email, application, deadline"),
        c("report", WD, doc("CEng_competence_report_v4.docx"), "",
          "D2. On hull 2417 in Okpo I chaired weekly technical meetings with the yard's project team, the class "
          "surveyor and the owner's engineers, in a second language for most of them. When the ballast water system's "
          "capacity was found to be too small, I wrote the case for the upgrade that the owner's board approved.",
          "draft D rewritten around the BWTS. better", "writing, draft, application"),
        c("report", WH, web("UK-SPEC competence E: commitment | Engineering Council"),
          "https://www.engc.org.uk/ukspec/competence-e", "",
          "E1 to E5. CPD log and ethics, that's the gap", "application, skills",
          ocr="UK-SPEC  Chartered Engineer  E  Demonstrate a personaI commitment to professionaI standards  E1 "
              "Understand and compIy with reIevant codes of conduct  E2 Understand the safety impIications of their "
              "roIe  E3 Understand the principIes of sustainable deveIopment  E4 Carry out and record CPD  E5 "
              "Exercise responsibiIities in an ethicaI manner"),
        c("report", WD, doc("CEng_competence_report_v4.docx"), "",
          "E5. When a welding inspector offered to overlook a repair to save a day, I declined and reported it to "
          "the yard's QA manager without naming him to the owner. E4. My CPD since 2027: 62 hours, including the "
          "IMO ballast water convention course and Korean language classes.",
          "E written. 62 hours CPD, logged at last", "writing, draft"),
        c("report", KT, KT, "",
          "Park Jun-ho: Cat, my paragraph for your report is attached. I wrote about the vibration problem on hull "
          "2312, when you measured the propeller shaft and we changed the bracket. English check please 😅 Happy "
          "Hangul Day!",
          "JH's verifier paragraph. his English is fine", "communication, application"),
        c("report", WA, WA, "",
          "Alasdair Reid: Signed and scanned, Cat, the sponsor form's attached. They'd be daft not to pass you. "
          "Give my regards to that yard and to your dad when he's over",
          "Alasdair signed again. owe him a dram", "communication, application"),
        c("report", WH, web("Pay your registration fee | RINA Members"), "https://members.rina.org.uk/payments/ceng",
          "Professional review and registration. Engineering Council registration fee: GBP 44.00. Institution "
          "review fee: GBP 180.00. Card payment accepted. Your payment of GBP 224.00 has been received. Reference "
          "PR-30-1187.",
          "224 quid. paid on the card", "application, invoice"),
        c("report", EM, mail("Resubmission received - PR-30-1187"), "",
          "Dear Ms MacLeod, thank you for resubmitting your competence and commitment report with the sponsor's "
          "form and a verifier's statement. The panel will confirm whether you proceed to interview within two "
          "working days.",
          "resubmitted on the holiday. pure graft", "email, application"),
        c("interview", EM, mail("Invitation: Professional Review Interview"), "",
          "Dear Ms MacLeod, you are invited to a professional review interview by video on Wednesday 16 October at "
          "08:00 UK time. The interview lasts 60 to 75 minutes: a 10-minute presentation on a project of your "
          "choice, then questions from two interviewers. Please confirm within three days.",
          "interview invite. 16 Oct 8am UK = 4pm here", "email, interview"),
        c("interview", EM, mail("Re: Invitation: Professional Review Interview"), "",
          "Dear Professional Affairs, I am sorry to ask, but the sea trial of the ship I supervise has been moved to "
          "14-16 October and I will be at sea without a reliable connection on the 16th. Could the interview be "
          "moved to later that week? Any time from 07:00 UK time suits. Catriona MacLeod",
          "asked to move it. trials win", "email, interview"),
        c("interview", SN, SN, "",
          "PRI prep: 10 min talk = hull 2417 BWTS upgrade, from problem to board decision / expect: safety (the "
          "undercut), ethics (the inspector), sustainability (fuel, BWTS) / have the CPD log open / slow down, they "
          "can't read my face well on video",
          "talk about the BWTS. slow down", "interview, planning"),
        c("interview", EM, mail("Rescheduled: Professional Review Interview, Friday 18 October"), "",
          "Dear Ms MacLeod, your interview has been moved to Friday 18 October at 08:30 UK time. The interviewers "
          "are Dr R. Patel and Mr J. Fraser. The video link will be sent the day before. Good luck with your sea "
          "trial.",
          "Fri 18 at 8:30 UK, 4:30 pm here. day after Da lands", "email, interview"),
        c("interview", WA, WA, "",
          "Morag Lindsay: Mock interview Wednesday 9pm your time then? I'll be the grumpy one. Bring the 10 minute "
          "talk and I'll time you. Don't use 'we' for everything, they want to hear what YOU did",
          "Morag: mock wed 9pm. say I, not we", "communication, interview"),
        c("interview", SN, SN, "",
          "mock with Morag: talk ran 13 min, cut the BWTS maths / said 'we' 22 times / weak on sustainability, say "
          "fuel per tonne-mile and the BWTS discharge / good on the inspector story / sleep before Friday",
          "13 min, too long. fewer we's", "interview, skills"),
        c("interview", PX, view("PRI_joining_instructions.pdf"), "", "",
          "16:25 join. camera on, ID ready, talk shared", "interview",
          ocr="PROFESSlONAL REVlEW lNTERVlEW - JOlNlNG lNSTRUCTlONS  Candidate: C. MacLeod  Date: l8 October 2O3O "
              "O8:3O BST  Join 5 minutes early  Have photo lD ready  Presentation: lO minutes, screen share "
              "permitted  lnterviewers: Dr R. PateI (chair), Mr J. Fraser  Outcome by emaiI within l5 working days"),
        c("interview", SN, SN, "",
          "after the PRI: talk 9:50 / Fraser asked about the undercut and who pays, Patel about ethics and the "
          "Korean team / jaw swollen on the left, spoke slower, maybe helped / result in 3 weeks",
          "done! jaw sore, talk on time", "interview"),
    ],
    "teeth": [
        c("consult", KT, KT, "",
          "옥포바른치과: 카트리오나 맥클라우드님, 오늘 10월 7일(월) 오후 6시 30분 진료 예약 확인드립니다. "
          "CT 촬영 예정이니 조금 일찍 와 주세요. 변경은 055-687-xxxx.",
          "Okpo dentist tonight 6:30. CT first", "care, health"),
        c("consult", PX, view("Okpo_Bareun_CBCT_estimate_36.pdf"), "", "",
          "Okpo: crack into the root. implant 1.45m won + graft", "care, price",
          ocr="OKPO BAREUN DENTAL  CBCT report / Estimate  Patient: MacLeod Catriona  Tooth #36: verticaI root "
              "fracture (mesiaI root)  Prognosis: hopeIess  PIan: extraction + socket graft, impIant after 3-4 "
              "months  lmpIant fixture + abutment + crown  KRW l,45O,OOO  Bone graft  KRW 35O,OOO  Extraction  "
              "KRW 8O,OOO"),
        c("consult", WA, WA, "",
          "Eilidh: A cracked root's a goner, they're right. Don't let anyone talk you into a bridge, they'd grind "
          "down the two good teeth either side. Implant's the way. Ask what make of implant and whether the graft "
          "is your own bone or the stuff from a bag",
          "Eilidh says implant, no bridge. ask the make", "communication, health"),
        c("consult", WH, web("Book a consultation | Seomyeon Global Dental, Busan"),
          "https://www.seomyeonglobal.co.kr/en/booking",
          "International patients: consultations in English, Japanese and Chinese. Saturday clinic 9:30-14:00. "
          "Please bring any CT images you already have. Your booking: Saturday 12 October, 10:30, Dr Yoon Ji-hye, "
          "implant consultation.",
          "Busan Saturday 10:30 for a second opinion", "care, reservation"),
        c("claim", WH, web("Dental cover: what your plan pays | Meridian Global Health"),
          "https://www.meridianglobalhealth.com/members/dental-cover",
          "Your Expat Plus plan covers dental treatment following an accident, and restorative treatment including "
          "implants at 80% up to USD 3,000 a year. Treatment over USD 1,000 needs pre-authorisation before it "
          "starts. Claims need an itemised invoice in English or with a translation.",
          "80% of implants if pre-authorised first", "health, finance"),
        c("consult", PX, view("Seomyeon_Global_estimate.pdf"), "", "",
          "Busan: 1.9m won all in, Straumann. pricier, nicer English", "care, price",
          ocr="SEOMYEON GLOBAL DENTAL  견적서 / Estimate  #36 발치 Extraction  KRW lOO,OOO  골이식 Bone graft "
              "(xenograft)  KRW 4OO,OOO  임플란트 lmpIant (StraumannBLT) + crown  KRW l,4OO,OOO  English "
              "receipt and treatment summary for insurance incIuded"),
        c("consult", SN, SN, "",
          "Busan: same diagnosis, crack to the root / they'd do it 26 Oct, I'm busy then / Straumann vs Osstem at "
          "Okpo, Eilidh says both fine / Busan is 1h15 over the bridge each way, every visit / Okpo is 5 min from "
          "the yard",
          "same answer twice. Okpo's the practical one", "care, comparison"),
        c("consult", XL, sheet("tooth_36_clinics.xlsx"), "",
          "clinic | extraction | graft | implant + crown | total KRW | visits | travel | English receipt\nOkpo "
          "Bareun | 80,000 | 350,000 | 1,450,000 | 1,880,000 | 5 | 5 min | on request\nSeomyeon Global | 100,000 | "
          "400,000 | 1,400,000 | 1,900,000 | 5 | 1h15 | yes",
          "20k won apart. Okpo it is", "comparison, price"),
        c("claim", PX, view("MGH_pre-authorisation_form_filled.pdf"), "",
          "Pre-authorisation request. Member: Catriona MacLeod, policy EXP-4471-0932. Provider: Okpo Bareun Dental, "
          "Geoje, Republic of Korea. Treatment: extraction of tooth 36 with socket graft; implant and crown in 3-4 "
          "months. Estimated cost: KRW 1,880,000 (about USD 1,380). Reason: vertical root fracture after biting on "
          "a walnut shell.",
          "pre-auth sent with the CBCT estimate", "health, application"),
        c("treatment", KT, KT, "",
          "옥포바른치과: 10월 17일(목) 오전 9시 발치 및 골이식 예약되었습니다. 시술 전날 밤 음주는 삼가 주시고, "
          "아침 식사는 가볍게 하세요. 이동은 대중교통 권장합니다.",
          "extraction thu 9am. light breakfast, no dram the night before", "care, reservation"),
        c("claim", EM, mail("Pre-authorisation approved - ref PA-30-55102"), "",
          "Dear Ms MacLeod, we have approved treatment for tooth 36 (extraction and socket graft now, implant and "
          "crown within six months) up to USD 1,400, payable at 80%. Please keep the itemised invoice and the "
          "receipt and submit your claim within 90 days. Meridian Global Health Claims",
          "approved! while I was at sea", "email, health"),
        c("treatment", WH, web("After a tooth extraction with a bone graft: the first week | Dental Facts"),
          "https://www.dentalfacts.org/extraction-bone-graft-aftercare",
          "Bite on the gauze for an hour. No rinsing, spitting or straws for 24 hours. Expect swelling that peaks "
          "on day two or three. Soft, cool food; no hot drinks the first day. Granules from the graft may come "
          "out; a few are normal.",
          "no straws, no spitting. soup all weekend", "health, care"),
        c("treatment", PX, view("Okpo_Bareun_consent_form.pdf"), "", "",
          "signed the consent. anchor for the implant needs the graft", "care",
          ocr="수술 동의서 / CONSENT FOR SURGERY  환자 MacLeod Catriona  시술명: #36 발치 및 골이식 Extraction and "
              "socket graft  합병증 Risks: 출혈, 부종, 감염, 신경 손상 bIeeding, sweIIing, infection, nerve injury  "
              "서명 Signature  2O3O.lO.l7"),
        c("treatment", KT, KT, "",
          "옥포바른치과: 오늘 수고 많으셨습니다. 거즈는 1시간 후 빼시고, 오늘은 침을 뱉거나 빨대 사용을 피하세요. "
          "처방약은 식후 복용하시고, 다음 주 목요일 오전 9시 실밥 제거 예약입니다.",
          "stitches out next thursday 9am. pills after food", "care, health"),
        c("claim", PX, view("진료비영수증_20301017.jpg"), "", "",
          "the receipt. 430,000 won today, implant later", "spending, health",
          ocr="진료비 계산서·영수증  환자성명 MacLeod Catriona  진료기간 2O3O.lO.l7  발치 8O,OOO  골이식 "
              "35O,OOO  진료비 총액 43O,OOO  환자부담 총액 43O,OOO  카드 43O,OOO  옥포바른치과의원  "
              "경상남도 거제시 옥포동"),
        c("treatment", PX, view("pharmacy_bag_label.jpg"), "", "",
          "3 days of pills. Ewan read the Korean for me", "health, care",
          ocr="옥포온누리약국  MacLeod Catriona  아목시실린 500mg 1정 1일 3회 식후 3일분  이부프로펜 4OOmg 1정 1일 "
              "3회 식후  아세트아미노펜 필요시  조제일 2O3O.lO.l7"),
        c("claim", XL, sheet("MGH_claims_2030.xlsx"), "",
          "date | provider | item | KRW | GBP | USD | covered 80% USD | status\n07 Oct | Okpo Bareun | CBCT + "
          "consult | 60,000 | 34 | 44 | 35 | to claim\n17 Oct | Okpo Bareun | extraction + graft | 430,000 | 244 | "
          "316 | 253 | to claim\n17 Oct | Onnuri pharmacy | medicine | 12,800 | 7 | 9 | 7 | to claim",
          "295 USD back if they pay it all", "spending, dataset"),
        c("treatment", WA, WA, "",
          "Eilidh: Hamster face on day 2 is normal, ice on and off, sleep propped up. If it's worse on day 4 or "
          "there's a bad taste, back to them. And no more driving over that bridge on ibuprofen and no sleep",
          "hamster face normal. ice. Eilidh the nurse", "communication, health"),
        c("claim", EM, mail("Re: Itemised receipt in English"), "",
          "Dear Ms MacLeod, please find attached the itemised treatment summary in English, with our doctor's "
          "stamp and the diagnosis code, as your insurer requested. The implant stage will be itemised separately "
          "in January. Okpo Bareun Dental",
          "English itemised one arrived. clinic's great", "email, invoice"),
        c("treatment", SN, SN, "",
          "day 3: swelling going down / soft food: juk from the place by the yard gate, dubu, banana milk / "
          "ibuprofen 8 and 2 / stitches out Thu 24, 9am, then work / implant in Jan-Feb after the graft takes",
          "swelling down. juk and banana milk", "health, planning"),
        c("claim", EM, mail("Claim received - CL-30-210445"), "",
          "Dear Ms MacLeod, we have received your claim for dental treatment on 7 and 17 October (3 items, KRW "
          "502,800) under pre-authorisation PA-30-55102. We aim to pay within 10 working days to your account "
          "ending 4471.",
          "claim in. 10 working days", "email, health"),
    ],
    "dad": [
        c("journey", WA, WA, "",
          "Da: Hullo hen. Your sister says I've to book it myself on the computer. I've no idea about these "
          "websites. Can you not just do it and I'll send you the money. Window seat if you can, and something "
          "for my hip",
          "Da wants me to book. of course", "communication, travel"),
        c("journey", WH, web("K-ETA application | Korea Electronic Travel Authorization"),
          "https://www.k-eta.go.kr/portal/apply",
          "Nationality: United Kingdom. Apply at least 72 hours before boarding. Fee: KRW 10,000. Upload a passport "
          "photo page and a face photo. Valid for 3 years. Purpose of visit: visiting family. Address in Korea: "
          "Okpo-dong, Geoje-si.",
          "Da's K-ETA. he needs to send me a photo", "visa, travel"),
        c("journey", WH, web("Book: Glasgow - Busan, 17 October | Skylark Airways"),
          "https://www.skylarkair.com/booking/GLA-PUS",
          "Glasgow GLA 06:10 - Amsterdam AMS 08:35 (SK1102). Amsterdam 11:20 - Seoul Incheon ICN 06:05+1 (SK0862). "
          "Incheon 08:30 - Busan Gimhae PUS 09:35 (domestic transfer). 1 adult, economy, seat 31A. Total GBP 1,184. "
          "Special assistance: add after booking.",
          "booked Da. wait, that lands Friday morning", "flight, travel"),
        c("journey", PX, view("Skylark_eticket_MacLeod_H.pdf"), "", "",
          "fixed it: the Wednesday flight, lands Thursday 17:40", "flight, travel",
          ocr="SKYLARK AlRWAYS  E-TlCKET RECElPT  Passenger: MACLEOD/HAMlSH MR  Booking ref: 7KQ2XF  l6 OCT GLA-AMS "
              "SKllO2 O6:lO  l6 OCT AMS-lCN SKO862 ll:2O arr l7 OCT O6:O5  l7 OCT lCN-PUS SK8l4 l6:3O arr 17:4O  "
              "Seat 31A  Baggage 1 x 23 kg  Change fee GBP 75"),
        c("plans", EM, mail("Visitor pass request - Mr Hamish MacLeod"), "",
          "Dear Security Office, I would like to request a visitor's pass for my father, Mr Hamish MacLeod (British "
          "passport), to visit hull 2417 with me on Tuesday 22 October, 10:00-12:00. He walks with a stick; we would "
          "stay on the main deck and the bridge. Catriona MacLeod, Owner's Site Supervisor",
          "pass for Da to see the Fyne. bridge only, no ladders", "email, itinerary"),
        c("journey", EM, mail("Special assistance confirmed - booking 7KQ2XF"), "",
          "Dear Ms MacLeod, wheelchair assistance (WCHR: can walk short distances and climb stairs with help) has "
          "been confirmed for Mr Hamish MacLeod on all flights: Glasgow, Amsterdam transfer, Incheon transfer and "
          "arrival at Busan Gimhae. Skylark Airways",
          "wheelchair all the way. he'll moan but fine", "email, flight"),
        c("plans", SN, SN, "",
          "with Da: Tue 22 the Fyne (pass) / Oedo botanic island by ferry from Jangseungpo, flat paths? / Busan "
          "fish market, Jagalchi / Gyeongju 2 nights, ground floor, not a hanok with floor mattresses for his hip / "
          "Ewan wants to take him to the PC bang",
          "ideas for Da. no floor beds", "itinerary, travel"),
        c("plans", WH, web("Accessible rooms | Gyeongju Hanok Stay"), "https://www.gyeongjuhanok.com/en/rooms",
          "", "beds not mats, and a step-free bathroom. booked 2 nights", "hotel, reservation",
          ocr="GYEONGJU HANOK STAY  Room: Sarang-chae (accessibIe)  Western beds (2)  Step-free bathroom with grab "
              "raiIs  Ground fIoor, no threshoId  24-28 Oct 2O3O  2 nights  KRW 38O,OOO  Breakfast incIuded  "
              "Parking on site  Free cancellation until 2l Oct"),
        c("journey", WA, WA, "",
          "Da: That travel thing came through on my email, K-something, approved. Eilidh printed it. The hip's "
          "grand but I'll take the chair at the airports like you said. What's the weather? Will I need a jacket",
          "Da's K-ETA approved. jacket yes", "communication, visa"),
        c("plans", EM, mail("Re: Visitor pass request - Mr Hamish MacLeod"), "",
          "Dear Ms MacLeod, the visitor's pass for Mr Hamish MacLeod is approved for Tuesday 22 October, 10:00-12:00, "
          "escorted by you. Please collect it at gate 2 with his passport. Safety shoes and a helmet will be "
          "provided. Security Office, Hanbit Heavy Industries",
          "Da's pass approved. gate 2, passport", "email, itinerary"),
        c("journey", WH, web("김해공항 - 거제 리무진 시간표 | 공항리무진"),
          "https://www.airportlimousine.co.kr/gimhae-geoje", "", "plan B if I can't drive: 18:20 bus to Okpo",
          "travel, itinerary",
          ocr="김해공항 → 거제 (고현·옥포·장승포)  첫차 O7:2O  막차 22:OO  배차간격 4O분  소요시간 약 l시간 1O분  "
              "요금 성인 l4,OOO원  승차 국내선 3번 승강장  거가대교 경유"),
        c("journey", WH, web("Flight SK814 Incheon - Busan: status | Skylark Airways"),
          "https://www.skylarkair.com/status/SK814",
          "SK814 Incheon ICN 16:30 - Busan Gimhae PUS. Status: delayed. Estimated departure 17:10, estimated "
          "arrival 18:20, gate 7. Arrival at domestic terminal, baggage belt 2.",
          "40 min late. leaving the bridge at 5:30 then", "flight, travel"),
        c("journey", WA, WA, "",
          "Me to Eilidh: Da's here! Chair all the way, they loved him at Amsterdam. Ate a whole tray of kimbap in "
          "the car over the bridge and was snoring by 11. Ewan's giving him his room",
          "Da landed safe. snoring by 11", "communication, travel"),
        c("plans", WH, web("Oedo Botania: visiting with limited mobility"), "https://www.oedoferry.co.kr/en/access",
          "The island's main path is paved but climbs 60 m with some steps; a gentler route around the lower "
          "garden takes about 40 minutes. Visitors have 1 hour 30 minutes on the island. Ferries from Jangseungpo "
          "and Gujora; rough seas cancel sailings.",
          "lower garden only. Da will want the top anyway", "itinerary, travel"),
        c("plans", KT, KT, "",
          "Ewan: Mum grandad is up and eating toast with kimchi 😂 can we bring him to Tongyeong to watch you "
          "sail? He says he's seen boats before but not you racing one",
          "E bringing Da to Tongyeong. ha", "communication, household"),
        c("plans", XL, sheet("Da_visit_costs.xlsx"), "",
          "item | KRW | who\nflights (his money) | 2,030,000 | Da\nK-ETA | 10,000 | Da\nGyeongju 2 nights | "
          "380,000 | me\nOedo ferry x3 | 66,000 | me\nKTX Busan? no, driving | 0 | -\nmeals out | 300,000 | me\n"
          "total mine | 746,000 |",
          "Da's visit costs. he'll argue about it", "spending, travel"),
        c("plans", WH, web("외도 유람선 예약 | 장승포 외도유람선"), "https://www.oedoferry.co.kr/reserve",
          "예약 확인: 10월 20일(일) 11:00 장승포 출항, 성인 2명, 어린이 1명, 승선료 66,000원 (외도 입장료 포함). "
          "신분증 지참, 출항 20분 전까지 매표소 도착. 기상 악화 시 결항될 수 있습니다.",
          "Oedo today 11:00 from Jangseungpo. 3 of us", "reservation, travel"),
        c("plans", SN, SN, "",
          "this week with Da: Mon he sleeps, I work / Tue 22 the Fyne at 10 / Wed Jagalchi with Ewan after school / "
          "Thu stitches out then Gyeongju Thu-Sat / naming ceremony 5 Nov - ask him to stay on?",
          "Da's week. ask him about the naming", "itinerary, planning"),
    ],
    "regatta": [
        c("boat", KT, KT, "",
          "Park Jun-ho: Cat! 일요일 연습 9시 통영 마리나, OK? Mi-rae comes, Ben too. We practice spinnaker "
          "drops, last time 엉망이었어요 😂 Bring 점심, I bring coffee",
          "practice sunday 9 at the marina. spinnaker drops, aye", "communication, events"),
        c("entry", WH, web("Online entry | Tongyeong Bay Regatta 2030"), "https://www.tyregatta.kr/en/entry",
          "Class: J/80 (one design). Boat name: Galmaegi. Sail number: KOR 1207. Skipper: Park Jun-ho. Crew: 4 "
          "(max crew weight 360 kg). Entry fee KRW 200,000 per boat. Documents: measurement certificate, third-party "
          "insurance, crew list. Entries close 16 October.",
          "entered Galmaegi. I paid, JH pays me back", "events, application"),
        c("entry", KT, KT, "",
          "Park Jun-ho: 감사합니다! 참가비 200,000원 제가 반 보낼게요, 50,000씩 Mi-rae 랑 Ben 도. 보험증서는 "
          "내일 사진 보낼게요. Crew weight we must check 😬",
          "fee split 4 ways. crew weight worry", "communication, events"),
        c("entry", PX, view("TBR2030_Notice_of_Race.pdf"), "", "",
          "NoR: 3 races, first gun 11:00. bridge mark", "events, planning",
          ocr="통영만 요트대회 2O3O  TONGYEONG BAY REGATTA  경기공고 NOTlCE OF RACE  일시 Date: 2O3O.lO.l9 (토) "
              "  첫 경고신호 First warning signaI ll:OO  경기수 3 races  코스 Course: windward-Ieeward, mark "
              "near Tongyeong Bridge  안전장비 Safety: Iifejackets, VHF  참가 마감 Entries cIose lO.l6"),
        c("boat", WH, web("J/80 tuning guide: rig tension by wind speed | SailTune"),
          "https://www.sailtune.com/j80/tuning-guide",
          "Base setting: upper shrouds 22 on the Loos gauge, lowers 10. Above 14 knots: uppers 26, lowers 16, "
          "forestay length unchanged. Keep the mast straight sideways; check at the hounds with the jib halyard.",
          "JH's shrouds were slack last time. uppers 22 base", "specs"),
        c("boat", WH, web("Tongyeong marina: wind and tide, Sunday 13 Oct | Windcast"),
          "https://www.windcast.com/spot/tongyeong-marina",
          "Sunday 13 October, Tongyeong Marina. 09:00 NE 9 kn gusting 13. 12:00 E 11 kn gusting 16. 15:00 E 8 kn. "
          "High water 10:42 (2.8 m), low water 16:55 (0.9 m). Air 19°C, sea 22°C.",
          "good breeze for spinnaker drops. high water 10:42", "planning"),
        c("boat", SN, SN, "",
          "practice: 6 spinnaker drops, last 2 clean / Mi-rae on the foredeck is quick / jib sheets worn, buy new "
          "8 mm / the hull's slimy, 3 months in the water, knots slower than Kim's boat / crew weight with Ben "
          "under 360?",
          "drops good at last. hull needs a scrub", "fitness, planning"),
        c("boat", KT, KT, "",
          "Park Jun-ho: 수요일에 다이버가 선저 청소 해준대요, 80,000원. 나눠서 내요. I can't be there, I work, and "
          "you are at sea 😂 Ben buys jib sheets in Busan",
          "diver scrubs the hull wed while I'm at sea", "communication, price"),
        c("entry", EM, mail("Entry confirmed - TBR 2030, J/80 Galmaegi KOR 1207"), "",
          "Dear Catriona MacLeod, the entry of Galmaegi (KOR 1207, J/80) in the Tongyeong Bay Regatta is "
          "confirmed. We have received KRW 200,000; this email is your receipt. Skippers' briefing 09:30 at the "
          "clubhouse on Saturday 19 October. Sailing instructions will be published on Friday.",
          "confirmed. briefing 9:30, that's early for Da", "email, events"),
        c("boat", KT, KT, "",
          "Park Jun-ho: Diver sent photos, hull is clean now 👍 Also he says the rudder has a small chip, nothing "
          "serious. Sea trial going ok? My boss says speed was good",
          "clean bottom. JH asking about OUR trial, ha", "communication"),
        c("entry", XL, sheet("Galmaegi_crew_safety.xlsx"), "",
          "crew | role | weight kg | lifejacket | phone\nPark Jun-ho | helm | 78 | own | 010-xxxx\nCatriona MacLeod "
          "| main + tactics | 64 | own | 010-xxxx\nPark Mi-rae | bow | 55 | own | 010-xxxx\nBen Walker | pit + "
          "spinnaker | 95 | borrowed | 021-xxxx\ntotal | 292 | | |",
          "crew list: 292 kg, well under 360. Ben needs a lifejacket", "events, dataset"),
        c("entry", WH, web("Sailing Instructions | Tongyeong Bay Regatta 2030"),
          "https://www.tyregatta.kr/en/sailing-instructions",
          "Course 1: start, mark 1 (windward, near Tongyeong Bridge, leave to port), mark 2 (leeward gate), finish. "
          "Time limit 60 minutes. Class flag J/80: blue. Protests within 60 minutes of the last boat finishing. VHF "
          "channel 72.",
          "bridge mark to port. VHF 72", "events, planning"),
        c("boat", WA, WA, "",
          "Ben Walker: Got the jib sheets in Busan, 8 mm, 2 x 10 m, 96k won, I'll rig them tomorrow at 8. Pick you up "
          "in Okpo at 6:45? Is your dad coming? Ewan told my class his granddad built ships",
          "new sheets in. Ewan telling tales at school", "communication, shopping"),
        c("entry", KT, KT, "",
          "경기위원회: 바람 약화로 첫 경고신호를 11:00에서 11:30으로 연기합니다. 선수들은 클럽하우스 앞에서 대기 "
          "바랍니다. Race committee: first warning postponed to 11:30.",
          "postponed half an hour. Da and E have time", "communication, events"),
        c("boat", WA, WA, "",
          "Ben Walker: Photos from Mi-rae's phone! That last spinnaker drop was a thing of beauty. Your dad was "
          "waving the whole race from the wall with Ewan. Beers on Jun-ho next time",
          "Ben's photos. Da waving from the wall", "communication, events"),
        c("entry", WH, web("Provisional results J/80 | Tongyeong Bay Regatta 2030"),
          "https://www.tyregatta.kr/en/results/j80", "", "4th of 11. second race we won!", "events",
          ocr="PROVlSlONAL RESULTS  J/8O  ll boats  Pos  Sail  Boat  Skipper  R1  R2  R3  Total\n1  KOR lO88  "
              "Haenuri  Kim S.  1  3  1  5\n2  KOR ll4O  Blue Jay  Lee H.  2  2  3  7\n3  KOR O912  Dolphin  Choi "
              "M.  3  4  2  9\n4  KOR l2O7  Galmaegi  Park J.  6  1  4  ll"),
        c("entry", EM, mail("TBR 2030: thank you, photos and the winter series"), "",
          "Dear sailors, thank you for a great regatta despite the light start. Photos are on the club page. The "
          "winter series starts on 9 November: four Saturdays, entry KRW 150,000 per boat. Results are final; no "
          "protests were lodged.",
          "results final. winter series? after delivery, maybe", "email, events"),
        c("boat", SN, SN, "",
          "regatta debrief: race 1 bad start, too far from the pin / race 2 great shift at the bridge mark / race "
          "3 spinnaker hoist late / rudder chip fix before winter / Mi-rae on bow every time",
          "debrief for JH. start closer to the pin", "events, fitness"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times on Geoje, +09:00 throughout. The yard by day (Monday to Friday; shut on Hangul
# Day), three days at sea on trials, the tooth, her father and the regatta around them, in evenings and at weekends.
DAYS = {
    # Mon 7: the clinic's reminder at breakfast; the NCR, the yard's claim and the readings; the chartership panel's
    # comments at lunch and QA's reply straight after; the scan and the estimate after the dentist; her father at night
    "2030-10-07": "07:40 teeth, 08:50 hull, 10:30 hull, 11:05 hull, 13:20 ceng, 13:32 hull, 19:40 teeth, 21:00 dad",
    # Tue 8: the trial programme and the coating report; her sister at lunch; the change-order log; Jun-ho on
    # Sunday's practice; section D at night and the K-ETA page
    "2030-10-08": "08:10 hull, 09:00 hull, 12:30 teeth, 14:00 hull, 17:45 regatta, 20:30 ceng, 21:15 dad",
    # Wed 9 (Hangul Day, the yard shut): the report all morning, the Busan clinic booked between; the flights; the
    # entry and Jun-ho's reply; the sponsor, the fee and the resubmission in the evening
    "2030-10-09": "09:30 ceng, 10:40 ceng, 11:10 teeth, 11:20 ceng, 14:00 dad, 14:12 dad, 16:30 regatta, "
                  "16:40 regatta, 19:45 ceng, 20:00 ceng, 20:10 ceng",
    # Thu 10: the forecast and the class surveyor; Graeme; the interview invitation minutes after; the list for sea;
    # the visitor's pass; the notice of race and the insurer's page at night
    "2030-10-10": "08:20 hull, 09:10 hull, 11:00 hull, 11:12 ceng, 15:30 hull, 16:40 dad, 19:45 regatta, 21:00 teeth",
    # Fri 11: the minutes and the punch list; the trials' new dates, and minutes later her request to move the
    # interview away from them; the letter to the yard; the airline's assistance
    "2030-10-11": "08:30 hull, 09:40 hull, 12:15 hull, 12:25 ceng, 16:00 hull, 20:10 dad",
    # Sat 12: the Busan clinic and its estimate, the notes; ideas for her father and the tuning guide; interview prep
    "2030-10-12": "11:40 teeth, 12:05 teeth, 14:00 dad, 14:10 regatta, 21:30 ceng",
    # Sun 13: the wind before the practice; the Gyeongju room; the practice's notes and the scrub; the clinics
    # compared and the pre-authorisation; the bag packed for sea
    "2030-10-13": "08:30 regatta, 10:30 dad, 15:30 regatta, 15:45 regatta, 17:00 teeth, 17:10 teeth, 21:40 hull",
    # Mon 14 (sea trials, day 1): the trials manager before six; the speed trial; the extraction booked and the
    # interview moved at lunch; the deficiencies and her father at night
    "2030-10-14": "05:40 hull, 10:30 hull, 12:50 teeth, 13:00 ceng, 19:30 hull, 21:00 dad",
    # Tue 15 (at sea): Graeme on the damages; the crash stop and anchor; the yard's pass for her father; the entry
    # confirmed; Morag late
    "2030-10-15": "11:20 hull, 15:00 hull, 16:30 dad, 20:30 regatta, 22:10 ceng",
    # Wed 16 (back in Okpo in the afternoon): the diver's scrub; the pre-authorisation; the NCR closed; the bus, the
    # crew list, the aftercare page and the mock interview in the evening
    "2030-10-16": "12:10 regatta, 13:40 teeth, 17:30 hull, 20:00 dad, 20:15 regatta, 21:05 teeth, 22:00 ceng",
    # Thu 17: the consent form at 8:40, the aftercare message and the receipt, the contract between; the weld; the
    # flight late; the pharmacy's bag at night
    "2030-10-17": "08:40 teeth, 11:30 teeth, 11:45 hull, 12:00 teeth, 14:30 hull, 17:10 dad, 22:30 teeth",
    # Fri 18: her father landed; the trial summary and the yard's letter; the interview's instructions and her notes
    # after it; the sailing instructions, Ben, the Oedo page and the claims sheet in the evening
    "2030-10-18": "07:30 dad, 08:30 hull, 09:50 hull, 15:50 ceng, 17:55 ceng, 19:20 regatta, 19:35 dad, "
                  "19:50 regatta, 21:00 teeth",
    # Sat 19 (race day in Tongyeong): Ewan and her sister early, the postponement on the water; Ben's photos; the
    # results, the clinic's receipt and the visit's costs at night
    "2030-10-19": "08:00 dad, 08:10 teeth, 10:20 regatta, 17:05 regatta, 20:40 regatta, 21:00 teeth, 21:30 dad",
    # Sun 20: soft food; the club's email, the Oedo ferry and the week's plan; Monday's list; the claim; the debrief
    "2030-10-20": "08:40 teeth, 09:30 regatta, 10:00 dad, 10:15 dad, 15:00 hull, 19:30 teeth, 21:20 regatta",
}
TIMELINE = day_timeline(DAYS, TZ)
