"""Bron Pettigrew, an archaeologist from Ballarat, Victoria, who lives in Zemun, Belgrade, Serbia: the winter after the
2033 season at the late Roman fort she co-directs on the Danube (the report due at the heritage institute on 1 March,
the radiocarbon dates and the specialists' results, the summer's field school), her partner's family's slava on St
Tryphon's day (the food, the church side, the guests), swapping her Australian driving licence for a Serbian one
before it expires (the medical, the papers and the appointment), her building's residents' assembly (the heating, the
lift) and her mother's first visit from Australia in May (the tickets and the insurance, the visit itself).

Written by hand in session 25 of issue 12 as the TEST corpus for session 26, before anybody tuned on it, by an
engineer who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end
of session 26, and it is a development corpus since session 27.

Dr Bronwyn "Bron" Pettigrew (42) did her PhD in Sydney on late Roman pottery from the Danube frontier and moved to
Belgrade in 2027; she is a senior research associate at the (fictional) Centre for Danube Archaeology and co-directs,
with Dr Jelena Marković, the excavation of Kalište (fictional), a late Roman fort on the Danube near Golubac. Her
partner Nemanja Đorđević (44) is a firefighter in Zemun on 24-hour shifts; their daughter Mila (7) is in first grade;
they own a flat on the sixth floor of a 1978 building of 24 flats in Zemun. Nemanja's parents Mirjana (68) and Dušan
(71) live in a house in Mladenovac, where Dušan keeps a small vineyard; the family's slava is St Tryphon (Sveti Trifun,
Trifundan, 14 February), the vine growers' saint; Dušan's mother, baba Ljubica (92), lives in Sopot, Nemanja's sister
Ivana is a nurse in Vienna. Bron's mother Glenys (74, 75 on 12 May) lives in Ballarat, her brother Craig in Geelong.
In the fortnight from Monday 6 to Sunday 19 February 2034 (Wednesday 15 and Thursday 16 February are Sretenje,
Statehood Day, Serbia's two-day public holiday: the Centre and the police counters are shut and she does none of the
dig's work on them; the slava falls on the Tuesday before, in Cheesefare week, Bela nedelja, when no meat is eaten, so
the week of 13 February has one full working day before the long weekend and the Friday after):
- the dig: the report on the 2033 season for the Republic Institute for the Protection of Cultural Monuments (the
  Zavod), due on 1 March, with the finds list from the finds database, Jelena's Serbian text, Bron's sector and the
  English summary, a plan of sector C redrawn by Marko, the illustrator, and the finds' handover to the museum in
  Požarevac on Thursday 23 February (Goran Milić, the dig's foreman from Golubac, drives the van); six radiocarbon
  samples from a (fictional) laboratory in Innsbruck (one failed), the coins from Dr Ursula Pichler in Vienna (in
  German), the animal bones from Dr Tijana Lazić; the field school from 3 to 28 July (applicants from Melbourne,
  Leicester, Freiburg and Toronto, rooms at Goran's guesthouse, the budget, the fee in euros, the acceptances);
- the slava: at Mirjana and Dušan's in Mladenovac on Tuesday 14 February; fish instead of meat (carp and catfish from
  the fish market on the quay in Zemun), gibanica, proja and Bron's pavlova; the priest's blessing of the water at the
  house on Sunday 12, the names for him, the candle, the slava bread cut in church; about thirty guests, among them the
  kum, Jelena and her husband, baba Ljubica (who needs a lift from Sopot) and Ivana from Vienna;
- the licence: her Victorian licence expires on Friday 3 March 2034 and cannot be renewed from abroad; a valid foreign
  licence can be swapped without a test, so: the medical at Poliklinika Rakić (Mirjana's cousin Zorica's clinic), a
  court interpreter's translation (Vesna Jovanović), the licence record from VicRoads, two fee slips paid at the post
  office and the counter at the police station in Zemun on Monday 20 February;
- the building: the lift has been out of service since 31 January after a failed inspection, and the heating is billed
  by floor area; the residents' assembly on Thursday 16 February (a holiday, so everyone is home) votes on the lift's
  repair and on heat cost allocators (Milorad Stevanović, the building's manager; Dejan on the third floor, against;
  Vera, 84, stuck on the sixth floor, and her granddaughter Ana);
- Mum: Glenys comes from 3 to 24 May (Qatar via Doha, a wheelchair at Doha, travel insurance that covers her atrial
  fibrillation; Craig books it with her), her 75th birthday on a splav on the Danube on Friday 12 May and Dušan's lamb
  the day after, Novi Sad by the fast train, two nights at Goran's guesthouse in Golubac and the gorge by boat.

She works on a Windows laptop: Waterfox for the web (titled "<page> — Waterfox"), Betterbird for mail (an opened message
is titled "<subject> - Betterbird"), Viber (titled only "Viber": Nemanja, Mirjana, Dušan, Ivana, her mother, Craig,
Jelena, Goran, Tijana, Marko, Vesna, the building's manager and neighbours, the guesthouse), Standard Notes for notes
(titled only "Standard Notes"), Xodo for every PDF and scan (titled "<file> - Xodo") and FileMaker Pro for the dig's
finds database. Memos are her shorthand (first person, an archaeologist's and an Australian's, with the Serbian around
her: "SJ" for a stratigraphic unit, "BP", "osteo", "post-ex", "N", "M", "J", "arvo", "reckon", "heaps", "ta", "ajde",
"polako", "kum", "baba"), some cryptic.
English is her working language; Serbian as she meets it, in both its scripts (Cyrillic from the heritage institute, the
police, the parish, the clinic's certificate, the utility bill and the manager's notice; Latin from Mirjana, Dušan,
Ivana, Goran, the clinic, the lift's inspection, the manager's group message and a restaurant) and German from the
numismatist in Vienna, under a fifth of the captures and some in every task. Words cross on purpose: Golubac and the
Danube (the fort, Goran's guesthouse, Mum's trip, the splav), carp and catfish (the fort's bones, the slava's fish),
lift (the building's, baba Ljubica's), the police station in Zemun (the licence, registering Mum), visa-free 90 days
(the field school, Mum), fees and payments (the licence's slips, the field school's fee in euros, the building's extra
payment), insurance (the students', Mum's), wine and the vineyard (the slava, Dušan's plans for Mum), Mladenovac (the
slava, Mum's birthday). People cross too: Nemanja in the slava, the licence and the building; Mirjana in the slava, the
licence (her cousin's clinic) and Mum's visit; Dušan in the slava and Mum's visit; Jelena in the dig and the slava;
Goran in the dig and Mum's trip; Mila in the slava, the building and Mum's visit.

The timeline is written by hand (TIMELINE below): all in Central European Time, Europe/Belgrade, +01:00 throughout (no
clock change in February); her mother's call at 05:45 (15:45 in Ballarat), the pavlova at 05:35 on the slava's
morning, the medical at 08:00 on Thursday 9, nothing of the dig on Sretenje's two days, the assembly at 18:00 on the
holiday Thursday, evenings and two weekends.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("archaeologist from Australia in Belgrade, Serbia: the report, dates and field school of the late Roman "
           "fort she co-directs on the Danube, her partner's family's slava, swapping her driving licence, her "
           "building's lift and heating, her mother's visit in May")
TZ = ZoneInfo("Europe/Belgrade")  # +01:00 in February (+02:00 from the last Sunday of March)
ID_PREFIX = "ej"  # "a" is a fresh question file's; no id in bench/data, bench/corpus_sources or tests begins "ej"
APP_WORDS = {"waterfox", "betterbird", "viber", "standard", "notes", "xodo", "filemaker", "pro", "pdf", "google",
             "sheets", "https", "www", "html", "com", "org", "gov", "rs", "au", "uk", "eu", "en", "docs",
             "spreadsheets", "d", "edit", "c14", "arch", "ox", "ac", "oxcal", "starinar", "ai", "authors", "mfa",
             "visa", "regime", "taste", "recipes", "wikipedia", "wiki", "saint_tryphon", "traditionaloven",
             "conversions_of_measures", "sugar_caster", "serbia", "travel", "customs", "eventoprema", "rent",
             "vicroads", "vic", "overseas", "renewal", "mup", "wps", "portal", "sr", "gradjani", "dokumenta",
             "vozacka", "poliklinikarakic", "cenovnik", "euprava", "zakazivanje", "road", "safety", "transport", "ec",
             "europa", "codes_en", "reddit", "r", "comments", "beoelektrane", "billing", "by", "consumption",
             "stambenezajednice", "law", "termoshop", "ventili", "skyscanner", "flights", "mel", "beg",
             "smartraveller", "destinations", "europe", "golubackigrad", "info", "srbvoz", "soko"}

TASK_NAMES = {
    "kaliste": ("The Kalište dig", "the fort on the Danube", "post-ex for the 2033 season", "my excavation"),
    "slava": ("Trifundan slava", "the slava at Mladenovac", "St Tryphon's day", "Mirjana's feast"),
    "licence": ("Swapping my driving licence", "the Serbian licence", "before my Aussie one dies",
                "the police counter"),
    "building": ("Our building", "the residents' assembly", "Zemun flat stuff", "heat and the lift"),
    "mum": ("Mum's visit in May", "Glenys in Belgrade", "Mum's 75th", "her first trip over"),
}
SUB_NAMES = {
    "kaliste/report": ("The 2033 report", "the Zavod report", "plans and finds list", "handover to the museum"),
    "kaliste/dates": ("Dates and specialists", "radiocarbon results", "the coins", "bones and samples"),
    "kaliste/fieldschool": ("The field school", "July students", "applicants", "housing in Golubac"),
    "slava/food": ("Slava food", "fish and the pavlova", "Bela nedelja menu", "the shopping"),
    "slava/church": ("Church side", "the priest and the vodica", "candle and kolač", "names for the blessing"),
    "slava/guests": ("Guests", "who's coming", "Ivana and the kum", "baba Ljubica's lift"),
    "licence/medical": ("The medical", "lekarsko uverenje", "eyes and psych test", "Zorica's clinic"),
    "licence/papers": ("Papers and the appointment", "the translation", "licence record", "fees and the counter"),
    "building/heating": ("Heating", "heat cost allocators", "the heating bill", "radiator valves"),
    "building/lift": ("The lift", "lift repair", "the inspection", "six floors of stairs"),
    "mum/flights": ("Her tickets and insurance", "Melbourne to Belgrade", "Qatar and the insurer",
                    "getting her here"),
    "mum/visit": ("While she's here", "plans for May", "the birthday dinner", "Golubac and Novi Sad"),
}

WF = "Waterfox"
BB = "Betterbird"
VB = "Viber"
SN = "Standard Notes"
XO = "Xodo"
FM = "FileMaker Pro"


def wf(page: str) -> str:
    return f"{page} — Waterfox"


def bb(subject: str) -> str:
    return f"{subject} - Betterbird"


def xo(file: str) -> str:
    return f"{file} - Xodo"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "kaliste": [
        c("report", SN, SN, "",
          "Kalište 2033 report, for the Zavod, due 1 March / Jelena: Serbian text, sectors A and B / me: sector C, "
          "the finds list, the English summary / plans: Marko redraws C / finds list out of FileMaker, 412 entries / "
          "photos: 40 at most / museum handover Thu 23 Feb, Goran drives",
          "who does what. post-ex by committee. three weeks, one of them holidays", "planning, deadline"),
        c("fieldschool", WF, wf("Field school 2034 – applicants - Google Sheets"),
          "https://docs.google.com/spreadsheets/d/1Kf7xQ2lHc/edit",
          "Name | From | University | Year | Digs | Weeks | Insurance | Decision / Ruby Nguyen | Melbourne | La "
          "Trobe | 3rd | Pompeii 2033, 2 wks | 4 | ? | / Hannah Okafor | Leicester | Leicester | MA | Vindolanda "
          "2032, 2033 | 4 | UK GHIC | / Sophie Keller | Freiburg | Freiburg | 2nd | none | 3 | German public | / "
          "Liam Choi | Toronto | Toronto | 4th | Ontario CRM, 1 season | 4 | ? | / ... / 17 applied, 12 places, "
          "closes 1 March",
          "17 for 12 places. Sophie only 3 weeks. GHIC no good in Serbia", "application, comparison"),
        c("report", XO, xo("Obrazac_izvestaj_2033.pdf"), "", "",
          "1 March, and they want the finds list IN the report this year. two copies, paper", "submission, deadline",
          ocr="РЕПУБЛИЧКИ ЗАВОД ЗА ЗАШТИТУ СПОМЕНИКА КУЛТУРЕ – БЕОГРАД  ОБРАЗАЦ ИЗВЕШТАЈА О ИЗВРШЕНИМ АРХЕОЛОШКИМ "
              "ИСТРАЖИВАЊИМА  1. Локалитет: Калиште, Голубац  2. Број решења о дозволи: 633-О-41/2О33  3. "
              "Руководиоци истраживања  4. Период истраживања  5. Опис радова и резултати  6. Списак покретних "
              "налаза (обавезно, са инвентарским бројевима)  7. Техничка документација: планови, профили, "
              "фотографије  8. Резиме на страном језику  Извештај се доставља најкасније до 1. марта 2О34. године "
              "у два примерка."),
        c("dates", BB, bb("Results: KAL-2033 radiocarbon series (6 samples)"), "",
          "Dear Dr Pettigrew, please find below the results for your six samples from Kalište. KAL-1, SJ 114, "
          "hearth, charcoal (twig): 1652 ± 24 BP. KAL-2, SJ 120, pit, animal bone (pig): 1618 ± 26 BP. KAL-3, SJ "
          "131, wall foundation, charcoal from mortar: 1701 ± 25 BP. KAL-4, SJ 208, burnt floor, cereal grain: 1498 "
          "± 23 BP. KAL-5, SJ 215, animal bone: failed, collagen yield 0.4 %. KAL-6, SJ 217, cereal grain: 1474 ± "
          "24 BP. Calibrated ranges are in the attached report. Best wishes, Thomas Gruber, Alpine Radiocarbon "
          "Laboratory, Innsbruck",
          "5 of 6 back. KAL-5 failed, no collagen. 1498 and 1474 BP = 6th c?", "experiment, dataset, email"),
        c("dates", WF, wf("OxCal 4.4"), "https://c14.arch.ox.ac.uk/oxcal/OxCal.html", "",
          "SJ 208 floor = mid-6th c. Justinian! SJ 114 wide, the plateau again", "statistics, experiment",
          ocr="OxCal v4.4.4 Bronk Ramsey (2O21); r:5 Atmospheric data from Reimer et al (2O2O)  KAL-1 SJ 114  "
              "R_Date(1652,24)  68.3% probability  267AD (38.1%) 3OOAD  35OAD (3O.2%) 41OAD  95.4% probability  "
              "26OAD (95.4%) 426AD  KAL-4 SJ 2O8  R_Date(1498,23)  68.3% probability  552AD (68.3%) 6O2AD  95.4% "
              "probability  541AD (95.4%) 639AD  lntCal2O atmospheric curve"),
        c("report", FM, "Kaliste_nalazi", "",
          "Inv. no. | SJ | Sector | Material | Object | Date (field) / K33-0398 | 114 | C | bronze | coin, AE3 | 4th "
          "c. / K33-0399 | 114 | C | pottery | bowl rim, grey burnished | 4th c. / K33-0412 | 120 | C | bronze | "
          "coin, AE4, worn | ? / K33-0413 | 120 | C | bone | needle | - / K33-0520 | 208 | A | iron | arrowhead, "
          "trilobate | 6th c. / 412 records, 38 without photo",
          "38 finds with no photo. whose job was that. mine", "dataset"),
        c("dates", BB, bb("Münzen Kalište 2033 – Bestimmungen"), "",
          "Liebe Bron, anbei die Bestimmungen der 14 Fundmünzen aus der Kampagne 2033. Zwölf sind spätrömisch, von "
          "Constantius II. bis Valens, fast alle aus Siscia und Thessalonica; eine ist ein Follis Justinians I. aus "
          "Konstantinopel (Regierungsjahr 12, also 538/39), und eine ist leider nicht bestimmbar. Die Münze aus SJ "
          "114 ist ein Valens, SECVRITAS REIPVBLICAE, Siscia, 367-375. Das passt doch gut zu Ihren C14-Daten, oder? "
          "Die Tabelle für den Bericht liegt bei. Viele Grüße aus Wien, Ursula Pichler",
          "Ursula: the SJ 114 coin = Valens 367-375. fits the date. + a Justinian follis 538/39", "email, dataset"),
        c("dates", XO, xo("Pichler_Muenzen_Kaliste_2033.pdf"), "", "",
          "14 coins, 12 late 4th c, 1 Justinian, 1 mush. table straight into the report", "dataset, research",
          ocr="Fundmünzen Kalište 2O33  Nr.  lnv.  SJ  Kaiser  Nominal  Münzstätte  Datierung  1  K33-O398  114  "
              "Valens  AE3  Siscia  367-375  2  K33-O4O1  114  Valentinianus l  AE3  Siscia  364-367  3  K33-O412  "
              "12O  Constantius ll  AE4  Thessalonica  355-361  4  K33-O415  12O  Constantius ll  AE3  Siscia  "
              "351-355  ...  13  K33-O531  2O8  lustinianus l  Follis  Constantinopolis  538/39  14  K33-O6O2  217  "
              "unbestimmbar  AE4  -  4.-5. Jh."),
        c("fieldschool", VB, VB, "",
          "Goran: Bron, za jul može, cela kuća je vaša od 2. do 29. jula. Soba sa doručkom i večerom 2.600 dinara "
          "po osobi na dan, za 14 ljudi, dve osobe u sobi. Ručak na terenu nosimo posebno, kao prošle godine. "
          "Snežana pita da li neko od studenata ne jede meso. Pozdrav iz Golupca!",
          "Goran: whole house 2-29 July, 2,600 a head a day with dinner. any veggos?", "hotel, price"),
        c("report", VB, VB, "",
          "Goran: Bron, poslao sam ti slike iz magacina. Kutije od 1 do 14 su spremne za muzej, ali na kutiji 9 nema "
          "etikete, a u kutiji 11 su novčići iz SJ 114 i SJ 120 zajedno u jednoj kesici. Šta da radim sa tim? U "
          "četvrtak 23. vozim kombi u Požarevac, polazim u 8 od Centra.",
          "box 9 no label, box 11 coins from 2 SJs in one bag. sort it before the 23rd", "communication, planning"),
        c("dates", VB, VB, "",
          "Tijana: Bones from SJ 120 done. 212 identifiable: pig 41 %, sheep/goat 27 %, cattle 22 %, and fish, "
          "mostly carp and catfish, a few pike-perch. Pigs that young were raised and eaten at the fort, not brought "
          "in salted. The KAL-5 bone was pig too, if you want to resample, I kept half of it.",
          "osteo from T: pig, sheep, carp, catfish. she kept half of KAL-5, resample!", "communication, dataset"),
        c("fieldschool", BB, bb("Application: Kalište field school 2034"), "",
          "Dear Dr Pettigrew, I'm a third-year archaeology student at La Trobe University in Melbourne and would "
          "love to join the Kalište field school in July. I dug at Pompeii for two weeks last year and I'm "
          "interested in late Roman pottery, which is how I found your articles. Do I need a visa for Serbia as an "
          "Australian? And are there any scholarships for the fee? Kind regards, Ruby Nguyen",
          "a Melbourne kid! pottery, even. no visa for 90 days. no scholarship, sorry", "application, email"),
        c("report", SN, SN, "",
          "Summary. The 2033 season at Kalište (Golubac) opened three sectors of the late Roman fort on the Danube. "
          "In sector C a hearth (SJ 114) and a refuse pit (SJ 120) belong to the fort's 4th-century phase, dated by "
          "coins of Valentinian I and Valens and by radiocarbon (KAL-1, 260-426 cal AD). In sector A a burnt floor "
          "(SJ 208) with a trilobate arrowhead and a follis of Justinian (538/39) shows the fort in use, and burnt, "
          "in the mid-6th century (KAL-4, 541-639 cal AD).",
          "summary v1. 'burnt' twice. fine for Jelena", "draft, writing"),
        c("fieldschool", WF, wf("Visa regime for foreign nationals – Ministry of Foreign Affairs"),
          "https://www.mfa.gov.rs/en/visa-regime",
          "Citizens of Australia, Canada, the United Kingdom and the member states of the European Union do not "
          "need a visa to enter Serbia for stays of up to 90 days within any 180-day period. Foreign nationals must "
          "register their stay with the police within 24 hours of arrival; guests of hotels and registered "
          "guesthouses are registered by their host.",
          "no visas for any of them. Goran registers them, like every July", "visa, travel"),
        c("fieldschool", SN, SN, "",
          "field school 2034 budget / in: 12 x €1,250 = €15,000 / Goran: 14 x 2,600 din x 27 nights = 982,800 "
          "din ≈ €8,390 / lunches on site: 14 x 600 din x 22 days ≈ €1,580 / bus Belgrade-Golubac x2 + the daily "
          "van: €1,400 / tools, trowels, insurance for all: €1,100 / Centre's overhead 15 %: €2,250 / left: €280",
          "€280 left. no scholarship money, as feared", "price, planning, funding"),
        c("report", VB, VB, "",
          "Jelena: Marko says the plan of sector C from August has the east wall 40 cm off, the total station file "
          "and his drawing disagree. He can redraw it by Friday 17th if you send him the GPS points. Also: I'm "
          "coming to your in-laws' slava on Tuesday with Dragan, your mother-in-law invited me herself, so no "
          "escape for you.",
          "C plan 40 cm off. send Marko the points. J at the slava too, ha", "communication, planning"),
        c("report", XO, xo("Kaliste_2033_sektor_C_osnova.pdf"), "", "",
          "east wall = SJ 133. GT-3 is the point to check. crtao M. = Marko", "research, draft",
          ocr="KALlŠTE 2O33  SEKTOR C  OSNOVA  R 1:5O  SJ 114 ognjište  SJ 12O jama  SJ 131 temelj zida  SJ 133 "
              "zid (istočni)  kota 72,4O  N  geodetska tačka GT-3  crtao: M. llić  avgust 2O33"),
        c("dates", BB, bb("Re: KAL-5 – resampling"), "",
          "Dear Bron, we can rerun KAL-5 if you send at least 1.5 g of compact bone; the first sample gave only 0.4 "
          "% collagen, which is below our threshold of 1 %. The price is as before, EUR 390, and results take six "
          "to eight weeks. For the report you could cite KAL-5 as 'failed, insufficient collagen'. Best wishes, "
          "Thomas Gruber",
          "rerun = €390, 6-8 weeks. after the report then. Tijana has the bone", "experiment, price, email"),
        c("fieldschool", BB, bb("Re: Kalište field school – three weeks only?"), "",
          "Hello Dr Pettigrew, thank you for the quick answer. I can only come from 3 to 21 July because of an exam "
          "in Freiburg. Is it possible to pay less for three weeks? And my German health insurance says Serbia is "
          "covered by an agreement, but only for emergencies. Is that enough for the field school? Best regards, "
          "Sophie Keller",
          "3 weeks = €950? and 'emergencies only' won't do. ask the Centre Monday", "application, price, email"),
        c("fieldschool", VB, VB, "",
          "Jelena: The Centre's accountant says students from abroad pay the fee in euros to the Centre's "
          "foreign-currency account, not by uplatnica, and we can't take cash in Golubac. Payment instructions "
          "attached. And yes, three weeks can be €950, the council agreed that last year.",
          "euros to the Centre's account. Sophie's 3 weeks: €950 ok", "communication, invoice, price"),
        c("fieldschool", XO, xo("Payment_instructions_EUR_Centre.pdf"), "", "",
          "IBAN for the acceptance letters. charges OUR or we lose €20 each", "invoice, finance",
          ocr="lNSTRUCTlONS FOR PAYMENT lN EUR  Beneficiary: Centar za podunavsku arheologiju, Beograd  Address: "
              "Beograd, Srbija  lBAN: RS35 1O5O O8O1 2345 6789 12  SWlFT: DNAVRSBG  Details of payment: "
              "Field school Kalište 2O34 + participant's name  Charges: OUR (all charges paid by the sender)"),
        c("dates", SN, SN, "",
          "what the dates say / phase 1: fort built mid-4th c? coins from Constantius II (351-361); KAL-3 mortar "
          "charcoal 1701 BP = old wood? careful / phase 2: 364-378, Valentinian + Valens, hearth SJ 114, pit SJ 120 "
          "/ gap? nothing 380-530 / phase 3: Justinian, SJ 208 burnt floor, KAL-4 + KAL-6 541-645 / Tijana: "
          "pig-heavy, river fish",
          "old wood problem with KAL-3. gap 380-530 = Huns? don't write Huns in a report", "research, statistics"),
        c("report", VB, VB, "",
          "Marko: Redrawn, the east wall moved 42 cm, GT-3 was the culprit, someone typed 72.40 instead of 72.04. "
          "New PDF is in the shared folder. Invoice for the plates next week, 8 plates like we said.",
          "plan fixed. a typo, of course. 8 plates invoice coming", "communication, draft"),
        c("fieldschool", BB, bb("Kalište field school 2034 – your place"), "",
          "Dear Ruby, I'm pleased to offer you a place on the Kalište field school, 3-28 July 2034 (arrival on "
          "Sunday 2 July). The fee of €1,250 covers a shared room at the Milić guesthouse in Golubac, breakfast "
          "and dinner, lunch on site, transport from Belgrade and tools. Please pay by bank transfer (instructions "
          "attached) by 15 April. You will need travel insurance that covers medical treatment in Serbia, which is "
          "not in the EU. Best wishes, Bron Pettigrew",
          "9 offers out, 3 on the waitlist. the insurance line in every one", "application, email"),
        c("dates", XO, xo("ARL_invoice_2034-014.pdf"), "",
          "INVOICE 2034-014  Alpine Radiocarbon Laboratory, Innsbruck  Customer: Centre for Danube Archaeology, "
          "Belgrade  Project: Kalište 2033  AMS dating incl. pretreatment, 6 samples x EUR 390.00 = EUR 2,340.00  "
          "KAL-5 failed (insufficient collagen), not charged: - EUR 390.00  Total: EUR 1,950.00  Payment within 30 "
          "days",
          "the failed one not charged. €1,950 from budget line 3", "invoice, spending"),
        c("report", BB, bb("Izveštaj 2033 – sektori A i B"), "",
          "Bron, here are sectors A and B in Serbian, 11 pages. Can you check the finds numbers against FileMaker? "
          "I wrote 'Justinijanov folis' in three places and 'folis Justinijana I' in one, choose one. The Zavod "
          "wants the summary in English this year too, so yours goes in as it is. Send it all to me by Monday 27th, "
          "I'll sign and submit on the 28th. J.",
          "J's Serbian part in. check the numbers vs FileMaker. all to her by the 27th", "email, draft, submission"),
        c("dates", WF, wf("Instructions for authors – Starinar"), "https://starinar.ai.ac.rs/en/authors",
          "Radiocarbon dates must be given with the laboratory code, the uncalibrated age in years BP with its "
          "standard deviation and the calibrated range at 95.4 % probability, citing the calibration curve and the "
          "software used. Articles are published in English or Serbian with a summary in the other language.",
          "for the article later. lab code, BP, cal range, curve. do it right in the report now", "paper, submission"),
        c("report", SN, SN, "",
          "report: J's A + B ✓ / my C ✓ / summary ✓ / finds list, 412 ✓ / coins table (Ursula) ✓ / dates table, "
          "KAL-5 'failed' ✓ / plans: new C from Marko ✓ / photos: 38 missing -> Goran photographs them on Wed 22nd "
          "in Golubac before the van leaves / all to J on Mon 27th",
          "all but the 38 photos. back at work properly tomorrow", "planning, submission"),
    ],
    "slava": [
        c("food", VB, VB, "",
          "Mirjana: Bron, ove godine slava pada u Belu nedelju, znači nema mesa. Pravimo ribu, šarana i soma, "
          "riblju čorbu, gibanicu, proju i rusku salatu. Ti napravi onu tvoju pavlovu, deca je obožavaju, a i "
          "Dušan, samo neće da prizna. Nemanja neka kupi ribu u ponedeljak ujutru na pijaci u Zemunu, tamo je "
          "najsvežija. Ljubim vas.",
          "Bela nedelja = no meat this year. fish, gibanica, proja, ruska. + my pav", "recipe, communication"),
        c("food", WF, wf("Classic pavlova – taste.com.au"), "https://www.taste.com.au/recipes/28841",
          "6 egg whites, at room temperature; 1 1/2 cups caster sugar; 2 tsp cornflour; 1 tsp white vinegar; 300 ml "
          "thickened cream, whipped; fruit to serve. Beat the egg whites to soft peaks, then add the sugar a "
          "spoonful at a time until thick and glossy. Bake at 120°C for 1 1/2 hours, then turn the oven off and "
          "leave the pavlova to cool in the oven with the door ajar for 3 hours or overnight.",
          "double it for 30. 3 hours cooling = bake at dawn on the day", "recipe"),
        c("church", XO, xo("Osvecenje_vodice_februar_2034.pdf"), "", "",
          "priest at theirs Sunday arvo. kolač cut at church Tue from 8", "events, planning",
          ocr="ПАРОХИЈА ХРАМА СВЕТОГ ГЕОРГИЈА  МЛАДЕНОВАЦ  Освећење водице по домовима – фебруар 2О34.  недеља "
              "12. фебруар, после подне: Космајска, Краља Петра l, Јанка Катића  Славски колачи се секу у храму "
              "сваког дана после Свете Литургије, од 8 часова.  Свети Трифун, уторак 14. фебруар: Литургија у 8 "
              "часова.  Сретење Господње, среда 15. фебруар: Литургија у 9 часова.  Чисти понедељак, 2О. фебруар: "
              "почиње Васкршњи пост."),
        c("guests", SN, SN, "",
          "slava, Tue 14 / lunch 14:00, family: Dušan, Mirjana, baba Ljubica, Ivana, Nemanja, me, Mila, kum Zoran + "
          "Slavica + their 2 / from 18:00: neighbours, Dušan's brother Mile + wife, Zorica, Jelena + Dragan, 4 of "
          "Nemanja's shift / ~30 over the evening / chairs: 22 in the house, borrow 10 from the Petrovićs",
          "~30. nobody's invited, everyone comes. chairs from the Petrovićs", "planning, events"),
        c("guests", VB, VB, "",
          "Ivana: Ćao Bron! Stižem u ponedeljak uveče oko 21h, sama, deca su u školi i ostaju sa Stefanom. Ovde nema "
          "Sretenja, haha. Vraćam se u Beč u četvrtak ujutru. Treba li nešto da ponesem iz Beča? Mama kaže da ne "
          "donosim ništa, ali znaš nju.",
          "Ivana alone, Mon 9 pm, kids at school in Vienna. back Thu. Manner wafers", "travel, communication"),
        c("food", SN, SN, "",
          "Mon, fish market on the quay, Zemun: carp 6 kg, catfish 3 kg, 1 pike-perch for Dušan / Maxi: eggs 30 (12 "
          "whites for the pav), caster sugar 1 kg, cornflour, 1 l cream, passionfruit? no chance -> kiwi, "
          "strawberries, pomegranate / Mirjana has: flour, cheese for the gibanica, kajmak / candle: church shop",
          "passionfruit in Feb in Belgrade, dream on. kiwi + pomegranate", "groceries, planning"),
        c("guests", WF, wf("Folding chairs and tables for rent – Event oprema"), "https://www.eventoprema.rs/en/rent",
          "Folding chair, white: 120 din a day. Table 180 x 80 cm: 600 din a day. Delivery and collection in "
          "Mladenovac, Sopot and Mladenovac villages: 1,500 din. Minimum order 3,000 din. Return by 12:00 the next "
          "day; chairs returned dirty are charged 50 din each.",
          "if the Petrovićs fall through: 10 chairs 1,200 + delivery 1,500. cheap enough", "reservation, price"),
        c("church", WF, wf("Saint Tryphon – Wikipedia"), "https://en.wikipedia.org/wiki/Saint_Tryphon",
          "Saint Tryphon is venerated as the patron saint of gardeners and vine growers. In Serbia and Bulgaria his "
          "feast on 14 February (1 February in the Julian calendar), Trifundan, is the day when the vines are first "
          "pruned; the grower cuts a few canes and pours wine over the cut for a good harvest.",
          "so that's why Dušan's in the vineyard at 9 with a bottle. Mila wants to go", "events"),
        c("church", VB, VB, "",
          "Nemanja: Priest just left. Vodica done, he read the names, Dad slipped him 3,000 in the envelope. Mum "
          "asks: did you buy the candle? The big one, 1 kg, beeswax, the church shop at Gardoš has them. And the "
          "kolač goes to church Tuesday at 8, Dad takes it, I'm off my shift at 8 and go straight there.",
          "candle!! church shop, beeswax, the big one. forgot", "events, communication"),
        c("church", SN, SN, "",
          "names for the priest, for health: Dušan, Mirjana, Ljubica, Nemanja, Ivana, Stefan, Lena, Luka, Mila / me? "
          "M says the priest writes down everyone in the house, baptised or not, 'Bronislava' he wrote last year / "
          "for the dead: deda Radomir, baba Zora",
          "'Bronislava' again. I'll take it", "events, planning"),
        c("food", VB, VB, "", "",
          "6 kg carp, 3 kg catfish, 1 smuđ for Dušan = 11.9k. ouch. sent to Mirjana", "groceries, price",
          ocr="RlBARNlCA ZEMUNSKl KEJ  ŠARAN živi  89O din/kg  ŠARAN očišćen  99O  SOM  139O  SMUĐ  169O  "
              "PASTRMKA  99O  ŠTUKA  11OO  SVEŽE SVAKOG DANA OD 6h"),
        c("guests", VB, VB, "",
          "Nemanja: Baba Ljubica needs a lift from Sopot tomorrow at 12:30, I'm on shift till 8 am Tuesday and then "
          "church. Can you take my car? Your Aussie licence is still good till March, right? Kum Zoran could do it "
          "but his car's full with the kids.",
          "me driving baba Ljubica, on a licence that dies 3 March. fine. till then", "travel, planning"),
        c("guests", BB, bb("Tuesday"), "",
          "Bron, Dragan and I will come to Mladenovac around 19:00. What do we bring, flowers or wine? Dragan says "
          "you never bring wine to a man with a vineyard. And no work talk, I promise, not one word about Marko's "
          "plan. J.",
          "J + Dragan at 7. flowers, not wine. Dušan would be offended", "email, events"),
        c("guests", SN, SN, "",
          "lunch table: Dušan at the head, baba Ljubica on his right, kum Zoran on his left (kum first, always), "
          "Slavica, Ivana, Mirjana nearest the kitchen, me + Nemanja at the end / kids: the small table, Mila in "
          "charge / evening: people come and go, keep 8 places free",
          "the kum sits at Dušan's left. rule. don't mess with it", "planning, events"),
        c("food", SN, SN, "",
          "05:30 whites out / 06:00 beat, 2 batches of 6 / 06:40 in at 120 / 08:10 oven off, door ajar / 11:30 "
          "out, into the big box / cream + fruit at theirs, not before / leave Zemun 11:45, baba Ljubica in Sopot "
          "12:30, Mladenovac 13:15",
          "up at 5 for a meringue. polako. don't open the oven", "recipe, planning"),
        c("church", VB, VB, "",
          "Nemanja: Kolač cut at church, Dad and I turned it with the priest, wine poured, all good. Mum lit the "
          "candle at home. It has to burn all day, so nobody blows it out, tell Mila.",
          "kolač done. candle burns all day. tell Mila: no blowing", "events, communication"),
        c("guests", SN, SN, "",
          "count: 34 came, 11 at lunch / baba Ljubica stayed till 9, Zoran drove her back / J + Dragan till 11, "
          "Dušan gave Dragan 5 l of wine anyway / the pav gone by 8 / next year: 40 chairs, 2 pavs, less carp",
          "34! two pavs next year. home by 11, Mila asleep in the car", "events, planning"),
        c("food", VB, VB, "",
          "Mirjana: Bron, hvala ti za pavlovu, svi su pitali za recept, a Jelena je odnela dva parčeta za svoju "
          "ćerku. Tata kaže da je ovo najlepša slava do sada. Ostalo je pola šarana i cela gibanica, dođite u "
          "subotu na ručak. Pošalji mi recept, ali u gramima, ne u šoljama!",
          "M: recipe in grams please, not cups. leftover carp on Saturday", "communication, recipe"),
        c("food", WF, wf("Caster sugar: cups to grams"),
          "https://www.traditionaloven.com/conversions_of_measures/sugar_caster.html",
          "1 US cup of caster sugar = 225 grams; 1/2 cup = 112 g; 1 tablespoon = 14 g. 1 cup of cornflour = 128 g. "
          "Note: Australian cups hold 250 ml, US cups 240 ml.",
          "Mirjana's version: 6 whites, 340 g sugar, 2 tsp = 10 g cornflour", "recipe"),
        c("church", WF, wf("Krsna slava, the family's saint day – Serbia travel"),
          "https://www.serbia.travel/en/customs/4471",
          "The slava bread (slavski kolač) is blessed and cut crosswise by the priest and the host, turned, and "
          "red wine is poured into the cuts; koljivo (žito), boiled wheat with sugar and walnuts, is for the souls "
          "of the family's dead; the slava candle burns all day. Guests are not invited: those who know the "
          "family's saint come.",
          "sent to Mum, she asked what a slava is. 'like Christmas, but for a saint'", "events, communication"),
    ],
    "licence": [
        c("papers", WF, wf("Renewing your licence while overseas – VicRoads"),
          "https://www.vicroads.vic.gov.au/overseas-renewal",
          "You can renew your licence online from overseas only if you have passed an eyesight test in Victoria "
          "within the last five years and your licence has conditions that allow it. If you cannot renew online, "
          "you will need to renew in person at a customer service centre when you return to Victoria. An expired "
          "licence cannot be used to drive in Victoria or overseas.",
          "can't renew from here. expires 3 March. so: swap it here before then", "application, deadline"),
        c("papers", WF, wf("Замена иностране возачке дозволе – МУП Републике Србије"),
          "https://www.mup.gov.rs/wps/portal/sr/gradjani/dokumenta/vozacka",
          "Замена иностране возачке дозволе. Страни држављанин коме је одобрено стално настањење у Републици Србији "
          "може заменити важећу инострану возачку дозволу за домаћу, без полагања возачког испита. Потребно је: "
          "захтев, важећа инострана возачка дозвола, оверен превод дозволе од стране судског тумача, лекарско "
          "уверење не старије од шест месеци, лична карта за странца и доказ о уплати прописаних износа. Инострана "
          "возачка дозвола се задржава и доставља органу који ју је издао.",
          "no test if I swap a VALID licence. so before 3 March. med cert + translation", "application, deadline"),
        c("medical", WF, wf("Cenovnik – Poliklinika Rakić"), "https://poliklinikarakic.rs/cenovnik", "",
          "5,200 for B. Zorica's clinic, Mirjana's cousin. where else", "care, price",
          ocr="POLlKLlNlKA RAKlĆ  ZEMUN  CENOVNlK  Lekarsko uverenje za vozače  A, B kategorija  5.2OO  C, D "
              "kategorija  7.8OO  Pregled obuhvata: opšta praksa, oftalmolog, psiholog  Sistematski pregled  "
              "9.5OO  Zakazivanje: O11 3O7 442  radnim danima 7-19h"),
        c("medical", VB, VB, "",
          "Nemanja: Mum talked to Zorica. Thursday at 8, before it gets busy, she'll do the eyes herself. Bring your "
          "glasses and your residence card. And no coffee before the psych test, your hands shake, Mum says.",
          "Thu 8:00 at Zorica's. no coffee. my hands don't shake, Mirjana", "care, communication"),
        c("medical", BB, bb("Potvrda termina – pregled za vozače"), "",
          "Poštovana gospođo Pettigrew, potvrđujemo Vaš termin za lekarski pregled za vozače B kategorije u "
          "četvrtak, 9. februara 2034. u 08:00. Pregled obuhvata opštu praksu, oftalmologa i psihologa i traje oko "
          "sat vremena. Ponesite ličnu kartu za strance i naočare ako ih nosite. Cena pregleda je 5.200 dinara, "
          "plaćanje gotovinom ili karticom. Molimo Vas da dođete 10 minuta ranije. Srdačan pozdrav, Poliklinika "
          "Rakić, Zemun",
          "Thu 08:00, card ok. 10 min early = 7:50, before coffee", "care, reservation, email"),
        c("papers", BB, bb("Translation of a foreign driving licence"), "",
          "Dear Ms Pettigrew, I can translate your Victorian licence (both sides) into Serbian with my court "
          "interpreter's stamp. The fee is 2,400 dinars per page, and another 2,400 if you also need the VicRoads "
          "letter translated. Please bring the original; for licences I only work from the original. I'm in my "
          "office on Monday 13th from 9 to 5. Kind regards, Vesna Jovanović, court interpreter for English, Zemun",
          "Vesna Mon 13th, the original. 2,400 a page. the letter too? ask", "email, price"),
        c("medical", SN, SN, "",
          "medical, Thu / GP: BP 125/80, fine / eyes: -2.25 both, with glasses 1.0 -> 'with corrected vision', code "
          "01 on the licence / psych: 40 min, reaction box with pedals, a maze, 'draw a person' (!), a personality "
          "sheet in Serbian, Zorica's colleague translated 3 words / paid 5,200, card",
          "passed, with glasses. drew a person. they'll think what they think", "care, exam"),
        c("medical", VB, VB, "",
          "Nemanja: So? Did they make you draw a tree? I drew a tree in 2010 and the psychologist asked why it had "
          "no leaves.",
          "N drew a bare tree. explains a lot", "communication, care"),
        c("medical", XO, xo("Lekarsko_uverenje_Pettigrew_scan.pdf"), "", "",
          "scan for the file. the original in the folder with the passport", "care, application",
          ocr="ПОЛИКЛИНИКА РАКИЋ  ЗЕМУН  ЛЕКАРСКО УВЕРЕЊЕ  о здравственој способности кандидата за возача, "
              "односно возача  Име и презиме: Bronwyn Pettigrew  Датум рођења: 21.О8.1991.  Категорија: B  Налаз "
              "офталмолога: оштрина вида са корекцијом 1,О  Психолошка процена: задовољава  Оцена: СПОСОБНА за "
              "управљање моторним возилом B категорије уз корекцију вида (наочаре)  Земун, О9.О2.2О34.  др "
              "Зорица Ракић, спец. медицине рада"),
        c("papers", BB, bb("Your request for a driver licence record (ref. 7740-2291)"), "",
          "Dear Bronwyn, please find attached your Victorian driver licence record, issued electronically. Licence "
          "type: car, full. First issued: 14/09/2009. Expiry: 03/03/2034. Conditions: S (must wear corrective "
          "lenses). Status: current. No suspensions or cancellations are recorded. This record is valid on the "
          "date of issue only.",
          "record in, 'current'. condition S = glasses, there too", "email, application"),
        c("papers", SN, SN, "",
          "licence swap / ✓ medical (Thu) / ✓ VicRoads record / Mon 13: Vesna, translation of the licence (+ the "
          "record?) / fees: 2 slips at the post office / book the counter at PS Zemun online / bring: residence "
          "card, passport, licence, translation, med cert, 2 slips / deadline: Fri 3 March, the licence dies",
          "the week after the holidays. book the counter now", "planning, deadline"),
        c("papers", WF, wf("eUprava – Zakazivanje termina"), "https://euprava.gov.rs/zakazivanje",
          "Zakazivanje termina – Policijska uprava za grad Beograd / Usluga: Zamena strane vozačke dozvole / Mesto: "
          "PS Zemun, šalter 4 / Datum: ponedeljak, 20.02.2034. / Vreme: 09:15 / Status: potvrđeno / Broj "
          "rezervacije: 4471-0220",
          "Mon 20th 09:15, counter 4. the first free slot, everyone's off", "reservation, deadline"),
        c("papers", VB, VB, "",
          "Vesna: The translation is ready, with my stamp. The VicRoads letter is in English; the counter may not "
          "need it translated if it's only supporting, but at PS Zemun they sometimes ask. I'll do it for 1,200, "
          "half price, since it's short. Come by before 5.",
          "half price for the letter. ta, Vesna. after the fish", "communication, price"),
        c("medical", WF, wf("Harmonised codes on driving licences"),
          "https://road-safety.transport.ec.europa.eu/codes_en",
          "Code 01: driver requires eye correction and/or protection. 01.01 glasses, 01.02 contact lenses, 01.05 "
          "eye cover, 01.06 glasses or contact lenses. The codes are printed in column 12 of the licence; Serbia "
          "uses the same codes on its licences.",
          "code 01 on the new card, same as my S in Vic. wear them, Bron", "care"),
        c("papers", WF, wf("Swapped my Australian licence at PS Zemun – r/serbia"),
          "https://www.reddit.com/r/serbia/comments/1x9k2p/",
          "Did mine at PS Zemun last year. Bring a translation even of the VicRoads letter, the lady at counter 4 "
          "insisted. They keep your foreign licence and post it back to Australia. You get a temporary paper the "
          "same day, the plastic card in about two weeks. Took 40 minutes all up.",
          "counter 4 insisted, says a stranger. good thing Vesna did the letter", "social, application"),
        c("papers", VB, VB, "", "",
          "both slips paid at the post office, 1,048 + 910. keep the stamps", "invoice, spending",
          ocr="НАЛОГ ЗА УПЛАТУ  уплатилац  Bronwyn Pettigrew, Земун  сврха уплате  Образац возачке дозволе  "
              "прималац  Министарство унутрашњих послова Републике Србије  шифра плаћања  253  валута  РСД  износ  "
              "=1.О48,ОО  рачун примаоца  84О-29771845-14  модел  97  позив на број  5О-О16-1О1  печат и потпис  "
              "ПОШТА 1108О ЗЕМУН  17.О2.2О34."),
        c("medical", BB, bb("Fiskalni račun PR-2034-0631"), "",
          "Poliklinika Rakić, Zemun  PR-2034-0631  09.02.2034. 08:54  Lekarsko uverenje za vozače, B  1 x 5.200,00  "
          "Ukupno: 5.200,00 RSD  Plaćeno: platna kartica  PFR broj: 7Q2K-4HT1-5521",
          "receipt for the file. not claimable anywhere, just filing", "invoice, care"),
        c("papers", SN, SN, "",
          "Mon 09:15 PS Zemun / folder: passport, residence card, AU licence, translation (stamped), VicRoads record "
          "+ its translation, med cert, 2 slips / they keep the Aussie licence and send it back to VicRoads (!) / "
          "temporary paper till the card comes, 10-15 days / ask: can I still drive in Oz in December on the "
          "Serbian one?",
          "they KEEP my Aussie licence. 25 years. sad. bed", "planning, travel"),
    ],
    "building": [
        c("heating", XO, xo("Racun_01_2034.pdf"), "", "",
          "9.3k of 11.5k is heat, by m², however hot the 2nd floor keeps theirs", "invoice, spending",
          ocr="ИНФОСТАН ТЕХНОЛОГИЈЕ  ЈЕДИНСТВЕНИ РАЧУН за јануар 2О34.  Корисник: Ђорђевић Немања  Земун, стан "
              "21  Грејање  м2 62,4О  цена 149,34  износ 9.318,82  Одвоз смећа  1.О12,4О  Одржавање стамбене "
              "заједнице  1.2ОО,ОО  Укупно за уплату  11.531,22  Рок за плаћање  28.О2.2О34."),
        c("lift", VB, VB, "", "",
          "assembly Thu 16th 18:00, on the holiday. smart, everyone's home", "meeting, household",
          ocr="ОБАВЕШТЕЊЕ СТАНАРИМА  Поштовани, лифт је ван функције од 31. јануара по налогу контролног тела "
              "(неисправне браве врата и аларм у кабини). Скупштина стамбене заједнице одржаће се у четвртак, 16. "
              "фебруара 2О34. у 18 часова у холу зграде.  Дневни ред: 1. поправка лифта  2. делитељи топлоте и "
              "термостатски вентили  3. текуће одржавање  Молимо да присуствујете или дате пуномоћје комшији.  "
              "Управник Милорад Стевановић, стан 17"),
        c("heating", BB, bb("Heat allocators – three offers"), "",
          "Dear Bron, since you offered to compare them, here are the three offers for heat cost allocators and "
          "thermostatic valves (attached). All three read the allocators by radio, so nobody has to enter the "
          "flats. The district heating company must approve the installer. We vote on the 16th; 13 flats of 24 "
          "must be for. Thank you, Milorad Stevanović, flat 17",
          "3 offers, 13 of 24 needed. Milorad writes English better than my Serbian", "email, comparison"),
        c("heating", SN, SN, "",
          "offer | per flat | valves | reading | after 2 yrs | 24 flats / Termomer | 14,800 | incl. | radio | 1,900 "
          "a yr | 355,200 / Kalor Plus | 12,900 | + 3,600 a radiator | radio | 2,400 a yr | 309,600 + valves ~ "
          "430k / Toplota Lab | 16,500 | incl. | radio + app | incl. 2 yrs | 396,000 / ours: 5 radiators",
          "Kalor looks cheapest till you add the valves. Termomer, for me", "comparison, price"),
        c("lift", XO, xo("Zapisnik_pregled_lifta_31_01_2034.pdf"), "", "",
          "unsafe till fixed. door locks on 3 + 5, alarm, light. since 31 Jan", "household",
          ocr="ZAPlSNlK O PERlODlČNOM PREGLEDU LlFTA  br. 114/2O34  Objekat: stambena zgrada, Zemun  Lift: "
              "putnički, nosivost 4OO kg, 6 stanica, godina ugradnje 1978.  Nalaz: bravice vrata na 3. i 5. "
              "stanici ne drže; alarmni uređaj u kabini ne radi; nema nužnog osvetljenja u kabini.  Zaključak: "
              "lift nije bezbedan za upotrebu i isključuje se iz rada do otklanjanja nedostataka.  Ponovni pregled "
              "posle popravke.  Zemun, 31.O1.2O34."),
        c("lift", VB, VB, "",
          "Nemanja: Carried Mila, her scooter and two bags of shopping up to the 6th. Vera from 23 is stuck upstairs "
          "since the lift died, her granddaughter brings her food. Whatever they vote Thursday, I'm voting for the "
          "lift.",
          "Vera stuck on the 6th for 10 days. lift first, heat second", "household, communication"),
        c("lift", SN, SN, "",
          "lift / A: fix what failed, 2 door locks, GSM alarm, emergency light: 186,000 din (Lift Servis Zemun), 2 "
          "weeks / B: new controller + doors: 1.42 million, 3 months / the fund has 240,000 / A from the fund, then "
          "7,750 a flat to refill it? / B some day, a city subsidy for old buildings?",
          "fix it now (A), B some day. reckon the fund almost covers A", "comparison, price"),
        c("heating", WF, wf("Billing by consumption – Beogradske elektrane"),
          "https://www.beoelektrane.rs/en/billing-by-consumption",
          "Buildings with a heat meter in the substation are billed by measured consumption. The building's "
          "consumption is divided among the flats by floor area unless the residents' assembly decides to install "
          "heat cost allocators on every radiator, in which case 30 % of the heat is divided by floor area and 70 % "
          "by the allocators' readings. Allocators must be installed in all flats of the building.",
          "ALL flats or none. that's the catch. Dejan on the 3rd will say no", "household, spending"),
        c("heating", VB, VB, "",
          "Dejan: Bron, you're doing the heat table? I'll be honest, I'm against. My flat is in the middle, I pay "
          "for the corner flats now, fine, but with 70/30 I'd pay 20 % more because I keep it at 24. Also 15k each "
          "while the lift is broken? Lift first.",
          "Dejan against. fair point on the lift. he keeps it at 24, wow", "communication, comparison"),
        c("lift", WF, wf("Law on Housing and Building Maintenance – a summary"),
          "https://www.stambenezajednice.rs/en/law",
          "The residents' assembly decides on regular maintenance by a majority of the votes of all owners, and on "
          "investment maintenance by a majority of the owners whose flats make up more than half of the building's "
          "floor area. Work needed because a part of the building is a danger to people, such as an unsafe lift, "
          "is urgent maintenance, which the manager may order without a vote.",
          "urgent = Milorad could order it already. ask him why not", "household"),
        c("heating", WF, wf("Thermostatic radiator valve set – Termo Shop"), "https://www.termoshop.rs/ventili",
          "Danfoss RA-N 15, straight, with RAS-C2 thermostatic head: 3,450 din. Heimeier V-exact II, angled, with "
          "K head: 3,980 din. Fitting by our installer: 1,200 din per radiator, radiators drained by the building's "
          "heating firm.",
          "3,450 a radiator for a valve. Kalor's 3,600 fitted is fine then", "shopping, price"),
        c("lift", VB, VB, "",
          "Milorad: You are right, Bron, the lift is urgent and I can order the repair, but the fund has 240,000 and "
          "after the repair nothing is left for the roof. So I want the assembly to agree on the extra payment "
          "tomorrow. Please bring your table for the heat too.",
          "the roof fund. ajde, of course there's a roof too. table printed", "communication, meeting"),
        c("heating", SN, SN, "",
          "Thu 18:00, the hall / heat: 30/70, ALL flats or none / Termomer 14,800 incl. valves, radio, nobody comes "
          "in / middle flats (Dejan) pay more, corner flats less; ours: corner, 6th floor / suggest: vote on the "
          "lift first, then heat / proxies: Vera's (she gave me hers)",
          "my Serbian for 'heat cost allocator': delitelj toplote. practise. three times", "meeting, planning"),
        c("lift", SN, SN, "",
          "assembly: 19 of 24 flats / lift: repair now (A), 186k from the fund, 17 for, 2 against / extra 7,750 a "
          "flat in 3 instalments (Mar, Apr, May) to refill the fund, 15 for / work starts Mon 27 Feb, 2 weeks / "
          "Vera cried a bit / heat: see Milorad's message",
          "lift yes, 17 to 2. Vera cried. Mila asleep on the stairs", "meeting, household"),
        c("heating", VB, VB, "",
          "Milorad: Poštovani komšije, hvala svima koji su došli. Za delitelje toplote glasalo je 11 stanova, protiv "
          "6, uzdržana 2. Potrebno je 13, znači predlog nije usvojen. Dejan predlaže da ponovo glasamo u martu, "
          "kada dobijemo ponudu sa cenom očitavanja posle druge godine. Zapisnik šaljem sutra.",
          "heat: 11 for, 6 against. needed 13. again in March, with the reading costs", "meeting, communication"),
        c("lift", BB, bb("Minutes of the assembly of 16 February"), "",
          "Dear neighbours, the minutes of the assembly of 16 February are attached, in Serbian and, for flats 9 "
          "and 21, in English. Lift: repair by Lift Servis Zemun from Monday 27 February, about two weeks. Extra "
          "payment: 7,750 dinars per flat in three instalments with the March, April and May bills. Heat cost "
          "allocators: not adopted (11 votes, 13 needed); we vote again in March. Milorad",
          "extra 7,750 on the bill from March, in 3. fine", "email, meeting, spending"),
        c("heating", BB, bb("Re: Offer 118/2034 – heat cost allocators"), "",
          "Dear Ms Pettigrew, thank you for your questions. Our offer includes the readings for the first two "
          "heating seasons; after that the reading costs 1,900 dinars per flat per year. If the building adopts it "
          "in March, installing 24 flats takes two days, with each radiator off for about an hour. The offer is "
          "valid until 31 May 2034. Kind regards, Termomer d.o.o.",
          "valid till 31 May. fit it in April then. for the March vote", "email, price"),
        c("lift", VB, VB, "",
          "Ana (Vera's granddaughter): Thank you Bron for taking baka's proxy. She says when the lift works she's "
          "coming down to see you and bringing a cake. She means it.",
          "Vera's cake, once the lift runs. mid-March", "communication, household"),
    ],
    "mum": [
        c("flights", VB, VB, "",
          "Mum: Hello love, it's quarter to four here, Craig says you're up at this hour so here I am. I've decided. "
          "I'm coming in May for three weeks, for my 75th. Don't argue. Craig's coming over on Saturday and we'll "
          "book it together. Do I need a visa for Serbia? Love to Nemanja and Mila xx",
          "Mum's coming! 75th in Belgrade. she's decided, so it's happening", "travel, communication"),
        c("flights", WF, wf("Melbourne to Belgrade, 2 May – 24 May – Skyscanner"),
          "https://www.skyscanner.com.au/transport/flights/mel/beg/340502/340524/", "",
          "Qatar $2,184, one stop, no self-transfer. not letting her self-transfer in Dubai",
          "flight, price, comparison",
          ocr="MEL -> BEG  Tue 2 May – Wed 24 May  1 adult, Economy  Best  Qatar Airways  2O:15 MEL – 11:3O+1 BEG  "
              "1 stop DOH  23h 15m  $2,184  Cheapest  Emirates + flydubai  21:OO MEL – 12:5O+1 BEG  1 stop DXB  "
              "23h 5Om  self-transfer  $1,926  Turkish Airlines  22:5O MEL – 18:4O+1 BEG  2 stops SlN, lST  27h 5Om  "
              "$2,3O2"),
        c("visit", SN, SN, "",
          "Mum, 3-24 May / wk 1: sleep, Zemun, Kalemegdan, Mila's school / Sat 6: Novi Sad by the fast train, "
          "Petrovaradin / wk 2: Fri 12 her 75th, dinner on a splav / Sat 13: Mladenovac? / Golubac + the gorge, "
          "2 nights, the dig site (a field in May, she won't mind) / wk 3: slow, the market, Ada",
          "3 weeks, not too much. she'll want to see 'the dig'. it's a field", "itinerary, planning"),
        c("flights", WF, wf("Serbia travel advice – Smartraveller"),
          "https://www.smartraveller.gov.au/destinations/europe/serbia",
          "Australians can visit Serbia for up to 90 days in a 180-day period without a visa. You must register "
          "with the police within 24 hours of arrival; if you stay with friends or family, your host must register "
          "you at the local police station. Serbia's public health system may not treat foreigners free of charge, "
          "so take out comprehensive travel insurance.",
          "no visa. but I register her at the police within 24 h. PS Zemun, again", "travel, visa"),
        c("flights", BB, bb("Booking confirmation – Mrs Glenys Pettigrew – X7K2PD"), "",
          "Booking reference X7K2PD. QR905 Melbourne 20:15 Tue 2 May – Doha 04:50 Wed 3 May; QR229 Doha 07:40 – "
          "Belgrade 11:30 Wed 3 May. Return: QR230 Belgrade 12:55 Wed 24 May – Doha 18:30; QR904 Doha 20:05 – "
          "Melbourne 17:55 Thu 25 May. Economy, 2 bags of 23 kg. Special assistance: wheelchair at Doha (WCHR). "
          "Total AUD 2,184.10",
          "booked, on Craig's card, I pay him back. wheelchair in Doha, she'll grumble", "flight, reservation, email"),
        c("visit", VB, VB, "",
          "Dušan: Bron, kaži mami da je vodim u vinograd i na Kosmaj, a u subotu 13. maja pravimo jagnje na ražnju "
          "kod nas, za njen rođendan. Ne sme da odbije! Imam i rakiju od dunje za nju. Dule",
          "Dušan: vineyard, Kosmaj, a lamb on the 13th, quince rakija. Mum's in for it", "itinerary, communication"),
        c("flights", SN, SN, "",
          "Mum's insurance, 2-25 May, Europe, 75 / AF + warfarin + new knee 2032 / A, comprehensive: $612, AF "
          "covered after a medical screening, excess $250 / B, seniors: $488, AF NOT covered / C, her credit card's: "
          "only up to 74 (!)",
          "her card's cover stops at 74. she's 75 on the trip. A then", "comparison, price"),
        c("flights", VB, VB, "",
          "Craig: Mum's booked, she's told the whole bowls club. I'll drive her to Tullamarine on the 2nd. "
          "Insurance: she did the medical screening online, waiting on the answer. She wants to bring you Tim Tams "
          "and Vegemite, how many kilos is reasonable?",
          "heaps of Tim Tams, 2 kg. Vegemite: 1 big. Mila wants Freddo frogs", "travel, communication"),
        c("flights", XO, xo("Medical_assessment_GPettigrew.pdf"), "", "",
          "AF covered, +$84. $696 all up. tell Craig to buy it today", "care, price",
          ocr="MEDlCAL ASSESSMENT RESULT  Traveller: Mrs Glenys Pettigrew  DOB 12/O5/1959  Conditions declared: "
              "Atrial fibrillation (on warfarin) – COVERED, additional premium $84  Total knee replacement (2O32) – "
              "COVERED, no additional premium  Policy: Comprehensive, Europe  2 May – 25 May 2O34  Total premium "
              "$696  Excess $25O"),
        c("visit", WF, wf("Visitor information – Golubac Fortress"), "https://www.golubackigrad.rs/en/info",
          "Open daily 10:00-19:00 from April to October, last entry at 18:00. The upper fortress has steep wooden "
          "stairs; the lower town and the Hat Tower can be visited by people with reduced mobility. Guided tours in "
          "English on request. Tickets: 1,000 dinars; over 65: 500.",
          "the lower town only, for her knee. half price. 2 nights at Goran's", "itinerary, price"),
        c("visit", XO, xo("Djerdap_brod_2034.pdf"), "", "",
          "weekends only. Sat 20 or Sun 21 May. so that's the Golubac trip", "itinerary, travel",
          ocr="KRSTARENJE ĐERDAPSKOM KLlSUROM / DANUBE GORGE CRUlSE 2O34  Golubac pristan – Donji Milanovac  "
              "maj–septembar  subota, nedelja  1O:OO  povratak 17:3O  odrasli 3.5OO din  penzioneri 2.8OO  ručak "
              "na brodu uključen / lunch on board included"),
        c("flights", VB, VB, "",
          "Mum: Insurance bought! Craig did it on the computer. $696, I nearly fell over. I've started a list. Do "
          "they have decent tea in Serbia? And can I bring a cake for Nemanja's mother, or is that rude?",
          "Mum: insured. bring tea. a cake for Mirjana = war. Tim Tams instead", "travel, communication"),
        c("visit", SN, SN, "",
          "Mum's 75th, Fri 12 May / a splav on the Danube, Zemun quay, 8: Mum, us 3, Dušan, Mirjana, kum Zoran + "
          "Slavica / Sat 13: Dušan's lamb in Mladenovac / present: Mila's drawing book 'Baba Glenys in Belgrade' + "
          "a photo book of the last 7 years / cake: Mirjana insists (I'm not doing a pav again. or am I)",
          "two parties for Mum, one a family. the pav returns, probably", "events, planning"),
        c("visit", BB, bb("Re: Rezervacija 12. maj"), "",
          "Poštovana gospođo Pettigrew, za petak 12. maj imamo slobodan sto za 8 osoba na terasi, od 19 časova. Ako "
          "bude hladno, sto je unutra pored prozora, sa pogledom na Dunav. Tortu možete doneti, ne naplaćujemo. "
          "Molimo da potvrdite rezervaciju do 1. maja. Srdačan pozdrav, Splav Kej, Zemun",
          "Fri 12 May, the terrace for 8 from 7. confirm by 1 May", "reservation, email"),
        c("flights", BB, bb("Fwd: Your policy documents"), "",
          "Craig: Here's Mum's policy. / Policy type: Comprehensive, Europe. Period: 2 May to 25 May 2034. 24-hour "
          "emergency assistance: +61 2 8907 5000. If you need medical treatment overseas, call us before going to "
          "a hospital, except in an emergency, and keep every receipt.",
          "assistance number into my phone AND hers", "email, travel"),
        c("visit", WF, wf("Soko fast train Belgrade – Novi Sad: timetable and tickets"),
          "https://www.srbvoz.rs/en/soko",
          "Soko trains run between Belgrade Centre and Novi Sad every hour from 05:40 to 21:40; the journey takes "
          "36 minutes. Tickets: 2nd class 600 dinars, 1st class 800 dinars. Seats are reserved; tickets can be "
          "bought online, at the station or from the conductor with a surcharge.",
          "36 min to Novi Sad. 1st class for Mum, 800. Sat 6 May", "travel, itinerary"),
        c("visit", VB, VB, "",
          "Jovana (Konak Milić): Hi Bron! Dad says your mum is coming in May. The room on the ground floor is free "
          "19-21 May, no stairs, with breakfast, for her and you. Mum says no charge for a grandmother, you pay for "
          "Mila and Nemanja haha. Please confirm.",
          "ground floor 19-21 May, no stairs. Snežana won't charge Mum. I'll bring rakija", "hotel, reservation"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Zemun, Mladenovac and Belgrade, +01:00 throughout. Sretenje (Wednesday 15 and
# Thursday 16 February) without the dig; the slava on Tuesday 14 with the pavlova at dawn; the medical at 08:00 on
# Thursday 9; the assembly at 18:00 on the holiday Thursday; her mother's call at 05:45 (15:45 in Ballarat).
DAYS = {
    # Mon 6: Mum's call, who does what, the applicants, VicRoads, the police's page, the Zavod's form, Mirjana's menu,
    # the bill
    "2034-02-06": "05:45 mum, 08:40 kaliste, 10:05 kaliste, 12:40 licence, 12:55 licence, 13:05 kaliste, "
                  "19:30 slava, 19:42 building",
    # Tue 7: the notice, the radiocarbon results, OxCal, the finds database, the clinic's prices, Nemanja on Zorica,
    # Milorad's offers, the pavlova, the fares
    "2034-02-07": "07:50 building, 08:55 kaliste, 09:30 kaliste, 11:40 kaliste, 11:52 licence, 18:30 licence, "
                  "20:40 building, 21:10 slava, 21:22 mum",
    # Wed 8: Mum's three weeks, the clinic's confirmation, Ursula's coins and table, Goran's house and boxes, the
    # parish, Vesna, the offers compared
    "2034-02-08": "06:10 mum, 08:10 licence, 08:22 kaliste, 09:10 kaliste, 12:15 kaliste, 12:27 slava, 16:30 kaliste, "
                  "19:20 licence, 20:30 building",
    # Thu 9 (the medical at 08:00): the results, Nemanja's tree, Tijana's bones, Ruby, the certificate, the summary,
    # visas, the lift's inspection, the guest list, Smartraveller
    "2034-02-09": "09:25 licence, 09:35 licence, 09:47 kaliste, 11:05 kaliste, 13:10 licence, 14:40 kaliste, "
                  "16:10 kaliste, 19:45 building, 19:58 slava, 21:00 mum",
    # Fri 10: the VicRoads record, the budget, Jelena on the plan and the slava, the stairs, the plan, the rerun,
    # Ivana, the lift's options
    "2034-02-10": "08:20 licence, 09:00 kaliste, 12:38 kaliste, 12:50 building, 15:10 kaliste, 17:20 kaliste, "
                  "18:40 slava, 20:20 building",
    # Sat 11: the billing rule, Mum booked, the shopping list, the licence's list and the counter booked, chairs,
    # Dušan's lamb, St Tryphon, Dejan, Sophie
    "2034-02-11": "09:40 building, 10:05 mum, 10:15 slava, 10:28 licence, 11:20 licence, 12:40 slava, 15:30 mum, "
                  "15:42 slava, 18:15 building, 21:40 kaliste",
    # Sun 12 (Meatfare Sunday; the priest at Mladenovac): the candle, the names, Mum's insurance
    "2034-02-12": "11:50 slava, 14:30 slava, 21:20 mum",
    # Mon 13 (the only full working day before the holidays): Craig, the fish market, Vesna, the fee in euros, the
    # bank's instructions, baba Ljubica's lift, the dates, Jelena's flowers, the housing law, the seating
    "2034-02-13": "06:20 mum, 07:40 slava, 09:40 licence, 10:30 kaliste, 11:15 kaliste, 12:30 slava, 15:00 kaliste, "
                  "15:12 slava, 20:50 building, 21:30 slava",
    # Tue 14 (the slava, St Tryphon): the pavlova at dawn, the bread cut in church, the count at night
    "2034-02-14": "05:35 slava, 10:10 slava, 22:50 slava",
    # Wed 15 (Sretenje, a public holiday): Mum's medical screening, code 01, Mirjana's thanks, grams, Golubac, the
    # boat, valves, Milorad on the roof
    "2034-02-15": "09:30 mum, 10:30 licence, 11:20 slava, 12:00 slava, 12:12 mum, 13:40 mum, 17:30 building, "
                  "18:10 building",
    # Thu 16 (Sretenje's second day; the assembly at 18:00): Mum insured, what a slava is, the birthday, the notes,
    # the lift's vote, a stranger on counter 4, the heat's vote
    "2034-02-16": "07:30 mum, 10:15 slava, 11:00 mum, 16:40 building, 20:05 building, 21:15 licence, 21:28 building",
    # Fri 17 (back at work): Marko's plan, the acceptances, the fee slips, the clinic's receipt, the lab's invoice,
    # Jelena's Serbian part, the splav, Starinar, the minutes, the policy
    "2034-02-17": "08:50 kaliste, 10:40 kaliste, 10:52 licence, 11:02 licence, 11:14 kaliste, 13:30 kaliste, "
                  "13:42 mum, 16:20 kaliste, 19:30 building, 20:45 mum",
    # Sat 18: Termomer's answer, the fast train
    "2034-02-18": "11:15 building, 16:45 mum",
    # Sun 19 (Forgiveness Sunday): Goran's daughter, Vera's cake, the folder for Monday, the report's checklist
    "2034-02-19": "10:30 mum, 12:30 building, 18:00 licence, 20:30 kaliste",
}
TIMELINE = day_timeline(DAYS, TZ)
