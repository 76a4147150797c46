"""Dan, a backend developer in Leeds: a week of release bug triage while buying a used car.

Written by hand for issue 12 before any tuning. Terse memos, lots of code and terminal output. He
also prepares a meetup talk and trains for a half marathon. Chromium carries the bug tracker, the
car sites, the talk's slides and the running plans; Slack carries work and the meetup organisers;
Signal his brother (who knows cars) and his running club.
"""

from datetime import UTC, datetime

from bench.corpora import c

PERSONA = "backend developer in Leeds: release bug triage, buying a used car, a meetup talk, half-marathon training"
START = datetime(2027, 1, 11, 9, 5, tzinfo=UTC)
SEED = 12_002
APP_WORDS = {"chromium", "chrome", "google", "slack", "code", "visual", "studio", "konsole", "signal", "evince",
             "github", "jira", "sentry", "autotrader", "motors", "gov", "whatcar", "parkers", "strava", "runna",
             "garmin", "pdf", "youtube", "reddit", "stackoverflow", "sessionize", "meetup", "docs", "gitlab",
             "confused", "moneysupermarket", "runnersneed", "leedshalf", "slides", "reveal", "pycon"}

TASK_NAMES = {
    "triage": ("Release 3.8 bugs", "bugs", "bug triage", "release", "triage", "3.8"),
    "car": ("Buying a car", "car", "used car", "car purchase", "Corolla", "Octavia"),
    "talk": ("Meetup talk", "talk", "property-based testing", "presentation", "Leeds Python", "Hypothesis"),
    "running": ("Half marathon training", "half marathon", "running", "training", "race"),
}
SUB_NAMES = {
    "triage/login": ("Login timeout", "login", "session", "SSO", "timeout", "token", "logout"),
    "triage/export": ("CSV export encoding", "CSV", "export", "encoding", "UTF-8", "Excel"),
    "triage/ci": ("Flaky CI tests", "flaky", "CI", "tests", "pipeline", "test failures"),
    "car/models": ("Car models", "models", "comparison", "hybrid", "Corolla", "Octavia", "Mazda"),
    "car/money": ("Car finance and insurance", "finance", "insurance", "loan", "payment", "quote", "PCP"),
    "car/checks": ("Inspection and test drive", "inspection", "test drive", "MOT", "history check", "viewing"),
    "talk/abstract": ("Talk abstract", "abstract", "CFP", "proposal", "submission"),
    "talk/slides": ("Slides", "slides", "deck", "outline"),
    "talk/demo": ("Live demo", "demo", "example", "code demo", "shrinking"),
    "running/plan": ("Training plan", "plan", "long run", "intervals", "pace", "schedule"),
    "running/shoes": ("Running shoes", "shoes", "trainers", "gait"),
    "running/race": ("Race day", "race", "registration", "bib", "race logistics", "entry"),
}

CR = "chromium"
SL = "slack"
VS = "code"
KO = "konsole"
SG = "signal-desktop"

TASKS = {
    "triage": [
        c("login", CR, "ACME-4121 Users logged out after ~10 min despite 'remember me' - Jira - Chromium",
          "https://acme.atlassian.net/browse/ACME-4121",
          "Since 3.8.0-rc1, several customers report being logged out after roughly 10 minutes of inactivity even "
          "with 'remember me' ticked. Expected: 30 days. Affects SSO (Okta) tenants only.",
          "okta only. refresh token path?", "software, bug"),
        c("export", CR, "ACME-4130 CSV export shows garbage characters in Excel - Jira - Chromium",
          "https://acme.atlassian.net/browse/ACME-4130",
          "Customer in Gdańsk: exported invoice CSV opens in Excel with names like 'ZajÄ…c' instead of 'Zając'. "
          "LibreOffice opens it fine.",
          "classic. BOM?", "software, bug"),
        c("ci", CR, "Pipeline #88213 failed: test_reconcile_concurrent - GitLab - Chromium",
          "https://gitlab.acme.dev/platform/ledger/-/pipelines/88213",
          "FAILED tests/integration/test_reconcile.py::test_reconcile_concurrent - AssertionError: assert 2 == 1 "
          "(duplicate ledger entries). Passed on retry.",
          "3rd time this week. quarantine?", "software, bug, coding"),
        c("login", VS, "session.py - ledger - Visual Studio Code", "",
          "def refresh(self, token: RefreshToken) -> Session:\n    if token.issued_at + IDLE_TIMEOUT < now():\n"
          "        raise SessionExpired()\n    return self._rotate(token)",
          "IDLE_TIMEOUT applied to refresh token?! should be absolute lifetime", "software, coding, bug"),
        c("login", KO, "dan@ws-14: ~/ledger — Konsole", "",
          "$ git log -S IDLE_TIMEOUT --oneline\n4be1c02 sessions: share idle timeout between access and refresh (#2231)"
          "\n91aa7d3 sessions: configurable idle timeout",
          "#2231 is the culprit, merged in rc1", "software, coding"),
        c("export", CR, "python - Excel not reading UTF-8 CSV correctly - Stack Overflow - Chromium",
          "https://stackoverflow.com/questions/6002256/is-it-possible-to-force-excel-recognize-utf-8-csv-files",
          "Excel assumes the system ANSI code page unless the file starts with a UTF-8 byte order mark. Write with "
          "encoding='utf-8-sig' in Python.",
          "utf-8-sig, one-line fix. but breaks the API consumers who parse it?", "software, bug"),
        c("ci", SL, "#ledger-dev | Slack", "",
          "Marta: test_reconcile_concurrent is flaky on the shared runners only, never locally. I bet it's the "
          "postgres container starting slower and the retry loop kicking in twice.",
          "marta's theory makes sense. check retry decorator", "software, bug, communication"),
        c("export", VS, "exporters/csv.py - ledger - Visual Studio Code", "",
          "with open(path, 'w', newline='', encoding='utf-8') as fh:\n    writer = csv.writer(fh, delimiter=';')",
          "also ; delimiter hardcoded — EU excel wants ; but US wants ,", "software, coding"),
        c("login", CR, "Okta: refresh token lifetime settings - Chromium",
          "https://developer.okta.com/docs/guides/refresh-tokens/main/",
          "Refresh token lifetime is controlled by the authorization server's access policy: 'Refresh token is "
          "valid for unlimited time but will expire if not used every 7 days'.",
          "our side, not okta's. good", "software, api"),
        c("ci", KO, "dan@ws-14: ~/ledger — Konsole", "",
          "", "100 runs 4 fails with --count. reproducible-ish", "software, bug",
          ocr="$ pytest tests/integration/test_reconcile.py -k concurrent --count 100 -x -q\n"
              "....F.............F..........F.......\nFAILED test_reconcile_concurrent[31] assert 2 == 1\n"
              "4 failed, 96 passed in 412.7s"),
        c("login", SL, "#support-escalations | Slack", "",
          "Kevin (CS): Brightwell Legal say 40 of their users got kicked out mid-form and lost work. They are "
          "asking for an ETA. Can we give them anything today?",
          "tell kevin: fix in 3.8.1, friday. workaround: disable idle timeout for their tenant", "software, bug"),
        c("export", CR, "RFC 4180 - Common Format and MIME Type for CSV Files - Chromium",
          "https://www.rfc-editor.org/rfc/rfc4180",
          "Each field may or may not be enclosed in double quotes. Fields containing line breaks, double quotes, "
          "and commas should be enclosed in double-quotes.",
          "rfc says comma. excel says whatever. add a 'Excel compatible' checkbox", "software"),
        c("ci", VS, "tests/integration/conftest.py - ledger - Visual Studio Code", "",
          "@retry(times=3, on=OperationalError)\ndef reconcile_batch(session, batch):\n    for entry in batch:\n"
          "        session.add(LedgerEntry.from_event(entry))\n    session.commit()",
          "retry re-adds entries after a partial commit → duplicates. not flaky, real bug!", "software, coding, bug"),
        c("login", VS, "test_session.py - ledger - Visual Studio Code", "",
          "def test_refresh_after_idle_keeps_remember_me(clock):\n    s = login(remember=True)\n"
          "    clock.advance(minutes=45)\n    assert refresh(s.refresh_token).user == s.user",
          "red on main, green with fix ✔", "software, coding"),
        c("ci", CR, "ACME-4138 reconcile retry duplicates ledger entries - Jira - Chromium",
          "https://acme.atlassian.net/browse/ACME-4138",
          "Reclassified from flaky test: the retry wrapper in reconcile_batch re-inserts entries already committed "
          "when the connection drops mid-batch. Severity: high (data). Found via CI flake.",
          "bumped to blocker for 3.8", "software, bug"),
        c("export", SL, "#ledger-dev | Slack", "",
          "Priyanka: +1 on the checkbox. Default stays RFC comma + utf-8 for the API; the UI button uses "
          "'Excel (;, BOM)'. I can take the frontend part.",
          "", "software, communication"),
        c("login", CR, "Merge request !2290 sessions: refresh tokens use absolute lifetime - GitLab - Chromium",
          "https://gitlab.acme.dev/platform/ledger/-/merge_requests/2290", "",
          "2 approvals, waiting on pipeline", "software, coding",
          ocr="!2290 sessions: refresh tokens use absolute lifetime\nApproved by Marta K., Sam O.\n"
              "Pipeline #88302 running ◔\n+48 −12  3 files changed"),
        c("ci", VS, "reconcile.py - ledger - Visual Studio Code", "",
          "def reconcile_batch(session, batch):\n    with session.begin():\n        session.execute(\n"
          "            insert(LedgerEntry).values([...]).on_conflict_do_nothing(index_elements=['event_id'])",
          "idempotent insert on event_id. retry now safe", "software, coding"),
        c("export", CR, "Release notes draft 3.8.1 - Google Docs - Chromium",
          "https://docs.google.com/document/d/1relnotes381/edit",
          "Fixed: exported CSV files now open correctly in Microsoft Excel (new 'Excel compatible' option). "
          "Fixed: users on SSO tenants were signed out after 10 minutes of inactivity.",
          "add the ledger duplicates fix, phrased carefully", "software, writing"),
        c("ci", SL, "#ledger-dev | Slack", "",
          "Marta: 500 runs of test_reconcile_concurrent green with !2295 🎉 removing it from quarantine.",
          "nice. close ACME-4138 after deploy", "software"),
    ],
    "car": [
        c("models", CR, "Toyota Corolla vs Skoda Octavia: which is the better used buy? | What Car? - Chromium",
          "https://www.whatcar.com/news/used-toyota-corolla-vs-skoda-octavia/n26110",
          "The Corolla hybrid returns a real-world 55mpg and has a superb reliability record; the Octavia has a far "
          "bigger boot (600 litres vs 361) and a nicer interior, but the 1.5 TSI is thirstier.",
          "boot matters (bike). mpg matters more? commute 40mi/day", "shopping, comparison, reviews"),
        c("models", CR, "Used Toyota Corolla 1.8 Hybrid Design Estate 2020 - AutoTrader - Chromium",
          "https://www.autotrader.co.uk/car-details/202301179876543",
          "2020 Toyota Corolla Touring Sports 1.8 VVT-h Design, 41,200 miles, 1 owner, full Toyota service history. "
          "£15,995. Dealer: Jennings Toyota, Harrogate.",
          "estate = 598L boot. solves the boot problem!", "shopping, price"),
        c("money", CR, "Car finance calculator - MoneySavingExpert - Chromium",
          "https://www.moneysavingexpert.com/loans/car-finance-calculator/",
          "Borrowing £10,000 over 4 years at 7.9% APR: monthly £243.15, total repayable £11,671.",
          "vs dealer PCP at 9.9%. bank loan wins", "finance, price"),
        c("checks", SG, "Signal — Rob", "",
          "If you go for the hybrid check the inverter coolant was changed and ask if the 12v battery was "
          "replaced, they die around year 5. Also drive it with the heater on, some had a rattle from the dash.",
          "rob's checklist: inverter coolant, 12v batt, dash rattle", "shopping"),
        c("models", CR, "Mazda 3 2019 review: the sharper alternative - Parkers - Chromium",
          "https://www.parkers.co.uk/mazda/3/hatchback-2019/review/",
          "The best-handling car in its class, with a beautiful cabin. Rear headroom is tight and the boot is "
          "small at 351 litres.",
          "mazda out - no estate, bike won't fit", "shopping, comparison, reviews"),
        c("checks", CR, "Check MOT history of a vehicle - GOV.UK - Chromium",
          "https://www.check-mot.service.gov.uk/results?registration=YH20XKE", "",
          "clean apart from tyres. mileage consistent", "shopping",
          ocr="TOYOTA COROLLA  Silver  Hybrid Electric\nMOT valid until 14 March 2027\n"
              "14 Mar 2026 PASS 38,905 miles\n  Advisory: Nearside front tyre worn close to legal limit\n"
              "10 Mar 2025 PASS 29,110 miles\n11 Mar 2024 PASS 18,760 miles"),
        c("money", CR, "Car insurance quotes - comparethemarket - Chromium",
          "https://www.comparethemarket.com/car-insurance/results/", "",
          "corolla cheaper to insure than octavia by £140/yr", "finance",
          ocr="Your quotes  Toyota Corolla TS 1.8 Hybrid\nAdmiral      £512.40/yr  excess £250\n"
              "LV=          £538.10/yr  excess £350\nDirect Line  £561.00/yr\nOctavia 1.5 TSI quote: £654/yr"),
        c("models", CR, "Skoda Octavia Estate 1.5 TSI SE L 2020 - AutoTrader - Chromium",
          "https://www.autotrader.co.uk/car-details/202301127788112",
          "2020 Skoda Octavia Estate 1.5 TSI SE L, 38,900 miles, 2 owners, £14,250. Private seller, Wakefield.",
          "cheaper but 2 owners + private. hmm", "shopping, price"),
        c("checks", CR, "Book a test drive - Jennings Toyota Harrogate - Chromium",
          "https://www.jenningstoyota.co.uk/test-drive",
          "Your test drive is booked: Saturday 16 January, 10:30, Toyota Corolla Touring Sports (stock 44821). "
          "Please bring your driving licence.",
          "sat 10:30 harrogate. take rob", "shopping, meeting"),
        c("money", SG, "Signal — Rob", "",
          "Don't take the dealer's GAP insurance, it's a rip off. And ask them to knock off the tyre if the MOT "
          "advisory is still there, that's £90.",
          "negotiate: tyre + no GAP", "finance, shopping"),
        c("models", CR, "Toyota hybrid battery warranty explained - Chromium",
          "https://www.toyota.co.uk/owners/warranty/hybrid-battery",
          "With an annual Hybrid Health Check at a Toyota centre, the hybrid battery warranty is extended by one "
          "year, up to 15 years from first registration.",
          "reassuring re battery fear", "shopping, warranty"),
        c("checks", CR, "HPI check results - Chromium", "https://www.hpicheck.com/results/YH20XKE", "",
          "no outstanding finance, not written off ✔", "shopping",
          ocr="HPI Check  YH20XKE\n✔ Outstanding finance: none recorded\n✔ Stolen: no\n✔ Write-off: no\n"
              "✔ Mileage: no discrepancy\n✔ Plate changes: 0"),
        c("money", CR, "Personal loan application - first direct - Chromium",
          "https://www.firstdirect.com/loans/personal-loan/apply",
          "Loan amount £9,000, term 48 months, representative APR 6.4%, monthly repayment £212.80. Decision in "
          "principle: approved.",
          "approved. deposit 7k from savings", "finance, banking"),
        c("checks", SG, "Signal — Rob", "",
          "Drove nice, no rattle. The guy said the 12v was done in Nov, there's an invoice. I'd offer 15,2 and "
          "settle at 15,5 with a new tyre.",
          "offer 15.2k. walk away above 15.6", "shopping, price"),
        c("models", CR, "Corolla Touring Sports boot with bike - r/Toyota - Chromium",
          "https://www.reddit.com/r/Toyota/comments/10x8c2f/corolla_ts_bike_fits",
          "Road bike fits with the front wheel off and seats down, no problem. Even two if you're careful.",
          "confirmed bike fits", "shopping, reviews"),
        c("money", CR, "Road tax for hybrid cars 2027 - GOV.UK - Chromium",
          "https://www.gov.uk/vehicle-tax-rate-tables",
          "Alternative fuel vehicles registered after April 2017: £185 a year standard rate (from April 2025).",
          "", "finance, tax"),
        c("checks", CR, "Jennings Toyota - order confirmation - Chromium",
          "https://www.jenningstoyota.co.uk/account/orders/44821", "",
          "DONE 15,450 with new tyre. collect 23rd", "shopping, price",
          ocr="Order confirmed  Stock 44821\nToyota Corolla TS 1.8 Hybrid Design\nAgreed price £15,450.00\n"
              "Includes: 1x new tyre (NSF), valet, 12 months MOT\nCollection: Sat 23 January"),
        c("money", CR, "Admiral - policy documents - Chromium", "https://www.admiral.com/myaccount/policy", "",
          "insurance starts 23/1 00:01", "finance",
          ocr="Policy number P82-4417093\nCover: Comprehensive\nStart date 23/01/2027 00:01\nPremium £512.40\n"
              "Vehicle YH20XKE"),
    ],
    "talk": [
        c("abstract", CR, "Leeds Python — call for talks - Chromium",
          "https://www.meetup.com/leeds-python/events/297114412/",
          "February meetup: we're looking for two 25-minute talks. Any level, any topic. Submit by 20 January via "
          "the form. First-time speakers very welcome.",
          "do the property-based testing one. deadline 20th", "learning, events, deadline"),
        c("abstract", CR, "Talk proposal - Sessionize - Chromium", "https://sessionize.com/leeds-python-feb/",
          "Title: Let the computer write your edge cases. Abstract: Example-based tests check the cases we thought "
          "of. Property-based testing with Hypothesis generates the ones we didn't...",
          "abstract v1, too long (1200 chars, max 800)", "learning, events, submission"),
        c("slides", VS, "slides.md - talk - Visual Studio Code", "",
          "# Let the computer write your edge cases\n---\n## A test that passed for 2 years\n---\n"
          "## Properties, not examples\n- round trip\n- invariants\n- oracle",
          "rough outline. 12 slides for 25 min", "learning"),
        c("demo", VS, "demo_roundtrip.py - talk - Visual Studio Code", "",
          "from hypothesis import given, strategies as st\n\n@given(st.text())\ndef test_csv_roundtrip(s):\n"
          "    assert parse(dump([[s]])) == [[s]]",
          "csv roundtrip as the demo — finds the quote bug live", "software, coding"),
        c("demo", KO, "dan@ws-14: ~/talk — Konsole", "",
          "", "shrinks to '\\r' nice, perfect for the slide", "software, coding",
          ocr="$ pytest demo_roundtrip.py\nFalsifying example: test_csv_roundtrip(\n    s='\\r',\n)\n"
              "AssertionError: assert [['']] == [['\\r']]\n1 failed in 0.84s"),
        c("abstract", CR, "Hypothesis documentation - What you can generate - Chromium",
          "https://hypothesis.readthedocs.io/en/latest/data.html",
          "st.text(), st.lists(), st.dictionaries(), st.builds(): strategies compose to generate arbitrary "
          "structured data; the engine then shrinks any failing example to a minimal one.",
          "quote 'shrinks to minimal' in the abstract", "software, library"),
        c("slides", CR, "reveal.js - The HTML presentation framework - Chromium", "https://revealjs.com/markdown/",
          "You can write your content as a separate Markdown file and load it with data-markdown. Slides are "
          "separated by --- and vertical slides by --.",
          "markdown → reveal. no powerpoint", "software, library"),
        c("abstract", SL, "#organisers | Leeds Python Slack", "",
          "Helen: Thanks Dan, love the title! Could you trim the abstract a bit for the meetup page? And do you "
          "need a HDMI adapter?",
          "trim to ~600 chars. usb-c hdmi yes", "communication"),
        c("slides", VS, "slides.md - talk - Visual Studio Code", "",
          "## Shrinking\nThe failing input your CI found: 4,096 characters of unicode soup.\nThe input Hypothesis "
          "shows you: '\\r'.",
          "this is the wow slide", "learning"),
        c("demo", VS, "demo_stateful.py - talk - Visual Studio Code", "",
          "class LedgerMachine(RuleBasedStateMachine):\n    @rule(amount=st.integers(1, 10**6))\n"
          "    def deposit(self, amount): ...\n    @invariant()\n    def balance_never_negative(self): ...",
          "stateful demo maybe too much for 25min. backup slide", "software, coding"),
        c("abstract", CR, "Talk proposal - Sessionize - Chromium", "https://sessionize.com/leeds-python-feb/", "",
          "submitted v2, 590 chars", "learning, events, submission",
          ocr="Session submitted ✓\nLet the computer write your edge cases\nLength: 25 min  Level: Beginner\n"
              "Abstract (590/800)"),
        c("slides", CR, "Speaker notes tips - Chromium", "https://speaking.io/delivery/speaker-notes/",
          "Don't write full sentences in your notes. One or two words per slide to remind you where you are. "
          "Rehearse out loud at least three times.",
          "", "learning"),
        c("demo", CR, "hypothesis - Using Hypothesis with pytest --hypothesis-seed - Chromium",
          "https://hypothesis.readthedocs.io/en/latest/reproducing.html",
          "Use @seed or --hypothesis-seed to make a run reproducible, and @example to pin an input you care about.",
          "pin seed for the live demo!! no surprises on stage", "software, library"),
        c("slides", SL, "#organisers | Leeds Python Slack", "",
          "Helen: You're on 11 Feb, second slot (19:40). Projector is 16:9, there's a clicker. Pizza at 18:30.",
          "16:9, 19:40 slot", "events, meeting"),
        c("slides", CR, "slides - reveal preview - Chromium", "http://localhost:8000/#/7", "",
          "font too small on code slides, bump to 28px", "learning",
          ocr="Properties, not examples\n• round trip: parse(dump(x)) == x\n• invariant: balance ≥ 0\n"
              "• oracle: fast_sort(xs) == sorted(xs)\n7 / 14"),
    ],
    "running": [
        c("plan", CR, "Half marathon training plan: 12 weeks, sub 1:50 - Runna - Chromium",
          "https://www.runna.com/plans/half-marathon-sub-1-50",
          "Week 1: Tue 5 x 800m at 4:55/km, Thu 6km easy at 6:00/km, Sun long run 12km. Build by 1km a week "
          "to 19km in week 10, then taper.",
          "sub 1:50 realistic? last one was 1:58", "health, fitness, planning"),
        c("race", CR, "Leeds Half Marathon 2027 — enter - Chromium", "https://www.leedshalfmarathon.co.uk/enter",
          "Sunday 9 May 2027. Entry £42 (affiliated £40). Start Millennium Square 09:30. Bag drop available.",
          "enter before price goes up feb 1", "health, fitness, events"),
        c("plan", SG, "Signal — Kirkstall Harriers", "",
          "Sunday long run from Kirkstall Abbey 8:30, 14k along the canal to Rodley and back, 6:00-6:15 pace. "
          "Bring a head torch if you're early.",
          "sunday canal run 8:30", "health, fitness"),
        c("shoes", CR, "Best running shoes for long runs 2027 - RunRepeat - Chromium",
          "https://runrepeat.com/guides/best-long-distance-running-shoes",
          "The Asics Novablast 5 is a bouncy all-rounder at 250g; the Saucony Endorphin Speed 4 has a nylon "
          "plate for tempo days; the Brooks Ghost 16 is the safe cushioned choice.",
          "current Ghosts at 780km, done", "health, fitness, shopping, reviews"),
        c("plan", CR, "Strava — Tuesday intervals - Chromium", "https://www.strava.com/activities/10482219301", "",
          "reps ok but HR way up on #5. sleep more", "health, fitness",
          ocr="Tuesday intervals  5 x 800m\n8.4 km  47:12  5:37 /km avg\nLaps: 4:51 4:53 4:49 4:55 4:58\n"
              "Avg HR 161  Max HR 183"),
        c("shoes", CR, "Gait analysis - Up & Running Leeds - Chromium",
          "https://www.upandrunning.co.uk/leeds/gait-analysis",
          "Free gait analysis in store, takes 20 minutes, bring your current trainers. No appointment needed on "
          "weekdays.",
          "go thu lunch, bring old ghosts", "health, fitness, shopping"),
        c("race", CR, "Leeds Half Marathon — entry confirmation - Chromium",
          "https://www.leedshalfmarathon.co.uk/my-entry", "",
          "IN. predicted 1:50 → start pen C", "health, fitness, events",
          ocr="Entry confirmed  Daniel Hughes\nRace number will be posted in April\nPredicted finish 1:50:00\n"
              "Start pen: C\nT-shirt size: M"),
        c("plan", CR, "How to pace a long run - Runner's World - Chromium",
          "https://www.runnersworld.com/uk/training/a776543/long-run-pace/",
          "Run long runs 60-90 seconds per km slower than goal race pace. For a 1:50 half (5:13/km) that is "
          "6:15-6:45/km.",
          "i run them too fast. slow down", "health, fitness"),
        c("shoes", CR, "Asics Novablast 5 - Up & Running - Chromium",
          "https://www.upandrunning.co.uk/asics-novablast-5-mens",
          "Asics Novablast 5, neutral, 8mm drop, £130. Member price £117.",
          "gait says neutral. novablast for easy + long", "shopping, price"),
        c("race", SG, "Signal — Kirkstall Harriers", "",
          "Club coach going to Leeds Half? No — it's in Leeds lol. But we meet at the Corn Exchange 8:45 for a "
          "group photo. Also: Harewood 10k on 28 March as a tune-up race, who's in?",
          "harewood 10k tune-up 28 march → enter", "health, fitness, events"),
        c("plan", CR, "Strava — Sunday long run - Chromium", "https://www.strava.com/activities/10501177240", "",
          "14k at 6:08 — finally slow enough", "health, fitness",
          ocr="Sunday long run  Kirkstall canal\n14.1 km  1:26:35  6:08 /km\nElevation 48 m\nAvg HR 139"),
        c("shoes", CR, "Order confirmation - Up & Running - Chromium",
          "https://www.upandrunning.co.uk/checkout/confirmation", "",
          "ordered. break in before the 16k", "shopping",
          ocr="Thank you for your order\nAsics Novablast 5 (UK 9.5)  £117.00\nCollect in store: Leeds\nReady: Friday"),
        c("race", CR, "Harewood 10k 2027 - Chromium", "https://www.harewood10k.co.uk/",
          "Saturday 28 March 2027, 10:00, Harewood House. Hilly, one loop. Entry £24. Limited to 600 runners.",
          "entered. target 48 min", "health, fitness, events"),
        c("plan", VS, "training.csv - Visual Studio Code", "",
          "week,mon,tue,wed,thu,fri,sat,sun\n1,rest,5x800,rest,6e,rest,park,12L\n2,rest,6x800,rest,7e,rest,park,13L",
          "plan in a csv so I can plot it lol", "health, fitness, planning"),
    ],
}

TASKS["triage"] += [
    c("login", SL, "#support-escalations | Slack", "",
      "Kevin (CS): Brightwell confirm nobody got logged out since you flipped the tenant flag yesterday. "
      "Thanks!! They'd still like the proper fix before their audit on the 25th.",
      "3.8.1 friday covers it", "software, communication"),
    c("export", VS, "exporters/csv.py - ledger - Visual Studio Code", "",
      "def export(rows, path, *, excel: bool = False):\n    encoding = 'utf-8-sig' if excel else 'utf-8'\n"
      "    delimiter = ';' if excel else ','",
      "flag threaded through. test with zając + 'quoted, field'", "software, coding"),
    c("export", KO, "dan@ws-14: ~/ledger — Konsole", "",
      "", "BOM there ✔ ; delimiter ✔", "software, coding",
      ocr="$ xxd out/invoices_excel.csv | head -2\n00000000: efbb bf49 6e76 6f69 6365 3b43 7573 746f  ...Invoice;Custo\n"  # noqa: E501
          "00000010: 6d65 723b 416d 6f75 6e74 0d0a 3230 3237  mer;Amount..2027"),
    c("ci", CR, "Flaky test dashboard - GitLab - Chromium",
      "https://gitlab.acme.dev/platform/ledger/-/quality/test_cases?flaky=true", "",
      "2 left: test_webhook_retry, test_pdf_render_timeout. next sprint", "software, bug",
      ocr="Flaky tests (last 14 days)\ntest_reconcile_concurrent   fixed ✓\ntest_webhook_retry          7 fails / 210\n"
          "test_pdf_render_timeout     3 fails / 210"),
]
TASKS["car"] += [
    c("models", SG, "Signal — Rob", "",
      "Honestly for 40 miles a day the hybrid pays for itself. Octavia is the nicer car to sit in but you'll "
      "spend £600 more on petrol a year.",
      "", "shopping, comparison"),
    c("checks", CR, "What to check when buying a used hybrid - Honest John - Chromium",
      "https://www.honestjohn.co.uk/carbycar/toyota/corolla-2019/",
      "Listen for a whine from the rear on the estate; check the infotainment for the known freeze; make sure "
      "both keys come with the car.",
      "both keys! ask", "shopping"),
    c("money", CR, "Savings account - withdraw - Chromium", "https://www.firstdirect.com/banking/savings", "",
      "move 7k to current before sat", "finance, banking",
      ocr="Regular Saver ••4410\nBalance £11,820.16\nTransfer £7,000.00 to 1st Account ••2281\nArrives: today"),
]
TASKS["talk"] += [
    c("demo", VS, "demo_sort.py - talk - Visual Studio Code", "",
      "@given(st.lists(st.integers()))\ndef test_my_sort_matches_sorted(xs):\n    assert my_sort(xs) == sorted(xs)",
      "oracle example, 30 seconds, opener", "software, coding"),
    c("abstract", CR, "Leeds Python — February meetup - Chromium",
      "https://www.meetup.com/leeds-python/events/297114412/",
      "Talks: 'Let the computer write your edge cases' (Dan Hughes) and 'Polars for pandas people' (Aisha "
      "Rahman). 48 going.",
      "it's on the page, no backing out now", "learning, events"),
    c("slides", CR, "Rehearsal timer - Chromium", "https://www.online-stopwatch.com/", "",
      "run-through 31 min. cut the stateful part", "learning",
      ocr="31:04\nLap 1  06:12  intro\nLap 2  14:40  properties\nLap 3  23:55  demos\nLap 4  31:04  questions"),
]
TASKS["running"] += [
    c("plan", SG, "Signal — Kirkstall Harriers", "",
      "Tuesday track session moved to Thursday this week (track resurfacing). 6 x 1k, meet 18:30 at the "
      "Kirkstall track.",
      "swap my intervals to thu", "health, fitness"),
    c("shoes", CR, "How long do running shoes last? - Chromium",
      "https://www.runnersworld.com/uk/gear/shoes/a776/how-long-do-running-shoes-last/",
      "Most trainers are good for 500-800km. Signs of wear: creased midsole, uneven outsole, new aches in knees "
      "or shins.",
      "explains the knee. ghosts are done done", "health, fitness"),
    c("race", CR, "Leeds Half Marathon — course map - Chromium",
      "https://www.leedshalfmarathon.co.uk/course", "",
      "big climb at km 5 (Scott Hall Rd) — hill reps!", "health, fitness, events",
      ocr="Course map\nStart/Finish Millennium Square\nKm 3–6 Scott Hall Road ↑ 62 m\nWater stations km 5, 10, 15"
          "\nGel station km 12"),
]
