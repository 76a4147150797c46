"""Eleni "Leni" Karras, an Australian ceramic artist with a studio in Sanbao, Jingdezhen, China, across the National Day
holiday: a shared wood firing (the spaces and the costs, a lighting hour read from the almanac, the night shifts of
stoking, the opening on National Day, the losses), her solo show in Melbourne (the crates and the air freight that can
only leave on the working Saturday after the holiday, the list of works and the prices, the essay, the opening and the
gallery's calls across Melbourne's clock change), the renewal of her residence permit (the documents, the bureau's
window before the holiday, the acceptance receipt and seven working days), her studio (her assistant's holiday pay, the
thrower, the clay and the ash glaze tests, a stall at the Golden Week night market), and her family over the holiday
(her son's school on the make-up days and his holiday homework, her mother's first visit to China and a trip to
Wuyuan).

Written by hand in session 31 of issue 12 as the TEST corpus for session 32, before anybody tuned on it, by an engineer
who writes test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the
understanding or the app on it, no look at how anything groups or scores it; the integrator runs it once, at the end
of session 32.

Eleni Karras (38), "Leni", grew up in Northcote, Melbourne, in a Greek-Australian family, studied ceramics in Melbourne
and came to Jingdezhen in 2023 for a residency; she stayed, married Zhou Wenbo (41), a blue-and-white painter born in
Jingdezhen, in 2025, and holds a residence permit for family reunion, renewed every year (the current one runs to 20
October 2032). Her Chinese name is 柯莲 (Ke Lian); her Chinese is good enough for the market and the studio, not for a
government notice, which she puts through DeepL. Their son Theo (周天一, Zhou Tianyi, 7) is in Grade 2, class 3, of a
local primary school. Wenbo's mother ("Ma", Theo's nainai) lives in the old town and keeps the family's papers. Leni's
parents Sofia (67) and Giorgos (71) live in Northcote; her aunt Despina and her cousin Nikos nearby. In Sanbao: Master
Yu Jianguo (63), the kiln master whose wood kiln she shares with Dan Whitcombe, an American potter, and Mr Tang, a local
celadon maker; Fang Ting ("Xiao Fang", 26), her studio assistant on a monthly wage; Wu ("Lao Wu", 58), who throws the
halves of her large jars by the piece; Mr Cheng of the (fictional) Fuliang porcelain clay works; Master Luo, who makes
crates. For the show: Ros Keane, director of the (fictional) Vale Street Gallery in Fitzroy; Maeve Tulloch, who writes
the catalogue essay; Lily Xu of the (fictional) Hengtai International Logistics; Jason Ng of the (fictional) Southbank
Customs in Melbourne; Marcus Teo, a collector in Singapore; Jenny, her old teacher. At school: Teacher Wang, the class
teacher, and the class's parents' group.
In the fortnight from Sunday 26 September to Saturday 9 October 2032, in China's time (Asia/Shanghai: +08:00 all year,
no daylight saving time since 1991, so every capture before 08:00 is still the day before in UTC): the State Council's
holiday notice gives the National Day holiday from Friday 1 to Thursday 7 October (1 to 3 October are the statutory
days, 4 to 7 rest days moved into the week) and makes Sunday 26 September and Saturday 9 October working days, so the
fortnight begins and ends on a working weekend day and holds no ordinary weekend at all: schools, offices, the bureau,
the forwarder and the clay works open on the make-up days and shut for the week; work on a statutory day is paid at
300 %, on a rest day at 200 % or with time off. Melbourne's clocks go forward at 02:00 on Sunday 3 October, so the
gallery is two hours ahead of her, then three:
- the wood firing: the loading and the shelf map, the lighting at 06:18 on Monday 27 (Master Yu's hour from the
  almanac), the shifts (hers from 22:00 to 04:00 with Wenbo), the log, cones down on Tuesday evening, three days of
  cooling, the opening at 09:00 on National Day, 51 of her 64 pieces good, a cracked jar, the shares of the costs, the
  November firing;
- the Melbourne show ("Moon and Ash", opening Thursday 28 October): the forwarder's pickup on the working Saturday, the
  crates of heat-treated wood with the ISPM-15 mark, the broker's rules, the commercial invoice at the gallery's price,
  the air waybill; the list of works before the kiln is open, the prices, the essay, the catalogue; the weekly call at
  10:00 Melbourne time (08:00 for her, then 07:00), the artist talk, her flight on Sunday 24 October;
- the residence permit: the photo receipt, her husband's household register, the scans, a rejection on Monday, the
  last afternoon before the holiday, the acceptance receipt with a collection date seven working days on (15 October,
  the working Saturday counted), the receipt as her only identity paper on the holiday trip, an SMS on the working
  Saturday;
- the studio: her assistant's days and her holiday pay, the thrower's pairs, September's wages; forty bags of porcelain
  body on the last truck before the holiday, ash glaze tests, cones from Shanghai; a stall at the night market of
  Taoxichuan, seven nights, its takings;
- the family: Theo's school on the make-up Sunday and Saturday, the National Day singing, the holiday homework, a
  poster; her mother's flights and train, the Golden Week crowds, two days in Wuyuan with Ma, the museum.

She works on a MacBook: Microsoft Edge for the web ("<page title>"), Outlook for her mail ("Inbox – Outlook"), WeChat
for every message (one title, "WeChat": Wenbo, Ma, her mother and father, the family's group, Master Yu, the kiln's
group, Dan, Xiao Fang, Lao Wu, Mr Cheng, Master Luo, Lily Xu, the market, the class group), Numbers for her sheets
("<file>"), Photos for her phone's pictures ("<file>"), Preview for PDFs ("<file>") and DeepL for what she cannot read.
Memos are her shorthand (first person, a potter's English: "MJ" for a moon jar, "A3" and the like for ash glazes, "cone
10", "LK" for herself, "W." for Wenbo, "Ma", "Fang", "Yu"), some cryptic. English is her working language and the
family's; the others as she meets them: Chinese from Master Yu, Ma, Lao Wu, Mr Cheng, Master Luo, the market, the class
teacher, the bureau and the papers she photographs; Greek from her mother and her father; under a fifth of the captures
and some in every task. Words cross on purpose: holiday (everywhere), working day and Saturday (the bureau, the
forwarder, the school, the assistant), receipt (the photo's, the bureau's, which is her identity paper at the guesthouse
and on a ticket), list (the shift list, the list of works, the packing list, the market's waiting list), mark (the
crates' ISPM-15 mark, Yu's on the shelf map), registration (of residence, the stall's assistant), ash (the glaze, the
show's title), crack (the jar's, which Ma says lets it breathe, and the list of works'), seven (nights at the market,
working days, days of holiday). People cross too: Wenbo in the firing, the permit, the family and the cracked jar; Ma in
the permit, the family and the jar; Xiao Fang in the studio, the firing's shifts and the catalogue's photographs; Master
Yu in the firing and the essay; her mother in the family and the market stall; Theo in the school, the gallery's call
and a poster of the kiln.

The timeline is written by hand (TIMELINE below): China's time throughout; captures before 08:00 that are still the day
before in UTC (the firing's night, the school mornings, the gallery's call), evenings, the two make-up working days at
either end, the seven days of the holiday (every task, the bureau's window shut), Melbourne's clock change in the
middle.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("ceramic artist in Jingdezhen, China: a shared wood firing, a solo show in Melbourne shipped across the "
           "National Day holiday, her residence permit renewal, her studio's assistant, clay and night-market stall, "
           "and her son's school and her mother's visit over Golden Week")
TZ = ZoneInfo("Asia/Shanghai")  # +08:00 all year, no daylight saving time since 1991
ID_PREFIX = "vq"  # "c" is the cellist's; no file under bench/data, bench/corpus_sources or tests has a word "vq..."
APP_WORDS = {"microsoft", "edge", "outlook", "inbox", "wechat", "numbers", "photos", "preview", "deepl", "heic", "png",
             "pdf", "img_5512", "img_5540", "img_5547", "img_5561", "img_5575", "img_5590", "img_5603", "img_5609",
             "img_5611", "img_5619", "img_5651", "img_5688", "img_5702", "img_5709", "img_5744", "https", "www",
             "glazechem", "org", "troubleshooting", "dunting", "ceair", "com", "en", "booking", "flight", "search",
             "confirmation", "gaj", "jdz", "gov", "cn", "crj", "zhaopian", "html", "tzgg", "2032", "09", "20", "nia",
             "n741440", "n741567", "c1456780", "content", "query", "status", "txcart", "market2032", "ashglaze", "net",
             "calc", "a7", "12306", "index", "lyricsinpinyin", "wo", "he", "de", "zuguo", "wyhuangling", "tickets",
             "jdzmuseum", "reserve"}

TASK_NAMES = {
    "kiln": ("The wood firing", "Master Yu's kiln", "the September firing", "firing in Sanbao"),
    "show": ("The Melbourne show", "Moon and Ash", "my solo exhibition", "the gallery in Fitzroy"),
    "permit": ("The residence permit", "renewing my permit", "the exit-entry bureau", "staying in China"),
    "studio": ("The studio", "running the workshop", "my team and materials", "the business side"),
    "family": ("Family over Golden Week", "Theo and Yiayia", "home life", "the National Day holiday at home"),
}
SUB_NAMES = {
    "kiln/spaces": ("Spaces and shares", "loading the kiln", "my share of the costs", "the next firing"),
    "kiln/firing": ("The firing", "stoking shifts", "the temperature log", "cones and reduction"),
    "kiln/unloading": ("Opening the kiln", "what came out", "losses and seconds", "the results"),
    "show/freight": ("Shipping the work", "crates and freight", "the forwarder and the broker",
                     "getting the pots to Melbourne"),
    "show/catalogue": ("The catalogue", "the list of works", "prices", "Maeve's essay"),
    "show/opening": ("The opening", "my trip to Melbourne", "the artist talk", "Ros's calls"),
    "permit/papers": ("The documents", "paperwork for the renewal", "registrations and certificates", "the folder"),
    "permit/bureau": ("At the bureau", "the window and the queue", "the acceptance receipt",
                      "when my passport comes back"),
    "studio/team": ("Xiao Fang and Lao Wu", "wages and holiday pay", "who works when", "the team"),
    "studio/materials": ("Clay and glaze", "the porcelain body", "ash glaze tests", "supplies and orders"),
    "studio/market": ("The market stall", "selling at Taoxichuan", "the night market", "stall takings"),
    "family/school": ("Theo's school", "make-up school days", "holiday homework", "the class group"),
    "family/yiayia": ("Yiayia's visit", "Mum in China", "the trip to Wuyuan", "showing Mum around"),
}

ED = "Microsoft Edge"
OL = "Outlook"
INBOX = "Inbox – Outlook"
WC = "WeChat"
NU = "Numbers"
PH = "Photos"
PV = "Preview"
DL = "DeepL"

# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "kiln": [
        c("spaces", WC, WC, "",
          "余师傅：柯老师早！今天礼拜天，但是国家调休，算上班日，小方和老吴都能来吧？今天一定要装完，下午三点我封窑门。黄历我看过了，"
          "明天二十七号宜开火，卯时最好，我定了六点十八分点火。你的两个大罐放第三排中间，火路不要挡住。松柴昨天到了，六吨多。",
          "lighting 06:18 tomorrow, Yu read it in the almanac. loading must finish today, door at 15:00",
          "communication, planning, operations"),
        c("spaces", NU, "Sept firing – stacking", "",
          "Shelf | Position | Pieces | Whose | Notes / 1 | front, low | 12 tea bowls, ash glaze A3 | LK | 3 wads each "
          "/ 2 | front, high | 8 cups, celadon | Dan | / 3 | middle | 2 moon jars, MJ-07 and MJ-08 | LK | 4 wads each, "
          "flame path open on the left / 4 | middle, high | 6 vases | Tang | / 5 | back, low | 10 tea bowls A5, 4 "
          "plates on edge | LK | / 6 | back, high | 20 small cups | Dan | / 7 | back, top | 36 cups, shino liner | LK "
          "| / mine: 14 of 40 spaces (35 %), 64 pieces",
          "64 of mine in 14 spaces. the jars in the middle, where Yu wants them", "planning, dataset"),
        c("spaces", PH, "IMG_5512.HEIC", "", "",
          "Dan's map of the shelves, Yu's mark at the bottom. jars on 3", "planning, operations",
          ocr="SHELF MAP  26/9  FRONT  1 LK bowls 12  2 DAN cups 8  3 LK JARS x2 MJ-O7 MJ-O8  4 TANG vases 6  5 LK "
              "bowls 1O plates 4  6 DAN cups 2O  7 LK cups 36  BACK  cones 9 1O 11 front+back  spy holes 3 6  余"),
        c("spaces", WC, WC, "",
          "Dan: Loading done at 15:50! Yu bricked the door himself and stuck the red paper on. Tang's vases went in "
          "last. Leni, your jars are the biggest things in there, Yu walked round them twice. Firewood stacked under "
          "the shed, 6.2 tonnes on the weighbridge slip. See you at 06:00, don't be late, he won't wait.",
          "door bricked, 6.2 tonnes of pine. up at 05:15 for 06:18", "communication, operations"),
        c("firing", PH, "IMG_5540.HEIC", "", "",
          "06:18 exactly, firecrackers, Yu lit it with a twist of paper", "events, operations",
          ocr="点火大吉  二O三二年九月二十七日  卯时  六点十八分  余记柴窑"),
        c("firing", WC, WC, "",
          "Dan: Shift list, as Yu wants it: Mon 06:18-14:00 Yu + Tang; 14:00-22:00 Dan + Xiao Fang; 22:00-04:00 Leni "
          "+ Wenbo; Tue 04:00-12:00 Yu + Tang; 12:00 till cones down Yu + Dan + whoever is awake. Every 5 minutes, 4 "
          "sticks. Noodles in the shed.",
          "W. and me 22:00 to 04:00. sleep this afternoon, after the bureau", "communication, planning, operations"),
        c("firing", NU, "Sept firing – log", "",
          "Time | Front °C | Back °C | Air | Notes / 27.09 06:18 | 21 | 21 | | lit, Yu / 08:00 | 180 | 120 | ox | "
          "steam from the chimney / 10:00 | 390 | 300 | ox | Tang stoking / 12:00 | 560 | 470 | ox | even, slow on "
          "purpose",
          "slow through the water smoking, as Yu wants. 560 at noon", "dataset, operations"),
        c("spaces", NU, "Sept firing – costs", "",
          "Item | Amount ¥ | Note / pine wood 6.2 t × 1,150 | 7,130 | weighbridge slip 25.09 / Yu, kiln master | "
          "6,000 | / shelves and posts, wear | 800 | / wadding, kiln wash | 350 | / meals, tea, cigarettes for the "
          "shifts | 620 | / total | 14,900 | / per space (40) | 372.50 | / LK 14 spaces | 5,215 | / Dan 12 | 4,470 | "
          "/ Tang 14 | 5,215 |",
          "5,215 for my 14 spaces. cigarettes are a firing cost, Yu insists", "spending, dataset"),
        c("firing", WC, WC, "",
          "余师傅：柯老师，晚上你跟文博两个人。五分钟加一次柴，一次四根，别多。火眼冒黑烟就是还原，一千零五十度开始重还原，"
          "到一千一百就稳住。后面温度低的话开侧面的小火口。有事打电话，我在棚子里睡。",
          "4 sticks every 5 minutes. heavy reduction from 1,050, hold at 1,100", "communication, operations"),
        c("firing", PH, "IMG_5561.HEIC", "", "",
          "back lagging 80 degrees. written by torchlight, W. stoking", "dataset, operations",
          ocr="LOG 28/9  OO:OO  F 1O32  B 958  RED  LK WB  OO:3O  F 1O48  B 972  heavy smoke from spy 3  stoke 4 / "
              "5min  back slow -> side port?  ask Yu at O4"),
        c("firing", NU, "Sept firing – log", "",
          "Time | Front °C | Back °C | Air | Notes / 28.09 00:30 | 1,048 | 972 | red | LK + WB / 01:30 | 1,071 | "
          "1,004 | red | side port opened, Yu woke / 02:30 | 1,093 | 1,041 | red | / 03:30 | 1,104 | 1,066 | red | "
          "hold, handing to Yu at 04:00",
          "back caught up after the side port. handing over at 04:00", "dataset, operations"),
        c("firing", WC, WC, "",
          "Dan: Cone 10 down at the front 18:05, at the back 18:25, 11 soft. Yu's closing the firebox now and "
          "clamming up at 19:00. 36 hours 42 minutes. Then three days of nobody touching anything. He says opening "
          "on Friday at 09:00, National Day, a good day to open.",
          "36 h 42 min. opening on National Day at 09:00", "communication, operations, planning"),
        c("spaces", WC, WC, "",
          "Dan: Yu wants the shares settled after we unload, WeChat Pay is fine. He says 5,215 for you and Tang, "
          "4,470 for me. Also: he's asking who wants spaces in the November firing, he's only doing one more before "
          "Spring Festival.",
          "pay after unloading. November, the last firing before Spring Festival", "communication, spending, planning"),
        c("firing", WC, WC, "",
          "Dan: Went by the kiln. Yu read 640 through the spy hole and shooed me off. He's covered the chimney. If it "
          "goes on like this it's under 100 by Thursday night. He says whoever opens a spy hole early buys the next "
          "ton of wood.",
          "640 this afternoon. nobody touches the spy holes", "communication, operations"),
        c("firing", NU, "Sept firing – log", "",
          "Time | Front °C | Back °C | Air | Notes / 28.09 18:25 | 1,306 | 1,298 | | cone 10 down all round, max / "
          "19:00 | | | | clammed up / 29.09 08:00 | 870 | 840 | | / 29.09 16:00 | 640 | 615 | | chimney covered / "
          "30.09 08:00 | 310 | 295 | | / 30.09 18:00 | 150 | 140 | | ready Friday",
          "1,306 max. 150 tonight, ready for Friday morning", "dataset, statistics"),
        c("unloading", WC, WC, "",
          "Dan: Happy National Day! Yu's opening at 9 sharp, firecrackers at 08:58. Gloves, it's still warm inside. "
          "Tang's bringing his whole family and the neighbours are coming to watch, so don't drop anything.",
          "gloves, 9 sharp. half the village watching", "communication, events"),
        c("unloading", NU, "Sept firing – results", "",
          "Piece | Shelf | Result | Where / MJ-07 | 3 | flashing on the left, ash run down the shoulder, sound | "
          "Melbourne / MJ-08 | 3 | S-crack at the foot, 9 cm | seconds / A3 tea bowls × 12 | 1 | 10 good, 2 stuck "
          "to the wads | 8 Melbourne / A5 tea bowls × 10 | 5 | 9 good, 1 dunted | 6 Melbourne / plates × 4 | 5 | 3 "
          "good, 1 warped | / cups × 36 | 7 | 28 good, 4 seconds, 4 lost | market / total 64 | | 51 good, 6 "
          "seconds, 7 lost |",
          "51 good, 6 seconds, 7 lost. MJ-07 is the one", "dataset, statistics"),
        c("unloading", PH, "IMG_5603.HEIC", "", "",
          "Yu's whiteboard. the best firing this year, he says every year", "statistics, operations",
          ocr="OPENlNG 1O/1  LK 64  good 51  2nd 6  lost 7  DAN 48  good 44  TANG 3O  good 27  cone 1O down all "
              "round  11 soft back  max 13O6  NEXT: NOV"),
        c("unloading", WC, WC, "",
          "Dan: Can't sleep. Four of my celadon cups crawled, the glaze pulled back like it was scared of the clay. "
          "I think I put it on too thick after the bisque got wet. Yours came out so well I'm jealous. Beer "
          "tomorrow?",
          "Dan's cups crawled. no beer, Mum and the market", "communication, social"),
        c("unloading", OL, INBOX, "",
          "To Jenny: The September firing came out on National Day, with firecrackers and half the village watching. "
          "51 of my 64 good, cone 10 down all round at 1,306, and the flashing I wanted on one jar. The back was 80 "
          "degrees behind at midnight until Yu opened the side port at 01:30. Your cone packs still save me. Leni",
          "telling Jenny about the side port. she taught me cone packs", "email, writing"),
        c("spaces", NU, "Sept firing – costs", "",
          "Item | Amount ¥ | Note / total | 14,900 | / LK 14 spaces | 5,215 | paid 02.10 WeChat Pay, Yu confirmed / "
          "Dan 12 | 4,470 | paid 01.10 / Tang 14 | 5,215 | pays after the holiday / wood left over | 0.4 t | Yu keeps "
          "it for November |",
          "paid Yu 5,215. Tang pays after the holiday, as always", "spending, dataset"),
        c("unloading", ED, "Dunting: cracks that happen on cooling – GlazeChem",
          "https://www.glazechem.org/troubleshooting/dunting",
          "Dunting is cracking caused by stress during cooling, most often as the kiln passes through quartz "
          "inversion at 573 °C or cristobalite inversion around 226 °C. A clean, sharp S-crack through the foot "
          "suggests uneven cooling of a thick base; a crack with glaze rounded over its edges happened on the way up, "
          "not on the way down.",
          "MJ-08's crack is sharp, so on the way down. thick foot, cold back", "research, learning"),
        c("unloading", OL, INBOX, "",
          "Dear Leni, I saw Xiao Fang's pictures of the kiln opening on your studio page. Is the moon jar with the "
          "flashing on the left going to Melbourne? If not, I would like to reserve it. I also collect seconds: if "
          "the cracked one is available, I would use it on my own table. Warm regards, Marcus Teo, Singapore",
          "MJ-07 is for Melbourne. the cracked one, maybe; Ma asked first", "email, price"),
        c("spaces", WC, WC, "",
          "Dan: November firing: Yu proposes loading 18-19 Nov, lighting 20 Nov, opening 24 Nov (he'll check the "
          "almanac for the hours). 40 spaces again. I'll take 10, Tang says 14. Leni?",
          "I'll ask for 16. the show's reorders, if there are any", "communication, planning"),
        c("unloading", WC, WC, "",
          "Wenbo: Ma saw the cracked jar at the studio yesterday and wants it for her osmanthus branches. She says a "
          "crack lets the jar breathe. Don't sell it to the Singapore man, ok? She'll cry.",
          "MJ-08 goes to Ma's hallway then. telling Marcus no", "communication, social"),
        c("unloading", OL, INBOX, "",
          "From Dan: September firing, the numbers. Lit 27.09 06:18, cones down 28.09 18:25, clammed 19:00: 36 h 42 "
          "min. Max 1,306 °C front. Wood 6.2 t, 0.4 t left. Pieces 142 in all: 122 good (85.9 %), 12 seconds, 8 "
          "lost. Crawling on my celadon (too thick), a dunt on Leni's jar, warping on a plate. Pictures in the shared "
          "folder.",
          "Dan's numbers: 85.9 % good across the kiln, mine 80 %", "email, statistics"),
        c("spaces", WC, WC, "",
          "余师傅：柯老师，十一月那窑定了，二十号点火，你要十六个窑位可以。松柴涨价了，一千二一吨。定金两千，下周给我就行。"
          "这窑你的大罐烧得最好，下次多做几个。",
          "16 spaces for November, wood at 1,200 a tonne. deposit 2,000 next week",
          "communication, planning, spending"),
    ],
    "show": [
        c("freight", OL, INBOX, "",
          "Dear Ms Karras, thank you for your enquiry. Air freight Jingdezhen – Melbourne, door to airport: pickup at "
          "your studio by truck to Shanghai Pudong (PVG), export customs, flight to MEL. Rate CNY 36/kg chargeable "
          "weight (1 m³ = 167 kg), minimum 100 kg; export declaration CNY 450; truck CNY 2,800. Our office is closed "
          "for the National Day holiday from 1 to 7 October. The last pickup before the holiday is Thursday 30 "
          "September; after the holiday, Saturday 9 October is a working day for us. Crates must carry the ISPM-15 "
          "mark. Best regards, Lily Xu, Hengtai International Logistics",
          "the 30th is impossible, the kiln opens on the 1st. so Saturday the 9th", "email, price, deadline"),
        c("catalogue", OL, INBOX, "",
          "Hi Leni, happy Sunday (or is it a working Sunday for you again?). For 'Moon and Ash' I need by Thursday "
          "the final list of works with titles, dimensions and retail prices in AUD, and a line on each new piece "
          "from the September firing. Maeve's essay draft comes to you on Tuesday. We print the catalogue on 8 "
          "October. Commission as agreed, 40 %. x Ros",
          "list by Thursday, before the kiln is even open. titles for pots I haven't seen",
          "email, deadline, planning"),
        c("catalogue", NU, "Moon and Ash – works", "",
          "No. | Title | Size cm | Retail AUD | Status / 1 | Moon jar MJ-03 | 42 × 44 | 4,800 | summer firing, here / "
          "2 | Moon jar MJ-05 | 40 × 41 | 4,800 | summer firing, here / 3 | Moon jar MJ-07 | 44 × 45 | 5,600 | in the "
          "kiln / 4 | Moon jar MJ-08 | 43 × 44 | 5,600 | in the kiln / 5-10 | Vases V-11 to V-16 | 24-31 high | 1,200 "
          "each | here / 11-24 | Tea bowls A3, A5 | 12-13 | 380 / 420 | in the kiln",
          "half the show is inside the kiln, at about 800 degrees", "dataset, price, portfolio"),
        c("opening", ED, "PVG to MEL · Sun 24 Oct 2032 · China Eastern",
          "https://www.ceair.com/en/booking/flight-search",
          "Sun 24 Oct 2032 · Shanghai Pudong (PVG) 23:55 → Melbourne (MEL) 12:15 +1 · MU 737 · nonstop · 9 h 20 "
          "min · Economy from CNY 5,860 · Sun 24 Oct · PVG 19:40 → SYD 07:50 +1, SYD 09:30 → MEL 11:00 · 1 stop · "
          "from CNY 4,920",
          "on the 2 am break at the kiln. can't book till the passport's back", "flight, travel, price"),
        c("freight", WC, WC, "",
          "Lily Xu: Hi Leni, for the booking I need by 6 Oct: number of crates, size of each in cm, gross weight, "
          "and a commercial invoice with a value per piece. For art going to a gallery for sale, use the price the "
          "gallery pays you, not the retail price. Your broker in Melbourne will want the same invoice.",
          "value at what Ros pays me, 60 %. sizes by the 6th", "communication, invoice, deadline"),
        c("catalogue", OL, INBOX, "",
          "Leni, draft one below, 900 words, be brutal. 'In Jingdezhen, porcelain has been fired for a thousand "
          "years by people who never signed their work. Karras signs hers with fire: a wood kiln shared with three "
          "other potters, a kiln master who chooses the hour of lighting from the almanac, thirty-six hours of "
          "stoking in which the ash of six tonnes of pine settles where it will...' Maeve",
          "she used the almanac hour. too much fire, but I like the first line", "email, writing, draft"),
        c("freight", WC, WC, "",
          "罗师傅：柯老师好，木箱国庆期间可以做，我们厂一号到三号放假，四号开工，加班费另算，每个箱子加一百五。熏蒸不用做，"
          "我们用的是热处理的板子，有IPPC标识。尺寸你开窑以后发给我就行，六号下午做好。",
          "crates from the 4th, heat-treated boards with the mark. 150 more each for the holiday",
          "communication, price, planning"),
        c("catalogue", NU, "Moon and Ash – works", "",
          "No. | Title | Size cm | Retail AUD | Status / 3 | Moon jar MJ-07 | 44 × 45 | 5,600 | cooling, opens 1 Oct / "
          "4 | Moon jar MJ-08 | 43 × 44 | 5,600 | cooling / 11-18 | Tea bowls, ash glaze A3 | 12 | 380 | 8 of 12 to "
          "send / 19-24 | Tea bowls A5 | 13 | 420 | 6 of 10 / plan B if both jars fail: MJ-03, MJ-05 and two summer "
          "jars from Ma's shelf",
          "plan B raids Ma's shelf. Ros gets a list with two question marks", "dataset, planning, portfolio"),
        c("opening", OL, INBOX, "",
          "Leni, the opening is Thursday 28 October, 6-8 pm. Could you give a short artist talk on Saturday 30 October "
          "at 2 pm about the firing? 20 minutes, a few slides, a bowl to pass round. The invitation goes to print "
          "next week: do you want the Chinese title on it? x R",
          "a talk on the 30th. Chinese title: ask W. if 月与灰 sounds stupid", "email, events, planning"),
        c("opening", OL, INBOX, "",
          "Weekly catch-up Ros / Leni. Thursdays 10:00-10:30 (GMT+10:00) Canberra, Melbourne, Sydney. Next: 30 Sept, "
          "7 Oct, 14 Oct, 21 Oct. Zoom link below. Ros: Melbourne goes to daylight saving on Sunday 3 Oct, so from "
          "the 7th it's 10:00 AEDT, which is 07:00 for you, not 08:00. Sorry!",
          "on the call at 08:00 instead of Theo's singing. 07:00 from next week", "email, meeting, planning"),
        c("freight", OL, INBOX, "",
          "Dear Leni, confirmed: pickup at Sanbao on Saturday 9 October at 10:00 (an official working day after the "
          "holiday), truck to PVG, export declaration on Monday 11 October, flight MU 737 on Tuesday 12 October, "
          "arriving MEL Wednesday 13 October. Please send the commercial invoice and packing list by Thursday 7 "
          "October: I'll draft the declaration from home on the last day of the holiday. Lily",
          "pickup the 9th at 10:00, flies the 12th, lands the 13th. invoice by the 7th",
          "email, planning, deadline"),
        c("catalogue", OL, INBOX, "",
          "Leni, a list with two question marks is fine, I've been doing this for 20 years. Prices agreed: jars "
          "4,800 and 5,600, vases 1,200, tea bowls 380 and 420. We'll hold the last two catalogue pages for the new "
          "jars and fill them on the 8th. Red dots are 40/60 as always. Good luck on Friday! R",
          "two pages held for the jars. 60 % to me", "email, price"),
        c("catalogue", WC, WC, "",
          "Xiao Fang: I took 40 pictures of MJ-07 on the grey paper in the shed, north light, before the crowd came "
          "in. The flashing shows best from the left at 45°. I'll send the raw files tonight after the market. Also "
          "the tea bowls in a row, the 8 good A3s.",
          "north light, 45°. the catalogue pages from Fang's camera", "communication, portfolio"),
        c("catalogue", NU, "Moon and Ash – works", "",
          "No. | Title | Size cm | Retail AUD | Invoice AUD (60 %) / 1 | Moon jar MJ-03 | 42 × 44 | 4,800 | 2,880 / "
          "2 | Moon jar MJ-05 | 40 × 41 | 4,800 | 2,880 / 3 | Moon jar MJ-07, ash and flashing | 44 × 45 | 5,600 | "
          "3,360 / 4-9 | Vases V-11 to V-16 | 24-31 | 1,200 each | 720 each / 10-17 | Tea bowls A3 | 12 | 380 each | "
          "228 each / 18-23 | Tea bowls A5 | 13 | 420 each | 252 each / MJ-08 withdrawn (crack) / total | | | 27,960 "
          "| 16,776",
          "23 works, 27,960 if everything sells. MJ-08 stays home", "dataset, price, portfolio"),
        c("opening", OL, INBOX, "",
          "Morning from daylight saving! The clocks went forward last night, so I'm three hours ahead of you now. "
          "Quick one: the invitations print on Tuesday. Do you want 'Eleni Karras' or 'Leni Karras'? Your dad's "
          "friends from Northcote will only know Eleni. R",
          "three hours now. Eleni on the invitation, for Dad's friends", "email, events"),
        c("freight", OL, INBOX, "",
          "Hi Leni, Jason at Southbank Customs. For the import we'll lodge a full import declaration: commercial "
          "invoice, packing list, air waybill. Wooden crates need the ISPM-15 mark on two opposite sides or the "
          "department will order them treated at your cost. GST of 10 % is payable on the customs value plus freight "
          "and insurance; the gallery can claim it back. No straw or raw wood inside the crates, use foam. Cheers, "
          "Jason",
          "the mark on two sides, no straw. Luo packs with rice straw, tell him", "email, tax, specs"),
        c("catalogue", OL, INBOX, "",
          "Leni, v2 with your corrections: Sanbao and not 'a village outside the city', the kiln master is Yu "
          "Jianguo (family name first, thank you), and the lighting at 06:18 rather than 'at dawn'. I've kept 'signs "
          "hers with fire', sorry. 880 words. Ros wants it by Wednesday. M",
          "06:18 in the essay now. 'signs hers with fire' stays, fine", "email, writing, draft"),
        c("freight", PV, "Commercial invoice LK-2032-10.pdf", "", "",
          "at the guesthouse table, the invoice at 60 %. 16,776 in all", "invoice, specs",
          ocr="COMMERClAL lNVOlCE  No. LK-2O32-1O  Shipper: Eleni Karras, Sanbao Village, Jingdezhen, Jiangxi, China  "
              "Consignee: Vale Street Gallery, Fitzroy VlC 3O65, Australia  1 Moon jar MJ-O3 porcelain 1 pc AUD 2,88O  "
              "2 Moon jar MJ-O5 1 pc AUD 2,88O  3 Moon jar MJ-O7 1 pc AUD 3,36O  4 Vases V-11 to V-16 6 pcs AUD 72O  "
              "5 Tea bowls A3 8 pcs AUD 228  6 Tea bowls A5 6 pcs AUD 252  TOTAL AUD 16,776  Consignment for "
              "exhibition and sale  HS 6913.1O"),
        c("freight", NU, "Melbourne – packing list", "",
          "Crate | Size cm | Gross kg | Contents / A | 120 × 80 × 90 | 96 | MJ-07, MJ-03, MJ-05, each in its own foam "
          "cradle / B | 100 × 80 × 70 | 74 | vases V-11 to V-16 / C | 80 × 60 × 60 | 41 | 8 tea bowls A3, 6 tea bowls "
          "A5 / total 1.712 m³ | | 211 | chargeable 286 kg × 36 = CNY 10,296",
          "1.712 m³, so they charge 286 kg, not 211", "dataset, specs, price"),
        c("catalogue", OL, INBOX, "",
          "Leni, Maeve's essay is in and it's lovely. Xiao Fang's pictures are beautiful, I'll credit her on the "
          "inside cover: please check the spelling 'Fang Ting'. Catalogue to the printer Friday 8 October, 300 "
          "copies, 24 pages. Your bio still says 'in Jingdezhen since 2024', is that right? R",
          "Fang Ting, family name first. bio: since 2023, the residency", "email, deadline, writing"),
        c("freight", PH, "IMG_5688.HEIC", "", "",
          "the mark on both ends, as Jason said. A is the jars", "specs, operations",
          ocr="IPPC  CN - 36 1O27 HT  DB  罗氏木箱  A  12O x 8O x 9O  THlS SlDE UP  FRAGlLE 易碎"),
        c("opening", OL, INBOX, "",
          "Notes from today's call (10:00 AEDT, 07:00 for Leni): crates leave Sanbao Sat 9 Oct, land MEL Wed 13 Oct; "
          "Jason clears them, the gallery collects Fri 15; hanging Mon 25 to Wed 27; Leni lands Mon 25 at 12:15 if "
          "her passport is back on the 15th; opening Thu 28, 6 pm; talk Sat 30, 2 pm; dinner after the opening on "
          "Smith St? Ros",
          "07:05, Theo eating noodles next to the laptop. hanging from the 25th", "email, meeting, planning"),
        c("freight", WC, WC, "",
          "Lily Xu: Got the invoice and the packing list, thank you. Declaration drafted. A truck with plate "
          "赣H·3K217 will be at Sanbao on Saturday at 10:00. Please close the crates with screws, not nails: customs "
          "may open one. The driver needs a signed copy of the packing list.",
          "screws, not nails. a signed packing list for the driver", "communication, planning"),
        c("freight", PV, "HAWB HT2032-10-0871.pdf", "", "",
          "286 kg on the waybill. three crates, the jars in A", "travel, specs",
          ocr="HOUSE AlR WAYBlLL  HT2O32-1O-O871  Shipper ELENl KARRAS JlNGDEZHEN  Consignee VALE STREET GALLERY "
              "MELBOURNE  Airport of departure SHANGHAl PVG  To MEL  Flight MU737 / 12 OCT  Pieces 3  Gross 211 KG  "
              "Chargeable 286 KG  Nature of goods: CERAMlC ART WORKS (PORCELAlN) lN WOODEN CRATES"),
        c("opening", ED, "Booking confirmed · MU 737 · China Eastern", "https://www.ceair.com/en/booking/confirmation",
          "Booking confirmed. MU 737, Sun 24 Oct 2032, Shanghai Pudong T1 23:55 → Melbourne T2 Mon 25 Oct 12:15. "
          "Passenger KARRAS/ELENI MS, passport PA*****12. Economy, 2 × 23 kg. Total CNY 5,860. Free changes until 48 "
          "hours before departure.",
          "booked on the receipt's promise: passport back on the 15th. free changes", "flight, reservation"),
        c("freight", WC, WC, "",
          "Lily Xu: The driver is at the gate of Sanbao and says the lane is too narrow for his truck: can you bring "
          "the crates to the road? He needs the signed packing list. Today counts as a working day, so the export "
          "declaration still goes in on Monday as planned.",
          "Yu's forklift, three crates to the road. the last thing before Melbourne", "communication, planning"),
        c("opening", WC, WC, "",
          "Μπαμπάς: Λένη μου, είδαμε την πρόσκληση, πολύ ωραία! Θα έρθουμε όλοι στα εγκαίνια, η θεία Δέσποινα, ο Νίκος "
          "και τα παιδιά. Η μαμά σου λέει ότι τα βάζα σου είναι πιο ωραία από κοντά. Τι ώρα φτάνεις τη Δευτέρα; Θα σε "
          "πάρω εγώ από το αεροδρόμιο.",
          "Dad's bringing all of Northcote. Monday 12:15, he'll be there an hour early",
          "communication, social, events"),
    ],
    "permit": [
        c("bureau", PH, "IMG_5547.HEIC", "", "",
          "23 ahead of me, up since 05:00 for the lighting", "visa, planning",
          ocr="景德镇市民服务中心  出入境  A O47  您前面还有 23 人  2O32-O9-27 O9:14  请留意叫号"),
        c("bureau", WC, WC, "",
          "Me to Wenbo: Rejected at the window. Two things: they need your household register, the original, not "
          "the copy, and my photo has to come from one of their studios with a receipt code. The officer was nice "
          "about it. The next slot she can give me is Thursday 14:00, the last afternoon before the holiday.",
          "Thursday 14:00, the last slot before the holiday. the register is at Ma's",
          "communication, visa, application"),
        c("papers", ED, "Photo requirements for foreigners' applications – Jingdezhen PSB",
          "https://gaj.jdz.gov.cn/crj/en/zhaopian.html",
          "Photos for residence permit applications must be taken at a studio approved by the exit-entry "
          "administration, which uploads the photo and gives you a photo receipt (回执) with a 20-digit code. Photos "
          "brought from home or from other studios are not accepted. White background, no glasses, ears visible. "
          "The code is valid for 6 months.",
          "so my own photos were useless. approved studio on Cidu Avenue", "application, visa, research"),
        c("papers", OL, INBOX, "",
          "To myself: scans for the renewal, to print at the copy shop. Passport bio page; current residence permit "
          "(valid to 20.10.2032); marriage certificate, both pages; Wenbo's ID card; entry stamp of 21.08.2032; "
          "registration of residence of 22.08.2032. Two copies each, A4, black and white.",
          "two of everything, the copy shop opens at 8", "application, visa"),
        c("papers", PH, "IMG_5575.HEIC", "", "",
          "the 20-digit code, 09:31, no glasses", "application, visa",
          ocr="照片回执  PHOTO RECElPT  Name KARRAS ELENl  Code 36O2 O2O3 2O92 8O41 7736  2O32-O9-28 O9:31  "
              "Cidu Ave Photo  Valid 6 months"),
        c("bureau", ED, "Notice on working hours over National Day (translated)",
          "https://gaj.jdz.gov.cn/crj/tzgg/2032-09-20.html",
          "Notice on the working hours of the exit-entry windows over the National Day holiday of 2032: the windows "
          "of the citizen service centre will be closed from 1 to 7 October. On Sunday 26 September and Saturday 9 "
          "October, working days under the State Council's arrangement, the windows are open as normal, 9:00-12:00 "
          "and 13:30-17:00. Applications accepted before the holiday are processed from 8 October.",
          "shut the whole week, open the Saturday after. Thursday or nothing", "visa, planning, deadline"),
        c("papers", WC, WC, "",
          "妈：莲莲，户口本在我这里，放在衣柜里面的盒子里。今天下午我叫文博来拿，你们星期四去办的时候记得带结婚证原件。"
          "别忘了复印件也要，一样两份。",
          "Ma has the register in the wardrobe box. two copies of everything, she says too",
          "communication, application"),
        c("papers", DL, DL, "",
          "Materials for the extension of a residence permit for family reunion: 1. Valid passport and the original "
          "residence permit; 2. Application form, with a photo receipt; 3. Marriage certificate, original and copy; "
          "4. Household register of the spouse, original and copy, and the spouse's identity card; 5. Registration "
          "form of temporary residence issued by the local police station; 6. Other materials the bureau deems "
          "necessary.",
          "'deems necessary' is the one that gets you. spouse's ID card, noted", "application, visa"),
        c("bureau", WC, WC, "",
          "Me to Wenbo: Number 112, 38 people ahead of me. Everyone in Jingdezhen is renewing something before the "
          "holiday: a Korean couple, three Russian students, a man from Ghana with a baby. Can you get Mum at 16:38 "
          "if I'm not out?",
          "38 ahead. W. gets Mum from the station if I'm stuck", "communication, visa, planning"),
        c("bureau", PH, "IMG_5619.HEIC", "", "",
          "accepted 15:38. collection 15 October: seven working days, the Saturday in them",
          "visa, application, deadline",
          ocr="外国人签证证件申请受理回执  ACCEPTANCE RECElPT  受理编号 36O2-2O32-O93O-O112  姓名 KARRAS ELENl  "
              "申请种类 团聚类居留许可 延期  受理日期 2O32年O9月3O日  取证日期 2O32年1O月15日  "
              "本回执在办理期间可作为合法居留证明"),
        c("papers", NU, "Residence permit 2032", "",
          "Document | Original | Copies | Status / passport | ✓ | 2 | with the bureau since 30.09 / current permit (to "
          "20.10) | ✓ | 2 | with the bureau / photo receipt 3602…7736 | | | uploaded / marriage certificate | ✓ | 2 | "
          "seen, returned / Wenbo's household register | ✓ | 2 | seen, returned to Ma / registration of residence | "
          "✓ | 1 | 22.08 / Wenbo's ID card | | | not asked for?",
          "nobody asked for W.'s ID copy. the list said 'identity card'", "dataset, application, planning"),
        c("papers", ED, "FAQ: travel while a residence permit application is processed – NIA",
          "https://www.nia.gov.cn/n741440/n741567/c1456780/content.html",
          "While your application is processed, the acceptance receipt is a valid certificate of your stay in China. "
          "You may travel within China and check in at hotels with the receipt; the hotel registers your stay with "
          "the receipt number. You cannot leave China until your passport has been returned. Keep the receipt with "
          "you at all times.",
          "so the guesthouse was right to take the receipt. Australia waits for the 15th", "visa, research, travel"),
        c("papers", PH, "IMG_5702.HEIC", "", "",
          "the guesthouse registered me on the receipt. into the folder", "application, visa",
          ocr="境外人员住宿登记表  REGlSTRATlON FORM OF TEMPORARY RESlDENCE  姓名 KARRAS ELENl  国籍 AUS  证件 "
              "受理回执 36O2-2O32-O93O-O112  住址 婺源县江湾镇篁岭村  入住 2O32.1O.O4  离开 2O32.1O.O5  "
              "登记单位 篁岭派出所"),
        c("bureau", ED, "Application status – National Immigration Administration",
          "https://www.nia.gov.cn/query/en/status",
          "Acceptance number 3602-2032-0930-0112. Application: extension of residence permit (family reunion). "
          "Status: under review (审批中). Expected collection date: 15 October 2032. Please bring the acceptance "
          "receipt and a proof of identity to collect.",
          "first working day after the holiday and it moves. the 15th still", "visa, application"),
        c("bureau", PH, "IMG_5744.PNG", "", "",
          "an SMS on a Saturday, because it's a working Saturday. W.'s ID copy by the 12th",
          "visa, deadline, application",
          ocr="【景德镇市公安局出入境】柯莲您好，您的居留许可延期申请需补充材料：配偶居民身份证复印件（正反面）一份。请于1O月12日前"
              "到市民服务中心出入境窗口补交。今日（1O月9日）为工作日，窗口正常办公。"),
        c("bureau", WC, WC, "",
          "Me to Wenbo: The bureau texted, on a Saturday, because it's a working Saturday. They want a copy of your ID "
          "card, both sides, by Tuesday. Can you copy it at the print shop after dropping Theo? I'll take it in on "
          "Monday morning before the studio.",
          "ID copy Monday morning. the truck first, the bureau can wait", "communication, visa, planning"),
        c("papers", NU, "Residence permit 2032", "",
          "Document | Original | Copies | Status / passport | ✓ | 2 | with the bureau, back 15.10 / Wenbo's ID card, "
          "both sides | ✓ | 2 | asked for by SMS 09.10, bring by 12.10 / registration at Huangling 04.10 | ✓ | 1 | in "
          "the folder, just in case / acceptance receipt 3602-2032-0930-0112 | ✓ | | in my bag, always",
          "W.'s ID both sides by Tuesday. the folder grows", "dataset, application, deadline"),
    ],
    "studio": [
        c("team", WC, WC, "",
          "Xiao Fang: Morning Leni! Today is an official working day (调休), so Lao Wu comes at 9 to throw jar halves "
          "for November, 4 pairs. I'm at the kiln until the loading is finished, then I'll wedge 50 kg for him. Did "
          "you pay him for last week's 4 pairs? He asked me quietly.",
          "Lao Wu on the make-up Sunday. last week's 4 pairs unpaid, pay him tonight",
          "communication, planning, salary"),
        c("materials", WC, WC, "",
          "程经理：柯老师晚上好，你要的瓷泥四十包（高白泥，每包二十公斤）国庆前最后一车星期四上午送到三宝。厂里一号到七号放假，"
          "八号开工。价钱跟上次一样，八十四一包。要不要加釉灰？",
          "40 bags Thursday morning, the last truck before the holiday. 84 a bag", "communication, shopping, price"),
        c("team", NU, "Studio – holiday plan", "",
          "Date | Day | Official | Xiao Fang | Lao Wu | Me / 26.09 | Sun | working day (make-up) | kiln, wedging | "
          "throwing | kiln / 27-30.09 | Mon-Thu | working days | firing shift, glazing | throwing Mon, Tue | firing, "
          "bureau / 01.10 | Fri | holiday (statutory) | unloading, market | off | unloading / 02-03.10 | Sat-Sun | "
          "holiday (statutory) | market | off | Mum / 04-07.10 | Mon-Thu | holiday (rest days) | ? | off | Wuyuan 4-5 "
          "/ 08.10 | Fri | working day | studio | throwing | studio / 09.10 | Sat | working day (make-up) | crates | "
          "throwing | crates",
          "Fang wants the statutory days. 3 days at triple pay, the rest days double or time off",
          "planning, salary, dataset"),
        c("materials", NU, "Glaze tests – Nov", "",
          "Test | Wood ash (Yu's pine) | Feldspar | Kaolin | Whiting | Notes / A3 | 40 | 40 | 20 | 0 | the tea bowls "
          "in this firing / A6 | 45 | 35 | 15 | 5 | runnier / A7 | 50 | 30 | 20 | 0 | for the jars' shoulders / A8 | "
          "40 | 30 | 20 | 10 | whiting for gloss / ash washed twice, sieved 80 mesh",
          "four ash tests for November, Yu's own pine ash", "experiment, dataset"),
        c("market", ED, "Golden Week Creative Market 2032 – stall applications", "https://www.txcart.cn/en/market2032",
          "Golden Week Creative Market, 1-7 October, 17:00-22:00 every evening, main square. Stalls 2 × 2 m with a "
          "table and lighting, CNY 200 per evening or CNY 1,200 for all seven. Makers only, no resellers. Apply by 29 "
          "September; the list is posted on 30 September. Card and mobile payments required.",
          "1,200 for seven nights. Fang runs it, I cover her dinners", "events, application, price"),
        c("team", WC, WC, "",
          "Xiao Fang: About the holiday: I'd like to work the market on 1, 2, 3 and 5, 6 October and go home to Leping "
          "on the 4th and the 7th. For the 5th and 6th I prefer days off later instead of double pay, if ok? My "
          "cousin gets married on 16 October. 1-3 at triple pay like the law says 😊",
          "she knows the law better than me. two days off around the wedding", "communication, salary, planning"),
        c("materials", PH, "IMG_5590.HEIC", "", "",
          "tiles labelled, for the back shelf in November", "experiment",
          ocr="A6  45/35/15/5  ^1O R  A7  5O/3O/2O  ^1O R  A8  4O/3O/2O/1O  ^1O R  washed x2  8O mesh  29.9"),
        c("market", WC, WC, "",
          "陶溪川市集：柯莲工作室您好，您的国庆市集摊位申请已通过，摊位号B-17，七个晚上，费用一千二，请于九月三十日前转账。"
          "每天下午四点半开始布置，五点开市。请准备好收款码。",
          "B-17, seven nights. pay by tomorrow, set up at 16:30", "communication, events, deadline"),
        c("materials", PH, "IMG_5611.HEIC", "", "",
          "40 bags in, 3,360. signed for it between the call and the bureau", "invoice, shopping",
          ocr="浮梁瓷泥厂 送货单  No. OO3817  收货单位 柯莲工作室 三宝村  品名 高白泥  规格 2Okg/包  数量 4O  单价 84  "
              "金额 3,36O  送货日期 2O32.O9.3O  收货人签字"),
        c("market", DL, DL, "",
          "Market rules: 1. Stallholders must be present in person or send a registered assistant. 2. No amplified "
          "music. 3. All goods must be made by the stallholder; reselling factory goods leads to removal. 4. Stalls "
          "must be cleared by 22:30. 5. On 1 October the market opens at 18:00 because of the National Day light "
          "show.",
          "opens at 18:00 on the 1st, the light show. Fang registered as my assistant", "events, planning"),
        c("team", NU, "Studio – wages 2032", "",
          "Xiao Fang, monthly 5,200 | daily rate 5,200 / 21.75 = 239.08 / 01.10 statutory | worked | × 3 | 717.24 / "
          "02.10 statutory | worked | × 3 | 717.24 / 03.10 statutory | worked | × 3 | 717.24 / 05.10 rest day | "
          "worked | time off later | 0 / 06.10 rest day | worked | time off later | 0 / holiday pay in October | | | "
          "2,151.72 / time off owed: 2 days, she wants 15 and 18 Oct",
          "2,151.72 on top of October's pay. 21.75 days a month, says the law", "salary, dataset"),
        c("market", PH, "IMG_5609.HEIC", "", "",
          "Fang's sign. cups at 120, tea bowls at 380", "events, price",
          ocr="B-17  LENl KARRAS STUDlO  柯莲工作室  WOOD-FlRED PORCELAlN  SANBAO  cups ¥12O  tea bowls ¥38O  scan "
              "to pay"),
        c("market", NU, "Market takings", "",
          "Night | Hours | Sold | Takings ¥ | Stall ¥ | Notes / Fri 1 Oct | 18:00-22:00 | 9 cups, 2 tea bowls | "
          "1,840 | 1,200 (all 7 nights) | light show at 20:00, nobody bought during it",
          "1,840 the first night, nothing sold during the light show", "income, dataset"),
        c("market", WC, WC, "",
          "Xiao Fang: A man from Hangzhou wants 20 cups like these for his teahouse, at 100 each, made in November. "
          "He'll pay 1,000 deposit now by WeChat. Can I say yes? He also asked if you do classes.",
          "20 cups for a teahouse, November. yes, but 110", "communication, price"),
        c("team", WC, WC, "",
          "Xiao Fang: Market last night was crazy, 4,000 people in the square said security. We sold almost all the "
          "cups, only 5 left. Tonight I'll bring the tea bowls from the summer firing too. Can you pass by at 19:00 "
          "so I can eat?",
          "Fang hasn't eaten at the stall for two nights. cover her at 19:00", "communication, planning"),
        c("market", NU, "Market takings", "",
          "Night | Hours | Sold | Takings ¥ | Stall ¥ | Notes / Sat 2 Oct | 17:00-22:00 | 14 cups, 3 tea bowls | 2,820 "
          "| | teahouse order: 20 cups at 110, deposit 1,000 / Sun 3 Oct | 17:00-22:00 | 4 cups, 5 tea bowls (summer) "
          "| 2,380 | | 1 cup left / three nights | | | 7,040 | |",
          "7,040 in three nights, before the stall fee. Fang's sales", "income, dataset"),
        c("market", WC, WC, "",
          "Xiao Fang: The organisers called: B-17 is empty tonight and if it's empty two nights in a row they give it "
          "to the waiting list. I'm back from Leping tomorrow by 4, ok! Also they want the assistant's ID copy "
          "again.",
          "closed tonight, Fang back tomorrow. two empty nights and we lose it", "communication, events"),
        c("team", WC, WC, "",
          "吴师傅：柯老师，我八号上班，八号九号两天拉坯，大罐子的上下两半，做六对。价钱还是一对一百八。上次四对的钱你已经给了，"
          "谢谢。泥要提前一天揉好，小方在吗？",
          "Lao Wu back on the 8th, six pairs at 180. wedged clay the day before", "communication, salary, planning"),
        c("materials", NU, "Studio – stock", "",
          "Material | In stock | Need for Nov | Order / porcelain body | 40 bags | 30 bags | - / Yu's pine ash, washed "
          "| 12 kg | 20 kg | ask Yu after the next firing / potash feldspar | 25 kg | 20 kg | - / kaolin | 10 kg | "
          "15 kg | order 10 / alumina for wadding | 3 kg | 5 kg | order / cones 9, 10, 11 | 6 packs | 8 packs | "
          "order from Shanghai",
          "cones and kaolin to order. ash from Yu's firebox after November", "dataset, shopping, planning"),
        c("materials", OL, INBOX, "",
          "Order confirmed: self-supporting cones, cone 9 × 2 boxes, cone 10 × 2 boxes, cone 11 × 1 box (50 a box), "
          "CNY 1,150 with shipping. Because of the National Day holiday, orders placed from 1 to 7 October are "
          "dispatched on 8 October. Shanghai Kiln Supply Co.",
          "cones from Shanghai, dispatched on the 8th. 1,150", "email, shopping, price"),
        c("market", NU, "Market takings", "",
          "Night | Hours | Sold | Takings ¥ | Stall ¥ | Notes / Mon 4 Oct | closed | | 0 | | Fang in Leping, us in "
          "Wuyuan / Tue 5 Oct | 17:00-22:00 | 1 cup, 6 tea bowls | 2,400 | | / Wed 6 Oct | 17:00-22:00 | 7 tea bowls, "
          "1 plate (second) | 2,900 | | Mum sold the plate in Greek / total to date | | | 12,340 | 1,200 |",
          "12,340 in five nights. Mum sold a plate to a couple from Xi'an, in Greek", "income, dataset"),
        c("team", WC, WC, "",
          "Xiao Fang: Got the holiday pay, thank you Leni! 2,151.72, you even did the 0.72 😂 My mum says foreigners "
          "are very exact. See you tomorrow at 8, I'll wedge for Lao Wu.",
          "exact to the fen. 8 tomorrow, wedging for Lao Wu", "communication, salary"),
        c("materials", WC, WC, "",
          "Xiao Fang: Mr Cheng sent the bill for the 40 bags: 3,360, bank transfer please. He needs the studio's tax "
          "number for the fapiao (the invoice for the tax office). And he asks if we want glaze ash too, his works "
          "have some from the old kilns.",
          "tax number for the fapiao. no ash from him, Yu's is better", "communication, invoice, tax"),
        c("team", NU, "Studio – wages 2032", "",
          "September wages | | paid 08.10 / Xiao Fang | 5,200 | bank transfer / Lao Wu, throwing | 4 pairs × 180 = "
          "720 (week 38, paid 26.09) + 4 pairs 26.09 = 720 (paid 30.09) | WeChat Pay / social insurance, Fang | "
          "1,318 | through the agency / total September | 7,958 |",
          "7,958 for September. Lao Wu's jars are next year's show", "salary, dataset"),
        c("materials", ED, "A7 pine ash celadon – unity formula", "https://www.ashglaze.net/calc/a7",
          "Unity formula (A7, 50 ash / 30 feldspar / 20 kaolin): CaO 0.62, MgO 0.09, K2O 0.21, Na2O 0.08; Al2O3 "
          "0.48; SiO2 2.61; Si:Al 5.4. Expected at cone 10 in reduction: glossy, runny on verticals, green where "
          "thick (iron in the ash).",
          "runny on verticals, so jar shoulders only. A7 for November", "experiment, research"),
    ],
    "family": [
        c("school", WC, WC, "",
          "王老师：各位家长早上好！今天9月26日（星期日）按国家规定调休上班上学，执行星期五课表，请孩子们七点四十分前到校，"
          "下午放学时间不变。国庆放假时间：10月1日至7日，10月8日（星期五）、9日（星期六）正常上课。",
          "school on a Sunday, Friday's timetable. Theo is outraged", "communication, planning"),
        c("school", WC, WC, "",
          "Wenbo: Picked Theo up. He says school on a Sunday is against the law and he's writing to the headmaster. "
          "Ma made dumplings, we're eating there. Are you done at the kiln? Don't drive back if you're tired, I'll "
          "come.",
          "Theo's protest letter. dumplings at Ma's, I'll be late", "communication, social"),
        c("yiayia", WC, WC, "",
          "Μαμά: Καλημέρα κορίτσι μου! Οι βαλίτσες είναι έτοιμες: κουλουράκια, φέτα και το μέλι του θείου σου Νίκου. "
          "Η πτήση είναι την Τετάρτη το βράδυ, στις 23:50. Ο Θοδωράκης θέλει ακόμα το Lego με το τρένο; Φιλιά πολλά, "
          "η μαμά σου.",
          "feta through Chinese customs, she'll be fine. Lego, yes", "communication, social, travel"),
        c("school", WC, WC, "",
          "王老师：家长们好，本周四（9月30日）上午八点十分，学校举行“喜迎国庆”升旗仪式和班级合唱，我们班唱《我和我的祖国》。"
          "请孩子们穿白衬衫、蓝裤子，戴红领巾。欢迎家长来观看，八点前从操场东门入场。",
          "Thursday 08:10, white shirt, blue trousers. W. goes, I have Ros at 8", "communication, events"),
        c("yiayia", ED, "Shanghai Hongqiao → Jingdezhen North · 12306 China Railway", "https://www.12306.cn/en/index.html",
          "Thu 30 Sep 2032 · Shanghai Hongqiao → Jingdezhen North · G1389 dep 12:52 arr 16:38 · 3 h 46 min · 2nd "
          "class CNY 238.5 · Passenger KARRAS SOFIA (passport) · Status: waitlisted, success rate 87 % · Tickets for "
          "30 Sep sold out on all trains",
          "waitlisted on the eve of the holiday. 87 %, says the site", "travel, reservation, itinerary"),
        c("school", ED, "Me and My Motherland – lyrics, pinyin and translation",
          "https://www.lyricsinpinyin.com/wo-he-wo-de-zuguo",
          "wǒ hé wǒ de zǔguó, yī kè yě bù néng fēngē — Me and my motherland, we cannot be parted for a single "
          "moment; wherever I go, a song of praise flows out. I am a sail on the sea, you are the shore; I am a child "
          "of the sea, you are the waves.",
          "practising with Theo, my tones make him laugh", "learning, events"),
        c("school", WC, WC, "",
          "Wenbo: The white shirt has soy sauce on it from Sunday's dumplings. I'm buying another at the market before "
          "work, size 130? Or 140, he grows.",
          "140, he grows. the stain wins", "communication, shopping"),
        c("yiayia", OL, INBOX, "",
          "Fwd: Your e-ticket · China Eastern · KARRAS/SOFIA MRS · MU 738 Melbourne (MEL) Wed 29 Sep 23:50 → "
          "Shanghai Pudong (PVG) Thu 30 Sep 07:10 · Booking reference K8TNW2 · Baggage 2 × 23 kg. 'Leni, this is the "
          "one, yes? Dad printed it twice. Mum'",
          "23:50 Melbourne time is 21:50 here. she lands at 07:10", "email, flight, itinerary"),
        c("yiayia", WC, WC, "",
          "Μαμά: Φτάσαμε! Σαγκάη, όλα καλά, ο τελωνειακός δεν άνοιξε καν τη βαλίτσα με τη φέτα. Παίρνω ταξί για το "
          "τρένο όπως είπε ο Γουενμπό. Πού είναι το καφέ στο σταθμό;",
          "Mum through customs with the feta. taxi to Hongqiao for the 12:52", "communication, travel"),
        c("school", WC, WC, "",
          "Wenbo: Sent you the video. Theo sang the loudest and the wrong words in the second verse. Ma cried. Teacher "
          "Wang says the class was the best, she says that every year.",
          "missed it for Ros's call. watched it three times", "communication, events"),
        c("yiayia", WC, WC, "",
          "Wenbo: The waitlist came through at 11:20, your mum has seat 06-12F on the G1389. I sent her the "
          "screenshot. I'll get her at Jingdezhen North at 16:38 if you're still at the bureau.",
          "she's on the 12:52, seat 12F. Mum alone on a bullet train", "communication, travel, reservation"),
        c("yiayia", WC, WC, "",
          "Wenbo: Got her! She brought 4 kg of koulourakia and hugged the man who checks the tickets. Theo showed her "
          "his red scarf. We're at Ma's, come when you're done.",
          "Mum's here. ten minutes too late, W. got the first hug", "communication, social"),
        c("school", WC, WC, "",
          "王老师：国庆快乐！假期作业：1. 每天阅读二十分钟，填写阅读记录；2. 数学练习册第1-6页；"
          "3. 制作一份“我爱祖国”手抄报，10月8日交；4. 每天跳绳一百下，家长拍视频打卡。"
          "请家长督促孩子按时完成，注意假期安全。",
          "reading, maths 1-6, a poster by the 8th, skipping videos every day", "communication, learning, deadline"),
        c("yiayia", ED, "Huangling, Wuyuan · autumn sun-drying season · tickets", "https://www.wyhuangling.com/en/tickets",
          "Mon 4 Oct · entry + cable car up and down · CNY 240 per adult, children 1.2-1.5 m half price · Golden Week: "
          "timed entry, choose 09:00-11:00 or 11:00-13:00 · ID required for every visitor (passport for foreign "
          "visitors, or a valid certificate of stay)",
          "4 adults and Theo. my passport's at the bureau, so the receipt", "travel, reservation, price"),
        c("school", NU, "Theo – Golden Week", "",
          "Day | Reading 20 min | Maths p. | Skipping 100 | Poster / Fri 1 | ✓ | 1 | ✓ (video) | / Sat 2 | ✓ (with "
          "Yiayia, in English: counts?) | 2 | 87, cried | / Sun 3 | | | | sketch / Mon 4-Tue 5 | Wuyuan: book in the "
          "car | | | / Wed 6 | | 3-6 | | colour it / Thu 7 | | | | finish / due Fri 8: poster, maths 1-6, reading "
          "log signed",
          "the poster waits till Wednesday. does reading with Yiayia count?", "planning, learning, dataset"),
        c("yiayia", WC, WC, "",
          "Wenbo: Leaving at 07:30. Cars don't pay tolls during the holiday, so the whole province is on the road: "
          "the map says 2 km of queue at the Wuyuan exit already. Ma is bringing lunch for ten people. Tell your mum "
          "to take a jacket, the mountain is cold.",
          "free tolls, a 2 km queue. a jacket for Mum, lunch for ten from Ma", "communication, travel, planning"),
        c("yiayia", PH, "IMG_5651.HEIC", "", "",
          "my ticket carries the receipt number, not a passport. it worked", "travel, reservation",
          ocr="篁岭 HUANGLlNG  ADULT + CABLE CAR  ¥24O  2O32.1O.O4  ENTRY O9:OO-11:OO  lD 36O2-2O32-O93O-O112  "
              "VALlD TODAY ONLY  NO 0O4187"),
        c("yiayia", WC, WC, "",
          "Μαμά (Karras family): Καλημέρα από την Κίνα! Είμαστε σε ένα χωριό στο βουνό, όλα τα σπίτια έχουν κόκκινες "
          "πιπεριές και κολοκύθες στις στέγες. Ο Θοδωράκης με έμαθε να λέω «νι χάο». Η Λένη δουλεύει πολύ, αλλά είναι "
          "ευτυχισμένη. Φιλιά σε όλους!",
          "Mum awake at 6, Melbourne at 9. the chillies for the whole family", "communication, social, travel"),
        c("school", WC, WC, "",
          "Wenbo: Teacher Wang says the posters are judged on Friday and the best go up in the corridor. Theo wants to "
          "draw your kiln with fire coming out. She also reminded us: Saturday is school too, on Monday's timetable.",
          "Theo's poster is my kiln. Saturday is school, Monday's timetable", "communication, learning, planning"),
        c("school", PH, "IMG_5709.HEIC", "", "",
          "his poster: my kiln, on fire, 1949 to 2032. it's good", "learning, events",
          ocr="我爱祖国  国庆节快乐  1O月1日  二(3)班 周天一  妈妈的窑  火  1949-2O32"),
        c("school", WC, WC, "",
          "Wenbo: Dropped Theo. He forgot the reading log, it's on the fridge: can you sign every day and bring it at "
          "lunch? Teacher Wang wants a parent's signature for each day, even the car days.",
          "signing seven days of reading log, two of them in a car", "communication, deadline"),
        c("school", WC, WC, "",
          "Wenbo: Theo asks why Saturday is school and Sunday isn't, when last week it was the other way round. I told "
          "him to ask the State Council. He's written it down.",
          "the last make-up day. tomorrow a Sunday that is just a Sunday", "communication, planning"),
        c("yiayia", ED, "China Ceramics Museum – visit reservation", "https://www.jdzmuseum.cn/en/reserve",
          "Sun 10 Oct 2032 · China Ceramics Museum, Jingdezhen · free entry, reservation required · 09:00-17:00, last "
          "entry 16:00, closed on Mondays · visitors: KARRAS SOFIA (passport), ZHOU WENBO (ID card), ZHOU TIANYI "
          "(child), KARRAS ELENI (acceptance receipt)",
          "Sunday, a real one: the museum with Mum. she flies Tuesday", "reservation, events, travel"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Jingdezhen, +08:00 throughout. Sunday 26 September and Saturday 9 October are
# working days by the State Council's holiday notice; Friday 1 to Thursday 7 October is the National Day holiday (1 to
# 3 October statutory); Melbourne's clocks go forward at 02:00 on Sunday 3 October.
DAYS = {
    # Sun 26 (a make-up working day; school on Friday's timetable; the kiln's second day of loading): the class group,
    # Master Yu's hour, the stacking plan, Xiao Fang and Lao Wu, the forwarder, the shelf map, Ros, loading done,
    # Theo's protest, the clay works
    "2032-09-26": "06:50 family, 07:05 kiln, 08:40 kiln, 09:30 studio, 11:15 show, 11:22 kiln, 14:10 show, "
                  "16:30 kiln, 17:05 family, 21:40 studio",
    # Mon 27 (lit at 06:18): the red paper and the shifts, the bureau's queue and its refusal, Mum's suitcases, the
    # log, the holiday plan, the costs, the photo rules, the list of works, the singing, Yu's night orders
    "2032-09-27": "06:25 kiln, 06:40 kiln, 09:20 permit, 10:45 permit, 10:52 family, 12:30 kiln, 14:30 studio, "
                  "14:40 kiln, 15:20 permit, 16:45 show, 20:30 family, 21:55 kiln",
    # Tue 28 (her shift until 04:00; cones down in the evening): the log sheet, flights on the break, the log, the
    # scans, the photo receipt, glaze tests, the market, Lily, Mum's train, the bureau's holiday notice, cones down,
    # the song, Maeve's draft
    "2032-09-28": "00:35 kiln, 01:50 show, 03:55 kiln, 08:55 permit, 09:40 permit, 10:30 studio, 11:45 studio, "
                  "13:20 show, 15:00 family, 15:12 permit, 18:35 kiln, 21:15 family, 22:40 show",
    # Wed 29 (cooling): the white shirt, the crates, Ma and the register, DeepL, Fang's holiday, the shares, the list,
    # the test tiles, 640 degrees, Mum's e-ticket, the stall, the talk
    "2032-09-29": "07:30 family, 09:10 show, 10:00 permit, 11:05 permit, 11:30 studio, 11:42 kiln, 14:20 show, "
                  "15:40 studio, 16:10 kiln, 19:00 family, 21:45 studio, 23:10 show",
    # Thu 30 (the last working day before the holiday): Mum lands, Ros at 08:00 (10:00 in Melbourne), the video, the
    # clay, the market's rules, the waitlist, the pickup, the bureau from 14:00, Mum at the station, holiday pay, the
    # cooling log, prices agreed
    "2032-09-30": "07:40 family, 08:05 show, 08:50 family, 10:05 studio, 11:20 studio, 12:40 family, 13:40 show, "
                  "14:25 permit, 15:40 permit, 16:45 family, 18:30 studio, 18:42 kiln, 22:15 show",
    # Fri 1 (National Day, a statutory holiday; the kiln opens at 09:00): the homework, Dan, the results, the
    # catalogue's pictures, the whiteboard, the stall, the first night's takings, Dan's crawled cups
    "2032-10-01": "06:30 family, 08:30 kiln, 09:40 kiln, 09:52 show, 12:05 kiln, 17:30 studio, 21:50 studio, "
                  "23:20 kiln",
    # Sat 2 (statutory): the final list, Jenny, the tickets for Huangling, paid up, the teahouse, the homework sheet
    "2032-10-02": "09:15 show, 11:40 kiln, 11:52 family, 15:30 kiln, 19:40 studio, 23:55 family",
    # Sun 3 (statutory; Melbourne goes to summer time at 02:00, 00:00 here): Ros three hours ahead, the checklist,
    # Fang's nights, dunting, the takings
    "2032-10-03": "08:10 show, 09:30 permit, 14:20 studio, 16:00 kiln, 21:30 studio",
    # Mon 4 (a rest day; Wuyuan): leaving at 07:30, the broker, the ticket, the empty stall, Maeve's v2
    "2032-10-04": "07:10 family, 10:20 show, 13:00 family, 16:40 studio, 21:05 show",
    # Tue 5 (a rest day; Wuyuan, home in the evening): Mum to the family, the invoice at the guesthouse, the receipt
    # as ID, Lao Wu, the collector
    "2032-10-05": "06:10 family, 09:30 show, 11:45 permit, 15:10 studio, 20:40 kiln",
    # Wed 6 (a rest day): the packing list after midnight, Ros, stock, cones, the poster's subject, the crate's mark,
    # November, the takings
    "2032-10-06": "00:30 show, 09:00 show, 10:30 studio, 10:50 studio, 14:45 family, 15:00 show, 17:20 kiln, "
                  "22:00 studio",
    # Thu 7 (the last day of the holiday): Ros at 07:00 (10:00 in Melbourne), Theo's poster, the registration form,
    # Ma's jar, the truck, Fang's pay
    "2032-10-07": "07:05 show, 07:18 family, 10:15 permit, 12:30 kiln, 15:00 show, 19:30 studio",
    # Fri 8 (a working day): the reading log, the status page, Cheng's bill, the wages, the waybill, the flight, Dan's
    # numbers, Yu's November
    "2032-10-08": "07:15 family, 09:30 permit, 09:41 studio, 11:00 studio, 14:30 show, 16:00 show, 19:30 kiln, "
                  "21:10 kiln",
    # Sat 9 (a make-up working day; school on Monday's timetable; the truck at 10:00): Theo's question, the truck at
    # the gate, the bureau's SMS, Wenbo, the folder, the ash glaze, the museum, Dad
    "2032-10-09": "07:00 family, 10:05 show, 10:20 permit, 10:35 permit, 11:50 permit, 14:00 studio, 15:30 family, "
                  "18:20 show",
}
TIMELINE = day_timeline(DAYS, TZ)
