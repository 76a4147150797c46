"""Hana Sato, a freelance cellist in Vienna: an orchestra audition in Linz, her piano trio's concert, her cello and a
new bow, the allotment garden she and Florian are taking over, and her right shoulder.

Written by hand in session 5 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming or tag code and no run of the placement bench or the app on it, no look at how
anything scores it, and reported once at the end of that session. Its misses have been read since, so from session 6
it is a development corpus (bench/data/corpora/, part of the leave-one-out) and a new test corpus took its place.

Hana grew up in Sapporo, studied in Vienna and has lived there for twelve years with Florian (Austrian). She
plays as a substitute in two orchestras, teaches a little, and plays in Trio Amsel with Lena (violin) and Matthias
(piano); in spring 2027 she applies for a tutti cello position in the Bruckner Orchester Linz while the trio
prepares a concert for 11 April, her cello opens a seam in the dry heated air, she tries three bows on approval,
the couple take over plot 47 in a Viennese allotment association (Kleingartenverein), and her bow arm's shoulder
finally sends her to the doctor. Florian installed Linux on her laptop: Firefox for the web (a private window for
the health searches; Firefox's window titles end in " — Mozilla Firefox", or " — Mozilla Firefox Private
Browsing"), Thunderbird for mail, Telegram Desktop for the trio, Florian, his brother, the physio and the garden
neighbours (its window says only "Telegram"), Xournal++ for every PDF she marks up (scores, forms, a medical
report), Joplin for her practice log and other notes (its window says only "Joplin"), LibreOffice for sheets and
the programme notes. Austrian sites, forms and mail are in German; memos are English shorthand with German words
("Probe" rehearsal, "GP" dress rehearsal, "Stellen" excerpts, "Termin", "Kaution", "Hütte"), music shorthand
("♩=80", "T.11" bar 11, "M." Matthias, "F." Florian, "GB" the luthier) and a little Japanese ("okaasan", "yosh",
"mendokusai"). Many captures never name their task (a Telegram message, a practice-log entry, a bank transfer, a
scan of a form).
"""

from datetime import datetime
from zoneinfo import ZoneInfo

from bench.corpora import c

PERSONA = ("freelance cellist in Vienna: an orchestra audition in Linz, her piano trio's concert, her cello's repair "
           "and a new bow, taking over an allotment garden, physio for her bow-arm shoulder")
# Vienna time; summer time starts on Sunday 28 March 2027 (+01:00 -> +02:00) inside the five days
START = datetime(2027, 3, 25, 8, 40, tzinfo=ZoneInfo("Europe/Vienna"))
SEED = 12_006
APP_WORDS = {"mozilla", "firefox", "private", "browsing", "thunderbird", "telegram", "xournal", "xournalpp",
             "libreoffice", "calc", "writer", "joplin", "muvac", "youtube", "imslp", "oebb", "öbb", "google",
             "books", "wikipedia", "instagram", "canva", "doodle", "hornbach", "thomann", "willhaben", "george",
             "sparkasse", "gesundheitskasse", "meinesv", "reddit", "amazon", "pdf", "ods", "odt", "posteo",
             "orchestraexcerpts", "printpoint", "arche", "noah", "kleingaertner", "gartenwelt", "sowingcalendar",
             "resonanz"}

TASK_NAMES = {
    "audition": ("Linz audition", "Probespiel", "audition", "orchestra job"),
    "trio": ("Trio Amsel concert", "trio concert", "concert", "Konzert"),
    "cello": ("Cello and bow", "instrument", "cello repair", "new bow"),
    "garden": ("Kleingarten", "allotment", "garden", "Schrebergarten"),
    "shoulder": ("Shoulder", "physio", "shoulder pain", "Schulter"),
}
SUB_NAMES = {
    "audition/excerpts": ("Orchestral excerpts", "excerpts", "Orchesterstellen", "Stellen"),
    "audition/concertos": ("Haydn and Dvořák", "concertos", "solo round", "Haydn D"),
    "audition/application": ("Application and audition day", "application", "invitation", "train to Linz"),
    "trio/programme": ("Programme and notes", "programme", "Programmheft", "programme notes"),
    "trio/rehearsals": ("Rehearsals", "Proben", "rehearsal plan", "run-through"),
    "trio/publicity": ("Posters and reservations", "publicity", "Plakat", "reservations"),
    "cello/seam": ("Open seam", "repair", "luthier", "humidity"),
    "cello/bow": ("New bow", "bows", "Bogen", "bow trial"),
    "garden/lease": ("Taking over the plot", "lease", "Pachtvertrag", "Ablöse"),
    "garden/hut": ("The hut roof", "Hütte", "roof", "shed"),
    "garden/beds": ("Raised beds and sowing", "Hochbeet", "seeds", "planting"),
    "shoulder/doctors": ("Doctors and diagnosis", "appointments", "Orthopäde", "ultrasound"),
    "shoulder/exercises": ("Physio exercises", "exercises", "Theraband", "rehab"),
    "shoulder/refund": ("ÖGK refund", "reimbursement", "Wahlarzt", "Kostenerstattung"),
}

FF = "firefox"
TB = "thunderbird"
TG = "telegram-desktop"
XO = "xournalpp"
LC = "libreoffice-calc"
LW = "libreoffice-writer"
JO = "joplin"


def _f(title: str) -> str:
    return f"{title} — Mozilla Firefox"


def _p(title: str) -> str:  # a private window
    return f"{title} — Mozilla Firefox Private Browsing"


def _t(subject: str) -> str:
    return f"{subject} - Mozilla Thunderbird"


INBOX = "Inbox - hana.sato@posteo.at - Mozilla Thunderbird"  # a message read in the folder view


def _x(file: str) -> str:  # "*" when she has marked the file and not saved yet
    return f"{file} - Xournal++"


TASKS = {
    "audition": [
        c("application", FF, _f("Tutti Violoncello (m/w/d) – Bruckner Orchester Linz | muvac"),
          "https://www.muvac.com/en/vac/bruckner-orchester-linz-tutti-violoncello-2027",
          "The Bruckner Orchester Linz announces an audition for Tutti Violoncello, full-time, from 1 September "
          "2027. Audition: 19 April 2027, Musiktheater Linz. Application deadline: 28 March 2027. Salary according "
          "to the collective agreement for theatre employees.",
          "deadline sunday!! cv update tonight", "career, jobsearch, deadline"),
        c("excerpts", XO, _x("*Probespiel_Stellenliste_Vc.pdf"), "", "",
          "6 Stellen. Don Juan first, it's the worst", "career, exercise",
          ocr="ORCHESTERSTELLEN VIOLONCELLO\n1. Beethoven Symphonie Nr. 5, 2. Satz T. 1-10, 49-59\n"
              "2. Brahms Symphonie Nr. 2, 2. Satz T. 1-12\n3. Bruckner Symphonie Nr. 7, 1. Satz T. 1-24\n"
              "4. R. Strauss Don Juan, Anfang bis B\n5. Verdi Requiem, Offertorio T. 1-20\n"
              "6. Schubert Symphonie Nr. 8 h-Moll, 1. Satz T. 44-62\nSeite 1 / 1   100%"),
        c("application", LW, "CV_Hana_Sato_2027.odt - LibreOffice Writer", "",
          "Hana Sato, violoncello. Born 1992 in Sapporo. Master's degree, University of Music and Performing Arts "
          "Vienna, 2018. Substitute cellist, Volksoper Wien, since 2019; Tonkünstler-Orchester, since 2021. "
          "Founding member of Trio Amsel (2020). Cello teacher at a Viennese music school.",
          "add the Volksoper dates, drop the 2014 competition", "career, resume"),
        c("concertos", XO, _x("Haydn_Concerto_D_Hob_VIIb2_solo.pdf"), "", "",
          "fingering T.58 — stay in thumb, no shift back", "exercise",
          ocr="Violoncello Solo\nConcerto in D major  Hob. VIIb:2\nI. Allegro moderato\n[T. 1-41 Tutti]\n"
              "Solo  T. 42   dolce\nT. 58-64   ⌐ 0  1  2   (thumb)\nIMSLP  ·  Public domain   ◀  3 / 14  ▶"),
        c("excerpts", JO, "Joplin", "",
          "Practice log, Thu: Don Juan opening ♩=72 → 80, the last four bars clean only at 76. Beethoven 5 bar 49, "
          "dotted rhythm too heavy. Record everything tomorrow, same mic distance.",
          "metronome +4 a day, 84 by the 12th", "exercise"),
        c("application", FF, _f("Apply – Tutti Violoncello – Bruckner Orchester Linz | muvac"),
          "https://www.muvac.com/en/apply/bruckner-orchester-linz-tutti-violoncello-2027", "",
          "submitted!! no video needed, yosh", "career, application",
          ocr="APPLICATION  ·  Tutti Violoncello  ·  Bruckner Orchester Linz\nPersonal data   ✓\n"
              "CV (PDF)   ✓  CV_Hana_Sato_2027.pdf\nVideo (optional)   —\n"
              "☑ I will prepare the required repertoire\n[ Submit application ]"),
        c("concertos", FF, _f("Haydn D major concerto, 1st movement – masterclass - YouTube"),
          "https://www.youtube.com/watch?v=hY7dMajr1st",
          "Don't rush the first solo entry: it is a singing line, the tempo is moderato, and the semiquavers should "
          "sound easy. In the high register keep the bow speed slow and light, and let the trills finish on the "
          "beat.",
          "slow bow speed up high. trills ON the beat", "learning, exercise"),
        c("excerpts", FF, _f("Strauss Don Juan – cello excerpt, how to practise the opening - YouTube"),
          "https://www.youtube.com/watch?v=dJuan0pen1ng",
          "Start the opening run in the upper half of the bow and keep it on the string. Practise it in dotted "
          "rhythms and slurred in groups of four, then add the accents back, and aim for the top note exactly on "
          "the beat.",
          "rhythms!! dotted + reverse dotted", "learning, exercise"),
        c("application", TB, _t("Einladung zum Probespiel Tutti-Violoncello"), "",
          "Sehr geehrte Frau Sato, wir freuen uns, Sie zum Probespiel am Montag, 19. April 2027, einzuladen. Bitte "
          "bestätigen Sie Ihre Teilnahme bis 2. April. Ein Korrepetitor steht zur Verfügung; vor der ersten Runde "
          "ist eine kurze Anspielprobe möglich.",
          "INVITED!!! bestätigen by 2.4.", "career, application, email"),
        c("concertos", JO, "Joplin", "",
          "Practice log, Tue: Haydn exposition 3x with drone, ♩=96 → 104. Intonation T.58-64 better. Dvořák opening "
          "octaves still scratchy at the frog.",
          "2h today, shoulder ok till 1h40", "exercise"),
        c("excerpts", XO, _x("Bruckner7_Vc_Stelle.pdf"), "", "",
          "long bows, don't run out at T.11. warmer vibrato", "exercise",
          ocr="Symphonie Nr. 7 E-Dur\nI. Allegro moderato\nVioloncelli  (mit Horn)\npp  dolce   T. 3   breit\n"
              "T. 11  cresc. ————\nT. 21  ff\nPencil  ·  Eraser  ·  Highlighter"),
        c("concertos", TG, "Telegram", "",
          "Matthias: I can play the Haydn and the Dvořák with you on the 6th after our rehearsal, half an hour? "
          "Then once more on the 15th at mine if you want.",
          "yes!! after the trio Probe, 6.4.", "communication, planning"),
        c("excerpts", TG, "Telegram", "",
          "Lena: Come 30 min early on Thursday and play me your excerpts before we start? I'll be honest 😄",
          "yes 18:30. Verdi + Schubert", "communication, exercise"),
        c("application", XO, _x("Probespiel_Zeitplan_19April.pdf"), "", "",
          "Auslosung 9.30 → the 7:10 train at the latest", "career, interview, planning",
          ocr="PROBESPIEL TUTTI-VIOLONCELLO\nMontag, 19.04.2027  ·  Musiktheater Linz, Probebühne 2\n"
              "09:30  Einspielen / Auslosung der Reihenfolge\n10:00  1. Runde: Haydn D-Dur, 1. Satz (Exposition)\n"
              "2. Runde: Dvořák h-Moll, 1. Satz bis T. 140, Orchesterstellen\n3. Runde: Orchesterstellen\n"
              "Hinter dem Vorhang: 1. und 2. Runde"),
        c("concertos", FF, _f("Cello Concerto in B minor, Op.104 (Dvořák, Antonín) - IMSLP"),
          "https://imslp.org/wiki/Cello_Concerto,_Op.104_(Dvo%C5%99%C3%A1k,_Anton%C3%ADn)",
          "Cello Concerto in B minor, Op.104 (B.191). Composed 1894-95. First performance 19 March 1896, London. "
          "Arrangement for cello and piano by the composer, Simrock 1896. Public domain.",
          "piano reduction for M., print 2x", "exercise"),
        c("excerpts", FF, _f("Verdi Requiem, Offertorio – cello section | orchestraexcerpts"),
          "https://www.orchestraexcerpts.com/excerpt/verdi-requiem-offertorio/cello",
          "The Offertorio opens with the cellos alone, dolce con espressione. Panels listen for a true pianissimo "
          "and an even sound across the string crossings; keep the hairpins small.",
          "true pp. I'm always too loud there", "learning, exercise"),
        c("application", FF, _f("Tickets kaufen | ÖBB"), "https://tickets.oebb.at/de/ticket/travel-details", "",
          "cello has its own seat again, 2 tickets", "travel, reservation, price",
          ocr="Wien Hbf → Linz/Donau Hbf\nMo, 19.04.2027   06:55 → 08:11   RJX 540\n"
              "1 Erwachsene/r  ·  Vorteilscard Classic\n+ 1 Sitzplatz für Musikinstrument (Fahrkarte)\n"
              "Rückfahrt: flexibel\nGesamtpreis  € 61,40   [ Zur Kasse ]"),
        c("concertos", XO, _x("Dvorak_Concerto_Vc_solo.pdf"), "", "",
          "stop at 140 they said. octaves: lighter arm", "exercise",
          ocr="Violoncello principale\nI. Allegro\nT. 87   Solo   Quasi improvvisando\nmarcato   ff\n"
              "T. 110   3 — 1 — ext.\nT. 139   poco sostenuto     ⟵ ENDE 2. Runde\n◀  2 / 22  ▶"),
        c("excerpts", LC, "practice_plan_april.ods - LibreOffice Calc", "",
          "Excerpt rotation: Mon Beethoven + Brahms · Tue Bruckner + Schubert · Wed Don Juan + Verdi · Thu all six "
          "as a mock round · Fri record · Sat rest. Blocks of 25 minutes, 5 minutes off.",
          "25 min blocks, physio's rule", "exercise, planning"),
        c("application", TG, "Telegram", "",
          "Bernd: Linz panel is friendly but they stop you quickly in the Dvořák. Screen in rounds 1 and 2, none in "
          "3. The warm-up rooms are freezing, bring a jacket.",
          "screen 1+2 only. jacket for Einspielen", "career, communication"),
        c("excerpts", JO, "Joplin", "",
          "Recording 2.4. listened back: Brahms 2 too slow (♩=46, should be about 52), Schubert 8 the F sharp in "
          "bar 53 flat, Beethoven good, Don Juan at 80 finally clean.",
          "record again sunday, same distance", "exercise"),
        c("concertos", FF, _f("How do you keep your bow from shaking in auditions? : r/Cello - reddit"),
          "https://www.reddit.com/r/Cello/comments/1bq2shk/bow_shaking_auditions/",
          "What worked for me: play the first notes of the concerto in a mock audition every day for two weeks, "
          "put the bow a little closer to the fingerboard, and breathe out before the first note. Some people take "
          "beta blockers, talk to your doctor first.",
          "mock audition w/ Lena + M. wed", "social, exercise"),
        c("excerpts", FF, _f("Schubert: Symphony No. 8 'Unfinished', I. Allegro moderato - YouTube"),
          "https://www.youtube.com/watch?v=sChUb8unfin",
          "Schubert: Symphony No. 8 in B minor, D 759 'Unfinished'. I. Allegro moderato. Live recording, "
          "Musikverein Vienna. The famous cello theme enters at 2:14.",
          "their tempo at T.44 slower than mine. calm down hana", "learning"),
        c("application", JO, "Joplin", "",
          "Linz day: U6 at 6:20 to Hauptbahnhof. Eat at 9 (banana, nuts), no coffee after 8. Cello, spare A string, "
          "rosin, cloth, candidate number, jacket. Return train open, depends on round 3.",
          "packing list for linz → phone", "travel, planning, itinerary"),
    ],
    "trio": [
        c("programme", TG, "Telegram", "",
          "Matthias: So for 11 April: Haydn G major (the Gypsy rondo), Clara Schumann op. 17, and after the break "
          "the Dumky? About 75 minutes with the interval.",
          "yes to Dumky, wanted it for years", "events, planning, communication"),
        c("rehearsals", FF, _f("Trio Amsel – Proben April – Doodle"), "https://doodle.com/meeting/participate/id/e8Kq2a",
          "", "30.3., 6.4., 8.4. + GP sat 10.4.", "planning, meeting",
          ocr="Trio Amsel – Proben April\n            Di 30.3   Do 1.4   Sa 3.4   Di 6.4   Do 8.4   Sa 10.4\n"
              "Lena          ✓          ✓        –         ✓        ✓         ✓\n"
              "Matthias      ✓          –        ✓         ✓        ✓         ✓\n"
              "Hana          ✓          ✓        ✓        (✓)       ✓         ✓\n[ Abstimmen ]"),
        c("programme", FF, _f("Piano Trio in G minor, Op.17 (Schumann, Clara) - IMSLP"),
          "https://imslp.org/wiki/Piano_Trio_in_G_minor,_Op.17_(Schumann,_Clara)",
          "Piano Trio in G minor, Op.17. Composed 1846. First publication 1847, Breitkopf & Härtel, Leipzig. "
          "Movements: Allegro moderato · Scherzo. Tempo di menuetto · Andante · Allegretto.",
          "notes from this + the Reich biography", "learning"),
        c("rehearsals", LC, "Trio_Proben_Plan.ods - LibreOffice Calc", "",
          "30.3. Haydn + Clara I-II · 6.4. Dumky complete · 8.4. run-through with an audience (Florian, Lena's "
          "flatmates) · 10.4. GP, light, no new ideas.",
          "8.4. = dress rehearsal for the nerves", "planning, events"),
        c("publicity", FF, _f("Trio Amsel Plakat A3 – Canva"), "https://www.canva.com/design/DAGc7Qm2Lk/edit", "",
          "Dvořák photo too dark. bigger date", "events",
          ocr="TRIO AMSEL\nHaydn  ·  Clara Schumann  ·  Dvořák „Dumky“\nSonntag, 11. April 2027, 18:00\n"
              "Salon Wolkenstein, Wolkensteingasse 4, 1160 Wien\nEintritt: freie Spende  ·  Reservierung: "
              "trioamsel@posteo.at\nShare   Download   Print   A3"),
        c("programme", TB, _t("Re: Programm für den 11. April"), "",
          "Liebe Hana, bitte schickt mir das Programm mit den Spieldauern bis 1. April, damit wir es auf die Website "
          "und in den Newsletter stellen können. Pause ca. 20 Minuten, die Bar ist offen.",
          "durations: haydn 15, clara 28, dumky 31", "email, events, deadline"),
        c("rehearsals", TG, "Telegram", "",
          "Matthias: The Bösendorfer is back from tuning, so we can rehearse at mine. 19:00 Tuesday, bring the "
          "Dumky parts with my cuts.",
          "19:00 di. cut in dumka 4 too?", "communication, meeting"),
        c("programme", LW, "Programmheft_Trio_Amsel_April.odt - LibreOffice Writer", "",
          "Clara Schumann wrote her only piano trio in Dresden in 1846, between concert tours and a difficult "
          "pregnancy, and Robert admired it enough to answer with his own first trio. The scherzo is a minuet in "
          "disguise; the Andante sings like one of her Lieder.",
          "too long, 180 words max per piece", "events, draft"),
        c("publicity", FF, _f("Plakate A3 drucken – Print Point Wien"), "https://www.printpoint.at/plakate-a3",
          "A3-Plakat, 4-färbig, 170 g matt: 10 Stück € 24,90, 25 Stück € 44,00. Abholung am nächsten Werktag "
          "ab 10 Uhr.",
          "25 Stück. cafés in the 16th + music school board", "shopping, price, events"),
        c("rehearsals", JO, "Joplin", "",
          "Probe 30.3.: Haydn rondo too fast at the end, M.'s tempo ♩=132 max. Clara scherzo, cello and violin "
          "octaves out of tune from bar 20. Dumka 3: who leads the poco adagio? Me.",
          "practise the octaves with Lena alone", "meeting, exercise"),
        c("programme", FF, _f("Piano Trio No. 4 (Dvořák) - Wikipedia"),
          "https://en.wikipedia.org/wiki/Piano_Trio_No._4_(Dvo%C5%99%C3%A1k)",
          "The Piano Trio No. 4 in E minor, Op. 90, B. 166, known as the 'Dumky' trio, was completed in 1891. It "
          "has six movements, each a dumka, a lament that switches between brooding and exuberant sections, and "
          "none of them in sonata form.",
          "6 dumkas, no sonata form — say that in the Heft", "learning"),
        c("publicity", FF, _f("Trio Amsel (@trioamsel) • Instagram photos and videos"),
          "https://www.instagram.com/trioamsel/",
          "trioamsel: Ten days to go! 🐦 Haydn, Clara Schumann and Dvořák's Dumky on 11 April at Salon "
          "Wolkenstein. Free entry, donations welcome. Link in bio to reserve a seat.",
          "post the rehearsal video thursday", "social, events"),
        c("rehearsals", TB, _t("Anspielprobe am 11. April"), "",
          "Liebe Hana, der Saal ist am Konzerttag ab 14:00 für euch frei. Der Flügel (Steinway B) wird am Vormittag "
          "gestimmt. Bitte stellt keine Koffer ins Foyer, die Garderobe hinter der Bühne ist offen.",
          "GP 14-16 in the hall, check the sound with the door open", "email, events, planning"),
        c("rehearsals", XO, _x("*Dumky_Vc_Stimme.pdf"), "", "",
          "M.'s cut in I — don't forget it on the night", "exercise",
          ocr="Dumky  ·  Violoncello\nI. Lento maestoso\nT. 1   f   pesante\nAllegro quasi doppio movimento\n"
              "[ STRICH T. 85–112  — M. ]\nIII. Andante   — Vc. führt —\n◀  1 / 12  ▶"),
        c("publicity", LC, "Reservierungen_11April.ods - LibreOffice Calc", "", "",
          "47 of 70. the newsletter should fill it", "events, reservation",
          ocr="Name                          Plätze   bestätigt\nFam. Hofer                      4        ✓\n"
              "Nakamura                        2        ✓\nMusikschule (Kolleg:innen)      6        –\n"
              "Stefan + Julia                  2        ✓\nSUMME                          47 / 70\nSheet1  ·  Sum=47"),
        c("programme", FF, _f("Clara Schumann: The Artist and the Woman - Google Books"),
          "https://books.google.at/books?id=cLaRaSchUm4nn&pg=PA112",
          "In the summer of 1846, unwell and expecting her fourth child, Clara turned to chamber music; the trio was "
          "played privately that autumn and published a year later.",
          "1846 Dresden, 4th child. enough for 2 lines", "books"),
        c("rehearsals", TG, "Telegram (2)", "",
          "Lena: I'm sick 🤒 can we move Thursday to Saturday morning? I'll be fine by then.",
          "sat 10-13 then. tell M.", "communication, planning"),
        c("publicity", TB, _t("Re: Plakat für unser Schwarzes Brett"), "",
          "Hallo Hana, natürlich hängen wir euer Plakat auf! Kannst du auch ein paar Flyer für die Eltern "
          "mitbringen? Die Schülerinnen und Schüler kommen sicher gern.",
          "50 flyers A6 too then", "email, events"),
        c("programme", JO, "Joplin", "",
          "Order: Haydn (short, bright opener) → Clara → PAUSE → Dumky. Encore: Piazzolla Oblivion, or the Haydn "
          "rondo again if they clap long.",
          "ask L + M about the encore", "events, planning"),
        c("publicity", TG, "Telegram", "",
          "Florian: Shall I ask the Bezirkszeitung to put you in the events tips? My colleague's wife works there, "
          "they need a short text and a photo.",
          "yes pls, text + photo by fri", "communication, events"),
        c("programme", TG, "Telegram", "",
          "Lena: Can we decide the encore today? Oblivion needs a cello part, I only have the violin and piano "
          "version.",
          "I'll arrange it. tenor clef, mendokusai", "communication, events"),
        c("publicity", FF, _f("Newsletter April – Salon Wolkenstein"), "https://www.salon-wolkenstein.at/newsletter",
          "April im Salon: Sonntag, 11.4., 18:00 — Trio Amsel spielt Haydn, Clara Schumann und Dvořák. Freie "
          "Spende, Reservierung empfohlen.",
          "they spelled Dumky right at least", "events"),
    ],
    "cello": [
        c("seam", FF, _f("cello buzzing only on some notes open seam - Google Search"),
          "https://www.google.com/search?q=cello+buzzing+only+some+notes+open+seam",
          "A buzz that appears only on certain notes is often an open seam. Tap gently around the edges with a "
          "knuckle and listen for a rattle. Don't glue it yourself: seams are glued with hide glue on purpose, so "
          "they open under stress instead of the top cracking.",
          "yes. lower bout bass side rattles. heating is killing her", "learning"),
        c("bow", FF, _f("Cellobögen zur Ansicht – Bogenbau Lindner, Wien"),
          "https://www.bogenbau-lindner.at/celloboegen",
          "Bows can be taken on approval for 7 days against a deposit. Cello bows in stock: pernambuco, "
          "contemporary (Lindner, 2024), silver mounted € 4,800; German, around 1920, silver mounted € 3,600; "
          "carbon (Arcus) € 2,100.",
          "try all 3. budget was 3k 😅", "shopping, price, comparison"),
        c("seam", TB, _t("Re: Termin Cello – offene Fuge"), "",
          "Dear Ms Sato, please bring the cello in on Monday at 10. We usually glue an open seam the same day, "
          "but the glue needs 24 hours before we put the strings back on. You can take a loan cello with you.",
          "mon 10. loan cello = I can still do the linz stuff", "email"),
        c("bow", XO, _x("Ansichtsvereinbarung_Lindner.pdf"), "", "",
          "back by sat 3.4. Kaution 500", "finance, deadline",
          ocr="ANSICHTSVEREINBARUNG\n3 Violoncellobögen zur Ansicht (Nr. 218, 131, C-07)\n"
              "Zeitraum: 27.03. – 03.04.2027\nKaution € 500,– (wird bei Rückgabe erstattet)\n"
              "Der Entleiher haftet für Schäden und Verlust\nUnterschrift: ____________"),
        c("seam", XO, _x("Kostenvoranschlag_Kovacs_27-061.pdf"), "", "",
          "160 ok. the Steg too while it's open", "price, invoice",
          ocr="GEIGENBAU KOVÁCS  ·  Neubaugasse 38  ·  1070 Wien\nKostenvoranschlag Nr. 27-061\nVioloncello (Sato)\n"
              "Fuge Unterbug Bassseite leimen      € 85,00\nStimmstock nachstellen              € 35,00\n"
              "Steg abrichten                      € 40,00\nSumme inkl. USt.                   € 160,00"),
        c("bow", LC, "boegen_vergleich.ods - LibreOffice Calc", "",
          "Lindner 81 g, balance a little high, big sound at the back of the hall, spiccato easy · German c.1920 "
          "79 g, warm, stick a bit soft · Arcus 77 g, light and bright, chords great, thin at the tip.",
          "Lindner vs the old German. Arcus too light for Dvořák", "comparison, specs"),
        c("seam", FF, _f("Dampit Cello Humidifier – Thomann Österreich"),
          "https://www.thomann.de/at/dampit_cello_humidifier.htm",
          "Dampit cello humidifier: hangs inside the f-hole and keeps the instrument from drying out in heated "
          "rooms. Soak, squeeze out, wipe dry, insert. € 22,90. In stock, delivery in 2-3 days.",
          "2 of them + a hygrometer for the case", "shopping, price, specs"),
        c("bow", TG, "Telegram", "",
          "Lena: Play me the three bows on Tuesday before we start, blind, and I'll tell you which one I hear from "
          "the back 🙈",
          "blind test at the Probe", "communication, comparison"),
        c("seam", TG, "Telegram", "",
          "Florian: The hygrometer in the music room says 31% 😬 I ordered a second humidifier for the bedroom too.",
          "31%!! no wonder. keep the door shut", "communication, household"),
        c("seam", FF, _f("Musical instrument insurance – What is not covered? | Resonanz Versicherung"),
          "https://www.resonanz-versicherung.at/en/faq/exclusions",
          "Not covered: wear and tear, damage caused by climate such as temperature and humidity, and woodworm. "
          "Theft from an unattended vehicle is only covered until 10 pm.",
          "climate = not covered. so the 160 is mine", "finance"),
        c("bow", JO, "Joplin", "",
          "Bows, Haydn test: Lindner — opening clean, carries, no bounce trouble in the fast notes. German — "
          "prettier in the long Bruckner notes but slow to react. Lena heard the Lindner best from the back.",
          "Lindner. I think. sleep on it", "comparison"),
        c("seam", TB, INBOX, "",
          "Dear Ms Sato, your cello is ready and can be collected from Tuesday 2 pm. The invoice for € 160.00 is "
          "attached, payable on collection in cash or by card. Best regards, Gábor Kovács",
          "pick up tue before the trio Probe", "email, invoice"),
        c("bow", FF, _f("George – Überweisung"), "https://george.sparkasse.at/index.html#/transfers/new", "",
          "done. no going back 🙏 the old one has to sell", "finance, invoice",
          ocr="George  ·  Überweisung\nEmpfänger: Bogenbau Lindner e.U.\nIBAN AT47 2011 1822 •••• 4403\n"
              "Betrag   € 4.300,00\nVerwendungszweck: Cellobogen Nr. 218 abzgl. Kaution\n"
              "Durchgeführt am 02.04.2027   ✓"),
        c("seam", JO, "Joplin", "",
          "After the repair: buzz gone. C string more open? Or imagination. A string bright and old, new set after "
          "Linz: Larsen A and D, Spirocore G and C, about € 230.",
          "don't change anything before 19.4.", "shopping, price"),
        c("bow", FF, _f("Cellobogen Pernambuco, deutsch, 80 g | willhaben"),
          "https://www.willhaben.at/iad/kaufen-und-verkaufen/d/cellobogen-pernambuco-80g-718204311/",
          "Cellobogen, Pernambuco, Neusilber montiert, 80 g, frisch behaart, in der Werkstatt gepflegt. VB € 900. "
          "Abholung in 1160 Wien oder Versand versichert.",
          "my old one. 850 if nobody by easter", "shopping, price"),
        c("bow", TB, _t("Invoice and certificate – cello bow no. 218"), "",
          "Dear Hana, thank you for your trust! Attached are the invoice and the certificate for bow no. 218 (2024, "
          "pernambuco from old stock). I recommend a first check and a rehair in about six months.",
          "Zertifikat → instrument insurance, add the bow!", "email, invoice"),
    ],
    "garden": [
        c("lease", TB, _t("Parzelle 47 – Übernahme"), "",
          "Sehr geehrte Frau Sato, der Vorstand hat Ihrer Übernahme der Parzelle 47 zugestimmt. Bitte kommen Sie am "
          "Samstag, 3. April, um 10 Uhr ins Vereinshaus, um den Unterpachtvertrag zu unterschreiben. Mitbringen: "
          "Meldezettel und Lichtbildausweis.",
          "!!! we got it. where is the Meldezettel", "email, rent"),
        c("hut", JO, "Joplin", "",
          "Hütte: roof felt cracked along the ridge, water stain in the corner above the shelf. Fascia board at the "
          "back rotten. Window ok. Door sticks.",
          "Stefan says one saturday. we'll see", "household, planning"),
        c("lease", FF, _f("Kleingarten übernehmen – Ablöse und Schätzung | kleingaertner.at"),
          "https://www.kleingaertner.at/service/uebernahme",
          "Bei der Übernahme eines Kleingartens wird die Ablöse für Gebäude und Bepflanzung von einem beeideten "
          "Schätzmeister festgelegt. Die neue Pächterin zahlt die geschätzte Ablöse an den Vorpächter.",
          "so no haggling with Frau Novak, the Schätzung decides", "household, rent, price"),
        c("beds", FF, _f("Hochbeet Lärche 200 x 80 cm Bausatz – Gartenwelt"),
          "https://www.gartenwelt-shop.at/hochbeet-laerche-200x80",
          "Hochbeet aus Lärche, 200 x 80 x 80 cm, unbehandelt, mit Wühlmausgitter und Noppenfolie. € 189,00. "
          "Lieferung in 5-7 Werktagen.",
          "3 along the south fence?", "shopping, price, specs"),
        c("lease", XO, _x("Schaetzgutachten_Parzelle47.pdf"), "", "",
          "8.4k. hut valued at 5.2 and the roof leaks lol", "household, price",
          ocr="SCHÄTZGUTACHTEN  Parzelle 47, KGV Schafberg\nGartenhütte Holz 3,2 x 3,8 m (Bj. 1986)   € 5.200\n"
              "Gerätekammer                                € 600\nObstbäume (2 Apfel, 1 Zwetschke)            € 900\n"
              "Einfriedung, Wasseranschluss               € 1.700\nGesamtablöse                               € 8.400"),
        c("hut", FF, _f("Bitumen-Dachbahn V13 besandet 10 m² | HORNBACH"),
          "https://www.hornbach.at/p/bitumen-dachbahn-v13-besandet-10-m2/5412879/",
          "Bitumen-Dachbahn V13, besandet, 10 x 1 m, für Gartenhäuser, Carports und Schuppen. Verlegung genagelt "
          "oder geklebt. € 39,95 pro Rolle.",
          "2 rolls + nails + glue. F. measures first", "shopping, price"),
        c("beds", FF, _f("Saatgut – Erbsen, Radieschen, Tomaten | Arche Noah Shop"),
          "https://shop.arche-noah.at/saatgut/gemuese",
          "Erbse 'Kleine Rheinländerin' € 3,90 · Radieschen 'Eiszapfen' € 3,20 · Tomate 'Ochsenherz' € 3,90 · "
          "Mangold 'Bright Lights' € 3,50. Versand innerhalb Österreichs € 4,90.",
          "peas + radish now, tomatoes on the windowsill first", "shopping, price"),
        c("lease", LC, "garten_kosten.ods - LibreOffice Calc", "",
          "Ablöse 8,400 · Pacht 2027 (pro rata) 240 · Vereinsbeitrag 60 · Wasser Akonto 45 · Aufnahmegebühr 150 · "
          "total first year about 8,900.",
          "from the savings, not the cello fund", "finance, spending"),
        c("hut", FF, _f("How to re-felt a shed roof, step by step - YouTube"),
          "https://www.youtube.com/watch?v=sh3dR00fFelt",
          "Strip the old felt and check the boards for rot. Lay the first sheet along the eaves with a 50 mm "
          "overhang, overlap each sheet by 75 mm, nail every 50 mm, and do the ridge last.",
          "ridge last. back boards are soft → replace", "learning, household"),
        c("beds", FF, _f("What to sow in April – sowing calendar for central Europe"),
          "https://www.sowingcalendar.eu/april", "",
          "beans + zucchini after the Eisheiligen, mid may", "household, planning",
          ocr="WHAT TO SOW IN APRIL\nDirect outdoors: radish, spinach, peas, carrots, lettuce\n"
              "Start indoors (windowsill): tomatoes, peppers, courgettes\nAfter the last frost (mid-May): beans, "
              "cucumbers, squash\n⚠ Late frosts are common\nShare  ·  Print"),
        c("lease", TG, "Telegram", "",
          "Gerda Novak: Guten Tag Frau Sato, meine Mutter fragt, ob Sie die Rose beim Tor behalten möchten, sie ist "
          "40 Jahre alt. Die Gartenzwerge nimmt sie mit 😊",
          "keep the rose obviously", "communication"),
        c("hut", TG, "Telegram", "",
          "Stefan: Saturday works. I bring the ladder and the circular saw, you buy the boards, 18 mm. Start at 8 "
          "before it gets hot?",
          "8 is early. 9. buy boards fri", "communication, planning"),
        c("beds", TG, "Telegram", "",
          "Herr Wolf (Parzelle 46): Die Schnecken sind heuer schlimm. Schneckenzaun oder Bierfallen, sonst fressen "
          "sie Ihnen alles weg.",
          "snail fence for the Hochbeete. ask F.", "communication"),
        c("lease", FF, _f("Gartenordnung – KGV Schafberg"), "https://www.kgv-schafberg.at/gartenordnung",
          "Hecken dürfen eine Höhe von 1,80 m nicht überschreiten. Rasenmähen ist an Sonn- und Feiertagen sowie "
          "werktags von 12 bis 15 Uhr untersagt. Jedes Mitglied leistet 6 Stunden Gemeinschaftsarbeit pro Jahr.",
          "6h Gemeinschaftsarbeit. the first one is 11.4. — concert day!!", "household"),
        c("hut", XO, _x("Hornbach_Warenkorb.pdf"), "", "",
          "click & collect Stadlau fri after physio", "shopping, price",
          ocr="HORNBACH  Warenkorb\nDachbahn V13 besandet 10 m²       2 x  39,95\nDachpappstifte verzinkt 2,5 kg    "
              "1 x  12,49\nRauspund Fichte 18 mm, 4 m        6 x  14,90\nDachrinne Set PVC 4 m             1 x  54,90\n"
              "Summe  € 236,69\n[ Click & Collect ]"),
        c("beds", JO, "Joplin", "",
          "Bed 1 (by the hut): peas on the fence, radish, spinach. Bed 2: tomatoes (Ochsenherz x3), basil, shiso from "
          "okaasan's seeds. Bed 3: Mangold, carrots, lettuce. Herbs by the door.",
          "shiso next to the tomatoes, okaasan will be happy", "planning, household"),
        c("lease", XO, _x("Unterpachtvertrag_P47.pdf"), "", "",
          "signed. both names, like F. wanted", "rent, household",
          ocr="UNTERPACHTVERTRAG\nzwischen dem Zentralverband der Kleingärtner und Siedler Österreichs\n"
              "und Hana Sato und Florian Berger\nParzelle Nr. 47, Fläche 312 m²\n"
              "Pachtzins jährlich € 312,00, fällig am 1. Mai\n§ 7 Kündigung ..."),
        c("hut", TB, _t("Re: Reparatur Gartenhütte – Bewilligung?"), "",
          "Liebe Frau Sato, Reparaturen an bestehenden Hütten (Dach, Fenster, Rinne) sind meldefrei. Vergrößerungen "
          "oder ein Zubau brauchen die Zustimmung des Vorstands und eventuell eine Bauanzeige.",
          "roof = no permission needed 👍 no extension dreams", "email, household"),
        c("beds", TG, "Telegram", "",
          "Florian: The soil people say the lorry can't get down our path, they'd leave the big bag (1 m³, €149) at "
          "the Verein gate, 200 m from us 🙃",
          "sacks + Schubkarre then. or 2 trips with Stefan's trailer", "communication, price"),
        c("hut", TG, "Telegram (3)", "",
          "Florian: Roof is on!! Stefan went through one of the old boards, he's fine 😂 gutter tomorrow.",
          "dry inside at last. buy him a beer", "communication, household"),
        c("beds", TG, "Telegram", "",
          "Florian: I dug bed 1 by the hut, the soil is all clay 😩 and you are NOT digging, the physio said so.",
          "ok ok. I sow, he digs", "communication, household"),
        c("beds", FF, _f("Raised bed on heavy clay, what goes in the bottom? : r/gardening - reddit"),
          "https://www.reddit.com/r/gardening/comments/1bx8rk2/raised_bed_on_clay/",
          "Put branches and logs at the bottom, then leaves and grass clippings, then compost and good soil for the "
          "top 30 cm. It settles a lot in the first year, so top it up in autumn.",
          "branches from the apple tree pruning", "social, household"),
    ],
    "shoulder": [
        c("doctors", FF, _p("right shoulder pain lifting arm bow arm cellist - Google Search"),
          "https://www.google.com/search?q=right+shoulder+pain+lifting+arm+cellist",
          "Pain at the front and side of the shoulder when lifting the arm above shoulder height, worse at night, is "
          "typical of a rotator cuff tendinopathy or impingement. See a doctor if it lasts more than a few weeks.",
          "6 weeks now. ok, Hausärztin", "health, care"),
        c("doctors", FF, _f("Termin buchen – Ordination Dr. Eva Leitner"),
          "https://www.ordination-leitner.at/termine", "",
          "8:20 thu. ask her how many hours I can practise", "health, care, reservation",
          ocr="Ordination Dr. Eva Leitner\nAllgemeinmedizin  ·  Alle Kassen\nTermin buchen\n"
              "Do 01.04.2027   08:20   ✓ ausgewählt\nGrund: Schulterschmerzen rechts\n[ Termin bestätigen ]"),
        c("doctors", JO, "Joplin", "",
          "Dr L.: Überweisung Orthopädie + Verordnung Physiotherapie 10x. Ibuprofen 400 max 3 days. No ultrasound "
          "at the GP.",
          "Wahlarzt Moser has a slot next week, Kasse = 7 weeks", "health, care"),
        c("refund", FF, _f("Kostenerstattung Wahlarzt | ÖGK"),
          "https://www.gesundheitskasse.at/cdscontent/?contentid=10007.867311",
          "Wenn Sie eine Wahlärztin oder einen Wahlarzt aufsuchen, erhalten Sie 80 Prozent jenes Betrages zurück, "
          "den die ÖGK einer Vertragspartnerin für dieselbe Leistung bezahlt hätte. Reichen Sie die bezahlte "
          "Honorarnote online ein.",
          "80% of the Kassentarif, not of the 160 😑", "health, finance"),
        c("doctors", TB, _t("Terminbestätigung – Orthopädie Dr. Moser"), "",
          "Ihr Termin: Dienstag, 6. April 2027, 16:40 Uhr. Bitte bringen Sie Ihre e-card, die Überweisung und "
          "vorhandene Befunde mit. Wahlarztordination: Honorar nach Aufwand, Kostenrückerstattung über Ihre "
          "Krankenkasse.",
          "16:40 tue, Probe at 19:00, fine", "health, care, email"),
        c("doctors", XO, _x("Befund_Sono_Schulter_re.pdf"), "", "",
          "no tear!! tendinopathy. physio, not surgery", "health, care",
          ocr="BEFUND   Sonographie Schulter rechts\nSupraspinatussehne: verdickt, echoarm, keine Ruptur\n"
              "Bursa subacromialis: geringe Flüssigkeit\nBeurteilung: Tendinopathie der Supraspinatussehne, "
              "Impingement\nEmpfehlung: Physiotherapie 10x, Belastung anpassen"),
        c("refund", XO, _x("Honorarnote_Moser_06042027.pdf"), "", "",
          "submit with the physio ones together?", "health, invoice",
          ocr="Dr. Andreas Moser  ·  FA für Orthopädie\nHONORARNOTE\nPatientin: Hana Sato, SVNR 4821 ••••\n"
              "06.04.2027   Erstordination            € 110,00\n             Sonographie Schulter      €  50,00\n"
              "Gesamt  € 160,00   bezahlt (Bankomat)"),
        c("doctors", FF, _f("Physiotherapie für Musikerinnen und Musiker – Praxis Petra Aigner"),
          "https://www.physio-aigner.at/musikerphysio",
          "We treat overuse injuries of instrumentalists, and you bring your instrument to the session. Private "
          "physiotherapy: € 75 per 45-minute session; a partial refund from the ÖGK is possible with an approved "
          "prescription.",
          "bring the cello to session 1. starts 8.4.", "health, care, price"),
        c("refund", TB, INBOX, "",
          "Sehr geehrte Frau Sato, Ihre Verordnung über 10 Einheiten Physiotherapie wurde bewilligt. Bei einer "
          "Wahlphysiotherapeutin erstatten wir pro Einheit den Kassentarif von € 23,80.",
          "23.80 back of 75. 10x = 512 out of pocket. ouch", "health, finance, email"),
        c("exercises", XO, _x("Home_exercises_right_shoulder.pdf"), "", "",
          "yellow band too easy? no, stay yellow 2 weeks", "health, fitness",
          ocr="HOME EXERCISES  ·  right shoulder\n1. Pendulum, 2 x 1 min\n2. External rotation, Theraband (yellow), "
              "3 x 15\n3. Shoulder blade back and down, hold 10 x 10 s\n4. Chest stretch in the doorway, 3 x 30 s\n"
              "Daily  ·  pain-free!   Petra Aigner, Physiotherapy"),
        c("exercises", FF, _f("Theraband external rotation – correct technique - YouTube"),
          "https://www.youtube.com/watch?v=tB3xtR0tat1",
          "Keep the elbow tucked to your side with a small rolled towel, rotate outwards slowly and take three "
          "seconds to come back. Don't let the shoulder hike up towards the ear.",
          "towel under the elbow!", "fitness, learning"),
        c("exercises", JO, "Joplin", "",
          "Shoulder diary, day 4: pain 3/10 in the morning, 5/10 after 90 minutes of playing. External rotation ok. "
          "Night ok.",
          "play in 25 min blocks like Petra said", "health, fitness"),
        c("exercises", TG, "Telegram", "",
          "Petra (Physio): For the bow arm: put the music stand a bit lower, your elbow should not be above the "
          "bow. And warm up with 5 minutes of open strings, never straight into the fast passages.",
          "stand lower. open strings before Don Juan", "communication, health"),
        c("refund", FF, _f("meineSV – Kostenerstattung einreichen"), "https://www.meinesv.at/kostenerstattung", "",
          "submitted. 4-6 weeks lol", "health, finance",
          ocr="meineSV  ·  Kostenerstattung einreichen\nBeleg: Honorarnote_Moser_06042027.pdf   ✓ hochgeladen\n"
              "Bankverbindung: AT61 1200 •••• 7781\nStatus: eingereicht am 12.04.2027\n"
              "Voraussichtliche Bearbeitungsdauer: 4–6 Wochen"),
        c("exercises", FF, _f("TheraBand Widerstandsband Set gelb/rot/grün – Amazon.de"),
          "https://www.amazon.de/dp/B00TB3SET0",
          "TheraBand resistance band set of 3 (yellow, red, green), 2 m each, latex. € 18,99, delivery Thursday.",
          "red one for after easter", "shopping, fitness, price"),
        c("refund", LC, "Gesundheit_2027.ods - LibreOffice Calc", "",
          "Moser 160 → refund pending · Physio 8.4. 75 · 13.4. 75 · 15.4. 75 · total so far 385 · expected back "
          "about 110 · the rest into the tax return (außergewöhnliche Belastung?)",
          "ask F. if the tax thing works for this", "finance, spending, tax"),
        c("exercises", JO, "Joplin", "",
          "Shoulder diary, day 11: pain 2/10 after two hours of playing in four blocks. Slept on the right side! "
          "External rotation with the red band, 3x12.",
          "it's working. tell Petra thu", "health, fitness"),
        c("refund", TG, "Telegram", "",
          "Florian: What about your Zusatzversicherung? I think your plan pays private doctors up to 100% minus what "
          "the ÖGK gives back. The policy is in the blue folder.",
          "blue folder!! might get the rest back", "communication, finance"),
    ],
}
