"""Gareth, a self-employed electrician in Cardiff: his tax return, a client's kitchen extension, his daughter's
under-10s football team, his brother's stag do in Porto, an EV charger installation course.

Written by hand in session 4 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who
wrote no placement code and never ran the placement bench on it, and reported once at the end of that
session. Its misses have been read since, so from session 5 it is a development corpus (bench/data/corpora/,
part of the leave-one-out) and a new test corpus took its place.

Gareth ("Gaz") works on site all day and does the paperwork on the old laptop in the van or at the
kitchen table after tea, in January with the self-assessment deadline on the 31st. Everything goes
through Microsoft Edge (Outlook.com mail, WhatsApp Web, Facebook, the HMRC site, wholesalers, Google),
plus the WhatsApp desktop app on the same laptop for the lads and the football parents, Okular for PDFs
(drawings, payslip-like statements, course notes) and OnlyOffice for his spreadsheets. Memos are trade
shorthand, lower case, no full stops, sometimes a bit of Welsh ("cu" consumer unit, "t&e" twin and earth,
"rcbo", "2nd fix", "tmrw", "cba", "ffs", "lush", "now in a minute"); many captures never say which job
they belong to (a WhatsApp message, a receipt, a drawing, a circuit schedule).
"""

from datetime import datetime, timedelta, timezone

from bench.corpora import c

PERSONA = ("self-employed electrician in Cardiff: his self-assessment tax return, a client's kitchen extension, "
           "coaching his daughter's under-10s football team, his brother's stag do in Porto, an EV charger course")
START = datetime(2027, 1, 11, 8, 40, tzinfo=timezone(timedelta(hours=0)))
SEED = 12_005
APP_WORDS = {"microsoft", "edge", "outlook", "live", "hotmail", "whatsapp", "okular", "pdf", "onlyoffice",
             "facebook", "messenger", "google", "maps", "youtube", "gov", "hmrc", "screwfix", "toolstation",
             "cef", "ryanair", "easyjet", "booking", "airbnb", "tripadvisor", "getyourguide", "ebay", "amazon",
             "kitlocker", "pitchero", "fa", "wholegame", "niceic", "napit", "skyscanner", "xlsx", "docx",
             "forms", "quizlet", "reddit", "vrbo", "starling", "starlingbank", "moonpig", "autotrader",
             "nationalgrid", "cityandguilds", "fawtrust", "gowerelectricaltraining", "kartodromoporto",
             "personal"}  # "Personal": Edge's profile name, in every browser window title

TASK_NAMES = {
    "tax": ("Tax return", "self assessment", "HMRC", "tax bill"),
    "pryce": ("Pryce kitchen extension", "Pryce job", "extension", "kitchen electrics"),
    "football": ("Under-10s football", "U10s", "girls' team", "coaching"),
    "stag": ("Rhys's stag do in Porto", "stag", "Porto", "stag weekend"),
    "evcourse": ("EV charger course", "EV charging", "2921", "electric vehicle"),
}
SUB_NAMES = {
    "tax/expenses": ("Business expenses", "expenses", "receipts", "allowable costs"),
    "tax/van": ("Van and mileage", "van", "mileage", "capital allowances"),
    "tax/payment": ("Tax payment", "payment on account", "paying HMRC", "balancing payment"),
    "pryce/layout": ("Lighting and sockets layout", "downlights", "circuits", "layout"),
    "pryce/board": ("Consumer unit and certificate", "board change", "fuse board", "testing"),
    "pryce/quote": ("Quote and materials", "quote", "materials", "invoice"),
    "football/training": ("Training sessions", "training", "drills", "session plans"),
    "football/fixtures": ("Matches and fixtures", "matches", "fixtures", "games"),
    "football/kit": ("Kit and sponsor", "kit", "shirts", "sponsorship"),
    "stag/flights": ("Flights to Porto", "flights", "travel", "airport"),
    "stag/apartment": ("Where we're staying", "accommodation", "apartment", "house"),
    "stag/activities": ("Things to do", "activities", "itinerary", "Saturday plan"),
    "evcourse/booking": ("Booking the course", "course dates", "course fee", "training centre"),
    "evcourse/study": ("Course study", "revision", "notes", "exam"),
}

ED = "microsoft-edge"
WD = "whatsapp-desktop"
OK = "okular"
OO = "onlyoffice-desktopeditors"
OL = "https://outlook.live.com/mail/0/inbox/id/"
WA = "https://web.whatsapp.com/"
FB = "https://www.facebook.com/groups/whitchurchwanderersu10/"


def _e(title: str) -> str:
    return f"{title} - Personal - Microsoft Edge"


TASKS = {
    "tax": [
        c("expenses", ED, _e("Self Assessment: sign in - GOV.UK"), "https://www.tax.service.gov.uk/self-assessment",
          "Your 2025 to 2026 tax return is due by 31 January 2027. You have not yet submitted it. Sections to "
          "complete: self-employment (full), student loan, payments on account.",
          "20 days. do it this week or kirsty kills me", "finance, tax, deadline"),
        c("expenses", OO, "expenses_2025-26.xlsx - ONLYOFFICE", "",
          "Apr-Mar: Screwfix £3,412.60 · CEF £5,870.15 · Toolstation £918.40 · phone £312 · NICEIC fee £489 · "
          "public liability insurance £356 · workwear £144. Receipts missing for Nov and Dec.",
          "nov dec receipts in the van door pocket i reckon", "finance, tax, spending"),
        c("van", ED, _e("Simplified expenses: vehicles - GOV.UK"),
          "https://www.gov.uk/simpler-income-tax-simplified-expenses/vehicles-",
          "Cars and goods vehicles: first 10,000 business miles 45p a mile, after that 25p. You cannot use "
          "simplified expenses for a vehicle you have already claimed capital allowances on.",
          "claimed AIA on the transit in 2023 so no flat rate. bugger", "finance, tax"),
        c("expenses", ED, _e("Expenses if you're self-employed: Tools and equipment - GOV.UK"),
          "https://www.gov.uk/expenses-if-youre-self-employed/tools-and-equipment",
          "You can claim for equipment you keep to use in your business, such as power tools and test "
          "equipment, usually as capital allowances. Items that wear out quickly can be claimed as costs.",
          "megger MFT was £1,100 - capital allowance not expenses?", "finance, tax"),
        c("expenses", ED, _e("Screwfix - Order history"), "https://www.screwfix.com/my-account/order-history", "",
          "download all of these, pdf each one", "finance, spending, invoice",
          ocr="ORDER HISTORY\n14/11/2025  Order 48821930  £212.47  Collected - Cardiff Newport Rd\n"
              "02/12/2025  Order 48956612  £86.10  Collected\n19/12/2025  Order 49032277  £341.99  Delivered\n"
              "[ Download invoice ]  [ Reorder ]\nShowing 3 of 41"),
        c("van", OO, "van_costs_25-26.xlsx - ONLYOFFICE", "",
          "Diesel £3,980 · insurance (business use) £1,240 · service + 2 tyres £615 · road tax £345 · MOT £54.85. "
          "Personal use about 15%: Sunday football, the tip.",
          "15% private, be honest with it", "finance, tax, spending"),
        c("expenses", WD, "WhatsApp", "",
          "Kirsty: Found a carrier bag of receipts in the glovebox. Most are fuel and Greggs 🙄 I've put them on "
          "the side by the kettle",
          "greggs dont count love", "finance, spending, communication"),
        c("payment", ED, _e("Payments on account - GOV.UK"), "https://www.gov.uk/understand-self-assessment-bill/"
          "payments-on-account",
          "Each payment on account is half your previous year's tax bill. They're due by midnight on 31 January "
          "and 31 July. If your bill is likely to be lower you can ask to reduce them.",
          "so jan = balancing + 1st POA. big one", "finance, tax, deadline"),
        c("van", ED, _e("Capital allowances on vans - Annual Investment Allowance - GOV.UK"),
          "https://www.gov.uk/capital-allowances/annual-investment-allowance",
          "You can deduct the full value of an item that qualifies for annual investment allowance (AIA) from "
          "your profits before tax. Vans qualify; cars do not. If you sell the item you may need to pay tax on "
          "the sale.",
          "if i sell the transit for the new one thats a balancing charge? ask", "finance, tax"),
        c("expenses", ED, _e("Use of home as office - simplified expenses - GOV.UK"),
          "https://www.gov.uk/simpler-income-tax-simplified-expenses/working-from-home",
          "If you work 25 to 50 hours a month from home you can claim £10 a month; 51 to 100 hours, £18 a month; "
          "101 hours or more, £26 a month.",
          "paperwork nights = prob 25-50hrs. £120", "finance, tax"),
        c("payment", OK, "SA302_2024-25.pdf - Okular", "", "",
          "last yrs bill. POAs are half this", "finance, tax",
          ocr="HM Revenue & Customs     Tax calculation  2024-25\nProfit from self-employment   £41,380.00\n"
              "Personal allowance   (£12,570.00)\nIncome Tax due   £5,762.00\nClass 4 NIC   £1,729.68\n"
              "Total tax due   £7,491.68\nPage 1 of 2"),
        c("expenses", ED, _e("Is a mobile phone an allowable expense? - r/UKPersonalFinance"),
          "https://www.reddit.com/r/UKPersonalFinance/comments/18ab2pc/mobile_phone_self_employed/",
          "If the contract is in your name and used mainly for business you can claim the business proportion. "
          "HMRC won't chase you over a sensible split, just keep a note of how you worked it out.",
          "phone 80% work easy", "finance, tax, social"),
        c("van", ED, _e("Ford Transit Custom 2.0 EcoBlue 130 Trend - Autotrader"),
          "https://www.autotrader.co.uk/van-details/202701083312",
          "2021 (71 reg) Ford Transit Custom 300 L1 Trend, 48,200 miles, one owner, ply lined, roof rack, tow "
          "bar. £17,995 + VAT.",
          "if i buy before 5 april its in next years AIA?", "shopping, price, tax"),
        c("expenses", OO, "expenses_2025-26.xlsx - ONLYOFFICE", "", "",
          "totals done. turnover minus all that", "finance, tax, spending",
          ocr="A            B\nTurnover      £58,240.00\nMaterials    (£10,201.15)\nTools < £100   (£918.40)\n"
              "Phone 80%     "
              "(£249.60)\nInsurance/NICEIC (£845.00)\nHome office   (£120.00)\nNET PROFIT   =B1-SUM(B2:B6)   "
              "£45,905.85"),
        c("payment", ED, _e("Budget payment plan - pay your Self Assessment bill - GOV.UK"),
          "https://www.gov.uk/pay-self-assessment-tax-bill/pay-weekly-monthly",
          "You can make regular payments towards your next tax bill with a budget payment plan, weekly or "
          "monthly, by Direct Debit. You must be up to date with previous Self Assessment payments.",
          "do this from feb. never again a jan like this", "finance, tax"),
        c("van", OK, "Van mileage log 2025.pdf - Okular", "",
          "Total recorded 18,960 miles; business 16,110 (jobs, wholesalers, quotes), private 2,850 (football, "
          "family). Business proportion 85.0%.",
          "85 it is. matches what i said", "finance, tax"),
        c("expenses", ED, _e("Trading allowance or expenses - which is better - Google Search"),
          "https://www.google.com/search?q=trading+allowance+or+actual+expenses+electrician",
          "You cannot use the £1,000 trading allowance and also deduct your actual expenses. If your expenses "
          "are more than £1,000 it is usually better to claim the expenses.",
          "obviously expenses then. 10k+", "finance, tax"),
        c("payment", ED, _e("Self Assessment: Your tax calculation - GOV.UK"),
          "https://www.tax.service.gov.uk/self-assessment/calculation", "",
          "ouch. 31st = the lot", "finance, tax",
          ocr="Tax calculation summary 2025 to 2026\nIncome Tax   £6,619.17\nClass 4 NICs   £1,961.19\n"
              "Total   £8,580.36\nLess payments on account already made  (£7,491.68)\nBalancing payment  £1,088.68\n"
              "First payment on account for 2026 to 2027  £4,290.18\nDue 31 January 2027   £5,378.86"),
        c("van", WD, "WhatsApp", "",
          "Kev (Sparky Kev): nah mate I sold my old Vito and had to pay tax on what I got for it cos I'd had the "
          "full allowance. Not much though. Ask your accountant lol",
          "no accountant kev thats the point", "finance, tax, communication"),
        c("payment", ED, _e("Pay your Self Assessment tax bill: Online or telephone banking - GOV.UK"),
          "https://www.gov.uk/pay-self-assessment-tax-bill/bank-details",
          "Sort code 08 32 10, account number 12001039, account name HMRC Self Assessment. Use your 11-character "
          "payment reference: your 10-digit UTR followed by the letter K.",
          "ref = UTR + K. from the savings not the biz acc", "finance, tax, invoice"),
        c("payment", ED, _e("Self Assessment submitted - GOV.UK"), "https://www.tax.service.gov.uk/self-assessment/"
          "submission-receipt", "",
          "SUBMITTED 🍺 payment goes fri", "finance, tax",
          ocr="Your tax return has been submitted\nSubmission receipt reference: 7XKQ 9PL2 M4TB\n"
              "Submitted 27 January 2027 at 21:14\nAmount due by 31 January 2027: £5,378.86\n[ Print this page ]"),
        c("van", ED, _e("HMRC mileage allowance van private use - Google Search"),
          "https://www.google.com/search?q=van+benefit+in+kind+sole+trader",
          "Van benefit charges apply to employees provided with a company van. A sole trader instead adds back "
          "the private-use proportion of the running costs and capital allowances.",
          "right so just knock 15% off. done", "finance, tax"),
    ],
    "pryce": [
        c("layout", ED, _e("RE: Kitchen extension electrics - Outlook"), OL + "AQMkADAwATM0MDAAMS1",
          "Hi Gareth, Dai Davies gave me your number. We're having a single-storey kitchen extension done at the "
          "back, the builders start first fix in two weeks. Could you come and have a look and price the "
          "electrics? Helen Pryce, 22 Heol Hir, Llanishen",
          "dai's job. go sat morning", "email, meeting"),
        c("layout", OK, "Pryce_extension_GA_rev-C.pdf - Okular", "", "",
          "5.6 x 4.2 open plan. island in the middle ffs", "planning",
          ocr="PROPOSED GROUND FLOOR PLAN   1:50   Rev C\nKITCHEN / DINING  5600 x 4200\nISLAND 2400 x 1000\n"
              "Bi-fold doors  3600\nRooflight 2000 x 1000\nUtility  1800 x 1500\nDavies Building Services  Dwg 07"),
        c("layout", WD, "WhatsApp", "",
          "Helen Pryce: Hi Gareth, we'd like pendants over the island (3?), downlights everywhere else, under-"
          "cabinet strips, and sockets on the island if possible. Oh and the hob is induction!",
          "induction = own radial 6mm. island sockets need a pop-up or floor box", "planning, specs"),
        c("quote", ED, _e("CEF - 2.5mm Twin & Earth 6242Y 100m Grey"), "https://www.cef.co.uk/catalogue/products/"
          "2-5mm-twin-earth-6242y-grey",
          "2.5mm² Twin & Earth Cable 6242Y, 100m drum, LSZH option available. Trade price £64.90 ex VAT. Stock: "
          "Cardiff branch 38.",
          "2 drums 2.5, 1 of 1.5, 25m 6mm for the hob", "shopping, price"),
        c("board", ED, _e("Hager 10 way RCBO board 18th edition - Google Search"),
          "https://www.google.com/search?q=hager+10+way+rcbo+consumer+unit",
          "Hager VML910RKIT 10 way fully loaded RCBO consumer unit with SPD, metal, Amendment 3 compliant. "
          "Typically £285-£340 from trade counters.",
          "her old wylex is rewireable fuses. board change on this too", "shopping, price, specs"),
        c("layout", OK, "Pryce_extension_GA_rev-C.pdf - Okular", "",
          "Note 14: All electrical installations to comply with BS 7671 and Approved Document P. Contractor to "
          "provide Electrical Installation Certificate on completion. Smoke/heat detection to kitchen: heat "
          "alarm interlinked.",
          "heat alarm interlinked w/ hall smoke. add to price", "planning"),
        c("quote", OO, "Quote_Q27-004_Pryce.xlsx - ONLYOFFICE", "",
          "Labour 7 days @ £260 = £1,820 · Consumer unit Hager 10w RCBO £315 · Cable & accessories £640 · 12x "
          "fire-rated downlights £264 · 3 pendant drops £45 · floor box £118 · heat alarm £38 · EIC + Part P "
          "notification £120. Total £3,360 (not VAT registered).",
          "send tonight. under 3.5k she said", "price, planning"),
        c("board", WD, "WhatsApp", "",
          "Dai Davies: Building control coming Thursday for the foundations. If you're doing the board change, "
          "Western Power need 2 weeks notice to pull the main fuse, get it booked",
          "ring WPD tmrw", "planning, deadline, communication"),
        c("layout", ED, _e("IP rated LED fire rated downlight dimmable 4000K - Toolstation"),
          "https://www.toolstation.com/fire-rated-led-downlight-dimmable/p94512",
          "Integrated 6W LED fire rated downlight, IP65, 4000K, dimmable, 90 minutes fire rated, 60mm cut-out. "
          "Pack of 10 £89.98.",
          "4000k too cold for her? 3000k for dining end", "shopping, specs, price"),
        c("quote", ED, _e("RE: Quote Q27-004 - Outlook"), OL + "AQMkADAwATM0MDAAMS2",
          "Thanks Gareth, that all looks fine. Can we add two outside sockets by the bi-folds and an EV charger "
          "point on the drive for next year? Happy to go ahead. Helen",
          "outside ones fine. EV point - not til i've done the course", "email, price"),
        c("board", ED, _e("Report a power cut or book a service disconnection - National Grid"),
          "https://www.nationalgrid.co.uk/our-network/new-connections-and-alterations/disconnection", "",
          "booked. 3rd feb am", "planning, reservation",
          ocr="Temporary disconnection request\nSite: 22 Heol Hir, Llanishen CF14\nMPAN 21 0001 7734 552\n"
              "Requested date  03/02/2027  AM\nReference  TD-0483317\nStatus: Confirmed"),
        c("layout", OK, "pryce_circuits_draft.pdf - Okular", "",
          "C1 kitchen ring 2.5mm B32 · C2 island radial 2.5mm B20 · C3 induction hob 6mm B32 · C4 lights ext "
          "1.5mm B6 · C5 outside sockets 2.5mm B20 via SWA · C6 heat alarm off lighting.",
          "check zs on the swa run, its long", "planning, specs"),
        c("quote", WD, "WhatsApp", "",
          "CEF Cardiff: Hi Gareth, your order 7712-0219 is ready to collect: Hager VML910RKIT, 2x 2.5 T&E, 1x "
          "1.5 T&E, 25m 6mm, 12 downlights, MK floor box. Open 7-5.",
          "collect on way to heol hir mon", "shopping"),
        c("board", ED, _e("Amendment 2 AFDD requirements kitchens - r/UKElectricians"),
          "https://www.reddit.com/r/UKElectricians/comments/1b9xt0m/afdds_domestic_kitchen/",
          "Regulation 421.1.7 only recommends AFDDs for final circuits of 32A or less in most domestic "
          "installations. Nobody's fitting them on every circuit unless the spec asks for it.",
          "recommend not required. note it on the EIC", "social, specs"),
        c("layout", WD, "WhatsApp", "",
          "Helen Pryce: Sorry one more!! Could the pendants be on a separate switch from the downlights, and "
          "can the plinth lights go on the same switch as the under-cabinet ones?",
          "fine. 3 gang plate by the door then", "planning"),
        c("quote", OK, "CEF_invoice_7712-0219.pdf - Okular", "", "",
          "£35 over on cable. hers not mine", "invoice, price",
          ocr="City Electrical Factors  -  Cardiff\nINVOICE 7712-0219   Account: G MORGAN ELECTRICAL\n"
              "VML910RKIT  Hager 10w RCBO CU  1  £302.40\n6242Y 2.5 100m  2  £129.80\n6242Y 1.5 100m  1  £48.20\n"
              "6242Y 6.0 25m  1  £62.10\nTOTAL ex VAT £676.50"),
        c("board", OO, "Schedule of test results - Pryce.xlsx - ONLYOFFICE", "",
          "C1 Zs 0.41Ω (max 1.37) IR >200MΩ · C2 Zs 0.63Ω · C3 Zs 0.38Ω · C5 Zs 1.12Ω (max 1.37) RCD 18ms. "
          "Ze 0.22Ω, PFC 1.4kA.",
          "C5 close-ish but passes. swa was right call", "specs"),
        c("layout", ED, _e("Pendant lights over kitchen island height - Google Search"),
          "https://www.google.com/search?q=pendant+height+over+kitchen+island",
          "Hang pendants 75-90cm above the island worktop, spaced about 60-75cm apart, and at least 15cm in from "
          "each end of the island.",
          "tell helen 80cm, ceiling roses 70 apart", "household, planning"),
        c("board", ED, _e("Part P notification - NICEIC Online"), "https://online.niceic.com/notifications/new", "",
          "notified. cert goes to helen + building control", "deadline",
          ocr="Building Regulations Notification\nInstallation address: 22 Heol Hir, Llanishen, CF14\n"
              "Work type: New circuits, consumer unit replacement\nCertificate no. EIC/27/0419\n"
              "Notify within 30 days of completion\nFee £2.50 + VAT\n"
              "[ Submit ]"),
        c("quote", ED, _e("Invoice INV-27-011 - Outlook"), OL + "AQMkADAwATM0MDAAMS3",
          "Invoice INV-27-011 to Mrs H Pryce: extension electrics as quoted £3,360, plus 2 outside sockets £180, "
          "plus extra 3-gang switching £40. Total £3,580. Payment within 14 days to G Morgan Electrical.",
          "sent. £3,580. chase 14th feb", "invoice, email"),
        c("board", WD, "WhatsApp", "",
          "Dai Davies: Building control signed off the extension today, they had your EIC no problems. Cheers "
          "butt, good job on that board",
          "lush. thats done then", "communication"),
        c("quote", ED, _e("Online banking - Statements - Starling"), "https://app.starlingbank.com/statements", "",
          "pryce paid in full 👌", "finance, income",
          ocr="Business account ••4471\n12 Feb  Faster Payment IN  H PRYCE KITCHEN ELEC   +£3,580.00\n"
              "11 Feb  CEF CARDIFF  −£811.80\n10 Feb  SHELL LLANISHEN  −£72.14\nBalance £9,204.55"),
    ],
    "football": [
        c("training", ED, _e("Whitchurch Wanderers U10 Girls | Facebook"), FB,
          "Training is BACK this Wednesday 5.30-6.30 at the 3G at Whitchurch High. Bring water, shin pads and a "
          "warm layer. Parents please stay till the end, it's dark by 6!",
          "need a plan for 14 of them, pitch is half only", "fitness, planning, social"),
        c("training", ED, _e("U10 passing drills 4 corners - YouTube"), "https://www.youtube.com/watch?v=4cRnrPss10c",
          "Four corners: players in four cones, pass and follow your pass. Add a second ball when it's flowing. "
          "Progression: one touch, weak foot only, call the name before you pass.",
          "do this wk. ffion wont use her left", "fitness, learning"),
        c("fixtures", ED, _e("Fixtures - Cardiff & District Junior League U10 - Pitchero"),
          "https://www.pitchero.com/clubs/whitchurchwanderers/teams/u10-girls/fixtures",
          "Sun 17 Jan v Llandaff North Ladies U10, home, KO 10:00 · Sun 24 Jan v Penarth Lionesses, away "
          "(Cogan), KO 10:30 · Sun 31 Jan v Radyr Rangers, home, KO 10:00.",
          "penarth one = need lifts", "fitness, events, planning"),
        c("kit", WD, "WhatsApp", "",
          "Sara (Maisie's mum): Hi Gaz, the girls' shirts are falling apart, numbers peeling off. Is there money "
          "in the pot for new ones or shall we do a bake sale?",
          "pot has £140 ish. need a sponsor", "shopping, communication"),
        c("training", OK, "FAW_U9-U11_session_plans.pdf - Okular", "", "",
          "rondo 4v1 then small sided. 10 min blocks", "fitness, learning",
          ocr="FAW Coaching  -  Foundation Phase\nSession 6: Keeping the ball\nWarm up: 4v1 rondo (8 min)\n"
              "Practice: 3v3 end zones (15 min)\nGame: 5v5, two goals each end (25 min)\n"
              "Coach points: open body, scan"),
        c("fixtures", WD, "WhatsApp", "",
          "Parents group: Mel: Lily can't do Sunday, we're at her nan's 60th. Jo: Ava has a temp, will let you "
          "know in the morning x",
          "9 for sunday if ava ok. enough", "events, communication"),
        c("kit", ED, _e("Junior football kit packages with printing - Kitlocker"),
          "https://www.kitlocker.com/teamwear/junior-kit-bundles",
          "Junior kit bundle: shirt, shorts and socks from £21.50 per player, club badge and numbers included, "
          "sponsor logo on the front +£3 per shirt. Minimum order 10. Delivery 3-4 weeks.",
          "16 sets x 24.50 = £392", "shopping, price"),
        c("training", ED, _e("How to stop kids bunching - grassroots coaching - Google Search"),
          "https://www.google.com/search?q=stop+u10+kids+bunching+around+ball",
          "Give every player a zone with cones for the first ten minutes, play small-sided games with wide "
          "gates to score through, and praise a player who spreads out, not only the one who scores.",
          "gates game wed. cones in the van", "fitness, learning"),
        c("fixtures", ED, _e("Match report - Whitchurch Wanderers U10 Girls | Facebook"), FB + "posts/887412",
          "Brilliant effort in the rain this morning girls! 2-2 v Llandaff North. Goals from Ffion and Maisie, "
          "player of the match Ava for never giving up. Next week away at Penarth.",
          "posted. proud of them", "fitness, social, events"),
        c("kit", ED, _e("RE: sponsorship - Outlook"), OL + "AQMkADAwATM0MDAAMS4",
          "Hi Gareth, Rhiwbina Plumbing would be happy to sponsor the U10 girls' kit this season. Send over the "
          "invoice and our logo files are attached. Good luck to the girls! Huw",
          "HUW 🙌 sorted", "email, funding"),
        c("training", WD, "WhatsApp", "",
          "Jo (Ava's mum): Gaz, is training on tonight? The 3G might be frozen, school sent a message",
          "ring caretaker 3pm", "fitness, communication"),
        c("fixtures", ED, _e("Google Maps - Whitchurch to Cogan Leisure Centre"),
          "https://www.google.com/maps/dir/Whitchurch,+Cardiff/Cogan+Leisure+Centre",
          "Whitchurch, Cardiff to Cogan Leisure Centre, Penarth: 22 min (9.4 mi) via A470 and A4232. Parking: "
          "leisure centre car park, free on Sundays.",
          "leave 9.50 latest", "travel, itinerary"),
        c("kit", ED, _e("Kitlocker - Design your kit"), "https://www.kitlocker.com/designer/junior/1179342", "",
          "sky blue / navy. ffion approved", "shopping, price",
          ocr="KIT DESIGNER\nShirt: Sky blue / navy trim   Shorts: Navy   Socks: Sky\nFront: RHIWBINA PLUMBING logo\n"
              "Back: numbers 1-16, no names\nQty 16   £392.00   [ Add to basket ]"),
        c("training", OK, "Safeguarding_children_in_football_certificate.pdf - Okular", "",
          "This is to certify that Gareth Morgan has completed Safeguarding Children in Football (FAW) on "
          "12/01/2027. Valid for three years. DBS check verified.",
          "email copy to club sec", "learning, course"),
        c("fixtures", WD, "WhatsApp", "",
          "League secretary: All U10 fixtures this Sunday 31st are POSTPONED due to waterlogged pitches. They "
          "will be rearranged for the end of the season.",
          "tell the girls. tidy actually, more time for my paperwork", "events, communication"),
        c("kit", OO, "U10_subs_2026-27.xlsx - ONLYOFFICE", "",
          "Subs £15/month: paid up to Jan 11 of 14. Pot £143.50. Kit from sponsor £392. Balls x4 £48 (pot). "
          "Bibs x10 £22 (pot).",
          "chase 3 for subs. balls + bibs from pot", "finance, spending"),
        c("training", ED, _e("Goalkeeper drills for young kids - FAW Trust"), "https://www.fawtrust.cymru/coaching/"
          "goalkeeping-foundation",
          "Rotate the goalkeeper so every child tries it. Start with 'ready position' games, rolling the ball "
          "and diving on a soft surface; avoid high shots at this age.",
          "everyone goes in goal. no tears", "fitness, learning"),
        c("fixtures", ED, _e("Fixtures update - Cardiff & District Junior League - Pitchero"),
          "https://www.pitchero.com/clubs/whitchurchwanderers/teams/u10-girls/fixtures", "",
          "radyr now 14 mar. thats the stag weekend ffs", "events, planning",
          ocr="U10 Girls  -  Fixtures\nSun 07 Feb  v Cardiff Met Juniors (A)  KO 10:00\nSun 14 Feb  v Penarth "
              "Lionesses (H)  KO 10:00\nSun 14 Mar  v Radyr Rangers (H)  KO 10:00  RE-ARRANGED"),
        c("kit", WD, "WhatsApp", "",
          "Sara (Maisie's mum): The kit has arrived!!! Can we do a team photo with Huw at Wednesday training? I'll "
          "bring the good camera",
          "yes. ask huw 5.30 wed", "events, communication"),
        c("training", WD, "WhatsApp", "",
          "Dewi (assistant coach): I can take the session on the 10th if you're away. I'll do the rondo and the "
          "gates game you showed me",
          "diolch dewi. send him the plan", "fitness, communication"),
        c("fixtures", WD, "WhatsApp", "",
          "Mel: Gaz can Sara run the team on 14 March since you're in Portugal? Lily's dad can do linesman",
          "sara + dewi on the 14th. sorted", "events, communication"),
        c("kit", ED, _e("Thank you card - sponsor - Moonpig"), "https://www.moonpig.com/uk/personalised-cards/",
          "Personalised photo card, large, with your own photo and message inside. £5.49, posted first class "
          "tomorrow.",
          "team photo card for huw, girls sign it", "shopping, price"),
    ],
    "stag": [
        c("flights", WD, "WhatsApp", "",
          "Rhys: Right best man 😂 stag's in Porto 12-14 March. 9 of us so far. Don't let Dad book anything "
          "himself",
          "on it. spreadsheet tonight", "travel, events, communication"),
        c("flights", ED, _e("Cheap flights Cardiff to Porto - Skyscanner"),
          "https://www.skyscanner.net/transport/flights/cwl/opo/270312/270314/",
          "Cardiff (CWL) to Porto (OPO): Ryanair direct? No direct flights on these dates. Bristol (BRS) to Porto "
          "direct easyJet from £58 return; Ryanair from Bristol from £49 return.",
          "no direct from cardiff. bristol then, minibus?", "travel, flight, price, comparison"),
        c("apartment", ED, _e("Porto Ribeira apartment sleeps 10 - Airbnb"),
          "https://www.airbnb.co.uk/rooms/51877203",
          "Entire apartment in Ribeira, 5 bedrooms, sleeps 10, 4 bathrooms, roof terrace with river view. "
          "£1,480 for 2 nights incl. fees. No parties or events. Quiet hours 22:00-08:00.",
          "no parties lol. next", "travel, hotel, price"),
        c("activities", ED, _e("Port wine cellar tour with tasting - GetYourGuide"),
          "https://www.getyourguide.co.uk/porto-l153/port-cellar-tour-t88231/",
          "Guided tour of a Vila Nova de Gaia cellar with a tasting of 3 ports, 1 hour, £18 per person. Free "
          "cancellation up to 24 hours before.",
          "sat 2pm? rhys loves a port", "travel, itinerary, price"),
        c("flights", OO, "stag_money.xlsx - ONLYOFFICE", "",
          "Flights BRS-OPO Fri 07:05 / Sun 21:40 £72 pp · minibus Cardiff-Bristol airport £260 return · "
          "apartment TBC · deposit £100 pp by 31 Jan.",
          "£100 deposits from all 9 by end of month", "travel, flight, finance"),
        c("apartment", ED, _e("Porto hostel private rooms group - Booking.com"),
          "https://www.booking.com/hotel/pt/gaia-riverside-hostel.en-gb.html",
          "Gaia Riverside Hostel: 2 private 4-bed rooms + 1 twin with shared lounge, groups welcome, bar open "
          "till 2am. 2 nights £890 total for 10. Rated 8.7 'Fabulous'.",
          "cheap and they like groups. dad wont like bunk beds", "travel, hotel, price, reviews"),
        c("activities", WD, "WhatsApp", "",
          "Stag group (9): Owain: karting Saturday morning?? Tom: boat party on the river! Dad: I'm not doing "
          "anything before 11am",
          "karting 11 then cellar 2 then boat? too much?", "travel, itinerary, communication"),
        c("flights", ED, _e("Ryanair - Your booking"), "https://www.ryanair.com/gb/en/trip/manage", "",
          "9 booked. dad has the window seat calm down", "travel, flight, reservation",
          ocr="Booking reference  K7QX2P\nBristol (BRS) → Porto (OPO)  Fri 12 Mar  07:05\nPorto (OPO) → Bristol "
              "(BRS)  Sun 14 Mar  21:40\n9 passengers  ·  cabin bag + 10kg\nTotal £648.00  Paid"),
        c("apartment", ED, _e("Casa do Rio townhouse - Vrbo"), "https://www.vrbo.com/en-gb/p2841177",
          "Townhouse near São Bento station, 5 bedrooms (2 doubles, 3 twins), sleeps 10, kitchen, courtyard. "
          "Groups of adults welcome, £1,260 for 2 nights, £300 security deposit.",
          "this one. dad gets a double", "travel, hotel, price"),
        c("activities", ED, _e("Karting Porto group booking - Kartódromo"), "https://www.kartodromoporto.pt/en/groups",
          "Grand Prix package: 10 min practice, 15 min qualifying, 20 min race, podium with champagne. €55 per "
          "driver, minimum 8. 25 min by taxi from the centre.",
          "€55 x 9. taxis there and back too", "travel, itinerary, price"),
        c("flights", WD, "WhatsApp", "",
          "Owain: Lads my passport runs out in April, is that alright for Portugal? 😬",
          "check gov.uk - 3 months rule?", "travel, visa"),
        c("flights", ED, _e("Portugal travel advice: entry requirements - GOV.UK"),
          "https://www.gov.uk/foreign-travel-advice/portugal/entry-requirements",
          "Your passport must be issued less than 10 years before the date you arrive and be valid for at least "
          "3 months after the day you plan to leave.",
          "owain's expires 2 april. under 3 months. he needs to renew NOW", "travel, visa"),
        c("apartment", ED, _e("Booking confirmed: Casa do Rio - Outlook"), OL + "AQMkADAwATM0MDAAMS5", "",
          "booked. check in 3pm, bags?", "travel, hotel, reservation, email",
          ocr="Vrbo  ·  Your booking is confirmed\nCasa do Rio, Porto  ·  12-14 March 2027\n10 guests  ·  "
              "Check-in 15:00, check-out 11:00\nPaid £630.00 (50%)  ·  Balance £630 due 12 Feb\nHost: Inês"),
        c("activities", ED, _e("Douro river boat party Porto - Google Search"),
          "https://www.google.com/search?q=porto+private+boat+party+douro+group",
          "Private rabelo boat for up to 12 people, 2 hours on the Douro with drinks and a Bluetooth speaker. "
          "€420 for the boat, sunset departure 17:30 in March.",
          "sunset boat sat = yes. split 9 ways", "travel, itinerary, price"),
        c("apartment", WD, "WhatsApp", "",
          "Inês (Casa do Rio host): Hello Gareth! You can leave bags from 10am at the café downstairs, I will "
          "tell them. Please no loud music in the courtyard after 11pm, neighbours 🙏",
          "bags sorted. tell lads re courtyard", "travel, hotel, communication"),
        c("activities", OK, "Porto_stag_plan_v2.pdf - Okular", "", "",
          "plan v2 to the group. fancy dress = sat", "travel, itinerary, planning",
          ocr="RHYS'S STAG  ·  PORTO\nFRI  Land 09:35 · bags to Casa do Rio · francesinha lunch\nSAT  11:00 "
              "karting · 14:00 cellar tour · 17:30 boat\nSUN  brunch · Ribeira · taxi 19:30 to airport"),
        c("flights", WD, "WhatsApp", "",
          "Minibus Mike: Confirmed 16 seater Fri 12th pick up Whitchurch 03:45 for Bristol Airport, return Sun "
          "collecting from arrivals 23:00. £260 cash on the day please",
          "03:45 😴 cash from the pot", "travel, reservation"),
        c("activities", ED, _e("Stag fancy dress Portuguese sailor - Amazon.co.uk"),
          "https://www.amazon.co.uk/dp/B0C7SAILOR",
          "Men's sailor costume with hat and striped top, one size, £17.99, delivery Thursday if you order "
          "within 4 hrs.",
          "rhys as a sardine, rest of us sailors", "shopping, price"),
        c("apartment", OO, "stag_money.xlsx - ONLYOFFICE", "", "",
          "everyone in except dad. of course", "finance, travel",
          ocr="NAME     DEP  FLIGHT  HOUSE  BOAT\nGaz      ✓    ✓       ✓      ✓\nOwain    ✓    ✓       ✓      -\n"
              "Tom      ✓    ✓       ✓      ✓\nDad      -    ✓       -      -\nHOUSE £1,260 / 9 = £140 pp"),
        c("activities", ED, _e("Best francesinha in Porto - Tripadvisor"),
          "https://www.tripadvisor.co.uk/Restaurants-g189180-zfd10901-Porto_Porto_District-Francesinha.html",
          "Café Santiago F: the classic, queues at lunch, no bookings. Brasão Aliados: takes groups of 10 if you "
          "book ahead, about €16 a head with a beer.",
          "brasão fri lunch, book for 10", "travel, reservation, reviews"),
        c("flights", WD, "WhatsApp", "",
          "Owain: Fast track passport came today!! I'm in 🇵🇹",
          "thank god. all 9 flying", "travel, visa"),
        c("activities", ED, _e("Reservation confirmed - Kartódromo Porto - Outlook"), OL + "AQMkADAwATM0MDAAMS6",
          "Your Grand Prix package for 9 drivers on Saturday 13 March at 11:00 is confirmed. Please arrive 20 "
          "minutes early for the safety briefing. Closed shoes required.",
          "closed shoes - tell tom no flip flops", "travel, reservation, email"),
    ],
    "evcourse": [
        c("booking", ED, _e("EV charging installation course C&G 2921-31 South Wales - Google Search"),
          "https://www.google.com/search?q=city+and+guilds+2921-31+ev+course+cardiff",
          "City & Guilds 2921-31 Design and Installation of Electric Vehicle Charging Installations: 3 day "
          "course with online exam. Prerequisite: 18th Edition (2382). Centres in Bridgend, Newport and Bristol.",
          "more and more people asking. time to do it", "learning, course"),
        c("booking", ED, _e("2921-31 EV charging - Gower Electrical Training"),
          "https://www.gowerelectricaltraining.co.uk/courses/ev-2921-31",
          "Next dates: 1-3 February (Bridgend), 22-24 February (Bridgend), 8-10 March (Newport). £495 + VAT "
          "including exam fee and the 2027 IET Code of Practice for EV Charging.",
          "1-3 feb clashes w/ pryce board change 3rd. 22nd then", "learning, course, price"),
        c("study", OK, "IET_CoP_EV_charging_5th_ed_extract.pdf - Okular", "",
          "Section 722: each charging point shall be supplied by a dedicated final circuit; RCD protection of at "
          "least Type A plus DC fault detection of 6 mA, or a Type B RCD. PME earthing restrictions apply "
          "outdoors.",
          "type A + 6mA DC detection. or type B. learn this", "learning"),
        c("booking", ED, _e("Booking confirmed - Gower Electrical Training - Outlook"), OL + "AQMkADAwATM0MDAAMS7",
          "Dear Gareth, thank you for booking 2921-31 on 22-24 February at our Bridgend centre, 8:30am start. "
          "Please bring your 18th Edition certificate and photo ID. Invoice GET-3391 £594.00 paid.",
          "booked. £594 = next yrs expenses", "learning, course, invoice, email"),
        c("study", ED, _e("PME earthing and EV chargers explained - YouTube"),
          "https://www.youtube.com/watch?v=pMe8EvEarth1",
          "On a PME supply you can't just use the supply earth for a charger outside, because a broken PEN "
          "conductor can put the car's body at a dangerous voltage. Options: an earth rod (TT), or a charger "
          "with built-in open-PEN detection.",
          "most chargers now have open pen detection built in, saves the rod", "learning"),
        c("booking", WD, "WhatsApp", "",
          "Kirsty: You're on a course the 22nd-24th? That's half term, I'm working. Who's having Ffion?",
          "ask mam for the wed. my bad", "planning, communication"),
        c("study", ED, _e("2921-31 practice questions - Quizlet"), "https://quizlet.com/gb/740213558/2921-31-ev-flash-cards/",
          "Q: What is the minimum IP rating for a charging point installed outdoors? A: IP44. Q: Which mode of "
          "charging uses a dedicated EV supply with a control pilot? A: Mode 3.",
          "mode 3 = wallbox. mode 2 = granny cable", "learning, exam, exercise"),
        c("booking", ED, _e("OZEV grant EV chargepoint installer authorisation - GOV.UK"),
          "https://www.gov.uk/government/publications/ev-chargepoint-installers-guidance",
          "To install chargepoints under the OZEV grant schemes you must be an authorised installer: you need an "
          "approved qualification and to be a member of a competent person scheme, and an agreement with a "
          "chargepoint manufacturer.",
          "NICEIC covers me. then sign up w/ a maker", "funding"),
        c("study", OK, "Gower_2921_day1_slides.pdf - Okular", "", "",
          "max demand calc - they do this in the exam", "learning, course, exam",
          ocr="Day 1  ·  Load assessment\nExisting max demand (ADMD) 62A\n+ 7.4kW charger = 32A\n"
              "Total 94A  >  main fuse 80A\n→ load management / current limiting required\nSlide 23 of 61"),
        c("study", ED, _e("Zappi vs Ohme vs Hypervolt installer opinions - r/UKElectricians"),
          "https://www.reddit.com/r/UKElectricians/comments/1c2ev9q/which_charger_do_you_fit/",
          "Zappi is fiddly to set up but customers with solar love it. Ohme ePod is quick, small, and the app "
          "does the smart tariff. Hypervolt has load balancing with a CT clamp out of the box.",
          "ohme for helen prob. no solar", "comparison, reviews, social"),
        c("study", ED, _e("2921-31 online exam - City & Guilds"), "https://www.cityandguilds.com/myresults", "",
          "PASSED 🔌 82%. helen's charger now", "learning, exam",
          ocr="City & Guilds  ·  Results\n2921-31  Design and installation of EV charging installations\n"
              "Candidate: Gareth Morgan\nResult: PASS   Score 82%\nDate 24/02/2027"),
        c("study", ED, _e("Ohme Home Pro specification - Ohme"), "https://ohme-ev.com/ohme-home-pro/specs",
          "7kW, tethered 5m Type 2 cable, built-in PEN fault protection, 6mA DC leakage detection, IP54, "
          "O-OCPP 1.6. Requires a 32A Type A RCBO.",
          "no rod needed, type A rcbo. quote helen", "specs"),
        c("booking", OK, "Gower_invoice_GET-3391.pdf - Okular", "",
          "Gower Electrical Training Ltd. Invoice GET-3391. Course 2921-31, 22-24/02/2027, Bridgend. £495.00 + "
          "VAT £99.00 = £594.00. Paid by card 19/01/2027.",
          "course invoice for the tax folder", "invoice, course"),
        c("study", WD, "WhatsApp", "",
          "Kev (Sparky Kev): Pass the EV one? Send me your notes on the load calcs, I'm on it in March",
          "send kev the day 1 slides", "learning, communication"),
    ],
}
