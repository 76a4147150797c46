"""Fiona Baird, a Scottish wildlife veterinarian in Tromsø, Norway: the annual report of the chronic wasting disease
(skrantesjuke) surveillance, an immobilisation course she teaches in Alta, her own dog's torn cruciate ligament, her
application for Norwegian citizenship, and her sister's wedding in Edinburgh.

Written by hand in session 9 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming or tag code and no run of the placement bench or the app on it, no look at how
anything scores it; the integrator ran it once, at the end of that session. Its misses have been read since, so from
session 10 it is a development corpus (bench/data/corpora/, part of the leave-one-out) and a new test corpus took its
place.

Fiona (39) grew up in Perth, qualified at the Royal (Dick) in Edinburgh and has lived in Tromsø for nine years, in
a house in Kroken with Jonas Eriksen (41), a secondary-school maths teacher, and Skye, their six-year-old Border
collie. She works in the wildlife health section of the veterinary institute's Tromsø office. In January 2028:
- the CWD (skrantesjuke) surveillance of the 2027 hunting season: heads and lymph nodes from moose, red deer and
  wild reindeer shot in Nordland, Troms and Finnmark are still arriving, 214 are untested, two ELISA results are
  inconclusive and go to IHC; the annual report to Mattilsynet (tables by county, a map, an English summary) is due
  Monday 31 January, the draft to the co-authors by Friday 21;
- she and Håkon Strand (a colleague vet) teach the three-day wildlife immobilisation course for rangers (SNO),
  municipal wildlife officers and herders in Alta, 1-3 February: etorphine is not marketed in Norway, so the
  controlled drugs need an exemption from DMP (the medicines agency) and an order through the wholesaler; 16
  sign-ups for 14 places, the hotel's group booking; a practical day darting reindeer in a herding district's
  corral, with a risk assessment for etorphine exposure;
- Skye went lame on a ski tour on Sunday 9 January: a torn cranial cruciate ligament, TPLO surgery at the animal
  hospital in Tromsø on Monday 17, the claim to her pet insurer (Agria), and eight weeks of rehab (crate rest,
  lead walks, hydrotherapy, a neighbour minding her while they are away);
- after nine years in Norway she applies for citizenship: the citizenship test (statsborgerprøven) on Thursday 20
  January, her old B1 oral Norwegian result, the UDI application portal, her employer's confirmation, and the
  police appointment on Tuesday 25 January;
- her sister Kirsty marries Callum in Edinburgh on Saturday 29 January: flights via Oslo on Thursday 27, the
  hotel, her bridesmaid's dress and Jonas's kilt hire, and the bridesmaid's speech.

Everything runs on the institute's Windows 11 laptop: Microsoft Edge with two profiles, "Work" and "Personal"
(titles end " - Work - Microsoft\u200b Edge" or " - Personal - Microsoft\u200b Edge", as Edge writes them, with "and 3
more pages" when other tabs are open), her personal Gmail in the Personal profile; classic Outlook for the
institute's mail (a message opened in its own window is titled "Subject - Message (HTML)"); Microsoft Teams for
colleagues ("Chat | Name | Microsoft Teams"); WhatsApp Desktop (window title only "WhatsApp") for Jonas, Kirsty,
her mother, a herder, a physiotherapist, a wildlife officer and the neighbour; Word, Excel, Adobe Acrobat Reader,
QGIS for the map; and Obsidian for her running notes (one note, "Inbox", so the window title never changes).
Memos are English shorthand with vet shorthand ("CCL", "TPLO", "LN", "RPLN", "IHC", "ELISA", "mg/ml", "im", "ddx",
"pre-op", "NSAID") and the Norwegian words she really uses ("skrantesjuke", "elg", "villrein", "rein", "frist",
"søknad", "prøve", "ferdig", "takk", "hytta", "fylke", "kommune"); Scottish family English from Kirsty and her
mother; Jonas writes Norwegian and English mixed; official Norwegian pages, hunters, herders and the hotel write
Norwegian. Many captures never name their task (a WhatsApp or Teams message, an Obsidian line, a form, a sheet).

The timeline is written by hand (TIMELINE below), not drawn by bench/corpora.py interleave(): a report morning,
a Sunday afternoon on the speech, days of rapid switching (a message about the dog or the wedding arriving in the
middle of the surveillance, answered, then back), gaps that do not line up with task changes, evenings at home.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("Scottish wildlife veterinarian in Tromsø, Norway: the annual report of the chronic wasting disease "
           "surveillance, teaching a wildlife immobilisation course in Alta, her Border collie's cruciate surgery and "
           "insurance claim, applying for Norwegian citizenship, her sister's wedding in Edinburgh")
TZ = ZoneInfo("Europe/Oslo")  # CET, +01:00 all through the span
APP_WORDS = {"edge", "microsoft", "outlook", "teams", "whatsapp", "word", "excel", "acrobat", "adobe", "reader",
             "qgis", "obsidian", "gmail", "google", "pdf", "docx", "xlsx", "html", "vetinst", "mattilsynet",
             "skrantesjuke", "posten", "sporing", "bring", "dmp", "nmd", "nettskjema", "scandic", "scandichotels",
             "daninject", "agria", "biltema", "dyresykehus", "tromsodyresykehus", "vetsurgeon", "caninerehab", "udi",
             "selfservice", "hkdir", "proveadministrasjon", "samfunnsprove", "politiet", "gov", "norwegian",
             "booking", "stockbridgebridal", "slanjkilts", "hitched", "zalando", "lothianbuses"}

TASK_NAMES = {
    "cwd": ("CWD surveillance report", "skrantesjuke", "chronic wasting disease", "CWD"),
    "course": ("Immobilisation course in Alta", "the course", "darting course", "immobiliseringskurs"),
    "skye": ("Skye's knee", "Skye", "the dog", "cruciate"),
    "citizenship": ("Norwegian citizenship", "statsborgerskap", "the citizenship application", "naturalisation"),
    "wedding": ("Kirsty's wedding", "the wedding", "Edinburgh", "my sister's wedding"),
}
SUB_NAMES = {
    "cwd/samples": ("Hunt samples", "samples", "lymph nodes", "sample backlog"),
    "cwd/report": ("Annual report", "the report", "årsrapport", "Mattilsynet report"),
    "course/drugs": ("Drug permits", "etorphine", "controlled drugs", "exemption"),
    "course/participants": ("Participants and hotel", "sign-ups", "attendees", "venue"),
    "course/practicals": ("Practical day", "darting practice", "reindeer handling", "dart guns"),
    "skye/surgery": ("TPLO surgery", "the op", "surgery", "the vet"),
    "skye/insurance": ("Agria claim", "insurance", "forsikring", "the claim"),
    "skye/rehab": ("Skye's rehab", "physio", "crate rest", "recovery"),
    "citizenship/tests": ("Citizenship test", "statsborgerprøven", "the test", "Norwegian test"),
    "citizenship/application": ("UDI application", "the application", "police appointment", "documents"),
    "wedding/travel": ("Getting to Edinburgh", "flights", "travel", "hotel"),
    "wedding/speech": ("Bridesmaid speech", "the speech", "toast"),
    "wedding/attire": ("Outfits", "kilt hire", "the dress", "what to wear"),
}

ED = "msedge"
OL = "OUTLOOK"
TM = "ms-teams"
WA = "WhatsApp"
WHATSAPP = "WhatsApp"  # WhatsApp Desktop's window title, whoever the chat is with
WD = "WINWORD"
XL = "EXCEL"
AR = "Acrobat"
QG = "qgis-bin"
OB = "Obsidian"
OBSIDIAN = "Inbox - notes - Obsidian v1.7.7"
GM_URL = "https://mail.google.com/mail/u/0/#inbox"
MS_EDGE = "Microsoft\u200b Edge"


def _w(title: str, more: int = 0) -> str:
    tabs = f" and {more} more pages" if more else ""
    return f"{title}{tabs} - Work - {MS_EDGE}"


def _p(title: str, more: int = 0) -> str:
    tabs = f" and {more} more pages" if more else ""
    return f"{title}{tabs} - Personal - {MS_EDGE}"


def _gm(subject: str) -> str:
    return _p(f"{subject} - fiona.baird.tos@gmail.com - Gmail")


def _msg(subject: str) -> str:
    return f"{subject} - Message (HTML)"


def _tm(person: str) -> str:
    return f"Chat | {person} | Microsoft Teams"


def _wd(file: str) -> str:
    return f"{file} - Word"


def _xl(file: str) -> str:
    return f"{file} - Excel"


def _ar(file: str) -> str:
    return f"{file} - Adobe Acrobat Reader (64-bit)"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "cwd": [
        c("samples", TM, _tm("Marit Nilsen"), "",
          "Marit Nilsen: Happy new year! Status after the holidays: 214 heads/LN from the autumn hunt still not "
          "tested, mostly elg from Troms and some villrein from Nordfjella that came late. We can do about 90 a week "
          "on the ELISA if nobody gets sick. Do you need them all in before the report?",
          "214 untested. 90/wk = 2.5 wks. cutting it close", "communication, dataset"),
        c("samples", XL, _xl("CWD_innsendte_prover_2027.xlsx"), "", "",
          "filter Status = Mottatt. 27-TR-0913 shows no result", "dataset",
          ocr="Prove-ID     Fylke     Kommune      Art       Kjonn Alder  Provetype      Mottatt     Status\n"
              "27-NO-0402   Nordland  Hattfjelldal Elg       Ho    3,5    RPLN+obex      11.10.2027  Negativ\n"
              "27-TR-0911   Troms     Balsfjord    Elg       Ho    2,5    RPLN           14.10.2027  Negativ\n"
              "27-TR-0913   Troms     Balsfjord    Elg       Ho    6,5    RPLN+obex      14.10.2027  Mottatt\n"
              "27-FI-0188   Finnmark  Porsanger    Rein(vill)Bukk  4,5    RPLN           02.11.2027  Inkonkl.\n"
              "27-TR-1120   Troms     Malselv      Hjort     Bukk  1,5    obex           21.11.2027  Mottatt"),
        c("samples", OL, _msg("Svar på prøve fra elgjakta?"), "",
          "Hei. Jeg sendte inn hodet av en elgku skutt 12. oktober i Balsfjord (jaktfelt Storsteinnes), men har ikke "
          "fått noe svar på skrantesjukeprøven ennå. Kjøttet ligger i fryseren og vi venter med å spise det til vi "
          "vet. Merkelapp nr 27-TR-0913. Mvh Geir Olsen",
          "that's the one with no result. ask Marit to prioritise", "email, communication"),
        c("report", WD, _wd("CWD_overvaking_2027_utkast.docx"), "", "",
          "copy 2026 structure. add Nordfjella section", "writing, draft",
          ocr="Overvakingsprogram for skrantesjuke(CWD)hos hjortevilt 2027\nInnhold\n1 Sammendrag ..........2\n"
              "Summary ..............3\n2 Innledning ..........4\n3 Materiale og metoder .....5\n3.1 Provetaking og "
              "innsending\n3.2 Laboratorieanalyser(ELISA,IHC)\n4 Resultater .............8\n4.1 Elg\n4.2 Hjort\n"
              "4.3 Villrein\n5 Diskusjon .............14\nReferanser"),
        c("report", ED, _w("Overvåkingsprogrammer for dyr - Mattilsynet", 3),
          "https://www.mattilsynet.no/dyr/dyresykdommer/overvakingsprogrammer",
          "Resultatene fra overvåkingsprogrammene publiseres årlig i Veterinærinstituttets rapportserie. Rapporten "
          "skal inneholde antall undersøkte dyr fordelt på art, fylke og prøvetype, en vurdering av "
          "representativitet, og et sammendrag på engelsk. Frister avtales i den årlige bestillingen.",
          "english summary required. representativity section new?", "research, writing"),
        c("samples", ED, _p("Look up your sample - Skrantesjuke.no"),
          "https://www.skrantesjuke.no/en/result?sampleno=27-TR-0913",
          "Sample number 27-TR-0913. Species: moose. Municipality: Balsfjord. The sample was received by the "
          "laboratory on 14.10.2027 and has not yet been analysed. You will get an SMS when the result is ready. "
          "Questions: contact the Norwegian Veterinary Institute.",
          "so the hunters see 'received' too. Geir will call again", "research"),
        c("samples", TM, _tm("Marit Nilsen"), "",
          "Marit Nilsen: The plate from Friday: 88 negative, 2 inconclusive (27-FI-0188 villrein Porsanger and "
          "27-NO-0517 elg Vefsn). OD just over the cut-off on both. Send them for IHC on the obex? And 0913 is on "
          "today's plate 👍",
          "IHC yes. don't put them in the report as positive!!", "communication, experiment"),
        c("report", OL, _msg("Frist for årsrapport skrantesjuke 2027"), "",
          "Hei Fiona. Som avtalt ber vi om rapporten for overvåkingen av skrantesjuke 2027 innen mandag 31. januar. "
          "Vi ønsker i år også en sammenligning med tidligere år (2016-2026), og at sammendraget på engelsk kan "
          "brukes direkte i rapporteringen til EFSA. Vennlig hilsen Siri Haugland, Mattilsynet",
          "31 jan. 2016-2026 comparison = one more table", "email, deadline"),
        c("report", XL, _xl("CWD_2027_tabeller.xlsx"), "", "",
          "Table 2. Troms + Finnmark separate again since 2024", "statistics, dataset",
          ocr="Tabell 2 Antall undersokte dyr per fylke og art 2027\nFylke        Elg    Hjort   Villrein  Tamrein "
              " Sum\nNordland     402    118     0         61       581\nTroms        517    96      0         "
              "212      825\nFinnmark     143    0       54        30       227\nTrondelag    0      0       "
              "14        0        14\nSum          1062   214     68        303      1647\nInkonklusive 2"),
        c("samples", OB, OBSIDIAN, "",
          "CWD numbers 13/1: received 1 847, tested 1 633, pending 214 -> 126 after this week's plates. 0 positive, "
          "2 inconclusive -> IHC. 0913 negative, Geir got his SMS.",
          "Porsanger box still missing", "dataset, planning"),
        c("samples", ED, _w("Track parcel - Posten"), "https://sporing.posten.no/en/tracking/70730259988412345", "",
          "stuck in Lakselv since 22 Dec?? 6 heads. ring Bring", "communication",
          ocr="Posten  Track parcel\nShipment number 70730259988412345\nParcel to VETERINAERINSTITUTTET TROMSO\n"
              "22.12.2027 14:12 The shipment has been delivered to Posten LAKSELV\n22.12.2027 18:40 The shipment "
              "is in transit\nExpected delivery:Not available\nWeight 8,4 kg  Chilled goods"),
        c("report", QG, "CWD_kart_2027 — QGIS", "", "",
          "fig 1: dots per kommune, grey = no samples. legend in norsk + eng", "research, dataset",
          ocr="Lag\n[x] provesteder_2027 — 1647 objekter\n[x] kommuner_2024\n[x] fylker_2024\n[ ] villreinomrader\n"
              "Symbologi Gradert Antall prover 1-5  6-20  21-50  51-120\nProsjekt-CRS EPSG:25833 - ETRS89 / UTM "
              "sone 33N\nSkala 1:3 500 000"),
        c("samples", WA, WHATSAPP, "",
          "Eirik Haug: Hei Fiona! Godt nyttår. Vi har 6 villreinhoder i fryseren på kontoret i Porsanger som "
          "aldri ble hentet før jul, de fra Posten kom i retur. Skal jeg sende på nytt med Bring eller vente til "
          "dere har folk her oppe?",
          "send now, Bring express, frozen. Tue pickup", "communication"),
        c("report", TM, _tm("Ingebjørg Lund"), "",
          "Ingebjørg Lund: Read the skeleton, looks good. Could you put 2016-2026 in ONE table, species by year, "
          "instead of the three figures from last year? Mattilsynet copies tables straight into their own report "
          "and the figures came out blurry.",
          "one big table then. landscape page", "communication, writing"),
        c("samples", TM, _tm("Marit Nilsen"), "",
          "Marit Nilsen: IHC back from Oslo: both negative (no PrP staining in obex or RPLN). So 0 positives for "
          "2027 unless something in the last 120 lights up. Bring says the Porsanger box is in Alta, here tomorrow.",
          "0 pos! phew. last 120 by fri 28?", "communication, experiment"),
        c("report", OB, OBSIDIAN, "",
          "report todo: tab 2 by county ✔, tab 3 2016-2026 ✔, fig 1 map ✔, representativity (age/sex vs "
          "hunting stats) ✘, discussion ✘, english summary ✘, refs ✘. Draft out FRI.",
          "representativity = SSB hunting stats", "writing, planning"),
        c("report", WD, _wd("CWD_overvaking_2027_utkast.docx"),
          "",
          "Summary. In 2027, 1,647 cervids from Nordland, Troms and Finnmark were tested for chronic wasting disease "
          "(CWD) by ELISA on retropharyngeal lymph nodes and/or obex, with IHC confirmation of non-negative results. "
          "No case of CWD was detected. Two samples with inconclusive ELISA results were negative on IHC. The "
          "sampling of adult moose remains below the target set for northern Norway.",
          "number changes if last 120 come in. leave XX", "writing, draft"),
        c("report", OL, _msg("Utkast årsrapport skrantesjuke 2027 - til kommentar"), "",
          "Hei alle, vedlagt er utkastet til årsrapporten. Tall for de siste ca. 120 prøvene kommer neste uke, så "
          "de er merket XX. Kommentarer i dokumentet innen onsdag 26. januar, takk! Ingebjørg, kan du se spesielt "
          "på diskusjonen? Hilsen Fiona",
          "sent. comments by wed 26 - then I'm off thu", "email, draft"),
    ],
    "course": [
        c("participants", ED, _w("Svar - Immobiliseringskurs Alta 2028 - Nettskjema", 2),
          "https://nettskjema.no/user/form/412877/submission", "",
          "16 for 14 places. 2 SNO late ones", "events, planning",
          ocr="Nettskjema  Immobiliseringskurs Alta 1.-3.februar 2028\nInnsendte svar:16\n#  Navn            "
              "Arbeidsgiver           Rolle\n1  Kari Somby      SNO Kautokeino         Naturoppsyn\n2  Tor Bakken  "
              "    Alta kommune          Viltforvalter\n3  Ailo Gaup       Reinbeitedistrikt 16  Reineier\n...\n16 "
              "Lars Nygard     Statsforvalteren      Radgiver\nEksporter til Excel"),
        c("drugs", ED, _w("Godkjenningsfritak for veterinærer - DMP"),
          "https://www.dmp.no/godkjenningsfritak/veterinaer",
          "Veterinærer kan søke om godkjenningsfritak for legemidler som ikke har markedsføringstillatelse i "
          "Norge. Søknaden sendes elektronisk og skal begrunnes. For narkotiske legemidler (reseptgruppe A) må "
          "søknaden i tillegg inneholde opplysninger om oppbevaring og hvem som er ansvarlig. Behandlingstid er "
          "normalt 1-2 uker.",
          "etorphine = gruppe A. 1-2 wks -> apply TODAY", "planning, deadline"),
        c("drugs", AR, _ar("Soknad_godkjenningsfritak_veterinar.pdf"), "", "",
          "Captivon 9.8 mg/ml x 2 vials. storage: locked box in car", "planning",
          ocr="SOKNAD OM GODKJENNINGSFRITAK - VETERINAR\nSokers navn Fiona Baird  Aut.nr ******\nLegemiddel "
              "Captivon 98(etorfin 9,8 mg/ml)injeksjonsvaeske\nMengde 2 x 10 ml\nReseptgruppe [A]\nBruksomrade "
              "Immobilisering av hjortevilt/rein,undervisning\nBegrunnelse ______________\nOppbevaring ___________"
              "\nDato/underskrift"),
        c("drugs", TM, _tm("Håkon Strand"), "",
          "Håkon Strand: Checked the cabinet. We have medetomidine and ketamine for the whole course, but the "
          "naltrexone batch expires 03/2028 and there's only enough for about 8 reversals. Atipamezole fine. Order "
          "naltrexone with the Captivon?",
          "naltrexone 2 x 50 ml. same order", "communication, planning"),
        c("practicals", OL, _msg("Praktisk dag med rein 3. februar"), "",
          "Hei Fiona. Vi i reinbeitedistrikt 16 kan stille med ca. 40 rein i gjerdet ved Gargia torsdag 3. "
          "februar fra kl. 09. Vi må ha beskjed om hvor mange dyr dere vil immobilisere, og hvem som tar ansvar "
          "hvis et dyr blir skadet. Helsing Nils Mathis Sara",
          "max 6 darted, 2 per group. ask re liability", "email, planning"),
        c("participants", OL, _msg("SV: Påmelding immobiliseringskurs"), "",
          "Hei! Vi er to til fra SNO Karasjok som gjerne vil være med, Berit og Jon Anders. Vi vet fristen er "
          "fredag, men de fikk først beskjed i går. Er det mulig å få plass? De kan dele rom. Mvh Kari Somby",
          "18?! ask Håkon if 3 groups of 6 works", "email, events"),
        c("drugs", OB, OBSIDIAN, "",
          "drugs Alta: Captivon 98 2x10 ml (DMP exemption), naltrexone 50 mg/ml 2x50 ml, medetomidine 20 mg/ml "
          "(have), ketamine (have), atipamezole (have), naloxone 0.4 mg/ml x10 ampoules for US (human safety!)",
          "naloxone on person at all times", "planning"),
        c("participants", ED, _w("Meetings and groups - Scandic Alta"), "https://www.scandichotels.com/meetings/alta",
          "Scandic Alta has meeting rooms for 10 to 80 people, with a day package including lunch and two "
          "breaks. Groups of more than 10 rooms get their own contact person. The hotel is 2 km from the centre "
          "with free parking for trailers and snowmobiles.",
          "day package x3 + 3 nights for 18. ask price", "reservation, price"),
        c("participants", XL, _xl("Kurs_Alta_2028_deltakere.xlsx"), "", "",
          "3 groups of 6. 2 vegetarians, 1 no pork", "events, planning",
          ocr="Nr  Navn              Arbeidsgiver         Gruppe  Rom  Kost       Faktura\n1   Kari Somby       "
              " SNO Kautokeino       A       101  -          SNO\n2   Tor Bakken        Alta kommune         A    "
              "   102  vegetar    Alta k.\n...\n17  Berit Eira        SNO Karasjok         C       117  -    "
              "      SNO\n18  Jon Anders Buljo  SNO Karasjok         C       117  ikke svin  SNO\nSum 18 pers  "
              "12 rom"),
        c("participants", OL, _msg("Group booking Norwegian Veterinary Institute 31.01-03.02"), "",
          "Thank you for your request. We confirm 12 rooms from Monday 31 January to Thursday 3 February, and "
          "the meeting room Tana with a day package for 20 people on 1-3 February. Room rate NOK 1,190 per night "
          "including breakfast. Please send the rooming list no later than 7 days before arrival. Kind regards, "
          "Scandic Alta",
          "namelist by 24 jan", "email, reservation"),
        c("drugs", OL, _msg("Mangelfull søknad - godkjenningsfritak ref. 28/00419"), "",
          "Vi har mottatt søknaden om godkjenningsfritak for Captivon 98. For legemidler i reseptgruppe A må "
          "søknaden også inneholde navn på apotek eller grossist som skal levere, og bekreftelse på låsbart skap "
          "under transport. Vennligst send inn opplysningene så snart som mulig. Direktoratet for medisinske "
          "produkter",
          "grossist = NMD. photo of the car safe", "email, deadline"),
        c("practicals", ED, _w("Dan-Inject JM Special - CO2 dart projector"),
          "https://www.daninject.com/products/projectors/jm-special",
          "The JM Special is our most widely used CO2 projector for ranges up to 35 m, with a 13 mm barrel and "
          "adjustable pressure. Spare parts kit includes O-rings and piston seals; check seals before every season. "
          "Operating temperature down to -20 °C with the winter CO2 cartridges.",
          "-20 in Gargia is normal. winter cartridges!", "specs, research"),
        c("practicals", TM, _tm("Håkon Strand"), "",
          "Håkon Strand: Tested both rifles in the car park. The old JM loses pressure, I think the piston seal. "
          "The blowpipe is fine. If we order the seal kit today it's here before we drive on Monday 31st. Also "
          "we need new 3 ml darts, only 11 left.",
          "seal kit + 20 darts 3 ml. my card, refund", "communication, shopping"),
        c("participants", OB, OBSIDIAN, "",
          "Alta: 18 confirmed, 3 groups x 6 (A SNO, B kommune/statsforvalter, C herders+SNO Karasjok). Day 1 "
          "theory, day 2 drugs/emergencies + dry runs, day 3 Gargia. Namelist to Scandic by 24/1.",
          "certificates for participants - template from 2026", "planning, events"),
        c("practicals", WA, WHATSAPP, "",
          "Nils Mathis: Buorre! Vi har snakket i distriktet. 6 dyr er greit, men bare simler uten kalv, ikke "
          "okser, de er for verdifulle. Veterinærinstituttet må ha forsikring for dyrene. Kaffe og bidos på "
          "gammen etterpå 🙂",
          "6 simler ok. check our insurance covers their animals", "communication"),
        c("drugs", OL, _msg("Ordrebekreftelse 5518820 - Norsk Medisinaldepot"), "",
          "Ordrebekreftelse. Naltrekson 50 mg/ml inj. 50 ml x 2, Nalokson 0,4 mg/ml inj. 1 ml x 10. Levering "
          "til Veterinærinstituttet Tromsø, forventet 25.01.2028. Captivon 98 leveres først etter mottatt "
          "vedtak om godkjenningsfritak fra DMP.",
          "captivon waits for DMP. chase them", "email, shopping"),
        c("practicals", TM, _tm("Håkon Strand"), "",
          "Håkon Strand: For Gargia I'd split it in two stations: I take darting and approach with one group, you "
          "take monitoring, reversal and the naloxone drill with the next, then swap. Third group holds animals "
          "and records. Max 2 darts per person. Drive up Monday 31st at 8?",
          "monday 31 8:00 from the office. I'm back from EDI sun", "communication, planning"),
        c("practicals", AR, _ar("ROS_etorfin_praktisk_dag_2028.pdf"), "", "",
          "two people with naloxone at the corral. gloves + visor", "planning, health",
          ocr="RISIKOVURDERING(ROS)Praktisk dag,immobilisering av rein\nFare         Sannsynlighet Konsekvens  "
              "Tiltak\nStikkskade med etorfin  Lav     Svaert hoy   Nalokson klar,to personer\nSprut i oye/slimhinne"
              " Middels  Hoy  Visir,hansker,skyll\nDyr skades i gjerdet Middels  Middels  Maks 6 dyr,simler\n"
              "Kulde -25C  Hoy  Lav  Varmeposer,oppvarmet bil\nAnsvarlig veterinaer:F.Baird"),
        c("drugs", OL, _msg("Vedtak - godkjenningsfritak ref. 28/00419"), "",
          "Direktoratet for medisinske produkter innvilger søknad om godkjenningsfritak for Captivon 98 "
          "(etorfin 9,8 mg/ml), 2 x 10 ml, til bruk ved immobilisering av rein i undervisningsøyemed. Vedtaket "
          "gjelder i 12 måneder. Legemidlet skal oppbevares innelåst og forbruket journalføres.",
          "approved!! forward to NMD. print for the locked box", "email"),
        c("practicals", OB, OBSIDIAN, "",
          "Gargia thu 3/2: 08:00 leave hotel, 09:00 corral, briefing + naloxone drill, 6 simler (2 per group), "
          "dart from 15 m, monitor: resp rate, temp, SpO2, reversal im, 13:00 gamme, 14:30 debrief. Sunrise 09:41.",
          "pulse ox batteries. headlamps anyway", "planning"),
    ],
    "skye": [
        c("surgery", WA, WHATSAPP, "",
          "Jonas: Skye won't put any weight on her left hind leg this morning. Hoppet ut av bilen som vanlig and "
          "then just hopped on three legs. Eating fine. Shall I keep her in today or is it ok to take her to work "
          "with me?",
          "keep her in, no stairs. I'll look tonight", "communication"),
        c("surgery", OB, OBSIDIAN, "",
          "S L hind: toe-touching lame 7/10, medial buttress?, effusion L stifle, cranial drawer + (subtle, she "
          "tensed), tibial thrust +. No pain hip. ddx: CCL rupture >> meniscal tear, patella no.",
          "it's the CCL. knew it after the ski tour", "health, care"),
        c("surgery", ED, _p("Timebestilling - Tromsø Dyresykehus"), "https://www.tromsodyresykehus.no/timebestilling",
          "Velg type time: Ortopedisk konsultasjon (henvisning). Dyr: hund. Ledige timer: onsdag 12. januar kl. "
          "08:00 (Dr. Elise Rønning), fredag 14. januar kl. 13:30. Ta med journal fra henvisende veterinær. "
          "Dyret bør faste fra midnatt dersom det kan bli aktuelt med sedasjon/røntgen.",
          "wed 08:00 Rønning. fasting in case of xrays", "care, reservation"),
        c("insurance", AR, _ar("Forsikringsbevis_Agria_hund_Skye.pdf"), "", "",
          "limit 60k/yr. egenandel 2 500 + 25%. ouch", "finance, health",
          ocr="Agria Dyreforsikring\nFORSIKRINGSBEVIS\nDyr Skye  Rase Border collie  Fodt 14.04.2021\nChip "
              "578098100****\nForsikring Veterinaer Ekstra\nForsikringssum veterinaerutgifter 60 000 kr per ar\n"
              "Egenandel 2 500 kr + 25 %\nGjelder fra 01.06.2021  Fornyes 01.06.2028\nKorsband:dekket etter "
              "karenstid"),
        c("surgery", AR, _ar("Journal_Skye_Tromso_Dyresykehus_12012028.pdf"), "", "",
          "TPLO it is. slope 27 deg - textbook", "health, care",
          ocr="Tromso Dyresykehus  Journalnotat 12.01.2028\nPasient Skye(hund,Border collie,T,6 ar,19,4 kg)\n"
              "Klinisk:Halthet VB 3/5,skuffeskuff+,tibial thrust+,effusjon\nRontgen VB kne:effusjon,ingen "
              "osteofytter av betydning.Tibial platavinkel(TPA)27 grader\nDiagnose:Ruptur av kranialt korsband "
              "VB\nAnbefaling:TPLO"),
        c("surgery", ED, _w("TPLO vs lateral suture in medium-sized dogs: long-term outcome - VetSurgeon", 4),
          "https://www.vetsurgeon.org/clinical/orthopaedics/tplo-vs-lateral-suture",
          "In dogs over 15 kg, TPLO gave better limb function at 6 and 12 months than lateral fabellotibial "
          "suture, measured by force-plate analysis, with a similar rate of major complications (about 5%). "
          "Owner satisfaction was high in both groups; the difference mattered most in active working dogs.",
          "she's a working-ish collie. TPLO, no debate", "research, comparison"),
        c("surgery", ED, _gm("Estimate - Skye (TPLO)"), GM_URL,
          "Hi Fiona, as we discussed (in English, so you can forward it to your insurer in peace): TPLO left hind "
          "incl. anaesthesia, implant, post-op radiographs and two rechecks: NOK 28,500. Meniscal treatment if "
          "needed NOK 2,400 extra. We have a theatre slot on Monday 17 January. Best, Elise Rønning, Tromsø "
          "Dyresykehus",
          "28.5k. insurance first or just book? book.", "email, price"),
        c("surgery", ED, _gm("Bekreftelse: operasjon mandag 17. januar"), GM_URL,
          "Skye er satt opp til operasjon mandag 17. januar. Levering kl. 07:45. Ingen mat etter kl. 22:00 "
          "søndag, vann er greit til levering. Henting normalt samme dag ca. kl. 16:00, vi ringer når hun er "
          "våken. Ta med teppe og bur til bilen.",
          "mon 7:45 drop off, then straight to work", "email, care"),
        c("rehab", ED, _p("Hundebur XL 107 x 70 x 77 cm - Biltema"), "https://www.biltema.no/hund/hundebur-xl",
          "Sammenleggbart hundebur i metall med to dører og uttrekkbar bunnplate. Mål 107 x 70 x 77 cm. Passer "
          "hunder opptil 30 kg. Pris 899,-. På lager i Tromsø (Langnes).",
          "crate for the living room. 8 wks of it. poor girl", "shopping, price"),
        c("insurance", ED, _p("Meld skade - Agria Dyreforsikring"), "https://www.agria.no/meld-skade",
          "Meld skade digitalt. Du trenger: kvittering fra veterinær, journal for behandlingen, og "
          "kontonummer. Har du behandlet dyret hos en klinikk med direkteoppgjør, sender klinikken skaden for "
          "deg og du betaler bare egenandelen.",
          "direkteoppgjør at the dyresykehus? ask Elise", "finance"),
        c("rehab", ED, _p("Rehabilitation after TPLO: a week-by-week guide for owners"),
          "https://www.caninerehab-blog.com/tplo-week-by-week",
          "Weeks 1-2: strict crate rest, 5-minute lead walks three times a day, cold packs 10 minutes after walks. "
          "Weeks 3-6: add 5 minutes a week, sit-to-stand exercises, underwater treadmill if available. Weeks 7-8: "
          "radiographs to confirm healing before any off-lead exercise. No stairs, no jumping, no slippery floors.",
          "rugs on the kitchen floor. baby gate for the stairs", "health, fitness"),
        c("surgery", WA, WHATSAPP, "",
          "Jonas: Elise called! Surgery went fine, menisken var hel. She's awake and a bit grumpy 😅 We can pick "
          "her up at 4. I'll leave school at 3:30 and get her, you come straight home?",
          "meniscus intact 🎉 yes home by 5", "communication"),
        c("rehab", WA, WHATSAPP, "",
          "Jonas: Hun sover i buret nå, cone on. I'll do the lunch walks this week since I'm off at 12 on Tue/Thu, "
          "you do mornings and evenings? And the meds: is it the Metacam once a day or twice?",
          "metacam once, with food. gabapentin twice", "communication, health"),
        c("insurance", ED, _p("Skademelding - Agria Dyreforsikring"), "https://www.agria.no/meld-skade/skjema",
          "", "no direkteoppgjør there. claim myself", "finance",
          ocr="Agria  Skademelding veterinaer\nForsikringsnummer 5201 44****\nDyrets navn Skye\nBehandlingsdato"
              " 12.01.2028 og 17.01.2028\nDiagnose Korsbandruptur venstre bakben\nBelop betalt 31 240 kr\nVedlegg"
              " [kvittering.pdf][journal.pdf]\nHar dyret hatt symptomer for?[ ]Ja [x]Nei\nSend skademelding>"),
        c("rehab", OB, OBSIDIAN, "",
          "S rehab: wk1-2 5 min lead x3, cold pack 10 min, crate otherwise; wk3 hydrotherapy start (Ingrid), "
          "+5 min/wk; wk 8 control xray (13 Mar). Metacam 1x, gabapentin 2x til sun. Cone till stitches out 31/1.",
          "stitches out on the 31st - I'm in Alta then. Jonas", "health, planning"),
        c("insurance", ED, _gm("Vi har mottatt skademeldingen din - sak 28-114702"), GM_URL,
          "Hei Fiona. Takk for skademeldingen for Skye. Saksnummer 28-114702. Vi behandler saken normalt innen "
          "10 virkedager og gir beskjed hvis vi trenger mer informasjon. Hilsen Agria Dyreforsikring",
          "10 working days", "email, finance"),
        c("rehab", WA, WHATSAPP, "",
          "Ingrid Fysio: Hei! Jeg har ledig på undervannstredemølla tirsdager kl. 16:30 fra 1. februar, 30 min, "
          "650 kr per gang. Første gang gjør jeg en vurdering. Passer det? Ta med godbiter og håndkle.",
          "tue 1 feb I'm in Alta. Jonas takes her first time", "communication, health"),
        c("insurance", ED, _gm("Sak 28-114702 - vi trenger mer informasjon"), GM_URL,
          "For å behandle saken ber vi om journal fra alle veterinærbesøk de siste 12 månedene, også fra andre "
          "klinikker. Dette fordi korsbandskader kan ha en forhistorie. Send gjerne journal fra fast "
          "veterinær.",
          "she's never limped before. ask Kvaløysletta for journal", "email, finance"),
        c("rehab", WA, WHATSAPP, "",
          "Astrid nabo: Selvfølgelig passer vi på Skye fra torsdag til søndag! Bare bånd, ingen trapp, bur om "
          "natta, skjønner. Legg en lapp med medisinene. Kan hun være i stua med oss eller må hun være i buret "
          "hele tiden?",
          "stua ok if they're there. write the note thu", "communication"),
        c("insurance", ED, _gm("Utbetaling sak 28-114702"), GM_URL,
          "Vi har behandlet saken din. Dekket beløp 31 240 kr, fratrukket egenandel 2 500 kr og 25 % "
          "egenandel (7 185 kr). Utbetales til konto ****.**.*1187 innen 3 virkedager: 21 555 kr.",
          "21 555 back. ok-ish", "email, finance"),
    ],
    "citizenship": [
        c("application", ED, _p("Requirements for Norwegian citizenship - UDI", 2),
          "https://www.udi.no/en/want-to-apply/citizenship/",
          "You must have lived in Norway for a total of at least 8 of the last 11 years, with residence permits "
          "valid for at least one year. You must have passed the citizenship test in Norwegian or Sami and "
          "document oral Norwegian skills at level B1 or higher. You must have had an income above a set limit in "
          "the past year and not have received financial social assistance.",
          "9 yrs ✔ B1 muntlig ✔ (2023) test ✘", "visa, planning"),
        c("tests", AR, _ar("Resultat_Norskprove_muntlig_2023.pdf"), "", "",
          "need B1, got B2 in 2023. no expiry? check", "exam",
          ocr="HK-dir  Kompetanse Norge\nRESULTAT NORSKPROVE\nKandidat Fiona Baird\nFodt **.**.1988\n"
              "Prove Muntlig prove\nProvedato 08.06.2023\nResultat B2\nProvested Tromso kommune,voksenopplaeringen"
              "\nResultatet er gyldig som dokumentasjon pa norskferdigheter"),
        c("tests", ED, _p("The citizenship test - HK-dir"), "https://hkdir.no/en/citizenship-test",
          "The citizenship test is a digital test with 36 questions about Norwegian society. You need 24 correct "
          "answers to pass. You register and pay the fee of NOK 1,100 in the registration system. Tests are held "
          "several times a year in many municipalities. Bring a valid passport or ID card on the day.",
          "24/36 to pass. thu 20 jan in Tromsø?", "exam, learning"),
        c("tests", ED, _p("Påmelding - Prøver i norsk og samfunnskunnskap"), "https://proveadministrasjon.hkdir.no/",
          "", "booked thu 20/1 09:30. passport!!", "exam, reservation",
          ocr="Pameldingen er registrert\nProve Statsborgerproven(norsk)\nProvested Tromso voksenopplaering,"
              "Skolegata 22\nDato 20.01.2028 kl 09:30\nKandidatnummer 28-TR-0417\nGebyr 1100 kr  Betalt\n"
              "Innkalling sendes pa e-post senest 3 dager for"),
        c("application", OB, OBSIDIAN, "",
          "statsborger docs: pass ✔, oppholdskort ✔, skattemelding 2026 (inntekt) ✔, B1 result ✔, "
          "statsborgerprøve (20/1) ✘, arbeidsgiverbekreftelse (HR) ✘, UK police record? NOT needed since 2020 ✔",
          "HR - ask Monday", "planning, visa"),
        c("application", ED, _p("Dual nationality - GOV.UK"), "https://www.gov.uk/dual-citizenship",
          "You can have dual citizenship in the UK. You do not need to apply for it, and you will not lose your "
          "British citizenship if you become a citizen of another country. Check with the other country's "
          "authorities whether they allow dual citizenship.",
          "keep the UK passport. Norway allows since 2020", "visa"),
        c("application", ED, _p("Søknadsportalen - Sammendrag - UDI"), "https://selfservice.udi.no/soknad/sammendrag",
          "", "sent sat 15/1. fee 6 500. police next", "visa, finance",
          ocr="UDI  Soknadsportalen\nSoknad om norsk statsborgerskap  Sendt 15.01.2028 12:14\nReferansenr "
              "SB-2028-0071236\nGebyr 6 500 kr  Betalt(Visa ****4421)\nNeste steg:Bestill time hos politiet for"
              " a levere dokumenter og bli fotografert\nDokumentliste:pass,oppholdskort,bekreftelse fra "
              "arbeidsgiver"),
        c("tests", ED, _p("Øv til statsborgerprøven - 36 spørsmål"), "https://www.samfunnsprove-ov.no/test",
          "Spørsmål 7 av 36: Hvor mange representanter er det på Stortinget? a) 150 b) 169 c) 179. Spørsmål 8: "
          "Hvem utnevner regjeringen formelt? a) Stortinget b) Kongen i statsråd c) Statsministeren. Spørsmål 9: "
          "Hvilket år fikk kvinner stemmerett ved stortingsvalg?",
          "31/36. wrong: 1913, sametinget, fylker", "exam, learning"),
        c("application", ED, _gm("Bekreftelse på timebestilling - Politiet Tromsø"), GM_URL,
          "Du har bestilt time: Statsborgerskap - levere dokumenter. Tirsdag 25. januar 2028 kl. 09:15, "
          "Tromsø politistasjon, Stakkevollvegen 2. Ta med originaldokumentene du har lastet opp i "
          "søknadsportalen, og referansenummeret. Du blir fotografert og det tas fingeravtrykk.",
          "tue 25 9:15. then straight to work", "email, reservation"),
        c("tests", ED, _gm("Innkalling til statsborgerprøven 20.01.2028"), GM_URL,
          "Du er meldt på statsborgerprøven torsdag 20. januar kl. 09:30 ved Tromsø voksenopplæring. Møt "
          "senest 09:10. Ta med gyldig legitimasjon med bilde. Mobiltelefon skal ligge i sekken. Prøven tar 60 "
          "minutter.",
          "leave 09:00 sharp. no phone", "email, exam"),
        c("tests", OB, OBSIDIAN, "",
          "studying: Storting 169, 4-yr terms, modified one-chamber; Grunnlov 17 mai 1814; women vote 1913; "
          "Sameting 1989 in Karasjok; 15 fylker since 2024; union w Sweden ends 1905; EØS 1994 not EU.",
          "1913 1913 1913", "learning, exam"),
        c("application", TM, _tm("HR Veterinærinstituttet"), "",
          "Lene (HR): Hi Fiona! Your employer confirmation for UDI: we'll state that you have been permanently "
          "employed full time since 1 March 2019, with salary. Do you need it in English or Norwegian? You'll get "
          "it by email tomorrow.",
          "norsk. pdf please", "communication"),
        c("tests", WA, WHATSAPP, "",
          "Jonas: Quiz time 😄 Hvem var Norges første kvinnelige statsminister? Og hva heter de tre "
          "statsmaktene? Og hvilket år ble Sametinget åpnet? Svar uten å google!",
          "Brundtland, 3 powers ok, 1989. got the Sameting one!", "communication, learning"),
        c("tests", OB, OBSIDIAN, "",
          "Statsborgerprøve done 10:20. Fairly easy, 2-3 unsure (one on the kommune budget, one on courts). "
          "Result in 2-3 weeks in the portal. Just in time: UDI needs it before they process.",
          "celebratory kanelbolle", "exam"),
        c("application", OL, _msg("Employer confirmation (arbeidsgiverbekreftelse) - Fiona Baird"), "",
          "Hi Fiona, attached is the employer confirmation in Norwegian, signed by the department director. Good "
          "luck with the application! Best regards, Lene Johansen, HR, Norwegian Veterinary Institute",
          "upload to portal tonight + print for police", "email"),
        c("application", OB, OBSIDIAN, "",
          "Politi tue 25: done 09:40. Fingerprints, photo, passport + oppholdskort checked and handed back. "
          "Processing time now ~12-14 months. Test result goes in when ready, I don't need to send it.",
          "passport back in the drawer - need it thu", "visa, planning"),
    ],
    "wedding": [
        c("attire", WA, WHATSAPP, "",
          "Kirsty: Fi!! Bridesmaid dresses are ordered from the shop in Stockbridge, dusky heather, but they need "
          "your measurements by FRIDAY 14th or they can't alter in time. Bust, waist, hips, and hollow to hem "
          "with the shoes you'll wear 💜",
          "measure tonight. which shoes?? don't own any", "communication, events"),
        c("travel", ED, _p("Flysøk Tromsø - Edinburgh | Norwegian"), "https://www.norwegian.com/no/booking/flysok/",
          "", "11:45 lands 18:05. or the 06:10 and a calm afternoon?", "flight, price",
          ocr="TOS Tromso  ->  EDI Edinburgh   Torsdag 27.jan\nAvgang  Ankomst  Reisetid   Bytte       Pris\n"
              "06:10   13:25    8t 15m     1 bytte OSL   1 849\n11:45   18:05    7t 20m     1 bytte OSL   1 499\n"
              "14:20   21:55    8t 35m     1 bytte OSL   1 399\nRetur sondag 30.jan EDI->TOS\n13:00   21:35  "
              "  1 bytte OSL   1 699"),
        c("travel", ED, _gm("Din reisebekreftelse - Booking reference K7QX2M"), GM_URL,
          "Thank you for booking with Norwegian. Booking reference K7QX2M. Passengers: Fiona Baird, Jonas Eriksen. "
          "Thu 27 Jan DY 383 TOS 06:10 - OSL 08:05, DY 1304 OSL 11:55 - EDI 13:25. Sun 30 Jan DY 1305 EDI 13:00 - "
          "OSL 16:15, DY 392 OSL 19:25 - TOS 21:35. 1 checked bag each.",
          "took the 06:10 after all. alarm 04:15 🙃", "flight, email"),
        c("attire", ED, _p("Measurement guide - Stockbridge Bridal"), "https://www.stockbridgebridal.co.uk/measure",
          "", "Jonas measured. hollow to hem + a 5 cm heel guess = 152", "events",
          ocr="Stockbridge Bridal  Bridesmaid measurement form\nName Fiona Baird   Bride Kirsty Baird\nDress "
              "Heather chiffon,style 4412\nBust ___ cm   Waist ___ cm   Hips ___ cm\nHollow to hem(in shoes)___ cm"
              "\nHeel height ___ cm\nPlease return by 14 January"),
        c("speech", WA, WHATSAPP, "",
          "Mum: Your sister says you're doing a speech. Lovely. Please do NOT mention the caravan at Nairn or the "
          "thing with the minister's dog. Granny Baird will be there and she's 91. The hamster story is fine. "
          "Love Mum x",
          "caravan out. minister's dog... maybe", "communication, events"),
        c("travel", WA, WHATSAPP, "",
          "Kirsty: Right, hotel. The Balmoral is silly money so the family block is at the Old Waverley, £145 a "
          "night, code BAIRD-WED. You need to book yourselves by the 20th. Rehearsal dinner Thursday 8pm at the "
          "Dome. Ceremony 2pm Saturday at Greyfriars Kirk.",
          "old waverley thu-sun = 3 nights. book sat", "communication, hotel"),
        c("attire", ED, _p("Kilt Hire Edinburgh - Slanj Kilts", 2), "https://www.slanjkilts.com/hire/edinburgh",
          "Full highland dress hire from £159: kilt, Prince Charlie jacket and waistcoat, sporran, kilt pin, "
          "hose, flashes, ghillie brogues and sgian dubh. Choose from over 100 tartans. Book online and collect "
          "in store the day before your event; return the next working day.",
          "Jonas in a kilt. he'll love it (he won't)", "shopping, price"),
        c("attire", WA, WHATSAPP, "",
          "Jonas: Må jeg virkelig ha kilt? 😬 Ok ok. But what tartan does a Norwegian wear? Callum's family is "
          "MacLeod, yours is... Baird? Can I just wear a grey one. And I'm not wearing it without underwear, "
          "whatever your uncle says.",
          "Pride of Scotland / grey = fine for non-clan", "communication"),
        c("travel", ED, _p("Old Waverley Hotel, Edinburgh - Booking.com"), "https://www.booking.com/hotel/gb/old-waverley.html",
          "Old Waverley Hotel, 43 Princes Street. Double room, castle view, 27-30 January, 3 nights, £435 "
          "(group rate applied: BAIRD-WED). Free cancellation until 25 January. 3 minutes from Waverley Station, "
          "Airlink 100 stop on Princes Street.",
          "booked with the code. free cancel till 25", "hotel, reservation"),
        c("speech", WD, _wd("Kirsty_speech_draft.docx"), "", "",
          "too long already. cut the norway bit", "writing, draft, events",
          ocr="Speech - draft 1\nGood afternoon everyone.For those who don't know me,I'm Fiona,Kirsty's big sister"
              ",and yes I flew in from the Arctic for this.\nKirsty was the kind of wee sister who\n- the hamster("
              "Hamish)\n- Callum at the ceilidh in 2019\n- what I've learned about marriage from Jonas(nothing,"
              "we're not)\nToast:to Kirsty and Callum"),
        c("speech", ED, _p("How long should a maid of honour speech be? - Hitched"),
          "https://www.hitched.co.uk/wedding-planning/speeches/maid-of-honour-speech-length",
          "Aim for three to five minutes: that's roughly 400 to 650 words. Open with who you are, tell one or two "
          "stories that show the couple at their best, say something sincere about the partner, and finish with "
          "a toast. Avoid in-jokes only three people understand, and anything your gran shouldn't hear.",
          "~600 words max. I'm at 900", "writing, events"),
        c("speech", OB, OBSIDIAN, "",
          "K stories: Hamish the hamster funeral (K aged 7, full eulogy); her driving test x3; how she met Callum "
          "(he stood on her foot at the ceilidh, 2019); her calling me at 3am from Barcelona; the caravan NO.",
          "hamster + ceilidh + one sincere bit", "writing, draft"),
        c("attire", ED, _gm("Your hire order SL-EDI-20931 is confirmed"), GM_URL,
          "Hi Jonas, your highland dress hire is confirmed: Grey Granite tartan kilt, Prince Charlie jacket (42L), "
          "waistcoat, black dress sporran, ghillie brogues UK 10. Collect Friday 28 January from 10am at our "
          "Edinburgh store, 80 High Street. Return by Monday 31 January 5pm.",
          "return mon - we fly sun. ask Kirsty to drop it back", "email, reservation"),
        c("travel", WA, WHATSAPP, "",
          "Jonas: Fikk fri fredag 28. 👍 Rektor sa ja så lenge jeg lager vikarplan. So Thursday to Sunday is ok. "
          "Who drives us to the airport at 5 in the morning though?",
          "taxi. booking it now before I forget", "communication, travel"),
        c("speech", WA, WHATSAPP, "",
          "Callum: Hi Fiona, Callum here (Kirsty doesn't know I'm messaging 😅). Best man is doing 6 min, my dad "
          "3, so if you could keep yours under 5 that'd be great for the venue timings. And please go easy on "
          "the ceilidh story. Cheers!",
          "under 5. ceilidh story stays, gently", "communication, events"),
        c("travel", ED, _gm("Important: schedule change to your booking K7QX2M"), GM_URL,
          "We have had to change the schedule of your flight DY 1304 Oslo - Edinburgh on 27 January. New "
          "departure 12:35, arrival 14:05. Your connection in Oslo remains valid. No action needed. If the new "
          "time does not suit you, you can change or cancel free of charge.",
          "40 min later. still fine for 8pm", "email, flight"),
        c("attire", ED, _p("Women's block-heel ankle boots | Zalando", 3), "https://www.zalando.no/damesko-ankelstovletter/",
          "Ankle boots with 5 cm block heel, suede, water-repellent, rubber sole with grip. Black or taupe. "
          "Sizes 36-42. 1 099 kr. Free delivery in 2-4 working days, free returns within 100 days.",
          "taupe 39, 5 cm like I told the shop. cobbles in jan", "shopping, price"),
        c("speech", WD, _wd("Kirsty_speech_draft.docx"), "",
          "And then there's Callum. The first time Kirsty told me about him, she said he'd stood on her foot "
          "in a Strip the Willow and apologised so much she had to buy him a drink to make him stop. Callum, "
          "you've been apologising less ever since, and she's been smiling more.",
          "590 words. under 5 min if I don't cry", "writing, draft"),
        c("travel", ED, _p("Airlink 100 - Lothian Buses"), "https://www.lothianbuses.com/airlink",
          "Airlink 100 runs between Edinburgh Airport and Waverley Bridge every 10 minutes, 24 hours a day. "
          "Journey time about 30 minutes. Single £7.50, open return £12. Contactless payment on board.",
          "bus not taxi. £12 return each", "travel, itinerary"),
        c("speech", WA, WHATSAPP, "",
          "Jonas: Practise it on me tonight after dinner, I'll time it 😄 Og du må si 'to Kirsty and Callum', ikke "
          "'skål'. Although skål would get a laugh.",
          "4:40 on the first read. keep the skål joke", "communication"),
        c("travel", OB, OBSIDIAN, "",
          "pack: dress (with Kirsty already), boots, tights x2, passport!, speech printout + on phone, adapter "
          "UK plug, presents, Skye's meds list for Astrid, taxi 04:45 thu (booked), check in wed night.",
          "passport from the drawer after the police thing", "travel, planning"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of interleave()): one "HH:MM task" per capture, each taking that task's next capture in TASKS. Monday 10 to Tuesday
# 25 January 2028, Tromsø time; office days, evenings at home, two weekends at home with a lame dog.
DAYS = {
    # Mon, first day back: the sample backlog (Jonas's message about the lame dog at 09:37, answered, back to the
    # samples), the course sign-ups before lunch, the drug exemption after it (Kirsty's dress message in the middle),
    # the dog's knee examined on the kitchen floor in the evening
    "2028-01-10": "08:41 cwd, 08:58 cwd, 09:37 skye, 09:44 cwd, 11:50 course, 13:05 course, 13:31 course, "
                  "13:36 wedding, 19:20 skye, 21:05 skye",
    # Tue: the report's skeleton in the morning, the course, the citizenship rules and the dog's policy at lunch,
    # flights in the evening
    "2028-01-11": "08:50 cwd, 09:25 cwd, 10:02 course, 11:15 course, 12:30 citizenship, 12:41 skye, "
                  "12:48 citizenship, 20:30 wedding, 20:52 wedding",
    # Wed: the orthopaedic consult at 08:00, at work from 10; the clinic's notes arrive between two sample messages
    "2028-01-12": "10:20 cwd, 10:34 cwd, 10:38 skye, 11:30 course, 11:55 course, 12:35 citizenship, "
                  "12:42 citizenship, 15:10 skye, 16:05 skye, 21:40 wedding",
    # Thu: a report and samples morning (the surgery confirmation at 11:14, read at once), lunch errands, family
    # messages in the evening
    "2028-01-13": "08:45 cwd, 09:30 cwd, 11:10 cwd, 11:14 skye, 11:20 cwd, 12:50 course, 13:02 citizenship, "
                  "16:30 skye, 19:15 wedding, 19:22 wedding",
    # Fri: the course's sign-up deadline; the kilt at lunch; the insurer; the exemption sent back as incomplete
    "2028-01-14": "09:05 course, 09:40 course, 12:10 wedding, 12:16 wedding, 14:20 skye, 15:30 course",
    # Sat: at home; the UDI application sent at 12:14
    "2028-01-15": "10:30 skye, 11:50 citizenship, 12:20 citizenship, 21:10 wedding",
    # Sun: an afternoon on the speech; test practice and the police booking in the evening
    "2028-01-16": "14:00 wedding, 14:18 wedding, 14:40 wedding, 20:15 citizenship, 20:58 citizenship",
    # Mon: Skye dropped off at 07:45; the map and the herders' box at work; the surgeon's call relayed at 12:40
    "2028-01-17": "09:30 cwd, 10:05 cwd, 12:40 skye, 13:20 citizenship, 14:00 course, 18:40 skye",
    # Tue: Ingebjørg's request and the IHC results, the kilt confirmation at 09:47; the claim and the rehab plan
    "2028-01-18": "08:55 cwd, 09:40 cwd, 09:47 wedding, 11:30 course, 13:15 skye, 21:30 skye, 22:05 citizenship",
    # Wed: a report-writing day with few captures; HR, the course list, the insurer, Jonas's quiz at night
    "2028-01-19": "08:40 cwd, 10:25 citizenship, 10:31 course, 13:00 skye, 15:45 wedding, 20:10 citizenship",
    # Thu: the citizenship test 09:30-10:20; the herder and the drug order just after; the summary written
    "2028-01-20": "11:35 citizenship, 11:48 course, 12:02 course, 12:10 citizenship, 14:30 cwd, 17:10 skye, "
                  "21:20 wedding",
    # Fri: the sun's first day back over the mountains; the draft sent in the morning
    "2028-01-21": "09:10 cwd, 10:40 course, 11:05 skye, 16:50 wedding",
    "2028-01-22": "11:30 wedding, 15:20 wedding",
    "2028-01-23": "13:10 skye, 19:40 wedding",
    # Mon: the risk assessment and the exemption granted; the speech timed after dinner
    "2028-01-24": "09:15 course, 13:40 course, 21:00 wedding",
    # Tue: the police at 09:15; the payout; the practical day's plan; packing late
    "2028-01-25": "09:58 citizenship, 10:30 skye, 14:10 course, 22:15 wedding",
}

TIMELINE = day_timeline(DAYS, TZ)
