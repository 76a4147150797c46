"""Asanka Bandara, a garment plant's head of production from Kurunegala, Sri Lanka, who lives in Tangier, Morocco: a
UK brand's spring order of dresses and blouses (the PP samples, a fabric lot that failed shrinkage, the ex-factory date
against Ramadan's shorter week), Ramadan at the plant (the new hours and buses, the workers' food baskets, a ftour for
the supervisors), the house he is building in Kurunegala (the roof slab's pour, the money sent home for it), the
cricket club he captains (the league final, the juniors' Saturday sessions) and his father's first-year almsgiving in
Kurunegala in December (the dana itself, the family's trip home).

Written by hand in session 26 of issue 12 as the TEST corpus for session 27, before anybody tuned on it, by an
engineer who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end
of session 27, and it is a development corpus since session 28.

Asanka Bandara (46) studied textile and clothing technology in Moratuwa and worked twenty years as an industrial
engineer and production manager in the (fictional) Kelani Apparel Group's plants in Sri Lanka; since 2031 he is head of
production at its plant in Tangier's free zone, Kelani Apparel Maroc (620 workers, 14 sewing lines, women's dresses
and blouses for UK and EU brands). His wife Dilani (44) teaches maths at a British international school in Tangier;
their daughter Sanduni (15) and son Kavindu (10) are pupils there. His mother (Amma) lives in Kurunegala, near his
sister Nirosha, a teacher; Dilani's brother Chaminda, who keeps a hardware shop in the town, watches over the two-storey
house they are building on a plot in Malkaduwawa, Kurunegala (Sunil baas, the mason; Mr Ratnayake, the engineer; a
housing loan paid from his Personal Foreign Currency Account). His father, W. M. Gunapala Bandara, died on 10 December
2032. At the plant: Karim Benjelloun, the general manager; Siham El Idrissi, HR; Hicham Tahiri, planning (who also
plays cricket); Latifa Amrani, QA; Nadia in the sample room, Rachid in cutting, Fatima-Zahra, a line supervisor,
Abdelilah in stores. The customer is Ashbury & Vale in London (fictional: Becky Harlow, the garment technologist; Priya
Shah, the buyer); the fabric comes from a (fictional) mill in Bursa (Emre Yıldız); the forwarder is Détroit Transit at
Tanger Med (Mounir Chraibi). He captains the Tangier Strait Cricket Club (Imran, Vikram, Sam, Youssef, Dinuka, Hicham
and others) and runs its juniors on the school's field on Saturdays.
In the fortnight from Monday 14 to Sunday 27 November 2033, in Morocco's time (Africa/Casablanca): Morocco keeps
+01:00 all year except during Ramadan, when its clocks go back to +00:00, this year at 03:00 on Sunday 20 November;
Friday 18 November is Independence Day, a public holiday (the plant and the offices are shut); the crescent is
announced on the evening of Wednesday 23 and Ramadan begins on Thursday 24 November, when the plant's week shrinks from
44 to 39 hours (08:00 to 15:00 without a break, Saturday 08:00 to 12:00, instead of 07:30 to 17:00 and a Saturday
morning), everyone home before the ftour at about 17:12:
- the order: AV-3412 "Marnie", a midi dress (11,200 pieces in sage and ecru), and AV-3417 "Tess", a blouse (7,200 in
  ecru and navy), 18,400 pieces ex-factory on Friday 9 December; Becky's comments on the PP samples and the approvals,
  a sage lot that failed the lab's shrinkage test (-5.8 % in the warp against ±3 %), fixed with 3 % more length in
  the pattern and a wash test of the first 50 garments, and the mill's credit note; Ramadan's shorter week puts the
  date out of reach, so two trailers by Tanger Med and Algeciras to Northampton, on 9 and 16 December, and a handover
  to Hicham while he is away;
- Ramadan at the plant: the new hours, the eleven buses and the clock change, the line targets; 620 food baskets (a
  qoffa: flour, sugar, oil, tea, lentils, dates) from two quotes; a ftour for 45 supervisors and team leaders at a
  restaurant on Tuesday 29 November, organised by a Buddhist;
- the house: the roof slab poured on Saturday 26 November at 07:10, the auspicious time (01:40 in Tangier; Amma breaks a
  coconut and gives the workers milk rice), the mason's quote per square, the ready-mix, the curing; 50,000 dirhams sent
  home through his Tangier bank's form for foreign employees' savings, the loan's third tranche after the slab;
- the cricket: the league final against Casablanca at the old cricket stadium on Sunday 27 November, moved to 09:30
  for the fasting players; the juniors' Saturday sessions (Kavindu among 14, then 19 children);
- the dana: the bana on Friday 9 and the almsgiving for ten monks on Saturday 10 December at the family house, the
  invitation card, the caterer, the eight requisites; the family's trip home (the Boraq to Casablanca, Qatar Airways via
  Doha, leave from Karim, the children's school forms, gifts).

He works on a company Windows laptop: Opera for the web (titled "<page> - Opera"), Mailspring for his work and
personal mail (titled only "Mailspring"), WhatsApp (titled only "WhatsApp": the plant's people, the cricket club, the
juniors' parents, Chaminda, Dilani), Viber for his family in Sri Lanka (titled only "Viber"), Notion for his notes
(titled by the page's name), Nitro PDF Pro for every PDF ("<file> - Nitro PDF Pro"), Zoho Cliq for the plant's
chat (titled only "Zoho Cliq"), Microsoft Excel ("<file> - Excel") and the plant's FastReact Plan. Memos are his
shorthand (first person, a garment engineer's and a Sri Lankan's English: "PP", "ex-fac", "eff", "tol", "CB", "machan",
"aney", "appo", "no?", "baas", "Amma", "Thaththa"), some cryptic.
English is his working language; the others as he meets them: Sinhala in its own script (Amma, Nirosha, the mason's
quote, the invitation card), French (the lab, the sample room, the forwarder, HR, the basket supplier, the restaurant,
his Tangier bank, the district's sports office, a juniors' parent), Moroccan Arabic in Latin letters (Hicham,
Fatima-Zahra, Youssef) and Arabic in its script (the plant's notice), under a fifth of the captures and some in every
task. Words cross on purpose: Ramadan (the hours, the order's date, the final, the juniors), ftour (the supervisors',
the club's after the final), dates and Mejhoul (the baskets', the gifts for Kurunegala), quotations (the baskets', the
ready-mix's, the caterer's, the mason's), tests (the lab's, the wash test, the concrete's cubes), advance and deposit
(the ready-mix, the mason, the caterer, the restaurant), transfers (his savings home, a cousin's for the dana),
Kurunegala (the house, the dana), 9 and 10 December (the first trailer, the bana and the dana), the Boraq (the
Casablanca team, the trip). People cross too: Hicham in the order, the ftour, the final and the trip; Karim in Ramadan
and the trip; Siham in Ramadan and the house's money; Chaminda in the house and the dana; Dilani in the trip and the
plant's Ramadan (her school's hours); Kavindu in the juniors and the trip; Youssef in the final and the juniors.

The timeline is written by hand (TIMELINE below): Morocco's time, +01:00 until 03:00 on Sunday 20 November and +00:00
after (nothing written in the hour that comes twice); Nirosha's message at 05:40 (10:10 in Kurunegala), the slab's
pour watched at 05:20 and 07:10 on Saturday 26, nothing of the plant on Independence Day, the plant's Ramadan hours
from Thursday 24, evenings and two weekends.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("garment plant's head of production from Sri Lanka in Tangier, Morocco: a UK brand's spring order, Ramadan "
           "at the plant, the house he is building in Kurunegala, the cricket club he captains, his father's "
           "first-year almsgiving")
TZ = ZoneInfo("Africa/Casablanca")  # +01:00, and +00:00 during Ramadan (from 03:00 on Sunday 20 November 2033)
ID_PREFIX = "kf"  # "g" is a fresh snippet file's; no id in bench/data, bench/corpus_sources or tests begins "kf"
APP_WORDS = {"opera", "mailspring", "whatsapp", "viber", "notion", "nitro", "pdf", "pro", "zoho", "cliq",
             "microsoft", "excel", "xlsx", "fastreact", "plan", "https", "www", "com", "ma", "en", "lk", "gov", "co",
             "uk", "html", "php", "mydhl", "express", "dhl", "tracking", "results", "id", "estrechofreight",
             "sailings", "tanger", "med", "algeciras", "darzitoun", "menus", "habous", "prieres", "horaire_hijri_2",
             "ville", "tanjanews", "society", "crescent", "sighted", "fasting", "begins", "thursday",
             "buildingguide", "articles", "formwork", "removal", "curing", "cbsl", "exchange", "rates", "daily",
             "indicative", "foreign", "pfca", "cricheroes", "tournament", "north", "morocco", "t20", "points",
             "table", "ecb", "dynamos", "activity", "cards", "pirikara", "products", "atapirikara", "set",
             "qatarairways", "qatar", "airways", "book", "select", "flight", "oncf", "voyages", "booking", "summary"}

TASK_NAMES = {
    "order": ("The Ashbury & Vale order", "AV-3412 and AV-3417", "Marnie and Tess", "the spring dresses"),
    "ramadan": ("Ramadan at the plant", "the plant's Ramadan", "hours, baskets and ftour", "Siham's Ramadan list"),
    "house": ("The house in Kurunegala", "our new house", "Chaminda's site", "building back home"),
    "cricket": ("Tangier Strait CC", "the cricket club", "TSCC", "the final and the juniors"),
    "dana": ("Thaththa's one-year dana", "the almsgiving", "going home in December", "Thaththa's first anniversary"),
}
SUB_NAMES = {
    "order/samples": ("PP samples", "fit comments", "Becky's approvals", "sealed samples"),
    "order/fabric": ("The sage fabric", "shrinkage", "the lab report", "Emre's lot"),
    "order/shipment": ("Ex-factory and trailers", "the split shipment", "9 Dec vs Ramadan", "Priya's delivery"),
    "ramadan/hours": ("Ramadan hours", "the new timetable", "buses and the clock", "targets for the month"),
    "ramadan/baskets": ("Ramadan baskets", "qoffa for 620", "the basket quotes", "dates and flour"),
    "ramadan/ftour": ("The supervisors' ftour", "ftour for 45", "Dar Zitoun on the 29th", "Karim's ftour"),
    "house/slab": ("The slab", "roof slab pour", "Sunil baas", "concrete day"),
    "house/money": ("House money", "transfers home", "the loan tranche", "Banque Tingis papers"),
    "cricket/final": ("The final", "the league final", "final XI", "Anfa on the 27th"),
    "cricket/juniors": ("Juniors", "kids' Saturday sessions", "the school field", "junior coaching"),
    "dana/almsgiving": ("The dana itself", "monks and the bana", "the invitation card", "caterer and requisites"),
    "dana/trip": ("Going home", "tickets to Colombo", "leave and school forms", "Boraq and Doha"),
}

OP = "Opera"
MS = "Mailspring"
WA = "WhatsApp"
VB = "Viber"
NO = "Notion"
NP = "Nitro PDF Pro"
ZC = "Zoho Cliq"
XL = "Microsoft Excel"
FR = "FastReact Plan"
FR_TITLE = "FastReact Plan - KAM SS34"


def op(page: str) -> str:
    return f"{page} - Opera"


def np(file: str) -> str:
    return f"{file} - Nitro PDF Pro"


def xl(file: str) -> str:
    return f"{file} - Excel"


# each task's captures in the order he met them; TIMELINE below says when
TASKS = {
    "order": [
        c("fabric", NP, np("LTC_TX-33-1187_Uludag_lot2281.pdf"), "", "",
          "sage lot 2281 failed. -5.8 warp. ecru passed at -2.6. and cutting was planned Thursday, aney",
          "experiment, specs",
          ocr="LABORATOIRE TEXTILE DE CASABLANCA  RAPPORT D'ESSAI N° TX-33-1187  Date : 11/11/2O33  Client : Kelani "
              "Apparel Maroc SARL, Zone Franche d'Exportation, Tanger  Article : toile lin/viscose 55/45, 165 g/m2, "
              "coloris SAUGE, lot 2281 (Uludag Tekstil)  Stabilité dimensionnelle au lavage ISO 6330 4N 4O°C, "
              "séchage à plat, 3 cycles  Chaîne : -5,8 %  Trame : -2,1 %  Exigence client : ± 3 %  Résultat : NON "
              "CONFORME  Solidité des coloris au lavage ISO 1O5-CO6 : 4  CONFORME  Remarque : le retrait en chaîne "
              "dépasse la tolérance ; un relaxage ou un ennoblissement complémentaire est recommandé avant la coupe."),
        c("fabric", WA, WA, "",
          "Latifa: Morning Asanka. You saw the lab report? Sage fails warp shrinkage, -5.8. Ecru lot 2279 is fine, "
          "-2.6. I told Rachid to hold the sage lay, nothing cut yet. I think we test a blanket of 3 m ourselves "
          "today, steam vs wash, then we know what we are dealing with.",
          "hold the sage lay. blanket test today, steam and wash", "experiment, communication"),
        c("samples", MS, MS, "",
          "Hi Asanka, PP comments on AV-3412 Marnie midi, sage, size 12 attached. Overall lovely, the drape is "
          "exactly what we wanted. Please action for bulk: 1) neckline too low, raise front neck drop by 1 cm; 2) "
          "puckering on side seams, check needle and thread tension; 3) sleeve 1.5 cm too long, shorten; 4) hem 2 cm "
          "longer to get back to 118 cm CB length. Please send the 3417 blouse PP as soon as it's ready, we still "
          "need to see the collar. Thanks, Becky",
          "Becky's 4 comments. neck +1, sleeve -1.5, hem +2. side seam pucker = old needles again", "email, specs"),
        c("fabric", MS, MS, "",
          "Dear Asanka, we are very sorry about lot 2281. Our finishing line had a problem with the compactor that "
          "week. We can offer: A) re-finish the 6,400 m of sage here in Bursa, 12 days plus 6 days by truck and "
          "ferry, or B) you compensate in the pattern and we give a credit note of 4% of the lot value. Please let "
          "us know today if possible. Best regards, Emre Yıldız, Export Manager, Uludağ Tekstil",
          "Emre: 18 days or 4% credit. 18 days = no 9 Dec. option B, if Becky agrees", "email, comparison"),
        c("shipment", MS, MS, "",
          "Hi Asanka, quick one: are we still on for ex-factory 9 December for both styles? Our DC in Northampton "
          "has given us a delivery slot on 15 December and the spring launch shoot needs stock in early January. "
          "Any risk, I need to know this week please. Best, Priya Shah, Buyer - Dresses",
          "DC slot 15 Dec. she wants the risk this week. Ramadan not even in her head", "deadline, email"),
        c("samples", NP, np("AV3412_Marnie_PP_comments_sz12.pdf"), "", "",
          "CB 116 vs 118. hem grows 2, fine. but if the sage shrinks 5% it's 112, appo", "specs",
          ocr="ASHBURY & VALE  PP SAMPLE COMMENTS  Style AV-3412 MARNlE MlDl DRESS  Colour SAGE  Size 12  Supplier "
              "Kelani Apparel Maroc  POM  Spec  Tol +/-  Actual  Comment  A Chest 1/2  48.5  1.0  48.0  OK  B Waist "
              "1/2  4O.0  1.0  40.5  OK  C Front neck drop  11.0  0.5  12.O  RAISE 1 cm  D Sleeve length  6O.5  1.0  "
              "62.0  SHORTEN  E CB length  118.O  1.5  116.0  LENGTHEN HEM 2 cm  Workmanship: side seam puckering "
              "both sides - check tension  Status: APPROVED WlTH COMMENTS"),
        c("fabric", XL, xl("AV3412 sage shrinkage compensation.xlsx"), "",
          "POM | Finished spec | Lab warp shrink | Blanket test (wash) | Pattern +% | Pattern length / CB length | "
          "118.0 | -5.8% | -4.9% | +3.0% | 121.5 / Skirt panel | 74.0 | -5.8% | -4.9% | +3.0% | 76.2 / Sleeve | "
          "59.0 | -5.8% | -4.9% | +3.0% | 60.8 / Weft | -2.1% | no change / residual after garment wash: about "
          "-2%, inside tol",
          "+3% on length only. residual -2, inside tol if the blanket is right. Becky must sign",
          "specs, statistics"),
        c("samples", NO, "AV3412 / 3417 - fit call 15 Nov", "",
          "Call with Becky 10:00 (09:00 London). 3412: OK on all 4 comments, she wants photos of the new neck on the "
          "stand before bulk, no new PP. Side seams: Latifa changes to size 11 needles + new thread, Nadia sends a "
          "video. 3417 Tess blouse: collar roll still flat on the proto, Becky wants the lighter interlining (25 g "
          "not 40 g), buttons 1.5 cm higher. New PP by DHL Monday.",
          "no new PP for 3412, photos only. 3417 collar again. DHL Monday", "meeting, specs"),
        c("shipment", FR, FR_TITLE, "",
          "Order | Style | Colour | Qty | Lines | Start | End | Ex-fac / AV-PO-88231 | 3417 TESS | ECRU | 3,600 | "
          "L9, L10 | 14 Nov | 25 Nov | 9 Dec / AV-PO-88231 | 3417 TESS | NAVY | 3,600 | L9, L10 | 26 Nov | 7 Dec | 9 "
          "Dec / AV-PO-88230 | 3412 MARNIE | ECRU | 5,200 | L3, L4, L5 | 17 Nov | 1 Dec | 9 Dec / AV-PO-88230 | "
          "3412 MARNIE | SAGE | 6,000 | L6, L7, L8 | 21 Nov | 6 Dec | 9 Dec / plan eff 62% / daily 1,620 / Ramadan "
          "calendar: NOT LOADED",
          "Ramadan calendar not loaded. so this plan is a fairy tale after the 23rd", "planning, deadline"),
        c("fabric", MS, MS, "",
          "Hi Becky, the sage lot (2281) failed warp shrinkage at the lab, -5.8% against ±3%. Our own blanket test "
          "after one wash is -4.9%. The mill can re-finish but that is 18 days, so no 9 Dec. Proposal: we add 3% to "
          "all length measurements in the pattern for sage only, keep the weft as is, and wash-test the first 50 "
          "garments off the line before we go further. Ecru and navy are fine. Can you approve today? Regards, "
          "Asanka",
          "sent Becky the +3% proposal. if she says no we are dead on sage", "email, specs"),
        c("shipment", NO, "Ramadan capacity vs 9 Dec", "",
          "Normal week 44 h (8 h x 5 + Sat 4). Ramadan week 8-15 x 5 + Sat 8-12 = 39 h. Eff drops 62% -> ~56% "
          "(last year). Daily 1,620 -> ~1,260 with absence. Left to sew on 23 Nov: about 12,600 if sage starts on "
          "the 21st. 12,600 / 1,260 = 10 working days + 2 finishing/packing = 7 Dec at best, no buffer. Options: "
          "full Saturdays (Siham: no, not in Ramadan); split: 3417 + ecru 3412 on 9 Dec, sage a week later.",
          "7 Dec with zero buffer. split is the only honest answer", "planning, deadline, statistics"),
        c("samples", ZC, ZC, "",
          "Nadia (salle des prototypes): Bonjour M. Asanka, les deux PP de la 3417 Tess en écru sont prêts, taille "
          "12, avec la nouvelle thermocollante 25 g et les boutons remontés de 1,5 cm. Je les envoie avec DHL lundi "
          "matin ? Il manque l'étiquette de composition, elle arrive samedi.",
          "3417 PP ready. care label Saturday, DHL Monday. fine", "communication"),
        c("fabric", MS, MS, "",
          "Hi Asanka, thanks for being upfront. OK from our side on +3% length compensation for sage only, on "
          "condition that you wash-test the first 50 garments (3 washes at 40, line dry) and send me the "
          "measurements before you cut the rest. If the residual is more than -3% we stop and talk. Please also "
          "claim the credit note from the mill. Becky",
          "Becky ok!! first 50 wash test, 3 washes. Rachid can cut sage Monday", "email, experiment"),
        c("fabric", ZC, ZC, "",
          "Rachid (cutting): marker for sage with +3% length is ready from CAD, 6 sizes, efficiency 84.2%. We lay "
          "Monday 7:30 new time? I need 2 extra people for spreading if we cut 6,000 in 4 days.",
          "marker 84.2%. 2 spreaders from finishing, tell Hicham", "planning"),
        c("shipment", ZC, ZC, "",
          "Hicham: Asanka, daba 3andna 12.600 pièce b9aw f lkhiyata ila bdina sage nhar lethnin. Ila bda Ramadan "
          "lkhamis, ghadi nhbto l 1.260 f nhar, ya3ni ma ghadi nwslouch l 9 décembre kamlin. Khassna nfer9o "
          "chargement wla nzido samedi kaml. Chno bghiti ndir?",
          "Hicham has my numbers too. split it is. Priya today", "planning, deadline"),
        c("shipment", MS, MS, "",
          "Hi Priya, honest answer: the whole order on 9 Dec is at risk. Ramadan starts around 24 Nov and our "
          "working week drops from 44 to 39 hours, and the sage fabric failed shrinkage (Becky has the details, we "
          "have a fix). Proposal: trailer 1 ex-factory 9 Dec with 3417 ecru and navy and 3412 ecru (12,400 pcs); "
          "trailer 2 ex-factory 16 Dec with 3412 sage (6,000 pcs), in your DC by 21 Dec. No air freight needed. "
          "Regards, Asanka",
          "told Priya. 12,400 + 6,000. waiting", "email, deadline, planning"),
        c("shipment", MS, MS, "",
          "Bonjour Monsieur Bandara, suite à votre demande de jeudi, nous avons pris deux remorques en option pour "
          "Northampton : la première le vendredi 9 décembre (chargement à 14h00 à l'usine, traversée Tanger Med - "
          "Algeciras le soir même), la seconde le vendredi 16 décembre aux mêmes conditions. Merci de confirmer "
          "avant mercredi et de nous envoyer les factures et listes de colisage 48 h avant chaque chargement pour la "
          "DUM et l'EUR.1. Cordialement, Mounir Chraibi, Détroit Transit",
          "two trailers on option till Wed. Priya first", "reservation, email"),
        c("samples", WA, WA, "",
          "Latifa: 3417 PP done and checked, the collar rolls nicely now with the 25 g. Care label came this "
          "morning. Nadia packs them today, DHL picks up Monday 9:00. I measured: all in tolerance, cuff width +0.4. "
          "Photos of the 3412 new neck on the stand are in the folder for Becky.",
          "PP out Monday, neck photos done. Latifa is gold", "specs, communication"),
        c("samples", OP, op("Tracking results 4418920371 | MyDHL+"),
          "https://mydhl.express.dhl/ma/en/tracking.html#/results?id=4418920371",
          "Waybill 4418920371. Origin: Tangier, Morocco. Destination: London, United Kingdom. Mon, 21 Nov 2033, "
          "09:12: Shipment picked up. Estimated delivery: Wednesday, 23 Nov 2033, by end of day. Pieces: 1. Weight: "
          "1.4 kg.",
          "PP with DHL, London Wed. Becky Thursday then", "deadline"),
        c("fabric", NO, "Sage - first 50 wash test", "",
          "Sage cut started 07:30 (new time, the lay was ready at 7:10). First 50 pcs off L6 by Wed? "
          "Wash test: 3 x 40 °C, line dry, measure CB length, skirt, sleeve, chest. Pass if residual ≤ -3%. Latifa "
          "owns it, machine in the QA room. Results to Becky before we cut past 1,500.",
          "50 pcs by Wed, results Thu. don't cut past 1,500 till then", "experiment, planning"),
        c("shipment", MS, MS, "",
          "Hi Asanka, thanks for the early warning, genuinely. We can live with the split: trailer 1 on 9 Dec as you "
          "propose, trailer 2 ex-factory 16 Dec, but it must be in Northampton by 21 Dec latest, otherwise it misses "
          "the January drop and we'd have to talk about a discount. No air freight at your cost please. Please send "
          "a revised packing plan. Priya",
          "split OK. 21 Dec hard. no air. phew, but sage must not slip one day", "email, deadline"),
        c("fabric", NP, np("Uludag_credit_note_CN-2033-117.pdf"), "", "",
          "4% = 1,241.60 EUR. off the next payment, tell finance", "invoice, finance",
          ocr="ULUDAĞ TEKSTlL SAN. VE TlC. A.S.  Bursa / TURKEY  CREDIT NOTE No CN-2O33-117  Date 21.11.2O33  To: "
              "Kelani Apparel Maroc SARL, Tangier Free Zone  Ref: Invoice EX-2O33-884, lot 2281, linen/viscose 55/45 "
              "SAGE  6.4OO m x EUR 4,85 = EUR 31.O4O,OO  Credit 4 % (shrinkage claim) EUR 1.241,6O  To be deducted "
              "from next payment."),
        c("shipment", OP, op("Freight sailings Tanger Med - Algeciras | Estrecho Freight"),
          "https://www.estrechofreight.com/en/sailings/tanger-med-algeciras",
          "Freight sailings, unaccompanied trailers. Tanger Med - Algeciras: daily 06:00, 11:00, 16:00, 21:00, "
          "23:30 (local time). Crossing time 1 h 30. Cut-off for unaccompanied trailers: 3 hours before departure, "
          "with the export customs release (DUM) completed. December: reduced schedule on 25 December.",
          "trailer 1 loads 14:00, 21:00 sailing if the DUM is done by 18:00", "itinerary, planning"),
        c("shipment", NP, np("DT_booking_KAM_2033-1209_1216.pdf"), "", "",
          "both trailers confirmed. FCA Tanger, so Priya's freight. good", "reservation",
          ocr="DÉTROIT TRANSIT SARL  Tanger Med  CONFlRMATlON DE RÉSERVATlON / BOOKlNG CONFlRMATlON  Client : KELANI "
              "APPAREL MAROC  Ref : DT-33-5521 / DT-33-5522  Remorque 1 : chargement O9/12/2O33 14:OO  Zone Franche "
              "Tanger -> Northampton NN4 (UK)  Remorque 2 : chargement 16/12/2O33 14:OO  Zone Franche Tanger -> "
              "Northampton NN4 (UK)  Incoterm : FCA Tanger  Documents : facture, liste de colisage, EUR.1  Transit "
              "time : 5 jours"),
        c("samples", MS, MS, "",
          "Hi Asanka, the photos of the new neck look great, and the side seams in Nadia's video are much cleaner. "
          "AV-3412 Marnie is approved for bulk in all colours with the comments applied. Please keep one sealed "
          "sample per colour at the factory, signed by Latifa and me (I'll sign the photos). The 3417 PP should be "
          "with me this afternoon. Becky",
          "Marnie approved. sealed samples per colour. Tess next", "email, specs"),
        c("shipment", FR, FR_TITLE, "",
          "Output Wed 23 Nov (last normal day, 8 h): L3 188, L4 181, L5 190, L6 (sage) 142, L7 150, L8 139, L9 "
          "262, L10 255 / total 1,507 vs plan 1,620 / Ramadan calendar loaded today: 39 h a week, eff 56%, daily "
          "plan 1,284 less absence / trailer 1 finishes sewing 7 Dec, trailer 2 finishes 14 Dec",
          "calendar loaded. trailer 1 sewn by 7 Dec, trailer 2 by 14 Dec. tight but real", "planning, deadline"),
        c("fabric", WA, WA, "",
          "Latifa: First 50 sage washed 3 times. CB length average 117.1 (spec 118, tol 1.5), skirt -1.9%, sleeve "
          "within. Worst piece 116.4, still in. I sent the sheet to Becky with photos. Rachid asks can he cut the "
          "rest?",
          "residual -1.9. in tol. Becky confirms, then cut the rest", "experiment, specs"),
        c("samples", MS, MS, "",
          "Morning Asanka, 3417 Tess PP approved with one comment: the top button is a touch tight in the hole, "
          "please go up one buttonhole size (16 mm). Collar is perfect now. Saw Latifa's wash results on the sage, "
          "well done, go ahead and cut. Hope Ramadan is treating the team kindly. Becky",
          "Tess approved, 16 mm buttonhole. and the sage go-ahead in the same mail", "email, specs"),
        c("shipment", NO, "Handover - Hicham, 6 to 16 Dec", "",
          "While I'm in Sri Lanka: trailer 1 loads Fri 9 Dec 14:00 (12,400 pcs: 3417 ecru/navy + 3412 ecru). Final "
          "inspection by A&V's QC Thu 8 Dec (AQL 2.5). Invoices + packing lists to Mounir by Wed 7 Dec noon. Trailer "
          "2 (sage 6,000) loads Fri 16 Dec. Daily output to Priya and me on WhatsApp at 15:30. If sage slips more "
          "than 1 day: call Karim, not me. Shipping samples: 3 per colour to Becky with trailer 1.",
          "handover for Hicham. Karim first, me last. I'm at the dana on the 10th", "planning, deadline"),
        c("samples", WA, WA, "", "",
          "sage sealed, hanging in QA. ecru and navy done too", "specs",
          ocr="KELANI APPAREL MAROC  SEALED SAMPLE  Customer: ASHBURY & VALE  Style: AV-3412 MARNlE  Colour: SAGE  "
              "Size: 12  Stage: APPROVED PP + COMMENTS  Date: 26/11/2O33  QA: L. Amrani  Buyer: B. Harlow (by photo "
              "23/11)  DO NOT REMOVE FROM QA ROOM"),
    ],
    "ramadan": [
        c("hours", MS, MS, "",
          "Bonjour à tous, voici la proposition d'horaire pour le mois de Ramadan, sous réserve de l'annonce "
          "officielle du début du mois (probablement jeudi 24) : du lundi au vendredi de 8h00 à 15h00 sans pause "
          "déjeuner, le samedi de 8h00 à 12h00. Les cars de Transports Boughaz passeront 30 minutes plus tard. "
          "Attention : dimanche 20 à 3h00 on recule d'une heure, donc lundi 21 les horaires restent 7h30-17h00 à la "
          "nouvelle heure. Merci de valider avant jeudi. Siham",
          "Siham's Ramadan timetable. 39 h. clocks back Sunday, buses same times Monday", "planning, email"),
        c("baskets", MS, MS, "",
          "Dear all, as every year we will give a Ramadan basket (qoffa) to each employee, 620 including the "
          "drivers' helpers. The budget approved last year was 220 MAD per basket. Proposed contents: flour 10 kg, "
          "sugar 2 kg, oil 2 L, green tea 500 g, lentils 1 kg, chickpeas 1 kg, dates 1 kg, fine semolina 2 kg, "
          "tomato paste. I have asked two suppliers for quotes. Asanka, can you give me the headcount per line by "
          "Wednesday? Siham",
          "620 baskets, 220 each last year. headcount per line to Siham by Wed", "groceries, price, email"),
        c("baskets", NP, np("Devis_Souk_Gros_Casabarata_2033-418.pdf"), "", "",
          "238.50 a basket, over Siham's 220. the Mejhoul is the cost. ask for Boufeggous", "price, groceries",
          ocr="SOUK GROS CASABARATA SARL  Tanger  DEVIS N° 2O33/418  Client : Kelani Apparel Maroc  Objet : Paniers "
              "Ramadan 1455  Composition par panier : Farine 1O kg, Sucre 2 kg (pain de sucre), Huile de table 2 L, "
              "Thé vert 5OO g, Lentilles 1 kg, Pois chiches 1 kg, Dattes Mejhoul 1 kg, Semoule fine 2 kg, Concentré "
              "de tomate 4OO g  Prix unitaire TTC : 238,5O MAD  Quantité : 62O  Total TTC : 147.87O,OO MAD  "
              "Livraison sur site par nos soins sous 72 h, emballage carton avec le logo de votre société sur "
              "demande.  Validité du devis : 1O jours"),
        c("hours", XL, xl("Line targets Ramadan 1455.xlsx"), "",
          "Line | Style | Ops | SMV | Normal 8 h @62% | Ramadan 7 h @56% / L3-L8 | 3412 Marnie | 26 | 42.0 | 184 | "
          "146 / L9-L10 | 3417 Tess | 26 | 30.0 | 258 | 204 / Total 8 lines | | 208 | | 1,620 | 1,284 / hourly "
          "board: 3412 = 23/h normal, 21/h Ramadan; 3417 = 32/h, 29/h / no overtime in Ramadan (Siham)",
          "targets for the boards. 21 an hour on Marnie. FZ will say it's too much", "planning, statistics"),
        c("baskets", XL, xl("Ramadan baskets 2033.xlsx"), "",
          "Item | Souk Gros Casabarata | Tanja Cash | / Flour 10 kg | 62.00 | 59.50 / Sugar 2 kg | 22.00 | 21.00 / "
          "Oil 2 L | 38.00 | 41.00 / Green tea 500 g | 24.00 | 22.50 / Lentils, chickpeas | 26.00 | 27.00 / Dates 1 "
          "kg | 42.00 (Mejhoul) | 24.00 (Boufeggous) / Semolina, tomato | 24.50 | 23.00 / Per basket | 238.50 | "
          "218.00 / x 620 | 147,870 | 135,160 / Delivery | 72 h, free | Tue 22, free",
          "Tanja Cash wins with Boufeggous dates. 218. headcount sent", "comparison, price, groceries"),
        c("ftour", ZC, ZC, "",
          "Karim: Asanka, this year I'd like a ftour for the supervisors and team leaders, about 40, in the first "
          "week of Ramadan, Tuesday 29th if possible, outside the factory. You know them all better than I do, can "
          "you organise it? Budget up to 8,000 MAD. Siham will help with the invitations in French and Arabic.",
          "Karim wants a ftour for 40 on the 29th. me, the Buddhist, organising ftour. fine", "events, planning"),
        c("hours", XL, xl("Transports Boughaz - Ramadan pickups.xlsx"), "",
          "Bus | Route | Workers | Pickup now (7:30 start) | Pickup Ramadan (8:00 start) / 1 | Beni Makada - Dradeb "
          "| 58 | 06:20 | 06:50 / 2 | Gzenaya - Boukhalef | 61 | 06:40 | 07:10 / 3 | Mghogha | 55 | 06:25 | 06:55 "
          "/ 4 | Souani - Casabarata | 57 | 06:20 | 06:50 / ... / 11 buses, 612 seats / Mon 21: same pickup times "
          "at the new clock (GMT) / Ramadan times from day 1",
          "11 buses, +30 min from day 1. bus 2 always late, Gzenaya", "planning, itinerary"),
        c("ftour", OP, op("Dar Zitoun - Menus - Tanger"), "https://www.darzitoun-tanger.ma/menus/", "",
          "Dar Zitoun, 170 a head, upstairs room for 60. 40 x 170 = 6,800, under Karim's 8k",
          "reservation, price",
          ocr="DAR ZITOUN  Restaurant traditionnel  Tanger, Marchan  RAMADAN KARIM  Ftour Beldi - 17O DH / pers.  "
              "Harira, dattes, chebakia, sellou, œufs durs, msemmen et baghrir, jus d'orange frais  Tajine de poulet "
              "aux olives et citron confit  Thé à la menthe et pâtisseries  Groupes jusqu'à 6O personnes, salle à "
              "l'étage  Réservation : O539 94 12 37"),
        c("ftour", NO, "Supervisors' ftour - 29 Nov", "",
          "Who: 14 line supervisors, 14 team leaders, cutting 3 (Rachid + 2), finishing 3, QA 3 (Latifa), sample "
          "room 1 (Nadia), stores 1 (Abdelilah), planning 1 (Hicham) = 40. Plus Karim, Siham, me = 43. Not fasting: "
          "me, maybe Hicham's intern. The shift ends 15:00 and ftour is ~17:12, so people go home and come back. Ask "
          "who needs a lift.",
          "43 with us. they go home first. lifts list", "events, planning"),
        c("hours", NO, "Ramadan - plant", "",
          "Clocks went back Sunday 3:00. Today normal hours 7:30-17:00 at the new time; canteen lunch as usual till "
          "Ramadan starts. London is now the same time as us (Becky's 10:00 = my 10:00). Moon: Wednesday evening, "
          "announcement after maghrib. If Thursday = day 1: no lunch, canteen closed, water for non-fasting staff in "
          "the canteen only, not on the lines.",
          "same time as London now. canteen closes Thursday if the moon says so", "planning"),
        c("baskets", MS, MS, "",
          "Siham, Asanka - OK for Tanja Cash at 218 MAD a basket, 135,160 MAD in total. Please make sure the "
          "drivers' helpers and the cleaners from the subcontractor are on the list this year. Karim",
          "Karim ok, 135,160. cleaners on the list this time", "email, price"),
        c("baskets", WA, WA, "",
          "Siham: Tanja Cash delivers this afternoon, 620 baskets on 11 pallets, to the finishing warehouse. Can "
          "your supervisors hand them out tomorrow at 16:30, line by line with the badge list? I don't want a queue "
          "at the gate like last year.",
          "Wed 16:30 line by line, badge list. no gate queue this time", "groceries, planning"),
        c("ftour", WA, WA, "",
          "Dar Zitoun: Bonjour Monsieur, pour le mardi 29 novembre nous pouvons vous recevoir à partir de 17h00 dans "
          "la salle à l'étage, 43 personnes. Le ftour est servi à l'adhan, vers 17h15. Menu Beldi à 170 DH par "
          "personne, boissons comprises. Merci de confirmer avec un acompte de 2 000 DH avant samedi.",
          "43 x 170 = 7,310. deposit 2,000 by Saturday. cash or transfer?", "reservation, price"),
        c("baskets", NO, "Baskets - Wed 23", "",
          "11 pallets in the finishing warehouse. Wed 23, 16:30, half an hour before the shift ends: line by line, "
          "supervisor + Siham's clerk with the badge list. L1-L7 first (Fatima-Zahra, Nadia), then L8-L14, then "
          "cutting, finishing, QA, stores, drivers' helpers, cleaners (subcontractor, 18). Absent: basket stays in "
          "HR till Monday. 4 spare.",
          "620 + 4 spare. cleaners included, Karim insisted", "planning, groceries"),
        c("hours", ZC, ZC, "",
          "Karim: Morning Asanka. The ministry announces tonight after maghrib. If the moon is seen, Ramadan starts "
          "tomorrow and the new hours apply from tomorrow 8:00. Siham prints the notice in both languages now so "
          "it's on the gate either way by tonight. Please brief your supervisors at 16:00.",
          "moon tonight. brief FZ and the others at 4. two versions of everything", "meeting, planning"),
        c("baskets", ZC, ZC, "",
          "Abdelilah (stores): 620 baskets from Tanja Cash counted again this morning, 11 pallets, received yesterday "
          "at 16:10. 4 bottles of oil broken on pallet 7, they replaced them at noon. Dates are Boufeggous 1 kg as "
          "quoted. Supervisors can start at 16:30.",
          "4 oils broken, already replaced. ready for 16:30", "groceries"),
        c("hours", OP, op("Crescent sighted: fasting begins Thursday across Morocco | Tanja News"),
          "https://www.tanjanews.ma/en/society/crescent-sighted-fasting-begins-thursday",
          "The Ministry of Habous and Islamic Affairs announced on Wednesday evening that the crescent of Ramadan "
          "had been sighted, and that Thursday 24 November 2033 is the first day of fasting. Public administrations "
          "will work from 9:00 to 15:00 during the month. Morocco returned to GMT on Sunday for the holy month, as "
          "every year; clocks go forward again after Eid.",
          "it's tomorrow. notice goes up. Dilani's school ends 14:30 from tomorrow too", "news"),
        c("hours", WA, WA, "", "",
          "Siham's photo from the gate. Arabic and French. ok, go", "planning, communication",
          ocr="إعلان  بمناسبة حلول شهر رمضان المبارك، تخبر الإدارة جميع العاملات والعاملين بأن أوقات العمل ابتداء "
              "من يوم الخميس 24 نونبر 2O33 ستكون كالتالي:  من الاثنين إلى الجمعة: من 8:OO إلى 15:OO بدون انقطاع  "
              "السبت: من 8:OO إلى 12:OO  رمضان مبارك سعيد  AVIS  A l'occasion du mois de Ramadan, la Direction "
              "informe l'ensemble du personnel que l'horaire de travail à partir du jeudi 24 novembre 2O33 sera :  "
              "du lundi au vendredi de 8hOO à 15hOO sans interruption  le samedi de 8hOO à 12hOO  Ramadan Moubarak  "
              "LA DIRECTION"),
        c("hours", WA, WA, "",
          "Fatima-Zahra: Sbah lkhir Asanka, lkar dyal Gzenaya ma jach, 23 khddama mazal f l'arrêt. Siham 3ayyta l "
          "Boughaz, galo rah f triq. Ghadi nbdaw b ligne 4 w 7 na9sin, ma3lich. Ramadan mabrouk!",
          "day 1 and bus 2 is late. of course. L4 and L7 short till 8:40", "communication"),
        c("ftour", ZC, ZC, "",
          "Karim: Dar Zitoun is perfect, I know the owner. 7,310 is fine. Siham pays the deposit from petty cash "
          "today. Please add the two drivers who bring the night guards, they never get invited to anything. So 45.",
          "45 now with the drivers. deposit from petty cash. good man, Karim", "events, price"),
        c("ftour", OP, op("Horaires des prières - Tanger - Ministère des Habous"),
          "https://www.habous.gov.ma/prieres/horaire_hijri_2.php?ville=101", "",
          "maghrib 17:12 on the 29th. Dar Zitoun: tables ready 17:00 sharp", "events, planning",
          ocr="Horaires des prières  Ville : Tanger  Ramadan 1455  Jour  Date  Fajr  Chourouq  Dohr  Asr  Maghrib  "
              "lchaa  1  24/11  O5:33  O7:O7  12:14  14:52  17:13  18:33  2  25/11  O5:34  O7:O8  12:14  14:52  "
              "17:13  18:33  ...  6  29/11  O5:37  O7:12  12:15  14:51  17:12  18:33"),
        c("ftour", MS, MS, "",
          "To: supervisors and team leaders (Siham, please send your French and Arabic version to the WhatsApp "
          "groups). Dear all, Karim and the management invite you to a ftour on Tuesday 29 November at Dar Zitoun, "
          "Marchan, from 17:00 (ftour at the adhan, about 17:12). Transport: if you need a lift from the factory or "
          "from home, tell Hicham by Monday. Ramadan Mubarak to you and your families. Asanka",
          "invitation out. Hicham does the lifts. 45", "events, email"),
    ],
    "house": [
        c("slab", WA, WA, "",
          "Chaminda: Machan, steel for the slab all tied, baas says formwork finished by Thursday. Ready-mix booked "
          "for Saturday 26th, Grade 25, 14 cubes, pump also. Akka's astrologer gave the nakath, 7.10 am for "
          "starting the concrete. If rain we shift, the plant says they can come any day that week. Send the balance "
          "for the steel before Friday ok.",
          "slab Sat 26, nakath 7.10. steel balance by Friday. money money", "household, planning"),
        c("money", MS, MS, "",
          "Dear Mr. Bandara, Housing Loan No. HL/KUR/2031/0457. We refer to your request for the release of the "
          "third tranche of LKR 3,000,000. As per the loan agreement, the third tranche will be released on "
          "completion of the first-floor slab, subject to a site inspection by our valuation officer. Please inform "
          "us of the date of completion. Your instalment of LKR 118,450 for November will be debited from your PFCA "
          "on 30.11.2033. Yours faithfully, Manager, Kurunegala Branch, Wayamba Savings Bank",
          "3rd tranche only after the slab + valuer. instalment on the 30th from the PFCA, top it up",
          "finance, email"),
        c("money", OP, op("Daily indicative exchange rates - Central Bank of Sri Lanka"),
          "https://www.cbsl.gov.lk/en/exchange-rates/daily-indicative",
          "Indicative rates, 16 November 2033 (LKR per unit, buying / selling): US Dollar 318.42 / 327.10; Euro "
          "341.85 / 352.60; Pound Sterling 398.20 / 410.05; Moroccan Dirham (indicative) 31.12.",
          "1 MAD = 31.1 LKR. 50,000 dirhams = about 1.56 million. November + the dana advance", "finance, comparison"),
        c("slab", VB, VB, "",
          "Amma: පුතේ, සෙනසුරාදා ස්ලැබ් එක දානවා කියලා චමින්ද කිව්වා. වැඩ කරන අයට උදේට කිරිබත් හදලා දෙන්න ඕනේ. "
          "නැකත තියෙන්නේ උදේ 7.10ට. කට්ටියට දවල්ට බත් එකකුත් හදනවා. ඔයා වීඩියෝ කෝල් එකක් ගන්න.",
          "Amma: kiribath for the baas and the boys at 7.10, lunch too. video call, of course", "household, recipe"),
        c("money", MS, MS, "",
          "Bonjour Monsieur Bandara, pour un transfert supérieur à votre salaire mensuel, nous avons besoin des "
          "documents suivants : votre contrat de travail visé, vos trois derniers bulletins de paie, une attestation "
          "de salaire de votre employeur et votre carte de séjour en cours de validité. Le transfert sera exécuté "
          "sous 48 h après réception du dossier complet. Cordialement, Bouchra Alaoui, conseillère clientèle, Banque "
          "Tingis, agence Boulevard Pasteur",
          "bank wants contract, 3 payslips, attestation, carte. Siham for the attestation", "finance, email"),
        c("money", NO, "Kurunegala house", "",
          "Transfer 50,000 MAD -> PFCA (EUR): contract (visé, copy in the blue folder), payslips Aug/Sep/Oct (HR "
          "portal), attestation de salaire (Siham, Monday), carte de séjour (valid to 2035, ok). Then: steel balance "
          "380,000 to Chaminda's shop, ready-mix advance 243,000, Sunil baas 256,000 after the pour, instalment "
          "118,450 on the 30th.",
          "list for the bank. Siham's attestation is the slow one", "finance, planning"),
        c("slab", OP, op("When to remove slab formwork and props - BuildingGuide.lk"),
          "https://www.buildingguide.lk/articles/formwork-removal-curing",
          "For a suspended reinforced concrete slab with ordinary Portland cement, side forms can be removed after "
          "24-48 hours, but soffit formwork and props under slabs should stay at least 14 days for spans up to 4.5 "
          "m, and 21 days for longer spans. Keep the slab wet for at least 7 days (ponding or wet gunny bags), "
          "especially in hot weather. Cube tests at 7 and 28 days confirm the strength.",
          "props 14 days min, our spans are 4.8 m so 21. water 7 days. tell Chaminda", "household, specs"),
        c("slab", MS, MS, "",
          "Fwd from Chaminda: Quotation - Wayamba Ready Mix (Pvt) Ltd, Kurunegala. Customer: Mr. W.M. Asanka "
          "Bandara, Malkaduwawa. Grade 25 concrete, 14 m3 @ LKR 31,500 = LKR 441,000. Concrete pump (up to 6 hours) "
          "LKR 45,000. Total LKR 486,000. Delivery Saturday 26.11.2033 from 7.00 am. 50% advance to confirm. Cube "
          "samples taken at site free of charge.",
          "486,000 all in. 50% advance. cube samples free, good", "price, household"),
        c("money", XL, xl("House money 2033.xlsx"), "",
          "Item | LKR | Due | Paid from / Steel balance (Chaminda's shop) | 380,000 | Fri 25 | PFCA / Ready-mix "
          "advance 50% | 243,000 | Wed 23 | PFCA / Ready-mix balance | 243,000 | Sat 26 | PFCA / Sunil baas "
          "balance | 256,000 | after the pour | PFCA / Loan instalment Nov | 118,450 | 30 Nov | PFCA / Total Nov | "
          "1,240,450 | / PFCA balance now | 412,300 | / Transfer: ~830,000 + dana advance + buffer = 50,000 MAD",
          "November is 1.24 million. PFCA has 412k. 50k dirhams it is", "finance, spending"),
        c("slab", NO, "Kurunegala house", "",
          "Before the pour (ask Chaminda on video): conduits for all ceiling lights and fans in the slab? Fan hooks "
          "in the living room and 2 bedrooms? Water tank on the column over the kitchen? Sunken slab for the "
          "upstairs bathroom (50 mm)? Cover blocks under the steel, 25 mm? Does the engineer, Mr. Ratnayake, check "
          "the steel before Friday?",
          "conduits, fan hooks, sunken bathroom. once it's poured it's poured", "household, planning"),
        c("money", NP, np("Banque_Tingis_demande_transfert_economies.pdf"), "", "",
          "form filled, Siham's attestation came at 4. bank tomorrow 8:00 before work", "finance",
          ocr="BANQUE TlNGIS  DEMANDE DE TRANSFERT A L'ETRANGER  ECONOMIES SUR REVENUS (PERSONNEL ETRANGER)  Nom et "
              "prénom : BANDARA Asanka  Nationalité : sri-lankaise  N° carte de séjour : TA-2O31-88417  Employeur : "
              "Kelani Apparel Maroc SARL  Compte n° : ...4471  Montant en dirhams : 5O OOO,OO  Devise : EUR  "
              "Bénéficiaire : W.M.A. Bandara, PFCA, Wayamba Savings Bank, Kurunegala, Sri Lanka  Je certifie que le "
              "montant ci-dessus provient de mes économies sur salaire et que je suis de nationalité étrangère.  "
              "Signature"),
        c("slab", WA, WA, "",
          "Chaminda: Morning machan. Heavy rain here since Sunday night, the site is mud. Baas says the steel is "
          "fine, conduits done, fan hooks 3. Engineer Ratnayake comes Thursday to check the steel. Saturday still ok "
          "if the rain stops by Friday. Forecast says monsoon showers in the afternoons only.",
          "rain in Kurunegala. engineer Thursday. Saturday if it stops", "household, planning"),
        c("money", OP, op("Personal Foreign Currency Account (PFCA) - Central Bank of Sri Lanka"),
          "https://www.cbsl.gov.lk/en/foreign-exchange/pfca",
          "A Personal Foreign Currency Account (PFCA) may be opened by Sri Lankans employed abroad. Inward "
          "remittances may be credited to the account in foreign currency. Funds may be used for payments in Sri "
          "Lanka after conversion to rupees, including the repayment of housing loans, and may be transferred "
          "abroad freely.",
          "the PFCA can pay the loan directly. so don't convert everything, keep euros", "finance, investing"),
        c("slab", WA, WA, "", "",
          "Sunil baas charges per square, 14.5 squares. 256k left. steel passed today, Ratnayake ok",
          "price, household",
          ocr="සුනිල් බාස් - ස්ලැබ් වැඩ  වර්ග අඩි 145O = වර්ග 14.5  වර්ගයකට රු. 28,OOO x 14.5 = රු. 4O6,OOO  යකඩ "
              "බැඳීම සහ ලෑලි ගැසීම ඇතුළුව  කොන්ක්රීට් දමන දින කම්කරුවන් 12 ක්  අත්තිකාරම රු. 15O,OOO ලැබුණා  ඉතිරි "
              "රු. 256,OOO"),
        c("money", NP, np("Avis_transfert_SWIFT_2033112301.pdf"), "", "",
          "value date the 23rd. 4,582 euros. in Kurunegala by Friday", "finance, invoice",
          ocr="BANQUE TlNGlS  AVlS D'EXECUTlON  SWlFT MT1O3  Date valeur : 23/11/2O33  Ordonnateur : BANDARA ASANKA  "
              "Montant : EUR 4.582,11  (MAD 5O.OOO,OO, cours 1O,912)  Bénéficiaire : W M A BANDARA  Compte : PFCA "
              "....22O9 EUR  Banque : WAYAMBA SAVINGS BANK, KURUNEGALA  Frais : OUR  MAD 35O,OO  Référence : HOUSE "
              "SLAB NOV"),
        c("slab", WA, WA, "",
          "Chaminda: Started 7.10 sharp, Amma broke the coconut and gave the kiribath. Pump working well, half done "
          "now. Rain holding. Ratnayake here watching the vibrator. Video later, signal bad at the back.",
          "5:20 here, 10:50 there. half done. Amma broke the coconut, of course", "household, events"),
        c("slab", WA, WA, "",
          "Chaminda: Slab finished 12.25! 13.5 cubes only, the rest goes back. 6 cube samples taken for 7 and 28 "
          "days. Baas is ponding the edges with cement bags. Everyone ate. Amma crying a bit, saying Thaththa should "
          "have seen this.",
          "done. 13.5. Amma crying, Thaththa. me too a bit, before the shift", "household, events"),
        c("money", WA, WA, "",
          "Chaminda: Bank SMS came to Amma's phone, your euros are in the PFCA. I paid the ready-mix balance 243,000 "
          "and Sunil baas 256,000 after the pour, from the branch with your letter. Bank's valuation officer comes "
          "Wednesday 30th for the third tranche, they want a copy of the approved plan also.",
          "money landed, baas paid. valuer Wed 30th, needs the plan copy", "finance, household"),
        c("slab", WA, WA, "",
          "Chaminda: Watering the slab twice a day, morning and evening, the neighbour's boy does it for 1,000 a day. "
          "Props stay till 17 Dec, the engineer said 21 days. Then brickwork upstairs in January after you go back. "
          "Cube results for 7 days on the 3rd.",
          "props off 17 Dec, the day I fly back. cubes on the 3rd", "household, planning"),
    ],
    "cricket": [
        c("final", MS, MS, "",
          "Dear captains, the North Morocco T20 League final will be played on Sunday 27 November at the old "
          "cricket stadium in Tangier: Tangier Strait CC v Casablanca Anfa Gymkhana, 13:00 start, 20 overs a side, "
          "white ball. Umpires: two from the federation's panel, travelling from Rabat. Please send your squad of "
          "14 by Friday 25 November. Good luck to both teams! Khalid Bennani, League Secretary",
          "final Sun 27, 13:00. squad of 14 by Friday. and we're at home!", "events, email"),
        c("juniors", WA, WA, "",
          "TSCC Juniors parents - me: Hello all, Saturday 19 Nov session is ON, 15:00-16:30 on the school field, "
          "soft ball only. 14 names so far (ages 7-12): Kavindu, Rayan, Adam, Lina, Noah, Yasmine, Ilyas, Maya, "
          "Aarav, Sara, Omar jr, Leo, Ziad, Hana. Bring water, a cap, trainers. No kit needed, we have bats.",
          "14 kids. Kavindu recruited half his class apparently", "fitness, events"),
        c("final", WA, WA, "",
          "TSCC group - Imran: in ✅ / Vikram: in, but I fly to Pune on the 28th so no partying / Sam: in / "
          "Youssef: in inchallah / Mehdi: work till 12, can come at 1 / Dinuka: in / Arjun: knee still bad, 12th "
          "man / Hicham: can I play?? first final! / Ravi, Omar, Aziz: in / Nick: away in the UK",
          "13 in. Hicham wants to play, God help us. Arjun 12th", "events, communication"),
        c("juniors", NO, "Juniors - Sat 19 Nov", "",
          "15:00 warm-up: bean-bag tag (10 min). 15:10 catching: pair throws, 2-hand cup, step back every 3 catches. "
          "15:30 batting off the tee: front foot drive, 4 stations (Sam, Youssef, me, one parent). 15:55 bowling: "
          "straight arm, at the stumps from 10 m. 16:10 kwik match, 2 teams, everyone bats 6 balls. 16:30 done. "
          "Kids who fast from next week (Ilyas? Ziad?): no running drills for them.",
          "plan for Saturday. 4 stations means one parent. ask Rayan's mum", "fitness, planning, exercise"),
        c("final", OP, op("North Morocco T20 2033 - Points table | CricHeroes"),
          "https://cricheroes.com/tournament/48213/north-morocco-t20-2033/points-table", "",
          "Anfa lost only once, to us. their opener is the problem", "events, statistics",
          ocr="NORTH MOROCCO T2O 2O33  POINTS TABLE  #  Team  M  W  L  NR  Pts  NRR  1  Casablanca Anfa Gymkhana  8  "
              "7  1  O  14  +1.482  2  Tangier Strait CC  8  6  2  O  12  +O.917  3  Rabat Royals  8  4  4  O  8  "
              "-O.104  4  Kenitra Strikers  8  2  6  O  4  -O.755  5  Tetouan Tigers  8  1  7  O  2  -1.433  FINAL  "
              "Sun 27 Nov  Tangier"),
        c("juniors", WA, WA, "",
          "Maman de Rayan: Bonjour Asanka, merci pour cet après-midi ! Rayan n'arrête pas de parler du cricket. "
          "Est-ce qu'il peut venir avec son cousin le 26 ? Il a 9 ans. Et pour le Ramadan, les horaires restent les "
          "mêmes ? Je peux aider sur un atelier si vous voulez.",
          "Rayan's mum will take a station! cousin yes. same times in Ramadan? ask the school",
          "fitness, communication"),
        c("final", NO, "TSCC - final XI", "",
          "1 Imran (wk), 2 Sam, 3 Vikram, 4 me, 5 Dinuka, 6 Ravi, 7 Youssef, 8 Omar, 9 Aziz, 10 Mehdi (if he makes "
          "it), 11 Hicham (bowls a bit, fields at third man, keep him away from the ball ha). 12th Arjun. Bowling: "
          "Youssef, Aziz, Omar, Dinuka, me. Youssef fasting from Thursday - will he bowl 4 overs at 3 in the "
          "afternoon?",
          "the XI. Youssef and Aziz fasting in the afternoon, a problem at 13:00", "events, planning"),
        c("juniors", OP, op("Dynamos Cricket - Activity cards - ECB"), "https://www.ecb.co.uk/dynamos/activity-cards",
          "Activity card 6: Fielding relay. Set up two cones 15 m apart. Players line up behind cone A; the first "
          "throws underarm to a partner at cone B, who returns it. Progression: add a third player and a stump to "
          "hit. Keep it moving: every child should touch the ball 20 times in 5 minutes. Safety: use soft balls for "
          "under-9s.",
          "relay for next week, 20 touches in 5 min. the little ones get bored fast", "fitness, exercise"),
        c("final", MS, MS, "",
          "Dear captains, following requests from several players, and since Ramadan is expected to begin on "
          "Thursday, the final on Sunday 27 November will now start at 09:30, 18 overs a side, so that the match "
          "finishes by 13:30. Drinks breaks as normal for non-fasting players; fasting players may leave the field "
          "briefly without penalty. Casablanca Anfa will travel on the 06:00 Al Boraq. Khalid",
          "09:30 now, 18 overs. Anfa on the 6:00 Boraq. good for Youssef", "events, email, planning"),
        c("juniors", MS, MS, "",
          "Hi Asanka, the field is yours again this Saturday 15:00-16:30, and for the rest of the term. During "
          "Ramadan the school day ends at 14:30 for everyone, but weekend bookings don't change. Please make sure "
          "parents sign the consent form (attached, French and English) if their child is new. Also the PE store "
          "has 6 junior bats we don't use, take them. Tom Gallagher, Head of PE",
          "field all term. 6 free bats! consent forms for the new ones", "fitness, email"),
        c("final", WA, WA, "",
          "Youssef: Asanka, ana ghadi nsoum men ghda walakin ghadi nl3ab l final, matkhafch. Ghir 3afak khallini "
          "nbowli f lwl, f sbah ana mzyan. Safi? W wach kayn chi ftour dyal l club mn b3d?",
          "Youssef: bowl him early. and he wants a club ftour after. yes, at Sam's", "events, communication"),
        c("final", MS, MS, "",
          "Monsieur, nous avons l'honneur de vous informer que l'utilisation du terrain du stade de cricket est "
          "autorisée le dimanche 27 novembre de 8h00 à 14h00 pour la finale du championnat. Les frais s'élèvent à "
          "1 500 DH, à régler à la caisse de l'arrondissement avant la rencontre. Le gardien vous ouvrira le portail "
          "nord à 8h00. Veuillez agréer, Monsieur, nos salutations distinguées. Service des Sports, Arrondissement "
          "de Tanger-Médina",
          "ground ok 8 to 2. 1,500 DH at the caisse before, gate at 8. who has cash on Sunday", "reservation, price"),
        c("final", NP, np("NMT20_2033_final_playing_conditions.pdf"), "",
          "7. Duration: 18 overs per side; maximum 4 overs per bowler. 8. Powerplay: overs 1-5. 9. If the match is "
          "reduced by weather, DLS will not apply; a minimum of 5 overs per side constitutes a match. 10. Tied "
          "final: one Super Over; if still tied, the team higher on the points table wins. 11. Fasting players: a "
          "substitute fielder may be used for up to 2 overs per innings without penalty.",
          "a tie = Anfa wins on points. so no ties. max 4 overs, 18 a side", "events"),
        c("juniors", NP, np("Consent_form_extracurricular_2033.pdf"), "", "",
          "printed 6 for the new kids. Rayan's cousin, two from Year 5", "fitness",
          ocr="EXTRA-CURRlCULAR ACTlVlTY CONSENT / AUTORlSATlON PARENTALE  Activity / Activité : Junior cricket "
              "(TSCC) - Saturdays 15:OO-16:3O  Child's name / Nom de l'enfant : ____  Year group / Classe : ____  "
              "Medical conditions / Problèmes de santé : ____  l agree to my child taking part in the activity and to "
              "photos being taken for the school newsletter.  J'autorise mon enfant à participer à l'activité.  "
              "Signature ____  Date ____"),
        c("juniors", NO, "Juniors - Sat 26 Nov", "",
          "19 kids today (5 new, forms signed). Rayan's mum ran the catching station, brilliant. The relay worked. "
          "Ilyas and Ziad fasting, they did the scoring instead. Kavindu bowled straight for once. Next Saturday 3 "
          "Dec, then I'm away on the 10th and 17th: Sam and Youssef run it. Need: 2 more soft balls, tees.",
          "19! Sam and Youssef run it while I'm home. buy balls in Colombo", "fitness, planning"),
        c("final", WA, WA, "",
          "TSCC group - me: Morning all. Ground at 8:00, warm-up 8:45, toss 9:15. The kit bag is with Sam. "
          "Non-fasting guys: keep your water in the dressing room, not on the boundary. Youssef opens the bowling. "
          "Club ftour tonight at Sam's, 17:12, everyone welcome. Let's go 🏏",
          "sent the plan. water in the room, respect. Sam's for ftour", "events, communication"),
        c("final", NO, "TSCC - final XI", "",
          "Result: Anfa 131/8 (18 ov), Youssef 4-0-19-3 all before 11:00, Aziz 2 wickets. TSCC 134/6 (17.2 ov), "
          "Vikram 48, me 22, Dinuka 19*. Won by 4 wickets. Hicham took a catch at third man!! Umpires paid 400 "
          "each, ground fee 1,500 paid at the caisse.",
          "WON. Hicham's catch. Youssef 3 for 19, fasting. champions", "events, statistics"),
    ],
    "dana": [
        c("almsgiving", VB, VB, "",
          "Nirosha: අයියේ, පන්සලේ ලොකු හාමුදුරුවෝ එක්ක කතා කළා. දෙසැම්බර් 10 සෙනසුරාදා දානෙට හාමුදුරුවරු දහ නමක් "
          "වඩිනවා. 9 වෙනිදා රෑ බණ. දානෙ කෑම සමන්ත අක්කාගේ කේටරින් එකෙන් හදන්න පුළුවන්, ගාණ පස්සේ කියනවා. ඔයාලා 8 "
          "වෙනිදා එනවා නේද?",
          "10 monks on the 10th, bana on the 9th night. Samantha akka's catering. we land on the 7th",
          "events, planning"),
        c("trip", OP, op("Select your flights - Qatar Airways"),
          "https://www.qatarairways.com/en-ma/book/select-flight", "",
          "50,550 for four. the 21:35 means the Boraq at 15:00 from Tangier, leave the plant at lunch",
          "flight, price, travel",
          ocr="Casablanca (CMN) to Colombo (CMB)  Tue 6 Dec 2O33  4 passengers (3 adults, 1 child)  QR 1398  21:35 "
              "CMN - O7:15+1 DOH  QR 662  O8:45 DOH - 16:2O CMB  Total duration 13h 15m  Economy Classic  MAD 13.48O "
              "per adult  MAD 1O.11O per child  Return Sat 17 Dec  QR 663  CMB O3:2O - DOH O6:O5  QR 1397  DOH O8:O5 "
              "- CMN 12:35  Total for all passengers MAD 5O.55O"),
        c("trip", WA, WA, "",
          "Dilani: My head says I can take 6-16 Dec but it's unpaid after the 9th because of the mocks. Fine. Kids: "
          "Sanduni has her IGCSE mocks 1-5 Dec so we must fly after that, the 6th is perfect. Kavindu's teacher "
          "needs a form. Did you ask Karim yet?",
          "Dilani sorted, unpaid after the 9th. Sanduni's mocks end the 5th. Karim tomorrow", "travel, planning"),
        c("almsgiving", MS, MS, "",
          "Dear Mr. Asanka, thank you for choosing Samantha's Catering. Quotation for the first-year almsgiving on "
          "10.12.2033: Bana night (9.12): tea, kavum and kokis for 80 persons, LKR 36,000. Dana for 10 monks (rice, "
          "9 curries, curd and treacle, fruits), LKR 45,000. Lunch for relatives and villagers, 120 persons @ LKR "
          "1,250 = LKR 150,000. Total LKR 231,000. Advance 30% to confirm. Regards, Samantha Herath, Kurunegala",
          "231,000. 30% advance = 69,300. 9 curries for the monks, Amma will say 11", "price, events, email"),
        c("trip", MS, MS, "",
          "Hi Karim, as I mentioned in September, my father's first death anniversary almsgiving is on 10 December "
          "in Kurunegala. I would like to request annual leave from Tuesday 6 December to Friday 16 December (9 "
          "working days) and be back on Monday 19. Hicham will cover the shipments with a written handover, and I "
          "will be reachable on WhatsApp for emergencies. Thank you, Asanka",
          "leave asked, 6 to 16 Dec. Hicham covers. I told him about the dana in September already",
          "email, travel"),
        c("almsgiving", NO, "Thaththa - one year dana", "",
          "Bana Fri 9 Dec 7 pm at home: chairs + tent from the funeral society (maranadhara samithiya), pirith nool, "
          "oil lamps, sound system (Chaminda's friend). Dana Sat 10 Dec 11 am: 10 monks, 2 atapirikara (the chief "
          "monk, the bana monk), 10 towels, soap, umbrellas? Relatives' lunch for 120 after. Cards: 150, Nirosha "
          "prints. Thaththa's photo: reframe. Pay: caterer advance, funeral society donation 10,000, temple 25,000.",
          "the list. atapirikara x2, towels x10. reframe Thaththa's photo, Amma asked twice", "events, planning"),
        c("almsgiving", OP, op("Atapirikara set (8 requisites) - Pirikara.lk"),
          "https://www.pirikara.lk/products/atapirikara-set",
          "Atapirikara - the eight requisites of a Buddhist monk: robes (set of three), alms bowl, razor, needle and "
          "thread, belt, water strainer. Premium set with saffron robes in cotton, stainless steel alms bowl and gift "
          "box: LKR 18,500. Standard set: LKR 12,900. Islandwide delivery in 3-5 days; orders for almsgivings can be "
          "delivered to the temple.",
          "premium 18,500 x2 = 37,000. delivered to the temple. ask Nirosha", "shopping, price, comparison"),
        c("trip", MS, MS, "",
          "Booking confirmation - Booking reference KX7QPL. Passengers: Mr Asanka Bandara, Mrs Dilani Bandara, Miss "
          "Sanduni Bandara, Master Kavindu Bandara (child). Outbound Tue 6 Dec 2033: QR 1398 Casablanca 21:35 - Doha "
          "07:15 (+1); QR 662 Doha 08:45 - Colombo 16:20. Return Sat 17 Dec 2033: QR 663 Colombo 03:20 - Doha "
          "06:05; QR 1397 Doha 08:05 - Casablanca 12:35. Baggage: 2 x 23 kg per passenger. Total paid: MAD 50,550.",
          "booked on the holiday. 50,550, ouch. 2 x 23 kg each = room for the dates and the bats",
          "flight, reservation, email"),
        c("trip", WA, WA, "",
          "Dilani: Amma asked for Moroccan things for the relatives. I'm thinking: argan oil x10 small bottles, the "
          "leather pouffe for Nirosha, babouches for the kids, 3 kg Mejhoul dates for the dana house. Can you get "
          "the dates from the same place as the factory baskets? And your mother wants a lamp, the brass one, for "
          "the shrine room.",
          "gifts list grows. Mejhoul from Casabarata, 3 kg. brass lamp for Amma's shrine room", "shopping, travel"),
        c("almsgiving", VB, VB, "",
          "Amma: පුතේ, දානෙට අටපිරිකර දෙකක් ගන්න ඕනේ. තාත්තා කැමති වුණේ ලොකු හාමුදුරුවන්ට. ඔයා එන්න කලින් සල්ලි "
          "එවන්න එපා, ඇවිල්ලා ගමු. මෙහෙ වැස්ස වැඩියි, එනකොට කුඩ ගේන්න.",
          "Amma wants to buy the atapirikara herself when we're there. fine. umbrellas", "events, communication"),
        c("trip", MS, MS, "",
          "Asanka, of course, leave approved from 6 to 16 December. My condolences again for your father. Please send "
          "me Hicham's handover by Friday 2 December and copy me on the trailer 1 documents. Have a safe trip and "
          "give my regards to your mother. Karim",
          "Karim approved. handover by 2 Dec. decent man", "email, travel"),
        c("almsgiving", XL, xl("Dana 10 Dec.xlsx"), "",
          "Item | LKR | Who pays | Status / Samantha's Catering | 231,000 | me | advance 69,300 due 1 Dec / "
          "Atapirikara x2 (premium) | 37,000 | me | Amma buys / Towels, soap, umbrellas x10 | 18,000 | Nirosha | / "
          "Funeral society donation | 10,000 | me | / Temple donation | 25,000 | me | / Cards 150 @ 45 | 6,750 | "
          "Nirosha | / Photo frame | 4,500 | me | / Tent + sound | 22,000 | Chaminda | / Total | 354,250 |",
          "354k. Nirosha pays the cards and towels, she insisted. Chaminda the tent", "price, spending, events"),
        c("almsgiving", MS, MS, "",
          "Ayya, the card text is final, Amma and Podi Nanda checked it. The printer in town prints 150 on cream "
          "card with Thaththa's photo, LKR 45 each, ready on the 2nd. I'll send a photo of the proof tomorrow. The "
          "chief monk says the bana will be by Ven. Dhammaloka from Wariyapola. Also Ruwan aiya in Melbourne asked "
          "if he can transfer something for the dana. Nirosha",
          "card final, 150, proof tomorrow. Ven. Dhammaloka for the bana. Ruwan wants to help", "events, email"),
        c("almsgiving", VB, VB, "", "",
          "the proof. Thaththa's name, both dates. Amma approved. printing", "events",
          ocr="ආරාධනයයි  අපගේ ආදරණීය පියාණන් වූ  ඩබ්ලිව්. එම්. ගුණපාල බණ්ඩාර මහතා  අපෙන් වෙන්ව ගොස් වසරක් පිරීම "
              "නිමිත්තෙන්  2O33 දෙසැම්බර් 9 වන සිකුරාදා සවස 7.OOට බණ දේශනාවක් ද  දෙසැම්බර් 1O වන සෙනසුරාදා දහවල් "
              "සංඝයා වහන්සේලාට දානයක් ද  පූජා කිරීමට කටයුතු සලසා ඇති බැවින්  ඔබ සැමට සහභාගී වන මෙන් ගෞරවයෙන් ආරාධනා "
              "කරමු.  බිරිඳ සහ දරුවන්  අංක 42, මල්කඩුවාව පාර, කුරුණෑගල"),
        c("trip", NP, np("Leave_of_absence_request_Kavindu_Y6.pdf"), "", "",
          "Kavindu's form. exceptional circumstances, yes. Sanduni's tomorrow", "travel",
          ocr="LEAVE OF ABSENCE REQUEST  Student: Kavindu Bandara  Year: 6  Form tutor: Ms O'Neill  Dates of absence: "
              "7/12/2O33 to 16/12/2O33 (8 school days)  Reason: family religious ceremony (first anniversary of "
              "grandfather's death), Sri Lanka  The school does not normally authorise leave during term time. "
              "Requests are considered by the Head of Primary/Secondary in exceptional circumstances.  Parent "
              "signature ____  Approved: Y / N"),
        c("almsgiving", VB, VB, "",
          "Nirosha: Ayya, Samantha akka confirmed, I gave the advance from my side, you pay me when you come, no "
          "problem. The funeral society says tent and 100 chairs free for members, Thaththa was a member for 30 "
          "years. Amma wants you to tie the pirith nool for the family after the bana.",
          "Nirosha paid the advance. tent free, Thaththa's 30 years. the pirith nool is mine to do",
          "events, communication"),
        c("trip", OP, op("Your booking - ONCF Voyages"), "https://www.oncf-voyages.ma/en/booking/summary",
          "Al Boraq - Tue 6 Dec 2033. Tanger Ville 15:00 → Casa Voyageurs 17:10, 1st class, 4 passengers, coach 4, "
          "seats 41-44. Connection: Casa Voyageurs 17:45 → Aéroport Mohammed V 18:20 (Al Bidaoui). Total 2,240.00 "
          "MAD. Ticket code EB44-Q8PR.",
          "Boraq 15:00, airport 18:20, flight 21:35. leave the plant at 13:00 that day",
          "travel, reservation, itinerary"),
        c("trip", NO, "Sri Lanka trip - 6 Dec", "",
          "Bags: 4 x 23 kg out. Gifts: argan oil x10, pouffe (Nirosha), babouches x6, Mejhoul 3 kg, brass lamp "
          "(Amma). For the dana: Thaththa's photo (reframed there). Bring back: 2 soft cricket balls + 2 tees for the "
          "juniors (Colombo), Amma's lime pickle, Dilani's saree blouse. Docs: passports, cartes de séjour (Dilani's "
          "valid till Mar 2034, ok), Kavindu's form, Hicham's handover printed.",
          "the list. cricket balls on the way back. cartes de séjour checked", "travel, planning"),
        c("almsgiving", MS, MS, "",
          "Hi Asanka malli, Ruwan here from Melbourne. So sorry I can't come for Loku Thaththa's dana, the kids have "
          "exams till the 15th. I transferred AUD 300 to Nirosha's account for the dana, please use it for the "
          "monks' requisites or whatever Loku Amma wants. Light a lamp for me. Ruwan aiya",
          "Ruwan sent 300 AUD to Nirosha. a lamp for him", "events, email, finance"),
    ],
}

# When each capture was taken, written by hand as his fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Tangier, +01:00 until 03:00 on Sunday 20 November, +00:00 after (nothing in
# the hour from 02:00 that comes twice). Independence Day (Friday 18) without the plant; the plant's Ramadan hours
# (08:00-15:00, Saturday 08:00-12:00) from Thursday 24; Kurunegala is 4 h 30 ahead, then 5 h 30.
DAYS = {
    # Mon 14: Nirosha on the temple, the lab report, Latifa, Becky's PP comments, Siham's timetable, Chaminda on the
    # slab, Emre, Priya, the league's final
    "2033-11-14": "05:40 dana, 07:50 order, 08:05 order, 09:30 order, 11:00 ramadan, 12:50 house, 14:20 order, "
                  "16:45 order, 20:30 cricket",
    # Tue 15: the comments table, the baskets, the compensation, the fit call, the loan's tranche, FastReact, the
    # basket quote, the fares, Dilani's leave, the juniors' parents
    "2033-11-15": "07:40 order, 08:30 ramadan, 10:15 order, 10:25 order, 13:30 house, 13:42 order, 17:20 ramadan, "
                  "19:45 dana, 20:05 dana, 20:15 cricket",
    # Wed 16: the proposal to Becky, the line targets, the two quotes, the capacity, Nadia, the caterer, the rates
    "2033-11-16": "09:10 order, 11:30 ramadan, 12:45 ramadan, 13:00 order, 16:50 order, 19:30 dana, 19:42 house",
    # Thu 17: Amma's kiribath, Becky's yes, the marker, Karim's ftour, Hicham, the leave, the buses, Priya, the squad,
    # the bank's list, the dana's list
    "2033-11-17": "06:10 house, 08:20 order, 08:31 order, 10:40 ramadan, 12:15 order, 14:30 dana, 16:00 ramadan, "
                  "17:40 order, 19:20 cricket, 19:32 house, 21:20 dana",
    # Fri 18 (Independence Day, a public holiday: the plant is shut): the bank's papers, the juniors' plan, the
    # formwork, the requisites, the table, the flights booked, the ready-mix
    "2033-11-18": "09:30 house, 10:15 cricket, 11:40 house, 11:52 dana, 16:00 cricket, 19:40 dana, 20:30 house",
    # Sat 19 (the plant's Saturday morning): the forwarder, the blouse PP, the restaurant, Rayan's mum, the gifts,
    # the money plan
    "2033-11-19": "08:40 order, 10:05 order, 11:20 ramadan, 16:45 cricket, 19:30 dana, 21:00 house",
    # Sun 20 (the clocks went back at 03:00, +00:00 from now): Amma on the requisites, the XI, the questions for
    # Chaminda, the ftour's list, the relay
    "2033-11-20": "10:30 dana, 11:15 cricket, 12:00 house, 16:30 ramadan, 21:40 cricket",
    # Mon 21 (normal hours at the new time): the memo on the month, DHL, the wash test plan, Priya's yes, Karim on the
    # baskets, Karim on the leave, the bank's form, the final at 09:30, the dana's budget
    "2033-11-21": "06:50 ramadan, 09:35 order, 09:45 order, 11:00 order, 13:20 ramadan, 15:40 dana, 17:45 house, "
                  "19:10 cricket, 20:30 dana",
    # Tue 22: rain in Kurunegala, the baskets' delivery, the credit note, the restaurant, the ferries, the hand-out,
    # the school's field, the card's text
    "2033-11-22": "05:30 house, 08:45 ramadan, 10:20 order, 12:10 ramadan, 14:50 order, 17:30 ramadan, "
                  "19:40 cricket, 19:52 dana",
    # Wed 23 (the last normal day; the crescent announced in the evening): Karim on the moon, the trailers, the
    # Marnie approval, the baskets in, the PFCA, the news, the card's proof, the notice, Youssef
    "2033-11-23": "07:40 ramadan, 09:00 order, 10:30 order, 15:30 ramadan, 18:40 house, 19:55 ramadan, 20:05 dana, "
                  "21:00 ramadan, 21:15 cricket",
    # Thu 24 (1 Ramadan, the plant 08:00-15:00): the late bus, FastReact, the wash test, the ftour's 45, the mason's
    # quote, the ground, Kavindu's form
    "2033-11-24": "07:55 ramadan, 09:30 order, 11:45 order, 13:40 ramadan, 15:50 house, 16:02 cricket, 19:00 dana",
    # Fri 25: Nirosha's advance, the transfer's advice, the Tess approval, the prayer times, the handover, the
    # playing conditions, the Boraq
    "2033-11-25": "06:10 dana, 06:30 house, 08:20 order, 10:40 ramadan, 14:10 order, 18:30 cricket, 20:00 dana",
    # Sat 26 (the slab poured in Kurunegala from 07:10 there, 01:40 here; the plant 08:00-12:00): the pour, the
    # invitation, the sealed sample, the money, the consent forms, the juniors, the luggage
    "2033-11-26": "05:20 house, 07:10 house, 09:00 ramadan, 10:30 order, 13:30 house, 13:42 cricket, 16:50 cricket, "
                  "21:00 dana",
    # Sun 27 (the final at 09:30): the plan, the result, the curing, Ruwan
    "2033-11-27": "07:40 cricket, 14:20 cricket, 14:32 house, 19:30 dana",
}
TIMELINE = day_timeline(DAYS, TZ)
