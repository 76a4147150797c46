"""Morag Baird, a night telescope operator at a mountain observatory in Chile's Coquimbo region: a cryocooler fault on
the observatory's spectrograph (the night log and fault reports, the vendor's support and a returned cold head, a
spare part through Chilean customs), training the new operator who shadows her shift, her application for Chilean
permanent residency, and a trip home to Dundee for her father's seventieth.

Written by hand in session 14 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the understanding or
the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end of that session.
Its misses have been read since, so from session 15 it is a development corpus (bench/data/corpora/, part of the
leave-one-out) and a new test corpus took its place.

Morag (36) grew up in Dundee, studied physics at St Andrews and has worked for six years at Cerro Las Tórtolas
Observatory (CLTO, fictional), a 4-metre telescope two hours' drive from La Serena, on a turno of eight nights on the
mountain and six days off; she lives in La Serena with her partner Tomás Rojas, a physics teacher. In the fortnight
from Thursday 23 March to Thursday 6 April 2028:
- the cryocooler: the ARCOS spectrograph's detector warms on her first night (the cold head's compressor trips, the
  vacuum gauge creeps up); night-log entries and a fault report, the instrument scientist Anil and the engineer
  Carla; the vendor's support in Colorado (logs, a return authorisation, a replacement cold head); the spare shipped
  to Santiago and held by customs (an agent, the invoice, the duty exemption letter), then driven up;
- the trainee: Diego Fuentes, a new operator from Antofagasta, shadows her eight nights: when he runs what, the
  start-up and closing checklists she rewrites with him, and the mountain's safety rules (altitude medical, the
  humidity and wind limits for the dome, the road down after a night, the snow chains);
- her residency: permanencia definitiva after five years on a temporary visa: the documents (a UK police certificate
  with an apostille, a letter from HR, her tax returns), the online application on the migration service's portal and
  its fee, and the Registro Civil appointment for her new cédula;
- her father's 70th in Dundee on 22 April: flights from Santiago through London to Edinburgh, the party her sister
  Kirsty organises (a function room, a photo book, a speech), and swapping nights on the operators' roster so she
  can go.

Her own MacBook goes up the mountain with her: Firefox for everything on the web (the observatory's Google
Workspace mail, the web night log and the Jira fault tracker, the vendor's portal, the migration portal, airlines,
her personal Gmail), Slack for the observatory (titled by channel or person), WhatsApp for everyone else (titled only
"WhatsApp": Tomás, Kirsty, her dad, Diego, the customs agent), Preview for PDFs and screenshots, Notes for what
she jots. Memos are her own shorthand (first person, an operator's and a Scot's abbreviations: "ARCOS", "FR", "RMA",
"D", "turno", "PD", "T", "Da", "K"). Her working language is English; Spanish only as she meets it (the customs
agent, the migration service, the Registro Civil, the tax office, HR's certificate, Diego now and then, Tomás), under a
fifth of the captures. Words cross on purpose: the roster and the turno in the trainee's nights and in her swap,
customs for the spare and for her dad's pisco, certificates for the residency and a letter for the shipment's
exemption, Diego in two tasks, ARCOS in the fault and in the trainee's plan, invoices for the cold head and the
storage, HR in the residency and the trip, Marcela approving checklists and leave.

The timeline is written by hand (TIMELINE below): eight nights on the mountain (afternoons after sleep, the fault at
one in the morning, switching between the fault and the trainee through the night, a message about the flights
answered at four in the morning), the drive down, then days off in La Serena with rapid switching and errands, a
weekend, and the clocks going back in the night of Saturday 1 April (-03:00 until 24:00, then -04:00).
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("night telescope operator at a mountain observatory near La Serena, Chile: a cryocooler fault on the "
           "spectrograph, training a new operator, her application for Chilean permanent residency, a trip home to "
           "Dundee for her father's 70th")
TZ = ZoneInfo("America/Santiago")  # CLST -03:00 until Saturday 1 April 2028 24:00, then CLT -04:00
ID_PREFIX = "mz"  # "m" is mira's corpus and a question file's; no corpus or snippet file uses "mz"
APP_WORDS = {"mozilla", "firefox", "slack", "whatsapp", "preview", "notes", "gmail", "google", "mail", "jira", "clto",
             "pdf", "png", "jpg", "xlsx", "docx", "com", "cl", "gov", "uk", "www", "polarcryo", "serviciomigraciones",
             "registrocivil", "aduana", "latam", "britishairways", "skyscanner", "fco", "sii", "sheets", "docs",
             "atlassian", "net", "co", "org", "screenshot", "img", "scan", "acro", "police", "ilovepdf", "ops",
             "pdichile", "photobox", "support", "tramites", "wiki", "youtube", "forms", "spreadsheets", "document"}

TASK_NAMES = {
    "cryo": ("ARCOS cryocooler fault", "cryo fault", "spectrograph repair", "cold head"),
    "trainee": ("Training Diego", "new operator training", "the trainee", "shadow nights"),
    "residency": ("Permanent residency", "permanencia definitiva", "PD application", "residency"),
    "dundee": ("Da's 70th in Dundee", "trip home", "Dad's birthday", "Scotland trip"),
}
SUB_NAMES = {
    "cryo/nightlog": ("Night log and fault report", "fault report", "night log", "detector temperature"),
    "cryo/vendor": ("Vendor support and RMA", "RMA", "Polar Cryo support", "replacement cold head"),
    "cryo/customs": ("Spare part through customs", "customs", "aduana", "shipment"),
    "trainee/shadow": ("Diego's shadow nights", "shadow plan", "who runs what", "training nights"),
    "trainee/checklists": ("Start-up and closing checklists", "checklists", "procedures", "startup"),
    "trainee/safety": ("Mountain safety", "safety rules", "weather limits", "altitude"),
    "residency/documents": ("Residency documents", "documents", "police certificate", "apostille"),
    "residency/online": ("Online application and fee", "migration portal", "application", "fee"),
    "residency/cedula": ("Cédula appointment", "Registro Civil", "new ID card", "cedula"),
    "dundee/flights": ("Flights home", "flights", "Santiago to Edinburgh", "tickets"),
    "dundee/party": ("Da's party", "birthday party", "70th", "the speech"),
    "dundee/swap": ("Shift swap", "roster swap", "swapping nights", "turno swap"),
}

SLACK = "Slack"
WA = "WhatsApp"
PV = "Preview"
NOTES = "Notes"
FF = "Firefox"


def ff(page: str) -> str:
    return f"{page} — Mozilla Firefox"


def work(subject: str) -> str:
    return ff(f"{subject} - mbaird@clto.cl - CLTO Mail")


def gmail(subject: str) -> str:
    return ff(f"{subject} - morag.baird.dd@gmail.com - Gmail")


def slack(where: str) -> str:
    return f"{where} - CLTO - Slack"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "cryo": [
        c("nightlog", FF, ff("Night log 2028-03-23 - CLTO Operations"), "https://ops.clto.cl/nightlog/2028-03-23",
          "01:12 ARCOS detector temperature rising, -118 C and climbing (nominal -120). Compressor status light amber. "
          "Closed the science exposure, parked the grating, informed instrument scientist on call.",
          "1am. ARCOS warming. here we go", "operations, bug"),
        c("nightlog", SLACK, slack("#arcos"), "",
          "Anil Mehta: Thanks Morag. Don't power cycle the compressor yet. Can you screenshot the cryostat page and "
          "note the vacuum gauge every 15 min? If it passes -110 close the shutter and keep it dark.",
          "every 15 min. setting a timer", "communication, operations"),
        c("nightlog", PV, "Screenshot 2028-03-24 at 01.31.12.png", "", "",
          "first screenshot for Anil", "operations, bug",
          ocr="ARCOS CRYOSTAT  Det temp -116.4 C  Setpoint -120.0 C  Vacuurn 3.2e-5 mbar  Cold head 62 K  "
              "Cornpressor: TRIP (code E41)  He supply 1.1 MPa  return 0.4 MPa"),
        c("nightlog", NOTES, "Notes", "",
          "01:31 -116.4 / 3.2e-5. 01:46 -114.9 / 4.0e-5. 02:01 -113.0 / 5.1e-5. compressor reset once at 02:05 on "
          "Anil's ok, ran 4 min, tripped again E41",
          "readings so I don't lose them", "operations"),
        c("vendor", FF, ff("Submit a support case - Polar Cryo"), "https://support.polarcryo.com/cases/new",
          "Product: PC-410 cold head with C-9 compressor. Serial: 410-1187. Describe the problem: compressor trips "
          "with E41 after four minutes; displacer overcurrent; system installed 2022, under extended warranty until "
          "June 2028. Attach: compressor log export, photos of the cold head label.",
          "case for Anil, he's asleep. serial off the label", "bug, warranty"),
        c("vendor", PV, "IMG_4471.jpg", "", "",
          "photo of the label, torch in my teeth", "warranty, specs",
          ocr="POLAR CRYO INC  Boulder CO  Model PC-41O  S/N 41O-1187  Mfg 2O22-O6  Helium 99.999%  "
              "Max pressure 2.4 MPa  CAUTlON cold surfaces"),
        c("nightlog", FF, ff("FR-2291 ARCOS cold head compressor trips E41 - Jira"),
          "https://clto.atlassian.net/browse/FR-2291",
          "Fault report FR-2291. Instrument: ARCOS. Severity: night lost. Summary: cryocooler compressor trips with "
          "error E41 after 4 minutes; detector warmed from -120 C to -111 C over 2 h; vacuum degraded to 6e-5 mbar. "
          "Time lost: 4.6 h. Reported by: M. Baird.",
          "FR filed. 4.6 h lost, Tuesday's programme gone too", "bug, operations, writing"),
        c("nightlog", SLACK, slack("Carla Muñoz"), "",
          "Carla Muñoz: I'll check the helium lines and the compressor's water flow at 9 when the day crew gets up. "
          "If the chiller is fine it's the cold head. Leave ARCOS warm, we'll pump it tomorrow.",
          "Carla at 9. I'll be asleep, handing over", "communication, operations"),
        c("nightlog", FF, ff("Night log 2028-03-24 - CLTO Operations"), "https://ops.clto.cl/nightlog/2028-03-24",
          "Instrument change: ARCOS unavailable (FR-2291). Switched programme to the imager, seeing 0.8 arcsec. "
          "Day crew confirm chiller flow normal, helium pressure normal; suspect cold head displacer.",
          "swapped to imager, at least the night isn't wasted", "operations"),
        c("nightlog", PV, "ARCOS_cryostat_manual_rev4.pdf (page 37 of 112)", "", "",
          "E41 = displacer motor overcurrent. told you", "operations, specs",
          ocr="Table 6-2 Compressor fault codes  E40 Low water flow - check chiller  E41 Displacer drive "
              "overcurrent - cold head service requlred  E42 He pressure low  E43 Over ternperature"),
        c("vendor", FF, work("RE: Case 58213 - PC-410 E41 displacer overcurrent"), "",
          "Hi Morag, thank you for the detailed log. E41 with normal helium pressures is almost always a failing "
          "displacer motor. Please run the diagnostic in section 9.4 and send us the output; if the motor current "
          "exceeds 2.1 A we will issue an RMA for an advance replacement. Best, Jake Sorensen, Polar Cryo Support",
          "section 9.4 tonight when dome's closed", "email, warranty"),
        c("vendor", PV, "PC-410_service_manual.pdf (page 88 of 140)", "", "",
          "diag steps. Carla says she can do it at 3am with me", "specs, operations",
          ocr="9.4 Displacer motor diagnostic  1. Isolate compressor (breaker CB2)  2. Connect service cable to J7  "
              "3. Run 'diag motor' from service port, 9600 baud  4. Record peak current; >2.1 A indicates motor wear"),
        c("vendor", NOTES, "Notes", "",
          "diag motor: peak 2.64 A, 2.58, 2.71. way over. Carla photographed the screen, sending to Jake in the "
          "morning",
          "numbers from the diag", "operations, warranty"),
        c("vendor", FF, work("RE: Case 58213 - RMA 7719 advance replacement"), "",
          "Morag, thanks. Peak current 2.6-2.7 A confirms a worn displacer. RMA 7719 is approved for an advance "
          "replacement under warranty; we ship from Boulder tomorrow by air freight to Santiago (SCL). Please return "
          "the old cold head within 30 days using the enclosed label.",
          "RMA approved. advance swap, ships tomorrow", "email, warranty, shopping"),
        c("vendor", SLACK, slack("#arcos"), "",
          "Morag Baird: Polar Cryo approved RMA 7719, advance replacement ships from Boulder tomorrow, air freight to "
          "SCL. Old head goes back within 30 days. Anil, who does the paperwork for the return?",
          "told the channel. who packs the old one", "communication, warranty"),
        c("nightlog", FF, ff("FR-2291 ARCOS cold head compressor trips E41 - Jira"),
          "https://clto.atlassian.net/browse/FR-2291",
          "Comment (A. Mehta): Cold head to be replaced under warranty. ARCOS out of the schedule until the spare "
          "arrives; programmes moved to the imager. Operators: please keep logging the dewar temperature nightly.",
          "out until the spare lands. logging nightly", "bug, operations"),
        c("vendor", FF, ff("RMA 7719 - Order status - Polar Cryo"), "https://support.polarcryo.com/rma/7719",
          "RMA 7719. Status: Shipped. Carrier: air freight, AWB 045-88213390. Origin DEN, destination SCL. "
          "Commercial invoice: USD 0.00 (warranty replacement), declared value for customs USD 14,800.",
          "declared 14,800. customs will love that", "warranty, shopping"),
        c("vendor", FF, work("Return instructions RMA 7719"), "",
          "Return the defective unit in the replacement's crate, with the cold head capped and the helium lines "
          "pressurised to 1.0 MPa. Include a copy of the RMA form. Returns from Chile require an export declaration.",
          "capped and pressurised. Carla's job, forwarded", "email, warranty"),
        c("customs", WA, WA, "",
          "Rodrigo Vidal (Agencia Vidal): Buenas tardes Morag, llegó la carga AWB 045-88213390 a SCL. Aduana la "
          "retiene: valor declarado USD 14.800, necesitamos la carta de franquicia del observatorio para no pagar IVA.",
          "customs holding it. need the exemption letter", "communication, shopping"),
        c("customs", SLACK, slack("Paula Herrera"), "",
          "Paula Herrera (Admin): The duty exemption letter for scientific equipment is signed by the director; I can "
          "have it Monday. Send me the AWB, the commercial invoice and the RMA, and the agent's RUT.",
          "Paula does the franquicia. Monday", "communication, operations"),
        c("customs", PV, "Commercial_Invoice_RMA7719.pdf", "", "",
          "invoice for Paula and Rodrigo", "invoice, shopping",
          ocr="COMMERCIAL INVOlCE  Shipper: Polar Cryo Inc, Boulder CO  Consignee: Cerro Las Tortolas Observatory, "
              "La Serena, Chile  1 x PC-41O cold head (warranty replacement, no charge)  Value for customs USD 14,8OO"),
        c("customs", FF, work("Carta de franquicia - ARCOS cold head"), "",
          "Paula: attached the signed letter (franquicia aduanera, equipos científicos, Ley 17.161?) — please "
          "double-check the tariff code with the agent before Monday. Director signed at 11:40.",
          "letter signed. forward to Rodrigo now", "email, operations"),
        c("customs", WA, WA, "",
          "Rodrigo Vidal: Perfecto, con la carta presentamos la declaración hoy. Si el aforo es documental, "
          "liberan mañana. Almacenaje en bodega: 3 días, unos 85.000 pesos, factura al observatorio.",
          "released tomorrow if no inspection. storage fee ok", "communication, invoice"),
        c("customs", NOTES, "Notes", "",
          "aduana: AWB 045-88213390 / RMA 7719 / Rodrigo +56 9 8812 4410 / bodega 85k / Paula invoice / truck "
          "SCL to La Serena Thursday?",
          "everything on one page", "operations, planning"),
        c("customs", PV, "Screenshot 2028-04-04 at 10.02.55.png", "", "",
          "released!! before lunch even", "shopping, operations",
          ocr="Estado de la carga  AWB O45-88213390  Destino SCL  Estado: LIBERADA  Fecha 04-O4-2O28 09:51  "
              "Aforo: documental  Almacén: Depósito Aduanero SCL"),
        c("customs", SLACK, slack("#arcos"), "",
          "Morag Baird: Cold head released by customs this morning. Rodrigo's truck brings it to the La Serena office "
          "tonight; Carla drives it up tomorrow with the day crew. Storage invoice goes to Paula.",
          "on my day off but whatever", "communication, operations"),
        c("customs", WA, WA, "",
          "Rodrigo Vidal: Entregado en oficina La Serena 19:40, recibió el guardia. Te mando la guía de despacho. "
          "Saludos y que les vaya bien con el telescopio.",
          "delivered. guard signed", "communication"),
        c("nightlog", SLACK, slack("#arcos"), "",
          "Anil Mehta: Cold head is in and ARCOS is back at -120.0 C since 02:00. Bias frames clean. Closing FR-2291. "
          "Thanks Morag for the readings every 15 min on the first night, they made the warranty case.",
          "closed. I owe Anil a pisco", "operations, communication"),
    ],
    "trainee": [
        c("shadow", SLACK, slack("Diego Fuentes"), "",
          "Diego Fuentes: Hi Morag! I'm on the bus from Antofagasta, arriving La Serena 11:00, van up at 14:00. "
          "Anything I should read before tonight? Super excited.",
          "keen. send him the operator handbook", "communication"),
        c("safety", FF, ff("Mountain safety induction - CLTO Wiki"), "https://wiki.clto.cl/safety/induction",
          "All staff at 2,400 m must have a valid altitude medical. Never work alone in the dome at night. Oxygen in "
          "the control room and in each vehicle. The road down is not driven within 2 hours of the end of a night.",
          "send D the induction before his first night", "health, learning"),
        c("shadow", FF, ff("Operator training plan - Google Docs"), "https://docs.google.com/document/d/1xOpTrain",
          "Night 1-2: observe only, opening and closing with the operator. Night 3-4: run start-up under supervision, "
          "focus and pointing model check. Night 5-6: run the queue for the first half. Night 7-8: full night with the "
          "operator present; sign-off by the operations manager.",
          "plan for the 8 nights. he runs start-up night 3", "planning, learning"),
        c("safety", SLACK, slack("Diego Fuentes"), "",
          "Diego Fuentes: My altitude medical says 'apto' but expires in May, is that a problem for the roster? HR "
          "says Marcela decides.",
          "expires in May. not my call, ask Marcela", "communication, health"),
        c("checklists", PV, "CLTO_startup_checklist_v7.pdf", "", "",
          "v7 still says the old TCS. rewrite with D", "operations, learning",
          ocr="START-UP CHECKLlST v7 (2021)  1 Check weather station: hurnidity < 85%  wind < 18 m/s  2 Open dome "
              "louvres  3 Power TCS (Sun workstation)  4 Mirror cover OPEN  5 Flat lamps OFF"),
        c("shadow", NOTES, "Notes", "",
          "D night 1: asks good questions, nervous on the dome. night 2: did the focus run himself, let him. "
          "needs the TCS shortcuts sheet",
          "how he's doing, for Marcela", "learning"),
        c("shadow", SLACK, slack("Marcela Soto"), "",
          "Marcela Soto (Ops manager): How's Diego doing? With ARCOS down the queue is imager only, which is simpler "
          "— good week for him to run more of the night himself. Can you move his solo half to night 4?",
          "ARCOS down = easier nights for D. moving his half up", "communication, planning"),
        c("shadow", FF, ff("Operator training plan - Google Docs"), "https://docs.google.com/document/d/1xOpTrain",
          "Revised: Night 4: Diego runs the queue 20:00-01:00 on the imager (ARCOS unavailable, FR-2291). "
          "Night 6: full night with Morag present. Night 8: sign-off.",
          "revised plan. imager only", "planning, learning"),
        c("checklists", FF, ff("Startup checklist v8 draft - Google Docs"), "https://docs.google.com/document/d/1Startv8",
          "1. Weather: humidity below 85% and falling, wind below 18 m/s, no cloud on the all-sky camera. 2. Dome "
          "louvres open at sunset minus 30. 3. TCS on the Linux console (not the Sun box). 4. Mirror covers open "
          "only after the dome is open.",
          "v8 with Diego, he spotted the mirror cover order", "writing, operations"),
        c("safety", NOTES, "Notes", "",
          "to show D: humidity 85 close / 80 for 20 min reopen. wind 18 close, 15 reopen. dust alert close. snow "
          "on the road = stay up",
          "weather limits crib for him", "operations, learning"),
        c("checklists", NOTES, "Notes", "",
          "closing: park at zenith? no, park at 90 az. covers before dome. louvres. lamps off. log the dewar temp "
          "(ARCOS) even while it's down",
          "closing order from memory. check with Carla", "operations"),
        c("checklists", SLACK, slack("#operators"), "",
          "Felipe Araya: The closing checklist in the wiki is the right one, park at azimuth 90 then covers then dome. "
          "The pdf is from before the new shutter motor.",
          "wiki wins over the pdf", "communication, operations"),
        c("checklists", FF, ff("Closing checklist - CLTO Wiki"), "https://wiki.clto.cl/ops/closing",
          "Closing: 1. Stop queue, close shutter. 2. Telescope to park (az 90, el 89). 3. Mirror covers CLOSED. "
          "4. Dome shutter and louvres closed. 5. Log dewar temperatures and weather at closing.",
          "copy into v8 as part 2", "operations"),
        c("checklists", FF, ff("Startup checklist v8 draft - Google Docs"), "https://docs.google.com/document/d/1Startv8",
          "Comment from Diego Fuentes: step 6 — do we take twilight flats before or after the pointing check? In the "
          "old one it's before, but last night you did it after.",
          "after. because the imager filter wheel. add why", "writing, learning"),
        c("checklists", PV, "Screenshot 2028-03-27 at 20.14.03.png", "", "",
          "TCS start screen for the checklist", "software, operations",
          ocr="TCS v5.2  Telescope Control  Mount: TRACKING  RA 10:42:17.3  Dec -29:51:08  Dorne az 214.6  "
              "Focus 1432 um  Guider: OFF  [lnit]  [Park]  [Flats]"),
        c("safety", PV, "Screenshot 2028-03-28 at 03.02.40.png", "", "",
          "humidity at 87. closed. showed D why", "operations",
          ocr="WEATHER STATlON  Temp 3.1 C  Hurnidity 87 %  Dew point 1.2 C  Wind 11.4 m/s  Gust 15.8  "
              "Dust 0.02 mg/m3  STATUS: CLOSE"),
        c("shadow", WA, WA, "",
          "Diego: Morag gracias por lo de anoche, no dormí nada pero aprendí caleta. ¿Mañana yo abro la cúpula?",
          "yes you open tomorrow", "communication"),
        c("safety", SLACK, slack("#mountain"), "",
          "Site manager: Snow forecast above 2,000 m Thursday night. Vehicles going down on Friday carry chains; "
          "no one drives down before 10:00. Night crew: sleep first.",
          "chains friday. D has never fitted them", "operations, travel"),
        c("checklists", SLACK, slack("Marcela Soto"), "",
          "Morag Baird: Startup and closing checklists v8 are ready for review, written with Diego during his shadow "
          "nights. They replace the 2021 pdf. Could you approve before the next turno?",
          "sent v8 for approval", "communication, writing"),
        c("checklists", FF, work("Approved: Operator checklists v8"), "",
          "Marcela: Approved with one change: add the humidity rule for re-opening (below 80% for 20 minutes). "
          "Please put v8 on the wiki and archive v7.",
          "approved. one line more and on the wiki", "email, operations"),
        c("shadow", FF, ff("Trainee sign-off form - Google Forms"), "https://docs.google.com/forms/d/e/opsignoff",
          "Trainee: Diego Fuentes. Competencies: start-up, focus, queue operation, weather closure, fault reporting, "
          "closing. Supervising operator comments: ran a full night unassisted; closed for humidity correctly.",
          "signed him off. proud of the lad", "learning, skills"),
        c("safety", FF, ff("Fitting snow chains to a Hilux - YouTube"), "https://www.youtube.com/watch?v=hiluxchains",
          "Lay the chains flat behind the wheel, drive onto them, hook the inside fastener first, then the outer "
          "one, tension and drive 50 m before tightening again.",
          "watched with D at 6am before bed", "learning, travel"),
        c("safety", WA, WA, "",
          "Diego: Made it down to La Serena 👍 didn't need the chains in the end. Thanks for everything, profe",
          "D down safe. profe haha", "communication"),
        c("shadow", SLACK, slack("Marcela Soto"), "",
          "Marcela Soto: Thanks for the sign-off. Diego goes on the roster solo from the turno after next, paired "
          "with Felipe for his first nights. Good work.",
          "done. D solo after next turno", "communication, planning"),
    ],
    "residency": [
        c("documents", FF, ff("Permanencia definitiva - Servicio Nacional de Migraciones"),
          "https://serviciomigraciones.cl/permanencia-definitiva/",
          "Requisitos: pasaporte vigente, certificado de antecedentes del país de origen legalizado o apostillado, "
          "certificado de antecedentes chileno, acreditar actividad lícita o medios de subsistencia en Chile.",
          "the list. UK police cert is the slow one", "visa, research"),
        c("documents", FF, ff("Apply for a police certificate - ACRO Criminal Records Office"),
          "https://www.acro.police.uk/police-certificates",
          "A police certificate is issued for visa and immigration purposes. Standard service: 10 working days, "
          "£55. Apostille from the Foreign, Commonwealth and Development Office: a separate application, 2-3 days.",
          "applied in Feb. apostille still to do", "visa, application"),
        c("documents", FF, gmail("Your police certificate has been dispatched - ACRO"), "",
          "Your police certificate (ref PC/2028/114402) has been dispatched by post to your UK address: 14 Blackness "
          "Road, Dundee. Please allow 2 to 5 working days for delivery.",
          "it went to Da's. he'll scan it", "email, visa"),
        c("documents", WA, WA, "",
          "Da: Got your letter from the police Morag! Nothing in it about you robbing banks so that's good. Will I "
          "take it to the post office for the stamp thing Kirsty mentioned?",
          "Da has it. apostille is online, not post office", "communication, visa"),
        c("documents", FF, ff("Get your document legalised - GOV.UK"), "https://www.gov.uk/get-document-legalised",
          "You can get a UK public document legalised with an apostille. Standard service: £45 per document, "
          "posted to the Legalisation Office in Milton Keynes. Processing time about 2 working days plus postage.",
          "Da posts it to Milton Keynes. £45", "visa, application"),
        c("documents", SLACK, slack("Recursos Humanos"), "",
          "Javiera (HR): Hola Morag! Your employment certificate for Migraciones is attached — contrato indefinido "
          "since 2022, salary and the observatory's RUT. We can also give a letter for the Registro Civil if they ask.",
          "HR letter done. fast", "communication, salary"),
        c("documents", PV, "Certificado_laboral_MBaird.pdf", "", "",
          "check they spelled my name right this time", "visa, salary",
          ocr="CERTIFICADO  Cerro Las Tórtolas Observatory certifica que doña MORAG ELSPETH BAlRD, pasaporte "
              "N° 5418O2237, se desempeña como Operadora de Telescopio con contrato indefinido desde O1-O3-2O22"),
        c("documents", FF, ff("Carpeta tributaria - SII"), "https://www.sii.cl/servicios_online/carpeta_tributaria",
          "Carpeta tributaria para solicitar crédito / acreditar renta: declaraciones de renta de los últimos 3 "
          "años, boletas de honorarios, situación tributaria.",
          "tax folder. they want 3 years", "tax, visa"),
        c("documents", NOTES, "Notes", "",
          "PD docs: passport ok / UK cert + apostille (Da posted it Mon, back Fri?) / Chile antecedentes (online, "
          "free) / HR letter ok / carpeta tributaria ok / photo",
          "what's missing: apostille", "planning, visa"),
        c("documents", PV, "Scan_apostille_20280331.pdf", "", "",
          "Da's scan. crooked but readable", "visa",
          ocr="APOSTILLE (Convention de La Haye du 5 octobre 1961)  1. Country: United Kingdom of Great Britain and "
              "Northern lreland  2. has been signed by ACR0  ... 9. Seal/stamp  10. Signature  No. APO-28-661903"),
        c("online", FF, ff("Trámites - Servicio Nacional de Migraciones"),
          "https://tramites.serviciomigraciones.cl/formularios/pd",
          "Solicitud de Permanencia Definitiva. Paso 2 de 5: Antecedentes personales. Estado civil, profesión u "
          "oficio, domicilio en Chile, región, comuna. Adjunte los documentos en formato PDF, máximo 5 MB cada uno.",
          "step 2. comuna La Serena, oficio operadora de telescopio?", "visa, application"),
        c("online", PV, "Screenshot 2028-03-31 at 16.22.08.png", "", "",
          "portal error again. trying tomorrow morning", "visa, bug",
          ocr="Servicio Nacional de Migraciones  Error 502  No fue posible cargar el archivo. lntente nuevamente "
              "mas tarde.  Tamaño máximo 5 MB  Formato PDF"),
        c("online", FF, ff("Compress PDF - iLovePDF"), "https://www.ilovepdf.com/compress_pdf",
          "Compress PDF: reduce file size while optimizing for maximal PDF quality. Recommended compression: 6.8 MB "
          "to 1.9 MB.",
          "apostille scan was 6.8 MB, that's why", "software"),
        c("online", WA, WA, "",
          "Tomás: Amor, mi mamá dice que para la definitiva hay que pagar antes de que te den la resolución, y que "
          "en su tiempo se demoraban como 6 meses. Cualquier cosa te ayudo con el formulario.",
          "T's mum says 6 months. hope not", "communication, visa"),
        c("online", FF, ff("Pago de derechos - Servicio Nacional de Migraciones"),
          "https://tramites.serviciomigraciones.cl/pagos",
          "Monto a pagar por Permanencia Definitiva, nacionalidad británica: $ 182.600 (CLP). Medios de pago: "
          "WebPay, transferencia. El comprobante se adjunta a su solicitud.",
          "fee by nationality. 182k for Brits", "visa, finance"),
        c("online", FF, gmail("Comprobante de pago WebPay"), "",
          "Transacción aprobada. Comercio: Servicio Nacional de Migraciones. Monto: $182.600. Fecha: 02-04-2028 "
          "10:14. Código de autorización 504219.",
          "paid. screenshot the code too", "email, finance, visa"),
        c("online", FF, ff("Solicitud enviada - Servicio Nacional de Migraciones"),
          "https://tramites.serviciomigraciones.cl/solicitudes",
          "Su solicitud N° PD-2028-0417722 ha sido ingresada. Recibirá notificaciones en su correo electrónico. "
          "Estado: En revisión. Mientras tanto, su permiso de residencia temporal se entiende prorrogado.",
          "SUBMITTED. PD-2028-0417722, finally", "visa, application"),
        c("online", NOTES, "Notes", "",
          "PD-2028-0417722 sent 2 Apr. temp visa extended while pending. can I fly to UK with the comprobante? ask "
          "Javiera",
          "the question for HR before Dundee", "visa, travel"),
        c("cedula", FF, ff("Reserva de hora - Registro Civil"), "https://www.registrocivil.cl/reserva-de-hora",
          "Reserva de hora: Cédula de identidad para extranjeros. Oficina: La Serena. Horas disponibles: martes "
          "04-04-2028 08:45, 09:30; jueves 06-04-2028 11:15.",
          "Tue 8:45 before the customs chaos", "reservation, visa"),
        c("cedula", FF, gmail("Confirmación de hora - Registro Civil"), "",
          "Su hora ha sido reservada: martes 4 de abril de 2028, 08:45, oficina La Serena, Av. Francisco de Aguirre "
          "#432. Presentar pasaporte vigente y visa o comprobante de solicitud.",
          "booked. bring passport + comprobante", "email, reservation"),
        c("cedula", PV, "Screenshot 2028-04-03 at 21.10.44.png", "", "",
          "renewal rules, the foreign ID one", "visa",
          ocr="Cédula de identidad para extranjeros  Valor: $3.82O  Vigencia: igual a la de su permiso de residencia  "
              "Requisitos: pasaporte, cerlificado de residencia o solicitud en trámite"),
        c("cedula", NOTES, "Notes", "",
          "Registro Civil tue: passport, comprobante PD, old cédula, 3820 pesos cash, pen. get there 8:15",
          "list for the morning", "planning"),
        c("cedula", WA, WA, "",
          "Tomás: ¿Cómo te fue en el Registro Civil? ¿Te tomaron la foto con los ojos cerrados otra vez? jaja",
          "fine. eyes open this time", "communication"),
        c("cedula", FF, gmail("Registro Civil - Solicitud de cédula N° 600218733"), "",
          "Su solicitud de cédula de identidad ha sido registrada. Fecha estimada de entrega: 18-04-2028 en la "
          "oficina La Serena. Puede consultar el estado con el número de solicitud.",
          "ready 18 Apr. I'm in Dundee then. T can't collect it", "email, visa"),
        c("cedula", FF, ff("¿Puede otra persona retirar mi cédula? - Registro Civil"),
          "https://www.registrocivil.cl/preguntas-frecuentes",
          "La cédula de identidad debe ser retirada personalmente por el titular, dado que se requiere la "
          "verificación de la huella dactilar. Plazo para retirar: 90 días.",
          "90 days. collect it when I'm back, fine", "visa, research"),
        c("cedula", SLACK, slack("Recursos Humanos"), "",
          "Javiera (HR): Yes you can travel with the old cédula plus the comprobante of your PD application; keep "
          "the PDF on your phone for PDI at the airport. Have a lovely trip!",
          "sorted. comprobante on phone for PDI", "communication, visa, travel"),
    ],
    "dundee": [
        c("party", WA, WA, "",
          "Kirsty: Right Mo, Da's 70th. I'm thinking Saturday 22nd, the function room at the Bay Inn in Broughty "
          "Ferry, about 40 folk. He says he doesn't want a fuss which means he wants a fuss. Are you coming??",
          "K's plan. I HAVE to be there", "communication, events"),
        c("swap", FF, ff("Operator roster April-May 2028 - Google Sheets"), "https://docs.google.com/spreadsheets/d/1Roster",
          "Turno C (Baird, Fuentes from May): nights 13-20 April. Turno A (Araya): nights 21-28 April. Turno B "
          "(Contreras): nights 5-12 April.",
          "I'm on 13-20. party is the 22nd. need to swap", "planning, operations"),
        c("flights", FF, ff("Santiago to Edinburgh - Skyscanner"), "https://www.skyscanner.cl/transport/flights/scl/edi",
          "SCL to EDI, depart 17 Apr, return 28 Apr. Cheapest: USD 1,412, 2 stops (São Paulo, London), 26h 40m. "
          "Best: USD 1,689, 1 stop (London Heathrow), 19h 05m.",
          "17-28 if the swap works. 1 stop please", "flight, price, comparison"),
        c("swap", SLACK, slack("Felipe Araya"), "",
          "Morag Baird: Felipe, any chance of swapping turnos in April? You'd take my 13-20 nights, I take your 21-28 "
          "— it's my dad's 70th on the 22nd. I'd owe you big.",
          "asked Felipe. fingers crossed", "communication, planning"),
        c("party", WA, WA, "",
          "Kirsty: Bay Inn have the room for £350 plus buffet at £18 a head. I'll pay the deposit, we split it at the "
          "end? Also Mum's old photos — could you do a photo book? You're the one with patience",
          "photo book is mine then", "communication, events, spending"),
        c("swap", SLACK, slack("Felipe Araya"), "",
          "Felipe Araya: Could do, but my 21-28 includes Easter Sunday and I promised my kids the weekend. What if I "
          "take your 13-20 and you take my 5-12 May?",
          "May instead. fine by me", "communication, planning"),
        c("swap", FF, work("Leave request - April 2028"), "",
          "Marcela: Leave approved 17-28 April provided the roster swap with Felipe is confirmed on the sheet. Don't "
          "forget that Diego starts solo on your turno in May.",
          "leave ok IF the sheet shows the swap", "email, travel"),
        c("party", FF, ff("Create a photo book - Photobox"), "https://www.photobox.co.uk/photo-books",
          "Large landscape photo book, 40 pages, hardcover: £44.99. Order by 10 April for delivery before Easter. "
          "Upload from your computer, Google Photos or Facebook.",
          "order by 10 Apr to his address", "shopping, events, price"),
        c("swap", FF, ff("Operator roster April-May 2028 - Google Sheets"), "https://docs.google.com/spreadsheets/d/1Roster",
          "Change log: 13-20 April Turno C: Araya (swap with Baird). 5-12 May: Baird (swap with Araya). Approved M. "
          "Soto 29/03.",
          "swap on the sheet. approved", "planning, operations"),
        c("flights", WA, WA, "",
          "Kirsty: Did you book yet?? Prices going up, Da keeps asking when his wee astronaut lands",
          "booking at 4am on a cloudy night", "communication, flight"),
        c("flights", FF, ff("Book - British Airways"), "https://www.britishairways.com/travel/book",
          "Outbound 17 Apr: BA250 SCL 16:45 - LHR 10:30 (+1), BA1450 LHR 12:20 - EDI 13:45. Return 28 Apr: BA1441 "
          "EDI 07:05 - LHR 08:30, BA251 LHR 21:45 - SCL 07:30 (+1). Total USD 1,689.",
          "the 1-stop one. booked", "flight, itinerary, reservation"),
        c("flights", FF, gmail("Your booking confirmation XK7P2Q - British Airways"), "",
          "Booking reference XK7P2Q. Passenger: Ms Morag Baird. Please ensure your passport and any visa or "
          "residence document for your return to Chile are valid.",
          "return to Chile. residence doc. check with HR", "email, flight"),
        c("flights", PV, "Screenshot 2028-04-01 at 11.40.19.png", "", "",
          "seat on the long one. aisle", "flight, reservation",
          ocr="BA251  LHR → SCL  Seat 34C  Aisle  World Traveller  Boarding group 4  Meal: standard"),
        c("swap", WA, WA, "",
          "Diego: Saw on the roster that Felipe takes your April turno. Do I still start solo in May with you, or with "
          "him now?",
          "not sure who pairs him. ask Felipe", "communication, planning"),
        c("party", NOTES, "Notes", "",
          "speech: the telescope he built from the catalogue when I was 9 / Arbroath caravan / Mum / he still calls it "
          "my wee star job / keep under 4 min",
          "speech bits. don't cry", "writing, events"),
        c("party", PV, "IMG_2291.jpg", "", "",
          "Da and Mum 1989, for the book", "events",
          ocr="Kodak  89 O7 14  Arbroath  [handwritten] Alistair & Jean, Seaton cliffs, the day it didnae rain"),
        c("party", WA, WA, "",
          "Kirsty: Bay Inn want final numbers by the 12th, 43 so far. Uncle Ewan's coming from Inverness. Should we "
          "do a slideshow too or is that too much?",
          "no slideshow. the book is enough", "communication, events"),
        c("party", FF, ff("Create a photo book - Photobox"), "https://www.photobox.co.uk/checkout",
          "Order summary: Large landscape photo book, 44 pages, hardcover, gift box. Delivery to 14 Blackness Road, "
          "Dundee. Estimated delivery 14-16 April. Total £54.98.",
          "ordered. 44 pages in the end", "shopping, events, spending"),
        c("party", WA, WA, "",
          "Da: Kirsty says you've got your tickets! I'll pick you up in Edinburgh. Don't bring me anything, just "
          "bring yourself. And maybe a bottle of that pisco",
          "pisco for Da, obviously", "communication, events"),
        c("party", FF, ff("Pisco allowance UK customs - GOV.UK"), "https://www.gov.uk/bringing-goods-into-uk-personal-use",
          "Arriving from outside Great Britain you can bring in 4 litres of spirits over 22% or 9 litres of "
          "sparkling wine without paying duty, if you are 18 or over.",
          "2 bottles fine. the good one from Vicuña", "travel, shopping"),
        c("swap", NOTES, "Notes", "",
          "new nights: 5-12 May (Felipe's). tell T. Diego solo from May w/ Felipe. my next turno before the trip: "
          "none. good",
          "what the swap does to May", "planning"),
        c("flights", FF, ff("Travelling with a pending residency - PDI Chile"), "https://www.pdichile.cl/viajeros",
          "Foreign residents whose permit is in renewal may leave and re-enter Chile presenting the proof of their "
          "application in process and their identity card.",
          "PDI says fine. HR agreed", "travel, visa"),
        c("swap", SLACK, slack("Felipe Araya"), "",
          "Felipe Araya: Diego asked who he's paired with in May, it's me, told him. Bring me some shortbread from "
          "Scotland and we're even.",
          "shortbread for Felipe, note it", "communication"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in La Serena, each entry takes the next capture of its task. Nights on the
# mountain run from about 19:00 to 06:00, with sleep until the early afternoon; nothing is captured between 23:00 and
# 24:00 on Saturday 1 April, the hour the clocks repeat.
DAYS = {
    # Thu 23 (up the mountain at 14:00): the residency list over breakfast, Diego on the bus, the induction and the
    # plan before the van; his altitude medical in the control room
    "2028-03-23": "09:30 residency, 09:40 residency, 09:50 residency, 10:40 trainee, 11:00 trainee, 11:20 trainee, "
                  "15:30 trainee",
    # Fri 24 (night 1): the fault at one in the morning, readings every quarter hour, the vendor case while Anil
    # sleeps, the FR at dawn; Kirsty's message and the roster after sleep; the old checklist; the log, the manual
    "2028-03-24": "01:15 cryo, 01:20 cryo, 01:31 cryo, 02:12 cryo, 02:40 cryo, 02:50 cryo, 05:50 cryo, 06:00 cryo, "
                  "16:00 dundee, 16:10 dundee, 16:25 dundee, 20:30 trainee, 21:30 cryo, 22:10 cryo",
    # Sat 25 (night 2): her dad has the police letter, the vendor's reply between them; Felipe; notes on Diego and
    # Marcela's change to his plan; the diagnostic steps late
    "2028-03-25": "14:20 residency, 14:30 residency, 14:38 cryo, 16:52 dundee, 17:00 trainee, 17:20 trainee, "
                  "17:35 trainee, 22:40 cryo",
    # Sun 26 (night 3): the diagnostic at three in the morning; Kirsty, Felipe's counter-offer; checklists with Diego
    "2028-03-26": "03:20 cryo, 15:00 dundee, 18:00 dundee, 22:00 trainee, 23:30 trainee",
    # Mon 27 (night 4): closing order at dawn; an afternoon of switching (HR letter, the RMA, Felipe on the wiki,
    # Anil's comment, Diego's question); the TCS screen at night
    "2028-03-27": "06:10 trainee, 14:40 residency, 14:45 residency, 15:00 cryo, 15:05 cryo, 15:14 trainee, "
                  "15:22 trainee, 15:31 cryo, 17:00 trainee, 20:14 trainee",
    # Tue 28 (night 5): closed for humidity at three; Diego, the leave, the photo book, the shipment
    "2028-03-28": "03:02 trainee, 15:24 trainee, 15:30 dundee, 16:00 dundee, 17:00 cryo, 17:10 cryo",
    # Wed 29 (night 6): the tax folder, the snow forecast, the swap approved; v8 sent late
    "2028-03-29": "15:00 residency, 15:20 residency, 15:28 trainee, 17:00 dundee, 23:00 trainee",
    # Thu 30 (night 7 into 8): flights booked at four in the morning under cloud; v8 approved, customs holds the
    # spare; Diego's sign-off on the last night
    "2028-03-30": "04:05 dundee, 04:20 dundee, 04:25 dundee, 15:00 trainee, 16:40 cryo, 23:30 trainee",
    # Fri 31 (down the mountain): the chains video before bed; her dad's scan, the exemption paperwork, Diego home
    # safe, the portal failing
    "2028-03-31": "06:05 trainee, 12:30 residency, 12:41 cryo, 12:50 cryo, 15:30 trainee, 15:38 residency, "
                  "16:22 residency",
    # Sat 1 (off): the compressed scan, a seat, Tomás at his mother's, Diego; the speech and old photos in the
    # evening (the clocks go back at midnight)
    "2028-04-01": "09:10 residency, 11:40 dundee, 12:50 residency, 12:58 dundee, 21:30 dundee, 22:15 dundee",
    # Sun 2 (off, -04:00 now): a focused hour on the application, the fee, a Registro Civil hour; the photo book
    "2028-04-02": "10:05 residency, 10:15 residency, 10:30 residency, 10:40 residency, 10:50 residency, "
                  "10:52 residency, 11:00 dundee, 20:30 dundee",
    # Mon 3 (off): Marcela on Diego; the signed letter and the agent; her dad and the pisco; the swap's May; the
    # cédula rules at night
    "2028-04-03": "10:00 trainee, 11:50 cryo, 12:30 cryo, 12:40 cryo, 14:00 dundee, 14:10 dundee, 21:02 dundee, "
                  "21:10 residency, 21:20 residency",
    # Tue 4 (off): Registro Civil at 08:45, the release between Tomás and the email; delivered in the evening
    "2028-04-04": "09:30 residency, 10:02 cryo, 10:10 cryo, 10:18 residency, 19:52 cryo, 21:00 residency",
    # Wed 5 and Thu 6 (off): HR's answer, the PDI page, Felipe; Anil closes the fault
    "2028-04-05": "10:30 residency, 10:41 dundee, 20:15 dundee",
    "2028-04-06": "10:30 cryo",
}
TIMELINE = day_timeline(DAYS, TZ)
