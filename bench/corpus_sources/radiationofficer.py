"""Ndapewa Shikongo, the radiation safety officer of a uranium mine near Arandis, Namibia, who lives in Swakopmund: a
contractor's boilermakers breathing uranium dust in a calciner shutdown (their doses, the respirators, the works and
the restart), the radiation regulator's two-day inspection and the mine's annual radiation report, her mother's solar
borehole pump in the north and the cattle without water, her family at the coast for Easter (beds, food, outings) and
her daughter's school exchange to Germany (a misspelt passport, the visa, the host family).

Written by hand in session 28 of issue 12 as the TEST corpus for session 29, before anybody tuned on it, by an engineer
who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end of
session 29, and it is a development corpus since session 30.

Ndapewa "Nda" Shikongo (41), née Amupolo, grew up on her parents' homestead near Omuthiya in the Oshikoto region,
studied physics at the University of Namibia in Windhoek and radiation protection at North-West University in South
Africa, and has worked fourteen years at the uranium mines of the Erongo region; since 2030 she is superintendent of
radiation safety, the radiation safety officer named in the licence, at the (fictional) Namib Ridge Uranium mine near
Arandis, an open pit with a plant that calcines uranium oxide concentrate (U3O8) into 210-litre drums, about 18 a day,
trucked in containers to Walvis Bay. Her husband Tomas (44) is a fisheries inspector at the port of Walvis Bay; their
daughter Ndeshipanda ("Ndeshi", 16) is in Grade 11 and learns German at school, their son Tuli is 9. Her mother, Meme
Loide Amupolo (68), lives on the homestead with 31 cattle, 17 goats and three donkeys, watered from a 54-metre borehole
with a solar pump that Nda and her brother paid for in 2028 (her father died in 2027); Tuyeni herds for her. Her
brother Petrus (38) is a traffic officer in Windhoek (his wife Hilma; Ndinelago, 12, and the twins Pena and Panduleni,
7); Meekulu Ndahafa (74) is Meme's older sister. At the mine: Johannes "Hannes" Visagie, her radiation technician;
Charmaine van Wyk, the HSE manager, her boss; Rolf Eiseb, the plant manager of the final product recovery; Gerrit
Mouton, site supervisor of Kuiseb Mechanical (fictional), the contractor, with its boilermakers Frans Goagoseb, Willem
Engelbrecht, Simon Nghifikwa and Jacob Haimbodi, and Mercy Kandjii, its SHE officer; Lizette Swart of Erongo Safety
Supplies (fictional), Walvis Bay; RDS Dosimetry (fictional), Pretoria, which reads the mine's dosimeters. The National
Radiation Protection Authority sends Mr Elago Nakale and Ms Anna Gaeses. The borehole: Kristof Nghipunya, a pump
technician; Oshakati Pump & Solar (fictional, Kobus); Tate Shoopala, a neighbour with a borehole. Easter: Renate
Hoffmann, who lets a flat near the Mole; Pelican Point Tours (fictional, Eben, a guide); Desert Quads (fictional).
The exchange: the Ministry of Home Affairs' office in Swakopmund, the German Embassy in Windhoek, the (fictional)
Gymnasium am Ilmenaupark in Lüneburg (Dr Kerstin Albers) and its host family, Katrin and Jens Brandt and Marlene (16).
In the fortnight from Monday 15 to Sunday 28 March 2032, in Namibia's time (Africa/Windhoek, +02:00 throughout:
Namibia keeps no daylight saving time now): Independence Day, 21 March, falls on a Sunday, so Monday 22 is the public
holiday; Good Friday is 26 March and Easter Sunday 28 March, so the second week has three working days; the mine runs
through every holiday; Europe's clocks go forward on Easter Sunday, so Lüneburg, an hour behind her, is on her time
from then on:
- the calciner: a shutdown from Saturday 13 March to reline the calciner and renew the scrubber, a contractor's
  boilermakers on paper P2 masks, the extraction fan tripping for four and a half hours on the Sunday, long-lived alpha
  dust of 3 to 5 Bq/m3 in the hood, a stop to the work on Monday, fit tests (two bearded welders fail), four powered
  respirators bought from Walvis Bay and recharged to the contractor, a clearance survey that keeps two grinders and a
  core drill, the restart on Friday 19 and the first drum at 14:52, an investigation report with committed doses of
  0.62, 0.52 and 0.40 mSv (the job's investigation level is 0.5);
- the inspection: the Authority's letter, the late December dosimetry, two survey meters still at the calibration lab,
  a density gauge's leak test two months overdue, the readiness list written on the holiday, the two days (23 and 24
  March), four findings, one of them a repeat; the annual radiation report for 2031 (due 31 March) written over the
  fortnight's evenings and submitted on Thursday 25;
- the borehole: the pump stops on Monday 15, a burnt motor and a worn pump end full of sand (the drought has lowered
  the water), a new motor and pump end paid from Swakopmund, Petrus driving north overnight to fetch them with Kristof,
  water again at 16:40 on Saturday 20; the cattle at Tate Shoopala's borehole for N$ 300, a red heifer stuck in the mud
  of an oshana, the calves dosed, the veterinary services' vaccination day;
- Easter: seven visitors (Petrus's family, Meme and Meekulu) from Thursday 25: a flat for five near the Mole, mattresses
  from Hannes, an airbed; cob from the port for Good Friday, Meme's omajova and mopane worms, a braai, a trifle; quads
  on Good Friday, Sandwich Harbour on Saturday, the Oshiwambo service on Easter Sunday;
- the exchange: Ndeshi's new passport misspelt, a new one issued urgently (three working days across the holiday), the
  visa appointment moved to Wednesday 24, Tomas and Ndeshi at the embassy while Nda is with the inspectors; the host
  family's letters, the flights, the train, the budget.

She works on the mine's Windows laptop, which she uses for everything: Microsoft Edge for the web and for PDFs ("<page>
- Microsoft Edge"), classic Outlook with her work and her own account (titled by the inbox: "Inbox -
n.shikongo@namibridge.com.na - Outlook" or "Inbox - ndapewa.shikongo@gmail.com - Outlook"), WhatsApp (titled only
"WhatsApp": Hannes, Rolf, Gerrit, Lizette, Tomas, Petrus, Hilma, Kristof, Tuyeni, Renate Hoffmann, Eben, Katrin, the
parish), Phone Link for her phone's text messages (titled only "Phone Link": Meme, who sends SMS, the bank, Home
Affairs, the veterinary services), Microsoft Teams for the mine's chat ("Chat | <person> | Microsoft Teams"), Photos
for what she or others photographed ("<file> - Photos"), Microsoft Excel, Microsoft Word and the mine's dose register,
DoseBook.
Memos are her shorthand (first person, a radiation safety officer's and a Namibian's English: "PAS", "LLA", "RSO",
"PAPR", "DG-07", "mSv", "T", "P", "Meme", "eish", "jo", "ja", "nè", "now-now"), some cryptic.
English is her working language and the family's written one; the others as she meets them: Oshiwambo (Oshindonga) in
Meme's text messages, Kristof's and Tuyeni's; Afrikaans from Gerrit and Hannes; German from the flat's owner, the
Lüneburg school, the host mother and Ndeshi's own reply; under a fifth of the captures and some in every task. Words
cross on purpose: pump (the borehole's, the air samplers', the airbed's), dose and dosed (the boilermakers', the
calves'), drums (the uranium's, the drum store), filters (P3, air sampler), consent (the passport's, the visa's, the
quads'), permit (to work, gate), report (the annual, the daily, the investigation, the inspection's), quote (PAPRs,
the pump, insurance), certificate (fit tests, leak test, birth, insurance), survey (clearance, the meters'
calibration), holiday (the mine, Home Affairs, the embassy), Windhoek (the Authority, the embassy, Petrus), Walvis Bay
(the drums' port, the safety supplier, the contractor's doctor, the tour), Germany (the exchange, the pump's
nameplate), the drought (the borehole's sand, the parish's collection). People cross too: Hannes in the calciner, the
inspection and Easter's mattresses; Charmaine in the calciner and the inspection; Petrus in the borehole, Easter and
the visa; Meme in the borehole and Easter; Tomas in Easter and the exchange.

The timeline is written by hand (TIMELINE below): Namibia's time, +02:00 throughout; three captures before six (a
night's air sampler results before the mine bus, Meme at dawn, a guide in the fog), evenings, two weekends, Sunday's
Independence Day and Monday's holiday (the mine runs, the host family in Germany works, nothing of Home Affairs or the
embassy), and nothing of the mine from Good Friday on.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("radiation safety officer at a uranium mine near Arandis, Namibia: contractors' dust doses in a calciner "
           "shutdown, the regulator's inspection and annual report, her mother's borehole, family at the coast for "
           "Easter, her daughter's school exchange to Germany")
TZ = ZoneInfo("Africa/Windhoek")  # +02:00 all year (no daylight saving time in 2032)
ID_PREFIX = "yw"  # "r" is the retiree's; no id in bench/data, bench/corpus_sources or tests begins "yw"
APP_WORDS = {"whatsapp", "outlook", "inbox", "namibridge", "gmail", "com", "na", "microsoft", "edge", "teams", "chat",
             "phone", "link", "photos", "img", "jpg", "wa0007", "wa0012", "wa0021", "excel", "xlsx", "word", "docx",
             "dosebook", "4", "pdf", "https", "www", "file", "c", "users", "ndapewa", "downloads", "documents", "rso",
             "draeger", "en_za", "products", "x", "plore", "8000", "guideline_04_annual_reports",
             "quotation_q", "3318_shikongo", "lorentz", "swakopholidayflats", "flats", "atlantic", "breeze", "game",
             "p", "intex", "queen", "dura", "beam", "airbed", "pelicanpointtours", "t", "sh", "full", "day",
             "desertquads", "voucher_ppt", "32", "0871", "namibiankitchen", "recipes", "easy",
             "trifle", "mhaiss", "gov", "passports", "service2", "diplo", "de", "rktermin", "extern",
             "appointment_showmonth", "do", "locationcode", "wind", "windhuk", "en", "service", "2519736",
             "namtravelcover", "quote", "result", "int", "bahn", "buchung", "fahrplan", "suche", "discover",
             "airlines", "book", "flight", "search"}

TASK_NAMES = {
    "calciner": ("The calciner shutdown", "the contractor's dust doses", "the boilermakers' exposure",
                 "the relining job"),
    "inspection": ("The NRPA inspection", "the regulator's visit", "the annual radiation report",
                   "the Authority and its papers"),
    "borehole": ("Meme's borehole", "water at the homestead", "the pump up north", "Meme's cattle and water"),
    "easter": ("Easter at the coast", "the family's Easter visit", "visitors for Easter",
               "the long weekend with everyone"),
    "exchange": ("Ndeshi's exchange", "the school exchange", "Ndeshi to Germany", "ten weeks abroad"),
}
SUB_NAMES = {
    "calciner/doses": ("Contractor doses", "the air sampler results", "the investigation", "long-lived alpha"),
    "calciner/respirators": ("Respirators", "fit tests", "the powered hoods", "masks and beards"),
    "calciner/works": ("The shutdown works", "refractory and scrubber", "permits and clearance", "the restart"),
    "inspection/visit": ("The inspectors' visit", "the site walk", "findings and actions", "the two days"),
    "inspection/report": ("The annual report", "the 2031 report", "dose statistics for the year",
                          "the report due on the 31st"),
    "borehole/pump": ("The solar pump", "the pump repair", "Kristof's job", "the new motor"),
    "borehole/cattle": ("The cattle", "water for the herd", "Tuyeni and the animals", "Tate Shoopala's water"),
    "easter/beds": ("Where everyone sleeps", "the flat near the Mole", "beds and mattresses", "the visitors' rooms"),
    "easter/food": ("Easter food", "the fish and the braai", "Meme's omajova", "shopping for eleven"),
    "easter/outings": ("Outings", "Sandwich Harbour", "quads and church", "where we take them"),
    "exchange/passport": ("The passport", "the spelling mistake", "Home Affairs", "the urgent passport"),
    "exchange/visa": ("The visa", "the embassy appointment", "what the embassy wants", "the Schengen application"),
    "exchange/host": ("The host family", "the Brandts", "flights and the train", "Marlene's family"),
}

ED = "Microsoft Edge"
OL = "Outlook"
OL_WORK = "Inbox - n.shikongo@namibridge.com.na - Outlook"
OL_HOME = "Inbox - ndapewa.shikongo@gmail.com - Outlook"
WA = "WhatsApp"
PL = "Phone Link"
TM = "Microsoft Teams"
PH = "Photos"
XL = "Microsoft Excel"
WD = "Microsoft Word"
DB = "DoseBook"
DB_TITLE = "DoseBook 4 - Namib Ridge Uranium"


def ed(page: str) -> str:
    return f"{page} - Microsoft Edge"


def tm(person: str) -> str:
    return f"Chat | {person} | Microsoft Teams"


def ph(file: str) -> str:
    return f"{file} - Photos"


def xl(file: str) -> str:
    return f"{file} - Excel"


def wd(file: str) -> str:
    return f"{file} - Word"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "calciner": [
        c("doses", WA, WA, "",
          "Hannes: Morning Nda. PAS prompt counts from the weekend, calciner hood, Kuiseb boilermakers, LLA in Bq/m3. "
          "Sat 13: Frans Goagoseb 4.8, Willem Engelbrecht 3.9, Simon Nghifikwa 3.1, the rest 0.2-0.6. Sun 14: Frans "
          "4.1, Willem 3.6, Simon 2.7. Sunday the extraction fan tripped 11:00-15:30 and they kept cutting. Action "
          "level is 1.0. All of them on the P2 paper masks, not full face. Filters are in the decay box for the 5-day "
          "recount on Friday.",
          "three boilermakers at 3-5 Bq/m3 on paper masks. stop the hood work before 7",
          "statistics, health, communication"),
        c("works", OL, OL_WORK, "",
          "Calciner shutdown - daily report, day 2 (Sun 14 Mar). Refractory removal 60 % (burner end done, discharge "
          "end tomorrow). Scrubber internals out, new packing delivered. Extraction fan F-204 tripped 11:02 on "
          "overload, reset 15:34 by the electricians. Kuiseb: 14 boilermakers on two shifts. Planned restart "
          "Thursday 18 March 18:00, heat-up 8 hours. Issues: dust in the hood, RSO to advise. Rolf Eiseb, Plant "
          "Manager FPR",
          "'RSO to advise', after four hours of cutting with no fan. advising now", "planning, email"),
        c("respirators", PH, ph("IMG_20320315_0902.jpg"), "", "",
          "this is what they wore in the hood. paper masks against uranium dust. eish", "health, specs",
          ocr="SafeAir  P2  DlSPOSABLE PARTlCULATE RESPlRATOR  WlTH EXHALATlON VALVE  2O PCS  SANS 5O149:2OO1 "
              "FFP2 NR D  Not for use in oxygen deficient atmospheres  Batch 31O8-22  Kuiseb Mechanical stores - "
              "Walvis Bay"),
        c("works", TM, tm("Rolf Eiseb"), "",
          "Rolf Eiseb: Stop work in the hood is noted, I told Gerrit. But for how long? Every day we lose is about 18 "
          "drums we don't fill. Can they at least cut at the discharge end if they wet it down and the fan runs? I "
          "need an answer by 11.",
          "no hood work till the fit tests at 13:00 and wet cutting only. 18 drums, ja ja",
          "planning, communication, deadline"),
        c("respirators", XL, xl("Fit tests 15 Mar - Kuiseb.xlsx"), "",
          "Quantitative fit test (PortaCount), full face mask with P3 filters, pass = fit factor 500 / F. Goagoseb | "
          "M | 2,840 | pass / W. Engelbrecht | M | 38 | FAIL (beard) / J. Haimbodi | M | 52 | FAIL (beard) / S. "
          "Nghifikwa | L | 1,960 | pass / T. Amutenya | M | 310 | FAIL, retest size S / 9 others | M-L | 620-3,300 | "
          "pass / 11 of 14 can go back into the hood",
          "11 pass. Willem and Jacob with beards, Amutenya the wrong size. hoods for the beards",
          "health, statistics"),
        c("respirators", WA, WA, "",
          "Gerrit: Môre Nda. Ek het met Willem en Jacob gepraat, hulle sal nie hulle baarde afskeer nie, dis vir "
          "hulle kerk. Ek kan hulle nie dwing nie. Kan julle vir ons twee van daardie blower hoods leen tot "
          "Donderdag? Anders moet ek ander boilermakers van Walvis af kry en dit kos ons 'n dag. Dankie. Gerrit",
          "no shaving, church reasons, fair enough. two PAPRs till Thursday or he loses a day",
          "health, communication"),
        c("doses", DB, DB_TITLE, "", "",
          "Frans only started on 10 March. his first internal dose will be the whole year's", "dataset, health",
          ocr="DoseBook 4  Namib Ridge Uranium  Person: GOAGOSEB, Frans  lD K-O412  Employer: Kuiseb Mechanical "
              "(Pty) Ltd  Category: Contractor - occupationally exposed  Area: FPR Calciner (Controlled)  External "
              "(TLD) 2O32: Mar (issued 1O/O3) pending  lnternal (LLA) 2O32: O.OO  Pending assessments: 3  Year to "
              "date O.OO mSv  Dose constraint 2O32: 6.O mSv"),
        c("respirators", ED, ed("Dräger X-plore 8000 - Powered air purifying respirator"),
          "https://www.draeger.com/en_za/Products/X-plore-8000",
          "Dräger X-plore 8000. A powered air purifying respirator (PAPR) for long shifts: the blower unit on the "
          "belt supplies filtered air to a hood or helmet, so no tight face seal is needed and beards are no "
          "obstacle. Protection class TH3 with hoods (EN 12941). Battery up to 12 hours, flow alarm, TH3P filters "
          "against particles. Dust-tight for work in hot, dirty places.",
          "loose hood, beards fine, TH3. Lizette in Walvis should have them", "specs, health, comparison"),
        c("respirators", OL, OL_WORK, "",
          "Dear Ndapewa, our quote as discussed this morning: Dräger X-plore 8000 PAPR with standard hood, battery "
          "and TH3P filter: N$ 21,600.00 each; 4 units N$ 86,400.00; spare filters TH3P, box of 10, N$ 4,950.00; "
          "spare hoods N$ 1,180.00 each. Excl. VAT. Four units are in stock in Walvis Bay, delivery to the mine gate "
          "tomorrow morning if we have your PO today. Regards, Lizette Swart, Erongo Safety Supplies",
          "86k for four. PO today, Rolf signs, argue about who pays later", "price, specs, email"),
        c("works", PH, ph("IMG_20320316_1108.jpg"), "", "",
          "new sign up at the hood. 'if the fan stops, stop work', in red this time", "health, planning",
          ocr="CONTROLLED AREA  RADlATlON  CALClNER HOOD - FPR  Entry by permit to work only  RESPlRATORY "
              "PROTECTlON: P3 FULL FACE (FlT TESTED) OR PAPR  NO DRY CUTTlNG OR GRlNDlNG  Extraction fan F-2O4 "
              "must be running - if it stops, STOP WORK and leave  Monitor hands and feet on exit  RSO: N. "
              "Shikongo ext 2271"),
        c("doses", XL, xl("Calciner shutdown - internal dose assessment.xlsx"), "",
          "Worker | Hours in hood 13/14/15 Mar | LLA prompt Bq/m3 | Inhaled Bq at 1.2 m3/h | APF | Committed dose mSv "
          "at 0.0057 mSv/Bq / F. Goagoseb | 10/9/3 | 4.8/4.1/3.6 | 114.8 | 1 | 0.65 / W. Engelbrecht | 10/9/3 | "
          "3.9/3.6/3.2 | 97.2 | 1 | 0.55 / S. Nghifikwa | 10/9/2 | 3.1/2.7/2.6 | 72.6 | 1 | 0.41 / 11 others | | "
          "0.2-0.6 | | 1 | < 0.10 / job investigation level 0.5 mSv",
          "worst case, no credit for the P2s: Frans 0.65, Willem 0.55. both over the 0.5",
          "statistics, health, dataset"),
        c("works", OL, OL_WORK, "",
          "Calciner shutdown - daily report, day 4 (Tue 16 Mar). Relining 90 %, refractory curing tonight. Wet "
          "cutting only since Monday, fan F-204 on its own supply now. Scrubber packing in, spray nozzles replaced "
          "(6 of 24 were blocked). Kuiseb: 14 on two shifts, 3 waiting for PAPRs. Restart moved to Friday 19 March "
          "05:00, first product expected 14:00. RSO clearance survey of the hood and the contractor's tools Thursday "
          "14:00. Rolf",
          "clearance survey Thursday 14:00. book Hannes and the alpha probe", "planning, deadline, email"),
        c("respirators", WA, WA, "",
          "Lizette (Erongo Safety): Morning! The four X-plores and the filters are on the bakkie, at your gate about "
          "11:00. Our technician can do a 20-minute training at the hood if you want, battery charging and the flow "
          "check. Please send someone with a gate permit to meet him.",
          "training at the hood 11:15. Hannes meets them at the gate", "communication, planning"),
        c("doses", WA, WA, "",
          "Hannes: Nda, PAS from Monday afternoon and Tuesday, after the stop: with wet cutting and the fan fixed the "
          "hood is down to 0.4-0.9 Bq/m3, and the 11 are on full face P3. Willem, Jacob and Amutenya start on the "
          "Drägers this afternoon. Simon's sampler pump stopped on Tuesday, that sample is void. Frans asked me if "
          "he is 'contaminated'. I said no, but maybe you talk to him, he's worried about his kids.",
          "0.4-0.9 now. talk to Frans myself tomorrow, properly, not at the gate",
          "statistics, health, communication"),
        c("doses", OL, OL_WORK, "",
          "Dear Ms Shikongo, following the exposure of our employees F. Goagoseb, W. Engelbrecht and S. Nghifikwa "
          "during the calciner shutdown, please send us their dose records and your assessment for our medical "
          "files, as required by clause 14 of the contract's SHE specification. Our occupational doctor in Walvis "
          "Bay would also like to know whether a urine test is advised. Kind regards, Mercy Kandjii, SHE Officer, "
          "Kuiseb Mechanical (Pty) Ltd",
          "urine test is no use for U3O8, it's insoluble. say so nicely. records after the recount",
          "email, health"),
        c("works", PH, ph("IMG_20320318_1552.jpg"), "", "",
          "two grinders and the core drill held. the drill maybe never leaves", "health, statistics",
          ocr="NAMlB RlDGE URANlUM - RADlATlON SAFETY  CLEARANCE SURVEY - TOOLS AND EQUlPMENT  Date 18/O3/2O32  "
              "Contractor: Kuiseb Mechanical  lnstrument: alpha probe AP-2 (cal. O9/2O31)  Limit (removable + "
              "fixed, alpha): 4 Bq/cm2  Welding machines (3): O.2 - O.6  PASS  Scaffold (42 pcs): <O.4  PASS  "
              "Angle grinder 23O mm #1: 11.8  FAlL  Angle grinder #2: 7.4  FAlL  Core drill: 26.O  FAlL  Held on "
              "site for decontamination  Surveyed by J. Visagie"),
        c("works", WA, WA, "",
          "Rolf: Morning. Burner lit 05:10, heat-up going fine, calciner at 410 °C now. Hood cleared by Hannes "
          "yesterday, permit closed. First product about 14:00 if the scrubber behaves. Thanks for the push on the "
          "fan, the electricians found a loose cable in the starter.",
          "the fan was a loose cable. four and a half hours of dust for a loose cable",
          "communication, planning"),
        c("works", WA, WA, "",
          "Gerrit: Nda, Hannes sê die twee slypers en die boor moet by julle bly tot hulle skoon is. Ons het hulle "
          "Maandag in Lüderitz nodig, die hawe werk begin. Kan ons nie maar nuwe koop en julle hou die ou goed nie? "
          "Sê vir my wat die beste is, asseblief. Dankie. Gerrit",
          "yes, buy new ones. ours to clean or bury in the tailings. Monday's a holiday anyway",
          "communication, planning"),
        c("works", PH, ph("IMG_20320319_1504.jpg"), "", "",
          "first drum after the shutdown, 14:52. photo for Rolf's report and mine", "specs",
          ocr="NAMlB RlDGE URANlUM (PTY) LTD  URANlUM ORE CONCENTRATE (U3O8)  UN 2912  RADlOACTlVE MATERlAL, LOW "
              "SPEClFlC ACTlVlTY (LSA-l), 7  Drum No. NRU-32-O418  Gross 421.6 kg  Net 398.4 kg  Filled "
              "19/O3/2O32 14:52  Lot 32-O11  Surface dose rate O.O6 mSv/h"),
        c("respirators", OL, OL_WORK, "",
          "Nda, finance asks who pays for the four Drägers (N$ 86,400 plus the filters). Kuiseb's contract says the "
          "contractor brings its own PPE 'as required by the mine's standards'. Our standard says P3 full face or "
          "PAPR in the hood, so in my view they should have come with it. Can you confirm the standard's clause "
          "before I send them the recharge? Rolf",
          "clause 7.3 of the respiratory standard. they knew. recharge is fair", "invoice, email, specs"),
        c("doses", WA, WA, "",
          "Hannes: 5-day recount of the weekend filters done. Sat: Frans 4.6 (prompt 4.8), Willem 3.7, Simon 3.0. "
          "Sun: Frans 3.9, Willem 3.4, Simon 2.6. Mon: 3.4, 3.0, 2.5. So nearly all of it long-lived, the uranium "
          "dust, very little radon daughters. The fan's log confirms the trip from 11:02 to 15:34 on Sunday.",
          "the recount says it's all uranium, as feared. redo the sheet with the 5-day numbers",
          "statistics, health"),
        c("works", WA, WA, "",
          "Rolf: Happy Independence Day! Calciner steady since Saturday, 18 drums yesterday, scrubber ΔP normal. "
          "The dust monitor at the drum filling station reads 0.3 Bq/m3 this morning. Kuiseb left site on Friday, "
          "all permits closed. I'll write the close-out this week.",
          "18 drums on Independence Day. the mine doesn't do holidays. 0.3 is fine",
          "communication, statistics"),
        c("doses", WD, wd("Investigation report - calciner shutdown exposure.docx"), "",
          "Investigation of internal exposure, Kuiseb Mechanical boilermakers, calciner relining 13-18 March 2032. "
          "Findings: three workers received committed effective doses of 0.62, 0.52 and 0.40 mSv (5-day recount, no "
          "protection credited), two of them above the job's investigation level of 0.5 mSv. Causes: dry cutting of "
          "the old refractory; the extraction fan's trip on Sunday 14 March with work continuing; disposable P2 "
          "masks, not fit tested and not allowed in the hood. Actions: stop-work rule when the extraction fails; wet "
          "cutting; P3 full face or PAPR only; PPE checked at the gate.",
          "written on the holiday while it's quiet. 0.62, 0.52, 0.40. Charmaine reads it first",
          "health, draft, statistics"),
        c("respirators", XL, xl("Respirator register 2032.xlsx"), "",
          "Unit | Issued to | Type | Serial | Fit test | Filters changed / PAPR-01 | W. Engelbrecht | X-plore 8000 "
          "hood | ARNL-4471 | n/a (loose hood) | 17, 18, 19 Mar / PAPR-02 | J. Haimbodi | X-plore 8000 hood | "
          "ARNL-4472 | n/a | 17, 18, 19 Mar / PAPR-03 | T. Amutenya | X-plore 8000 hood | ARNL-4473 | n/a | 18, 19 "
          "Mar / PAPR-04 | spare | | ARNL-4474 | | / FF-M, FF-L | 11 Kuiseb | full face P3 | | 15 Mar pass | daily / "
          "used this week: 46 pairs P3, 9 TH3P",
          "46 pairs of P3 in one week. order before the September shutdown", "dataset, health"),
        c("respirators", WA, WA, "",
          "Gerrit: Nda, our MD agrees to the recharge for the Drägers, but he asks if we can keep two of them for the "
          "Lüderitz harbour job, we're there until May. We pay those two in full and the other two stay with you. "
          "Also please send the fit test certificates of my 11 guys, the client in Lüderitz wants them.",
          "fine, two go to Lüderitz with them. fit test certificates from the PortaCount PC, Hannes",
          "communication, invoice"),
        c("doses", OL, OL_WORK, "",
          "Nda, Mr Nakale asked at this morning's session whether the calciner exposures have been written up. "
          "Please send me the investigation report as it stands before the close-out at 14:00, I'll print two copies "
          "for them. And confirm: the 0.62 is Frans's committed dose for 2032, not only for the job? Charmaine",
          "sent at 10:31. yes, 0.62 is his 2032 internal dose, all of it", "email, health, deadline"),
        c("doses", DB, DB_TITLE, "", "",
          "three assessments in and approved. Kuiseb gets the records today, before Easter", "dataset, health",
          ocr="DoseBook 4  Namib Ridge Uranium  lnternal dose entry  Assessment lA-2O32-OO3  Person: ENGELBRECHT, "
              "Willem  lD K-O415  Period 13/O3/2O32 - 15/O3/2O32  Method: PAS LLA (5-day recount), 1.2 m3/h, DCF "
              "O.OO57 mSv/Bq (U3O8, type S, 5 um AMAD)  APF applied: 1 (P2 not fit tested)  lntake 91.9 Bq  "
              "Committed effective dose O.52 mSv  Status: APPROVED by N. Shikongo (RSO) 25/O3/2O32 O8:41"),
        c("works", OL, OL_WORK, "",
          "Calciner shutdown 13-19 March 2032 - close-out. Work done: calciner relined (burner and discharge ends), "
          "scrubber packing and 24 spray nozzles replaced, extraction fan F-204 starter repaired and put on its own "
          "supply. Restart Friday 19 March 05:10, first drum 14:52, 21 hours after the original plan; about 16 drums "
          "lost. Lessons: dust control in the hood, PPE checked at the gate before the first shift, an interlock "
          "between the extraction fan and the permit. Next shutdown: September. Rolf",
          "he put the fan interlock in the lessons. and 'PPE checked at the gate', my words",
          "planning, email"),
    ],
    "inspection": [
        c("visit", OL, OL_WORK, "",
          "Dear Ms Shikongo, RE: ROUTINE INSPECTION - NAMIB RIDGE URANIUM MINE, LICENCE NRPA/MIN/0117. The National "
          "Radiation Protection Authority will inspect your facility on Tuesday 23 and Wednesday 24 March 2032. "
          "Inspectors: Mr E. Nakale and Ms A. Gaeses. Please make available: dose records for 2031 and 2032, "
          "calibration certificates of monitoring instruments, leak test certificates of sealed sources, training "
          "records, the approved Radiation Management Plan and transport documents of the last 12 months. Opening "
          "meeting 08:30 on 23 March. Yours faithfully, Director, NRPA",
          "straight after the long weekend. 23-24. and the Ludlums are still in Cape Town",
          "email, meeting, deadline"),
        c("report", ED, ed("Guideline 04 - Annual reports of mining licensees.pdf"),
          "file:///C:/Users/ndapewa/Documents/RSO/Guideline_04_annual_reports.pdf",
          "4. Content of the annual report. The licensee shall submit by 31 March of the following year a report "
          "containing: a summary of occupational doses by work group (average, maximum, collective dose, dose "
          "distribution); the contribution of each exposure pathway; the results of environmental monitoring and the "
          "estimated dose to members of the public; transport of radioactive material; incidents and investigations; "
          "the status of corrective actions from the last inspection.",
          "31 March. December's TLDs still not here. chapters 4, 6, 8, 9 and the summary",
          "deadline, draft, planning"),
        c("report", OL, OL_WORK, "",
          "Dear Customer, please find attached the TLD results for the wear period December 2031 (account NRU-01, "
          "1,186 dosimeters). We apologise for the delay: our TLD reader was out of service from 5 January to 2 "
          "March. The results for January and February 2032 will follow by 31 March. Lost dosimeters: 3 (dose "
          "assigned as per your instruction). Regards, Client Services, RDS Dosimetry (Pty) Ltd, Pretoria",
          "December at last. two weeks to the deadline. 3 lost, the contractors again", "email, dataset"),
        c("visit", OL, OL_WORK, "",
          "Hi Nda, for the NRPA on 23-24: I've booked the boardroom for both days and lunch for 6. At the opening: "
          "you, me, Rolf, and the mine manager for the first 15 minutes. Can we have a pre-meeting on Friday at "
          "10:00? I'd like to go through the open items of last year's inspection (the drum store signs, the "
          "change-room monitor) and anything new we should tell them ourselves rather than have them find it. "
          "Charmaine van Wyk, HSE Manager",
          "tell them ourselves: the calciner doses, the Ludlums, DG-07. Friday 10:00",
          "meeting, planning, email"),
        c("report", XL, xl("RMP annual report 2031 - doses.xlsx"), "",
          "2031 | Employees | Contractors | All / Monitored | 978 | 264 | 1,242 / Average effective dose mSv | 1.14 | "
          "0.61 | 1.03 / Maximum mSv | 4.6 (drum filler, FPR) | 2.1 | 4.6 / Collective dose person-Sv | 1.115 | "
          "0.161 | 1.276 / Doses over 5 mSv | 0 | 0 | 0 / Pathways: external gamma 41 %, long-lived alpha dust 38 %, "
          "radon progeny 21 %",
          "December in, the year closes at 1.03 average. max 4.6, the drum filler again",
          "statistics, dataset"),
        c("visit", TM, tm("Hannes Visagie"), "",
          "Hannes Visagie: The lab in Cape Town says the two Ludlum 3s are calibrated but the courier only leaves on "
          "Tuesday, so they won't be here for the inspection. I've printed their email and the old certificates "
          "(expired 28 Feb). And DG-07: the leak test was due in January, I missed it in the chaos of the December "
          "results. I can do it Saturday if you sign the permit.",
          "DG-07 leak test Saturday. sign the permit today. I should have caught January",
          "deadline, planning, communication"),
        c("report", WD, wd("RMP annual report 2031.docx"), "",
          "4. Occupational exposure. In 2031, 1,242 workers were monitored (978 employees, 264 contractors). The "
          "average annual effective dose was 1.03 mSv and the maximum 4.6 mSv, received by a drum filling operator "
          "in the final product recovery plant; no worker exceeded the investigation level of 5 mSv per year. The "
          "collective dose was 1.28 person-Sv, 6 % lower than in 2030. External gamma contributed 41 %, inhalation "
          "of long-lived alpha emitting dust 38 % and radon progeny 21 %.",
          "ch 4 done. 'no worker exceeded', a nice sentence, check it twice", "draft, statistics"),
        c("visit", TM, tm("Charmaine van Wyk"), "",
          "Charmaine van Wyk: Thanks for the pre-meeting. Agreed: 1) we tell them about the calciner exposures at the "
          "opening, you present; 2) Ludlum certificates: show the lab's email; 3) DG-07 leak test Saturday, "
          "certificate in the file by Tuesday; 4) change-room monitor: new alarm level set and tested last month, "
          "show the record; 5) the mine manager gets a one-page brief on Monday. Enjoy the long weekend, if you get "
          "one.",
          "one-page brief for Monday. Monday's a holiday, he'll read it Tuesday at 8:25", "meeting, planning"),
        c("report", XL, xl("RMP annual report 2031 - environment.xlsx"), "",
          "Environmental monitoring 2031 | Station | Q1 | Q2 | Q3 | Q4 / Dust deposition mg/m2/day | Arandis town | "
          "48 | 61 | 77 | 52 / | Mine boundary E | 112 | 135 | 160 | 121 / Radon Bq/m3 | Arandis town | 21 | 18 | 24 "
          "| 20 / | Mine boundary E | 46 | 40 | 52 | 44 / Public dose (critical group, Arandis) 0.052 mSv/a, limit 1 "
          "mSv/a",
          "ch 6 numbers. Q3 dust at the boundary 160, the east wind months. explain it",
          "statistics, dataset"),
        c("report", WD, wd("RMP annual report 2031.docx"), "",
          "8. Transport of radioactive material. In 2031, 52 road shipments of uranium ore concentrate (UN 2912, "
          "LSA-I) left the mine for the port of Walvis Bay: 5,904 drums in 492 containers, 2,354 t of U3O8. All "
          "containers were surveyed before dispatch; the highest transport index was 0.3. One event: on 14 July a "
          "drum was dented at the packing plant during loading, with no loss of contents; it was repacked and the "
          "area surveyed clean.",
          "ch 8. one dented drum all year and it makes the report. 52 shipments", "draft, statistics"),
        c("visit", XL, xl("NRPA inspection 23-24 Mar - readiness.xlsx"), "",
          "Item requested | Where | Status / Dose records 2031-2032 | DoseBook + printout | ready / Calibration "
          "certificates, survey meters (12) | file RS-04 | 10 ok, 2 Ludlum 3 at the lab (email printed) / Leak "
          "tests, sealed sources (9 density gauges) | file RS-07 | DG-07 done Sat 20/03, certificate printed / "
          "Training records | HR export | ready / RMP rev 6 (approved 2029) | file RS-01 | ready / Transport "
          "documents, 12 months (52 shipments) | logistics | scanned / Contractor exposure 13-15 Mar | "
          "investigation report draft | present at the opening",
          "all green but two, on a public holiday. the manager's brief still to write",
          "planning, deadline, dataset"),
        c("report", WD, wd("RMP annual report 2031.docx"), "",
          "Executive summary. Namib Ridge Uranium operated under its Radiation Management Plan (rev. 6) throughout "
          "2031. All occupational doses were below the dose limits and the mine's investigation level; the average "
          "was 1.03 mSv and the maximum 4.6 mSv. The estimated dose to the public at Arandis was 0.05 mSv. Two "
          "radiological incidents were recorded (a dented drum, three lost dosimeters); neither led to a dose above "
          "0.1 mSv. Corrective actions from the 2031 inspection: 5 of 6 closed; the drum store signage remains open.",
          "summary written on the holiday. 'remains open', honest. Charmaine signs Wednesday",
          "draft, statistics"),
        c("visit", WA, WA, "",
          "Hannes: Nda, die inspekteurs is vroeg, hulle is al by die hek. Ek het vir hulle besoekerskaarte gegee en "
          "ek bring hulle nou na die raadsaal. Die DG-07 sertifikaat het ek gisteraand gedruk, dit lê op jou "
          "lessenaar. Sterkte vandag!",
          "early, of course. DG-07 certificate on my desk. go", "communication, meeting"),
        c("visit", PH, ph("IMG_20320323_1406.jpg"), "", "",
          "the board at the drum store with the blanks the inspector saw. last year's finding again", "health, meeting",
          ocr="DRUM STORE - FPR  RADlOACTlVE MATERlAL  AUTHORlSED PERSONS ONLY  Dose rate at fence: ........ "
              "uSv/h  Last survey: ..../..../2O31  ln case of a spill contact the RSO, ext 2271"),
        c("visit", WD, wd("NRPA inspection - my notes.docx"), "",
          "Day 1. Opening 08:30: I presented the calciner exposures (3 boilermakers, 0.40-0.62 mSv, investigation "
          "report to follow); Mr Nakale asked why the fan had no interlock. Records 09:30-11:00: dose register fine, "
          "they asked for the 2031 annual report (due 31 March). Site walk 11:00-15:00: pit, crusher, FPR, calciner "
          "hood (PAPRs in use), drum store: the dose-rate board at the fence blank again. Change-room monitor: Ms "
          "Gaeses tested it with a source, it alarmed. Tomorrow: sealed sources, transport, close-out 14:00.",
          "day 1 ok. the drum store board again, and the interlock question. write everything down",
          "meeting, planning"),
        c("visit", TM, tm("Charmaine van Wyk"), "",
          "Charmaine van Wyk: Morning. They start with the sealed sources at 8:30 in the plant, Hannes has the keys "
          "of the gauge cabinet and the leak test results of all 9. Ms Gaeses wants the transport file after tea. Mr "
          "Nakale asked me privately if the annual report will be on time; I said yes, tomorrow. Please don't make "
          "me a liar.",
          "tomorrow it is. the report is final tonight, whatever happens", "meeting, deadline"),
        c("visit", PH, ph("IMG_20320324_1447.jpg"), "", "",
          "4 findings, one a repeat. 30 April. the interlock is 'to be considered', Rolf will like that",
          "deadline, meeting",
          ocr="NATlONAL RADlATlON PROTECTlON AUTHORlTY  lNSPECTlON CLOSE-OUT  Licensee: Namib Ridge Uranium  Date "
              "24/O3/2O32  Findings:  1. Two survey meters (Ludlum 3) used past the calibration due date "
              "(28/O2/2O32)  2. Leak test of sealed source DG-O7 (Cs-137) overdue by 2 months - done 2O/O3/2O32  "
              "3. Drum store fence dose rate board not completed (repeat finding)  4. Observation: contractor "
              "exposure in the calciner hood 13-15/O3 - an extraction interlock to be considered  Corrective "
              "actions due: 3O/O4/2O32  lnspector: E. Nakale"),
        c("report", OL, OL_WORK, "",
          "Nda, I've read the final version and signed page 2. Please submit it tomorrow morning; the Authority "
          "accepts email with the signed PDF, no need to drive it to Windhoek. Well done, on time for once. C.",
          "signed. submit at 07:30 tomorrow, before anything else happens", "email, submission, deadline"),
        c("report", OL, OL_WORK, "",
          "Dear Director, please find attached the Namib Ridge Uranium Radiation Management Plan annual report for "
          "2031 (signed PDF, 46 pages) and its annexures: the dose register summary, the environmental monitoring "
          "data and the transport records. The December 2031 dosimetry results were received on 16 March 2032 and "
          "are included. Yours sincerely, Ndapewa Shikongo, Radiation Safety Officer, Namib Ridge Uranium (Pty) Ltd",
          "sent 07:31. six days early and it still feels late", "email, submission"),
        c("report", OL, OL_WORK, "",
          "Dear Ms Shikongo, we acknowledge receipt of your annual report for 2031 on 25 March 2032, reference "
          "AR-2031-017. The report will be reviewed together with the findings of this week's inspection. Regards, "
          "Registry, NRPA",
          "AR-2031-017. into the file with the inspection's papers", "email, submission"),
        c("visit", OL, OL_WORK, "",
          "Dear Ms Shikongo, thank you for your cooperation during the inspection of 23 and 24 March. The inspection "
          "report will be sent to you within 30 days. Please submit a corrective action plan for the findings by 30 "
          "April 2032, with the responsible person and the date for each. Regards, E. Nakale, Inspector, NRPA",
          "report in 30 days, actions by 30 April. into the tracker on Tuesday", "email, deadline"),
    ],
    "borehole": [
        c("pump", PL, PL, "",
          "Meme: Wa uhala po Ndapewa. Kaku na omeya nena, the pump inayi longa okuza ohela. Eengombe kadhi na omeya. "
          "Tuyeni okwa ti ota ka pula Tate Shoopala. Zenga Kristof. Meme",
          "no water at Meme's since yesterday. Kristof first thing tomorrow", "communication"),
        c("pump", PL, PL, "",
          "Meme: Wa lalapo Ndapewa. Kristof okwa ti ota ya mo 8. Ngele the pump oya teka, iimaliwa ondi na ashike "
          "N$ 1,200. Meme",
          "Meme worrying about money at dawn. I pay, tell her", "communication, spending"),
        c("pump", WA, WA, "",
          "Kristof: Wa uhala po meme Ndapewa. Ondi li pegumbo ngashingeyi. The controller shows E12, motor "
          "overload. Panels ok, 260 V. Ngele the motor is burnt we pull the pump mongula, it's at 54 m. Eengombe "
          "kadhi na omeya nena, Tuyeni took them to Shoopala. Photo coming.",
          "E12. if the motor's burnt, we're buying a pump", "communication, specs"),
        c("pump", PH, ph("IMG-20320317-WA0012.jpg"), "", "",
          "11,842 hours since 2028. water in the well, so not dry running. the motor then", "specs",
          ocr="LORENTZ  PS2-18OO  C-SJ5-12  CONTROLLER  STATUS: FAULT  E12  MOTOR OVERLOAD  PV 26O V  lnput power "
              "O W  Pump speed O rpm  Tank sensor: EMPTY  Well probe: WATER OK  Run hours 11,842  Resets today: 3"),
        c("cattle", WA, WA, "",
          "Tuyeni: Wa uhala po meme Nda. Onda fala eengombe kuTate Shoopala nena, 31 ashihe nawa. Okwa ti N$ 300 for "
          "the week. Iikombo oya nwa moshana. Ohela one calf was weak, ngashingeyi ota nwa omeya. Tuyeni",
          "31 at Shoopala's, 300 a week. the weak calf is drinking. pay Tuyeni Friday too",
          "communication, spending"),
        c("pump", WA, WA, "",
          "Kristof: Morning. Pump out at 06:15, 54 m of pipe. The motor smells burnt, insulation 0.1 megaohm, "
          "finished. The pump end is full of fine sand, two impellers worn. The borehole makes sand since the water "
          "level dropped in the drought. I can put a new motor and pump end on the same controller. Oshakati Pump & "
          "Solar has them, Kobus will send a quote.",
          "motor and pump end both. sand because the water dropped. drought everywhere",
          "specs, communication"),
        c("pump", ED, ed("Quotation_Q-3318_Shikongo.pdf"),
          "file:///C:/Users/ndapewa/Downloads/Quotation_Q-3318_Shikongo.pdf", "",
          "23,580 with the sand shroud. Kristof says the shroud saves the next motor", "price, specs, invoice",
          ocr="OSHAKATl PUMP & SOLAR CC  Main Road, Oshakati  QUOTATlON Q-3318  Date 18/O3/2O32  To: Mrs N. "
              "Shikongo (for Mrs L. Amupolo, Omuthiya)  1 x LORENTZ pump end C-SJ5-12  N$ 9,85O.OO  1 x LORENTZ "
              "motor ECDRlVE 12OO-C  N$ 12,4OO.OO  1 x cable joint kit  N$ 38O.OO  1 x sand shroud  N$ 95O.OO  "
              "Total N$ 23,58O.OO (VAT incl.)  Collect in Oshakati  Valid 14 days  Warranty 2 years on the motor"),
        c("cattle", WA, WA, "",
          "Petrus: I'm going up tomorrow night after work, Hilma says fine if I'm back Monday. I'll pay Shoopala for "
          "the water and see the cattle myself, Tuyeni says 31 but I want to count them. Then on Monday I bring Meme "
          "down to Windhoek, she comes with us to you for Easter.",
          "P goes up Friday night. Meme down with him Monday, to us Thursday", "communication, travel"),
        c("pump", PL, PL, "",
          "FNB: N$23,580.00 paid from Cheq a/c ..4417 to OSHAKATI PUMP & SOLAR ref Q3318 AMUPOLO on 19/03/2032 at "
          "09:27. Avail bal N$41,206.55.",
          "paid. Petrus collects at 8 tomorrow, Kristof installs by lunch", "spending, invoice"),
        c("pump", PH, ph("IMG-20320320-WA0021.jpg"), "", "",
          "the new one going in, 54 m. photo for the warranty", "specs, warranty",
          ocr="LORENTZ  Made in Germany  Pump end C-SJ5-12  Motor ECDRlVE 12OO-C  S/N 2O31-4O8-552  Qmax 7.2 "
              "m3/h  Hmax 12O m  lnstalled 2O/O3/2O32 by K. Nghipunya  Depth 54 m"),
        c("cattle", WA, WA, "",
          "Petrus: At Shoopala's kraal. I count 30, not 31: the red heifer with the white face isn't here. Tuyeni "
          "says she was here yesterday evening. Shoopala's wife says look at the oshana by the school, the cattle go "
          "there for the last of the mud. Going now with Tuyeni.",
          "a heifer missing. the red one Tate liked. find her, P", "communication"),
        c("pump", WA, WA, "",
          "Petrus: WATER!! Running since 16:40, Kristof says 6 m3 an hour in this sun. The tank will be full "
          "tomorrow morning. Meme is clapping. Kristof wants N$ 2,800 for two days' work and the transport, I paid "
          "him cash, you owe me ha.",
          "water at 16:40!! I owe P 2,800. pay him back Monday", "communication, spending"),
        c("cattle", PL, PL, "",
          "Meme: Wa lalapo Ndapewa! Nena eengombe odha nwa omeya pegumbo. Tangi unene kuPetrus naKristof. Ondi ka ya "
          "kongeleka ngashingeyi, nena oshivulo shemanguluko. Kalunga na ku yambeke. Meme",
          "the cattle drank at home this morning. Independence Day and Meme off to church", "communication"),
        c("cattle", WA, WA, "",
          "Tuyeni: Meme Nda good evening, we found the red heifer at the school oshana, stuck in the mud to her "
          "knees, me and Petrus pulled her out with a rope. She is ok, eating. All 31 at home now, drinking from the "
          "trough.",
          "the heifer in the mud, pulled out. all 31 home. Tuyeni gets a bonus", "communication"),
        c("cattle", WA, WA, "",
          "Petrus: Paid Tate Shoopala N$ 300 and gave him a bag of mahangu from Meme. The lick blocks and the "
          "dewormer I bought at the Agra in Omuthiya on Saturday, Tuyeni dosed the 9 calves this morning. We leave "
          "for Windhoek at 10, Meme has packed half the homestead.",
          "Shoopala paid, the calves dosed. Meme on the road at 10", "spending, communication"),
        c("cattle", XL, xl("Meme's herd 2032.xlsx"), "",
          "Meme's herd, March 2032 | count / Cows | 17 / Heifers | 4 / Bull | 1 / Calves (2031-32) | 9 / Total "
          "cattle | 31 / Goats | 17 / Donkeys | 3 / Brand: LA over a bar / Dewormed: calves, 22 Mar / Water: "
          "Shoopala's borehole 17-21 Mar, N$ 300 / Lick: 4 blocks, 20 Mar",
          "31, counted by P himself. calves dewormed. the herd sheet up to date at last", "dataset"),
        c("cattle", PL, PL, "",
          "DVS Omuthiya: Dear farmer, cattle vaccination against lungsickness (CBPP) and ear tagging in your area on "
          "8 April 2032 from 08:00 at the crush pen near the school. Bring all cattle older than 3 months. Free of "
          "charge. Enquiries: state veterinary office, Omuthiya.",
          "8 April, the crush pen by the school. Tuyeni, and the red heifer not in the oshana",
          "deadline, planning"),
        c("cattle", WA, WA, "",
          "Tuyeni: Morning meme Nda. Everything fine here, the tank is full every day by 2 o'clock, the cattle drink "
          "at home. The red heifer eats well. Please greet Meme at the sea, she must send me a photo.",
          "tank full by 2 every day. send Tuyeni Meme's photo at the sea", "communication"),
        c("pump", OL, OL_HOME, "",
          "Thank you for registering your LORENTZ product. Pump end C-SJ5-12, S/N 2031-408-552; motor ECDRIVE "
          "1200-C; controller PS2-1800, installed 20 March 2032 by partner NA-0213 (Oshakati Pump & Solar). Your "
          "warranty on the motor runs until 20 March 2034. Keep this email with your installation invoice.",
          "registered, serials from the photo. warranty to 2034", "warranty, email"),
    ],
    "easter": [
        c("beds", WA, WA, "",
          "Petrus: Hilma asks, is Easter still on? We're 5, plus Meme and Meekulu Ndahafa if the borehole lets Meme "
          "leave. Where do we all sleep? Last year the twins on your lounge floor was a disaster, haha.",
          "7 of them + us 4 = 11. a flat for P's family this time", "planning, communication"),
        c("beds", ED, ed("Atlantic Breeze - self-catering flat near the Mole"),
          "https://www.swakopholidayflats.com.na/flats/atlantic-breeze",
          "Atlantic Breeze, self-catering flat, 2 bedrooms (1 double, 2 singles) and a sleeper couch, sleeps 5. 300 m "
          "from the Mole and the beach, secure parking for one car, braai area in the courtyard, Wi-Fi, linen and "
          "towels provided. N$ 1,450 per night, minimum 3 nights over Easter. 50 % deposit. The owner lives next "
          "door.",
          "Thu to Sun, 3 nights, 4,350. sleeps 5: P, H and the 3 kids. book tonight", "reservation, rent, price"),
        c("food", WA, WA, "",
          "Tomas: Haikali from the licensing office says he can give us 6 kg of kabeljou from his brother's boat, "
          "filleted, for Good Friday. N$ 70 a kilo, cheaper than the shop. He keeps it in the cold room at the "
          "office until Thursday. Yes?",
          "6 kg of cob for Friday at 70 a kilo. yes yes", "groceries, price, communication"),
        c("outings", ED, ed("Sandwich Harbour 4x4 full day - Pelican Point Tours"),
          "https://www.pelicanpointtours.com.na/t/sh-full-day",
          "Sandwich Harbour 4x4, full day. Pick-up 07:30 at the Walvis Bay Waterfront. Flamingos at the lagoon, the "
          "salt works, then through the dunes to Sandwich Harbour, where the dunes meet the sea (tide permitting). "
          "Lunch with oysters in the dunes. Back about 15:00. Adults N$ 1,950, children under 12 N$ 1,150. Not "
          "suitable for persons with back or neck problems.",
          "Meekulu's back, no. kids 3 x 1,150. 8 of us on Saturday", "itinerary, price, travel"),
        c("beds", WA, WA, "",
          "Renate Hoffmann: Guten Tag Frau Shikongo, vielen Dank für die Anzahlung von N$ 2,175. Die Wohnung ist für "
          "Sie von Donnerstag, 25.3., bis Sonntag, 28.3., reserviert. Den Schlüssel bekommen Sie am Donnerstag ab "
          "14 Uhr bei mir im Haus nebenan. Bitte kein Braai auf dem Balkon, nur im Hof. Frohe Ostern! R. Hoffmann",
          "booked, key from 14:00 Thursday next door. braai only in the courtyard, Petrus!",
          "reservation, communication"),
        c("food", XL, xl("Easter 2032 - menu and shopping.xlsx"), "",
          "Thu 25 | arrival supper | pap and beef stew (cook Wednesday) / Fri 26 | Good Friday lunch | kabeljou "
          "fried, chips, salad; hot cross buns / Fri 26 | supper | Meme's omajova with onions, oshifima / Sat 27 | "
          "braai | lamb chops 3 kg, boerewors 3 kg, chicken 2 kg, potato salad, pap and sauce / Sun 28 | Easter "
          "lunch | 2 roast chickens, rice, beetroot, coleslaw, trifle / Shopping: Woermann Brock Thursday after "
          "work; order the hot cross buns at the bakery by Tuesday",
          "menu for 11. order the buns by Tuesday. omajova only if the rain gave any",
          "recipe, groceries, planning"),
        c("beds", WA, WA, "",
          "Hilma: Nda, the flat looks lovely! Ndinelago begs to sleep at yours with Ndeshi, can she? Then the twins "
          "get a room each, no fights. Are Meme and Meekulu with you? Meekulu can't do stairs, her knee.",
          "Ndinelago with Ndeshi, fine. no stairs: Tuli's room downstairs for the two old ladies",
          "planning, communication"),
        c("outings", WA, WA, "",
          "Ndeshi: Mum, Ndinelago wants quad biking on Friday, and Tuli says he's old enough now. Desert Quads has "
          "a kids' track from 8 years. Can we? Then Sandwich Harbour on Saturday and church on Sunday, that's the "
          "whole weekend planned.",
          "quads Friday afternoon, Tuli on the small one. Ndeshi plans like her mother", "planning, communication"),
        c("beds", ED, ed("Intex Queen Dura-Beam airbed with built-in pump - Game"),
          "https://www.game.com.na/p/intex-queen-dura-beam-airbed",
          "Intex Queen Dura-Beam Deluxe airbed with built-in electric pump, 203 x 152 x 46 cm, holds 272 kg, "
          "inflates in 4 minutes. N$ 1,299.00. In stock at Game Swakopmund. Click and collect available.",
          "one airbed for Tuli, he's on the floor anyway. plus Hannes's mattresses", "shopping, price"),
        c("food", WA, WA, "",
          "Tomas: Haikali brought the cob, 6.2 kg filleted, it's in the cold room at work. I paid N$ 434. And the "
          "bakery at Woermann Brock says hot cross buns only on pre-order, by Tuesday 5 pm. How many dozen?",
          "434 for the cob. 4 dozen buns, order tomorrow at lunch", "groceries, price"),
        c("outings", ED, ed("Quad biking in the dunes - Desert Quads Swakopmund"), "https://www.desertquads.com.na/",
          "Quad biking in the dunes. Guided ride, 1 hour: N$ 450 (from 16 years, or from 12 with a parent's signed "
          "consent). Kids' quads (50 cc) on the kids' track, 30 minutes: N$ 250, from 8 years. A parent may ride "
          "along: N$ 450. Open every day, Easter weekend included, 08:00-17:00. Booking essential over the holidays.",
          "kids' track for the twins and Tuli. Ndinelago 12, with my consent. book Friday 15:00",
          "price, reservation"),
        c("food", WA, WA, "",
          "Meme: Wa uhala po Ndapewa. Otwa thiki nawa kuPetrus ohela. Onda pakele omajova, omahangu nomagungu. "
          "Omajova omanini ashike, omvula inayi loka nawa. Otatu ya kuSwakop Etine naPetrus. Meekulu okwa ti ota ka "
          "mona efuta. Meme",
          "Meme packed omajova, mahangu and mopane worms. Meekulu wants to see the sea",
          "groceries, communication"),
        c("outings", OL, OL_HOME, "",
          "Dear Ndapewa, thank you for booking with Pelican Point Tours. Sandwich Harbour 4x4 full day, Saturday 27 "
          "March 2032, 8 guests (5 adults, 3 children): N$ 13,200. Deposit of N$ 6,600 received. Pick-up 07:30 at "
          "the Walvis Bay Waterfront, opposite the yacht club. Please bring warm jackets, it can be foggy and cold "
          "in the morning, sunscreen and hats. Your guides: Eben and Frieda. Your voucher is attached.",
          "13,200. the most expensive morning of my year. warm jackets for everyone",
          "reservation, email, itinerary"),
        c("beds", TM, tm("Hannes Visagie"), "",
          "Hannes Visagie: Nda, jy kan die vier matrasse Donderdag na werk by my huis kom haal, hulle lê in die "
          "garage agter die boot. Ons gaan Vrydag vroeg Keetmanshoop toe, so Donderdag voor sewe asseblief. Geniet "
          "die familie en die Paasnaweek!",
          "4 mattresses from Hannes Thursday before 7. behind the boat in his garage",
          "household, communication"),
        c("outings", ED, ed("Voucher_PPT-32-0871.pdf"), "file:///C:/Users/ndapewa/Downloads/Voucher_PPT-32-0871.pdf",
          "", "balance 6,600 on the day. 2 vehicles, the kids will fight over them", "reservation, itinerary",
          ocr="PELlCAN POlNT TOURS  Walvis Bay  TOUR VOUCHER  No. PPT-32-O871  Sandwich Harbour 4x4 - full day  "
              "Date: Sat 27/O3/2O32  Pick-up: O7:3O Waterfront, Walvis Bay  Guests: 8 (5 adults, 3 children)  "
              "Lead name: SHlKONGO N.  Balance due on the day: N$ 6,6OO.OO (card or cash)  Vehicles: 2  Lunch: "
              "included (1 vegetarian)"),
        c("food", PH, ph("IMG_20320325_1606.jpg"), "", "",
          "1,693 for the weekend. forgot the trifle sponge, Tomas goes Saturday", "groceries, spending",
          ocr="WOERMANN BROCK SWAKOPMUND  25/O3/2O32 16:O2  Lamb chops 3.12 kg  N$ 561.6O  Boerewors 3.O kg  N$ "
              "27O.OO  Chicken braai pack 2.1 kg  N$ 146.9O  Whole chicken x2  N$ 179.8O  Potatoes 1O kg  N$ 89.99  "
              "Maize meal 1O kg  N$ 1O9.99  Coleslaw mix x2  N$ 39.98  Beetroot x3  N$ 44.97  Custard 1 L x2  N$ "
              "59.98  Cream 5OO ml  N$ 32.99  Charcoal 4 kg x2  N$ 99.98  Rolls x24  N$ 57.6O  TOTAL N$ 1,693.78  "
              "Card  THANK YOU - HAPPY EASTER"),
        c("beds", PH, ph("IMG_20320325_1648.jpg"), "", "",
          "house rules at the flat. 'max 5 guests', so Ndinelago at ours was right", "rent, household",
          ocr="ATLANTlC BREEZE - HOUSE RULES  Check-in from 14:OO, check-out 1O:OO  No braai on the balcony - use "
              "the courtyard  Quiet after 22:OO  Max. 5 guests  Water is precious - short showers please  Lost key "
              "N$ 5OO  Enjoy Swakopmund!  Renate Hoffmann"),
        c("food", WA, WA, "",
          "Hilma: Good morning from the flat! We slept like babies, the sea is so loud. What time is lunch? Petrus "
          "insists he fries the fish, he says Tomas burns it every year. I'll make the salad here and bring the buns "
          "you left in our car.",
          "lunch at 1. let Petrus fry, Tomas can sulk. buns in their car", "recipe, communication"),
        c("outings", PH, ph("IMG_20320326_1518.jpg"), "", "",
          "1,650 for the quads. Ndinelago fearless, Tuli fell off once, no tears", "spending",
          ocr="DESERT QUADS SWAKOPMUND  26/O3/2O32 14:58  Kids track 3O min x3  N$ 75O.OO  Guided 1 h (12+, "
              "parent consent signed) x1  N$ 45O.OO  Parent ride-along x1  N$ 45O.OO  Total N$ 1,65O.OO  Helmets "
              "and goggles included  Thank you - ride safe"),
        c("outings", WA, WA, "",
          "Eben (Pelican Point Tours): Good morning Mrs Shikongo, thick fog in Walvis this morning but it lifts by "
          "ten at Sandwich, so we go as planned. Pick-up 07:30 at the Waterfront. High tide is 11:42, so we do the "
          "harbour first and the flamingos on the way back. Bring the jackets!",
          "fog but we go. wake the kids. jackets", "itinerary, communication"),
        c("food", WA, WA, "",
          "Tomas: Back from Sandwich Harbour? I got the trifle sponge and 2 more bags of charcoal. Fire at 6. "
          "Meekulu asked me for omagungu with the braai, must I fry them with tomato like last time? Petrus says no, "
          "dry with salt.",
          "omagungu with tomato. Petrus loses this one. fire at 6", "recipe, groceries"),
        c("outings", WA, WA, "",
          "ELCIN Swakopmund parish: Christ is risen! Easter services today: 05:45 sunrise service at the Mole, 08:00 "
          "Oshiwambo service, 10:30 English service with the youth choir, Mondesa. Today's collection goes to "
          "drought relief in the north. Happy Easter!",
          "08:00 Oshiwambo service for Meme and Meekulu. the drought collection, give something",
          "events, communication"),
        c("food", ED, ed("Easy Easter trifle - Namibian Kitchen"),
          "https://www.namibiankitchen.com.na/recipes/easy-trifle",
          "Easy trifle (serves 10). 1 jam swiss roll, sliced; 1 tin of fruit cocktail, drained; 2 packets of red "
          "jelly, set; 1 litre of custard; 250 ml of cream, whipped; flaked almonds. Layer the swiss roll in a glass "
          "bowl, pour over the fruit juice, add the fruit and the jelly, then the custard, then the cream. Chill for "
          "2 hours.",
          "swiss roll, not sponge. Tomas bought sponge. it'll be trifle anyway", "recipe"),
    ],
    "exchange": [
        c("passport", PL, PL, "",
          "MHAISS: Dear client, the passport for SHIKONGO NDESHIPNDA (application SWK-2032-00418) is ready for "
          "collection at the Swakopmund regional office. Bring the receipt and the applicant. Office hours Mon-Fri "
          "08:00-16:30.",
          "passport ready. Tomas collects at lunch, he's closer", "visa, communication"),
        c("passport", PH, ph("IMG-20320315-WA0007.jpg"), "", "",
          "NDESHIPNDA. they dropped an A. the visa has to match her birth certificate", "visa",
          ocr="REPUBLlC OF NAMlBlA  PASSPORT  Type P  Code NAM  Surname SHlKONGO  Given names NDESHlPNDA  "
              "Nationality NAMlBlAN  Date of birth O9 JUL 2O15  Sex F  Place of birth SWAKOPMUND  Date of issue 12 "
              "MAR 2O32  Date of expiry 11 MAR 2O37  P<NAMSHlKONGO<<NDESHlPNDA<<<<<<<<<<<<<<<<<<<<"),
        c("passport", WA, WA, "",
          "Tomas: The lady says it's their mistake, so no fee for the correction, but it's a new passport: a new "
          "application with Ndeshi there, her birth certificate and both parents' consent. The manager can 'help us "
          "with urgent' if we come Thursday at 7:30, but then we pay the urgent fee. You must sign your consent in "
          "front of a commissioner of oaths if you can't come.",
          "new passport, urgent, Thursday. my consent at the police station on Wednesday",
          "visa, communication"),
        c("visa", OL, OL_HOME, "",
          "Appointment confirmation. German Embassy Windhoek, Visa Section. Date: Thursday, 18 March 2032, 09:20. "
          "Category: Schengen visa (short stay) - school exchange. Applicant: SHIKONGO, Ndeshipanda. Please bring the "
          "original passport and all documents listed in the checklist. Minors must be accompanied by a parent. To "
          "cancel or reschedule, use the link in this email at least 24 hours before.",
          "Thursday's gone, no passport till Tuesday. reschedule now or we lose the place",
          "visa, reservation, email"),
        c("visa", ED, ed("Termin buchen - Visa Windhoek"),
          "https://service2.diplo.de/rktermin/extern/appointment_showMonth.do?locationCode=wind",
          "Available appointments, Windhoek, category Schengen visa. March 2032: Wednesday 24.03.2032 09:40 (1 free); "
          "Monday 29.03.2032 no appointments (public holiday); Wednesday 31.03.2032 11:00 (2 free). Your current "
          "appointment: 18.03.2032 09:20. Select a new date.",
          "the 24th at 9:40, the last one before Easter. taken. same day as the inspectors, T goes",
          "visa, reservation"),
        c("passport", ED, ed("Passports - Ministry of Home Affairs, Immigration, Safety and Security"),
          "https://www.mhaiss.gov.na/passports",
          "Minors (under 18): the child must be present. Both parents must consent on the application form; an "
          "absent parent may consent by a sworn affidavit before a commissioner of oaths. Bring the full birth "
          "certificate and the parents' IDs. Processing: ordinary 10 working days; urgent 3 working days (urgent fee "
          "payable). Public holidays are not working days.",
          "affidavit tomorrow at the police. 3 working days: Thursday, Friday, then Tuesday. Monday's a holiday",
          "visa, deadline"),
        c("visa", WD, wd("Consent - Ndeshi exchange.docx"), "",
          "Parental consent. We, Tomas Shikongo and Ndapewa Shikongo, the parents of Ndeshipanda Shikongo, born 9 "
          "July 2015, consent to our daughter travelling to Germany from 26 June to 5 September 2032 for a school "
          "exchange at the Gymnasium am Ilmenaupark, Lüneburg, and staying with the family of Katrin and Jens Brandt. "
          "We consent to her applying for a Schengen visa and for a new passport.",
          "one consent for both, passport and visa. certified at the police at lunch tomorrow", "visa, draft"),
        c("visa", ED, ed("Schengen visa for school exchanges - checklist - German Embassy Windhoek"),
          "https://windhuk.diplo.de/na-en/service/2519736",
          "Schengen visa for school exchanges (minors): application form signed by both parents; a valid passport "
          "(issued within the last 10 years, valid 3 months after the planned departure from the Schengen area); 2 "
          "biometric photos; the full birth certificate; written consent of both parents, certified, with copies of "
          "their IDs; a letter from the host school confirming the exchange; invitation and contact details of the "
          "host family; travel medical insurance (minimum EUR 30,000); a flight reservation; proof of financial "
          "means. Visa fee: waived for school pupils on educational stays.",
          "consent certified, both of us. fee waived for pupils, good. insurance and flight still",
          "visa, planning"),
        c("host", OL, OL_HOME, "",
          "Sehr geehrte Frau Shikongo, sehr geehrter Herr Shikongo, wir freuen uns sehr, dass Ndeshipanda vom 27. "
          "Juni bis 4. September 2032 als Austauschschülerin an unserem Gymnasium zu Gast sein wird. Sie nimmt in "
          "der 11. Klasse am Unterricht teil und wohnt bei Familie Brandt. Eine Bestätigung für die Botschaft finden "
          "Sie im Anhang. Die Sommerferien beginnen am 9. Juli; Familie Brandt hat für diese Zeit eine Reise an die "
          "Ostsee geplant. Mit freundlichen Grüßen, Dr. Kerstin Albers, Austauschkoordinatorin, Gymnasium am "
          "Ilmenaupark",
          "the German letter, I get half. holidays with the Brandts at the Baltic, nice", "email, travel"),
        c("passport", PH, ph("IMG_20320318_0826.jpg"), "", "",
          "Tuesday the 23rd, because of the holiday. spelled right this time, I checked the receipt",
          "visa, invoice",
          ocr="MlNlSTRY OF HOME AFFAlRS, lMMlGRATlON, SAFETY AND SECURlTY  SWAKOPMUND REGlONAL OFFlCE  OFFlClAL "
              "RECElPT No. 2O32-SWK-O7731  Date 18/O3/2O32  Received from: T. SHlKONGO  Service: Passport (minor) "
              "- re-issue, URGENT  Applicant: SHlKONGO NDESHlPANDA  Amount: N$ 8OO.OO  Collection from: 23/O3/2O32"),
        c("host", OL, OL_HOME, "",
          "Liebe Ndapewa, lieber Tomas, wir sind Katrin und Jens Brandt, Marlene ist 16 und freut sich riesig auf "
          "Ndeshi! Ndeshi bekommt das Zimmer unter dem Dach, mit Blick auf die Kirche. Wir haben einen Hund, Bruno, "
          "ist das okay für sie? Please tell us if Ndeshi eats everything, and what she likes to do. Herzliche Grüße "
          "aus Lüneburg, Katrin",
          "Bruno the dog. Ndeshi loves dogs. Marlene is 16 like her", "email, communication"),
        c("host", WD, wd("Liebe Familie Brandt.docx"), "",
          "Liebe Familie Brandt, vielen Dank für Ihre E-Mail! Ich heiße Ndeshipanda, aber alle sagen Ndeshi. Ich bin "
          "16 Jahre alt und wohne mit meinen Eltern und meinem Bruder Tuli in Swakopmund. Ich esse alles, nur keine "
          "Pilze. Ich habe keine Angst vor Hunden, ich liebe Hunde! Ich spiele Netball und singe im Schulchor. Ich "
          "freue mich sehr auf Lüneburg. Liebe Grüße, Ndeshi",
          "Ndeshi's reply. better German than mine. she sends it Sunday from her own mail",
          "draft, communication"),
        c("visa", ED, ed("Your quote - Schengen student cover - NamTravelCover"),
          "https://www.namtravelcover.com.na/quote/result",
          "Your quote: Schengen Student cover, 1 traveller (age 16), 26 June - 5 September 2032 (72 days). Medical "
          "expenses EUR 60,000, emergency evacuation and repatriation, personal liability, baggage N$ 10,000. "
          "Premium N$ 2,480. Meets the Schengen visa requirements (certificate in English and German).",
          "2,480, certificate in German too. buy it Tuesday with the new passport's number", "price, travel"),
        c("host", ED, ed("Frankfurt(M) Flughafen Fernbf - Lüneburg - Your connections"),
          "https://int.bahn.de/en/buchung/fahrplan/suche",
          "Sun 27.06.2032. Frankfurt(M) Flughafen Fernbf dep 09:52, Hannover Hbf arr 12:14 (ICE 578); Hannover Hbf "
          "dep 12:31, Lüneburg arr 13:24 (ICE 1683). Duration 3 h 32 min, 1 change. Super Sparpreis Young from EUR "
          "27.99.",
          "if nobody fetches her at the airport: ICE, one change in Hannover", "travel, itinerary"),
        c("host", XL, xl("Ndeshi - Lüneburg 2032.xlsx"), "",
          "Ndeshi - Lüneburg 2032 | N$ / Flights WDH-FRA-WDH (economy) | 17,900 / Travel insurance 72 days | 2,480 / "
          "Visa fee (pupils exempt) | 0 / Passport urgent | 800 / Pocket money EUR 150 x 2.5 months (at 20.10) | "
          "7,540 / Contribution to the host family (ask Katrin) | 0 / German SIM and data | 600 / Gifts for the "
          "Brandts | 1,500 / Total | 30,820 / Ndeshi's savings account | 12,000 / Our share | 18,820",
          "30,820 all in. her savings 12,000, the rest ours. the pump ate this month", "spending, travel"),
        c("host", OL, OL_HOME, "",
          "Hallo Ndapewa, ich habe die Flüge angeschaut: Discover fliegt am Samstag, 26. Juni, um 20:05 ab Windhoek "
          "und ist am Sonntag um 06:15 in Frankfurt. Jens holt Ndeshi am Flughafen ab, dann fahren wir zusammen mit "
          "dem Zug nach Lüneburg. Zurück am 4. September, Abflug 21:30. Is the visa appointment still on Wednesday? "
          "Viele Grüße, Katrin. PS: Happy Independence Day, Marlene found it on the internet!",
          "Katrin writes on our holiday, their Monday. Sat 26 June 20:05. Jens fetches her, no train",
          "flight, email, itinerary"),
        c("visa", WD, wd("Ndeshi visa - documents.docx"), "",
          "For Wednesday 9:40 (Tomas and Ndeshi): the new passport (Tuesday!) and the old one; the form, printed and "
          "signed by both (I signed Sunday); 2 photos (done); the full birth certificate, certified copy; consent of "
          "both parents, certified at the police on the 17th, with copies of our IDs; the school's letter (German "
          "original and their email); Katrin's invitation with a copy of Jens's ID; the insurance certificate (buy "
          "Tuesday); a flight reservation (Katrin's print, not paid); 3 months of bank statements, Tomas's and mine.",
          "all in the blue folder. insurance Tuesday once the new passport's number is known",
          "visa, planning"),
        c("passport", WA, WA, "",
          "Tomas: At Home Affairs at 6:10, I'm number 3 in the queue. If they give it at 8 we leave straight for "
          "Windhoek, Ndeshi has her bag in the car. Good luck with your inspectors.",
          "T in the queue since 6. to Windhoek straight from there", "visa, travel"),
        c("passport", WA, WA, "",
          "Tomas: Got it! NDESHIPANDA, all the A's. I checked the back page too. Ndeshi kissed the lady. On the B2 "
          "now, at Petrus's by 2, we print everything at his office.",
          "all the A's!! drive safe. the embassy tomorrow at 9:40", "visa, communication"),
        c("visa", WA, WA, "",
          "Tomas: Out of the embassy. They took everything, fingerprints done, Ndeshi answered the lady in German, "
          "she was impressed. They keep the passport. Decision in up to 15 days, we get an email and collect it in "
          "Windhoek. School pupils pay no fee. Petrus will collect it for us.",
          "in. 15 days, so after Easter. P collects in Windhoek. Ndeshi in German!", "visa, communication"),
        c("visa", OL, OL_HOME, "",
          "Your visa application has been received. Reference: WIND-2032-03-01947. Applicant: SHIKONGO, "
          "Ndeshipanda. Type: Schengen visa (C), purpose: study / school exchange. Processing time: up to 15 calendar "
          "days. You will be informed by email when the passport can be collected. Please do not book non-refundable "
          "tickets before a decision.",
          "WIND-2032-03-01947. no non-refundable tickets, tell Katrin", "visa, email"),
        c("host", WA, WA, "",
          "Katrin: Frohe Ostern from Lüneburg! Marlene has made a list of 40 things to show Ndeshi. Did the visa "
          "appointment go well? PS: on Sunday our clocks go forward, so from Sunday we are at the same time as you, "
          "no more calculating!",
          "same time from Sunday, one less thing. reply with the visa news tomorrow", "communication, social"),
        c("host", ED, ed("Windhoek - Frankfurt - Discover Airlines"),
          "https://www.discover-airlines.com/na/en/book/flight-search",
          "Windhoek (WDH) - Frankfurt (FRA), Sat 26 Jun 2032, 20:05 - 06:15 +1, Economy Light N$ 8,940, Economy "
          "Classic N$ 10,560 (1 bag of 23 kg, a seat, changes for a fee). Return Frankfurt - Windhoek, Sat 4 Sep "
          "2032, 21:30 - 07:40 +1, Economy Classic N$ 9,870.",
          "Classic both ways 20,430, not 17,900. book after the visa, fares will climb",
          "flight, price, comparison"),
        c("host", WA, WA, "",
          "Katrin: Happy Easter! Now it's 17:00 here too, finally the same time. Marlene and Ndeshi talked for an "
          "hour on video this afternoon, they already have plans for the Baltic. Jens asks: what size is Ndeshi for a "
          "bicycle helmet? Everybody cycles here.",
          "the same clock at last. helmet size, measure her head. they talked an hour", "communication, social"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Swakopmund and at the mine, +02:00 throughout. Independence Day falls on
# Sunday 21, so Monday 22 is the public holiday; Good Friday is 26 March; the mine runs through both. Lüneburg is an
# hour behind her until Europe's clocks go forward on Easter Sunday, 28 March.
DAYS = {
    # Mon 15: Hannes's weekend air samples before the bus, Rolf's day 2, Home Affairs' SMS, the paper masks, Rolf on
    # the stop, the misspelt passport, the fit tests, the Authority's letter, Tomas at Home Affairs, Petrus, the
    # report guideline
    "2032-03-15": "05:45 calciner, 07:20 calciner, 07:35 exchange, 09:10 calciner, 09:30 calciner, 12:40 exchange, "
                  "14:30 calciner, 16:45 inspection, 19:30 exchange, 20:10 easter, 20:25 inspection",
    # Tue 16: Gerrit on the beards, Frans in DoseBook, December's dosimetry, the PAPR page, the quote, the embassy's
    # confirmation, the sign at the hood, the new appointment, the dose sheet, the flat, Meme, Home Affairs' page,
    # the consent
    "2032-03-16": "06:30 calciner, 07:50 calciner, 08:40 inspection, 09:40 calciner, 10:15 calciner, 11:00 exchange, "
                  "11:10 calciner, 13:15 exchange, 17:30 calciner, 19:20 easter, 19:31 borehole, 20:30 exchange, "
                  "21:00 exchange",
    # Wed 17: Meme at dawn, Rolf's day 4, Lizette's delivery, Kristof and the controller, Charmaine, Hannes's new
    # samples, the embassy's checklist, the cob, Tuyeni, the year's doses, the Lüneburg school
    "2032-03-17": "05:40 borehole, 07:30 calciner, 09:00 calciner, 10:30 borehole, 10:32 borehole, 10:45 inspection, "
                  "14:00 calciner, 16:30 exchange, 16:41 easter, 19:40 borehole, 20:15 inspection, 20:28 exchange",
    # Thu 18: the pump pulled, the urgent passport's receipt, the Ludlums and DG-07, Kuiseb's SHE officer, the pump's
    # quote, the clearance survey, Sandwich Harbour, Katrin, chapter 4, Petrus going north
    "2032-03-18": "06:50 borehole, 08:30 exchange, 11:20 inspection, 13:40 calciner, 15:10 borehole, 16:05 calciner, "
                  "16:15 easter, 19:10 exchange, 20:30 inspection, 20:41 borehole",
    # Fri 19 (the calciner restarts): Rolf at dawn, the bank, the pre-meeting, Gerrit's tools, the flat booked,
    # Ndeshi's German, the first drum, who pays for the PAPRs, the menu, chapter 6, the insurance
    "2032-03-19": "06:05 calciner, 09:30 borehole, 10:40 inspection, 11:10 calciner, 11:22 easter, 13:30 exchange, "
                  "15:10 calciner, 16:20 calciner, 19:30 easter, 20:10 inspection, 20:22 exchange",
    # Sat 20 (the pump goes in; DG-07's leak test): the recount, the nameplate, the missing heifer, water, Hilma,
    # chapter 8, the train
    "2032-03-20": "09:30 calciner, 12:15 borehole, 14:30 borehole, 16:45 borehole, 19:20 easter, 20:30 inspection, "
                  "21:10 exchange",
    # Sun 21 (Independence Day): Meme before church, the quads, the budget, the airbed, the heifer found
    "2032-03-21": "07:05 borehole, 09:40 easter, 11:30 exchange, 16:00 easter, 20:15 borehole",
    # Mon 22 (the public holiday for Independence Day; the mine runs, Germany works): Rolf, Katrin, Petrus leaving,
    # the investigation report, the cob, the readiness list, the quads' page, the visa folder, the herd, the summary
    "2032-03-22": "06:40 calciner, 08:30 exchange, 09:15 borehole, 10:30 calciner, 12:10 easter, 14:00 inspection, "
                  "19:00 easter, 19:45 exchange, 20:00 borehole, 20:30 inspection",
    # Tue 23 (the inspection's first day; the new passport): Tomas in the queue, Hannes at the gate, the passport,
    # Meme from Windhoek, the drum store's board, the day's notes, the tour booked, the respirator register
    "2032-03-23": "06:15 exchange, 08:10 inspection, 09:50 exchange, 13:20 easter, 14:10 inspection, "
                  "17:30 inspection, 19:30 easter, 20:20 calciner",
    # Wed 24 (the inspection's second day; the visa appointment at 09:40 in Windhoek): Gerrit, Charmaine, the
    # report for the inspectors, out of the embassy, Hannes's mattresses, the embassy's receipt, the close-out,
    # the report signed, the voucher
    "2032-03-24": "06:30 calciner, 08:00 inspection, 10:20 calciner, 10:25 exchange, 11:40 easter, 13:00 exchange, "
                  "14:50 inspection, 16:30 inspection, 20:15 easter",
    # Thu 25 (the last working day; the visitors arrive at dusk): the report submitted, DoseBook, the receipt, the
    # close-out, the veterinary services, the inspector, the shopping, the flat's rules
    "2032-03-25": "07:30 inspection, 08:45 calciner, 10:10 inspection, 11:00 calciner, 13:15 borehole, "
                  "14:30 inspection, 16:10 easter, 16:50 easter",
    # Fri 26 (Good Friday): Hilma, the quads, Katrin
    "2032-03-26": "08:40 easter, 15:20 easter, 21:00 exchange",
    # Sat 27: the guide in the fog, Tuyeni, the braai, the fares
    "2032-03-27": "05:50 easter, 10:30 borehole, 16:30 easter, 20:30 exchange",
    # Sun 28 (Easter Sunday; Europe's clocks go forward): the parish, the trifle, Katrin on the same clock, the warranty
    "2032-03-28": "07:15 easter, 11:15 easter, 17:00 exchange, 19:30 borehole",
}
TIMELINE = day_timeline(DAYS, TZ)
