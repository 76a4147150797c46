"""Aoife Brennan, an independent audiologist in Montevideo: a hearing screening programme at a bilingual school (the
consent forms and schedule, the screening days, the referrals and letters home), a new clinical audiometer for her
practice (comparing models, importing it, the sound booth's calibration), damp coming through the roof of the family's
house in Malvín (finding the leak, the waterproofing quotes, the roof works) and the family's July trip to Ireland for
her father's seventieth (flights and passports, the party, the cottage and the car).

Written by hand in session 17 of issue 12 as the TEST corpus for session 18, before anybody tuned on it, by an
engineer who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end
of session 18. Its misses have been read since, so from session 19 it is a development corpus (bench/data/corpora/,
part of the leave-one-out) and a new test corpus took its place.

Aoife (44) is from Cork, trained in Manchester and has lived in Montevideo for nine years; she runs a one-room
practice, Rambla Hearing (fictional), in Pocitos, not attached to any hospital, and most of her patients are
English-speaking (retirees, embassy families, the bilingual schools). She lives in Malvín with Martín Pereyra, a
secondary-school history teacher, and their son Tomás (9). In the fortnight from Monday 14 May to Sunday 27 May 2029:
- the screening: St Brendan's College in Carrasco (fictional; head of primary Lucía Ferreyra, school nurse Valeria
  Sosa) has her screen Years 1 to 3 (146 children) on Thursday 17 and Wednesday 23 May: bilingual consent forms, a
  schedule by class, a pure-tone sweep with tympanometry and OAEs, the hall's noise, then referral letters, the
  parents' replies, a paediatric ENT (Dr Andrés Lemos, fictional) and a summary and invoice for the school;
- the audiometer: her 2015 audiometer is failing; she compares a Danish model (Nordtone AD40, fictional), a German one
  (Audiq Clinic 2, fictional) and the local distributor's offer (Audiomédica SRL, fictional, for a Meridian DX-600),
  orders the Nordtone direct, and imports it by air through a customs broker (Estudio Rivas, fictional) with the
  health ministry's device registration; a calibration engineer from Buenos Aires (Hernán Quiroga of Calibra Acústica,
  fictional) checks the booth's ambient noise and calibrates the new audiometer on Thursday 24 May;
- the house: after 87 mm of rain the flat roof (azotea) leaks into Tomás's bedroom ceiling; the home insurer declines,
  the neighbour Graciela recommends a roofer (Wilson Techera, fictional), a second firm quotes a liquid membrane, and
  Wilson lays a new asphalt membrane from the holiday Monday 21 May;
- the trip: her father Dermot turns 70 on 14 July in Kenmare, Co. Kerry; her sister Gráinne plans a surprise party at a
  hotel (the Riverside Arms, fictional); flights Montevideo-Madrid-Dublin (Atlántica Airways, fictional) in Tomás's
  winter holidays, Tomás's Irish passport renewal, a cottage near Kenmare and a hire car with a booster seat.

She works on a Windows 11 laptop: Firefox for the web (window titles end " — Mozilla Firefox": her bank, the weather,
shops, suppliers, flights, the passport service, reference pages), Thunderbird for mail (an opened message's window is
"<subject> - Mozilla Thunderbird"), WhatsApp Desktop (titled only "WhatsApp": Martín, Valeria, Gráinne, Wilson,
Graciela, a colleague), SumatraPDF for every PDF and scan ("<file> - SumatraPDF"), Joplin for notes (titled only
"Joplin"), and LibreOffice Calc and Writer ("<file> - LibreOffice Calc"). Memos are her shorthand (first person, an
audiologist's and a Corkwoman's: "SB", "PTA", "tymp", "OAE", "ref", "dB", "M", "T", "G", "Da", "desp.", "presup",
"grand", "grand so"). English is her language and her patients'; Spanish as she meets it (a parent's reply, the
Spanish consent form, the customs broker, the bank, the home insurer, the neighbour, the roofers, the weather service),
under a fifth of the captures. Words cross on purpose: membrane (the eardrum's in the referrals, the roof's in
the house); noise (the school hall, the booth's ambient noise, the roofers' grinder); calibration (the screening kit's
check, the audiometer); test (the screening, the audiometer); quote (the audiometer, the roof, the party's hotel);
deposit (the roof, the hotel, the cottage); certificate (the calibrations, the roof's guarantee, Tomás's birth
certificate); customs (the audiometer, the flights); humidity (the audiometer's operating range, Tomás's room);
schedule (the screening, the roof works); form (the consent forms, the passport's consent form); invoice (the
audiometer, the school); Martín in every task; Tomás (T) in the screening, the house and the trip; Carrasco in every
task (the school, the rain gauge, the airport's depot, the flight).

The timeline is written by hand (TIMELINE below): all in Montevideo time, -03:00 (Uruguay has kept no daylight
saving time since 2015, so there is no clock change in the fortnight); screening days on Thursday 17 and Wednesday
23 May; the 18 May holiday (the Battle of Las Piedras) moved by law to Monday 21 May, when the roof works start; the
trip planned in evenings and at the weekends with Gráinne four hours ahead in Ireland.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("independent audiologist in Montevideo: a school's hearing screening, a new audiometer for her practice, "
           "damp through the family's roof, a July trip to Ireland for her father's seventieth")
TZ = ZoneInfo("America/Montevideo")  # UYT -03:00 all year, no daylight saving time since 2015
ID_PREFIX = "mv"  # "m" is mira's and no corpus or snippet file uses "mv"
APP_WORDS = {"mozilla", "firefox", "thunderbird", "whatsapp", "sumatrapdf", "joplin", "libreoffice", "calc",
             "writer", "ods", "odt", "pdf", "https", "www", "com", "uy", "ie", "org", "gub", "es", "dk", "de",
             "brou", "inumet", "meteored", "nordtone", "audiq", "audiomedica", "airlink", "atlantica", "dfa",
             "passport", "online", "kerrycottages", "dealhire", "photobookie", "roughtyreelers", "techosdeleste",
             "audiologynotes", "homerepairguide", "mercadolibre", "foroaudiologia"}

TASK_NAMES = {
    "screening": ("St Brendan's hearing screening", "school screening", "hearing checks for the school",
                  "Years 1 to 3 screening"),
    "audiometer": ("New audiometer and booth", "clinic equipment", "replacing the audiometer", "new diagnostic kit"),
    "house": ("Damp through the roof", "the leak", "roof repair", "waterproofing the house"),
    "trip": ("Da's 70th in Kenmare", "trip home", "Ireland in July", "Dad's birthday trip"),
}
SUB_NAMES = {
    "screening/consent": ("Consent forms and schedule", "consent", "permission slips", "class timetable"),
    "screening/day": ("Screening days", "testing the children", "screening protocol", "hall testing"),
    "screening/referrals": ("Referrals and letters home", "referrals", "follow-up", "letters to parents"),
    "audiometer/models": ("Comparing audiometers", "which audiometer", "models", "specifications"),
    "audiometer/import": ("Importing it", "customs", "shipping", "registration with the ministry"),
    "audiometer/calibration": ("Booth calibration", "calibration", "ambient noise", "sound booth check"),
    "house/leak": ("Finding the leak", "damp", "ceiling stain", "mould in Tomás's room"),
    "house/quotes": ("Waterproofing quotes", "roofers", "quotes", "membrane options"),
    "house/works": ("The roof works", "works", "new membrane", "the job"),
    "trip/flights": ("Flights and passports", "flights", "travel documents", "getting there"),
    "trip/party": ("The party", "surprise party", "the celebration", "Da's party"),
    "trip/stay": ("Cottage and car", "where we stay", "car hire", "accommodation"),
}

FF = "Firefox"
TB = "Thunderbird"
WA = "WhatsApp"
SU = "SumatraPDF"
JO = "Joplin"
CALC = "LibreOffice Calc"
WRI = "LibreOffice Writer"


def web(page: str) -> str:
    return f"{page} — Mozilla Firefox"


def mail(subject: str) -> str:
    return f"{subject} - Mozilla Thunderbird"


def pdf(name: str) -> str:
    return f"{name} - SumatraPDF"


def sheet(name: str) -> str:
    return f"{name} - LibreOffice Calc"


def doc(name: str) -> str:
    return f"{name} - LibreOffice Writer"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "screening": [
        c("consent", TB, mail("Hearing screening - Years 1 to 3"), "",
          "Dear Aoife, we would like to confirm Thursday 17 and Wednesday 23 May for the hearing screening of Years 1 "
          "to 3 (146 children). Could you send us the consent form in English and Spanish by tomorrow midday so "
          "that it goes home in Tuesday's bags? Warm regards, Lucía Ferreyra, Head of Primary, St Brendan's "
          "College, Carrasco",
          "SB confirmed 17 + 23. forms by tmrw noon", "email, deadline, events"),
        c("consent", FF, web("Health data and minors: what the data protection law requires | Datos Personales Guía"),
          "https://www.datospersonalesguia.com.uy/en/health-data-minors",
          "Health data is sensitive data: it may only be collected with the express written consent of the parent or "
          "guardian, for a stated purpose, and kept no longer than that purpose requires. Results should be shared "
          "with the school only in the form the parent agreed.",
          "add a tick box: results to school nurse yes/no", "research, health"),
        c("consent", WRI, doc("SB_consent_form_EN.odt"), "",
          "Hearing screening at school. Your child will have a short hearing check: a look in the ear, a pressure test "
          "of the eardrum (tympanometry) and a listening test with headphones at 20 dB at three pitches. It takes five "
          "minutes and does not hurt. Results come home in a sealed letter.",
          "kept it short. no jargon except tymp", "writing, draft, health"),
        c("consent", WRI, doc("SB_consent_form_ES.odt"), "",
          "Evaluación auditiva en el colegio. Autorizo a que mi hijo/a participe de una evaluación auditiva breve: "
          "revisión del oído, una prueba de presión del tímpano (timpanometría) y una prueba con auriculares. Dura "
          "cinco minutos y no duele. Los resultados se envían en un sobre cerrado.",
          "M checked my Spanish. 'sobre cerrado' not 'carta sellada'", "writing, draft, health"),
        c("consent", CALC, sheet("SB_screening_schedule.ods"), "",
          "Thu 17 | 08:30 Y1 Oak (24) | 09:45 Y1 Elm (23) | 11:00 Y2 Oak (25) | 13:00 Y2 Elm (24)\nWed 23 | 08:30 "
          "Y3 Oak (23) | 09:45 Y3 Elm (23) | 11:00 rescreens and absentees",
          "schedule: about 5 min a child + changeover. tight", "planning, events"),
        c("consent", WA, WA, "",
          "Valeria: Forms went home yesterday! 61 back already 🙌 Two parents said no, and one asks if you can test "
          "her son at your clinic instead because he gets nervous in groups",
          "61 back. the nervous boy: hearing check at the practice instead", "communication"),
        c("day", FF, web("School-age hearing screening: a practical protocol | Audiology Notes"),
          "https://www.audiologynotes.org/screening/school-age-protocol",
          "Screen at 20 dB HL at 1, 2 and 4 kHz in each ear; a child who fails to respond at any frequency in either "
          "ear is rescreened the same day. Tympanometry identifies middle-ear effusion; a flat (type B) trace with a "
          "pass on pure tones still warrants a letter home.",
          "20 dB sweep, 1/2/4k. rescreen same day", "research, methods, health"),
        c("day", JO, JO, "",
          "SB kit: screening audiometer + spare headphones / tymp + probe tips S and M / OAE screener / otoscope + "
          "specula / sound level meter app / stickers / class lists / pens / sanitiser / extension lead / "
          "calibration check before the first class",
          "kit list. don't forget stickers, they matter more than the test", "planning"),
        c("consent", SU, pdf("SB_consent_returned_Y1.pdf"), "", "",
          "this one's a no, and a note. respect it", "health",
          ocr="AUTORIZACIÓN / CONSENT  AIumno/Pupil: ........ Y1 Oak  [ ] Sí autorizo  [X] No autorizo  "
              "ObservaciOnes: Ya Ie hicieron Ios estudios en eI hospitaI en marzo, tiene tubos en Ios oídos. "
              "Firma: ....  Fecha: l5/O5/2O29"),
        c("day", SU, pdf("SB_hall_noise_check.pdf"), "", "",
          "hall too loud before 9, the kitchen fan", "methods",
          ocr="SoundMeter  LAeq 1 min  08:2O  48.3 dBA  08:4O  46.9 dBA  O9:1O  4l.2 dBA  Max 63.l dBA "
              "(door)  Location: SaIa de Usos MúItipIes"),
        c("day", WA, WA, "",
          "Me to Martín: Hall is hopeless before nine, the kitchen extractor's noise is right behind the wall. "
          "Valeria found us the music room instead. 40 kids done, 3 refers so far",
          "M asked how it's going. music room much better", "communication"),
        c("day", CALC, sheet("SB_results_2029.ods"), "",
          "code | class | R PTA | L PTA | R tymp | L tymp | outcome\nY1O-07 | Y1 Oak | pass | pass | A | A | pass\n"
          "Y1O-12 | Y1 Oak | pass | refer 4k | A | B | refer\nY1E-03 | Y1 Elm | refer | refer | B | B | refer\nY2O-19 "
          "| Y2 Oak | pass | pass | C | A | letter",
          "day 1: 91 screened, 7 refer, 5 absent", "dataset, statistics, health"),
        c("referrals", WRI, doc("SB_letter_refer_EN.odt"), "",
          "Dear parent, today your child's hearing check did not give a clear result in one or both ears. This is "
          "common, often because of fluid behind the eardrum after a cold, and is not a diagnosis. We recommend a full "
          "hearing test within six weeks.",
          "calm tone. 'not a diagnosis' up top", "writing, draft, health"),
        c("referrals", FF, web("Glue ear (otitis media with effusion) in children | ENT Family Guide"),
          "https://www.entfamilyguide.org/glue-ear",
          "Glue ear is fluid behind the eardrum that damps its movement: the tympanic membrane cannot vibrate freely, "
          "so quiet sounds are missed. Most cases clear within three months; watchful waiting with a repeat test is "
          "usual before grommets are considered.",
          "for the parents' FAQ. 3 months watchful waiting", "research, health"),
        c("referrals", TB, mail("Re: Resultado evaluación auditiva - Y1 Elm"), "",
          "Buenas tardes Aoife, recibimos la carta de Martina. En casa no notamos nada, pero la maestra dice que a "
          "veces no responde cuando la llaman. ¿Podemos hacer el estudio completo con usted? ¿Lo cubre la mutualista? "
          "Gracias, Sofía (mamá de Martina)",
          "Y1E-03's mum. book her in, explain the mutualista bit", "email, communication, health"),
        c("referrals", WA, WA, "",
          "Valeria: The Y2 boy with the C trace on the left was off sick again on Friday, ear infection, the mum says. "
          "Shall I tell her to wait for your letter or send him to the paediatrician first?",
          "paed first, retest in 6 wks", "communication, health, care"),
        c("day", TB, mail("Next Wednesday - room"), "",
          "Hi Aoife, the music room is yours again on the 23rd from 08:15. The Year 3 teachers ask if the children can "
          "come in groups of six so they miss less of the maths test. Lucía",
          "groups of 6. fine", "email, planning"),
        c("referrals", CALC, sheet("SB_referrals_2029.ods"), "",
          "code | reason | letter sent | parent reply | plan\nY1O-12 | L refer 4k, type B | 18/5 | yes | full test "
          "practice 28/5\nY1E-03 | bilateral refer | 18/5 | yes | full test + ENT\nY2E-08 | R refer 2k | 18/5 | - |",
          "chasing 3 replies", "health, dataset"),
        c("day", SU, pdf("OAE_screener_printout_Y3.pdf"), "", "",
          "the Y3 rescreens at school. 2 still refer", "health, dataset",
          ocr="DPOAE SCREEN  ID Y3E-l1  Right  2k PASS  3k PASS  4k PASS  5k PASS  RESULT: PASS  Left  2k "
              "REFER  3k REFER  4k PASS  5k REFER  RESULT: REFER  NoisefIoor 8 dB  23/O5/2O29"),
        c("day", JO, JO, "",
          "Wed 23: Y3 done, 46 screened + 3 of the 5 absentees; rescreens 9, 6 passed. All 3 years: 140 of the 142 "
          "with consent screened, 12 refer, 4 letters for flat tymps with a pass.",
          "totals for Lucía's report", "statistics, health"),
        c("referrals", SU, pdf("Derivacion_ORL_Lemos.pdf"), "", "",
          "Dr Lemos's form. his fax is dead, email only", "health, care",
          ocr="CONSULTORIO ORL - Dr. Andrés Lemos  SOLlClTUD DE CONSULTA  Paciente: ........ Edad: 6  Motivo: "
              "hipoacusia bilateraI, timpanograma tipo B  Audiometría adjunta: Sí  Derivado por: Lic. A. Brennan"),
        c("referrals", TB, mail("Hearing screening 2029 - summary for St Brendan's"), "",
          "Dear Lucía, 140 of the 142 children with consent were screened; 12 were referred for a full hearing test "
          "(letters sent), 4 passed the listening test but showed fluid behind the eardrum and had a letter home. No "
          "names are in this summary. Best, Aoife",
          "summary sent, no names", "email, statistics, health"),
        c("referrals", WRI, doc("Invoice_RH-2029-031_StBrendans.odt"), "",
          "Invoice RH-2029-031. St Brendan's College. Hearing screening, Years 1-3, 16 and 23 May 2029: 140 pupils x "
          "$U 450 = $U 63,000. Referral letters and summary report included. Payment within 30 days by bank transfer.",
          "invoice out. 30 days, they're good payers", "invoice, income"),
        c("referrals", WA, WA, "",
          "Martín: A kid in my Year 1 at the liceo asked me if his hearing was 'broken' because his cousin got a "
          "letter from St Brendan's 😂 word travels",
          "ha. the letter wording did its job I hope", "communication"),
    ],
    "audiometer": [
        c("models", JO, JO, "",
          "audiometer (2015): L channel crackles at 4k since March / bone vibrator drops out / speech input noisy / "
          "calibration due anyway in May / repair quote from the old supplier: USD 1,900 and 6 weeks away",
          "repair = 6 weeks closed. no", "specs, planning"),
        c("models", FF, web("AD40 diagnostic audiometer | Nordtone"), "https://www.nordtone.dk/en/ad40",
          "Two-channel diagnostic audiometer: air and bone conduction, masking, speech with recorded material, high "
          "frequencies to 16 kHz, extended range 120 dB HL. PC and standalone operation; USB; 4.2 kg; operating "
          "humidity 30-90% RH. Supplied calibrated with certificate; annual calibration recommended.",
          "16k and standalone. this is the one for me", "specs, electronics"),
        c("models", FF, web("Clinic 2 | Audiq Medizintechnik"), "https://www.audiq.de/en/clinic-2",
          "Clinic 2: PC-based two-channel audiometer, air and bone conduction, speech, free field; requires a Windows "
          "PC and the Audiq software licence. High frequencies optional. Price on request from your distributor.",
          "PC only. if the laptop dies, the clinic stops", "specs, comparison"),
        c("models", TB, mail("Cotización audiómetro Meridian DX-600"), "",
          "Estimada Lic. Brennan, adjuntamos la cotización: audiómetro Meridian DX-600 de dos canales, USD 11.200 + "
          "IVA, entrega en 10 días desde stock, calibración inicial incluida, garantía 2 años con servicio técnico en "
          "Montevideo. Saludos, Audiomédica SRL",
          "local = service here. but 11.2 + IVA for an audiometer!", "email, price"),
        c("models", WA, WA, "",
          "Sofía (colleague): We've had the AD40 two years. Speech module is lovely and it has never missed a "
          "calibration. Support is in Copenhagen though, so you email at night and they answer in the morning",
          "S happy with hers. support by email overnight, fine", "communication, reviews"),
        c("models", SU, pdf("Nordtone_AD40_datasheet.pdf"), "", "",
          "bone to 70 dB HL at 1k, same as the old audiometer", "specs",
          ocr="TECHNlCAL DATA  Air conduction  125 Hz - 16 kHz  -1O to 12O dB HL  Bone conduction  25O Hz - 8 kHz  "
              "max 7O dB HL (1 kHz)  Masking NB, SN, WN  Power 1OO-24O V 5O/6O Hz  Weight 4.2 kg"),
        c("models", CALC, sheet("audiometer_comparison.ods"), "",
          "model | channels | HF | standalone | price | service\nNordtone AD40 | 2 | 16k | yes | EUR 7,150 + ship | "
          "email, DK\nAudiq Clinic 2 | 2 | option | no, PC | EUR 6,400 + licence | distributor BA\nMeridian DX-600 | "
          "2 | no | yes | USD 11,200 + IVA | Montevideo",
          "AD40 even with freight + broker. decided", "comparison, price, specs"),
        c("models", TB, mail("RE: AD40 quotation for Rambla Hearing, Montevideo"), "",
          "Dear Aoife, thank you for your order of one AD40 with B81 bone conductor, DD45 headphones and insert "
          "phones. Price EUR 7,150, air freight to Montevideo EUR 390 (Incoterm CPT). We will ship within three "
          "days of payment. Kind regards, Mette Holm, Nordtone",
          "ordered the new audiometer! CPT so the broker does our side", "email, shopping, price"),
        c("import", TB, mail("Proforma invoice PI-29-0517"), "",
          "Proforma invoice PI-29-0517: 1 x AD40 audiometer with accessories EUR 7,150; air freight CPT Montevideo "
          "EUR 390; total EUR 7,540. Bank: Danske Bank, IBAN DK.. SWIFT DABADKKK. HS code 9018.19.",
          "7,540. HS code for the broker", "invoice, price"),
        c("import", FF, web("Importing medical devices into Uruguay: registration and customs | Trade Guide"),
          "https://www.tradeguide.com.uy/en/medical-devices",
          "Medical devices need a registration with the Ministry of Public Health before clearance; a low-risk "
          "diagnostic device can be cleared for a professional's own use with a certificate of use and the "
          "manufacturer's declaration of conformity. A customs broker is required for commercial imports over USD "
          "2,000.",
          "need a broker + MSP paper. ask Rivas", "research"),
        c("import", FF, web("Transferencias al exterior - eBROU"), "https://ebanking.brou.com.uy/transferencias/exterior",
          "Transferencia al exterior. Beneficiario: Nordtone ApS. Banco: Danske Bank. Moneda: EUR. Importe: 7.540,00. "
          "Concepto: PI-29-0517 audiómetro. Gastos: compartidos (SHA). Comisión: USD 35.",
          "paid. SHA so they eat their fee", "finance, spending"),
        c("import", TB, mail("Despacho audiómetro - documentación"), "",
          "Estimada Aoife: para el despacho necesitamos la factura comercial definitiva, la guía aérea, la declaración "
          "de conformidad del fabricante y el certificado de uso profesional para el MSP. Con eso lo liberamos en 48 a "
          "72 horas. Honorarios USD 280 + IVA. Saludos, Gonzalo Rivas, Estudio Rivas",
          "desp. needs 4 papers. Nordtone for the DoC", "email, deadline"),
        c("calibration", TB, mail("Calibración anual + equipo nuevo - visita 24/5"), "",
          "Hi Aoife, I can come over on the Buquebus on Thursday 24 May and do both: the annual check of the booth and "
          "the calibration of the new AD40 to ISO 389, with a certificate for each. Please keep the booth's fan off "
          "from the morning. Regards, Hernán Quiroga, Calibra Acústica",
          "Hernán thu 24. fan off", "email, meeting"),
        c("calibration", FF,
          web("Maximum permissible ambient noise levels for audiometric test rooms | Audiology Notes"),
          "https://www.audiologynotes.org/booth/ambient-noise",
          "To measure thresholds down to 0 dB HL with supra-aural earphones, ambient noise in the test room must not "
          "exceed about 18-30 dB SPL in the octave bands from 250 Hz to 8 kHz; with bone conduction, where the ears "
          "are uncovered, the limits are lower still.",
          "bone conduction is where the booth will fail, if anywhere", "research, methods"),
        c("calibration", CALC, sheet("booth_noise_2029.ods"), "",
          "octave band Hz | 125 | 250 | 500 | 1k | 2k | 4k | 8k\nfan on dB SPL | 38 | 31 | 24 | 19 | 15 | 12 | 11\nfan "
          "off dB SPL | 33 | 24 | 17 | 12 | 9 | 8 | 10\nlimit bone | 35 | 21 | 16 | 13 | 14 | 11 | 14",
          "holiday, hardly a bus, still 250 over in the booth with the fan off", "dataset, methods"),
        c("calibration", SU, pdf("Certificado_calibracion_2028.pdf"), "", "",
          "last year's. 250 was borderline then too", "specs",
          ocr="CERTlFlCADO DE CALlBRAClÓN N° CA-2O28-l42  Equipo: audiómetro  N/S 15O2231  Cabina: RuidO "
              "ambiente 25O Hz 2O dB  5OO Hz l6 dB  Resultado: CONFORME  VáIido hasta: O5/2O29"),
        c("import", SU, pdf("AWB_tracking_AD40.pdf"), "", "",
          "stuck at MVD customs since Mon. Rivas on it", "shopping",
          ocr="AirLink Express  Waybill 784 5512 9O36  Origin CPH  Shipped l8 May  Destination MVD  2l May  ArrivaI at "
              "destination faciIity  2l May  HeId - cIearance pending (aduana)  Pieces 2  Weight 9.4 kg"),
        c("import", WA, WA, "",
          "Martín: The courier rang the house, something from Denmark is 'in customs' and they want a tax ID. Is that "
          "your machine? I gave them your RUT from the fridge magnet 😅",
          "yes the machine. RUT on the fridge, classic M", "communication"),
        c("import", CALC, sheet("audiometer_costs.ods"), "",
          "item | USD\nAD40 + accessories | 7,820\nfreight | 427\nbank fee | 35\nIVA 22% on CIF | 1,814\nbroker | 342\n"
          "MSP certificate | 60\ntotal | 10,498",
          "still under the Meridian, just. 10.5k", "spending, price"),
        c("import", JO, JO, "",
          "import, open: DoC from Mette (asked 17/5) / MSP certificate of use, signed / Rivas invoice / pick-up from "
          "the airport Wed, Carrasco depot / keep the boxes for the warranty",
          "what's still open", "planning"),
        c("calibration", WA, WA, "",
          "Hernán: I'll bring the artificial ear and the mastoid. Can you have the AD40 out of its box and warmed up "
          "for an hour before I arrive? And the old one too, I'll give you a letter for its retirement",
          "unbox it tonight. warm up 1 hr", "communication, planning"),
        c("calibration", JO, JO, "",
          "24/5 Hernán: booth OK except 250 Hz bone, +3 dB over at 07:30 (buses), fine after 09:00 / AD40 in spec, "
          "ref. levels set, certificate tomorrow / door seal worn at the hinge, order a new one",
          "test bone before 9? no. book later slots", "methods, meeting"),
        c("calibration", TB, mail("Certificados - Rambla Hearing"), "",
          "Aoife, attached are the two certificates: the AD40 (N/S AD40-291184) calibrated to ISO 389-1, -3 and -9, "
          "and the booth, conforming above 250 Hz with the note on morning traffic. Invoice to follow. Hernán",
          "both certs in. file them", "email"),
        c("calibration", SU, pdf("Certificado_AD40_2029.pdf"), "", "",
          "valid to May 2030. diary it", "specs",
          ocr="CALlBRATlON CERTlFlCATE No. CA-2O29-O88  lnstrument: Nordtone AD4O  S/N AD4O-29ll84  Transducers: "
              "DD45 B8l lnsert  Standard ISO 389-l/3/9  ResuIt: lN SPEClFlCATlON  VaIid untiI: 24/O5/2O3O"),
    ],
    "house": [
        c("leak", WA, WA, "",
          "Martín: T's ceiling again. The stain by the window is twice the size since last night and the paint is "
          "bubbling. He wants to sleep in our bed 'until the roof is fixed' 🙄",
          "grand so, that's the roof then not condensation", "communication, household"),
        c("leak", SU, pdf("lluvias_semana_19.pdf"), "", "",
          "87 mm in 2 days. no wonder the roof gave up", "news",
          ocr="PRECIPlTAClÓN ACUMULADA  12-l3 mayo  Montevideo (Prado)  87,4 mm  Carrasco  79,l mm  AIerta "
              "amariIIa por IIuvias intensas  VientO SE 4O km/h"),
        c("leak", FF, web("Is it a leak, rising damp or condensation? | Home Repair Guide"),
          "https://www.homerepairguide.com/damp/leak-or-condensation",
          "A stain that grows after rain and sits below a flat roof or a parapet is almost always water getting in, "
          "not condensation. Condensation mould appears in cold corners and behind furniture, worse in winter "
          "mornings, and does not follow the weather.",
          "follows the rain = roof", "research, household"),
        c("leak", JO, JO, "",
          "T's room: stain 60 x 40 cm, NE corner under the azotea drain / humidity 78% by the window, 64% in the "
          "hall / mould spots on the curtain / azotea: cracks round the drain, old membrane lifting at the parapet",
          "up on the azotea with M. the drain!", "household"),
        c("leak", TB, mail("Reclamo 29-11873 - respuesta"), "",
          "Estimada Sra. Brennan: su póliza de hogar cubre daños por agua de origen súbito e imprevisto. Los daños por "
          "filtraciones graduales por falta de mantenimiento de la azotea no están cubiertos. Saludos, Departamento de "
          "Siniestros",
          "insurer says no to the roof. maintenance, they say. grr", "email, finance"),
        c("leak", WA, WA, "",
          "Graciela (neighbour): Aoife, a nosotros nos pasó lo mismo el año pasado, llamá a Wilson, el de la azotea. "
          "Trabaja bien y no te cobra de más. Te paso el número",
          "G's roofer Wilson. ring him tomorrow", "communication, household"),
        c("leak", FF, web("Cleaning mould in a child's bedroom safely | Home Repair Guide"),
          "https://www.homerepairguide.com/damp/mould-childs-bedroom",
          "Move the child out while you clean. Wipe small patches with a cloth and a mild detergent, not bleach, "
          "wearing gloves and a mask; dry the area and ventilate daily. Repaint only with an anti-mould paint once the "
          "source of the damp is fixed.",
          "T on the sofa bed till it's done", "household, health"),
        c("quotes", WA, WA, "",
          "Wilson: Buenas, soy Wilson, me pasó su número Graciela. Puedo ir hoy a las 18 a ver la azotea y le paso "
          "el presupuesto el viernes",
          "Wilson today 6pm to see the roof", "communication, meeting"),
        c("quotes", FF, web("Asphalt roll membrane vs liquid waterproofing for flat roofs | Home Repair Guide"),
          "https://www.homerepairguide.com/roofs/roll-vs-liquid-membrane",
          "A torch-on asphalt membrane with an aluminium finish lasts 10-15 years and copes with ponding water; liquid "
          "polyurethane is seamless and good around many penetrations but needs a dry roof for 48 hours and careful "
          "thickness control.",
          "ours ponds by the drain. roll membrane then", "comparison, reviews, household"),
        c("quotes", TB, mail("Presupuesto azotea - Techera"), "",
          "Presupuesto: retiro de membrana existente, limpieza y imprimación, membrana asfáltica 4 mm con aluminio, "
          "38 m², babetas en pretiles y embudo nuevo. Mano de obra y materiales $U 62.000. Garantía 10 años por "
          "escrito. Seña "
          "30% al comenzar. Wilson Techera",
          "62k quote, 10 yr guarantee, new drain incl", "email, price, warranty"),
        c("quotes", SU, pdf("Presupuesto_Techos_del_Este.pdf"), "", "",
          "cheaper but 5 yr guarantee and no drain", "price, warranty",
          ocr="TECHOS DEL ESTE  Presupuesto N° 2O29-2l4  ImpermeabiIización con membrana Iíquida poIiuretánica "
              "38 m2  3 manos  $U 54.5OO  Garantía: 5 años  No incIuye embudo ni babetas  VaIidez l5 días"),
        c("quotes", CALC, sheet("casa_gastos_2029.ods"), "",
          "roof | Techera | asphalt 4 mm | 62,000 | 10 yr | drain yes\nroof | Techos del Este | liquid PU | 54,500 "
          "| 5 yr | drain no (+ ~6,000)\npaint T's room | - | anti-mould | ~5,500 |",
          "Techera, really. drain alone closes the gap", "comparison, price, spending"),
        c("quotes", WA, WA, "",
          "Martín: Go with Wilson. Graciela swears by him and the guarantee is double. Can he start on the holiday "
          "Monday? I'm home and can keep an eye",
          "M says Wilson. Monday 21st, M home", "communication, household"),
        c("quotes", JO, JO, "",
          "ask Wilson: guarantee in writing with the address / new drain size / what if it rains mid-job / where the "
          "old membrane goes / seña by transfer ok? / start Mon 21",
          "qs for Wilson before saying yes", "planning, household"),
        c("works", FF, web("Montevideo 7-day forecast | Meteored"), "https://www.meteored.com.uy/montevideo-7-dias",
          "Mon 21 sunny 17 °C, Tue 22 cloudy 16 °C, Wed 23 rain 12 mm from 15:00, Thu 24 showers, Fri 25 sunny 15 °C, "
          "Sat 26 sunny 14 °C.",
          "2 dry days for the roof then rain wed pm. tight", "planning"),
        c("works", FF, web("Transferencias a terceros - eBROU"), "https://ebanking.brou.com.uy/transferencias/terceros",
          "Transferencia a terceros. Destinatario: Wilson Techera. Cuenta: 001548221-00002. Moneda: pesos. Importe: "
          "18.600,00. Concepto: seña 30% azotea Malvín.",
          "seña (the deposit) 18,600 sent", "finance, spending"),
        c("works", WA, WA, "",
          "Wilson: Ya sacamos la membrana vieja. Abajo del embudo la losa tenía una fisura grande, por ahí entraba el "
          "agua. Mañana sellamos y si no llueve colocamos la membrana nueva",
          "the crack under the drain. mystery solved", "communication, household"),
        c("works", WA, WA, "",
          "Me to Martín: Wilson says a tarp tonight, rain at 3. Can you move T's desk away from the window before "
          "you leave for the liceo?",
          "between screening kids. desk!", "communication, household"),
        c("works", JO, JO, "",
          "roof works: Mon old membrane off, crack under the drain sealed / Tue primer + membrane on 2/3 / Wed rain "
          "from 3, tarp over the rest / Thu finished, parapets, new drain / schedule slipped half a day for the "
          "rain / noise: grinder 8-12, warned the neighbours",
          "log, for the guarantee", "household"),
        c("works", SU, pdf("Garantia_Techera_azotea.pdf"), "", "",
          "guarantee certificate. scan to the house folder", "warranty",
          ocr="CERTlFlCADO DE GARANTÍA  Obra: impermeabiIización azotea  Dirección: .... MaIvín  Membrana asfáItica "
              "4 mm aIuminio 38 m2  Fecha de finaIización: 24/O5/2O29  Garantía: lO (diez) años"),
        c("works", CALC, sheet("casa_gastos_2029.ods"), "",
          "roof | Techera | seña 18,600 paid 21/5 | balance 43,400 paid 24/5\nanti-mould paint 4 l | 3,950 | bought\n"
          "roof total | 62,000\nhouse 2029 so far | 71,300",
          "roof paid off. paint T's ceiling next weekend", "spending, household"),
        c("works", WA, WA, "",
          "Martín: Big storm last night and T's ceiling is DRY this morning. He's moving back in and says Wilson is a "
          "superhero 🦸",
          "dry! and T back in his own bed", "communication, household"),
    ],
    "trip": [
        c("flights", WA, WA, "",
          "Gráinne: Right, it's happening. Surprise do for Da's 70th on Sat 14 July, he thinks it's a quiet dinner. "
          "Can ye come?? Mam says she'll cry if you don't",
          "G's party. we're going, obviously", "communication, events"),
        c("flights", FF, web("Montevideo to Dublin | Atlántica Airways"), "https://www.atlantica-airways.com/en/mvd-dub",
          "MVD 23:40 > MAD 16:05 (+1), MAD 18:55 > DUB 20:35. Fri 6 Jul out, Sat 28 Jul back: USD 1,640 per adult, USD "
          "1,390 child, 23 kg bag included. Fri 6 Jul out, Sun 22 Jul back: USD 1,520 / 1,290.",
          "home for Da's do: 3 weeks vs 2? ask M about the liceo", "flight, price, comparison"),
        c("flights", WA, WA, "",
          "Martín: Winter holidays are 2-13 July for T and me. Back on the 28th is two weeks of school missed for "
          "him and my classes covered. Out the 6th, back the 22nd, only one week?",
          "6th to 22nd then. M asks the liceo", "communication, planning"),
        c("flights", FF, web("Renew a child's passport | Passport Online"), "https://www.dfa.ie/passport-online/child",
          "A child's passport can be renewed online from abroad. You will need the current passport, a digital photo, "
          "the consent of both parents witnessed on the Passport Consent Form, and the fee. Allow 15 working days plus "
          "postage.",
          "T's runs out Aug. renew now or he can't fly", "travel, visa"),
        c("flights", TB, mail("Your booking is confirmed - ATL 4K7QZP"), "",
          "Booking ATL 4K7QZP. Passengers: Aoife Brennan, Martín Pereyra, Tomás Pereyra Brennan. AT 611 MVD-MAD Fri 6 "
          "Jul 23:40; AT 842 MAD-DUB Sat 7 Jul 18:55. Return AT 843 DUB-MAD Sun 22 Jul 10:10; AT 610 MAD-MVD 13:35. "
          "Total USD 4,330.",
          "booked for July! 4,330. ouch but booked", "flight, reservation, email"),
        c("flights", SU, pdf("ATL_4K7QZP_itinerary.pdf"), "", "",
          "6h in Madrid. T will be wrecked", "itinerary, flight",
          ocr="ITlNERARY  AT 6ll  MVD Carrasco 23:4O  MAD l6:O5 +l  Terminal 4S  Seat 32A 32B 32C  AT 842  MAD "
              "l8:55  DUB 2O:35  Baggage 1 x 23 kg  Check-in opens 24 h before"),
        c("flights", TB, mail("Passport application received - ref. PO-2029-558201"), "",
          "We have received the application for Tomás Pereyra Brennan. Please post the current passport and the "
          "witnessed Passport Consent Form to the Passport Service, Dublin. Processing starts when the documents "
          "arrive.",
          "post the form + old passport. witness: Dr Lemos?", "email, travel, deadline"),
        c("flights", JO, JO, "",
          "trip docs: T passport renewal (form witnessed, post Tue by courier) / M's Uruguayan passport fine till 2031 "
          "/ my Irish one 2033 / copy of T's birth certificate in case / customs: nothing to declare but Da's "
          "alfajores / seats together 32ABC",
          "docs check, all three of us", "travel, planning"),
        c("party", TB, mail("Function room - 14 July"), "",
          "Dear Gráinne and Aoife, the river room is held for Saturday 14 July from 19:00 for up to 60 guests: "
          "three-course dinner at EUR 45 per head, a late bar until 01:00. A deposit of EUR 500 confirms the booking. "
          "Kind regards, Niamh, Events, The Riverside Arms, Kenmare",
          "hotel's quote 45 a head, 60 max. G paying the deposit", "email, events, reservation, price"),
        c("party", CALC, sheet("Da_70_guests.ods"), "",
          "name | side | yes/no\nAuntie Bernie + Jim | Mam | yes\nthe Sullivans (4) | Kenmare | yes\nFr Twomey | - | "
          "maybe\nDa's Tuesday walking group (9) | - | yes\nthe Corkies: Breda, Con, Maura | Da | ?\ntotal so far | 47",
          "47 and counting. G says 60 easy", "events, planning"),
        c("party", WA, WA, "",
          "Gráinne: Would you do a few words at the dinner? You're the one who went furthest so you get the speech 😂 "
          "5 minutes max, he'll cry anyway",
          "speech, me. grand. 5 mins", "communication, events"),
        c("party", FF, web("Book the band | The Roughty Reelers"), "https://www.roughtyreelers.ie/book",
          "Trad and céilí band, four piece, for weddings, birthdays and sessions in Kerry and West Cork. Two sets, "
          "9 to 12: EUR 650. Saturday dates in July going fast.",
          "Da loves a céilí. 650, split 3 ways", "events, price"),
        c("party", WRI, doc("Da_at_70_speech.odt"), "",
          "Da at seventy. He taught me to fish off the pier at Kenmare, to change a tyre and to never trust a "
          "forecast. When I said I was moving to Uruguay he got out the atlas and then booked the flight to visit "
          "before I had.",
          "first go. too long already", "writing, draft"),
        c("party", JO, JO, "",
          "gift: photo book, Da 1959-2029 / scan the old prints at Mam's? no - ask G to photograph them and WhatsApp / "
          "the one of him at the Cork regatta / us in Punta del Este 2019",
          "photo book idea. G to send photos", "planning, events"),
        c("party", FF, web("Premium lay-flat photo book A4 | PhotoBookie"), "https://www.photobookie.ie/layflat-a4",
          "Lay-flat A4 landscape photo book, 40 pages, matte: EUR 64.99. Extra pages EUR 1.20 each. Order by 2 July "
          "for delivery in Ireland by 12 July.",
          "order by 2 July to G's address", "shopping, price"),
        c("party", SU, pdf("Invitation_Dermot70_proof.pdf"), "", "",
          "G's invite proof. the date's right, spelling isn't", "events",
          ocr="You're lnvited!  Dermot's 7Oth  SURPRlSE!  Saturday l4th JuIy  7pm  The Riverside Arms, Kenmare  "
              "RSVP Gráinne O87 5542l9O  SHHH - don't teII Dermott"),
        c("party", WA, WA, "",
          "Gráinne: Deposit paid to the Riverside, band booked for 9. Mam knows, Da doesn't. Don't ring him on Sunday "
          "and go on about July, you'll give it away",
          "don't blab to Da on Sunday's call!", "communication, events"),
        c("stay", FF, web("Cottage near Kenmare, sleeps 5 | Kerry Cottages"),
          "https://www.kerrycottages.ie/kenmare/dromquinna-cottage",
          "Three-bedroom cottage, 4 km from Kenmare on the Sneem road, sleeps 5, garden, wood stove, WiFi. 7 nights "
          "EUR 1,450 in July; EUR 300 deposit, balance 6 weeks before arrival.",
          "near Mam and Da but not IN their house", "hotel, price, reservation"),
        c("stay", WA, WA, "",
          "Gráinne: Don't hire a car for the whole 2 weeks, Mam's Micra is sitting there, you can have it from the "
          "Monday. Just get one from Dublin to Kerry and drop it in Killarney",
          "car one way Dublin-Killarney only. G genius", "communication, travel"),
        c("stay", TB, mail("Booking confirmed - Dromquinna Cottage, 8-15 July"), "",
          "Dear Aoife, your booking of Dromquinna Cottage from Sunday 8 to Sunday 15 July is confirmed. Deposit EUR "
          "300 received; the balance of EUR 1,150 is due by 27 May. Keys from the lockbox, code by email a week "
          "before.",
          "balance due 27 May! that's this weekend", "email, reservation, deadline"),
        c("stay", FF, web("One-way car hire Dublin Airport to Killarney | DealHire"),
          "https://www.dealhire.ie/one-way/dub-killarney",
          "Compact automatic, Sat 7 Jul 21:00 Dublin Airport to Mon 9 Jul Killarney: EUR 189 incl. one-way fee. "
          "Booster seat EUR 35. Excess EUR 1,800 unless Super Cover EUR 24/day.",
          "booster for T, he's under 150 cm. 189 + 35", "comparison, price, reservation"),
        c("stay", SU, pdf("DealHire_voucher_DH-77410.pdf"), "", "",
          "voucher. credit card in MY name at the desk", "reservation",
          ocr="RENTAL VOUCHER  DH-7741O  PICK-UP  DubIin Airport T2  O7 JuI 2O29 2l:OO  RETURN  KiIIarney  O9 JuI "
              "2O29 l2:OO  Group B  Automatic  Extras: Booster seat  Main driver: A. Brennan"),
        c("stay", JO, JO, "",
          "car hire: Irish rentals' CDW excess 1,800 / my Visa covers it abroad? check letter / drive on the left, M's "
          "never done it, I drive / booster / 3.5 h Dublin to Kenmare, stop in Cashel",
          "insurance q for the card", "travel, planning"),
        c("stay", TB, mail("Your card's car hire cover"), "",
          "Dear Ms Brennan, your card includes collision damage cover for rentals of up to 31 days abroad when the "
          "full rental is paid with the card; it reimburses the excess, so you may decline the rental desk's extra "
          "cover. "
          "Keep the rental agreement and receipt.",
          "card covers the excess. skip Super Cover", "email, travel"),
        c("stay", CALC, sheet("Kenmare_trip_budget.ods"), "",
          "flights | USD 4,330 | paid\ncottage | EUR 1,450 | 300 paid, 1,150 by 27/5\ncar one way + booster | EUR 224\n"
          "party share (band + gift) | EUR 290\nphoto book | EUR 65\nspending money | EUR 1,000\ntotal EUR approx | "
          "6,960",
          "balance paid sun. ~7 grand all in for the trip", "spending, travel, price"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Montevideo, -03:00 throughout. Patients by day (not captured), admin between
# them, the trip in the evenings with Gráinne four hours ahead, the screening on the two Wednesdays.
DAYS = {
    # Mon 14: Lucía's email before clinic; Martín on Tomás's ceiling at lunch and the rain figures; the old
    # audiometer's faults; the leak page after clinic, Gráinne's news minutes later; flights in the evening; consent
    # at night
    "2029-05-14": "07:50 screening, 12:35 house, 12:44 house, 13:10 audiometer, 18:45 house, 18:55 trip, 19:10 trip, "
                  "21:30 screening, 21:55 screening",
    # Tue 15: the Spanish form before clinic; audiometers at lunch; up on the roof and the insurer's no after clinic;
    # the local quote; Martín on the holidays at dinner; the screening schedule
    "2029-05-15": "08:05 screening, 12:20 audiometer, 12:31 audiometer, 16:45 house, 16:52 house, 18:10 audiometer, "
                  "20:15 trip, 20:28 screening",
    # Wed 16: Sofía, the datasheet and the comparison at lunch, the forms coming back minutes later; the order;
    # Graciela's roofer; the protocol, the mould page and the kit list late
    "2029-05-16": "12:40 audiometer, 12:55 audiometer, 13:05 audiometer, 13:15 screening, 17:30 audiometer, "
                  "18:40 house, 21:45 screening, 21:58 house, 22:05 screening",
    # Thu 17: screening day 1 at St Brendan's, with the proforma, Wilson's message and the import at its edges; the
    # passport page and the referral letter at night
    "2029-05-17": "07:28 screening, 07:40 audiometer, 08:20 screening, 09:05 house, 09:40 screening, 12:30 audiometer, "
                  "12:45 audiometer, 14:30 screening, 19:30 trip, 22:00 screening",
    # Fri 18: the roof page and Wilson's quote at lunch; the customs broker; the second quote; glue ear for the
    # parents' FAQ and the flights booked at night
    "2029-05-18": "12:10 house, 12:22 house, 16:40 audiometer, 16:52 house, 20:30 screening, 21:15 trip",
    # Sat 19: the house sheet and Martín's yes over breakfast; Hernán's email; a parent's reply; the itinerary; the
    # passport email and the documents; the questions for Wilson
    "2029-05-19": "09:30 house, 09:41 house, 10:30 audiometer, 10:48 screening, 11:12 trip, 16:00 trip, 16:20 trip, "
                  "19:40 house",
    # Sun 20: the booth's noise limits; the party with Gráinne (her morning is Aoife's lunch); the forecast
    "2029-05-20": "10:15 audiometer, 11:30 trip, 11:45 trip, 17:30 trip, 20:10 house",
    # Mon 21 (the 18 May holiday, moved to the Monday): Wilson starts; Valeria; the booth measured with no patients;
    # the crack; the band, the speech and the photo book in the afternoon and evening
    "2029-05-21": "08:00 house, 09:33 screening, 09:45 audiometer, 10:20 audiometer, 12:15 house, 15:40 trip, "
                  "19:05 trip, 19:20 trip, 21:40 trip",
    # Tue 22: the waybill, Martín on the courier and the room email within minutes; the costs and the referrals at
    # lunch; what is still open
    "2029-05-22": "08:15 audiometer, 10:00 audiometer, 10:10 screening, 12:40 audiometer, 12:50 screening, "
                  "17:30 audiometer",
    # Wed 23: screening day 2, the tarp message between classes; Hernán at night; the invitation and Gráinne
    "2029-05-23": "10:20 house, 10:35 screening, 13:40 screening, 20:00 audiometer, 20:30 trip, 21:00 trip",
    # Thu 24: Hernán's day in the booth, the ENT form between; the roof finished and paid; the cottage at night
    "2029-05-24": "11:30 audiometer, 11:45 screening, 16:10 house, 16:20 house, 16:30 house, 20:50 trip",
    # Fri 25: the certificates first thing; the summary and invoice for the school; Martín's pupil; Gráinne on the
    # car and the cottage's confirmation in the evening
    "2029-05-25": "08:20 audiometer, 08:32 audiometer, 12:00 screening, 12:15 screening, 18:10 screening, "
                  "19:35 trip, 19:50 trip",
    # Sat 26: the dry ceiling; the car hire, its voucher and the insurance question
    "2029-05-26": "09:10 house, 10:40 trip, 11:30 trip, 11:41 trip",
    # Sun 27: the card's cover and the budget, the cottage's balance paid in the evening
    "2029-05-27": "19:00 trip, 20:45 trip",
}
TIMELINE = day_timeline(DAYS, TZ)
