"""Mira, a civil-engineering student in Kraków, moving to Delft for an MSc in February.

Written by hand for issue 12 before any tuning. Her week: finding a room and sorting the residence
permit, a scholarship application, selling her things before she leaves, and Dutch lessons. She uses
Firefox for everything, Telegram for chats (landlords, buyers, her Dutch teacher), Thunderbird for
university mail and Okular for PDFs, so no application says which task a capture belongs to.
"""

from datetime import datetime, timedelta, timezone

from bench.corpora import c

PERSONA = "student in Kraków moving to Delft for an MSc: housing and permit, scholarship, selling her things, Dutch"
START = datetime(2026, 11, 30, 8, 40, tzinfo=timezone(timedelta(hours=1)))
SEED = 12_001
APP_WORDS = {"firefox", "mozilla", "telegram", "thunderbird", "okular", "libreoffice", "writer", "anki", "kamernet",
             "pararius", "olx", "duolingo", "ind", "allegro", "google", "gmail", "pdf", "facebook", "marketplace",
             "tudelft", "nuffic", "studyinnl", "ing", "bunq", "wise", "zilveren", "reddit", "youtube", "docs"}

TASK_NAMES = {
    "move": ("Moving to Delft", "move", "moving", "relocation", "Netherlands", "Delft", "housing"),
    "scholarship": ("Scholarship application", "scholarship", "funding", "grant", "Holland Scholarship"),
    "selling": ("Selling my stuff", "selling", "sale", "sell", "stuff to sell", "decluttering"),
    "dutch": ("Learning Dutch", "Dutch", "language", "Dutch lessons", "Nederlands"),
    "farewell": ("Farewell party", "farewell", "goodbye party", "leaving party", "party"),
}
SUB_NAMES = {
    "move/housing": ("Room in Delft", "room", "housing", "flat", "rent", "landlord", "accommodation"),
    "move/permit": ("Residence permit", "permit", "visa", "IND", "registration", "BSN", "municipality"),
    "move/money": ("Bank and insurance", "bank", "insurance", "account", "health insurance", "money"),
    "scholarship/essay": ("Motivation essay", "essay", "motivation", "letter", "statement"),
    "scholarship/documents": ("Documents", "transcript", "certificate", "recommendation", "references",
                              "diploma", "paperwork"),
    "scholarship/budget": ("Budget", "costs", "living costs", "expenses", "budget plan"),
    "selling/furniture": ("Furniture", "desk", "bed", "wardrobe", "chair", "bookshelf"),
    "selling/gear": ("Camera and electronics", "camera", "electronics", "lens", "monitor", "bike", "gear"),
    "dutch/grammar": ("Grammar", "word order", "verbs", "de/het", "grammar rules"),
    "dutch/vocab": ("Vocabulary", "words", "flashcards", "phrases", "vocab"),
    "dutch/course": ("Dutch course", "course", "lessons", "class", "teacher", "exam"),
    "farewell/venue": ("Venue", "bar", "place", "booking", "room", "pub"),
    "farewell/guests": ("Guests", "guest list", "invitations", "invites", "friends", "people"),
}

FF = "firefox"
TG = "telegram-desktop"
TB = "thunderbird"
OK = "okular"
LW = "libreoffice-writer"

TASKS = {
    "move": [
        c("housing", FF, "Room for rent Delft, Hof van Delft, 14 m² — Kamernet — Mozilla Firefox",
          "https://kamernet.nl/en/for-rent/room-delft/hof-van-delft/room-2291830",
          "Furnished room 14 m² in a shared house with 3 students, 10 min cycling to campus. Rent €585 incl. "
          "utilities, deposit €1,170. Available from 1 February, minimum stay 12 months. Registration possible.",
          "registration possible = good, need that for BSN", "planning, household, rent"),
        c("permit", FF, "Residence permit for study | IND — Mozilla Firefox",
          "https://ind.nl/en/residence-permits/study/residence-permit-for-study",
          "As an EU citizen you do not need a residence permit to study in the Netherlands. You must register "
          "with the municipality where you live if you stay longer than 4 months.",
          "so NO permit for me, just the gemeente registration. one less thing", "planning, visa"),
        c("housing", TG, "Telegram — Delft Housing (international students)", "",
          "Anyone looking for a room from Feb? Our housemate leaves, room in Tanthof, €520 all in, we are 4 girls, "
          "viewings via video call this week. DM me",
          "ask for video call thu/fri", "planning, household, rent"),
        c("money", FF, "Health insurance for international students — Study in NL — Mozilla Firefox",
          "https://www.studyinnl.org/health-insurance",
          "If you are from the EU/EEA, bring your European Health Insurance Card (EHIC). It covers necessary care. "
          "If you take a part-time job in the Netherlands you must take out Dutch basic health insurance.",
          "EHIC from NFZ - check mine is still valid", "health, planning"),
        c("housing", FF, "Hof van Delft 14m2 — Google Maps — Mozilla Firefox",
          "https://www.google.com/maps/dir/Hof+van+Delft/TU+Delft+Aula",
          "", "", "planning, household",
          ocr="Hof van Delft → TU Delft Aula\n🚲 11 min  3.2 km\nvia Westvest and Mekelweg\nMostly flat\n"
              "🚌 22 min  Bus 69\nStart  Leave now ▾"),
        c("money", FF, "Open a bank account as a student — bunq — Mozilla Firefox",
          "https://www.bunq.com/students",
          "Open a Dutch IBAN in 5 minutes from your phone, no BSN needed to start. Easy Student plan €0 for the "
          "first 6 months. Add your BSN within 90 days.",
          "vs ING which needs BSN first. landlord wants dutch IBAN for rent??", "finance, banking"),
        c("housing", TG, "Telegram — Anouk (Tanthof room)", "",
          "Hi Mira! Video call tomorrow 19:00 works. The room is 12 m² but has a big window, shared bathroom with "
          "one other person. We ask 2 months deposit. No pets no smoking.",
          "19:00 tmrw!! prepare questions: internet, bike storage, contract length", "planning, household, rent"),
        c("permit", FF, "Registering with the municipality | Gemeente Delft — Mozilla Firefox",
          "https://www.delft.nl/en/living/registering-municipality",
          "Make an appointment at the Stadskantoor within 5 days of arrival. Bring a valid passport or ID card, "
          "a rental contract or written permission from the main occupant, and a birth certificate if possible.",
          "birth certificate?? international version from USC Kraków", "planning, visa"),
        c("permit", OK, "Odpis_zupelny_aktu_urodzenia.pdf — Okular", "",
          "Multilingual extract from civil status record (birth). Standard form according to Regulation (EU) "
          "2016/1191. Issued by: Urząd Stanu Cywilnego w Krakowie.",
          "the EU multilingual form - enough for gemeente, no apostille", "planning, visa"),
        c("housing", FF, "Is this a scam? Room in Delft landlord wants deposit before viewing : r/Delft — Mozilla Firefox",  # noqa: E501
          "https://www.reddit.com/r/Delft/comments/1hx2k9p/is_this_a_scam_room_landlord_deposit",
          "Rule of thumb: never pay anything before you have seen the room (in person or a live video call) and "
          "signed a contract. Scammers ask for a deposit via Western Union and claim to be abroad.",
          "the Pararius guy on Schoemakerstraat is 100% this", "planning, household, rent"),
        c("money", FF, "Zilveren Kruis — student insurance comparison — Mozilla Firefox",
          "https://www.zilverenkruis.nl/en/students",
          "Basic insurance €148.20/month, own risk €385/year. With a part-time job you may get healthcare "
          "allowance (zorgtoeslag) of up to €131 per month.",
          "only if I work. maybe later, first semester no job", "health, finance"),
        c("housing", TB, "Re: Room Tanthof — contract draft — Mozilla Thunderbird", "",
          "Dear Mira, please find attached the draft tenancy agreement. Rent €520 per month including gas, water, "
          "electricity and internet, payable before the 1st. Deposit €1,040. Term: 1 Feb 2027 to 31 Jan 2028.",
          "check clause on early termination before signing", "planning, household, rent"),
        c("permit", FF, "BSN citizen service number — government.nl — Mozilla Firefox",
          "https://www.government.nl/topics/personal-data/citizen-service-number-bsn",
          "You automatically get a BSN when you register with the municipality. You need it to work, open most "
          "bank accounts and get health insurance.",
          "", "planning, visa"),
        c("money", FF, "Wise — send EUR from PLN, fees — Mozilla Firefox",
          "https://wise.com/pl/send-money/send-money-to-netherlands",
          "You send 5,000 PLN, fee 31.24 PLN, rate 1 PLN = 0.2314 EUR, recipient gets 1,149.83 EUR. Arrives by "
          "Friday.",
          "deposit + first month. cheaper than PKO transfer", "finance, banking"),
        c("housing", FF, "Tenancy agreement checklist — Juridisch Loket — Mozilla Firefox",
          "https://www.juridischloket.nl/en/housing/renting-a-home/",
          "A landlord may ask a deposit of at most two months' basic rent. Agreements for independent rooms of "
          "a fixed term of two years or less end automatically.",
          "2 months max - Anouk asks exactly 2, fine", "planning, household, rent"),
        c("permit", TB, "TU Delft — Arrival checklist for international students — Mozilla Thunderbird", "",
          "Dear incoming student, before you arrive: 1) arrange housing 2) book your municipality appointment via "
          "the Welcome Desk 3) bring your passport and proof of address. The Welcome Desk at the Aula will be open "
          "from 25 January.",
          "welcome desk does the gemeente appointment! book for 27 jan", "planning, visa, deadline"),
        c("housing", FF, "Schoemakerstraat studio listing — Pararius — Mozilla Firefox",
          "https://www.pararius.com/apartment-for-rent/delft/8c1f2e7a/schoemakerstraat", "",
          "too good to be true, €450 studio + owner 'in London'. skip", "planning, household, rent",
          ocr="Studio Schoemakerstraat\n€ 450 per month\n32 m²  1 room  Furnished\nAvailable immediately\n"
              "Contact the landlord ▸\nOwner currently abroad – keys sent by courier"),
        c("money", FF, "ING student account requirements — Mozilla Firefox",
          "https://www.ing.nl/en/personal/payments/student-account",
          "To open an account you need a valid ID, your BSN and a Dutch address. Non-Dutch speakers can apply "
          "with an appointment at a branch.",
          "so bunq first, switch later maybe", "finance, banking"),
        c("housing", TG, "Telegram — Anouk (Tanthof room)", "",
          "Great news, the house agreed! You are our new housemate 🎉 Please send the signed contract and the "
          "deposit, then I will send you the key pickup details for 30 January.",
          "YESSS. sign + pay deposit via wise", "planning, household, rent"),
        c("permit", FF, "Book an appointment — Welcome Desk TU Delft — Mozilla Firefox",
          "https://www.tudelft.nl/en/student/welcome-desk/appointment", "",
          "booked, 27 Jan 10:40. bring contract + birth extract", "planning, visa, meeting",
          ocr="Welcome Desk – Municipality registration\nSelect a time slot\nWed 27 Jan\n09:20  10:00  10:40 ✓\n"
              "11:20  13:00\nConfirm booking"),
        c("money", OK, "EHIC_karta_NFZ.pdf — Okular", "",
          "Europejska Karta Ubezpieczenia Zdrowotnego. Ważna do: 31.03.2027. Numer identyfikacyjny karty "
          "80616 00000 4412.",
          "valid till march - renew before then", "health"),
    ],
    "scholarship": [
        c("essay", FF, "Holland Scholarship | Study in NL — Mozilla Firefox",
          "https://www.studyinnl.org/finances/holland-scholarship",
          "The Holland Scholarship is meant for international students from outside the EEA... Some universities "
          "also offer the Justus & Louise van Effen Excellence Scholarship for MSc students with a GPA of 8/10 "
          "or higher.",
          "Holland = non-EEA only :( → van Effen instead", "finance, funding"),
        c("essay", FF, "Justus & Louise van Effen Excellence Scholarships — TU Delft — Mozilla Firefox",
          "https://www.tudelft.nl/en/education/practical-matters/scholarships/justus-louise-van-effen",
          "Covers tuition fee and living expenses (€1,400 per month) for the full duration of the programme. "
          "Deadline 1 December for February intake? No — applications for September 2027 close 1 December 2026.",
          "1 DEC. that's tomorrow-ish?! check if feb intake counts", "finance, funding, deadline"),
        c("documents", TB, "Re: Eligibility for van Effen with February start — Mozilla Thunderbird", "",
          "Dear Ms Nowak, students starting in February are eligible for the round that closes on 15 January. You "
          "will need your transcript, two reference letters and a motivation essay of at most 1,000 words.",
          "15 jan, phew. 2 refs - ask prof Wiśniewski + dr Zając", "finance, funding, deadline, email"),
        c("essay", LW, "van_effen_motivation_v1.odt — LibreOffice Writer", "",
          "Growing up next to the Vistula, I watched the 2010 flood reach the steps of our block. That autumn I "
          "decided I wanted to understand how cities live with water, and Delft is where that is done best.",
          "opening ok? maybe too dramatic", "finance, funding, writing"),
        c("documents", TB, "Reference letter request — Mozilla Thunderbird", "",
          "Dear Professor Wiśniewski, I am applying for the van Effen scholarship at TU Delft and would be very "
          "grateful if you could write a reference letter. The deadline is 15 January; I attach my CV and draft.",
          "sent. follow up 7 Jan if nothing", "finance, funding, email"),
        c("budget", FF, "Cost of living in Delft — TU Delft — Mozilla Firefox",
          "https://www.tudelft.nl/en/education/practical-matters/cost-of-living",
          "Estimated monthly costs: housing €500-€800, food €250, insurance €120, books €60, transport and other "
          "€150. Total around €1,100-€1,400 per month.",
          "my rent 520 so ~1,100/mo realistic", "finance, spending, planning"),
        c("essay", FF, "How to write a scholarship motivation letter : r/gradadmissions — Mozilla Firefox",
          "https://www.reddit.com/r/gradadmissions/comments/ok1s9v/scholarship_motivation_letter_tips",
          "Committees read hundreds of these. Lead with a specific project you did, not a childhood story. Say what "
          "you will do with the degree after, concretely, and why this programme and no other.",
          "ok the flood opening goes. start with the retention basin project", "finance, funding, writing"),
        c("documents", OK, "Transcript_of_records_AGH_EN.pdf — Okular", "",
          "AGH University of Krakow. Transcript of Records. Civil Engineering (BSc). Hydraulics 5.0, Fluid "
          "Mechanics 4.5, Structural Analysis II 4.0... Weighted average 4.62 / 5.0.",
          "need it converted to dutch scale? they ask 8/10", "finance, funding"),
        c("budget", LW, "budget_delft.ods — LibreOffice Calc", "",
          "", "without scholarship I'm 3,200 short for yr 1", "finance, spending",
          ocr="A           B        C\nRent        520     x12\nFood        230\nInsurance   0 (EHIC)\nPhone        15\n"  # noqa: E501
              "Books        40\nTotal/mo    ~900\nSavings   8,700\nParents   300/mo\nGAP yr1  -3,200"),
        c("documents", FF, "Grade conversion Poland — Nuffic — Mozilla Firefox",
          "https://www.nuffic.nl/en/education-systems/poland/grading-system",
          "Polish 5.0 (bardzo dobry) corresponds to 8-9 in the Dutch system; 4.5 (dobry plus) to 7.5-8.",
          "4.62 → ~8.1 ok just above the 8 cutoff", "finance, funding, research"),
        c("essay", LW, "van_effen_motivation_v2.odt — LibreOffice Writer", "",
          "In my third year I modelled the retention basin at Prądnik for a municipal pilot: with a 1-D model I "
          "showed that a 20% larger outlet would have prevented the 2024 street flooding. At Delft I want to move "
          "from 1-D models to coupled urban drainage simulations.",
          "much better. 640 words", "finance, funding, writing, draft"),
        c("budget", FF, "DUO student finance for EU students — Mozilla Firefox",
          "https://duo.nl/particulier/student-finance/eu-students.jsp",
          "EU students can get a tuition fee loan. A supplementary grant requires working at least 32 hours a "
          "month in the Netherlands.",
          "tuition loan = plan B if van effen says no", "finance, funding"),
        c("documents", TG, "Telegram — dr Zając", "",
          "Mira, happy to write it. Send me a bullet list of what you did in the hydraulics lab and the deadline. "
          "I'll upload it directly to their portal, right?",
          "yes portal upload - send her the link + bullets", "finance, funding"),
        c("essay", FF, "Van Effen application portal — Osiris — Mozilla Firefox",
          "https://osiris.tudelft.nl/osiris_student/scholarship/van-effen", "",
          "essay field max 6000 chars - v2 fits", "finance, funding, application",
          ocr="Scholarship application – Justus & Louise van Effen\nStep 3 of 5  Motivation\nMax. 6000 characters\n"
              "Characters used: 4,118\n[Save draft]   [Next ›]"),
        c("budget", FF, "Part-time jobs for students in Delft — Mozilla Firefox",
          "https://www.indeed.nl/vacatures?q=student+english&l=Delft",
          "Bike repair assistant, 12 h/week, €13.27/hour. English-speaking barista, weekends, €12.80/hour.",
          "12h/wk × 13 = ~680/mo. closes the gap", "finance, career"),
        c("documents", TB, "Re: Reference letter request — Mozilla Thunderbird", "",
          "Dear Mira, I have uploaded my letter to the portal this morning. Good luck! — J. Wiśniewski",
          "1 of 2 refs done", "finance, funding, email"),
        c("essay", LW, "van_effen_motivation_v3.odt — LibreOffice Writer", "",
          "After the MSc I plan to return to Kraków's water utility, which is rebuilding its stormwater network "
          "until 2032, and bring the sponge-city methods I will learn in the Urban Water track.",
          "conclusion done. ask Ola to proofread", "finance, funding, writing, draft"),
        c("budget", TG, "Telegram — Mama", "",
          "Tata says we can do 400 a month not 300, and the first deposit we pay. Don't stress about it kochanie.",
          "update sheet: parents 400, gap smaller", "finance, household"),
        c("documents", FF, "Submission confirmation — Osiris — Mozilla Firefox",
          "https://osiris.tudelft.nl/osiris_student/scholarship/van-effen/confirm", "",
          "SUBMITTED 🎉 result mid-March", "finance, funding, submission",
          ocr="Your application has been submitted\nReference: VE-2027-02-0419\nTranscript ✓  Essay ✓\n"
              "Reference 1 ✓  Reference 2 ✓\nYou will be informed by 15 March 2027."),
    ],
    "selling": [
        c("furniture", FF, "OLX — Biurko IKEA Malm białe, Kraków — Mozilla Firefox",
          "https://www.olx.pl/d/oferta/biurko-ikea-malm-biale-krakow-CID628-IDx8f2K.html",
          "Biurko IKEA MALM, białe, 140x65 cm, stan dobry, drobne rysy na blacie. Odbiór osobisty Kraków Bronowice. "
          "Cena 250 zł do negocjacji.",
          "similar desks go for 200-300. list mine at 240", "shopping, price"),
        c("gear", FF, "Sony A6400 body used price — Allegro — Mozilla Firefox",
          "https://allegro.pl/kategoria/aparaty-cyfrowe-bezlusterkowce/sony-a6400-uzywany",
          "Sony Alpha A6400 body, przebieg 8,000 zdjęć, 2,900 zł. Sony A6400 + 16-50 kit, 3,300 zł. Sony A6400 "
          "stan idealny 3,150 zł.",
          "mine has ~12k shutter. 2,800 with kit lens?", "shopping, electronics, camera, price"),
        c("furniture", TG, "Telegram — Bronowice Sprzedam/Kupię", "",
          "Hej, is the white bed frame 90x200 still available? Can I pick it up Saturday morning? I can pay 150.",
          "asked 200, 170 ok. sat 10am", "shopping, price"),
        c("gear", FF, "How to check shutter count Sony — Mozilla Firefox",
          "https://www.camerashuttercount.com/sony",
          "Upload any unedited JPG straight from the camera. Supported: A6000, A6100, A6400, A7 III... The count "
          "is stored in the maker notes.",
          "", "electronics, camera"),
        c("gear", FF, "camerashuttercount.com result — Mozilla Firefox", "https://www.camerashuttercount.com/result",
          "", "11,842 — mention in the listing, buyers ask", "electronics, camera",
          ocr="Camera model  ILCE-6400\nShutter count  11,842\nRated lifetime  200,000\nCondition  Like new"),
        c("furniture", FF, "OLX — Moje ogłoszenia — Mozilla Firefox", "https://www.olx.pl/mojekonto/ogloszenia", "",
          "desk 34 views 0 msgs. drop to 200?", "shopping",
          ocr="Moje ogłoszenia (4)\nBiurko IKEA Malm białe  240 zł  Wyświetlenia 34  Wiadomości 0\n"
              "Łóżko 90x200 białe  200 zł  Wyświetlenia 81  Wiadomości 3\nRegał Billy  80 zł  Wyświetlenia 12\n"
              "Krzesło biurowe  120 zł  Wyświetlenia 40"),
        c("gear", TG, "Telegram — Kuba (camera buyer)", "",
          "Widziałem ogłoszenie A6400. Would you do 2,600 with the kit lens and both batteries? I can come Sunday.",
          "counter 2,750. he seems legit", "shopping, electronics, camera, price"),
        c("furniture", FF, "IKEA Billy bookcase — how to take apart — Mozilla Firefox",
          "https://www.youtube.com/watch?v=billy-bookcase-disassembly",
          "Remove the back panel nails first, then the shelves, then unscrew the cam locks anti-clockwise.",
          "buyer wants it flat-packed", "household"),
        c("gear", FF, "Dell U2419H monitor used prices — Allegro — Mozilla Firefox",
          "https://allegro.pl/listing?string=dell%20u2419h%20uzywany",
          "Dell U2419H 24\" IPS, używany, 420-520 zł. Z podstawą i kablami 480 zł.",
          "monitor 450 — not taking it to NL, 230V same but no space", "shopping, electronics, price"),
        c("furniture", TG, "Telegram — Bronowice Sprzedam/Kupię", "",
          "Is the office chair adjustable? Does it have armrests? My son needs one for school, 100 zł ok?",
          "yes armrests. 110 and deal", "shopping, price"),
        c("gear", FF, "Selling a bike in Kraków — r/krakow — Mozilla Firefox",
          "https://www.reddit.com/r/krakow/comments/1gh9t3x/best_place_to_sell_a_used_bike",
          "Rowerowy Kraków FB group is the fastest. Or sell it to a bike shop on Długa for cash but they pay half.",
          "bike: keep or sell?? Delft = bikes everywhere, cheap second hand there", "shopping"),
        c("furniture", FF, "Bed frame sold — OLX message — Mozilla Firefox",
          "https://www.olx.pl/mojekonto/wiadomosci/8817",
          "Dzięki, łóżko odebrane, wszystko ok! Przelew 170 zł wysłany.",
          "bed ✔ 170", "shopping"),
        c("gear", TG, "Telegram — Kuba (camera buyer)", "",
          "2,750 ok. Sunday 12:00 at Bronowice? I will test it with my lens first if that's ok.",
          "bring charger + box + 2nd battery", "shopping, electronics, camera"),
        c("furniture", FF, "Oddam za darmo Kraków — Facebook — Mozilla Firefox",
          "https://www.facebook.com/groups/oddamzadarmo.krakow", "",
          "give away the lamp + rug here, not worth listing", "household",
          ocr="Oddam za darmo – Kraków\nNapisz coś…\nOddam lampę stojącą, działa, Bronowice\n"
              "Oddam dywan 160x230 szary, odbiór dziś"),
        c("gear", FF, "Sony A6400 listing — OLX — Mozilla Firefox",
          "https://www.olx.pl/d/oferta/sony-a6400-kit-16-50-CID99-IDy71pQ.html",
          "Sprzedam Sony A6400 + obiektyw 16-50, przebieg migawki 11,842, 2 baterie, ładowarka, pudełko. Stan "
          "bardzo dobry. Cena 2,850 zł.",
          "", "shopping, electronics, camera, price"),
        c("furniture", TG, "Telegram — Ola", "",
          "I'll take the desk if nobody else does!! 150? And can I have the plants when you leave",
          "desk to Ola 150 💛 plants free", "shopping"),
        c("gear", FF, "Sold items — Allegro Lokalnie — Mozilla Firefox", "https://allegrolokalnie.pl/moje-konto/sprzedane",
          "", "camera + monitor gone. +3,200 zł → budget sheet", "shopping, electronics, finance",
          ocr="Sprzedane (2)\nSony A6400 + 16-50    2,750 zł   odebrane\nMonitor Dell U2419H     450 zł   odebrane\n"
              "Suma  3,200 zł"),
        c("furniture", FF, "Wardrobe PAX dismantle vs leave for next tenant — Mozilla Firefox",
          "https://www.google.com/search?q=zostawić+szafę+następnemu+najemcy",
          "Many landlords accept furniture left for the next tenant if agreed in writing; otherwise the flat must "
          "be returned empty.",
          "ask landlady if PAX can stay", "household, rent"),
    ],
    "dutch": [
        c("course", FF, "Dutch for beginners A1 — TU Delft Language Centre — Mozilla Firefox",
          "https://www.tudelft.nl/en/tpm/language-centre/dutch-courses",
          "Dutch A1 (NT2) for international students: 10 weeks, 2 × 2 hours per week, €150 for students. "
          "Registration for the February block opens on 4 January.",
          "4 jan set alarm, fills in hours apparently", "learning, course"),
        c("vocab", "anki", "Anki — Dutch A1 — Browse", "",
          "de fiets — the bike | het huis — the house | de huur — the rent | de borg — the deposit | "
          "de gemeente — the municipality",
          "add move words, I keep forgetting borg", "learning"),
        c("grammar", FF, "De or het? Rules for Dutch articles — Mozilla Firefox",
          "https://www.dutchgrammar.com/en/?n=NounsAndArticles.05",
          "All diminutives (words ending in -je) are het-words. Most words for people are de-words. About "
          "two-thirds of Dutch nouns take de.",
          "when in doubt DE. diminutives always het", "learning"),
        c("vocab", FF, "Duolingo — Dutch — Mozilla Firefox", "https://www.duolingo.com/learn", "",
          "streak 23. food unit boring", "learning",
          ocr="Dutch · Section 2, Unit 4\nOrder food\n🔥 23 day streak\nIk wil graag een broodje kaas\n"
              "Check"),
        c("course", TG, "Telegram — Sanne (Dutch tutor)", "",
          "Hoi Mira! Thursday we do lesson 6, the perfect tense. Please do exercise 4 and 5 from the workbook and "
          "write 5 sentences about your weekend.",
          "ex 4+5 + 5 zinnen over weekend", "learning, course, exercise"),
        c("grammar", OK, "Nederlands_in_gang_hoofdstuk6.pdf — Okular", "",
          "Het perfectum: hebben of zijn + voltooid deelwoord. Ik heb gewerkt. Ik ben gefietst? Nee: ik heb "
          "gefietst, maar ik ben naar huis gefietst (met richting).",
          "zijn only with direction?! weird", "learning, books"),
        c("grammar", FF, "'t kofschip rule explained — Mozilla Firefox",
          "https://www.dutchgrammar.com/en/?n=Verbs.re03",
          "If the stem of the verb ends in one of the consonants of 't kofschip (t, k, f, s, ch, p), the past "
          "participle ends in -t; otherwise in -d: gewerkt, gewoond.",
          "kofschip → -t. fiets: s → gefietst ✔", "learning"),
        c("vocab", FF, "Common Dutch phrases for the first week — Mozilla Firefox",
          "https://www.dutchreview.com/culture/dutch-phrases-expats",
          "Gezellig (cosy, nice), Lekker (tasty, nice), Doe normaal (act normal), Alsjeblieft (please / here you "
          "are), Eet smakelijk (enjoy your meal).",
          "gezellig everywhere apparently", "learning"),
        c("course", FF, "Staatsexamen NT2 — exam dates 2027 — Mozilla Firefox",
          "https://www.staatsexamensnt2.nl/examendata",
          "Programme I (B1) written exams: 9 March, 8 June, 14 September 2027. Register at least 6 weeks before.",
          "not this year. A2 first, B1 maybe autumn 2027", "learning, course, exam"),
        c("grammar", TG, "Telegram — Sanne (Dutch tutor)", "",
          "Goed gedaan! Only one mistake: 'Ik ben naar Warschau gereisd' is correct, but 'ik heb gisteren gekookt' "
          "not 'ik ben gekookt' 😄",
          "ik ben gekookt = I am cooked lol", "learning, exercise"),
        c("vocab", "anki", "Anki — Dutch A1 — Statistics", "",
          "", "retention 78%, too many new cards/day", "learning",
          ocr="Today\nStudied 112 cards in 19 minutes\nAgain count: 24 (78.6% correct)\nNew 30  Learning 41  "
              "Review 41"),
        c("course", FF, "TU Delft Language Centre — course registration — Mozilla Firefox",
          "https://www.tudelft.nl/en/tpm/language-centre/registration",
          "Dutch A1 block 3: Tuesdays and Thursdays 17:45-19:45, 9 February - 15 April. Places available: 6 of 24.",
          "REGISTERED. tue+thu evening, clash with nothing yet", "learning, course"),
        c("grammar", FF, "Dutch word order: verb second — Mozilla Firefox",
          "https://www.dutchgrammar.com/en/?n=WordOrder.01",
          "In a main clause the finite verb is always in second position: Morgen ga ik naar Delft. In a subordinate "
          "clause it moves to the end: ...omdat ik morgen naar Delft ga.",
          "omdat → verb to the end. practice this", "learning"),
        c("vocab", FF, "Dutch false friends for English speakers — Mozilla Firefox",
          "https://www.dutchreview.com/expat/dutch-false-friends",
          "Bellen means to call, not bells. Slim means smart. Eventueel means possibly, not eventually. Brutaal "
          "means cheeky.",
          "eventueel!! same trap in polish (ewentualnie)", "learning"),
        c("course", TB, "Welcome to Dutch A1 — Language Centre — Mozilla Thunderbird", "",
          "Dear participant, your place in Dutch A1 block 3 is confirmed. Please buy 'Nederlands in gang' (3rd "
          "edition) before the first class. Attendance of 80% is required for the certificate.",
          "already have the book pdf, buy paper one?", "learning, course, books, email"),
        c("grammar", FF, "Separable verbs in Dutch — Mozilla Firefox",
          "https://www.dutchgrammar.com/en/?n=Verbs.sp01",
          "Opbellen: ik bel je morgen op. Meenemen: neem je paraplu mee. In the perfect tense: ik heb je opgebeld.",
          "", "learning"),
        c("vocab", "anki", "Anki — Dutch A1 — Add", "",
          "de huisgenoot — housemate | opzeggen — to give notice | de sleutel — the key | de fietsenstalling — "
          "bike parking",
          "house words for Tanthof", "learning"),
    ],
    "farewell": [
        c("venue", FF, "Forum Przestrzenie — events — Mozilla Firefox", "https://forumprzestrzenie.com/en/events",
          "Private area on the riverside terrace for groups of 20-40, winter tent heated, minimum spend 1,500 zł "
          "on Fridays, free on Thursdays.",
          "thursday 28 jan? no min spend", "planning, events, reservation"),
        c("guests", TG, "Telegram — Ola", "",
          "ok so farewell list: uni people, the climbing gang, your cousins? We should make a group chat and not "
          "tell Kasia it's also her birthday surprise",
          "combine with Kasia's bday!! secret", "planning, events, birthday"),
        c("venue", FF, "Alchemia — reservations — Mozilla Firefox", "https://alchemia.com.pl/rezerwacje",
          "Back room for up to 25 people, free booking, food from the kitchen until 22:00. Bookings for Friday and "
          "Saturday only with a 300 zł deposit.",
          "Alchemia back room = smaller, cosier", "planning, events, reservation"),
        c("guests", FF, "Google Forms — Mira's farewell RSVP — Mozilla Firefox",
          "https://docs.google.com/forms/d/1xR7farewell/edit", "",
          "", "planning, events",
          ocr="Mira leaves for Delft 🇳🇱 – farewell!\nWill you come on Thu 28 Jan?\n○ Yes  ○ No  ○ Maybe\n"
              "Bring a +1?\nResponses 17"),
        c("venue", TG, "Telegram — Alchemia (bookings)", "",
          "Dzień dobry, the back room on Thursday 28 January from 19:00 is reserved for you, 25 people. No deposit "
          "needed on Thursdays.",
          "Alchemia confirmed ✔ cancel forum enquiry", "planning, events, reservation"),
        c("guests", TG, "Telegram — Farewell 🇳🇱 (group)", "",
          "Marek: who is doing the photo slideshow? Ola: me! send me your best Mira photos by Sunday. "
          "Kasia: is there a dress code lol",
          "no dress code. ask Marek for the climbing trip photos", "planning, events"),
        c("guests", FF, "Google Forms — responses — Mozilla Firefox", "https://docs.google.com/forms/d/1xR7farewell/responses",
          "", "22 yes. over 25 with +1s. tell Alchemia", "planning, events",
          ocr="Responses 29\nYes 22  Maybe 4  No 3\nBringing +1: 6"),
        c("venue", FF, "Cake order — Cukiernia Michalscy — Mozilla Firefox", "https://michalscy.pl/zamowienia",
          "Order a custom cake at least 5 days in advance. Sizes: 20 portions 220 zł, 30 portions 300 zł. Pickup "
          "from 10:00.",
          "30 portions, tulip + 'Kasia 25' on top", "planning, events, birthday"),
    ],
}
