"""Maja Lindqvist, a documentary film editor from Umeå, Sweden, who works freelance from Bishkek, Kyrgyzstan: the cut of
a feature documentary about an eagle hunter's family near Lake Issyk-Kul before its picture lock (the cut and the
producer's notes, the English subtitles of its Kyrgyz dialogue, the music and an archive recording's licence), a
two-day editing workshop for young filmmakers funded by a Swedish culture fund (the programme and its participants,
the grant's budget and interim report), the spring trail race of her running club in the Ala-Archa national park,
whose deputy race director she is (the course and the park's permit, the entries and the timing, the volunteers and
the aid stations), her son's first grade in September (which school, the enrolment and his documents) and the renewal
of her residence permit (the documents from Sweden and the clinic, the migration office).

Written by hand in session 23 of issue 12 as the TEST corpus for session 24, before anybody tuned on it, by an engineer
who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end of
session 24, and it is a development corpus since session 25.

Maja (39) cut documentaries in Stockholm and Berlin and came to Bishkek in 2030 with Timur Asanov (41), a Kyrgyz
hydropower engineer she met in Berlin; they married in 2031, live in a flat in the Asanbai district and have a son,
Elias (5, six in May). Timur's mother (Apa to Maja, Gülnara to everyone else) lives two streets away; Maja's father
Bengt lives in Umeå and her sister Karin in Uppsala. In the fortnight from Tuesday 8 to Monday 21 March 2033 (Tuesday
8 March is International Women's Day and Monday 21 March is Nooruz, both public holidays in Kyrgyzstan; she does no
paid work on either, the offices are closed, and the race, the school and her papers go on at home):
- the film: "Bürküt" (fictional), directed by Aida Sultanova, co-produced by Jonas Weber at Nordlicht Film (fictional,
  Berlin); version 14 to version 15 and the picture lock on Friday 18 March, the exports for the sound mix in Berlin;
  Nurlan Toktomushev translates the Kyrgyz dialogue and Maja times the English subtitles for the screener of a
  festival's submission (Baltic Doc Forum, fictional, deadline Friday 25 March); Gulzat, a komuz player, records new
  cues, and an old radio recording of the grandfather's song is licensed from the state broadcaster's archive;
- the workshop: "Klipprummet Bishkek" (fictional), two days for 12 young filmmakers at the Ordo arts centre
  (fictional; Bermet coordinates) on 26-27 March, funded by Östersjöfonden (fictional; Lena Berg is its officer):
  the applications, the schedule, rented laptops, Aida's guest session; the budget, the receipts, the interim report;
- the race: the Ala-Archa Spring Trail (fictional, 19.6 km and 10 km and a kids' 1 km) of the Bishkek Trail Runners
  (Daniyar is the race director) on Sunday 10 April: the recce at dawn on Saturday 12 March, snow on the upper loop,
  the national park's permit; entries on a registration platform, bibs, timing chips from a timing company; the
  volunteers, the aid stations, the Red Crescent's medics, the radios;
- the school: Elias starts first grade in September; School No. 61 (Kyrgyz-medium, 400 m away, Apa's choice),
  Gymnasium No. 5 (Russian-medium), Ilim Bilingual (fictional, private); the city's online enrolment opens on Friday
  1 April; the birth certificate, the medical card (form 086), his address registration; Swedish at a distance;
- the permit: her temporary residence permit as the wife of a Kyrgyz citizen runs out on 30 April; a Swedish police
  certificate apostilled in Umeå and sent by her father, its notarised Russian translation (Nurlan again), an HIV
  test at the AIDS centre, the fee at the bank, the migration office's appointment on Tuesday 29 March, Timur's
  statement as her sponsor.

She works on a Linux workstation: LibreWolf for the web (titled "<page> — LibreWolf"), Geary for mail (an opened
message is titled "<subject> - Geary"), Telegram (titled only "Telegram": Aida, Nurlan, Gulzat, Bermet, Daniyar, the
club's groups, Timur, Apa, Karin, her father, a friend), Notesnook for notes (titled only "Notesnook"), Atril for every
PDF and scan ("<file> — Atril"), Gnumeric for spreadsheets ("<file> : Gnumeric"), DaVinci Resolve for the cut
("DaVinci Resolve Studio - <project>") and Gaupol for subtitles ("<file> - Gaupol"). Memos are her shorthand (first
person, an editor's and a Swede's: "v14", "PL" for the picture lock, "TC", "cps", "EDL", "AAF", "D+", "CP" for an aid
station, "E" and "T", "k" for thousands of som, "usch", "jaha", "bra", "lagom", "ok ok"). English is her working
language; Russian as she meets it (the arts centre's coordinator, the archive, the park, the migration office, the
bank, the AIDS centre), Kyrgyz from Apa, the film's dialogue, a school's notice and a birth certificate, Swedish with
her father, her sister, the fund and the Swedish police, under a fifth of the captures. Words cross on purpose:
permit (the park's, the residence), registration (the race's, Elias's address, the enrolment), medical (the race's
medics, her HIV test, form 086), certificate (the police, the birth, the HIV test, the archive's licence), translation
(the subtitles, the police certificate), timing (the subtitles', the chips), cut (the film's, the race's cut-off),
course (the race's, the workshop as a course), invoice and receipts (Gulzat, the arts centre, the timing company),
Swedish (the fund, the police, Elias's lessons). People cross too: Nurlan in the subtitles and her police
certificate; Aida in the cut and the workshop; Timur in the race, the school and the permit; Elias in the school and
the kids' race.

The timeline is written by hand (TIMELINE below): all in Kyrgyzstan time, Asia/Bishkek, +06:00 all year (Kyrgyzstan
keeps no daylight saving time, so there is no clock change in the fortnight); Women's Day and Nooruz without the film
or the workshop, the recce leaving at 05:40 on Saturday 12 March, the blood test before nine on Tuesday 15, the
picture lock on Friday 18, the open day on Saturday 19.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("documentary film editor in Bishkek, Kyrgyzstan: the cut of a documentary about an eagle hunter's family "
           "before its picture lock, an editing workshop funded by a Swedish fund, her running club's trail race in "
           "Ala-Archa, her son's first grade, the renewal of her residence permit")
TZ = ZoneInfo("Asia/Bishkek")  # +06:00 all year, no daylight saving time since 2005
ID_PREFIX = "wb"  # "f" is a fresh snippet file's; no id in any bench/data or bench/corpus_sources file begins "wb"
APP_WORDS = {"librewolf", "geary", "telegram", "notesnook", "atril", "gnumeric", "davinci", "resolve", "studio",
             "gaupol", "pdf", "ods", "srt", "jpg", "drp", "https", "www", "com", "kg", "gov", "se", "eu", "de", "en",
             "ru", "edu", "mektep", "dms", "aidscenter", "startline", "meteo", "rentit", "balticdocforum",
             "nordlichtfilm", "review", "ostersjofonden", "dhl", "tracking", "ilim", "ordo", "polisen",
             "redcrescent", "chiptime"}

TASK_NAMES = {
    "film": ("Cutting Bürküt", "the eagle film", "Aida's documentary", "picture lock"),
    "workshop": ("The editing workshop", "Klipprummet Bishkek", "teaching the young editors", "the fund's project"),
    "race": ("Ala-Archa trail race", "the spring trail", "the club's race", "race day on 10 April"),
    "school": ("Elias's first grade", "school for Elias", "choosing a school", "first class in September"),
    "residence": ("My residence permit", "the renewal", "migration papers", "staying legal"),
}
SUB_NAMES = {
    "film/cut": ("The cut", "v14 and v15", "Jonas's notes", "the ending"),
    "film/subtitles": ("Subtitles", "Nurlan's translation", "the English subs", "the festival screener"),
    "film/music": ("Music and archive", "Gulzat's komuz", "the archive licence", "the cue sheet"),
    "workshop/programme": ("Programme and participants", "the twelve", "the schedule", "laptops and rushes"),
    "workshop/grant": ("The grant report", "the budget", "receipts", "Lena's fund"),
    "race/course": ("The course", "the recce", "the park permit", "snow on the upper loop"),
    "race/entries": ("Entries and timing", "registrations", "bibs", "the chips"),
    "race/volunteers": ("Volunteers and aid stations", "marshals", "the medics", "the radio plan"),
    "school/schools": ("Which school", "School 61", "the open day", "Kyrgyz or Russian class"),
    "school/enrolment": ("Enrolment", "the 1 April sign-up", "form 086", "his documents"),
    "residence/documents": ("Documents", "the police certificate", "the HIV test", "translations"),
    "residence/office": ("The migration office", "the appointment", "the fee", "Timur's statement"),
}

LW = "LibreWolf"
GE = "Geary"
TG = "Telegram"
NN = "Notesnook"
AT = "Atril"
GN = "Gnumeric"
DV = "DaVinci Resolve"
GP = "Gaupol"


def lw(title: str) -> str:
    return f"{title} — LibreWolf"


def ge(subject: str) -> str:
    return f"{subject} - Geary"


def at(name: str) -> str:
    return f"{name} — Atril"


def gn(name: str) -> str:
    return f"{name} : Gnumeric"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "film": [
        c("cut", GE, ge("Bürküt v13 - notes from Berlin"), "",
          "Hi Maja, we watched v13 here with the commissioning editor. The first 20 minutes are still too slow: we "
          "meet the family three times before anything happens. Move the eagle's release later, after the winter "
          "pasture, and cut the bazaar. Target 85 min. The ending with the empty perch is perfect, don't touch it. "
          "Jonas",
          "85 min. bazaar out. the perch stays, phew", "email, draft"),
        c("cut", NN, NN, "",
          "v14 plan / R1 open on the frozen lake, family in 3 shots not 3 scenes / R2 bazaar OUT (-4:10) / R3 the "
          "hunt moves to R5 / R4 school scene shorter / R5 release after winter pasture / R6 grandfather, song / R7 "
          "perch, end / total now 94:20, need -9 min",
          "-9 min. where. R4 probably", "planning, draft"),
        c("subtitles", TG, TG, "",
          "Nurlan: Maja, reels 3 and 4 are in the shared folder, English under the Kyrgyz lines. The grandfather's "
          "song I left untranslated with a note, it is old Kyrgyz and I am not sure of two words. I will ask my "
          "uncle in Talas.",
          "R3-4 in. the song, his uncle in Talas", "communication"),
        c("music", AT, at("preiskurant_arhiv_2033.pdf"), "", "",
          "archive rates. 3k/min festival, 12k/min TV. song is 2:40", "price, comparison",
          ocr="ЗОЛОТОЙ ФОНД  Прейскурант на использование архивных материалов  2033  Аудиозаписи (музыка, песни), "
              "за 1 минуту:  фестивальный показ  3 000 сом  телевизионный показ  12 000 сом  Видеоархив, за 1 "
              "минуту:  9 000 сом  Срок лицензии: 3 года  Оплата до подписания договора"),
        c("cut", DV, "DaVinci Resolve Studio - Burkut_v14", "", "",
          "v14 timeline, 87:41. still 2 min over", "draft, comparison",
          ocr="Burkut_v14  Timeline 1  O1:OO:OO:OO  O2:27:41:12  Duration 87:41:12  V2 titles  V1  A1 DlAL  A2 "
              "DlAL  A3 FX  A4 FX  A5 MUSlC  A6 MUSlC  Markers: R1 O1:OO:OO  R2 O1:13:5O  R3 O1:26:O2  R4 "
              "O1:38:44  R5 O1:51:1O  R6 O2:O5:3O  R7 O2:19:O8  [red] Jonas?  [blue] song"),
        c("music", TG, TG, "",
          "Gulzat: Hello Maja! I can record the three cues at my place on Monday evening, komuz and a little "
          "temir komuz for the winter scenes. For the three, 45,000 som with the rights for the film, is that ok? "
          "Send me the timecodes.",
          "Gulzat Mon. 45k with rights. send TCs", "communication, price"),
        c("subtitles", GP, "Burkut_R3_en.srt - Gaupol", "",
          "312  01:26:40,120 --> 01:26:43,300  When the snow comes early, / the eagle eats first.  313  "
          "01:26:43,500 --> 01:26:45,900  Then the sheep. Then us.  314  01:26:46,200 --> 01:26:48,000  Grandfather "
          "is joking. / Mostly.",
          "R3 timing done. 313 too fast, 19 cps", "writing, draft"),
        c("cut", TG, TG, "",
          "Aida: I watched v14 at 2 in the night, Maja. The ending I cried again, so it works. But where is Saltanat "
          "at school? Without it she is only the girl who feeds the eagle. Can we have 40 seconds back?",
          "Aida wants the school scene back. 40 s. from where", "communication, draft"),
        c("subtitles", LW, lw("Submission - technical requirements - Baltic Doc Forum"),
          "https://balticdocforum.eu/submit/technical",
          "Screeners: H.264, 1920x1080, up to 10 GB, password-protected link. Non-English films must have English "
          "subtitles burned in. Please also upload the subtitle file (.srt), maximum 42 characters per line, two "
          "lines. Deadline for works in progress: 25 March 2033, 23:59 CET.",
          "burned in + SRT. 42 chars. 25 March, their midnight", "submission, deadline"),
        c("music", GN, gn("Burkut_cue_sheet_v1.ods"), "",
          "Cue | In | Out | Dur | Title | Composer/Source | Rights / M1 | 01:00:12 | 01:02:40 | 2:28 | Frozen lake | "
          "Gulzat | new / M2 | 01:31:05 | 01:32:10 | 1:05 | Hunt | Gulzat | new / M3 | 02:05:30 | 02:08:10 | 2:40 | "
          "Grandfather's song | archive, radio 1978 | licence? / M4 | 02:19:08 | 02:22:30 | 3:22 | Perch | Gulzat | "
          "new",
          "cue sheet v1. M3 needs the licence", "dataset, planning"),
        c("cut", NN, NN, "",
          "v15 changes / bazaar out, release after the pasture / school scene back 0:38, from the long drive (-1:10) / "
          "R2 trimmed at the vet's visit / the storm: keep half / new duration 86:10 / lock Fri, then AAF + EDL for "
          "Berlin",
          "86:10 if the storm goes. lock Friday", "planning, draft"),
        c("subtitles", TG, TG, "",
          "Nurlan: Reels 5 and 6 sent. The song: my uncle says 'kök asman' is the blue sky, like you thought. "
          "About your police certificate: send me the scan when it comes, I translate on Wednesday and the notary "
          "is Thursday.",
          "R5-6 in. song solved. he'll do my police cert too", "communication"),
        c("music", GE, ge("Licence request: radio recording 1978, 'Ata konush'"), "",
          "Dear Ms Lindqvist, thank you for your request. The recording of 12 May 1978 (2 min 40 s) can be licensed "
          "for festival screenings for 3 years at 8,000 som. A licence for television or streaming would be a "
          "separate agreement. Please confirm the exact duration used and the title of the film. International "
          "desk",
          "8k for festivals. TV later, if Berlin sells it", "email, price"),
        c("cut", LW, lw("Burkut_v15_review - comments"), "https://review.nordlichtfilm.de/p/burkut/v15",
          "Jonas 01:14:20 the storm: keep, but half. Jonas 01:33:02 lovely, the school scene earns the end. Jonas "
          "01:52:40 3 frames late on the cut to the eagle? Aida 01:52:40 no, it stays. Aida 02:19:30 hold the perch "
          "2 more seconds",
          "Aida vs Jonas at 1:52:40. Aida wins", "communication, draft"),
        c("subtitles", GP, "Burkut_R4_ky_en.srt - Gaupol", "", "",
          "R4 side by side. 216 too long, split", "writing, draft",
          ocr="#  Start  End  Duration  Text  Translation  214  O1:41:12,48O  O1:41:15,2OO  2,72O  Бүркүт кышка "
              "чыдабайт.  The eagle won't last the winter.  215  O1:41:15,6OO  O1:41:18,9OO  3,3OO  Атам аны "
              "жаш кезинде кармаган.  My father caught her when she was young.  216  O1:41:19,1OO  O1:41:21,OOO  "
              "1,9OO  Эми кое берчү убак келди.  Now it is time to let her go."),
        c("music", TG, TG, "",
          "Gulzat: The three cues are recorded, wav 48k 24 bit in the link. The lake one I played two times, choose. "
          "Invoice attached, 45,000 som, to my card or cash, as you like.",
          "cues in!! lake take 2. pay her today", "communication, invoice"),
        c("cut", TG, TG, "",
          "Aida: Agree with Jonas on the hunt, disagree on the storm. The storm is when the father decides. Keep it "
          "all or nothing. Tomorrow 10:00 at yours? I bring samsa.",
          "all of the storm or none. she comes at 10", "communication, meeting"),
        c("cut", NN, NN, "",
          "v15 = 86:10 with half storm / 86:55 with all / Aida + me at 10: all of it, take 45 s out of R6 instead / "
          "grandfather walking, twice, one is enough / lock Fri 18 noon / Berlin mix starts 28 Mar",
          "all the storm, R6 pays. lock Fri noon", "planning, meeting"),
        c("subtitles", GE, ge("Baltic Doc Forum - entry W-0412 received"), "",
          "Thank you for your entry 'Bürküt' (work in progress). Your entry will be complete when the screener link "
          "and the English subtitle file have been uploaded, at the latest on 25 March 2033. Entries without "
          "English subtitles cannot be considered.",
          "entry in. screener + SRT still to upload", "submission, email, deadline"),
        c("music", AT, at("license_agreement_LA-33-117.pdf"), "",
          "LICENCE AGREEMENT LA-33-117  Licensor: the State TV and Radio Broadcasting Corporation, archive  "
          "Licensee: Nordlicht Film GmbH, Berlin, on behalf of the film 'Bürküt'  Material: audio recording 'Ata "
          "konush', 12.05.1978, 2'40\"  Use: festival screenings, worldwide, 3 years  Fee: 8,000 som  Credit: "
          "'Courtesy of the Golden Fund'",
          "licence is to Nordlicht, not me. send Jonas to sign", "invoice, specs"),
        c("subtitles", TG, TG, "",
          "Nurlan: Final check of R7 done. 'Bürküt' I kept in the first line and then 'the eagle', like we said. "
          "One thing: the grandfather says 'balam' to the girl, 'my child', not 'my girl'. I changed 388.",
          "388 fixed. balam = my child", "communication"),
        c("cut", GE, ge("Re: Lock Friday"), "",
          "Locking Friday noon works for us. For the mix please send: AAF with handles of 5 seconds, the EDL, a "
          "reference file with burnt-in timecode, and the cue sheet. Sound starts Monday 28th in Berlin. Great work "
          "on the storm. Jonas",
          "AAF 5s handles, EDL, ref, cue sheet", "email, deadline"),
        c("music", GN, gn("Burkut_cue_sheet_v2.ods"), "",
          "Cue | In | Out | Dur | Title | Composer/Source | Rights / M1 | 01:00:12 | 01:02:52 | 2:40 | Frozen lake "
          "(take 2) | Gulzat | paid 45k / M2 | 01:30:40 | 01:31:45 | 1:05 | Hunt | Gulzat | paid / M3 | 02:04:50 | "
          "02:07:30 | 2:40 | Ata konush | archive 1978 | LA-33-117 / M4 | 02:17:56 | 02:21:18 | 3:22 | Perch | "
          "Gulzat | paid",
          "v2, new TCs after lock-ish. for Berlin", "dataset, planning"),
        c("cut", TG, TG, "",
          "Aida: LOCKED. 86:02. Рахмат, Maja. I go to sleep for two days and then I call my mother.",
          "locked 86:02!! 12:04", "communication"),
        c("subtitles", GP, "Burkut_LOCK_en.srt - Gaupol", "",
          "Statistics: 1,104 subtitles, 86:02 total. Lines over 42 characters: 0. Reading speed over 17 cps: 6 "
          "(kept, names). Shortest display 0.9 s (#644). Gaps under 2 frames: 0.",
          "SRT clean. 6 over 17 cps, names, fine", "statistics, writing"),
        c("cut", NN, NN, "",
          "exports for Berlin / AAF 5 s handles, 2 tracks dial, 2 FX, 2 music ✓ / EDL ✓ / ref mov with TC ✓ / cue "
          "sheet v2 ✓ / screener burn-in, H.264 9.1 GB, uploaded Sat / total 19 GB to Jonas",
          "all out. 19 GB. screener up too", "submission, planning"),
    ],
    "workshop": [
        c("programme", GE, ge("Klipprummet: applications closed"), "",
          "Hi Maja, applications closed last night: 31 applied for 12 places, 19 women and 12 men, 22 from "
          "Bishkek, 5 from Osh, 4 from Naryn and Karakol. I put them all in the shared table with their films. "
          "Could you score them by Monday? Bermet, Ordo arts centre",
          "31 for 12 places. score by Mon", "email, application"),
        c("grant", GE, ge("Påminnelse: delrapport Klipprummet Bishkek"), "",
          "Hej Maja! En vänlig påminnelse om att delrapporten för projektet Klipprummet Bishkek ska vara inne "
          "senast den 31 mars. Om ni vill flytta pengar mellan budgetposterna behöver jag en kort motivering innan "
          "dess. Hälsningar, Lena Berg, Östersjöfonden",
          "interim report 31 March. ask Lena about moving money", "email, deadline, funding"),
        c("programme", GN, gn("Klipprummet_applicants.ods"), "",
          "# | Name | City | Film | Editing experience | Score / 4 | Aidana K. | Naryn | Shepherd's daughter (12 "
          "min) | 2 shorts | 9 / 9 | Temirlan S. | Bishkek | Night bus (6 min) | self-taught | 7 / 17 | Asel M. | "
          "Osh | The potter (15 min) | 1 short | 8 / 23 | Ruslan T. | Karakol | no film, music videos | 4 / 5",
          "scoring. Aidana 9. the music-video boy, no", "comparison, statistics"),
        c("grant", GN, gn("Klipprummet_budget.ods"), "",
          "Item | Budget SEK | Spent SEK | Left / Hall rent 2 days | 9,000 | 0 | 9,000 / Travel participants | "
          "24,000 | 0 | 24,000 / Laptop rental | 2,000 | 0 | 2,000 / Lunch and fika | 5,500 | 0 | 5,500 / Trainer "
          "fee | 30,000 | 15,000 | 15,000 / total | 70,500 | 15,000 | 55,500 / rate 1 SEK = 8.4 som",
          "travel 24k but they're all in Bishkek now. laptops 2k, a joke", "finance, spending"),
        c("programme", NN, NN, "",
          "Klipprummet / Sat 26: 10 why we cut, 3 scenes from Bürküt before/after / 12 rushes exercise, 40 min of "
          "material, 3 min out / lunch / 15 in pairs / 17 screen, talk / Sun 27: 10 structure, index cards / 13 "
          "Aida, her short + Q&A / 15 recut / 17 screening, certificates",
          "the two days. Aida Sunday if she says yes", "planning, course"),
        c("grant", LW, lw("Delrapport - Östersjöfonden"), "https://portal.ostersjofonden.se/rapport/2032-118", "",
          "report form: results, budget changes, receipts upload", "funding, application, deadline",
          ocr="ÖSTERSJÖFONDEN  Projekt 2O32-118 Klipprummet Bishkek  lnterim report  Due 31 Mar 2O33  1. Results "
              "so far (max 2OOO characters)  2. Changes to the budget (attach revised budget)  3. Receipts (PDF, "
              "one file)  Status: Draft, not submitted  Save  Submit"),
        c("programme", TG, TG, "",
          "Bermet: Майя, добрый день! Зал на 26–27 марта подтвердили, проектор есть, а колонок нет, нужно будет "
          "взять свои. Обед на 14 человек я заказала в кафе рядом. Список участников пришлите до пятницы, "
          "пожалуйста.",
          "hall ok, no speakers, lunch for 14. list by Fri", "communication, reservation"),
        c("grant", AT, at("Ordo_invoice_41.pdf"), "", "",
          "hall invoice 75,600 som. 2 days, the projector free", "invoice, spending",
          ocr="ORDO ARTS CENTRE  lNVOlCE / СЧЕТ No 41  Date l5.O3.2O33  Client: Klipprummet Bishkek (M. Lindqvist)  "
              "Hall A, 26-27 March, 2 days x 37 8OO  75 6OO som  Projector  included  Total  75 6OO som  Bank: "
              "Demir Bank  Acc. l18O OOO O12 345"),
        c("programme", GE, ge("Re: Sunday at Klipprummet?"), "",
          "Maja, yes of course. Sunday 13:00 I show 'Salt' (my first short, 18 min) and we talk about how you cut a "
          "film when the director is also the camera and also the producer. After the lock I will be a free woman. "
          "Aida",
          "Aida says yes, Sunday 13:00, 'Salt'", "email, meeting"),
        c("grant", NN, NN, "",
          "delrapport draft / 1. results: 31 applications, 12 chosen (7 women), hall and dates fixed, trainer 2 "
          "with Aida / 2. change: travel 24,000 -> 6,000 (all from Bishkek now except Aidana + Asel), laptops 2,000 "
          "-> 20,000, with a 1 TB drive each to keep / 3. receipts so far: hall, my first fee",
          "the report, first go. the budget swap is the point", "writing, funding"),
        c("programme", LW, lw("Laptop rental for events - RentIT Bishkek"), "https://rentit.kg/en/laptops",
          "MacBook Pro 14 (M3, 16 GB): 2,400 som per day. Gaming laptops with RTX 4060: 1,900 som per day. "
          "Discount 15% from 10 units. Delivery and pickup in Bishkek free. Deposit: passport copy.",
          "12 Macs x 2 days less 15% = 49k som, 5.8k SEK", "price, laptop, comparison"),
        c("grant", GE, ge("Re: Påminnelse: delrapport Klipprummet Bishkek"), "",
          "Hej igen! Det går bra att flytta 18 000 kr från resor till datorer och hårddiskar, eftersom deltagarna nu "
          "kommer från Bishkek och inte behöver resa. Skriv det i delrapporten så är det klart. Lycka till med "
          "workshopen! /Lena",
          "Lena says yes. 18k from travel to laptops. bra", "email, funding"),
        c("programme", TG, TG, "",
          "Aidana: Hello Maja eje, can I bring my own rushes from Naryn for the exercise? It is 2 hours of my "
          "grandmother making felt. Or we must use the same material as everybody?",
          "her felt rushes. yes for Sunday's recut, not Sat", "communication, course"),
        c("grant", GN, gn("Klipprummet_receipts.ods"), "",
          "# | Date | What | Som | SEK | File / 1 | 15.03 | Ordo hall invoice 41 | 75,600 | 9,000 | ordo_41.pdf / 2 | "
          "17.03 | RentIT deposit | 10,000 | 1,190 | rentit_dep.jpg / 3 | 18.03 | speakers, Tsum | 6,300 | 750 | "
          "tsum.jpg / 4 | 19.03 | SD cards x12 | 8,400 | 1,000 | sd.jpg",
          "receipts 1-4. the speakers, Bermet was right", "spending, invoice"),
        c("programme", NN, NN, "",
          "the 3-minute exercise / rushes: Ordo's own archive, the felt market in Kochkor, 40 min, 6 cams / task: "
          "a 3 min film with a beginning that isn't a wide shot / copy on 12 SD cards Fri / Aidana's felt for Sun",
          "the exercise. no wide shot at the start, the rule", "course, planning"),
        c("grant", LW, lw("Report submitted - Östersjöfonden"), "https://portal.ostersjofonden.se/rapport/2032-118",
          "Your interim report for project 2032-118 was submitted on 20 March 2033, 21:28. The revised budget and 4 "
          "receipts were attached. The fund will confirm within 10 working days.",
          "sent, 11 days early. ha", "funding, submission"),
    ],
    "race": [
        c("course", TG, TG, "",
          "Daniyar: Happy 8 March Maja! 🌷 Sorry to write on the holiday. The park office wants our permit letter by "
          "the 15th, and the ranger says the upper loop above the Ak-Sai turn still has snow to the knee. Recce on "
          "Saturday?",
          "permit letter by 15th. snow on the top. recce Sat", "communication, deadline"),
        c("entries", LW, lw("Ala-Archa Spring Trail 2033 - dashboard - Startline"),
          "https://startline.kg/org/events/aast2033/dashboard", "",
          "395 so far. the 10 km fills first", "statistics, reservation",
          ocr="Startline  Organizer dashboard  Ala-Archa Spring Trail 2O33  Sun lO Apr  Registered  19.6K  138 / "
              "2OO  lOK  211 / 25O  Kids lK  46 / 8O  Paid  371  Unpaid  24  Refunds  2  Registration closes 3 "
              "Apr 23:59"),
        c("volunteers", NN, NN, "",
          "aid stations / CP1 5.2 km, the bridge: water only / CP2 9.8 km, the meadow: water, cola, bananas, boorsok "
          "/ CP3 14.5 km = CP1 on the way back / finish: tea, plov / medics at CP2 + finish / need ~30 volunteers",
          "3 CPs, 30 people. boorsok from Apa?", "planning, events"),
        c("entries", GE, ge("Quotation: timing for Ala-Archa Spring Trail"), "",
          "Dear Maja, for 450 runners we offer: disposable UHF chips on bibs, start and finish mats, one split at "
          "CP2, live results online, 2 staff. Price 78,000 som, 50% advance. Bibs with chips printed by us if you "
          "send the final list by 5 April. Best regards, ChipTime",
          "78k for timing. bibs by them. list by 5 Apr", "email, price"),
        c("volunteers", TG, TG, "",
          "Volunteers (group): Sign-up sheet update: 23 so far. We still need 4 people for the bridge at CP1 from "
          "07:00 and two strong ones to carry water up to the meadow on Saturday 9 April. Radios: the club has 6.",
          "23. CP1 short, water carriers short", "communication, planning"),
        c("course", NN, NN, "",
          "recce Sat / leave 05:40, pick up Aibek at 06:00 / GPS watch charged, the gpx / flagging tape 3 rolls, "
          "zip ties / microspikes, gaiters / thermos / snow depth above Ak-Sai, the bridge after the flood / back "
          "by 14 for E",
          "05:40. spikes. back by 2 for E", "planning, fitness"),
        c("course", TG, TG, "",
          "Me to Daniyar: Leaving now, Aibek at 6 at the corner. It's -4 in the city, so probably -10 at the "
          "gate. Will send photos from the bridge.",
          "off. -4 in town", "communication, travel"),
        c("course", TG, TG, "", "",
          "the park's own sign. no upper loop for us, not in April", "news, planning",
          ocr="ГОСУДАРСТВЕННЫЙ ПРИРОДНЫЙ ПАРК «АЛА-АРЧА»  ВНИМАНИЕ!  Лавиноопасный участок  Выше 2600 м проход без "
              "проводника запрещен  март - апрель  Тел. дежурного: O312 54 O4 6l"),
        c("course", NN, NN, "",
          "recce notes / bridge fine, new railing / to Ak-Sai turn 8.4 km, good / above: 40 cm snow at 2,600, "
          "avalanche sign, forget it / new: turn at the meadow, lower loop twice for the long race / 19.6 km, "
          "1,050 m D+ / cut-off at CP2 2:45",
          "upper loop dead. 19.6, 1050 D+. cut-off CP2 2:45", "planning, fitness"),
        c("entries", TG, TG, "",
          "Runner: Hi, I registered for the 19.6K but I injured my knee, can my friend Azamat run with my bib? Or "
          "can I get money back? I paid 1,500.",
          "no bib swaps. transfer on Startline till 3 Apr, 300 fee", "communication, reservation"),
        c("volunteers", GN, gn("AAST2033_volunteers.ods"), "",
          "Name | Where | From | To | Phone / Aibek | CP2 lead | 06:30 | 14:00 | radio 1 / Nazgul | CP1 bridge | "
          "07:00 | 12:00 | radio 2 / Sergei | sweeper 19.6K | 07:30 | end | radio 3 / Timur | parking | 06:30 | "
          "08:30 | - / Elena | finish, medals | 09:00 | 15:00 | - / (27 rows)",
          "roster 27. T on parking, then he runs the 10", "dataset, planning"),
        c("course", GE, ge("Permit letter - Ala-Archa Spring Trail (draft for Daniyar)"), "",
          "To the Director of the Ala-Archa State Nature Park. The Bishkek Trail Runners ask for permission to hold "
          "a trail race on Sunday 10 April 2033, 07:00-16:00, for up to 500 participants, on the lower loop only "
          "(map attached), with marshals, medics and waste collection. Daniyar, please translate and sign.",
          "letter for the park. D translates, signs, takes it Tue", "application, email"),
        c("entries", GE, ge("Startline: payout statement February-March"), "",
          "Payout for Ala-Archa Spring Trail 2033: 402 paid entries. 19.6K 146 x 1,500 som, 10K 212 x 1,000 som, "
          "Kids 1K 44 x 300 som. Gross 444,200 som. Platform fee 5% 22,210 som. Payout 421,990 som to the club's "
          "account on 16 March.",
          "422k in. timing advance can go", "finance, income"),
        c("volunteers", TG, TG, "",
          "Red Crescent (Bishkek branch): Good evening. For 10 April we can give two first aid teams of 2 and our "
          "ambulance with a medical tent at the finish from 07:00 to 15:00. Please send the course map with the "
          "access points for the car. Donation as last year.",
          "medics yes. 2 teams + the car. map to them", "communication, health"),
        c("course", LW, lw("Ala-Archa, 10-day forecast - Meteo.kg"), "https://meteo.kg/en/ala-archa/10-days",
          "Ala-Archa gate (1,550 m): Wed 16 Mar snow showers, -3/4 °C; Thu 17 clear, -5/8; Fri 18 clear, -2/11; "
          "Sat 19 rain turning to snow above 2,000 m; Sun 20 cloudy, 0/7. Snow line falling to 1,800 m by the "
          "weekend.",
          "snow to 1,800 on the weekend. the meadow is 2,100", "news, planning"),
        c("entries", GN, gn("AAST2033_bibs.ods"), "",
          "Range | Race | Colour | Count / 1-200 | 19.6K | red | 146 used / 201-450 | 10K | blue | 212 used / 501-580 "
          "| Kids 1K | yellow | 44 used / VIP, club, volunteers running: 190-200 / late entries: next free number "
          "in the range",
          "bibs by colour. club people 190-200", "dataset, planning"),
        c("volunteers", NN, NN, "",
          "radio plan / ch 1 race control (Daniyar, finish) / ch 2 CPs / ch 3 medics only / the 6 club radios: "
          "CP1, CP2, sweeper, finish, medics x2 / borrow 2 from the mountaineers for the meadow / check batteries "
          "Sat 9",
          "6 radios, need 8. ask the alpinists", "planning, communication"),
        c("course", AT, at("razreshenie_17-33.pdf"), "", "",
          "PERMIT!! lower loop only, up to 2,300 m. 500 max", "application, deadline",
          ocr="ГОСУДАРСТВЕННЫЙ ПРИРОДНЫЙ ПАРК «АЛА-АРЧА»  РАЗРЕШЕНИЕ № 17/33  на проведение спортивного мероприятия  "
              "Организатор: ОО «Bishkek Trail Runners»  Дата: lO.O4.2O33, O7:OO-16:OO  Маршрут: нижняя петля, до "
              "23OO м  Участников: не более 5OO  Директор ГПП"),
        c("entries", TG, TG, "",
          "Timur: Registered for the 10K, and Elias for the kids' race, he wants number 7 but the system gave 578. "
          "Can the deputy race director fix this? 😄",
          "E wants bib 7. can't. maybe a sticker", "communication, reservation"),
        c("volunteers", TG, TG, "",
          "Daniyar (volunteers group): Briefing for all volunteers Saturday 2 April at 11:00 at the club (Manas "
          "avenue, 2nd floor). We show the map, the CP kits, the radio rules. 30 minutes, tea after.",
          "briefing 2 Apr 11:00 at the club", "events, meeting"),
        c("course", LW, lw("AAST 2033 19.6K - route - Startline"), "https://startline.kg/routes/aast2033-196",
          "Route: 19.6 km, elevation gain 1,052 m, highest point 2,284 m (the meadow), lowest 1,548 m (park gate). "
          "Two laps of the lower loop. Checkpoints: CP1 5.2 km, CP2 9.8 km, CP3 14.5 km. GPX download.",
          "route up. 2,284 max, under the permit's 2,300", "planning, fitness"),
        c("entries", GE, ge("Re: Quotation: timing - confirmed"), "",
          "Dear Maja, thank you for the advance of 39,000 som, the invoice is attached. We confirm 450 chips for "
          "10 April, and a 10% reserve. Happy Nooruz! Please send the final start list by 5 April 18:00. ChipTime",
          "timing booked. start list 5 Apr 18:00", "email, reservation, deadline"),
        c("volunteers", NN, NN, "",
          "CP2 food / 300 bananas / 40 l cola / boorsok: Apa says 10 kg is nothing / salt, dates / 2 kettles, gas / "
          "cups: no plastic, the park said, so 400 paper / bin bags x20",
          "Apa's boorsok, 10 kg, she insists", "planning, groceries"),
        c("entries", TG, TG, "",
          "Daniyar: 430 registered today, the 10K is almost full. Close the 10K at 250 and open 20 more in the long "
          "one? The permit says 500 in total, we are fine.",
          "10K full at 250. 500 cap from the permit", "communication, planning"),
    ],
    "school": [
        c("schools", TG, TG, "",
          "Apa: Майя кызым, 8-март майрамың менен куттуктайм! Ден соолугуң чың болсун. Элиасты 61-мектепке бергиле, "
          "ал жерде кыргызча окутушат, мугалимдери абдан жакшы. Апаң.",
          "Apa: School 61, Kyrgyz class. of course", "communication, social"),
        c("enrolment", LW, lw("First grade enrolment 2033 - Ministry of Education"),
          "https://edu.gov.kg/en/news/first-grade-2033",
          "Online enrolment in first grade for 2033-2034 opens on 1 April 2033 at 09:00. Children who are six by "
          "1 September may enrol. Parents need: the child's birth certificate, the medical card (form 086/u), the "
          "address registration and a parent's passport. Places are given first to children registered in the "
          "school's district.",
          "1 April 09:00. district first. form 086", "application, deadline"),
        c("schools", NN, NN, "",
          "schools for E / 61: Kyrgyz class, 400 m, Apa next door, 32 in a class / Gymnasium 5: Russian, strong "
          "maths, 2 km, tram / Ilim Bilingual: English/Russian, 18 a class, USD 5,800 a year / international: 15k, "
          "no / and Swedish? at home only?",
          "61 vs 5 vs Ilim. T for 61, me unsure", "comparison, planning"),
        c("enrolment", TG, TG, "",
          "Timur: Checked: Elias's address registration is at our flat since 2031, so we are in 61's district, not "
          "Gymnasium 5's. For 5 we would need a place left after their district. Lol.",
          "we're 61's district. 5 only if places left", "communication"),
        c("schools", GE, ge("Ilim Bilingual School - Open Day invitation"), "",
          "Dear parents, we invite you to our Open Day on Saturday 19 March, 10:00-12:30: trial lessons for future "
          "first graders, a meeting with the teachers, a tour. Tuition 2033-2034: USD 5,800, lunch included. "
          "Please confirm your visit.",
          "open day Sat 19. 5,800 usd, hm", "email, events"),
        c("enrolment", AT, at("Elias_birth_certificate.pdf"), "", "",
          "his birth certificate scan. both languages", "application",
          ocr="КЫРГЫЗ РЕСПУБЛИКАСЫ  ТУУЛГАНДЫГЫ ЖӨНҮНДӨ КҮБӨЛҮК  СВИДЕТЕЛЬСТВО О РОЖДЕНИИ  Фамилиясы / Фамилия: "
              "АСАНОВ  Аты / Имя: ЭЛИАС  Туулган күнү / Дата рождения: l4.O5.2O27  Туулган жери / Место рождения: "
              "Бишкек ш.  Атасы: Асанов Тимур  Энеси: Lindqvist Maja"),
        c("schools", TG, TG, "",
          "Karin: Hej! Har ni bestämt skola för Elias? Pappa undrar om han kan få svenska i skolan också. Det finns "
          "modersmålsundervisning på distans, två timmar i veckan, jag kan skicka länken. Kram",
          "Swedish at a distance, 2 h a week. yes please", "communication, learning"),
        c("enrolment", TG, TG, "",
          "Family clinic No. 8: Elias Asanov, medical check for school (form 086/u): Wednesday 16 March, 17:00, "
          "room 214. Bring the vaccination card and his old records. Eye and ENT doctors on the same day if they "
          "have time.",
          "clinic Wed 17:00, the vaccination card!", "health, meeting"),
        c("schools", TG, TG, "", "",
          "61's notice. 3 Kyrgyz classes, 2 Russian", "news, application",
          ocr="№61 ОРТО МЕКТЕБИ  1-КЛАССКА КАБЫЛ АЛУУ  2O33-2O34  Онлайн каттоо 1-апрелден баштап  Керектүү "
              "документтер: туулгандыгы тууралуу күбөлүк, O86/у медициналык карта, ата-эненин паспорту  "
              "Класстар: кыргыз тилинде 3, орус тилинде 2"),
        c("enrolment", NN, NN, "",
          "clinic / paediatrician ok, 118 cm 21 kg / vaccines: missing the 2nd MMR?? no, it's on the Swedish card, "
          "she accepted the photo / eyes ok / ENT: Fri 15:00 / dentist: any private one, a paper / then 086 signed "
          "by the head doctor",
          "086 half done. ENT Fri, dentist", "health, planning"),
        c("schools", GE, ge("Re: visit to Gymnasium No. 5"), "",
          "Dear Ms Lindqvist, you are welcome to visit on Wednesday 23 March at 15:00 with the deputy director. "
          "Please note that our first grades take children from our district first; in 2032 we had 14 places left "
          "for other districts.",
          "Wed 23, 15:00. 14 places last year. long shot", "email, meeting"),
        c("enrolment", LW, lw("Enrolment FAQ - Mektep"), "https://mektep.edu.gov.kg/faq",
          "If one of the parents is a foreign citizen, the child who is a citizen of the Kyrgyz Republic enrols as "
          "usual. The foreign parent may be the applicant if he or she has a valid residence permit; otherwise the "
          "other parent applies.",
          "T applies, easier. my permit is a mess till April", "application, learning"),
        c("schools", NN, NN, "",
          "Ilim open day / class 18, two teachers / English from day 1, Russian, Kyrgyz 2 h / E did the trial "
          "lesson, loved the robot / USD 5,800 + uniform / 25 min by car, every morning / no Swedish either",
          "E loved it. the car every morning though", "comparison, reviews"),
        c("schools", TG, TG, "",
          "Timur: After the open day, still 61? It's 400 m, Apa picks him up, and his Kyrgyz will be better than "
          "mine. The 5,800 we put in his Swedish lessons and the summer in Umeå.",
          "T: 61 + Swedish + Umeå. hard to argue", "communication, comparison"),
        c("enrolment", LW, lw("Катталуу / Регистрация - Mektep"), "https://mektep.edu.gov.kg/register", "",
          "the form for 1 April, the fields. T's ID number", "application",
          ocr="MEKTEP  1-класска онлайн каттоо  Online enrolment 2O33  Step 1 of 4  Applicant: parent  ПИН / PlN "
              "(14 digits)  Phone  Child's PlN  School: select district school  Opens 01.04.2O33 O9:OO"),
        c("schools", TG, TG, "",
          "Apa: Нооруз майрамыңар менен! Сүмөлөк бышты, бүгүн келгиле. Элиас 61-мектепке барса, мен аны күн сайын "
          "мектептен алып келем, үйүм жакын эмеспи.",
          "Apa will pick him up every day. decided, I think", "communication, social"),
        c("enrolment", NN, NN, "",
          "decided: 61, Kyrgyz class / Fri 1 April 09:00 sharp, T on the form, me on the phone / ready: birth cert "
          "scan, 086 (dentist still), registration extract / Gymnasium 5 visit Wed: go anyway? / Swedish: Karin's "
          "link, autumn start",
          "61. T does the 09:00 sign-up, I refresh", "planning, deadline"),
    ],
    "residence": [
        c("documents", NN, NN, "",
          "permit renewal, expires 30 Apr / passport + copies / photos 3x4 matte / police certificate from Sweden, "
          "apostille, translated, notarised / medical: HIV test / marriage certificate / T's passport + his "
          "statement / house book extract / fee",
          "the list. police cert is the slow one", "planning, visa"),
        c("office", LW, lw("Продление ВНЖ - dms.gov.kg"), "https://dms.gov.kg/ru/services/vnzh-extension", "",
          "30 days before. 3k fee. 15 working days", "visa, deadline, price",
          ocr="Продление разрешения на временное проживание  Заявление подается не позднее чем за 3O дней до "
              "окончания срока  Госпошлина: 3 OOO сом  Срок рассмотрения: до 15 рабочих дней  Документы: "
              "паспорт, фото 3x4, медицинская справка, справка о несудимости с апостилем и нотариальным "
              "переводом"),
        c("documents", GE, ge("Ditt utdrag ur belastningsregistret har skickats"), "",
          "Ditt utdrag ur belastningsregistret har skickats i dag med post till den adress du har angett. Det "
          "brukar komma fram inom 1–3 arbetsdagar. Ärendenummer: 2033-0302-4471. Polismyndigheten",
          "police extract posted to Pappa's. 1-3 days", "email, application"),
        c("office", TG, TG, "",
          "Anna: For the migration office: go for 8, take a ticket from the machine, ask for window 4, she speaks "
          "English. Copies of EVERY page of your passport, even the empty ones. And they close 12-13 for lunch.",
          "window 4. copies of every page. lunch 12-13", "communication, visa"),
        c("documents", LW, lw("HIV testing for foreign citizens - Republican AIDS Centre"),
          "https://aidscenter.kg/en/foreigners",
          "Certificates of HIV testing for residence permits: blood taken Monday to Friday 08:00-11:00, no "
          "appointment, passport required. Fee 700 som. The certificate is ready after 2 working days and is valid "
          "for 3 months.",
          "700 som, mornings, 2 days. Tue", "health, price"),
        c("documents", TG, TG, "",
          "Pappa: Hej gumman! Brevet från polisen kom idag. Jag har varit hos notarius publicus och fått apostille, "
          "det kostade 250 kr. Jag skickar det med DHL på måndag. Kram Pappa",
          "Pappa got the apostille!! DHL Monday", "communication, visa"),
        c("office", GE, ge("Электронная очередь: запись подтверждена / Appointment confirmed"), "",
          "Your appointment at the Department of Migration Services, Bishkek, is confirmed: Tuesday 29 March 2033, "
          "10:40, window 4. Service: extension of temporary residence permit. Bring the original documents. "
          "Ticket 4-1040.",
          "29 March 10:40 window 4. a month before, tight", "email, meeting, visa"),
        c("documents", NN, NN, "",
          "AIDS centre 08:00 / queue of 9, Chinese engineers and me / blood taken 08:20 / receipt 700 / certificate "
          "Thursday after 14:00, same window",
          "blood done. Thu after 2", "health, visa"),
        c("office", AT, at("kvitanciya_0048213.pdf"), "", "",
          "fee paid 3,000 + 30. keep the stamped one", "visa, spending",
          ocr="DEMlR BANK  КВИТАНЦИЯ № OO48213  Плательщик: LlNDQVlST MAJA  Назначение: госпошлина за продление "
              "ВНЖ  Сумма: 3 OOO,OO сом  Комиссия: 3O,OO сом  15.O3.2O33 14:22"),
        c("documents", TG, TG, "",
          "Nurlan: I can translate your police certificate as soon as the DHL arrives. The notary near Ala-Too "
          "square takes 1,200 som a page, so 2 pages with the apostille. Bring the original, they stamp it together.",
          "Nurlan + notary, 2 pages, 2.4k", "communication, visa"),
        c("office", LW, lw("Application for extension of temporary residence - form 2 - dms.gov.kg"),
          "https://dms.gov.kg/en/forms/2",
          "Form 2. Surname, name (as in passport). Citizenship. Basis of residence: marriage to a citizen of the "
          "Kyrgyz Republic. Sponsor's personal number and written consent. Address of registration. Period "
          "requested: 1 year / 3 years.",
          "3 years this time. T's consent on the form", "visa, application"),
        c("documents", AT, at("spravka_1187.pdf"), "", "",
          "negative, of course. valid 3 months, till June", "health, visa",
          ocr="РЕСПУБЛИКАНСКИЙ ЦЕНТР «СПИД»  СПРАВКА № 1187  Выдана: Lindqvist Maja, O2.O2.1994 г.р.  "
              "Исследование крови на ВИЧ (ИФА) от 15.O3.2O33  Результат: отрицательный  Справка действительна 3 "
              "месяца"),
        c("documents", LW, lw("Tracking JD014600823147 - DHL"), "https://www.dhl.com/kg-en/home/tracking.html",
          "Shipment JD014600823147 from Umeå, Sweden to Bishkek, Kyrgyzstan: processed at Leipzig hub 16 March, "
          "customs clearance Bishkek 18 March 15:40, with courier Tuesday 22 March.",
          "Tuesday. then Nurlan Wed, notary Thu. just", "travel, deadline"),
        c("office", TG, TG, "",
          "Timur: Do I need to come on the 29th? Anna's husband says the spouse signs the consent in front of the "
          "officer, not at a notary. I'll take the morning off.",
          "T comes on the 29th, signs there", "communication, visa"),
        c("office", NN, NN, "",
          "for the 29th / photos 3x4 matte x4 (the shop by Osh bazaar) / passport copies, all pages, x2 / T: "
          "passport, consent signed there / the fee receipt, stamped / HIV cert / police cert + translation / "
          "form 2 printed, 3 years",
          "the folder. 3 years ticked", "planning, visa"),
        c("office", GN, gn("permit_dates.ods"), "",
          "Date | What | Done / 22.03 | DHL with the police certificate | / 23.03 | Nurlan translates | / 24.03 | "
          "notary | / 29.03 | migration office 10:40 | / 30.04 | permit expires | / 15 working days from 29.03 = "
          "19.04 | decision | / buffer: 11 days",
          "11 days buffer. if nothing goes wrong", "planning, deadline"),
        c("documents", TG, TG, "",
          "Timur: The house book extract: the housing office is closed for Nooruz today, open tomorrow 9-12. I'll go "
          "in my lunch break. 200 som.",
          "house book tomorrow, T. the last piece", "communication, visa"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Bishkek and Ala-Archa, +06:00 throughout. Women's Day and Nooruz without the
# film or the workshop, the recce leaving at 05:40 on Saturday, the blood test before nine on Tuesday 15, the picture
# lock on Friday 18, the open day on Saturday 19.
DAYS = {
    # Tue 8 (International Women's Day, a public holiday): the park's letter and the snow, Apa's greeting, the
    # entries, the permit list, the ministry's page, the aid stations, the migration page, the four schools
    "2033-03-08": "09:30 race, 10:20 school, 11:10 race, 12:30 residence, 14:00 school, 16:30 race, 20:10 residence, "
                  "21:00 school",
    # Wed 9: Jonas's notes, the v14 plan, the applications, Nurlan's reels, the district, the police extract, the
    # archive's prices, the fund's reminder, the timing quote
    "2033-03-09": "08:10 film, 09:30 film, 09:41 workshop, 11:00 film, 12:30 school, 12:38 residence, 14:30 film, "
                  "16:00 workshop, 19:40 race",
    # Thu 10: Anna's tips, v14's timeline, Gulzat, the open day invitation, the scoring, the AIDS centre, reel 3,
    # the budget, the volunteers
    "2033-03-10": "08:15 residence, 09:00 film, 10:15 film, 12:45 school, 12:52 workshop, 14:40 residence, "
                  "16:40 film, 20:10 workshop, 21:20 race",
    # Fri 11: Aida at night, the two days, the festival's rules, Pappa's apostille, the birth certificate, the
    # recce's list, the cue sheet
    "2033-03-11": "08:30 film, 11:00 workshop, 13:00 film, 14:20 residence, 16:10 school, 18:30 race, 20:30 film",
    # Sat 12 (the recce): leaving at 05:40, the avalanche sign, the notes
    "2033-03-12": "05:40 race, 10:50 race, 15:30 race",
    # Sun 13: a runner's knee, Karin, the roster
    "2033-03-13": "10:00 race, 11:30 school, 17:20 race",
    # Mon 14: the appointment, v15's changes, Nurlan, the fund's portal, the archive's offer, Bermet, the clinic,
    # the permit letter, the review
    "2033-03-14": "08:30 residence, 08:41 film, 10:30 film, 12:15 workshop, 14:10 film, 17:30 workshop, "
                  "18:20 school, 18:31 race, 21:15 film",
    # Tue 15: the payout, the blood test, reel 4, Gulzat's cues, the hall's invoice, the fee, Aida on the storm,
    # 61's notice, Aida's yes, the medics
    "2033-03-15": "07:30 race, 08:25 residence, 09:10 film, 11:45 film, 14:21 workshop, 14:30 residence, "
                  "16:20 film, 18:45 school, 20:30 workshop, 21:40 race",
    # Wed 16: the forecast, Aida at ten, Nurlan on the certificate, the entry, the report's draft, the clinic, the
    # bibs, the licence, form 2
    "2033-03-16": "07:50 race, 10:00 film, 11:30 residence, 13:30 film, 16:50 workshop, 17:58 school, 20:36 race, "
                  "20:45 film, 20:56 residence",
    # Thu 17: the radios, reel 7, laptops, Jonas on the lock, the HIV certificate, Gymnasium 5, the cue sheet, Lena's
    # yes, the park's permit
    "2033-03-17": "07:40 race, 09:30 film, 12:10 workshop, 15:00 film, 16:30 residence, 18:00 school, 19:30 film, "
                  "20:50 workshop, 21:02 race",
    # Fri 18 (the picture lock): a participant's rushes, the FAQ, locked, the SRT, DHL, Timur's bibs
    "2033-03-18": "11:38 workshop, 11:50 school, 12:04 film, 17:40 film, 18:00 residence, 19:15 race",
    # Sat 19 (the open day): the volunteers' briefing, Ilim, the exports, Timur on the 29th, the receipts, Timur on 61
    "2033-03-19": "09:00 race, 12:40 school, 13:05 film, 13:15 residence, 16:00 workshop, 19:40 school",
    # Sun 20: the folder for the 29th, the route, the sign-up form, the exercise, the report sent
    "2033-03-20": "11:00 residence, 13:00 race, 19:30 school, 20:15 workshop, 21:28 workshop",
    # Mon 21 (Nooruz, a public holiday): the timing confirmed, the dates, Apa's sümölök, CP2's food, the decision,
    # the house book, 430 entries
    "2033-03-21": "10:00 race, 11:50 residence, 12:00 school, 15:00 race, 17:30 school, 20:20 residence, 21:00 race",
}
TIMELINE = day_timeline(DAYS, TZ)
