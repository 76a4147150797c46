"""Elif Demirtaş, a coffee roaster from Izmir, Turkey, who runs a small roastery and café in Yogyakarta, Indonesia,
with her husband: her first export of green coffee, three micro-lots from a farmers' group on Mount Sumbing for a
roaster in Melbourne (the cherry and its drying, the samples, the cupping and the contract, the export papers and the
shipping), a new 15 kg roasting machine from a maker in Izmir (the import and customs in Semarang, the installation
with its power, gas and chimney, the first roasts), the Independence Day festivities of her neighbourhood association,
whose treasurer she is (the games and prizes, the contributions and the budget), the café's halal and hygiene
certificates (the self-declared halal application and its ingredients, the hygiene certificate with its water test
and inspection) and a trip to Izmir in December for her mother's seventieth birthday (her children's Turkish papers,
the flights).

Written by hand in session 22 of issue 12 as the TEST corpus for session 23, before anybody tuned on it, by an
engineer who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end
of session 23, and it is a development corpus since session 24.

Elif (38) studied food engineering at Ege University, roasted in Istanbul and Melbourne, and came to Yogyakarta in
2024 with Bayu Prasetyo (40), a Javanese barista she met in Melbourne; they run Kopi Lereng (fictional), a roastery
and café on Jalan Kaliurang in Sleman. Their daughter Ayla is eight and their son Raka five; Bayu's mother, Ibu Sri,
lives in Klaten; Elif's mother, Nermin, lives in Karşıyaka, Izmir, and her brother Can in Istanbul. In the fortnight
from Monday 9 to Sunday 22 August 2032 (Tuesday 17 August is Independence Day, a public holiday; the roastery and the
café close for the day, the neighbourhood has its flag ceremony and children's games, and the adults' games and the
greased pole are on Sunday 22):
- the lots: Pak Slamet leads a farmers' group in Tlahab, Temanggung, on Mount Sumbing (Kelompok Tani Sumbing Lestari,
  fictional); a washed lot A, a honey lot B and a natural lot C, picked and dried on raised beds, rain on the honey,
  the moisture readings, the second payment in cash; Fieldhouse Roasters (fictional, Melbourne; Lachlan Cho buys
  the green coffee) wants pre-shipment samples, cups them and offers a contract FOB Semarang; CV Merapi Hijau
  (fictional, Semarang; Mbak Dewi) is the exporter of record: the packing list, the export declaration, the
  quarantine agency's phytosanitary inspection, the LCL booking via Singapore;
- the roaster: a Körfez KR-15 (fictional maker in Izmir; Murat Bey in sales, Onur the technician) shipped to
  Semarang; Pak Hendra, a customs broker, clears it (the duty bill, a red-lane inspection, the release); Mas Joko
  the electrician and the power company's upgrade to 16,500 VA; the chimney and Bu Ratna next door, who fears the
  smoke; commissioning by video call, the first roasts, the curves against the old 5 kg machine;
- the neighbourhood: RT 05 of a kampung in Sleman; Pak Bambang (the RT's head), Mas Adit (the committee's chair);
  the meeting, the contributions of 38 households, a building-supply shop's sponsorship, the prizes, the poster, the
  flag ceremony, the children's games, the tent and the pole, the accounts;
- the café's certificates: the halal certificate by self-declaration (Mbak Nisa, the halal companion; a syrup whose
  certificate lapsed, an oat milk, the ingredient list, the revision), the hygiene certificate of the district health
  office (the water test at the health laboratory, the baristas' food handler training, Bu Wulan the sanitarian's
  inspection);
- Izmir: Can plans a surprise for their mother's 70th on Sunday 26 December; Raka's birth is not yet registered in
  Turkey and Ayla's passport runs out in March; an appointment at the embassy in Jakarta, the apostilled birth
  certificate, Bayu's visa; flights from Jakarta through Istanbul, and to Jakarta from the new Yogyakarta airport.

She works on a Windows laptop: Opera for the web (titled "<page title> - Opera"), Mailbird for mail (an opened message
is titled "<subject> - Mailbird"), WhatsApp (titled only "WhatsApp": Pak Slamet, Lachlan, Mbak Dewi, Mas Joko, Bu
Ratna, Onur, the RT's group, Mas Adit, Mbak Nisa, Bu Wulan, Bayu, Can, her mother), Evernote for notes (titled only
"Evernote"), Foxit PDF Reader for every PDF and scan (" - Foxit PDF Reader"), WPS Office for spreadsheets
(" - WPS Office") and Artisan for roast logs ("Artisan - <file>.alog"). Memos are her shorthand (first person, a
roaster's and an Izmir woman's, with the Indonesian around her: "A/B/C" for the lots, "MC", "FC", "DTR", "RoR",
"FOB", "LCL", "phyto", "jt" and "rb" for millions and thousands of rupiah, "Pak S", "M", "B", "tamam", "of ya",
"inşallah", "aman", "yavaş yavaş", "sudah", "besok", "gpp", "aduh"). English is her working language; Indonesian as
she meets it (the farmers' group, the electrician, a neighbour, the RT's group, the halal companion, the health
office), Javanese from Pak Slamet once he writes in krama, and Turkish with her family and the roaster's technician,
under a fifth of the captures. Words cross on purpose: certificate (the ICO certificate of origin, the halal, the
hygiene, a birth certificate), sample (the pre-shipment samples, the water sample), roast (the samples', the new
machine's), inspection (the quarantine's, the customs' red lane, the sanitarian's), contract and invoice (the lots',
the roaster's), Izmir (the machine and the family), Semarang (the port for the roaster and the lots), list (the
packing list, the ingredient list, the list of who paid), flags and red-white (the ceremony, the drying beds). People
cross too: Bayu in the café's papers, the roaster, the lots, the games and Izmir; Mas Joko in the roaster and the list
of who paid; Pak Tarno, a welder, in the chimney, the same list and the café's new sink.

The timeline is written by hand (TIMELINE below): all in Western Indonesia Time, Asia/Jakarta, +07:00 all year
(Indonesia keeps no daylight saving time, so there is no clock change in the fortnight); the drive to Temanggung
before six on Saturday 14 August, the red lane on Monday 16, the neighbourhood's night before Independence Day, the
holiday without the roastery or the café's papers, the first roasts on Wednesday 18, the scores from Melbourne on
Thursday evening, the greased pole on Sunday 22.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("coffee roaster in Yogyakarta, Indonesia: her first export of green coffee from Mount Sumbing to a "
           "Melbourne roaster, a new roasting machine from Izmir, her neighbourhood's Independence Day as its "
           "treasurer, the café's halal and hygiene certificates, a December trip to Izmir for her mother's 70th")
TZ = ZoneInfo("Asia/Jakarta")  # WIB +07:00 all year, no daylight saving time
ID_PREFIX = "zk"  # "c" is the cellist's; no id in any bench/data or bench/corpus_sources file begins with "zk"
APP_WORDS = {"opera", "mailbird", "whatsapp", "evernote", "foxit", "pdf", "reader", "wps", "office", "artisan",
             "alog", "xlsx", "jpg", "https", "www", "com", "co", "id", "go", "au", "tr", "gov", "fieldhouse",
             "fieldhouseroasters", "korfezroasters", "korfez", "bmkg", "dhl", "karantinaindonesia", "karantina",
             "insw", "bpjph", "sihalal", "pln", "plnmobile", "tokopedia", "konsolosluk", "turkishairlines",
             "citilink", "qatarairways", "bblk", "dinkes", "slemankab", "kemendag", "merapihijau", "kompas",
             "lautfreight", "mandiri", "bca", "kopilereng"}

TASK_NAMES = {
    "lots": ("Sumbing lots for Melbourne", "the export lots", "Pak Slamet's coffee", "our first export"),
    "roaster": ("The new roaster", "the 15 kilo", "the machine from Izmir", "the roastery upgrade"),
    "kampung": ("Tujuhbelasan in the RT", "the Agustusan", "the kampung's Independence Day", "RT 05 committee"),
    "cafe": ("Halal and hygiene for the café", "the café's certificates", "permits for the café", "the SLHS and halal"),
    "izmir": ("Izmir in December", "Anne's 70th", "the December trip", "home for the year-end break"),
}
SUB_NAMES = {
    "lots/cherry": ("Cherry and drying", "the harvest", "processing at Tlahab", "the raised beds"),
    "lots/samples": ("Cupping and the buyer", "pre-shipment samples", "scores", "the contract"),
    "lots/export": ("Export papers and shipping", "the phyto", "the LCL booking", "the exporter of record"),
    "roaster/import": ("Import and customs", "clearing it in Semarang", "duties", "the crate"),
    "roaster/install": ("Installation", "gas and power", "the chimney", "Mas Joko's wiring"),
    "roaster/profiles": ("First roasts", "profiles", "curves", "dialling it in"),
    "kampung/lomba": ("The games", "lomba", "prizes", "the kids' races"),
    "kampung/dana": ("Contributions and budget", "iuran", "the treasurer's book", "sponsors"),
    "cafe/halal": ("Halal certificate", "self-declare", "ingredients list", "the halal companion"),
    "cafe/hygiene": ("Hygiene certificate", "the water test", "the sanitarian's inspection", "food handlers"),
    "izmir/papers": ("The kids' papers", "Turkish passports", "the embassy", "Raka's birth registration"),
    "izmir/flights": ("Flights", "tickets", "getting to Karşıyaka", "the route"),
}

OP = "Opera"
MB = "Mailbird"
WA = "WhatsApp"
EV = "Evernote"
FX = "Foxit PDF Reader"
WP = "WPS Office"
AR = "Artisan"


def op(title: str) -> str:
    return f"{title} - Opera"


def mb(subject: str) -> str:
    return f"{subject} - Mailbird"


def fx(name: str) -> str:
    return f"{name} - Foxit PDF Reader"


def wp(name: str) -> str:
    return f"{name} - WPS Office"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "lots": [
        c("cherry", WA, WA, "",
          "Pak Slamet: Selamat pagi Bu Elif. Hari ini petik 640 kg cherry merah dari kebun atas, brix rata-rata 22. "
          "Harga di pengepul sekarang 14 ribu per kg, tapi untuk kelompok kita tetap 16 ribu sesuai kesepakatan. "
          "Lot natural mulai dijemur besok di para-para. Mohon konfirmasi ya Bu.",
          "640 kg today. collectors pay 14rb, we keep 16rb. fair", "communication, price"),
        c("samples", MB, mb("Sumbing lots - pre-shipment samples"), "",
          "Hi Elif, great to hear the Sumbing lots are coming along. Could you send pre-shipment samples of all three "
          "(300 g each, green) so they reach us by Friday 20 August? We cup on Thursdays. If A and B score 86 or "
          "more we'd like all 20 bags as discussed; below 85 we would only take the washed. Cheers, Lachlan",
          "86+ or only the washed. samples in Melbourne by Fri 20", "email, deadline"),
        c("cherry", EV, EV, "",
          "Sumbing 2032 / A washed: pulp same day, dry ferment 36 h, wash, beds 12-14 days / B honey: pulp, no "
          "wash, beds, turn every hour first 3 days / C natural: floaters out, beds 20-25 days, thin layer / "
          "target MC 11-12%, WA under 0.60 / bags: GrainPro inside jute, 60 kg",
          "the plan for A B C. C is the slow one", "planning, specs"),
        c("samples", AR, "Artisan - SUM-A_sample_0810.alog", "",
          "Roast: SUM-A sample  Batch 150 g  Charge 195 C  TP 1:18 / 92 C  DE 4:10  FC 7:02 / 198 C  Drop 8:30 / "
          "206 C  DTR 17.3%  Weight loss 13.6%  Roaster: sample roaster 150 g",
          "sample roast for cupping, light. DTR 17 ok", "dataset, experiment"),
        c("cherry", WA, WA, "",
          "Pak Slamet: Bu, kemarin sore hujan deras di Kledung. Jemuran honey sudah kami tutup terpal tepat waktu, "
          "tapi kadar air masih 38%. Mungkin butuh 3 hari lagi kalau cuaca cerah. Yang natural aman.",
          "rain on the honey!! tarps on time, 38% MC. aman", "communication"),
        c("samples", FX, fx("cupping_SUM_0811.pdf"), "", "",
          "our table. A 85.75, B 86.5, C 85. C is still young", "statistics, comparison",
          ocr="SCA CUPPlNG FORM  Kopi Lereng  Date l1/O8/2O32  Cuppers: E.D., B.P., Rina  Sample  Fragrance  "
              "Flavor  Aftertaste  Acidity  Body  Balance  Overall  Total  SUM-A washed 8.OO 7.75 7.5O 8.OO 7.5O "
              "7.75 7.75 85.75  SUM-B honey 8.25 8.OO 7.75 7.75 7.75 8.OO 8.OO 86.5O  SUM-C natural 7.75 7.5O "
              "7.5O 7.5O 8.OO 7.5O 7.5O 85.OO"),
        c("samples", MB, mb("Contract draft: Sumbing A/B/C"), "",
          "Elif, attached is our draft contract, subject to approval of the pre-shipment samples: lot A washed 7 "
          "bags USD 9.80/kg, lot B honey 7 bags USD 11.50/kg, lot C natural 6 bags USD 12.40/kg, FOB Semarang, "
          "shipment by end of September, payment 30 days after the bill of lading. Let me know. Lachlan",
          "9.80 / 11.50 / 12.40 FOB. honey is the risk, and the rain", "email, price"),
        c("export", MB, mb("Documents for your first export - CV Merapi Hijau"), "",
          "Dear Elif, as your exporter of record we need: the signed sales contract, a proforma invoice, a packing "
          "list per lot, and the warehouse address for the quarantine officers. The phytosanitary inspection must be "
          "booked at least 3 working days before stuffing. We invoice our fee of 1.5% of the FOB value. Best "
          "regards, Dewi",
          "Dewi's list. 1.5% for them, fine, we can't export alone yet", "email, invoice"),
        c("export", WP, wp("packing_list_SUM2032.xlsx"), "",
          "Lot | Process | Bags | Net kg/bag | Net kg | Gross kg | Marks / SUM-A | washed | 7 | 60 | 420 | 427 | "
          "ICO 418/0112/001 / SUM-B | honey | 7 | 60 | 420 | 427 | ICO 418/0112/002 / SUM-C | natural | 6 | 60 | "
          "360 | 366 | ICO 418/0112/003 / total 20 bags, 1,200 kg net",
          "packing list v1. marks from Dewi", "dataset, planning"),
        c("cherry", OP, op("Prakiraan Cuaca Kledung, Temanggung - BMKG"),
          "https://www.bmkg.go.id/cuaca/prakiraan-cuaca.bmkg?Kec=Kledung",
          "Kledung, Temanggung. Sat 14 Aug: sunny, 14-24 C, humidity 65-85%. Sun 15 Aug: sunny. Mon 16 Aug: light "
          "rain in the afternoon. Tue 17 Aug: cloudy.",
          "sunny weekend up there. good for B", "news, planning"),
        c("export", OP, op("Coffee export: registered exporters and ICO certificate - Kemendag"),
          "https://www.kemendag.go.id/en/export/coffee",
          "Exports of coffee (HS 0901) may only be made by a Registered Coffee Exporter. Each shipment needs an ICO "
          "Certificate of Origin, issued by the provincial trade office on the exporter's request, and the ICO "
          "identification mark on every bag.",
          "that's why Dewi. ICO marks on every bag", "application, news"),
        c("cherry", EV, EV, "",
          "Temanggung Sat / leave 5:45, Ayla stays with B / moisture meter + spare batteries, refractometer / cash "
          "for the 2nd payment 9.6 jt in an envelope, receipt book / sample bags x6 / jackets, it's 14 C up there",
          "leave 5:45. the envelope!", "travel, planning"),
        c("cherry", WA, WA, "", "",
          "A is dry. B close. C needs another week", "dataset, specs",
          ocr="KADAR AlR  l4/O8  Lot A washed  bed l-4  11.8%  11.6%  12.O%  Lot B honey  bed 5-8  14.9%  l5.2%  "
              "Lot C natural  bed 9-l2  19.2%  2O.1%  suhu 23 C  RH 61%"),
        c("cherry", EV, EV, "",
          "2nd payment, Tlahab, 14 Aug / 11 farmers, 600 kg cherry in this round at 16rb = 9,600,000 / Pak Slamet "
          "counted it out in front of everyone, each signed / receipt no. 007 / still owed: the quality premium "
          "after Melbourne's scores, 1,000/kg if 86+",
          "paid. premium only if they score 86+", "finance, spending"),
        c("cherry", WA, WA, "",
          "Pak Slamet: Matur nuwun sanget Bu Elif sampun rawuh wonten Tlahab. Artanipun sampun kula paringaken "
          "dhateng sedaya anggota kelompok, kuitansinipun kula kintun sonten mangke. Mugi-mugi lot ingkang saking "
          "kebun atas saged angsal biji sae.",
          "he writes to me in krama now. receipts tonight", "communication"),
        c("samples", OP, op("Track: 7731 4052 9986 - DHL Express"),
          "https://www.dhl.com/id-en/home/tracking.html?tracking-id=773140529986",
          "Shipment 7731 4052 9986: Yogyakarta, Indonesia to Melbourne, Australia. 1 piece, 1.3 kg, documents "
          "and samples. Picked up 16 Aug 09:05. Estimated delivery Thu 19 Aug by end of day.",
          "samples gone. 3 x 300 g + a spare C. Thu inşallah", "travel, deadline"),
        c("cherry", WA, WA, "",
          "Pak Slamet: Dirgahayu RI ke-87! 🇮🇩 Para-para dipasangi bendera merah putih sama anak-anak. Lot C dibalik "
          "4x.",
          "flags on the drying beds 🇮🇩 C turned 4x", "communication"),
        c("export", WA, WA, "",
          "Dewi (Merapi Hijau): Bu, untuk PEB kami perlu nomor NIB Kopi Lereng dan kontrak yang sudah ditandatangani "
          "kedua pihak. Karantina juga minta alamat gudang dan nama penanggung jawab di lokasi. Bisa dikirim hari "
          "ini?",
          "contract not signed yet, Melbourne first. NIB today", "communication, application"),
        c("samples", WP, wp("cupping_SUM_sessions.xlsx"), "",
          "Sample | 11 Aug | 16 Aug | 18 Aug | mean / SUM-A washed | 85.75 | 86.00 | 86.25 | 86.00 / SUM-B honey | "
          "86.50 | 86.75 | 86.50 | 86.58 / SUM-C natural | 85.00 | 85.50 | 86.00 | 85.50 / notes: C opens up as it "
          "rests, jasmine in A from the 2nd session",
          "three sessions. C climbing as it rests", "statistics, dataset"),
        c("samples", WA, WA, "",
          "Lachlan: Box is here! All 4 bags intact, the customs broker didn't open them. We'll cup them after lunch "
          "with the team.",
          "arrived. they cup after lunch, their time", "communication"),
        c("export", OP, op("Permohonan Pemeriksaan - Badan Karantina Indonesia"),
          "https://karantinaindonesia.go.id/layanan/permohonan", "",
          "phyto inspection booked 27 Aug at the warehouse", "application, deadline",
          ocr="BADAN KARANTlNA lNDONESlA  Permohonan Pemeriksaan Karantina Tumbuhan  Pemohon: CV Merapi Hijau  "
              "Komoditas: Kopi biji / Coffea arabica  HS O9O1.11.9O  Jumlah: 2O karung, 1.2OO kg  Tujuan: "
              "Australia  Lokasi: Gudang Kopi Lereng, Sleman  Jadwal: 27-O8-2O32 O9.OO  Status: TERDAFTAR"),
        c("samples", MB, mb("Re: Sumbing lots - cupping results"), "",
          "Elif, we cupped all three this afternoon, four cuppers. A 86.25 (jasmine, lime, clean), B 87.00 (red "
          "grape, panela, the one everyone fought over), C 85.75 (ripe, a little boozy, needs rest). We'll take A "
          "and B in full and 3 bags of C at 11.90. Contract to follow. Lachlan",
          "B 87!! A and B in full, C only 3 bags at 11.90. premium for Pak S", "email, reviews, statistics"),
        c("export", MB, mb("Booking confirmation LCL SRG-MEL 2032/0877 - Laut Freight"), "",
          "Booking 2032/0877 confirmed. Port of loading: Semarang (Tanjung Emas). Port of discharge: Melbourne via "
          "Singapore. ETD 3 Sep 2032, ETA 18 Sep. Cargo: 17 bags green coffee, 1,020 kg net. CFS closing Mon 30 "
          "Aug 12:00. Deliver to CFS Tanjung Emas, warehouse 4.",
          "17 bags now, not 20. CFS closing 30 Aug noon", "reservation, deadline, email"),
        c("cherry", WA, WA, "",
          "Pak Slamet: Lot C 12,1% Bu. Senin digiling di huller Pak Darto. 3 karung sisa buat Ibu?",
          "C dry! 12.1. the 3 leftover bags of C for our café", "communication, dataset"),
        c("export", FX, fx("PI_KL-FH-2032-01.pdf"), "",
          "PROFORMA INVOICE KL-FH-2032-01  Seller: Kopi Lereng, Sleman, Yogyakarta (exporter of record: CV Merapi "
          "Hijau, Semarang)  Buyer: Fieldhouse Roasters Pty Ltd, Brunswick VIC  SUM-A washed 7 x 60 kg @ USD 9.80 "
          "= 4,116.00  SUM-B honey 7 x 60 kg @ USD 11.50 = 4,830.00  SUM-C natural 3 x 60 kg @ USD 11.90 = 2,142.00"
          "  Total FOB Semarang USD 11,088.00",
          "PI done. 11,088 FOB. Dewi gets 166", "invoice, price"),
        c("samples", MB, mb("Signed: Contract FH-0832 Sumbing"), "",
          "Hi Elif, here's the countersigned contract FH-0832 (A 7 bags, B 7 bags, C 3 bags, FOB Semarang, shipment "
          "September 2032). Nice work for a first export. Can you send a few photos of the beds and Pak Slamet's "
          "group for our menu cards? L",
          "signed!! photos of Pak S and the beds for their cards", "email, deadline"),
        c("export", EV, EV, "",
          "export, what's left / Mon 23: hulling C, bag and mark all 17 / Wed 25: ICO certificate via Dewi / Fri 27 "
          "09:00: phyto at our warehouse / Sat 28: truck to Semarang / Mon 30 12:00 CFS closing / 3 Sep ETD / B/L "
          "to Lachlan, then 30 days",
          "the last fortnight of it. don't miss Mon 30 noon", "planning, deadline"),
    ],
    "roaster": [
        c("import", MB, mb("KR-15 shipped - B/L and documents"), "",
          "Dear Elif Hanım, your Körfez KR-15 left Izmir on 18 July on MSC ZOE, transhipment Port Klang, ETA "
          "Semarang 12 August. 1 wooden crate, 1,450 kg gross, 2.1 x 1.6 x 2.0 m. Attached: bill of lading, "
          "commercial invoice, packing list, certificate of origin. Best regards, Murat Akın, Körfez Roasters",
          "ETA Thu 12. the crate is 1.45 t, need a crane truck", "email, invoice"),
        c("install", WA, WA, "",
          "Mas Joko: Mbak, daya listrik sekarang 7.700 VA, tidak cukup untuk roaster dan café sekaligus. Motor "
          "drum sama blower butuh 3 phase. Saran saya naik ke 16.500 VA, bisa diajukan lewat aplikasi PLN, nanti "
          "saya yang tarik kabel dari meteran.",
          "7,700 not enough. 16,500 VA, three phase. aduh, cost?", "communication, specs"),
        c("import", MB, mb("Re: Import KR-15 - documents for customs"), "",
          "Dear Mrs Elif, to lodge the import declaration (PIB) I need: the original B/L, the commercial invoice, "
          "packing list, your API-P import number and the NIB. The machine is HS 8419.81, import duty 5%, VAT 12%, "
          "income tax art. 22 2.5%. Please transfer the duties before Thursday. Regards, Hendra Wijaya, PPJK",
          "Hendra needs the API-P. is B's NIB enough?", "email, tax"),
        c("install", OP, op("Tambah Daya - PLN Mobile"), "https://www.pln.co.id/plnmobile/tambah-daya", "",
          "upgrade 7,700 to 16,500: 15.9 jt. ouch", "price, application",
          ocr="PLN MOBlLE  Tambah Daya  ID Pelanggan 5231 O884 7l2O  Daya lama 7.7OO VA  Daya baru l6.5OO VA  "
              "3 fasa  Biaya penyambungan Rp l5.9O8.OOO  Estimasi pemasangan 5 hari kerja  Bayar"),
        c("profiles", EV, EV, "",
          "KR-15 first roasts / seasoning: 3 x 10 kg cheap robusta, throw away / then Gayo house blend 12 kg: "
          "charge 205, TP ~1:30, FC at 9:30-10:00, drop 11:30-12:00, DTR 20-22% / compare to the old 5 kg: same "
          "bean, same colour, cup side by side",
          "the plan for the first week on the 15", "planning, experiment"),
        c("install", FX, fx("KR-15_installation_manual_EN.pdf"), "",
          "3.2 Gas supply: LPG, 2.8 kg/h at full burner, pressure 30-37 mbar, regulator supplied. 3.4 Exhaust: "
          "chimney diameter 150 mm, stainless, no more than three 90° bends, outlet at least 1 m above the roof "
          "ridge. 3.5 Electrical: 380 V 3-phase, 5.5 kW total.",
          "chimney 1 m above the ridge. Bu Ratna's roof is higher", "specs"),
        c("import", MB, mb("Original documents - DHL"), "",
          "Elif Hanım, the originals of the B/L and the certificate of origin were sent by DHL today, tracking "
          "5521 0934 77. The IT-CEPA preference form is included, please ask your broker if it lowers the duty. "
          "Selamlar, Murat",
          "CEPA form, maybe 0% duty. ask Hendra", "email"),
        c("import", FX, fx("Billing_PIB_000412.pdf"), "", "",
          "taxes 75.9 jt. paid from the café account, ugh", "tax, invoice",
          ocr="KODE BlLLlNG 8200 4l27 7713 O2  PlB NO. OOO4l2  Nilai pabean Rp 523.4OO.OOO  Bea Masuk O%  "
              "(lT-CEPA)  PPN l2%  Rp 62.8O8.OOO  PPh 22 2.5%  Rp l3.O85.OOO  Total Rp 75.893.OOO  Batas bayar "
              "l3-O8-2O32"),
        c("import", WP, wp("KR-15_landed_cost.xlsx"), "",
          "Item | IDR / Machine FOB Izmir EUR 29,500 @ 17,420 | 513,890,000 / freight + insurance | 9,510,000 / "
          "duty (0%, CEPA) | 0 / VAT + PPh 22 | 75,893,000 / broker + port | 6,200,000 / crane truck | 3,500,000 / "
          "total | 608,993,000",
          "609 jt landed. VAT comes back, PPh 22 too", "price, spending"),
        c("install", WA, WA, "",
          "Bu Ratna: Mbak Elif, maaf ya, saya dengar mesin sangrai yang baru lebih besar. Nanti asapnya tidak masuk "
          "ke rumah saya kan? Jendela kamar cucu saya persis di samping cerobong yang lama.",
          "Bu Ratna worried about the smoke. fair. her grandson's window", "communication"),
        c("install", OP, op("Afterburners for small coffee roasters: do you need one? - Roast Magazine"),
          "https://www.roastmagazine.com/afterburners-small-roasters",
          "An afterburner heats the exhaust to around 700 C and burns off most visible smoke and odour. For "
          "roasters under 30 kg a catalytic unit is the usual choice; expect USD 6,000-12,000, plus gas costs of "
          "roughly half the roaster's own consumption.",
          "catalytic afterburner, 6-12k USD. or a taller chimney?", "comparison, price"),
        c("import", WA, WA, "",
          "Pak Hendra: Good afternoon Mrs Elif, the PIB got red lane (physical inspection). The officer will "
          "open the crate Monday 10:00 at TPS Tanjung Emas. Please come or send someone who knows the machine.",
          "red lane. Monday 10:00 in Semarang. B goes", "communication, deadline"),
        c("install", WA, WA, "",
          "Onur (Körfez): Elif Hanım merhaba, makine kurulduktan sonra çarşamba günü görüntülü arama ile devreye "
          "alma yapalım mı? Saat 16 sizin için uygun mu? Gaz regülatörünü ve baca bağlantısını önce bir kontrol "
          "edin lütfen.",
          "Onur: commissioning Wed by video, 16:00 ours", "communication, meeting"),
        c("install", EV, EV, "",
          "chimney / new outlet on the back wall, away from Bu Ratna's side / 2 m above our ridge = 1 m above hers / "
          "Pak Tarno welds the stand, 2.4 jt / afterburner later, when the export money comes / tell Bu Ratna before "
          "they start",
          "back wall, 2 m up. afterburner later", "planning, household, price"),
        c("import", WA, WA, "",
          "Pak Hendra: Inspection today 10:00 at TPS, the officer only wants to see the serial plate and the "
          "burner. Bring the catalogue.",
          "B in Semarang with the catalogue. fingers crossed", "communication"),
        c("import", FX, fx("SPPB_000412.pdf"), "",
          "SURAT PERSETUJUAN PENGELUARAN BARANG (SPPB) No. 000412, 16-08-2032. Importir: Kopi Lereng. Barang: 1 "
          "unit coffee roaster Körfez KR-15, 1 crate. The goods may be released from TPS Tanjung Emas.",
          "released!! truck tonight, here Wed morning", "application"),
        c("install", WA, WA, "",
          "Mas Joko: PLN datang jam 7 tadi, meteran baru 16.500 VA sudah terpasang. Kabel ke mesin saya tarik "
          "siang ini, jam 3 bisa dicoba.",
          "new meter in. test at 3", "communication"),
        c("install", MB, mb("KR-15 commissioning checklist"), "",
          "Before our call: 1. machine level, 2. gas regulator at 30 mbar and leak test with soapy water, 3. "
          "exhaust connected and the damper open, 4. phases in the right order (the drum must turn clockwise seen "
          "from the front), 5. thermocouples BT and ET plugged into the logger. Onur",
          "Onur's 5 checks. drum turning the wrong way, swap phases", "email, specs"),
        c("profiles", AR, "Artisan - KR15_season_03.alog", "",
          "Roast: KR15 seasoning 3  Batch 10.0 kg robusta  Charge 200 C  TP 1:42 / 96 C  FC 10:48 / 196 C  Drop "
          "12:55 / 208 C  DTR 16.4%  Gas 60-80%  Air 4",
          "seasoning 3 of 3. the curve is smooth, finally", "dataset, experiment"),
        c("profiles", AR, "Artisan - KR15_gayo_house_01.alog", "",
          "Roast: Gayo house blend 1  Batch 12.0 kg  Charge 205 C  TP 1:36 / 98 C  DE 5:20  FC 9:58 / 197 C  "
          "Drop 12:10 / 210 C  DTR 18.1%  Weight loss 14.2%  Gas 85% to 55% after FC",
          "first real batch. a bit fast to FC, flick after", "dataset, experiment"),
        c("profiles", EV, EV, "",
          "KR-15 notes / burner is slow: 40 s from a change to the curve moving, the old one 15 s / cut gas earlier, "
          "before FC, not at it / RoR crashed at 10:30 then flicked / airflow 4 too low at 12 kg? try 5",
          "cut the gas earlier. it's a slow machine", "experiment, learning"),
        c("profiles", WA, WA, "",
          "Onur (Körfez): Elif Hanım, eğrilere baktım. 12 kiloda hava akışını 5'e alın, birinci çatlaktan bir "
          "dakika önce gazı yüzde 50'ye düşürün. Tambur hızı da 52 olsun, 48 çok yavaş.",
          "Onur: air 5, gas to 50% a minute before FC, drum 52", "communication, learning"),
        c("profiles", WP, wp("KR15_vs_old5kg.xlsx"), "",
          "Machine | batch kg | time | DTR | loss | gas kg/batch | colour / old 5 kg | 5 | 11:40 | 20.5% | 14.8% | "
          "0.52 | 58 / KR-15 #1 | 12 | 12:10 | 18.1% | 14.2% | 0.61 | 61 / KR-15 #4 | 12 | 12:45 | 21.0% | 14.9% | "
          "0.63 | 58",
          "#4 matches the old one. 2.4x the coffee per batch", "comparison, statistics"),
        c("profiles", MB, mb("Re: KR-15 first week"), "",
          "Hi Murat Bey, Onur's settings worked: batch 4 matches our old roaster in the cup. One thing: the cooling "
          "tray's stirrer squeaks and stops for a second every few turns. Is that covered? It was installed on "
          "Wednesday. Selamlar, Elif",
          "asked Murat about the stirrer. warranty, surely", "email, warranty"),
    ],
    "kampung": [
        c("dana", WA, WA, "",
          "Pak Bambang (RT 05): Assalamualaikum warga RT 05. Nanti malam jam 19.30 rapat panitia 17an di rumah saya. "
          "Bendahara tahun ini Bu Elif, yang bisa iuran sudah bisa lewat beliau ya. Iuran 100 ribu per KK. "
          "Terima kasih.",
          "I'm the treasurer?! nobody asked me. tamam", "communication, meeting"),
        c("lomba", EV, EV, "",
          "RT 05 meeting / Tue 17: upacara 07:30 at the field, kids' games after: sack race, krupuk, marbles on "
          "spoons, bottle and nail / Sun 22: adults: tug of war, ladies' football in sarongs, panjat pinang at 13:00 "
          "/ budget 6 jt, prizes 2.5 jt / Mas Adit chairs",
          "the list. the pole is on Sunday, not the 17th", "meeting, events, planning"),
        c("dana", WP, wp("iuran_RT05_17an.xlsx"), "",
          "No | KK | iuran | date / 1 | Pak Bambang | 100,000 | 9 Aug / 2 | Bu Ratna | 100,000 | 9 Aug / 3 | "
          "Mas Adit | 100,000 | 10 Aug / ... / paid 21 of 38 = 2,100,000 / sponsors: Toko Bangunan Sinar 500,000 "
          "(promised), Kopi Lereng 500,000",
          "21 of 38 paid. B says we give 500rb too, fine", "finance, dataset"),
        c("lomba", WA, WA, "",
          "Mas Adit: Bu Elif, bisa tolong belanja hadiah untuk lomba anak? Kira-kira 40 bungkus: buku tulis, pensil, "
          "mainan kecil. Juara 1-3 tiap lomba dapat yang lebih besar. Budget 1,5 juta ya Bu, nanti nota dikasih ke "
          "saya.",
          "shopping for 40 prizes, 1.5 jt. keep the receipt", "communication, shopping"),
        c("dana", MB, mb("Notifikasi Transaksi - Dana Masuk"), "",
          "Dana masuk Rp 500.000 dari TOKO BANGUNAN SINAR ke rekening 0372-01-0094. Berita: sponsor 17an RT05. "
          "12/08/2032 16:02 WIB.",
          "Sinar paid. their banner goes on the tent", "finance, email"),
        c("lomba", OP, op("Paket Hadiah Lomba 17an isi 40 - Tokopedia"),
          "https://www.tokopedia.com/tokohadiah/paket-hadiah-lomba-17an-isi-40",
          "Gift set for Independence Day games, 40 packs: exercise books, pencils, erasers, small toys, wrapped in "
          "red and white paper. Rp 685,000. Free shipping to Sleman, arrives 15-16 Aug.",
          "40 packs 685rb. too much, the shop on Kaliurang is cheaper", "shopping, price"),
        c("dana", WA, WA, "", "",
          "photo of Pak Bambang's list. 31 of 38 now", "finance, dataset",
          ocr="lURAN l7an RT O5 2O32  l Pak Bambang lOO.OOO v  2 Bu Ratna lOO.OOO v  3 Mas Adit lOO.OOO v  ...  "
              "29 Pak Tarno lOO.OOO v  3O Mas Joko lOO.OOO v  3l Bu Wati 5O.OOO (sisa besok)  Jumlah 3.O5O.OOO"),
        c("lomba", WA, WA, "", "",
          "Ayla's sack race 08:30. I hand out prizes?!", "events",
          ocr="LOMBA HUT Rl KE-87  RT O5  Selasa l7 Agustus 2O32  O7.3O Upacara bendera di lapangan  O8.3O Lomba "
              "anak: balap karung, makan kerupuk, kelereng, paku dalam botol  Minggu 22 Agustus  O8.OO Tarik "
              "tambang  lO.OO Sepak bola sarung ibu-ibu  l3.OO PANJAT PlNANG  Hadiah menarik!"),
        c("dana", FX, fx("nota_hadiah_0816.pdf"), "", "",
          "prizes 1.42 jt. under Adit's 1.5. scanned for the book", "spending, invoice",
          ocr="TOKO ALAT TULlS MAKMUR  Jl. Kaliurang km 6  l6/O8/2O32  Buku tulis 4O x 3.5OO l4O.OOO  Piala "
              "kecil l2 x 35.OOO 42O.OOO  Mainan 24 x l5.OOO 36O.OOO  Tas sekolah 6 x 83.OOO 498.OOO  TOTAL "
              "l.418.OOO  LUNAS"),
        c("lomba", EV, EV, "",
          "tirakatan notes / tumpeng cut by Pak Bambang at 21:00, Mbah Harjo told the story of 1945 again, kids "
          "asleep on the mats / tomorrow: 07:00 at the field, red-white clothes, Raka in his batik / I do the "
          "prize table with Bu Wati",
          "tirakatan. Raka asleep on my lap by ten", "events, household"),
        c("lomba", WA, WA, "",
          "Pak Bambang (RT 05): Selamat pagi. Upacara jam 07.30 di lapangan, mohon warga pakai baju merah putih. "
          "Anak-anak langsung lomba setelah upacara. Merdeka! 🇮🇩",
          "Merdeka 🇮🇩 leaving in 15", "communication, events"),
        c("lomba", EV, EV, "",
          "winners / sack race under 7: 1 Dimas 2 Raka!! 3 Nayla / sack race 7-10: 1 Ayla 2 Bintang 3 Putri / "
          "krupuk: 1 Fajar 2 Ayla 3 Kevin / marbles: 1 Salsa 2 Dimas 3 Rizky / bottle and nail: 1 Bintang 2 "
          "Putri 3 Raka",
          "both kids won something. I'm too proud", "events, household"),
        c("dana", WP, wp("kas_17an_RT05.xlsx"), "",
          "In | Out / iuran 3,650,000 | prizes 1,418,000 / sponsors 1,000,000 | flag and banners 380,000 / "
          "| tumpeng + snacks 640,000 / | sound system 350,000 / total in 4,650,000 | out 2,788,000 / left for "
          "Sunday: 1,862,000 (tent, pole, oil, big prizes)",
          "1.86 jt for Sunday. the pole will eat it", "finance, spending"),
        c("lomba", OP, op("Panjat pinang: how villages keep the greased pole safe - Kompas"),
          "https://www.kompas.com/english/panjat-pinang-safety",
          "Committees now plant the areca trunk at least 1.5 m deep, pad the ground with sand and straw, and keep "
          "teams to five climbers. Used engine oil is out; a mix of clay and cooking oil is cheaper to wash off "
          "the children afterwards.",
          "clay and cooking oil, not engine oil. tell Adit", "events, news"),
        c("lomba", WA, WA, "",
          "Mas Adit: Pinang udah berdiri Bu, 7 meter. Tinggal olinya. Hadiah di atas: sepeda anak, rice cooker, "
          "kipas.",
          "7 m pole up. a kids' bike on top!", "communication, events"),
        c("dana", FX, fx("nota_sewa_tenda_0822.pdf"), "",
          "NOTA  Sewa Tenda & Kursi Pak Yanto  22/08/2032  Tenda 4 x 6 m 1 unit 450.000  Kursi plastik 50 x 3.000 "
          "150.000  Batang pinang 7 m 1 unit 400.000  Total 1.000.000  DP 300.000  Sisa 700.000",
          "tent + chairs + pole 1 jt. 700 still to pay", "spending, invoice"),
        c("dana", EV, EV, "",
          "accounts, final / in: iuran 3,700,000 (37 of 38, Bu Wati paid the rest) + sponsors 1,000,000 = 4.7 jt / "
          "out: 2,788,000 + tent etc 1,000,000 + pole prizes 650,000 + clay + oil 95,000 = 4,533,000 / left 167,000 "
          "to the RT's cash box",
          "167rb left over. done, never again. (again next year)", "finance, spending"),
    ],
    "cafe": [
        c("halal", OP, op("Pengajuan Sertifikasi Halal - SIHALAL"),
          "https://ptsp.bpjph.go.id/sihalal/pengajuan/SH2032-0417", "",
          "needs revision. the syrup and the oat milk", "application",
          ocr="SlHALAL  Pengajuan SH2O32-O4l7  Kopi Lereng  Jenis: Pernyataan Pelaku Usaha (self declare)  "
              "Status: PERLU PERBAlKAN  Catatan pendamping: l. Sertifikat halal sirup vanila kedaluwarsa "
              "(O3/2O3l)  2. Susu oat merek Avena belum terdaftar  3. Foto dapur belum lengkap"),
        c("halal", WA, WA, "",
          "Mbak Nisa (pendamping): Bu Elif, sirup vanila dari Manis Jaya sertifikatnya sudah habis tahun lalu. Kalau "
          "tidak ada yang baru, sirupnya harus diganti atau tidak dijual dulu. Susu oat juga belum ada di daftar "
          "BPJPH.",
          "the syrup's certificate ran out in 2031. aduh", "communication, application"),
        c("hygiene", MB, mb("Permohonan SLHS Kopi Lereng - Dinas Kesehatan Sleman"), "",
          "Yth. Ibu Elif Demirtaş, permohonan Sertifikat Laik Higiene Sanitasi untuk Kopi Lereng sudah kami terima. "
          "Mohon lengkapi hasil uji air dari laboratorium terakreditasi dan sertifikat pelatihan penjamah pangan "
          "untuk semua karyawan. Inspeksi akan dijadwalkan setelah dokumen lengkap.",
          "water test + training certificates, then inspection", "email, application"),
        c("halal", WP, wp("bahan_cafe_halal.xlsx"), "",
          "Ingredient | brand | supplier | halal cert no | valid until / arabica beans | own roast | - | not "
          "needed (plant) | - / fresh milk | Sleman dairy coop | direct | ID34110000123 | 2035 / oat milk | Avena "
          "| importer | NONE | - / vanilla syrup | Manis Jaya | Manis Jaya | ID32110000871 | 03/2031 / palm sugar "
          "| Kulon Progo | market | ID34110000560 | 2034",
          "2 problems out of 14. oat milk and vanilla", "dataset, specs"),
        c("halal", FX, fx("sertifikat_halal_manis_jaya.pdf"), "", "",
          "expired March 2031. they never told us", "application",
          ocr="SERTlFlKAT HALAL  Nomor ID32llOOOO87l  Pelaku Usaha: PT Manis Jaya Sentosa, Bandung  Produk: "
              "Sirup rasa vanila, karamel, hazelnut  Berlaku sampai O4 Maret 2O3l  BPJPH"),
        c("hygiene", OP, op("Layanan Uji Air Minum - BBLK Yogyakarta"), "https://bblk-yogyakarta.go.id/layanan/air",
          "Drinking water test packages: bacteriology (total coliform, E. coli) Rp 185,000; chemistry basic (pH, "
          "nitrate, iron, hardness) Rp 420,000. Sample: 1 L in a sterile bottle from the lab, delivered within 6 "
          "hours. Results in 3 working days.",
          "both packages, 605rb. sterile bottle first", "price, health"),
        c("halal", MB, mb("Re: Halal certificate vanilla syrup"), "",
          "Dear Ms Elif, we apologise. Our renewal was filed in March but is still being processed by BPJPH. We "
          "expect the new certificate by the end of September. Until then we cannot provide a valid certificate. "
          "Regards, PT Manis Jaya Sentosa",
          "end of September, maybe. can't wait for them", "email, application"),
        c("hygiene", EV, EV, "",
          "food handler training / Rina, Dimas, Tyas, Agus + me + B / online at the health office, Saturday 21, "
          "08:00-12:00, free / certificate same day / Agus works Sat, swap with Dimas",
          "all 6 of us. swap Agus's shift", "course, planning"),
        c("halal", EV, EV, "",
          "halal, decision / vanilla: drop Manis Jaya, make our own syrup (sugar, water, vanilla pods from Bali, "
          "nothing else) and list it / oat milk: switch to Oatside, certified to 2034 / take kitchen photos Monday "
          "/ then resubmit",
          "own vanilla syrup. simpler anyway", "planning, recipe"),
        c("hygiene", WA, WA, "",
          "Bu Wulan (sanitarian): Selamat siang Bu, inspeksi ke Kopi Lereng hari Kamis 19 Agustus jam 09.30 ya. "
          "Mohon hasil uji air dan daftar karyawan sudah siap. Terima kasih.",
          "inspection Thu 09:30. results must be back by then", "communication, meeting"),
        c("hygiene", FX, fx("LHU_air_KopiLereng_0818.pdf"), "", "",
          "water passed. pH 7.1, no coliform", "health, dataset",
          ocr="LAPORAN HASlL UJl  No. 2O32/AlR/l774  Sampel: air minum, kran bar Kopi Lereng  Parameter  Hasil  "
              "Baku mutu  Total coliform  O  O CFU/lOO ml  E. coli  O  O  pH  7.l  6.5-8.5  Nitrat  4.2  5O mg/l  "
              "Kesimpulan: MEMENUHl SYARAT"),
        c("halal", OP, op("Self-declare halal certification for micro and small businesses - BPJPH"),
          "https://www.bpjph.go.id/en/self-declare",
          "Micro and small businesses whose products carry no critical risk may declare their products halal with "
          "the help of a halal process companion. All ingredients must be either non-critical (plants, water, "
          "salt) or already halal-certified. The Halal Product Fatwa Committee decides on the declaration.",
          "homemade syrup is fine if every input is plain", "application, learning"),
        c("hygiene", EV, EV, "",
          "for Bu Wulan at 9:30 / fridge thermometer log since 1 Aug / pest control receipt July / hand soap at "
          "every sink / staff list + training booked for Sat / water results / cover the bin by the bar",
          "checklist. the bin by the bar, always open", "planning, health"),
        c("hygiene", WA, WA, "",
          "Bayu: inspection done, she was nice. Only one thing: a separate hand-wash sink near the bar, not the "
          "one we wash cups in. She comes back in 2 weeks and then signs.",
          "a hand-wash sink by the bar. Pak Tarno again", "communication, health"),
        c("halal", MB, mb("SIHALAL: Perbaikan dokumen diterima SH2032-0417"), "",
          "Perbaikan dokumen untuk pengajuan SH2032-0417 telah diterima. Status: Verifikasi Pendamping. Anda akan "
          "menerima notifikasi berikutnya melalui email.",
          "resubmitted. back with Nisa", "email, application"),
        c("halal", WA, WA, "",
          "Mbak Nisa: Bu, dokumen sudah saya cek, bagus. Rabu 25 Agustus saya mau verifikasi ke lokasi, lihat proses "
          "bikin sirup vanilanya juga ya. Setelah itu masuk sidang fatwa.",
          "Nisa visits Wed 25. show her the syrup", "communication, meeting"),
    ],
    "izmir": [
        c("flights", WA, WA, "",
          "Can: Abla, annemin 70. doğum günü 26 Aralık Pazar. Ona sürpriz bir yemek yapalım diyorum, Karşıyaka'da "
          "o balıkçıda. Siz de gelin, çocukları çok özledi. Ama ona bir şey söyleme!",
          "a surprise for Anne's 70th, 26 Dec. we go. shh", "communication, events"),
        c("flights", OP, op("Book a flight: Jakarta - Izmir - Turkish Airlines"),
          "https://www.turkishairlines.com/en-id/flights/booking/", "",
          "21.2 jt adult, 16 child. 74.5 jt for the four of us", "flight, price",
          ocr="Jakarta (CGK) - lzmir (ADB)  Sun l9 Dec 2O32  TK 57 2l:OO - O5:l5+l  TK 2322 O7:45 - O9:O5  "
              "Return Sun O2 Jan 2O33  Economy Class  lDR 2l.2l4.OOO per adult  Child (2-ll) lDR l6.O2O.OOO"),
        c("papers", OP, op("Birth registration of children born abroad - Turkish Embassy Jakarta"),
          "https://jakarta.be.mfa.gov.tr/Mission/ShowInfoNote/birth-registration",
          "Births of Turkish citizens abroad must be registered with the consulate. Required: the local birth "
          "certificate with an apostille, its sworn translation into Turkish, the passports of both parents and "
          "the marriage record if it has been registered in Turkey. An appointment is required.",
          "Raka isn't registered. 5 years, oops", "application, visa"),
        c("papers", EV, EV, "",
          "Izmir papers / Raka: birth registration first, then kimlik, then passport / Ayla: passport expires 14 "
          "March 2033, renew now (6 months rule) / Bayu: visa as the spouse of a Turkish citizen, same appointment? "
          "/ akta kelahiran Raka: apostille at the ministry, online",
          "three people, three different problems", "planning, visa"),
        c("flights", MB, mb("Price alert: Jakarta to Izmir from IDR 15,480,000"), "",
          "Good news! Fares on your route Jakarta (CGK) to Izmir (ADB), 19 Dec - 2 Jan, have dropped. Qatar Airways "
          "via Doha from IDR 15,480,000, Emirates via Dubai from IDR 16,110,000, Turkish Airlines nonstop to "
          "Istanbul from IDR 19,870,000.",
          "Qatar 15.5. but Doha at 2 am with Raka", "flight, price, comparison"),
        c("papers", WA, WA, "",
          "Can: Raka'nın doğum kaydı için konsolosluktan randevu al, ben de buradan nüfus müdürlüğüne sordum, "
          "tercüme noterden onaylı olmalı. Bayu için de vize başvurusu aynı gün olur mu, bir sor bence.",
          "notarised translation. ask about B's visa the same day", "communication, visa"),
        c("flights", EV, EV, "",
          "flights / TK via IST: 21.2 adult, 16 child, nonstop to IST, Izmir at 9 am, miles / QR via DOH: 15.5, "
          "2 stops, 31 h door to door / EK via DXB: 16.1 / + YIA-CGK both ways ~1.4 jt pp / kids and night "
          "connections: TK, even at 6 jt more",
          "TK. the kids decide, not the price", "comparison, flight"),
        c("papers", OP, op("Randevu - Konsolosluk"), "https://www.konsolosluk.gov.tr/Randevu", "",
          "2 Sep 10:30 free. took it", "application, deadline",
          ocr="KONSOLOSLUK RANDEVU SlSTEMl  Cakarta Büyükelçiliği  lşlem: Doğum tescili / Pasaport  Uygun "
              "tarihler  O2.O9.2O32 Perşembe  lO.3O  ll.OO  O9.O9.2O32 Perşembe  O9.OO  Kişi sayısı: 4"),
        c("flights", WA, WA, "",
          "Bayu: Ayla's school calendar came: semester break 18 Dec to 2 Jan, school again Mon 3 Jan. Raka's TK the "
          "same. So 19 out, 2 back, but then we land on the 3rd?",
          "we land the 3rd. Ayla can miss one day", "travel, planning"),
        c("papers", FX, fx("dogum_tescil_formu.pdf"), "",
          "DOĞUM TESCİL FORMU / Çocuğun adı: Raka / Soyadı: Prasetyo Demirtaş / Doğum tarihi: 03.06.2027 / Doğum "
          "yeri: Sleman, Endonezya / Anne adı: Elif / Baba adı: Bayu / Uyruğu (baba): Endonezya",
          "the form. surname with both names, like Ayla's", "application"),
        c("papers", MB, mb("Randevu onayı / Appointment confirmation - T.C. Cakarta Büyükelçiliği"), "",
          "Randevunuz onaylanmıştır. Your appointment is confirmed: Thursday 2 September 2032, 10:30, consular "
          "section, Jl. H.R. Rasuna Said Kav. 1, Jakarta. Bring original documents and one photocopy of each. "
          "Service: birth registration, passport (2 persons).",
          "confirmed. visa for B is a separate slot, ask at the desk", "email, application"),
        c("flights", OP, op("Award tickets - Miles&Smiles - Turkish Airlines"),
          "https://www.turkishairlines.com/en-id/miles-and-smiles/award-ticket/",
          "Award ticket Jakarta - Izmir, Economy, return: 90,000 miles plus taxes and fees from IDR 3,900,000. "
          "Your balance: 61,240 miles.",
          "61k miles, not enough for one. pay cash", "flight, price"),
        c("papers", WA, WA, "",
          "Annem: Kızım Aralık'ta ne yapıyorsunuz? Can bir şeyler saklıyor gibi. Ben hiçbir şey istemiyorum, siz "
          "gelin yeter. Raka'nın pasaportu var mı bu arada?",
          "Anne suspects. said 'maybe'. Raka's passport, she knows", "communication, travel"),
        c("flights", MB, mb("Booking confirmed: PNR TKQ7ZM - Turkish Airlines"), "",
          "Thank you for choosing Turkish Airlines. PNR TKQ7ZM. TK 57 Jakarta - Istanbul 19 Dec 21:00, TK 2322 "
          "Istanbul - Izmir 20 Dec 07:45; TK 2329 Izmir - Istanbul 2 Jan 20:15, TK 56 Istanbul - Jakarta 3 Jan "
          "02:05, arr. 17:30. 2 adults, 2 children. Total IDR 74,468,000.",
          "booked!! 74.5 jt. the roaster money, sort of", "flight, reservation, email"),
        c("flights", OP, op("Yogyakarta (YIA) - Jakarta (CGK) 19 Dec - Citilink"),
          "https://www.citilink.co.id/en/booking",
          "QG 125 Yogyakarta YIA 15:10 - Jakarta CGK 16:25, Sun 19 Dec. Green fare IDR 1,185,000 per person, 20 kg "
          "baggage. Return QG 136 CGK 19:40 - YIA 20:55, Mon 3 Jan.",
          "YIA-CGK 15:10, 4.5 h before TK. back the 3rd at 19:40", "flight, reservation"),
        c("papers", EV, EV, "",
          "for 2 Sep / Raka: akta kelahiran + apostille (done online, printed), sworn translation (Bu Lina, "
          "Jakarta), photos 5x6 white / Ayla: old passport, kimlik / me: kimlik, passport, our evlilik cüzdanı / "
          "Bayu: passport, photos, bank statement, the visa form / train Sep 1 evening",
          "the pile for 2 Sep. train the night before", "planning, visa"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Sleman, Temanggung and Semarang, +07:00 throughout. The drive to Temanggung
# before six on Saturday, the red lane on Monday, the night before Independence Day, the holiday without the roastery
# or the café's papers, the first roasts on Wednesday, Melbourne's scores on Thursday evening, the pole on Sunday.
DAYS = {
    # Mon 9: Pak Slamet's picking, the roaster shipped, the halal application sent back, Lachlan's samples, the RT
    # makes her treasurer, Mas Joko on the power, the meeting, Can's surprise
    "2032-08-09": "07:10 lots, 08:30 roaster, 08:41 cafe, 10:20 lots, 13:40 kampung, 13:52 roaster, 19:45 kampung, "
                  "21:30 izmir",
    # Tue 10: the broker's list, the drying plan, the syrup, the power upgrade, the health office, the sample roast,
    # the fares, the contributions, the first-week plan
    "2032-08-10": "08:15 roaster, 08:24 lots, 10:00 cafe, 11:30 roaster, 13:00 cafe, 14:10 lots, 16:45 izmir, "
                  "20:30 kampung, 21:40 roaster",
    # Wed 11: rain on the honey, the cupping, the manual, the ingredients, Murat's originals, the embassy's page,
    # the prizes, Lachlan's offer late
    "2032-08-11": "07:50 lots, 09:30 lots, 09:41 roaster, 11:15 cafe, 15:00 roaster, 15:08 izmir, 19:30 kampung, "
                  "22:10 lots",
    # Thu 12 (the crate in Semarang): Dewi's documents, the duty bill and the landed cost, the packing list, the
    # syrup's certificate, the sponsor's transfer, the papers list, Bu Ratna late
    "2032-08-12": "08:40 lots, 10:05 roaster, 10:16 roaster, 13:30 cafe, 13:42 lots, 16:20 kampung, 20:00 izmir, "
                  "21:45 roaster",
    # Fri 13: the lab's prices, afterburners, the weather up the mountain, the syrup maker, the red lane, the trade
    # ministry's page, the training, a price alert
    "2032-08-13": "08:00 cafe, 09:10 roaster, 11:40 lots, 11:52 cafe, 14:30 roaster, 15:40 lots, 17:00 cafe, "
                  "20:15 izmir",
    # Sat 14 (Temanggung): the checklist before six, the moisture readings, the second payment; the prizes online,
    # Onur, Can
    "2032-08-14": "05:35 lots, 09:40 lots, 10:30 lots, 13:15 kampung, 16:00 roaster, 21:10 izmir",
    # Sun 15: the list of who paid, the chimney, the flights compared, the syrup decided
    "2032-08-15": "09:00 kampung, 10:30 roaster, 16:40 izmir, 20:00 cafe",
    # Mon 16: Pak Slamet in krama, the inspection in Semarang, the samples sent, Bu Wulan, the release, the poster,
    # the prizes' receipt, the embassy's slots, the night before Independence Day
    "2032-08-16": "07:30 lots, 09:00 roaster, 09:12 lots, 11:00 cafe, 13:45 roaster, 14:00 kampung, 19:30 kampung, "
                  "21:00 izmir, 22:40 kampung",
    # Tue 17 (Independence Day, a public holiday; the roastery and the café closed): the ceremony, flags on the
    # drying beds, the winners, the school calendar, the money so far, the birth form
    "2032-08-17": "07:00 kampung, 08:15 lots, 10:30 kampung, 13:00 izmir, 15:20 kampung, 20:40 izmir",
    # Wed 18 (the crate arrives): the new meter, the water results, Dewi, Onur's checks, the self-declare page, the
    # appointment confirmed, seasoning, the cupping sessions
    "2032-08-18": "08:10 roaster, 09:30 cafe, 10:45 lots, 10:57 roaster, 14:20 cafe, 16:00 izmir, 19:50 roaster, "
                  "22:15 lots",
    # Thu 19: the samples in Melbourne, the checklist and the inspection, the first real batch, the quarantine
    # booking, miles, the scores in the evening, her mother
    "2032-08-19": "08:45 lots, 09:20 cafe, 10:30 cafe, 11:10 roaster, 13:05 lots, 15:30 izmir, 18:05 lots, "
                  "20:10 izmir",
    # Fri 20: the slow burner, the LCL booking, C dry, the resubmission, Onur in Turkish, the flights booked
    "2032-08-20": "08:20 roaster, 09:40 lots, 13:10 lots, 13:22 cafe, 16:00 roaster, 21:00 izmir",
    # Sat 21 (the training): the pole, the old roaster against the new, the proforma, the contract, Nisa, Citilink
    "2032-08-21": "07:30 kampung, 09:00 roaster, 11:20 lots, 15:00 lots, 19:40 cafe, 21:00 izmir",
    # Sun 22 (the adults' games and the pole): the pole up, the tent, the accounts, the pile for 2 Sep, the export
    # plan, the stirrer
    "2032-08-22": "06:30 kampung, 08:10 kampung, 12:30 kampung, 16:30 izmir, 20:30 lots, 21:30 roaster",
}
TIMELINE = day_timeline(DAYS, TZ)
