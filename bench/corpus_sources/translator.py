"""Philippa "Pip" Lomax, a freelance Portuguese-to-English translator in Lisbon: a museum's exhibition catalogue
(the glossary, the curator's essay, the proofs), a clinical-trial back-translation for an agency (the back-translation,
the reconciliation, the purchase orders and invoices), her father's broken hip in Bristol (flights, the hospital and
his discharge, getting his house ready), a leak through her bathroom ceiling from the flat upstairs, and her choir's
November concert (learning the alto part, the bilingual programme notes).

Written by hand in session 16 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming, tag or analyzer code and no run of the placement bench, the understanding or
the app on it, no look at how anything groups or scores it; the integrator ran it once, at the end of that session.
Its misses have been read since, so from session 17 it is a development corpus (bench/data/corpora/, part of the
leave-one-out) and a new test corpus took its place.

Pip (41) is from Bristol and has lived in Lisbon for nine years; she translates from Portuguese and Spanish into
English (art, museums, clinical and legal work). She rents a flat in Arroios with her partner Duarte Matos, a sound
engineer at a theatre. In the fortnight from Monday 23 October to Sunday 5 November 2028:
- the catalogue: Fundação Travessa (fictional) opens "Amélia Rosado: Azul e Cal" (a fictional painter) on 24
  November; the curator Teresa Lobo's essay (6,200 words) is due in English on Friday 27 October, the terms
  (tile, lime wash, border, house-studio) agreed with her first, the painter's letters quoted in their original
  English; the designer Nuno's proofs arrive on 2 November, corrections due on the 6th;
- the trial: Lingua Clínica (a fictional agency in Barcelona, project manager Marta Vidal) sends a back-translation
  of a Portuguese informed consent form for a clinical trial (MERIDIAN-2); the reconciler's queries and a call with
  the forward translator, her friend Inês Carvalho; the purchase orders and her Portuguese invoices (fatura-recibo);
- her father Graham (74) falls in his garden on Tuesday 24 October and breaks his hip: Southmead Hospital, the
  operation, discharge to assess with carers; she flies to Bristol from Friday to Tuesday, buys a key safe and grab
  rails, and leaves the next weekend to her brother Tom;
- the leak: water through the bathroom ceiling from the flat upstairs on 25 October; the building's administrator,
  the condominium's insurer and its loss adjuster, her landlord, a painter;
- the choir: the Estrela Singers (fictional) sing Fauré's Requiem on 18 November; the alto part, the rehearsal moved
  by the 1 November holiday, and the Portuguese version of the conductor's programme notes.

She works on a MacBook Pro: Firefox for everything on the web (Phrase, the agency's portal, the tax portal, easyJet,
the NHS pages), Thunderbird for mail, WhatsApp Desktop (titled only "WhatsApp": Duarte, Tom, Inês, the neighbours,
the landlord, the choir), CafeTran Espresso for the catalogue, Microsoft Word and Excel, Preview for PDFs, Zoom for
one call and Apple Notes (titled "Notes"). Memos are her shorthand (first person, a translator's and a Bristolian's:
"BT", "PO", "FR", "TL", "seg", "D", "D2A", "perito", "4º dto"). English is her language; Portuguese as she meets it
(source passages, her tax portal and invoices, the neighbours, the building's administrator, the landlord, the
painter, the programme notes she translates), under a fifth of the captures. Words cross on purpose: tiles in the
catalogue and the bathroom; insurance and a policy in the consent form and the leak; invoices in the trial and the
leak; quotes in the catalogue (quotations), the trial and the leak; translation in the catalogue, the trial and the
programme notes; proofs in the catalogue and the choir's poster; Duarte in the leak, her father's week and the choir;
Inês in the catalogue, the trial and the programme notes.

The timeline is written by hand (TIMELINE below): long translation mornings with few captures, her father's fall
in the middle of the essay on Tuesday (minutes between the hospital, flights and her brother), four days working from
her father's house in Bristol (the same clock as Lisbon), the clocks going back in the night of Sunday 29 October
(+01:00 until 02:00, then +00:00), the 1 November holiday spent on invoices and the programme notes, and a proofs
Thursday.
"""

from zoneinfo import ZoneInfo

from bench.corpora import c, day_timeline

PERSONA = ("freelance Portuguese-to-English translator in Lisbon: a museum catalogue, a clinical-trial "
           "back-translation for an agency, her father's broken hip in Bristol, a leak from the flat upstairs, "
           "her choir's concert")
TZ = ZoneInfo("Europe/Lisbon")  # WEST +01:00 until Sunday 29 October 2028 02:00, then WET +00:00
ID_PREFIX = "lx"  # "t" is the teacher's and "l" a snippet file's; no corpus or snippet file uses "lx"
APP_WORDS = {"mozilla", "firefox", "thunderbird", "whatsapp", "microsoft", "word", "excel", "cafetran", "espresso",
             "preview", "notes", "zoom", "us", "docx", "xlsx", "pdf", "www", "com", "org", "net", "co", "pt", "uk",
             "es", "gov", "info", "nhs", "cloud", "web", "phrase", "linguaclinica", "vendors", "portaldasfinancas",
             "irs", "recibos", "easyjet", "screwfix", "cqc", "travelwest", "wiltshirefarmfoods", "nbt",
             "segurostejo", "clientes", "archive", "details", "chicagomanualofstyle", "theguardian", "ispor", "ceic",
             "youtube", "choralia", "estrelasingers", "museudoazulejo", "dulux"}

TASK_NAMES = {
    "catalogue": ("Rosado catalogue", "Travessa catalogue", "the exhibition catalogue", "Azul e Cal"),
    "trial": ("MERIDIAN-2 back-translation", "the consent form job", "Lingua Clínica job", "the ICF"),
    "dad": ("Dad's hip", "Dad in Bristol", "Dad's fall", "Dad"),
    "leak": ("Bathroom ceiling leak", "the leak", "water from upstairs", "ceiling"),
    "choir": ("Fauré Requiem concert", "choir concert", "Estrela Singers", "the Requiem"),
}
SUB_NAMES = {
    "catalogue/glossary": ("Terms and glossary", "termbase", "terminology", "tile terms"),
    "catalogue/essay": ("Curator's essay", "Teresa's essay", "the essay", "essay translation"),
    "catalogue/proofs": ("Proofs and captions", "proofs", "captions", "corrections"),
    "trial/backtranslation": ("Back-translation of the consent form", "BT", "back-translation", "consent form"),
    "trial/reconciliation": ("Reconciliation queries", "reconciliation", "queries", "reconciler"),
    "trial/invoicing": ("POs and invoices", "invoicing", "purchase order", "fatura-recibo"),
    "dad/flights": ("Flights to Bristol", "flights", "flight home", "trip to Bristol"),
    "dad/hospital": ("Hospital and discharge", "Southmead", "discharge", "the operation"),
    "dad/home": ("Getting his house ready", "Dad's house", "carers", "key safe"),
    "leak/insurance": ("Insurance and the administrator", "insurance claim", "perito", "condomínio"),
    "leak/repairs": ("Plumber and ceiling repair", "repairs", "the ceiling", "painter"),
    "choir/music": ("Learning the alto part", "alto part", "rehearsals", "the music"),
    "choir/programme": ("Concert programme and poster", "programme", "the poster", "Portuguese programme"),
}

FF = "Firefox"
TB = "Thunderbird"
WA = "WhatsApp"
WORD = "Microsoft Word"
XL = "Microsoft Excel"
CAT = "CafeTran Espresso"
PV = "Preview"
NOTES = "Notes"
ZOOM = "zoom.us"


def web(page: str) -> str:
    return f"{page} — Mozilla Firefox"


def mail(subject: str) -> str:
    return f"{subject} - Mozilla Thunderbird"


def cafetran(project: str) -> str:
    return f"CafeTran Espresso 10 - {project}"


# each task's captures in the order she met them; TIMELINE below says when
TASKS = {
    "catalogue": [
        c("essay", TB, mail("Ensaio - Amélia Rosado - tradução"), "",
          "Dear Pip, here is the final text of my essay, 6,200 words. The catalogue goes to the printer on 7 November, "
          "so I would need your English by Friday 27. The captions follow next week with the proofs. Um abraço, "
          "Teresa",
          "essay by Fri 27. 6.2k words. captions with proofs", "email, deadline"),
        c("glossary", CAT, cafetran("Rosado_catalogue_PT-EN"), "",
          "Glossary entry: azulejo de padrão = pattern tile. Note: use 'tile' throughout; keep 'azulejo' only in the "
          "exhibition title and where the author contrasts it with English tiles.",
          "decided: tile, not azulejo, except the title", "writing"),
        c("glossary", FF, web("Glossary of techniques - Museu Nacional do Azulejo"),
          "https://www.museudoazulejo.gov.pt/en/glossary",
          "Corda seca (dry cord): a technique in which the outlines of the design are drawn with a greasy substance "
          "that keeps the coloured glazes apart during firing. Aresta (cuenca): the glazes are separated by raised "
          "ridges pressed into the clay.",
          "MNAz says dry cord. use theirs, it's what English readers will find", "research"),
        c("essay", CAT, cafetran("Rosado_catalogue_PT-EN"), "",
          "Source: Na casa da Rua da Graça, a cozinha era também o atelier, e o azul entrava pela janela antes de "
          "entrar nas telas. Target: In the house on Rua da Graça the kitchen was also the studio, and the blue came "
          "in through the window before it reached the canvases.",
          "opening para. keep her rhythm, long sentence", "writing, draft"),
        c("glossary", XL, "Travessa_termbase.xlsx", "",
          "barra | tile border | not 'dado' (dado = the lower wall) || painel | panel | || caiado | lime-washed | "
          "'whitewashed' reads as a cover-up? || casa-oficina | ? | ask TL || registo | devotional tile panel |",
          "barra vs dado, casa-oficina. ask TL", "writing, research"),
        c("glossary", TB, mail("Três termos antes de avançar"), "",
          "Dear Teresa, before I go further, three terms I would like to agree with you: caiado (I suggest "
          "'lime-washed'), barra ('tile border') and casa-oficina, for which I have 'house-studio'. Is that how you "
          "see it?",
          "3 terms to TL before the essay gets far", "email, writing"),
        c("essay", FF, web("The Studio Quarterly, vol. 12 (1962) : Free Download - Internet Archive"),
          "https://archive.org/details/studioquarterly12",
          "Letters from Lisbon. 'I paint the blue the way my grandmother whitewashed the yard, twice a year and "
          "without thinking about it.' Amélia Rosado to Helen Whitby, August 1959.",
          "the letter exists in English! quote it, don't back-translate her", "research"),
        c("essay", WORD, "Rosado_essay_queries.docx", "",
          "TL essay, queries: p.3 'a luz de Setembro' is the painting (1957) or the light? / p.5 1957 vs 1959 for "
          "the move to Graça / p.8 'obra ao rubro' metaphor, keep? / note 14 source?",
          "queries list for TL, growing", "writing, draft"),
        c("glossary", WA, WA, "",
          "Inês: I'd avoid whitewash, in English it sounds like hiding a scandal 😂 lime-washed is what the "
          "restorers say. And 'barra' is a border, dado is something else",
          "Inês agrees on lime-washed + border", "communication"),
        c("essay", PV, "Lobo_ensaio_Rosado_final.pdf – Page 9 of 14", "", "",
          "note 14 points to a letter I can't find", "research",
          ocr="...como escreveu a HeIen Whitby em 1959 (carta inédita, arquivo da famíIia) o azuI era para eIa 'um "
              "tempo e não uma cor'. 14  13 Cf. Rosado, Cadernos, p. 4l.  14 Carta de A. R. a H. W., 3.viii.1959"),
        c("glossary", TB, mail("Re: Três termos antes de avançar"), "",
          "Pip, lime-washed is perfect and 'tile border' too. For casa-oficina, Amélia herself wrote 'my workshop "
          "house' in her letters to Helen, so perhaps use that and put the Portuguese in italics once. T.",
          "workshop house then, her own words. italics once", "email, writing"),
        c("essay", FF, web("Chicago Manual of Style Online - Quotations: translations"),
          "https://www.chicagomanualofstyle.org/book/ed17/part2/ch13/psec074.html",
          "When quoting from a work in another language, an author may translate the quotation and note 'translation "
          "mine', or give the original with the translation in brackets or a note.",
          "'translation mine' note for quotes with no English original", "writing, citation"),
        c("essay", CAT, cafetran("Rosado_catalogue_PT-EN"), "",
          "Source: O azul, para ela, era um tempo e não uma cor. Target: Blue, for her, was a weather and not a "
          "colour.",
          "'um tempo' = weather or time?? weather. I think. flag it", "writing, draft"),
        c("glossary", PV, "Dicionario_artes_decorativas_scan.pdf – Page 212 of 480", "", "",
          "stanniferous?? no. tin glaze", "research, books",
          ocr="ESMALTE s.m. Camada vítrea que reveste a chacota do azuIejo. E. estanífero: à base de óxido de "
              "estanho, opaco e bra nco, suporte da pintura em azuI de cobaIto. Cf. VIDRADO."),
        c("glossary", CAT, cafetran("Rosado_catalogue_PT-EN — QA report"), "",
          "Terminology check: 14 segments where the glossary term 'tile' was expected and 'azulejo' was found in the "
          "target. 3 segments with 'whitewashed' (forbidden term).",
          "QA caught my azulejos. fix before I send", "writing, software"),
        c("essay", TB, mail("Rosado essay - English"), "",
          "Dear Teresa, the English essay is attached (6,140 words). Queries are highlighted in yellow, nine in all, "
          "mostly dates and the note 14 letter; the letters are quoted in Amélia's own English.",
          "sent 23:40. nine queries. bed", "email, submission, writing"),
        c("essay", TB, mail("Re: Rosado essay - English"), "",
          "Thank you Pip, it reads beautifully. Two answers now: 1957 is right, and 'tempo' is weather, she loved the "
          "pun. Could you add a short translator's note about the letters?",
          "weather! ha. she wants a translator's note", "email"),
        c("essay", WORD, "Rosado_essay_EN_v2.docx", "",
          "Translator's note. Quotations from Amélia Rosado's letters to Helen Whitby are given in the English in "
          "which she wrote them; other quotations are my translation.",
          "translator's note, 2 lines. enough", "writing"),
        c("proofs", TB, mail("Catálogo Rosado - provas v1"), "",
          "Hi Pip, proofs v1 attached, 96 pages. Captions are still in 9 pt and we know about the widows. Teresa "
          "needs all corrections by Monday 6 at 12:00, the printer slot is on the 7th. Nuno",
          "proofs! mon 6 noon", "email, deadline"),
        c("proofs", PV, "Rosado_catalogo_provas_v1.pdf – Page 22 of 96", "", "",
          "fig 23 caption, wrong order and cm", "writing",
          ocr="Fig. 23  AméIia Rosado, Cozinha azuI / BIue kitchen, 1958  ÓIeo sobre teIa / OiI on canvas  "
              "81 x 1OO  CoIecção particuIar / Private coIIection"),
        c("proofs", PV, "Rosado_catalogo_provas_v1.pdf – Page 14 of 96", "", "",
          "bad break p14. and 'the the'", "writing, draft",
          ocr="in the house on Rua da Graça the kitchen was aIso the studio, and the the bIue came in through the "
              "window before it reached the canvases. The walls were lime-  washed twice a year"),
        c("proofs", FF, web("Guardian and Observer style guide: T | The Guardian"),
          "https://www.theguardian.com/guardian-observer-style-guide-t",
          "titles of works: use roman and quotation marks for titles of books, films, paintings etc; capitalise the "
          "main words.",
          "title case for painting titles. Blue Kitchen", "writing"),
        c("proofs", WORD, "Rosado_proofs_v1_corrections.docx", "",
          "p.14 l.6 delete 'the' / p.14 l.9 lime-washed, no break / p.22 fig. 23 Blue Kitchen, add cm / p.31 Whitby "
          "not Whitbey / p.40 fig. 31 date 1959 / p.57 'workshop house' in italics once only",
          "corrections so far, 17", "writing"),
        c("proofs", TB, mail("Re: Catálogo Rosado - provas v1"), "",
          "Pip, one thing: lender credit lines must read exactly as the lenders ask. Please do not translate the names "
          "of Portuguese institutions, 'Colecção Berardo' stays as it is. Thanks! Teresa",
          "don't translate lender names. undo 4 of mine", "email, writing"),
        c("proofs", XL, "Rosado_captions_check.xlsx", "",
          "fig | title PT | title EN | date | medium | dims | lender | ok\n23 | Cozinha azul | Blue Kitchen | 1958 | "
          "oil on canvas | 81 x 100 cm | private collection | yes\n31 | Barra | Border | 1959 | ...",
          "captions 1-40 checked, 20 to go", "planning"),
        c("proofs", PV, "Rosado_catalogo_provas_v1.pdf – Page 95 of 96", "", "",
          "my name spelt right for once", "writing",
          ocr="Tradução / TransIation  PhiIippa Lomax  Revisão / Proofreading  Teresa Lobo  Design  Estúdio Ponto  "
              "Impressão / Printing  ..."),
        c("proofs", TB, mail("Rosado proofs v1 - corrections (EN)"), "",
          "Hi Nuno, hi Teresa, my corrections to the English pages are in the attached PDF as comments, 41 notes, "
          "most of them captions. Lender names now as the lenders wrote them.",
          "41 notes to Nuno. v2 tuesday hopefully", "email, submission"),
    ],
    "trial": [
        c("backtranslation", TB, mail("NEW JOB: MER2 ICF PT-PT > EN back-translation"), "",
          "Hi Pip, an urgent-ish back-translation: the PT-PT informed consent form for MERIDIAN-2, 3,480 words, due "
          "Thursday 26 at 17:00 CET. As always: literal, don't look at the English source, flag anything odd. Can "
          "you take it? Marta",
          "BT, 3480 words, thu 5pm CET = 4pm here", "email, deadline, health"),
        c("backtranslation", FF, web("MER2-ICF-PT-BT - Phrase TMS"), "https://cloud.phrase.com/web/job/MER2-ICF-PT-BT",
          "Job MER2-ICF-PT-BT. Status: Accepted. Source: Portuguese (Portugal). Target: English. Due 26 Oct 2028 "
          "17:00 CET. Words: 3,480. Provider: Philippa Lomax.",
          "accepted. starts tomorrow night realistically", "software"),
        c("backtranslation", FF, web("Editor - MER2-ICF-PT-BT - Phrase TMS"),
          "https://cloud.phrase.com/web/editor/MER2-ICF-PT-BT",
          "Segment 37. Source: Poderá retirar o seu consentimento a qualquer momento, sem que isso afete os cuidados "
          "médicos que recebe. Target: You may withdraw your consent at any moment, without this affecting the "
          "medical care you receive.",
          "literal. 'at any moment' not 'time', it's a BT", "writing, health"),
        c("backtranslation", WORD, "MER2_BT_notes.docx", "",
          "Notes for the reconciler: seg 48 'seguro' rendered 'insurance' (the trial's insurance, not 'safe'); "
          "seg 77 'médico do estudo' literally 'doctor of the study'; seg 102 'centro de estudo' = study centre.",
          "notes file started. seg 48, 77, 102", "writing, draft"),
        c("backtranslation", FF, web("Principles of Good Practice for the Translation and Cultural Adaptation - ISPOR"),
          "https://www.ispor.org/heor-resources/good-practices/article/translation-and-cultural-adaptation",
          "Back translation: the reconciled forward translation is translated back into the source language by a "
          "translator who is a native speaker of the source language and fluent in the target language.",
          "ISPOR refresher. literal but readable English", "research, methods"),
        c("backtranslation", PV, "MER2_ICF_PT-PT_v3.0.pdf – Page 4 of 14", "", "",
          "the PDF only for layout, text is in Phrase", "health",
          ocr="FOLHA DE INFORMAÇÃO AO PARTlCIPANTE E CONSENTIMENTO lNFORMADO  Estudo MERlDlAN-2  Versão 3.O PT-PT  "
              "Página 4 de 14  5. QuaIs são os possíveis riscos e desconfortos?"),
        c("backtranslation", FF, web("Editor - MER2-ICF-PT-BT - Phrase TMS"),
          "https://cloud.phrase.com/web/editor/MER2-ICF-PT-BT",
          "Segment 131: If you become pregnant during the study, you must inform the study doctor immediately. "
          "Segment 132: The sponsor has taken out an insurance policy that covers damages resulting from your "
          "participation.",
          "132, 'policy' is in the PT (apólice). flag", "writing, health"),
        c("backtranslation", TB, mail("Re: NEW JOB: MER2 ICF PT-PT > EN back-translation"), "",
          "Hi Marta, delivered in Phrase at 15:52. Eleven comments, mostly where the Portuguese is ambiguous or adds "
          "something (seg 48, 77, 102, 132). Notes file attached for the reconciler.",
          "delivered early. 11 comments", "email, submission"),
        c("invoicing", FF, web("Purchase orders - Lingua Clínica vendor portal"),
          "https://vendors.linguaclinica.es/po/2028-4471",
          "PO 2028-4471. Service: back-translation PT-PT > EN. 3,480 words x EUR 0.09 = EUR 313.20. Payment terms: "
          "45 days end of month. Please quote the PO number on your invoice.",
          "PO in. 45 days end of month, ugh", "invoice, income"),
        c("reconciliation", TB, mail("MER2 ICF - reconciliation queries"), "",
          "Hi Pip, the reconciler (Dr Rui Faria) has nine queries on your BT, report attached. Could you answer by "
          "Thursday? And could you join a short call with Inês (forward translator) on Thu 2 at 15:00 CET?",
          "9 queries. call thu 3pm CET = 2pm", "email, meeting"),
        c("reconciliation", XL, "MER2_reconciliation_report_PT.xlsx", "",
          "Q3 | seg 132 | BT 'insurance policy' vs source 'insurance' | FT adds 'apólice' | accept?\nQ5 | seg 77 | "
          "BT 'doctor of the study' awkward | suggest 'study doctor'\nQ9 | seg 102 | 'study centre' vs 'site'",
          "Q5 fair. Q3 the PT really says apólice", "methods, writing"),
        c("invoicing", XL, "invoices_2028.xlsx", "",
          "Oct | Fundação Travessa | essay + captions | 1,860.00 | to invoice 6 Nov\nOct | Lingua Clínica | PO "
          "2028-4471 | 313.20 | invoice now\nNov | Lingua Clínica | reconciliation | ? h | PO?",
          "October so far. are recon hours billable?", "income, finance"),
        c("invoicing", FF, web("Emitir Fatura-Recibo - Portal das Finanças"),
          "https://irs.portaldasfinancas.gov.pt/recibos/portal/emitir",
          "Adquirente: Lingua Clínica SL. País: Espanha. NIF estrangeiro: ESB66123456. Descrição: tradução, PO "
          "2028-4471. Valor base: 313,20 €. IVA: autoliquidação, artigo 6.º n.º 6 alínea a) do CIVA.",
          "FR for the PO, reverse charge for Spain", "invoice, tax"),
        c("invoicing", PV, "FR_2028_31.pdf", "", "",
          "FR 31, PO number on it", "invoice",
          ocr="FATURA-RECIBO  N.º FR 2O28/31  PhiIippa Lomax  NIF 284l..  Adquirente Lingua CIínica SL  Tradução - "
              "PO 2O28-4471  IVA - autoIiquidação  TotaI 313,2O €"),
        c("invoicing", TB, mail("Invoice FR 2028/31 - PO 2028-4471"), "",
          "Dear accounts team, please find attached invoice FR 2028/31 for PO 2028-4471 (back-translation, "
          "MERIDIAN-2 ICF), EUR 313.20, reverse charge. Kind regards, Philippa Lomax",
          "sent to accounts@, cc Marta", "email, invoice"),
        c("reconciliation", WA, WA, "",
          "Inês: Saw Rui's queries. The apólice one is mine, I added it because Portuguese consent forms always say "
          "apólice de seguro. I'll defend it on Thursday 😅",
          "Inês owns the apólice. fine by me", "communication"),
        c("reconciliation", WORD, "MER2_reconciliation_answers_PL.docx", "",
          "Q1 agree. Q3 the BT reflects the forward translation literally ('insurance policy'); the addition is in "
          "the Portuguese, not a BT error. Q5 agree, 'study doctor'. Q9 'study centre' is literal; 'site' is the "
          "sponsor's word.",
          "answers done. 6 agree, 3 explain", "writing"),
        c("reconciliation", ZOOM, "Zoom Meeting", "", "",
          "call. 7 resolved, 2 to the sponsor", "meeting",
          ocr="MER2 ICF PT-PT reconciIiation  Rui Faria  Marta VidaI  lnês CarvaIho  PhiIippa Lomax  Seg 77  "
              "'médico do estudo'  Decision: study doctor  Status: RESOLVED  7/9"),
        c("reconciliation", TB, mail("MER2 ICF - reconciliation call summary"), "",
          "Agreed on the call: Q1, Q2 and Q4 to Q8. Q3 (apólice de seguro) and Q9 (centro de estudo vs site) go to the "
          "sponsor's medical writer. No change needed to the back-translation.",
          "summary to Marta. done unless sponsor says otherwise", "email, meeting"),
        c("invoicing", TB, mail("Re: MER2 ICF - reconciliation call summary"), "",
          "Thanks Pip! Reconciliation queries are billed by the hour at your rate, 1 h minimum. Please invoice them "
          "on a separate line, PO 2028-4472 is on its way.",
          "recon billable after all. PO 4472", "email, invoice"),
        c("reconciliation", FF, web("Consentimento informado - orientações - CEIC"),
          "https://www.ceic.pt/consentimento-informado",
          "The informed consent must state that the sponsor holds insurance covering the participants, including the "
          "insurer and the policy number (n.º de apólice).",
          "CEIC wants the policy number. Inês was right", "research, health"),
        c("invoicing", FF, web("Purchase orders - Lingua Clínica vendor portal"),
          "https://vendors.linguaclinica.es/po/2028-4472",
          "PO 2028-4472. Service: reconciliation queries MER2 ICF. 1.5 h x EUR 38.00 = EUR 57.00. Payment terms: 45 "
          "days end of month.",
          "1.5h, fair. invoice with next month's", "invoice, income"),
    ],
    "dad": [
        c("hospital", WA, WA, "",
          "Tom: Pip, Dad fell in the garden this morning, Jean found him. Ambulance took him to Southmead, they think "
          "it's his hip. I'm getting the train down from Leeds, will ring when I know more",
          "dad. hip. Tom on his way down", "communication, health"),
        c("hospital", FF, web("Hip fracture - Treatment - NHS"), "https://www.nhs.uk/conditions/hip-fracture/treatment/",
          "Most people with a hip fracture will need surgery, ideally on the day of admission or the day after. "
          "A hemiarthroplasty replaces the ball of the hip joint.",
          "surgery day of or next day", "health, research"),
        c("flights", FF, web("Lisbon to Bristol | easyJet"), "https://www.easyjet.com/en/cheap-flights/lisbon/bristol",
          "Fri 27 Oct LIS 06:00 > BRS 08:35 £84.99. Sat 28 Oct LIS 11:40 > BRS 14:15 £112.99. Return Tue 31 Oct BRS "
          "18:40 > LIS 21:25 £62.49.",
          "fri 6am is the cheap one. essay first though", "flight, price, travel"),
        c("flights", WA, WA, "",
          "Tom: I can do next Sat to Mon but not this weekend, Leah's away with the kids. Can you go first? Sorry",
          "me first, Tom the weekend after", "communication, travel, planning"),
        c("hospital", WA, WA, "",
          "Tom: Broken neck of femur. Surgery tomorrow morning, half a hip replacement. He's cross about the food and "
          "the telly, so basically fine",
          "op wed am. he's grumpy = good", "communication, health"),
        c("flights", TB, mail("Your easyJet booking K7QF2M is confirmed"), "",
          "Booking reference K7QF2M. Lisbon to Bristol, Fri 27 Oct, EZY6324, 06:00. Bristol to Lisbon, Tue 31 Oct, "
          "EZY6327, 18:40. 1 x 23kg hold bag. Passenger: Ms Philippa Lomax.",
          "booked. 23kg for dad's bits", "email, reservation, flight"),
        c("hospital", FF, web("Visiting times - Southmead Hospital - North Bristol NHS Trust"),
          "https://www.nbt.nhs.uk/our-hospitals/southmead-hospital/visiting",
          "Visiting on adult wards is between 2pm and 8pm, two visitors per bed. Please do not visit if you have had "
          "diarrhoea or vomiting in the last 48 hours.",
          "2 to 8. straight from the airport? no, 2pm", "health, planning"),
        c("home", WA, WA, "",
          "Jean: Hello Philippa, I've got your dad's spare key and I'm feeding Biscuit. It's the back step he slipped "
          "on, all mossy, I've put salt on it. Love to him",
          "Jean has the key. the mossy step", "communication, household"),
        c("flights", FF, web("A1 Airport Flyer - Bristol Airport - Travelwest"),
          "https://travelwest.info/bus/airport-flyer",
          "The A1 Airport Flyer runs every 10 minutes to Bristol Temple Meads and the bus station. For Gloucester "
          "Road, change to the 75 or 76.",
          "A1 then 75. no £40 taxi", "travel"),
        c("flights", PV, "easyJet boarding pass EZY6324.pdf", "", "",
          "gate 14. coffee first", "flight, travel",
          ocr="easyJet  BOARDING PASS  LOMAX/PHlLlPPA MS  LIS > BRS  EZY 6324  27OCT  Gate l4  Boarding 05:2O  "
              "Seat 7F  Bag drop cIoses O5:OO"),
        c("hospital", NOTES, NOTES, "",
          "Ward 8A, bed 12. Mr Patel (ortho). physio 2x a day. weight bearing as tolerated. discharge 'when safe', ask "
          "about D2A and an OT home visit. he wants his own pyjamas",
          "what the nurse said today", "health, care"),
        c("home", NOTES, NOTES, "",
          "house: grab rail back door + bath / bed downstairs? / Biscuit food / milk bread / bins Thursday / "
          "stair rail loose at the top / mossy step!",
          "list walking round dad's", "household, planning"),
        c("home", FF, web("Supra C500 Police Approved Key Safe | Screwfix"),
          "https://www.screwfix.com/p/supra-c500-police-approved-key-safe/",
          "Supra C500 Police Approved Key Safe. Wall mounted, 4-digit code. £59.99. Click & Collect from Bristol "
          "Gloucester Road in 1 minute.",
          "carers need a key safe. collect this morning", "shopping, household, price"),
        c("home", PV, "Screwfix receipt.pdf", "", "",
          "key safe + 2 rails", "shopping, spending",
          ocr="SCREWFIX  BristoI GIoucester Rd  Supra C5OO Key Safe  59.99  Grab RaiI 45Omm x2  23.98  TOTAL  83.97  "
              "VISA ****1187  28/1O/2O28"),
        c("home", FF, web("Home care agencies near Bishopston, Bristol - CQC"),
          "https://www.cqc.org.uk/search/services/homecare-agencies?location=Bishopston",
          "Alina Care Ltd - Good. Brunel Care at Home - Outstanding. Bristol Homecare Services - Requires "
          "improvement.",
          "in case the free 4 weeks runs out", "care, comparison"),
        c("hospital", TB, mail("Notes from discharge coordinator"), "",
          "Pip, rang the discharge coordinator from Leeds. They're going for discharge to assess, pathway 1: home with "
          "carers up to four visits a day, free for up to four weeks, then the council assesses him. Tom",
          "pathway 1 = home w/ carers, free 4 wks", "email, care, health"),
        c("home", WA, WA, "",
          "Duarte: How is he? Did you get the rails up? You're allowed to be sad on the phone, you know. Biscuit "
          "approves of you I'm sure",
          "D asking about the rails. and me", "communication, social"),
        c("hospital", PV, "D2A leaflet scan.pdf", "", "",
          "leaflet from the ward, keep", "care, health",
          ocr="Discharge to Assess (D2A)  Pathway l: home with support  Your care is free for up to 4 weeks  "
              "BristoI, North Somerset and South GIoucestershire  lntegrated Care Board"),
        c("home", FF, web("Soft & Bite-Sized meals | Wiltshire Farm Foods"),
          "https://www.wiltshirefarmfoods.com/soft-and-bite-sized",
          "Ready meals delivered to your door by your local team. Choose from over 300 dishes, free delivery, no "
          "contract.",
          "meals for dad, he won't cook for weeks", "groceries, shopping"),
        c("hospital", NOTES, NOTES, "",
          "meeting today: D2A pathway 1 agreed. HOME TUESDAY. carers 2x a day, am + pm. OT bringing a frame and "
          "raised toilet seat this pm. physio at home from Thurs",
          "discharge meeting. home tuesday", "meeting, care, health"),
        c("flights", TB, mail("Important: your flight EZY6327 has been retimed"), "",
          "Your flight EZY6327 Bristol to Lisbon on Tue 31 Oct now departs at 19:55 (was 18:40) and arrives at 22:40. "
          "No action is needed.",
          "later flight. D to pick me up later", "email, flight"),
        c("home", TB, mail("Care package - Mr Graham Lomax"), "",
          "Bristol City Council Adult Social Care. Mr Lomax's reablement care (pathway 1) starts on 31/10. Carers from "
          "Alina Care will visit 08:00-08:45 and 19:00-19:30. Please make sure they can get in.",
          "Alina Care 8 and 7. key safe code to them", "email, care"),
        c("home", WA, WA, "",
          "Tom: I'm there Sat to Mon. Carers are lovely apparently, one of them supports Rovers so Dad's furious. "
          "Jean's made a shepherd's pie",
          "Tom there weekend. carers fine", "communication, care"),
        c("hospital", WA, WA, "",
          "Tom: Physio came this morning, he did the stairs twice! Says he'll be back on the allotment by Christmas 🙄",
          "stairs twice. allotment by xmas, sure dad", "communication, health, exercise"),
        c("flights", FF, web("Lisbon to Bristol | easyJet"), "https://www.easyjet.com/en/cheap-flights/lisbon/bristol",
          "Thu 21 Dec LIS 15:10 > BRS 17:45 from £139.99. Wed 27 Dec BRS 10:05 > LIS 12:40 from £71.99.",
          "christmas at dad's. prices going up already", "flight, price, comparison"),
    ],
    "leak": [
        c("repairs", WA, WA, "",
          "Duarte: Pip the bathroom ceiling is dripping, brown patch above the mirror and the light. I put the bucket "
          "and switched the fuse off. Nobody answers upstairs",
          "leak!! bucket. 4º dto not home", "communication, household"),
        c("insurance", TB, mail("Infiltração no 3.º Dto - Rua Francisco Sanches 41"), "",
          "Exmos. Senhores, venho comunicar uma infiltração de água no teto da casa de banho do 3.º Dto, proveniente "
          "da fração de cima (4.º Dto). Junto fotografias. Com os melhores cumprimentos, Philippa Lomax",
          "wrote to the administração in my best PT", "email, household"),
        c("repairs", WA, WA, "",
          "D. Fernanda: Boa tarde menina Pip, já cá esteve o canalizador, era o tubo do autoclismo. Já está arranjado. "
          "Peço imensa desculpa pelo incómodo!",
          "Fernanda: cistern pipe, fixed. she's mortified", "communication, household"),
        c("insurance", TB, mail("Re: Infiltração no 3.º Dto - Rua Francisco Sanches 41"), "",
          "Cara Sra. Lomax, a participação foi aberta com o n.º SIN-2028-0193. O perito da seguradora do condomínio "
          "entrará em contacto para agendar a peritagem. Cumprimentos, Gestcondo",
          "claim number. perito will call", "email"),
        c("repairs", PV, "orcamento_canalizador_4dto.pdf", "", "",
          "her plumber's bill, not ours", "invoice, household",
          ocr="CANALIZAÇÕES SlLVA  Orçamento n.º 118  Substituição tubo fIexíveI autocIismo 4.º Dto  Mão de obra "
              "45,OO  MateriaI 12,5O  IVA 23%  TotaI 7O,73 €"),
        c("repairs", NOTES, NOTES, "",
          "ceiling: let it dry 2-3 weeks before painting / photos every few days / mould? / landlord told / bathroom "
          "light off till the electrician looks / 2 wall tiles cracked above the bath, from this?",
          "what the plumber said about drying", "household, planning"),
        c("insurance", FF, web("A minha apólice - Multirriscos Habitação - Seguros Tejo"),
          "https://clientes.segurostejo.pt/apolices/MRH-2207",
          "Home contents policy MRH-2207. Water damage: covered for your contents. Building and ceilings: covered by "
          "the building's policy. Excess: EUR 150.",
          "mine is contents only. the ceiling isn't mine", "finance, household"),
        c("repairs", WA, WA, "",
          "Duarte: Patch is drier today, smaller. Smell gone. I left the window open all day, the cat from 2º keeps "
          "trying to come in",
          "drying, smaller. good", "communication, household"),
        c("insurance", WA, WA, "",
          "Duarte: The perito rang, he wants to come Friday 3rd at 10. Can you be there? I've got the get-in at the "
          "theatre",
          "perito fri 3, 10am. me then", "communication, meeting"),
        c("insurance", PV, "participacao_sinistro_SIN-2028-0193.pdf", "", "",
          "claim form copy from Gestcondo", "household, finance",
          ocr="PARTlCIPAÇÃO DE SlNISTRO  ApóIice n.º CD-44 718  Condomínio Rua Francisco Sanches 41  Data do "
              "sinistro: 25/1O/2O28  Causa: rotura tubo fIexíveI  Fração afetada: 3.º Dto"),
        c("insurance", NOTES, NOTES, "",
          "perito (Eng. Sousa): photos, moisture meter 38%, not structural. the cracked tiles are old, not covered. "
          "report to the insurer in 10 days. send the painter's quote to him directly",
          "perito's visit. send quote to him", "meeting, household"),
        c("repairs", FF, web("How to cover water stains on a ceiling | Dulux"),
          "https://www.dulux.co.uk/en/articles/how-to-cover-water-stains",
          "Make sure the leak is fixed and the area completely dry. Apply a stain block primer before painting, or "
          "the mark will bleed through the new paint.",
          "stain block first, then paint", "household, research"),
        c("repairs", TB, mail("Orçamento pintura teto casa de banho"), "",
          "Boa tarde, orçamento para o teto da casa de banho: lixar, primário anti-manchas, duas demãos de tinta "
          "anti-fungos. 180 € + IVA. Disponível a partir de 13/11. Jorge Pinto",
          "painter 180 + IVA, from the 13th", "email, price, household"),
        c("insurance", TB, mail("SIN-2028-0193 - painter's quote"), "",
          "Good afternoon Eng. Sousa, as agreed this morning please find attached the painter's quote for the bathroom "
          "ceiling (180 € + IVA). I will forward the painter's invoice when the work is done. Best regards, Philippa "
          "Lomax",
          "quote to the perito", "email, price"),
        c("insurance", WA, WA, "",
          "Sr. Albano: Olá Philippa, recebi as fotos. O pintor pode avançar, a despesa é do seguro do condomínio, eu "
          "trato com a administração. Obrigado",
          "Albano: go ahead, the building's insurance pays", "communication, household"),
        c("repairs", WA, WA, "",
          "Pip: Bom dia Sr. Jorge, o senhorio autorizou. Pode ser dia 14 de manhã? Estamos em casa a partir das 9h.",
          "painter booked for the 14th", "communication, household, planning"),
    ],
    "choir": [
        c("music", FF, web("Fauré Requiem Op. 48 - Alto - Choralia"), "https://www.choralia.net/faure-requiem-alto",
          "Fauré: Requiem Op. 48. Alto part, rehearsal tracks (mp3): Introït et Kyrie, Offertoire, Sanctus, Pie Jesu, "
          "Agnus Dei, Libera me, In Paradisum.",
          "alto tracks. Offertoire is my weak bit", "learning, skills"),
        c("music", WA, WA, "",
          "Miriam: Reminder, rehearsal Wednesday 20:00 in the church hall. Offertoire and Libera me. Altos, please "
          "bring pencils this time!",
          "pencil. offertoire again", "communication, events"),
        c("music", PV, "Faure_Requiem_vocal_score.pdf – Page 18 of 64", "", "",
          "bar 14 entry, count 3 after the tenors", "learning",
          ocr="Offertoire  ALTO  O Domine Jesu Christe, Rex gIoriae, Iibera animas defunctorum de poenis inferni  "
              "pp  doIce  14"),
        c("music", NOTES, NOTES, "",
          "Latin: Pie Jesu = pee-eh yeh-soo (not pie!) / requiem = reh-kwee-em / gloriae 3 syllables / 'et' "
          "short / breathe after Christe not before",
          "Miriam's Latin notes from tonight", "learning, skills"),
        c("music", WA, WA, "",
          "Duarte: Are you singing in the bathroom or is the leak haunted? 😂 sounds nice actually. Which bit is it",
          "D on my offertoire practice. rude", "communication, social"),
        c("programme", TB, mail("Programme notes - a favour?"), "",
          "Pip, could you do the Portuguese version of my programme notes? About 600 words, no rush, by the 10th? "
          "We'd credit you of course, and there's a bottle of port in it. Miriam",
          "free translation for port. EN>PT though", "email, writing, events"),
        c("music", WA, WA, "",
          "Miriam: Wednesday 1 November is a holiday, so rehearsal moves to Thursday 2nd, same time. Sopranos, the "
          "Sanctus please",
          "rehearsal moved to thu 2", "communication, events"),
        c("programme", WORD, "Estrela_Singers_programme_notes_EN.docx", "",
          "Fauré wrote his Requiem 'for pleasure', he said, not for any particular funeral. Leaving out the Dies irae, "
          "he made a requiem of consolation rather than judgement.",
          "her notes, 600 words, reading first", "writing"),
        c("music", FF, web("Fauré - Requiem - Libera me - King's College Choir - YouTube"),
          "https://www.youtube.com/watch?v=Fr3kLbM9aQ",
          "Fauré: Requiem, Op. 48 - VI. Libera me. Choir of King's College, Cambridge. Stephen Cleobury.",
          "Libera me at the gate, headphones", "learning"),
        c("programme", WORD, "Estrela_Singers_notas_ao_programa_PT.docx", "",
          "Fauré escreveu o seu Requiem 'por prazer', como ele próprio disse, e não para nenhum funeral em "
          "particular. Ao deixar de fora o Dies irae, fez um requiem de consolação e não de juízo.",
          "PT draft. into my B language, careful", "writing, draft"),
        c("programme", WA, WA, "",
          "Inês: Send me the Portuguese, I'll read it tonight. In exchange you check my English CV 😘",
          "Inês will check the PT. CV swap", "communication, writing"),
        c("programme", FF, web("Concerto: Fauré Requiem - Estrela Singers"), "https://www.estrelasingers.org/concertos",
          "Fauré Requiem and Parry, I was glad. Saturday 18 November, 21:00, St George's Church, Estrela. Tickets "
          "EUR 10 at the door, children free.",
          "website text ok. 10 euros", "events"),
        c("programme", PV, "poster_Requiem_proof2.pdf", "", "",
          "poster proof 2. 'livre' ok now", "events",
          ocr="ESTRELA SlNGERS  Fauré  REQUlEM  Parry  I was gIad  Sábado 18 NOV 21h  lgreja de São Jorge  "
              "BiIhetes 1O €  Entrada Iivre para crianças"),
        c("programme", TB, mail("Re: Programme notes - a favour?"), "",
          "Miriam, the Portuguese notes are attached, read over by a native speaker (Inês Carvalho, please credit her "
          "too). I kept 'Dies irae' in Latin. Looking forward to the port!",
          "notes sent. claiming the port", "email, writing, submission"),
    ],
}

# When each capture was taken, written by hand as her fortnight went (bench/corpora.py build() uses TIMELINE instead
# of the generator): wall-clock times in Lisbon (Bristol keeps the same clock). She translates in long morning
# stretches, the choir rehearses on Wednesday evenings, and nothing falls between 01:00 and 02:00 on Sunday 29
# October, the hour the clocks repeat.
DAYS = {
    # Mon 23: the essay arrives, terms before the text; the trial job at noon, the termbase two minutes later; the
    # letters found in the afternoon; rehearsal tracks at night
    "2028-10-23": "09:20 catalogue, 09:40 catalogue, 10:05 catalogue, 11:10 catalogue, 11:50 trial, 11:58 trial, "
                  "12:00 catalogue, 12:20 catalogue, 16:30 catalogue, 18:10 catalogue, 21:40 choir",
    # Tue 24: Inês on the terms and note 14 in the morning; Tom at 10:52, then minutes between the hip, the choir's
    # reminder, flights, Tom again and Teresa's answer; Chicago after lunch; the operation's news and the
    # back-translation in the evening, the flights booked late
    "2028-10-24": "09:35 catalogue, 10:20 catalogue, 10:52 dad, 11:00 dad, 11:08 choir, 11:20 dad, 11:26 dad, "
                  "11:35 catalogue, 14:30 catalogue, 19:10 dad, 20:30 trial, 21:15 trial, 22:30 dad",
    # Wed 25: the leak at breakfast, ISPOR minutes later; the consent form's morning with the ward's visiting hours in
    # it; the administrator at lunch and the essay straight after; the score before rehearsal, Fernanda's plumber,
    # Latin after it
    "2028-10-25": "08:10 leak, 08:19 trial, 10:40 trial, 10:47 dad, 11:30 trial, 12:50 leak, 12:58 catalogue, "
                  "16:10 catalogue, 17:20 choir, 18:30 leak, 22:15 choir",
    # Thu 26: Duarte's joke, the claim number, the plumber's bill and drying; Jean and her own policy at lunch; the
    # back-translation delivered early; the essay's QA, the airport bus and the delivery late at night
    "2028-10-26": "08:30 choir, 08:41 leak, 10:30 leak, 10:45 leak, 12:30 dad, 12:38 leak, 15:52 trial, "
                  "21:10 catalogue, 21:18 dad, 23:40 catalogue",
    # Fri 27: the 06:00 flight; Teresa's thanks at Bristol airport; the ward; the PO and the house in the evening
    "2028-10-27": "05:15 dad, 10:05 catalogue, 16:30 dad, 19:40 trial, 20:30 dad",
    # Sat 28: at her father's house: the key safe, Miriam's favour read before the receipt, Duarte on the ceiling,
    # agencies, Tom's notes, Duarte at night
    "2028-10-28": "09:10 dad, 10:30 choir, 10:38 dad, 12:20 leak, 15:00 dad, 18:20 dad, 21:30 dad",
    # Sun 29 (clocks back at 02:00): the ward's leaflet, meals, the choir in the evening
    "2028-10-29": "15:20 dad, 19:00 dad, 20:00 choir, 21:10 choir",
    # Mon 30: the reconciler's queries and the perito's date minutes apart; the discharge meeting, the retimed
    # flight, the council; queries and the translator's note at night
    "2028-10-30": "09:15 trial, 09:24 leak, 12:15 dad, 13:00 dad, 16:45 dad, 21:00 trial, 21:12 catalogue",
    # Tue 31: her father home with carers; the invoice sheet before leaving, Libera me at the gate
    "2028-10-31": "16:40 trial, 19:35 choir",
    # Wed 1 (All Saints, a holiday): the fatura-recibo, Inês and the answers; the claim form; the programme notes
    "2028-11-01": "09:40 trial, 09:45 trial, 09:50 trial, 11:30 trial, 12:10 trial, 16:00 leak, 18:00 choir, "
                  "18:40 choir",
    # Thu 2: a proofs day, broken by the reconciliation call at 14:00 and Marta after it, Teresa's lenders at once
    "2028-11-02": "09:10 catalogue, 09:40 catalogue, 10:15 catalogue, 11:20 catalogue, 12:30 catalogue, "
                  "14:00 trial, 14:50 trial, 16:20 trial, 16:27 catalogue",
    # Fri 3: the perito at 10, the stain and CEIC after; captions; the painter's quote to the perito, the colophon and
    # the second PO within minutes; Tom and the concert page in the evening
    "2028-11-03": "10:55 leak, 11:20 leak, 11:28 trial, 14:30 catalogue, 15:40 leak, 15:55 leak, 16:00 catalogue, "
                  "16:09 trial, 20:10 dad, 21:30 choir",
    # Sat 4 and Sun 5: the landlord, the poster and the painter; the physio's news; the notes sent, the corrections
    # to Nuno, Christmas flights
    "2028-11-04": "10:20 leak, 10:31 choir, 12:05 leak, 16:00 dad",
    "2028-11-05": "12:30 choir, 18:30 catalogue, 21:30 dad",
}
TIMELINE = day_timeline(DAYS, TZ)
