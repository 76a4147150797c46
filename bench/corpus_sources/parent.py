"""Claire, a parent in Bristol: a kitchen renovation, a Year 5 school trip, her mum's 70th, a rescue dog.

Written by hand for issue 12 before any tuning. Claire works from the family laptop in the evenings
and at lunch: Firefox for everything, including WhatsApp Web and Gmail (so the same two "sites"
carry builders, class parents, her sisters and the dog rescue), Evince for PDF quotes and forms,
LibreOffice Calc for money. Memos are quick and half-finished, often just a name or a number.
"""

from datetime import UTC, datetime

from bench.corpora import c

PERSONA = "parent in Bristol: kitchen renovation, Year 5 school trip, mum's 70th birthday, adopting a rescue dog"
START = datetime(2027, 3, 1, 8, 35, tzinfo=UTC)
SEED = 12_003
APP_WORDS = {"firefox", "mozilla", "whatsapp", "gmail", "mail", "google", "evince", "libreoffice", "calc", "pdf",
             "checkatrade", "howdens", "wickes", "topps", "pinterest", "facebook", "eventbrite", "parentpay",
             "bluecross", "dogstrust", "rspca", "petsathome", "zooplus", "trustpilot", "youtube", "docs",
             "moonpig", "opentable", "amazon", "ikea", "forms"}

TASK_NAMES = {
    "kitchen": ("Kitchen renovation", "kitchen", "renovation", "kitchen refit", "building work"),
    "trip": ("Year 5 school trip", "school trip", "trip", "Year 5", "class trip", "We The Curious"),
    "birthday": ("Mum's 70th", "mum's birthday", "70th", "birthday party", "Mum", "celebration"),
    "dog": ("Adopting a dog", "dog", "rescue dog", "adoption", "puppy", "Biscuit"),
}
SUB_NAMES = {
    "kitchen/builders": ("Builder quotes", "builders", "quotes", "contractor", "estimate", "tradesmen"),
    "kitchen/design": ("Cabinets and worktops", "cabinets", "worktop", "units", "design", "layout", "doors"),
    "kitchen/floor": ("Tiles and flooring", "tiles", "flooring", "floor", "splashback"),
    "trip/coach": ("Coach booking", "coach", "transport", "bus"),
    "trip/forms": ("Consent and payments", "consent", "payments", "forms", "permission", "letters"),
    "trip/day": ("Trip day plan", "timetable", "itinerary", "lunch", "groups", "museum", "day plan"),
    "birthday/venue": ("Venue and food", "venue", "restaurant", "lunch", "menu", "food", "booking"),
    "birthday/guests": ("Guests and invitations", "guests", "invitations", "invites", "family", "RSVP"),
    "birthday/gift": ("Present", "gift", "present", "photo book", "album"),
    "dog/rescue": ("Rescue centres", "rescue", "centre", "adoption", "home visit", "application"),
    "dog/supplies": ("Dog supplies", "supplies", "crate", "bed", "food", "lead", "harness"),
    "dog/vet": ("Vet and insurance", "vet", "insurance", "vaccinations", "jabs", "microchip"),
}

FF = "firefox"
EV = "evince"
LC = "libreoffice-calc"

TASKS = {
    "kitchen": [
        c("builders", FF, "Kitchen fitters near Bristol BS7 | Checkatrade — Mozilla Firefox",
          "https://www.checkatrade.com/Search/Kitchen-Fitter/in/BS7",
          "Harbourside Kitchens Ltd — 9.8/10 from 212 reviews — kitchen design and installation, plastering, "
          "electrics via partner. Coleman & Sons Building — 9.6/10 from 87 reviews.",
          "ring both. need someone who does electrics too", "household"),
        c("design", FF, "Shaker kitchen in sage green — Howdens — Mozilla Firefox",
          "https://www.howdens.com/kitchens/allendale-sage",
          "Allendale Sage: a painted shaker door in a soft sage green, with solid timber frame. Pairs with oak or "
          "white quartz worktops.",
          "THIS one. Tom says too green?", "household, shopping"),
        c("builders", EV, "Quote_Q-2217_Harbourside.pdf — Evince", "",
          "Strip out existing kitchen, make good walls, first fix electrics (4 new double sockets, under-cabinet "
          "lighting), fit 14 units and worktop, tile splashback. Labour £6,850 + VAT. Duration 12 working days.",
          "£8,220 incl VAT, labour only. units on top", "household, finance, invoice"),
        c("floor", FF, "Porcelain floor tiles 60x60 grey — Topps Tiles — Mozilla Firefox",
          "https://www.toppstiles.co.uk/porcelain-floor-tiles/grey-60x60",
          "Ultimate Concrete Grey 60x60cm, R10 anti-slip, £39.99/m². Suitable for underfloor heating.",
          "kitchen is ~11m² + 10% waste", "household, shopping, price"),
        c("builders", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Hi Claire, can come round Thursday 5pm to measure up. Just so you know we're booked solid till "
          "mid-May, earliest start would be 17th.",
          "thu 5pm. mid may = too late for summer hols?", "household, meeting"),
        c("design", FF, "Quartz vs laminate worktops: pros and cons — Mozilla Firefox",
          "https://www.homebuilding.co.uk/advice/quartz-vs-laminate-worktops",
          "Quartz is non-porous and very hard-wearing but costs £300-£500 per linear metre fitted. Good laminate "
          "costs a fifth of that and hides scratches surprisingly well.",
          "laminate + spend on the doors?", "household, comparison"),
        c("floor", FF, "LVT vs porcelain tiles in a kitchen : r/DIYUK — Mozilla Firefox",
          "https://www.reddit.com/r/DIYUK/comments/12ab9x/lvt_vs_tiles_kitchen",
          "LVT is warmer and softer underfoot, drop a plate and it might survive. Tiles last forever but need a "
          "perfectly flat subfloor, our old floorboards needed ply first.",
          "we have floorboards!! ply cost?", "household, comparison"),
        c("builders", EV, "Estimate_Coleman_2027-03.pdf — Evince", "",
          "", "cheaper but excludes electrics + plastering. apples/oranges", "household, finance",
          ocr="COLEMAN & SONS BUILDING\nESTIMATE No 0451\nRemove existing kitchen .......... £650\n"
              "Fit units & worktops ............ £3,900\nTiling (splashback) ............ £780\n"
              "TOTAL (no VAT registered) ...... £5,330\nExcl. electrical, plastering"),
        c("design", FF, "Kitchen planner — Howdens — Mozilla Firefox", "https://www.howdens.com/kitchen-planner",
          "", "L-shape, bin under sink, no corner carousel", "household",
          ocr="My kitchen plan – L-shape 3.4m × 2.6m\nBase units 8  Wall units 5  Tall larder 1\n"
              "Sink: 1.5 bowl under window\nEstimated price £4,870"),
        c("builders", FF, "Re: kitchen electrics - claire.bennett@gmail.com - Gmail — Mozilla Firefox",
          "https://mail.google.com/mail/u/0/#inbox/FMfcgz",
          "Hi Claire, for 4 sockets, a new cooker circuit and the under-cabinet LEDs I'd say £1,150 including "
          "certification. I can work around whoever does the units. Dave (Part P registered)",
          "coleman 5,330 + dave 1,150 = 6,480 vs harbourside 8,220", "household, finance, email"),
        c("floor", FF, "Plywood overlay for tiling over floorboards — Mozilla Firefox",
          "https://www.diy.com/ideas-advice/how-to-tile-a-floor/",
          "Screw 12mm exterior plywood to the boards every 150mm before tiling, or the grout will crack when the "
          "boards flex.",
          "add ply to whoever's quote", "household"),
        c("design", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Ok I've come round to the green 😂 but can we do the handles in brass not black. And the big drawer "
          "for pans pleaseee",
          "brass handles + pan drawers. fine", "household"),
        c("builders", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Had a cancellation, we could start 12 April if you confirm by Friday. Can work with your sparky no "
          "problem.",
          "12 APRIL! tell Tom tonight", "household, meeting"),
        c("design", FF, "Brass cup handles — Mozilla Firefox",
          "https://www.handlesandknobs.co.uk/brass-cup-handles",
          "Aged brass cup handle 96mm centres, £6.80 each. Matching knob £4.20.",
          "need 14 handles + 5 knobs ≈ £116", "shopping, price"),
        c("floor", FF, "Sample basket — Topps Tiles — Mozilla Firefox", "https://www.toppstiles.co.uk/basket",
          "", "3 samples free, collect sat", "shopping",
          ocr="Free samples (3)\nUltimate Concrete Grey 60x60\nTerrazzo Warm White 45x45\nEncaustic Pattern Blue "
              "20x20\nCollect in store: Bristol Eastgate"),
        c("builders", LC, "kitchen_budget.ods — LibreOffice Calc", "",
          "", "over by 900 if quartz. laminate it is", "household, finance, price",
          ocr="Item            Budget    Actual\nUnits (Howdens)  4,800    4,870\nBuilder          5,500    5,330\n"
              "Electrics        1,200    1,150\nWorktop quartz   1,400    2,300\nFloor            700      —\n"
              "TOTAL           13,600   14,500"),
        c("floor", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "The terrazzo one is gorgeous but the kids will wreck the white. Grey one hides everything. Your call",
          "grey for the floor, terrazzo for the splashback??", "household"),
        c("design", EV, "Howdens_order_confirmation.pdf — Evince", "",
          "Order 88-1120: Allendale Sage shaker (8 base, 5 wall, 1 larder), oak-effect laminate worktop 3m × 2, "
          "delivery week commencing 5 April.",
          "ordered ✔ delivery before Mark starts", "household, shopping"),
        c("builders", FF, "Kitchen start 12 April - claire.bennett@gmail.com - Gmail — Mozilla Firefox",
          "https://mail.google.com/mail/u/0/#sent/KtbxLw",
          "Hi Mark, confirming the start on 12 April. Units arrive week of 5 April. Dave will do first fix on the "
          "13th. Deposit of £1,000 sent today.",
          "deposit sent. book skip?", "household, finance, email"),
        c("floor", FF, "Underlay and adhesive calculator — Mozilla Firefox",
          "https://www.toppstiles.co.uk/tile-calculator",
          "11.2 m² area: 13 boxes of 60x60 tiles (0.72 m² per box, 10% waste), 5 bags of flexible adhesive, 2 "
          "bags of grout.",
          "", "household, shopping"),
    ],
    "trip": [
        c("coach", FF, "Year 5 trip - can you help? - claire.bennett@gmail.com - Gmail — Mozilla Firefox",
          "https://mail.google.com/mail/u/0/#inbox/YR5trip",
          "Dear Claire, thank you for volunteering! Year 5 (58 children, 6 adults) will visit We The Curious on "
          "Thursday 25 March. Could you get two or three quotes for a coach? Mrs Okafor",
          "58 kids + 6 adults = 64 seats. quotes by fri", "planning, travel, email"),
        c("day", FF, "School visits — We The Curious — Mozilla Firefox", "https://www.wethecurious.org/schools",
          "Self-led school visits from £7 per pupil; one free adult per 5 pupils. Add a Planetarium show (30 min) "
          "for £2 per pupil. Lunch room available 12:00-13:00 if booked.",
          "planetarium yes. book the lunch room!!", "planning, travel, itinerary"),
        c("coach", FF, "Coach hire Bristol — schools — Mozilla Firefox",
          "https://www.bakerdolphin.com/private-hire/schools",
          "70-seat school coaches with seatbelts, DBS-checked drivers. Return trips within Bristol from £395.",
          "ring baker dolphin", "planning, travel"),
        c("forms", EV, "Y5_trip_letter_consent.pdf — Evince", "",
          "I give permission for my child ______ to attend the Year 5 visit to We The Curious on 25 March. "
          "Voluntary contribution £11. Medical needs/allergies: ______",
          "template from Mrs O. print 58? or do it online", "planning, travel"),
        c("coach", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Priti: last year they used Turners and the coach broke down on the M32 😬 Maybe not them",
          "NOT Turners", "planning, travel"),
        c("day", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Jo: Can I volunteer for the day? I'm DBS checked from Brownies. Also Leo has a nut allergy, "
          "reminder for lunch 🥜",
          "jo = 6th adult. nut-free table", "planning, travel"),
        c("coach", EV, "Quote_BakerDolphin_25Mar.pdf — Evince", "",
          "", "£420 vs Wessex £465. baker wins", "planning, travel, finance",
          ocr="BAKER DOLPHIN – QUOTATION\nDate: Thu 25 March 2027\nPick up: Ashley Down Primary 09:00\n"
              "Return: 14:45 from Anchor Road\n70-seat coach with belts\nPrice £420.00 incl. VAT"),
        c("forms", FF, "ParentPay — create a payment item — Mozilla Firefox",
          "https://app.parentpay.com/school/items/create", "",
          "£11 per child, closes 18 march", "planning, finance, payments",
          ocr="New payment item\nName: Y5 We The Curious trip\nAmount £11.00\nConsent required ☑\n"
              "Closing date 18/03/2027\nAvailable to: Year 5 (58)"),
        c("day", FF, "We The Curious — floor plan — Mozilla Firefox",
          "https://www.wethecurious.org/visit/map", "",
          "6 groups of ~10, rotate floors", "planning, travel, itinerary",
          ocr="Ground floor: Power Up, Live Lab\nFirst floor: Project What If, Animal Agents\n"
              "Planetarium (3D)  Shows 10:30 11:30 13:30\nLunch room: ground floor, by the café"),
        c("coach", FF, "Booking confirmation — Baker Dolphin - claire.bennett@gmail.com - Gmail — Mozilla Firefox",
          "https://mail.google.com/mail/u/0/#inbox/BD-77120",
          "Your booking BD-77120 is confirmed: 70-seat coach, Ashley Down Primary 09:00 to We The Curious, return "
          "departing Anchor Road 14:45. Invoice to the school office.",
          "coach ✔ forward to office", "planning, travel, email, reservation"),
        c("forms", LC, "Y5_trip_tracker.ods — LibreOffice Calc", "",
          "", "14 consents missing. remind via class WA", "planning, travel",
          ocr="Class   Pupils  Consent  Paid\n5H        29       22      19\n5W        29       22      20\n"
              "Total     58       44      39\nMissing consent: 14"),
        c("day", LC, "Y5_trip_groups.ods — LibreOffice Calc", "",
          "", "keep Leo with Jo. Mrs O to check the groups", "planning, travel",
          ocr="Group  Adult       Children\nA      Mrs Okafor  Amira, Ben, Leo...\nB      Jo P.       Leo?? moved\n"
              "C      Claire      Noah, Isla, Sam...\nD      Mr Hale\nE      Priti\nF      Mrs Ward"),
        c("forms", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Claire: Friendly reminder 🙂 trip consent + £11 on ParentPay by Thursday 18th please! If cost is a "
          "worry just message Mrs Okafor privately, nobody misses out.",
          "sent. add the hardship line to the letter too", "planning, travel"),
        c("day", FF, "Planetarium shows for schools — Mozilla Firefox",
          "https://www.wethecurious.org/planetarium/schools",
          "'We Are Stars' (KS2, 25 min) explains how the elements in our bodies were made in stars. Max 60 per "
          "show. Book the 11:30 slot for groups arriving before 10.",
          "11:30 We Are Stars — book for all 58", "planning, travel, itinerary, reservation"),
        c("coach", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Claire the office says the coach must drop us at Anchor Road, not at the front (no stopping). Can you "
          "ask Baker Dolphin to change pick-up too?",
          "change drop off → Anchor Rd. email BD", "planning, travel"),
        c("forms", FF, "Medical forms Y5 - claire.bennett@gmail.com - Gmail — Mozilla Firefox",
          "https://mail.google.com/mail/u/0/#inbox/medY5",
          "Attached the medical summary for the trip: 2 inhalers (Noah, Isla), 1 EpiPen (Leo), 1 child with "
          "travel sickness (Ben, sit at the front).",
          "print 6 copies, one per group leader", "planning, travel, health, email"),
        c("day", EV, "Risk_assessment_Y5_WTC.pdf — Evince", "",
          "Hazard: crossing Anchor Road. Control: adults at front and back of each group, cross at the lights "
          "only. Hazard: lost child. Control: meeting point at the ticket desk, headcount every hour.",
          "headcount on the hour — tell the group leaders", "planning, travel"),
        c("forms", LC, "Y5_trip_tracker.ods — LibreOffice Calc", "",
          "", "all in except 2! 🎉", "planning, travel",
          ocr="Total     58       56      55\nMissing consent: 2 (5W: Ollie, Grace)"),
        c("day", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Mrs Okafor: Packed lunches in a named plastic bag please (no glass), a coat, and school jumper. Back at "
          "school by 15:15. Thanks to all our wonderful volunteers!",
          "", "planning, travel, itinerary"),
        c("coach", FF, "Re: BD-77120 change of stop - claire.bennett@gmail.com - Gmail — Mozilla Firefox",
          "https://mail.google.com/mail/u/0/#inbox/BD-77120-2",
          "No problem, driver will drop and collect at the Anchor Road coach bay (opposite the Aquarium). Updated "
          "confirmation attached.",
          "done. coach sorted for real", "planning, travel, email"),
    ],
    "birthday": [
        c("venue", FF, "Private dining — The Pump House, Bristol — Mozilla Firefox",
          "https://www.the-pumphouse.com/private-dining",
          "Our mezzanine seats up to 24 for Sunday lunch. Set menu £38 per head, children under 12 £16. £200 "
          "deposit to secure.",
          "mum loves the harbour. 24 max ok?", "planning, events, reservation"),
        c("guests", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Becky: so who are we inviting? Aunt Pat, the bridge club lot?? If we invite one bridge person we have "
          "to invite all 8 lol",
          "bridge = all or none. ask dad", "planning, events, family"),
        c("gift", FF, "Personalised photo book A4 — Mozilla Firefox",
          "https://www.photobox.co.uk/photo-books/a4-landscape",
          "A4 landscape photo book, lay-flat pages, 26-100 pages, from £34.99. Order by 20 March for delivery "
          "before Easter.",
          "photos from all 3 of us + dad's slides", "shopping, events"),
        c("venue", FF, "The Pump House — menu — Mozilla Firefox", "https://www.the-pumphouse.com/sunday-menu",
          "Roast sirloin of beef, Yorkshire pudding; Roast chicken, bread sauce; Wild mushroom wellington (v); "
          "Sticky toffee pudding; Lemon posset.",
          "Uncle Geoff vegetarian now — wellington ok", "planning, events, recipe"),
        c("guests", LC, "mum70_guests.ods — LibreOffice Calc", "",
          "", "22 inc kids. bridge club would be 30 → too many", "planning, events, family",
          ocr="Name            Side    Kids  RSVP\nAunt Pat        Mum      0     ?\nUncle Geoff +Ann Dad   0     ?\n"
              "Becky +Sam      –       2     ✓\nJen +Chris      –       1     ✓\nUs               –       2     ✓\n"
              "Total adults 17  kids 5"),
        c("gift", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Jen: I've scanned the 1970s album, 140 photos, uploading to the shared Google Photos. Some of them "
          "are hilarious, mum's perm 😂",
          "use the perm one on the cover haha", "events"),
        c("venue", FF, "Mezzanine booking 11 April - claire.bennett@gmail.com - Gmail — Mozilla Firefox",
          "https://mail.google.com/mail/u/0/#inbox/pumphouse",
          "Dear Claire, the mezzanine is provisionally held for Sunday 11 April, 12:30, for 22 guests. Please pay "
          "the £200 deposit within 7 days to confirm.",
          "pay deposit, split 3 ways", "planning, events, reservation, email"),
        c("guests", FF, "Paper invitations 70th birthday — Mozilla Firefox",
          "https://www.moonpig.com/uk/invitations/birthday/70th",
          "Pack of 20 printed invitations with envelopes, 'Join us to celebrate' design, personalise the text. "
          "£24.99, 3 day delivery.",
          "aunt pat won't do whatsapp — paper for the oldies", "planning, events"),
        c("gift", FF, "Photo book editor — Mozilla Firefox", "https://www.photobox.co.uk/editor/book/88120", "",
          "48 pages so far. wedding section needs captions", "events",
          ocr="Photo book – 'Seventy years of Margaret'\nPage 12–13  Wedding, 1979\nAdd caption…\n"
              "Pages 48 / 100   Price £44.99"),
        c("venue", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Becky: I'll do a cake, lemon drizzle like she makes! The Pump House said we can bring our own cake, "
          "£2 a head cakeage though",
          "cakeage 44 quid fine", "planning, events"),
        c("guests", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Don't invite the bridge club, she sees them every Tuesday. But Pat and Geoff definitely. And she'd "
          "love it if Maureen came from Cardiff.",
          "add Maureen!! dad knows best", "planning, events, family"),
        c("gift", FF, "Photo book — checkout — Mozilla Firefox", "https://www.photobox.co.uk/checkout", "",
          "ordered! arrives 2 April", "shopping",
          ocr="Order summary\nPhoto book A4 lay-flat, 60 pages  £49.99\nGift box  £5.00\nDelivery  Standard "
              "(by 2 April)\nTotal £54.99"),
        c("venue", FF, "Parking near Bristol harbourside — Mozilla Firefox",
          "https://www.bristol.gov.uk/parking/car-parks/harbourside",
          "Harbourside car park (Canons Way): £3.50 for 2 hours on Sundays, blue badge holders free for 3 hours.",
          "Pat has blue badge ✔", "planning"),
        c("guests", LC, "mum70_guests.ods — LibreOffice Calc", "",
          "", "19 confirmed + maureen tbc", "planning, events",
          ocr="Total adults 19  kids 5   RSVP yes 19  no 2  waiting 1 (Maureen)"),
        c("gift", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Jen: should we also get her something to open on the day? Flowers? That posh hand cream she likes?",
          "flowers from us 3 + the book. done", "events, shopping"),
        c("venue", FF, "Final numbers - claire.bennett@gmail.com - Gmail — Mozilla Firefox",
          "https://mail.google.com/mail/u/0/#sent/pumphouse2",
          "Hi, final numbers for Sunday 11 April: 20 adults (1 vegetarian, 1 gluten free) and 5 children. We'll "
          "bring our own cake. Many thanks, Claire",
          "", "planning, events, reservation, email"),
    ],
    "dog": [
        c("rescue", FF, "Dogs for rehoming — Blue Cross — Mozilla Firefox",
          "https://www.bluecross.org.uk/rehome/dog?location=bristol",
          "Biscuit, 3 years, male, terrier cross. Can live with children over 8. Needs a secure garden. Reserved "
          "in Bristol rehoming centre.",
          "Biscuit 😍 kids are 9 and 11 ✔", "household"),
        c("rescue", FF, "How does adoption work? — Blue Cross — Mozilla Firefox",
          "https://www.bluecross.org.uk/how-to-adopt-a-pet",
          "Fill in an application, we call you, you meet the pet at the centre (the whole family must come), "
          "then a home check. Adoption fee for dogs £250.",
          "whole family visit — sat?", "household, application"),
        c("vet", FF, "Pet insurance for dogs — comparison — Mozilla Firefox",
          "https://www.moneysupermarket.com/pet-insurance/dog/",
          "Lifetime cover £4,000: Petplan £31.40/month, Agria £24.10/month, Bought By Many £22.90/month. "
          "Time-limited cover is cheaper but stops paying for a condition after 12 months.",
          "lifetime, not time-limited", "finance, health"),
        c("supplies", FF, "Dog crate 36 inch — Mozilla Firefox",
          "https://www.petsathome.com/product/pets-at-home-dog-crate-36in",
          "Folding metal dog crate, 2 doors, removable tray, 91 × 58 × 64 cm, £54.",
          "terrier = 30in enough? ask the centre", "shopping, price"),
        c("rescue", EV, "BlueCross_adoption_application.pdf — Evince", "",
          "Do you have a garden? Is it fully fenced (at least 5 ft)? How many hours a day would the dog be left "
          "alone? Have you had dogs before?",
          "fence is 4ft on the left side!! fix before home check", "household, application"),
        c("supplies", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Fence panels at Wickes are £32 each, we need 4. I can do it Sunday if it's dry. Kids can help 😬",
          "fence sun. that's the garden sorted", "household, shopping"),
        c("rescue", FF, "Your application for Biscuit - claire.bennett@gmail.com - Gmail — Mozilla Firefox",
          "https://mail.google.com/mail/u/0/#inbox/bluecross",
          "Thank you for applying to adopt Biscuit. We'd love to meet you all on Saturday 13 March at 11:00 at the "
          "Bristol rehoming centre.",
          "SAT 11:00 whole family", "household, application, meeting, email"),
        c("vet", FF, "Register with a vet — Bishopston Vets — Mozilla Firefox",
          "https://www.bishopstonvets.co.uk/new-clients",
          "New clients welcome. Pet Health Club £16.99/month: annual vaccinations, flea and worm treatment, 10% off "
          "food.",
          "register after adoption", "health, care"),
        c("supplies", FF, "Best food for adult terrier — Mozilla Firefox",
          "https://www.zooplus.co.uk/shop/dogs/dry_dog_food/small",
          "Small breed adult dry food, high protein, from £2.90/kg in 7kg bags.",
          "ask centre what he eats now, don't switch suddenly", "shopping, recipe"),
        c("rescue", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "He was SO good with the kids. Leaned on Maya's legs the whole time. The lady said the home visit could "
          "be Thursday.",
          "home visit thu. tidy garden lol", "household, meeting"),
        c("vet", EV, "Biscuit_medical_history.pdf — Evince", "",
          "Vaccinations: DHP + L4 (Jan 2027). Microchipped: 9410000 8812 4471. Neutered. Dental scale Feb 2027. "
          "Mild skin allergy — hypoallergenic diet advised.",
          "skin allergy → tell insurer (pre-existing?)", "health, care"),
        c("supplies", FF, "Shopping basket — Pets at Home — Mozilla Firefox", "https://www.petsathome.com/basket", "",
          "bed, harness, lead, bowls, kong. crate later", "shopping",
          ocr="Basket (5 items)\nCalming dog bed M  £29\nHarness S/M  £18\nLead 1.8m  £9\nSteel bowls x2  £8\n"
              "KONG Classic M  £12\nTotal £76.00"),
        c("rescue", FF, "Home visit outcome - claire.bennett@gmail.com - Gmail — Mozilla Firefox",
          "https://mail.google.com/mail/u/0/#inbox/bluecross2",
          "Great news: your home visit went well and Biscuit can come home with you! Collection Saturday 20 March, "
          "bring a lead and the £250 adoption fee.",
          "!!!! 20 MARCH 🐶", "household, email"),
        c("vet", FF, "Pet insurance pre-existing conditions — Mozilla Firefox",
          "https://www.moneysavingexpert.com/insurance/pet-insurance/",
          "Most insurers exclude conditions that showed symptoms in the 12-24 months before cover began. A few "
          "cover them after a symptom-free period.",
          "allergy excluded probably. still lifetime", "finance, health"),
        c("supplies", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
          "Priti: Claire heard you're getting a dog!! We have a spare puppy gate and an unused crate if you want "
          "them, just collect 🙂",
          "free crate from Priti! cancel that", "household, shopping"),
        c("vet", FF, "Agria — policy — Mozilla Firefox", "https://www.agriapet.co.uk/my-account", "",
          "insured from 20/3. first vet check booked 27/3", "finance, health",
          ocr="Policy: Lifetime 4000\nPet: Biscuit (terrier cross, 3y)\nStart 20/03/2027\nMonthly £24.10\n"
              "Exclusions: skin (allergic dermatitis)"),
        c("rescue", FF, "Settling a rescue dog — the first week — Mozilla Firefox",
          "https://www.dogstrust.org.uk/dog-advice/life-with-your-dog/rescue-dog-first-week",
          "Give your new dog a quiet space, keep a routine, and don't invite visitors for the first few days. "
          "Short walks in quiet places first.",
          "tell kids: no friends round first wknd", "household"),
    ],
}

TASKS["kitchen"] += [
    c("design", FF, "Integrated dishwasher 60cm — Mozilla Firefox",
      "https://www.ao.com/l/integrated_dishwashers/1/21-23/",
      "Bosch Series 4 SMV4HTX00G fully integrated dishwasher, 13 place settings, 44 dB, £449.",
      "old one won't fit the new units. 60cm integrated", "household, shopping, price"),
    c("builders", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
      "Mark: Skip booked for the 12th, it'll go on the drive. Can you move the car the night before? Also we'll "
      "need the water off for about 2 hours on day 2.",
      "car off drive 11th night", "household"),
]
TASKS["trip"] += [
    c("day", FF, "Packed lunch ideas nut free — Mozilla Firefox",
      "https://www.bbcgoodfood.com/recipes/collection/nut-free-lunchbox",
      "Cheese and pickle wraps, pasta salad with sweetcorn, oat and raisin flapjacks (nut free), fruit pots.",
      "remind parents: NUT FREE (Leo)", "planning, recipe"),
    c("coach", LC, "Y5_trip_costs.ods — LibreOffice Calc", "",
      "", "£11 covers it with £40 spare", "planning, finance",
      ocr="Coach            £420\nEntry 58 × £7    £406\nPlanetarium 58 × £2  £116\nTotal            £942\n"
          "Income 58 × £11  £638 + PTA £350\nBalance          +£46"),
]
TASKS["birthday"] += [
    c("gift", FF, "Flower delivery Bristol Sunday — Mozilla Firefox",
      "https://www.bloomandwild.com/send-flowers/sunday-delivery",
      "Sunday delivery available in Bristol for orders placed by Friday 3pm. The Margot bouquet (peonies, "
      "roses) £45.",
      "peonies = her wedding flowers. order fri", "shopping"),
    c("guests", FF, "WhatsApp — Mozilla Firefox", "https://web.whatsapp.com/",
      "Maureen: Oh Claire how lovely, I wouldn't miss it for the world! I'll get the train from Cardiff, "
      "arriving Temple Meads 11:50. Not a word to Margaret x",
      "maureen YES. pick up temple meads 11:50", "planning, events, family"),
]
TASKS["dog"] += [
    c("supplies", FF, "Puppy gate for stairs — Mozilla Firefox",
      "https://www.ikea.com/gb/en/p/patrull-safety-gate",
      "PATRULL safety gate, pressure-mounted, fits openings 73-88 cm, £25.",
      "priti's gate fits? measure the stairs", "shopping"),
    c("vet", FF, "Bishopston Vets — book appointment — Mozilla Firefox",
      "https://www.bishopstonvets.co.uk/book", "",
      "first check + chip address update", "health, care, meeting",
      ocr="Book an appointment\nPet: Biscuit  Reason: New pet health check\nSat 27 March  09:40 ✓\n"
          "Vet: Dr Hannah Lewis\nPlease bring any previous records"),
]
