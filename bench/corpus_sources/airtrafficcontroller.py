"""Tamsin "Tam" Pascoe, a British air traffic controller at Geneva airport, Switzerland: her shifts at the tower and
approach across Easter (a trainee's last days of on-the-job training and her check, a roster of earlies, lates and
nights with a swap, the night of the clocks going forward with the runway handed over to the works, an occurrence
report written in UTC), Bach's St John Passion with her choir on Good Friday (the rehearsal week, the German text, the
concert and its collection), Easter with her partner's family in Bellinzona, Ticino (the trains through the Gotthard,
nonna's table and Pasquetta at a grotto), her naturalisation (the documents from two countries, the knowledge test, the
investigator's home visit), and her daughter's Easter holidays (a day camp and who has her when).

Written by hand in session 30 of issue 12 as the TEST corpus for session 31, before anybody tuned on it, by an
engineer who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end
of session 31, and it is a development corpus since session 32.

Tamsin Jane Pascoe (41), from Penzance, Cornwall, trained as an air traffic controller in the United Kingdom, worked
the tower and approach at Newquay for six years, and since January 2021 is a tower and approach controller at Geneva
airport (Cointrin), where she is also an on-the-job training instructor (OJTI); English is her working language at the
unit and at home, her French is good (a B2 certificate), her German a singer's and her Italian a daughter-in-law's. Her
partner Mattia Bernasconi (43), from Bellinzona, is a vacuum engineer at CERN; their daughter Elsie is 8 and goes to
the local primary school; they are not married, so Tam applies for Swiss citizenship by the ordinary procedure, after
eleven years in Geneva. Mattia's parents Rosanna (71) and Aldo (74) live in Daro, Bellinzona; his sister Giulia lives
nearby with her husband Fabio and their children Leo (10) and Mia (6). Tam's mother June (69) lives in Penzance; her
father died in 2027. At the unit: Christophe Morand, head of unit operations; Valérie Chappuis, a supervisor who works
the nights; Reto Ammann, a colleague from Winterthur; Noémie Baud (26), her trainee; Sandrine Jaquier, the training
manager; Urs Gehrig, an examiner from Zurich; the safety office; Patrick Dériaz, the airport's works coordinator. In
the (fictional) Ensemble vocal de Saint-Gervais, where she sings alto: Blaise Meylan, the conductor; Hélène Burnier, the
alto section leader; Kathrin Vogt, an alto from Freiburg im Breisgau; Jean-Marc, the treasurer; Yann, who records.
Elsewhere: Olivier Gilliéron, an investigator of the canton's naturalisation service (OCPM); Inès Rochat, a student who
babysits; Simone Dupraz (78), a neighbour on the third floor; the city's day camp Les Écureuils (fictional).
In the fortnight from Monday 22 March to Sunday 4 April 2032, in Switzerland's time (Europe/Zurich: +01:00 until the
clocks go forward at 02:00 on Sunday 28 March, which is Easter Sunday, +02:00 after; there is no 02:00 to 02:59 that
night, and nothing is written at a time that does not exist): Good Friday (26 March) and Easter Monday (29 March) are
public holidays in Geneva and in Ticino, but a tower has no weekends or holidays, and her roster runs earlies
(06:00-14:00), lates (13:30-22:00) and nights (21:30-06:30) across both; everything at work is written in UTC, which
never moves, while the roster and her life are in local time, which does; her night shift from Saturday 27 to Easter
Sunday is an hour short, and the airport's opening hours move an hour earlier in UTC:
- the tower: Noémie's OJT record to 145 hours, her check on Thursday 1 April at 0500 UTC (07:00 local after the change,
  06:00 the week before) with the examiner, her pass; the roster, a swap with Reto (his early on Tuesday 30 for her late
  on Thursday 25, the general rehearsal), her hours (8 real hours for a night the clock calls 9); the summer time ops
  info, a NOTAM for two nights of runway works, the handover to the works at 2330 UTC, a works vehicle on the runway
  at 2325 UTC while an ambulance jet rolls out (the driver took "half past" for local time), the occurrence report, the
  safety office, the Easter return traffic;
- the Passion: the rehearsal week (piano, orchestra, general rehearsal), the German text (pronunciation, the turba
  choruses, a chorale, "Ruht wohl"), the concert on Good Friday at 20:00 at the temple of Saint-Gervais (free entry, a
  collection of 6,412 francs), the review, the recording, the next season;
- Ticino: her train on Easter Sunday after the night shift, Mattia's and Elsie's on the Saturday, the return on Easter
  Monday an hour late through the Gotthard mountain line, Elsie and her grandfather on Wednesday 31, the compensation;
  nonna's Easter dinner (a colomba without almonds for Elsie's nut allergy), the egg hunt at Castelgrande, Pasquetta
  at a grotto, a teddy bear left under a pillow;
- naturalisation: the apostilled birth certificate posted by her mother, the UK police certificate, the Swiss criminal
  record, the debt enforcement extract; the knowledge test (the Escalade, 1815, the Federal Council, the Arve) on
  Friday 2 April; the investigator's home visit on Wednesday 31 March at 18:00 and what comes after;
- Elsie's Easter holidays: the day camp for the second week (registration by Wednesday 24 at noon, tree nuts and the
  adrenaline pen, the programme, the bill); who has her when (the babysitter, the neighbour, her grandparents).

She works on a Windows laptop: Firefox for the web ("<page title> — Mozilla Firefox"), Thunderbird with her own mail
and the unit's ("Inbox – Personal – Mozilla Thunderbird", "Inbox – GVA ops – Mozilla Thunderbird"), WhatsApp (one
title, "WhatsApp": Mattia, her mother, the family in Ticino, the choir, Inès, Mme Dupraz, Reto and Noémie in private),
Threema for the unit's messages (one title, "Threema": Noémie, Valérie), Photos for her phone's pictures ("<file> –
Photos"), LibreOffice Calc for her sheets ("<file> — LibreOffice Calc"), Adobe Acrobat Reader for PDFs ("<file> - Adobe
Acrobat Reader (64-bit)") and MuseScore for the choir's parts ("<file> — MuseScore 4").
Memos are her shorthand (first person, a controller's English: "TWR", "APP", "OJT", "OJTI", "Z" and "UTC", "LT", "E",
"L", "N", "NOTAM", "CTOT", "NM", "M." for Mattia, "E." for Elsie), some cryptic. English is her working language and the
family's; the others as she meets them: French from the canton's naturalisation service, the city's day camp, the
conductor, the night supervisor, her trainee when it matters and her neighbour; German from Reto, the examiner, Kathrin
and Bach; Italian from Mattia's parents; under a fifth of the captures and some in every task. Words cross on purpose:
tower (the control tower, Castelgrande's), check (the trainee's, the documents'), night (the short night shift, Good
Friday night, the Escalade's night of 1602), hours and time (the clock change, the trainee's OJT hours, a train an
hour late, the camp's), report (the occurrence report, the investigator's), test (the knowledge test, the runway's
friction test), collection and collect (the concert's, who may fetch Elsie from the camp), certificate (birth,
police, French), Easter (everywhere), Wednesday 31 (the home visit, the training deadline, Elsie's train). People cross
too: Mattia in Ticino, Elsie's holidays, the Passion and the home visit; her mother in the naturalisation and the
Passion's review; Christophe in the roster and her employer's letter; Reto in the roster and the Passion's rehearsals;
Rosanna in Ticino and Elsie's childcare grid; Aldo in Ticino and the home visit; Mme Dupraz in the camp form and the
childcare.

The timeline is written by hand (TIMELINE below): Switzerland's time on both sides of the clocks going forward;
captures after midnight that are still the day before in UTC (the night of the change, the night after the concert, the
nights of the second weekend), before six (her earlies and nights), evenings, two weekends (she works both), the two
holidays (the Passion most on Good Friday, Ticino most on Easter Monday, the tower on both).
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("air traffic controller at Geneva airport, Switzerland: a trainee's check, a roster across Easter and the "
           "night the clocks go forward, Bach's St John Passion with her choir on Good Friday, Easter with her "
           "partner's family in Ticino, her naturalisation, her daughter's Easter holidays")
TZ = ZoneInfo("Europe/Zurich")  # +01:00 until 02:00 on Sunday 28 March 2032 (01:00 UTC), +02:00 after
ID_PREFIX = "tj"  # "t" is the teacher's; no file under bench/data, bench/corpus_sources or tests has a word "tj..."
APP_WORDS = {"firefox", "mozilla", "thunderbird", "inbox", "personal", "gva", "ops", "whatsapp", "threema", "photos",
             "libreoffice", "calc", "ods", "adobe", "acrobat", "reader", "64", "bit", "pdf", "musescore", "4", "mscz",
             "jpg", "pxl_20320325_080944", "pxl_20320326_182231", "pxl_20320328_003412", "pxl_20320328_122806",
             "pxl_20320328_214120", "pxl_20320329_125733", "pxl_20320327_100115", "pxl_20320402_102144", "https", "www",
             "sbb", "ch", "en", "buying", "pages", "fahrplan", "xhtml", "customer", "service", "compensation", "html",
             "disruptions", "acro", "police", "uk", "status", "criminal", "records", "office", "ge", "demander",
             "extrait", "du", "registre", "poursuites", "devenir", "suisse", "examen", "connaissances", "etapes",
             "einbuergerungstest", "online", "fr", "2", "3", "compagniede1602", "histoire", "admin", "gov", "start",
             "federal", "council", "decouvrir", "geneve", "armoiries", "royalmail", "com", "track", "your", "item",
             "post", "ekp", "web", "ui", "list", "demarches", "inscription", "centres", "aeres", "les", "ecureuils",
             "programme", "choralparts", "org", "bwv245", "voice2", "liederlyrics", "lyricdiction", "ich", "laut",
             "lakesidereview", "culture", "2032", "04", "01", "review", "skybrary", "aero", "articles", "incursion",
             "rendez", "vous", "translated", "république", "et", "canton", "de", "genève", "compagnie", "1602",
             "aviation", "safety", "royal", "mail", "lakeside", "ville"}

TASK_NAMES = {
    "tower": ("Work at the tower", "air traffic control", "my shifts at Cointrin", "the controlling job"),
    "passion": ("The St John Passion", "the Good Friday concert", "the choir", "singing Bach at Easter"),
    "ticino": ("Easter in Ticino", "Mattia's family at Easter", "Bellinzona", "Pasqua with the nonni"),
    "swiss": ("Naturalisation", "becoming Swiss", "my citizenship application", "the Swiss passport"),
    "elsie": ("Elsie's Easter holidays", "childcare", "who has Elsie", "the school break"),
}
SUB_NAMES = {
    "tower/trainee": ("Noémie's training", "the trainee's check", "OJT and her rating", "instructing"),
    "tower/roster": ("The roster", "shift swaps", "my hours", "earlies, lates and nights"),
    "tower/briefing": ("Briefings and reports", "the summer time change", "the works nights",
                       "the occurrence report"),
    "passion/rehearsals": ("Rehearsals", "Blaise's notes", "the rehearsal week", "the choir's seasons"),
    "passion/german": ("The German text", "pronunciation", "learning my part", "the chorales and turbae"),
    "passion/concert": ("The concert", "Good Friday night", "the collection", "the performance and after"),
    "ticino/trains": ("The trains", "getting to Bellinzona", "the Gotthard", "tickets and connections"),
    "ticino/pasquetta": ("Easter lunch and Pasquetta", "the grotto", "nonna's table", "the egg hunt"),
    "swiss/documents": ("The documents", "certificates and the apostille", "proof of a clean record",
                        "the paperwork"),
    "swiss/test": ("The knowledge test", "Geneva history", "revising", "questions about Switzerland"),
    "swiss/hearing": ("The home visit", "the investigator", "the interview", "what comes next"),
    "elsie/camp": ("The day camp", "the centre aéré", "registration and forms", "camp week"),
    "elsie/minder": ("Who has her when", "the babysitter", "the childcare grid", "Inès and Mme Dupraz"),
}

FF = "Firefox"
TB = "Thunderbird"
TB_HOME = "Inbox – Personal – Mozilla Thunderbird"
TB_OPS = "Inbox – GVA ops – Mozilla Thunderbird"
WA = "WhatsApp"
TH = "Threema"
PH = "Photos"
LC = "LibreOffice Calc"
AR = "Adobe Acrobat Reader"
MS = "MuseScore 4"


def ff(title: str) -> str:
    return f"{title} — Mozilla Firefox"


def lc(file: str) -> str:
    return f"{file} — LibreOffice Calc"


def ar(file: str) -> str:
    return f"{file} - Adobe Acrobat Reader (64-bit)"


def ph(file: str) -> str:
    return f"{file} – Photos"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "tower": [
        c("roster", LC, lc("Roster TWR-APP wk 13-14.ods"), "",
          "GVA TWR/APP roster, weeks 13-14 (published 15.03) | PASCOE T. / Mon 22.03 | - / Tue 23.03 | E 06:00-14:00 "
          "(OJTI Baud) / Wed 24.03 | E 06:00-14:00 (OJTI Baud) / Thu 25.03 | L 13:30-22:00 / Fri 26.03 | Good "
          "Friday: leave (approved 12.01) / Sat 27.03 | N 21:30-06:30 (summer time, 02:00 becomes 03:00: 8 h) / Sun "
          "28.03 - Wed 31.03 | - / Thu 01.04 | E 06:00-14:00 (OJTI Baud, check) / Fri 02.04 | L 13:30-22:00 / Sat "
          "03.04 | N 21:30-06:30 / Sun 04.04 | N 21:30-06:30",
          "Thursday's late clashes with the general rehearsal. ask Reto for a swap before Christophe asks why",
          "planning, salary"),
        c("trainee", TH, TH, "",
          "Noémie: Hi Tam, tomorrow 0500 UTC again, TWR first? I looked at the Easter forecast, 30 more arrivals than "
          "last Tuesday because of the ski charters. Can I do the first hour on TWR to warm up before APP? I'm "
          "stressed about the check, I dream of readbacks.",
          "TWR first hour, APP from 0615Z. tell her the check is just a busy morning, nothing more",
          "communication, planning"),
        c("briefing", TB, TB_OPS, "",
          "Ops info 12/2032 – Summer time. On Sunday 28 MAR at 0100 UTC local time changes from UTC+1 to UTC+2. "
          "Aerodrome opening hours 0500-2300 UTC become 0400-2200 UTC; the night restrictions follow local time. The "
          "IATA summer schedule starts the same day. Strips, logs, ATIS, recordings and occurrence reports stay in "
          "UTC. Rosters and the time recording stay in local time: the night shift 27/28 is 2030-0430 UTC, 8 h; "
          "record 8 h. Runway works on the nights 27/28 and 28/29, see NOTAM B0412/32. C. Morand, Head of unit "
          "operations",
          "read before the early. my night is 8 h, not 9. UTC never moves, our lives do",
          "email, operations, planning"),
        c("trainee", LC, lc("OJT Baud N.ods"), "",
          "Date | Position | UTC | Hours | Traffic | Notes / 22.03 | TWR | 1300-1500 | 2:00 | moderate | with R. "
          "Ammann / 23.03 | TWR | 0500-0600 | 1:00 | heavy | good scan, one late landing clearance / 23.03 | APP | "
          "0615-0745 | 1:30 | heavy, ski charters | speed control late on two arrivals, recovered / total OJT TWR + "
          "APP | | | 142:15 | | minimum before the check 145:00",
          "142:15. two more mornings and she's over 145. speed control is her only weak spot",
          "statistics, learning"),
        c("trainee", TB, TB_OPS, "",
          "Dear Tam, the unit endorsement check for Noémie Baud is confirmed for Thursday 1 April, 0500-0800 UTC, TWR "
          "then APP, examiner Urs Gehrig (Zurich). Please send me her OJT record with at least 145 hours and your "
          "recommendation by Wednesday 31 March, 12:00 local time. Note that 0500 UTC will be 07:00 local by then. "
          "Best regards, Sandrine Jaquier, Training Manager",
          "Thursday 1st, 0500Z = 07:00 local after Sunday. recommendation by Wednesday noon, on my day off",
          "email, exam, deadline"),
        c("roster", WA, WA, "",
          "Reto: Hoi Tam, passt für mich: ich mache deinen Spätdienst am Donnerstag und du meinen Frühdienst am "
          "Dienstag 30. Ich trage es morgen im Dienstplan ein, Christophe ist informiert. Viel Glück mit dem Bach! "
          "Gruss, Reto",
          "swapped: Reto takes Thursday's late, I owe him Tuesday's early, straight after Ticino. brilliant",
          "communication, planning"),
        c("briefing", AR, ar("NOTAM B0412-32.pdf"), "", "",
          "two works nights, and the second starts an hour earlier in UTC. 2330Z, then 2230Z, both 00:30 here",
          "operations, planning",
          ocr="B0412/32 NOTAMN  Q) LSAS/QMRLC/lV/NBO/A/OOO/999/  A) LSGG  B) 2O32O3272330  C) 2O32O329O4OO  D) MAR "
              "27 233O-28 O4OO, MAR 28 223O-29 O4OO  E) RWY O4/22 CLSD DUE TO RESURFAClNG WORKS. AMBULANCE FLlGHTS "
              "PPR 3O MlN, RWY AVBL WlTHlN 15 MlN ON REQUEST."),
        c("roster", TB, TB_OPS, "",
          "Hello all, the night of 27 to 28 March: night team V. Chappuis (supervisor) and T. Pascoe, with the "
          "airport's works coordinator on the ground frequency from 2330 UTC. Summer time starts at 02:00 local, so "
          "the night lasts 8 hours: please enter 8 h and not 9 h in the time recording. The night allowance is paid "
          "on the real hours. Happy Easter, Christophe",
          "8 h in the system, night allowance on real hours. Valérie and me, and the works on GND",
          "email, salary, planning"),
        c("roster", TH, TH, "",
          "Valérie: Salut Tam, I'm in at 21:00, coffee on. The works people want the handover at 2330Z sharp, and "
          "there may be an ambulance jet from Lyon around midnight local. Don't forget we lose an hour tonight, the "
          "coffee machine doesn't know.",
          "21:30 in, maybe an ambulance around midnight. the short night", "communication, planning"),
        c("briefing", TB, TB_OPS, "",
          "From: Patrick Dériaz, works coordinator, Genève Aéroport. Night 1 of 2, RWY 04/22 resurfacing, sections C "
          "and D. Handover from ATC to the works at 2330 UTC, 8 vehicles, callsigns WORKS 1 to WORKS 8, all on the "
          "GND frequency. Friction test after the works at 0330 UTC, runway back to ATC by 0400 UTC (06:00 local, "
          "summer time). If the ambulance flight comes, we wait at the holding points until it has vacated.",
          "handover 2330Z, friction test 0330Z. they wait at the holding points for the ambulance. on paper",
          "email, operations"),
        c("briefing", PH, ph("PXL_20320328_003412.jpg"), "", "",
          "Valérie wrote the (!) herself. WORKS 3 on the runway at 2325, the ambulance still rolling out",
          "operations",
          ocr="GVA TWR  RUNWAY HANDOVER TO WORKS  Date 27/28.O3.2O32  RWY O4/22  Handed over: 233O UTC  by: V. "
              "CHAPPUlS (TWR)  to: P. DERlAZ (works)  Conditions: RWY clear of aircraft and vehicles  Ambulance "
              "HB-VJA landed 2318, vacated via B at 2327 (!)  Returned to ATC: ____ UTC  Friction test: ____"),
        c("briefing", TH, TH, "",
          "Valérie: Tam, tu fais le rapport d'occurrence? Moi je fais le journal. Les heures en UTC, évidemment: "
          "l'ambulance posée à 23:18, WORKS 3 sur la piste à 23:25 sans clairance, l'ambulance dégagée par B à "
          "23:27. Personne n'a freiné, mais c'est une incursion. Et dans vingt minutes il est trois heures.",
          "I write the occurrence report, she does the log. all in UTC. in twenty minutes it's three o'clock",
          "communication, operations"),
        c("briefing", TB, TB_OPS, "",
          "Occurrence report (draft), GVA TWR. Date: 27 MAR 2032. Time: 2325 UTC (00:25 local on 28 MAR, before the "
          "change to summer time). Type: runway incursion by a vehicle. During the handover of RWY 04/22 to the "
          "works, vehicle WORKS 3 entered the runway at holding point C without clearance while the ambulance "
          "HB-VJA, landed 2318 on RWY 22, was rolling out towards B. HB-VJA vacated at 2327. Minimum distance about "
          "900 m, no avoiding action. The handover was planned for 2330 UTC; the driver took the coordinator's "
          "'handover at half past' for local time. Reporter: T. Pascoe (TWR).",
          "the driver heard 'half past' and thought local. written while the clock jumped an hour",
          "draft, operations"),
        c("roster", LC, lc("My hours 2032.ods"), "",
          "Date | Shift | In | Out | Clock | Real | Night (22-06 LT) / 23.03 | E | 06:00 | 14:00 | 8:00 | 8:00 | 0:00 "
          "/ 24.03 | E | 06:00 | 14:00 | 8:00 | 8:00 | 0:00 / 25.03 | swapped to R. Ammann | | | | | / 27-28.03 | N | "
          "21:30 | 06:30 | 9:00 | 8:00 | 7:00 / week 12 total | | | | | 24:00 | 7:00",
          "entered 8:00 as Christophe asked. 7 night hours, not 8: one of them never happened",
          "salary, dataset"),
        c("trainee", TH, TH, "",
          "Noémie: Joyeuses Pâques Tam! Sorry for the holiday message. Sandrine confirmed Thursday 0500Z with Urs "
          "Gehrig. So that's 07:00 now, not 06:00, right? I counted three times. And can we do Tuesday together "
          "before? Reto said you're on his early.",
          "yes, 07:00 local now. Tuesday's early together, her last session before the check",
          "communication, exam"),
        c("roster", WA, WA, "",
          "Reto: Back from Ticino? Don't forget tomorrow 06:00 is my early, so yours now :) Noémie is on it with you. "
          "I did your Thursday, quiet evening, one go-around. Gruss",
          "still on the train, an hour late. 06:00 early. yes Reto, I know", "communication, planning"),
        c("trainee", LC, lc("OJT Baud N.ods"), "",
          "Date | Position | UTC | Hours | Traffic | Notes / 24.03 | APP | 0500-0730 | 2:30 | heavy | speed control "
          "better, one go-around handled calmly / 25.03 | TWR | 1300-1430 | 1:30 | moderate | with R. Ammann / "
          "30.03 | APP | 0415- | | heavy | first summer-time morning, opening at 0400Z / total | | | 146:15 | | "
          "145:00 reached on 25.03",
          "146:15, over the line since Thursday. today the first morning that opens at 0400Z",
          "statistics, learning"),
        c("trainee", TB, TB_OPS, "",
          "Grüezi Frau Pascoe, ich bin morgen um 04:30 UTC im Turm, also 06:30 Lokalzeit. Bitte reservieren Sie mir "
          "einen Platz hinter der Kandidatin und eine Kopie des OJT-Records. Wir beginnen um 05:00 UTC auf TWR, dann "
          "APP bis 08:00 UTC. Das Debriefing machen wir auf Englisch. Freundliche Grüsse, Urs Gehrig, Examiner",
          "04:30Z, 06:30 ours. a seat behind her, a copy of the record. my recommendation goes before noon",
          "email, exam, planning"),
        c("briefing", TB, TB_OPS, "",
          "Safety Office: thank you for occurrence report OR-2032-0188 (27 MAR 2032, 2325 UTC, runway incursion by "
          "WORKS 3). Classified as a runway incursion, severity C, no conflict (the ambulance on its rollout, about "
          "900 m). Contributing factor: time references. The airport will brief its drivers that ATC times are "
          "always UTC. A joint debrief is planned on Thursday 8 April, 10:00.",
          "severity C. drivers to be told ATC time is UTC. the debrief on the 8th, whatever the new roster says",
          "email, operations"),
        c("trainee", LC, lc("Check 01.04.ods"), "",
          "Check N. Baud, 01.04 | UTC | LT / examiner in the tower | 0430 | 06:30 / TWR | 0500-0620 | 07:00-08:20 / "
          "break | 0620-0640 | 08:20-08:40 / APP | 0640-0800 | 08:40-10:00 / expected | 41 arrivals, 38 departures, "
          "Easter return and ski charters / me | OJTI, behind her, hands off / debrief | 0815 | 10:15",
          "up at 4. her morning on one sheet, UTC and local side by side. hands off, whatever happens",
          "planning, exam"),
        c("trainee", TH, TH, "",
          "Noémie: TAM!!! J'ai réussi!!! Urs dit que mon contrôle de vitesse était très bien et que je suis calme. "
          "Merci pour tout, vraiment. Je n'ai pas dormi de la nuit et maintenant je ne peux pas arrêter de sourire. "
          "Apéro mercredi, tu viens?",
          "she passed. speed control 'très bien'. I cried in the locker room, don't tell Reto",
          "communication, exam"),
        c("roster", AR, ar("Roster TWR-APP wk 15-16.pdf"), "", "",
          "the debrief on the 8th fits before my late. Noémie solo from Monday",
          "planning",
          ocr="GVA TWR/APP  ROSTER WEEKS 15-16  PASCOE T.  Mon O5.O4 -  Tue O6.O4 -  Wed O7.O4 L 13:3O-22:OO  Thu "
              "O8.O4 L 13:3O-22:OO (debrief OR-O188 1O:OO)  Fri O9.O4 E O6:OO-14:OO  Sat 1O.O4 E O6:OO-14:OO  Sun "
              "11.O4 -  BAUD N.  solo TWR/APP from O5.O4"),
        c("trainee", WA, WA, "",
          "Noémie: Apéro on Wednesday 7 April, 18:00, Bains des Pâquis, the whole unit is invited. I'm paying the "
          "first round, and Urs if he comes. Can you bring the OJT record? I want to frame page 1 lol",
          "Wednesday I'm on the late till 22. I'll come for the last round, record under my arm",
          "communication, social, events"),
        c("roster", TH, TH, "",
          "Valérie: Nights again, just the two of us. No works tonight, but the NM warns about the Easter return: "
          "first wave 0400-0700Z on Sunday and Monday. And the hours are normal again, 9 h by the clock and 9 h real.",
          "no works, only the return wave. 9 real hours this time", "communication, planning"),
        c("briefing", TB, TB_OPS, "",
          "EUROCONTROL Network Manager, ATFM notice: Easter return traffic, Sunday 4 and Monday 5 April 2032. Demand "
          "expected above capacity in the Geneva, Zurich and Milan TMAs from 0400 to 0900 UTC. Regulations with "
          "CTOTs likely; aircraft operators are asked to respect their slots (CTOT -5/+10 min). All times UTC.",
          "CTOTs from 0400Z, 06:00 here. the first wave lands on the tail of my night",
          "operations, email"),
        c("roster", LC, lc("My hours 2032.ods"), "",
          "Date | Shift | In | Out | Clock | Real | Night (22-06 LT) / 30.03 | E (R. Ammann's) | 06:00 | 14:00 | 8:00 "
          "| 8:00 | 0:00 / 01.04 | E | 06:00 | 14:00 | 8:00 | 8:00 | 0:00 / 02.04 | L | 13:30 | 22:00 | 8:30 | 8:30 | "
          "0:00 / 03-04.04 | N | 21:30 | 06:30 | 9:00 | 9:00 | 8:00 / week 13 total | | | | | 33:30 | 8:00",
          "9 real hours this time. week 13 at 33:30, the swap evened out", "salary, dataset"),
        c("briefing", FF, ff("Runway Incursion | SKYbrary Aviation Safety"), "https://skybrary.aero/articles/runway-incursion",
          "A runway incursion is any occurrence at an aerodrome involving the incorrect presence of an aircraft, "
          "vehicle or person on the protected area of a surface designated for the landing and take-off of "
          "aircraft. Contributory factors for vehicles include ambiguous or non-standard phraseology, a lack of "
          "situational awareness, and handover procedures between ATC and works parties.",
          "for the debrief on the 8th. nothing about time zones, I'll bring our 'half past'",
          "research, operations"),
    ],
    "passion": [
        c("rehearsals", TB, TB_HOME, "",
          "Chères choristes, chers choristes, voici le plan de la semaine sainte: lundi 22 à 19:30, répétition au "
          "piano à la salle paroissiale (nos 1, 21 et tous les chorals); mercredi 24 à 19:30, première avec "
          "l'orchestre au temple; jeudi 25 à 19:30, générale avec les solistes; vendredi 26, convocation à 18:45, "
          "concert à 20:00. Merci d'être à l'heure et de venir avec un crayon. Blaise",
          "Mon piano, Wed orchestra, Thu general, Fri 18:45. Thursday is the clash",
          "email, planning, events"),
        c("german", WA, WA, "",
          "Kathrin: Pronunciation cheat sheet as promised: 'Herrscher' with a proper 'sch'; 'Kreuzige' is "
          "KROY-tsi-geh, a hard g at the end; 'ich' is the soft one, never 'ick'; 'Ruht wohl' with a long u. And "
          "Blaise wants final consonants together, so everyone cuts the 't' on the rest.",
          "KROY-tsi-geh. Kathrin from Freiburg saves the altos again", "communication, learning"),
        c("rehearsals", WA, WA, "",
          "Hélène: Altos, thanks for tonight. Blaise's breaths in no. 1: after 'Herrscher' and after 'herrlich ist', "
          "never in the middle of 'Landen'. Bring the orange scores on Wednesday, not the blue ones, the bar numbers "
          "are different. Tam, are you coming on Thursday?",
          "orange scores, breaths after Herrscher. Thursday: working on a swap", "communication, planning"),
        c("german", MS, "Johannes-Passion 21d-21f Alt.mscz — MuseScore 4", "", "",
          "the alto line in Kreuzige, slowed to 92 in the player. my entry after the sopranos, count the rest",
          "software, learning",
          ocr="Nr. 21d  Chor  Kreu - zi - ge,  kreu - zi - ge!  Alt  Nr. 21f  Wir  ha - ben ein Ge - setz,  und nach "
              "dem Ge - setz  soll er ster - ben  ♩= 92  Takt 1O4"),
        c("german", FF, ff("St John Passion BWV 245 – text and translation, chorales"), "https://www.liederlyrics.org/bwv245",
          "No. 11, chorale: 'Wer hat dich so geschlagen, mein Heil, und dich mit Plagen so übel zugericht? Du bist "
          "ja nicht ein Sünder wie wir und unsre Kinder, von Missetaten weißt du nicht.' Who has struck you so, my "
          "Saviour, and so sorely wounded you? You are no sinner, as we and our children are; of misdeeds you know "
          "nothing.",
          "the chorale word by word. 'wie wir und unsre Kinder': Elsie asked what it means", "learning, research"),
        c("german", FF, ff("Practice tracks – St John Passion – alto"), "https://www.choralparts.org/bwv245/voice2",
          "Each chorus with the alto line loud and the other voices soft, at full speed and at 80 %. Turba choruses: "
          "Jesum von Nazareth, Kreuzige, Lässest du diesen los, Schreibe nicht, Sei gegrüßet. MP3 and MIDI, free "
          "for choirs.",
          "alto loud, 80 %. on my break, earphones in, the turbae again", "learning, software"),
        c("german", FF, ff("Singing in German: the ich-Laut and the ach-Laut – Lyric Diction"),
          "https://www.lyricdiction.org/de/ich-laut",
          "After front vowels and consonants (ich, recht, Licht, durch) the ch is the ich-Laut, a "
          "voiceless sound made with the tongue high and forward, close to the h in 'huge'. After a, o, u and au "
          "(ach, Nacht, Buch, Rauch) it is the ach-Laut, further back. Final -ig, as in 'heilig', is sung as "
          "[ɪç] in stage German.",
          "'huge' without the u. practising on the bus to the orchestra rehearsal, people staring",
          "learning, research"),
        c("rehearsals", TB, TB_HOME, "",
          "For our English-speaking members, Blaise's notes from tonight with the orchestra: no. 1, the entries after "
          "the long orchestral opening are too careful, come in forte; Kreuzige at 92, not faster, the basses are "
          "rushing; chorales: breathe at the fermatas only; 'Ruht wohl' softer at the return. Thursday 19:30 general "
          "rehearsal, no need to wear black. Hélène",
          "Kreuzige at 92, the basses rush. general rehearsal tomorrow, if Reto says yes tonight",
          "email, planning, meeting"),
        c("german", WA, WA, "",
          "Kathrin: Tam, noch eine Sache für heute Abend: bei 'Ruht wohl' ist das 'ihr' kurz und 'Gebeine' hat drei "
          "Silben, nicht zwei. Ich sitze neben dir, wir schaffen das. Und bring Halstabletten mit, die Kirche ist "
          "kalt.",
          "Gebeine has three syllables. cough drops, the temple is cold", "communication, learning"),
        c("concert", TB, TB_HOME, "",
          "Programme booklet, proof 2: J. S. Bach, Johannes-Passion BWV 245. Ensemble vocal de Saint-Gervais, "
          "Orchestre Rhône-Baroque, conductor Blaise Meylan. Evangelist: Thomas Kessler; Jesus: Adrien Favre; "
          "soprano: Léa Monnier; alto: Maud Rey. Free entry, collection at the door. Please check the spelling of "
          "your name in the choir list by 15:00 today; the printer closes for Easter.",
          "Pascoe, not Pasco, this time. the printer wants it by 15:00", "email, events, deadline"),
        c("german", MS, "Johannes-Passion 39 Alt.mscz — MuseScore 4", "", "",
          "bar 9, where the alto line climbs and I go flat. once more before 19:30",
          "software, learning",
          ocr="Nr. 39  Chor  Ruht wohl,  ihr hei - li - gen Ge - bei - ne,  die ich nun wei - ter nicht be - wei - ne, "
              " ruht wohl und bringt auch mich zur Ruh!  Alt  Takt 1-16  Da capo"),
        c("rehearsals", WA, WA, "",
          "Hélène: General rehearsal order: 19:30 no. 1, 20:15 the turbae in order, 21:00 soloists with the "
          "orchestra, choir back at 21:40 for 39 and 40. Sit in concert order. Tam and Kathrin at the end of row 2.",
          "end of row 2 with Kathrin. 21:40 for the last two, then home", "communication, planning, events"),
        c("rehearsals", LC, lc("Choir – altos.ods"), "",
          "Name | Mon 22 | Wed 24 | Thu 25 | score / Burnier H. | x | x | x | own / Chevalley M.-C. | x | x | - (cold) "
          "| 9 / Pascoe T. | x | x | x | 14 / Vogt K. | x | x | x | 15 / Zuber A. | x | - | x | 3 / ... / present | "
          "14 | 13 | 13 |",
          "13 of 14 at the general. Marie-Claude's cold, Hélène decides in the morning", "dataset, planning"),
        c("concert", WA, WA, "",
          "Kathrin: Good night! Tomorrow 18:45 at the temple, all in black, don't forget the folder. I'll bring tea "
          "for both of us. Sleep well, it's going to be beautiful.",
          "'tomorrow' she says at 00:40. tonight, then. 18:45 in black", "communication, events"),
        c("concert", WA, WA, "",
          "Hélène: Tonight: 18:45 at the temple, warm-up at 19:00 in the room downstairs, black, orange scores. Free "
          "entry with a collection at the exit: singers don't hold the baskets, the volunteers do. After the "
          "concert, a drink in the parish hall. Blaise counts on us for the silence after 'Ruht wohl'.",
          "18:45. Mattia comes straight from CERN, Inès has Elsie from 19:00", "communication, events, planning"),
        c("concert", PH, ph("PXL_20320326_182231.jpg"), "", "",
          "the poster on the temple door. a queue already, 95 minutes before",
          "events",
          ocr="TEMPLE DE SAlNT-GERVAlS  VENDREDl SAlNT 26 MARS 2O32  2OH  J.S. BACH  PASSlON SELON SAlNT JEAN  BWV "
              "245  ENSEMBLE VOCAL DE SAlNT-GERVAlS  ORCHESTRE RHÔNE-BAROQUE  DlRECTlON BLAlSE MEYLAN  ENTRÉE "
              "LlBRE - COLLECTE"),
        c("concert", WA, WA, "",
          "Mattia: Bravissima. The silence after Ruht wohl lasted forever, the man next to me was crying. Inès says "
          "Elsie was asleep at 21:00 with your Easter egg in her hand. I'm outside the side door with your coat.",
          "the silence worked. coat, Mattia, bed; the train tomorrow is his, the night is mine",
          "communication, events"),
        c("concert", TB, TB_HOME, "",
          "Chères et chers choristes, merci. Le temple était plein, 540 personnes selon le concierge, et la collecte "
          "a rapporté 6'412 francs, ce qui couvre l'orchestre. Le silence après 'Ruht wohl' restera dans ma mémoire. "
          "Reposez-vous bien pendant les fêtes, nous reprenons le 3 mai. Blaise",
          "6,412 francs, the orchestra covered, the temple full. their train at 08:42, my night at 21:30",
          "email, events"),
        c("concert", WA, WA, "",
          "Jean-Marc: Final numbers: collection CHF 6,412; orchestra CHF 5,800; church and heating CHF 350; printing "
          "CHF 190. We're CHF 72 up! Yann has the recording, link by the weekend. Please return the orange scores by "
          "14 April.",
          "72 up. my score went to Bellinzona in Elsie's backpack, it comes back Wednesday",
          "communication, spending"),
        c("rehearsals", TB, TB_HOME, "",
          "Ensemble vocal de Saint-Gervais, next season: Haydn, Die Schöpfung, concerts on 20 and 22 November 2032. "
          "Rehearsals on Mondays from 3 May, 19:30, parish hall; an extra Saturday on 12 June. Sign up by 20 April. "
          "Scores (Bärenreiter) at CHF 28, order through Hélène.",
          "Mondays from 3 May. my roster doesn't do Mondays, ask for a fixed Monday off?",
          "email, planning, events"),
        c("concert", FF, ff("A Passion in a full temple – Lakeside Review"),
          "https://www.lakesidereview.ch/culture/2032/04/01/bwv245-review",
          "The amateur Ensemble vocal de Saint-Gervais filled its temple on Good Friday for Bach's St John Passion. "
          "Thomas Kessler's Evangelist carried the evening; the choir's turba choruses were sharp, 'Kreuzige' almost "
          "frightening, and the closing 'Ruht wohl' was followed by a long silence before the applause.",
          "'almost frightening'. sending it to Kathrin and to Mum", "news, reviews"),
        c("rehearsals", LC, lc("Choir – altos.ods"), "",
          "Name | orange score back | Haydn sign-up / Burnier H. | own | yes / Chevalley M.-C. | 9, 30.03 | no / "
          "Pascoe T. | 14, 31.03 (back from Ticino) | yes, Mondays? / Vogt K. | 15, 30.03 | yes / Zuber A. | - | yes "
          "/ ... / 9 of 14 back, 11 yes for Haydn",
          "9 of 14 scores back. I said yes to Haydn before asking the roster", "dataset, planning"),
        c("concert", WA, WA, "",
          "Yann: Hi all, the Good Friday recording is online (private link, please don't share publicly): 1 h 54 "
          "min, 40 tracks. 'Ruht wohl' is track 39, the silence is included :)",
          "on my break, track 39. the silence sounds shorter than it felt", "communication, events"),
    ],
    "ticino": [
        c("trains", FF, ff("Timetable Genève – Bellinzona | SBB"), "https://www.sbb.ch/en/buying/pages/fahrplan/fahrplan.xhtml",
          "Sun 28.03.2032. Genève dep 12:42, platform 4, IC 1 to Zürich HB, arr 15:26; Zürich HB dep 15:33, platform "
          "8, EC to Milano Centrale, Bellinzona arr 17:12. Duration 4 h 30 min, 1 change. Supersaver 2nd class with "
          "the Half Fare travelcard: CHF 38.80. Expected occupancy: high.",
          "12:42 after the night shift, asleep before Bern. 38.80 with the Half Fare", "travel, itinerary, price"),
        c("pasquetta", WA, WA, "",
          "Nonna Rosanna: Ciao Tam! Allora domenica sera cena di Pasqua alle 19, capretto al forno come sempre. Per "
          "Elsie faccio la colomba senza mandorle, l'ho ordinata dal panettiere di Daro. Tu arrivi dopo il turno di "
          "notte, povera. Lunedì Pasquetta al grotto con Giulia. Baci",
          "a colomba without almonds for Elsie, bless her. capretto at 19, I'm in at 17:12",
          "communication, social, planning"),
        c("trains", WA, WA, "",
          "Mattia: Booked Elsie and me for Saturday 08:42, seats 61 and 63, coach 7, family zone. You come Sunday "
          "after sleeping, I'll fetch you at Bellinzona at 17:12. Back Monday 17:48, all three? Or does Elsie stay "
          "longer, mamma is asking.",
          "Saturday 08:42 for them, Sunday 12:42 for me. Elsie staying longer: check the roster first",
          "communication, travel, reservation"),
        c("pasquetta", WA, WA, "",
          "Giulia: Booked the grotto for Monday at 12:30, we're 11 with the nonni. In the morning an egg hunt at "
          "Castelgrande for the kids, 10:30, between the towers. Bring proper shoes, there's still mud in the woods. "
          "A kiss to Elsie!",
          "grotto 12:30, 11 of us. egg hunt at Castelgrande 10:30. boots, the mud",
          "communication, reservation, events"),
        c("trains", TB, TB_HOME, "",
          "Your SBB purchase, order 45318207. Tamsin Pascoe, Half Fare travelcard. Sun 28.03.2032 Genève 12:42 – "
          "Bellinzona 17:12, Supersaver 2nd class CHF 38.80, seat reservation coach 12 seat 45 (window, quiet zone) "
          "CHF 5.00. Mon 29.03.2032 Bellinzona 17:48 – Genève 22:18, Supersaver CHF 41.60, seat coach 11 seat 22 CHF "
          "5.00. Total CHF 90.40. Supersaver tickets are only valid on the trains shown.",
          "quiet zone, window. only valid on those trains, so no missing the 12:42",
          "travel, reservation, email, price"),
        c("pasquetta", LC, lc("Ticino Easter.ods"), "",
          "What we bring | who | done / fudge from Penzance (Mum's parcel) | nonna | yes / Geneva chocolate eggs x 4 | "
          "Leo, Mia, Elsie, spare | Sat, M. / Merlot? no: nonno has 40 bottles | - | / a scarf for Giulia's birthday "
          "(2 April) | Giulia | Tam / Elsie's EpiPens x 2, the allergy letter in Italian | Elsie | M. / grotto: cash, "
          "they don't take cards | all | / boots for the egg hunt | Elsie, me |",
          "nuts: nonna knows, the grotto doesn't. the Italian allergy letter in Elsie's bag",
          "shopping, planning"),
        c("pasquetta", WA, WA, "",
          "Nonna Rosanna: Tam cara, Mattia dice che lavori anche dopo Pasqua. Elsie può restare con noi fino a "
          "mercoledì, il nonno la riporta a Ginevra in treno, lui ha l'abbonamento generale. Così tu dormi e Mattia "
          "lavora. Che ne dici? E buona fortuna stasera con il Bach!",
          "Elsie stays till Wednesday, nonno brings her on the train. yes, yes, yes",
          "communication, social, travel"),
        c("trains", WA, WA, "",
          "Mattia: On the train. Elsie has counted 14 tunnels before Lausanne and wants to know if the Gotthard "
          "counts as one or as 57. Coach 7 full of skis. Sleep well before your night.",
          "one tunnel 57 km long, tell her. a nap at 14:00, then the night", "communication, travel"),
        c("pasquetta", WA, WA, "",
          "Nonna Rosanna: Buona Pasqua Tam! Elsie ha trovato le uova nel giardino, tutte e dodici. Il capretto è in "
          "forno alle sei, mangiamo alle sette. Dormi sul treno, ti veniamo a prendere alla stazione.",
          "twelve eggs found. four hours' sleep after the night, more on the train",
          "communication, social, events"),
        c("trains", PH, ph("PXL_20320328_122806.jpg"), "", "",
          "12:42, voie 4. ten minutes to find coach 12 on no sleep", "travel, itinerary",
          ocr="GENEVE  Départ  Abfahrt  Partenza  12:42  lC 1  Zürich HB  Lausanne Fribourg Bern  Voie 4  12:45  lR "
              "9O  Brig  Voie 5  12:48  RE 33  Annemasse  Voie 1  12:54  lC 5  Biel/Bienne Olten  Voie 3"),
        c("pasquetta", PH, ph("PXL_20320328_214120.jpg"), "", "",
          "nonna writes the menu on a card, every year. Elsie's colomba safe", "events, recipe",
          ocr="Pasqua 2O32  Antipasto: salumi, uova ripiene  Risotto allo zafferano  Capretto al forno, patate  "
              "Colomba (senza mandorle - Elsie)  Vino: Merlot del Ticino, nonno Aldo"),
        c("pasquetta", WA, WA, "",
          "Giulia: Egg hunt moved to 10:45, the castle opens late on Easter Monday. Leo hid the golden egg himself, "
          "so he can't win. Grotto at 12:30 as planned, the owner says there's sun on the terrace.",
          "golden egg rules. Castelgrande 10:45, then up to the grotto", "communication, events"),
        c("pasquetta", PH, ph("PXL_20320329_125733.jpg"), "", "",
          "polenta and brasato on the terrace. Elsie had three plates", "events",
          ocr="GROTTO Al FAGGl  Menù di Pasquetta  Polenta e brasato  Luganighe alla griglia  Formaggi dell'alpe  "
              "Torta di pane  Boccalino di nostrano  Chiuso martedì"),
        c("trains", FF, ff("Rail traffic information | SBB"), "https://www.sbb.ch/en/disruptions",
          "Gotthard axis, Mon 29.03.2032, from 15:40. Because of a technical fault in the Gotthard base tunnel, "
          "trains between Bellinzona and Arth-Goldau are diverted via the Gotthard mountain line. Extra journey time "
          "about 60 minutes. Seat reservations remain valid. Expected duration: until the end of service.",
          "+60 via the mountain line. home after 23:00, and the early at 06:00 is Reto's",
          "travel, news"),
        c("trains", TB, TB_HOME, "",
          "Your SBB seat reservation. Wed 31.03.2032, Bellinzona 12:48 – Genève 17:18, change at Zürich HB "
          "(14:27/14:34). Passengers: Aldo Bernasconi (GA travelcard, 2nd class), Elsie Bernasconi (Children's "
          "co-travel card). Seats: coach 8, seats 25 and 26 (family zone). Reservation CHF 10.00.",
          "17:18 at Cornavin, the investigator at 18:00. of course it's the same day",
          "travel, reservation, email"),
        c("trains", WA, WA, "",
          "Nonno Aldo: Siamo sul treno, partiti puntuali alle 12:48. Elsie ha mangiato il panino e adesso legge. Il "
          "tunnel oggi funziona! Arriviamo alle 17:18, binario 7 mi dice il controllore. Ciao",
          "the tunnel works today. platform 7 at 17:18, I'll be there", "communication, travel"),
        c("pasquetta", WA, WA, "",
          "Nonna Rosanna: Tam, Elsie ha dimenticato Bruno sotto il cuscino! Lo spedisco domani per posta, arriva "
          "sabato. Ti mando anche le foto di Pasquetta, la più bella è quella del nonno con l'uovo d'oro. Grazie che "
          "siete venuti",
          "Bruno the bear under the pillow. by post, Saturday. no sleep for Elsie till then",
          "communication, social"),
        c("pasquetta", WA, WA, "",
          "Giulia: Shared album 'Pasqua e Pasquetta 2032', 86 photos, the best one is Aldo with the golden egg. Next "
          "Easter at yours in Geneva? Mamma says only if you have a proper oven.",
          "86 pictures. next Easter here? our oven is small and nonna knows it", "communication, social"),
        c("trains", FF, ff("Compensation for delays | SBB"), "https://www.sbb.ch/en/customer-service/compensation.html",
          "Ticket 45318207, Mon 29.03.2032, Bellinzona 17:48 – Genève 22:18. Actual arrival 23:19, delay 61 minutes. "
          "You are entitled to 25 % of the fare: CHF 10.40, as a voucher or to your account. Request submitted on "
          "04.04.2032.",
          "61 minutes, 10.40 back. the one minute that made it count", "travel, price"),
    ],
    "swiss": [
        c("hearing", TB, TB_HOME, "",
          "Madame, dans le cadre de votre demande de naturalisation ordinaire, un enquêteur du service des "
          "naturalisations se rendra à votre domicile le mercredi 31 mars 2032 à 18h00 pour un entretien d'environ "
          "une heure. Nous vous prions de tenir à disposition les documents suivants: acte de naissance apostillé, "
          "extraits de casier judiciaire suisse et étranger, attestation de l'Office des poursuites, attestation "
          "fiscale, attestation de l'employeur. Votre partenaire est invité à être présent. OCPM, Service des "
          "naturalisations",
          "Wednesday 31st, 18:00, at home. apostille, both records, poursuites, tax, employer. nine days",
          "email, application, deadline"),
        c("documents", FF, ff("Police Certificate – application status | ACRO Criminal Records Office"),
          "https://www.acro.police.uk/status",
          "Application reference PC/2032/118734. Applicant: Tamsin Jane Pascoe. Type: Police Certificate (standard "
          "service, 10 working days). Status: completed, certificate issued 19/03/2032. An electronic copy has been "
          "sent to the email address on the application; the paper certificate has been posted to the delivery "
          "address (international post, allow 5-10 working days).",
          "issued Friday. the e-copy should be in my mail somewhere; will they take a PDF?", "application"),
        c("test", FF, ff("Naturalisation: the knowledge test (translated) – République et canton de Genève"),
          "https://www.ge.ch/devenir-suisse/examen-connaissances",
          "Candidates for ordinary naturalisation take a written test on Switzerland and Geneva: geography, history, "
          "politics, society and daily life. 45 multiple-choice questions, 60 minutes, in French. The pass mark is 30 "
          "correct answers. The test is taken at the OCPM, Route de Chancy 88, Onex, on weekdays, by appointment.",
          "45 questions, 30 to pass, in French. booked Friday 2 April 09:00, before my late",
          "exam, learning"),
        c("documents", FF, ff("Extract from the debt enforcement register (translated) – République et canton de "
                             "Genève"),
          "https://www.ge.ch/demander-extrait-du-registre-poursuites",
          "Extract from the debt enforcement register (attestation de non-poursuite), canton of Geneva. Address since "
          "01.2021: Rue du Grand-Pré, 1202 Genève. Delivery: PDF with an electronic signature within 3 working days; "
          "fee CHF 17, payment by card. Please note that the offices are closed on Good Friday and Easter Monday.",
          "17 francs, 3 working days, Easter in the middle. Thursday if lucky", "application, price"),
        c("test", FF, ff("Practice questions – Swiss citizenship test, Geneva, set 2"),
          "https://www.einbuergerungstest-online.ch/fr/ge/2",
          "12. In which year did Geneva join the Swiss Confederation? a) 1536 b) 1602 c) 1815 d) 1848. 13. How many "
          "members does the Federal Council have? 14. What do Genevans celebrate in December with chocolate "
          "marmites? 15. Who presides over the Grand Conseil?",
          "1815. seven. the Escalade. 15 I had no idea, look up the Grand Conseil", "exam, learning"),
        c("documents", WA, WA, "",
          "Mum: The envelope from the Legalisation Office came this morning, your birth certificate with a big "
          "apostille stapled on the back, very official. Shall I post it tracked today or wait till after Easter? "
          "The post office closes at 12:30 on Saturday.",
          "today, Mum, tracked, today. Wednesday's visit wants the original", "communication, application"),
        c("hearing", FF, ff("Ordinary naturalisation: the steps (translated) – République et canton de Genève"),
          "https://www.ge.ch/devenir-suisse/etapes",
          "Ordinary naturalisation in Geneva, the steps: 1. application to the OCPM; 2. knowledge test; 3. "
          "investigation: an investigator meets the candidate at home and checks integration, language and "
          "documents; 4. opinion of the commune (préavis); 5. federal naturalisation authorisation (SEM); 6. "
          "cantonal decision; 7. oath ceremony. Average duration: 18 to 24 months.",
          "we're at step 3. the oath some time in 2033, Elsie wants to come", "application, planning"),
        c("test", FF, ff("The Escalade of 1602 (translated) – Compagnie de 1602"),
          "https://www.compagniede1602.ch/histoire",
          "On the night of 11 to 12 December 1602 (old style), the troops of the Duke of Savoy tried to take Geneva "
          "by surprise, climbing the walls with ladders. The city held; according to legend, Mère Royaume poured a "
          "pot of hot vegetable soup on the attackers. Every December the Genevans break chocolate marmites and "
          "sing 'Cé qu'è lainô'.",
          "the soup pot. Elsie smashed her marmite in December, she knows this better than me",
          "learning, research"),
        c("documents", AR, ar("ACRO Police Certificate PC-2032-118734.pdf"), "", "",
          "'no live trace'. the PDF was in spam since yesterday, the paper one is somewhere over France",
          "application",
          ocr="ACRO Criminal Records Office  POLlCE CERTlFlCATE  Ref PC/2O32/118734  Surname PASCOE  Forenames "
              "TAMSlN JANE  Date of birth 14/O8/199O  Place of birth PENZANCE  Date of issue 19/O3/2O32  NO LlVE "
              "TRACE  There is no trace of any convictions, cautions, reprimands or warnings held on the UK Police "
              "National Computer"),
        c("test", FF, ff("The Federal Council"), "https://www.admin.ch/gov/en/start/federal-council.html",
          "The Federal Council is the Swiss government. It has seven members, elected by the Federal Assembly for "
          "four years; each heads a department. The President of the Confederation is one of the seven, for one "
          "year.",
          "seven, four years, one year as President. Good Friday, my head still full of Bach", "learning, exam"),
        c("test", LC, lc("Swiss test practice.ods"), "",
          "Run | Date | Score | Wrong / 1 | 20.03 | 31/45 | communes, Grand Conseil, rivers / 2 | 23.03 | 36/45 | "
          "Landsgemeinde, Rütli / 3 | 27.03 | 40/45 | size of the Conseil d'État, the Arve, votations / pass mark | | "
          "30/45 |",
          "40. the Arve again. one more run on the train tomorrow", "exam, statistics"),
        c("documents", WA, WA, "",
          "Mum: Posted! International Tracked & Signed, reference LX 4471 2093 6GB, £17.30 (don't argue). The lady "
          "said 3 to 5 working days and Easter Monday doesn't count, so maybe Wednesday. Good luck tonight, what "
          "time is it there now?",
          "Wednesday if Easter is kind. still an hour ahead of her; we both jump tonight",
          "communication, application"),
        c("test", FF, ff("Practice questions – Swiss citizenship test, Geneva, set 3"),
          "https://www.einbuergerungstest-online.ch/fr/ge/3",
          "7. Which river flows into the Rhône in Geneva? a) the Arve b) the Aare c) the Reuss. 8. How many members "
          "does Geneva's Conseil d'État have? a) 5 b) 7 c) 9. 9. What is a 'votation'? 10. Which canton was the "
          "last to join the Confederation?",
          "on the train past Bern: the Arve, seven, a vote of the people, Jura. third time lucky",
          "exam, learning"),
        c("documents", FF, ff("Track your item | Royal Mail"), "https://www.royalmail.com/track-your-item",
          "LX447120936GB. 29-03-2032 06:10 Item arrived in Switzerland and is with Swiss Post. 27-03-2032 21:40 "
          "Item left the UK. 27-03-2032 11:52 Item received at Penzance Post Office.",
          "in Switzerland on Easter Monday. Swiss Post brings it tomorrow or Wednesday", "application"),
        c("hearing", TB, TB_HOME, "",
          "Madame Pascoe, je vous confirme ma visite demain, mercredi 31 mars, à 18h00, rue du Grand-Pré. "
          "L'entretien se fera en français et durera environ une heure. Je souhaite rencontrer aussi M. Bernasconi "
          "et, si possible, votre fille. Nous parlerons de votre vie à Genève, de votre travail, de vos loisirs et de "
          "vos liens avec la commune. Meilleures salutations, Olivier Gilliéron, enquêteur",
          "in French, an hour, Elsie if possible: nonno brings her back tomorrow afternoon. talk about the choir",
          "email, application, meeting"),
        c("documents", AR, ar("Extrait casier judiciaire 2032-03-29.pdf"), "", "",
          "'aucune inscription'. ordered on Good Friday, issued on Easter Monday by a machine", "application",
          ocr="Confédération suisse  Office fédéral de la justice OFJ  Casier judiciaire suisse  EXTRAlT DU CASlER "
              "JUDlClAlRE  Personne: PASCOE Tamsin Jane, née le 14.O8.199O, Royaume-Uni  Aucune inscription  "
              "Berne, le 29.O3.2O32"),
        c("documents", FF, ff("Track consignments | Post CH"), "https://service.post.ch/ekp-web/ui/list",
          "LX447120936GB, international letter, tracked. 31.03.2032 08:12 Delivered, 1202 Genève. 30.03.2032 17:05 "
          "Sorting, Genève. 29.03.2032 06:10 Arrived in Switzerland.",
          "delivered 08:12. the apostille in my hand, ten hours before the visit", "application"),
        c("hearing", LC, lc("Naturalisation.ods"), "",
          "Visit 31.03, 18:00 | status / birth certificate + apostille | original, arrived 08:12 / ACRO police "
          "certificate | PDF printed, paper copy still travelling / Swiss criminal record | PDF of 29.03 / "
          "poursuites | PDF of 25.03 / tax certificate 2031 | OK / employer's letter | Christophe, signed 24.03 / "
          "French certificate (B2 oral) | OK / Mattia present | yes / Elsie | train 17:18",
          "all there except the ACRO paper. Christophe signed the employer's letter last week",
          "planning, application, dataset"),
        c("hearing", WA, WA, "",
          "Mum: Well?? Did the Swiss man like you? Did he ask about that soup pot? Your dad would have been so proud, "
          "a Swiss Pascoe. What does Elsie say?",
          "he did ask about the Escalade, and Elsie told him about her marmite. Dad would have laughed",
          "communication, social"),
        c("hearing", LC, lc("Naturalisation.ods"), "",
          "Visit notes 31.03 | 18:00-19:10 / asked: why Swiss now (11 years, Elsie, the right to vote); work (shifts, "
          "he asked about the Easter nights); the choir (Saint-Gervais, Good Friday); the commune (our mayor's name: "
          "got it); the Escalade / documents: all seen, the ACRO paper to follow when it arrives / next: his report "
          "to the OCPM, then the commune's préavis",
          "70 minutes. he liked that I sang the Passion at Saint-Gervais. the mayor's name, phew",
          "meeting, application"),
        c("test", FF, ff("Appointment confirmation (translated) – OCPM"), "https://www.ge.ch/rendez-vous",
          "Your appointment: knowledge test for naturalisation, Friday 2 April 2032, 09:00, OCPM, Route de Chancy "
          "88, Onex, room 2. Please arrive 15 minutes early with an identity document. The result is given on the "
          "spot.",
          "09:00 tomorrow, Onex, room 2, 15 minutes early. then the late at 13:30", "exam, reservation"),
        c("test", FF, ff("The coat of arms and the motto (translated) – République et canton de Genève"),
          "https://www.ge.ch/decouvrir-geneve/armoiries",
          "Geneva's coat of arms joins half an imperial eagle and a golden key on a red ground; its motto, 'Post "
          "tenebras lux' (after darkness, light), comes from the Reformation. Geneva's own holiday, the Restoration, "
          "on 31 December, marks the departure of the French troops in 1813.",
          "eagle, key, Post tenebras lux, 31 December. last page before the bus", "learning, exam"),
        c("test", PH, ph("PXL_20320402_102144.jpg"), "", "",
          "41 of 45. the Arve was on it and I got it right this time", "exam",
          ocr="REPUBLlQUE ET CANTON DE GENEVE  OCPM  Test de connaissances  Candidate: PASCOE Tamsin  Date: "
              "O2.O4.2O32  Résultat: 41/45  Seuil de réussite: 3O/45  RÉUSSl"),
        c("hearing", TB, TB_HOME, "",
          "Madame, nous accusons réception du rapport d'enquête concernant votre demande. Votre dossier est complet "
          "et a été transmis le 2 avril 2032 à la commune de Genève pour préavis. Vous serez informée de la suite de "
          "la procédure par écrit. Nous vous remercions de votre patience. OCPM, Service des naturalisations",
          "dossier complete, off to the commune. read at half past midnight, after the late",
          "email, application"),
        c("documents", LC, lc("Naturalisation.ods"), "",
          "Document | ordered | received | to the OCPM / birth certificate + apostille | 02.03, GRO | 31.03 (via Mum) "
          "| shown 31.03, copy 02.04 / ACRO police certificate | 08.03 | PDF 24.03, paper ? | PDF 31.03 / Swiss "
          "criminal record | 26.03 | 29.03 | 31.03 / poursuites | 23.03 | 25.03 | 31.03 / tax certificate 2031 | "
          "01.03 | 05.03 | 31.03 / employer's letter | 22.03 | 24.03 | 31.03 / fees paid | CHF 1,150 canton, CHF 100 "
          "federal |",
          "everything in but the ACRO paper. the blue folder, before the night", "application, dataset"),
    ],
    "elsie": [
        c("camp", TB, TB_HOME, "",
          "Madame, Monsieur, les inscriptions aux centres aérés des vacances de Pâques (semaine 2, du 5 au 9 avril "
          "2032) sont ouvertes jusqu'au mercredi 24 mars à 12h00. Les places sont attribuées par ordre d'arrivée. "
          "Tarif: 36 francs par jour, repas et goûter compris. Merci de signaler toute allergie dans le formulaire. "
          "Service de la jeunesse, Ville de Genève",
          "week 2, 36 a day, by Wednesday noon. I'll be on my early, break at 11:30",
          "email, deadline, planning"),
        c("minder", LC, lc("Elsie Easter.ods"), "",
          "Day | Tam | Mattia | Elsie with / Thu 25 | L? (swap) | CERN | school till 16:00, then ? / Fri 26 Good "
          "Friday | concert 18:45 | concert | Inès? / Sat 27 | N | train to Bellinzona, morning | Mattia / Sun 28 - "
          "Mon 29 | Ticino | Ticino | nonni / Tue 30 | ? | CERN | ? / Wed 31 | off | CERN | me / Thu 1 | E | CERN | ? "
          "/ Fri 2 | L | CERN from 08:00 | ? / week 2 | | | day camp",
          "four question marks. Inès for Friday, Mme Dupraz for a morning, the camp for week 2",
          "planning, household"),
        c("camp", FF, ff("Easter day camps – registration (translated) – Ville de Genève"),
          "https://www.geneve.ch/demarches/inscription-centres-aeres",
          "Child: Elsie Bernasconi, born 09.06.2023, 5P. Camp: Les Écureuils (La Bâtie), week 2, Mon 5 to Fri 9 "
          "April, 08:00-18:00. Allergies: tree nuts (almonds, hazelnuts, walnuts); adrenaline auto-injector: yes, to "
          "be handed to the team. Swimming: can swim 25 m. Persons allowed to collect the child: T. Pascoe, M. "
          "Bernasconi, S. Dupraz.",
          "sent at 14:48. tree nuts, the EpiPen, Mme Dupraz allowed to collect her", "application, health"),
        c("minder", WA, WA, "",
          "Inès: Hi Tam! Yes for Friday evening, 19:00 till whenever. I'll bring my revision, Elsie can 'help'. Next "
          "week I'm free Thursday and Friday afternoons, not the mornings (lectures).",
          "Friday sorted. Thursday and Friday afternoons only; Thursday morning still open",
          "communication, planning"),
        c("camp", TB, TB_HOME, "",
          "Registration confirmed: Elsie Bernasconi, Easter day camp Les Écureuils, week 2 (5 to 9 April 2032). An "
          "invoice will follow. Please bring the adrenaline auto-injector and the signed medical form on the first "
          "morning. Ville de Genève, Service de la jeunesse",
          "registered at 11:40 from the break room, twenty minutes before the deadline", "email, reservation"),
        c("camp", PH, ph("PXL_20320325_080944.jpg"), "", "",
          "Tuesday swimming, Thursday Signal de Bougy at 8:30. the EpiPen in a named pouch", "planning",
          ocr="CENTRE AÉRÉ LES ÉCUREUlLS  Vacances de Pâques 2O32  Accueil 8hOO-9hOO  Départ 16h3O-18hOO  A prévoir "
              "chaque jour: sac à dos, gourde, casquette, habits de rechange  Mardi: piscine des Vernets (maillot, "
              "linge)  Jeudi: sortie au Signal de Bougy, bus 8h3O  Allergies: médicaments en trousse nominative"),
        c("minder", LC, lc("Elsie Easter.ods"), "",
          "Day | Tam | Mattia | Elsie with / Thu 25 | free (Reto has my late), rehearsal 19:30 | CERN | me till "
          "19:00, Mattia after / Fri 26 | concert | concert | Inès 19:00 / Sat 27 | N | train 08:42 | Mattia / Sun 28 "
          "- Wed 31 | | | nonni? (Rosanna asked through Mattia) / Thu 1 | E 06:00-14:00 | CERN 08:00 | Mme "
          "Dupraz? 07:15-14:30 / Fri 2 | L 13:30 | CERN | Inès 13:00-18:30, Mattia after",
          "Thursday morning: ask Mme Dupraz. everything else has a name now", "planning, household"),
        c("minder", WA, WA, "",
          "Mattia: Inès comes at 19:00, I leave at 19:10 and get a seat near the front. Elsie wants to know why the "
          "Friday is 'good' if Jesus dies. Your department, Passion singer.",
          "why Good Friday is good. tomorrow at breakfast, before their train", "communication, planning"),
        c("minder", PH, ph("PXL_20320327_100115.jpg"), "", "",
          "the fridge calendar in pencil, the flat quiet. Mme Dupraz still to ask", "planning, household",
          ocr="AVRlL 2O32  Jeu 1  E  Mme Dupraz 7h15?  Ven 2  L  lnès 13h  Sam 3  N  Dim 4  N  Lun 5  CENTRE AÉRÉ  "
              "Mar 6  piscine  Jeu 8  Bougy  Ven 9  fête 16h3O"),
        c("minder", WA, WA, "",
          "Inès: Hi Tam, Friday was lovely, Elsie beat me at Uno six times. 4 h x CHF 20 = 80, Twint is fine. "
          "Thursday afternoon I can't anymore (my exam moved), Friday 13:00 to 18:30 is OK.",
          "80 by Twint. Friday 13:00 fine. Thursday afternoon I'm home anyway", "communication, spending"),
        c("camp", TB, TB_HOME, "",
          "Invoice 2032-PAQ-04418. Easter day camp Les Écureuils, week 2, 5 to 9 April 2032, Elsie Bernasconi: 5 days "
          "x CHF 36.00 = CHF 180.00. Payable within 10 days; QR-bill attached. Ville de Genève, Service de la "
          "jeunesse",
          "180. I'll pay it on the train, if the wifi survives the mountain line", "invoice, email"),
        c("minder", WA, WA, "",
          "Simone Dupraz: Bonsoir Tam, bien sûr, jeudi matin je prends Elsie chez moi dès 7h15 jusqu'à votre retour. "
          "Elle peut encore dormir un peu sur mon canapé, je ferai des crêpes. Et si vous êtes en retard, ce n'est "
          "pas grave, nous irons au parc.",
          "crêpes at 7:15. Mme Dupraz, saint of the third floor", "communication, planning"),
        c("camp", FF, ff("Les Écureuils – programme, Easter week 2 – Ville de Genève"),
          "https://www.geneve.ch/centres-aeres/les-ecureuils/programme",
          "Mon: games in the park, building a forest hut. Tue: swimming at Les Vernets, 13:30. Wed: insects workshop "
          "with the Muséum. Thu: trip to Signal de Bougy, coach at 8:30, back at 17:00, picnic provided (nut-free on "
          "request). Fri: camp party, parents welcome from 16:30.",
          "nut-free picnic on request: requested. Friday's party at 16:30, if the new roster lets me",
          "planning, events"),
        c("minder", WA, WA, "",
          "Inès: Confirmed tomorrow 13:00, I'll take her to the Bastions if it's sunny. Does she still need the "
          "EpiPen when we go out? And who picks her up, Mattia at 18:30?",
          "EpiPen always, the red pouch. Mattia at 18:30, he promised", "communication, health, planning"),
        c("camp", TB, TB_HOME, "",
          "PostFinance: payment executed. CHF 180.00 to Ville de Genève, reference 2032-PAQ-04418, 02.04.2032.",
          "camp paid. the QR-bill took three tries on the laptop", "spending"),
        c("minder", LC, lc("Elsie Easter.ods"), "",
          "Day | Tam | Mattia | Elsie / Sat 3 | N (sleep till 14) | home | Mattia; Bruno the bear due by post / Sun 4 "
          "| N | home | Mattia / Mon 5 | asleep till 13 | CERN, drops her at the camp 8:00 | camp / Tue 6 | - | "
          "CERN | camp, I fetch her 16:30 / Wed 7 | L | CERN | camp, Mattia 18:00 / Thu 8 | L, debrief 10:00 | CERN "
          "| camp / Fri 9 | E | CERN | camp party 16:30, me",
          "week 2 is the camp's. Monday Mattia drops her, I'm asleep after the second night",
          "planning, household"),
        c("camp", WA, WA, "",
          "Mattia: Camp bag packed with Elsie: backpack, water bottle, cap, spare clothes, swimming things for "
          "Tuesday. EpiPen and the signed medical form in the front pocket. Bruno the bear arrived yesterday, he's "
          "going too (she insists).",
          "bag packed, EpiPen in front. Bruno back from Bellinzona and off to camp",
          "communication, planning, health"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Geneva, +01:00 until the clocks go forward at 02:00 on Sunday 28 March (Easter
# Sunday), +02:00 after; nothing between 02:00 and 02:59 that night, which does not exist. Good Friday (26 March) and
# Easter Monday (29 March) are public holidays; her roster ignores them and the weekends.
DAYS = {
    # Mon 22 (a day off; the piano rehearsal at 19:30): the camp's deadline, the roster, the home visit's letter, ACRO,
    # the week's plan, the childcare grid, Kathrin's cheat sheet, the timetable, Noémie, nonna, the test, Hélène
    "2032-03-22": "07:40 elsie, 08:20 tower, 08:31 swiss, 09:40 swiss, 10:15 passion, 10:22 elsie, 11:30 passion, "
                  "13:10 ticino, 14:45 tower, 16:05 ticino, 17:50 swiss, 22:35 passion",
    # Tue 23 (an early, 06:00-14:00): the summer time ops info, the OJT record, the camp form, the debt register,
    # Kreuzige, Mattia's booking, the chorale, the practice quiz
    "2032-03-23": "05:10 tower, 14:35 tower, 14:48 elsie, 15:30 swiss, 17:15 passion, 18:05 ticino, 21:00 passion, "
                  "21:08 swiss",
    # Wed 24 (an early; the orchestra rehearsal at 19:30): Inès, the camp confirmed on the break, the practice tracks,
    # the check's date, Mum's apostille, the steps, Giulia's grotto, the ich-Laut on the bus, Hélène's notes, Reto's
    # swap
    "2032-03-24": "05:05 elsie, 11:40 elsie, 12:50 passion, 14:30 tower, 15:20 swiss, 16:30 swiss, 16:40 ticino, "
                  "18:50 passion, 22:40 passion, 22:52 tower",
    # Thu 25 (free, Reto has her late; the general rehearsal at 19:30): the camp sheet, the Escalade, the NOTAM, the
    # tickets, Kathrin in German, the programme proof, the grid, Ruht wohl, the ACRO PDF, the order, the register
    "2032-03-25": "08:10 elsie, 09:30 swiss, 09:38 tower, 10:50 ticino, 11:00 passion, 12:30 passion, 14:10 elsie, "
                  "15:30 passion, 16:45 swiss, 18:10 passion, 23:50 passion",
    # Fri 26 (Good Friday, a public holiday; her leave day; the concert at 20:00): Kathrin after midnight, what we
    # bring to Ticino, the night team, Mattia, Hélène, the Federal Council, nonna keeps Elsie, the poster, Mattia after
    # the concert
    "2032-03-26": "00:40 passion, 09:20 ticino, 10:30 tower, 11:45 elsie, 13:20 passion, 16:10 swiss, 17:30 ticino, "
                  "18:25 passion, 22:50 passion",
    # Sat 27 (the night shift from 21:30): Blaise's thanks after midnight, Mattia and Elsie on the train, the fridge
    # calendar, the practice runs, Mum posts the certificate, Valérie, the works coordinator
    "2032-03-27": "00:20 passion, 09:50 ticino, 10:02 elsie, 13:40 swiss, 16:20 swiss, 20:40 tower, 23:40 tower",
    # Sun 28 (Easter Sunday; the clocks go forward at 02:00): the handover sheet at 00:35 and Valérie at 01:40, still
    # +01:00; the report at 03:15 and the hours at 05:50, +02:00; nonna, the 12:42, the quiz on the train, Inès, the
    # menu card
    "2032-03-28": "00:35 tower, 01:40 tower, 03:15 tower, 05:50 tower, 11:10 ticino, 12:30 ticino, 14:55 swiss, "
                  "16:40 elsie, 21:45 ticino",
    # Mon 29 (Easter Monday, a public holiday; Pasquetta): Noémie, the egg hunt, the grotto, Royal Mail, the Gotthard
    # fault, the camp's bill, Reto on the late train
    "2032-03-29": "08:50 tower, 10:20 ticino, 13:00 ticino, 15:40 swiss, 16:10 ticino, 16:18 elsie, 22:50 tower",
    # Tue 30 (Reto's early): the OJT record, the investigator, the criminal record, the choir's numbers, Aldo's
    # seats, Mme Dupraz
    "2032-03-30": "05:05 tower, 14:25 swiss, 14:40 swiss, 16:30 passion, 18:20 ticino, 20:40 elsie",
    # Wed 31 (a day off; the home visit at 18:00): the post, the examiner, the next season, Aldo on the train, the
    # checklist, the camp's programme, Mum, the visit's notes, the safety office
    "2032-03-31": "08:35 swiss, 09:50 tower, 11:20 passion, 13:05 ticino, 15:30 swiss, 17:20 elsie, 19:25 swiss, "
                  "19:40 swiss, 22:30 tower",
    # Thu 1 (an early; Noémie's check): the check's sheet, her pass, Inès, the test's appointment, the review, Bruno
    "2032-04-01": "04:50 tower, 14:35 tower, 14:47 elsie, 16:50 swiss, 20:10 passion, 21:40 ticino",
    # Fri 2 (the knowledge test at 09:00; a late): the coat of arms, the result, the camp paid, the new roster, Noémie
    "2032-04-02": "07:20 swiss, 10:25 swiss, 10:36 elsie, 12:10 tower, 23:10 tower",
    # Sat 3 (the night shift from 21:30): the OCPM after midnight, the grid, the album, the scores, Valérie
    "2032-04-03": "00:30 swiss, 09:45 elsie, 11:20 ticino, 14:30 passion, 20:45 tower",
    # Sun 4 (the second night): the Network Manager and the recording after midnight, the hours, the camp bag, the
    # compensation, the folder, the article for the debrief
    "2032-04-04": "00:40 tower, 01:30 passion, 05:45 tower, 13:20 elsie, 15:10 ticino, 17:30 swiss, 20:50 tower",
}
TIMELINE = day_timeline(DAYS, TZ)
