"""Isla Drummond, a freelance book and paper conservator in Prague: a herbarium album's conservation and its loan to
an exhibition in Edinburgh (the condition survey and proposal, the mould cleaning and repairs, the loan paperwork),
moving her workshop from Žižkov to Karlín (the lease, fitting out the new studio, moving the press), her 2028 tax
return as a self-employed person (income and flat-rate expenses, the return, the social and health insurance
overviews), her daughter's first-school enrolment (choosing the school, the enrolment paperwork) and a cargo bike for
the family (comparing models, the test ride and the purchase).

Written by hand in session 17 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the understanding or
the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end of that session.
Its misses have been read since, so from session 18 it is a development corpus (bench/data/corpora/, part of the
leave-one-out) and a new test corpus took its place.

Isla (43) is from Stirling, trained in Edinburgh and has worked in Prague for twelve years; she conserves books, maps
and works on paper for archives, foundations and collectors, mostly in English, and binds a little. She lives in
Karlín with Ondřej Krejčí, a tram driver, and their daughter Bára (Barbora, 6). In the fortnight from Monday 19 March
to Sunday 1 April 2029:
- the herbarium: the Lindner Foundation (fictional; its director Dr Radek Soukup) lends Theresia Vogl's herbarium
  (a fictional album of 1843, 212 pressed specimens on guards) to "Pressed Lives", an exhibition at the Caledonian
  Herbarium Library in Edinburgh (fictional; its registrar Catriona Weir) opening on 24 April; Isla surveys it in the
  foundation's store, proposes a treatment (inactive mould, 17 loose specimens, four split guards, a box), treats it,
  and prepares the condition report, the crate and her own trip as the courier;
- the studio: the shared workshop in Žižkov is being converted, so she leases a ground-floor unit at Pernerova 9
  (fictional number) from Dvory Karlín s.r.o. (fictional; agent Tomáš Běhal): the lease's clauses, the deposit (kauce),
  the handover; an electrician, an extraction arm and a dehumidifier; heavy-item movers (Stěhování Kos, fictional)
  for the 280 kg nipping press on Saturday 31 March, with her studio mate Vendula Šimková, a bookbinder;
- the tax return: the income tax return for 2028 on the tax portal, with 60% flat-rate expenses (her friend Jitka, an
  accountant, advises by chat), a gallery's unpaid invoice, the child credit left to Ondřej, a donation, and the
  overviews for social insurance (ČSSZ) and health insurance (VZP) with the new minimum advances;
- Bára's school: the catchment school ZŠ U Viaduktu (fictional) against a bilingual private school (Riverbend,
  fictional), the open day, the online pre-registration and the enrolment on 11 April;
- the bike: a longtail electric cargo bike to take Bára to school and the shopping home: a box bike against two
  longtails, the courtyard shed's door, an owners' forum, Vendula's sister's word for one, a test ride and a demo
  bike from a Karlín shop (Kolo Karlín, fictional), its insurance, lock and warranty.

She works on a Windows 11 laptop: Google Chrome for the web (window titles end " - Google Chrome": the tax portal,
her bank, the school pages, bike shops and an owners' forum, a conservation reference site), classic Outlook for mail
(an opened message's window is titled "<subject> - Message (HTML)"), Signal Desktop (titled only "Signal": Ondřej,
Vendula, Jitka, Radek), Adobe Acrobat Reader for every PDF, Excel, Word and OneNote (titled "<page> - OneNote").
Memos are her shorthand (first person, a conservator's and a Scot's: "cons rep", "RH", "kozo", "f.44", "O", "V", "J",
"DAP", "kauce"). English is her language and her clients'; Czech as she meets it (the listing, the lease and the
handover, the electrician and the movers, the tax portal, her bank and its statements, the health insurer's form, the
school's pages and form, a warranty card), under a fifth of the captures. Words cross on purpose: insurance in the
loan (nail to nail), the tax overviews and the bike; humidity (RH) in the herbarium and in the new studio; the press
in the studio move and the herbarium (pressed plants, never in the press); crates in the loan and the move; forms in
the school and the tax; reviews, specs and prices in the bike and the studio's dehumidifier; invoices in the
herbarium, the move and the tax; deposits in the lease, the movers and the bike; budgets in the studio and the bike;
Ondřej in every task; Vendula in the herbarium, the studio and the bike; Jitka in the tax and the school; Karlín in
the studio, the school and the bike.

The timeline is written by hand (TIMELINE below): two busy Mondays, the herbarium's survey day at the foundation's
store, the lease signed on the first Thursday, tax on the first weekend and in late evenings, the clocks going
forward in the night of Sunday 25 March (+01:00 until 02:00, then +02:00; nothing in the skipped hour), the Good
Friday holiday on the condition report and the insurance overviews, moving day on Saturday 31 March and Easter
Sunday.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("freelance book and paper conservator in Prague: a herbarium album's treatment and its loan to Edinburgh, "
           "moving her workshop to Karlín, her self-employed tax return, her daughter's school enrolment, a cargo "
           "bike")
TZ = ZoneInfo("Europe/Prague")  # CET +01:00 until Sunday 25 March 2029 02:00, then CEST +02:00
ID_PREFIX = "pg"  # "p" is the parent's and "g" a snippet file's; no corpus or snippet file uses "pg"
APP_WORDS = {"google", "chrome", "outlook", "message", "html", "signal", "adobe", "acrobat", "reader", "64", "bit",
             "microsoft", "excel", "word", "onenote", "docx", "xlsx", "pdf", "https", "www", "com", "org", "cz", "uk",
             "eu", "strava", "paperconservationnotes", "realitykarlin", "klimashop", "stehovanikos", "mojedane",
             "financnisprava", "cnb", "cssz", "eportal", "vzp", "mojebanka", "praha8", "zsuviaduktu", "riverbend",
             "registrars", "skyscanner", "mestemnakole", "kolokarlin", "longtailowners",
             "pojistovnavltava"}

TASK_NAMES = {
    "herbarium": ("Vogl herbarium", "the herbarium album", "Edinburgh loan", "Theresia Vogl's album"),
    "studio": ("Studio move to Karlín", "new studio", "the move", "Pernerova workshop"),
    "tax": ("2028 tax return", "taxes", "tax return and overviews", "daňové přiznání"),
    "school": ("Bára's school enrolment", "school for Bára", "zápis", "first class"),
    "bike": ("Cargo bike", "the family bike", "longtail", "e-cargo bike"),
}
SUB_NAMES = {
    "herbarium/survey": ("Condition survey and proposal", "survey", "treatment proposal", "quote for Radek"),
    "herbarium/treatment": ("Mould cleaning and repairs", "treatment", "re-attaching specimens", "guards"),
    "herbarium/loan": ("Loan to Edinburgh", "loan paperwork", "courier trip", "condition report"),
    "studio/lease": ("Lease and deposit", "lease", "kauce", "contract"),
    "studio/fitout": ("Fitting out the studio", "fit-out", "extraction and dehumidifier", "electrician"),
    "studio/move": ("Moving the press", "movers", "packing", "moving day"),
    "tax/income": ("Income and flat-rate expenses", "income 2028", "invoices", "paušál"),
    "tax/return": ("The tax return", "filing", "tax credits", "tax base"),
    "tax/insurance": ("Social and health insurance overviews", "overviews", "insurance advances", "přehledy"),
    "school/choosing": ("Choosing a school", "which school", "catchment school", "open day"),
    "school/enrolment": ("Enrolment paperwork", "pre-registration", "enrolment day", "documents"),
    "bike/models": ("Comparing cargo bikes", "models", "longtail or box", "which bike"),
    "bike/buying": ("Test ride and purchase", "test ride", "the order", "buying it"),
}

CH = "Google Chrome"
OL = "Outlook"
SIG = "Signal"
AR = "Adobe Acrobat Reader"
XL = "Excel"
WORD = "Word"
ON = "OneNote"


def web(page: str) -> str:
    return f"{page} - Google Chrome"


def mail(subject: str) -> str:
    return f"{subject} - Message (HTML)"


def pdf(name: str) -> str:
    return f"{name} - Adobe Acrobat Reader (64-bit)"


def note(page: str) -> str:
    return f"{page} - OneNote"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "herbarium": [
        c("survey", OL, mail("Vogl herbarium - condition survey for the Edinburgh loan"), "",
          "Dear Isla, the Caledonian Herbarium Library has asked to borrow Theresia Vogl's herbarium (1843) for "
          "'Pressed Lives', which opens on 24 April. They need a condition report and your view on whether it can "
          "travel at all. Could you survey it this week? It is in our store on Vinohradská. Best wishes, Radek",
          "survey this week. opening 24 Apr = tight", "email, deadline"),
        c("survey", ON, note("Vogl herbarium - survey"), "",
          "Album 31 x 44 cm, half leather, marbled boards, 86 leaves, 212 specimens on guards. Sewing sound. Guards "
          "split at ff. 40, 41, 58, 77. Mould stains ff. 40-52, lower margin, powdery. 17 specimens loose, fragments "
          "in the gutter at f. 49. Labels in iron gall ink, some haloing. Store RH 63%.",
          "3 hrs in the store. freezing. f.44 worst", "research, books"),
        c("survey", CH, web("Mould on paper: active or inactive? | Paper Conservation Notes"),
          "https://paperconservationnotes.org/mould/active-inactive",
          "Active mould is soft and smears when brushed; inactive mould is dry and powdery and lifts as dust. Test "
          "with a soft brush under magnification. Inactive growth can be removed by HEPA vacuum and dry cleaning in "
          "an extraction cabinet; do not humidify the object until it has been cleaned.",
          "powdery = inactive, I'm fairly sure. don't humidify yet", "research"),
        c("survey", AR, pdf("Vogl_herbarium_survey_photos.pdf"), "", "",
          "f.44 for the proposal, the worst leaf", "research",
          ocr="f. 44r  Specimen 118  PrimuIa veris  detached at base, held by one strap  guard spIit 3 cm  "
              "mouId stains Iower margin (inactive)  IabeI: 'Auf dem Laurenziberg, Mai 184l'  scaIe bar 5 cm"),
        c("survey", SIG, SIG, "",
          "Vendula: Saw the photos you sent. 44 is grim 😬 I've got kozo in three weights if you run short, take what "
          "you need before we start packing the shelves",
          "V's kozo. grab it before the move", "communication"),
        c("survey", WORD, "Vogl_treatment_proposal_v1.docx - Word", "",
          "Proposed treatment: 1. Dry cleaning of mould residues under local extraction (HEPA). 2. Re-attachment of "
          "17 loose specimens with toned Japanese tissue straps and wheat starch paste. 3. Repair of four split "
          "guards. 4. A drop-spine box for storage and travel. Estimated 38 hours.",
          "38 hrs. box in, they'll need it to travel", "writing, draft"),
        c("survey", XL, "Quotes_2029.xlsx - Excel", "",
          "Lindner Foundation | Vogl herbarium survey | 6 h | 4,200 CZK\nLindner Foundation | treatment 38 h x 700 | "
          "26,600 CZK\nbox, board and cloth | 3,100 CZK\ntotal | 33,900 CZK | not a VAT payer",
          "quote for Radek. say no VAT, I'm not a payer", "price, invoice"),
        c("survey", OL, mail("RE: Vogl herbarium - condition survey for the Edinburgh loan"), "",
          "Isla, thank you, the proposal is approved as it stands, box included. The board meets on 2 April but I can "
          "sign this myself. Please start when you can and invoice us in two parts; Edinburgh wants the condition "
          "report by 6 April. R.",
          "approved incl box. cons rep by 6 Apr", "email, deadline"),
        c("treatment", CH, web("Wheat starch paste: preparation and dilution | Paper Conservation Notes"),
          "https://paperconservationnotes.org/adhesives/wheat-starch-paste",
          "Cook one part wheat starch in four parts water, stirring until translucent, then strain through a fine "
          "sieve. For hinges and repair straps dilute to a thin cream; a paste that is too wet will cockle the "
          "support.",
          "thinner than for binding. 1:6 for the straps", "research, methods"),
        c("treatment", SIG, SIG, "",
          "Vendula: Is your extraction arm on? I'm sanding boards next door and the dust alarm keeps going off. Also "
          "the landlord came round measuring again",
          "V sanding. arm on, door shut", "communication"),
        c("treatment", ON, note("Vogl herbarium - treatment log"), "",
          "22.3. dry cleaning ff. 40-46, soft brush and HEPA vacuum under the arm, FFP3 mask, nitrile. Residue lifts "
          "easily; the stains remain (recorded, not removable). Studio 48% RH, 19 °C.",
          "day 1. stains stay and that's fine", "research, methods"),
        c("loan", OL, mail("Pressed Lives - loan agreement LN-2029-014"), "",
          "Dear Ms Drummond, please find attached the loan agreement for the Vogl herbarium and our facility report. "
          "The object travels with a courier; we cover nail-to-nail insurance at the value stated by the lender "
          "(EUR 40,000). Display: 50 lux, 45-55% RH, open at f. 44 as in the catalogue. Kind regards, Catriona Weir",
          "they want f.44 open. the worst leaf! no", "email, planning"),
        c("loan", AR, pdf("CHL_facility_report_2029.pdf"), "", "",
          "gallery 2 looks fine. 50 lux ok for 3 months", "research",
          ocr="GaIIery 2  EnvironmentaI controI  Temperature 19-21 °C  ReIative humidity 5O% ± 5%  Logging: "
              "wireIess, 15 min  Light: LED, 5O Iux on works on paper  Cases: Iaminated glass, silica"),
        c("treatment", AR, pdf("Vogl_treatment_record_photos.pdf"), "", "",
          "before/after for the gentians", "research",
          ocr="f. 71v  Specimens 166-168  Gentiana verna  BEFORE: Ioose, Ieaves curIed  AFTER: 3 straps, kozo "
              "9 g/m2 toned  wheat starch 1:6  22.O3.2O29  IDrummond"),
        c("loan", CH, web("Couriering works on paper: a checklist | Registrars Group"),
          "https://registrars.org.uk/guidance/couriering-works-on-paper",
          "The courier accompanies the object from packing to installation, keeps the crate in sight during "
          "transfers, checks the condition report with the borrower at unpacking and signs it only when satisfied.",
          "me as courier? Radek will ask, bet. crate in sight", "travel, planning"),
        c("treatment", XL, "Vogl_loose_specimens.xlsx - Excel", "",
          "no | folio | label | state | straps | done\n118 | 44r | Primula veris | detached at base | 2 | yes\n131 | "
          "49v | Pulsatilla | fragments in gutter | packet | yes\n166 | 71v | Gentiana verna | loose | 3 | yes\n"
          "184 | 80r | Soldanella | loose | 2 |",
          "11 of 17 done. Pulsatilla bits go in a packet", "research"),
        c("treatment", OL, mail("RE: fragments in the gutter, f. 49"), "",
          "Isla, please keep the fragments in a labelled packet on the same leaf, as you suggest. Theresia's album is "
          "a document as much as a collection; nothing should leave the page it came from. Radek",
          "fragments stay on the leaf, in packets. good", "email"),
        c("treatment", SIG, SIG, "",
          "Ondřej: Bára asks if the flower book has a daisy in it. Can you send her a photo? She says it's for her "
          "nature corner at kindergarten",
          "sent her the Bellis perennis. delighted", "communication, household"),
        c("treatment", ON, note("Vogl herbarium - treatment log"), "",
          "27.3. guards ff. 40, 41, 58, 77 repaired with kozo 12 g/m2 and paste 1:6, dried between blotters under a "
          "light weight, NOT in the press (the specimens would flatten). 17/17 specimens re-attached.",
          "guards done. never the press with specimens in", "research, methods"),
        c("loan", OL, mail("ArtTrans - quote, climate crate Prague - Edinburgh"), "",
          "Dear Isla, for the herbarium: climate crate 62 x 54 x 30 cm, foam lined, with a data logger; road to "
          "Frankfurt and air to Edinburgh, courier seat included, EUR 2,480. Collection Monday 16 April at 10:00 from "
          "the foundation's store.",
          "crate 2,480. collection 16 Apr", "email, price"),
        c("loan", SIG, SIG, "",
          "Radek: The insurance certificate from Edinburgh came today and I signed the loan agreement. Can you be the "
          "courier 16-19 April? Per diem as usual, they book the hotel",
          "courier yes. Stirling on the 18th?", "communication, travel"),
        c("loan", CH, web("Cheap flights from Prague to Edinburgh | Skyscanner"),
          "https://www.skyscanner.cz/transport/flights/prg/edi/290416",
          "Mon 16 Apr PRG 13:05 > FRA 14:20, FRA 15:10 > EDI 15:55, 1 stop, EUR 289. Thu 19 Apr EDI 06:45 > FRA "
          "09:40 > PRG 11:55, EUR 214.",
          "ArtTrans books it, I only choose. the via-FRA one", "flight, travel, price"),
        c("loan", OL, mail("RE: Pressed Lives - loan agreement LN-2029-014"), "",
          "Dear Catriona, the lender would prefer the album open at ff. 71v-72r (Gentiana verna) rather than f. 44, "
          "which carries the most fragile specimens. The condition report will follow by 6 April. Best wishes, Isla",
          "asked for the gentians instead of 44", "email"),
        c("loan", WORD, "Vogl_condition_report_CHL.docx - Word", "",
          "Condition on departure: stable. 212 specimens, 17 re-attached in March 2029 (list attached). Inactive mould "
          "stains ff. 40-52, recorded. Handling: support the text block, open no wider than 110 degrees, turn leaves "
          "by the guard, never by the specimen.",
          "cons rep, 2 pages + photos. holiday quiet", "writing, draft"),
    ],
    "studio": [
        c("lease", CH, web("Pronájem nebytového prostoru 86 m², Praha 8 - Karlín | realitykarlin.cz"),
          "https://www.realitykarlin.cz/pronajem/nebytove-prostory/pernerova-86m2",
          "Nebytový prostor v přízemí, 86 m², vlastní vchod z ulice, voda, WC, třífázový proud. Nájem 23 500 Kč "
          "měsíčně + služby 3 200 Kč. Kauce ve výši tří nájmů. Volné od 1. 4. 2029.",
          "the Pernerova one again. 3-phase! kauce 3 months", "rent, price"),
        c("lease", OL, mail("Pernerova 9 - draft lease"), "",
          "Dear Ms Drummond, attached is the draft lease in Czech and English. Term three years from 1 April 2029, "
          "rent CZK 23,500 plus service charges, deposit CZK 70,500 payable on signing. Please note clause 7.3 on "
          "alterations. Kind regards, Tomáš Běhal, Dvory Karlín s.r.o.",
          "7.3 = my extraction duct? read tonight", "email, rent"),
        c("lease", AR, pdf("Najemni_smlouva_Pernerova9_CZ-EN.pdf"), "", "",
          "written consent for the duct, get it now", "rent",
          ocr="7.3 Nájemce není oprávněn provádět stavební úpravy bez předchozího písemného souhIasu "
              "pronajímateIe.  7.3 The Tenant shaII not make aIterations without the LandIord's prior written "
              "consent.  7.4 Nájemce  je povinen ..."),
        c("lease", SIG, SIG, "",
          "Ondřej: Read the lease on the tram. Clause 12 lets them end it with 3 months notice if the building is "
          "sold?? After you spend 30k on fitting it out. Ask them to change that",
          "O spotted 12. ask for longer", "communication, rent"),
        c("lease", OL, mail("RE: Pernerova 9 - draft lease"), "",
          "Dear Mr Běhal, thank you. Two requests before signing: written consent now for an extraction duct through "
          "the rear window (drawing attached), and 12 months' notice instead of three in clause 12. Best regards, "
          "Isla Drummond",
          "sent both asks before breakfast", "email, rent"),
        c("move", CH, web("Stěhování těžkých břemen - trezory, stroje, klavíry | Stěhování Kos"),
          "https://www.stehovanikos.cz/tezka-bremena",
          "Stěhujeme trezory, klavíry a stroje do 500 kg po celé Praze. Cena je stanovena po prohlídce. O víkendu "
          "příplatek 20 %.",
          "heavy-item people. press is 280 kg", "price"),
        c("lease", OL, mail("RE: RE: Pernerova 9 - draft lease"), "",
          "Dear Ms Drummond, the owner agrees to the duct as drawn and to six months' notice in clause 12. If that is "
          "acceptable we can sign on Thursday 22 March at 16:00 at our office, and you may have the keys the same "
          "day to prepare the space.",
          "6 months, fine. sign thu 22 at 4", "email, meeting, rent"),
        c("lease", CH, web("Platební příkaz - Moje banka"), "https://www.mojebanka.cz/ib/platby/novy",
          "Příjemce: Dvory Karlín s.r.o. Účet: 2201884467/2010. Částka: 70 500,00 CZK. Variabilní symbol: 20290322. "
          "Zpráva pro příjemce: kauce Pernerova 9 Drummond.",
          "kauce paid. gulp", "rent, finance"),
        c("lease", AR, pdf("Predavaci_protokol_Pernerova9.pdf"), "", "",
          "keys, 4 + 2. the cracked tile is written in", "rent",
          ocr="PŘEDÁVACÍ PROTOKOL  Pernerova 9, 1.NP  Stav eIektroměru: O41 228 kWh  Vodoměr: 312,7 m3  "
              "KIíče: 4x vchod, 2x zadní dveře  Závady: prasklá dIaždice u WC  Podpisy: T. BěhaI  I. Drummond"),
        c("fitout", ON, note("New studio - fit-out"), "",
          "Pernerova: sink with a filter / extraction arm + duct, rear window / dehumidifier, RH 45-55 / logger / UV "
          "film on the street window / plan chest against the dry wall / sockets by the bench x4",
          "list, walking round with the tape measure", "planning"),
        c("move", OL, mail("Stěhování - nabídka, Husitská - Pernerova"), "",
          "Dobrý den paní Drummond, po prohlídce posílám nabídku: lis 280 kg, řezačka 90 kg, dva regály, asi 30 "
          "krabic. Sobota 31. 3. od 8:00, tři muži a dodávka, 9 800 Kč vč. DPH. Záloha 2 000 Kč předem. S pozdravem "
          "Karel Kos",
          "9,800 sat 31st. 2k deposit first", "email, price"),
        c("fitout", CH, web("Odvlhčovače vzduchu - adsorpční a kompresorové | klimashop.cz"),
          "https://www.klimashop.cz/odvlhcovace",
          "Desiccant dehumidifier 8 l/day, works from 1 °C, 650 W, humidistat 30-80%, 8,990 CZK. Compressor "
          "dehumidifier 12 l/day, works from 5 °C, 290 W, 6,490 CZK.",
          "ground floor, cold in winter = desiccant", "comparison, specs, price"),
        c("fitout", SIG, SIG, "",
          "Vendula: Your logger in the back room says 68% humidity this week. The new place will be worse, it's "
          "ground floor and the river's 300 m away, mark my words",
          "V cheerful as ever. desiccant then", "communication"),
        c("move", ON, note("Move - packing"), "",
          "crates: tools / paper stock stays flat in the plan chest drawers, don't empty them / ethanol and solvents "
          "separate, not in the van with the press / the Vogl album stays at the store till April!! / V's boxes "
          "marked V",
          "packing list. the album is NOT moving", "planning"),
        c("move", SIG, SIG, "",
          "Ondřej: I can borrow Pavel's van on Saturday morning for the small stuff, but I'm on the 22 until 14:00 "
          "on Sunday, so Saturday only",
          "O + van sat morning. he's driving Sunday", "communication, planning"),
        c("fitout", OL, mail("Cenová nabídka - odsávání a elektro, Pernerova 9"), "",
          "Dobrý den, posílám nabídku: vývod pro odsávací rameno zadním oknem, čtyři nové zásuvky u pracovního stolu, "
          "jistič. Celkem 14 800 Kč bez DPH. Termín: úterý 27. 3. od 8 hodin. Petr Vaněk",
          "electrician 14.8k, tue 27th from 8", "email, price"),
        c("fitout", XL, "Studio_move_budget.xlsx - Excel", "",
          "kauce | 70,500 | paid 22.3.\nfirst rent | 23,500 | by 1.4.\nextraction arm, used | 18,000 |\nelectrician | "
          "14,800 + DPH |\ndehumidifier + logger | 10,480 |\nmovers | 9,800 | 2,000 paid",
          "budget. ouch. the arm pays for itself, mould jobs", "price, spending, planning"),
        c("fitout", AR, pdf("Extraction_arm_FA100_manual.pdf"), "", "",
          "6 m max with 2 bends. the window run is 5.2", "specs",
          ocr="lnstaIIation  Duct diameter 1OO mm  Max. duct Iength 6 m with 2 bends  AirfIow 25O m3/h  FiIters: "
              "HEPA H14 + activated carbon  Mount the arm 1.8-2.1 m above the fIoor"),
        c("fitout", CH, web("Order 29-04417 confirmed | klimashop.cz"), "https://www.klimashop.cz/objednavka/29-04417",
          "Order 29-04417: desiccant dehumidifier 8 l/day, 8,990 CZK; USB data logger temperature/RH, 1,490 CZK. "
          "Delivery to Pernerova 9, Praha 8, Wednesday 28 March.",
          "ordered. delivered there wed", "shopping, price"),
        c("move", AR, pdf("Pernerova9_pudorys.pdf"), "", "",
          "door 90 cm. the press base is 78. phew", "planning",
          ocr="PŮDORYS 1.NP  díIna 62,4 m2  skIad 11,8 m2  WC 3,2 m2  vstup z uIice  šířka dveří 9O cm  zadní dveře "
              "8O cm  měřítko 1:1OO"),
        c("move", SIG, SIG, "",
          "Vendula: Old landlord says keys back by Tuesday 3rd, and the walls where the shelves were have to be "
          "filled. I have filler, you have the drill. Beer after?",
          "Husitská keys by tue 3. fill the holes", "communication, rent"),
        c("move", OL, mail("Faktura 2029/112 - Stěhování Kos"), "",
          "Invoice 2029/112: removal Husitská 42 to Pernerova 9 on 31 March 2029, 3 movers and van, 9,800 CZK incl. "
          "VAT. Deposit 2,000 CZK received; balance 7,800 CZK due within 14 days.",
          "balance 7,800. a 2029 cost, not for this return", "invoice, spending"),
    ],
    "tax": [
        c("income", XL, "Faktury_2028.xlsx - Excel", "",
          "FV 2028/01 - FV 2028/41 | issued 41 | total 612,400 CZK | paid 598,900 CZK | unpaid at 31.12.: FV 2028/39 "
          "Galerie Wolf 13,500 CZK (atlas repair)",
          "2028 in one line. Wolf still owes 39", "income, invoice"),
        c("income", SIG, SIG, "",
          "Jitka: Your licence is a free trade, so 60%, not 80%. And 60% still beats real costs unless you spent over "
          "367k, which you didn't 😉 Send me the total when you have it",
          "J: stay on 60%. no receipts hunt", "communication, tax"),
        c("income", CH, web("Flat-rate expenses for the self-employed | Financial Administration"),
          "https://www.financnisprava.cz/en/individuals/flat-rate-expenses",
          "Instead of actual expenses, a self-employed person may claim a flat rate: 80% of income from agriculture "
          "and craft trades, 60% from other trades, 40% from liberal professions, 30% from rentals. The flat rate is "
          "capped.",
          "60 for me then. cap doesn't bite", "tax"),
        c("income", AR, pdf("Vypis_2028_12.pdf"), "", "",
          "the GBP one. which rate?", "income, finance",
          ocr="VÝPIS Z ÚČTU 12/2O28  Příchozí pIatby  O5.12. Nadace Lindner FV 2O28/36 18 2OO,OO CZK  19.12. "
              "The BIackIetter Trust FV 2O28/38 42O,OO GBP  27.12. Ústav ... FV 2O28/4O 9 8OO,OO"),
        c("income", CH, web("Kurzy devizového trhu | ČNB"), "https://www.cnb.cz/en/financial-markets/exchange-rates",
          "Czech National Bank exchange rates, 19.12.2028: EUR 24.870, GBP 29.145, USD 22.612. Annual uniform "
          "exchange rate 2028: EUR 24.91, GBP 29.38.",
          "day rate 29.145 or the annual one? day, it's one payment", "finance, tax"),
        c("income", XL, "Faktury_2028.xlsx - Excel", "",
          "income 2028 | 612,400\nflat-rate expenses 60% | 367,440\nbase § 7 | 244,960\n(GBP invoice at 29.145 = "
          "12,241)",
          "base 244,960. less than I feared", "tax, income"),
        c("return", CH, web("Daňové přiznání k dani z příjmů FO - Moje daně"), "https://mojedane.cz/dap/fo/2028",
          "Oddíl 2: Dílčí základ daně z příjmů ze samostatné činnosti (§ 7): příjmy 612 400 Kč, výdaje 367 440 Kč. "
          "Sleva na poplatníka 30 840 Kč. Daňové zvýhodnění na vyživované dítě: ano / ne.",
          "section 2 done. the child one next", "tax"),
        c("return", SIG, SIG, "",
          "Jitka: The child credit goes to one of you, not both! Ondřej already claims Bára at work through his "
          "employer, so leave her out of yours",
          "Bára on O's, not mine", "communication, tax"),
        c("income", OL, mail("FV 2028/39 - reminder"), "",
          "Dear Mr Wolf, a gentle reminder that invoice FV 2028/39 for the repair of the Kreibich atlas (13,500 CZK) "
          "was due on 30 January. Could you let me know when I can expect payment? Kind regards, Isla Drummond",
          "chasing Wolf. politely. 3rd time", "email, invoice, income"),
        c("insurance", CH, web("Minimum advance payments for the self-employed 2029 | VZP"),
          "https://www.vzp.cz/en/payers/self-employed/advances-2029",
          "From January 2029 the minimum monthly health insurance advance for a self-employed person is CZK 3,306. "
          "Pay it by the 8th of the following month.",
          "3,306 since Jan. I've been paying the old one!", "finance"),
        c("insurance", SIG, SIG, "",
          "Jitka: And the two overviews, social and health, within a month of filing. Do them the same week or "
          "you'll forget, I know you. Health also wants the difference for January to March",
          "J knows me. same week. back-pay Jan-Mar", "communication, deadline"),
        c("return", ON, note("Tax 2028"), "",
          "DAP form, left: sleva na poplatníka yes / child no (O) / pension savings 14,400, deductible only above 24k? "
          "no / donation Karlín food bank 2,500, deductible? / advances paid: none",
          "what's left before I file", "tax, planning"),
        c("return", CH, web("Gifts as a deduction from the tax base | Financial Administration"),
          "https://www.financnisprava.cz/en/individuals/gifts-deduction",
          "Gifts for public benefit may be deducted if their total for the year is at least CZK 1,000 or 2% of the "
          "tax base, up to 15% of the base. Keep the recipient's confirmation of the gift.",
          "2,500 > 1,000. deduct. find the food bank letter", "tax"),
        c("return", AR, pdf("DAP_2028_navrh.pdf"), "", "",
          "draft DAP. row 105 right, 2,500 gift in", "tax",
          ocr="ř. 1O4 příjmy § 7  612 4OO  ř. 1O5 výdaje § 7  367 44O  ř. 113 (6O %)  ř. 42 zákIad daně 244 96O  "
              "ř. 46 dary 2 5OO  ř. 56 zákIad po odečtení 242 4OO  ř. 64 sIeva na popIatníka 3O 84O"),
        c("return", OL, mail("Potvrzení o přijetí podání - daňové přiznání FO 2028"), "",
          "Potvrzení o přijetí podání. Daňové přiznání k dani z příjmů fyzických osob za rok 2028 bylo přijato dne "
          "29. 3. 2029 v 21:47. Číslo podání: 10284455301. Finanční úřad pro hlavní město Prahu.",
          "filed!! before Easter, as promised", "tax, email"),
        c("return", CH, web("Platební příkaz - Moje banka"), "https://www.mojebanka.cz/ib/platby/novy",
          "Payment order: tax office for the City of Prague (FÚ pro hl. m. Prahu), account 7704-77628031/0710, amount "
          "5,520 CZK, income tax 2028, due with the return.",
          "tax 5,520 paid. less than the dehumidifier", "tax, finance"),
        c("insurance", XL, "Zalohy_2029.xlsx - Excel", "",
          "social 2028: base 122,480, owed 35,765, paid 12 x 4,759 = 57,108, minimum applies, no refund\nhealth 2028: "
          "owed 16,535, paid 12 x 3,143, minimum applies\nhealth 2029: 3,306 from Jan, short 3 x 163",
          "numbers for both overviews. minimums everywhere", "finance, planning"),
        c("insurance", CH, web("Přehled o příjmech a výdajích OSVČ za rok 2028 - ePortál ČSSZ"),
          "https://eportal.cssz.cz/web/portal/-/tiskopisy/osvc-2028",
          "Social insurance overview of income and expenses of a self-employed person for 2028: income 612,400, "
          "expenses 367,440, assessment base 122,480 (50%), minimum base applies. Advances paid 57,108 CZK.",
          "social overview, half the base", "finance"),
        c("insurance", AR, pdf("VZP_prehled_OSVC_2028.pdf"), "", "",
          "health overview. back-pay 489 in April", "finance",
          ocr="PŘEHLED o příjmech a výdajích OSVČ za rok 2O28  Zdravotní pojišťovna: VZP ČR (111)  Úhrn příjmů "
              "612 4OO  Úhrn výdajů 367 44O  Vyměřovací zákIad 122 48O  zálohy zapIaceny  12 x 3 143"),
        c("insurance", CH, web("Standing orders - Moje banka"), "https://www.mojebanka.cz/ib/trvale-prikazy",
          "Standing order changed: VZP ČR, account 1011-7720011/0710, CZK 3,306 monthly on the 5th, from 5 April "
          "2029; one-off payment CZK 489.",
          "standing order fixed + the 489", "finance, spending"),
        c("insurance", OL, mail("ePodání ČSSZ - confirmation of receipt"), "",
          "Your submission has been received: Overview of income and expenses of a self-employed person for 2028, "
          "01.04.2029 21:38, reference OSVC-2028-7715204. Keep this e-mail as proof of submission.",
          "both overviews in. done till next year", "email, finance"),
    ],
    "school": [
        c("choosing", CH, web("Spádové obvody základních škol | Praha 8"), "https://www.praha8.cz/skoly/spadove-obvody",
          "Křižíkova 1-60 a Pernerova: spádová škola ZŠ U Viaduktu, Karlín. Zápis do 1. tříd pro školní rok "
          "2029/2030 proběhne 11. a 12. dubna 2029. Předregistrace na webu školy od 26. března.",
          "we're in U Viaduktu's catchment. zápis 11-12 Apr", "learning, planning"),
        c("choosing", CH, web("Admissions - Year 1 2029/30 | Riverbend Bilingual School"),
          "https://www.riverbend.cz/admissions",
          "Year 1 admissions 2029/30: assessment mornings in March and April, tuition CZK 14,200 per month, lunches "
          "extra. Lessons in English and Czech from day one; after-school club until 17:30.",
          "14,200 a month. hmm", "learning, price, comparison"),
        c("choosing", SIG, SIG, "",
          "Ondřej: 14 thousand a month is my rent money, Isla. Her Czech is better than her English anyway. Jitka's "
          "Matěj is at U Viaduktu, ask her",
          "O not keen. ask J", "communication, price, household"),
        c("choosing", SIG, SIG, "",
          "Jitka: Go to the open day this afternoon, 4pm. They do an English club Wednesdays and Fridays and Matěj's "
          "teacher takes the first class next year 🙂",
          "open day 4pm. English club!", "communication, learning"),
        c("choosing", ON, note("Bára - U Viaduktu open day"), "",
          "classrooms bright, 24 per class / English from year 1, 1 h a week + club twice / after-school club till "
          "17:30 / lunch 35 Kč / head, Mgr. Kratochvílová: firm but warm / Bára tried the slide twice",
          "I liked it. O did too", "events, learning"),
        c("enrolment", AR, pdf("ZS_U_Viaduktu_letak_zapis.pdf"), "", "",
          "pre-reg opens 26th! birth cert", "planning, deadline",
          ocr="ZÁPIS DO 1. TŘÍD  11. a 12. 4. 2O29  14:OO-18:OO  S sebou: rodný Iist dítěte, občanský průkaz "
              "zákonného zástupce  Předregistrace onIine od 26. 3."),
        c("choosing", ON, note("Bára - which school"), "",
          "U Viaduktu: 5 min walk, Eliška going, English club, free / Riverbend: 25 min on the tram, 14,200 a month, "
          "English all day, nobody she knows / Bára: 'the one with the slide'",
          "pros and cons. she's already chosen", "comparison, planning"),
        c("choosing", SIG, SIG, "",
          "Ondřej: OK, U Viaduktu then. The bilingual money can go on English lessons and your mum's flights 😄",
          "decided. U Viaduktu", "communication, household"),
        c("enrolment", CH, web("Enrolment in the first class: information for foreign parents | Praha 8"),
          "https://www.praha8.cz/en/schools/enrolment-foreign-parents",
          "A child with at least one Czech parent is a Czech citizen and enrols as usual. The other parent need not "
          "bring anything; a child without Czech citizenship needs proof of residence.",
          "she's Czech through O. nothing extra from me", "planning"),
        c("enrolment", CH, web("Předregistrace k zápisu - ZŠ U Viaduktu"), "https://zapis.zsuviaduktu.cz/predregistrace",
          "Zákonný zástupce: Isla Drummond. Dítě: Barbora Krejčí, nar. 14. 8. 2022. Vyberte čas zápisu: 11. 4. "
          "15:20. Registrační číslo bude zasláno e-mailem.",
          "slot 11 Apr 15:20. done at 8am sharp", "reservation, planning"),
        c("enrolment", AR, pdf("Zadost_o_prijeti_Krejci.pdf"), "", "",
          "the form, registration number U3-047. both sign", "planning",
          ocr="ŽÁDOST O PŘIJETÍ K POVlNNÉ ŠKOLNÍ DOCHÁZCE  Jméno dítěte: Barbora Krejčí  Datum narození: 14. O8. "
              "2O22  Registrační číslo: U3-O47  Podpis zákonného zástupce: ________"),
        c("enrolment", OL, mail("RE: questions about the enrolment"), "",
          "Dear Mrs Drummond, yes, Bára may bring her own pencil case. The enrolment takes about twenty minutes and "
          "parents wait in the hall. A speech therapist's letter is only needed if you are asking for a deferral. "
          "Kind regards, Mgr. Lenka Dušková, deputy head",
          "20 min, parents outside. no deferral, no letter", "email, planning"),
        c("enrolment", SIG, SIG, "",
          "Ondřej: Where is Bára's birth certificate? Not in the blue folder. And my ID card runs out in May, does "
          "that matter for the 11th?",
          "birth cert in the tin box. his ID fine", "communication, household"),
        c("enrolment", ON, note("Bára - zápis checklist"), "",
          "birth certificate ✔ / O's ID ✔ / form printed, signed by BOTH / pencil case + the drawing she wants to "
          "show / 11 Apr 15:20, I'm in Edinburgh 16-19, so fine",
          "checklist. Edinburgh is after, ok", "planning, deadline"),
        c("enrolment", SIG, SIG, "",
          "Jitka: Tip for the 11th: practise her full address and your phone number, they always ask. Matěj said "
          "'Karlín, Praha 8' and they were delighted",
          "practising the address over Easter breakfast", "communication, learning"),
    ],
    "bike": [
        c("models", CH, web("Longtail or box? Cargo bikes for a family of three | Městem na kole"),
          "https://www.mestemnakole.cz/en/longtail-or-box",
          "Box bikes (front loaders) carry two children and the shopping but are about 2.5 m long and hard to store; "
          "longtails are no wider than a normal bike, fit most lifts and bike rooms, and carry one or two children on "
          "a rear seat.",
          "longtail. the courtyard shed is the limit", "comparison"),
        c("models", SIG, SIG, "",
          "Ondřej: If it doesn't fit in the courtyard shed, there's no bike. Measure the shed door properly, it's "
          "narrower than you think",
          "shed door 84 cm. measured twice", "communication, household"),
        c("models", CH, web("Vltavan Longtail E8 | Kolo Karlín"), "https://www.kolokarlin.cz/vltavan-longtail-e8",
          "Vltavan Longtail E8: mid motor, 500 Wh battery, range 60-90 km, total load 200 kg, rear seat for two "
          "children, length 180 cm, handlebar width 81 cm, weight 34 kg. 119,900 CZK.",
          "34 kg, up two steps. doable", "specs, price"),
        c("models", XL, "Cargo_bikes.xlsx - Excel", "",
          "model | length | bars | weight | battery | price | seats\nVltavan E8 | 180 | 81 | 34 | 500 Wh | 119,900 | 2 "
          "kids\nMoravia Long 2 | 190 | 78 | 31 | 400 Wh | 98,500 | 1 kid\nBoxer Family | 250 | 88 | 46 | 545 Wh | "
          "139,000 | box",
          "box is out, too long. E8 or Long 2", "comparison, specs, price"),
        c("models", CH, web("Moravia Long 2 after two years - Longtail owners' forum"),
          "https://www.longtailowners.eu/forum/moravia-long-2-two-years", "",
          "Long 2's battery fades. E8 then?", "reviews, comparison",
          ocr="Re: Moravia Long 2 after two years  battery down to 7O % of range  motor whines on cIimbs  dealer "
              "repIaced the controIIer under warranty  Reply  Quote  14 repIies"),
        c("models", SIG, SIG, "",
          "Vendula: My sister has the E8 and swears by it, two kids up Letná every day. She says ask Kolo Karlín for "
          "their demo bike before you spend 120k on a new one",
          "V's sister swears by the E8. demo?", "communication"),
        c("models", SIG, SIG, "",
          "Ondřej: Bára told the whole tram this morning she's getting 'a bike with a seat for me'. No pressure then",
          "committed now, apparently", "communication, household"),
        c("buying", OL, mail("Test ride - Vltavan E8"), "",
          "Dear Isla, we have the Vltavan E8 in size M for a test ride on Saturday from 10:00, please bring ID. New "
          "2029 bikes ship in three weeks; our demo bike (212 km) is 104,900 CZK with the full warranty. Kolo Karlín",
          "demo 104,900, full warranty. sat 10", "email, price, warranty"),
        c("buying", ON, note("Cargo bike"), "",
          "test ride Sat: Bára loves the seat, sang all the way / shed door 84, bars 81, fits / Vítkov hill fine in "
          "eco / brakes squeal, shop will bleed them / demo has 212 km",
          "it's the one. tell O", "shopping, reviews"),
        c("buying", CH, web("E-bike insurance | Pojišťovna Vltava"), "https://www.pojistovnavltava.cz/en/e-bike",
          "Theft and damage cover for e-bikes worth up to 150,000 CZK: 2,980 CZK a year, 10% excess. Conditions: a "
          "gold-class lock, and the bike kept in a locked room or shed at night.",
          "2,980 a year. needs the gold lock", "shopping, price"),
        c("buying", SIG, SIG, "",
          "Ondřej: OK, buy the demo one. But the lock goes on your studio budget, not mine 😄",
          "O says yes. lock on the studio budget, ha", "communication, household"),
        c("buying", OL, mail("Order 2029-0388 - Kolo Karlín"), "",
          "Order 2029-0388: Vltavan E8 demo (M) 104,900 CZK; rear seat with footrests 3,400 CZK; gold-class chain "
          "lock 2,450 CZK. Deposit 10,000 CZK paid by card. Collection after Easter, from Tuesday 3 April.",
          "ordered! 10k deposit. collect tue 3", "email, shopping, price"),
        c("buying", AR, pdf("Vltavan_E8_zaruka_warranty.pdf"), "", "",
          "battery 2 yrs. service due at 200 km, it's past", "warranty",
          ocr="ZÁRUKA / WARRANTY  Rám / Frame: 5 Iet / years  Motor a baterie / Motor and battery: 2 roky / years "
              "(min. 6O % kapacity)  Servisní prohIídka / Service: po 2OO km"),
        c("buying", ON, note("Cargo bike - collection"), "",
          "Tue 3 at 16:00 / ID + card for the rest, 100,750 / helmet for Bára, S 48-52 / ask about the brake bleed "
          "and the 200 km service / ride home along Sokolovská, not over the hill",
          "list for collecting it", "planning, shopping"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Prague. She works in the studio by day, does the tax in the evenings and at
# the weekend, and nothing falls on Sunday 25 March between 02:00 and 03:00, the hour the clocks skip.
DAYS = {
    # Mon 19: Radek's request first thing; the listing, then cargo bikes at lunch; the draft lease, Ondřej on the shed
    # and the E8 in the afternoon; schools, the invoices, the lease's clauses and the bikes' sheet in the evening
    "2029-03-19": "09:05 herbarium, 12:30 studio, 13:30 bike, 15:10 studio, 16:20 bike, 16:30 bike, 19:30 school, "
                  "19:52 school, 20:05 school, 20:12 tax, 21:30 studio, 22:05 studio, 22:20 bike",
    # Tue 20: Jitka on the open day and the lease asks at breakfast; the movers at lunch; the survey day at the store
    # and the mould page after it; the open day; the flat rate, the photos and Vendula late; the owners' forum at night
    "2029-03-20": "08:10 school, 08:22 studio, 12:45 studio, 13:40 herbarium, 15:10 herbarium, 17:45 school, "
                  "18:05 school, 19:50 tax, 19:58 tax, 20:30 herbarium, 21:05 herbarium, 22:40 bike",
    # Wed 21: the proposal and the quote; the owner's answer; the approval and Vendula's sister's bike; the schools
    # at night
    "2029-03-21": "09:30 herbarium, 11:15 herbarium, 11:40 studio, 17:20 herbarium, 17:32 bike, 21:30 school",
    # Thu 22: the decision at breakfast, Bára on the tram; the paste, the shop's test ride and Vendula's dust; the
    # first day's log; the deposit before signing, the handover after it
    "2029-03-22": "07:40 school, 07:52 bike, 08:50 herbarium, 10:20 bike, 10:31 herbarium, 14:10 herbarium, "
                  "15:20 studio, 17:10 studio",
    # Fri 23: the loan agreement and the facility report; walking round Pernerova, the school's page for foreign
    # parents minutes later; the gentians; the movers' quote; dehumidifiers at night
    "2029-03-23": "09:10 herbarium, 09:30 herbarium, 12:30 studio, 12:41 school, 15:00 herbarium, 17:30 studio, "
                  "21:40 studio",
    # Sat 24: the tax morning (the statement, the rate, the base), Vendula's logger straight after
    "2029-03-24": "09:20 tax, 09:31 tax, 11:40 tax, 11:52 studio",
    # Sun 25 (clocks forward at 02:00): notes on Saturday's test ride; packing and Ondřej's van; the return in the
    # evening
    "2029-03-25": "10:00 bike, 16:00 studio, 18:30 studio, 20:15 tax, 20:40 tax",
    # Mon 26: pre-registration at 08:00 and the form, the electrician, the reminder to Wolf within the hour; the
    # courier guidelines; health advances at lunch; the loose specimens and Radek; the budget and the tax list at night
    "2029-03-26": "08:05 school, 08:20 school, 08:31 studio, 08:44 tax, 10:00 herbarium, 12:50 tax, 13:00 tax, "
                  "16:40 herbarium, 17:05 herbarium, 21:00 studio, 22:00 tax",
    # Tue 27: the electrician's day at Pernerova; Bára's daisy and the order minutes apart; the deputy head; the
    # guards; the gifts page and the bike's insurance at night
    "2029-03-27": "10:30 studio, 12:10 herbarium, 12:22 studio, 14:20 school, 17:30 herbarium, 21:40 tax, 22:30 bike",
    # Wed 28: the birth certificate, the floor plan; the crate quote and Ondřej's yes; Radek and the flights in the
    # evening; the draft return late
    "2029-03-28": "07:30 school, 08:30 studio, 12:21 herbarium, 12:30 bike, 19:30 herbarium, 21:00 herbarium, "
                  "22:10 tax",
    # Thu 29: the checklist, the reply to Catriona, the bike ordered at lunch; the return filed and paid late
    "2029-03-29": "08:00 school, 09:15 herbarium, 12:40 bike, 21:50 tax, 21:58 tax",
    # Fri 30 (Good Friday, a holiday): the bike's warranty, the condition report, the insurance overviews in the evening
    "2029-03-30": "08:40 bike, 10:30 herbarium, 19:40 tax, 20:55 tax, 21:20 tax",
    # Sat 31: moving day: Vendula on the old keys, the movers' invoice
    "2029-03-31": "13:40 studio, 17:50 studio",
    # Sun 1 (Easter Sunday): Jitka's tip, the standing order and the social overview, the list for
    # collecting the bike
    "2029-04-01": "12:00 school, 19:30 tax, 21:40 tax, 22:10 bike",
}
TIMELINE = day_timeline(DAYS, TZ)
