"""Siobhán, an ICU night nurse in Dublin: her wedding, a critical care exam, the roster, sleep, a new flatmate.

Written by hand in session 3 of issue 12 as a TEST corpus, before anybody tuned on it, and reported once
at the end of that session. Its misses have been read since, so from session 4 it is a development corpus
(bench/data/corpora/, part of the leave-one-out) and a new test corpus took its place.
Siobhán ("Shiv") works nights on the intensive care unit
of a Dublin teaching hospital and does everything else from her laptop on days off and before a shift:
Google Chrome for Gmail, WhatsApp Web, Google Docs and Sheets, the hospital's Microsoft Teams (roster
swaps, but also the ward's study group), Anki for exam flashcards, Evince for PDFs, LibreOffice Calc for
money. Memos are clipped, nurse shorthand (NOC, 12.5h, pt, ↑↓, "?"), written at the end of a night; many
captures never name their task (a WhatsApp message, a rhythm strip, a payslip line).
"""

from datetime import datetime, timedelta, timezone

from bench.corpora import c

PERSONA = ("ICU night nurse in Dublin: planning her wedding, studying for a critical care exam, the night roster, "
           "sleeping on nights, finding a new flatmate")
START = datetime(2027, 4, 12, 9, 10, tzinfo=timezone(timedelta(hours=1)))
SEED = 12_004
APP_WORDS = {"google", "chrome", "gmail", "mail", "whatsapp", "docs", "sheets", "forms", "evince", "pdf", "anki",
             "microsoft", "teams", "libreoffice", "calc", "daft", "youtube", "reddit", "instagram", "pinterest",
             "amazon", "ikea", "etsy", "brightspace", "ucd", "hse", "littlewoods", "argos", "revolut",
             "electricireland", "virginmedia", "rtb", "lifeinthefastlane", "litfl"}

TASK_NAMES = {
    "wedding": ("Wedding", "wedding", "the wedding", "big day", "Cian and me", "June 19th", "marriage"),
    "exam": ("Critical care exam", "exam", "study", "revision", "ICU module", "postgrad", "critical care"),
    "roster": ("Work roster", "roster", "rota", "shifts", "nights", "work", "ward"),
    "sleep": ("Sleeping on nights", "sleep", "night shift sleep", "rest", "body clock", "insomnia"),
    "flatmate": ("New flatmate", "flatmate", "housemate", "room", "flat", "flatshare"),
}
SUB_NAMES = {
    "wedding/venue": ("Venue and menu", "venue", "hotel", "reception", "Ashgrove", "menu", "meal"),
    "wedding/photographer": ("Photographer", "photographer", "photos", "photography", "pictures"),
    "wedding/guests": ("Guest list and invitations", "guests", "guest list", "invitations", "invites", "RSVP",
                       "seating"),
    "exam/ecg": ("ECG and arrhythmias", "ECG", "arrhythmias", "rhythms", "cardiac", "heart"),
    "exam/drugs": ("Drugs and infusions", "drugs", "pharmacology", "infusions", "drips", "drug calculations"),
    "exam/mock": ("Past papers and exam day", "past papers", "mock exam", "practice questions", "exam day",
                  "MCQ"),
    "roster/swaps": ("Shift swaps", "swaps", "swap", "cover", "shift change"),
    "roster/leave": ("Annual leave", "leave", "annual leave", "holidays", "days off", "honeymoon leave"),
    "roster/pay": ("Pay and allowances", "pay", "payslip", "overtime", "premium", "allowances", "salary"),
    "sleep/bedroom": ("Dark, quiet bedroom", "blackout", "blinds", "earplugs", "bedroom", "noise", "curtains"),
    "sleep/routine": ("Sleep routine", "routine", "schedule", "caffeine", "melatonin", "naps", "sleep plan"),
    "flatmate/advert": ("Room advert", "ad", "advert", "listing", "daft", "room ad"),
    "flatmate/viewings": ("Viewings", "viewings", "candidates", "applicants", "viewing", "interviews"),
    "flatmate/bills": ("Bills and deposit", "bills", "deposit", "utilities", "electricity", "broadband",
                       "licence"),
}

GC = "google-chrome"
EV = "evince"
AN = "anki"
TM = "teams-for-linux"
LC = "libreoffice-calc"
WA = "https://web.whatsapp.com/"
GM = "https://mail.google.com/mail/u/0/#inbox/"

TASKS = {
    "wedding": [
        c("venue", GC, "Weddings at Ashgrove House, Co. Wicklow - Google Chrome",
          "https://www.ashgrovehouse.ie/weddings",
          "Exclusive use of the house and walled garden for up to 120 guests. 2027 Saturdays from €11,500 for 90 "
          "guests including drinks reception, four-course meal, evening buffet and a bedroom for the couple.",
          "still have 19 june?? ring mon after nights", "events, reservation, price"),
        c("venue", GC, "Re: Saturday 19 June 2027 availability - Gmail - Google Chrome", GM + "FMfcgzQZbHsdwk",
          "Dear Siobhán, 19 June is still available but another couple has a provisional hold until Friday. We "
          "would need a €2,500 deposit to secure it. Could you and Cian come for a viewing on Thursday at 2pm?",
          "thu 2pm = I'm post nights, coffee first", "events, reservation, email"),
        c("photographer", GC, "Aoife Lynch Photography | Wicklow & Dublin weddings - Google Chrome",
          "https://www.aoifelynchphotography.ie/packages",
          "Full day (prep to first dance) €2,400 · Half day (ceremony to meal) €1,650 · Second shooter €350 · "
          "Online gallery with 500+ edited images delivered in 8 weeks.",
          "love her candid stuff. full day too much?", "events, price, comparison"),
        c("guests", LC, "guest_list_v3.ods - LibreOffice Calc", "",
          "Brennan side 48 · Murphy side 55 · friends 31 · work 9 · total 143. Plus-ones not yet counted. Kids: "
          "11 (under 12).",
          "143 and ashgrove max 120. cull 😬", "events, planning"),
        c("venue", GC, "Ashgrove House wedding menu 2027.pdf - Evince", "", "",
          "the lamb or the hake? cian says both", "events, recipe, price",
          ocr="ASHGROVE HOUSE  —  WEDDING MENU 2027\nStarters  Wicklow goat's cheese · Chowder\nMains  Slow-cooked "
              "lamb shoulder / Pan-fried hake / Wild mushroom risotto (v)\nDessert  Lemon posset\nChoice of two "
              "mains +€6.50 pp\n- 1 of 3 -"),
        c("photographer", GC, "WhatsApp - Google Chrome", WA,
          "Niamh: honestly get the second shooter, our lad alone missed half the speeches cause he was outside "
          "doing the cake shots",
          "noted. second shooter = non-negotiable", "events, reviews"),
        c("guests", GC, "Save the date cards | Etsy Ireland - Google Chrome",
          "https://www.etsy.com/ie/listing/1287730561/save-the-date-cards-botanical",
          "Botanical watercolour save the date cards, personalised, pack of 50 with kraft envelopes €64. "
          "Digital proof within 48 hours.",
          "3 packs. after the cull!!", "events, shopping, price"),
        c("venue", GC, "Google Maps - Ashgrove House to Dublin - Google Chrome",
          "https://www.google.com/maps/dir/Ashgrove+House/Dublin",
          "Ashgrove House, Co. Wicklow → Dublin city centre: 58 min (52.3 km) via N11. Nearest hotels: Glenview "
          "Hotel 9 min, Tinakilly 14 min.",
          "need a bus back for the dublin lot at 1am", "events, travel, itinerary"),
        c("photographer", GC, "Frame & Fern Studio - wedding collections - Google Chrome",
          "https://www.frameandfern.ie/collections",
          "Collection II: 10 hours, two photographers, engagement shoot, 30x30 linen album. €2,950. Booking fee "
          "30%, balance due 4 weeks before.",
          "two shooters incl. pricier but the album", "events, price, comparison"),
        c("guests", GC, "WhatsApp - Google Chrome", WA,
          "Mam: you can't leave out Auntie Bríd's lot, she'd never speak to me again. Cut the work ones instead.",
          "mam vetoes. work 9 → 4?", "events, planning"),
        c("venue", GC, "Re: viewing Thursday - Gmail - Google Chrome", GM + "FMfcgzQZcKrtLp",
          "Lovely to meet you both today. As discussed we have released the provisional hold; to confirm 19 June "
          "please transfer the €2,500 deposit by Monday. Ceremony in the walled garden with an indoor wet-weather "
          "option in the orangery.",
          "BOOKED once deposit goes. ask dad re half", "events, reservation, finance"),
        c("photographer", GC, "Re: June 19 enquiry - Gmail - Google Chrome", GM + "FMfcgzQZcMvnRb",
          "Hi Siobhán, I'm free on 19 June! For Ashgrove I'd suggest the full day with a second shooter, €2,750 "
          "together. A €500 retainer holds the date. — Aoife",
          "cheaper than frame & fern for same thing", "events, price, email"),
        c("guests", LC, "guest_list_v4.ods - LibreOffice Calc", "", "",
          "v4 after mam. 118 🎉", "events, planning",
          ocr="Sheet: Guests v4\nBrennan 48 | Murphy 51 | Friends 22 | Work 4 | Kids 0\nTOTAL  125 − 7 declined "
              "(Australia)\n= 118  ✓ under 120\nFilter ▾   Sort ▾"),
        c("venue", GC, "Wedding bus hire Wicklow Dublin - Google Chrome",
          "https://www.google.com/search?q=wedding+bus+hire+wicklow+to+dublin+late",
          "Kavanagh Coaches — 49-seat coach, Ashgrove House to Dublin city centre, departing 1:00am, €680 incl. "
          "VAT. Vintage red bus for the ceremony transfer €450.",
          "1am coach yes. vintage bus no lol", "events, travel, price"),
        c("photographer", GC, "Shot list - Google Docs - Google Chrome",
          "https://docs.google.com/document/d/1shotlist-shiv-cian/edit",
          "Must-haves: Granny Brennan with all the grandkids · ICU gang (the 4 who made the cut) · Cian's "
          "dad's hurling team · walled garden at golden hour",
          "send to aoife 4 wks before", "events, planning"),
        c("guests", GC, "Invitations 2027 | Papier - Google Chrome", "https://www.papier.com/ie/wedding/invitations",
          "Wedding invitations with RSVP card, 100 sets €289, foil on the names +€45. Order by 1 May for delivery "
          "before 15 May.",
          "invites out by mid may = 5 wks notice. ok?", "events, price, deadline"),
        c("venue", GC, "WhatsApp - Google Chrome", WA,
          "Dad: Sent €1,250 to your account for the deposit, love. Tell Cian his half is the band 😂",
          "deposit paid. ashgrove confirmed!!", "events, finance"),
        c("photographer", GC, "Booking confirmed - Aoife Lynch Photography - Gmail - Google Chrome",
          GM + "FMfcgzQZdPqrXs", "",
          "retainer paid, date is ours", "events, invoice, email",
          ocr="Invoice #ALP-2027-031\nWedding photography — 19 June 2027, Ashgrove House\nFull day + second "
              "shooter  €2,750.00\nRetainer received  −€500.00\nBalance due 22 May 2027  €2,250.00\n[ Pay online ]"),
        c("guests", GC, "Dietary form - Google Forms - Google Chrome",
          "https://docs.google.com/forms/d/1shiv-cian-rsvp/edit",
          "RSVP by 15 May · Will you attend? · Main course: lamb / hake / risotto · Allergies or dietary needs · A "
          "song that will get you dancing",
          "link goes on the RSVP card as a QR", "events, planning"),
        c("guests", GC, "WhatsApp - Google Chrome", WA,
          "Orla: table plan tip — never put the two sets of uncles who fell out at the 2019 funeral together, "
          "ask me how I know",
          "seating = later problem. noted tho", "events"),
        c("venue", GC, "Ashgrove - final numbers & timings.pdf - Evince", "",
          "Final numbers are due 21 days before the wedding. Ceremony 1:30pm, drinks reception 2:30pm, meal "
          "5:00pm, bar until 1:00am. Residents' bar afterwards for guests staying in the house.",
          "final numbers 29 may. in calendar", "events, deadline, planning"),
    ],
    "exam": [
        c("ecg", GC, "Critical Care Module 4 - Cardiac - UCD Brightspace - Google Chrome",
          "https://brightspace.ucd.ie/d2l/le/content/88412/viewContent/551203/View",
          "Learning outcomes: interpret 12-lead ECGs; recognise and manage AF with rapid ventricular response, "
          "VT, and second- and third-degree heart block; explain the nursing care of temporary pacing.",
          "exam 20 may. block diagrams = my weak spot", "learning, course, health, exam"),
        c("drugs", AN, "Browse (14 of 212 cards shown) - Anki", "",
          "Noradrenaline 4 mg in 50 ml = 80 mcg/ml. Weight 70 kg, dose 0.1 mcg/kg/min → 7 mcg/min → 420 mcg/h → "
          "5.25 ml/h.",
          "do 10 of these every night on break", "learning, exam, health"),
        c("ecg", GC, "Second degree AV block: Mobitz I and II • LITFL - Google Chrome",
          "https://litfl.com/av-block-2nd-degree-mobitz-i-wenckebach-phenomenon/",
          "Mobitz I (Wenckebach): progressive PR prolongation until a dropped QRS; usually benign, AV node. Mobitz "
          "II: constant PR with sudden dropped QRS; infranodal, risk of complete heart block, needs pacing.",
          "PR gets longer longer longer drop = wenck. constant PR then drop = bad", "learning, health"),
        c("mock", GC, "Past papers 2023-2026 - UCD Brightspace - Google Chrome",
          "https://brightspace.ucd.ie/d2l/le/content/88412/viewContent/551290/View",
          "Exam format: 60 MCQs (single best answer) in 90 minutes plus two short case studies (30 min). Pass mark "
          "50%. Calculators permitted, no phones.",
          "MCQs + 2 cases. practise cases timed", "learning, exam"),
        c("drugs", GC, "Amiodarone dosing - BNF - Google Chrome", "https://bnf.nice.org.uk/drugs/amiodarone-hydrochloride/",
          "Arrhythmias (by intravenous infusion): initially 5 mg/kg over 20-120 minutes, then up to 1.2 g in 24 "
          "hours via central line. Monitor for hypotension and bradycardia.",
          "we do 300 over 1h then 900/24h on our unit - check which the exam wants", "learning, health"),
        c("ecg", TM, "ICU study group | Microsoft Teams", "", "",
          "??? from last night's pt. I said AF w/ aberrancy, Mark said VT", "learning, health",
          ocr="ICU study group   Chat  Files\nMark D. 06:42  rhythm strip from bed 7, thoughts? (anonymised)\n"
              "[image: lead II strip — broad complex tachycardia ~180, irregular]\nReply   👍 2   😮 1"),
        c("mock", GC, "Critical care nursing MCQ practice - Google Chrome",
          "https://www.icunursingquiz.com/practice/set-7",
          "Q14. A patient on a propofol infusion for 72 hours develops metabolic acidosis, rising triglycerides "
          "and rhabdomyolysis. The most likely cause is: A) sepsis B) propofol infusion syndrome C) refeeding.",
          "set 7: 41/60. drugs section dragging me down", "learning, exam"),
        c("drugs", AN, "Add - Anki", "",
          "Propofol infusion syndrome: doses > 4 mg/kg/h for > 48 h. Signs: metabolic acidosis, ↑ triglycerides, "
          "rhabdo, arrhythmias, renal failure.",
          "new card. >4 for >48", "learning, exam, health"),
        c("ecg", GC, "Brugada syndrome ECG - YouTube - Google Chrome", "https://www.youtube.com/watch?v=Br9gd4ECGx0",
          "Type 1 Brugada pattern: coved ST elevation ≥ 2 mm in V1-V2 followed by a negative T wave. Can be "
          "unmasked by fever or sodium channel blockers.",
          "coved = type 1. fever unmasks it", "learning, health"),
        c("mock", GC, "Exam timetable May 2027 - Gmail - Google Chrome", GM + "FMfcgzQZbJmwTd",
          "NURS40770 Critical Care Nursing Practice: Thursday 20 May 2027, 09:30-11:30, O'Reilly Hall, Belfield. "
          "Bring your student card. Arrive 20 minutes early.",
          "20th 9:30. NOT after a night!!! swap", "learning, exam, deadline, email"),
        c("drugs", GC, "WhatsApp - Google Chrome", WA,
          "Deirdre (CNM): for the calcs they LOVE the insulin one — 50 units in 50 ml, BM 14, sliding scale says "
          "4 units/h, what rate. Do loads of those.",
          "insulin calcs. 1 unit = 1 ml so 4 ml/h", "learning, exam, health"),
        c("ecg", AN, "Study - ECG deck - Anki", "", "",
          "keep mixing up 1st degree and wenck", "learning, exam",
          ocr="ECG deck   Due: 37   New: 12\nFront: PR 0.28 s, every P followed by QRS, constant\nShow Answer\n"
              "Again  <1m   Hard  6m   Good  1d   Easy  4d"),
        c("mock", LC, "study_plan.ods - LibreOffice Calc", "",
          "Wk 1 cardiac + ECG · Wk 2 resp + ventilation · Wk 3 drugs + calcs · Wk 4 neuro + renal · Wk 5 past "
          "papers only. 1.5 h per day off, 30 min cards on nights.",
          "5 weeks. realistic if I don't do 4 nights in a row", "learning, exam, planning"),
        c("drugs", GC, "Vasopressors in septic shock: a review - Google Chrome",
          "https://www.ncbi.nlm.nih.gov/pmc/articles/PMC9212331/",
          "Noradrenaline is first line in septic shock, titrated to a MAP ≥ 65 mmHg. Vasopressin 0.03 units/min "
          "may be added to reduce the noradrenaline dose.",
          "MAP 65. vaso as 2nd line", "learning, paper, health"),
        c("ecg", GC, "Temporary pacing nursing care - Google Chrome",
          "https://www.google.com/search?q=temporary+epicardial+pacing+nursing+care+sensitivity+threshold",
          "Check the threshold daily: reduce the output until capture is lost, then set the output at 2-3 times "
          "that threshold. Sensitivity: the lower the number, the more sensitive.",
          "lower mV = MORE sensitive. counterintuitive, learn it", "learning, health"),
        c("mock", TM, "ICU study group | Microsoft Teams", "",
          "Mark D.: Mock exam in the education centre, Tuesday 11 May 14:00, 60 questions under exam conditions. "
          "Reply if you want a seat, max 12.",
          "replied. tue 11 is a sleep day tho", "learning, exam, meeting"),
        c("drugs", GC, "Drug calculation practice - Google Chrome", "https://www.testandcalc.com/quiz/critical-care",
          "Heparin 25,000 units in 50 ml. Prescribed 1,200 units/h. What rate in ml/h? (answer: 2.4 ml/h)",
          "got it. 500 units per ml", "learning, exam"),
        c("mock", GC, "Past paper 2025 case study 2.pdf - Evince", "", "",
          "case 2 = sepsis again. 2 yrs in a row", "learning, exam",
          ocr="CASE STUDY 2 (15 marks)\nMr. K, 64, day 2 post laparotomy. HR 124, BP 84/46, T 38.9, lactate 4.1\n"
              "a) Identify the priorities of care in the first hour (6)\nb) Discuss fluid resuscitation (5)\n"
              "c) Rationale for vasopressor choice (4)"),
        c("ecg", GC, "AF with rapid ventricular response - management - Google Chrome",
          "https://www.google.com/search?q=AF+rapid+ventricular+response+ICU+management+nursing",
          "Haemodynamically unstable: synchronised DC cardioversion. Stable: rate control with beta-blocker or "
          "amiodarone, correct potassium and magnesium, anticoagulation if > 48 hours.",
          "K > 4, Mg > 1 before anything", "learning, health"),
        c("mock", GC, "Mock exam results - Microsoft Forms - Google Chrome",
          "https://forms.office.com/r/icu-mock-may", "",
          "48/60 = 80%. drugs now fine, resp weak", "learning, exam",
          ocr="Mock exam — ICU education centre\nYour score  48 / 60\nCardiac 14/15  Drugs 13/15  Resp 9/15  "
              "Neuro/Renal 12/15\nView results ▸"),
        c("drugs", AN, "Browse (212 cards) - Anki", "",
          "Magnesium sulphate for torsades de pointes: 2 g IV over 10-15 minutes, even if serum magnesium is "
          "normal.",
          "2g over 10. even if Mg normal!", "learning, exam, health"),
    ],
    "roster": [
        c("swaps", TM, "ICU Nurses - Roster | Microsoft Teams", "",
          "Roster for 3-30 May is published. Please check your nights and request any swaps via the swap form by "
          "Friday. Unapproved swaps will not be paid.",
          "check the 19th-20th!!", "planning, deadline"),
        c("swaps", TM, "ICU Nurses - Roster | Microsoft Teams", "", "",
          "there it is. night 19th into the exam morning. NO", "planning",
          ocr="MAY 2027  S. BRENNAN  Band 5\nMon 17  OFF   Tue 18  N   Wed 19  N   Thu 20  OFF*\n"
              "Fri 21  OFF   Sat 22  LD   Sun 23  N\n* post night\nLegend: N 19:45-08:15  LD 07:45-20:15"),
        c("leave", GC, "Annual leave request - HSE StaffPortal - Google Chrome",
          "https://staffportal.hse.ie/leave/request",
          "Leave type: Annual leave. From: Sat 19 June 2027. To: Sun 4 July 2027. Days requested: 10 working "
          "days (10 × 12.5 h shifts counted as 11.25 h). Balance after request: 6 days.",
          "honeymoon. pray CNM signs before the summer rush", "planning, travel, deadline"),
        c("swaps", GC, "WhatsApp - Google Chrome", WA,
          "Aisling: I can take your Wed 19th night if you do my Sat 29th long day, I've a christening 🙏",
          "YES. 29th LD for her 19th N", "planning"),
        c("pay", GC, "Payslip April wk 2 - HSE StaffPortal - Google Chrome",
          "https://staffportal.hse.ie/payslips/2027-04-15", "",
          "night premium looks short?", "finance, income, tax",
          ocr="Basic pay  €1,512.40\nNight duty allowance (25%)  €208.60\nSunday premium (1.6)  €189.10\n"
              "Gross €1,910.10   PAYE €271.86  USC €48.40  PRSI €76.40\nNet pay €1,513.44"),
        c("leave", GC, "Re: leave request June-July - Gmail - Google Chrome", GM + "FMfcgzQZcNsPwb",
          "Hi Siobhán, congratulations! I can approve 19 June to 1 July but not the week of 2 July — three of the "
          "team are already off. Could you come back on nights on the 2nd? — Deirdre (CNM2)",
          "so 12 days not 16. fine, honeymoon = 10 nights then", "planning, email, travel"),
        c("swaps", GC, "Shift swap request form - Google Forms - Google Chrome",
          "https://docs.google.com/forms/d/1icu-swap-request/viewform",
          "Name: Siobhán Brennan · Shift given: Wed 19 May N · Shift taken: Sat 29 May LD · Colleague: Aisling "
          "Kearney · Both grades equal: yes · CNM approval: pending",
          "submitted. deadline friday ✓", "planning, deadline"),
        c("pay", GC, "Night duty allowance nurses HSE rates 2027 - Google Chrome",
          "https://www.inmo.ie/Pay_Scales/Allowances",
          "Night duty: time plus 25% for hours worked between 20:00 and 08:00. Sunday: time plus 60%. Public "
          "holidays: double time or a day in lieu.",
          "25% only 20-08. my 19:45 start = 15 min at basic", "finance, income"),
        c("pay", LC, "hours_april.ods - LibreOffice Calc", "",
          "Nights worked 1-15 April: 6 (incl. 2 Sundays). Expected night allowance: 6 × 12 h × €24.20 × 25% = "
          "€435.60. Paid: €208.60. Missing: ~€227.",
          "missing 3 nights. email payroll w/ roster", "finance, income, spending"),
        c("swaps", TM, "ICU Nurses - Roster | Microsoft Teams", "",
          "Deirdre (CNM2): Swap approved — S. Brennan / A. Kearney, 19 May N ↔ 29 May LD. Roster updated.",
          "done. 20th free. sleep 19th night like a normal human", "planning"),
        c("pay", GC, "Re: night allowance April - Gmail - Google Chrome", GM + "FMfcgzQZdLkwHq",
          "Payroll: Thank you, we have confirmed 3 night duties on 8, 9 and 10 April were not entered by the "
          "ward. The arrears of €227.10 will be paid on 29 April.",
          "ward forgot to key them. check every payslip from now", "finance, income, email"),
        c("leave", GC, "WhatsApp - Google Chrome", WA,
          "Cian: 10 nights Lisbon + Porto works then? I'll book flights Sun if your dates are 100% now",
          "yes 100%. back on the 1st, nights on 2nd", "planning, travel, flight"),
        c("swaps", GC, "WhatsApp - Google Chrome", WA,
          "ICU Nights 🦉 — Tom: Anyone want an extra night Fri 14th? Agency cancelled, overtime approved.",
          "no. exam in 6 days", "planning"),
        c("pay", GC, "Tax credits - Revenue myAccount - Google Chrome",
          "https://www.ros.ie/myaccount-web/tax_credits",
          "Flat rate expenses: Nurses (general) €733 per year. Claim for up to 4 previous years. Uniform "
          "cleaning and shoes are covered by this flat rate.",
          "never claimed this!! 4 yrs back = ~€586", "finance, tax"),
        c("leave", GC, "Annual leave balance - HSE StaffPortal - Google Chrome",
          "https://staffportal.hse.ie/leave/balance", "",
          "approved ✓ 6 left for christmas", "planning",
          ocr="Leave year 2027\nEntitlement 27 days  Taken 9  Approved (pending) 12\n19 Jun – 1 Jul 2027  "
              "APPROVED by D. Walsh\nRemaining 6 days"),
        c("swaps", TM, "ICU Nurses - Roster | Microsoft Teams", "",
          "Reminder: the June roster goes out on 24 May. Leave already approved is shown in grey. Requests for "
          "specific nights off must be in by 14 May.",
          "ask for 17-18 june off too (hen→wedding)", "planning, deadline"),
        c("pay", GC, "Flat rate expenses claim submitted - Gmail - Google Chrome", GM + "FMfcgzQZeMnvTx",
          "Revenue: your request to review 2023-2026 has been processed. A refund of €586.40 will be paid to your "
          "bank account within 5 working days.",
          "€586 → into the wedding pot", "finance, tax, email"),
        c("swaps", GC, "WhatsApp - Google Chrome", WA,
          "ICU Nights 🦉 — Tom: can anyone swap my Sun 16th N for a Mon 17th N? Kid's communion 🙈",
          "can't, 17th is my mock revision day. sorry tom", "planning"),
        c("leave", GC, "Annual leave request - HSE StaffPortal - Google Chrome",
          "https://staffportal.hse.ie/leave/request",
          "Leave type: Annual leave. From: Fri 11 June 2027. To: Fri 11 June 2027. Days requested: 1. Reason "
          "(optional): hen party, Galway. Status: submitted.",
          "2nd ask this month. deirdre will sigh", "planning, events"),
        c("pay", TM, "ICU Nurses - General | Microsoft Teams", "",
          "HR update: the 2% increase under the public sector pay agreement is backdated to 1 January and will "
          "appear on the 27 May payslip, with arrears shown as a separate line.",
          "arrears in may. check the line is there", "finance, income, salary"),
    ],
    "sleep": [
        c("bedroom", GC, "FYRTUR Blackout roller blind, smart wireless - IKEA - Google Chrome",
          "https://www.ikea.com/ie/en/p/fyrtur-block-out-roller-blind-smart-wireless-battery-operated-grey",
          "FYRTUR blackout roller blind 100x195 cm, €129. Battery-operated, control with the app or remote. "
          "Blocks almost all light.",
          "bedroom window is 96cm. measure again", "shopping, price, household"),
        c("routine", GC, "How to sleep after a night shift - reddit r/nursing - Google Chrome",
          "https://www.reddit.com/r/nursing/comments/15z2k0q/how_do_you_sleep_after_night_shift/",
          "Sunglasses on the drive home, no screens, straight to bed by 9:30, alarm at 3pm no matter what. On the "
          "last night, only sleep till 1pm so you can sleep that night.",
          "sunglasses in the car. stop scrolling at 9am", "health, social"),
        c("bedroom", GC, "Loop Quiet 2 earplugs - Amazon.ie - Google Chrome",
          "https://www.amazon.ie/Loop-Quiet-Earplugs/dp/B0BQM8JD2Q",
          "Loop Quiet 2: soft silicone, up to 24 dB noise reduction, reusable, four ear tip sizes. €24.95. 4.3 "
          "out of 5 from 31,204 ratings.",
          "binmen thursday 10am. need these", "shopping, reviews, price"),
        c("routine", GC, "Shift work sleep - HSE - Google Chrome",
          "https://www2.hse.ie/living-well/sleep/shift-work-sleep/",
          "Try to have an 'anchor' sleep of at least 4 hours at the same time every day, on and off shifts. Avoid "
          "caffeine in the 6 hours before you plan to sleep.",
          "anchor 10-2 every day? even days off", "health"),
        c("routine", GC, "WhatsApp - Google Chrome", WA,
          "Orla: you were up at 3am again banging around the kitchen, I had a 9am lecture 😩",
          "guilty. 3am = 'lunch' on days off. need a fix", "household"),
        c("bedroom", GC, "Blackout blind 90cm grey - Argos - Google Chrome",
          "https://www.argos.ie/product/blackout-roller-blind-90cm-grey",
          "Blackout roller blind, 90 x 165 cm, grey, cut to size, €24.99. 3.9 out of 5 (208 reviews): 'light "
          "bleeds round the edges'.",
          "cheap but edges leak. fyrtur or side channels?", "shopping, price, comparison, reviews"),
        c("routine", GC, "Melatonin on night shift - Google Chrome",
          "https://www.google.com/search?q=melatonin+night+shift+workers+evidence",
          "Melatonin is prescription-only in Ireland. For shift workers it may shorten the time to fall asleep "
          "after a night shift by a few minutes; evidence for total sleep time is weak.",
          "not worth a GP visit then", "health, care"),
        c("bedroom", LC, "bedroom_blackout.ods - LibreOffice Calc", "",
          "Window 96 × 152 cm. FYRTUR 100 wide fits inside recess? Recess 98 cm. Side channel kit (Blackout "
          "Express) €39. Total FYRTUR + channels €168 vs Argos + channels €64.",
          "argos + channels. €100 saved for the wedding", "shopping, price, comparison"),
        c("routine", GC, "Sleep diary - Google Sheets - Google Chrome",
          "https://docs.google.com/spreadsheets/d/1sleep-diary-shiv/edit", "",
          "avg 5.2h post nights. target 7", "health",
          ocr="Date  Shift  Asleep  Woke  Hours  Caffeine last\n13/4  N  09:40  14:10  4.5  04:30\n14/4  N  09:15  "
              "15:00  5.75  03:00\n15/4  N  10:20  14:40  4.3  05:15\n16/4  off  00:30  08:50  8.3  —"),
        c("bedroom", GC, "White noise 10 hours - YouTube - Google Chrome",
          "https://www.youtube.com/watch?v=nMfPqeZjc2c",
          "Brown noise for sleeping, 10 hours, dark screen. 14M views. Comment: 'night nurse here, this plus "
          "earplugs is the only way I survive the school run outside'.",
          "brown noise > white. playing it off the phone", "health"),
        c("routine", GC, "WhatsApp - Google Chrome", WA,
          "Cian: you fell asleep mid sentence at dinner. again. are you ok to drive in tonight?",
          "need that 90 min nap before the first night", "health"),
        c("routine", GC, "Caffeine half-life - Google Chrome",
          "https://www.google.com/search?q=caffeine+half+life+hours",
          "The half-life of caffeine is about 5 hours in healthy adults, so half the caffeine from a 4am coffee "
          "is still in your body at 9am.",
          "last coffee 2am, no later. 04:30 one = 4.5h sleep", "health"),
        c("bedroom", GC, "Order confirmed - Argos - Gmail - Google Chrome", GM + "FMfcgzQZcQnvKm",
          "Order AR-7731042: Blackout roller blind 90 cm grey ×1 €24.99, Blackout Express side channels ×1 €39.00. "
          "Click & collect from Argos Henry Street from Thursday.",
          "collect thu on way in", "shopping, price"),
        c("routine", LC, "sleep_plan.ods - LibreOffice Calc", "",
          "Before 1st night: sleep 14:00-16:30. Nights: bed 09:30, up 15:30. After last night: sleep 09:30-13:00 "
          "only, outside in daylight, bed 23:00.",
          "stick it on the fridge. orla will laugh", "health, planning"),
        c("bedroom", GC, "WhatsApp - Google Chrome", WA,
          "Orla: blind is up in your room, it's like a cave in there 🦇 you owe me a pint",
          "pint owed. first 7h sleep in weeks", "household"),
    ],
    "flatmate": [
        c("advert", GC, "WhatsApp - Google Chrome", WA,
          "Orla: So... I got the Galway job 😭🎉 I'd be out end of May. I'll pay June if you can't find someone.",
          "happy for her. need someone jun-aug only till cian", "household, rent"),
        c("advert", GC, "Place an ad - Sharing - daft.ie - Google Chrome", "https://www.daft.ie/sharing/place-ad",
          "Double room in 2-bed apartment, Phibsborough, Dublin 7. €950 per month plus bills. Available 1 June. "
          "Sharing with 1 female professional (nurse, works nights, quiet). Short let June-August considered.",
          "'works nights, quiet' = honest. no parties", "household, rent, price"),
        c("advert", GC, "Rent pressure zones and room rates Dublin 7 - Google Chrome",
          "https://www.google.com/search?q=room+rent+dublin+7+phibsborough+2027",
          "Average double room in Dublin 7: €980 per month (Q1 2027). Rent-a-room relief: income up to €14,000 "
          "a year from renting a room in your own home is tax-free — does not apply to tenants subletting.",
          "I'm a tenant so landlord has to ok it!!", "household, rent, tax"),
        c("bills", GC, "Re: flatmate - Gmail - Google Chrome", GM + "FMfcgzQZbLqwMx",
          "Hi Siobhán, no problem replacing Orla as long as the new person is added to the lease and registered "
          "with the RTB. Deposit stays as it is. — Ger (landlord)",
          "ger ok. new person on lease + RTB", "household, rent, email"),
        c("viewings", GC, "daft.ie - Messages - Google Chrome", "https://www.daft.ie/my-daft/messages",
          "Karolina: Hi! I'm a PhD student at DCU, tidy, non-smoker, need a room from June for the summer while "
          "my visa renewal goes through. Can I view on Saturday?",
          "karolina - sat 12? summer only = perfect", "household, meeting"),
        c("viewings", GC, "daft.ie - Messages - Google Chrome", "https://www.daft.ie/my-daft/messages", "",
          "47 msgs in 2 days. too many", "household",
          ocr="Messages (47)\nDaniel  Hi is the room still available?? ▸\nSophie  Hey! I'm a junior doctor at the "
              "Mater, nights too ha ▸\nAmir  Can you do €800 ▸\nKarolina  Hi! I'm a PhD student at DCU ▸\n"
              "Load more"),
        c("bills", LC, "bills_split.ods - LibreOffice Calc", "",
          "Electric Ireland avg €142/2 months · Virgin Media broadband €55/month · bins €28/month · TV licence "
          "€160/year. Per person per month ≈ €82.",
          "tell viewings ~€80 bills on top", "household, spending, finance"),
        c("viewings", GC, "WhatsApp - Google Chrome", WA,
          "Sophie: Hi Siobhán, Sophie from daft — junior doctor at the Mater, on a nights block too so we'd "
          "barely see each other! Free Sunday after 4?",
          "nights overlap = quiet days. sun 4pm", "household, meeting"),
        c("viewings", GC, "Viewing questions - Google Docs - Google Chrome",
          "https://docs.google.com/document/d/1flatmate-questions/edit",
          "1. Hours / shifts? 2. How long for? (Jun-Aug ideal) 3. Smoke / pets? 4. Guests over? 5. References "
          "from last landlord 6. Can pay deposit + first month before 1 June?",
          "print 3 copies. ask orla to sit in", "household, planning"),
        c("bills", GC, "Deposit protection and adding a tenant - RTB - Google Chrome",
          "https://www.rtb.ie/renting-a-home/adding-or-removing-a-tenant",
          "When a tenant leaves and a new one joins, the landlord must update the tenancy registration within "
          "one month. The outgoing tenant's share of the deposit is usually settled between the tenants.",
          "so new person pays orla her €950 directly?", "household, rent"),
        c("viewings", GC, "WhatsApp - Google Chrome", WA,
          "Karolina: Thank you for today! The room is lovely and the canal walk is so nice. I'd love it if you'll "
          "have me. I can send my landlord's reference tonight.",
          "karolina 👍 tidy, quiet, dcu. ref pending", "household"),
        c("advert", GC, "Edit ad - daft.ie - Google Chrome", "https://www.daft.ie/sharing/edit-ad/3317421", "",
          "marked let agreed, too many msgs", "household, rent",
          ocr="Your ad: Double room, Phibsborough D7\nStatus  ● Live   Views 1,284   Messages 61\n"
              "[ Mark as let agreed ]   [ Pause ad ]   [ Delete ]"),
        c("viewings", GC, "WhatsApp - Google Chrome", WA,
          "Sophie: Lovely flat! Just so you know I'd need it for a full year, my contract at the Mater runs to "
          "next May.",
          "full year = no. cian moves in sept", "household"),
        c("bills", GC, "Virgin Media - change account holder - Google Chrome",
          "https://www.virginmedia.ie/help/account/transfer-ownership",
          "To transfer your broadband account to another person both account holders must call us, or the new "
          "holder signs up and the old account is closed with 30 days' notice.",
          "broadband is in orla's name. 30 days!! do now", "household, spending"),
        c("viewings", GC, "Re: reference for Karolina Nowak - Gmail - Google Chrome", GM + "FMfcgzQZdRpXsw",
          "Karolina rented a room from us for two years, always paid on time and left it spotless. We'd happily "
          "have her back. — Marta & Paul, Glasnevin",
          "ref glowing. offer to karolina", "household, email"),
        c("bills", GC, "Electric Ireland - move in / move out - Google Chrome",
          "https://www.electricireland.ie/switch/moving-home",
          "Submit a meter reading on the day the tenant leaves. The bill stays in the account holder's name; "
          "you can add a second named person on the account.",
          "meter reading 31 may. add karolina as named", "household, spending"),
        c("viewings", GC, "WhatsApp - Google Chrome", WA,
          "Karolina: Yes yes yes! I'll transfer the €950 deposit to Orla and first month to you on the 28th. "
          "Thank you!!",
          "sorted. tell ger for the lease", "household, rent"),
        c("viewings", GC, "daft.ie - Messages - Google Chrome", "https://www.daft.ie/my-daft/messages",
          "Daniel: Hi, is the room still available? I have a small dog, very quiet, she's 9. Could view any "
          "evening this week.",
          "no pets in the lease. polite no", "household"),
        c("bills", LC, "bills_split.ods - LibreOffice Calc", "", "",
          "june bills w/ karolina. sent", "household, spending, finance",
          ocr="JUNE 2027   Shiv  Karolina\nRent        €950   €950\nElectric    €36    €36\nBroadband   €27.50 €27.50\n"
              "Bins        €14    €14\nTotal       €1,027.50 each\nDue 1 June → Ger (rent) / Shiv (bills)"),
    ],
}
