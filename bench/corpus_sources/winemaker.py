"""Thandeka "Thandi" Nkosi, who makes wine under her own small label in the Swartland, Western Cape, South Africa: the
2028 vintage at a shared cellar, her first export order to a London importer, buying a house with her partner, the
village's fire-protection group (a firebreak day and a quiz night for a water trailer) and her daughter's braces.

Written by hand in session 11 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the understanding or
the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end of that session.
Its misses have been read since, so from session 12 it is a development corpus (bench/data/corpora/, part of the
leave-one-out) and a new test corpus took its place.

Thandi (38) grew up in Soweto, trained through a winemaking internship in Stellenbosch, and for six years has made
Rooiklip Wines (a fictional label, about 12,000 bottles a year) from grapes she buys from growers, in a rented corner
of a custom-crush cellar in Riebeek-Kasteel run by Jenna. She rents a flat in the village with Sizwe Mthembu (40), a
paramedic on shifts, and their daughter Lerato (12). In March 2028, the second half of harvest:
- the vintage: old-vine Chenin from Oom Koos on the Paardeberg, Syrah near the Kasteelberg (a veld fire on the
  mountain the Sunday before, so a smoke-taint test), Cinsault from Darling; intake sheets, a stuck Chenin
  ferment, punch-downs, a student and Dawid (the cellar hand) on the crew, wages and the cellar's bill;
- a London importer (Hartley & Cole, fictional) orders 90 cases after a tasting in January: ex-cellar prices in
  pounds, samples by courier, a pro-forma; the export certificate, the lab analysis and a UK back-label sticker;
  freight quotes, one pallet to the forwarder's warehouse in Epping, FCA;
- the seller signed their offer on a 1930s cottage on Church Street: the bond through a bond originator (she is
  self-employed, so two years of financial statements), transfer costs and the attorneys' FICA documents, a home
  inspection (damp, wood borer), the seller's electrical certificate and beetle certificate;
- she is secretary of the Kasteelberg Firewise group: a Saturday cutting the firebreak above the village (Oom Koos
  chairs the group), and a quiz night on Friday 17 March for a trailer water bowser for the volunteer firefighters;
- Lerato's braces: the orthodontist's consult in Bellville, a treatment plan, the medical scheme's
  pre-authorisation and the gap, the fitting on Thursday 16.

Everything runs on a MacBook Air: Safari for the web (a window is titled by the page), Apple Mail for her business
and personal mail (a message read in the unified inbox is titled "All Inboxes", one opened on its own by its
subject), WhatsApp Desktop (titled only "WhatsApp": Sizwe, Lerato, Oom Koos, Jenna, Dawid, the estate agent, the
label designer, the orthodontist's rooms, the Firewise group), Microsoft Excel for her sheets, Preview for PDFs
(titled by the file name), and one Apple Notes note she writes everything into (titled "Notes"). Xero and her bank
are in Safari too. Memos are her own shorthand (first person, winemaker's, bank's and family abbreviations: "B"
for degrees Balling, "T4", "MOG", "NCV", "FCA", "AFS", "FICA", "COC", "pre-auth"), with the Afrikaans she really
uses ("oom", "lekker", "baie dankie"). Oom Koos, Dawid and the Firewise group write
Afrikaans, as they would to her; everything else is English. Many captures never name their task.

The timeline is written by hand (TIMELINE below), not drawn by bench/corpora.py interleave(): harvest mornings at the
cellar from before six, office hours in the afternoon with rapid switching between the importer, the bond and the
braces, punch-downs at ten at night, a pick day with almost nothing else, the Saturday on the firebreak, a quiet
Sunday, and a Friday with the attorneys' signing, a dry tank and the quiz night.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("winemaker with her own small label in the Swartland, South Africa: the 2028 vintage at a shared cellar, "
           "her first export order to a London importer, buying a house with her partner, the village's "
           "fire-protection group (a firebreak day and a fundraising quiz night), her daughter's braces")
TZ = ZoneInfo("Africa/Johannesburg")  # SAST, +02:00, no daylight saving time
APP_WORDS = {"safari", "apple", "mail", "inboxes", "whatsapp", "microsoft", "excel", "preview", "notes", "xlsx", "pdf",
             "xero", "fnb", "online", "ooba", "xe", "dhl", "windy", "vinpro", "lallemand", "lallemandwine", "sawis",
             "labour", "gov", "za", "co", "saws", "weathersa", "iccwbo", "inspectahome", "winecargo", "bowsers",
             "patelortho", "sentinelhealth", "www", "com", "org"}

TASK_NAMES = {
    "harvest": ("Vintage 2028", "harvest", "the vintage", "oes"),
    "export": ("UK export order", "the export", "Hartley & Cole", "London order"),
    "house": ("Buying the house", "Church Street house", "our house", "the cottage"),
    "fire": ("Firewise group", "fire protection", "the brandweer", "Kasteelberg Firewise"),
    "braces": ("Lerato's braces", "braces", "ortho", "Lerato's teeth"),
}
SUB_NAMES = {
    "harvest/picking": ("Picking and intake", "picking dates", "grapes in", "intake"),
    "harvest/ferments": ("Ferments", "fermentation", "the tanks", "stuck ferment"),
    "harvest/crew": ("Crew and cellar costs", "the crew", "wages", "cellar bill"),
    "export/pricing": ("Pricing and samples", "price list", "samples", "pro-forma"),
    "export/compliance": ("Export certificate and labels", "export paperwork", "UK label", "lab analysis"),
    "export/freight": ("Freight", "shipping", "the pallet", "forwarder"),
    "house/bond": ("Bond application", "home loan", "the bond", "bank approval"),
    "house/transfer": ("Offer and transfer", "conveyancer", "transfer costs", "attorneys"),
    "house/inspection": ("Inspection and certificates", "inspection", "electrical COC", "beetle certificate"),
    "fire/firebreak": ("Firebreak day", "firebreak", "brandgordel", "clearing"),
    "fire/fundraiser": ("Quiz night fundraiser", "quiz night", "fundraiser", "water trailer"),
    "braces/ortho": ("Orthodontist", "Dr Patel", "treatment plan", "fitting"),
    "braces/medical": ("Medical aid", "pre-auth", "Sentinel", "the gap"),
}

SF = "Safari"
ML = "Mail"
INBOX = "All Inboxes"  # Apple Mail's unified inbox, whichever account the message came to
WA = "WhatsApp"
WHATSAPP = "WhatsApp"  # WhatsApp Desktop's window title, whoever the chat is with
XL = "Microsoft Excel"
PV = "Preview"
NT = "Notes"
NOTES = "Notes"  # the one note she writes everything into


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "harvest": [
        c("picking", SF, "Smoke taint: what to do when fire comes close to the vineyard - Vinpro",
          "https://vinpro.co.za/smoke-taint-guidelines/",
          "Grapes exposed to fresh smoke can take up volatile phenols such as guaiacol and 4-methylguaiacol, which are "
          "released during fermentation. Send a representative sample to a laboratory before picking, harvest by hand, "
          "keep fruit cool, press whole bunch and limit skin contact.",
          "fire on the Kasteelberg sunday. my Syrah is 2 km from it. test before I pick", "research"),
        c("picking", WA, WHATSAPP, "",
          "Thandi, die Chenin op die Paardeberg is 22.5 Balling vanoggend. Ek dink ons pluk Donderdag, voor die hitte "
          "kom. Stuur jou bakkie 5 uur, die span begin vroeg.",
          "Oom Koos chenin thurs 5am. bins + dry ice ready?", "communication"),
        c("crew", WA, WHATSAPP, "",
          "Hi Thandi, Jenna gave me your number. I'm in 2nd-year cellar technology at Elsenburg. Could I work with you "
          "for the last two "
          "weeks of harvest? I've done punch-downs and lab work, and I have my own boots.",
          "Elsenburg kid, Aviwe. yes, R350/day + lunch", "communication"),
        c("ferments", XL, "Ferments 2028.xlsx", "", "",
          "T4 grenache stuck at 4.1B two days. 14 degrees, too cold?", "dataset",
          ocr="FERMENTS 2028\nTank  Wine            Date   °B    Temp°C  Notes\nT4    Grenache PB2    04/03  9.8   "
              "18\nT4    Grenache PB2    05/03  6.2   16\nT4    Grenache PB2    06/03  4.1   14     slow\nT4    "
              "Grenache"
              " PB2    07/03  4,1   14     STUCK?\nT2    Rose Grenache   07/03  -1.2  13     dry"),
        c("picking", WA, WHATSAPP, "",
          "Jenna: Press is yours Thursday 07:00-10:00 and Tuesday the 14th from 06:00. Bins are washed. Please don't "
          "leave MOG on the sorting table again 😅",
          "press booked both days. MOG = my bad", "communication"),
        c("picking", SF, "Riebeek-Kasteel - 10 day forecast - Windy", "https://www.windy.com/-33.383/18.897",
          "Thursday 9 March: 38°C, wind NW 25 km/h gusting 40, humidity 11%. Friday 10 March: 31°C, wind SW 15 km/h.",
          "38 on thurs. everything in by 10 latest", "planning"),
        c("ferments", SF, "Restarting a stuck fermentation - Lallemand Wine",
          "https://www.lallemandwine.com/en/south-africa/restart-stuck-fermentation/",
          "Warm the wine to 20-22°C. Rehydrate a robust restart yeast such as EC1118 with a rehydration nutrient, then "
          "acclimatise it by adding the stuck wine in steps over several hours. Add yeast hulls 24 hours before to "
          "absorb toxic fatty acids. Avoid adding diammonium phosphate late in fermentation.",
          "warm T4 to 20, hulls tonight, EC1118 tomorrow. check stock", "research"),
        c("picking", ML, INBOX, "",
          "Smoke taint panel, sample R-11 (Syrah, Kasteelberg block 3), received 6 March: guaiacol 3 µg/L, "
          "4-methylguaiacol <1 µg/L, guaiacol glycoconjugates low. Results are below levels usually associated with "
          "perceptible smoke character. Bergrivier Wine Laboratory",
          "phew. Syrah pick fri", "email"),
        c("ferments", ML, "Order confirmation #CS-20417 - Cellar Supplies", "",
          "Thank you for your order: 2 x Lalvin EC1118 500 g, 1 x yeast hulls 1 kg, 1 x Fermaid O 1 kg. Total "
          "R3,286.50 incl. VAT. Ready for collection at our Paarl branch from 14:00 today.",
          "collect on the way back from Bellville", "email, invoice"),
        c("crew", SF, "National Minimum Wage from 1 March 2028 - Department of Employment and Labour",
          "https://www.labour.gov.za/national-minimum-wage-2028",
          "The national minimum wage increases to R31.24 for each ordinary hour worked from 1 March 2028, including "
          "farm workers and domestic workers. Workers employed on an expanded public works programme are entitled to "
          "R17.18 per hour.",
          "Dawid is on R42. Aviwe's day rate is R43/hr. fine", "salary"),
        c("picking", NT, NOTES, "",
          "thu 9: Koos chenin 4.18t at 22.8B, in by 08:40. sorted 2 people 1 hr, whole bunch, press 3 hrs. juice "
          "2,650 L to T7. 634 L/t.",
          "low yield but that's old vines. lekker juice", "dataset"),
        c("picking", XL, "Intake 2028.xlsx", "", "",
          "Koos chenin 4.18 t not 5. the January hail", "dataset",
          ocr="INTAKE 2028   Rooiklip\nDate    Grower      Block          Cultivar  Tons  °B    pH    TA\n"
              "02/03   Vermeulen   Paardeberg 2   Grenache  2.31  23.4  3.52  5.6\n09/03   K. Louw    Paardeberg"
              " oudstok Chenin 4.18  22,8  3.31  6.4\n10/03   Steyn        Kasteelberg 3   Syrah    --   --    --"
              "   --\n14/03   Darling Hills  Bl 7         Cinsault  --    --    --   --"),
        c("ferments", WA, WHATSAPP, "",
          "Jenna: Your T4 smells a bit reductive this morning, like a rubber band. I gave it a splash racking and it's "
          "at 20 now for the restart. Hope that's ok.",
          "H2S from the stress. air first, copper only if it stays", "communication"),
        c("picking", ML, INBOX, "",
          "Hi Thandi, sampled Block 7 yesterday: 23.1 Balling, pH 3.45. Ready early next week, we suggest Tuesday "
          "14th. "
          "Can you confirm R9,500 per ton delivered as last year? Regards, Marius, Darling Hills Farms",
          "cinsault tue 14, R9500 ok. confirm", "email, price"),
        c("ferments", WA, WHATSAPP, "",
          "Die kap op T3 is baie dik vanaand, ek het twee keer afgedruk. Temp is 29. Die Syrah ruik mooi, geen rook "
          "nie.",
          "29 ok for syrah. ice bottles if 31", "communication"),
        c("ferments", NT, NOTES, "",
          "punch-downs: Syrah T3 3x a day 06:00 14:00 22:00 (Dawid morning, me late). Cinsault open fermenters from "
          "tue, "
          "2x a day, foot treading sat 18 with Lerato (she begged).",
          "Lerato treading sat. wash her feet first lol", "planning"),
        c("crew", NT, NOTES, "",
          "pick day lunch for the crew: 9 people. rolls, boerewors, chakalaka, 2 watermelons, ice. Sizwe braais "
          "(off shift).",
          "buy charcoal + ice on the way. Sizwe on the tongs", "groceries, planning"),
        c("picking", XL, "Intake 2028.xlsx", "", "",
          "all in. 17.9 t total, smaller than 2027", "dataset, statistics",
          ocr="10/03   Steyn      Kasteelberg 3  Syrah     5.02  24.1  3.58  5.9\n14/03   Darling Hills  Bl 7     "
              "Cinsault  6.41  23.0  3.47  5.8\n\nTOTAL 2028        17.92 t\n2027              21.35 t\nChange     "
              "-16%\nAvg°B 23,3   pH 3.47"),
        c("ferments", XL, "Ferments 2028.xlsx", "", "",
          "T4 moving! 1.2B. dry by fri", "dataset",
          ocr="T4    Grenache PB2    12/03  3.0   21     restart EC1118\nT4    Grenache PB2    14/03  1.2   21\n"
              "T7    Chenin oudstok 14/03  8.9   13\nT3    Syrah KB3      14/03  2.4   27     press thu?\nCN1  "
              "Cinsault DH7    15/03  21.8  19   cold soak"),
        c("crew", XL, "Crew hours March.xlsx", "", "",
          "Dawid sat overtime x1.5. Aviwe 6 days", "spending",
          ocr="CREW HOURS  1-15 March 2028\nName        Days  Hours  Rate   OT hrs  Total\nDawid Arendse  11   "
              "96     42.00  8       R4,536\nAviwe Mbeki   6    54     43.75  0       R2,362.50\nSipho(casual)  2    "
              "18     35,00  0       R630\nTOTAL                                      R7,528.50"),
        c("ferments", SF, "Malolactic fermentation: when to inoculate - Lallemand Wine",
          "https://www.lallemandwine.com/en/south-africa/malolactic-timing/",
          "Co-inoculation, adding malolactic bacteria 24-48 hours after the yeast, shortens the time the wine is "
          "unprotected and can reduce diacetyl. Sequential inoculation after alcoholic fermentation is safer when "
          "the alcoholic fermentation is already difficult.",
          "T4 sequential, it's had enough stress. cinsault too, keep it simple", "research"),
        c("crew", ML, "Invoice INV-2028-031 - Kasteelberg Custom Crush", "",
          "Dear Thandi, please find attached our invoice for February and March: tank rental 4 tanks x 2 months, press "
          "hire 3 sessions, cold room 6 pallets, lab analyses x 14. Total R38,420.00 incl. VAT, due 30 days from "
          "invoice. Regards, Jenna",
          "38k. the press alone is 9. pay end of april", "email, invoice"),
        c("crew", ML, INBOX, "",
          "uFiling: Reminder. Your UIF declaration for March 2028 is due by 7 April 2028. Employer reference U0417753. "
          "Declare all employees, including temporary and seasonal workers, who worked more than 24 hours in the "
          "month.",
          "declare Aviwe + Sipho too. 7 april", "email, deadline"),
        c("ferments", NT, NOTES, "",
          "fri 17: T4 grenache dry, 0.8 g/L RS, 40 mg/L SO2 after settling. T7 chenin 3.1B, slow and cold, good. "
          "Syrah T3 pressed after 7 days on skins, 3,410 L.",
          "grenache saved. don't tell Olivia it was ever stuck", "dataset"),
        c("crew", SF, "Pay multiple recipients - FNB Online Banking",
          "https://www.online.fnb.co.za/banking/payments", "",
          "crew paid. Dawid +R500, he earned it this week", "spending",
          ocr="Pay multiple recipients   Rooiklip Wines (Pty) Ltd  Business Account ...4417\nRecipient       Reference"
              "       Amount\nDawid Arendse    WAGES 1-15 MAR  R5,036.00\nAviwe Mbeki      WAGES 1-15 MAR  R2,362.50\n"
              "Sipho Nel        CASUAL 14 MAR   R630.00\nTotal           R8,028.50    [Confirm]"),
        c("picking", WA, WHATSAPP, "",
          "Dankie vir die betaling van die eerste helfte. Stuur asseblief die res se faktuur na Annatjie, sy doen nou "
          "die boeke vir die plaas. Groete, Koos",
          "2nd half for the chenin to Annatjie. pay by the 31st", "communication, invoice"),
    ],
    "export": [
        c("pricing", ML, "Chenin and Cinsault - first order? - Hartley & Cole Wines", "",
          "Dear Thandi, we loved the old-vine Chenin at the Wines of South Africa tasting in January. Could you quote "
          "an ex-cellar price for 60 cases of the 2026 Chenin and 30 of the 2026 Cinsault, and send two sample bottles "
          "of each to our office in Bermondsey? Best, Olivia Hartley",
          "first UK order!!! quote in GBP or ZAR?", "email, price"),
        c("compliance", SF, "Export certification - SAWIS", "https://www.sawis.co.za/certification/export.php",
          "Every consignment of wine for export must be certified. Apply online per lot; the Wine and Spirit Board "
          "draws a sample for chemical analysis and sensory evaluation. Tasting panels sit on Wednesdays; allow five "
          "working days. The export certificate must accompany the shipping documents.",
          "panel sits wed. submit both lots by mon 13", "application, deadline"),
        c("pricing", XL, "Price list 2028.xlsx", "", "",
          "ex-cellar R145 chenin. thin at their margin", "price",
          ocr="PRICE LIST 2028 (ex-cellar, excl VAT)\nWine              Cost/btl  Cellar door  Trade SA  Export "
              "ex-cellar"
              "\nChenin Blanc 2026  R61.40    R240        R165      R145\nCinsault 2026     R54.80    R210        "
              "R140      R130\nSyrah 2025        R72.10    R320        R220      --\n6 btl/case  Min. order 10 cs"),
        c("pricing", SF, "GBP to ZAR - Xe Currency Converter",
          "https://www.xe.com/currencyconverter/convert/?From=GBP&To=ZAR",
          "1.00 British Pound = 23.4117 South African Rand. Mid-market rate at 09:14 UTC.",
          "R145 = £6.20 chenin. R130 = £5.55 cinsault", "price"),
        c("pricing", SF, "Ship wine samples internationally - DHL Express South Africa",
          "https://www.dhl.com/za-en/home/express/shipping/alcohol.html",
          "Alcoholic beverages are accepted from approved shippers only, with a commercial invoice marked 'samples of "
          "no commercial value', the alcohol content and volume per bottle. Delivery to the United Kingdom in 3-4 "
          "business days; duty and excise may be charged to the receiver.",
          "R1,870 for 4 bottles?! worth it. mark NCV", "price"),
        c("compliance", PV, "UK_wine_labelling_guide_2027.pdf", "", "",
          "need a UK sticker with their address. not reprinting 900 labels", "research",
          ocr="WINE LABELLING - IMPORTS INTO GREAT BRITAIN\nMandatory particulars (same field of vision):\n- sales "
              "designation(\"Wine\")  - actual alcoholic strength(% vol)\n- nominal volume  - country of origin\n- "
              "name and address of the UK importer  - lot number(L...)\n- allergens: 'Contains sulphites'\nStickers"
              " are permitted if they cannot be easlly removed."),
        c("pricing", ML, INBOX, "",
          "Thanks Thandi, £6.20 is fine for the Chenin. Could you do £5.40 on the Cinsault for a first order? We'd pay "
          "30% on a pro-forma and the balance 30 days after arrival, and we'd arrange the freight from Cape Town.",
          "5.40 cinsault ok since they take the freight", "email, price, invoice"),
        c("compliance", WA, WHATSAPP, "",
          "Naledi: I can do the UK back-label sticker at 50 x 30 mm: importer's name and address, 'Contains "
          "sulphites', "
          "lot number and % vol. R650 for both wines, proof tonight.",
          "Naledi R650. approve proof tonight", "communication, price"),
        c("pricing", SF, "Pro-forma invoice PF-0012 - Xero", "https://go.xero.com/AccountsReceivable/View.aspx", "",
          "pro-forma sent. deposit £961 when they pay", "invoice",
          ocr="PRO-FORMA INVOICE  PF-0012\nRooiklip Wines(Pty)Ltd  Riebeek-Kasteel 7307\nTo: Hartley & Cole Wines"
              " Ltd, London SE1\nChenin Blanc 2026   60 cs x 6  £6.20/btl   £2,232.00\nCinsault 2026       30 cs x "
              "6  £5.40/btl   £972.00\nTotal FCA Cape Town  £3,204.00\nDeposit 30%  £961.20"),
        c("compliance", ML, INBOX, "",
          "Certificate of analysis, lot RK26-CB (Chenin Blanc 2026): alcohol 12.8% vol, residual sugar 2.1 g/L, total "
          "SO2 98 mg/L, volatile acidity 0.42 g/L, pH 3.29. Lot RK26-CN (Cinsault 2026): alcohol 12.1% vol, RS 1.4 "
          "g/L. "
          "Bergrivier Wine Laboratory",
          "all inside UK limits. send to Olivia with the pro-forma", "email, dataset"),
        c("freight", ML, "Quote Q-4471 - LCL groupage Cape Town to Tilbury - Cape Cargo", "",
          "Dear Ms Nkosi, for 1 pallet (90 cases, approx. 1,050 kg) FCA our Epping warehouse to Tilbury: R14,800 all "
          "in, including export documents and customs clearance at origin. Next sailing 28 March, cargo cut-off 22 "
          "March 12:00. Thermal liner optional at R1,950.",
          "R14.8k. ask about the liner. summer at sea", "email, price"),
        c("freight", SF, "Reefer groupage to the UK - Winecargo SA", "https://www.winecargo.co.za/uk-groupage",
          "Weekly temperature-controlled consolidation from Cape Town to the UK for wine. Reefer groupage from R19,000 "
          "per pallet, door to door. Documents and export certificate handled for you.",
          "reefer 19k vs 16.75k with liner. hmm", "comparison, price"),
        c("compliance", PV, "backlabel_UK_proof_v2.pdf", "", "",
          "lot number wrong on the cinsault one. v3", "draft",
          ocr="Imported by: Hartley & Cole Wines Ltd\n14 Druid St, London SE1 2EY\nProduct of South Africa\nWO "
              "Swartland  CHENIN BLANC 2026\n12.8%vol   750ml   L RK26-CB\nContains sulphites\n-- CINSAULT 2026 "
              "12.l%vol 750ml L RK26-CB"),
        c("freight", SF, "FCA - Free Carrier - Incoterms 2020 explained", "https://iccwbo.org/incoterms-2020-fca",
          "Under FCA the seller delivers the goods, cleared for export, to the carrier nominated by the buyer at the "
          "named place. Risk passes to the buyer when the goods are loaded on the buyer's transport or handed over at "
          "the carrier's premises.",
          "FCA Epping. their risk from the warehouse door", "research"),
        c("pricing", ML, INBOX, "",
          "Samples arrived in one piece and we tasted them with the team this morning. The Chenin is going on our "
          "by-the-glass list in two of the restaurants we supply. Deposit paid today. Olivia",
          "by the glass in 2 London restaurants!!", "email"),
        c("freight", XL, "Freight quotes.xlsx", "", "",
          "Cape Cargo + liner wins. book today", "comparison, price",
          ocr="FREIGHT UK  1 pallet\nForwarder     Service   Price    Temp   Transit  Sailing\nCape Cargo    LCL"
              "       14,800   no     24 d     28/03\nCape Cargo    LCL+liner 16,750   liner  24 d     28/03\nWinecargo"
              "     Reefer    19,000   13°C   26 d     30/03\nOlivia's forwarder  ?  --"),
        c("freight", ML, "Booking confirmed CCC-28-0417 - Cape Cargo", "",
          "Your booking CCC-28-0417 is confirmed: 1 pallet, thermal liner, Tilbury, vessel MSC Kalina, ETD 28 March. "
          "Please deliver to 7 Bofors Circle, Epping 2, by Wednesday 22 March 12:00, palletised and shrink-wrapped, "
          "max height 1.6 m, with the export certificate.",
          "Epping by wed 22 noon. who drives?", "email, deadline"),
        c("freight", WA, WHATSAPP, "",
          "Ek kan die pallet Woensdag Epping toe vat met Jenna se trok. Ons moet Dinsdag aand laai en toedraai.",
          "Dawid drives wed. load + wrap tue night. pay him extra", "communication"),
        c("compliance", ML, INBOX, "",
          "SAWIS: Export certificate EC-2028-118344 has been issued for lots RK26-CB (360 bottles) and RK26-CN (180 "
          "bottles), destination United Kingdom. Print the certificate from the online system.",
          "certified. one less thing", "email"),
        c("compliance", NT, NOTES, "",
          "export docs: WSB cert ✓, analysis ✓, commercial invoice, packing list, origin declaration on the invoice, "
          "UK stickers v3 ✓ (Naledi printing 600). DA forms?",
          "ask Cape Cargo what else the UK wants now", "planning"),
        c("freight", NT, NOTES, "",
          "packing list: 90 cs x 6 x 750ml. 60 Chenin L RK26-CB, 30 Cinsault L RK26-CN. 1 case = 8.6 kg, so 774 kg + "
          "pallet 25 = ~800 kg gross. 5 layers of 18.",
          "800 not 1050. tell Cape Cargo, cheaper?", "planning"),
    ],
    "house": [
        c("transfer", ML, "12 Church Street - offer accepted - Kasteel Properties", "",
          "Congratulations Thandi and Sizwe! The seller signed your offer to purchase at R1,650,000 this morning. The "
          "offer is subject to a bond being granted within 21 days, so by 27 March. Occupation 15 April. I'll send the "
          "signed copy to the transferring attorneys. Marlene",
          "WE GOT IT. 21 days for the bond, ooba today", "email, deadline"),
        c("bond", SF, "Apply for a home loan - ooba Home Loans", "https://www.ooba.co.za/home-loans/apply/",
          "One application, several banks. You'll need: certified ID, three months' payslips, three months' bank "
          "statements, and for self-employed applicants two years' signed financial statements and a tax clearance "
          "or compliance status pin. Joint applicants each submit their own documents.",
          "self-employed = 2 yrs AFS. ask Riana. Sizwe payslips", "application, finance"),
        c("inspection", SF, "Book a home inspection - Inspect-a-Home Boland", "https://www.inspectahome.co.za/boland",
          "Pre-purchase inspection for homes up to 200 m²: R4,500, report within 48 hours. We check roof and "
          "structure, damp, plumbing and visible electrical work, and flag items for the electrical and beetle "
          "certificates.",
          "R4,500 for a 1930s house, yes. booked wed 8 am", "price, household"),
        c("bond", WA, WHATSAPP, "",
          "Sizwe: Dec, Jan and Feb payslips are on the EMS portal, I'll download them after shift. Do they want my "
          "IRP5 as well? And which bank statements, the savings one too?",
          "yes IRP5. both accounts. and his certified ID", "communication"),
        c("transfer", ML, "Transfer: Erf 1183 Riebeek-Kasteel (12 Church St) - Du Toit & Ndlovu Attorneys", "",
          "Dear Ms Nkosi and Mr Mthembu, we have been appointed by the seller to attend to the transfer. Please "
          "provide "
          "your FICA documents: certified copies of your IDs, proof of residential address not older than three "
          "months, "
          "and your marital status. Our estimate of transfer costs is attached.",
          "FICA: certified copies. police station tomorrow?", "email"),
        c("bond", ML, INBOX, "",
          "Hi Thandi, attached are Rooiklip Wines (Pty) Ltd's signed annual financial statements for FY2026 and FY2027 "
          "and your personal SARS tax compliance status pin letter. The bank may also ask for a letter confirming your "
          "drawings, which I can do. Riana",
          "AFS + pin. forward to ooba tonight", "email, tax"),
        c("inspection", ML, INBOX, "",
          "Summary of findings, 12 Church Street: rising damp on the west wall of the main bedroom; wood borer "
          "activity "
          "in two roof timbers above the kitchen; distribution board is old with no earth leakage unit; geyser "
          "without drip tray. Full report attached. Inspect-a-Home",
          "borer?? beetle cert will fail. DB board for the COC", "email, household"),
        c("bond", SF, "Home loan calculator - FNB", "https://www.fnb.co.za/home-loans/calculators.html",
          "Loan amount R1,485,000 over 240 months at 11.25%: monthly repayment R15,582. Total interest R2,254,680. "
          "Required gross monthly household income: R51,940.",
          "15.6k a month. we pay 11k rent now. ok-ish", "finance, rent"),
        c("inspection", PV, "Inspection_report_12_Church_St.pdf", "", "",
          "damp fix R25k? ask seller for a credit", "household",
          ocr="4. DAMP   West wall bedroom 1: moisture meter 28-35% up to 900 mm(rising damp)\n   Cause: no DPC, "
              "cement plaster on old walls\n   Est. remedy: R18 000 - R25 000\n5. ROOF TIMBERS  Wood borer exit "
              "holes(Anobium)2x purlins above kitchen\n   -> beetle certificate required by bank\n6. ELECTRICAL  DB"
              " board: no ELCB,cloth wiring in store room"),
        c("transfer", PV, "Transfer_cost_estimate_Erf1183.pdf", "", "",
          "transfer duty 13k, bond costs on top. ~R58k all in. ouch", "price, tax",
          ocr="ESTIMATE OF TRANSFER COSTS  Purchase price R1 650 000,00\nTransfer duty(SARS)          R  13 614,00"
              "\nConveyancing fee             R  31 250,00\nVAT on fees                  R   4 687,50\nDeeds office"
              "                 R   1 965,00\nPostage,FICA,rates clearance R   2 300,00\nTOTAL(excl. bond costs) R"
              "  53 816,50"),
        c("transfer", NT, NOTES, "",
          "FICA pack: IDs certified ✓ (SAPS Riebeek-Kasteel), proof of address = landlord letter (flat is in his "
          "name), "
          "marital status: not married, both buying 50/50.",
          "not married = two of everything", "planning"),
        c("inspection", WA, WHATSAPP, "",
          "Marlene: The seller's electrician is doing the electrical COC on Tuesday and will replace the DB board. The "
          "beetle inspector comes Thursday. Seller will pay for both as per the offer.",
          "COC + beetle on the seller. good", "communication"),
        c("transfer", WA, WHATSAPP, "",
          "Marlene: The sellers ask if occupation can be 1 May instead of 15 April, their new place in Paternoster is "
          "running late. They'd pay your April rent difference.",
          "1 May fine if they pay the rent gap. ask Sizwe", "communication, rent"),
        c("bond", ML, INBOX, "",
          "Hi Thandi and Sizwe, good news: two banks have responded. Bank A approved R1,485,000 at prime + 0.5%. Bank "
          "B "
          "approved R1,485,000 at prime + 0.25%, subject to a valuation, which they expect by Thursday. ooba",
          "B cheaper but valuation. wait till thurs", "email, comparison"),
        c("inspection", ML, "Electrical Certificate of Compliance - 12 Church Street", "",
          "Attached is the electrical certificate of compliance for Erf 1183, 12 Church Street. Work done: new "
          "distribution board with earth leakage unit, store room rewired, geyser isolator fitted. Certificate no. "
          "WC 0284417.",
          "COC done. seller paid the DB board", "email"),
        c("bond", PV, "Bond_grant_quotation_Bank_B.pdf", "", "",
          "prime + 0.25, 20 yrs. accept before the 27th", "finance",
          ocr="HOME LOAN QUOTATION  Pre-agreement statement\nBorrowers  T. Nkosi, S. Mthembu\nProperty  Erf 1183"
              " Riebeek-Kasteel\nLoan amount  R1 485 000\nInterest rate  prime + 0.25% (11.00%)\nTerm 240 months"
              "   Instalment R15 328.29\nValuation  R1 700 000\nValid for acceptance until 27/03/2028"),
        c("transfer", ML, "Signing appointment - Erf 1183 - Du Toit & Ndlovu Attorneys", "",
          "Dear both, the transfer documents are ready for signature. Could you come to our Malmesbury office "
          "tomorrow, Friday 17 March, at 10:00? Both purchasers must be present with their original IDs. It will take "
          "about 45 "
          "minutes.",
          "fri 10 am signing. Sizwe swaps his shift", "email, meeting"),
        c("bond", WA, WHATSAPP, "",
          "Sizwe: Signed the bank's acceptance on my side, the ooba lady brought it to the station in her lunch hour "
          "lol",
          "both signed. bond done!!", "communication"),
        c("inspection", NT, NOTES, "",
          "beetle cert: clear except the outside store room, treated by the seller. damp: seller gives R12,000 credit "
          "on "
          "transfer. geyser drip tray we do ourselves.",
          "R12k credit. Sizwe happy, me too", "household"),
    ],
    "fire": [
        c("firebreak", WA, WHATSAPP, "",
          "Kasteelberg Firewise: Goeie môre almal. Die brandgordel bo die dorp moet voor die inspeksie gesny word. "
          "Saterdag 11 Maart, 06:30 by die NG Kerk. Bring bossiesnyers, harke en water. Na Sondag se brand is dit nie "
          "'n grap nie. Oom Koos",
          "sat 11 firebreak. I'm secretary so the list is mine", "communication, events"),
        c("fundraiser", WA, WHATSAPP, "",
          "Kasteelberg Firewise: Quiz night vir die vrywillige brandweer se nuwe water-sleepwa! Vrydag 17 Maart, "
          "19:00, "
          "stadsaal. R100 pp, tafels van 8. Bring jou eie drinkgoed. Skenkings vir die veiling welkom.",
          "I do tickets + the wine auction. again", "communication, events"),
        c("firebreak", SF, "Fire safety and burning permits - Swartland Municipality",
          "https://www.swartland.org.za/fire-safety",
          "No open fires, burning of garden refuse or stubble are allowed during the fire season from 1 November to "
          "30 April without a written permit from the Chief Fire Officer. Firebreaks on the urban edge must be "
          "cleared and maintained by the landowner.",
          "no burning the heaps till May. chip them instead. ask Jenna's chipper", "research"),
        c("firebreak", ML, INBOX, "",
          "Dear members, the FPA's annual firebreak inspection for the Kasteelberg north slope will take place on "
          "Monday "
          "20 March. Please send before-and-after photos of your section to the secretary by Sunday 19 March. West "
          "Coast Fire Protection Association",
          "photos by sun 19. that's me collecting them. ugh", "email, deadline"),
        c("fundraiser", ML, "Sponsorship for the quiz night - Swartland Agri", "",
          "Dear Thandi, we'd be glad to support the Firewise quiz night with R5,000 towards the water trailer and a "
          "R1,000 store voucher for the raffle. Please put our logo on the slides. Kind regards, Elmarie, Swartland "
          "Agri "
          "Riebeek-Kasteel branch",
          "R5k from the co-op! thank-you note + logo for the slides", "email, funding"),
        c("firebreak", SF, "Fire Danger Index - Western Cape - SAWS", "https://www.weathersa.co.za/fire-danger-index",
          "Swartland, Thursday: Fire Danger Index RED (extremely dangerous). Hot and dry with strong north-westerly "
          "winds. Any fire will spread rapidly and be difficult to control. No open fires.",
          "red thursday. posted to the group: no braais, no grinders", "planning"),
        c("firebreak", XL, "Firebreak volunteers.xlsx", "", "",
          "22 names, 4 brushcutters, 1 chainsaw. need 2 more saws", "planning",
          ocr="FIREBREAK 11/03  Kasteelberg north\nSection   Leader     People  Tools\nA(dam-koppie) Koos Louw  6  "
              "  2 bosiesnyers,1 saw\nB(koppie-pines) Dawid A.  5  chainsaw x1 ??\nC(pines-road) Thandi N.  7  "
              "rakes,2 brushcutters\nD(road)   Pieter vd M  4   tractor+slasher\nWater/first aid  Sizwe M."),
        c("firebreak", WA, WHATSAPP, "",
          "Sizwe: I'm off Saturday so I'll do first aid at the firebreak. I'll bring the jump bag and the burn gel. "
          "Tell people closed shoes, not takkies.",
          "Sizwe first aid ✓. boots not takkies, tell the group", "communication"),
        c("firebreak", NT, NOTES, "",
          "sat: 06:30 start, 19 came. north break 1.2 km cut 6 m wide, pine saplings pulled in C, heaps chipped not "
          "burnt. Dawid's chainsaw died 09:10. done 12:15. one wasp sting (Sizwe).",
          "done by 12. tired. before photos forgotten, after photos ok", "events"),
        c("fundraiser", XL, "Quiz night tables.xlsx", "", "",
          "11 tables of 8 = 88. hall takes 120", "events",
          ocr="QUIZ NIGHT 17/03  Stadsaal\nTable  Name              Pax  Paid\n1      Brandweer           8    R800\n"
              "2      Kasteel Kelder      8    R800\n3      NG Kerk jeug        8    R0(comp)\n4      Rooiklip+cellar"
              "    8    R800\n...\n11     Die Spookies        8    R8OO\nTOTAL  88 pax   R8 000"),
        c("fundraiser", SF, "Trailer water bowser 1000 L with pump - Bowsers SA",
          "https://www.bowsers.co.za/trailer-1000l-fire",
          "1,000 L single-axle trailer bowser with a 6.5 hp petrol fire pump, 30 m hose reel and nozzle, road legal "
          "with a licence disc. R38,500 incl. VAT, delivered in the Western Cape.",
          "38.5k. we have 21k + the co-op's 5k", "price"),
        c("fundraiser", NT, NOTES, "",
          "auction lots: 6 x Rooiklip Chenin magnums (me), Oom Koos' lamb, a night at the Royal Hotel, a cellar tour "
          "with Jenna, Lerato's painting of the mountain.",
          "Lerato's painting, she insists. no reserve", "events"),
        c("fundraiser", WA, WHATSAPP, "",
          "Lerato: mama can I be the quizmaster's helper on friday?? I'll do the answer sheets. my mouth will be sore "
          "but I don't have to talk",
          "yes. helper with the answer sheets", "communication"),
        c("fundraiser", WA, WHATSAPP, "",
          "Kasteelberg Firewise: BAIE DANKIE almal! Kaartjies R8,800, veiling R14,300, raffle R3,300 = R26,400, plus "
          "R5,000 van Swartland Agri. Die sleepwa word Maandag bestel!",
          "R31,400!! baie dankie all. trailer ordered monday. Lerato's painting went R900", "communication, funding"),
    ],
    "braces": [
        c("ortho", ML, "Appointment confirmation - Dr A. Patel Orthodontics", "",
          "Dear Ms Nkosi, this confirms Lerato's orthodontic consultation with Dr Amina Patel on Wednesday 8 March at "
          "14:30, Tyger Valley Medical Centre, Bellville. Please bring the panoramic X-ray from her dentist and your "
          "medical aid card.",
          "wed 2:30 bellville. an hour each way, mid-ferments", "email, care"),
        c("medical", SF, "Orthodontic benefits - Sentinel Health Medical Scheme",
          "https://www.sentinelhealth.co.za/benefits/dentistry/orthodontics",
          "Orthodontic treatment for beneficiaries under 18 is covered from the Advanced Dentistry benefit once "
          "pre-authorised, up to R15,000 per beneficiary for the full course of treatment, paid in instalments. "
          "Amounts above the limit are paid from your Medical Savings Account or by you.",
          "15k max for the whole thing. rest is us", "health, finance"),
        c("ortho", NT, NOTES, "",
          "Dr Patel: class II, overjet 7 mm, upper left canine coming in high. fixed braces ~24 months, no extractions "
          "for now. total R48,500 incl. retainers. fitting can be next thu.",
          "48.5k. Lerato brave. ask medical aid tonight", "care"),
        c("ortho", WA, WHATSAPP, "",
          "Lerato: can i get PURPLE ones??? everyone at school has the clear ones but purple is nicer. Zinhle says it "
          "doesn't hurt that much",
          "purple fine. clear ones are R6k extra anyway", "communication"),
        c("ortho", PV, "Treatment_plan_L_Mthembu.pdf", "", "",
          "codes for the pre-auth. 8845 + 8847?", "care, price",
          ocr="TREATMENT PLAN   Patient: Lerato Mthembu  DOB 2015-08-21\nDiagnosis: Class ll div 1, overjet 7mm\n"
              "Code  Description                    Fee\n8845  Comprehensive fixed appliance  R31 200\n8847  Monthly "
              "adjustments x24          R13 800\n8851  Retainers(upper+lower)         R3 500\nTOTAL  R48 5OO"),
        c("medical", ML, INBOX, "",
          "Sentinel Health: We have received a pre-authorisation request for orthodontic treatment (reference "
          "PA-7718204). Please ask your orthodontist to submit the treatment plan with tariff codes and the X-ray "
          "report. We will respond within 5 working days.",
          "Dr Patel's rooms must send it. whatsapp them", "email, health"),
        c("ortho", WA, WHATSAPP, "",
          "Sizwe: Let's just do it, even if the medical aid only pays a part. Dr Patel said we can pay over 24 months. "
          "She's been hiding her smile in photos for a year.",
          "yes. payment plan. he's right about the photos", "communication, finance"),
        c("medical", WA, WHATSAPP, "",
          "Dr Patel's rooms: Good morning Ms Nkosi, we've submitted Lerato's treatment plan and X-rays to Sentinel "
          "today under PA-7718204. We've kept Thursday 16th at 15:00 for the fitting.",
          "submitted. thu 16 at 3 fitting", "communication, care"),
        c("medical", ML, "Pre-authorisation approved PA-7718204 - Sentinel Health", "",
          "Pre-authorisation PA-7718204 for Lerato Mthembu has been approved: orthodontic treatment up to R15,000, "
          "paid "
          "directly to the provider in 24 monthly instalments of R625. The balance of the account is payable by the "
          "member.",
          "approved R15k. gap R33.5k", "email, health"),
        c("ortho", SF, "What to eat in the first week with new braces - Patel Orthodontics",
          "https://www.patelortho.co.za/blog/first-week-braces",
          "Teeth will feel tender for three to five days. Choose soft foods: yoghurt, soup, pasta, scrambled eggs, "
          "smoothies. Avoid hard and sticky foods such as nuts, toffee, popcorn and biltong. Paracetamol helps.",
          "soft food list. no biltong, she'll cry", "health"),
        c("ortho", ML, "Account - Lerato Mthembu - Dr A. Patel Orthodontics", "",
          "Thank you for your payment of R12,000 deposit today. The balance of R36,500 less your medical aid's "
          "instalments will be collected by debit order: R895.83 per month from 1 April for 24 months.",
          "deposit paid. 896 a month from april", "invoice"),
        c("medical", XL, "Household budget 2028.xlsx", "", "",
          "braces gap R896/m on top of the bond. tight till Dec", "finance, spending",
          ocr="HOUSEHOLD 2028  from May\nIncome(T+S)          R58 400\nBond(Bank B)         R15 328\nRates + levy"
              "       R1 240\nSentinel(family)    R6 912\nBraces gap          R896\nSchool fees         R2 150\nCar"
              "                 R4 300\nLEFT               R27 574"),
        c("medical", SF, "My claims - Sentinel Health member zone", "https://member.sentinelhealth.co.za/claims", "",
          "first R625 paid to Dr Patel. consult not covered?", "health, invoice",
          ocr="Claims  Lerato Mthembu  (dependant 02)\nDate       Provider             Amount   Paid by scheme  "
              "Status\n08/03/2028 Dr A Patel Orthodont  R1 150   R0.00          Rejected: no pre-auth\n16/03/2028"
              " Dr A Patel Orthodont  R625     R625.00        Paid\n16/03/2028 Dr A Patel Orthodont  R12 000  R0.00"
              "          Member"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of interleave()): one "HH:MM task" per capture, each taking that task's next capture in TASKS. Monday 6 to Sunday 19
# March 2028, South African time; cellar mornings, office afternoons, punch-down nights, a Saturday on the firebreak.
DAYS = {
    # Mon: at the cellar before six (the smoke-taint guide, Oom Koos's pick date, his Firewise message a quarter of
    # an hour later), the seller's signature and the bond originator, the orthodontist, the importer's first email
    "2028-03-06": "06:20 harvest, 07:05 harvest, 07:20 fire, 10:05 house, 10:20 house, 11:40 braces, 12:40 harvest, "
                  "15:10 export, 15:30 export, 21:15 house",
    # Tue: a stuck tank at dawn, Sizwe about payslips after his night shift and Jenna's press booking eight minutes
    # later, the forecast and the restart protocol, prices at two, the attorneys, the smoke result, and three evening
    # captures on three tasks
    "2028-03-07": "06:45 harvest, 07:44 house, 07:52 harvest, 13:20 harvest, 13:35 harvest, 14:00 export, "
                  "14:07 export, 15:00 house, 16:05 harvest, 19:30 fire, 20:30 braces, 21:00 fire",
    # Wed: the FPA's email, then the courier, the accountant and the yeast order inside twenty-two minutes, the
    # consult in Bellville at half past two, Lerato's text on the way home, a sponsor, the fire danger for Thursday,
    # the UK label rules late
    "2028-03-08": "07:40 fire, 08:30 export, 08:41 house, 08:52 harvest, 11:30 harvest, 15:25 braces, 18:05 braces, "
                  "19:40 fire, 20:10 fire, 20:45 export",
    # Thu: the Chenin pick from five (nothing captured until it is in), then the plan for the braces, London's reply,
    # the sticker, the inspector's summary; the volunteers' list and the bond calculator at night
    "2028-03-09": "09:05 harvest, 09:20 harvest, 10:40 harvest, 13:15 braces, 13:40 braces, 14:30 export, "
                  "15:10 export, 16:20 house, 20:30 fire, 21:10 house",
    # Fri: the Syrah pick; Sizwe's text at seven, the Cinsault grower, the orthodontist's rooms, the house's papers at
    # lunch, the pro-forma and the analysis, Sizwe again about Saturday
    "2028-03-10": "07:10 braces, 07:22 harvest, 10:30 braces, 12:30 house, 12:45 house, 15:20 export, 15:40 export, "
                  "18:15 fire",
    # Sat: the firebreak from 06:30, written up at lunch; the FICA pack at teatime
    "2028-03-11": "13:30 fire, 17:30 house",
    # Sun: the quiz tables, then Dawid's late punch-down report
    "2028-03-12": "17:00 fire, 21:50 harvest",
    # Mon: the punch-down rota at dawn, the agent's two texts six minutes apart, freight quotes, the bowser's price
    # and the pick-day lunch thirteen minutes apart, the label proof at twenty to ten
    "2028-03-13": "06:10 harvest, 11:20 house, 11:26 house, 14:15 export, 14:25 export, 19:45 fire, 19:58 harvest, "
                  "21:40 export",
    # Tue: the Cinsault pick; the intake sheet closed at ten, Incoterms, the medical scheme's yes, the auction lots
    "2028-03-14": "10:15 harvest, 15:30 export, 16:40 braces, 21:00 fire",
    # Wed: rapid switching: T4 restarted, the bank offers, the crew's hours, London's samples and the freight sheet,
    # malolactic, the cellar's bill, the electrical certificate and Lerato's text eight minutes later, soft food for
    # the braces
    "2028-03-15": "07:00 harvest, 10:05 house, 10:14 harvest, 12:20 export, 12:35 export, 13:10 harvest, "
                  "15:45 harvest, 17:20 house, 17:28 fire, 21:30 braces",
    # Thu: UIF, the freight booking and Dawid's offer to drive it, the bond quotation; the fitting at three in
    # Bellville, then the account and the attorneys' short-notice appointment at night
    "2028-03-16": "08:20 harvest, 08:31 export, 09:40 export, 12:40 house, 20:50 braces, 21:05 house",
    # Fri: a dry tank at dawn, the signing at ten, Sizwe's signature at lunch, the export certificate, wages paid,
    # then the quiz night (nothing captured)
    "2028-03-17": "07:15 harvest, 13:10 house, 13:19 export, 13:45 export, 16:10 harvest",
    # Sat: the quiz night's totals, Oom Koos about the payment, the house notes in the evening
    "2028-03-18": "08:40 fire, 09:30 harvest, 20:00 house",
    # Sun: the household budget and the claims, the packing list in the afternoon
    "2028-03-19": "11:00 braces, 11:20 braces, 16:00 export",
}

TIMELINE = day_timeline(DAYS, TZ)
