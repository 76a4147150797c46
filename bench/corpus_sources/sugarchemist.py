"""Anjali Narayan, chief chemist at a sugar mill near Lautoka, Fiji, in the middle of the crushing season: the mill's
cane quality (the daily CCS, a week of burnt cane and the growers' complaint, a new NIR cane analyser that reads burnt
cane low), a raw sugar shipment to a refinery in Johor (the quality terms and the surveyor's samples, the ship's
loading at the wharf), her father's farm lease on native land that runs out next June (the landowners, the papers, the
premium), her daughter's 21st birthday party and her son's under-16 football team (the zone final, the trip to the
national finals in Suva).

Written by hand in session 27 of issue 12 as the TEST corpus for session 28, before anybody tuned on it, by an
engineer who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end
of session 28, and it is a development corpus since session 29.

Anjali Devi Narayan (43), née Prasad, grew up on her father's cane farm at Vatumoli in the Drasa sector near Lautoka,
studied chemistry at the university in Suva and sugar technology in Queensland, and has worked in the mills for
eighteen years; since 2029 she is chief chemist of the (fictional) Vitogo Mill of the (fictional) Viti Sugar Milling
Ltd, which crushes about 5,000 tonnes of cane a day from June to December. Her husband Vikash ("Vik", 46) is front
office manager at a resort on Denarau, on shifts; their daughter Priyanka turns 21 on Tuesday 11 October (third year of
accounting at the university's Lautoka campus, weekend shifts at the resort); their son Arjun (15) is in Year 10 at the
(fictional) Drasa Secondary School and plays in its under-16 team. Her parents, Papa (Ram Prasad, 74) and Mummy
(Kamla, 70), still farm 8.42 hectares at Vatumoli on a 30-year agricultural lease of native land owned by the
(fictional) Mataqali Naqara, which runs out on 30 June 2034; her brother Sanjay is an electrician in Sydney (his wife
Meera is expecting). At the mill: Rajesh Goundar, the mill manager; Shaneel Kumar and Mere Ralulu, shift chemists (Mere
is from Vatumoli's neighbouring village, her mother's brother Sevanaia Koroi is Vatumoli's turaga ni koro, the village
headman); Losana, a lab assistant; Brendan O'Shea of SpectraCane (fictional), Mackay, who commissions the analyser;
Mohammed Hanif, the growers' representative for the Drasa sector; Ashok Kumar, the sirdar of a harvesting gang. The
shipment: MV Ocean Tern (fictional), 18,500 t of raw sugar for the (fictional) Selat Sugar Refinery in Pasir Gudang,
Johor (Tan Mei Ling, its buyer); Pacific Cargo Surveys (fictional, Shalendra Kumar); Tradewinds Shipping Agency
(fictional, Jone Ravula); Semi Tuivaga, the bulk terminal's foreman. The lease: the iTaukei Land Trust Board's Lautoka
office (Litia Vuki, an estate officer) and the Fiji Development Bank (Avinesh Lal). The party: Saweni Community Hall
(Mr Dewan), Pravin the caterer, Shivani's decor, a cake shop, Vik's sister Sangeeta in Nadi. The football: Tevita
Naivalu, the coach, Mrs Sharma, a parent, the principal, a bus company, the schools' football association.
In the fortnight from Monday 3 to Sunday 16 October 2033, in Fiji's time (Pacific/Fiji, +12:00 throughout: Fiji keeps
no daylight saving time now; Sydney went to summer time on 2 October, so Sanjay is one hour behind, Mackay and Johor
two and four): Monday 10 October is Fiji Day, a public holiday (her day off, though the mill crushes on):
- the cane: the analyser goes live on the growers' dockets on Monday 3, a week of night fires puts burnt cane at 41 %
  of the deliveries, the analyser reads burnt cane about half a unit of CCS low (its calibration was built on
  Queensland's green cane), the growers complain, the newspaper writes it up, a joint check on Tuesday 11, a new
  calibration accepted on Thursday 13 and burnt cane from 3 to 13 October paid on the laboratory's figure; a carrier
  chain breaks on Fiji Day and the stale cane drops the CCS again;
- the shipment: the buyer's quality terms, a stockpile with a few days of wet sugar to blend in, the surveyor's
  sampling, the ship late from Brisbane (Tuesday 11 instead of Saturday 8), loading from Tuesday afternoon to Thursday
  night with a rain stop, sailing on Friday 14 with a pol above the contract's basis;
- the lease: the Board's letter, a sevusevu (yaqona presented) at Vatumoli on Saturday 8, a goodwill of $20,000 asked
  and $16,000 agreed, the appointment at the Board, the landowners' consent signed after church on Sunday 16; the
  premium from her savings, Sanjay's Australian dollars and Papa's last cane payment, a bank loan only as a fallback;
- the party: Saweni hall on Saturday 15, the caterer, the guest list, the cake and the engraved 21st key, Vik's speech;
- the football: the western zone final on Saturday 8 at Churchill Park (won 2-1, Arjun scores), the national finals in
  Suva on 20 to 22 October: the bus, the players' fees, curry lunch packs sold at the mill on Friday 14.

She works on her own Windows laptop: Google Chrome for the web ("<page> - Google Chrome"), the new Outlook for the
mill's and her personal mail (titled only "Mail - Anjali Narayan - Outlook"), Viber (titled only "Viber": the mill's
shift chemists and lab, her parents, Vik, the caterer, the sirdar, the terminal's foreman, Sevanaia, other parents),
Facebook Messenger (titled only "Messenger": the football team's parents' group, Priyanka, Vik's sister, the
decorator), OneNote for her notes (titled by the page), Photos for what she took with her phone ("<file> - Photos"),
Microsoft Excel, Adobe Acrobat Reader for PDFs and, at the mill, the analyser's SpectraCane Studio. Memos are her
shorthand (first person, a sugar chemist's and a Fiji Indian's English: "CCS", "NR", "pol", "SF", "MJ", "TC/TS",
"v3.3", "P", "A", "Vik", "S", "Papa", "Mummy", "isa", "oilei", "acha"), some cryptic.
English is her working language and the family's written one; the others as she meets them: Fiji Hindi in Latin
letters (Papa, Mummy, the sirdar, the caterer, a football parent) and iTaukei, Fijian (Mere on Fiji Day, the
terminal's foreman, Sevanaia, the coach), under a fifth of the captures and some in every task. Words cross on
purpose: cane and CCS (the mill's, Papa's good year in the lease's money), premium (the sugar's pol, the lease's
goodwill), consent (the landowners', the boys' forms for Suva), survey (the ship's draft survey, the lease's survey
plan), samples (the analyser's pairs, the surveyor's composites), curry (the party's catering, the fundraising packs),
hall (Saweni's, the school hall in Suva), deposit (the term deposit for the lease, the decorator's and the cake's, the
bus's), Vatumoli (the lease, the speech), Shed 2 (the weekly report, the stockpile), the mill (the cane, the packs sold
there, the mill's table at the party), Saturday (the village, the final, the party). People cross too: Papa in the
cane, the lease and the party; Mere in the cane, the lease, the party and the packs; Rajesh in the cane, the shipment
and the party; Vik in the lease's money, the party and the packs; Losana in the cane, the shipment and the packs;
Sanjay's message about the lease's money is also about the 21st.

The timeline is written by hand (TIMELINE below): Fiji's time, +12:00 throughout; the night reports read before six,
nothing of the shipment on Fiji Day (the ship is not in yet and the agent's office is shut) while the mill's crushing
goes on, evenings and two weekends.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("sugar mill's chief chemist near Lautoka, Fiji: the cane's quality and a new analyser, a raw sugar "
           "shipment, her father's farm lease on native land, her daughter's 21st, her son's football team")
TZ = ZoneInfo("Pacific/Fiji")  # +12:00 all year (no daylight saving time in 2033)
ID_PREFIX = "nv"  # "s" is the MSc snippets'; no id in bench/data, bench/corpus_sources or tests begins "nv"
APP_WORDS = {"outlook", "mail", "viber", "messenger", "facebook", "onenote", "photos", "img", "jpg", "microsoft",
             "excel", "xlsx", "adobe", "acrobat", "reader", "64", "bit", "pdf", "google", "chrome", "spectracane",
             "studio", "sc", "400", "https", "www", "com", "fj", "org", "gov", "en", "westernherald", "western",
             "herald", "local", "article", "48213", "psta", "proceedings", "2031", "m14", "fijiports", "fiji", "ports",
             "lautoka", "expected", "arrivals", "marinetraffic", "ais", "details", "ships", "imo", "9734521", "tltb",
             "itaukei", "leasing", "agricultural", "fdb", "loans", "agriculture", "rbf", "exchange", "rates",
             "reserve", "sweettreatsfiji", "celebration", "cakes", "sweet", "treats", "fssfa", "fixtures", "2033",
             "events", "3312", "kickssports", "kicks", "sports", "boots", "firm", "ground"}

TASK_NAMES = {
    "cane": ("Cane quality this season", "CCS and the growers", "the lab at the mill", "this season's CCS"),
    "shipment": ("The Ocean Tern shipment", "raw sugar export", "loading the ship", "the Johor cargo"),
    "lease": ("Papa's lease renewal", "the farm lease", "Vatumoli land", "renewing Papa's lease"),
    "party": ("Priyanka's 21st", "the 21st party", "P's birthday", "the big twenty-first"),
    "football": ("Arjun's football", "the under-16 team", "the boys' soccer", "Arjun's team to Suva"),
}
SUB_NAMES = {
    "cane/ccs": ("Daily CCS", "lab results", "the night reports", "pol and fibre"),
    "cane/burnt": ("Burnt cane", "the growers' complaint", "Hanif and the council", "fire and penalties"),
    "cane/nir": ("The NIR analyser", "the calibration", "Brendan's commissioning", "the new spectrometer"),
    "shipment/quality": ("Sugar quality specs", "pol and moisture", "the surveyor's samples", "safety factor"),
    "shipment/loading": ("Loading at the wharf", "the berth and hatches", "rain stops", "sailing day"),
    "lease/landowners": ("The landowners", "the mataqali", "sevusevu at Vatumoli", "the consent"),
    "lease/papers": ("Lease papers", "the application", "valuation and rent", "the old lease"),
    "lease/money": ("The premium", "goodwill money", "paying for the renewal", "Sanjay's share"),
    "party/venue": ("Hall and food", "the catering", "the hall booking", "curry for 250"),
    "party/guests": ("The guest list", "invitations", "who's coming", "RSVPs"),
    "party/cake": ("Cake, key and speech", "the cake order", "the 21st key", "Vik's speech"),
    "football/final": ("The zone final", "Saturday's match", "Churchill Park", "the final against Ba"),
    "football/trip": ("The Suva trip", "bus and fees", "fundraising packs", "nationals in Suva"),
}

GC = "Google Chrome"
OL = "Outlook"
OL_TITLE = "Mail - Anjali Narayan - Outlook"
VB = "Viber"
FM = "Messenger"
ON = "OneNote"
PH = "Photos"
XL = "Microsoft Excel"
AR = "Adobe Acrobat Reader"
SC = "SpectraCane Studio"
SC_TITLE = "SpectraCane Studio - SC-400 Vitogo"


def gc(page: str) -> str:
    return f"{page} - Google Chrome"


def on(page: str) -> str:
    return f"{page} - OneNote"


def ph(file: str) -> str:
    return f"{file} - Photos"


def xl(file: str) -> str:
    return f"{file} - Excel"


def ar(file: str) -> str:
    return f"{file} - Adobe Acrobat Reader (64-bit)"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "cane": [
        c("ccs", VB, VB, "",
          "Shaneel: Morning Madam. Night report 2-3 Oct, 23:00 to 05:30: crushed 1,705 t, CCS 11.24, pol % cane "
          "13.71, fibre 12.6, brix 1st expressed juice 20.4, MJ purity 86.3. Stops: knives changed 02:10-02:35. NIR "
          "running in parallel, reads lower, about 10.9. Goes on the dockets from the day shift. Yard 84 trucks, 2 "
          "rakes.",
          "NR 11.24. NIR lower already, and it's live on dockets today. knives again", "statistics, communication"),
        c("nir", OL, OL_TITLE, "",
          "Hi Anjali, confirming the plan for the week. Mon: check the SC-400 install at the shredder chute, lamp and "
          "reference tile, go live on dockets from the day shift as agreed with Rajesh. Tue-Wed: 60 paired samples "
          "(NIR vs your press method) across the shifts, green and burnt. Thu: I update the model if the bias is "
          "outside ±0.20 CCS units. Fri: acceptance test and sign-off. I fly back to Mackay Tuesday night and work "
          "remotely after that. Cheers, Brendan O'Shea, SpectraCane",
          "60 pairs Tue-Wed, bias limit ±0.20. live on dockets before the pairs, hmm", "planning, email, experiment"),
        c("nir", ON, on("NIR commissioning - SC-400"), "",
          "SC-400 at the shredder chute, live from the day shift today. Paired samples: Losana takes the NIR "
          "sub-sample and the press sample from the same cut, 30 a day, labels P01-P60, notes green/burnt and hours "
          "since burn from the docket. Press method as usual (Bx, pol, fibre from press cake weight). Brendan's "
          "limits: bias ±0.20, SEP ≤ 0.35. Ask him: what cane was in the calibration set? Queensland only?",
          "the real question: was any burnt cane in his calibration", "experiment, planning, dataset"),
        c("burnt", VB, VB, "",
          "Didi namaste. Kal raat hamar gang ke teen farm me aag lag gaya, Natova road wala side. Karib 380 ton "
          "burnt cane hai. Harvest order jaldi chahiye, nahi to cane sukh jaega aur CCS aur gir jaega. Field officer "
          "ke bolo na please. Ashok, gang 14",
          "Ashok's 380 t burnt at Natova. harvest order today or it goes stale", "communication"),
        c("nir", SC, SC_TITLE, "", "",
          "bias -0.31 after 22 pairs, outside. Queensland set only, as I thought", "experiment, statistics",
          ocr="SpectraCane Studio  SC-4OO  Vitogo Mill  Model: CCS_v3.2 (QLD 2O29-2O32, n=1,84O)  Validation vs "
              "reference (press)  n = 22  R2 O.88  SEP O.37  Bias -O.31  Slope O.96  Range CCS 8.9 - 12.6  Status: "
              "BlAS OUTSlDE LlMlT (±O.2O)  Last lamp check O3/1O/2O33 O9:12 OK"),
        c("burnt", PH, ph("IMG_20331004_0948.jpg"), "", "",
          "9.71 on cane burnt 11 hours ago. not fair, that cane is fresh", "statistics, price",
          ocr="VlTl SUGAR MlLLlNG LTD  VlTOGO MlLL  CANE DELlVERY DOCKET  No. O417736  Date O4/1O/2O33  Sector "
              "DRASA  Grower 11O42  Farm Natova Rd  Gang 14  Truck FT 2281  Gross 14.82 t  Tare 6.1O t  Net 8.72 t  "
              "BURNT: Y  Burn time O3/1O 21:OO  Hrs since burn 11  CCS (NlR) 9.71  Deduction burnt cane $3.OO/t"),
        c("ccs", AR, ar("Daily_Lab_Report_2033-10-04.pdf"), "", "",
          "NIR 10.38 vs press 10.81 for the day. 0.43 gap, the growers will see it", "statistics",
          ocr="VlTl SUGAR MlLLlNG LTD - VlTOGO MlLL  DAlLY LABORATORY REPORT  Day O4/1O/2O33 (O7:OO-O7:OO)  Cane "
              "crushed 5,128 t  Burnt cane 41.2 %  CCS (NlR, dockets) 1O.38  CCS (press, lab) 1O.81  Pol % cane "
              "13.18  Fibre % cane 12.9  MJ purity 85.2  Sugar made 548 t  TC/TS 9.36  Stoppages 1 h 5O min "
              "(carrier, knives)  Season to date: cane 311,4O2 t  CCS 1O.87  TC/TS 9.12"),
        c("burnt", OL, OL_TITLE, "",
          "Dear Mrs Narayan, on behalf of the growers of Drasa sector I write about the CCS on our dockets since "
          "Monday 3 October. Our members' average has fallen from 11.1 last week to 9.9, although the cane is the "
          "same and most burnt cane is delivered within 24 hours. The growers believe the new machine is giving "
          "wrong readings. We request a meeting with the mill at the sector office and an explanation before more "
          "cane is paid on these figures. Yours faithfully, Mohammed Hanif, Sugar Cane Growers Council, Drasa Sector",
          "Hanif's letter. 11.1 to 9.9 is partly real, the burnt %. but partly the machine", "email, communication"),
        c("nir", XL, xl("NIR vs press - paired samples.xlsx"), "",
          "Pairs so far | Cane | Hrs since burn | NIR CCS | Press CCS | Diff / P01-P32 | green | - | mean 11.02 | "
          "mean 11.14 | -0.12 / P33-P52 | burnt | 8-30 | mean 10.21 | mean 10.79 | -0.58 / all 52 | | | 10.66 | 10.99 "
          "| -0.33 / SEP 0.36 / burnt, by hours since burn: under 12 h -0.41, 12-24 h -0.57, over 24 h -0.79",
          "green fine, burnt -0.58 and worse with hours. the model never saw burnt cane",
          "statistics, dataset, experiment"),
        c("nir", VB, VB, "",
          "Losana: Morning Madam, the last 8 pairs done on the night shift, Mere signed the sheet. P58 and P59 were "
          "from Ashok's gang, burnt 30 hours, press 10.2 and NIR 9.3. Also the reference tile was wet this morning "
          "from the hose, I dried it and did the check again, ok now.",
          "P58-59 nearly a whole unit off. and who hoses near the tile!!", "experiment, communication"),
        c("burnt", ON, on("Drasa sector meeting 6 Oct"), "",
          "Sector office 16:00. About 45 growers, Hanif, field officer Naresh, Rajesh for the mill. 1) Burnt cane 41% "
          "this week, fires at night along Natova Rd, police report made. 2) NIR vs press: I showed the 60 pairs, "
          "green ok, burnt reads low by about 0.5. 3) Growers want recalculation from 3 Oct. Rajesh: will ask head "
          "office, answer by Thursday 13. 4) Joint check Tuesday 11 at the lab, Hanif and 2 growers to witness. 5) "
          "Harvest orders: burnt cane first.",
          "hot meeting but ok. I said the machine is wrong for burnt cane, Rajesh not happy",
          "meeting, communication"),
        c("burnt", VB, VB, "",
          "Beti, aaj hamar do lorry ke docket aaya, CCS 9.6 aur 9.8. Pichhla hafta 11 se upar tha. Sab log bolta hai "
          "naya machine galat hai, Hanif bhai bhi bola. Tum sach bolo, machine thik hai ki nahi?",
          "even Papa. 9.6 on his dockets. what do I tell him, he's right", "communication, statistics"),
        c("burnt", GC, gc("Growers query new cane analyser at Vitogo - Western Herald"),
          "https://www.westernherald.com.fj/local/article/48213",
          "LAUTOKA - Cane growers in the Drasa sector say a new machine that measures sugar content at the Vitogo "
          "Mill has cut their payments this week. 'We lost almost one unit of CCS overnight,' said growers' "
          "representative Mohammed Hanif. Viti Sugar Milling said the analyser was being commissioned and that all "
          "readings were being checked against laboratory methods. A meeting between growers and the mill was held "
          "yesterday.",
          "in the paper now. 'one unit'. Rajesh will be on the phone all day", "news"),
        c("nir", OL, OL_TITLE, "",
          "Hi Anjali, you were right. The CCS_v3.2 model was built on Queensland cane, which is almost all green "
          "harvested, so burnt cane spectra sit outside the calibration. Your 24 burnt pairs plus 180 burnt samples "
          "from our archive of a Fijian trial in 2030 go into v3.3, with hours since burn as an input. I'll push it "
          "remotely on Tuesday and we run a 20-sample check on Wednesday and Thursday. Until then I'd suggest burnt "
          "cane dockets use the press method. Cheers, Brendan",
          "v3.3 Tuesday. burnt dockets on press till then, tell Rajesh tonight", "email, experiment"),
        c("ccs", XL, xl("Season CCS 2033.xlsx"), "",
          "Mill week (Sat-Fri) | Drasa | Saweni | Lovu | Natova | Mill | Burnt % / 37 | 11.21 | 11.05 | 10.96 | 11.30 "
          "| 11.12 | 22 / 38 | 11.09 | 10.98 | 11.02 | 11.18 | 11.06 | 27 / 39 | 11.15 | 10.90 | 10.88 | 11.02 | "
          "11.01 | 30 / 40 (NIR on dockets from Mon 3) | 10.02 | 10.41 | 10.55 | 9.88 | 10.31 | 41 / season to date | "
          "| | | | 10.87 |",
          "week 40 down 0.7. half the burnt %, half the machine. graph for Rajesh", "statistics, dataset"),
        c("ccs", VB, VB, "",
          "Mere: Morning Madam. Night 8-9 Oct to 05:30: crushed 1,690 t, CCS 10.71 (burnt on press method as you "
          "said), pol % cane 13.36, fibre 13.1. 1 stop, 35 min, feed table. Yard 110 trucks, fires again near Saweni "
          "last night. Have a blessed Sunday.",
          "press numbers, 10.71 with burnt. better. fires at Saweni too now", "statistics, communication"),
        c("ccs", VB, VB, "",
          "Mere: Yadra Madam, Bula ni Siga ni Viti! Sa vinaka na bogi, sega ni dua na leqa. Night 9-10 Oct to 05:30: "
          "crushed 1,781 t, CCS 10.94, pol % cane 13.52, fibre 12.8, MJ purity 85.9. Stops: none. Yard 96 trucks. "
          "Vinaka.",
          "Fiji Day and the mill crushes on. 10.94, no stops. vinaka Mere", "statistics, communication"),
        c("ccs", VB, VB, "",
          "Shaneel: Madam sorry on the holiday. Mill stopped 11:40, no. 2 carrier chain broke at the feed table. "
          "Fitters say 3-4 hours. Yard full, 160 trucks waiting, some burnt from Friday night. Rajesh knows. I'll keep "
          "the juice samples going when we start.",
          "isa, the chain. 160 trucks in the sun = stale cane tomorrow, CCS drops again", "communication"),
        c("ccs", OL, OL_TITLE, "",
          "Rajesh, yesterday's stoppage ran from 11:40 to 16:25 (4 h 45). Cane in the yard waited up to 20 hours and "
          "the first 2,000 t crushed after the restart were stale; day CCS (press) 10.21 against 10.90 on Sunday. "
          "Growers will see this on today's dockets too, so please let the sector offices know it is the stoppage "
          "and not the NIR. Burnt cane stays on the press method until v3.3 is accepted. Anjali",
          "told Rajesh this drop is the chain, before Hanif calls him", "email, statistics"),
        c("nir", GC, gc("NIR prediction of CCS in burnt and stale cane - Proceedings 2031 - PSTA"),
          "https://www.psta.org.fj/proceedings/2031/m14",
          "Abstract. Near-infrared (NIR) analysis of shredded cane predicted CCS well for green cane (SEP 0.28) but "
          "under-predicted burnt cane by 0.4-0.9 units when burnt samples were absent from the calibration. "
          "Deterioration after burning changes the sucrose and reducing sugar balance and the spectra of the fibre. "
          "Adding local burnt samples, with time since burning, reduced the bias to below 0.1 units.",
          "exactly our case, two years ago. send to Brendan and Hanif", "paper, research, statistics"),
        c("burnt", OL, OL_TITLE, "",
          "Dear Mrs Narayan, thank you for hosting today's joint check. Our witnesses saw twenty samples taken from "
          "burnt cane deliveries and tested by both methods; the machine read lower on all of them, by 0.3 to 0.9. "
          "The Council therefore asks that all burnt cane delivered from 3 October be paid on the laboratory figure "
          "or on a corrected figure agreed with us, and that no burnt cane be paid on the machine until the new "
          "calibration is accepted. Regards, Mohammed Hanif",
          "fair. all 20 low. Rajesh has to say yes on Thursday", "email"),
        c("burnt", PH, ph("IMG_20331012_0627.jpg"), "", "",
          "notice up at the weighbridge. lab method for burnt, in writing now", "communication, price",
          ocr="NOTlCE TO ALL GROWERS  BURNT CANE  Burnt cane must be harvested and delivered within 24 hours of "
              "burning. Cane delivered more than 48 hours after burning may be rejected. A deduction of $3.OO per "
              "tonne applies to all burnt cane.  Report all fires to the Sector Office and the Police.  Until further "
              "notice CCS for burnt cane is determined by the LABORATORY (press method).  Mill Manager  Vitogo Mill"),
        c("ccs", ON, on("Lab - week 41"), "",
          "Week 41: press method back on all burnt samples, 60 more samples a day for the lab, Losana and Ravi on "
          "overtime. Polarimeter calibration check Monday skipped (holiday), do today. New lead acetate stock "
          "arrived. Shaneel's MJ purity off by 0.6 on Sunday, recheck his brix. Stale cane after the chain stop: "
          "Monday's day CCS 10.21, Tuesday's 10.48. Order: filter aid, 2 boxes of pol tubes.",
          "overtime for Losana and Ravi, sign the sheet. recheck Shaneel's MJ. pol tubes", "planning, statistics"),
        c("nir", SC, SC_TITLE, "", "",
          "v3.3 passes. burnt bias -0.06. sign it before anyone changes their mind", "experiment, statistics",
          ocr="SpectraCane Studio  SC-4OO  Vitogo Mill  Model: CCS_v3.3 (QLD + FJ burnt, n=2,O44, hrs since burn)  "
              "Validation vs reference (press)  n = 2O (green 8, burnt 12)  R2 O.93  SEP O.27  Bias green +O.O3  "
              "burnt -O.O6  Slope O.98  Status: WlTHlN LlMlTS  Acceptance test: PASS  Signed ______"),
        c("nir", OL, OL_TITLE, "",
          "Hi Brendan, v3.3 passed this morning: 20 pairs, bias +0.03 on green and -0.06 on burnt, SEP 0.27. I've "
          "signed the acceptance sheet and scanned it to you. From the first shift tomorrow burnt cane goes back on "
          "the NIR for the dockets, with hours since burn entered at the weighbridge. Thanks for turning it round so "
          "fast, and for owning up that the Queensland set was the problem. Anjali",
          "sent. NIR on all dockets from Friday's first shift", "email, experiment"),
        c("burnt", OL, OL_TITLE, "",
          "All, after today's meeting with the Council, head office has agreed: burnt cane delivered from 3 to 13 "
          "October will be paid on the laboratory (press) CCS, which on average adds 0.52 units for those "
          "deliveries; the difference will be in the next cane payment. From Friday 14 October burnt cane is "
          "measured by the recalibrated analyser. Sector offices, please put up the attached notice. Anjali, thank "
          "you for the numbers. Rajesh Goundar, Mill Manager",
          "+0.52 for the burnt from 3 to 13 Oct. Papa gets his too. done", "email, invoice"),
        c("ccs", OL, OL_TITLE, "",
          "Weekly lab summary, week 41 (8-14 Oct): cane crushed 33,870 t, CCS 10.74 (press on burnt cane until "
          "Thursday, NIR v3.3 from Friday), burnt 39%, TC/TS 9.31. Season to date 360,270 t, CCS 10.85. Stoppages: "
          "carrier chain Monday 4 h 45. Sugar to Shed 2: 3,610 t, pol average 98.84, moisture 0.18. Analyser "
          "accepted Thursday. Lab overtime 46 h.",
          "weekly for Monday. burnt 39%, TC/TS 9.31, ugh. analyser line at the end", "statistics, email"),
    ],
    "shipment": [
        c("quality", OL, OL_TITLE, "",
          "Dear Anjali, further to contract SSR-FJ-2033/04 for the MV Ocean Tern lot (18,500 t, 10% more or less at "
          "seller's option), please note the quality terms: polarisation basis 98.90°Z, minimum 98.50 (premium or "
          "discount 0.5% per 0.10°Z); moisture max 0.20%; safety factor max 0.25; ash max 0.25%; colour max 3,500 IU; "
          "grain size MA 0.8-1.2 mm; free from foreign matter. The independent surveyor's certificate at load port "
          "is final. Kindly send your stockpile analysis before the vessel arrives. Best regards, Tan Mei Ling, Raw "
          "Sugar Purchasing, Selat Sugar Refinery Sdn Bhd, Pasir Gudang",
          "SF 0.25 max. the wet sugar from the no. 3 centrifugal worries me", "specs, email"),
        c("loading", GC, gc("Expected Arrivals - Lautoka - Fiji Ports"),
          "https://www.fijiports.com.fj/lautoka/expected-arrivals", "",
          "Ocean Tern Saturday 6 am. Fiji Day weekend, stevedores on double time", "deadline, planning",
          ocr="EXPECTED ARRlVALS - PORT OF LAUTOKA  Vessel  Voy  Agent  From  ETA  Berth  Cargo  OCEAN TERN  O33S  "
              "Tradewinds  Brisbane  O8/1O/2O33 O6:OO  Wharf 2  Bulk sugar (export)  KOTA RATU  214  Pacific "
              "Agencies  Suva  O6/1O/2O33 14:OO  Wharf 1  Containers  PAClFlC DAWN  78  lsland Shipping  Noumea  "
              "O9/1O/2O33 2O:OO  Wharf 3  Fuel"),
        c("quality", XL, xl("Shed 2 stockpile quality Oct 2033.xlsx"), "",
          "Production day | Tonnes | Pol °Z | Moisture % | SF | Ash % | Colour IU / 24 Sep | 612 | 98.91 | 0.16 | "
          "0.15 | 0.19 | 2,870 / 26 Sep | 598 | 98.88 | 0.17 | 0.15 | 0.20 | 2,940 / 28 Sep (no. 3 centrifugal) | 577 "
          "| 98.62 | 0.38 | 0.28 | 0.22 | 3,150 / 29 Sep | 604 | 98.70 | 0.34 | 0.26 | 0.21 | 3,020 / Shed 2 total "
          "21,340 t, weighted pol 98.83, moisture 0.19, SF 0.16",
          "28-29 Sep sugar at SF 0.28 and 0.26. keep it at the back, blend it", "specs, statistics"),
        c("quality", ON, on("Ocean Tern - quality plan"), "",
          "Load from the front of Shed 2 first; the 28-29 Sep sugar (SF 0.26-0.28) blended 1:4 on the belt with "
          "older sugar. Sampling: auto-sampler on conveyor 3 every 15 min, composite per 1,000 t, split 3 ways (lab, "
          "surveyor, buyer's retain, sealed). Lab: pol, moisture, ash, colour, MA on each composite within 2 h. If "
          "any composite has SF over 0.25: stop, tell Semi, change the feed. Retains kept 3 months.",
          "blend the wet sugar 1:4. composite per 1,000 t. brief Shaneel and Losana", "planning, specs"),
        c("loading", OL, OL_TITLE, "",
          "Dear Anjali, loading plan for MV Ocean Tern (5 holds, 18,500 t): hold 1 3,600 t, hold 2 3,800 t, hold 3 "
          "3,900 t, hold 4 3,800 t, hold 5 3,400 t, the last 500 t for trimming. Berth: Wharf 2. Stevedores from "
          "arrival, 3 shifts. Hold inspection by the surveyor before loading: holds must be clean, dry and free of "
          "the previous cargo's smell (she discharges fertiliser in Brisbane). Regards, Jone Ravula, Tradewinds "
          "Shipping Agency, Lautoka",
          "fertiliser before us. if the holds smell, the surveyor fails them", "planning, email"),
        c("quality", OL, OL_TITLE, "",
          "Dear Madam, Pacific Cargo Surveys has been appointed by the buyer for sampling and analysis at the load "
          "port. Our sampler will attend the conveyor during all loading hours and take increments every 15 minutes; "
          "composite samples per 1,000 t will be split in three and sealed in your presence or your chemist's. We "
          "analyse for pol, moisture, ash, colour and grain size at our Lautoka laboratory and issue an interim "
          "certificate daily and a final certificate after completion. Regards, Shalendra Kumar, Senior Surveyor",
          "same split as my plan. does his polarimeter agree with ours? ask", "specs, email"),
        c("quality", VB, VB, "",
          "Shaneel: Madam, trial blend from Shed 2 on the belt this morning, 1 part 28 Sep sugar to 4 parts older: "
          "pol 98.81, moisture 0.21, SF 0.19. The 28 Sep sugar alone was 0.27 again. Loader driver says he can keep "
          "the 1:4 if Semi gives him a second loader.",
          "the blend works, SF 0.19. second loader from Semi", "specs, statistics, communication"),
        c("loading", OL, OL_TITLE, "",
          "Dear Anjali, the owners advise that Ocean Tern's discharge in Brisbane was delayed by rain and she sailed "
          "only this morning. Revised ETA Lautoka Tuesday 11 October 06:00, berthing on arrival at Wharf 2. Loading "
          "would start after the hold inspection on Tuesday, completion expected Thursday night. Regards, Jone",
          "Tuesday now. no loading over the long weekend, good for the stevedores' bill", "deadline, email"),
        c("loading", VB, VB, "",
          "Semi: Bula Madam. Sa yaco mai na waqa ena 06:10, sa vesu tiko ena Wafu 2. Na draft survey ena 9 na "
          "kaloko, na hold inspection ni oti. Na surveyor sa tiko mai. Vinaka.",
          "she's in, Wharf 2. draft survey at 9, holds after", "communication"),
        c("quality", OL, OL_TITLE, "",
          "Dear Anjali, thank you for the stockpile analysis. The blend plan is acceptable to us. Please add "
          "reducing sugars (invert) to the composites: our refinery has seen higher invert in late-season raws, and "
          "we would like to see below 0.20%. And please ask the surveyor to send us the interim certificates "
          "directly each day. Best regards, Mei Ling",
          "invert too now. Lane and Eynon on every composite, Losana will love me", "specs, email"),
        c("loading", PH, ph("IMG_20331012_0640.jpg"), "", "",
          "7,420 by morning. belt stop at 22:10, ask Semi why", "planning, statistics",
          ocr="BULK SUGAR TERMlNAL  MV OCEAN TERN  Wharf 2  Start 11/1O 15:2O  Hold 1  3,6OO / 3,6OO  DONE  Hold 2  "
              "3,8OO / 2,95O  Hold 3  3,9OO / O  Hold 4  3,8OO / O  Hold 5  3,4OO / 87O  Total 7,42O / 18,5OO  Rate "
              "62O t/h  Stops: conveyor belt 22:1O-22:55  Next shift O7:OO  Semi"),
        c("quality", AR, ar("PCS_Interim_Certificate_OceanTern_No2.pdf"), "", "",
          "98.86 average, SF 0.16. 6 and 7 were the night's blend, still inside", "specs, statistics",
          ocr="PAClFlC CARGO SURVEYS LTD  lNTERlM CERTlFlCATE OF SAMPLlNG AND ANALYSlS No. 2  Vessel: MV OCEAN TERN  "
              "Port: Lautoka  Cargo: Raw cane sugar in bulk  Shipper: Viti Sugar Milling Ltd  Composites 1-8 "
              "(O-8,OOO t)  Pol 98.86 °Z  Moisture O.18 %  Safety factor O.16  Ash O.2O %  Colour 2,98O lU  Reducing "
              "sugars O.17 %  Grain size MA 1.O4 mm  Remarks: composites 6 and 7 moisture O.23 %, within contract  "
              "Surveyor: S. Kumar"),
        c("quality", VB, VB, "",
          "Losana: Madam, composites 9-12 done, invert 0.15-0.19, moisture ok. But the night sampler missed two "
          "increments at 03:00 when the belt stopped, the surveyor wrote it in his book. Shalendra says no problem if "
          "we note it on our sheet too.",
          "note the missed increments on our sheet too. Losana on it", "specs, communication"),
        c("loading", VB, VB, "",
          "Semi: Madam rain started 14:10, hatches closed, loading stopped. 15,260 t in. Radar says 40-50 min. "
          "Surveyor wants a moisture check on the first composite after we start again.",
          "rain, at the worst time. extra moisture composite after the restart, yes", "communication, deadline"),
        c("loading", ON, on("Ocean Tern - loading log"), "",
          "Tue 11: berthed 06:10, draft survey 09:00, holds passed 13:30 (hold 4 washed again, smell), start 15:20. "
          "Wed 12: belt stop 22:10-22:55. Thu 13: rain 14:10-15:05, hatches closed; composite after the rain, "
          "moisture 0.19, ok. Completion expected 23:30. Final draft survey Fri 06:30. Sails when the documents are "
          "done.",
          "log for the file. hold 4 smelled of fertiliser after all", "planning, deadline"),
        c("loading", OL, OL_TITLE, "",
          "Dear Anjali, loading of MV Ocean Tern was completed at 23:35 last night. Final draft survey this morning: "
          "18,512 t. Bills of lading will be issued for 18,512 t, Lautoka to Pasir Gudang. Pilot booked for 10:00, "
          "ETA Pasir Gudang 29 October. Thank you and your lab team. Regards, Jone",
          "18,512 t. pilot at 10. off she goes", "email, deadline"),
        c("quality", OL, OL_TITLE, "",
          "Dear Anjali, we have the surveyor's final certificate: average pol 98.87°Z, moisture 0.18%, safety factor "
          "0.16, invert 0.17%. A premium applies for the pol above basis, and we will confirm the figure with your "
          "commercial team. Thank you for the careful blending and the daily data, it made our week easier. Best "
          "regards, Mei Ling",
          "premium for 98.87. tell Rajesh the lab earned that one", "specs, email, price"),
        c("loading", GC, gc("OCEAN TERN - Bulk Carrier - Ship details - MarineTraffic"),
          "https://www.marinetraffic.com/en/ais/details/ships/imo:9734521",
          "OCEAN TERN, Bulk Carrier, IMO 9734521, flag Panama. Navigational status: under way using engine. Speed "
          "12.4 kn. Last port: Lautoka, FJ (ATD 14 Oct 10:12 LT). Destination: Pasir Gudang, MY. ETA 29 Oct 06:00. "
          "Draught 10.8 m.",
          "past Vanuatu already. the 29th in Johor", "itinerary, deadline"),
    ],
    "lease": [
        c("papers", AR, ar("TLTB_letter_AL14821_renewal.pdf"), "", "",
          "expires 30 June 2034. majority consent first. Papa will panic", "rent, deadline",
          ocr="iTAUKEl LAND TRUST BOARD  Western Region Office, Lautoka  28 September 2O33  Mr Ram Prasad  Vatumoli, "
              "Drasa, Lautoka  Dear Sir  RE: AGRlCULTURAL LEASE NO. 14821 - NAQARA - EXPlRY ON 3O JUNE 2O34  Your "
              "lease over 8.42 ha of native land owned by Mataqali Naqara expires on 3O June 2O34. lf you wish to "
              "apply for a new lease please submit: 1. Application form (Form A4)  2. Consent of the majority of the "
              "adult members of the landowning unit  3. Copy of your lD and TlN  4. Rent receipts up to date  5. "
              "Application fee $115.OO and valuation fee $345.OO  The new rent will be assessed on the unimproved "
              "capital value (UCV). Any goodwill agreed with the landowners is paid through the Board.  Yours "
              "faithfully, Estate Officer"),
        c("landowners", VB, VB, "",
          "Beti, TLTB wala chitthi aaya hai, lease June me khatam hoga. Sevanaia bola Saturday ko gaon aao, sevusevu "
          "leke, mataqali ke log se baat karega. Tum bhi chalo, hamar Fijian ab kamzor hai.",
          "Saturday at Vatumoli with Papa, yaqona. ask Mere how it's done properly", "communication, rent"),
        c("landowners", VB, VB, "",
          "Mere: Morning Madam! Yes Sevanaia is my uncle (my mum's brother), I told him last night. Bring 1 kg of "
          "waka, not powder, and wear a sulu, Papa too if he likes. My cousin Jo will present the sevusevu for you. "
          "Don't talk money on the first day unless they ask. After the meeting they will give you lunch, don't "
          "refuse.",
          "1 kg waka, sulu, don't open with money. Mere is gold", "communication, planning"),
        c("papers", GC, gc("Agricultural leases - iTaukei Land Trust Board"), "https://www.tltb.com.fj/leasing/agricultural",
          "Renewal of agricultural leases. Lessees are encouraged to apply for a new lease at least 12 months before "
          "expiry. A new lease can only be granted with the consent of the landowning unit. Agricultural leases may "
          "be granted for up to 50 years, with rent reviewed every five years. Rent is assessed as a percentage of "
          "the unimproved capital value of the land. Goodwill or premium payments agreed between the lessee and the "
          "landowners are paid through the Board and distributed to members.",
          "up to 50 years, rent review every 5. goodwill goes through the Board, good", "rent"),
        c("money", XL, xl("Papa lease money.xlsx"), "",
          "Item | FJD | Notes / Goodwill (premium) | 12,000-20,000 | ask at Vatumoli / Application fee | 115 | / "
          "Valuation fee | 345 | / Rent 2033 | 0 | Papa paid June / Sevusevu, yaqona, lunch | 250 | / Total (high) | "
          "20,710 | / Our term deposit (matures 30 Nov) | 9,000 | but the 21st / Sanjay | ? | / Papa | ? | / Gap | "
          "11,710 |",
          "a gap of 11k if they ask 20. call Sanjay tonight", "finance, spending, rent"),
        c("papers", OL, OL_TITLE, "",
          "Dear Mrs Narayan, thank you for your email regarding Agricultural Lease No. 14821. An appointment has been "
          "made for Wednesday 12 October at 10:00 at our Lautoka office with the Estate Officer, Ms Litia Vuki. "
          "Please bring the lessee or a written authority from him, his ID, the original lease and the rent receipts. "
          "The landowners' consent form will be given to you at the appointment. Vinaka, iTaukei Land Trust Board, "
          "Western Region",
          "12 Oct 10 am. one hour off, not a half day. authority letter from Papa", "email, meeting"),
        c("money", VB, VB, "",
          "Sanjay: Didi I can send AUD 4,000, but only after the 25th when my contract pays. Don't let Papa sign "
          "anything over 20 grand without talking to me. Also tell P I'm so sorry we can't come for her 21st, "
          "Meera's due date is the 20th. I'll call on the day.",
          "S: 4k AUD after the 25th. can't come, Meera due the 20th", "finance, communication"),
        c("papers", PH, ph("IMG_20331006_1852.jpg"), "", "",
          "the 2004 lease from Papa's tin box. Lot 3, DP 7342, 8.42 ha", "rent",
          ocr="NATlVE LAND TRUST BOARD  AGRlCULTURAL LEASE  No. 14821  Term: 3O years from 1 July 2OO4  Lessee: RAM "
              "PRASAD of Vatumoli, Drasa, Cultivator  Land: NAQARA (part of) Lot 3 on DP 7342  Area: 8.42 ha  "
              "Mataqali: NAQARA  Tikina: Vuda  Yasana: Ba  Annual rent: $462.OO payable half-yearly  Use: Sugar cane "
              "and subsistence"),
        c("landowners", ON, on("Vatumoli - Saturday"), "",
          "Leave 9:15 with Papa (Mummy stays). Bring: waka 1 kg (Namaka market, $95), sulu x2, 2 cartons of tinned "
          "fish for the lunch, $100 in an envelope for the church if asked. Jo presents the sevusevu. Papa speaks "
          "first, in Fijian, short; then me: 30 years as good neighbours, we want 50 more, the family keeps the cane "
          "going and the path to the river open. Listen for their number. Don't agree on the day.",
          "don't agree on the day. listen for the number", "planning, rent, meeting"),
        c("landowners", VB, VB, "",
          "Bula vinaka Anjali. Keimami na waraki kemudou mai Vatumoli ena Vakarauwai, 10 na kaloko ena mataka. "
          "Keimami na soqoni ena vale ni soqo. Kauta mai na sevusevu. Vinaka vakalevu. Sevanaia, Turaga ni Koro",
          "10 am Saturday, the meeting house. confirmed", "communication, meeting"),
        c("landowners", ON, on("Vatumoli - meeting 8 Oct"), "",
          "Sevusevu accepted 10:20. 23 adult members and Sevanaia. Spokesman Inoke: the mataqali is happy with Papa, "
          "30 years without trouble, yes to a new lease in principle. Goodwill: they said $20,000 (!), shared by 44 "
          "adult members. Also: keep the path to the river, and help for the church roof (no figure). Papa said "
          "nothing, good. I said we must talk as a family. They meet again Sunday. Lunch: dalo, fish in lolo, tea. "
          "Left 12:30.",
          "oilei, 20k. 44 adults share it, 450 each, not crazy from their side", "meeting, rent, price"),
        c("money", VB, VB, "",
          "Vik: Anju 20 is too much with the 21st next week. Offer 14 and let them come down to 16. And don't touch "
          "the term deposit till after P's party, we need it for the caterer. Talk tomorrow, I'm on till 11.",
          "Vik says offer 14, settle at 16. term deposit after the party", "finance, communication"),
        c("papers", ON, on("Papa's lease - documents"), "",
          "For Wed 12 at the Board: Papa's birth certificate and voter ID, TIN letter (FRCS), original lease 14821, "
          "rent receipts 2031-2033 (June 2033 missing! Papa says in the almirah), written authority from Papa for me, "
          "Form A4 (get it there), consent form (get it there). Later: valuation visit; survey only if the boundary "
          "changes (no).",
          "June receipt missing. the almirah. authority letter tonight", "planning, rent"),
        c("landowners", VB, VB, "",
          "Beti, kal Sevanaia phone kiya. Bola mataqali ke log sab 20 hazaar pe raazi nahi hai, kuch log 15 bolta "
          "hai. Aur church ke chhat ke liye bhi kuch maangta. Ham kaa kare? Tum Mere se baat karo.",
          "split 15 vs 20, and the church roof. call Mere", "communication, rent"),
        c("money", ON, on("Papa's lease - money"), "",
          "If 16,000: term deposit 9,000 (after 30 Nov; $40 fee to break it earlier), Sanjay AUD 4,000 = about FJD "
          "5,900, Papa's last cane payment about 3,000: 17,900. Fees 460, sevusevu and lunches 300. Church roof: 500 "
          "from us separately, not part of the lease. Just enough, no loan, if it all comes by 30 Nov. If they want "
          "20: a loan of 4k.",
          "16k works without a loan, just. 20k needs the bank", "finance, rent, spending"),
        c("landowners", VB, VB, "",
          "Mere: Madam, my uncle called. They met after lotu on Sunday and again last night. They agree on $16,000 if "
          "it is paid through TLTB by 30 November, and they thank Papa for the path. The church roof is separate, "
          "whatever you give. He will send the day for signing the consent.",
          "16k by 30 Nov!! Mere you star. tell Papa, tell Vik", "communication, rent, price"),
        c("money", GC, gc("Agriculture Loans - Fiji Development Bank"), "https://www.fdb.com.fj/loans/agriculture",
          "Agriculture term loans for cane farmers: finance for land development, machinery and lease renewal "
          "premiums. Loan amounts from $2,000; terms up to 10 years; interest from 5.5% p.a. for cane growers with "
          "a registered cane contract. Security: lease or guarantor. Apply at any branch with your lease documents, "
          "cane contract and the last two years of cane proceeds.",
          "backup only. 5.5% if Papa's cane contract counts", "finance"),
        c("papers", ON, on("Papa's lease - the Board 12 Oct"), "",
          "Ms Vuki. New lease of 50 years from 1 July 2034 possible. Rent: reassessed on the UCV, her guess "
          "$1,100-1,300 a year (now 462). Goodwill $16,000 paid to the Board, receipted, distributed to members. "
          "Consent form: majority of adult members = 23 of 44, she wants a list with signatures and ID numbers. "
          "Valuation visit to be booked. Lodge everything before 31 Dec. Form A4 filled in, Papa to sign.",
          "rent nearly triples. 23 of 44 signatures. Papa signs form A4 Sunday", "meeting, rent, price"),
        c("money", OL, OL_TITLE, "",
          "Dear Mrs Narayan, thank you for your enquiry. For a lease renewal premium loan of $4,000-5,000 we would "
          "need the TLTB offer letter, the landowners' consent, your father's cane contract and his proceeds "
          "statements for 2032 and 2033, and a guarantor (yourself). The current rate for registered growers is "
          "5.75% p.a. over 3 years. Processing takes about 2 weeks. Regards, Avinesh Lal, Loans Officer, FDB Lautoka",
          "5.75 not 5.5. only if Sanjay's money is late", "finance, email"),
        c("money", GC, gc("Exchange Rates - Reserve Bank of Fiji"), "https://www.rbf.gov.fj/exchange-rates",
          "Indicative exchange rates, 13 October 2033, against the Fiji dollar (FJD 1.00 =): AUD 0.6742, NZD 0.7391, "
          "USD 0.4456, EUR 0.4108, JPY 66.82. Rates are indicative mid-rates; commercial banks' rates will differ.",
          "4,000 AUD = 5,933. the bank takes its cut, say 5,800", "finance"),
        c("papers", OL, OL_TITLE, "",
          "Dear Mrs Narayan, the valuation inspection for Lease 14821 is booked for Tuesday 18 October at 9:00. The "
          "valuer will need access to the whole lot, including the river boundary. Please pay the valuation fee of "
          "$345.00 at our counter or by bank transfer before the visit (reference AL14821-VAL). Vinaka, Litia Vuki, "
          "Estate Officer",
          "valuer Tue 18, 9 am. pay the 345 tomorrow. Papa shows him the river side", "email, rent, invoice"),
        c("landowners", VB, VB, "",
          "Bula Anjali. Na fomu ni veivakadonui ena sainitaki ena Sigatabu ni oti na lotu, 1 na kaloko. E gadrevi me "
          "23 na lewe ni mataqali era sainitaka. Mo kauta mai e tolu na kopi ni fomu. Vinaka. Sevanaia",
          "Sunday 1 pm after church. 23 signatures at least, 3 copies of the form", "communication, meeting"),
        c("money", VB, VB, "",
          "Beti, final payment ke paisa aaya, is saal CCS accha tha. 3,000 ham tumko dega premium ke liye. Mana mat "
          "karo. Aaj shaam party me aaega, Mummy ke saath. Priyanka ke liye ek chain bhi le liya.",
          "Papa insists on his 3,000. fine. and a chain for P!", "finance, communication"),
        c("landowners", PH, ph("IMG_20331016_1402.jpg"), "", "",
          "28 signed of 44, more than half. done. Papa cried a little", "rent",
          ocr="FORM C  CONSENT OF LANDOWNERS TO THE GRANT OF A NEW LEASE  Lease No. 14821  Lessee: Ram Prasad  "
              "Landowning unit: Mataqali NAQARA  We, the undersigned adult members, consent to a new agricultural "
              "lease for 5O years from 1/7/2O34 and to goodwill of $16,OOO.OO  No.  Name  lD No.  Signature  1  "
              "Sevanaia Koroi  ...  2  lnoke Ravai  ...  3  Akuila Vosa  ...  28  Maciu Tuinasau  ...  Witness: "
              "Turaga ni Koro  Date 16/1O/2O33"),
    ],
    "party": [
        c("guests", XL, xl("P 21st guest list.xlsx"), "",
          "Side | Who | Adults | Kids / Narayan | Vik's family, Nadi and Sigatoka | 38 | 12 / Prasad | Papa, Mummy, "
          "Ba, Lautoka | 52 | 15 / Priyanka | uni and school friends | 40 | 0 / Us | mill, Vik's resort, neighbours | "
          "38 | 6 / Arjun | team? coach? | 6 | 4 / Total | | 174 | 37 / = 211, caterer for 250 to be safe",
          "211 and growing. Mummy hasn't sent the Ba list yet", "events, planning"),
        c("venue", PH, ph("IMG_20331002_1115.jpg"), "", "",
          "Sat night 450, bond 200, 250 chairs 200. book it tomorrow", "price, reservation, events",
          ocr="SAWENl COMMUNlTY HALL  HlRE RATES 2O33  Weekday day $15O  Weekday night $25O  Saturday night (6pm-1am) "
              "$45O  Sunday $3OO  Bond (refundable) $2OO  Chairs $O.8O each  Tables $3.OO each  Kitchen use $5O  No "
              "alcohol after 12 midnight  Music off 1am sharp  Bookings: Hall Committee Secretary, Mr. Dewan"),
        c("venue", VB, VB, "",
          "Didi, 250 log ke liye hamar rate: goat curry, chicken curry, dhal, rice, roti, pumpkin, chutney aur salad, "
          "$19 per head. Gulab jamun alag se, $1.50. Pots aur serving ham leke aaega, plates tum log ke. Advance "
          "$1,000 Thursday tak. Thik hai? Pravin",
          "$19 a head x 250 = 4,750, jamun extra. advance Thursday", "price, events"),
        c("guests", FM, FM, "",
          "Sangeeta: Bhabhi count us 6 from Nadi, and the Sigatoka family says 9 are coming on the Friday bus, "
          "they'll stay with us. Can Anil's boys sit with the kids? Also Mum wants to know if there's a puja before, "
          "she wants to bring the thali.",
          "Vik's side +15. and a puja before the party, ask pandit ji", "events, communication"),
        c("cake", GC, gc("Celebration Cakes - Sweet Treats Lautoka"), "https://www.sweettreatsfiji.com/celebration-cakes",
          "21st and birthday cakes. 2-tier (serves 60): from $180. 3-tier (serves 120): from $320. Fondant finish, "
          "fresh flowers +$40, gold drip +$25, edible photo +$30. Eggless on request. Orders at least 7 days before "
          "the event; 50% deposit to confirm. Pick-up from our Vitogo Parade shop or delivery in Lautoka $20.",
          "3-tier eggless, gold drip. 7 days before, so order by Saturday", "price, shopping, events"),
        c("venue", XL, xl("P 21st budget.xlsx"), "",
          "Item | Quote | Paid / Hall Sat night, bond, chairs, tables | 990 | / Catering 250 @ 19 + jamun | 5,125 | "
          "advance 1,000 Thu / Decor (Shivani) | 900 | / DJ Nitesh | 450 | / Cake 3-tier | 385 | / 21st key | 85 | "
          "/ Cards 150 | 225 | / Puja, pandit ji | 151 | / Soft drinks, juice | 600 | / Total | 8,911 | / From: "
          "savings 6,000, Vik's bonus 2,000, Papa? no!",
          "8.9k, and the lease in the same month. Papa must not pay for this", "price, spending, events"),
        c("venue", OL, OL_TITLE, "",
          "Dear Mrs Narayan, your booking of Saweni Community Hall for Saturday 15 October, 6 pm to 1 am, is "
          "confirmed: hall $450, 250 chairs $200, 30 tables $90, kitchen $50, bond $200 (refunded after the "
          "inspection on Sunday morning). Please collect the keys from me on Saturday at 2 pm. Reminder: no alcohol "
          "after midnight, music off at 1 am, hall to be swept before you leave. Regards, R. Dewan, Secretary, "
          "Saweni Hall Committee",
          "keys Saturday 2 pm. sweeping is Arjun's job", "reservation, email, price"),
        c("guests", AR, ar("Priyanka_21st_invitation_proof2.pdf"), "", "",
          "proof 2, Saweni spelt right now. print 150", "events",
          ocr="Mr & Mrs Vikash and Anjali Narayan  request the pleasure of your company  at the 21st Birthday "
              "celebration of their daughter  PRlYANKA  on Saturday 15th October 2O33  at Saweni Community Hall  "
              "Puja 6.OOpm, Dinner 7.3Opm  Dress: lndian / Smart  RSVP Anjali by 1Oth October"),
        c("cake", PH, ph("IMG_20331007_1826.jpg"), "", "",
          "gold key, 45 cm. PRIYANKA 11.10.2033, ready Wednesday", "shopping, price",
          ocr="ENGRAVED 21st KEY  Gold mirror acrylic  45 cm  Name + date engraved  $85.OO  Ready in 5 days  Lautoka "
              "Trophy & Engraving"),
        c("guests", FM, FM, "",
          "Priyanka: Mum here's my list, 42 with the netball girls, sorry! Also can Ashneel come even if Nani asks "
          "who he is. And please no speech from Papa longer than 5 min, everyone will be hungry.",
          "42 friends. Ashneel?? who is Ashneel. speech 5 min", "events, communication"),
        c("venue", FM, FM, "",
          "Shivani's Decor: Hi Anjali, for the 21st: backdrop with gold sequin wall and a 'Priyanka 21' neon sign, "
          "balloon arch in maroon and gold, 30 table centrepieces with candles, head table drape, fairy lights across "
          "the hall. $900 all in, set up Saturday 3-5 pm, pack down Sunday 9 am. $300 deposit by Wednesday to hold "
          "the date.",
          "900 all in, deposit by Wednesday. maroon and gold, P chose", "price, events, shopping"),
        c("venue", VB, VB, "",
          "Anju, goat curry to thik hai, lekin Ba wala log duck pasand karta. Pravin ke bolo 10 duck bhi banaye. Aur "
          "puri nahi, roti hi. Pandit ji ke bhi bulao, party se pehle chhota puja. Mummy",
          "10 duck as well. and a small puja first, pandit ji. ok Mummy", "events, recipe"),
        c("guests", VB, VB, "",
          "Ba wala list: Mausi aur Mausa, Rakesh ke family 5, Sushila didi 4, Chotu ke family 6, Nani ke ghar wala 8. "
          "Labasa wala nahi aa sakta, ship ke ticket mehnga hai. Total 27 hamar side se. Thik se likho. Mummy",
          "Ba side 27. the Labasa lot can't come. total now 238", "events, communication"),
        c("cake", OL, OL_TITLE, "",
          "Hi Anjali, thank you for your order: 3-tier eggless vanilla and chocolate, white fondant with gold drip and "
          "fresh flowers, topper 'Priyanka 21', serves 120. Pick-up Saturday 15 October from 3:00 pm at Vitogo "
          "Parade. Total $385.00, deposit received $192.50, balance on pick-up. Happy Fiji Day! Sweet Treats Lautoka",
          "cake done, 385. pick-up Saturday 3 pm, Vik's job", "email, reservation, price"),
        c("cake", VB, VB, "",
          "Priyanka: Mum thank you for the alarm-clock song, I'm 21!! Can I choose the song for the key? And tell "
          "Papa again, 5 minutes, and no story about me falling in Nana's cane field when I was 4.",
          "21 today. she picks the key song. cane field story is out", "events, communication"),
        c("guests", OL, OL_TITLE, "",
          "Anjali, thank you for the card, my wife and I will be happy to come on Saturday. Shaneel and Mere say they "
          "are coming too, so the lab will be well represented. Please pass my best wishes to Priyanka. And after "
          "this week you deserve a good party. Rajesh",
          "Rajesh and wife, Shaneel, Mere. a mill table of 8 then", "email, events"),
        c("cake", ON, on("P's 21st - speech"), "",
          "Vik's speech (5 min, P's rule): thank everyone, Nani and Nana from Vatumoli, the Labasa family who can't "
          "come. Baby in 2012, first day at school, Year 13 results, accounting at uni, Saturdays at the resort. The "
          "key: 'the key to our house is always yours'. Then the key to P, her song. No cane field story!",
          "Vik's points. I'll cut it to 5 min myself", "events, draft"),
        c("venue", ON, on("P's 21st - run sheet"), "",
          "Sat 15: 2 pm keys (Dewan). 3-5 decor (Shivani). 3 pm cake pick-up (Vik). 4 pm Pravin's pots and rice. "
          "5.30 pandit ji. 6.00 puja. 7.00 welcome, 7.10 speech (Vik), 7.20 key and cake, 7.30 dinner (kids first), "
          "8.30 DJ. 12.00 soft drinks only, 1.00 music off. Sun 9 am pack down, 10 am hall inspection, bond back.",
          "run sheet. print 3, one for Pravin", "planning, events"),
        c("guests", XL, xl("P 21st guest list.xlsx"), "",
          "RSVP | Invited | Yes | No | ? / Narayan | 59 | 47 | 8 | 4 / Prasad | 76 | 62 | 9 | 5 / Priyanka | 42 | 39 "
          "| 1 | 2 / Us | 44 | 40 | 2 | 2 / Arjun | 12 | 10 | 0 | 2 / Total | 233 | 198 | 20 | 15 / kids under 12: "
          "37 / catering 250 ok",
          "acha, 198 yes and 37 kids. 250 plates is enough. tell Pravin", "events, statistics"),
        c("venue", VB, VB, "",
          "Pravin: Didi final count 250 plates and the 10 duck done. Goats from Sabeto bought today. We come 4 pm "
          "with pots, rice and roti warm, 3 boys to serve. Please keep 2 tables near the kitchen for us, the gas "
          "bottle is ours. Balance $4,125 on the day, cash please.",
          "balance 4,125 cash on Saturday. bank at lunch today", "events, price, communication"),
        c("cake", VB, VB, "",
          "Vik: Cake picked up, it's beautiful, in the car with the AC on full. But the key says PRIYANKA 11.10.2023 "
          "not 2033!! Shop is closed till Monday. Arjun says nobody will notice. Should I fix it with a gold marker?",
          "2023 on the key. gold marker it is, nobody reads keys", "events, communication"),
        c("guests", FM, FM, "",
          "Thank you all for coming last night to Priyanka's 21st, 240 of you! Special thanks to Pravin bhaiya for "
          "the food, Shivani for the hall, DJ Nitesh, the mill crew for staying to the end and sweeping, and Nani "
          "and Nana for the blessings. Labasa family, we missed you. Photos coming soon. Anjali & Vikash",
          "thank-you post to the family group. photos later, 600 of them", "events, social, communication"),
    ],
    "football": [
        c("final", FM, FM, "",
          "Tevita (coach): Bula parents. U16 training Mon, Tue and Thu 3.30-5.30 at the school ground this week. "
          "Western zone final this Saturday 8 Oct, 2 pm at Churchill Park vs Ba Central College. Boys at school by 12 "
          "noon, bus leaves 12.30. Full uniform, boots, shin pads, water. Parents welcome, bring the noise!",
          "Sat 2 pm at Churchill Park. bus 12.30 from school", "fitness, events, planning"),
        c("final", GC, gc("Fixtures 2033 - FSSFA"), "https://www.fssfa.org.fj/fixtures/2033", "",
          "only the winner goes to Suva. no pressure, Arjun", "fitness, events",
          ocr="FlJl SECONDARY SCHOOLS FOOTBALL ASSOClATlON  2O33 FlXTURES  WESTERN ZONE  U16 BOYS  FlNAL  Sat 8 Oct  "
              "2.OOpm  Churchill Park, Lautoka  DRASA SECONDARY vs BA CENTRAL COLLEGE  Referee: J. Waqa  Winner "
              "qualifies for the National Finals, Suva, 2O-22 Oct"),
        c("final", VB, VB, "",
          "Arjun: Mum my boots sole came off at training, the left one. Coach said I can't play in the final with "
          "tape. Kicks Sports has the Nike ones for $129 and the Adidas for $99. Can we go tomorrow after school? "
          "Please",
          "new boots before Saturday. the $99 ones, he'll outgrow them by Christmas", "shopping, fitness, price"),
        c("final", GC, gc("Football boots - firm ground - Kicks Sports"), "https://www.kickssports.com.fj/boots/firm-ground",
          "Adidas Copa Pure FG, sizes 7-11, $99.00. Nike Phantom Club FG, sizes 6-12, $129.00. Puma Future Play FG, "
          "sizes 7-10, $89.00. In store at Vitogo Parade, Lautoka, and Namaka, Nadi. Open Mon-Fri 8.30-5.30, Sat "
          "8.30-1. Open on Fiji Day 9-1.",
          "Puma 89 in his size? after work, shop open till 5.30", "shopping, price, comparison"),
        c("final", VB, VB, "",
          "Didi, aaj Arjun ke le jaega Churchill Park? Hamar car kharab hai, Rohan ke bhi le jao please. Team ke lunch "
          "ke liye ham 20 roti aur aloo curry bhejega. Sunita Sharma",
          "Rohan too then. 20 roti and aloo for the team, bless her", "communication, events"),
        c("final", PH, ph("IMG_20331008_1528.jpg"), "", "",
          "2-1!!! A scored. I screamed, sorry Ba Central mums", "fitness, events",
          ocr="CHURCHlLL PARK  LAUTOKA  WESTERN ZONE U16 FlNAL  DRASA SEC  2  BA CENTRAL  1  FULL TlME  Goals: J. "
              "Ratu 23', A. Narayan 61' / S. Khan 48'"),
        c("final", FM, FM, "",
          "Tevita (coach): Vinaka vakalevu na itubutubu kece! Sa qaqa na gone ena siga nikua, 2-1. Josaia kei Arjun "
          "na goal. Sa rawa ni keitou lako i Suva ena 20-22 Oct. Training ena Tusiti, 3.30. Kalougata.",
          "Suva 20-22 Oct. now the money", "fitness, communication"),
        c("final", OL, OL_TITLE, "",
          "Dear Parents, congratulations to our Under-16 boys, Western Zone champions after Saturday's 2-1 win over "
          "Ba Central College at Churchill Park, with goals from Josaia Ratu and Arjun Narayan. We thank coach Mr "
          "Tevita Naivalu and the parents who supported the team. Details of the National Finals in Suva (20-22 "
          "October) and the costs will follow from the parents' committee. Happy Fiji Day. Rohit Deo, Principal, "
          "Drasa Secondary School",
          "Arjun's name in the principal's mail. framing it", "email, events, fitness"),
        c("trip", XL, xl("U16 Suva trip budget.xlsx"), "",
          "Item | Cost | Notes / Bus return Lautoka-Suva (Western Express) | 1,650 | quote Tue / Hall at Nabua, 2 "
          "nights | 200 | / Meals 24 people x 3 days x $15 | 1,080 | / Entry fee, nationals | 250 | / First aid, "
          "ice, water | 120 | / Total | 3,300 | / Players 20 x $95 | 1,900 | / Gap | 1,400 | curry packs Fri 14? "
          "200 x $10, cost $4",
          "gap of 1,400. curry packs at the mill on Friday, 200 of them", "spending, travel, planning"),
        c("trip", AR, ar("Quote_Q2033-188_Drasa_Sec_U16.pdf"), "", "",
          "1,650 as Tevita said. deposit 825 out of the packs money", "travel, price, reservation",
          ocr="WESTERN EXPRESS BUSES LTD  Lautoka  QUOTATlON No. Q2O33-188  To: Drasa Secondary School - U16 "
              "Football (Mrs A. Narayan)  Hire of 45-seater coach with driver  Lautoka - Suva (Nabua) Thu 2O Oct "
              "depart O6:OO  Local transfers in Suva 2O-22 Oct  Suva - Lautoka Sat 22 Oct depart 16:OO  Driver's "
              "meals and accommodation included  Total FJD 1,65O.OO (VAT incl.)  5O% deposit to confirm, balance "
              "before departure"),
        c("trip", FM, FM, "",
          "Tevita (coach): Bula parents. Suva trip: we stay at Nabua Secondary School hall 2 nights, mattresses "
          "provided, boys bring sheet, pillow, towel. Consent forms and $95 per player to Mrs Narayan (treasurer) by "
          "Friday 14. Medical forms for boys with asthma. Curry packs this Friday to help, mums please help cook "
          "Thursday night.",
          "consent forms and $95 to me by Friday. cooking Thursday night, oh no", "travel, planning, communication"),
        c("trip", VB, VB, "",
          "Didi, maaf karna, Rohan ke $95 abhi nahi de sakta. Uske papa ke kaam band hai do hafta se. Payday ke baad "
          "dega, 21 tak. Usko Suva jaane do please, bahut khush hai. Sunita",
          "Rohan goes. I cover his 95 till the 21st, don't tell the others", "communication, finance"),
        c("trip", ON, on("U16 - curry packs Friday"), "",
          "200 packs at $10: rice, chicken curry, dhal, chutney, roti. Cost about $4 a pack. Cook Thursday night at "
          "the Sharmas' (big pots), 6 mums. Orders so far: mill 84 (Mere's list), Vik's resort kitchen staff 40, "
          "school staff 30, neighbours 20. Deliver to the mill gate 12 noon, Mere collects the money. 200 containers "
          "from Namaka wholesale.",
          "84 packs at the mill already, Mere's doing. containers after work", "planning, recipe, groceries"),
        c("trip", VB, VB, "",
          "Mere: Madam the packs are a hit! Boiler house wants 12 more and the fitters ask can they pay on payday. I "
          "have $840 so far in the envelope, Losana is counting. Tell the mums the chutney is too good.",
          "96 at the mill, $840 so far. fitters on credit, fine", "communication, income"),
        c("trip", OL, OL_TITLE, "",
          "Dear Mrs Narayan, we confirm the entry of Drasa Secondary School in the U16 Boys National Finals, 20-22 "
          "October 2033, Suva. Pool B: Drasa Secondary, Tamavua Heights College, Vanua Levu Secondary, Lomaiviti "
          "College. Team lists of 20 with birth certificates to be emailed by Monday 17 October. Entry fee of $250 "
          "received. Regards, Competitions Officer, FSSFA",
          "entered. birth certificates by Monday, A's is in the blue file", "email, events, deadline"),
        c("trip", GC, gc("National Finals 2033 - FSSFA"), "https://www.fssfa.org.fj/events/3312",
          "U16 Boys National Finals, 20-22 October 2033, Suva. Venues: Bidesi Park and Albert Park. Thursday 20: "
          "pool matches from 2 pm. Friday 21: pool matches from 9 am. Saturday 22: semi-finals 9 am, final 1 pm at "
          "Albert Park. Teams must report to the technical desk one hour before kick-off.",
          "final 1 pm Saturday, bus home at 4. if they get there", "events, itinerary, fitness"),
        c("trip", FM, FM, "",
          "Tevita (coach): Parents, vinaka for the curry packs, $1,960 raised! With the players' money we are "
          "covered. Packing list for Suva: 2 sets of training gear, match uniform (school will wash), boots, shin "
          "pads, sheet, pillow, towel, toothbrush, school uniform for Friday's assembly, $20 pocket money max. Bus "
          "leaves school Thursday 6 am sharp.",
          "1,960 raised!! bus Thursday 6 am. $20 pocket money, ha, tell A that", "travel, planning, income"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Lautoka, +12:00 throughout. Fiji Day (Monday 10) is her day off: nothing of
# the shipment, but the mill crushes on; the night reports come before six; Sydney is an hour behind, Mackay two.
DAYS = {
    # Mon 3: the night report, Brendan's plan, Mei Ling's terms, the commissioning notes, the Board's letter, the
    # coach, Papa on the letter, the guest list, the hall's rates
    "2033-10-03": "05:40 cane, 07:50 cane, 08:40 shipment, 10:30 cane, 12:20 lease, 16:50 football, 19:30 lease, "
                  "19:42 party, 19:50 party",
    # Tue 4: Ashok's fire, Mere on the sevusevu, the first pairs, the docket, the port's arrivals, the stockpile, the
    # fixtures, the caterer, the Board's page, Vik's sister
    "2033-10-04": "06:05 cane, 07:05 lease, 09:40 cane, 09:52 cane, 11:00 shipment, 16:10 shipment, 17:40 football, "
                  "19:15 party, 20:30 lease, 20:41 party",
    # Wed 5: the money sheet, the day's lab report, the quality plan, Hanif's letter, the 60 pairs, the appointment,
    # the cake shop, the boots, Sanjay, the budget
    "2033-10-05": "07:00 lease, 08:10 cane, 10:05 shipment, 11:20 cane, 13:30 cane, 14:40 lease, 18:00 party, "
                  "18:12 football, 20:40 lease, 20:52 party",
    # Thu 6: Losana's last pairs, the boots' page, the loading plan, the surveyor, the hall confirmed, the sector
    # meeting, the old lease, Papa's dockets, the invitation's proof
    "2033-10-06": "07:30 cane, 08:45 football, 10:40 shipment, 14:50 shipment, 16:55 party, 17:30 cane, 19:00 lease, "
                  "20:10 cane, 20:22 party",
    # Fri 7: the newspaper, the trial blend, the ship late, Brendan's answer, the key, the plan for Vatumoli,
    # Priyanka's list, Sevanaia
    "2033-10-07": "08:00 cane, 09:30 shipment, 15:20 shipment, 16:30 cane, 18:30 party, 19:45 lease, 20:30 party, "
                  "20:42 lease",
    # Sat 8 (the sevusevu at Vatumoli at 10, the zone final at 2): a lift for Rohan, the season's CCS, the meeting's
    # notes, full time, the coach, Vik on the money, the decorator
    "2033-10-08": "06:50 football, 07:20 cane, 12:40 lease, 15:30 football, 17:05 football, 20:45 lease, "
                  "20:57 party",
    # Sun 9: Mere's night report, Mummy on the menu, the lease's documents
    "2033-10-09": "06:10 cane, 11:00 party, 16:30 lease",
    # Mon 10 (Fiji Day, a public holiday; the mill crushes on): Mere's report, Papa on the split, Mummy's Ba list,
    # the principal, the carrier chain, the cake confirmed, the sums, the trip's budget
    "2033-10-10": "05:50 cane, 08:30 lease, 10:00 party, 11:30 football, 13:05 cane, 16:00 party, 19:30 lease, "
                  "20:30 football",
    # Tue 11 (Priyanka's birthday; the ship in at 06:10, the joint check): Priyanka, Semi, the stoppage for Rajesh,
    # the 2031 paper, Mei Ling on invert, the bus quote, the Council, Rajesh's RSVP, Mere on 16k, the coach, the bank
    "2033-10-11": "06:30 party, 06:40 shipment, 07:45 cane, 10:10 cane, 12:30 shipment, 13:20 football, 15:30 cane, "
                  "16:45 party, 19:40 lease, 20:15 football, 20:27 lease",
    # Wed 12 (the appointment at the Board at 10): the weighbridge notice, the terminal's board, the lab's week, the
    # Board's notes, the interim certificate, the bank's officer, Mrs Sharma, the speech, the run sheet
    "2033-10-12": "06:30 cane, 06:42 shipment, 09:15 cane, 10:55 lease, 13:40 shipment, 18:10 lease, 19:20 football, "
                  "19:31 party, 21:10 party",
    # Thu 13: the curry packs, Losana's composites, v3.3 passes, to Brendan, the exchange rate, the rain, Rajesh's
    # agreement, the RSVPs, the valuer, the loading log
    "2033-10-13": "07:40 football, 08:30 shipment, 09:50 cane, 12:20 cane, 12:30 lease, 14:20 shipment, 16:20 cane, "
                  "19:10 party, 20:20 lease, 21:50 shipment",
    # Fri 14 (the ship sails at 10, the packs at the mill at noon): the agent, Pravin, Mere's envelope, the entry,
    # Sevanaia
    "2033-10-14": "07:05 shipment, 09:40 party, 13:10 football, 16:30 football, 18:40 lease",
    # Sat 15 (the party at 6): Papa's 3,000, the finals' page, Mei Ling's premium, the key's date
    "2033-10-15": "08:20 lease, 10:30 football, 12:50 shipment, 15:40 party",
    # Sun 16 (the consent signed after church): the thank-you, the form, the packing list, the weekly summary, the
    # ship past Vanuatu
    "2033-10-16": "11:30 party, 14:10 lease, 17:20 football, 19:40 cane, 19:52 shipment",
}
TIMELINE = day_timeline(DAYS, TZ)
