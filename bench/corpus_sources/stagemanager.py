"""Dana Yurkus, an American production stage manager at an opera house in Vilnius, Lithuania: a new Flying Dutchman
in its last fortnight before the premiere (calling the show, the ship wagon's leaking lift, the calls and covers), a
Traviata revival in repertory whose Violetta loses her voice (the show reports, a guest from Bologna at a day's
notice), All Saints and All Souls with her partner's family in Zarasai (his father's new headstone, the drive north in
wet snow, the candles), the renovation vote and the cold radiators of their block of flats, and her father's first trip
to Lithuania from Pittsburgh (the flights across two clock changes, his great-grandfather's village).

Written by hand in session 29 of issue 12 as the TEST corpus for session 30, before anybody tuned on it, by an engineer
who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end of
session 30, and it is a development corpus since session 31.

Dana Yurkus (43), from Lawrenceville, Pittsburgh, studied theatre production in Pittsburgh, stage-managed opera in the
United States and for eight years in Germany (Bremen and Kiel), and since 2026 is production stage manager of the
(fictional) Neris Opera in Vilnius, a repertory house of 912 seats on the river, where she calls the new productions and
runs the revivals; she reads German well and gets by in workplace Lithuanian, but writes English. Her partner Arūnas
Vaitkus (46) is a forest engineer; their son Matas is 10. Arūnas's father Petras (1951-2031) died last November and
lies in the town cemetery of Zarasai, where his mother Aldona (72) lives; his sister Jurga lives in Kaunas with her
husband Mindaugas and their children, whose grandparents are in Salakas. Dana's father Raymond "Ray" Yurkus (76), a
retired letter carrier, a widower since 2024, lives in Pittsburgh near his sister Peg (72); his great-grandfather Jonas
Jurkus left Liudvinavas, near Marijampolė, for Pittsburgh in 1907. At the opera house: Vytautas Jonaitis, head of the
stage crew; Greta Stankevičiūtė, staff director; Ingrida, the artistic administrator who casts; Maestro Martynas Kairys,
who conducts the Dutchman; Kotryna, the house manager; Jurgita in HR; Rimantas Petrulis, the safety engineer; Daiva,
head of wardrobe; the general director's office. The Dutchman is a co-production with the (fictional) Staatstheater
Ostholstein: the director Johanna Kreutzer, the designer Malte Berg and the German house's technical director Jörg
Hansen, whose workshops built the ship; Ilze Kalniņa sings Senta (Rasa Jankauskaitė covers), Paulius sings Erik. In the
Traviata Rūta Žemaitytė sings Violetta, her cover Eglė is engaged in Kaunas, and Chiara Benedetti comes from Bologna
through her agent Marco Ferri (Agenzia Lirica Felsinea, fictional); Tadas Kavaliauskas is a chorus tenor. Elsewhere:
Zenonas of the (fictional) Utenos granitas, the stonemason; Danutė, chair of the block's owners' association; Vladas,
the caretaker of the (fictional) administrator Žirmūnų būstas; Laura, a neighbour and a night nurse, whose father lives
on the ninth floor; the Lithuanian State Historical Archives; Father Vaidas of Liudvinavas.
In the fortnight from Monday 25 October to Sunday 7 November 2032, in Lithuania's time (Europe/Vilnius: +03:00 until
the clocks go back at 04:00 on Sunday 31 October, +02:00 after; nothing is written in the hour from 03:00 that comes
twice): the house is dark on Mondays and plays Tuesday to Sunday; All Saints (Monday 1 November) and All Souls
(Vėlinės, Tuesday 2 November) are public holidays and the house is shut; the Traviata plays on Wednesday 27 and
Saturday 30, and the night after Saturday's show, when the Traviata goes out and the Dutchman's ship goes in, runs
across the clock change; the Dutchman's orchestra dress is on Wednesday 3, the general rehearsal on Thursday 4, the
premiere on Friday 5 and the second performance on Sunday 7; Pittsburgh's clocks go back a week after Vilnius's, so her
father is seven hours behind her, then six, then seven again:
- the Dutchman: the director's notes in German, the cue list from v7 to v9, the storm's lightning and thunder on the
  conductor's downbeat, a cue light for the ghost crew; the ship wagon's bow lift leaking oil from a cylinder, the seals
  from the German workshops, the fire permit for the haze, the changeover night, a load test for eight persons; the
  daily calls, the Sitzprobe, the Senta's standby, the premiere's protocol, a review;
- the Traviata: the show reports (a late curtain, a chorus tenor who slips on confetti, the crew's hours across the
  clock change); Rūta's swollen vocal fold, the guest from Bologna, her lost suitcase, a put-in on the morning of the
  show, the agent's invoice;
- Vėlinės: Petras's headstone set on Thursday 28 and paid in halves; winter tyres, wet snow on the road north, a night
  at Aldona's; the list of graves and candles, the cemetery's rules, Salakas at dusk, a candle for Dana's mother;
- the block: the written vote on the renovation investment plan (a loan for 20 years, the lifts a separate question),
  the meeting she cannot go to, the ballot by Sunday 7 at 20:00; the cold bedroom radiator, the caretaker bleeding the
  risers, the balancing valve, the October bill;
- her father: his flights (Pittsburgh, Newark, Frankfurt, Vilnius on Tuesday 2 and Wednesday 3), the travel
  authorisation, the wheelchair at Frankfurt, the time difference; the notebook that names the ship of 1907, the
  passenger list, the archive's answer, the priest of Liudvinavas, the old grave of Antanas Jurkus; the week with them.

She works on a MacBook: Safari for the web ("<page title>"), Mail with the opera house's account and her own ("Inbox –
Neris Opera", "Inbox – iCloud"), WhatsApp (one title, "WhatsApp": the stage crew, Greta, Ingrida, the conductor, Chiara,
Daiva, Kotryna, Johanna, Arūnas, Jurga, Laura, the stonemason), Viber (one title, "Viber": Aldona and the block's
group), Messages for her father and her aunt ("Messages"), Preview for photos and scanned PDFs ("<file>"), Microsoft
Excel and Microsoft Word ("<file>"), and QLab for the show's sound cues.
Memos are her shorthand (first person, a stage manager's English: "SM", "PSM", "GO", "stby", "LX", "SQ", "FLY", "AUTO",
"the book", "the half", "beginners", "put-in", "HP", "GP", "BO1", "SL", "SR", "DS", "A." for Arūnas), some cryptic.
English is her working language and the family's; the others as she meets them: Lithuanian from the head of the stage
crew, Aldona, the stonemason, the block's chair and caretaker, the archive and the priest (and on a sign and a
ballot she photographs); German from Johanna and Jörg; Italian from Chiara and her agent; under a fifth of the
captures and some in every task. Words cross on purpose: ship (the Dutchman's, the ship of 1907), lift (the bow lift,
the block's lifts), cover (the Senta's, the Violetta's), candle (the graves', Liudvinavas's), grave and cemetery
(Zarasai, Salakas, the Jurkus graves), clock and hours (the changeover night, the crew's timesheet, her father's time
difference and pills, the drive north), premiere (the Dutchman's, her father's ticket), invoice (the stonemason's, the
agent's), 9 November (the Traviata's next show, the basement valve). People cross too: Arūnas in Vėlinės, the block
and her father's visit; Aldona in Vėlinės, the cue list, the block's sums and her father's lunch; Greta, Vytautas and
Rimantas in the Dutchman and the Traviata; Kotryna in both and in her father's ticket; Chiara in the Traviata and a
Dutchman rehearsal's memo; Laura's father in the lifts.

The timeline is written by hand (TIMELINE below): Lithuania's time on both sides of the clocks going back; captures
after midnight that are still the day before in UTC (an incident report, the changeover night, the premiere's show
report, her aunt), before six (and her father over the Atlantic), evenings, two weekends (the house works both), the
two holidays (the graves most of all, nothing of the Traviata), the dark Monday.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("production stage manager at an opera house in Vilnius, Lithuania: a new Flying Dutchman to its premiere, "
           "a Traviata revival whose Violetta falls ill, All Souls at the family graves in Zarasai, the block's "
           "renovation vote and heating, her father's first visit from Pittsburgh")
TZ = ZoneInfo("Europe/Vilnius")  # +03:00 until 04:00 on Sunday 31 October 2032, +02:00 after
ID_PREFIX = "zs"  # "s" is the MSc snippets'; no id in bench/data, bench/corpus_sources or tests begins "zs"
APP_WORDS = {"whatsapp", "viber", "messages", "mail", "inbox", "neris", "opera", "icloud", "safari", "preview",
             "microsoft", "excel", "word", "xlsx", "docx", "qlab", "qlab5", "heic", "pdf", "jpg", "img", "img_8809",
             "img_8812", "img_8840", "img_8866", "img_8871", "img_8907", "img_8960", "20321025", "20321106", "wa0004",
             "wa0011", "wa0019", "https", "www", "hydraulik", "nord", "de", "en", "p", "hz", "80", "45",
             "balticstage", "baltic", "stage", "eu", "reviews", "hollander", "2032", "liricafelsinea", "agenzia",
             "lirica", "felsinea", "it", "artisti", "benedetti", "meteo", "lt", "warnings", "google", "com", "maps",
             "dir", "54", "6872", "25", "2797", "55", "7306", "26", "2453", "eismoinfo", "zarasai", "news", "10",
             "renovuok", "namai", "zirmunu", "g", "97", "danfoss", "products", "ra", "2994", "lufthansa",
             "mybookings", "flightaware", "live", "flight", "dlh403", "heritage", "statueofliberty", "org",
             "passenger", "details", "czoxmzoi", "ellis", "island", "foundation", "vilkaviskiovyskupija", "parapijos",
             "42", "vilkaviškis", "diocese", "translated"}

TASK_NAMES = {
    "dutchman": ("The Dutchman premiere", "the new Holländer", "the ghost ship production", "Wagner with Johanna"),
    "traviata": ("Traviata in rep", "the Traviata revival", "the Violetta emergency",
                 "Wednesday's and Saturday's shows"),
    "velines": ("Vėlinės at Aldona's", "All Souls with Arūnas's family", "the family graves", "the candles weekend"),
    "block": ("The block renovation", "our building's vote", "the flat and its heating", "the owners' association"),
    "dad": ("Dad's visit", "Dad in Lithuania", "Ray's first trip over", "Dad's ten days here"),
}
SUB_NAMES = {
    "dutchman/cues": ("Calling the show", "the cue list", "the book and the GOs", "lighting and sound cues"),
    "dutchman/ship": ("The ship and the lift", "the automation wagon", "water, haze and the fire permit",
                      "the get-in"),
    "dutchman/cast": ("Calls and covers", "the rehearsal schedule", "singers and standbys", "the premiere night"),
    "traviata/reports": ("Show reports", "the Traviata timings", "incidents and crew hours", "Saturday's changeover"),
    "traviata/violetta": ("The guest Violetta", "Rūta's replacement", "Chiara's put-in", "the Italian soprano"),
    "velines/stone": ("The headstone", "the stonemason", "Petras's stone", "setting the monument"),
    "velines/trip": ("The drive north", "winter tyres and the snow", "staying at Aldona's", "the long weekend away"),
    "velines/candles": ("Candles and cemeteries", "the graves to visit", "lampions and chrysanthemums",
                        "All Saints evening"),
    "block/vote": ("The renovation vote", "the investment plan", "the loan and what we pay", "the ballot"),
    "block/heating": ("The heating", "cold radiators", "the heating bill", "the riser and the valves"),
    "dad/flights": ("Dad's flights", "getting him here", "the Frankfurt connection", "the time difference"),
    "dad/roots": ("Great-grandpa's village", "the archive search", "Liudvinavas", "the Jurkus family records"),
    "dad/visit": ("His week with us", "the premiere ticket", "showing him around", "where he sleeps and eats"),
}

ML = "Mail"
ML_WORK = "Inbox – Neris Opera"
ML_HOME = "Inbox – iCloud"
WA = "WhatsApp"
VB = "Viber"
MS = "Messages"
SF = "Safari"
PV = "Preview"
XL = "Microsoft Excel"
WD = "Microsoft Word"
QL = "QLab"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "dutchman": [
        c("cues", ML, ML_WORK, "",
          "Liebe Dana, danke für Samstag, die Bühnenklavierprobe war ein großer Schritt. Meine Notizen für Dienstag: "
          "1) Die Geistermannschaft muss früher kommen, schon beim zweiten 'Johohoe' nach dem Lied des Steuermanns, "
          "nicht erst beim Auftritt des Holländers. 2) Die Blitze bitte auf den Schlag, nicht danach. 3) Sentas "
          "Ballade: das Licht auf das Porträt langsamer, 12 Sekunden statt 5. 4) Der Regen erst, wenn Erik abgeht. "
          "Kannst du das mit Martynas besprechen? Herzliche Grüße, Johanna",
          "ghosts at the second Johohoe, lightning on the beat, portrait 12 s, rain after Erik's exit. LX 44, SQ 14 "
          "move", "email, planning"),
        c("cues", XL, "Hollander cue list v7.xlsx", "",
          "Cue | Page/bar | Dept | What | Notes / LX 38 | p.12 b.1 | LX | storm state, cold blue wash | on the first "
          "chord / SQ 12 | p.12 b.1 | SQ | wind loop in | / AUTO 3 | p.14 b.9 | AUTO | ship wagon DS 4 m at 0.3 m/s | "
          "stby from p.13 / LX 44 | p.19 b.5 | LX | lightning 1, strobe 0.5 s | on the beat, not after (J.) / SQ 14 "
          "| p.19 b.9 | SQ | thunder 1 | / FLY 7 | p.22 b.1 | FLY | sail bar in | / WATER 1 | p.31 b.3 | WATER | "
          "rain curtain on | after Erik exits / AUTO 5 | p.33 b.12 | AUTO | bow lift up 2.4 m, ghosts on deck | no "
          "persons until the seals",
          "v7 with Johanna's notes in. 112 cues in act 1 alone. the ghosts' entrance moves to p.27",
          "planning, dataset"),
        c("cast", PV, "IMG_8809.HEIC", "", "",
          "photo of the board before the first coffee. ghosts called at 14:00, without the lift",
          "planning, meeting",
          ocr="NERlS OPERA  DAlLY CALL  TUESDAY 26.1O.2O32  MAlN STAGE  1O:OO-13:OO  HOLLANDER  Tech Act 1 "
              "(p.1-27)  Daland, Steersman, men's chorus  14:OO-17:OO  Tech Act 1 (p.27-41)  + Dutchman, ghost "
              "crew (12)  18:OO-22:OO  Tech cont.  Senta, Mary, Erik not called  REHEARSAL ROOM 2  11:OO-13:OO  "
              "Spinning chorus (ladies), music with M. Kairys  TRAVlATA  Wed 27.1O 19:OO  Violetta R. Zemaityte  "
              "half 18:25"),
        c("ship", WA, WA, "",
          "Vytautas: Dana, laivo keltuvas leidžia alyvą, kairysis cilindras. Ant denio ir ant grindų balutė. Kol "
          "nepatikrinsim, su žmonėmis nekeliam. Vokiečiams parašysiu po pietų, reikia jų tarpinių. Repetuojam be "
          "keltuvo?",
          "lift leaking from the left cylinder, no people on the deck. act 1 without the lift then",
          "communication, specs"),
        c("ship", PV, "IMG_8812.HEIC", "", "",
          "the plate for Jörg. left cylinder, serial 29-0417-L. 1200 kg for both, so 600 on one",
          "specs",
          ocr="STAATSTHEATER OSTHOLSTElN - WERKSTÄTTEN  Hubzylinder / lifting cylinder HZ 8O/45  Typ DW-HZ-24OO  "
              "Baujahr 2O29  Hub 24OO mm  Betriebsdruck max. 16O bar  Tragkraft 12OO kg (2 Zyl.)  Öl HLP 46  "
              "Ser.-Nr. 29-O417-L  Prüfung O5/2O31"),
        c("cues", QL, "Hollander Storm.qlab5", "", "",
          "SQ 14 is thunder_01, no pre-wait. Johanna wants it with the lightning, on the beat: my GO then",
          "software, planning",
          ocr="Hollander Storm.qlab5  Q  Name  Target  Pre-Wait  Duration  Post-Wait  1O  Wind loop A  wind_A.wav  "
              "OO:OO.OO  O3:12.4O  auto-continue  12  Wind swell  wind_swell.wav  OO:OO.OO  OO:O8.OO  14  Thunder l  "
              "thunder_O1.wav  OO:OO.OO  OO:O5.2O  15  Thunder l tail  OO:OO.5O  Fade  Wind loop A  -12 dB  "
              "OO:O4.OO  GO  Standing by: 14  Thunder l"),
        c("ship", SF, "Seal kit for lifting cylinder HZ 80/45 – Hydraulik Nord",
          "https://www.hydraulik-nord.de/en/p/hz-80-45",
          "Seal kit for double-acting lifting cylinder HZ 80/45 (piston 80 mm, rod 45 mm): piston seal, rod seal, "
          "wiper, 2 O-rings, guide rings. NBR, -30 to +100 °C, for HLP mineral oils. EUR 86.40 excl. VAT. In stock, "
          "ships in 1-2 working days; delivery to Lithuania 3-5 working days.",
          "86 euro and 3-5 days. Ostholstein has them on the shelf, ask Jörg first", "specs, price, shopping"),
        c("cast", WA, WA, "",
          "Greta: Johanna wants the ghost crew on the ship tomorrow at 10 even without the lift, just standing. I said "
          "only with Vytautas's OK. Also Paulius (Erik) asks to be released at 16:00 on Thursday for a radio "
          "recording; the Sitzprobe reaches Erik's cavatina at about 13:30, so it works.",
          "ghosts on deck only with V.'s OK. Paulius released Thu 16:00, fine, Sitzprobe ends at 14",
          "planning, communication"),
        c("cues", WD, "Tech notes 26.10.docx", "",
          "Tech 26.10, Act 1, 10:00-21:55. Got to p.41 (the Dutchman's monologue). LX 38-52 rebuilt, lightning now "
          "on the beat. AUTO 3 too fast at 0.3 m/s, the chorus can't keep their footing, try 0.2. WATER 1 not tested "
          "(lift leak, no persons on deck). Haze: detector isolation in zone S3 needed from Friday's BO1, fire "
          "officer to confirm. Ghost crew entrance moved to p.27 as Johanna asked. Tomorrow 10:00 from p.41, stage "
          "free at 15:00 for the Traviata changeover.",
          "sending to all departments now. 41 pages in a day, fine. hard stop 15:00 tomorrow",
          "draft, planning, meeting"),
        c("cues", WA, WA, "",
          "Martynas: Dana, yesterday the thunder (SQ 14?) came almost a bar late every time. Please give it on my "
          "downbeat at bar 9, I'll look at the monitor, I won't wait for the sound. And the offstage men (the ghost "
          "crew) need a cue light in the wings, a walkie is too late for them. Thanks!",
          "cue light for the ghosts, ask LX for the one from Rigoletto. SQ 14 I call on his stick",
          "communication, planning"),
        c("cast", XL, "Hollander rehearsal schedule wk 44.xlsx", "",
          "Day | Time | Where | What | Called / Thu 28.10 | 11:00-14:00 | orchestra hall | Sitzprobe | soloists, "
          "chorus, orchestra / Thu 28.10 | 18:00-22:00 | main stage | tech act 2-3 | Senta, Mary, Erik, ladies / "
          "Fri 29.10 | 10:30-13:30 | main stage | BO 1 (stage and orchestra) | all / Sat 30.10 | 10:00-13:00 | "
          "rehearsal room 2 | ghost crew harness fitting, covers' run | 12 men, covers / Sun 31.10 | 12:00-20:00 | "
          "main stage | LX focus | LX only / Mon 1.11 - Tue 2.11 | | | house closed (All Saints, All Souls) | / Wed "
          "3.11 | 18:00 | main stage | HP (orchestra dress) | all / Thu 4.11 | 18:00 | main stage | GP, invited "
          "audience | all / Fri 5.11 | 18:30 | main stage | PREMIERE | all",
          "final for week 44. two holidays in the middle eat our stage days, HP straight after",
          "planning, deadline"),
        c("ship", ML, ML_WORK, "",
          "Hallo Dana, danke für die Fotos vom Typenschild. Das ist der linke Hubzylinder, Baujahr 2029, die "
          "Dichtungen sind bei uns auf Lager. Wir schicken einen Satz per Kurier, er ist Dienstag oder Mittwoch bei "
          "euch. Bis dahin bitte nur mit Sandsäcken fahren, maximal 600 kg und keine Personen auf dem Deck. Unser "
          "Schlosser kann den Einbau per Video begleiten. Viele Grüße, Jörg Hansen, Technischer Direktor, "
          "Staatstheater Ostholstein",
          "seals by courier Tue or Wed. sandbags only, 600 kg, nobody on deck. his fitter guides ours by video",
          "email, specs, planning"),
        c("cast", WA, WA, "",
          "Greta: Sitzprobe started 11:04, orchestra in a good mood. Ilze is marking the ballad, Johanna is fine with "
          "it, she's saving herself for the evening. The ghost crew ask if they get a harness fitting before "
          "Saturday. Coffee in the break?",
          "harness fitting Saturday 10:00, wardrobe and Vytautas. Ilze marking is fine by me too",
          "meeting, communication"),
        c("cues", XL, "Hollander cue list v8.xlsx", "",
          "Hollander cue list v8 | changes since v7 / SQ 14 | p.19 b.9 | called on the conductor's downbeat, QLab "
          "pre-wait 0 | / LX 44a | p.19 b.9 | lightning and SQ 14 on one GO | new / AUTO 3 | p.14 b.9 | 0.2 m/s (was "
          "0.3) | / CUE LIGHT 1 | p.27 b.1 | ghost crew, SL wing, red = stby, green = go | new / WATER 1 | p.31 b.3 | "
          "after Erik's exit | moved / total cues act 1: 118",
          "v8 out before the evening tech. 118 cues in act 1. lightning and thunder now one GO",
          "planning, dataset"),
        c("ship", WA, WA, "",
          "Vytautas: Morning. Lift topped up with oil, the drip is slower. Load test at 9:00 with 24 sandbags (600 "
          "kg), no people. If it holds, the ghost crew stands on the deck with the lift down, Johanna will have to "
          "live with it until Wednesday. Water curtain tank filled, pump OK.",
          "ghosts on deck, lift down, until the seals come. Johanna will sigh. tell Greta",
          "communication, specs"),
        c("ship", PV, "Permit haze S3 2032-10-29.pdf", "", "",
          "isolation 10-23 only. GP and premiere finish before 23, Sunday's show too. fire book every time",
          "planning, deadline",
          ocr="NERlS OPERA - FlRE SAFETY  PERMlT FOR HAZE / SMOKE EFFECTS AND DETECTOR lSOLATlON  Production: Der "
              "fliegende Hollander  Zone: S3 (stage, flytower)  Detectors isolated: 14 (optical)  Period: "
              "29.1O.2O32 - O7.11.2O32, rehearsals and performances only, 1O:OO-23:OO  Fire watch: 1 person with "
              "radio at the SL fire point  Hazer: MDG ATMe, fluid neutral  Reinstate after each session and log "
              "in the fire book  Approved: R. Petrulis, safety engineer"),
        c("cast", WA, WA, "",
          "Greta: BO1 done at 13:34. Martynas happy with the thunder, Johanna not happy with ghosts standing on a "
          "lift that doesn't lift. Rasa (Senta's cover) watched from the wings, she knows the blocking now. "
          "Tonight's LX session is without singers, you're free after 19?",
          "Rasa has the blocking. free after 19 then, good, Chiara lands at 16:50",
          "communication, planning"),
        c("ship", XL, "Changeover 30-31 Oct.xlsx", "",
          "Sat 30.10 - Sun 31.10 | What | Who / 21:15 | curtain down Traviata, get-out starts | 14 stage, 3 LX, 2 "
          "sound / 22:30 | Traviata to the store, 2 truck loads | Vytautas / 00:00 | Hollander floor, water tank, DS "
          "trap grate | stage / 01:30 | ship wagon on its marks, lift anchored | 2 automation / 02:30 | masking, "
          "splash sheet | stage / 04:00 = 03:00 | clocks go back, the hour from 03:00 comes twice | log real hours / "
          "06:00 | end, stage clean | / Sun 12:00-20:00 | LX focus, no SM needed |",
          "a night the clock calls 8 hours and isn't. real hours on the timesheet, as Jurgita asked",
          "planning, deadline"),
        c("ship", WA, WA, "",
          "Vytautas: Traviata išvežta į sandėlį. Laivas jau scenoje, dabar tvirtinam keltuvą ir vandens uždangos "
          "baką. Iki 3 val. baigsim, jei niekas nesugrius. Eik miegoti, čia viskas gerai.",
          "'by 3', he says. which 3? the clocks go back at 4. ship's in, I'm going home",
          "communication, planning"),
        c("cues", ML, ML_WORK, "",
          "Liebe Dana, ich war heute Mittag mit Malte auf der Bühne: Das Schiff steht, der Regen läuft, wunderbar. "
          "Die Crew hat die ganze Nacht durchgearbeitet, bitte sag ihnen Danke von mir. Zwei Fragen: Der Nebel hängt "
          "nach dem Sturm zu lange über dem Orchestergraben, können wir den Hazer bei LX 60 ausschalten? Und der "
          "Regenvorhang spritzt bis zu den ersten Geigen, Vytautas soll bitte eine Plane anbringen. Bis Mittwoch, "
          "erholt euch in Zarasai! Johanna",
          "hazer off at LX 60, a splash sheet for the first violins. she thanks the crew, tell them",
          "email, planning"),
        c("cues", XL, "Hollander cue list v9.xlsx", "",
          "Hollander cue list v9 | changes since v8 / LX 60a | p.45 b.1 | hazer off, fans 40 % | Johanna 31.10 / "
          "FLY 9 | preset | splash sheet DS of the rain curtain | new / WATER 1 | p.31 b.3 | FLY 9 in before act 1 | "
          "/ CUE LIGHT 1 | p.27 b.1 | tested Fri | / AUTO 5 | p.33 b.12 | bow lift 2.4 m, persons max 8 | after "
          "the seals / total cues: act 1 118, act 2 64, act 3 97",
          "written at Aldona's kitchen table, holiday or not. 279 cues. prints for the book Wednesday",
          "planning, dataset"),
        c("ship", WA, WA, "",
          "Vytautas: Jörg's courier says Wednesday by 10:00 at the stage door. Their fitter Ralf will be on video at "
          "10:30 while our two change the seals. After that a load test with 1,200 kg and a new test record, he "
          "wants a copy.",
          "seals Wednesday morning, lift test after lunch. HP at 18, tight but fine",
          "communication, planning, specs"),
        c("cast", XL, "Premiere week calls.xlsx", "",
          "Wed 3.11 HP | 16:30 make-up soloists | 17:00 chorus | 17:45 beginners | 18:00 up / Thu 4.11 GP | invited "
          "600 (staff, schools, friends) | house open 17:30 | 18:00 up | photo call 21:00, act 1 storm, 10 min / Fri "
          "5.11 PREMIERE | 16:30 make-up | 17:55 half | 18:25 beginners | 18:30 up (protocol may delay) | reception "
          "21:15 upper foyer / Sun 7.11 | 15:50 make-up | 16:25 half | 16:55 beginners | 17:00 up",
          "house shut two days, calls done from the sofa. photo call after the GP, 10 minutes, no more",
          "planning, events"),
        c("cues", WD, "HP notes 03.11.docx", "",
          "HP 03.11, 18:00-20:21, no interval, running 2:21 (plan 2:18). Stopped once: AUTO 5, bow lift held at 1.9 m "
          "with eight men on deck, position sensor reset, 4 min. Ghost crew on the cue light: perfect. SQ 14 with "
          "the downbeat: good. Rain curtain: the splash sheet works, but the drain in the DS trap is slow, two mops "
          "standing by. Hazer off at LX 60a: pit clear. Spinning chorus: wheel 6 squeaks. Notes tomorrow 09:30 in "
          "the red room.",
          "the lift stopped at 1.9 m with eight men on it. sensor, not the seals. tell Jörg anyway",
          "draft, meeting, statistics"),
        c("ship", PV, "IMG_8907.HEIC", "", "",
          "eight persons on the lift, signed by both of us. the 1.9 m stop was the sensor",
          "specs",
          ocr="NERlS OPERA - STAGE ENGlNEERlNG  LOAD TEST RECORD  ltem: ship wagon bow lift (2 cyl. HZ 8O/45)  "
              "Seals replaced O3.11.2O32 (kit from Staatstheater Ostholstein)  Test load 12OO kg, 3 cycles, hold "
              "1O min at 24OO mm: no drop, no leak  SWL 12OO kg  Persons max. 8 + 4OO kg  Next inspection "
              "O5/2O33  Signed V. Jonaitis  witnessed D. Yurkus"),
        c("cast", WA, WA, "",
          "Ingrida: Ilze is a bit husky after yesterday's HP, she's resting her voice until the GP. Rasa will be in "
          "the building tonight and tomorrow as standby, costume fitted, dressing room 14. If Ilze can't go on, I "
          "tell you by the half.",
          "Rasa standby in 14. if Ilze goes off, an announcement before the GP, text ready",
          "communication, health"),
        c("cast", ML, ML_WORK, "",
          "From the Office of the General Director. Premiere protocol, Friday 5 November: the Minister of Culture and "
          "the German Ambassador will attend (box 2). The General Director greets them at 18:15, so curtain up may be "
          "delayed by up to 5 minutes; the SM will get a sign from the house manager. Curtain calls: chorus, "
          "soloists, conductor, then the production team. Flowers for Ms Kalniņa, Maestro Kairys and Ms Kreutzer "
          "are handed on by the ushers. Reception 21:15 in the upper foyer.",
          "up maybe 18:35, wait for Kotryna's sign. production team on at the 4th call",
          "email, events, planning"),
        c("cast", WA, WA, "",
          "Johanna: Dana!!! Danke, danke, danke. Das Schiff, der Sturm, die Geister, alles auf den Punkt. Ohne dich "
          "hätten wir das nicht geschafft. Wir sehen uns auf der Premierenfeier, ich bin die mit dem Sekt.",
          "Johanna from the wings. I'll take the Sekt, not the speech", "communication, events"),
        c("cues", WD, "Show report Hollander 05.11.docx", "",
          "Show report - Der fliegende Holländer - Premiere 05.11.2032. House 100 % (912), the minister and the German "
          "ambassador in box 2. Up 18:34 (protocol), down 20:52, running 2:18. Curtain calls 11 min, Johanna and "
          "Malte on at the 4th call. AUTO 5 clean. Water clean, the drain fine with the new grate. One late GO (LX "
          "88, 1 s, my call). Spinning wheel 6 oiled: silent. Incidents: none. Next show Sunday 7 November 17:00, "
          "half 16:25.",
          "one late GO, mine. otherwise the cleanest show I've called in years. bed",
          "draft, events, statistics"),
        c("cast", SF, "A ghost ship rises from the rain: Neris Opera's Dutchman – Baltic Stage",
          "https://www.balticstage.eu/reviews/neris-hollander-2032",
          "Johanna Kreutzer's Flying Dutchman, a co-production with the Staatstheater Ostholstein, opens on a rusting "
          "trawler that slides out of a wall of real rain. When the Dutchman's crew appear on its deck and the bow "
          "rises above the orchestra, the effect is chilling. Ilze Kalniņa's Senta is fierce and vulnerable; "
          "Martynas Kairys keeps the storm taut. Only the spinning scene drags.",
          "'chilling'. the bow rose clean. sending it to Vytautas and the crew", "news, reviews"),
        c("cast", WA, WA, "",
          "Greta: Half in 5. Everyone in, Ilze's voice is back, Rasa released. Erik's wig came back from the wash a "
          "size small, the wig room is pinning it. The minister's office asks for 2 seats for tonight, Kotryna found "
          "them.",
          "second show, the half at 16:25, all in. the wig is the wig room's problem",
          "communication, events"),
    ],
    "traviata": [
        c("violetta", ML, ML_WORK, "",
          "Dana, Rūta called: hoarse since Sunday, she sees the phoniatrist tomorrow at 8:30 and wants to sing "
          "Wednesday. Eglė, her cover, is singing Musetta in Kaunas on Saturday, so for Saturday we have nobody if "
          "Rūta drops out. I'm making a list of guests who know our staging. Ingrida",
          "Saturday is the hole. Chiara sang it here in 2030, put her at the top", "email, health, planning"),
        c("violetta", ML, ML_WORK, "",
          "Phoniatrist: swelling on the left vocal fold, no singing for 10 days after tonight. Rūta insists on "
          "singing tonight, the doctor agreed with steroids, but Saturday is out. I have written to Chiara "
          "Benedetti's agent in Bologna. Can you block Saturday 11:00-13:30 on stage for a put-in with Greta? "
          "Ingrida",
          "stage 11:00-13:30 Saturday for the put-in, show at 18. Greta is free", "email, health, care"),
        c("reports", WA, WA, "",
          "Kotryna: House 94 %, long queue at the cloakroom, can we hold 5 minutes? And do we announce Rūta's cold "
          "before the curtain or not? Her agent says no announcement.",
          "hold 5. no announcement, Rūta's call. up at 19:05 then", "communication, events"),
        c("reports", WD, "Show report Traviata 27.10.docx", "",
          "Show report - La traviata - 27.10.2032. House 94 % (857). Up 19:06 (cloakroom). Act 1 19:06-19:38, "
          "interval 25, Act 2 20:03-21:04, interval 20, Act 3 21:24-21:58, running 2:52. Violetta (R. Žemaitytė) "
          "took the E-flat down at the end of 'Sempre libera', voice tired in Act 3, sang it through. Act 2 sc. 2: "
          "chorus tenor T. Kavaliauskas slipped on confetti on the stair, left ankle, finished the scene, first aid "
          "(ice), see incident report. Candelabra 3 (Act 3) flickering, LX to check. Flora's fan broke. Curtain calls "
          "6 min.",
          "Rūta sang it through, no E-flat. Saturday without her, surely. incident report tonight",
          "draft, statistics, health"),
        c("reports", ML, ML_WORK, "",
          "To: Rimantas Petrulis (safety). Incident 27.10 at 20:41, main stage, Act 2 scene 2 (the party): Tadas "
          "Kavaliauskas, chorus tenor, slipped on paper confetti on the third step of the stair SR and twisted his "
          "left ankle. He finished the scene, was seen by the first aider (J. Mikalauskienė) at 20:58, ice and an "
          "elastic bandage, taxi home at 22:10. He will see his doctor tomorrow. Cause: the confetti thrown in Act 2 "
          "sc. 1 lands on the stair, and the stair was not swept in the scene change. Proposal: sweep the stair in "
          "the change, or no confetti upstage of it. Dana Yurkus, PSM",
          "sent at 00:15. sweep in the change or lose the confetti upstage. Greta decides",
          "email, health"),
        c("violetta", ML, ML_WORK, "",
          "Gentile Dana, gentile Ingrida, Chiara è disponibile per sabato 30 ottobre e conosce bene la vostra "
          "produzione, l'ha cantata da voi nel 2030. Le condizioni: compenso di 4.800 euro lordi, volo e albergo "
          "per due notti a carico del teatro. Può partire venerdì mattina da Bologna. Vi chiedo una conferma "
          "scritta entro le 18 di oggi. Cordiali saluti, Marco Ferri, Agenzia Lirica Felsinea",
          "4,800 gross plus flight and two nights. confirm by 18:00, Ingrida signs",
          "email, price, deadline"),
        c("violetta", SF, "Chiara Benedetti – Soprano – Agenzia Lirica Felsinea",
          "https://www.liricafelsinea.it/en/artisti/benedetti",
          "Chiara Benedetti, soprano. Born in Modena, studied at the Conservatorio G. B. Martini in Bologna. "
          "Repertoire: Violetta (La traviata: Bologna, Graz, Vilnius), Mimì, Micaëla, Liù, the Countess. 2032/33: "
          "Violetta at the Teatro Comunale di Modena, Mimì in Lübeck. 'A Violetta of rare intelligence.'",
          "Violetta in our production in 2030, with Greta. she'll remember the stair", "portfolio, reviews"),
        c("violetta", WA, WA, "",
          "Chiara: Cara Dana, ci sono! Arrivo venerdì alle 16:50 da Monaco. Ho ancora i miei appunti del 2030, ma "
          "ricordami: nel secondo atto la scala è a sinistra o a destra? E il bicchiere nel primo atto si rompe "
          "ancora? Non vedo l'ora di tornare a Vilnius. Un abbraccio, Chiara",
          "stair is SR, the glass still breaks. send her the 2030 video tonight", "communication, travel"),
        c("reports", ML, ML_WORK, "",
          "Hello Dana, about the night from Saturday to Sunday: at 04:00 the clocks go back to 03:00, so a shift "
          "that starts after the show and ends at 06:00 lasts one hour longer than the clock says. Please write the "
          "real hours in the timesheet, not the clock's. Night hours (22:00-06:00) are paid at 1.5. Thank you, "
          "Jurgita, HR",
          "real hours, not the clock's. so 21:15 to 06:00 is 9 h 45, not 8 h 45", "email, salary"),
        c("violetta", ML, ML_WORK, "",
          "From the travel desk. Booked last night for Ms Chiara Benedetti: Fri 29 Oct, EN 8223 Bologna 10:55 - "
          "Munich 12:00, LH 880 Munich 13:35 - Vilnius 16:50. Sun 31 Oct, LH 881 Vilnius 17:40 - Munich 18:55, EN "
          "8226 Munich 20:30 - Bologna 21:35. Hotel Neris Residence, 2 nights, 29-31 Oct, breakfast included. "
          "Pick-up: driver Algis at arrivals with a sign.",
          "she lands 16:50, Algis fetches her. back Sunday evening, both clocks go back the same night",
          "flight, hotel, email"),
        c("violetta", WA, WA, "",
          "Chiara: Landed! My suitcase stayed in Munich. Lufthansa says tomorrow morning to the hotel. Everything is "
          "in it: make-up, my own shoes for Act 1, my score. Sorry!!",
          "lost bag: score from our library, shoes from Daiva, make-up the house has. hope for morning",
          "communication, flight, travel"),
        c("violetta", WA, WA, "",
          "Daiva: Rūta's shoes are 38, Chiara says 39. I have 39s from the old Bohème, same heel, I'll dye them "
          "tonight. The Act 2 dress needs 1.5 cm let out at the back, I'll do it after her fitting tomorrow at 9:30.",
          "fitting 9:30, put-in 11:00. Daiva dyeing shoes at night, bring her chocolate",
          "communication, planning"),
        c("violetta", PV, "IMG_8840.HEIC", "", "",
          "Daiva's label, two Violettas on one dress. the suitcase came at 10, her own shoes after all",
          "specs",
          ocr="NERlS OPERA  WARDROBE  LA TRAVlATA (2O19)  VlOLETTA  Act 2 day dress  R. Zemaityte 38  C. "
              "Benedetti 4O (3O.1O.32)  let out CB 1.5 cm  hook & eye x 3  DO NOT WASH - dry clean only"),
        c("reports", WA, WA, "",
          "Kotryna: Sold out. Announcement text OK? 'Due to illness, Rūta Žemaitytė cannot perform tonight. We are "
          "grateful to Chiara Benedetti, who has flown in from Bologna to sing Violetta.' In Lithuanian and English. "
          "Up at 18:00 sharp?",
          "text fine, add 'at a day's notice'. up 18:02 after the announcement", "communication, events"),
        c("reports", WD, "Show report Traviata 30.10.docx", "",
          "Show report - La traviata - 30.10.2032. House 100 % (912). Announcement 18:00, up 18:02. Act 1 "
          "18:02-18:33, Act 2 18:58-19:58, Act 3 20:18-20:51, running 2:49. Violetta: C. Benedetti (guest), put-in "
          "this morning, flawless, took the E-flat, 9 min of curtain calls. Stair swept in the Act 2 change, "
          "confetti kept downstage. Candelabra 3 fixed. Get-out started 21:15, see the changeover plan; the night "
          "crosses the clock change, real hours on the timesheet.",
          "Chiara took the E-flat and the house. get-out running, the ship comes in at 1",
          "draft, statistics, events"),
        c("reports", XL, "Crew hours 30-31.10.xlsx", "",
          "Name | Dept | In | Out | Clock hours | Real hours | Night hours (22-06) / V. Jonaitis | stage | 21:15 | "
          "06:00 | 8:45 | 9:45 | 9:00 / stage crew x 13 | stage | 21:15 | 06:00 | 8:45 | 9:45 | 9:00 / automation x "
          "2 | AUTO | 00:00 | 06:00 | 6:00 | 7:00 | 7:00 / LX x 3 | LX | 21:15 | 02:30 | 5:15 | 5:15 | 4:30 / sound "
          "x 2 | SQ | 21:15 | 23:30 | 2:15 | 2:15 | 1:30 / note: clocks back at 04:00 to 03:00, the hour 03:00-04:00 "
          "worked twice",
          "filled in before I leave at 2. 9:45 for the stage crew, the clock says 8:45",
          "salary, dataset"),
        c("violetta", ML, ML_WORK, "",
          "Gentile Dana, in allegato la fattura n. 112/2032 per la recita di sabato 30 ottobre: compenso 4.800,00 "
          "euro, più il rimborso del taxi di Bologna (38,00 euro). Il volo e l'albergo sono stati pagati "
          "direttamente dal teatro. Grazie ancora per la fiducia, Chiara è stata molto felice. Cordiali saluti, "
          "Marco Ferri",
          "invoice on to Ingrida for payment. taxi 38 euro, fine. 'molto felice', so were we",
          "invoice, email"),
        c("reports", ML, ML_WORK, "",
          "Hi Dana, Tadas Kavaliauskas: a sprain, grade 1, his doctor says 5 days off, back for the Traviata on 9 "
          "November if the ankle holds. I have sent the accident form to the insurer. Greta agreed to keep the "
          "confetti downstage; the stair is on the change checklist now. Rimantas",
          "Tadas back for the 9th. confetti stays downstage, in the book now", "email, health, care"),
        c("violetta", WA, WA, "",
          "Chiara: Dana cara, in bocca al lupo per la prima stasera! Ho visto le foto della nave su Instagram, che "
          "paura. Grazie ancora per sabato, mi sono sentita a casa. Se Rūta ha ancora bisogno, chiamami pure. Un "
          "bacio, Chiara",
          "'in bocca al lupo'. crepi. she'd come back for Rūta any time, tell Ingrida",
          "communication, social"),
        c("reports", PV, "IMG-20321106-WA0019.jpg", "", "",
          "Greta's photo of the board: Rūta back on the 9th. changeover Monday, our dark day",
          "planning",
          ocr="NERlS OPERA  LA TRAVlATA  Tuesday 9.11.2O32  19:OO  Violetta  Rūta Žemaitytė  Alfredo  Mantas "
              "Bružas  Germont  Giedrius Savickas  Flora  Aušra Vilkė  Chorus: T. Kavaliauskas back  Changeover "
              "Mon 8.11 from O8:OO (Hollander out)  SM: D. Yurkus  half 18:25"),
    ],
    "velines": [
        c("stone", WA, WA, "",
          "Zenonas: Laba diena, Dana. Paminklas jau pagamintas, siunčiu nuotrauką. Jei bus sausa, ketvirtadienį, "
          "spalio 28 d., pastatysime Zarasų kapinėse. Likusi suma 1 140 €, galite pervesti po pastatymo. Ar "
          "žibintą dėti kairėje ar dešinėje pusėje? Zenonas, Utenos granitas",
          "stone ready, Thursday if dry. lantern left, Aldona said. 1,140 once it's up",
          "communication, invoice"),
        c("stone", PV, "IMG-20321025-WA0004.jpg", "", "",
          "dates right, gold letters. 'seneliui' is there, Aldona wanted the grandchildren in it", "specs",
          ocr="UTENOS GRANlTAS  PETRAS VAlTKUS  1951 - 2O31  Mylimam vyrui, tėvui ir seneliui  Juodas granitas "
              "9O x 55 x 8 cm, paauksuotos raidės"),
        c("trip", VB, VB, "",
          "Aldona: Dana, labas. Kada atvažiuosite? Aš išvirsiu cepelinų sekmadienį vakare. Matui pasiimkite šiltus "
          "batus, prie ežero labai šalta. Ar Arūnas jau pakeitė padangas? Sinoptikai sako, kad sekmadienį bus "
          "šlapio sniego. Bučiuoju, mama",
          "Sunday dinner at Aldona's, warm boots for Matas. tyres, yes, A. says Friday",
          "communication, planning"),
        c("trip", WA, WA, "",
          "Arūnas: Booked the tyre place for Friday 7:00 before work. The forecast for Sunday says wet snow around "
          "Utena in the afternoon, so winter tyres now even if the law says from the 10th. We leave Sunday after "
          "you've slept, 13:00?",
          "Sunday 13:00, after my changeover night. fine if he drives", "communication, planning"),
        c("candles", SF, "zarasai.lt – Traffic and parking at the cemeteries on 1-2 November",
          "https://www.zarasai.lt/en/news/2032-10-25",
          "On 1 and 2 November, traffic on Kapinių street will be one-way from 10:00 to 20:00; please park at the "
          "school and walk 300 m. The town cemetery is lit and open until 23:00. Please put used candle glass and "
          "plastic lanterns into the separate containers at the gates; the municipality collected 14 tonnes of "
          "candle waste last year.",
          "park at the school and walk. a bag for the old lanterns, Aldona keeps them all",
          "planning, news"),
        c("stone", WA, WA, "",
          "Zenonas: Paminklas pastatytas, žibintas kairėje, kaip prašėte. Siunčiu nuotrauką. Žemė dar minkšta, tai "
          "pamatą padarėme gilesnį. Sąskaitą atsiųsiu el. paštu. Ačiū ir gražių Vėlinių.",
          "up, lantern left. a deeper base because the ground is soft. invoice by email",
          "communication, invoice"),
        c("candles", XL, "Vėlinės 2032.xlsx", "",
          "Grave | Cemetery | Who | When | Candles | Flowers / Petras Vaitkus | Zarasai | A., me, Matas, Aldona | "
          "Sun evening and Mon | 6 | 2 white chrysanthemums / Antanas and Ona Vaitkus (A.'s grandparents) | Salakas "
          "| all, with Jurga's | Mon 16:30 | 6 | 1 / Juozas and Stasė (Aldona's parents) | Dusetos | Aldona, A. | "
          "Tue morning | 4 | 1 / Uncle Kazys | Antakalnis, Vilnius | A., me | Tue evening | 2 | - / for Mom "
          "(Pittsburgh) | wherever we are | me | Tue | 1 | - / total | | | | 19 (+1 spare) | 4 pots",
          "20 candles, 4 chrysanthemums. one for Mom, wherever we are, like every year here",
          "planning, shopping"),
        c("trip", WA, WA, "",
          "Arūnas: At the tyre place. Last winter's studded ones are worn, 4 mm. A new set of Nokians 4 x 130 = 520 "
          "plus 40 fitting. Or the non-studded ones at 440. Which?",
          "studded, 560 in all. Aldona's hill in wet snow, no debate", "price, comparison, communication"),
        c("trip", SF, "meteo.lt – Warnings", "https://www.meteo.lt/en/warnings",
          "Yellow warning, Sunday 31 October, 12:00-21:00: Utena, Zarasai and Ignalina districts: wet snow, 3-5 cm on "
          "the ground, wind gusts up to 18 m/s, slippery roads. Orange warning for gusts on the coast. Temperature 0 "
          "to +2 °C.",
          "wet snow on our road Sunday afternoon. leave 12:00 not 13:00, tell A.", "travel, news"),
        c("candles", WA, WA, "",
          "Jurga: Mama bought 20 lampions and 4 chrysanthemums at the shop this morning, so don't buy any! She "
          "also asks if your dad will come to Zarasai next time, she wants to meet him. Salakas on Monday at 16:30, "
          "we bring the kids.",
          "Aldona bought all 20 already, my list was for nothing. Dad to Zarasai in summer",
          "communication, shopping"),
        c("trip", SF, "Vilnius to Zarasai – Google Maps",
          "https://www.google.com/maps/dir/54.6872,25.2797/55.7306,26.2453",
          "Vilnius to Zarasai, 146 km. Via A14 and A6 (Utena): 1 h 58 min in current traffic, slower than usual "
          "near Molėtai because of the weather. Alternative via Ignalina: 2 h 14 min.",
          "home at 2:30, slept till 11 by the new clock. A. drives, I navigate", "travel, itinerary"),
        c("trip", WA, WA, "",
          "Jurga: Are you on the road? We came through Utena an hour ago, wet snow after Molėtai and a car in the "
          "ditch before Utena. Drive slowly. We're at Mindaugas's parents in Salakas tonight, see you tomorrow at the "
          "grave.",
          "past Utena, the snow is sticking. Matas asleep. 40 minutes left", "communication, travel"),
        c("candles", PV, "IMG_8866.HEIC", "", "",
          "at Petras's grave in the dark, the first candles, snow on the stone. the sign says what the website said",
          "planning",
          ocr="ZARASŲ MlESTO KAPlNĖS  Kapinės atviros kasdien 8-2O val., lapkričio 1-2 d. iki 23 val.  Gerbiami "
              "lankytojai, prašome žvakių stiklus ir plastikinius lampionus mesti į atskirus konteinerius prie "
              "vartų.  Automobilius palikite prie mokyklos.  Zarasų rajono savivaldybė"),
        c("stone", WA, WA, "",
          "Jurga: Labas! Mama sent me the photo at 7 am, she was at the grave already, frost on the stone. She says "
          "it's perfect. Did Arūnas pay Zenonas? I'll transfer my half (570) today, send me the account.",
          "Aldona at the grave at 7 in the frost. Jurga's half 570, ours Friday", "communication, spending"),
        c("candles", WA, WA, "",
          "Jurga: We're at Salakas at 16:30, the parking by the church is full, come by the lake road. Bring 6 "
          "lampions for the grandparents, we have matches and a lighter. The kids want to see the lake before dark.",
          "Salakas 16:30 by the lake road. six candles for the grandparents, matches in my coat",
          "communication, planning"),
        c("stone", ML, ML_HOME, "",
          "UAB Utenos granitas. PVM sąskaita faktūra UGR Nr. 0412, 2032-11-02. Pirkėjas: Arūnas Vaitkus. Paminklas, "
          "juodas granitas 90 x 55 x 8 cm, 1 vnt., 1 650,00; raidės, paauksuotos, 58 vnt., 290,00; pamatas 260,00; "
          "pastatymas Zarasų kapinėse 180,00. Iš viso 2 380,00 EUR. Sumokėta avansu 1 240,00. Mokėti 1 140,00 EUR "
          "iki 2032-11-15.",
          "invoice came on the holiday. 1,140 by the 15th, half Jurga, half us", "invoice, email"),
        c("trip", SF, "eismoinfo.lt – traffic information", "https://eismoinfo.lt/en",
          "Holiday traffic, 2 November: heavy traffic expected on the A6 and A14 towards Vilnius from 14:00 to 20:00. "
          "Police checks on the A14 near Molėtai. Road surface wet, partly icy in the morning in Utena and Zarasai "
          "districts, clear from 11:00.",
          "leave at 12, before the rush. Aldona will object, she'll pack food", "travel, news"),
        c("candles", PV, "IMG_8871.HEIC", "", "",
          "Aldona's receipt from Saturday, 64.40. she won't take money, A. slips it into her drawer", "spending",
          ocr="UAB ZARASŲ PREKYBA  Parduotuvė Nr. 3  Kvitas 2O32-1O-3O 1O:42  LAMPlONAS 48 VAL. RAUD.  2O x 2,4O  "
              "48,OO  CHRlZANTEMA VAZONE  4 x 4,OO  16,OO  DEGTUKAl  O,4O  lŠ VlSO  64,4O EUR  Mokėta kortele"),
        c("candles", VB, VB, "",
          "Aldona: Ar jau parvažiavote? Ačiū, kad buvote, Petrui būtų labai patikę. Vakare dar nuėjau į kapines ir "
          "uždegiau žvakutę ir tavo mamai, Dana. Ji ten toli, bet tegul ir čia šviečia. Mama",
          "Aldona lit one for Mom too. ours at Antakalnis tonight, one for Kazys, one for Mom",
          "communication, household"),
        c("stone", ML, ML_HOME, "",
          "Payment executed. EUR 570.00 to UAB Utenos granitas, LT81 7300 0101 2345 6789, reference 'UGR 0412 "
          "Vaitkus', 05.11.2032 09:04. Available balance after payment: EUR 1,862.17.",
          "our half sent. with Jurga's 570 on Monday the stone is paid", "spending, invoice"),
        c("stone", XL, "Tėčio paminklas.xlsx", "",
          "Petras's headstone | EUR / stone, black granite | 1,650 / gilded letters (58) | 290 / base | 260 / "
          "setting, Zarasai | 180 / total | 2,380 / deposit (Aldona, in May) | 1,240 / balance | 1,140 / Jurga "
          "(paid 1 Nov) | 570 / Arūnas and Dana (paid 5 Nov) | 570 / candles and flowers (Aldona's receipt) | 64.40",
          "closed. Aldona won't take back her 1,240, A. tries again at Christmas", "spending, price"),
    ],
    "block": [
        c("vote", VB, VB, "",
          "Danutė: Labas rytas, kaimynai! Į pašto dėžutes įdėjome balsavimo biuletenius dėl namo atnaujinimo "
          "investicijų plano. Prašome užpildyti ir grąžinti iki lapkričio 7 d., sekmadienio, 20 val. (dėžutė prie 1 "
          "buto). Ketvirtadienį, lapkričio 4 d., 18:30 mokyklos salėje rangovas ir administratorius paaiškins planą "
          "ir paskolą. Jei turite klausimų, rašykite man. Danutė, bendrijos pirmininkė",
          "ballot by Sunday 7th, 20:00. meeting Thursday 18:30, I have the GP. A. goes",
          "deadline, meeting, communication"),
        c("vote", SF, "Žirmūnų g. 97 – investment plan summary (translated) – renovuok.lt",
          "https://www.renovuok.lt/namai/zirmunu-g-97",
          "Multi-apartment building Žirmūnų g. 97 (1976, 9 floors, 72 flats, 4,610 m²). Planned measures: façade "
          "and roof insulation, new windows in the stairwells, balcony glazing, a new heating substation and "
          "balanced risers, individual heat-cost allocators, replacement of the 2 lifts. Estimated cost EUR 2.46 "
          "million. Expected energy class C (now E), heat savings 52 %. State support: 30 % of the energy-saving "
          "measures; the lifts are not supported. Loan 20 years, 3.4 % fixed.",
          "52 % less heat. lifts not supported, that's the fight. 2.46 million for 72 flats",
          "planning, funding, price"),
        c("vote", XL, "Renovation – our flat.xlsx", "",
          "Flat 41, 64.2 m² / monthly payment per m² (plan) | 1.52 | 97.58 EUR / x 240 months | | 23,419 EUR / "
          "heating season 2031/32 | | 655 EUR / heating after (-52 %) | | 314 EUR / saving per year | | 341 EUR / "
          "net cost per year | 97.58 x 12 - 341 | 830 EUR",
          "830 a year net, for warm bedrooms and a lift that works. probably yes", "household, spending"),
        c("heating", WA, WA, "",
          "Laura: Hi Dana, is your bedroom radiator cold too? Mine is cold at the top and warm at the bottom. Vladas "
          "says air in the riser, he can only bleed it from the 9th floor, Wednesday after 4.",
          "ours cold too, the whole riser. Wednesday 16:00 I'm at the theatre. A. then",
          "household, communication"),
        c("heating", VB, VB, "",
          "Vladas: Gerbiami gyventojai, šiandien nuo 16 val. išleisiu orą iš šildymo stovų. Prašau, kas turite "
          "šaltus radiatorius, būkite namie ir atsukite ventilius. Jei po to radiatorius vis tiek šaltas, rašykite "
          "man į Viber. Vladas, Žirmūnų būstas",
          "Vladas bleeds the risers at 16. A. home by then, valves open", "household, communication"),
        c("heating", WA, WA, "",
          "Laura: Vladas came, lots of air from the top. Mine's warm now! Yours? If not, he says it's the balancing "
          "valve in the basement and that's the administrator's job.",
          "A. says warm at the top now, cold at the bottom. the valve then", "household, communication"),
        c("vote", WA, WA, "",
          "Arūnas: Danutė stopped me at the mailboxes. 39 of 72 have voted yes already. She wants ours by Sunday, "
          "and she says the lifts are a separate question on the ballot, point 3.",
          "point 3, the lifts. 39 yes already, 37 needed, so it passes without us", "communication, household"),
        c("heating", ML, ML_HOME, "",
          "From: UAB Žirmūnų būstas. Dear Ms Yurkus, thank you for your message. After the bleeding on 27 October "
          "the riser of flats 5, 23, 41 and 59 still has uneven flow. Our technician will adjust the balancing valve "
          "in the basement on Tuesday 9 November between 9:00 and 12:00; access to flat 41 is not needed. The cost "
          "is included in the maintenance fee.",
          "9 Nov, the basement valve, no need to be home. good, that's a Traviata day",
          "email, household, planning"),
        c("vote", XL, "Renovation – our flat.xlsx", "",
          "Scenario | per m² | monthly / plan with the lifts | 1.52 | 97.58 / plan without the lifts (point 3 no) | "
          "1.38 | 88.60 / difference | 0.14 | 8.98 / 9th floor: Laura's dad, 81 | | needs the lift",
          "9 euro a month is the lift. yes on point 3, for Laura's dad. done at Aldona's",
          "household, comparison, price"),
        c("heating", SF, "RA 2994 thermostatic sensor – Danfoss", "https://www.danfoss.com/en/products/ra-2994",
          "RA 2994 thermostatic sensor with built-in sensor, 5-26 °C, for RA-N and RA-U valves. Snap-on mounting. "
          "Frost protection. Recommended retail price EUR 24.90.",
          "ours are from 1976 and stuck. three new heads, 75 euro, before or after the renovation?",
          "specs, household, price"),
        c("heating", PV, "Saskaita 2032-10.pdf", "", "",
          "99.61 for three weeks of half-cold radiators. October last year was 88", "invoice, household",
          ocr="AB VlLNlAUS ŠlLUMA  Sąskaita už 2O32 m. spalio mėn.  Mokėtojo kodas 41-97-O41  Žirmūnų g. 97-41  "
              "Šildymas O,95 MWh x 74,6O EUR/MWh  7O,87  Karštas vanduo 2,8 m3  18,44  Cirkuliacija  6,12  "
              "Priežiūra  4,18  lš viso mokėti  99,61 EUR  Mokėti iki 2O32-11-25"),
        c("vote", WA, WA, "",
          "Laura: Are you or Arūnas going to the meeting tonight? I'm on nights at Santaros this week. Could you ask "
          "if the lifts are replaced first or last? Dad can't do 9 floors and the old lift breaks every winter.",
          "A. asks about the lift order. Laura on nights, her dad on the 9th", "communication, meeting"),
        c("vote", WA, WA, "",
          "Arūnas: Meeting done. Contractor: work from April 2033, façade first, lifts in autumn 2033, one stairwell "
          "at a time, never both lifts down. 41 yes, 6 no so far. Someone shouted about the loan for 20 minutes. "
          "Danutė was a hero. Our payment 97.58, as you calculated.",
          "lifts autumn 2033, one at a time. Laura will want that in writing", "meeting, household, price"),
        c("vote", PV, "IMG_8960.HEIC", "", "",
          "three crosses, both signed. into Danutė's box before the show", "household, deadline",
          ocr="DNSB ŽlRMŪNŲ 97  RAŠYTlNlO BALSAVlMO BlULETENlS  Butas Nr. 41, savininkai A. Vaitkus, D. Yurkus  1. "
              "Ar pritariate namo atnaujinimo investicijų planui?  UŽ [X]  PRlEŠ [ ]  2. Ar pritariate kreditui 2O "
              "metų su 3,4 % palūkanomis?  UŽ [X]  PRlEŠ [ ]  3. Ar pritariate liftų keitimui?  UŽ [X]  PRlEŠ [ ]  "
              "Grąžinti iki 2O32-11-O7 2O val.  Parašas"),
        c("vote", WA, WA, "",
          "Arūnas: Ballot is in Danutė's box. She says 58 of 72 are back, 49 yes on the plan, 44 yes on the lifts. "
          "Counting tonight at 20:00 with two witnesses.",
          "it passes, lifts too. Laura's dad gets his lift in 2033", "communication, household"),
        c("heating", XL, "Renovation – our flat.xlsx", "",
          "Heating, flat 41 | 2030/31 | 2031/32 | 2032/33 so far / Oct | 81.40 | 88.10 | 99.61 / Nov | 142.30 | "
          "151.70 | / Dec | 171.90 | 186.20 | / season total | 612.00 | 655.40 | / after the renovation (-52 %), "
          "est. | | 315 |",
          "Danutė at 20:30: passed. bills in one sheet now, so in 2034 I can check the 52 %",
          "spending, household, comparison"),
    ],
    "dad": [
        c("flights", MS, MS, "",
          "Dad: Can't sleep, so I'm practicing. The Lufthansa app says Newark 5:55 pm, Frankfurt 7:40 am, Vilnius "
          "1:05 pm. Is that your time or mine? And do I need that ETIAS thing printed or is it on the passport?",
          "1:05 pm is our time. ETIAS sits on the passport, but he'll print it anyway",
          "flight, communication"),
        c("flights", SF, "My bookings – Lufthansa", "https://www.lufthansa.com/en/mybookings",
          "Booking code 7KQ2XM. Passenger: MR RAYMOND YURKUS. Tue 02 Nov 2032: UA 4127 Pittsburgh (PIT) 14:40 - "
          "Newark (EWR) 16:05, operated by United Express; LH 403 Newark (EWR) 17:55 - Frankfurt (FRA) 07:40 +1. "
          "Wed 03 Nov: LH 886 Frankfurt (FRA) 09:50 - Vilnius (VNO) 13:05. Thu 11 Nov 2032: LH 881 Vilnius (VNO) "
          "14:00 - Frankfurt (FRA) 15:20; LH 402 Frankfurt (FRA) 17:10 - Newark (EWR) 19:50; UA 4188 Newark (EWR) "
          "21:30 - Pittsburgh (PIT) 23:05. Seats: not assigned.",
          "1:50 to change in Newark, better than the 40 minutes. his knee: ask for the wheelchair",
          "flight, itinerary, reservation"),
        c("visit", XL, "Dad in Vilnius.xlsx", "",
          "Day | Plan | Who / Wed 3 Nov | lands 13:05, sleep | A. fetches him / Thu 4 | Old Town walk, GP at 18:00 | "
          "me till 16 / Fri 5 | PREMIERE 18:30, row 7 seat 14, reception after | A. with him / Sat 6 | Liudvinavas, "
          "2 h by car | A., Matas / Sun 7 | Trakai castle, my show 17:00 | A. / Mon 8 - Wed 10 | KGB museum, "
          "Užupis, Kaunas | / Thu 11 | flight 14:00 | A.",
          "he sleeps in Matas's room, Matas on the sofa, thrilled. premiere seat 7-14",
          "planning, itinerary"),
        c("visit", MS, MS, "",
          "Dad: What's the weather going to be next week? Peg says pack long johns. And do people dress up for the "
          "opening, or is a sport coat OK?",
          "2-5 °C and wet. long johns yes, sport coat fine, a tie for the premiere", "communication, travel"),
        c("flights", ML, ML_HOME, "",
          "Lufthansa: Your seat reservation and special service request. Booking 7KQ2XM, Mr Raymond Yurkus. LH 403 "
          "EWR-FRA seat 31C (aisle); LH 886 FRA-VNO seat 4C (aisle). Special service: wheelchair to the aircraft "
          "door (WCHR) in Newark and Frankfurt, confirmed. Please be at the gate 45 minutes before departure.",
          "aisles both legs, wheelchair confirmed in Newark and Frankfurt. he'll say he doesn't need it",
          "flight, reservation, email"),
        c("roots", MS, MS, "",
          "Dad: Found Grandma Anna's notebook in the attic box. She wrote: 'Jonas Jurkus, born 1885 in Ludwinow, came "
          "over 1907 on the Kaiser Wilhelm II from Bremen, to uncle Pranas in Pittsburgh.' Can we go there? Is "
          "Ludwinow still a town?",
          "the ship and the uncle are new. Liudvinavas I knew, the archive has my request since September",
          "research, communication"),
        c("roots", SF, "Passenger Details – Ellis Island Foundation",
          "https://heritage.statueofliberty.org/passenger-details/czoxmzoi", "",
          "there he is, line 21. 22 years old, $12 in his pocket. Dad will cry", "research, dataset",
          ocr="LlST OR MANlFEST OF ALlEN PASSENGERS  S.S. Kaiser Wilhelm ll  sailing from Bremen  April 16th, "
              "19O7  Arriving at Port of New York  April 25th, 19O7  Line 21  JURKUS  Jonas  22  M  S  laborer  "
              "yes  Russia  Lithuanian  Ludwinow  Pittsburg Pa  uncle Pranas Jurkus  $12"),
        c("roots", ML, ML_HOME, "",
          "Gerbiama Dana Yurkus, atsakydami į Jūsų 2032-09-14 užklausą informuojame, kad Liudvinavo Romos katalikų "
          "parapijos 1885 m. gimimo metrikų knygoje rastas įrašas Nr. 147: Jonas Jurkus, gimęs 1885 m. gegužės 3 d. "
          "Rūdupių kaime, tėvai Antanas Jurkus ir Ona Jurkienė. Įrašas rusų kalba. Patvirtinta kopija su vertimu į "
          "lietuvių kalbą kainuoja 24 €. Lietuvos valstybės istorijos archyvas",
          "Jonas found! born 3 May 1885, parents Antanas and Ona. 24 € for the certified copy, order it now",
          "email, research, price"),
        c("visit", MS, MS, "",
          "Dad: Up at 5 packing already, 3 days early. Found my good tie, the one your mother bought me. Do I need "
          "cash or do they take cards everywhere?",
          "cards everywhere, 50 euro in cash for the church and candles. Mom's tie", "communication, events"),
        c("flights", MS, MS, "",
          "Dad: Morning kiddo. Peg says your clocks went back last night, so you're only 6 hours ahead now, not 7? "
          "So when I land at 1:05 your time it's 7:05 am here? My head hurts.",
          "yes, 6 till next Sunday, then 7 again when theirs go back. his head hurts, mine too",
          "flight, communication"),
        c("flights", MS, MS, "",
          "Dad: ETIAS came through, approved, printed it anyway. Peg's driving me to the airport at 11:30 on "
          "Tuesday. It's 2:20 am here, I know, go back to sleep.",
          "he's up at 2:20 his time. ETIAS approved and printed, of course", "visa, travel"),
        c("flights", MS, MS, "",
          "Dad: At the gate in Pittsburgh, boarding in 10 minutes. The wheelchair fella took me through security in "
          "10 minutes, I'm a VIP. See you tomorrow.",
          "through security on the wheelchair. Newark next, 1:50 to change", "flight, communication"),
        c("flights", SF, "DLH403 (LH403) Lufthansa Flight Tracking and History – FlightAware",
          "https://www.flightaware.com/live/flight/DLH403",
          "Lufthansa 403, Newark (EWR) to Frankfurt (FRA). Status: en route, 26 minutes late. Departure: Tue 6:21 PM "
          "EDT (scheduled 5:55 PM). Arrival: Wed 08:02 AM CET (scheduled 07:40 AM). Aircraft: Boeing 747-8.",
          "26 min late out of Newark. 1:48 in Frankfurt still, enough with the wheelchair", "flight"),
        c("flights", MS, MS, "",
          "Dad: Somewhere over the ocean. They fed us twice. Paid $19 for the wifi to tell you that. Didn't sleep. "
          "Love you.",
          "awake at 5:50 for no reason, and there he is over the Atlantic", "flight, communication"),
        c("flights", MS, MS, "",
          "Dad: Landed Frankfurt. The wheelchair lady was waiting with my name on a sign. Gate B44? It's 8 am here, "
          "so 9 for you?",
          "yes, 9 here, Frankfurt is an hour behind us. B44 is right, Vilnius 13:05", "flight, communication"),
        c("roots", ML, ML_HOME, "",
          "Laba diena, ponia Dana, mielai jus priimsiu šeštadienį po 12 val. Mišių. Senosiose kapinėse yra keli "
          "Jurkų kapai, parodysiu ir papasakosiu, ką žinau. Ar jūsų tėvas kalba lietuviškai? Jei ne, Arūnas "
          "išvers. Kun. Vaidas, Liudvinavo parapija",
          "Saturday after the 12:00 Mass. old Jurkus graves! A. translates, Dad has 'ačiū' and 'labas'",
          "email, planning"),
        c("visit", WA, WA, "",
          "Arūnas: Got him! Slow through passport control, fast through everything else. He's fine, hungry, asking "
          "for cepelinai at 2 pm. Home by 2:30, he can nap before your HP.",
          "he's here. cepelinai to Aldona's standard, A. knows a place. see him after the HP",
          "communication, travel"),
        c("roots", SF, "Liudvinavas parish – Mass times (translated) – Vilkaviškis diocese",
          "https://www.vilkaviskiovyskupija.lt/parapijos/42",
          "Liudvinavas parish. Holy Masses: Sundays 9:00 and 12:00; Saturdays 12:00 (in November, the Mass for the "
          "souls of the dead). Parish office: after Mass. The old cemetery is 300 m south of the church, with graves "
          "from the 19th century.",
          "Saturday 12:00 is a Mass for the dead in November. Dad at a Lithuanian Mass, good",
          "itinerary, planning"),
        c("visit", XL, "Dad in Vilnius.xlsx", "",
          "Thu 4 | slept 11 h; cathedral and Užupis with A.; GP 18:00 in the stalls, row 12 | / Fri 5 | premiere, "
          "row 7 seat 14, A. next to him, reception ticket | / Sat 6 | Liudvinavas: Mass 12:00, Father Vaidas, the "
          "old cemetery | A., Matas (I sleep) / Sun 7 | Trakai 10:00, back for my show at 17:00, 2 seats in row 20 | "
          "/ Wed 10 | Kaunas, Pažaislis | A. off",
          "the GP for him tonight, row 12. I'll be in my corner, he can wave", "planning, itinerary"),
        c("visit", MS, MS, "",
          "Dad: Walked to the cathedral, then got lost in Užupis. A fella with a beard spoke Polish to me, I answered "
          "in Pittsburgh. Bought a hat with a Lithuanian flag. What time do I need to be at the theater?",
          "18:00 at the side door, Kotryna has his ticket. the hat stays in the cloakroom",
          "communication, itinerary"),
        c("visit", MS, MS, "",
          "Peg: Ray sent pictures from the opera! That ship! He says you ran the whole thing from a little desk with "
          "a lamp. So proud of you honey. It's 7 pm here, what time is it there?",
          "1:10 am, Peg. six hours. Dad asleep in Matas's room", "communication, social, events"),
        c("roots", WA, WA, "",
          "Arūnas: Father Vaidas took us to the old cemetery. There are three Jurkus graves, one is Antanas Jurkus "
          "1851-1919, Jonas's father probably! Ray lit a candle, he's very quiet. Photos coming. Matas found a "
          "cousin: the woman selling candles at the gate is a Jurkutė.",
          "Antanas, Jonas's father, who stayed. Dad lit a candle in Liudvinavas, four days after Vėlinės",
          "communication, research"),
        c("roots", PV, "IMG-20321106-WA0011.jpg", "", "",
          "Antanas and Ona. the archive said parents Antanas and Ona. it's them", "research",
          ocr="ČlA lLSlSl  ANTANAS JURKUS  1851 - 1919  lR JO ŽMONA  ONA JURKlENĖ  1856 - 1923  VlEŠPATlE, DUOK "
              "JlEMS AMŽlNĄJĄ ATlLSĮ"),
        c("flights", MS, MS, "",
          "Peg: Tell your dad our clocks went back last night, so you're 7 hours ahead again. And his pill is at 8 am "
          "YOUR time now, not whatever he worked out. Miss him already. xo Peg",
          "7 hours again. his warfarin at 8 our time, I set an alarm on his phone", "communication, health"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Vilnius, +03:00 until the clocks go back at 04:00 on Sunday 31 October, +02:00
# after; nothing in the hour from 03:00 that Sunday, which comes twice. The house is dark on Mondays and shut on All
# Saints (Monday 1 November) and All Souls (Tuesday 2); Pittsburgh's clocks go back on Sunday 7 November.
DAYS = {
    # Mon 25 (the house is dark): Danutė's ballots, Dad at night, Johanna's notes, the stone ready, cue list v7, the
    # investment plan, Dad's booking and his week, Aldona, our sums
    "2032-10-25": "07:10 block, 08:30 dad, 09:15 dutchman, 10:05 velines, 10:07 velines, 10:18 dutchman, "
                  "13:00 block, 15:40 dad, 17:20 dad, 19:40 velines, 21:50 block",
    # Tue 26 (the Dutchman's first tech day): the call board, the leaking lift and its plate, QLab, Laura's radiator,
    # the seal kit, Rūta hoarse, tyres, Greta, the tech notes, Dad's coat
    "2032-10-26": "08:15 dutchman, 09:40 dutchman, 09:52 dutchman, 11:20 dutchman, 12:40 block, 12:50 dutchman, "
                  "14:05 traviata, 17:10 velines, 19:45 dutchman, 22:35 dutchman, 23:20 dad",
    # Wed 27 (tech till 15:00, the Traviata at 19:00): Vladas, the conductor, the phoniatrist, the cemetery's rules,
    # Dad's seats, the week's schedule, the house manager, the show report, Laura
    "2032-10-27": "07:30 block, 10:30 dutchman, 11:45 traviata, 13:20 velines, 13:32 dad, 16:30 dutchman, "
                  "18:25 traviata, 22:40 traviata, 23:10 block",
    # Thu 28 (Sitzprobe; the stone set): the incident after midnight, Jörg, Greta, Zenonas, the agent and Chiara's
    # page, Danutė at the mailboxes, cue list v8, Grandma Anna's notebook and the passenger list, Chiara, the graves
    "2032-10-28": "00:15 traviata, 09:20 dutchman, 11:10 dutchman, 12:40 velines, 13:15 traviata, 13:25 traviata, "
                  "13:37 block, 17:30 dutchman, 20:10 dad, 20:25 dad, 21:35 traviata, 21:48 velines",
    # Fri 29 (BO1; Chiara lands): the tyres, the load test, HR on the clock change, the fire permit, Chiara's flights,
    # Greta after BO1, the archive, the lost suitcase, Daiva, the changeover plan, the snow warning
    "2032-10-29": "06:45 velines, 08:10 dutchman, 09:30 traviata, 09:41 dutchman, 10:20 traviata, 13:50 dutchman, "
                  "15:05 dad, 17:40 traviata, 18:05 traviata, 20:20 dutchman, 22:15 velines",
    # Sat 30 (the put-in and the Traviata; the changeover begins): the administrator, Dad packing, Aldona's candles,
    # the costume label, the announcement, the show report
    "2032-10-30": "09:40 block, 11:55 dad, 13:40 velines, 15:00 traviata, 17:30 traviata, 21:55 traviata",
    # Sun 31 (the clocks go back at 04:00): the ship in at 00:40 and the crew's hours at 01:55, still +03:00; after
    # 03:00 twice, +02:00: Dad's six hours, the drive north, Jurga in the snow, the grave at dusk, Johanna on stage
    "2032-10-31": "00:40 dutchman, 01:55 traviata, 11:30 dad, 12:10 velines, 15:20 velines, 17:40 velines, "
                  "19:20 dutchman",
    # Mon 1 (All Saints, a public holiday; the house shut): Dad at 2:20 his time, Jurga, the lifts' sums, Salakas,
    # cue list v9 at Aldona's table
    "2032-11-01": "08:20 dad, 09:30 velines, 11:00 block, 15:50 velines, 21:30 dutchman",
    # Tue 2 (All Souls, Vėlinės, a public holiday; the drive home; Dad flies): the seals' courier, the invoice, the
    # traffic, the receipt, Aldona's candle for Mom, Dad at the gate, the radiator heads, the premiere week's calls,
    # his flight late out of Newark
    "2032-11-02": "08:10 dutchman, 09:40 velines, 11:20 velines, 13:10 velines, 18:30 velines, 20:25 dad, "
                  "20:37 block, 22:40 dutchman, 23:55 dad",
    # Wed 3 (the HP; Dad lands): over the Atlantic, Frankfurt, the agent's invoice, the priest, Arūnas at the airport,
    # the heating bill, the HP notes
    "2032-11-03": "05:50 dad, 08:55 dad, 11:30 traviata, 11:42 dad, 13:45 dad, 15:10 block, 22:30 dutchman",
    # Thu 4 (the GP; the block's meeting): Laura, the parish, Tadas's ankle, Dad's week, the load test record, Ilze's
    # standby, Arūnas from the meeting
    "2032-11-04": "08:10 block, 08:22 dad, 10:40 traviata, 12:30 dad, 14:15 dutchman, 17:50 dutchman, 20:35 block",
    # Fri 5 (the premiere): our half of the stone, the protocol, Dad lost in Užupis, Chiara, Johanna from the wings
    "2032-11-05": "09:10 velines, 09:22 dutchman, 13:10 dad, 15:40 traviata, 21:50 dutchman",
    # Sat 6: the premiere's show report and Peg after midnight, Liudvinavas, the review, the stone's sums, the board
    "2032-11-06": "00:35 dutchman, 01:10 dad, 13:30 dad, 13:40 dad, 13:52 dutchman, 18:10 velines, 21:30 traviata",
    # Sun 7 (the second show; Pittsburgh's clocks go back; the ballot closes at 20:00): the ballot, the count so far,
    # Peg, the half, the heating sheet
    "2032-11-07": "10:10 block, 11:30 block, 14:30 dad, 16:20 dutchman, 20:40 block",
}
TIMELINE = day_timeline(DAYS, TZ)
