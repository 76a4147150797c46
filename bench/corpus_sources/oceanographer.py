"""Uxía Fernández Rial, a zooplankton ecologist (postdoc) at a marine research institute in Vigo, Galicia: a winter
research cruise she is getting ready for, the revision of her copepod paper, her late grandmother's village house,
her women's trainera rowing club, and registering as a couple (parella de feito) with her partner Tiago.

Written by hand in session 8 of issue 12 as a TEST corpus, before anybody tuned on it, by an engineer who writes
test data only: no placement, naming or tag code and no run of the placement bench or the app on it, no look at how
anything scores it; the integrator runs it once, at the end of the session.

Uxía (36) grew up in Lugo, did her PhD in Plymouth and has been back in Vigo for three years, in a flat in Teis
with Tiago Costa (38), a theatre sound technician from Braga. In the second half of November 2027:
- the institute's winter cruise ZOOGAL-27 on the RV Sarmiento de Gamboa sails from Vigo on Wednesday 1 December
  (24 stations on three transects off the Rías Baixas); Uxía runs the plankton nets and has to finish the station
  plan with Rosa Outeiral (chief scientist) and Brais Otero (postdoc), get the lab gear (a liquid-nitrogen dry
  shipper, formalin, the -80 samples boxes) to the ship for loading on Monday 29, and sort her own boarding papers
  (the sea-going medical at the Instituto Social de la Marina, her basic safety certificate, the embarkation form);
- the Journal of Plankton Research sent back her Calanus paper (JPR-2027-0418) with a major revision due Friday
  26 November: Reviewer 2 wants the winter-survival models redone as GLMMs with a station random effect, the
  figures need colour-blind-safe palettes, and the response letter has to be written with Rosa and Ellie Hartnell
  (the Plymouth co-author);
- avoa Carmen died in May and left her stone house in Vilariño (Antas de Ulla, Lugo) to her four grandchildren
  (Uxía, her cousins Xurxo, Antía and Manolo in Barcelona): the inheritance tax return to ATRIGA is due six months
  after the death (22 November), the notary deed is signed in Monterroso on Friday 26, and the November storms
  open a leak in the roof, so two roofers quote;
- she rows in the women's trainera crew of the Club de Remo Areal: in winter that means erg tests and the gym, the
  club's Christmas lottery (twenty décimos of number 48213, sold as 5-euro participations), and the Christmas
  dinner on Saturday 18 December, which she ended up organising although she is at sea until the 12th;
- she and Tiago register as a couple in the Galician registry of parellas de feito, at the Xunta's office in Vigo
  on Thursday 25 November: the joint padrón certificate, her birth certificate, and Tiago's Portuguese certidão de
  nascimento from the Conservatória in Braga.

Everything runs on the institute's laptop with Fedora: Brave for the web (window titles end " - Brave"), with
WhatsApp Web in a tab (its window says only "WhatsApp - Brave", "(3) WhatsApp - Brave" with unread chats) for her
mother, the cousins' group, the rowing crew and the roofers, and her personal Gmail in Brave; Evolution for the
institute mail (a message opened in its own window is titled by its subject; read in the folder view, "Inbox -
Evolution"); Slack desktop for the lab (a channel for the cruise, DMs with Brais, Rosa and the technician Loli,
and colleagues buying lottery participations); Signal Desktop for Tiago (window title only "Signal"); Okular for
PDFs (window title "file.pdf — Okular"); LibreOffice Calc for sheets; RStudio for the models; Inkscape for the
figures, the station map and the lottery slips; and Logseq for her daily journal (window title only "Logseq").
Memos are English shorthand (the lab works in English) with Galician and Spanish words as she would really use
them ("avoa", "tellado", "xa", "mañá", "ollo", "vale", "primos", "cea", "papeis", "Concello", "empadroamento",
"cita", "remeiras", "patroa", "ergo", "décimo"), lab shorthand ("stn", "T2", "WP2", "CTD", "FA", "LN2", "R2",
"RE", "ZI", "ms"), and Tiago writes in Portuguese and English ("amor", "tá bem", "beijinhos"). Official Galician
and Spanish sites and letters are in Galician or Spanish, the Conservatória's in Portuguese. Many captures never
name their task (a WhatsApp or Signal message, a Logseq line, a bank line, a sheet, a form).

The timeline is written by hand (TIMELINE below), not drawn by bench/corpora.py interleave(): long focused blocks
on the paper some days, rapid switching on others (a message about one task arriving in the middle of another,
answered at once, then back), gaps that do not line up with task changes, evenings and a weekend in the village.
"""

from datetime import datetime
from zoneinfo import ZoneInfo

from bench.corpora import c

PERSONA = ("zooplankton ecologist (postdoc) in Vigo, Galicia: getting ready for a winter research cruise, revising her "
           "copepod paper, her late grandmother's village house (inheritance and the roof), her women's rowing club "
           "(lottery, training, Christmas dinner), registering as a couple with her Portuguese partner")
TZ = ZoneInfo("Europe/Madrid")  # CET, +01:00 all through the span
APP_WORDS = {"brave", "whatsapp", "gmail", "google", "evolution", "slack", "signal", "okular", "libreoffice", "calc",
             "rstudio", "inkscape", "logseq", "pdf", "ods", "svg", "csv", "csic", "utm", "atriga", "xunta", "sede",
             "boe", "selae", "loterias", "loteriasyapuestas", "irn", "justica", "civilonline", "oup", "academic",
             "editorialmanager", "cran", "github", "stackoverflow", "marinetraffic", "seur", "fishersci", "vwr",
             "habitissimo", "milanuncios", "catastro", "mjusticia", "seg", "social", "abanca", "decathlon",
             "concept2", "strava", "wikipedia", "dataverse", "pangaea", "colorbrewer", "viridis", "doodle"}

TASK_NAMES = {
    "cruise": ("ZOOGAL cruise", "the cruise", "campaña", "Sarmiento"),
    "paper": ("Calanus paper revision", "the paper", "JPR revision", "manuscript"),
    "house": ("Avoa's house in Vilariño", "a casa da avoa", "the village house", "inheritance"),
    "rowing": ("Remo Areal", "rowing club", "trainera", "the club"),
    "parella": ("Parella de feito with Tiago", "registering as a couple", "domestic partnership", "registry"),
}
SUB_NAMES = {
    "cruise/stations": ("Station plan", "stations", "sampling plan", "transects"),
    "cruise/gear": ("Getting the gear on board", "lab gear", "dry shipper", "loading"),
    "cruise/boarding": ("Boarding paperwork", "medical", "safety certificate", "embarkation form"),
    "paper/reviewers": ("Response to reviewers", "reviewer 2", "response letter", "comments"),
    "paper/models": ("Redoing the models", "GLMM", "stats", "survival models"),
    "paper/figures": ("Figures", "fig 3", "plots", "colour palette"),
    "house/inheritance": ("Inheritance papers", "herdanza", "notary", "sucesións tax"),
    "house/roof": ("The roof", "tellado", "leak", "roofer quotes"),
    "rowing/lottery": ("Christmas lottery", "lotería", "participations", "décimos"),
    "rowing/training": ("Winter training", "erg test", "ergo", "gym"),
    "rowing/dinner": ("Club Christmas dinner", "cea de Nadal", "the dinner", "restaurant"),
    "parella/papers": ("Tiago's certidão and the other papers", "certidão", "documents", "padrón"),
    "parella/appointment": ("Registry appointment", "cita", "the Xunta appointment", "forms"),
}
