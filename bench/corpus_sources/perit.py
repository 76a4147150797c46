"""Perit Gabriella "Gabi" Vella, an architect and civil engineer (a "perit") at a two-partner practice in Birkirkara,
Malta: a block of flats going up in Gżira (slab pours, a neighbour's cracked party wall, the developer's changes),
the planning application for a farmhouse in Għarb, Gozo, for clients in Melbourne, the foster-care application she
and her partner are going through, a climbing trip to Kalymnos at Easter, and her baby cousin's christening, where
she is the godmother.

Written by hand in session 12 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the understanding or
the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end of that session.
Its misses have been read since, so from session 13 it is a development corpus (bench/data/corpora/, part of the
leave-one-out) and a new test corpus took its place.

Gabi (33) grew up in Żebbuġ and still lives there, in a maisonette with Luke Camilleri (35), a secondary-school
maths teacher. She and Perit Karl Farrugia run Vella & Farrugia Periti (fictional, four people). In the fortnight
from Monday 20 March to Sunday 2 April 2028:
- Gżira: she is the perit on a block of flats on Triq Testaferrata for a developer, Joe Zammit (Zammit Bros, fictional),
  with Ċensu as the contractor's foreman. The third-floor slab is poured on Friday 24 (steel checked on the
  Thursday, the concrete ordered, cubes taken; the 28-day results of the slab below and the 7-day results of the new
  one); the elderly neighbour at No. 12, Mrs Carmen Grech, reports through her lawyer that the crack in her back
  bedroom has opened (the 2026 condition report, the Building and Construction Authority's inspector, tell-tales, her
  perit, the developer's insurer); a buyer wants the penthouse pool bigger and a terrace enclosed (a minor amendment
  to the permit, a letter of options, the fee);
- Għarb: Sarah and Tom Mifsud, Maltese-Australians in Melbourne, bought a ruined farmhouse outside the village (outside
  the development zone) and want it restored: a survey day in Gozo by the ferry (the key is with Ġużeppi, a farmer),
  the existing drawings in AutoCAD, the rural policy and the 1967 aerial photos, the cultural heritage office's
  comments, the application submitted before the fees change on 1 April; the clients' wish list, the fee proposal,
  the budget, a call at eight in the morning (Melbourne is ten hours ahead, then nine, then eight);
- fostering: she and Luke are going through the foster-care preparation course (evening sessions on Tuesdays and
  Thursdays), the social worker's home study (a visit on Wednesday 29, the spare room, safety at home), and the papers
  (certificates of conduct from the police, medical reports from their GP, three referees, a statement of the
  household's money);
- Kalymnos: a week's climbing from Thursday 13 April with Luke, her friend Maria and Maria's partner Ryan: flights via
  Athens to Kos and the ferry, a studio in Masouri, scooters; the sectors and a ticklist, a longer rope, a morning at
  the crag at Wied Babu;
- the christening: her cousin Rebekka Borg's baby Ella is baptised on Sunday 2 April in Qormi, and Gabi is the
  godmother ("parrina"): her confirmation certificate from the Żebbuġ parish (her mother fetches it), the meeting for
  parents and godparents, a reading and a prayer in Maltese; the gift (an engraved cross), the cake, the favours.

Everything runs on her work laptop with Windows 11: Google Chrome for the web (titles end " - Google Chrome"),
with her personal Gmail in a tab; classic Outlook for the practice's mail (a message read in the reading pane is
titled "Inbox - gabriella@vfperiti.com.mt - Outlook", one opened on its own "<subject> - Message (HTML)"); WhatsApp
Desktop (titled only "WhatsApp": Luke, her mother, Rebekka, Maria, Ċensu, Joe, Karl, Ġużeppi, the clients, the course's
group); Excel, Word, Adobe Acrobat Reader (titled by the PDF's file name), AutoCAD, and one OneNote page she writes
everything into ("Quick Notes - OneNote", so its title never changes). Memos are her own shorthand (first person, a
perit's and a family's abbreviations: "CR", "BCA", "DNO", "ODZ", "SCH", "PA", "C30", "Ma", "parrina"), with the
Maltese she really uses ("grazzi", "mela", "ħeqq"). Her mother, Rebekka, the parish, the foreman and the farmer in Gozo
write Maltese, as they would to her; the authorities, the clients, the course and everything else are English. Many
captures never name their task.

The timeline is written by hand (TIMELINE below), not drawn by bench/corpora.py interleave(): site mornings from
half past seven, a pour from six on the Friday, office afternoons that jump between the site, Gozo and the papers, a
day in Gozo on the survey (a site notice answered at the farmhouse), course evenings with a family message read in the
break, a weekend at the crag and buying the gift, the night the clocks go forward (Sunday 26 March: +01:00 before,
+02:00 after), and the christening Sunday with nothing captured until a client's message at night.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("architect and civil engineer (perit) at a small practice in Malta: a block of flats going up in Gżira, a "
           "farmhouse planning application in Gozo for clients in Melbourne, the foster-care application with her "
           "partner, a climbing trip to Kalymnos, her baby cousin's christening where she is godmother")
TZ = ZoneInfo("Europe/Malta")  # CET +01:00 until Sunday 26 March 2028 02:00, then CEST +02:00
ID_PREFIX = "gv"  # "p" is the parent's corpus; no corpus or snippet file uses "gv"
APP_WORDS = {"google", "chrome", "gmail", "microsoft", "outlook", "inbox", "message", "html", "whatsapp", "excel",
             "word", "adobe", "acrobat", "reader", "64", "bit", "autocad", "autodesk", "onenote", "quick", "notes",
             "xlsx", "docx", "pdf", "dwg", "vfperiti", "gozochannel", "maltairport", "bca", "org", "mt", "gov", "pa",
             "eapps", "mapserver", "servizz", "fsws", "skyscanner", "dodekanisos", "booking", "thecrag", "timeanddate",
             "kalymnosguide", "theclimbinghub", "hub", "zebbugparish", "ilmaltija", "maltija", "kakaw", "safetyfirst",
             "www", "com", "gr"}

TASK_NAMES = {
    "gzira": ("Gżira block", "Testaferrata site", "the Gżira site", "Zammit job"),
    "gharb": ("Għarb farmhouse", "the farmhouse", "Gozo farmhouse", "Mifsud job"),
    "fostering": ("Fostering application", "fostering", "foster care", "becoming foster carers"),
    "kalymnos": ("Kalymnos climbing trip", "Kalymnos", "Easter trip", "climbing trip"),
    "christening": ("Ella's christening", "the christening", "magħmudija", "baptism"),
}
SUB_NAMES = {
    "gzira/concrete": ("Slab pour and cubes", "concrete", "third floor slab", "cube results"),
    "gzira/neighbour": ("Neighbour's cracked wall", "third party complaint", "Mrs Grech", "party wall crack"),
    "gzira/amendment": ("Penthouse amendment", "penthouse pool", "DNO", "developer's changes"),
    "gharb/survey": ("Site survey and drawings", "survey", "existing drawings", "Gozo site visit"),
    "gharb/permit": ("Planning application", "PA application", "the permit", "ODZ policy"),
    "gharb/clients": ("Clients' brief and budget", "Sarah and Tom", "fee proposal", "budget"),
    "fostering/course": ("Preparation course", "course sessions", "prep course", "training"),
    "fostering/homestudy": ("Home study", "Daniela's visits", "home visit", "the spare room"),
    "fostering/papers": ("Certificates and references", "conduct certificates", "referees", "medicals"),
    "kalymnos/travel": ("Flights, ferry and studio", "getting there", "bookings", "travel"),
    "kalymnos/climbing": ("Routes and gear", "routes", "the rope", "training"),
    "christening/church": ("Church and godmother duties", "parrina", "confirmation certificate", "the ceremony"),
    "christening/party": ("Gift, cake and party", "the gift", "the cake", "bomboniere"),
}

GC = "Google Chrome"
OL = "Microsoft Outlook"
INBOX = "Inbox - gabriella@vfperiti.com.mt - Outlook"  # classic Outlook's reading pane, whichever message is read
WA = "WhatsApp"
WHATSAPP = "WhatsApp"  # WhatsApp Desktop's window title, whoever the chat is with
XL = "Microsoft Excel"
WD = "Microsoft Word"
AR = "Adobe Acrobat Reader"
CAD = "AutoCAD"
ON = "OneNote"
NOTES = "Quick Notes - OneNote"  # the one page she writes everything into
GMAIL = "gabi.vella.mt@gmail.com - Gmail - Google Chrome"


def opened(subject: str) -> str:
    """Classic Outlook's title for a message opened in its own window."""
    return f"{subject} - Message (HTML)"


def acrobat(file: str) -> str:
    return f"{file} - Adobe Acrobat Reader (64-bit)"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "gzira": [
        c("amendment", WA, WHATSAPP, "",
          "Joe Zammit: Morning Gabi. The buyer of the penthouse wants the pool 6 metres not 4, and the front terrace "
          "on the 7th closed in with aluminium and glass. Can we do it without going back to the PA? He's paying "
          "extra.",
          "no to the terrace. pool maybe. not on a monday morning", "communication"),
        c("concrete", XL, "Cube results Gzira.xlsx - Excel", "", "",
          "2F slab 28-day all pass. one cube 36.5 but avg fine", "dataset, statistics",
          ocr="TESTAFERRATA ST GZIRA - CONCRETE CUBES  C30/37\nElement   Cast     Age  Cube1  Cube2  Cube3  Avg N/mm2\n"
              "2F slab   20/02/28  7d  27.9   28.4   26,8   27.7\n2F slab   20/02/28  28d 41.2   36.5   39.9   "
              "39.2  PASS\n2F col C1-C9 13/02 28d  40.1  42,3  4O.8  41.1  PASS"),
        c("amendment", GC, "Development Notification Order (DNO) - Planning Authority - Google Chrome",
          "https://www.pa.org.mt/en/development-notification-order",
          "A Development Notification Order may be used for minor works and for minor amendments to an approved "
          "permit which do not increase the floor area or the height of the building. Where the amendment changes the "
          "approved floor space, a full development application is required.",
          "terrace enclosure = floor space = full app. pool on the roof could go DNO", "research"),
        c("neighbour", OL, INBOX, "",
          "Dear Perit Vella, we write on behalf of our client Mrs Carmen Grech, 12 Triq Testaferrata, Gżira. Since "
          "works resumed on the adjacent site our client has noticed that the crack in the back bedroom has widened "
          "considerably and that plaster has fallen from the ceiling. We request that you inspect the property "
          "within seven days. Dr Anna Pace, Advocate",
          "ugh. the CR from 2026 has that crack I think. check", "email"),
        c("neighbour", AR, acrobat("CR_12_Testaferrata_2026.pdf"), "", "",
          "crack was there in 2026 at 0.2 mm. photo 14", "research",
          ocr="CONDITION REPORT - THIRD PARTY PROPERTY\n12,Triq Testaferrata Gzira   Date of inspection 09/06/2026\n"
              "First floor back bedroom: hairline crack approx 0.2mm along wall/ceiling junction of party wall,\n"
              "length approx 1.8m (Photo 14). Ceiling plaster sound. No dampness observed.\nSigned: Perit G. Vella  "
              "Warrant No. 1l52"),
        c("neighbour", WA, WHATSAPP, "",
          "Ċensu: Perit, is-sinjura Grech ġiet hawn tgħajjat filgħodu. Qalet li l-ħajt tal-kamra ta' wara nqasam "
          "aktar u waqa' l-kisi. Ma daħalniex ġewwa, qalet l-avukat tagħha qalilha.",
          "nobody goes in without her perit. I'll write to the lawyer", "communication"),
        c("concrete", WA, WHATSAPP, "",
          "Ċensu: Perit, il-ħadid tat-tielet sular lest kważi kollu. Tista' tiġi tarah il-Ħamis fit-8? Il-konkrit "
          "ordnajnieh għall-Ġimgħa 6:30, il-pompa wkoll.",
          "steel check thu 8. pour fri 6:30. I'm in Gozo wed", "communication"),
        c("neighbour", GC, "Avoidance of Damage to Third Party Property Regulations - BCA - Google Chrome",
          "https://www.bca.org.mt/third-party-regulations",
          "Before the commencement of excavation or construction works, the perit shall carry out a condition report "
          "of all third party properties which may be affected. The developer shall hold an insurance policy covering "
          "damage to third party property of not less than 2.5 million euro. Complaints are investigated by the "
          "Authority's inspectors.",
          "ask Joe for the policy schedule today", "research"),
        c("concrete", OL, opened("Order confirmation 24/03 - Testaferrata St Gzira"), "",
          "We confirm your order for Friday 24 March at 06:30: 62 m3 C30/37 with 20 mm aggregate, slump class S3, "
          "42 m boom pump. First truck on site 06:20, trucks every 20 minutes. Please ensure the road permit for the "
          "pump is in place. Dispatch, Mellieħa Readymix",
          "road permit for the pump! ask Joe's office", "email"),
        c("neighbour", OL, opened("Complaint BCA/C/0417/28 - site inspection"), "",
          "Dear Perit, the Authority has received a complaint regarding works at Triq Testaferrata, Gżira. An "
          "inspector will carry out a site inspection on Thursday 23 March at 11:00. The perit in charge and the "
          "site technical officer are to be present.",
          "thu 11. between the steel check and the office. fine", "email, meeting"),
        c("concrete", ON, NOTES, "",
          "3F slab steel 08:10: bottom mesh T12 at 150 ok. top bars over beams B4-B7 short by 2 no. T16. too few "
          "chairs by the stair void. cover to edge beams 25 not 30. conduits ok.",
          "told Ċensu fix by 4. he sends photos before I ok the pour", "planning"),
        c("neighbour", ON, NOTES, "",
          "BCA inspector 11:00, Mr Sciberras: no stop order. wants 3 tell-tales on the party wall of no.12, readings "
          "weekly, copy to BCA. Mrs Grech let him in, not me. crane base is 4m from the wall.",
          "tell-tales in by fri. Ċensu has them?", "meeting"),
        c("concrete", GC, "Malta weather forecast - Malta International Airport - Google Chrome",
          "https://www.maltairport.com/weather/",
          "Friday: cloudy with rain showers early in the morning, becoming fair by midday. Wind north-west force 4 "
          "to 5. Probability of rain 60% before 09:00. Temperature 12 to 18 degrees.",
          "rain at 6?? plastic sheets on site. not postponing", "planning"),
        c("concrete", WA, WHATSAPP, "",
          "Ċensu: L-ewwel trakk wasal 6:20. Slump 110. Il-pompa armata. Nibdew?",
          "slump ok. go. cubes every 3rd truck", "communication"),
        c("concrete", ON, NOTES, "",
          "3F slab pour: start 06:35, finish 11:40. 61.5 m3, 9 trucks. rain 06:50-07:20, covered. 6 sets of cubes "
          "(18). vibrators x2. curing: wet hessian from 14:00, sprinkle sat + sun.",
          "done. tired. Ċensu's crew were great", "dataset"),
        c("amendment", GC, "DC 2015 - Policy P35 Swimming pools - Planning Authority - Google Chrome",
          "https://www.pa.org.mt/en/dc2015-policy-p35",
          "Swimming pools at roof level shall be set back at least 1.5 metres from party walls and shall not be "
          "visible from the street. Structural certification by a perit is required with the application.",
          "1.5 from party walls. structural cert = me", "research"),
        c("amendment", CAD, "Autodesk AutoCAD 2027 - [GZ_penthouse_revC.dwg]", "", "",
          "6 x 2.8 fits with 1.5 each side. terrace no", "draft",
          ocr="PENTHOUSE LEVEL - PROPOSED REV C\nPOOL 6.00 x 2.80  depth 1.20\nSETBACK FROM PARTY WALL 1.5O  "
              "(BOTH SIDES)\nFRONT TERRACE - OPEN (NO CHANGE)\nscale 1:1OO   dwg GZ-A-207  drawn GV  chkd KF"),
        c("neighbour", OL, INBOX, "",
          "Dear Perit Vella, I have been appointed by Mrs Grech. Could we carry out a joint inspection of the back "
          "bedroom at 12 Triq Testaferrata on Friday 31 March at 10:00? Please bring the 2026 condition report and "
          "its photographs. Regards, Perit Mark Azzopardi",
          "fri 31 10am joint visit. 2026 photos on the tablet", "email, meeting"),
        c("amendment", OL, opened("RE: Testaferrata penthouse pool - fees"), "",
          "Karl Farrugia: I'd quote 1,200 for the DNO drawings and submission plus the PA's fee, and say clearly that "
          "the terrace is a full application, another 2,800 and three months. Don't start before he pays half.",
          "Karl agrees. 50% upfront", "email, price"),
        c("amendment", WD, "Letter to Zammit Bros - penthouse options.docx - Word", "",
          "Dear Joe, further to your message, there are two options. A: the larger pool only, through a Development "
          "Notification Order, about six weeks. B: the pool and the enclosed terrace, through a full application, "
          "which adds floor space and may be refused. We recommend A.",
          "sent to Karl first. he's better at saying no", "draft"),
        c("neighbour", OL, opened("Claim notification - Zammit Bros - third party property"), "",
          "We acknowledge the notification of a potential third party claim at 12 Triq Testaferrata, Gżira. A loss "
          "adjuster, Mr Paul Bugeja, will contact the perit in charge after the joint inspection. Please do not admit "
          "liability. Claims Department, Melita Insurance Agency",
          "insurer in. no admitting anything. loss adjuster after fri", "email"),
        c("concrete", OL, INBOX, "",
          "Joe Zammit: Gabi, when can Ċensu take the props out from under the third floor? They need them for the "
          "fourth. Can we do Monday?",
          "no props out before the 7-day cubes fri. and 14 days min", "email"),
        c("amendment", WA, WHATSAPP, "",
          "Joe Zammit: OK, go for A, pool only. The buyer can live with the terrace open. Send me the invoice and "
          "I'll pay the half this week.",
          "A it is. invoice 600 today", "communication, invoice"),
        c("neighbour", XL, "Tell-tales 12 Testaferrata.xlsx - Excel", "", "",
          "T2 moved 0.3 mm in a week. T1 T3 nothing", "dataset",
          ocr="CRACK MONITORING  12 Triq Testaferrata  back bedroom\nTell-tale  Location          24/03   31/03  "
              "Change\nT1   party wall low      0.0    0.0    0.0\nT2   wall/ceiling jn    0.0    0,3    +0.3\nT3   "
              "ceiling mid        0.0    0.O    0.0\nread by: C. Borg (STO)"),
        c("neighbour", ON, NOTES, "",
          "joint visit 10:00 w/ Perit Azzopardi, Mrs Grech, her son. crack now 0.5-0.8 mm over 2.4 m, new plaster "
          "fall. T2 moving. likely crane base vibration + old wall. agreed: repair + redecorate at developer's "
          "cost, no liability admitted, monitoring till the frame is up.",
          "reasonable man. letter to both by wed. Mrs Grech offered me tea", "meeting"),
        c("concrete", XL, "Cube results Gzira.xlsx - Excel", "", "",
          "3F 7-day ok, ~70% of 37. props stay till 7 Apr", "dataset, statistics",
          ocr="3F slab   24/03/28  7d  25.8   26.9   24,7   25.8\n3F slab   24/03/28  7d  26.1   25.2   26.6   "
              "26.O\n3F slab   24/03/28  28d  --     --     --    due 21/04"),
    ],
    "gharb": [
        c("clients", OL, opened("Our farmhouse - wish list!"), "",
          "Hi Gabi, as promised our wish list: keep the arches and the old well, an open-plan kitchen in the stable, "
          "three bedrooms with bathrooms, a pool with views of the valley, solar panels, and a room for Tom's "
          "workshop. We'll be in Gozo in July. Sarah and Tom Mifsud",
          "pool outside the zone = hard. tell her gently", "email"),
        c("permit", GC, "Rural Policy and Design Guidance 2014 - Planning Authority - Google Chrome",
          "https://www.pa.org.mt/en/rural-policy-and-design-guidance-2014",
          "Policy 6.2C: the rehabilitation and change of use of an existing building of vernacular value outside "
          "development zones may be permitted, provided that the building is legally established, its footprint and "
          "height are not increased, and traditional features such as rubble walls, arches and stone roofs are "
          "retained.",
          "need proof it's legally established. the 1967 aerials", "research"),
        c("survey", GC, "Schedule - Gozo Channel - Google Chrome", "https://www.gozochannel.com/schedule/",
          "Departures from Ċirkewwa: 06:45, 07:30, 08:15, 09:00 and every 45 minutes until 21:45. Departures from "
          "Mġarr: 06:00, 06:45, 07:30 ... last 21:00. Crossing time 25 minutes. Vehicles pay on the return trip "
          "from Mġarr.",
          "7:30 boat wed, back on the 17:15. take the car, ladder fits", "travel"),
        c("clients", WD, "Fee proposal - Mifsud - Gharb farmhouse.docx - Word", "",
          "Stage 1: measured survey and existing drawings, 1,800 euro. Stage 2: design, planning application and "
          "liaison with the Superintendence, 3,500 euro. Stage 3: tender documents and supervision, 6% of the "
          "construction cost. Planning Authority fees are paid by the client.",
          "stage 3 at 6%. Karl says 7 for Gozo. 6 it is", "draft, price"),
        c("survey", ON, NOTES, "",
          "for wed: laser, 30 m tape, ladder, torch, camera + spare battery, moisture meter, hard hat, gloves, "
          "chalk, old PA drawings from 1994, clipboard. wellies for the field.",
          "wellies!! it rained all week", "planning"),
        c("survey", WA, WHATSAPP, "",
          "Ġużeppi: Perit, iċ-ċavetta għandi jien. Ejja meta trid, jien fl-għalqa sa nofsinhar, ħdejn il-bir. Attent "
          "għall-kelb, ma jigdimx imma jgħajjat.",
          "key with Ġużeppi in the field. the dog barks, doesn't bite", "communication"),
        c("clients", WA, WHATSAPP, "",
          "Sarah Mifsud: Morning Gabi! Tom wants to know if the well room can be a wine cellar 😄 And honestly, our "
          "budget is 350k euro all in. Is that realistic for what we sent?",
          "350k all in with a pool? no. numbers first", "communication, price"),
        c("survey", ON, NOTES, "",
          "rm 1 store 4.20x3.10, stone slab roof, 2 of 7 slabs cracked. rm 2 stable 6.80x4.05, 3 arches, manger "
          "intact. rm 3 (kitchen?) 3.95x3.60, later concrete roof, not vernacular. well 5.2 m deep, water at 3.9. "
          "rubble walls 60 cm, damp to 1.2 m on N side.",
          "the concrete roof on rm 3 must go anyway", "dataset"),
        c("survey", XL, "Gharb survey levels.xlsx - Excel", "", "",
          "roof levels for the sections. courtyard falls 18 cm", "dataset",
          ocr="GHARB FH  LEVELS  22/03/28  (datum: threshold main door = 0.00)\nPoint  Description        Level\n"
              "1   courtyard NE        -0.06\n2   courtyard SW        -0.24\n3   rm1 roof top        +3.42\n4   "
              "rm2 roof top      +4,1O\n5   rm3 roof(concrete)   +3.05\n6   well coping         +0.3l"),
        c("survey", CAD, "Autodesk AutoCAD 2027 - [GHARB_FH_existing.dwg]", "", "",
          "plan done. the well isn't on the 1994 drawing", "draft",
          ocr="GROUND FLOOR PLAN - EXISTING\nRM 1  STORE  4.20 x 3.1O  stone slab roof\nRM 2  STABLE 6.80 x 4.05  "
              "3 no. arches\nRM 3  3.95 x 3.60  concrete roof (later addition)\nWELL  dia 1.1O\nRUBBLE WALL 600  "
              "scale 1:50"),
        c("survey", WA, WHATSAPP, "",
          "Karl: Did you get the roof levels of the stable? I need them for the section before you go on with the "
          "elevations. And the height of the arches.",
          "sent him the levels sheet. arches 3.05 at the crown", "communication"),
        c("survey", OL, opened("Existing drawings - farmhouse, Għarb"), "",
          "Dear Sarah and Tom, attached are the existing plan, two sections and the elevations from Wednesday's "
          "survey, with photographs. The room with the concrete roof is a later addition. The well is 5.2 m deep and "
          "still holds water.",
          "stage 1 done. invoice with it? next week", "email"),
        c("permit", GC, "PA Mapserver - Aerial photography 1967 - Google Chrome",
          "https://mapserver.pa.org.mt/aerial/1967", "",
          "there in 1967 ✓ rm 3 isn't. screenshot for the file", "research",
          ocr="Aerial Photography 1967   Sheet 0l43   Gozo\n[x] 1967   [ ] 1978   [ ] 1988   [ ] 2008\nScale "
              "1:2500   Layer: Development Zone boundary\nOutside Development Zone (ODZ)   Il-Gharb"),
        c("permit", OL, INBOX, "",
          "Superintendence of Cultural Heritage, pre-consultation: the farmhouse is not scheduled but is of "
          "vernacular value. The Superintendence recommends that the stone slab roofs, the arches, the well and the "
          "rubble walls are retained, that the concrete room is removed, and that no pool is placed in the field.",
          "SCH says no pool in the field. courtyard pool? ask Karl", "email"),
        c("permit", WD, "Gharb design statement.docx - Word", "",
          "The proposal restores a farmhouse of vernacular value outside the development zone within its legally "
          "established footprint. The later concrete room is removed, the stable becomes a kitchen under the existing "
          "arches, the stone slab roofs are repaired with matching stone, and the well is kept.",
          "sunday night job. 2 pages max", "draft"),
        c("clients", XL, "Gharb budget estimate.xlsx - Excel", "", "",
          "over by 18.5k with the pool. pool or the stone roof", "price",
          ocr="GHARB FARMHOUSE - BUDGET ESTIMATE (ex VAT)\nClearing/demolition rm3     8,000\nRubble wall repairs"
              "       24,OOO\nStone slab roofs          31,5OO\nServices + PV            46,000\nFinishes     "
              "           170,000\nPool(courtyard)           38,000\nFees+PA                   51,000\nTOTAL     "
              "             368,500"),
        c("clients", GC, "Time difference between Malta and Melbourne - timeanddate.com - Google Chrome",
          "https://www.timeanddate.com/time/difference/malta/melbourne",
          "Melbourne, Australia is 9 hours ahead of Valletta, Malta. Melbourne: Australian Eastern Daylight Time "
          "(AEDT), UTC +11. Daylight saving time ends in Melbourne on Sunday 2 April 2028, when the difference will "
          "be 8 hours.",
          "call tue 8am mine = 5pm theirs", "planning"),
        c("permit", AR, acrobat("PA fee calculator - full development.pdf"), "", "",
          "fee ~1,640. if before 1 Apr", "price",
          ocr="PLANNING AUTHORITY - FEE SCHEDULE (valid to 31/03/2028)\nFull development application  ODZ\n"
              "Rehabilitation of existing building 214 m2 x  E6.50   1,391.00\nAdministrative fee           "
              "        25O.00\nTOTAL                                1,641.OO"),
        c("permit", AR, acrobat("PA_Form_Full_Development_Application.pdf"), "", "",
          "owner's consent: both sign. scan from Melbourne", "draft",
          ocr="FULL DEVELOPMENT APPLICATION   Form PA 1/28\nSection 3  Applicant: Sarah Mifsud, Thomas Mifsud\n"
              "Section 5  Owner's consent (all owners to sign)\nSection 7  Perit: G. Vella  Warrant 1l52\n"
              "Site  Triq il-Wied, l/o Gharb, Gozo   ODZ  [x]"),
        c("clients", ON, NOTES, "",
          "call 08:00 w/ Sarah + Tom (17:00 theirs): pool to a later phase, keep arches + well, 3 bed ok, workshop in "
          "rm 1. budget 350 firm. they sign consent tonight their time. happy with stage 2.",
          "lovely people. Tom cried about the well lol", "meeting"),
        c("permit", WA, WHATSAPP, "",
          "Karl: Submit the Għarb one before Friday night. The new fee schedule starts on 1 April and ODZ goes up by "
          "a third.",
          "thursday then. consent forms came in ✓", "communication, deadline"),
        c("clients", OL, INBOX, "",
          "Tom Mifsud: Gabi, we accept the fee proposal as is. We've transferred the 1,800 for stage 1 and the first "
          "half of stage 2 today. The signed consent forms are attached. Thanks for being straight with us about the "
          "pool.",
          "deposit in. stage 2 go", "email, invoice"),
        c("permit", GC, "eApps - Application PA/02291/28 - Planning Authority - Google Chrome",
          "https://eapps.pa.org.mt/application/PA-02291-28",
          "Application PA/02291/28 has been received. Proposal: rehabilitation of existing farmhouse and removal of "
          "later addition, Triq il-Wied, limits of Għarb. Status: Vetting. You will be notified if further documents "
          "are required.",
          "in! PA/02291/28. tell Sarah and Tom", "submission"),
        c("permit", OL, opened("Payment receipt - PA/02291/28"), "",
          "Payment received: 1,641.00 euro, application PA/02291/28, card ending 4471. This receipt is not a "
          "permit.",
          "paid on my card. recharge to clients", "email, invoice"),
        c("clients", WA, WHATSAPP, "",
          "Sarah Mifsud: Morning Gabi! Our clocks went back yesterday so we're only 8 hours ahead now 🙂 Any news "
          "from the planning people? Tom keeps checking the website.",
          "vetting takes 2-3 weeks. patience, Tom", "communication"),
    ],
    "fostering": [
        c("course", GC, "Session 4: Attachment and trauma - gabi.vella.mt@gmail.com - Gmail - Google Chrome", "",
          "Dear prospective foster carers, session 4 of the preparation course, Attachment and trauma, is on "
          "Tuesday 21 March from 18:00 to 20:30 at the Santa Venera offices. Please bring your ecomap homework on "
          "Thursday. Foster Care Services",
          "tue 6pm. leave site 5:15. Luke drives", "email, course"),
        c("papers", GC, "Certificate of Conduct - servizz.gov.mt - Google Chrome",
          "https://www.servizz.gov.mt/en/certificate-of-conduct",
          "A Certificate of Conduct issued by the Malta Police Force can be requested online with your e-ID. Select "
          "the purpose of the request; certificates for work with minors or vulnerable persons show any relevant "
          "convictions. The certificate is issued within three working days and is valid for six months.",
          "purpose: fostering = the vulnerable persons one", "research"),
        c("papers", GC, "Request received CC-2028-118432 - gabi.vella.mt@gmail.com - Gmail - Google Chrome", "",
          "Your request for a Certificate of Conduct (reference CC-2028-118432, purpose: fostering / work with "
          "minors) has been received. You will be notified by email when the certificate is ready for download.",
          "mine done. Luke needs his e-ID pin. lost it ofc", "email"),
        c("course", ON, NOTES, "",
          "session 4: attachment. a child may seem fine at first, then test us. behaviour is communication. contact "
          "with the birth family usually weekly, supervised. the trainer fostered 11 kids.",
          "Luke quiet after. talk tomorrow", "course"),
        c("course", AR, acrobat("Session4_handout_trauma.pdf"), "", "",
          "the window of tolerance bit. read twice", "course",
          ocr="SESSION 4 HANDOUT  Understanding trauma\n- Behaviour is communication\n- The window of tolerance: "
              "hyper-arousal / hypo-arousal\n- Regulate, Relate, Reason (in that order)\n- Routines make a child "
              "feel safe\nFoster Care Services  Santa Venera  2O28"),
        c("course", WD, "Our ecomap - homework.docx - Word", "",
          "Our support network: Gabi's mother (Żebbuġ, five minutes away, retired), Rebekka and Mark (Qormi, a baby), "
          "Luke's parents (Marsascala), Maria and Ryan (friends, Swieqi), Luke's school, my practice. Strong links: "
          "Mum, Maria. Stress: my work hours.",
          "for thursday. Luke adds his side tonight", "exercise, course"),
        c("course", ON, NOTES, "",
          "session 5: birth families and contact. we don't replace parents. care orders, the court, reunification is "
          "the first plan. short-term vs long-term. siblings placed together if possible.",
          "short-term first, we both said it", "course"),
        c("course", WA, WHATSAPP, "",
          "Foster prep group, Josef: Hi all, does anyone have the slides from session 5? I missed the second half, my "
          "shift ran late. Also is Tuesday's session online or in Santa Venera?",
          "sent Josef my notes. tue in person", "communication, course"),
        c("homestudy", GC, "Home visit - Vella/Camilleri - gabi.vella.mt@gmail.com - Gmail - Google Chrome", "",
          "Dear Gabriella and Luke, I will carry out the first home visit of your assessment on Wednesday 29 March "
          "at 15:00, and I would like to meet you both together. I will need to see the whole house, including the "
          "room you intend for a child. Kind regards, Daniela Abela, Social Worker",
          "wed 29 at 3. half day off. tell Karl", "email, meeting"),
        c("homestudy", GC, "Home safety checklist for foster carers - Google Chrome",
          "https://fsws.gov.mt/en/fostering/home-safety-checklist",
          "A working smoke alarm on every floor. Medicines and cleaning products locked away. Window restrictors on "
          "windows above the ground floor. Safe access to the roof locked. A bed and storage space of the child's "
          "own. Pets vaccinated. Car seats suitable for the child's age.",
          "roof door lock + window restrictors. no pets at least", "household, planning"),
        c("homestudy", ON, NOTES, "",
          "spare room: Luke's drum kit out, paint the wall (the green is awful), bed 90 cm + mattress, lamp, "
          "restrictor on the back window (the roof!), smoke alarm landing, lock on the roof door, first aid box.",
          "the drums. Luke will sulk", "household"),
        c("course", GC, "Fostering: what to expect - FSWS - Google Chrome", "https://fsws.gov.mt/en/fostering",
          "After the preparation course, each applicant is assessed by a social worker through home visits and "
          "interviews. The assessment report is presented to the Fostering Board, which recommends approval. Foster "
          "carers receive an allowance for the child's needs.",
          "board in May if all goes well", "research"),
        c("papers", AR, acrobat("FSWS_medical_report_form.pdf"), "", "",
          "GP fri 5pm both of us. Dr Spiteri", "health, care",
          ocr="MEDICAL REPORT - PROSPECTIVE FOSTER CARER\nTo be completed by the applicant's General Practitioner\n"
              "1. Medical history  2. Current medication  3. Mental health\n4. Fitness to care for a child aged "
              "O-17  [ ] yes [ ] with reservations\nDoctor's stamp and signature  Reg. No. ......"),
        c("homestudy", WA, WHATSAPP, "",
          "Luke: I'll take the drums to my dad's garage on Saturday, he's got space. Can you buy the smoke alarm and "
          "the window thing? You know what to get, I'd buy the wrong one 🙈",
          "smoke alarm + restrictor on me. drums to his dad's sat", "communication, household"),
        c("papers", AR, acrobat("FSWS_referee_form.pdf"), "", "",
          "Maria, Prof Buhagiar, and Rebekka as the relative", "planning",
          ocr="PERSONAL REFERENCE - FOSTER CARE APPLICATION\nApplicants: Gabriella Vella / Luke Camilleri\nThree "
              "referees required: at least one relative, one who has known the\napplicant for 5+ years, not living "
              "at the same address.\nReturn to: Foster Care Services, Santa Venera  by 14/04/2O28"),
        c("papers", WA, WHATSAPP, "",
          "Maria: Of course I'll be your referee!! Send me the form, I'll do it tonight. And did you order the 80 m "
          "rope yet or are we sharing mine?",
          "Maria yes. form tonight. rope still undecided", "communication"),
        c("papers", XL, "Household money - fostering.xlsx - Excel", "", "",
          "their form wants monthly. the loan looks big written down", "finance, spending",
          ocr="HOUSEHOLD - MONTHLY (for FSWS)\nIncome   Gabi (net)          2,650\n         Luke (net)          "
              "2,18O\nOut      Home loan(BOV)        780\n         Utilities             145\n         Car        "
              "           290\n         Food + house          620\nLEFT                          2,995"),
        c("course", ON, NOTES, "",
          "session 6: safe care. allegations happen, keep a daily diary, never alone with a child's friends in a "
          "closed room, social media rules (no photos online). school liaison.",
          "the diary thing is like a site diary. I can do that", "course"),
        c("papers", GC, "Your Certificate of Conduct is ready - gabi.vella.mt@gmail.com - Gmail - Google Chrome", "",
          "Your Certificate of Conduct, reference CC-2028-118432, is ready. It can be downloaded from your account "
          "for 30 days. The certificate includes a verification code for the receiving organisation.",
          "mine ✓. Luke's still pending, the pin came tue", "email"),
        c("homestudy", GC, "Smoke alarm 10-year battery, window restrictor - Safety First Malta - Google Chrome",
          "https://www.safetyfirst.com.mt/smoke-alarm-10yr",
          "Optical smoke alarm with sealed 10-year lithium battery, 85 dB, test button, EN 14604. 24.95 euro. "
          "Window restrictor with key, opens 10 cm, white, 9.50 euro. Collect in Birkirkara today.",
          "2 alarms + 1 restrictor, collect at lunch", "shopping, price"),
        c("homestudy", ON, NOTES, "",
          "Daniela 15:00-17:10. saw every room, roof door locked ✓, room ✓ (paint still wet). asked about our "
          "childhoods, how we argue, my hours, Luke's school, why now. next: individual interviews, then the report.",
          "I talked too much about work. Luke was great", "meeting"),
        c("homestudy", OL, INBOX, "",
          "Daniela Abela: Thank you both for Wednesday. I would like to do your individual interviews on Wednesday 19 "
          "April (Gabriella) and Thursday 20 April (Luke), at 16:00 at your home. Please also send me the statement "
          "of your household's income and expenses.",
          "19/20 Apr = Kalymnos!! ask for the 24th", "email, meeting"),
        c("papers", GC, "Documents - assessment Vella/Camilleri - gabi.vella.mt@gmail.com - Gmail - Google Chrome",
          "",
          "Dear Daniela, attached: the statement of our household's income and expenses, and my Certificate of "
          "Conduct; Luke's will follow next week. Our GP sees us on Friday for the medical reports, and the three "
          "referees have the forms. Could the interviews be on 24 or 25 April? We are away from the 13th to the 20th.",
          "sent all except medicals + Luke's cert", "email"),
        c("course", ON, NOTES, "",
          "session 7 (last): meeting two carers, 6 yrs fostering, 9 kids. the first night: a bag of clothes, a "
          "nightlight, don't ask too much. certificates of attendance by post.",
          "done! 7 of 7. we're doing this", "course"),
    ],
    "kalymnos": [
        c("travel", GC, "Malta to Kos | Cheap flights - Skyscanner - Google Chrome",
          "https://www.skyscanner.com.mt/transport/flights/mla/kgs/280413/280420/", "",
          "Aegean via Athens both ways. ~410 each. Ryanair lands at 23:50 no", "flight, price, comparison",
          ocr="Malta (MLA) - Kos (KGS)   Thu 13 Apr - Thu 20 Apr   4 adults\nBest    Aegean  06:10 - 14:35  1 stop "
              "ATH  8h 25   E412\nCheapest Ryanair+Sky Express 15:20 - 23:5O  1 stop  E318\nFastest  Aegean  "
              "06:1O - 13:05  1 stop  6h 55   E447"),
        c("travel", WA, WHATSAPP, "",
          "Maria: Ryan says the Aegean one, the cheap one gets to Kos at midnight and the last ferry is long gone. "
          "Can you book for all 4 and we pay you back? My card is maxed after the car 🙃",
          "book all 4 friday when Luke's home. they pay back", "communication, flight"),
        c("climbing", GC, "Kalymnos - Masouri sectors - theCrag - Google Chrome",
          "https://www.thecrag.com/climbing/greece/kalymnos/area/masouri",
          "Odyssey: over 100 routes from 5c to 8b, grey and orange limestone slabs and tufas, shade until midday. "
          "Grande Grotta: a huge cave with stalactites, steep tufa routes 7a to 8c, afternoon shade. Poets: vertical "
          "walls, 6a to 7a, good for a first day. A 70 m rope is not enough for several routes; 80 m recommended.",
          "80 m rope. mine's 70. Poets first day", "research, itinerary"),
        c("travel", GC, "Booking confirmed - Aegean Airlines - gabi.vella.mt@gmail.com - Gmail - Google Chrome", "",
          "Booking reference QX7R2M. Thursday 13 April 2028: A3 541 Malta 06:10 - Athens 09:05; A3 216 Athens 12:20 "
          "- Kos 13:05. Thursday 20 April: A3 217 Kos 13:45 - Athens 14:35; A3 540 Athens 16:50 - Malta 17:55. "
          "4 passengers. 23 kg checked bag each.",
          "booked. 1,788 total, Maria + Ryan owe 894", "email, flight"),
        c("travel", GC, "Kos Mastichari - Kalymnos Pothia ferry timetable - Google Chrome",
          "https://www.dodekanisos.gr/timetable/mastichari-pothia",
          "Mastichari (Kos) to Pothia (Kalymnos): 08:00, 10:30, 14:00, 16:30, 19:00, 21:30. Crossing 40 minutes. "
          "Taxi from Kos airport to Mastichari port 10 minutes. Tickets at the port.",
          "land 13:05, the 14:00 boat if bags are quick. else 16:30", "travel, itinerary"),
        c("climbing", WA, WHATSAPP, "",
          "Maria: Wied Babu car park at 8:30? Bring the 70 m and your draws, I've got the clip stick. Ryan is "
          "bringing coffee.",
          "8:30 Wied Babu. coffee!!", "communication, fitness"),
        c("climbing", ON, NOTES, "",
          "Wied Babu: 3 routes. 6a+ onsight, 6b flash, 6c fell twice at the crux and pumped out at the top. Maria did "
          "it clean. forearms gone by 12.",
          "need endurance for Kalymnos. long routes there", "fitness"),
        c("climbing", GC, "Dynamic rope 9.5 mm 80 m - The Climbing Hub - Google Chrome",
          "https://www.theclimbinghub.com.mt/ropes/dynamic-9-5-80m",
          "Single dynamic rope, 9.5 mm, 80 m, dry treated, middle mark, 5-6 UIAA falls, 59 g/m. 219 euro. In stock "
          "in Msida. 10% off with a club card.",
          "clocks forward tonight, -1 hr sleep. 219 ugh. club card", "shopping, price, specs"),
        c("travel", GC, "Studio with sea view, Masouri - Booking.com - Google Chrome",
          "https://www.booking.com/hotel/gr/masouri-sea-view-studios.html",
          "Two studios with kitchenette and a balcony with sea view over Telendos, 200 m from the climbers' path. "
          "48 euro per night per studio. Free cancellation until 10 April. Scooter hire can be arranged.",
          "2 studios x 7 nights. free cancel till 10 Apr, good", "hotel, reservation, price"),
        c("climbing", GC, "Kalymnos Rock Climbing Guidebook - 2026 edition - Google Chrome",
          "https://www.kalymnosguide.com/shop/guidebook",
          "The complete guidebook: 88 sectors, over 4,000 routes, topos and photos, approach times and shade "
          "tables. 39 euro plus shipping; also sold in the climbing shops in Masouri.",
          "buy it there, not worth the postage", "books, price"),
        c("travel", WA, WHATSAPP, "",
          "Maria: Nikos at the scooter place in Masouri says 15 a day for a 125 cc, 12 if we take them for the week. "
          "Two scooters? Ryan has his licence from the UK.",
          "2 scooters for the week. Luke drives ours", "communication, travel"),
        c("climbing", XL, "Kalymnos ticklist.xlsx - Excel", "", "",
          "first day Poets. Grande Grotta mid-week when rested", "itinerary, planning",
          ocr="KALYMNOS  TICKLIST  13-20/04\nSector        Route                Grade  Length  Who\nPoets         "
              "first-day warmups    6a-6b  25m     all\nOdyssey       long grey slab       6b+    35m     GV  "
              "80m rope!\nGrande Grotta tufa classic         7a     3Om     Maria\nArhi          rest day   "
              "--"),
        c("travel", GC, "Booking.com: your booking is confirmed - gabi.vella.mt@gmail.com - Gmail - Google Chrome",
          "",
          "Your booking is confirmed: Masouri Sea View Studios, 2 studios, check-in Thursday 13 April from 16:00, "
          "check-out Thursday 20 April by 10:00. Total 672 euro, pay at the property.",
          "confirmed. 336 each couple", "email, hotel, reservation"),
        c("travel", OL, opened("Leave 13-20 April"), "",
          "Hi Karl, I'm taking leave on 13, 17, 18, 19 and 20 April (the 14th is Good Friday anyway). The Gżira "
          "cubes are due on the 21st and I'm back that morning. Ċensu has your number for anything on site.",
          "5 days of leave. Karl ok'd it in person", "email, travel"),
        c("climbing", WA, WHATSAPP, "",
          "Luke: You're buying a new rope AND quickdraws?? I'm only belaying and eating gyros 😂 ok fine, happy early "
          "birthday",
          "he paid for the draws. he's sweet", "communication, shopping"),
        c("climbing", GC, "Order #CH-20931 confirmed - The Climbing Hub - Google Chrome",
          "https://www.theclimbinghub.com.mt/account/orders/CH-20931",
          "Order CH-20931: 1 x dynamic rope 9.5 mm 80 m, 6 x quickdraws 12 cm. Subtotal 327.00, club discount "
          "-32.70, total 294.30 euro. Collected in store, Saturday 1 April.",
          "collected. 80 m of rope to coil on the sofa", "shopping, invoice"),
    ],
    "christening": [
        c("church", WA, WHATSAPP, "",
          "Rebekka: Gabi!! Il-kappillan irid iċ-ċertifikat tal-Griżma tiegħek (confirmation) qabel il-magħmudija. "
          "Għandek kopja? Jekk le, trid tmur il-parroċċa taż-Żebbuġ 😬",
          "confirmation cert. from 2007?! Żebbuġ parish then", "communication"),
        c("church", GC, "Uffiċċju Parrokkjali - Parroċċa San Filep, Żebbuġ - Google Chrome",
          "https://www.zebbugparish.org.mt/uffiċċju",
          "L-uffiċċju parrokkjali huwa miftuħ nhar ta' Tlieta u Ħamis mis-6:00pm sas-7:30pm. Għal ċertifikati tal-"
          "Magħmudija, tal-Griżma u taż-Żwieġ ġib karta tal-identità. Ċertifikati jinħarġu fl-istess ħin.",
          "tue/thu 6-7:30 = course nights. Ma?", "planning"),
        c("church", WA, WHATSAPP, "",
          "Ma: Immur jien għaċ-ċertifikat nhar il-Ħamis, nafu lil Dun Ġorġ. Ibgħatli ritratt tal-ID card tiegħek. U "
          "tiekol xi ħaġa bejn ix-xogħol u l-kors!",
          "Ma gets it thu. sent the ID photo. yes Ma I eat", "communication"),
        c("party", WA, WHATSAPP, "",
          "Rebekka: Party at ours after the church, around 40 people, nothing fancy. Can you do the cake? You're the "
          "parrina 😇 Mark's mum is doing the food so that's sorted.",
          "cake = me. on the ferry, no signal after this", "communication, events"),
        c("church", GC, "Laqgħa għall-ġenituri u l-parrini - gabi.vella.mt@gmail.com - Gmail - Google Chrome", "",
          "Parroċċa San Ġorġ, Ħal Qormi: Laqgħa ta' preparazzjoni għall-ġenituri u l-parrini tat-tfal li se jitgħammdu "
          "f'April, nhar it-Tnejn 27 ta' Marzu fis-7:00pm fis-sala parrokkjali. Il-parrini jġibu ċ-ċertifikat tal-"
          "Griżma.",
          "mon 7pm Qormi. bring the cert", "email, meeting"),
        c("church", WA, WHATSAPP, "",
          "Ma: Ħadtu ċ-ċertifikat! Dun Ġorġ jibgħatlek tislijiet u qalli li jiftakrek tkanta fil-kor 😄 Ħallasna €5.",
          "cert ✓ grazzi Ma. read it in the course break", "communication"),
        c("party", GC, "Gold cross pendant 9ct with engraving - Il-Maltija Jewellers - Google Chrome",
          "https://www.ilmaltija.com.mt/christening/gold-cross-9ct",
          "Small gold cross pendant, 9 carat, 1.2 cm, on an 18 cm chain. Free engraving on the back, up to 12 "
          "characters, ready in 5 working days. 185 euro. Shop in Merchants Street, Valletta.",
          "'Ella 2.4.28' fits. ordered online, 5 days", "shopping, price, events"),
        c("party", GC, "Christening cakes - Kakaw Cakes Birkirkara - Google Chrome",
          "https://www.kakaw.com.mt/christening-cakes",
          "Two-tier christening cakes from 95 euro (serves 40), vanilla sponge with strawberry or chocolate with "
          "salted caramel, sugar-paste name and date. Order at least five days ahead. Collection from 08:00.",
          "2 tier, vanilla + strawberry. Rebekka said no chocolate, white dress", "shopping, price, events"),
        c("party", GC, "Your order is confirmed - Kakaw Cakes - gabi.vella.mt@gmail.com - Gmail - Google Chrome", "",
          "Order KC-5582: two-tier christening cake, vanilla sponge with strawberry, white with pale pink flowers, "
          "'Ella' and '2.4.2028' in sugar paste. Collection Sunday 2 April at 09:00 from Birkirkara. Deposit paid "
          "30 euro, balance 75 euro.",
          "sun 9am collection. church at 11 in Qormi, ok", "email, events"),
        c("party", WA, WHATSAPP, "",
          "Ma: Il-mara ta' Mark se tagħmel il-pastizzi u t-timpana, jien nagħmel l-imqaret. Inti tieħu ħsieb il-"
          "bomboniere? Rebekka għajjiena bit-tarbija.",
          "bomboniere on me too. ok. 45 of them", "communication, events"),
        c("church", ON, NOTES, "",
          "Qormi meeting: baptism sun 2 Apr 11:00, 4 babies. parrina: holds Ella at the water (Rebekka says I hold "
          "her), lights the candle from the Easter candle, says 'iva' to the questions. 2nd reading: me. arrive 10:30.",
          "the 2nd reading is in Maltese. practise", "meeting, events"),
        c("party", ON, NOTES, "",
          "christening list: sat collect cross Valletta (engraving), 45 bomboniere bags + sugared almonds + tags, card "
          "+ envelope (100?), sun 9:00 cake Birkirkara, 10:30 church Qormi. Luke drives, I hold the cake.",
          "don't forget the card. I always forget the card", "planning, events"),
        c("church", AR, acrobat("Magħmudija_2_April_programm.pdf"), "", "",
          "my reading on page 3. long words", "events",
          ocr="ĊELEBRAZZJONI TAL-MAGĦMUDIJA\nParroċċa San Ġorġ  Ħal Qormi   2 ta' April 2O28  11:00\nIt-tfal: "
              "Ella Marie Borg, ...\nQari 2: Ittra ta' San Pawl lir-Rumani (qarrejja: il-parrina ta' Ella)\n"
              "Salm Responsorjali ... Talb tal-Fidili"),
        c("church", WD, "Talba tal-fidili - Ella.docx - Word", "",
          "Għal Ella u għat-tfal kollha li llum jitgħammdu, biex jikbru fl-imħabba u jsibu dejjem nies li "
          "jieħdu ħsiebhom. Nitolbu lill-Mulej.",
          "my prayer, 2 lines. Rebekka wanted it in Maltese", "draft, events"),
        c("party", XL, "Bomboniere Ella.xlsx - Excel", "", "",
          "45 bags done. 52.20 total, Rebekka pays half", "spending, events",
          ocr="BOMBONIERE - ELLA  2/4\nItem                 Qty   Price   Total\nOrganza bags white    50   0.18    "
              "9.00\nSugared almonds 1kg    3   8,90    26.7O\nTags 'Ella 2.4.28'     50   0.25   12.50\nRibbon "
              "pink 25m     1    4.00     4.00\nTOTAL                            52.2O"),
        c("party", GC,
          "Your engraving is ready - Il-Maltija Jewellers - gabi.vella.mt@gmail.com - Gmail - Google Chrome", "",
          "Dear Ms Vella, the gold cross with the engraving 'Ella 2.4.28' is ready for collection at our Merchants "
          "Street shop. We are open on Saturday from 09:30 to 13:00. Balance due: 135 euro.",
          "Valletta sat morning before the climbing shop", "email, shopping"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of interleave()): one "HH:MM task" per capture, each taking that task's next capture in TASKS. Monday 20 March to
# Sunday 2 April 2028, Malta time; the clocks go forward in the night to Sunday 26 March (02:00 CET becomes 03:00
# CEST), so captures up to Saturday carry +01:00 and from Sunday +02:00 (none falls in the skipped hour).
DAYS = {
    # Mon: the developer's message on the way to site, cube results, the clients' wish list from overnight and the
    # rural policy, Rebekka's message about the certificate with the parish's hours seven minutes later and the
    # course's email eight after that, the ferry times, the fee proposal; flights in the evening, her mother at night
    "2028-03-20": "07:35 gzira, 08:50 gzira, 09:30 gharb, 10:15 gharb, 11:05 christening, 11:12 christening, "
                  "11:20 fostering, 14:20 gzira, 15:30 gharb, 16:10 gharb, 20:45 kalymnos, 21:05 kalymnos, "
                  "21:40 christening",
    # Tue: the neighbour's lawyer at eight and a morning on it, the steel message from the foreman, the survey kit;
    # the certificate of conduct at lunch and the concrete order ten minutes later; the farmer's key before the
    # course's session 4, notes after it, and the clients' morning in Melbourne at twenty to ten at night
    "2028-03-21": "08:05 gzira, 08:20 gzira, 08:55 gzira, 09:30 gzira, 10:40 gharb, 11:30 gzira, 13:15 fostering, "
                  "13:25 fostering, 13:35 gzira, 17:05 gharb, 21:15 fostering, 21:40 gharb",
    # Wed: the day in Gozo: Rebekka's message on the morning ferry, the survey, the authority's inspection notice
    # answered at the farmhouse, the levels at lunch; the crag's sectors and the course's handout at night
    "2028-03-22": "07:48 christening, 11:30 gharb, 12:10 gzira, 13:05 gharb, 21:10 kalymnos, 21:40 fostering",
    # Thu: the steel check at eight, the survey drawn in AutoCAD, the inspector at eleven, drawings sent, the 1967
    # aerials and the heritage office; the parish's email and the homework twelve minutes later, her mother's
    # message in the course's break, notes at nine
    "2028-03-23": "08:15 gzira, 09:40 gharb, 10:20 gharb, 11:45 gzira, 14:00 gharb, 14:50 gharb, 15:30 gharb, "
                  "16:30 christening, 16:42 fostering, 19:45 christening, 21:00 fostering",
    # Fri: the pour from six (the forecast, the first truck), written up at noon with the course's group message eight
    # minutes later; the penthouse pool in the afternoon and the social worker's email nine minutes after it; flights
    # and the ferry with Luke after dinner, the gift late
    "2028-03-24": "06:05 gzira, 06:28 gzira, 12:10 gzira, 12:18 fostering, 14:15 gzira, 15:00 gzira, "
                  "15:09 fostering, 20:30 kalymnos, 20:55 kalymnos, 22:10 christening",
    # Sat: the crag at Wied Babu in the morning, the cake in the afternoon, the spare room, a rope before bed on the
    # night the clocks go forward
    "2028-03-25": "08:20 kalymnos, 13:10 kalymnos, 15:40 christening, 15:52 christening, 17:30 fostering, "
                  "17:45 fostering, 23:10 kalymnos",
    # Sun (+02:00 from now): a reading in the morning, lunch at her mother's, the design statement and the budget at
    # night
    "2028-03-26": "11:20 fostering, 16:30 christening, 20:40 gharb, 21:50 gharb",
    # Mon: rapid switching: the neighbour's perit, the time difference and Karl's fee twelve minutes later, the GP's
    # form and Luke's message, PA fees, the studio at lunch, the letter of options, the referees, the guidebook and
    # Maria's yes eight minutes later; the meeting for godparents at seven, the PA's form late
    "2028-03-27": "07:30 gzira, 08:10 gharb, 08:22 gzira, 09:20 fostering, 09:28 fostering, 10:50 gharb, "
                  "12:40 kalymnos, 14:05 gzira, 15:15 fostering, 15:40 kalymnos, 15:48 fostering, 20:35 christening, "
                  "21:30 gharb",
    # Tue: the clients' call at eight and the insurer twelve minutes after, props, the household's money, scooters,
    # Karl's reminder about the fees, the christening list; session 6, then the ticklist
    "2028-03-28": "08:40 gharb, 08:52 gzira, 10:15 gzira, 11:00 fostering, 12:30 kalymnos, 14:20 gharb, "
                  "16:00 christening, 21:10 fostering, 21:40 kalymnos",
    # Wed: the developer's yes, her certificate and the clients' deposit eight minutes later, smoke alarms at lunch;
    # the home visit from three, written up after; the studio's confirmation and the order of service at night
    "2028-03-29": "07:50 gzira, 09:10 fostering, 09:18 gharb, 11:40 fostering, 17:40 fostering, 20:20 kalymnos, "
                  "21:00 christening",
    # Thu: the application submitted and paid, the social worker's dates and the leave request twelve minutes later,
    # the papers sent, the prayer in Maltese, the last session
    "2028-03-30": "08:30 gharb, 08:45 gharb, 09:50 fostering, 10:02 kalymnos, 12:30 fostering, 14:10 christening, "
                  "21:05 fostering",
    # Fri: tell-tale readings, the joint visit at ten and the 7-day cubes at noon, the favours, Luke about the rope
    "2028-03-31": "08:05 gzira, 11:50 gzira, 12:15 gzira, 16:30 christening, 21:30 kalymnos",
    # Sat: the cross in Valletta, the rope in Msida
    "2028-04-01": "09:15 christening, 12:40 kalymnos",
    # Sun: the christening (nothing captured), the clients' Monday morning at a quarter past ten at night
    "2028-04-02": "22:15 gharb",
}

TIMELINE = day_timeline(DAYS, TZ)
