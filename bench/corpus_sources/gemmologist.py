"""Kavita Solanki, a British gemmologist at an emerald laboratory in Bogotá, Colombia, across two holiday Mondays: the
laboratory (a New York dealer's lot of 42 emeralds to certify before the export, a stone whose filler is resin and not
the cedar oil its seller swears by, the national accreditation body's audit the week after a long weekend), the evening
gemmology course she teaches (the lessons and practicals, the January exam's entries and a mock), her cycling (the
club's dawn rides, a broken rear wheel, a gran fondo on the second holiday Monday), her family (her daughter's school,
Halloween and her seventh birthday, the long weekend at her partner's parents' in Sáchica, near Villa de Leyva, and a
birthday parcel from her mother in Leicester held by customs), and her flat (the periodic gas inspection that cuts the
gas off, the building's assembly on a facade levy).

Written by hand in session 32 of issue 12 as the TEST corpus for session 33, before anybody tuned on it, by an engineer
who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator runs it once, at the end of
session 33.

Kavita Solanki (37), "Kavi", grew up in Belgrave, Leicester, in a Gujarati family, read geology at Leicester, took the
gemmology diploma in London and worked in a London laboratory before coming to Bogotá in 2028 for the (fictional)
Laboratorio Gemológico Andino, LGA, near the emerald traders of Avenida Jiménez, where she signs clarity-enhancement
reports. She lives in Chapinero Alto, on the ninth floor of the (fictional) Edificio Los Cerezos, with her partner
Andrés Bernal (41), a physiotherapist, and their daughter Leela (six, seven on Saturday 11 November), in Primero B of
the (fictional) Colegio Santa Clara del Norte, a bilingual school. Her parents Dilip (69) and Nila (65) Solanki live in
Leicester; Andrés's parents Gloria and Hernando Bernal in Sáchica, Boyacá; his sister Catalina in Toronto. At the
laboratory: Dr Lucía Ferro, its technical director; Camilo Ardila, a technician who rides in her club; Don Álvaro Peña
of the (fictional) Esmeraldas Peña, a dealer and exporter; his nephew Sebastián, who is also her student; Daniel Roth of
the (fictional) Roth & Hale on 47th Street, New York, who buys the lot; Liliana Gómez, the auditor of ONAC, the national
accreditation body. At the (fictional) Taller Siete jewellery school, where she teaches the Foundation course on Tuesday
and Thursday evenings: Adriana Heredia, the coordinator, and nine students (Mariana Castro, Brayan Villamil, Sebastián
Peña, Yesenia Pinzón of the (fictional) Joyería Quintero, Lorena Caicedo and four more). Cycling: the (fictional) club
Rodadores del Norte and Wílmer, who leads its rides; Yeison at the (fictional) Taller La Cadena; the (fictional) Gran
Fondo Sabana. At home: Nubia Lozano, the building's administrator, and Don Efraín at the door; the (fictional) Gas
Andino, which supplies the gas, and Certigas Andina, which inspects it; Don Jairo, a gas fitter. At school: Miss Johana,
Leela's class teacher, the school's primary coordination and the class's parents' group.
In the fortnight from Tuesday 31 October to Monday 13 November 2034, in Colombia's time (America/Bogota: -05:00 all
year, no daylight saving time since 1993, so every capture from 19:00 on is already the next day in UTC): Law 51 of 1983
moves All Saints' Day (Wednesday 1 November) to Monday 6 and the Independence of Cartagena (Saturday 11 November) to
Monday 13, so All Saints' is a working day, both weekends are long weekends ("puentes") ending in a public holiday, and
the banks, customs, the post office counter, the school and the laboratory's bench are shut on both Mondays; Bogotá's
ciclovía closes its roads to cars on Sundays and on those Mondays. New York's clocks go back at 02:00 on Sunday 5
November, so the dealer's weekly call at 10:00 New York time is at 09:00 for her on Thursday 2 and at 10:00 on Thursday
9, and his Mondays are working days; London has been five hours ahead since the clocks went back on 29 October; Toronto,
where Catalina lives, comes onto Bogotá's clock on the same Sunday as New York:
- the laboratory: the lot (the intake, the measurements, the 41 reports by 17:00 New York time on Friday, the export
  that cannot go on Monday, the courier, the weekly call, the payment on the second Monday); stone 17 (a 6.31 ct oval
  with an epoxy-type resin under a later oil: the infrared spectrum, the flash effect, the dealer's protest, a blind
  retest, the director's decision, a note for the buyer's client); the audit (the plan, the balance's calibration due on
  the Sunday, 73 hours without a temperature record over the first long weekend, a minor nonconformity, the corrective
  action, the report in ten working days);
- the evening course: beryl, the spectroscope, corundum, a refractometer practical where a "green emerald" is quartz,
  stone 17 as a teaching piece; the exam's entries (closing at 17:00 London time, noon in Bogotá, on Friday 17
  November), a student's employer who pays on an invoice, the mock on Thursday 9 and its marks;
- the cycling: two climbs of Patios at dawn, the rear wheel with two broken spokes and a loan wheel, her father-in-law's
  old steel bike in Boyacá, tubeless tyres, a power meter's zero offset, the medical certificate, the bib, the race at
  06:00 on the holiday Monday and its result;
- the family: Halloween's costume parade, the report cards, Leela's birthday party, the long weekend in Sáchica (the
  tolls, the fossil museum, the drive back within the hours her number plate may enter Bogotá), her mother's parcel in
  customs, her parents' messages;
- the flat: the gas company's notice, the inspection that finds a critical defect and seals the meter, the repair and
  the re-inspection on the Saturday, a reconnection that waits for the working days after the holiday; Halloween in the
  building, the water cut, the extraordinary assembly on the facade and its levy.

She works on a Windows laptop: Google Chrome for the web ("<page title>"), Outlook for her mail ("Inbox – Outlook"),
WhatsApp for every message (one title, "WhatsApp": Andrés, her mother and father, Gloria, Catalina, Lucía, Camilo,
Álvaro, Sebastián, the course's coordinator and students, the club, Yeison, Don Jairo, the class group), Excel for her
sheets ("<file>.xlsx"), Photos for her phone's pictures ("<file>.jpg") and Word for lesson plans and notes
("<file>.docx"). Memos are her shorthand (first person: "A." for Andrés, "L." for Lucía at work and for Leela at home,
"Á." for Álvaro, "D." for Daniel, "NC" for a nonconformity, "festivo" for a public holiday, "puente" for a long
weekend), some cryptic. English is her working language, her family's and the course's; the others as she meets them:
Spanish from Álvaro, the auditor, the course's coordinator, a student, the club, the mechanic, the medical centre, the
school, Gloria, the post office, the gas company and its inspector, the fitter and the building; Gujarati from her
mother and her father; under a fifth of the captures and some in every task. Words cross on purpose: parcel (the New
York lot, her mother's), customs (the emeralds' export, the parcel's hold), certificate (the reports, the calibration,
the medical, the gas), inspection and ONAC (the audit, the gas), report (the laboratory's, the report cards, the
inspection's), resin (stone 17, the facade's coating), green and stone (the emeralds, a dragon costume, a dress, Leela's
homework, a quartz), holiday and Monday (everywhere), calibration (the balance, the power meter), oil (cedar oil, chain
oil), temperature (the laboratory's log, a cold dawn). People cross too: Camilo in the laboratory and the cycling;
Sebastián in the laboratory and the course; Álvaro in the laboratory and the course; Andrés in the family, the flat and
the bike; Leela in the school, the building's Halloween, the ciclovía and her grandmother's parcel.

The timeline is written by hand (TIMELINE below): Bogotá's time throughout; evenings after 19:00 that are already the
next day in UTC (the course, Halloween in the building, the assembly, the race's result), dawn rides and school-bus
mornings, All Saints' as a working Wednesday, two long weekends each ending on a holiday Monday, New York's clock change
in the middle.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("gemmologist at an emerald laboratory in Bogotá, Colombia: a New York dealer's lot and a resin-filled "
           "stone, the accreditation audit, the evening course she teaches, a gran fondo on a holiday Monday, her "
           "daughter's school, birthday and a long weekend in Boyacá, and the gas inspection and assembly at her flat")
TZ = ZoneInfo("America/Bogota")  # -05:00 all year, no daylight saving time since 1993
ID_PREFIX = "gq"  # "g" is a fresh snippet file's; no file under bench/data, bench/corpus_sources or tests has "gq..."
APP_WORDS = {"google", "chrome", "outlook", "inbox", "whatsapp", "excel", "xlsx", "photos", "jpg", "word", "docx",
             "img_4402", "img_4410", "img_4412", "img_4414", "img_4417", "img_4419", "img_4420", "img_4421",
             "img_4431", "img_4432", "img_4436", "img_4440", "img_4447", "img_4448", "img_4450", "img_4451",
             "img_4460", "https", "www", "org", "net", "com", "co", "gemlabnotes", "articles", "2291",
             "iso17025guide", "clause", "6", "3", "gemmologyonline", "spectroscope", "chromium", "granfondosabana",
             "2034", "route", "andeanclimbs", "boyaca", "arcabuco", "support", "cranksense", "zero", "offset",
             "ciclovia", "bogota", "horarios", "movilidadbogota", "gov", "pico", "y", "placa", "regional",
             "museofosil", "visit", "tiempoandes", "sachica", "viasboyaca", "estado", "certigasandina", "agenda",
             "gasandino", "reconexion"}

TASK_NAMES = {
    "lab": ("The emerald lab", "certifying stones", "my day job", "the gem laboratory"),
    "course": ("The evening course", "teaching gemmology", "my students", "Tuesday and Thursday classes"),
    "cycling": ("Cycling", "the bike club", "training and racing", "my rides"),
    "family": ("Family", "Leela and Andrés", "the long weekends", "Nani and the grandparents"),
    "flat": ("The flat", "our building", "apartment 902", "the gas and the assembly"),
}
SUB_NAMES = {
    "lab/parcel": ("Daniel's lot", "the New York parcel", "42 emeralds to certify", "the export"),
    "lab/resin": ("Stone 17", "resin or oil", "Álvaro's dispute", "the blind retest"),
    "lab/audit": ("The accreditation audit", "the auditor's two days", "the temperature log",
                  "calibrations and findings"),
    "course/lessons": ("The lessons", "beryl and corundum", "practicals", "lesson plans"),
    "course/exams": ("The January exam", "entries and fees", "the mock", "marking"),
    "cycling/rides": ("Training rides", "dawn climbs", "the club's Wednesday ride", "my training log"),
    "cycling/bike": ("The bike", "the rear wheel", "tyres and the power meter", "repairs"),
    "cycling/fondo": ("The gran fondo", "race day", "the Sabana race", "bib and kit"),
    "family/school": ("Leela's school", "Halloween and report cards", "her birthday party", "the class group"),
    "family/leyva": ("The long weekend in Sáchica", "Andrés's parents", "Villa de Leyva", "the drive back"),
    "family/nani": ("Nani's parcel", "Mum and Dad in Leicester", "post from England", "the customs hold"),
    "flat/gas": ("The gas inspection", "the water heater", "cold showers", "the gas certificate"),
    "flat/building": ("The building", "the owners' assembly", "the facade levy", "the administrator"),
}

CH = "Google Chrome"
OL = "Outlook"
INBOX = "Inbox – Outlook"
WA = "WhatsApp"
XL = "Excel"
PH = "Photos"
WD = "Word"

# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "lab": [
        c("parcel", OL, INBOX, "",
          "Kavita, good news: Álvaro and I agreed on the lot, 42 stones, 61.84 ct in all, mostly 0.8 to 2 ct and one "
          "6.31 ct oval. He brings them to you this morning. I need your reports by Friday 5 pm New York time so he "
          "can export on Monday and I have them on 47th Street for a client on the 10th. Full clarity-enhancement "
          "grades on every stone please, my client asks about resin. Best, Daniel Roth, Roth & Hale",
          "Monday is a festivo, D. doesn't know. 5 pm NY is 4 pm here", "email, deadline, planning"),
        c("parcel", PH, "IMG_4402.jpg", "", "",
          "intake 34-1187 signed by Á. himself. reports 'for yesterday', as always", "planning, deadline",
          ocr="LABORATORIO GEMOLÓGlCO ANDlNO  RECEPTlON / RECEPClÓN No. 34-1187  CLlENT ESMERALDAS PEÑA SAS -> ROTH "
              "& HALE NY  42 cut green stones  TOTAL 61,84 ct  lN 31/1O/2O34 O9:12  OUT Fri 3/11  SlGN A. Peña"),
        c("parcel", XL, "Lot 34-1187 intake.xlsx", "",
          "No. | Cut | ct | RI | DR | SG | Chelsea | Notes / 1 | emerald cut | 1.42 | 1.577-1.583 | 0.006 | 2.71 | "
          "red | three-phase inclusion / 2 | oval | 0.96 | 1.578-1.584 | 0.006 | 2.72 | red | / 3-15 | | | | | | | "
          "all within range / 16 | cushion | 2.04 | 1.577-1.583 | 0.006 | 2.71 | red | fissures to the surface, "
          "filled / 17 | oval | 6.31 | 1.578-1.584 | 0.006 | 2.71 | red | big fissure under the table, glows, FTIR "
          "first / 18-42 | | | | | | | tomorrow",
          "1-17 measured. 17 has a fissure that glows, FTIR first thing", "dataset, specs"),
        c("parcel", WA, WA, "",
          "Álvaro Peña: Doctora Kavita, buenos días y feliz día de Todos los Santos. ¿Cómo va el lote del señor Roth? "
          "Todas esas piedras tienen solo aceite de cedro, como siempre, nada de resina, yo mismo las limpié. Mi "
          "sobrino Sebastián pasa por ellas el martes porque el lunes es festivo y la DIAN no trabaja. Quedo atento.",
          "'only cedar oil, as always'. Á. knows about Monday, D. doesn't", "communication, deadline"),
        c("resin", PH, "IMG_4417.jpg", "", "",
          "3058 and 3035, the resin pair. oil on top of it too", "experiment, dataset",
          ocr="FTlR  34-1187-17  6,31 ct  oval  4OOO-25OO cm-1  3O58  3O35  292O  2852  aromatic C-H -> EPOXY-TYPE "
              "RESlN  + oil  op. K. SOLANKl  O1/11/2O34 1O:41"),
        c("resin", XL, "Lot 34-1187 intake.xlsx", "",
          "No. | ct | FTIR | Microscope | CE | Action / 17 | 6.31 | 3058, 3035 (resin); 2920, 2852 (oil) | flash "
          "effect blue to orange in the fissure under the table, flattened gas bubbles | moderate, resin and oil | "
          "blind retest Thursday, second operator, Lucía signs / 18-42 | | oil only | | 3 minor, 22 moderate | "
          "check 24 again",
          "flash effect plus the pair = resin. retest blind, Camilo hasn't seen mine", "experiment, dataset"),
        c("resin", CH, "Identifying emerald fillers by infrared spectroscopy – Gem Lab Notes",
          "https://www.gemlabnotes.org/articles/2291",
          "Epoxy prepolymers used to fill fissures in emerald show two sharp bands at about 3035 and 3058 cm⁻¹ from "
          "aromatic C–H stretching, which natural oils such as cedarwood oil lack. Oils and resins share the aliphatic "
          "bands near 2850–2960 cm⁻¹, so a stone can carry both, and a resin can hide under a later oiling. A flash "
          "effect (blue to orange colours in a fissure as the stone is tilted) also points to an artificial resin.",
          "both at once is common: resin first, oil later to mask it. for the note", "research, literature"),
        c("parcel", OL, INBOX, "",
          "Weekly call Daniel Roth / Kavita Solanki. Thursdays 10:00-10:30 (UTC-05:00) Eastern Time (US & Canada). "
          "Next: 2 Nov, 9 Nov, 16 Nov. Daniel: 'New York falls back on Sunday the 5th, so from the 9th we're on the "
          "same clock: 10 your time, not 9. Today: the lot, the export date, stone 17.'",
          "on the call at 9. from the 9th it's 10, same clock as NY", "email, meeting, planning"),
        c("resin", WA, WA, "",
          "Álvaro Peña: Doctora, con todo respeto, esa piedra la conozco desde la mina y tiene solo aceite. Si el "
          "certificado dice resina, el señor Roth me la devuelve y pierdo la venta. Le pido que la analicen otra vez, "
          "yo pago la prueba. Esto es muy serio para mí.",
          "Á. wants a retest and will pay for it. L. decides, not me", "communication, experiment"),
        c("resin", OL, INBOX, "",
          "Kavita, the blind retest on 17 by Camilo gives the same two bands, 3058 and 3035, and he saw the flash "
          "effect too. We report what we see: moderate, artificial resin with oil. I'll call Álvaro myself and offer "
          "him the report with the spectra attached. He pays for the retest, he asked for it. Lucía Ferro, Technical "
          "Director",
          "L. backs me. 17 reported as resin, spectra attached", "email, experiment"),
        c("parcel", XL, "Lot 34-1187 reports.xlsx", "",
          "Report | Stone | ct | CE grade | Filler / LGA-34-1187-01 | 1 | 1.42 | minor | oil / LGA-34-1187-16 | 16 | "
          "2.04 | moderate | oil / LGA-34-1187-17 | 17 | 6.31 | HELD | resin and oil / ... / 41 issued, 1 held | "
          "55.53 ct issued | none 0, minor 14, moderate 25, significant 2 / fee 41 × USD 95 = USD 3,895",
          "41 reports out today, 17 held. invoice D. in dollars", "dataset, invoice, statistics"),
        c("parcel", OL, INBOX, "",
          "Daniel, 41 reports attached (55.53 ct), ten minutes before your 5 pm. Stone 17 is held: artificial resin "
          "with oil, moderate, confirmed by a blind retest; Álvaro has the spectra. One thing: Monday 6 is a public "
          "holiday here (All Saints', moved to the Monday), customs is shut, so the export can only go on Tuesday 7. "
          "Invoice for USD 3,895 attached. Kavita",
          "beat the 5 pm NY deadline by ten minutes. export Tuesday, not Monday", "email, deadline, invoice"),
        c("resin", OL, INBOX, "",
          "Happy holiday, I guess: Álvaro tells me the whole country is out of town. Fine, drop 17 from the lot, I'll "
          "take the 41 at the price we agreed less 17's share. My client is nervous about resin now. Could you write "
          "me half a page on oil versus resin in plain English that I can forward? Not urgent, by Friday. D.",
          "D. writes on our festivo, his Monday. half a page on resin by Friday", "email, writing, deadline"),
        c("audit", OL, INBOX, "",
          "Team, ONAC's surveillance audit plan is attached (in Spanish). In short: Wednesday 8, opening meeting at "
          "08:00, documents and records, then the bench: the refractometers, the carat balances, the FTIR; Thursday "
          "9, witnessing of two reports from intake to signature, closing meeting at 12:00. The auditor is Liliana "
          "Gómez. Kavita, please have the temperature and humidity records and every calibration certificate on my "
          "desk by tonight. Lucía",
          "records and calibration certificates by tonight. audit Wed-Thu", "email, meeting, planning, deadline"),
        c("parcel", WA, WA, "",
          "Sebastián Peña: Good morning teacher! I'm downstairs with the man from the valuables courier for my uncle's "
          "41 stones. They go to the airport at 11 for the export. My uncle says no 17, ok. See you tonight in class!",
          "Sebastián, student and nephew, signs for the 41. export today", "communication, planning"),
        c("audit", PH, "IMG_4431.jpg", "", "",
          "CT-02 runs out Sunday 12th, the day before a festivo. she'll see it", "specs, deadline",
          ocr="CERTlFlCADO DE CALlBRAClÓN  BALANZA CT-O2  O,OO1 ct  METROLAB S.A.S.  FECHA 12/11/2O33  PRÓXlMA "
              "CALlBRAClÓN 12/11/2O34  lnforme MC-22871"),
        c("audit", XL, "Lab conditions Oct-Nov 2034.xlsx", "",
          "Date | Time | °C | %RH | Logger / 03.11 | 18:00 | 20.4 | 48 | ok / 04.11 | 00:00 | 20.1 | 49 | ok / 04.11 "
          "| 05:50 | 20.0 | 49 | LOW BATTERY / 04.11 06:00 → 07.11 07:00 | | — | — | no data / 07.11 | 07:00 | 19.6 "
          "| 51 | battery changed by Camilo / limits 18-24 °C, 30-60 %RH",
          "the logger died on the puente, 73 hours blank. nobody was in", "dataset, deadline"),
        c("audit", CH, "ISO/IEC 17025 clause 6.3 – facilities and environmental conditions, explained",
          "https://www.iso17025guide.org/clause-6-3",
          "Clause 6.3.3 asks the laboratory to monitor, control and record environmental conditions where the "
          "methods require it or where they influence the validity of results. Auditors usually accept a short gap "
          "if the laboratory can show that no test was performed during it and that the conditions were within "
          "limits before and after; they expect a corrective action that stops it happening again, such as an "
          "alarm on low battery.",
          "no tests ran in the gap. argue minor, propose an alarm", "research, planning"),
        c("audit", OL, INBOX, "",
          "Day one done. Liliana found the logger gap (she'll write it up, minor if we show no tests ran) and noticed "
          "that CT-02's calibration runs out on Sunday. Metrolab can only come on Friday 10 at 13:00; until then we "
          "use CT-01 and write it in the log. Witnessing tomorrow at 08:00: she picked two stones from the batch "
          "files of 34-1187. Well done today. L.",
          "CT-01 till Friday. she picked Roth's lot to witness, of course", "email, meeting, planning"),
        c("parcel", WD, "Call notes 9 Nov.docx", "",
          "Call with Daniel, 10:00, the same clock as New York since Sunday. The 41 flew Tuesday night, cleared JFK "
          "on Wednesday, on 47th Street this morning. His client took 30 on sight. He asks whether our reports can "
          "carry a QR code to the verification page (yes, since August). Wire for USD 3,895 next Monday. Two more "
          "lots before Christmas.",
          "same clock now. the wire on Monday, which is our next festivo", "meeting, income, planning"),
        c("audit", PH, "IMG_4440.jpg", "", "",
          "one minor NC, the puente logger. 30 days to close it", "meeting, deadline",
          ocr="ONAC  ACTA DE HALLAZGOS  LGA Bogotá  9/11/2O34  HALLAZGO 1: No conformidad menor, numeral 6.3.3. El "
              "laboratorio no tiene registro de las condiciones ambientales desde el sábado 4/11 O6:OO hasta el "
              "martes 7/11 O7:OO, porque el registrador se quedó sin batería durante el puente festivo. Se verificó "
              "que no se realizaron ensayos en ese periodo. Plazo para acciones correctivas: 3O días. L. Gómez"),
        c("audit", XL, "Corrective actions 2034.xlsx", "",
          "NC | Clause | Cause | Action | Who | Due / 2034-01 | 6.3.3 | logger battery ran down over a three-day "
          "weekend, no alarm | 1. second logger with an SMS alarm to Camilo and me; 2. battery check in the Friday "
          "checklist before every long weekend (next: Fri 10 Nov, Thu 7 Dec); 3. procedure PT-04 rev. 7 | KS, CA | "
          "09.12.2034",
          "batteries before every puente. the next two: Friday, and 7 Dec", "planning, dataset, deadline"),
        c("resin", WD, "Oil and resin in emeralds – note for D.docx", "",
          "Almost every emerald on the market has been clarity enhanced: fissures that reach the surface are filled "
          "so that they show less. Cedarwood oil, the traditional filler, is colourless, can be removed and may dry "
          "out over the years. Artificial resins are harder to remove, can discolour and are valued lower by the "
          "trade. A laboratory tells them apart under the microscope (a flash effect, flattened bubbles) and by "
          "infrared spectroscopy. Stone 17 holds resin under a later oil.",
          "half a page for D.'s client, plain English, no names", "writing, draft, research"),
        c("audit", OL, INBOX, "",
          "Metrolab calibrated CT-02 at 13:00, certificate MC-24519, next due 10/11/2035; it's back in use. "
          "Liliana's report comes within ten working days, which with Monday's holiday means by the 27th. Please "
          "close the NC with the second logger before the long weekend: it's on Camilo's desk. L.",
          "CT-02 back. report by the 27th, Monday doesn't count", "email, deadline, specs"),
        c("resin", WA, WA, "",
          "Álvaro Peña: Doctora, ya hablé con la doctora Lucía. Tenía razón usted, el que me vendió esa piedra la "
          "había tratado antes. La mandé a limpiar y se la llevo el martes 14 para un análisis nuevo, porque el lunes "
          "otra vez es festivo. Gracias por la paciencia.",
          "Á. concedes, the resin was the previous owner's. new test Tuesday", "communication, experiment"),
        c("parcel", OL, INBOX, "",
          "Kavita, wire sent this morning, USD 3,895, reference ROTH-1187. My bank says it arrives today; Álvaro "
          "laughs and says your banks are closed for another holiday, so Tuesday. 30 stones sold, the client loved "
          "the reports. Two more lots in December, I'll check your calendar first this time. D.",
          "paid. lands Tuesday, our banks are shut. he'll check the festivos now", "email, income, invoice"),
    ],
    "course": [
        c("lessons", WA, WA, "",
          "Adriana Heredia (Taller Siete): Hola Kavita, buenos días. Hoy es Halloween y cuatro estudiantes me "
          "escribieron que llegan tarde porque tienen hijos pequeños. ¿Podemos empezar a las 7 en vez de 6:30? Y te "
          "recuerdo que el lunes 6 y el lunes 13 son festivos, la escuela está cerrada, pero las clases de martes y "
          "jueves siguen normales.",
          "start at 7 tonight, half of them have kids in costumes", "communication, course, planning"),
        c("lessons", WD, "Lesson 9 – beryl.docx", "",
          "Lesson 9: beryl. Be₃Al₂Si₆O₁₈, hexagonal. Emerald (chromium and vanadium), aquamarine (iron), morganite "
          "(manganese). Emerald: RI 1.565-1.602, DR 0.004-0.009, SG 2.67-2.78. Colombian emeralds: three-phase "
          "inclusions (a jagged cavity with a liquid, a gas bubble and a cube of halite), RI and SG at the low end. "
          "Practical: refractometer on six stones, Chelsea filter, loupe at 10×. Homework: pages 84-91.",
          "three-phase inclusions, they always love the little salt cube", "course, learning"),
        c("lessons", PH, "IMG_4410.jpg", "", "",
          "the board before I wiped it. 5 of 9 came, two as witches", "course, learning",
          ocr="BERYL  Be3Al2Si6O18  hex.  EMERALD Cr,V  AQUA Fe  Rl 1.577-1.583  DR O.OO6  SG 2.71  3-PHASE lNCL. "
              "(COL.)  liquid+gas+halite  CHELSEA -> RED  MOCK EXAM THU 9/11 !!"),
        c("exams", OL, INBOX, "",
          "Dear Teaching Centre, entries for the January 2035 Foundation examination (Tuesday 23 January 2035) close "
          "on Friday 17 November 2034 at 17:00 UK time. Please submit one form per candidate with the fee of GBP 310. "
          "Late entries cannot be accepted. Examination papers will be sent by secure courier in the week of 8 "
          "January. Examinations Office",
          "17:00 London is noon here. entries close before lunch on the 17th", "email, exam, deadline, price"),
        c("exams", XL, "Foundation 2034-35 – students.xlsx", "",
          "Student | Attendance | Homework avg | Entering in January? | Fee paid by / Mariana Castro | 16/17 | 82 | "
          "yes | herself / Brayan Villamil | 14/17 | 61 | yes | himself / Sebastián Peña | 15/17 | 74 | yes | his "
          "uncle / Yesenia Pinzón | 17/17 | 88 | yes | employer (needs an invoice) / Lorena Caicedo | 11/17 | 55 | "
          "not sure | / + 4 more | | | 3 yes, 1 not sure | / GBP 310 each, about COP 1.6 m",
          "7 certain, Lorena and one more unsure. Yesenia's employer wants an invoice", "dataset, exam, price"),
        c("lessons", WA, WA, "",
          "Sebastián Peña: Profe, una pregunta. Mi tío dice que la piedra grande del lote tiene resina según el "
          "laboratorio. ¿La podemos ver en clase? Todos quieren ver una esmeralda con resina de verdad, y él dice que "
          "si usted la explica bien, la presta.",
          "Á.'s stone as a teaching piece, if the uncle lends it. ask L.", "communication, course"),
        c("lessons", CH, "The spectroscope: absorption spectra of chromium gems – Gemmology Online",
          "https://www.gemmologyonline.net/spectroscope/chromium",
          "In emerald, chromium gives a doublet at 683 and 680 nm in the deep red, weaker lines at 637 and 630 nm, a "
          "broad absorption band centred near 600 nm in the yellow, and general absorption of the violet. Ruby shows "
          "a bright emission doublet at 694 nm; red spinel a series of 'organ pipe' lines. A hand spectroscope needs "
          "a strong light and a dark room.",
          "spectroscope practical Tuesday. borrow the fibre-optic light", "learning, course, research"),
        c("exams", WD, "Mock exam – Foundation.docx", "",
          "Mock examination, Thursday 9 November, 90 minutes. Section A: 40 multiple choice. Section B: 1. Describe "
          "three-phase inclusions and say what they show about an emerald. 2. A green stone gives RI 1.544-1.553: "
          "what is it and how would you confirm it? 3. Explain double refraction and how the refractometer shows it. "
          "4. Name two ways a stone can be clarity enhanced and how a laboratory detects them.",
          "written on Gloria's porch. question 4 is stone 17, anonymised", "exam, writing, draft"),
        c("exams", OL, INBOX, "",
          "Hi Kavita, my boss at Joyería Quintero agreed to pay the exam fee, but accounting needs an invoice from the "
          "school in the company's name with their tax number before the 15th, or it goes into December's budget and "
          "that's after the entries close. Can Adriana do that? Sorry for the trouble! Yesenia",
          "invoice before the 15th or she misses the 17th. Adriana", "email, invoice, exam, deadline"),
        c("lessons", PH, "IMG_4436.jpg", "", "",
          "Brayan's 'emerald' was green quartz. good lesson, he laughed", "exercise, course, dataset",
          ocr="PRACTlCAL 7/11  REFRACTOMETER  Mariana 1.577/1.583 DR.OO6 -> emerald  Brayan 1.544/1.553 -> QUARTZ "
              "(ha)  Sebastián 1.578/1.584 emerald  Yesenia 1.762/1.77O -> corundum  Lorena 1.57? blurry  SPECTRO: "
              "683/68O doublet seen by 4/7"),
        c("lessons", WA, WA, "",
          "Brayan Villamil: Teacher, I think I left my loupe on the table by the window, the black one with the green "
          "strap. Also sorry for the quartz, in my defence it was very green. Can I practise on the refractometer on "
          "Thursday before the mock?",
          "loupe's in my bag. yes to Thursday at 6, before the mock", "communication, exercise"),
        c("exams", WA, WA, "",
          "Adriana Heredia (Taller Siete): Kavita, room 3 is ready for the mock, 9 chairs, 9 papers. About the "
          "entries: the school pays London in pounds in one transfer, so I need the final list and the fees by "
          "Tuesday 14 at the latest (Monday is a holiday and the bank is shut). Yesenia's invoice goes tomorrow.",
          "final list Tuesday 14. Lorena must decide", "communication, exam, deadline"),
        c("exams", PH, "IMG_4447.jpg", "", "",
          "candidate 4 knows her stuff. 'not proof' earns the mark", "exam, course",
          ocr="MOCK 9/11  CANDlDATE 4  B1: three phase incls = liquid, gas bubble and a salt cristal, they show the "
              "emerald is COLOMBlAN prob. (not proof)  B2: Rl 1.544-1.553 = QUARTZ, confirm w/ polariscope bulls eye "
              " B4: oil, resin; FTlR + flash effect"),
        c("exams", OL, INBOX, "",
          "Dear Ms Solanki, Joyería Quintero confirms that it will pay the Foundation examination fee for our "
          "employee Yesenia Pinzón (GBP 310, COP 1,612,000 at today's rate) on receipt of the school's invoice. "
          "Please confirm the examination date and Yesenia's candidate number when assigned. Regards, Accounts "
          "Department, Joyería Quintero",
          "Yesenia's fee is safe. candidate numbers come after the 17th", "email, invoice, exam"),
        c("lessons", WD, "Lesson 11 – corundum.docx", "",
          "Lesson 11 (Tuesday 14, Monday is a holiday): corundum. Al₂O₃, trigonal. Ruby (chromium), sapphire (iron "
          "and titanium). RI 1.762-1.770, DR 0.008, SG 3.99-4.01. Silk, fingerprints, colour zoning; heat treatment "
          "and what it does to silk. Practical: spectroscope (ruby's emission doublet at 694 nm), dichroscope. If "
          "Álvaro lends it: stone 17 under the microscope as a bonus, for the flash effect.",
          "corundum Tuesday. stone 17 as a bonus if Á. says yes", "course, learning, planning"),
        c("exams", XL, "Foundation 2034-35 – students.xlsx", "",
          "Mock 9 Nov | A /40 | B /60 | Total | Pass (60)? / Mariana Castro | 34 | 47 | 81 | yes / Brayan Villamil | "
          "27 | 29 | 56 | not yet / Sebastián Peña | 31 | 40 | 71 | yes / Yesenia Pinzón | 36 | 51 | 87 | yes / "
          "Lorena Caicedo | 24 | 30 | 54 | not yet / + 4 more | | | | 4 yes / class of 9, average 69.8",
          "7 of 9 would pass. Brayan and Lorena need the refractometer", "exam, dataset, statistics"),
        c("lessons", OL, INBOX, "",
          "Dear all, see you on Tuesday 14 at 6:30 for lesson 11, corundum; mock papers back with comments. Good "
          "news: Álvaro Peña will lend us the 6.31 ct emerald from the New York lot for half an hour, so bring your "
          "loupes: you'll see a flash effect in a filled fissure for real. Kavita (writing with very tired legs)",
          "Á. lends stone 17 for class. legs destroyed", "email, course"),
    ],
    "cycling": [
        c("rides", WA, WA, "",
          "Wílmer (Rodadores del Norte): Buenos días rodadores. Mañana miércoles salida a Patios a las 5:30 a. m. "
          "desde el parque de la 93, dos subidas para los que van al Gran Fondo del 13. Luces delanteras y traseras, "
          "que a esa hora todavía está oscuro. El lunes 6 no hay salida del club por el puente, cada uno ruede por su "
          "cuenta.",
          "Patios twice tomorrow 5:30. lights. no club ride on the festivo", "communication, fitness, planning"),
        c("rides", PH, "IMG_4412.jpg", "", "",
          "Patios twice before work. 7 degrees, fingers gone", "fitness, dataset",
          ocr="PATlOS x2  O1 NOV 2O34  O5:34  DlST 24.8 km  TlME 1:41:12  ASC 8O4 m  NP 192 W  AVG HR 158  MAX 181  "
              "TEMP 7°C"),
        c("bike", WA, WA, "",
          "Camilo Ardila: I took your bike to Yeison at lunch like you asked. Rear wheel: two spokes broken on the "
          "drive side and the hub bearings are gone, that's the noise. He can rebuild it by Friday the 10th when the "
          "bearings come (Monday's a festivo, nothing moves), and he'll lend you a wheel from Tuesday. He says don't "
          "ride yours till then.",
          "two spokes and the bearings. a loan wheel from Tuesday", "communication, specs"),
        c("fondo", CH, "Gran Fondo Sabana 2034 – route and rules", "https://www.granfondosabana.co/2034/route",
          "Monday 13 November 2034 (public holiday). Start: 06:00, main square of Sopó; finish in the same place. "
          "Route: Sopó – Guasca – Guatavita – Sesquilé – Suesca – Sopó, 118 km, 1,850 m of climbing, highest point "
          "3,050 m at La Cuchilla. Time limit 7 hours; cut-off at Guatavita at 09:30. Kit pick-up Saturday 11 "
          "November, 09:00-17:00, race village at Parque El Virrey, Bogotá, in person with ID. A medical certificate "
          "of fitness is required. Groups by age; women F35-44 start in wave 3.",
          "cut-off at Guatavita 9:30. medical certificate needed, who signs?", "events, itinerary, deadline"),
        c("fondo", OL, INBOX, "",
          "Registration confirmed: Kavita Solanki, Gran Fondo Sabana 2034, long route 118 km, category F35-44, wave "
          "3, bib 2318. Paid COP 260,000 (card ending 4471). Bring your ID and the medical certificate to kit pick-up "
          "on Saturday 11 November. See you on the start line at 06:00 on the holiday Monday!",
          "bib 2318, wave 3. medical by Saturday", "email, events, reservation"),
        c("fondo", PH, "IMG_4419.jpg", "", "",
          "apta. the ECG lady asked if I was mad, 118 km at my age", "care, health, events",
          ocr="CENTRO MÉDlCO DEPORTlVO DEL NORTE  CERTlFlCADO DE APTlTUD  Se certifica que la paciente KAVlTA "
              "SOLANKl, C.E. 7.214.9O3, fue valorada hoy y se encuentra apta para la práctica de ciclismo de ruta en "
              "competencia. ECG en reposo normal. Válido por un año desde la fecha. Bogotá, 3 de noviembre de 2O34. "
              "Dra. M. Quintana"),
        c("bike", XL, "Bike 2034.xlsx", "",
          "Item | Shop | COP | Status / rear wheel rebuild: 2 spokes and labour | Taller La Cadena | 116,000 | waiting "
          "for bearings / hub bearings × 2 | Taller La Cadena | 90,000 | ordered / tubeless tyres 28 mm × 2 | online "
          "| 490,000 | order Tuesday / sealant 120 ml | online | 38,000 | / chain oil, dry | | 32,000 | / total so far "
          "| | 766,000 |",
          "766,000 before the race has even started. new tyres or not?", "spending, price, specs"),
        c("rides", XL, "Training log 2034.xlsx", "",
          "Date | Ride | km | m up | NP W | Notes / Wed 01.11 | Patios × 2 | 24.8 | 804 | 192 | 7 °C / Sun 05.11 | "
          "Sáchica – Sutamarchán – Santa Sofía – Villa de Leyva loop, on Hernando's old steel bike | 61 | 910 | — | no "
          "power meter, no spare tube, tailwind home / before the 13th: one long ride, then rest",
          "61 km on Hernando's old steel bike. no data, lovely", "fitness, dataset"),
        c("rides", WA, WA, "",
          "Camilo Ardila: Club ride was wet, 14 of us to La Calera and back, Wílmer slid on the painted line at the "
          "bottom, only his pride hurt. How's Boyacá? Did you find a bike? Long ride next Saturday or are you "
          "tapering already?",
          "taper from Wednesday. Saturday is Leela's party anyway", "communication, fitness"),
        c("rides", CH, "Alto de Arcabuco from Villa de Leyva – climb profile – Andean Climbs",
          "https://www.andeanclimbs.net/boyaca/arcabuco",
          "From Villa de Leyva (2,140 m) to the pass above Arcabuco (2,800 m): 24 km, 660 m of climbing, average "
          "2.8 %, maximum 9 % in the last 3 km through the oak forest. Quiet on weekdays, busy with holiday traffic "
          "returning to Bogotá on Monday afternoons: ride it early.",
          "up before 6 on the festivo, before the traffic. legs ok", "fitness, itinerary"),
        c("bike", OL, INBOX, "",
          "Your order #CO-558120 has shipped: 2 × tubeless road tyre 700×28c, black/tan; 1 × tubeless sealant 120 "
          "ml. Total COP 528,000. Estimated delivery Thursday 9 November to Calle 70A No. 4-37, apt 902 (doorman). "
          "Please note: no deliveries on Sundays or public holidays.",
          "tyres Thursday to Don Efraín. Yeison mounts them Friday", "email, shopping, price"),
        c("rides", WA, WA, "",
          "Camilo Ardila: Outside your building in 5 min. Patios once only, Lucía wants us at the lab at 7:30 for the "
          "audit, showered and respectable. Bring the spare light, mine is dead.",
          "one Patios on Yeison's loan wheel, then the audit", "communication, fitness, planning"),
        c("rides", XL, "Training log 2034.xlsx", "",
          "Date | Ride | km | m up | NP W | Notes / Mon 06.11 | Villa de Leyva – Arcabuco pass and back | 48 | 680 | "
          "— | steel bike, 6:10 start / Wed 08.11 | Patios × 1, loan wheel | 13.1 | 402 | 198 | best time up, 24:51 "
          "/ taper: Thu spin 40 min, Sat rest (party), Sun ciclovía easy",
          "24:51 up Patios, a best, on a borrowed wheel. taper now", "fitness, dataset, planning"),
        c("bike", CH, "How and when to zero-offset a crank power meter – CrankSense support",
          "https://support.cranksense.com/zero-offset",
          "Zero-offset (often called calibration) tells the power meter what zero torque looks like. Do it before "
          "every ride, with the bike upright, the cranks vertical and no foot on the pedals, after the meter has "
          "adjusted to the outside temperature for ten minutes. A big change in the offset after a crash or a "
          "temperature swing of more than 10 °C is normal; a drift of more than 50 units on successive days is not.",
          "zero-offset at the start in Sopó, it'll be colder than the garage", "specs, fitness"),
        c("bike", WA, WA, "",
          "Yeison (Taller La Cadena): Buenas tardes señora Kavita, ya está lista la rueda trasera con dos radios "
          "nuevos y rodamientos nuevos, y le monté las llantas tubeless con 60 ml de sellante en cada una. Puede "
          "traer la bicicleta hasta las 7 p. m. para cambiarle la rueda de préstamo; mañana sábado abrimos de 8 a 12 "
          "y el lunes es festivo.",
          "wheel ready, tyres on. get there before 7", "communication, specs"),
        c("bike", XL, "Bike 2034.xlsx", "",
          "Item | Shop | COP | Status / rear wheel rebuild | Taller La Cadena | 116,000 | done 10.11 / hub bearings × "
          "2 | Taller La Cadena | 90,000 | done / mounting tubeless, sealant 2 × 60 ml | Taller La Cadena | 25,000 | "
          "done / tyres and sealant | online | 528,000 | delivered 09.11 / chain oil | | 32,000 | / total | | 791,000 "
          "| 231,000 paid at the shop tonight",
          "791,000 in all. Yeison didn't charge for the loan wheel", "spending, invoice, dataset"),
        c("fondo", PH, "IMG_4451.jpg", "", "",
          "bib 2318 and the chip. wave 3 really goes at 6:06", "events, reservation",
          ocr="GRAN FONDO SABANA 2O34  DORSAL 2318  SOLANKl KAVlTA  F35-44  OLA 3  LARGO 118 km  SALlDA O6:OO  "
              "LUNES 13 NOV  PLAZA DE SOPÓ  CHlP OK  CARPA 4"),
        c("fondo", WA, WA, "",
          "Camilo Ardila: Got my kit too, bib 2407, same wave! I'll pick you up on Monday at 4:45, the bike rack's on. "
          "Sopó is 50 min at that hour and parking fills by 5:30. Bring the certificate in case they check again. "
          "And happy birthday to Leela!",
          "4:45 Monday with Camilo. his wave is mine", "communication, events, planning"),
        c("rides", CH, "Ciclovía: Sundays and holidays, 07:00-14:00 – Bogotá", "https://www.ciclovia-bogota.org/horarios",
          "Every Sunday and public holiday from 07:00 to 14:00, more than 120 km of the city's roads are closed to "
          "cars for people on bikes, skates and foot. Monday 13 November (public holiday): the ciclovía runs as on "
          "Sundays. Children under 12 should ride with an adult and a helmet; the Carrera Séptima route has repair "
          "points every 2 km.",
          "Leela's first ciclovía on her birthday bike. it runs again tomorrow, festivo", "fitness, itinerary"),
        c("fondo", XL, "Gran Fondo plan.xlsx", "",
          "Segment | km | Target time | Fuel | Notes / Sopó – Guasca | 0-28 | 1:05 | bottle 1, bar | stay in a group, "
          "easy / La Cuchilla climb | 28-41 | 0:55 | gel | 200 W max, 3,050 m / Guatavita (cut-off 09:30) | 41-52 | "
          "0:25 | refill | must pass by 08:45 / Sesquilé – Suesca | 52-86 | 1:20 | gel × 2 | / Suesca – Sopó | "
          "86-118 | 1:25 | gel, cola | / target 5:15, alarm 03:50",
          "alarm 3:50. Guatavita by 8:45 with margin", "planning, events, fitness"),
        c("bike", WA, WA, "",
          "Andrés: Checked your tyres: 62 psi front, 65 rear, as Yeison wrote on the tag. Sealant sloshing, no leak "
          "overnight. Bike's by the door with both bottles. I'll do your legs after Leela's asleep.",
          "A. checked the tyres and does my legs tonight. physio perks", "communication, specs"),
        c("fondo", WA, WA, "",
          "Camilo Ardila: Outside. 4 degrees on the car's thermometer, bring the arm warmers. Coffee in the thermos, "
          "arepas from my mum. Go go go.",
          "4 degrees at 4:35. arepas from his mum", "communication, events"),
        c("fondo", PH, "IMG_4460.jpg", "", "",
          "5:12:48, under target. Guatavita at 8:29", "fitness, events, dataset",
          ocr="GRAN FONDO SABANA  FlNlSH  2318 SOLANKl K.  5:12:48  GUATAVlTA O8:29  AVG 22.6 km/h  NP 184 W  ASC "
              "1,862 m  MAX 3,O5O m"),
        c("fondo", OL, INBOX, "",
          "Official results, Gran Fondo Sabana 2034, long route: 412 finishers, 38 outside the time limit. Kavita "
          "Solanki, bib 2318: 5:12:48, 14th of 63 in F35-44, 187th overall. Photos from La Cuchilla online from "
          "Wednesday. Thank you for riding with us on the holiday!",
          "14th of 63. Camilo was 9th in his, he'll never stop saying it", "email, events, statistics"),
    ],
    "family": [
        c("school", WA, WA, "",
          "Coordinación Primaria (Primero B): Buenos días familias. Hoy martes 31 es nuestro desfile de disfraces a "
          "las 8:00 a. m. en la cancha. Los niños pueden venir disfrazados desde la casa, sin máscaras que tapen la "
          "cara. Pueden traer dulces para compartir, por favor sin maní. La ruta pasa a la hora de siempre.",
          "L. as the green dragon, no mask. peanut-free sweets", "communication, events"),
        c("school", OL, INBOX, "",
          "Dear Primero B families, report cards for the third term will be handed out in person on Friday 10 "
          "November between 07:00 and 09:00, in 15-minute slots with Miss Johana; there are no classes that day and "
          "no school bus. Please book a slot by Wednesday. Remember that Monday 6 and Monday 13 are public holidays. "
          "Colegio Santa Clara del Norte",
          "report cards Friday, took the 7:00 slot before the post office", "email, meeting, reservation"),
        c("leyva", WA, WA, "",
          "Gloria Bernal: Mija, ¿al fin vienen el sábado? Hernando ya arregló la pieza de Leela y le compró una "
          "cometa. Traigan ropa de frío para la noche, que acá en Sáchica hace mucho viento. El domingo hacemos "
          "almuerzo con los primos. Me avisa a qué hora salen.",
          "Saturday early. a kite for L., warm clothes, cousins' lunch Sunday", "communication, travel, planning"),
        c("nani", OL, INBOX, "",
          "Royal Mail International Tracked: your item LX441820776GB has arrived in Colombia and is being processed "
          "by customs. The destination postal operator may contact the addressee about duties or documents. Posted "
          "in Leicester on 16 October 2034.",
          "Mum's parcel in customs since yesterday. the birthday's the 11th", "email, deadline"),
        c("nani", WA, WA, "",
          "Mummy: બેટા, પાર્સલમાં લીલા માટે લીલો ડ્રેસ અને બે ચોપડીઓ છે, અને તારા માટે ચેવડો. કસ્ટમમાં અટકી ગયું "
          "છે? પપ્પા કહે છે ફોન કરજે. શનિવારે જન્મદિવસ પહેલાં આવી જશે ને?",
          "a green dress, two books and chevdo. chevdo through customs, good luck", "communication, social"),
        c("leyva", CH, "Regional pico y placa on holiday Mondays – Bogotá Mobility",
          "https://www.movilidadbogota.gov.co/pico-y-placa-regional",
          "On holiday Mondays, private cars entering Bogotá by the nine regional roads between 12:00 and 20:00 may "
          "do so from 12:00 to 16:00 if the plate ends in an even digit, and from 16:00 to 20:00 if it ends in an odd "
          "digit. Applies on Monday 6 and Monday 13 November. Outside these hours every car may enter. Fines: 15 "
          "daily minimum wages and the car immobilised.",
          "plate ends in 7: in after 16:00 on Monday. leave Sáchica at 12:30", "travel, itinerary, planning"),
        c("school", XL, "Leela turns 7.xlsx", "",
          "Guest | Parent | Yes/No | Allergy / Lucas | Ana María | yes | / Sofía R. | Claudia | yes | peanuts / "
          "Martín | Felipe | ? | / Isabella | Diana | yes | / Emma | Paula | no (away for the long weekend) | / ... / "
          "14 of 22 asked / party Sat 11 Nov 15:00-18:00, salón comunal, piñata, cake (green dragon), goody bags",
          "party in the salón comunal, asked Nubia. 14 invited so far", "events, planning, dataset"),
        c("leyva", PH, "IMG_4421.jpg", "", "",
          "first toll at 7:48. L. asleep before Chía", "travel, spending",
          ocr="CONCESlONARlA RUTA NORTE  PEAJE EL ROBLE  CAT l  $ 21.4OO  O4/11/2O34 O7:48  CARRlL 3  PLACA HTK-217  "
              "BUEN VlAJE"),
        c("nani", WA, WA, "",
          "Pappa: કવિતા, આજે ગામ ગયા? Villa de Leyva ના ફોટા મોકલજે, મમ્મી રાહ જુએ છે. અહીં બહુ ઠંડી છે, સાડા ચાર "
          "વાગ્યે અંધારું થઈ જાય છે. પાર્સલનું શું થયું?",
          "Dad wants photos. dark by half four there, their clocks went back", "communication, social"),
        c("leyva", CH, "Fossil museum, Villa de Leyva – visit", "https://www.museofosil.co/visit",
          "Open every day, holidays included, 08:00-18:00. Home of the Kronosaurus boyacensis, a marine reptile about "
          "7 m long found in 1977 by a farmer ploughing his field, about 120 million years old, shown where it was "
          "found. Adults COP 18,000, children under 12 COP 10,000. Guided tours every hour. 5 km from Villa de Leyva "
          "on the road to Santa Sofía.",
          "L. and the sea monster. Sunday morning, before the cousins", "travel, reservation, price"),
        c("leyva", WA, WA, "",
          "Catalina Bernal: Send me pictures of Mamá's lunch, I'm dying here. Our clocks went back last night, so "
          "Toronto is on your time now until March, which means I'll actually call at the right hour for once. Is "
          "Leela still on the dinosaur thing?",
          "Toronto on our clock till March. Cata will call on time for once", "communication, social"),
        c("leyva", CH, "Sáchica, Boyacá – hourly forecast – Tiempo Andes", "https://www.tiempoandes.co/sachica",
          "Monday 6 November (holiday): clear at dawn, 9 °C at 06:00 rising to 22 °C at 13:00; wind from the east "
          "25-35 km/h from 11:00; showers likely on the Tunja – Bogotá road after 15:00. Tuesday: cloudy, 8-20 °C.",
          "rain on the road home after 3. leave at 12:30 anyway, plate 7", "travel, planning"),
        c("leyva", CH, "Tunja – Bogotá road: holiday return traffic – Vías Boyacá", "https://www.viasboyaca.co/estado",
          "Monday 6 November, 13:00: heavy traffic towards Bogotá from Tunja; 40 minutes' queue at the El Roble toll; "
          "the reversible lane opens from 14:00. Cars with odd plates may not enter Bogotá before 16:00 (regional "
          "pico y placa). Expected travel time Villa de Leyva – Bogotá: 4 h 20 min.",
          "4h20 to Bogotá. we'd hit the 16:00 line anyway", "travel, itinerary"),
        c("leyva", XL, "Long weekend Sáchica.xlsx", "",
          "Item | COP | Who / petrol | 186,000 | us / tolls × 6, 3 each way | 128,400 | us / fossil museum, 2 adults "
          "and a child | 46,000 | us / Sunday lunch for 14, market | 412,000 | half ours (206,000), Catalina sent the "
          "rest for the cousins / kite for Leela | 0 | Hernando / total ours | 566,400 |",
          "home at 19:40, inside the 16:00 window. 566,400 in all", "spending, travel, dataset"),
        c("nani", OL, INBOX, "",
          "Servicios Postales Nacionales – notice of arrival (English version). An international parcel from the "
          "United Kingdom for KAVITA SOLANKI (LX441820776GB) is held by customs (DIAN) pending a declaration of its "
          "contents and value. Please come with your identity document to the international counter, Calle 26, "
          "before 18 November; duties and storage are paid at the counter. Counter hours Monday to Friday "
          "08:00-16:00, except public holidays.",
          "counter Mon-Fri till 4, not festivos. Friday after the report cards", "email, deadline, tax"),
        c("nani", WA, WA, "",
          "Mummy: પાર્સલ આવ્યું? શનિવારે લીલાનો જન્મદિવસ છે, ડ્રેસ સમયસર પહોંચવો જોઈએ. મેં અહીં પોસ્ટ ઓફિસમાં "
          "પૂછ્યું, એ લોકો કહે છે હવે કોલંબિયાનું કસ્ટમ જ જાણે.",
          "Mum asked Leicester's post office. Friday I go to the counter", "communication, deadline"),
        c("school", XL, "Leela turns 7.xlsx", "",
          "Guest | Parent | Yes/No | Allergy / Martín | Felipe | yes | / ... / 12 yes, 3 no, 7 no answer / cake: "
          "green dragon, 20 portions, from the bakery on 72, pick up Sat 11:00 / piñata: Andrés / goody bags: 15, a "
          "polished stone in each (Camilo's idea, offcuts from the lab's teaching box)",
          "12 yes. cake at 11 Saturday, between the kit and the party", "events, planning, dataset"),
        c("school", WA, WA, "",
          "Miss Johana (Primero B): Good morning families! Reminder: tomorrow, Friday 10, no classes and no school "
          "bus; report cards are handed out in your booked slot from 07:00. Children may come with you. Next week we "
          "start our unit 'Our Planet Earth'. Have a lovely day!",
          "slot at 7. L. comes, then the post office with me", "communication, meeting"),
        c("school", PH, "IMG_4448.jpg", "", "",
          "Spanish reading BÁSICO. Gloria will love helping, over video", "learning, exam",
          ocr="COLEGlO SANTA CLARA DEL NORTE  lNFORME ACADÉMlCO  TERCER PERlODO 2O34  LEELA BERNAL SOLANKl  PRlMERO B "
              " English: SUPERlOR  Matemáticas: ALTO  Lengua castellana: BÁSlCO  Ciencias: SUPERlOR  Convivencia: "
              "ALTO  Obs.: reforzar lectura en español en casa"),
        c("nani", PH, "IMG_4450.jpg", "", "",
          "86,400 and the chevdo survived. the dress is in time", "tax, spending",
          ocr="SERVlClOS POSTALES NAClONALES  DlAN  LlQUlDAClÓN TRÁFlCO POSTAL  LX441820776GB  Remitente NlLA "
              "SOLANKl, LElCESTER UK  Contenido: vestido niña, 2 libros, alimentos empacados  Valor declarado GBP "
              "48  Arancel 0  lVA $ 46.4OO  Bodegaje $ 4O.OOO  TOTAL $ 86.4OO  Se entrega el paquete al destinatario "
              "una vez que se paga la liquidación en la ventanilla."),
        c("school", OL, INBOX, "",
          "Dear Kavita and Andrés, thank you for coming this morning. As we discussed, Leela is doing very well in "
          "English and science; her Spanish reading needs a little practice at home, ten minutes a day with a picture "
          "book is enough. For next week's unit, please send her on Tuesday with a stone or rock from home. Happy "
          "birthday to Leela for tomorrow! Miss Johana",
          "ten minutes of Spanish reading a day. a stone for Tuesday, easy", "email, learning, exercise"),
        c("nani", WA, WA, "",
          "Mummy: જન્મદિવસની ખૂબ ખૂબ શુભેચ્છા, લીલા! નાની અને નાના તરફથી ઘણો પ્રેમ. લીલો ડ્રેસ પહેરીને ફોટો "
          "મોકલજે. અમે તમારા એક વાગ્યે ફોન કરીશું, અહીં છ વાગ્યે.",
          "call at 1 ours, 6 theirs. the green dress on for the photo", "communication, social, events"),
        c("school", WA, WA, "",
          "Claudia (Sofía R.'s mum): Thank you for a wonderful party! Sofía hasn't stopped talking about the dragon "
          "cake and the polished stones, she says hers is an emerald :) Happy 7th birthday Leela!",
          "Sofía's 'emerald' is a green glass offcut. don't tell her", "communication, events, social"),
        c("nani", WA, WA, "",
          "Pappa: Lovely to see Leela in the dress yesterday! Mummy cried, of course. Next year we come for her "
          "birthday ourselves, I've already looked at flights via Madrid. Good luck in the bicycle race tomorrow, "
          "beta, don't fall off. And send the chevdo verdict.",
          "Dad's already pricing flights via Madrid. chevdo verdict: gone", "communication, social, travel"),
        c("school", WA, WA, "",
          "Ana María (Lucas's mum): Hi all! Lucas came home from Leela's party with someone else's jacket, grey with a "
          "dinosaur on the sleeve. Also, for Tuesday: is the stone for the Earth unit any stone? Lucas wants to bring "
          "a brick.",
          "the jacket is Martín's. any stone, not a brick, I said", "communication, learning"),
    ],
    "flat": [
        c("building", OL, INBOX, "",
          "Administración Edificio Los Cerezos – Dear residents: tonight, Halloween, the children's trick-or-treat "
          "round goes by floors from 18:00 to 20:00; flats giving sweets please hang the orange card on the door. "
          "Reminder: on Wednesday 8 November the water will be cut from 09:00 to 15:00 for the cleaning of the tanks. "
          "Nubia Lozano, Administrator",
          "orange card on the door tonight. water off Wednesday 9 to 3", "email, events, household"),
        c("building", WA, WA, "",
          "Andrés: The dragon has done floors 12 to 6 and has more sweets than the rest of the building. Don Efraín "
          "gave her a lollipop at the desk. Our card ran out of sweets at 19:10, I'm hiding. Home by 9:30?",
          "the dragon cleaned out the building. home 9:30 after class", "communication, household, events"),
        c("gas", PH, "IMG_4414.jpg", "", "",
          "gas review by the 15th or they cut us off. ONAC again, everywhere", "household, deadline",
          ocr="GAS ANDlNO S.A. E.S.P.  AVlSO DE REVlSlÓN PERlÓDlCA OBLlGATORlA  Cuenta 81-22O4719  Sra. KAVlTA "
              "SOLANKl  La revisión de su instalación de gas vence el 15/11/2O34. Para evitar la suspensión del "
              "servicio, programe la visita con un organismo de inspección acreditado por ONAC y entregue el "
              "certificado antes de esa fecha."),
        c("gas", CH, "Certigas Andina – book your periodic gas inspection", "https://www.certigasandina.co/agenda",
          "Periodic inspection of residential gas installations, accredited by ONAC. Choose a slot: Tuesday 7 "
          "November 08:00-10:00 (selected) / Tuesday 7 November 14:00-16:00 / Saturday 11 November 08:00-10:00 "
          "(full). Fee COP 98,000, paid to the inspector. An adult must be present; the inspector checks every "
          "appliance, the ventilation and carbon monoxide levels. If a critical defect is found the gas supply is "
          "suspended until it is repaired.",
          "Tuesday 8-10, A. is home till noon. 98,000", "reservation, household, price"),
        c("building", OL, INBOX, "",
          "Administración Edificio Los Cerezos – Extraordinary assembly (online) on Thursday 9 November at 19:00: "
          "approval of the facade repair (brick cleaning, repointing and a water-repellent resin coating) and of a "
          "special levy of COP 412,000,000 by ownership coefficient, in six instalments from January. Owners who "
          "cannot attend may give a written proxy to another person. Quorum: 51 % of coefficients.",
          "assembly during my mock exam. proxy to A.", "email, meeting, household"),
        c("building", PH, "IMG_4420.jpg", "", "",
          "the lift notice. proxy form to Don Efraín by Thursday", "meeting, household",
          ocr="ASAMBLEA EXTRAORDlNARlA  JUEVES 9 DE NOVlEMBRE 7:OO P.M. (VlRTUAL)  Orden del día: 1. Verificación del "
              "quórum 2. Fachada: propuesta de Ladrillos y Fachadas Ltda. 3. Cuota extraordinaria  Si no puede "
              "asistir, deje su poder en la portería con Don Efraín antes del jueves. ¡Su voto es importante! La "
              "Administración"),
        c("gas", WA, WA, "",
          "Andrés: Bad news. The inspector says the water heater's flue goes into the laundry shaft, not outside, and "
          "he measured 48 ppm of CO with the door shut. Critical defect: he closed the valve and put a red seal on "
          "the meter. No gas until it's fixed and re-inspected. Cold showers, amor.",
          "red seal, no gas. cold showers till further notice", "communication, household"),
        c("gas", PH, "IMG_4432.jpg", "", "",
          "report 118873. a new inspection after the repair, before the 15th", "household, deadline",
          ocr="CERTlGAS ANDlNA  lNFORME DE lNSPECClÓN No. 2O34-118873  Calle 7OA No. 4-37 apto 9O2  RESULTADO: NO "
              "CONFORME  DEFECTO CRÍTlCO: calentador de paso con ducto de evacuación hacia el patio interior, CO "
              "ambiente 48 ppm  Se suspende el servicio hasta que se corrija el defecto y se haga una nueva "
              "inspección. Sello No. 5512O"),
        c("gas", XL, "Flat 2034.xlsx", "",
          "Gas repair quotes | Don Jairo | Gasfitter Express / new flue to the outside, 3 m, 4\" aluminium | 620,000 "
          "| 790,000 / core drilling the wall | 280,000 | included / move the heater 40 cm | 350,000 | 620,000 / "
          "labour | 100,000 | 370,000 / total | 1,350,000 | 1,780,000 / when | Saturday 11, 07:00 | Tuesday 14",
          "Jairo on Saturday at 7. re-inspection the same morning if Certigas can", "comparison, price, household"),
        c("building", XL, "Flat 2034.xlsx", "",
          "Special levy | / total | COP 412,000,000 / our coefficient, apt 902 | 2.104 % / our share | 8,668,480 / "
          "six instalments from January | 1,444,747 each / plus the monthly fee | 612,000 / per month, January to "
          "June | 2,056,747",
          "two million a month for six months. the facade needs it though", "spending, dataset, household"),
        c("gas", WA, WA, "",
          "Jairo (gas fitter): Doña Kavita, buenas tardes. Confirmado para el sábado a las 7 a. m., el ducto nuevo "
          "sale por la ventana de la cocina. Ya hablé con Certigas y el inspector puede volver el mismo sábado a las "
          "11 para la nueva revisión. Son 1.350.000, la mitad al empezar.",
          "Saturday 7, re-inspection at 11, the party's day. half up front", "communication, household, price"),
        c("building", WA, WA, "",
          "Andrés: In the assembly with your proxy. 68 % of coefficients connected, quorum ok. Facade approved, 71 % "
          "in favour; now they're arguing about the resin coating, someone says it traps damp. Levy in six "
          "instalments from January as proposed. How's the mock going?",
          "facade approved, 71 %. resin again, of all words", "communication, meeting, household"),
        c("building", OL, INBOX, "",
          "Administración Edificio Los Cerezos – Results of the extraordinary assembly of 9 November: facade repair "
          "approved (71.3 % of coefficients), contractor Ladrillos y Fachadas Ltda., works from February; special "
          "levy of COP 412,000,000 in six instalments, January to June. The minutes will be sent within 20 days for "
          "review. Also: the salón comunal is booked for Saturday 11 from 14:00 to 19:00 (apt 902).",
          "levy from January. salón comunal confirmed for L.'s party", "email, meeting, household"),
        c("gas", OL, INBOX, "",
          "Certigas Andina – Certificate of conformity No. 2034-118873-R for Calle 70A No. 4-37, apt 902: "
          "installation CONFORMING after repair (new flue to the outside, CO 0 ppm). The certificate has been sent to "
          "the gas distributor, which will remove the seal and reconnect the supply within two working days. Please "
          "keep this certificate for five years.",
          "conforming. two working days, and Monday's a festivo: Wednesday", "email, household, deadline"),
        c("gas", CH, "Reconnection request – Gas Andino", "https://www.gasandino.co/reconexion/estado",
          "Account 81-2204719. Reconnection request after a periodic inspection: received Saturday 11 November 2034, "
          "12:40. Status: scheduled for Wednesday 15 November, 08:00-13:00. An adult must be present. Requests "
          "received on Saturdays, Sundays or public holidays are processed from the next working day.",
          "gas back Wednesday. five days of cold showers and a gran fondo", "household, reservation"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Bogotá, -05:00 throughout. All Saints' Day (Wednesday 1 November) is kept on
# Monday 6 and the Independence of Cartagena (Saturday 11) on Monday 13, both public holidays; New York's clocks go back
# at 02:00 on Sunday 5 November (01:00 in Bogotá).
DAYS = {
    # Tue 31 (Halloween, a working day): the club's ride, the costume parade, the course moved to 7, the building's
    # round and the water cut, Daniel's lot, the intake, the measurements, the report cards, beryl, the dragon in the
    # building, the board
    "2034-10-31": "05:40 cycling, 06:05 family, 07:15 course, 07:25 flat, 08:35 lab, 09:25 lab, 11:40 lab, "
                  "12:10 family, 17:45 course, 19:35 flat, 21:10 course",
    # Wed 1 (All Saints' Day, a working day: its holiday is on Monday 6): Patios, Álvaro's 'only oil', the spectrum,
    # the retest, Gloria, the parcel in customs, the exam's entries, the fillers, the gas notice, the booking, the wheel
    "2034-11-01": "07:35 cycling, 08:10 lab, 10:50 lab, 11:05 lab, 12:20 family, 13:30 family, 13:40 course, "
                  "16:30 lab, 18:50 flat, 19:05 flat, 19:15 cycling",
    # Thu 2: Mum, Daniel's call at 09:00 (10:00 in New York), Álvaro's protest, the race and the registration, the
    # blind retest, the students, the assembly's notice, Sebastián in the break
    "2034-11-02": "07:30 family, 09:00 lab, 11:20 lab, 12:45 cycling, 13:00 cycling, 15:10 lab, 17:55 course, "
                  "20:05 flat, 20:40 course",
    # Fri 3: the reports, the spectroscope, the holiday's pico y placa, 41 reports at 15:50 (16:50 in New York), the
    # medical certificate, the bike's costs, the lift notice, the party list
    "2034-11-03": "10:30 lab, 12:30 course, 13:30 family, 15:50 lab, 17:40 cycling, 18:20 cycling, 18:30 flat, "
                  "20:15 family",
    # Sat 4 (the long weekend; to Sáchica): the toll, her father, the fossil museum
    "2034-11-04": "07:55 family, 14:30 family, 15:30 family",
    # Sun 5 (New York and Toronto back to -05:00 at 01:00 Bogotá time): Hernando's steel bike, Camilo, Catalina on
    # Bogotá's clock, the mock on the porch, Monday's forecast
    "2034-11-05": "09:30 cycling, 11:10 cycling, 12:15 family, 16:20 course, 18:40 family",
    # Mon 6 (All Saints' holiday): Arcabuco at dawn, Daniel's working Monday, the road home, in after 16:00
    "2034-11-06": "05:50 cycling, 10:15 lab, 13:10 family, 20:10 family",
    # Tue 7: the audit plan, the courier for the 41, the gas inspection and its red seal, the balance's sticker, the
    # postal notice, Yesenia's invoice, the tyres, the 73 hours, the refractometer practical, the lost loupe
    "2034-11-07": "08:05 lab, 08:25 lab, 09:55 flat, 10:05 flat, 11:30 lab, 12:15 family, 12:25 course, "
                  "12:35 cycling, 14:40 lab, 20:30 course, 21:20 course",
    # Wed 8 (audit, day one; the water cut): Patios once, Mum, the log, clause 6.3, Lucía's summary, the fitters'
    # quotes, the party's answers, the levy
    "2034-11-08": "05:20 cycling, 06:45 family, 07:15 cycling, 12:40 lab, 17:30 lab, 19:40 flat, 19:50 family, "
                  "20:00 flat",
    # Thu 9 (audit, day two; the mock; the assembly): Miss Johana, the power meter, Daniel's call at 10:00 (10:00 in
    # New York now), the fitter, the findings, the corrective action, the room for the mock, Andrés in the assembly,
    # candidate 4
    "2034-11-09": "06:10 family, 06:20 cycling, 10:00 lab, 12:10 flat, 12:20 lab, 15:30 lab, 17:40 course, "
                  "19:25 flat, 21:15 course",
    # Fri 10: the report card, the parcel at the counter, the note on resin, Miss Johana, Yesenia's employer, the
    # balance calibrated, the wheel ready and paid, corundum, the assembly's result
    "2034-11-10": "07:40 family, 09:10 family, 10:30 lab, 11:50 family, 12:00 course, 14:15 lab, 18:10 cycling, "
                  "19:15 cycling, 19:25 course, 20:40 flat",
    # Sat 11 (Leela's birthday; Cartagena's day, its holiday on Monday): Mum, the bib, Álvaro concedes, Camilo's kit,
    # the gas certificate, the party's thanks
    "2034-11-11": "08:00 family, 10:20 cycling, 10:40 lab, 10:50 cycling, 12:45 flat, 19:20 family",
    # Sun 12: the ciclovía, her father, the race plan, the tyres and her legs, the mock's marks, the jacket and the
    # stone
    "2034-11-12": "08:30 cycling, 13:05 family, 17:00 cycling, 18:30 cycling, 19:40 course, 20:50 family",
    # Mon 13 (Cartagena's holiday; the race at 06:00): Camilo at 04:35, Daniel's wire, the finish, the gas on
    # Wednesday, the results, stone 17 for Tuesday's class
    "2034-11-13": "04:35 cycling, 10:30 lab, 11:55 cycling, 18:30 flat, 20:25 cycling, 21:10 course",
}
TIMELINE = day_timeline(DAYS, TZ)
