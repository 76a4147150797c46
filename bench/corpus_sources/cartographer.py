"""Femke van Dam, a freelance cartographer in Lalitpur, Nepal: a new edition of a trekking map of the Tsum Valley for a
Kathmandu map publisher (the trail data, the place names, the print proofs), a landslide susceptibility study for a
rural municipality in Sindhupalchok for an NGO (the input layers, a workshop in the ward, the report), moving flat
because the landlord is selling the house (the search, the lease and deposit, moving day), renewing her non-tourist
visa (the papers, the day at the immigration office) and a 30 km trail race on Shivapuri (training, entry and kit).

Written by hand in session 18 of issue 12 as the TEST corpus for session 19, before anybody tuned on it, by an
engineer who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end
of session 19, and since session 20 it is a development corpus (bench/data/corpora/cartographer.json).

Femke (39) is from Deventer, trained as a cartographer in Enschede and has lived in Nepal for eight years; she works
from home in Jhamsikhel, Lalitpur, for map publishers, NGOs and the odd trekking agency. She is married to Suman
Maharjan, who runs a small offset print shop in Patan (Mangal Offset, fictional), and they have a daughter, Lena (6).
In the fortnight from Sunday 20 January to Saturday 2 February 2030 (Nepal's week runs Sunday to Friday, Saturday is
the one day off, and offices, schools and the immigration department work on Sundays):
- the map: Himalayan MapHouse (fictional, in Thamel; owner Rajendra Joshi) publishes a new edition of its Tsum Valley
  and Manaslu trekking map at 1:60,000 for the spring season; a trekking guide, Pasang Tamang, walked the valley in
  November and December with a GPS (the new road now reaches Lokpa, a new upper trail from Philim, walking times); a
  reader's complaint about spellings sends her to the Survey Department's sheets and a friend from the valley, Tenzin
  Lhamo, to settle the village names; a press in Balaju (Bagmati Offset, fictional) quotes and proofs 3,000 copies on
  synthetic paper, and Suman reads the proofs with a printer's eye; final files go to the press on Thursday 31
  January;
- the landslide study: Himal Resilience Trust (HRT, fictional, office in Bakhundole; project lead Anjali Gurung, GIS
  officer Nirmala Shrestha) pays her USD 3,200 for a landslide susceptibility map of ward 4 of Jugal Rural
  Municipality, Sindhupalchok, after the 2029 monsoon: a DEM, the inventory of 212 landslides, a frequency ratio model,
  a workshop at the ward office on Tuesday 29 January (ward chair Ang Dorje Tamang, fictional; a jeep at six), A0
  prints from Suman's shop, then the report, Anjali's comments and an invoice with tax deducted at source;
- the flat: the landlord (Bishnu Shakya) sells the house in Jhamsikhel and the buyer wants it from Falgun; a broker
  (Ram dai) shows a flat in Sanepa and one in Bakhundole; they take the Bakhundole one (landlady Sharada Pradhan,
  fictional, Rs 62,000 a month, two months' deposit), sign on Monday 28 January, and move on Saturday 2 February with
  a mini truck and Sabina's pickup, the internet shifted the day before;
- the visa: her non-tourist visa as the wife of a Nepali citizen runs out on 13 February; Suman gets the ward's
  relationship recommendation, she files the online form, queues at the Department of Immigration in Kalikasthan on
  Sunday 27 January and collects the new sticker on Thursday 31 January;
- the race: the Shivapuri Trail 30K (fictional, Saturday 9 February, from Budhanilkantha over Shivapuri peak,
  2,732 m) with her running friend Sabina Rai: long runs, a niggling knee and a physio, the entry, the mandatory kit.

She works on a Kubuntu laptop: Vivaldi for the web (titles end " - Vivaldi": the publisher's and the NGO's pages,
listings, her bank, the immigration department, shops, reference pages), KMail for mail (an opened message is
"<subject> - KMail"), Viber (titled "Rakuten Viber": Suman, the guide, the broker, the landlords, the movers, the ward
chair, the physio), Signal Desktop (titled "Signal": her mother, Sabina, Anjali, Nirmala, Tenzin), Okular for every
PDF, scan and photo ("<file> — Okular"), Trilium Notes for notes (titled only "Trilium Notes"), LibreOffice Calc and
Writer ("<file> - LibreOffice Calc") and QGIS for the map work ("<project> — QGIS"). Memos are her shorthand (first
person, a mapmaker's and a Dutchwoman's, with the Nepali everyone around her uses: "S", "L", "MH", "RJ", "HRT", "AG",
"P", "T", "N", "RM", "DoI", "NTV", "FR", "DEM", "dai", "ke garne", "ja", "nou", "pff"). English is her working language;
Nepali as she meets it (the landlords, the broker, the movers, the lease, the ward's letter, the ward chair, the
attendance sheet, a news report, the guide's message, the Survey Department's names) and Dutch twice, from her mother,
together under a fifth of the captures. Words cross on purpose: proof (the map's colour proofs, the proof of the
marriage for the visa, the proof of the deposit); permit (the valley's restricted-area permit, the new flat's building
permit, the race's park permit); ward (the ward office of the workshop, the ward's visa recommendation, the tenant
registration at the new flat's ward, the village's ward in the gazetteer); slope (the landslide model, the new trail,
the race's descent); contour (the map, the landslide map's base); deposit (the flat, the press's deposit); water (the
flat's supply, the road water on the slopes, the race's water, the guide's water taps); road (the new road on the
map, the distance to roads in the model, the truck's access to the new flat, the climb to Nagi); receipt (the visa
fee, the movers, the race entry); Suman in every task; Lena (L) in every task but the study; Bakhundole in the study,
the flat, the visa form and the race (HRT's office, the flat, the new address, the bib pick-up); Thamel in the map and
the race.

The timeline is written by hand (TIMELINE below): all in Nepal time, +05:45 (Nepal has never kept daylight saving
time and has been at +05:45 since 1986, so there is no clock change in the fortnight); Sundays are working days and
Saturdays her day off (the long run, the move); the field day on Tuesday 29 January starts before six; the race and the
flat in the evenings.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("freelance cartographer in Lalitpur, Nepal: a trekking map's new edition, a landslide susceptibility study "
           "for an NGO, moving flat, renewing her visa, a 30 km trail race")
TZ = ZoneInfo("Asia/Kathmandu")  # NPT +05:45 all year, no daylight saving time
ID_PREFIX = "jk"  # "c" is the cellist's and a conversation file's; no corpus or snippet file uses "jk"
APP_WORDS = {"vivaldi", "kmail", "rakuten", "viber", "signal", "okular", "trilium", "notes", "libreoffice", "calc",
             "writer", "qgis", "ods", "odt", "pdf", "jpg", "https", "www", "com", "org", "gov", "np", "ibank", "search",
             "dos", "geonames", "thl", "himalresilience", "earthdata", "asf", "landslidejournal", "pahadkhabar", "ird",
             "basobas", "kanchanbank", "kanchan", "himalnet", "immigration", "nepaliport", "trailclinic", "ktmtrail",
             "thamelgear", "gearlab", "printwise", "safehouse", "kanoon", "budhigandakiroad", "trekpermits"}

TASK_NAMES = {
    "map": ("Tsum Valley trekking map", "the Tsum map", "new edition", "trekking map for the publisher"),
    "landslide": ("Jugal landslide study", "landslide susceptibility", "slope hazard assessment",
                  "the consultancy for the trust"),
    "flat": ("Moving flat", "new flat", "the move", "house hunting"),
    "visa": ("Visa renewal", "non-tourist visa", "residence visa", "staying on"),
    "race": ("Shivapuri trail race", "the 30K", "race training", "trail running"),
}
SUB_NAMES = {
    "map/trails": ("Trail data", "GPS tracks", "new trail sections", "walking times"),
    "map/names": ("Place names", "spellings", "village names", "romanisation"),
    "map/proofs": ("Print proofs", "printing", "colour proofs", "the print run"),
    "landslide/data": ("Input layers", "slope data", "landslide inventory", "the model"),
    "landslide/workshop": ("Ward workshop", "community meeting", "field day in Jugal", "consultation"),
    "landslide/report": ("The report", "write-up", "final deliverables", "recommendations"),
    "flat/search": ("Flat hunting", "viewings", "finding a place", "comparing flats"),
    "flat/lease": ("Lease and deposit", "rent agreement", "the contract", "deposit"),
    "flat/move": ("Moving day", "packing", "movers", "shifting the internet"),
    "visa/papers": ("Papers for the renewal", "documents", "ward recommendation", "the application"),
    "visa/office": ("At Kalikasthan", "the office visit", "queue and fee", "getting the sticker"),
    "race/training": ("Training", "long runs", "pacing", "the knee"),
    "race/kit": ("Entry and kit", "race kit", "gear", "registration"),
}

VI = "Vivaldi"
KM = "KMail"
VB = "Viber"
VB_TITLE = "Rakuten Viber"
SG = "Signal"
OK = "Okular"
TR = "Trilium Notes"
CALC = "LibreOffice Calc"
WRI = "LibreOffice Writer"
QG = "QGIS"


def web(page: str) -> str:
    return f"{page} - Vivaldi"


def mail(subject: str) -> str:
    return f"{subject} - KMail"


def view(name: str) -> str:
    return f"{name} — Okular"


def sheet(name: str) -> str:
    return f"{name} - LibreOffice Calc"


def doc(name: str) -> str:
    return f"{name} - LibreOffice Writer"


def gis(project: str) -> str:
    return f"*{project} — QGIS"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "map": [
        c("trails", KM, mail("Tsum tracks Nov-Dec 2029"), "",
          "Didi, attached 14 GPX files from the two trips (Nov 3-19 and Dec 1-12). Track names are day and start "
          "village. Waypoints: homestays (HS), tea shops (TS), water taps (W), the new landslide at km 4 above Lokpa "
          "(LS). Battery died on Dec 9 between Chhokangparo and Nile, so that day is only half. Pasang",
          "P's tracks! 14 files, Dec 9 half missing", "email, dataset"),
        c("trails", VB, VB_TITLE, "",
          "Pasang: Namaste didi! GPX haru mail ma pathaye. Road ta Lokpa samma aaisakyo, jeep chalchha aba. Trekker "
          "haru Philim bata mathi ko naya bato lina thale, 2 ghanta badhi lagchha tara dhulo chhaina. Chumling ko "
          "bridge thik chha 👍",
          "road at Lokpa now. upper trail from Philim, +2h", "communication"),
        c("trails", QG, gis("Tsum_2030"), "", "",
          "segments from P's tracks, cleaned. Lokpa-Chumling longer than the old map says", "dataset",
          ocr="trail_segments — Features TotaI: 31  fid  from  to  Iength_km  ascent_m  time_h  surface\n"
              "12  PhiIim  Lokpa (upper)  9.4  86O  4.5  traiI\n13  Lokpa  ChumIing  7.l  52O  3.5  traiI\n"
              "l4  ChumIing  Chhokangparo  8.8  ll2O  5.O  traiI\n15  Lokpa  PhiIim (road)  lO.2  31O  3.O  road"),
        c("trails", VI, web("Restricted area permits: Tsum Valley | Trek Permits Nepal"),
          "https://www.trekpermits.np/restricted-areas/tsum-valley",
          "Tsum Valley (Chumanubri Rural Municipality, Gorkha) is a restricted area: trekkers need a special permit "
          "issued only through a registered agency, for a group of at least two with a licensed guide. September to "
          "November: USD 40 per person for the first seven days; December to August: USD 30. The Manaslu Conservation "
          "Area entry permit is also required.",
          "for the info panel. fees changed since the old edition", "travel"),
        c("names", KM, mail("Reader letter: Chhokang Paro, Chhekampar or Chokhang?"), "",
          "Femke, a German trekker wrote (attached) that our 2024 edition spells the same village three ways: "
          "Chhokang Paro on the main map, Chhekampar on the inset, Chokhang in the index. She is right, I checked. "
          "Can you go through all the names in the valley for the new edition and tell me which ones we use? Rajendra, "
          "Himalayan MapHouse, Thamel",
          "RJ: three spellings of one village. embarrassing. all names then", "email"),
        c("names", VI, web("Search: Chhokang | Geographical Names of Nepal"),
          "https://www.geonames.dos.gov.np/search?q=chhokang",
          "छोकाङपारो (Chhokangparo) - settlement - Chumanubri Rural Municipality ward 1, Gorkha - elevation 3,031 m - "
          "topo sheet 2884 02. Also written: Chhekampar, Chokang Paro. छेकम्पार (Chhekampar) - locality - ward 1 - see "
          "Chhokangparo.",
          "official: Chhokangparo, one word. Chhekampar = older form", "research, dataset"),
        c("names", OK, view("topo_2884_02_Tsum_scan.jpg"), "", "",
          "the Survey sheet itself. Nile not Nyile, Lamagaon not Lama Gaun", "research",
          ocr="2884 O2  CHHOKANGPARO  Chumling  NiIe  Mu Gompa  Rachen Gompa  Lamagaon  Dhumje  Ripchet  "
              "Contour intervaI 4O metres  SURVEY DEPARTMENT  1:5O OOO"),
        c("names", SG, SG, "",
          "Tenzin: Nobody in Tsum says Nile! It's Nyile, like 'nyi'. Trekkers think of the river in Egypt 😅 But "
          "the permit office and the sheet say Nile so the guides write Nile. Maybe both? And it's Rachen Gompa, "
          "not Rachen Gumba",
          "T: locals say Nyile. put both", "communication"),
        c("names", CALC, sheet("tsum_names_2030.ods"), "",
          "2024 map | inset | index | Survey sheet | local | 2030\nChhokang Paro | Chhekampar | Chokhang | "
          "Chhokangparo | Chhekampar | Chhokangparo (Chhekampar)\nNile | Nile | Nyile | Nile | Nyile | Nile (Nyile)\n"
          "Rachen Gumba | Rachen Gompa | Rachen | Rachen Gompa | Rachen Gompa | Rachen Gompa",
          "47 names. 11 change, 6 get a local form", "dataset"),
        c("names", TR, TR, "",
          "names rule: Survey Department form first / local form in brackets where locals clearly differ (Tenzin) / "
          "gompa not gumba or monastery / one spelling on map, inset and index, checked by script / no diacritics "
          "on the map, Devanagari in the index",
          "one rule, then the script checks it", "methods, planning"),
        c("proofs", KM, mail("Quotation: Tsum Valley map 2030, 3,000 copies"), "",
          "Dear Rajendra ji and Femke ma'am, our quote: 3,000 copies, 70 x 100 cm folded to 12.5 x 23.5 cm, 4 colour "
          "both sides on 120 gsm synthetic waterproof paper, Rs 318 per copy, total Rs 954,000 + VAT. Proofs on the "
          "same paper, delivery 12 working days after approval, 50% deposit with the order. Bagmati Offset, Balaju",
          "318 a copy. synthetic paper proofs, good", "email, price, specs"),
        c("names", VI, web("Simplified phonetic transcription of Standard Tibetan | THL Reference"),
          "https://www.thl.org/reference/phonetics",
          "The simplified phonetic system renders Tibetan names as they are pronounced in Lhasa rather than as they "
          "are spelled, without diacritics: ny as in 'canyon', a final -n or -m as written. Local pronunciation in "
          "border valleys may differ and should be recorded where known.",
          "Nyile is fine by this too. not inventing it", "research, methods"),
        c("names", KM, mail("Re: Reader letter: Chhokang Paro, Chhekampar or Chokhang?"), "",
          "Dear Rajendra ji, the names are done: 47 in the valley, 11 change and 6 get a local form in brackets, e.g. "
          "Chhokangparo (Chhekampar) and Nile (Nyile). Map, inset and index now use one list, checked by a script. The "
          "list is attached so you can answer the reader. Femke",
          "sent RJ the list. answer the German lady", "email"),
        c("trails", TR, TR, "",
          "walking times, P's GPS vs old map: Lokpa-Chumling 3:30 (old 3:00) / Chumling-Chhokangparo 5:00 (4:00) / "
          "Chhokangparo-Nile 4:30 (4:00) / Nile-Mu Gompa 2:00 (2:00) / Philim-Lokpa upper trail 4:30, new / use "
          "P's moving time + 15% for stops",
          "old map was optimistic. P walks fast, so +15%", "dataset"),
        c("trails", CALC, sheet("tsum_walking_times.ods"), "",
          "segment | GPS moving h | +15% | old map h | ascent m | descent m\nPhilim-Lokpa upper | 3.9 | 4.5 | - | "
          "860 | 410\nLokpa-Chumling | 3.0 | 3.5 | 3.0 | 520 | 240\nChumling-Chhokangparo | 4.3 | 5.0 | 4.0 | 1120 "
          "| 80\nChhokangparo-Nile | 3.9 | 4.5 | 4.0 | 340 | 60",
          "times for the trail labels. round to the half hour", "dataset, statistics"),
        c("proofs", OK, view("Tsum2030_proof1_side_A.pdf"), "", "",
          "proof 1. greens far too dark in the forest", "draft",
          ocr="PROOF l  TSUM VALLEY & MANASLU  l:6O OOO  Side A  CMYK  synthetic l2O gsm  ContOur interval 2O m  "
              "Index contour lOO m  Forest C45 M5 Y6O K1O  Water C7O M1O  TraiI M1OO Y1OO  Approved: ____  "
              "Bagmati Offset 27/Ol"),
        c("proofs", VB, VB_TITLE, "",
          "Suman: Saw your photo of the proof. Synthetic paper doesn't drink the ink, so the greens sit on top and go "
          "muddy. Tell them to cut cyan in the forest by 10 and don't trust the screen. The contours look fine",
          "S, printer's eye: -10 cyan in the forest", "communication"),
        c("proofs", TR, TR, "",
          "proof 1 corrections: forest -10 cyan / contour labels upside down on the north face / Nyile bracket "
          "missing in the index / permit box: new fees / river blue too pale, L says 'the river looks sick' / scale "
          "bar 1 km ticks",
          "L's right about the river. 6 fixes", "draft, planning"),
        c("proofs", VI, web("Dot gain and ink hold-out on synthetic papers | PrintWise"),
          "https://www.printwise.com/guides/synthetic-paper-ink",
          "Synthetic papers do not absorb ink: there is almost no dot gain, but ink sits on the surface, dries slowly "
          "and heavy total ink coverage looks dense and dull. Keep total area coverage under 260% and use oxidative "
          "inks; proof on the production stock.",
          "forest is only 120% ink. it's the paper, not the coverage", "research"),
        c("trails", VI, web("Budhi Gandaki road: track opened to Lokpa, jeeps from Arughat | Budhi Gandaki Road Watch"),
          "https://www.budhigandakiroad.np/2029/12/lokpa",
          "The track cut from Jagat reached Lokpa in late November and jeeps now run from Arughat when the river "
          "crossings are low. Trekking agencies report that most groups leave the road at Philim and take the "
          "upper trail on the east slope, which avoids the dust and the new cuttings.",
          "road to Lokpa confirmed, not just P's word. draw as jeep track", "news, travel"),
        c("proofs", CALC, sheet("MH_Tsum_2030_costs.ods"), "",
          "item | Rs\nprinting 3,000 x 318 | 954,000\nVAT 13% | 124,020\nproof 2 on synthetic | 6,500\nmy fee "
          "(cartography, names) | 180,000\ntotal | 1,264,520\nretail Rs 1,200 x 3,000 | 3,600,000",
          "MH's numbers work even with proof 2. told RJ", "price"),
        c("proofs", OK, view("Bagmati_Offset_proforma_0131.pdf"), "", "",
          "50% advance before they print. RJ pays, not me", "invoice, price",
          ocr="BAGMATl OFFSET PRESS  BaIaju  PROFORMA lNVOlCE No. 2O86-3l2  Client: HimaIayan MapHouse  Tsum VaIIey "
              "map 2O3O  3,OOO copies  Rs 954,OOO  VAT l3%  Rs l24,O2O  TotaI Rs l,O78,O2O  Advance 5O%  "
              "Rs 539,Ol0  BaIance on deIivery"),
        c("proofs", KM, mail("Tsum 2030 final files + proof 2 approval"), "",
          "Dear Femke, proof 2 is lovely, the forest is green again and the river is blue, tell Lena. I have paid the "
          "advance to Bagmati this morning, please send the final PDFs to them today. Copies in the shops by the "
          "first week of March. Rajendra",
          "proof 2 approved! final files out by 5", "email, deadline"),
        c("trails", VB, VB_TITLE, "",
          "Pasang: Didi one more thing, Chumling bridge is being replaced in March, they put temporary crossing 200 m "
          "upstream. Maybe write on map 'check locally'? Also new homestay in Ripchet, 3 rooms, Karma's house",
          "too late for the print. note for the reprint", "communication"),
    ],
    "landslide": [
        c("data", KM, mail("Jugal susceptibility - data shared + timeline"), "",
          "Hi Femke, the shared folder now has the landslide inventory from the 2029 monsoon (212 points from the "
          "Sentinel-2 mapping, 37 checked in the field), the road network, streams and the geology from the 1:250,000 "
          "sheet. Workshop at the ward office in the last week of January, draft report by 31 January. Anjali",
          "AG's data is in. 212 slides, 37 field-checked", "email, dataset, deadline"),
        c("data", VI, web("ALOS PALSAR 12.5 m DEM vs SRTM 30 m in steep terrain | ASF Data Search"),
          "https://search.asf.earthdata.org/dem-comparison",
          "The radiometrically terrain-corrected ALOS PALSAR product is resampled from the 30 m SRTM DEM to 12.5 m; it "
          "does not add real detail. In steep Himalayan terrain both show voids and artefacts on north-facing slopes; "
          "fill voids before deriving slope and aspect.",
          "12.5 m is just resampled SRTM. use 30 m, honest", "research, dataset"),
        c("data", CALC, sheet("jugal_inventory_2029.ods"), "",
          "type | count | field-checked | median area m2\ndebris slide | 131 | 22 | 1,840\nrock fall | 29 | 6 | 420\n"
          "debris flow | 18 | 4 | 5,600\nshallow slide on terrace | 34 | 5 | 610\ntotal | 212 | 37 |",
          "131 debris slides in the RM's ward 4. terraces matter", "dataset, statistics"),
        c("data", VI, web("Frequency ratio and logistic regression for landslide susceptibility in central Nepal | "
                          "Landslide Journal"),
          "https://www.landslidejournal.org/articles/fr-lr-central-nepal",
          "Using eight causative factors (slope, aspect, elevation, geology, land cover, distance to streams, distance "
          "to roads and annual rainfall), the frequency ratio model achieved an area under the curve of 0.82 against "
          "0.84 for logistic regression; road cuts were the strongest single factor below 2,000 m.",
          "FR is fine and AG can explain it to the ward. roads!", "research, paper, methods"),
        c("data", TR, TR, "",
          "model: FR, 8 factors as in the paper / slope classes 0-15-25-35-45+ / distance to road 0-50-100-200 m / "
          "split inventory 70/30 by random seed 7 / validate AUC on the 30 / rainfall: one station only, so leave out?",
          "leave out rainfall, 1 station can't make a surface", "methods, planning"),
        c("data", VI, web("सिन्धुपाल्चोकमा पहिरो: जुगलका २३ घर अझै जोखिममा | पहाड खबर"),
          "https://www.pahadkhabar.com/news/2029/09/jugal-pahiro",
          "सिन्धुपाल्चोक, असोज ५। यस वर्षको मनसुनमा जुगल गाउँपालिकाको वडा नं. ४ मा मात्र ३१ ठाउँमा पहिरो गएको छ। "
          "सडक खनिएका ठाउँमा पानी बग्ने बाटो नहुँदा पहिरो बढेको स्थानीयको भनाइ छ। विद्यालय माथिको भिरमा चिरा देखिएको छ।",
          "locals blame the road drains. 31 slides in ward 4 alone", "news"),
        c("data", QG, gis("Jugal_LS"), "", "",
          "slope classes from the 30 m DEM, ward 4 only", "dataset, statistics",
          ocr="Raster layer unique values report  slope_class_ward4.tif  CRS EPSG:32645\nclass  pixels  area_km2\n"
              "O-l5  4 2ll  3.79\n15-25  9 O48  8.l4\n25-35  l2 5O6  ll.26\n35-45  7 9l3  7.l2\n45+  2 O37  l.83\n"
              "total  35 7l5  32.l4"),
        c("data", SG, SG, "",
          "Nirmala (HRT): The geology from the 1:250k sheet is too coarse for ward 4, it's one unit for the whole "
          "ward. There is a 1:50k engineering geology map from the 2015 earthquake study, I'll scan the Jugal part "
          "tomorrow",
          "N to scan the 1:50k geology. much better", "communication, dataset"),
        c("workshop", KM, mail("Ward 4 workshop - Tuesday 29 January"), "",
          "Hi Femke, the ward chair confirmed Tuesday 29 January, 11:00, at the ward 4 office: the mothers' group, the "
          "school, the community forest users and the ward members, about 35 people. The jeep leaves our Bakhundole "
          "office at 6:00 sharp. Could you bring the draft maps printed large? Anjali",
          "Tue 29, jeep at 6 from Bakhundole. big prints", "email, meeting"),
        c("workshop", VB, VB_TITLE, "",
          "Ang Dorje Tamang (वडा अध्यक्ष): नमस्ते म्याडम। मंगलबार ११ बजे वडा ४ को कार्यालयमा बैठक राखेका छौँ। आमा समूह, "
          "विद्यालय र सामुदायिक वनका गरी करिब ३५ जना आउनुहुन्छ। नक्सा ठूलो ल्याउनुहोला।",
          "ward chair: 35 people, bring big maps", "communication, meeting"),
        c("workshop", VB, VB_TITLE, "",
          "Suman: Yes, the shop can print 4 sheets A0 on the plotter Monday afternoon, matte paper, Rs 900 each. Send "
          "the PDFs by Monday 10 and I'll laminate the ward one so they can draw on it with markers",
          "S prints A0 x4 monday, laminated one", "communication, price"),
        c("workshop", TR, TR, "",
          "workshop plan: 11:00 AG intro, why a map / 11:20 me: how to read it, red = steep + near road + stream / "
          "11:45 groups mark on the laminated sheet: cracks, springs, old slides, new road cuts / 12:45 tea / 13:15 "
          "what goes in the recommendations / bring markers, tape, the 37 field photos",
          "keep my part short. they know the slopes", "meeting, planning"),
        c("report", WRI, doc("Jugal_ward4_susceptibility_draft.odt"), "",
          "2. Method. Landslide susceptibility was modelled with the frequency ratio method from seven factors: slope, "
          "aspect, elevation, engineering geology (1:50,000), land cover, distance to streams and distance to roads. "
          "Rainfall was left out because a single station cannot describe its variation across the ward.",
          "method section done. short, for AG's board", "writing, draft, methods"),
        c("workshop", VI, web("Participatory mapping of landslide hazards with communities: a field guide | HRT"),
          "https://www.himalresilience.org/resources/participatory-mapping-guide",
          "Bring the map at a scale people can find their own house on. Ask groups separately (women, farmers, "
          "teachers) before a plenary. Record every point that people mark, with who marked it, and return to the "
          "community with the final map.",
          "separate groups first. the mothers' group will know the springs", "methods, meeting"),
        c("report", CALC, sheet("jugal_susceptibility_classes.ods"), "",
          "class | area km2 | % ward | landslides (test 30%) | FR\nvery low | 6.1 | 19 | 1 | 0.08\nlow | 8.4 | 26 | 4 "
          "| 0.24\nmoderate | 9.2 | 29 | 11 | 0.60\nhigh | 5.9 | 18 | 22 | 1.87\nvery high | 2.5 | 8 | 26 | 5.21\n"
          "AUC 0.81",
          "AUC 0.81, same as the paper. 48 of 64 test slides in high + very high", "statistics, dataset"),
        c("workshop", SG, SG, "",
          "Anjali: Morning! Jeep is here already, driver says the Melamchi road is fine till Jugal turn, after that "
          "dust. Bring a jacket, the ward office has no heating and it's 4 degrees up there",
          "5:45 and the jeep is early. jacket", "communication"),
        c("workshop", OK, view("attendance_ward4_0129.jpg"), "", "",
          "38 came, not 35. the school head signed twice", "meeting",
          ocr="उपस्थिति  मिति: २O८६/१O/१५  स्थान: जुगल गाउँपालिका वडा नं. ४ को कार्यालय  विषय: पहिरो जोखिम नक्सा "
              "छलफल  क्र.सं.  नाम  संस्था  हस्ताक्षर  १ आङ दोर्जे तामाङ  वडा अध्यक्ष  २ सरिता तामाङ  आमा समूह  ३ "
              "... ३८ जना"),
        c("workshop", TR, TR, "",
          "Jugal, what they marked: new crack above the school (not in the inventory!) / spring that appeared after "
          "the road cut at the Bhairab bend / two slides in 2024 on the old path / the water pipe from the forest "
          "broke 3 times / they want the road drains fixed before the next monsoon",
          "3 new points to add. the crack above the school first", "meeting, dataset"),
        c("report", WRI, doc("Jugal_ward4_susceptibility_draft.odt"), "",
          "5. Recommendations. (1) A geotechnical check of the crack above the school before the 2030 monsoon. (2) "
          "Side drains and cross drains on the road between the Bhairab bend and the school, where road water now "
          "runs onto the slope. (3) Move the water pipe off the active slide. (4) Repeat the inventory after the "
          "monsoon with the community.",
          "recs straight from Tuesday. the school first", "writing, draft"),
        c("report", KM, mail("Re: Jugal draft - comments"), "",
          "Femke, the draft you sent on Monday reads well and the board will understand the method section. Three "
          "things: put the community points on the main map with a different symbol, add a page in Nepali for the "
          "ward, and the class table needs the number of houses in each class, the ward will ask. Final by Friday is "
          "fine. Anjali",
          "AG's 3 comments. the Nepali page: ask S", "email, writing"),
        c("report", QG, gis("Jugal_LS"), "", "",
          "final layout. community points as triangles", "research",
          ocr="LANDSLlDE SUSCEPTlBlLlTY  Jugal RuraI MunicipaIity Ward 4  Very high 2.5 km2  High 5.9 km2  "
              "Moderate 9.2 km2  Low 8.4 km2  Very Iow 6.l km2  ▲ Points marked by the community 29 Jan 2O3O  "
              "DEM SRTM 3O m, contours 2O m  Geology 1:5O OOO  Himal ResiIience Trust"),
        c("report", VI, web("TDS rates for service fees and consultancy | Inland Revenue Department"),
          "https://www.ird.gov.np/tds-rates",
          "Tax deducted at source on payments for services and consultancy: 15% where the service provider is a "
          "natural person not registered for VAT; 1.5% where the provider is VAT-registered. The payer issues a TDS "
          "certificate and deposits the tax within 25 days of the month's end.",
          "HRT withholds 15%. ask for the certificate", "tax"),
        c("report", WRI, doc("Invoice_FvD-2030-03_HRT.odt"), "",
          "Invoice FvD-2030-03. Himal Resilience Trust, Bakhundole, Lalitpur. Landslide susceptibility study, Jugal "
          "RM ward 4: data preparation, model, community workshop, report and maps. USD 3,200. TDS 15% to be withheld "
          "by the client; please send the TDS certificate. Payment within 30 days.",
          "invoice out with the final report", "invoice, income, tax"),
        c("report", SG, SG, "",
          "Anjali: Got the final report and the maps, thank you! The ward chair already asked for a copy in Nepali "
          "for the school. PS I signed up for the Shivapuri 30K too, see you at the start 🏃‍♀️",
          "AG happy. and she's running Shivapuri!", "communication"),
    ],
    "flat": [
        c("search", VB, VB_TITLE, "",
          "Bishnu Shakya: Namaste Femke ji. Dukha lagyo tara hami le ghar bechne nirnaya garyau. Kinne manchhe le "
          "Falgun dekhi chahiyo bhanchha. Tapaiharu lai arko ghar khojna milchha? Advance ko paisa pura firta "
          "garchhu. Sorry hai 🙏",
          "landlord selling, out by Falgun. ke garne. pff", "communication, household, rent"),
        c("search", VI, web("Flats for rent in Lalitpur, 2-3 bedrooms | Basobas Listings"),
          "https://www.basobas.com.np/rent/lalitpur?beds=2-3",
          "Bakhundole, 3 bedrooms, 1st floor, 1,150 sq ft, attached bath, solar hot water, parking: Rs 62,000/month. "
          "Sanepa, 2 bedrooms, 2nd floor, boring water + tanker, inverter: Rs 55,000/month. Kupondole, 3 bedrooms, "
          "5th floor apartment, lift, generator: Rs 85,000/month.",
          "nothing near L's school under 60k. Kupondole silly money", "household, rent, price"),
        c("search", VB, VB_TITLE, "",
          "Ram dai: Didi namaste, Sanepa ma 2BHK flat chha, dosro tala, Rs 55,000. Pani boring ra tanker dubai chha, "
          "inverter pani chha. Bholi 4 baje herna milchha? Ghar dhani ramro manchhe ho",
          "Ram dai: Sanepa tmrw 4pm", "communication, household, rent"),
        c("search", VB, VB_TITLE, "",
          "Suman: Ram dai found the Sanepa one. I'll pick L from school at 3:30 and meet you there at 4. Ask about "
          "water in the dry season, the last place said 24 hours and it was 2 hours",
          "S: ask about water in Chaitra-Baisakh", "communication, household"),
        c("search", TR, TR, "",
          "viewing checklist: water (boring? municipal line? tanker cost in Chaitra) / built after 2015, building "
          "permit + earthquake code / winter sun in the living room / power backup / L's school < 15 min / road wide "
          "enough for a truck / landlord living upstairs?",
          "before Sanepa. ask every time", "household, planning"),
        c("search", VB, VB_TITLE, "",
          "Ram dai: Didi, Bakhundole ma arko ramro flat aayo, tin kotha, pahilo tala, gham ramro aauchha, Rs 62,000. "
          "Ghar 2019 ma baneko ho, naksa pass chha. Bihibar 3:30 baje herna milchha?",
          "Bakhundole thu 3:30. 2019 build, permit ok", "communication, household, rent"),
        c("search", CALC, sheet("flats_2030.ods"), "",
          "flat | rent | beds | floor | built | water | sun | to school\nSanepa | 55,000 | 2 | 2nd | 2008 | boring + "
          "tanker | none in winter | 10 min\nBakhundole | 62,000 | 3 | 1st | 2019 | line + boring | good | 12 min\n"
          "Kupondole | 85,000 | 3 | 5th | 2021 | line + lift | good | 20 min",
          "Sanepa is dark and pre-2015. Bakhundole if it's real", "comparison, rent, household"),
        c("search", VI, web("Is your rented house earthquake safe? Five things to check | Safe House Nepal"),
          "https://www.safehouse.org.np/rent/five-checks",
          "Ask whether the building has a municipal building permit and a completion certificate; houses built after "
          "2015 should follow the national building code. Look for cracks at the corners of openings, columns at "
          "least 12 by 12 inches, and no added floors above the permit.",
          "Bakhundole has the completion certificate? ask the landlady", "household"),
        c("search", SG, SG, "",
          "Mam: Lieverd, wat een gedoe met dat huis. Die flat in Bakhundole klinkt goed, heeft Lena daar een eigen "
          "kamer? Papa vraagt of er een lift is 😄 Bel je zondag?",
          "nou, mam asks if L gets her own room. ja!", "communication, household"),
        c("search", VB, VB_TITLE, "",
          "Suman: Bakhundole one is good. Sun in the morning, water line from the municipality plus boring, and the "
          "landlady lives on the ground floor. She wants an answer by tomorrow noon. I say take it",
          "S says take it. me too", "communication, household"),
        c("lease", VB, VB_TITLE, "",
          "Sharada Pradhan: नमस्ते फेम्के जी। फ्ल्याट तपाईंहरूलाई दिने निर्णय गरेँ। सम्झौता सोमबार गरौँ, दुई महिनाको धरौटी र "
          "पहिलो महिनाको भाडा चाहिन्छ। वडामा भाडावाल दर्ता म आफैँ गर्छु।",
          "it's ours! agreement monday, deposit 2 months", "communication, rent"),
        c("lease", VI, web("Renting a house in Nepal: agreements, tax and tenant registration | Kanoon Guide"),
          "https://www.kanoon.com.np/guides/house-rent-agreement",
          "A written rent agreement should state the rent, the deposit, the term and the notice period. The landlord "
          "pays 10% rent tax to the municipality; tenants must be registered with the ward office, with a copy of "
          "the agreement and of each tenant's identity document (a passport and visa for foreigners).",
          "ward registration needs my visa copy. the new one!", "rent, tax"),
        c("lease", TR, TR, "",
          "agreement, check: deposit 2 months = 124,000, back within 30 days / rent fixed 2 years then max +10% / "
          "3 months' notice both sides / who pays the water tanker / repairs over Rs 5,000 landlady / receipt "
          "every month",
          "my clauses for Monday", "rent, planning"),
        c("move", VB, VB_TITLE, "",
          "Movers (Ganesh): Namaste madam, Jhamsikhel bata Bakhundole samma mini truck ra 4 jana manchhe, Rs 9,500. "
          "Shanibar bihana 7 baje aaunchhau. Fridge ra washing machine ko lagi Rs 1,000 thap. Bato sano chha bhane "
          "bhannuhos",
          "movers sat 7am. 9,500 + 1,000", "communication, household"),
        c("move", CALC, sheet("move_2030.ods"), "",
          "item | Rs\nmini truck + 4 porters | 9,500\nfridge + washing machine extra | 1,000\nboxes (40) | 2,400\n"
          "internet shifting | ~1,500?\ncurtain rails Bakhundole | 6,800\ntotal so far | 21,200",
          "moving costs. cheaper than I feared", "spending, household"),
        c("lease", OK, view("ghar_bhada_samjhauta_Bakhundole.jpg"), "", "",
          "S read it through twice. one typo in my name", "rent",
          ocr="घर भाडा सम्झौता  घरधनी: शारदा प्रधान  भाडावाल: फेम्के भान डाम र सुमन महर्जन  ठेगाना: ललितपुर "
              "महानगरपालिका वडा नं. ३, बखुण्डोल  मासिक भाडा रु. ६२,OOO  धरौटी रु. १,२४,OOO  अवधि: २ वर्ष  "
              "सूचना अवधि: ३ महिना  मिति: २O८६/१O/१४"),
        c("lease", VI, web("Fund transfer - Kanchan Bank Internet Banking"),
          "https://ibank.kanchanbank.com.np/transfer/other-bank",
          "Transfer to other bank. Beneficiary: Sharada Pradhan. Account: 0210 4471 2003. Amount: NPR 186,000.00. "
          "Remarks: Bakhundole flat deposit 124,000 + Magh-Falgun rent 62,000. Status: successful. Reference "
          "FT30128-77521.",
          "deposit + first month paid. screenshot = proof", "finance, rent, spending"),
        c("move", VI, web("Shift your connection | HimalNet Fibre"), "https://www.himalnet.com.np/support/shifting",
          "Moving house? Request a shifting at least three working days before. Our team will disconnect at the old "
          "address and install at the new one on the same day where the fibre network reaches; a shifting charge "
          "of Rs 1,500 applies.",
          "internet friday so I can work saturday night. ha", "household, planning"),
        c("move", VB, VB_TITLE, "",
          "Suman: Ganesh confirmed Saturday 7am. The road to Bakhundole is OK for the truck, only the last lane is "
          "narrow, they'll carry from the corner. I'll take the shop's van for the books",
          "S sorted the van for my map drawers", "communication, household"),
        c("move", TR, TR, "",
          "packing: L's room last, she packs her own box / map drawers + plotter rolls in S's van / kitchen Thursday "
          "night / label boxes by room in Nepali for the porters / gas cylinder not in the truck / keys for Bishnu ji",
          "label in Nepali! S writes them", "household, planning"),
        c("lease", KM, mail("Deposit return - Jhamsikhel flat"), "",
          "Dear Bishnu ji, as agreed on the phone we will hand over the keys on Saturday 2 February. Could you return "
          "the deposit of Rs 100,000 by bank transfer after you have seen the flat that day? We will leave it clean "
          "and the meter readings photographed. Best wishes, Femke",
          "old deposit back. keep it friendly", "email, rent"),
        c("lease", VB, VB_TITLE, "",
          "Sharada Pradhan's son Rohit: Hello Femke ma'am, I'm registering you and Suman sir at the ward office "
          "tomorrow. Please send photos of your passport page and the new visa, and Suman sir's citizenship card",
          "ward wants the visa page. collecting it this afternoon", "communication, rent"),
        c("move", KM, mail("Shifting request SR-30-20456 scheduled"), "",
          "Dear customer, your shifting request SR-30-20456 is scheduled for Friday 1 February between 10:00 and "
          "14:00. Disconnection at Jhamsikhel and installation at Bakhundole, Lalitpur-3. Please make sure someone is "
          "at the new address. HimalNet Support",
          "fri 10-2. S at the new flat", "email, household"),
        c("move", SG, SG, "",
          "Sabina: I can bring the pickup Saturday morning for the plants and L's bike, I'm not running till Sunday "
          "anyway. Then you owe me momo 😄 And don't carry boxes all day, the race is next week",
          "Sabina brings the pickup. momo debt", "communication, household"),
        c("move", OK, view("movers_receipt_020230.jpg"), "", "",
          "paid Ganesh in cash. all in by 2pm", "household, spending",
          ocr="GANESH HOME SHlFTlNG  BiII No. 4l7  Date: 2O86/lO/l9  From: JhamsikheI  To: BakhundoIe  Mini truck + "
              "4 Iabour  Rs 9,5OO  Fridge/Washing machine  Rs l,OOO  Tip  Rs 5OO  TotaI Rs ll,OOO  Received with "
              "thanks"),
    ],
    "visa": [
        c("papers", TR, TR, "",
          "NTV expires 13 Feb! renewal, 1 year: passport (valid 2031) / ward's relationship recommendation (S's ward, "
          "Patan) / marriage registration copy / S's citizenship copy / 2 photos / online form + printout / fee in "
          "USD or NPR at the bank counter",
          "do it before the move eats everything", "visa, deadline, planning"),
        c("papers", VI, web("Non-tourist visa for the foreign spouse of a Nepali citizen | Department of Immigration"),
          "https://www.immigration.gov.np/page/non-tourist-visa-spouse",
          "Documents: application through the online form, passport valid for at least six months, the spouse's "
          "citizenship certificate, the marriage registration certificate and a relationship recommendation from "
          "the ward office. The visa is issued for up to one year at USD 60 per month. Apply before the current visa "
          "expires; overstay is charged per day.",
          "same list as last year. 12 x 60 = 720 USD", "visa"),
        c("papers", OK, view("marriage_registration_2021.pdf"), "", "",
          "copy for the visa file. both sides", "visa",
          ocr="MARRlAGE REGlSTRATlON CERTlFlCATE  Lalitpur Metropolitan City  Registration No. 2O77/34l  Husband: "
              "Suman Maharjan  Wife: Femke van Dam (Netherlands)  Date of marriage: 2O2l-O3-l4  Registered: "
              "2O2l-O4-O2"),
        c("papers", VB, VB_TITLE, "",
          "Suman: I'll go to the ward office Thursday morning for the relationship recommendation, they want our "
          "marriage registration and my citizenship original. Proof we're still married 😂 Need your passport copy too",
          "S to the ward thu. passport copy tonight", "communication, visa"),
        c("papers", OK, view("wada_sifaris_nata_pramanit.pdf"), "", "",
          "ward rec for the visa done in one morning. S's cousin works there", "visa",
          ocr="ललितपुर महानगरपालिका  १६ नं. वडा कार्यालय  विषय: नाता प्रमाणित सिफारिस  यस वडा निवासी श्री सुमन "
              "महर्जनकी पत्नी श्रीमती फेम्के भान डाम (नेदरल्याण्ड्स) को नाता प्रमाणित गरी सिफारिस गरिन्छ।  "
              "मिति: २O८६/१O/१O  वडा अध्यक्ष"),
        c("papers", VI, web("Online application - Non Tourist Visa Renewal | Nepaliport"),
          "https://nepaliport.immigration.gov.np/ntv/renewal",
          "Visa type: Non-tourist (family). Passport no. NX7K2L4P9. Current visa valid until: 13/02/2030. Address in "
          "Nepal: Lalitpur-3, Bakhundole. Duration requested: 12 months. Upload: recommendation letter, marriage "
          "certificate, spouse's citizenship. Submit within 15 days of the visit.",
          "put the NEW address. moving anyway", "visa"),
        c("papers", KM, mail("Your application NTV-2030-004418 has been received"), "",
          "Your online application NTV-2030-004418 for a non-tourist visa renewal has been received. Please visit the "
          "Department of Immigration, Kalikasthan, with the printed application, the original documents and your "
          "passport within 15 days. Office hours: Sunday to Friday.",
          "Sunday then. print it at S's shop", "email, visa"),
        c("office", SG, SG, "",
          "Mam: Morgen naar de immigratiedienst? Neem een boek mee en genoeg eten, het duurde vorig jaar de hele "
          "dag! Liefs, mam",
          "mam remembers last year's 7 hours", "communication, visa"),
        c("office", VI, web("Office hours and services | Department of Immigration"),
          "https://www.immigration.gov.np/page/office-hours",
          "Winter (Kartik 16 to Magh 15): Sunday to Thursday 10:00-16:00, Friday 10:00-15:00. Tokens for visa "
          "extension are issued until 14:00. Visa fees are paid at the bank counter inside the department.",
          "DoI winter hours till 4. there by 9:30", "visa, planning"),
        c("office", TR, TR, "",
          "Kalikasthan: token 47 at 9:55 / counter 6 checked docs, wants the ward letter original + copy of S's "
          "citizenship both sides (had it, S told me) / photo taken / fee at the bank counter / collect Thursday "
          "after 2",
          "1h40 this year. mam will not believe it", "visa"),
        c("office", VB, VB_TITLE, "",
          "Suman: Done already?? Last year they sent you back for the photo size. Lena asks if you got 'the sticker' "
          "😂 come to the shop, I'll make tea",
          "L wants to see the sticker. Thursday", "communication"),
        c("office", OK, view("DoI_fee_receipt_NTV.jpg"), "", "",
          "720 USD in rupees. ouch, every year", "visa, spending",
          ocr="RASTRlYA BANIJYA BANK  Department of lmmigration Counter  Receipt No. 3O-O66l9  AppIication: "
              "NTV-2O3O-OO44l8  Visa fee 12 months USD 72O.OO  NPR 97,2OO.OO  Date: 2O3O-Ol-27"),
        c("office", KM, mail("Visa ready for collection - NTV-2030-004418"), "",
          "Your non-tourist visa for application NTV-2030-004418 has been approved. Please collect your passport at "
          "counter 9 on Thursday 31 January after 14:00, with the fee receipt and a photo ID.",
          "NTV approved! thu after 2, receipt", "email, visa"),
        c("office", OK, view("passport_visa_page_2030.jpg"), "", "",
          "scan for the landlady's son and the ward", "visa",
          ocr="NEPAL  NON TOURlST VlSA  Type: FamiIy  Name: VAN DAM FEMKE  Passport: NX7K2L4P9  VaIid from: "
              "l4 FEB 2O3O  VaIid untiI: l3 FEB 2O3l  Entries: MuItipIe  lssued at: KathmanduIKaIikasthan"),
    ],
    "race": [
        c("training", CALC, sheet("shivapuri_training.ods"), "",
          "date | run | km | ascent m | time | knee\n13 Jan | Nagarjun loop | 18 | 950 | 2:41 | ok\n16 Jan | easy "
          "Jhamsikhel | 8 | 60 | 0:49 | ok\n18 Jan | Champadevi | 21 | 1,180 | 3:25 | sore downhill\n20 Jan | easy | "
          "6 | 40 | 0:38 | ok",
          "knee after Champadevi again. downhills", "fitness, dataset"),
        c("training", SG, SG, "",
          "Sabina: Saturday long run: 6:30 at the Budhanilkantha gate, up to Nagi Gompa and the peak, down by the "
          "race route, about 24 km and 1,500 m. Bring the park ticket and proper water, the taps above the gompa are "
          "dry",
          "last long one before the race. sat 6:30", "fitness, planning"),
        c("training", VI, web("IT band pain on long descents: causes and what helps | Trail Clinic"),
          "https://www.trailclinic.org/injuries/it-band-descents",
          "Pain on the outside of the knee that starts after 30-60 minutes of downhill running is typical of "
          "iliotibial band irritation. Shorter steps on descents, hip strength work and a week of reduced downhill "
          "volume usually help; see a physiotherapist if it persists.",
          "shorter steps downhill. and see someone", "health, fitness"),
        c("training", VB, VB_TITLE, "",
          "Physio (Dr Prakash's clinic): Namaste, your appointment is confirmed for Wednesday 30 January at 7:30 am "
          "at Kupondole. Please bring running shoes and shorts.",
          "physio wed 30th early, before work", "care, health"),
        c("training", TR, TR, "",
          "race in 16 days: Sat 26 long run 24 km (peak) / this week 2 easy + hills Tue / next week taper, 1 x 12 km "
          "Sat 2nd? no, the move / race week 2 easy + strides / pace plan: 1,600 m up, walk every climb steeper "
          "than the road to Nagi",
          "the move eats the last long run. fine", "fitness, planning"),
        c("kit", KM, mail("Entry confirmed: Shivapuri Trail 30K - bib 214"), "",
          "Dear Femke van Dam, your entry to the Shivapuri Trail 30K on Saturday 9 February 2030 is confirmed. Bib "
          "214, wave 2 (start 06:15, Budhanilkantha). Entry fee Rs 3,500 received; this email is your receipt. The "
          "mandatory kit list is attached; kit is checked at bib pick-up. Kathmandu Trail Runners",
          "bib 214, wave 2 at 6:15. kit check at pick-up", "email, events"),
        c("kit", VI, web("Trail running shoes, women's | Thamel Gear House"),
          "https://www.thamelgear.com/trail-running/women",
          "Salomon Speedcross 6 W, size 39-41: Rs 21,500. Hoka Speedgoat 6 W, size 38-41: Rs 23,900. Local brand "
          "Goldstar trail runner: Rs 3,200. Genuine products with warranty; shop at Thamel Marg, open 10-8 every day.",
          "my Speedgoats have 700 km on them. new ones 2 weeks out? no", "shopping, price, comparison"),
        c("training", CALC, sheet("shivapuri_training.ods"), "",
          "date | run | km | ascent m | time | knee\n22 Jan | hills Chobhar | 10 | 480 | 1:12 | ok\n24 Jan | easy | "
          "7 | 50 | 0:44 | ok\n26 Jan | Shivapuri peak with Sabina | 24.3 | 1,540 | 4:18 | sore last 5 km",
          "4:18 for 24. knee only on the last descent", "fitness, dataset"),
        c("training", VI, web("Course and profile | Shivapuri Trail 30K"),
          "https://www.ktmtrail.org/shivapuri-30k/course",
          "", "profile: the climb is 9 km, then the long slope down", "fitness",
          ocr="SHlVAPURl TRAlL 3OK  Course profiIe  EIevation (m)  Start/Finish BudhaniIkantha 1,45O m  km 9 Nagi "
              "Gompa 2,3OO m  km 12 Shivapuri Peak 2,732 m  km 19 Baghdwar  km 24 Water point  Total ascent l,65O m  "
              "Cut-off 7 h"),
        c("kit", OK, view("Shivapuri30K_mandatory_kit.pdf"), "", "",
          "whistle and foil blanket, don't have either", "events",
          ocr="MANDATORY KlT  - headlamp with spare batteries (start before sunrise)  - windproof jacket with hood  - "
              "l Iitre of water  - whistIe  - survivaI bIanket  - phone with race number saved  - park entry ticket "
              "(ShivapurI NagarJun NationaI Park, foreigners Rs l,OOO)  Kit is checked at bib pick-up"),
        c("training", KM, mail("Your physiotherapy session - exercises"), "",
          "Dear Femke, as discussed this morning: clamshells and side planks 3 x 15 daily, foam roller on the outer "
          "thigh, short quick steps on descents. You are fine to race; stop if the pain comes before the half. "
          "Dr Prakash Adhikari, Kupondole Physio",
          "cleared to race! side planks daily", "health, care, email"),
        c("kit", VI, web("Best running headlamps 2030: tested on trails | Gear Lab"),
          "https://www.gearlab.com/running-headlamps-2030",
          "Petzl Nao RL: 1,500 lumens, 145 g, reactive lighting, 4.5 h on high. Black Diamond Distance 1500: 1,500 "
          "lumens, 145 g. Nitecore NU25: 400 lumens, 56 g, USB-C, the pick for races that start in the dark and end "
          "in daylight.",
          "45 min of dark at the start. the light one is plenty", "comparison, reviews, specs"),
        c("kit", SG, SG, "",
          "Sabina: I have a spare windproof with a hood, you can have it for the race, and a whistle. Foil blanket "
          "they sell at the pick-up. Is Suman bringing Lena to the finish? Anjali from HRT is in wave 2 too",
          "jacket + whistle from Sabina. kit done nearly", "communication, events"),
        c("kit", TR, TR, "",
          "race kit: headlamp NU25 + spare / Sabina's jacket / 1 l soft flasks x2 / whistle / foil blanket (buy at "
          "pick-up) / park ticket / gels x4 / old Speedgoats / S drops me at 5:15, L + S at the finish at 12ish",
          "nothing new on race day", "events, planning"),
        c("kit", KM, mail("Bib pick-up: Thursday 7 February, Bakhundole"), "",
          "Bib pick-up is on Thursday 7 February from 15:00 to 19:00 at the Kathmandu Trail Runners' office, "
          "Bakhundole (opposite the HRT building). Bring a photo ID and your full mandatory kit; kit will be checked. "
          "The national park's event permit is for 300 runners, so there is no pick-up and no entry on race morning.",
          "pick-up 5 min from the new flat! Thursday", "email, events"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Kathmandu, +05:45 throughout. Nepal's working week runs Sunday to Friday;
# Saturday is the day off. The map and the study by day at her desk, the flat, the visa and the race around them.
DAYS = {
    # Sun 20: the landlord's news at breakfast; Pasang's tracks and his message; Anjali's data; the visa list and the
    # listings minutes later; the run logged at night
    "2030-01-20": "08:10 flat, 09:40 map, 09:52 map, 11:40 landslide, 14:20 visa, 14:31 flat, 21:10 race",
    # Mon 21: Sabina's long run before work; the DEM and the inventory; the trail segments, the broker's message at
    # once; the visa page and the marriage certificate, the permit page straight after; Suman on the viewing; the knee
    "2030-01-21": "07:05 race, 09:20 landslide, 09:35 landslide, 11:00 map, 11:12 flat, 13:30 visa, 13:45 visa, "
                  "14:00 map, 17:30 flat, 20:40 race",
    # Tue 22: the paper and the model; Rajendra's reader letter and the gazetteer, Suman on the ward office; the
    # checklist before the Sanepa viewing; the news report at night
    "2030-01-22": "08:30 landslide, 09:10 landslide, 10:45 map, 11:05 map, 11:18 visa, 15:40 flat, 21:30 landslide",
    # Wed 23: the physio's confirmation, the Survey sheet minutes later, Tenzin; the slope classes and the broker's
    # Bakhundole flat; Nirmala; the flats compared; the earthquake page and her mother late
    "2030-01-23": "08:15 race, 08:27 map, 09:20 map, 10:30 landslide, 10:41 flat, 12:00 landslide, 16:30 flat, "
                  "21:00 flat, 22:40 flat",
    # Thu 24: the week's plan before work; the workshop date and the names table; the naming rule; the ward's letter
    # and the online form after lunch; Suman after the Bakhundole viewing; the race entry
    "2030-01-24": "07:30 race, 09:40 landslide, 09:52 map, 13:00 map, 14:30 visa, 14:42 visa, 17:50 flat, 20:30 race",
    # Fri 25: the press's quote, the application received overnight, the transcription page and the names sent; the
    # ward chair and Suman on the prints; the landlady's yes; the rent law and the shoes in the evening
    "2030-01-25": "08:00 map, 08:20 visa, 08:40 map, 09:15 map, 09:24 landslide, 09:33 landslide, 11:20 flat, "
                  "19:30 flat, 21:45 race",
    # Sat 26 (her day off): the long run logged and the profile; the clauses; walking times and the workshop plan in
    # the afternoon; her mother on the visa
    "2030-01-26": "12:30 race, 12:45 race, 13:20 flat, 15:00 map, 15:20 map, 15:32 landslide, 21:15 visa",
    # Sun 27 (a working day): Kalikasthan, with the movers' quote answered in the queue; tea at Suman's shop; proof 1
    # and Suman on it; the method section; the kit list and the moving costs at night
    "2030-01-27": "08:40 visa, 10:35 flat, 11:40 visa, 12:05 visa, 12:20 visa, 14:30 map, 14:45 map, 16:10 landslide, "
                  "20:30 race, 20:41 flat",
    # Mon 28: proof corrections and the ink page; the lease signed, the deposit paid, the internet; the workshop guide
    # and the class areas in the afternoon
    "2030-01-28": "09:50 map, 10:20 map, 12:10 flat, 12:20 flat, 13:00 flat, 14:05 landslide, 15:40 landslide",
    # Tue 29: the field day in Jugal, the jeep before six; back at night, the attendance sheet and the notes, Suman on
    # the movers
    "2030-01-29": "05:45 landslide, 19:50 landslide, 20:10 landslide, 20:22 flat",
    # Wed 30: the visa approved overnight; the physio's exercises; recommendations and Anjali's comments, the road
    # news; print costs; packing; the headlamps; the final layout and the old landlord late
    "2030-01-30": "08:30 visa, 08:50 race, 10:00 landslide, 10:15 landslide, 10:27 map, 14:00 map, 16:30 flat, "
                  "19:00 race, 21:30 landslide, 21:41 flat",
    # Thu 31: the proforma and the final files; the TDS page; Rohit on the ward registration; the internet's date and
    # the visa collected; Sabina
    "2030-01-31": "08:45 map, 09:30 map, 09:41 landslide, 13:10 flat, 16:05 flat, 16:20 visa, 17:20 race",
    # Fri 1: Pasang's late news and the kit list; the invoice with the final report; Anjali's thanks; Sabina's pickup
    "2030-02-01": "08:30 map, 08:41 race, 09:00 landslide, 16:20 landslide, 18:10 flat",
    # Sat 2: moving day; the movers' receipt in the evening and the bib pick-up email
    "2030-02-02": "18:30 flat, 21:00 race",
}
TIMELINE = day_timeline(DAYS, TZ)
