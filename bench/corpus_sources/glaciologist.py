"""Élodie Marchand, a glaciologist from Rimouski, Québec, at a research centre in Reykjavík, Iceland: the spring
survey of the winter mass balance on Vatnajökull (the kit, the snowmobiles and the huts, the cores on the ice cap,
the numbers afterwards), the revision of a paper on a glacier surge (the reply to the reviewers, the velocities run
again), her daughter's civil confirmation (the party, the guests and her mother's trip from Québec, the ceremony and
her speech), her old car failing its inspection (the repairs, buying an electric car) and her application for
Icelandic citizenship (the language test, the documents).

Written by hand in session 20 of issue 12 as the TEST corpus for session 21, before anybody tuned on it, by an
engineer who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end
of session 21, and since session 22 it is a development corpus (bench/data/corpora/glaciologist.json).

Élodie (41) is from Rimouski, on the St Lawrence; she came to Reykjavík in 2016 for a PhD on Vatnajökull and stayed.
For nine years she has been a researcher at the Cryosphere Research Centre (fictional) in Reykjavík. She lives on
Ásvallagata in Vesturbær with her daughter Sólveig ("Sól", 14); Sól's father, Gunnar Hallsson, lives nearby. In the
fortnight from Monday 14 to Sunday 27 April 2031 (Monday 14 April is Easter Monday and Thursday 24 April is the First
Day of Summer, Sumardagurinn fyrsti, both public holidays in Iceland):
- the ice cap: the spring survey of the winter balance with Einar Þórðarson (the field leader), Kristín Hauksdóttir
  (a PhD student) and Siggi (Sigurður, the centre's technician): the park's research permit, the snowmobiles and the
  super-jeep, the Jökulheimar and Grímsfjall huts of the Glaciological Society; cores to the previous summer surface
  at nine sites on Tungnaárjökull, Köldukvíslarjökull, at Grímsvötn and on Brúarjökull (B13 given up for new
  crevasses), a storm day in the hut on Friday 18 April; the table, the gradient with elevation, the preliminary
  numbers to the hydropower company that pays for it (Fjallorka, fictional), the field report, the WGMS deadline;
- the paper: "Ice velocity through the 2028-2030 surge of Síðujökull from Sentinel-2 feature tracking", back from the
  Journal of Glaciology with major revisions due on Friday 25 April; Reviewer 2 wants the uncertainties, a comparison
  with Sentinel-1 offset tracking (which Kristín runs) and evidence for the drainage that ended the surge (Lukas Meier,
  a co-author in Zürich, has the tremor record); the response letter written in the hut, the figures, the resubmission;
- the confirmation: Sól's civil confirmation (Siðmennt) in Háskólabíó on Sunday 27 April at 11:00 and the party in a
  hall (Hlíðasalur, fictional) from 14:00: the budget, the caterer (Veislubakkinn, fictional), Gunnar's mother Dóra's
  ring cake, the guests and invitations, her mother Louise Gagnon flying from Montréal (Boreal Atlantic, fictional),
  Sól's green suit (not a dress), Élodie's speech in Icelandic, the tickets and the photographer;
- the car: her 2011 Subaru Forester (261,000 km) fails its inspection on 9 April (brake pipes, exhaust, a tie rod;
  re-inspection by 31 May), still on studded tyres after 15 April; the garage's estimate against selling it, a used
  Kia e-Niro from Einar's brother-in-law, the listings, the clean-car grant (new cars only), a loan offer, a trade-in;
- the citizenship: after fifteen years she applies to become Icelandic; the language test in May (registration closes
  on 25 April, practice with her tutor Ragna and with Sól), the documents (a Canadian criminal record check, a new
  birth certificate from Québec with an apostille, the tax certificate, a letter from work), the Directorate's answer.

She works on a MacBook: Arc for the web (the window title is the page's title: the weather service, the park, the
journal, the dealers, the Directorate of Immigration, the test centre), Spark for mail (an opened message is titled
by its subject), Messenger (titled only "Messenger": Sól, Gunnar, Dóra, her mother, Siggi, Kristín at night, Ragna,
Hildur), Mattermost (titled only "Mattermost": the centre's chat, Einar, Kristín, HR), Skim for every PDF and scan
(titled by the file), Bear for notes (titled only "Bear"), Numbers and Pages (titled by the document) and MATLAB.
Memos are her shorthand (first person, a glaciologist's and a Québécoise's: "bw", "w.e.", "SS", "T07", "GV", "E", "K",
"R2", "G", "Maman", "k", "m" for millions, "bon", "ouf", "non", "voyons", "tant pis"). English is her
working language; Icelandic as she meets it (Siggi, Dóra, Hildur, Ragna, the hall's contract, the confirmation
tickets, the invitations, her speech, the test centre, her practice) and French with her mother, under a fifth of
the captures. Words cross on purpose: balance (the mass balance, the loan's), battery (the GPS rover's, the
e-Niro's), range (the e-Niro's, the elevations), tyres (the jeep's 44-inch ones, her studded ones), certificate (the
birth certificate her mother brings, the employment and tax certificates), test (the language test, the test drive),
surge (the paper's, the surge margin near B13), hut (the field huts, the response letter and the Icelandic practice
in one, the caterer's deposit paid from one), green (Sól's suit, the e-Niro), speech (the party, the lesson).
People cross too: Einar in the ice cap, the paper, the confirmation and the car; Sól in the ice cap, the
confirmation, the car and the citizenship; her mother in the confirmation, the citizenship and the car; Siggi in the
ice cap, the car and the guest list; Kristín in the ice cap, the paper and the guest list; Ragna in the confirmation
and the citizenship.

The timeline is written by hand (TIMELINE below): all in Iceland's time, Atlantic/Reykjavik, +00:00 all year (Iceland
has kept no daylight saving time since 1968, so there is no clock change in the fortnight); Easter Monday at home
before the trip, six days on the ice cap from a pickup at five on Tuesday 15 April, the storm day in the hut, the
numbers, the paper and the car in the second week, the First Day of Summer with her mother and nothing of the ice
cap, the rehearsal, the tickets and the ceremony on the last weekend.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("glaciologist at a research centre in Reykjavík, Iceland: a spring mass balance survey on Vatnajökull, a "
           "paper's major revision, her daughter's confirmation, a car that failed its inspection, her application "
           "for Icelandic citizenship")
TZ = ZoneInfo("Atlantic/Reykjavik")  # GMT +00:00 all year, no daylight saving time since 1968
ID_PREFIX = "vj"  # "g" is taken; no id in any bench/data file begins with "vj"
APP_WORDS = {"arc", "spark", "messenger", "mattermost", "skim", "bear", "numbers", "pages", "matlab", "r2031a", "pdf",
             "jpg", "https", "www", "com", "is", "en", "org", "ch", "eu", "ca", "vedur", "spar", "fjallaspa",
             "kovacsicedrilling", "wgms", "copernicus", "dataspace", "browser", "mc", "manuscriptcentral", "jog",
             "isavia", "laugavegatelier", "veisluvorur", "samgongustofa", "notadirbilar", "orkusjodur", "island",
             "mimir", "ruv", "krakkaruv", "quebec"}

TASK_NAMES = {
    "icecap": ("Spring mass balance survey", "the Vatnajökull trip", "winter balance", "the ice cap fieldwork"),
    "paper": ("Surge paper revision", "the Síðujökull manuscript", "major revisions", "the velocity paper"),
    "ferming": ("Sól's confirmation", "the ferming", "Sólveig's big day", "the confirmation party"),
    "car": ("The car", "the old Forester", "car trouble", "replacing the Subaru"),
    "citizen": ("Icelandic citizenship", "the citizenship application", "becoming Icelandic", "naturalisation"),
}
SUB_NAMES = {
    "icecap/logistics": ("Logistics and kit", "the gear", "sleds and huts", "getting up there"),
    "icecap/cores": ("Snow cores and stakes", "measurements on the ice", "snow pits", "the core sites"),
    "icecap/results": ("Winter balance results", "processing the data", "the balance map", "field report"),
    "paper/reviews": ("Reply to reviewers", "the response letter", "reviewer 2", "resubmission"),
    "paper/reanalysis": ("Rerunning the velocities", "new figures", "the reanalysis", "feature tracking"),
    "ferming/party": ("The party", "hall and food", "the cakes", "catering"),
    "ferming/guests": ("Guests and Maman", "invitations", "family coming over", "Maman's trip"),
    "ferming/ceremony": ("The ceremony", "civil confirmation", "Sól's suit", "my speech"),
    "car/inspection": ("Failed inspection", "repairs", "the garage", "re-inspection"),
    "car/buying": ("Buying an electric car", "car listings", "the loan", "trade-in"),
    "citizen/test": ("Icelandic language test", "the exam", "practice tests", "language lessons"),
    "citizen/documents": ("Application documents", "paperwork", "criminal record check", "the forms"),
}

AR = "Arc"
SP = "Spark"
MS = "Messenger"
MM = "Mattermost"
SK = "Skim"
BR = "Bear"
NU = "Numbers"
PG = "Pages"
ML = "MATLAB"
MLT = "MATLAB R2031a"

# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "icecap": [
        c("logistics", SP, "Spring trip: sleds, fuel, departure Tuesday 05:15", "",
          "Hi Élodie, all four sleds are serviced. No. 3 has a new track and new plugs, and the radar sledge is on "
          "the trailer. Fuel: six drums at Jökulheimar since March, 200 L each. The Patrol is on its 44-inch tyres. "
          "We leave from the Centre's garage at 05:15 on Tuesday, I pick you up at 05:00. Siggi",
          "Siggi: 4 sleds ok, no. 3 new track. pickup 5:00, ouf", "email, planning, operations"),
        c("logistics", AR, "Fjallaspá | Veðurstofa Íslands", "https://www.vedur.is/vedur/spar/fjallaspa/", "",
          "fri = storm, 25 m/s. hut day. sat clears", "planning",
          ocr="FJALLASPÁ  Vatnajökull l5OO-2OOO m  Þri l5.4  NA 6-lO m/s  -ll°C  léttskýjað  Mið l6.4  N 5-8 m/s  "
              "-9°C  Fim l7.4  A 8-l3 m/s  -8°C  skýjað  Fös l8.4  SA 2O-28 m/s  -5°C  snjókoma, skafrenningur  "
              "Lau l9.4  V 8-l2 m/s  -lO°C  bjart"),
        c("logistics", BR, BR, "",
          "my kit / down suit + the red parka / crampons, probe 8 m, the Kovacs barrel + 4 extensions / spring "
          "scale + 40 core bags / GPS rover + 6 spare lithium AA / headlamp, 2 pairs of sunglasses / Sól's drawing "
          "for the hut wall / chocolate for Siggi / laptop with the paper on it (storm day??)",
          "packed. 40 core bags, paper on the laptop just in case", "planning"),
        c("logistics", MM, MM, "",
          "Einar Þórðarson: Huts confirmed by the Society: Jökulheimar Tuesday night, Grímsfjall Wednesday to Sunday "
          "morning. Kristín goes in the Patrol with Siggi, she can't ride a sled with the radar sledge behind. We meet "
          "at the garage 05:15. Bring the satellite phone charger, the spare one died.",
          "E: huts confirmed. sat phone charger!!", "communication, reservation"),
        c("logistics", MS, MS, "",
          "Siggi: Góðan daginn! Er fyrir utan, jeppinn er orðinn heitur. Ekki gleyma hleðslutækinu fyrir "
          "gervihnattasímann 😉",
          "Siggi outside at 5. charger in the bag, yes", "communication"),
        c("logistics", SP, "Research permit 2031-014 - Vatnajökull National Park", "",
          "Dear Dr Marchand, the research permit for winter mass balance measurements on Tungnaárjökull, "
          "Köldukvíslarjökull and Brúarjökull and at Grímsvötn, 14-21 April 2031, is granted. Conditions: travel on "
          "snow-covered ice only; send your route and the names of the party to the duty ranger before you go onto "
          "the ice; carry this permit in print or on a phone.",
          "permit on my phone. route to the ranger from the jeep", "email, application"),
        c("logistics", SK, "JORFI_skalabokun_2031-04.pdf", "", "",
          "hut bill 112.5k on the Centre. key at Hrauneyjar", "reservation, invoice",
          ocr="JÖKLARANNSÓKNAFÉLAG ÍSLANDS  Staðfesting bókunar / Booking confirmation  Skáli: Jökulheimar l5.O4  "
              "Grímsfjall l6.O4-2O.O4  Fjöldi: 5  Gistinætur: 25  Verð: 25 x 4.5OO = ll2.5OO kr.  Greiðandi: "
              "Cryosphere Research Centre  Lyklar: Hrauneyjar, lyklabox"),
        c("cores", SK, "VJ_massbalance_sites_2031.pdf", "", "",
          "9 sites + B13. B13 the tricky one. T01 first thing", "planning, dataset",
          ocr="VATNAJÖKULL WlNTER BALANCE 2O3l - core sites  TOl lO9O m  TO3 l2l5 m  TO5 l34O m  TO6 l4lO m  TO7 "
              "l52O m  KO2 l46O m  GV Grímsvötn l72O m  BO7 l28O m  BO9 l44O m  Bl3 l6lO m  (Bl3: crevasses near "
              "the 2O29 surge margin, approach from N)"),
        c("cores", BR, BR, "",
          "T01 1090 m, 10:15, -8°C, NE 6 / probe 3.42 m to the summer surface, hard and dirty / core 3.40 m in 4 "
          "sections, 10.2 kg / density 0.47 / bw 1.60 m w.e.",
          "T01 done. 1.60 m w.e., fingers dead", "dataset"),
        c("cores", MM, MM, "",
          "Kristín Hauksdóttir: The GPS rover battery died at T04. I swapped it but the track from T03 to T04 is gone. "
          "I wrote the positions down by hand from the handheld, ±5 m. Is that OK for the stake positions?",
          "K: T03-T04 track lost, hand positions ±5 m. fine for bw", "communication"),
        c("cores", BR, BR, "",
          "T05 1340 m: 4.05 m, 0.48 → 1.94 / T06 1410 m: 5.12 m, 0.50 → 2.56 / T07 1520 m: barrel jammed at 5.8 "
          "m, re-drilled 2 m away: 5.90 m, 0.49 → 2.89 / SS clear everywhere, thin ice layer at 1.3 m (the "
          "February rain)",
          "3 more sites, SS clear. T07 fought me", "dataset"),
        c("cores", MS, MS, "",
          "Sól: mamma!! pabbi says you dig holes 6 metres deep?? send a pic of the snow pit 😂 and is there really "
          "a volcano under the hut",
          "Sól wants the pit photo. sent the one of K in the hole", "communication"),
        c("cores", SK, "Scan_fieldbook_16apr.pdf", "", "",
          "field book scanned before anything gets wet", "dataset",
          ocr="l6.4.2O3l  Site  H (m)  dýpt (m)  massi (kg)  ρ  TO5  l34O  4.O5  l2.36  O.48  TO6  l4lO  5.l2  "
              "l6.28  O.5O  TO7  l52O  5.9O  l8.39  O.49  athugasemd: íslinsa l.3 m (rigning í feb.)  skráð: KH"),
        c("logistics", BR, BR, "",
          "hut morning / sled 3 overheating again, Siggi says snow packed in the track and on the slide rails / "
          "fuel: 3 drums left at Grímsfjall, enough for the B sites and the way down / storm Friday, so GV today, "
          "Brúarjökull Saturday, down Sunday / generator fine",
          "sled 3 sulking. plan: GV today, storm fri, B sat", "planning, operations"),
        c("cores", BR, BR, "",
          "GV 1720 m / pit 2 m + core below: 6.80 m to SS / pit density: 0.38 at the top, 0.46 at 1 m, ice lens at "
          "1.3 m, 0.52 at 2 m / core mean 0.51 → bw 3.47 m w.e. / no tephra, clean SS / photos 4471-4490",
          "GV 3.47. biggest in years, E happy", "dataset, research"),
        c("cores", AR, "Mark II Ice Coring System: specifications | Kovacs Enterprise",
          "https://kovacsicedrilling.com/mark-ii",
          "Core diameter 9 cm (3.5 in). Barrel length 1 m, cuts 50-60 cm of core per run. Extensions 1 m, to 12 m "
          "with the standard kit. The cutter set can be replaced in the field with a 3/16 in hex key.",
          "T07 jam = worn cutters. spare set in the blue box, phew", "specs"),
        c("cores", MM, MM, "",
          "Einar Þórðarson: B07 and B09 done, 2.21 and 2.74 m w.e. B13 skipped: two crevasses have opened across the "
          "approach since last year, near the old surge margin. Not worth it. Back at the hut by 19, soup's on.",
          "no B13 this year. hole in the Brúarjökull map", "communication, dataset"),
        c("logistics", NU, "field_costs_spring_2031", "",
          "item | amount | ISK\nsled fuel | 612 L | 214,200\nPatrol diesel | 405 L | 129,600\nhuts | 25 nights | "
          "112,500\nfood | 5 people x 6 days | 96,000\nsled 3 parts | plugs, slide rail | 38,900\ntotal | | 591,200",
          "591k. under budget if Fjallorka pays the huts", "spending, dataset"),
        c("results", NU, "winter_balance_2031", "",
          "site | elev m | snow m | density | bw m w.e.\nT01 | 1090 | 3.40 | 0.47 | 1.60\nT03 | 1215 | 3.71 | 0.47 | "
          "1.74\nT05 | 1340 | 4.05 | 0.48 | 1.94\nT06 | 1410 | 5.12 | 0.50 | 2.56\nT07 | 1520 | 5.90 | 0.49 | "
          "2.89\nK02 | 1460 | 4.88 | 0.49 | 2.39\nGV | 1720 | 6.80 | 0.51 | 3.47\nB07 | 1280 | 4.70 | 0.47 | "
          "2.21\nB09 | 1440 | 5.59 | 0.49 | 2.74",
          "9 sites in. B13 blank", "dataset, statistics"),
        c("results", ML, MLT, "",
          ">> p = polyfit(z, bw, 1)\np =\n    0.0031   -1.9167\n>> R = corrcoef(z, bw); R(1,2)^2\nans =\n    "
          "0.9118\n>> polyval(p, 1100)\nans =\n    1.5037",
          "gradient ~3.1 mm w.e. per m. r2 0.91, nice", "statistics, methods"),
        c("results", MM, MM, "",
          "Kristín Hauksdóttir: GPS processed against the REYK base station, elevations ±0.1 m now. The T03-T04 gap "
          "has your hand positions. Files on the drive under massbal/2031/gps. Also: can I use the Grímsvötn density "
          "profile in my thesis chapter?",
          "K's GPS done. yes to GV in her thesis, obviously", "communication, dataset"),
        c("results", BR, BR, "",
          "vs 2030 / low sites thinner (T01 1.60 vs 1.82), high sites more (GV 3.47 vs 2.95) / steeper gradient = "
          "more snow up high, the SE storms in Feb-Mar / check precip at Hveravellir? / ice lens at 1.1-1.4 m "
          "everywhere = the 9 Feb rain",
          "steeper than 2030. blame the SE storms", "comparison, research"),
        c("results", SK, "VJ_massbalance_report_2030.pdf", "", "",
          "Tungnaá mean 1.48. this year higher, hypsometry first", "statistics, dataset",
          ocr="Table 3. Winter balance (m w.e.), l99l-2O2O mean and 2O3O  Glacier  mean  2O3O  Tungnaárjökull  "
              "l.48  l.62  Köldukvíslarjökull  l.7l  l.85  Brúarjökull  l.92  2.O4  Grímsvötn (point)  2.8O  2.95"),
        c("results", SP, "Preliminary winter balance 2031: Tungnaárjökull and Köldukvíslarjökull", "",
          "Dear Hrafnhildur, preliminary figures from last week's survey: the winter balance of Tungnaárjökull is "
          "about 1.7 m w.e. averaged over the glacier, some 15% above the 1991-2020 mean; Köldukvíslarjökull about "
          "1.9 m w.e. The final report with the balance map will follow by 9 May. Best regards, Élodie",
          "prelim to Fjallorka. 15% above the mean, careful wording", "email, research"),
        c("results", BR, BR, "",
          "bw map / kriging or linear with elevation over the whole range? linear, 9 points don't carry kriging / "
          "Brúarjökull: 2 points and B13 blank, use the 2030 gradient above 1450 m and flag it / hypsometry from the "
          "2030 DEM, 50 m bins / to E on Friday",
          "linear it is. flag the B13 hole", "methods, planning"),
        c("results", PG, "Field_report_spring_2031", "",
          "2. Field work. Snow depth and density were measured at nine sites between 16 and 19 April 2031 by coring "
          "to the previous summer surface with a 9 cm core barrel; each core was weighed in sections with a spring "
          "scale. Site B13 on Brúarjökull could not be reached because of new crevasses.",
          "report section 2 done. boring is good", "writing, draft, research"),
        c("results", AR, "Data submission: Fluctuations of Glaciers | WGMS", "https://wgms.ch/data-submission/",
          "Annual call for data: mass balance and front variation data for the hydrological year 2030/31 should be "
          "submitted by 30 June 2031 with the submission template. Winter, summer and annual balance, with the "
          "method and the survey dates.",
          "WGMS by 30 June. winter only until the autumn trip", "submission, dataset, deadline"),
    ],
    "paper": [
        c("reviews", SP, "Decision on manuscript JOG-2031-0042: major revision", "",
          "Dear Dr Marchand, your manuscript 'Ice velocity through the 2028-2030 surge of Síðujökull from Sentinel-2 "
          "feature tracking' has been reviewed by two referees. Both find the data valuable, but Reviewer 2 has "
          "serious concerns about the uncertainty estimates and the interpretation of the surge's termination. I "
          "invite a major revision, due by 25 April 2031, with a point-by-point response. Scientific Editor, Journal "
          "of Glaciology",
          "25 April. 11 days and 6 of them on the ice. bon.", "email, paper, deadline"),
        c("reviews", SK, "JOG-2031-0042_reviews.pdf", "", "",
          "R2.4 is the hard one. tremor data from Lukas?", "paper, research",
          ocr="Reviewer 2  Comment 4. The authors attribute the termination of the surge in 2O3O to an efficient "
              "drainage system forming in spring, but show no evidence (no discharge, no tremor, no turbidity). "
              "Either support this with data or remove it.  Comment 5. VeIocities near the terminus are Iikely "
              "aIiased in summer; compare with SentineI-l offset tracking.  Comment 6. Fig. 4: show the stabIe "
              "ground used for co-registration."),
        c("reviews", BR, BR, "",
          "revision plan / R1: 9 small points, uncertainty numbers, typos / R2.4 drainage: tremor record (Lukas) + "
          "soften the sentence / R2.5 S1 offset tracking: K did 2029, 2030 to do / R2.6 stable-ground mask in fig 4 "
          "/ response letter on the storm day / submit the 25th",
          "plan. storm day = letter day", "planning, paper"),
        c("reanalysis", ML, MLT, "",
          ">> [dx, dy, v_stable] = stable_offsets(S2A_20290812, S2B_20290822, mask_stable);\n>> fprintf('%.2f "
          "%.2f', mean(v_stable), std(v_stable))\n0.12 0.83\n>> numel(v_stable)\nans =\n      241316",
          "stable ground: 0.12 ± 0.83 m/yr. that's R1.3 answered", "coding, statistics"),
        c("reanalysis", MM, MM, "",
          "Kristín Hauksdóttir: S1 offset tracking for 2029 finished last night before we left, it's on the drive "
          "under sidu/S1. It agrees with your S2 within 10% except the last 2 km above the terminus, where S1 is "
          "faster. 2030 is still running on the cluster.",
          "K from the back seat: S1 2029 done. terminus differs", "communication, research"),
        c("reviews", SP, "Re: JOG revision - R2.4", "",
          "Élodie, I would not give in on 4. The tremor record shows the burst on 14 May 2030 and the turbidity at the "
          "gauge rose the same week; put both in a new panel of Fig. 7 and keep the sentence, only say 'consistent "
          "with'. I can draft the paragraph tonight. Lukas",
          "Lukas: keep R2.4, add tremor + turbidity panel", "email, paper"),
        c("reviews", PG, "Response_to_reviewers_JOG-2031-0042", "",
          "Reviewer 2, comment 4. We thank the reviewer and agree that the original text overstated the evidence. "
          "We now show the seismic tremor record and the river's turbidity (new Fig. 7c, d), which both rise in "
          "mid-May 2030, and write that the termination is 'consistent with' the formation of an efficient drainage "
          "system.",
          "R2.4 drafted in the hut. wind howling, fine by me", "writing, draft, paper"),
        c("reviews", MM, MM, "",
          "Einar Þórðarson: Read your response in the other room 😄 R2.4 is good now, but R2.5 is too apologetic, we "
          "don't need to redo the whole paper with S1. Say it's in the supplement. I'm going to sleep, wake me if "
          "the wind drops.",
          "E: less sorry in R2.5. fair", "communication, paper"),
        c("reanalysis", SK, "Fig5_centreline_velocity_v3.pdf", "", "",
          "fig 5 with K's S1 line. terminus mismatch shows", "paper, dataset",
          ocr="Fig. 5  CentreIine veIocity (m d-l), Síðujökull, 2O28-O9 to 2O3O-O9  peak l8.6 m d-l (2O29-O7)  "
              "distance from terminus (km)  O  2  4  6  8  lO  l2  -- S2 feature tracking  - - Sl offset tracking "
              "(2O29)"),
        c("reanalysis", BR, BR, "",
          "figs / fig 4: stable-ground mask in grey (R2.6) / colour bar log, 0.1-20 m/d / fig 7: new c, d panels, "
          "tremor + turbidity (Lukas) / S1 comparison → supplement S4, 2029 + 2030 / one uncertainty table in the "
          "methods",
          "figure list for next week. lights out at 22", "paper, planning"),
        c("reanalysis", MS, MS, "",
          "Kristín: sorry to write on a Sunday night 🙈 S1 for 2030 failed on the cluster, the precise orbit files "
          "for July are missing. I'll download them tomorrow and rerun, it should be done Tuesday.",
          "S1 2030 on Tuesday. 3 days before it's due. tight", "communication, research"),
        c("reanalysis", AR, "Copernicus Browser", "https://browser.dataspace.copernicus.eu/",
          "Sentinel-2 L2A, 2030-07-01 to 2030-07-31, cloud cover ≤ 10%, area of interest Síðujökull: 3 results. "
          "2030-07-04 S2B, cloud 2%; 2030-07-19 S2A, cloud 8%; 2030-07-27 S2B, cloud 6%.",
          "July 2030 scenes for the S1 check. 3 usable", "dataset, research"),
        c("reanalysis", NU, "S1_vs_S2_2030", "",
          "point | km from terminus | S2 m/d | S1 m/d | diff %\nP1 | 1 | 4.1 | 5.0 | 22\nP2 | 2 | 6.8 | 7.6 | 12\nP3 "
          "| 4 | 9.2 | 9.6 | 4\nP4 | 6 | 7.5 | 7.7 | 3\nP5 | 8 | 4.0 | 4.1 | 3\nP6 | 10 | 1.9 | 1.9 | 0",
          "only near the terminus. R2 was half right", "comparison, statistics"),
        c("reanalysis", ML, MLT, "",
          ">> figure(4); imagesc(x, y, log10(v)); colormap(cmocean('speed'));\n>> caxis(log10([0.1 20])); hold on\n"
          ">> contour(x, y, mask_stable, [0.5 0.5], 'Color', [0.6 0.6 0.6])\n>> exportgraphics(gcf, 'fig4_v4.pdf', "
          "'ContentType', 'vector')",
          "fig 4 v4 with the grey mask. done, finally", "coding, paper"),
        c("reviews", AR, "Submit revision: JOG-2031-0042 | Journal of Glaciology",
          "https://mc.manuscriptcentral.com/jog",
          "Step 3 of 5: File upload. Required: response to reviewers, revised manuscript with changes marked, clean "
          "manuscript, figures as separate files (PDF, EPS or TIFF at 600 dpi). Supplementary material: one file.",
          "7 files. fig 7 tiff too big, exported again", "submission, paper"),
        c("reviews", SP, "Revised manuscript received: JOG-2031-0042.R1", "",
          "Dear Dr Marchand, thank you for submitting your revised manuscript, 'Ice velocity through the 2028-2030 "
          "surge of Síðujökull from Sentinel-2 feature tracking', to the Journal of Glaciology. It will be returned "
          "to the reviewers. You can follow its progress in your author centre.",
          "IN. 16:05. off to the rehearsal", "email, submission"),
    ],
    "ferming": [
        c("party", NU, "ferming_Sol_budget", "",
          "item | who | ISK\nhall, Hlíðasalur, Sun 14-18 | me | 85,000\ncatering, 60 x 4,900 | me | 294,000\n"
          "kransakaka, 18 rings | bakery | 28,000\ndrinks, coffee | G | 45,000\nnapkins, flowers, balloons | me | "
          "30,000\nphotographer | me + G | 60,000\ntotal | | 542,000",
          "542k. G pays the drinks + half the photographer", "spending, price, planning"),
        c("ceremony", MS, MS, "",
          "Sól: mamma I am NOT wearing a dress. the green suit from the shop on Laugavegur or nothing 💚 amma Dóra "
          "says it's fine, girls wear suits now",
          "the suit it is. she's right, honestly", "communication, shopping"),
        c("guests", MS, MS, "",
          "Maman: Ma chouette, c'est réservé! J'arrive le mercredi 23 à 6h10 à Keflavík. Je t'envoie le billet. Ton "
          "père aurait été tellement fier de Sól. Est-ce que je dois apporter quelque chose pour la fête?",
          "Maman lands wed 6:10. she'll bring maple stuff no matter what", "communication, travel"),
        c("guests", SK, "eticket_GAGNON_LOUISE.pdf", "", "",
          "Maman 23 Apr 06:10, home 30 Apr. I pick her up", "flight, travel",
          ocr="BOREAL ATLANTlC  ELECTRONlC TlCKET RECElPT  Passenger: GAGNON/LOUlSE MRS  Booking ref: K7QX2P  "
              "Flight NB 6O2  22APR  Montréal YUL 2O:35 - Reykjavík KEF 23APR O6:lO  Class Y  Baggage l x 23 kg  "
              "Return NB 6Ol  3OAPR  KEF l6:4O - YUL l8:2O"),
        c("party", SP, "Fermingarhlaðborð 27. apríl - tilboð / quote", "",
          "Hi Élodie, thank you for your enquiry. Our confirmation buffet for 60 guests on 27 April: hangikjöt and "
          "roast lamb, smoked salmon on rye, potato salad, green salad and bread, ISK 4,900 per person, delivered to "
          "the hall at 13:00, dishes collected on Monday. 30% deposit by 20 April. Best regards, Veislubakkinn",
          "deposit by the 20th, from a hut. pay it tonight", "email, price, events"),
        c("party", MS, MS, "",
          "Dóra: Sæl elskan. Ég baka kransakökuna og tvær brauðtertur, ekki kaupa neitt! Sól vill græna borða á "
          "kransakökuna. Hvenær kemur mamma þín? Farðu varlega á jöklinum.",
          "Dóra bakes it all. 28k off the budget", "communication, events"),
        c("ceremony", SP, "Borgaraleg ferming 27. apríl - upplýsingar til aðstandenda", "",
          "Dear parents, the civil confirmation on Sunday 27 April starts at 11:00 in Háskólabíó, hall 1; "
          "confirmands arrive at 10:15. Each family receives 8 tickets by email on 24 April. Rehearsal on Friday 25 "
          "April at 17:00. The ceremony lasts about 75 minutes and is streamed for relatives abroad.",
          "8 tickets. rehearsal fri 17:00, same day as the paper. ouf", "email, events"),
        c("guests", NU, "ferming_Sol_guests", "",
          "side | names | count\nmine | Maman (Anne-Marie on video) | 1\nG's family | Dóra, afi Halli + Sigrún, "
          "Hjalti + family (4), Ragga + family (4) | 11\nSól's friends | class + handball | 18\nmy friends + work | "
          "Hildur + Óli, Einar + Birna, Kristín, Siggi + Ása, Ragna | 9\nG's friends | | 8\nneighbours | | 4\ntotal "
          "| | 51",
          "51 + a margin. 60 for the caterer stays", "events, planning"),
        c("guests", SP, "Boð í fermingarveislu Sólveigar 27. apríl", "",
          "Kæru vinir, Sólveig fermist borgaralega sunnudaginn 27. apríl og okkur langar að bjóða ykkur í veislu í "
          "Hlíðasal kl. 14-18 sama dag. Vinsamlegast látið vita fyrir 22. apríl hvort þið komið. Bestu kveðjur, "
          "Élodie og Gunnar",
          "last ones sent. Icelandic checked by Sól, mortifying", "email, events"),
        c("guests", MM, MM, "",
          "Einar Þórðarson: Thanks for the invitation, we'll come on the 27th, Birna too. Kristín says yes as well. "
          "Is it OK if I give Sól a piece of Grímsvötn ice? 😄 In a thermos.",
          "E + Birna + K coming. ice in a thermos, of course", "communication, events"),
        c("ceremony", AR, "Two-piece suit, sage green | Laugavegur Atelier",
          "https://www.laugavegatelier.is/product/sage-suit",
          "Two-piece suit in sage green: slim trousers, single-button jacket. Sizes 34-44. Jacket ISK 24,990, "
          "trousers ISK 14,990. Free alterations for confirmation outfits booked before 22 April.",
          "39,980 with the trousers. alterations before the 22nd", "shopping, price"),
        c("party", SK, "Leigusamningur_Hlidasalur_27april.pdf", "", "",
          "signed copy back. deposit 20k at the key pickup sat", "reservation, price",
          ocr="LElGUSAMNlNGUR UM SAL  Leigutaki: Élodie Marchand  Salur: HIíðasalur, 2. hæð  Dagsetning: sunnudagur "
              "27. apríl 2O3l kl. l4:OO-l8:OO  Fjöldi gesta: allt að 8O  Leiga: 85.OOO kr.  Tryggingagjald 2O.OOO "
              "kr. greiðist við afhendingu lykla  Lyklar afhentir laugardag 26. apríl kl. l7:OO  Þrif eru innifalin"),
        c("ceremony", PG, "Raeda_Sol_ferming", "",
          "Elsku Sól mín. Fyrir fjórtán árum síðan fæddist þú, í mars, í snjóstormi, og ég skildi ekki eitt orð af "
          "því sem ljósmóðirin sagði. Í dag skil ég næstum allt, og þú hefur kennt mér mest af því. Þú ert hugrökk, "
          "fyndin og veist hvað þú vilt, til dæmis græn jakkaföt.",
          "speech v2. Ragna to fix my grammar please", "writing, draft"),
        c("ceremony", MS, MS, "",
          "Ragna: Þetta er svo fallegt, ég fékk tár í augun! Bara tvennt: 'fyrir fjórtán árum' án 'síðan', og "
          "'næstum því allt'. Lestu hana upphátt fyrir mig í næsta tíma, það er líka góð æfing fyrir prófið.",
          "Ragna cried. 2 fixes. read it aloud = exam practice too", "communication, learning"),
        c("guests", MS, MS, "",
          "Gunnar: Ragga can't come, the kids have a handball tournament in Akureyri. Dad comes with Sigrún. Hjalti "
          "brings the big coffee urn. And I'll fetch your mom's suitcase if it doesn't fit in the Forester 😂",
          "51 → 47. G's Forester jokes continue", "communication, events"),
        c("guests", AR, "Arrivals | Keflavík Airport", "https://www.isavia.is/en/keflavik-airport/arrivals",
          "NB 602 Montréal (YUL), scheduled 06:10, estimated 05:52, landing soon. Baggage belt 3.",
          "early! coffee and go", "flight, travel"),
        c("guests", BR, BR, "",
          "Maman's week / sofa bed made, the good duvet / Sundhöllin, not the Blue Lagoon, bravo / rehearsal Friday: "
          "she comes / she brought maple butter x3, Sól's baby photos for the wall and my birth certificate (!!) / "
          "jet lag: asleep at 19:30",
          "Maman installed. brought the birth certificate, for the other thing", "planning, travel"),
        c("party", AR, "Sage green napkins, 3-ply, 50 pcs | Veisluvörur", "https://www.veisluvorur.is/servettur/salvia",
          "Sage green napkins, 3-ply, 33 x 33 cm, 50 pcs: ISK 1,290. Matching paper tablecloth, 10 m roll: ISK "
          "2,490. Click and collect in Kringlan from the next day after 12:00.",
          "3 packs + 2 rolls. collect fri with Maman", "shopping, price"),
        c("party", BR, BR, "",
          "party Sunday / hall from 13:00, caterer 13:00, we come 12:45 straight from Háskólabíó / tables 8 x 8, the "
          "long one for the cakes / photo wall: Sól 0-14, Maman's album / playlist: Sól's, my veto / speech after the "
          "kransakaka, before coffee / Hildur: 60 glasses + tablecloths",
          "parade done, party planned to the minute", "planning, events"),
        c("ceremony", SK, "Midar_Solveig_Gunnarsdottir.pdf", "", "",
          "tickets in. me, Maman, G, Dóra, afi Halli, Sigrún, Hjalti, Anna", "events",
          ocr="SlÐMENNT  Borgaraleg ferming 2O3l  Háskólabíó, salur l  Sunnudagur 27. apríl kl. ll:OO  "
              "Fermingarbarn: Sólveig Gunnarsdóttir  Miði 3 af 8  Röð l4, sæti 7  Vinsamlegast mætið tímanlega. "
              "Athöfnin er tekin upp og henni streymt á vef Siðmenntar."),
        c("party", SP, "Áminning: lyklar að Hlíðasal í dag kl. 17:00", "",
          "Reminder: the keys to Hlíðasalur can be collected today, Saturday 26 April, at 17:00 at the service desk. "
          "Please bring the deposit of ISK 20,000 (card). Tables and chairs are set for 64 as requested.",
          "keys at 17. tables 64. Hildur's glasses at 18", "reservation, events"),
        c("party", MS, MS, "",
          "Hildur: Góðan daginn! Glösin, 60 stk, og dúkarnir eru í skottinu hjá Óla. Hittumst við í salnum kl. 18? "
          "Ég kem líka með blóm úr garðinum hjá mömmu 🌷",
          "Hildur: glasses + tablecloths at 18, flowers too. angel", "communication, events"),
        c("ceremony", SP, "Photos tomorrow: Hljómskálagarður 09:45", "",
          "Hi Élodie, see you tomorrow at 09:45 by the pond in Hljómskálagarður: 25 minutes outdoors before the "
          "ceremony, then a few at the party around 15:00. If it rains we use the Háskólabíó foyer. The gallery comes "
          "within two weeks. Kveðja, Edda",
          "photos 9:45 by the pond. umbrellas in the car", "email, reservation"),
        c("ceremony", BR, BR, "",
          "Sunday / Sól up since 6, the suit is perfect / leave 9:30, photos 9:45, Sól in at 10:15, start 11:00 / "
          "tickets on my phone, Maman's printed / tissues, many tissues / speech in my pocket",
          "the big day. tissues", "planning, events"),
    ],
    "car": [
        c("inspection", SK, "Skodunarvottord_ZR-K47.pdf", "", "",
          "re-inspection by 31 May. brake pipes, exhaust, tie rod", "specs, deadline",
          ocr="SKOÐUNARVOTTORÐ  Skoðunarstöðin Höfða  Skráningarnr.: ZR K47  Subaru Forester 2.O 2Oll  Akstur: "
              "26l.4O3 km  Dags.: O9.O4.2O3l  Niðurstaða: ENDURSKOÐUN  Athugasemdir: l. Hemlarör að aftan ryðguð "
              "(2)  2. Útblásturskerfi lekur  3. Stýrisendi vinstra megin slitinn (2)  Frestur til endurskoðunar: "
              "3l.O5.2O3l"),
        c("inspection", MS, MS, "",
          "Gunnar: Sól's here, all good, she's doing homework (she says). Hjalti looked at the photos of the report: "
          "the brake pipes are a Saturday job, 40k in parts, but with the rust under there he'd sell it, honestly. "
          "261 thousand km, Élodie.",
          "Hjalti: sell it. he's not wrong", "communication"),
        c("inspection", SP, "Kostnaðaráætlun / estimate - Subaru Forester ZR K47", "",
          "Hi Élodie, for the three items on the inspection report: rear brake pipes and hoses, exhaust centre "
          "section, left tie rod end. Parts ISK 186,400, labour 9 h at 19,900 = 179,100, total ISK 365,500 incl. "
          "VAT. We can take it on 29 April. Note: the rear subframe is corroding and may fail next year. Jói, "
          "Bílaverkstæði Jóa",
          "365k for a car worth maybe 400k. non.", "email, price"),
        c("inspection", AR, "Studded tyres and re-inspection | Samgöngustofa",
          "https://www.samgongustofa.is/umferd/okutaeki/skodun/",
          "Studded tyres may be used from 1 November to 14 April. Drivers on studded tyres after 15 April may be "
          "fined ISK 20,000 per tyre. A vehicle marked for re-inspection must be re-inspected by the deadline on the "
          "report; after it, the police may remove the registration plates.",
          "still on studs, 6 days late. 80k if stopped. voyons. tyre shop NOW", "deadline"),
        c("inspection", SP, "Bókun staðfest: dekkjaskipti þri. 22. apríl kl. 08:00", "",
          "Your booking is confirmed: tyre change (studded to summer) for ZR K47 on Tuesday 22 April at 08:00, "
          "Dekkjaverk Skeifunni. Tyre hotel: your summer tyres are stored under number 1187. Price ISK 14,900.",
          "tue 8:00. then the bus to work", "reservation, price"),
        c("inspection", BR, BR, "",
          "Forester / 365k to fix + the subframe next year / Hjalti: sell / worth 300-400k as it is / used EV 3.5-4m, "
          "loan? / do I need 4WD? not really, the Centre's Patrol does the highlands / Sól: green",
          "the maths says sell. my heart says 14 years of Forester", "comparison, price"),
        c("inspection", MS, MS, "",
          "Siggi: Heard the Forester failed. My cousin in Kópavogur does brake pipes for cash, half the price. But "
          "honestly, with that subframe I'd drive it to the scrapyard myself 😅 The Patrol's back in the garage btw, "
          "sled 3 needs a new slide rail.",
          "Siggi: scrapyard. sled 3 news for E", "communication"),
        c("buying", MM, MM, "",
          "Einar Þórðarson: Birna's brother is selling his 2027 e-Niro, 48 thousand km, winter tyres included, he "
          "wants 3.6 million. One owner, serviced at the dealer. Want his number? Test drive on Thursday maybe, it's "
          "a holiday.",
          "E's brother-in-law's e-Niro. 3.6m. thursday test drive", "communication, shopping"),
        c("buying", AR, "Kia e-Niro 2027 | Notaðir bílar", "https://www.notadirbilar.is/bill/448213", "",
          "same car 290k dearer at a dealer. and green, Sól would faint", "shopping, price",
          ocr="KlA E-NlRO 64 kWh  Árgerð 2O27  Ekinn 48.OOO km  Verð 3.89O.OOO kr.  Rafhlaða: 64 kWh, ástand (SOH) "
              "94%  Drægni skv. WLTP 46O km  Litur: grænn  Vetrardekk fylgja  Seljandi: Bílasala Reykjavíkur"),
        c("buying", NU, "car_options", "",
          "car | year | km | price ISK | range km | notes\ne-Niro (Birna's brother) | 2027 | 48,000 | 3,600,000 | 460 "
          "| winter tyres incl.\ne-Niro (dealer) | 2027 | 48,000 | 3,890,000 | 460 | green, 1 yr warranty\nMG4 | "
          "2028 | 31,000 | 3,450,000 | 435 | no tow bar\nElroq 85 (new) | 2031 | 0 | 6,390,000 - 900,000 grant | "
          "560 | 8 yr battery\nfix the Forester | 2011 | 261,403 | 365,500 | 550 | subframe next year",
          "new Elroq 5.49m after the grant. too much. e-Niro wins", "comparison, price, specs"),
        c("buying", AR, "Grants for clean energy vehicles | Orkusjóður",
          "https://orkusjodur.is/en/grants-for-electric-cars",
          "Individuals who buy or lease a new electric passenger car priced at up to ISK 10 million can apply for a "
          "grant of ISK 900,000. Used vehicles and cars previously registered in Iceland are not eligible. Apply "
          "within 6 months of registration.",
          "used = no grant. tant pis", "finance"),
        c("buying", MS, MS, "",
          "Sól: mamma if we get the green one can I name it? and it can't smell like the glacier jeep (diesel + wet "
          "socks). amma says gleðilegt sumar 🌞",
          "she named it already. Grænjaxl. non.", "communication"),
        c("buying", BR, BR, "",
          "e-Niro test drive, Birna's brother, Kópavogur / 92% shown = 402 km range, heat pump yes / battery SOH 94% "
          "(his app) / winter tyres on rims, friction not studs / no tow bar, don't need one / scratch on the rear "
          "bumper / he'd take 3.5 if I'm quick",
          "3.5m if quick. Maman in the back seat approved", "specs, shopping"),
        c("buying", SK, "Tilbod_bilalan_Nordurbanki.pdf", "", "",
          "53k a month for 5 years. the balance, 1m, from savings", "finance",
          ocr="NORÐURBANKl  Tilboð í bílalán  Lántaki: Élodie Marchand  Lánsfjárhæð: 2.5OO.OOO kr.  Lánstími: 6O "
              "mánuðir  Vextir: 9,95% óverðtryggðir  Mánaðarleg greiðsla: 53.O6O kr.  Lántökugjald: 2%  Tilboðið "
              "gildir til O9.O5.2O3l  Veð í bifreiðinni KlA E-NlRO"),
        c("buying", SP, "Re: Trade-in Subaru Forester 2011", "",
          "Dear Élodie, given the inspection remarks and the mileage, we can offer ISK 250,000 for the Forester as a "
          "trade-in against a car from our stock, or ISK 180,000 if you buy elsewhere and sell it to us. Kind "
          "regards, Bílasala Reykjavíkur",
          "250k only if I buy theirs. private sale then", "email, price"),
        c("inspection", SP, "Re: Kostnaðaráætlun / estimate - Subaru Forester ZR K47", "",
          "Hi Jói, thank you for the estimate. I have decided not to repair the Forester and will sell it as it is, "
          "so please cancel the slot on 29 April. Sorry for the trouble. Élodie",
          "sent. bye bye Forester. after the party, 2 glasses of wine in", "email"),
    ],
    "citizen": [
        c("documents", AR, "Icelandic citizenship: conditions | Útlendingastofnun",
          "https://island.is/en/icelandic-citizenship",
          "An applicant must have been domiciled in Iceland for seven years, have supported themselves for the last "
          "three years, have a clean criminal record in Iceland and abroad, have paid all taxes and have passed a "
          "test in Icelandic. Documents: passport, birth certificate, criminal record certificates, a tax certificate "
          "and proof of income.",
          "hut reading. 15 yrs here, twice over. the test is the wall", "application, visa"),
        c("test", BR, BR, "",
          "Icelandic, storm day / E made me describe the hut at dinner: skálinn er lítill en hlýr og það er eldfjall "
          "undir honum / reading sample test 17/20 / listening: radio news too fast, 12/20 / speaking, my job: ég "
          "mæli snjó á jöklum",
          "listening is the weak bit. radio every morning", "learning, exam"),
        c("documents", MS, MS, "",
          "Maman: J'ai trouvé ton certificat de naissance dans la boîte bleue chez moi! C'est la copie de l'état civil "
          "de 1990, ça va? Je l'apporte le 23. Fais attention sur ton glacier ma chérie.",
          "birth cert found. 1990 copy, probably needs a new one + apostille", "communication, application"),
        c("test", SP, "Icelandic test for citizenship - May 2031", "",
          "Registration for the Icelandic language test for applicants for citizenship, held on 20 May 2031 at 09:00 "
          "in Reykjavík, closes on 25 April. The test has four parts: listening, reading, writing and speaking. Fee "
          "ISK 25,000, paid at registration. Results are sent within four weeks.",
          "closes the 25th, same day as the paper. register this week", "email, exam, deadline"),
        c("test", AR, "Sýnispróf | Mímir", "https://www.mimir.is/is/islenskuprof/synisprof", "",
          "the swimming pool text. easy one, 5/5", "exam, learning",
          ocr="SÝNlSPRÓF  Lestur  Lestu textann og svaraðu spurningunum.  Sundlaugin í hverfinu er opin frá kl. 6:3O "
              "til 22:OO alla virka daga. Um helgar er opið frá kl. 9:OO til l8:OO. Börn yngri en lO ára þurfa að "
              "vera í fylgd með fullorðnum.  l. Hvenær lokar sundlaugin á laugardögum?"),
        c("documents", SK, "RCMP_certified_criminal_record_check.pdf", "", "",
          "RCMP clean, obviously. 4 weeks from the fingerprints", "application, visa",
          ocr="ROYAL CANADlAN MOUNTED POLlCE  GENDARMERlE ROYALE DU CANADA  Certified Criminal Record Check  Name: "
              "MARCHAND, ELODlE  Date of birth: l99O-O3-l4  Fingerprints received: 2O3l-O3-28  Result: No criminal "
              "record found  Date issued: 2O3l-O4-ll"),
        c("documents", SP, "Staðfesting á skilum / tax certificate - request 31-04417", "",
          "Dear Élodie Marchand, the certificate confirming that you have filed your tax returns for 2024-2030 and owe "
          "no public charges is attached and is also in your mailbox on the state's service portal. Kind regards, "
          "Skatturinn - Iceland Revenue and Customs",
          "tax cert ✓. quick, for once", "email, tax, application"),
        c("test", AR, "Krakkafréttir | RÚV", "https://www.ruv.is/krakkaruv/krakkafrettir",
          "Krakkafréttir, 22. apríl: Sumardagurinn fyrsti er á fimmtudaginn og víða verða skrúðgöngur. Skátar ganga "
          "um bæinn og boðið verður upp á andlitsmálningu.",
          "kids' news: I get 80%. Sól says it's the baby version", "learning"),
        c("documents", MM, MM, "",
          "Þórunn (HR): Hi Élodie, your employment certificate for the Directorate of Immigration is ready, signed "
          "by the director, at reception. It lists your employment since 1 September 2022 and your current salary. "
          "Good luck!",
          "work letter at reception. before lunch", "communication, application"),
        c("test", SK, "Kvittun_islenskuprof_20mai.pdf", "", "",
          "registered. 20 May 9:00. no going back", "exam, invoice",
          ocr="MÍMlR  Kvittun  Skráning í íslenskupróf fyrir umsækjendur um íslenskan ríkisborgararétt  Nafn: Élodie "
              "Marchand  Prófdagur: 2O. maí 2O3l kl. O9:OO  Staður: Höfðabakki 9  Gjald: 25.OOO kr.  Greitt með "
              "korti 23.O4.2O3l"),
        c("test", MS, MS, "",
          "Ragna: Sæl Élodie! Enginn tími á morgun, það er sumardagurinn fyrsti 🌞 Getum við hist á laugardaginn kl. "
          "11 í staðinn? Taktu ræðuna með, við æfum framburðinn.",
          "no lesson on the holiday. sat 11, bring the speech", "communication, learning"),
        c("documents", AR, "Apostille and authentication of documents | Québec.ca",
          "https://www.quebec.ca/en/justice-and-civil-status/apostille",
          "Since Canada joined the Apostille Convention, documents issued in Québec, such as a birth certificate "
          "from the Directeur de l'état civil, can be apostilled by the Ministère de la Justice. Processing time: 10 "
          "business days; fee: $54 per document. Certificates must have been issued in the last 6 months.",
          "Maman's 1990 copy too old. new one + apostille, 3 weeks. ugh", "application, visa"),
        c("test", MS, MS, "",
          "Sól: mamma segðu 'Vaðlaheiðargöng' 😂 if you can say that you pass. gleðilegt sumar btw, parade at 11 "
          "with amma Louise?",
          "Vaðlaheiðargöng: failed 3 times. parade at 11", "communication, learning"),
        c("documents", BR, BR, "",
          "docs / passport copy ✓ / birth certificate: new + apostille, ordered, 3 wks / RCMP ✓ / tax cert ✓ / work "
          "letter ✓ / payslips 3 months ✓ / registry printout, addresses since 2016 / photo 35x45 / test certificate "
          "after 20 May",
          "6 of 9. the rest waits for May", "application, planning"),
        c("documents", SP, "Re: Question about the timing of a citizenship application", "",
          "Dear Élodie, an application can only be processed once all documents are received, including the "
          "certificate that you have passed the Icelandic test. We recommend applying after you receive your result. "
          "The application fee of ISK 25,000 is paid when the application is submitted online. Kind regards, "
          "Directorate of Immigration",
          "so June. fine, all ready by then", "email, application, visa"),
        c("test", PG, "Ritun_aefing_3", "",
          "Kæri Pierre. Nú er sumarið komið á Íslandi, að minnsta kosti á dagatalinu. Á fimmtudaginn fórum við í "
          "skrúðgöngu og svo í sund. Dóttir mín fermist á sunnudaginn og mamma mín er komin frá Kanada. Ég hlakka "
          "til að sýna henni jökulinn.",
          "writing practice before Ragna at 11. 'hlakka til' right at last", "exam, writing"),
        c("documents", NU, "residence_history", "",
          "from | to | address | status\n2016-08 | 2019-05 | Eggertsgata 6, student housing | study permit\n"
          "2019-06 | 2027-05 | Hringbraut 84 | family permit, permanent residence 2021\n2027-06 | now | "
          "Ásvallagata 31 | permanent residence",
          "15 years, 3 addresses. the registry should match", "application, dataset"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Reykjavík and on the ice cap, +00:00 throughout. Easter Monday at home, six
# days on Vatnajökull, the numbers, the paper and the car at work, her mother and the confirmation around them, the
# First Day of Summer without the ice cap.
DAYS = {
    # Mon 14 (Easter Monday): Siggi's email on the sleds; the editor's decision, the reviews and the plan; the budget;
    # the mountain forecast; the stable ground; the inspection report; Sól's suit, her mother's booking and ticket;
    # the kit and Einar on the huts at night
    "2031-04-14": "10:20 icecap, 11:00 paper, 11:10 paper, 11:25 paper, 11:38 ferming, 15:40 icecap, 16:30 paper, "
                  "16:42 car, 19:00 ferming, 20:15 ferming, 20:25 ferming, 20:38 icecap, 22:05 icecap",
    # Tue 15: Siggi outside at 05:02; the permit in the jeep, Kristín's S1 from the back seat; the hut bill and Lukas
    # at Hrauneyjar; the site map at Jökulheimar; the caterer and Gunnar on the car at night
    "2031-04-15": "05:02 icecap, 06:20 icecap, 06:31 paper, 12:30 icecap, 12:40 paper, 20:10 icecap, 20:22 ferming, "
                  "20:34 car",
    # Wed 16: up Tungnaárjökull, core by core; Sól and the field book in the Grímsfjall hut
    "2031-04-16": "10:40 icecap, 13:15 icecap, 19:30 icecap, 20:45 icecap, 21:30 icecap",
    # Thu 17: the hut morning, Grímsvötn's pit; Dóra's cakes; the citizenship page at night
    "2031-04-17": "07:30 icecap, 16:00 icecap, 20:30 ferming, 20:43 citizen",
    # Fri 18 (storm in the hut): the cutters; the response letter; the ceremony's email, the guest list, the
    # invitations and Einar's reply; Einar on the letter; figure 5; Icelandic at dinner; the figure list
    "2031-04-18": "10:00 icecap, 11:00 paper, 13:10 ferming, 13:40 ferming, 14:00 ferming, 14:20 ferming, "
                  "15:30 paper, 16:00 paper, 19:30 citizen, 21:00 paper",
    # Sat 19: Brúarjökull without B13; the suit and her mother's message at night
    "2031-04-19": "17:30 icecap, 21:15 ferming, 22:00 citizen",
    # Sun 20: the costs at Hrauneyjar on the way down; the garage's estimate and Kristín at night
    "2031-04-20": "14:10 icecap, 21:10 car, 22:30 paper",
    # Mon 21: the studs and the tyre shop first thing; the table and the gradient; the hall's contract at lunch;
    # Kristín's GPS and the comparison with 2030; the test's registration and a sample; scenes, the speech, the car
    "2031-04-21": "08:55 car, 09:05 car, 09:17 icecap, 11:10 icecap, 12:15 ferming, 14:00 icecap, 16:20 icecap, "
                  "19:30 citizen, 19:45 citizen, 19:58 paper, 21:30 ferming, 21:42 car",
    # Tue 22: the criminal record, the 2030 report, the tax certificate, the preliminary numbers; Siggi and Einar on
    # the car at lunch; the map; Ragna on the speech; S1 against S2; the listing, Gunnar, the children's news
    "2031-04-22": "08:30 citizen, 09:40 icecap, 10:20 citizen, 11:30 icecap, 12:40 car, 13:05 car, 15:10 icecap, "
                  "18:40 ferming, 20:00 paper, 21:20 car, 21:31 ferming, 22:30 citizen",
    # Wed 23: her mother's flight at 05:20; the field report; the work letter and the test's receipt; Ragna; the car
    # options and the grant; her mother's first evening; the apostille; the napkins
    "2031-04-23": "05:20 ferming, 10:00 icecap, 11:40 citizen, 12:10 citizen, 18:10 citizen, 20:00 car, 20:20 car, "
                  "21:00 ferming, 22:00 citizen, 22:20 ferming",
    # Thu 24 (First Day of Summer, a public holiday): Sól's quiz at breakfast; the party's plan after the parade; the
    # green car; the tickets; the test drive; the documents; figure 4 late
    "2031-04-24": "09:20 citizen, 11:30 ferming, 11:42 car, 14:00 ferming, 16:40 car, 21:30 citizen, 22:40 paper",
    # Fri 25: the loan and the trade-in; the Directorate's answer; the WGMS call; the revision in at 16:05, then the
    # rehearsal
    "2031-04-25": "09:30 car, 10:10 car, 11:40 citizen, 14:30 icecap, 15:40 paper, 16:05 paper",
    # Sat 26: writing practice before Ragna; the keys, Hildur, the photographer; the residence table at night
    "2031-04-26": "08:15 citizen, 09:00 ferming, 10:00 ferming, 11:30 ferming, 22:00 citizen",
    # Sun 27: the confirmation morning; the garage cancelled after the party
    "2031-04-27": "08:30 ferming, 20:50 car",
}
TIMELINE = day_timeline(DAYS, TZ)
