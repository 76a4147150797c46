"""Matteo Conti, a type designer from Bologna, Italy, working freelance from Tbilisi, Georgia: the Georgian extension
of a type family for a foundry in Berlin (the letters and a Georgian reviewer's notes, the spacing and kerning, the
final files and the release), the wayfinding signs for a museum that reopens on International Museum Day (the sign
layouts, the sign maker and the install, the client and its fee), the rotten timber gallery of his old house in
Sololaki (propping and repair, who pays, the heritage agency's consent), his son's registration for a public
kindergarten (the online queue, the health certificate) and a family trip to Tusheti in July (the road over the
Abano Pass, the guesthouses and the walks).

Written by hand in session 21 of issue 12 as the TEST corpus for session 22, before anybody tuned on it, by an
engineer who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end
of session 22, and since session 23 it is a development corpus.

Matteo (39) came to Tbilisi in 2025 for his partner, Tamar Beridze (37), an architect at a practice in Vake; their son
Luka is three (born 12 August 2027 in Bologna). They rent a flat on the first floor of a nineteenth-century house on
Asatiani Street in Sololaki, a listed building whose flats open onto a shared timber gallery over the courtyard. In
the fortnight from Monday 5 to Sunday 18 May 2031 (Friday 9 May is Victory Day and Monday 12 May is St Andrew the
First-Called's Day, both public holidays in Georgia; they spend the long weekend with Tamar's parents in Telavi):
- the Georgian: Nordfeld Type (fictional, Berlin) commissioned a Georgian extension of its sans family Ardesia,
  Mkhedruli and its Mtavruli capitals in a Regular and a Bold master; Frieda Lang (production) and Ole Brandt (font
  engineering) at the foundry, Levan Kapanadze (a Tbilisi calligrapher and type critic) reviewing; round 2's notes,
  a lesson with a broad nib, round 3, class kerning under Ole's limit, a font QA report with one failure, Levan's
  sign-off, the final files on Friday 16 May by 18:00, the release post, the invoice;
- the museum: the Tbilisi Museum of Weaving (fictional), in a former silk mill in Chughureti, reopens on Sunday 18
  May, International Museum Day; Salome Tsereteli (curator) and Eka Gogoladze (director); the director wants Georgian
  first and larger; 64 signs in three types, a floor plan whose lift moved, pictograms, Levan's corrections of the
  Georgian texts, a sign maker in Didube (Signa, fictional; Giorgi) whose quote is over the budget, labels on forex,
  the signed approval, the print files, a wrong arrow reprinted, the install, the walk-through, the fee paid late;
- the gallery: a beam under the shared gallery cracks on Monday night; Gia, a carpenter, props it; Irakli Dzneladze,
  an engineer friend of Tamar's, inspects it; Nino Abashidze chairs the residents' association (12 flats) and calls a
  meeting in the courtyard; the city's co-financing programme for associations (applications by 16 May), a
  neighbour on the ground floor who won't pay, the minutes with ten signatures, the heritage agency's consent for a
  listed building (Tamar files it, an inspector visits); the work waits for the city's decision in July;
- the kindergarten: Luka leaves a private nursery (Little Bees, fictional) in August; Tbilisi's public kindergartens
  register online from 12:00 on Tuesday 13 May, in order of registration; N94 in Mtatsminda (a garden and an English
  group) against N17 on Leonidze Street (four minutes away); the medical certificate in form 100 from the
  paediatrician, Dr Maia Chkheidze, the vaccination records in two countries (his mother has the Italian booklet in
  Bologna, Tamar's mother Manana has the Georgian card in Telavi), a DTP booster, the upload by 18 May;
- Tusheti: 10 to 17 July with their friends Nika and Ana Gelashvili and their two children; Shota (Levan's cousin)
  drives a Delica over the Abano Pass, the road's status, his mother's horror and the helicopter, guesthouses in
  Omalo and Dartlo and their deposits, the border police's registration for walks towards Parsma.

He works on a MacBook: Orion for the web (the window title is the page's title: the foundry, the font QA report, the
museum, the city hall, the heritage agency, the kindergarten agency, the road status, guesthouses), Mimestream for mail
(an opened message is titled by its subject), Telegram (titled only "Telegram": Tamar, Nino, Gia, Giorgi, Salome,
Manana, his mother, Nika, Shota, the guesthouse), Element (titled only "Element": the foundry's chat, Levan), PDF
Expert for every PDF and scan (titled by the file), Craft for notes (titled only "Craft"), Glyphs (titled by the
.glyphs file) and Affinity Publisher (titled by the document). Memos are his shorthand (first person, a type
designer's and a Bolognese's: "L", "T", "Mkh", "Mtav", "LSB/RSB", "r3", "A-07", "GEL", "bagi", "boh", "dai",
"vabbè", "uff", "figo", "mamma mia"). English is his working language; Georgian as he meets it (the carpenter, the
residents' chat and minutes, the city's and the agency's papers, the kindergarten's portal and the certificate, the
sign maker, the museum's sign texts, a proof's test strings, Manana, Shota, the guesthouse) and Italian with his
mother, under a fifth of the captures. Words cross on purpose: spacing (the letters', the joists'), proof (the font's
proofs, the sign maker's colour proof), weight (a font's weights, Luka's weight), height (x-height, Luka's),
registration (the kindergarten's, the border police's, the association's), permit (the heritage agency's, the border
zone's), pass (the Abano Pass, a QA check passing), deposit (the nursery's, the guesthouses'), invoice (the foundry's,
the museum's), Georgian (the letters, the museum's sign texts, the kindergarten's forms). People cross too: Tamar
in the gallery, the museum, the kindergarten, the letters and Tusheti; Levan in the letters, the museum's texts and
Tusheti (his cousin drives); Nino in the gallery and the kindergarten; his mother in the kindergarten and Tusheti;
Frieda in the release, the museum's signs and Tusheti.

The timeline is written by hand (TIMELINE below): all in Georgia's time, Asia/Tbilisi, +04:00 all year (Georgia has
kept no daylight saving time since 2005, so there is no clock change in the fortnight); the crack late on Monday
night, the museum's approval and the residents' meeting on Thursday 8 May, the long weekend in Telavi (Victory Day
and St Andrew's Day without the museum: its people are off and the sign maker prints on Tuesday), the kindergarten
queue at noon on Tuesday 13 May, the install on Thursday and Friday, the final files at 17:52 on Friday 16 May, the
reopening on Sunday 18 May.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("type designer in Tbilisi, Georgia: a Georgian extension of a type family for a Berlin foundry, the "
           "wayfinding signs for a museum's reopening, the rotten gallery of his old house in Sololaki, his son's "
           "kindergarten registration, a family trip to Tusheti in July")
TZ = ZoneInfo("Asia/Tbilisi")  # +04:00 all year, no daylight saving time since 2005
ID_PREFIX = "xt"  # "t" is the teacher's; no id in any bench/data or bench/corpus_sources file begins with "xt"
APP_WORDS = {"orion", "mimestream", "telegram", "element", "pdf", "expert", "craft", "glyphs", "affinity",
             "publisher", "afpub", "jpg", "https", "www", "com", "ge", "gov", "de", "en", "org", "nordfeldtype",
             "fontbakery", "typo", "signa", "iso", "weavingmuseum", "heritagesites", "cityhall", "timberyard",
             "google", "docs", "sheets", "bagebi", "moh", "caucasus", "trails", "staytusheti", "bpg", "georoad",
             "kavkasia", "air", "browser"}

TASK_NAMES = {
    "georgian": ("Georgian for Ardesia", "the Mkhedruli extension", "the Georgian script job", "Ardesia's new letters"),
    "museum": ("Museum wayfinding", "the weaving museum signs", "the reopening signs", "the Chughureti job"),
    "gallery": ("The gallery on Asatiani", "the balcony", "fixing the house", "the rotten beam"),
    "bagi": ("Luka's kindergarten", "a place for September", "the bagi", "Luka starting kindergarten"),
    "tusheti": ("Tusheti in July", "the summer trip", "the mountains with Nika and Ana", "Omalo"),
}
SUB_NAMES = {
    "georgian/letters": ("Drawing the letters", "Levan's review", "letterforms", "the Mtavruli capitals"),
    "georgian/spacing": ("Spacing and kerning", "kerning classes", "metrics", "spacing proofs"),
    "georgian/release": ("Mastering and delivery", "the final files", "font QA", "the release"),
    "museum/layouts": ("Sign layouts", "pictograms", "the sign family", "Georgian first, English second"),
    "museum/fabrication": ("Fabrication and install", "the sign maker", "oak and forex boards", "putting them up"),
    "museum/client": ("The client", "approvals", "Salome and the director", "getting paid"),
    "gallery/repair": ("Propping and repair", "the carpenter", "the engineer's inspection", "new beams"),
    "gallery/money": ("Who pays", "the residents' meeting", "city co-financing", "cost shares"),
    "gallery/permit": ("Heritage consent", "the permit", "the heritage agency", "old-town rules"),
    "bagi/registration": ("Registration", "the online queue", "choosing the bagi", "N94 or 17"),
    "bagi/health": ("Health certificate", "form 100", "the paediatrician", "vaccinations"),
    "tusheti/road": ("Getting there", "the Abano Pass", "Shota's jeep", "road or helicopter"),
    "tusheti/stay": ("Where we stay and walk", "guesthouses", "the Dartlo days", "border registration"),
}

OR = "Orion"
MI = "Mimestream"
TG = "Telegram"
EL = "Element"
PE = "PDF Expert"
CR = "Craft"
GL = "Glyphs"
AP = "Affinity Publisher"

# each task's captures in the order he met them; TIMELINE below says when
TASKS = {
    "georgian": [
        c("letters", MI, "Ardesia Georgian: Levan's notes on round 2", "",
          "Hi Matteo, Levan's notes on round 2 are in the shared folder (Ardesia_Georgian_r2_LK.pdf). Short version: "
          "the Mkhedruli is much better, but he still finds the bowls of ბ, გ and დ too Latin, too round at the top, "
          "and the Mtavruli too wide for the Regular. We still need the final files by Friday 16 May for the 2 June "
          "release. Best, Frieda",
          "L's notes in. the bowls 'too Latin' again. uff", "email, deadline"),
        c("letters", PE, "Ardesia_Georgian_r2_LK.pdf", "", "",
          "his red pen on every third letter. ე is fine at least", "draft",
          ocr="ARDESlA GEORGlAN r2  Regular / Bold  ბ გ დ - tops too flat and round, they read as Latin b g o. Let "
              "the bowl lean into the stroke  ჯ ჰ - descender 2O units shorter than ფ  Mtavruli: width -8 to -lO%  "
              "ე - the hook, good now!  ყ - ear too high  LK O3.O5"),
        c("spacing", GL, "ArdesiaGeorgian-Regular.glyphs", "",
          "Regular, Mkhedruli spacing, first pass: ა LSB 48 RSB 42 / ბ 52 44 / გ 50 40 / დ 50 40 / ე 46 38 / ვ 52 "
          "44 / ო 52 52 / ნ 56 56. x-height 510, ascender 760, Mkhedruli descender -240, UPM 1000.",
          "Mkh LSB/RSB first pass, round group. ა ბ გ share a left side", "specs"),
        c("letters", EL, EL, "",
          "Levan Kapanadze: Matteo, a quick word on the bowls. Write ბ with a broad nib: the stroke goes up, turns and "
          "comes down into the bowl in one movement, so the top of the bowl is thinner on the left. Your ბ is two "
          "shapes glued together. I can show you with a pen on Thursday if you like, at Fabrika at 14:00.",
          "L: one movement, not two shapes glued. Thursday 14:00 with a pen", "communication, learning"),
        c("letters", CR, CR, "",
          "Georgian r3 / ბ გ დ: thin the left top, lean the bowl / ჯ ჰ descenders to -240 like ფ / Mtavruli -8% "
          "width, redraw Ა first / ყ: lower the ear / Bold: interpolation kink in ღ / r3 PDF to L Wednesday night",
          "r3 list. Mtav and Bold last, as always", "planning, draft"),
        c("spacing", EL, EL, "",
          "Ole Brandt: I ran the kerning audit on r2. 1,412 flat pairs, 380 of them Latin-Georgian mixed pairs we "
          "don't need. Please class-kern the Mkhedruli and keep the exceptions under 300. The Mtavruli have no "
          "kerning at all yet.",
          "Ole: 380 useless pairs. classes, fewer than 300 exceptions", "communication, specs"),
        c("letters", TG, TG, "",
          "Tamar: Levan is at our office for the museum texts, he looked at your r3 print on my desk and said your ბ "
          "is 'almost Georgian now' 😄 from him that's a compliment",
          "almost Georgian. I'll take it", "communication"),
        c("spacing", PE, "Ardesia_Georgian_spacing_proof_r3.pdf", "", "",
          "nono strings. ნ too tight next to ო at 12 pt", "specs, draft",
          ocr="Ardesia Georgian Regular r3 - spacing strings  ნანანანა ნონონონო ბაბაბა გაგაგა დადადა  ქართული "
              "ანბანი 33 ასოსგან შედგება  HOHOHO ნHნOნ  tracking O  l2 pt / 24 pt / 72 pt  O8.O5.2O3l"),
        c("letters", CR, CR, "",
          "Thursday with L at Fabrika / broad nib 4 mm at 45° / ჭ: the top loop is its own stroke, lighter / "
          "Mtavruli Ქ: flatten the right side, the tail comes out of the bowl, not below it / he writes Mtavruli "
          "as Mkhedruli drawn tall, not as Latin capitals",
          "nib lesson. Ქ: the tail out of the bowl", "learning, draft"),
        c("letters", GL, "ArdesiaGeorgian-Bold.glyphs", "",
          "ღ Bold: the interpolation Regular to Bold kinks at 60% (node 14 jumps). Fix: add a node to the Regular ღ "
          "as well, same structure in both masters. ხ Bold: the counter closes at 8 pt.",
          "ღ kink gone. ხ counter still clogs at 8", "specs"),
        c("spacing", CR, CR, "",
          "kerning classes, Mkhedruli / left: round (ა ბ გ დ ე ვ), open left (ზ თ ი), tall (ძ ჭ) / right: round, "
          "open right (ღ ყ), descender / exceptions: ა-ყ, ჯ-ა, ქ-ო / punctuation: „ the low quote!",
          "classes written. the low quote, don't forget it", "planning, specs"),
        c("letters", MI, "Re: Ardesia Georgian r3", "",
          "Dear Matteo, r3 is a different typeface. ბ, გ and დ now move like written letters. Two things are left: "
          "ჭ looks heavy in the Bold, and the Mtavruli Ქ is still a Latin O with a tail. After that I am happy to "
          "sign it off. Levan",
          "L nearly happy. ჭ Bold and Ქ, then sign-off", "email, draft"),
        c("spacing", GL, "ArdesiaGeorgian-Regular.glyphs", "",
          "Kerning, Regular: 212 class pairs, 184 exceptions (was 1,412 flat). Worst: ჯა -40, ყო -25, ქ„ -60. Bold: "
          "220 class pairs, 196 exceptions. Mtavruli: 64 class pairs.",
          "184 exceptions, under Ole's limit", "specs, statistics"),
        c("spacing", EL, EL, "",
          "Ole Brandt: Kerning from last night looks good. One thing: ქ„ -60 kills the quote at display sizes, make it "
          "-35. And the figures: we keep the Latin tabular ones for Georgian, right?",
          "Ole: -35. figures shared with the Latin, yes", "communication, specs"),
        c("spacing", OR, "Georgian quotation marks „…“ | typo.ge notes", "https://typo.ge/notes/quotation-marks",
          "Georgian uses the low-high pair „…“, never « ». Set them close to the word: the opening mark sits on the "
          "baseline and needs kerning against tall letters such as ძ and ჭ.",
          "„ against ძ: kern both classes", "specs, learning"),
        c("release", EL, EL, "",
          "Frieda Lang: Timeline check: final .glyphs files by Friday 16 May 18:00 your time, Ole builds and runs QA "
          "over the weekend, the specimen goes to the printer on 26 May, release on 2 June. Could you also write 150 "
          "words on the Georgian for the release post?",
          "Fri 18:00. plus 150 words for the blog. boh", "deadline, planning"),
        c("release", OR, "Font Bakery report: Ardesia Georgian r4",
          "https://fontbakery.nordfeldtype.de/report/ardesia-georgian-r4", "",
          "1 fail: ჯ below winDescent. my descender, my fault", "software, bug",
          ocr="FONT BAKERY  Ardesia Georgian r4  FAlL  vertical metrics: winDescent 24O is above the lowest point "
              "-262 (ჯ.bold)  WARN  3 glyphs with overlapping outlines: ჭ.bold ღ.bold ფ.bold  WARN  kerning for "
              "U+1O5O-U+1O5A missing  PASS  orthography ka: Mkhedruli and Mtavruli complete  PASS 96  WARN 7  FAlL l"),
        c("spacing", PE, "Ardesia_Georgian_waterfall_r4.pdf", "",
          "Ardesia Georgian Bold r4, waterfall 9 / 12 / 18 / 24 / 36 pt. Bold spacing: open at 36 pt, the round "
          "letters drift apart. Regular: even at every size.",
          "Bold too loose at 36. fix the sides, not the tracking", "specs"),
        c("release", CR, CR, "",
          "release post, draft / Ardesia now writes Georgian: Mkhedruli, the everyday script, and Mtavruli, its "
          "capitals, in every weight. Drawn in Tbilisi with a broad nib on the desk and Levan Kapanadze's review, it "
          "keeps Ardesia's calm ...",
          "150 words asked, 171 written. cut 'everyday'", "writing, draft"),
        c("letters", MI, "Re: Ardesia Georgian r4: sign-off", "",
          "Dear Matteo, I have checked r4 in print at 9, 12 and 36 pt. ჭ is right now and Ქ is a Georgian letter. I "
          "am happy to sign off the Georgian. Please thank Nordfeld for asking a Georgian to look at it. Levan",
          "SIGNED OFF. prosecco tonight", "email"),
        c("release", GL, "ArdesiaGeorgian-Bold.glyphs", "",
          "Font Info, Masters: Regular 400 / Bold 700, x-height 510 / 516, Mkhedruli descender -262 to -240 (ჯ "
          "redrawn), winDescent 280. Exports: 8 instances, family 'Ardesia', Georgian in the same files.",
          "ჯ redrawn, winDescent up. that kills the fail", "specs, config"),
        c("spacing", MI, "Kerning audit: Ardesia Georgian r4 (automated)", "",
          "Ardesia Georgian r4 kerning audit. Regular: 212 class pairs, 171 exceptions. Bold: 220 / 188. Collisions "
          "at 12 pt: none. Pairs over 80 units: none. Mixed-script pairs: 0 (removed).",
          "clean. Ole's robot is happy", "email, statistics"),
        c("release", MI, "Ardesia Georgian: final files", "",
          "Hi Frieda, hi Ole, the final files are in the shared folder: ArdesiaGeorgian-Regular.glyphs and "
          "ArdesiaGeorgian-Bold.glyphs (the intermediate weights interpolate), the kerning report and Levan's signed "
          "note. The ჯ failure is fixed. The invoice follows on Monday. Matteo",
          "sent 17:52. eight minutes to spare", "email, deadline"),
        c("release", EL, EL, "",
          "Ole Brandt: Build ran overnight: 0 FAIL, 4 WARN (all overlaps, fine for the variable font). Specimen proof "
          "attached. Frieda says the blog text is lovely but please one sentence less.",
          "0 fail. the blog: one sentence less, again", "communication, software"),
        c("release", OR, "Ardesia | Nordfeld Type", "https://nordfeldtype.de/fonts/ardesia?preview=ka",
          "Ardesia: 8 weights, Latin, Cyrillic, Greek and, from 2 June, Georgian (Mkhedruli and Mtavruli). Desktop "
          "licences from €60 a weight; the family with Georgian €390.",
          "their preview page with my Georgian. figo", "portfolio"),
        c("release", PE, "Invoice_MC-2031-09_Nordfeld.pdf", "",
          "Invoice MC-2031-09, to Nordfeld Type GmbH, Berlin. Ardesia Georgian extension: Regular and Bold masters "
          "with Mtavruli, kerning, QA fixes. €6,800, of which 50% received on 3 March; due now €3,400, within 30 "
          "days. Reverse charge.",
          "second half, 3,400. out Monday at 9", "invoice"),
    ],
    "museum": [
        c("client", MI, "Wayfinding: comments on v6", "",
          "Dear Matteo, the director went through v6 with the curators. She likes the colours by floor but asks for "
          "the Georgian to come first and larger on every sign, the English second and smaller, as the ministry's "
          "guideline says for state museums. Could we see v7 by Wednesday? Salome Tsereteli, curator",
          "Georgian first and bigger. fair, it's their museum", "email, deadline"),
        c("layouts", AP, "TMW_wayfinding_v7.afpub", "",
          "Sign type A (hanging, 1200 x 300): Georgian 96 pt Ardesia Bold, English 60 pt Ardesia Regular, pictogram "
          "220 mm, floor colour bar 20 mm. Type B (wall, room names, 600 x 200): Georgian 72, English 48. Type C "
          "(labels, 200 x 120): Georgian 28, English 20.",
          "v7 hierarchy 96/60. with my unreleased Georgian, shh", "specs, draft"),
        c("layouts", TG, TG, "",
          "Tamar: the lift in the silk hall moved to the other side, the plan changed last month. did Salome send "
          "you the new floor plan? your A-07 points at a wall now 🙈",
          "T: lift moved. A-07 points at a wall", "communication"),
        c("layouts", PE, "TMW_floorplans_signs_rev4.pdf", "", "",
          "rev4 plan: 14 A signs, not 12. lift on the east wall", "planning, specs",
          ocr="TBlLlSl MUSEUM OF WEAVlNG  ground floor  sign locations rev4  A-Ol entrance / შესასვლელი  A-O2 "
              "tickets / სალარო  A-O5 cloakroom / გარდერობი  A-O7 lift / ლიფტი (moved: east wall)  B-l2 Silk Hall "
              "/ აბრეშუმის დარბაზი  C-Ol ... C-28 labels"),
        c("fabrication", MI, "Quote request: 64 signs, Museum of Weaving", "",
          "Hello Giorgi, attached is the sign schedule: 14 hanging signs (A), 22 wall signs (B), 28 labels (C). "
          "Material as we discussed: 6 mm oak-veneered MDF, UV print, brass hangers. Installed by Saturday 17 May; "
          "the museum opens on Sunday 18. Could you quote by Thursday? Matteo",
          "quote asked. 64 signs, oak and brass", "email, price"),
        c("layouts", CR, CR, "",
          "pictograms / cloakroom: a hanger, fine / toilets: the ministry's set, not mine / lift ✓ / tickets: a "
          "ticket, not a coin / no flash photos: they want one, I'd rather not / silk hall: a colour, no picture / "
          "children's workshop: a spindle?",
          "pictos. try the spindle for the workshop", "planning, draft"),
        c("layouts", MI, "Signs: the Georgian texts", "",
          "Dear Matteo, I went through all 64 Georgian texts in the schedule. Three corrections: B-12 should read "
          "„აბრეშუმის დარბაზი“, not „აბრეშუმის დარბაზის“; on C-07 the date reads „XIX საუკუნე“; A-05 "
          "„გარდერობი“ is correct, ignore the note. Levan",
          "L fixed 3 texts. their Georgian beats mine, obviously", "email, draft"),
        c("fabrication", PE, "Signa_quote_TMW_0512.pdf", "", "",
          "11,500 + VAT, ten working days = too late. call Giorgi", "price",
          ocr="SlGNA  ბეჭდვა და აბრები / print & signs  Didube, Tbilisi  Quote Nr O5l2  Museum of Weaving, "
              "wayfinding  A hanging l2OOx3OO oak veneer 6 mm, UV print, brass hangers  l4 x 38O = 5 32O GEL  B "
              "wall 6OOx2OO  22 x l6O = 3 52O GEL  C labels 2OOxl2O  28 x 45 = l 26O GEL  installation, 2 days  "
              "l 4OO GEL  Total ll 5OO GEL + VAT  Lead time: lO working days"),
        c("client", TG, TG, "",
          "Salome: Matteo, the director approved the colours 🙏 but the budget for the signs is 10,000 GEL "
          "including VAT, not a tetri more. Can the labels be cheaper?",
          "budget 10k with VAT. Signa is 13.5k with VAT. the labels then", "communication, price"),
        c("fabrication", OR, "Forex PVC board | Signa materials", "https://signa.ge/en/materials/forex",
          "Forex (foamed PVC), 3 to 10 mm, white. Light, cheap and easy to cut; UV prints directly on it. Indoors "
          "only. The edges can be painted. About 40% cheaper than veneered MDF.",
          "labels on forex, A and B stay oak. saves about 600", "comparison, price, specs"),
        c("fabrication", MI, "Re: Quote Nr 0512, revised", "",
          "Matteo, revised with the labels on forex: A 14 x 380, B 22 x 160, C 28 x 22 = 616, installation 1,400; "
          "total 10,656 GEL including VAT. If you confirm today we can do it in 7 working days. Giorgi, Signa",
          "10,656. 656 over. plain hangers instead of brass", "email, price"),
        c("client", PE, "TMW_v7_approval_signed.pdf", "", "",
          "v7 approved and signed. 2,100 now, 2,100 after", "invoice, price",
          ocr="TBlLlSl MUSEUM OF WEAVlNG  Approval of the wayfinding design v7  Sign types A, B, C as in "
              "TMW_wayfinding_v7  Georgian first, English second  Fabrication and installation: up to lO OOO GEL "
              "incl. VAT  Design fee: 4 2OO GEL, 5O% on approval, 5O% after the opening  Director: E. Gogoladze  "
              "O8.O5.2O3l"),
        c("layouts", AP, "TMW_wayfinding_v8_print.afpub", "",
          "Print export v8: 64 signs, PDF/X-4, 3 mm bleed, crop marks, Georgian outlined (Ardesia Georgian is not "
          "released yet); Signa prints a colour proof of A-01 first. Fixed: A-07 lift arrow to the east, B-12 text "
          "as Levan says, C labels resized for forex 200 x 120.",
          "v8 to print. outlined, so nobody sees my font early", "specs"),
        c("fabrication", TG, TG, "",
          "Giorgi (Signa): გამარჯობა, მატეო! ფაილები მივიღე. დღეს ვიწყებთ ბეჭდვას, მონტაჟი ხუთშაბათს და "
          "პარასკევს. მუხის ფირფიტები საკმარისია.",
          "G: print today, install Thu-Fri, enough oak", "communication"),
        c("client", MI, "Invoice MC-2031-08: Museum of Weaving, first half", "",
          "Dear Salome, please find attached the invoice for the first half of the design fee, 2,100 GEL, as agreed "
          "in the approval of 8 May. Bank: TBC, account in my name as before. Best, Matteo",
          "first half invoiced. 30 days, they say. 60, in my experience", "invoice, email"),
        c("fabrication", CR, CR, "",
          "install plan / Thu 15 09:00 Signa van at the museum, Giorgi and two / ground floor A signs first, the silk "
          "hall last (the vitrines come Thursday) / hangers: ceilings 3.20 but 4.10 in the hall / Fri: B and C, "
          "Levan comes to read them / my ladder?",
          "install Thursday 9:00. bring the level and the list", "planning"),
        c("fabrication", TG, TG, "",
          "Giorgi (Signa): Matteo, the A-07 arrow: your drawing says east, but the lift is west of where the sign "
          "hangs. it's printed already 😬",
          "A-07 AGAIN. reprint one sign, 380 GEL, my fault", "communication"),
        c("layouts", OR, "ISO 7001:2023 Public information symbols", "https://www.iso.org/obp/ui/#iso:std:iso:7001",
          "PI PF 015 Lift (elevator). When a directional arrow is used with a symbol, the arrow shall be placed at "
          "the side of the symbol toward which it points.",
          "arrow on the side it points to. A-07 right, finally", "specs"),
        c("client", TG, TG, "",
          "Salome: the director asks if you can come to the opening at 12:00 on Sunday, she wants to thank the "
          "team 😊 and the second invoice after the 18th please",
          "opening Sunday 12:00. Luka in a shirt?", "communication, events"),
        c("fabrication", PE, "Signa_delivery_note_TMW.pdf", "",
          "Delivery note: A 14 (1 reprint, A-07), B 22, C 28 on forex; hangers 28; installed 15-16 May. Remarks: "
          "B-19 drilled into a tile, to be moved after the opening.",
          "all up. B-19 in a tile, Tamar will kill me", "invoice"),
        c("layouts", CR, CR, "",
          "walk-through with Salome / A-02 tickets: readable from the door ✓ / silk hall: the colour bar too pale "
          "under the warm lights / children read the spindle as a rocket 🚀 keep it / Georgian first: it looks like "
          "their museum now",
          "the spindle is a rocket. keep it", "meeting"),
        c("layouts", EL, EL, "",
          "Frieda Lang: saw your sign photos on Instagram. is that Ardesia Georgian on a museum wall before the "
          "release?? 😅 fine by us, just tag us after 2 June",
          "Frieda saw the signs. tag after 2 June", "communication, social"),
        c("client", OR, "The museum reopens on International Museum Day | Tbilisi Museum of Weaving",
          "https://weavingmuseum.ge/en/news/reopening",
          "On Sunday 18 May, International Museum Day, the museum reopens after two years of work on the former "
          "Chughureti silk mill. Entrance is free on the day. New wayfinding by Matteo Conti.",
          "my name on their page. Mamma will screenshot it", "news, events"),
        c("client", MI, "Thank you: the reopening", "",
          "Dear Matteo, thank you for the signs. Visitors found the silk hall without asking, which has never "
          "happened here. The second half of the fee will be paid after the opening, together with the first. Eka "
          "Gogoladze, Director",
          "'together with the first'. so 60 days. vabbè", "email, invoice"),
    ],
    "gallery": [
        c("repair", TG, TG, "",
          "Nino: Matteo, did you hear it? the beam under the gallery on Tengiz's side cracked tonight, there's dust "
          "all over the stairs. don't let Luka play out there!",
          "beam cracked. Luka off the gallery. now.", "communication, household"),
        c("repair", CR, CR, "",
          "gallery / crack in the second beam from the stairs, about 3 cm wide, sags ~4 cm at Tengiz's end / the "
          "floorboards soft by our door / call Gia (the carpenter T's cousin used) / photos to Irakli / nobody on it "
          "until it's propped",
          "gallery notes. sags 4 cm", "household, planning"),
        c("repair", TG, TG, "",
          "Gia: გამარჯობა! დღეს 12 საათზე მოვალ და დროებით საყრდენებს დავდგამ. 350 ლარი, ხის მასალით.",
          "Gia at 12 today, props, 350 GEL with the wood", "communication, price"),
        c("permit", OR, "Works on cultural heritage monuments | National Agency for Cultural Heritage Preservation",
          "https://heritagesites.ge/en/permits",
          "Any repair, restoration or alteration of an immovable cultural heritage monument, or of a building in the "
          "historic zone of Tbilisi, requires the Agency's consent, a permit for the works. Submit the owner's or "
          "residents' association's application, photographs, a description of the works and drawings by a "
          "certified architect. Decision within 20 working days.",
          "20 working days. T is a certified architect, lucky", "application, household"),
        c("repair", PE, "Dzneladze_inspection_Asatiani14.pdf", "", "",
          "Irakli: B2 plus 3 joists. two people on it at most. funny", "household, specs",
          ocr="Structural inspection  timber gallery, Asatiani St. l4  O7.O5.2O3l  Beam B2 (l6Ox22O pine): "
              "longitudinal crack, rot at the bearing over 4O cm, deflection 38 mm  Beams Bl, B3: sound  Joists: "
              "spacing 6OO mm, 3 of ll rotten at the wall  Recommendation: replace B2 and 3 joists, keep Bl and B3, "
              "props until then  Load: no more than 2 persons on the gallery  l. Dzneladze, certified engineer"),
        c("money", TG, TG, "",
          "Nino: მეზობლებო, ხუთშაბათს საღამოს 7:30-ზე შეხვედრა ეზოში. განვიხილავთ აივნის შეკეთებას და ფულს. "
          "გთხოვთ, ყველა მოდით!",
          "meeting Thu 19:30 in the courtyard. T translates the money part", "communication, meeting"),
        c("money", OR, "Co-financing for residents' associations | Tbilisi City Hall",
          "https://cityhall.ge/en/co-financing", "",
          "80% from the city if we file by the 16th. minutes + half the signatures", "funding, application",
          ocr="თბილისის მერია  ამხანაგობების თანადაფინანსების პროგრამა 2O3l  Co-financing for residents' "
              "associations  Eligible: roofs, façades, balconies and galleries, stairwells, lifts  City share: up to "
              "8O% in historic districts  Residents' share: 2O%  Applications until l6 May 2O3l  Required: the "
              "association's registration, minutes of a general meeting signed by more than 5O% of the owners, a "
              "cost estimate"),
        c("repair", CR, CR, "",
          "Gia's estimate (T translated) / B2 new, pine 160x220, 4.2 m, treated / 3 joists / floorboards 6 m² / four "
          "days' work / 2,900 GEL plus the props (paid, 350) / he starts after the consent, not before (careful, "
          "good)",
          "2,900 all in. waits for the consent, good man", "price, household"),
        c("money", TG, TG, "",
          "Tamar: Tengiz says he's on the ground floor, the gallery isn't his, he won't pay 🙄 Nino says the law "
          "says every owner pays for the common parts",
          "Tengiz won't pay. common parts, Nino's right", "communication, finance"),
        c("money", OR, "Asatiani 14: gallery cost shares - Google Sheets",
          "https://docs.google.com/spreadsheets/d/1xT4gZ0aSh14/edit",
          "flat | owner | share % | 20% of 2,900 | if the city says no\n1 | Tengiz Mchedlishvili | 9 | 52 | 261\n2 | "
          "Nino Abashidze | 8 | 46 | 232\n4 | Beridze (us, renting from T's aunt) | 11 | 64 | 319\n... | ... | ... | "
          "... | ...\ntotal | 12 flats | 100 | 580 | 2,900",
          "20% split: we pay 64. without the city 319", "finance, price"),
        c("money", CR, CR, "",
          "courtyard meeting / 9 of 12 flats there (T interpreting) / yes to the repair at Gia's price / yes to the "
          "city's programme / Tengiz: no, then yes if his share is 'small' / Nino writes the minutes, signatures "
          "tomorrow / me: the spreadsheet and the scans",
          "9 of 12 there. Tengiz came round, more or less", "meeting, household"),
        c("repair", OR, "Pine beams, kiln-dried | Timber yard Gldani", "https://timberyard.ge/en/pine-beams",
          "Pine beams 160x220, kiln-dried, treated against rot: 4 m 310 GEL, 6 m 460 GEL. Chestnut on order only, "
          "3 weeks.",
          "pine 4.2 m, about 330. Gia's price is fair", "price, comparison"),
        c("money", PE, "Asatiani14_minutes_signed.pdf", "",
          "ამხანაგობა „ასათიანი 14“. საერთო კრების ოქმი, 08.05.2031. დამსწრე: 9 ბინა 12-დან. გადაწყვეტილება: "
          "აივნის შეკეთება ხარჯთაღრიცხვით (2 900 ლარი) და მონაწილეობა მერიის თანადაფინანსების პროგრამაში. "
          "ხელმოწერები: 10 / 12.",
          "minutes, 10 signatures. scanned crooked, fine", "meeting, funding"),
        c("permit", MI, "Consent application: Asatiani St 14, the gallery", "",
          "Matteo, I submitted it through the Agency's portal this morning, in Georgian: the photos, Irakli's report "
          "and my drawing of the new beam (same section, same pine). Reference 31/4471. They say 20 working days, "
          "but I ticked 'emergency repair'. T",
          "T filed it. 31/4471, emergency box ticked", "application, email"),
        c("permit", TG, TG, "",
          "Tamar: the agency called, an inspector comes to look at the gallery on Wednesday at 11, can you be home? "
          "I'm on site in Vake all day",
          "inspector Wed 11:00. I'm home", "communication, application"),
        c("permit", MI, "Your visit on 14 May: Asatiani St 14", "",
          "Dear Mr Conti, the inspector, Ms Khatuna Lomidze, will visit on Wednesday 14 May at 11:00. Please give "
          "access to the gallery and the courtyard. The original railing must be photographed before any work "
          "begins.",
          "photograph the railing. all of it", "email, application"),
        c("money", MI, "Application received: co-financing, Asatiani 14", "",
          "Your association's application Nr CF-2031-0932 has been received. The commission meets in June and you "
          "will be informed by 30 June. Works financed by the programme must not start before the decision.",
          "no works before the decision?! Gia waits till July. uff", "funding, application, email"),
        c("permit", PE, "NACHP_consent_31-4471.pdf", "", "",
          "CONSENT. four days, not twenty. the emergency box works", "application",
          ocr="საქართველოს კულტურული მემკვიდრეობის დაცვის ეროვნული სააგენტო  National Agency for Cultural Heritage "
              "Preservation  Consent Nr 3l/447l  Asatiani St. l4, Tbilisi  Works: replacement of beam B2 and 3 "
              "joists of the timber gallery, same section and species; floorboards  Conditions: the gallery's "
              "profile unchanged, the railing kept, paint as existing  Valid l2 months  l5.O5.2O3l"),
        c("repair", TG, TG, "",
          "Tamar: Gia says fine, he'll wait for July. he checked the props today, they're good. and no jumping on "
          "the gallery, he says, meaning you and Luka",
          "props fine until July. no jumping, noted", "communication"),
        c("permit", CR, CR, "",
          "gallery, where we are / consent 31/4471 ✓ valid 12 months / city decision 30 June, so the works in July / "
          "railing kept, same paint (the green-grey) / Gia in July: before Tusheti or after?",
          "everything waits for July. clashes with Tusheti, check", "planning"),
    ],
    "bagi": [
        c("registration", OR, "Kindergarten registration 2031-2032 | Tbilisi Kindergartens Agency",
          "https://bagebi.gov.ge/en/registration",
          "Online registration for 2031-2032 opens on 13 May at 12:00 and closes on 20 May. Places are given in "
          "order of registration within each kindergarten. You need the child's personal number, a parent's ID and "
          "the medical certificate (form IV-100/a), uploaded within 5 days.",
          "13 May 12:00. form 100 within 5 days. alarm set", "application, deadline"),
        c("registration", TG, TG, "",
          "Tamar: which one first? 17 on Leonidze is closest, but Nino says 94 in Mtatsminda has the garden and an "
          "English group",
          "17 close, 94 has a garden. T wants the garden", "communication, comparison"),
        c("health", TG, TG, "",
          "Mamma: Matteo, ma Luka ha fatto tutte le vaccinazioni? Qui per l'asilo chiedono il certificato, e "
          "immagino anche da voi. Il libretto che avete lasciato da me è nel cassetto della cucina, ti mando le "
          "foto? Baci, mamma",
          "the Italian booklet is at Mamma's!! photos, please", "communication, health"),
        c("health", TG, TG, "",
          "Manana: მატეო, ლუკას აცრების ბარათი ჩემთან არის, თელავში. ხვალ რომ ჩამოხვალთ, მოგცემთ. ლუკას ბევრი "
          "კოცნა!",
          "the Georgian card is in Telavi. get it tomorrow", "communication, health"),
        c("health", OR, "Medical certificate, form IV-100/a | Ministry of Health", "https://moh.gov.ge/en/form-100",
          "The medical certificate in form IV-100/a is issued by a family doctor or paediatrician after an "
          "examination. For a kindergarten it lists vaccinations, height, weight and allergies, and the doctor's "
          "conclusion. Valid for 12 months.",
          "height, weight, allergies. book Dr Maia", "health, application"),
        c("health", MI, "Appointment confirmed: Dr Maia Chkheidze, 14 May 17:30", "",
          "Your appointment with Dr Maia Chkheidze (paediatrics) at the Vake clinic is confirmed for Wednesday 14 "
          "May at 17:30. Please bring the child's vaccination record.",
          "Wed 17:30. both records: the Italian and the Georgian", "care, email"),
        c("health", PE, "libretto_Luka_p3.jpg", "", "",
          "Mamma's photo. everything up to 12 months, Italy", "health",
          ocr="LlBRETTO Dl VACClNAZlONl  AUSL Bologna  Cognome e nome: CONTl LUKA  nato il l2.O8.2O27 a Bologna  "
              "Esavalente: l dose l4.lO.2O27  2 dose l5.l2.2O27  3 dose l2.O8.2O28  MPRV: l dose l6.O8.2O28  "
              "Pneumococco: 3 dosi  Meningococco B: 2 dosi"),
        c("registration", CR, CR, "",
          "bagi / first 94 (garden, English group), second 17 (Leonidze, 4 min), third 151 / Luka's personal number: "
          "in T's phone / my residence card and T's ID / log in with T's account, I click at 12:00:00 / backup: both "
          "phones",
          "bagi battle plan for noon. dai", "planning, application"),
        c("registration", OR, "რეგისტრაცია | bagebi.gov.ge", "https://bagebi.gov.ge/my/registration", "",
          "number 7 in the queue at 12:00:41. phew", "application",
          ocr="თბილისის საბავშვო ბაგა-ბაღების სააგენტო  რეგისტრაცია 2O3l-2O32  ბავშვის პირადი ნომერი: "
              "Ol0Ol05XXXX  ბაგა-ბაღი: N94  ჯგუფი: 3-4 წელი  სტატუსი: დარეგისტრირებული  რიგის ნომერი: 7  "
              "l3.O5.2O3l l2:OO:4l"),
        c("registration", MI, "Registration confirmed: kindergarten N94, 2031-2032", "",
          "Dear parent, your child is registered for kindergarten N94 (group 3-4 years). Please upload the medical "
          "certificate (form IV-100/a) by 18 May. The final lists are published on 1 June.",
          "upload form 100 by Sunday. tight", "email, application, deadline"),
        c("registration", TG, TG, "",
          "Nino: did you get 94? we only got 17 :( Sandro will be on his own there",
          "Nino's Sandro at 17. no swapping, sorry", "communication"),
        c("registration", MI, "Re: Luka leaving in August", "",
          "Dear Matteo, thank you for letting us know that Luka will leave Little Bees at the end of August. We will "
          "return the deposit of 300 GEL with the last month's bill. We will miss him! Little Bees",
          "Little Bees until August, 300 back", "email, finance"),
        c("health", CR, CR, "",
          "Dr Maia / 101 cm, 16.2 kg / allergies: none (the kiwi thing was nothing) / missing on the Georgian card: "
          "the 18-month DTP booster, Italy's record stops at 12 months / booster Friday at the polyclinic / she "
          "signs form 100 now and notes the booster",
          "101 cm, 16.2 kg. booster Friday, form signed today", "care, health"),
        c("health", PE, "Forma_100_Luka_Conti.pdf", "", "",
          "form 100 scanned. 'healthy, may attend'", "health, care",
          ocr="ფორმა № lV-lOO/ა  სამედიცინო ცნობა  ლუკა კონტი  დაბ. l2.O8.2O27  სიმაღლე lOl სმ  წონა l6.2 კგ  "
              "აცრები: ასაკის შესაბამისად, DTP l6.O5.2O3l  დასკვნა: ჯანმრთელია, შეუძლია ბაღში სიარული  ექიმი: მ. "
              "ჩხეიძე  l4.O5.2O3l"),
        c("health", MI, "Reminder: vaccination, Friday 16 May 10:00", "",
          "Reminder: DTP booster for Luka Conti, Friday 16 May at 10:00, Polyclinic N3, room 12. Please bring the "
          "child's personal number.",
          "booster Fri 10:00. ice cream after, promised", "care, email"),
        c("registration", OR, "Documents: registration 31-N94-0007 | Tbilisi Kindergartens Agency",
          "https://bagebi.gov.ge/en/my/registration/0007",
          "Medical certificate (form IV-100/a): Forma_100_Luka_Conti.pdf, uploaded 16 May 2031 21:14. Status: "
          "documents complete. The final lists are published on 1 June.",
          "uploaded. documents complete. before Sunday", "application"),
    ],
    "tusheti": [
        c("road", TG, TG, "",
          "Nika: Tusheti 10-17 July is ON?! Ana booked her days off. who drives? we're not taking the Prius over "
          "Abano 😂",
          "Nika's in. nobody drives the Prius over Abano", "communication, travel"),
        c("road", OR, "The Abano Pass road: when it opens | Caucasus Trails",
          "https://caucasus-trails.ge/en/abano-pass",
          "The road from Pshaveli to Omalo over the Abano Pass (2,850 m) is the only way into Tusheti. It usually "
          "opens in early June and closes in October: 72 km, 4 to 5 hours, unpaved, no barriers. Only experienced "
          "local drivers in 4x4 vehicles should attempt it.",
          "4-5 hours, no barriers. Mamma must never see this", "travel, itinerary"),
        c("road", TG, TG, "",
          "Tamar: Levan's cousin Shota drives the Omalo road every week in summer, a Delica with 8 seats. Levan "
          "says he's the only one he'd let drive his mother 😄",
          "Shota through Levan. Delica, 8 seats", "communication, travel"),
        c("stay", OR, "Guesthouse Chigho, Dartlo | Stay Tusheti", "https://staytusheti.ge/en/dartlo-chigho", "",
          "90 half board. two rooms for the eight of us?", "hotel, price",
          ocr="GUESTHOUSE CHlGHO  სასტუმრო სახლი „ჩიღო“, დართლო  Rooms: 4 (2-4 beds)  Half board: 9O GEL an "
              "adult, 45 a child  Open June to September  Hot water: solar  Booking by phone or message, 3O% "
              "deposit  4.8 (2l2 reviews)"),
        c("stay", CR, CR, "",
          "Tusheti / 10 Jul Tbilisi to Omalo (Shota) / 11-12 Omalo, Keselo towers, easy walks for the kids / 13 "
          "Omalo to Dartlo on foot (10 km, downhill) / 14-15 Dartlo, Parsma?? 16 km there and back, too far for "
          "Luka, Shota drives us? / 16 back to Omalo / 17 out",
          "first plan. Parsma on foot with a three-year-old: no", "itinerary, planning"),
        c("road", TG, TG, "",
          "Mamma: Matteo, la Tamar mi ha mandato le foto della strada per Tusheti. Ma siete matti? Con il bambino! "
          "Non ci dormo la notte. C'è anche l'elicottero, l'ho visto su internet, prendete quello.",
          "mamma mia. she found the road. helicopter, she says", "communication, travel"),
        c("road", OR, "Helicopter flights Natakhtari to Omalo | Kavkasia Air", "https://kavkasia-air.ge/en/omalo",
          "Helicopter Natakhtari to Omalo, Tuesdays and Fridays in July and August, weather permitting. 12 seats, 45 "
          "minutes, 150 GEL a person, children under 12 75 GEL. Baggage 10 kg.",
          "150 GEL, 45 min, 10 kg. Mamma half right", "flight, price, comparison"),
        c("road", TG, TG, "",
          "Shota: გამარჯობა! 10 ივლისს თავისუფალი ვარ. თბილისიდან ომალომდე 600 ლარი, 17-ში უკან ასევე 600. "
          "დილის 6 საათზე გავდივართ.",
          "Shota free. 600 each way, leave at 6:00", "communication, price"),
        c("road", MI, "Re: Tusheti in July", "",
          "Hi both! We split Shota 50/50, yes? 1,200 for eight people is nothing. Also: motion sickness tablets for "
          "the kids, Abano has 70 hairpin bends. Ana",
          "half each. tablets for Luka", "email, travel, price"),
        c("road", CR, CR, "",
          "road or helicopter / Shota: 1,200 shared = 600 for us, all the bags, a stop at the pass / helicopter: "
          "2 x 150 + 75 = 375 one way for us, 10 kg each, cancelled when cloudy, Fridays only (the 11th, not the "
          "10th) / so: Shota up, maybe the helicopter down",
          "Shota up, the helicopter down if the weather. told Mamma", "comparison, travel"),
        c("stay", OR, "Border zone rules: Tusheti | Border Police of Georgia", "https://bpg.gov.ge/en/tusheti",
          "Hikers going beyond Dartlo towards Parsma, Girevi and the Atsunta Pass must register with the border "
          "police in Omalo for a permit and carry a passport. The permit is free and takes a few minutes.",
          "Parsma = border zone. passports for all 8, Luka's too", "visa, travel"),
        c("stay", TG, TG, "",
          "Chigho guesthouse: გამარჯობა! 13-დან 16 ივლისამდე ორი ოთახი გვაქვს, ნახევარი პანსიონით. გთხოვთ, "
          "წინასწარ 30% გადაიხადოთ.",
          "2 rooms 13-16 July. deposit 30%", "hotel, reservation"),
        c("stay", PE, "TBC_transfer_receipt_0512.pdf", "",
          "Transfer receipt. 324.00 GEL to N. Jalabauri. Purpose: deposit 13-16 July, 2 rooms, Conti/Beridze and "
          "Gelashvili. 12.05.2031 11:02.",
          "deposit paid, 324. Omalo still open", "invoice, reservation"),
        c("stay", EL, EL, "",
          "Frieda Lang: congrats on the files! and Tusheti in July? Levan told me about the horse race at "
          "Tushetoba, isn't that in August?",
          "Tushetoba is August. next year maybe", "communication, events"),
        c("road", OR, "Mountain roads: status | Roads Department of Georgia", "https://georoad.ge/en/status", "",
          "opening expected 6 June. July is safe, unless", "travel, news",
          ocr="ROADS DEPARTMENT OF GEORGlA  Mountain roads, status l7.O5.2O3l  Pshaveli - Omalo (Abano Pass)  "
              "CLOSED  snow on the pass, clearing from 2O May, opening expected O6.O6.2O3l  Stepantsminda - Juta  "
              "OPEN  Zhinvali - Shatili (Datvisjvari Pass)  CLOSED"),
        c("stay", MI, "Booking confirmed: Guesthouse Keselo, Omalo, 10-13 July", "",
          "Dear Matteo, your booking of 2 rooms for 10-13 July, half board, is confirmed. Deposit 240 GEL received. "
          "The guesthouse is 300 m below the Keselo towers. The generator runs until 22:00.",
          "Omalo booked too. all 7 nights sorted", "hotel, reservation, email"),
    ],
}

# When each capture was taken, written by hand as his fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Tbilisi and Telavi, +04:00 throughout. The crack on Monday night, the museum's
# approval and the residents' meeting on Thursday, the long weekend in Telavi without the museum, the kindergarten's
# queue at noon on Tuesday, the install, the final files on Friday, the reopening on Sunday.
DAYS = {
    # Mon 5: Frieda with Levan's notes and the marked-up round 2, Salome on v6, the first spacing; Nika on Tusheti,
    # the crack and the notes late at night
    "2031-05-05": "09:15 georgian, 09:30 georgian, 09:42 museum, 14:00 georgian, 22:31 tusheti, 22:40 gallery, "
                  "23:05 gallery",
    # Tue 6: Gia before eight; Levan on the bowls, v7, the lift, the floor plan; the r3 list; the heritage rules,
    # the kindergarten's page and the Abano road at night
    "2031-05-06": "07:55 gallery, 10:30 georgian, 10:41 museum, 13:20 museum, 13:35 museum, 16:40 georgian, "
                  "21:00 gallery, 21:12 bagi, 22:20 tusheti",
    # Wed 7: the quote request, Ole's audit, which kindergarten, Tamar with Levan, Irakli's report, the pictograms,
    # Nino's meeting, Shota through Levan, the city's programme, Levan on the sign texts
    "2031-05-07": "09:40 museum, 11:00 georgian, 12:40 bagi, 12:51 georgian, 14:30 gallery, 14:42 museum, "
                  "18:00 gallery, 19:40 tusheti, 21:40 gallery, 22:30 museum",
    # Thu 8: the spacing proof, Signa's quote, the budget, forex, Gia's estimate, the revised quote, the nib lesson,
    # the approval, Tengiz, the shares, his mother and Manana on the vaccinations, the meeting, v8 and a guesthouse
    "2031-05-08": "08:30 georgian, 09:10 museum, 10:15 museum, 10:30 museum, 12:00 gallery, 12:09 museum, "
                  "15:30 georgian, 16:00 museum, 17:30 gallery, 18:45 gallery, 19:00 bagi, 20:10 bagi, "
                  "21:15 gallery, 22:30 museum, 22:41 tusheti",
    # Fri 9 (Victory Day, a public holiday; to Telavi): the timber yard before leaving, form 100, the plan, his
    # mother on the road and the helicopter, ღ in the Bold at night
    "2031-05-09": "09:00 gallery, 10:30 bagi, 11:30 tusheti, 16:00 tusheti, 16:20 tusheti, 22:00 georgian",
    # Sat 10 (Telavi): the appointment, Shota, the minutes, Ana, the Italian booklet, the kerning classes, road or
    # helicopter
    "2031-05-10": "09:15 bagi, 10:40 tusheti, 10:52 gallery, 15:00 tusheti, 17:00 bagi, 21:30 georgian, "
                  "22:00 tusheti",
    # Sun 11 (Telavi): the border zone, the guesthouse's answer, Tamar's consent application
    "2031-05-11": "11:20 tusheti, 16:30 tusheti, 20:00 gallery",
    # Mon 12 (St Andrew's Day, a public holiday; back from Telavi in the afternoon): Levan on r3, the deposit, the
    # battle plan, the kerning numbers
    "2031-05-12": "10:00 georgian, 11:00 tusheti, 21:00 bagi, 22:15 georgian",
    # Tue 13: Giorgi prints, the first invoice, Ole on the quote, the quotation marks; the queue at noon; the
    # agency's call and letter; Nino's Sandro
    "2031-05-13": "08:50 museum, 10:15 museum, 10:26 georgian, 10:38 georgian, 12:01 bagi, 12:20 bagi, "
                  "15:00 gallery, 16:10 gallery, 19:10 bagi",
    # Wed 14: the nursery, Frieda's timeline, the QA report, the paediatrician, the install plan, the waterfall
    "2031-05-14": "09:00 bagi, 09:30 georgian, 16:00 georgian, 18:20 bagi, 21:00 museum, 22:00 georgian",
    # Thu 15 (the install): the release post before nine, form 100 scanned, the city's receipt, A-07 and ISO 7001,
    # the consent, Salome, the booster reminder, Levan's sign-off, Gia waits, the Bold's metrics
    "2031-05-15": "07:40 georgian, 08:15 bagi, 09:20 gallery, 10:40 museum, 10:55 museum, 13:00 gallery, "
                  "17:00 museum, 18:00 bagi, 19:30 georgian, 19:41 gallery, 22:30 georgian",
    # Fri 16: the kerning audit, the delivery note, the walk-through, the final files at 17:52, Frieda on Tusheti
    # and on the signs, the upload, the gallery's notes
    "2031-05-16": "11:00 georgian, 15:00 museum, 16:30 museum, 17:52 georgian, 18:04 tusheti, 20:30 museum, "
                  "21:16 bagi, 22:30 gallery",
    # Sat 17: the road status, the museum's page, Ole's build, the foundry's preview
    "2031-05-17": "08:20 tusheti, 10:00 museum, 10:12 georgian, 19:00 georgian",
    # Sun 18 (International Museum Day, the reopening at 12:00): Omalo booked, the director's thanks, the invoice
    "2031-05-18": "09:10 tusheti, 21:00 museum, 22:00 georgian",
}
TIMELINE = day_timeline(DAYS, TZ)
